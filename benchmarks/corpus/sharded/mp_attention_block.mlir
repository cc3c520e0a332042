module @jit_block attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<256x3x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}, {}]>}, %arg2: tensor<8x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<512x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x3x8x32xf32>, tensor<512x256xf32>) -> tensor<3x8x32x512xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] : (tensor<3x8x32x512xf32>) -> tensor<3x512x8x32xf32>
    %2 = stablehlo.slice %1 [0:1, 0:512, 0:8, 0:32] : (tensor<3x512x8x32xf32>) -> tensor<1x512x8x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x512x8x32xf32>) -> tensor<512x8x32xf32>
    %4 = stablehlo.slice %1 [1:2, 0:512, 0:8, 0:32] : (tensor<3x512x8x32xf32>) -> tensor<1x512x8x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x512x8x32xf32>) -> tensor<512x8x32xf32>
    %6 = stablehlo.slice %1 [2:3, 0:512, 0:8, 0:32] : (tensor<3x512x8x32xf32>) -> tensor<1x512x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x512x8x32xf32>) -> tensor<512x8x32xf32>
    %8 = stablehlo.dot_general %3, %5, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x32xf32>, tensor<512x8x32xf32>) -> tensor<8x512x512xf32>
    %cst = stablehlo.constant dense<5.65685415> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x512x512xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %12 = call @tril(%11) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %13 = call @_where(%12, %10, %cst_0) : (tensor<512x512xi1>, tensor<8x512x512xf32>, tensor<f32>) -> tensor<8x512x512xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<8x512xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x512xf32>
    %19 = stablehlo.subtract %13, %18 : tensor<8x512x512xf32>
    %20 = stablehlo.exponential %19 : tensor<8x512x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x512xf32>
    %24 = stablehlo.divide %20, %23 : tensor<8x512x512xf32>
    %25 = stablehlo.dot_general %7, %24, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x32xf32>, tensor<8x512x512xf32>) -> tensor<8x32x512xf32>
    %26 = stablehlo.transpose %25, dims = [2, 0, 1] : (tensor<8x32x512xf32>) -> tensor<512x8x32xf32>
    %27 = stablehlo.dot_general %26, %arg2, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x32xf32>, tensor<8x32x256xf32>) -> tensor<512x256xf32>
    %28 = stablehlo.add %arg0, %27 : tensor<512x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<512x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
    %34 = stablehlo.subtract %28, %33 : tensor<512x256xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<512x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_7 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %39 = stablehlo.divide %37, %38 : tensor<512x1xf32>
    %40 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
    %41 = stablehlo.subtract %28, %40 : tensor<512x256xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<512x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<512x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
    %46 = stablehlo.multiply %41, %45 : tensor<512x256xf32>
    return %46 : tensor<512x256xf32>
  }
  func.func private @tril(%arg0: tensor<512x512xi1>) -> tensor<512x512xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xi32>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<512x512xi1>, tensor<512x512xi1>
    return %6 : tensor<512x512xi1>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<8x512x512xf32>, %arg2: tensor<f32>) -> tensor<8x512x512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<512x512xi1>) -> tensor<8x512x512xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x512x512xi1>, tensor<8x512x512xf32>
    return %3 : tensor<8x512x512xf32>
  }
}
