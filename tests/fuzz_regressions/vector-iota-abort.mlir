// Found by fusion-fuzz (20-minute run on jax 0.12.1, seed 9120, a crash). producer-consumer
// grouped a vector iota with the add reading it, and jax 0.12.1's XLA:CPU aborted on the
// group as a fusion-op ("Check failed: has_layout() s32[2]"; `jnp.arange(n) + x` of
// integers did the same under `default`), while the capability probe's iota, of a matrix,
// compiled. Fixed: an iota of one dimension is a feature of its own (`iota-vector`), probed
// on vectors; where the fusion-op route aborts on it, the regroup route takes the group.
// transform: producer-consumer
func.func @main(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %v1 = stablehlo.iota dim = 0 : tensor<2xi32>
  %v2 = stablehlo.add %v1, %a0 : tensor<2xi32>
  return %v2 : tensor<2xi32>
}
