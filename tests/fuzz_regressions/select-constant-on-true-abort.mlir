// Found by fusion-fuzz (15-minute run, seed 139, a crash). producer-consumer grouped a
// select whose predicate is a function argument and whose on-true value is a splat
// constant; handed to XLA:CPU pre-layout as an mhlo.fusion it aborted with "Check failed:
// has_layout() f32[2,1]" (at every shape tried; with the constant on the false side it
// compiled). Fixed: capabilities.group_features counts a constant on the true side as a
// value computed in the group ("select-operand-predicate"), whose probe picks the route.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<f32>, %a1: tensor<2x1xf32>, %a2: tensor<2x1xi1>) -> tensor<2x1xf32> {
  %c1 = stablehlo.constant dense<0.5> : tensor<2x1xf32>
  %v2 = stablehlo.negate %a0 : tensor<f32>
  %v3 = "stablehlo.select"(%a2, %c1, %a1) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %v3 : tensor<2x1xf32>
}
