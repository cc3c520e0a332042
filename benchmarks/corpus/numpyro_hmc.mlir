module @jit_sample attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<16xf32>, %arg3: tensor<2xui32>, %arg4: tensor<512x16xf32>, %arg5: tensor<512xf32>) -> (tensor<100xf32> {jax.result_info = "result['b']"}, tensor<100xf32> {jax.result_info = "result['tau']"}, tensor<100x16xf32> {jax.result_info = "result['w']"}) {
    %c = stablehlo.constant dense<[[0, -1]]> : tensor<1x2xi32>
    %0 = call @_threefry_split(%arg3) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = call @_threefry_split_0(%4) : (tensor<2xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.slice %7 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
    %10 = stablehlo.slice %7 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.concatenate %12, %13, %arg2, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %16 = stablehlo.multiply %cst_0, %cst_1 : tensor<f32>
    %17 = stablehlo.log %16 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %20 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %21 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %22 = stablehlo.concatenate %20, %21, %arg2, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %23 = call @_normal(%6) : (tensor<2xui32>) -> tensor<18xf32>
    %24 = stablehlo.multiply %15, %23 : tensor<18xf32>
    %25 = stablehlo.slice %24 [0:1] : (tensor<18xf32>) -> tensor<1xf32>
    %26 = stablehlo.slice %24 [1:2] : (tensor<18xf32>) -> tensor<1xf32>
    %27 = stablehlo.slice %24 [2:18] : (tensor<18xf32>) -> tensor<16xf32>
    %28 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %29 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %30 = stablehlo.exponential %arg1 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.reshape %30 : (tensor<f32>) -> tensor<1xf32>
    %36 = stablehlo.compare EQ, %34, %34, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.compare NE, %34, %37, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %39 = stablehlo.and %36, %38 : tensor<16xi1>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.compare NE, %34, %40, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %42 = stablehlo.and %39, %41 : tensor<16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %44 = stablehlo.compare GT, %35, %43, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %45 = stablehlo.iota dim = 0 : tensor<512xi32>
    %46 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16xf32>) -> tensor<512xf32>
    %47 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %48 = stablehlo.add %46, %47 : tensor<512xf32>
    %49 = stablehlo.compare EQ, %48, %48, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %51 = stablehlo.compare NE, %48, %50, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %52 = stablehlo.and %49, %51 : tensor<512xi1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %54 = stablehlo.compare NE, %48, %53, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %55 = stablehlo.and %52, %54 : tensor<512xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%32 init: %cst_12) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %57 = stablehlo.log %cst_13 : tensor<f32>
    %58 = stablehlo.negate %57 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.log %cst_14 : tensor<f32>
    %60 = stablehlo.subtract %58, %59 : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.subtract %30, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.divide %61, %cst_16 : tensor<f32>
    %63 = stablehlo.multiply %62, %62 : tensor<f32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.multiply %cst_17, %62 : tensor<f32>
    %65 = stablehlo.log_plus_one %63 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.add %63, %cst_18 : tensor<f32>
    %67 = stablehlo.convert %60 : tensor<f32>
    %68 = stablehlo.subtract %67, %65 : tensor<f32>
    %69 = stablehlo.compare EQ, %30, %30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_19 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %70 = stablehlo.compare NE, %30, %cst_19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %71 = stablehlo.and %69, %70 : tensor<i1>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.compare NE, %30, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %73 = stablehlo.and %71, %72 : tensor<i1>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74:2 = call @_where(%73, %68, %cst_21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.log %cst_22 : tensor<f32>
    %76 = stablehlo.convert %75 : tensor<f32>
    %77 = stablehlo.add %74#0, %76 : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.compare GT, %30, %cst_23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %79:2 = call @_where(%78, %77, %cst_24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79#0 init: %cst_25) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %81 = stablehlo.sqrt %cst_26 : tensor<f32>
    %82 = stablehlo.convert %81 : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %84 = stablehlo.multiply %83, %35 : tensor<1xf32>
    %85 = stablehlo.log %84 : tensor<1xf32>
    %86 = stablehlo.subtract %arg2, %34 : tensor<16xf32>
    %87 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %88 = stablehlo.divide %86, %87 : tensor<16xf32>
    %89 = stablehlo.multiply %35, %35 : tensor<1xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %91 = stablehlo.divide %90, %89 : tensor<1xf32>
    %92 = stablehlo.multiply %88, %88 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %94 = stablehlo.multiply %93, %88 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %96 = stablehlo.multiply %95, %92 : tensor<16xf32>
    %97 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<16xf32>
    %99 = stablehlo.compare EQ, %arg2, %arg2, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_30 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.compare NE, %arg2, %100, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %102 = stablehlo.and %99, %101 : tensor<16xi1>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.compare NE, %arg2, %103, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %105 = stablehlo.and %102, %104 : tensor<16xi1>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106:2 = call @_where_5(%105, %98, %cst_32) : (tensor<16xi1>, tensor<16xf32>, tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>)
    %107 = stablehlo.broadcast_in_dim %106#0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x1xf32>) -> tensor<16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_34) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %111 = stablehlo.sqrt %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %112 = stablehlo.multiply %111, %cst_36 : tensor<f32>
    %113 = stablehlo.log %112 : tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.subtract %arg0, %cst_37 : tensor<f32>
    %cst_38 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %115 = stablehlo.divide %114, %cst_38 : tensor<f32>
    %116 = stablehlo.multiply %115, %115 : tensor<f32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.multiply %cst_39, %115 : tensor<f32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %118 = stablehlo.multiply %cst_40, %116 : tensor<f32>
    %119 = stablehlo.convert %113 : tensor<f32>
    %120 = stablehlo.subtract %118, %119 : tensor<f32>
    %121 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_41 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %122 = stablehlo.compare NE, %arg0, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %123 = stablehlo.and %121, %122 : tensor<i1>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.compare NE, %arg0, %cst_42, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %125 = stablehlo.and %123, %124 : tensor<i1>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126:2 = call @_where(%125, %120, %cst_43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126#0 init: %cst_44) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %128 = stablehlo.is_finite %48 : (tensor<512xf32>) -> tensor<512xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %130:2 = call @_where_6(%128, %48, %129) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>)
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %131:2 = call @clip(%130#0, %c_46) : (tensor<512xf32>, tensor<i32>) -> (tensor<512xf32>, tensor<512xf32>)
    %132 = stablehlo.abs %130#0 : tensor<512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %134 = stablehlo.compare GE, %130#0, %133, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %135 = stablehlo.negate %132 : tensor<512xf32>
    %136 = stablehlo.exponential %135 : tensor<512xf32>
    %137 = stablehlo.log_plus_one %136 : tensor<512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %139 = stablehlo.add %136, %138 : tensor<512xf32>
    %140 = stablehlo.add %131#0, %137 : tensor<512xf32>
    %141 = stablehlo.multiply %130#0, %arg5 : tensor<512xf32>
    %142 = stablehlo.subtract %140, %141 : tensor<512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %144 = stablehlo.compare GT, %48, %143, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %145 = stablehlo.convert %144 : (tensor<512xi1>) -> tensor<512xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %147 = stablehlo.compare NE, %arg5, %146, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %149 = stablehlo.compare NE, %145, %148, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %150 = stablehlo.xor %147, %149 : tensor<512xi1>
    %151 = stablehlo.convert %150 : (tensor<512xi1>) -> tensor<512xf32>
    %cst_52 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<512xf32>
    %154:2 = call @_where_7(%128, %142, %153) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>)
    %155 = stablehlo.negate %154#0 : tensor<512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %157 = stablehlo.compare EQ, %arg5, %156, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %159 = stablehlo.compare EQ, %arg5, %158, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %160 = stablehlo.or %157, %159 : tensor<512xi1>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161:2 = call @_where_8(%160, %155, %cst_55) : (tensor<512xi1>, tensor<512xf32>, tensor<f32>) -> (tensor<512xf32>, tensor<512xf32>)
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161#0 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.add %cst_57, %56 : tensor<f32>
    %164 = stablehlo.add %163, %80 : tensor<f32>
    %165 = stablehlo.add %164, %110 : tensor<f32>
    %166 = stablehlo.add %165, %127 : tensor<f32>
    %167 = stablehlo.add %166, %162 : tensor<f32>
    %168 = stablehlo.negate %167 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.negate %cst_58 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %171 = call @_where_9(%160, %161#1, %170) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %172 = stablehlo.negate %171 : tensor<512xf32>
    %173 = call @_where_10(%128, %154#1, %172) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %174 = stablehlo.negate %173 : tensor<512xf32>
    %175 = stablehlo.multiply %174, %arg5 : tensor<512xf32>
    %176 = stablehlo.divide %173, %139 : tensor<512xf32>
    %177 = stablehlo.multiply %176, %136 : tensor<512xf32>
    %178 = stablehlo.negate %177 : tensor<512xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %180 = stablehlo.select %134, %179, %178 : tensor<512xi1>, tensor<512xf32>
    %181 = stablehlo.select %134, %178, %179 : tensor<512xi1>, tensor<512xf32>
    %182 = stablehlo.add %175, %181 : tensor<512xf32>
    %183 = stablehlo.negate %180 : tensor<512xf32>
    %184 = stablehlo.add %182, %183 : tensor<512xf32>
    %185 = call @clip_11(%131#1, %173) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %186 = stablehlo.add %184, %185 : tensor<512xf32>
    %187 = call @_where_12(%128, %130#1, %186) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %188 = call @_where_13(%125, %126#1, %169) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %189 = stablehlo.multiply %cst_60, %188 : tensor<f32>
    %190 = stablehlo.multiply %189, %117 : tensor<f32>
    %cst_61 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %191 = stablehlo.divide %190, %cst_61 : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.reshape %192 : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %195 = call @_where_14(%105, %106#1, %194) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %196 = stablehlo.negate %195 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %198 = stablehlo.reshape %197 : (tensor<f32>) -> tensor<1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.multiply %199, %195 : tensor<16xf32>
    %201 = stablehlo.multiply %200, %94 : tensor<16xf32>
    %202 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<16xf32>
    %204 = stablehlo.multiply %203, %86 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %206 = stablehlo.reshape %205 : (tensor<f32>) -> tensor<1xf32>
    %207 = stablehlo.negate %206 : tensor<1xf32>
    %208 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %209 = stablehlo.divide %201, %208 : tensor<16xf32>
    %210 = stablehlo.divide %198, %84 : tensor<1xf32>
    %211 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<1xf32>
    %213 = stablehlo.add %207, %212 : tensor<1xf32>
    %214 = call @_where_13(%78, %79#1, %169) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %215 = call @_where_13(%73, %74#1, %214) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %216 = stablehlo.negate %215 : tensor<f32>
    %217 = stablehlo.divide %216, %66 : tensor<f32>
    %218 = stablehlo.multiply %217, %64 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.divide %218, %cst_66 : tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%187 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %221 = stablehlo.add %191, %220 : tensor<f32>
    %222 = stablehlo.dot_general %187, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512xf32>, tensor<512x16xf32>) -> tensor<16xf32>
    %223 = stablehlo.add %209, %222 : tensor<16xf32>
    %224 = stablehlo.reshape %213 : (tensor<1xf32>) -> tensor<f32>
    %225 = stablehlo.add %219, %224 : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %228 = stablehlo.multiply %225, %30 : tensor<f32>
    %229 = stablehlo.add %227, %228 : tensor<f32>
    %230 = stablehlo.reshape %28 : (tensor<f32>) -> tensor<1xf32>
    %231 = stablehlo.reshape %29 : (tensor<f32>) -> tensor<1xf32>
    %232 = stablehlo.concatenate %230, %231, %27, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %233 = stablehlo.multiply %15, %232 : tensor<18xf32>
    %234 = stablehlo.dot_general %233, %232, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<18xf32>, tensor<18xf32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %235 = stablehlo.multiply %cst_69, %234 : tensor<f32>
    %236 = stablehlo.add %168, %235 : tensor<f32>
    %cst_70 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_75 = stablehlo.constant dense<false> : tensor<i1>
    %cst_76 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<100x16xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %240:36 = stablehlo.while(%iterArg = %cst_70, %iterArg_87 = %arg4, %iterArg_88 = %arg5, %iterArg_89 = %c, %iterArg_90 = %c_86, %iterArg_91 = %c_71, %iterArg_92 = %arg0, %iterArg_93 = %arg1, %iterArg_94 = %arg2, %iterArg_95 = %221, %iterArg_96 = %229, %iterArg_97 = %223, %iterArg_98 = %168, %iterArg_99 = %236, %iterArg_100 = %c_72, %iterArg_101 = %cst_73, %iterArg_102 = %cst_74, %iterArg_103 = %c_75, %iterArg_104 = %cst_76, %iterArg_105 = %15, %iterArg_106 = %15, %iterArg_107 = %15, %iterArg_108 = %cst_77, %iterArg_109 = %cst_78, %iterArg_110 = %cst_79, %iterArg_111 = %c_80, %iterArg_112 = %17, %iterArg_113 = %18, %iterArg_114 = %19, %iterArg_115 = %c_81, %iterArg_116 = %c_82, %iterArg_117 = %9, %iterArg_118 = %2, %iterArg_119 = %237, %iterArg_120 = %238, %iterArg_121 = %239) : tensor<f32>, tensor<512x16xf32>, tensor<512xf32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<100xf32>, tensor<100xf32>, tensor<100x16xf32>
    cond {
      %c_122 = stablehlo.constant dense<100> : tensor<i32>
      %241 = stablehlo.compare LT, %iterArg_90, %c_122, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %241 : tensor<i1>
    } do {
      %241:31 = func.call @closed_call_15(%iterArg, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %iterArg_109, %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %iterArg_114, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118) : (tensor<f32>, tensor<512x16xf32>, tensor<512xf32>, tensor<1x2xi32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<f32>, tensor<f32>, tensor<16xf32>)
      %242 = func.call @dynamic_update_index_in_dim(%iterArg_119, %241#28, %iterArg_90) : (tensor<100xf32>, tensor<f32>, tensor<i32>) -> tensor<100xf32>
      %243 = func.call @dynamic_update_index_in_dim(%iterArg_120, %241#29, %iterArg_90) : (tensor<100xf32>, tensor<f32>, tensor<i32>) -> tensor<100xf32>
      %244 = func.call @dynamic_update_index_in_dim_23(%iterArg_121, %241#30, %iterArg_90) : (tensor<100x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<100x16xf32>
      %c_122 = stablehlo.constant dense<1> : tensor<i32>
      %245 = stablehlo.add %iterArg_90, %c_122 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_87, %iterArg_88, %iterArg_89, %245, %241#0, %241#1, %241#2, %241#3, %241#4, %241#5, %241#6, %241#7, %241#8, %241#9, %241#10, %241#11, %241#12, %241#13, %241#14, %241#15, %241#16, %241#17, %241#18, %241#19, %241#20, %241#21, %241#22, %241#23, %241#24, %241#25, %241#26, %241#27, %242, %243, %244 : tensor<f32>, tensor<512x16xf32>, tensor<512xf32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<100xf32>, tensor<100xf32>, tensor<100x16xf32>
    }
    return %240#33, %240#34, %240#35 : tensor<100xf32>, tensor<100xf32>, tensor<100x16xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_1(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<18xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<18xf32>
    return %0 : tensor<18xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<18xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<18xf32>
    %1 = chlo.erf_inv %0 : tensor<18xf32> -> tensor<18xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<18xf32>
    return %3 : tensor<18xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<18xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<18xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<18xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<18xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<18xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<18xui64>
    %11 = stablehlo.convert %8 : (tensor<18xui64>) -> tensor<18xui32>
    %12 = stablehlo.convert %10 : (tensor<18xui64>) -> tensor<18xui32>
    %13:2 = call @threefry2x32_3(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<18xui32>, tensor<18xui32>) -> (tensor<18xui32>, tensor<18xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<18xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<18xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %18 = stablehlo.or %16, %17 : tensor<18xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<18xui32>) -> tensor<18xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<18xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<18xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<18xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<18xf32>
    %26 = stablehlo.add %24, %25 : tensor<18xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<18xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<18xf32>
    return %28 : tensor<18xf32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<18xui32>, %arg3: tensor<18xui32>) -> (tensor<18xui32>, tensor<18xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<18xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<18xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<18xui32>, tensor<18xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<18xui32>, tensor<18xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<18xui32>, tensor<18xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<18xui32>, tensor<18xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<18xui32>, tensor<18xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<18xui32>, %arg2: tensor<18xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<18xui32>, tensor<18xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<18xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<18xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<18xui32>
    %9 = stablehlo.or %5, %8 : tensor<18xui32>
    %10 = stablehlo.xor %3, %9 : tensor<18xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<18xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<18xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<18xui32>
    %19 = stablehlo.or %15, %18 : tensor<18xui32>
    %20 = stablehlo.xor %13, %19 : tensor<18xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<18xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<18xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<18xui32>
    %29 = stablehlo.or %25, %28 : tensor<18xui32>
    %30 = stablehlo.xor %23, %29 : tensor<18xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<18xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<18xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<18xui32>
    %39 = stablehlo.or %35, %38 : tensor<18xui32>
    %40 = stablehlo.xor %33, %39 : tensor<18xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %42 = stablehlo.add %33, %41 : tensor<18xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %44 = stablehlo.add %40, %43 : tensor<18xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<18xui32>
    %48 = stablehlo.add %44, %47 : tensor<18xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<18xui32>, tensor<18xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %1, %cst : tensor<f32>, tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16xi1>, tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    return %2, %3 : tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_where_6(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512xi1>, tensor<512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    return %0, %1 : tensor<512xf32>, tensor<512xf32>
  }
  func.func private @clip(%arg0: tensor<512xf32>, %arg1: tensor<i32>) -> (tensor<512xf32>, tensor<512xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<512xi1>, tensor<512xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<512xi1>, tensor<512xf32>
    %12 = stablehlo.divide %6, %11 : tensor<512xf32>
    return %2, %12 : tensor<512xf32>, tensor<512xf32>
  }
  func.func private @_where_7(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<512xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<512xi1>, tensor<512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    return %1, %2 : tensor<512xf32>, tensor<512xf32>
  }
  func.func private @_where_8(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<f32>) -> (tensor<512xf32>, tensor<512xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512xi1>, tensor<512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    return %2, %3 : tensor<512xf32>, tensor<512xf32>
  }
  func.func private @_where_9(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<512xi1>, tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @_where_10(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<512xi1>, tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @clip_11(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>) -> tensor<512xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @_where_12(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<512xi1>, tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %arg2, %cst : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_14(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<16xi1>, tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @closed_call_15(%arg0: tensor<f32>, %arg1: tensor<512x16xf32>, %arg2: tensor<512xf32>, %arg3: tensor<1x2xi32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<16xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<16xf32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<i32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<i1>, %arg17: tensor<f32>, %arg18: tensor<18xf32>, %arg19: tensor<18xf32>, %arg20: tensor<18xf32>, %arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<f32>, %arg24: tensor<i32>, %arg25: tensor<f32>, %arg26: tensor<18xf32>, %arg27: tensor<18xf32>, %arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<2xui32>, %arg31: tensor<2xui32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<f32>, tensor<f32>, tensor<16xf32>) {
    %0 = call @_threefry_split(%arg31) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.reshape %arg5 : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.reshape %arg6 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.concatenate %7, %8, %arg7, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %10 = call @_normal(%4) : (tensor<2xui32>) -> tensor<18xf32>
    %11 = stablehlo.multiply %arg19, %10 : tensor<18xf32>
    %12 = stablehlo.slice %11 [0:1] : (tensor<18xf32>) -> tensor<1xf32>
    %13 = stablehlo.slice %11 [1:2] : (tensor<18xf32>) -> tensor<1xf32>
    %14 = stablehlo.slice %11 [2:18] : (tensor<18xf32>) -> tensor<16xf32>
    %15 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %16 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %17 = stablehlo.divide %arg0, %cst : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18:16 = stablehlo.while(%iterArg = %17, %iterArg_11 = %arg18, %iterArg_12 = %arg1, %iterArg_13 = %arg2, %iterArg_14 = %c_0, %iterArg_15 = %c, %iterArg_16 = %arg5, %iterArg_17 = %arg6, %iterArg_18 = %arg7, %iterArg_19 = %15, %iterArg_20 = %16, %iterArg_21 = %14, %iterArg_22 = %arg11, %iterArg_23 = %arg8, %iterArg_24 = %arg9, %iterArg_25 = %arg10) : tensor<f32>, tensor<18xf32>, tensor<512x16xf32>, tensor<512xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>
    cond {
      %c_26 = stablehlo.constant dense<10> : tensor<i32>
      %54 = stablehlo.compare LT, %iterArg_14, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %54 : tensor<i1>
    } do {
      %54:11 = func.call @closed_call_16(%iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25) : (tensor<f32>, tensor<18xf32>, tensor<512x16xf32>, tensor<512xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>)
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_14, %c_26 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %55, %54#0, %54#1, %54#2, %54#3, %54#4, %54#5, %54#6, %54#7, %54#8, %54#9, %54#10 : tensor<f32>, tensor<18xf32>, tensor<512x16xf32>, tensor<512xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>
    }
    %19 = stablehlo.reshape %15 : (tensor<f32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %16 : (tensor<f32>) -> tensor<1xf32>
    %21 = stablehlo.concatenate %19, %20, %14, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %22 = stablehlo.multiply %arg18, %21 : tensor<18xf32>
    %23 = stablehlo.dot_general %22, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<18xf32>, tensor<18xf32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %24 = stablehlo.multiply %cst_1, %23 : tensor<f32>
    %25 = stablehlo.add %arg11, %24 : tensor<f32>
    %26 = stablehlo.reshape %18#9 : (tensor<f32>) -> tensor<1xf32>
    %27 = stablehlo.reshape %18#10 : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.concatenate %26, %27, %18#11, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %29 = stablehlo.multiply %arg18, %28 : tensor<18xf32>
    %30 = stablehlo.dot_general %29, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<18xf32>, tensor<18xf32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.multiply %cst_2, %30 : tensor<f32>
    %32 = stablehlo.add %18#12, %31 : tensor<f32>
    %33 = stablehlo.subtract %32, %25 : tensor<f32>
    %34 = stablehlo.compare NE, %33, %33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %35 = call @_where_17(%34, %cst_3, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %36 = stablehlo.negate %35 : tensor<f32>
    %37 = stablehlo.exponential %36 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = call @clip_18(%37, %cst_4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %39 = stablehlo.compare GT, %35, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %40 = call @_bernoulli(%6, %38) : (tensor<2xui32>, tensor<f32>) -> tensor<i1>
    %41 = stablehlo.convert %40 : (tensor<i1>) -> tensor<i32>
    %42:11 = "stablehlo.case"(%41) ({
      stablehlo.return %arg5, %arg6, %arg7, %15, %16, %14, %arg11, %arg8, %arg9, %arg10, %25 : tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>
    }, {
      stablehlo.return %18#6, %18#7, %18#8, %18#9, %18#10, %18#11, %18#12, %18#13, %18#14, %18#15, %32 : tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>)
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.compare LT, %arg4, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %44 = stablehlo.convert %43 : (tensor<i1>) -> tensor<i32>
    %45:14 = "stablehlo.case"(%44) ({
      stablehlo.return %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30 : tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>
    }, {
      %54 = func.call @_threefry_split_0(%arg30) : (tensor<2xui32>) -> tensor<2x2xui32>
      %55 = stablehlo.slice %54 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %56 = stablehlo.reshape %55 : (tensor<1x2xui32>) -> tensor<2xui32>
      %57 = stablehlo.slice %54 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %58 = stablehlo.reshape %57 : (tensor<1x2xui32>) -> tensor<2xui32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.compare GT, %arg29, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.compare LT, %arg29, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %61 = stablehlo.and %59, %60 : tensor<i1>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %62 = stablehlo.compare LT, %arg29, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %63 = stablehlo.add %arg29, %c_14 : tensor<i32>
      %64 = stablehlo.select %62, %63, %arg29 : tensor<i1>, tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %65 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %c_18 = stablehlo.constant dense<2> : tensor<i32>
      %66 = stablehlo.add %c_17, %c_18 : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %67 = stablehlo.select %65, %66, %c_19 : tensor<i1>, tensor<i32>
      %68 = stablehlo.dynamic_slice %arg3, %64, %67, sizes = [1, 1] : (tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1xi32>
      %69 = stablehlo.reshape %68 : (tensor<1x1xi32>) -> tensor<i32>
      %70 = stablehlo.compare EQ, %arg4, %69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %71 = stablehlo.add %arg29, %c_20 : tensor<i32>
      %72 = func.call @_where_22(%70, %71, %arg29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %73 = stablehlo.and %70, %61 : tensor<i1>
      %74 = stablehlo.convert %73 : (tensor<i1>) -> tensor<i32>
      %75:14 = "stablehlo.case"(%74) ({
        stablehlo.return %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %72, %56 : tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>
      }, {
        stablehlo.return %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %72, %56 : tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>
      }) : (tensor<i32>) -> (tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>)
      stablehlo.return %75#0, %75#1, %75#2, %75#3, %75#4, %75#5, %75#6, %75#7, %75#8, %75#9, %75#10, %75#11, %75#12, %75#13 : tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>)
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.add %arg4, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.compare LT, %arg4, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.subtract %46, %c_9 : tensor<i32>
    %49 = call @_where_22(%47, %46, %48) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %50 = stablehlo.subtract %38, %arg15 : tensor<f32>
    %51 = stablehlo.convert %49 : (tensor<i32>) -> tensor<f32>
    %52 = stablehlo.divide %50, %51 : tensor<f32>
    %53 = stablehlo.add %arg15, %52 : tensor<f32>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    return %46, %42#0, %42#1, %42#2, %42#7, %42#8, %42#9, %42#6, %42#10, %c_10, %38, %53, %39, %45#0, %45#1, %45#2, %45#3, %45#4, %45#5, %45#6, %45#7, %45#8, %45#9, %45#10, %45#11, %45#12, %45#13, %2, %42#0, %42#1, %42#2 : tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<18xf32>, tensor<18xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<f32>, tensor<f32>, tensor<16xf32>
  }
  func.func private @closed_call_16(%arg0: tensor<f32>, %arg1: tensor<18xf32>, %arg2: tensor<512x16xf32>, %arg3: tensor<512xf32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<16xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<16xf32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<16xf32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg4, %c : tensor<i32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.multiply %cst, %arg0 : tensor<f32>
    %2 = stablehlo.multiply %1, %arg12 : tensor<f32>
    %3 = stablehlo.subtract %arg8, %2 : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.multiply %cst_0, %arg0 : tensor<f32>
    %5 = stablehlo.multiply %4, %arg13 : tensor<f32>
    %6 = stablehlo.subtract %arg9, %5 : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.multiply %cst_1, %arg0 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %8, %arg14 : tensor<16xf32>
    %10 = stablehlo.subtract %arg10, %9 : tensor<16xf32>
    %11 = stablehlo.reshape %3 : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %6 : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<16xf32>) -> tensor<18xf32>
    %14 = stablehlo.multiply %arg1, %13 : tensor<18xf32>
    %15 = stablehlo.slice %14 [0:1] : (tensor<18xf32>) -> tensor<1xf32>
    %16 = stablehlo.slice %14 [1:2] : (tensor<18xf32>) -> tensor<1xf32>
    %17 = stablehlo.slice %14 [2:18] : (tensor<18xf32>) -> tensor<16xf32>
    %18 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %19 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.multiply %arg0, %18 : tensor<f32>
    %21 = stablehlo.add %arg5, %20 : tensor<f32>
    %22 = stablehlo.multiply %arg0, %19 : tensor<f32>
    %23 = stablehlo.add %arg6, %22 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.multiply %24, %17 : tensor<16xf32>
    %26 = stablehlo.add %arg7, %25 : tensor<16xf32>
    %27 = stablehlo.exponential %23 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.reshape %27 : (tensor<f32>) -> tensor<1xf32>
    %33 = stablehlo.compare EQ, %31, %31, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.compare NE, %31, %34, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %36 = stablehlo.and %33, %35 : tensor<16xi1>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.compare NE, %31, %37, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %39 = stablehlo.and %36, %38 : tensor<16xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %41 = stablehlo.compare GT, %32, %40, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %42 = stablehlo.iota dim = 0 : tensor<512xi32>
    %43 = stablehlo.dot_general %arg2, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16xf32>) -> tensor<512xf32>
    %44 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %45 = stablehlo.add %43, %44 : tensor<512xf32>
    %46 = stablehlo.compare EQ, %45, %45, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %48 = stablehlo.compare NE, %45, %47, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %49 = stablehlo.and %46, %48 : tensor<512xi1>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %51 = stablehlo.compare NE, %45, %50, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %52 = stablehlo.and %49, %51 : tensor<512xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%29 init: %cst_10) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %54 = stablehlo.log %cst_11 : tensor<f32>
    %55 = stablehlo.negate %54 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.log %cst_12 : tensor<f32>
    %57 = stablehlo.subtract %55, %56 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.subtract %27, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.divide %58, %cst_14 : tensor<f32>
    %60 = stablehlo.multiply %59, %59 : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.multiply %cst_15, %59 : tensor<f32>
    %62 = stablehlo.log_plus_one %60 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.add %60, %cst_16 : tensor<f32>
    %64 = stablehlo.convert %57 : tensor<f32>
    %65 = stablehlo.subtract %64, %62 : tensor<f32>
    %66 = stablehlo.compare EQ, %27, %27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %67 = stablehlo.compare NE, %27, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %68 = stablehlo.and %66, %67 : tensor<i1>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.compare NE, %27, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %70 = stablehlo.and %68, %69 : tensor<i1>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71:2 = call @_where(%70, %65, %cst_19) : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.log %cst_20 : tensor<f32>
    %73 = stablehlo.convert %72 : tensor<f32>
    %74 = stablehlo.add %71#0, %73 : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.compare GT, %27, %cst_21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76:2 = call @_where(%75, %74, %cst_22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76#0 init: %cst_23) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %78 = stablehlo.sqrt %cst_24 : tensor<f32>
    %79 = stablehlo.convert %78 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %81 = stablehlo.multiply %80, %32 : tensor<1xf32>
    %82 = stablehlo.log %81 : tensor<1xf32>
    %83 = stablehlo.subtract %26, %31 : tensor<16xf32>
    %84 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %85 = stablehlo.divide %83, %84 : tensor<16xf32>
    %86 = stablehlo.multiply %32, %32 : tensor<1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %88 = stablehlo.divide %87, %86 : tensor<1xf32>
    %89 = stablehlo.multiply %85, %85 : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %91 = stablehlo.multiply %90, %85 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.multiply %92, %89 : tensor<16xf32>
    %94 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %95 = stablehlo.subtract %93, %94 : tensor<16xf32>
    %96 = stablehlo.compare EQ, %26, %26, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %98 = stablehlo.compare NE, %26, %97, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %99 = stablehlo.and %96, %98 : tensor<16xi1>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.compare NE, %26, %100, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %102 = stablehlo.and %99, %101 : tensor<16xi1>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103:2 = call @_where_5(%102, %95, %cst_30) : (tensor<16xi1>, tensor<16xf32>, tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>)
    %104 = stablehlo.broadcast_in_dim %103#0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x1xf32>) -> tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_32) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %108 = stablehlo.sqrt %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %109 = stablehlo.multiply %108, %cst_34 : tensor<f32>
    %110 = stablehlo.log %109 : tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.subtract %21, %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %112 = stablehlo.divide %111, %cst_36 : tensor<f32>
    %113 = stablehlo.multiply %112, %112 : tensor<f32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.multiply %cst_37, %112 : tensor<f32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %115 = stablehlo.multiply %cst_38, %113 : tensor<f32>
    %116 = stablehlo.convert %110 : tensor<f32>
    %117 = stablehlo.subtract %115, %116 : tensor<f32>
    %118 = stablehlo.compare EQ, %21, %21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %119 = stablehlo.compare NE, %21, %cst_39, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %120 = stablehlo.and %118, %119 : tensor<i1>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.compare NE, %21, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %122 = stablehlo.and %120, %121 : tensor<i1>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123:2 = call @_where(%122, %117, %cst_41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123#0 init: %cst_42) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %125 = stablehlo.is_finite %45 : (tensor<512xf32>) -> tensor<512xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %127:2 = call @_where_6(%125, %45, %126) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>)
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %128:2 = call @clip(%127#0, %c_44) : (tensor<512xf32>, tensor<i32>) -> (tensor<512xf32>, tensor<512xf32>)
    %129 = stablehlo.abs %127#0 : tensor<512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %131 = stablehlo.compare GE, %127#0, %130, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %132 = stablehlo.negate %129 : tensor<512xf32>
    %133 = stablehlo.exponential %132 : tensor<512xf32>
    %134 = stablehlo.log_plus_one %133 : tensor<512xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %136 = stablehlo.add %133, %135 : tensor<512xf32>
    %137 = stablehlo.add %128#0, %134 : tensor<512xf32>
    %138 = stablehlo.multiply %127#0, %arg3 : tensor<512xf32>
    %139 = stablehlo.subtract %137, %138 : tensor<512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %141 = stablehlo.compare GT, %45, %140, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %142 = stablehlo.convert %141 : (tensor<512xi1>) -> tensor<512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %144 = stablehlo.compare NE, %arg3, %143, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %146 = stablehlo.compare NE, %142, %145, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %147 = stablehlo.xor %144, %146 : tensor<512xi1>
    %148 = stablehlo.convert %147 : (tensor<512xi1>) -> tensor<512xf32>
    %cst_50 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<512xf32>
    %151:2 = call @_where_7(%125, %139, %150) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>)
    %152 = stablehlo.negate %151#0 : tensor<512xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %154 = stablehlo.compare EQ, %arg3, %153, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %156 = stablehlo.compare EQ, %arg3, %155, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %157 = stablehlo.or %154, %156 : tensor<512xi1>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158:2 = call @_where_8(%157, %152, %cst_53) : (tensor<512xi1>, tensor<512xf32>, tensor<f32>) -> (tensor<512xf32>, tensor<512xf32>)
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158#0 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.add %cst_55, %53 : tensor<f32>
    %161 = stablehlo.add %160, %77 : tensor<f32>
    %162 = stablehlo.add %161, %107 : tensor<f32>
    %163 = stablehlo.add %162, %124 : tensor<f32>
    %164 = stablehlo.add %163, %159 : tensor<f32>
    %165 = stablehlo.negate %164 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.negate %cst_56 : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %168 = call @_where_9(%157, %158#1, %167) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %169 = stablehlo.negate %168 : tensor<512xf32>
    %170 = call @_where_10(%125, %151#1, %169) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %171 = stablehlo.negate %170 : tensor<512xf32>
    %172 = stablehlo.multiply %171, %arg3 : tensor<512xf32>
    %173 = stablehlo.divide %170, %136 : tensor<512xf32>
    %174 = stablehlo.multiply %173, %133 : tensor<512xf32>
    %175 = stablehlo.negate %174 : tensor<512xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %177 = stablehlo.select %131, %176, %175 : tensor<512xi1>, tensor<512xf32>
    %178 = stablehlo.select %131, %175, %176 : tensor<512xi1>, tensor<512xf32>
    %179 = stablehlo.add %172, %178 : tensor<512xf32>
    %180 = stablehlo.negate %177 : tensor<512xf32>
    %181 = stablehlo.add %179, %180 : tensor<512xf32>
    %182 = call @clip_11(%128#1, %170) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %183 = stablehlo.add %181, %182 : tensor<512xf32>
    %184 = call @_where_12(%125, %127#1, %183) : (tensor<512xi1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %185 = call @_where_13(%122, %123#1, %166) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %186 = stablehlo.multiply %cst_58, %185 : tensor<f32>
    %187 = stablehlo.multiply %186, %114 : tensor<f32>
    %cst_59 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %188 = stablehlo.divide %187, %cst_59 : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %190 = stablehlo.reshape %189 : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %192 = call @_where_14(%102, %103#1, %191) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %193 = stablehlo.negate %192 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %195 = stablehlo.reshape %194 : (tensor<f32>) -> tensor<1xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %197 = stablehlo.multiply %196, %192 : tensor<16xf32>
    %198 = stablehlo.multiply %197, %91 : tensor<16xf32>
    %199 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<16xf32>
    %201 = stablehlo.multiply %200, %83 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %203 = stablehlo.reshape %202 : (tensor<f32>) -> tensor<1xf32>
    %204 = stablehlo.negate %203 : tensor<1xf32>
    %205 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %206 = stablehlo.divide %198, %205 : tensor<16xf32>
    %207 = stablehlo.divide %195, %81 : tensor<1xf32>
    %208 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<1xf32>
    %210 = stablehlo.add %204, %209 : tensor<1xf32>
    %211 = call @_where_13(%75, %76#1, %166) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %212 = call @_where_13(%70, %71#1, %211) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %213 = stablehlo.negate %212 : tensor<f32>
    %214 = stablehlo.divide %213, %63 : tensor<f32>
    %215 = stablehlo.multiply %214, %61 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.divide %215, %cst_64 : tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%184 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %218 = stablehlo.add %188, %217 : tensor<f32>
    %219 = stablehlo.dot_general %184, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512xf32>, tensor<512x16xf32>) -> tensor<16xf32>
    %220 = stablehlo.add %206, %219 : tensor<16xf32>
    %221 = stablehlo.reshape %210 : (tensor<1xf32>) -> tensor<f32>
    %222 = stablehlo.add %216, %221 : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_66) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %225 = stablehlo.multiply %222, %27 : tensor<f32>
    %226 = stablehlo.add %224, %225 : tensor<f32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %227 = stablehlo.multiply %cst_67, %arg0 : tensor<f32>
    %228 = stablehlo.multiply %227, %218 : tensor<f32>
    %229 = stablehlo.subtract %3, %228 : tensor<f32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %230 = stablehlo.multiply %cst_68, %arg0 : tensor<f32>
    %231 = stablehlo.multiply %230, %226 : tensor<f32>
    %232 = stablehlo.subtract %6, %231 : tensor<f32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %233 = stablehlo.multiply %cst_69, %arg0 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %235 = stablehlo.multiply %234, %220 : tensor<16xf32>
    %236 = stablehlo.subtract %10, %235 : tensor<16xf32>
    return %0, %21, %23, %26, %229, %232, %236, %165, %218, %226, %220 : tensor<i32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<16xf32>
  }
  func.func private @_where_17(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @clip_18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.minimum %0, %arg0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<i1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_19(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.compare LT, %0, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @_uniform_19(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_20(%3, %5, %c, %c_0) : (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.shift_right_logical %7, %c_1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %9 = stablehlo.or %8, %c_2 : tensor<ui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<ui32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %10, %cst : tensor<f32>
    %12 = stablehlo.subtract %1, %0 : tensor<f32>
    %13 = stablehlo.multiply %11, %12 : tensor<f32>
    %14 = stablehlo.add %13, %0 : tensor<f32>
    %15 = stablehlo.reshape %14 : (tensor<f32>) -> tensor<f32>
    %16 = stablehlo.maximum %0, %15 : tensor<f32>
    return %16 : tensor<f32>
  }
  func.func private @threefry2x32_20(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.add %arg2, %arg0 : tensor<ui32>
    %3 = stablehlo.add %arg3, %arg1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %2, %iterArg_6 = %3, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5:8 = func.call @closed_call_21(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %6, %5#0, %5#1, %5#2, %5#3, %5#4, %5#5, %5#6, %5#7 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %4#2, %4#3 : tensor<ui32>, tensor<ui32>
  }
  func.func private @closed_call_21(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<ui32>
    %4 = stablehlo.shift_left %arg2, %2 : tensor<ui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %5 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %6 = stablehlo.shift_right_logical %arg2, %5 : tensor<ui32>
    %7 = stablehlo.or %4, %6 : tensor<ui32>
    %8 = stablehlo.xor %3, %7 : tensor<ui32>
    %9 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.add %3, %8 : tensor<ui32>
    %12 = stablehlo.shift_left %8, %10 : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %13 = stablehlo.subtract %c_1, %10 : tensor<ui32>
    %14 = stablehlo.shift_right_logical %8, %13 : tensor<ui32>
    %15 = stablehlo.or %12, %14 : tensor<ui32>
    %16 = stablehlo.xor %11, %15 : tensor<ui32>
    %17 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
    %19 = stablehlo.add %11, %16 : tensor<ui32>
    %20 = stablehlo.shift_left %16, %18 : tensor<ui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %21 = stablehlo.subtract %c_2, %18 : tensor<ui32>
    %22 = stablehlo.shift_right_logical %16, %21 : tensor<ui32>
    %23 = stablehlo.or %20, %22 : tensor<ui32>
    %24 = stablehlo.xor %19, %23 : tensor<ui32>
    %25 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %26 = stablehlo.reshape %25 : (tensor<1xui32>) -> tensor<ui32>
    %27 = stablehlo.add %19, %24 : tensor<ui32>
    %28 = stablehlo.shift_left %24, %26 : tensor<ui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %29 = stablehlo.subtract %c_3, %26 : tensor<ui32>
    %30 = stablehlo.shift_right_logical %24, %29 : tensor<ui32>
    %31 = stablehlo.or %28, %30 : tensor<ui32>
    %32 = stablehlo.xor %27, %31 : tensor<ui32>
    %33 = stablehlo.add %27, %arg3 : tensor<ui32>
    %34 = stablehlo.add %32, %arg4 : tensor<ui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %36 = stablehlo.convert %35 : (tensor<i32>) -> tensor<ui32>
    %37 = stablehlo.add %34, %36 : tensor<ui32>
    return %0, %33, %37, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<100xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<100xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<100xf32>, tensor<1xf32>, tensor<i32>) -> tensor<100xf32>
    return %1 : tensor<100xf32>
  }
  func.func private @dynamic_update_index_in_dim_23(%arg0: tensor<100x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<100x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<100x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<100x16xf32>
    return %1 : tensor<100x16xf32>
  }
}
