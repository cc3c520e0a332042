// Found by fusion-fuzz (20-minute run). producer-consumer put stablehlo.logistic in a
// group; XLA rewrites logistic before its own fusion passes, so inside a pre-formed fusion
// it reached the emitter unexpanded: "Unsupported elementwise operation logistic".
// Fixed: capabilities.group_features marks logistic as unprobed, so no group holds it.
// transform: producer-consumer
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<f32> {
  %v1 = stablehlo.dot_general %a0, %a1, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  %v2 = stablehlo.logistic %v1 : tensor<f32>
  %v3 = stablehlo.exponential %v2 : tensor<f32>
  return %v3 : tensor<f32>
}
