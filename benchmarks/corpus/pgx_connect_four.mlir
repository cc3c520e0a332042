module @jit_rollout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xi32>, %arg1: tensor<1024x6x7x2xi1>, %arg2: tensor<1024x2xf32>, %arg3: tensor<1024xi1>, %arg4: tensor<1024xi1>, %arg5: tensor<1024x7xi1>, %arg6: tensor<1024xi32>, %arg7: tensor<1024xi32>, %arg8: tensor<1024x42xi32>, %arg9: tensor<1024xi32>, %arg10: tensor<2xui32>) -> (tensor<1024xi32> {jax.result_info = "result[0].current_player"}, tensor<1024x6x7x2xi1> {jax.result_info = "result[0].observation"}, tensor<1024x2xf32> {jax.result_info = "result[0].rewards"}, tensor<1024xi1> {jax.result_info = "result[0].terminated"}, tensor<1024xi1> {jax.result_info = "result[0].truncated"}, tensor<1024x7xi1> {jax.result_info = "result[0].legal_action_mask"}, tensor<1024xi32> {jax.result_info = "result[0]._step_count"}, tensor<1024xi32> {jax.result_info = "result[0]._x.color"}, tensor<1024x42xi32> {jax.result_info = "result[0]._x.board"}, tensor<1024xi32> {jax.result_info = "result[0]._x.winner"}, tensor<1024x2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<"0x00000000070000000E0000001500000001000000080000000F0000001600000002000000090000001000000017000000030000000A0000001100000018000000040000000B0000001200000019000000050000000C000000130000001A000000060000000D000000140000001B000000070000000E000000150000001C000000080000000F000000160000001D0000000900000010000000170000001E0000000A00000011000000180000001F0000000B0000001200000019000000200000000C000000130000001A000000210000000D000000140000001B000000220000000E000000150000001C000000230000000F000000160000001D0000002400000010000000170000001E0000002500000011000000180000001F0000002600000012000000190000002000000027000000130000001A0000002100000028000000140000001B0000002200000029000000000000000100000002000000030000000100000002000000030000000400000002000000030000000400000005000000030000000400000005000000060000000700000008000000090000000A00000008000000090000000A0000000B000000090000000A0000000B0000000C0000000A0000000B0000000C0000000D0000000E0000000F00000010000000110000000F000000100000001100000012000000100000001100000012000000130000001100000012000000130000001400000015000000160000001700000018000000160000001700000018000000190000001700000018000000190000001A00000018000000190000001A0000001B0000001C0000001D0000001E0000001F0000001D0000001E0000001F000000200000001E0000001F00000020000000210000001F000000200000002100000022000000230000002400000025000000260000002400000025000000260000002700000025000000260000002700000028000000260000002700000028000000290000000000000008000000100000001800000001000000090000001100000019000000020000000A000000120000001A000000030000000B000000130000001B000000070000000F000000170000001F00000008000000100000001800000020000000090000001100000019000000210000000A000000120000001A000000220000000E000000160000001E000000260000000F000000170000001F00000027000000100000001800000020000000280000001100000019000000210000002900000003000000090000000F00000015000000040000000A0000001000000016000000050000000B0000001100000017000000060000000C00000012000000180000000A00000010000000160000001C0000000B00000011000000170000001D0000000C00000012000000180000001E0000000D00000013000000190000001F00000011000000170000001D0000002300000012000000180000001E0000002400000013000000190000001F00000025000000140000001A0000002000000026000000"> : tensor<69x4xi32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<2xf32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %c_2 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<42x1024x2xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %1:18 = stablehlo.while(%iterArg = %arg4, %iterArg_6 = %c, %iterArg_7 = %cst, %iterArg_8 = %c_0, %iterArg_9 = %c_1, %iterArg_10 = %c_2, %iterArg_11 = %c_4, %iterArg_12 = %arg0, %iterArg_13 = %arg1, %iterArg_14 = %arg2, %iterArg_15 = %arg3, %iterArg_16 = %arg5, %iterArg_17 = %arg6, %iterArg_18 = %arg7, %iterArg_19 = %arg8, %iterArg_20 = %arg9, %iterArg_21 = %arg10, %iterArg_22 = %0) : tensor<1024xi1>, tensor<69x4xi32>, tensor<2xf32>, tensor<i1>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<2xui32>, tensor<42x1024x2xf32>
    cond {
      %c_23 = stablehlo.constant dense<42> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_11, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:11 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21) : (tensor<1024xi1>, tensor<69x4xi32>, tensor<2xf32>, tensor<i1>, tensor<2xi32>, tensor<2xi32>, tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<2xui32>) -> (tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<2xui32>, tensor<1024x2xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_22, %3#10, %iterArg_11) : (tensor<42x1024x2xf32>, tensor<1024x2xf32>, tensor<i32>) -> tensor<42x1024x2xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_11, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %5, %3#0, %3#1, %3#2, %3#3, %3#4, %3#5, %3#6, %3#7, %3#8, %3#9, %4 : tensor<1024xi1>, tensor<69x4xi32>, tensor<2xf32>, tensor<i1>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<2xui32>, tensor<42x1024x2xf32>
    }
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1#17 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<42x1024x2xf32>, tensor<f32>) -> tensor<1024x2xf32>
    return %1#7, %1#8, %1#9, %1#10, %arg4, %1#11, %1#12, %1#13, %1#14, %1#15, %2 : tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<1024x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<1024xi1>, %arg1: tensor<69x4xi32>, %arg2: tensor<2xf32>, %arg3: tensor<i1>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<1024xi32>, %arg7: tensor<1024x6x7x2xi1>, %arg8: tensor<1024x2xf32>, %arg9: tensor<1024xi1>, %arg10: tensor<1024x7xi1>, %arg11: tensor<1024xi32>, %arg12: tensor<1024xi32>, %arg13: tensor<1024x42xi32>, %arg14: tensor<1024xi32>, %arg15: tensor<2xui32>) -> (tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<2xui32>, tensor<1024x2xf32>) {
    %0 = call @_threefry_split(%arg15) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = call @_where(%arg10, %cst, %cst_0) : (tensor<1024x7xi1>, tensor<f32>, tensor<f32>) -> tensor<1024x7xf32>
    %6 = call @_gumbel(%4) : (tensor<2xui32>) -> tensor<1024x7xf32>
    %7 = stablehlo.convert %5 : tensor<1024x7xf32>
    %8 = stablehlo.add %6, %7 : tensor<1024x7xf32>
    %9 = call @argmax(%8) : (tensor<1024x7xf32>) -> tensor<1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %11 = stablehlo.compare LT, %9, %10, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %13 = stablehlo.add %9, %12 : tensor<1024xi32>
    %14 = stablehlo.select %11, %13, %9 : tensor<1024xi1>, tensor<1024xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %16 = "stablehlo.gather"(%arg10, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x7xi1>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %17 = stablehlo.reshape %16 : (tensor<1024x1xi1>) -> tensor<1024xi1>
    %18 = stablehlo.not %17 : tensor<1024xi1>
    %19 = stablehlo.or %arg9, %arg0 : tensor<1024xi1>
    %20 = stablehlo.convert %19 : (tensor<1024xi1>) -> tensor<1024xi32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<69x4xi32>) -> tensor<1024x69x4xi32>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2xf32>) -> tensor<1024x2xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %24 = stablehlo.compare EQ, %20, %23, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %25 = stablehlo.select %24, %arg6, %arg6 : tensor<1024xi1>, tensor<1024xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1024xi1>) -> tensor<1024x6x7x2xi1>
    %27 = stablehlo.select %26, %arg7, %arg7 : tensor<1024x6x7x2xi1>, tensor<1024x6x7x2xi1>
    %28 = stablehlo.select %24, %arg9, %arg9 : tensor<1024xi1>, tensor<1024xi1>
    %29 = stablehlo.select %24, %arg0, %arg0 : tensor<1024xi1>, tensor<1024xi1>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1024xi1>) -> tensor<1024x7xi1>
    %31 = stablehlo.select %30, %arg10, %arg10 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %32 = stablehlo.select %24, %arg11, %arg11 : tensor<1024xi1>, tensor<1024xi32>
    %33 = stablehlo.select %24, %arg12, %arg12 : tensor<1024xi1>, tensor<1024xi32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1024xi1>) -> tensor<1024x42xi1>
    %35 = stablehlo.select %34, %arg13, %arg13 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %36 = stablehlo.select %24, %arg14, %arg14 : tensor<1024xi1>, tensor<1024xi32>
    %37 = stablehlo.select %24, %9, %9 : tensor<1024xi1>, tensor<1024xi32>
    %38 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1024xi1>) -> tensor<1024x69x4xi1>
    %39 = stablehlo.select %38, %21, %21 : tensor<1024x69x4xi1>, tensor<1024x69x4xi32>
    %40 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %41 = stablehlo.select %40, %22, %22 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %43 = stablehlo.add %32, %42 : tensor<1024xi32>
    %44 = stablehlo.reshape %35 : (tensor<1024x42xi32>) -> tensor<1024x6x7xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %46 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.select %45, %46, %c_8 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %49 = stablehlo.compare LT, %37, %48, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %51 = stablehlo.add %37, %50 : tensor<1024xi32>
    %52 = stablehlo.select %49, %51, %37 : tensor<1024xi1>, tensor<1024xi32>
    %53 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %55 = stablehlo.concatenate %53, %54, dim = 1 : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x2xi32>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 6, 1>}> : (tensor<1024x6x7xi32>, tensor<1024x2xi32>) -> tensor<1024x6x1xi32>
    %57 = stablehlo.reshape %56 : (tensor<1024x6x1xi32>) -> tensor<1024x6xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024x6xi32>
    %59 = stablehlo.compare GE, %57, %58, SIGNED : (tensor<1024x6xi32>, tensor<1024x6xi32>) -> tensor<1024x6xi1>
    %60 = stablehlo.convert %59 : (tensor<1024x6xi1>) -> tensor<1024x6xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.reduce(%60 init: %c_12) applies stablehlo.add across dimensions = [1] : (tensor<1024x6xi32>, tensor<i32>) -> tensor<1024xi32>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %63 = stablehlo.subtract %62, %61 : tensor<1024xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %65 = stablehlo.compare LT, %63, %64, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_15 = stablehlo.constant dense<6> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %67 = stablehlo.add %63, %66 : tensor<1024xi32>
    %68 = stablehlo.select %65, %67, %63 : tensor<1024xi1>, tensor<1024xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %70 = stablehlo.compare LT, %37, %69, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_17 = stablehlo.constant dense<7> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %72 = stablehlo.add %37, %71 : tensor<1024xi32>
    %73 = stablehlo.select %70, %72, %37 : tensor<1024xi1>, tensor<1024xi32>
    %74 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %76 = stablehlo.concatenate %74, %75, dim = 1 : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x2xi32>
    %77 = "stablehlo.scatter"(%44, %76, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
      stablehlo.return %arg17 : tensor<i32>
    }) : (tensor<1024x6x7xi32>, tensor<1024x2xi32>, tensor<1024xi32>) -> tensor<1024x6x7xi32>
    %78 = stablehlo.reshape %77 : (tensor<1024x6x7xi32>) -> tensor<1024x42xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1024x69x4xi32>
    %80 = stablehlo.compare LT, %39, %79, SIGNED : (tensor<1024x69x4xi32>, tensor<1024x69x4xi32>) -> tensor<1024x69x4xi1>
    %c_19 = stablehlo.constant dense<42> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1024x69x4xi32>
    %82 = stablehlo.add %39, %81 : tensor<1024x69x4xi32>
    %83 = stablehlo.select %80, %82, %39 : tensor<1024x69x4xi1>, tensor<1024x69x4xi32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1024x69x4xi32>) -> tensor<1024x69x4x1xi32>
    %85 = "stablehlo.gather"(%78, %84) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x42xi32>, tensor<1024x69x4x1xi32>) -> tensor<1024x69x4xi32>
    %86 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1x1xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1024x1x1xi32>) -> tensor<1024x69x4xi32>
    %88 = stablehlo.compare EQ, %85, %87, SIGNED : (tensor<1024x69x4xi32>, tensor<1024x69x4xi32>) -> tensor<1024x69x4xi1>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %89 = stablehlo.reduce(%88 init: %c_20) applies stablehlo.and across dimensions = [2] : (tensor<1024x69x4xi1>, tensor<i1>) -> tensor<1024x69xi1>
    %c_21 = stablehlo.constant dense<false> : tensor<i1>
    %90 = stablehlo.reduce(%89 init: %c_21) applies stablehlo.or across dimensions = [1] : (tensor<1024x69xi1>, tensor<i1>) -> tensor<1024xi1>
    %c_22 = stablehlo.constant dense<-1> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %92 = stablehlo.select %90, %33, %91 : tensor<1024xi1>, tensor<1024xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %94 = stablehlo.subtract %93, %33 : tensor<1024xi32>
    %95 = stablehlo.reshape %77 : (tensor<1024x6x7xi32>) -> tensor<1024x42xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %97 = stablehlo.subtract %96, %25 : tensor<1024xi32>
    %98 = stablehlo.reshape %95 : (tensor<1024x42xi32>) -> tensor<1024x6x7xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1024x6x7xi32>
    %100 = stablehlo.compare GE, %98, %99, SIGNED : (tensor<1024x6x7xi32>, tensor<1024x6x7xi32>) -> tensor<1024x6x7xi1>
    %101 = stablehlo.convert %100 : (tensor<1024x6x7xi1>) -> tensor<1024x6x7xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %102 = stablehlo.reduce(%101 init: %c_26) applies stablehlo.add across dimensions = [1] : (tensor<1024x6x7xi32>, tensor<i32>) -> tensor<1024x7xi32>
    %c_27 = stablehlo.constant dense<6> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<1024x7xi32>
    %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<1024x7xi32>, tensor<1024x7xi32>) -> tensor<1024x7xi1>
    %105 = stablehlo.reshape %95 : (tensor<1024x42xi32>) -> tensor<1024x6x7xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %107 = stablehlo.compare GE, %92, %106, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<1024x6x7xi32>
    %109 = stablehlo.compare GE, %105, %108, SIGNED : (tensor<1024x6x7xi32>, tensor<1024x6x7xi32>) -> tensor<1024x6x7xi1>
    %110 = stablehlo.convert %109 : (tensor<1024x6x7xi1>) -> tensor<1024x6x7xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %111 = stablehlo.reduce(%110 init: %c_30) applies stablehlo.add across dimensions = [1] : (tensor<1024x6x7xi32>, tensor<i32>) -> tensor<1024x7xi32>
    %c_31 = stablehlo.constant dense<6> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<1024x7xi32>
    %113 = stablehlo.compare EQ, %111, %112, SIGNED : (tensor<1024x7xi32>, tensor<1024x7xi32>) -> tensor<1024x7xi1>
    %c_32 = stablehlo.constant dense<true> : tensor<i1>
    %114 = stablehlo.reduce(%113 init: %c_32) applies stablehlo.and across dimensions = [1] : (tensor<1024x7xi1>, tensor<i1>) -> tensor<1024xi1>
    %115 = stablehlo.or %107, %114 : tensor<1024xi1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %117 = stablehlo.compare GE, %92, %116, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %119 = stablehlo.compare LT, %92, %118, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_35 = stablehlo.constant dense<2> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %121 = stablehlo.add %92, %120 : tensor<1024xi32>
    %122 = stablehlo.select %119, %121, %92 : tensor<1024xi1>, tensor<1024xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %125 = "stablehlo.scatter"(%41, %123, %124) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<1024x2xf32>, tensor<1024x1xi32>, tensor<1024xf32>) -> tensor<1024x2xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<2xf32>) -> tensor<1024x2xf32>
    %128 = stablehlo.broadcast_in_dim %117, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %129 = stablehlo.select %128, %125, %127 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %130 = stablehlo.compare NE, %97, %94, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %131 = call @_flip(%129) : (tensor<1024x2xf32>) -> tensor<1024x2xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %133 = stablehlo.select %132, %131, %129 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<2xf32>) -> tensor<1024x2xf32>
    %136 = stablehlo.broadcast_in_dim %115, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %137 = stablehlo.select %136, %133, %135 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %139 = stablehlo.compare EQ, %20, %138, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %140 = stablehlo.select %139, %arg6, %arg6 : tensor<1024xi1>, tensor<1024xi32>
    %141 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<1024xi1>) -> tensor<1024x6x7x2xi1>
    %142 = stablehlo.select %141, %arg7, %arg7 : tensor<1024x6x7x2xi1>, tensor<1024x6x7x2xi1>
    %143 = stablehlo.select %139, %arg9, %arg9 : tensor<1024xi1>, tensor<1024xi1>
    %144 = stablehlo.select %139, %arg0, %arg0 : tensor<1024xi1>, tensor<1024xi1>
    %145 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<1024xi1>) -> tensor<1024x7xi1>
    %146 = stablehlo.select %145, %arg10, %arg10 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %147 = stablehlo.select %139, %arg11, %arg11 : tensor<1024xi1>, tensor<1024xi32>
    %148 = stablehlo.select %139, %arg12, %arg12 : tensor<1024xi1>, tensor<1024xi32>
    %149 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<1024xi1>) -> tensor<1024x42xi1>
    %150 = stablehlo.select %149, %arg13, %arg13 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %151 = stablehlo.select %139, %arg14, %arg14 : tensor<1024xi1>, tensor<1024xi32>
    %152 = stablehlo.select %139, %9, %9 : tensor<1024xi1>, tensor<1024xi32>
    %153 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<1024xi1>) -> tensor<1024x69x4xi1>
    %154 = stablehlo.select %153, %21, %21 : tensor<1024x69x4xi1>, tensor<1024x69x4xi32>
    %155 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %156 = stablehlo.select %155, %22, %22 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [1] : (tensor<2xf32>) -> tensor<1024x2xf32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %160 = stablehlo.compare LT, %20, %159, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %161 = stablehlo.select %160, %97, %140 : tensor<1024xi1>, tensor<1024xi32>
    %162 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1024xi32>) -> tensor<1024x2xi32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<1024x2xi32>
    %164 = stablehlo.compare LT, %162, %163, SIGNED : (tensor<1024x2xi32>, tensor<1024x2xi32>) -> tensor<1024x2xi1>
    %165 = stablehlo.select %164, %137, %158 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %167 = stablehlo.compare LT, %20, %166, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %168 = stablehlo.select %167, %115, %143 : tensor<1024xi1>, tensor<1024xi1>
    %169 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1024xi32>) -> tensor<1024x7xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1024x7xi32>
    %171 = stablehlo.compare LT, %169, %170, SIGNED : (tensor<1024x7xi32>, tensor<1024x7xi32>) -> tensor<1024x7xi1>
    %172 = stablehlo.select %171, %104, %146 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %173 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %174 = stablehlo.compare LT, %20, %173, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %175 = stablehlo.select %174, %43, %147 : tensor<1024xi1>, tensor<1024xi32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %177 = stablehlo.compare LT, %20, %176, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %178 = stablehlo.select %177, %94, %148 : tensor<1024xi1>, tensor<1024xi32>
    %179 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1024xi32>) -> tensor<1024x42xi32>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1024x42xi32>
    %181 = stablehlo.compare LT, %179, %180, SIGNED : (tensor<1024x42xi32>, tensor<1024x42xi32>) -> tensor<1024x42xi1>
    %182 = stablehlo.select %181, %95, %150 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %184 = stablehlo.compare LT, %20, %183, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %185 = stablehlo.select %184, %92, %151 : tensor<1024xi1>, tensor<1024xi32>
    %186 = stablehlo.convert %18 : (tensor<1024xi1>) -> tensor<1024xi32>
    %187 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i1>) -> tensor<1024xi1>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %188 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %189 = stablehlo.compare EQ, %186, %188, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %190 = stablehlo.select %189, %arg6, %arg6 : tensor<1024xi1>, tensor<1024xi32>
    %191 = stablehlo.select %189, %161, %161 : tensor<1024xi1>, tensor<1024xi32>
    %192 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<1024xi1>) -> tensor<1024x6x7x2xi1>
    %193 = stablehlo.select %192, %arg7, %arg7 : tensor<1024x6x7x2xi1>, tensor<1024x6x7x2xi1>
    %194 = stablehlo.select %189, %187, %187 : tensor<1024xi1>, tensor<1024xi1>
    %195 = stablehlo.select %189, %arg0, %arg0 : tensor<1024xi1>, tensor<1024xi1>
    %196 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<1024xi1>) -> tensor<1024x7xi1>
    %197 = stablehlo.select %196, %172, %172 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %198 = stablehlo.select %189, %175, %175 : tensor<1024xi1>, tensor<1024xi32>
    %199 = stablehlo.select %189, %178, %178 : tensor<1024xi1>, tensor<1024xi32>
    %200 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<1024xi1>) -> tensor<1024x42xi1>
    %201 = stablehlo.select %200, %182, %182 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %202 = stablehlo.select %189, %185, %185 : tensor<1024xi1>, tensor<1024xi32>
    %203 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %204 = stablehlo.select %203, %165, %165 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %205 = stablehlo.select %189, %168, %168 : tensor<1024xi1>, tensor<1024xi1>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %206 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %207 = stablehlo.compare EQ, %186, %206, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %208 = stablehlo.select %207, %arg6, %arg6 : tensor<1024xi1>, tensor<1024xi32>
    %209 = stablehlo.select %207, %161, %161 : tensor<1024xi1>, tensor<1024xi32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<1024xi1>) -> tensor<1024x6x7x2xi1>
    %211 = stablehlo.select %210, %arg7, %arg7 : tensor<1024x6x7x2xi1>, tensor<1024x6x7x2xi1>
    %212 = stablehlo.select %207, %187, %187 : tensor<1024xi1>, tensor<1024xi1>
    %213 = stablehlo.select %207, %arg0, %arg0 : tensor<1024xi1>, tensor<1024xi1>
    %214 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<1024xi1>) -> tensor<1024x7xi1>
    %215 = stablehlo.select %214, %172, %172 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %216 = stablehlo.select %207, %175, %175 : tensor<1024xi1>, tensor<1024xi32>
    %217 = stablehlo.select %207, %178, %178 : tensor<1024xi1>, tensor<1024xi32>
    %218 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<1024xi1>) -> tensor<1024x42xi1>
    %219 = stablehlo.select %218, %182, %182 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %220 = stablehlo.select %207, %185, %185 : tensor<1024xi1>, tensor<1024xi32>
    %221 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %222 = stablehlo.select %221, %165, %165 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %223 = stablehlo.select %207, %168, %168 : tensor<1024xi1>, tensor<1024xi1>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<2xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %229 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %230 = stablehlo.compare LT, %208, %229, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_55 = stablehlo.constant dense<2> : tensor<i32>
    %231 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %232 = stablehlo.add %208, %231 : tensor<1024xi32>
    %233 = stablehlo.select %230, %232, %208 : tensor<1024xi1>, tensor<1024xi32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %235 = stablehlo.broadcast_in_dim %228, dims = [1] : (tensor<2xf32>) -> tensor<1024x2xf32>
    %cst_56 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %237 = "stablehlo.scatter"(%235, %234, %236) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<1024x2xf32>, tensor<1024x1xi32>, tensor<1024xf32>) -> tensor<1024x2xf32>
    %238 = stablehlo.broadcast_in_dim %186, dims = [0] : (tensor<1024xi32>) -> tensor<1024x2xi32>
    %c_57 = stablehlo.constant dense<1> : tensor<i32>
    %239 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<1024x2xi32>
    %240 = stablehlo.compare LT, %238, %239, SIGNED : (tensor<1024x2xi32>, tensor<1024x2xi32>) -> tensor<1024x2xi1>
    %241 = stablehlo.select %240, %204, %237 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %242 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %243 = stablehlo.compare LT, %186, %242, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %244 = stablehlo.select %243, %205, %212 : tensor<1024xi1>, tensor<1024xi1>
    %245 = stablehlo.convert %244 : (tensor<1024xi1>) -> tensor<1024xi32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %246 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %247 = stablehlo.compare EQ, %245, %246, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %248 = stablehlo.select %247, %161, %161 : tensor<1024xi1>, tensor<1024xi32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<1024xi1>) -> tensor<1024x6x7x2xi1>
    %250 = stablehlo.select %249, %arg7, %arg7 : tensor<1024x6x7x2xi1>, tensor<1024x6x7x2xi1>
    %251 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %252 = stablehlo.select %251, %241, %241 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %253 = stablehlo.select %247, %244, %244 : tensor<1024xi1>, tensor<1024xi1>
    %254 = stablehlo.select %247, %arg0, %arg0 : tensor<1024xi1>, tensor<1024xi1>
    %255 = stablehlo.select %247, %175, %175 : tensor<1024xi1>, tensor<1024xi32>
    %256 = stablehlo.select %247, %178, %178 : tensor<1024xi1>, tensor<1024xi32>
    %257 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<1024xi1>) -> tensor<1024x42xi1>
    %258 = stablehlo.select %257, %182, %182 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %259 = stablehlo.select %247, %185, %185 : tensor<1024xi1>, tensor<1024xi32>
    %260 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<1024xi1>) -> tensor<1024x7xi1>
    %261 = stablehlo.select %260, %172, %172 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %c_60 = stablehlo.constant dense<1> : tensor<i32>
    %262 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %263 = stablehlo.compare EQ, %245, %262, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %264 = stablehlo.select %263, %161, %161 : tensor<1024xi1>, tensor<1024xi32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<1024xi1>) -> tensor<1024x6x7x2xi1>
    %266 = stablehlo.select %265, %arg7, %arg7 : tensor<1024x6x7x2xi1>, tensor<1024x6x7x2xi1>
    %267 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %268 = stablehlo.select %267, %241, %241 : tensor<1024x2xi1>, tensor<1024x2xf32>
    %269 = stablehlo.select %263, %244, %244 : tensor<1024xi1>, tensor<1024xi1>
    %270 = stablehlo.select %263, %arg0, %arg0 : tensor<1024xi1>, tensor<1024xi1>
    %271 = stablehlo.select %263, %175, %175 : tensor<1024xi1>, tensor<1024xi32>
    %272 = stablehlo.select %263, %178, %178 : tensor<1024xi1>, tensor<1024xi32>
    %273 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<1024xi1>) -> tensor<1024x42xi1>
    %274 = stablehlo.select %273, %182, %182 : tensor<1024x42xi1>, tensor<1024x42xi32>
    %275 = stablehlo.select %263, %185, %185 : tensor<1024xi1>, tensor<1024xi32>
    %276 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<1024xi1>) -> tensor<1024x7xi1>
    %277 = stablehlo.select %276, %172, %172 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %c_61 = stablehlo.constant dense<true> : tensor<i1>
    %278 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %279 = stablehlo.broadcast_in_dim %278, dims = [1] : (tensor<7xi1>) -> tensor<1024x7xi1>
    %280 = stablehlo.broadcast_in_dim %245, dims = [0] : (tensor<1024xi32>) -> tensor<1024x7xi32>
    %c_62 = stablehlo.constant dense<1> : tensor<i32>
    %281 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<1024x7xi32>
    %282 = stablehlo.compare LT, %280, %281, SIGNED : (tensor<1024x7xi32>, tensor<1024x7xi32>) -> tensor<1024x7xi1>
    %283 = stablehlo.select %282, %261, %279 : tensor<1024x7xi1>, tensor<1024x7xi1>
    %284 = stablehlo.compare EQ, %161, %161, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_63 = stablehlo.constant dense<1> : tensor<i32>
    %285 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %286 = stablehlo.subtract %285, %178 : tensor<1024xi32>
    %287 = stablehlo.select %284, %178, %286 : tensor<1024xi1>, tensor<1024xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %288 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %289 = stablehlo.compare EQ, %287, %288, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %290 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<2xi32>) -> tensor<1024x2xi32>
    %291 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2xi32>) -> tensor<1024x2xi32>
    %292 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<1024xi1>) -> tensor<1024x2xi1>
    %293 = stablehlo.select %292, %291, %290 : tensor<1024x2xi1>, tensor<1024x2xi32>
    %294 = stablehlo.reshape %182 : (tensor<1024x42xi32>) -> tensor<1024x6x7xi32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 2, 3] : (tensor<1024x6x7xi32>) -> tensor<1024x1x6x7xi32>
    %296 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<1024x2xi32>) -> tensor<1024x2x1x1xi32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1024x1x6x7xi32>) -> tensor<1024x2x6x7xi32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<1024x2x1x1xi32>) -> tensor<1024x2x6x7xi32>
    %299 = stablehlo.compare EQ, %297, %298, SIGNED : (tensor<1024x2x6x7xi32>, tensor<1024x2x6x7xi32>) -> tensor<1024x2x6x7xi1>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<1024x2x6x7xi1>) -> tensor<1024x2x6x7x1xi1>
    %301 = stablehlo.transpose %300, dims = [0, 2, 3, 1, 4] : (tensor<1024x2x6x7x1xi1>) -> tensor<1024x6x7x2x1xi1>
    %302 = stablehlo.reshape %301 : (tensor<1024x6x7x2x1xi1>) -> tensor<1024x6x7x2xi1>
    return %161, %302, %241, %244, %283, %175, %178, %182, %185, %2, %241 : tensor<1024xi32>, tensor<1024x6x7x2xi1>, tensor<1024x2xf32>, tensor<1024xi1>, tensor<1024x7xi1>, tensor<1024xi32>, tensor<1024xi32>, tensor<1024x42xi32>, tensor<1024xi32>, tensor<2xui32>, tensor<1024x2xf32>
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
      %7:8 = func.call @closed_call_0(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @_where(%arg0: tensor<1024x7xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1024x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1024x7xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1024x7xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<1024x7xi1>, tensor<1024x7xf32>
    return %2 : tensor<1024x7xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<1024x7xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1024x7xf32>
    %1 = stablehlo.log %0 : tensor<1024x7xf32>
    %2 = stablehlo.negate %1 : tensor<1024x7xf32>
    %3 = stablehlo.log %2 : tensor<1024x7xf32>
    %4 = stablehlo.negate %3 : tensor<1024x7xf32>
    return %4 : tensor<1024x7xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1024x7xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<1024x7xui64>
    %8 = stablehlo.iota dim = 1 : tensor<1024x7xui64>
    %c = stablehlo.constant dense<7> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1024x7xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<1024x7xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1024x7xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<1024x7xui64>
    %13 = stablehlo.add %10, %12 : tensor<1024x7xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1024x7xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<1024x7xui64>
    %16 = stablehlo.convert %13 : (tensor<1024x7xui64>) -> tensor<1024x7xui32>
    %17 = stablehlo.convert %15 : (tensor<1024x7xui64>) -> tensor<1024x7xui32>
    %18:2 = call @threefry2x32_1(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<1024x7xui32>, tensor<1024x7xui32>) -> (tensor<1024x7xui32>, tensor<1024x7xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<1024x7xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<1024x7xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %23 = stablehlo.or %21, %22 : tensor<1024x7xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<1024x7xui32>) -> tensor<1024x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x7xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<1024x7xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1024x7xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<1024x7xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1024x7xf32>
    %31 = stablehlo.add %29, %30 : tensor<1024x7xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1024x7xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<1024x7xf32>
    return %33 : tensor<1024x7xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1024x7xui32>, %arg3: tensor<1024x7xui32>) -> (tensor<1024x7xui32>, tensor<1024x7xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1024x7xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1024x7xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1024x7xui32>, tensor<1024x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1024x7xui32>, tensor<1024x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1024x7xui32>, tensor<1024x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1024x7xui32>, tensor<1024x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1024x7xui32>, tensor<1024x7xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<1024x7xui32>, %arg2: tensor<1024x7xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1024x7xui32>, tensor<1024x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1024x7xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1024x7xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1024x7xui32>
    %9 = stablehlo.or %5, %8 : tensor<1024x7xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1024x7xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1024x7xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1024x7xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1024x7xui32>
    %19 = stablehlo.or %15, %18 : tensor<1024x7xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1024x7xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1024x7xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1024x7xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1024x7xui32>
    %29 = stablehlo.or %25, %28 : tensor<1024x7xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1024x7xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1024x7xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1024x7xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1024x7xui32>
    %39 = stablehlo.or %35, %38 : tensor<1024x7xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1024x7xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %42 = stablehlo.add %33, %41 : tensor<1024x7xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %44 = stablehlo.add %40, %43 : tensor<1024x7xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1024x7xui32>
    %48 = stablehlo.add %44, %47 : tensor<1024x7xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1024x7xui32>, tensor<1024x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<1024x7xf32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<1024x7xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1024x7xf32>, tensor<1024x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<1024xf32>, tensor<1024xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
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
    return %1#1 : tensor<1024xi32>
  }
  func.func private @_flip(%arg0: tensor<1024x2xf32>) -> tensor<1024x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<1024x2xf32>
    return %0 : tensor<1024x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<42x1024x2xf32>, %arg1: tensor<1024x2xf32>, %arg2: tensor<i32>) -> tensor<42x1024x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1024x2xf32>) -> tensor<1x1024x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<42x1024x2xf32>, tensor<1x1024x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<42x1024x2xf32>
    return %1 : tensor<42x1024x2xf32>
  }
}
