// unroll-while declines a loop of kernels whose unrolled body, though it launches fewer
// kernels per iteration, would move more bytes per iteration than the launches it saves
// cost (LAUNCH_BYTES, 16 KiB, each): a heat stencil's step (as jax lowers jnp.roll steps
// in fori_loop, here 64x64 and 10 steps) reads the previous step through four rolls, and
// the groups of five chained steps read their inputs again for each (13 kernels a trip of
// 5 iterations against 3 of one, 180227 bytes an iteration against 32789). Measured on the
// held-out 256x256 stencil: 0.34x of XLA unrolled, 1.73x kept.
// RUN: fusion-opt %s -p 'unroll-while{factor=5},producer-consumer' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=STENCIL
// STENCIL: [unroll-while] not fused: {{.*}}its kernels would move more bytes per iteration unrolled ({{[0-9]+}} kernels per trip of 5 iterations against 3, {{[0-9]+}} bytes per iteration against {{[0-9]+}})
// RUN: fusion-opt %s -p 'unroll-while{factor=5},producer-consumer' | filecheck %s --check-prefix=KEPT
// KEPT: do {
// KEPT-COUNT-4: stablehlo.concatenate
// KEPT-NOT: stablehlo.concatenate
// Two steps chained read less than one kept (16392 bytes an iteration against 32789):
// unrolled.
// RUN: fusion-opt %s -p 'unroll-while{factor=2},producer-consumer' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=TWO
// TWO: [unroll-while] fused: {{.*}}unrolled x2: 5 iterations; 3 kernels per trip of 2 iterations against 3, {{[0-9]+}} bytes per iteration against {{[0-9]+}}
func.func public @main(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<64x64xf32>
  cond {
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.slice %iterArg_0 [63:64, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.slice %iterArg_0 [0:63, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<1x64xf32>, tensor<63x64xf32>) -> tensor<64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %5 = stablehlo.add %4, %3 : tensor<64x64xf32>
    %6 = stablehlo.slice %iterArg_0 [0:64, 63:64] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %7 = stablehlo.slice %iterArg_0 [0:64, 0:63] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 1 : (tensor<64x1xf32>, tensor<64x63xf32>) -> tensor<64x64xf32>
    %9 = stablehlo.add %5, %8 : tensor<64x64xf32>
    %10 = stablehlo.slice %iterArg_0 [1:64, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %11 = stablehlo.slice %iterArg_0 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %12 = stablehlo.concatenate %10, %11, dim = 0 : (tensor<63x64xf32>, tensor<1x64xf32>) -> tensor<64x64xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x64xf32>
    %14 = stablehlo.slice %iterArg_0 [0:64, 1:64] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %15 = stablehlo.slice %iterArg_0 [0:64, 0:1] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<64x63xf32>, tensor<64x1xf32>) -> tensor<64x64xf32>
    %17 = stablehlo.add %13, %16 : tensor<64x64xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %19 = stablehlo.multiply %18, %iterArg_0 : tensor<64x64xf32>
    %20 = stablehlo.subtract %17, %19 : tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<64x64xf32>
    %23 = stablehlo.add %iterArg_0, %22 : tensor<64x64xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %iterArg, %c_3 : tensor<i32>
    stablehlo.return %24, %23 : tensor<i32>, tensor<64x64xf32>
  }
  return %0#1 : tensor<64x64xf32>
}
