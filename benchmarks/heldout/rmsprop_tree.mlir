module @jit_update attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128x10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<3x3x16x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<256x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x10xf32>, %arg13: tensor<10xf32>, %arg14: tensor<3x3x16x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<256x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256x128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128x10xf32>, %arg21: tensor<10xf32>, %arg22: tensor<3x3x16x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<256x256xf32>, %arg25: tensor<256xf32>, %arg26: tensor<256x128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128x10xf32>, %arg29: tensor<10xf32>, %arg30: tensor<3x3x16x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<256x256xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128x10xf32>, %arg37: tensor<10xf32>, %arg38: tensor<3x3x16x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<256x256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<256x128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128x10xf32>, %arg45: tensor<10xf32>, %arg46: tensor<3x3x16x32xf32>, %arg47: tensor<32xf32>) -> (tensor<256x256xf32> {jax.result_info = "result[0][0]"}, tensor<256x256xf32> {jax.result_info = "result[0][1]"}, tensor<256xf32> {jax.result_info = "result[1][0]"}, tensor<256xf32> {jax.result_info = "result[1][1]"}, tensor<256x128xf32> {jax.result_info = "result[2][0]"}, tensor<256x128xf32> {jax.result_info = "result[2][1]"}, tensor<128xf32> {jax.result_info = "result[3][0]"}, tensor<128xf32> {jax.result_info = "result[3][1]"}, tensor<128x10xf32> {jax.result_info = "result[4][0]"}, tensor<128x10xf32> {jax.result_info = "result[4][1]"}, tensor<10xf32> {jax.result_info = "result[5][0]"}, tensor<10xf32> {jax.result_info = "result[5][1]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[6][0]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[6][1]"}, tensor<32xf32> {jax.result_info = "result[7][0]"}, tensor<32xf32> {jax.result_info = "result[7][1]"}, tensor<256x256xf32> {jax.result_info = "result[8][0]"}, tensor<256x256xf32> {jax.result_info = "result[8][1]"}, tensor<256xf32> {jax.result_info = "result[9][0]"}, tensor<256xf32> {jax.result_info = "result[9][1]"}, tensor<256x128xf32> {jax.result_info = "result[10][0]"}, tensor<256x128xf32> {jax.result_info = "result[10][1]"}, tensor<128xf32> {jax.result_info = "result[11][0]"}, tensor<128xf32> {jax.result_info = "result[11][1]"}, tensor<128x10xf32> {jax.result_info = "result[12][0]"}, tensor<128x10xf32> {jax.result_info = "result[12][1]"}, tensor<10xf32> {jax.result_info = "result[13][0]"}, tensor<10xf32> {jax.result_info = "result[13][1]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[14][0]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[14][1]"}, tensor<32xf32> {jax.result_info = "result[15][0]"}, tensor<32xf32> {jax.result_info = "result[15][1]"}) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.multiply %0, %arg32 : tensor<256x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.multiply %2, %arg16 : tensor<256x256xf32>
    %4 = stablehlo.multiply %3, %arg16 : tensor<256x256xf32>
    %5 = stablehlo.add %1, %4 : tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %7 = stablehlo.multiply %6, %arg16 : tensor<256x256xf32>
    %8 = stablehlo.sqrt %5 : tensor<256x256xf32>
    %cst_2 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<256x256xf32>
    %11 = stablehlo.divide %7, %10 : tensor<256x256xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<256x256xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<256x256xf32>
    %15 = stablehlo.subtract %12, %14 : tensor<256x256xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %17 = stablehlo.multiply %16, %arg33 : tensor<256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %19 = stablehlo.multiply %18, %arg17 : tensor<256xf32>
    %20 = stablehlo.multiply %19, %arg17 : tensor<256xf32>
    %21 = stablehlo.add %17, %20 : tensor<256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %23 = stablehlo.multiply %22, %arg17 : tensor<256xf32>
    %24 = stablehlo.sqrt %21 : tensor<256xf32>
    %cst_7 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %26 = stablehlo.add %24, %25 : tensor<256xf32>
    %27 = stablehlo.divide %23, %26 : tensor<256xf32>
    %28 = stablehlo.subtract %arg1, %27 : tensor<256xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %30 = stablehlo.multiply %29, %arg1 : tensor<256xf32>
    %31 = stablehlo.subtract %28, %30 : tensor<256xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %33 = stablehlo.multiply %32, %arg34 : tensor<256x128xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %35 = stablehlo.multiply %34, %arg18 : tensor<256x128xf32>
    %36 = stablehlo.multiply %35, %arg18 : tensor<256x128xf32>
    %37 = stablehlo.add %33, %36 : tensor<256x128xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %39 = stablehlo.multiply %38, %arg18 : tensor<256x128xf32>
    %40 = stablehlo.sqrt %37 : tensor<256x128xf32>
    %cst_12 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %42 = stablehlo.add %40, %41 : tensor<256x128xf32>
    %43 = stablehlo.divide %39, %42 : tensor<256x128xf32>
    %44 = stablehlo.subtract %arg2, %43 : tensor<256x128xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %46 = stablehlo.multiply %45, %arg2 : tensor<256x128xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<256x128xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %49 = stablehlo.multiply %48, %arg35 : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %51 = stablehlo.multiply %50, %arg19 : tensor<128xf32>
    %52 = stablehlo.multiply %51, %arg19 : tensor<128xf32>
    %53 = stablehlo.add %49, %52 : tensor<128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %55 = stablehlo.multiply %54, %arg19 : tensor<128xf32>
    %56 = stablehlo.sqrt %53 : tensor<128xf32>
    %cst_17 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %58 = stablehlo.add %56, %57 : tensor<128xf32>
    %59 = stablehlo.divide %55, %58 : tensor<128xf32>
    %60 = stablehlo.subtract %arg3, %59 : tensor<128xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %62 = stablehlo.multiply %61, %arg3 : tensor<128xf32>
    %63 = stablehlo.subtract %60, %62 : tensor<128xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %65 = stablehlo.multiply %64, %arg36 : tensor<128x10xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %67 = stablehlo.multiply %66, %arg20 : tensor<128x10xf32>
    %68 = stablehlo.multiply %67, %arg20 : tensor<128x10xf32>
    %69 = stablehlo.add %65, %68 : tensor<128x10xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %71 = stablehlo.multiply %70, %arg20 : tensor<128x10xf32>
    %72 = stablehlo.sqrt %69 : tensor<128x10xf32>
    %cst_22 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %74 = stablehlo.add %72, %73 : tensor<128x10xf32>
    %75 = stablehlo.divide %71, %74 : tensor<128x10xf32>
    %76 = stablehlo.subtract %arg4, %75 : tensor<128x10xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %78 = stablehlo.multiply %77, %arg4 : tensor<128x10xf32>
    %79 = stablehlo.subtract %76, %78 : tensor<128x10xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %81 = stablehlo.multiply %80, %arg37 : tensor<10xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %83 = stablehlo.multiply %82, %arg21 : tensor<10xf32>
    %84 = stablehlo.multiply %83, %arg21 : tensor<10xf32>
    %85 = stablehlo.add %81, %84 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %87 = stablehlo.multiply %86, %arg21 : tensor<10xf32>
    %88 = stablehlo.sqrt %85 : tensor<10xf32>
    %cst_27 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.add %88, %89 : tensor<10xf32>
    %91 = stablehlo.divide %87, %90 : tensor<10xf32>
    %92 = stablehlo.subtract %arg5, %91 : tensor<10xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %94 = stablehlo.multiply %93, %arg5 : tensor<10xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<10xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %97 = stablehlo.multiply %96, %arg38 : tensor<3x3x16x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %99 = stablehlo.multiply %98, %arg22 : tensor<3x3x16x32xf32>
    %100 = stablehlo.multiply %99, %arg22 : tensor<3x3x16x32xf32>
    %101 = stablehlo.add %97, %100 : tensor<3x3x16x32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %103 = stablehlo.multiply %102, %arg22 : tensor<3x3x16x32xf32>
    %104 = stablehlo.sqrt %101 : tensor<3x3x16x32xf32>
    %cst_32 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %106 = stablehlo.add %104, %105 : tensor<3x3x16x32xf32>
    %107 = stablehlo.divide %103, %106 : tensor<3x3x16x32xf32>
    %108 = stablehlo.subtract %arg6, %107 : tensor<3x3x16x32xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %110 = stablehlo.multiply %109, %arg6 : tensor<3x3x16x32xf32>
    %111 = stablehlo.subtract %108, %110 : tensor<3x3x16x32xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.multiply %112, %arg39 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.multiply %114, %arg23 : tensor<32xf32>
    %116 = stablehlo.multiply %115, %arg23 : tensor<32xf32>
    %117 = stablehlo.add %113, %116 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %119 = stablehlo.multiply %118, %arg23 : tensor<32xf32>
    %120 = stablehlo.sqrt %117 : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.add %120, %121 : tensor<32xf32>
    %123 = stablehlo.divide %119, %122 : tensor<32xf32>
    %124 = stablehlo.subtract %arg7, %123 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %126 = stablehlo.multiply %125, %arg7 : tensor<32xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %129 = stablehlo.multiply %128, %arg40 : tensor<256x256xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %131 = stablehlo.multiply %130, %arg24 : tensor<256x256xf32>
    %132 = stablehlo.multiply %131, %arg24 : tensor<256x256xf32>
    %133 = stablehlo.add %129, %132 : tensor<256x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %135 = stablehlo.multiply %134, %arg24 : tensor<256x256xf32>
    %136 = stablehlo.sqrt %133 : tensor<256x256xf32>
    %cst_42 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %138 = stablehlo.add %136, %137 : tensor<256x256xf32>
    %139 = stablehlo.divide %135, %138 : tensor<256x256xf32>
    %140 = stablehlo.subtract %arg8, %139 : tensor<256x256xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %142 = stablehlo.multiply %141, %arg8 : tensor<256x256xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<256x256xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %145 = stablehlo.multiply %144, %arg41 : tensor<256xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %147 = stablehlo.multiply %146, %arg25 : tensor<256xf32>
    %148 = stablehlo.multiply %147, %arg25 : tensor<256xf32>
    %149 = stablehlo.add %145, %148 : tensor<256xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %151 = stablehlo.multiply %150, %arg25 : tensor<256xf32>
    %152 = stablehlo.sqrt %149 : tensor<256xf32>
    %cst_47 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %154 = stablehlo.add %152, %153 : tensor<256xf32>
    %155 = stablehlo.divide %151, %154 : tensor<256xf32>
    %156 = stablehlo.subtract %arg9, %155 : tensor<256xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %158 = stablehlo.multiply %157, %arg9 : tensor<256xf32>
    %159 = stablehlo.subtract %156, %158 : tensor<256xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %161 = stablehlo.multiply %160, %arg42 : tensor<256x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %163 = stablehlo.multiply %162, %arg26 : tensor<256x128xf32>
    %164 = stablehlo.multiply %163, %arg26 : tensor<256x128xf32>
    %165 = stablehlo.add %161, %164 : tensor<256x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %167 = stablehlo.multiply %166, %arg26 : tensor<256x128xf32>
    %168 = stablehlo.sqrt %165 : tensor<256x128xf32>
    %cst_52 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %170 = stablehlo.add %168, %169 : tensor<256x128xf32>
    %171 = stablehlo.divide %167, %170 : tensor<256x128xf32>
    %172 = stablehlo.subtract %arg10, %171 : tensor<256x128xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %174 = stablehlo.multiply %173, %arg10 : tensor<256x128xf32>
    %175 = stablehlo.subtract %172, %174 : tensor<256x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %177 = stablehlo.multiply %176, %arg43 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %179 = stablehlo.multiply %178, %arg27 : tensor<128xf32>
    %180 = stablehlo.multiply %179, %arg27 : tensor<128xf32>
    %181 = stablehlo.add %177, %180 : tensor<128xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %183 = stablehlo.multiply %182, %arg27 : tensor<128xf32>
    %184 = stablehlo.sqrt %181 : tensor<128xf32>
    %cst_57 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %186 = stablehlo.add %184, %185 : tensor<128xf32>
    %187 = stablehlo.divide %183, %186 : tensor<128xf32>
    %188 = stablehlo.subtract %arg11, %187 : tensor<128xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %190 = stablehlo.multiply %189, %arg11 : tensor<128xf32>
    %191 = stablehlo.subtract %188, %190 : tensor<128xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %193 = stablehlo.multiply %192, %arg44 : tensor<128x10xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %195 = stablehlo.multiply %194, %arg28 : tensor<128x10xf32>
    %196 = stablehlo.multiply %195, %arg28 : tensor<128x10xf32>
    %197 = stablehlo.add %193, %196 : tensor<128x10xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %199 = stablehlo.multiply %198, %arg28 : tensor<128x10xf32>
    %200 = stablehlo.sqrt %197 : tensor<128x10xf32>
    %cst_62 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %202 = stablehlo.add %200, %201 : tensor<128x10xf32>
    %203 = stablehlo.divide %199, %202 : tensor<128x10xf32>
    %204 = stablehlo.subtract %arg12, %203 : tensor<128x10xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %206 = stablehlo.multiply %205, %arg12 : tensor<128x10xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<128x10xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %209 = stablehlo.multiply %208, %arg45 : tensor<10xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %211 = stablehlo.multiply %210, %arg29 : tensor<10xf32>
    %212 = stablehlo.multiply %211, %arg29 : tensor<10xf32>
    %213 = stablehlo.add %209, %212 : tensor<10xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %215 = stablehlo.multiply %214, %arg29 : tensor<10xf32>
    %216 = stablehlo.sqrt %213 : tensor<10xf32>
    %cst_67 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %218 = stablehlo.add %216, %217 : tensor<10xf32>
    %219 = stablehlo.divide %215, %218 : tensor<10xf32>
    %220 = stablehlo.subtract %arg13, %219 : tensor<10xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %222 = stablehlo.multiply %221, %arg13 : tensor<10xf32>
    %223 = stablehlo.subtract %220, %222 : tensor<10xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %225 = stablehlo.multiply %224, %arg46 : tensor<3x3x16x32xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %227 = stablehlo.multiply %226, %arg30 : tensor<3x3x16x32xf32>
    %228 = stablehlo.multiply %227, %arg30 : tensor<3x3x16x32xf32>
    %229 = stablehlo.add %225, %228 : tensor<3x3x16x32xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %231 = stablehlo.multiply %230, %arg30 : tensor<3x3x16x32xf32>
    %232 = stablehlo.sqrt %229 : tensor<3x3x16x32xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %234 = stablehlo.add %232, %233 : tensor<3x3x16x32xf32>
    %235 = stablehlo.divide %231, %234 : tensor<3x3x16x32xf32>
    %236 = stablehlo.subtract %arg14, %235 : tensor<3x3x16x32xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %238 = stablehlo.multiply %237, %arg14 : tensor<3x3x16x32xf32>
    %239 = stablehlo.subtract %236, %238 : tensor<3x3x16x32xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %241 = stablehlo.multiply %240, %arg47 : tensor<32xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %243 = stablehlo.multiply %242, %arg31 : tensor<32xf32>
    %244 = stablehlo.multiply %243, %arg31 : tensor<32xf32>
    %245 = stablehlo.add %241, %244 : tensor<32xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.multiply %246, %arg31 : tensor<32xf32>
    %248 = stablehlo.sqrt %245 : tensor<32xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %250 = stablehlo.add %248, %249 : tensor<32xf32>
    %251 = stablehlo.divide %247, %250 : tensor<32xf32>
    %252 = stablehlo.subtract %arg15, %251 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.multiply %253, %arg15 : tensor<32xf32>
    %255 = stablehlo.subtract %252, %254 : tensor<32xf32>
    return %15, %5, %31, %21, %47, %37, %63, %53, %79, %69, %95, %85, %111, %101, %127, %117, %143, %133, %159, %149, %175, %165, %191, %181, %207, %197, %223, %213, %239, %229, %255, %245 : tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<3x3x16x32xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<3x3x16x32xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
