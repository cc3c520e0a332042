module @jit_relax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x2xf32>) -> (tensor<256x2xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[[1.000000e+00, 1.200000e+00], [1.200000e+00, 1.400000e+00]]> : tensor<2x2xf32>
    %c = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_1 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_3 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_4 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_5 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_6 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_7 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_8 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_9 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_10 = stablehlo.constant dense<false> : tensor<128xi1>
    %cst_11 = stablehlo.constant dense<1.099610e+00> : tensor<f16>
    %cst_12 = stablehlo.constant dense<4.998780e-02> : tensor<f16>
    %c_13 = stablehlo.constant dense<5> : tensor<ui8>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %cst_15 = stablehlo.constant dense<9.902340e-01> : tensor<f16>
    %cst_16 = stablehlo.constant dense<9.997550e-02> : tensor<f16>
    %cst_17 = stablehlo.constant dense<1.000210e-02> : tensor<f16>
    %c_18 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_19 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_20 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_21 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_22 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_23 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_24 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_25 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_26 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_27 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_28 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_29 = stablehlo.constant dense<false> : tensor<128xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %1 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1xf32>) -> tensor<f32>
    %c_31 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %4 = stablehlo.add %c, %3 : tensor<128xi32>
    %5 = stablehlo.select %c_0, %4, %c : tensor<128xi1>, tensor<128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_32 = stablehlo.constant dense<256> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %9 = stablehlo.add %c_1, %8 : tensor<128xi32>
    %10 = stablehlo.select %c_2, %9, %c_1 : tensor<128xi1>, tensor<128xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %12 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %14 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<128x128x2xf32>
    %cst_33 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.multiply %cst_33, %cst_34 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %20 = stablehlo.add %17, %19 : tensor<128x128x2xf32>
    %cst_35 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %21:2 = call @remainder(%20, %cst_35) : (tensor<128x128x2xf32>, tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>)
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_37 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %22 = stablehlo.multiply %cst_36, %cst_37 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %24 = stablehlo.subtract %21#0, %23 : tensor<128x128x2xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<128x128x2xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<128x128x2xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %30 = stablehlo.compare GT, %28, %29, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %31:4 = call @safe_mask(%30, %28) : (tensor<128x128xi1>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %32 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %33 = stablehlo.divide %31#0, %32 : tensor<128x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %35 = stablehlo.compare LT, %33, %34, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36:5 = call @safe_mask_0(%35, %33, %cst_42) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>)
    %37:7 = call @nan_to_num(%36#0) : (tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>)
    %38 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %39 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %41 = stablehlo.add %38, %40 : tensor<128x128xi32>
    %42 = stablehlo.compare EQ, %41, %39, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %43 = stablehlo.convert %42 : (tensor<128x128xi1>) -> tensor<128x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %45 = stablehlo.subtract %44, %43 : tensor<128x128xf32>
    %46 = stablehlo.multiply %45, %37#0 : tensor<128x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.multiply %cst_46, %47 : tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.add %cst_47, %48 : tensor<f32>
    %50 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1xf32>) -> tensor<f32>
    %c_48 = stablehlo.constant dense<256> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %53 = stablehlo.add %c_3, %52 : tensor<128xi32>
    %54 = stablehlo.select %c_4, %53, %c_3 : tensor<128xi1>, tensor<128xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %56 = "stablehlo.gather"(%arg0, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_49 = stablehlo.constant dense<256> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %58 = stablehlo.add %c_5, %57 : tensor<128xi32>
    %59 = stablehlo.select %c_6, %58, %c_5 : tensor<128xi1>, tensor<128xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %61 = "stablehlo.gather"(%arg0, %60) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %63 = stablehlo.broadcast_in_dim %56, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %66 = stablehlo.subtract %64, %65 : tensor<128x128x2xf32>
    %cst_50 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.multiply %cst_50, %cst_51 : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %69 = stablehlo.add %66, %68 : tensor<128x128x2xf32>
    %cst_52 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %70:2 = call @remainder(%69, %cst_52) : (tensor<128x128x2xf32>, tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>)
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_54 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %71 = stablehlo.multiply %cst_53, %cst_54 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %73 = stablehlo.subtract %70#0, %72 : tensor<128x128x2xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<128x128x2xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %76 = stablehlo.multiply %75, %73 : tensor<128x128x2xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%74 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %79 = stablehlo.compare GT, %77, %78, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %80:4 = call @safe_mask(%79, %77) : (tensor<128x128xi1>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %81 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %82 = stablehlo.divide %80#0, %81 : tensor<128x128xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %84 = stablehlo.compare LT, %82, %83, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85:5 = call @safe_mask_4(%84, %82, %cst_59) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>)
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85#0 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %87 = stablehlo.add %49, %86 : tensor<f32>
    %88 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x1xf32>) -> tensor<f32>
    %c_61 = stablehlo.constant dense<256> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %91 = stablehlo.add %c_7, %90 : tensor<128xi32>
    %92 = stablehlo.select %c_8, %91, %c_7 : tensor<128xi1>, tensor<128xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %94 = "stablehlo.gather"(%arg0, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_62 = stablehlo.constant dense<256> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %96 = stablehlo.add %c_9, %95 : tensor<128xi32>
    %97 = stablehlo.select %c_10, %96, %c_9 : tensor<128xi1>, tensor<128xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %99 = "stablehlo.gather"(%arg0, %98) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %101 = stablehlo.broadcast_in_dim %94, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %104 = stablehlo.subtract %102, %103 : tensor<128x128x2xf32>
    %cst_63 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.multiply %cst_63, %cst_64 : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %107 = stablehlo.add %104, %106 : tensor<128x128x2xf32>
    %cst_65 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %108:2 = call @remainder(%107, %cst_65) : (tensor<128x128x2xf32>, tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>)
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_67 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %109 = stablehlo.multiply %cst_66, %cst_67 : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %111 = stablehlo.subtract %108#0, %110 : tensor<128x128x2xf32>
    %112 = stablehlo.multiply %111, %111 : tensor<128x128x2xf32>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %114 = stablehlo.multiply %113, %111 : tensor<128x128x2xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%112 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %117 = stablehlo.compare GT, %115, %116, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %118:4 = call @safe_mask(%117, %115) : (tensor<128x128xi1>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %119 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %120 = stablehlo.divide %118#0, %119 : tensor<128x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %122 = stablehlo.compare LT, %120, %121, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123:5 = call @safe_mask_5(%122, %120, %cst_72) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>)
    %124:7 = call @nan_to_num(%123#0) : (tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>)
    %125 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %126 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %127 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %128 = stablehlo.add %125, %127 : tensor<128x128xi32>
    %129 = stablehlo.compare EQ, %128, %126, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %130 = stablehlo.convert %129 : (tensor<128x128xi1>) -> tensor<128x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %132 = stablehlo.subtract %131, %130 : tensor<128x128xf32>
    %133 = stablehlo.multiply %132, %124#0 : tensor<128x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %135 = stablehlo.multiply %cst_76, %134 : tensor<f32>
    %136 = stablehlo.add %87, %135 : tensor<f32>
    %137 = stablehlo.negate %136 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.negate %cst_77 : tensor<f32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.multiply %cst_78, %138 : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %141 = stablehlo.multiply %132, %140 : tensor<128x128xf32>
    %142 = call @nan_to_num_6(%124#1, %124#2, %124#3, %124#4, %124#5, %124#6, %141) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %143 = call @safe_mask_8(%122, %123#1, %123#2, %123#3, %123#4, %142) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %144 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %145 = stablehlo.divide %143, %144 : tensor<128x128xf32>
    %146 = call @safe_mask_11(%117, %118#1, %118#2, %118#3, %145) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x2xf32>
    %148 = stablehlo.multiply %147, %114 : tensor<128x128x2xf32>
    %149 = call @remainder_13(%108#1, %148) : (tensor<128x128x2xi1>, tensor<128x128x2xf32>) -> tensor<128x128x2xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_79) applies stablehlo.add across dimensions = [0] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %151 = stablehlo.reshape %150 : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %152 = stablehlo.negate %149 : tensor<128x128x2xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %154 = stablehlo.reshape %153 : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%151 init: %cst_81) applies stablehlo.add across dimensions = [0] : (tensor<1x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%154 init: %cst_82) applies stablehlo.add across dimensions = [1] : (tensor<128x1x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %158 = "stablehlo.scatter"(%157, %98, %156) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %338 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %338 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %160 = "stablehlo.scatter"(%159, %93, %155) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %338 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %338 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %161 = stablehlo.add %158, %160 : tensor<256x2xf32>
    %162 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %163 = call @safe_mask_14(%84, %85#1, %85#2, %85#3, %85#4, %162) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %164 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %165 = stablehlo.divide %163, %164 : tensor<128x128xf32>
    %166 = call @safe_mask_11(%79, %80#1, %80#2, %80#3, %165) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x2xf32>
    %168 = stablehlo.multiply %167, %76 : tensor<128x128x2xf32>
    %169 = call @remainder_13(%70#1, %168) : (tensor<128x128x2xi1>, tensor<128x128x2xf32>) -> tensor<128x128x2xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_85) applies stablehlo.add across dimensions = [0] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %171 = stablehlo.reshape %170 : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %172 = stablehlo.negate %169 : tensor<128x128x2xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_86) applies stablehlo.add across dimensions = [1] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %174 = stablehlo.reshape %173 : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%171 init: %cst_87) applies stablehlo.add across dimensions = [0] : (tensor<1x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%174 init: %cst_88) applies stablehlo.add across dimensions = [1] : (tensor<128x1x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %178 = "stablehlo.scatter"(%177, %60, %176) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %338 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %338 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %179 = stablehlo.add %161, %178 : tensor<256x2xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %181 = "stablehlo.scatter"(%180, %55, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %338 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %338 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %182 = stablehlo.add %179, %181 : tensor<256x2xf32>
    %cst_91 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %183 = stablehlo.multiply %cst_91, %138 : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %185 = stablehlo.multiply %45, %184 : tensor<128x128xf32>
    %186 = call @nan_to_num_6(%37#1, %37#2, %37#3, %37#4, %37#5, %37#6, %185) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %187 = call @safe_mask_15(%35, %36#1, %36#2, %36#3, %36#4, %186) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %188 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %189 = stablehlo.divide %187, %188 : tensor<128x128xf32>
    %190 = call @safe_mask_11(%30, %31#1, %31#2, %31#3, %189) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x2xf32>
    %192 = stablehlo.multiply %191, %27 : tensor<128x128x2xf32>
    %193 = call @remainder_13(%21#1, %192) : (tensor<128x128x2xi1>, tensor<128x128x2xf32>) -> tensor<128x128x2xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_92) applies stablehlo.add across dimensions = [0] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %195 = stablehlo.reshape %194 : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %196 = stablehlo.negate %193 : tensor<128x128x2xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_93) applies stablehlo.add across dimensions = [1] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %198 = stablehlo.reshape %197 : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%195 init: %cst_94) applies stablehlo.add across dimensions = [0] : (tensor<1x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%198 init: %cst_95) applies stablehlo.add across dimensions = [1] : (tensor<128x1x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %202 = "stablehlo.scatter"(%201, %11, %200) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %338 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %338 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %203 = stablehlo.add %182, %202 : tensor<256x2xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %205 = "stablehlo.scatter"(%204, %6, %199) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %338 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %338 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %206 = stablehlo.add %203, %205 : tensor<256x2xf32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %207:15 = stablehlo.while(%iterArg = %cst_11, %iterArg_145 = %cst_12, %iterArg_146 = %c_13, %iterArg_147 = %cst_14, %iterArg_148 = %cst_15, %iterArg_149 = %cst_16, %iterArg_150 = %c_101, %iterArg_151 = %c_98, %iterArg_152 = %arg0, %iterArg_153 = %0, %iterArg_154 = %206, %iterArg_155 = %cst_99, %iterArg_156 = %cst_17, %iterArg_157 = %cst_16, %iterArg_158 = %c_100) : tensor<f16>, tensor<f16>, tensor<ui8>, tensor<f16>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<i32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
    cond {
      %c_159 = stablehlo.constant dense<100> : tensor<i32>
      %338 = stablehlo.compare LT, %iterArg_150, %c_159, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %338 : tensor<i1>
    } do {
      %338:8 = func.call @closed_call(%iterArg, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158) : (tensor<f16>, tensor<f16>, tensor<ui8>, tensor<f16>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>) -> (tensor<i32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>)
      %c_159 = stablehlo.constant dense<1> : tensor<i32>
      %339 = stablehlo.add %iterArg_150, %c_159 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %339, %338#0, %338#1, %338#2, %338#3, %338#4, %338#5, %338#6, %338#7 : tensor<f16>, tensor<f16>, tensor<ui8>, tensor<f16>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<i32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
    }
    %208 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x1xf32>) -> tensor<f32>
    %c_102 = stablehlo.constant dense<256> : tensor<i32>
    %210 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %211 = stablehlo.add %c_18, %210 : tensor<128xi32>
    %212 = stablehlo.select %c_19, %211, %c_18 : tensor<128xi1>, tensor<128xi32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %214 = "stablehlo.gather"(%207#8, %213) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_103 = stablehlo.constant dense<256> : tensor<i32>
    %215 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %216 = stablehlo.add %c_20, %215 : tensor<128xi32>
    %217 = stablehlo.select %c_21, %216, %c_20 : tensor<128xi1>, tensor<128xi32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %219 = "stablehlo.gather"(%207#8, %218) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %221 = stablehlo.broadcast_in_dim %214, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %224 = stablehlo.subtract %222, %223 : tensor<128x128x2xf32>
    %cst_104 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_105 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %225 = stablehlo.multiply %cst_104, %cst_105 : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %227 = stablehlo.add %224, %226 : tensor<128x128x2xf32>
    %cst_106 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %228 = call @remainder_25(%227, %cst_106) : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128x2xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_108 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %229 = stablehlo.multiply %cst_107, %cst_108 : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<128x128x2xf32>
    %232 = stablehlo.multiply %231, %231 : tensor<128x128x2xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %235 = stablehlo.compare GT, %233, %234, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %236 = call @safe_mask_26(%235, %233) : (tensor<128x128xi1>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %237 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %238 = stablehlo.divide %236, %237 : tensor<128x128xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %240 = stablehlo.compare LT, %238, %239, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = call @safe_mask_28(%240, %238, %cst_112) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
    %242 = call @nan_to_num_31(%241) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %243 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %244 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_113 = stablehlo.constant dense<0> : tensor<i32>
    %245 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %246 = stablehlo.add %243, %245 : tensor<128x128xi32>
    %247 = stablehlo.compare EQ, %246, %244, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %248 = stablehlo.convert %247 : (tensor<128x128xi1>) -> tensor<128x128xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %250 = stablehlo.subtract %249, %248 : tensor<128x128xf32>
    %251 = stablehlo.multiply %250, %242 : tensor<128x128xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_116 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %253 = stablehlo.multiply %cst_116, %252 : tensor<f32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.add %cst_117, %253 : tensor<f32>
    %255 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x1xf32>) -> tensor<f32>
    %c_118 = stablehlo.constant dense<256> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %258 = stablehlo.add %c_22, %257 : tensor<128xi32>
    %259 = stablehlo.select %c_23, %258, %c_22 : tensor<128xi1>, tensor<128xi32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %261 = "stablehlo.gather"(%207#8, %260) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_119 = stablehlo.constant dense<256> : tensor<i32>
    %262 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %263 = stablehlo.add %c_24, %262 : tensor<128xi32>
    %264 = stablehlo.select %c_25, %263, %c_24 : tensor<128xi1>, tensor<128xi32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %266 = "stablehlo.gather"(%207#8, %265) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %268 = stablehlo.broadcast_in_dim %261, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %270 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %271 = stablehlo.subtract %269, %270 : tensor<128x128x2xf32>
    %cst_120 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_121 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %272 = stablehlo.multiply %cst_120, %cst_121 : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %274 = stablehlo.add %271, %273 : tensor<128x128x2xf32>
    %cst_122 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %275 = call @remainder_25(%274, %cst_122) : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128x2xf32>
    %cst_123 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_124 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %276 = stablehlo.multiply %cst_123, %cst_124 : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<128x128x2xf32>
    %279 = stablehlo.multiply %278, %278 : tensor<128x128x2xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %282 = stablehlo.compare GT, %280, %281, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %283 = call @safe_mask_26(%282, %280) : (tensor<128x128xi1>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %284 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %285 = stablehlo.divide %283, %284 : tensor<128x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %287 = stablehlo.compare LT, %285, %286, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = call @safe_mask_33(%287, %285, %cst_128) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %290 = stablehlo.add %254, %289 : tensor<f32>
    %291 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<1x1xf32>) -> tensor<f32>
    %c_130 = stablehlo.constant dense<256> : tensor<i32>
    %293 = stablehlo.broadcast_in_dim %c_130, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %294 = stablehlo.add %c_26, %293 : tensor<128xi32>
    %295 = stablehlo.select %c_27, %294, %c_26 : tensor<128xi1>, tensor<128xi32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %297 = "stablehlo.gather"(%207#8, %296) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_131 = stablehlo.constant dense<256> : tensor<i32>
    %298 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %299 = stablehlo.add %c_28, %298 : tensor<128xi32>
    %300 = stablehlo.select %c_29, %299, %c_28 : tensor<128xi1>, tensor<128xi32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %302 = "stablehlo.gather"(%207#8, %301) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %304 = stablehlo.broadcast_in_dim %297, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %306 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %307 = stablehlo.subtract %305, %306 : tensor<128x128x2xf32>
    %cst_132 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_133 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %308 = stablehlo.multiply %cst_132, %cst_133 : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %310 = stablehlo.add %307, %309 : tensor<128x128x2xf32>
    %cst_134 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %311 = call @remainder_25(%310, %cst_134) : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128x2xf32>
    %cst_135 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_136 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %312 = stablehlo.multiply %cst_135, %cst_136 : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %314 = stablehlo.subtract %311, %313 : tensor<128x128x2xf32>
    %315 = stablehlo.multiply %314, %314 : tensor<128x128x2xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %318 = stablehlo.compare GT, %316, %317, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %319 = call @safe_mask_26(%318, %316) : (tensor<128x128xi1>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %320 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %321 = stablehlo.divide %319, %320 : tensor<128x128xf32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %323 = stablehlo.compare LT, %321, %322, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = call @safe_mask_34(%323, %321, %cst_140) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
    %325 = call @nan_to_num_31(%324) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %326 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %327 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_141 = stablehlo.constant dense<0> : tensor<i32>
    %328 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %329 = stablehlo.add %326, %328 : tensor<128x128xi32>
    %330 = stablehlo.compare EQ, %329, %327, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %331 = stablehlo.convert %330 : (tensor<128x128xi1>) -> tensor<128x128xf32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %333 = stablehlo.subtract %332, %331 : tensor<128x128xf32>
    %334 = stablehlo.multiply %333, %325 : tensor<128x128xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_144 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %336 = stablehlo.multiply %cst_144, %335 : tensor<f32>
    %337 = stablehlo.add %290, %336 : tensor<f32>
    return %207#8, %337 : tensor<256x2xf32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<128x128x2xf32>, %arg1: tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<128x128x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<128x128x2xf32>, tensor<128x128x2xf32>) -> tensor<128x128x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<128x128x2xf32>, tensor<128x128x2xf32>) -> tensor<128x128x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<128x128x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<128x128x2xi1>, tensor<128x128x2xi1>) -> tensor<128x128x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<128x128x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<128x128x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<128x128x2xi1>, tensor<128x128x2xf32>
    return %13, %10 : tensor<128x128x2xf32>, tensor<128x128x2xi1>
  }
  func.func private @safe_mask(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.sqrt %0#0 : tensor<128x128xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.divide %2, %1 : tensor<128x128xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4:2 = call @_where(%arg0, %1, %c_0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %4#0, %0#1, %3, %4#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
  }
  func.func private @_where(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<128x128xi1>, tensor<128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    return %3, %4 : tensor<128x128xf32>, tensor<128x128xf32>
  }
  func.func private @safe_mask_0(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where_1(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0#0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %8 = stablehlo.power %3, %7 : tensor<128x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<128x128xf32>
    %13:2 = call @_where_2(%arg0, %12, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %13#0, %0#1, %10, %1, %13#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>
  }
  func.func private @_where_1(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<128x128xi1>, tensor<128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    return %2, %3 : tensor<128x128xf32>, tensor<128x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<128x128xi1>, tensor<128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    return %1, %2 : tensor<128x128xf32>, tensor<128x128xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1:2 = call @_where_3(%0, %cst, %arg0) : (tensor<128x128xi1>, tensor<f32>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.compare EQ, %1#0, %2, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4:2 = call @_where_3(%3, %cst_1, %1#0) : (tensor<128x128xi1>, tensor<f32>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6 = stablehlo.compare EQ, %4#0, %5, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7:2 = call @_where_3(%6, %cst_3, %4#0) : (tensor<128x128xi1>, tensor<f32>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %7#0, %0, %1#1, %3, %4#1, %6, %7#1 : tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>
  }
  func.func private @_where_3(%arg0: tensor<128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<128x128xi1>, tensor<128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    return %1, %2 : tensor<128x128xf32>, tensor<128x128xf32>
  }
  func.func private @safe_mask_4(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where_1(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0#0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %8 = stablehlo.power %3, %7 : tensor<128x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<128x128xf32>
    %13:2 = call @_where_2(%arg0, %12, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %13#0, %0#1, %10, %1, %13#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>
  }
  func.func private @safe_mask_5(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where_1(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0#0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %8 = stablehlo.power %3, %7 : tensor<128x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<128x128xf32>
    %13:2 = call @_where_2(%arg0, %12, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %13#0, %0#1, %10, %1, %13#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>
  }
  func.func private @nan_to_num_6(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xi1>, %arg3: tensor<128x128xf32>, %arg4: tensor<128x128xi1>, %arg5: tensor<128x128xf32>, %arg6: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_7(%arg4, %arg5, %arg6) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = call @_where_7(%arg2, %arg3, %0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = call @_where_7(%arg0, %arg1, %1) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %2 : tensor<128x128xf32>
  }
  func.func private @_where_7(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<128x128xi1>, tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @safe_mask_8(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<f32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_9(%arg0, %arg4, %arg5) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = call @_where_10(%arg0, %arg1, %4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @_where_9(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<128x128xi1>, tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @_where_10(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<128x128xi1>, tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @safe_mask_11(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_12(%arg0, %arg3, %arg4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<128x128xf32>
    %2 = call @_where_12(%arg0, %arg1, %1) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %2 : tensor<128x128xf32>
  }
  func.func private @_where_12(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<128x128xi1>, tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @remainder_13(%arg0: tensor<128x128x2xi1>, %arg1: tensor<128x128x2xf32>) -> tensor<128x128x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<128x128x2xi1>, tensor<128x128x2xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<128x128x2xi1>, tensor<128x128x2xf32>
    %3 = stablehlo.add %1, %2 : tensor<128x128x2xf32>
    return %3 : tensor<128x128x2xf32>
  }
  func.func private @safe_mask_14(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<f32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_9(%arg0, %arg4, %arg5) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = call @_where_10(%arg0, %arg1, %4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @safe_mask_15(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<f32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_9(%arg0, %arg4, %arg5) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = call @_where_10(%arg0, %arg1, %4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<f16>, %arg1: tensor<f16>, %arg2: tensor<ui8>, %arg3: tensor<f16>, %arg4: tensor<f16>, %arg5: tensor<f16>, %arg6: tensor<i32>, %arg7: tensor<256x2xf32>, %arg8: tensor<256x2xf32>, %arg9: tensor<256x2xf32>, %arg10: tensor<f32>, %arg11: tensor<f16>, %arg12: tensor<f16>, %arg13: tensor<i32>) -> (tensor<i32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg6, %c : tensor<i32>
    %1:7 = call @step_fn(%arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg11) : (tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<f16>) -> (tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>)
    %2 = stablehlo.multiply %1#2, %1#2 : tensor<256x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.add %cst_0, %3 : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.add %4, %cst_1 : tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.multiply %1#1, %1#1 : tensor<256x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.add %cst_3, %8 : tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.multiply %1#2, %1#1 : tensor<256x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %14 = stablehlo.multiply %1#2, %13 : tensor<256x2xf32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %16 = stablehlo.divide %14, %15 : tensor<256x2xf32>
    %17 = stablehlo.subtract %16, %1#1 : tensor<256x2xf32>
    %18 = stablehlo.convert %1#5 : (tensor<f16>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<256x2xf32>
    %21 = stablehlo.add %1#1, %20 : tensor<256x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.compare GE, %12, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.add %1#6, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = call @_where_23(%22, %23, %c_7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = stablehlo.multiply %1#4, %arg0 : tensor<f16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f16>) -> tensor<1xf16>
    %27 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f16>) -> tensor<1xf16>
    %28 = stablehlo.concatenate %26, %27, dim = 0 : (tensor<1xf16>, tensor<1xf16>) -> tensor<2xf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.compare GT, %12, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %30 = stablehlo.convert %arg2 : (tensor<ui8>) -> tensor<i32>
    %31 = stablehlo.compare GT, %24, %30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst_9 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %32 = stablehlo.reduce(%28 init: %cst_9) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf16>, tensor<f16>) -> tensor<f16>
    %33 = call @_where_24(%31, %32, %1#4) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %34 = call @_where_24(%29, %33, %1#4) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.compare LT, %12, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %36 = stablehlo.multiply %34, %arg3 : tensor<f16>
    %37 = call @_where_24(%35, %36, %34) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.compare GT, %12, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %39 = stablehlo.convert %arg2 : (tensor<ui8>) -> tensor<i32>
    %40 = stablehlo.compare GT, %24, %39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = stablehlo.multiply %1#5, %arg4 : tensor<f16>
    %42 = call @_where_24(%40, %41, %1#5) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %43 = call @_where_24(%38, %42, %1#5) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.compare LT, %12, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %45 = call @_where_24(%44, %arg5, %43) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.compare GE, %12, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %47 = stablehlo.convert %46 : (tensor<i1>) -> tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %49 = stablehlo.multiply %48, %21 : tensor<256x2xf32>
    return %0, %1#0, %49, %1#2, %1#3, %37, %45, %24 : tensor<i32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
  }
  func.func private @step_fn(%arg0: tensor<256x2xf32>, %arg1: tensor<256x2xf32>, %arg2: tensor<256x2xf32>, %arg3: tensor<f32>, %arg4: tensor<f16>, %arg5: tensor<f16>, %arg6: tensor<i32>, %arg7: tensor<f16>) -> (tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>) {
    %cst = stablehlo.constant dense<[[1.000000e+00, 1.200000e+00], [1.200000e+00, 1.400000e+00]]> : tensor<2x2xf32>
    %c = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_1 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_3 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xi32>
    %c_4 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_5 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_6 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_7 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_8 = stablehlo.constant dense<false> : tensor<128xi1>
    %c_9 = stablehlo.constant dense<"0x800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<128xi32>
    %c_10 = stablehlo.constant dense<false> : tensor<128xi1>
    %0 = stablehlo.convert %arg7 : (tensor<f16>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %0, %cst_11 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<256x2xf32>
    %4 = stablehlo.add %arg1, %3 : tensor<256x2xf32>
    %5 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<256x2xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %9 = stablehlo.divide %6, %8 : tensor<256x2xf32>
    %10 = stablehlo.add %arg0, %9 : tensor<256x2xf32>
    %cst_12 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %11 = call @remainder_16(%10, %cst_12) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256x2xf32>
    %12 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x1xf32>) -> tensor<f32>
    %c_13 = stablehlo.constant dense<256> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %15 = stablehlo.add %c, %14 : tensor<128xi32>
    %16 = stablehlo.select %c_0, %15, %c : tensor<128xi1>, tensor<128xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %18 = "stablehlo.gather"(%11, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_14 = stablehlo.constant dense<256> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %20 = stablehlo.add %c_1, %19 : tensor<128xi32>
    %21 = stablehlo.select %c_2, %20, %c_1 : tensor<128xi1>, tensor<128xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %23 = "stablehlo.gather"(%11, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %28 = stablehlo.subtract %26, %27 : tensor<128x128x2xf32>
    %cst_15 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.multiply %cst_15, %cst_16 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %31 = stablehlo.add %28, %30 : tensor<128x128x2xf32>
    %cst_17 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %32:2 = call @remainder(%31, %cst_17) : (tensor<128x128x2xf32>, tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>)
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_19 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %33 = stablehlo.multiply %cst_18, %cst_19 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %35 = stablehlo.subtract %32#0, %34 : tensor<128x128x2xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<128x128x2xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<128x128x2xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %41 = stablehlo.compare GT, %39, %40, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %42:4 = call @safe_mask(%41, %39) : (tensor<128x128xi1>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %43 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %44 = stablehlo.divide %42#0, %43 : tensor<128x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %46 = stablehlo.compare LT, %44, %45, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47:5 = call @safe_mask_17(%46, %44, %cst_24) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>)
    %48:7 = call @nan_to_num(%47#0) : (tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>)
    %49 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %50 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %52 = stablehlo.add %49, %51 : tensor<128x128xi32>
    %53 = stablehlo.compare EQ, %52, %50, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %54 = stablehlo.convert %53 : (tensor<128x128xi1>) -> tensor<128x128xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %56 = stablehlo.subtract %55, %54 : tensor<128x128xf32>
    %57 = stablehlo.multiply %56, %48#0 : tensor<128x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %59 = stablehlo.multiply %cst_28, %58 : tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.add %cst_29, %59 : tensor<f32>
    %61 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x1xf32>) -> tensor<f32>
    %c_30 = stablehlo.constant dense<256> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %64 = stablehlo.add %c_3, %63 : tensor<128xi32>
    %65 = stablehlo.select %c_4, %64, %c_3 : tensor<128xi1>, tensor<128xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %67 = "stablehlo.gather"(%11, %66) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_31 = stablehlo.constant dense<256> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %69 = stablehlo.add %c_5, %68 : tensor<128xi32>
    %70 = stablehlo.select %c_6, %69, %c_5 : tensor<128xi1>, tensor<128xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %72 = "stablehlo.gather"(%11, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %74 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<128x128x2xf32>
    %cst_32 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %78 = stablehlo.multiply %cst_32, %cst_33 : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %80 = stablehlo.add %77, %79 : tensor<128x128x2xf32>
    %cst_34 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %81:2 = call @remainder(%80, %cst_34) : (tensor<128x128x2xf32>, tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>)
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_36 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %82 = stablehlo.multiply %cst_35, %cst_36 : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %84 = stablehlo.subtract %81#0, %83 : tensor<128x128x2xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<128x128x2xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<128x128x2xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%85 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %90 = stablehlo.compare GT, %88, %89, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %91:4 = call @safe_mask(%90, %88) : (tensor<128x128xi1>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %92 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %93 = stablehlo.divide %91#0, %92 : tensor<128x128xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %95 = stablehlo.compare LT, %93, %94, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96:5 = call @safe_mask_18(%95, %93, %cst_41) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>)
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96#0 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %98 = stablehlo.add %60, %97 : tensor<f32>
    %99 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x1xf32>) -> tensor<f32>
    %c_43 = stablehlo.constant dense<256> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %102 = stablehlo.add %c_7, %101 : tensor<128xi32>
    %103 = stablehlo.select %c_8, %102, %c_7 : tensor<128xi1>, tensor<128xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %105 = "stablehlo.gather"(%11, %104) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %c_44 = stablehlo.constant dense<256> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %107 = stablehlo.add %c_9, %106 : tensor<128xi32>
    %108 = stablehlo.select %c_10, %107, %c_9 : tensor<128xi1>, tensor<128xi32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %110 = "stablehlo.gather"(%11, %109) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<256x2xf32>, tensor<128x1xi32>) -> tensor<128x2xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %112 = stablehlo.broadcast_in_dim %105, dims = [1, 2] : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x128x2xf32>) -> tensor<128x128x2xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x128x2xf32>
    %115 = stablehlo.subtract %113, %114 : tensor<128x128x2xf32>
    %cst_45 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %116 = stablehlo.multiply %cst_45, %cst_46 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %118 = stablehlo.add %115, %117 : tensor<128x128x2xf32>
    %cst_47 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %119:2 = call @remainder(%118, %cst_47) : (tensor<128x128x2xf32>, tensor<f32>) -> (tensor<128x128x2xf32>, tensor<128x128x2xi1>)
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_49 = stablehlo.constant dense<8.500000e+00> : tensor<f32>
    %120 = stablehlo.multiply %cst_48, %cst_49 : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %122 = stablehlo.subtract %119#0, %121 : tensor<128x128x2xf32>
    %123 = stablehlo.multiply %122, %122 : tensor<128x128x2xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<128x128x2xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%123 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %128 = stablehlo.compare GT, %126, %127, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %129:4 = call @safe_mask(%128, %126) : (tensor<128x128xi1>, tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %130 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %131 = stablehlo.divide %129#0, %130 : tensor<128x128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %133 = stablehlo.compare LT, %131, %132, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134:5 = call @safe_mask_19(%133, %131, %cst_54) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>)
    %135:7 = call @nan_to_num(%134#0) : (tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>)
    %136 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %137 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %139 = stablehlo.add %136, %138 : tensor<128x128xi32>
    %140 = stablehlo.compare EQ, %139, %137, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %141 = stablehlo.convert %140 : (tensor<128x128xi1>) -> tensor<128x128xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %143 = stablehlo.subtract %142, %141 : tensor<128x128xf32>
    %144 = stablehlo.multiply %143, %135#0 : tensor<128x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %146 = stablehlo.multiply %cst_58, %145 : tensor<f32>
    %147 = stablehlo.add %98, %146 : tensor<f32>
    %148 = stablehlo.negate %147 : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.negate %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %150 = stablehlo.multiply %cst_60, %149 : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %152 = stablehlo.multiply %143, %151 : tensor<128x128xf32>
    %153 = call @nan_to_num_6(%135#1, %135#2, %135#3, %135#4, %135#5, %135#6, %152) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %154 = call @safe_mask_20(%133, %134#1, %134#2, %134#3, %134#4, %153) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %155 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %156 = stablehlo.divide %154, %155 : tensor<128x128xf32>
    %157 = call @safe_mask_11(%128, %129#1, %129#2, %129#3, %156) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x2xf32>
    %159 = stablehlo.multiply %158, %125 : tensor<128x128x2xf32>
    %160 = call @remainder_13(%119#1, %159) : (tensor<128x128x2xi1>, tensor<128x128x2xf32>) -> tensor<128x128x2xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %162 = stablehlo.reshape %161 : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %163 = stablehlo.negate %160 : tensor<128x128x2xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %165 = stablehlo.reshape %164 : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%162 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<1x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%165 init: %cst_64) applies stablehlo.add across dimensions = [1] : (tensor<128x1x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %169 = "stablehlo.scatter"(%168, %109, %167) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %221 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %171 = "stablehlo.scatter"(%170, %104, %166) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %221 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %172 = stablehlo.add %169, %171 : tensor<256x2xf32>
    %173 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %174 = call @safe_mask_21(%95, %96#1, %96#2, %96#3, %96#4, %173) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %175 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %176 = stablehlo.divide %174, %175 : tensor<128x128xf32>
    %177 = call @safe_mask_11(%90, %91#1, %91#2, %91#3, %176) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x2xf32>
    %179 = stablehlo.multiply %178, %87 : tensor<128x128x2xf32>
    %180 = call @remainder_13(%81#1, %179) : (tensor<128x128x2xi1>, tensor<128x128x2xf32>) -> tensor<128x128x2xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %182 = stablehlo.reshape %181 : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %183 = stablehlo.negate %180 : tensor<128x128x2xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_68) applies stablehlo.add across dimensions = [1] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %185 = stablehlo.reshape %184 : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%182 init: %cst_69) applies stablehlo.add across dimensions = [0] : (tensor<1x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%185 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<128x1x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %189 = "stablehlo.scatter"(%188, %71, %187) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %221 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %190 = stablehlo.add %172, %189 : tensor<256x2xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %192 = "stablehlo.scatter"(%191, %66, %186) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %221 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %193 = stablehlo.add %190, %192 : tensor<256x2xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %194 = stablehlo.multiply %cst_73, %149 : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %196 = stablehlo.multiply %56, %195 : tensor<128x128xf32>
    %197 = call @nan_to_num_6(%48#1, %48#2, %48#3, %48#4, %48#5, %48#6, %196) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %198 = call @safe_mask_22(%46, %47#1, %47#2, %47#3, %47#4, %197) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %199 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %200 = stablehlo.divide %198, %199 : tensor<128x128xf32>
    %201 = call @safe_mask_11(%41, %42#1, %42#2, %42#3, %200) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x2xf32>
    %203 = stablehlo.multiply %202, %38 : tensor<128x128x2xf32>
    %204 = call @remainder_13(%32#1, %203) : (tensor<128x128x2xi1>, tensor<128x128x2xf32>) -> tensor<128x128x2xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %206 = stablehlo.reshape %205 : (tensor<128x2xf32>) -> tensor<1x128x2xf32>
    %207 = stablehlo.negate %204 : tensor<128x128x2xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_75) applies stablehlo.add across dimensions = [1] : (tensor<128x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %209 = stablehlo.reshape %208 : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%206 init: %cst_76) applies stablehlo.add across dimensions = [0] : (tensor<1x128x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%209 init: %cst_77) applies stablehlo.add across dimensions = [1] : (tensor<128x1x2xf32>, tensor<f32>) -> tensor<128x2xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %213 = "stablehlo.scatter"(%212, %22, %211) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %221 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %214 = stablehlo.add %193, %213 : tensor<256x2xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %216 = "stablehlo.scatter"(%215, %17, %210) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %221 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<256x2xf32>, tensor<128x1xi32>, tensor<128x2xf32>) -> tensor<256x2xf32>
    %217 = stablehlo.add %214, %216 : tensor<256x2xf32>
    %218 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<256x2xf32>
    %220 = stablehlo.add %4, %219 : tensor<256x2xf32>
    return %11, %220, %217, %arg3, %arg4, %arg5, %arg6 : tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
  }
  func.func private @remainder_16(%arg0: tensor<256x2xf32>, %arg1: tensor<f32>) -> tensor<256x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<256x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<256x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<256x2xi1>, tensor<256x2xi1>) -> tensor<256x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<256x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<256x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<256x2xi1>, tensor<256x2xf32>
    return %13 : tensor<256x2xf32>
  }
  func.func private @safe_mask_17(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where_1(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0#0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %8 = stablehlo.power %3, %7 : tensor<128x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<128x128xf32>
    %13:2 = call @_where_2(%arg0, %12, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %13#0, %0#1, %10, %1, %13#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>
  }
  func.func private @safe_mask_18(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where_1(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0#0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %8 = stablehlo.power %3, %7 : tensor<128x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<128x128xf32>
    %13:2 = call @_where_2(%arg0, %12, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %13#0, %0#1, %10, %1, %13#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>
  }
  func.func private @safe_mask_19(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @_where_1(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0#0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %8 = stablehlo.power %3, %7 : tensor<128x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<128x128xf32>
    %13:2 = call @_where_2(%arg0, %12, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    return %13#0, %0#1, %10, %1, %13#1 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<f32>, tensor<128x128xf32>
  }
  func.func private @safe_mask_20(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<f32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_9(%arg0, %arg4, %arg5) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = call @_where_10(%arg0, %arg1, %4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @safe_mask_21(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<f32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_9(%arg0, %arg4, %arg5) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = call @_where_10(%arg0, %arg1, %4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @safe_mask_22(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<f32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = call @_where_9(%arg0, %arg4, %arg5) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = call @_where_10(%arg0, %arg1, %4) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @_where_23(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<f16>, %arg2: tensor<f16>) -> tensor<f16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f16>
    return %0 : tensor<f16>
  }
  func.func private @remainder_25(%arg0: tensor<128x128x2xf32>, %arg1: tensor<f32>) -> tensor<128x128x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<128x128x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<128x128x2xf32>, tensor<128x128x2xf32>) -> tensor<128x128x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<128x128x2xf32>, tensor<128x128x2xf32>) -> tensor<128x128x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<128x128x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<128x128x2xi1>, tensor<128x128x2xi1>) -> tensor<128x128x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<128x128x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<128x128x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<128x128x2xi1>, tensor<128x128x2xf32>
    return %13 : tensor<128x128x2xf32>
  }
  func.func private @safe_mask_26(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_27(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
    %1 = stablehlo.sqrt %0 : tensor<128x128xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_where_27(%arg0, %1, %c_0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
    return %2 : tensor<128x128xf32>
  }
  func.func private @_where_27(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> tensor<128x128xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<128x128xi1>, tensor<128x128xf32>
    return %3 : tensor<128x128xf32>
  }
  func.func private @safe_mask_28(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_29(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<128x128xf32>
    %8 = call @_where_30(%arg0, %7, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
    return %8 : tensor<128x128xf32>
  }
  func.func private @_where_29(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> tensor<128x128xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<128x128xi1>, tensor<128x128xf32>
    return %2 : tensor<128x128xf32>
  }
  func.func private @_where_30(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<128x128xi1>, tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @nan_to_num_31(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_32(%0, %cst, %arg0) : (tensor<128x128xi1>, tensor<f32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_32(%3, %cst_1, %1) : (tensor<128x128xi1>, tensor<f32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_32(%6, %cst_3, %4) : (tensor<128x128xi1>, tensor<f32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    return %7 : tensor<128x128xf32>
  }
  func.func private @_where_32(%arg0: tensor<128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<128x128xi1>, tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @safe_mask_33(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_29(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<128x128xf32>
    %8 = call @_where_30(%arg0, %7, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
    return %8 : tensor<128x128xf32>
  }
  func.func private @safe_mask_34(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_29(%arg0, %arg1, %c) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<128x128xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.power %3, %4 : tensor<128x128xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<128x128xf32>
    %8 = call @_where_30(%arg0, %7, %arg2) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
    return %8 : tensor<128x128xf32>
  }
}
