// Found by fusion-fuzz (interp-mismatch under paper): the StableHLO reference interpreter
// scatters into its operand's buffer in place, so a negate of the scatter's operand saw the
// update once the dead scatter was gone from one module and not the other. The harness now
// gives each scatter a copy of its operand (fuzz._scatter_into_copies); XLA was right.
func.func @main(%a0: tensor<f32>, %a1: tensor<2xf32>, %a2: tensor<2xf32>, %a3: tensor<f32>, %a4: tensor<2xi32>, %a5: tensor<1xi32>, %a6: tensor<f32>, %a7: tensor<f32>, %a8: tensor<f32>, %a9: tensor<f32>, %a10: tensor<f32>) -> tensor<2xi32> {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.concatenate %a1, %a2, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %v3 = stablehlo.negate %a3 : tensor<f32>
  %c4 = stablehlo.constant dense<[[0]]> : tensor<1x1xi32>
  %v5 = "stablehlo.scatter"(%a4, %c4, %a5) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%r6: tensor<i32>, %r7: tensor<i32>):
      %v8 = stablehlo.add %r6, %r7 : tensor<i32>
      stablehlo.return %v8 : tensor<i32>
  }) : (tensor<2xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %v9 = stablehlo.negate %a6 : tensor<f32>
  %v10 = stablehlo.negate %a7 : tensor<f32>
  %v11 = stablehlo.negate %a8 : tensor<f32>
  %v12 = stablehlo.negate %a9 : tensor<f32>
  %v13 = stablehlo.add %a0, %a10 : tensor<f32>
  %v14 = stablehlo.negate %a4 : tensor<2xi32>
  return %v14 : tensor<2xi32>
}
