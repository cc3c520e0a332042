// Found by fusion-fuzz (30-minute run on jax 0.12.1, seed 9141, 3696 programs; the one new
// kind: an internal error). negate(negate(x)) where the inner negate is also read by an
// add: the rule that drops a group made of an involution pair alone dropped it after the
// group had been committed, with the inner negate taken as a clone serving the outer one,
// so the add's group took the inner negate whole while the dropped outer negate still read
// it, and producer-consumer formed a group with two results ("a producer-consumer group
// has 2 results", under every pipeline that runs it). Fixed: the pair is dropped while the
// group is grown, its members released as a group of one op and its constants is.
// transform: producer-consumer
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>, %a6: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.negate %a2 : tensor<f32>
  %v4 = stablehlo.negate %a3 : tensor<f32>
  %v5 = stablehlo.negate %a4 : tensor<f32>
  %v6 = stablehlo.negate %a5 : tensor<f32>
  %v7 = stablehlo.add %a0, %v1 : tensor<f32>
  %v8 = stablehlo.negate %a6 : tensor<f32>
  %v9 = stablehlo.negate %v1 : tensor<f32>
  return %v9, %v7 : tensor<f32>, tensor<f32>
}
