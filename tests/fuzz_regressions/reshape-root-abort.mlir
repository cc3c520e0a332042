// Found by fusion-fuzz (30-minute run, a crash). producer-consumer grouped
// broadcast_in_dim scalar -> 2x2 with the reshape 2x2 -> 4 that reads it, the reshape as
// the group's root; handed to XLA:CPU pre-layout as an mhlo.fusion it aborted with
// "Check failed: input_shape.has_layout() f32[2,2]". Fixed: capabilities.group_features
// counts every reshape of a value computed in the group as "reshape-inner" (the regroup
// route), not only one that another member reads.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<i1>, %a1: tensor<f32>, %a2: tensor<f32>) -> (tensor<i1>, tensor<4xf32>) {
  %v1 = stablehlo.not %a0 : tensor<i1>
  %v2 = stablehlo.broadcast_in_dim %a1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %v3 = stablehlo.iota dim = 0 : tensor<2xi32>
  %v4 = stablehlo.negate %a1 : tensor<f32>
  %v5 = stablehlo.reshape %v2 : (tensor<2x2xf32>) -> tensor<4xf32>
  %v6 = stablehlo.negate %a2 : tensor<f32>
  %v7 = stablehlo.negate %a1 : tensor<f32>
  %v8 = stablehlo.not %a0 : tensor<i1>
  return %v8, %v5 : tensor<i1>, tensor<4xf32>
}
