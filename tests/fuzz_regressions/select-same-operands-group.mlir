// Found by fusion-fuzz. A group containing select(%p, %x, %x): XLA simplifies the select
// to %x inside the fusion, the predicate parameter is left without users, and the HLO
// verifier rejects the module: "Non-root instruction %Arg_0.2 = pred[] parameter(0) in
// %fusion.1 ... must have users" (the group goes through the regroup route, tag "keep1").
// The same holds for any simplification XLA makes inside a group; the fix belongs in the
// lowering (fusion_mlir/lowering): drop parameters XLA will not use, or keep ops that
// simplify to an operand out of groups.
// transform: producer-consumer (and every pipeline that runs it)
// xfail: XLA simplifies select(p, x, x) inside a group, then rejects the unused predicate parameter
// known: xla-error: .*Non-root instruction .* parameter
func.func @main(%p: tensor<i1>, %a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.add %b, %0 : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
