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
