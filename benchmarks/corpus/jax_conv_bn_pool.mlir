module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3x64x64xf32>, %arg1: tensor<32x3x3x3xf32>, %arg2: tensor<64x32x3x3xf32>, %arg3: tensor<32xf32>, %arg4: tensor<64xf32>, %arg5: tensor<32xf32>, %arg6: tensor<64xf32>) -> (tensor<16x64x16x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x3x64x64xf32>, tensor<32x3x3x3xf32>) -> tensor<16x32x64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<16x32x64x64xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x32x1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%0, %c) : (tensor<16x32x64x64xf32>, tensor<i32>) -> tensor<1x32x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<16x32x64x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x32x1x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x32x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<16x32x64x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<16x32x64x64xf32>
    %16 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %18 = stablehlo.add %15, %17 : tensor<16x32x64x64xf32>
    %19 = call @relu(%18) : (tensor<16x32x64x64xf32>) -> tensor<16x32x64x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.reduce_window"(%19, %20) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %44 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<16x32x64x64xf32>, tensor<f32>) -> tensor<16x32x32x32xf32>
    %22 = stablehlo.convolution(%21, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<64x32x3x3xf32>) -> tensor<16x64x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<16x64x32x32xf32>, tensor<f32>) -> tensor<64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %cst_4 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x64x1x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<1x64x1x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %27 = call @_var_0(%22, %c_5) : (tensor<16x64x32x32xf32>, tensor<i32>) -> tensor<1x64x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x32x32xf32>
    %29 = stablehlo.subtract %22, %28 : tensor<16x64x32x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x64x1x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<1x64x1x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<1x64x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x32x32xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<16x64x32x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x32x32xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<16x64x32x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x32x32xf32>
    %40 = stablehlo.add %37, %39 : tensor<16x64x32x32xf32>
    %41 = call @relu_2(%40) : (tensor<16x64x32x32xf32>) -> tensor<16x64x32x32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.reduce_window"(%41, %42) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %44 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<16x64x32x32xf32>, tensor<f32>) -> tensor<16x64x16x16xf32>
    return %43 : tensor<16x64x16x16xf32>
  }
  func.func private @_var(%arg0: tensor<16x32x64x64xf32>, %arg1: tensor<i32>) -> tensor<1x32x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<16x32x64x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x32x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<16x32x64x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32x64x64xf32>
    %6 = chlo.square %5 : tensor<16x32x64x64xf32> -> tensor<16x32x64x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<16x32x64x64xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x32x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<1x32x1x1xf32>, tensor<f32>) -> tensor<1x32x1x1xf32>
    return %14 : tensor<1x32x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x32x1x1xf32>, %arg2: tensor<f32>) -> tensor<1x32x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x32x1x1xf32>
    return %2 : tensor<1x32x1x1xf32>
  }
  func.func private @relu(%arg0: tensor<16x32x64x64xf32>) -> tensor<16x32x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x64x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x64x64xf32>
    return %1 : tensor<16x32x64x64xf32>
  }
  func.func private @_var_0(%arg0: tensor<16x64x32x32xf32>, %arg1: tensor<i32>) -> tensor<1x64x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<16x64x32x32xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<16x64x32x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x64x32x32xf32>
    %6 = chlo.square %5 : tensor<16x64x32x32xf32> -> tensor<16x64x32x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<16x64x32x32xf32>, tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x64x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x64x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<1x64x1x1xf32>, tensor<f32>) -> tensor<1x64x1x1xf32>
    return %14 : tensor<1x64x1x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<1x64x1x1xf32>, %arg2: tensor<f32>) -> tensor<1x64x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x64x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x64x1x1xf32>
    return %2 : tensor<1x64x1x1xf32>
  }
  func.func private @relu_2(%arg0: tensor<16x64x32x32xf32>) -> tensor<16x64x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64x32x32xf32>
    return %1 : tensor<16x64x32x32xf32>
  }
}
