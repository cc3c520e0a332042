module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<3x3x1x32xf32>, %arg5: tensor<3x3x32x64xf32>, %arg6: tensor<128xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<10xf32>, %arg9: tensor<128x10xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<3x3x1x32xf32>, %arg19: tensor<3x3x32x64xf32>, %arg20: tensor<128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<10xf32>, %arg23: tensor<128x10xf32>, %arg24: tensor<32x28x28x1xf32>, %arg25: tensor<32xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['BatchNorm_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['BatchNorm_1']['scale']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['Conv_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<128x10xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<32xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<64xf32> {jax.result_info = "result[1]['BatchNorm_1']['mean']"}, tensor<64xf32> {jax.result_info = "result[1]['BatchNorm_1']['var']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['BatchNorm_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['BatchNorm_1']['scale']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[2][0].trace['Conv_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[2][0].trace['Dense_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[2][0].trace['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[2][0].trace['Dense_1']['bias']"}, tensor<128x10xf32> {jax.result_info = "result[2][0].trace['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg24, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x28x28x1xf32>, tensor<3x3x1x32xf32>) -> tensor<32x28x28x32xf32>
    %1 = chlo.square %0 : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<32x28x28x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<2.508800e+04> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.divide %4, %5 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_3 = stablehlo.constant dense<2.508800e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<32xf32>
    %10 = chlo.square %6 : tensor<32xf32> -> tensor<32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<32xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<32xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<32xi1>, tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<32xi1>, tensor<32xf32>
    %25 = stablehlo.divide %19, %24 : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %27 = stablehlo.multiply %26, %arg10 : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %29 = stablehlo.multiply %28, %6 : tensor<32xf32>
    %30 = stablehlo.add %27, %29 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %32 = stablehlo.multiply %31, %arg11 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %34 = stablehlo.multiply %33, %15 : tensor<32xf32>
    %35 = stablehlo.add %32, %34 : tensor<32xf32>
    %36 = stablehlo.broadcast_in_dim %6, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %37 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x28x28x32xf32>
    %39 = stablehlo.subtract %0, %38 : tensor<32x28x28x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %41 = stablehlo.add %37, %40 : tensor<1x1x1x32xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x32xf32>
    %43 = stablehlo.divide %42, %41 : tensor<1x1x1x32xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x1x1x32xf32>
    %46 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %47 = stablehlo.multiply %42, %46 : tensor<1x1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x28x28x32xf32>
    %49 = stablehlo.multiply %39, %48 : tensor<32x28x28x32xf32>
    %50 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x28x28x32xf32>
    %52 = stablehlo.add %49, %51 : tensor<32x28x28x32xf32>
    %53 = call @relu(%52) : (tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %55 = stablehlo.compare GT, %52, %54, FLOAT : (tensor<32x28x28x32xf32>, tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.reduce_window"(%53, %57) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.maximum %arg26, %arg27 : tensor<f32>
      stablehlo.return %372 : tensor<f32>
    }) : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32x14x14x32xf32>
    %59 = stablehlo.convolution(%58, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x14x14x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x14x14x64xf32>
    %60 = chlo.square %59 : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<32x14x14x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%59 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_22 = stablehlo.constant dense<6.272000e+03> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.divide %63, %64 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%60 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_24 = stablehlo.constant dense<6.272000e+03> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %68 = stablehlo.divide %66, %67 : tensor<64xf32>
    %69 = chlo.square %65 : tensor<64xf32> -> tensor<64xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.multiply %70, %65 : tensor<64xf32>
    %72 = stablehlo.subtract %68, %69 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<64xf32>
    %75 = stablehlo.compare EQ, %72, %74, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %78 = stablehlo.select %75, %76, %77 : tensor<64xi1>, tensor<64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %80 = stablehlo.compare EQ, %79, %74, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.select %80, %81, %82 : tensor<64xi1>, tensor<64xf32>
    %84 = stablehlo.divide %78, %83 : tensor<64xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %86 = stablehlo.multiply %85, %arg12 : tensor<64xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %88 = stablehlo.multiply %87, %65 : tensor<64xf32>
    %89 = stablehlo.add %86, %88 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.multiply %90, %arg13 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %93 = stablehlo.multiply %92, %74 : tensor<64xf32>
    %94 = stablehlo.add %91, %93 : tensor<64xf32>
    %95 = stablehlo.broadcast_in_dim %65, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %96 = stablehlo.broadcast_in_dim %74, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x14x14x64xf32>
    %98 = stablehlo.subtract %59, %97 : tensor<32x14x14x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %100 = stablehlo.add %96, %99 : tensor<1x1x1x64xf32>
    %101 = stablehlo.rsqrt %100 : tensor<1x1x1x64xf32>
    %102 = stablehlo.divide %101, %100 : tensor<1x1x1x64xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<1x1x1x64xf32>
    %105 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %106 = stablehlo.multiply %101, %105 : tensor<1x1x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x14x14x64xf32>
    %108 = stablehlo.multiply %98, %107 : tensor<32x14x14x64xf32>
    %109 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x14x14x64xf32>
    %111 = stablehlo.add %108, %110 : tensor<32x14x14x64xf32>
    %112 = call @relu_0(%111) : (tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %114 = stablehlo.compare GT, %111, %113, FLOAT : (tensor<32x14x14x64xf32>, tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<f32>
    %117 = "stablehlo.reduce_window"(%112, %116) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.maximum %arg26, %arg27 : tensor<f32>
      stablehlo.return %372 : tensor<f32>
    }) : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<32x7x7x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<f32>
    %119 = "stablehlo.reduce_window"(%117, %118) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 7, 7, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.add %arg26, %arg27 : tensor<f32>
      stablehlo.return %372 : tensor<f32>
    }) : (tensor<32x7x7x64xf32>, tensor<f32>) -> tensor<32x1x1x64xf32>
    %cst_42 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x1x1x64xf32>
    %121 = stablehlo.divide %119, %120 : tensor<32x1x1x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<32x1x1x64xf32>) -> tensor<32x64xf32>
    %123 = stablehlo.dot_general %122, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %124 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x128xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %126 = stablehlo.add %123, %125 : tensor<32x128xf32>
    %127 = call @relu_1(%126) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %129 = stablehlo.compare GT, %126, %128, FLOAT : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xi1>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %131 = stablehlo.dot_general %127, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %132 = stablehlo.reshape %arg8 : (tensor<10xf32>) -> tensor<1x10xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %134 = stablehlo.add %131, %133 : tensor<32x10xf32>
    %135 = stablehlo.broadcast_in_dim %arg25, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %136:2 = call @take_along_axis(%134, %135) : (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %137:2 = call @_take(%136#0, %c) : (tensor<32x1xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>)
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.reduce(%134 init: %cst_45) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %139 = stablehlo.reshape %138 : (tensor<32xf32>) -> tensor<32x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %141 = stablehlo.compare EQ, %134, %140, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %142 = stablehlo.convert %141 : (tensor<32x10xi1>) -> tensor<32x10xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %145 = stablehlo.maximum %144, %138 : tensor<32xf32>
    %146 = stablehlo.compare EQ, %138, %145, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %149 = stablehlo.select %146, %147, %148 : tensor<32xi1>, tensor<32xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %151 = stablehlo.compare EQ, %150, %145, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %154 = stablehlo.select %151, %152, %153 : tensor<32xi1>, tensor<32xf32>
    %155 = stablehlo.divide %149, %154 : tensor<32xf32>
    %156 = stablehlo.is_finite %145 : (tensor<32xf32>) -> tensor<32xi1>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %158 = stablehlo.select %156, %145, %157 : tensor<32xi1>, tensor<32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %162 = stablehlo.subtract %134, %161 : tensor<32x10xf32>
    %163 = stablehlo.exponential %162 : tensor<32x10xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %165 = stablehlo.sign %164 : tensor<32xf32>
    %166 = stablehlo.abs %164 : tensor<32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %168 = stablehlo.compare GE, %164, %167, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %169 = stablehlo.log %166 : tensor<32xf32>
    %170 = stablehlo.add %169, %158 : tensor<32xf32>
    %171 = stablehlo.subtract %170, %137#0 : tensor<32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %173 = stablehlo.divide %172, %cst_58 : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_60 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %174 = stablehlo.divide %cst_59, %cst_60 : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %176 = stablehlo.negate %175 : tensor<32xf32>
    %177 = stablehlo.divide %175, %166 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %179 = stablehlo.select %168, %178, %177 : tensor<32xi1>, tensor<32xf32>
    %180 = stablehlo.select %168, %177, %178 : tensor<32xi1>, tensor<32xf32>
    %181 = stablehlo.negate %179 : tensor<32xf32>
    %182 = stablehlo.add %180, %181 : tensor<32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %184 = stablehlo.multiply %183, %163 : tensor<32x10xf32>
    %185 = call @_take_2(%137#1, %176) : (tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    %186 = call @take_along_axis_3(%136#1, %185) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %187 = stablehlo.add %184, %186 : tensor<32x10xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %189 = stablehlo.reshape %188 : (tensor<10xf32>) -> tensor<1x10xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x10xf32>) -> tensor<10xf32>
    %191 = stablehlo.dot_general %187, %127, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %193 = stablehlo.dot_general %187, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %195 = stablehlo.select %129, %193, %194 : tensor<32x128xi1>, tensor<32x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %197 = stablehlo.reshape %196 : (tensor<128xf32>) -> tensor<1x128xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x128xf32>) -> tensor<128xf32>
    %199 = stablehlo.dot_general %195, %122, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %200 = stablehlo.transpose %199, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %201 = stablehlo.dot_general %195, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %202 = stablehlo.reshape %201 : (tensor<32x64xf32>) -> tensor<32x1x1x64xf32>
    %cst_65 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x1x1x64xf32>
    %204 = stablehlo.divide %202, %203 : tensor<32x1x1x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.pad %204, %cst_66, low = [0, 6, 6, 0], high = [0, 6, 6, 0], interior = [0, 0, 0, 0] : (tensor<32x1x1x64xf32>, tensor<f32>) -> tensor<32x13x13x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<f32>
    %207 = "stablehlo.reduce_window"(%205, %206) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 7, 7, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.add %arg26, %arg27 : tensor<f32>
      stablehlo.return %372 : tensor<f32>
    }) : (tensor<32x13x13x64xf32>, tensor<f32>) -> tensor<32x7x7x64xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %208 = stablehlo.pad %112, %cst_68, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<32x14x14x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = "stablehlo.select_and_scatter"(%208, %207, %cst_69) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.compare GE, %arg26, %arg27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %372 : tensor<i1>
    }, {
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.add %arg26, %arg27 : tensor<f32>
      stablehlo.return %372 : tensor<f32>
    }) : (tensor<32x14x14x64xf32>, tensor<32x7x7x64xf32>, tensor<f32>) -> tensor<32x14x14x64xf32>
    %210 = stablehlo.slice %209 [0:32, 0:14, 0:14, 0:64] : (tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %212 = stablehlo.select %114, %210, %211 : tensor<32x14x14x64xi1>, tensor<32x14x14x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.reshape %213 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %216 = stablehlo.multiply %98, %212 : tensor<32x14x14x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.reshape %217 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %219 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x14x14x64xf32>
    %220 = stablehlo.multiply %212, %219 : tensor<32x14x14x64xf32>
    %221 = stablehlo.multiply %101, %218 : tensor<1x1x1x64xf32>
    %222 = stablehlo.multiply %218, %105 : tensor<1x1x1x64xf32>
    %223 = stablehlo.reshape %221 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %224 = stablehlo.multiply %222, %104 : tensor<1x1x1x64xf32>
    %225 = stablehlo.negate %220 : tensor<32x14x14x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %227 = stablehlo.reshape %226 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%224 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%227 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %230 = stablehlo.multiply %228, %84 : tensor<64xf32>
    %231 = stablehlo.negate %230 : tensor<64xf32>
    %232 = stablehlo.multiply %231, %71 : tensor<64xf32>
    %233 = stablehlo.add %229, %232 : tensor<64xf32>
    %cst_76 = stablehlo.constant dense<6.272000e+03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %235 = stablehlo.divide %230, %234 : tensor<64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [3] : (tensor<64xf32>) -> tensor<32x14x14x64xf32>
    %cst_77 = stablehlo.constant dense<6.272000e+03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.divide %233, %237 : tensor<64xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [3] : (tensor<64xf32>) -> tensor<32x14x14x64xf32>
    %240 = stablehlo.add %220, %239 : tensor<32x14x14x64xf32>
    %241 = stablehlo.multiply %236, %62 : tensor<32x14x14x64xf32>
    %242 = stablehlo.add %240, %241 : tensor<32x14x14x64xf32>
    %243 = stablehlo.convolution(%58, %242) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x14x14x32xf32>, tensor<32x14x14x64xf32>) -> tensor<3x3x32x64xf32>
    %244 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x32x64xf32>
    %245 = stablehlo.convolution(%242, %244) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x14x14x64xf32>, tensor<3x3x32x64xf32>) -> tensor<32x14x14x32xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.pad %53, %cst_78, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32x28x28x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = "stablehlo.select_and_scatter"(%246, %245, %cst_79) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.compare GE, %arg26, %arg27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %372 : tensor<i1>
    }, {
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %372 = stablehlo.add %arg26, %arg27 : tensor<f32>
      stablehlo.return %372 : tensor<f32>
    }) : (tensor<32x28x28x32xf32>, tensor<32x14x14x32xf32>, tensor<f32>) -> tensor<32x28x28x32xf32>
    %248 = stablehlo.slice %247 [0:32, 0:28, 0:28, 0:32] : (tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %250 = stablehlo.select %55, %248, %249 : tensor<32x28x28x32xi1>, tensor<32x28x28x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %252 = stablehlo.reshape %251 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %254 = stablehlo.multiply %39, %250 : tensor<32x28x28x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_82) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %256 = stablehlo.reshape %255 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %257 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x28x28x32xf32>
    %258 = stablehlo.multiply %250, %257 : tensor<32x28x28x32xf32>
    %259 = stablehlo.multiply %42, %256 : tensor<1x1x1x32xf32>
    %260 = stablehlo.multiply %256, %46 : tensor<1x1x1x32xf32>
    %261 = stablehlo.reshape %259 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %262 = stablehlo.multiply %260, %45 : tensor<1x1x1x32xf32>
    %263 = stablehlo.negate %258 : tensor<32x28x28x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_83) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %265 = stablehlo.reshape %264 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%262 init: %cst_84) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%265 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %268 = stablehlo.multiply %266, %25 : tensor<32xf32>
    %269 = stablehlo.negate %268 : tensor<32xf32>
    %270 = stablehlo.multiply %269, %12 : tensor<32xf32>
    %271 = stablehlo.add %267, %270 : tensor<32xf32>
    %cst_86 = stablehlo.constant dense<2.508800e+04> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %273 = stablehlo.divide %268, %272 : tensor<32xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [3] : (tensor<32xf32>) -> tensor<32x28x28x32xf32>
    %cst_87 = stablehlo.constant dense<2.508800e+04> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %276 = stablehlo.divide %271, %275 : tensor<32xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [3] : (tensor<32xf32>) -> tensor<32x28x28x32xf32>
    %278 = stablehlo.add %258, %277 : tensor<32x28x28x32xf32>
    %279 = stablehlo.multiply %274, %3 : tensor<32x28x28x32xf32>
    %280 = stablehlo.add %278, %279 : tensor<32x28x28x32xf32>
    %281 = stablehlo.convolution(%arg24, %280) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x28x28x1xf32>, tensor<32x28x28x32xf32>) -> tensor<3x3x1x32xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %283 = stablehlo.multiply %282, %arg14 : tensor<32xf32>
    %284 = stablehlo.add %253, %283 : tensor<32xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %286 = stablehlo.multiply %285, %arg15 : tensor<32xf32>
    %287 = stablehlo.add %261, %286 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %289 = stablehlo.multiply %288, %arg16 : tensor<64xf32>
    %290 = stablehlo.add %215, %289 : tensor<64xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %292 = stablehlo.multiply %291, %arg17 : tensor<64xf32>
    %293 = stablehlo.add %223, %292 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %295 = stablehlo.multiply %294, %arg18 : tensor<3x3x1x32xf32>
    %296 = stablehlo.add %281, %295 : tensor<3x3x1x32xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %298 = stablehlo.multiply %297, %arg19 : tensor<3x3x32x64xf32>
    %299 = stablehlo.add %243, %298 : tensor<3x3x32x64xf32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %301 = stablehlo.multiply %300, %arg20 : tensor<128xf32>
    %302 = stablehlo.add %198, %301 : tensor<128xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %304 = stablehlo.multiply %303, %arg21 : tensor<64x128xf32>
    %305 = stablehlo.add %200, %304 : tensor<64x128xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %307 = stablehlo.multiply %306, %arg22 : tensor<10xf32>
    %308 = stablehlo.add %190, %307 : tensor<10xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %310 = stablehlo.multiply %309, %arg23 : tensor<128x10xf32>
    %311 = stablehlo.add %192, %310 : tensor<128x10xf32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %313 = stablehlo.multiply %312, %284 : tensor<32xf32>
    %314 = stablehlo.add %253, %313 : tensor<32xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %316 = stablehlo.multiply %315, %287 : tensor<32xf32>
    %317 = stablehlo.add %261, %316 : tensor<32xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %319 = stablehlo.multiply %318, %290 : tensor<64xf32>
    %320 = stablehlo.add %215, %319 : tensor<64xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %322 = stablehlo.multiply %321, %293 : tensor<64xf32>
    %323 = stablehlo.add %223, %322 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %325 = stablehlo.multiply %324, %296 : tensor<3x3x1x32xf32>
    %326 = stablehlo.add %281, %325 : tensor<3x3x1x32xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %328 = stablehlo.multiply %327, %299 : tensor<3x3x32x64xf32>
    %329 = stablehlo.add %243, %328 : tensor<3x3x32x64xf32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %331 = stablehlo.multiply %330, %302 : tensor<128xf32>
    %332 = stablehlo.add %198, %331 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %334 = stablehlo.multiply %333, %305 : tensor<64x128xf32>
    %335 = stablehlo.add %200, %334 : tensor<64x128xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %337 = stablehlo.multiply %336, %308 : tensor<10xf32>
    %338 = stablehlo.add %190, %337 : tensor<10xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %340 = stablehlo.multiply %339, %311 : tensor<128x10xf32>
    %341 = stablehlo.add %192, %340 : tensor<128x10xf32>
    %cst_108 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.multiply %342, %314 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %345 = stablehlo.multiply %344, %317 : tensor<32xf32>
    %cst_110 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %347 = stablehlo.multiply %346, %320 : tensor<64xf32>
    %cst_111 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %349 = stablehlo.multiply %348, %323 : tensor<64xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %351 = stablehlo.multiply %350, %326 : tensor<3x3x1x32xf32>
    %cst_113 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %353 = stablehlo.multiply %352, %329 : tensor<3x3x32x64xf32>
    %cst_114 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %355 = stablehlo.multiply %354, %332 : tensor<128xf32>
    %cst_115 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %357 = stablehlo.multiply %356, %335 : tensor<64x128xf32>
    %cst_116 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %359 = stablehlo.multiply %358, %338 : tensor<10xf32>
    %cst_117 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %361 = stablehlo.multiply %360, %341 : tensor<128x10xf32>
    %362 = stablehlo.add %arg0, %343 : tensor<32xf32>
    %363 = stablehlo.add %arg1, %345 : tensor<32xf32>
    %364 = stablehlo.add %arg2, %347 : tensor<64xf32>
    %365 = stablehlo.add %arg3, %349 : tensor<64xf32>
    %366 = stablehlo.add %arg4, %351 : tensor<3x3x1x32xf32>
    %367 = stablehlo.add %arg5, %353 : tensor<3x3x32x64xf32>
    %368 = stablehlo.add %arg6, %355 : tensor<128xf32>
    %369 = stablehlo.add %arg7, %357 : tensor<64x128xf32>
    %370 = stablehlo.add %arg8, %359 : tensor<10xf32>
    %371 = stablehlo.add %arg9, %361 : tensor<128x10xf32>
    return %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %30, %35, %89, %94, %284, %287, %290, %293, %296, %299, %302, %305, %308, %311, %173 : tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x1x32xf32>, tensor<3x3x32x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x1x32xf32>, tensor<3x3x32x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x28x28x32xf32>
    return %1 : tensor<32x28x28x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x14x14x64xf32>
    return %1 : tensor<32x14x14x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<32x128xf32>) -> tensor<32x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<32x1xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x1xf32>, tensor<1xi32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<32xi1>, tensor<32xf32>
    return %13, %3 : tensor<32xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<32xf32>) -> tensor<32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x1xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    return %1 : tensor<32x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    return %1 : tensor<32x10xf32>
  }
}
