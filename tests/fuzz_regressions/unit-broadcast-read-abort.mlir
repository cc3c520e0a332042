// Found by fusion-fuzz (a crash, 30-minute run, seed 4711, shrunk by hand). A broadcast of a
// group operand that only adds unit dimensions, read by an abs in the same group: XLA's
// simplifier makes it a reshape, which needs a layout, and the pre-layout group aborted
// XLA:CPU (has_layout() f32[2,1,2,1]). Fixed: such a broadcast counts as a reshape of a
// value in the group (feature reshape-inner) unless only broadcasts read it, which fold it.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a5: tensor<2x2x1xf32>) -> tensor<2x1x2x1xf32> {
  %v5 = stablehlo.broadcast_in_dim %a5, dims = [0, 2, 3] : (tensor<2x2x1xf32>) -> tensor<2x1x2x1xf32>
  %c6 = stablehlo.constant dense<1.0> : tensor<2x1x2x1xf32>
  %v7 = stablehlo.abs %v5 : tensor<2x1x2x1xf32>
  %v8 = stablehlo.add %v7, %c6 : tensor<2x1x2x1xf32>
  %v9 = stablehlo.log %v8 : tensor<2x1x2x1xf32>
  return %v9 : tensor<2x1x2x1xf32>
}
