// Found by fusion-fuzz (30-minute run, seed 6262). A reduction of a zero-element tensor is
// its inits to XLA's simplifier (a broadcast of `true` here), and unfused the `not` and the
// `and` after it fold into one broadcast (1 kernel). producer-consumer grouped the `not` with
// the `and` (the reduce starts no group and, a column reduction, joined none), so the group
// read the reduce's result, which XLA kept as a kernel of its own (2 kernels). Fixed: before
// our passes run, a reduce of nothing is written as its inits broadcast, as XLA's simplifier
// does (`passkit/empty_reduces.py`), and the broadcast joins the group.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<0x2x2xf32>, %a1: tensor<0x2x2xi1>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<2x2xi1>) -> tensor<2x2xi1> {
  %c1 = stablehlo.constant dense<0.0> : tensor<f32>
  %c2 = stablehlo.constant dense<true> : tensor<i1>
  %v9:2 = stablehlo.reduce(%a0 init: %c1), (%a1 init: %c2) across dimensions = [0] : (tensor<0x2x2xf32>, tensor<0x2x2xi1>, tensor<f32>, tensor<i1>) -> (tensor<2x2xf32>, tensor<2x2xi1>)
   reducer(%r3: tensor<f32>, %r4: tensor<f32>) (%r5: tensor<i1>, %r6: tensor<i1>) {
    %v7 = stablehlo.add %r3, %r4 : tensor<f32>
    %v8 = stablehlo.and %r5, %r6 : tensor<i1>
    stablehlo.return %v7, %v8 : tensor<f32>, tensor<i1>
   }
  %v10 = stablehlo.negate %a2 : tensor<f32>
  %v11 = stablehlo.negate %a3 : tensor<f32>
  %v12 = stablehlo.not %v9#1 : tensor<2x2xi1>
  %v13 = stablehlo.negate %a0 : tensor<0x2x2xf32>
  %v14 = stablehlo.and %v12, %a4 : tensor<2x2xi1>
  return %v14 : tensor<2x2xi1>
}
