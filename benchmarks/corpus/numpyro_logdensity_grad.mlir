module @jit_value_and_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<4096x32xf32>, %arg4: tensor<4096xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['b']"}, tensor<64xf32> {jax.result_info = "result[1]['tau']"}, tensor<64x32xf32> {jax.result_info = "result[1]['w']"}) {
    %0 = stablehlo.exponential %arg1 : tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.reshape %0 : (tensor<64xf32>) -> tensor<64x1xf32>
    %6 = stablehlo.compare EQ, %4, %4, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.compare NE, %4, %7, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %9 = stablehlo.and %6, %8 : tensor<32xi1>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.compare NE, %4, %10, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %12 = stablehlo.and %9, %11 : tensor<32xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %14 = stablehlo.compare GT, %5, %13, FLOAT : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x1xi1>
    %15 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %16 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x32xf32>, tensor<64x32xf32>) -> tensor<4096x64xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x4096xf32>
    %20 = stablehlo.add %17, %19 : tensor<64x4096xf32>
    %21 = stablehlo.compare EQ, %20, %20, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %23 = stablehlo.compare NE, %20, %22, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %24 = stablehlo.and %21, %23 : tensor<64x4096xi1>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %26 = stablehlo.compare NE, %20, %25, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %27 = stablehlo.and %24, %26 : tensor<64x4096xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%2 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_8 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %29 = stablehlo.log %cst_8 : tensor<f32>
    %30 = stablehlo.negate %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.log %cst_9 : tensor<f32>
    %32 = stablehlo.subtract %30, %31 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %34 = stablehlo.subtract %0, %33 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %36 = stablehlo.divide %34, %35 : tensor<64xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<64xf32>
    %40 = stablehlo.log_plus_one %37 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %42 = stablehlo.add %37, %41 : tensor<64xf32>
    %43 = stablehlo.convert %32 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %45 = stablehlo.subtract %44, %40 : tensor<64xf32>
    %46 = stablehlo.compare EQ, %0, %0, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.compare NE, %0, %47, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %49 = stablehlo.and %46, %48 : tensor<64xi1>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.compare NE, %0, %50, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %52 = stablehlo.and %49, %51 : tensor<64xi1>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53:2 = call @_where(%52, %45, %cst_16) : (tensor<64xi1>, tensor<64xf32>, tensor<f32>) -> (tensor<64xf32>, tensor<f32>)
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.log %cst_17 : tensor<f32>
    %55 = stablehlo.convert %54 : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %57 = stablehlo.add %53#0, %56 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %59 = stablehlo.compare GT, %0, %58, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60:2 = call @_where(%59, %57, %cst_19) : (tensor<64xi1>, tensor<64xf32>, tensor<f32>) -> (tensor<64xf32>, tensor<f32>)
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60#0 init: %cst_20) applies stablehlo.add across dimensions = [] : (tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_21 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %62 = stablehlo.sqrt %cst_21 : tensor<f32>
    %63 = stablehlo.convert %62 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %65 = stablehlo.multiply %64, %5 : tensor<64x1xf32>
    %66 = stablehlo.log %65 : tensor<64x1xf32>
    %67 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %69 = stablehlo.subtract %arg2, %68 : tensor<64x32xf32>
    %70 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %71 = stablehlo.divide %69, %70 : tensor<64x32xf32>
    %72 = stablehlo.multiply %5, %5 : tensor<64x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %74 = stablehlo.divide %73, %72 : tensor<64x1xf32>
    %75 = stablehlo.multiply %71, %71 : tensor<64x32xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %77 = stablehlo.multiply %76, %71 : tensor<64x32xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %79 = stablehlo.multiply %78, %75 : tensor<64x32xf32>
    %80 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %81 = stablehlo.subtract %79, %80 : tensor<64x32xf32>
    %82 = stablehlo.compare EQ, %arg2, %arg2, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %cst_25 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %84 = stablehlo.compare NE, %arg2, %83, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %85 = stablehlo.and %82, %84 : tensor<64x32xi1>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %87 = stablehlo.compare NE, %arg2, %86, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %88 = stablehlo.and %85, %87 : tensor<64x32xi1>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89:2 = call @_where_0(%88, %81, %cst_27) : (tensor<64x32xi1>, tensor<64x32xf32>, tensor<f32>) -> (tensor<64x32xf32>, tensor<32xf32>)
    %90 = stablehlo.broadcast_in_dim %89#0, dims = [0, 1] : (tensor<64x32xf32>) -> tensor<64x32x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<64x32x1xf32>) -> tensor<64x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_29) applies stablehlo.add across dimensions = [] : (tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_30 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %94 = stablehlo.sqrt %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %95 = stablehlo.multiply %94, %cst_31 : tensor<f32>
    %96 = stablehlo.log %95 : tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.subtract %arg0, %97 : tensor<64xf32>
    %cst_33 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %100 = stablehlo.divide %98, %99 : tensor<64xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.multiply %102, %100 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.multiply %104, %101 : tensor<64xf32>
    %106 = stablehlo.convert %96 : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<64xf32>
    %109 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_36 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %111 = stablehlo.compare NE, %arg0, %110, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %112 = stablehlo.and %109, %111 : tensor<64xi1>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %114 = stablehlo.compare NE, %arg0, %113, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %115 = stablehlo.and %112, %114 : tensor<64xi1>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116:2 = call @_where(%115, %108, %cst_38) : (tensor<64xi1>, tensor<64xf32>, tensor<f32>) -> (tensor<64xf32>, tensor<f32>)
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116#0 init: %cst_39) applies stablehlo.add across dimensions = [] : (tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %118 = stablehlo.is_finite %20 : (tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %120:2 = call @_where_1(%118, %20, %119) : (tensor<64x4096xi1>, tensor<64x4096xf32>, tensor<4096xf32>) -> (tensor<64x4096xf32>, tensor<4096xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %121:2 = call @clip(%120#0, %c) : (tensor<64x4096xf32>, tensor<i32>) -> (tensor<64x4096xf32>, tensor<64x4096xf32>)
    %122 = stablehlo.abs %120#0 : tensor<64x4096xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %124 = stablehlo.compare GE, %120#0, %123, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %125 = stablehlo.negate %122 : tensor<64x4096xf32>
    %126 = stablehlo.exponential %125 : tensor<64x4096xf32>
    %127 = stablehlo.log_plus_one %126 : tensor<64x4096xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %129 = stablehlo.add %126, %128 : tensor<64x4096xf32>
    %130 = stablehlo.add %121#0, %127 : tensor<64x4096xf32>
    %131 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<64x4096xf32>
    %133 = stablehlo.multiply %120#0, %132 : tensor<64x4096xf32>
    %134 = stablehlo.subtract %130, %133 : tensor<64x4096xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %136 = stablehlo.compare GT, %20, %135, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %137 = stablehlo.convert %136 : (tensor<64x4096xi1>) -> tensor<64x4096xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %139 = stablehlo.compare NE, %arg4, %138, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %141 = stablehlo.compare NE, %137, %140, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %142 = stablehlo.broadcast_in_dim %139, dims = [1] : (tensor<4096xi1>) -> tensor<1x4096xi1>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x4096xi1>) -> tensor<64x4096xi1>
    %144 = stablehlo.xor %143, %141 : tensor<64x4096xi1>
    %145 = stablehlo.convert %144 : (tensor<64x4096xi1>) -> tensor<64x4096xf32>
    %cst_46 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<64x4096xf32>
    %148:2 = call @_where_2(%118, %134, %147) : (tensor<64x4096xi1>, tensor<64x4096xf32>, tensor<64x4096xf32>) -> (tensor<64x4096xf32>, tensor<4096xf32>)
    %149 = stablehlo.negate %148#0 : tensor<64x4096xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %151 = stablehlo.compare EQ, %arg4, %150, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %153 = stablehlo.compare EQ, %arg4, %152, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %154 = stablehlo.or %151, %153 : tensor<4096xi1>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155:2 = call @_where_3(%154, %149, %cst_49) : (tensor<4096xi1>, tensor<64x4096xf32>, tensor<f32>) -> (tensor<64x4096xf32>, tensor<4096xf32>)
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155#0 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<64x4096xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.add %157, %28 : tensor<64xf32>
    %159 = stablehlo.add %158, %61 : tensor<64xf32>
    %160 = stablehlo.add %159, %93 : tensor<64xf32>
    %161 = stablehlo.add %160, %117 : tensor<64xf32>
    %162 = stablehlo.add %161, %156 : tensor<64xf32>
    %163 = stablehlo.negate %162 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.negate %cst_52 : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %166 = call @_where_4(%154, %155#1, %165) : (tensor<4096xi1>, tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
    %167 = stablehlo.negate %166 : tensor<4096xf32>
    %168 = call @_where_5(%118, %148#1, %167) : (tensor<64x4096xi1>, tensor<4096xf32>, tensor<4096xf32>) -> tensor<64x4096xf32>
    %169 = stablehlo.negate %168 : tensor<64x4096xf32>
    %170 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<64x4096xf32>
    %172 = stablehlo.multiply %169, %171 : tensor<64x4096xf32>
    %173 = stablehlo.divide %168, %129 : tensor<64x4096xf32>
    %174 = stablehlo.multiply %173, %126 : tensor<64x4096xf32>
    %175 = stablehlo.negate %174 : tensor<64x4096xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %178 = stablehlo.select %124, %177, %175 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %179 = stablehlo.broadcast_in_dim %176, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %180 = stablehlo.select %124, %175, %179 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %181 = stablehlo.add %172, %180 : tensor<64x4096xf32>
    %182 = stablehlo.negate %178 : tensor<64x4096xf32>
    %183 = stablehlo.add %181, %182 : tensor<64x4096xf32>
    %184 = call @clip_6(%121#1, %168) : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %185 = stablehlo.add %183, %184 : tensor<64x4096xf32>
    %186 = call @_where_7(%118, %120#1, %185) : (tensor<64x4096xi1>, tensor<4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %187 = call @_where_8(%115, %116#1, %164) : (tensor<64xi1>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<64xf32>
    %190 = stablehlo.multiply %189, %103 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %192 = stablehlo.divide %190, %191 : tensor<64xf32>
    %193 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %194 = stablehlo.reshape %193 : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %196 = call @_where_9(%88, %89#1, %195) : (tensor<64x32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<64x32xf32>
    %197 = stablehlo.negate %196 : tensor<64x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_57) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %199 = stablehlo.reshape %198 : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %201 = stablehlo.multiply %200, %196 : tensor<64x32xf32>
    %202 = stablehlo.multiply %201, %77 : tensor<64x32xf32>
    %203 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<64x32xf32>
    %205 = stablehlo.multiply %204, %69 : tensor<64x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %207 = stablehlo.reshape %206 : (tensor<64xf32>) -> tensor<64x1xf32>
    %208 = stablehlo.negate %207 : tensor<64x1xf32>
    %209 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %210 = stablehlo.divide %202, %209 : tensor<64x32xf32>
    %211 = stablehlo.divide %199, %65 : tensor<64x1xf32>
    %212 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<64x1xf32>
    %214 = stablehlo.add %208, %213 : tensor<64x1xf32>
    %215 = call @_where_8(%59, %60#1, %164) : (tensor<64xi1>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %216 = call @_where_10(%52, %53#1, %215) : (tensor<64xi1>, tensor<f32>, tensor<64xf32>) -> tensor<64xf32>
    %217 = stablehlo.negate %216 : tensor<64xf32>
    %218 = stablehlo.divide %217, %42 : tensor<64xf32>
    %219 = stablehlo.multiply %218, %39 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.divide %219, %220 : tensor<64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%186 init: %cst_61) applies stablehlo.add across dimensions = [1] : (tensor<64x4096xf32>, tensor<f32>) -> tensor<64xf32>
    %223 = stablehlo.add %192, %222 : tensor<64xf32>
    %224 = stablehlo.dot_general %186, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x4096xf32>, tensor<4096x32xf32>) -> tensor<64x32xf32>
    %225 = stablehlo.add %210, %224 : tensor<64x32xf32>
    %226 = stablehlo.reshape %214 : (tensor<64x1xf32>) -> tensor<64xf32>
    %227 = stablehlo.add %221, %226 : tensor<64xf32>
    %228 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %230 = stablehlo.multiply %227, %0 : tensor<64xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %232 = stablehlo.add %231, %230 : tensor<64xf32>
    return %163, %223, %232, %225 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>
  }
  func.func private @_where(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> (tensor<64xf32>, tensor<f32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %2, %cst : tensor<64xf32>, tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<64x32xi1>, %arg1: tensor<64x32xf32>, %arg2: tensor<f32>) -> (tensor<64x32xf32>, tensor<32xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<64x32xi1>, tensor<64x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    return %3, %4 : tensor<64x32xf32>, tensor<32xf32>
  }
  func.func private @_where_1(%arg0: tensor<64x4096xi1>, %arg1: tensor<64x4096xf32>, %arg2: tensor<4096xf32>) -> (tensor<64x4096xf32>, tensor<4096xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    return %1, %2 : tensor<64x4096xf32>, tensor<4096xf32>
  }
  func.func private @clip(%arg0: tensor<64x4096xf32>, %arg1: tensor<i32>) -> (tensor<64x4096xf32>, tensor<64x4096xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64x4096xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %8 = stablehlo.select %3, %7, %6 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %10 = stablehlo.compare EQ, %9, %2, FLOAT : (tensor<64x4096xf32>, tensor<64x4096xf32>) -> tensor<64x4096xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %15 = stablehlo.select %10, %14, %13 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %16 = stablehlo.divide %8, %15 : tensor<64x4096xf32>
    return %2, %16 : tensor<64x4096xf32>, tensor<64x4096xf32>
  }
  func.func private @_where_2(%arg0: tensor<64x4096xi1>, %arg1: tensor<64x4096xf32>, %arg2: tensor<64x4096xf32>) -> (tensor<64x4096xf32>, tensor<4096xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<64x4096xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    return %1, %2 : tensor<64x4096xf32>, tensor<4096xf32>
  }
  func.func private @_where_3(%arg0: tensor<4096xi1>, %arg1: tensor<64x4096xf32>, %arg2: tensor<f32>) -> (tensor<64x4096xf32>, tensor<4096xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4096xi1>) -> tensor<64x4096xi1>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<64x4096xi1>, tensor<64x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    return %4, %5 : tensor<64x4096xf32>, tensor<4096xf32>
  }
  func.func private @_where_4(%arg0: tensor<4096xi1>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>) -> tensor<4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<4096xi1>, tensor<4096xf32>
    return %1 : tensor<4096xf32>
  }
  func.func private @_where_5(%arg0: tensor<64x4096xi1>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>) -> tensor<64x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<64x4096xi1>, tensor<64x4096xf32>
    return %3 : tensor<64x4096xf32>
  }
  func.func private @clip_6(%arg0: tensor<64x4096xf32>, %arg1: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<64x4096xf32>
    return %0 : tensor<64x4096xf32>
  }
  func.func private @_where_7(%arg0: tensor<64x4096xi1>, %arg1: tensor<4096xf32>, %arg2: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4096xf32>) -> tensor<64x4096xf32>
    %2 = stablehlo.select %arg0, %arg2, %1 : tensor<64x4096xi1>, tensor<64x4096xf32>
    return %2 : tensor<64x4096xf32>
  }
  func.func private @_where_8(%arg0: tensor<64xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<64xi1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_where_9(%arg0: tensor<64x32xi1>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<64x32xi1>, tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @_where_10(%arg0: tensor<64xi1>, %arg1: tensor<f32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<64xi1>, tensor<64xf32>
    return %1 : tensor<64xf32>
  }
}
