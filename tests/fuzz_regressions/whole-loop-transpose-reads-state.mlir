// The same hazard as loop-body-reads-state-it-overwrites.mlir in a loop XLA runs whole: a
// transpose of the carried value added to it, grouped, wrote over elements the transpose
// had still to read (max abs error about 20 under producer-consumer before the fix).
// transform: producer-consumer, default
func.func @main(%a0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %u = %a0) : tensor<i32>, tensor<4x4xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %t = stablehlo.transpose %u, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %next = stablehlo.add %t, %u : tensor<4x4xf32>
    stablehlo.return %j, %next : tensor<i32>, tensor<4x4xf32>
   }
  return %w#1 : tensor<4x4xf32>
}
