// Found by fusion-fuzz (a crash, 30-minute run, seed 4711): two ui32 bitcast to one ui64
// (as jax packs an RNG key) and broadcast, grouped before rng_bit_generator, segfaulted
// XLA:CPU's compile. Fixed: a bitcast_convert that changes the element width, and so the
// shape, is a group boundary (analysis/legality.py _width_changing_bitcast).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2xui32>) -> tensor<2xui32> {
  %v1 = stablehlo.bitcast_convert %a0 : (tensor<2xui32>) -> tensor<ui64>
  %v2 = stablehlo.broadcast_in_dim %v1, dims = [] : (tensor<ui64>) -> tensor<2xui64>
  %v3, %v4 = stablehlo.rng_bit_generator %v2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  return %v4 : tensor<2xui32>
}
