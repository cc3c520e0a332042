module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<3x3x3x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<1024x64xf32>, %arg6: tensor<10xf32>, %arg7: tensor<64x10xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<32xf32>, %arg11: tensor<3x3x3x32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<3x3x32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<1024x64xf32>, %arg16: tensor<10xf32>, %arg17: tensor<64x10xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<i32>, %arg21: tensor<32xf32>, %arg22: tensor<3x3x3x32xf32>, %arg23: tensor<64xf32>, %arg24: tensor<3x3x32x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<1024x64xf32>, %arg27: tensor<10xf32>, %arg28: tensor<64x10xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<32xf32>, %arg32: tensor<3x3x3x32xf32>, %arg33: tensor<64xf32>, %arg34: tensor<3x3x32x64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<1024x64xf32>, %arg37: tensor<10xf32>, %arg38: tensor<64x10xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]['conv1']['bias']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[0]['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['conv2']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['conv2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['dense1']['bias']"}, tensor<1024x64xf32> {jax.result_info = "result[0]['dense1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[0]['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['norm']['scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['conv1']['bias']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[1][0].mu['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['conv2']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][0].mu['conv2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['dense1']['bias']"}, tensor<1024x64xf32> {jax.result_info = "result[1][0].mu['dense1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][0].mu['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['norm']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['conv1']['bias']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[1][0].nu['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['conv2']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][0].nu['conv2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['dense1']['bias']"}, tensor<1024x64xf32> {jax.result_info = "result[1][0].nu['dense1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][0].nu['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['norm']['scale']"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %0, %arg10 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.multiply %2, %arg21 : tensor<32xf32>
    %4 = stablehlo.add %1, %3 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %6 = stablehlo.multiply %5, %arg11 : tensor<3x3x3x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %8 = stablehlo.multiply %7, %arg22 : tensor<3x3x3x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<3x3x3x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.multiply %10, %arg12 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.multiply %12, %arg23 : tensor<64xf32>
    %14 = stablehlo.add %11, %13 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %16 = stablehlo.multiply %15, %arg13 : tensor<3x3x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %18 = stablehlo.multiply %17, %arg24 : tensor<3x3x32x64xf32>
    %19 = stablehlo.add %16, %18 : tensor<3x3x32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.multiply %20, %arg14 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.multiply %22, %arg25 : tensor<64xf32>
    %24 = stablehlo.add %21, %23 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %26 = stablehlo.multiply %25, %arg15 : tensor<1024x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %28 = stablehlo.multiply %27, %arg26 : tensor<1024x64xf32>
    %29 = stablehlo.add %26, %28 : tensor<1024x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %31 = stablehlo.multiply %30, %arg16 : tensor<10xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %33 = stablehlo.multiply %32, %arg27 : tensor<10xf32>
    %34 = stablehlo.add %31, %33 : tensor<10xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %36 = stablehlo.multiply %35, %arg17 : tensor<64x10xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %38 = stablehlo.multiply %37, %arg28 : tensor<64x10xf32>
    %39 = stablehlo.add %36, %38 : tensor<64x10xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %41 = stablehlo.multiply %40, %arg18 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %43 = stablehlo.multiply %42, %arg29 : tensor<64xf32>
    %44 = stablehlo.add %41, %43 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %46 = stablehlo.multiply %45, %arg19 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.multiply %47, %arg30 : tensor<64xf32>
    %49 = stablehlo.add %46, %48 : tensor<64xf32>
    %50 = stablehlo.multiply %arg10, %arg10 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %54 = stablehlo.multiply %53, %arg31 : tensor<32xf32>
    %55 = stablehlo.add %52, %54 : tensor<32xf32>
    %56 = stablehlo.multiply %arg11, %arg11 : tensor<3x3x3x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<3x3x3x32xf32>
    %cst_22 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %60 = stablehlo.multiply %59, %arg32 : tensor<3x3x3x32xf32>
    %61 = stablehlo.add %58, %60 : tensor<3x3x3x32xf32>
    %62 = stablehlo.multiply %arg12, %arg12 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<64xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.multiply %65, %arg33 : tensor<64xf32>
    %67 = stablehlo.add %64, %66 : tensor<64xf32>
    %68 = stablehlo.multiply %arg13, %arg13 : tensor<3x3x32x64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<3x3x32x64xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %72 = stablehlo.multiply %71, %arg34 : tensor<3x3x32x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<3x3x32x64xf32>
    %74 = stablehlo.multiply %arg14, %arg14 : tensor<64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<64xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %78 = stablehlo.multiply %77, %arg35 : tensor<64xf32>
    %79 = stablehlo.add %76, %78 : tensor<64xf32>
    %80 = stablehlo.multiply %arg15, %arg15 : tensor<1024x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<1024x64xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %84 = stablehlo.multiply %83, %arg36 : tensor<1024x64xf32>
    %85 = stablehlo.add %82, %84 : tensor<1024x64xf32>
    %86 = stablehlo.multiply %arg16, %arg16 : tensor<10xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<10xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.multiply %89, %arg37 : tensor<10xf32>
    %91 = stablehlo.add %88, %90 : tensor<10xf32>
    %92 = stablehlo.multiply %arg17, %arg17 : tensor<64x10xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<64x10xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %96 = stablehlo.multiply %95, %arg38 : tensor<64x10xf32>
    %97 = stablehlo.add %94, %96 : tensor<64x10xf32>
    %98 = stablehlo.multiply %arg18, %arg18 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %102 = stablehlo.multiply %101, %arg39 : tensor<64xf32>
    %103 = stablehlo.add %100, %102 : tensor<64xf32>
    %104 = stablehlo.multiply %arg19, %arg19 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<64xf32>
    %cst_38 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %108 = stablehlo.multiply %107, %arg40 : tensor<64xf32>
    %109 = stablehlo.add %106, %108 : tensor<64xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %110 = stablehlo.compare LT, %arg20, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %111 = stablehlo.add %arg20, %c_39 : tensor<i32>
    %c_40 = stablehlo.constant dense<2147483647> : tensor<i32>
    %112 = call @_where(%110, %111, %c_40) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %113 = stablehlo.convert %112 : (tensor<i32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.convert %112 : (tensor<i32>) -> tensor<f32>
    %115 = stablehlo.power %cst_41, %114 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.subtract %cst_42, %115 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %118 = stablehlo.divide %4, %117 : tensor<32xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %120 = stablehlo.divide %9, %119 : tensor<3x3x3x32xf32>
    %121 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %122 = stablehlo.divide %14, %121 : tensor<64xf32>
    %123 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %124 = stablehlo.divide %19, %123 : tensor<3x3x32x64xf32>
    %125 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %126 = stablehlo.divide %24, %125 : tensor<64xf32>
    %127 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %128 = stablehlo.divide %29, %127 : tensor<1024x64xf32>
    %129 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %130 = stablehlo.divide %34, %129 : tensor<10xf32>
    %131 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %132 = stablehlo.divide %39, %131 : tensor<64x10xf32>
    %133 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %134 = stablehlo.divide %44, %133 : tensor<64xf32>
    %135 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %136 = stablehlo.divide %49, %135 : tensor<64xf32>
    %137 = stablehlo.convert %112 : (tensor<i32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %138 = stablehlo.convert %112 : (tensor<i32>) -> tensor<f32>
    %139 = stablehlo.power %cst_43, %138 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.subtract %cst_44, %139 : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %142 = stablehlo.divide %55, %141 : tensor<32xf32>
    %143 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %144 = stablehlo.divide %61, %143 : tensor<3x3x3x32xf32>
    %145 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.divide %67, %145 : tensor<64xf32>
    %147 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %148 = stablehlo.divide %73, %147 : tensor<3x3x32x64xf32>
    %149 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %150 = stablehlo.divide %79, %149 : tensor<64xf32>
    %151 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %152 = stablehlo.divide %85, %151 : tensor<1024x64xf32>
    %153 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %154 = stablehlo.divide %91, %153 : tensor<10xf32>
    %155 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %156 = stablehlo.divide %97, %155 : tensor<64x10xf32>
    %157 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.divide %103, %157 : tensor<64xf32>
    %159 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %160 = stablehlo.divide %109, %159 : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %162 = stablehlo.add %142, %161 : tensor<32xf32>
    %163 = stablehlo.sqrt %162 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %165 = stablehlo.add %163, %164 : tensor<32xf32>
    %166 = stablehlo.divide %118, %165 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %168 = stablehlo.add %144, %167 : tensor<3x3x3x32xf32>
    %169 = stablehlo.sqrt %168 : tensor<3x3x3x32xf32>
    %cst_48 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %171 = stablehlo.add %169, %170 : tensor<3x3x3x32xf32>
    %172 = stablehlo.divide %120, %171 : tensor<3x3x3x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %174 = stablehlo.add %146, %173 : tensor<64xf32>
    %175 = stablehlo.sqrt %174 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %177 = stablehlo.add %175, %176 : tensor<64xf32>
    %178 = stablehlo.divide %122, %177 : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %180 = stablehlo.add %148, %179 : tensor<3x3x32x64xf32>
    %181 = stablehlo.sqrt %180 : tensor<3x3x32x64xf32>
    %cst_52 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<3x3x32x64xf32>
    %184 = stablehlo.divide %124, %183 : tensor<3x3x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.add %150, %185 : tensor<64xf32>
    %187 = stablehlo.sqrt %186 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.add %187, %188 : tensor<64xf32>
    %190 = stablehlo.divide %126, %189 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %192 = stablehlo.add %152, %191 : tensor<1024x64xf32>
    %193 = stablehlo.sqrt %192 : tensor<1024x64xf32>
    %cst_56 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %195 = stablehlo.add %193, %194 : tensor<1024x64xf32>
    %196 = stablehlo.divide %128, %195 : tensor<1024x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %198 = stablehlo.add %154, %197 : tensor<10xf32>
    %199 = stablehlo.sqrt %198 : tensor<10xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %201 = stablehlo.add %199, %200 : tensor<10xf32>
    %202 = stablehlo.divide %130, %201 : tensor<10xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %204 = stablehlo.add %156, %203 : tensor<64x10xf32>
    %205 = stablehlo.sqrt %204 : tensor<64x10xf32>
    %cst_60 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %207 = stablehlo.add %205, %206 : tensor<64x10xf32>
    %208 = stablehlo.divide %132, %207 : tensor<64x10xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %210 = stablehlo.add %158, %209 : tensor<64xf32>
    %211 = stablehlo.sqrt %210 : tensor<64xf32>
    %cst_62 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %213 = stablehlo.add %211, %212 : tensor<64xf32>
    %214 = stablehlo.divide %134, %213 : tensor<64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.add %160, %215 : tensor<64xf32>
    %217 = stablehlo.sqrt %216 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %219 = stablehlo.add %217, %218 : tensor<64xf32>
    %220 = stablehlo.divide %136, %219 : tensor<64xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %222 = stablehlo.multiply %221, %arg0 : tensor<32xf32>
    %223 = stablehlo.add %166, %222 : tensor<32xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %225 = stablehlo.multiply %224, %arg1 : tensor<3x3x3x32xf32>
    %226 = stablehlo.add %172, %225 : tensor<3x3x3x32xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %228 = stablehlo.multiply %227, %arg2 : tensor<64xf32>
    %229 = stablehlo.add %178, %228 : tensor<64xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %231 = stablehlo.multiply %230, %arg3 : tensor<3x3x32x64xf32>
    %232 = stablehlo.add %184, %231 : tensor<3x3x32x64xf32>
    %cst_69 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %234 = stablehlo.multiply %233, %arg4 : tensor<64xf32>
    %235 = stablehlo.add %190, %234 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %237 = stablehlo.multiply %236, %arg5 : tensor<1024x64xf32>
    %238 = stablehlo.add %196, %237 : tensor<1024x64xf32>
    %cst_71 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %240 = stablehlo.multiply %239, %arg6 : tensor<10xf32>
    %241 = stablehlo.add %202, %240 : tensor<10xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %243 = stablehlo.multiply %242, %arg7 : tensor<64x10xf32>
    %244 = stablehlo.add %208, %243 : tensor<64x10xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %246 = stablehlo.multiply %245, %arg8 : tensor<64xf32>
    %247 = stablehlo.add %214, %246 : tensor<64xf32>
    %cst_74 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %249 = stablehlo.multiply %248, %arg9 : tensor<64xf32>
    %250 = stablehlo.add %220, %249 : tensor<64xf32>
    %cst_75 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %252 = stablehlo.multiply %251, %223 : tensor<32xf32>
    %cst_76 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %254 = stablehlo.multiply %253, %226 : tensor<3x3x3x32xf32>
    %cst_77 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %256 = stablehlo.multiply %255, %229 : tensor<64xf32>
    %cst_78 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %258 = stablehlo.multiply %257, %232 : tensor<3x3x32x64xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.multiply %259, %235 : tensor<64xf32>
    %cst_80 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %262 = stablehlo.multiply %261, %238 : tensor<1024x64xf32>
    %cst_81 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %264 = stablehlo.multiply %263, %241 : tensor<10xf32>
    %cst_82 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %266 = stablehlo.multiply %265, %244 : tensor<64x10xf32>
    %cst_83 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %268 = stablehlo.multiply %267, %247 : tensor<64xf32>
    %cst_84 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %270 = stablehlo.multiply %269, %250 : tensor<64xf32>
    %271 = stablehlo.add %arg0, %252 : tensor<32xf32>
    %272 = stablehlo.add %arg1, %254 : tensor<3x3x3x32xf32>
    %273 = stablehlo.add %arg2, %256 : tensor<64xf32>
    %274 = stablehlo.add %arg3, %258 : tensor<3x3x32x64xf32>
    %275 = stablehlo.add %arg4, %260 : tensor<64xf32>
    %276 = stablehlo.add %arg5, %262 : tensor<1024x64xf32>
    %277 = stablehlo.add %arg6, %264 : tensor<10xf32>
    %278 = stablehlo.add %arg7, %266 : tensor<64x10xf32>
    %279 = stablehlo.add %arg8, %268 : tensor<64xf32>
    %280 = stablehlo.add %arg9, %270 : tensor<64xf32>
    return %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %112, %4, %9, %14, %19, %24, %29, %34, %39, %44, %49, %55, %61, %67, %73, %79, %85, %91, %97, %103, %109 : tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<1024x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<1024x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<1024x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
