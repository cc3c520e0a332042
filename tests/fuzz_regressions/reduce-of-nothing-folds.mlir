// Found by fusion-fuzz (10-minute run, seed 3131). A reduction of a zero-element tensor is
// its init value to XLA's simplifier, and unfused the chain after it folds to a constant (1
// kernel); producer-consumer grouped the reduce with the pad and negate reading it, whose
// results XLA cannot fold (2 kernels). Fixed: a reduce of a zero-element input computes
// from constants when its inits do, and such an op starts no group.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2x2x0xf32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>) -> tensor<2xf32> {
  %c1 = stablehlo.constant dense<0.0> : tensor<f32>
  %v2 = stablehlo.reduce(%a0 init: %c1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x0xf32>, tensor<f32>) -> tensor<2xf32>
  %c3 = stablehlo.constant dense<0.0> : tensor<f32>
  %v4 = stablehlo.pad %v2, %c3, low = [0], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %v5 = stablehlo.negate %v2 : tensor<2xf32>
  %v6 = stablehlo.negate %a1 : tensor<f32>
  %v7 = stablehlo.negate %a2 : tensor<f32>
  %v8 = stablehlo.negate %a3 : tensor<f32>
  %v9 = stablehlo.negate %v4 : tensor<2xf32>
  return %v9 : tensor<2xf32>
}
