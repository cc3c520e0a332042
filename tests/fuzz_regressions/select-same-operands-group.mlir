// Found by fusion-fuzz. A kept (pre-layout) group containing select(%p, %x, %x): XLA
// simplifies the select to %x inside the fusion, the predicate parameter is left without
// users, and the HLO verifier rejects the module: "Non-root instruction %Arg_0.2 = pred[]
// parameter(0) in %fusion.1 ... must have users" (the fusion carries tag "keep1").
// Fixed: compiler.compile_text moves the kept group XLA names to the regroup route, which
// groups after XLA's simplifier has run, and compiles again.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%p: tensor<i1>, %a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.add %b, %0 : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
