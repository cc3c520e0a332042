// Found by fusion-fuzz (20-minute run). horizontal grouped independent negates, among them
// the two of negate(negate(x)); unfused, XLA's simplifier folds that pair and DCE drops the
// dead ops (1 kernel), while the group keeps them apart from the simplifier (2 kernels):
// more kernels than unfused. Open: horizontal should not group ops XLA would fold away.
// transform: horizontal
// xfail: a horizontal group hides negate(negate(x)) from XLA's simplifier: more kernels than unfused
// known: kernels: .* unfused has
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
