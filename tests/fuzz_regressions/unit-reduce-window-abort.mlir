// Found by fusion-fuzz (a crash) once the generator drew reduce_window: a window of single
// elements, grouped alone, aborted XLA:CPU pre-layout ("input_shape.has_layout() f32[2,1]"):
// its simplifier makes the identity window a reshape, so it counts as reshape-inner now.
func.func @main(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %c1 = stablehlo.constant dense<0.0> : tensor<f32>
  %v2 = "stablehlo.reduce_window"(%a0, %c1) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 1>, window_strides = array<i64: 1>}> ({
    ^bb0(%r3: tensor<f32>, %r4: tensor<f32>):
      %v5 = stablehlo.add %r3, %r4 : tensor<f32>
      stablehlo.return %v5 : tensor<f32>
  }) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return %v2 : tensor<2xf32>
}
