module @jit_sample attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x8192xf32>, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> (tensor<32xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x8192xf32>
    %1 = stablehlo.divide %arg0, %0 : tensor<32x8192xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x8192xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8192xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<32x8192xf32>
    %8 = stablehlo.exponential %7 : tensor<32x8192xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x8192xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8192xf32>
    %12 = stablehlo.divide %8, %11 : tensor<32x8192xf32>
    %13 = stablehlo.negate %12 : tensor<32x8192xf32>
    %14 = call @argsort(%13) : (tensor<32x8192xf32>) -> tensor<32x8192xi32>
    %15 = call @take_along_axis(%12, %14) : (tensor<32x8192xf32>, tensor<32x8192xi32>) -> tensor<32x8192xf32>
    %16 = call @cumsum(%15) : (tensor<32x8192xf32>) -> tensor<32x8192xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<32x8192xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8192xf32>
    %19 = stablehlo.compare LT, %17, %18, FLOAT : (tensor<32x8192xf32>, tensor<32x8192xf32>) -> tensor<32x8192xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = call @_where(%19, %15, %cst_3) : (tensor<32x8192xi1>, tensor<32x8192xf32>, tensor<f32>) -> tensor<32x8192xf32>
    %21 = call @cumsum(%20) : (tensor<32x8192xf32>) -> tensor<32x8192xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = call @_uniform(%arg1, %cst_4, %cst_5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x1xf32>
    %23 = stablehlo.slice %21 [0:32, 8191:8192] : (tensor<32x8192xf32>) -> tensor<32x1xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<32x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8192xf32>
    %26 = stablehlo.compare LT, %21, %25, FLOAT : (tensor<32x8192xf32>, tensor<32x8192xf32>) -> tensor<32x8192xi1>
    %27 = stablehlo.convert %26 : (tensor<32x8192xi1>) -> tensor<32x8192xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.reduce(%27 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<32x8192xi32>, tensor<i32>) -> tensor<32xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %30 = call @take_along_axis_1(%14, %29) : (tensor<32x8192xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %31 = stablehlo.reshape %30 : (tensor<32x1xi32>) -> tensor<32xi32>
    return %31 : tensor<32xi32>
  }
  func.func private @argsort(%arg0: tensor<32x8192xf32>) -> tensor<32x8192xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<32x8192xi32>
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
    }) : (tensor<32x8192xf32>, tensor<32x8192xi32>) -> (tensor<32x8192xf32>, tensor<32x8192xi32>)
    return %1#1 : tensor<32x8192xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x8192xf32>, %arg1: tensor<32x8192xi32>) -> tensor<32x8192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x8192xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x8192xi32>, tensor<32x8192xi32>) -> tensor<32x8192xi1>
    %c_0 = stablehlo.constant dense<8192> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x8192xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x8192xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x8192xi1>, tensor<32x8192xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x8192xi32>) -> tensor<32x8192x1xi32>
    %c_1 = stablehlo.constant dense<8191> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x8192x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x8192x1xi32>, tensor<32x8192x1xi32>) -> tensor<32x8192x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x8192x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x8192x1xi32>, tensor<32x8192x1xi32>) -> tensor<32x8192x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x8192x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x8192x1xi1>, tensor<i1>) -> tensor<32x8192xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x8192xf32>, tensor<32x8192x1xi32>) -> tensor<32x8192xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8192xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x8192xi1>, tensor<32x8192xf32>
    return %15 : tensor<32x8192xf32>
  }
  func.func private @cumsum(%arg0: tensor<32x8192xf32>) -> tensor<32x8192xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<32x8192xf32>) -> tensor<32x8192xf32>
    return %0 : tensor<32x8192xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<32x8192xf32>) -> tensor<32x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8191, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8192>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x8192xf32>, tensor<f32>) -> tensor<32x8192xf32>
    return %1 : tensor<32x8192xf32>
  }
  func.func private @_where(%arg0: tensor<32x8192xi1>, %arg1: tensor<32x8192xf32>, %arg2: tensor<f32>) -> tensor<32x8192xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x8192xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32x8192xi1>, tensor<32x8192xf32>
    return %2 : tensor<32x8192xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<32x1xui64>
    %9 = stablehlo.iota dim = 1 : tensor<32x1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32x1xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<32x1xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32x1xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<32x1xui64>
    %14 = stablehlo.add %11, %13 : tensor<32x1xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<32x1xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<32x1xui64>
    %17 = stablehlo.convert %14 : (tensor<32x1xui64>) -> tensor<32x1xui32>
    %18 = stablehlo.convert %16 : (tensor<32x1xui64>) -> tensor<32x1xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<32x1xui32>, tensor<32x1xui32>) -> (tensor<32x1xui32>, tensor<32x1xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<32x1xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<32x1xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %24 = stablehlo.or %22, %23 : tensor<32x1xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<32x1xui32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<32x1xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<32x1xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %32 = stablehlo.add %30, %31 : tensor<32x1xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<32x1xf32>
    return %34 : tensor<32x1xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x1xui32>, %arg3: tensor<32x1xui32>) -> (tensor<32x1xui32>, tensor<32x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32x1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32x1xui32>, tensor<32x1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<32x1xui32>, %arg2: tensor<32x1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x1xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x1xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x1xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x1xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<32x8192xi32>, %arg1: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<8192> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<8191> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x8192xi32>, tensor<32x1x1xi32>) -> tensor<32x1xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xi32>
    return %15 : tensor<32x1xi32>
  }
}
