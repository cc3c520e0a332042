module @jit_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256x128xf32>, %arg1: tensor<128x128xbf16>, %arg2: tensor<128x128xbf16>, %arg3: tensor<128x128xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<128x512xbf16>, %arg6: tensor<512x128xbf16>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>) -> (tensor<4x256x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x256x128xf32>, tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x256x128xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x256x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x256x128xf32>, tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x128xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x256x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<4x256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x128xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x256x128xf32>
    %18 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x256x128xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x256x128xf32>
    %21 = stablehlo.convert %20 : (tensor<4x256x128xf32>) -> tensor<4x256x128xbf16>
    %22 = stablehlo.dot_general %21, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xbf16>, tensor<128x128xbf16>) -> tensor<4x256x128xbf16>
    %23 = stablehlo.reshape %22 : (tensor<4x256x128xbf16>) -> tensor<4x256x4x32xbf16>
    %24 = stablehlo.dot_general %21, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xbf16>, tensor<128x128xbf16>) -> tensor<4x256x128xbf16>
    %25 = stablehlo.reshape %24 : (tensor<4x256x128xbf16>) -> tensor<4x256x4x32xbf16>
    %26 = stablehlo.dot_general %21, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xbf16>, tensor<128x128xbf16>) -> tensor<4x256x128xbf16>
    %27 = stablehlo.reshape %26 : (tensor<4x256x128xbf16>) -> tensor<4x256x4x32xbf16>
    %28 = stablehlo.dot_general %23, %25, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x256x4x32xbf16>, tensor<4x256x4x32xbf16>) -> tensor<4x4x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %30 = call @tril(%29) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4x256x256xf32>
    %32 = stablehlo.divide %28, %31 : tensor<4x4x256x256xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %33 = call @_where(%30, %32, %cst_5) : (tensor<256x256xi1>, tensor<4x4x256x256xf32>, tensor<f32>) -> tensor<4x4x256x256xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x256x256xf32>, tensor<f32>) -> tensor<4x4x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4x256xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<4x4x256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<4x4x256xf32>) -> tensor<4x4x256x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<4x4x256x1xf32>) -> tensor<4x4x256x256xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<4x4x256x256xf32>
    %40 = stablehlo.exponential %39 : tensor<4x4x256x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x4x256x256xf32>, tensor<f32>) -> tensor<4x4x256xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<4x4x256xf32>) -> tensor<4x4x256x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<4x4x256x1xf32>) -> tensor<4x4x256x256xf32>
    %44 = stablehlo.divide %40, %43 : tensor<4x4x256x256xf32>
    %45 = stablehlo.convert %44 : (tensor<4x4x256x256xf32>) -> tensor<4x4x256x256xbf16>
    %46 = stablehlo.dot_general %27, %45, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x256x4x32xbf16>, tensor<4x4x256x256xbf16>) -> tensor<4x4x32x256xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 3, 1, 2] : (tensor<4x4x32x256xbf16>) -> tensor<4x256x4x32xbf16>
    %48 = stablehlo.reshape %47 : (tensor<4x256x4x32xbf16>) -> tensor<4x256x128xbf16>
    %49 = stablehlo.dot_general %48, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xbf16>, tensor<128x128xbf16>) -> tensor<4x256x128xbf16>
    %50 = stablehlo.convert %49 : (tensor<4x256x128xbf16>) -> tensor<4x256x128xf32>
    %51 = stablehlo.add %arg0, %50 : tensor<4x256x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<4x256x128xf32>, tensor<f32>) -> tensor<4x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<4x256x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x128xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<4x256x128xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<4x256x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x256x128xf32>, tensor<f32>) -> tensor<4x256xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<4x256x1xf32>
    %63 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x128xf32>
    %64 = stablehlo.subtract %51, %63 : tensor<4x256x128xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %66 = stablehlo.add %62, %65 : tensor<4x256x1xf32>
    %67 = stablehlo.rsqrt %66 : tensor<4x256x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x128xf32>
    %69 = stablehlo.multiply %64, %68 : tensor<4x256x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x256x128xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<4x256x128xf32>
    %73 = stablehlo.convert %72 : (tensor<4x256x128xf32>) -> tensor<4x256x128xbf16>
    %74 = stablehlo.dot_general %73, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xbf16>, tensor<128x512xbf16>) -> tensor<4x256x512xbf16>
    %75 = stablehlo.multiply %74, %74 : tensor<4x256x512xbf16>
    %76 = stablehlo.multiply %75, %74 : tensor<4x256x512xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x256x512xbf16>
    %78 = stablehlo.multiply %77, %76 : tensor<4x256x512xbf16>
    %79 = stablehlo.add %74, %78 : tensor<4x256x512xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %80 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<4x256x512xbf16>
    %81 = stablehlo.multiply %80, %79 : tensor<4x256x512xbf16>
    %82 = stablehlo.tanh %81 : tensor<4x256x512xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4x256x512xbf16>
    %84 = stablehlo.add %83, %82 : tensor<4x256x512xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x256x512xbf16>
    %86 = stablehlo.multiply %85, %84 : tensor<4x256x512xbf16>
    %87 = stablehlo.multiply %74, %86 : tensor<4x256x512xbf16>
    %88 = stablehlo.dot_general %87, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xbf16>, tensor<512x128xbf16>) -> tensor<4x256x128xbf16>
    %89 = stablehlo.convert %88 : (tensor<4x256x128xbf16>) -> tensor<4x256x128xf32>
    %90 = stablehlo.add %51, %89 : tensor<4x256x128xf32>
    return %90 : tensor<4x256x128xf32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<4x4x256x256xf32>, %arg2: tensor<f32>) -> tensor<4x4x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<4x4x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x4x256x256xi1>, tensor<4x4x256x256xf32>
    return %3 : tensor<4x4x256x256xf32>
  }
}
