module @jit_generation attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<256xf32>, %arg4: tensor<f32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x256xf32>, %arg8: tensor<256x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<2xui32>) -> (tensor<256xf32> {jax.result_info = "result[0].best_solution"}, tensor<f32> {jax.result_info = "result[0].best_fitness"}, tensor<i32> {jax.result_info = "result[0].generation_counter"}, tensor<256xf32> {jax.result_info = "result[0].mean"}, tensor<f32> {jax.result_info = "result[0].std"}, tensor<256xf32> {jax.result_info = "result[0].p_std"}, tensor<256xf32> {jax.result_info = "result[0].p_c"}, tensor<256x256xf32> {jax.result_info = "result[0].C"}, tensor<256x256xf32> {jax.result_info = "result[0].B"}, tensor<256xf32> {jax.result_info = "result[0].D"}, tensor<f32> {jax.result_info = "result[1]['best_fitness']"}, tensor<f32> {jax.result_info = "result[1]['best_fitness_in_generation']"}, tensor<256xf32> {jax.result_info = "result[1]['best_solution']"}, tensor<256xf32> {jax.result_info = "result[1]['best_solution_in_generation']"}, tensor<f32> {jax.result_info = "result[1]['best_solution_norm']"}, tensor<i32> {jax.result_info = "result[1]['generation_counter']"}, tensor<256xf32> {jax.result_info = "result[1]['mean']"}, tensor<f32> {jax.result_info = "result[1]['mean_norm']"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<"0xCDC18A3D1D59673DBE574C3DA12E393DED512A3D422D1E3DEAE8133D25040B3DE32B033DE24EF83CB79CEB3C8B05E03C045CD53CDC7CCB3C244CC23C51B3B93CF69FB13CCD02AA3C10CFA23CE9F99B3C1E7A953CBE478F3CE65B893C93B0833C02817C3C170E723C1F00683CC74F5E3C7EF6543C56EE4B3C0432433CB0BC3A3C008A323CFA952A3CF7DC223CA95B1B3C030F143C2EF40C3C9B08063CC193FE3B996BF13B9694E43BF00AD83B15CBCB3BB3D1BF3BB31BB43B29A6A83B686E9D3BD871923B21AE873BF8417A3B9790653B1844513BB5583D3BEACA293B6797163BC9BA033B6864E23A54F5BD3A22239A3A3BD16D3A2681283A589AC839BCAF043967ECA9B901EF7CBAE930D1BA065811BB7E7F39BBE61261BB780B84BB7B4797BBAC3FAABBB8F5BCBB786BCFBB99A2E1BBCB9CF3BBDDAD02BC49700BBC971614BC5DA11CBC461125BCFF662DBC32A335BC79C63DBC53D145BC6BC44DBC44A055BC5C655DBC351465BC53AD6CBC333174BC42A07BBC807D81BCE32085BC88BA88BC9C4A8CBC5FD18FBCF14E93BC87C396BC4E2F9ABC79929DBC2BEDA0BC983FA4BCD689A7BC25CCAABC9006AEBC5739B1BC9164B4BC5D88B7BCE7A4BABC42BABDBCA8C8C0BC1FD0C3BCD6D0C6BCDFCAC9BC67BECCBC79ABCFBC3492D2BCC572D5BC334DD8BC9821DBBC1BF0DDBCCAB8E0BCC47BE3BC1239E6BCE1F0E8BC31A3EBBC"> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<34.1786652> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.122565322> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.12256527> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.0158818066> : tensor<f32>
    %cst_5 = stablehlo.constant dense<3.01943946E-5> : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.67231346E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<15.9843864> : tensor<f32>
    %0 = call @_threefry_split(%arg10) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+08> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5:11 = call @ask(%2, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %cst, %cst_8, %cst_9, %cst_0, %cst_1, %cst_10, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<2xui32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<128xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<128x256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>)
    %6 = stablehlo.slice %5#0 [0:128, 1:256] : (tensor<128x256xf32>) -> tensor<128x255xf32>
    %7 = stablehlo.slice %5#0 [0:128, 0:255] : (tensor<128x256xf32>) -> tensor<128x255xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<128x255xf32>
    %9 = stablehlo.subtract %6, %8 : tensor<128x255xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<128x255xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128x255xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<128x255xf32>
    %13 = stablehlo.slice %5#0 [0:128, 0:255] : (tensor<128x256xf32>) -> tensor<128x255xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x255xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<128x255xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<128x255xf32>
    %17 = stablehlo.add %12, %16 : tensor<128x255xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<128x255xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+08> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19:18 = call @tell(%4, %5#0, %18, %5#1, %5#2, %5#3, %5#4, %5#5, %5#6, %5#7, %5#8, %5#9, %5#10, %cst, %cst_14, %cst_15, %cst_0, %cst_1, %cst_16, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<2xui32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<128xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>)
    return %19#0, %19#1, %19#2, %19#3, %19#4, %19#5, %19#6, %19#7, %19#8, %19#9, %19#10, %19#11, %19#12, %19#13, %19#14, %19#15, %19#16, %19#17 : tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @ask(%arg0: tensor<2xui32>, %arg1: tensor<256xf32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<256xf32>, %arg5: tensor<f32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x256xf32>, %arg9: tensor<256x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<128xf32>, %arg15: tensor<f32>, %arg16: tensor<f32>, %arg17: tensor<f32>, %arg18: tensor<f32>, %arg19: tensor<f32>, %arg20: tensor<f32>, %arg21: tensor<f32>, %arg22: tensor<f32>) -> (tensor<128x256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>) {
    %0 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1 = stablehlo.add %arg8, %0 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x256xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.add %4, %7 : tensor<256xi32>
    %9 = stablehlo.select %6, %8, %4 : tensor<256xi1>, tensor<256xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %11 = stablehlo.compare LT, %4, %10, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_2 = stablehlo.constant dense<256> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %13 = stablehlo.add %4, %12 : tensor<256xi32>
    %14 = stablehlo.select %11, %13, %4 : tensor<256xi1>, tensor<256xi32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %17 = stablehlo.concatenate %15, %16, dim = 1 : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x2xi32>
    %18 = "stablehlo.gather"(%3, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x256xf32>, tensor<256x2xi32>) -> tensor<256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<256xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %22 = stablehlo.compare LT, %4, %21, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_5 = stablehlo.constant dense<256> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %24 = stablehlo.add %4, %23 : tensor<256xi32>
    %25 = stablehlo.select %22, %24, %4 : tensor<256xi1>, tensor<256xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %27 = stablehlo.compare LT, %4, %26, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_7 = stablehlo.constant dense<256> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %29 = stablehlo.add %4, %28 : tensor<256xi32>
    %30 = stablehlo.select %27, %29, %4 : tensor<256xi1>, tensor<256xi32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %33 = stablehlo.concatenate %31, %32, dim = 1 : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x2xi32>
    %34 = "stablehlo.scatter"(%3, %33, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      stablehlo.return %arg24 : tensor<f32>
    }) : (tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+08> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %36 = stablehlo.minimum %34, %35 : tensor<256x256xf32>
    %37 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %38 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %40 = stablehlo.add %37, %39 : tensor<256x256xi32>
    %41 = stablehlo.compare EQ, %40, %38, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %42 = stablehlo.convert %41 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %cst_10 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<256x256xf32>
    %45 = stablehlo.add %36, %44 : tensor<256x256xf32>
    %46:2 = call @eigh(%45) : (tensor<256x256xf32>) -> (tensor<256xf32>, tensor<256x256xf32>)
    %cst_11 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %48 = stablehlo.maximum %46#0, %47 : tensor<256xf32>
    %49 = stablehlo.sqrt %48 : tensor<256xf32>
    %50 = call @_normal(%arg0) : (tensor<2xui32>) -> tensor<128x256xf32>
    %51 = call @_diag(%49) : (tensor<256xf32>) -> tensor<256x256xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %53 = stablehlo.dot_general %50, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %54 = stablehlo.transpose %46#1, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %55 = stablehlo.dot_general %53, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %56 = stablehlo.convert %arg5 : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<128x256xf32>
    %59 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %61 = stablehlo.add %60, %58 : tensor<128x256xf32>
    %62 = stablehlo.slice %61 [0:128, 0:256] : (tensor<128x256xf32>) -> tensor<128x256xf32>
    return %62, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %45, %46#1, %49 : tensor<128x256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>
  }
  func.func private @eigh(%arg0: tensor<256x256xf32>) -> (tensor<256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x256xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=256, j=256, k=256, l=256, m=256}, custom>} : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<256x256xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<256x256xi1>, tensor<256x256xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<256xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<256xi1>, tensor<256xf32>
    return %14, %10 : tensor<256xf32>, tensor<256x256xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<128x256xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<128x256xf32>
    return %0 : tensor<128x256xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<128x256xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x256xf32>
    %1 = chlo.erf_inv %0 : tensor<128x256xf32> -> tensor<128x256xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<128x256xf32>
    return %3 : tensor<128x256xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<128x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x256xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x256xui64>
    %c = stablehlo.constant dense<256> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<128x256xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<128x256xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<128x256xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<128x256xui64>
    %12 = stablehlo.add %9, %11 : tensor<128x256xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x256xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<128x256xui64>
    %15 = stablehlo.convert %12 : (tensor<128x256xui64>) -> tensor<128x256xui32>
    %16 = stablehlo.convert %14 : (tensor<128x256xui64>) -> tensor<128x256xui32>
    %17:2 = call @threefry2x32_0(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<128x256xui32>, tensor<128x256xui32>) -> (tensor<128x256xui32>, tensor<128x256xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<128x256xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<128x256xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %22 = stablehlo.or %20, %21 : tensor<128x256xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<128x256xui32>) -> tensor<128x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<128x256xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x256xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<128x256xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x256xf32>
    %30 = stablehlo.add %28, %29 : tensor<128x256xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x256xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<128x256xf32>
    return %32 : tensor<128x256xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<128x256xui32>, %arg3: tensor<128x256xui32>) -> (tensor<128x256xui32>, tensor<128x256xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<128x256xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<128x256xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<128x256xui32>, tensor<128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<128x256xui32>, tensor<128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<128x256xui32>, tensor<128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<128x256xui32>, tensor<128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<128x256xui32>, tensor<128x256xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<128x256xui32>, %arg2: tensor<128x256xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<128x256xui32>, tensor<128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<128x256xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<128x256xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<128x256xui32>
    %9 = stablehlo.or %5, %8 : tensor<128x256xui32>
    %10 = stablehlo.xor %3, %9 : tensor<128x256xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<128x256xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<128x256xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<128x256xui32>
    %19 = stablehlo.or %15, %18 : tensor<128x256xui32>
    %20 = stablehlo.xor %13, %19 : tensor<128x256xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<128x256xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<128x256xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<128x256xui32>
    %29 = stablehlo.or %25, %28 : tensor<128x256xui32>
    %30 = stablehlo.xor %23, %29 : tensor<128x256xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<128x256xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<128x256xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<128x256xui32>
    %39 = stablehlo.or %35, %38 : tensor<128x256xui32>
    %40 = stablehlo.xor %33, %39 : tensor<128x256xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %42 = stablehlo.add %33, %41 : tensor<128x256xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %44 = stablehlo.add %40, %43 : tensor<128x256xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<128x256xui32>
    %48 = stablehlo.add %44, %47 : tensor<128x256xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<128x256xui32>, tensor<128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_diag(%arg0: tensor<256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %2 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %4 = stablehlo.add %1, %3 : tensor<256x256xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<256x256xi1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x256xf32>
    return %7 : tensor<256x256xf32>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<256x256xi1>, tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @tell(%arg0: tensor<2xui32>, %arg1: tensor<128x256xf32>, %arg2: tensor<128xf32>, %arg3: tensor<256xf32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<256xf32>, %arg7: tensor<f32>, %arg8: tensor<256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256x256xf32>, %arg11: tensor<256x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<f32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<128xf32>, %arg17: tensor<f32>, %arg18: tensor<f32>, %arg19: tensor<f32>, %arg20: tensor<f32>, %arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<f32>, %arg24: tensor<f32>) -> (tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>) {
    %0 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg2) : (tensor<128xi1>, tensor<f32>, tensor<128xf32>) -> tensor<128xf32>
    %2 = call @argmin(%1) : (tensor<128xf32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %4 = stablehlo.add %2, %c_0 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<256> : tensor<i32>
    %7 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_5 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg1, %5, %8, sizes = [1, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x256xf32>) -> tensor<256xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %2, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<128> : tensor<i32>
    %12 = stablehlo.add %2, %c_7 : tensor<i32>
    %13 = stablehlo.select %11, %12, %2 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %1, %13, sizes = [1] : (tensor<128xf32>, tensor<i32>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<f32>
    %16 = stablehlo.convert %arg4 : tensor<f32>
    %17 = stablehlo.compare LT, %15, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %19 = call @_where_3(%18, %10, %arg3) : (tensor<1xi1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %20 = call @_where_4(%17, %15, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = call @argmin(%arg2) : (tensor<128xf32>) -> tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<128> : tensor<i32>
    %23 = stablehlo.add %21, %c_9 : tensor<i32>
    %24 = stablehlo.select %22, %23, %21 : tensor<i1>, tensor<i32>
    %25 = stablehlo.dynamic_slice %arg2, %24, sizes = [1] : (tensor<128xf32>, tensor<i32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %21, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<128> : tensor<i32>
    %28 = stablehlo.add %21, %c_11 : tensor<i32>
    %29 = stablehlo.select %27, %28, %21 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %c_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<256> : tensor<i32>
    %31 = stablehlo.add %c_14, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.select %30, %31, %c_16 : tensor<i1>, tensor<i32>
    %33 = stablehlo.dynamic_slice %arg1, %29, %32, sizes = [1, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x256xf32>) -> tensor<256xf32>
    %35 = call @norm(%19) : (tensor<256xf32>) -> tensor<f32>
    %36 = call @norm_5(%arg6) : (tensor<256xf32>) -> tensor<f32>
    %37 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %38 = call @_where_2(%37, %cst_17, %arg2) : (tensor<128xi1>, tensor<f32>, tensor<128xf32>) -> tensor<128xf32>
    %39 = call @rankdata(%38) : (tensor<128xf32>) -> tensor<128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %41 = stablehlo.subtract %39, %40 : tensor<128xf32>
    %42 = stablehlo.convert %41 : (tensor<128xf32>) -> tensor<128xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %44 = stablehlo.compare LT, %42, %43, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_20 = stablehlo.constant dense<128> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %46 = stablehlo.add %42, %45 : tensor<128xi32>
    %47 = stablehlo.select %44, %46, %42 : tensor<128xi1>, tensor<128xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %49 = "stablehlo.gather"(%arg16, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<128x1xi32>) -> tensor<128xf32>
    %50 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_21) applies stablehlo.and across dimensions = [0] : (tensor<128xi1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %54 = call @_where_14(%52, %53, %49) : (tensor<1xi1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %55 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %57 = stablehlo.subtract %arg1, %56 : tensor<128x256xf32>
    %58 = stablehlo.convert %arg7 : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %60 = stablehlo.divide %57, %59 : tensor<128x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %62 = stablehlo.compare LT, %54, %61, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = call @_where_2(%62, %cst_24, %54) : (tensor<128xi1>, tensor<f32>, tensor<128xf32>) -> tensor<128xf32>
    %64 = stablehlo.dot_general %63, %60, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128xf32>, tensor<128x256xf32>) -> tensor<256xf32>
    %65 = stablehlo.multiply %arg18, %arg7 : tensor<f32>
    %66 = stablehlo.convert %65 : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %68 = stablehlo.multiply %67, %64 : tensor<256xf32>
    %69 = stablehlo.add %arg6, %68 : tensor<256xf32>
    %70 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %71 = stablehlo.dot_general %70, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %72 = stablehlo.divide %71, %arg12 : tensor<256xf32>
    %73 = stablehlo.dot_general %arg11, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.subtract %cst_25, %arg19 : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %76 = stablehlo.multiply %75, %arg8 : tensor<256xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %77 = stablehlo.subtract %cst_26, %arg19 : tensor<f32>
    %78 = stablehlo.multiply %arg19, %77 : tensor<f32>
    %79 = stablehlo.multiply %78, %arg17 : tensor<f32>
    %80 = stablehlo.sqrt %79 : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %82 = stablehlo.multiply %81, %73 : tensor<256xf32>
    %83 = stablehlo.add %76, %82 : tensor<256xf32>
    %84 = call @norm(%83) : (tensor<256xf32>) -> tensor<f32>
    %85 = stablehlo.divide %arg19, %arg20 : tensor<f32>
    %86 = stablehlo.convert %arg24 : tensor<f32>
    %87 = stablehlo.divide %84, %86 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.subtract %87, %cst_27 : tensor<f32>
    %89 = stablehlo.multiply %85, %88 : tensor<f32>
    %90 = stablehlo.exponential %89 : tensor<f32>
    %91 = stablehlo.convert %arg7 : tensor<f32>
    %92 = stablehlo.multiply %91, %90 : tensor<f32>
    %93 = call @clip_15(%92, %arg15, %arg14) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %94 = stablehlo.add %arg5, %c_28 : tensor<i32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.subtract %cst_29, %arg19 : tensor<f32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %96 = stablehlo.add %94, %c_30 : tensor<i32>
    %c_31 = stablehlo.constant dense<2> : tensor<i32>
    %97 = stablehlo.multiply %c_31, %96 : tensor<i32>
    %98 = stablehlo.convert %97 : (tensor<i32>) -> tensor<f32>
    %99 = stablehlo.convert %97 : (tensor<i32>) -> tensor<f32>
    %100 = stablehlo.power %95, %99 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.subtract %cst_32, %100 : tensor<f32>
    %102 = stablehlo.sqrt %101 : tensor<f32>
    %103 = stablehlo.divide %84, %102 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.40778208> : tensor<f32>
    %104 = stablehlo.multiply %cst_33, %arg24 : tensor<f32>
    %105 = stablehlo.convert %104 : tensor<f32>
    %106 = stablehlo.compare LT, %103, %105, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.subtract %cst_34, %arg21 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %109 = stablehlo.multiply %108, %arg9 : tensor<256xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %110 = stablehlo.subtract %cst_35, %arg21 : tensor<f32>
    %111 = stablehlo.multiply %arg21, %110 : tensor<f32>
    %112 = stablehlo.multiply %111, %arg17 : tensor<f32>
    %113 = stablehlo.sqrt %112 : tensor<f32>
    %114 = stablehlo.convert %106 : (tensor<i1>) -> tensor<f32>
    %115 = stablehlo.multiply %114, %113 : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %117 = stablehlo.multiply %116, %64 : tensor<256xf32>
    %118 = stablehlo.add %109, %117 : tensor<256xf32>
    %119 = stablehlo.convert %106 : (tensor<i1>) -> tensor<i32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %120 = stablehlo.subtract %c_36, %119 : tensor<i32>
    %121 = stablehlo.convert %120 : (tensor<i32>) -> tensor<f32>
    %122 = stablehlo.multiply %121, %arg21 : tensor<f32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = stablehlo.subtract %cst_37, %arg21 : tensor<f32>
    %124 = stablehlo.multiply %122, %123 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %118, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %126 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<256x256xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<256x256xf32>
    %130 = stablehlo.dot_general %60, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %132 = stablehlo.divide %131, %arg12 : tensor<256xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %135 = stablehlo.multiply %130, %134 : tensor<128x256xf32>
    %136 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %139 = stablehlo.compare GE, %54, %138, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %140 = chlo.square %137 : tensor<128x256xf32> -> tensor<128x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %142 = call @clip_16(%141, %cst_41) : (tensor<128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %144 = stablehlo.divide %143, %142 : tensor<128xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %145 = call @_where_17(%139, %c_43, %144) : (tensor<128xi1>, tensor<i32>, tensor<128xf32>) -> tensor<128xf32>
    %146 = stablehlo.multiply %54, %145 : tensor<128xf32>
    %147 = stablehlo.dot_general %146, %60, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<128xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %148 = stablehlo.dot_general %147, %60, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<256x256xf32>
    %149 = stablehlo.multiply %arg22, %124 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.add %cst_44, %149 : tensor<f32>
    %151 = stablehlo.subtract %150, %arg22 : tensor<f32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%arg16 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %153 = stablehlo.multiply %arg23, %152 : tensor<f32>
    %154 = stablehlo.subtract %151, %153 : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %156 = stablehlo.multiply %155, %arg10 : tensor<256x256xf32>
    %157 = stablehlo.broadcast_in_dim %arg22, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %158 = stablehlo.multiply %157, %129 : tensor<256x256xf32>
    %159 = stablehlo.add %156, %158 : tensor<256x256xf32>
    %160 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %161 = stablehlo.multiply %160, %148 : tensor<256x256xf32>
    %162 = stablehlo.add %159, %161 : tensor<256x256xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %163 = stablehlo.add %arg5, %c_46 : tensor<i32>
    return %19, %20, %163, %69, %93, %83, %118, %162, %arg11, %arg12, %20, %26, %19, %34, %35, %arg5, %arg6, %36 : tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>, tensor<i32>, tensor<256xf32>, tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<128xi1>, %arg1: tensor<f32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<128xi1>, tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @argmin(%arg0: tensor<128xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<128xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<128xf32>, tensor<128xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
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
    return %1#1 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<1xi1>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<256xi1>
    %2 = stablehlo.select %1, %arg1, %0 : tensor<256xi1>, tensor<256xf32>
    return %2 : tensor<256xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @norm(%arg0: tensor<256xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_5(%arg0: tensor<256xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @rankdata(%arg0: tensor<128xf32>) -> tensor<128xf32> {
    %0 = call @rankdata_6(%arg0) : (tensor<128xf32>) -> tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @rankdata_6(%arg0: tensor<128xf32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<true> : tensor<1xi1>
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c_0) applies stablehlo.or across dimensions = [0] : (tensor<128xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %4 = stablehlo.iota dim = 0 : tensor<128xi32>
      %5:2 = "stablehlo.sort"(%arg0, %4) <{dimension = 0 : i64, is_stable = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
        %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %69 = stablehlo.compare EQ, %arg1, %cst_21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %70 = stablehlo.select %69, %cst_22, %arg1 : tensor<i1>, tensor<f32>
        %71 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_23 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
        %72 = stablehlo.select %71, %cst_23, %70 : tensor<i1>, tensor<f32>
        %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %73 = stablehlo.compare EQ, %arg2, %cst_24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %74 = stablehlo.select %73, %cst_25, %arg2 : tensor<i1>, tensor<f32>
        %75 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_26 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
        %76 = stablehlo.select %75, %cst_26, %74 : tensor<i1>, tensor<f32>
        %77 = stablehlo.compare LT, %72, %76, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      }) : (tensor<128xf32>, tensor<128xi32>) -> (tensor<128xf32>, tensor<128xi32>)
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %7 = stablehlo.iota dim = 0 : tensor<128xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %9 = stablehlo.compare LT, %5#1, %8, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %c_3 = stablehlo.constant dense<128> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %11 = stablehlo.add %5#1, %10 : tensor<128xi32>
      %12 = stablehlo.select %9, %11, %5#1 : tensor<128xi1>, tensor<128xi32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %14 = "stablehlo.scatter"(%6, %13, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
      %15 = stablehlo.slice %5#0 [1:128] : (tensor<128xf32>) -> tensor<127xf32>
      %16 = stablehlo.slice %5#0 [0:127] : (tensor<128xf32>) -> tensor<127xf32>
      %17 = stablehlo.compare NE, %15, %16, FLOAT : (tensor<127xf32>, tensor<127xf32>) -> tensor<127xi1>
      %18 = stablehlo.concatenate %c, %17, dim = 0 : (tensor<1xi1>, tensor<127xi1>) -> tensor<128xi1>
      %19 = func.call @cumsum(%18) : (tensor<128xi1>) -> tensor<128xi32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %21 = stablehlo.compare LT, %14, %20, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %c_5 = stablehlo.constant dense<128> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %23 = stablehlo.add %14, %22 : tensor<128xi32>
      %24 = stablehlo.select %21, %23, %14 : tensor<128xi1>, tensor<128xi32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %26 = "stablehlo.gather"(%19, %25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xi32>, tensor<128x1xi32>) -> tensor<128xi32>
      %27 = func.call @cumsum_8(%18) : (tensor<128xi1>) -> tensor<128xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<129xi32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %29 = func.call @clip(%27, %c_7) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %31 = stablehlo.compare LT, %29, %30, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %c_9 = stablehlo.constant dense<129> : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %33 = stablehlo.add %29, %32 : tensor<128xi32>
      %34 = stablehlo.select %31, %33, %29 : tensor<128xi1>, tensor<128xi32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %37 = "stablehlo.scatter"(%28, %35, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        %69 = stablehlo.add %arg1, %arg2 : tensor<i32>
        stablehlo.return %69 : tensor<i32>
      }) : (tensor<129xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<129xi32>
      %38 = func.call @cumsum_9(%37) : (tensor<129xi32>) -> tensor<129xi32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %39 = func.call @floor_divide(%38, %c_11) : (tensor<129xi32>, tensor<i32>) -> tensor<129xi32>
      %c_12 = stablehlo.constant dense<128> : tensor<i32>
      %40 = func.call @remainder(%39, %c_12) : (tensor<129xi32>, tensor<i32>) -> tensor<129xi32>
      %41 = stablehlo.iota dim = 0 : tensor<129xi32>
      %42 = stablehlo.convert %18 : (tensor<128xi1>) -> tensor<128xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.reduce(%42 init: %c_13) applies stablehlo.add across dimensions = [0] : (tensor<128xi32>, tensor<i32>) -> tensor<i32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i32>) -> tensor<129xi32>
      %45 = stablehlo.compare GE, %41, %44, SIGNED : (tensor<129xi32>, tensor<129xi32>) -> tensor<129xi1>
      %c_14 = stablehlo.constant dense<128> : tensor<i32>
      %46 = func.call @_where_13(%45, %c_14, %40) : (tensor<129xi1>, tensor<i32>, tensor<129xi32>) -> tensor<129xi32>
      %47 = stablehlo.convert %46 : (tensor<129xi32>) -> tensor<129xf32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %49 = stablehlo.compare LT, %26, %48, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %c_16 = stablehlo.constant dense<129> : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %51 = stablehlo.add %26, %50 : tensor<128xi32>
      %52 = stablehlo.select %49, %51, %26 : tensor<128xi1>, tensor<128xi32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %54 = "stablehlo.gather"(%47, %53) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<129xf32>, tensor<128x1xi32>) -> tensor<128xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %56 = stablehlo.subtract %26, %55 : tensor<128xi32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %58 = stablehlo.compare LT, %56, %57, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %c_19 = stablehlo.constant dense<129> : tensor<i32>
      %59 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %60 = stablehlo.add %56, %59 : tensor<128xi32>
      %61 = stablehlo.select %58, %60, %56 : tensor<128xi1>, tensor<128xi32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %63 = "stablehlo.gather"(%47, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<129xf32>, tensor<128x1xi32>) -> tensor<128xf32>
      %64 = stablehlo.add %54, %63 : tensor<128xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %65 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %66 = stablehlo.add %64, %65 : tensor<128xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %67 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %68 = stablehlo.multiply %67, %66 : tensor<128xf32>
      stablehlo.return %68 : tensor<128xf32>
    }, {
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
      stablehlo.return %4 : tensor<128xf32>
    }) : (tensor<i32>) -> tensor<128xf32>
    return %3 : tensor<128xf32>
  }
  func.func private @cumsum(%arg0: tensor<128xi1>) -> tensor<128xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<128xi1>) -> tensor<128xi32>
    %1 = call @cumsum_7(%0) : (tensor<128xi32>) -> tensor<128xi32>
    return %1 : tensor<128xi32>
  }
  func.func private @cumsum_7(%arg0: tensor<128xi32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[127, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 128>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    return %1 : tensor<128xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<128xi1>) -> tensor<128xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<128xi1>) -> tensor<128xi32>
    %1 = call @cumsum_7(%0) : (tensor<128xi32>) -> tensor<128xi32>
    return %1 : tensor<128xi32>
  }
  func.func private @clip(%arg0: tensor<128xi32>, %arg1: tensor<i32>) -> tensor<128xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<128xi32>
    return %2 : tensor<128xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<129xi32>) -> tensor<129xi32> {
    %0 = call @cumsum_10(%arg0) : (tensor<129xi32>) -> tensor<129xi32>
    return %0 : tensor<129xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<129xi32>) -> tensor<129xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[128, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 129>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<129xi32>, tensor<i32>) -> tensor<129xi32>
    return %1 : tensor<129xi32>
  }
  func.func private @floor_divide(%arg0: tensor<129xi32>, %arg1: tensor<i32>) -> tensor<129xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<129xi32>
    %2 = stablehlo.sign %arg0 : tensor<129xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<129xi32>, tensor<129xi32>) -> tensor<129xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<129xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<129xi32>, tensor<129xi32>) -> tensor<129xi1>
    %10 = stablehlo.and %5, %9 : tensor<129xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<129xi32>
    %13 = call @_where_11(%10, %12, %1) : (tensor<129xi1>, tensor<129xi32>, tensor<129xi32>) -> tensor<129xi32>
    return %13 : tensor<129xi32>
  }
  func.func private @_where_11(%arg0: tensor<129xi1>, %arg1: tensor<129xi32>, %arg2: tensor<129xi32>) -> tensor<129xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<129xi1>, tensor<129xi32>
    return %0 : tensor<129xi32>
  }
  func.func private @remainder(%arg0: tensor<129xi32>, %arg1: tensor<i32>) -> tensor<129xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_12(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<129xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<129xi32>, tensor<129xi32>) -> tensor<129xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<129xi32>, tensor<129xi32>) -> tensor<129xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<129xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<129xi1>, tensor<129xi1>) -> tensor<129xi1>
    %12 = stablehlo.and %11, %6 : tensor<129xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %14 = stablehlo.add %4, %13 : tensor<129xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<129xi1>, tensor<129xi32>
    return %15 : tensor<129xi32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_13(%arg0: tensor<129xi1>, %arg1: tensor<i32>, %arg2: tensor<129xi32>) -> tensor<129xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<129xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<129xi1>, tensor<129xi32>
    return %2 : tensor<129xi32>
  }
  func.func private @_where_14(%arg0: tensor<1xi1>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<128xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<128xi1>, tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @clip_15(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @clip_16(%arg0: tensor<128xf32>, %arg1: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @_where_17(%arg0: tensor<128xi1>, %arg1: tensor<i32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<128xi1>, tensor<128xf32>
    return %2 : tensor<128xf32>
  }
}
