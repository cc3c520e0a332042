module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<76x64xf32>, %arg2: tensor<32xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<68x32xf32>, %arg6: tensor<4xf32>, %arg7: tensor<32x4xf32>, %arg8: tensor<64xf32>, %arg9: tensor<100x64xf32>, %arg10: tensor<32xf32>, %arg11: tensor<64x32xf32>, %arg12: tensor<1000x32xf32>, %arg13: tensor<8000x8xf32>, %arg14: tensor<8000xi32>, %arg15: tensor<8000xi32>, %arg16: tensor<1x4xf32>, %arg17: tensor<1xi32>, %arg18: tensor<1xi32>) -> (tensor<1000x32xf32> {jax.result_info = "result[0]"}, tensor<1x4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %1 = stablehlo.compare LT, %arg15, %0, SIGNED : (tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %3 = stablehlo.add %arg15, %2 : tensor<8000xi32>
    %4 = stablehlo.select %1, %3, %arg15 : tensor<8000xi1>, tensor<8000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %6 = "stablehlo.gather"(%arg12, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<1000x32xf32>, tensor<8000x1xi32>) -> tensor<8000x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %8 = stablehlo.compare LT, %arg14, %7, SIGNED : (tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi1>
    %c_2 = stablehlo.constant dense<1000> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %10 = stablehlo.add %arg14, %9 : tensor<8000xi32>
    %11 = stablehlo.select %8, %10, %arg14 : tensor<8000xi1>, tensor<8000xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %13 = "stablehlo.gather"(%arg12, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<1000x32xf32>, tensor<8000x1xi32>) -> tensor<8000x32xf32>
    %14 = call @_roll_static(%arg18) : (tensor<1xi32>) -> tensor<1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = "stablehlo.scatter"(%14, %15, %c_4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = call @cumsum(%16) : (tensor<1xi32>) -> tensor<1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.compare LT, %17, %19, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_7 = stablehlo.constant dense<8000> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.add %17, %21 : tensor<1xi32>
    %23 = stablehlo.select %20, %22, %17 : tensor<1xi1>, tensor<1xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.scatter"(%18, %24, %25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<8000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<8000xi32>
    %27 = call @cumsum_1(%26) : (tensor<8000xi32>) -> tensor<8000xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %29 = stablehlo.subtract %27, %28 : tensor<8000xi32>
    %30 = call @_take(%arg16, %29) : (tensor<1x4xf32>, tensor<8000xi32>) -> tensor<8000x4xf32>
    %31 = stablehlo.concatenate %arg13, %6, %13, %30, dim = 1 : (tensor<8000x8xf32>, tensor<8000x32xf32>, tensor<8000x32xf32>, tensor<8000x4xf32>) -> tensor<8000x76xf32>
    %32 = stablehlo.dot_general %31, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8000x76xf32>, tensor<76x64xf32>) -> tensor<8000x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8000x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<8000x64xf32>
    %36 = call @silu(%35) : (tensor<8000x64xf32>) -> tensor<8000x64xf32>
    %37 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8000x64xf32>, tensor<64x32xf32>) -> tensor<8000x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8000x32xf32>
    %40 = stablehlo.add %37, %39 : tensor<8000x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg15, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %43 = "stablehlo.scatter"(%41, %42, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1000x32xf32>, tensor<8000x1xi32>, tensor<8000x32xf32>) -> tensor<1000x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1000x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg14, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %46 = "stablehlo.scatter"(%44, %45, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1000x32xf32>, tensor<8000x1xi32>, tensor<8000x32xf32>) -> tensor<1000x32xf32>
    %47 = call @_roll_static(%arg17) : (tensor<1xi32>) -> tensor<1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %49 = "stablehlo.scatter"(%47, %48, %c_12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %50 = call @cumsum(%49) : (tensor<1xi32>) -> tensor<1xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.compare LT, %50, %52, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_15 = stablehlo.constant dense<1000> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.add %50, %54 : tensor<1xi32>
    %56 = stablehlo.select %53, %55, %50 : tensor<1xi1>, tensor<1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %59 = "stablehlo.scatter"(%51, %57, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<1000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1000xi32>
    %60 = call @cumsum_3(%59) : (tensor<1000xi32>) -> tensor<1000xi32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %62 = stablehlo.subtract %60, %61 : tensor<1000xi32>
    %63 = call @_take_5(%arg16, %62) : (tensor<1x4xf32>, tensor<1000xi32>) -> tensor<1000x4xf32>
    %64 = stablehlo.concatenate %arg12, %43, %46, %63, dim = 1 : (tensor<1000x32xf32>, tensor<1000x32xf32>, tensor<1000x32xf32>, tensor<1000x4xf32>) -> tensor<1000x100xf32>
    %65 = stablehlo.dot_general %64, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1000x100xf32>, tensor<100x64xf32>) -> tensor<1000x64xf32>
    %66 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1000x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<1000x64xf32>
    %69 = call @silu_7(%68) : (tensor<1000x64xf32>) -> tensor<1000x64xf32>
    %70 = stablehlo.dot_general %69, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1000x64xf32>, tensor<64x32xf32>) -> tensor<1000x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1000x32xf32>
    %73 = stablehlo.add %70, %72 : tensor<1000x32xf32>
    %74 = stablehlo.iota dim = 0 : tensor<1xi32>
    %75 = call @_roll_static(%arg17) : (tensor<1xi32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %77 = "stablehlo.scatter"(%75, %76, %c_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %78 = call @cumsum(%77) : (tensor<1xi32>) -> tensor<1xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %81 = stablehlo.compare LT, %78, %80, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_22 = stablehlo.constant dense<1000> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %83 = stablehlo.add %78, %82 : tensor<1xi32>
    %84 = stablehlo.select %81, %83, %78 : tensor<1xi1>, tensor<1xi32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %87 = "stablehlo.scatter"(%79, %85, %86) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<1000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1000xi32>
    %88 = call @cumsum_3(%87) : (tensor<1000xi32>) -> tensor<1000xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %90 = stablehlo.subtract %88, %89 : tensor<1000xi32>
    %91 = call @_take_8(%74, %90) : (tensor<1xi32>, tensor<1000xi32>) -> tensor<1000xi32>
    %92 = call @_roll_static(%arg18) : (tensor<1xi32>) -> tensor<1xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %94 = "stablehlo.scatter"(%92, %93, %c_26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %95 = call @cumsum(%94) : (tensor<1xi32>) -> tensor<1xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %98 = stablehlo.compare LT, %95, %97, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_29 = stablehlo.constant dense<8000> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %100 = stablehlo.add %95, %99 : tensor<1xi32>
    %101 = stablehlo.select %98, %100, %95 : tensor<1xi1>, tensor<1xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %104 = "stablehlo.scatter"(%96, %102, %103) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<8000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<8000xi32>
    %105 = call @cumsum_1(%104) : (tensor<8000xi32>) -> tensor<8000xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %107 = stablehlo.subtract %105, %106 : tensor<8000xi32>
    %108 = call @_take_9(%74, %107) : (tensor<1xi32>, tensor<8000xi32>) -> tensor<8000xi32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %110 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<1000xi32>) -> tensor<1000x1xi32>
    %111 = "stablehlo.scatter"(%109, %110, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1x32xf32>, tensor<1000x1xi32>, tensor<1000x32xf32>) -> tensor<1x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %113 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %114 = "stablehlo.scatter"(%112, %113, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1x32xf32>, tensor<8000x1xi32>, tensor<8000x32xf32>) -> tensor<1x32xf32>
    %115 = stablehlo.concatenate %111, %114, %arg16, dim = 1 : (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x4xf32>) -> tensor<1x68xf32>
    %116 = stablehlo.dot_general %115, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x68xf32>, tensor<68x32xf32>) -> tensor<1x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %118 = stablehlo.add %116, %117 : tensor<1x32xf32>
    %119 = call @silu_10(%118) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %120 = stablehlo.dot_general %119, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x4xf32>) -> tensor<1x4xf32>
    %121 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %122 = stablehlo.add %120, %121 : tensor<1x4xf32>
    %123 = stablehlo.slice %40 [0:8000, 0:8] : (tensor<8000x32xf32>) -> tensor<8000x8xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %125 = stablehlo.compare LT, %arg15, %124, SIGNED : (tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi1>
    %c_35 = stablehlo.constant dense<1000> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %127 = stablehlo.add %arg15, %126 : tensor<8000xi32>
    %128 = stablehlo.select %125, %127, %arg15 : tensor<8000xi1>, tensor<8000xi32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %130 = "stablehlo.gather"(%73, %129) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<1000x32xf32>, tensor<8000x1xi32>) -> tensor<8000x32xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %132 = stablehlo.compare LT, %arg14, %131, SIGNED : (tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi1>
    %c_37 = stablehlo.constant dense<1000> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %134 = stablehlo.add %arg14, %133 : tensor<8000xi32>
    %135 = stablehlo.select %132, %134, %arg14 : tensor<8000xi1>, tensor<8000xi32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %137 = "stablehlo.gather"(%73, %136) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<1000x32xf32>, tensor<8000x1xi32>) -> tensor<8000x32xf32>
    %138 = call @_roll_static(%arg18) : (tensor<1xi32>) -> tensor<1xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %140 = "stablehlo.scatter"(%138, %139, %c_39) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %141 = call @cumsum(%140) : (tensor<1xi32>) -> tensor<1xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %144 = stablehlo.compare LT, %141, %143, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_42 = stablehlo.constant dense<8000> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %146 = stablehlo.add %141, %145 : tensor<1xi32>
    %147 = stablehlo.select %144, %146, %141 : tensor<1xi1>, tensor<1xi32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %150 = "stablehlo.scatter"(%142, %148, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<8000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<8000xi32>
    %151 = call @cumsum_1(%150) : (tensor<8000xi32>) -> tensor<8000xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %152 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %153 = stablehlo.subtract %151, %152 : tensor<8000xi32>
    %154 = call @_take(%122, %153) : (tensor<1x4xf32>, tensor<8000xi32>) -> tensor<8000x4xf32>
    %155 = stablehlo.concatenate %123, %130, %137, %154, dim = 1 : (tensor<8000x8xf32>, tensor<8000x32xf32>, tensor<8000x32xf32>, tensor<8000x4xf32>) -> tensor<8000x76xf32>
    %156 = stablehlo.dot_general %155, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8000x76xf32>, tensor<76x64xf32>) -> tensor<8000x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8000x64xf32>
    %159 = stablehlo.add %156, %158 : tensor<8000x64xf32>
    %160 = call @silu(%159) : (tensor<8000x64xf32>) -> tensor<8000x64xf32>
    %161 = stablehlo.dot_general %160, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8000x64xf32>, tensor<64x32xf32>) -> tensor<8000x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8000x32xf32>
    %164 = stablehlo.add %161, %163 : tensor<8000x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1000x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg15, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %167 = "stablehlo.scatter"(%165, %166, %164) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1000x32xf32>, tensor<8000x1xi32>, tensor<8000x32xf32>) -> tensor<1000x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1000x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg14, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %170 = "stablehlo.scatter"(%168, %169, %164) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1000x32xf32>, tensor<8000x1xi32>, tensor<8000x32xf32>) -> tensor<1000x32xf32>
    %171 = call @_roll_static(%arg17) : (tensor<1xi32>) -> tensor<1xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %173 = "stablehlo.scatter"(%171, %172, %c_48) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %174 = call @cumsum(%173) : (tensor<1xi32>) -> tensor<1xi32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %177 = stablehlo.compare LT, %174, %176, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_51 = stablehlo.constant dense<1000> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %179 = stablehlo.add %174, %178 : tensor<1xi32>
    %180 = stablehlo.select %177, %179, %174 : tensor<1xi1>, tensor<1xi32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_52 = stablehlo.constant dense<1> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %183 = "stablehlo.scatter"(%175, %181, %182) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<1000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1000xi32>
    %184 = call @cumsum_3(%183) : (tensor<1000xi32>) -> tensor<1000xi32>
    %c_53 = stablehlo.constant dense<1> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %186 = stablehlo.subtract %184, %185 : tensor<1000xi32>
    %187 = call @_take_5(%122, %186) : (tensor<1x4xf32>, tensor<1000xi32>) -> tensor<1000x4xf32>
    %188 = stablehlo.concatenate %73, %167, %170, %187, dim = 1 : (tensor<1000x32xf32>, tensor<1000x32xf32>, tensor<1000x32xf32>, tensor<1000x4xf32>) -> tensor<1000x100xf32>
    %189 = stablehlo.dot_general %188, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1000x100xf32>, tensor<100x64xf32>) -> tensor<1000x64xf32>
    %190 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1000x64xf32>
    %192 = stablehlo.add %189, %191 : tensor<1000x64xf32>
    %193 = call @silu_7(%192) : (tensor<1000x64xf32>) -> tensor<1000x64xf32>
    %194 = stablehlo.dot_general %193, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1000x64xf32>, tensor<64x32xf32>) -> tensor<1000x32xf32>
    %195 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1000x32xf32>
    %197 = stablehlo.add %194, %196 : tensor<1000x32xf32>
    %198 = stablehlo.iota dim = 0 : tensor<1xi32>
    %199 = call @_roll_static(%arg17) : (tensor<1xi32>) -> tensor<1xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %200 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %201 = "stablehlo.scatter"(%199, %200, %c_55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %202 = call @cumsum(%201) : (tensor<1xi32>) -> tensor<1xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %205 = stablehlo.compare LT, %202, %204, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_58 = stablehlo.constant dense<1000> : tensor<i32>
    %206 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %207 = stablehlo.add %202, %206 : tensor<1xi32>
    %208 = stablehlo.select %205, %207, %202 : tensor<1xi1>, tensor<1xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_59 = stablehlo.constant dense<1> : tensor<i32>
    %210 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %211 = "stablehlo.scatter"(%203, %209, %210) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<1000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1000xi32>
    %212 = call @cumsum_3(%211) : (tensor<1000xi32>) -> tensor<1000xi32>
    %c_60 = stablehlo.constant dense<1> : tensor<i32>
    %213 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %214 = stablehlo.subtract %212, %213 : tensor<1000xi32>
    %215 = call @_take_8(%198, %214) : (tensor<1xi32>, tensor<1000xi32>) -> tensor<1000xi32>
    %216 = call @_roll_static(%arg18) : (tensor<1xi32>) -> tensor<1xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %218 = "stablehlo.scatter"(%216, %217, %c_62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      stablehlo.return %arg20 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %219 = call @cumsum(%218) : (tensor<1xi32>) -> tensor<1xi32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %221 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %222 = stablehlo.compare LT, %219, %221, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_65 = stablehlo.constant dense<8000> : tensor<i32>
    %223 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %224 = stablehlo.add %219, %223 : tensor<1xi32>
    %225 = stablehlo.select %222, %224, %219 : tensor<1xi1>, tensor<1xi32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %228 = "stablehlo.scatter"(%220, %226, %227) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<i32>
      stablehlo.return %247 : tensor<i32>
    }) : (tensor<8000xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<8000xi32>
    %229 = call @cumsum_1(%228) : (tensor<8000xi32>) -> tensor<8000xi32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %230 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %231 = stablehlo.subtract %229, %230 : tensor<8000xi32>
    %232 = call @_take_9(%198, %231) : (tensor<1xi32>, tensor<8000xi32>) -> tensor<8000xi32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %234 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<1000xi32>) -> tensor<1000x1xi32>
    %235 = "stablehlo.scatter"(%233, %234, %197) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1x32xf32>, tensor<1000x1xi32>, tensor<1000x32xf32>) -> tensor<1x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %237 = stablehlo.broadcast_in_dim %232, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %238 = "stablehlo.scatter"(%236, %237, %164) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %247 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<1x32xf32>, tensor<8000x1xi32>, tensor<8000x32xf32>) -> tensor<1x32xf32>
    %239 = stablehlo.concatenate %235, %238, %122, dim = 1 : (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x4xf32>) -> tensor<1x68xf32>
    %240 = stablehlo.dot_general %239, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x68xf32>, tensor<68x32xf32>) -> tensor<1x32xf32>
    %241 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %242 = stablehlo.add %240, %241 : tensor<1x32xf32>
    %243 = call @silu_10(%242) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %244 = stablehlo.dot_general %243, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x4xf32>) -> tensor<1x4xf32>
    %245 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %246 = stablehlo.add %244, %245 : tensor<1x4xf32>
    return %197, %246 : tensor<1000x32xf32>, tensor<1x4xf32>
  }
  func.func private @_roll_static(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<1xi32>) -> tensor<0xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi32>, tensor<0xi32>) -> tensor<1xi32>
    return %2 : tensor<1xi32>
  }
  func.func private @cumsum(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 1>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    return %1 : tensor<1xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<8000xi32>) -> tensor<8000xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<8000xi32>) -> tensor<8000xi32>
    return %0 : tensor<8000xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<8000xi32>) -> tensor<8000xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7999, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8000>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8000xi32>, tensor<i32>) -> tensor<8000xi32>
    return %1 : tensor<8000xi32>
  }
  func.func private @_take(%arg0: tensor<1x4xf32>, %arg1: tensor<8000xi32>) -> tensor<8000x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8000xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8000xi1>, tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8000x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8000x1xi32>, tensor<8000x1xi32>) -> tensor<8000x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8000x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8000x1xi32>, tensor<8000x1xi32>) -> tensor<8000x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8000x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8000x1xi1>, tensor<i1>) -> tensor<8000xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<1x4xf32>, tensor<8000x1xi32>) -> tensor<8000x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8000xi1>) -> tensor<8000x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8000x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8000x4xi1>, tensor<8000x4xf32>
    return %16 : tensor<8000x4xf32>
  }
  func.func private @_where(%arg0: tensor<8000xi1>, %arg1: tensor<8000xi32>, %arg2: tensor<8000xi32>) -> tensor<8000xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8000xi1>, tensor<8000xi32>
    return %0 : tensor<8000xi32>
  }
  func.func private @silu(%arg0: tensor<8000x64xf32>) -> tensor<8000x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8000x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8000x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8000x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8000x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8000x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8000x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8000x64xf32>
    return %6 : tensor<8000x64xf32>
  }
  func.func private @cumsum_3(%arg0: tensor<1000xi32>) -> tensor<1000xi32> {
    %0 = call @cumsum_4(%arg0) : (tensor<1000xi32>) -> tensor<1000xi32>
    return %0 : tensor<1000xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<1000xi32>) -> tensor<1000xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[999, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 1000>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1000xi32>, tensor<i32>) -> tensor<1000xi32>
    return %1 : tensor<1000xi32>
  }
  func.func private @_take_5(%arg0: tensor<1x4xf32>, %arg1: tensor<1000xi32>) -> tensor<1000x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1000xi32>
    %4 = call @_where_6(%1, %3, %arg1) : (tensor<1000xi1>, tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1000xi32>) -> tensor<1000x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1000x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1000x1xi32>, tensor<1000x1xi32>) -> tensor<1000x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1000x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1000x1xi32>, tensor<1000x1xi32>) -> tensor<1000x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1000x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1000x1xi1>, tensor<i1>) -> tensor<1000xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<1x4xf32>, tensor<1000x1xi32>) -> tensor<1000x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1000xi1>) -> tensor<1000x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1000x4xi1>, tensor<1000x4xf32>
    return %16 : tensor<1000x4xf32>
  }
  func.func private @_where_6(%arg0: tensor<1000xi1>, %arg1: tensor<1000xi32>, %arg2: tensor<1000xi32>) -> tensor<1000xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1000xi1>, tensor<1000xi32>
    return %0 : tensor<1000xi32>
  }
  func.func private @silu_7(%arg0: tensor<1000x64xf32>) -> tensor<1000x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1000x64xf32>
    %1 = stablehlo.exponential %0 : tensor<1000x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<1000x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1000x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1000x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1000x64xf32>
    return %6 : tensor<1000x64xf32>
  }
  func.func private @_take_8(%arg0: tensor<1xi32>, %arg1: tensor<1000xi32>) -> tensor<1000xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1000xi32>
    %4 = call @_where_6(%1, %3, %arg1) : (tensor<1000xi1>, tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1000xi32>) -> tensor<1000x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1000x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1000x1xi32>, tensor<1000x1xi32>) -> tensor<1000x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1000x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1000x1xi32>, tensor<1000x1xi32>) -> tensor<1000x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1000x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1000x1xi1>, tensor<i1>) -> tensor<1000xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<1000x1xi32>) -> tensor<1000xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<1000xi1>, tensor<1000xi32>
    return %15 : tensor<1000xi32>
  }
  func.func private @_take_9(%arg0: tensor<1xi32>, %arg1: tensor<8000xi32>) -> tensor<8000xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8000xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8000xi1>, tensor<8000xi32>, tensor<8000xi32>) -> tensor<8000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8000xi32>) -> tensor<8000x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8000x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8000x1xi32>, tensor<8000x1xi32>) -> tensor<8000x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8000x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8000x1xi32>, tensor<8000x1xi32>) -> tensor<8000x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8000x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8000x1xi1>, tensor<i1>) -> tensor<8000xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8000x1xi32>) -> tensor<8000xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8000xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8000xi1>, tensor<8000xi32>
    return %15 : tensor<8000xi32>
  }
  func.func private @silu_10(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x32xf32>
    %1 = stablehlo.exponential %0 : tensor<1x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x32xf32>
    return %6 : tensor<1x32xf32>
  }
}
