// Found writing loops by hand (a crash): `x + i.astype(jnp.float32)` in a `fori_loop` over a
// vector of 8 to 32768 floats, under `default`. producer-consumer grouped the counter's
// convert with the broadcast and add reading it, loop-kernels tagged the loop to run whole
// (so does XLA's own rule, this one moving under 1 KiB a trip), and jax 0.10.2's XLA:CPU
// aborted on the group as a fusion-op ("Check failed: has_layout() f32[]"); outside a loop
// run whole, or at 65536 elements and more, it compiles. Fixed: a broadcast of a scalar
// computed in the group, in a loop that may run whole, is a feature of its own
// (`broadcast-scalar-loop`) probed in a whole loop of a vector; where the fusion-op route
// aborts on it, the regroup route takes the group.
// transform: default, producer-consumer
func.func @main(%a0: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%it0 = %c0, %it1 = %a0) : tensor<i32>, tensor<8xf32>
   cond {
    %c5 = stablehlo.constant dense<5> : tensor<i32>
    %v1 = stablehlo.compare LT, %it0, %c5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v1 : tensor<i1>
   } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %v2 = stablehlo.add %it0, %c1 : tensor<i32>
    %v3 = stablehlo.convert %it0 : (tensor<i32>) -> tensor<f32>
    %v4 = stablehlo.broadcast_in_dim %v3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %v5 = stablehlo.add %it1, %v4 : tensor<8xf32>
    stablehlo.return %v2, %v5 : tensor<i32>, tensor<8xf32>
   }
  return %w#1 : tensor<8xf32>
}
