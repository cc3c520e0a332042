// Found while checking a rule on a bf16 layer norm: a bf16 sum over the last dimension,
// broadcast back and subtracted, formed as a kept fusion by producer-consumer, aborted
// XLA:CPU pre-layout ("Check failed: has_layout() f32[4,64,128]": it reduces bf16 through
// f32, so the reduction reads a value converted in the group), where the f32 probe
// compiles. Fixed: a bf16 or f16 reduction counts as reading values computed in the group
// (reduce-inner), whose probe sends it to the regroup route.
// transform: default
func.func @main(%x: tensor<4x64x128xbf16>, %g: tensor<128xbf16>) -> tensor<4x64x128xbf16> {
  %z = stablehlo.constant dense<0.0> : tensor<bf16>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xbf16>, tensor<bf16>) -> tensor<4x64xbf16>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<4x64xbf16>) -> tensor<4x64x128xbf16>
  %c = stablehlo.subtract %x, %sb : tensor<4x64x128xbf16>
  %gb = stablehlo.broadcast_in_dim %g, dims = [2] : (tensor<128xbf16>) -> tensor<4x64x128xbf16>
  %h = stablehlo.multiply %c, %gb : tensor<4x64x128xbf16>
  return %h : tensor<4x64x128xbf16>
}
