// Found by fusion-fuzz (15-minute run, seed 83; found again by a 10-minute run, seed 97).
// A while loop that never runs carries a negate through unchanged; a compare reads the
// negate and the loop's copy of it. Unfused, XLA removes the loop, folds compare(x, x) and
// the negate dies (1 kernel); producer-consumer cloned the negate into the compare's group,
// the two operands were no longer one value, and nothing folded (2 kernels). Fixed: a
// producer is not cloned into a group that also reads it through a loop that carries it
// unchanged (legality.LOOP_ALIAS_CLONE).
// transform: producer-consumer, xla-like (and every pipeline that runs them)
func.func @main(%a0: tensor<i32>, %a1: tensor<f32>) -> tensor<i1> {
  %v1 = stablehlo.negate %a0 : tensor<i32>
  %v2 = stablehlo.negate %a0 : tensor<i32>
  %c3 = stablehlo.constant dense<0> : tensor<i32>
  %w11:3 = stablehlo.while(%it4 = %c3, %it5 = %v2, %it6 = %a1) : tensor<i32>, tensor<i32>, tensor<f32>
   cond {
    %c10 = stablehlo.constant dense<0> : tensor<i32>
    %v9 = stablehlo.compare LT, %it4, %c10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v9 : tensor<i1>
   } do {
    %c7 = stablehlo.constant dense<1> : tensor<i32>
    %v8 = stablehlo.add %it4, %c7 : tensor<i32>
    stablehlo.return %v8, %it5, %it6 : tensor<i32>, tensor<i32>, tensor<f32>
   }
  %v12 = stablehlo.compare LT, %v2, %w11#1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %v12 : tensor<i1>
}
