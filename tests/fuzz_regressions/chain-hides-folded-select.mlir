// xfail: elementwise-chains groups a select whose predicate XLA folds to a constant, which keeps XLA from folding the select
// known: \[elementwise-chains\] kernels:
// Found by fusion-fuzz (30-minute run, seed 4711; 30 programs of the run, all of this
// kind). compare(iota 0, iota 1) of a 1x1 matrix is a constant true, so unfused XLA folds
// the select to its on-true constant; grouped by elementwise-chains (the pass toolkit's
// example, in no named pipeline) with the tanh and multiply, the select stays: 4 kernels
// against 3. producer-consumer asks OpFacts.folds for this; the example pass is kept short.
// transform: elementwise-chains
func.func @main(%a1: tensor<1x1xf32>, %a2: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %v1 = stablehlo.tanh %a2 : tensor<1x1xf32>
  %v2 = stablehlo.iota dim = 0 : tensor<1x1xi32>
  %v3 = stablehlo.iota dim = 1 : tensor<1x1xi32>
  %v4 = stablehlo.compare EQ, %v2, %v3, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
  %c5 = stablehlo.constant dense<1.0> : tensor<1x1xf32>
  %c6 = stablehlo.constant dense<0.5> : tensor<1x1xf32>
  %v7 = stablehlo.multiply %v1, %c6 : tensor<1x1xf32>
  %v8 = "stablehlo.select"(%v4, %c5, %v7) : (tensor<1x1xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  %v9 = stablehlo.custom_call @lapack_strsm_ffi(%v8, %a1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  return %v9 : tensor<1x1xf32>
}
