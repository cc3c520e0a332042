// Found by fusion-fuzz (a crash). A group select(%p, %c, %x) + minimum in bf16, whose
// predicate is a function argument and whose on-true value is a bf16 concatenate made
// outside the group; handed to XLA:CPU pre-layout as an mhlo.fusion it aborted with
// "Check failed: has_layout() f32[3]" (the same group in f32, or reading a sine instead,
// compiles: XLA:CPU computes bf16 through f32, so the concatenate's value reaches the group
// through a convert). Fixed: capabilities.group_features counts a non-f32 select with an
// operand predicate like one whose on-true value is computed in the group, a shape no
// probe covers, so no group holds it.
// transform: horizontal
func.func @main(%a0: tensor<1xbf16>, %a1: tensor<2xbf16>, %a7: tensor<3xbf16>, %a8: tensor<3xi1>, %a10: tensor<3xbf16>) -> (tensor<3xbf16>, tensor<3xbf16>) {
  %v1 = stablehlo.concatenate %a0, %a1, dim = 0 : (tensor<1xbf16>, tensor<2xbf16>) -> tensor<3xbf16>
  %v17 = "stablehlo.select"(%a8, %v1, %a7) : (tensor<3xi1>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  %v20 = stablehlo.add %v1, %a10 : tensor<3xbf16>
  %v22 = stablehlo.minimum %a7, %v17 : tensor<3xbf16>
  return %v22, %v20 : tensor<3xbf16>, tensor<3xbf16>
}
