module @jit_simulate_nve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x3xf32>, %arg1: tensor<2xui32>) -> (tensor<256x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0:4 = call @init_fn(%arg1, %arg0, %cst_5) : (tensor<2xui32>, tensor<256x3xf32>, tensor<f32>) -> (tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %c_6, %iterArg_24 = %c, %iterArg_25 = %0#0, %iterArg_26 = %0#1, %iterArg_27 = %0#2, %iterArg_28 = %0#3) : tensor<i32>, tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>
    cond {
      %c_29 = stablehlo.constant dense<200> : tensor<i32>
      %67 = stablehlo.compare LT, %iterArg, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    } do {
      %67:5 = func.call @closed_call_12(%iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28) : (tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>) -> (tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>)
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %68 = stablehlo.add %iterArg, %c_29 : tensor<i32>
      stablehlo.return %68, %67#0, %67#1, %67#2, %67#3, %67#4 : tensor<i32>, tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>
    }
    %2 = stablehlo.broadcast_in_dim %1#2, dims = [0, 2] : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %3 = stablehlo.broadcast_in_dim %1#2, dims = [1, 2] : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x256x3xf32>) -> tensor<256x256x3xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<256x1x3xf32>) -> tensor<256x256x3xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<256x256x3xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.multiply %cst_7, %cst_8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %9 = stablehlo.add %6, %8 : tensor<256x256x3xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %10 = call @remainder_14(%9, %cst_9) : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256x3xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %11 = stablehlo.multiply %cst_10, %cst_11 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %13 = stablehlo.subtract %10, %12 : tensor<256x256x3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<256x256x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %17 = stablehlo.compare GT, %15, %16, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %18 = call @safe_mask_15(%17, %15) : (tensor<256x256xi1>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %20 = stablehlo.power %18, %19 : tensor<256x256xf32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %22 = stablehlo.compare LT, %18, %21, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %24 = stablehlo.subtract %23, %20 : tensor<256x256xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<256x256xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %27 = stablehlo.multiply %26, %20 : tensor<256x256xf32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %29 = stablehlo.add %28, %27 : tensor<256x256xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %30 = stablehlo.multiply %cst_16, %cst_1 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<256x256xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<256x256xf32>
    %34 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %35 = stablehlo.multiply %34, %34 : tensor<f32>
    %36 = stablehlo.multiply %35, %34 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %38 = stablehlo.divide %33, %37 : tensor<256x256xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %39 = call @_where_17(%22, %38, %c_17) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
    %40 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %41 = stablehlo.compare LT, %18, %40, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %42 = call @_where_18(%41, %c_18, %39) : (tensor<256x256xi1>, tensor<i32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %43 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %44 = stablehlo.divide %43, %18 : tensor<256x256xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<256x256xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<256x256xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<256x256xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<256x256xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %49 = stablehlo.multiply %cst_19, %cst_4 : tensor<f32>
    %50 = stablehlo.subtract %48, %47 : tensor<256x256xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<256x256xf32>
    %53 = call @nan_to_num_19(%52) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %54 = stablehlo.multiply %42, %53 : tensor<256x256xf32>
    %55 = call @nan_to_num_19(%54) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %56 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %57 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %59 = stablehlo.add %56, %58 : tensor<256x256xi32>
    %60 = stablehlo.compare EQ, %59, %57, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %61 = stablehlo.convert %60 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %63 = stablehlo.subtract %62, %61 : tensor<256x256xf32>
    %64 = stablehlo.multiply %63, %55 : tensor<256x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %66 = stablehlo.multiply %65, %cst_23 : tensor<f32>
    return %1#2, %66 : tensor<256x3xf32>, tensor<f32>
  }
  func.func private @init_fn(%arg0: tensor<2xui32>, %arg1: tensor<256x3xf32>, %arg2: tensor<f32>) -> (tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x256x3xf32>) -> tensor<256x256x3xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<256x1x3xf32>) -> tensor<256x256x3xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<256x256x3xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.multiply %cst_6, %cst_7 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %7 = stablehlo.add %4, %6 : tensor<256x256x3xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %8:2 = call @remainder(%7, %cst_8) : (tensor<256x256x3xf32>, tensor<f32>) -> (tensor<256x256x3xf32>, tensor<256x256x3xi1>)
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %11 = stablehlo.subtract %8#0, %10 : tensor<256x256x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<256x256x3xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<256x256x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %17 = stablehlo.compare GT, %15, %16, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %18:4 = call @safe_mask(%17, %15) : (tensor<256x256xi1>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>)
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %20 = stablehlo.power %18#0, %19 : tensor<256x256xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %cst_15, %cst_16 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %23 = stablehlo.power %18#0, %22 : tensor<256x256xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<256x256xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %27 = stablehlo.compare LT, %18#0, %26, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %29 = stablehlo.subtract %28, %20 : tensor<256x256xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<256x256xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<256x256xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %34 = stablehlo.multiply %33, %20 : tensor<256x256xf32>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %36 = stablehlo.add %35, %34 : tensor<256x256xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %37 = stablehlo.multiply %cst_20, %cst_1 : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %39 = stablehlo.subtract %36, %38 : tensor<256x256xf32>
    %40 = stablehlo.multiply %30, %39 : tensor<256x256xf32>
    %41 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %42 = stablehlo.multiply %41, %41 : tensor<f32>
    %43 = stablehlo.multiply %42, %41 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %45 = stablehlo.divide %40, %44 : tensor<256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %46:2 = call @_where_0(%27, %45, %c) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %47 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %48 = stablehlo.compare LT, %18#0, %47, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %49:2 = call @_where_1(%48, %c_21, %46#0) : (tensor<256x256xi1>, tensor<i32>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %51 = stablehlo.divide %50, %18#0 : tensor<256x256xf32>
    %52 = stablehlo.multiply %18#0, %18#0 : tensor<256x256xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %54 = stablehlo.divide %53, %52 : tensor<256x256xf32>
    %55 = stablehlo.multiply %51, %51 : tensor<256x256xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<256x256xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<256x256xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<256x256xf32>
    %cst_23 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %59 = stablehlo.multiply %cst_23, %cst_4 : tensor<f32>
    %60 = stablehlo.subtract %58, %57 : tensor<256x256xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<256x256xf32>
    %63:7 = call @nan_to_num(%62) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>)
    %64 = stablehlo.multiply %49#0, %63#0 : tensor<256x256xf32>
    %65:7 = call @nan_to_num(%64) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>)
    %66 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %67 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %69 = stablehlo.add %66, %68 : tensor<256x256xi32>
    %70 = stablehlo.compare EQ, %69, %67, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %71 = stablehlo.convert %70 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %73 = stablehlo.subtract %72, %71 : tensor<256x256xf32>
    %74 = stablehlo.multiply %73, %65#0 : tensor<256x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.multiply %75, %cst_27 : tensor<f32>
    %77 = stablehlo.negate %76 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.negate %cst_28 : tensor<f32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %79 = stablehlo.multiply %78, %cst_29 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %81 = stablehlo.multiply %73, %80 : tensor<256x256xf32>
    %82 = call @nan_to_num_3(%65#1, %65#2, %65#3, %65#4, %65#5, %65#6, %81) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %83 = stablehlo.multiply %49#0, %82 : tensor<256x256xf32>
    %84 = stablehlo.multiply %82, %63#0 : tensor<256x256xf32>
    %85 = call @nan_to_num_3(%63#1, %63#2, %63#3, %63#4, %63#5, %63#6, %83) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %86 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<256x256xf32>
    %88 = stablehlo.negate %87 : tensor<256x256xf32>
    %89 = stablehlo.multiply %57, %87 : tensor<256x256xf32>
    %90 = stablehlo.add %88, %89 : tensor<256x256xf32>
    %91 = stablehlo.multiply %87, %57 : tensor<256x256xf32>
    %92 = stablehlo.add %90, %91 : tensor<256x256xf32>
    %93 = stablehlo.multiply %56, %92 : tensor<256x256xf32>
    %94 = stablehlo.multiply %92, %55 : tensor<256x256xf32>
    %95 = stablehlo.multiply %55, %94 : tensor<256x256xf32>
    %96 = stablehlo.add %93, %95 : tensor<256x256xf32>
    %97 = stablehlo.multiply %94, %55 : tensor<256x256xf32>
    %98 = stablehlo.add %96, %97 : tensor<256x256xf32>
    %99 = stablehlo.multiply %51, %98 : tensor<256x256xf32>
    %100 = stablehlo.multiply %98, %51 : tensor<256x256xf32>
    %101 = stablehlo.add %99, %100 : tensor<256x256xf32>
    %102 = stablehlo.multiply %101, %54 : tensor<256x256xf32>
    %103 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<256x256xf32>
    %105 = stablehlo.negate %104 : tensor<256x256xf32>
    %106 = call @_where_5(%48, %49#1, %84) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %107 = call @_where_6(%27, %46#1, %106) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %108 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %109 = stablehlo.divide %107, %108 : tensor<256x256xf32>
    %110 = stablehlo.multiply %30, %109 : tensor<256x256xf32>
    %111 = stablehlo.multiply %109, %39 : tensor<256x256xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<256x256xf32>
    %114 = stablehlo.multiply %111, %32 : tensor<256x256xf32>
    %115 = stablehlo.negate %114 : tensor<256x256xf32>
    %116 = stablehlo.add %113, %115 : tensor<256x256xf32>
    %117 = stablehlo.multiply %116, %25 : tensor<256x256xf32>
    %118 = stablehlo.add %105, %117 : tensor<256x256xf32>
    %119 = call @safe_mask_7(%17, %18#1, %18#2, %18#3, %118) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<256x256xf32>) -> tensor<256x256x3xf32>
    %121 = stablehlo.multiply %120, %14 : tensor<256x256x3xf32>
    %122 = call @remainder_9(%8#1, %121) : (tensor<256x256x3xi1>, tensor<256x256x3xf32>) -> tensor<256x256x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %124 = stablehlo.reshape %123 : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %125 = stablehlo.negate %122 : tensor<256x256x3xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %127 = stablehlo.reshape %126 : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%124 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<1x256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%127 init: %cst_34) applies stablehlo.add across dimensions = [1] : (tensor<256x1x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %130 = stablehlo.add %128, %129 : tensor<256x3xf32>
    %131 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<1x2xui32>
    %132 = stablehlo.slice %131 [0:1, 0:2] : (tensor<1x2xui32>) -> tensor<1x2xui32>
    %133 = stablehlo.reshape %132 : (tensor<1x2xui32>) -> tensor<2xui32>
    %134 = stablehlo.convert %arg2 : tensor<f32>
    %135 = stablehlo.multiply %cst_5, %134 : tensor<f32>
    %136 = stablehlo.sqrt %135 : tensor<f32>
    %137 = call @_normal(%133) : (tensor<2xui32>) -> tensor<256x3xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<256x3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<256x3xf32>, tensor<f32>) -> tensor<3xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %143 = stablehlo.divide %141, %142 : tensor<1x3xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<256x3xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<256x3xf32>
    return %arg1, %145, %130, %cst_5 : tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<256x256x3xf32>, %arg1: tensor<f32>) -> (tensor<256x256x3xf32>, tensor<256x256x3xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<256x256x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<256x256x3xf32>, tensor<256x256x3xf32>) -> tensor<256x256x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<256x256x3xf32>, tensor<256x256x3xf32>) -> tensor<256x256x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<256x256x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<256x256x3xi1>, tensor<256x256x3xi1>) -> tensor<256x256x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<256x256x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<256x256x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<256x256x3xi1>, tensor<256x256x3xf32>
    return %13, %10 : tensor<256x256x3xf32>, tensor<256x256x3xi1>
  }
  func.func private @safe_mask(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where(%arg0, %arg1, %c) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %1 = stablehlo.sqrt %0#0 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.divide %2, %1 : tensor<256x256xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4:2 = call @_where(%arg0, %1, %c_0) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    return %4#0, %0#1, %3, %4#1 : tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> (tensor<256x256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<256xf32>) -> tensor<256x256xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<256x256xi1>, tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    return %3, %4 : tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @_where_0(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> (tensor<256x256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<256x256xi1>, tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    return %2, %3 : tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<256x256xi1>, %arg1: tensor<i32>, %arg2: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<256x256xi1>, tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    return %2, %3 : tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1:2 = call @_where_2(%0, %cst, %arg0) : (tensor<256x256xi1>, tensor<f32>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.compare EQ, %1#0, %2, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4:2 = call @_where_2(%3, %cst_1, %1#0) : (tensor<256x256xi1>, tensor<f32>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %6 = stablehlo.compare EQ, %4#0, %5, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7:2 = call @_where_2(%6, %cst_3, %4#0) : (tensor<256x256xi1>, tensor<f32>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    return %7#0, %0, %1#1, %3, %4#1, %6, %7#1 : tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>
  }
  func.func private @_where_2(%arg0: tensor<256x256xi1>, %arg1: tensor<f32>, %arg2: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<256x256xi1>, tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    return %1, %2 : tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @nan_to_num_3(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xi1>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xi1>, %arg5: tensor<256x256xf32>, %arg6: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = call @_where_4(%arg4, %arg5, %arg6) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1 = call @_where_4(%arg2, %arg3, %0) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2 = call @_where_4(%arg0, %arg1, %1) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_where_4(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<256x256xi1>, tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @_where_5(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<256x256xi1>, tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @_where_6(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<256x256xi1>, tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @safe_mask_7(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = call @_where_8(%arg0, %arg3, %arg4) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<256x256xf32>
    %2 = call @_where_8(%arg0, %arg1, %1) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_where_8(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<256x256xi1>, tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @remainder_9(%arg0: tensor<256x256x3xi1>, %arg1: tensor<256x256x3xf32>) -> tensor<256x256x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<256x256x3xi1>, tensor<256x256x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<256x256x3xi1>, tensor<256x256x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<256x256x3xf32>
    return %3 : tensor<256x256x3xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<1x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<1xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<1xui64>
    %9 = stablehlo.convert %6 : (tensor<1xui64>) -> tensor<1xui32>
    %10 = stablehlo.convert %8 : (tensor<1xui64>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x2xui32>
    return %14 : tensor<1x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<256x3xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<256x3xf32>
    return %0 : tensor<256x3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<256x3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<256x3xf32>
    %1 = chlo.erf_inv %0 : tensor<256x3xf32> -> tensor<256x3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<256x3xf32>
    return %3 : tensor<256x3xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<256x3xui64>
    %7 = stablehlo.iota dim = 1 : tensor<256x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<256x3xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<256x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<256x3xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<256x3xui64>
    %12 = stablehlo.add %9, %11 : tensor<256x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<256x3xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<256x3xui64>
    %15 = stablehlo.convert %12 : (tensor<256x3xui64>) -> tensor<256x3xui32>
    %16 = stablehlo.convert %14 : (tensor<256x3xui64>) -> tensor<256x3xui32>
    %17:2 = call @threefry2x32_10(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<256x3xui32>, tensor<256x3xui32>) -> (tensor<256x3xui32>, tensor<256x3xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<256x3xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<256x3xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %22 = stablehlo.or %20, %21 : tensor<256x3xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<256x3xui32>) -> tensor<256x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<256x3xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x3xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<256x3xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x3xf32>
    %30 = stablehlo.add %28, %29 : tensor<256x3xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x3xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<256x3xf32>
    return %32 : tensor<256x3xf32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<256x3xui32>, %arg3: tensor<256x3xui32>) -> (tensor<256x3xui32>, tensor<256x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<256x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<256x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<256x3xui32>, tensor<256x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_11(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<256x3xui32>, tensor<256x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<256x3xui32>, tensor<256x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<256x3xui32>, tensor<256x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<256x3xui32>, tensor<256x3xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<256x3xui32>, %arg2: tensor<256x3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<256x3xui32>, tensor<256x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<256x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<256x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<256x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<256x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<256x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<256x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<256x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<256x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<256x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<256x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<256x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<256x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<256x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<256x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<256x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<256x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<256x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<256x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<256x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<256x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<256x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<256x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<256x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<256x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<256x3xui32>, tensor<256x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_12(%arg0: tensor<i32>, %arg1: tensor<256x3xf32>, %arg2: tensor<256x3xf32>, %arg3: tensor<256x3xf32>, %arg4: tensor<f32>) -> (tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:4 = call @step_fn(%arg1, %arg2, %arg3, %arg4) : (tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>) -> (tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>)
    return %0, %1#0, %1#1, %1#2, %1#3 : tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>
  }
  func.func private @step_fn(%arg0: tensor<256x3xf32>, %arg1: tensor<256x3xf32>, %arg2: tensor<256x3xf32>, %arg3: tensor<f32>) -> (tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<256x3xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<256x3xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<256x3xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %7 = stablehlo.divide %5, %6 : tensor<256x3xf32>
    %8 = stablehlo.add %arg0, %7 : tensor<256x3xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = call @remainder_13(%8, %cst_8) : (tensor<256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x256x3xf32>) -> tensor<256x256x3xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<256x1x3xf32>) -> tensor<256x256x3xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<256x256x3xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %17 = stablehlo.add %14, %16 : tensor<256x256x3xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %18:2 = call @remainder(%17, %cst_11) : (tensor<256x256x3xf32>, tensor<f32>) -> (tensor<256x256x3xf32>, tensor<256x256x3xi1>)
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %21 = stablehlo.subtract %18#0, %20 : tensor<256x256x3xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<256x256x3xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<256x256x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%22 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %27 = stablehlo.compare GT, %25, %26, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %28:4 = call @safe_mask(%27, %25) : (tensor<256x256xi1>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>)
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %30 = stablehlo.power %28#0, %29 : tensor<256x256xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.subtract %cst_18, %cst_19 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %33 = stablehlo.power %28#0, %32 : tensor<256x256xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<256x256xf32>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %37 = stablehlo.compare LT, %28#0, %36, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %38 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %39 = stablehlo.subtract %38, %30 : tensor<256x256xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<256x256xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %42 = stablehlo.multiply %41, %39 : tensor<256x256xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %44 = stablehlo.multiply %43, %30 : tensor<256x256xf32>
    %45 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %46 = stablehlo.add %45, %44 : tensor<256x256xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %47 = stablehlo.multiply %cst_23, %cst_1 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<256x256xf32>
    %50 = stablehlo.multiply %40, %49 : tensor<256x256xf32>
    %51 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %52 = stablehlo.multiply %51, %51 : tensor<f32>
    %53 = stablehlo.multiply %52, %51 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %55 = stablehlo.divide %50, %54 : tensor<256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %56:2 = call @_where_0(%37, %55, %c) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %57 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %58 = stablehlo.compare LT, %28#0, %57, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %59:2 = call @_where_1(%58, %c_24, %56#0) : (tensor<256x256xi1>, tensor<i32>, tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>)
    %60 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %61 = stablehlo.divide %60, %28#0 : tensor<256x256xf32>
    %62 = stablehlo.multiply %28#0, %28#0 : tensor<256x256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %64 = stablehlo.divide %63, %62 : tensor<256x256xf32>
    %65 = stablehlo.multiply %61, %61 : tensor<256x256xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<256x256xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<256x256xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<256x256xf32>
    %cst_26 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %69 = stablehlo.multiply %cst_26, %cst_4 : tensor<f32>
    %70 = stablehlo.subtract %68, %67 : tensor<256x256xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<256x256xf32>
    %73:7 = call @nan_to_num(%72) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>)
    %74 = stablehlo.multiply %59#0, %73#0 : tensor<256x256xf32>
    %75:7 = call @nan_to_num(%74) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>)
    %76 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %77 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %79 = stablehlo.add %76, %78 : tensor<256x256xi32>
    %80 = stablehlo.compare EQ, %79, %77, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %81 = stablehlo.convert %80 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %83 = stablehlo.subtract %82, %81 : tensor<256x256xf32>
    %84 = stablehlo.multiply %83, %75#0 : tensor<256x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %86 = stablehlo.multiply %85, %cst_30 : tensor<f32>
    %87 = stablehlo.negate %86 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.negate %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.multiply %88, %cst_32 : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %91 = stablehlo.multiply %83, %90 : tensor<256x256xf32>
    %92 = call @nan_to_num_3(%75#1, %75#2, %75#3, %75#4, %75#5, %75#6, %91) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %93 = stablehlo.multiply %59#0, %92 : tensor<256x256xf32>
    %94 = stablehlo.multiply %92, %73#0 : tensor<256x256xf32>
    %95 = call @nan_to_num_3(%73#1, %73#2, %73#3, %73#4, %73#5, %73#6, %93) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %96 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<256x256xf32>
    %98 = stablehlo.negate %97 : tensor<256x256xf32>
    %99 = stablehlo.multiply %67, %97 : tensor<256x256xf32>
    %100 = stablehlo.add %98, %99 : tensor<256x256xf32>
    %101 = stablehlo.multiply %97, %67 : tensor<256x256xf32>
    %102 = stablehlo.add %100, %101 : tensor<256x256xf32>
    %103 = stablehlo.multiply %66, %102 : tensor<256x256xf32>
    %104 = stablehlo.multiply %102, %65 : tensor<256x256xf32>
    %105 = stablehlo.multiply %65, %104 : tensor<256x256xf32>
    %106 = stablehlo.add %103, %105 : tensor<256x256xf32>
    %107 = stablehlo.multiply %104, %65 : tensor<256x256xf32>
    %108 = stablehlo.add %106, %107 : tensor<256x256xf32>
    %109 = stablehlo.multiply %61, %108 : tensor<256x256xf32>
    %110 = stablehlo.multiply %108, %61 : tensor<256x256xf32>
    %111 = stablehlo.add %109, %110 : tensor<256x256xf32>
    %112 = stablehlo.multiply %111, %64 : tensor<256x256xf32>
    %113 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<256x256xf32>
    %115 = stablehlo.negate %114 : tensor<256x256xf32>
    %116 = call @_where_5(%58, %59#1, %94) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %117 = call @_where_6(%37, %56#1, %116) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %118 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %119 = stablehlo.divide %117, %118 : tensor<256x256xf32>
    %120 = stablehlo.multiply %40, %119 : tensor<256x256xf32>
    %121 = stablehlo.multiply %119, %49 : tensor<256x256xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<256x256xf32>
    %124 = stablehlo.multiply %121, %42 : tensor<256x256xf32>
    %125 = stablehlo.negate %124 : tensor<256x256xf32>
    %126 = stablehlo.add %123, %125 : tensor<256x256xf32>
    %127 = stablehlo.multiply %126, %35 : tensor<256x256xf32>
    %128 = stablehlo.add %115, %127 : tensor<256x256xf32>
    %129 = call @safe_mask_7(%27, %28#1, %28#2, %28#3, %128) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<256x256xf32>) -> tensor<256x256x3xf32>
    %131 = stablehlo.multiply %130, %24 : tensor<256x256x3xf32>
    %132 = call @remainder_9(%18#1, %131) : (tensor<256x256x3xi1>, tensor<256x256x3xf32>) -> tensor<256x256x3xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %134 = stablehlo.reshape %133 : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %135 = stablehlo.negate %132 : tensor<256x256x3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %137 = stablehlo.reshape %136 : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%134 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x256x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%137 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<256x1x3xf32>, tensor<f32>) -> tensor<256x3xf32>
    %140 = stablehlo.add %138, %139 : tensor<256x3xf32>
    %141 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<256x3xf32>
    %143 = stablehlo.add %3, %142 : tensor<256x3xf32>
    return %9, %143, %140, %arg3 : tensor<256x3xf32>, tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>
  }
  func.func private @remainder_13(%arg0: tensor<256x3xf32>, %arg1: tensor<f32>) -> tensor<256x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<256x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<256x3xf32>, tensor<256x3xf32>) -> tensor<256x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<256x3xf32>, tensor<256x3xf32>) -> tensor<256x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<256x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<256x3xi1>, tensor<256x3xi1>) -> tensor<256x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<256x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<256x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<256x3xi1>, tensor<256x3xf32>
    return %13 : tensor<256x3xf32>
  }
  func.func private @remainder_14(%arg0: tensor<256x256x3xf32>, %arg1: tensor<f32>) -> tensor<256x256x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<256x256x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<256x256x3xf32>, tensor<256x256x3xf32>) -> tensor<256x256x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<256x256x3xf32>, tensor<256x256x3xf32>) -> tensor<256x256x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<256x256x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<256x256x3xi1>, tensor<256x256x3xi1>) -> tensor<256x256x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<256x256x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<256x256x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<256x256x3xi1>, tensor<256x256x3xf32>
    return %13 : tensor<256x256x3xf32>
  }
  func.func private @safe_mask_15(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_16(%arg0, %arg1, %c) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
    %1 = stablehlo.sqrt %0 : tensor<256x256xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_where_16(%arg0, %1, %c_0) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_where_16(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> tensor<256x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<256xf32>) -> tensor<256x256xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<256x256xi1>, tensor<256x256xf32>
    return %3 : tensor<256x256xf32>
  }
  func.func private @_where_17(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> tensor<256x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<256x256xi1>, tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_where_18(%arg0: tensor<256x256xi1>, %arg1: tensor<i32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<256x256xi1>, tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @nan_to_num_19(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_20(%0, %cst, %arg0) : (tensor<256x256xi1>, tensor<f32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_20(%3, %cst_1, %1) : (tensor<256x256xi1>, tensor<f32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_20(%6, %cst_3, %4) : (tensor<256x256xi1>, tensor<f32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %7 : tensor<256x256xf32>
  }
  func.func private @_where_20(%arg0: tensor<256x256xi1>, %arg1: tensor<f32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<256x256xi1>, tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
}
