// Found by fusion-fuzz (15-minute run, seed 149). An integer compare of a value with itself
// is a constant to XLA's simplifier (LT: false), and unfused the whole chain after it folds
// away (1 kernel); the paper pipeline grouped the compare with the not and reshape reading
// it, and the variadic reduce with the not after it, whose results XLA cannot fold (2
// kernels). Fixed: an op that computes from constants only, through any number of ops
// (an integer compare(x, x) counts as a constant), starts no group.
// transform: paper
func.func @main(%a0: tensor<2xi32>) -> tensor<1xi1> {
  %v1 = stablehlo.compare LT, %a0, %a0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %v2 = stablehlo.not %v1 : tensor<2xi1>
  %v3 = stablehlo.reshape %a0 : (tensor<2xi32>) -> tensor<2xi32>
  %v4 = stablehlo.reshape %v2 : (tensor<2xi1>) -> tensor<2x1xi1>
  %v5 = stablehlo.slice %a0 [0:0] : (tensor<2xi32>) -> tensor<0xi32>
  %v6 = stablehlo.not %v1 : tensor<2xi1>
  %v7 = stablehlo.not %v1 : tensor<2xi1>
  %c8 = stablehlo.constant dense<false> : tensor<i1>
  %c9 = stablehlo.constant dense<false> : tensor<i1>
  %v16:2 = stablehlo.reduce(%v4 init: %c8), (%v4 init: %c9) across dimensions = [0] : (tensor<2x1xi1>, tensor<2x1xi1>, tensor<i1>, tensor<i1>) -> (tensor<1xi1>, tensor<1xi1>)
   reducer(%r10: tensor<i1>, %r11: tensor<i1>) (%r12: tensor<i1>, %r13: tensor<i1>) {
    %v14 = stablehlo.maximum %r10, %r11 : tensor<i1>
    %v15 = stablehlo.maximum %r12, %r13 : tensor<i1>
    stablehlo.return %v14, %v15 : tensor<i1>, tensor<i1>
   }
  %v17 = stablehlo.concatenate %v3, %a0, dim = 0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  %v18 = stablehlo.not %v16#0 : tensor<1xi1>
  return %v18 : tensor<1xi1>
}
