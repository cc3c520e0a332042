module @jit_gcn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<16xf32>, %arg5: tensor<128x16xf32>, %arg6: tensor<2000x64xf32>, %arg7: tensor<16000x8xf32>, %arg8: tensor<16000xi32>, %arg9: tensor<16000xi32>, %arg10: tensor<1x4xf32>, %arg11: tensor<1xi32>, %arg12: tensor<1xi32>) -> (tensor<2000x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2000x64xf32>, tensor<64x128xf32>) -> tensor<2000x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2000x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<2000x128xf32>
    %4 = stablehlo.iota dim = 0 : tensor<2000xi32>
    %5 = stablehlo.concatenate %arg8, %4, dim = 0 : (tensor<16000xi32>, tensor<2000xi32>) -> tensor<18000xi32>
    %6 = stablehlo.iota dim = 0 : tensor<2000xi32>
    %7 = stablehlo.concatenate %arg9, %6, dim = 0 : (tensor<16000xi32>, tensor<2000xi32>) -> tensor<18000xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2000xi32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %11 = "stablehlo.scatter"(%9, %10, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<2000xi32>, tensor<18000x1xi32>, tensor<18000xi32>) -> tensor<2000xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2000xi32>
    %14 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %15 = "stablehlo.scatter"(%13, %14, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<2000xi32>, tensor<18000x1xi32>, tensor<18000xi32>) -> tensor<2000xi32>
    %16 = stablehlo.convert %11 : (tensor<2000xi32>) -> tensor<2000xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<2000xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2000xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %21 = stablehlo.convert %20 : tensor<2000x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x128xf32>
    %23 = stablehlo.multiply %3, %22 : tensor<2000x128xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %25 = stablehlo.compare LT, %7, %24, SIGNED : (tensor<18000xi32>, tensor<18000xi32>) -> tensor<18000xi1>
    %c_4 = stablehlo.constant dense<2000> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %27 = stablehlo.add %7, %26 : tensor<18000xi32>
    %28 = stablehlo.select %25, %27, %7 : tensor<18000xi1>, tensor<18000xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %30 = "stablehlo.gather"(%23, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<2000x128xf32>, tensor<18000x1xi32>) -> tensor<18000x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2000x128xf32>
    %32 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %33 = "stablehlo.scatter"(%31, %32, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<f32>
      stablehlo.return %129 : tensor<f32>
    }) : (tensor<2000x128xf32>, tensor<18000x1xi32>, tensor<18000x128xf32>) -> tensor<2000x128xf32>
    %34 = stablehlo.convert %15 : (tensor<2000xi32>) -> tensor<2000xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<2000xf32>
    %37 = stablehlo.rsqrt %36 : tensor<2000xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %39 = stablehlo.convert %38 : tensor<2000x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x128xf32>
    %41 = stablehlo.multiply %33, %40 : tensor<2000x128xf32>
    %42 = call @relu(%41) : (tensor<2000x128xf32>) -> tensor<2000x128xf32>
    %43 = stablehlo.dot_general %42, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2000x128xf32>, tensor<128x128xf32>) -> tensor<2000x128xf32>
    %44 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2000x128xf32>
    %46 = stablehlo.add %43, %45 : tensor<2000x128xf32>
    %47 = stablehlo.iota dim = 0 : tensor<2000xi32>
    %48 = stablehlo.concatenate %arg8, %47, dim = 0 : (tensor<16000xi32>, tensor<2000xi32>) -> tensor<18000xi32>
    %49 = stablehlo.iota dim = 0 : tensor<2000xi32>
    %50 = stablehlo.concatenate %arg9, %49, dim = 0 : (tensor<16000xi32>, tensor<2000xi32>) -> tensor<18000xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2000xi32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %54 = "stablehlo.scatter"(%52, %53, %51) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<2000xi32>, tensor<18000x1xi32>, tensor<18000xi32>) -> tensor<2000xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2000xi32>
    %57 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %58 = "stablehlo.scatter"(%56, %57, %55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<2000xi32>, tensor<18000x1xi32>, tensor<18000xi32>) -> tensor<2000xi32>
    %59 = stablehlo.convert %54 : (tensor<2000xi32>) -> tensor<2000xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %61 = stablehlo.maximum %59, %60 : tensor<2000xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2000xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %64 = stablehlo.convert %63 : tensor<2000x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x128xf32>
    %66 = stablehlo.multiply %46, %65 : tensor<2000x128xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %68 = stablehlo.compare LT, %50, %67, SIGNED : (tensor<18000xi32>, tensor<18000xi32>) -> tensor<18000xi1>
    %c_13 = stablehlo.constant dense<2000> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %70 = stablehlo.add %50, %69 : tensor<18000xi32>
    %71 = stablehlo.select %68, %70, %50 : tensor<18000xi1>, tensor<18000xi32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %73 = "stablehlo.gather"(%66, %72) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<2000x128xf32>, tensor<18000x1xi32>) -> tensor<18000x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2000x128xf32>
    %75 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %76 = "stablehlo.scatter"(%74, %75, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<f32>
      stablehlo.return %129 : tensor<f32>
    }) : (tensor<2000x128xf32>, tensor<18000x1xi32>, tensor<18000x128xf32>) -> tensor<2000x128xf32>
    %77 = stablehlo.convert %58 : (tensor<2000xi32>) -> tensor<2000xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %79 = stablehlo.maximum %77, %78 : tensor<2000xf32>
    %80 = stablehlo.rsqrt %79 : tensor<2000xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %82 = stablehlo.convert %81 : tensor<2000x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x128xf32>
    %84 = stablehlo.multiply %76, %83 : tensor<2000x128xf32>
    %85 = call @relu(%84) : (tensor<2000x128xf32>) -> tensor<2000x128xf32>
    %86 = stablehlo.dot_general %85, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2000x128xf32>, tensor<128x16xf32>) -> tensor<2000x16xf32>
    %87 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2000x16xf32>
    %89 = stablehlo.add %86, %88 : tensor<2000x16xf32>
    %90 = stablehlo.iota dim = 0 : tensor<2000xi32>
    %91 = stablehlo.concatenate %arg8, %90, dim = 0 : (tensor<16000xi32>, tensor<2000xi32>) -> tensor<18000xi32>
    %92 = stablehlo.iota dim = 0 : tensor<2000xi32>
    %93 = stablehlo.concatenate %arg9, %92, dim = 0 : (tensor<16000xi32>, tensor<2000xi32>) -> tensor<18000xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2000xi32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %97 = "stablehlo.scatter"(%95, %96, %94) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<2000xi32>, tensor<18000x1xi32>, tensor<18000xi32>) -> tensor<2000xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2000xi32>
    %100 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %101 = "stablehlo.scatter"(%99, %100, %98) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<2000xi32>, tensor<18000x1xi32>, tensor<18000xi32>) -> tensor<2000xi32>
    %102 = stablehlo.convert %97 : (tensor<2000xi32>) -> tensor<2000xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %104 = stablehlo.maximum %102, %103 : tensor<2000xf32>
    %105 = stablehlo.rsqrt %104 : tensor<2000xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %107 = stablehlo.convert %106 : tensor<2000x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x16xf32>
    %109 = stablehlo.multiply %89, %108 : tensor<2000x16xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %111 = stablehlo.compare LT, %93, %110, SIGNED : (tensor<18000xi32>, tensor<18000xi32>) -> tensor<18000xi1>
    %c_22 = stablehlo.constant dense<2000> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<18000xi32>
    %113 = stablehlo.add %93, %112 : tensor<18000xi32>
    %114 = stablehlo.select %111, %113, %93 : tensor<18000xi1>, tensor<18000xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %116 = "stablehlo.gather"(%109, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2000x16xf32>, tensor<18000x1xi32>) -> tensor<18000x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2000x16xf32>
    %118 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<18000xi32>) -> tensor<18000x1xi32>
    %119 = "stablehlo.scatter"(%117, %118, %116) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %129 = stablehlo.add %arg13, %arg14 : tensor<f32>
      stablehlo.return %129 : tensor<f32>
    }) : (tensor<2000x16xf32>, tensor<18000x1xi32>, tensor<18000x16xf32>) -> tensor<2000x16xf32>
    %120 = stablehlo.convert %101 : (tensor<2000xi32>) -> tensor<2000xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %122 = stablehlo.maximum %120, %121 : tensor<2000xf32>
    %123 = stablehlo.rsqrt %122 : tensor<2000xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %125 = stablehlo.convert %124 : tensor<2000x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x16xf32>
    %127 = stablehlo.multiply %119, %126 : tensor<2000x16xf32>
    %128 = call @log_softmax(%127) : (tensor<2000x16xf32>) -> tensor<2000x16xf32>
    return %128 : tensor<2000x16xf32>
  }
  func.func private @relu(%arg0: tensor<2000x128xf32>) -> tensor<2000x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2000x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2000x128xf32>
    return %1 : tensor<2000x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2000x16xf32>) -> tensor<2000x16xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2000x16xf32>, tensor<f32>) -> tensor<2000xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2000xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2000x16xf32>
    %6 = stablehlo.exponential %5 : tensor<2000x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2000x16xf32>, tensor<f32>) -> tensor<2000xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2000xf32>) -> tensor<2000x1xf32>
    %9 = stablehlo.log %8 : tensor<2000x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2000x1xf32>) -> tensor<2000x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2000x16xf32>
    return %11 : tensor<2000x16xf32>
  }
}
