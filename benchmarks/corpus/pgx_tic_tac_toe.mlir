module @jit_rollout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096xi32>, %arg1: tensor<4096x3x3x2xi1>, %arg2: tensor<4096x2xf32>, %arg3: tensor<4096xi1>, %arg4: tensor<4096xi1>, %arg5: tensor<4096x9xi1>, %arg6: tensor<4096xi32>, %arg7: tensor<4096xi32>, %arg8: tensor<4096x9xi32>, %arg9: tensor<4096xi32>, %arg10: tensor<2xui32>) -> (tensor<4096xi32> {jax.result_info = "result[0].current_player"}, tensor<4096x3x3x2xi1> {jax.result_info = "result[0].observation"}, tensor<4096x2xf32> {jax.result_info = "result[0].rewards"}, tensor<4096xi1> {jax.result_info = "result[0].terminated"}, tensor<4096xi1> {jax.result_info = "result[0].truncated"}, tensor<4096x9xi1> {jax.result_info = "result[0].legal_action_mask"}, tensor<4096xi32> {jax.result_info = "result[0]._step_count"}, tensor<4096xi32> {jax.result_info = "result[0]._x.color"}, tensor<4096x9xi32> {jax.result_info = "result[0]._x.board"}, tensor<4096xi32> {jax.result_info = "result[0]._x.winner"}, tensor<4096x2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]> : tensor<8x3xi32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<2xf32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %c_2 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<9x4096x2xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %1:18 = stablehlo.while(%iterArg = %arg4, %iterArg_6 = %c, %iterArg_7 = %cst, %iterArg_8 = %c_0, %iterArg_9 = %c_1, %iterArg_10 = %c_2, %iterArg_11 = %c_4, %iterArg_12 = %arg0, %iterArg_13 = %arg1, %iterArg_14 = %arg2, %iterArg_15 = %arg3, %iterArg_16 = %arg5, %iterArg_17 = %arg6, %iterArg_18 = %arg7, %iterArg_19 = %arg8, %iterArg_20 = %arg9, %iterArg_21 = %arg10, %iterArg_22 = %0) : tensor<4096xi1>, tensor<8x3xi32>, tensor<2xf32>, tensor<i1>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<2xui32>, tensor<9x4096x2xf32>
    cond {
      %c_23 = stablehlo.constant dense<9> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_11, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:11 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21) : (tensor<4096xi1>, tensor<8x3xi32>, tensor<2xf32>, tensor<i1>, tensor<2xi32>, tensor<2xi32>, tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<2xui32>) -> (tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<2xui32>, tensor<4096x2xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_22, %3#10, %iterArg_11) : (tensor<9x4096x2xf32>, tensor<4096x2xf32>, tensor<i32>) -> tensor<9x4096x2xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_11, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %5, %3#0, %3#1, %3#2, %3#3, %3#4, %3#5, %3#6, %3#7, %3#8, %3#9, %4 : tensor<4096xi1>, tensor<8x3xi32>, tensor<2xf32>, tensor<i1>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<2xui32>, tensor<9x4096x2xf32>
    }
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1#17 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<9x4096x2xf32>, tensor<f32>) -> tensor<4096x2xf32>
    return %1#7, %1#8, %1#9, %1#10, %arg4, %1#11, %1#12, %1#13, %1#14, %1#15, %2 : tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<4096x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<4096xi1>, %arg1: tensor<8x3xi32>, %arg2: tensor<2xf32>, %arg3: tensor<i1>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<4096xi32>, %arg7: tensor<4096x3x3x2xi1>, %arg8: tensor<4096x2xf32>, %arg9: tensor<4096xi1>, %arg10: tensor<4096x9xi1>, %arg11: tensor<4096xi32>, %arg12: tensor<4096xi32>, %arg13: tensor<4096x9xi32>, %arg14: tensor<4096xi32>, %arg15: tensor<2xui32>) -> (tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<2xui32>, tensor<4096x2xf32>) {
    %0 = call @_threefry_split(%arg15) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = call @_where(%arg10, %cst, %cst_0) : (tensor<4096x9xi1>, tensor<f32>, tensor<f32>) -> tensor<4096x9xf32>
    %6 = call @_gumbel(%4) : (tensor<2xui32>) -> tensor<4096x9xf32>
    %7 = stablehlo.convert %5 : tensor<4096x9xf32>
    %8 = stablehlo.add %6, %7 : tensor<4096x9xf32>
    %9 = call @argmax(%8) : (tensor<4096x9xf32>) -> tensor<4096xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %11 = stablehlo.compare LT, %9, %10, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %13 = stablehlo.add %9, %12 : tensor<4096xi32>
    %14 = stablehlo.select %11, %13, %9 : tensor<4096xi1>, tensor<4096xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %16 = "stablehlo.gather"(%arg10, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4096x9xi1>, tensor<4096x1xi32>) -> tensor<4096x1xi1>
    %17 = stablehlo.reshape %16 : (tensor<4096x1xi1>) -> tensor<4096xi1>
    %18 = stablehlo.not %17 : tensor<4096xi1>
    %19 = stablehlo.or %arg9, %arg0 : tensor<4096xi1>
    %20 = stablehlo.convert %19 : (tensor<4096xi1>) -> tensor<4096xi32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x3xi32>) -> tensor<4096x8x3xi32>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2xf32>) -> tensor<4096x2xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %24 = stablehlo.compare EQ, %20, %23, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %25 = stablehlo.select %24, %arg6, %arg6 : tensor<4096xi1>, tensor<4096xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4096xi1>) -> tensor<4096x3x3x2xi1>
    %27 = stablehlo.select %26, %arg7, %arg7 : tensor<4096x3x3x2xi1>, tensor<4096x3x3x2xi1>
    %28 = stablehlo.select %24, %arg9, %arg9 : tensor<4096xi1>, tensor<4096xi1>
    %29 = stablehlo.select %24, %arg0, %arg0 : tensor<4096xi1>, tensor<4096xi1>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %31 = stablehlo.select %30, %arg10, %arg10 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %32 = stablehlo.select %24, %arg11, %arg11 : tensor<4096xi1>, tensor<4096xi32>
    %33 = stablehlo.select %24, %arg12, %arg12 : tensor<4096xi1>, tensor<4096xi32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %35 = stablehlo.select %34, %arg13, %arg13 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %36 = stablehlo.select %24, %arg14, %arg14 : tensor<4096xi1>, tensor<4096xi32>
    %37 = stablehlo.select %24, %9, %9 : tensor<4096xi1>, tensor<4096xi32>
    %38 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4096xi1>) -> tensor<4096x8x3xi1>
    %39 = stablehlo.select %38, %21, %21 : tensor<4096x8x3xi1>, tensor<4096x8x3xi32>
    %40 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %41 = stablehlo.select %40, %22, %22 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %43 = stablehlo.add %32, %42 : tensor<4096xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %45 = stablehlo.add %25, %44 : tensor<4096xi32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %46 = call @remainder(%45, %c_5) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %48 = stablehlo.compare LT, %37, %47, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_7 = stablehlo.constant dense<9> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %50 = stablehlo.add %37, %49 : tensor<4096xi32>
    %51 = stablehlo.select %48, %50, %37 : tensor<4096xi1>, tensor<4096xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %53 = "stablehlo.scatter"(%35, %52, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
      stablehlo.return %arg17 : tensor<i32>
    }) : (tensor<4096x9xi32>, tensor<4096x1xi32>, tensor<4096xi32>) -> tensor<4096x9xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4096x8x3xi32>
    %55 = stablehlo.compare LT, %39, %54, SIGNED : (tensor<4096x8x3xi32>, tensor<4096x8x3xi32>) -> tensor<4096x8x3xi1>
    %c_9 = stablehlo.constant dense<9> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4096x8x3xi32>
    %57 = stablehlo.add %39, %56 : tensor<4096x8x3xi32>
    %58 = stablehlo.select %55, %57, %39 : tensor<4096x8x3xi1>, tensor<4096x8x3xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<4096x8x3xi32>) -> tensor<4096x8x3x1xi32>
    %60 = "stablehlo.gather"(%53, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4096x9xi32>, tensor<4096x8x3x1xi32>) -> tensor<4096x8x3xi32>
    %61 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1x1xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<4096x1x1xi32>) -> tensor<4096x8x3xi32>
    %63 = stablehlo.compare EQ, %60, %62, SIGNED : (tensor<4096x8x3xi32>, tensor<4096x8x3xi32>) -> tensor<4096x8x3xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %64 = stablehlo.reduce(%63 init: %c_10) applies stablehlo.and across dimensions = [2] : (tensor<4096x8x3xi1>, tensor<i1>) -> tensor<4096x8xi1>
    %c_11 = stablehlo.constant dense<false> : tensor<i1>
    %65 = stablehlo.reduce(%64 init: %c_11) applies stablehlo.or across dimensions = [1] : (tensor<4096x8xi1>, tensor<i1>) -> tensor<4096xi1>
    %c_12 = stablehlo.constant dense<-1> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %67 = stablehlo.select %65, %33, %66 : tensor<4096xi1>, tensor<4096xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %69 = stablehlo.compare LT, %37, %68, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_14 = stablehlo.constant dense<9> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %71 = stablehlo.add %37, %70 : tensor<4096xi32>
    %72 = stablehlo.select %69, %71, %37 : tensor<4096xi1>, tensor<4096xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %74 = "stablehlo.scatter"(%35, %73, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
      stablehlo.return %arg17 : tensor<i32>
    }) : (tensor<4096x9xi32>, tensor<4096x1xi32>, tensor<4096xi32>) -> tensor<4096x9xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %76 = stablehlo.add %33, %75 : tensor<4096xi32>
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %77 = call @remainder(%76, %c_16) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4096x9xi32>
    %79 = stablehlo.compare LT, %74, %78, SIGNED : (tensor<4096x9xi32>, tensor<4096x9xi32>) -> tensor<4096x9xi1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %81 = stablehlo.compare GE, %67, %80, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_19 = stablehlo.constant dense<-1> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4096x9xi32>
    %83 = stablehlo.compare NE, %74, %82, SIGNED : (tensor<4096x9xi32>, tensor<4096x9xi32>) -> tensor<4096x9xi1>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %84 = stablehlo.reduce(%83 init: %c_20) applies stablehlo.and across dimensions = [1] : (tensor<4096x9xi1>, tensor<i1>) -> tensor<4096xi1>
    %85 = stablehlo.or %81, %84 : tensor<4096xi1>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %87 = stablehlo.compare GE, %67, %86, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %89 = stablehlo.compare LT, %67, %88, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_23 = stablehlo.constant dense<2> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %91 = stablehlo.add %67, %90 : tensor<4096xi32>
    %92 = stablehlo.select %89, %91, %67 : tensor<4096xi1>, tensor<4096xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %95 = "stablehlo.scatter"(%41, %93, %94) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<4096x2xf32>, tensor<4096x1xi32>, tensor<4096xf32>) -> tensor<4096x2xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<2xf32>) -> tensor<4096x2xf32>
    %98 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %99 = stablehlo.select %98, %95, %97 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %100 = stablehlo.compare NE, %46, %77, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %101 = call @_flip(%99) : (tensor<4096x2xf32>) -> tensor<4096x2xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %103 = stablehlo.select %102, %101, %99 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<2xf32>) -> tensor<4096x2xf32>
    %106 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %107 = stablehlo.select %106, %103, %105 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %109 = stablehlo.compare EQ, %20, %108, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %110 = stablehlo.select %109, %arg6, %arg6 : tensor<4096xi1>, tensor<4096xi32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<4096xi1>) -> tensor<4096x3x3x2xi1>
    %112 = stablehlo.select %111, %arg7, %arg7 : tensor<4096x3x3x2xi1>, tensor<4096x3x3x2xi1>
    %113 = stablehlo.select %109, %arg9, %arg9 : tensor<4096xi1>, tensor<4096xi1>
    %114 = stablehlo.select %109, %arg0, %arg0 : tensor<4096xi1>, tensor<4096xi1>
    %115 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %116 = stablehlo.select %115, %arg10, %arg10 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %117 = stablehlo.select %109, %arg11, %arg11 : tensor<4096xi1>, tensor<4096xi32>
    %118 = stablehlo.select %109, %arg12, %arg12 : tensor<4096xi1>, tensor<4096xi32>
    %119 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %120 = stablehlo.select %119, %arg13, %arg13 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %121 = stablehlo.select %109, %arg14, %arg14 : tensor<4096xi1>, tensor<4096xi32>
    %122 = stablehlo.select %109, %9, %9 : tensor<4096xi1>, tensor<4096xi32>
    %123 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<4096xi1>) -> tensor<4096x8x3xi1>
    %124 = stablehlo.select %123, %21, %21 : tensor<4096x8x3xi1>, tensor<4096x8x3xi32>
    %125 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %126 = stablehlo.select %125, %22, %22 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<2xf32>) -> tensor<4096x2xf32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %130 = stablehlo.compare LT, %20, %129, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %131 = stablehlo.select %130, %46, %110 : tensor<4096xi1>, tensor<4096xi32>
    %132 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4096xi32>) -> tensor<4096x2xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<4096x2xi32>
    %134 = stablehlo.compare LT, %132, %133, SIGNED : (tensor<4096x2xi32>, tensor<4096x2xi32>) -> tensor<4096x2xi1>
    %135 = stablehlo.select %134, %107, %128 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %136 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %137 = stablehlo.compare LT, %20, %136, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %138 = stablehlo.select %137, %85, %113 : tensor<4096xi1>, tensor<4096xi1>
    %139 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4096xi32>) -> tensor<4096x9xi32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<4096x9xi32>
    %141 = stablehlo.compare LT, %139, %140, SIGNED : (tensor<4096x9xi32>, tensor<4096x9xi32>) -> tensor<4096x9xi1>
    %142 = stablehlo.select %141, %79, %116 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %144 = stablehlo.compare LT, %20, %143, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %145 = stablehlo.select %144, %43, %117 : tensor<4096xi1>, tensor<4096xi32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %147 = stablehlo.compare LT, %20, %146, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %148 = stablehlo.select %147, %77, %118 : tensor<4096xi1>, tensor<4096xi32>
    %149 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4096xi32>) -> tensor<4096x9xi32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<4096x9xi32>
    %151 = stablehlo.compare LT, %149, %150, SIGNED : (tensor<4096x9xi32>, tensor<4096x9xi32>) -> tensor<4096x9xi1>
    %152 = stablehlo.select %151, %74, %120 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %154 = stablehlo.compare LT, %20, %153, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %155 = stablehlo.select %154, %67, %121 : tensor<4096xi1>, tensor<4096xi32>
    %156 = stablehlo.convert %18 : (tensor<4096xi1>) -> tensor<4096xi32>
    %157 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i1>) -> tensor<4096xi1>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %159 = stablehlo.compare EQ, %156, %158, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %160 = stablehlo.select %159, %arg6, %arg6 : tensor<4096xi1>, tensor<4096xi32>
    %161 = stablehlo.select %159, %131, %131 : tensor<4096xi1>, tensor<4096xi32>
    %162 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<4096xi1>) -> tensor<4096x3x3x2xi1>
    %163 = stablehlo.select %162, %arg7, %arg7 : tensor<4096x3x3x2xi1>, tensor<4096x3x3x2xi1>
    %164 = stablehlo.select %159, %157, %157 : tensor<4096xi1>, tensor<4096xi1>
    %165 = stablehlo.select %159, %arg0, %arg0 : tensor<4096xi1>, tensor<4096xi1>
    %166 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %167 = stablehlo.select %166, %142, %142 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %168 = stablehlo.select %159, %145, %145 : tensor<4096xi1>, tensor<4096xi32>
    %169 = stablehlo.select %159, %148, %148 : tensor<4096xi1>, tensor<4096xi32>
    %170 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %171 = stablehlo.select %170, %152, %152 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %172 = stablehlo.select %159, %155, %155 : tensor<4096xi1>, tensor<4096xi32>
    %173 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %174 = stablehlo.select %173, %135, %135 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %175 = stablehlo.select %159, %138, %138 : tensor<4096xi1>, tensor<4096xi1>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %177 = stablehlo.compare EQ, %156, %176, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %178 = stablehlo.select %177, %arg6, %arg6 : tensor<4096xi1>, tensor<4096xi32>
    %179 = stablehlo.select %177, %131, %131 : tensor<4096xi1>, tensor<4096xi32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<4096xi1>) -> tensor<4096x3x3x2xi1>
    %181 = stablehlo.select %180, %arg7, %arg7 : tensor<4096x3x3x2xi1>, tensor<4096x3x3x2xi1>
    %182 = stablehlo.select %177, %157, %157 : tensor<4096xi1>, tensor<4096xi1>
    %183 = stablehlo.select %177, %arg0, %arg0 : tensor<4096xi1>, tensor<4096xi1>
    %184 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %185 = stablehlo.select %184, %142, %142 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %186 = stablehlo.select %177, %145, %145 : tensor<4096xi1>, tensor<4096xi32>
    %187 = stablehlo.select %177, %148, %148 : tensor<4096xi1>, tensor<4096xi32>
    %188 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %189 = stablehlo.select %188, %152, %152 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %190 = stablehlo.select %177, %155, %155 : tensor<4096xi1>, tensor<4096xi32>
    %191 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %192 = stablehlo.select %191, %135, %135 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %193 = stablehlo.select %177, %138, %138 : tensor<4096xi1>, tensor<4096xi1>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<2xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<2xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %200 = stablehlo.compare LT, %178, %199, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %202 = stablehlo.add %178, %201 : tensor<4096xi32>
    %203 = stablehlo.select %200, %202, %178 : tensor<4096xi1>, tensor<4096xi32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %205 = stablehlo.broadcast_in_dim %198, dims = [1] : (tensor<2xf32>) -> tensor<4096x2xf32>
    %cst_44 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %207 = "stablehlo.scatter"(%205, %204, %206) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<4096x2xf32>, tensor<4096x1xi32>, tensor<4096xf32>) -> tensor<4096x2xf32>
    %208 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<4096xi32>) -> tensor<4096x2xi32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %209 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<4096x2xi32>
    %210 = stablehlo.compare LT, %208, %209, SIGNED : (tensor<4096x2xi32>, tensor<4096x2xi32>) -> tensor<4096x2xi1>
    %211 = stablehlo.select %210, %174, %207 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %212 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %213 = stablehlo.compare LT, %156, %212, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %214 = stablehlo.select %213, %175, %182 : tensor<4096xi1>, tensor<4096xi1>
    %215 = stablehlo.convert %214 : (tensor<4096xi1>) -> tensor<4096xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %216 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %217 = stablehlo.compare EQ, %215, %216, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %218 = stablehlo.select %217, %131, %131 : tensor<4096xi1>, tensor<4096xi32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<4096xi1>) -> tensor<4096x3x3x2xi1>
    %220 = stablehlo.select %219, %arg7, %arg7 : tensor<4096x3x3x2xi1>, tensor<4096x3x3x2xi1>
    %221 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %222 = stablehlo.select %221, %211, %211 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %223 = stablehlo.select %217, %214, %214 : tensor<4096xi1>, tensor<4096xi1>
    %224 = stablehlo.select %217, %arg0, %arg0 : tensor<4096xi1>, tensor<4096xi1>
    %225 = stablehlo.select %217, %145, %145 : tensor<4096xi1>, tensor<4096xi32>
    %226 = stablehlo.select %217, %148, %148 : tensor<4096xi1>, tensor<4096xi32>
    %227 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %228 = stablehlo.select %227, %152, %152 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %229 = stablehlo.select %217, %155, %155 : tensor<4096xi1>, tensor<4096xi32>
    %230 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %231 = stablehlo.select %230, %142, %142 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %233 = stablehlo.compare EQ, %215, %232, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %234 = stablehlo.select %233, %131, %131 : tensor<4096xi1>, tensor<4096xi32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<4096xi1>) -> tensor<4096x3x3x2xi1>
    %236 = stablehlo.select %235, %arg7, %arg7 : tensor<4096x3x3x2xi1>, tensor<4096x3x3x2xi1>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %238 = stablehlo.select %237, %211, %211 : tensor<4096x2xi1>, tensor<4096x2xf32>
    %239 = stablehlo.select %233, %214, %214 : tensor<4096xi1>, tensor<4096xi1>
    %240 = stablehlo.select %233, %arg0, %arg0 : tensor<4096xi1>, tensor<4096xi1>
    %241 = stablehlo.select %233, %145, %145 : tensor<4096xi1>, tensor<4096xi32>
    %242 = stablehlo.select %233, %148, %148 : tensor<4096xi1>, tensor<4096xi32>
    %243 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %244 = stablehlo.select %243, %152, %152 : tensor<4096x9xi1>, tensor<4096x9xi32>
    %245 = stablehlo.select %233, %155, %155 : tensor<4096xi1>, tensor<4096xi32>
    %246 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<4096xi1>) -> tensor<4096x9xi1>
    %247 = stablehlo.select %246, %142, %142 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %248 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<9xi1>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1] : (tensor<9xi1>) -> tensor<4096x9xi1>
    %250 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<4096xi32>) -> tensor<4096x9xi32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<4096x9xi32>
    %252 = stablehlo.compare LT, %250, %251, SIGNED : (tensor<4096x9xi32>, tensor<4096x9xi32>) -> tensor<4096x9xi1>
    %253 = stablehlo.select %252, %231, %249 : tensor<4096x9xi1>, tensor<4096x9xi1>
    %254 = stablehlo.compare EQ, %131, %131, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %256 = stablehlo.subtract %255, %148 : tensor<4096xi32>
    %257 = stablehlo.select %254, %148, %256 : tensor<4096xi1>, tensor<4096xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %259 = stablehlo.compare EQ, %257, %258, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %260 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<2xi32>) -> tensor<4096x2xi32>
    %261 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2xi32>) -> tensor<4096x2xi32>
    %262 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<4096xi1>) -> tensor<4096x2xi1>
    %263 = stablehlo.select %262, %261, %260 : tensor<4096x2xi1>, tensor<4096x2xi32>
    %264 = stablehlo.broadcast_in_dim %152, dims = [0, 2] : (tensor<4096x9xi32>) -> tensor<4096x1x9xi32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<4096x2xi32>) -> tensor<4096x2x1xi32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<4096x1x9xi32>) -> tensor<4096x2x9xi32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<4096x2x1xi32>) -> tensor<4096x2x9xi32>
    %268 = stablehlo.compare EQ, %266, %267, SIGNED : (tensor<4096x2x9xi32>, tensor<4096x2x9xi32>) -> tensor<4096x2x9xi1>
    %269 = stablehlo.reshape %268 : (tensor<4096x2x9xi1>) -> tensor<4096x2x3x3xi1>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<4096x2x3x3xi1>) -> tensor<4096x2x3x3x1xi1>
    %271 = stablehlo.transpose %270, dims = [0, 2, 3, 1, 4] : (tensor<4096x2x3x3x1xi1>) -> tensor<4096x3x3x2x1xi1>
    %272 = stablehlo.reshape %271 : (tensor<4096x3x3x2x1xi1>) -> tensor<4096x3x3x2xi1>
    return %131, %272, %211, %214, %253, %145, %148, %152, %155, %2, %211 : tensor<4096xi32>, tensor<4096x3x3x2xi1>, tensor<4096x2xf32>, tensor<4096xi1>, tensor<4096x9xi1>, tensor<4096xi32>, tensor<4096xi32>, tensor<4096x9xi32>, tensor<4096xi32>, tensor<2xui32>, tensor<4096x2xf32>
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
  func.func private @_where(%arg0: tensor<4096x9xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4096x9xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4096x9xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4096x9xi1>, tensor<4096x9xf32>
    return %2 : tensor<4096x9xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<4096x9xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x9xf32>
    %1 = stablehlo.log %0 : tensor<4096x9xf32>
    %2 = stablehlo.negate %1 : tensor<4096x9xf32>
    %3 = stablehlo.log %2 : tensor<4096x9xf32>
    %4 = stablehlo.negate %3 : tensor<4096x9xf32>
    return %4 : tensor<4096x9xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x9xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<4096x9xui64>
    %8 = stablehlo.iota dim = 1 : tensor<4096x9xui64>
    %c = stablehlo.constant dense<9> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4096x9xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<4096x9xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4096x9xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<4096x9xui64>
    %13 = stablehlo.add %10, %12 : tensor<4096x9xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4096x9xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<4096x9xui64>
    %16 = stablehlo.convert %13 : (tensor<4096x9xui64>) -> tensor<4096x9xui32>
    %17 = stablehlo.convert %15 : (tensor<4096x9xui64>) -> tensor<4096x9xui32>
    %18:2 = call @threefry2x32_1(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<4096x9xui32>, tensor<4096x9xui32>) -> (tensor<4096x9xui32>, tensor<4096x9xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<4096x9xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<4096x9xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %23 = stablehlo.or %21, %22 : tensor<4096x9xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<4096x9xui32>) -> tensor<4096x9xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x9xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<4096x9xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x9xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4096x9xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x9xf32>
    %31 = stablehlo.add %29, %30 : tensor<4096x9xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x9xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4096x9xf32>
    return %33 : tensor<4096x9xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4096x9xui32>, %arg3: tensor<4096x9xui32>) -> (tensor<4096x9xui32>, tensor<4096x9xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4096x9xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4096x9xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4096x9xui32>, tensor<4096x9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4096x9xui32>, tensor<4096x9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4096x9xui32>, tensor<4096x9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4096x9xui32>, tensor<4096x9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4096x9xui32>, tensor<4096x9xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<4096x9xui32>, %arg2: tensor<4096x9xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4096x9xui32>, tensor<4096x9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4096x9xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4096x9xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4096x9xui32>
    %9 = stablehlo.or %5, %8 : tensor<4096x9xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4096x9xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4096x9xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4096x9xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4096x9xui32>
    %19 = stablehlo.or %15, %18 : tensor<4096x9xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4096x9xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4096x9xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4096x9xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4096x9xui32>
    %29 = stablehlo.or %25, %28 : tensor<4096x9xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4096x9xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4096x9xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4096x9xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4096x9xui32>
    %39 = stablehlo.or %35, %38 : tensor<4096x9xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4096x9xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %42 = stablehlo.add %33, %41 : tensor<4096x9xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %44 = stablehlo.add %40, %43 : tensor<4096x9xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4096x9xui32>
    %48 = stablehlo.add %44, %47 : tensor<4096x9xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4096x9xui32>, tensor<4096x9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<4096x9xf32>) -> tensor<4096xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4096x9xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4096x9xf32>, tensor<4096x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<4096xf32>, tensor<4096xi32>)
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
    return %1#1 : tensor<4096xi32>
  }
  func.func private @remainder(%arg0: tensor<4096xi32>, %arg1: tensor<i32>) -> tensor<4096xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4096xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4096xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4096xi1>, tensor<4096xi1>) -> tensor<4096xi1>
    %12 = stablehlo.and %11, %6 : tensor<4096xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %14 = stablehlo.add %4, %13 : tensor<4096xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4096xi1>, tensor<4096xi32>
    return %15 : tensor<4096xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_flip(%arg0: tensor<4096x2xf32>) -> tensor<4096x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4096x2xf32>
    return %0 : tensor<4096x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x4096x2xf32>, %arg1: tensor<4096x2xf32>, %arg2: tensor<i32>) -> tensor<9x4096x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x2xf32>) -> tensor<1x4096x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x4096x2xf32>, tensor<1x4096x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x4096x2xf32>
    return %1 : tensor<9x4096x2xf32>
  }
}
