module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<1024x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<256xf32> {jax.result_info = "result[1]"}, tensor<256x256xf32> {jax.result_info = "result[2]"}, tensor<256xf32> {jax.result_info = "result[3]"}, tensor<256x64xf32> {jax.result_info = "result[4]"}, tensor<64xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x256xf32>) -> tensor<1024x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<1024x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<1024x256xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<1024x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<1024x256xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<1024x256xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<1024x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<1024x256xf32>
    %11 = stablehlo.add %3, %10 : tensor<1024x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1024x256xf32>
    %14 = stablehlo.tanh %13 : tensor<1024x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<1024x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %18 = stablehlo.add %17, %14 : tensor<1024x256xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<1024x256xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<1024x256xf32>
    %22 = stablehlo.dot_general %21, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<256x256xf32>) -> tensor<1024x256xf32>
    %23 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<1024x256xf32>
    %25 = stablehlo.add %22, %24 : tensor<1024x256xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<1024x256xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<1024x256xf32>
    %28 = stablehlo.multiply %25, %25 : tensor<1024x256xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<1024x256xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %32 = stablehlo.multiply %31, %27 : tensor<1024x256xf32>
    %33 = stablehlo.add %25, %32 : tensor<1024x256xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<1024x256xf32>
    %36 = stablehlo.tanh %35 : tensor<1024x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<1024x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %40 = stablehlo.add %39, %36 : tensor<1024x256xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<1024x256xf32>
    %43 = stablehlo.multiply %25, %42 : tensor<1024x256xf32>
    %44 = stablehlo.dot_general %43, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<256x64xf32>) -> tensor<1024x64xf32>
    %45 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1024x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<1024x64xf32>
    %48 = stablehlo.subtract %47, %arg1 : tensor<1024x64xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<1024x64xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<1024x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %54 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %56 = stablehlo.multiply %55, %51 : tensor<1024x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.reshape %57 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.dot_general %56, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x64xf32>, tensor<1024x256xf32>) -> tensor<64x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %62 = stablehlo.dot_general %56, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x64xf32>, tensor<256x64xf32>) -> tensor<1024x256xf32>
    %63 = stablehlo.multiply %25, %62 : tensor<1024x256xf32>
    %64 = stablehlo.multiply %62, %42 : tensor<1024x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<1024x256xf32>
    %67 = stablehlo.multiply %66, %38 : tensor<1024x256xf32>
    %68 = stablehlo.multiply %67, %36 : tensor<1024x256xf32>
    %69 = stablehlo.add %67, %68 : tensor<1024x256xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<1024x256xf32>
    %72 = stablehlo.add %64, %71 : tensor<1024x256xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %74 = stablehlo.multiply %73, %71 : tensor<1024x256xf32>
    %75 = stablehlo.multiply %74, %30 : tensor<1024x256xf32>
    %76 = stablehlo.add %72, %75 : tensor<1024x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<256xf32>
    %78 = stablehlo.reshape %77 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %80 = stablehlo.dot_general %76, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<256x256xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %82 = stablehlo.dot_general %76, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<256x256xf32>) -> tensor<1024x256xf32>
    %83 = stablehlo.multiply %3, %82 : tensor<1024x256xf32>
    %84 = stablehlo.multiply %82, %20 : tensor<1024x256xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %86 = stablehlo.multiply %85, %83 : tensor<1024x256xf32>
    %87 = stablehlo.multiply %86, %16 : tensor<1024x256xf32>
    %88 = stablehlo.multiply %87, %14 : tensor<1024x256xf32>
    %89 = stablehlo.add %87, %88 : tensor<1024x256xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<1024x256xf32>
    %92 = stablehlo.add %84, %91 : tensor<1024x256xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<1024x256xf32>
    %95 = stablehlo.multiply %94, %8 : tensor<1024x256xf32>
    %96 = stablehlo.add %92, %95 : tensor<1024x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<256xf32>
    %98 = stablehlo.reshape %97 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %100 = stablehlo.dot_general %96, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<1024x128xf32>) -> tensor<256x128xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<128x256xf32>
    %104 = stablehlo.subtract %arg2, %103 : tensor<128x256xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %106 = stablehlo.multiply %105, %99 : tensor<256xf32>
    %107 = stablehlo.subtract %arg3, %106 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %109 = stablehlo.multiply %108, %81 : tensor<256x256xf32>
    %110 = stablehlo.subtract %arg4, %109 : tensor<256x256xf32>
    %cst_31 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %112 = stablehlo.multiply %111, %79 : tensor<256xf32>
    %113 = stablehlo.subtract %arg5, %112 : tensor<256xf32>
    %cst_32 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %115 = stablehlo.multiply %114, %61 : tensor<256x64xf32>
    %116 = stablehlo.subtract %arg6, %115 : tensor<256x64xf32>
    %cst_33 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %118 = stablehlo.multiply %117, %59 : tensor<64xf32>
    %119 = stablehlo.subtract %arg7, %118 : tensor<64xf32>
    return %104, %107, %110, %113, %116, %119 : tensor<128x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>
  }
}
