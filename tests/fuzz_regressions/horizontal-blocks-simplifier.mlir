// Found by fusion-fuzz (20-minute run). horizontal grouped independent negates, four of
// them dead, with the first of negate(negate(x)); unfused, XLA's simplifier folds that pair
// and DCE drops the dead ops (1 kernel), while the group kept the inner negate apart from
// the simplifier (2 kernels): more kernels than unfused.
// Fixed: a dead op is never a member of a multi-result group (passes/_multi.is_unit):
// grouping it saves nothing, and here only the inner negate was left to group.
// transform: horizontal
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>) -> tensor<f32> {
  %v1 = stablehlo.add %a0, %a1 : tensor<f32>
  %v2 = stablehlo.negate %a2 : tensor<f32>
  %v3 = stablehlo.negate %a3 : tensor<f32>
  %v4 = stablehlo.negate %a4 : tensor<f32>
  %v5 = stablehlo.negate %a5 : tensor<f32>
  %v6 = stablehlo.negate %a0 : tensor<f32>
  %v7 = stablehlo.negate %v2 : tensor<f32>
  return %v7 : tensor<f32>
}
