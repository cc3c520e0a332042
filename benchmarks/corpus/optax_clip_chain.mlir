module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<3x3x3x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<1024x64xf32>, %arg6: tensor<10xf32>, %arg7: tensor<64x10xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<32xf32>, %arg11: tensor<3x3x3x32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<3x3x32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<1024x64xf32>, %arg16: tensor<10xf32>, %arg17: tensor<64x10xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<i32>, %arg21: tensor<32xf32>, %arg22: tensor<3x3x3x32xf32>, %arg23: tensor<64xf32>, %arg24: tensor<3x3x32x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<1024x64xf32>, %arg27: tensor<10xf32>, %arg28: tensor<64x10xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<32xf32>, %arg32: tensor<3x3x3x32xf32>, %arg33: tensor<64xf32>, %arg34: tensor<3x3x32x64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<1024x64xf32>, %arg37: tensor<10xf32>, %arg38: tensor<64x10xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<i32>) -> (tensor<32xf32> {jax.result_info = "result[0]['conv1']['bias']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[0]['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['conv2']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['conv2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['dense1']['bias']"}, tensor<1024x64xf32> {jax.result_info = "result[0]['dense1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[0]['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['norm']['scale']"}, tensor<i32> {jax.result_info = "result[1][1].count"}, tensor<32xf32> {jax.result_info = "result[1][1].mu['conv1']['bias']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[1][1].mu['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1].mu['conv2']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][1].mu['conv2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1].mu['dense1']['bias']"}, tensor<1024x64xf32> {jax.result_info = "result[1][1].mu['dense1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][1].mu['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][1].mu['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1].mu['norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][1].mu['norm']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1].nu['conv1']['bias']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[1][1].nu['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1].nu['conv2']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][1].nu['conv2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1].nu['dense1']['bias']"}, tensor<1024x64xf32> {jax.result_info = "result[1][1].nu['dense1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][1].nu['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][1].nu['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1].nu['norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][1].nu['norm']['scale']"}, tensor<i32> {jax.result_info = "result[1][3].count"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = chlo.square %arg10 : tensor<32xf32> -> tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = chlo.square %1 : tensor<32xf32> -> tensor<32xf32>
    %3 = stablehlo.add %0, %2 : tensor<32xf32>
    %4 = chlo.square %arg11 : tensor<3x3x3x32xf32> -> tensor<3x3x3x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %6 = chlo.square %5 : tensor<3x3x3x32xf32> -> tensor<3x3x3x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<3x3x3x32xf32>
    %8 = chlo.square %arg12 : tensor<64xf32> -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = chlo.square %9 : tensor<64xf32> -> tensor<64xf32>
    %11 = stablehlo.add %8, %10 : tensor<64xf32>
    %12 = chlo.square %arg13 : tensor<3x3x32x64xf32> -> tensor<3x3x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %14 = chlo.square %13 : tensor<3x3x32x64xf32> -> tensor<3x3x32x64xf32>
    %15 = stablehlo.add %12, %14 : tensor<3x3x32x64xf32>
    %16 = chlo.square %arg14 : tensor<64xf32> -> tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = chlo.square %17 : tensor<64xf32> -> tensor<64xf32>
    %19 = stablehlo.add %16, %18 : tensor<64xf32>
    %20 = chlo.square %arg15 : tensor<1024x64xf32> -> tensor<1024x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %22 = chlo.square %21 : tensor<1024x64xf32> -> tensor<1024x64xf32>
    %23 = stablehlo.add %20, %22 : tensor<1024x64xf32>
    %24 = chlo.square %arg16 : tensor<10xf32> -> tensor<10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %26 = chlo.square %25 : tensor<10xf32> -> tensor<10xf32>
    %27 = stablehlo.add %24, %26 : tensor<10xf32>
    %28 = chlo.square %arg17 : tensor<64x10xf32> -> tensor<64x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %30 = chlo.square %29 : tensor<64x10xf32> -> tensor<64x10xf32>
    %31 = stablehlo.add %28, %30 : tensor<64x10xf32>
    %32 = chlo.square %arg18 : tensor<64xf32> -> tensor<64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %34 = chlo.square %33 : tensor<64xf32> -> tensor<64xf32>
    %35 = stablehlo.add %32, %34 : tensor<64xf32>
    %36 = chlo.square %arg19 : tensor<64xf32> -> tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %38 = chlo.square %37 : tensor<64xf32> -> tensor<64xf32>
    %39 = stablehlo.add %36, %38 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%3 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%7 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%11 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%15 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%19 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%23 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%27 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%31 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%35 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%39 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.add %cst_19, %40 : tensor<f32>
    %51 = stablehlo.add %50, %41 : tensor<f32>
    %52 = stablehlo.add %51, %42 : tensor<f32>
    %53 = stablehlo.add %52, %43 : tensor<f32>
    %54 = stablehlo.add %53, %44 : tensor<f32>
    %55 = stablehlo.add %54, %45 : tensor<f32>
    %56 = stablehlo.add %55, %46 : tensor<f32>
    %57 = stablehlo.add %56, %47 : tensor<f32>
    %58 = stablehlo.add %57, %48 : tensor<f32>
    %59 = stablehlo.add %58, %49 : tensor<f32>
    %60 = stablehlo.sqrt %59 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.compare LT, %60, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %62 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %63 = stablehlo.divide %arg10, %62 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<32xf32>
    %66 = stablehlo.select %61, %arg10, %65 : tensor<i1>, tensor<32xf32>
    %67 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %68 = stablehlo.divide %arg11, %67 : tensor<3x3x3x32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<3x3x3x32xf32>
    %71 = stablehlo.select %61, %arg11, %70 : tensor<i1>, tensor<3x3x3x32xf32>
    %72 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %73 = stablehlo.divide %arg12, %72 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<64xf32>
    %76 = stablehlo.select %61, %arg12, %75 : tensor<i1>, tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %78 = stablehlo.divide %arg13, %77 : tensor<3x3x32x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<3x3x32x64xf32>
    %81 = stablehlo.select %61, %arg13, %80 : tensor<i1>, tensor<3x3x32x64xf32>
    %82 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.divide %arg14, %82 : tensor<64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %85 = stablehlo.multiply %83, %84 : tensor<64xf32>
    %86 = stablehlo.select %61, %arg14, %85 : tensor<i1>, tensor<64xf32>
    %87 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %88 = stablehlo.divide %arg15, %87 : tensor<1024x64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<1024x64xf32>
    %91 = stablehlo.select %61, %arg15, %90 : tensor<i1>, tensor<1024x64xf32>
    %92 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %93 = stablehlo.divide %arg16, %92 : tensor<10xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<10xf32>
    %96 = stablehlo.select %61, %arg16, %95 : tensor<i1>, tensor<10xf32>
    %97 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %98 = stablehlo.divide %arg17, %97 : tensor<64x10xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<64x10xf32>
    %101 = stablehlo.select %61, %arg17, %100 : tensor<i1>, tensor<64x10xf32>
    %102 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.divide %arg18, %102 : tensor<64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<64xf32>
    %106 = stablehlo.select %61, %arg18, %105 : tensor<i1>, tensor<64xf32>
    %107 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %108 = stablehlo.divide %arg19, %107 : tensor<64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<64xf32>
    %111 = stablehlo.select %61, %arg19, %110 : tensor<i1>, tensor<64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.multiply %112, %66 : tensor<32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.multiply %114, %arg21 : tensor<32xf32>
    %116 = stablehlo.add %113, %115 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %118 = stablehlo.multiply %117, %71 : tensor<3x3x3x32xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %120 = stablehlo.multiply %119, %arg22 : tensor<3x3x3x32xf32>
    %121 = stablehlo.add %118, %120 : tensor<3x3x3x32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %123 = stablehlo.multiply %122, %76 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %125 = stablehlo.multiply %124, %arg23 : tensor<64xf32>
    %126 = stablehlo.add %123, %125 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %128 = stablehlo.multiply %127, %81 : tensor<3x3x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %130 = stablehlo.multiply %129, %arg24 : tensor<3x3x32x64xf32>
    %131 = stablehlo.add %128, %130 : tensor<3x3x32x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %133 = stablehlo.multiply %132, %86 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.multiply %134, %arg25 : tensor<64xf32>
    %136 = stablehlo.add %133, %135 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %138 = stablehlo.multiply %137, %91 : tensor<1024x64xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %140 = stablehlo.multiply %139, %arg26 : tensor<1024x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<1024x64xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %143 = stablehlo.multiply %142, %96 : tensor<10xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %145 = stablehlo.multiply %144, %arg27 : tensor<10xf32>
    %146 = stablehlo.add %143, %145 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %148 = stablehlo.multiply %147, %101 : tensor<64x10xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %150 = stablehlo.multiply %149, %arg28 : tensor<64x10xf32>
    %151 = stablehlo.add %148, %150 : tensor<64x10xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %153 = stablehlo.multiply %152, %106 : tensor<64xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %155 = stablehlo.multiply %154, %arg29 : tensor<64xf32>
    %156 = stablehlo.add %153, %155 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.multiply %157, %111 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %160 = stablehlo.multiply %159, %arg30 : tensor<64xf32>
    %161 = stablehlo.add %158, %160 : tensor<64xf32>
    %162 = stablehlo.multiply %66, %66 : tensor<32xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<32xf32>
    %cst_52 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %166 = stablehlo.multiply %165, %arg31 : tensor<32xf32>
    %167 = stablehlo.add %164, %166 : tensor<32xf32>
    %168 = stablehlo.multiply %71, %71 : tensor<3x3x3x32xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<3x3x3x32xf32>
    %cst_54 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %172 = stablehlo.multiply %171, %arg32 : tensor<3x3x3x32xf32>
    %173 = stablehlo.add %170, %172 : tensor<3x3x3x32xf32>
    %174 = stablehlo.multiply %76, %76 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %178 = stablehlo.multiply %177, %arg33 : tensor<64xf32>
    %179 = stablehlo.add %176, %178 : tensor<64xf32>
    %180 = stablehlo.multiply %81, %81 : tensor<3x3x32x64xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<3x3x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %184 = stablehlo.multiply %183, %arg34 : tensor<3x3x32x64xf32>
    %185 = stablehlo.add %182, %184 : tensor<3x3x32x64xf32>
    %186 = stablehlo.multiply %86, %86 : tensor<64xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.multiply %189, %arg35 : tensor<64xf32>
    %191 = stablehlo.add %188, %190 : tensor<64xf32>
    %192 = stablehlo.multiply %91, %91 : tensor<1024x64xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<1024x64xf32>
    %cst_62 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %196 = stablehlo.multiply %195, %arg36 : tensor<1024x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<1024x64xf32>
    %198 = stablehlo.multiply %96, %96 : tensor<10xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<10xf32>
    %cst_64 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %202 = stablehlo.multiply %201, %arg37 : tensor<10xf32>
    %203 = stablehlo.add %200, %202 : tensor<10xf32>
    %204 = stablehlo.multiply %101, %101 : tensor<64x10xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<64x10xf32>
    %cst_66 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %208 = stablehlo.multiply %207, %arg38 : tensor<64x10xf32>
    %209 = stablehlo.add %206, %208 : tensor<64x10xf32>
    %210 = stablehlo.multiply %106, %106 : tensor<64xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<64xf32>
    %cst_68 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %213, %arg39 : tensor<64xf32>
    %215 = stablehlo.add %212, %214 : tensor<64xf32>
    %216 = stablehlo.multiply %111, %111 : tensor<64xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %220 = stablehlo.multiply %219, %arg40 : tensor<64xf32>
    %221 = stablehlo.add %218, %220 : tensor<64xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %222 = stablehlo.compare LT, %arg20, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_71 = stablehlo.constant dense<1> : tensor<i32>
    %223 = stablehlo.add %arg20, %c_71 : tensor<i32>
    %c_72 = stablehlo.constant dense<2147483647> : tensor<i32>
    %224 = call @_where(%222, %223, %c_72) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %225 = stablehlo.convert %224 : (tensor<i32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %226 = stablehlo.convert %224 : (tensor<i32>) -> tensor<f32>
    %227 = stablehlo.power %cst_73, %226 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.subtract %cst_74, %227 : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %230 = stablehlo.divide %116, %229 : tensor<32xf32>
    %231 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %232 = stablehlo.divide %121, %231 : tensor<3x3x3x32xf32>
    %233 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %234 = stablehlo.divide %126, %233 : tensor<64xf32>
    %235 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %236 = stablehlo.divide %131, %235 : tensor<3x3x32x64xf32>
    %237 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.divide %136, %237 : tensor<64xf32>
    %239 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %240 = stablehlo.divide %141, %239 : tensor<1024x64xf32>
    %241 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %242 = stablehlo.divide %146, %241 : tensor<10xf32>
    %243 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %244 = stablehlo.divide %151, %243 : tensor<64x10xf32>
    %245 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %246 = stablehlo.divide %156, %245 : tensor<64xf32>
    %247 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %248 = stablehlo.divide %161, %247 : tensor<64xf32>
    %249 = stablehlo.convert %224 : (tensor<i32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %250 = stablehlo.convert %224 : (tensor<i32>) -> tensor<f32>
    %251 = stablehlo.power %cst_75, %250 : tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.subtract %cst_76, %251 : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.divide %167, %253 : tensor<32xf32>
    %255 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %256 = stablehlo.divide %173, %255 : tensor<3x3x3x32xf32>
    %257 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %258 = stablehlo.divide %179, %257 : tensor<64xf32>
    %259 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %260 = stablehlo.divide %185, %259 : tensor<3x3x32x64xf32>
    %261 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %262 = stablehlo.divide %191, %261 : tensor<64xf32>
    %263 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %264 = stablehlo.divide %197, %263 : tensor<1024x64xf32>
    %265 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %266 = stablehlo.divide %203, %265 : tensor<10xf32>
    %267 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %268 = stablehlo.divide %209, %267 : tensor<64x10xf32>
    %269 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %270 = stablehlo.divide %215, %269 : tensor<64xf32>
    %271 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %272 = stablehlo.divide %221, %271 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %274 = stablehlo.add %254, %273 : tensor<32xf32>
    %275 = stablehlo.sqrt %274 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %277 = stablehlo.add %275, %276 : tensor<32xf32>
    %278 = stablehlo.divide %230, %277 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %280 = stablehlo.add %256, %279 : tensor<3x3x3x32xf32>
    %281 = stablehlo.sqrt %280 : tensor<3x3x3x32xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %283 = stablehlo.add %281, %282 : tensor<3x3x3x32xf32>
    %284 = stablehlo.divide %232, %283 : tensor<3x3x3x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %286 = stablehlo.add %258, %285 : tensor<64xf32>
    %287 = stablehlo.sqrt %286 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %289 = stablehlo.add %287, %288 : tensor<64xf32>
    %290 = stablehlo.divide %234, %289 : tensor<64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %292 = stablehlo.add %260, %291 : tensor<3x3x32x64xf32>
    %293 = stablehlo.sqrt %292 : tensor<3x3x32x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %295 = stablehlo.add %293, %294 : tensor<3x3x32x64xf32>
    %296 = stablehlo.divide %236, %295 : tensor<3x3x32x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %298 = stablehlo.add %262, %297 : tensor<64xf32>
    %299 = stablehlo.sqrt %298 : tensor<64xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %301 = stablehlo.add %299, %300 : tensor<64xf32>
    %302 = stablehlo.divide %238, %301 : tensor<64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %304 = stablehlo.add %264, %303 : tensor<1024x64xf32>
    %305 = stablehlo.sqrt %304 : tensor<1024x64xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %307 = stablehlo.add %305, %306 : tensor<1024x64xf32>
    %308 = stablehlo.divide %240, %307 : tensor<1024x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %310 = stablehlo.add %266, %309 : tensor<10xf32>
    %311 = stablehlo.sqrt %310 : tensor<10xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %313 = stablehlo.add %311, %312 : tensor<10xf32>
    %314 = stablehlo.divide %242, %313 : tensor<10xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %316 = stablehlo.add %268, %315 : tensor<64x10xf32>
    %317 = stablehlo.sqrt %316 : tensor<64x10xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %319 = stablehlo.add %317, %318 : tensor<64x10xf32>
    %320 = stablehlo.divide %244, %319 : tensor<64x10xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %322 = stablehlo.add %270, %321 : tensor<64xf32>
    %323 = stablehlo.sqrt %322 : tensor<64xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %325 = stablehlo.add %323, %324 : tensor<64xf32>
    %326 = stablehlo.divide %246, %325 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %328 = stablehlo.add %272, %327 : tensor<64xf32>
    %329 = stablehlo.sqrt %328 : tensor<64xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %331 = stablehlo.add %329, %330 : tensor<64xf32>
    %332 = stablehlo.divide %248, %331 : tensor<64xf32>
    %cst_97 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %334 = stablehlo.multiply %333, %arg0 : tensor<32xf32>
    %335 = stablehlo.add %278, %334 : tensor<32xf32>
    %cst_98 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %337 = stablehlo.multiply %336, %arg1 : tensor<3x3x3x32xf32>
    %338 = stablehlo.add %284, %337 : tensor<3x3x3x32xf32>
    %cst_99 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %340 = stablehlo.multiply %339, %arg2 : tensor<64xf32>
    %341 = stablehlo.add %290, %340 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %343 = stablehlo.multiply %342, %arg3 : tensor<3x3x32x64xf32>
    %344 = stablehlo.add %296, %343 : tensor<3x3x32x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %346 = stablehlo.multiply %345, %arg4 : tensor<64xf32>
    %347 = stablehlo.add %302, %346 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %349 = stablehlo.multiply %348, %arg5 : tensor<1024x64xf32>
    %350 = stablehlo.add %308, %349 : tensor<1024x64xf32>
    %cst_103 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %352 = stablehlo.multiply %351, %arg6 : tensor<10xf32>
    %353 = stablehlo.add %314, %352 : tensor<10xf32>
    %cst_104 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %355 = stablehlo.multiply %354, %arg7 : tensor<64x10xf32>
    %356 = stablehlo.add %320, %355 : tensor<64x10xf32>
    %cst_105 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.multiply %357, %arg8 : tensor<64xf32>
    %359 = stablehlo.add %326, %358 : tensor<64xf32>
    %cst_106 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %361 = stablehlo.multiply %360, %arg9 : tensor<64xf32>
    %362 = stablehlo.add %332, %361 : tensor<64xf32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %363 = stablehlo.subtract %arg41, %c_107 : tensor<i32>
    %364 = stablehlo.convert %363 : (tensor<i32>) -> tensor<f32>
    %cst_108 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %365 = stablehlo.divide %364, %cst_108 : tensor<f32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %366 = stablehlo.compare LE, %363, %c_109, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %367 = stablehlo.power %cst_110, %365 : tensor<f32>
    %cst_111 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %368 = stablehlo.multiply %cst_111, %367 : tensor<f32>
    %cst_112 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %369 = call @_where_0(%366, %cst_112, %368) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %371 = stablehlo.multiply %370, %335 : tensor<32xf32>
    %372 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %373 = stablehlo.multiply %372, %338 : tensor<3x3x3x32xf32>
    %374 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.multiply %374, %341 : tensor<64xf32>
    %376 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %377 = stablehlo.multiply %376, %344 : tensor<3x3x32x64xf32>
    %378 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %379 = stablehlo.multiply %378, %347 : tensor<64xf32>
    %380 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %381 = stablehlo.multiply %380, %350 : tensor<1024x64xf32>
    %382 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %383 = stablehlo.multiply %382, %353 : tensor<10xf32>
    %384 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %385 = stablehlo.multiply %384, %356 : tensor<64x10xf32>
    %386 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %387 = stablehlo.multiply %386, %359 : tensor<64xf32>
    %388 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %389 = stablehlo.multiply %388, %362 : tensor<64xf32>
    %c_113 = stablehlo.constant dense<2147483647> : tensor<i32>
    %390 = stablehlo.compare LT, %arg41, %c_113, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_114 = stablehlo.constant dense<1> : tensor<i32>
    %391 = stablehlo.add %arg41, %c_114 : tensor<i32>
    %c_115 = stablehlo.constant dense<2147483647> : tensor<i32>
    %392 = call @_where(%390, %391, %c_115) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_116 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %394 = stablehlo.multiply %393, %371 : tensor<32xf32>
    %cst_117 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %396 = stablehlo.multiply %395, %373 : tensor<3x3x3x32xf32>
    %cst_118 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.multiply %397, %375 : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %400 = stablehlo.multiply %399, %377 : tensor<3x3x32x64xf32>
    %cst_120 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.multiply %401, %379 : tensor<64xf32>
    %cst_121 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %404 = stablehlo.multiply %403, %381 : tensor<1024x64xf32>
    %cst_122 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %406 = stablehlo.multiply %405, %383 : tensor<10xf32>
    %cst_123 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %408 = stablehlo.multiply %407, %385 : tensor<64x10xf32>
    %cst_124 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %410 = stablehlo.multiply %409, %387 : tensor<64xf32>
    %cst_125 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %412 = stablehlo.multiply %411, %389 : tensor<64xf32>
    %413 = stablehlo.add %arg0, %394 : tensor<32xf32>
    %414 = stablehlo.add %arg1, %396 : tensor<3x3x3x32xf32>
    %415 = stablehlo.add %arg2, %398 : tensor<64xf32>
    %416 = stablehlo.add %arg3, %400 : tensor<3x3x32x64xf32>
    %417 = stablehlo.add %arg4, %402 : tensor<64xf32>
    %418 = stablehlo.add %arg5, %404 : tensor<1024x64xf32>
    %419 = stablehlo.add %arg6, %406 : tensor<10xf32>
    %420 = stablehlo.add %arg7, %408 : tensor<64x10xf32>
    %421 = stablehlo.add %arg8, %410 : tensor<64xf32>
    %422 = stablehlo.add %arg9, %412 : tensor<64xf32>
    %423 = chlo.square %arg10 : tensor<32xf32> -> tensor<32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %425 = chlo.square %424 : tensor<32xf32> -> tensor<32xf32>
    %426 = stablehlo.add %423, %425 : tensor<32xf32>
    %427 = chlo.square %arg11 : tensor<3x3x3x32xf32> -> tensor<3x3x3x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %429 = chlo.square %428 : tensor<3x3x3x32xf32> -> tensor<3x3x3x32xf32>
    %430 = stablehlo.add %427, %429 : tensor<3x3x3x32xf32>
    %431 = chlo.square %arg12 : tensor<64xf32> -> tensor<64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %433 = chlo.square %432 : tensor<64xf32> -> tensor<64xf32>
    %434 = stablehlo.add %431, %433 : tensor<64xf32>
    %435 = chlo.square %arg13 : tensor<3x3x32x64xf32> -> tensor<3x3x32x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %437 = chlo.square %436 : tensor<3x3x32x64xf32> -> tensor<3x3x32x64xf32>
    %438 = stablehlo.add %435, %437 : tensor<3x3x32x64xf32>
    %439 = chlo.square %arg14 : tensor<64xf32> -> tensor<64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %441 = chlo.square %440 : tensor<64xf32> -> tensor<64xf32>
    %442 = stablehlo.add %439, %441 : tensor<64xf32>
    %443 = chlo.square %arg15 : tensor<1024x64xf32> -> tensor<1024x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %445 = chlo.square %444 : tensor<1024x64xf32> -> tensor<1024x64xf32>
    %446 = stablehlo.add %443, %445 : tensor<1024x64xf32>
    %447 = chlo.square %arg16 : tensor<10xf32> -> tensor<10xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %449 = chlo.square %448 : tensor<10xf32> -> tensor<10xf32>
    %450 = stablehlo.add %447, %449 : tensor<10xf32>
    %451 = chlo.square %arg17 : tensor<64x10xf32> -> tensor<64x10xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %453 = chlo.square %452 : tensor<64x10xf32> -> tensor<64x10xf32>
    %454 = stablehlo.add %451, %453 : tensor<64x10xf32>
    %455 = chlo.square %arg18 : tensor<64xf32> -> tensor<64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %457 = chlo.square %456 : tensor<64xf32> -> tensor<64xf32>
    %458 = stablehlo.add %455, %457 : tensor<64xf32>
    %459 = chlo.square %arg19 : tensor<64xf32> -> tensor<64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %461 = chlo.square %460 : tensor<64xf32> -> tensor<64xf32>
    %462 = stablehlo.add %459, %461 : tensor<64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%426 init: %cst_136) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%430 init: %cst_137) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%434 init: %cst_138) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%438 init: %cst_139) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%442 init: %cst_140) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%446 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%450 init: %cst_142) applies stablehlo.add across dimensions = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%454 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%458 init: %cst_144) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%462 init: %cst_145) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.add %cst_146, %463 : tensor<f32>
    %474 = stablehlo.add %473, %464 : tensor<f32>
    %475 = stablehlo.add %474, %465 : tensor<f32>
    %476 = stablehlo.add %475, %466 : tensor<f32>
    %477 = stablehlo.add %476, %467 : tensor<f32>
    %478 = stablehlo.add %477, %468 : tensor<f32>
    %479 = stablehlo.add %478, %469 : tensor<f32>
    %480 = stablehlo.add %479, %470 : tensor<f32>
    %481 = stablehlo.add %480, %471 : tensor<f32>
    %482 = stablehlo.add %481, %472 : tensor<f32>
    %483 = stablehlo.sqrt %482 : tensor<f32>
    return %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %224, %116, %121, %126, %131, %136, %141, %146, %151, %156, %161, %167, %173, %179, %185, %191, %197, %203, %209, %215, %221, %392, %483 : tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<1024x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<1024x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<1024x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
