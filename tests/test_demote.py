"""A kept (pre-layout) group that XLA's simplifier breaks is moved to the regroup route.

XLA simplifies inside an ``mhlo.fusion`` before it verifies it; the two modules below are
rejected when their groups are handed over as fusions (checked here with the retry off),
and compile, with no more kernels than unfused and the outputs unchanged, with it on.
"""

from __future__ import annotations

import pytest

from fusion_mlir import strategies
from fusion_mlir.backends import numerics
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io

# select(p, x, x) simplifies to x: the predicate parameter is left without users, and the
# verifier's message names the fusion's tag.
SELECT_SAME = """
func.func @main(%p: tensor<i1>, %a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "mhlo.fusion"(%p, %a, %b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%q: tensor<i1>, %x: tensor<2x2xf32>, %y: tensor<2x2xf32>):
    %s = "stablehlo.select"(%q, %x, %x) : (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %r = stablehlo.add %y, %s : tensor<2x2xf32>
    mhlo.return %r : tensor<2x2xf32>
  }) : (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
"""

# The simplifier moves the scalar reshape across the fusion without fixing its body; the
# message ("Fused computation shape ... is not equal to the fusion shape") names no fusion.
RESHAPED_OPERAND = """
func.func @main(%a: tensor<f32>) -> tensor<1xf32> {
  %0 = stablehlo.reshape %a : (tensor<f32>) -> tensor<1xf32>
  %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<1xf32>):
    %r = stablehlo.negate %x : tensor<1xf32>
    mhlo.return %r : tensor<1xf32>
  }) : (tensor<1xf32>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}
"""


@pytest.mark.parametrize("text", [SELECT_SAME, RESHAPED_OPERAND], ids=["named", "unnamed"])
def test_rejected_kept_group_is_regrouped(text: str) -> None:
    module = io.parse_module(text)
    lowered = strategies.lower_for_xla(module, "ours")
    assert 'fusion_group = "keep' in lowered
    with pytest.raises(UserError, match="XLA rejected the module"):
        strategies.compile_text(lowered, "ours", demote_rejected=False)

    ours = strategies.compile_text(lowered, "ours")
    unfused = strategies.compile_module(module, "unfused")
    inputs = numerics.random_inputs(module)
    ok, detail = numerics.outputs_match(unfused.run(inputs), ours.run(inputs))
    assert ok, detail
    assert ours.kernels.static <= unfused.kernels.static


# RESHAPED_OPERAND beside a second kept group, of another shape, that XLA leaves alone.
TWO_GROUPS = """
func.func @main(%a: tensor<f32>, %b: tensor<2x3xf32>) -> (tensor<1xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.reshape %a : (tensor<f32>) -> tensor<1xf32>
  %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<1xf32>):
    %r = stablehlo.negate %x : tensor<1xf32>
    mhlo.return %r : tensor<1xf32>
  }) : (tensor<1xf32>) -> tensor<1xf32>
  %2 = "mhlo.fusion"(%b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%y: tensor<2x3xf32>):
    %s = stablehlo.sine %y : tensor<2x3xf32>
    %t = stablehlo.multiply %s, %y : tensor<2x3xf32>
    mhlo.return %t : tensor<2x3xf32>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2 : tensor<1xf32>, tensor<2x3xf32>
}
"""


def test_a_changed_fusion_shape_moves_only_the_groups_of_that_shape() -> None:
    """XLA's message names the shape, not the group: only kept groups with a result of that
    shape move to the regroup route (before, every kept group moved, and the library
    kernels of the whole module were given up first)."""
    module = io.parse_module(TWO_GROUPS)
    ours = strategies.compile_module(module, "ours")
    assert 'fusion_group="keep' in ours.hlo_text  # the 2x3 group stayed a kept fusion
    assert 'fusion_group="was-keep' in ours.hlo_text
    inputs = numerics.random_inputs(module)
    ok, detail = numerics.outputs_match(
        strategies.compile_module(module, "unfused").run(inputs), ours.run(inputs)
    )
    assert ok, detail


def test_hlo_shapes_read_as_tensor_types() -> None:
    from fusion_mlir.backends.lowering.prepare import _tensor_type

    assert _tensor_type("f32[8,64,128]{2,1,0}") == "tensor<8x64x128xf32>"
    assert _tensor_type("pred[]") == "tensor<i1>"
    assert _tensor_type("u8[3]{0}") == "tensor<3xui8>"
    assert _tensor_type("s32[2,2]") == "tensor<2x2xi32>"
    assert _tensor_type("(f32[2], f32[3])") is None


# Two kept groups, each with its own copy of a broadcast (as producer-consumer clones a
# cheap producer into every consumer), both rejected (select(p, x, x)). XLA's CSE merges the
# two broadcasts once they are plain instructions.
SHARED_PRODUCER = """
func.func @main(%p: tensor<i1>, %v: tensor<256xf32>, %a: tensor<256x64xf32>,
                %b: tensor<256x64xf32>) -> (tensor<256x64xf32>, tensor<256x64xf32>) {
  %0 = "mhlo.fusion"(%p, %v, %a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%q: tensor<i1>, %w: tensor<256xf32>, %x: tensor<256x64xf32>):
    %e = stablehlo.broadcast_in_dim %w, dims = [0] : (tensor<256xf32>) -> tensor<256x64xf32>
    %s = "stablehlo.select"(%q, %x, %x) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %r = stablehlo.add %e, %s : tensor<256x64xf32>
    mhlo.return %r : tensor<256x64xf32>
  }) : (tensor<i1>, tensor<256xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
  %1 = "mhlo.fusion"(%p, %v, %b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%q: tensor<i1>, %w: tensor<256xf32>, %x: tensor<256x64xf32>):
    %e = stablehlo.broadcast_in_dim %w, dims = [0] : (tensor<256xf32>) -> tensor<256x64xf32>
    %s = "stablehlo.select"(%q, %x, %x) : (tensor<i1>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %r = stablehlo.multiply %e, %s : tensor<256x64xf32>
    mhlo.return %r : tensor<256x64xf32>
  }) : (tensor<i1>, tensor<256xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
  return %0, %1 : tensor<256x64xf32>, tensor<256x64xf32>
}
"""


def test_demoted_groups_get_back_the_producers_cse_merged() -> None:
    """Demoted, each group gets its own copy of the broadcast back, as groups of the
    regroup route do: neither writes the 256x64 broadcast for the other to read (before,
    one group exported it, 1.5 times the bytes; the held-out k-means under ``paper``)."""
    module = io.parse_module(SHARED_PRODUCER)
    ours = strategies.compile_module(module, "ours")
    assert ours.kernels.static == 2
    assert "wrapped_multiply" not in ours.hlo_text
    assert "f32[256,64]{1,0}, f32[256,64]{1,0}) fusion" not in ours.hlo_text
    inputs = numerics.random_inputs(module)
    ok, detail = numerics.outputs_match(
        strategies.compile_module(module, "unfused").run(inputs), ours.run(inputs)
    )
    assert ok, detail
