// A held-out program (a heat stencil's jnp.roll in lax.fori_loop) computed wrong values:
// producer-consumer grouped the roll's slices and concatenate with the add of the carried
// value. XLA's copy insertion, which runs before our groups are formed, had let the add
// write the next carried value into the buffer of the one it reads (an add reads it
// elementwise); the merged group kept that buffer and overwrote elements its slices had
// still to read. Fixed: a group that reads loop state elsewhere than it writes it reads a
// copy, as XLA's own fusion would (lowering.regroup._copies_for_overwritten).
// transform: producer-consumer, default
func.func @main(%a0: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %u = %a0) : tensor<i32>, tensor<16x64xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %last = stablehlo.slice %u [0:16, 63:64] : (tensor<16x64xf32>) -> tensor<16x1xf32>
    %rest = stablehlo.slice %u [0:16, 0:63] : (tensor<16x64xf32>) -> tensor<16x63xf32>
    %rolled = stablehlo.concatenate %last, %rest, dim = 1 : (tensor<16x1xf32>, tensor<16x63xf32>) -> tensor<16x64xf32>
    %next = stablehlo.add %rolled, %u : tensor<16x64xf32>
    stablehlo.return %j, %next : tensor<i32>, tensor<16x64xf32>
   }
  return %w#1 : tensor<16x64xf32>
}
