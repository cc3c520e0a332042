// Found by fusion-fuzz (seed 5151; a kernel-count regression). negate(negate(%s)) of a
// scatter: XLA's simplifier folds the pair to %s, so unfused XLA runs 3 kernels (the copy
// the scatter updates, its index broadcast, the scatter); producer-consumer grouped the two
// negates into a fusion the simplifier could not look into, a 4th kernel. Fixed: an op
// that undoes the op it reads (negate of negate, not of not) roots no group.
// transform: producer-consumer
func.func @main(%a0: tensor<2xi32>, %a1: tensor<3xi32>) -> tensor<2xi32> {
  %c1 = stablehlo.constant dense<[[0], [0], [0]]> : tensor<3x1xi32>
  %v2 = "stablehlo.scatter"(%a0, %c1, %a1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%r3: tensor<i32>, %r4: tensor<i32>):
      %v5 = stablehlo.add %r3, %r4 : tensor<i32>
      stablehlo.return %v5 : tensor<i32>
  }) : (tensor<2xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<2xi32>
  %v9 = stablehlo.negate %v2 : tensor<2xi32>
  %v10 = stablehlo.negate %v9 : tensor<2xi32>
  return %v10 : tensor<2xi32>
}
