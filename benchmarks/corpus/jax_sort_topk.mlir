module @jit_rank attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x4096xf32>, %arg1: tensor<64x4096xi32>) -> (tensor<64x64xi32> {jax.result_info = "result[0]"}, tensor<64x8xi32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 64) : tensor<64x4096xf32> -> (tensor<64x64xf32>, tensor<64x64xi32>)
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_1, %8 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.compare EQ, %arg3, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.select %11, %cst_3, %arg3 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %14 = stablehlo.select %13, %cst_4, %12 : tensor<i1>, tensor<f32>
      %15 = stablehlo.compare LT, %10, %14, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    }) : (tensor<64x4096xf32>, tensor<64x4096xi32>) -> (tensor<64x4096xf32>, tensor<64x4096xi32>)
    %1 = stablehlo.slice %0#0 [0:64, 2048:2049] : (tensor<64x4096xf32>) -> tensor<64x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<64x1xf32>) -> tensor<64xf32>
    %3 = stablehlo.negate %values : tensor<64x64xf32>
    %4 = call @argsort(%3) : (tensor<64x64xf32>) -> tensor<64x64xi32>
    %5 = call @take_along_axis(%indices, %4) : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %6 = stablehlo.slice %0#1 [0:64, 4088:4096] : (tensor<64x4096xi32>) -> tensor<64x8xi32>
    return %5, %6, %2 : tensor<64x64xi32>, tensor<64x8xi32>, tensor<64xf32>
  }
  func.func private @argsort(%arg0: tensor<64x64xf32>) -> tensor<64x64xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<64x64xf32>, tensor<64x64xi32>) -> (tensor<64x64xf32>, tensor<64x64xi32>)
    return %1#1 : tensor<64x64xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x64xi32>, %arg1: tensor<64x64xi32>) -> tensor<64x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x64xi1>, tensor<64x64xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x64xi32>) -> tensor<64x64x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x64x1xi32>, tensor<64x64x1xi32>) -> tensor<64x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x64x1xi32>, tensor<64x64x1xi32>) -> tensor<64x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x64x1xi1>, tensor<i1>) -> tensor<64x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xi32>, tensor<64x64x1xi32>) -> tensor<64x64xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x64xi1>, tensor<64x64xi32>
    return %15 : tensor<64x64xi32>
  }
}
