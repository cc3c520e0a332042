// Found by fusion-fuzz (10-minute run on jax 0.12.1, seed 9121, 1465 programs; 22 failing,
// all this kind). A max-scatter of one window whose operand and updates are the same
// negated value, the window as large as the operand: our single-window scatter form read
// the window with a dynamic slice, so the group held a clone of the negate for the update
// and the original stayed a kernel for the slice and the update in place: 2 kernels where
// XLA, whose simplifier drops a slice and an update as large as their operand, ran one.
// Fixed: a window as large as the operand is written as the operand, with neither slice
// nor update, and the negate has no reader outside the group. No wrong value before.
// transform: producer-consumer
func.func @main(%a0: tensor<f32>, %a1: tensor<2xf32>, %a2: tensor<2x2x2xf32>, %a3: tensor<2x2x2xf32>, %a4: tensor<f32>, %a5: tensor<1x2xi32>, %a6: tensor<f32>, %a7: tensor<f32>, %a8: tensor<1x1xi32>) -> tensor<1x2xi32> {
  %v1 = stablehlo.tanh %a0 : tensor<f32>
  %v2 = stablehlo.negate %a1 : tensor<2xf32>
  %v3 = stablehlo.add %a2, %a3 : tensor<2x2x2xf32>
  %v4 = stablehlo.add %a0, %a4 : tensor<f32>
  %v5 = stablehlo.negate %a5 : tensor<1x2xi32>
  %v6 = stablehlo.negate %a6 : tensor<f32>
  %v7 = stablehlo.negate %a7 : tensor<f32>
  %v8 = "stablehlo.scatter"(%v5, %a8, %v5) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%r9: tensor<i32>, %r10: tensor<i32>):
      %v11 = stablehlo.maximum %r9, %r10 : tensor<i32>
      stablehlo.return %v11 : tensor<i32>
  }) : (tensor<1x2xi32>, tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
  return %v8 : tensor<1x2xi32>
}
