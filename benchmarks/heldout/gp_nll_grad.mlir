module @jit_nll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<384x3xf32>, %arg2: tensor<384xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<384x3xf32>) -> tensor<384x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<384x3xf32>) -> tensor<1x384x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<384x1x3xf32>) -> tensor<384x384x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x384x3xf32>) -> tensor<384x384x3xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<384x384x3xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<384x384x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<384x384x3xf32>, tensor<f32>) -> tensor<384x384xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<384x384xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.multiply %cst_1, %arg0 : tensor<f32>
    %10 = stablehlo.exponential %9 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %12 = stablehlo.divide %8, %11 : tensor<384x384xf32>
    %13 = stablehlo.multiply %10, %10 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.divide %cst_2, %13 : tensor<f32>
    %15 = stablehlo.exponential %12 : tensor<384x384xf32>
    %16 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %17 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %19 = stablehlo.add %16, %18 : tensor<384x384xi32>
    %20 = stablehlo.compare EQ, %19, %17, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %21 = stablehlo.convert %20 : (tensor<384x384xi1>) -> tensor<384x384xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<384x384xf32>
    %24 = stablehlo.add %15, %23 : tensor<384x384xf32>
    %25:7 = call @cholesky(%24) : (tensor<384x384xf32>) -> (tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>)
    %26:7 = call @_cho_solve(%25#0, %arg2) : (tensor<384x384xf32>, tensor<384xf32>) -> (tensor<384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>)
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %28 = stablehlo.multiply %27, %arg2 : tensor<384xf32>
    %29 = stablehlo.dot_general %28, %26#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<384xf32>, tensor<384xf32>) -> tensor<f32>
    %30:4 = call @_diag(%25#0) : (tensor<384x384xf32>) -> (tensor<384xf32>, tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>)
    %31 = stablehlo.log %30#0 : tensor<384xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %33 = stablehlo.add %29, %32 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %35 = stablehlo.divide %34, %30#0 : tensor<384xf32>
    %36 = call @_diag_0(%30#1, %30#2, %30#3, %35) : (tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>, tensor<384xf32>) -> tensor<384x384xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.dot_general %cst_7, %28, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f32>, tensor<384xf32>) -> tensor<384xf32>
    %38 = call @_cho_solve_2(%26#1, %26#2, %26#3, %25#0, %26#4, %26#5, %26#6, %37) : (tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>, tensor<384xf32>) -> tensor<384x384xf32>
    %39 = stablehlo.add %36, %38 : tensor<384x384xf32>
    %40 = call @cholesky_3(%25#1, %25#2, %25#3, %25#4, %25#5, %25#6, %39) : (tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %41 = stablehlo.multiply %40, %15 : tensor<384x384xf32>
    %42 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<384x384xf32>
    %44 = stablehlo.multiply %43, %8 : tensor<384x384xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<384x384xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.negate %45 : tensor<f32>
    %47 = stablehlo.multiply %46, %10 : tensor<f32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.multiply %cst_9, %47 : tensor<f32>
    return %33, %48 : tensor<f32>, tensor<f32>
  }
  func.func private @cholesky(%arg0: tensor<384x384xf32>) -> (tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<384x384xf32>) -> tensor<384x384xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<384x384xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %3 = stablehlo.divide %1, %2 : tensor<384x384xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=384, j=384, k=384, l=384}, custom>} : (tensor<384x384xf32>) -> (tensor<384x384xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<384x384xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<384x384xi1>, tensor<384x384xf32>
    %11 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %13 = stablehlo.add %11, %12 : tensor<384x384xi32>
    %14 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<384x384xi1>, tensor<384x384xf32>
    %18 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %20 = stablehlo.add %18, %19 : tensor<384x384xi32>
    %21 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %22 = stablehlo.compare GE, %20, %21, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %24 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %26 = stablehlo.add %24, %25 : tensor<384x384xi32>
    %27 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %28 = stablehlo.compare EQ, %26, %27, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %29 = stablehlo.convert %28 : (tensor<384x384xi1>) -> tensor<384x384xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %31 = stablehlo.add %30, %29 : tensor<384x384xf32>
    %32 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %34 = stablehlo.add %32, %33 : tensor<384x384xi32>
    %35 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %36 = stablehlo.compare GE, %34, %35, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %38 = stablehlo.select %36, %17, %37 : tensor<384x384xi1>, tensor<384x384xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    return %38, %17, %22, %23, %31, %36, %39 : tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x384xf32>, tensor<384x384xi1>, tensor<384x384xf32>
  }
  func.func private @_cho_solve(%arg0: tensor<384x384xf32>, %arg1: tensor<384xf32>) -> (tensor<384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=1, m=384, n=1}, custom>} : (tensor<384x384xf32>, tensor<384x1xf32>) -> tensor<384x1xf32>
    %2 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %4 = stablehlo.add %2, %3 : tensor<384x384xi32>
    %5 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %8 = stablehlo.reshape %1 : (tensor<384x1xf32>) -> tensor<384xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=1, m=384, n=1}, custom>} : (tensor<384x384xf32>, tensor<384x1xf32>) -> tensor<384x1xf32>
    %11 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %13 = stablehlo.add %11, %12 : tensor<384x384xi32>
    %14 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %17 = stablehlo.reshape %10 : (tensor<384x1xf32>) -> tensor<384xf32>
    return %17, %6, %7, %1, %15, %16, %10 : tensor<384xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>, tensor<384x384xi1>, tensor<384x384xf32>, tensor<384x1xf32>
  }
  func.func private @_diag(%arg0: tensor<384x384xf32>) -> (tensor<384xf32>, tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>) {
    %0:4 = call @diagonal(%arg0) : (tensor<384x384xf32>) -> (tensor<384xf32>, tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<384xf32>, tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>
  }
  func.func private @diagonal(%arg0: tensor<384x384xf32>) -> (tensor<384xf32>, tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %1 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %3 = stablehlo.add %0, %2 : tensor<384x384xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %5 = stablehlo.convert %4 : (tensor<384x384xi1>) -> tensor<384x384xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:3 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<384xi32>
      %9 = stablehlo.iota dim = 0 : tensor<384xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<384xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<384xi32>, tensor<384xi32>) -> tensor<384xi1>
      %c_2 = stablehlo.constant dense<384> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<384xi32>
      %13 = stablehlo.add %8, %12 : tensor<384xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<384xi1>, tensor<384xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<384xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<384xi32>, tensor<384xi32>) -> tensor<384xi1>
      %c_4 = stablehlo.constant dense<384> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<384xi32>
      %18 = stablehlo.add %9, %17 : tensor<384xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<384xi1>, tensor<384xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<384xi32>) -> tensor<384x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<384xi32>) -> tensor<384x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<384x1xi32>, tensor<384x1xi32>) -> tensor<384x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<384x384xf32>, tensor<384x2xi32>) -> tensor<384xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
      stablehlo.return %23, %24, %22 : tensor<384xf32>, tensor<384x384xf32>, tensor<384x2xi32>
    }) : (tensor<i32>) -> (tensor<384xf32>, tensor<384x384xf32>, tensor<384x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<384xf32>, tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>
  }
  func.func private @_diag_0(%arg0: tensor<i32>, %arg1: tensor<384x384xf32>, %arg2: tensor<384x2xi32>, %arg3: tensor<384xf32>) -> tensor<384x384xf32> {
    %0 = call @diagonal_1(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<384x384xf32>, tensor<384x2xi32>, tensor<384xf32>) -> tensor<384x384xf32>
    return %0 : tensor<384x384xf32>
  }
  func.func private @diagonal_1(%arg0: tensor<i32>, %arg1: tensor<384x384xf32>, %arg2: tensor<384x2xi32>, %arg3: tensor<384xf32>) -> tensor<384x384xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<384x384xf32>, tensor<384x2xi32>, tensor<384xf32>) -> tensor<384x384xf32>
      stablehlo.return %3 : tensor<384x384xf32>
    }) : (tensor<i32>) -> tensor<384x384xf32>
    return %1 : tensor<384x384xf32>
  }
  func.func private @_cho_solve_2(%arg0: tensor<384x384xi1>, %arg1: tensor<384x384xf32>, %arg2: tensor<384x1xf32>, %arg3: tensor<384x384xf32>, %arg4: tensor<384x384xi1>, %arg5: tensor<384x384xf32>, %arg6: tensor<384x1xf32>, %arg7: tensor<384xf32>) -> tensor<384x384xf32> {
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg3, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=1, m=384, n=1}, custom>} : (tensor<384x384xf32>, tensor<384x1xf32>) -> tensor<384x1xf32>
    %2 = stablehlo.custom_call @lapack_strsm_ffi(%arg3, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=1, m=384, n=1}, custom>} : (tensor<384x384xf32>, tensor<384x1xf32>) -> tensor<384x1xf32>
    %3 = stablehlo.dot_general %2, %arg6, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<384x1xf32>, tensor<384x1xf32>) -> tensor<384x384xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<384x384xf32>) -> tensor<384x384xf32>
    %5 = stablehlo.negate %4 : tensor<384x384xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %7 = stablehlo.select %arg4, %5, %6 : tensor<384x384xi1>, tensor<384x384xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<384x1xf32>, tensor<f32>) -> tensor<384xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg3, %9) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=1, m=384, n=1}, custom>} : (tensor<384x384xf32>, tensor<384x1xf32>) -> tensor<384x1xf32>
    %11 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<384x1xf32>, tensor<384x1xf32>) -> tensor<384x384xf32>
    %12 = stablehlo.negate %11 : tensor<384x384xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %14 = stablehlo.select %arg0, %12, %13 : tensor<384x384xi1>, tensor<384x384xf32>
    %15 = stablehlo.add %7, %14 : tensor<384x384xf32>
    return %15 : tensor<384x384xf32>
  }
  func.func private @cholesky_3(%arg0: tensor<384x384xf32>, %arg1: tensor<384x384xi1>, %arg2: tensor<384x384xf32>, %arg3: tensor<384x384xf32>, %arg4: tensor<384x384xi1>, %arg5: tensor<384x384xf32>, %arg6: tensor<384x384xf32>) -> tensor<384x384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %1 = stablehlo.select %arg4, %arg6, %0 : tensor<384x384xi1>, tensor<384x384xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<384x384xf32>) -> tensor<384x384xf32>
    %4 = stablehlo.divide %3, %arg3 : tensor<384x384xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %6 = stablehlo.select %arg1, %4, %5 : tensor<384x384xi1>, tensor<384x384xf32>
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %6) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=384, m=384, n=384}, custom>} : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=384, j=384, k=384, l=384, m=384, n=384}, custom>} : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<384x384xf32>
    %10 = stablehlo.divide %8, %9 : tensor<384x384xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<384x384xf32>) -> tensor<384x384xf32>
    %12 = stablehlo.add %10, %11 : tensor<384x384xf32>
    return %12 : tensor<384x384xf32>
  }
}
