// Found by fusion-fuzz (15-minute run, seed 7373; more kernels than unfused): both branches
// of a case return an iota computed before it. The normal form copied the iota into each
// branch, one kernel per branch where XLA runs one before the case (2 kernels against 1,
// under every pipeline, inline-calls alone too). A branch's or loop body's terminator only
// passes a value on, so it reads the outer one now (passkit/normalize.py).
func.func @main(%a0: tensor<2x2xf32>, %a1: tensor<f32>, %a2: tensor<i32>) -> tensor<2xi32> {
  %v1 = stablehlo.reshape %a0 : (tensor<2x2xf32>) -> tensor<4xf32>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.iota dim = 0 : tensor<2xi32>
  %k4:1 = "stablehlo.case"(%a2) ({
    stablehlo.return %v3 : tensor<2xi32>
  }, {
    stablehlo.return %v3 : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  return %k4#0 : tensor<2xi32>
}
