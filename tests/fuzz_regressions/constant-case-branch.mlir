// Found by fusion-fuzz (10-minute run, seed 131). A case whose index is a constant: XLA
// inlines the branch taken, where not(not(x)) becomes x, and unfused runs 2 kernels.
// producer-consumer grouped the two nots inside the branch, which kept them from the
// simplifier (3 kernels). Fixed: the fusion passes leave the branches of a case or if with
// a constant selector to XLA (analysis.graph.code_blocks skips them).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2x2x2xi1>, %a1: tensor<2x2x2xi1>, %a2: tensor<2xf32>, %a3: tensor<f32>, %a4: tensor<2xf32>, %a5: tensor<2xf32>, %a6: tensor<f32>) -> (tensor<f32>, tensor<2x2x2xi1>) {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %k7:2 = "stablehlo.case"(%c1) ({
    %v2 = stablehlo.and %a0, %a1 : tensor<2x2x2xi1>
    %v3 = stablehlo.broadcast_in_dim %a0, dims = [0, 1, 2] : (tensor<2x2x2xi1>) -> tensor<2x2x2xi1>
    %v4 = stablehlo.negate %a2 : tensor<2xf32>
    stablehlo.return %v3, %v3 : tensor<2x2x2xi1>, tensor<2x2x2xi1>
  }, {
    %v5 = stablehlo.not %a0 : tensor<2x2x2xi1>
    %v6 = stablehlo.not %v5 : tensor<2x2x2xi1>
    stablehlo.return %v6, %v6 : tensor<2x2x2xi1>, tensor<2x2x2xi1>
  }) : (tensor<i32>) -> (tensor<2x2x2xi1>, tensor<2x2x2xi1>)
  %v8 = stablehlo.not %k7#1 : tensor<2x2x2xi1>
  %v9 = stablehlo.negate %a3 : tensor<f32>
  %v10 = stablehlo.not %a0 : tensor<2x2x2xi1>
  %v11 = stablehlo.negate %a4 : tensor<2xf32>
  %v12 = stablehlo.not %k7#0 : tensor<2x2x2xi1>
  %v13 = stablehlo.not %k7#1 : tensor<2x2x2xi1>
  %v14 = stablehlo.negate %a5 : tensor<2xf32>
  %v15 = stablehlo.negate %a6 : tensor<f32>
  return %v15, %v8 : tensor<f32>, tensor<2x2x2xi1>
}
