// Found by fusion-fuzz (20-minute run on jax 0.12.1, seed 9120). A float compare of a
// value with itself is no constant (NaN), so producer-consumer's constant-folding rule
// answered "does not fold" at once, without asking whether its operand folds: here a
// reshape of an iota, which XLA folds with the compare and the convert after it. Grouped,
// 8 kernels against unfused's 7. Fixed: such a compare folds when its operands do, as any
// other op.
// transform: producer-consumer
func.func @main() -> (tensor<2x2xf32>, tensor<4x1xi1>, tensor<4x1xf32>) {
  %v1 = stablehlo.iota dim = 0 : tensor<2x2xf32>
  %v2 = stablehlo.reshape %v1 : (tensor<2x2xf32>) -> tensor<4x1xf32>
  %v3 = stablehlo.compare LT, %v2, %v2, FLOAT : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xi1>
  %v4 = stablehlo.convert %v3 : (tensor<4x1xi1>) -> tensor<4x1xf32>
  %v5 = stablehlo.negate %v1 : tensor<2x2xf32>
  return %v5, %v3, %v4 : tensor<2x2xf32>, tensor<4x1xi1>, tensor<4x1xf32>
}
