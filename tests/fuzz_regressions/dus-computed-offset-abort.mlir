// Found by fusion-fuzz (a crash) once the generator drew dynamic_update_slice: an offset
// computed in the group (a negated argument) aborted XLA:CPU pre-layout with "Check failed:
// has_layout() s32[]" under producer-consumer. Such an update is the capability feature
// dynamic-update-slice now, which no route takes, so it stays out of the group.
func.func @main(%a0: tensor<f32>, %a1: tensor<2x2x2xf32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<i32>, %a5: tensor<1x1x1xf32>, %a6: tensor<i32>, %a7: tensor<i32>) -> tensor<2x2x2xf32> {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.negate %a1 : tensor<2x2x2xf32>
  %v3 = stablehlo.negate %a2 : tensor<f32>
  %v4 = stablehlo.negate %a3 : tensor<f32>
  %v5 = stablehlo.negate %a4 : tensor<i32>
  %v6 = stablehlo.dynamic_update_slice %a1, %a5, %a6, %a7, %v5 : (tensor<2x2x2xf32>, tensor<1x1x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2xf32>
  return %v6 : tensor<2x2x2xf32>
}
