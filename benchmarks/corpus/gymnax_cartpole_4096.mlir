module @jit_rollout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096xi32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>, %arg3: tensor<4096xf32>, %arg4: tensor<4096xf32>, %arg5: tensor<2xui32>) -> (tensor<4096xi32> {jax.result_info = "result[0].time"}, tensor<4096xf32> {jax.result_info = "result[0].x"}, tensor<4096xf32> {jax.result_info = "result[0].x_dot"}, tensor<4096xf32> {jax.result_info = "result[0].theta"}, tensor<4096xf32> {jax.result_info = "result[0].theta_dot"}, tensor<4096xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:8 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %arg2, %iterArg_3 = %arg3, %iterArg_4 = %arg4, %iterArg_5 = %arg5, %iterArg_6 = %0) : tensor<i32>, tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<2xui32>, tensor<4096xf32>
    cond {
      %c_7 = stablehlo.constant dense<200> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:7 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6) : (tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<2xui32>, tensor<4096xf32>) -> (tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<2xui32>, tensor<4096xf32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1, %2#2, %2#3, %2#4, %2#5, %2#6 : tensor<i32>, tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<2xui32>, tensor<4096xf32>
    }
    return %1#1, %1#2, %1#3, %1#4, %1#5, %1#7 : tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>
  }
  func.func private @closed_call(%arg0: tensor<4096xi32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>, %arg3: tensor<4096xf32>, %arg4: tensor<4096xf32>, %arg5: tensor<2xui32>, %arg6: tensor<4096xf32>) -> (tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<2xui32>, tensor<4096xf32>) {
    %0 = call @_threefry_split(%arg5) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %7 = call @_randint(%4, %c, %c_0) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<4096xi32>
    %8 = call @_threefry_split_7(%6) : (tensor<2xui32>) -> tensor<4096x2xui32>
    %c_1 = stablehlo.constant dense<500> : tensor<i32>
    %cst = stablehlo.constant dense<9.800000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.209439516> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.400000e+00> : tensor<f32>
    %9:13 = call @step(%8, %arg0, %arg1, %arg2, %arg3, %arg4, %7, %c_1, %cst, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10) : (tensor<4096x2xui32>, tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xi32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<4096x4xf32>, tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf32>, tensor<4096x4xf32>, tensor<4096xi1>, tensor<4096xi1>)
    %10 = stablehlo.convert %9#6 : tensor<4096xf32>
    %11 = stablehlo.add %arg6, %10 : tensor<4096xf32>
    return %9#1, %9#2, %9#3, %9#4, %9#5, %2, %11 : tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<2xui32>, tensor<4096xf32>
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
  func.func private @_randint(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4096xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = call @clip_1(%arg1, %c_2, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = call @clip_1(%arg2, %c_4, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = call @_threefry_split_2(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.iota dim = 0 : tensor<4096xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<4096xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<4096xui64>
    %22 = stablehlo.convert %19 : (tensor<4096xui64>) -> tensor<4096xui32>
    %23 = stablehlo.convert %21 : (tensor<4096xui64>) -> tensor<4096xui32>
    %24:2 = call @threefry2x32_5(%14, %16, %23, %22) : (tensor<ui32>, tensor<ui32>, tensor<4096xui32>, tensor<4096xui32>) -> (tensor<4096xui32>, tensor<4096xui32>)
    %25 = stablehlo.xor %24#0, %24#1 : tensor<4096xui32>
    %26 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.iota dim = 0 : tensor<4096xui64>
    %c_8 = stablehlo.constant dense<1> : tensor<ui64>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %32 = stablehlo.multiply %31, %30 : tensor<4096xui64>
    %c_9 = stablehlo.constant dense<32> : tensor<ui64>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<4096xui64>
    %35 = stablehlo.convert %32 : (tensor<4096xui64>) -> tensor<4096xui32>
    %36 = stablehlo.convert %34 : (tensor<4096xui64>) -> tensor<4096xui32>
    %37:2 = call @threefry2x32_5(%27, %29, %36, %35) : (tensor<ui32>, tensor<ui32>, tensor<4096xui32>, tensor<4096xui32>) -> (tensor<4096xui32>, tensor<4096xui32>)
    %38 = stablehlo.xor %37#0, %37#1 : tensor<4096xui32>
    %39 = stablehlo.subtract %7, %6 : tensor<1xi32>
    %40 = stablehlo.convert %39 : (tensor<1xi32>) -> tensor<1xui32>
    %41 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %43 = stablehlo.select %41, %42, %40 : tensor<1xi1>, tensor<1xui32>
    %44 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.and %45, %44 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %43, %47 : tensor<1xui32>
    %49 = stablehlo.select %46, %48, %43 : tensor<1xi1>, tensor<1xui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %51 = stablehlo.remainder %50, %49 : tensor<1xui32>
    %52 = stablehlo.multiply %51, %51 : tensor<1xui32>
    %53 = stablehlo.remainder %52, %49 : tensor<1xui32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<4096xui32>
    %55 = stablehlo.remainder %25, %54 : tensor<4096xui32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xui32>) -> tensor<4096xui32>
    %57 = stablehlo.multiply %55, %56 : tensor<4096xui32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<4096xui32>
    %59 = stablehlo.remainder %38, %58 : tensor<4096xui32>
    %60 = stablehlo.add %57, %59 : tensor<4096xui32>
    %61 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<4096xui32>
    %62 = stablehlo.remainder %60, %61 : tensor<4096xui32>
    %63 = stablehlo.convert %62 : (tensor<4096xui32>) -> tensor<4096xi32>
    %64 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi32>) -> tensor<4096xi32>
    %65 = stablehlo.add %64, %63 : tensor<4096xi32>
    return %65 : tensor<4096xi32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_1(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_threefry_split_2(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_3(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4096xui32>, %arg3: tensor<4096xui32>) -> (tensor<4096xui32>, tensor<4096xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4096xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4096xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4096xui32>, tensor<4096xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<4096xui32>, %arg2: tensor<4096xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4096xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4096xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4096xui32>
    %9 = stablehlo.or %5, %8 : tensor<4096xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4096xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4096xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4096xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4096xui32>
    %19 = stablehlo.or %15, %18 : tensor<4096xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4096xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4096xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4096xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4096xui32>
    %29 = stablehlo.or %25, %28 : tensor<4096xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4096xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4096xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4096xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4096xui32>
    %39 = stablehlo.or %35, %38 : tensor<4096xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4096xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %42 = stablehlo.add %33, %41 : tensor<4096xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %44 = stablehlo.add %40, %43 : tensor<4096xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %48 = stablehlo.add %44, %47 : tensor<4096xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<2xui32>) -> tensor<4096x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<4096xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<4096xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<4096xui64>
    %9 = stablehlo.convert %6 : (tensor<4096xui64>) -> tensor<4096xui32>
    %10 = stablehlo.convert %8 : (tensor<4096xui64>) -> tensor<4096xui32>
    %11:2 = call @threefry2x32_5(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<4096xui32>, tensor<4096xui32>) -> (tensor<4096xui32>, tensor<4096xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4096x1xui32>, tensor<4096x1xui32>) -> tensor<4096x2xui32>
    return %14 : tensor<4096x2xui32>
  }
  func.func private @step(%arg0: tensor<4096x2xui32>, %arg1: tensor<4096xi32>, %arg2: tensor<4096xf32>, %arg3: tensor<4096xf32>, %arg4: tensor<4096xf32>, %arg5: tensor<4096xf32>, %arg6: tensor<4096xi32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<f32>, %arg17: tensor<f32>) -> (tensor<4096x4xf32>, tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf32>, tensor<4096x4xf32>, tensor<4096xi1>, tensor<4096xi1>) {
    %0 = call @_threefry_split_8(%arg0) : (tensor<4096x2xui32>) -> tensor<4096x2x2xui32>
    %1 = stablehlo.slice %0 [0:4096, 0:1, 0:2] : (tensor<4096x2x2xui32>) -> tensor<4096x1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<4096x1x2xui32>) -> tensor<4096x2xui32>
    %3 = stablehlo.slice %0 [0:4096, 1:2, 0:2] : (tensor<4096x2x2xui32>) -> tensor<4096x1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<4096x1x2xui32>) -> tensor<4096x2xui32>
    %5 = stablehlo.negate %arg17 : tensor<f32>
    %6 = stablehlo.convert %5 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %8 = stablehlo.compare LT, %arg2, %7, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %9 = stablehlo.convert %arg17 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %11 = stablehlo.compare GT, %arg2, %10, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %12 = stablehlo.or %8, %11 : tensor<4096xi1>
    %13 = stablehlo.negate %arg16 : tensor<f32>
    %14 = stablehlo.convert %13 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %16 = stablehlo.compare LT, %arg4, %15, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %17 = stablehlo.convert %arg16 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %19 = stablehlo.compare GT, %arg4, %18, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %20 = stablehlo.or %16, %19 : tensor<4096xi1>
    %21 = stablehlo.or %12, %20 : tensor<4096xi1>
    %22 = stablehlo.convert %arg6 : (tensor<4096xi32>) -> tensor<4096xf32>
    %23 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4096xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %26 = stablehlo.subtract %25, %arg6 : tensor<4096xi32>
    %27 = stablehlo.convert %26 : (tensor<4096xi32>) -> tensor<4096xf32>
    %28 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4096xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<4096xf32>
    %31 = stablehlo.cosine %arg4 : tensor<4096xf32>
    %32 = stablehlo.sine %arg4 : tensor<4096xf32>
    %33 = stablehlo.multiply %arg5, %arg5 : tensor<4096xf32>
    %34 = stablehlo.convert %arg13 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %36 = stablehlo.multiply %35, %33 : tensor<4096xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<4096xf32>
    %38 = stablehlo.convert %30 : tensor<4096xf32>
    %39 = stablehlo.add %38, %37 : tensor<4096xf32>
    %40 = stablehlo.convert %arg11 : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %42 = stablehlo.divide %39, %41 : tensor<4096xf32>
    %43 = stablehlo.convert %arg8 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %45 = stablehlo.multiply %44, %32 : tensor<4096xf32>
    %46 = stablehlo.multiply %31, %42 : tensor<4096xf32>
    %47 = stablehlo.subtract %45, %46 : tensor<4096xf32>
    %48 = stablehlo.multiply %31, %31 : tensor<4096xf32>
    %49 = stablehlo.convert %arg10 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<4096xf32>
    %52 = stablehlo.convert %arg11 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %54 = stablehlo.divide %51, %53 : tensor<4096xf32>
    %cst = stablehlo.constant dense<1.33333337> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %56 = stablehlo.subtract %55, %54 : tensor<4096xf32>
    %57 = stablehlo.convert %arg12 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<4096xf32>
    %60 = stablehlo.divide %47, %59 : tensor<4096xf32>
    %61 = stablehlo.convert %arg13 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<4096xf32>
    %64 = stablehlo.multiply %63, %31 : tensor<4096xf32>
    %65 = stablehlo.convert %arg11 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %67 = stablehlo.divide %64, %66 : tensor<4096xf32>
    %68 = stablehlo.subtract %42, %67 : tensor<4096xf32>
    %69 = stablehlo.convert %arg15 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %71 = stablehlo.multiply %70, %arg3 : tensor<4096xf32>
    %72 = stablehlo.add %arg2, %71 : tensor<4096xf32>
    %73 = stablehlo.convert %arg15 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %75 = stablehlo.multiply %74, %68 : tensor<4096xf32>
    %76 = stablehlo.add %arg3, %75 : tensor<4096xf32>
    %77 = stablehlo.convert %arg15 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %79 = stablehlo.multiply %78, %arg5 : tensor<4096xf32>
    %80 = stablehlo.add %arg4, %79 : tensor<4096xf32>
    %81 = stablehlo.convert %arg15 : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %83 = stablehlo.multiply %82, %60 : tensor<4096xf32>
    %84 = stablehlo.add %arg5, %83 : tensor<4096xf32>
    %85 = stablehlo.convert %21 : (tensor<4096xi1>) -> tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %87 = stablehlo.subtract %86, %85 : tensor<4096xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %89 = stablehlo.add %arg1, %88 : tensor<4096xi32>
    %90 = stablehlo.negate %arg17 : tensor<f32>
    %91 = stablehlo.convert %90 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %93 = stablehlo.compare LT, %72, %92, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %94 = stablehlo.convert %arg17 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %96 = stablehlo.compare GT, %72, %95, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %97 = stablehlo.or %93, %96 : tensor<4096xi1>
    %98 = stablehlo.negate %arg16 : tensor<f32>
    %99 = stablehlo.convert %98 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %101 = stablehlo.compare LT, %80, %100, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %102 = stablehlo.convert %arg16 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %104 = stablehlo.compare GT, %80, %103, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %105 = stablehlo.or %101, %104 : tensor<4096xi1>
    %106 = stablehlo.or %97, %105 : tensor<4096xi1>
    %107 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %108 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %109 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %110 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %111 = stablehlo.concatenate %107, %108, %109, %110, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x4xf32>
    %112 = stablehlo.negate %arg17 : tensor<f32>
    %113 = stablehlo.convert %112 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %115 = stablehlo.compare LT, %72, %114, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %116 = stablehlo.convert %arg17 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %118 = stablehlo.compare GT, %72, %117, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %119 = stablehlo.or %115, %118 : tensor<4096xi1>
    %120 = stablehlo.negate %arg16 : tensor<f32>
    %121 = stablehlo.convert %120 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %123 = stablehlo.compare LT, %80, %122, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %124 = stablehlo.convert %arg16 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %126 = stablehlo.compare GT, %80, %125, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %127 = stablehlo.or %123, %126 : tensor<4096xi1>
    %128 = stablehlo.or %119, %127 : tensor<4096xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %131 = stablehlo.select %128, %130, %129 : tensor<4096xi1>, tensor<4096xf32>
    %132 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %133 = stablehlo.compare GE, %89, %132, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %134 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<4096xi1>
    %135 = stablehlo.compare NE, %133, %134, UNSIGNED : (tensor<4096xi1>, tensor<4096xi1>) -> tensor<4096xi1>
    %136 = stablehlo.convert %135 : tensor<4096xi1>
    %137 = stablehlo.or %106, %136 : tensor<4096xi1>
    %cst_5 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %138 = call @_uniform(%4, %cst_5, %cst_6) : (tensor<4096x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x4xf32>
    %139 = stablehlo.slice %138 [0:4096, 0:1] : (tensor<4096x4xf32>) -> tensor<4096x1xf32>
    %140 = stablehlo.reshape %139 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %141 = stablehlo.slice %138 [0:4096, 1:2] : (tensor<4096x4xf32>) -> tensor<4096x1xf32>
    %142 = stablehlo.reshape %141 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %143 = stablehlo.slice %138 [0:4096, 2:3] : (tensor<4096x4xf32>) -> tensor<4096x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %145 = stablehlo.slice %138 [0:4096, 3:4] : (tensor<4096x4xf32>) -> tensor<4096x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %147 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %148 = stablehlo.broadcast_in_dim %142, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %149 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %150 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %151 = stablehlo.concatenate %147, %148, %149, %150, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %152 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %153 = stablehlo.select %137, %152, %89 : tensor<4096xi1>, tensor<4096xi32>
    %154 = stablehlo.select %137, %140, %72 : tensor<4096xi1>, tensor<4096xf32>
    %155 = stablehlo.select %137, %142, %76 : tensor<4096xi1>, tensor<4096xf32>
    %156 = stablehlo.select %137, %144, %80 : tensor<4096xi1>, tensor<4096xf32>
    %157 = stablehlo.select %137, %146, %84 : tensor<4096xi1>, tensor<4096xf32>
    %158 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<4096xi1>) -> tensor<4096x4xi1>
    %159 = stablehlo.select %158, %151, %111 : tensor<4096x4xi1>, tensor<4096x4xf32>
    return %159, %153, %154, %155, %156, %157, %87, %106, %133, %131, %111, %106, %133 : tensor<4096x4xf32>, tensor<4096xi32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf32>, tensor<4096x4xf32>, tensor<4096xi1>, tensor<4096xi1>
  }
  func.func private @_threefry_split_8(%arg0: tensor<4096x2xui32>) -> tensor<4096x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:4096, 0:1] : (tensor<4096x2xui32>) -> tensor<4096x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<4096x1xui32>) -> tensor<4096xui32>
    %2 = stablehlo.slice %arg0 [0:4096, 1:2] : (tensor<4096x2xui32>) -> tensor<4096x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<4096x1xui32>) -> tensor<4096xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
    %15:2 = call @threefry2x32_9(%13, %14, %11, %12) : (tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4096x2xui32>, tensor<4096x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<4096x2xui32>) -> tensor<4096x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<4096x2xui32>) -> tensor<4096x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<4096x2x1xui32>, tensor<4096x2x1xui32>) -> tensor<4096x2x2xui32>
    return %18 : tensor<4096x2x2xui32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<4096x1xui32>, %arg1: tensor<4096x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<4096x2xui32>, tensor<4096x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4096x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4096x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4096x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<4096x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4096x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<4096x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4096x2xui32>, tensor<4096x2xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4096x2xui32>, tensor<4096x2xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4096x2xui32>, tensor<4096x2xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<4096x2xui32>, tensor<4096x2xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<4096x2xui32>, tensor<4096x2xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<4096x2xui32>, %arg2: tensor<4096x2xui32>, %arg3: tensor<4096x1xui32>, %arg4: tensor<4096x1xui32>, %arg5: tensor<4096x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4096x2xui32>, tensor<4096x2xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4096x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4096x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4096x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<4096x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4096x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4096x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4096x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4096x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<4096x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4096x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4096x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4096x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4096x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<4096x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4096x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4096x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4096x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4096x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<4096x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4096x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<4096x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<4096x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4096x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<4096x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4096x2xui32>, tensor<4096x2xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<4096x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:4096, 0:1] : (tensor<4096x2xui32>) -> tensor<4096x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<4096x1xui32>) -> tensor<4096xui32>
    %6 = stablehlo.slice %arg0 [0:4096, 1:2] : (tensor<4096x2xui32>) -> tensor<4096x1xui32>
    %7 = stablehlo.reshape %6 : (tensor<4096x1xui32>) -> tensor<4096xui32>
    %8 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<4xui64>
    %13 = stablehlo.convert %10 : (tensor<4xui64>) -> tensor<4xui32>
    %14 = stablehlo.convert %12 : (tensor<4xui64>) -> tensor<4xui32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<4xui32>) -> tensor<1x4xui32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<4xui32>) -> tensor<1x4xui32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
    %18 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
    %19:2 = call @threefry2x32_11(%17, %18, %15, %16) : (tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<1x4xui32>, tensor<1x4xui32>) -> (tensor<4096x4xui32>, tensor<4096x4xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<4096x4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<4096x4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %24 = stablehlo.or %22, %23 : tensor<4096x4xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<4096x4xui32>) -> tensor<4096x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<4096x4xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x4xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<4096x4xf32>
    %32 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x4xf32>
    %34 = stablehlo.add %31, %33 : tensor<4096x4xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x4xf32>
    %37 = stablehlo.maximum %36, %34 : tensor<4096x4xf32>
    return %37 : tensor<4096x4xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<4096x1xui32>, %arg1: tensor<4096x1xui32>, %arg2: tensor<1x4xui32>, %arg3: tensor<1x4xui32>) -> (tensor<4096x4xui32>, tensor<4096x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4096x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4096x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x4xui32>) -> tensor<4096x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x4xui32>
    %5 = stablehlo.add %3, %4 : tensor<4096x4xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x4xui32>) -> tensor<4096x4xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x4xui32>
    %8 = stablehlo.add %6, %7 : tensor<4096x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4096x4xui32>, tensor<4096x4xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_12(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4096x4xui32>, tensor<4096x4xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4096x4xui32>, tensor<4096x4xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<4096x4xui32>, tensor<4096x4xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<4096x4xui32>, tensor<4096x4xui32>
  }
  func.func private @closed_call_12(%arg0: tensor<i32>, %arg1: tensor<4096x4xui32>, %arg2: tensor<4096x4xui32>, %arg3: tensor<4096x1xui32>, %arg4: tensor<4096x1xui32>, %arg5: tensor<4096x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4096x4xui32>, tensor<4096x4xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4096x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4096x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4096x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<4096x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4096x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4096x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4096x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4096x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<4096x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4096x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4096x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4096x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4096x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<4096x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4096x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4096x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4096x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4096x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<4096x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4096x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<4096x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<4096x1xui32>) -> tensor<4096x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<4096x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4096x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<4096x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4096x4xui32>, tensor<4096x4xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4096x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
}
