module @jit_rollout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xi32>, %arg1: tensor<128xi32>, %arg2: tensor<128xi32>, %arg3: tensor<128xi32>, %arg4: tensor<128xi32>, %arg5: tensor<128x10x10xf32>, %arg6: tensor<128xi1>, %arg7: tensor<128xi32>, %arg8: tensor<128xi32>, %arg9: tensor<128xi1>, %arg10: tensor<2xui32>) -> (tensor<128xi32> {jax.result_info = "result[0].time"}, tensor<128xi32> {jax.result_info = "result[0].ball_y"}, tensor<128xi32> {jax.result_info = "result[0].ball_x"}, tensor<128xi32> {jax.result_info = "result[0].ball_dir"}, tensor<128xi32> {jax.result_info = "result[0].pos"}, tensor<128x10x10xf32> {jax.result_info = "result[0].brick_map"}, tensor<128xi1> {jax.result_info = "result[0].strike"}, tensor<128xi32> {jax.result_info = "result[0].last_y"}, tensor<128xi32> {jax.result_info = "result[0].last_x"}, tensor<128xi1> {jax.result_info = "result[0].terminal"}, tensor<128xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:13 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %arg2, %iterArg_3 = %arg3, %iterArg_4 = %arg4, %iterArg_5 = %arg5, %iterArg_6 = %arg6, %iterArg_7 = %arg7, %iterArg_8 = %arg8, %iterArg_9 = %arg9, %iterArg_10 = %arg10, %iterArg_11 = %0) : tensor<i32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<2xui32>, tensor<128xf32>
    cond {
      %c_12 = stablehlo.constant dense<300> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:12 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<2xui32>, tensor<128xf32>) -> (tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<2xui32>, tensor<128xf32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1, %2#2, %2#3, %2#4, %2#5, %2#6, %2#7, %2#8, %2#9, %2#10, %2#11 : tensor<i32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<2xui32>, tensor<128xf32>
    }
    return %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10, %1#12 : tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<128xf32>
  }
  func.func private @closed_call(%arg0: tensor<128xi32>, %arg1: tensor<128xi32>, %arg2: tensor<128xi32>, %arg3: tensor<128xi32>, %arg4: tensor<128xi32>, %arg5: tensor<128x10x10xf32>, %arg6: tensor<128xi1>, %arg7: tensor<128xi32>, %arg8: tensor<128xi32>, %arg9: tensor<128xi1>, %arg10: tensor<2xui32>, %arg11: tensor<128xf32>) -> (tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<2xui32>, tensor<128xf32>) {
    %0 = call @_threefry_split(%arg10) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %7 = call @_randint(%4, %c, %c_0) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<128xi32>
    %8 = call @_threefry_split_7(%6) : (tensor<2xui32>) -> tensor<128x2xui32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %9:18 = call @step(%8, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %7, %c_1) : (tensor<128x2xui32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<128xi32>, tensor<i32>) -> (tensor<128x10x10x4xf32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<128xf32>, tensor<128xi1>, tensor<128xi1>, tensor<128xf32>, tensor<128x10x10x4xf32>, tensor<128xi1>, tensor<128xi1>)
    %10 = stablehlo.add %arg11, %9#11 : tensor<128xf32>
    return %9#1, %9#2, %9#3, %9#4, %9#5, %9#6, %9#7, %9#8, %9#9, %9#10, %2, %10 : tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<2xui32>, tensor<128xf32>
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
  func.func private @_randint(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<128xi32> {
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
    %17 = stablehlo.iota dim = 0 : tensor<128xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<128xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<128xui64>
    %22 = stablehlo.convert %19 : (tensor<128xui64>) -> tensor<128xui32>
    %23 = stablehlo.convert %21 : (tensor<128xui64>) -> tensor<128xui32>
    %24:2 = call @threefry2x32_5(%14, %16, %23, %22) : (tensor<ui32>, tensor<ui32>, tensor<128xui32>, tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>)
    %25 = stablehlo.xor %24#0, %24#1 : tensor<128xui32>
    %26 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.iota dim = 0 : tensor<128xui64>
    %c_8 = stablehlo.constant dense<1> : tensor<ui64>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %32 = stablehlo.multiply %31, %30 : tensor<128xui64>
    %c_9 = stablehlo.constant dense<32> : tensor<ui64>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<128xui64>
    %35 = stablehlo.convert %32 : (tensor<128xui64>) -> tensor<128xui32>
    %36 = stablehlo.convert %34 : (tensor<128xui64>) -> tensor<128xui32>
    %37:2 = call @threefry2x32_5(%27, %29, %36, %35) : (tensor<ui32>, tensor<ui32>, tensor<128xui32>, tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>)
    %38 = stablehlo.xor %37#0, %37#1 : tensor<128xui32>
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
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<128xui32>
    %55 = stablehlo.remainder %25, %54 : tensor<128xui32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xui32>) -> tensor<128xui32>
    %57 = stablehlo.multiply %55, %56 : tensor<128xui32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<128xui32>
    %59 = stablehlo.remainder %38, %58 : tensor<128xui32>
    %60 = stablehlo.add %57, %59 : tensor<128xui32>
    %61 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<128xui32>
    %62 = stablehlo.remainder %60, %61 : tensor<128xui32>
    %63 = stablehlo.convert %62 : (tensor<128xui32>) -> tensor<128xi32>
    %64 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi32>) -> tensor<128xi32>
    %65 = stablehlo.add %64, %63 : tensor<128xi32>
    return %65 : tensor<128xi32>
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
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<128xui32>, %arg3: tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<128xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<128xui32>, tensor<128xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<128xui32>, %arg2: tensor<128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<128xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<128xui32>
    %9 = stablehlo.or %5, %8 : tensor<128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<128xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<128xui32>
    %19 = stablehlo.or %15, %18 : tensor<128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<128xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<128xui32>
    %29 = stablehlo.or %25, %28 : tensor<128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<128xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<128xui32>
    %39 = stablehlo.or %35, %38 : tensor<128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %42 = stablehlo.add %33, %41 : tensor<128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %44 = stablehlo.add %40, %43 : tensor<128xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %48 = stablehlo.add %44, %47 : tensor<128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<2xui32>) -> tensor<128x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<128xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<128xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<128xui64>
    %9 = stablehlo.convert %6 : (tensor<128xui64>) -> tensor<128xui32>
    %10 = stablehlo.convert %8 : (tensor<128xui64>) -> tensor<128xui32>
    %11:2 = call @threefry2x32_5(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<128xui32>, tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<128xui32>) -> tensor<128x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<128xui32>) -> tensor<128x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<128x1xui32>, tensor<128x1xui32>) -> tensor<128x2xui32>
    return %14 : tensor<128x2xui32>
  }
  func.func private @step(%arg0: tensor<128x2xui32>, %arg1: tensor<128xi32>, %arg2: tensor<128xi32>, %arg3: tensor<128xi32>, %arg4: tensor<128xi32>, %arg5: tensor<128xi32>, %arg6: tensor<128x10x10xf32>, %arg7: tensor<128xi1>, %arg8: tensor<128xi32>, %arg9: tensor<128xi32>, %arg10: tensor<128xi1>, %arg11: tensor<128xi32>, %arg12: tensor<i32>) -> (tensor<128x10x10x4xf32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<128xf32>, tensor<128xi1>, tensor<128xi1>, tensor<128xf32>, tensor<128x10x10x4xf32>, tensor<128xi1>, tensor<128xi1>) {
    %c = stablehlo.constant dense<[0, 1, 3]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<[1, 0, 3, 2]> : tensor<4xi32>
    %c_1 = stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xi32>
    %c_2 = stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xi32>
    %c_3 = stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xi32>
    %c_4 = stablehlo.constant dense<[2, 3, 0, 1]> : tensor<4xi32>
    %c_5 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %c_6 = stablehlo.constant dense<[0, 9]> : tensor<2xi32>
    %c_7 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
    %c_8 = stablehlo.constant dense<[0, 9]> : tensor<2xi32>
    %0 = call @_threefry_split_8(%arg0) : (tensor<128x2xui32>) -> tensor<128x2x2xui32>
    %1 = stablehlo.slice %0 [0:128, 0:1, 0:2] : (tensor<128x2x2xui32>) -> tensor<128x1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<128x1x2xui32>) -> tensor<128x2xui32>
    %3 = stablehlo.slice %0 [0:128, 1:2, 0:2] : (tensor<128x2x2xui32>) -> tensor<128x1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<128x1x2xui32>) -> tensor<128x2xui32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %6 = stablehlo.compare LT, %arg11, %5, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %8 = stablehlo.add %arg11, %7 : tensor<128xi32>
    %9 = stablehlo.select %6, %8, %arg11 : tensor<128xi1>, tensor<128xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %11 = "stablehlo.gather"(%c, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %12 = stablehlo.reshape %11 : (tensor<128x1xi32>) -> tensor<128xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %14 = stablehlo.subtract %arg5, %13 : tensor<128xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %16 = stablehlo.maximum %15, %14 : tensor<128xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %18 = stablehlo.compare EQ, %12, %17, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %19 = stablehlo.convert %18 : (tensor<128xi1>) -> tensor<128xi32>
    %20 = stablehlo.multiply %16, %19 : tensor<128xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %22 = stablehlo.add %arg5, %21 : tensor<128xi32>
    %c_15 = stablehlo.constant dense<9> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %24 = stablehlo.minimum %23, %22 : tensor<128xi32>
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %26 = stablehlo.compare EQ, %12, %25, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %27 = stablehlo.convert %26 : (tensor<128xi1>) -> tensor<128xi32>
    %28 = stablehlo.multiply %24, %27 : tensor<128xi32>
    %29 = stablehlo.add %20, %28 : tensor<128xi32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %31 = stablehlo.compare NE, %12, %30, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %33 = stablehlo.compare NE, %12, %32, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %34 = stablehlo.and %31, %33 : tensor<128xi1>
    %35 = stablehlo.convert %34 : (tensor<128xi1>) -> tensor<128xi32>
    %36 = stablehlo.multiply %arg5, %35 : tensor<128xi32>
    %37 = stablehlo.add %29, %36 : tensor<128xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %39 = stablehlo.subtract %arg3, %38 : tensor<128xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %41 = stablehlo.compare EQ, %arg4, %40, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %42 = stablehlo.convert %41 : (tensor<128xi1>) -> tensor<128xi32>
    %43 = stablehlo.multiply %39, %42 : tensor<128xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %45 = stablehlo.add %arg3, %44 : tensor<128xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %47 = stablehlo.compare EQ, %arg4, %46, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %48 = stablehlo.convert %47 : (tensor<128xi1>) -> tensor<128xi32>
    %49 = stablehlo.multiply %45, %48 : tensor<128xi32>
    %50 = stablehlo.add %43, %49 : tensor<128xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %52 = stablehlo.add %arg3, %51 : tensor<128xi32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %54 = stablehlo.compare EQ, %arg4, %53, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %55 = stablehlo.convert %54 : (tensor<128xi1>) -> tensor<128xi32>
    %56 = stablehlo.multiply %52, %55 : tensor<128xi32>
    %57 = stablehlo.add %50, %56 : tensor<128xi32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %59 = stablehlo.subtract %arg3, %58 : tensor<128xi32>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %61 = stablehlo.compare EQ, %arg4, %60, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %62 = stablehlo.convert %61 : (tensor<128xi1>) -> tensor<128xi32>
    %63 = stablehlo.multiply %59, %62 : tensor<128xi32>
    %64 = stablehlo.add %57, %63 : tensor<128xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %66 = stablehlo.subtract %arg2, %65 : tensor<128xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %68 = stablehlo.compare EQ, %arg4, %67, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %69 = stablehlo.convert %68 : (tensor<128xi1>) -> tensor<128xi32>
    %70 = stablehlo.multiply %66, %69 : tensor<128xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %72 = stablehlo.subtract %arg2, %71 : tensor<128xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %74 = stablehlo.compare EQ, %arg4, %73, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %75 = stablehlo.convert %74 : (tensor<128xi1>) -> tensor<128xi32>
    %76 = stablehlo.multiply %72, %75 : tensor<128xi32>
    %77 = stablehlo.add %70, %76 : tensor<128xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %79 = stablehlo.add %arg2, %78 : tensor<128xi32>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %81 = stablehlo.compare EQ, %arg4, %80, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %82 = stablehlo.convert %81 : (tensor<128xi1>) -> tensor<128xi32>
    %83 = stablehlo.multiply %79, %82 : tensor<128xi32>
    %84 = stablehlo.add %77, %83 : tensor<128xi32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %86 = stablehlo.add %arg2, %85 : tensor<128xi32>
    %c_34 = stablehlo.constant dense<3> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %88 = stablehlo.compare EQ, %arg4, %87, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %89 = stablehlo.convert %88 : (tensor<128xi1>) -> tensor<128xi32>
    %90 = stablehlo.multiply %86, %89 : tensor<128xi32>
    %91 = stablehlo.add %84, %90 : tensor<128xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %93 = stablehlo.compare LT, %64, %92, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_36 = stablehlo.constant dense<9> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %95 = stablehlo.compare GT, %64, %94, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %96 = stablehlo.or %93, %95 : tensor<128xi1>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %98 = stablehlo.compare LT, %64, %97, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %99 = stablehlo.convert %98 : (tensor<128xi1>) -> tensor<128xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %101 = stablehlo.multiply %100, %99 : tensor<128xi32>
    %c_39 = stablehlo.constant dense<9> : tensor<i32>
    %102 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %103 = stablehlo.compare GT, %64, %102, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %104 = stablehlo.convert %103 : (tensor<128xi1>) -> tensor<128xi32>
    %c_40 = stablehlo.constant dense<9> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %106 = stablehlo.multiply %105, %104 : tensor<128xi32>
    %107 = stablehlo.add %101, %106 : tensor<128xi32>
    %108 = stablehlo.select %96, %107, %64 : tensor<128xi1>, tensor<128xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %110 = stablehlo.compare LT, %arg4, %109, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_42 = stablehlo.constant dense<4> : tensor<i32>
    %111 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %112 = stablehlo.add %arg4, %111 : tensor<128xi32>
    %113 = stablehlo.select %110, %112, %arg4 : tensor<128xi1>, tensor<128xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %115 = "stablehlo.gather"(%c_0, %114) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %116 = stablehlo.reshape %115 : (tensor<128x1xi32>) -> tensor<128xi32>
    %117 = stablehlo.select %96, %116, %arg4 : tensor<128xi1>, tensor<128xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %119 = stablehlo.compare LT, %91, %118, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %121 = stablehlo.select %119, %120, %91 : tensor<128xi1>, tensor<128xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %123 = stablehlo.compare LT, %117, %122, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_46 = stablehlo.constant dense<4> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %125 = stablehlo.add %117, %124 : tensor<128xi32>
    %126 = stablehlo.select %123, %125, %117 : tensor<128xi1>, tensor<128xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %128 = "stablehlo.gather"(%c_1, %127) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %129 = stablehlo.reshape %128 : (tensor<128x1xi32>) -> tensor<128xi32>
    %130 = stablehlo.select %119, %129, %117 : tensor<128xi1>, tensor<128xi32>
    %131 = stablehlo.convert %119 : (tensor<128xi1>) -> tensor<128xi32>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %133 = stablehlo.subtract %132, %131 : tensor<128xi32>
    %134 = stablehlo.convert %121 : tensor<128xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %136 = stablehlo.compare LT, %134, %135, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_49 = stablehlo.constant dense<10> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %138 = stablehlo.add %134, %137 : tensor<128xi32>
    %139 = stablehlo.select %136, %138, %134 : tensor<128xi1>, tensor<128xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %141 = stablehlo.compare LT, %108, %140, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_51 = stablehlo.constant dense<10> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %143 = stablehlo.add %108, %142 : tensor<128xi32>
    %144 = stablehlo.select %141, %143, %108 : tensor<128xi1>, tensor<128xi32>
    %145 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %147 = stablehlo.concatenate %145, %146, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x2xi32>
    %148 = "stablehlo.gather"(%arg6, %147) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<128x10x10xf32>, tensor<128x2xi32>) -> tensor<128x1x1xf32>
    %149 = stablehlo.reshape %148 : (tensor<128x1x1xf32>) -> tensor<128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %151 = stablehlo.compare EQ, %149, %150, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %152 = stablehlo.convert %151 : (tensor<128xi1>) -> tensor<128xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %154 = stablehlo.compare NE, %133, %153, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %155 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %156 = stablehlo.compare NE, %152, %155, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %157 = stablehlo.and %154, %156 : tensor<128xi1>
    %158 = stablehlo.convert %arg7 : (tensor<128xi1>) -> tensor<128xi32>
    %c_54 = stablehlo.constant dense<1> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %160 = stablehlo.subtract %159, %158 : tensor<128xi32>
    %161 = stablehlo.convert %157 : (tensor<128xi1>) -> tensor<128xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %163 = stablehlo.compare NE, %160, %162, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %164 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %165 = stablehlo.compare NE, %161, %164, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %166 = stablehlo.and %163, %165 : tensor<128xi1>
    %167 = stablehlo.convert %166 : (tensor<128xi1>) -> tensor<128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.add %170, %169 : tensor<128xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %173 = stablehlo.compare LT, %121, %172, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_60 = stablehlo.constant dense<10> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %175 = stablehlo.add %121, %174 : tensor<128xi32>
    %176 = stablehlo.select %173, %175, %121 : tensor<128xi1>, tensor<128xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %178 = stablehlo.compare LT, %108, %177, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_62 = stablehlo.constant dense<10> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %180 = stablehlo.add %108, %179 : tensor<128xi32>
    %181 = stablehlo.select %178, %180, %108 : tensor<128xi1>, tensor<128xi32>
    %182 = stablehlo.convert %176 : tensor<128xi32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %184 = stablehlo.broadcast_in_dim %181, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %185 = stablehlo.concatenate %183, %184, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x2xi32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %187 = "stablehlo.scatter"(%arg6, %185, %186) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      stablehlo.return %arg14 : tensor<f32>
    }) : (tensor<128x10x10xf32>, tensor<128x2xi32>, tensor<128xf32>) -> tensor<128x10x10xf32>
    %188 = stablehlo.broadcast_in_dim %166, dims = [0] : (tensor<128xi1>) -> tensor<128x10x10xi1>
    %189 = stablehlo.select %188, %187, %arg6 : tensor<128x10x10xi1>, tensor<128x10x10xf32>
    %190 = stablehlo.select %166, %arg2, %121 : tensor<128xi1>, tensor<128xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %191 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %192 = stablehlo.compare LT, %130, %191, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_65 = stablehlo.constant dense<4> : tensor<i32>
    %193 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %194 = stablehlo.add %130, %193 : tensor<128xi32>
    %195 = stablehlo.select %192, %194, %130 : tensor<128xi1>, tensor<128xi32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %197 = "stablehlo.gather"(%c_2, %196) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %198 = stablehlo.reshape %197 : (tensor<128x1xi32>) -> tensor<128xi32>
    %199 = stablehlo.select %166, %198, %130 : tensor<128xi1>, tensor<128xi32>
    %200 = stablehlo.convert %157 : (tensor<128xi1>) -> tensor<128xi32>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %202 = stablehlo.subtract %201, %200 : tensor<128xi32>
    %c_67 = stablehlo.constant dense<9> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %204 = stablehlo.compare EQ, %190, %203, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %205 = stablehlo.convert %204 : (tensor<128xi1>) -> tensor<128xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %206 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %207 = stablehlo.compare NE, %202, %206, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %208 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %209 = stablehlo.compare NE, %205, %208, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %210 = stablehlo.and %207, %209 : tensor<128xi1>
    %211 = call @count_nonzero(%189) : (tensor<128x10x10xf32>) -> tensor<128xi32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %212 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %213 = stablehlo.compare EQ, %211, %212, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_71 = stablehlo.constant dense<false> : tensor<i1>
    %214 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %215 = stablehlo.compare NE, %210, %214, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %216 = stablehlo.convert %215 : tensor<128xi1>
    %217 = stablehlo.and %216, %213 : tensor<128xi1>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %218 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1, 2] : (tensor<3x10xf32>) -> tensor<128x3x10xf32>
    %221 = "stablehlo.scatter"(%189, %218, %220) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      stablehlo.return %arg14 : tensor<f32>
    }) : (tensor<128x10x10xf32>, tensor<1xi32>, tensor<128x3x10xf32>) -> tensor<128x10x10xf32>
    %222 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<128xi1>) -> tensor<128x10x10xi1>
    %223 = stablehlo.select %222, %221, %189 : tensor<128x10x10xi1>, tensor<128x10x10xf32>
    %224 = stablehlo.convert %37 : tensor<128xi32>
    %225 = stablehlo.compare EQ, %arg3, %224, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_74 = stablehlo.constant dense<false> : tensor<i1>
    %226 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %227 = stablehlo.compare NE, %210, %226, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %228 = stablehlo.convert %227 : tensor<128xi1>
    %229 = stablehlo.and %228, %225 : tensor<128xi1>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %230 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %231 = stablehlo.compare LT, %199, %230, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_76 = stablehlo.constant dense<4> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %233 = stablehlo.add %199, %232 : tensor<128xi32>
    %234 = stablehlo.select %231, %233, %199 : tensor<128xi1>, tensor<128xi32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %236 = "stablehlo.gather"(%c_3, %235) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %237 = stablehlo.reshape %236 : (tensor<128x1xi32>) -> tensor<128xi32>
    %238 = stablehlo.select %229, %237, %199 : tensor<128xi1>, tensor<128xi32>
    %239 = stablehlo.select %229, %arg2, %190 : tensor<128xi1>, tensor<128xi32>
    %240 = stablehlo.convert %229 : (tensor<128xi1>) -> tensor<128xi32>
    %c_77 = stablehlo.constant dense<1> : tensor<i32>
    %241 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %242 = stablehlo.subtract %241, %240 : tensor<128xi32>
    %243 = stablehlo.convert %210 : (tensor<128xi1>) -> tensor<128xi32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %244 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %245 = stablehlo.compare NE, %243, %244, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %246 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %247 = stablehlo.compare NE, %242, %246, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %248 = stablehlo.and %245, %247 : tensor<128xi1>
    %249 = stablehlo.convert %37 : tensor<128xi32>
    %250 = stablehlo.compare EQ, %108, %249, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_80 = stablehlo.constant dense<false> : tensor<i1>
    %251 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %252 = stablehlo.compare NE, %248, %251, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %253 = stablehlo.convert %252 : tensor<128xi1>
    %254 = stablehlo.and %253, %250 : tensor<128xi1>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %256 = stablehlo.compare LT, %238, %255, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_82 = stablehlo.constant dense<4> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %258 = stablehlo.add %238, %257 : tensor<128xi32>
    %259 = stablehlo.select %256, %258, %238 : tensor<128xi1>, tensor<128xi32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %261 = "stablehlo.gather"(%c_4, %260) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %262 = stablehlo.reshape %261 : (tensor<128x1xi32>) -> tensor<128xi32>
    %263 = stablehlo.select %254, %262, %238 : tensor<128xi1>, tensor<128xi32>
    %264 = stablehlo.select %254, %arg2, %239 : tensor<128xi1>, tensor<128xi32>
    %265 = stablehlo.convert %229 : (tensor<128xi1>) -> tensor<128xi32>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %267 = stablehlo.subtract %266, %265 : tensor<128xi32>
    %268 = stablehlo.convert %254 : (tensor<128xi1>) -> tensor<128xi32>
    %c_84 = stablehlo.constant dense<1> : tensor<i32>
    %269 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %270 = stablehlo.subtract %269, %268 : tensor<128xi32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %271 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %272 = stablehlo.compare NE, %267, %271, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %273 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %274 = stablehlo.compare NE, %270, %273, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %275 = stablehlo.and %272, %274 : tensor<128xi1>
    %c_87 = stablehlo.constant dense<false> : tensor<i1>
    %276 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %277 = stablehlo.compare NE, %210, %276, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %278 = stablehlo.convert %277 : tensor<128xi1>
    %c_88 = stablehlo.constant dense<false> : tensor<i1>
    %279 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %280 = stablehlo.compare NE, %275, %279, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %281 = stablehlo.convert %280 : tensor<128xi1>
    %282 = stablehlo.and %278, %281 : tensor<128xi1>
    %283 = stablehlo.convert %157 : (tensor<128xi1>) -> tensor<128xi32>
    %c_89 = stablehlo.constant dense<1> : tensor<i32>
    %284 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %285 = stablehlo.subtract %284, %283 : tensor<128xi32>
    %c_90 = stablehlo.constant dense<1> : tensor<i32>
    %286 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %287 = stablehlo.compare EQ, %285, %286, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_91 = stablehlo.constant dense<true> : tensor<i1>
    %288 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %c_92 = stablehlo.constant dense<false> : tensor<i1>
    %289 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %290 = stablehlo.select %287, %289, %288 : tensor<128xi1>, tensor<128xi1>
    %c_93 = stablehlo.constant dense<1> : tensor<i32>
    %291 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %292 = stablehlo.add %arg1, %291 : tensor<128xi32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %295 = stablehlo.select %282, %294, %293 : tensor<128xi1>, tensor<128xf32>
    %c_96 = stablehlo.constant dense<false> : tensor<i1>
    %296 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i1>) -> tensor<10x10x4xi1>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %297 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %298 = stablehlo.compare LT, %37, %297, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_98 = stablehlo.constant dense<10> : tensor<i32>
    %299 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %300 = stablehlo.add %37, %299 : tensor<128xi32>
    %301 = stablehlo.select %298, %300, %37 : tensor<128xi1>, tensor<128xi32>
    %302 = stablehlo.convert %301 : tensor<128xi32>
    %c_99 = stablehlo.constant dense<9> : tensor<i32>
    %303 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %304 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %305 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %306 = stablehlo.broadcast_in_dim %303, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %308 = stablehlo.concatenate %306, %304, %307, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x3xi32>
    %309 = stablehlo.broadcast_in_dim %296, dims = [1, 2, 3] : (tensor<10x10x4xi1>) -> tensor<128x10x10x4xi1>
    %c_101 = stablehlo.constant dense<true> : tensor<i1>
    %310 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %311 = "stablehlo.scatter"(%309, %308, %310) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<128x3xi32>, tensor<128xi1>) -> tensor<128x10x10x4xi1>
    %c_102 = stablehlo.constant dense<0> : tensor<i32>
    %312 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %313 = stablehlo.compare LT, %264, %312, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_103 = stablehlo.constant dense<10> : tensor<i32>
    %314 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %315 = stablehlo.add %264, %314 : tensor<128xi32>
    %316 = stablehlo.select %313, %315, %264 : tensor<128xi1>, tensor<128xi32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %317 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %318 = stablehlo.compare LT, %108, %317, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_105 = stablehlo.constant dense<10> : tensor<i32>
    %319 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %320 = stablehlo.add %108, %319 : tensor<128xi32>
    %321 = stablehlo.select %318, %320, %108 : tensor<128xi1>, tensor<128xi32>
    %322 = stablehlo.convert %316 : tensor<128xi32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %324 = stablehlo.broadcast_in_dim %321, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_106 = stablehlo.constant dense<1> : tensor<i32>
    %325 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %327 = stablehlo.concatenate %323, %324, %326, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x3xi32>
    %c_107 = stablehlo.constant dense<true> : tensor<i1>
    %328 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %329 = "stablehlo.scatter"(%311, %327, %328) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<128x3xi32>, tensor<128xi1>) -> tensor<128x10x10x4xi1>
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %330 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %331 = stablehlo.compare LT, %arg2, %330, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_109 = stablehlo.constant dense<10> : tensor<i32>
    %332 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %333 = stablehlo.add %arg2, %332 : tensor<128xi32>
    %334 = stablehlo.select %331, %333, %arg2 : tensor<128xi1>, tensor<128xi32>
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %335 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %336 = stablehlo.compare LT, %arg3, %335, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_111 = stablehlo.constant dense<10> : tensor<i32>
    %337 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %338 = stablehlo.add %arg3, %337 : tensor<128xi32>
    %339 = stablehlo.select %336, %338, %arg3 : tensor<128xi1>, tensor<128xi32>
    %340 = stablehlo.convert %334 : tensor<128xi32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %342 = stablehlo.broadcast_in_dim %339, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_112 = stablehlo.constant dense<2> : tensor<i32>
    %343 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %345 = stablehlo.concatenate %341, %342, %344, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x3xi32>
    %c_113 = stablehlo.constant dense<true> : tensor<i1>
    %346 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %347 = "stablehlo.scatter"(%329, %345, %346) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<128x3xi32>, tensor<128xi1>) -> tensor<128x10x10x4xi1>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128x10x10xf32>
    %349 = stablehlo.compare NE, %223, %348, FLOAT : (tensor<128x10x10xf32>, tensor<128x10x10xf32>) -> tensor<128x10x10xi1>
    %350 = stablehlo.convert %349 : tensor<128x10x10xi1>
    %c_115 = stablehlo.constant dense<3> : tensor<i32>
    %351 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %352 = "stablehlo.scatter"(%347, %351, %350) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<1xi32>, tensor<128x10x10xi1>) -> tensor<128x10x10x4xi1>
    %353 = stablehlo.convert %352 : (tensor<128x10x10x4xi1>) -> tensor<128x10x10x4xf32>
    %354 = stablehlo.convert %171 : tensor<128xf32>
    %355 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %356 = stablehlo.compare GE, %292, %355, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_116 = stablehlo.constant dense<false> : tensor<i1>
    %357 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %358 = stablehlo.compare NE, %356, %357, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %359 = stablehlo.convert %358 : tensor<128xi1>
    %360 = stablehlo.or %282, %359 : tensor<128xi1>
    %c_117 = stablehlo.constant dense<0> : tensor<i32>
    %c_118 = stablehlo.constant dense<2> : tensor<i32>
    %361 = call @_randint_11(%4, %c_117, %c_118) : (tensor<128x2xui32>, tensor<i32>, tensor<i32>) -> tensor<128xi32>
    %362 = call @_take(%c_5, %361) : (tensor<2xi32>, tensor<128xi32>) -> tensor<128xi32>
    %c_119 = stablehlo.constant dense<0> : tensor<i32>
    %363 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %364 = stablehlo.compare LT, %362, %363, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_120 = stablehlo.constant dense<2> : tensor<i32>
    %365 = stablehlo.broadcast_in_dim %c_120, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %366 = stablehlo.add %362, %365 : tensor<128xi32>
    %367 = stablehlo.select %364, %366, %362 : tensor<128xi1>, tensor<128xi32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %369 = "stablehlo.gather"(%c_6, %368) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %370 = stablehlo.reshape %369 : (tensor<128x1xi32>) -> tensor<128xi32>
    %c_121 = stablehlo.constant dense<0> : tensor<i32>
    %371 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %372 = stablehlo.compare LT, %362, %371, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_122 = stablehlo.constant dense<2> : tensor<i32>
    %373 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %374 = stablehlo.add %362, %373 : tensor<128xi32>
    %375 = stablehlo.select %372, %374, %362 : tensor<128xi1>, tensor<128xi32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %377 = "stablehlo.gather"(%c_7, %376) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %378 = stablehlo.reshape %377 : (tensor<128x1xi32>) -> tensor<128xi32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %c_124 = stablehlo.constant dense<1> : tensor<i32>
    %380 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %382 = "stablehlo.scatter"(%379, %380, %381) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      stablehlo.return %arg14 : tensor<f32>
    }) : (tensor<10x10xf32>, tensor<1xi32>, tensor<3x10xf32>) -> tensor<10x10xf32>
    %c_126 = stablehlo.constant dense<0> : tensor<i32>
    %383 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %384 = stablehlo.compare LT, %362, %383, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_127 = stablehlo.constant dense<2> : tensor<i32>
    %385 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %386 = stablehlo.add %362, %385 : tensor<128xi32>
    %387 = stablehlo.select %384, %386, %362 : tensor<128xi1>, tensor<128xi32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %389 = "stablehlo.gather"(%c_8, %388) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xi32>, tensor<128x1xi32>) -> tensor<128x1xi32>
    %390 = stablehlo.reshape %389 : (tensor<128x1xi32>) -> tensor<128xi32>
    %c_128 = stablehlo.constant dense<false> : tensor<i1>
    %391 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<i1>) -> tensor<10x10x4xi1>
    %c_129 = stablehlo.constant dense<9> : tensor<i32>
    %392 = stablehlo.broadcast_in_dim %c_129, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_130 = stablehlo.constant dense<4> : tensor<i32>
    %393 = stablehlo.broadcast_in_dim %c_130, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_131 = stablehlo.constant dense<0> : tensor<i32>
    %394 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %395 = stablehlo.concatenate %392, %393, %394, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %c_132 = stablehlo.constant dense<true> : tensor<i1>
    %396 = "stablehlo.scatter"(%391, %395, %c_132) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<10x10x4xi1>, tensor<3xi32>, tensor<i1>) -> tensor<10x10x4xi1>
    %c_133 = stablehlo.constant dense<3> : tensor<i32>
    %c_134 = stablehlo.constant dense<0> : tensor<i32>
    %397 = stablehlo.compare LT, %c_133, %c_134, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_135 = stablehlo.constant dense<3> : tensor<i32>
    %c_136 = stablehlo.constant dense<10> : tensor<i32>
    %398 = stablehlo.add %c_135, %c_136 : tensor<i32>
    %c_137 = stablehlo.constant dense<3> : tensor<i32>
    %399 = stablehlo.select %397, %398, %c_137 : tensor<i1>, tensor<i32>
    %c_138 = stablehlo.constant dense<0> : tensor<i32>
    %400 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %401 = stablehlo.compare LT, %370, %400, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_139 = stablehlo.constant dense<10> : tensor<i32>
    %402 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %403 = stablehlo.add %370, %402 : tensor<128xi32>
    %404 = stablehlo.select %401, %403, %370 : tensor<128xi1>, tensor<128xi32>
    %405 = stablehlo.convert %399 : tensor<i32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %407 = stablehlo.broadcast_in_dim %404, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_140 = stablehlo.constant dense<1> : tensor<i32>
    %408 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %409 = stablehlo.broadcast_in_dim %406, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %410 = stablehlo.broadcast_in_dim %408, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %411 = stablehlo.concatenate %409, %407, %410, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x3xi32>
    %412 = stablehlo.broadcast_in_dim %396, dims = [1, 2, 3] : (tensor<10x10x4xi1>) -> tensor<128x10x10x4xi1>
    %c_141 = stablehlo.constant dense<true> : tensor<i1>
    %413 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %414 = "stablehlo.scatter"(%412, %411, %413) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<128x3xi32>, tensor<128xi1>) -> tensor<128x10x10x4xi1>
    %c_142 = stablehlo.constant dense<3> : tensor<i32>
    %c_143 = stablehlo.constant dense<0> : tensor<i32>
    %415 = stablehlo.compare LT, %c_142, %c_143, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_144 = stablehlo.constant dense<3> : tensor<i32>
    %c_145 = stablehlo.constant dense<10> : tensor<i32>
    %416 = stablehlo.add %c_144, %c_145 : tensor<i32>
    %c_146 = stablehlo.constant dense<3> : tensor<i32>
    %417 = stablehlo.select %415, %416, %c_146 : tensor<i1>, tensor<i32>
    %c_147 = stablehlo.constant dense<0> : tensor<i32>
    %418 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %419 = stablehlo.compare LT, %390, %418, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_148 = stablehlo.constant dense<10> : tensor<i32>
    %420 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %421 = stablehlo.add %390, %420 : tensor<128xi32>
    %422 = stablehlo.select %419, %421, %390 : tensor<128xi1>, tensor<128xi32>
    %423 = stablehlo.convert %417 : tensor<i32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %425 = stablehlo.broadcast_in_dim %422, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_149 = stablehlo.constant dense<2> : tensor<i32>
    %426 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %427 = stablehlo.broadcast_in_dim %424, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %428 = stablehlo.broadcast_in_dim %426, dims = [1] : (tensor<1xi32>) -> tensor<128x1xi32>
    %429 = stablehlo.concatenate %427, %425, %428, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x3xi32>
    %c_150 = stablehlo.constant dense<true> : tensor<i1>
    %430 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %431 = "stablehlo.scatter"(%414, %429, %430) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<128x3xi32>, tensor<128xi1>) -> tensor<128x10x10x4xi1>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %433 = stablehlo.compare NE, %382, %432, FLOAT : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xi1>
    %434 = stablehlo.convert %433 : tensor<10x10xi1>
    %c_152 = stablehlo.constant dense<3> : tensor<i32>
    %435 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %436 = stablehlo.broadcast_in_dim %434, dims = [1, 2] : (tensor<10x10xi1>) -> tensor<128x10x10xi1>
    %437 = "stablehlo.scatter"(%431, %435, %436) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      stablehlo.return %arg14 : tensor<i1>
    }) : (tensor<128x10x10x4xi1>, tensor<1xi32>, tensor<128x10x10xi1>) -> tensor<128x10x10x4xi1>
    %438 = stablehlo.convert %437 : (tensor<128x10x10x4xi1>) -> tensor<128x10x10x4xf32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %439 = stablehlo.broadcast_in_dim %c_153, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %440 = stablehlo.select %360, %439, %292 : tensor<128xi1>, tensor<128xi32>
    %c_154 = stablehlo.constant dense<3> : tensor<i32>
    %441 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %442 = stablehlo.select %360, %441, %264 : tensor<128xi1>, tensor<128xi32>
    %443 = stablehlo.select %360, %370, %108 : tensor<128xi1>, tensor<128xi32>
    %444 = stablehlo.select %360, %378, %263 : tensor<128xi1>, tensor<128xi32>
    %c_155 = stablehlo.constant dense<4> : tensor<i32>
    %445 = stablehlo.broadcast_in_dim %c_155, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %446 = stablehlo.select %360, %445, %37 : tensor<128xi1>, tensor<128xi32>
    %447 = stablehlo.broadcast_in_dim %382, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<128x10x10xf32>
    %448 = stablehlo.broadcast_in_dim %360, dims = [0] : (tensor<128xi1>) -> tensor<128x10x10xi1>
    %449 = stablehlo.select %448, %447, %223 : tensor<128x10x10xi1>, tensor<128x10x10xf32>
    %c_156 = stablehlo.constant dense<false> : tensor<i1>
    %450 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %451 = stablehlo.select %360, %450, %290 : tensor<128xi1>, tensor<128xi1>
    %c_157 = stablehlo.constant dense<3> : tensor<i32>
    %452 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %453 = stablehlo.select %360, %452, %arg2 : tensor<128xi1>, tensor<128xi32>
    %454 = stablehlo.select %360, %390, %arg3 : tensor<128xi1>, tensor<128xi32>
    %c_158 = stablehlo.constant dense<false> : tensor<i1>
    %455 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %456 = stablehlo.select %360, %455, %282 : tensor<128xi1>, tensor<128xi1>
    %457 = stablehlo.broadcast_in_dim %360, dims = [0] : (tensor<128xi1>) -> tensor<128x10x10x4xi1>
    %458 = stablehlo.select %457, %438, %353 : tensor<128x10x10x4xi1>, tensor<128x10x10x4xf32>
    return %458, %440, %442, %443, %444, %446, %449, %451, %453, %454, %456, %354, %282, %356, %295, %353, %282, %356 : tensor<128x10x10x4xf32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128xi32>, tensor<128x10x10xf32>, tensor<128xi1>, tensor<128xi32>, tensor<128xi32>, tensor<128xi1>, tensor<128xf32>, tensor<128xi1>, tensor<128xi1>, tensor<128xf32>, tensor<128x10x10x4xf32>, tensor<128xi1>, tensor<128xi1>
  }
  func.func private @_threefry_split_8(%arg0: tensor<128x2xui32>) -> tensor<128x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:128, 0:1] : (tensor<128x2xui32>) -> tensor<128x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<128x1xui32>) -> tensor<128xui32>
    %2 = stablehlo.slice %arg0 [0:128, 1:2] : (tensor<128x2xui32>) -> tensor<128x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<128x1xui32>) -> tensor<128xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<128xui32>) -> tensor<128x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<128xui32>) -> tensor<128x1xui32>
    %15:2 = call @threefry2x32_9(%13, %14, %11, %12) : (tensor<128x1xui32>, tensor<128x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<128x2xui32>, tensor<128x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<128x2xui32>) -> tensor<128x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<128x2xui32>) -> tensor<128x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<128x2x1xui32>, tensor<128x2x1xui32>) -> tensor<128x2x2xui32>
    return %18 : tensor<128x2x2xui32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<128x1xui32>, %arg1: tensor<128x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<128x2xui32>, tensor<128x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<128x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<128x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<128x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<128x1xui32>) -> tensor<128x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<128x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<128x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<128x1xui32>) -> tensor<128x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<128x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<128x2xui32>, tensor<128x2xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<128x2xui32>, tensor<128x2xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<128x2xui32>, tensor<128x2xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<128x2xui32>, tensor<128x2xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<128x2xui32>, tensor<128x2xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<128x2xui32>, %arg2: tensor<128x2xui32>, %arg3: tensor<128x1xui32>, %arg4: tensor<128x1xui32>, %arg5: tensor<128x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<128x2xui32>, tensor<128x2xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<128x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<128x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<128x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<128x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<128x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<128x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<128x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<128x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<128x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<128x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<128x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<128x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<128x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<128x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<128x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<128x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<128x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<128x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<128x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<128x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<128x1xui32>) -> tensor<128x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<128x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<128x1xui32>) -> tensor<128x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<128x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<128x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<128x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<128x2xui32>, tensor<128x2xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @count_nonzero(%arg0: tensor<128x10x10xf32>) -> tensor<128xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x10x10xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<128x10x10xf32>, tensor<128x10x10xf32>) -> tensor<128x10x10xi1>
    %2 = stablehlo.convert %1 : (tensor<128x10x10xi1>) -> tensor<128x10x10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c) applies stablehlo.add across dimensions = [1, 2] : (tensor<128x10x10xi32>, tensor<i32>) -> tensor<128xi32>
    return %3 : tensor<128xi32>
  }
  func.func private @_randint_11(%arg0: tensor<128x2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip_12(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = call @clip_13(%arg1, %c_2, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = call @clip_13(%arg2, %c_4, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = call @_threefry_split_8(%arg0) : (tensor<128x2xui32>) -> tensor<128x2x2xui32>
    %7 = stablehlo.slice %6 [0:128, 0:1, 0:2] : (tensor<128x2x2xui32>) -> tensor<128x1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<128x1x2xui32>) -> tensor<128x2xui32>
    %9 = stablehlo.slice %6 [0:128, 1:2, 0:2] : (tensor<128x2x2xui32>) -> tensor<128x1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<128x1x2xui32>) -> tensor<128x2xui32>
    %11 = stablehlo.slice %8 [0:128, 0:1] : (tensor<128x2xui32>) -> tensor<128x1xui32>
    %12 = stablehlo.reshape %11 : (tensor<128x1xui32>) -> tensor<128xui32>
    %13 = stablehlo.slice %8 [0:128, 1:2] : (tensor<128x2xui32>) -> tensor<128x1xui32>
    %14 = stablehlo.reshape %13 : (tensor<128x1xui32>) -> tensor<128xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %c_7 = stablehlo.constant dense<0> : tensor<ui32>
    %15:2 = call @threefry2x32_14(%12, %14, %c_6, %c_7) : (tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<128xui32>, tensor<128xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<128xui32>
    %17 = stablehlo.slice %10 [0:128, 0:1] : (tensor<128x2xui32>) -> tensor<128x1xui32>
    %18 = stablehlo.reshape %17 : (tensor<128x1xui32>) -> tensor<128xui32>
    %19 = stablehlo.slice %10 [0:128, 1:2] : (tensor<128x2xui32>) -> tensor<128x1xui32>
    %20 = stablehlo.reshape %19 : (tensor<128x1xui32>) -> tensor<128xui32>
    %c_8 = stablehlo.constant dense<0> : tensor<ui32>
    %c_9 = stablehlo.constant dense<0> : tensor<ui32>
    %21:2 = call @threefry2x32_14(%18, %20, %c_8, %c_9) : (tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<128xui32>, tensor<128xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<128xui32>
    %23 = stablehlo.subtract %5, %3 : tensor<i32>
    %24 = stablehlo.convert %23 : (tensor<i32>) -> tensor<ui32>
    %25 = stablehlo.compare LE, %5, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %26 = stablehlo.select %25, %c_10, %24 : tensor<i1>, tensor<ui32>
    %27 = stablehlo.compare GT, %5, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %28 = stablehlo.and %1, %27 : tensor<i1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %29 = stablehlo.add %26, %c_11 : tensor<ui32>
    %30 = stablehlo.select %28, %29, %26 : tensor<i1>, tensor<ui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %31 = stablehlo.remainder %c_12, %30 : tensor<ui32>
    %32 = stablehlo.multiply %31, %31 : tensor<ui32>
    %33 = stablehlo.remainder %32, %30 : tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %35 = stablehlo.remainder %16, %34 : tensor<128xui32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %37 = stablehlo.multiply %35, %36 : tensor<128xui32>
    %38 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %39 = stablehlo.remainder %22, %38 : tensor<128xui32>
    %40 = stablehlo.add %37, %39 : tensor<128xui32>
    %41 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %42 = stablehlo.remainder %40, %41 : tensor<128xui32>
    %43 = stablehlo.convert %42 : (tensor<128xui32>) -> tensor<128xi32>
    %44 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %45 = stablehlo.add %44, %43 : tensor<128xi32>
    return %45 : tensor<128xi32>
  }
  func.func private @clip_12(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_13(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<128xui32>, %arg1: tensor<128xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<128xui32>, tensor<128xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<128xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %2 = stablehlo.xor %0, %1 : tensor<128xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<128xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<128xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_15(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<128xui32>, tensor<128xui32>
  }
  func.func private @closed_call_15(%arg0: tensor<i32>, %arg1: tensor<128xui32>, %arg2: tensor<128xui32>, %arg3: tensor<128xui32>, %arg4: tensor<128xui32>, %arg5: tensor<128xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<128xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<128xui32>
    %9 = stablehlo.or %5, %8 : tensor<128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<128xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<128xui32>
    %19 = stablehlo.or %15, %18 : tensor<128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<128xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<128xui32>
    %29 = stablehlo.or %25, %28 : tensor<128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<128xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<128xui32>
    %39 = stablehlo.or %35, %38 : tensor<128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<128xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<128xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<128xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %46 = stablehlo.add %42, %45 : tensor<128xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<128xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take(%arg0: tensor<2xi32>, %arg1: tensor<128xi32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<128xi1>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<128x1xi1>, tensor<i1>) -> tensor<128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xi32>, tensor<128x1xi32>) -> tensor<128xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<128xi1>, tensor<128xi32>
    return %15 : tensor<128xi32>
  }
  func.func private @_where(%arg0: tensor<128xi1>, %arg1: tensor<128xi32>, %arg2: tensor<128xi32>) -> tensor<128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<128xi1>, tensor<128xi32>
    return %0 : tensor<128xi32>
  }
}
