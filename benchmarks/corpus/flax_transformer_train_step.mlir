module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32>, %arg1: tensor<128x512xf32>, %arg2: tensor<128xf32>, %arg3: tensor<512x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<4x32xf32>, %arg9: tensor<128x4x32xf32>, %arg10: tensor<128xf32>, %arg11: tensor<4x32x128xf32>, %arg12: tensor<4x32xf32>, %arg13: tensor<128x4x32xf32>, %arg14: tensor<4x32xf32>, %arg15: tensor<128x4x32xf32>, %arg16: tensor<512xf32>, %arg17: tensor<128x512xf32>, %arg18: tensor<128xf32>, %arg19: tensor<512x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<4x32xf32>, %arg25: tensor<128x4x32xf32>, %arg26: tensor<128xf32>, %arg27: tensor<4x32x128xf32>, %arg28: tensor<4x32xf32>, %arg29: tensor<128x4x32xf32>, %arg30: tensor<4x32xf32>, %arg31: tensor<128x4x32xf32>, %arg32: tensor<512x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<64x128xf32>, %arg36: tensor<i32>, %arg37: tensor<512xf32>, %arg38: tensor<128x512xf32>, %arg39: tensor<128xf32>, %arg40: tensor<512x128xf32>, %arg41: tensor<128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128xf32>, %arg45: tensor<4x32xf32>, %arg46: tensor<128x4x32xf32>, %arg47: tensor<128xf32>, %arg48: tensor<4x32x128xf32>, %arg49: tensor<4x32xf32>, %arg50: tensor<128x4x32xf32>, %arg51: tensor<4x32xf32>, %arg52: tensor<128x4x32xf32>, %arg53: tensor<512xf32>, %arg54: tensor<128x512xf32>, %arg55: tensor<128xf32>, %arg56: tensor<512x128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<128xf32>, %arg59: tensor<128xf32>, %arg60: tensor<128xf32>, %arg61: tensor<4x32xf32>, %arg62: tensor<128x4x32xf32>, %arg63: tensor<128xf32>, %arg64: tensor<4x32x128xf32>, %arg65: tensor<4x32xf32>, %arg66: tensor<128x4x32xf32>, %arg67: tensor<4x32xf32>, %arg68: tensor<128x4x32xf32>, %arg69: tensor<512x128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<128xf32>, %arg72: tensor<64x128xf32>, %arg73: tensor<512xf32>, %arg74: tensor<128x512xf32>, %arg75: tensor<128xf32>, %arg76: tensor<512x128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<128xf32>, %arg79: tensor<128xf32>, %arg80: tensor<128xf32>, %arg81: tensor<4x32xf32>, %arg82: tensor<128x4x32xf32>, %arg83: tensor<128xf32>, %arg84: tensor<4x32x128xf32>, %arg85: tensor<4x32xf32>, %arg86: tensor<128x4x32xf32>, %arg87: tensor<4x32xf32>, %arg88: tensor<128x4x32xf32>, %arg89: tensor<512xf32>, %arg90: tensor<128x512xf32>, %arg91: tensor<128xf32>, %arg92: tensor<512x128xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<128xf32>, %arg96: tensor<128xf32>, %arg97: tensor<4x32xf32>, %arg98: tensor<128x4x32xf32>, %arg99: tensor<128xf32>, %arg100: tensor<4x32x128xf32>, %arg101: tensor<4x32xf32>, %arg102: tensor<128x4x32xf32>, %arg103: tensor<4x32xf32>, %arg104: tensor<128x4x32xf32>, %arg105: tensor<512x128xf32>, %arg106: tensor<128xf32>, %arg107: tensor<128xf32>, %arg108: tensor<64x128xf32>, %arg109: tensor<i32>, %arg110: tensor<8x65xi32>) -> (tensor<512xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, tensor<512x128xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x32x128xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['Block_1']['Dense_0']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[0]['Block_1']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['Dense_1']['bias']"}, tensor<512x128xf32> {jax.result_info = "result[0]['Block_1']['Dense_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_1']['scale']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x32x128xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[0]['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[0]['pos']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<512xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_0']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_1']['bias']"}, tensor<512x128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_1']['scale']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x32x128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['Dense_0']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['Dense_1']['bias']"}, tensor<512x128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['Dense_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['LayerNorm_1']['scale']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x32x128xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[1][1][0].mu['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1][1][0].mu['pos']"}, tensor<512xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_0']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_1']['bias']"}, tensor<512x128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_1']['scale']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x32x128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['Dense_0']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['Dense_1']['bias']"}, tensor<512x128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['Dense_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['LayerNorm_1']['scale']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x32x128xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<128x4x32xf32> {jax.result_info = "result[1][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[1][1][0].nu['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1][1][0].nu['pos']"}, tensor<i32> {jax.result_info = "result[1][1][2].count"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg110 [0:8, 0:64] : (tensor<8x65xi32>) -> tensor<8x64xi32>
    %1:2 = call @_take(%arg32, %0) : (tensor<512x128xf32>, tensor<8x64xi32>) -> (tensor<8x64x128xf32>, tensor<8x64x1xi32>)
    %2 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<8x64x128xf32>
    %4 = stablehlo.add %1#0, %3 : tensor<8x64x128xf32>
    %5 = stablehlo.iota dim = 0 : tensor<64xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<64xi32>) -> tensor<8x64xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3] : (tensor<8x64x64xi1>) -> tensor<8x1x64x64xi1>
    %13 = stablehlo.convert %12 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xf32>
    %14 = chlo.square %4 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.multiply %15, %4 : tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x64xf32>
    %23 = chlo.square %19 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %25 = stablehlo.multiply %24, %19 : tensor<8x64xf32>
    %26 = stablehlo.subtract %22, %23 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8x64xf32>
    %29 = stablehlo.compare EQ, %26, %28, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %32 = stablehlo.select %29, %30, %31 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %34 = stablehlo.compare EQ, %33, %28, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %37 = stablehlo.select %34, %35, %36 : tensor<8x64xi1>, tensor<8x64xf32>
    %38 = stablehlo.divide %32, %37 : tensor<8x64xf32>
    %39 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %40 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %42 = stablehlo.subtract %4, %41 : tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %44 = stablehlo.add %40, %43 : tensor<8x64x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<8x64x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8x64x1xf32>
    %49 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<8x64x128xf32>
    %53 = stablehlo.multiply %42, %52 : tensor<8x64x128xf32>
    %54 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x64x128xf32>
    %57 = stablehlo.dot_general %56, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %58 = stablehlo.reshape %arg12 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x64x4x32xf32>
    %61 = stablehlo.dot_general %56, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %62 = stablehlo.reshape %arg8 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x64x4x32xf32>
    %65 = stablehlo.dot_general %56, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %66 = stablehlo.reshape %arg14 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x64x4x32xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %69 = stablehlo.sqrt %cst_13 : tensor<f32>
    %70 = stablehlo.convert %69 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %72 = stablehlo.divide %60, %71 : tensor<8x64x4x32xf32>
    %73 = stablehlo.dot_general %72, %64, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %74:3 = call @_where_0(%13, %73, %cst_14) : (tensor<8x1x64x64xf32>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %78 = stablehlo.compare EQ, %74#0, %77, FLOAT : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xi1>
    %79 = stablehlo.convert %78 : (tensor<8x4x64x64xi1>) -> tensor<8x4x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %82 = stablehlo.maximum %81, %75 : tensor<8x4x64xf32>
    %83 = stablehlo.compare EQ, %75, %82, FLOAT : (tensor<8x4x64xf32>, tensor<8x4x64xf32>) -> tensor<8x4x64xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %86 = stablehlo.select %83, %84, %85 : tensor<8x4x64xi1>, tensor<8x4x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %88 = stablehlo.compare EQ, %87, %82, FLOAT : (tensor<8x4x64xf32>, tensor<8x4x64xf32>) -> tensor<8x4x64xi1>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %91 = stablehlo.select %88, %89, %90 : tensor<8x4x64xi1>, tensor<8x4x64xf32>
    %92 = stablehlo.divide %86, %91 : tensor<8x4x64xf32>
    %93 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %95 = stablehlo.subtract %74#0, %94 : tensor<8x4x64x64xf32>
    %96 = stablehlo.exponential %95 : tensor<8x4x64x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %100 = stablehlo.divide %96, %99 : tensor<8x4x64x64xf32>
    %101 = stablehlo.multiply %98, %98 : tensor<8x4x64x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<8x4x64x1xf32>
    %104 = stablehlo.dot_general %68, %100, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %105 = stablehlo.transpose %104, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %106 = stablehlo.dot_general %105, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %107 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %109 = stablehlo.add %106, %108 : tensor<8x64x128xf32>
    %110 = stablehlo.add %4, %109 : tensor<8x64x128xf32>
    %111 = chlo.square %110 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%110 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %116 = stablehlo.divide %114, %115 : tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%111 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %119 = stablehlo.divide %117, %118 : tensor<8x64xf32>
    %120 = chlo.square %116 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %122 = stablehlo.multiply %121, %116 : tensor<8x64xf32>
    %123 = stablehlo.subtract %119, %120 : tensor<8x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<8x64xf32>
    %126 = stablehlo.compare EQ, %123, %125, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.select %126, %127, %128 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %131 = stablehlo.compare EQ, %130, %125, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %134 = stablehlo.select %131, %132, %133 : tensor<8x64xi1>, tensor<8x64xf32>
    %135 = stablehlo.divide %129, %134 : tensor<8x64xf32>
    %136 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %137 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.subtract %110, %138 : tensor<8x64x128xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %141 = stablehlo.add %137, %140 : tensor<8x64x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<8x64x1xf32>
    %143 = stablehlo.divide %142, %141 : tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<8x64x1xf32>
    %146 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<8x64x128xf32>
    %150 = stablehlo.multiply %139, %149 : tensor<8x64x128xf32>
    %151 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %153 = stablehlo.add %150, %152 : tensor<8x64x128xf32>
    %154 = stablehlo.dot_general %153, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %155 = stablehlo.reshape %arg0 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x64x512xf32>
    %158 = stablehlo.multiply %157, %157 : tensor<8x64x512xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<8x64x512xf32>
    %160 = stablehlo.multiply %157, %157 : tensor<8x64x512xf32>
    %cst_39 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<8x64x512xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %164 = stablehlo.multiply %163, %159 : tensor<8x64x512xf32>
    %165 = stablehlo.add %157, %164 : tensor<8x64x512xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<8x64x512xf32>
    %168 = stablehlo.tanh %167 : tensor<8x64x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %170 = stablehlo.subtract %169, %168 : tensor<8x64x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %172 = stablehlo.add %171, %168 : tensor<8x64x512xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<8x64x512xf32>
    %175 = stablehlo.multiply %157, %174 : tensor<8x64x512xf32>
    %176 = stablehlo.dot_general %175, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %177 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %179 = stablehlo.add %176, %178 : tensor<8x64x128xf32>
    %180 = stablehlo.add %110, %179 : tensor<8x64x128xf32>
    %181 = chlo.square %180 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<8x64x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%180 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_47 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%181 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_49 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x64xf32>
    %190 = chlo.square %186 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %192 = stablehlo.multiply %191, %186 : tensor<8x64xf32>
    %193 = stablehlo.subtract %189, %190 : tensor<8x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %195 = stablehlo.maximum %194, %193 : tensor<8x64xf32>
    %196 = stablehlo.compare EQ, %193, %195, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %199 = stablehlo.select %196, %197, %198 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %201 = stablehlo.compare EQ, %200, %195, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %204 = stablehlo.select %201, %202, %203 : tensor<8x64xi1>, tensor<8x64xf32>
    %205 = stablehlo.divide %199, %204 : tensor<8x64xf32>
    %206 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %207 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %209 = stablehlo.subtract %180, %208 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %211 = stablehlo.add %207, %210 : tensor<8x64x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<8x64x1xf32>
    %213 = stablehlo.divide %212, %211 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<8x64x1xf32>
    %216 = stablehlo.reshape %arg21 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %217 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<8x64x128xf32>
    %220 = stablehlo.multiply %209, %219 : tensor<8x64x128xf32>
    %221 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x64x128xf32>
    %224 = stablehlo.dot_general %223, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %225 = stablehlo.reshape %arg28 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x64x4x32xf32>
    %228 = stablehlo.dot_general %223, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %229 = stablehlo.reshape %arg24 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %231 = stablehlo.add %228, %230 : tensor<8x64x4x32xf32>
    %232 = stablehlo.dot_general %223, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %233 = stablehlo.reshape %arg30 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %235 = stablehlo.add %232, %234 : tensor<8x64x4x32xf32>
    %cst_59 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %236 = stablehlo.sqrt %cst_59 : tensor<f32>
    %237 = stablehlo.convert %236 : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %239 = stablehlo.divide %227, %238 : tensor<8x64x4x32xf32>
    %240 = stablehlo.dot_general %239, %231, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_60 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %241:3 = call @_where_0(%13, %240, %cst_60) : (tensor<8x1x64x64xf32>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>)
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = stablehlo.reduce(%241#0 init: %cst_61) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %243 = stablehlo.reshape %242 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %245 = stablehlo.compare EQ, %241#0, %244, FLOAT : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xi1>
    %246 = stablehlo.convert %245 : (tensor<8x4x64x64xi1>) -> tensor<8x4x64x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %249 = stablehlo.maximum %248, %242 : tensor<8x4x64xf32>
    %250 = stablehlo.compare EQ, %242, %249, FLOAT : (tensor<8x4x64xf32>, tensor<8x4x64xf32>) -> tensor<8x4x64xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %253 = stablehlo.select %250, %251, %252 : tensor<8x4x64xi1>, tensor<8x4x64xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %255 = stablehlo.compare EQ, %254, %249, FLOAT : (tensor<8x4x64xf32>, tensor<8x4x64xf32>) -> tensor<8x4x64xi1>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %258 = stablehlo.select %255, %256, %257 : tensor<8x4x64xi1>, tensor<8x4x64xf32>
    %259 = stablehlo.divide %253, %258 : tensor<8x4x64xf32>
    %260 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %262 = stablehlo.subtract %241#0, %261 : tensor<8x4x64x64xf32>
    %263 = stablehlo.exponential %262 : tensor<8x4x64x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %267 = stablehlo.divide %263, %266 : tensor<8x4x64x64xf32>
    %268 = stablehlo.multiply %265, %265 : tensor<8x4x64x1xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %270 = stablehlo.divide %269, %268 : tensor<8x4x64x1xf32>
    %271 = stablehlo.dot_general %235, %267, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %272 = stablehlo.transpose %271, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %273 = stablehlo.dot_general %272, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %274 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %276 = stablehlo.add %273, %275 : tensor<8x64x128xf32>
    %277 = stablehlo.add %180, %276 : tensor<8x64x128xf32>
    %278 = chlo.square %277 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %280 = stablehlo.multiply %279, %277 : tensor<8x64x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%277 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_73 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%278 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_75 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %286 = stablehlo.divide %284, %285 : tensor<8x64xf32>
    %287 = chlo.square %283 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %289 = stablehlo.multiply %288, %283 : tensor<8x64xf32>
    %290 = stablehlo.subtract %286, %287 : tensor<8x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %292 = stablehlo.maximum %291, %290 : tensor<8x64xf32>
    %293 = stablehlo.compare EQ, %290, %292, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %296 = stablehlo.select %293, %294, %295 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %298 = stablehlo.compare EQ, %297, %292, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %301 = stablehlo.select %298, %299, %300 : tensor<8x64xi1>, tensor<8x64xf32>
    %302 = stablehlo.divide %296, %301 : tensor<8x64xf32>
    %303 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %304 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %306 = stablehlo.subtract %277, %305 : tensor<8x64x128xf32>
    %cst_83 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %308 = stablehlo.add %304, %307 : tensor<8x64x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<8x64x1xf32>
    %310 = stablehlo.divide %309, %308 : tensor<8x64x1xf32>
    %cst_84 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<8x64x1xf32>
    %313 = stablehlo.reshape %arg23 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %314 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %315 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<8x64x128xf32>
    %317 = stablehlo.multiply %306, %316 : tensor<8x64x128xf32>
    %318 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %320 = stablehlo.add %317, %319 : tensor<8x64x128xf32>
    %321 = stablehlo.dot_general %320, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %322 = stablehlo.reshape %arg16 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %324 = stablehlo.add %321, %323 : tensor<8x64x512xf32>
    %325 = stablehlo.multiply %324, %324 : tensor<8x64x512xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<8x64x512xf32>
    %327 = stablehlo.multiply %324, %324 : tensor<8x64x512xf32>
    %cst_85 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<8x64x512xf32>
    %cst_86 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %331 = stablehlo.multiply %330, %326 : tensor<8x64x512xf32>
    %332 = stablehlo.add %324, %331 : tensor<8x64x512xf32>
    %cst_87 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<8x64x512xf32>
    %335 = stablehlo.tanh %334 : tensor<8x64x512xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %337 = stablehlo.subtract %336, %335 : tensor<8x64x512xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %339 = stablehlo.add %338, %335 : tensor<8x64x512xf32>
    %cst_90 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %341 = stablehlo.multiply %340, %339 : tensor<8x64x512xf32>
    %342 = stablehlo.multiply %324, %341 : tensor<8x64x512xf32>
    %343 = stablehlo.dot_general %342, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %344 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %346 = stablehlo.add %343, %345 : tensor<8x64x128xf32>
    %347 = stablehlo.add %277, %346 : tensor<8x64x128xf32>
    %348 = chlo.square %347 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %350 = stablehlo.multiply %349, %347 : tensor<8x64x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%347 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_93 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %353 = stablehlo.divide %351, %352 : tensor<8x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%348 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_95 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %356 = stablehlo.divide %354, %355 : tensor<8x64xf32>
    %357 = chlo.square %353 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %359 = stablehlo.multiply %358, %353 : tensor<8x64xf32>
    %360 = stablehlo.subtract %356, %357 : tensor<8x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %362 = stablehlo.maximum %361, %360 : tensor<8x64xf32>
    %363 = stablehlo.compare EQ, %360, %362, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %366 = stablehlo.select %363, %364, %365 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %368 = stablehlo.compare EQ, %367, %362, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %371 = stablehlo.select %368, %369, %370 : tensor<8x64xi1>, tensor<8x64xf32>
    %372 = stablehlo.divide %366, %371 : tensor<8x64xf32>
    %373 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %374 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %376 = stablehlo.subtract %347, %375 : tensor<8x64x128xf32>
    %cst_103 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %378 = stablehlo.add %374, %377 : tensor<8x64x1xf32>
    %379 = stablehlo.rsqrt %378 : tensor<8x64x1xf32>
    %380 = stablehlo.divide %379, %378 : tensor<8x64x1xf32>
    %cst_104 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<8x64x1xf32>
    %383 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %384 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %385 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<8x64x128xf32>
    %387 = stablehlo.multiply %376, %386 : tensor<8x64x128xf32>
    %388 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %390 = stablehlo.add %387, %389 : tensor<8x64x128xf32>
    %391 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %392 = stablehlo.dot_general %390, %391, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %393 = stablehlo.slice %arg110 [0:8, 1:65] : (tensor<8x65xi32>) -> tensor<8x64xi32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %395:2 = call @take_along_axis(%392, %394) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %396:2 = call @_take_1(%395#0, %c) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %397 = stablehlo.reduce(%392 init: %cst_105) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %398 = stablehlo.reshape %397 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %400 = stablehlo.compare EQ, %392, %399, FLOAT : (tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xi1>
    %401 = stablehlo.convert %400 : (tensor<8x64x512xi1>) -> tensor<8x64x512xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %404 = stablehlo.maximum %403, %397 : tensor<8x64xf32>
    %405 = stablehlo.compare EQ, %397, %404, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %408 = stablehlo.select %405, %406, %407 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %410 = stablehlo.compare EQ, %409, %404, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %413 = stablehlo.select %410, %411, %412 : tensor<8x64xi1>, tensor<8x64xf32>
    %414 = stablehlo.divide %408, %413 : tensor<8x64xf32>
    %415 = stablehlo.is_finite %404 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %417 = stablehlo.select %415, %404, %416 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %419 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %421 = stablehlo.subtract %392, %420 : tensor<8x64x512xf32>
    %422 = stablehlo.exponential %421 : tensor<8x64x512xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %424 = stablehlo.sign %423 : tensor<8x64xf32>
    %425 = stablehlo.abs %423 : tensor<8x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %427 = stablehlo.compare GE, %423, %426, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %428 = stablehlo.log %425 : tensor<8x64xf32>
    %429 = stablehlo.add %428, %417 : tensor<8x64xf32>
    %430 = stablehlo.subtract %429, %396#0 : tensor<8x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %432 = stablehlo.divide %431, %cst_118 : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_120 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %433 = stablehlo.divide %cst_119, %cst_120 : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %435 = stablehlo.negate %434 : tensor<8x64xf32>
    %436 = stablehlo.divide %434, %425 : tensor<8x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %438 = stablehlo.select %427, %437, %436 : tensor<8x64xi1>, tensor<8x64xf32>
    %439 = stablehlo.select %427, %436, %437 : tensor<8x64xi1>, tensor<8x64xf32>
    %440 = stablehlo.negate %438 : tensor<8x64xf32>
    %441 = stablehlo.add %439, %440 : tensor<8x64xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %443 = stablehlo.multiply %442, %422 : tensor<8x64x512xf32>
    %444 = call @_take_3(%396#1, %435) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %445 = call @take_along_axis_4(%395#1, %444) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %446 = stablehlo.add %443, %445 : tensor<8x64x512xf32>
    %447 = stablehlo.dot_general %446, %390, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %448 = stablehlo.transpose %447, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %449 = stablehlo.dot_general %446, %391, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %450 = stablehlo.transpose %448, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%449 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %452 = stablehlo.reshape %451 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %453 = stablehlo.reshape %452 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %454 = stablehlo.multiply %376, %449 : tensor<8x64x128xf32>
    %455 = stablehlo.multiply %449, %386 : tensor<8x64x128xf32>
    %456 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<8x64x128xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%457 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %459 = stablehlo.reshape %458 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %460 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %461 = stablehlo.multiply %454, %460 : tensor<8x64x128xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %464 = stablehlo.reshape %459 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %465 = stablehlo.multiply %463, %382 : tensor<8x64x1xf32>
    %466 = stablehlo.negate %455 : tensor<8x64x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%465 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%468 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %471 = stablehlo.multiply %469, %372 : tensor<8x64xf32>
    %472 = stablehlo.negate %471 : tensor<8x64xf32>
    %473 = stablehlo.multiply %472, %359 : tensor<8x64xf32>
    %474 = stablehlo.add %470, %473 : tensor<8x64xf32>
    %cst_128 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %476 = stablehlo.divide %471, %475 : tensor<8x64xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %cst_129 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %479 = stablehlo.divide %474, %478 : tensor<8x64xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %481 = stablehlo.add %455, %480 : tensor<8x64x128xf32>
    %482 = stablehlo.multiply %477, %350 : tensor<8x64x128xf32>
    %483 = stablehlo.add %481, %482 : tensor<8x64x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %485 = stablehlo.reshape %484 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %486 = stablehlo.reshape %485 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %487 = stablehlo.dot_general %483, %342, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %488 = stablehlo.transpose %487, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %489 = stablehlo.dot_general %483, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %490 = stablehlo.multiply %324, %489 : tensor<8x64x512xf32>
    %491 = stablehlo.multiply %489, %341 : tensor<8x64x512xf32>
    %cst_131 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %493 = stablehlo.multiply %492, %490 : tensor<8x64x512xf32>
    %494 = stablehlo.multiply %493, %337 : tensor<8x64x512xf32>
    %495 = stablehlo.multiply %494, %335 : tensor<8x64x512xf32>
    %496 = stablehlo.add %494, %495 : tensor<8x64x512xf32>
    %cst_132 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %498 = stablehlo.multiply %497, %496 : tensor<8x64x512xf32>
    %499 = stablehlo.add %491, %498 : tensor<8x64x512xf32>
    %cst_133 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %501 = stablehlo.multiply %500, %498 : tensor<8x64x512xf32>
    %502 = stablehlo.multiply %501, %329 : tensor<8x64x512xf32>
    %503 = stablehlo.add %499, %502 : tensor<8x64x512xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %505 = stablehlo.reshape %504 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %506 = stablehlo.reshape %505 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %507 = stablehlo.dot_general %503, %320, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %508 = stablehlo.transpose %507, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %509 = stablehlo.dot_general %503, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %511 = stablehlo.reshape %510 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %512 = stablehlo.reshape %511 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %513 = stablehlo.multiply %306, %509 : tensor<8x64x128xf32>
    %514 = stablehlo.multiply %509, %316 : tensor<8x64x128xf32>
    %515 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %516 = stablehlo.multiply %515, %513 : tensor<8x64x128xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%516 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %518 = stablehlo.reshape %517 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %519 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %520 = stablehlo.multiply %513, %519 : tensor<8x64x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%520 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %522 = stablehlo.reshape %521 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %523 = stablehlo.reshape %518 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %524 = stablehlo.multiply %522, %312 : tensor<8x64x1xf32>
    %525 = stablehlo.negate %514 : tensor<8x64x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%525 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %527 = stablehlo.reshape %526 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %528 = stablehlo.add %483, %514 : tensor<8x64x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%524 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%527 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %531 = stablehlo.multiply %529, %302 : tensor<8x64xf32>
    %532 = stablehlo.negate %531 : tensor<8x64xf32>
    %533 = stablehlo.multiply %532, %289 : tensor<8x64xf32>
    %534 = stablehlo.add %530, %533 : tensor<8x64xf32>
    %cst_141 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %536 = stablehlo.divide %531, %535 : tensor<8x64xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %cst_142 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %539 = stablehlo.divide %534, %538 : tensor<8x64xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %541 = stablehlo.add %528, %540 : tensor<8x64x128xf32>
    %542 = stablehlo.multiply %537, %280 : tensor<8x64x128xf32>
    %543 = stablehlo.add %541, %542 : tensor<8x64x128xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %545 = stablehlo.reshape %544 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %546 = stablehlo.reshape %545 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %547 = stablehlo.dot_general %543, %272, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x4x32xf32>) -> tensor<128x4x32xf32>
    %548 = stablehlo.transpose %547, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %549 = stablehlo.dot_general %543, %arg27, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<4x32x128xf32>) -> tensor<8x64x4x32xf32>
    %550 = stablehlo.transpose %549, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %551 = stablehlo.dot_general %550, %235, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %552 = stablehlo.dot_general %550, %267, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %553 = stablehlo.transpose %552, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %554 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %555 = stablehlo.multiply %551, %554 : tensor<8x4x64x64xf32>
    %556 = stablehlo.multiply %555, %263 : tensor<8x4x64x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_144) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %559 = stablehlo.negate %558 : tensor<8x4x64x1xf32>
    %560 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %561 = stablehlo.divide %551, %560 : tensor<8x4x64x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%559 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %564 = stablehlo.add %561, %563 : tensor<8x4x64x64xf32>
    %565 = stablehlo.multiply %564, %263 : tensor<8x4x64x64xf32>
    %566 = call @_where_5(%241#1, %241#2, %565) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %567 = stablehlo.dot_general %566, %239, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %568 = stablehlo.transpose %567, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %569 = stablehlo.dot_general %566, %231, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %570 = stablehlo.transpose %569, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %571 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %572 = stablehlo.divide %570, %571 : tensor<8x64x4x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%553 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %574 = stablehlo.reshape %573 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %576 = stablehlo.dot_general %553, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x128xf32>) -> tensor<4x32x128xf32>
    %577 = stablehlo.transpose %576, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %578 = stablehlo.dot_general %553, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x64x128xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%568 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %580 = stablehlo.reshape %579 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %581 = stablehlo.reshape %580 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %582 = stablehlo.dot_general %568, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x128xf32>) -> tensor<4x32x128xf32>
    %583 = stablehlo.transpose %582, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %584 = stablehlo.dot_general %568, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x64x128xf32>
    %585 = stablehlo.add %578, %584 : tensor<8x64x128xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%572 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %587 = stablehlo.reshape %586 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %588 = stablehlo.reshape %587 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %589 = stablehlo.dot_general %572, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x128xf32>) -> tensor<4x32x128xf32>
    %590 = stablehlo.transpose %589, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %591 = stablehlo.dot_general %572, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x64x128xf32>
    %592 = stablehlo.add %585, %591 : tensor<8x64x128xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %594 = stablehlo.reshape %593 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %595 = stablehlo.reshape %594 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %596 = stablehlo.multiply %209, %592 : tensor<8x64x128xf32>
    %597 = stablehlo.multiply %592, %219 : tensor<8x64x128xf32>
    %598 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %599 = stablehlo.multiply %598, %596 : tensor<8x64x128xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%599 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %601 = stablehlo.reshape %600 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %602 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %603 = stablehlo.multiply %596, %602 : tensor<8x64x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%603 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %605 = stablehlo.reshape %604 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %606 = stablehlo.reshape %601 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %607 = stablehlo.multiply %605, %215 : tensor<8x64x1xf32>
    %608 = stablehlo.negate %597 : tensor<8x64x128xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%608 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %610 = stablehlo.reshape %609 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %611 = stablehlo.add %543, %597 : tensor<8x64x128xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%607 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%610 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %614 = stablehlo.multiply %612, %205 : tensor<8x64xf32>
    %615 = stablehlo.negate %614 : tensor<8x64xf32>
    %616 = stablehlo.multiply %615, %192 : tensor<8x64xf32>
    %617 = stablehlo.add %613, %616 : tensor<8x64xf32>
    %cst_155 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %619 = stablehlo.divide %614, %618 : tensor<8x64xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %cst_156 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %622 = stablehlo.divide %617, %621 : tensor<8x64xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %624 = stablehlo.add %611, %623 : tensor<8x64x128xf32>
    %625 = stablehlo.multiply %620, %183 : tensor<8x64x128xf32>
    %626 = stablehlo.add %624, %625 : tensor<8x64x128xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %628 = stablehlo.reshape %627 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %629 = stablehlo.reshape %628 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %630 = stablehlo.dot_general %626, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %631 = stablehlo.transpose %630, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %632 = stablehlo.dot_general %626, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %633 = stablehlo.multiply %157, %632 : tensor<8x64x512xf32>
    %634 = stablehlo.multiply %632, %174 : tensor<8x64x512xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %636 = stablehlo.multiply %635, %633 : tensor<8x64x512xf32>
    %637 = stablehlo.multiply %636, %170 : tensor<8x64x512xf32>
    %638 = stablehlo.multiply %637, %168 : tensor<8x64x512xf32>
    %639 = stablehlo.add %637, %638 : tensor<8x64x512xf32>
    %cst_159 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %641 = stablehlo.multiply %640, %639 : tensor<8x64x512xf32>
    %642 = stablehlo.add %634, %641 : tensor<8x64x512xf32>
    %cst_160 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %644 = stablehlo.multiply %643, %641 : tensor<8x64x512xf32>
    %645 = stablehlo.multiply %644, %162 : tensor<8x64x512xf32>
    %646 = stablehlo.add %642, %645 : tensor<8x64x512xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %648 = stablehlo.reshape %647 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %649 = stablehlo.reshape %648 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %650 = stablehlo.dot_general %646, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %651 = stablehlo.transpose %650, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %652 = stablehlo.dot_general %646, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%652 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %654 = stablehlo.reshape %653 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %655 = stablehlo.reshape %654 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %656 = stablehlo.multiply %139, %652 : tensor<8x64x128xf32>
    %657 = stablehlo.multiply %652, %149 : tensor<8x64x128xf32>
    %658 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %659 = stablehlo.multiply %658, %656 : tensor<8x64x128xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%659 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %661 = stablehlo.reshape %660 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %662 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %663 = stablehlo.multiply %656, %662 : tensor<8x64x128xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %665 = stablehlo.reshape %664 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %666 = stablehlo.reshape %661 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %667 = stablehlo.multiply %665, %145 : tensor<8x64x1xf32>
    %668 = stablehlo.negate %657 : tensor<8x64x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %670 = stablehlo.reshape %669 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %671 = stablehlo.add %626, %657 : tensor<8x64x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%667 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%670 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %674 = stablehlo.multiply %672, %135 : tensor<8x64xf32>
    %675 = stablehlo.negate %674 : tensor<8x64xf32>
    %676 = stablehlo.multiply %675, %122 : tensor<8x64xf32>
    %677 = stablehlo.add %673, %676 : tensor<8x64xf32>
    %cst_168 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %679 = stablehlo.divide %674, %678 : tensor<8x64xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %cst_169 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %682 = stablehlo.divide %677, %681 : tensor<8x64xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %684 = stablehlo.add %671, %683 : tensor<8x64x128xf32>
    %685 = stablehlo.multiply %680, %113 : tensor<8x64x128xf32>
    %686 = stablehlo.add %684, %685 : tensor<8x64x128xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %688 = stablehlo.reshape %687 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %690 = stablehlo.dot_general %686, %105, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x4x32xf32>) -> tensor<128x4x32xf32>
    %691 = stablehlo.transpose %690, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %692 = stablehlo.dot_general %686, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<4x32x128xf32>) -> tensor<8x64x4x32xf32>
    %693 = stablehlo.transpose %692, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %694 = stablehlo.dot_general %693, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %695 = stablehlo.dot_general %693, %100, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %696 = stablehlo.transpose %695, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %697 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %698 = stablehlo.multiply %694, %697 : tensor<8x4x64x64xf32>
    %699 = stablehlo.multiply %698, %96 : tensor<8x4x64x64xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%699 init: %cst_171) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %701 = stablehlo.reshape %700 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %702 = stablehlo.negate %701 : tensor<8x4x64x1xf32>
    %703 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %704 = stablehlo.divide %694, %703 : tensor<8x4x64x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%702 init: %cst_172) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %707 = stablehlo.add %704, %706 : tensor<8x4x64x64xf32>
    %708 = stablehlo.multiply %707, %96 : tensor<8x4x64x64xf32>
    %709 = call @_where_5(%74#1, %74#2, %708) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %710 = stablehlo.dot_general %709, %72, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %711 = stablehlo.transpose %710, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %712 = stablehlo.dot_general %709, %64, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %713 = stablehlo.transpose %712, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %714 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %715 = stablehlo.divide %713, %714 : tensor<8x64x4x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%696 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %717 = stablehlo.reshape %716 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %718 = stablehlo.reshape %717 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %719 = stablehlo.dot_general %696, %56, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x128xf32>) -> tensor<4x32x128xf32>
    %720 = stablehlo.transpose %719, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %721 = stablehlo.dot_general %696, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x64x128xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %722 = stablehlo.reduce(%711 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %723 = stablehlo.reshape %722 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %724 = stablehlo.reshape %723 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %725 = stablehlo.dot_general %711, %56, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x128xf32>) -> tensor<4x32x128xf32>
    %726 = stablehlo.transpose %725, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %727 = stablehlo.dot_general %711, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x64x128xf32>
    %728 = stablehlo.add %721, %727 : tensor<8x64x128xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%715 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %730 = stablehlo.reshape %729 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %731 = stablehlo.reshape %730 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %732 = stablehlo.dot_general %715, %56, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x128xf32>) -> tensor<4x32x128xf32>
    %733 = stablehlo.transpose %732, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %734 = stablehlo.dot_general %715, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x64x128xf32>
    %735 = stablehlo.add %728, %734 : tensor<8x64x128xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.reduce(%735 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %737 = stablehlo.reshape %736 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %739 = stablehlo.multiply %42, %735 : tensor<8x64x128xf32>
    %740 = stablehlo.multiply %735, %52 : tensor<8x64x128xf32>
    %741 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %742 = stablehlo.multiply %741, %739 : tensor<8x64x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.reduce(%742 init: %cst_177) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %744 = stablehlo.reshape %743 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %745 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %746 = stablehlo.multiply %739, %745 : tensor<8x64x128xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %748 = stablehlo.reshape %747 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %749 = stablehlo.reshape %744 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %750 = stablehlo.multiply %748, %48 : tensor<8x64x1xf32>
    %751 = stablehlo.negate %740 : tensor<8x64x128xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%751 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %753 = stablehlo.reshape %752 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %754 = stablehlo.add %686, %740 : tensor<8x64x128xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%750 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.reduce(%753 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %757 = stablehlo.multiply %755, %38 : tensor<8x64xf32>
    %758 = stablehlo.negate %757 : tensor<8x64xf32>
    %759 = stablehlo.multiply %758, %25 : tensor<8x64xf32>
    %760 = stablehlo.add %756, %759 : tensor<8x64xf32>
    %cst_182 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %762 = stablehlo.divide %757, %761 : tensor<8x64xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %cst_183 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %765 = stablehlo.divide %760, %764 : tensor<8x64xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %767 = stablehlo.add %754, %766 : tensor<8x64x128xf32>
    %768 = stablehlo.multiply %763, %16 : tensor<8x64x128xf32>
    %769 = stablehlo.add %767, %768 : tensor<8x64x128xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_184) applies stablehlo.add across dimensions = [0] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %771 = stablehlo.reshape %770 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_185) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %773 = call @_take_6(%1#1, %769) : (tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %774 = stablehlo.add %450, %773 : tensor<512x128xf32>
    %775 = chlo.square %649 : tensor<512xf32> -> tensor<512xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %777 = chlo.square %776 : tensor<512xf32> -> tensor<512xf32>
    %778 = stablehlo.add %775, %777 : tensor<512xf32>
    %779 = chlo.square %651 : tensor<128x512xf32> -> tensor<128x512xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %781 = chlo.square %780 : tensor<128x512xf32> -> tensor<128x512xf32>
    %782 = stablehlo.add %779, %781 : tensor<128x512xf32>
    %783 = chlo.square %629 : tensor<128xf32> -> tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %785 = chlo.square %784 : tensor<128xf32> -> tensor<128xf32>
    %786 = stablehlo.add %783, %785 : tensor<128xf32>
    %787 = chlo.square %631 : tensor<512x128xf32> -> tensor<512x128xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %789 = chlo.square %788 : tensor<512x128xf32> -> tensor<512x128xf32>
    %790 = stablehlo.add %787, %789 : tensor<512x128xf32>
    %791 = chlo.square %738 : tensor<128xf32> -> tensor<128xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %793 = chlo.square %792 : tensor<128xf32> -> tensor<128xf32>
    %794 = stablehlo.add %791, %793 : tensor<128xf32>
    %795 = chlo.square %749 : tensor<128xf32> -> tensor<128xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %797 = chlo.square %796 : tensor<128xf32> -> tensor<128xf32>
    %798 = stablehlo.add %795, %797 : tensor<128xf32>
    %799 = chlo.square %655 : tensor<128xf32> -> tensor<128xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %801 = chlo.square %800 : tensor<128xf32> -> tensor<128xf32>
    %802 = stablehlo.add %799, %801 : tensor<128xf32>
    %803 = chlo.square %666 : tensor<128xf32> -> tensor<128xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %805 = chlo.square %804 : tensor<128xf32> -> tensor<128xf32>
    %806 = stablehlo.add %803, %805 : tensor<128xf32>
    %807 = chlo.square %724 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %809 = chlo.square %808 : tensor<4x32xf32> -> tensor<4x32xf32>
    %810 = stablehlo.add %807, %809 : tensor<4x32xf32>
    %811 = chlo.square %726 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %813 = chlo.square %812 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %814 = stablehlo.add %811, %813 : tensor<128x4x32xf32>
    %815 = chlo.square %689 : tensor<128xf32> -> tensor<128xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %817 = chlo.square %816 : tensor<128xf32> -> tensor<128xf32>
    %818 = stablehlo.add %815, %817 : tensor<128xf32>
    %819 = chlo.square %691 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %821 = chlo.square %820 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %822 = stablehlo.add %819, %821 : tensor<4x32x128xf32>
    %823 = chlo.square %731 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %825 = chlo.square %824 : tensor<4x32xf32> -> tensor<4x32xf32>
    %826 = stablehlo.add %823, %825 : tensor<4x32xf32>
    %827 = chlo.square %733 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %829 = chlo.square %828 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %830 = stablehlo.add %827, %829 : tensor<128x4x32xf32>
    %831 = chlo.square %718 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %833 = chlo.square %832 : tensor<4x32xf32> -> tensor<4x32xf32>
    %834 = stablehlo.add %831, %833 : tensor<4x32xf32>
    %835 = chlo.square %720 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %837 = chlo.square %836 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %838 = stablehlo.add %835, %837 : tensor<128x4x32xf32>
    %839 = chlo.square %506 : tensor<512xf32> -> tensor<512xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %841 = chlo.square %840 : tensor<512xf32> -> tensor<512xf32>
    %842 = stablehlo.add %839, %841 : tensor<512xf32>
    %843 = chlo.square %508 : tensor<128x512xf32> -> tensor<128x512xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %845 = chlo.square %844 : tensor<128x512xf32> -> tensor<128x512xf32>
    %846 = stablehlo.add %843, %845 : tensor<128x512xf32>
    %847 = chlo.square %486 : tensor<128xf32> -> tensor<128xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %849 = chlo.square %848 : tensor<128xf32> -> tensor<128xf32>
    %850 = stablehlo.add %847, %849 : tensor<128xf32>
    %851 = chlo.square %488 : tensor<512x128xf32> -> tensor<512x128xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %853 = chlo.square %852 : tensor<512x128xf32> -> tensor<512x128xf32>
    %854 = stablehlo.add %851, %853 : tensor<512x128xf32>
    %855 = chlo.square %595 : tensor<128xf32> -> tensor<128xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %857 = chlo.square %856 : tensor<128xf32> -> tensor<128xf32>
    %858 = stablehlo.add %855, %857 : tensor<128xf32>
    %859 = chlo.square %606 : tensor<128xf32> -> tensor<128xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %861 = chlo.square %860 : tensor<128xf32> -> tensor<128xf32>
    %862 = stablehlo.add %859, %861 : tensor<128xf32>
    %863 = chlo.square %512 : tensor<128xf32> -> tensor<128xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %865 = chlo.square %864 : tensor<128xf32> -> tensor<128xf32>
    %866 = stablehlo.add %863, %865 : tensor<128xf32>
    %867 = chlo.square %523 : tensor<128xf32> -> tensor<128xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %869 = chlo.square %868 : tensor<128xf32> -> tensor<128xf32>
    %870 = stablehlo.add %867, %869 : tensor<128xf32>
    %871 = chlo.square %581 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %873 = chlo.square %872 : tensor<4x32xf32> -> tensor<4x32xf32>
    %874 = stablehlo.add %871, %873 : tensor<4x32xf32>
    %875 = chlo.square %583 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %877 = chlo.square %876 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %878 = stablehlo.add %875, %877 : tensor<128x4x32xf32>
    %879 = chlo.square %546 : tensor<128xf32> -> tensor<128xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %881 = chlo.square %880 : tensor<128xf32> -> tensor<128xf32>
    %882 = stablehlo.add %879, %881 : tensor<128xf32>
    %883 = chlo.square %548 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %885 = chlo.square %884 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %886 = stablehlo.add %883, %885 : tensor<4x32x128xf32>
    %887 = chlo.square %588 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %889 = chlo.square %888 : tensor<4x32xf32> -> tensor<4x32xf32>
    %890 = stablehlo.add %887, %889 : tensor<4x32xf32>
    %891 = chlo.square %590 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %893 = chlo.square %892 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %894 = stablehlo.add %891, %893 : tensor<128x4x32xf32>
    %895 = chlo.square %575 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %897 = chlo.square %896 : tensor<4x32xf32> -> tensor<4x32xf32>
    %898 = stablehlo.add %895, %897 : tensor<4x32xf32>
    %899 = chlo.square %577 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %901 = chlo.square %900 : tensor<128x4x32xf32> -> tensor<128x4x32xf32>
    %902 = stablehlo.add %899, %901 : tensor<128x4x32xf32>
    %903 = chlo.square %774 : tensor<512x128xf32> -> tensor<512x128xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %905 = chlo.square %904 : tensor<512x128xf32> -> tensor<512x128xf32>
    %906 = stablehlo.add %903, %905 : tensor<512x128xf32>
    %907 = chlo.square %453 : tensor<128xf32> -> tensor<128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %909 = chlo.square %908 : tensor<128xf32> -> tensor<128xf32>
    %910 = stablehlo.add %907, %909 : tensor<128xf32>
    %911 = chlo.square %464 : tensor<128xf32> -> tensor<128xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %913 = chlo.square %912 : tensor<128xf32> -> tensor<128xf32>
    %914 = stablehlo.add %911, %913 : tensor<128xf32>
    %915 = chlo.square %772 : tensor<64x128xf32> -> tensor<64x128xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %917 = chlo.square %916 : tensor<64x128xf32> -> tensor<64x128xf32>
    %918 = stablehlo.add %915, %917 : tensor<64x128xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %919 = stablehlo.reduce(%778 init: %cst_222) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %920 = stablehlo.reduce(%782 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %921 = stablehlo.reduce(%786 init: %cst_224) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %922 = stablehlo.reduce(%790 init: %cst_225) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.reduce(%794 init: %cst_226) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %924 = stablehlo.reduce(%798 init: %cst_227) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %925 = stablehlo.reduce(%802 init: %cst_228) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.reduce(%806 init: %cst_229) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %927 = stablehlo.reduce(%810 init: %cst_230) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %928 = stablehlo.reduce(%814 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<128x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %929 = stablehlo.reduce(%818 init: %cst_232) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.reduce(%822 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %931 = stablehlo.reduce(%826 init: %cst_234) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.reduce(%830 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<128x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %933 = stablehlo.reduce(%834 init: %cst_236) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %934 = stablehlo.reduce(%838 init: %cst_237) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<128x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.reduce(%842 init: %cst_238) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.reduce(%846 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %937 = stablehlo.reduce(%850 init: %cst_240) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %938 = stablehlo.reduce(%854 init: %cst_241) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%858 init: %cst_242) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %940 = stablehlo.reduce(%862 init: %cst_243) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %941 = stablehlo.reduce(%866 init: %cst_244) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %942 = stablehlo.reduce(%870 init: %cst_245) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %943 = stablehlo.reduce(%874 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %944 = stablehlo.reduce(%878 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<128x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %945 = stablehlo.reduce(%882 init: %cst_248) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %946 = stablehlo.reduce(%886 init: %cst_249) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %947 = stablehlo.reduce(%890 init: %cst_250) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %948 = stablehlo.reduce(%894 init: %cst_251) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<128x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.reduce(%898 init: %cst_252) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %950 = stablehlo.reduce(%902 init: %cst_253) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<128x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %951 = stablehlo.reduce(%906 init: %cst_254) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %952 = stablehlo.reduce(%910 init: %cst_255) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.reduce(%914 init: %cst_256) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %954 = stablehlo.reduce(%918 init: %cst_257) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %955 = stablehlo.add %cst_258, %919 : tensor<f32>
    %956 = stablehlo.add %955, %920 : tensor<f32>
    %957 = stablehlo.add %956, %921 : tensor<f32>
    %958 = stablehlo.add %957, %922 : tensor<f32>
    %959 = stablehlo.add %958, %923 : tensor<f32>
    %960 = stablehlo.add %959, %924 : tensor<f32>
    %961 = stablehlo.add %960, %925 : tensor<f32>
    %962 = stablehlo.add %961, %926 : tensor<f32>
    %963 = stablehlo.add %962, %927 : tensor<f32>
    %964 = stablehlo.add %963, %928 : tensor<f32>
    %965 = stablehlo.add %964, %929 : tensor<f32>
    %966 = stablehlo.add %965, %930 : tensor<f32>
    %967 = stablehlo.add %966, %931 : tensor<f32>
    %968 = stablehlo.add %967, %932 : tensor<f32>
    %969 = stablehlo.add %968, %933 : tensor<f32>
    %970 = stablehlo.add %969, %934 : tensor<f32>
    %971 = stablehlo.add %970, %935 : tensor<f32>
    %972 = stablehlo.add %971, %936 : tensor<f32>
    %973 = stablehlo.add %972, %937 : tensor<f32>
    %974 = stablehlo.add %973, %938 : tensor<f32>
    %975 = stablehlo.add %974, %939 : tensor<f32>
    %976 = stablehlo.add %975, %940 : tensor<f32>
    %977 = stablehlo.add %976, %941 : tensor<f32>
    %978 = stablehlo.add %977, %942 : tensor<f32>
    %979 = stablehlo.add %978, %943 : tensor<f32>
    %980 = stablehlo.add %979, %944 : tensor<f32>
    %981 = stablehlo.add %980, %945 : tensor<f32>
    %982 = stablehlo.add %981, %946 : tensor<f32>
    %983 = stablehlo.add %982, %947 : tensor<f32>
    %984 = stablehlo.add %983, %948 : tensor<f32>
    %985 = stablehlo.add %984, %949 : tensor<f32>
    %986 = stablehlo.add %985, %950 : tensor<f32>
    %987 = stablehlo.add %986, %951 : tensor<f32>
    %988 = stablehlo.add %987, %952 : tensor<f32>
    %989 = stablehlo.add %988, %953 : tensor<f32>
    %990 = stablehlo.add %989, %954 : tensor<f32>
    %991 = stablehlo.sqrt %990 : tensor<f32>
    %cst_259 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %992 = stablehlo.compare LT, %991, %cst_259, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %993 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %994 = stablehlo.divide %649, %993 : tensor<512xf32>
    %cst_260 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %996 = stablehlo.multiply %994, %995 : tensor<512xf32>
    %997 = stablehlo.select %992, %649, %996 : tensor<i1>, tensor<512xf32>
    %998 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %999 = stablehlo.divide %651, %998 : tensor<128x512xf32>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1001 = stablehlo.multiply %999, %1000 : tensor<128x512xf32>
    %1002 = stablehlo.select %992, %651, %1001 : tensor<i1>, tensor<128x512xf32>
    %1003 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1004 = stablehlo.divide %629, %1003 : tensor<128xf32>
    %cst_262 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1006 = stablehlo.multiply %1004, %1005 : tensor<128xf32>
    %1007 = stablehlo.select %992, %629, %1006 : tensor<i1>, tensor<128xf32>
    %1008 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1009 = stablehlo.divide %631, %1008 : tensor<512x128xf32>
    %cst_263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1011 = stablehlo.multiply %1009, %1010 : tensor<512x128xf32>
    %1012 = stablehlo.select %992, %631, %1011 : tensor<i1>, tensor<512x128xf32>
    %1013 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1014 = stablehlo.divide %738, %1013 : tensor<128xf32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1016 = stablehlo.multiply %1014, %1015 : tensor<128xf32>
    %1017 = stablehlo.select %992, %738, %1016 : tensor<i1>, tensor<128xf32>
    %1018 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1019 = stablehlo.divide %749, %1018 : tensor<128xf32>
    %cst_265 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1021 = stablehlo.multiply %1019, %1020 : tensor<128xf32>
    %1022 = stablehlo.select %992, %749, %1021 : tensor<i1>, tensor<128xf32>
    %1023 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1024 = stablehlo.divide %655, %1023 : tensor<128xf32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1026 = stablehlo.multiply %1024, %1025 : tensor<128xf32>
    %1027 = stablehlo.select %992, %655, %1026 : tensor<i1>, tensor<128xf32>
    %1028 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1029 = stablehlo.divide %666, %1028 : tensor<128xf32>
    %cst_267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1031 = stablehlo.multiply %1029, %1030 : tensor<128xf32>
    %1032 = stablehlo.select %992, %666, %1031 : tensor<i1>, tensor<128xf32>
    %1033 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1034 = stablehlo.divide %724, %1033 : tensor<4x32xf32>
    %cst_268 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1036 = stablehlo.multiply %1034, %1035 : tensor<4x32xf32>
    %1037 = stablehlo.select %992, %724, %1036 : tensor<i1>, tensor<4x32xf32>
    %1038 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1039 = stablehlo.divide %726, %1038 : tensor<128x4x32xf32>
    %cst_269 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1041 = stablehlo.multiply %1039, %1040 : tensor<128x4x32xf32>
    %1042 = stablehlo.select %992, %726, %1041 : tensor<i1>, tensor<128x4x32xf32>
    %1043 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1044 = stablehlo.divide %689, %1043 : tensor<128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1046 = stablehlo.multiply %1044, %1045 : tensor<128xf32>
    %1047 = stablehlo.select %992, %689, %1046 : tensor<i1>, tensor<128xf32>
    %1048 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1049 = stablehlo.divide %691, %1048 : tensor<4x32x128xf32>
    %cst_271 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1051 = stablehlo.multiply %1049, %1050 : tensor<4x32x128xf32>
    %1052 = stablehlo.select %992, %691, %1051 : tensor<i1>, tensor<4x32x128xf32>
    %1053 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1054 = stablehlo.divide %731, %1053 : tensor<4x32xf32>
    %cst_272 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1056 = stablehlo.multiply %1054, %1055 : tensor<4x32xf32>
    %1057 = stablehlo.select %992, %731, %1056 : tensor<i1>, tensor<4x32xf32>
    %1058 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1059 = stablehlo.divide %733, %1058 : tensor<128x4x32xf32>
    %cst_273 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1061 = stablehlo.multiply %1059, %1060 : tensor<128x4x32xf32>
    %1062 = stablehlo.select %992, %733, %1061 : tensor<i1>, tensor<128x4x32xf32>
    %1063 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1064 = stablehlo.divide %718, %1063 : tensor<4x32xf32>
    %cst_274 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1066 = stablehlo.multiply %1064, %1065 : tensor<4x32xf32>
    %1067 = stablehlo.select %992, %718, %1066 : tensor<i1>, tensor<4x32xf32>
    %1068 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1069 = stablehlo.divide %720, %1068 : tensor<128x4x32xf32>
    %cst_275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1071 = stablehlo.multiply %1069, %1070 : tensor<128x4x32xf32>
    %1072 = stablehlo.select %992, %720, %1071 : tensor<i1>, tensor<128x4x32xf32>
    %1073 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1074 = stablehlo.divide %506, %1073 : tensor<512xf32>
    %cst_276 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1076 = stablehlo.multiply %1074, %1075 : tensor<512xf32>
    %1077 = stablehlo.select %992, %506, %1076 : tensor<i1>, tensor<512xf32>
    %1078 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1079 = stablehlo.divide %508, %1078 : tensor<128x512xf32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<128x512xf32>
    %1082 = stablehlo.select %992, %508, %1081 : tensor<i1>, tensor<128x512xf32>
    %1083 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1084 = stablehlo.divide %486, %1083 : tensor<128xf32>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1086 = stablehlo.multiply %1084, %1085 : tensor<128xf32>
    %1087 = stablehlo.select %992, %486, %1086 : tensor<i1>, tensor<128xf32>
    %1088 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1089 = stablehlo.divide %488, %1088 : tensor<512x128xf32>
    %cst_279 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1091 = stablehlo.multiply %1089, %1090 : tensor<512x128xf32>
    %1092 = stablehlo.select %992, %488, %1091 : tensor<i1>, tensor<512x128xf32>
    %1093 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1094 = stablehlo.divide %595, %1093 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1096 = stablehlo.multiply %1094, %1095 : tensor<128xf32>
    %1097 = stablehlo.select %992, %595, %1096 : tensor<i1>, tensor<128xf32>
    %1098 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1099 = stablehlo.divide %606, %1098 : tensor<128xf32>
    %cst_281 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1101 = stablehlo.multiply %1099, %1100 : tensor<128xf32>
    %1102 = stablehlo.select %992, %606, %1101 : tensor<i1>, tensor<128xf32>
    %1103 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1104 = stablehlo.divide %512, %1103 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.multiply %1104, %1105 : tensor<128xf32>
    %1107 = stablehlo.select %992, %512, %1106 : tensor<i1>, tensor<128xf32>
    %1108 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1109 = stablehlo.divide %523, %1108 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1111 = stablehlo.multiply %1109, %1110 : tensor<128xf32>
    %1112 = stablehlo.select %992, %523, %1111 : tensor<i1>, tensor<128xf32>
    %1113 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1114 = stablehlo.divide %581, %1113 : tensor<4x32xf32>
    %cst_284 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1116 = stablehlo.multiply %1114, %1115 : tensor<4x32xf32>
    %1117 = stablehlo.select %992, %581, %1116 : tensor<i1>, tensor<4x32xf32>
    %1118 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1119 = stablehlo.divide %583, %1118 : tensor<128x4x32xf32>
    %cst_285 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<128x4x32xf32>
    %1122 = stablehlo.select %992, %583, %1121 : tensor<i1>, tensor<128x4x32xf32>
    %1123 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1124 = stablehlo.divide %546, %1123 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1126 = stablehlo.multiply %1124, %1125 : tensor<128xf32>
    %1127 = stablehlo.select %992, %546, %1126 : tensor<i1>, tensor<128xf32>
    %1128 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1129 = stablehlo.divide %548, %1128 : tensor<4x32x128xf32>
    %cst_287 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1131 = stablehlo.multiply %1129, %1130 : tensor<4x32x128xf32>
    %1132 = stablehlo.select %992, %548, %1131 : tensor<i1>, tensor<4x32x128xf32>
    %1133 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1134 = stablehlo.divide %588, %1133 : tensor<4x32xf32>
    %cst_288 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1136 = stablehlo.multiply %1134, %1135 : tensor<4x32xf32>
    %1137 = stablehlo.select %992, %588, %1136 : tensor<i1>, tensor<4x32xf32>
    %1138 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1139 = stablehlo.divide %590, %1138 : tensor<128x4x32xf32>
    %cst_289 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1141 = stablehlo.multiply %1139, %1140 : tensor<128x4x32xf32>
    %1142 = stablehlo.select %992, %590, %1141 : tensor<i1>, tensor<128x4x32xf32>
    %1143 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1144 = stablehlo.divide %575, %1143 : tensor<4x32xf32>
    %cst_290 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1146 = stablehlo.multiply %1144, %1145 : tensor<4x32xf32>
    %1147 = stablehlo.select %992, %575, %1146 : tensor<i1>, tensor<4x32xf32>
    %1148 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1149 = stablehlo.divide %577, %1148 : tensor<128x4x32xf32>
    %cst_291 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1151 = stablehlo.multiply %1149, %1150 : tensor<128x4x32xf32>
    %1152 = stablehlo.select %992, %577, %1151 : tensor<i1>, tensor<128x4x32xf32>
    %1153 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1154 = stablehlo.divide %774, %1153 : tensor<512x128xf32>
    %cst_292 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1156 = stablehlo.multiply %1154, %1155 : tensor<512x128xf32>
    %1157 = stablehlo.select %992, %774, %1156 : tensor<i1>, tensor<512x128xf32>
    %1158 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1159 = stablehlo.divide %453, %1158 : tensor<128xf32>
    %cst_293 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1160 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1161 = stablehlo.multiply %1159, %1160 : tensor<128xf32>
    %1162 = stablehlo.select %992, %453, %1161 : tensor<i1>, tensor<128xf32>
    %1163 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1164 = stablehlo.divide %464, %1163 : tensor<128xf32>
    %cst_294 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1166 = stablehlo.multiply %1164, %1165 : tensor<128xf32>
    %1167 = stablehlo.select %992, %464, %1166 : tensor<i1>, tensor<128xf32>
    %1168 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1169 = stablehlo.divide %772, %1168 : tensor<64x128xf32>
    %cst_295 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1171 = stablehlo.multiply %1169, %1170 : tensor<64x128xf32>
    %1172 = stablehlo.select %992, %772, %1171 : tensor<i1>, tensor<64x128xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1174 = stablehlo.multiply %1173, %997 : tensor<512xf32>
    %cst_297 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1176 = stablehlo.multiply %1175, %arg37 : tensor<512xf32>
    %1177 = stablehlo.add %1174, %1176 : tensor<512xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1179 = stablehlo.multiply %1178, %1002 : tensor<128x512xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1181 = stablehlo.multiply %1180, %arg38 : tensor<128x512xf32>
    %1182 = stablehlo.add %1179, %1181 : tensor<128x512xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1184 = stablehlo.multiply %1183, %1007 : tensor<128xf32>
    %cst_301 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1186 = stablehlo.multiply %1185, %arg39 : tensor<128xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<128xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1189 = stablehlo.multiply %1188, %1012 : tensor<512x128xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1191 = stablehlo.multiply %1190, %arg40 : tensor<512x128xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<512x128xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1194 = stablehlo.multiply %1193, %1017 : tensor<128xf32>
    %cst_305 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1196 = stablehlo.multiply %1195, %arg41 : tensor<128xf32>
    %1197 = stablehlo.add %1194, %1196 : tensor<128xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1199 = stablehlo.multiply %1198, %1022 : tensor<128xf32>
    %cst_307 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1201 = stablehlo.multiply %1200, %arg42 : tensor<128xf32>
    %1202 = stablehlo.add %1199, %1201 : tensor<128xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1204 = stablehlo.multiply %1203, %1027 : tensor<128xf32>
    %cst_309 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1206 = stablehlo.multiply %1205, %arg43 : tensor<128xf32>
    %1207 = stablehlo.add %1204, %1206 : tensor<128xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1209 = stablehlo.multiply %1208, %1032 : tensor<128xf32>
    %cst_311 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1211 = stablehlo.multiply %1210, %arg44 : tensor<128xf32>
    %1212 = stablehlo.add %1209, %1211 : tensor<128xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1214 = stablehlo.multiply %1213, %1037 : tensor<4x32xf32>
    %cst_313 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1216 = stablehlo.multiply %1215, %arg45 : tensor<4x32xf32>
    %1217 = stablehlo.add %1214, %1216 : tensor<4x32xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1219 = stablehlo.multiply %1218, %1042 : tensor<128x4x32xf32>
    %cst_315 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1221 = stablehlo.multiply %1220, %arg46 : tensor<128x4x32xf32>
    %1222 = stablehlo.add %1219, %1221 : tensor<128x4x32xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1224 = stablehlo.multiply %1223, %1047 : tensor<128xf32>
    %cst_317 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1226 = stablehlo.multiply %1225, %arg47 : tensor<128xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<128xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1229 = stablehlo.multiply %1228, %1052 : tensor<4x32x128xf32>
    %cst_319 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1231 = stablehlo.multiply %1230, %arg48 : tensor<4x32x128xf32>
    %1232 = stablehlo.add %1229, %1231 : tensor<4x32x128xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1234 = stablehlo.multiply %1233, %1057 : tensor<4x32xf32>
    %cst_321 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1236 = stablehlo.multiply %1235, %arg49 : tensor<4x32xf32>
    %1237 = stablehlo.add %1234, %1236 : tensor<4x32xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1239 = stablehlo.multiply %1238, %1062 : tensor<128x4x32xf32>
    %cst_323 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1241 = stablehlo.multiply %1240, %arg50 : tensor<128x4x32xf32>
    %1242 = stablehlo.add %1239, %1241 : tensor<128x4x32xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1244 = stablehlo.multiply %1243, %1067 : tensor<4x32xf32>
    %cst_325 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1246 = stablehlo.multiply %1245, %arg51 : tensor<4x32xf32>
    %1247 = stablehlo.add %1244, %1246 : tensor<4x32xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1249 = stablehlo.multiply %1248, %1072 : tensor<128x4x32xf32>
    %cst_327 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1251 = stablehlo.multiply %1250, %arg52 : tensor<128x4x32xf32>
    %1252 = stablehlo.add %1249, %1251 : tensor<128x4x32xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1254 = stablehlo.multiply %1253, %1077 : tensor<512xf32>
    %cst_329 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1256 = stablehlo.multiply %1255, %arg53 : tensor<512xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<512xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1259 = stablehlo.multiply %1258, %1082 : tensor<128x512xf32>
    %cst_331 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1261 = stablehlo.multiply %1260, %arg54 : tensor<128x512xf32>
    %1262 = stablehlo.add %1259, %1261 : tensor<128x512xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1264 = stablehlo.multiply %1263, %1087 : tensor<128xf32>
    %cst_333 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1266 = stablehlo.multiply %1265, %arg55 : tensor<128xf32>
    %1267 = stablehlo.add %1264, %1266 : tensor<128xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1269 = stablehlo.multiply %1268, %1092 : tensor<512x128xf32>
    %cst_335 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1271 = stablehlo.multiply %1270, %arg56 : tensor<512x128xf32>
    %1272 = stablehlo.add %1269, %1271 : tensor<512x128xf32>
    %cst_336 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1274 = stablehlo.multiply %1273, %1097 : tensor<128xf32>
    %cst_337 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1276 = stablehlo.multiply %1275, %arg57 : tensor<128xf32>
    %1277 = stablehlo.add %1274, %1276 : tensor<128xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1279 = stablehlo.multiply %1278, %1102 : tensor<128xf32>
    %cst_339 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1281 = stablehlo.multiply %1280, %arg58 : tensor<128xf32>
    %1282 = stablehlo.add %1279, %1281 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1284 = stablehlo.multiply %1283, %1107 : tensor<128xf32>
    %cst_341 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1286 = stablehlo.multiply %1285, %arg59 : tensor<128xf32>
    %1287 = stablehlo.add %1284, %1286 : tensor<128xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1289 = stablehlo.multiply %1288, %1112 : tensor<128xf32>
    %cst_343 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1291 = stablehlo.multiply %1290, %arg60 : tensor<128xf32>
    %1292 = stablehlo.add %1289, %1291 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1294 = stablehlo.multiply %1293, %1117 : tensor<4x32xf32>
    %cst_345 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1296 = stablehlo.multiply %1295, %arg61 : tensor<4x32xf32>
    %1297 = stablehlo.add %1294, %1296 : tensor<4x32xf32>
    %cst_346 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1299 = stablehlo.multiply %1298, %1122 : tensor<128x4x32xf32>
    %cst_347 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1301 = stablehlo.multiply %1300, %arg62 : tensor<128x4x32xf32>
    %1302 = stablehlo.add %1299, %1301 : tensor<128x4x32xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1304 = stablehlo.multiply %1303, %1127 : tensor<128xf32>
    %cst_349 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1306 = stablehlo.multiply %1305, %arg63 : tensor<128xf32>
    %1307 = stablehlo.add %1304, %1306 : tensor<128xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1309 = stablehlo.multiply %1308, %1132 : tensor<4x32x128xf32>
    %cst_351 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1311 = stablehlo.multiply %1310, %arg64 : tensor<4x32x128xf32>
    %1312 = stablehlo.add %1309, %1311 : tensor<4x32x128xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1314 = stablehlo.multiply %1313, %1137 : tensor<4x32xf32>
    %cst_353 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1316 = stablehlo.multiply %1315, %arg65 : tensor<4x32xf32>
    %1317 = stablehlo.add %1314, %1316 : tensor<4x32xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1319 = stablehlo.multiply %1318, %1142 : tensor<128x4x32xf32>
    %cst_355 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1321 = stablehlo.multiply %1320, %arg66 : tensor<128x4x32xf32>
    %1322 = stablehlo.add %1319, %1321 : tensor<128x4x32xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1324 = stablehlo.multiply %1323, %1147 : tensor<4x32xf32>
    %cst_357 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1326 = stablehlo.multiply %1325, %arg67 : tensor<4x32xf32>
    %1327 = stablehlo.add %1324, %1326 : tensor<4x32xf32>
    %cst_358 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1329 = stablehlo.multiply %1328, %1152 : tensor<128x4x32xf32>
    %cst_359 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1331 = stablehlo.multiply %1330, %arg68 : tensor<128x4x32xf32>
    %1332 = stablehlo.add %1329, %1331 : tensor<128x4x32xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1334 = stablehlo.multiply %1333, %1157 : tensor<512x128xf32>
    %cst_361 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1336 = stablehlo.multiply %1335, %arg69 : tensor<512x128xf32>
    %1337 = stablehlo.add %1334, %1336 : tensor<512x128xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1339 = stablehlo.multiply %1338, %1162 : tensor<128xf32>
    %cst_363 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1341 = stablehlo.multiply %1340, %arg70 : tensor<128xf32>
    %1342 = stablehlo.add %1339, %1341 : tensor<128xf32>
    %cst_364 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1344 = stablehlo.multiply %1343, %1167 : tensor<128xf32>
    %cst_365 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1346 = stablehlo.multiply %1345, %arg71 : tensor<128xf32>
    %1347 = stablehlo.add %1344, %1346 : tensor<128xf32>
    %cst_366 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1349 = stablehlo.multiply %1348, %1172 : tensor<64x128xf32>
    %cst_367 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1351 = stablehlo.multiply %1350, %arg72 : tensor<64x128xf32>
    %1352 = stablehlo.add %1349, %1351 : tensor<64x128xf32>
    %1353 = stablehlo.multiply %997, %997 : tensor<512xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1355 = stablehlo.multiply %1354, %1353 : tensor<512xf32>
    %cst_369 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1357 = stablehlo.multiply %1356, %arg73 : tensor<512xf32>
    %1358 = stablehlo.add %1355, %1357 : tensor<512xf32>
    %1359 = stablehlo.multiply %1002, %1002 : tensor<128x512xf32>
    %cst_370 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1361 = stablehlo.multiply %1360, %1359 : tensor<128x512xf32>
    %cst_371 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1363 = stablehlo.multiply %1362, %arg74 : tensor<128x512xf32>
    %1364 = stablehlo.add %1361, %1363 : tensor<128x512xf32>
    %1365 = stablehlo.multiply %1007, %1007 : tensor<128xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1367 = stablehlo.multiply %1366, %1365 : tensor<128xf32>
    %cst_373 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1369 = stablehlo.multiply %1368, %arg75 : tensor<128xf32>
    %1370 = stablehlo.add %1367, %1369 : tensor<128xf32>
    %1371 = stablehlo.multiply %1012, %1012 : tensor<512x128xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1373 = stablehlo.multiply %1372, %1371 : tensor<512x128xf32>
    %cst_375 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1375 = stablehlo.multiply %1374, %arg76 : tensor<512x128xf32>
    %1376 = stablehlo.add %1373, %1375 : tensor<512x128xf32>
    %1377 = stablehlo.multiply %1017, %1017 : tensor<128xf32>
    %cst_376 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1379 = stablehlo.multiply %1378, %1377 : tensor<128xf32>
    %cst_377 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1381 = stablehlo.multiply %1380, %arg77 : tensor<128xf32>
    %1382 = stablehlo.add %1379, %1381 : tensor<128xf32>
    %1383 = stablehlo.multiply %1022, %1022 : tensor<128xf32>
    %cst_378 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1385 = stablehlo.multiply %1384, %1383 : tensor<128xf32>
    %cst_379 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1387 = stablehlo.multiply %1386, %arg78 : tensor<128xf32>
    %1388 = stablehlo.add %1385, %1387 : tensor<128xf32>
    %1389 = stablehlo.multiply %1027, %1027 : tensor<128xf32>
    %cst_380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1391 = stablehlo.multiply %1390, %1389 : tensor<128xf32>
    %cst_381 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1393 = stablehlo.multiply %1392, %arg79 : tensor<128xf32>
    %1394 = stablehlo.add %1391, %1393 : tensor<128xf32>
    %1395 = stablehlo.multiply %1032, %1032 : tensor<128xf32>
    %cst_382 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1397 = stablehlo.multiply %1396, %1395 : tensor<128xf32>
    %cst_383 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1399 = stablehlo.multiply %1398, %arg80 : tensor<128xf32>
    %1400 = stablehlo.add %1397, %1399 : tensor<128xf32>
    %1401 = stablehlo.multiply %1037, %1037 : tensor<4x32xf32>
    %cst_384 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1403 = stablehlo.multiply %1402, %1401 : tensor<4x32xf32>
    %cst_385 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1405 = stablehlo.multiply %1404, %arg81 : tensor<4x32xf32>
    %1406 = stablehlo.add %1403, %1405 : tensor<4x32xf32>
    %1407 = stablehlo.multiply %1042, %1042 : tensor<128x4x32xf32>
    %cst_386 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1409 = stablehlo.multiply %1408, %1407 : tensor<128x4x32xf32>
    %cst_387 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1411 = stablehlo.multiply %1410, %arg82 : tensor<128x4x32xf32>
    %1412 = stablehlo.add %1409, %1411 : tensor<128x4x32xf32>
    %1413 = stablehlo.multiply %1047, %1047 : tensor<128xf32>
    %cst_388 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1415 = stablehlo.multiply %1414, %1413 : tensor<128xf32>
    %cst_389 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1417 = stablehlo.multiply %1416, %arg83 : tensor<128xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<128xf32>
    %1419 = stablehlo.multiply %1052, %1052 : tensor<4x32x128xf32>
    %cst_390 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1420 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1421 = stablehlo.multiply %1420, %1419 : tensor<4x32x128xf32>
    %cst_391 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1423 = stablehlo.multiply %1422, %arg84 : tensor<4x32x128xf32>
    %1424 = stablehlo.add %1421, %1423 : tensor<4x32x128xf32>
    %1425 = stablehlo.multiply %1057, %1057 : tensor<4x32xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1427 = stablehlo.multiply %1426, %1425 : tensor<4x32xf32>
    %cst_393 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1429 = stablehlo.multiply %1428, %arg85 : tensor<4x32xf32>
    %1430 = stablehlo.add %1427, %1429 : tensor<4x32xf32>
    %1431 = stablehlo.multiply %1062, %1062 : tensor<128x4x32xf32>
    %cst_394 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1433 = stablehlo.multiply %1432, %1431 : tensor<128x4x32xf32>
    %cst_395 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1435 = stablehlo.multiply %1434, %arg86 : tensor<128x4x32xf32>
    %1436 = stablehlo.add %1433, %1435 : tensor<128x4x32xf32>
    %1437 = stablehlo.multiply %1067, %1067 : tensor<4x32xf32>
    %cst_396 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1439 = stablehlo.multiply %1438, %1437 : tensor<4x32xf32>
    %cst_397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1441 = stablehlo.multiply %1440, %arg87 : tensor<4x32xf32>
    %1442 = stablehlo.add %1439, %1441 : tensor<4x32xf32>
    %1443 = stablehlo.multiply %1072, %1072 : tensor<128x4x32xf32>
    %cst_398 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1445 = stablehlo.multiply %1444, %1443 : tensor<128x4x32xf32>
    %cst_399 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1447 = stablehlo.multiply %1446, %arg88 : tensor<128x4x32xf32>
    %1448 = stablehlo.add %1445, %1447 : tensor<128x4x32xf32>
    %1449 = stablehlo.multiply %1077, %1077 : tensor<512xf32>
    %cst_400 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1451 = stablehlo.multiply %1450, %1449 : tensor<512xf32>
    %cst_401 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1453 = stablehlo.multiply %1452, %arg89 : tensor<512xf32>
    %1454 = stablehlo.add %1451, %1453 : tensor<512xf32>
    %1455 = stablehlo.multiply %1082, %1082 : tensor<128x512xf32>
    %cst_402 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1457 = stablehlo.multiply %1456, %1455 : tensor<128x512xf32>
    %cst_403 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1459 = stablehlo.multiply %1458, %arg90 : tensor<128x512xf32>
    %1460 = stablehlo.add %1457, %1459 : tensor<128x512xf32>
    %1461 = stablehlo.multiply %1087, %1087 : tensor<128xf32>
    %cst_404 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1463 = stablehlo.multiply %1462, %1461 : tensor<128xf32>
    %cst_405 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1465 = stablehlo.multiply %1464, %arg91 : tensor<128xf32>
    %1466 = stablehlo.add %1463, %1465 : tensor<128xf32>
    %1467 = stablehlo.multiply %1092, %1092 : tensor<512x128xf32>
    %cst_406 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1469 = stablehlo.multiply %1468, %1467 : tensor<512x128xf32>
    %cst_407 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1471 = stablehlo.multiply %1470, %arg92 : tensor<512x128xf32>
    %1472 = stablehlo.add %1469, %1471 : tensor<512x128xf32>
    %1473 = stablehlo.multiply %1097, %1097 : tensor<128xf32>
    %cst_408 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1475 = stablehlo.multiply %1474, %1473 : tensor<128xf32>
    %cst_409 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1477 = stablehlo.multiply %1476, %arg93 : tensor<128xf32>
    %1478 = stablehlo.add %1475, %1477 : tensor<128xf32>
    %1479 = stablehlo.multiply %1102, %1102 : tensor<128xf32>
    %cst_410 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1481 = stablehlo.multiply %1480, %1479 : tensor<128xf32>
    %cst_411 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1483 = stablehlo.multiply %1482, %arg94 : tensor<128xf32>
    %1484 = stablehlo.add %1481, %1483 : tensor<128xf32>
    %1485 = stablehlo.multiply %1107, %1107 : tensor<128xf32>
    %cst_412 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1487 = stablehlo.multiply %1486, %1485 : tensor<128xf32>
    %cst_413 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1489 = stablehlo.multiply %1488, %arg95 : tensor<128xf32>
    %1490 = stablehlo.add %1487, %1489 : tensor<128xf32>
    %1491 = stablehlo.multiply %1112, %1112 : tensor<128xf32>
    %cst_414 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1493 = stablehlo.multiply %1492, %1491 : tensor<128xf32>
    %cst_415 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1495 = stablehlo.multiply %1494, %arg96 : tensor<128xf32>
    %1496 = stablehlo.add %1493, %1495 : tensor<128xf32>
    %1497 = stablehlo.multiply %1117, %1117 : tensor<4x32xf32>
    %cst_416 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1499 = stablehlo.multiply %1498, %1497 : tensor<4x32xf32>
    %cst_417 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1501 = stablehlo.multiply %1500, %arg97 : tensor<4x32xf32>
    %1502 = stablehlo.add %1499, %1501 : tensor<4x32xf32>
    %1503 = stablehlo.multiply %1122, %1122 : tensor<128x4x32xf32>
    %cst_418 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1505 = stablehlo.multiply %1504, %1503 : tensor<128x4x32xf32>
    %cst_419 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1507 = stablehlo.multiply %1506, %arg98 : tensor<128x4x32xf32>
    %1508 = stablehlo.add %1505, %1507 : tensor<128x4x32xf32>
    %1509 = stablehlo.multiply %1127, %1127 : tensor<128xf32>
    %cst_420 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1511 = stablehlo.multiply %1510, %1509 : tensor<128xf32>
    %cst_421 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1513 = stablehlo.multiply %1512, %arg99 : tensor<128xf32>
    %1514 = stablehlo.add %1511, %1513 : tensor<128xf32>
    %1515 = stablehlo.multiply %1132, %1132 : tensor<4x32x128xf32>
    %cst_422 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1517 = stablehlo.multiply %1516, %1515 : tensor<4x32x128xf32>
    %cst_423 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1519 = stablehlo.multiply %1518, %arg100 : tensor<4x32x128xf32>
    %1520 = stablehlo.add %1517, %1519 : tensor<4x32x128xf32>
    %1521 = stablehlo.multiply %1137, %1137 : tensor<4x32xf32>
    %cst_424 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1523 = stablehlo.multiply %1522, %1521 : tensor<4x32xf32>
    %cst_425 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1525 = stablehlo.multiply %1524, %arg101 : tensor<4x32xf32>
    %1526 = stablehlo.add %1523, %1525 : tensor<4x32xf32>
    %1527 = stablehlo.multiply %1142, %1142 : tensor<128x4x32xf32>
    %cst_426 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1529 = stablehlo.multiply %1528, %1527 : tensor<128x4x32xf32>
    %cst_427 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1531 = stablehlo.multiply %1530, %arg102 : tensor<128x4x32xf32>
    %1532 = stablehlo.add %1529, %1531 : tensor<128x4x32xf32>
    %1533 = stablehlo.multiply %1147, %1147 : tensor<4x32xf32>
    %cst_428 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1535 = stablehlo.multiply %1534, %1533 : tensor<4x32xf32>
    %cst_429 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1537 = stablehlo.multiply %1536, %arg103 : tensor<4x32xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<4x32xf32>
    %1539 = stablehlo.multiply %1152, %1152 : tensor<128x4x32xf32>
    %cst_430 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1541 = stablehlo.multiply %1540, %1539 : tensor<128x4x32xf32>
    %cst_431 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1543 = stablehlo.multiply %1542, %arg104 : tensor<128x4x32xf32>
    %1544 = stablehlo.add %1541, %1543 : tensor<128x4x32xf32>
    %1545 = stablehlo.multiply %1157, %1157 : tensor<512x128xf32>
    %cst_432 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1547 = stablehlo.multiply %1546, %1545 : tensor<512x128xf32>
    %cst_433 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1549 = stablehlo.multiply %1548, %arg105 : tensor<512x128xf32>
    %1550 = stablehlo.add %1547, %1549 : tensor<512x128xf32>
    %1551 = stablehlo.multiply %1162, %1162 : tensor<128xf32>
    %cst_434 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1553 = stablehlo.multiply %1552, %1551 : tensor<128xf32>
    %cst_435 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1555 = stablehlo.multiply %1554, %arg106 : tensor<128xf32>
    %1556 = stablehlo.add %1553, %1555 : tensor<128xf32>
    %1557 = stablehlo.multiply %1167, %1167 : tensor<128xf32>
    %cst_436 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1559 = stablehlo.multiply %1558, %1557 : tensor<128xf32>
    %cst_437 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1561 = stablehlo.multiply %1560, %arg107 : tensor<128xf32>
    %1562 = stablehlo.add %1559, %1561 : tensor<128xf32>
    %1563 = stablehlo.multiply %1172, %1172 : tensor<64x128xf32>
    %cst_438 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1565 = stablehlo.multiply %1564, %1563 : tensor<64x128xf32>
    %cst_439 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1567 = stablehlo.multiply %1566, %arg108 : tensor<64x128xf32>
    %1568 = stablehlo.add %1565, %1567 : tensor<64x128xf32>
    %c_440 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1569 = stablehlo.compare LT, %arg36, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_441 = stablehlo.constant dense<1> : tensor<i32>
    %1570 = stablehlo.add %arg36, %c_441 : tensor<i32>
    %c_442 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1571 = call @_where_7(%1569, %1570, %c_442) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1572 = stablehlo.convert %1571 : (tensor<i32>) -> tensor<f32>
    %cst_443 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1573 = stablehlo.convert %1571 : (tensor<i32>) -> tensor<f32>
    %1574 = stablehlo.power %cst_443, %1573 : tensor<f32>
    %cst_444 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1575 = stablehlo.subtract %cst_444, %1574 : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1577 = stablehlo.divide %1177, %1576 : tensor<512xf32>
    %1578 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1579 = stablehlo.divide %1182, %1578 : tensor<128x512xf32>
    %1580 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1581 = stablehlo.divide %1187, %1580 : tensor<128xf32>
    %1582 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1583 = stablehlo.divide %1192, %1582 : tensor<512x128xf32>
    %1584 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1585 = stablehlo.divide %1197, %1584 : tensor<128xf32>
    %1586 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1587 = stablehlo.divide %1202, %1586 : tensor<128xf32>
    %1588 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1589 = stablehlo.divide %1207, %1588 : tensor<128xf32>
    %1590 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1591 = stablehlo.divide %1212, %1590 : tensor<128xf32>
    %1592 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1593 = stablehlo.divide %1217, %1592 : tensor<4x32xf32>
    %1594 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1595 = stablehlo.divide %1222, %1594 : tensor<128x4x32xf32>
    %1596 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1597 = stablehlo.divide %1227, %1596 : tensor<128xf32>
    %1598 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1599 = stablehlo.divide %1232, %1598 : tensor<4x32x128xf32>
    %1600 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1601 = stablehlo.divide %1237, %1600 : tensor<4x32xf32>
    %1602 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1603 = stablehlo.divide %1242, %1602 : tensor<128x4x32xf32>
    %1604 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1605 = stablehlo.divide %1247, %1604 : tensor<4x32xf32>
    %1606 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1607 = stablehlo.divide %1252, %1606 : tensor<128x4x32xf32>
    %1608 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1609 = stablehlo.divide %1257, %1608 : tensor<512xf32>
    %1610 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1611 = stablehlo.divide %1262, %1610 : tensor<128x512xf32>
    %1612 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1613 = stablehlo.divide %1267, %1612 : tensor<128xf32>
    %1614 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1615 = stablehlo.divide %1272, %1614 : tensor<512x128xf32>
    %1616 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1617 = stablehlo.divide %1277, %1616 : tensor<128xf32>
    %1618 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1619 = stablehlo.divide %1282, %1618 : tensor<128xf32>
    %1620 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1621 = stablehlo.divide %1287, %1620 : tensor<128xf32>
    %1622 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1623 = stablehlo.divide %1292, %1622 : tensor<128xf32>
    %1624 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1625 = stablehlo.divide %1297, %1624 : tensor<4x32xf32>
    %1626 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1627 = stablehlo.divide %1302, %1626 : tensor<128x4x32xf32>
    %1628 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1629 = stablehlo.divide %1307, %1628 : tensor<128xf32>
    %1630 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1631 = stablehlo.divide %1312, %1630 : tensor<4x32x128xf32>
    %1632 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1633 = stablehlo.divide %1317, %1632 : tensor<4x32xf32>
    %1634 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1635 = stablehlo.divide %1322, %1634 : tensor<128x4x32xf32>
    %1636 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1637 = stablehlo.divide %1327, %1636 : tensor<4x32xf32>
    %1638 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1639 = stablehlo.divide %1332, %1638 : tensor<128x4x32xf32>
    %1640 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1641 = stablehlo.divide %1337, %1640 : tensor<512x128xf32>
    %1642 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1643 = stablehlo.divide %1342, %1642 : tensor<128xf32>
    %1644 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1645 = stablehlo.divide %1347, %1644 : tensor<128xf32>
    %1646 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1647 = stablehlo.divide %1352, %1646 : tensor<64x128xf32>
    %1648 = stablehlo.convert %1571 : (tensor<i32>) -> tensor<f32>
    %cst_445 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1649 = stablehlo.convert %1571 : (tensor<i32>) -> tensor<f32>
    %1650 = stablehlo.power %cst_445, %1649 : tensor<f32>
    %cst_446 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1651 = stablehlo.subtract %cst_446, %1650 : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1653 = stablehlo.divide %1358, %1652 : tensor<512xf32>
    %1654 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1655 = stablehlo.divide %1364, %1654 : tensor<128x512xf32>
    %1656 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1657 = stablehlo.divide %1370, %1656 : tensor<128xf32>
    %1658 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1659 = stablehlo.divide %1376, %1658 : tensor<512x128xf32>
    %1660 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1661 = stablehlo.divide %1382, %1660 : tensor<128xf32>
    %1662 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1663 = stablehlo.divide %1388, %1662 : tensor<128xf32>
    %1664 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1665 = stablehlo.divide %1394, %1664 : tensor<128xf32>
    %1666 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1667 = stablehlo.divide %1400, %1666 : tensor<128xf32>
    %1668 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1669 = stablehlo.divide %1406, %1668 : tensor<4x32xf32>
    %1670 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1671 = stablehlo.divide %1412, %1670 : tensor<128x4x32xf32>
    %1672 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1673 = stablehlo.divide %1418, %1672 : tensor<128xf32>
    %1674 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1675 = stablehlo.divide %1424, %1674 : tensor<4x32x128xf32>
    %1676 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1677 = stablehlo.divide %1430, %1676 : tensor<4x32xf32>
    %1678 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1679 = stablehlo.divide %1436, %1678 : tensor<128x4x32xf32>
    %1680 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1681 = stablehlo.divide %1442, %1680 : tensor<4x32xf32>
    %1682 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1683 = stablehlo.divide %1448, %1682 : tensor<128x4x32xf32>
    %1684 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1685 = stablehlo.divide %1454, %1684 : tensor<512xf32>
    %1686 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1687 = stablehlo.divide %1460, %1686 : tensor<128x512xf32>
    %1688 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1689 = stablehlo.divide %1466, %1688 : tensor<128xf32>
    %1690 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1691 = stablehlo.divide %1472, %1690 : tensor<512x128xf32>
    %1692 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1693 = stablehlo.divide %1478, %1692 : tensor<128xf32>
    %1694 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1695 = stablehlo.divide %1484, %1694 : tensor<128xf32>
    %1696 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1697 = stablehlo.divide %1490, %1696 : tensor<128xf32>
    %1698 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1699 = stablehlo.divide %1496, %1698 : tensor<128xf32>
    %1700 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1701 = stablehlo.divide %1502, %1700 : tensor<4x32xf32>
    %1702 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1703 = stablehlo.divide %1508, %1702 : tensor<128x4x32xf32>
    %1704 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1705 = stablehlo.divide %1514, %1704 : tensor<128xf32>
    %1706 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1707 = stablehlo.divide %1520, %1706 : tensor<4x32x128xf32>
    %1708 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1709 = stablehlo.divide %1526, %1708 : tensor<4x32xf32>
    %1710 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1711 = stablehlo.divide %1532, %1710 : tensor<128x4x32xf32>
    %1712 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1713 = stablehlo.divide %1538, %1712 : tensor<4x32xf32>
    %1714 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1715 = stablehlo.divide %1544, %1714 : tensor<128x4x32xf32>
    %1716 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1717 = stablehlo.divide %1550, %1716 : tensor<512x128xf32>
    %1718 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1719 = stablehlo.divide %1556, %1718 : tensor<128xf32>
    %1720 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1721 = stablehlo.divide %1562, %1720 : tensor<128xf32>
    %1722 = stablehlo.broadcast_in_dim %1651, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1723 = stablehlo.divide %1568, %1722 : tensor<64x128xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1725 = stablehlo.add %1653, %1724 : tensor<512xf32>
    %1726 = stablehlo.sqrt %1725 : tensor<512xf32>
    %cst_448 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1728 = stablehlo.add %1726, %1727 : tensor<512xf32>
    %1729 = stablehlo.divide %1577, %1728 : tensor<512xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1731 = stablehlo.add %1655, %1730 : tensor<128x512xf32>
    %1732 = stablehlo.sqrt %1731 : tensor<128x512xf32>
    %cst_450 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1734 = stablehlo.add %1732, %1733 : tensor<128x512xf32>
    %1735 = stablehlo.divide %1579, %1734 : tensor<128x512xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1737 = stablehlo.add %1657, %1736 : tensor<128xf32>
    %1738 = stablehlo.sqrt %1737 : tensor<128xf32>
    %cst_452 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1739 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1740 = stablehlo.add %1738, %1739 : tensor<128xf32>
    %1741 = stablehlo.divide %1581, %1740 : tensor<128xf32>
    %cst_453 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1743 = stablehlo.add %1659, %1742 : tensor<512x128xf32>
    %1744 = stablehlo.sqrt %1743 : tensor<512x128xf32>
    %cst_454 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1746 = stablehlo.add %1744, %1745 : tensor<512x128xf32>
    %1747 = stablehlo.divide %1583, %1746 : tensor<512x128xf32>
    %cst_455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1749 = stablehlo.add %1661, %1748 : tensor<128xf32>
    %1750 = stablehlo.sqrt %1749 : tensor<128xf32>
    %cst_456 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1752 = stablehlo.add %1750, %1751 : tensor<128xf32>
    %1753 = stablehlo.divide %1585, %1752 : tensor<128xf32>
    %cst_457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1754 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1755 = stablehlo.add %1663, %1754 : tensor<128xf32>
    %1756 = stablehlo.sqrt %1755 : tensor<128xf32>
    %cst_458 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1757 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1758 = stablehlo.add %1756, %1757 : tensor<128xf32>
    %1759 = stablehlo.divide %1587, %1758 : tensor<128xf32>
    %cst_459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1760 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1761 = stablehlo.add %1665, %1760 : tensor<128xf32>
    %1762 = stablehlo.sqrt %1761 : tensor<128xf32>
    %cst_460 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1764 = stablehlo.add %1762, %1763 : tensor<128xf32>
    %1765 = stablehlo.divide %1589, %1764 : tensor<128xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1767 = stablehlo.add %1667, %1766 : tensor<128xf32>
    %1768 = stablehlo.sqrt %1767 : tensor<128xf32>
    %cst_462 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1770 = stablehlo.add %1768, %1769 : tensor<128xf32>
    %1771 = stablehlo.divide %1591, %1770 : tensor<128xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1772 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1773 = stablehlo.add %1669, %1772 : tensor<4x32xf32>
    %1774 = stablehlo.sqrt %1773 : tensor<4x32xf32>
    %cst_464 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1775 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1776 = stablehlo.add %1774, %1775 : tensor<4x32xf32>
    %1777 = stablehlo.divide %1593, %1776 : tensor<4x32xf32>
    %cst_465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1779 = stablehlo.add %1671, %1778 : tensor<128x4x32xf32>
    %1780 = stablehlo.sqrt %1779 : tensor<128x4x32xf32>
    %cst_466 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1781 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1782 = stablehlo.add %1780, %1781 : tensor<128x4x32xf32>
    %1783 = stablehlo.divide %1595, %1782 : tensor<128x4x32xf32>
    %cst_467 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1784 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1785 = stablehlo.add %1673, %1784 : tensor<128xf32>
    %1786 = stablehlo.sqrt %1785 : tensor<128xf32>
    %cst_468 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1787 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1788 = stablehlo.add %1786, %1787 : tensor<128xf32>
    %1789 = stablehlo.divide %1597, %1788 : tensor<128xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1790 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1791 = stablehlo.add %1675, %1790 : tensor<4x32x128xf32>
    %1792 = stablehlo.sqrt %1791 : tensor<4x32x128xf32>
    %cst_470 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1794 = stablehlo.add %1792, %1793 : tensor<4x32x128xf32>
    %1795 = stablehlo.divide %1599, %1794 : tensor<4x32x128xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1797 = stablehlo.add %1677, %1796 : tensor<4x32xf32>
    %1798 = stablehlo.sqrt %1797 : tensor<4x32xf32>
    %cst_472 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1800 = stablehlo.add %1798, %1799 : tensor<4x32xf32>
    %1801 = stablehlo.divide %1601, %1800 : tensor<4x32xf32>
    %cst_473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1802 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1803 = stablehlo.add %1679, %1802 : tensor<128x4x32xf32>
    %1804 = stablehlo.sqrt %1803 : tensor<128x4x32xf32>
    %cst_474 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1805 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1806 = stablehlo.add %1804, %1805 : tensor<128x4x32xf32>
    %1807 = stablehlo.divide %1603, %1806 : tensor<128x4x32xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1808 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1809 = stablehlo.add %1681, %1808 : tensor<4x32xf32>
    %1810 = stablehlo.sqrt %1809 : tensor<4x32xf32>
    %cst_476 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1812 = stablehlo.add %1810, %1811 : tensor<4x32xf32>
    %1813 = stablehlo.divide %1605, %1812 : tensor<4x32xf32>
    %cst_477 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1814 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1815 = stablehlo.add %1683, %1814 : tensor<128x4x32xf32>
    %1816 = stablehlo.sqrt %1815 : tensor<128x4x32xf32>
    %cst_478 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1817 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1818 = stablehlo.add %1816, %1817 : tensor<128x4x32xf32>
    %1819 = stablehlo.divide %1607, %1818 : tensor<128x4x32xf32>
    %cst_479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1820 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1821 = stablehlo.add %1685, %1820 : tensor<512xf32>
    %1822 = stablehlo.sqrt %1821 : tensor<512xf32>
    %cst_480 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1824 = stablehlo.add %1822, %1823 : tensor<512xf32>
    %1825 = stablehlo.divide %1609, %1824 : tensor<512xf32>
    %cst_481 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1826 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1827 = stablehlo.add %1687, %1826 : tensor<128x512xf32>
    %1828 = stablehlo.sqrt %1827 : tensor<128x512xf32>
    %cst_482 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1830 = stablehlo.add %1828, %1829 : tensor<128x512xf32>
    %1831 = stablehlo.divide %1611, %1830 : tensor<128x512xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1832 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1833 = stablehlo.add %1689, %1832 : tensor<128xf32>
    %1834 = stablehlo.sqrt %1833 : tensor<128xf32>
    %cst_484 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1836 = stablehlo.add %1834, %1835 : tensor<128xf32>
    %1837 = stablehlo.divide %1613, %1836 : tensor<128xf32>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1838 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1839 = stablehlo.add %1691, %1838 : tensor<512x128xf32>
    %1840 = stablehlo.sqrt %1839 : tensor<512x128xf32>
    %cst_486 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1842 = stablehlo.add %1840, %1841 : tensor<512x128xf32>
    %1843 = stablehlo.divide %1615, %1842 : tensor<512x128xf32>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1844 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1845 = stablehlo.add %1693, %1844 : tensor<128xf32>
    %1846 = stablehlo.sqrt %1845 : tensor<128xf32>
    %cst_488 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1847 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1848 = stablehlo.add %1846, %1847 : tensor<128xf32>
    %1849 = stablehlo.divide %1617, %1848 : tensor<128xf32>
    %cst_489 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1850 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1851 = stablehlo.add %1695, %1850 : tensor<128xf32>
    %1852 = stablehlo.sqrt %1851 : tensor<128xf32>
    %cst_490 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1854 = stablehlo.add %1852, %1853 : tensor<128xf32>
    %1855 = stablehlo.divide %1619, %1854 : tensor<128xf32>
    %cst_491 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1856 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1857 = stablehlo.add %1697, %1856 : tensor<128xf32>
    %1858 = stablehlo.sqrt %1857 : tensor<128xf32>
    %cst_492 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1859 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1860 = stablehlo.add %1858, %1859 : tensor<128xf32>
    %1861 = stablehlo.divide %1621, %1860 : tensor<128xf32>
    %cst_493 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1862 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1863 = stablehlo.add %1699, %1862 : tensor<128xf32>
    %1864 = stablehlo.sqrt %1863 : tensor<128xf32>
    %cst_494 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1865 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1866 = stablehlo.add %1864, %1865 : tensor<128xf32>
    %1867 = stablehlo.divide %1623, %1866 : tensor<128xf32>
    %cst_495 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1868 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1869 = stablehlo.add %1701, %1868 : tensor<4x32xf32>
    %1870 = stablehlo.sqrt %1869 : tensor<4x32xf32>
    %cst_496 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1872 = stablehlo.add %1870, %1871 : tensor<4x32xf32>
    %1873 = stablehlo.divide %1625, %1872 : tensor<4x32xf32>
    %cst_497 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1874 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1875 = stablehlo.add %1703, %1874 : tensor<128x4x32xf32>
    %1876 = stablehlo.sqrt %1875 : tensor<128x4x32xf32>
    %cst_498 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1877 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1878 = stablehlo.add %1876, %1877 : tensor<128x4x32xf32>
    %1879 = stablehlo.divide %1627, %1878 : tensor<128x4x32xf32>
    %cst_499 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1880 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1881 = stablehlo.add %1705, %1880 : tensor<128xf32>
    %1882 = stablehlo.sqrt %1881 : tensor<128xf32>
    %cst_500 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1883 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1884 = stablehlo.add %1882, %1883 : tensor<128xf32>
    %1885 = stablehlo.divide %1629, %1884 : tensor<128xf32>
    %cst_501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1886 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1887 = stablehlo.add %1707, %1886 : tensor<4x32x128xf32>
    %1888 = stablehlo.sqrt %1887 : tensor<4x32x128xf32>
    %cst_502 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1889 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1890 = stablehlo.add %1888, %1889 : tensor<4x32x128xf32>
    %1891 = stablehlo.divide %1631, %1890 : tensor<4x32x128xf32>
    %cst_503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1892 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1893 = stablehlo.add %1709, %1892 : tensor<4x32xf32>
    %1894 = stablehlo.sqrt %1893 : tensor<4x32xf32>
    %cst_504 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1895 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1896 = stablehlo.add %1894, %1895 : tensor<4x32xf32>
    %1897 = stablehlo.divide %1633, %1896 : tensor<4x32xf32>
    %cst_505 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1898 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1899 = stablehlo.add %1711, %1898 : tensor<128x4x32xf32>
    %1900 = stablehlo.sqrt %1899 : tensor<128x4x32xf32>
    %cst_506 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1901 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1902 = stablehlo.add %1900, %1901 : tensor<128x4x32xf32>
    %1903 = stablehlo.divide %1635, %1902 : tensor<128x4x32xf32>
    %cst_507 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1904 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1905 = stablehlo.add %1713, %1904 : tensor<4x32xf32>
    %1906 = stablehlo.sqrt %1905 : tensor<4x32xf32>
    %cst_508 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1907 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1908 = stablehlo.add %1906, %1907 : tensor<4x32xf32>
    %1909 = stablehlo.divide %1637, %1908 : tensor<4x32xf32>
    %cst_509 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1910 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1911 = stablehlo.add %1715, %1910 : tensor<128x4x32xf32>
    %1912 = stablehlo.sqrt %1911 : tensor<128x4x32xf32>
    %cst_510 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1913 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1914 = stablehlo.add %1912, %1913 : tensor<128x4x32xf32>
    %1915 = stablehlo.divide %1639, %1914 : tensor<128x4x32xf32>
    %cst_511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1916 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1917 = stablehlo.add %1717, %1916 : tensor<512x128xf32>
    %1918 = stablehlo.sqrt %1917 : tensor<512x128xf32>
    %cst_512 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1919 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1920 = stablehlo.add %1918, %1919 : tensor<512x128xf32>
    %1921 = stablehlo.divide %1641, %1920 : tensor<512x128xf32>
    %cst_513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1922 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1923 = stablehlo.add %1719, %1922 : tensor<128xf32>
    %1924 = stablehlo.sqrt %1923 : tensor<128xf32>
    %cst_514 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1925 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1926 = stablehlo.add %1924, %1925 : tensor<128xf32>
    %1927 = stablehlo.divide %1643, %1926 : tensor<128xf32>
    %cst_515 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1929 = stablehlo.add %1721, %1928 : tensor<128xf32>
    %1930 = stablehlo.sqrt %1929 : tensor<128xf32>
    %cst_516 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1932 = stablehlo.add %1930, %1931 : tensor<128xf32>
    %1933 = stablehlo.divide %1645, %1932 : tensor<128xf32>
    %cst_517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1934 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1935 = stablehlo.add %1723, %1934 : tensor<64x128xf32>
    %1936 = stablehlo.sqrt %1935 : tensor<64x128xf32>
    %cst_518 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1937 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1938 = stablehlo.add %1936, %1937 : tensor<64x128xf32>
    %1939 = stablehlo.divide %1647, %1938 : tensor<64x128xf32>
    %cst_519 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1940 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1941 = stablehlo.multiply %1940, %arg0 : tensor<512xf32>
    %1942 = stablehlo.add %1729, %1941 : tensor<512xf32>
    %cst_520 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1943 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1944 = stablehlo.multiply %1943, %arg1 : tensor<128x512xf32>
    %1945 = stablehlo.add %1735, %1944 : tensor<128x512xf32>
    %cst_521 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1946 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1947 = stablehlo.multiply %1946, %arg2 : tensor<128xf32>
    %1948 = stablehlo.add %1741, %1947 : tensor<128xf32>
    %cst_522 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1949 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1950 = stablehlo.multiply %1949, %arg3 : tensor<512x128xf32>
    %1951 = stablehlo.add %1747, %1950 : tensor<512x128xf32>
    %cst_523 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1952 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1953 = stablehlo.multiply %1952, %arg4 : tensor<128xf32>
    %1954 = stablehlo.add %1753, %1953 : tensor<128xf32>
    %cst_524 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1955 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1956 = stablehlo.multiply %1955, %arg5 : tensor<128xf32>
    %1957 = stablehlo.add %1759, %1956 : tensor<128xf32>
    %cst_525 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1958 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1959 = stablehlo.multiply %1958, %arg6 : tensor<128xf32>
    %1960 = stablehlo.add %1765, %1959 : tensor<128xf32>
    %cst_526 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1961 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1962 = stablehlo.multiply %1961, %arg7 : tensor<128xf32>
    %1963 = stablehlo.add %1771, %1962 : tensor<128xf32>
    %cst_527 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1964 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1965 = stablehlo.multiply %1964, %arg8 : tensor<4x32xf32>
    %1966 = stablehlo.add %1777, %1965 : tensor<4x32xf32>
    %cst_528 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1967 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1968 = stablehlo.multiply %1967, %arg9 : tensor<128x4x32xf32>
    %1969 = stablehlo.add %1783, %1968 : tensor<128x4x32xf32>
    %cst_529 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1970 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1971 = stablehlo.multiply %1970, %arg10 : tensor<128xf32>
    %1972 = stablehlo.add %1789, %1971 : tensor<128xf32>
    %cst_530 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1973 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1974 = stablehlo.multiply %1973, %arg11 : tensor<4x32x128xf32>
    %1975 = stablehlo.add %1795, %1974 : tensor<4x32x128xf32>
    %cst_531 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1977 = stablehlo.multiply %1976, %arg12 : tensor<4x32xf32>
    %1978 = stablehlo.add %1801, %1977 : tensor<4x32xf32>
    %cst_532 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1979 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1980 = stablehlo.multiply %1979, %arg13 : tensor<128x4x32xf32>
    %1981 = stablehlo.add %1807, %1980 : tensor<128x4x32xf32>
    %cst_533 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1982 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1983 = stablehlo.multiply %1982, %arg14 : tensor<4x32xf32>
    %1984 = stablehlo.add %1813, %1983 : tensor<4x32xf32>
    %cst_534 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1985 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1986 = stablehlo.multiply %1985, %arg15 : tensor<128x4x32xf32>
    %1987 = stablehlo.add %1819, %1986 : tensor<128x4x32xf32>
    %cst_535 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1988 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1989 = stablehlo.multiply %1988, %arg16 : tensor<512xf32>
    %1990 = stablehlo.add %1825, %1989 : tensor<512xf32>
    %cst_536 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1991 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1992 = stablehlo.multiply %1991, %arg17 : tensor<128x512xf32>
    %1993 = stablehlo.add %1831, %1992 : tensor<128x512xf32>
    %cst_537 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1994 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1995 = stablehlo.multiply %1994, %arg18 : tensor<128xf32>
    %1996 = stablehlo.add %1837, %1995 : tensor<128xf32>
    %cst_538 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1997 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1998 = stablehlo.multiply %1997, %arg19 : tensor<512x128xf32>
    %1999 = stablehlo.add %1843, %1998 : tensor<512x128xf32>
    %cst_539 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2000 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2001 = stablehlo.multiply %2000, %arg20 : tensor<128xf32>
    %2002 = stablehlo.add %1849, %2001 : tensor<128xf32>
    %cst_540 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2003 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2004 = stablehlo.multiply %2003, %arg21 : tensor<128xf32>
    %2005 = stablehlo.add %1855, %2004 : tensor<128xf32>
    %cst_541 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2006 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2007 = stablehlo.multiply %2006, %arg22 : tensor<128xf32>
    %2008 = stablehlo.add %1861, %2007 : tensor<128xf32>
    %cst_542 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2009 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2010 = stablehlo.multiply %2009, %arg23 : tensor<128xf32>
    %2011 = stablehlo.add %1867, %2010 : tensor<128xf32>
    %cst_543 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2012 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2013 = stablehlo.multiply %2012, %arg24 : tensor<4x32xf32>
    %2014 = stablehlo.add %1873, %2013 : tensor<4x32xf32>
    %cst_544 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2015 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2016 = stablehlo.multiply %2015, %arg25 : tensor<128x4x32xf32>
    %2017 = stablehlo.add %1879, %2016 : tensor<128x4x32xf32>
    %cst_545 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2018 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2019 = stablehlo.multiply %2018, %arg26 : tensor<128xf32>
    %2020 = stablehlo.add %1885, %2019 : tensor<128xf32>
    %cst_546 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2021 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %2022 = stablehlo.multiply %2021, %arg27 : tensor<4x32x128xf32>
    %2023 = stablehlo.add %1891, %2022 : tensor<4x32x128xf32>
    %cst_547 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2024 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2025 = stablehlo.multiply %2024, %arg28 : tensor<4x32xf32>
    %2026 = stablehlo.add %1897, %2025 : tensor<4x32xf32>
    %cst_548 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2027 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2028 = stablehlo.multiply %2027, %arg29 : tensor<128x4x32xf32>
    %2029 = stablehlo.add %1903, %2028 : tensor<128x4x32xf32>
    %cst_549 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2030 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2031 = stablehlo.multiply %2030, %arg30 : tensor<4x32xf32>
    %2032 = stablehlo.add %1909, %2031 : tensor<4x32xf32>
    %cst_550 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2033 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2034 = stablehlo.multiply %2033, %arg31 : tensor<128x4x32xf32>
    %2035 = stablehlo.add %1915, %2034 : tensor<128x4x32xf32>
    %cst_551 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2037 = stablehlo.multiply %2036, %arg32 : tensor<512x128xf32>
    %2038 = stablehlo.add %1921, %2037 : tensor<512x128xf32>
    %cst_552 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2039 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2040 = stablehlo.multiply %2039, %arg33 : tensor<128xf32>
    %2041 = stablehlo.add %1927, %2040 : tensor<128xf32>
    %cst_553 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2042 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2043 = stablehlo.multiply %2042, %arg34 : tensor<128xf32>
    %2044 = stablehlo.add %1933, %2043 : tensor<128xf32>
    %cst_554 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2045 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2046 = stablehlo.multiply %2045, %arg35 : tensor<64x128xf32>
    %2047 = stablehlo.add %1939, %2046 : tensor<64x128xf32>
    %c_555 = stablehlo.constant dense<0> : tensor<i32>
    %2048 = stablehlo.subtract %arg109, %c_555 : tensor<i32>
    %c_556 = stablehlo.constant dense<0> : tensor<i32>
    %c_557 = stablehlo.constant dense<100> : tensor<i32>
    %2049 = call @clip(%2048, %c_556, %c_557) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2050 = stablehlo.convert %2049 : (tensor<i32>) -> tensor<f32>
    %cst_558 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %2051 = stablehlo.divide %2050, %cst_558 : tensor<f32>
    %cst_559 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2052 = stablehlo.subtract %cst_559, %2051 : tensor<f32>
    %cst_560 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %2053 = stablehlo.multiply %cst_560, %2052 : tensor<f32>
    %cst_561 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %2054 = stablehlo.add %2053, %cst_561 : tensor<f32>
    %c_562 = stablehlo.constant dense<100> : tensor<i32>
    %2055 = stablehlo.compare LT, %arg109, %c_562, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_563 = stablehlo.constant dense<100> : tensor<i32>
    %2056 = stablehlo.subtract %arg109, %c_563 : tensor<i32>
    %2057 = stablehlo.convert %2056 : (tensor<i32>) -> tensor<f32>
    %cst_564 = stablehlo.constant dense<9.000000e+02> : tensor<f32>
    %2058 = stablehlo.minimum %2057, %cst_564 : tensor<f32>
    %cst_565 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %2059 = stablehlo.multiply %cst_565, %2058 : tensor<f32>
    %cst_566 = stablehlo.constant dense<9.000000e+02> : tensor<f32>
    %2060 = stablehlo.divide %2059, %cst_566 : tensor<f32>
    %2061 = stablehlo.cosine %2060 : tensor<f32>
    %cst_567 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2062 = stablehlo.add %cst_567, %2061 : tensor<f32>
    %cst_568 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2063 = stablehlo.multiply %cst_568, %2062 : tensor<f32>
    %cst_569 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2064 = stablehlo.power %2063, %cst_569 : tensor<f32>
    %cst_570 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2065 = stablehlo.multiply %cst_570, %2064 : tensor<f32>
    %cst_571 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2066 = stablehlo.add %2065, %cst_571 : tensor<f32>
    %cst_572 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %2067 = stablehlo.multiply %cst_572, %2066 : tensor<f32>
    %2068 = call @_where_8(%2055, %2054, %2067) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_573 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2069 = stablehlo.multiply %cst_573, %2068 : tensor<f32>
    %2070 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2071 = stablehlo.multiply %2070, %1942 : tensor<512xf32>
    %2072 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %2073 = stablehlo.multiply %2072, %1945 : tensor<128x512xf32>
    %2074 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2075 = stablehlo.multiply %2074, %1948 : tensor<128xf32>
    %2076 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2077 = stablehlo.multiply %2076, %1951 : tensor<512x128xf32>
    %2078 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2079 = stablehlo.multiply %2078, %1954 : tensor<128xf32>
    %2080 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2081 = stablehlo.multiply %2080, %1957 : tensor<128xf32>
    %2082 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2083 = stablehlo.multiply %2082, %1960 : tensor<128xf32>
    %2084 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2085 = stablehlo.multiply %2084, %1963 : tensor<128xf32>
    %2086 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2087 = stablehlo.multiply %2086, %1966 : tensor<4x32xf32>
    %2088 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2089 = stablehlo.multiply %2088, %1969 : tensor<128x4x32xf32>
    %2090 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2091 = stablehlo.multiply %2090, %1972 : tensor<128xf32>
    %2092 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %2093 = stablehlo.multiply %2092, %1975 : tensor<4x32x128xf32>
    %2094 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2095 = stablehlo.multiply %2094, %1978 : tensor<4x32xf32>
    %2096 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2097 = stablehlo.multiply %2096, %1981 : tensor<128x4x32xf32>
    %2098 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2099 = stablehlo.multiply %2098, %1984 : tensor<4x32xf32>
    %2100 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2101 = stablehlo.multiply %2100, %1987 : tensor<128x4x32xf32>
    %2102 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2103 = stablehlo.multiply %2102, %1990 : tensor<512xf32>
    %2104 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %2105 = stablehlo.multiply %2104, %1993 : tensor<128x512xf32>
    %2106 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2107 = stablehlo.multiply %2106, %1996 : tensor<128xf32>
    %2108 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2109 = stablehlo.multiply %2108, %1999 : tensor<512x128xf32>
    %2110 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2111 = stablehlo.multiply %2110, %2002 : tensor<128xf32>
    %2112 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2113 = stablehlo.multiply %2112, %2005 : tensor<128xf32>
    %2114 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2115 = stablehlo.multiply %2114, %2008 : tensor<128xf32>
    %2116 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2117 = stablehlo.multiply %2116, %2011 : tensor<128xf32>
    %2118 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2119 = stablehlo.multiply %2118, %2014 : tensor<4x32xf32>
    %2120 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2121 = stablehlo.multiply %2120, %2017 : tensor<128x4x32xf32>
    %2122 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2123 = stablehlo.multiply %2122, %2020 : tensor<128xf32>
    %2124 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %2125 = stablehlo.multiply %2124, %2023 : tensor<4x32x128xf32>
    %2126 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2127 = stablehlo.multiply %2126, %2026 : tensor<4x32xf32>
    %2128 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2129 = stablehlo.multiply %2128, %2029 : tensor<128x4x32xf32>
    %2130 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2131 = stablehlo.multiply %2130, %2032 : tensor<4x32xf32>
    %2132 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %2133 = stablehlo.multiply %2132, %2035 : tensor<128x4x32xf32>
    %2134 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2135 = stablehlo.multiply %2134, %2038 : tensor<512x128xf32>
    %2136 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2137 = stablehlo.multiply %2136, %2041 : tensor<128xf32>
    %2138 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2139 = stablehlo.multiply %2138, %2044 : tensor<128xf32>
    %2140 = stablehlo.broadcast_in_dim %2069, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2141 = stablehlo.multiply %2140, %2047 : tensor<64x128xf32>
    %c_574 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2142 = stablehlo.compare LT, %arg109, %c_574, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_575 = stablehlo.constant dense<1> : tensor<i32>
    %2143 = stablehlo.add %arg109, %c_575 : tensor<i32>
    %c_576 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2144 = call @_where_7(%2142, %2143, %c_576) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2145 = stablehlo.add %arg0, %2071 : tensor<512xf32>
    %2146 = stablehlo.add %arg1, %2073 : tensor<128x512xf32>
    %2147 = stablehlo.add %arg2, %2075 : tensor<128xf32>
    %2148 = stablehlo.add %arg3, %2077 : tensor<512x128xf32>
    %2149 = stablehlo.add %arg4, %2079 : tensor<128xf32>
    %2150 = stablehlo.add %arg5, %2081 : tensor<128xf32>
    %2151 = stablehlo.add %arg6, %2083 : tensor<128xf32>
    %2152 = stablehlo.add %arg7, %2085 : tensor<128xf32>
    %2153 = stablehlo.add %arg8, %2087 : tensor<4x32xf32>
    %2154 = stablehlo.add %arg9, %2089 : tensor<128x4x32xf32>
    %2155 = stablehlo.add %arg10, %2091 : tensor<128xf32>
    %2156 = stablehlo.add %arg11, %2093 : tensor<4x32x128xf32>
    %2157 = stablehlo.add %arg12, %2095 : tensor<4x32xf32>
    %2158 = stablehlo.add %arg13, %2097 : tensor<128x4x32xf32>
    %2159 = stablehlo.add %arg14, %2099 : tensor<4x32xf32>
    %2160 = stablehlo.add %arg15, %2101 : tensor<128x4x32xf32>
    %2161 = stablehlo.add %arg16, %2103 : tensor<512xf32>
    %2162 = stablehlo.add %arg17, %2105 : tensor<128x512xf32>
    %2163 = stablehlo.add %arg18, %2107 : tensor<128xf32>
    %2164 = stablehlo.add %arg19, %2109 : tensor<512x128xf32>
    %2165 = stablehlo.add %arg20, %2111 : tensor<128xf32>
    %2166 = stablehlo.add %arg21, %2113 : tensor<128xf32>
    %2167 = stablehlo.add %arg22, %2115 : tensor<128xf32>
    %2168 = stablehlo.add %arg23, %2117 : tensor<128xf32>
    %2169 = stablehlo.add %arg24, %2119 : tensor<4x32xf32>
    %2170 = stablehlo.add %arg25, %2121 : tensor<128x4x32xf32>
    %2171 = stablehlo.add %arg26, %2123 : tensor<128xf32>
    %2172 = stablehlo.add %arg27, %2125 : tensor<4x32x128xf32>
    %2173 = stablehlo.add %arg28, %2127 : tensor<4x32xf32>
    %2174 = stablehlo.add %arg29, %2129 : tensor<128x4x32xf32>
    %2175 = stablehlo.add %arg30, %2131 : tensor<4x32xf32>
    %2176 = stablehlo.add %arg31, %2133 : tensor<128x4x32xf32>
    %2177 = stablehlo.add %arg32, %2135 : tensor<512x128xf32>
    %2178 = stablehlo.add %arg33, %2137 : tensor<128xf32>
    %2179 = stablehlo.add %arg34, %2139 : tensor<128xf32>
    %2180 = stablehlo.add %arg35, %2141 : tensor<64x128xf32>
    return %2145, %2146, %2147, %2148, %2149, %2150, %2151, %2152, %2153, %2154, %2155, %2156, %2157, %2158, %2159, %2160, %2161, %2162, %2163, %2164, %2165, %2166, %2167, %2168, %2169, %2170, %2171, %2172, %2173, %2174, %2175, %2176, %2177, %2178, %2179, %2180, %1571, %1177, %1182, %1187, %1192, %1197, %1202, %1207, %1212, %1217, %1222, %1227, %1232, %1237, %1242, %1247, %1252, %1257, %1262, %1267, %1272, %1277, %1282, %1287, %1292, %1297, %1302, %1307, %1312, %1317, %1322, %1327, %1332, %1337, %1342, %1347, %1352, %1358, %1364, %1370, %1376, %1382, %1388, %1394, %1400, %1406, %1412, %1418, %1424, %1430, %1436, %1442, %1448, %1454, %1460, %1466, %1472, %1478, %1484, %1490, %1496, %1502, %1508, %1514, %1520, %1526, %1532, %1538, %1544, %1550, %1556, %1562, %1568, %2144, %432 : tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xf32>, %arg1: tensor<8x64xi32>) -> (tensor<8x64x128xf32>, tensor<8x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16, %5 : tensor<8x64x128xf32>, tensor<8x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x64x64xf32>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    return %4, %2, %5 : tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 64, 1>}> : (tensor<8x64x1xf32>, tensor<1xi32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x64xi1>, tensor<8x64xf32>
    return %13, %3 : tensor<8x64xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @_where_5(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xf32>) -> tensor<512x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
