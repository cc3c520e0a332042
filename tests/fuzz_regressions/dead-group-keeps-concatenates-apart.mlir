// Found by fusion-fuzz (30-minute run, shrunk by hand). producer-consumer grouped abs and
// add, read only by a power nothing reads: XLA deletes the power and the group, but the
// group, a second reader of the inner concatenate when XLA's simplifier looked, kept it
// from merging the two concatenates (bf16 ones, each converted through f32): 8 kernels
// against unfused's 5. Fixed: an op that only dead ops read, directly or not, roots no
// producer-consumer group (passes/producer_consumer.py _live).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2xbf16>, %a1: tensor<2xbf16>, %a3: tensor<4xbf16>, %a7: tensor<4xbf16>) -> tensor<8xbf16> {
  %v1 = stablehlo.concatenate %a0, %a1, dim = 0 : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<4xbf16>
  %c3 = stablehlo.constant dense<1.0> : tensor<4xbf16>
  %v4 = stablehlo.abs %v1 : tensor<4xbf16>
  %v5 = stablehlo.add %v4, %c3 : tensor<4xbf16>
  %v6 = stablehlo.tanh %a3 : tensor<4xbf16>
  %v7 = stablehlo.power %v5, %v6 : tensor<4xbf16>
  %v13 = stablehlo.concatenate %v1, %a7, dim = 0 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<8xbf16>
  return %v13 : tensor<8xbf16>
}
