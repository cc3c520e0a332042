"""Differential tests of the enabling rewrites from the XLA fusion study (``hoist-rng``,
``forward-concatenate``, ``unroll-while``) and of the ``paper`` pipeline, on Cartpole.

Every rewritten module must verify, print and parse back, and compute what the original
computes. "Bit-exact" is checked where XLA compiles both sides op by op (``unfused``: each
op its own kernel), because XLA:CPU's float results can change by an ulp with its own fusion
decisions (the original program under ``xla`` and ``unfused`` already differs); under
``xla`` and ``ours`` the float outputs are compared with ``numerics.outputs_match`` and the
integer outputs exactly.
"""

from __future__ import annotations

import numpy as np
import pytest
from fusion_mlir.benchmarks.workloads import cartpole, cartpole_split

from fusion_mlir import strategies
from fusion_mlir.backends import numerics
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

WORKLOADS = {"cartpole": (cartpole, 64, 10), "cartpole_split": (cartpole_split, 64, 7)}


@pytest.fixture(scope="module")
def programs() -> dict:
    """Each workload: its exported module, inputs, and the original's outputs per strategy."""
    out = {}
    for name, (build, n, steps) in WORKLOADS.items():
        fn, args = build(n, steps)
        module = io.export(fn, *args)
        inputs = [np.asarray(a) for a in args]
        ref = {s: strategies.compile_module(module, s).run(inputs) for s in ("xla", "unfused")}
        out[name] = (module, inputs, ref)
    return out


def _rewrite(module, pipeline: str):
    m = io.clone_module(module)
    ctx = run_pipeline(m, pipeline)
    with m.context:
        assert m.operation.verify()
    text = io.print_module(m)
    io.parse_module(text, ctx=m.context)  # re-parses
    return m, ctx, text


def _exact(ref: list, got: list) -> bool:
    return len(ref) == len(got) and all(np.array_equal(a, b) for a, b in zip(ref, got, strict=True))


def _check(programs: dict, name: str, pipeline: str, with_ours: bool = False):
    """Rewrite, then compare with the original: bit-exact under ``unfused``, within
    tolerance (integers exact) under ``xla``; ``with_ours`` also runs
    ``strategies.run_strategies`` over xla, unfused and ours."""
    module, inputs, ref = programs[name]
    m, ctx, text = _rewrite(module, pipeline)
    if with_ours:
        results = strategies.run_strategies(m, ("xla", "unfused", "ours"), inputs=inputs)
        for s, r in results.items():
            assert r.error is None, f"{s}: {r.error}"
            assert r.match, f"{s}: {r.detail}"
    got = strategies.compile_module(m, "unfused").run(inputs)
    assert _exact(ref["unfused"], got), numerics.outputs_match(ref["unfused"], got)
    got_xla = strategies.compile_module(m, "xla").run(inputs)
    ok, detail = numerics.outputs_match(ref["xla"], got_xla)
    assert ok, detail
    for a, b in zip(ref["xla"], got_xla, strict=True):
        if not np.issubdtype(a.dtype, np.floating):
            assert np.array_equal(a, b)
    return m, ctx, text


@pytest.mark.parametrize("name", list(WORKLOADS))
@pytest.mark.parametrize(
    "pipeline",
    [
        "inline-calls,hoist-rng{always=true}",
        "inline-calls,forward-concatenate{min-bytes=0}",
        "paper",
    ],
)
def test_pass_is_exact(programs: dict, name: str, pipeline: str) -> None:
    with_ours = pipeline == "paper" and name == "cartpole"
    _, ctx, text = _check(programs, name, pipeline, with_ours=with_ours)
    decisions = [d for d in ctx.explain.decisions if d.pass_name != "inline-calls"]
    if "hoist-rng" in pipeline:
        hoisted = [d for d in decisions if d.pass_name == "hoist-rng" and d.fused]
        assert len(hoisted) == 1, ctx.explain.text()
        assert "batched over T" in hoisted[0].detail
        # The threefry round loops are left alone, with a reason.
        assert any(
            d.pass_name == "hoist-rng" and not d.fused and d.check == "rng slice reads loop state"
            for d in decisions
        )
    if "forward-concatenate" in pipeline and name == "cartpole":
        split = [d for d in decisions if d.fused and "iter arg" in d.ops[0]]
        assert len(split) == 1 and "4 iter args" in split[0].detail
        assert "tensor<4x8" not in text  # no [4, N] state inside the loop any more


