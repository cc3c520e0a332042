// Found by fusion-fuzz (30-minute run, seed 5151; more kernels than unfused): a two-input
// reduce of i1 over a dimension of extent 1, which XLA's simplifier makes two reshapes,
// feeding a loop that never runs, then a not: grouped (by every pipeline, producer-consumer
// alone too), 2 kernels against 1. A reduce of several inputs over unit dimensions counts
// as reshapes now, as one of a single input did.
func.func @main(%a0: tensor<1xi1>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<1xi1>, %a4: tensor<f32>) -> tensor<i1> {
  %c1 = stablehlo.constant dense<true> : tensor<i1>
  %c2 = stablehlo.constant dense<true> : tensor<i1>
  %v9:2 = stablehlo.reduce(%a0 init: %c1), (%a0 init: %c2) across dimensions = [0] : (tensor<1xi1>, tensor<1xi1>, tensor<i1>, tensor<i1>) -> (tensor<i1>, tensor<i1>)
   reducer(%r3: tensor<i1>, %r4: tensor<i1>) (%r5: tensor<i1>, %r6: tensor<i1>) {
    %v7 = stablehlo.and %r3, %r4 : tensor<i1>
    %v8 = stablehlo.and %r5, %r6 : tensor<i1>
    stablehlo.return %v7, %v8 : tensor<i1>, tensor<i1>
   }
  %c10 = stablehlo.constant dense<0> : tensor<i32>
  %w17:2 = stablehlo.while(%it11 = %c10, %it12 = %v9#0) : tensor<i32>, tensor<i1>
   cond {
    %c16 = stablehlo.constant dense<0> : tensor<i32>
    %v15 = stablehlo.compare LT, %it11, %c16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v15 : tensor<i1>
   } do {
    %c13 = stablehlo.constant dense<1> : tensor<i32>
    %v14 = stablehlo.add %it11, %c13 : tensor<i32>
    stablehlo.return %v14, %it12 : tensor<i32>, tensor<i1>
   }
  %v18 = stablehlo.negate %a1 : tensor<f32>
  %v19 = stablehlo.negate %a2 : tensor<f32>
  %v20 = stablehlo.and %a0, %a3 : tensor<1xi1>
  %v21 = stablehlo.negate %a4 : tensor<f32>
  %v22 = stablehlo.not %w17#1 : tensor<i1>
  return %v22 : tensor<i1>
}
