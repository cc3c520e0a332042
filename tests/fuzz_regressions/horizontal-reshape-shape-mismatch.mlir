// Found by fusion-fuzz (20-minute run). horizontal grouped an add and a negate of
// reshape(f32[] -> f32[1]) (the add dead, so the kept group is the negate alone); XLA's
// simplifier moved the reshape across the pre-layout fusion without fixing its body, and
// its verifier rejected the module: "Fused computation shape (f32[1]) is not equal to the
// fusion shape (f32[])", naming no fusion. Fixed: when XLA rejects a module with kept
// groups, compiler.compile_text moves the group it names, or every kept group when it names
// none, to the regroup route (which groups after the simplifier) and compiles again.
// transform: horizontal
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<1xf32>) -> tensor<1xf32> {
  %c1 = stablehlo.constant dense<0> : tensor<i32>
  %k7:1 = "stablehlo.case"(%c1) ({
    %c2 = stablehlo.constant dense<0.5> : tensor<f32>
    %v3 = stablehlo.negate %a1 : tensor<f32>
    %v4 = stablehlo.negate %a2 : tensor<f32>
    stablehlo.return %v4 : tensor<f32>
  }, {
    %v5 = stablehlo.negate %a3 : tensor<f32>
    %v6 = stablehlo.negate %a4 : tensor<f32>
    stablehlo.return %v6 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  %v8 = stablehlo.reshape %a0 : (tensor<f32>) -> tensor<1xf32>
  %v9 = stablehlo.add %v8, %a5 : tensor<1xf32>
  %v10 = stablehlo.negate %a0 : tensor<f32>
  %v11 = stablehlo.negate %v8 : tensor<1xf32>
  return %v11 : tensor<1xf32>
}
