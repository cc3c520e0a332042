"""``sibling`` and ``horizontal`` on real JAX programs, differentially against XLA.

Each program is exported, rewritten, checked to verify and re-parse, then compiled and run
under ``xla``, ``unfused`` and ``ours``: outputs must match XLA's and ours must not launch
more kernels than unfused. The kernel counts are printed (``pytest -s``) for the record.
"""

from __future__ import annotations

import os
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest
from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.ir import io
from fusion_mlir.passkit import grouping
from fusion_mlir.pipeline import PassContext, parse_pipeline, run_passes, run_pipeline

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")


def _ops(module: ir.Module, name: str) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == name:
            found.append(op.operation)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _run(fn, args, pipeline: str) -> tuple[ir.Module, PassContext, dict]:
    """Rewrite, check, compile and run; kernel counts: ``xla``/``unfused``/``ours`` of the
    rewritten module and ``before`` = unfused kernels of the original module (a variadic
    reduce or a batched dot stays in the rewritten module's ``unfused`` build too)."""
    module = io.export(fn, *args)
    before = strategies.compile_module(module, "unfused").kernels.static
    ctx = run_passes(module, parse_pipeline(pipeline))
    assert module.operation.verify()
    text = io.print_module(module, debug_info=True)
    reparsed = io.parse_module(text)
    assert io.print_module(reparsed) == io.print_module(module)
    again = io.parse_module(text)
    run_passes(again, parse_pipeline(pipeline))
    assert io.print_module(again) == io.print_module(module), "not idempotent"
    res = strategies.run_strategies(module, ("xla", "unfused", "ours"))
    counts = {"before": before}
    for s, r in res.items():
        assert r.error is None, f"{s}: {r.error}"
        assert r.match is True, f"{s}: {r.detail}"
        counts[s] = r.kernels.static
    print(f"\n{fn.__name__} [{pipeline}] kernels: {counts}")
    assert counts["ours"] <= counts["unfused"] and counts["ours"] <= before, counts
    return module, ctx, counts


def three_readers(x):
    return jnp.sin(x) * 2, jnp.cos(x) + 1, jnp.sum(jnp.exp(x))


def mean_var(x):
    m = jnp.mean(x, axis=1)
    return m, jnp.mean(x * x, axis=1) - m * m


def mlps(xs, w1, b1, w2, b2):
    return [jnp.tanh(x @ a + c) @ d + e for x, a, c, d, e in zip(xs, w1, b1, w2, b2, strict=True)]


def adam(params, grads, ms, vs):
    b1, b2, lr, eps = 0.9, 0.999, 1e-3, 1e-8
    out = []
    for p, g, m, v in zip(params, grads, ms, vs, strict=True):
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        out.append((p - lr * m / (jnp.sqrt(v) + eps), m, v))
    return out


X = jnp.zeros((256, 128), jnp.float32)


def test_three_readers_of_x_become_one_group() -> None:
    module, ctx, counts = _run(three_readers, (X,), "sibling")
    (f,) = boundary.fusions(module.operation)
    assert len(f.results) == 3
    assert any(d.fused for d in ctx.explain.decisions)
    assert counts["ours"] < counts["before"]


def test_mean_and_variance_become_one_variadic_reduce() -> None:
    module, ctx, counts = _run(mean_var, (X,), "sibling")
    reduces = _ops(module, "stablehlo.reduce")
    assert len(reduces) == 1 and len(reduces[0].results) == 2
    assert next(d.check for d in ctx.explain.decisions if d.fused) == "one variadic reduce"
    assert counts["ours"] < counts["before"]


def test_independent_mlps_become_batched_dots() -> None:
    k = 4
    args = (
        [jnp.zeros((8, 16))] * k,
        [jnp.zeros((16, 16))] * k,
        [jnp.zeros((16,))] * k,
        [jnp.zeros((16, 4))] * k,
        [jnp.zeros((4,))] * k,
    )
    module, _ctx, counts = _run(mlps, args, "horizontal")
    dots = _ops(module, "stablehlo.dot_general")
    assert len(dots) == 2, "one batched dot per layer"
    assert all(ir.RankedTensorType(d.operands[0].type).shape[0] == k for d in dots)
    assert counts["ours"] < counts["before"]


def test_adam_over_many_small_tensors() -> None:
    shapes = [(16, 8)] * 3 + [(8,)] * 3 + [(32,)] * 2
    tree = [jnp.zeros(s) for s in shapes]
    module, _ctx, counts = _run(adam, (tree, tree, tree, tree), "sibling,horizontal")
    assert boundary.fusions(module.operation)
    assert counts["ours"] < counts["before"]


def test_forced_stacking_is_exact() -> None:
    def f(a, b, c, d):
        return jnp.sin(a), jnp.sin(b), jnp.sin(c), jnp.sin(d)

    args = [jnp.zeros((4, 8))] * 4
    module = io.export(f, *args)
    run_passes(module, parse_pipeline("horizontal{stack=true}"))
    assert len(_ops(module, "stablehlo.sine")) == 1
    res = strategies.run_strategies(module, ("xla", "ours"))
    assert res["ours"].match is True, res["ours"].detail


@pytest.mark.parametrize("pipeline", ["sibling", "horizontal"])
def test_while_body_is_rewritten(pipeline: str) -> None:
    def f(x):
        def body(i, c):
            a, b = c
            return jnp.sin(a) + 1, jnp.cos(a) * b

        return jax.lax.fori_loop(0, 3, body, (x, x))

    module, _ctx, _counts = _run(f, (X,), f"inline-calls,{pipeline}")
    (w,) = _ops(module, "stablehlo.while")
    assert boundary.fusions(w)


