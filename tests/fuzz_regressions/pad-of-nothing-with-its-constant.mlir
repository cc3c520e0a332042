// Found by fusion-fuzz (15-minute run, seed 9001). producer-consumer grouped a pad by
// nothing (zero low, high and interior padding) with its padding constant: XLA's simplifier
// removes such a pad, but not from inside a group (158 kernels against unfused's 157; the
// threefry expansion of rng_bit_generator is the rest). Fixed: a group of one op and its
// constants, a reduction's excepted, is not formed (passes/producer_consumer.py _grow).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2xui32>) -> tensor<3xui32> {
  %v1 = stablehlo.bitcast_convert %a0 : (tensor<2xui32>) -> tensor<ui64>
  %v2 = stablehlo.broadcast_in_dim %v1, dims = [] : (tensor<ui64>) -> tensor<2xui64>
  %v3, %v4 = stablehlo.rng_bit_generator %v2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  %c5 = stablehlo.constant dense<0> : tensor<ui32>
  %v6 = stablehlo.pad %v4, %c5, low = [0], high = [0], interior = [0] : (tensor<3xui32>, tensor<ui32>) -> tensor<3xui32>
  return %v6 : tensor<3xui32>
}
