// Found by fusion-fuzz (20-minute run). unroll-while unrolled a 3-trip loop whole: 10 kernels
// in the module against unfused's 8, yet 10 per execution against 19. Copies of the body are
// what unrolling is for, so for a transform that unrolls only the per-execution count must
// not grow (fusion_mlir.tools.fuzz.check_program). Its loop (scalars) now runs whole, one
// kernel in unfused as in ours, which makes that rule moot here: unroll-large-loop-kernels.mlir
// keeps it covered.
// transform: unroll-while, paper
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>, %a2: tensor<f32>, %a3: tensor<3x2x0xf32>, %a4: tensor<f32>, %a5: tensor<f32>, %a6: tensor<i32>) -> (tensor<3x2x0xf32>, tensor<f32>) {
  %c1 = stablehlo.constant dense<0.0> : tensor<3x2x0xf32>
  %v2 = stablehlo.slice %c1 [1:3:2, 0:1, 0:0] : (tensor<3x2x0xf32>) -> tensor<1x1x0xf32>
  %v3 = stablehlo.add %c1, %c1 : tensor<3x2x0xf32>
  %v4 = stablehlo.broadcast_in_dim %v2, dims = [0, 1, 2] : (tensor<1x1x0xf32>) -> tensor<2x2x0xf32>
  %k8:2 = "stablehlo.case"(%a0) ({
    stablehlo.return %c1, %c1 : tensor<3x2x0xf32>, tensor<3x2x0xf32>
  }, {
    %v5 = stablehlo.iota dim = 0 : tensor<2xi32>
    %v6 = stablehlo.negate %a1 : tensor<2xf32>
    stablehlo.return %c1, %c1 : tensor<3x2x0xf32>, tensor<3x2x0xf32>
  }, {
    %v7 = stablehlo.slice %c1 [0:0, 0:0, 0:0] : (tensor<3x2x0xf32>) -> tensor<0x0x0xf32>
    stablehlo.return %c1, %c1 : tensor<3x2x0xf32>, tensor<3x2x0xf32>
  }) : (tensor<i32>) -> (tensor<3x2x0xf32>, tensor<3x2x0xf32>)
  %c9 = stablehlo.constant dense<-1> : tensor<i32>
  %k12:2 = "stablehlo.case"(%c9) ({
    %v10 = stablehlo.concatenate %c1, %a3, dim = 0 : (tensor<3x2x0xf32>, tensor<3x2x0xf32>) -> tensor<6x2x0xf32>
    %v11 = stablehlo.abs %a4 : tensor<f32>
    stablehlo.return %a3, %v11 : tensor<3x2x0xf32>, tensor<f32>
  }) : (tensor<i32>) -> (tensor<3x2x0xf32>, tensor<f32>)
  %c13 = stablehlo.constant dense<0> : tensor<i32>
  %w26:2 = stablehlo.while(%it14 = %c13, %it15 = %a5) : tensor<i32>, tensor<f32>
   cond {
    %c25 = stablehlo.constant dense<3> : tensor<i32>
    %v24 = stablehlo.compare LT, %it14, %c25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v24 : tensor<i1>
   } do {
    %c22 = stablehlo.constant dense<1> : tensor<i32>
    %v23 = stablehlo.add %it14, %c22 : tensor<i32>
    %v16 = stablehlo.add %a0, %a6 : tensor<i32>
    %v17 = stablehlo.negate %a0 : tensor<i32>
    %c18 = stablehlo.constant dense<1.0> : tensor<f32>
    %v19 = stablehlo.abs %it15 : tensor<f32>
    %v20 = stablehlo.add %v19, %c18 : tensor<f32>
    %v21 = stablehlo.log %v20 : tensor<f32>
    stablehlo.return %v23, %v21 : tensor<i32>, tensor<f32>
   }
  %v27 = stablehlo.negate %c1 : tensor<3x2x0xf32>
  return %v27, %w26#1 : tensor<3x2x0xf32>, tensor<f32>
}
