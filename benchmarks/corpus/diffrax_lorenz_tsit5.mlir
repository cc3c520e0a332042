module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3xf32>, %arg1: tensor<3xf32>) -> (tensor<32x201x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x00000000CCCC4C3DCCCCCC3D9999193ECCCC4C3EFFFF7F3E9999993E3233B33ECCCCCC3E6666E63EFFFFFF3ECCCC0C3F9999193F6666263F3233333FFFFF3F3FCCCC4C3F9999593F6666663F3233733FFFFF7F3F6666863FCCCC8C3F3333933F9999993FFFFF9F3F6666A63FCCCCAC3F3233B33F9999B93FFFFFBF3F6666C63FCCCCCC3F3233D33F9999D93FFFFFDF3F6666E63FCCCCEC3F3233F33F9999F93FFFFFFF3F333303406666064099990940CCCC0C40FFFF0F40333313406666164099991940CCCC1C40FFFF1F40333323406666264099992940CCCC2C40FFFF2F40323333406666364099993940CCCC3C40FFFF3F40323343406666464099994940CCCC4C40FFFF4F40323353406666564099995940CCCC5C40FFFF5F40323363406666664099996940CCCC6C40FFFF6F40323373406566764099997940CCCC7C40FFFF7F409999814033338340CCCC844066668640FFFF87409999894033338B40CCCC8C4066668E40FFFF8F409999914033339340CCCC944066669640FFFF97409999994033339B40CCCC9C4066669E40FFFF9F409999A1403333A340CCCCA4406666A640FFFFA7409999A9403333AB40CCCCAC406666AE40FFFFAF409999B1403233B340CCCCB4406666B640FFFFB7409999B9403233BB40CCCCBC406666BE40FFFFBF409999C1403233C340CCCCC4406666C640FFFFC7409999C9403233CB40CCCCCC406666CE40FFFFCF409999D1403233D340CCCCD4406666D640FFFFD7409999D9403233DB40CCCCDC406666DE40FFFFDF409999E1403233E340CCCCE4406666E640FFFFE7409999E9403233EB40CCCCEC406566EE40FFFFEF409999F1403233F340CCCCF4406566F640FFFFF7409999F9403233FB40CCCCFC406566FE40FFFFFF40CCCC0041999901416666024133330341FFFF0341CCCC0441999905416666064133330741FFFF0741CCCC08419999094166660A4133330B41FFFF0B41CCCC0C4199990D4166660E4133330F41FFFF0F41CCCC1041999911416666124133331341FFFF1341CCCC1441999915416666164133331741FFFF1741CCCC18419999194166661A4133331B41FFFF1B41CCCC1C4199991D4166661E4133331F4100002041"> : tensor<201xf32>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %arg1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6:9 = call @diffeqsolve(%arg0, %1, %3, %5, %cst) : (tensor<32x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<201xf32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
    return %6#4 : tensor<32x201x3xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<32x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<201xf32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0:2 = call @branched_error_if_impl(%cst_6) : (tensor<f32>) -> (tensor<i32>, tensor<f32>)
    %1 = stablehlo.convert %0#1 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_7, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_9, %c_10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_11, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %7 = stablehlo.multiply %cst_12, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %12 = stablehlo.multiply %arg4, %11 : tensor<201xf32>
    %13 = stablehlo.slice %12 [1:201] : (tensor<201xf32>) -> tensor<200xf32>
    %14 = stablehlo.slice %12 [0:200] : (tensor<201xf32>) -> tensor<200xf32>
    %15 = stablehlo.compare LT, %13, %14, FLOAT : (tensor<200xf32>, tensor<200xf32>) -> tensor<200xi1>
    %16:2 = call @branched_error_if_impl_0(%12, %15) : (tensor<201xf32>, tensor<200xi1>) -> (tensor<i32>, tensor<201xf32>)
    %17 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %18 = stablehlo.compare GT, %16#1, %17, FLOAT : (tensor<201xf32>, tensor<201xf32>) -> tensor<201xi1>
    %19 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %20 = stablehlo.compare LT, %16#1, %19, FLOAT : (tensor<201xf32>, tensor<201xf32>) -> tensor<201xi1>
    %21 = stablehlo.or %18, %20 : tensor<201xi1>
    %22:2 = call @branched_error_if_impl_1(%16#1, %21) : (tensor<201xf32>, tensor<201xi1>) -> (tensor<i32>, tensor<201xf32>)
    %23 = stablehlo.subtract %7, %5 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %24 = chlo.next_after %9, %cst_13 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.compare EQ, %9, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_15 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %26 = call @_where_2(%25, %cst_15, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.divide %23, %26 : tensor<f32>
    %28 = stablehlo.ceil %27 : tensor<f32>
    %29 = stablehlo.convert %28 : (tensor<f32>) -> tensor<i32>
    %30 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<-1> : tensor<i32>
    %31 = call @_where_3(%30, %29, %c_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %33 = call @_where_2(%32, %7, %9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %34 = stablehlo.add %5, %9 : tensor<f32>
    %35 = stablehlo.minimum %34, %7 : tensor<f32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.compare EQ, %3, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = stablehlo.negate %35 : tensor<f32>
    %38 = call @_where_4(%36, %5, %37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.compare EQ, %3, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = stablehlo.negate %5 : tensor<f32>
    %41 = call @_where_4(%39, %35, %40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %43 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %44 = stablehlo.multiply %43, %cst_20 : tensor<f32>
    %45 = stablehlo.convert %44 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %cst_21 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<201x3xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = chlo.next_after %7, %cst_22 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.compare EQ, %7, %cst_23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_24 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %50 = call @_where_2(%49, %cst_24, %48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = chlo.next_after %50, %cst_25 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.compare EQ, %50, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_27 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %53 = call @_where_2(%52, %cst_27, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = chlo.next_after %53, %cst_28 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.compare EQ, %53, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_30 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %56 = call @_where_2(%55, %cst_30, %54) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = chlo.next_after %56, %cst_31 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.compare EQ, %56, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_33 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %59 = call @_where_2(%58, %cst_33, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = chlo.next_after %59, %cst_34 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.compare EQ, %59, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_36 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %62 = call @_where_2(%61, %cst_36, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = chlo.next_after %62, %cst_37 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.compare EQ, %62, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %65 = call @_where_2(%64, %cst_39, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = chlo.next_after %65, %cst_40 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.compare EQ, %65, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_42 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %68 = call @_where_2(%67, %cst_42, %66) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = chlo.next_after %68, %cst_43 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.compare EQ, %68, %cst_44, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_45 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %71 = call @_where_2(%70, %cst_45, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = chlo.next_after %71, %cst_46 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.compare EQ, %71, %cst_47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_48 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %74 = call @_where_2(%73, %cst_48, %72) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = chlo.next_after %74, %cst_49 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.compare EQ, %74, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_51 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %77 = call @_where_2(%76, %cst_51, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = chlo.next_after %77, %cst_52 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.compare EQ, %77, %cst_53, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_54 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %80 = call @_where_2(%79, %cst_54, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = chlo.next_after %80, %cst_55 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.compare EQ, %80, %cst_56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_57 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %83 = call @_where_2(%82, %cst_57, %81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = chlo.next_after %83, %cst_58 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.compare EQ, %83, %cst_59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_60 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %86 = call @_where_2(%85, %cst_60, %84) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = chlo.next_after %86, %cst_61 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.compare EQ, %86, %cst_62, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_63 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %89 = call @_where_2(%88, %cst_63, %87) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = chlo.next_after %89, %cst_64 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.compare EQ, %89, %cst_65, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_66 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %92 = call @_where_2(%91, %cst_66, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = chlo.next_after %92, %cst_67 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.compare EQ, %92, %cst_68, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_69 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %95 = call @_where_2(%94, %cst_69, %93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = chlo.next_after %95, %cst_70 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.compare EQ, %95, %cst_71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_72 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %98 = call @_where_2(%97, %cst_72, %96) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = chlo.next_after %98, %cst_73 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.compare EQ, %98, %cst_74, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_75 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %101 = call @_where_2(%100, %cst_75, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = chlo.next_after %101, %cst_76 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.compare EQ, %101, %cst_77, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_78 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %104 = call @_where_2(%103, %cst_78, %102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = chlo.next_after %104, %cst_79 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.compare EQ, %104, %cst_80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_81 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %107 = call @_where_2(%106, %cst_81, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = chlo.next_after %107, %cst_82 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.compare EQ, %107, %cst_83, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_84 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %110 = call @_where_2(%109, %cst_84, %108) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = chlo.next_after %110, %cst_85 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.compare EQ, %110, %cst_86, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_87 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %113 = call @_where_2(%112, %cst_87, %111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = chlo.next_after %113, %cst_88 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.compare EQ, %113, %cst_89, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_90 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %116 = call @_where_2(%115, %cst_90, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = chlo.next_after %116, %cst_91 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.compare EQ, %116, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_93 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %119 = call @_where_2(%118, %cst_93, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = chlo.next_after %119, %cst_94 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.compare EQ, %119, %cst_95, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_96 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %122 = call @_where_2(%121, %cst_96, %120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = chlo.next_after %122, %cst_97 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.compare EQ, %122, %cst_98, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_99 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %125 = call @_where_2(%124, %cst_99, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = chlo.next_after %125, %cst_100 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.compare EQ, %125, %cst_101, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_102 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %128 = call @_where_2(%127, %cst_102, %126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = chlo.next_after %128, %cst_103 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.compare EQ, %128, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_105 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %131 = call @_where_2(%130, %cst_105, %129) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = chlo.next_after %131, %cst_106 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.compare EQ, %131, %cst_107, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_108 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %134 = call @_where_2(%133, %cst_108, %132) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = chlo.next_after %134, %cst_109 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.compare EQ, %134, %cst_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_111 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %137 = call @_where_2(%136, %cst_111, %135) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = chlo.next_after %137, %cst_112 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.compare EQ, %137, %cst_113, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_114 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %140 = call @_where_2(%139, %cst_114, %138) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = chlo.next_after %140, %cst_115 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.compare EQ, %140, %cst_116, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_117 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %143 = call @_where_2(%142, %cst_117, %141) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = chlo.next_after %143, %cst_118 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.compare EQ, %143, %cst_119, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_120 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %146 = call @_where_2(%145, %cst_120, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = chlo.next_after %146, %cst_121 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.compare EQ, %146, %cst_122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_123 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %149 = call @_where_2(%148, %cst_123, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = chlo.next_after %149, %cst_124 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.compare EQ, %149, %cst_125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_126 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %152 = call @_where_2(%151, %cst_126, %150) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = chlo.next_after %152, %cst_127 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.compare EQ, %152, %cst_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_129 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %155 = call @_where_2(%154, %cst_129, %153) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = chlo.next_after %155, %cst_130 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.compare EQ, %155, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_132 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %158 = call @_where_2(%157, %cst_132, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = chlo.next_after %158, %cst_133 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.compare EQ, %158, %cst_134, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_135 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %161 = call @_where_2(%160, %cst_135, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = chlo.next_after %161, %cst_136 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.compare EQ, %161, %cst_137, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_138 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %164 = call @_where_2(%163, %cst_138, %162) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = chlo.next_after %164, %cst_139 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.compare EQ, %164, %cst_140, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_141 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %167 = call @_where_2(%166, %cst_141, %165) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = chlo.next_after %167, %cst_142 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.compare EQ, %167, %cst_143, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_144 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %170 = call @_where_2(%169, %cst_144, %168) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = chlo.next_after %170, %cst_145 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.compare EQ, %170, %cst_146, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_147 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %173 = call @_where_2(%172, %cst_147, %171) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = chlo.next_after %173, %cst_148 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.compare EQ, %173, %cst_149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_150 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %176 = call @_where_2(%175, %cst_150, %174) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = chlo.next_after %176, %cst_151 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.compare EQ, %176, %cst_152, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_153 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %179 = call @_where_2(%178, %cst_153, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = chlo.next_after %179, %cst_154 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.compare EQ, %179, %cst_155, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_156 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %182 = call @_where_2(%181, %cst_156, %180) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = chlo.next_after %182, %cst_157 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.compare EQ, %182, %cst_158, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_159 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %185 = call @_where_2(%184, %cst_159, %183) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = chlo.next_after %185, %cst_160 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.compare EQ, %185, %cst_161, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_162 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %188 = call @_where_2(%187, %cst_162, %186) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = chlo.next_after %188, %cst_163 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.compare EQ, %188, %cst_164, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_165 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %191 = call @_where_2(%190, %cst_165, %189) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = chlo.next_after %191, %cst_166 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.compare EQ, %191, %cst_167, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_168 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %194 = call @_where_2(%193, %cst_168, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = chlo.next_after %194, %cst_169 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.compare EQ, %194, %cst_170, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_171 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %197 = call @_where_2(%196, %cst_171, %195) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = chlo.next_after %197, %cst_172 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.compare EQ, %197, %cst_173, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_174 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %200 = call @_where_2(%199, %cst_174, %198) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = chlo.next_after %200, %cst_175 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.compare EQ, %200, %cst_176, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_177 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %203 = call @_where_2(%202, %cst_177, %201) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %204 = chlo.next_after %203, %cst_178 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.compare EQ, %203, %cst_179, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_180 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %206 = call @_where_2(%205, %cst_180, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = chlo.next_after %206, %cst_181 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.compare EQ, %206, %cst_182, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_183 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %209 = call @_where_2(%208, %cst_183, %207) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = chlo.next_after %209, %cst_184 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.compare EQ, %209, %cst_185, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_186 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %212 = call @_where_2(%211, %cst_186, %210) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = chlo.next_after %212, %cst_187 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.compare EQ, %212, %cst_188, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_189 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %215 = call @_where_2(%214, %cst_189, %213) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %216 = chlo.next_after %215, %cst_190 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.compare EQ, %215, %cst_191, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_192 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %218 = call @_where_2(%217, %cst_192, %216) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = chlo.next_after %218, %cst_193 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.compare EQ, %218, %cst_194, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_195 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %221 = call @_where_2(%220, %cst_195, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = chlo.next_after %221, %cst_196 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.compare EQ, %221, %cst_197, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_198 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %224 = call @_where_2(%223, %cst_198, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = chlo.next_after %224, %cst_199 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.compare EQ, %224, %cst_200, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_201 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %227 = call @_where_2(%226, %cst_201, %225) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = chlo.next_after %227, %cst_202 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.compare EQ, %227, %cst_203, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_204 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %230 = call @_where_2(%229, %cst_204, %228) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = chlo.next_after %230, %cst_205 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.compare EQ, %230, %cst_206, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_207 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %233 = call @_where_2(%232, %cst_207, %231) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = chlo.next_after %233, %cst_208 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.compare EQ, %233, %cst_209, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_210 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %236 = call @_where_2(%235, %cst_210, %234) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = chlo.next_after %236, %cst_211 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.compare EQ, %236, %cst_212, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_213 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %239 = call @_where_2(%238, %cst_213, %237) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = chlo.next_after %239, %cst_214 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.compare EQ, %239, %cst_215, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_216 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %242 = call @_where_2(%241, %cst_216, %240) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = chlo.next_after %242, %cst_217 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.compare EQ, %242, %cst_218, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_219 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %245 = call @_where_2(%244, %cst_219, %243) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = chlo.next_after %245, %cst_220 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.compare EQ, %245, %cst_221, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_222 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %248 = call @_where_2(%247, %cst_222, %246) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %249 = chlo.next_after %248, %cst_223 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.compare EQ, %248, %cst_224, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_225 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %251 = call @_where_2(%250, %cst_225, %249) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = chlo.next_after %251, %cst_226 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.compare EQ, %251, %cst_227, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_228 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %254 = call @_where_2(%253, %cst_228, %252) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = chlo.next_after %254, %cst_229 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.compare EQ, %254, %cst_230, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_231 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %257 = call @_where_2(%256, %cst_231, %255) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = chlo.next_after %257, %cst_232 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.compare EQ, %257, %cst_233, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_234 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %260 = call @_where_2(%259, %cst_234, %258) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %261 = chlo.next_after %260, %cst_235 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.compare EQ, %260, %cst_236, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_237 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %263 = call @_where_2(%262, %cst_237, %261) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %264 = chlo.next_after %263, %cst_238 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.compare EQ, %263, %cst_239, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_240 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %266 = call @_where_2(%265, %cst_240, %264) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = chlo.next_after %266, %cst_241 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.compare EQ, %266, %cst_242, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_243 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %269 = call @_where_2(%268, %cst_243, %267) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = chlo.next_after %269, %cst_244 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.compare EQ, %269, %cst_245, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_246 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %272 = call @_where_2(%271, %cst_246, %270) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = chlo.next_after %272, %cst_247 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.compare EQ, %272, %cst_248, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_249 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %275 = call @_where_2(%274, %cst_249, %273) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = chlo.next_after %275, %cst_250 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.compare EQ, %275, %cst_251, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_252 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %278 = call @_where_2(%277, %cst_252, %276) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %279 = chlo.next_after %278, %cst_253 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.compare EQ, %278, %cst_254, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_255 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %281 = call @_where_2(%280, %cst_255, %279) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = chlo.next_after %281, %cst_256 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.compare EQ, %281, %cst_257, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_258 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %284 = call @_where_2(%283, %cst_258, %282) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = chlo.next_after %284, %cst_259 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.compare EQ, %284, %cst_260, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_261 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %287 = call @_where_2(%286, %cst_261, %285) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = chlo.next_after %287, %cst_262 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.compare EQ, %287, %cst_263, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_264 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %290 = call @_where_2(%289, %cst_264, %288) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = chlo.next_after %290, %cst_265 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.compare EQ, %290, %cst_266, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_267 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %293 = call @_where_2(%292, %cst_267, %291) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %294 = chlo.next_after %293, %cst_268 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.compare EQ, %293, %cst_269, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_270 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %296 = call @_where_2(%295, %cst_270, %294) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %297 = chlo.next_after %296, %cst_271 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.compare EQ, %296, %cst_272, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_273 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %299 = call @_where_2(%298, %cst_273, %297) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %300 = chlo.next_after %299, %cst_274 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.compare EQ, %299, %cst_275, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_276 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %302 = call @_where_2(%301, %cst_276, %300) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = chlo.next_after %302, %cst_277 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.compare EQ, %302, %cst_278, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_279 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %305 = call @_where_2(%304, %cst_279, %303) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = chlo.next_after %305, %cst_280 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.compare EQ, %305, %cst_281, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_282 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %308 = call @_where_2(%307, %cst_282, %306) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = chlo.next_after %308, %cst_283 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.compare EQ, %308, %cst_284, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_285 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %311 = call @_where_2(%310, %cst_285, %309) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %312 = chlo.next_after %311, %cst_286 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.compare EQ, %311, %cst_287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_288 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %314 = call @_where_2(%313, %cst_288, %312) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %315 = chlo.next_after %314, %cst_289 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.compare EQ, %314, %cst_290, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_291 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %317 = call @_where_2(%316, %cst_291, %315) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = chlo.next_after %317, %cst_292 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.compare EQ, %317, %cst_293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_294 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %320 = call @_where_2(%319, %cst_294, %318) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %321 = chlo.next_after %320, %cst_295 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.compare EQ, %320, %cst_296, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_297 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %323 = call @_where_2(%322, %cst_297, %321) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %324 = chlo.next_after %323, %cst_298 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.compare EQ, %323, %cst_299, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_300 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %326 = call @_where_2(%325, %cst_300, %324) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %327 = chlo.next_after %326, %cst_301 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.compare EQ, %326, %cst_302, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_303 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %329 = call @_where_2(%328, %cst_303, %327) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = chlo.next_after %329, %cst_304 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.compare EQ, %329, %cst_305, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_306 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %332 = call @_where_2(%331, %cst_306, %330) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %333 = chlo.next_after %332, %cst_307 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.compare EQ, %332, %cst_308, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_309 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %335 = call @_where_2(%334, %cst_309, %333) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %336 = chlo.next_after %335, %cst_310 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.compare EQ, %335, %cst_311, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_312 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %338 = call @_where_2(%337, %cst_312, %336) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_313 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %339 = chlo.next_after %338, %cst_313 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.compare EQ, %338, %cst_314, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_315 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %341 = call @_where_2(%340, %cst_315, %339) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_316 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %342 = chlo.next_after %341, %cst_316 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.compare EQ, %341, %cst_317, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_318 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %344 = call @_where_2(%343, %cst_318, %342) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_319 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %345 = chlo.next_after %344, %cst_319 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.compare EQ, %344, %cst_320, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_321 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %347 = call @_where_2(%346, %cst_321, %345) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_322 = stablehlo.constant dense<true> : tensor<i1>
    %c_323 = stablehlo.constant dense<1> : tensor<i32>
    %c_324 = stablehlo.constant dense<false> : tensor<i1>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %c_329 = stablehlo.constant dense<0> : tensor<i32>
    %c_330 = stablehlo.constant dense<0> : tensor<i32>
    %348 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %349 = stablehlo.and %348, %c : tensor<i1>
    %c_331 = stablehlo.constant dense<0> : tensor<i32>
    %c_332 = stablehlo.constant dense<true> : tensor<i1>
    %350 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<3xf32>) -> tensor<32x3xf32>
    %351 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<201x3xf32>) -> tensor<32x201x3xf32>
    %352:36 = stablehlo.while(%iterArg = %7, %iterArg_338 = %c_0, %iterArg_339 = %3, %iterArg_340 = %cst, %iterArg_341 = %cst_1, %iterArg_342 = %arg1, %iterArg_343 = %arg2, %iterArg_344 = %arg3, %iterArg_345 = %cst_2, %iterArg_346 = %c_3, %iterArg_347 = %7, %iterArg_348 = %347, %iterArg_349 = %5, %iterArg_350 = %22#1, %iterArg_351 = %c_4, %iterArg_352 = %c_331, %iterArg_353 = %349, %iterArg_354 = %c_332, %iterArg_355 = %arg0, %iterArg_356 = %5, %iterArg_357 = %35, %iterArg_358 = %c_324, %iterArg_359 = %c_322, %iterArg_360 = %350, %iterArg_361 = %c_323, %iterArg_362 = %31, %iterArg_363 = %5, %iterArg_364 = %33, %iterArg_365 = %c_325, %iterArg_366 = %c_326, %iterArg_367 = %c_327, %iterArg_368 = %c_328, %iterArg_369 = %c_329, %iterArg_370 = %46, %iterArg_371 = %351, %iterArg_372 = %c_330) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<201xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<32x3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<32x3xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>
    cond {
      %367 = stablehlo.compare LT, %iterArg_356, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %368 = stablehlo.and %367, %iterArg_338 : tensor<i1>
      %c_373 = stablehlo.constant dense<false> : tensor<i1>
      %369 = stablehlo.reduce(%368 init: %c_373) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_374 = stablehlo.constant dense<1000> : tensor<i32>
      %370 = stablehlo.compare LT, %iterArg_352, %c_374, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_375 = stablehlo.constant dense<false> : tensor<i1>
      %371 = stablehlo.broadcast_in_dim %c_375, dims = [] : (tensor<i1>) -> tensor<i1>
      %372 = stablehlo.compare NE, %370, %371, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %373 = stablehlo.convert %372 : tensor<i1>
      %374 = stablehlo.and %369, %373 : tensor<i1>
      stablehlo.return %374 : tensor<i1>
    } do {
      %c_373 = stablehlo.constant dense<1> : tensor<i32>
      %367 = stablehlo.compare EQ, %iterArg_339, %c_373, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %368 = stablehlo.negate %iterArg_357 : tensor<f32>
      %369 = func.call @_where_4(%367, %iterArg_356, %368) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_374 = stablehlo.constant dense<1> : tensor<i32>
      %370 = stablehlo.compare EQ, %iterArg_339, %c_374, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %371 = stablehlo.negate %iterArg_356 : tensor<f32>
      %372 = func.call @_where_4(%370, %iterArg_357, %371) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %373 = stablehlo.subtract %iterArg_357, %iterArg_356 : tensor<f32>
      %c_375 = stablehlo.constant dense<1> : tensor<i32>
      %374 = stablehlo.compare EQ, %iterArg_339, %c_375, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %375 = stablehlo.negate %iterArg_357 : tensor<f32>
      %376 = func.call @_where_4(%374, %iterArg_356, %375) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_376 = stablehlo.constant dense<1> : tensor<i32>
      %377 = stablehlo.compare EQ, %iterArg_339, %c_376, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %378 = stablehlo.negate %iterArg_356 : tensor<f32>
      %379 = func.call @_where_4(%377, %iterArg_357, %378) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %380 = stablehlo.subtract %379, %376 : tensor<f32>
      %381 = stablehlo.convert %iterArg_339 : (tensor<i32>) -> tensor<f32>
      %382 = stablehlo.multiply %381, %380 : tensor<f32>
      %c_377 = stablehlo.constant dense<false> : tensor<i1>
      %383 = stablehlo.or %iterArg_359, %c_377 : tensor<i1>
      %c_378 = stablehlo.constant dense<false> : tensor<i1>
      %384 = stablehlo.reduce(%383 init: %c_378) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_379 = stablehlo.constant dense<0> : tensor<i32>
      %c_380 = stablehlo.constant dense<1> : tensor<i32>
      %385 = func.call @_where(%384, %c_379, %c_380) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_381 = stablehlo.constant dense<0> : tensor<i32>
      %386 = func.call @_where_5(%384, %c_381, %iterArg_360) : (tensor<i1>, tensor<i32>, tensor<32x3xf32>) -> tensor<32x3xf32>
      %387 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
      %388 = stablehlo.multiply %387, %386 : tensor<32x3xf32>
      %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %389 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
      %c_383 = stablehlo.constant dense<0> : tensor<i32>
      %390 = stablehlo.broadcast_in_dim %c_383, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %391 = stablehlo.broadcast_in_dim %389, dims = [1, 2] : (tensor<7x3xf32>) -> tensor<32x7x3xf32>
      %392 = "stablehlo.scatter"(%391, %390, %388) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<32x7x3xf32>, tensor<1xi32>, tensor<32x3xf32>) -> tensor<32x7x3xf32>
      %c_384 = stablehlo.constant dense<0> : tensor<i32>
      %c_385 = stablehlo.constant dense<7> : tensor<i32>
      %393 = stablehlo.compare LT, %385, %c_385, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_386 = stablehlo.constant dense<0> : tensor<i32>
      %c_387 = stablehlo.constant dense<true> : tensor<i1>
      %394:19 = stablehlo.while(%iterArg_421 = %iterArg_340, %iterArg_422 = %iterArg_341, %iterArg_423 = %iterArg_355, %iterArg_424 = %373, %iterArg_425 = %iterArg_356, %iterArg_426 = %iterArg_357, %iterArg_427 = %iterArg_339, %iterArg_428 = %iterArg_342, %iterArg_429 = %iterArg_343, %iterArg_430 = %iterArg_344, %iterArg_431 = %382, %iterArg_432 = %c_386, %iterArg_433 = %393, %iterArg_434 = %c_387, %iterArg_435 = %385, %iterArg_436 = %iterArg_355, %iterArg_437 = %386, %iterArg_438 = %392, %iterArg_439 = %c_384) : tensor<7x7xf32>, tensor<7xf32>, tensor<32x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x7x3xf32>, tensor<i32>
      cond {
        %c_440 = stablehlo.constant dense<7> : tensor<i32>
        %450 = stablehlo.compare LT, %iterArg_435, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_441 = stablehlo.constant dense<false> : tensor<i1>
        %451 = stablehlo.broadcast_in_dim %c_441, dims = [] : (tensor<i1>) -> tensor<i1>
        %452 = stablehlo.compare NE, %450, %451, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %453 = stablehlo.convert %452 : tensor<i1>
        %c_442 = stablehlo.constant dense<false> : tensor<i1>
        %454 = stablehlo.reduce(%453 init: %c_442) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_443 = stablehlo.constant dense<7> : tensor<i32>
        %455 = stablehlo.compare LT, %iterArg_432, %c_443, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_444 = stablehlo.constant dense<false> : tensor<i1>
        %456 = stablehlo.broadcast_in_dim %c_444, dims = [] : (tensor<i1>) -> tensor<i1>
        %457 = stablehlo.compare NE, %455, %456, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %458 = stablehlo.convert %457 : tensor<i1>
        %459 = stablehlo.and %454, %458 : tensor<i1>
        stablehlo.return %459 : tensor<i1>
      } do {
        %450 = stablehlo.convert %iterArg_435 : tensor<i32>
        %c_440 = stablehlo.constant dense<0> : tensor<i32>
        %451 = stablehlo.compare LT, %450, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_441 = stablehlo.constant dense<7> : tensor<i32>
        %452 = stablehlo.add %450, %c_441 : tensor<i32>
        %453 = stablehlo.select %451, %452, %450 : tensor<i1>, tensor<i32>
        %c_442 = stablehlo.constant dense<0> : tensor<i32>
        %c_443 = stablehlo.constant dense<0> : tensor<i32>
        %454 = stablehlo.compare LT, %c_442, %c_443, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_444 = stablehlo.constant dense<0> : tensor<i32>
        %c_445 = stablehlo.constant dense<7> : tensor<i32>
        %455 = stablehlo.add %c_444, %c_445 : tensor<i32>
        %c_446 = stablehlo.constant dense<0> : tensor<i32>
        %456 = stablehlo.select %454, %455, %c_446 : tensor<i1>, tensor<i32>
        %457 = stablehlo.dynamic_slice %iterArg_421, %453, %456, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %458 = stablehlo.reshape %457 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_447 = stablehlo.constant dense<0> : tensor<i32>
        %459 = stablehlo.compare LT, %iterArg_435, %c_447, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %460 = stablehlo.convert %iterArg_435 : tensor<i32>
        %c_448 = stablehlo.constant dense<7> : tensor<i32>
        %461 = stablehlo.add %460, %c_448 : tensor<i32>
        %462 = stablehlo.select %459, %461, %iterArg_435 : tensor<i1>, tensor<i32>
        %463 = stablehlo.dynamic_slice %iterArg_422, %462, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %464 = stablehlo.reshape %463 : (tensor<1xf32>) -> tensor<f32>
        %465 = stablehlo.dot_general %458, %iterArg_438, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<32x7x3xf32>) -> tensor<32x3xf32>
        %466 = stablehlo.add %iterArg_423, %465 : tensor<32x3xf32>
        %cst_449 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %467 = stablehlo.compare EQ, %464, %cst_449, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %468 = stablehlo.multiply %464, %iterArg_424 : tensor<f32>
        %469 = stablehlo.add %iterArg_425, %468 : tensor<f32>
        %470 = func.call @_where_2(%467, %iterArg_426, %469) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %471 = stablehlo.convert %iterArg_427 : (tensor<i32>) -> tensor<f32>
        %472 = stablehlo.multiply %470, %471 : tensor<f32>
        %473 = stablehlo.slice %466 [0:32, 0:1] : (tensor<32x3xf32>) -> tensor<32x1xf32>
        %474 = stablehlo.reshape %473 : (tensor<32x1xf32>) -> tensor<32xf32>
        %475 = stablehlo.slice %466 [0:32, 1:2] : (tensor<32x3xf32>) -> tensor<32x1xf32>
        %476 = stablehlo.reshape %475 : (tensor<32x1xf32>) -> tensor<32xf32>
        %477 = stablehlo.slice %466 [0:32, 2:3] : (tensor<32x3xf32>) -> tensor<32x1xf32>
        %478 = stablehlo.reshape %477 : (tensor<32x1xf32>) -> tensor<32xf32>
        %479 = stablehlo.subtract %476, %474 : tensor<32xf32>
        %480 = stablehlo.broadcast_in_dim %iterArg_428, dims = [] : (tensor<f32>) -> tensor<32xf32>
        %481 = stablehlo.multiply %480, %479 : tensor<32xf32>
        %482 = stablehlo.broadcast_in_dim %iterArg_429, dims = [] : (tensor<f32>) -> tensor<32xf32>
        %483 = stablehlo.subtract %482, %478 : tensor<32xf32>
        %484 = stablehlo.multiply %474, %483 : tensor<32xf32>
        %485 = stablehlo.subtract %484, %476 : tensor<32xf32>
        %486 = stablehlo.multiply %474, %476 : tensor<32xf32>
        %487 = stablehlo.broadcast_in_dim %iterArg_430, dims = [] : (tensor<f32>) -> tensor<32xf32>
        %488 = stablehlo.multiply %487, %478 : tensor<32xf32>
        %489 = stablehlo.subtract %486, %488 : tensor<32xf32>
        %490 = stablehlo.broadcast_in_dim %481, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
        %491 = stablehlo.broadcast_in_dim %485, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
        %492 = stablehlo.broadcast_in_dim %489, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
        %493 = stablehlo.concatenate %490, %491, %492, dim = 0 : (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<3x32xf32>
        %494 = stablehlo.broadcast_in_dim %iterArg_431, dims = [] : (tensor<f32>) -> tensor<3x32xf32>
        %495 = stablehlo.multiply %494, %493 : tensor<3x32xf32>
        %c_450 = stablehlo.constant dense<false> : tensor<i1>
        %496 = stablehlo.broadcast_in_dim %c_450, dims = [] : (tensor<i1>) -> tensor<i1>
        %497 = stablehlo.compare NE, %iterArg_433, %496, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %498 = stablehlo.convert %497 : tensor<i1>
        %c_451 = stablehlo.constant dense<true> : tensor<i1>
        %499 = stablehlo.and %c_451, %498 : tensor<i1>
        %500 = stablehlo.convert %iterArg_435 : tensor<i32>
        %c_452 = stablehlo.constant dense<0> : tensor<i32>
        %501 = stablehlo.compare LT, %500, %c_452, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_453 = stablehlo.constant dense<7> : tensor<i32>
        %502 = stablehlo.add %500, %c_453 : tensor<i32>
        %503 = stablehlo.select %501, %502, %500 : tensor<i1>, tensor<i32>
        %c_454 = stablehlo.constant dense<0> : tensor<i32>
        %c_455 = stablehlo.constant dense<0> : tensor<i32>
        %504 = stablehlo.compare LT, %c_454, %c_455, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_456 = stablehlo.constant dense<0> : tensor<i32>
        %c_457 = stablehlo.constant dense<3> : tensor<i32>
        %505 = stablehlo.add %c_456, %c_457 : tensor<i32>
        %c_458 = stablehlo.constant dense<0> : tensor<i32>
        %506 = stablehlo.select %504, %505, %c_458 : tensor<i1>, tensor<i32>
        %507 = stablehlo.broadcast_in_dim %503, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %508 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %509 = stablehlo.concatenate %507, %508, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
        %510 = "stablehlo.gather"(%iterArg_438, %509) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 32, 1, 3>}> : (tensor<32x7x3xf32>, tensor<2xi32>) -> tensor<32x1x3xf32>
        %511 = stablehlo.reshape %510 : (tensor<32x1x3xf32>) -> tensor<32x3xf32>
        %512 = stablehlo.transpose %495, dims = [1, 0] : (tensor<3x32xf32>) -> tensor<32x3xf32>
        %c_459 = stablehlo.constant dense<0> : tensor<i32>
        %513 = stablehlo.compare LT, %iterArg_435, %c_459, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_460 = stablehlo.constant dense<7> : tensor<i32>
        %514 = stablehlo.add %iterArg_435, %c_460 : tensor<i32>
        %515 = stablehlo.select %513, %514, %iterArg_435 : tensor<i1>, tensor<i32>
        %516 = stablehlo.convert %515 : tensor<i32>
        %517 = stablehlo.broadcast_in_dim %516, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %518 = "stablehlo.scatter"(%iterArg_438, %517, %512) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          stablehlo.return %arg6 : tensor<f32>
        }) : (tensor<32x7x3xf32>, tensor<1xi32>, tensor<32x3xf32>) -> tensor<32x7x3xf32>
        %c_461 = stablehlo.constant dense<1> : tensor<i32>
        %519 = stablehlo.add %iterArg_435, %c_461 : tensor<i32>
        %520 = stablehlo.transpose %493, dims = [1, 0] : (tensor<3x32xf32>) -> tensor<32x3xf32>
        %c_462 = stablehlo.constant dense<1> : tensor<i32>
        %521 = stablehlo.add %iterArg_432, %c_462 : tensor<i32>
        %c_463 = stablehlo.constant dense<7> : tensor<i32>
        %522 = stablehlo.compare LT, %519, %c_463, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_464 = stablehlo.constant dense<false> : tensor<i1>
        %523 = stablehlo.broadcast_in_dim %c_464, dims = [] : (tensor<i1>) -> tensor<i1>
        %524 = stablehlo.compare NE, %iterArg_433, %523, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %525 = stablehlo.convert %524 : tensor<i1>
        %c_465 = stablehlo.constant dense<false> : tensor<i1>
        %526 = stablehlo.broadcast_in_dim %c_465, dims = [] : (tensor<i1>) -> tensor<i1>
        %527 = stablehlo.compare NE, %522, %526, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %528 = stablehlo.convert %527 : tensor<i1>
        %529 = stablehlo.and %525, %528 : tensor<i1>
        stablehlo.return %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %iterArg_426, %iterArg_427, %iterArg_428, %iterArg_429, %iterArg_430, %iterArg_431, %521, %529, %iterArg_433, %519, %466, %520, %518, %iterArg_439 : tensor<7x7xf32>, tensor<7xf32>, tensor<32x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x7x3xf32>, tensor<i32>
      }
      %c_388 = stablehlo.constant dense<0> : tensor<i32>
      %c_389 = stablehlo.constant dense<true> : tensor<i1>
      %395 = stablehlo.dot_general %iterArg_345, %394#17, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<32x7x3xf32>) -> tensor<32x3xf32>
      %cst_390 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %396 = func.call @_where_6(%iterArg_346, %395, %cst_390) : (tensor<i1>, tensor<32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
      %397 = stablehlo.compare NE, %396, %396, FLOAT : (tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xi1>
      %cst_391 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %398 = func.call @_where_7(%397, %cst_391, %396) : (tensor<32x3xi1>, tensor<f32>, tensor<32x3xf32>) -> tensor<32x3xf32>
      %c_392 = stablehlo.constant dense<1> : tensor<i32>
      %399 = stablehlo.add %iterArg_361, %c_392 : tensor<i32>
      %400 = stablehlo.subtract %iterArg_364, %iterArg_363 : tensor<f32>
      %401 = stablehlo.convert %399 : (tensor<i32>) -> tensor<f32>
      %402 = stablehlo.convert %iterArg_362 : (tensor<i32>) -> tensor<f32>
      %403 = stablehlo.divide %401, %402 : tensor<f32>
      %404 = stablehlo.multiply %400, %403 : tensor<f32>
      %405 = stablehlo.add %iterArg_363, %404 : tensor<f32>
      %406 = stablehlo.compare EQ, %399, %iterArg_362, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %407 = func.call @_where_2(%406, %iterArg_364, %405) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_393 = stablehlo.constant dense<0> : tensor<i32>
      %408 = stablehlo.compare GE, %iterArg_362, %c_393, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %409 = stablehlo.add %iterArg_357, %iterArg_364 : tensor<f32>
      %410 = func.call @_where_2(%408, %407, %409) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %411 = stablehlo.minimum %iterArg_357, %iterArg_347 : tensor<f32>
      %412 = stablehlo.compare GT, %410, %iterArg_348, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %413 = stablehlo.subtract %iterArg_347, %411 : tensor<f32>
      %cst_394 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %414 = stablehlo.multiply %cst_394, %413 : tensor<f32>
      %415 = stablehlo.add %411, %414 : tensor<f32>
      %c_395 = stablehlo.constant dense<true> : tensor<i1>
      %416 = func.call @_where_2(%c_395, %iterArg_347, %415) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %417 = func.call @_where_2(%412, %416, %410) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %418 = stablehlo.compare EQ, %iterArg_349, %iterArg_347, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %419 = stablehlo.subtract %411, %iterArg_349 : tensor<f32>
      %c_396 = stablehlo.constant dense<0> : tensor<i32>
      %420 = func.call @_where_8(%418, %c_396, %419) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %421 = stablehlo.subtract %iterArg_347, %iterArg_349 : tensor<f32>
      %c_397 = stablehlo.constant dense<1> : tensor<i32>
      %422 = func.call @_where_8(%418, %c_397, %421) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %423 = stablehlo.divide %420, %422 : tensor<f32>
      %c_398 = stablehlo.constant dense<true> : tensor<i1>
      %424 = func.call @_where_9(%c_398, %394#15, %iterArg_355) : (tensor<i1>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xf32>
      %c_399 = stablehlo.constant dense<true> : tensor<i1>
      %c_400 = stablehlo.constant dense<false> : tensor<i1>
      %425 = func.call @_where_10(%c_399, %c_400, %iterArg_359) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_401 = stablehlo.constant dense<true> : tensor<i1>
      %426 = func.call @_where_9(%c_401, %394#16, %iterArg_360) : (tensor<i1>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xf32>
      %c_402 = stablehlo.constant dense<1> : tensor<i32>
      %427 = stablehlo.add %iterArg_366, %c_402 : tensor<i32>
      %c_403 = stablehlo.constant dense<true> : tensor<i1>
      %c_404 = stablehlo.constant dense<1> : tensor<i32>
      %c_405 = stablehlo.constant dense<0> : tensor<i32>
      %428 = func.call @_where(%c_403, %c_404, %c_405) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %429 = stablehlo.add %iterArg_367, %428 : tensor<i32>
      %c_406 = stablehlo.constant dense<true> : tensor<i1>
      %c_407 = stablehlo.constant dense<0> : tensor<i32>
      %c_408 = stablehlo.constant dense<1> : tensor<i32>
      %430 = func.call @_where(%c_406, %c_407, %c_408) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %431 = stablehlo.add %iterArg_368, %430 : tensor<i32>
      %c_409 = stablehlo.constant dense<0> : tensor<i32>
      %432 = stablehlo.compare LT, %iterArg_369, %c_409, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %433 = stablehlo.convert %iterArg_369 : tensor<i32>
      %c_410 = stablehlo.constant dense<201> : tensor<i32>
      %434 = stablehlo.add %433, %c_410 : tensor<i32>
      %435 = stablehlo.select %432, %434, %iterArg_369 : tensor<i1>, tensor<i32>
      %436 = stablehlo.dynamic_slice %iterArg_350, %435, sizes = [1] : (tensor<201xf32>, tensor<i32>) -> tensor<1xf32>
      %437 = stablehlo.reshape %436 : (tensor<1xf32>) -> tensor<f32>
      %438 = stablehlo.compare LE, %437, %iterArg_357, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_411 = stablehlo.constant dense<true> : tensor<i1>
      %439 = stablehlo.and %c_411, %438 : tensor<i1>
      %c_412 = stablehlo.constant dense<201> : tensor<i32>
      %440 = stablehlo.compare LT, %iterArg_369, %c_412, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_413 = stablehlo.constant dense<false> : tensor<i1>
      %441 = stablehlo.broadcast_in_dim %c_413, dims = [] : (tensor<i1>) -> tensor<i1>
      %442 = stablehlo.compare NE, %440, %441, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %443 = stablehlo.convert %442 : tensor<i1>
      %444 = stablehlo.and %439, %443 : tensor<i1>
      %c_414 = stablehlo.constant dense<0> : tensor<i32>
      %c_415 = stablehlo.constant dense<true> : tensor<i1>
      %445:16 = stablehlo.while(%iterArg_421 = %iterArg_350, %iterArg_422 = %iterArg_357, %iterArg_423 = %iterArg_350, %iterArg_424 = %iterArg_356, %iterArg_425 = %iterArg_357, %iterArg_426 = %394#17, %iterArg_427 = %iterArg_355, %iterArg_428 = %c_414, %iterArg_429 = %444, %iterArg_430 = %c_415, %iterArg_431 = %iterArg_369, %iterArg_432 = %iterArg_370, %iterArg_433 = %iterArg_353, %iterArg_434 = %iterArg_371, %iterArg_435 = %iterArg_353, %iterArg_436 = %iterArg_372) : tensor<201xf32>, tensor<f32>, tensor<201xf32>, tensor<f32>, tensor<f32>, tensor<32x7x3xf32>, tensor<32x3xf32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<201xf32>, tensor<i1>, tensor<32x201x3xf32>, tensor<i1>, tensor<i32>
      cond {
        %c_437 = stablehlo.constant dense<0> : tensor<i32>
        %450 = stablehlo.compare LT, %iterArg_431, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %451 = stablehlo.convert %iterArg_431 : tensor<i32>
        %c_438 = stablehlo.constant dense<201> : tensor<i32>
        %452 = stablehlo.add %451, %c_438 : tensor<i32>
        %453 = stablehlo.select %450, %452, %iterArg_431 : tensor<i1>, tensor<i32>
        %454 = stablehlo.dynamic_slice %iterArg_421, %453, sizes = [1] : (tensor<201xf32>, tensor<i32>) -> tensor<1xf32>
        %455 = stablehlo.reshape %454 : (tensor<1xf32>) -> tensor<f32>
        %456 = stablehlo.compare LE, %455, %iterArg_422, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_439 = stablehlo.constant dense<true> : tensor<i1>
        %457 = stablehlo.and %c_439, %456 : tensor<i1>
        %c_440 = stablehlo.constant dense<201> : tensor<i32>
        %458 = stablehlo.compare LT, %iterArg_431, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_441 = stablehlo.constant dense<false> : tensor<i1>
        %459 = stablehlo.broadcast_in_dim %c_441, dims = [] : (tensor<i1>) -> tensor<i1>
        %460 = stablehlo.compare NE, %458, %459, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %461 = stablehlo.convert %460 : tensor<i1>
        %462 = stablehlo.and %457, %461 : tensor<i1>
        %c_442 = stablehlo.constant dense<false> : tensor<i1>
        %463 = stablehlo.reduce(%462 init: %c_442) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_443 = stablehlo.constant dense<201> : tensor<i32>
        %464 = stablehlo.compare LT, %iterArg_428, %c_443, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_444 = stablehlo.constant dense<false> : tensor<i1>
        %465 = stablehlo.broadcast_in_dim %c_444, dims = [] : (tensor<i1>) -> tensor<i1>
        %466 = stablehlo.compare NE, %464, %465, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %467 = stablehlo.convert %466 : tensor<i1>
        %468 = stablehlo.and %463, %467 : tensor<i1>
        stablehlo.return %468 : tensor<i1>
      } do {
        %c_437 = stablehlo.constant dense<0> : tensor<i32>
        %450 = stablehlo.compare LT, %iterArg_431, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %451 = stablehlo.convert %iterArg_431 : tensor<i32>
        %c_438 = stablehlo.constant dense<201> : tensor<i32>
        %452 = stablehlo.add %451, %c_438 : tensor<i32>
        %453 = stablehlo.select %450, %452, %iterArg_431 : tensor<i1>, tensor<i32>
        %454 = stablehlo.dynamic_slice %iterArg_423, %453, sizes = [1] : (tensor<201xf32>, tensor<i32>) -> tensor<1xf32>
        %455 = stablehlo.reshape %454 : (tensor<1xf32>) -> tensor<f32>
        %456 = stablehlo.compare EQ, %iterArg_424, %iterArg_425, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %457 = stablehlo.subtract %455, %iterArg_424 : tensor<f32>
        %c_439 = stablehlo.constant dense<0> : tensor<i32>
        %458 = func.call @_where_8(%456, %c_439, %457) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
        %459 = stablehlo.subtract %iterArg_425, %iterArg_424 : tensor<f32>
        %c_440 = stablehlo.constant dense<1> : tensor<i32>
        %460 = func.call @_where_8(%456, %c_440, %459) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
        %461 = stablehlo.divide %458, %460 : tensor<f32>
        %cst_441 = stablehlo.constant dense<-1.05308855> : tensor<f32>
        %462 = stablehlo.multiply %cst_441, %461 : tensor<f32>
        %cst_442 = stablehlo.constant dense<1.32998908> : tensor<f32>
        %463 = stablehlo.subtract %461, %cst_442 : tensor<f32>
        %464 = stablehlo.multiply %462, %463 : tensor<f32>
        %465 = stablehlo.multiply %461, %461 : tensor<f32>
        %cst_443 = stablehlo.constant dense<1.4364028> : tensor<f32>
        %466 = stablehlo.multiply %cst_443, %461 : tensor<f32>
        %467 = stablehlo.subtract %465, %466 : tensor<f32>
        %cst_444 = stablehlo.constant dense<0.713981688> : tensor<f32>
        %468 = stablehlo.add %467, %cst_444 : tensor<f32>
        %469 = stablehlo.multiply %464, %468 : tensor<f32>
        %470 = stablehlo.multiply %461, %461 : tensor<f32>
        %cst_445 = stablehlo.constant dense<1.017000e-01> : tensor<f32>
        %471 = stablehlo.multiply %cst_445, %470 : tensor<f32>
        %472 = stablehlo.multiply %461, %461 : tensor<f32>
        %cst_446 = stablehlo.constant dense<2.19665694> : tensor<f32>
        %473 = stablehlo.multiply %cst_446, %461 : tensor<f32>
        %474 = stablehlo.subtract %472, %473 : tensor<f32>
        %cst_447 = stablehlo.constant dense<1.29498529> : tensor<f32>
        %475 = stablehlo.add %474, %cst_447 : tensor<f32>
        %476 = stablehlo.multiply %471, %475 : tensor<f32>
        %477 = stablehlo.multiply %461, %461 : tensor<f32>
        %cst_448 = stablehlo.constant dense<2.49062729> : tensor<f32>
        %478 = stablehlo.multiply %cst_448, %477 : tensor<f32>
        %479 = stablehlo.multiply %461, %461 : tensor<f32>
        %cst_449 = stablehlo.constant dense<2.38535643> : tensor<f32>
        %480 = stablehlo.multiply %cst_449, %461 : tensor<f32>
        %481 = stablehlo.subtract %479, %480 : tensor<f32>
        %cst_450 = stablehlo.constant dense<1.57803464> : tensor<f32>
        %482 = stablehlo.add %481, %cst_450 : tensor<f32>
        %483 = stablehlo.multiply %478, %482 : tensor<f32>
        %cst_451 = stablehlo.constant dense<1.21712923> : tensor<f32>
        %484 = stablehlo.subtract %461, %cst_451 : tensor<f32>
        %cst_452 = stablehlo.constant dense<-16.5481033> : tensor<f32>
        %485 = stablehlo.multiply %cst_452, %484 : tensor<f32>
        %cst_453 = stablehlo.constant dense<0.616204082> : tensor<f32>
        %486 = stablehlo.subtract %461, %cst_453 : tensor<f32>
        %487 = stablehlo.multiply %485, %486 : tensor<f32>
        %488 = stablehlo.multiply %461, %461 : tensor<f32>
        %489 = stablehlo.multiply %487, %488 : tensor<f32>
        %cst_454 = stablehlo.constant dense<1.20307124> : tensor<f32>
        %490 = stablehlo.subtract %461, %cst_454 : tensor<f32>
        %cst_455 = stablehlo.constant dense<47.3795204> : tensor<f32>
        %491 = stablehlo.multiply %cst_455, %490 : tensor<f32>
        %cst_456 = stablehlo.constant dense<0.658047318> : tensor<f32>
        %492 = stablehlo.subtract %461, %cst_456 : tensor<f32>
        %493 = stablehlo.multiply %491, %492 : tensor<f32>
        %494 = stablehlo.multiply %461, %461 : tensor<f32>
        %495 = stablehlo.multiply %493, %494 : tensor<f32>
        %cst_457 = stablehlo.constant dense<1.200000e+00> : tensor<f32>
        %496 = stablehlo.subtract %461, %cst_457 : tensor<f32>
        %cst_458 = stablehlo.constant dense<-34.8706589> : tensor<f32>
        %497 = stablehlo.multiply %cst_458, %496 : tensor<f32>
        %cst_459 = stablehlo.constant dense<0.666666686> : tensor<f32>
        %498 = stablehlo.subtract %461, %cst_459 : tensor<f32>
        %499 = stablehlo.multiply %497, %498 : tensor<f32>
        %500 = stablehlo.multiply %461, %461 : tensor<f32>
        %501 = stablehlo.multiply %499, %500 : tensor<f32>
        %cst_460 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %502 = stablehlo.subtract %461, %cst_460 : tensor<f32>
        %cst_461 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
        %503 = stablehlo.multiply %cst_461, %502 : tensor<f32>
        %cst_462 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
        %504 = stablehlo.subtract %461, %cst_462 : tensor<f32>
        %505 = stablehlo.multiply %503, %504 : tensor<f32>
        %506 = stablehlo.multiply %461, %461 : tensor<f32>
        %507 = stablehlo.multiply %505, %506 : tensor<f32>
        %508 = stablehlo.broadcast_in_dim %469, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %509 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %510 = stablehlo.broadcast_in_dim %483, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %511 = stablehlo.broadcast_in_dim %489, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %512 = stablehlo.broadcast_in_dim %495, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %513 = stablehlo.broadcast_in_dim %501, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %514 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %515 = stablehlo.concatenate %508, %509, %510, %511, %512, %513, %514, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<7xf32>
        %516 = stablehlo.dot_general %515, %iterArg_426, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<32x7x3xf32>) -> tensor<32x3xf32>
        %517 = stablehlo.add %iterArg_427, %516 : tensor<32x3xf32>
        %c_463 = stablehlo.constant dense<true> : tensor<i1>
        %518 = stablehlo.and %c_463, %iterArg_433 : tensor<i1>
        %519 = stablehlo.and %518, %iterArg_429 : tensor<i1>
        %c_464 = stablehlo.constant dense<0> : tensor<i32>
        %520 = stablehlo.compare LT, %iterArg_436, %c_464, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %521 = stablehlo.convert %iterArg_436 : tensor<i32>
        %c_465 = stablehlo.constant dense<201> : tensor<i32>
        %522 = stablehlo.add %521, %c_465 : tensor<i32>
        %523 = stablehlo.select %520, %522, %iterArg_436 : tensor<i1>, tensor<i32>
        %524 = stablehlo.dynamic_slice %iterArg_432, %523, sizes = [1] : (tensor<201xf32>, tensor<i32>) -> tensor<1xf32>
        %525 = stablehlo.reshape %524 : (tensor<1xf32>) -> tensor<f32>
        %c_466 = stablehlo.constant dense<0> : tensor<i32>
        %526 = stablehlo.compare LT, %iterArg_436, %c_466, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_467 = stablehlo.constant dense<201> : tensor<i32>
        %527 = stablehlo.add %iterArg_436, %c_467 : tensor<i32>
        %528 = stablehlo.select %526, %527, %iterArg_436 : tensor<i1>, tensor<i32>
        %529 = stablehlo.convert %528 : tensor<i32>
        %530 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %531 = "stablehlo.scatter"(%iterArg_432, %530, %455) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          stablehlo.return %arg6 : tensor<f32>
        }) : (tensor<201xf32>, tensor<1xi32>, tensor<f32>) -> tensor<201xf32>
        %c_468 = stablehlo.constant dense<true> : tensor<i1>
        %532 = stablehlo.and %c_468, %iterArg_435 : tensor<i1>
        %533 = stablehlo.and %532, %iterArg_429 : tensor<i1>
        %534 = stablehlo.convert %iterArg_436 : tensor<i32>
        %c_469 = stablehlo.constant dense<0> : tensor<i32>
        %535 = stablehlo.compare LT, %534, %c_469, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_470 = stablehlo.constant dense<201> : tensor<i32>
        %536 = stablehlo.add %534, %c_470 : tensor<i32>
        %537 = stablehlo.select %535, %536, %534 : tensor<i1>, tensor<i32>
        %c_471 = stablehlo.constant dense<0> : tensor<i32>
        %c_472 = stablehlo.constant dense<0> : tensor<i32>
        %538 = stablehlo.compare LT, %c_471, %c_472, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_473 = stablehlo.constant dense<0> : tensor<i32>
        %c_474 = stablehlo.constant dense<3> : tensor<i32>
        %539 = stablehlo.add %c_473, %c_474 : tensor<i32>
        %c_475 = stablehlo.constant dense<0> : tensor<i32>
        %540 = stablehlo.select %538, %539, %c_475 : tensor<i1>, tensor<i32>
        %541 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %542 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %543 = stablehlo.concatenate %541, %542, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
        %544 = "stablehlo.gather"(%iterArg_434, %543) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 32, 1, 3>}> : (tensor<32x201x3xf32>, tensor<2xi32>) -> tensor<32x1x3xf32>
        %545 = stablehlo.reshape %544 : (tensor<32x1x3xf32>) -> tensor<32x3xf32>
        %c_476 = stablehlo.constant dense<0> : tensor<i32>
        %546 = stablehlo.compare LT, %iterArg_436, %c_476, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_477 = stablehlo.constant dense<201> : tensor<i32>
        %547 = stablehlo.add %iterArg_436, %c_477 : tensor<i32>
        %548 = stablehlo.select %546, %547, %iterArg_436 : tensor<i1>, tensor<i32>
        %549 = stablehlo.convert %548 : tensor<i32>
        %550 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %551 = "stablehlo.scatter"(%iterArg_434, %550, %517) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          stablehlo.return %arg6 : tensor<f32>
        }) : (tensor<32x201x3xf32>, tensor<1xi32>, tensor<32x3xf32>) -> tensor<32x201x3xf32>
        %c_478 = stablehlo.constant dense<1> : tensor<i32>
        %552 = stablehlo.add %iterArg_431, %c_478 : tensor<i32>
        %c_479 = stablehlo.constant dense<1> : tensor<i32>
        %553 = stablehlo.add %iterArg_436, %c_479 : tensor<i32>
        %c_480 = stablehlo.constant dense<1> : tensor<i32>
        %554 = stablehlo.add %iterArg_428, %c_480 : tensor<i32>
        %c_481 = stablehlo.constant dense<0> : tensor<i32>
        %555 = stablehlo.compare LT, %552, %c_481, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %556 = stablehlo.convert %552 : tensor<i32>
        %c_482 = stablehlo.constant dense<201> : tensor<i32>
        %557 = stablehlo.add %556, %c_482 : tensor<i32>
        %558 = stablehlo.select %555, %557, %552 : tensor<i1>, tensor<i32>
        %559 = stablehlo.dynamic_slice %iterArg_423, %558, sizes = [1] : (tensor<201xf32>, tensor<i32>) -> tensor<1xf32>
        %560 = stablehlo.reshape %559 : (tensor<1xf32>) -> tensor<f32>
        %561 = stablehlo.compare LE, %560, %iterArg_425, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_483 = stablehlo.constant dense<true> : tensor<i1>
        %562 = stablehlo.and %c_483, %561 : tensor<i1>
        %c_484 = stablehlo.constant dense<201> : tensor<i32>
        %563 = stablehlo.compare LT, %552, %c_484, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_485 = stablehlo.constant dense<false> : tensor<i1>
        %564 = stablehlo.broadcast_in_dim %c_485, dims = [] : (tensor<i1>) -> tensor<i1>
        %565 = stablehlo.compare NE, %563, %564, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %566 = stablehlo.convert %565 : tensor<i1>
        %567 = stablehlo.and %562, %566 : tensor<i1>
        %568 = stablehlo.and %iterArg_429, %567 : tensor<i1>
        stablehlo.return %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %iterArg_426, %iterArg_427, %554, %568, %iterArg_429, %552, %531, %iterArg_433, %551, %iterArg_435, %553 : tensor<201xf32>, tensor<f32>, tensor<201xf32>, tensor<f32>, tensor<f32>, tensor<32x7x3xf32>, tensor<32x3xf32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<201xf32>, tensor<i1>, tensor<32x201x3xf32>, tensor<i1>, tensor<i32>
      }
      %c_416 = stablehlo.constant dense<0> : tensor<i32>
      %c_417 = stablehlo.constant dense<true> : tensor<i1>
      %c_418 = stablehlo.constant dense<false> : tensor<i1>
      %c_419 = stablehlo.constant dense<0> : tensor<i32>
      %c_420 = stablehlo.constant dense<1> : tensor<i32>
      %446 = stablehlo.add %iterArg_352, %c_420 : tensor<i32>
      %447 = stablehlo.compare LT, %411, %iterArg_347, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %448 = stablehlo.and %447, %iterArg_351 : tensor<i1>
      %449 = stablehlo.and %iterArg_353, %448 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %iterArg_349, %iterArg_350, %iterArg_351, %446, %449, %iterArg_353, %424, %411, %417, %c_418, %425, %426, %399, %iterArg_362, %iterArg_363, %iterArg_364, %c_419, %427, %429, %431, %445#10, %445#11, %445#13, %445#15 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<201xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<32x3xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<32x3xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>
    }
    %c_333 = stablehlo.constant dense<0> : tensor<i32>
    %c_334 = stablehlo.constant dense<true> : tensor<i1>
    %353 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_335 = stablehlo.constant dense<false> : tensor<i1>
    %354 = stablehlo.reduce(%353 init: %c_335) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %355 = stablehlo.convert %354 : (tensor<i1>) -> tensor<i32>
    %356:3 = "stablehlo.case"(%355) ({
      stablehlo.return %352#33, %352#34, %352#35 : tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>
    }, {
      %367 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %368 = stablehlo.convert %367 : (tensor<i1>) -> tensor<i32>
      %369:3 = "stablehlo.case"(%368) ({
        stablehlo.return %352#33, %352#34, %352#35 : tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>
      }, {
        %c_338 = stablehlo.constant dense<0> : tensor<i32>
        %370 = stablehlo.compare LT, %352#35, %c_338, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %371 = stablehlo.convert %352#35 : tensor<i32>
        %c_339 = stablehlo.constant dense<201> : tensor<i32>
        %372 = stablehlo.add %371, %c_339 : tensor<i32>
        %373 = stablehlo.select %370, %372, %352#35 : tensor<i1>, tensor<i32>
        %374 = stablehlo.dynamic_slice %352#33, %373, sizes = [1] : (tensor<201xf32>, tensor<i32>) -> tensor<1xf32>
        %375 = stablehlo.reshape %374 : (tensor<1xf32>) -> tensor<f32>
        %376 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<201xf32>
        %c_340 = stablehlo.constant dense<0> : tensor<i32>
        %377 = stablehlo.compare LT, %352#35, %c_340, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %378 = stablehlo.convert %352#35 : tensor<i32>
        %c_341 = stablehlo.constant dense<201> : tensor<i32>
        %379 = stablehlo.add %378, %c_341 : tensor<i32>
        %380 = stablehlo.select %377, %379, %352#35 : tensor<i1>, tensor<i32>
        %381 = stablehlo.dynamic_update_slice %352#33, %376, %380 : (tensor<201xf32>, tensor<201xf32>, tensor<i32>) -> tensor<201xf32>
        %c_342 = stablehlo.constant dense<1> : tensor<i32>
        %382 = "stablehlo.case"(%c_342) ({
          %397 = stablehlo.convert %352#35 : tensor<i32>
          %c_350 = stablehlo.constant dense<0> : tensor<i32>
          %398 = stablehlo.compare LT, %397, %c_350, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_351 = stablehlo.constant dense<201> : tensor<i32>
          %399 = stablehlo.add %397, %c_351 : tensor<i32>
          %400 = stablehlo.select %398, %399, %397 : tensor<i1>, tensor<i32>
          %c_352 = stablehlo.constant dense<0> : tensor<i32>
          %c_353 = stablehlo.constant dense<0> : tensor<i32>
          %401 = stablehlo.compare LT, %c_352, %c_353, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_354 = stablehlo.constant dense<0> : tensor<i32>
          %c_355 = stablehlo.constant dense<3> : tensor<i32>
          %402 = stablehlo.add %c_354, %c_355 : tensor<i32>
          %c_356 = stablehlo.constant dense<0> : tensor<i32>
          %403 = stablehlo.select %401, %402, %c_356 : tensor<i1>, tensor<i32>
          %404 = stablehlo.broadcast_in_dim %400, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %405 = stablehlo.broadcast_in_dim %403, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %406 = stablehlo.concatenate %404, %405, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
          %407 = "stablehlo.gather"(%352#34, %406) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 32, 1, 3>}> : (tensor<32x201x3xf32>, tensor<2xi32>) -> tensor<32x1x3xf32>
          %408 = stablehlo.reshape %407 : (tensor<32x1x3xf32>) -> tensor<32x3xf32>
          stablehlo.return %408 : tensor<32x3xf32>
        }, {
          stablehlo.return %352#18 : tensor<32x3xf32>
        }) : (tensor<i32>) -> tensor<32x3xf32>
        %383 = stablehlo.broadcast_in_dim %382, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x201x3xf32>
        %c_343 = stablehlo.constant dense<0> : tensor<i32>
        %384 = stablehlo.compare LT, %352#35, %c_343, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %385 = stablehlo.convert %352#35 : tensor<i32>
        %c_344 = stablehlo.constant dense<201> : tensor<i32>
        %386 = stablehlo.add %385, %c_344 : tensor<i32>
        %387 = stablehlo.select %384, %386, %352#35 : tensor<i1>, tensor<i32>
        %388 = stablehlo.broadcast_in_dim %387, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %c_345 = stablehlo.constant dense<0> : tensor<i32>
        %389 = stablehlo.broadcast_in_dim %c_345, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %390 = stablehlo.concatenate %388, %389, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
        %c_346 = stablehlo.constant dense<0> : tensor<2xi32>
        %c_347 = stablehlo.constant dense<2147483647> : tensor<i32>
        %391 = stablehlo.broadcast_in_dim %c_347, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %392 = stablehlo.minimum %c_346, %391 : tensor<2xi32>
        %c_348 = stablehlo.constant dense<0> : tensor<i32>
        %393 = stablehlo.broadcast_in_dim %c_348, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %394 = stablehlo.clamp %393, %390, %392 : tensor<2xi32>
        %395 = "stablehlo.scatter"(%352#34, %394, %383) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
        ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
          stablehlo.return %arg6 : tensor<f32>
        }) : (tensor<32x201x3xf32>, tensor<2xi32>, tensor<32x201x3xf32>) -> tensor<32x201x3xf32>
        %c_349 = stablehlo.constant dense<201> : tensor<i32>
        %396 = stablehlo.add %352#35, %c_349 : tensor<i32>
        stablehlo.return %381, %395, %396 : tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>
      }) : (tensor<i32>) -> (tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>)
      stablehlo.return %369#0, %369#1, %369#2 : tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>)
    %357 = stablehlo.compare LT, %352#19, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %358 = stablehlo.and %357, %c_5 : tensor<i1>
    %c_336 = stablehlo.constant dense<1> : tensor<i32>
    %359 = call @_where_11(%358, %c_336, %352#28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %360 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %362 = stablehlo.multiply %356#0, %361 : tensor<201xf32>
    %363 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %364 = stablehlo.multiply %5, %363 : tensor<f32>
    %365 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %366 = stablehlo.multiply %7, %365 : tensor<f32>
    %c_337 = stablehlo.constant dense<0> : tensor<i32>
    return %c_337, %364, %366, %362, %356#1, %352#30, %352#31, %352#29, %359 : tensor<i32>, tensor<f32>, tensor<f32>, tensor<201xf32>, tensor<32x201x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    return %c, %arg0 : tensor<i32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_0(%arg0: tensor<201xf32>, %arg1: tensor<200xi1>) -> (tensor<i32>, tensor<201xf32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<200xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg0 : tensor<201xf32>
    }, {
      stablehlo.return %0 : tensor<201xf32>
    }) : (tensor<i32>) -> tensor<201xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    return %c_0, %3 : tensor<i32>, tensor<201xf32>
  }
  func.func private @branched_error_if_impl_1(%arg0: tensor<201xf32>, %arg1: tensor<201xi1>) -> (tensor<i32>, tensor<201xf32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<201xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<201xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg0 : tensor<201xf32>
    }, {
      stablehlo.return %0 : tensor<201xf32>
    }) : (tensor<i32>) -> tensor<201xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    return %c_0, %3 : tensor<i32>, tensor<201xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<32x3xf32>) -> tensor<32x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<32x3xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<i1>, tensor<32x3xf32>
    return %3 : tensor<32x3xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<32x3xf32>, %arg2: tensor<f32>) -> tensor<32x3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<32x3xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<i1>, tensor<32x3xf32>
    return %3 : tensor<32x3xf32>
  }
  func.func private @_where_7(%arg0: tensor<32x3xi1>, %arg1: tensor<f32>, %arg2: tensor<32x3xf32>) -> tensor<32x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<32x3xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<32x3xi1>, tensor<32x3xf32>
    return %3 : tensor<32x3xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<32x3xf32>, %arg2: tensor<32x3xf32>) -> tensor<32x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<32x3xf32>
    return %0 : tensor<32x3xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
