// The per-execution rule of unroll-adds-static-kernels.mlir, on a loop XLA runs as a loop
// of kernels: one trip moves 2 KB of 512 floats, over XLA:CPU's 1 KiB for a whole-loop
// kernel, so unfused counts its kernels per trip and an unrolled copy must not count more.
// transform: unroll-while, paper
func.func @main(%a0: tensor<i32>, %a5: tensor<512xf32>) -> tensor<512xf32> {
  %c13 = stablehlo.constant dense<0> : tensor<i32>
  %w26:2 = stablehlo.while(%it14 = %c13, %it15 = %a5) : tensor<i32>, tensor<512xf32>
   cond {
    %c25 = stablehlo.constant dense<3> : tensor<i32>
    %v24 = stablehlo.compare LT, %it14, %c25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v24 : tensor<i1>
   } do {
    %c22 = stablehlo.constant dense<1> : tensor<i32>
    %v23 = stablehlo.add %it14, %c22 : tensor<i32>
    %c18 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %v19 = stablehlo.abs %it15 : tensor<512xf32>
    %v20 = stablehlo.add %v19, %c18 : tensor<512xf32>
    %v21 = stablehlo.log %v20 : tensor<512xf32>
    stablehlo.return %v23, %v21 : tensor<i32>, tensor<512xf32>
   }
  return %w26#1 : tensor<512xf32>
}
