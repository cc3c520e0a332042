// Found by fusion-fuzz (10-minute run, seed 127). A reduce of a tiny batched dot_general,
// with its init constant: XLA rewrites the dot as a multiply and a reduce, and unfused its
// simplifier merges the two reduces (3 kernels). producer-consumer grouped the reduce with
// its constant, a group of one computed op, which kept the simplifier out (4 kernels). A
// reduce of such a dot now starts no group (not grouping every root joined only by
// constants also fixed it, but cost layernorm a kernel: XLA:CPU splits a bare long row
// reduce in two).
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<2x2xf32>, %a4: tensor<2x2xf32>, %a5: tensor<f32>, %a6: tensor<f32>) -> tensor<f32> {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.add %a0, %a1 : tensor<f32>
  %v3 = stablehlo.add %a0, %a2 : tensor<f32>
  %v4 = stablehlo.dot_general %a3, %a4, batching_dims = [1] x [0], contracting_dims = [0] x [1] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2xf32>
  %v5 = stablehlo.negate %a5 : tensor<f32>
  %v6 = stablehlo.negate %a6 : tensor<f32>
  %c7 = stablehlo.constant dense<0.0> : tensor<f32>
  %v8 = stablehlo.reduce(%v4 init: %c7) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  return %v8 : tensor<f32>
}
