// Found by fusion-fuzz (20-minute run). The paper pipeline grouped a concatenate of two
// function arguments with the negate reading it; pre-layout XLA:CPU aborted with
// "Check failed: has_layout() f32[4]", though the same shape of group at 128x1024 (the
// concatenate-arg probe) compiles. Fixed: every concatenate now takes the regroup route.
// transform: paper
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>, %a6: tensor<2xf32>) -> tensor<4xf32> {
  %v1 = stablehlo.concatenate %a0, %a1, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %v2 = stablehlo.negate %a2 : tensor<f32>
  %v3 = stablehlo.negate %a3 : tensor<f32>
  %v4 = stablehlo.negate %a4 : tensor<f32>
  %v5 = stablehlo.negate %a5 : tensor<f32>
  %v6 = stablehlo.add %a0, %a6 : tensor<2xf32>
  %v7 = stablehlo.negate %v1 : tensor<4xf32>
  return %v7 : tensor<4xf32>
}
