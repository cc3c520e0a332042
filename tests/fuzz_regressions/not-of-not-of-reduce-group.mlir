// Found by fusion-fuzz (30-minute run on jax 0.12.1, seed 9140, stopped after 20 minutes and
// 1967 programs; 31 failing, all this kind). not(not(r)) of a variadic reduce of a
// broadcast: XLA's simplifier turns the reduce into a broadcast of a smaller reduce and folds
// the two nots away, so unfused XLA runs 2 kernels; producer-consumer grouped the two nots
// (the reduce could join by the old test, `_may_join`, but did not), a group the simplifier
// could not look into, a 3rd kernel under `default` and `paper`. Fixed: a group that is an
// involution of an involution and nothing more is dropped once grown, whatever its members'
// producers might have done.
// transform: producer-consumer
func.func @main(%a0: tensor<4xi1>, %a1: tensor<4xi1>, %a2: tensor<4xi1>, %a3: tensor<4xi1>) -> tensor<2x2xi1> {
  %v1 = stablehlo.broadcast_in_dim %a0, dims = [0] : (tensor<4xi1>) -> tensor<4x2x2xi1>
  %v2 = stablehlo.reshape %a0 : (tensor<4xi1>) -> tensor<4xi1>
  %c3 = stablehlo.constant dense<true> : tensor<i1>
  %c4 = stablehlo.constant dense<true> : tensor<i1>
  %v11:2 = stablehlo.reduce(%v1 init: %c3), (%v1 init: %c4) across dimensions = [0] : (tensor<4x2x2xi1>, tensor<4x2x2xi1>, tensor<i1>, tensor<i1>) -> (tensor<2x2xi1>, tensor<2x2xi1>)
   reducer(%r5: tensor<i1>, %r6: tensor<i1>) (%r7: tensor<i1>, %r8: tensor<i1>) {
    %v9 = stablehlo.and %r5, %r6 : tensor<i1>
    %v10 = stablehlo.and %r7, %r8 : tensor<i1>
    stablehlo.return %v9, %v10 : tensor<i1>, tensor<i1>
   }
  %v12 = stablehlo.and %a0, %a1 : tensor<4xi1>
  %v13 = stablehlo.not %a0 : tensor<4xi1>
  %v14 = stablehlo.not %v11#0 : tensor<2x2xi1>
  %v15 = "stablehlo.select"(%a3, %a0, %a2) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %v16 = stablehlo.not %v14 : tensor<2x2xi1>
  return %v16 : tensor<2x2xi1>
}
