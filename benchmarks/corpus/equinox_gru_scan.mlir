module @jit_loss_and_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384x16xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<384xf32>, %arg3: tensor<128xf32>, %arg4: tensor<4x128xf32>, %arg5: tensor<4xf32>, %arg6: tensor<16x100x16xf32>, %arg7: tensor<16x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<384x16xf32> {jax.result_info = "result[1][0].weight_ih"}, tensor<384x128xf32> {jax.result_info = "result[1][0].weight_hh"}, tensor<384xf32> {jax.result_info = "result[1][0].bias"}, tensor<128xf32> {jax.result_info = "result[1][0].bias_n"}, tensor<4x128xf32> {jax.result_info = "result[1][1].weight"}, tensor<4xf32> {jax.result_info = "result[1][1].bias"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %2 = stablehlo.transpose %arg6, dims = [1, 0, 2] : (tensor<16x100x16xf32>) -> tensor<100x16x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<384xf32>) -> tensor<1x384xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<100x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14:16 = stablehlo.while(%iterArg = %2, %iterArg_22 = %arg0, %iterArg_23 = %3, %iterArg_24 = %arg1, %iterArg_25 = %4, %iterArg_26 = %c, %iterArg_27 = %1, %iterArg_28 = %5, %iterArg_29 = %6, %iterArg_30 = %7, %iterArg_31 = %8, %iterArg_32 = %9, %iterArg_33 = %10, %iterArg_34 = %11, %iterArg_35 = %12, %iterArg_36 = %13) : tensor<100x16x16xf32>, tensor<384x16xf32>, tensor<1x384xf32>, tensor<384x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>
    cond {
      %c_37 = stablehlo.constant dense<100> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_26, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_26) : (tensor<100x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %42:10 = func.call @closed_call(%iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_27, %41) : (tensor<384x16xf32>, tensor<1x384xf32>, tensor<384x128xf32>, tensor<1x128xf32>, tensor<16x128xf32>, tensor<16x16xf32>) -> (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>)
      %43 = func.call @dynamic_update_index_in_dim(%iterArg_28, %42#1, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %44 = func.call @dynamic_update_index_in_dim(%iterArg_29, %42#2, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %45 = func.call @dynamic_update_index_in_dim(%iterArg_30, %42#3, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %46 = func.call @dynamic_update_index_in_dim(%iterArg_31, %42#4, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %47 = func.call @dynamic_update_index_in_dim(%iterArg_32, %42#5, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %48 = func.call @dynamic_update_index_in_dim(%iterArg_33, %42#6, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %49 = func.call @dynamic_update_index_in_dim(%iterArg_34, %42#7, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_35, %42#8, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %51 = func.call @dynamic_update_index_in_dim(%iterArg_36, %42#9, %iterArg_26) : (tensor<100x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<100x16x128xf32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_26, %c_37 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %52, %42#0, %43, %44, %45, %46, %47, %48, %49, %50, %51 : tensor<100x16x16xf32>, tensor<384x16xf32>, tensor<1x384xf32>, tensor<384x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>
    }
    %15 = stablehlo.dot_general %arg4, %14#6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<16x128xf32>) -> tensor<4x16xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %19 = stablehlo.add %16, %18 : tensor<16x4xf32>
    %20 = stablehlo.subtract %19, %arg7 : tensor<16x4xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<16x4xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<16x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %27 = stablehlo.divide %cst_13, %cst_14 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %29 = stablehlo.multiply %28, %23 : tensor<16x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.reshape %30 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.transpose %29, dims = [1, 0] : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %34 = stablehlo.dot_general %33, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x128xf32>) -> tensor<16x128xf32>
    %35 = stablehlo.dot_general %33, %14#6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x128xf32>) -> tensor<4x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<384x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %40:17 = stablehlo.while(%iterArg = %2, %iterArg_22 = %14#7, %iterArg_23 = %14#8, %iterArg_24 = %14#9, %iterArg_25 = %14#10, %iterArg_26 = %14#11, %iterArg_27 = %14#12, %iterArg_28 = %14#13, %iterArg_29 = %14#14, %iterArg_30 = %14#15, %iterArg_31 = %arg1, %iterArg_32 = %c_21, %iterArg_33 = %36, %iterArg_34 = %37, %iterArg_35 = %38, %iterArg_36 = %39, %iterArg_37 = %34) : tensor<100x16x16xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<384x128xf32>, tensor<i32>, tensor<384x16xf32>, tensor<384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<16x128xf32>
    cond {
      %c_38 = stablehlo.constant dense<100> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_32, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %c_38 = stablehlo.constant dense<100> : tensor<i32>
      %41 = stablehlo.subtract %c_38, %iterArg_32 : tensor<i32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.subtract %41, %c_39 : tensor<i32>
      %43 = func.call @dynamic_index_in_dim(%iterArg, %42) : (tensor<100x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %44 = func.call @dynamic_index_in_dim_0(%iterArg_22, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %45 = func.call @dynamic_index_in_dim_0(%iterArg_23, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %46 = func.call @dynamic_index_in_dim_0(%iterArg_24, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %47 = func.call @dynamic_index_in_dim_0(%iterArg_25, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %48 = func.call @dynamic_index_in_dim_0(%iterArg_26, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %49 = func.call @dynamic_index_in_dim_0(%iterArg_27, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %50 = func.call @dynamic_index_in_dim_0(%iterArg_28, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %51 = func.call @dynamic_index_in_dim_0(%iterArg_29, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %52 = func.call @dynamic_index_in_dim_0(%iterArg_30, %42) : (tensor<100x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %53:5 = func.call @closed_call_1(%iterArg_31, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52) : (tensor<384x128xf32>, tensor<384x16xf32>, tensor<384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<16x128xf32>, tensor<16x16xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) -> (tensor<384x16xf32>, tensor<384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<16x128xf32>)
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %54 = stablehlo.add %iterArg_32, %c_40 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %54, %53#0, %53#1, %53#2, %53#3, %53#4 : tensor<100x16x16xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<100x16x128xf32>, tensor<384x128xf32>, tensor<i32>, tensor<384x16xf32>, tensor<384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<16x128xf32>
    }
    return %25, %40#12, %40#14, %40#13, %40#15, %35, %32 : tensor<f32>, tensor<384x16xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128xf32>, tensor<4x128xf32>, tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<100x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<100x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<384x16xf32>, %arg1: tensor<1x384xf32>, %arg2: tensor<384x128xf32>, %arg3: tensor<1x128xf32>, %arg4: tensor<16x128xf32>, %arg5: tensor<16x16xf32>) -> (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<384x16xf32>, tensor<16x16xf32>) -> tensor<384x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<384x16xf32>) -> tensor<16x384xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x384xf32>) -> tensor<16x384xf32>
    %3 = stablehlo.add %1, %2 : tensor<16x384xf32>
    %4 = stablehlo.slice %3 [0:16, 0:128] : (tensor<16x384xf32>) -> tensor<16x128xf32>
    %5 = stablehlo.slice %3 [0:16, 128:256] : (tensor<16x384xf32>) -> tensor<16x128xf32>
    %6 = stablehlo.slice %3 [0:16, 256:384] : (tensor<16x384xf32>) -> tensor<16x128xf32>
    %7 = stablehlo.dot_general %arg2, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<384x128xf32>, tensor<16x128xf32>) -> tensor<384x16xf32>
    %8 = stablehlo.slice %7 [0:128, 0:16] : (tensor<384x16xf32>) -> tensor<128x16xf32>
    %9 = stablehlo.slice %7 [128:256, 0:16] : (tensor<384x16xf32>) -> tensor<128x16xf32>
    %10 = stablehlo.slice %7 [256:384, 0:16] : (tensor<384x16xf32>) -> tensor<128x16xf32>
    %11 = stablehlo.transpose %8, dims = [1, 0] : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %12 = stablehlo.add %4, %11 : tensor<16x128xf32>
    %13 = stablehlo.negate %12 : tensor<16x128xf32>
    %14 = stablehlo.exponential %13 : tensor<16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %16 = stablehlo.add %15, %14 : tensor<16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %18 = stablehlo.divide %17, %16 : tensor<16x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<16x128xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<16x128xf32>
    %22 = stablehlo.transpose %9, dims = [1, 0] : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %23 = stablehlo.add %5, %22 : tensor<16x128xf32>
    %24 = stablehlo.negate %23 : tensor<16x128xf32>
    %25 = stablehlo.exponential %24 : tensor<16x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %27 = stablehlo.add %26, %25 : tensor<16x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %29 = stablehlo.divide %28, %27 : tensor<16x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<16x128xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<16x128xf32>
    %33 = stablehlo.transpose %10, dims = [1, 0] : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %35 = stablehlo.add %33, %34 : tensor<16x128xf32>
    %36 = stablehlo.multiply %18, %35 : tensor<16x128xf32>
    %37 = stablehlo.add %6, %36 : tensor<16x128xf32>
    %38 = stablehlo.tanh %37 : tensor<16x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<16x128xf32>
    %41 = stablehlo.subtract %arg4, %38 : tensor<16x128xf32>
    %42 = stablehlo.multiply %29, %41 : tensor<16x128xf32>
    %43 = stablehlo.add %38, %42 : tensor<16x128xf32>
    return %43, %arg4, %21, %32, %35, %18, %38, %40, %41, %29 : tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<100x16x128xf32>, %arg1: tensor<16x128xf32>, %arg2: tensor<i32>) -> tensor<100x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<100x16x128xf32>, tensor<1x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<100x16x128xf32>
    return %1 : tensor<100x16x128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<100x16x128xf32>, %arg1: tensor<i32>) -> tensor<16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 128] : (tensor<100x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    return %1 : tensor<16x128xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<384x128xf32>, %arg1: tensor<384x16xf32>, %arg2: tensor<384xf32>, %arg3: tensor<384x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<16x128xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16x128xf32>, %arg8: tensor<16x128xf32>, %arg9: tensor<16x128xf32>, %arg10: tensor<16x128xf32>, %arg11: tensor<16x128xf32>, %arg12: tensor<16x128xf32>, %arg13: tensor<16x128xf32>, %arg14: tensor<16x128xf32>, %arg15: tensor<16x128xf32>) -> (tensor<384x16xf32>, tensor<384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<16x128xf32>) {
    %0 = stablehlo.multiply %arg15, %arg5 : tensor<16x128xf32>
    %1 = stablehlo.multiply %arg5, %arg14 : tensor<16x128xf32>
    %2 = stablehlo.negate %0 : tensor<16x128xf32>
    %3 = stablehlo.add %arg5, %2 : tensor<16x128xf32>
    %4 = stablehlo.multiply %3, %arg13 : tensor<16x128xf32>
    %5 = stablehlo.multiply %4, %arg12 : tensor<16x128xf32>
    %6 = stablehlo.add %4, %5 : tensor<16x128xf32>
    %7 = stablehlo.multiply %arg11, %6 : tensor<16x128xf32>
    %8 = stablehlo.multiply %6, %arg10 : tensor<16x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %10 = stablehlo.reshape %9 : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.add %arg4, %11 : tensor<128xf32>
    %13 = stablehlo.transpose %7, dims = [1, 0] : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %14 = stablehlo.multiply %1, %arg9 : tensor<16x128xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %16 = stablehlo.multiply %8, %arg8 : tensor<16x128xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %18 = stablehlo.concatenate %17, %15, %13, dim = 0 : (tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>) -> tensor<384x16xf32>
    %19 = stablehlo.dot_general %18, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<384x16xf32>, tensor<384x128xf32>) -> tensor<16x128xf32>
    %20 = stablehlo.add %0, %19 : tensor<16x128xf32>
    %21 = stablehlo.dot_general %18, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<384x16xf32>, tensor<16x128xf32>) -> tensor<384x128xf32>
    %22 = stablehlo.add %arg3, %21 : tensor<384x128xf32>
    %23 = stablehlo.concatenate %16, %14, %6, dim = 1 : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x384xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16x384xf32>, tensor<f32>) -> tensor<384xf32>
    %25 = stablehlo.reshape %24 : (tensor<384xf32>) -> tensor<1x384xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %27 = stablehlo.add %arg2, %26 : tensor<384xf32>
    %28 = stablehlo.transpose %23, dims = [1, 0] : (tensor<16x384xf32>) -> tensor<384x16xf32>
    %29 = stablehlo.dot_general %28, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<384x16xf32>, tensor<16x16xf32>) -> tensor<384x16xf32>
    %30 = stablehlo.add %arg1, %29 : tensor<384x16xf32>
    return %30, %27, %22, %12, %20 : tensor<384x16xf32>, tensor<384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<16x128xf32>
  }
}
