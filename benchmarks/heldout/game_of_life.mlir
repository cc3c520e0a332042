module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x3x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %1, %2, %3, %4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = "stablehlo.scatter"(%0, %5, %cst_3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<1x1x3x3xf32>, tensor<4xi32>, tensor<f32>) -> tensor<1x1x3x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7:4 = stablehlo.while(%iterArg = %6, %iterArg_6 = %c_5, %iterArg_7 = %c_4, %iterArg_8 = %arg0) : tensor<1x1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<256x256xf32>
    cond {
      %c_9 = stablehlo.constant dense<30> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8) : (tensor<1x1x3x3xf32>, tensor<i32>, tensor<256x256xf32>) -> (tensor<i32>, tensor<256x256xf32>)
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_6, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %9, %8#0, %8#1 : tensor<1x1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<256x256xf32>
    }
    return %7#3 : tensor<256x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x1x3x3xf32>, %arg1: tensor<i32>, %arg2: tensor<256x256xf32>) -> (tensor<i32>, tensor<256x256xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2 = stablehlo.convolution(%1, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x256x256xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x256x256xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %5 = stablehlo.compare EQ, %3, %4, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %7 = stablehlo.compare GT, %arg2, %6, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %9 = stablehlo.compare EQ, %3, %8, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %10 = stablehlo.and %7, %9 : tensor<256x256xi1>
    %11 = stablehlo.or %5, %10 : tensor<256x256xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = call @_where(%11, %cst_2, %cst_3) : (tensor<256x256xi1>, tensor<f32>, tensor<f32>) -> tensor<256x256xf32>
    return %0, %12 : tensor<i32>, tensor<256x256xf32>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<256x256xi1>, tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
}
