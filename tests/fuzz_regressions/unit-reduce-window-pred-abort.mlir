// Found by fusion-fuzz (a crash): the pred case of unit-reduce-window-abort (an and-window of
// single elements over i1, "input_shape.has_layout() pred[2,1]").
func.func @main(%a0: tensor<2xi1>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>) -> tensor<2xi1> {
  %v1 = stablehlo.not %a0 : tensor<2xi1>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.negate %a2 : tensor<f32>
  %v4 = stablehlo.negate %a3 : tensor<f32>
  %v5 = stablehlo.negate %a4 : tensor<f32>
  %v6 = stablehlo.negate %a5 : tensor<f32>
  %c7 = stablehlo.constant dense<true> : tensor<i1>
  %v8 = "stablehlo.reduce_window"(%a0, %c7) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 1>, window_strides = array<i64: 1>}> ({
    ^bb0(%r9: tensor<i1>, %r10: tensor<i1>):
      %v11 = stablehlo.and %r9, %r10 : tensor<i1>
      stablehlo.return %v11 : tensor<i1>
  }) : (tensor<2xi1>, tensor<i1>) -> tensor<2xi1>
  return %v8 : tensor<2xi1>
}
