// Found by fusion-fuzz (a crash, 30-minute run, seed 5151): abs, add of a bf16 constant and a
// divide, grouped in a while body, aborted jax 0.10.2's XLA:CPU as a pre-layout fusion
// ("Check failed: has_layout() f32[]": XLA:CPU computes bf16 through f32, and the splat
// constant becomes a scalar converted and broadcast in the group), in a loop XLA runs whole
// by its own rule (under 1 KiB a trip). The same group as a probe at 128x1024 compiles on
// that route. Fixed: a half-float splat constant in a loop that may run whole counts as
// `broadcast-scalar-loop` (a scalar computed and broadcast in a whole loop), which the
// fusion-op route aborts on, so the regroup route takes the group. jaxlib 0.12's XLA
// compiles it either way.
// transform: producer-consumer
func.func @main(%a0: tensor<2xbf16>, %a1: tensor<f32>, %a2: tensor<f32>) -> tensor<2xbf16> {
  %v1 = stablehlo.negate %a0 : tensor<2xbf16>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.negate %a2 : tensor<f32>
  %c4 = stablehlo.constant dense<0> : tensor<i32>
  %w15:2 = stablehlo.while(%it5 = %c4, %it6 = %a0) : tensor<i32>, tensor<2xbf16>
   cond {
    %c14 = stablehlo.constant dense<2> : tensor<i32>
    %v13 = stablehlo.compare LT, %it5, %c14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v13 : tensor<i1>
   } do {
    %c11 = stablehlo.constant dense<1> : tensor<i32>
    %v12 = stablehlo.add %it5, %c11 : tensor<i32>
    %c7 = stablehlo.constant dense<1.0> : tensor<2xbf16>
    %v8 = stablehlo.abs %it6 : tensor<2xbf16>
    %v9 = stablehlo.add %v8, %c7 : tensor<2xbf16>
    %v10 = stablehlo.divide %a0, %v9 : tensor<2xbf16>
    stablehlo.return %v12, %v10 : tensor<i32>, tensor<2xbf16>
   }
  return %w15#1 : tensor<2xbf16>
}