@pytest.mark.parametrize(
    "options",
    ["factor=1", "factor=3", "factor=4", "factor=10", "factor=10 nested=true", "factor=13"],
)
def test_unroll_factors_are_exact(programs: dict, options: str) -> None:
    """T=10: factor 3 and 4 keep a loop and peel the rest (the threefry round loops, 5
    trips, are unrolled first), 10 leaves the loop, whose body still holds the round loops,
    unless ``nested=true``, which unrolls it completely; 13 is above the trip count and
    leaves the loop (``full=true`` is tested in lit)."""
    _, ctx, text = _check(programs, "cartpole", f"inline-calls,unroll-while{{{options}}}")
    outer = [d for d in ctx.explain.decisions if d.pass_name == "unroll-while"][-1]
    if options in ("factor=1", "factor=13"):
        assert not outer.fused and text.count("stablehlo.while") == 3
    elif options == "factor=10":
        assert not outer.fused and outer.check == "body holds a loop"
        assert text.count("stablehlo.while") == 3
    elif options in ("factor=3", "factor=4"):
        assert outer.fused and "peeled" in outer.detail
        assert text.count("stablehlo.while") == 1  # threefry round loops (5 >= factor) gone
    else:
        assert outer.fused and "completely" in outer.detail
        assert text.count("stablehlo.while") == 20  # 10 copies x 2 threefry loops (5 < 10)


@pytest.mark.parametrize(
    "pipeline",
    [
        "hoist-rng{always=true}",
        "forward-concatenate{min-bytes=0}",
        "unroll-while{factor=3}",
        "hoist-rng{batched=false always=true}",
    ],
)
def test_second_run_changes_nothing(programs: dict, pipeline: str) -> None:
    module = programs["cartpole"][0]
    _, _, once = _rewrite(module, f"inline-calls,{pipeline}")
    _, _, twice = _rewrite(module, f"inline-calls,{pipeline},{pipeline}")
    assert once == twice


def test_precompute_loop_fallback_is_exact(programs: dict) -> None:
    """``batched=false``: the random values are written by a separate precompute loop."""
    _, ctx, _ = _check(programs, "cartpole", "inline-calls,hoist-rng{batched=false always=true}")
    hoisted = [d for d in ctx.explain.decisions if d.pass_name == "hoist-rng" and d.fused]
    assert len(hoisted) == 1 and "precompute loop" in hoisted[0].detail


def test_zero_steps() -> None:
    fn, args = cartpole(8, 0)
    module = io.export(fn, *args)
    m, _, _ = _rewrite(module, "paper")
    inputs = [np.asarray(a) for a in args]
    ref = strategies.compile_module(module, "unfused").run(inputs)
    assert _exact(ref, strategies.compile_module(m, "unfused").run(inputs))


def _connect_four_step(**table):
    """hoist-rng's decision on pgx connect four's step loop (its threefry round loops read
    their own state), under the CPU's capability table with ``table``'s fields replaced."""
    import dataclasses
    from pathlib import Path

    from fusion_mlir.backends.capabilities import load_capabilities
    from fusion_mlir.pipeline import PassContext, parse_pipeline, run_passes

    path = Path(__file__).parents[1] / "benchmarks" / "corpus" / "pgx_connect_four.mlir"
    module = io.read_module(str(path))
    ctx = PassContext()
    ctx._capabilities = dataclasses.replace(load_capabilities("cpu"), **table)
    with module.context:
        run_passes(module, parse_pipeline("inline-calls,hoist-rng"), ctx)
    (step,) = [
        d
        for d in ctx.explain.decisions
        if d.pass_name == "hoist-rng" and d.check != "rng slice reads loop state"
    ]
    return step


@pytest.mark.parametrize("xla_runs_it_whole", [False, True])
def test_hoisting_follows_how_the_loop_runs(xla_runs_it_whole: bool) -> None:
    """pgx's connect four draws 28 KB of random bits a step: worth their kernels' launches
    in a loop of kernels (jax 0.10.2's XLA keeps its loop so), hoisted into parallel
    kernels where XLA runs the loop whole (0.12.1's). The threshold is the table's."""
    step = _connect_four_step(small_loop_bytes=1 << 40 if xla_runs_it_whole else 0)
    assert step.fused == xla_runs_it_whole, step.text()
    if not xla_runs_it_whole:
        assert step.check == "a trip's random numbers are worth their kernels' launches"
        assert step.detail.startswith("28672 B a trip > 16384")


def test_a_launch_costs_what_the_backend_says() -> None:
    """In a loop of kernels, connect four's 28 KB of random bits a step are worth their
    kernels' launches on XLA:CPU (16 KiB a launch) and not on an H200, which moves 4.8 MB
    in the microsecond XLA:GPU's own model charges a launch: hoisted there."""
    from fusion_mlir import backends

    gpu = backends.get("cuda")
    assert gpu.launch_bytes() == 4_800_000
    assert backends.get("cpu").launch_bytes() == 16384
    for launch_bytes, hoisted in ((16384, False), (gpu.launch_bytes(), True)):
        step = _connect_four_step(small_loop_bytes=0, launch_bytes=launch_bytes)
        assert step.fused == hoisted, step.text()
