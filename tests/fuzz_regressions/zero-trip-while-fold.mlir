// Found by fusion-fuzz (final 30-minute run). A while loop whose condition is false on
// entry carries an iota; a reduce of the loop's result is grouped with its init constant.
// Unfused, XLA removes the zero-trip loop and folds the reduce of the iota to a constant
// (1 kernel); the group kept the reduce from the folder (2 kernels): more than unfused.
// Fixed: producer-consumer's _folds_to_constant follows a loop result that the body
// returns unchanged back to its initial value, so the reduce of the iota stays out.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xi32>) -> tensor<i32> {
  %v1 = stablehlo.iota dim = 0 : tensor<2xi32>
  %v2 = stablehlo.negate %a0 : tensor<2xf32>
  %c3 = stablehlo.constant dense<0> : tensor<i32>
  %w10:2 = stablehlo.while(%it4 = %c3, %it5 = %v1) : tensor<i32>, tensor<2xi32>
   cond {
    %c9 = stablehlo.constant dense<0> : tensor<i32>
    %v8 = stablehlo.compare LT, %it4, %c9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v8 : tensor<i1>
   } do {
    %c6 = stablehlo.constant dense<1> : tensor<i32>
    %v7 = stablehlo.add %it4, %c6 : tensor<i32>
    stablehlo.return %v7, %it5 : tensor<i32>, tensor<2xi32>
   }
  %v11 = stablehlo.add %v1, %a1 : tensor<2xi32>
  %c12 = stablehlo.constant dense<0> : tensor<i32>
  %v13 = stablehlo.reduce(%w10#1 init: %c12) applies stablehlo.add across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
  return %v13 : tensor<i32>
}
