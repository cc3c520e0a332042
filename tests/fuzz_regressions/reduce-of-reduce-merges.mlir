// Found by fusion-fuzz (more kernels than unfused): XLA's simplifier merges a sum of a
// column sum into one reduce; each grouped with its init constant, 2 kernels against 1.
// Such a pair of reduces starts no group now (the dead sort is what the shrink kept).
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x2xf32>) -> tensor<f32> {
  %c1 = stablehlo.constant dense<0.5> : tensor<f32>
  %v5 = "stablehlo.sort"(%a0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%r2: tensor<f32>, %r3: tensor<f32>):
      %v4 = stablehlo.compare GT, %r2, %r3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %v4 : tensor<i1>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %c6 = stablehlo.constant dense<0.0> : tensor<f32>
  %v7 = stablehlo.reduce(%a1 init: %c6) applies stablehlo.add across dimensions = [0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  %c8 = stablehlo.constant dense<0.0> : tensor<f32>
  %v9 = stablehlo.reduce(%v7 init: %c8) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  return %v9 : tensor<f32>
}
