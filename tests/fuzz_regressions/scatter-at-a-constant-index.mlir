// A scatter of a whole array onto itself at a constant index, with a maximum: XLA's
// simplifier decides the bounds check and folds max(x, x), one kernel in all (the negate);
// written out with the check left to run, the check and the maximum stayed in a group of
// their own, 2 kernels. A constant index now decides the check when it is written out.
func.func @main(%a0: tensor<1x2x2xi32>, %a1: tensor<f32>) -> tensor<1x2x2xi32> {
  %c1 = stablehlo.constant dense<0.5> : tensor<f32>
  %c2 = stablehlo.constant dense<[[0]]> : tensor<1x1xi32>
  %v3 = "stablehlo.scatter"(%a0, %c2, %a0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%r4: tensor<i32>, %r5: tensor<i32>):
      %v6 = stablehlo.maximum %r4, %r5 : tensor<i32>
      stablehlo.return %v6 : tensor<i32>
  }) : (tensor<1x2x2xi32>, tensor<1x1xi32>, tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
  %v7 = stablehlo.negate %a1 : tensor<f32>
  %v8 = stablehlo.negate %v3 : tensor<1x2x2xi32>
  return %v8 : tensor<1x2x2xi32>
}
