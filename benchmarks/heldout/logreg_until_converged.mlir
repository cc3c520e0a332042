module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x64xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<64xf32>) -> (tensor<64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg2, %iterArg_2 = %0, %iterArg_3 = %c) : tensor<4096x64xf32>, tensor<4096xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>
    cond {
      %2 = func.call @norm(%iterArg_2) : (tensor<64xf32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %3 = stablehlo.compare GT, %2, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<200> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_6 = stablehlo.constant dense<false> : tensor<i1>
      %5 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = stablehlo.convert %6 : tensor<i1>
      %8 = stablehlo.and %3, %7 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %2 = stablehlo.transpose %iterArg, dims = [1, 0] : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
      %3 = stablehlo.dot_general %iterArg, %iterArg_1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x64xf32>, tensor<64xf32>) -> tensor<4096xf32>
      %4 = stablehlo.negate %3 : tensor<4096xf32>
      %5 = stablehlo.exponential %4 : tensor<4096xf32>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %7 = stablehlo.add %6, %5 : tensor<4096xf32>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %9 = stablehlo.divide %8, %7 : tensor<4096xf32>
      %10 = stablehlo.subtract %9, %iterArg_0 : tensor<4096xf32>
      %11 = stablehlo.dot_general %2, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x4096xf32>, tensor<4096xf32>) -> tensor<64xf32>
      %cst_6 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %13 = stablehlo.divide %11, %12 : tensor<64xf32>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %15 = stablehlo.multiply %14, %13 : tensor<64xf32>
      %16 = stablehlo.subtract %iterArg_1, %15 : tensor<64xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %16, %13, %17 : tensor<4096x64xf32>, tensor<4096xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>
    }
    return %1#2 : tensor<64xf32>
  }
  func.func private @norm(%arg0: tensor<64xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
