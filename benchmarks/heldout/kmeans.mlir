module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x32xf32>, %arg1: tensor<32x32xf32>) -> (tensor<32x32xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg1) : tensor<8192x32xf32>, tensor<i32>, tensor<i32>, tensor<32x32xf32>
    cond {
      %c_4 = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<8192x32xf32>, tensor<i32>, tensor<32x32xf32>) -> (tensor<i32>, tensor<32x32xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<8192x32xf32>, tensor<i32>, tensor<i32>, tensor<32x32xf32>
    }
    return %0#3 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<8192x32xf32>, %arg1: tensor<i32>, %arg2: tensor<32x32xf32>) -> (tensor<i32>, tensor<32x32xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<8192x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8192x32xf32>, tensor<f32>) -> tensor<8192xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x32xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8192x32xf32>
    %6 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x32xf32>, tensor<32x32xf32>) -> tensor<8192x32xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x32xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<8192x32xf32>
    %10 = stablehlo.multiply %arg2, %arg2 : tensor<32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8192x32xf32>
    %14 = stablehlo.add %9, %13 : tensor<8192x32xf32>
    %15 = call @argmin(%14) : (tensor<8192x32xf32>) -> tensor<8192xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %18 = "stablehlo.scatter"(%16, %17, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %28 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %28 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<8192x1xi32>, tensor<8192x32xf32>) -> tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %22 = "stablehlo.scatter"(%20, %21, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %28 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %28 : tensor<f32>
    }) : (tensor<32xf32>, tensor<8192x1xi32>, tensor<8192xf32>) -> tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.maximum %22, %23 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.divide %18, %26 : tensor<32x32xf32>
    return %0, %27 : tensor<i32>, tensor<32x32xf32>
  }
  func.func private @argmin(%arg0: tensor<8192x32xf32>) -> tensor<8192xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8192x32xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8192x32xf32>, tensor<8192x32xi32>, tensor<f32>, tensor<i32>) -> (tensor<8192xf32>, tensor<8192xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8192xi32>
  }
}
