// Found by fusion-fuzz (a crash): a reshape of a function argument into unit dimensions
// (2x4x4 to 32x1x1) read by a divide, grouped pre-layout, aborted XLA:CPU
// ("output_shape.has_layout() f32[32,1,1]"); such a reshape counts as reshape-inner now.
func.func @main(%a0: tensor<2x4x4xf32>, %a1: tensor<2x2xf32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<32x1x1xf32>) -> tensor<32x1x1xf32> {
  %v1 = stablehlo.broadcast_in_dim %a0, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x2xf32>
  %v2 = stablehlo.add %a0, %a0 : tensor<2x4x4xf32>
  %c3 = stablehlo.constant dense<0.0> : tensor<f32>
  %v4 = stablehlo.reduce(%a1 init: %c3) applies stablehlo.add across dimensions = [0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  %v5 = stablehlo.add %a2, %a2 : tensor<f32>
  %c6 = stablehlo.constant dense<0.0> : tensor<f32>
  %v7 = stablehlo.pad %a1, %c6, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  %v8 = stablehlo.reshape %a0 : (tensor<2x4x4xf32>) -> tensor<32x1x1xf32>
  %v9 = stablehlo.negate %a3 : tensor<f32>
  %v10 = stablehlo.negate %a4 : tensor<f32>
  %c11 = stablehlo.constant dense<1.0> : tensor<32x1x1xf32>
  %v12 = stablehlo.abs %a5 : tensor<32x1x1xf32>
  %v13 = stablehlo.add %v12, %c11 : tensor<32x1x1xf32>
  %v14 = stablehlo.divide %v8, %v13 : tensor<32x1x1xf32>
  return %v14 : tensor<32x1x1xf32>
}
