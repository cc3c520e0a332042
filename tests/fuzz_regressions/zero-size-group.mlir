// Found by fusion-fuzz. producer-consumer grouped ops whose result has zero elements
// (a slice to 0x0); XLA folds them away inside the fusion and then rejects it:
// "Non-root instruction parameter ... must have users" (hlo verifier).
// Fixed in compiler.sanitize_groups: a group that touches a zero-element tensor is dissolved.
// transform: producer-consumer
func.func @main(%a: tensor<3x1xi1>) -> tensor<0x0xui32> {
  %0 = stablehlo.convert %a : (tensor<3x1xi1>) -> tensor<3x1xui32>
  %1 = stablehlo.add %0, %0 : tensor<3x1xui32>
  %2 = stablehlo.slice %1 [0:0:2, 0:0] : (tensor<3x1xui32>) -> tensor<0x0xui32>
  return %2 : tensor<0x0xui32>
}
