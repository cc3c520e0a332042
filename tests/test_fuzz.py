"""Property-based fuzzing of every pass and pipeline (``fusion_mlir.tools.fuzz``), bounded.

The bounded run is deterministic (``derandomize=True``) and small; ``fusion-fuzz --minutes N``
is the long run. Programs a run once found failing are kept in ``tests/fuzz_regressions/``
and replayed here; a file whose header has ``// xfail: reason`` is a known, unfixed bug
(strict xfail: the test fails once it is fixed, so the marker is removed), and its
``// known: REGEX`` line keeps the bounded run from failing again on the same symptom.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from conftest import ABORTING_MODULE
from hypothesis import HealthCheck, assume, given, settings

from fusion_mlir import _jax_private as P
from fusion_mlir import strategies
from fusion_mlir.backends import numerics
from fusion_mlir.ir import io
from fusion_mlir.tools import fuzz

REGRESSIONS = Path(__file__).parent / "fuzz_regressions"
REGRESSION_FILES = list(fuzz.regression_files(REGRESSIONS))
# Symptoms of known, unfixed bugs (``// known:`` of the xfail files), read once.
KNOWN = fuzz.known_patterns(REGRESSIONS)


def unknown(failures: list[object]) -> list[object]:
    """The failures that match no known, unfixed bug's symptom."""
    return [f for f in failures if not any(p.search(str(f)) for p in KNOWN)]


@pytest.fixture(scope="module")
def checker() -> Iterator[fuzz.Checker]:
    c = fuzz.Checker(timeout=300)
    yield c
    c.close()


def _draw_texts(n: int, max_ops: int = 10) -> list[str]:
    texts: list[str] = []

    @settings(
        max_examples=n,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(fuzz.programs(max_ops=max_ops))
    def collect(text: str) -> None:
        texts.append(text)

    collect()
    return texts


def test_generated_programs_verify_and_cover_every_op() -> None:
    """Every generated program parses and verifies; together they use every op, element
    type and dimension size the generator promises."""
    texts = _draw_texts(250)
    seen: Counter[str] = Counter()
    for text in texts:
        io.parse_module(text)
        seen.update(re.findall(r"stablehlo\.(\w+)", text))
        seen.update(re.findall(r"x(f32|f16|bf16|i32|ui32|i1)>", text))
        seen.update("zero-size" for _ in re.findall(r"[<x]0x", text))
        seen.update("size-1" for _ in re.findall(r"[<x]1x", text))
    promised = {
        "sine", "exponential", "log", "tanh", "divide", "add", "multiply", "and", "not",
        "broadcast_in_dim", "reduce", "reshape", "transpose", "slice", "concatenate",
        "select", "compare", "convert", "iota", "dot_general", "while", "case", "constant",
        "pad", "dynamic_slice", "dynamic_update_slice", "gather", "scatter", "reduce_window",
        "sort", "convolution", "select_and_scatter", "rng_bit_generator", "custom_call",
        "f32", "f16", "bf16", "i32", "ui32", "i1", "zero-size", "size-1",
    }  # fmt: skip
    assert promised <= set(seen), sorted(promised - set(seen))
    assert sum("reduce(" in t and "), (" in t for t in texts) > 0  # variadic reduce


def test_interpreter_agrees_with_xla() -> None:
    """The reference-interpreter harness (typed inputs, bf16 outputs) matches XLA."""
    text = """func.func @main(%a: tensor<2x3xbf16>, %b: tensor<3xui32>, %c: tensor<2xi1>,
                          %d: tensor<0x2xf16>) -> (tensor<2x3xbf16>, tensor<3xui32>,
                          tensor<2xi1>, tensor<0x2xf16>) {
  %0 = stablehlo.sine %a : tensor<2x3xbf16>
  %1 = stablehlo.add %b, %b : tensor<3xui32>
  %2 = stablehlo.not %c : tensor<2xi1>
  %3 = stablehlo.negate %d : tensor<0x2xf16>
  return %0, %1, %2, %3 : tensor<2x3xbf16>, tensor<3xui32>, tensor<2xi1>, tensor<0x2xf16>
}"""
    module = io.parse_module(text)
    inputs = fuzz.fuzz_inputs(module, seed=3)
    ref = strategies.compile_module(module, "xla").run(inputs)
    ref[0] = ref[0].astype(np.float32)  # the interpreter harness returns bf16 as f32
    ok, detail = numerics.outputs_match(ref, fuzz.interpret(text, inputs))
    assert ok, detail


@settings(
    max_examples=24,
    derandomize=True,
    deadline=None,
    database=None,
    report_multiple_bugs=False,
    suppress_health_check=list(HealthCheck),
)
@given(text=fuzz.programs(max_ops=8))
def test_passes_preserve_semantics(checker: fuzz.Checker, text: str) -> None:
    """Every pass and named pipeline: output verifies and re-parses, computes what the input
    computes (XLA and the reference interpreter), and has no more kernels than unfused."""
    report = checker.check(text)
    assume(report["invalid"] is None)  # XLA itself cannot run the program: not our bug
    failures = unknown(report["failures"])
    assert not failures, "\n".join(map(str, failures)) + "\n" + text


@pytest.mark.parametrize("path", REGRESSION_FILES, ids=[p.stem for p in REGRESSION_FILES])
def test_fuzz_regression(checker: fuzz.Checker, path: Path, request: pytest.FixtureRequest) -> None:
    """A program the fuzzer once found failing passes every check now (symptoms another
    file keeps as a known, unfixed bug aside)."""
    text = path.read_text()
    fields = fuzz.header_fields(text)
    below = fields.get("xfail-jaxlib-below")  # a bug of older XLAs only: "0.12"
    older = below is None or P.jaxlib_release()[:2] < tuple(int(x) for x in below.split("."))
    if "xfail" in fields and older:
        request.applymarker(pytest.mark.xfail(strict=True, reason=fields["xfail"]))
    report = checker.check(text)
    assert report["invalid"] is None, report["invalid"]
    # Another file's known, unfixed symptom is not this one's; an xfail file's own counts.
    failures = report["failures"] if "xfail" in fields else unknown(report["failures"])
    assert not failures, "\n".join(map(str, failures))


def test_worker_survives_a_backend_abort() -> None:
    """An XLA abort in the fuzzer's child is a reported crash; the next call still works."""
    from fusion_mlir.isolate import BackendCrash, Worker

    with Worker() as w:
        with pytest.raises(BackendCrash, match="has_layout"):
            w.call("fusion_mlir.strategies:kernel_counts", ABORTING_MODULE, "ours", timeout=120)
        fine = (
            "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n  return %a : tensor<8xf32>\n}"
        )
        assert w.call("fusion_mlir.strategies:kernel_counts", fine, "xla", timeout=120)
        assert w.restarts == 1
