// Found by fusion-fuzz (15-minute run, seed 8484). producer-consumer grouped an integer sum
// with its init constant alone (a reduction was excepted from the constants-only rule, since
// it may become a library kernel): XLA's simplifier makes a sum of a concatenate (here of
// the threefry expansion of rng_bit_generator) an add of its pieces, but not inside a group
// (132 kernels against unfused's 131). Fixed: a reduction and its constants alone are a
// group only where XLA:CPU would split it in two kernels (a reduced dimension over 32) or a
// library kernel may run it (passes/producer_consumer.py _worth_a_group_alone).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2xui32>) -> tensor<ui32> {
  %v1 = stablehlo.bitcast_convert %a0 : (tensor<2xui32>) -> tensor<ui64>
  %v2 = stablehlo.broadcast_in_dim %v1, dims = [] : (tensor<ui64>) -> tensor<2xui64>
  %v3, %v4 = stablehlo.rng_bit_generator %v2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  %c5 = stablehlo.constant dense<0> : tensor<ui32>
  %v6 = stablehlo.reduce(%v4 init: %c5) applies stablehlo.add across dimensions = [0] : (tensor<2xui32>, tensor<ui32>) -> tensor<ui32>
  return %v6 : tensor<ui32>
}
