// Found by fusion-fuzz (a crash of the process, status -11): forward-concatenate split a loop-
// carried concatenate of 2x0 pieces (pieces of no elements all sit at one offset, so a
// slice matches any of them), and the next look at the IR segfaulted. Such a concatenate
// is not split now.
func.func @main(%a0: tensor<2x0xf32>, %a1: tensor<2x0xf32>) -> tensor<2x0xf32> {
  %c1 = stablehlo.constant dense<0> : tensor<i32>
  %w8:2 = stablehlo.while(%it2 = %c1, %it3 = %a0) : tensor<i32>, tensor<2x0xf32>
   cond {
    %c7 = stablehlo.constant dense<0> : tensor<i32>
    %v6 = stablehlo.compare LT, %it2, %c7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v6 : tensor<i1>
   } do {
    %c4 = stablehlo.constant dense<1> : tensor<i32>
    %v5 = stablehlo.add %it2, %c4 : tensor<i32>
    stablehlo.return %v5, %it3 : tensor<i32>, tensor<2x0xf32>
   }
  %v9 = stablehlo.negate %a0 : tensor<2x0xf32>
  %c10 = stablehlo.constant dense<0> : tensor<i32>
  %w18:2 = stablehlo.while(%it11 = %c10, %it12 = %w8#1) : tensor<i32>, tensor<2x0xf32>
   cond {
    %c17 = stablehlo.constant dense<0> : tensor<i32>
    %v16 = stablehlo.compare LT, %it11, %c17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v16 : tensor<i1>
   } do {
    %c14 = stablehlo.constant dense<1> : tensor<i32>
    %v15 = stablehlo.add %it11, %c14 : tensor<i32>
    %v13 = stablehlo.concatenate %a0, %a1, dim = 1 : (tensor<2x0xf32>, tensor<2x0xf32>) -> tensor<2x0xf32>
    stablehlo.return %v15, %v13 : tensor<i32>, tensor<2x0xf32>
   }
  return %w18#1 : tensor<2x0xf32>
}
