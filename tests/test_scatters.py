"""The scatters written as in-place updates (``passkit.scatters``) are exactly those XLA:CPU
runs so.

For each case the rule must agree with XLA:CPU's optimized HLO (a scatter, or a loop running
one, left in it or not), the rewritten module must compute bit for bit what the original
computes under XLA for indices inside, at the edge of and outside the operand (a window out
of bounds is skipped by the scatter, which the rewrite must keep), and the update's
producers must end up in the update's kernel, as XLA puts them.
"""

from __future__ import annotations

import numpy as np
import pytest

from fusion_mlir import strategies
from fusion_mlir.ir import io
from fusion_mlir.passkit.scatters import expand_single_scatters, single_window
from fusion_mlir.pipeline import run_pipeline

_SET = "^bb0(%p: tensor<f32>, %q: tensor<f32>):\n    stablehlo.return %q : tensor<f32>"
_ADD = (
    "^bb0(%p: tensor<f32>, %q: tensor<f32>):\n    %s = stablehlo.add %p, %q : tensor<f32>\n"
    "    stablehlo.return %s : tensor<f32>"
)
_MAX_OF_PRODUCT = (
    "^bb0(%p: tensor<f32>, %q: tensor<f32>):\n    %s = stablehlo.multiply %q, %p : tensor<f32>\n"
    "    %t = stablehlo.maximum %s, %p : tensor<f32>\n    stablehlo.return %t : tensor<f32>"
)


def _dims(window: str, inserted: str, to_operand: str, ivd: int) -> str:
    return (
        f"#stablehlo.scatter<update_window_dims = [{window}], inserted_window_dims = [{inserted}], "
        f"scatter_dims_to_operand_dims = [{to_operand}], index_vector_dim = {ivd}>"
    )


# name: (operand, indices, updates, dimension numbers, computation, index values to try)
CASES = {
    "set a row": ("64x8", "1", "8", _dims("0", "0", "0", 0), _SET, [[3], [-1], [63], [64], [1000]]),
    "add to a row": ("64x8", "1", "8", _dims("0", "0", "0", 0), _ADD, [[0], [-5], [64]]),
    "one element": ("6x8", "2", "", _dims("", "0, 1", "0, 1", 0), _SET, [[5, 7], [6, 0], [2, -1]]),
    "a block at the edge": ("6x8", "2", "2x3", _dims("0, 1", "", "0, 1", 0), _ADD, [[4, 5], [5, 5], [4, 6], [0, 0]]),
    "index vector last": ("64x8", "1x1", "1x8", _dims("1", "0", "0", 1), _SET, [[[7]], [[70]]]),
    "columns, max of product": ("8x64", "1", "8", _dims("0", "1", "1", 0), _MAX_OF_PRODUCT, [[9], [64]]),
    "several windows": ("64x8", "3x1", "3x8", _dims("1", "0", "0", 1), _SET, None),
}  # fmt: skip


def _module(operand: str, indices: str, updates: str, dims: str, body: str) -> str:
    o, i = f"tensor<{operand}xf32>", f"tensor<{indices}xi32>"
    u = f"tensor<{updates}xf32>" if updates else "tensor<f32>"
    return f"""func.func @main(%x: {o}, %i: {i}, %u: {u}) -> {o} {{
  %e = stablehlo.exponential %u : {u}
  %0 = "stablehlo.scatter"(%x, %i, %e) <{{scatter_dimension_numbers = {dims}}}> ({{
  {body}
  }}) : ({o}, {i}, {u}) -> {o}
  return %0 : {o}
}}"""


def _inputs(case: tuple, index: list) -> list[np.ndarray]:
    operand, indices, updates = case[0], case[1], case[2]
    rng = np.random.default_rng(0)

    def shape(s: str) -> tuple[int, ...]:
        return tuple(int(n) for n in s.split("x")) if s else ()

    return [
        rng.standard_normal(shape(operand)).astype(np.float32),
        np.asarray(index, dtype=np.int32).reshape(shape(indices)),
        rng.standard_normal(shape(updates)).astype(np.float32),
    ]


