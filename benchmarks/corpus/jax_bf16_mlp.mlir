module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x768xbf16>, %arg1: tensor<768x512xbf16>, %arg2: tensor<512x128xbf16>, %arg3: tensor<768xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<512x256xbf16>) -> (tensor<512x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xbf16>, tensor<256x768xbf16>) -> tensor<512x768xf32>
    %1 = stablehlo.convert %0 : (tensor<512x768xf32>) -> tensor<512x768xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<768xbf16>) -> tensor<1x768xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x768xbf16>) -> tensor<512x768xbf16>
    %4 = stablehlo.add %1, %3 : tensor<512x768xbf16>
    %5 = stablehlo.multiply %4, %4 : tensor<512x768xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<512x768xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x768xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<512x768xbf16>
    %9 = stablehlo.add %4, %8 : tensor<512x768xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x768xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<512x768xbf16>
    %12 = stablehlo.tanh %11 : tensor<512x768xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x768xbf16>
    %14 = stablehlo.add %13, %12 : tensor<512x768xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<512x768xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<512x768xbf16>
    %17 = stablehlo.multiply %4, %16 : tensor<512x768xbf16>
    %18 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x768xbf16>, tensor<768x512xbf16>) -> tensor<512x512xf32>
    %19 = stablehlo.convert %18 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %20 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<512x512xbf16>
    %22 = stablehlo.add %19, %21 : tensor<512x512xbf16>
    %23 = stablehlo.multiply %22, %22 : tensor<512x512xbf16>
    %24 = stablehlo.multiply %23, %22 : tensor<512x512xbf16>
    %cst_3 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %26 = stablehlo.multiply %25, %24 : tensor<512x512xbf16>
    %27 = stablehlo.add %22, %26 : tensor<512x512xbf16>
    %cst_4 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %29 = stablehlo.multiply %28, %27 : tensor<512x512xbf16>
    %30 = stablehlo.tanh %29 : tensor<512x512xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %32 = stablehlo.add %31, %30 : tensor<512x512xbf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %34 = stablehlo.multiply %33, %32 : tensor<512x512xbf16>
    %35 = stablehlo.multiply %22, %34 : tensor<512x512xbf16>
    %36 = stablehlo.dot_general %35, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x128xbf16>) -> tensor<512x128xf32>
    %37 = stablehlo.convert %36 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %38 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x128xbf16>) -> tensor<512x128xbf16>
    %40 = stablehlo.add %37, %39 : tensor<512x128xbf16>
    %41 = stablehlo.convert %40 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %42 = call @log_softmax(%41) : (tensor<512x128xf32>) -> tensor<512x128xf32>
    return %42 : tensor<512x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<512x128xf32>) -> tensor<512x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<512x128xf32>
    %6 = stablehlo.exponential %5 : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %9 = stablehlo.log %8 : tensor<512x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<512x128xf32>
    return %11 : tensor<512x128xf32>
  }
}
