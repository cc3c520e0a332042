// Found by fusion-fuzz (30-minute run, seed 6262): an outer product (dot_general of 1x2x2
// and 1 over their one unit dimension) is written as the multiply of broadcasts XLA:CPU
// runs (passkit/dots.py); producer-consumer grouped it with the reshapes that drop the unit
// dimensions of both operands, and the group, a fusion-op, aborted XLA:CPU pre-layout on
// jax 0.10.2, 0.11.2 and 0.12 ("output_shape.has_layout() f32[2,2]"). A reshape out of unit
// dimensions counts as reshape-inner now, as one into them did (features: RESHAPE_INNER).
// transform: producer-consumer
func.func @main(%a0: tensor<2x2xi1>, %a1: tensor<2xf32>, %a2: tensor<1x2x2xf32>, %a3: tensor<1x2x1xf32>, %a4: tensor<1xf32>, %a5: tensor<f32>, %a6: tensor<f32>) -> (tensor<2x2xi1>, tensor<2x2xf32>) {
  %v1 = stablehlo.transpose %a0, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2xi1>
  %v2 = stablehlo.convolution(%a2, %a3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  %v3 = stablehlo.negate %a1 : tensor<2xf32>
  %v4 = stablehlo.dot_general %a2, %a4, contracting_dims = [0] x [0] : (tensor<1x2x2xf32>, tensor<1xf32>) -> tensor<2x2xf32>
  %v5 = stablehlo.negate %a5 : tensor<f32>
  %v6 = stablehlo.negate %a6 : tensor<f32>
  %v7 = stablehlo.not %a0 : tensor<2x2xi1>
  return %v7, %v4 : tensor<2x2xi1>, tensor<2x2xf32>
}
