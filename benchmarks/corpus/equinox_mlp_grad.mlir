module @jit_grad_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x64xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<8x256xf32>, %arg7: tensor<8xf32>, %arg8: tensor<512x64xf32>, %arg9: tensor<512x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<256x64xf32> {jax.result_info = "result[1].layers[0].weight"}, tensor<256xf32> {jax.result_info = "result[1].layers[0].bias"}, tensor<256x256xf32> {jax.result_info = "result[1].layers[1].weight"}, tensor<256xf32> {jax.result_info = "result[1].layers[1].bias"}, tensor<256x256xf32> {jax.result_info = "result[1].layers[2].weight"}, tensor<256xf32> {jax.result_info = "result[1].layers[2].bias"}, tensor<8x256xf32> {jax.result_info = "result[1].layers[3].weight"}, tensor<8xf32> {jax.result_info = "result[1].layers[3].bias"}) {
    %0 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<512x64xf32>) -> tensor<256x512xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x256xf32>
    %5 = stablehlo.tanh %4 : tensor<512x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<512x256xf32>
    %8 = stablehlo.dot_general %arg2, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<512x256xf32>) -> tensor<256x512xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %10 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %12 = stablehlo.add %9, %11 : tensor<512x256xf32>
    %13 = stablehlo.tanh %12 : tensor<512x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<512x256xf32>
    %16 = stablehlo.dot_general %arg4, %13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<512x256xf32>) -> tensor<256x512xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<512x256xf32>
    %20 = stablehlo.add %17, %19 : tensor<512x256xf32>
    %21 = stablehlo.tanh %20 : tensor<512x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<512x256xf32>
    %24 = stablehlo.dot_general %arg6, %21, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<512x256xf32>) -> tensor<8x512xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<8x512xf32>) -> tensor<512x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<512x8xf32>
    %28 = stablehlo.add %25, %27 : tensor<512x8xf32>
    %29 = stablehlo.subtract %28, %arg9 : tensor<512x8xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<512x8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x8xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<512x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %35 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<512x8xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<512x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<512x8xf32>, tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.reshape %38 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.transpose %37, dims = [1, 0] : (tensor<512x8xf32>) -> tensor<8x512xf32>
    %42 = stablehlo.dot_general %41, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<8x256xf32>) -> tensor<512x256xf32>
    %43 = stablehlo.dot_general %41, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x256xf32>) -> tensor<8x256xf32>
    %44 = stablehlo.multiply %42, %23 : tensor<512x256xf32>
    %45 = stablehlo.multiply %44, %21 : tensor<512x256xf32>
    %46 = stablehlo.add %44, %45 : tensor<512x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %48 = stablehlo.reshape %47 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %50 = stablehlo.transpose %46, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %51 = stablehlo.dot_general %50, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
    %52 = stablehlo.dot_general %50, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %53 = stablehlo.multiply %51, %15 : tensor<512x256xf32>
    %54 = stablehlo.multiply %53, %13 : tensor<512x256xf32>
    %55 = stablehlo.add %53, %54 : tensor<512x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %57 = stablehlo.reshape %56 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %59 = stablehlo.transpose %55, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %60 = stablehlo.dot_general %59, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
    %61 = stablehlo.dot_general %59, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %62 = stablehlo.multiply %60, %7 : tensor<512x256xf32>
    %63 = stablehlo.multiply %62, %5 : tensor<512x256xf32>
    %64 = stablehlo.add %62, %63 : tensor<512x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %66 = stablehlo.reshape %65 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %68 = stablehlo.transpose %64, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %69 = stablehlo.dot_general %68, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x64xf32>) -> tensor<256x64xf32>
    return %34, %69, %67, %61, %58, %52, %49, %43, %40 : tensor<f32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<8x256xf32>, tensor<8xf32>
  }
}
