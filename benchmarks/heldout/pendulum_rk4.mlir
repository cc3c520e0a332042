module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2xf32>) -> (tensor<2048x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<2048x2xf32>
    cond {
      %c_3 = stablehlo.constant dense<300> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<2048x2xf32>) -> (tensor<i32>, tensor<2048x2xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<2048x2xf32>
    }
    return %0#2 : tensor<2048x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2048x2xf32>) -> (tensor<i32>, tensor<2048x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg1 [0:2048, 0:1] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %3 = stablehlo.slice %arg1 [0:2048, 1:2] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %5 = stablehlo.sine %2 : tensor<2048xf32>
    %cst = stablehlo.constant dense<-9.800000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<2048xf32>
    %10 = stablehlo.subtract %7, %9 : tensor<2048xf32>
    %11 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 1 : (tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x2xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x2xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2048x2xf32>
    %16 = stablehlo.add %arg1, %15 : tensor<2048x2xf32>
    %17 = stablehlo.slice %16 [0:2048, 0:1] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %19 = stablehlo.slice %16 [0:2048, 1:2] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %21 = stablehlo.sine %18 : tensor<2048xf32>
    %cst_2 = stablehlo.constant dense<-9.800000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<2048xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<2048xf32>
    %27 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 1 : (tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x2xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048x2xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<2048x2xf32>
    %32 = stablehlo.add %arg1, %31 : tensor<2048x2xf32>
    %33 = stablehlo.slice %32 [0:2048, 0:1] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %34 = stablehlo.reshape %33 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %35 = stablehlo.slice %32 [0:2048, 1:2] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %37 = stablehlo.sine %34 : tensor<2048xf32>
    %cst_5 = stablehlo.constant dense<-9.800000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2048xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<2048xf32>
    %42 = stablehlo.subtract %39, %41 : tensor<2048xf32>
    %43 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %45 = stablehlo.concatenate %43, %44, dim = 1 : (tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x2xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2048x2xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2048x2xf32>
    %48 = stablehlo.add %arg1, %47 : tensor<2048x2xf32>
    %49 = stablehlo.slice %48 [0:2048, 0:1] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %51 = stablehlo.slice %48 [0:2048, 1:2] : (tensor<2048x2xf32>) -> tensor<2048x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %53 = stablehlo.sine %50 : tensor<2048xf32>
    %cst_8 = stablehlo.constant dense<-9.800000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<2048xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %57 = stablehlo.multiply %56, %52 : tensor<2048xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<2048xf32>
    %59 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %61 = stablehlo.concatenate %59, %60, dim = 1 : (tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x2xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x2xf32>
    %63 = stablehlo.multiply %62, %29 : tensor<2048x2xf32>
    %64 = stablehlo.add %13, %63 : tensor<2048x2xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2048x2xf32>
    %66 = stablehlo.multiply %65, %45 : tensor<2048x2xf32>
    %67 = stablehlo.add %64, %66 : tensor<2048x2xf32>
    %68 = stablehlo.add %67, %61 : tensor<2048x2xf32>
    %cst_12 = stablehlo.constant dense<0.00166666671> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x2xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<2048x2xf32>
    %71 = stablehlo.add %arg1, %70 : tensor<2048x2xf32>
    return %0, %71 : tensor<i32>, tensor<2048x2xf32>
  }
}
