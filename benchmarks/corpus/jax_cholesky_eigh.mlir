module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x128x128xf32>, %arg1: tensor<8x128x4xf32>) -> (tensor<8x128x4xf32> {jax.result_info = "result[0]"}, tensor<8x4xf32> {jax.result_info = "result[1]"}, tensor<8x128xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}) {
    %0 = call @cholesky(%arg0) : (tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %1 = call @_solve_triangular(%0, %arg1) : (tensor<8x128x128xf32>, tensor<8x128x4xf32>) -> tensor<8x128x4xf32>
    %2 = call @_solve_triangular_0(%0, %1) : (tensor<8x128x128xf32>, tensor<8x128x4xf32>) -> tensor<8x128x4xf32>
    %3:2 = call @eigh(%arg0) : (tensor<8x128x128xf32>) -> (tensor<8x128xf32>, tensor<8x128x128xf32>)
    %4 = call @diagonal(%0) : (tensor<8x128x128xf32>) -> tensor<8x128xf32>
    %5 = stablehlo.log %4 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<8xf32>
    %9 = stablehlo.slice %3#0 [0:8, 124:128] : (tensor<8x128xf32>) -> tensor<8x4xf32>
    %10 = stablehlo.slice %3#1 [0:8, 0:128, 127:128] : (tensor<8x128x128xf32>) -> tensor<8x128x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    return %2, %9, %11, %8 : tensor<8x128x4xf32>, tensor<8x4xf32>, tensor<8x128xf32>, tensor<8xf32>
  }
  func.func private @cholesky(%arg0: tensor<8x128x128xf32>) -> tensor<8x128x128xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x128x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x128xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x128x128xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=8, j=128, k=128, l=128, m=128}, custom>} : (tensor<8x128x128xf32>) -> (tensor<8x128x128xf32>, tensor<8xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x128xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x128x128xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<8x128x128xi1>, tensor<8x128x128xf32>
    %11 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %13 = stablehlo.add %11, %12 : tensor<128x128xi32>
    %14 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<128x128xi1>) -> tensor<8x128x128xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x128xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<8x128x128xi1>, tensor<8x128x128xf32>
    return %18 : tensor<8x128x128xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<8x128x128xf32>, %arg1: tensor<8x128x4xf32>) -> tensor<8x128x4xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=128, k=128, l=128, m=4, n=128, o=4}, custom>} : (tensor<8x128x128xf32>, tensor<8x128x4xf32>) -> tensor<8x128x4xf32>
    return %0 : tensor<8x128x4xf32>
  }
  func.func private @_solve_triangular_0(%arg0: tensor<8x128x128xf32>, %arg1: tensor<8x128x4xf32>) -> tensor<8x128x4xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=128, k=128, l=128, m=4, n=128, o=4}, custom>} : (tensor<8x128x128xf32>, tensor<8x128x4xf32>) -> tensor<8x128x4xf32>
    return %0 : tensor<8x128x4xf32>
  }
  func.func private @eigh(%arg0: tensor<8x128x128xf32>) -> (tensor<8x128xf32>, tensor<8x128x128xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x128x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x128xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x128x128xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=8, j=128, k=128, l=128, m=128, n=128}, custom>} : (tensor<8x128x128xf32>) -> (tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x128xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x128x128xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<8x128x128xi1>, tensor<8x128x128xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi1>) -> tensor<8x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x128xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<8x128xi1>, tensor<8x128xf32>
    return %14, %10 : tensor<8x128xf32>, tensor<8x128x128xf32>
  }
  func.func private @diagonal(%arg0: tensor<8x128x128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1 = stablehlo.iota dim = 0 : tensor<128xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %5 = stablehlo.add %0, %4 : tensor<128xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<128xi1>, tensor<128xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_2 = stablehlo.constant dense<128> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %10 = stablehlo.add %1, %9 : tensor<128xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<128xi1>, tensor<128xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 1>}> : (tensor<8x128x128xf32>, tensor<128x2xi32>) -> tensor<8x128xf32>
    return %15 : tensor<8x128xf32>
  }
}
