// Found by fusion-fuzz. A two-result reduce with one result unused is the root of a
// producer-consumer group; the group exports only the used result. Two bugs: the pass
// expected one fusion result per root result ("a producer-consumer group has 1 results"),
// and XLA's simplifier drops the unused half of the reduce inside the pre-layout fusion,
// leaving a parameter without users, which its verifier rejects.
// Fixed: the pass counts only the root's used results; compiler.compile_text moves a kept
// group that XLA rejects to the regroup route (lowering.prepare.demote) and compiles again.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = stablehlo.reduce(%a init: %z), (%b init: %z) across dimensions = [0] : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
   reducer(%p: tensor<f32>, %q: tensor<f32>) (%u: tensor<f32>, %w: tensor<f32>) {
    %s1 = stablehlo.add %p, %q : tensor<f32>
    %s2 = stablehlo.add %u, %w : tensor<f32>
    stablehlo.return %s1, %s2 : tensor<f32>, tensor<f32>
   }
  return %r#1 : tensor<2xf32>
}
