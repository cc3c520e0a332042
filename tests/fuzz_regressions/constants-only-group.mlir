// Found by fusion-fuzz (30-minute run). producer-consumer made a group of a two-result
// reduce (one result unused) of an iota and its two init constants: unfused, XLA folds
// that reduce to a constant (1 kernel in all), while the group kept it from the folder
// (2 kernels). Fixed: an op whose operands are all made by constants or iotas roots no
// producer-consumer group (passes/producer_consumer.py _folds_to_constant).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) -> tensor<i32> {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.iota dim = 0 : tensor<2xi32>
  %c4 = stablehlo.constant dense<0> : tensor<i32>
  %c5 = stablehlo.constant dense<0> : tensor<i32>
  %v12:2 = stablehlo.reduce(%v3 init: %c4), (%v3 init: %c5) across dimensions = [0] : (tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
   reducer(%r6: tensor<i32>, %r7: tensor<i32>) (%r8: tensor<i32>, %r9: tensor<i32>) {
    %v10 = stablehlo.add %r6, %r7 : tensor<i32>
    %v11 = stablehlo.add %r8, %r9 : tensor<i32>
    stablehlo.return %v10, %v11 : tensor<i32>, tensor<i32>
   }
  return %v12#1 : tensor<i32>
}