def _scatter(module) -> object:
    ops = io.main_function(module).regions[0].blocks[0].operations
    return next(op.operation for op in ops if op.operation.name == "stablehlo.scatter")


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_rewritten_exactly_where_xla_cpu_runs_an_update(case: str) -> None:
    text = _module(*CASES[case][:5])
    module = io.parse_module(text)
    hlo = strategies.compile_text(text, "unfused").hlo_text
    xla_keeps_scatter = " scatter(" in hlo or " while(" in hlo
    assert (single_window(_scatter(module)) is None) == xla_keeps_scatter

    with module.context:
        rewritten = expand_single_scatters(module.operation)
    assert rewritten == (0 if xla_keeps_scatter else 1)
    assert module.operation.verify()
    if not rewritten:
        return
    before_exe = strategies.compile_text(text, "xla")
    after_exe = strategies.compile_module(module, "xla")
    for index in CASES[case][5]:
        inputs = _inputs(CASES[case], index)
        before, after = before_exe.run(inputs), after_exe.run(inputs)
        for x, y in zip(before, after, strict=True):
            assert x.dtype == y.dtype and x.shape == y.shape
            assert x.tobytes() == y.tobytes(), index


def test_left_alone_with_a_computation_it_cannot_lift() -> None:
    body = (
        "^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
        "    %c = stablehlo.constant dense<2.0> : tensor<f32>\n"
        "    %s = stablehlo.multiply %q, %c : tensor<f32>\n    stablehlo.return %s : tensor<f32>"
    )
    module = io.parse_module(_module("64x8", "1", "8", _dims("0", "0", "0", 0), body))
    assert single_window(_scatter(module)) is None


def test_the_update_joins_its_producers_kernel_in_place() -> None:
    text = _module(*CASES["add to a row"][:5])
    module = io.parse_module(text)
    run_pipeline(module, "default", explain=False)
    out = io.print_module(module)
    assert "stablehlo.scatter" not in out and out.count('"mhlo.fusion"') == 1
    ours = strategies.compile_module(module, "ours")
    xla = strategies.compile_text(text, "xla")
    # One in-place kernel (and the copy of the parameter it updates, which is not donated);
    # XLA's own plan for the scatter computes the index vector in kernels of its own.
    assert ours.kernels.by_kind == {"copy": 1, "loop": 1}
    assert ours.kernels.static <= xla.kernels.static
    inputs = _inputs(CASES["add to a row"], [5])
    for x, y in zip(xla.run(inputs), ours.run(inputs), strict=True):
        assert x.tobytes() == y.tobytes()


@pytest.mark.parametrize("row", [3, 63, 64, -1])
def test_a_constant_index_decides_the_bounds_check(row: int) -> None:
    """With a constant index the rewrite leaves no bounds check to run (inside: the update
    alone; outside: the operand as it was), and computes bit for bit what XLA computes."""
    text = _module(*CASES["add to a row"][:5]).replace(
        "func.func @main(%x: tensor<64x8xf32>, %i: tensor<1xi32>, %u: tensor<8xf32>)",
        "func.func @main(%x: tensor<64x8xf32>, %u: tensor<8xf32>)",
    )
    text = text.replace(
        "  %e =", f"  %i = stablehlo.constant dense<{row}> : tensor<1xi32>\n  %e =", 1
    )
    module = io.parse_module(text)
    with module.context:
        assert expand_single_scatters(module.operation) == 1
    out = io.print_module(module)
    assert "stablehlo.select" not in out and "stablehlo.compare" not in out
    assert ("stablehlo.dynamic_update_slice" in out) == (0 <= row <= 63)
    inputs = [i for k, i in enumerate(_inputs(CASES["add to a row"], [0])) if k != 1]
    xla = strategies.compile_text(text, "xla")
    for x, y in zip(
        xla.run(inputs), strategies.compile_module(module, "xla").run(inputs), strict=True
    ):
        assert x.tobytes() == y.tobytes()