@pytest.mark.parametrize("program", ["three_readers", "adam"])
def test_after_producer_consumer(program: str) -> None:
    """The intended order: vertical groups first, then their siblings, then the rest."""
    args = {
        "three_readers": (X,),
        "adam": tuple([[jnp.zeros(s) for s in [(16, 8)] * 3 + [(8,)] * 3]] * 4),
    }[program]
    _run(globals()[program], args, "producer-consumer,sibling,horizontal")


LIT = Path(__file__).resolve().parents[1] / "test" / "lit"


@pytest.mark.parametrize(
    ("name", "pipeline"),
    [
        ("sibling", "sibling"),
        ("horizontal", "horizontal"),
        ("horizontal", "horizontal{stack=true}"),
    ],
)
def test_second_run_changes_nothing(name: str, pipeline: str) -> None:
    """Idempotence, exactly: the lit inputs print the same after one run and after two."""
    from fusion_mlir.cli.opt import _chunks

    text = (LIT / f"{name}.mlir").read_text()
    for chunk, _ in _chunks(text, True):
        once = io.parse_module(chunk)
        run_passes(once, parse_pipeline(pipeline))
        twice = io.parse_module(io.print_module(once))
        run_passes(twice, parse_pipeline(pipeline))
        assert io.print_module(twice) == io.print_module(once)


def test_form_fusion_of_an_op_reading_one_input_twice() -> None:
    """Regression: every use of a group input inside the group reads the block argument."""
    module = io.parse_module(
        """func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.sine %a : tensor<4xf32>
  %1 = stablehlo.multiply %a, %a : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}"""
    )
    body = io.main_function(module).regions[0].blocks[0]
    with module.context, ir.Location.unknown():
        fusion = grouping.form_fusion([o.operation for o in body.operations][:2])
    arg = fusion.regions[0].blocks[0].arguments[0]
    mul = [o.operation for o in fusion.regions[0].blocks[0].operations][1]
    assert list(mul.operands) == [arg, arg]


def test_regroup_reads_operand_lists_with_index_comments() -> None:
    """Regression: HLO prints ``/*index=5*/`` inside long operand lists (tuples of six or
    more); the regrouping parser must still read the names, or it skips the computation."""
    from fusion_mlir.ir.hlo import parse_instruction

    ins = parse_instruction(
        "  ROOT %t = (f32[], f32[], f32[], f32[], f32[], /*index=5*/f32[]) "
        "tuple(%a, %b, %c, %d, %e, /*index=5*/%f)"
    )
    assert ins.operands == ["%a", "%b", "%c", "%d", "%e", "%f"]


TWO_COLUMN_SUMS = """func.func @main(%x: tensor<256x64xf32>, %y: tensor<256x64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.multiply %x, %y : tensor<256x64xf32>
  %a = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<64xf32>
  %d = stablehlo.subtract %x, %y : tensor<256x64xf32>
  %b = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %a, %b : tensor<64xf32>, tensor<64xf32>
}
"""


def test_groups_that_run_as_library_kernels_are_not_merged() -> None:
    """Two column sums of library ops are two library kernels; as one multi-result group
    they would be one loop fusion walking columns (a flax CNN's batch-norm statistics:
    47 ms merged against 32 ms)."""
    from fusion_mlir.analysis.legality import LIBRARY_KERNEL

    module = io.parse_module(TWO_COLUMN_SUMS)
    ctx = run_pipeline(module, "default")
    fusions = [
        o for o in io.main_function(module).regions[0].blocks[0].operations
        if o.operation.name == "mhlo.fusion"
    ]  # fmt: skip
    assert len(fusions) == 2
    refused = {d.pass_name for d in ctx.explain.decisions if d.check == LIBRARY_KERNEL}
    assert refused == {"sibling", "horizontal"}
    res = strategies.run_strategies(module, ("xla", "ours"))
    assert res["ours"].match and res["ours"].kernels.by_kind.get("library") == 2


TWO_UPDATES = """func.func @main(%buf: tensor<8x1024xf32>, %other: tensor<8x1024xf32>, %x: tensor<1x1024xf32>, %i: tensor<i32>) -> (tensor<8x1024xf32>, tensor<8x1024xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.sine %x : tensor<1x1024xf32>
  %a = stablehlo.dynamic_update_slice %buf, %s, %i, %z : (tensor<8x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<8x1024xf32>
  %c = stablehlo.cosine %x : tensor<1x1024xf32>
  %b = stablehlo.dynamic_update_slice %other, %c, %i, %z : (tensor<8x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<8x1024xf32>
  return %a, %b : tensor<8x1024xf32>, tensor<8x1024xf32>
}
"""


def test_groups_that_update_in_place_are_not_merged() -> None:
    """Two rows written into two buffers (a scan's stacked outputs) are two in-place
    update kernels, each with the value it writes; merged, XLA:CPU would run every update
    of the group as a kernel of its own beside it (the regroup hook's rule)."""
    from fusion_mlir.analysis.legality import IN_PLACE_UPDATE

    module = io.parse_module(TWO_UPDATES)
    ctx = run_pipeline(module, "default")
    fusions = [
        o for o in io.main_function(module).regions[0].blocks[0].operations
        if o.operation.name == "mhlo.fusion"
    ]  # fmt: skip
    assert len(fusions) == 2
    refused = {d.pass_name for d in ctx.explain.decisions if d.check == IN_PLACE_UPDATE}
    assert refused == {"sibling", "horizontal"}
    res = strategies.run_strategies(module, ("xla", "ours"))
    # Each update is one loop kernel writing its row in place, as XLA's (beside a copy of
    # each buffer: the parameters are not donated).
    assert res["ours"].match and res["ours"].kernels.by_kind == {"copy": 2, "loop": 2}
