// Found by fusion-fuzz. In a while body a negate feeds a tanh and is also carried to the
// next iteration; producer-consumer duplicated it into the tanh's group. The original
// stayed for the carry, so no kernel was saved, and with two readers of the loop parameter
// XLA's copy insertion added a copy: 8 kernels against unfused's 7. Fixed: a producer read
// by a loop block's terminator is not cloned (legality.LOOP_CARRIED_CLONE).
// transform: producer-consumer, xla-like
func.func @main(%a0: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %v11 = stablehlo.add %a0, %a0 : tensor<1x2x2xf32>
  %c13 = stablehlo.constant dense<0> : tensor<i32>
  %w23:3 = stablehlo.while(%it14 = %c13, %it15 = %v11, %it16 = %a0) : tensor<i32>, tensor<1x2x2xf32>, tensor<1x2x2xf32>
   cond {
    %c22 = stablehlo.constant dense<2> : tensor<i32>
    %v21 = stablehlo.compare LT, %it14, %c22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v21 : tensor<i1>
   } do {
    %c19 = stablehlo.constant dense<1> : tensor<i32>
    %v20 = stablehlo.add %it14, %c19 : tensor<i32>
    %v17 = stablehlo.negate %it15 : tensor<1x2x2xf32>
    %v18 = stablehlo.tanh %v17 : tensor<1x2x2xf32>
    stablehlo.return %v20, %v17, %v18 : tensor<i32>, tensor<1x2x2xf32>, tensor<1x2x2xf32>
   }
  return %w23#2 : tensor<1x2x2xf32>
}
