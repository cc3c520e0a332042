module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<10xf32>, %arg5: tensor<256x10xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<i32>, %arg9: tensor<256xf32>, %arg10: tensor<256x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x256xf32>, %arg13: tensor<10xf32>, %arg14: tensor<256x10xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x256xf32>, %arg21: tensor<10xf32>, %arg22: tensor<256x10xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<ui32>, %arg26: tensor<512x256xf32>, %arg27: tensor<512xi32>) -> (tensor<256xf32> {jax.result_info = "result[0][0]['l1']['bias'].value"}, tensor<256x256xf32> {jax.result_info = "result[0][0]['l1']['kernel'].value"}, tensor<256xf32> {jax.result_info = "result[0][0]['l2']['bias'].value"}, tensor<256x256xf32> {jax.result_info = "result[0][0]['l2']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[0][0]['l3']['bias'].value"}, tensor<256x10xf32> {jax.result_info = "result[0][0]['l3']['kernel'].value"}, tensor<256xf32> {jax.result_info = "result[0][0]['norm']['bias'].value"}, tensor<256xf32> {jax.result_info = "result[0][0]['norm']['scale'].value"}, tensor<i32> {jax.result_info = "result[0][1]['opt_state'][0]['count'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['l1']['bias'].value"}, tensor<256x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['l1']['kernel'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['l2']['bias'].value"}, tensor<256x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['l2']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['l3']['bias'].value"}, tensor<256x10xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['l3']['kernel'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['norm']['bias'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['norm']['scale'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['l1']['bias'].value"}, tensor<256x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['l1']['kernel'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['l2']['bias'].value"}, tensor<256x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['l2']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['l3']['bias'].value"}, tensor<256x10xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['l3']['kernel'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['norm']['bias'].value"}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['norm']['scale'].value"}, tensor<ui32> {jax.result_info = "result[0][1]['step'].value"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg26, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x256xf32>
    %4 = chlo.square %3 : tensor<512x256xf32> -> tensor<512x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<512x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %9 = stablehlo.divide %7, %8 : tensor<512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.divide %10, %11 : tensor<512xf32>
    %13 = chlo.square %9 : tensor<512xf32> -> tensor<512xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<512xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<512xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<512xi1>, tensor<512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<512xi1>, tensor<512xf32>
    %28 = stablehlo.divide %22, %27 : tensor<512xf32>
    %29 = stablehlo.reshape %9 : (tensor<512xf32>) -> tensor<512x1xf32>
    %30 = stablehlo.reshape %18 : (tensor<512xf32>) -> tensor<512x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
    %32 = stablehlo.subtract %3, %31 : tensor<512x256xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<512x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<512x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<512x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<512x1xf32>
    %39 = stablehlo.reshape %arg7 : (tensor<256xf32>) -> tensor<1x256xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<512x256xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<512x256xf32>
    %44 = stablehlo.reshape %arg6 : (tensor<256xf32>) -> tensor<1x256xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %46 = stablehlo.add %43, %45 : tensor<512x256xf32>
    %47 = call @relu(%46) : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %49 = stablehlo.compare GT, %46, %48, FLOAT : (tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<512x256xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %51 = stablehlo.dot_general %47, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
    %52 = stablehlo.reshape %arg2 : (tensor<256xf32>) -> tensor<1x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %54 = stablehlo.add %51, %53 : tensor<512x256xf32>
    %55 = call @relu(%54) : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %57 = stablehlo.compare GT, %54, %56, FLOAT : (tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<512x256xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %59 = stablehlo.dot_general %55, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x10xf32>) -> tensor<512x10xf32>
    %60 = stablehlo.reshape %arg4 : (tensor<10xf32>) -> tensor<1x10xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<512x10xf32>
    %62 = stablehlo.add %59, %61 : tensor<512x10xf32>
    %63 = stablehlo.broadcast_in_dim %arg27, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %64:2 = call @take_along_axis(%62, %63) : (tensor<512x10xf32>, tensor<512x1xi32>) -> (tensor<512x1xf32>, tensor<512x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %65:2 = call @_take(%64#0, %c) : (tensor<512x1xf32>, tensor<i32>) -> (tensor<512xf32>, tensor<1xi32>)
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%62 init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<512x10xf32>, tensor<f32>) -> tensor<512xf32>
    %67 = stablehlo.reshape %66 : (tensor<512xf32>) -> tensor<512x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x10xf32>
    %69 = stablehlo.compare EQ, %62, %68, FLOAT : (tensor<512x10xf32>, tensor<512x10xf32>) -> tensor<512x10xi1>
    %70 = stablehlo.convert %69 : (tensor<512x10xi1>) -> tensor<512x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<512x10xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %73 = stablehlo.maximum %72, %66 : tensor<512xf32>
    %74 = stablehlo.compare EQ, %66, %73, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %77 = stablehlo.select %74, %75, %76 : tensor<512xi1>, tensor<512xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %79 = stablehlo.compare EQ, %78, %73, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %82 = stablehlo.select %79, %80, %81 : tensor<512xi1>, tensor<512xf32>
    %83 = stablehlo.divide %77, %82 : tensor<512xf32>
    %84 = stablehlo.is_finite %73 : (tensor<512xf32>) -> tensor<512xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %86 = stablehlo.select %84, %73, %85 : tensor<512xi1>, tensor<512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x10xf32>
    %90 = stablehlo.subtract %62, %89 : tensor<512x10xf32>
    %91 = stablehlo.exponential %90 : tensor<512x10xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<512x10xf32>, tensor<f32>) -> tensor<512xf32>
    %93 = stablehlo.sign %92 : tensor<512xf32>
    %94 = stablehlo.abs %92 : tensor<512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %96 = stablehlo.compare GE, %92, %95, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %97 = stablehlo.log %94 : tensor<512xf32>
    %98 = stablehlo.add %97, %86 : tensor<512xf32>
    %99 = stablehlo.subtract %98, %65#0 : tensor<512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %101 = stablehlo.divide %100, %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %102 = stablehlo.divide %cst_31, %cst_32 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %104 = stablehlo.negate %103 : tensor<512xf32>
    %105 = stablehlo.divide %103, %94 : tensor<512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %107 = stablehlo.select %96, %106, %105 : tensor<512xi1>, tensor<512xf32>
    %108 = stablehlo.select %96, %105, %106 : tensor<512xi1>, tensor<512xf32>
    %109 = stablehlo.negate %107 : tensor<512xf32>
    %110 = stablehlo.add %108, %109 : tensor<512xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<512xf32>) -> tensor<512x10xf32>
    %112 = stablehlo.multiply %111, %91 : tensor<512x10xf32>
    %113 = call @_take_0(%65#1, %104) : (tensor<1xi32>, tensor<512xf32>) -> tensor<512x1xf32>
    %114 = call @take_along_axis_1(%64#1, %113) : (tensor<512x1x1xi32>, tensor<512x1xf32>) -> tensor<512x10xf32>
    %115 = stablehlo.add %112, %114 : tensor<512x10xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<512x10xf32>, tensor<f32>) -> tensor<10xf32>
    %117 = stablehlo.reshape %116 : (tensor<10xf32>) -> tensor<1x10xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x10xf32>) -> tensor<10xf32>
    %119 = stablehlo.dot_general %115, %55, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x10xf32>, tensor<512x256xf32>) -> tensor<10x256xf32>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %121 = stablehlo.dot_general %115, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x10xf32>, tensor<256x10xf32>) -> tensor<512x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %123 = stablehlo.select %57, %121, %122 : tensor<512x256xi1>, tensor<512x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %125 = stablehlo.reshape %124 : (tensor<256xf32>) -> tensor<1x256xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x256xf32>) -> tensor<256xf32>
    %127 = stablehlo.dot_general %123, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %128 = stablehlo.transpose %127, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %129 = stablehlo.dot_general %123, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %131 = stablehlo.select %49, %129, %130 : tensor<512x256xi1>, tensor<512x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %133 = stablehlo.reshape %132 : (tensor<256xf32>) -> tensor<1x256xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x256xf32>) -> tensor<256xf32>
    %135 = stablehlo.multiply %32, %131 : tensor<512x256xf32>
    %136 = stablehlo.multiply %131, %42 : tensor<512x256xf32>
    %137 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
    %138 = stablehlo.multiply %137, %135 : tensor<512x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %140 = stablehlo.reshape %139 : (tensor<256xf32>) -> tensor<1x256xf32>
    %141 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %142 = stablehlo.multiply %135, %141 : tensor<512x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
    %144 = stablehlo.reshape %143 : (tensor<512xf32>) -> tensor<512x1xf32>
    %145 = stablehlo.reshape %140 : (tensor<1x256xf32>) -> tensor<256xf32>
    %146 = stablehlo.multiply %144, %38 : tensor<512x1xf32>
    %147 = stablehlo.negate %136 : tensor<512x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_41) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
    %149 = stablehlo.reshape %148 : (tensor<512xf32>) -> tensor<512x1xf32>
    %150 = stablehlo.reshape %146 : (tensor<512x1xf32>) -> tensor<512xf32>
    %151 = stablehlo.reshape %149 : (tensor<512x1xf32>) -> tensor<512xf32>
    %152 = stablehlo.multiply %150, %28 : tensor<512xf32>
    %153 = stablehlo.negate %152 : tensor<512xf32>
    %154 = stablehlo.multiply %153, %15 : tensor<512xf32>
    %155 = stablehlo.add %151, %154 : tensor<512xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %157 = stablehlo.divide %152, %156 : tensor<512xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<512xf32>) -> tensor<512x256xf32>
    %cst_43 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %160 = stablehlo.divide %155, %159 : tensor<512xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<512xf32>) -> tensor<512x256xf32>
    %162 = stablehlo.add %136, %161 : tensor<512x256xf32>
    %163 = stablehlo.multiply %158, %6 : tensor<512x256xf32>
    %164 = stablehlo.add %162, %163 : tensor<512x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %166 = stablehlo.reshape %165 : (tensor<256xf32>) -> tensor<1x256xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x256xf32>) -> tensor<256xf32>
    %168 = stablehlo.dot_general %164, %arg26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %169 = stablehlo.transpose %168, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %171 = stablehlo.multiply %170, %167 : tensor<256xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %173 = stablehlo.multiply %172, %arg9 : tensor<256xf32>
    %174 = stablehlo.add %171, %173 : tensor<256xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %176 = stablehlo.multiply %175, %169 : tensor<256x256xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %178 = stablehlo.multiply %177, %arg10 : tensor<256x256xf32>
    %179 = stablehlo.add %176, %178 : tensor<256x256xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %181 = stablehlo.multiply %180, %126 : tensor<256xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %183 = stablehlo.multiply %182, %arg11 : tensor<256xf32>
    %184 = stablehlo.add %181, %183 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %186 = stablehlo.multiply %185, %128 : tensor<256x256xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %188 = stablehlo.multiply %187, %arg12 : tensor<256x256xf32>
    %189 = stablehlo.add %186, %188 : tensor<256x256xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %191 = stablehlo.multiply %190, %118 : tensor<10xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %193 = stablehlo.multiply %192, %arg13 : tensor<10xf32>
    %194 = stablehlo.add %191, %193 : tensor<10xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %196 = stablehlo.multiply %195, %120 : tensor<256x10xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %198 = stablehlo.multiply %197, %arg14 : tensor<256x10xf32>
    %199 = stablehlo.add %196, %198 : tensor<256x10xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %201 = stablehlo.multiply %200, %134 : tensor<256xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %203 = stablehlo.multiply %202, %arg15 : tensor<256xf32>
    %204 = stablehlo.add %201, %203 : tensor<256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %206 = stablehlo.multiply %205, %145 : tensor<256xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %208 = stablehlo.multiply %207, %arg16 : tensor<256xf32>
    %209 = stablehlo.add %206, %208 : tensor<256xf32>
    %210 = stablehlo.multiply %167, %167 : tensor<256xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<256xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %214 = stablehlo.multiply %213, %arg17 : tensor<256xf32>
    %215 = stablehlo.add %212, %214 : tensor<256xf32>
    %216 = stablehlo.multiply %169, %169 : tensor<256x256xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<256x256xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %220 = stablehlo.multiply %219, %arg18 : tensor<256x256xf32>
    %221 = stablehlo.add %218, %220 : tensor<256x256xf32>
    %222 = stablehlo.multiply %126, %126 : tensor<256xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<256xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %226 = stablehlo.multiply %225, %arg19 : tensor<256xf32>
    %227 = stablehlo.add %224, %226 : tensor<256xf32>
    %228 = stablehlo.multiply %128, %128 : tensor<256x256xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<256x256xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %232 = stablehlo.multiply %231, %arg20 : tensor<256x256xf32>
    %233 = stablehlo.add %230, %232 : tensor<256x256xf32>
    %234 = stablehlo.multiply %118, %118 : tensor<10xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<10xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %238 = stablehlo.multiply %237, %arg21 : tensor<10xf32>
    %239 = stablehlo.add %236, %238 : tensor<10xf32>
    %240 = stablehlo.multiply %120, %120 : tensor<256x10xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<256x10xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %244 = stablehlo.multiply %243, %arg22 : tensor<256x10xf32>
    %245 = stablehlo.add %242, %244 : tensor<256x10xf32>
    %246 = stablehlo.multiply %134, %134 : tensor<256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<256xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %250 = stablehlo.multiply %249, %arg23 : tensor<256xf32>
    %251 = stablehlo.add %248, %250 : tensor<256xf32>
    %252 = stablehlo.multiply %145, %145 : tensor<256xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<256xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %256 = stablehlo.multiply %255, %arg24 : tensor<256xf32>
    %257 = stablehlo.add %254, %256 : tensor<256xf32>
    %c_77 = stablehlo.constant dense<2147483647> : tensor<i32>
    %258 = stablehlo.compare LT, %arg8, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_78 = stablehlo.constant dense<1> : tensor<i32>
    %259 = stablehlo.add %arg8, %c_78 : tensor<i32>
    %c_79 = stablehlo.constant dense<2147483647> : tensor<i32>
    %260 = call @_where_2(%258, %259, %c_79) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %261 = stablehlo.convert %260 : (tensor<i32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %262 = stablehlo.convert %260 : (tensor<i32>) -> tensor<f32>
    %263 = stablehlo.power %cst_80, %262 : tensor<f32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.subtract %cst_81, %263 : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %266 = stablehlo.divide %174, %265 : tensor<256xf32>
    %267 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %268 = stablehlo.divide %179, %267 : tensor<256x256xf32>
    %269 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %270 = stablehlo.divide %184, %269 : tensor<256xf32>
    %271 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %272 = stablehlo.divide %189, %271 : tensor<256x256xf32>
    %273 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %274 = stablehlo.divide %194, %273 : tensor<10xf32>
    %275 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %276 = stablehlo.divide %199, %275 : tensor<256x10xf32>
    %277 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %278 = stablehlo.divide %204, %277 : tensor<256xf32>
    %279 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %280 = stablehlo.divide %209, %279 : tensor<256xf32>
    %281 = stablehlo.convert %260 : (tensor<i32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.convert %260 : (tensor<i32>) -> tensor<f32>
    %283 = stablehlo.power %cst_82, %282 : tensor<f32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.subtract %cst_83, %283 : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %286 = stablehlo.divide %215, %285 : tensor<256xf32>
    %287 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %288 = stablehlo.divide %221, %287 : tensor<256x256xf32>
    %289 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %290 = stablehlo.divide %227, %289 : tensor<256xf32>
    %291 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %292 = stablehlo.divide %233, %291 : tensor<256x256xf32>
    %293 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %294 = stablehlo.divide %239, %293 : tensor<10xf32>
    %295 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %296 = stablehlo.divide %245, %295 : tensor<256x10xf32>
    %297 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %298 = stablehlo.divide %251, %297 : tensor<256xf32>
    %299 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %300 = stablehlo.divide %257, %299 : tensor<256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %302 = stablehlo.add %286, %301 : tensor<256xf32>
    %303 = stablehlo.sqrt %302 : tensor<256xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %305 = stablehlo.add %303, %304 : tensor<256xf32>
    %306 = stablehlo.divide %266, %305 : tensor<256xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %308 = stablehlo.add %288, %307 : tensor<256x256xf32>
    %309 = stablehlo.sqrt %308 : tensor<256x256xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %311 = stablehlo.add %309, %310 : tensor<256x256xf32>
    %312 = stablehlo.divide %268, %311 : tensor<256x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %314 = stablehlo.add %290, %313 : tensor<256xf32>
    %315 = stablehlo.sqrt %314 : tensor<256xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %317 = stablehlo.add %315, %316 : tensor<256xf32>
    %318 = stablehlo.divide %270, %317 : tensor<256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %320 = stablehlo.add %292, %319 : tensor<256x256xf32>
    %321 = stablehlo.sqrt %320 : tensor<256x256xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %323 = stablehlo.add %321, %322 : tensor<256x256xf32>
    %324 = stablehlo.divide %272, %323 : tensor<256x256xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %326 = stablehlo.add %294, %325 : tensor<10xf32>
    %327 = stablehlo.sqrt %326 : tensor<10xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %329 = stablehlo.add %327, %328 : tensor<10xf32>
    %330 = stablehlo.divide %274, %329 : tensor<10xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %332 = stablehlo.add %296, %331 : tensor<256x10xf32>
    %333 = stablehlo.sqrt %332 : tensor<256x10xf32>
    %cst_95 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %335 = stablehlo.add %333, %334 : tensor<256x10xf32>
    %336 = stablehlo.divide %276, %335 : tensor<256x10xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %338 = stablehlo.add %298, %337 : tensor<256xf32>
    %339 = stablehlo.sqrt %338 : tensor<256xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %341 = stablehlo.add %339, %340 : tensor<256xf32>
    %342 = stablehlo.divide %278, %341 : tensor<256xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %344 = stablehlo.add %300, %343 : tensor<256xf32>
    %345 = stablehlo.sqrt %344 : tensor<256xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %347 = stablehlo.add %345, %346 : tensor<256xf32>
    %348 = stablehlo.divide %280, %347 : tensor<256xf32>
    %cst_100 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %350 = stablehlo.multiply %349, %306 : tensor<256xf32>
    %cst_101 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %352 = stablehlo.multiply %351, %312 : tensor<256x256xf32>
    %cst_102 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %354 = stablehlo.multiply %353, %318 : tensor<256xf32>
    %cst_103 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %356 = stablehlo.multiply %355, %324 : tensor<256x256xf32>
    %cst_104 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %358 = stablehlo.multiply %357, %330 : tensor<10xf32>
    %cst_105 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %360 = stablehlo.multiply %359, %336 : tensor<256x10xf32>
    %cst_106 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %362 = stablehlo.multiply %361, %342 : tensor<256xf32>
    %cst_107 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %364 = stablehlo.multiply %363, %348 : tensor<256xf32>
    %365 = stablehlo.add %arg0, %350 : tensor<256xf32>
    %366 = stablehlo.add %arg1, %352 : tensor<256x256xf32>
    %367 = stablehlo.add %arg2, %354 : tensor<256xf32>
    %368 = stablehlo.add %arg3, %356 : tensor<256x256xf32>
    %369 = stablehlo.add %arg4, %358 : tensor<10xf32>
    %370 = stablehlo.add %arg5, %360 : tensor<256x10xf32>
    %371 = stablehlo.add %arg6, %362 : tensor<256xf32>
    %372 = stablehlo.add %arg7, %364 : tensor<256xf32>
    %c_108 = stablehlo.constant dense<1> : tensor<ui32>
    %373 = stablehlo.add %arg25, %c_108 : tensor<ui32>
    return %365, %366, %367, %368, %369, %370, %371, %372, %260, %174, %179, %184, %189, %194, %199, %204, %209, %215, %221, %227, %233, %239, %245, %251, %257, %373, %101 : tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<256xf32>, tensor<256xf32>, tensor<ui32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<512x256xf32>) -> tensor<512x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x256xf32>
    return %1 : tensor<512x256xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<512x10xf32>, %arg1: tensor<512x1xi32>) -> (tensor<512x1xf32>, tensor<512x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<512x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<512x1xi1>, tensor<512x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<512x1xi32>) -> tensor<512x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<512x1x1xi32>, tensor<512x1x1xi32>) -> tensor<512x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<512x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<512x1x1xi32>, tensor<512x1x1xi32>) -> tensor<512x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<512x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<512x1x1xi1>, tensor<i1>) -> tensor<512x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<512x10xf32>, tensor<512x1x1xi32>) -> tensor<512x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<512x1xi1>, tensor<512x1xf32>
    return %15, %5 : tensor<512x1xf32>, tensor<512x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<512x1xf32>, %arg1: tensor<i32>) -> (tensor<512xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 512, 1>}> : (tensor<512x1xf32>, tensor<1xi32>) -> tensor<512xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<512xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<512xi1>, tensor<512xf32>
    return %13, %3 : tensor<512xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<512xf32>) -> tensor<512x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x1xf32>, tensor<1xi32>, tensor<512xf32>) -> tensor<512x1xf32>
    return %1 : tensor<512x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<512x1x1xi32>, %arg1: tensor<512x1xf32>) -> tensor<512x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x10xf32>, tensor<512x1x1xi32>, tensor<512x1xf32>) -> tensor<512x10xf32>
    return %1 : tensor<512x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
