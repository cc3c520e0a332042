"""The dots written as multiplies (``passkit.dots``) are exactly those XLA:CPU runs so.

For each case the rule must agree with XLA:CPU's optimized HLO (a ``dot`` left in it or
not), the rewritten module must compute bit for bit what the original computes under XLA,
and a rewritten dot product must end up in one kernel with its neighbours, as XLA puts it.
"""

from __future__ import annotations

import re

import pytest

from fusion_mlir import strategies
from fusion_mlir.backends import numerics
from fusion_mlir.ir import io
from fusion_mlir.passkit.dots import reduce_vector_dots, rewrites_dot
from fusion_mlir.pipeline import run_pipeline

# name: (lhs, rhs, dimension numbers, result, element type)
CASES = {
    "vector dot": ("14", "14", "contracting_dims = [0] x [0]", "", "f32"),
    "batched vector dot": ("2x3", "2x3", "batching_dims = [0] x [0], contracting_dims = [1] x [1]", "2", "f32"),
    "two batch dims": ("2x12x3", "2x12x3", "batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2]", "2x12", "f32"),
    "permuted with unit dims": ("2x5x3", "3x2x1x5", "batching_dims = [0, 1] x [1, 3], contracting_dims = [2] x [0]", "2x5x1", "f32"),
    "unit free dim": ("2x1x3", "2x3", "batching_dims = [0] x [0], contracting_dims = [2] x [1]", "2x1", "f32"),
    "two contracting dims": ("2x3", "2x3", "contracting_dims = [0, 1] x [0, 1]", "", "f32"),
    "outer product": ("14", "5", "contracting_dims = [] x []", "14x5", "f32"),
    "contracting one element": ("14x1", "1x5", "contracting_dims = [1] x [0]", "14x5", "f32"),
    "batched outer product": ("4x3", "4x2", "batching_dims = [0] x [0], contracting_dims = [] x []", "4x3x2", "f32"),
    "bf16 vector dot": ("64", "64", "contracting_dims = [0] x [0]", "", "bf16"),
    "f16 batched vector dot": ("8x5", "8x5", "batching_dims = [0] x [0], contracting_dims = [1] x [1]", "8", "f16"),
    "i32 vector dot": ("14", "14", "contracting_dims = [0] x [0]", "", "i32"),
    "matrix-vector": ("5x3", "3", "contracting_dims = [1] x [0]", "5", "f32"),
    "vector-matrix": ("3", "3x4", "contracting_dims = [0] x [0]", "4", "f32"),
    "batched matrix-vector": ("2x3x3", "2x3", "batching_dims = [0] x [0], contracting_dims = [2] x [1]", "2x3", "f32"),
    "matrix-matrix": ("6x2", "2x6", "contracting_dims = [1] x [0]", "6x6", "f32"),
}  # fmt: skip


def _module(lhs: str, rhs: str, dims: str, out: str, et: str) -> str:
    def t(s: str) -> str:
        return f"tensor<{s}x{et}>" if s else f"tensor<{et}>"

    return f"""func.func @main(%a: {t(lhs)}, %b: {t(rhs)}) -> {t(out)} {{
  %0 = stablehlo.dot_general %a, %b, {dims} : ({t(lhs)}, {t(rhs)}) -> {t(out)}
  return %0 : {t(out)}
}}"""


def _dot(module) -> object:
    ops = io.main_function(module).regions[0].blocks[0].operations
    return next(op.operation for op in ops if op.operation.name == "stablehlo.dot_general")


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_rewritten_exactly_where_xla_cpu_runs_no_dot(case: str) -> None:
    text = _module(*CASES[case])
    module = io.parse_module(text)
    xla_runs_dot = " dot(" in strategies.compile_text(text, "unfused").hlo_text
    assert (rewrites_dot(_dot(module)) is None) == xla_runs_dot

    with module.context:
        rewritten = reduce_vector_dots(module.operation)
    assert rewritten == (0 if xla_runs_dot else 1)
    assert module.operation.verify()
    if rewritten:
        inputs = numerics.random_inputs(module)
        before = strategies.compile_text(text, "xla").run(inputs)
        after = strategies.compile_module(module, "xla").run(inputs)
        for x, y in zip(before, after, strict=True):
            assert x.dtype == y.dtype and x.shape == y.shape
            assert x.tobytes() == y.tobytes()


def test_left_alone_with_another_precision_or_mixed_types() -> None:
    highest = _module(*CASES["vector dot"]).replace(
        "contracting_dims = [0] x [0]",
        "contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST]",
    )
    mixed = """func.func @main(%a: tensor<14xbf16>, %b: tensor<14xbf16>) -> tensor<f32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<14xbf16>, tensor<14xbf16>) -> tensor<f32>
  return %0 : tensor<f32>
}"""
    for text in (highest, mixed):
        module = io.parse_module(text)
        assert rewrites_dot(_dot(module)) is None


def test_a_dot_product_joins_its_neighbours_kernel() -> None:
    text = """func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2xf32> {
  %s = stablehlo.sine %a : tensor<2x3xf32>
  %0 = stablehlo.dot_general %s, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %1 = stablehlo.cosine %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}"""
    module = io.parse_module(text)
    run_pipeline(module, "default", explain=False)
    out = io.print_module(module)
    assert "dot_general" not in out and len(re.findall(r'"mhlo.fusion"', out)) == 1
    assert strategies.compile_module(module, "ours").kernels.static == 1
    assert strategies.compile_text(text, "xla").kernels.static == 1
