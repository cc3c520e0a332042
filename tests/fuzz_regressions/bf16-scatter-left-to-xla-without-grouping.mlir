// A bf16 scatter of one window under a transform that groups nothing (here `inline-calls`):
// written out as what XLA runs (dynamic slice, add, select, dynamic update slice), each bf16
// op was converted to f32 and back on its own, 22 kernels against unfused's 16, where XLA's
// own expansion runs the update in f32. The written-out forms now wait for a grouping pass.
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<2xbf16>, %a5: tensor<1x1xi32>, %a6: tensor<1xbf16>) -> tensor<2xbf16> {
  %v1 = stablehlo.negate %a0 : tensor<f32>
  %v2 = stablehlo.negate %a1 : tensor<f32>
  %v3 = stablehlo.negate %a2 : tensor<f32>
  %v4 = stablehlo.negate %a3 : tensor<f32>
  %v5 = stablehlo.tanh %a4 : tensor<2xbf16>
  %v6 = stablehlo.tanh %a6 : tensor<1xbf16>
  %v7 = "stablehlo.scatter"(%v5, %a5, %v6) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%r8: tensor<bf16>, %r9: tensor<bf16>):
      %v10 = stablehlo.add %r8, %r9 : tensor<bf16>
      stablehlo.return %v10 : tensor<bf16>
  }) : (tensor<2xbf16>, tensor<1x1xi32>, tensor<1xbf16>) -> tensor<2xbf16>
  return %v7 : tensor<2xbf16>
}
