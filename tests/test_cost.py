"""Tests for the cost model (fusion_mlir.analysis.cost), with numbers computed by hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from jaxlib.mlir import ir

from fusion_mlir._jax_private import make_ir_context
from fusion_mlir.analysis.cost import (
    EXPENSIVE_FLOPS_PER_ELEMENT,
    Cost,
    bytes_saved,
    group_cost,
    nbytes,
    op_cost,
)

_MODULES: list[ir.Module] = []  # the parsed modules outlive their ops for one test


@pytest.fixture
def ctx() -> Iterator[ir.Context]:
    context = make_ir_context()
    with context, ir.Location.unknown():
        yield context
    _MODULES.clear()


def _ops(text: str) -> list[ir.OpView]:
    """The ops of the first function's body (terminator included), in order."""
    module = ir.Module.parse(text)
    _MODULES.append(module)
    fn = module.body.operations[0]
    return list(fn.regions[0].blocks[0].operations)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tensor<4x8xf32>", 128),
        ("tensor<f32>", 4),
        ("tensor<f16>", 2),
        ("tensor<2x2xbf16>", 8),
        ("tensor<3xi1>", 3),
        ("tensor<5xi4>", 5),
        ("tensor<7xui8>", 7),
        ("tensor<3xi64>", 24),
        ("tensor<2xcomplex<f64>>", 32),
        ("tensor<2xcomplex<f32>>", 16),
        ("tensor<2xindex>", 16),
        ("tensor<3xf8E4M3FN>", 3),
        ("tensor<0x4xf32>", 0),
        ("tensor<?x4xf32>", 0),
        ("tensor<*xf32>", 0),
        ("!stablehlo.token", 0),
        ("tuple<tensor<4xf32>, tensor<f32>>", 0),
        ("f32", 4),
    ],
)
def test_nbytes(ctx: ir.Context, text: str, expected: int) -> None:
    assert nbytes(ir.Type.parse(text)) == expected


def test_cost_add() -> None:
    assert Cost(1, 2, 3) + Cost(10, 20, 30) == Cost(11, 22, 33)
    assert Cost(1, 2, 3).bytes == 3


CHAIN = """
func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.exponential %a : tensor<4x8xf32>
  %1 = stablehlo.add %0, %b : tensor<4x8xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
"""


def test_elementwise_chain(ctx: ir.Context) -> None:
    exp, add, mul, _ret = _ops(CHAIN)
    # 4x8 f32 = 32 elements = 128 bytes.
    assert op_cost(exp) == Cost(128, 128, 32 * EXPENSIVE_FLOPS_PER_ELEMENT)
    assert op_cost(add) == Cost(256, 128, 32)
    assert op_cost(mul) == Cost(128, 128, 32)  # %1 is read once
    assert op_cost(mul.operation) == op_cost(mul)
    # The whole chain reads a and b, writes %2.
    assert group_cost([exp, add, mul]) == Cost(256, 128, 320 + 32 + 32)
    assert bytes_saved([exp, add, mul]) == (256 + 384 + 256) - 384
    # exp+add: reads a and b, writes %1 (used by mul, outside).
    assert group_cost([exp, add]) == Cost(256, 128, 352)
    assert bytes_saved([exp, add]) == 640 - 384
    # add+mul: reads %0 and b.
    assert group_cost([add, mul]) == Cost(256, 128, 64)
    # Order and duplicates do not matter.
    assert group_cost([mul, exp, add, exp]) == group_cost([exp, add, mul])


def test_singleton_saves_nothing(ctx: ir.Context) -> None:
    for op in _ops(CHAIN)[:3]:
        assert group_cost([op]) == op_cost(op)
        assert bytes_saved([op]) == 0


def test_results_used_outside_and_dead_results(ctx: ir.Context) -> None:
    exp, neg, add, _ret = _ops(
        """
func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.exponential %a : tensor<4x8xf32>
  %1 = stablehlo.negate %a : tensor<4x8xf32>
  %2 = stablehlo.add %0, %b : tensor<4x8xf32>
  return %0, %2 : tensor<4x8xf32>, tensor<4x8xf32>
}
"""
    )
    # %0 is also returned: the group writes %0 and %2.
    assert group_cost([exp, add]) == Cost(256, 256, 320 + 32)
    assert bytes_saved([exp, add]) == (256 + 384) - 512
    # %1 has no users: still written. a is read once although two ops use it.
    assert group_cost([exp, neg, add]) == Cost(256, 384, 320 + 32 + 32)


