module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<40xf32>, %arg2: tensor<8192xf32>) -> (tensor<40xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg2, %iterArg_2 = %arg0, %iterArg_3 = %0) : tensor<40xf32>, tensor<i32>, tensor<8192xf32>, tensor<2xui32>, tensor<40xf32>
    cond {
      %c_4 = stablehlo.constant dense<40> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_0, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<40xf32>, tensor<i32>) -> tensor<f32>
      %3:3 = func.call @closed_call(%iterArg_1, %iterArg_2, %2) : (tensor<8192xf32>, tensor<2xui32>, tensor<f32>) -> (tensor<8192xf32>, tensor<2xui32>, tensor<f32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#2, %iterArg_0) : (tensor<40xf32>, tensor<f32>, tensor<i32>) -> tensor<40xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %3#1, %4 : tensor<40xf32>, tensor<i32>, tensor<8192xf32>, tensor<2xui32>, tensor<40xf32>
    }
    return %1#4 : tensor<40xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<40xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<40xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<8192xf32>, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> (tensor<8192xf32>, tensor<2xui32>, tensor<f32>) {
    %0 = call @_threefry_split(%arg1) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<8192xf32>
    %9 = call @_normal(%4) : (tensor<2xui32>) -> tensor<8192xf32>
    %cst_0 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8192xf32>
    %12 = stablehlo.add %8, %11 : tensor<8192xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<8192xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<8192xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8192xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.maximum %cst_3, %18 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %22 = stablehlo.subtract %17, %21 : tensor<8192xf32>
    %23 = stablehlo.exponential %22 : tensor<8192xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %27 = stablehlo.divide %23, %26 : tensor<8192xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = call @_uniform_3(%6, %cst_5, %cst_6) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.iota dim = 0 : tensor<8192xi32>
    %30 = stablehlo.convert %29 : (tensor<8192xi32>) -> tensor<8192xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %32 = stablehlo.add %31, %30 : tensor<8192xf32>
    %cst_7 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8192xf32>
    %35 = call @cumsum(%27) : (tensor<8192xf32>) -> tensor<8192xf32>
    %36 = call @searchsorted(%35, %34) : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<8191> : tensor<i32>
    %37 = call @clip(%36, %c, %c_8) : (tensor<8192xi32>, tensor<i32>, tensor<i32>) -> tensor<8192xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<8192xi32>, tensor<8192xi32>) -> tensor<8192xi1>
    %c_10 = stablehlo.constant dense<8192> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %41 = stablehlo.add %37, %40 : tensor<8192xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<8192xi1>, tensor<8192xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %44 = "stablehlo.gather"(%12, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8192xf32>, tensor<8192x1xi32>) -> tensor<8192xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %46 = stablehlo.divide %45, %cst_12 : tensor<f32>
    return %44, %2, %46 : tensor<8192xf32>, tensor<2xui32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_0(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<8192xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<8192xf32>
    return %0 : tensor<8192xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<8192xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8192xf32>
    %1 = chlo.erf_inv %0 : tensor<8192xf32> -> tensor<8192xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8192xf32>
    return %3 : tensor<8192xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8192xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<8192xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<8192xui64>
    %11 = stablehlo.convert %8 : (tensor<8192xui64>) -> tensor<8192xui32>
    %12 = stablehlo.convert %10 : (tensor<8192xui64>) -> tensor<8192xui32>
    %13:2 = call @threefry2x32_1(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<8192xui32>, tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<8192xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8192xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %18 = stablehlo.or %16, %17 : tensor<8192xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<8192xui32>) -> tensor<8192xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<8192xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8192xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %26 = stablehlo.add %24, %25 : tensor<8192xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8192xf32>
    return %28 : tensor<8192xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8192xui32>, %arg3: tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8192xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8192xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8192xui32>, tensor<8192xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<8192xui32>, %arg2: tensor<8192xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8192xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8192xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8192xui32>
    %9 = stablehlo.or %5, %8 : tensor<8192xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8192xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8192xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8192xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8192xui32>
    %19 = stablehlo.or %15, %18 : tensor<8192xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8192xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8192xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8192xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8192xui32>
    %29 = stablehlo.or %25, %28 : tensor<8192xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8192xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8192xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8192xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8192xui32>
    %39 = stablehlo.or %35, %38 : tensor<8192xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8192xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %42 = stablehlo.add %33, %41 : tensor<8192xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %44 = stablehlo.add %40, %43 : tensor<8192xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %48 = stablehlo.add %44, %47 : tensor<8192xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_4(%3, %5, %c, %c_0) : (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.shift_right_logical %7, %c_1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %9 = stablehlo.or %8, %c_2 : tensor<ui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<ui32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %10, %cst : tensor<f32>
    %12 = stablehlo.subtract %1, %0 : tensor<f32>
    %13 = stablehlo.multiply %11, %12 : tensor<f32>
    %14 = stablehlo.add %13, %0 : tensor<f32>
    %15 = stablehlo.reshape %14 : (tensor<f32>) -> tensor<f32>
    %16 = stablehlo.maximum %0, %15 : tensor<f32>
    return %16 : tensor<f32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.add %arg2, %arg0 : tensor<ui32>
    %3 = stablehlo.add %arg3, %arg1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %2, %iterArg_6 = %3, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %6, %5#0, %5#1, %5#2, %5#3, %5#4, %5#5, %5#6, %5#7 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %4#2, %4#3 : tensor<ui32>, tensor<ui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<ui32>
    %4 = stablehlo.shift_left %arg2, %2 : tensor<ui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %5 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %6 = stablehlo.shift_right_logical %arg2, %5 : tensor<ui32>
    %7 = stablehlo.or %4, %6 : tensor<ui32>
    %8 = stablehlo.xor %3, %7 : tensor<ui32>
    %9 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.add %3, %8 : tensor<ui32>
    %12 = stablehlo.shift_left %8, %10 : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %13 = stablehlo.subtract %c_1, %10 : tensor<ui32>
    %14 = stablehlo.shift_right_logical %8, %13 : tensor<ui32>
    %15 = stablehlo.or %12, %14 : tensor<ui32>
    %16 = stablehlo.xor %11, %15 : tensor<ui32>
    %17 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
    %19 = stablehlo.add %11, %16 : tensor<ui32>
    %20 = stablehlo.shift_left %16, %18 : tensor<ui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %21 = stablehlo.subtract %c_2, %18 : tensor<ui32>
    %22 = stablehlo.shift_right_logical %16, %21 : tensor<ui32>
    %23 = stablehlo.or %20, %22 : tensor<ui32>
    %24 = stablehlo.xor %19, %23 : tensor<ui32>
    %25 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %26 = stablehlo.reshape %25 : (tensor<1xui32>) -> tensor<ui32>
    %27 = stablehlo.add %19, %24 : tensor<ui32>
    %28 = stablehlo.shift_left %24, %26 : tensor<ui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %29 = stablehlo.subtract %c_3, %26 : tensor<ui32>
    %30 = stablehlo.shift_right_logical %24, %29 : tensor<ui32>
    %31 = stablehlo.or %28, %30 : tensor<ui32>
    %32 = stablehlo.xor %27, %31 : tensor<ui32>
    %33 = stablehlo.add %27, %arg3 : tensor<ui32>
    %34 = stablehlo.add %32, %arg4 : tensor<ui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %36 = stablehlo.convert %35 : (tensor<i32>) -> tensor<ui32>
    %37 = stablehlo.add %34, %36 : tensor<ui32>
    return %0, %33, %37, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @cumsum(%arg0: tensor<8192xf32>) -> tensor<8192xf32> {
    %0 = call @cumsum_6(%arg0) : (tensor<8192xf32>) -> tensor<8192xf32>
    return %0 : tensor<8192xf32>
  }
  func.func private @cumsum_6(%arg0: tensor<8192xf32>) -> tensor<8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[8191, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8192>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8192xf32>, tensor<f32>) -> tensor<8192xf32>
    return %1 : tensor<8192xf32>
  }
  func.func private @searchsorted(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>) -> tensor<8192xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi32>
    return %0 : tensor<8192xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>) -> tensor<8192xi32> {
    %0 = call @_searchsorted_scan_impl_7(%arg0, %arg1) : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi32>
    return %0 : tensor<8192xi32>
  }
  func.func private @_searchsorted_scan_impl_7(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>) -> tensor<8192xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %c_0 = stablehlo.constant dense<8192> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<8192xf32>, tensor<8192xf32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>
    cond {
      %c_6 = stablehlo.constant dense<14> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_8(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<8192xf32>, tensor<8192xf32>, tensor<8192xui32>, tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<8192xf32>, tensor<8192xf32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8192xui32>) -> tensor<8192xi32>
    return %3 : tensor<8192xi32>
  }
  func.func private @closed_call_8(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<8192xui32>, %arg3: tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8192xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<8192xui32>, tensor<i32>) -> tensor<8192xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8192xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8192xui32>) -> tensor<8192x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8192xf32>, tensor<8192x1xui32>) -> tensor<8192x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<8192xi1>, tensor<8192xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<8192xi1>, tensor<8192xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<8192xi1>, tensor<8192xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<8192xi1>, tensor<8192xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<8192xi1>, tensor<8192xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<8192xi1>, tensor<8192xui32>
    return %21, %22 : tensor<8192xui32>, tensor<8192xui32>
  }
  func.func private @floor_divide(%arg0: tensor<8192xui32>, %arg1: tensor<i32>) -> tensor<8192xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8192xui32>
    return %2 : tensor<8192xui32>
  }
  func.func private @clip(%arg0: tensor<8192xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8192xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8192xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8192xi32>
    return %5 : tensor<8192xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<40xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<40xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<40xf32>, tensor<1xf32>, tensor<i32>) -> tensor<40xf32>
    return %1 : tensor<40xf32>
  }
}
