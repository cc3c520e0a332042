// Found by fusion-fuzz. horizontal put an op whose result nothing uses (%1) into a group
// with a live one; XLA removes the dead op inside the fusion and then rejects the fusion:
// "Non-root instruction parameter ... must have users" (hlo verifier).
// Fixed in compiler.sanitize_groups: dead ops without side effects leave their group
// before lowering (the pass still groups dead code: reported to its owner).
// transform: horizontal
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.negate %a0 : tensor<f32>
  %1 = stablehlo.negate %a1 : tensor<f32>
  return %0 : tensor<f32>
}
