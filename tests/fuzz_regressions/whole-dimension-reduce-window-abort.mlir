// Found by fusion-fuzz (a crash): a reduce_window spanning its whole dimension (2 to 1),
// grouped, aborted XLA:CPU pre-layout ("input_shape.has_layout() f32[1,1]"): its
// simplifier makes it a reduce and a reshape. Every reduce_window takes the regroup route
// now, as every concatenate does.
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<2xf32>) -> tensor<1xf32> {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.negate %a2 : tensor<f32>
  %c4 = stablehlo.constant dense<0.0> : tensor<f32>
  %v5 = "stablehlo.reduce_window"(%a3, %c4) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%r6: tensor<f32>, %r7: tensor<f32>):
      %v8 = stablehlo.add %r6, %r7 : tensor<f32>
      stablehlo.return %v8 : tensor<f32>
  }) : (tensor<2xf32>, tensor<f32>) -> tensor<1xf32>
  return %v5 : tensor<1xf32>
}
