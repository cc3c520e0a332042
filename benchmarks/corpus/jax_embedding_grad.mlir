module @jit_grads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<256x256xi32>) -> (tensor<4096x64xf32> {jax.result_info = "result[0]"}, tensor<64x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<256x256xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<256x256xi1>, tensor<256x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<256x256xi32>) -> tensor<256x256x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<4096x64xf32>, tensor<256x256x1xi32>) -> tensor<256x256x64xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256x64xf32>, tensor<64x64xf32>) -> tensor<256x256x64xf32>
    %8 = stablehlo.tanh %7 : tensor<256x256x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256x64xf32>
    %10 = stablehlo.subtract %9, %8 : tensor<256x256x64xf32>
    %11 = stablehlo.multiply %8, %8 : tensor<256x256x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x256x64xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %14 = stablehlo.divide %13, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %15 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<256x256xf32>) -> tensor<256x256x64xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<256x256x64xf32>
    %19 = stablehlo.multiply %17, %8 : tensor<256x256x64xf32>
    %20 = stablehlo.add %18, %19 : tensor<256x256x64xf32>
    %21 = stablehlo.multiply %20, %10 : tensor<256x256x64xf32>
    %22 = stablehlo.multiply %21, %8 : tensor<256x256x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<256x256x64xf32>
    %24 = stablehlo.dot_general %23, %6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x256x64xf32>, tensor<256x256x64xf32>) -> tensor<64x64xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = stablehlo.dot_general %23, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256x64xf32>, tensor<64x64xf32>) -> tensor<256x256x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %28 = "stablehlo.scatter"(%27, %5, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %29 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %29 : tensor<f32>
    }) : (tensor<4096x64xf32>, tensor<256x256x1xi32>, tensor<256x256x64xf32>) -> tensor<4096x64xf32>
    return %28, %25 : tensor<4096x64xf32>, tensor<64x64xf32>
  }
}
