// unroll-while counts an update in place by its update and a dynamic slice by its window:
// a scan stacking one 16x128 row per step into a 100x16x128 output (jax's lax.scan, as
// equinox's GRU lowers) moves about 41 KB an iteration kept, where boundary bytes counted
// the 800 KB output read and written by every step's update. Unrolled, the copies' updates
// chain in one group that writes the whole output each trip: declined. With boundary
// bytes (2.5 MB an iteration kept) it was unrolled, and on the GRU scan that was 0.85x of
// XLA against 0.96x kept.
// RUN: fusion-opt %s -p 'unroll-while{factor=10},producer-consumer,sibling,horizontal,loop-kernels' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=SCAN
// SCAN: [unroll-while] not fused: {{.*}}its kernels would move more bytes per iteration unrolled ({{[0-9]+}} kernels per trip of 10 iterations against 4, {{[0-9]+}} bytes per iteration against {{[0-9][0-9][0-9][0-9][0-9]}})
// RUN: fusion-opt %s -p 'unroll-while{factor=10},producer-consumer,sibling,horizontal,loop-kernels' | filecheck %s --check-prefix=KEPT
// KEPT: do {
// KEPT-COUNT-1: stablehlo.dynamic_update_slice
// KEPT-NOT: stablehlo.dynamic_update_slice
func.func public @main(%xs: tensor<100x16x128xf32>, %h0: tensor<16x128xf32>) -> (tensor<16x128xf32>, tensor<100x16x128xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %z = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
  %0:3 = stablehlo.while(%i = %c, %h = %h0, %ys = %z) : tensor<i32>, tensor<16x128xf32>, tensor<100x16x128xf32>
  cond {
    %c_1 = stablehlo.constant dense<100> : tensor<i32>
    %1 = stablehlo.compare LT, %i, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %xs, %i, %c0, %c0, sizes = [1, 16, 128] : (tensor<100x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    %3 = stablehlo.add %h, %2 : tensor<16x128xf32>
    %4 = stablehlo.tanh %3 : tensor<16x128xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    %6 = stablehlo.dynamic_update_slice %ys, %5, %i, %c0, %c0 : (tensor<100x16x128xf32>, tensor<1x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<100x16x128xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.add %i, %c_3 : tensor<i32>
    stablehlo.return %7, %4, %6 : tensor<i32>, tensor<16x128xf32>, tensor<100x16x128xf32>
  }
  return %0#1, %0#2 : tensor<16x128xf32>, tensor<100x16x128xf32>
}