def test_reduce(ctx: ir.Context) -> None:
    exp, zero, red, _ret = _ops(
        """
func.func @main(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %a : tensor<4x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""
    )
    assert op_cost(zero) == Cost(0, 4, 0)
    assert op_cost(red) == Cost(128 + 4, 16, 32)
    # Fused with its producers: reads only a; the body's block arguments are internal.
    assert group_cost([exp, zero, red]) == Cost(128, 16, 320 + 32)
    assert bytes_saved([exp, zero, red]) == (256 + 4 + 148) - 144


def test_variadic_reduce(ctx: ir.Context) -> None:
    red, _ret = _ops(
        """
func.func @main(%a: tensor<4x8xf32>, %i: tensor<4x8xi32>, %z: tensor<f32>, %zi: tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = stablehlo.reduce(%a init: %z), (%i init: %zi) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%p: tensor<f32>, %q: tensor<f32>) (%pi: tensor<i32>, %qi: tensor<i32>) {
    %m = stablehlo.maximum %p, %q : tensor<f32>
    %mi = stablehlo.maximum %pi, %qi : tensor<i32>
    stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
"""
    )
    assert op_cost(red) == Cost(128 + 128 + 4 + 4, 16 + 16, 32 + 32)


def test_reduce_window(ctx: ir.Context) -> None:
    rw, _ret = _ops(
        """
func.func @main(%x: tensor<4x6xf32>, %z: tensor<f32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.maximum %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""
    )
    # 6 outputs, each a max over a 2x2 window.
    assert op_cost(rw) == Cost(96 + 4, 24, 6 * 4)


def test_dot_general(ctx: ir.Context) -> None:
    dot, _ret = _ops(
        """
func.func @main(%b: tensor<2x8x16xbf16>, %c: tensor<2x16x3xbf16>) -> tensor<2x8x3xbf16> {
  %0 = stablehlo.dot_general %b, %c, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xbf16>, tensor<2x16x3xbf16>) -> tensor<2x8x3xbf16>
  return %0 : tensor<2x8x3xbf16>
}
"""
    )
    # B=2, M=8, N=3, K=16: 2*B*M*N*K flops.
    assert op_cost(dot) == Cost((256 + 96) * 2, 48 * 2, 2 * 2 * 8 * 3 * 16)


def test_dot_general_two_contracting_dims(ctx: ir.Context) -> None:
    dot, _ret = _ops(
        """
func.func @main(%b: tensor<5x4x3xf32>, %c: tensor<3x4x7xf32>) -> tensor<5x7xf32> {
  %0 = stablehlo.dot_general %b, %c, contracting_dims = [1, 2] x [1, 0] : (tensor<5x4x3xf32>, tensor<3x4x7xf32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}
"""
    )
    assert op_cost(dot) == Cost(240 + 336, 140, 2 * 5 * 7 * 12)


def test_dot(ctx: ir.Context) -> None:
    dot, _ret = _ops(
        """
func.func @main(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.dot %x, %y : (tensor<4x5xf32>, tensor<5x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
"""
    )
    assert op_cost(dot) == Cost(80 + 120, 96, 2 * 4 * 6 * 5)


def test_convolution(ctx: ir.Context) -> None:
    conv, _ret = _ops(
        """
func.func @main(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}
"""
    )
    # 576 outputs, each a 3x3x3 multiply-add window.
    assert op_cost(conv) == Cost(768 + 1728, 2304, 2 * 576 * 27)


def test_data_movement_and_broadcast(ctx: ir.Context) -> None:
    bcast, tr, add, _ret = _ops(
        """
func.func @main(%v: tensor<8xf32>, %a: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
"""
    )
    assert op_cost(bcast) == Cost(32, 128, 0)
    assert op_cost(tr) == Cost(128, 128, 0)
    assert group_cost([bcast, tr, add]) == Cost(32 + 128, 128, 32)
    assert bytes_saved([bcast, tr, add]) == (160 + 256 + 384) - 288


def test_region_captures_are_read(ctx: ir.Context) -> None:
    while_op, _ret = _ops(
        """
func.func @main(%i: tensor<i32>, %x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %0:2 = stablehlo.while(%it = %i, %acc = %x) : tensor<i32>, tensor<16xf32>
   cond {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %it, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %it, %one : tensor<i32>
    %s = stablehlo.add %acc, %y : tensor<16xf32>
    stablehlo.return %n, %s : tensor<i32>, tensor<16xf32>
  }
  return %0#1 : tensor<16xf32>
}
"""
    )
    # Operands i (4) and x (64), plus y (64) captured by the body; control flow: 0 flops.
    assert op_cost(while_op) == Cost(4 + 64 + 64, 4 + 64, 0)
    assert bytes_saved([while_op]) == 0
