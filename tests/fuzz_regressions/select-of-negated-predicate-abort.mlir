// Found by fusion-fuzz (a crash). A group select(not(not(%p)), not(%p), %q) in pred: the
// predicate is computed in the group, so the select counted no feature, but XLA's
// simplifier folds not(not(p)) to p, and the kept fusion, a select whose predicate is a
// group operand and whose on-true value is computed in it, aborted XLA:CPU with "Check
// failed: has_layout() pred[2]". Fixed: group_features counts a predicate made of nots of
// a group operand as that operand (for an odd count, with its branches swapped).
// transform: producer-consumer
func.func @main(%a0: tensor<2xi1>, %a6: tensor<2xi1>) -> tensor<2xi1> {
  %v1 = stablehlo.not %a0 : tensor<2xi1>
  %v2 = stablehlo.not %v1 : tensor<2xi1>
  %v8 = "stablehlo.select"(%v2, %v1, %a6) : (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %v8 : tensor<2xi1>
}
