// Found by fusion-fuzz (a crash): a reduce_window of single-element windows with stride 2 (a
// strided slice to XLA's simplifier), grouped, aborted XLA:CPU pre-layout ("input_shape.
// has_layout() f32[1,1]"); like the unstrided one it counts as reshape-inner now.
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %a2: tensor<2xi1>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>, %a6: tensor<f32>, %a7: tensor<f32>) -> (tensor<f32>, tensor<1xf32>) {
  %v1 = "stablehlo.select"(%a2, %a0, %a1) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %c2 = stablehlo.constant dense<0.0> : tensor<f32>
  %v3 = "stablehlo.reduce_window"(%a0, %c2) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 1>, window_strides = array<i64: 2>}> ({
    ^bb0(%r4: tensor<f32>, %r5: tensor<f32>):
      %v6 = stablehlo.add %r4, %r5 : tensor<f32>
      stablehlo.return %v6 : tensor<f32>
  }) : (tensor<2xf32>, tensor<f32>) -> tensor<1xf32>
  %v7 = stablehlo.negate %a3 : tensor<f32>
  %v8 = stablehlo.negate %a4 : tensor<f32>
  %v9 = stablehlo.negate %a5 : tensor<f32>
  %v10 = stablehlo.negate %a6 : tensor<f32>
  %v11 = stablehlo.negate %a0 : tensor<2xf32>
  %v12 = stablehlo.negate %a7 : tensor<f32>
  return %v12, %v3 : tensor<f32>, tensor<1xf32>
}
