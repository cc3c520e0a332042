module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<256x256xf32>
    cond {
      %c_3 = stablehlo.constant dense<100> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<256x256xf32>) -> (tensor<i32>, tensor<256x256xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<256x256xf32>
    }
    return %0#2 : tensor<256x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<256x256xf32>) -> (tensor<i32>, tensor<256x256xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = call @_roll_static(%arg1) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<256x256xf32>
    %4 = call @_roll_static_0(%arg1) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %5 = stablehlo.add %3, %4 : tensor<256x256xf32>
    %6 = call @_roll_static_1(%arg1) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %7 = stablehlo.add %5, %6 : tensor<256x256xf32>
    %8 = call @_roll_static_2(%arg1) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %9 = stablehlo.add %7, %8 : tensor<256x256xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %11 = stablehlo.multiply %10, %arg1 : tensor<256x256xf32>
    %12 = stablehlo.subtract %9, %11 : tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<256x256xf32>
    %15 = stablehlo.add %arg1, %14 : tensor<256x256xf32>
    return %0, %15 : tensor<i32>, tensor<256x256xf32>
  }
  func.func private @_roll_static(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.slice %arg0 [255:256, 0:256] : (tensor<256x256xf32>) -> tensor<1x256xf32>
    %1 = stablehlo.slice %arg0 [0:255, 0:256] : (tensor<256x256xf32>) -> tensor<255x256xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x256xf32>, tensor<255x256xf32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.slice %arg0 [0:256, 255:256] : (tensor<256x256xf32>) -> tensor<256x1xf32>
    %1 = stablehlo.slice %arg0 [0:256, 0:255] : (tensor<256x256xf32>) -> tensor<256x255xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<256x1xf32>, tensor<256x255xf32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.slice %arg0 [1:256, 0:256] : (tensor<256x256xf32>) -> tensor<255x256xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:256] : (tensor<256x256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<255x256xf32>, tensor<1x256xf32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_roll_static_2(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.slice %arg0 [0:256, 1:256] : (tensor<256x256xf32>) -> tensor<256x255xf32>
    %1 = stablehlo.slice %arg0 [0:256, 0:1] : (tensor<256x256xf32>) -> tensor<256x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<256x255xf32>, tensor<256x1xf32>) -> tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
}
