// Found by fusion-fuzz (a crash: the check runs in a child process). A group whose root
// reshapes a ui32 value computed inside it, handed to XLA:CPU pre-layout as an
// mhlo.fusion, aborts the process: "Check failed: input_shape.has_layout() u32[2,2]".
// The same group over f32 or i32 compiles: the capability table probes f32 only
// ("reshape-inner"), so lowering trusts the fusion-op route for every element type.
// Fixed in capabilities.group_features: layout-reading ops on element types other than
// f32 count as reading values computed in the group, so such groups take the regroup route.
// transform: producer-consumer (and every pipeline that runs it)
func.func @main(%a: tensor<2x2xui32>) -> tensor<4xui32> {
  %0 = stablehlo.not %a : tensor<2x2xui32>
  %1 = stablehlo.reshape %0 : (tensor<2x2xui32>) -> tensor<4xui32>
  return %1 : tensor<4xui32>
}
