// Found by fusion-fuzz (30-minute run, a crash). producer-consumer grouped a ui32
// broadcast_in_dim scalar -> tensor<1> of a function argument with the not that reads it;
// XLA's simplifier makes a unit-dimension broadcast a reshape, and XLA:CPU aborted on it
// inside the pre-layout fusion: "Check failed: output_shape.has_layout() u32[1]".
// Fixed: capabilities.group_features counts a unit-dimension broadcast of non-f32 values
// as a reshape of an inner value (the regroup route), as it does for other layout ops.
// transform: producer-consumer
func.func @main(%a0: tensor<ui32>, %a1: tensor<ui32>, %a2: tensor<f32>) -> tensor<1xui32> {
  %v1 = stablehlo.broadcast_in_dim %a0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
  %v2 = stablehlo.not %a0 : tensor<ui32>
  %v3 = stablehlo.add %a0, %a1 : tensor<ui32>
  %v4 = stablehlo.negate %a2 : tensor<f32>
  %v5 = stablehlo.not %v1 : tensor<1xui32>
  return %v5 : tensor<1xui32>
}
