// Found by fusion-fuzz (more kernels than unfused): a dynamic_update_slice whose update is the
// whole operand is the update itself once XLA's simplifier has seen it; grouped, 2 kernels
// against unfused's 1. Such a dynamic slice (or update) starts no group now.
func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<3x3xf32>, %a2: tensor<i32>) -> tensor<3x3xf32> {
  %c1 = stablehlo.constant dense<0> : tensor<i32>
  %v2 = stablehlo.dynamic_update_slice %a0, %a1, %a2, %c1 : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
  return %v2 : tensor<3x3xf32>
}
