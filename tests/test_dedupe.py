"""Merged groups compute what they share once (``grouping.dedupe_fusion``), and ``max-ops``
of a merge counts the ops the kernel holds (``grouping.distinct_ops``); checked against the
original program's outputs, not only the rewritten module's."""

from __future__ import annotations

import pytest
from fusion_mlir.benchmarks.workloads import adam, cartpole
from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.backends import numerics
from fusion_mlir.ir import io
from fusion_mlir.passkit import grouping
from fusion_mlir.pipeline import run_pipeline

T = "tensor<16xf32>"
# Two readers of %g scaled by different constants, and one op repeated on computed values.
BODY = f"""\
func.func @f(%g: {T}) -> ({T}, {T}, {T}) {{
  %0:3 = "mhlo.fusion"(%g) <{{fusion_kind = #mhlo<fusion_kind kLoop>}}> ({{
  ^bb0(%a: {T}):
    %c1 = stablehlo.constant dense<0.1> : tensor<f32>
    %b1 = stablehlo.broadcast_in_dim %c1, dims = [] : (tensor<f32>) -> {T}
    %c2 = stablehlo.constant dense<0.001> : tensor<f32>
    %b2 = stablehlo.broadcast_in_dim %c2, dims = [] : (tensor<f32>) -> {T}
    %m1 = stablehlo.multiply %b1, %a : {T}
    %m2 = stablehlo.multiply %b2, %a : {T}
    %c3 = stablehlo.constant dense<0.1> : tensor<f32>
    %b3 = stablehlo.broadcast_in_dim %c3, dims = [] : (tensor<f32>) -> {T}
    %m3 = stablehlo.multiply %b3, %a : {T}
    mhlo.return %m1, %m2, %m3 : {T}, {T}, {T}
  }}) : ({T}) -> ({T}, {T}, {T})
  return %0#0, %0#1, %0#2 : {T}, {T}, {T}
}}
"""


def _fusion(module: ir.Module) -> ir.Operation:
    return next(o for o in boundary.fusions(module.operation))


def test_dedupe_merges_same_computation_not_different_constants() -> None:
    module = io.parse_module(BODY)
    fusion = _fusion(module)
    # 9 ops; the constant-only ops are never shared, %m3 is %m1 again: 8 distinct.
    assert grouping.distinct_ops([grouping.unit_ops(fusion, {})]) == 8
    assert grouping.dedupe_fusion(fusion) == 1
    body = [o.operation for o in fusion.regions[0].blocks[0].operations]
    muls = [o for o in body if o.name == "stablehlo.multiply"]
    assert len(muls) == 2  # 0.1 * g and 0.001 * g stay apart
    ret = body[-1]
    assert ret.operands[0] == ret.operands[2] and ret.operands[0] != ret.operands[1]
    assert len([o for o in body if o.name == "stablehlo.constant"]) == 3
    assert module.operation.verify()
    assert grouping.dedupe_fusion(fusion) == 0


@pytest.mark.parametrize(
    ("program", "pipeline"),
    [
        (lambda: adam(4, 256), "default"),
        (lambda: cartpole(64, steps=3), "default"),
        (lambda: cartpole(64, steps=10), "paper"),
    ],
)
def test_merged_groups_compute_the_original_program(program, pipeline: str) -> None:
    fn, args = program()
    module = io.export(fn, *args)
    inputs = numerics.random_inputs(module)
    reference = strategies.compile_module(module, "xla").run(inputs)
    run_pipeline(module, pipeline)
    for strategy in ("xla", "ours"):
        ok, detail = numerics.outputs_match(
            reference, strategies.compile_module(module, strategy).run(inputs)
        )
        assert ok, (strategy, detail)


def test_threefry_rounds_of_both_outputs_are_one_kernel() -> None:
    """jax's threefry updates two arrays per round; producer-consumer gives each its own
    group with the rounds cloned in, sibling merges the two into one kernel that computes
    the rounds once (before, 81 ops > max-ops 64 kept them apart: two kernels)."""
    fn, args = cartpole(64, steps=3)
    module = io.export(fn, *args)
    run_pipeline(module, "default")
    with_rounds: dict[object, int] = {}
    for f in boundary.fusions(module.operation):
        body = [o.operation for o in f.regions[0].blocks[0].operations][:-1]
        shifts = [(o.name, tuple(o.operands)) for o in body if o.name == "stablehlo.shift_left"]
        assert len(shifts) == len(set(shifts)), "a merged group computes a round twice"
        if shifts:
            block = f.operation.parent
            with_rounds[block] = with_rounds.get(block, 0) + 1
    assert with_rounds and all(n == 1 for n in with_rounds.values()), with_rounds
