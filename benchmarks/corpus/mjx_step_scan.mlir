module @jit_rollout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<5x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<0xi1> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<0x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<0x4xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<5x4xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg19: tensor<5x3x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg20: tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg21: tensor<5x3x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg22: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg24: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg25: tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg26: tensor<5x3x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg27: tensor<0x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg28: tensor<0x3x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg29: tensor<0x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg30: tensor<0x3x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg31: tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg32: tensor<5x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg33: tensor<14x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg34: tensor<14x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg35: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg36: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg37: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg38: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg39: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg40: tensor<1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg41: tensor<1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg42: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg43: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg44: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg45: tensor<14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg46: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg47: tensor<5x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg48: tensor<0xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg49: tensor<0xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg50: tensor<0x14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg51: tensor<0x2xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg52: tensor<0x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg53: tensor<1x14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg54: tensor<5x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg55: tensor<14x14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg56: tensor<14x14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg57: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg58: tensor<0xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg59: tensor<1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg60: tensor<5x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg61: tensor<5x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg62: tensor<5x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg63: tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg64: tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg65: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg66: tensor<16x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg67: tensor<16x3x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg68: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg69: tensor<16x5xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg70: tensor<16x2xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg71: tensor<16x2xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg72: tensor<16x5xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg73: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg74: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg75: tensor<16x2xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg76: tensor<64xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg77: tensor<64x14xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg78: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg80: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg81: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg82: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg84: tensor<60x1xf32>) -> (tensor<f32> {jax.result_info = "result[0].time"}, tensor<16xf32> {jax.result_info = "result[0].qpos"}, tensor<14xf32> {jax.result_info = "result[0].qvel"}, tensor<0xf32> {jax.result_info = "result[0].act"}, tensor<0xf32> {jax.result_info = "result[0].history"}, tensor<14xf32> {jax.result_info = "result[0].qacc_warmstart"}, tensor<0xf32> {jax.result_info = "result[0].plugin_state"}, tensor<1xf32> {jax.result_info = "result[0].ctrl"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_applied"}, tensor<5x6xf32> {jax.result_info = "result[0].xfrc_applied"}, tensor<0xi1> {jax.result_info = "result[0].eq_active"}, tensor<0x3xf32> {jax.result_info = "result[0].mocap_pos"}, tensor<0x4xf32> {jax.result_info = "result[0].mocap_quat"}, tensor<14xf32> {jax.result_info = "result[0].qacc"}, tensor<0xf32> {jax.result_info = "result[0].act_dot"}, tensor<0xf32> {jax.result_info = "result[0].userdata"}, tensor<0xf32> {jax.result_info = "result[0].sensordata"}, tensor<5x3xf32> {jax.result_info = "result[0].xpos"}, tensor<5x4xf32> {jax.result_info = "result[0].xquat"}, tensor<5x3x3xf32> {jax.result_info = "result[0].xmat"}, tensor<5x3xf32> {jax.result_info = "result[0].xipos"}, tensor<5x3x3xf32> {jax.result_info = "result[0].ximat"}, tensor<4x3xf32> {jax.result_info = "result[0].xanchor"}, tensor<4x3xf32> {jax.result_info = "result[0].xaxis"}, tensor<0xf32> {jax.result_info = "result[0].ten_length"}, tensor<5x3xf32> {jax.result_info = "result[0].geom_xpos"}, tensor<5x3x3xf32> {jax.result_info = "result[0].geom_xmat"}, tensor<0x3xf32> {jax.result_info = "result[0].site_xpos"}, tensor<0x3x3xf32> {jax.result_info = "result[0].site_xmat"}, tensor<0x3xf32> {jax.result_info = "result[0].cam_xpos"}, tensor<0x3x3xf32> {jax.result_info = "result[0].cam_xmat"}, tensor<5x3xf32> {jax.result_info = "result[0].subtree_com"}, tensor<5x6xf32> {jax.result_info = "result[0].cvel"}, tensor<14x6xf32> {jax.result_info = "result[0].cdof"}, tensor<14x6xf32> {jax.result_info = "result[0].cdof_dot"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_bias"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_gravcomp"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_fluid"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_passive"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_actuator"}, tensor<1xf32> {jax.result_info = "result[0].actuator_force"}, tensor<1xf32> {jax.result_info = "result[0].actuator_length"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_smooth"}, tensor<14xf32> {jax.result_info = "result[0].qacc_smooth"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_constraint"}, tensor<14xf32> {jax.result_info = "result[0].qfrc_inverse"}, tensor<i32> {jax.result_info = "result[0]._impl.solver_niter"}, tensor<5x10xf32> {jax.result_info = "result[0]._impl.cinert"}, tensor<0xi32> {jax.result_info = "result[0]._impl.ten_wrapadr"}, tensor<0xi32> {jax.result_info = "result[0]._impl.ten_wrapnum"}, tensor<0x14xf32> {jax.result_info = "result[0]._impl.ten_J"}, tensor<0x2xi32> {jax.result_info = "result[0]._impl.wrap_obj"}, tensor<0x6xf32> {jax.result_info = "result[0]._impl.wrap_xpos"}, tensor<1x14xf32> {jax.result_info = "result[0]._impl.actuator_moment"}, tensor<5x10xf32> {jax.result_info = "result[0]._impl.crb"}, tensor<14x14xf32> {jax.result_info = "result[0]._impl.M"}, tensor<14x14xf32> {jax.result_info = "result[0]._impl.qLD"}, tensor<0xf32> {jax.result_info = "result[0]._impl.qLDiagInv"}, tensor<0xf32> {jax.result_info = "result[0]._impl.ten_velocity"}, tensor<1xf32> {jax.result_info = "result[0]._impl.actuator_velocity"}, tensor<5x6xf32> {jax.result_info = "result[0]._impl.cacc"}, tensor<5x6xf32> {jax.result_info = "result[0]._impl.cfrc_int"}, tensor<5x6xf32> {jax.result_info = "result[0]._impl.cfrc_ext"}, tensor<5x3xf32> {jax.result_info = "result[0]._impl.subtree_linvel"}, tensor<5x3xf32> {jax.result_info = "result[0]._impl.subtree_angmom"}, tensor<16xf32> {jax.result_info = "result[0]._impl.contact.dist"}, tensor<16x3xf32> {jax.result_info = "result[0]._impl.contact.pos"}, tensor<16x3x3xf32> {jax.result_info = "result[0]._impl.contact.frame"}, tensor<16xf32> {jax.result_info = "result[0]._impl.contact.includemargin"}, tensor<16x5xf32> {jax.result_info = "result[0]._impl.contact.friction"}, tensor<16x2xf32> {jax.result_info = "result[0]._impl.contact.solref"}, tensor<16x2xf32> {jax.result_info = "result[0]._impl.contact.solreffriction"}, tensor<16x5xf32> {jax.result_info = "result[0]._impl.contact.solimp"}, tensor<16xi32> {jax.result_info = "result[0]._impl.contact.geom1"}, tensor<16xi32> {jax.result_info = "result[0]._impl.contact.geom2"}, tensor<16x2xi32> {jax.result_info = "result[0]._impl.contact.geom"}, tensor<64xi32> {jax.result_info = "result[0]._impl.efc_type"}, tensor<64x14xf32> {jax.result_info = "result[0]._impl.efc_J"}, tensor<64xf32> {jax.result_info = "result[0]._impl.efc_pos"}, tensor<64xf32> {jax.result_info = "result[0]._impl.efc_margin"}, tensor<64xf32> {jax.result_info = "result[0]._impl.efc_frictionloss"}, tensor<64xf32> {jax.result_info = "result[0]._impl.efc_D"}, tensor<64xf32> {jax.result_info = "result[0]._impl.efc_aref"}, tensor<64xf32> {jax.result_info = "result[0]._impl.efc_force"}, tensor<60x16xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<> : tensor<1x0xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
    %c_0 = stablehlo.constant dense<> : tensor<1x0xi32>
    %cst_1 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<4x3xf32>
    %c_2 = stablehlo.constant dense<> : tensor<1x0xi32>
    %c_3 = stablehlo.constant dense<> : tensor<1x0xi32>
    %cst_4 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 5.000000e-01, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 3.000000e-01, 0.000000e+00, 8.000000e-01, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<16xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<1xi32>
    %cst_6 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 5.000000e-01], [3.000000e-01, 0.000000e+00, 8.000000e-01], [-5.000000e-01, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, -5.000000e-01]]> : tensor<5x3xf32>
    %cst_7 = stablehlo.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_9 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %c_10 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %c_11 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13]]> : tensor<2x7xi32>
    %c_12 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13]]> : tensor<2x7xi32>
    %cst_13 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 1.000000e+00]> : tensor<3xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_15 = stablehlo.constant dense<2> : tensor<1x1xi32>
    %c_16 = stablehlo.constant dense<2> : tensor<1x1xi32>
    %c_17 = stablehlo.constant dense<14> : tensor<1x1xi32>
    %c_18 = stablehlo.constant dense<14> : tensor<1x1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_20 = stablehlo.constant dense<3> : tensor<1x1xi32>
    %c_21 = stablehlo.constant dense<3> : tensor<1x1xi32>
    %c_22 = stablehlo.constant dense<15> : tensor<1x1xi32>
    %c_23 = stablehlo.constant dense<15> : tensor<1x1xi32>
    %c_24 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
    %c_25 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
    %c_26 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
    %c_27 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
    %c_28 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
    %c_29 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
    %cst_30 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -2.500000e-01], [0.000000e+00, 0.000000e+00, -2.000000e-01]]> : tensor<5x3xf32>
    %cst_31 = stablehlo.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xf32>
    %c_32 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
    %c_33 = stablehlo.constant dense<false> : tensor<5xi1>
    %c_34 = stablehlo.constant dense<false> : tensor<5xi1>
    %cst_35 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -2.500000e-01], [0.000000e+00, 0.000000e+00, -2.000000e-01]]> : tensor<5x3xf32>
    %cst_36 = stablehlo.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xf32>
    %cst_37 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 5.000000e-01, 3.000000e-01, 2.000000e-01]> : tensor<5xf32>
    %c_38 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_41 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %c_42 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %c_43 = stablehlo.constant dense<[0, 1, 2, 3, 3]> : tensor<5xi32>
    %c_44 = stablehlo.constant dense<false> : tensor<5xi1>
    %cst_45 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.00666666683, 0.00666666683, 0.00666666683], [2.000000e-03, 2.000000e-03, 2.000000e-03], [0.00779862655, 0.00779862655, 2.35373489E-4], [0.00328078796, 0.00328078796, 8.83636384E-5]]> : tensor<5x3xf32>
    %c_46 = stablehlo.constant dense<[0, 1, 2, 0, 0, 1]> : tensor<6xi32>
    %c_47 = stablehlo.constant dense<[0, 1, 2, 1, 2, 2]> : tensor<6xi32>
    %c_48 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %c_49 = stablehlo.constant dense<[[2], [3]]> : tensor<2x1xi32>
    %c_50 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]> : tensor<14xi32>
    %c_51 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_54 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %c_55 = stablehlo.constant dense<[1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 4]> : tensor<14xi32>
    %c_56 = stablehlo.constant dense<[[0, 3, 4], [3, 1, 5], [4, 5, 2]]> : tensor<3x3xi32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<14xf32>
    %c_58 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13]> : tensor<15xi32>
    %c_59 = stablehlo.constant dense<false> : tensor<15xi1>
    %c_60 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12, 13]> : tensor<15xi32>
    %c_61 = stablehlo.constant dense<false> : tensor<15xi1>
    %c_62 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_63 = stablehlo.constant dense<false> : tensor<1xi1>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
    %c_65 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_66 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_67 = stablehlo.constant dense<false> : tensor<1xi1>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %c_69 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_70 = stablehlo.constant dense<false> : tensor<1xi1>
    %cst_71 = stablehlo.constant dense<[[1.000000e+00, 5.000000e-03, 9.99999974E-5], [1.000000e+00, 5.000000e-03, 9.99999974E-5], [1.000000e+00, 5.000000e-03, 9.99999974E-5], [1.000000e+00, 5.000000e-03, 9.99999974E-5], [1.000000e+00, 5.000000e-03, 9.99999974E-5]]> : tensor<5x3xf32>
    %c_72 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_73 = stablehlo.constant dense<false> : tensor<1xi1>
    %cst_74 = stablehlo.constant dense<[[2.000000e-02, 1.000000e+00], [2.000000e-02, 1.000000e+00], [2.000000e-02, 1.000000e+00], [2.000000e-02, 1.000000e+00], [2.000000e-02, 1.000000e+00]]> : tensor<5x2xf32>
    %c_75 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_76 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_77 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_78 = stablehlo.constant dense<false> : tensor<1xi1>
    %cst_79 = stablehlo.constant dense<[[0.899999976, 0.949999988, 1.000000e-03, 5.000000e-01, 2.000000e+00], [0.899999976, 0.949999988, 1.000000e-03, 5.000000e-01, 2.000000e+00], [0.899999976, 0.949999988, 1.000000e-03, 5.000000e-01, 2.000000e+00], [0.899999976, 0.949999988, 1.000000e-03, 5.000000e-01, 2.000000e+00], [0.899999976, 0.949999988, 1.000000e-03, 5.000000e-01, 2.000000e+00]]> : tensor<5x5xf32>
    %c_80 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_81 = stablehlo.constant dense<[0, 0, 1, 2, 2]> : tensor<5xi32>
    %c_82 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_83 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_84 = stablehlo.constant dense<[[0, 1]]> : tensor<1x2xi32>
    %c_85 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_86 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_87 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_88 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_89 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_90 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_91 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_92 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_93 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_94 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_95 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_97 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_98 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_99 = stablehlo.constant dense<[0, 0, 1, 2, 2]> : tensor<5xi32>
    %c_100 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_101 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_102 = stablehlo.constant dense<[[0, 2]]> : tensor<1x2xi32>
    %c_103 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_104 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_105 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %c_106 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_107 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_108 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_109 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_110 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_111 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_112 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_113 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_114 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_115 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_116 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_117 = stablehlo.constant dense<[0, 0, 1, 2, 2]> : tensor<5xi32>
    %c_118 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_119 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %c_120 = stablehlo.constant dense<[[0, 3], [0, 4]]> : tensor<2x2xi32>
    %c_121 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_122 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_123 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_124 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_125 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_126 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_127 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_128 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_129 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_130 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_131 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_132 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_133 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_134 = stablehlo.constant dense<false> : tensor<1xi1>
    %c_135 = stablehlo.constant dense<[0, 0, 1, 2, 2]> : tensor<5xi32>
    %c_136 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_137 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_138 = stablehlo.constant dense<[[2, 1]]> : tensor<1x2xi32>
    %c_139 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %c_140 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_141 = stablehlo.constant dense<1> : tensor<2xi32>
    %c_142 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_143 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_144 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_145 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_146 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_147 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_148 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_149 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_150 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_151 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_152 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_153 = stablehlo.constant dense<[0, 0, 1, 2, 2]> : tensor<5xi32>
    %c_154 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %c_155 = stablehlo.constant dense<1> : tensor<2xi32>
    %c_156 = stablehlo.constant dense<[[3, 1], [4, 1]]> : tensor<2x2xi32>
    %c_157 = stablehlo.constant dense<2> : tensor<2xi32>
    %c_158 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_159 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %c_160 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_161 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_162 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_163 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_164 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_165 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_166 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_167 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_168 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_169 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_170 = stablehlo.constant dense<false> : tensor<2xi1>
    %c_171 = stablehlo.constant dense<[0, 0, 1, 2, 2]> : tensor<5xi32>
    %c_172 = stablehlo.constant dense<2> : tensor<2xi32>
    %c_173 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %c_174 = stablehlo.constant dense<[[2, 3], [2, 4]]> : tensor<2x2xi32>
    %cst_175 = stablehlo.constant dense<[[5.000000e+00, 5.000000e+00, 1.000000e-01], [1.000000e-01, 1.000000e-01, 1.000000e-01], [1.000000e-01, 0.000000e+00, 0.000000e+00], [4.000000e-02, 2.500000e-01, 0.000000e+00], [3.000000e-02, 2.000000e-01, 0.000000e+00]]> : tensor<5x3xf32>
    %cst_176 = stablehlo.constant dense<[[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<8x3xf32>
    %cst_177 = stablehlo.constant dense<[[[-1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00]], [[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00]], [[1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00]], [[-1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00]], [[-1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00]], [[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00]]]> : tensor<6x4x3xf32>
    %c_178 = stablehlo.constant dense<[0, 1, 0]> : tensor<3xi32>
    %c_179 = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi32>
    %c_180 = stablehlo.constant dense<[0, 1, 0]> : tensor<3xi32>
    %c_181 = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi32>
    %cst_182 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 0.000000e+00]> : tensor<3xf32>
    %cst_183 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 1.000000e+00]> : tensor<3xf32>
    %cst_184 = stablehlo.constant dense<[[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<8x3xf32>
    %cst_185 = stablehlo.constant dense<[[[-1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00]], [[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00]], [[1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00]], [[-1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00]], [[-1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00]], [[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00]]]> : tensor<6x4x3xf32>
    %cst_186 = stablehlo.constant dense<[[0.000000e+00, -1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, -0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<6x3xf32>
    %c_187 = stablehlo.constant dense<[0, 1, 0]> : tensor<3xi32>
    %c_188 = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi32>
    %cst_189 = stablehlo.constant dense<[[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<8x3xf32>
    %cst_190 = stablehlo.constant dense<[[[-1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00]], [[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00]], [[1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, -1.000000e+00]], [[-1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -1.000000e+00]], [[-1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00]], [[-1.000000e+00, -1.000000e+00, -1.000000e+00], [-1.000000e+00, -1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, 1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00]]]> : tensor<6x4x3xf32>
    %cst_191 = stablehlo.constant dense<[[0.000000e+00, -1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, -0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<6x3xf32>
    %c_192 = stablehlo.constant dense<[[0, 1], [0, 4], [4, 5], [1, 5], [0, 2], [2, 6], [4, 6], [6, 7], [5, 7], [2, 3], [3, 7], [1, 3]]> : tensor<12x2xi32>
    %cst_193 = stablehlo.constant dense<[[[0.000000e+00, -1.000000e+00, 0.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, -1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -1.000000e+00]], [[0.000000e+00, -1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, -0.000000e+00]], [[0.000000e+00, -1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]], [[0.000000e+00, 0.000000e+00, -1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, -1.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, -0.000000e+00]], [[1.000000e+00, 0.000000e+00, -0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]], [[1.000000e+00, 0.000000e+00, -0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]], [[0.000000e+00, 1.000000e+00, 0.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]], [[0.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<12x2x3xf32>
    %c_194 = stablehlo.constant dense<[0, 1, 0]> : tensor<3xi32>
    %c_195 = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi32>
    %cst_196 = stablehlo.constant dense<[1.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<3xf32>
    %c_197 = stablehlo.constant dense<[0, 1, 0]> : tensor<3xi32>
    %c_198 = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi32>
    %c_199 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
    %c_200 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_201 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_202 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_203 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_204 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_205 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_206 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_207 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_208 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_209 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_210 = stablehlo.constant dense<false> : tensor<16xi1>
    %c_211 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_212 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_213 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_214 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %c_215 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_216 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_217 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_218 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %cst_219 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [1.000000e+00, 1.500000e+02], [2.000000e+00, 5.000000e+02], [0.507015765, 8.11225223], [1.35348797, 55.0477295]]> : tensor<5x2xf32>
    %cst_220 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_221 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %c_222 = stablehlo.constant dense<> : tensor<0xi32>
    %c_223 = stablehlo.constant dense<> : tensor<0xi1>
    %cst_224 = stablehlo.constant dense<> : tensor<0x4xf32>
    %c_225 = stablehlo.constant dense<[[2, -1]]> : tensor<1x2xi32>
    %c_226 = stablehlo.constant dense<[0, 6, 12, 13]> : tensor<4xi32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<1x14xf32>
    %c_228 = stablehlo.constant dense<0> : tensor<1xi32>
    %cst_229 = stablehlo.constant dense<[[5.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<1x6xf32>
    %c_230 = stablehlo.constant dense<14> : tensor<1x1xi32>
    %c_231 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_232 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_233 = stablehlo.constant dense<> : tensor<1x0xi32>
    %c_234 = stablehlo.constant dense<> : tensor<1x0xi32>
    %c_235 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_236 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_237 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_238 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_239 = stablehlo.constant dense<12> : tensor<1x1xi32>
    %c_240 = stablehlo.constant dense<12> : tensor<1x1xi32>
    %c_241 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_242 = stablehlo.constant dense<13> : tensor<1x1xi32>
    %c_243 = stablehlo.constant dense<13> : tensor<1x1xi32>
    %c_244 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
    %c_245 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]> : tensor<14xi32>
    %c_246 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %c_248 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13]]> : tensor<2x7xi32>
    %cst_249 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 5.000000e-01, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 3.000000e-01, 0.000000e+00, 8.000000e-01, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<16xf32>
    %c_250 = stablehlo.constant dense<[1, -1, -1, -1]> : tensor<4xi32>
    %c_251 = stablehlo.constant dense<[[2], [3]]> : tensor<2x1xi32>
    %c_252 = stablehlo.constant dense<[[14], [15]]> : tensor<2x1xi32>
    %c_253 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]> : tensor<14xi32>
    %cst_254 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e-01, 1.000000e-01]> : tensor<14xf32>
    %cst_255 = stablehlo.constant dense<> : tensor<0x2xf32>
    %cst_256 = stablehlo.constant dense<> : tensor<0xf32>
    %cst_257 = stablehlo.constant dense<> : tensor<0xf32>
    %c_258 = stablehlo.constant dense<> : tensor<1x0xi32>
    %c_259 = stablehlo.constant dense<> : tensor<1x0xi32>
    %c_260 = stablehlo.constant dense<> : tensor<1x0xi32>
    %c_261 = stablehlo.constant dense<> : tensor<1x0xi32>
    %cst_262 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, -9.810000e+00]> : tensor<3xf32>
    %c_263 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_264 = stablehlo.constant dense<12> : tensor<1x1xi32>
    %c_265 = stablehlo.constant dense<12> : tensor<1x1xi32>
    %c_266 = stablehlo.constant dense<12> : tensor<1x1xi32>
    %c_267 = stablehlo.constant dense<12> : tensor<1x1xi32>
    %c_268 = stablehlo.constant dense<0> : tensor<2xi32>
    %c_269 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_270 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_271 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_272 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_273 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_274 = stablehlo.constant dense<13> : tensor<1x1xi32>
    %c_275 = stablehlo.constant dense<13> : tensor<1x1xi32>
    %c_276 = stablehlo.constant dense<13> : tensor<1x1xi32>
    %c_277 = stablehlo.constant dense<13> : tensor<1x1xi32>
    %c_278 = stablehlo.constant dense<[0, 2, 3, 1, 4]> : tensor<5xi32>
    %c_279 = stablehlo.constant dense<[[0, 3, 4], [3, 1, 5], [4, 5, 2]]> : tensor<3x3xi32>
    %c_280 = stablehlo.constant dense<[[0, 3, 4], [3, 1, 5], [4, 5, 2]]> : tensor<3x3xi32>
    %c_281 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_282 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_283 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_284 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %cst_285 = stablehlo.constant dense<[0xFF800000, 0x7F800000]> : tensor<2xf32>
    %c_286 = stablehlo.constant dense<false> : tensor<1xi1>
    %0 = stablehlo.broadcast_in_dim %c_286, dims = [0] : (tensor<1xi1>) -> tensor<1x1xi1>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf32>
    %cst_289 = stablehlo.constant dense<358.69104> : tensor<1xf32>
    %c_290 = stablehlo.constant dense<0> : tensor<1xi32>
    %cst_291 = stablehlo.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<1x10xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<1x10xf32>
    %c_293 = stablehlo.constant dense<0> : tensor<1xi32>
    %cst_294 = stablehlo.constant dense<[0xFF800000, 0x7F800000]> : tensor<2xf32>
    %c_295 = stablehlo.constant dense<false> : tensor<1xi1>
    %1 = stablehlo.broadcast_in_dim %c_295, dims = [0] : (tensor<1xi1>) -> tensor<1x1xi1>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf32>
    %cst_297 = stablehlo.constant dense<[0xFF800000, 0x7F800000]> : tensor<2xf32>
    %c_298 = stablehlo.constant dense<false> : tensor<4xi1>
    %2 = stablehlo.broadcast_in_dim %c_298, dims = [0] : (tensor<4xi1>) -> tensor<4x1xi1>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<4x2xf32>
    %c_300 = stablehlo.constant dense<[0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 3]> : tensor<14xi32>
    %c_301 = stablehlo.constant dense<false> : tensor<14xi1>
    %c_302 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_303 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_304 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_305 = stablehlo.constant dense<[4, 1, 2, 3, 0]> : tensor<5xi32>
    %cst_306 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %cst_307 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %c_308 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13]]> : tensor<2x7xi32>
    %c_309 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi32>
    %c_310 = stablehlo.constant dense<[[14], [15]]> : tensor<2x1xi32>
    %c_311 = stablehlo.constant dense<[[12], [13]]> : tensor<2x1xi32>
    %c_312 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<60x16xf32>
    %c_314 = stablehlo.constant dense<0> : tensor<i32>
    %4:402 = stablehlo.while(%iterArg = %arg84, %iterArg_315 = %arg3, %iterArg_316 = %arg4, %iterArg_317 = %arg6, %iterArg_318 = %arg8, %iterArg_319 = %arg9, %iterArg_320 = %arg10, %iterArg_321 = %arg11, %iterArg_322 = %arg12, %iterArg_323 = %arg15, %iterArg_324 = %arg16, %iterArg_325 = %arg24, %iterArg_326 = %arg27, %iterArg_327 = %arg28, %iterArg_328 = %arg37, %iterArg_329 = %arg45, %iterArg_330 = %arg46, %iterArg_331 = %arg48, %iterArg_332 = %arg49, %iterArg_333 = %arg50, %iterArg_334 = %arg51, %iterArg_335 = %arg52, %iterArg_336 = %arg57, %iterArg_337 = %arg60, %iterArg_338 = %arg61, %iterArg_339 = %arg62, %iterArg_340 = %arg63, %iterArg_341 = %arg64, %iterArg_342 = %arg76, %iterArg_343 = %c, %iterArg_344 = %cst, %iterArg_345 = %c_0, %iterArg_346 = %cst_1, %iterArg_347 = %c_2, %iterArg_348 = %c_3, %iterArg_349 = %cst_4, %iterArg_350 = %c_5, %iterArg_351 = %cst_6, %iterArg_352 = %cst_7, %iterArg_353 = %c_8, %iterArg_354 = %c_9, %iterArg_355 = %c_10, %iterArg_356 = %c_11, %iterArg_357 = %c_12, %iterArg_358 = %cst_13, %iterArg_359 = %c_14, %iterArg_360 = %c_15, %iterArg_361 = %c_16, %iterArg_362 = %c_17, %iterArg_363 = %c_18, %iterArg_364 = %c_19, %iterArg_365 = %c_20, %iterArg_366 = %c_21, %iterArg_367 = %c_22, %iterArg_368 = %c_23, %iterArg_369 = %c_24, %iterArg_370 = %c_25, %iterArg_371 = %c_26, %iterArg_372 = %c_27, %iterArg_373 = %c_28, %iterArg_374 = %c_29, %iterArg_375 = %cst_30, %iterArg_376 = %cst_31, %iterArg_377 = %c_32, %iterArg_378 = %c_33, %iterArg_379 = %c_34, %iterArg_380 = %cst_35, %iterArg_381 = %cst_36, %iterArg_382 = %cst_37, %iterArg_383 = %c_38, %iterArg_384 = %c_39, %iterArg_385 = %c_40, %iterArg_386 = %c_41, %iterArg_387 = %c_42, %iterArg_388 = %c_43, %iterArg_389 = %c_44, %iterArg_390 = %cst_45, %iterArg_391 = %c_46, %iterArg_392 = %c_47, %iterArg_393 = %c_48, %iterArg_394 = %c_49, %iterArg_395 = %c_50, %iterArg_396 = %c_51, %iterArg_397 = %c_52, %iterArg_398 = %c_53, %iterArg_399 = %c_54, %iterArg_400 = %c_55, %iterArg_401 = %c_56, %iterArg_402 = %cst_57, %iterArg_403 = %c_58, %iterArg_404 = %c_59, %iterArg_405 = %c_60, %iterArg_406 = %c_61, %iterArg_407 = %c_62, %iterArg_408 = %c_63, %iterArg_409 = %cst_64, %iterArg_410 = %c_65, %iterArg_411 = %c_66, %iterArg_412 = %c_67, %iterArg_413 = %cst_68, %iterArg_414 = %c_69, %iterArg_415 = %c_70, %iterArg_416 = %cst_71, %iterArg_417 = %c_72, %iterArg_418 = %c_73, %iterArg_419 = %cst_74, %iterArg_420 = %c_75, %iterArg_421 = %c_76, %iterArg_422 = %c_77, %iterArg_423 = %c_78, %iterArg_424 = %cst_79, %iterArg_425 = %c_80, %iterArg_426 = %c_81, %iterArg_427 = %c_82, %iterArg_428 = %c_83, %iterArg_429 = %c_84, %iterArg_430 = %c_85, %iterArg_431 = %c_86, %iterArg_432 = %c_87, %iterArg_433 = %c_88, %iterArg_434 = %c_89, %iterArg_435 = %c_90, %iterArg_436 = %c_91, %iterArg_437 = %c_92, %iterArg_438 = %c_93, %iterArg_439 = %c_94, %iterArg_440 = %c_95, %iterArg_441 = %c_96, %iterArg_442 = %c_97, %iterArg_443 = %c_98, %iterArg_444 = %c_99, %iterArg_445 = %c_100, %iterArg_446 = %c_101, %iterArg_447 = %c_102, %iterArg_448 = %c_103, %iterArg_449 = %c_104, %iterArg_450 = %c_105, %iterArg_451 = %c_106, %iterArg_452 = %c_107, %iterArg_453 = %c_108, %iterArg_454 = %c_109, %iterArg_455 = %c_110, %iterArg_456 = %c_111, %iterArg_457 = %c_112, %iterArg_458 = %c_113, %iterArg_459 = %c_114, %iterArg_460 = %c_115, %iterArg_461 = %c_116, %iterArg_462 = %c_117, %iterArg_463 = %c_118, %iterArg_464 = %c_119, %iterArg_465 = %c_120, %iterArg_466 = %c_121, %iterArg_467 = %c_122, %iterArg_468 = %c_123, %iterArg_469 = %c_124, %iterArg_470 = %c_125, %iterArg_471 = %c_126, %iterArg_472 = %c_127, %iterArg_473 = %c_128, %iterArg_474 = %c_129, %iterArg_475 = %c_130, %iterArg_476 = %c_131, %iterArg_477 = %c_132, %iterArg_478 = %c_133, %iterArg_479 = %c_134, %iterArg_480 = %c_135, %iterArg_481 = %c_136, %iterArg_482 = %c_137, %iterArg_483 = %c_138, %iterArg_484 = %c_139, %iterArg_485 = %c_140, %iterArg_486 = %c_141, %iterArg_487 = %c_142, %iterArg_488 = %c_143, %iterArg_489 = %c_144, %iterArg_490 = %c_145, %iterArg_491 = %c_146, %iterArg_492 = %c_147, %iterArg_493 = %c_148, %iterArg_494 = %c_149, %iterArg_495 = %c_150, %iterArg_496 = %c_151, %iterArg_497 = %c_152, %iterArg_498 = %c_153, %iterArg_499 = %c_154, %iterArg_500 = %c_155, %iterArg_501 = %c_156, %iterArg_502 = %c_157, %iterArg_503 = %c_158, %iterArg_504 = %c_159, %iterArg_505 = %c_160, %iterArg_506 = %c_161, %iterArg_507 = %c_162, %iterArg_508 = %c_163, %iterArg_509 = %c_164, %iterArg_510 = %c_165, %iterArg_511 = %c_166, %iterArg_512 = %c_167, %iterArg_513 = %c_168, %iterArg_514 = %c_169, %iterArg_515 = %c_170, %iterArg_516 = %c_171, %iterArg_517 = %c_172, %iterArg_518 = %c_173, %iterArg_519 = %c_174, %iterArg_520 = %cst_175, %iterArg_521 = %cst_176, %iterArg_522 = %cst_177, %iterArg_523 = %c_178, %iterArg_524 = %c_179, %iterArg_525 = %c_180, %iterArg_526 = %c_181, %iterArg_527 = %cst_182, %iterArg_528 = %cst_183, %iterArg_529 = %cst_184, %iterArg_530 = %cst_185, %iterArg_531 = %cst_186, %iterArg_532 = %c_187, %iterArg_533 = %c_188, %iterArg_534 = %cst_189, %iterArg_535 = %cst_190, %iterArg_536 = %cst_191, %iterArg_537 = %c_192, %iterArg_538 = %cst_193, %iterArg_539 = %c_194, %iterArg_540 = %c_195, %iterArg_541 = %cst_196, %iterArg_542 = %c_197, %iterArg_543 = %c_198, %iterArg_544 = %c_199, %iterArg_545 = %c_200, %iterArg_546 = %c_201, %iterArg_547 = %c_202, %iterArg_548 = %c_203, %iterArg_549 = %c_204, %iterArg_550 = %c_205, %iterArg_551 = %c_206, %iterArg_552 = %c_207, %iterArg_553 = %c_208, %iterArg_554 = %c_209, %iterArg_555 = %c_210, %iterArg_556 = %c_211, %iterArg_557 = %c_212, %iterArg_558 = %c_213, %iterArg_559 = %c_214, %iterArg_560 = %c_215, %iterArg_561 = %c_216, %iterArg_562 = %c_217, %iterArg_563 = %c_218, %iterArg_564 = %cst_219, %iterArg_565 = %cst_220, %iterArg_566 = %cst_221, %iterArg_567 = %c_222, %iterArg_568 = %c_223, %iterArg_569 = %cst_224, %iterArg_570 = %c_225, %iterArg_571 = %c_226, %iterArg_572 = %cst_227, %iterArg_573 = %c_228, %iterArg_574 = %cst_229, %iterArg_575 = %c_230, %iterArg_576 = %c_231, %iterArg_577 = %c_232, %iterArg_578 = %c_233, %iterArg_579 = %c_234, %iterArg_580 = %c_235, %iterArg_581 = %c_236, %iterArg_582 = %c_237, %iterArg_583 = %c_238, %iterArg_584 = %c_239, %iterArg_585 = %c_240, %iterArg_586 = %c_241, %iterArg_587 = %c_242, %iterArg_588 = %c_243, %iterArg_589 = %c_244, %iterArg_590 = %c_245, %iterArg_591 = %c_246, %iterArg_592 = %cst_247, %iterArg_593 = %c_248, %iterArg_594 = %cst_249, %iterArg_595 = %c_250, %iterArg_596 = %c_251, %iterArg_597 = %c_252, %iterArg_598 = %c_253, %iterArg_599 = %cst_254, %iterArg_600 = %cst_255, %iterArg_601 = %cst_256, %iterArg_602 = %cst_257, %iterArg_603 = %c_258, %iterArg_604 = %c_259, %iterArg_605 = %c_260, %iterArg_606 = %c_261, %iterArg_607 = %cst_262, %iterArg_608 = %c_263, %iterArg_609 = %c_264, %iterArg_610 = %c_265, %iterArg_611 = %c_266, %iterArg_612 = %c_267, %iterArg_613 = %c_268, %iterArg_614 = %c_269, %iterArg_615 = %c_270, %iterArg_616 = %c_271, %iterArg_617 = %c_272, %iterArg_618 = %c_273, %iterArg_619 = %c_274, %iterArg_620 = %c_275, %iterArg_621 = %c_276, %iterArg_622 = %c_277, %iterArg_623 = %c_278, %iterArg_624 = %c_279, %iterArg_625 = %c_280, %iterArg_626 = %c_281, %iterArg_627 = %c_282, %iterArg_628 = %c_283, %iterArg_629 = %c_284, %iterArg_630 = %cst_285, %iterArg_631 = %0, %iterArg_632 = %cst_287, %iterArg_633 = %cst_288, %iterArg_634 = %cst_289, %iterArg_635 = %c_290, %iterArg_636 = %cst_291, %iterArg_637 = %cst_292, %iterArg_638 = %c_293, %iterArg_639 = %cst_294, %iterArg_640 = %1, %iterArg_641 = %cst_296, %iterArg_642 = %cst_297, %iterArg_643 = %2, %iterArg_644 = %cst_299, %iterArg_645 = %c_300, %iterArg_646 = %c_301, %iterArg_647 = %c_302, %iterArg_648 = %c_303, %iterArg_649 = %c_304, %iterArg_650 = %c_305, %iterArg_651 = %cst_306, %iterArg_652 = %cst_307, %iterArg_653 = %c_308, %iterArg_654 = %c_309, %iterArg_655 = %c_310, %iterArg_656 = %c_311, %iterArg_657 = %c_312, %iterArg_658 = %c_314, %iterArg_659 = %arg0, %iterArg_660 = %arg1, %iterArg_661 = %arg2, %iterArg_662 = %arg5, %iterArg_663 = %arg7, %iterArg_664 = %arg13, %iterArg_665 = %arg14, %iterArg_666 = %arg17, %iterArg_667 = %arg18, %iterArg_668 = %arg19, %iterArg_669 = %arg20, %iterArg_670 = %arg21, %iterArg_671 = %arg22, %iterArg_672 = %arg23, %iterArg_673 = %arg25, %iterArg_674 = %arg26, %iterArg_675 = %arg29, %iterArg_676 = %arg30, %iterArg_677 = %arg31, %iterArg_678 = %arg32, %iterArg_679 = %arg33, %iterArg_680 = %arg34, %iterArg_681 = %arg35, %iterArg_682 = %arg36, %iterArg_683 = %arg38, %iterArg_684 = %arg39, %iterArg_685 = %arg40, %iterArg_686 = %arg41, %iterArg_687 = %arg42, %iterArg_688 = %arg43, %iterArg_689 = %arg44, %iterArg_690 = %arg47, %iterArg_691 = %arg53, %iterArg_692 = %arg54, %iterArg_693 = %arg55, %iterArg_694 = %arg56, %iterArg_695 = %arg58, %iterArg_696 = %arg59, %iterArg_697 = %arg65, %iterArg_698 = %arg66, %iterArg_699 = %arg67, %iterArg_700 = %arg68, %iterArg_701 = %arg69, %iterArg_702 = %arg70, %iterArg_703 = %arg71, %iterArg_704 = %arg72, %iterArg_705 = %arg73, %iterArg_706 = %arg74, %iterArg_707 = %arg75, %iterArg_708 = %arg77, %iterArg_709 = %arg78, %iterArg_710 = %arg79, %iterArg_711 = %arg80, %iterArg_712 = %arg81, %iterArg_713 = %arg82, %iterArg_714 = %arg83, %iterArg_715 = %3) : tensor<60x1xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<14xf32>, tensor<5x6xf32>, tensor<0xi1>, tensor<0x3xf32>, tensor<0x4xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<14xf32>, tensor<14xf32>, tensor<i32>, tensor<0xi32>, tensor<0xi32>, tensor<0x14xf32>, tensor<0x2xi32>, tensor<0x6xf32>, tensor<0xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<64xi32>, tensor<1x0xi32>, tensor<4x3xf32>, tensor<1x0xi32>, tensor<4x3xf32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<16xf32>, tensor<1xi32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<2xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x7xi32>, tensor<2x7xi32>, tensor<3xf32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<16xi32>, tensor<4xi32>, tensor<4xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5xi32>, tensor<5xi1>, tensor<5xi1>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi1>, tensor<5x3xf32>, tensor<6xi32>, tensor<6xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<14xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<14xi32>, tensor<3x3xi32>, tensor<14xf32>, tensor<15xi32>, tensor<15xi1>, tensor<15xi32>, tensor<15xi1>, tensor<1xi32>, tensor<1xi1>, tensor<5xf32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xf32>, tensor<1xi1>, tensor<1xi1>, tensor<5x3xf32>, tensor<1xi1>, tensor<1xi1>, tensor<5x2xf32>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<5x5xf32>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<5x3xf32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<6x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<6x3xf32>, tensor<12x2xi32>, tensor<12x2x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5x2xf32>, tensor<f32>, tensor<f32>, tensor<0xi32>, tensor<0xi1>, tensor<0x4xf32>, tensor<1x2xi32>, tensor<4xi32>, tensor<1x14xf32>, tensor<1xi32>, tensor<1x6xf32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<2xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<5xi32>, tensor<14xi32>, tensor<2x1xi32>, tensor<4xf32>, tensor<2x7xi32>, tensor<16xf32>, tensor<4xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<14xi32>, tensor<14xf32>, tensor<0x2xf32>, tensor<0xf32>, tensor<0xf32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<3xf32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<2xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<5xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<2xf32>, tensor<1x1xi1>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1xf32>, tensor<1xi32>, tensor<1x10xf32>, tensor<1x10xf32>, tensor<1xi32>, tensor<2xf32>, tensor<1x1xi1>, tensor<1x2xf32>, tensor<2xf32>, tensor<4x1xi1>, tensor<4x2xf32>, tensor<14xi32>, tensor<14xi1>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<f32>, tensor<f32>, tensor<2x7xi32>, tensor<2x6xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<16xi32>, tensor<i32>, tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<14xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<5x10xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<60x16xf32>
    cond {
      %c_716 = stablehlo.constant dense<60> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_658, %c_716, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_658) : (tensor<60x1xf32>, tensor<i32>) -> tensor<1xf32>
      %6:57 = func.call @closed_call(%iterArg_315, %iterArg_316, %iterArg_317, %iterArg_318, %iterArg_319, %iterArg_320, %iterArg_321, %iterArg_322, %iterArg_323, %iterArg_324, %iterArg_325, %iterArg_326, %iterArg_327, %iterArg_328, %iterArg_329, %iterArg_330, %iterArg_331, %iterArg_332, %iterArg_333, %iterArg_334, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %iterArg_349, %iterArg_350, %iterArg_351, %iterArg_352, %iterArg_353, %iterArg_354, %iterArg_355, %iterArg_356, %iterArg_357, %iterArg_358, %iterArg_359, %iterArg_360, %iterArg_361, %iterArg_362, %iterArg_363, %iterArg_364, %iterArg_365, %iterArg_366, %iterArg_367, %iterArg_368, %iterArg_369, %iterArg_370, %iterArg_371, %iterArg_372, %iterArg_373, %iterArg_374, %iterArg_375, %iterArg_376, %iterArg_377, %iterArg_378, %iterArg_379, %iterArg_380, %iterArg_381, %iterArg_382, %iterArg_383, %iterArg_384, %iterArg_385, %iterArg_386, %iterArg_387, %iterArg_388, %iterArg_389, %iterArg_390, %iterArg_391, %iterArg_392, %iterArg_393, %iterArg_394, %iterArg_395, %iterArg_396, %iterArg_397, %iterArg_398, %iterArg_399, %iterArg_400, %iterArg_401, %iterArg_402, %iterArg_403, %iterArg_404, %iterArg_405, %iterArg_406, %iterArg_407, %iterArg_408, %iterArg_409, %iterArg_410, %iterArg_411, %iterArg_412, %iterArg_413, %iterArg_414, %iterArg_415, %iterArg_416, %iterArg_417, %iterArg_418, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %iterArg_426, %iterArg_427, %iterArg_428, %iterArg_429, %iterArg_430, %iterArg_431, %iterArg_432, %iterArg_433, %iterArg_434, %iterArg_435, %iterArg_436, %iterArg_437, %iterArg_438, %iterArg_439, %iterArg_440, %iterArg_441, %iterArg_442, %iterArg_443, %iterArg_444, %iterArg_445, %iterArg_446, %iterArg_447, %iterArg_448, %iterArg_449, %iterArg_450, %iterArg_451, %iterArg_452, %iterArg_453, %iterArg_454, %iterArg_455, %iterArg_456, %iterArg_457, %iterArg_458, %iterArg_459, %iterArg_460, %iterArg_461, %iterArg_462, %iterArg_463, %iterArg_464, %iterArg_465, %iterArg_466, %iterArg_467, %iterArg_468, %iterArg_469, %iterArg_470, %iterArg_471, %iterArg_472, %iterArg_473, %iterArg_474, %iterArg_475, %iterArg_476, %iterArg_477, %iterArg_478, %iterArg_479, %iterArg_480, %iterArg_481, %iterArg_482, %iterArg_483, %iterArg_484, %iterArg_485, %iterArg_486, %iterArg_487, %iterArg_488, %iterArg_489, %iterArg_490, %iterArg_491, %iterArg_492, %iterArg_493, %iterArg_494, %iterArg_495, %iterArg_496, %iterArg_497, %iterArg_498, %iterArg_499, %iterArg_500, %iterArg_501, %iterArg_502, %iterArg_503, %iterArg_504, %iterArg_505, %iterArg_506, %iterArg_507, %iterArg_508, %iterArg_509, %iterArg_510, %iterArg_511, %iterArg_512, %iterArg_513, %iterArg_514, %iterArg_515, %iterArg_516, %iterArg_517, %iterArg_518, %iterArg_519, %iterArg_520, %iterArg_521, %iterArg_522, %iterArg_523, %iterArg_524, %iterArg_525, %iterArg_526, %iterArg_527, %iterArg_528, %iterArg_529, %iterArg_530, %iterArg_531, %iterArg_532, %iterArg_533, %iterArg_534, %iterArg_535, %iterArg_536, %iterArg_537, %iterArg_538, %iterArg_539, %iterArg_540, %iterArg_541, %iterArg_542, %iterArg_543, %iterArg_544, %iterArg_545, %iterArg_546, %iterArg_547, %iterArg_548, %iterArg_549, %iterArg_550, %iterArg_551, %iterArg_552, %iterArg_553, %iterArg_554, %iterArg_555, %iterArg_556, %iterArg_557, %iterArg_558, %iterArg_559, %iterArg_560, %iterArg_561, %iterArg_562, %iterArg_563, %iterArg_564, %iterArg_565, %iterArg_566, %iterArg_567, %iterArg_568, %iterArg_569, %iterArg_570, %iterArg_571, %iterArg_572, %iterArg_573, %iterArg_574, %iterArg_575, %iterArg_576, %iterArg_577, %iterArg_578, %iterArg_579, %iterArg_580, %iterArg_581, %iterArg_582, %iterArg_583, %iterArg_584, %iterArg_585, %iterArg_586, %iterArg_587, %iterArg_588, %iterArg_589, %iterArg_590, %iterArg_591, %iterArg_592, %iterArg_593, %iterArg_594, %iterArg_595, %iterArg_596, %iterArg_597, %iterArg_598, %iterArg_599, %iterArg_600, %iterArg_601, %iterArg_602, %iterArg_603, %iterArg_604, %iterArg_605, %iterArg_606, %iterArg_607, %iterArg_608, %iterArg_609, %iterArg_610, %iterArg_611, %iterArg_612, %iterArg_613, %iterArg_614, %iterArg_615, %iterArg_616, %iterArg_617, %iterArg_618, %iterArg_619, %iterArg_620, %iterArg_621, %iterArg_622, %iterArg_623, %iterArg_624, %iterArg_625, %iterArg_626, %iterArg_627, %iterArg_628, %iterArg_629, %iterArg_630, %iterArg_631, %iterArg_632, %iterArg_633, %iterArg_634, %iterArg_635, %iterArg_636, %iterArg_637, %iterArg_638, %iterArg_639, %iterArg_640, %iterArg_641, %iterArg_642, %iterArg_643, %iterArg_644, %iterArg_645, %iterArg_646, %iterArg_647, %iterArg_648, %iterArg_649, %iterArg_650, %iterArg_651, %iterArg_652, %iterArg_653, %iterArg_654, %iterArg_655, %iterArg_656, %iterArg_657, %iterArg_659, %iterArg_660, %iterArg_661, %iterArg_662, %iterArg_663, %iterArg_664, %iterArg_665, %iterArg_666, %iterArg_667, %iterArg_668, %iterArg_669, %iterArg_670, %iterArg_671, %iterArg_672, %iterArg_673, %iterArg_674, %iterArg_675, %iterArg_676, %iterArg_677, %iterArg_678, %iterArg_679, %iterArg_680, %iterArg_681, %iterArg_682, %iterArg_683, %iterArg_684, %iterArg_685, %iterArg_686, %iterArg_687, %iterArg_688, %iterArg_689, %iterArg_690, %iterArg_691, %iterArg_692, %iterArg_693, %iterArg_694, %iterArg_695, %iterArg_696, %iterArg_697, %iterArg_698, %iterArg_699, %iterArg_700, %iterArg_701, %iterArg_702, %iterArg_703, %iterArg_704, %iterArg_705, %iterArg_706, %iterArg_707, %iterArg_708, %iterArg_709, %iterArg_710, %iterArg_711, %iterArg_712, %iterArg_713, %iterArg_714, %5) : (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<14xf32>, tensor<5x6xf32>, tensor<0xi1>, tensor<0x3xf32>, tensor<0x4xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<14xf32>, tensor<14xf32>, tensor<i32>, tensor<0xi32>, tensor<0xi32>, tensor<0x14xf32>, tensor<0x2xi32>, tensor<0x6xf32>, tensor<0xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<64xi32>, tensor<1x0xi32>, tensor<4x3xf32>, tensor<1x0xi32>, tensor<4x3xf32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<16xf32>, tensor<1xi32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<2xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x7xi32>, tensor<2x7xi32>, tensor<3xf32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<16xi32>, tensor<4xi32>, tensor<4xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5xi32>, tensor<5xi1>, tensor<5xi1>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi1>, tensor<5x3xf32>, tensor<6xi32>, tensor<6xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<14xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<14xi32>, tensor<3x3xi32>, tensor<14xf32>, tensor<15xi32>, tensor<15xi1>, tensor<15xi32>, tensor<15xi1>, tensor<1xi32>, tensor<1xi1>, tensor<5xf32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xf32>, tensor<1xi1>, tensor<1xi1>, tensor<5x3xf32>, tensor<1xi1>, tensor<1xi1>, tensor<5x2xf32>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<5x5xf32>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<5x3xf32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<6x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<6x3xf32>, tensor<12x2xi32>, tensor<12x2x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5x2xf32>, tensor<f32>, tensor<f32>, tensor<0xi32>, tensor<0xi1>, tensor<0x4xf32>, tensor<1x2xi32>, tensor<4xi32>, tensor<1x14xf32>, tensor<1xi32>, tensor<1x6xf32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<2xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<5xi32>, tensor<14xi32>, tensor<2x1xi32>, tensor<4xf32>, tensor<2x7xi32>, tensor<16xf32>, tensor<4xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<14xi32>, tensor<14xf32>, tensor<0x2xf32>, tensor<0xf32>, tensor<0xf32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<3xf32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<2xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<5xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<2xf32>, tensor<1x1xi1>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1xf32>, tensor<1xi32>, tensor<1x10xf32>, tensor<1x10xf32>, tensor<1xi32>, tensor<2xf32>, tensor<1x1xi1>, tensor<1x2xf32>, tensor<2xf32>, tensor<4x1xi1>, tensor<4x2xf32>, tensor<14xi32>, tensor<14xi1>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<f32>, tensor<f32>, tensor<2x7xi32>, tensor<2x6xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<16xi32>, tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<14xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<5x10xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1xf32>) -> (tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<14xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<5x10xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_715, %6#56, %iterArg_658) : (tensor<60x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<60x16xf32>
      %c_716 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_658, %c_716 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_315, %iterArg_316, %iterArg_317, %iterArg_318, %iterArg_319, %iterArg_320, %iterArg_321, %iterArg_322, %iterArg_323, %iterArg_324, %iterArg_325, %iterArg_326, %iterArg_327, %iterArg_328, %iterArg_329, %iterArg_330, %iterArg_331, %iterArg_332, %iterArg_333, %iterArg_334, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %iterArg_349, %iterArg_350, %iterArg_351, %iterArg_352, %iterArg_353, %iterArg_354, %iterArg_355, %iterArg_356, %iterArg_357, %iterArg_358, %iterArg_359, %iterArg_360, %iterArg_361, %iterArg_362, %iterArg_363, %iterArg_364, %iterArg_365, %iterArg_366, %iterArg_367, %iterArg_368, %iterArg_369, %iterArg_370, %iterArg_371, %iterArg_372, %iterArg_373, %iterArg_374, %iterArg_375, %iterArg_376, %iterArg_377, %iterArg_378, %iterArg_379, %iterArg_380, %iterArg_381, %iterArg_382, %iterArg_383, %iterArg_384, %iterArg_385, %iterArg_386, %iterArg_387, %iterArg_388, %iterArg_389, %iterArg_390, %iterArg_391, %iterArg_392, %iterArg_393, %iterArg_394, %iterArg_395, %iterArg_396, %iterArg_397, %iterArg_398, %iterArg_399, %iterArg_400, %iterArg_401, %iterArg_402, %iterArg_403, %iterArg_404, %iterArg_405, %iterArg_406, %iterArg_407, %iterArg_408, %iterArg_409, %iterArg_410, %iterArg_411, %iterArg_412, %iterArg_413, %iterArg_414, %iterArg_415, %iterArg_416, %iterArg_417, %iterArg_418, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %iterArg_426, %iterArg_427, %iterArg_428, %iterArg_429, %iterArg_430, %iterArg_431, %iterArg_432, %iterArg_433, %iterArg_434, %iterArg_435, %iterArg_436, %iterArg_437, %iterArg_438, %iterArg_439, %iterArg_440, %iterArg_441, %iterArg_442, %iterArg_443, %iterArg_444, %iterArg_445, %iterArg_446, %iterArg_447, %iterArg_448, %iterArg_449, %iterArg_450, %iterArg_451, %iterArg_452, %iterArg_453, %iterArg_454, %iterArg_455, %iterArg_456, %iterArg_457, %iterArg_458, %iterArg_459, %iterArg_460, %iterArg_461, %iterArg_462, %iterArg_463, %iterArg_464, %iterArg_465, %iterArg_466, %iterArg_467, %iterArg_468, %iterArg_469, %iterArg_470, %iterArg_471, %iterArg_472, %iterArg_473, %iterArg_474, %iterArg_475, %iterArg_476, %iterArg_477, %iterArg_478, %iterArg_479, %iterArg_480, %iterArg_481, %iterArg_482, %iterArg_483, %iterArg_484, %iterArg_485, %iterArg_486, %iterArg_487, %iterArg_488, %iterArg_489, %iterArg_490, %iterArg_491, %iterArg_492, %iterArg_493, %iterArg_494, %iterArg_495, %iterArg_496, %iterArg_497, %iterArg_498, %iterArg_499, %iterArg_500, %iterArg_501, %iterArg_502, %iterArg_503, %iterArg_504, %iterArg_505, %iterArg_506, %iterArg_507, %iterArg_508, %iterArg_509, %iterArg_510, %iterArg_511, %iterArg_512, %iterArg_513, %iterArg_514, %iterArg_515, %iterArg_516, %iterArg_517, %iterArg_518, %iterArg_519, %iterArg_520, %iterArg_521, %iterArg_522, %iterArg_523, %iterArg_524, %iterArg_525, %iterArg_526, %iterArg_527, %iterArg_528, %iterArg_529, %iterArg_530, %iterArg_531, %iterArg_532, %iterArg_533, %iterArg_534, %iterArg_535, %iterArg_536, %iterArg_537, %iterArg_538, %iterArg_539, %iterArg_540, %iterArg_541, %iterArg_542, %iterArg_543, %iterArg_544, %iterArg_545, %iterArg_546, %iterArg_547, %iterArg_548, %iterArg_549, %iterArg_550, %iterArg_551, %iterArg_552, %iterArg_553, %iterArg_554, %iterArg_555, %iterArg_556, %iterArg_557, %iterArg_558, %iterArg_559, %iterArg_560, %iterArg_561, %iterArg_562, %iterArg_563, %iterArg_564, %iterArg_565, %iterArg_566, %iterArg_567, %iterArg_568, %iterArg_569, %iterArg_570, %iterArg_571, %iterArg_572, %iterArg_573, %iterArg_574, %iterArg_575, %iterArg_576, %iterArg_577, %iterArg_578, %iterArg_579, %iterArg_580, %iterArg_581, %iterArg_582, %iterArg_583, %iterArg_584, %iterArg_585, %iterArg_586, %iterArg_587, %iterArg_588, %iterArg_589, %iterArg_590, %iterArg_591, %iterArg_592, %iterArg_593, %iterArg_594, %iterArg_595, %iterArg_596, %iterArg_597, %iterArg_598, %iterArg_599, %iterArg_600, %iterArg_601, %iterArg_602, %iterArg_603, %iterArg_604, %iterArg_605, %iterArg_606, %iterArg_607, %iterArg_608, %iterArg_609, %iterArg_610, %iterArg_611, %iterArg_612, %iterArg_613, %iterArg_614, %iterArg_615, %iterArg_616, %iterArg_617, %iterArg_618, %iterArg_619, %iterArg_620, %iterArg_621, %iterArg_622, %iterArg_623, %iterArg_624, %iterArg_625, %iterArg_626, %iterArg_627, %iterArg_628, %iterArg_629, %iterArg_630, %iterArg_631, %iterArg_632, %iterArg_633, %iterArg_634, %iterArg_635, %iterArg_636, %iterArg_637, %iterArg_638, %iterArg_639, %iterArg_640, %iterArg_641, %iterArg_642, %iterArg_643, %iterArg_644, %iterArg_645, %iterArg_646, %iterArg_647, %iterArg_648, %iterArg_649, %iterArg_650, %iterArg_651, %iterArg_652, %iterArg_653, %iterArg_654, %iterArg_655, %iterArg_656, %iterArg_657, %8, %6#0, %6#1, %6#2, %6#3, %6#4, %6#5, %6#6, %6#7, %6#8, %6#9, %6#10, %6#11, %6#12, %6#13, %6#14, %6#15, %6#16, %6#17, %6#18, %6#19, %6#20, %6#21, %6#22, %6#23, %6#24, %6#25, %6#26, %6#27, %6#28, %6#29, %6#30, %6#31, %6#32, %6#33, %6#34, %6#35, %6#36, %6#37, %6#38, %6#39, %6#40, %6#41, %6#42, %6#43, %6#44, %6#45, %6#46, %6#47, %6#48, %6#49, %6#50, %6#51, %6#52, %6#53, %6#54, %6#55, %7 : tensor<60x1xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<14xf32>, tensor<5x6xf32>, tensor<0xi1>, tensor<0x3xf32>, tensor<0x4xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<14xf32>, tensor<14xf32>, tensor<i32>, tensor<0xi32>, tensor<0xi32>, tensor<0x14xf32>, tensor<0x2xi32>, tensor<0x6xf32>, tensor<0xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<64xi32>, tensor<1x0xi32>, tensor<4x3xf32>, tensor<1x0xi32>, tensor<4x3xf32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<16xf32>, tensor<1xi32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<2xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x7xi32>, tensor<2x7xi32>, tensor<3xf32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<16xi32>, tensor<4xi32>, tensor<4xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5xi32>, tensor<5xi1>, tensor<5xi1>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi1>, tensor<5x3xf32>, tensor<6xi32>, tensor<6xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<14xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<14xi32>, tensor<3x3xi32>, tensor<14xf32>, tensor<15xi32>, tensor<15xi1>, tensor<15xi32>, tensor<15xi1>, tensor<1xi32>, tensor<1xi1>, tensor<5xf32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xf32>, tensor<1xi1>, tensor<1xi1>, tensor<5x3xf32>, tensor<1xi1>, tensor<1xi1>, tensor<5x2xf32>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<5x5xf32>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<1xi32>, tensor<1xi1>, tensor<1xi32>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<2xi32>, tensor<2xi32>, tensor<1xi1>, tensor<1xi1>, tensor<5xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<5x3xf32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<6x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<8x3xf32>, tensor<6x4x3xf32>, tensor<6x3xf32>, tensor<12x2xi32>, tensor<12x2x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<16xi32>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5x2xf32>, tensor<f32>, tensor<f32>, tensor<0xi32>, tensor<0xi1>, tensor<0x4xf32>, tensor<1x2xi32>, tensor<4xi32>, tensor<1x14xf32>, tensor<1xi32>, tensor<1x6xf32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<2xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<5xi32>, tensor<14xi32>, tensor<2x1xi32>, tensor<4xf32>, tensor<2x7xi32>, tensor<16xf32>, tensor<4xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<14xi32>, tensor<14xf32>, tensor<0x2xf32>, tensor<0xf32>, tensor<0xf32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<1x0xi32>, tensor<3xf32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<2xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<5xi32>, tensor<3x3xi32>, tensor<3x3xi32>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<2xf32>, tensor<1x1xi1>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1xf32>, tensor<1xi32>, tensor<1x10xf32>, tensor<1x10xf32>, tensor<1xi32>, tensor<2xf32>, tensor<1x1xi1>, tensor<1x2xf32>, tensor<2xf32>, tensor<4x1xi1>, tensor<4x2xf32>, tensor<14xi32>, tensor<14xi1>, tensor<1xi32>, tensor<3xi32>, tensor<1xi32>, tensor<5xi32>, tensor<f32>, tensor<f32>, tensor<2x7xi32>, tensor<2x6xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<16xi32>, tensor<i32>, tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<14xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<5x10xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<60x16xf32>
    }
    return %4#345, %4#346, %4#347, %arg3, %arg4, %4#348, %arg6, %4#349, %arg8, %arg9, %arg10, %arg11, %arg12, %4#350, %4#351, %arg15, %arg16, %4#352, %4#353, %4#354, %4#355, %4#356, %4#357, %4#358, %arg24, %4#359, %4#360, %arg27, %arg28, %4#361, %4#362, %4#363, %4#364, %4#365, %4#366, %4#367, %4#368, %arg37, %4#369, %4#370, %4#371, %4#372, %4#373, %4#374, %4#375, %arg45, %arg46, %4#376, %arg48, %arg49, %arg50, %arg51, %arg52, %4#377, %4#378, %4#379, %4#380, %arg57, %4#381, %4#382, %arg60, %arg61, %arg62, %arg63, %arg64, %4#383, %4#384, %4#385, %4#386, %4#387, %4#388, %4#389, %4#390, %4#391, %4#392, %4#393, %arg76, %4#394, %4#395, %4#396, %4#397, %4#398, %4#399, %4#400, %4#401 : tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<0xf32>, tensor<0xf32>, tensor<14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<14xf32>, tensor<5x6xf32>, tensor<0xi1>, tensor<0x3xf32>, tensor<0x4xf32>, tensor<14xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<i32>, tensor<5x10xf32>, tensor<0xi32>, tensor<0xi32>, tensor<0x14xf32>, tensor<0x2xi32>, tensor<0x6xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<0xf32>, tensor<1xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<60x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<60x1xf32>, %arg1: tensor<i32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 1] : (tensor<60x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @closed_call(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>, %arg2: tensor<0xf32>, %arg3: tensor<14xf32>, %arg4: tensor<5x6xf32>, %arg5: tensor<0xi1>, %arg6: tensor<0x3xf32>, %arg7: tensor<0x4xf32>, %arg8: tensor<0xf32>, %arg9: tensor<0xf32>, %arg10: tensor<0xf32>, %arg11: tensor<0x3xf32>, %arg12: tensor<0x3x3xf32>, %arg13: tensor<14xf32>, %arg14: tensor<14xf32>, %arg15: tensor<i32>, %arg16: tensor<0xi32>, %arg17: tensor<0xi32>, %arg18: tensor<0x14xf32>, %arg19: tensor<0x2xi32>, %arg20: tensor<0x6xf32>, %arg21: tensor<0xf32>, %arg22: tensor<5x6xf32>, %arg23: tensor<5x6xf32>, %arg24: tensor<5x6xf32>, %arg25: tensor<5x3xf32>, %arg26: tensor<5x3xf32>, %arg27: tensor<64xi32>, %arg28: tensor<1x0xi32>, %arg29: tensor<4x3xf32>, %arg30: tensor<1x0xi32>, %arg31: tensor<4x3xf32>, %arg32: tensor<1x0xi32>, %arg33: tensor<1x0xi32>, %arg34: tensor<16xf32>, %arg35: tensor<1xi32>, %arg36: tensor<5x3xf32>, %arg37: tensor<5x4xf32>, %arg38: tensor<2xi32>, %arg39: tensor<2x1xi32>, %arg40: tensor<2x1xi32>, %arg41: tensor<2x7xi32>, %arg42: tensor<2x7xi32>, %arg43: tensor<3xf32>, %arg44: tensor<1xi32>, %arg45: tensor<1x1xi32>, %arg46: tensor<1x1xi32>, %arg47: tensor<1x1xi32>, %arg48: tensor<1x1xi32>, %arg49: tensor<1xi32>, %arg50: tensor<1x1xi32>, %arg51: tensor<1x1xi32>, %arg52: tensor<1x1xi32>, %arg53: tensor<1x1xi32>, %arg54: tensor<16xi32>, %arg55: tensor<4xi32>, %arg56: tensor<4xi32>, %arg57: tensor<5xi32>, %arg58: tensor<5xi32>, %arg59: tensor<5xi32>, %arg60: tensor<5x3xf32>, %arg61: tensor<5x4xf32>, %arg62: tensor<5xi32>, %arg63: tensor<5xi1>, %arg64: tensor<5xi1>, %arg65: tensor<5x3xf32>, %arg66: tensor<5x4xf32>, %arg67: tensor<5xf32>, %arg68: tensor<1xi32>, %arg69: tensor<3xi32>, %arg70: tensor<1xi32>, %arg71: tensor<5xi32>, %arg72: tensor<5xi32>, %arg73: tensor<5xi32>, %arg74: tensor<5xi1>, %arg75: tensor<5x3xf32>, %arg76: tensor<6xi32>, %arg77: tensor<6xi32>, %arg78: tensor<2x1xi32>, %arg79: tensor<2x1xi32>, %arg80: tensor<14xi32>, %arg81: tensor<1xi32>, %arg82: tensor<3xi32>, %arg83: tensor<1xi32>, %arg84: tensor<5xi32>, %arg85: tensor<14xi32>, %arg86: tensor<3x3xi32>, %arg87: tensor<14xf32>, %arg88: tensor<15xi32>, %arg89: tensor<15xi1>, %arg90: tensor<15xi32>, %arg91: tensor<15xi1>, %arg92: tensor<1xi32>, %arg93: tensor<1xi1>, %arg94: tensor<5xf32>, %arg95: tensor<1xi32>, %arg96: tensor<1xi1>, %arg97: tensor<1xi1>, %arg98: tensor<5xf32>, %arg99: tensor<1xi1>, %arg100: tensor<1xi1>, %arg101: tensor<5x3xf32>, %arg102: tensor<1xi1>, %arg103: tensor<1xi1>, %arg104: tensor<5x2xf32>, %arg105: tensor<1xi1>, %arg106: tensor<2xi32>, %arg107: tensor<2xi32>, %arg108: tensor<1xi1>, %arg109: tensor<5x5xf32>, %arg110: tensor<1xi1>, %arg111: tensor<5xi32>, %arg112: tensor<1xi32>, %arg113: tensor<1xi32>, %arg114: tensor<1x2xi32>, %arg115: tensor<1xi32>, %arg116: tensor<1xi1>, %arg117: tensor<1xi32>, %arg118: tensor<1xi1>, %arg119: tensor<1xi1>, %arg120: tensor<1xi1>, %arg121: tensor<1xi1>, %arg122: tensor<1xi1>, %arg123: tensor<1xi1>, %arg124: tensor<1xi1>, %arg125: tensor<2xi32>, %arg126: tensor<2xi32>, %arg127: tensor<1xi1>, %arg128: tensor<1xi1>, %arg129: tensor<5xi32>, %arg130: tensor<1xi32>, %arg131: tensor<1xi32>, %arg132: tensor<1x2xi32>, %arg133: tensor<2xi32>, %arg134: tensor<2xi1>, %arg135: tensor<2xi32>, %arg136: tensor<2xi1>, %arg137: tensor<2xi1>, %arg138: tensor<2xi1>, %arg139: tensor<2xi1>, %arg140: tensor<2xi1>, %arg141: tensor<2xi1>, %arg142: tensor<2xi1>, %arg143: tensor<2xi32>, %arg144: tensor<2xi32>, %arg145: tensor<2xi1>, %arg146: tensor<2xi1>, %arg147: tensor<5xi32>, %arg148: tensor<2xi32>, %arg149: tensor<2xi32>, %arg150: tensor<2x2xi32>, %arg151: tensor<1xi32>, %arg152: tensor<1xi1>, %arg153: tensor<1xi32>, %arg154: tensor<1xi1>, %arg155: tensor<1xi1>, %arg156: tensor<1xi1>, %arg157: tensor<1xi1>, %arg158: tensor<1xi1>, %arg159: tensor<1xi1>, %arg160: tensor<1xi1>, %arg161: tensor<2xi32>, %arg162: tensor<2xi32>, %arg163: tensor<1xi1>, %arg164: tensor<1xi1>, %arg165: tensor<5xi32>, %arg166: tensor<1xi32>, %arg167: tensor<1xi32>, %arg168: tensor<1x2xi32>, %arg169: tensor<2xi32>, %arg170: tensor<2xi1>, %arg171: tensor<2xi32>, %arg172: tensor<2xi1>, %arg173: tensor<2xi1>, %arg174: tensor<2xi1>, %arg175: tensor<2xi1>, %arg176: tensor<2xi1>, %arg177: tensor<2xi1>, %arg178: tensor<2xi1>, %arg179: tensor<2xi32>, %arg180: tensor<2xi32>, %arg181: tensor<2xi1>, %arg182: tensor<2xi1>, %arg183: tensor<5xi32>, %arg184: tensor<2xi32>, %arg185: tensor<2xi32>, %arg186: tensor<2x2xi32>, %arg187: tensor<2xi32>, %arg188: tensor<2xi1>, %arg189: tensor<2xi32>, %arg190: tensor<2xi1>, %arg191: tensor<2xi1>, %arg192: tensor<2xi1>, %arg193: tensor<2xi1>, %arg194: tensor<2xi1>, %arg195: tensor<2xi1>, %arg196: tensor<2xi1>, %arg197: tensor<2xi32>, %arg198: tensor<2xi32>, %arg199: tensor<2xi1>, %arg200: tensor<2xi1>, %arg201: tensor<5xi32>, %arg202: tensor<2xi32>, %arg203: tensor<2xi32>, %arg204: tensor<2x2xi32>, %arg205: tensor<5x3xf32>, %arg206: tensor<8x3xf32>, %arg207: tensor<6x4x3xf32>, %arg208: tensor<3xi32>, %arg209: tensor<3xi32>, %arg210: tensor<3xi32>, %arg211: tensor<3xi32>, %arg212: tensor<3xf32>, %arg213: tensor<3xf32>, %arg214: tensor<8x3xf32>, %arg215: tensor<6x4x3xf32>, %arg216: tensor<6x3xf32>, %arg217: tensor<3xi32>, %arg218: tensor<3xi32>, %arg219: tensor<8x3xf32>, %arg220: tensor<6x4x3xf32>, %arg221: tensor<6x3xf32>, %arg222: tensor<12x2xi32>, %arg223: tensor<12x2x3xf32>, %arg224: tensor<3xi32>, %arg225: tensor<3xi32>, %arg226: tensor<3xf32>, %arg227: tensor<3xi32>, %arg228: tensor<3xi32>, %arg229: tensor<16xi32>, %arg230: tensor<16xi1>, %arg231: tensor<16xi1>, %arg232: tensor<16xi1>, %arg233: tensor<16xi1>, %arg234: tensor<16xi1>, %arg235: tensor<16xi1>, %arg236: tensor<16xi1>, %arg237: tensor<16xi1>, %arg238: tensor<16xi1>, %arg239: tensor<16xi1>, %arg240: tensor<16xi1>, %arg241: tensor<1xi32>, %arg242: tensor<3xi32>, %arg243: tensor<1xi32>, %arg244: tensor<5xi32>, %arg245: tensor<1xi32>, %arg246: tensor<3xi32>, %arg247: tensor<1xi32>, %arg248: tensor<5xi32>, %arg249: tensor<5x2xf32>, %arg250: tensor<f32>, %arg251: tensor<f32>, %arg252: tensor<0xi32>, %arg253: tensor<0xi1>, %arg254: tensor<0x4xf32>, %arg255: tensor<1x2xi32>, %arg256: tensor<4xi32>, %arg257: tensor<1x14xf32>, %arg258: tensor<1xi32>, %arg259: tensor<1x6xf32>, %arg260: tensor<1x1xi32>, %arg261: tensor<1xi32>, %arg262: tensor<1xi32>, %arg263: tensor<1x0xi32>, %arg264: tensor<1x0xi32>, %arg265: tensor<2xi32>, %arg266: tensor<2x6xi32>, %arg267: tensor<2x6xi32>, %arg268: tensor<1xi32>, %arg269: tensor<1x1xi32>, %arg270: tensor<1x1xi32>, %arg271: tensor<1xi32>, %arg272: tensor<1x1xi32>, %arg273: tensor<1x1xi32>, %arg274: tensor<5xi32>, %arg275: tensor<14xi32>, %arg276: tensor<2x1xi32>, %arg277: tensor<4xf32>, %arg278: tensor<2x7xi32>, %arg279: tensor<16xf32>, %arg280: tensor<4xi32>, %arg281: tensor<2x1xi32>, %arg282: tensor<2x1xi32>, %arg283: tensor<14xi32>, %arg284: tensor<14xf32>, %arg285: tensor<0x2xf32>, %arg286: tensor<0xf32>, %arg287: tensor<0xf32>, %arg288: tensor<1x0xi32>, %arg289: tensor<1x0xi32>, %arg290: tensor<1x0xi32>, %arg291: tensor<1x0xi32>, %arg292: tensor<3xf32>, %arg293: tensor<1xi32>, %arg294: tensor<1x1xi32>, %arg295: tensor<1x1xi32>, %arg296: tensor<1x1xi32>, %arg297: tensor<1x1xi32>, %arg298: tensor<2xi32>, %arg299: tensor<2x6xi32>, %arg300: tensor<2x6xi32>, %arg301: tensor<2x6xi32>, %arg302: tensor<2x6xi32>, %arg303: tensor<1xi32>, %arg304: tensor<1x1xi32>, %arg305: tensor<1x1xi32>, %arg306: tensor<1x1xi32>, %arg307: tensor<1x1xi32>, %arg308: tensor<5xi32>, %arg309: tensor<3x3xi32>, %arg310: tensor<3x3xi32>, %arg311: tensor<1xi32>, %arg312: tensor<3xi32>, %arg313: tensor<1xi32>, %arg314: tensor<5xi32>, %arg315: tensor<2xf32>, %arg316: tensor<1x1xi1>, %arg317: tensor<1x2xf32>, %arg318: tensor<1x2xf32>, %arg319: tensor<1xf32>, %arg320: tensor<1xi32>, %arg321: tensor<1x10xf32>, %arg322: tensor<1x10xf32>, %arg323: tensor<1xi32>, %arg324: tensor<2xf32>, %arg325: tensor<1x1xi1>, %arg326: tensor<1x2xf32>, %arg327: tensor<2xf32>, %arg328: tensor<4x1xi1>, %arg329: tensor<4x2xf32>, %arg330: tensor<14xi32>, %arg331: tensor<14xi1>, %arg332: tensor<1xi32>, %arg333: tensor<3xi32>, %arg334: tensor<1xi32>, %arg335: tensor<5xi32>, %arg336: tensor<f32>, %arg337: tensor<f32>, %arg338: tensor<2x7xi32>, %arg339: tensor<2x6xi32>, %arg340: tensor<2x1xi32>, %arg341: tensor<2x1xi32>, %arg342: tensor<16xi32>, %arg343: tensor<f32>, %arg344: tensor<16xf32>, %arg345: tensor<14xf32>, %arg346: tensor<14xf32>, %arg347: tensor<1xf32>, %arg348: tensor<14xf32>, %arg349: tensor<0xf32>, %arg350: tensor<5x3xf32>, %arg351: tensor<5x4xf32>, %arg352: tensor<5x3x3xf32>, %arg353: tensor<5x3xf32>, %arg354: tensor<5x3x3xf32>, %arg355: tensor<4x3xf32>, %arg356: tensor<4x3xf32>, %arg357: tensor<5x3xf32>, %arg358: tensor<5x3x3xf32>, %arg359: tensor<0x3xf32>, %arg360: tensor<0x3x3xf32>, %arg361: tensor<5x3xf32>, %arg362: tensor<5x6xf32>, %arg363: tensor<14x6xf32>, %arg364: tensor<14x6xf32>, %arg365: tensor<14xf32>, %arg366: tensor<14xf32>, %arg367: tensor<14xf32>, %arg368: tensor<14xf32>, %arg369: tensor<1xf32>, %arg370: tensor<1xf32>, %arg371: tensor<14xf32>, %arg372: tensor<14xf32>, %arg373: tensor<14xf32>, %arg374: tensor<5x10xf32>, %arg375: tensor<1x14xf32>, %arg376: tensor<5x10xf32>, %arg377: tensor<14x14xf32>, %arg378: tensor<14x14xf32>, %arg379: tensor<0xf32>, %arg380: tensor<1xf32>, %arg381: tensor<16xf32>, %arg382: tensor<16x3xf32>, %arg383: tensor<16x3x3xf32>, %arg384: tensor<16xf32>, %arg385: tensor<16x5xf32>, %arg386: tensor<16x2xf32>, %arg387: tensor<16x2xf32>, %arg388: tensor<16x5xf32>, %arg389: tensor<16xi32>, %arg390: tensor<16xi32>, %arg391: tensor<16x2xi32>, %arg392: tensor<64x14xf32>, %arg393: tensor<64xf32>, %arg394: tensor<64xf32>, %arg395: tensor<64xf32>, %arg396: tensor<64xf32>, %arg397: tensor<64xf32>, %arg398: tensor<64xf32>, %arg399: tensor<1xf32>) -> (tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<14xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<5x10xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>) {
    %0 = call @_take(%arg29, %arg28) : (tensor<4x3xf32>, tensor<1x0xi32>) -> tensor<1x0x3xf32>
    %1 = call @_take(%arg31, %arg30) : (tensor<4x3xf32>, tensor<1x0xi32>) -> tensor<1x0x3xf32>
    %2 = call @_take_0(%arg344, %arg32) : (tensor<16xf32>, tensor<1x0xi32>) -> tensor<1x0xf32>
    %3 = call @_take_0(%arg34, %arg33) : (tensor<16xf32>, tensor<1x0xi32>) -> tensor<1x0xf32>
    %4 = call @_take_1(%arg36, %arg35) : (tensor<5x3xf32>, tensor<1xi32>) -> tensor<1x3xf32>
    %5 = call @_take_3(%arg37, %arg35) : (tensor<5x4xf32>, tensor<1xi32>) -> tensor<1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %9 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<1x4x4xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x4x4xf32>
    %13 = stablehlo.slice %12 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %15 = stablehlo.slice %12 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %17 = stablehlo.add %14, %16 : tensor<1xf32>
    %18 = stablehlo.slice %12 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %20 = stablehlo.subtract %17, %19 : tensor<1xf32>
    %21 = stablehlo.slice %12 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %23 = stablehlo.subtract %20, %22 : tensor<1xf32>
    %24 = stablehlo.slice %12 [0:1, 1:2, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %26 = stablehlo.slice %12 [0:1, 0:1, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %28 = stablehlo.subtract %25, %27 : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<1xf32>
    %31 = stablehlo.slice %12 [0:1, 1:2, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %33 = stablehlo.slice %12 [0:1, 0:1, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %35 = stablehlo.add %32, %34 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<1xf32>
    %38 = stablehlo.slice %12 [0:1, 1:2, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %40 = stablehlo.slice %12 [0:1, 0:1, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %42 = stablehlo.add %39, %41 : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<1xf32>
    %45 = stablehlo.slice %12 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %47 = stablehlo.slice %12 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<1xf32>
    %50 = stablehlo.slice %12 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %52 = stablehlo.add %49, %51 : tensor<1xf32>
    %53 = stablehlo.slice %12 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<1xf32>
    %56 = stablehlo.slice %12 [0:1, 2:3, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %58 = stablehlo.slice %12 [0:1, 0:1, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %60 = stablehlo.subtract %57, %59 : tensor<1xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<1xf32>
    %63 = stablehlo.slice %12 [0:1, 1:2, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %65 = stablehlo.slice %12 [0:1, 0:1, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<1xf32>
    %70 = stablehlo.slice %12 [0:1, 2:3, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %72 = stablehlo.slice %12 [0:1, 0:1, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %74 = stablehlo.add %71, %73 : tensor<1xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<1xf32>
    %77 = stablehlo.slice %12 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %79 = stablehlo.slice %12 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %81 = stablehlo.subtract %78, %80 : tensor<1xf32>
    %82 = stablehlo.slice %12 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<1xf32>
    %85 = stablehlo.slice %12 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %87 = stablehlo.add %84, %86 : tensor<1xf32>
    %88 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %89 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %90 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %91 = stablehlo.concatenate %88, %89, %90, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %93 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %94 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %95 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %96 = stablehlo.concatenate %93, %94, %95, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %98 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %99 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %100 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %101 = stablehlo.concatenate %98, %99, %100, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %103 = stablehlo.concatenate %92, %97, %102, dim = 1 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x3x3xf32>
    %104 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<0x3xf32>) -> tensor<1x0x3xf32>
    %105 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<0x3xf32>) -> tensor<1x0x3xf32>
    %106 = call @_take_4(%2, %arg38) : (tensor<1x0xf32>, tensor<2xi32>) -> tensor<2x0xf32>
    %107 = call @_take_6(%104, %arg38) : (tensor<1x0x3xf32>, tensor<2xi32>) -> tensor<2x0x3xf32>
    %108 = call @_take_6(%105, %arg38) : (tensor<1x0x3xf32>, tensor<2xi32>) -> tensor<2x0x3xf32>
    %109 = call @_take_7(%4, %arg38) : (tensor<1x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
    %110 = call @_take_8(%5, %arg38) : (tensor<1x4xf32>, tensor<2xi32>) -> tensor<2x4xf32>
    %111 = call @_take_9(%103, %arg38) : (tensor<1x3x3xf32>, tensor<2xi32>) -> tensor<2x3x3xf32>
    %112 = call @_take_10(%arg29, %arg39) : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
    %113 = call @_take_10(%arg31, %arg40) : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
    %114 = call @_take_12(%arg344, %arg41) : (tensor<16xf32>, tensor<2x7xi32>) -> tensor<2x7xf32>
    %115 = call @_take_12(%arg34, %arg42) : (tensor<16xf32>, tensor<2x7xi32>) -> tensor<2x7xf32>
    %116 = stablehlo.slice %arg36 [1:3, 0:3] : (tensor<5x3xf32>) -> tensor<2x3xf32>
    %117 = stablehlo.slice %arg37 [1:3, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %118 = stablehlo.slice %110 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x1xf32>) -> tensor<2xf32>
    %120 = stablehlo.slice %110 [0:2, 1:4] : (tensor<2x4xf32>) -> tensor<2x3xf32>
    %121 = stablehlo.dot_general %120, %116, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %124 = stablehlo.multiply %123, %120 : tensor<2x3xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<2x3xf32>
    %127 = stablehlo.multiply %119, %119 : tensor<2xf32>
    %128 = stablehlo.dot_general %120, %120, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %129 = stablehlo.subtract %127, %128 : tensor<2xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %132 = stablehlo.multiply %131, %116 : tensor<2x3xf32>
    %133 = stablehlo.add %126, %132 : tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %135 = stablehlo.multiply %134, %119 : tensor<2xf32>
    %136 = call @cross(%120, %116) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %139 = stablehlo.multiply %138, %136 : tensor<2x3xf32>
    %140 = stablehlo.add %133, %139 : tensor<2x3xf32>
    %141 = stablehlo.add %109, %140 : tensor<2x3xf32>
    %142 = stablehlo.slice %110 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x1xf32>) -> tensor<2xf32>
    %144 = stablehlo.slice %117 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x1xf32>) -> tensor<2xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<2xf32>
    %147 = stablehlo.slice %110 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x1xf32>) -> tensor<2xf32>
    %149 = stablehlo.slice %117 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x1xf32>) -> tensor<2xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<2xf32>
    %152 = stablehlo.subtract %146, %151 : tensor<2xf32>
    %153 = stablehlo.slice %110 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x1xf32>) -> tensor<2xf32>
    %155 = stablehlo.slice %117 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x1xf32>) -> tensor<2xf32>
    %157 = stablehlo.multiply %154, %156 : tensor<2xf32>
    %158 = stablehlo.subtract %152, %157 : tensor<2xf32>
    %159 = stablehlo.slice %110 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x1xf32>) -> tensor<2xf32>
    %161 = stablehlo.slice %117 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x1xf32>) -> tensor<2xf32>
    %163 = stablehlo.multiply %160, %162 : tensor<2xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<2xf32>
    %165 = stablehlo.slice %110 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x1xf32>) -> tensor<2xf32>
    %167 = stablehlo.slice %117 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x1xf32>) -> tensor<2xf32>
    %169 = stablehlo.multiply %166, %168 : tensor<2xf32>
    %170 = stablehlo.slice %110 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x1xf32>) -> tensor<2xf32>
    %172 = stablehlo.slice %117 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x1xf32>) -> tensor<2xf32>
    %174 = stablehlo.multiply %171, %173 : tensor<2xf32>
    %175 = stablehlo.add %169, %174 : tensor<2xf32>
    %176 = stablehlo.slice %110 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x1xf32>) -> tensor<2xf32>
    %178 = stablehlo.slice %117 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x1xf32>) -> tensor<2xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<2xf32>
    %181 = stablehlo.add %175, %180 : tensor<2xf32>
    %182 = stablehlo.slice %110 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x1xf32>) -> tensor<2xf32>
    %184 = stablehlo.slice %117 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x1xf32>) -> tensor<2xf32>
    %186 = stablehlo.multiply %183, %185 : tensor<2xf32>
    %187 = stablehlo.subtract %181, %186 : tensor<2xf32>
    %188 = stablehlo.slice %110 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x1xf32>) -> tensor<2xf32>
    %190 = stablehlo.slice %117 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x1xf32>) -> tensor<2xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<2xf32>
    %193 = stablehlo.slice %110 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x1xf32>) -> tensor<2xf32>
    %195 = stablehlo.slice %117 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x1xf32>) -> tensor<2xf32>
    %197 = stablehlo.multiply %194, %196 : tensor<2xf32>
    %198 = stablehlo.subtract %192, %197 : tensor<2xf32>
    %199 = stablehlo.slice %110 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x1xf32>) -> tensor<2xf32>
    %201 = stablehlo.slice %117 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x1xf32>) -> tensor<2xf32>
    %203 = stablehlo.multiply %200, %202 : tensor<2xf32>
    %204 = stablehlo.add %198, %203 : tensor<2xf32>
    %205 = stablehlo.slice %110 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x1xf32>) -> tensor<2xf32>
    %207 = stablehlo.slice %117 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x1xf32>) -> tensor<2xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<2xf32>
    %210 = stablehlo.add %204, %209 : tensor<2xf32>
    %211 = stablehlo.slice %110 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x1xf32>) -> tensor<2xf32>
    %213 = stablehlo.slice %117 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x1xf32>) -> tensor<2xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<2xf32>
    %216 = stablehlo.slice %110 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x1xf32>) -> tensor<2xf32>
    %218 = stablehlo.slice %117 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x1xf32>) -> tensor<2xf32>
    %220 = stablehlo.multiply %217, %219 : tensor<2xf32>
    %221 = stablehlo.add %215, %220 : tensor<2xf32>
    %222 = stablehlo.slice %110 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x1xf32>) -> tensor<2xf32>
    %224 = stablehlo.slice %117 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x1xf32>) -> tensor<2xf32>
    %226 = stablehlo.multiply %223, %225 : tensor<2xf32>
    %227 = stablehlo.subtract %221, %226 : tensor<2xf32>
    %228 = stablehlo.slice %110 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x1xf32>) -> tensor<2xf32>
    %230 = stablehlo.slice %117 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x1xf32>) -> tensor<2xf32>
    %232 = stablehlo.multiply %229, %231 : tensor<2xf32>
    %233 = stablehlo.add %227, %232 : tensor<2xf32>
    %234 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %235 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %236 = stablehlo.broadcast_in_dim %210, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %238 = stablehlo.concatenate %234, %235, %236, %237, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    %239 = stablehlo.slice %114 [0:2, 0:3] : (tensor<2x7xf32>) -> tensor<2x3xf32>
    %240 = stablehlo.slice %114 [0:2, 0:3] : (tensor<2x7xf32>) -> tensor<2x3xf32>
    %241 = stablehlo.slice %114 [0:2, 3:7] : (tensor<2x7xf32>) -> tensor<2x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = call @allclose(%241, %cst_9) : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %244 = call @_where_14(%242, %243, %241) : (tensor<2xi1>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %245 = call @norm(%244) : (tensor<2x4xf32>) -> tensor<2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = call @_where_15(%242, %cst_11, %245) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %248 = stablehlo.compare EQ, %246, %247, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %249 = stablehlo.convert %248 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<2xf32>
    %252 = stablehlo.convert %251 : tensor<2xf32>
    %253 = stablehlo.add %246, %252 : tensor<2xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %256 = stablehlo.divide %241, %255 : tensor<2x4xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %258 = "stablehlo.scatter"(%114, %257, %256) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x7xf32>, tensor<1xi32>, tensor<2x4xf32>) -> tensor<2x7xf32>
    %259 = stablehlo.broadcast_in_dim %239, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %260 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %261 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %262 = stablehlo.broadcast_in_dim %256, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x4x4xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<2x4x4xf32>
    %266 = stablehlo.slice %265 [0:2, 0:1, 0:1] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %268 = stablehlo.slice %265 [0:2, 1:2, 1:2] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %270 = stablehlo.add %267, %269 : tensor<2xf32>
    %271 = stablehlo.slice %265 [0:2, 2:3, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %273 = stablehlo.subtract %270, %272 : tensor<2xf32>
    %274 = stablehlo.slice %265 [0:2, 3:4, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %276 = stablehlo.subtract %273, %275 : tensor<2xf32>
    %277 = stablehlo.slice %265 [0:2, 1:2, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %279 = stablehlo.slice %265 [0:2, 0:1, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %281 = stablehlo.subtract %278, %280 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<2xf32>
    %284 = stablehlo.slice %265 [0:2, 1:2, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %286 = stablehlo.slice %265 [0:2, 0:1, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %288 = stablehlo.add %285, %287 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<2xf32>
    %291 = stablehlo.slice %265 [0:2, 1:2, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %293 = stablehlo.slice %265 [0:2, 0:1, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %295 = stablehlo.add %292, %294 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<2xf32>
    %298 = stablehlo.slice %265 [0:2, 0:1, 0:1] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %300 = stablehlo.slice %265 [0:2, 1:2, 1:2] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %302 = stablehlo.subtract %299, %301 : tensor<2xf32>
    %303 = stablehlo.slice %265 [0:2, 2:3, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %305 = stablehlo.add %302, %304 : tensor<2xf32>
    %306 = stablehlo.slice %265 [0:2, 3:4, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %308 = stablehlo.subtract %305, %307 : tensor<2xf32>
    %309 = stablehlo.slice %265 [0:2, 2:3, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %311 = stablehlo.slice %265 [0:2, 0:1, 1:2] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %313 = stablehlo.subtract %310, %312 : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<2xf32>
    %316 = stablehlo.slice %265 [0:2, 1:2, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %318 = stablehlo.slice %265 [0:2, 0:1, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %320 = stablehlo.subtract %317, %319 : tensor<2xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<2xf32>
    %323 = stablehlo.slice %265 [0:2, 2:3, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %325 = stablehlo.slice %265 [0:2, 0:1, 1:2] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %327 = stablehlo.add %324, %326 : tensor<2xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<2xf32>
    %330 = stablehlo.slice %265 [0:2, 0:1, 0:1] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %332 = stablehlo.slice %265 [0:2, 1:2, 1:2] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %334 = stablehlo.subtract %331, %333 : tensor<2xf32>
    %335 = stablehlo.slice %265 [0:2, 2:3, 2:3] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %337 = stablehlo.subtract %334, %336 : tensor<2xf32>
    %338 = stablehlo.slice %265 [0:2, 3:4, 3:4] : (tensor<2x4x4xf32>) -> tensor<2x1x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %340 = stablehlo.add %337, %339 : tensor<2xf32>
    %341 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %342 = stablehlo.broadcast_in_dim %283, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %343 = stablehlo.broadcast_in_dim %290, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %344 = stablehlo.concatenate %341, %342, %343, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %346 = stablehlo.broadcast_in_dim %297, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %347 = stablehlo.broadcast_in_dim %308, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %348 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %349 = stablehlo.concatenate %346, %347, %348, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %351 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %352 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %353 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %354 = stablehlo.concatenate %351, %352, %353, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %356 = stablehlo.concatenate %345, %350, %355, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x3x3xf32>
    %357 = stablehlo.transpose %259, dims = [1, 0, 2] : (tensor<1x2x3xf32>) -> tensor<2x1x3xf32>
    %358 = stablehlo.broadcast_in_dim %260, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<2x1x3xf32>
    %359 = call @_take_16(%2, %arg44) : (tensor<1x0xf32>, tensor<1xi32>) -> tensor<1x0xf32>
    %360 = call @_take_17(%104, %arg44) : (tensor<1x0x3xf32>, tensor<1xi32>) -> tensor<1x0x3xf32>
    %361 = call @_take_17(%105, %arg44) : (tensor<1x0x3xf32>, tensor<1xi32>) -> tensor<1x0x3xf32>
    %362 = call @_take_18(%4, %arg44) : (tensor<1x3xf32>, tensor<1xi32>) -> tensor<1x3xf32>
    %363 = call @_take_19(%5, %arg44) : (tensor<1x4xf32>, tensor<1xi32>) -> tensor<1x4xf32>
    %364 = call @_take_20(%103, %arg44) : (tensor<1x3x3xf32>, tensor<1xi32>) -> tensor<1x3x3xf32>
    %365 = call @_take_21(%arg29, %arg45) : (tensor<4x3xf32>, tensor<1x1xi32>) -> tensor<1x1x3xf32>
    %366 = call @_take_21(%arg31, %arg46) : (tensor<4x3xf32>, tensor<1x1xi32>) -> tensor<1x1x3xf32>
    %367 = call @_take_23(%arg344, %arg47) : (tensor<16xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %368 = call @_take_23(%arg34, %arg48) : (tensor<16xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %369 = stablehlo.slice %arg36 [3:4, 0:3] : (tensor<5x3xf32>) -> tensor<1x3xf32>
    %370 = stablehlo.slice %arg37 [3:4, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %371 = stablehlo.slice %363 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %372 = stablehlo.reshape %371 : (tensor<1x1xf32>) -> tensor<1xf32>
    %373 = stablehlo.slice %363 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %374 = stablehlo.dot_general %373, %369, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %377 = stablehlo.multiply %376, %373 : tensor<1x3xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<1x3xf32>
    %380 = stablehlo.multiply %372, %372 : tensor<1xf32>
    %381 = stablehlo.dot_general %373, %373, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %382 = stablehlo.subtract %380, %381 : tensor<1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %385 = stablehlo.multiply %384, %369 : tensor<1x3xf32>
    %386 = stablehlo.add %379, %385 : tensor<1x3xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %388 = stablehlo.multiply %387, %372 : tensor<1xf32>
    %389 = call @cross_24(%373, %369) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %390 = stablehlo.broadcast_in_dim %388, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %392 = stablehlo.multiply %391, %389 : tensor<1x3xf32>
    %393 = stablehlo.add %386, %392 : tensor<1x3xf32>
    %394 = stablehlo.add %362, %393 : tensor<1x3xf32>
    %395 = stablehlo.slice %363 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<1x1xf32>) -> tensor<1xf32>
    %397 = stablehlo.slice %370 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1xf32>) -> tensor<1xf32>
    %399 = stablehlo.multiply %396, %398 : tensor<1xf32>
    %400 = stablehlo.slice %363 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %401 = stablehlo.reshape %400 : (tensor<1x1xf32>) -> tensor<1xf32>
    %402 = stablehlo.slice %370 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %403 = stablehlo.reshape %402 : (tensor<1x1xf32>) -> tensor<1xf32>
    %404 = stablehlo.multiply %401, %403 : tensor<1xf32>
    %405 = stablehlo.subtract %399, %404 : tensor<1xf32>
    %406 = stablehlo.slice %363 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x1xf32>) -> tensor<1xf32>
    %408 = stablehlo.slice %370 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %409 = stablehlo.reshape %408 : (tensor<1x1xf32>) -> tensor<1xf32>
    %410 = stablehlo.multiply %407, %409 : tensor<1xf32>
    %411 = stablehlo.subtract %405, %410 : tensor<1xf32>
    %412 = stablehlo.slice %363 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x1xf32>) -> tensor<1xf32>
    %414 = stablehlo.slice %370 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x1xf32>) -> tensor<1xf32>
    %416 = stablehlo.multiply %413, %415 : tensor<1xf32>
    %417 = stablehlo.subtract %411, %416 : tensor<1xf32>
    %418 = stablehlo.slice %363 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x1xf32>) -> tensor<1xf32>
    %420 = stablehlo.slice %370 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %421 = stablehlo.reshape %420 : (tensor<1x1xf32>) -> tensor<1xf32>
    %422 = stablehlo.multiply %419, %421 : tensor<1xf32>
    %423 = stablehlo.slice %363 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x1xf32>) -> tensor<1xf32>
    %425 = stablehlo.slice %370 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %426 = stablehlo.reshape %425 : (tensor<1x1xf32>) -> tensor<1xf32>
    %427 = stablehlo.multiply %424, %426 : tensor<1xf32>
    %428 = stablehlo.add %422, %427 : tensor<1xf32>
    %429 = stablehlo.slice %363 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %430 = stablehlo.reshape %429 : (tensor<1x1xf32>) -> tensor<1xf32>
    %431 = stablehlo.slice %370 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %432 = stablehlo.reshape %431 : (tensor<1x1xf32>) -> tensor<1xf32>
    %433 = stablehlo.multiply %430, %432 : tensor<1xf32>
    %434 = stablehlo.add %428, %433 : tensor<1xf32>
    %435 = stablehlo.slice %363 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %436 = stablehlo.reshape %435 : (tensor<1x1xf32>) -> tensor<1xf32>
    %437 = stablehlo.slice %370 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %438 = stablehlo.reshape %437 : (tensor<1x1xf32>) -> tensor<1xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<1xf32>
    %440 = stablehlo.subtract %434, %439 : tensor<1xf32>
    %441 = stablehlo.slice %363 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %442 = stablehlo.reshape %441 : (tensor<1x1xf32>) -> tensor<1xf32>
    %443 = stablehlo.slice %370 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x1xf32>) -> tensor<1xf32>
    %445 = stablehlo.multiply %442, %444 : tensor<1xf32>
    %446 = stablehlo.slice %363 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %447 = stablehlo.reshape %446 : (tensor<1x1xf32>) -> tensor<1xf32>
    %448 = stablehlo.slice %370 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<1x1xf32>) -> tensor<1xf32>
    %450 = stablehlo.multiply %447, %449 : tensor<1xf32>
    %451 = stablehlo.subtract %445, %450 : tensor<1xf32>
    %452 = stablehlo.slice %363 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %453 = stablehlo.reshape %452 : (tensor<1x1xf32>) -> tensor<1xf32>
    %454 = stablehlo.slice %370 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %455 = stablehlo.reshape %454 : (tensor<1x1xf32>) -> tensor<1xf32>
    %456 = stablehlo.multiply %453, %455 : tensor<1xf32>
    %457 = stablehlo.add %451, %456 : tensor<1xf32>
    %458 = stablehlo.slice %363 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %459 = stablehlo.reshape %458 : (tensor<1x1xf32>) -> tensor<1xf32>
    %460 = stablehlo.slice %370 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %461 = stablehlo.reshape %460 : (tensor<1x1xf32>) -> tensor<1xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<1xf32>
    %463 = stablehlo.add %457, %462 : tensor<1xf32>
    %464 = stablehlo.slice %363 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %465 = stablehlo.reshape %464 : (tensor<1x1xf32>) -> tensor<1xf32>
    %466 = stablehlo.slice %370 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %467 = stablehlo.reshape %466 : (tensor<1x1xf32>) -> tensor<1xf32>
    %468 = stablehlo.multiply %465, %467 : tensor<1xf32>
    %469 = stablehlo.slice %363 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %470 = stablehlo.reshape %469 : (tensor<1x1xf32>) -> tensor<1xf32>
    %471 = stablehlo.slice %370 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %472 = stablehlo.reshape %471 : (tensor<1x1xf32>) -> tensor<1xf32>
    %473 = stablehlo.multiply %470, %472 : tensor<1xf32>
    %474 = stablehlo.add %468, %473 : tensor<1xf32>
    %475 = stablehlo.slice %363 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %476 = stablehlo.reshape %475 : (tensor<1x1xf32>) -> tensor<1xf32>
    %477 = stablehlo.slice %370 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %478 = stablehlo.reshape %477 : (tensor<1x1xf32>) -> tensor<1xf32>
    %479 = stablehlo.multiply %476, %478 : tensor<1xf32>
    %480 = stablehlo.subtract %474, %479 : tensor<1xf32>
    %481 = stablehlo.slice %363 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %482 = stablehlo.reshape %481 : (tensor<1x1xf32>) -> tensor<1xf32>
    %483 = stablehlo.slice %370 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<1x1xf32>) -> tensor<1xf32>
    %485 = stablehlo.multiply %482, %484 : tensor<1xf32>
    %486 = stablehlo.add %480, %485 : tensor<1xf32>
    %487 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %488 = stablehlo.broadcast_in_dim %440, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %489 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %490 = stablehlo.broadcast_in_dim %486, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %491 = stablehlo.concatenate %487, %488, %489, %490, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x4xf32>
    %492 = stablehlo.reshape %365 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %493 = stablehlo.slice %491 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %494 = stablehlo.reshape %493 : (tensor<1x1xf32>) -> tensor<1xf32>
    %495 = stablehlo.slice %491 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %496 = stablehlo.dot_general %495, %492, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %499 = stablehlo.multiply %498, %495 : tensor<1x3xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %501 = stablehlo.multiply %500, %499 : tensor<1x3xf32>
    %502 = stablehlo.multiply %494, %494 : tensor<1xf32>
    %503 = stablehlo.dot_general %495, %495, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %504 = stablehlo.subtract %502, %503 : tensor<1xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %507 = stablehlo.multiply %506, %492 : tensor<1x3xf32>
    %508 = stablehlo.add %501, %507 : tensor<1x3xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %510 = stablehlo.multiply %509, %494 : tensor<1xf32>
    %511 = call @cross_24(%495, %492) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %512 = stablehlo.broadcast_in_dim %510, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %514 = stablehlo.multiply %513, %511 : tensor<1x3xf32>
    %515 = stablehlo.add %508, %514 : tensor<1x3xf32>
    %516 = stablehlo.add %515, %394 : tensor<1x3xf32>
    %517 = stablehlo.reshape %366 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %518 = stablehlo.slice %491 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1xf32>) -> tensor<1xf32>
    %520 = stablehlo.slice %491 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %521 = stablehlo.dot_general %520, %517, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %524 = stablehlo.multiply %523, %520 : tensor<1x3xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %526 = stablehlo.multiply %525, %524 : tensor<1x3xf32>
    %527 = stablehlo.multiply %519, %519 : tensor<1xf32>
    %528 = stablehlo.dot_general %520, %520, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %529 = stablehlo.subtract %527, %528 : tensor<1xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %532 = stablehlo.multiply %531, %517 : tensor<1x3xf32>
    %533 = stablehlo.add %526, %532 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %535 = stablehlo.multiply %534, %519 : tensor<1xf32>
    %536 = call @cross_24(%520, %517) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %537 = stablehlo.broadcast_in_dim %535, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %539 = stablehlo.multiply %538, %536 : tensor<1x3xf32>
    %540 = stablehlo.add %533, %539 : tensor<1x3xf32>
    %541 = stablehlo.reshape %367 : (tensor<1x1xf32>) -> tensor<1xf32>
    %542 = stablehlo.reshape %368 : (tensor<1x1xf32>) -> tensor<1xf32>
    %543 = stablehlo.subtract %541, %542 : tensor<1xf32>
    %544 = stablehlo.reshape %366 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %546 = stablehlo.multiply %543, %545 : tensor<1xf32>
    %547 = stablehlo.sine %546 : tensor<1xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %549 = stablehlo.multiply %543, %548 : tensor<1xf32>
    %550 = stablehlo.cosine %549 : tensor<1xf32>
    %551 = stablehlo.broadcast_in_dim %547, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %553 = stablehlo.multiply %544, %552 : tensor<1x3xf32>
    %554 = stablehlo.broadcast_in_dim %550, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %555 = stablehlo.reshape %c_28 : (tensor<i32>) -> tensor<1xi32>
    %556 = stablehlo.reshape %555 : (tensor<1xi32>) -> tensor<i32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %559 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %560 = stablehlo.compare LT, %557, %559, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_31 = stablehlo.constant dense<3> : tensor<i32>
    %561 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %562 = stablehlo.add %557, %561 : tensor<1xi32>
    %563 = call @_where_25(%560, %562, %557) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<3> : tensor<i32>
    %564 = call @clip(%563, %c_32, %c_33) : (tensor<1xi32>, tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %565 = call @argsort(%564) : (tensor<1xi32>) -> tensor<1xi32>
    %566 = stablehlo.iota dim = 0 : tensor<1xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %567 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %568 = stablehlo.compare LT, %565, %567, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %569 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %570 = stablehlo.add %565, %569 : tensor<1xi32>
    %571 = stablehlo.select %568, %570, %565 : tensor<1xi1>, tensor<1xi32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %573 = stablehlo.convert %564 : tensor<1xi32>
    %574 = "stablehlo.scatter"(%573, %572, %566) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %575 = stablehlo.convert %574 : tensor<1xi32>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %576 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %577 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %578 = stablehlo.compare LT, %575, %577, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_38 = stablehlo.constant dense<4> : tensor<i32>
    %579 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %580 = stablehlo.add %575, %579 : tensor<1xi32>
    %581 = stablehlo.select %578, %580, %575 : tensor<1xi1>, tensor<1xi32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_39 = stablehlo.constant dense<false> : tensor<i1>
    %583 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %584 = "stablehlo.scatter"(%576, %582, %583) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i1>, %arg401: tensor<i1>):
      stablehlo.return %arg401 : tensor<i1>
    }) : (tensor<4xi1>, tensor<1x1xi32>, tensor<1xi1>) -> tensor<4xi1>
    %585 = call @cumsum(%584) : (tensor<4xi1>) -> tensor<4xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %586 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %587 = call @clip_27(%585, %c_41) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %588 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %589 = stablehlo.compare LT, %587, %588, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_43 = stablehlo.constant dense<3> : tensor<i32>
    %590 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %591 = stablehlo.add %587, %590 : tensor<4xi32>
    %592 = stablehlo.select %589, %591, %587 : tensor<4xi1>, tensor<4xi32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %594 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %595 = "stablehlo.scatter"(%586, %593, %594) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<3xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<3xi32>
    %596 = call @cumsum_28(%595) : (tensor<3xi32>) -> tensor<3xi32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %597 = call @floor_divide(%596, %c_45) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_46 = stablehlo.constant dense<4> : tensor<i32>
    %598 = call @remainder_31(%597, %c_46) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %599 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %600 = stablehlo.compare LT, %575, %599, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_48 = stablehlo.constant dense<4> : tensor<i32>
    %601 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %602 = stablehlo.add %575, %601 : tensor<1xi32>
    %603 = stablehlo.select %600, %602, %575 : tensor<1xi1>, tensor<1xi32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %605 = stablehlo.broadcast_in_dim %558, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %606 = "stablehlo.scatter"(%605, %604, %554) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<1x4xf32>, tensor<1x1xi32>, tensor<1x1xf32>) -> tensor<1x4xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %607 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %608 = stablehlo.compare LT, %598, %607, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_50 = stablehlo.constant dense<4> : tensor<i32>
    %609 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %610 = stablehlo.add %598, %609 : tensor<3xi32>
    %611 = stablehlo.select %608, %610, %598 : tensor<3xi1>, tensor<3xi32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %613 = "stablehlo.scatter"(%606, %612, %553) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<1x4xf32>, tensor<3x1xi32>, tensor<1x3xf32>) -> tensor<1x4xf32>
    %614 = stablehlo.slice %491 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %615 = stablehlo.reshape %614 : (tensor<1x1xf32>) -> tensor<1xf32>
    %616 = stablehlo.slice %613 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %617 = stablehlo.reshape %616 : (tensor<1x1xf32>) -> tensor<1xf32>
    %618 = stablehlo.multiply %615, %617 : tensor<1xf32>
    %619 = stablehlo.slice %491 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %620 = stablehlo.reshape %619 : (tensor<1x1xf32>) -> tensor<1xf32>
    %621 = stablehlo.slice %613 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %622 = stablehlo.reshape %621 : (tensor<1x1xf32>) -> tensor<1xf32>
    %623 = stablehlo.multiply %620, %622 : tensor<1xf32>
    %624 = stablehlo.subtract %618, %623 : tensor<1xf32>
    %625 = stablehlo.slice %491 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x1xf32>) -> tensor<1xf32>
    %627 = stablehlo.slice %613 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %628 = stablehlo.reshape %627 : (tensor<1x1xf32>) -> tensor<1xf32>
    %629 = stablehlo.multiply %626, %628 : tensor<1xf32>
    %630 = stablehlo.subtract %624, %629 : tensor<1xf32>
    %631 = stablehlo.slice %491 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %632 = stablehlo.reshape %631 : (tensor<1x1xf32>) -> tensor<1xf32>
    %633 = stablehlo.slice %613 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %634 = stablehlo.reshape %633 : (tensor<1x1xf32>) -> tensor<1xf32>
    %635 = stablehlo.multiply %632, %634 : tensor<1xf32>
    %636 = stablehlo.subtract %630, %635 : tensor<1xf32>
    %637 = stablehlo.slice %491 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %638 = stablehlo.reshape %637 : (tensor<1x1xf32>) -> tensor<1xf32>
    %639 = stablehlo.slice %613 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x1xf32>) -> tensor<1xf32>
    %641 = stablehlo.multiply %638, %640 : tensor<1xf32>
    %642 = stablehlo.slice %491 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %643 = stablehlo.reshape %642 : (tensor<1x1xf32>) -> tensor<1xf32>
    %644 = stablehlo.slice %613 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %645 = stablehlo.reshape %644 : (tensor<1x1xf32>) -> tensor<1xf32>
    %646 = stablehlo.multiply %643, %645 : tensor<1xf32>
    %647 = stablehlo.add %641, %646 : tensor<1xf32>
    %648 = stablehlo.slice %491 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %649 = stablehlo.reshape %648 : (tensor<1x1xf32>) -> tensor<1xf32>
    %650 = stablehlo.slice %613 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %651 = stablehlo.reshape %650 : (tensor<1x1xf32>) -> tensor<1xf32>
    %652 = stablehlo.multiply %649, %651 : tensor<1xf32>
    %653 = stablehlo.add %647, %652 : tensor<1xf32>
    %654 = stablehlo.slice %491 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %655 = stablehlo.reshape %654 : (tensor<1x1xf32>) -> tensor<1xf32>
    %656 = stablehlo.slice %613 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %657 = stablehlo.reshape %656 : (tensor<1x1xf32>) -> tensor<1xf32>
    %658 = stablehlo.multiply %655, %657 : tensor<1xf32>
    %659 = stablehlo.subtract %653, %658 : tensor<1xf32>
    %660 = stablehlo.slice %491 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %661 = stablehlo.reshape %660 : (tensor<1x1xf32>) -> tensor<1xf32>
    %662 = stablehlo.slice %613 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %663 = stablehlo.reshape %662 : (tensor<1x1xf32>) -> tensor<1xf32>
    %664 = stablehlo.multiply %661, %663 : tensor<1xf32>
    %665 = stablehlo.slice %491 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %666 = stablehlo.reshape %665 : (tensor<1x1xf32>) -> tensor<1xf32>
    %667 = stablehlo.slice %613 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %668 = stablehlo.reshape %667 : (tensor<1x1xf32>) -> tensor<1xf32>
    %669 = stablehlo.multiply %666, %668 : tensor<1xf32>
    %670 = stablehlo.subtract %664, %669 : tensor<1xf32>
    %671 = stablehlo.slice %491 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %672 = stablehlo.reshape %671 : (tensor<1x1xf32>) -> tensor<1xf32>
    %673 = stablehlo.slice %613 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %674 = stablehlo.reshape %673 : (tensor<1x1xf32>) -> tensor<1xf32>
    %675 = stablehlo.multiply %672, %674 : tensor<1xf32>
    %676 = stablehlo.add %670, %675 : tensor<1xf32>
    %677 = stablehlo.slice %491 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %678 = stablehlo.reshape %677 : (tensor<1x1xf32>) -> tensor<1xf32>
    %679 = stablehlo.slice %613 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<1x1xf32>) -> tensor<1xf32>
    %681 = stablehlo.multiply %678, %680 : tensor<1xf32>
    %682 = stablehlo.add %676, %681 : tensor<1xf32>
    %683 = stablehlo.slice %491 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %684 = stablehlo.reshape %683 : (tensor<1x1xf32>) -> tensor<1xf32>
    %685 = stablehlo.slice %613 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %686 = stablehlo.reshape %685 : (tensor<1x1xf32>) -> tensor<1xf32>
    %687 = stablehlo.multiply %684, %686 : tensor<1xf32>
    %688 = stablehlo.slice %491 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x1xf32>) -> tensor<1xf32>
    %690 = stablehlo.slice %613 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x1xf32>) -> tensor<1xf32>
    %692 = stablehlo.multiply %689, %691 : tensor<1xf32>
    %693 = stablehlo.add %687, %692 : tensor<1xf32>
    %694 = stablehlo.slice %491 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %695 = stablehlo.reshape %694 : (tensor<1x1xf32>) -> tensor<1xf32>
    %696 = stablehlo.slice %613 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %697 = stablehlo.reshape %696 : (tensor<1x1xf32>) -> tensor<1xf32>
    %698 = stablehlo.multiply %695, %697 : tensor<1xf32>
    %699 = stablehlo.subtract %693, %698 : tensor<1xf32>
    %700 = stablehlo.slice %491 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %701 = stablehlo.reshape %700 : (tensor<1x1xf32>) -> tensor<1xf32>
    %702 = stablehlo.slice %613 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %703 = stablehlo.reshape %702 : (tensor<1x1xf32>) -> tensor<1xf32>
    %704 = stablehlo.multiply %701, %703 : tensor<1xf32>
    %705 = stablehlo.add %699, %704 : tensor<1xf32>
    %706 = stablehlo.broadcast_in_dim %636, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %707 = stablehlo.broadcast_in_dim %659, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %708 = stablehlo.broadcast_in_dim %682, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %709 = stablehlo.broadcast_in_dim %705, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %710 = stablehlo.concatenate %706, %707, %708, %709, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x4xf32>
    %711 = stablehlo.reshape %365 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %712 = stablehlo.slice %710 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %713 = stablehlo.reshape %712 : (tensor<1x1xf32>) -> tensor<1xf32>
    %714 = stablehlo.slice %710 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %715 = stablehlo.dot_general %714, %711, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %718 = stablehlo.multiply %717, %714 : tensor<1x3xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %720 = stablehlo.multiply %719, %718 : tensor<1x3xf32>
    %721 = stablehlo.multiply %713, %713 : tensor<1xf32>
    %722 = stablehlo.dot_general %714, %714, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %723 = stablehlo.subtract %721, %722 : tensor<1xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %726 = stablehlo.multiply %725, %711 : tensor<1x3xf32>
    %727 = stablehlo.add %720, %726 : tensor<1x3xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %729 = stablehlo.multiply %728, %713 : tensor<1xf32>
    %730 = call @cross_24(%714, %711) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %731 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %733 = stablehlo.multiply %732, %730 : tensor<1x3xf32>
    %734 = stablehlo.add %727, %733 : tensor<1x3xf32>
    %735 = stablehlo.subtract %516, %734 : tensor<1x3xf32>
    %736 = stablehlo.broadcast_in_dim %516, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %737 = stablehlo.broadcast_in_dim %540, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %738 = stablehlo.broadcast_in_dim %710, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %739 = stablehlo.broadcast_in_dim %710, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %740 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x4xf32>
    %741 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<1x4x4xf32>
    %742 = stablehlo.multiply %740, %741 : tensor<1x4x4xf32>
    %743 = stablehlo.slice %742 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %744 = stablehlo.reshape %743 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %745 = stablehlo.slice %742 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %746 = stablehlo.reshape %745 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %747 = stablehlo.add %744, %746 : tensor<1xf32>
    %748 = stablehlo.slice %742 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %749 = stablehlo.reshape %748 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %750 = stablehlo.subtract %747, %749 : tensor<1xf32>
    %751 = stablehlo.slice %742 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %752 = stablehlo.reshape %751 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %753 = stablehlo.subtract %750, %752 : tensor<1xf32>
    %754 = stablehlo.slice %742 [0:1, 1:2, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %755 = stablehlo.reshape %754 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %756 = stablehlo.slice %742 [0:1, 0:1, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %757 = stablehlo.reshape %756 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %758 = stablehlo.subtract %755, %757 : tensor<1xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %760 = stablehlo.multiply %759, %758 : tensor<1xf32>
    %761 = stablehlo.slice %742 [0:1, 1:2, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %762 = stablehlo.reshape %761 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %763 = stablehlo.slice %742 [0:1, 0:1, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %764 = stablehlo.reshape %763 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %765 = stablehlo.add %762, %764 : tensor<1xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %767 = stablehlo.multiply %766, %765 : tensor<1xf32>
    %768 = stablehlo.slice %742 [0:1, 1:2, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %769 = stablehlo.reshape %768 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %770 = stablehlo.slice %742 [0:1, 0:1, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %771 = stablehlo.reshape %770 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %772 = stablehlo.add %769, %771 : tensor<1xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %774 = stablehlo.multiply %773, %772 : tensor<1xf32>
    %775 = stablehlo.slice %742 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %776 = stablehlo.reshape %775 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %777 = stablehlo.slice %742 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %778 = stablehlo.reshape %777 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %779 = stablehlo.subtract %776, %778 : tensor<1xf32>
    %780 = stablehlo.slice %742 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %781 = stablehlo.reshape %780 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %782 = stablehlo.add %779, %781 : tensor<1xf32>
    %783 = stablehlo.slice %742 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %784 = stablehlo.reshape %783 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %785 = stablehlo.subtract %782, %784 : tensor<1xf32>
    %786 = stablehlo.slice %742 [0:1, 2:3, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %787 = stablehlo.reshape %786 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %788 = stablehlo.slice %742 [0:1, 0:1, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %789 = stablehlo.reshape %788 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %790 = stablehlo.subtract %787, %789 : tensor<1xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %792 = stablehlo.multiply %791, %790 : tensor<1xf32>
    %793 = stablehlo.slice %742 [0:1, 1:2, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %794 = stablehlo.reshape %793 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %795 = stablehlo.slice %742 [0:1, 0:1, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %796 = stablehlo.reshape %795 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %797 = stablehlo.subtract %794, %796 : tensor<1xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %799 = stablehlo.multiply %798, %797 : tensor<1xf32>
    %800 = stablehlo.slice %742 [0:1, 2:3, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %801 = stablehlo.reshape %800 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %802 = stablehlo.slice %742 [0:1, 0:1, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %803 = stablehlo.reshape %802 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %804 = stablehlo.add %801, %803 : tensor<1xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %806 = stablehlo.multiply %805, %804 : tensor<1xf32>
    %807 = stablehlo.slice %742 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %808 = stablehlo.reshape %807 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %809 = stablehlo.slice %742 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %810 = stablehlo.reshape %809 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %811 = stablehlo.subtract %808, %810 : tensor<1xf32>
    %812 = stablehlo.slice %742 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %813 = stablehlo.reshape %812 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %814 = stablehlo.subtract %811, %813 : tensor<1xf32>
    %815 = stablehlo.slice %742 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %816 = stablehlo.reshape %815 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %817 = stablehlo.add %814, %816 : tensor<1xf32>
    %818 = stablehlo.broadcast_in_dim %753, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %819 = stablehlo.broadcast_in_dim %760, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %820 = stablehlo.broadcast_in_dim %767, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %821 = stablehlo.concatenate %818, %819, %820, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %823 = stablehlo.broadcast_in_dim %774, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %824 = stablehlo.broadcast_in_dim %785, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %825 = stablehlo.broadcast_in_dim %792, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %826 = stablehlo.concatenate %823, %824, %825, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %828 = stablehlo.broadcast_in_dim %799, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %829 = stablehlo.broadcast_in_dim %806, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %830 = stablehlo.broadcast_in_dim %817, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %831 = stablehlo.concatenate %828, %829, %830, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %833 = stablehlo.concatenate %822, %827, %832, dim = 1 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x3x3xf32>
    %834 = stablehlo.transpose %736, dims = [1, 0, 2] : (tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %835 = stablehlo.transpose %737, dims = [1, 0, 2] : (tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %836 = call @_take_33(%367, %arg49) : (tensor<1x1xf32>, tensor<1xi32>) -> tensor<1x1xf32>
    %837 = call @_take_34(%834, %arg49) : (tensor<1x1x3xf32>, tensor<1xi32>) -> tensor<1x1x3xf32>
    %838 = call @_take_34(%835, %arg49) : (tensor<1x1x3xf32>, tensor<1xi32>) -> tensor<1x1x3xf32>
    %839 = call @_take_18(%735, %arg49) : (tensor<1x3xf32>, tensor<1xi32>) -> tensor<1x3xf32>
    %840 = call @_take_19(%710, %arg49) : (tensor<1x4xf32>, tensor<1xi32>) -> tensor<1x4xf32>
    %841 = call @_take_20(%833, %arg49) : (tensor<1x3x3xf32>, tensor<1xi32>) -> tensor<1x3x3xf32>
    %842 = call @_take_21(%arg29, %arg50) : (tensor<4x3xf32>, tensor<1x1xi32>) -> tensor<1x1x3xf32>
    %843 = call @_take_21(%arg31, %arg51) : (tensor<4x3xf32>, tensor<1x1xi32>) -> tensor<1x1x3xf32>
    %844 = call @_take_23(%arg344, %arg52) : (tensor<16xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %845 = call @_take_23(%arg34, %arg53) : (tensor<16xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %846 = stablehlo.slice %arg36 [4:5, 0:3] : (tensor<5x3xf32>) -> tensor<1x3xf32>
    %847 = stablehlo.slice %arg37 [4:5, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %848 = stablehlo.slice %840 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %849 = stablehlo.reshape %848 : (tensor<1x1xf32>) -> tensor<1xf32>
    %850 = stablehlo.slice %840 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %851 = stablehlo.dot_general %850, %846, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %852 = stablehlo.broadcast_in_dim %851, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %854 = stablehlo.multiply %853, %850 : tensor<1x3xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %856 = stablehlo.multiply %855, %854 : tensor<1x3xf32>
    %857 = stablehlo.multiply %849, %849 : tensor<1xf32>
    %858 = stablehlo.dot_general %850, %850, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %859 = stablehlo.subtract %857, %858 : tensor<1xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %862 = stablehlo.multiply %861, %846 : tensor<1x3xf32>
    %863 = stablehlo.add %856, %862 : tensor<1x3xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %865 = stablehlo.multiply %864, %849 : tensor<1xf32>
    %866 = call @cross_24(%850, %846) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %867 = stablehlo.broadcast_in_dim %865, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %869 = stablehlo.multiply %868, %866 : tensor<1x3xf32>
    %870 = stablehlo.add %863, %869 : tensor<1x3xf32>
    %871 = stablehlo.add %839, %870 : tensor<1x3xf32>
    %872 = stablehlo.slice %840 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %873 = stablehlo.reshape %872 : (tensor<1x1xf32>) -> tensor<1xf32>
    %874 = stablehlo.slice %847 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %875 = stablehlo.reshape %874 : (tensor<1x1xf32>) -> tensor<1xf32>
    %876 = stablehlo.multiply %873, %875 : tensor<1xf32>
    %877 = stablehlo.slice %840 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %878 = stablehlo.reshape %877 : (tensor<1x1xf32>) -> tensor<1xf32>
    %879 = stablehlo.slice %847 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %880 = stablehlo.reshape %879 : (tensor<1x1xf32>) -> tensor<1xf32>
    %881 = stablehlo.multiply %878, %880 : tensor<1xf32>
    %882 = stablehlo.subtract %876, %881 : tensor<1xf32>
    %883 = stablehlo.slice %840 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %884 = stablehlo.reshape %883 : (tensor<1x1xf32>) -> tensor<1xf32>
    %885 = stablehlo.slice %847 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %886 = stablehlo.reshape %885 : (tensor<1x1xf32>) -> tensor<1xf32>
    %887 = stablehlo.multiply %884, %886 : tensor<1xf32>
    %888 = stablehlo.subtract %882, %887 : tensor<1xf32>
    %889 = stablehlo.slice %840 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %890 = stablehlo.reshape %889 : (tensor<1x1xf32>) -> tensor<1xf32>
    %891 = stablehlo.slice %847 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %892 = stablehlo.reshape %891 : (tensor<1x1xf32>) -> tensor<1xf32>
    %893 = stablehlo.multiply %890, %892 : tensor<1xf32>
    %894 = stablehlo.subtract %888, %893 : tensor<1xf32>
    %895 = stablehlo.slice %840 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %896 = stablehlo.reshape %895 : (tensor<1x1xf32>) -> tensor<1xf32>
    %897 = stablehlo.slice %847 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %898 = stablehlo.reshape %897 : (tensor<1x1xf32>) -> tensor<1xf32>
    %899 = stablehlo.multiply %896, %898 : tensor<1xf32>
    %900 = stablehlo.slice %840 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %901 = stablehlo.reshape %900 : (tensor<1x1xf32>) -> tensor<1xf32>
    %902 = stablehlo.slice %847 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %903 = stablehlo.reshape %902 : (tensor<1x1xf32>) -> tensor<1xf32>
    %904 = stablehlo.multiply %901, %903 : tensor<1xf32>
    %905 = stablehlo.add %899, %904 : tensor<1xf32>
    %906 = stablehlo.slice %840 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %907 = stablehlo.reshape %906 : (tensor<1x1xf32>) -> tensor<1xf32>
    %908 = stablehlo.slice %847 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %909 = stablehlo.reshape %908 : (tensor<1x1xf32>) -> tensor<1xf32>
    %910 = stablehlo.multiply %907, %909 : tensor<1xf32>
    %911 = stablehlo.add %905, %910 : tensor<1xf32>
    %912 = stablehlo.slice %840 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %913 = stablehlo.reshape %912 : (tensor<1x1xf32>) -> tensor<1xf32>
    %914 = stablehlo.slice %847 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %915 = stablehlo.reshape %914 : (tensor<1x1xf32>) -> tensor<1xf32>
    %916 = stablehlo.multiply %913, %915 : tensor<1xf32>
    %917 = stablehlo.subtract %911, %916 : tensor<1xf32>
    %918 = stablehlo.slice %840 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %919 = stablehlo.reshape %918 : (tensor<1x1xf32>) -> tensor<1xf32>
    %920 = stablehlo.slice %847 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %921 = stablehlo.reshape %920 : (tensor<1x1xf32>) -> tensor<1xf32>
    %922 = stablehlo.multiply %919, %921 : tensor<1xf32>
    %923 = stablehlo.slice %840 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %924 = stablehlo.reshape %923 : (tensor<1x1xf32>) -> tensor<1xf32>
    %925 = stablehlo.slice %847 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %926 = stablehlo.reshape %925 : (tensor<1x1xf32>) -> tensor<1xf32>
    %927 = stablehlo.multiply %924, %926 : tensor<1xf32>
    %928 = stablehlo.subtract %922, %927 : tensor<1xf32>
    %929 = stablehlo.slice %840 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %930 = stablehlo.reshape %929 : (tensor<1x1xf32>) -> tensor<1xf32>
    %931 = stablehlo.slice %847 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %932 = stablehlo.reshape %931 : (tensor<1x1xf32>) -> tensor<1xf32>
    %933 = stablehlo.multiply %930, %932 : tensor<1xf32>
    %934 = stablehlo.add %928, %933 : tensor<1xf32>
    %935 = stablehlo.slice %840 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %936 = stablehlo.reshape %935 : (tensor<1x1xf32>) -> tensor<1xf32>
    %937 = stablehlo.slice %847 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %938 = stablehlo.reshape %937 : (tensor<1x1xf32>) -> tensor<1xf32>
    %939 = stablehlo.multiply %936, %938 : tensor<1xf32>
    %940 = stablehlo.add %934, %939 : tensor<1xf32>
    %941 = stablehlo.slice %840 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %942 = stablehlo.reshape %941 : (tensor<1x1xf32>) -> tensor<1xf32>
    %943 = stablehlo.slice %847 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %944 = stablehlo.reshape %943 : (tensor<1x1xf32>) -> tensor<1xf32>
    %945 = stablehlo.multiply %942, %944 : tensor<1xf32>
    %946 = stablehlo.slice %840 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %947 = stablehlo.reshape %946 : (tensor<1x1xf32>) -> tensor<1xf32>
    %948 = stablehlo.slice %847 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %949 = stablehlo.reshape %948 : (tensor<1x1xf32>) -> tensor<1xf32>
    %950 = stablehlo.multiply %947, %949 : tensor<1xf32>
    %951 = stablehlo.add %945, %950 : tensor<1xf32>
    %952 = stablehlo.slice %840 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %953 = stablehlo.reshape %952 : (tensor<1x1xf32>) -> tensor<1xf32>
    %954 = stablehlo.slice %847 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %955 = stablehlo.reshape %954 : (tensor<1x1xf32>) -> tensor<1xf32>
    %956 = stablehlo.multiply %953, %955 : tensor<1xf32>
    %957 = stablehlo.subtract %951, %956 : tensor<1xf32>
    %958 = stablehlo.slice %840 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %959 = stablehlo.reshape %958 : (tensor<1x1xf32>) -> tensor<1xf32>
    %960 = stablehlo.slice %847 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %961 = stablehlo.reshape %960 : (tensor<1x1xf32>) -> tensor<1xf32>
    %962 = stablehlo.multiply %959, %961 : tensor<1xf32>
    %963 = stablehlo.add %957, %962 : tensor<1xf32>
    %964 = stablehlo.broadcast_in_dim %894, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %965 = stablehlo.broadcast_in_dim %917, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %966 = stablehlo.broadcast_in_dim %940, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %967 = stablehlo.broadcast_in_dim %963, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %968 = stablehlo.concatenate %964, %965, %966, %967, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x4xf32>
    %969 = stablehlo.reshape %842 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %970 = stablehlo.slice %968 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %971 = stablehlo.reshape %970 : (tensor<1x1xf32>) -> tensor<1xf32>
    %972 = stablehlo.slice %968 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %973 = stablehlo.dot_general %972, %969, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %976 = stablehlo.multiply %975, %972 : tensor<1x3xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<1x3xf32>
    %979 = stablehlo.multiply %971, %971 : tensor<1xf32>
    %980 = stablehlo.dot_general %972, %972, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %981 = stablehlo.subtract %979, %980 : tensor<1xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %984 = stablehlo.multiply %983, %969 : tensor<1x3xf32>
    %985 = stablehlo.add %978, %984 : tensor<1x3xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %987 = stablehlo.multiply %986, %971 : tensor<1xf32>
    %988 = call @cross_24(%972, %969) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %989 = stablehlo.broadcast_in_dim %987, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %990 = stablehlo.broadcast_in_dim %989, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %991 = stablehlo.multiply %990, %988 : tensor<1x3xf32>
    %992 = stablehlo.add %985, %991 : tensor<1x3xf32>
    %993 = stablehlo.add %992, %871 : tensor<1x3xf32>
    %994 = stablehlo.reshape %843 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %995 = stablehlo.slice %968 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %996 = stablehlo.reshape %995 : (tensor<1x1xf32>) -> tensor<1xf32>
    %997 = stablehlo.slice %968 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %998 = stablehlo.dot_general %997, %994, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1001 = stablehlo.multiply %1000, %997 : tensor<1x3xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %1003 = stablehlo.multiply %1002, %1001 : tensor<1x3xf32>
    %1004 = stablehlo.multiply %996, %996 : tensor<1xf32>
    %1005 = stablehlo.dot_general %997, %997, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %1006 = stablehlo.subtract %1004, %1005 : tensor<1xf32>
    %1007 = stablehlo.broadcast_in_dim %1006, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1009 = stablehlo.multiply %1008, %994 : tensor<1x3xf32>
    %1010 = stablehlo.add %1003, %1009 : tensor<1x3xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1012 = stablehlo.multiply %1011, %996 : tensor<1xf32>
    %1013 = call @cross_24(%997, %994) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %1014 = stablehlo.broadcast_in_dim %1012, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1016 = stablehlo.multiply %1015, %1013 : tensor<1x3xf32>
    %1017 = stablehlo.add %1010, %1016 : tensor<1x3xf32>
    %1018 = stablehlo.reshape %844 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1019 = stablehlo.reshape %845 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1020 = stablehlo.subtract %1018, %1019 : tensor<1xf32>
    %1021 = stablehlo.reshape %843 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1023 = stablehlo.multiply %1020, %1022 : tensor<1xf32>
    %1024 = stablehlo.sine %1023 : tensor<1xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1026 = stablehlo.multiply %1020, %1025 : tensor<1xf32>
    %1027 = stablehlo.cosine %1026 : tensor<1xf32>
    %1028 = stablehlo.broadcast_in_dim %1024, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1029 = stablehlo.broadcast_in_dim %1028, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1030 = stablehlo.multiply %1021, %1029 : tensor<1x3xf32>
    %1031 = stablehlo.broadcast_in_dim %1027, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %1032 = stablehlo.reshape %c_67 : (tensor<i32>) -> tensor<1xi32>
    %1033 = stablehlo.reshape %1032 : (tensor<1xi32>) -> tensor<i32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %1036 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1037 = stablehlo.compare LT, %1034, %1036, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_70 = stablehlo.constant dense<3> : tensor<i32>
    %1038 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1039 = stablehlo.add %1034, %1038 : tensor<1xi32>
    %1040 = call @_where_25(%1037, %1039, %1034) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %c_72 = stablehlo.constant dense<3> : tensor<i32>
    %1041 = call @clip(%1040, %c_71, %c_72) : (tensor<1xi32>, tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %1042 = call @argsort(%1041) : (tensor<1xi32>) -> tensor<1xi32>
    %1043 = stablehlo.iota dim = 0 : tensor<1xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %1044 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1045 = stablehlo.compare LT, %1042, %1044, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %1046 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1047 = stablehlo.add %1042, %1046 : tensor<1xi32>
    %1048 = stablehlo.select %1045, %1047, %1042 : tensor<1xi1>, tensor<1xi32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1050 = stablehlo.convert %1041 : tensor<1xi32>
    %1051 = "stablehlo.scatter"(%1050, %1049, %1043) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %1052 = stablehlo.convert %1051 : tensor<1xi32>
    %c_75 = stablehlo.constant dense<true> : tensor<i1>
    %1053 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %1054 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1055 = stablehlo.compare LT, %1052, %1054, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_77 = stablehlo.constant dense<4> : tensor<i32>
    %1056 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1057 = stablehlo.add %1052, %1056 : tensor<1xi32>
    %1058 = stablehlo.select %1055, %1057, %1052 : tensor<1xi1>, tensor<1xi32>
    %1059 = stablehlo.broadcast_in_dim %1058, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_78 = stablehlo.constant dense<false> : tensor<i1>
    %1060 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %1061 = "stablehlo.scatter"(%1053, %1059, %1060) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i1>, %arg401: tensor<i1>):
      stablehlo.return %arg401 : tensor<i1>
    }) : (tensor<4xi1>, tensor<1x1xi32>, tensor<1xi1>) -> tensor<4xi1>
    %1062 = call @cumsum(%1061) : (tensor<4xi1>) -> tensor<4xi32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %1063 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %1064 = call @clip_27(%1062, %c_80) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %1065 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1066 = stablehlo.compare LT, %1064, %1065, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_82 = stablehlo.constant dense<3> : tensor<i32>
    %1067 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1068 = stablehlo.add %1064, %1067 : tensor<4xi32>
    %1069 = stablehlo.select %1066, %1068, %1064 : tensor<4xi1>, tensor<4xi32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %1071 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1072 = "stablehlo.scatter"(%1063, %1070, %1071) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<3xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<3xi32>
    %1073 = call @cumsum_28(%1072) : (tensor<3xi32>) -> tensor<3xi32>
    %c_84 = stablehlo.constant dense<1> : tensor<i32>
    %1074 = call @floor_divide(%1073, %c_84) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_85 = stablehlo.constant dense<4> : tensor<i32>
    %1075 = call @remainder_31(%1074, %c_85) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %1076 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1077 = stablehlo.compare LT, %1052, %1076, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_87 = stablehlo.constant dense<4> : tensor<i32>
    %1078 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1079 = stablehlo.add %1052, %1078 : tensor<1xi32>
    %1080 = stablehlo.select %1077, %1079, %1052 : tensor<1xi1>, tensor<1xi32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1082 = stablehlo.broadcast_in_dim %1035, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %1083 = "stablehlo.scatter"(%1082, %1081, %1031) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<1x4xf32>, tensor<1x1xi32>, tensor<1x1xf32>) -> tensor<1x4xf32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %1084 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1085 = stablehlo.compare LT, %1075, %1084, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_89 = stablehlo.constant dense<4> : tensor<i32>
    %1086 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1087 = stablehlo.add %1075, %1086 : tensor<3xi32>
    %1088 = stablehlo.select %1085, %1087, %1075 : tensor<3xi1>, tensor<3xi32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %1090 = "stablehlo.scatter"(%1083, %1089, %1030) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<1x4xf32>, tensor<3x1xi32>, tensor<1x3xf32>) -> tensor<1x4xf32>
    %1091 = stablehlo.slice %968 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1092 = stablehlo.reshape %1091 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1093 = stablehlo.slice %1090 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1094 = stablehlo.reshape %1093 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1095 = stablehlo.multiply %1092, %1094 : tensor<1xf32>
    %1096 = stablehlo.slice %968 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1097 = stablehlo.reshape %1096 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1098 = stablehlo.slice %1090 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1099 = stablehlo.reshape %1098 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<1xf32>
    %1101 = stablehlo.subtract %1095, %1100 : tensor<1xf32>
    %1102 = stablehlo.slice %968 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1103 = stablehlo.reshape %1102 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1104 = stablehlo.slice %1090 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1105 = stablehlo.reshape %1104 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1106 = stablehlo.multiply %1103, %1105 : tensor<1xf32>
    %1107 = stablehlo.subtract %1101, %1106 : tensor<1xf32>
    %1108 = stablehlo.slice %968 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1109 = stablehlo.reshape %1108 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1110 = stablehlo.slice %1090 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1111 = stablehlo.reshape %1110 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1112 = stablehlo.multiply %1109, %1111 : tensor<1xf32>
    %1113 = stablehlo.subtract %1107, %1112 : tensor<1xf32>
    %1114 = stablehlo.slice %968 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1116 = stablehlo.slice %1090 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1117 = stablehlo.reshape %1116 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1118 = stablehlo.multiply %1115, %1117 : tensor<1xf32>
    %1119 = stablehlo.slice %968 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1120 = stablehlo.reshape %1119 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1121 = stablehlo.slice %1090 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1122 = stablehlo.reshape %1121 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1123 = stablehlo.multiply %1120, %1122 : tensor<1xf32>
    %1124 = stablehlo.add %1118, %1123 : tensor<1xf32>
    %1125 = stablehlo.slice %968 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1126 = stablehlo.reshape %1125 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1127 = stablehlo.slice %1090 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1128 = stablehlo.reshape %1127 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1129 = stablehlo.multiply %1126, %1128 : tensor<1xf32>
    %1130 = stablehlo.add %1124, %1129 : tensor<1xf32>
    %1131 = stablehlo.slice %968 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1132 = stablehlo.reshape %1131 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1133 = stablehlo.slice %1090 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1134 = stablehlo.reshape %1133 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1135 = stablehlo.multiply %1132, %1134 : tensor<1xf32>
    %1136 = stablehlo.subtract %1130, %1135 : tensor<1xf32>
    %1137 = stablehlo.slice %968 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1138 = stablehlo.reshape %1137 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1139 = stablehlo.slice %1090 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1140 = stablehlo.reshape %1139 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1141 = stablehlo.multiply %1138, %1140 : tensor<1xf32>
    %1142 = stablehlo.slice %968 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1143 = stablehlo.reshape %1142 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1144 = stablehlo.slice %1090 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1146 = stablehlo.multiply %1143, %1145 : tensor<1xf32>
    %1147 = stablehlo.subtract %1141, %1146 : tensor<1xf32>
    %1148 = stablehlo.slice %968 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1149 = stablehlo.reshape %1148 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1150 = stablehlo.slice %1090 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1151 = stablehlo.reshape %1150 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1152 = stablehlo.multiply %1149, %1151 : tensor<1xf32>
    %1153 = stablehlo.add %1147, %1152 : tensor<1xf32>
    %1154 = stablehlo.slice %968 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1156 = stablehlo.slice %1090 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1158 = stablehlo.multiply %1155, %1157 : tensor<1xf32>
    %1159 = stablehlo.add %1153, %1158 : tensor<1xf32>
    %1160 = stablehlo.slice %968 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1161 = stablehlo.reshape %1160 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1162 = stablehlo.slice %1090 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1163 = stablehlo.reshape %1162 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1164 = stablehlo.multiply %1161, %1163 : tensor<1xf32>
    %1165 = stablehlo.slice %968 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1166 = stablehlo.reshape %1165 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1167 = stablehlo.slice %1090 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1168 = stablehlo.reshape %1167 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1169 = stablehlo.multiply %1166, %1168 : tensor<1xf32>
    %1170 = stablehlo.add %1164, %1169 : tensor<1xf32>
    %1171 = stablehlo.slice %968 [0:1, 2:3] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1172 = stablehlo.reshape %1171 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1173 = stablehlo.slice %1090 [0:1, 1:2] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1174 = stablehlo.reshape %1173 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1175 = stablehlo.multiply %1172, %1174 : tensor<1xf32>
    %1176 = stablehlo.subtract %1170, %1175 : tensor<1xf32>
    %1177 = stablehlo.slice %968 [0:1, 3:4] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1178 = stablehlo.reshape %1177 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1179 = stablehlo.slice %1090 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1180 = stablehlo.reshape %1179 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1181 = stablehlo.multiply %1178, %1180 : tensor<1xf32>
    %1182 = stablehlo.add %1176, %1181 : tensor<1xf32>
    %1183 = stablehlo.broadcast_in_dim %1113, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1184 = stablehlo.broadcast_in_dim %1136, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1185 = stablehlo.broadcast_in_dim %1159, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1186 = stablehlo.broadcast_in_dim %1182, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1187 = stablehlo.concatenate %1183, %1184, %1185, %1186, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x4xf32>
    %1188 = stablehlo.reshape %842 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %1189 = stablehlo.slice %1187 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
    %1190 = stablehlo.reshape %1189 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1191 = stablehlo.slice %1187 [0:1, 1:4] : (tensor<1x4xf32>) -> tensor<1x3xf32>
    %1192 = stablehlo.dot_general %1191, %1188, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1194 = stablehlo.broadcast_in_dim %1193, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1195 = stablehlo.multiply %1194, %1191 : tensor<1x3xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<1x3xf32>
    %1198 = stablehlo.multiply %1190, %1190 : tensor<1xf32>
    %1199 = stablehlo.dot_general %1191, %1191, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %1200 = stablehlo.subtract %1198, %1199 : tensor<1xf32>
    %1201 = stablehlo.broadcast_in_dim %1200, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1202 = stablehlo.broadcast_in_dim %1201, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1203 = stablehlo.multiply %1202, %1188 : tensor<1x3xf32>
    %1204 = stablehlo.add %1197, %1203 : tensor<1x3xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1206 = stablehlo.multiply %1205, %1190 : tensor<1xf32>
    %1207 = call @cross_24(%1191, %1188) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %1208 = stablehlo.broadcast_in_dim %1206, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1210 = stablehlo.multiply %1209, %1207 : tensor<1x3xf32>
    %1211 = stablehlo.add %1204, %1210 : tensor<1x3xf32>
    %1212 = stablehlo.subtract %993, %1211 : tensor<1x3xf32>
    %1213 = stablehlo.broadcast_in_dim %993, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %1214 = stablehlo.broadcast_in_dim %1017, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %1215 = stablehlo.broadcast_in_dim %1187, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %1216 = stablehlo.broadcast_in_dim %1187, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %1217 = stablehlo.broadcast_in_dim %1215, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x4xf32>
    %1218 = stablehlo.broadcast_in_dim %1216, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<1x4x4xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<1x4x4xf32>
    %1220 = stablehlo.slice %1219 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1221 = stablehlo.reshape %1220 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1222 = stablehlo.slice %1219 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1223 = stablehlo.reshape %1222 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1224 = stablehlo.add %1221, %1223 : tensor<1xf32>
    %1225 = stablehlo.slice %1219 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1226 = stablehlo.reshape %1225 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1227 = stablehlo.subtract %1224, %1226 : tensor<1xf32>
    %1228 = stablehlo.slice %1219 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1229 = stablehlo.reshape %1228 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1230 = stablehlo.subtract %1227, %1229 : tensor<1xf32>
    %1231 = stablehlo.slice %1219 [0:1, 1:2, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1232 = stablehlo.reshape %1231 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1233 = stablehlo.slice %1219 [0:1, 0:1, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1234 = stablehlo.reshape %1233 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1235 = stablehlo.subtract %1232, %1234 : tensor<1xf32>
    %cst_92 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1237 = stablehlo.multiply %1236, %1235 : tensor<1xf32>
    %1238 = stablehlo.slice %1219 [0:1, 1:2, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1240 = stablehlo.slice %1219 [0:1, 0:1, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1241 = stablehlo.reshape %1240 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1242 = stablehlo.add %1239, %1241 : tensor<1xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1244 = stablehlo.multiply %1243, %1242 : tensor<1xf32>
    %1245 = stablehlo.slice %1219 [0:1, 1:2, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1246 = stablehlo.reshape %1245 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1247 = stablehlo.slice %1219 [0:1, 0:1, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1248 = stablehlo.reshape %1247 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1249 = stablehlo.add %1246, %1248 : tensor<1xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1251 = stablehlo.multiply %1250, %1249 : tensor<1xf32>
    %1252 = stablehlo.slice %1219 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1253 = stablehlo.reshape %1252 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1254 = stablehlo.slice %1219 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1256 = stablehlo.subtract %1253, %1255 : tensor<1xf32>
    %1257 = stablehlo.slice %1219 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1258 = stablehlo.reshape %1257 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1259 = stablehlo.add %1256, %1258 : tensor<1xf32>
    %1260 = stablehlo.slice %1219 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1261 = stablehlo.reshape %1260 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1262 = stablehlo.subtract %1259, %1261 : tensor<1xf32>
    %1263 = stablehlo.slice %1219 [0:1, 2:3, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1264 = stablehlo.reshape %1263 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1265 = stablehlo.slice %1219 [0:1, 0:1, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1267 = stablehlo.subtract %1264, %1266 : tensor<1xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1269 = stablehlo.multiply %1268, %1267 : tensor<1xf32>
    %1270 = stablehlo.slice %1219 [0:1, 1:2, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1272 = stablehlo.slice %1219 [0:1, 0:1, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1273 = stablehlo.reshape %1272 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1274 = stablehlo.subtract %1271, %1273 : tensor<1xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1276 = stablehlo.multiply %1275, %1274 : tensor<1xf32>
    %1277 = stablehlo.slice %1219 [0:1, 2:3, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1279 = stablehlo.slice %1219 [0:1, 0:1, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1280 = stablehlo.reshape %1279 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1281 = stablehlo.add %1278, %1280 : tensor<1xf32>
    %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1283 = stablehlo.multiply %1282, %1281 : tensor<1xf32>
    %1284 = stablehlo.slice %1219 [0:1, 0:1, 0:1] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1285 = stablehlo.reshape %1284 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1286 = stablehlo.slice %1219 [0:1, 1:2, 1:2] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1288 = stablehlo.subtract %1285, %1287 : tensor<1xf32>
    %1289 = stablehlo.slice %1219 [0:1, 2:3, 2:3] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1291 = stablehlo.subtract %1288, %1290 : tensor<1xf32>
    %1292 = stablehlo.slice %1219 [0:1, 3:4, 3:4] : (tensor<1x4x4xf32>) -> tensor<1x1x1xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %1294 = stablehlo.add %1291, %1293 : tensor<1xf32>
    %1295 = stablehlo.broadcast_in_dim %1230, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1296 = stablehlo.broadcast_in_dim %1237, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1297 = stablehlo.broadcast_in_dim %1244, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1298 = stablehlo.concatenate %1295, %1296, %1297, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %1299 = stablehlo.broadcast_in_dim %1298, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %1300 = stablehlo.broadcast_in_dim %1251, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1301 = stablehlo.broadcast_in_dim %1262, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1302 = stablehlo.broadcast_in_dim %1269, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1303 = stablehlo.concatenate %1300, %1301, %1302, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %1304 = stablehlo.broadcast_in_dim %1303, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %1305 = stablehlo.broadcast_in_dim %1276, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1306 = stablehlo.broadcast_in_dim %1283, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1307 = stablehlo.broadcast_in_dim %1294, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1308 = stablehlo.concatenate %1305, %1306, %1307, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    %1309 = stablehlo.broadcast_in_dim %1308, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %1310 = stablehlo.concatenate %1299, %1304, %1309, dim = 1 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x3x3xf32>
    %1311 = stablehlo.transpose %1213, dims = [1, 0, 2] : (tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %1312 = stablehlo.transpose %1214, dims = [1, 0, 2] : (tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %1313 = stablehlo.reshape %2 : (tensor<1x0xf32>) -> tensor<0xf32>
    %1314 = stablehlo.reshape %258 : (tensor<2x7xf32>) -> tensor<14xf32>
    %1315 = stablehlo.reshape %367 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1316 = stablehlo.reshape %844 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1317 = stablehlo.concatenate %1313, %1314, %1315, %1316, dim = 0 : (tensor<0xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>
    %1318 = call @_take_35(%1317, %arg54) : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf32>
    %1319 = stablehlo.reshape %104 : (tensor<1x0x3xf32>) -> tensor<0x3xf32>
    %1320 = stablehlo.reshape %357 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %1321 = stablehlo.reshape %834 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %1322 = stablehlo.reshape %1311 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %1323 = stablehlo.concatenate %1319, %1320, %1321, %1322, dim = 0 : (tensor<0x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
    %1324 = call @_take_37(%1323, %arg55) : (tensor<4x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
    %1325 = stablehlo.reshape %105 : (tensor<1x0x3xf32>) -> tensor<0x3xf32>
    %1326 = stablehlo.reshape %358 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %1327 = stablehlo.reshape %835 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %1328 = stablehlo.reshape %1312 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %1329 = stablehlo.concatenate %1325, %1326, %1327, %1328, dim = 0 : (tensor<0x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
    %1330 = call @_take_37(%1329, %arg56) : (tensor<4x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
    %1331 = stablehlo.concatenate %4, %240, %735, %1212, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<5x3xf32>
    %1332 = call @_take_39(%1331, %arg57) : (tensor<5x3xf32>, tensor<5xi32>) -> tensor<5x3xf32>
    %1333 = stablehlo.concatenate %5, %256, %710, %1187, dim = 0 : (tensor<1x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    %1334 = call @_take_41(%1333, %arg58) : (tensor<5x4xf32>, tensor<5xi32>) -> tensor<5x4xf32>
    %1335 = stablehlo.concatenate %103, %356, %833, %1310, dim = 0 : (tensor<1x3x3xf32>, tensor<2x3x3xf32>, tensor<1x3x3xf32>, tensor<1x3x3xf32>) -> tensor<5x3x3xf32>
    %1336 = call @_take_42(%1335, %arg59) : (tensor<5x3x3xf32>, tensor<5xi32>) -> tensor<5x3x3xf32>
    %1337 = stablehlo.slice %1334 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1339 = stablehlo.slice %1334 [0:5, 1:4] : (tensor<5x4xf32>) -> tensor<5x3xf32>
    %1340 = stablehlo.dot_general %1339, %arg60, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %1341 = stablehlo.broadcast_in_dim %1340, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1342 = stablehlo.broadcast_in_dim %1341, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1343 = stablehlo.multiply %1342, %1339 : tensor<5x3xf32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1345 = stablehlo.multiply %1344, %1343 : tensor<5x3xf32>
    %1346 = stablehlo.multiply %1338, %1338 : tensor<5xf32>
    %1347 = stablehlo.dot_general %1339, %1339, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %1348 = stablehlo.subtract %1346, %1347 : tensor<5xf32>
    %1349 = stablehlo.broadcast_in_dim %1348, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1350 = stablehlo.broadcast_in_dim %1349, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1351 = stablehlo.multiply %1350, %arg60 : tensor<5x3xf32>
    %1352 = stablehlo.add %1345, %1351 : tensor<5x3xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1354 = stablehlo.multiply %1353, %1338 : tensor<5xf32>
    %1355 = call @cross_43(%1339, %arg60) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %1356 = stablehlo.broadcast_in_dim %1354, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1357 = stablehlo.broadcast_in_dim %1356, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1358 = stablehlo.multiply %1357, %1355 : tensor<5x3xf32>
    %1359 = stablehlo.add %1352, %1358 : tensor<5x3xf32>
    %1360 = stablehlo.add %1332, %1359 : tensor<5x3xf32>
    %1361 = stablehlo.slice %1334 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1363 = stablehlo.slice %arg61 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1364 = stablehlo.reshape %1363 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1365 = stablehlo.multiply %1362, %1364 : tensor<5xf32>
    %1366 = stablehlo.slice %1334 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1367 = stablehlo.reshape %1366 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1368 = stablehlo.slice %arg61 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1369 = stablehlo.reshape %1368 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1370 = stablehlo.multiply %1367, %1369 : tensor<5xf32>
    %1371 = stablehlo.subtract %1365, %1370 : tensor<5xf32>
    %1372 = stablehlo.slice %1334 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1373 = stablehlo.reshape %1372 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1374 = stablehlo.slice %arg61 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1375 = stablehlo.reshape %1374 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1376 = stablehlo.multiply %1373, %1375 : tensor<5xf32>
    %1377 = stablehlo.subtract %1371, %1376 : tensor<5xf32>
    %1378 = stablehlo.slice %1334 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1379 = stablehlo.reshape %1378 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1380 = stablehlo.slice %arg61 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1381 = stablehlo.reshape %1380 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1382 = stablehlo.multiply %1379, %1381 : tensor<5xf32>
    %1383 = stablehlo.subtract %1377, %1382 : tensor<5xf32>
    %1384 = stablehlo.slice %1334 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1386 = stablehlo.slice %arg61 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1387 = stablehlo.reshape %1386 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1388 = stablehlo.multiply %1385, %1387 : tensor<5xf32>
    %1389 = stablehlo.slice %1334 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1390 = stablehlo.reshape %1389 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1391 = stablehlo.slice %arg61 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1393 = stablehlo.multiply %1390, %1392 : tensor<5xf32>
    %1394 = stablehlo.add %1388, %1393 : tensor<5xf32>
    %1395 = stablehlo.slice %1334 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1396 = stablehlo.reshape %1395 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1397 = stablehlo.slice %arg61 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1399 = stablehlo.multiply %1396, %1398 : tensor<5xf32>
    %1400 = stablehlo.add %1394, %1399 : tensor<5xf32>
    %1401 = stablehlo.slice %1334 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1402 = stablehlo.reshape %1401 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1403 = stablehlo.slice %arg61 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1405 = stablehlo.multiply %1402, %1404 : tensor<5xf32>
    %1406 = stablehlo.subtract %1400, %1405 : tensor<5xf32>
    %1407 = stablehlo.slice %1334 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1408 = stablehlo.reshape %1407 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1409 = stablehlo.slice %arg61 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1411 = stablehlo.multiply %1408, %1410 : tensor<5xf32>
    %1412 = stablehlo.slice %1334 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1413 = stablehlo.reshape %1412 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1414 = stablehlo.slice %arg61 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1415 = stablehlo.reshape %1414 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1416 = stablehlo.multiply %1413, %1415 : tensor<5xf32>
    %1417 = stablehlo.subtract %1411, %1416 : tensor<5xf32>
    %1418 = stablehlo.slice %1334 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1420 = stablehlo.slice %arg61 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1421 = stablehlo.reshape %1420 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1422 = stablehlo.multiply %1419, %1421 : tensor<5xf32>
    %1423 = stablehlo.add %1417, %1422 : tensor<5xf32>
    %1424 = stablehlo.slice %1334 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1426 = stablehlo.slice %arg61 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1427 = stablehlo.reshape %1426 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1428 = stablehlo.multiply %1425, %1427 : tensor<5xf32>
    %1429 = stablehlo.add %1423, %1428 : tensor<5xf32>
    %1430 = stablehlo.slice %1334 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1432 = stablehlo.slice %arg61 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1433 = stablehlo.reshape %1432 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1434 = stablehlo.multiply %1431, %1433 : tensor<5xf32>
    %1435 = stablehlo.slice %1334 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1436 = stablehlo.reshape %1435 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1437 = stablehlo.slice %arg61 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1438 = stablehlo.reshape %1437 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1439 = stablehlo.multiply %1436, %1438 : tensor<5xf32>
    %1440 = stablehlo.add %1434, %1439 : tensor<5xf32>
    %1441 = stablehlo.slice %1334 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1442 = stablehlo.reshape %1441 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1443 = stablehlo.slice %arg61 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1444 = stablehlo.reshape %1443 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1445 = stablehlo.multiply %1442, %1444 : tensor<5xf32>
    %1446 = stablehlo.subtract %1440, %1445 : tensor<5xf32>
    %1447 = stablehlo.slice %1334 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1448 = stablehlo.reshape %1447 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1449 = stablehlo.slice %arg61 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1450 = stablehlo.reshape %1449 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1451 = stablehlo.multiply %1448, %1450 : tensor<5xf32>
    %1452 = stablehlo.add %1446, %1451 : tensor<5xf32>
    %1453 = stablehlo.broadcast_in_dim %1383, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1454 = stablehlo.broadcast_in_dim %1406, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1455 = stablehlo.broadcast_in_dim %1429, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1456 = stablehlo.broadcast_in_dim %1452, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1457 = stablehlo.concatenate %1453, %1454, %1455, %1456, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x4xf32>
    %1458 = stablehlo.broadcast_in_dim %1457, dims = [0, 1] : (tensor<5x4xf32>) -> tensor<5x4x1xf32>
    %1459 = stablehlo.broadcast_in_dim %1457, dims = [0, 2] : (tensor<5x4xf32>) -> tensor<5x1x4xf32>
    %1460 = stablehlo.broadcast_in_dim %1458, dims = [0, 1, 2] : (tensor<5x4x1xf32>) -> tensor<5x4x4xf32>
    %1461 = stablehlo.broadcast_in_dim %1459, dims = [0, 1, 2] : (tensor<5x1x4xf32>) -> tensor<5x4x4xf32>
    %1462 = stablehlo.multiply %1460, %1461 : tensor<5x4x4xf32>
    %1463 = stablehlo.slice %1462 [0:5, 0:1, 0:1] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1464 = stablehlo.reshape %1463 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1465 = stablehlo.slice %1462 [0:5, 1:2, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1466 = stablehlo.reshape %1465 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1467 = stablehlo.add %1464, %1466 : tensor<5xf32>
    %1468 = stablehlo.slice %1462 [0:5, 2:3, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1469 = stablehlo.reshape %1468 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1470 = stablehlo.subtract %1467, %1469 : tensor<5xf32>
    %1471 = stablehlo.slice %1462 [0:5, 3:4, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1472 = stablehlo.reshape %1471 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1473 = stablehlo.subtract %1470, %1472 : tensor<5xf32>
    %1474 = stablehlo.slice %1462 [0:5, 1:2, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1475 = stablehlo.reshape %1474 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1476 = stablehlo.slice %1462 [0:5, 0:1, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1477 = stablehlo.reshape %1476 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1478 = stablehlo.subtract %1475, %1477 : tensor<5xf32>
    %cst_100 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1480 = stablehlo.multiply %1479, %1478 : tensor<5xf32>
    %1481 = stablehlo.slice %1462 [0:5, 1:2, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1482 = stablehlo.reshape %1481 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1483 = stablehlo.slice %1462 [0:5, 0:1, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1484 = stablehlo.reshape %1483 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1485 = stablehlo.add %1482, %1484 : tensor<5xf32>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1487 = stablehlo.multiply %1486, %1485 : tensor<5xf32>
    %1488 = stablehlo.slice %1462 [0:5, 1:2, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1489 = stablehlo.reshape %1488 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1490 = stablehlo.slice %1462 [0:5, 0:1, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1491 = stablehlo.reshape %1490 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1492 = stablehlo.add %1489, %1491 : tensor<5xf32>
    %cst_102 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1494 = stablehlo.multiply %1493, %1492 : tensor<5xf32>
    %1495 = stablehlo.slice %1462 [0:5, 0:1, 0:1] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1496 = stablehlo.reshape %1495 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1497 = stablehlo.slice %1462 [0:5, 1:2, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1498 = stablehlo.reshape %1497 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1499 = stablehlo.subtract %1496, %1498 : tensor<5xf32>
    %1500 = stablehlo.slice %1462 [0:5, 2:3, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1501 = stablehlo.reshape %1500 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1502 = stablehlo.add %1499, %1501 : tensor<5xf32>
    %1503 = stablehlo.slice %1462 [0:5, 3:4, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1504 = stablehlo.reshape %1503 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1505 = stablehlo.subtract %1502, %1504 : tensor<5xf32>
    %1506 = stablehlo.slice %1462 [0:5, 2:3, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1507 = stablehlo.reshape %1506 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1508 = stablehlo.slice %1462 [0:5, 0:1, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1509 = stablehlo.reshape %1508 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1510 = stablehlo.subtract %1507, %1509 : tensor<5xf32>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1512 = stablehlo.multiply %1511, %1510 : tensor<5xf32>
    %1513 = stablehlo.slice %1462 [0:5, 1:2, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1514 = stablehlo.reshape %1513 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1515 = stablehlo.slice %1462 [0:5, 0:1, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1516 = stablehlo.reshape %1515 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1517 = stablehlo.subtract %1514, %1516 : tensor<5xf32>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1519 = stablehlo.multiply %1518, %1517 : tensor<5xf32>
    %1520 = stablehlo.slice %1462 [0:5, 2:3, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1521 = stablehlo.reshape %1520 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1522 = stablehlo.slice %1462 [0:5, 0:1, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1523 = stablehlo.reshape %1522 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1524 = stablehlo.add %1521, %1523 : tensor<5xf32>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1526 = stablehlo.multiply %1525, %1524 : tensor<5xf32>
    %1527 = stablehlo.slice %1462 [0:5, 0:1, 0:1] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1528 = stablehlo.reshape %1527 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1529 = stablehlo.slice %1462 [0:5, 1:2, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1530 = stablehlo.reshape %1529 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1531 = stablehlo.subtract %1528, %1530 : tensor<5xf32>
    %1532 = stablehlo.slice %1462 [0:5, 2:3, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1533 = stablehlo.reshape %1532 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1534 = stablehlo.subtract %1531, %1533 : tensor<5xf32>
    %1535 = stablehlo.slice %1462 [0:5, 3:4, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1536 = stablehlo.reshape %1535 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1537 = stablehlo.add %1534, %1536 : tensor<5xf32>
    %1538 = stablehlo.broadcast_in_dim %1473, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1539 = stablehlo.broadcast_in_dim %1480, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1540 = stablehlo.broadcast_in_dim %1487, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1541 = stablehlo.concatenate %1538, %1539, %1540, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %1542 = stablehlo.broadcast_in_dim %1541, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1543 = stablehlo.broadcast_in_dim %1494, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1544 = stablehlo.broadcast_in_dim %1505, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1545 = stablehlo.broadcast_in_dim %1512, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1546 = stablehlo.concatenate %1543, %1544, %1545, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %1547 = stablehlo.broadcast_in_dim %1546, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1548 = stablehlo.broadcast_in_dim %1519, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1549 = stablehlo.broadcast_in_dim %1526, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1550 = stablehlo.broadcast_in_dim %1537, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1551 = stablehlo.concatenate %1548, %1549, %1550, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %1552 = stablehlo.broadcast_in_dim %1551, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1553 = stablehlo.concatenate %1542, %1547, %1552, dim = 1 : (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3xf32>) -> tensor<5x3x3xf32>
    %c_106 = stablehlo.constant dense<5> : tensor<i32>
    %1554 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1555 = stablehlo.add %arg62, %1554 : tensor<5xi32>
    %1556 = stablehlo.select %arg63, %1555, %arg62 : tensor<5xi1>, tensor<5xi32>
    %1557 = stablehlo.broadcast_in_dim %1556, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1558 = "stablehlo.gather"(%1332, %1557) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %c_107 = stablehlo.constant dense<5> : tensor<i32>
    %1559 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1560 = stablehlo.add %arg62, %1559 : tensor<5xi32>
    %1561 = stablehlo.select %arg64, %1560, %arg62 : tensor<5xi1>, tensor<5xi32>
    %1562 = stablehlo.broadcast_in_dim %1561, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1563 = "stablehlo.gather"(%1334, %1562) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<5x1xi32>) -> tensor<5x4xf32>
    %1564 = stablehlo.slice %1563 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1565 = stablehlo.reshape %1564 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1566 = stablehlo.slice %1563 [0:5, 1:4] : (tensor<5x4xf32>) -> tensor<5x3xf32>
    %1567 = stablehlo.dot_general %1566, %arg65, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %1568 = stablehlo.broadcast_in_dim %1567, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1569 = stablehlo.broadcast_in_dim %1568, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1570 = stablehlo.multiply %1569, %1566 : tensor<5x3xf32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1572 = stablehlo.multiply %1571, %1570 : tensor<5x3xf32>
    %1573 = stablehlo.multiply %1565, %1565 : tensor<5xf32>
    %1574 = stablehlo.dot_general %1566, %1566, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %1575 = stablehlo.subtract %1573, %1574 : tensor<5xf32>
    %1576 = stablehlo.broadcast_in_dim %1575, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1577 = stablehlo.broadcast_in_dim %1576, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1578 = stablehlo.multiply %1577, %arg65 : tensor<5x3xf32>
    %1579 = stablehlo.add %1572, %1578 : tensor<5x3xf32>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1581 = stablehlo.multiply %1580, %1565 : tensor<5xf32>
    %1582 = call @cross_43(%1566, %arg65) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %1583 = stablehlo.broadcast_in_dim %1581, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1584 = stablehlo.broadcast_in_dim %1583, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1585 = stablehlo.multiply %1584, %1582 : tensor<5x3xf32>
    %1586 = stablehlo.add %1579, %1585 : tensor<5x3xf32>
    %1587 = stablehlo.add %1558, %1586 : tensor<5x3xf32>
    %1588 = stablehlo.slice %1563 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1589 = stablehlo.reshape %1588 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1590 = stablehlo.slice %arg66 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1591 = stablehlo.reshape %1590 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1592 = stablehlo.multiply %1589, %1591 : tensor<5xf32>
    %1593 = stablehlo.slice %1563 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1594 = stablehlo.reshape %1593 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1595 = stablehlo.slice %arg66 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1596 = stablehlo.reshape %1595 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1597 = stablehlo.multiply %1594, %1596 : tensor<5xf32>
    %1598 = stablehlo.subtract %1592, %1597 : tensor<5xf32>
    %1599 = stablehlo.slice %1563 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1600 = stablehlo.reshape %1599 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1601 = stablehlo.slice %arg66 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1602 = stablehlo.reshape %1601 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1603 = stablehlo.multiply %1600, %1602 : tensor<5xf32>
    %1604 = stablehlo.subtract %1598, %1603 : tensor<5xf32>
    %1605 = stablehlo.slice %1563 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1606 = stablehlo.reshape %1605 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1607 = stablehlo.slice %arg66 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1608 = stablehlo.reshape %1607 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1609 = stablehlo.multiply %1606, %1608 : tensor<5xf32>
    %1610 = stablehlo.subtract %1604, %1609 : tensor<5xf32>
    %1611 = stablehlo.slice %1563 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1612 = stablehlo.reshape %1611 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1613 = stablehlo.slice %arg66 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1614 = stablehlo.reshape %1613 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1615 = stablehlo.multiply %1612, %1614 : tensor<5xf32>
    %1616 = stablehlo.slice %1563 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1617 = stablehlo.reshape %1616 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1618 = stablehlo.slice %arg66 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1619 = stablehlo.reshape %1618 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1620 = stablehlo.multiply %1617, %1619 : tensor<5xf32>
    %1621 = stablehlo.add %1615, %1620 : tensor<5xf32>
    %1622 = stablehlo.slice %1563 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1623 = stablehlo.reshape %1622 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1624 = stablehlo.slice %arg66 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1625 = stablehlo.reshape %1624 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1626 = stablehlo.multiply %1623, %1625 : tensor<5xf32>
    %1627 = stablehlo.add %1621, %1626 : tensor<5xf32>
    %1628 = stablehlo.slice %1563 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1629 = stablehlo.reshape %1628 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1630 = stablehlo.slice %arg66 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1631 = stablehlo.reshape %1630 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1632 = stablehlo.multiply %1629, %1631 : tensor<5xf32>
    %1633 = stablehlo.subtract %1627, %1632 : tensor<5xf32>
    %1634 = stablehlo.slice %1563 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1635 = stablehlo.reshape %1634 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1636 = stablehlo.slice %arg66 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1637 = stablehlo.reshape %1636 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1638 = stablehlo.multiply %1635, %1637 : tensor<5xf32>
    %1639 = stablehlo.slice %1563 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1640 = stablehlo.reshape %1639 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1641 = stablehlo.slice %arg66 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1642 = stablehlo.reshape %1641 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1643 = stablehlo.multiply %1640, %1642 : tensor<5xf32>
    %1644 = stablehlo.subtract %1638, %1643 : tensor<5xf32>
    %1645 = stablehlo.slice %1563 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1646 = stablehlo.reshape %1645 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1647 = stablehlo.slice %arg66 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1648 = stablehlo.reshape %1647 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1649 = stablehlo.multiply %1646, %1648 : tensor<5xf32>
    %1650 = stablehlo.add %1644, %1649 : tensor<5xf32>
    %1651 = stablehlo.slice %1563 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1652 = stablehlo.reshape %1651 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1653 = stablehlo.slice %arg66 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1654 = stablehlo.reshape %1653 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1655 = stablehlo.multiply %1652, %1654 : tensor<5xf32>
    %1656 = stablehlo.add %1650, %1655 : tensor<5xf32>
    %1657 = stablehlo.slice %1563 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1658 = stablehlo.reshape %1657 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1659 = stablehlo.slice %arg66 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1660 = stablehlo.reshape %1659 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1661 = stablehlo.multiply %1658, %1660 : tensor<5xf32>
    %1662 = stablehlo.slice %1563 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1663 = stablehlo.reshape %1662 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1664 = stablehlo.slice %arg66 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1665 = stablehlo.reshape %1664 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1666 = stablehlo.multiply %1663, %1665 : tensor<5xf32>
    %1667 = stablehlo.add %1661, %1666 : tensor<5xf32>
    %1668 = stablehlo.slice %1563 [0:5, 2:3] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1669 = stablehlo.reshape %1668 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1670 = stablehlo.slice %arg66 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1671 = stablehlo.reshape %1670 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1672 = stablehlo.multiply %1669, %1671 : tensor<5xf32>
    %1673 = stablehlo.subtract %1667, %1672 : tensor<5xf32>
    %1674 = stablehlo.slice %1563 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1675 = stablehlo.reshape %1674 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1676 = stablehlo.slice %arg66 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %1677 = stablehlo.reshape %1676 : (tensor<5x1xf32>) -> tensor<5xf32>
    %1678 = stablehlo.multiply %1675, %1677 : tensor<5xf32>
    %1679 = stablehlo.add %1673, %1678 : tensor<5xf32>
    %1680 = stablehlo.broadcast_in_dim %1610, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1681 = stablehlo.broadcast_in_dim %1633, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1682 = stablehlo.broadcast_in_dim %1656, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1683 = stablehlo.broadcast_in_dim %1679, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1684 = stablehlo.concatenate %1680, %1681, %1682, %1683, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x4xf32>
    %1685 = stablehlo.broadcast_in_dim %1684, dims = [0, 1] : (tensor<5x4xf32>) -> tensor<5x4x1xf32>
    %1686 = stablehlo.broadcast_in_dim %1684, dims = [0, 2] : (tensor<5x4xf32>) -> tensor<5x1x4xf32>
    %1687 = stablehlo.broadcast_in_dim %1685, dims = [0, 1, 2] : (tensor<5x4x1xf32>) -> tensor<5x4x4xf32>
    %1688 = stablehlo.broadcast_in_dim %1686, dims = [0, 1, 2] : (tensor<5x1x4xf32>) -> tensor<5x4x4xf32>
    %1689 = stablehlo.multiply %1687, %1688 : tensor<5x4x4xf32>
    %1690 = stablehlo.slice %1689 [0:5, 0:1, 0:1] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1691 = stablehlo.reshape %1690 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1692 = stablehlo.slice %1689 [0:5, 1:2, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1693 = stablehlo.reshape %1692 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1694 = stablehlo.add %1691, %1693 : tensor<5xf32>
    %1695 = stablehlo.slice %1689 [0:5, 2:3, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1696 = stablehlo.reshape %1695 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1697 = stablehlo.subtract %1694, %1696 : tensor<5xf32>
    %1698 = stablehlo.slice %1689 [0:5, 3:4, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1699 = stablehlo.reshape %1698 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1700 = stablehlo.subtract %1697, %1699 : tensor<5xf32>
    %1701 = stablehlo.slice %1689 [0:5, 1:2, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1702 = stablehlo.reshape %1701 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1703 = stablehlo.slice %1689 [0:5, 0:1, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1704 = stablehlo.reshape %1703 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1705 = stablehlo.subtract %1702, %1704 : tensor<5xf32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1707 = stablehlo.multiply %1706, %1705 : tensor<5xf32>
    %1708 = stablehlo.slice %1689 [0:5, 1:2, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1709 = stablehlo.reshape %1708 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1710 = stablehlo.slice %1689 [0:5, 0:1, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1711 = stablehlo.reshape %1710 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1712 = stablehlo.add %1709, %1711 : tensor<5xf32>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1714 = stablehlo.multiply %1713, %1712 : tensor<5xf32>
    %1715 = stablehlo.slice %1689 [0:5, 1:2, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1716 = stablehlo.reshape %1715 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1717 = stablehlo.slice %1689 [0:5, 0:1, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1718 = stablehlo.reshape %1717 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1719 = stablehlo.add %1716, %1718 : tensor<5xf32>
    %cst_112 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1721 = stablehlo.multiply %1720, %1719 : tensor<5xf32>
    %1722 = stablehlo.slice %1689 [0:5, 0:1, 0:1] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1723 = stablehlo.reshape %1722 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1724 = stablehlo.slice %1689 [0:5, 1:2, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1725 = stablehlo.reshape %1724 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1726 = stablehlo.subtract %1723, %1725 : tensor<5xf32>
    %1727 = stablehlo.slice %1689 [0:5, 2:3, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1728 = stablehlo.reshape %1727 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1729 = stablehlo.add %1726, %1728 : tensor<5xf32>
    %1730 = stablehlo.slice %1689 [0:5, 3:4, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1731 = stablehlo.reshape %1730 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1732 = stablehlo.subtract %1729, %1731 : tensor<5xf32>
    %1733 = stablehlo.slice %1689 [0:5, 2:3, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1734 = stablehlo.reshape %1733 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1735 = stablehlo.slice %1689 [0:5, 0:1, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1736 = stablehlo.reshape %1735 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1737 = stablehlo.subtract %1734, %1736 : tensor<5xf32>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1739 = stablehlo.multiply %1738, %1737 : tensor<5xf32>
    %1740 = stablehlo.slice %1689 [0:5, 1:2, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1741 = stablehlo.reshape %1740 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1742 = stablehlo.slice %1689 [0:5, 0:1, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1743 = stablehlo.reshape %1742 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1744 = stablehlo.subtract %1741, %1743 : tensor<5xf32>
    %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1746 = stablehlo.multiply %1745, %1744 : tensor<5xf32>
    %1747 = stablehlo.slice %1689 [0:5, 2:3, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1748 = stablehlo.reshape %1747 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1749 = stablehlo.slice %1689 [0:5, 0:1, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1750 = stablehlo.reshape %1749 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1751 = stablehlo.add %1748, %1750 : tensor<5xf32>
    %cst_115 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1753 = stablehlo.multiply %1752, %1751 : tensor<5xf32>
    %1754 = stablehlo.slice %1689 [0:5, 0:1, 0:1] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1755 = stablehlo.reshape %1754 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1756 = stablehlo.slice %1689 [0:5, 1:2, 1:2] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1757 = stablehlo.reshape %1756 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1758 = stablehlo.subtract %1755, %1757 : tensor<5xf32>
    %1759 = stablehlo.slice %1689 [0:5, 2:3, 2:3] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1760 = stablehlo.reshape %1759 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1761 = stablehlo.subtract %1758, %1760 : tensor<5xf32>
    %1762 = stablehlo.slice %1689 [0:5, 3:4, 3:4] : (tensor<5x4x4xf32>) -> tensor<5x1x1xf32>
    %1763 = stablehlo.reshape %1762 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1764 = stablehlo.add %1761, %1763 : tensor<5xf32>
    %1765 = stablehlo.broadcast_in_dim %1700, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1766 = stablehlo.broadcast_in_dim %1707, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1767 = stablehlo.broadcast_in_dim %1714, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1768 = stablehlo.concatenate %1765, %1766, %1767, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %1769 = stablehlo.broadcast_in_dim %1768, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1770 = stablehlo.broadcast_in_dim %1721, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1771 = stablehlo.broadcast_in_dim %1732, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1772 = stablehlo.broadcast_in_dim %1739, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1773 = stablehlo.concatenate %1770, %1771, %1772, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %1774 = stablehlo.broadcast_in_dim %1773, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1775 = stablehlo.broadcast_in_dim %1746, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1776 = stablehlo.broadcast_in_dim %1753, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1777 = stablehlo.broadcast_in_dim %1764, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1778 = stablehlo.concatenate %1775, %1776, %1777, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %1779 = stablehlo.broadcast_in_dim %1778, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1780 = stablehlo.concatenate %1769, %1774, %1779, dim = 1 : (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3xf32>) -> tensor<5x3x3xf32>
    %1781 = stablehlo.slice %1360 [4:5, 0:3] : (tensor<5x3xf32>) -> tensor<1x3xf32>
    %1782 = stablehlo.slice %arg67 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %1783 = stablehlo.broadcast_in_dim %1782, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1784 = stablehlo.broadcast_in_dim %1783, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1785 = stablehlo.multiply %1781, %1784 : tensor<1x3xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %1787 = stablehlo.broadcast_in_dim %arg68, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1788 = "stablehlo.scatter"(%1786, %1787, %1785) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<1x1xi32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1790 = stablehlo.broadcast_in_dim %arg68, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1791 = "stablehlo.scatter"(%1789, %1790, %1782) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<3xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<3xf32>
    %1792 = stablehlo.slice %1360 [1:4, 0:3] : (tensor<5x3xf32>) -> tensor<3x3xf32>
    %1793 = stablehlo.slice %arg67 [1:4] : (tensor<5xf32>) -> tensor<3xf32>
    %1794 = stablehlo.broadcast_in_dim %1793, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %1795 = stablehlo.broadcast_in_dim %1794, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %1796 = stablehlo.multiply %1792, %1795 : tensor<3x3xf32>
    %1797 = stablehlo.add %1796, %1788 : tensor<3x3xf32>
    %1798 = stablehlo.add %1793, %1791 : tensor<3xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %1800 = stablehlo.broadcast_in_dim %arg69, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %1801 = "stablehlo.scatter"(%1799, %1800, %1797) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<1x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<1x3xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1802 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1803 = stablehlo.broadcast_in_dim %arg69, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %1804 = "stablehlo.scatter"(%1802, %1803, %1798) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<1xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<1xf32>
    %1805 = call @_take_1(%1360, %arg70) : (tensor<5x3xf32>, tensor<1xi32>) -> tensor<1x3xf32>
    %1806 = call @_take_44(%arg67, %arg70) : (tensor<5xf32>, tensor<1xi32>) -> tensor<1xf32>
    %1807 = stablehlo.broadcast_in_dim %1806, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1808 = stablehlo.broadcast_in_dim %1807, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %1809 = stablehlo.multiply %1805, %1808 : tensor<1x3xf32>
    %1810 = stablehlo.add %1809, %1801 : tensor<1x3xf32>
    %1811 = stablehlo.add %1806, %1804 : tensor<1xf32>
    %1812 = stablehlo.concatenate %1785, %1797, %1810, dim = 0 : (tensor<1x3xf32>, tensor<3x3xf32>, tensor<1x3xf32>) -> tensor<5x3xf32>
    %1813 = call @_take_39(%1812, %arg71) : (tensor<5x3xf32>, tensor<5xi32>) -> tensor<5x3xf32>
    %1814 = stablehlo.concatenate %1782, %1798, %1811, dim = 0 : (tensor<1xf32>, tensor<3xf32>, tensor<1xf32>) -> tensor<5xf32>
    %1815 = call @_take_45(%1814, %arg72) : (tensor<5xf32>, tensor<5xi32>) -> tensor<5xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1817 = stablehlo.compare LT, %1815, %1816, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1818 = stablehlo.broadcast_in_dim %1817, dims = [1] : (tensor<5xi1>) -> tensor<1x5xi1>
    %1819 = stablehlo.reshape %1818 : (tensor<1x5xi1>) -> tensor<1x1x1x5xi1>
    %1820 = stablehlo.broadcast_in_dim %1819, dims = [0, 1, 2, 3] : (tensor<1x1x1x5xi1>) -> tensor<3x1x1x5xi1>
    %1821 = stablehlo.reshape %1820 : (tensor<3x1x1x5xi1>) -> tensor<3x5xi1>
    %1822 = stablehlo.transpose %1821, dims = [1, 0] : (tensor<3x5xi1>) -> tensor<5x3xi1>
    %cst_121 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1824 = stablehlo.maximum %1815, %1823 : tensor<5xf32>
    %1825 = stablehlo.broadcast_in_dim %1824, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1826 = stablehlo.broadcast_in_dim %1825, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %1827 = stablehlo.divide %1813, %1826 : tensor<5x3xf32>
    %1828 = call @_where_46(%1822, %1360, %1827) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %c_122 = stablehlo.constant dense<5> : tensor<i32>
    %1829 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1830 = stablehlo.add %arg73, %1829 : tensor<5xi32>
    %1831 = stablehlo.select %arg74, %1830, %arg73 : tensor<5xi1>, tensor<5xi32>
    %1832 = stablehlo.broadcast_in_dim %1831, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1833 = "stablehlo.gather"(%1828, %1832) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %1834 = stablehlo.subtract %1360, %1833 : tensor<5x3xf32>
    %1835 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1836 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_123 = stablehlo.constant dense<0> : tensor<i32>
    %1837 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %1838 = stablehlo.add %1835, %1837 : tensor<3x3xi32>
    %1839 = stablehlo.compare EQ, %1838, %1836, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %1840 = stablehlo.convert %1839 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %1841 = stablehlo.negate %1840 : tensor<3x3xf32>
    %1842 = call @cross_47(%1834, %1841) : (tensor<5x3xf32>, tensor<3x3xf32>) -> tensor<5x3x3xf32>
    %1843 = stablehlo.broadcast_in_dim %arg75, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %1844 = stablehlo.broadcast_in_dim %1843, dims = [0, 1, 2] : (tensor<5x1x3xf32>) -> tensor<5x3x3xf32>
    %1845 = stablehlo.multiply %1553, %1844 : tensor<5x3x3xf32>
    %1846 = stablehlo.transpose %1553, dims = [0, 2, 1] : (tensor<5x3x3xf32>) -> tensor<5x3x3xf32>
    %1847 = stablehlo.slice %1845 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1848 = stablehlo.reshape %1847 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1849 = stablehlo.slice %1846 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1850 = stablehlo.reshape %1849 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1851 = stablehlo.multiply %1848, %1850 : tensor<5xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1853 = stablehlo.add %1852, %1851 : tensor<5xf32>
    %1854 = stablehlo.slice %1845 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1855 = stablehlo.reshape %1854 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1856 = stablehlo.slice %1846 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1857 = stablehlo.reshape %1856 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1858 = stablehlo.multiply %1855, %1857 : tensor<5xf32>
    %1859 = stablehlo.add %1853, %1858 : tensor<5xf32>
    %1860 = stablehlo.slice %1845 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1861 = stablehlo.reshape %1860 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1862 = stablehlo.slice %1846 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1863 = stablehlo.reshape %1862 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1864 = stablehlo.multiply %1861, %1863 : tensor<5xf32>
    %1865 = stablehlo.add %1859, %1864 : tensor<5xf32>
    %1866 = stablehlo.slice %1845 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1867 = stablehlo.reshape %1866 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1868 = stablehlo.slice %1846 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1869 = stablehlo.reshape %1868 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1870 = stablehlo.multiply %1867, %1869 : tensor<5xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1872 = stablehlo.add %1871, %1870 : tensor<5xf32>
    %1873 = stablehlo.slice %1845 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1874 = stablehlo.reshape %1873 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1875 = stablehlo.slice %1846 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1876 = stablehlo.reshape %1875 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1877 = stablehlo.multiply %1874, %1876 : tensor<5xf32>
    %1878 = stablehlo.add %1872, %1877 : tensor<5xf32>
    %1879 = stablehlo.slice %1845 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1880 = stablehlo.reshape %1879 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1881 = stablehlo.slice %1846 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1882 = stablehlo.reshape %1881 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1883 = stablehlo.multiply %1880, %1882 : tensor<5xf32>
    %1884 = stablehlo.add %1878, %1883 : tensor<5xf32>
    %1885 = stablehlo.slice %1845 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1886 = stablehlo.reshape %1885 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1887 = stablehlo.slice %1846 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1888 = stablehlo.reshape %1887 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1889 = stablehlo.multiply %1886, %1888 : tensor<5xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1890 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1891 = stablehlo.add %1890, %1889 : tensor<5xf32>
    %1892 = stablehlo.slice %1845 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1893 = stablehlo.reshape %1892 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1894 = stablehlo.slice %1846 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1895 = stablehlo.reshape %1894 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1896 = stablehlo.multiply %1893, %1895 : tensor<5xf32>
    %1897 = stablehlo.add %1891, %1896 : tensor<5xf32>
    %1898 = stablehlo.slice %1845 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1899 = stablehlo.reshape %1898 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1900 = stablehlo.slice %1846 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1901 = stablehlo.reshape %1900 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1902 = stablehlo.multiply %1899, %1901 : tensor<5xf32>
    %1903 = stablehlo.add %1897, %1902 : tensor<5xf32>
    %1904 = stablehlo.slice %1845 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1905 = stablehlo.reshape %1904 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1906 = stablehlo.slice %1846 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1907 = stablehlo.reshape %1906 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1908 = stablehlo.multiply %1905, %1907 : tensor<5xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1909 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1910 = stablehlo.add %1909, %1908 : tensor<5xf32>
    %1911 = stablehlo.slice %1845 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1912 = stablehlo.reshape %1911 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1913 = stablehlo.slice %1846 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1914 = stablehlo.reshape %1913 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1915 = stablehlo.multiply %1912, %1914 : tensor<5xf32>
    %1916 = stablehlo.add %1910, %1915 : tensor<5xf32>
    %1917 = stablehlo.slice %1845 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1918 = stablehlo.reshape %1917 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1919 = stablehlo.slice %1846 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1920 = stablehlo.reshape %1919 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1921 = stablehlo.multiply %1918, %1920 : tensor<5xf32>
    %1922 = stablehlo.add %1916, %1921 : tensor<5xf32>
    %1923 = stablehlo.slice %1845 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1924 = stablehlo.reshape %1923 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1925 = stablehlo.slice %1846 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1926 = stablehlo.reshape %1925 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1927 = stablehlo.multiply %1924, %1926 : tensor<5xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1929 = stablehlo.add %1928, %1927 : tensor<5xf32>
    %1930 = stablehlo.slice %1845 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1931 = stablehlo.reshape %1930 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1932 = stablehlo.slice %1846 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1933 = stablehlo.reshape %1932 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1934 = stablehlo.multiply %1931, %1933 : tensor<5xf32>
    %1935 = stablehlo.add %1929, %1934 : tensor<5xf32>
    %1936 = stablehlo.slice %1845 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1937 = stablehlo.reshape %1936 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1938 = stablehlo.slice %1846 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1939 = stablehlo.reshape %1938 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1940 = stablehlo.multiply %1937, %1939 : tensor<5xf32>
    %1941 = stablehlo.add %1935, %1940 : tensor<5xf32>
    %1942 = stablehlo.slice %1845 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1943 = stablehlo.reshape %1942 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1944 = stablehlo.slice %1846 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1945 = stablehlo.reshape %1944 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1946 = stablehlo.multiply %1943, %1945 : tensor<5xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1947 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1948 = stablehlo.add %1947, %1946 : tensor<5xf32>
    %1949 = stablehlo.slice %1845 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1950 = stablehlo.reshape %1949 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1951 = stablehlo.slice %1846 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1952 = stablehlo.reshape %1951 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1953 = stablehlo.multiply %1950, %1952 : tensor<5xf32>
    %1954 = stablehlo.add %1948, %1953 : tensor<5xf32>
    %1955 = stablehlo.slice %1845 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1956 = stablehlo.reshape %1955 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1957 = stablehlo.slice %1846 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1958 = stablehlo.reshape %1957 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1959 = stablehlo.multiply %1956, %1958 : tensor<5xf32>
    %1960 = stablehlo.add %1954, %1959 : tensor<5xf32>
    %1961 = stablehlo.slice %1845 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1962 = stablehlo.reshape %1961 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1963 = stablehlo.slice %1846 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1964 = stablehlo.reshape %1963 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1965 = stablehlo.multiply %1962, %1964 : tensor<5xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1966 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1967 = stablehlo.add %1966, %1965 : tensor<5xf32>
    %1968 = stablehlo.slice %1845 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1969 = stablehlo.reshape %1968 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1970 = stablehlo.slice %1846 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1971 = stablehlo.reshape %1970 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1972 = stablehlo.multiply %1969, %1971 : tensor<5xf32>
    %1973 = stablehlo.add %1967, %1972 : tensor<5xf32>
    %1974 = stablehlo.slice %1845 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1975 = stablehlo.reshape %1974 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1976 = stablehlo.slice %1846 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1977 = stablehlo.reshape %1976 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1978 = stablehlo.multiply %1975, %1977 : tensor<5xf32>
    %1979 = stablehlo.add %1973, %1978 : tensor<5xf32>
    %1980 = stablehlo.slice %1845 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1981 = stablehlo.reshape %1980 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1982 = stablehlo.slice %1846 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1983 = stablehlo.reshape %1982 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1984 = stablehlo.multiply %1981, %1983 : tensor<5xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1985 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1986 = stablehlo.add %1985, %1984 : tensor<5xf32>
    %1987 = stablehlo.slice %1845 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1988 = stablehlo.reshape %1987 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1989 = stablehlo.slice %1846 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1990 = stablehlo.reshape %1989 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1991 = stablehlo.multiply %1988, %1990 : tensor<5xf32>
    %1992 = stablehlo.add %1986, %1991 : tensor<5xf32>
    %1993 = stablehlo.slice %1845 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1994 = stablehlo.reshape %1993 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1995 = stablehlo.slice %1846 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %1996 = stablehlo.reshape %1995 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %1997 = stablehlo.multiply %1994, %1996 : tensor<5xf32>
    %1998 = stablehlo.add %1992, %1997 : tensor<5xf32>
    %1999 = stablehlo.slice %1845 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2000 = stablehlo.reshape %1999 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2001 = stablehlo.slice %1846 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2002 = stablehlo.reshape %2001 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2003 = stablehlo.multiply %2000, %2002 : tensor<5xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2004 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2005 = stablehlo.add %2004, %2003 : tensor<5xf32>
    %2006 = stablehlo.slice %1845 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2007 = stablehlo.reshape %2006 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2008 = stablehlo.slice %1846 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2009 = stablehlo.reshape %2008 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2010 = stablehlo.multiply %2007, %2009 : tensor<5xf32>
    %2011 = stablehlo.add %2005, %2010 : tensor<5xf32>
    %2012 = stablehlo.slice %1845 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2013 = stablehlo.reshape %2012 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2014 = stablehlo.slice %1846 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2015 = stablehlo.reshape %2014 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2016 = stablehlo.multiply %2013, %2015 : tensor<5xf32>
    %2017 = stablehlo.add %2011, %2016 : tensor<5xf32>
    %2018 = stablehlo.broadcast_in_dim %1865, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2019 = stablehlo.broadcast_in_dim %1884, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2020 = stablehlo.broadcast_in_dim %1903, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2021 = stablehlo.concatenate %2018, %2019, %2020, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %2022 = stablehlo.broadcast_in_dim %2021, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %2023 = stablehlo.broadcast_in_dim %1922, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2024 = stablehlo.broadcast_in_dim %1941, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2025 = stablehlo.broadcast_in_dim %1960, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2026 = stablehlo.concatenate %2023, %2024, %2025, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %2027 = stablehlo.broadcast_in_dim %2026, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %2028 = stablehlo.broadcast_in_dim %1979, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2029 = stablehlo.broadcast_in_dim %1998, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2030 = stablehlo.broadcast_in_dim %2017, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2031 = stablehlo.concatenate %2028, %2029, %2030, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %2032 = stablehlo.broadcast_in_dim %2031, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %2033 = stablehlo.concatenate %2022, %2027, %2032, dim = 1 : (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3xf32>) -> tensor<5x3x3xf32>
    %2034 = stablehlo.transpose %1842, dims = [0, 2, 1] : (tensor<5x3x3xf32>) -> tensor<5x3x3xf32>
    %2035 = stablehlo.slice %1842 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2036 = stablehlo.reshape %2035 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2037 = stablehlo.slice %2034 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2038 = stablehlo.reshape %2037 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2039 = stablehlo.multiply %2036, %2038 : tensor<5xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2040 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2041 = stablehlo.add %2040, %2039 : tensor<5xf32>
    %2042 = stablehlo.slice %1842 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2043 = stablehlo.reshape %2042 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2044 = stablehlo.slice %2034 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2045 = stablehlo.reshape %2044 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2046 = stablehlo.multiply %2043, %2045 : tensor<5xf32>
    %2047 = stablehlo.add %2041, %2046 : tensor<5xf32>
    %2048 = stablehlo.slice %1842 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2049 = stablehlo.reshape %2048 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2050 = stablehlo.slice %2034 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2051 = stablehlo.reshape %2050 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2052 = stablehlo.multiply %2049, %2051 : tensor<5xf32>
    %2053 = stablehlo.add %2047, %2052 : tensor<5xf32>
    %2054 = stablehlo.slice %1842 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2055 = stablehlo.reshape %2054 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2056 = stablehlo.slice %2034 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2057 = stablehlo.reshape %2056 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2058 = stablehlo.multiply %2055, %2057 : tensor<5xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2059 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2060 = stablehlo.add %2059, %2058 : tensor<5xf32>
    %2061 = stablehlo.slice %1842 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2062 = stablehlo.reshape %2061 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2063 = stablehlo.slice %2034 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2064 = stablehlo.reshape %2063 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2065 = stablehlo.multiply %2062, %2064 : tensor<5xf32>
    %2066 = stablehlo.add %2060, %2065 : tensor<5xf32>
    %2067 = stablehlo.slice %1842 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2068 = stablehlo.reshape %2067 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2069 = stablehlo.slice %2034 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2070 = stablehlo.reshape %2069 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2071 = stablehlo.multiply %2068, %2070 : tensor<5xf32>
    %2072 = stablehlo.add %2066, %2071 : tensor<5xf32>
    %2073 = stablehlo.slice %1842 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2074 = stablehlo.reshape %2073 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2075 = stablehlo.slice %2034 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2076 = stablehlo.reshape %2075 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2077 = stablehlo.multiply %2074, %2076 : tensor<5xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2078 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2079 = stablehlo.add %2078, %2077 : tensor<5xf32>
    %2080 = stablehlo.slice %1842 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2081 = stablehlo.reshape %2080 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2082 = stablehlo.slice %2034 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2083 = stablehlo.reshape %2082 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2084 = stablehlo.multiply %2081, %2083 : tensor<5xf32>
    %2085 = stablehlo.add %2079, %2084 : tensor<5xf32>
    %2086 = stablehlo.slice %1842 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2087 = stablehlo.reshape %2086 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2088 = stablehlo.slice %2034 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2089 = stablehlo.reshape %2088 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2090 = stablehlo.multiply %2087, %2089 : tensor<5xf32>
    %2091 = stablehlo.add %2085, %2090 : tensor<5xf32>
    %2092 = stablehlo.slice %1842 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2093 = stablehlo.reshape %2092 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2094 = stablehlo.slice %2034 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2095 = stablehlo.reshape %2094 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2096 = stablehlo.multiply %2093, %2095 : tensor<5xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2097 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2098 = stablehlo.add %2097, %2096 : tensor<5xf32>
    %2099 = stablehlo.slice %1842 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2100 = stablehlo.reshape %2099 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2101 = stablehlo.slice %2034 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2102 = stablehlo.reshape %2101 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2103 = stablehlo.multiply %2100, %2102 : tensor<5xf32>
    %2104 = stablehlo.add %2098, %2103 : tensor<5xf32>
    %2105 = stablehlo.slice %1842 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2106 = stablehlo.reshape %2105 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2107 = stablehlo.slice %2034 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2108 = stablehlo.reshape %2107 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2109 = stablehlo.multiply %2106, %2108 : tensor<5xf32>
    %2110 = stablehlo.add %2104, %2109 : tensor<5xf32>
    %2111 = stablehlo.slice %1842 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2112 = stablehlo.reshape %2111 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2113 = stablehlo.slice %2034 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2114 = stablehlo.reshape %2113 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2115 = stablehlo.multiply %2112, %2114 : tensor<5xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2116 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2117 = stablehlo.add %2116, %2115 : tensor<5xf32>
    %2118 = stablehlo.slice %1842 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2119 = stablehlo.reshape %2118 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2120 = stablehlo.slice %2034 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2121 = stablehlo.reshape %2120 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2122 = stablehlo.multiply %2119, %2121 : tensor<5xf32>
    %2123 = stablehlo.add %2117, %2122 : tensor<5xf32>
    %2124 = stablehlo.slice %1842 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2125 = stablehlo.reshape %2124 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2126 = stablehlo.slice %2034 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2127 = stablehlo.reshape %2126 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2128 = stablehlo.multiply %2125, %2127 : tensor<5xf32>
    %2129 = stablehlo.add %2123, %2128 : tensor<5xf32>
    %2130 = stablehlo.slice %1842 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2131 = stablehlo.reshape %2130 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2132 = stablehlo.slice %2034 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2133 = stablehlo.reshape %2132 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2134 = stablehlo.multiply %2131, %2133 : tensor<5xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2135 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2136 = stablehlo.add %2135, %2134 : tensor<5xf32>
    %2137 = stablehlo.slice %1842 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2138 = stablehlo.reshape %2137 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2139 = stablehlo.slice %2034 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2140 = stablehlo.reshape %2139 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2141 = stablehlo.multiply %2138, %2140 : tensor<5xf32>
    %2142 = stablehlo.add %2136, %2141 : tensor<5xf32>
    %2143 = stablehlo.slice %1842 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2144 = stablehlo.reshape %2143 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2145 = stablehlo.slice %2034 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2146 = stablehlo.reshape %2145 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2147 = stablehlo.multiply %2144, %2146 : tensor<5xf32>
    %2148 = stablehlo.add %2142, %2147 : tensor<5xf32>
    %2149 = stablehlo.slice %1842 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2150 = stablehlo.reshape %2149 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2151 = stablehlo.slice %2034 [0:5, 0:1, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2152 = stablehlo.reshape %2151 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2153 = stablehlo.multiply %2150, %2152 : tensor<5xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2154 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2155 = stablehlo.add %2154, %2153 : tensor<5xf32>
    %2156 = stablehlo.slice %1842 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2157 = stablehlo.reshape %2156 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2158 = stablehlo.slice %2034 [0:5, 1:2, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2159 = stablehlo.reshape %2158 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2160 = stablehlo.multiply %2157, %2159 : tensor<5xf32>
    %2161 = stablehlo.add %2155, %2160 : tensor<5xf32>
    %2162 = stablehlo.slice %1842 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2163 = stablehlo.reshape %2162 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2164 = stablehlo.slice %2034 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2165 = stablehlo.reshape %2164 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2166 = stablehlo.multiply %2163, %2165 : tensor<5xf32>
    %2167 = stablehlo.add %2161, %2166 : tensor<5xf32>
    %2168 = stablehlo.slice %1842 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2169 = stablehlo.reshape %2168 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2170 = stablehlo.slice %2034 [0:5, 0:1, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2171 = stablehlo.reshape %2170 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2172 = stablehlo.multiply %2169, %2171 : tensor<5xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2173 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2174 = stablehlo.add %2173, %2172 : tensor<5xf32>
    %2175 = stablehlo.slice %1842 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2176 = stablehlo.reshape %2175 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2177 = stablehlo.slice %2034 [0:5, 1:2, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2178 = stablehlo.reshape %2177 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2179 = stablehlo.multiply %2176, %2178 : tensor<5xf32>
    %2180 = stablehlo.add %2174, %2179 : tensor<5xf32>
    %2181 = stablehlo.slice %1842 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2182 = stablehlo.reshape %2181 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2183 = stablehlo.slice %2034 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2184 = stablehlo.reshape %2183 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2185 = stablehlo.multiply %2182, %2184 : tensor<5xf32>
    %2186 = stablehlo.add %2180, %2185 : tensor<5xf32>
    %2187 = stablehlo.slice %1842 [0:5, 2:3, 0:1] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2188 = stablehlo.reshape %2187 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2189 = stablehlo.slice %2034 [0:5, 0:1, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2190 = stablehlo.reshape %2189 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2191 = stablehlo.multiply %2188, %2190 : tensor<5xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2192 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2193 = stablehlo.add %2192, %2191 : tensor<5xf32>
    %2194 = stablehlo.slice %1842 [0:5, 2:3, 1:2] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2195 = stablehlo.reshape %2194 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2196 = stablehlo.slice %2034 [0:5, 1:2, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2197 = stablehlo.reshape %2196 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2198 = stablehlo.multiply %2195, %2197 : tensor<5xf32>
    %2199 = stablehlo.add %2193, %2198 : tensor<5xf32>
    %2200 = stablehlo.slice %1842 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2201 = stablehlo.reshape %2200 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2202 = stablehlo.slice %2034 [0:5, 2:3, 2:3] : (tensor<5x3x3xf32>) -> tensor<5x1x1xf32>
    %2203 = stablehlo.reshape %2202 : (tensor<5x1x1xf32>) -> tensor<5xf32>
    %2204 = stablehlo.multiply %2201, %2203 : tensor<5xf32>
    %2205 = stablehlo.add %2199, %2204 : tensor<5xf32>
    %2206 = stablehlo.broadcast_in_dim %2053, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2207 = stablehlo.broadcast_in_dim %2072, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2208 = stablehlo.broadcast_in_dim %2091, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2209 = stablehlo.concatenate %2206, %2207, %2208, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %2210 = stablehlo.broadcast_in_dim %2209, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %2211 = stablehlo.broadcast_in_dim %2110, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2212 = stablehlo.broadcast_in_dim %2129, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2213 = stablehlo.broadcast_in_dim %2148, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2214 = stablehlo.concatenate %2211, %2212, %2213, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %2215 = stablehlo.broadcast_in_dim %2214, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %2216 = stablehlo.broadcast_in_dim %2167, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2217 = stablehlo.broadcast_in_dim %2186, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2218 = stablehlo.broadcast_in_dim %2205, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2219 = stablehlo.concatenate %2216, %2217, %2218, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    %2220 = stablehlo.broadcast_in_dim %2219, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %2221 = stablehlo.concatenate %2210, %2215, %2220, dim = 1 : (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3xf32>) -> tensor<5x3x3xf32>
    %2222 = stablehlo.broadcast_in_dim %arg67, dims = [0] : (tensor<5xf32>) -> tensor<5x1x1xf32>
    %2223 = stablehlo.broadcast_in_dim %2222, dims = [0, 1, 2] : (tensor<5x1x1xf32>) -> tensor<5x3x3xf32>
    %2224 = stablehlo.multiply %2221, %2223 : tensor<5x3x3xf32>
    %2225 = stablehlo.add %2033, %2224 : tensor<5x3x3xf32>
    %c_142 = stablehlo.constant dense<0> : tensor<i32>
    %2226 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2227 = stablehlo.compare LT, %arg76, %2226, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_143 = stablehlo.constant dense<3> : tensor<i32>
    %2228 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2229 = stablehlo.add %arg76, %2228 : tensor<6xi32>
    %2230 = stablehlo.select %2227, %2229, %arg76 : tensor<6xi1>, tensor<6xi32>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %2231 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2232 = stablehlo.compare LT, %arg77, %2231, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_145 = stablehlo.constant dense<3> : tensor<i32>
    %2233 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2234 = stablehlo.add %arg77, %2233 : tensor<6xi32>
    %2235 = stablehlo.select %2232, %2234, %arg77 : tensor<6xi1>, tensor<6xi32>
    %2236 = stablehlo.broadcast_in_dim %2230, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %2237 = stablehlo.broadcast_in_dim %2235, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %2238 = stablehlo.concatenate %2236, %2237, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %2239 = "stablehlo.gather"(%2225, %2238) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1, 1>}> : (tensor<5x3x3xf32>, tensor<6x2xi32>) -> tensor<5x6xf32>
    %2240 = stablehlo.broadcast_in_dim %arg67, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2241 = stablehlo.broadcast_in_dim %2240, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %2242 = stablehlo.multiply %1834, %2241 : tensor<5x3xf32>
    %2243 = stablehlo.broadcast_in_dim %arg67, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %2244 = stablehlo.concatenate %2239, %2242, %2243, dim = 1 : (tensor<5x6xf32>, tensor<5x3xf32>, tensor<5x1xf32>) -> tensor<5x10xf32>
    %2245 = stablehlo.slice %1833 [1:3, 0:3] : (tensor<5x3xf32>) -> tensor<2x3xf32>
    %2246 = stablehlo.slice %1336 [1:3, 0:3, 0:3] : (tensor<5x3x3xf32>) -> tensor<2x3x3xf32>
    %2247 = call @_take_10(%1324, %arg78) : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
    %2248 = call @_take_10(%1330, %arg78) : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
    %2249 = stablehlo.reshape %2247 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %2250 = stablehlo.subtract %2245, %2249 : tensor<2x3xf32>
    %2251 = stablehlo.iota dim = 0 : tensor<3x6xi32>
    %2252 = stablehlo.iota dim = 1 : tensor<3x6xi32>
    %c_146 = stablehlo.constant dense<3> : tensor<i32>
    %2253 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %2254 = stablehlo.add %2251, %2253 : tensor<3x6xi32>
    %2255 = stablehlo.compare EQ, %2254, %2252, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    %2256 = stablehlo.convert %2255 : (tensor<3x6xi1>) -> tensor<3x6xf32>
    %2257 = stablehlo.transpose %2246, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2258 = call @cross_48(%2257, %2250) : (tensor<2x3x3xf32>, tensor<2x3xf32>) -> tensor<2x3x3xf32>
    %2259 = stablehlo.concatenate %2257, %2258, dim = 2 : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x6xf32>
    %2260 = stablehlo.broadcast_in_dim %2256, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<2x3x6xf32>
    %2261 = stablehlo.concatenate %2260, %2259, dim = 1 : (tensor<2x3x6xf32>, tensor<2x3x6xf32>) -> tensor<2x6x6xf32>
    %2262 = stablehlo.slice %1833 [3:5, 0:3] : (tensor<5x3xf32>) -> tensor<2x3xf32>
    %2263 = stablehlo.slice %1336 [3:5, 0:3, 0:3] : (tensor<5x3x3xf32>) -> tensor<2x3x3xf32>
    %2264 = call @_take_10(%1324, %arg79) : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
    %2265 = call @_take_10(%1330, %arg79) : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
    %2266 = stablehlo.reshape %2264 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %2267 = stablehlo.subtract %2262, %2266 : tensor<2x3xf32>
    %2268 = stablehlo.reshape %2265 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %2269 = call @cross(%2268, %2267) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %2270 = stablehlo.concatenate %2268, %2269, dim = 1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    %2271 = stablehlo.broadcast_in_dim %2270, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
    %2272 = stablehlo.reshape %2261 : (tensor<2x6x6xf32>) -> tensor<12x6xf32>
    %2273 = stablehlo.reshape %2271 : (tensor<2x1x6xf32>) -> tensor<2x6xf32>
    %2274 = stablehlo.concatenate %2272, %2273, dim = 0 : (tensor<12x6xf32>, tensor<2x6xf32>) -> tensor<14x6xf32>
    %2275 = call @_take_49(%2274, %arg80) : (tensor<14x6xf32>, tensor<14xi32>) -> tensor<14x6xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2276 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2277 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<0x3x3xf32>
    %2278 = stablehlo.slice %2244 [4:5, 0:10] : (tensor<5x10xf32>) -> tensor<1x10xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2279 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %2280 = stablehlo.broadcast_in_dim %arg81, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2281 = "stablehlo.scatter"(%2279, %2280, %2278) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<1x1xi32>, tensor<1x10xf32>) -> tensor<3x10xf32>
    %2282 = stablehlo.slice %2244 [1:4, 0:10] : (tensor<5x10xf32>) -> tensor<3x10xf32>
    %2283 = stablehlo.add %2282, %2281 : tensor<3x10xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2284 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %2285 = stablehlo.broadcast_in_dim %arg82, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %2286 = "stablehlo.scatter"(%2284, %2285, %2283) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<1x10xf32>, tensor<3x1xi32>, tensor<3x10xf32>) -> tensor<1x10xf32>
    %2287 = call @_take_51(%2244, %arg83) : (tensor<5x10xf32>, tensor<1xi32>) -> tensor<1x10xf32>
    %2288 = stablehlo.add %2287, %2286 : tensor<1x10xf32>
    %2289 = stablehlo.concatenate %2278, %2283, %2288, dim = 0 : (tensor<1x10xf32>, tensor<3x10xf32>, tensor<1x10xf32>) -> tensor<5x10xf32>
    %2290 = call @_take_52(%2289, %arg84) : (tensor<5x10xf32>, tensor<5xi32>) -> tensor<5x10xf32>
    %c_151 = stablehlo.constant dense<0> : tensor<i32>
    %2291 = stablehlo.broadcast_in_dim %c_151, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2292 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2293 = "stablehlo.scatter"(%2290, %2291, %2292) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<5x10xf32>, tensor<1xi32>, tensor<10xf32>) -> tensor<5x10xf32>
    %2294 = call @_take_53(%2293, %arg85) : (tensor<5x10xf32>, tensor<14xi32>) -> tensor<14x10xf32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %2295 = stablehlo.broadcast_in_dim %c_153, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2296 = stablehlo.compare LT, %arg86, %2295, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_154 = stablehlo.constant dense<10> : tensor<i32>
    %2297 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2298 = stablehlo.add %arg86, %2297 : tensor<3x3xi32>
    %2299 = stablehlo.select %2296, %2298, %arg86 : tensor<3x3xi1>, tensor<3x3xi32>
    %2300 = stablehlo.broadcast_in_dim %2299, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %2301 = "stablehlo.gather"(%2294, %2300) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 14, 1>}> : (tensor<14x10xf32>, tensor<3x3x1xi32>) -> tensor<14x3x3xf32>
    %2302 = stablehlo.slice %2294 [0:14, 6:9] : (tensor<14x10xf32>) -> tensor<14x3xf32>
    %2303 = stablehlo.slice %2294 [0:14, 9:10] : (tensor<14x10xf32>) -> tensor<14x1xf32>
    %2304 = stablehlo.reshape %2303 : (tensor<14x1xf32>) -> tensor<14xf32>
    %2305 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %2306 = stablehlo.dot_general %2301, %2305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<14x3x3xf32>, tensor<14x3xf32>) -> tensor<14x3xf32>
    %2307 = stablehlo.slice %2275 [0:14, 3:6] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %2308 = call @cross_55(%2302, %2307) : (tensor<14x3xf32>, tensor<14x3xf32>) -> tensor<14x3xf32>
    %2309 = stablehlo.add %2306, %2308 : tensor<14x3xf32>
    %2310 = stablehlo.slice %2275 [0:14, 3:6] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %2311 = stablehlo.broadcast_in_dim %2304, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %2312 = stablehlo.broadcast_in_dim %2311, dims = [0, 1] : (tensor<14x1xf32>) -> tensor<14x3xf32>
    %2313 = stablehlo.multiply %2312, %2310 : tensor<14x3xf32>
    %2314 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %2315 = call @cross_55(%2302, %2314) : (tensor<14x3xf32>, tensor<14x3xf32>) -> tensor<14x3xf32>
    %2316 = stablehlo.subtract %2313, %2315 : tensor<14x3xf32>
    %2317 = stablehlo.concatenate %2309, %2316, dim = 1 : (tensor<14x3xf32>, tensor<14x3xf32>) -> tensor<14x6xf32>
    %2318 = stablehlo.transpose %2275, dims = [1, 0] : (tensor<14x6xf32>) -> tensor<6x14xf32>
    %2319 = stablehlo.dot_general %2317, %2318, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x6xf32>, tensor<6x14xf32>) -> tensor<14x14xf32>
    %2320 = call @_diag(%arg87) : (tensor<14xf32>) -> tensor<14x14xf32>
    %2321 = stablehlo.add %2319, %2320 : tensor<14x14xf32>
    %c_155 = stablehlo.constant dense<false> : tensor<i1>
    %2322 = stablehlo.broadcast_in_dim %c_155, dims = [] : (tensor<i1>) -> tensor<14x14xi1>
    %c_156 = stablehlo.constant dense<14> : tensor<i32>
    %2323 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %2324 = stablehlo.add %arg88, %2323 : tensor<15xi32>
    %2325 = stablehlo.select %arg89, %2324, %arg88 : tensor<15xi1>, tensor<15xi32>
    %c_157 = stablehlo.constant dense<14> : tensor<i32>
    %2326 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %2327 = stablehlo.add %arg90, %2326 : tensor<15xi32>
    %2328 = stablehlo.select %arg91, %2327, %arg90 : tensor<15xi1>, tensor<15xi32>
    %2329 = stablehlo.broadcast_in_dim %2325, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %2330 = stablehlo.broadcast_in_dim %2328, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %2331 = stablehlo.concatenate %2329, %2330, dim = 1 : (tensor<15x1xi32>, tensor<15x1xi32>) -> tensor<15x2xi32>
    %c_158 = stablehlo.constant dense<true> : tensor<i1>
    %2332 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i1>) -> tensor<15xi1>
    %2333 = "stablehlo.scatter"(%2322, %2331, %2332) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i1>, %arg401: tensor<i1>):
      stablehlo.return %arg401 : tensor<i1>
    }) : (tensor<14x14xi1>, tensor<15x2xi32>, tensor<15xi1>) -> tensor<14x14xi1>
    %2334 = stablehlo.convert %2333 : (tensor<14x14xi1>) -> tensor<14x14xf32>
    %2335 = stablehlo.multiply %2321, %2334 : tensor<14x14xf32>
    %2336 = call @tril(%2335) : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %2337 = stablehlo.transpose %2336, dims = [1, 0] : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %2338 = stablehlo.add %2335, %2337 : tensor<14x14xf32>
    %2339 = call @_cholesky(%2338) : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %c_159 = stablehlo.constant dense<5> : tensor<i32>
    %2340 = stablehlo.broadcast_in_dim %c_159, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2341 = stablehlo.add %arg92, %2340 : tensor<1xi32>
    %2342 = stablehlo.select %arg93, %2341, %arg92 : tensor<1xi1>, tensor<1xi32>
    %2343 = stablehlo.broadcast_in_dim %2342, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2344 = "stablehlo.gather"(%arg94, %2343) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_160 = stablehlo.constant dense<5> : tensor<i32>
    %2345 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2346 = stablehlo.add %arg95, %2345 : tensor<1xi32>
    %2347 = stablehlo.select %arg96, %2346, %arg95 : tensor<1xi1>, tensor<1xi32>
    %2348 = stablehlo.broadcast_in_dim %2347, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2349 = "stablehlo.gather"(%arg94, %2348) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %2350 = stablehlo.add %2344, %2349 : tensor<1xf32>
    %c_161 = stablehlo.constant dense<5> : tensor<i32>
    %2351 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2352 = stablehlo.add %arg92, %2351 : tensor<1xi32>
    %2353 = stablehlo.select %arg97, %2352, %arg92 : tensor<1xi1>, tensor<1xi32>
    %2354 = stablehlo.broadcast_in_dim %2353, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2355 = "stablehlo.gather"(%arg98, %2354) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_162 = stablehlo.constant dense<5> : tensor<i32>
    %2356 = stablehlo.broadcast_in_dim %c_162, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2357 = stablehlo.add %arg95, %2356 : tensor<1xi32>
    %2358 = stablehlo.select %arg99, %2357, %arg95 : tensor<1xi1>, tensor<1xi32>
    %2359 = stablehlo.broadcast_in_dim %2358, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2360 = "stablehlo.gather"(%arg98, %2359) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %2361 = stablehlo.add %2355, %2360 : tensor<1xf32>
    %2362 = stablehlo.divide %2355, %2361 : tensor<1xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2363 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2364 = stablehlo.compare LT, %2355, %2363, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_164 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2365 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2366 = stablehlo.compare LT, %2360, %2365, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2367 = stablehlo.and %2364, %2366 : tensor<1xi1>
    %cst_165 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2368 = call @_where_57(%2367, %cst_165, %2362) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2369 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2370 = stablehlo.compare LT, %2355, %2369, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_167 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2371 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2372 = stablehlo.compare GE, %2360, %2371, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2373 = stablehlo.and %2370, %2372 : tensor<1xi1>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2374 = call @_where_57(%2373, %cst_168, %2368) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2375 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2376 = stablehlo.compare GE, %2355, %2375, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_170 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2377 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2378 = stablehlo.compare LT, %2360, %2377, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2379 = stablehlo.and %2376, %2378 : tensor<1xi1>
    %cst_171 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2380 = call @_where_57(%2379, %cst_171, %2374) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %2381 = stablehlo.broadcast_in_dim %2380, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c_172 = stablehlo.constant dense<5> : tensor<i32>
    %2382 = stablehlo.broadcast_in_dim %c_172, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2383 = stablehlo.add %arg92, %2382 : tensor<1xi32>
    %2384 = stablehlo.select %arg100, %2383, %arg92 : tensor<1xi1>, tensor<1xi32>
    %2385 = stablehlo.broadcast_in_dim %2384, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2386 = "stablehlo.gather"(%arg101, %2385) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_173 = stablehlo.constant dense<5> : tensor<i32>
    %2387 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2388 = stablehlo.add %arg95, %2387 : tensor<1xi32>
    %2389 = stablehlo.select %arg102, %2388, %arg95 : tensor<1xi1>, tensor<1xi32>
    %2390 = stablehlo.broadcast_in_dim %2389, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2391 = "stablehlo.gather"(%arg101, %2390) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %2392 = stablehlo.maximum %2386, %2391 : tensor<1x3xf32>
    %c_174 = stablehlo.constant dense<5> : tensor<i32>
    %2393 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2394 = stablehlo.add %arg92, %2393 : tensor<1xi32>
    %2395 = stablehlo.select %arg103, %2394, %arg92 : tensor<1xi1>, tensor<1xi32>
    %2396 = stablehlo.broadcast_in_dim %2395, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2397 = "stablehlo.gather"(%arg104, %2396) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    %c_175 = stablehlo.constant dense<5> : tensor<i32>
    %2398 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2399 = stablehlo.add %arg95, %2398 : tensor<1xi32>
    %2400 = stablehlo.select %arg105, %2399, %arg95 : tensor<1xi1>, tensor<1xi32>
    %2401 = stablehlo.broadcast_in_dim %2400, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2402 = "stablehlo.gather"(%arg104, %2401) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    %2403 = stablehlo.broadcast_in_dim %2381, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %2404 = stablehlo.multiply %2403, %2397 : tensor<1x2xf32>
    %cst_176 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2405 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2406 = stablehlo.subtract %2405, %2381 : tensor<1x1xf32>
    %2407 = stablehlo.broadcast_in_dim %2406, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %2408 = stablehlo.multiply %2407, %2402 : tensor<1x2xf32>
    %2409 = stablehlo.add %2404, %2408 : tensor<1x2xf32>
    %2410 = stablehlo.minimum %2397, %2402 : tensor<1x2xf32>
    %c_177 = stablehlo.constant dense<0> : tensor<i32>
    %2411 = stablehlo.broadcast_in_dim %c_177, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2412 = stablehlo.compare LT, %arg106, %2411, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_178 = stablehlo.constant dense<2> : tensor<i32>
    %2413 = stablehlo.broadcast_in_dim %c_178, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2414 = stablehlo.add %arg106, %2413 : tensor<2xi32>
    %2415 = stablehlo.select %2412, %2414, %arg106 : tensor<2xi1>, tensor<2xi32>
    %2416 = stablehlo.broadcast_in_dim %2415, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2417 = "stablehlo.gather"(%2397, %2416) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2x1xi32>) -> tensor<1x2xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2418 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %2419 = stablehlo.compare GT, %2417, %2418, FLOAT : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %c_180 = stablehlo.constant dense<0> : tensor<i32>
    %2420 = stablehlo.broadcast_in_dim %c_180, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2421 = stablehlo.compare LT, %arg107, %2420, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_181 = stablehlo.constant dense<2> : tensor<i32>
    %2422 = stablehlo.broadcast_in_dim %c_181, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2423 = stablehlo.add %arg107, %2422 : tensor<2xi32>
    %2424 = stablehlo.select %2421, %2423, %arg107 : tensor<2xi1>, tensor<2xi32>
    %2425 = stablehlo.broadcast_in_dim %2424, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2426 = "stablehlo.gather"(%2402, %2425) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2x1xi32>) -> tensor<1x2xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2427 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %2428 = stablehlo.compare GT, %2426, %2427, FLOAT : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %2429 = stablehlo.and %2419, %2428 : tensor<1x2xi1>
    %2430 = call @_where_58(%2429, %2409, %2410) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2431 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_184 = stablehlo.constant dense<5> : tensor<i32>
    %2432 = stablehlo.broadcast_in_dim %c_184, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2433 = stablehlo.add %arg92, %2432 : tensor<1xi32>
    %2434 = stablehlo.select %arg108, %2433, %arg92 : tensor<1xi1>, tensor<1xi32>
    %2435 = stablehlo.broadcast_in_dim %2434, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2436 = "stablehlo.gather"(%arg109, %2435) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<1x1xi32>) -> tensor<1x5xf32>
    %2437 = stablehlo.broadcast_in_dim %2381, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %2438 = stablehlo.multiply %2437, %2436 : tensor<1x5xf32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2439 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2440 = stablehlo.subtract %2439, %2381 : tensor<1x1xf32>
    %c_186 = stablehlo.constant dense<5> : tensor<i32>
    %2441 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2442 = stablehlo.add %arg95, %2441 : tensor<1xi32>
    %2443 = stablehlo.select %arg110, %2442, %arg95 : tensor<1xi1>, tensor<1xi32>
    %2444 = stablehlo.broadcast_in_dim %2443, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2445 = "stablehlo.gather"(%arg109, %2444) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<1x1xi32>) -> tensor<1x5xf32>
    %2446 = stablehlo.broadcast_in_dim %2440, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %2447 = stablehlo.multiply %2446, %2445 : tensor<1x5xf32>
    %2448 = stablehlo.add %2438, %2447 : tensor<1x5xf32>
    %c_187 = stablehlo.constant dense<0> : tensor<i32>
    %2449 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2450 = stablehlo.compare LT, %arg111, %2449, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_188 = stablehlo.constant dense<3> : tensor<i32>
    %2451 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2452 = stablehlo.add %arg111, %2451 : tensor<5xi32>
    %2453 = stablehlo.select %2450, %2452, %arg111 : tensor<5xi1>, tensor<5xi32>
    %2454 = stablehlo.broadcast_in_dim %2453, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2455 = "stablehlo.gather"(%2392, %2454) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x3xf32>, tensor<5x1xi32>) -> tensor<1x5xf32>
    %c_189 = stablehlo.constant dense<5> : tensor<i32>
    %2456 = stablehlo.broadcast_in_dim %c_189, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2457 = stablehlo.add %arg115, %2456 : tensor<1xi32>
    %2458 = stablehlo.select %arg116, %2457, %arg115 : tensor<1xi1>, tensor<1xi32>
    %2459 = stablehlo.broadcast_in_dim %2458, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2460 = "stablehlo.gather"(%arg94, %2459) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_190 = stablehlo.constant dense<5> : tensor<i32>
    %2461 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2462 = stablehlo.add %arg117, %2461 : tensor<1xi32>
    %2463 = stablehlo.select %arg118, %2462, %arg117 : tensor<1xi1>, tensor<1xi32>
    %2464 = stablehlo.broadcast_in_dim %2463, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2465 = "stablehlo.gather"(%arg94, %2464) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %2466 = stablehlo.add %2460, %2465 : tensor<1xf32>
    %c_191 = stablehlo.constant dense<5> : tensor<i32>
    %2467 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2468 = stablehlo.add %arg115, %2467 : tensor<1xi32>
    %2469 = stablehlo.select %arg119, %2468, %arg115 : tensor<1xi1>, tensor<1xi32>
    %2470 = stablehlo.broadcast_in_dim %2469, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2471 = "stablehlo.gather"(%arg98, %2470) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_192 = stablehlo.constant dense<5> : tensor<i32>
    %2472 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2473 = stablehlo.add %arg117, %2472 : tensor<1xi32>
    %2474 = stablehlo.select %arg120, %2473, %arg117 : tensor<1xi1>, tensor<1xi32>
    %2475 = stablehlo.broadcast_in_dim %2474, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2476 = "stablehlo.gather"(%arg98, %2475) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %2477 = stablehlo.add %2471, %2476 : tensor<1xf32>
    %2478 = stablehlo.divide %2471, %2477 : tensor<1xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2479 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2480 = stablehlo.compare LT, %2471, %2479, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_194 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2481 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2482 = stablehlo.compare LT, %2476, %2481, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2483 = stablehlo.and %2480, %2482 : tensor<1xi1>
    %cst_195 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2484 = call @_where_57(%2483, %cst_195, %2478) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2485 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2486 = stablehlo.compare LT, %2471, %2485, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_197 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2487 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2488 = stablehlo.compare GE, %2476, %2487, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2489 = stablehlo.and %2486, %2488 : tensor<1xi1>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2490 = call @_where_57(%2489, %cst_198, %2484) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2491 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2492 = stablehlo.compare GE, %2471, %2491, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_200 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2493 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2494 = stablehlo.compare LT, %2476, %2493, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2495 = stablehlo.and %2492, %2494 : tensor<1xi1>
    %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2496 = call @_where_57(%2495, %cst_201, %2490) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %2497 = stablehlo.broadcast_in_dim %2496, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c_202 = stablehlo.constant dense<5> : tensor<i32>
    %2498 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2499 = stablehlo.add %arg115, %2498 : tensor<1xi32>
    %2500 = stablehlo.select %arg121, %2499, %arg115 : tensor<1xi1>, tensor<1xi32>
    %2501 = stablehlo.broadcast_in_dim %2500, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2502 = "stablehlo.gather"(%arg101, %2501) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_203 = stablehlo.constant dense<5> : tensor<i32>
    %2503 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2504 = stablehlo.add %arg117, %2503 : tensor<1xi32>
    %2505 = stablehlo.select %arg122, %2504, %arg117 : tensor<1xi1>, tensor<1xi32>
    %2506 = stablehlo.broadcast_in_dim %2505, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2507 = "stablehlo.gather"(%arg101, %2506) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %2508 = stablehlo.maximum %2502, %2507 : tensor<1x3xf32>
    %c_204 = stablehlo.constant dense<5> : tensor<i32>
    %2509 = stablehlo.broadcast_in_dim %c_204, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2510 = stablehlo.add %arg115, %2509 : tensor<1xi32>
    %2511 = stablehlo.select %arg123, %2510, %arg115 : tensor<1xi1>, tensor<1xi32>
    %2512 = stablehlo.broadcast_in_dim %2511, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2513 = "stablehlo.gather"(%arg104, %2512) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    %c_205 = stablehlo.constant dense<5> : tensor<i32>
    %2514 = stablehlo.broadcast_in_dim %c_205, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2515 = stablehlo.add %arg117, %2514 : tensor<1xi32>
    %2516 = stablehlo.select %arg124, %2515, %arg117 : tensor<1xi1>, tensor<1xi32>
    %2517 = stablehlo.broadcast_in_dim %2516, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2518 = "stablehlo.gather"(%arg104, %2517) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    %2519 = stablehlo.broadcast_in_dim %2497, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %2520 = stablehlo.multiply %2519, %2513 : tensor<1x2xf32>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2521 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2522 = stablehlo.subtract %2521, %2497 : tensor<1x1xf32>
    %2523 = stablehlo.broadcast_in_dim %2522, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %2524 = stablehlo.multiply %2523, %2518 : tensor<1x2xf32>
    %2525 = stablehlo.add %2520, %2524 : tensor<1x2xf32>
    %2526 = stablehlo.minimum %2513, %2518 : tensor<1x2xf32>
    %c_207 = stablehlo.constant dense<0> : tensor<i32>
    %2527 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2528 = stablehlo.compare LT, %arg125, %2527, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_208 = stablehlo.constant dense<2> : tensor<i32>
    %2529 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2530 = stablehlo.add %arg125, %2529 : tensor<2xi32>
    %2531 = stablehlo.select %2528, %2530, %arg125 : tensor<2xi1>, tensor<2xi32>
    %2532 = stablehlo.broadcast_in_dim %2531, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2533 = "stablehlo.gather"(%2513, %2532) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2x1xi32>) -> tensor<1x2xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2534 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %2535 = stablehlo.compare GT, %2533, %2534, FLOAT : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %c_210 = stablehlo.constant dense<0> : tensor<i32>
    %2536 = stablehlo.broadcast_in_dim %c_210, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2537 = stablehlo.compare LT, %arg126, %2536, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_211 = stablehlo.constant dense<2> : tensor<i32>
    %2538 = stablehlo.broadcast_in_dim %c_211, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2539 = stablehlo.add %arg126, %2538 : tensor<2xi32>
    %2540 = stablehlo.select %2537, %2539, %arg126 : tensor<2xi1>, tensor<2xi32>
    %2541 = stablehlo.broadcast_in_dim %2540, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2542 = "stablehlo.gather"(%2518, %2541) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2x1xi32>) -> tensor<1x2xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2543 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %2544 = stablehlo.compare GT, %2542, %2543, FLOAT : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %2545 = stablehlo.and %2535, %2544 : tensor<1x2xi1>
    %2546 = call @_where_58(%2545, %2525, %2526) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2547 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_214 = stablehlo.constant dense<5> : tensor<i32>
    %2548 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2549 = stablehlo.add %arg115, %2548 : tensor<1xi32>
    %2550 = stablehlo.select %arg127, %2549, %arg115 : tensor<1xi1>, tensor<1xi32>
    %2551 = stablehlo.broadcast_in_dim %2550, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2552 = "stablehlo.gather"(%arg109, %2551) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<1x1xi32>) -> tensor<1x5xf32>
    %2553 = stablehlo.broadcast_in_dim %2497, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %2554 = stablehlo.multiply %2553, %2552 : tensor<1x5xf32>
    %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2555 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2556 = stablehlo.subtract %2555, %2497 : tensor<1x1xf32>
    %c_216 = stablehlo.constant dense<5> : tensor<i32>
    %2557 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2558 = stablehlo.add %arg117, %2557 : tensor<1xi32>
    %2559 = stablehlo.select %arg128, %2558, %arg117 : tensor<1xi1>, tensor<1xi32>
    %2560 = stablehlo.broadcast_in_dim %2559, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2561 = "stablehlo.gather"(%arg109, %2560) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<1x1xi32>) -> tensor<1x5xf32>
    %2562 = stablehlo.broadcast_in_dim %2556, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %2563 = stablehlo.multiply %2562, %2561 : tensor<1x5xf32>
    %2564 = stablehlo.add %2554, %2563 : tensor<1x5xf32>
    %c_217 = stablehlo.constant dense<0> : tensor<i32>
    %2565 = stablehlo.broadcast_in_dim %c_217, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2566 = stablehlo.compare LT, %arg129, %2565, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_218 = stablehlo.constant dense<3> : tensor<i32>
    %2567 = stablehlo.broadcast_in_dim %c_218, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2568 = stablehlo.add %arg129, %2567 : tensor<5xi32>
    %2569 = stablehlo.select %2566, %2568, %arg129 : tensor<5xi1>, tensor<5xi32>
    %2570 = stablehlo.broadcast_in_dim %2569, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2571 = "stablehlo.gather"(%2508, %2570) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x3xf32>, tensor<5x1xi32>) -> tensor<1x5xf32>
    %c_219 = stablehlo.constant dense<5> : tensor<i32>
    %2572 = stablehlo.broadcast_in_dim %c_219, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2573 = stablehlo.add %arg133, %2572 : tensor<2xi32>
    %2574 = stablehlo.select %arg134, %2573, %arg133 : tensor<2xi1>, tensor<2xi32>
    %2575 = stablehlo.broadcast_in_dim %2574, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2576 = "stablehlo.gather"(%arg94, %2575) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %c_220 = stablehlo.constant dense<5> : tensor<i32>
    %2577 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2578 = stablehlo.add %arg135, %2577 : tensor<2xi32>
    %2579 = stablehlo.select %arg136, %2578, %arg135 : tensor<2xi1>, tensor<2xi32>
    %2580 = stablehlo.broadcast_in_dim %2579, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2581 = "stablehlo.gather"(%arg94, %2580) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %2582 = stablehlo.add %2576, %2581 : tensor<2xf32>
    %c_221 = stablehlo.constant dense<5> : tensor<i32>
    %2583 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2584 = stablehlo.add %arg133, %2583 : tensor<2xi32>
    %2585 = stablehlo.select %arg137, %2584, %arg133 : tensor<2xi1>, tensor<2xi32>
    %2586 = stablehlo.broadcast_in_dim %2585, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2587 = "stablehlo.gather"(%arg98, %2586) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %c_222 = stablehlo.constant dense<5> : tensor<i32>
    %2588 = stablehlo.broadcast_in_dim %c_222, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2589 = stablehlo.add %arg135, %2588 : tensor<2xi32>
    %2590 = stablehlo.select %arg138, %2589, %arg135 : tensor<2xi1>, tensor<2xi32>
    %2591 = stablehlo.broadcast_in_dim %2590, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2592 = "stablehlo.gather"(%arg98, %2591) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %2593 = stablehlo.add %2587, %2592 : tensor<2xf32>
    %2594 = stablehlo.divide %2587, %2593 : tensor<2xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2595 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2596 = stablehlo.compare LT, %2587, %2595, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_224 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2597 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2598 = stablehlo.compare LT, %2592, %2597, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2599 = stablehlo.and %2596, %2598 : tensor<2xi1>
    %cst_225 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2600 = call @_where_59(%2599, %cst_225, %2594) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2601 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2602 = stablehlo.compare LT, %2587, %2601, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_227 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2603 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2604 = stablehlo.compare GE, %2592, %2603, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2605 = stablehlo.and %2602, %2604 : tensor<2xi1>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2606 = call @_where_59(%2605, %cst_228, %2600) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2607 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2608 = stablehlo.compare GE, %2587, %2607, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_230 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2609 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2610 = stablehlo.compare LT, %2592, %2609, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2611 = stablehlo.and %2608, %2610 : tensor<2xi1>
    %cst_231 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2612 = call @_where_59(%2611, %cst_231, %2606) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %2613 = stablehlo.broadcast_in_dim %2612, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %c_232 = stablehlo.constant dense<5> : tensor<i32>
    %2614 = stablehlo.broadcast_in_dim %c_232, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2615 = stablehlo.add %arg133, %2614 : tensor<2xi32>
    %2616 = stablehlo.select %arg139, %2615, %arg133 : tensor<2xi1>, tensor<2xi32>
    %2617 = stablehlo.broadcast_in_dim %2616, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2618 = "stablehlo.gather"(%arg101, %2617) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_233 = stablehlo.constant dense<5> : tensor<i32>
    %2619 = stablehlo.broadcast_in_dim %c_233, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2620 = stablehlo.add %arg135, %2619 : tensor<2xi32>
    %2621 = stablehlo.select %arg140, %2620, %arg135 : tensor<2xi1>, tensor<2xi32>
    %2622 = stablehlo.broadcast_in_dim %2621, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2623 = "stablehlo.gather"(%arg101, %2622) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %2624 = stablehlo.maximum %2618, %2623 : tensor<2x3xf32>
    %c_234 = stablehlo.constant dense<5> : tensor<i32>
    %2625 = stablehlo.broadcast_in_dim %c_234, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2626 = stablehlo.add %arg133, %2625 : tensor<2xi32>
    %2627 = stablehlo.select %arg141, %2626, %arg133 : tensor<2xi1>, tensor<2xi32>
    %2628 = stablehlo.broadcast_in_dim %2627, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2629 = "stablehlo.gather"(%arg104, %2628) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %c_235 = stablehlo.constant dense<5> : tensor<i32>
    %2630 = stablehlo.broadcast_in_dim %c_235, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2631 = stablehlo.add %arg135, %2630 : tensor<2xi32>
    %2632 = stablehlo.select %arg142, %2631, %arg135 : tensor<2xi1>, tensor<2xi32>
    %2633 = stablehlo.broadcast_in_dim %2632, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2634 = "stablehlo.gather"(%arg104, %2633) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %2635 = stablehlo.broadcast_in_dim %2613, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %2636 = stablehlo.multiply %2635, %2629 : tensor<2x2xf32>
    %cst_236 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2637 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %2638 = stablehlo.subtract %2637, %2613 : tensor<2x1xf32>
    %2639 = stablehlo.broadcast_in_dim %2638, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %2640 = stablehlo.multiply %2639, %2634 : tensor<2x2xf32>
    %2641 = stablehlo.add %2636, %2640 : tensor<2x2xf32>
    %2642 = stablehlo.minimum %2629, %2634 : tensor<2x2xf32>
    %c_237 = stablehlo.constant dense<0> : tensor<i32>
    %2643 = stablehlo.broadcast_in_dim %c_237, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2644 = stablehlo.compare LT, %arg143, %2643, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_238 = stablehlo.constant dense<2> : tensor<i32>
    %2645 = stablehlo.broadcast_in_dim %c_238, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2646 = stablehlo.add %arg143, %2645 : tensor<2xi32>
    %2647 = stablehlo.select %2644, %2646, %arg143 : tensor<2xi1>, tensor<2xi32>
    %2648 = stablehlo.broadcast_in_dim %2647, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2649 = "stablehlo.gather"(%2629, %2648) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2650 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2651 = stablehlo.compare GT, %2649, %2650, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %c_240 = stablehlo.constant dense<0> : tensor<i32>
    %2652 = stablehlo.broadcast_in_dim %c_240, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2653 = stablehlo.compare LT, %arg144, %2652, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_241 = stablehlo.constant dense<2> : tensor<i32>
    %2654 = stablehlo.broadcast_in_dim %c_241, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2655 = stablehlo.add %arg144, %2654 : tensor<2xi32>
    %2656 = stablehlo.select %2653, %2655, %arg144 : tensor<2xi1>, tensor<2xi32>
    %2657 = stablehlo.broadcast_in_dim %2656, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2658 = "stablehlo.gather"(%2634, %2657) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2659 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2660 = stablehlo.compare GT, %2658, %2659, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %2661 = stablehlo.and %2651, %2660 : tensor<2x2xi1>
    %2662 = call @_where_60(%2661, %2641, %2642) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2663 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_244 = stablehlo.constant dense<5> : tensor<i32>
    %2664 = stablehlo.broadcast_in_dim %c_244, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2665 = stablehlo.add %arg133, %2664 : tensor<2xi32>
    %2666 = stablehlo.select %arg145, %2665, %arg133 : tensor<2xi1>, tensor<2xi32>
    %2667 = stablehlo.broadcast_in_dim %2666, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2668 = "stablehlo.gather"(%arg109, %2667) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
    %2669 = stablehlo.broadcast_in_dim %2613, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %2670 = stablehlo.multiply %2669, %2668 : tensor<2x5xf32>
    %cst_245 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2671 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %2672 = stablehlo.subtract %2671, %2613 : tensor<2x1xf32>
    %c_246 = stablehlo.constant dense<5> : tensor<i32>
    %2673 = stablehlo.broadcast_in_dim %c_246, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2674 = stablehlo.add %arg135, %2673 : tensor<2xi32>
    %2675 = stablehlo.select %arg146, %2674, %arg135 : tensor<2xi1>, tensor<2xi32>
    %2676 = stablehlo.broadcast_in_dim %2675, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2677 = "stablehlo.gather"(%arg109, %2676) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
    %2678 = stablehlo.broadcast_in_dim %2672, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %2679 = stablehlo.multiply %2678, %2677 : tensor<2x5xf32>
    %2680 = stablehlo.add %2670, %2679 : tensor<2x5xf32>
    %c_247 = stablehlo.constant dense<0> : tensor<i32>
    %2681 = stablehlo.broadcast_in_dim %c_247, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2682 = stablehlo.compare LT, %arg147, %2681, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_248 = stablehlo.constant dense<3> : tensor<i32>
    %2683 = stablehlo.broadcast_in_dim %c_248, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2684 = stablehlo.add %arg147, %2683 : tensor<5xi32>
    %2685 = stablehlo.select %2682, %2684, %arg147 : tensor<5xi1>, tensor<5xi32>
    %2686 = stablehlo.broadcast_in_dim %2685, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2687 = "stablehlo.gather"(%2624, %2686) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xf32>, tensor<5x1xi32>) -> tensor<2x5xf32>
    %c_249 = stablehlo.constant dense<5> : tensor<i32>
    %2688 = stablehlo.broadcast_in_dim %c_249, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2689 = stablehlo.add %arg151, %2688 : tensor<1xi32>
    %2690 = stablehlo.select %arg152, %2689, %arg151 : tensor<1xi1>, tensor<1xi32>
    %2691 = stablehlo.broadcast_in_dim %2690, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2692 = "stablehlo.gather"(%arg94, %2691) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_250 = stablehlo.constant dense<5> : tensor<i32>
    %2693 = stablehlo.broadcast_in_dim %c_250, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2694 = stablehlo.add %arg153, %2693 : tensor<1xi32>
    %2695 = stablehlo.select %arg154, %2694, %arg153 : tensor<1xi1>, tensor<1xi32>
    %2696 = stablehlo.broadcast_in_dim %2695, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2697 = "stablehlo.gather"(%arg94, %2696) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %2698 = stablehlo.add %2692, %2697 : tensor<1xf32>
    %c_251 = stablehlo.constant dense<5> : tensor<i32>
    %2699 = stablehlo.broadcast_in_dim %c_251, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2700 = stablehlo.add %arg151, %2699 : tensor<1xi32>
    %2701 = stablehlo.select %arg155, %2700, %arg151 : tensor<1xi1>, tensor<1xi32>
    %2702 = stablehlo.broadcast_in_dim %2701, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2703 = "stablehlo.gather"(%arg98, %2702) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_252 = stablehlo.constant dense<5> : tensor<i32>
    %2704 = stablehlo.broadcast_in_dim %c_252, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2705 = stablehlo.add %arg153, %2704 : tensor<1xi32>
    %2706 = stablehlo.select %arg156, %2705, %arg153 : tensor<1xi1>, tensor<1xi32>
    %2707 = stablehlo.broadcast_in_dim %2706, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2708 = "stablehlo.gather"(%arg98, %2707) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %2709 = stablehlo.add %2703, %2708 : tensor<1xf32>
    %2710 = stablehlo.divide %2703, %2709 : tensor<1xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2711 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2712 = stablehlo.compare LT, %2703, %2711, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_254 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2713 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2714 = stablehlo.compare LT, %2708, %2713, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2715 = stablehlo.and %2712, %2714 : tensor<1xi1>
    %cst_255 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2716 = call @_where_57(%2715, %cst_255, %2710) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2717 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2718 = stablehlo.compare LT, %2703, %2717, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_257 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2719 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2720 = stablehlo.compare GE, %2708, %2719, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2721 = stablehlo.and %2718, %2720 : tensor<1xi1>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2722 = call @_where_57(%2721, %cst_258, %2716) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2723 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2724 = stablehlo.compare GE, %2703, %2723, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_260 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2725 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2726 = stablehlo.compare LT, %2708, %2725, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2727 = stablehlo.and %2724, %2726 : tensor<1xi1>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2728 = call @_where_57(%2727, %cst_261, %2722) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %2729 = stablehlo.broadcast_in_dim %2728, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c_262 = stablehlo.constant dense<5> : tensor<i32>
    %2730 = stablehlo.broadcast_in_dim %c_262, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2731 = stablehlo.add %arg151, %2730 : tensor<1xi32>
    %2732 = stablehlo.select %arg157, %2731, %arg151 : tensor<1xi1>, tensor<1xi32>
    %2733 = stablehlo.broadcast_in_dim %2732, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2734 = "stablehlo.gather"(%arg101, %2733) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_263 = stablehlo.constant dense<5> : tensor<i32>
    %2735 = stablehlo.broadcast_in_dim %c_263, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2736 = stablehlo.add %arg153, %2735 : tensor<1xi32>
    %2737 = stablehlo.select %arg158, %2736, %arg153 : tensor<1xi1>, tensor<1xi32>
    %2738 = stablehlo.broadcast_in_dim %2737, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2739 = "stablehlo.gather"(%arg101, %2738) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %2740 = stablehlo.maximum %2734, %2739 : tensor<1x3xf32>
    %c_264 = stablehlo.constant dense<5> : tensor<i32>
    %2741 = stablehlo.broadcast_in_dim %c_264, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2742 = stablehlo.add %arg151, %2741 : tensor<1xi32>
    %2743 = stablehlo.select %arg159, %2742, %arg151 : tensor<1xi1>, tensor<1xi32>
    %2744 = stablehlo.broadcast_in_dim %2743, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2745 = "stablehlo.gather"(%arg104, %2744) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    %c_265 = stablehlo.constant dense<5> : tensor<i32>
    %2746 = stablehlo.broadcast_in_dim %c_265, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2747 = stablehlo.add %arg153, %2746 : tensor<1xi32>
    %2748 = stablehlo.select %arg160, %2747, %arg153 : tensor<1xi1>, tensor<1xi32>
    %2749 = stablehlo.broadcast_in_dim %2748, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2750 = "stablehlo.gather"(%arg104, %2749) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    %2751 = stablehlo.broadcast_in_dim %2729, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %2752 = stablehlo.multiply %2751, %2745 : tensor<1x2xf32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2753 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2754 = stablehlo.subtract %2753, %2729 : tensor<1x1xf32>
    %2755 = stablehlo.broadcast_in_dim %2754, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x2xf32>
    %2756 = stablehlo.multiply %2755, %2750 : tensor<1x2xf32>
    %2757 = stablehlo.add %2752, %2756 : tensor<1x2xf32>
    %2758 = stablehlo.minimum %2745, %2750 : tensor<1x2xf32>
    %c_267 = stablehlo.constant dense<0> : tensor<i32>
    %2759 = stablehlo.broadcast_in_dim %c_267, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2760 = stablehlo.compare LT, %arg161, %2759, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_268 = stablehlo.constant dense<2> : tensor<i32>
    %2761 = stablehlo.broadcast_in_dim %c_268, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2762 = stablehlo.add %arg161, %2761 : tensor<2xi32>
    %2763 = stablehlo.select %2760, %2762, %arg161 : tensor<2xi1>, tensor<2xi32>
    %2764 = stablehlo.broadcast_in_dim %2763, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2765 = "stablehlo.gather"(%2745, %2764) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2x1xi32>) -> tensor<1x2xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2766 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %2767 = stablehlo.compare GT, %2765, %2766, FLOAT : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %c_270 = stablehlo.constant dense<0> : tensor<i32>
    %2768 = stablehlo.broadcast_in_dim %c_270, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2769 = stablehlo.compare LT, %arg162, %2768, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_271 = stablehlo.constant dense<2> : tensor<i32>
    %2770 = stablehlo.broadcast_in_dim %c_271, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2771 = stablehlo.add %arg162, %2770 : tensor<2xi32>
    %2772 = stablehlo.select %2769, %2771, %arg162 : tensor<2xi1>, tensor<2xi32>
    %2773 = stablehlo.broadcast_in_dim %2772, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2774 = "stablehlo.gather"(%2750, %2773) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2x1xi32>) -> tensor<1x2xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2775 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %2776 = stablehlo.compare GT, %2774, %2775, FLOAT : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %2777 = stablehlo.and %2767, %2776 : tensor<1x2xi1>
    %2778 = call @_where_58(%2777, %2757, %2758) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2779 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_274 = stablehlo.constant dense<5> : tensor<i32>
    %2780 = stablehlo.broadcast_in_dim %c_274, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2781 = stablehlo.add %arg151, %2780 : tensor<1xi32>
    %2782 = stablehlo.select %arg163, %2781, %arg151 : tensor<1xi1>, tensor<1xi32>
    %2783 = stablehlo.broadcast_in_dim %2782, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2784 = "stablehlo.gather"(%arg109, %2783) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<1x1xi32>) -> tensor<1x5xf32>
    %2785 = stablehlo.broadcast_in_dim %2729, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %2786 = stablehlo.multiply %2785, %2784 : tensor<1x5xf32>
    %cst_275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2787 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2788 = stablehlo.subtract %2787, %2729 : tensor<1x1xf32>
    %c_276 = stablehlo.constant dense<5> : tensor<i32>
    %2789 = stablehlo.broadcast_in_dim %c_276, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2790 = stablehlo.add %arg153, %2789 : tensor<1xi32>
    %2791 = stablehlo.select %arg164, %2790, %arg153 : tensor<1xi1>, tensor<1xi32>
    %2792 = stablehlo.broadcast_in_dim %2791, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2793 = "stablehlo.gather"(%arg109, %2792) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<1x1xi32>) -> tensor<1x5xf32>
    %2794 = stablehlo.broadcast_in_dim %2788, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %2795 = stablehlo.multiply %2794, %2793 : tensor<1x5xf32>
    %2796 = stablehlo.add %2786, %2795 : tensor<1x5xf32>
    %c_277 = stablehlo.constant dense<0> : tensor<i32>
    %2797 = stablehlo.broadcast_in_dim %c_277, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2798 = stablehlo.compare LT, %arg165, %2797, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_278 = stablehlo.constant dense<3> : tensor<i32>
    %2799 = stablehlo.broadcast_in_dim %c_278, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2800 = stablehlo.add %arg165, %2799 : tensor<5xi32>
    %2801 = stablehlo.select %2798, %2800, %arg165 : tensor<5xi1>, tensor<5xi32>
    %2802 = stablehlo.broadcast_in_dim %2801, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2803 = "stablehlo.gather"(%2740, %2802) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x3xf32>, tensor<5x1xi32>) -> tensor<1x5xf32>
    %c_279 = stablehlo.constant dense<5> : tensor<i32>
    %2804 = stablehlo.broadcast_in_dim %c_279, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2805 = stablehlo.add %arg169, %2804 : tensor<2xi32>
    %2806 = stablehlo.select %arg170, %2805, %arg169 : tensor<2xi1>, tensor<2xi32>
    %2807 = stablehlo.broadcast_in_dim %2806, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2808 = "stablehlo.gather"(%arg94, %2807) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %c_280 = stablehlo.constant dense<5> : tensor<i32>
    %2809 = stablehlo.broadcast_in_dim %c_280, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2810 = stablehlo.add %arg171, %2809 : tensor<2xi32>
    %2811 = stablehlo.select %arg172, %2810, %arg171 : tensor<2xi1>, tensor<2xi32>
    %2812 = stablehlo.broadcast_in_dim %2811, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2813 = "stablehlo.gather"(%arg94, %2812) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %2814 = stablehlo.add %2808, %2813 : tensor<2xf32>
    %c_281 = stablehlo.constant dense<5> : tensor<i32>
    %2815 = stablehlo.broadcast_in_dim %c_281, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2816 = stablehlo.add %arg169, %2815 : tensor<2xi32>
    %2817 = stablehlo.select %arg173, %2816, %arg169 : tensor<2xi1>, tensor<2xi32>
    %2818 = stablehlo.broadcast_in_dim %2817, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2819 = "stablehlo.gather"(%arg98, %2818) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %c_282 = stablehlo.constant dense<5> : tensor<i32>
    %2820 = stablehlo.broadcast_in_dim %c_282, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2821 = stablehlo.add %arg171, %2820 : tensor<2xi32>
    %2822 = stablehlo.select %arg174, %2821, %arg171 : tensor<2xi1>, tensor<2xi32>
    %2823 = stablehlo.broadcast_in_dim %2822, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2824 = "stablehlo.gather"(%arg98, %2823) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %2825 = stablehlo.add %2819, %2824 : tensor<2xf32>
    %2826 = stablehlo.divide %2819, %2825 : tensor<2xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2827 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2828 = stablehlo.compare LT, %2819, %2827, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_284 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2829 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2830 = stablehlo.compare LT, %2824, %2829, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2831 = stablehlo.and %2828, %2830 : tensor<2xi1>
    %cst_285 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2832 = call @_where_59(%2831, %cst_285, %2826) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2833 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2834 = stablehlo.compare LT, %2819, %2833, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_287 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2835 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2836 = stablehlo.compare GE, %2824, %2835, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2837 = stablehlo.and %2834, %2836 : tensor<2xi1>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2838 = call @_where_59(%2837, %cst_288, %2832) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2839 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2840 = stablehlo.compare GE, %2819, %2839, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_290 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2841 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2842 = stablehlo.compare LT, %2824, %2841, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2843 = stablehlo.and %2840, %2842 : tensor<2xi1>
    %cst_291 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2844 = call @_where_59(%2843, %cst_291, %2838) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %2845 = stablehlo.broadcast_in_dim %2844, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %c_292 = stablehlo.constant dense<5> : tensor<i32>
    %2846 = stablehlo.broadcast_in_dim %c_292, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2847 = stablehlo.add %arg169, %2846 : tensor<2xi32>
    %2848 = stablehlo.select %arg175, %2847, %arg169 : tensor<2xi1>, tensor<2xi32>
    %2849 = stablehlo.broadcast_in_dim %2848, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2850 = "stablehlo.gather"(%arg101, %2849) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_293 = stablehlo.constant dense<5> : tensor<i32>
    %2851 = stablehlo.broadcast_in_dim %c_293, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2852 = stablehlo.add %arg171, %2851 : tensor<2xi32>
    %2853 = stablehlo.select %arg176, %2852, %arg171 : tensor<2xi1>, tensor<2xi32>
    %2854 = stablehlo.broadcast_in_dim %2853, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2855 = "stablehlo.gather"(%arg101, %2854) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %2856 = stablehlo.maximum %2850, %2855 : tensor<2x3xf32>
    %c_294 = stablehlo.constant dense<5> : tensor<i32>
    %2857 = stablehlo.broadcast_in_dim %c_294, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2858 = stablehlo.add %arg169, %2857 : tensor<2xi32>
    %2859 = stablehlo.select %arg177, %2858, %arg169 : tensor<2xi1>, tensor<2xi32>
    %2860 = stablehlo.broadcast_in_dim %2859, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2861 = "stablehlo.gather"(%arg104, %2860) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %c_295 = stablehlo.constant dense<5> : tensor<i32>
    %2862 = stablehlo.broadcast_in_dim %c_295, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2863 = stablehlo.add %arg171, %2862 : tensor<2xi32>
    %2864 = stablehlo.select %arg178, %2863, %arg171 : tensor<2xi1>, tensor<2xi32>
    %2865 = stablehlo.broadcast_in_dim %2864, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2866 = "stablehlo.gather"(%arg104, %2865) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %2867 = stablehlo.broadcast_in_dim %2845, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %2868 = stablehlo.multiply %2867, %2861 : tensor<2x2xf32>
    %cst_296 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2869 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %2870 = stablehlo.subtract %2869, %2845 : tensor<2x1xf32>
    %2871 = stablehlo.broadcast_in_dim %2870, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %2872 = stablehlo.multiply %2871, %2866 : tensor<2x2xf32>
    %2873 = stablehlo.add %2868, %2872 : tensor<2x2xf32>
    %2874 = stablehlo.minimum %2861, %2866 : tensor<2x2xf32>
    %c_297 = stablehlo.constant dense<0> : tensor<i32>
    %2875 = stablehlo.broadcast_in_dim %c_297, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2876 = stablehlo.compare LT, %arg179, %2875, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_298 = stablehlo.constant dense<2> : tensor<i32>
    %2877 = stablehlo.broadcast_in_dim %c_298, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2878 = stablehlo.add %arg179, %2877 : tensor<2xi32>
    %2879 = stablehlo.select %2876, %2878, %arg179 : tensor<2xi1>, tensor<2xi32>
    %2880 = stablehlo.broadcast_in_dim %2879, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2881 = "stablehlo.gather"(%2861, %2880) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2882 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2883 = stablehlo.compare GT, %2881, %2882, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %c_300 = stablehlo.constant dense<0> : tensor<i32>
    %2884 = stablehlo.broadcast_in_dim %c_300, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2885 = stablehlo.compare LT, %arg180, %2884, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_301 = stablehlo.constant dense<2> : tensor<i32>
    %2886 = stablehlo.broadcast_in_dim %c_301, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2887 = stablehlo.add %arg180, %2886 : tensor<2xi32>
    %2888 = stablehlo.select %2885, %2887, %arg180 : tensor<2xi1>, tensor<2xi32>
    %2889 = stablehlo.broadcast_in_dim %2888, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2890 = "stablehlo.gather"(%2866, %2889) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2891 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2892 = stablehlo.compare GT, %2890, %2891, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %2893 = stablehlo.and %2883, %2892 : tensor<2x2xi1>
    %2894 = call @_where_60(%2893, %2873, %2874) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2895 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_304 = stablehlo.constant dense<5> : tensor<i32>
    %2896 = stablehlo.broadcast_in_dim %c_304, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2897 = stablehlo.add %arg169, %2896 : tensor<2xi32>
    %2898 = stablehlo.select %arg181, %2897, %arg169 : tensor<2xi1>, tensor<2xi32>
    %2899 = stablehlo.broadcast_in_dim %2898, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2900 = "stablehlo.gather"(%arg109, %2899) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
    %2901 = stablehlo.broadcast_in_dim %2845, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %2902 = stablehlo.multiply %2901, %2900 : tensor<2x5xf32>
    %cst_305 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2903 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %2904 = stablehlo.subtract %2903, %2845 : tensor<2x1xf32>
    %c_306 = stablehlo.constant dense<5> : tensor<i32>
    %2905 = stablehlo.broadcast_in_dim %c_306, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2906 = stablehlo.add %arg171, %2905 : tensor<2xi32>
    %2907 = stablehlo.select %arg182, %2906, %arg171 : tensor<2xi1>, tensor<2xi32>
    %2908 = stablehlo.broadcast_in_dim %2907, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2909 = "stablehlo.gather"(%arg109, %2908) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
    %2910 = stablehlo.broadcast_in_dim %2904, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %2911 = stablehlo.multiply %2910, %2909 : tensor<2x5xf32>
    %2912 = stablehlo.add %2902, %2911 : tensor<2x5xf32>
    %c_307 = stablehlo.constant dense<0> : tensor<i32>
    %2913 = stablehlo.broadcast_in_dim %c_307, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2914 = stablehlo.compare LT, %arg183, %2913, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_308 = stablehlo.constant dense<3> : tensor<i32>
    %2915 = stablehlo.broadcast_in_dim %c_308, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2916 = stablehlo.add %arg183, %2915 : tensor<5xi32>
    %2917 = stablehlo.select %2914, %2916, %arg183 : tensor<5xi1>, tensor<5xi32>
    %2918 = stablehlo.broadcast_in_dim %2917, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2919 = "stablehlo.gather"(%2856, %2918) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xf32>, tensor<5x1xi32>) -> tensor<2x5xf32>
    %c_309 = stablehlo.constant dense<5> : tensor<i32>
    %2920 = stablehlo.broadcast_in_dim %c_309, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2921 = stablehlo.add %arg187, %2920 : tensor<2xi32>
    %2922 = stablehlo.select %arg188, %2921, %arg187 : tensor<2xi1>, tensor<2xi32>
    %2923 = stablehlo.broadcast_in_dim %2922, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2924 = "stablehlo.gather"(%arg94, %2923) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %c_310 = stablehlo.constant dense<5> : tensor<i32>
    %2925 = stablehlo.broadcast_in_dim %c_310, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2926 = stablehlo.add %arg189, %2925 : tensor<2xi32>
    %2927 = stablehlo.select %arg190, %2926, %arg189 : tensor<2xi1>, tensor<2xi32>
    %2928 = stablehlo.broadcast_in_dim %2927, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2929 = "stablehlo.gather"(%arg94, %2928) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %2930 = stablehlo.add %2924, %2929 : tensor<2xf32>
    %c_311 = stablehlo.constant dense<5> : tensor<i32>
    %2931 = stablehlo.broadcast_in_dim %c_311, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2932 = stablehlo.add %arg187, %2931 : tensor<2xi32>
    %2933 = stablehlo.select %arg191, %2932, %arg187 : tensor<2xi1>, tensor<2xi32>
    %2934 = stablehlo.broadcast_in_dim %2933, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2935 = "stablehlo.gather"(%arg98, %2934) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %c_312 = stablehlo.constant dense<5> : tensor<i32>
    %2936 = stablehlo.broadcast_in_dim %c_312, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2937 = stablehlo.add %arg189, %2936 : tensor<2xi32>
    %2938 = stablehlo.select %arg192, %2937, %arg189 : tensor<2xi1>, tensor<2xi32>
    %2939 = stablehlo.broadcast_in_dim %2938, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2940 = "stablehlo.gather"(%arg98, %2939) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %2941 = stablehlo.add %2935, %2940 : tensor<2xf32>
    %2942 = stablehlo.divide %2935, %2941 : tensor<2xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2943 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2944 = stablehlo.compare LT, %2935, %2943, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_314 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2945 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2946 = stablehlo.compare LT, %2940, %2945, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2947 = stablehlo.and %2944, %2946 : tensor<2xi1>
    %cst_315 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2948 = call @_where_59(%2947, %cst_315, %2942) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2949 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2950 = stablehlo.compare LT, %2935, %2949, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_317 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2951 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2952 = stablehlo.compare GE, %2940, %2951, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2953 = stablehlo.and %2950, %2952 : tensor<2xi1>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2954 = call @_where_59(%2953, %cst_318, %2948) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2955 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2956 = stablehlo.compare GE, %2935, %2955, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_320 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %2957 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2958 = stablehlo.compare LT, %2940, %2957, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2959 = stablehlo.and %2956, %2958 : tensor<2xi1>
    %cst_321 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2960 = call @_where_59(%2959, %cst_321, %2954) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %2961 = stablehlo.broadcast_in_dim %2960, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %c_322 = stablehlo.constant dense<5> : tensor<i32>
    %2962 = stablehlo.broadcast_in_dim %c_322, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2963 = stablehlo.add %arg187, %2962 : tensor<2xi32>
    %2964 = stablehlo.select %arg193, %2963, %arg187 : tensor<2xi1>, tensor<2xi32>
    %2965 = stablehlo.broadcast_in_dim %2964, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2966 = "stablehlo.gather"(%arg101, %2965) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_323 = stablehlo.constant dense<5> : tensor<i32>
    %2967 = stablehlo.broadcast_in_dim %c_323, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2968 = stablehlo.add %arg189, %2967 : tensor<2xi32>
    %2969 = stablehlo.select %arg194, %2968, %arg189 : tensor<2xi1>, tensor<2xi32>
    %2970 = stablehlo.broadcast_in_dim %2969, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2971 = "stablehlo.gather"(%arg101, %2970) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %2972 = stablehlo.maximum %2966, %2971 : tensor<2x3xf32>
    %c_324 = stablehlo.constant dense<5> : tensor<i32>
    %2973 = stablehlo.broadcast_in_dim %c_324, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2974 = stablehlo.add %arg187, %2973 : tensor<2xi32>
    %2975 = stablehlo.select %arg195, %2974, %arg187 : tensor<2xi1>, tensor<2xi32>
    %2976 = stablehlo.broadcast_in_dim %2975, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2977 = "stablehlo.gather"(%arg104, %2976) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %c_325 = stablehlo.constant dense<5> : tensor<i32>
    %2978 = stablehlo.broadcast_in_dim %c_325, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2979 = stablehlo.add %arg189, %2978 : tensor<2xi32>
    %2980 = stablehlo.select %arg196, %2979, %arg189 : tensor<2xi1>, tensor<2xi32>
    %2981 = stablehlo.broadcast_in_dim %2980, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2982 = "stablehlo.gather"(%arg104, %2981) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %2983 = stablehlo.broadcast_in_dim %2961, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %2984 = stablehlo.multiply %2983, %2977 : tensor<2x2xf32>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2985 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %2986 = stablehlo.subtract %2985, %2961 : tensor<2x1xf32>
    %2987 = stablehlo.broadcast_in_dim %2986, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %2988 = stablehlo.multiply %2987, %2982 : tensor<2x2xf32>
    %2989 = stablehlo.add %2984, %2988 : tensor<2x2xf32>
    %2990 = stablehlo.minimum %2977, %2982 : tensor<2x2xf32>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %2991 = stablehlo.broadcast_in_dim %c_327, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2992 = stablehlo.compare LT, %arg197, %2991, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_328 = stablehlo.constant dense<2> : tensor<i32>
    %2993 = stablehlo.broadcast_in_dim %c_328, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2994 = stablehlo.add %arg197, %2993 : tensor<2xi32>
    %2995 = stablehlo.select %2992, %2994, %arg197 : tensor<2xi1>, tensor<2xi32>
    %2996 = stablehlo.broadcast_in_dim %2995, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2997 = "stablehlo.gather"(%2977, %2996) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2998 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2999 = stablehlo.compare GT, %2997, %2998, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %c_330 = stablehlo.constant dense<0> : tensor<i32>
    %3000 = stablehlo.broadcast_in_dim %c_330, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3001 = stablehlo.compare LT, %arg198, %3000, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_331 = stablehlo.constant dense<2> : tensor<i32>
    %3002 = stablehlo.broadcast_in_dim %c_331, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3003 = stablehlo.add %arg198, %3002 : tensor<2xi32>
    %3004 = stablehlo.select %3001, %3003, %arg198 : tensor<2xi1>, tensor<2xi32>
    %3005 = stablehlo.broadcast_in_dim %3004, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3006 = "stablehlo.gather"(%2982, %3005) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3007 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %3008 = stablehlo.compare GT, %3006, %3007, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %3009 = stablehlo.and %2999, %3008 : tensor<2x2xi1>
    %3010 = call @_where_60(%3009, %2989, %2990) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3011 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_334 = stablehlo.constant dense<5> : tensor<i32>
    %3012 = stablehlo.broadcast_in_dim %c_334, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3013 = stablehlo.add %arg187, %3012 : tensor<2xi32>
    %3014 = stablehlo.select %arg199, %3013, %arg187 : tensor<2xi1>, tensor<2xi32>
    %3015 = stablehlo.broadcast_in_dim %3014, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3016 = "stablehlo.gather"(%arg109, %3015) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
    %3017 = stablehlo.broadcast_in_dim %2961, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %3018 = stablehlo.multiply %3017, %3016 : tensor<2x5xf32>
    %cst_335 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3019 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %3020 = stablehlo.subtract %3019, %2961 : tensor<2x1xf32>
    %c_336 = stablehlo.constant dense<5> : tensor<i32>
    %3021 = stablehlo.broadcast_in_dim %c_336, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3022 = stablehlo.add %arg189, %3021 : tensor<2xi32>
    %3023 = stablehlo.select %arg200, %3022, %arg189 : tensor<2xi1>, tensor<2xi32>
    %3024 = stablehlo.broadcast_in_dim %3023, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3025 = "stablehlo.gather"(%arg109, %3024) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
    %3026 = stablehlo.broadcast_in_dim %3020, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %3027 = stablehlo.multiply %3026, %3025 : tensor<2x5xf32>
    %3028 = stablehlo.add %3018, %3027 : tensor<2x5xf32>
    %c_337 = stablehlo.constant dense<0> : tensor<i32>
    %3029 = stablehlo.broadcast_in_dim %c_337, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3030 = stablehlo.compare LT, %arg201, %3029, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_338 = stablehlo.constant dense<3> : tensor<i32>
    %3031 = stablehlo.broadcast_in_dim %c_338, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3032 = stablehlo.add %arg201, %3031 : tensor<5xi32>
    %3033 = stablehlo.select %3030, %3032, %arg201 : tensor<5xi1>, tensor<5xi32>
    %3034 = stablehlo.broadcast_in_dim %3033, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %3035 = "stablehlo.gather"(%2972, %3034) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xf32>, tensor<5x1xi32>) -> tensor<2x5xf32>
    %3036 = stablehlo.transpose %arg114, dims = [1, 0] : (tensor<1x2xi32>) -> tensor<2x1xi32>
    %3037 = stablehlo.slice %3036 [0:1, 0:1] : (tensor<2x1xi32>) -> tensor<1x1xi32>
    %3038 = stablehlo.reshape %3037 : (tensor<1x1xi32>) -> tensor<1xi32>
    %3039 = stablehlo.slice %3036 [1:2, 0:1] : (tensor<2x1xi32>) -> tensor<1x1xi32>
    %3040 = stablehlo.reshape %3039 : (tensor<1x1xi32>) -> tensor<1xi32>
    %c_339 = stablehlo.constant dense<0> : tensor<i32>
    %3041 = stablehlo.broadcast_in_dim %c_339, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3042 = stablehlo.compare LT, %3038, %3041, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_340 = stablehlo.constant dense<5> : tensor<i32>
    %3043 = stablehlo.broadcast_in_dim %c_340, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3044 = stablehlo.add %3038, %3043 : tensor<1xi32>
    %3045 = stablehlo.select %3042, %3044, %3038 : tensor<1xi1>, tensor<1xi32>
    %3046 = stablehlo.broadcast_in_dim %3045, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3047 = "stablehlo.gather"(%1587, %3046) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_341 = stablehlo.constant dense<0> : tensor<i32>
    %3048 = stablehlo.broadcast_in_dim %c_341, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3049 = stablehlo.compare LT, %3038, %3048, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_342 = stablehlo.constant dense<5> : tensor<i32>
    %3050 = stablehlo.broadcast_in_dim %c_342, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3051 = stablehlo.add %3038, %3050 : tensor<1xi32>
    %3052 = stablehlo.select %3049, %3051, %3038 : tensor<1xi1>, tensor<1xi32>
    %3053 = stablehlo.broadcast_in_dim %3052, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3054 = "stablehlo.gather"(%1780, %3053) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    %c_343 = stablehlo.constant dense<0> : tensor<i32>
    %3055 = stablehlo.broadcast_in_dim %c_343, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3056 = stablehlo.compare LT, %3038, %3055, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_344 = stablehlo.constant dense<5> : tensor<i32>
    %3057 = stablehlo.broadcast_in_dim %c_344, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3058 = stablehlo.add %3038, %3057 : tensor<1xi32>
    %3059 = stablehlo.select %3056, %3058, %3038 : tensor<1xi1>, tensor<1xi32>
    %3060 = stablehlo.broadcast_in_dim %3059, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3061 = "stablehlo.gather"(%arg205, %3060) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_345 = stablehlo.constant dense<0> : tensor<i32>
    %3062 = stablehlo.broadcast_in_dim %c_345, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3063 = stablehlo.compare LT, %3040, %3062, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_346 = stablehlo.constant dense<5> : tensor<i32>
    %3064 = stablehlo.broadcast_in_dim %c_346, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3065 = stablehlo.add %3040, %3064 : tensor<1xi32>
    %3066 = stablehlo.select %3063, %3065, %3040 : tensor<1xi1>, tensor<1xi32>
    %3067 = stablehlo.broadcast_in_dim %3066, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3068 = "stablehlo.gather"(%1587, %3067) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_347 = stablehlo.constant dense<0> : tensor<i32>
    %3069 = stablehlo.broadcast_in_dim %c_347, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3070 = stablehlo.compare LT, %3040, %3069, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_348 = stablehlo.constant dense<5> : tensor<i32>
    %3071 = stablehlo.broadcast_in_dim %c_348, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3072 = stablehlo.add %3040, %3071 : tensor<1xi32>
    %3073 = stablehlo.select %3070, %3072, %3040 : tensor<1xi1>, tensor<1xi32>
    %3074 = stablehlo.broadcast_in_dim %3073, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3075 = "stablehlo.gather"(%1780, %3074) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    %c_349 = stablehlo.constant dense<0> : tensor<i32>
    %3076 = stablehlo.broadcast_in_dim %c_349, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3077 = stablehlo.compare LT, %3040, %3076, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_350 = stablehlo.constant dense<5> : tensor<i32>
    %3078 = stablehlo.broadcast_in_dim %c_350, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3079 = stablehlo.add %3040, %3078 : tensor<1xi32>
    %3080 = stablehlo.select %3077, %3079, %3040 : tensor<1xi1>, tensor<1xi32>
    %3081 = stablehlo.broadcast_in_dim %3080, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3082 = "stablehlo.gather"(%arg205, %3081) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %3083 = stablehlo.broadcast_in_dim %3082, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3084 = stablehlo.broadcast_in_dim %arg206, dims = [1, 2] : (tensor<8x3xf32>) -> tensor<1x8x3xf32>
    %3085 = stablehlo.broadcast_in_dim %3083, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x8x3xf32>
    %3086 = stablehlo.multiply %3084, %3085 : tensor<1x8x3xf32>
    %3087 = stablehlo.broadcast_in_dim %3082, dims = [0, 3] : (tensor<1x3xf32>) -> tensor<1x1x1x3xf32>
    %3088 = stablehlo.broadcast_in_dim %arg207, dims = [1, 2, 3] : (tensor<6x4x3xf32>) -> tensor<1x6x4x3xf32>
    %3089 = stablehlo.broadcast_in_dim %3087, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x6x4x3xf32>
    %3090 = stablehlo.multiply %3088, %3089 : tensor<1x6x4x3xf32>
    %3091 = stablehlo.transpose %3075, dims = [0, 2, 1] : (tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %3092 = stablehlo.subtract %3047, %3068 : tensor<1x3xf32>
    %3093 = stablehlo.dot_general %3091, %3092, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3094 = stablehlo.transpose %3075, dims = [0, 2, 1] : (tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %3095 = stablehlo.slice %3054 [0:1, 0:3, 2:3] : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %3096 = stablehlo.reshape %3095 : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %3097 = stablehlo.dot_general %3094, %3096, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3098 = stablehlo.broadcast_in_dim %3093, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3099 = stablehlo.broadcast_in_dim %3098, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x8x3xf32>
    %3100 = stablehlo.subtract %3099, %3086 : tensor<1x8x3xf32>
    %3101 = stablehlo.dot_general %3100, %3097, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x3xf32>, tensor<1x3xf32>) -> tensor<1x8xf32>
    %cst_351 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3102 = stablehlo.reduce(%3101 init: %cst_351) applies stablehlo.maximum across dimensions = [1] : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3103 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3104 = stablehlo.subtract %3102, %3103 : tensor<1xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3105 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3106 = stablehlo.maximum %3105, %3104 : tensor<1xf32>
    %3107 = stablehlo.broadcast_in_dim %3106, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3108 = stablehlo.broadcast_in_dim %3107, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %3109 = stablehlo.compare GT, %3101, %3108, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_355 = stablehlo.constant dense<-1.000000e+06> : tensor<f32>
    %3110 = call @_where_61(%3109, %cst_354, %cst_355) : (tensor<1x8xi1>, tensor<f32>, tensor<f32>) -> tensor<1x8xf32>
    %3111 = call @argmax(%3110) : (tensor<1x8xf32>) -> tensor<1xi32>
    %c_356 = stablehlo.constant dense<0> : tensor<i32>
    %3112 = stablehlo.broadcast_in_dim %c_356, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3113 = stablehlo.compare LT, %3111, %3112, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_357 = stablehlo.constant dense<8> : tensor<i32>
    %3114 = stablehlo.broadcast_in_dim %c_357, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3115 = stablehlo.add %3111, %3114 : tensor<1xi32>
    %3116 = stablehlo.select %3113, %3115, %3111 : tensor<1xi1>, tensor<1xi32>
    %c_358 = stablehlo.constant dense<0> : tensor<i32>
    %c_359 = stablehlo.constant dense<0> : tensor<i32>
    %3117 = stablehlo.compare LT, %c_358, %c_359, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_360 = stablehlo.constant dense<0> : tensor<i32>
    %c_361 = stablehlo.constant dense<3> : tensor<i32>
    %3118 = stablehlo.add %c_360, %c_361 : tensor<i32>
    %c_362 = stablehlo.constant dense<0> : tensor<i32>
    %3119 = stablehlo.select %3117, %3118, %c_362 : tensor<i1>, tensor<i32>
    %3120 = stablehlo.broadcast_in_dim %3116, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3121 = stablehlo.broadcast_in_dim %3119, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3122 = stablehlo.concatenate %3120, %3121, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %3123 = "stablehlo.gather"(%3086, %3122) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x8x3xf32>, tensor<1x2xi32>) -> tensor<1x1x3xf32>
    %3124 = stablehlo.reshape %3123 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %3125 = stablehlo.broadcast_in_dim %3124, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3126 = stablehlo.broadcast_in_dim %3125, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x8x3xf32>
    %3127 = stablehlo.subtract %3126, %3086 : tensor<1x8x3xf32>
    %3128 = stablehlo.multiply %3127, %3127 : tensor<1x8x3xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3129 = stablehlo.reduce(%3128 init: %cst_363) applies stablehlo.add across dimensions = [2] : (tensor<1x8x3xf32>, tensor<f32>) -> tensor<1x8xf32>
    %3130 = stablehlo.convert %3110 : tensor<1x8xf32>
    %3131 = stablehlo.add %3129, %3130 : tensor<1x8xf32>
    %3132 = call @argmax_62(%3131) : (tensor<1x8xf32>) -> tensor<1xi32>
    %c_364 = stablehlo.constant dense<0> : tensor<i32>
    %3133 = stablehlo.broadcast_in_dim %c_364, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3134 = stablehlo.compare LT, %3132, %3133, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_365 = stablehlo.constant dense<8> : tensor<i32>
    %3135 = stablehlo.broadcast_in_dim %c_365, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3136 = stablehlo.add %3132, %3135 : tensor<1xi32>
    %3137 = stablehlo.select %3134, %3136, %3132 : tensor<1xi1>, tensor<1xi32>
    %c_366 = stablehlo.constant dense<0> : tensor<i32>
    %c_367 = stablehlo.constant dense<0> : tensor<i32>
    %3138 = stablehlo.compare LT, %c_366, %c_367, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_368 = stablehlo.constant dense<0> : tensor<i32>
    %c_369 = stablehlo.constant dense<3> : tensor<i32>
    %3139 = stablehlo.add %c_368, %c_369 : tensor<i32>
    %c_370 = stablehlo.constant dense<0> : tensor<i32>
    %3140 = stablehlo.select %3138, %3139, %c_370 : tensor<i1>, tensor<i32>
    %3141 = stablehlo.broadcast_in_dim %3137, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3142 = stablehlo.broadcast_in_dim %3140, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3143 = stablehlo.concatenate %3141, %3142, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %3144 = "stablehlo.gather"(%3086, %3143) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x8x3xf32>, tensor<1x2xi32>) -> tensor<1x1x3xf32>
    %3145 = stablehlo.reshape %3144 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %3146 = stablehlo.subtract %3124, %3145 : tensor<1x3xf32>
    %3147 = call @cross_24(%3097, %3146) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3148 = stablehlo.broadcast_in_dim %3124, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3149 = stablehlo.broadcast_in_dim %3148, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x8x3xf32>
    %3150 = stablehlo.subtract %3149, %3086 : tensor<1x8x3xf32>
    %3151 = stablehlo.dot_general %3150, %3147, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x3xf32>, tensor<1x3xf32>) -> tensor<1x8xf32>
    %3152 = stablehlo.abs %3151 : tensor<1x8xf32>
    %3153 = stablehlo.convert %3110 : tensor<1x8xf32>
    %3154 = stablehlo.add %3152, %3153 : tensor<1x8xf32>
    %3155 = call @argmax_62(%3154) : (tensor<1x8xf32>) -> tensor<1xi32>
    %c_371 = stablehlo.constant dense<0> : tensor<i32>
    %3156 = stablehlo.broadcast_in_dim %c_371, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3157 = stablehlo.compare LT, %3155, %3156, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_372 = stablehlo.constant dense<8> : tensor<i32>
    %3158 = stablehlo.broadcast_in_dim %c_372, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3159 = stablehlo.add %3155, %3158 : tensor<1xi32>
    %3160 = stablehlo.select %3157, %3159, %3155 : tensor<1xi1>, tensor<1xi32>
    %c_373 = stablehlo.constant dense<0> : tensor<i32>
    %c_374 = stablehlo.constant dense<0> : tensor<i32>
    %3161 = stablehlo.compare LT, %c_373, %c_374, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_375 = stablehlo.constant dense<0> : tensor<i32>
    %c_376 = stablehlo.constant dense<3> : tensor<i32>
    %3162 = stablehlo.add %c_375, %c_376 : tensor<i32>
    %c_377 = stablehlo.constant dense<0> : tensor<i32>
    %3163 = stablehlo.select %3161, %3162, %c_377 : tensor<i1>, tensor<i32>
    %3164 = stablehlo.broadcast_in_dim %3160, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3165 = stablehlo.broadcast_in_dim %3163, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3166 = stablehlo.concatenate %3164, %3165, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %3167 = "stablehlo.gather"(%3086, %3166) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x8x3xf32>, tensor<1x2xi32>) -> tensor<1x1x3xf32>
    %3168 = stablehlo.reshape %3167 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %3169 = stablehlo.subtract %3124, %3168 : tensor<1x3xf32>
    %3170 = call @cross_24(%3097, %3169) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3171 = stablehlo.subtract %3145, %3168 : tensor<1x3xf32>
    %3172 = call @cross_24(%3097, %3171) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3173 = stablehlo.broadcast_in_dim %3145, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3174 = stablehlo.broadcast_in_dim %3173, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x8x3xf32>
    %3175 = stablehlo.subtract %3174, %3086 : tensor<1x8x3xf32>
    %3176 = stablehlo.dot_general %3175, %3172, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x3xf32>, tensor<1x3xf32>) -> tensor<1x8xf32>
    %3177 = stablehlo.abs %3176 : tensor<1x8xf32>
    %3178 = stablehlo.convert %3110 : tensor<1x8xf32>
    %3179 = stablehlo.add %3177, %3178 : tensor<1x8xf32>
    %3180 = stablehlo.dot_general %3150, %3170, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x3xf32>, tensor<1x3xf32>) -> tensor<1x8xf32>
    %3181 = stablehlo.abs %3180 : tensor<1x8xf32>
    %3182 = stablehlo.convert %3110 : tensor<1x8xf32>
    %3183 = stablehlo.add %3181, %3182 : tensor<1x8xf32>
    %3184 = stablehlo.add %3179, %3183 : tensor<1x8xf32>
    %3185 = call @argmax_62(%3184) : (tensor<1x8xf32>) -> tensor<1xi32>
    %c_378 = stablehlo.constant dense<8> : tensor<i32>
    %3186 = call @remainder_63(%3185, %c_378) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %3187 = stablehlo.broadcast_in_dim %3111, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3188 = stablehlo.broadcast_in_dim %3132, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3189 = stablehlo.broadcast_in_dim %3155, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3190 = stablehlo.broadcast_in_dim %3186, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3191 = stablehlo.concatenate %3187, %3188, %3189, %3190, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x4xi32>
    %c_379 = stablehlo.constant dense<0> : tensor<i32>
    %3192 = stablehlo.broadcast_in_dim %c_379, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3193 = stablehlo.compare LT, %3191, %3192, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_380 = stablehlo.constant dense<8> : tensor<i32>
    %3194 = stablehlo.broadcast_in_dim %c_380, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3195 = stablehlo.add %3191, %3194 : tensor<1x4xi32>
    %3196 = stablehlo.select %3193, %3195, %3191 : tensor<1x4xi1>, tensor<1x4xi32>
    %3197 = stablehlo.broadcast_in_dim %3196, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %3198 = "stablehlo.gather"(%3086, %3197) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x8x3xf32>, tensor<1x4x1xi32>) -> tensor<1x4x3xf32>
    %3199 = stablehlo.transpose %3075, dims = [0, 2, 1] : (tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %3200 = stablehlo.dot_general %3198, %3199, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x3xf32>, tensor<1x3x3xf32>) -> tensor<1x4x3xf32>
    %3201 = stablehlo.broadcast_in_dim %3068, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3202 = stablehlo.broadcast_in_dim %3201, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x4x3xf32>
    %3203 = stablehlo.add %3202, %3200 : tensor<1x4x3xf32>
    %3204 = stablehlo.slice %3054 [0:1, 0:3, 2:3] : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %3205 = stablehlo.reshape %3204 : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3206 = call @allclose_64(%3205, %cst_381) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_382 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3207 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3208 = call @_where_66(%3206, %3207, %3205) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3209 = call @norm_67(%3208) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3210 = call @_where_68(%3206, %cst_383, %3209) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3211 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3212 = stablehlo.compare EQ, %3210, %3211, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3213 = stablehlo.convert %3212 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_385 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3214 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3215 = stablehlo.multiply %3214, %3213 : tensor<1xf32>
    %3216 = stablehlo.convert %3215 : tensor<1xf32>
    %3217 = stablehlo.add %3210, %3216 : tensor<1xf32>
    %3218 = stablehlo.broadcast_in_dim %3217, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3219 = stablehlo.broadcast_in_dim %3218, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3220 = stablehlo.divide %3205, %3219 : tensor<1x3xf32>
    %3221 = stablehlo.slice %3220 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3222 = stablehlo.reshape %3221 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst_386 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %3223 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3224 = stablehlo.compare GT, %3222, %3223, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3225 = stablehlo.slice %3220 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3226 = stablehlo.reshape %3225 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst_387 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3227 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3228 = stablehlo.compare LT, %3226, %3227, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3229 = stablehlo.and %3224, %3228 : tensor<1xi1>
    %3230 = call @_where_69(%3229, %arg208, %arg209) : (tensor<1xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
    %3231 = stablehlo.convert %3220 : tensor<1x3xf32>
    %3232 = stablehlo.convert %3230 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %3233 = stablehlo.dot_general %3231, %3232, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %3234 = stablehlo.broadcast_in_dim %3233, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3235 = stablehlo.broadcast_in_dim %3234, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3236 = stablehlo.multiply %3220, %3235 : tensor<1x3xf32>
    %3237 = stablehlo.convert %3230 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %3238 = stablehlo.subtract %3237, %3236 : tensor<1x3xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3239 = call @allclose_64(%3238, %cst_388) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_389 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3240 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3241 = call @_where_66(%3239, %3240, %3238) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3242 = call @norm_67(%3241) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3243 = call @_where_68(%3239, %cst_390, %3242) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3244 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3245 = stablehlo.compare EQ, %3243, %3244, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3246 = stablehlo.convert %3245 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_392 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3247 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3248 = stablehlo.multiply %3247, %3246 : tensor<1xf32>
    %3249 = stablehlo.convert %3248 : tensor<1xf32>
    %3250 = stablehlo.add %3243, %3249 : tensor<1xf32>
    %3251 = stablehlo.broadcast_in_dim %3250, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3252 = stablehlo.broadcast_in_dim %3251, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3253 = stablehlo.divide %3238, %3252 : tensor<1x3xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3254 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %3255 = stablehlo.compare NE, %3220, %3254, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %3256 = stablehlo.convert %3255 : tensor<1x3xi1>
    %c_394 = stablehlo.constant dense<false> : tensor<i1>
    %3257 = stablehlo.reduce(%3256 init: %c_394) applies stablehlo.or across dimensions = [1] : (tensor<1x3xi1>, tensor<i1>) -> tensor<1xi1>
    %3258 = stablehlo.convert %3257 : (tensor<1xi1>) -> tensor<1xf32>
    %3259 = stablehlo.broadcast_in_dim %3258, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3260 = stablehlo.broadcast_in_dim %3259, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3261 = stablehlo.multiply %3253, %3260 : tensor<1x3xf32>
    %3262 = call @cross_24(%3220, %3261) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3263 = stablehlo.broadcast_in_dim %3220, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3264 = stablehlo.broadcast_in_dim %3261, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3265 = stablehlo.broadcast_in_dim %3262, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3266 = stablehlo.concatenate %3263, %3264, %3265, dim = 1 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x3x3xf32>
    %3267 = stablehlo.broadcast_in_dim %3266, dims = [1, 2, 3] : (tensor<1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %3268 = stablehlo.broadcast_in_dim %3266, dims = [1, 2, 3] : (tensor<1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %3269 = stablehlo.broadcast_in_dim %3266, dims = [1, 2, 3] : (tensor<1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %3270 = stablehlo.broadcast_in_dim %3266, dims = [1, 2, 3] : (tensor<1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %3271 = stablehlo.concatenate %3267, %3268, %3269, %3270, dim = 0 : (tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %3272 = stablehlo.broadcast_in_dim %3191, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %3273 = stablehlo.broadcast_in_dim %3191, dims = [0, 2] : (tensor<1x4xi32>) -> tensor<1x1x4xi32>
    %3274 = stablehlo.broadcast_in_dim %3273, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<1x4x4xi32>
    %3275 = stablehlo.broadcast_in_dim %3272, dims = [0, 1, 2] : (tensor<1x4x1xi32>) -> tensor<1x4x4xi32>
    %3276 = stablehlo.compare EQ, %3274, %3275, SIGNED : (tensor<1x4x4xi32>, tensor<1x4x4xi32>) -> tensor<1x4x4xi1>
    %3277 = call @tril_70(%3276) : (tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %3278 = stablehlo.convert %3277 : (tensor<1x4x4xi1>) -> tensor<1x4x4xi32>
    %c_395 = stablehlo.constant dense<0> : tensor<i32>
    %3279 = stablehlo.reduce(%3278 init: %c_395) applies stablehlo.add across dimensions = [2] : (tensor<1x4x4xi32>, tensor<i32>) -> tensor<1x4xi32>
    %c_396 = stablehlo.constant dense<1> : tensor<i32>
    %3280 = stablehlo.broadcast_in_dim %c_396, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3281 = stablehlo.compare EQ, %3279, %3280, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_397 = stablehlo.constant dense<0> : tensor<i32>
    %3282 = stablehlo.broadcast_in_dim %c_397, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3283 = stablehlo.compare LT, %3191, %3282, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_398 = stablehlo.constant dense<8> : tensor<i32>
    %3284 = stablehlo.broadcast_in_dim %c_398, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3285 = stablehlo.add %3191, %3284 : tensor<1x4xi32>
    %3286 = stablehlo.select %3283, %3285, %3191 : tensor<1x4xi1>, tensor<1x4xi32>
    %3287 = stablehlo.broadcast_in_dim %3286, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %3288 = "stablehlo.gather"(%3101, %3287) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xf32>, tensor<1x4x1xi32>) -> tensor<1x4xf32>
    %3289 = stablehlo.negate %3288 : tensor<1x4xf32>
    %c_399 = stablehlo.constant dense<1> : tensor<i32>
    %3290 = call @_where_71(%3281, %3289, %c_399) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<i32>) -> tensor<1x4xf32>
    %3291 = stablehlo.broadcast_in_dim %3290, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %cst_400 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3292 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
    %3293 = stablehlo.multiply %3292, %3291 : tensor<1x4x1xf32>
    %3294 = stablehlo.broadcast_in_dim %3205, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3295 = stablehlo.broadcast_in_dim %3293, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x3xf32>
    %3296 = stablehlo.broadcast_in_dim %3294, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x4x3xf32>
    %3297 = stablehlo.multiply %3295, %3296 : tensor<1x4x3xf32>
    %3298 = stablehlo.subtract %3203, %3297 : tensor<1x4x3xf32>
    %3299 = stablehlo.transpose %3271, dims = [1, 0, 2, 3] : (tensor<4x1x3x3xf32>) -> tensor<1x4x3x3xf32>
    %3300 = stablehlo.reshape %3290 : (tensor<1x4xf32>) -> tensor<4xf32>
    %3301 = stablehlo.reshape %3298 : (tensor<1x4x3xf32>) -> tensor<4x3xf32>
    %3302 = stablehlo.reshape %3299 : (tensor<1x4x3x3xf32>) -> tensor<4x3x3xf32>
    %3303 = stablehlo.broadcast_in_dim %2350, dims = [0] : (tensor<1xf32>) -> tensor<1x4xf32>
    %3304 = stablehlo.reshape %3303 : (tensor<1x4xf32>) -> tensor<4xf32>
    %3305 = stablehlo.broadcast_in_dim %2455, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x4x5xf32>
    %3306 = stablehlo.reshape %3305 : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %3307 = stablehlo.broadcast_in_dim %2430, dims = [0, 2] : (tensor<1x2xf32>) -> tensor<1x4x2xf32>
    %3308 = stablehlo.reshape %3307 : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
    %3309 = stablehlo.broadcast_in_dim %2431, dims = [0, 2] : (tensor<1x2xf32>) -> tensor<1x4x2xf32>
    %3310 = stablehlo.reshape %3309 : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
    %3311 = stablehlo.broadcast_in_dim %2448, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x4x5xf32>
    %3312 = stablehlo.reshape %3311 : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %3313 = stablehlo.broadcast_in_dim %arg112, dims = [0] : (tensor<1xi32>) -> tensor<1x4xi32>
    %3314 = stablehlo.reshape %3313 : (tensor<1x4xi32>) -> tensor<4xi32>
    %3315 = stablehlo.broadcast_in_dim %arg113, dims = [0] : (tensor<1xi32>) -> tensor<1x4xi32>
    %3316 = stablehlo.reshape %3315 : (tensor<1x4xi32>) -> tensor<4xi32>
    %3317 = stablehlo.broadcast_in_dim %arg114, dims = [0, 2] : (tensor<1x2xi32>) -> tensor<1x4x2xi32>
    %3318 = stablehlo.reshape %3317 : (tensor<1x4x2xi32>) -> tensor<4x2xi32>
    %3319 = stablehlo.transpose %arg132, dims = [1, 0] : (tensor<1x2xi32>) -> tensor<2x1xi32>
    %3320 = stablehlo.slice %3319 [0:1, 0:1] : (tensor<2x1xi32>) -> tensor<1x1xi32>
    %3321 = stablehlo.reshape %3320 : (tensor<1x1xi32>) -> tensor<1xi32>
    %3322 = stablehlo.slice %3319 [1:2, 0:1] : (tensor<2x1xi32>) -> tensor<1x1xi32>
    %3323 = stablehlo.reshape %3322 : (tensor<1x1xi32>) -> tensor<1xi32>
    %c_401 = stablehlo.constant dense<0> : tensor<i32>
    %3324 = stablehlo.broadcast_in_dim %c_401, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3325 = stablehlo.compare LT, %3321, %3324, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_402 = stablehlo.constant dense<5> : tensor<i32>
    %3326 = stablehlo.broadcast_in_dim %c_402, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3327 = stablehlo.add %3321, %3326 : tensor<1xi32>
    %3328 = stablehlo.select %3325, %3327, %3321 : tensor<1xi1>, tensor<1xi32>
    %3329 = stablehlo.broadcast_in_dim %3328, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3330 = "stablehlo.gather"(%1587, %3329) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_403 = stablehlo.constant dense<0> : tensor<i32>
    %3331 = stablehlo.broadcast_in_dim %c_403, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3332 = stablehlo.compare LT, %3321, %3331, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_404 = stablehlo.constant dense<5> : tensor<i32>
    %3333 = stablehlo.broadcast_in_dim %c_404, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3334 = stablehlo.add %3321, %3333 : tensor<1xi32>
    %3335 = stablehlo.select %3332, %3334, %3321 : tensor<1xi1>, tensor<1xi32>
    %3336 = stablehlo.broadcast_in_dim %3335, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3337 = "stablehlo.gather"(%1780, %3336) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    %c_405 = stablehlo.constant dense<0> : tensor<i32>
    %3338 = stablehlo.broadcast_in_dim %c_405, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3339 = stablehlo.compare LT, %3321, %3338, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_406 = stablehlo.constant dense<5> : tensor<i32>
    %3340 = stablehlo.broadcast_in_dim %c_406, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3341 = stablehlo.add %3321, %3340 : tensor<1xi32>
    %3342 = stablehlo.select %3339, %3341, %3321 : tensor<1xi1>, tensor<1xi32>
    %3343 = stablehlo.broadcast_in_dim %3342, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3344 = "stablehlo.gather"(%arg205, %3343) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_407 = stablehlo.constant dense<0> : tensor<i32>
    %3345 = stablehlo.broadcast_in_dim %c_407, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3346 = stablehlo.compare LT, %3323, %3345, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_408 = stablehlo.constant dense<5> : tensor<i32>
    %3347 = stablehlo.broadcast_in_dim %c_408, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3348 = stablehlo.add %3323, %3347 : tensor<1xi32>
    %3349 = stablehlo.select %3346, %3348, %3323 : tensor<1xi1>, tensor<1xi32>
    %3350 = stablehlo.broadcast_in_dim %3349, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3351 = "stablehlo.gather"(%1587, %3350) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_409 = stablehlo.constant dense<0> : tensor<i32>
    %3352 = stablehlo.broadcast_in_dim %c_409, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3353 = stablehlo.compare LT, %3323, %3352, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_410 = stablehlo.constant dense<5> : tensor<i32>
    %3354 = stablehlo.broadcast_in_dim %c_410, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3355 = stablehlo.add %3323, %3354 : tensor<1xi32>
    %3356 = stablehlo.select %3353, %3355, %3323 : tensor<1xi1>, tensor<1xi32>
    %3357 = stablehlo.broadcast_in_dim %3356, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3358 = "stablehlo.gather"(%1780, %3357) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    %c_411 = stablehlo.constant dense<0> : tensor<i32>
    %3359 = stablehlo.broadcast_in_dim %c_411, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3360 = stablehlo.compare LT, %3323, %3359, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_412 = stablehlo.constant dense<5> : tensor<i32>
    %3361 = stablehlo.broadcast_in_dim %c_412, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3362 = stablehlo.add %3323, %3361 : tensor<1xi32>
    %3363 = stablehlo.select %3360, %3362, %3323 : tensor<1xi1>, tensor<1xi32>
    %3364 = stablehlo.broadcast_in_dim %3363, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3365 = "stablehlo.gather"(%arg205, %3364) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %3366 = stablehlo.slice %3337 [0:1, 0:3, 2:3] : (tensor<1x3x3xf32>) -> tensor<1x3x1xf32>
    %3367 = stablehlo.reshape %3366 : (tensor<1x3x1xf32>) -> tensor<1x3xf32>
    %3368 = stablehlo.slice %3365 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3369 = stablehlo.reshape %3368 : (tensor<1x1xf32>) -> tensor<1xf32>
    %3370 = stablehlo.subtract %3351, %3330 : tensor<1x3xf32>
    %3371 = stablehlo.dot_general %3370, %3367, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %3372 = stablehlo.subtract %3371, %3369 : tensor<1xf32>
    %cst_413 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3373 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3374 = stablehlo.multiply %3373, %3372 : tensor<1xf32>
    %3375 = stablehlo.add %3369, %3374 : tensor<1xf32>
    %3376 = stablehlo.broadcast_in_dim %3375, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3377 = stablehlo.broadcast_in_dim %3376, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3378 = stablehlo.multiply %3367, %3377 : tensor<1x3xf32>
    %3379 = stablehlo.subtract %3351, %3378 : tensor<1x3xf32>
    %cst_414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3380 = call @allclose_64(%3367, %cst_414) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_415 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3381 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3382 = call @_where_66(%3380, %3381, %3367) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3383 = call @norm_67(%3382) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3384 = call @_where_68(%3380, %cst_416, %3383) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3385 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3386 = stablehlo.compare EQ, %3384, %3385, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3387 = stablehlo.convert %3386 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_418 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3388 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3389 = stablehlo.multiply %3388, %3387 : tensor<1xf32>
    %3390 = stablehlo.convert %3389 : tensor<1xf32>
    %3391 = stablehlo.add %3384, %3390 : tensor<1xf32>
    %3392 = stablehlo.broadcast_in_dim %3391, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3393 = stablehlo.broadcast_in_dim %3392, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3394 = stablehlo.divide %3367, %3393 : tensor<1x3xf32>
    %3395 = stablehlo.slice %3394 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3396 = stablehlo.reshape %3395 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst_419 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %3397 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3398 = stablehlo.compare GT, %3396, %3397, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3399 = stablehlo.slice %3394 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3400 = stablehlo.reshape %3399 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst_420 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3401 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3402 = stablehlo.compare LT, %3400, %3401, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3403 = stablehlo.and %3398, %3402 : tensor<1xi1>
    %3404 = call @_where_69(%3403, %arg210, %arg211) : (tensor<1xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
    %3405 = stablehlo.convert %3394 : tensor<1x3xf32>
    %3406 = stablehlo.convert %3404 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %3407 = stablehlo.dot_general %3405, %3406, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %3408 = stablehlo.broadcast_in_dim %3407, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3409 = stablehlo.broadcast_in_dim %3408, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3410 = stablehlo.multiply %3394, %3409 : tensor<1x3xf32>
    %3411 = stablehlo.convert %3404 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %3412 = stablehlo.subtract %3411, %3410 : tensor<1x3xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3413 = call @allclose_64(%3412, %cst_421) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_422 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3414 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3415 = call @_where_66(%3413, %3414, %3412) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3416 = call @norm_67(%3415) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3417 = call @_where_68(%3413, %cst_423, %3416) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3418 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3419 = stablehlo.compare EQ, %3417, %3418, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3420 = stablehlo.convert %3419 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_425 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3421 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3422 = stablehlo.multiply %3421, %3420 : tensor<1xf32>
    %3423 = stablehlo.convert %3422 : tensor<1xf32>
    %3424 = stablehlo.add %3417, %3423 : tensor<1xf32>
    %3425 = stablehlo.broadcast_in_dim %3424, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3426 = stablehlo.broadcast_in_dim %3425, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3427 = stablehlo.divide %3412, %3426 : tensor<1x3xf32>
    %cst_426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3428 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %3429 = stablehlo.compare NE, %3394, %3428, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %3430 = stablehlo.convert %3429 : tensor<1x3xi1>
    %c_427 = stablehlo.constant dense<false> : tensor<i1>
    %3431 = stablehlo.reduce(%3430 init: %c_427) applies stablehlo.or across dimensions = [1] : (tensor<1x3xi1>, tensor<i1>) -> tensor<1xi1>
    %3432 = stablehlo.convert %3431 : (tensor<1xi1>) -> tensor<1xf32>
    %3433 = stablehlo.broadcast_in_dim %3432, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3434 = stablehlo.broadcast_in_dim %3433, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3435 = stablehlo.multiply %3427, %3434 : tensor<1x3xf32>
    %3436 = call @cross_24(%3394, %3435) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3437 = stablehlo.broadcast_in_dim %3394, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3438 = stablehlo.broadcast_in_dim %3435, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3439 = stablehlo.broadcast_in_dim %3436, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3440 = stablehlo.concatenate %3437, %3438, %3439, dim = 1 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x3x3xf32>
    %3441 = stablehlo.transpose %arg150, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
    %3442 = stablehlo.slice %3441 [0:1, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
    %3443 = stablehlo.reshape %3442 : (tensor<1x2xi32>) -> tensor<2xi32>
    %3444 = stablehlo.slice %3441 [1:2, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
    %3445 = stablehlo.reshape %3444 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_428 = stablehlo.constant dense<0> : tensor<i32>
    %3446 = stablehlo.broadcast_in_dim %c_428, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3447 = stablehlo.compare LT, %3443, %3446, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_429 = stablehlo.constant dense<5> : tensor<i32>
    %3448 = stablehlo.broadcast_in_dim %c_429, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3449 = stablehlo.add %3443, %3448 : tensor<2xi32>
    %3450 = stablehlo.select %3447, %3449, %3443 : tensor<2xi1>, tensor<2xi32>
    %3451 = stablehlo.broadcast_in_dim %3450, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3452 = "stablehlo.gather"(%1587, %3451) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_430 = stablehlo.constant dense<0> : tensor<i32>
    %3453 = stablehlo.broadcast_in_dim %c_430, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3454 = stablehlo.compare LT, %3443, %3453, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_431 = stablehlo.constant dense<5> : tensor<i32>
    %3455 = stablehlo.broadcast_in_dim %c_431, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3456 = stablehlo.add %3443, %3455 : tensor<2xi32>
    %3457 = stablehlo.select %3454, %3456, %3443 : tensor<2xi1>, tensor<2xi32>
    %3458 = stablehlo.broadcast_in_dim %3457, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3459 = "stablehlo.gather"(%1780, %3458) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    %c_432 = stablehlo.constant dense<0> : tensor<i32>
    %3460 = stablehlo.broadcast_in_dim %c_432, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3461 = stablehlo.compare LT, %3443, %3460, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_433 = stablehlo.constant dense<5> : tensor<i32>
    %3462 = stablehlo.broadcast_in_dim %c_433, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3463 = stablehlo.add %3443, %3462 : tensor<2xi32>
    %3464 = stablehlo.select %3461, %3463, %3443 : tensor<2xi1>, tensor<2xi32>
    %3465 = stablehlo.broadcast_in_dim %3464, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3466 = "stablehlo.gather"(%arg205, %3465) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_434 = stablehlo.constant dense<0> : tensor<i32>
    %3467 = stablehlo.broadcast_in_dim %c_434, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3468 = stablehlo.compare LT, %3445, %3467, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_435 = stablehlo.constant dense<5> : tensor<i32>
    %3469 = stablehlo.broadcast_in_dim %c_435, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3470 = stablehlo.add %3445, %3469 : tensor<2xi32>
    %3471 = stablehlo.select %3468, %3470, %3445 : tensor<2xi1>, tensor<2xi32>
    %3472 = stablehlo.broadcast_in_dim %3471, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3473 = "stablehlo.gather"(%1587, %3472) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_436 = stablehlo.constant dense<0> : tensor<i32>
    %3474 = stablehlo.broadcast_in_dim %c_436, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3475 = stablehlo.compare LT, %3445, %3474, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_437 = stablehlo.constant dense<5> : tensor<i32>
    %3476 = stablehlo.broadcast_in_dim %c_437, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3477 = stablehlo.add %3445, %3476 : tensor<2xi32>
    %3478 = stablehlo.select %3475, %3477, %3445 : tensor<2xi1>, tensor<2xi32>
    %3479 = stablehlo.broadcast_in_dim %3478, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3480 = "stablehlo.gather"(%1780, %3479) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    %c_438 = stablehlo.constant dense<0> : tensor<i32>
    %3481 = stablehlo.broadcast_in_dim %c_438, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3482 = stablehlo.compare LT, %3445, %3481, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_439 = stablehlo.constant dense<5> : tensor<i32>
    %3483 = stablehlo.broadcast_in_dim %c_439, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3484 = stablehlo.add %3445, %3483 : tensor<2xi32>
    %3485 = stablehlo.select %3482, %3484, %3445 : tensor<2xi1>, tensor<2xi32>
    %3486 = stablehlo.broadcast_in_dim %3485, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3487 = "stablehlo.gather"(%arg205, %3486) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %3488 = stablehlo.slice %3459 [0:2, 0:3, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %3489 = stablehlo.reshape %3488 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %3490 = stablehlo.slice %3480 [0:2, 0:3, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %3491 = stablehlo.reshape %3490 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %3492 = stablehlo.dot_general %3489, %3491, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %3493 = stablehlo.broadcast_in_dim %3492, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3494 = stablehlo.broadcast_in_dim %3493, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3495 = stablehlo.multiply %3489, %3494 : tensor<2x3xf32>
    %3496 = stablehlo.subtract %3491, %3495 : tensor<2x3xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3497 = call @allclose_72(%3496, %cst_440) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_441 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3498 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3499 = call @_where_74(%3497, %3498, %3496) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3500 = call @norm_75(%3499) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3501 = call @_where_15(%3497, %cst_442, %3500) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3502 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3503 = stablehlo.compare EQ, %3501, %3502, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %3504 = stablehlo.convert %3503 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_444 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3505 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3506 = stablehlo.multiply %3505, %3504 : tensor<2xf32>
    %3507 = stablehlo.convert %3506 : tensor<2xf32>
    %3508 = stablehlo.add %3501, %3507 : tensor<2xf32>
    %3509 = stablehlo.broadcast_in_dim %3508, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3510 = stablehlo.broadcast_in_dim %3509, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3511 = stablehlo.divide %3496, %3510 : tensor<2x3xf32>
    %cst_445 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3512 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3513 = stablehlo.compare LT, %3501, %3512, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %3514 = stablehlo.slice %3489 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3515 = stablehlo.reshape %3514 : (tensor<2x1xf32>) -> tensor<2xf32>
    %cst_446 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %3516 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3517 = stablehlo.compare GT, %3515, %3516, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %3518 = stablehlo.slice %3489 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3519 = stablehlo.reshape %3518 : (tensor<2x1xf32>) -> tensor<2xf32>
    %cst_447 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3520 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3521 = stablehlo.compare LT, %3519, %3520, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %3522 = stablehlo.and %3517, %3521 : tensor<2xi1>
    %3523 = call @_where_76(%3522, %arg212, %arg213) : (tensor<2xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %3524 = call @_where_77(%3513, %3523, %3511) : (tensor<2xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3525 = call @cross(%3489, %3524) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3526 = stablehlo.broadcast_in_dim %3489, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3527 = stablehlo.broadcast_in_dim %3524, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3528 = stablehlo.broadcast_in_dim %3525, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3529 = stablehlo.concatenate %3526, %3527, %3528, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x3x3xf32>
    %3530 = stablehlo.broadcast_in_dim %3529, dims = [0, 2, 3] : (tensor<2x3x3xf32>) -> tensor<2x1x3x3xf32>
    %3531 = stablehlo.slice %3487 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3532 = stablehlo.reshape %3531 : (tensor<2x1xf32>) -> tensor<2xf32>
    %3533 = stablehlo.broadcast_in_dim %3532, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3534 = stablehlo.broadcast_in_dim %3533, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3535 = stablehlo.multiply %3491, %3534 : tensor<2x3xf32>
    %3536 = stablehlo.negate %3535 : tensor<2x3xf32>
    %3537 = stablehlo.add %3473, %3535 : tensor<2x3xf32>
    %3538 = stablehlo.slice %3487 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3539 = stablehlo.reshape %3538 : (tensor<2x1xf32>) -> tensor<2xf32>
    %3540 = stablehlo.subtract %3537, %3452 : tensor<2x3xf32>
    %3541 = stablehlo.dot_general %3540, %3489, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %3542 = stablehlo.subtract %3541, %3539 : tensor<2xf32>
    %cst_448 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3543 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3544 = stablehlo.multiply %3543, %3542 : tensor<2xf32>
    %3545 = stablehlo.add %3539, %3544 : tensor<2xf32>
    %3546 = stablehlo.broadcast_in_dim %3545, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3547 = stablehlo.broadcast_in_dim %3546, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3548 = stablehlo.multiply %3489, %3547 : tensor<2x3xf32>
    %3549 = stablehlo.subtract %3537, %3548 : tensor<2x3xf32>
    %3550 = stablehlo.broadcast_in_dim %3542, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3551 = stablehlo.broadcast_in_dim %3549, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3552 = stablehlo.add %3473, %3536 : tensor<2x3xf32>
    %3553 = stablehlo.slice %3487 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3554 = stablehlo.reshape %3553 : (tensor<2x1xf32>) -> tensor<2xf32>
    %3555 = stablehlo.subtract %3552, %3452 : tensor<2x3xf32>
    %3556 = stablehlo.dot_general %3555, %3489, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %3557 = stablehlo.subtract %3556, %3554 : tensor<2xf32>
    %cst_449 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3558 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3559 = stablehlo.multiply %3558, %3557 : tensor<2xf32>
    %3560 = stablehlo.add %3554, %3559 : tensor<2xf32>
    %3561 = stablehlo.broadcast_in_dim %3560, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3562 = stablehlo.broadcast_in_dim %3561, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3563 = stablehlo.multiply %3489, %3562 : tensor<2x3xf32>
    %3564 = stablehlo.subtract %3552, %3563 : tensor<2x3xf32>
    %3565 = stablehlo.broadcast_in_dim %3557, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3566 = stablehlo.broadcast_in_dim %3564, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3567 = stablehlo.concatenate %3550, %3565, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
    %3568 = stablehlo.concatenate %3551, %3566, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %3569 = stablehlo.concatenate %3530, %3530, dim = 1 : (tensor<2x1x3x3xf32>, tensor<2x1x3x3xf32>) -> tensor<2x2x3x3xf32>
    %3570 = stablehlo.reshape %3567 : (tensor<2x2xf32>) -> tensor<4xf32>
    %3571 = stablehlo.reshape %3568 : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
    %3572 = stablehlo.reshape %3569 : (tensor<2x2x3x3xf32>) -> tensor<4x3x3xf32>
    %3573 = stablehlo.broadcast_in_dim %2582, dims = [0] : (tensor<2xf32>) -> tensor<2x2xf32>
    %3574 = stablehlo.reshape %3573 : (tensor<2x2xf32>) -> tensor<4xf32>
    %3575 = stablehlo.broadcast_in_dim %2687, dims = [0, 2] : (tensor<2x5xf32>) -> tensor<2x2x5xf32>
    %3576 = stablehlo.reshape %3575 : (tensor<2x2x5xf32>) -> tensor<4x5xf32>
    %3577 = stablehlo.broadcast_in_dim %2662, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x2x2xf32>
    %3578 = stablehlo.reshape %3577 : (tensor<2x2x2xf32>) -> tensor<4x2xf32>
    %3579 = stablehlo.broadcast_in_dim %2663, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x2x2xf32>
    %3580 = stablehlo.reshape %3579 : (tensor<2x2x2xf32>) -> tensor<4x2xf32>
    %3581 = stablehlo.broadcast_in_dim %2680, dims = [0, 2] : (tensor<2x5xf32>) -> tensor<2x2x5xf32>
    %3582 = stablehlo.reshape %3581 : (tensor<2x2x5xf32>) -> tensor<4x5xf32>
    %3583 = stablehlo.broadcast_in_dim %arg148, dims = [0] : (tensor<2xi32>) -> tensor<2x2xi32>
    %3584 = stablehlo.reshape %3583 : (tensor<2x2xi32>) -> tensor<4xi32>
    %3585 = stablehlo.broadcast_in_dim %arg149, dims = [0] : (tensor<2xi32>) -> tensor<2x2xi32>
    %3586 = stablehlo.reshape %3585 : (tensor<2x2xi32>) -> tensor<4xi32>
    %3587 = stablehlo.broadcast_in_dim %arg150, dims = [0, 2] : (tensor<2x2xi32>) -> tensor<2x2x2xi32>
    %3588 = stablehlo.reshape %3587 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
    %3589 = stablehlo.transpose %arg168, dims = [1, 0] : (tensor<1x2xi32>) -> tensor<2x1xi32>
    %3590 = stablehlo.slice %3589 [0:1, 0:1] : (tensor<2x1xi32>) -> tensor<1x1xi32>
    %3591 = stablehlo.reshape %3590 : (tensor<1x1xi32>) -> tensor<1xi32>
    %3592 = stablehlo.slice %3589 [1:2, 0:1] : (tensor<2x1xi32>) -> tensor<1x1xi32>
    %3593 = stablehlo.reshape %3592 : (tensor<1x1xi32>) -> tensor<1xi32>
    %c_450 = stablehlo.constant dense<0> : tensor<i32>
    %3594 = stablehlo.broadcast_in_dim %c_450, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3595 = stablehlo.compare LT, %3591, %3594, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_451 = stablehlo.constant dense<5> : tensor<i32>
    %3596 = stablehlo.broadcast_in_dim %c_451, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3597 = stablehlo.add %3591, %3596 : tensor<1xi32>
    %3598 = stablehlo.select %3595, %3597, %3591 : tensor<1xi1>, tensor<1xi32>
    %3599 = stablehlo.broadcast_in_dim %3598, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3600 = "stablehlo.gather"(%1587, %3599) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_452 = stablehlo.constant dense<0> : tensor<i32>
    %3601 = stablehlo.broadcast_in_dim %c_452, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3602 = stablehlo.compare LT, %3591, %3601, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_453 = stablehlo.constant dense<5> : tensor<i32>
    %3603 = stablehlo.broadcast_in_dim %c_453, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3604 = stablehlo.add %3591, %3603 : tensor<1xi32>
    %3605 = stablehlo.select %3602, %3604, %3591 : tensor<1xi1>, tensor<1xi32>
    %3606 = stablehlo.broadcast_in_dim %3605, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3607 = "stablehlo.gather"(%1780, %3606) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    %c_454 = stablehlo.constant dense<0> : tensor<i32>
    %3608 = stablehlo.broadcast_in_dim %c_454, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3609 = stablehlo.compare LT, %3591, %3608, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_455 = stablehlo.constant dense<5> : tensor<i32>
    %3610 = stablehlo.broadcast_in_dim %c_455, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3611 = stablehlo.add %3591, %3610 : tensor<1xi32>
    %3612 = stablehlo.select %3609, %3611, %3591 : tensor<1xi1>, tensor<1xi32>
    %3613 = stablehlo.broadcast_in_dim %3612, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3614 = "stablehlo.gather"(%arg205, %3613) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_456 = stablehlo.constant dense<0> : tensor<i32>
    %3615 = stablehlo.broadcast_in_dim %c_456, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3616 = stablehlo.compare LT, %3593, %3615, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_457 = stablehlo.constant dense<5> : tensor<i32>
    %3617 = stablehlo.broadcast_in_dim %c_457, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3618 = stablehlo.add %3593, %3617 : tensor<1xi32>
    %3619 = stablehlo.select %3616, %3618, %3593 : tensor<1xi1>, tensor<1xi32>
    %3620 = stablehlo.broadcast_in_dim %3619, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3621 = "stablehlo.gather"(%1587, %3620) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %c_458 = stablehlo.constant dense<0> : tensor<i32>
    %3622 = stablehlo.broadcast_in_dim %c_458, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3623 = stablehlo.compare LT, %3593, %3622, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_459 = stablehlo.constant dense<5> : tensor<i32>
    %3624 = stablehlo.broadcast_in_dim %c_459, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3625 = stablehlo.add %3593, %3624 : tensor<1xi32>
    %3626 = stablehlo.select %3623, %3625, %3593 : tensor<1xi1>, tensor<1xi32>
    %3627 = stablehlo.broadcast_in_dim %3626, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3628 = "stablehlo.gather"(%1780, %3627) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    %c_460 = stablehlo.constant dense<0> : tensor<i32>
    %3629 = stablehlo.broadcast_in_dim %c_460, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3630 = stablehlo.compare LT, %3593, %3629, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_461 = stablehlo.constant dense<5> : tensor<i32>
    %3631 = stablehlo.broadcast_in_dim %c_461, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3632 = stablehlo.add %3593, %3631 : tensor<1xi32>
    %3633 = stablehlo.select %3630, %3632, %3593 : tensor<1xi1>, tensor<1xi32>
    %3634 = stablehlo.broadcast_in_dim %3633, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3635 = "stablehlo.gather"(%arg205, %3634) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    %3636 = stablehlo.broadcast_in_dim %3635, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3637 = stablehlo.broadcast_in_dim %arg214, dims = [1, 2] : (tensor<8x3xf32>) -> tensor<1x8x3xf32>
    %3638 = stablehlo.broadcast_in_dim %3636, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x8x3xf32>
    %3639 = stablehlo.multiply %3637, %3638 : tensor<1x8x3xf32>
    %3640 = stablehlo.broadcast_in_dim %3635, dims = [0, 3] : (tensor<1x3xf32>) -> tensor<1x1x1x3xf32>
    %3641 = stablehlo.broadcast_in_dim %arg215, dims = [1, 2, 3] : (tensor<6x4x3xf32>) -> tensor<1x6x4x3xf32>
    %3642 = stablehlo.broadcast_in_dim %3640, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x6x4x3xf32>
    %3643 = stablehlo.multiply %3641, %3642 : tensor<1x6x4x3xf32>
    %3644 = stablehlo.transpose %3628, dims = [0, 2, 1] : (tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %3645 = stablehlo.subtract %3600, %3621 : tensor<1x3xf32>
    %3646 = stablehlo.dot_general %3644, %3645, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3647 = stablehlo.slice %3614 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3648 = stablehlo.reshape %3647 : (tensor<1x1xf32>) -> tensor<1xf32>
    %3649 = stablehlo.broadcast_in_dim %arg216, dims = [1, 2] : (tensor<6x3xf32>) -> tensor<1x6x3xf32>
    %3650 = stablehlo.broadcast_in_dim %3648, dims = [0] : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %3651 = stablehlo.broadcast_in_dim %3650, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x6x3xf32>
    %3652 = stablehlo.multiply %3649, %3651 : tensor<1x6x3xf32>
    %3653 = stablehlo.broadcast_in_dim %3646, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3654 = stablehlo.broadcast_in_dim %3653, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x6x3xf32>
    %3655 = stablehlo.subtract %3654, %3652 : tensor<1x6x3xf32>
    %3656 = stablehlo.slice %3643 [0:1, 0:6, 0:1, 0:3] : (tensor<1x6x4x3xf32>) -> tensor<1x6x1x3xf32>
    %3657 = stablehlo.reshape %3656 : (tensor<1x6x1x3xf32>) -> tensor<1x6x3xf32>
    %3658 = stablehlo.subtract %3655, %3657 : tensor<1x6x3xf32>
    %3659 = stablehlo.dot_general %3658, %arg216, batching_dims = [1] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x6x3xf32>, tensor<6x3xf32>) -> tensor<6x1xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3660 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %3661 = stablehlo.compare GE, %3659, %3660, FLOAT : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %c_463 = stablehlo.constant dense<false> : tensor<i1>
    %3662 = stablehlo.reduce(%3661 init: %c_463) applies stablehlo.or across dimensions = [0] : (tensor<6x1xi1>, tensor<i1>) -> tensor<1xi1>
    %3663 = call @argmax_78(%3659) : (tensor<6x1xf32>) -> tensor<1xi32>
    %c_464 = stablehlo.constant dense<0> : tensor<i32>
    %3664 = stablehlo.broadcast_in_dim %c_464, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3665 = stablehlo.compare LT, %3663, %3664, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_465 = stablehlo.constant dense<6> : tensor<i32>
    %3666 = stablehlo.broadcast_in_dim %c_465, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3667 = stablehlo.add %3663, %3666 : tensor<1xi32>
    %3668 = stablehlo.select %3665, %3667, %3663 : tensor<1xi1>, tensor<1xi32>
    %c_466 = stablehlo.constant dense<0> : tensor<i32>
    %c_467 = stablehlo.constant dense<0> : tensor<i32>
    %3669 = stablehlo.compare LT, %c_466, %c_467, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_468 = stablehlo.constant dense<0> : tensor<i32>
    %c_469 = stablehlo.constant dense<4> : tensor<i32>
    %3670 = stablehlo.add %c_468, %c_469 : tensor<i32>
    %c_470 = stablehlo.constant dense<0> : tensor<i32>
    %3671 = stablehlo.select %3669, %3670, %c_470 : tensor<i1>, tensor<i32>
    %c_471 = stablehlo.constant dense<0> : tensor<i32>
    %c_472 = stablehlo.constant dense<0> : tensor<i32>
    %3672 = stablehlo.compare LT, %c_471, %c_472, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_473 = stablehlo.constant dense<0> : tensor<i32>
    %c_474 = stablehlo.constant dense<3> : tensor<i32>
    %3673 = stablehlo.add %c_473, %c_474 : tensor<i32>
    %c_475 = stablehlo.constant dense<0> : tensor<i32>
    %3674 = stablehlo.select %3672, %3673, %c_475 : tensor<i1>, tensor<i32>
    %3675 = stablehlo.broadcast_in_dim %3668, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3676 = stablehlo.broadcast_in_dim %3671, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3677 = stablehlo.broadcast_in_dim %3674, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3678 = stablehlo.concatenate %3675, %3676, %3677, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x3xi32>
    %3679 = "stablehlo.gather"(%3643, %3678) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 4, 3>}> : (tensor<1x6x4x3xf32>, tensor<1x3xi32>) -> tensor<1x1x4x3xf32>
    %3680 = stablehlo.reshape %3679 : (tensor<1x1x4x3xf32>) -> tensor<1x4x3xf32>
    %c_476 = stablehlo.constant dense<0> : tensor<i32>
    %3681 = stablehlo.broadcast_in_dim %c_476, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3682 = stablehlo.compare LT, %3663, %3681, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_477 = stablehlo.constant dense<6> : tensor<i32>
    %3683 = stablehlo.broadcast_in_dim %c_477, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3684 = stablehlo.add %3663, %3683 : tensor<1xi32>
    %3685 = stablehlo.select %3682, %3684, %3663 : tensor<1xi1>, tensor<1xi32>
    %c_478 = stablehlo.constant dense<0> : tensor<i32>
    %c_479 = stablehlo.constant dense<0> : tensor<i32>
    %3686 = stablehlo.compare LT, %c_478, %c_479, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_480 = stablehlo.constant dense<0> : tensor<i32>
    %c_481 = stablehlo.constant dense<3> : tensor<i32>
    %3687 = stablehlo.add %c_480, %c_481 : tensor<i32>
    %c_482 = stablehlo.constant dense<0> : tensor<i32>
    %3688 = stablehlo.select %3686, %3687, %c_482 : tensor<i1>, tensor<i32>
    %3689 = stablehlo.broadcast_in_dim %3685, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3690 = stablehlo.broadcast_in_dim %3688, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3691 = stablehlo.concatenate %3689, %3690, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %3692 = "stablehlo.gather"(%arg216, %3691) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<1x2xi32>) -> tensor<1x1x3xf32>
    %3693 = stablehlo.reshape %3692 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %3694 = stablehlo.slice %3680 [0:1, 0:1, 0:3] : (tensor<1x4x3xf32>) -> tensor<1x1x3xf32>
    %3695 = stablehlo.reshape %3694 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %3696 = stablehlo.subtract %3646, %3695 : tensor<1x3xf32>
    %3697 = stablehlo.dot_general %3696, %3693, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %3698 = stablehlo.broadcast_in_dim %3697, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3699 = stablehlo.broadcast_in_dim %3698, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3700 = stablehlo.multiply %3699, %3693 : tensor<1x3xf32>
    %3701 = stablehlo.subtract %3646, %3700 : tensor<1x3xf32>
    %3702 = call @_roll_static(%3680) : (tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
    %3703 = stablehlo.subtract %3680, %3702 : tensor<1x4x3xf32>
    %3704 = call @cross_79(%3703, %3693) : (tensor<1x4x3xf32>, tensor<1x3xf32>) -> tensor<1x4x3xf32>
    %3705 = stablehlo.broadcast_in_dim %3701, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3706 = stablehlo.broadcast_in_dim %3705, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<1x4x3xf32>
    %3707 = stablehlo.subtract %3706, %3702 : tensor<1x4x3xf32>
    %3708 = stablehlo.dot_general %3707, %3704, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3709 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %3710 = stablehlo.compare LE, %3708, %3709, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %c_484 = stablehlo.constant dense<true> : tensor<i1>
    %3711 = stablehlo.reduce(%3710 init: %c_484) applies stablehlo.and across dimensions = [1] : (tensor<1x4xi1>, tensor<i1>) -> tensor<1xi1>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3712 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<1x4x3xf32>
    %3713 = stablehlo.compare EQ, %3704, %3712, FLOAT : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xi1>
    %c_486 = stablehlo.constant dense<true> : tensor<i1>
    %3714 = stablehlo.reduce(%3713 init: %c_486) applies stablehlo.and across dimensions = [2] : (tensor<1x4x3xi1>, tensor<i1>) -> tensor<1x4xi1>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3715 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %3716 = stablehlo.compare LT, %3708, %3715, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %3717 = stablehlo.or %3714, %3716 : tensor<1x4xi1>
    %cst_488 = stablehlo.constant dense<9.99999995E+11> : tensor<f32>
    %3718 = call @_where_80(%3717, %cst_488, %3708) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %3719 = call @argmin(%3718) : (tensor<1x4xf32>) -> tensor<1xi32>
    %c_489 = stablehlo.constant dense<0> : tensor<i32>
    %3720 = stablehlo.broadcast_in_dim %c_489, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3721 = stablehlo.compare LT, %3719, %3720, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_490 = stablehlo.constant dense<4> : tensor<i32>
    %3722 = stablehlo.broadcast_in_dim %c_490, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3723 = stablehlo.add %3719, %3722 : tensor<1xi32>
    %3724 = stablehlo.select %3721, %3723, %3719 : tensor<1xi1>, tensor<1xi32>
    %c_491 = stablehlo.constant dense<0> : tensor<i32>
    %c_492 = stablehlo.constant dense<0> : tensor<i32>
    %3725 = stablehlo.compare LT, %c_491, %c_492, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_493 = stablehlo.constant dense<0> : tensor<i32>
    %c_494 = stablehlo.constant dense<3> : tensor<i32>
    %3726 = stablehlo.add %c_493, %c_494 : tensor<i32>
    %c_495 = stablehlo.constant dense<0> : tensor<i32>
    %3727 = stablehlo.select %3725, %3726, %c_495 : tensor<i1>, tensor<i32>
    %3728 = stablehlo.broadcast_in_dim %3724, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3729 = stablehlo.broadcast_in_dim %3727, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3730 = stablehlo.concatenate %3728, %3729, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %3731 = "stablehlo.gather"(%3702, %3730) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x4x3xf32>, tensor<1x2xi32>) -> tensor<1x1x3xf32>
    %3732 = stablehlo.reshape %3731 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %c_496 = stablehlo.constant dense<0> : tensor<i32>
    %3733 = stablehlo.broadcast_in_dim %c_496, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3734 = stablehlo.compare LT, %3719, %3733, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_497 = stablehlo.constant dense<4> : tensor<i32>
    %3735 = stablehlo.broadcast_in_dim %c_497, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3736 = stablehlo.add %3719, %3735 : tensor<1xi32>
    %3737 = stablehlo.select %3734, %3736, %3719 : tensor<1xi1>, tensor<1xi32>
    %c_498 = stablehlo.constant dense<0> : tensor<i32>
    %c_499 = stablehlo.constant dense<0> : tensor<i32>
    %3738 = stablehlo.compare LT, %c_498, %c_499, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_500 = stablehlo.constant dense<0> : tensor<i32>
    %c_501 = stablehlo.constant dense<3> : tensor<i32>
    %3739 = stablehlo.add %c_500, %c_501 : tensor<i32>
    %c_502 = stablehlo.constant dense<0> : tensor<i32>
    %3740 = stablehlo.select %3738, %3739, %c_502 : tensor<i1>, tensor<i32>
    %3741 = stablehlo.broadcast_in_dim %3737, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %3742 = stablehlo.broadcast_in_dim %3740, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3743 = stablehlo.concatenate %3741, %3742, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    %3744 = "stablehlo.gather"(%3680, %3743) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x4x3xf32>, tensor<1x2xi32>) -> tensor<1x1x3xf32>
    %3745 = stablehlo.reshape %3744 : (tensor<1x1x3xf32>) -> tensor<1x3xf32>
    %3746 = stablehlo.subtract %3745, %3732 : tensor<1x3xf32>
    %3747 = stablehlo.subtract %3701, %3732 : tensor<1x3xf32>
    %3748 = stablehlo.dot_general %3747, %3746, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %3749 = stablehlo.dot_general %3746, %3746, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %cst_503 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3750 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3751 = stablehlo.add %3749, %3750 : tensor<1xf32>
    %3752 = stablehlo.divide %3748, %3751 : tensor<1xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_505 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3753 = call @clip_81(%3752, %cst_504, %cst_505) : (tensor<1xf32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
    %3754 = stablehlo.broadcast_in_dim %3753, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3755 = stablehlo.broadcast_in_dim %3754, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3756 = stablehlo.multiply %3755, %3746 : tensor<1x3xf32>
    %3757 = stablehlo.add %3732, %3756 : tensor<1x3xf32>
    %3758 = call @_where_82(%3711, %3701, %3757) : (tensor<1xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3759 = stablehlo.subtract %3758, %3646 : tensor<1x3xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3760 = call @allclose_64(%3759, %cst_506) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_507 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3761 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3762 = call @_where_66(%3760, %3761, %3759) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3763 = call @norm_67(%3762) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3764 = call @_where_68(%3760, %cst_508, %3763) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_509 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3765 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3766 = stablehlo.compare EQ, %3764, %3765, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3767 = stablehlo.convert %3766 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_510 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3768 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3769 = stablehlo.multiply %3768, %3767 : tensor<1xf32>
    %3770 = stablehlo.convert %3769 : tensor<1xf32>
    %3771 = stablehlo.add %3764, %3770 : tensor<1xf32>
    %3772 = stablehlo.broadcast_in_dim %3771, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3773 = stablehlo.broadcast_in_dim %3772, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3774 = stablehlo.divide %3759, %3773 : tensor<1x3xf32>
    %3775 = stablehlo.dot_general %3758, %3774, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %cst_511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3776 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3777 = stablehlo.compare GT, %3775, %3776, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %c_512 = stablehlo.constant dense<-1> : tensor<i32>
    %c_513 = stablehlo.constant dense<1> : tensor<i32>
    %3778 = call @_where_83(%3777, %c_512, %c_513) : (tensor<1xi1>, tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %cst_514 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3779 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3780 = stablehlo.compare LT, %3764, %3779, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3781 = stablehlo.or %3711, %3780 : tensor<1xi1>
    %3782 = stablehlo.negate %3693 : tensor<1x3xf32>
    %3783 = stablehlo.convert %3778 : (tensor<1xi32>) -> tensor<1xf32>
    %3784 = stablehlo.broadcast_in_dim %3783, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3785 = stablehlo.broadcast_in_dim %3784, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3786 = stablehlo.multiply %3785, %3774 : tensor<1x3xf32>
    %3787 = call @_where_82(%3781, %3782, %3786) : (tensor<1xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3788 = stablehlo.convert %3778 : (tensor<1xi32>) -> tensor<1xf32>
    %3789 = stablehlo.multiply %3764, %3788 : tensor<1xf32>
    %3790 = stablehlo.slice %3614 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3791 = stablehlo.reshape %3790 : (tensor<1x1xf32>) -> tensor<1xf32>
    %3792 = stablehlo.broadcast_in_dim %3791, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3793 = stablehlo.broadcast_in_dim %3792, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3794 = stablehlo.multiply %3787, %3793 : tensor<1x3xf32>
    %3795 = stablehlo.add %3646, %3794 : tensor<1x3xf32>
    %3796 = stablehlo.slice %3614 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3797 = stablehlo.reshape %3796 : (tensor<1x1xf32>) -> tensor<1xf32>
    %3798 = stablehlo.subtract %3789, %3797 : tensor<1xf32>
    %cst_515 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3799 = call @_where_68(%3662, %cst_515, %3798) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %3800 = stablehlo.add %3758, %3795 : tensor<1x3xf32>
    %cst_516 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3801 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %3802 = stablehlo.multiply %3800, %3801 : tensor<1x3xf32>
    %3803 = stablehlo.dot_general %3628, %3787, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3804 = stablehlo.dot_general %3628, %3802, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3805 = stablehlo.add %3804, %3621 : tensor<1x3xf32>
    %cst_517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3806 = call @allclose_64(%3803, %cst_517) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_518 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3807 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3808 = call @_where_66(%3806, %3807, %3803) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3809 = call @norm_67(%3808) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_519 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3810 = call @_where_68(%3806, %cst_519, %3809) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3811 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3812 = stablehlo.compare EQ, %3810, %3811, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3813 = stablehlo.convert %3812 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_521 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3814 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3815 = stablehlo.multiply %3814, %3813 : tensor<1xf32>
    %3816 = stablehlo.convert %3815 : tensor<1xf32>
    %3817 = stablehlo.add %3810, %3816 : tensor<1xf32>
    %3818 = stablehlo.broadcast_in_dim %3817, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3819 = stablehlo.broadcast_in_dim %3818, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3820 = stablehlo.divide %3803, %3819 : tensor<1x3xf32>
    %3821 = stablehlo.slice %3820 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3822 = stablehlo.reshape %3821 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst_522 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %3823 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3824 = stablehlo.compare GT, %3822, %3823, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3825 = stablehlo.slice %3820 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3826 = stablehlo.reshape %3825 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst_523 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3827 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3828 = stablehlo.compare LT, %3826, %3827, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3829 = stablehlo.and %3824, %3828 : tensor<1xi1>
    %3830 = call @_where_69(%3829, %arg217, %arg218) : (tensor<1xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
    %3831 = stablehlo.convert %3820 : tensor<1x3xf32>
    %3832 = stablehlo.convert %3830 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %3833 = stablehlo.dot_general %3831, %3832, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1xf32>
    %3834 = stablehlo.broadcast_in_dim %3833, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3835 = stablehlo.broadcast_in_dim %3834, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3836 = stablehlo.multiply %3820, %3835 : tensor<1x3xf32>
    %3837 = stablehlo.convert %3830 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %3838 = stablehlo.subtract %3837, %3836 : tensor<1x3xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3839 = call @allclose_64(%3838, %cst_524) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xi1>
    %cst_525 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3840 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3841 = call @_where_66(%3839, %3840, %3838) : (tensor<1xi1>, tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3842 = call @norm_67(%3841) : (tensor<1x3xf32>) -> tensor<1xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3843 = call @_where_68(%3839, %cst_526, %3842) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_527 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3844 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3845 = stablehlo.compare EQ, %3843, %3844, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %3846 = stablehlo.convert %3845 : (tensor<1xi1>) -> tensor<1xf32>
    %cst_528 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3847 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3848 = stablehlo.multiply %3847, %3846 : tensor<1xf32>
    %3849 = stablehlo.convert %3848 : tensor<1xf32>
    %3850 = stablehlo.add %3843, %3849 : tensor<1xf32>
    %3851 = stablehlo.broadcast_in_dim %3850, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3852 = stablehlo.broadcast_in_dim %3851, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3853 = stablehlo.divide %3838, %3852 : tensor<1x3xf32>
    %cst_529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3854 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %3855 = stablehlo.compare NE, %3820, %3854, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %3856 = stablehlo.convert %3855 : tensor<1x3xi1>
    %c_530 = stablehlo.constant dense<false> : tensor<i1>
    %3857 = stablehlo.reduce(%3856 init: %c_530) applies stablehlo.or across dimensions = [1] : (tensor<1x3xi1>, tensor<i1>) -> tensor<1xi1>
    %3858 = stablehlo.convert %3857 : (tensor<1xi1>) -> tensor<1xf32>
    %3859 = stablehlo.broadcast_in_dim %3858, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %3860 = stablehlo.broadcast_in_dim %3859, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %3861 = stablehlo.multiply %3853, %3860 : tensor<1x3xf32>
    %3862 = call @cross_24(%3820, %3861) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %3863 = stablehlo.broadcast_in_dim %3820, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3864 = stablehlo.broadcast_in_dim %3861, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3865 = stablehlo.broadcast_in_dim %3862, dims = [0, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %3866 = stablehlo.concatenate %3863, %3864, %3865, dim = 1 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x3x3xf32>
    %3867 = stablehlo.transpose %arg186, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
    %3868 = stablehlo.slice %3867 [0:1, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
    %3869 = stablehlo.reshape %3868 : (tensor<1x2xi32>) -> tensor<2xi32>
    %3870 = stablehlo.slice %3867 [1:2, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
    %3871 = stablehlo.reshape %3870 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_531 = stablehlo.constant dense<0> : tensor<i32>
    %3872 = stablehlo.broadcast_in_dim %c_531, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3873 = stablehlo.compare LT, %3869, %3872, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_532 = stablehlo.constant dense<5> : tensor<i32>
    %3874 = stablehlo.broadcast_in_dim %c_532, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3875 = stablehlo.add %3869, %3874 : tensor<2xi32>
    %3876 = stablehlo.select %3873, %3875, %3869 : tensor<2xi1>, tensor<2xi32>
    %3877 = stablehlo.broadcast_in_dim %3876, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3878 = "stablehlo.gather"(%1587, %3877) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_533 = stablehlo.constant dense<0> : tensor<i32>
    %3879 = stablehlo.broadcast_in_dim %c_533, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3880 = stablehlo.compare LT, %3869, %3879, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_534 = stablehlo.constant dense<5> : tensor<i32>
    %3881 = stablehlo.broadcast_in_dim %c_534, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3882 = stablehlo.add %3869, %3881 : tensor<2xi32>
    %3883 = stablehlo.select %3880, %3882, %3869 : tensor<2xi1>, tensor<2xi32>
    %3884 = stablehlo.broadcast_in_dim %3883, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3885 = "stablehlo.gather"(%1780, %3884) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    %c_535 = stablehlo.constant dense<0> : tensor<i32>
    %3886 = stablehlo.broadcast_in_dim %c_535, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3887 = stablehlo.compare LT, %3869, %3886, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_536 = stablehlo.constant dense<5> : tensor<i32>
    %3888 = stablehlo.broadcast_in_dim %c_536, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3889 = stablehlo.add %3869, %3888 : tensor<2xi32>
    %3890 = stablehlo.select %3887, %3889, %3869 : tensor<2xi1>, tensor<2xi32>
    %3891 = stablehlo.broadcast_in_dim %3890, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3892 = "stablehlo.gather"(%arg205, %3891) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_537 = stablehlo.constant dense<0> : tensor<i32>
    %3893 = stablehlo.broadcast_in_dim %c_537, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3894 = stablehlo.compare LT, %3871, %3893, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_538 = stablehlo.constant dense<5> : tensor<i32>
    %3895 = stablehlo.broadcast_in_dim %c_538, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3896 = stablehlo.add %3871, %3895 : tensor<2xi32>
    %3897 = stablehlo.select %3894, %3896, %3871 : tensor<2xi1>, tensor<2xi32>
    %3898 = stablehlo.broadcast_in_dim %3897, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3899 = "stablehlo.gather"(%1587, %3898) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_539 = stablehlo.constant dense<0> : tensor<i32>
    %3900 = stablehlo.broadcast_in_dim %c_539, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3901 = stablehlo.compare LT, %3871, %3900, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_540 = stablehlo.constant dense<5> : tensor<i32>
    %3902 = stablehlo.broadcast_in_dim %c_540, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3903 = stablehlo.add %3871, %3902 : tensor<2xi32>
    %3904 = stablehlo.select %3901, %3903, %3871 : tensor<2xi1>, tensor<2xi32>
    %3905 = stablehlo.broadcast_in_dim %3904, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3906 = "stablehlo.gather"(%1780, %3905) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    %c_541 = stablehlo.constant dense<0> : tensor<i32>
    %3907 = stablehlo.broadcast_in_dim %c_541, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3908 = stablehlo.compare LT, %3871, %3907, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_542 = stablehlo.constant dense<5> : tensor<i32>
    %3909 = stablehlo.broadcast_in_dim %c_542, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3910 = stablehlo.add %3871, %3909 : tensor<2xi32>
    %3911 = stablehlo.select %3908, %3910, %3871 : tensor<2xi1>, tensor<2xi32>
    %3912 = stablehlo.broadcast_in_dim %3911, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3913 = "stablehlo.gather"(%arg205, %3912) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %3914 = stablehlo.broadcast_in_dim %3913, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3915 = stablehlo.broadcast_in_dim %arg219, dims = [1, 2] : (tensor<8x3xf32>) -> tensor<1x8x3xf32>
    %3916 = stablehlo.broadcast_in_dim %3915, dims = [0, 1, 2] : (tensor<1x8x3xf32>) -> tensor<2x8x3xf32>
    %3917 = stablehlo.broadcast_in_dim %3914, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x8x3xf32>
    %3918 = stablehlo.multiply %3916, %3917 : tensor<2x8x3xf32>
    %3919 = stablehlo.broadcast_in_dim %3913, dims = [0, 3] : (tensor<2x3xf32>) -> tensor<2x1x1x3xf32>
    %3920 = stablehlo.broadcast_in_dim %arg220, dims = [1, 2, 3] : (tensor<6x4x3xf32>) -> tensor<1x6x4x3xf32>
    %3921 = stablehlo.broadcast_in_dim %3920, dims = [0, 1, 2, 3] : (tensor<1x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %3922 = stablehlo.broadcast_in_dim %3919, dims = [0, 1, 2, 3] : (tensor<2x1x1x3xf32>) -> tensor<2x6x4x3xf32>
    %3923 = stablehlo.multiply %3921, %3922 : tensor<2x6x4x3xf32>
    %3924 = stablehlo.transpose %3906, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %3925 = stablehlo.subtract %3878, %3899 : tensor<2x3xf32>
    %3926 = stablehlo.dot_general %3924, %3925, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3927 = stablehlo.slice %3885 [0:2, 0:3, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %3928 = stablehlo.reshape %3927 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %3929 = stablehlo.slice %3892 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3930 = stablehlo.reshape %3929 : (tensor<2x1xf32>) -> tensor<2xf32>
    %3931 = stablehlo.transpose %3906, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %3932 = stablehlo.dot_general %3931, %3928, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3933 = stablehlo.broadcast_in_dim %3930, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %3934 = stablehlo.broadcast_in_dim %3933, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3935 = stablehlo.multiply %3932, %3934 : tensor<2x3xf32>
    %3936 = stablehlo.subtract %3926, %3935 : tensor<2x3xf32>
    %3937 = stablehlo.add %3926, %3935 : tensor<2x3xf32>
    %3938 = stablehlo.broadcast_in_dim %3936, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3939 = stablehlo.broadcast_in_dim %3937, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3940 = stablehlo.concatenate %3938, %3939, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %3941 = stablehlo.slice %3892 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3942 = stablehlo.reshape %3941 : (tensor<2x1xf32>) -> tensor<2xf32>
    %3943 = stablehlo.broadcast_in_dim %arg221, dims = [1, 2] : (tensor<6x3xf32>) -> tensor<1x6x3xf32>
    %3944 = stablehlo.broadcast_in_dim %3942, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %3945 = stablehlo.broadcast_in_dim %3943, dims = [0, 1, 2] : (tensor<1x6x3xf32>) -> tensor<2x6x3xf32>
    %3946 = stablehlo.broadcast_in_dim %3944, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x6x3xf32>
    %3947 = stablehlo.multiply %3945, %3946 : tensor<2x6x3xf32>
    %3948 = stablehlo.broadcast_in_dim %3947, dims = [0, 1, 3] : (tensor<2x6x3xf32>) -> tensor<2x6x1x3xf32>
    %3949 = stablehlo.broadcast_in_dim %3940, dims = [0, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x1x2x3xf32>
    %3950 = stablehlo.broadcast_in_dim %3949, dims = [0, 1, 2, 3] : (tensor<2x1x2x3xf32>) -> tensor<2x6x2x3xf32>
    %3951 = stablehlo.broadcast_in_dim %3948, dims = [0, 1, 2, 3] : (tensor<2x6x1x3xf32>) -> tensor<2x6x2x3xf32>
    %3952 = stablehlo.subtract %3950, %3951 : tensor<2x6x2x3xf32>
    %3953 = stablehlo.slice %3923 [0:2, 0:6, 0:1, 0:3] : (tensor<2x6x4x3xf32>) -> tensor<2x6x1x3xf32>
    %3954 = stablehlo.reshape %3953 : (tensor<2x6x1x3xf32>) -> tensor<2x6x3xf32>
    %3955 = stablehlo.broadcast_in_dim %3954, dims = [0, 1, 3] : (tensor<2x6x3xf32>) -> tensor<2x6x1x3xf32>
    %3956 = stablehlo.broadcast_in_dim %3955, dims = [0, 1, 2, 3] : (tensor<2x6x1x3xf32>) -> tensor<2x6x2x3xf32>
    %3957 = stablehlo.subtract %3952, %3956 : tensor<2x6x2x3xf32>
    %3958 = stablehlo.dot_general %3957, %arg221, batching_dims = [1] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x2x3xf32>, tensor<6x3xf32>) -> tensor<6x2x2xf32>
    %cst_543 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3959 = stablehlo.reduce(%3958 init: %cst_543) applies stablehlo.minimum across dimensions = [2] : (tensor<6x2x2xf32>, tensor<f32>) -> tensor<6x2xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3960 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %3961 = stablehlo.compare LT, %3959, %3960, FLOAT : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xi1>
    %c_545 = stablehlo.constant dense<true> : tensor<i1>
    %3962 = stablehlo.reduce(%3961 init: %c_545) applies stablehlo.and across dimensions = [0] : (tensor<6x2xi1>, tensor<i1>) -> tensor<2xi1>
    %3963 = call @argmax_84(%3959) : (tensor<6x2xf32>) -> tensor<2xi32>
    %c_546 = stablehlo.constant dense<0> : tensor<i32>
    %3964 = stablehlo.broadcast_in_dim %c_546, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3965 = stablehlo.compare LT, %3963, %3964, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_547 = stablehlo.constant dense<6> : tensor<i32>
    %3966 = stablehlo.broadcast_in_dim %c_547, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3967 = stablehlo.add %3963, %3966 : tensor<2xi32>
    %3968 = stablehlo.select %3965, %3967, %3963 : tensor<2xi1>, tensor<2xi32>
    %c_548 = stablehlo.constant dense<0> : tensor<i32>
    %c_549 = stablehlo.constant dense<0> : tensor<i32>
    %3969 = stablehlo.compare LT, %c_548, %c_549, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_550 = stablehlo.constant dense<0> : tensor<i32>
    %c_551 = stablehlo.constant dense<4> : tensor<i32>
    %3970 = stablehlo.add %c_550, %c_551 : tensor<i32>
    %c_552 = stablehlo.constant dense<0> : tensor<i32>
    %3971 = stablehlo.select %3969, %3970, %c_552 : tensor<i1>, tensor<i32>
    %c_553 = stablehlo.constant dense<0> : tensor<i32>
    %c_554 = stablehlo.constant dense<0> : tensor<i32>
    %3972 = stablehlo.compare LT, %c_553, %c_554, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_555 = stablehlo.constant dense<0> : tensor<i32>
    %c_556 = stablehlo.constant dense<3> : tensor<i32>
    %3973 = stablehlo.add %c_555, %c_556 : tensor<i32>
    %c_557 = stablehlo.constant dense<0> : tensor<i32>
    %3974 = stablehlo.select %3972, %3973, %c_557 : tensor<i1>, tensor<i32>
    %3975 = stablehlo.broadcast_in_dim %3968, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3976 = stablehlo.broadcast_in_dim %3971, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3977 = stablehlo.broadcast_in_dim %3974, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3978 = stablehlo.concatenate %3975, %3976, %3977, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
    %3979 = "stablehlo.gather"(%3923, %3978) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 4, 3>}> : (tensor<2x6x4x3xf32>, tensor<2x3xi32>) -> tensor<2x1x4x3xf32>
    %3980 = stablehlo.reshape %3979 : (tensor<2x1x4x3xf32>) -> tensor<2x4x3xf32>
    %c_558 = stablehlo.constant dense<0> : tensor<i32>
    %3981 = stablehlo.broadcast_in_dim %c_558, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3982 = stablehlo.compare LT, %3963, %3981, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_559 = stablehlo.constant dense<6> : tensor<i32>
    %3983 = stablehlo.broadcast_in_dim %c_559, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3984 = stablehlo.add %3963, %3983 : tensor<2xi32>
    %3985 = stablehlo.select %3982, %3984, %3963 : tensor<2xi1>, tensor<2xi32>
    %c_560 = stablehlo.constant dense<0> : tensor<i32>
    %c_561 = stablehlo.constant dense<0> : tensor<i32>
    %3986 = stablehlo.compare LT, %c_560, %c_561, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_562 = stablehlo.constant dense<0> : tensor<i32>
    %c_563 = stablehlo.constant dense<3> : tensor<i32>
    %3987 = stablehlo.add %c_562, %c_563 : tensor<i32>
    %c_564 = stablehlo.constant dense<0> : tensor<i32>
    %3988 = stablehlo.select %3986, %3987, %c_564 : tensor<i1>, tensor<i32>
    %3989 = stablehlo.broadcast_in_dim %3985, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %3990 = stablehlo.broadcast_in_dim %3988, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3991 = stablehlo.concatenate %3989, %3990, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %3992 = "stablehlo.gather"(%arg221, %3991) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
    %3993 = stablehlo.reshape %3992 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %3994 = call @_roll_static_85(%3980) : (tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %3995 = stablehlo.subtract %3980, %3994 : tensor<2x4x3xf32>
    %3996 = call @cross_86(%3995, %3993) : (tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %3997 = stablehlo.slice %3940 [0:2, 0:1, 0:3] : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
    %3998 = stablehlo.reshape %3997 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %3999 = stablehlo.slice %3940 [0:2, 1:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
    %4000 = stablehlo.reshape %3999 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4001 = stablehlo.broadcast_in_dim %3998, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4002 = stablehlo.broadcast_in_dim %4001, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4003 = stablehlo.subtract %4002, %3994 : tensor<2x4x3xf32>
    %4004 = stablehlo.dot_general %4003, %3996, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4xf32>
    %cst_565 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4005 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %4006 = stablehlo.compare GT, %4004, %4005, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %4007 = stablehlo.broadcast_in_dim %4000, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4008 = stablehlo.broadcast_in_dim %4007, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4009 = stablehlo.subtract %4008, %3994 : tensor<2x4x3xf32>
    %4010 = stablehlo.dot_general %4009, %3996, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4xf32>
    %cst_566 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4011 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %4012 = stablehlo.compare GT, %4010, %4011, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %4013 = stablehlo.multiply %3994, %3996 : tensor<2x4x3xf32>
    %cst_567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4014 = stablehlo.reduce(%4013 init: %cst_567) applies stablehlo.add across dimensions = [2] : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4015 = stablehlo.subtract %4000, %3998 : tensor<2x3xf32>
    %4016 = stablehlo.broadcast_in_dim %4015, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4017 = stablehlo.broadcast_in_dim %4016, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4018 = stablehlo.multiply %3996, %4017 : tensor<2x4x3xf32>
    %cst_568 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4019 = stablehlo.reduce(%4018 init: %cst_568) applies stablehlo.add across dimensions = [2] : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4020 = stablehlo.broadcast_in_dim %3998, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4021 = stablehlo.broadcast_in_dim %4020, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4022 = stablehlo.multiply %3996, %4021 : tensor<2x4x3xf32>
    %cst_569 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4023 = stablehlo.reduce(%4022 init: %cst_569) applies stablehlo.add across dimensions = [2] : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4024 = stablehlo.subtract %4014, %4023 : tensor<2x4xf32>
    %cst_570 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4025 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %4026 = stablehlo.compare EQ, %4019, %4025, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %4027 = stablehlo.convert %4026 : (tensor<2x4xi1>) -> tensor<2x4xf32>
    %cst_571 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4028 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %4029 = stablehlo.multiply %4028, %4027 : tensor<2x4xf32>
    %4030 = stablehlo.convert %4029 : tensor<2x4xf32>
    %4031 = stablehlo.add %4019, %4030 : tensor<2x4xf32>
    %4032 = stablehlo.divide %4024, %4031 : tensor<2x4xf32>
    %c_572 = stablehlo.constant dense<0> : tensor<i32>
    %c_573 = stablehlo.constant dense<1> : tensor<i32>
    %4033 = call @clip_87(%4032, %c_572, %c_573) : (tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
    %4034 = stablehlo.subtract %4000, %3998 : tensor<2x3xf32>
    %4035 = stablehlo.broadcast_in_dim %4034, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4036 = stablehlo.broadcast_in_dim %4033, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %4037 = stablehlo.broadcast_in_dim %4036, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x3xf32>
    %4038 = stablehlo.broadcast_in_dim %4035, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4039 = stablehlo.multiply %4037, %4038 : tensor<2x4x3xf32>
    %4040 = stablehlo.broadcast_in_dim %3998, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4041 = stablehlo.broadcast_in_dim %4040, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4042 = stablehlo.add %4041, %4039 : tensor<2x4x3xf32>
    %4043 = call @_where_88(%4006, %4042, %3998) : (tensor<2x4xi1>, tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %4044 = stablehlo.broadcast_in_dim %3998, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4045 = stablehlo.broadcast_in_dim %4044, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4046 = stablehlo.subtract %4043, %4045 : tensor<2x4x3xf32>
    %4047 = stablehlo.subtract %4000, %3998 : tensor<2x3xf32>
    %4048 = stablehlo.dot_general %4046, %4047, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
    %4049 = call @argmax_89(%4048) : (tensor<2x4xf32>) -> tensor<2xi32>
    %c_574 = stablehlo.constant dense<0> : tensor<i32>
    %4050 = stablehlo.broadcast_in_dim %c_574, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4051 = stablehlo.compare LT, %4049, %4050, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_575 = stablehlo.constant dense<4> : tensor<i32>
    %4052 = stablehlo.broadcast_in_dim %c_575, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4053 = stablehlo.add %4049, %4052 : tensor<2xi32>
    %4054 = stablehlo.select %4051, %4053, %4049 : tensor<2xi1>, tensor<2xi32>
    %c_576 = stablehlo.constant dense<0> : tensor<i32>
    %c_577 = stablehlo.constant dense<0> : tensor<i32>
    %4055 = stablehlo.compare LT, %c_576, %c_577, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_578 = stablehlo.constant dense<0> : tensor<i32>
    %c_579 = stablehlo.constant dense<3> : tensor<i32>
    %4056 = stablehlo.add %c_578, %c_579 : tensor<i32>
    %c_580 = stablehlo.constant dense<0> : tensor<i32>
    %4057 = stablehlo.select %4055, %4056, %c_580 : tensor<i1>, tensor<i32>
    %4058 = stablehlo.broadcast_in_dim %4054, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4059 = stablehlo.broadcast_in_dim %4057, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %4060 = stablehlo.concatenate %4058, %4059, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %4061 = "stablehlo.gather"(%4043, %4060) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x4x3xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
    %4062 = stablehlo.reshape %4061 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4063 = call @_where_88(%4012, %4042, %4000) : (tensor<2x4xi1>, tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %4064 = stablehlo.broadcast_in_dim %4000, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4065 = stablehlo.broadcast_in_dim %4064, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x4x3xf32>
    %4066 = stablehlo.subtract %4063, %4065 : tensor<2x4x3xf32>
    %4067 = stablehlo.subtract %3998, %4000 : tensor<2x3xf32>
    %4068 = stablehlo.dot_general %4066, %4067, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
    %4069 = call @argmax_89(%4068) : (tensor<2x4xf32>) -> tensor<2xi32>
    %c_581 = stablehlo.constant dense<0> : tensor<i32>
    %4070 = stablehlo.broadcast_in_dim %c_581, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4071 = stablehlo.compare LT, %4069, %4070, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_582 = stablehlo.constant dense<4> : tensor<i32>
    %4072 = stablehlo.broadcast_in_dim %c_582, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4073 = stablehlo.add %4069, %4072 : tensor<2xi32>
    %4074 = stablehlo.select %4071, %4073, %4069 : tensor<2xi1>, tensor<2xi32>
    %c_583 = stablehlo.constant dense<0> : tensor<i32>
    %c_584 = stablehlo.constant dense<0> : tensor<i32>
    %4075 = stablehlo.compare LT, %c_583, %c_584, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_585 = stablehlo.constant dense<0> : tensor<i32>
    %c_586 = stablehlo.constant dense<3> : tensor<i32>
    %4076 = stablehlo.add %c_585, %c_586 : tensor<i32>
    %c_587 = stablehlo.constant dense<0> : tensor<i32>
    %4077 = stablehlo.select %4075, %4076, %c_587 : tensor<i1>, tensor<i32>
    %4078 = stablehlo.broadcast_in_dim %4074, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4079 = stablehlo.broadcast_in_dim %4077, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %4080 = stablehlo.concatenate %4078, %4079, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %4081 = "stablehlo.gather"(%4063, %4080) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x4x3xf32>, tensor<2x2xi32>) -> tensor<2x1x3xf32>
    %4082 = stablehlo.reshape %4081 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4083 = stablehlo.broadcast_in_dim %4062, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4084 = stablehlo.broadcast_in_dim %4082, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4085 = stablehlo.concatenate %4083, %4084, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %4086 = stablehlo.and %4006, %4012 : tensor<2x4xi1>
    %c_588 = stablehlo.constant dense<false> : tensor<i1>
    %4087 = stablehlo.reduce(%4086 init: %c_588) applies stablehlo.or across dimensions = [1] : (tensor<2x4xi1>, tensor<i1>) -> tensor<2xi1>
    %4088 = stablehlo.not %4087 : tensor<2xi1>
    %4089 = stablehlo.broadcast_in_dim %3998, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4090 = stablehlo.broadcast_in_dim %4000, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4091 = stablehlo.concatenate %4089, %4090, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %4092 = call @_where_90(%4088, %4085, %4091) : (tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %4093 = stablehlo.subtract %3998, %4000 : tensor<2x3xf32>
    %4094 = stablehlo.slice %4092 [0:2, 0:1, 0:3] : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
    %4095 = stablehlo.reshape %4094 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4096 = stablehlo.slice %4092 [0:2, 1:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
    %4097 = stablehlo.reshape %4096 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4098 = stablehlo.subtract %4095, %4097 : tensor<2x3xf32>
    %4099 = stablehlo.dot_general %4093, %4098, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %cst_589 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4100 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4101 = stablehlo.compare LT, %4099, %4100, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_590 = stablehlo.constant dense<false> : tensor<i1>
    %4102 = call @_where_91(%4101, %c_590, %4088) : (tensor<2xi1>, tensor<i1>, tensor<2xi1>) -> tensor<2xi1>
    %4103 = stablehlo.broadcast_in_dim %4102, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %4104 = stablehlo.broadcast_in_dim %4102, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %4105 = stablehlo.concatenate %4103, %4104, dim = 1 : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x2xi1>
    %4106 = stablehlo.slice %3892 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4107 = stablehlo.reshape %4106 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4108 = stablehlo.broadcast_in_dim %4107, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4109 = stablehlo.broadcast_in_dim %4108, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4110 = stablehlo.multiply %3993, %4109 : tensor<2x3xf32>
    %4111 = stablehlo.broadcast_in_dim %4110, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4112 = stablehlo.broadcast_in_dim %4111, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %4113 = stablehlo.subtract %4092, %4112 : tensor<2x2x3xf32>
    %4114 = stablehlo.slice %3980 [0:2, 0:1, 0:3] : (tensor<2x4x3xf32>) -> tensor<2x1x3xf32>
    %4115 = stablehlo.reshape %4114 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4116 = stablehlo.broadcast_in_dim %4115, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4117 = stablehlo.broadcast_in_dim %4116, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %4118 = stablehlo.subtract %4113, %4117 : tensor<2x2x3xf32>
    %4119 = stablehlo.dot_general %4118, %3993, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    %4120 = stablehlo.broadcast_in_dim %3993, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4121 = stablehlo.broadcast_in_dim %4119, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %4122 = stablehlo.broadcast_in_dim %4121, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
    %4123 = stablehlo.broadcast_in_dim %4120, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %4124 = stablehlo.multiply %4122, %4123 : tensor<2x2x3xf32>
    %4125 = stablehlo.subtract %4113, %4124 : tensor<2x2x3xf32>
    %4126 = stablehlo.add %4113, %4125 : tensor<2x2x3xf32>
    %cst_591 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4127 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<2x2x3xf32>
    %4128 = stablehlo.multiply %4126, %4127 : tensor<2x2x3xf32>
    %4129 = stablehlo.broadcast_in_dim %3993, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %4130 = stablehlo.broadcast_in_dim %3993, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %4131 = stablehlo.concatenate %4129, %4130, dim = 0 : (tensor<1x2x3xf32>, tensor<1x2x3xf32>) -> tensor<2x2x3xf32>
    %4132 = stablehlo.negate %4131 : tensor<2x2x3xf32>
    %4133 = stablehlo.broadcast_in_dim %3962, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %4134 = stablehlo.broadcast_in_dim %4133, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %4135 = stablehlo.and %4105, %4134 : tensor<2x2xi1>
    %4136 = stablehlo.subtract %4125, %4113 : tensor<2x2x3xf32>
    %4137 = stablehlo.dot_general %4136, %3993, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    %c_592 = stablehlo.constant dense<-1> : tensor<i32>
    %4138 = call @_where_92(%4135, %4137, %c_592) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<i32>) -> tensor<2x2xf32>
    %4139 = call @_take_93(%3918, %arg222) : (tensor<2x8x3xf32>, tensor<12x2xi32>) -> tensor<2x12x2x3xf32>
    %4140 = stablehlo.slice %4139 [0:2, 0:12, 0:1, 0:3] : (tensor<2x12x2x3xf32>) -> tensor<2x12x1x3xf32>
    %4141 = stablehlo.reshape %4140 : (tensor<2x12x1x3xf32>) -> tensor<2x12x3xf32>
    %4142 = stablehlo.slice %4139 [0:2, 0:12, 1:2, 0:3] : (tensor<2x12x2x3xf32>) -> tensor<2x12x1x3xf32>
    %4143 = stablehlo.reshape %4142 : (tensor<2x12x1x3xf32>) -> tensor<2x12x3xf32>
    %4144 = stablehlo.slice %3940 [0:2, 0:1, 0:3] : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
    %4145 = stablehlo.reshape %4144 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4146 = stablehlo.slice %3940 [0:2, 1:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
    %4147 = stablehlo.reshape %4146 : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
    %4148 = stablehlo.subtract %4143, %4141 : tensor<2x12x3xf32>
    %cst_593 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4149 = call @allclose_95(%4148, %cst_593) : (tensor<2x12x3xf32>, tensor<f32>) -> tensor<2x12xi1>
    %cst_594 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4150 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4151 = call @_where_97(%4149, %4150, %4148) : (tensor<2x12xi1>, tensor<3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xf32>
    %4152 = call @norm_98(%4151) : (tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %cst_595 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4153 = call @_where_99(%4149, %cst_595, %4152) : (tensor<2x12xi1>, tensor<f32>, tensor<2x12xf32>) -> tensor<2x12xf32>
    %cst_596 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4154 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4155 = stablehlo.compare EQ, %4153, %4154, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %4156 = stablehlo.convert %4155 : (tensor<2x12xi1>) -> tensor<2x12xf32>
    %cst_597 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4157 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4158 = stablehlo.multiply %4157, %4156 : tensor<2x12xf32>
    %4159 = stablehlo.convert %4158 : tensor<2x12xf32>
    %4160 = stablehlo.add %4153, %4159 : tensor<2x12xf32>
    %4161 = stablehlo.broadcast_in_dim %4160, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4162 = stablehlo.broadcast_in_dim %4161, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4163 = stablehlo.divide %4148, %4162 : tensor<2x12x3xf32>
    %4164 = stablehlo.subtract %4147, %4145 : tensor<2x3xf32>
    %cst_598 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4165 = call @allclose_100(%4164, %cst_598) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_599 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4166 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4167 = call @_where_102(%4165, %4166, %4164) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4168 = call @norm_103(%4167) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4169 = call @_where_104(%4165, %cst_600, %4168) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_601 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4170 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4171 = stablehlo.compare EQ, %4169, %4170, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4172 = stablehlo.convert %4171 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_602 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4173 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4174 = stablehlo.multiply %4173, %4172 : tensor<2xf32>
    %4175 = stablehlo.convert %4174 : tensor<2xf32>
    %4176 = stablehlo.add %4169, %4175 : tensor<2xf32>
    %4177 = stablehlo.broadcast_in_dim %4176, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4178 = stablehlo.broadcast_in_dim %4177, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4179 = stablehlo.divide %4164, %4178 : tensor<2x3xf32>
    %cst_603 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4180 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4181 = stablehlo.multiply %4153, %4180 : tensor<2x12xf32>
    %cst_604 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4182 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4183 = stablehlo.multiply %4169, %4182 : tensor<2xf32>
    %4184 = stablehlo.broadcast_in_dim %4181, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4185 = stablehlo.broadcast_in_dim %4184, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4186 = stablehlo.multiply %4163, %4185 : tensor<2x12x3xf32>
    %4187 = stablehlo.add %4141, %4186 : tensor<2x12x3xf32>
    %4188 = stablehlo.broadcast_in_dim %4183, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4189 = stablehlo.broadcast_in_dim %4188, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4190 = stablehlo.multiply %4179, %4189 : tensor<2x3xf32>
    %4191 = stablehlo.add %4145, %4190 : tensor<2x3xf32>
    %4192 = stablehlo.broadcast_in_dim %4191, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4193 = stablehlo.broadcast_in_dim %4192, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x12x3xf32>
    %4194 = stablehlo.subtract %4187, %4193 : tensor<2x12x3xf32>
    %4195 = stablehlo.dot_general %4163, %4179, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
    %4196 = stablehlo.dot_general %4163, %4194, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %4197 = stablehlo.dot_general %4179, %4194, batching_dims = [0] x [0], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %4198 = stablehlo.multiply %4195, %4195 : tensor<2x12xf32>
    %cst_605 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4199 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4200 = stablehlo.subtract %4199, %4198 : tensor<2x12xf32>
    %4201 = stablehlo.negate %4196 : tensor<2x12xf32>
    %4202 = stablehlo.multiply %4195, %4197 : tensor<2x12xf32>
    %4203 = stablehlo.add %4201, %4202 : tensor<2x12xf32>
    %cst_606 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4204 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4205 = stablehlo.add %4200, %4204 : tensor<2x12xf32>
    %4206 = stablehlo.divide %4203, %4205 : tensor<2x12xf32>
    %4207 = stablehlo.multiply %4206, %4195 : tensor<2x12xf32>
    %4208 = stablehlo.add %4197, %4207 : tensor<2x12xf32>
    %4209 = stablehlo.negate %4181 : tensor<2x12xf32>
    %4210 = call @clip_105(%4206, %4209, %4181) : (tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
    %4211 = stablehlo.negate %4183 : tensor<2xf32>
    %4212 = call @clip_106(%4208, %4211, %4183) : (tensor<2x12xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x12xf32>
    %4213 = stablehlo.broadcast_in_dim %4210, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4214 = stablehlo.broadcast_in_dim %4213, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4215 = stablehlo.multiply %4163, %4214 : tensor<2x12x3xf32>
    %4216 = stablehlo.add %4187, %4215 : tensor<2x12x3xf32>
    %4217 = stablehlo.broadcast_in_dim %4179, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4218 = stablehlo.broadcast_in_dim %4212, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4219 = stablehlo.broadcast_in_dim %4217, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x12x3xf32>
    %4220 = stablehlo.broadcast_in_dim %4218, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4221 = stablehlo.multiply %4219, %4220 : tensor<2x12x3xf32>
    %4222 = stablehlo.broadcast_in_dim %4191, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4223 = stablehlo.broadcast_in_dim %4222, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x12x3xf32>
    %4224 = stablehlo.add %4223, %4221 : tensor<2x12x3xf32>
    %4225 = stablehlo.subtract %4143, %4141 : tensor<2x12x3xf32>
    %4226 = stablehlo.subtract %4224, %4141 : tensor<2x12x3xf32>
    %4227 = stablehlo.dot_general %4226, %4225, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %4228 = stablehlo.dot_general %4225, %4225, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %cst_607 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4229 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4230 = stablehlo.add %4228, %4229 : tensor<2x12xf32>
    %4231 = stablehlo.divide %4227, %4230 : tensor<2x12xf32>
    %cst_608 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_609 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4232 = call @clip_107(%4231, %cst_608, %cst_609) : (tensor<2x12xf32>, tensor<f32>, tensor<f32>) -> tensor<2x12xf32>
    %4233 = stablehlo.broadcast_in_dim %4232, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4234 = stablehlo.broadcast_in_dim %4233, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4235 = stablehlo.multiply %4234, %4225 : tensor<2x12x3xf32>
    %4236 = stablehlo.add %4141, %4235 : tensor<2x12x3xf32>
    %4237 = stablehlo.subtract %4224, %4236 : tensor<2x12x3xf32>
    %4238 = stablehlo.subtract %4224, %4236 : tensor<2x12x3xf32>
    %4239 = stablehlo.dot_general %4237, %4238, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %4240 = stablehlo.subtract %4147, %4145 : tensor<2x3xf32>
    %4241 = stablehlo.broadcast_in_dim %4145, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4242 = stablehlo.broadcast_in_dim %4241, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x12x3xf32>
    %4243 = stablehlo.subtract %4216, %4242 : tensor<2x12x3xf32>
    %4244 = stablehlo.dot_general %4243, %4240, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
    %4245 = stablehlo.dot_general %4240, %4240, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %cst_610 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4246 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4247 = stablehlo.add %4245, %4246 : tensor<2xf32>
    %4248 = stablehlo.broadcast_in_dim %4247, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4249 = stablehlo.broadcast_in_dim %4248, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x12xf32>
    %4250 = stablehlo.divide %4244, %4249 : tensor<2x12xf32>
    %cst_611 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_612 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4251 = call @clip_107(%4250, %cst_611, %cst_612) : (tensor<2x12xf32>, tensor<f32>, tensor<f32>) -> tensor<2x12xf32>
    %4252 = stablehlo.broadcast_in_dim %4240, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4253 = stablehlo.broadcast_in_dim %4251, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4254 = stablehlo.broadcast_in_dim %4253, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4255 = stablehlo.broadcast_in_dim %4252, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x12x3xf32>
    %4256 = stablehlo.multiply %4254, %4255 : tensor<2x12x3xf32>
    %4257 = stablehlo.broadcast_in_dim %4145, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4258 = stablehlo.broadcast_in_dim %4257, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x12x3xf32>
    %4259 = stablehlo.add %4258, %4256 : tensor<2x12x3xf32>
    %4260 = stablehlo.subtract %4216, %4259 : tensor<2x12x3xf32>
    %4261 = stablehlo.subtract %4216, %4259 : tensor<2x12x3xf32>
    %4262 = stablehlo.dot_general %4260, %4261, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %4263 = stablehlo.compare LT, %4239, %4262, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %4264 = call @_where_108(%4263, %4236, %4216) : (tensor<2x12xi1>, tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xf32>
    %4265 = stablehlo.compare LT, %4239, %4262, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %4266 = call @_where_108(%4265, %4224, %4259) : (tensor<2x12xi1>, tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xf32>
    %4267 = stablehlo.subtract %4264, %4266 : tensor<2x12x3xf32>
    %4268 = chlo.square %4267 : tensor<2x12x3xf32> -> tensor<2x12x3xf32>
    %cst_613 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4269 = stablehlo.reduce(%4268 init: %cst_613) applies stablehlo.add across dimensions = [2] : (tensor<2x12x3xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_614 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4270 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4271 = stablehlo.compare LT, %4269, %4270, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %cst_615 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4272 = call @allclose_95(%4267, %cst_615) : (tensor<2x12x3xf32>, tensor<f32>) -> tensor<2x12xi1>
    %cst_616 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4273 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4274 = call @_where_97(%4272, %4273, %4267) : (tensor<2x12xi1>, tensor<3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xf32>
    %4275 = call @norm_98(%4274) : (tensor<2x12x3xf32>) -> tensor<2x12xf32>
    %cst_617 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4276 = call @_where_99(%4272, %cst_617, %4275) : (tensor<2x12xi1>, tensor<f32>, tensor<2x12xf32>) -> tensor<2x12xf32>
    %cst_618 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4277 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4278 = stablehlo.compare EQ, %4276, %4277, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %4279 = stablehlo.convert %4278 : (tensor<2x12xi1>) -> tensor<2x12xf32>
    %cst_619 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4280 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %4281 = stablehlo.multiply %4280, %4279 : tensor<2x12xf32>
    %4282 = stablehlo.convert %4281 : tensor<2x12xf32>
    %4283 = stablehlo.add %4276, %4282 : tensor<2x12xf32>
    %4284 = stablehlo.broadcast_in_dim %4283, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %4285 = stablehlo.broadcast_in_dim %4284, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x3xf32>
    %4286 = stablehlo.divide %4267, %4285 : tensor<2x12x3xf32>
    %4287 = stablehlo.abs %4276 : tensor<2x12xf32>
    %4288 = call @argmin_109(%4287) : (tensor<2x12xf32>) -> tensor<2xi32>
    %4289 = call @_take_110(%4276, %4288) : (tensor<2x12xf32>, tensor<2xi32>) -> tensor<2xf32>
    %4290 = call @_take_112(%4286, %4288) : (tensor<2x12x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
    %4291 = call @_take_113(%4271, %4288) : (tensor<2x12xi1>, tensor<2xi32>) -> tensor<2xi1>
    %4292 = call @_take_112(%4264, %4288) : (tensor<2x12x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
    %4293 = call @_take_112(%4266, %4288) : (tensor<2x12x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
    %c_620 = stablehlo.constant dense<0> : tensor<i32>
    %4294 = stablehlo.broadcast_in_dim %c_620, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4295 = stablehlo.compare LT, %4288, %4294, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_621 = stablehlo.constant dense<12> : tensor<i32>
    %4296 = stablehlo.broadcast_in_dim %c_621, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4297 = stablehlo.add %4288, %4296 : tensor<2xi32>
    %4298 = stablehlo.select %4295, %4297, %4288 : tensor<2xi1>, tensor<2xi32>
    %c_622 = stablehlo.constant dense<0> : tensor<i32>
    %c_623 = stablehlo.constant dense<0> : tensor<i32>
    %4299 = stablehlo.compare LT, %c_622, %c_623, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_624 = stablehlo.constant dense<0> : tensor<i32>
    %c_625 = stablehlo.constant dense<2> : tensor<i32>
    %4300 = stablehlo.add %c_624, %c_625 : tensor<i32>
    %c_626 = stablehlo.constant dense<0> : tensor<i32>
    %4301 = stablehlo.select %4299, %4300, %c_626 : tensor<i1>, tensor<i32>
    %c_627 = stablehlo.constant dense<0> : tensor<i32>
    %c_628 = stablehlo.constant dense<0> : tensor<i32>
    %4302 = stablehlo.compare LT, %c_627, %c_628, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_629 = stablehlo.constant dense<0> : tensor<i32>
    %c_630 = stablehlo.constant dense<3> : tensor<i32>
    %4303 = stablehlo.add %c_629, %c_630 : tensor<i32>
    %c_631 = stablehlo.constant dense<0> : tensor<i32>
    %4304 = stablehlo.select %4302, %4303, %c_631 : tensor<i1>, tensor<i32>
    %4305 = stablehlo.broadcast_in_dim %4298, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4306 = stablehlo.broadcast_in_dim %4301, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %4307 = stablehlo.broadcast_in_dim %4304, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %4308 = stablehlo.concatenate %4305, %4306, %4307, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
    %4309 = "stablehlo.gather"(%arg223, %4308) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 3>}> : (tensor<12x2x3xf32>, tensor<2x3xi32>) -> tensor<2x1x2x3xf32>
    %4310 = stablehlo.reshape %4309 : (tensor<2x1x2x3xf32>) -> tensor<2x2x3xf32>
    %4311 = stablehlo.dot_general %4310, %4290, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    %cst_632 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4312 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4313 = stablehlo.compare LT, %4311, %4312, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %c_633 = stablehlo.constant dense<true> : tensor<i1>
    %4314 = stablehlo.reduce(%4313 init: %c_633) applies stablehlo.and across dimensions = [1] : (tensor<2x2xi1>, tensor<i1>) -> tensor<2xi1>
    %4315 = stablehlo.not %4291 : tensor<2xi1>
    %4316 = stablehlo.and %4315, %4314 : tensor<2xi1>
    %4317 = stablehlo.slice %3892 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4318 = stablehlo.reshape %4317 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4319 = stablehlo.subtract %4318, %4289 : tensor<2xf32>
    %c_634 = stablehlo.constant dense<-1> : tensor<i32>
    %4320 = call @_where_114(%4316, %4319, %c_634) : (tensor<2xi1>, tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
    %4321 = stablehlo.slice %3892 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4322 = stablehlo.reshape %4321 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4323 = stablehlo.broadcast_in_dim %4322, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4324 = stablehlo.broadcast_in_dim %4323, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4325 = stablehlo.multiply %4290, %4324 : tensor<2x3xf32>
    %4326 = stablehlo.add %4293, %4325 : tensor<2x3xf32>
    %4327 = stablehlo.add %4292, %4326 : tensor<2x3xf32>
    %cst_635 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4328 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %4329 = stablehlo.multiply %4327, %4328 : tensor<2x3xf32>
    %4330 = stablehlo.dot_general %4290, %3993, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %4331 = stablehlo.abs %4330 : tensor<2xf32>
    %cst_636 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %4332 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4333 = stablehlo.compare GT, %4331, %4332, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4334 = stablehlo.not %4291 : tensor<2xi1>
    %4335 = stablehlo.and %4333, %4334 : tensor<2xi1>
    %cst_637 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4336 = stablehlo.reduce(%4138 init: %cst_637) applies stablehlo.minimum across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_638 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4337 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4338 = stablehlo.compare GT, %4320, %4337, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_639 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4339 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4340 = stablehlo.compare GT, %4336, %4339, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4341 = stablehlo.compare LT, %4320, %4336, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_640 = stablehlo.constant dense<true> : tensor<i1>
    %4342 = call @_where_115(%4340, %4341, %c_640) : (tensor<2xi1>, tensor<2xi1>, tensor<i1>) -> tensor<2xi1>
    %4343 = stablehlo.and %4338, %4342 : tensor<2xi1>
    %4344 = stablehlo.not %4335 : tensor<2xi1>
    %4345 = stablehlo.and %4343, %4344 : tensor<2xi1>
    %4346 = stablehlo.and %4345, %4314 : tensor<2xi1>
    %c_641 = stablehlo.constant dense<0> : tensor<i32>
    %4347 = stablehlo.broadcast_in_dim %c_641, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4348 = "stablehlo.scatter"(%4128, %4347, %4329) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x2x3xf32>, tensor<1xi32>, tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %4349 = call @_where_90(%4346, %4348, %4128) : (tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %c_642 = stablehlo.constant dense<0> : tensor<i32>
    %4350 = stablehlo.broadcast_in_dim %c_642, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4351 = stablehlo.transpose %4132, dims = [1, 0, 2] : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %4352 = "stablehlo.scatter"(%4351, %4350, %4290) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x2x3xf32>, tensor<1xi32>, tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %4353 = call @_where_116(%4346, %4352, %4132) : (tensor<2xi1>, tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %4354 = stablehlo.transpose %3906, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %4355 = stablehlo.dot_general %4349, %4354, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x2x3xf32>
    %4356 = stablehlo.broadcast_in_dim %3899, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4357 = stablehlo.broadcast_in_dim %4356, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
    %4358 = stablehlo.add %4357, %4355 : tensor<2x2x3xf32>
    %4359 = stablehlo.transpose %3906, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %4360 = stablehlo.dot_general %4353, %4359, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x2x3xf32>
    %4361 = stablehlo.broadcast_in_dim %4320, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_643 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %4362 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4363 = stablehlo.broadcast_in_dim %4362, dims = [1] : (tensor<1xf32>) -> tensor<2x1xf32>
    %4364 = stablehlo.concatenate %4361, %4363, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
    %4365 = call @_where_117(%4346, %4364, %4138) : (tensor<2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %4366 = stablehlo.negate %4365 : tensor<2x2xf32>
    %cst_644 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4367 = call @allclose_118(%4360, %cst_644) : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xi1>
    %cst_645 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4368 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4369 = call @_where_120(%4367, %4368, %4360) : (tensor<2x2xi1>, tensor<3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %4370 = call @norm_121(%4369) : (tensor<2x2x3xf32>) -> tensor<2x2xf32>
    %cst_646 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4371 = call @_where_122(%4367, %cst_646, %4370) : (tensor<2x2xi1>, tensor<f32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst_647 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4372 = stablehlo.broadcast_in_dim %cst_647, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4373 = stablehlo.compare EQ, %4371, %4372, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %4374 = stablehlo.convert %4373 : (tensor<2x2xi1>) -> tensor<2x2xf32>
    %cst_648 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4375 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4376 = stablehlo.multiply %4375, %4374 : tensor<2x2xf32>
    %4377 = stablehlo.convert %4376 : tensor<2x2xf32>
    %4378 = stablehlo.add %4371, %4377 : tensor<2x2xf32>
    %4379 = stablehlo.broadcast_in_dim %4378, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %4380 = stablehlo.broadcast_in_dim %4379, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
    %4381 = stablehlo.divide %4360, %4380 : tensor<2x2x3xf32>
    %4382 = stablehlo.slice %4381 [0:2, 0:2, 1:2] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %4383 = stablehlo.reshape %4382 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %cst_649 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4384 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4385 = stablehlo.compare GT, %4383, %4384, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %4386 = stablehlo.slice %4381 [0:2, 0:2, 1:2] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %4387 = stablehlo.reshape %4386 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %cst_650 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4388 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4389 = stablehlo.compare LT, %4387, %4388, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %4390 = stablehlo.and %4385, %4389 : tensor<2x2xi1>
    %4391 = call @_where_123(%4390, %arg224, %arg225) : (tensor<2x2xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x2x3xi32>
    %4392 = stablehlo.convert %4381 : tensor<2x2x3xf32>
    %4393 = stablehlo.convert %4391 : (tensor<2x2x3xi32>) -> tensor<2x2x3xf32>
    %4394 = stablehlo.dot_general %4392, %4393, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2xf32>
    %4395 = stablehlo.broadcast_in_dim %4394, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %4396 = stablehlo.broadcast_in_dim %4395, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
    %4397 = stablehlo.multiply %4381, %4396 : tensor<2x2x3xf32>
    %4398 = stablehlo.convert %4391 : (tensor<2x2x3xi32>) -> tensor<2x2x3xf32>
    %4399 = stablehlo.subtract %4398, %4397 : tensor<2x2x3xf32>
    %cst_651 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4400 = call @allclose_118(%4399, %cst_651) : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xi1>
    %cst_652 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4401 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4402 = call @_where_120(%4400, %4401, %4399) : (tensor<2x2xi1>, tensor<3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %4403 = call @norm_121(%4402) : (tensor<2x2x3xf32>) -> tensor<2x2xf32>
    %cst_653 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4404 = call @_where_122(%4400, %cst_653, %4403) : (tensor<2x2xi1>, tensor<f32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst_654 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4405 = stablehlo.broadcast_in_dim %cst_654, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4406 = stablehlo.compare EQ, %4404, %4405, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %4407 = stablehlo.convert %4406 : (tensor<2x2xi1>) -> tensor<2x2xf32>
    %cst_655 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4408 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %4409 = stablehlo.multiply %4408, %4407 : tensor<2x2xf32>
    %4410 = stablehlo.convert %4409 : tensor<2x2xf32>
    %4411 = stablehlo.add %4404, %4410 : tensor<2x2xf32>
    %4412 = stablehlo.broadcast_in_dim %4411, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %4413 = stablehlo.broadcast_in_dim %4412, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
    %4414 = stablehlo.divide %4399, %4413 : tensor<2x2x3xf32>
    %cst_656 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4415 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<2x2x3xf32>
    %4416 = stablehlo.compare NE, %4381, %4415, FLOAT : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xi1>
    %4417 = stablehlo.convert %4416 : tensor<2x2x3xi1>
    %c_657 = stablehlo.constant dense<false> : tensor<i1>
    %4418 = stablehlo.reduce(%4417 init: %c_657) applies stablehlo.or across dimensions = [2] : (tensor<2x2x3xi1>, tensor<i1>) -> tensor<2x2xi1>
    %4419 = stablehlo.convert %4418 : (tensor<2x2xi1>) -> tensor<2x2xf32>
    %4420 = stablehlo.broadcast_in_dim %4419, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %4421 = stablehlo.broadcast_in_dim %4420, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
    %4422 = stablehlo.multiply %4414, %4421 : tensor<2x2x3xf32>
    %4423 = call @cross_124(%4381, %4422) : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %4424 = stablehlo.broadcast_in_dim %4381, dims = [0, 1, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x1x3xf32>
    %4425 = stablehlo.broadcast_in_dim %4422, dims = [0, 1, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x1x3xf32>
    %4426 = stablehlo.broadcast_in_dim %4423, dims = [0, 1, 3] : (tensor<2x2x3xf32>) -> tensor<2x2x1x3xf32>
    %4427 = stablehlo.concatenate %4424, %4425, %4426, dim = 2 : (tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>, tensor<2x2x1x3xf32>) -> tensor<2x2x3x3xf32>
    %4428 = stablehlo.reshape %4366 : (tensor<2x2xf32>) -> tensor<4xf32>
    %4429 = stablehlo.reshape %4358 : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
    %4430 = stablehlo.reshape %4427 : (tensor<2x2x3x3xf32>) -> tensor<4x3x3xf32>
    %4431 = stablehlo.broadcast_in_dim %2814, dims = [0] : (tensor<2xf32>) -> tensor<2x2xf32>
    %4432 = stablehlo.reshape %4431 : (tensor<2x2xf32>) -> tensor<4xf32>
    %4433 = stablehlo.broadcast_in_dim %2919, dims = [0, 2] : (tensor<2x5xf32>) -> tensor<2x2x5xf32>
    %4434 = stablehlo.reshape %4433 : (tensor<2x2x5xf32>) -> tensor<4x5xf32>
    %4435 = stablehlo.broadcast_in_dim %2894, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x2x2xf32>
    %4436 = stablehlo.reshape %4435 : (tensor<2x2x2xf32>) -> tensor<4x2xf32>
    %4437 = stablehlo.broadcast_in_dim %2895, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x2x2xf32>
    %4438 = stablehlo.reshape %4437 : (tensor<2x2x2xf32>) -> tensor<4x2xf32>
    %4439 = stablehlo.broadcast_in_dim %2912, dims = [0, 2] : (tensor<2x5xf32>) -> tensor<2x2x5xf32>
    %4440 = stablehlo.reshape %4439 : (tensor<2x2x5xf32>) -> tensor<4x5xf32>
    %4441 = stablehlo.broadcast_in_dim %arg184, dims = [0] : (tensor<2xi32>) -> tensor<2x2xi32>
    %4442 = stablehlo.reshape %4441 : (tensor<2x2xi32>) -> tensor<4xi32>
    %4443 = stablehlo.broadcast_in_dim %arg185, dims = [0] : (tensor<2xi32>) -> tensor<2x2xi32>
    %4444 = stablehlo.reshape %4443 : (tensor<2x2xi32>) -> tensor<4xi32>
    %4445 = stablehlo.broadcast_in_dim %arg186, dims = [0, 2] : (tensor<2x2xi32>) -> tensor<2x2x2xi32>
    %4446 = stablehlo.reshape %4445 : (tensor<2x2x2xi32>) -> tensor<4x2xi32>
    %4447 = stablehlo.transpose %arg204, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
    %4448 = stablehlo.slice %4447 [0:1, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
    %4449 = stablehlo.reshape %4448 : (tensor<1x2xi32>) -> tensor<2xi32>
    %4450 = stablehlo.slice %4447 [1:2, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
    %4451 = stablehlo.reshape %4450 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_658 = stablehlo.constant dense<0> : tensor<i32>
    %4452 = stablehlo.broadcast_in_dim %c_658, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4453 = stablehlo.compare LT, %4449, %4452, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_659 = stablehlo.constant dense<5> : tensor<i32>
    %4454 = stablehlo.broadcast_in_dim %c_659, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4455 = stablehlo.add %4449, %4454 : tensor<2xi32>
    %4456 = stablehlo.select %4453, %4455, %4449 : tensor<2xi1>, tensor<2xi32>
    %4457 = stablehlo.broadcast_in_dim %4456, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4458 = "stablehlo.gather"(%1587, %4457) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_660 = stablehlo.constant dense<0> : tensor<i32>
    %4459 = stablehlo.broadcast_in_dim %c_660, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4460 = stablehlo.compare LT, %4449, %4459, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_661 = stablehlo.constant dense<5> : tensor<i32>
    %4461 = stablehlo.broadcast_in_dim %c_661, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4462 = stablehlo.add %4449, %4461 : tensor<2xi32>
    %4463 = stablehlo.select %4460, %4462, %4449 : tensor<2xi1>, tensor<2xi32>
    %4464 = stablehlo.broadcast_in_dim %4463, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4465 = "stablehlo.gather"(%1780, %4464) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    %c_662 = stablehlo.constant dense<0> : tensor<i32>
    %4466 = stablehlo.broadcast_in_dim %c_662, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4467 = stablehlo.compare LT, %4449, %4466, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_663 = stablehlo.constant dense<5> : tensor<i32>
    %4468 = stablehlo.broadcast_in_dim %c_663, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4469 = stablehlo.add %4449, %4468 : tensor<2xi32>
    %4470 = stablehlo.select %4467, %4469, %4449 : tensor<2xi1>, tensor<2xi32>
    %4471 = stablehlo.broadcast_in_dim %4470, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4472 = "stablehlo.gather"(%arg205, %4471) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_664 = stablehlo.constant dense<0> : tensor<i32>
    %4473 = stablehlo.broadcast_in_dim %c_664, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4474 = stablehlo.compare LT, %4451, %4473, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_665 = stablehlo.constant dense<5> : tensor<i32>
    %4475 = stablehlo.broadcast_in_dim %c_665, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4476 = stablehlo.add %4451, %4475 : tensor<2xi32>
    %4477 = stablehlo.select %4474, %4476, %4451 : tensor<2xi1>, tensor<2xi32>
    %4478 = stablehlo.broadcast_in_dim %4477, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4479 = "stablehlo.gather"(%1587, %4478) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_666 = stablehlo.constant dense<0> : tensor<i32>
    %4480 = stablehlo.broadcast_in_dim %c_666, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4481 = stablehlo.compare LT, %4451, %4480, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_667 = stablehlo.constant dense<5> : tensor<i32>
    %4482 = stablehlo.broadcast_in_dim %c_667, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4483 = stablehlo.add %4451, %4482 : tensor<2xi32>
    %4484 = stablehlo.select %4481, %4483, %4451 : tensor<2xi1>, tensor<2xi32>
    %4485 = stablehlo.broadcast_in_dim %4484, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4486 = "stablehlo.gather"(%1780, %4485) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    %c_668 = stablehlo.constant dense<0> : tensor<i32>
    %4487 = stablehlo.broadcast_in_dim %c_668, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4488 = stablehlo.compare LT, %4451, %4487, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_669 = stablehlo.constant dense<5> : tensor<i32>
    %4489 = stablehlo.broadcast_in_dim %c_669, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4490 = stablehlo.add %4451, %4489 : tensor<2xi32>
    %4491 = stablehlo.select %4488, %4490, %4451 : tensor<2xi1>, tensor<2xi32>
    %4492 = stablehlo.broadcast_in_dim %4491, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %4493 = "stablehlo.gather"(%arg205, %4492) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %4494 = stablehlo.slice %4486 [0:2, 0:3, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %4495 = stablehlo.reshape %4494 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %4496 = stablehlo.slice %4493 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4497 = stablehlo.reshape %4496 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4498 = stablehlo.broadcast_in_dim %4497, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4499 = stablehlo.broadcast_in_dim %4498, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4500 = stablehlo.multiply %4495, %4499 : tensor<2x3xf32>
    %4501 = stablehlo.subtract %4479, %4500 : tensor<2x3xf32>
    %4502 = stablehlo.add %4479, %4500 : tensor<2x3xf32>
    %4503 = stablehlo.subtract %4502, %4501 : tensor<2x3xf32>
    %4504 = stablehlo.subtract %4458, %4501 : tensor<2x3xf32>
    %4505 = stablehlo.dot_general %4504, %4503, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %4506 = stablehlo.dot_general %4503, %4503, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %cst_670 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4507 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4508 = stablehlo.add %4506, %4507 : tensor<2xf32>
    %4509 = stablehlo.divide %4505, %4508 : tensor<2xf32>
    %cst_671 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_672 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4510 = call @clip_125(%4509, %cst_671, %cst_672) : (tensor<2xf32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
    %4511 = stablehlo.broadcast_in_dim %4510, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4512 = stablehlo.broadcast_in_dim %4511, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4513 = stablehlo.multiply %4512, %4503 : tensor<2x3xf32>
    %4514 = stablehlo.add %4501, %4513 : tensor<2x3xf32>
    %4515 = stablehlo.slice %4472 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4516 = stablehlo.reshape %4515 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4517 = stablehlo.slice %4493 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4518 = stablehlo.reshape %4517 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4519 = stablehlo.subtract %4514, %4458 : tensor<2x3xf32>
    %cst_673 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4520 = call @allclose_72(%4519, %cst_673) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_674 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4521 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4522 = call @_where_74(%4520, %4521, %4519) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4523 = call @norm_75(%4522) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_675 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4524 = call @_where_15(%4520, %cst_675, %4523) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4525 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4526 = stablehlo.compare EQ, %4524, %4525, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4527 = stablehlo.convert %4526 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_677 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4528 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4529 = stablehlo.multiply %4528, %4527 : tensor<2xf32>
    %4530 = stablehlo.convert %4529 : tensor<2xf32>
    %4531 = stablehlo.add %4524, %4530 : tensor<2xf32>
    %4532 = stablehlo.broadcast_in_dim %4531, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4533 = stablehlo.broadcast_in_dim %4532, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4534 = stablehlo.divide %4519, %4533 : tensor<2x3xf32>
    %cst_678 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4535 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4536 = stablehlo.compare EQ, %4524, %4535, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4537 = call @_where_74(%4536, %arg226, %4534) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4538 = stablehlo.add %4516, %4518 : tensor<2xf32>
    %4539 = stablehlo.subtract %4524, %4538 : tensor<2xf32>
    %cst_679 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4540 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4541 = stablehlo.multiply %4539, %4540 : tensor<2xf32>
    %4542 = stablehlo.add %4516, %4541 : tensor<2xf32>
    %4543 = stablehlo.broadcast_in_dim %4542, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4544 = stablehlo.broadcast_in_dim %4543, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4545 = stablehlo.multiply %4537, %4544 : tensor<2x3xf32>
    %4546 = stablehlo.add %4458, %4545 : tensor<2x3xf32>
    %cst_680 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4547 = call @allclose_72(%4537, %cst_680) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_681 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4548 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4549 = call @_where_74(%4547, %4548, %4537) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4550 = call @norm_75(%4549) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_682 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4551 = call @_where_15(%4547, %cst_682, %4550) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_683 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4552 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4553 = stablehlo.compare EQ, %4551, %4552, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4554 = stablehlo.convert %4553 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_684 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4555 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4556 = stablehlo.multiply %4555, %4554 : tensor<2xf32>
    %4557 = stablehlo.convert %4556 : tensor<2xf32>
    %4558 = stablehlo.add %4551, %4557 : tensor<2xf32>
    %4559 = stablehlo.broadcast_in_dim %4558, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4560 = stablehlo.broadcast_in_dim %4559, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4561 = stablehlo.divide %4537, %4560 : tensor<2x3xf32>
    %4562 = stablehlo.slice %4561 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4563 = stablehlo.reshape %4562 : (tensor<2x1xf32>) -> tensor<2xf32>
    %cst_685 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4564 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4565 = stablehlo.compare GT, %4563, %4564, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4566 = stablehlo.slice %4561 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4567 = stablehlo.reshape %4566 : (tensor<2x1xf32>) -> tensor<2xf32>
    %cst_686 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4568 = stablehlo.broadcast_in_dim %cst_686, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4569 = stablehlo.compare LT, %4567, %4568, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4570 = stablehlo.and %4565, %4569 : tensor<2xi1>
    %4571 = call @_where_126(%4570, %arg227, %arg228) : (tensor<2xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    %4572 = stablehlo.convert %4561 : tensor<2x3xf32>
    %4573 = stablehlo.convert %4571 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %4574 = stablehlo.dot_general %4572, %4573, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %4575 = stablehlo.broadcast_in_dim %4574, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4576 = stablehlo.broadcast_in_dim %4575, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4577 = stablehlo.multiply %4561, %4576 : tensor<2x3xf32>
    %4578 = stablehlo.convert %4571 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %4579 = stablehlo.subtract %4578, %4577 : tensor<2x3xf32>
    %cst_687 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4580 = call @allclose_72(%4579, %cst_687) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_688 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4581 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4582 = call @_where_74(%4580, %4581, %4579) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4583 = call @norm_75(%4582) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_689 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4584 = call @_where_15(%4580, %cst_689, %4583) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_690 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4585 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4586 = stablehlo.compare EQ, %4584, %4585, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4587 = stablehlo.convert %4586 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_691 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4588 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4589 = stablehlo.multiply %4588, %4587 : tensor<2xf32>
    %4590 = stablehlo.convert %4589 : tensor<2xf32>
    %4591 = stablehlo.add %4584, %4590 : tensor<2xf32>
    %4592 = stablehlo.broadcast_in_dim %4591, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4593 = stablehlo.broadcast_in_dim %4592, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4594 = stablehlo.divide %4579, %4593 : tensor<2x3xf32>
    %cst_692 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4595 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %4596 = stablehlo.compare NE, %4561, %4595, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4597 = stablehlo.convert %4596 : tensor<2x3xi1>
    %c_693 = stablehlo.constant dense<false> : tensor<i1>
    %4598 = stablehlo.reduce(%4597 init: %c_693) applies stablehlo.or across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    %4599 = stablehlo.convert %4598 : (tensor<2xi1>) -> tensor<2xf32>
    %4600 = stablehlo.broadcast_in_dim %4599, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4601 = stablehlo.broadcast_in_dim %4600, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %4602 = stablehlo.multiply %4594, %4601 : tensor<2x3xf32>
    %4603 = call @cross(%4561, %4602) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4604 = stablehlo.broadcast_in_dim %4561, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4605 = stablehlo.broadcast_in_dim %4602, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4606 = stablehlo.broadcast_in_dim %4603, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %4607 = stablehlo.concatenate %4604, %4605, %4606, dim = 1 : (tensor<2x1x3xf32>, tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x3x3xf32>
    %4608 = stablehlo.concatenate %3300, %3372, %3570, %3799, %4428, %4539, dim = 0 : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<2xf32>) -> tensor<16xf32>
    %4609 = stablehlo.concatenate %3301, %3379, %3571, %3805, %4429, %4546, dim = 0 : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<4x3xf32>, tensor<1x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<16x3xf32>
    %4610 = stablehlo.concatenate %3302, %3440, %3572, %3866, %4430, %4607, dim = 0 : (tensor<4x3x3xf32>, tensor<1x3x3xf32>, tensor<4x3x3xf32>, tensor<1x3x3xf32>, tensor<4x3x3xf32>, tensor<2x3x3xf32>) -> tensor<16x3x3xf32>
    %4611 = stablehlo.concatenate %3304, %2466, %3574, %2698, %4432, %2930, dim = 0 : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<2xf32>) -> tensor<16xf32>
    %4612 = stablehlo.concatenate %3306, %2571, %3576, %2803, %4434, %3035, dim = 0 : (tensor<4x5xf32>, tensor<1x5xf32>, tensor<4x5xf32>, tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<16x5xf32>
    %4613 = stablehlo.concatenate %3308, %2546, %3578, %2778, %4436, %3010, dim = 0 : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<4x2xf32>, tensor<1x2xf32>, tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<16x2xf32>
    %4614 = stablehlo.concatenate %3310, %2547, %3580, %2779, %4438, %3011, dim = 0 : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<4x2xf32>, tensor<1x2xf32>, tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<16x2xf32>
    %4615 = stablehlo.concatenate %3312, %2564, %3582, %2796, %4440, %3028, dim = 0 : (tensor<4x5xf32>, tensor<1x5xf32>, tensor<4x5xf32>, tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<16x5xf32>
    %4616 = stablehlo.concatenate %3314, %arg130, %3584, %arg166, %4442, %arg202, dim = 0 : (tensor<4xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>, tensor<4xi32>, tensor<2xi32>) -> tensor<16xi32>
    %4617 = stablehlo.concatenate %3316, %arg131, %3586, %arg167, %4444, %arg203, dim = 0 : (tensor<4xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>, tensor<4xi32>, tensor<2xi32>) -> tensor<16xi32>
    %4618 = stablehlo.concatenate %3318, %arg132, %3588, %arg168, %4446, %arg204, dim = 0 : (tensor<4x2xi32>, tensor<1x2xi32>, tensor<4x2xi32>, tensor<1x2xi32>, tensor<4x2xi32>, tensor<2x2xi32>) -> tensor<16x2xi32>
    %c_694 = stablehlo.constant dense<16> : tensor<i32>
    %4619 = stablehlo.broadcast_in_dim %c_694, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4620 = stablehlo.add %arg229, %4619 : tensor<16xi32>
    %4621 = stablehlo.select %arg230, %4620, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4622 = stablehlo.broadcast_in_dim %4621, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4623 = "stablehlo.gather"(%4608, %4622) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %c_695 = stablehlo.constant dense<16> : tensor<i32>
    %4624 = stablehlo.broadcast_in_dim %c_695, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4625 = stablehlo.add %arg229, %4624 : tensor<16xi32>
    %4626 = stablehlo.select %arg231, %4625, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4627 = stablehlo.broadcast_in_dim %4626, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4628 = "stablehlo.gather"(%4609, %4627) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<16x3xf32>, tensor<16x1xi32>) -> tensor<16x3xf32>
    %c_696 = stablehlo.constant dense<16> : tensor<i32>
    %4629 = stablehlo.broadcast_in_dim %c_696, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4630 = stablehlo.add %arg229, %4629 : tensor<16xi32>
    %4631 = stablehlo.select %arg232, %4630, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4632 = stablehlo.broadcast_in_dim %4631, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4633 = "stablehlo.gather"(%4610, %4632) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<16x3x3xf32>, tensor<16x1xi32>) -> tensor<16x3x3xf32>
    %c_697 = stablehlo.constant dense<16> : tensor<i32>
    %4634 = stablehlo.broadcast_in_dim %c_697, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4635 = stablehlo.add %arg229, %4634 : tensor<16xi32>
    %4636 = stablehlo.select %arg233, %4635, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4637 = stablehlo.broadcast_in_dim %4636, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4638 = "stablehlo.gather"(%4611, %4637) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %c_698 = stablehlo.constant dense<16> : tensor<i32>
    %4639 = stablehlo.broadcast_in_dim %c_698, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4640 = stablehlo.add %arg229, %4639 : tensor<16xi32>
    %4641 = stablehlo.select %arg234, %4640, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4642 = stablehlo.broadcast_in_dim %4641, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4643 = "stablehlo.gather"(%4612, %4642) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<16x5xf32>, tensor<16x1xi32>) -> tensor<16x5xf32>
    %c_699 = stablehlo.constant dense<16> : tensor<i32>
    %4644 = stablehlo.broadcast_in_dim %c_699, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4645 = stablehlo.add %arg229, %4644 : tensor<16xi32>
    %4646 = stablehlo.select %arg235, %4645, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4647 = stablehlo.broadcast_in_dim %4646, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4648 = "stablehlo.gather"(%4613, %4647) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<16x2xf32>, tensor<16x1xi32>) -> tensor<16x2xf32>
    %c_700 = stablehlo.constant dense<16> : tensor<i32>
    %4649 = stablehlo.broadcast_in_dim %c_700, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4650 = stablehlo.add %arg229, %4649 : tensor<16xi32>
    %4651 = stablehlo.select %arg236, %4650, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4652 = stablehlo.broadcast_in_dim %4651, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4653 = "stablehlo.gather"(%4614, %4652) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<16x2xf32>, tensor<16x1xi32>) -> tensor<16x2xf32>
    %c_701 = stablehlo.constant dense<16> : tensor<i32>
    %4654 = stablehlo.broadcast_in_dim %c_701, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4655 = stablehlo.add %arg229, %4654 : tensor<16xi32>
    %4656 = stablehlo.select %arg237, %4655, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4657 = stablehlo.broadcast_in_dim %4656, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4658 = "stablehlo.gather"(%4615, %4657) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<16x5xf32>, tensor<16x1xi32>) -> tensor<16x5xf32>
    %c_702 = stablehlo.constant dense<16> : tensor<i32>
    %4659 = stablehlo.broadcast_in_dim %c_702, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4660 = stablehlo.add %arg229, %4659 : tensor<16xi32>
    %4661 = stablehlo.select %arg238, %4660, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4662 = stablehlo.broadcast_in_dim %4661, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4663 = "stablehlo.gather"(%4616, %4662) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_703 = stablehlo.constant dense<16> : tensor<i32>
    %4664 = stablehlo.broadcast_in_dim %c_703, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4665 = stablehlo.add %arg229, %4664 : tensor<16xi32>
    %4666 = stablehlo.select %arg239, %4665, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4667 = stablehlo.broadcast_in_dim %4666, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4668 = "stablehlo.gather"(%4617, %4667) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_704 = stablehlo.constant dense<16> : tensor<i32>
    %4669 = stablehlo.broadcast_in_dim %c_704, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4670 = stablehlo.add %arg229, %4669 : tensor<16xi32>
    %4671 = stablehlo.select %arg240, %4670, %arg229 : tensor<16xi1>, tensor<16xi32>
    %4672 = stablehlo.broadcast_in_dim %4671, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4673 = "stablehlo.gather"(%4618, %4672) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<16x2xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %4674 = stablehlo.subtract %4623, %4638 : tensor<16xf32>
    %cst_705 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4675 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4676 = stablehlo.compare LT, %4674, %4675, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %c_706 = stablehlo.constant dense<0> : tensor<i32>
    %4677 = stablehlo.broadcast_in_dim %c_706, dims = [] : (tensor<i32>) -> tensor<16x2xi32>
    %4678 = stablehlo.compare LT, %4673, %4677, SIGNED : (tensor<16x2xi32>, tensor<16x2xi32>) -> tensor<16x2xi1>
    %c_707 = stablehlo.constant dense<5> : tensor<i32>
    %4679 = stablehlo.broadcast_in_dim %c_707, dims = [] : (tensor<i32>) -> tensor<16x2xi32>
    %4680 = stablehlo.add %4673, %4679 : tensor<16x2xi32>
    %4681 = stablehlo.select %4678, %4680, %4673 : tensor<16x2xi1>, tensor<16x2xi32>
    %4682 = stablehlo.broadcast_in_dim %4681, dims = [0, 1] : (tensor<16x2xi32>) -> tensor<16x2x1xi32>
    %4683 = "stablehlo.gather"(%arg62, %4682) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<16x2x1xi32>) -> tensor<16x2xi32>
    %4684 = stablehlo.slice %4683 [0:16, 0:1] : (tensor<16x2xi32>) -> tensor<16x1xi32>
    %4685 = stablehlo.reshape %4684 : (tensor<16x1xi32>) -> tensor<16xi32>
    %4686 = stablehlo.slice %4683 [0:16, 1:2] : (tensor<16x2xi32>) -> tensor<16x1xi32>
    %4687 = stablehlo.reshape %4686 : (tensor<16x1xi32>) -> tensor<16xi32>
    %4688 = stablehlo.iota dim = 0 : tensor<5xi32>
    %4689 = stablehlo.broadcast_in_dim %4688, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %4690 = stablehlo.broadcast_in_dim %4685, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4691 = stablehlo.broadcast_in_dim %4689, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<16x5xi32>
    %4692 = stablehlo.broadcast_in_dim %4690, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x5xi32>
    %4693 = stablehlo.compare EQ, %4691, %4692, SIGNED : (tensor<16x5xi32>, tensor<16x5xi32>) -> tensor<16x5xi1>
    %4694 = stablehlo.convert %4693 : (tensor<16x5xi1>) -> tensor<16x5xi32>
    %c_708 = stablehlo.constant dense<1> : tensor<i32>
    %4695 = stablehlo.broadcast_in_dim %c_708, dims = [] : (tensor<i32>) -> tensor<16x5xi32>
    %4696 = stablehlo.multiply %4694, %4695 : tensor<16x5xi32>
    %4697 = stablehlo.slice %4696 [0:16, 4:5] : (tensor<16x5xi32>) -> tensor<16x1xi32>
    %c_709 = stablehlo.constant dense<0> : tensor<i32>
    %4698 = stablehlo.broadcast_in_dim %c_709, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4699 = stablehlo.broadcast_in_dim %arg241, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %4700 = stablehlo.convert %4697 : tensor<16x1xi32>
    %4701 = stablehlo.broadcast_in_dim %4698, dims = [1] : (tensor<3xi32>) -> tensor<16x3xi32>
    %4702 = "stablehlo.scatter"(%4701, %4699, %4700) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<16x3xi32>, tensor<1x1xi32>, tensor<16x1xi32>) -> tensor<16x3xi32>
    %4703 = stablehlo.slice %4696 [0:16, 1:4] : (tensor<16x5xi32>) -> tensor<16x3xi32>
    %4704 = stablehlo.convert %4703 : tensor<16x3xi32>
    %4705 = stablehlo.add %4704, %4702 : tensor<16x3xi32>
    %c_710 = stablehlo.constant dense<0> : tensor<i32>
    %4706 = stablehlo.broadcast_in_dim %c_710, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4707 = stablehlo.broadcast_in_dim %arg242, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %4708 = stablehlo.broadcast_in_dim %4706, dims = [1] : (tensor<1xi32>) -> tensor<16x1xi32>
    %4709 = "stablehlo.scatter"(%4708, %4707, %4705) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<16x1xi32>, tensor<3x1xi32>, tensor<16x3xi32>) -> tensor<16x1xi32>
    %4710 = call @_take_127(%4696, %arg243) : (tensor<16x5xi32>, tensor<1xi32>) -> tensor<16x1xi32>
    %4711 = stablehlo.convert %4710 : tensor<16x1xi32>
    %4712 = stablehlo.add %4711, %4709 : tensor<16x1xi32>
    %4713 = stablehlo.convert %4697 : tensor<16x1xi32>
    %4714 = stablehlo.concatenate %4713, %4705, %4712, dim = 1 : (tensor<16x1xi32>, tensor<16x3xi32>, tensor<16x1xi32>) -> tensor<16x5xi32>
    %4715 = call @_take_130(%4714, %arg244) : (tensor<16x5xi32>, tensor<5xi32>) -> tensor<16x5xi32>
    %c_711 = stablehlo.constant dense<0> : tensor<i32>
    %4716 = stablehlo.broadcast_in_dim %c_711, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4717 = stablehlo.compare LT, %arg85, %4716, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_712 = stablehlo.constant dense<5> : tensor<i32>
    %4718 = stablehlo.broadcast_in_dim %c_712, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4719 = stablehlo.add %arg85, %4718 : tensor<14xi32>
    %4720 = stablehlo.select %4717, %4719, %arg85 : tensor<14xi1>, tensor<14xi32>
    %4721 = stablehlo.broadcast_in_dim %4720, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %4722 = "stablehlo.gather"(%4715, %4721) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 16, 1>}> : (tensor<16x5xi32>, tensor<14x1xi32>) -> tensor<16x14xi32>
    %c_713 = stablehlo.constant dense<0> : tensor<i32>
    %4723 = stablehlo.broadcast_in_dim %c_713, dims = [] : (tensor<i32>) -> tensor<16x14xi32>
    %4724 = stablehlo.compare GT, %4722, %4723, SIGNED : (tensor<16x14xi32>, tensor<16x14xi32>) -> tensor<16x14xi1>
    %c_714 = stablehlo.constant dense<0> : tensor<i32>
    %4725 = stablehlo.broadcast_in_dim %c_714, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4726 = stablehlo.compare LT, %4685, %4725, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_715 = stablehlo.constant dense<5> : tensor<i32>
    %4727 = stablehlo.broadcast_in_dim %c_715, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4728 = stablehlo.add %4685, %4727 : tensor<16xi32>
    %4729 = stablehlo.select %4726, %4728, %4685 : tensor<16xi1>, tensor<16xi32>
    %4730 = stablehlo.broadcast_in_dim %4729, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4731 = "stablehlo.gather"(%arg73, %4730) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %4732 = stablehlo.reshape %4731 : (tensor<16x1xi32>) -> tensor<16xi32>
    %c_716 = stablehlo.constant dense<0> : tensor<i32>
    %4733 = stablehlo.broadcast_in_dim %c_716, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4734 = stablehlo.compare LT, %4732, %4733, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_717 = stablehlo.constant dense<5> : tensor<i32>
    %4735 = stablehlo.broadcast_in_dim %c_717, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4736 = stablehlo.add %4732, %4735 : tensor<16xi32>
    %4737 = stablehlo.select %4734, %4736, %4732 : tensor<16xi1>, tensor<16xi32>
    %c_718 = stablehlo.constant dense<0> : tensor<i32>
    %c_719 = stablehlo.constant dense<0> : tensor<i32>
    %4738 = stablehlo.compare LT, %c_718, %c_719, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_720 = stablehlo.constant dense<0> : tensor<i32>
    %c_721 = stablehlo.constant dense<3> : tensor<i32>
    %4739 = stablehlo.add %c_720, %c_721 : tensor<i32>
    %c_722 = stablehlo.constant dense<0> : tensor<i32>
    %4740 = stablehlo.select %4738, %4739, %c_722 : tensor<i1>, tensor<i32>
    %4741 = stablehlo.broadcast_in_dim %4737, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4742 = stablehlo.broadcast_in_dim %4740, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %4743 = stablehlo.concatenate %4741, %4742, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %4744 = "stablehlo.gather"(%1828, %4743) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<16x2xi32>) -> tensor<16x1x3xf32>
    %4745 = stablehlo.reshape %4744 : (tensor<16x1x3xf32>) -> tensor<16x3xf32>
    %4746 = stablehlo.subtract %4628, %4745 : tensor<16x3xf32>
    %4747 = stablehlo.slice %2275 [0:14, 3:6] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %4748 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %4749 = call @cross_132(%4748, %4746) : (tensor<14x3xf32>, tensor<16x3xf32>) -> tensor<16x14x3xf32>
    %4750 = stablehlo.broadcast_in_dim %4747, dims = [1, 2] : (tensor<14x3xf32>) -> tensor<1x14x3xf32>
    %4751 = stablehlo.broadcast_in_dim %4750, dims = [0, 1, 2] : (tensor<1x14x3xf32>) -> tensor<16x14x3xf32>
    %4752 = stablehlo.add %4751, %4749 : tensor<16x14x3xf32>
    %4753 = stablehlo.convert %4724 : (tensor<16x14xi1>) -> tensor<16x14xf32>
    %4754 = stablehlo.broadcast_in_dim %4753, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %4755 = stablehlo.broadcast_in_dim %4754, dims = [0, 1, 2] : (tensor<16x14x1xf32>) -> tensor<16x14x3xf32>
    %4756 = stablehlo.multiply %4752, %4755 : tensor<16x14x3xf32>
    %4757 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %4758 = stablehlo.convert %4724 : (tensor<16x14xi1>) -> tensor<16x14xf32>
    %4759 = stablehlo.broadcast_in_dim %4758, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %4760 = stablehlo.broadcast_in_dim %4757, dims = [1, 2] : (tensor<14x3xf32>) -> tensor<1x14x3xf32>
    %4761 = stablehlo.broadcast_in_dim %4760, dims = [0, 1, 2] : (tensor<1x14x3xf32>) -> tensor<16x14x3xf32>
    %4762 = stablehlo.broadcast_in_dim %4759, dims = [0, 1, 2] : (tensor<16x14x1xf32>) -> tensor<16x14x3xf32>
    %4763 = stablehlo.multiply %4761, %4762 : tensor<16x14x3xf32>
    %4764 = stablehlo.iota dim = 0 : tensor<5xi32>
    %4765 = stablehlo.broadcast_in_dim %4764, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %4766 = stablehlo.broadcast_in_dim %4687, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4767 = stablehlo.broadcast_in_dim %4765, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<16x5xi32>
    %4768 = stablehlo.broadcast_in_dim %4766, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x5xi32>
    %4769 = stablehlo.compare EQ, %4767, %4768, SIGNED : (tensor<16x5xi32>, tensor<16x5xi32>) -> tensor<16x5xi1>
    %4770 = stablehlo.convert %4769 : (tensor<16x5xi1>) -> tensor<16x5xi32>
    %c_723 = stablehlo.constant dense<1> : tensor<i32>
    %4771 = stablehlo.broadcast_in_dim %c_723, dims = [] : (tensor<i32>) -> tensor<16x5xi32>
    %4772 = stablehlo.multiply %4770, %4771 : tensor<16x5xi32>
    %4773 = stablehlo.slice %4772 [0:16, 4:5] : (tensor<16x5xi32>) -> tensor<16x1xi32>
    %c_724 = stablehlo.constant dense<0> : tensor<i32>
    %4774 = stablehlo.broadcast_in_dim %c_724, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4775 = stablehlo.broadcast_in_dim %arg245, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %4776 = stablehlo.convert %4773 : tensor<16x1xi32>
    %4777 = stablehlo.broadcast_in_dim %4774, dims = [1] : (tensor<3xi32>) -> tensor<16x3xi32>
    %4778 = "stablehlo.scatter"(%4777, %4775, %4776) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<16x3xi32>, tensor<1x1xi32>, tensor<16x1xi32>) -> tensor<16x3xi32>
    %4779 = stablehlo.slice %4772 [0:16, 1:4] : (tensor<16x5xi32>) -> tensor<16x3xi32>
    %4780 = stablehlo.convert %4779 : tensor<16x3xi32>
    %4781 = stablehlo.add %4780, %4778 : tensor<16x3xi32>
    %c_725 = stablehlo.constant dense<0> : tensor<i32>
    %4782 = stablehlo.broadcast_in_dim %c_725, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4783 = stablehlo.broadcast_in_dim %arg246, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %4784 = stablehlo.broadcast_in_dim %4782, dims = [1] : (tensor<1xi32>) -> tensor<16x1xi32>
    %4785 = "stablehlo.scatter"(%4784, %4783, %4781) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<16x1xi32>, tensor<3x1xi32>, tensor<16x3xi32>) -> tensor<16x1xi32>
    %4786 = call @_take_127(%4772, %arg247) : (tensor<16x5xi32>, tensor<1xi32>) -> tensor<16x1xi32>
    %4787 = stablehlo.convert %4786 : tensor<16x1xi32>
    %4788 = stablehlo.add %4787, %4785 : tensor<16x1xi32>
    %4789 = stablehlo.convert %4773 : tensor<16x1xi32>
    %4790 = stablehlo.concatenate %4789, %4781, %4788, dim = 1 : (tensor<16x1xi32>, tensor<16x3xi32>, tensor<16x1xi32>) -> tensor<16x5xi32>
    %4791 = call @_take_130(%4790, %arg248) : (tensor<16x5xi32>, tensor<5xi32>) -> tensor<16x5xi32>
    %c_726 = stablehlo.constant dense<0> : tensor<i32>
    %4792 = stablehlo.broadcast_in_dim %c_726, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4793 = stablehlo.compare LT, %arg85, %4792, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_727 = stablehlo.constant dense<5> : tensor<i32>
    %4794 = stablehlo.broadcast_in_dim %c_727, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4795 = stablehlo.add %arg85, %4794 : tensor<14xi32>
    %4796 = stablehlo.select %4793, %4795, %arg85 : tensor<14xi1>, tensor<14xi32>
    %4797 = stablehlo.broadcast_in_dim %4796, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %4798 = "stablehlo.gather"(%4791, %4797) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 16, 1>}> : (tensor<16x5xi32>, tensor<14x1xi32>) -> tensor<16x14xi32>
    %c_728 = stablehlo.constant dense<0> : tensor<i32>
    %4799 = stablehlo.broadcast_in_dim %c_728, dims = [] : (tensor<i32>) -> tensor<16x14xi32>
    %4800 = stablehlo.compare GT, %4798, %4799, SIGNED : (tensor<16x14xi32>, tensor<16x14xi32>) -> tensor<16x14xi1>
    %c_729 = stablehlo.constant dense<0> : tensor<i32>
    %4801 = stablehlo.broadcast_in_dim %c_729, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4802 = stablehlo.compare LT, %4687, %4801, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_730 = stablehlo.constant dense<5> : tensor<i32>
    %4803 = stablehlo.broadcast_in_dim %c_730, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4804 = stablehlo.add %4687, %4803 : tensor<16xi32>
    %4805 = stablehlo.select %4802, %4804, %4687 : tensor<16xi1>, tensor<16xi32>
    %4806 = stablehlo.broadcast_in_dim %4805, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4807 = "stablehlo.gather"(%arg73, %4806) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %4808 = stablehlo.reshape %4807 : (tensor<16x1xi32>) -> tensor<16xi32>
    %c_731 = stablehlo.constant dense<0> : tensor<i32>
    %4809 = stablehlo.broadcast_in_dim %c_731, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4810 = stablehlo.compare LT, %4808, %4809, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_732 = stablehlo.constant dense<5> : tensor<i32>
    %4811 = stablehlo.broadcast_in_dim %c_732, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4812 = stablehlo.add %4808, %4811 : tensor<16xi32>
    %4813 = stablehlo.select %4810, %4812, %4808 : tensor<16xi1>, tensor<16xi32>
    %c_733 = stablehlo.constant dense<0> : tensor<i32>
    %c_734 = stablehlo.constant dense<0> : tensor<i32>
    %4814 = stablehlo.compare LT, %c_733, %c_734, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_735 = stablehlo.constant dense<0> : tensor<i32>
    %c_736 = stablehlo.constant dense<3> : tensor<i32>
    %4815 = stablehlo.add %c_735, %c_736 : tensor<i32>
    %c_737 = stablehlo.constant dense<0> : tensor<i32>
    %4816 = stablehlo.select %4814, %4815, %c_737 : tensor<i1>, tensor<i32>
    %4817 = stablehlo.broadcast_in_dim %4813, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4818 = stablehlo.broadcast_in_dim %4816, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %4819 = stablehlo.concatenate %4817, %4818, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %4820 = "stablehlo.gather"(%1828, %4819) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<16x2xi32>) -> tensor<16x1x3xf32>
    %4821 = stablehlo.reshape %4820 : (tensor<16x1x3xf32>) -> tensor<16x3xf32>
    %4822 = stablehlo.subtract %4628, %4821 : tensor<16x3xf32>
    %4823 = stablehlo.slice %2275 [0:14, 3:6] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %4824 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %4825 = call @cross_132(%4824, %4822) : (tensor<14x3xf32>, tensor<16x3xf32>) -> tensor<16x14x3xf32>
    %4826 = stablehlo.broadcast_in_dim %4823, dims = [1, 2] : (tensor<14x3xf32>) -> tensor<1x14x3xf32>
    %4827 = stablehlo.broadcast_in_dim %4826, dims = [0, 1, 2] : (tensor<1x14x3xf32>) -> tensor<16x14x3xf32>
    %4828 = stablehlo.add %4827, %4825 : tensor<16x14x3xf32>
    %4829 = stablehlo.convert %4800 : (tensor<16x14xi1>) -> tensor<16x14xf32>
    %4830 = stablehlo.broadcast_in_dim %4829, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %4831 = stablehlo.broadcast_in_dim %4830, dims = [0, 1, 2] : (tensor<16x14x1xf32>) -> tensor<16x14x3xf32>
    %4832 = stablehlo.multiply %4828, %4831 : tensor<16x14x3xf32>
    %4833 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %4834 = stablehlo.convert %4800 : (tensor<16x14xi1>) -> tensor<16x14xf32>
    %4835 = stablehlo.broadcast_in_dim %4834, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %4836 = stablehlo.broadcast_in_dim %4833, dims = [1, 2] : (tensor<14x3xf32>) -> tensor<1x14x3xf32>
    %4837 = stablehlo.broadcast_in_dim %4836, dims = [0, 1, 2] : (tensor<1x14x3xf32>) -> tensor<16x14x3xf32>
    %4838 = stablehlo.broadcast_in_dim %4835, dims = [0, 1, 2] : (tensor<16x14x1xf32>) -> tensor<16x14x3xf32>
    %4839 = stablehlo.multiply %4837, %4838 : tensor<16x14x3xf32>
    %4840 = stablehlo.subtract %4832, %4756 : tensor<16x14x3xf32>
    %4841 = stablehlo.transpose %4840, dims = [0, 2, 1] : (tensor<16x14x3xf32>) -> tensor<16x3x14xf32>
    %4842 = stablehlo.dot_general %4633, %4841, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x3x3xf32>, tensor<16x3x14xf32>) -> tensor<16x3x14xf32>
    %4843 = stablehlo.slice %4643 [0:16, 0:2] : (tensor<16x5xf32>) -> tensor<16x2xf32>
    %4844 = stablehlo.broadcast_in_dim %4843, dims = [0, 1] : (tensor<16x2xf32>) -> tensor<16x2x2xf32>
    %4845 = stablehlo.reshape %4844 : (tensor<16x2x2xf32>) -> tensor<16x4xf32>
    %4846 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_738 = stablehlo.constant dense<2> : tensor<i32>
    %4847 = stablehlo.broadcast_in_dim %c_738, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4848 = stablehlo.multiply %4847, %4846 : tensor<2xi32>
    %c_739 = stablehlo.constant dense<1> : tensor<i32>
    %4849 = stablehlo.broadcast_in_dim %c_739, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4850 = stablehlo.add %4849, %4848 : tensor<2xi32>
    %4851 = stablehlo.broadcast_in_dim %4850, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst_740 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %4852 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4853 = stablehlo.broadcast_in_dim %4852, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
    %4854 = "stablehlo.scatter"(%4845, %4851, %4853) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.multiply %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<2x1xi32>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %4855 = stablehlo.slice %4842 [0:16, 0:1, 0:14] : (tensor<16x3x14xf32>) -> tensor<16x1x14xf32>
    %4856 = stablehlo.reshape %4855 : (tensor<16x1x14xf32>) -> tensor<16x14xf32>
    %4857 = stablehlo.slice %4842 [0:16, 1:3, 0:14] : (tensor<16x3x14xf32>) -> tensor<16x2x14xf32>
    %4858 = stablehlo.broadcast_in_dim %4857, dims = [0, 1, 3] : (tensor<16x2x14xf32>) -> tensor<16x2x2x14xf32>
    %4859 = stablehlo.reshape %4858 : (tensor<16x2x2x14xf32>) -> tensor<16x4x14xf32>
    %4860 = stablehlo.broadcast_in_dim %4854, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %4861 = stablehlo.broadcast_in_dim %4860, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x14xf32>
    %4862 = stablehlo.multiply %4859, %4861 : tensor<16x4x14xf32>
    %4863 = stablehlo.broadcast_in_dim %4856, dims = [0, 2] : (tensor<16x14xf32>) -> tensor<16x1x14xf32>
    %4864 = stablehlo.broadcast_in_dim %4863, dims = [0, 1, 2] : (tensor<16x1x14xf32>) -> tensor<16x4x14xf32>
    %4865 = stablehlo.add %4864, %4862 : tensor<16x4x14xf32>
    %c_741 = stablehlo.constant dense<0> : tensor<i32>
    %4866 = stablehlo.broadcast_in_dim %c_741, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4867 = stablehlo.compare LT, %4685, %4866, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_742 = stablehlo.constant dense<5> : tensor<i32>
    %4868 = stablehlo.broadcast_in_dim %c_742, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4869 = stablehlo.add %4685, %4868 : tensor<16xi32>
    %4870 = stablehlo.select %4867, %4869, %4685 : tensor<16xi1>, tensor<16xi32>
    %c_743 = stablehlo.constant dense<0> : tensor<i32>
    %c_744 = stablehlo.constant dense<0> : tensor<i32>
    %4871 = stablehlo.compare LT, %c_743, %c_744, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_745 = stablehlo.constant dense<0> : tensor<i32>
    %c_746 = stablehlo.constant dense<2> : tensor<i32>
    %4872 = stablehlo.add %c_745, %c_746 : tensor<i32>
    %c_747 = stablehlo.constant dense<0> : tensor<i32>
    %4873 = stablehlo.select %4871, %4872, %c_747 : tensor<i1>, tensor<i32>
    %4874 = stablehlo.broadcast_in_dim %4870, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4875 = stablehlo.broadcast_in_dim %4873, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %4876 = stablehlo.concatenate %4874, %4875, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %4877 = "stablehlo.gather"(%arg249, %4876) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x2xf32>, tensor<16x2xi32>) -> tensor<16x1x1xf32>
    %4878 = stablehlo.reshape %4877 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %c_748 = stablehlo.constant dense<0> : tensor<i32>
    %4879 = stablehlo.broadcast_in_dim %c_748, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4880 = stablehlo.compare LT, %4687, %4879, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_749 = stablehlo.constant dense<5> : tensor<i32>
    %4881 = stablehlo.broadcast_in_dim %c_749, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4882 = stablehlo.add %4687, %4881 : tensor<16xi32>
    %4883 = stablehlo.select %4880, %4882, %4687 : tensor<16xi1>, tensor<16xi32>
    %c_750 = stablehlo.constant dense<0> : tensor<i32>
    %c_751 = stablehlo.constant dense<0> : tensor<i32>
    %4884 = stablehlo.compare LT, %c_750, %c_751, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_752 = stablehlo.constant dense<0> : tensor<i32>
    %c_753 = stablehlo.constant dense<2> : tensor<i32>
    %4885 = stablehlo.add %c_752, %c_753 : tensor<i32>
    %c_754 = stablehlo.constant dense<0> : tensor<i32>
    %4886 = stablehlo.select %4884, %4885, %c_754 : tensor<i1>, tensor<i32>
    %4887 = stablehlo.broadcast_in_dim %4883, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %4888 = stablehlo.broadcast_in_dim %4886, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %4889 = stablehlo.concatenate %4887, %4888, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %4890 = "stablehlo.gather"(%arg249, %4889) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x2xf32>, tensor<16x2xi32>) -> tensor<16x1x1xf32>
    %4891 = stablehlo.reshape %4890 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %4892 = stablehlo.add %4878, %4891 : tensor<16xf32>
    %4893 = stablehlo.slice %4854 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %4894 = stablehlo.reshape %4893 : (tensor<16x1xf32>) -> tensor<16xf32>
    %4895 = stablehlo.slice %4854 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %4896 = stablehlo.reshape %4895 : (tensor<16x1xf32>) -> tensor<16xf32>
    %4897 = stablehlo.multiply %4894, %4896 : tensor<16xf32>
    %4898 = stablehlo.multiply %4897, %4892 : tensor<16xf32>
    %4899 = stablehlo.add %4892, %4898 : tensor<16xf32>
    %cst_755 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4900 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4901 = stablehlo.multiply %4899, %4900 : tensor<16xf32>
    %4902 = stablehlo.slice %4854 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %4903 = stablehlo.reshape %4902 : (tensor<16x1xf32>) -> tensor<16xf32>
    %4904 = stablehlo.multiply %4901, %4903 : tensor<16xf32>
    %4905 = stablehlo.slice %4854 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %4906 = stablehlo.reshape %4905 : (tensor<16x1xf32>) -> tensor<16xf32>
    %4907 = stablehlo.multiply %4904, %4906 : tensor<16xf32>
    %4908 = stablehlo.broadcast_in_dim %arg250, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4909 = stablehlo.divide %4907, %4908 : tensor<16xf32>
    %4910 = stablehlo.convert %4676 : (tensor<16xi1>) -> tensor<16xf32>
    %4911 = stablehlo.broadcast_in_dim %4910, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %4912 = stablehlo.broadcast_in_dim %4911, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x4x14xf32>
    %4913 = stablehlo.multiply %4865, %4912 : tensor<16x4x14xf32>
    %4914 = stablehlo.convert %4676 : (tensor<16xi1>) -> tensor<16xf32>
    %4915 = stablehlo.multiply %4674, %4914 : tensor<16xf32>
    %4916 = stablehlo.broadcast_in_dim %4915, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4917 = stablehlo.reshape %4916 : (tensor<16x1xf32>) -> tensor<1x16x1x1xf32>
    %4918 = stablehlo.broadcast_in_dim %4917, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<1x16x4x1xf32>
    %4919 = stablehlo.reshape %4918 : (tensor<1x16x4x1xf32>) -> tensor<16x4xf32>
    %4920 = stablehlo.broadcast_in_dim %4674, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4921 = stablehlo.reshape %4920 : (tensor<16x1xf32>) -> tensor<1x16x1x1xf32>
    %4922 = stablehlo.broadcast_in_dim %4921, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<1x16x4x1xf32>
    %4923 = stablehlo.reshape %4922 : (tensor<1x16x4x1xf32>) -> tensor<16x4xf32>
    %4924 = stablehlo.broadcast_in_dim %4909, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4925 = stablehlo.reshape %4924 : (tensor<16x1xf32>) -> tensor<1x16x1x1xf32>
    %4926 = stablehlo.broadcast_in_dim %4925, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<1x16x4x1xf32>
    %4927 = stablehlo.reshape %4926 : (tensor<1x16x4x1xf32>) -> tensor<16x4xf32>
    %4928 = stablehlo.broadcast_in_dim %4648, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %4929 = stablehlo.reshape %4928 : (tensor<16x1x2xf32>) -> tensor<1x16x1x1x1x2xf32>
    %4930 = stablehlo.broadcast_in_dim %4929, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x16x1x1x1x2xf32>) -> tensor<1x16x4x1x1x2xf32>
    %4931 = stablehlo.reshape %4930 : (tensor<1x16x4x1x1x2xf32>) -> tensor<16x4x2xf32>
    %4932 = stablehlo.broadcast_in_dim %4658, dims = [0, 2] : (tensor<16x5xf32>) -> tensor<16x1x5xf32>
    %4933 = stablehlo.reshape %4932 : (tensor<16x1x5xf32>) -> tensor<1x16x1x1x1x5xf32>
    %4934 = stablehlo.broadcast_in_dim %4933, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x16x1x1x1x5xf32>) -> tensor<1x16x4x1x1x5xf32>
    %4935 = stablehlo.reshape %4934 : (tensor<1x16x4x1x1x5xf32>) -> tensor<16x4x5xf32>
    %4936 = stablehlo.broadcast_in_dim %4638, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4937 = stablehlo.reshape %4936 : (tensor<16x1xf32>) -> tensor<1x16x1x1xf32>
    %4938 = stablehlo.broadcast_in_dim %4937, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<1x16x4x1xf32>
    %4939 = stablehlo.reshape %4938 : (tensor<1x16x4x1xf32>) -> tensor<16x4xf32>
    %cst_756 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4940 = stablehlo.broadcast_in_dim %cst_756, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4941 = stablehlo.reshape %4940 : (tensor<1xf32>) -> tensor<1x1xf32>
    %4942 = stablehlo.broadcast_in_dim %4941, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x1xf32>
    %4943 = stablehlo.reshape %4942 : (tensor<4x1xf32>) -> tensor<4xf32>
    %4944 = stablehlo.broadcast_in_dim %4943, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %4945 = stablehlo.reshape %4913 : (tensor<16x4x14xf32>) -> tensor<64x14xf32>
    %4946 = stablehlo.reshape %4919 : (tensor<16x4xf32>) -> tensor<64xf32>
    %4947 = stablehlo.reshape %4923 : (tensor<16x4xf32>) -> tensor<64xf32>
    %4948 = stablehlo.reshape %4927 : (tensor<16x4xf32>) -> tensor<64xf32>
    %4949 = stablehlo.reshape %4931 : (tensor<16x4x2xf32>) -> tensor<64x2xf32>
    %4950 = stablehlo.reshape %4935 : (tensor<16x4x5xf32>) -> tensor<64x5xf32>
    %4951 = stablehlo.reshape %4939 : (tensor<16x4xf32>) -> tensor<64xf32>
    %4952 = stablehlo.reshape %4944 : (tensor<16x4xf32>) -> tensor<64xf32>
    %4953 = stablehlo.slice %4949 [0:64, 0:1] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %4954 = stablehlo.reshape %4953 : (tensor<64x1xf32>) -> tensor<64xf32>
    %4955 = stablehlo.slice %4949 [0:64, 1:2] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %4956 = stablehlo.reshape %4955 : (tensor<64x1xf32>) -> tensor<64xf32>
    %cst_757 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4957 = stablehlo.multiply %cst_757, %arg251 : tensor<f32>
    %4958 = stablehlo.broadcast_in_dim %4957, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4959 = stablehlo.maximum %4954, %4958 : tensor<64xf32>
    %4960 = stablehlo.slice %4950 [0:64, 0:1] : (tensor<64x5xf32>) -> tensor<64x1xf32>
    %4961 = stablehlo.reshape %4960 : (tensor<64x1xf32>) -> tensor<64xf32>
    %4962 = stablehlo.slice %4950 [0:64, 1:2] : (tensor<64x5xf32>) -> tensor<64x1xf32>
    %4963 = stablehlo.reshape %4962 : (tensor<64x1xf32>) -> tensor<64xf32>
    %4964 = stablehlo.slice %4950 [0:64, 2:3] : (tensor<64x5xf32>) -> tensor<64x1xf32>
    %4965 = stablehlo.reshape %4964 : (tensor<64x1xf32>) -> tensor<64xf32>
    %4966 = stablehlo.slice %4950 [0:64, 3:4] : (tensor<64x5xf32>) -> tensor<64x1xf32>
    %4967 = stablehlo.reshape %4966 : (tensor<64x1xf32>) -> tensor<64xf32>
    %4968 = stablehlo.slice %4950 [0:64, 4:5] : (tensor<64x5xf32>) -> tensor<64x1xf32>
    %4969 = stablehlo.reshape %4968 : (tensor<64x1xf32>) -> tensor<64xf32>
    %cst_758 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %cst_759 = stablehlo.constant dense<0.999899983> : tensor<f32>
    %4970 = call @clip_133(%4961, %cst_758, %cst_759) : (tensor<64xf32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %cst_760 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %cst_761 = stablehlo.constant dense<0.999899983> : tensor<f32>
    %4971 = call @clip_133(%4963, %cst_760, %cst_761) : (tensor<64xf32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %cst_762 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %4972 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4973 = stablehlo.maximum %4972, %4965 : tensor<64xf32>
    %cst_763 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %cst_764 = stablehlo.constant dense<0.999899983> : tensor<f32>
    %4974 = call @clip_133(%4967, %cst_763, %cst_764) : (tensor<64xf32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %cst_765 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4975 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4976 = stablehlo.maximum %4975, %4969 : tensor<64xf32>
    %4977 = stablehlo.multiply %4971, %4971 : tensor<64xf32>
    %4978 = stablehlo.multiply %4977, %4959 : tensor<64xf32>
    %4979 = stablehlo.multiply %4978, %4959 : tensor<64xf32>
    %4980 = stablehlo.multiply %4979, %4956 : tensor<64xf32>
    %4981 = stablehlo.multiply %4980, %4956 : tensor<64xf32>
    %cst_766 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4982 = stablehlo.broadcast_in_dim %cst_766, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4983 = stablehlo.divide %4982, %4981 : tensor<64xf32>
    %4984 = stablehlo.multiply %4971, %4959 : tensor<64xf32>
    %cst_767 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4985 = stablehlo.broadcast_in_dim %cst_767, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4986 = stablehlo.divide %4985, %4984 : tensor<64xf32>
    %4987 = stablehlo.slice %4949 [0:64, 0:1] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %4988 = stablehlo.reshape %4987 : (tensor<64x1xf32>) -> tensor<64xf32>
    %cst_768 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4989 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4990 = stablehlo.compare LE, %4988, %4989, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %4991 = stablehlo.slice %4949 [0:64, 0:1] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %4992 = stablehlo.reshape %4991 : (tensor<64x1xf32>) -> tensor<64xf32>
    %4993 = stablehlo.negate %4992 : tensor<64xf32>
    %4994 = stablehlo.multiply %4971, %4971 : tensor<64xf32>
    %4995 = stablehlo.divide %4993, %4994 : tensor<64xf32>
    %4996 = call @_where_134(%4990, %4995, %4983) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4997 = stablehlo.slice %4949 [0:64, 1:2] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %4998 = stablehlo.reshape %4997 : (tensor<64x1xf32>) -> tensor<64xf32>
    %cst_769 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4999 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5000 = stablehlo.compare LE, %4998, %4999, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %5001 = stablehlo.slice %4949 [0:64, 1:2] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %5002 = stablehlo.reshape %5001 : (tensor<64x1xf32>) -> tensor<64xf32>
    %5003 = stablehlo.negate %5002 : tensor<64xf32>
    %5004 = stablehlo.divide %5003, %4971 : tensor<64xf32>
    %5005 = call @_where_134(%5000, %5004, %4986) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5006 = stablehlo.abs %4947 : tensor<64xf32>
    %5007 = stablehlo.divide %5006, %4973 : tensor<64xf32>
    %cst_770 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5008 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5009 = stablehlo.subtract %4976, %5008 : tensor<64xf32>
    %5010 = stablehlo.power %4974, %5009 : tensor<64xf32>
    %cst_771 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5011 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5012 = stablehlo.divide %5011, %5010 : tensor<64xf32>
    %5013 = stablehlo.power %5007, %4976 : tensor<64xf32>
    %5014 = stablehlo.multiply %5012, %5013 : tensor<64xf32>
    %cst_772 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5015 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5016 = stablehlo.subtract %5015, %4974 : tensor<64xf32>
    %cst_773 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5017 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5018 = stablehlo.subtract %4976, %5017 : tensor<64xf32>
    %5019 = stablehlo.power %5016, %5018 : tensor<64xf32>
    %cst_774 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5020 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5021 = stablehlo.divide %5020, %5019 : tensor<64xf32>
    %cst_775 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5022 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5023 = stablehlo.subtract %5022, %5007 : tensor<64xf32>
    %5024 = stablehlo.power %5023, %4976 : tensor<64xf32>
    %5025 = stablehlo.multiply %5021, %5024 : tensor<64xf32>
    %cst_776 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5026 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5027 = stablehlo.subtract %5026, %5025 : tensor<64xf32>
    %5028 = stablehlo.compare LT, %5007, %4974, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %5029 = call @_where_134(%5028, %5014, %5027) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5030 = stablehlo.subtract %4971, %4970 : tensor<64xf32>
    %5031 = stablehlo.multiply %5029, %5030 : tensor<64xf32>
    %5032 = stablehlo.add %4970, %5031 : tensor<64xf32>
    %5033 = call @clip_135(%5032, %4970, %4971) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %cst_777 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5034 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5035 = stablehlo.compare GT, %5007, %5034, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %5036 = call @_where_134(%5035, %4971, %5033) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %cst_778 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5037 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5038 = stablehlo.subtract %5037, %5036 : tensor<64xf32>
    %5039 = stablehlo.multiply %4948, %5038 : tensor<64xf32>
    %5040 = stablehlo.divide %5039, %5036 : tensor<64xf32>
    %cst_779 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %5041 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5042 = stablehlo.maximum %5040, %5041 : tensor<64xf32>
    %5043 = stablehlo.negate %5005 : tensor<64xf32>
    %5044 = stablehlo.dot_general %4945, %arg345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x14xf32>, tensor<14xf32>) -> tensor<64xf32>
    %5045 = stablehlo.multiply %5043, %5044 : tensor<64xf32>
    %5046 = stablehlo.multiply %4996, %5036 : tensor<64xf32>
    %5047 = stablehlo.multiply %5046, %4946 : tensor<64xf32>
    %5048 = stablehlo.subtract %5045, %5047 : tensor<64xf32>
    %5049 = stablehlo.add %4946, %4951 : tensor<64xf32>
    %cst_780 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5050 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5051 = stablehlo.divide %5050, %5042 : tensor<64xf32>
    %c_781 = stablehlo.constant dense<5> : tensor<i32>
    %5052 = stablehlo.broadcast_in_dim %c_781, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %5053 = stablehlo.add %arg252, %5052 : tensor<0xi32>
    %5054 = stablehlo.select %arg253, %5053, %arg252 : tensor<0xi1>, tensor<0xi32>
    %5055 = stablehlo.broadcast_in_dim %5054, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
    %cst_782 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5056 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<f32>) -> tensor<0x4xf32>
    %5057 = stablehlo.slice %5056 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5058 = stablehlo.reshape %5057 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5059 = stablehlo.slice %arg254 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5060 = stablehlo.reshape %5059 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5061 = stablehlo.multiply %5058, %5060 : tensor<0xf32>
    %5062 = stablehlo.slice %5056 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5063 = stablehlo.reshape %5062 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5064 = stablehlo.slice %arg254 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5065 = stablehlo.reshape %5064 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5066 = stablehlo.multiply %5063, %5065 : tensor<0xf32>
    %5067 = stablehlo.subtract %5061, %5066 : tensor<0xf32>
    %5068 = stablehlo.slice %5056 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5069 = stablehlo.reshape %5068 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5070 = stablehlo.slice %arg254 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5071 = stablehlo.reshape %5070 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5072 = stablehlo.multiply %5069, %5071 : tensor<0xf32>
    %5073 = stablehlo.subtract %5067, %5072 : tensor<0xf32>
    %5074 = stablehlo.slice %5056 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5075 = stablehlo.reshape %5074 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5076 = stablehlo.slice %arg254 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5077 = stablehlo.reshape %5076 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5078 = stablehlo.multiply %5075, %5077 : tensor<0xf32>
    %5079 = stablehlo.subtract %5073, %5078 : tensor<0xf32>
    %5080 = stablehlo.slice %5056 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5081 = stablehlo.reshape %5080 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5082 = stablehlo.slice %arg254 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5083 = stablehlo.reshape %5082 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5084 = stablehlo.multiply %5081, %5083 : tensor<0xf32>
    %5085 = stablehlo.slice %5056 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5086 = stablehlo.reshape %5085 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5087 = stablehlo.slice %arg254 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5088 = stablehlo.reshape %5087 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5089 = stablehlo.multiply %5086, %5088 : tensor<0xf32>
    %5090 = stablehlo.add %5084, %5089 : tensor<0xf32>
    %5091 = stablehlo.slice %5056 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5092 = stablehlo.reshape %5091 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5093 = stablehlo.slice %arg254 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5094 = stablehlo.reshape %5093 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5095 = stablehlo.multiply %5092, %5094 : tensor<0xf32>
    %5096 = stablehlo.add %5090, %5095 : tensor<0xf32>
    %5097 = stablehlo.slice %5056 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5098 = stablehlo.reshape %5097 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5099 = stablehlo.slice %arg254 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5100 = stablehlo.reshape %5099 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5101 = stablehlo.multiply %5098, %5100 : tensor<0xf32>
    %5102 = stablehlo.subtract %5096, %5101 : tensor<0xf32>
    %5103 = stablehlo.slice %5056 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5104 = stablehlo.reshape %5103 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5105 = stablehlo.slice %arg254 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5106 = stablehlo.reshape %5105 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5107 = stablehlo.multiply %5104, %5106 : tensor<0xf32>
    %5108 = stablehlo.slice %5056 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5109 = stablehlo.reshape %5108 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5110 = stablehlo.slice %arg254 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5111 = stablehlo.reshape %5110 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5112 = stablehlo.multiply %5109, %5111 : tensor<0xf32>
    %5113 = stablehlo.subtract %5107, %5112 : tensor<0xf32>
    %5114 = stablehlo.slice %5056 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5115 = stablehlo.reshape %5114 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5116 = stablehlo.slice %arg254 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5117 = stablehlo.reshape %5116 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5118 = stablehlo.multiply %5115, %5117 : tensor<0xf32>
    %5119 = stablehlo.add %5113, %5118 : tensor<0xf32>
    %5120 = stablehlo.slice %5056 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5121 = stablehlo.reshape %5120 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5122 = stablehlo.slice %arg254 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5123 = stablehlo.reshape %5122 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5124 = stablehlo.multiply %5121, %5123 : tensor<0xf32>
    %5125 = stablehlo.add %5119, %5124 : tensor<0xf32>
    %5126 = stablehlo.slice %5056 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5127 = stablehlo.reshape %5126 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5128 = stablehlo.slice %arg254 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5129 = stablehlo.reshape %5128 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5130 = stablehlo.multiply %5127, %5129 : tensor<0xf32>
    %5131 = stablehlo.slice %5056 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5132 = stablehlo.reshape %5131 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5133 = stablehlo.slice %arg254 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5134 = stablehlo.reshape %5133 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5135 = stablehlo.multiply %5132, %5134 : tensor<0xf32>
    %5136 = stablehlo.add %5130, %5135 : tensor<0xf32>
    %5137 = stablehlo.slice %5056 [0:0, 2:3] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5138 = stablehlo.reshape %5137 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5139 = stablehlo.slice %arg254 [0:0, 1:2] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5140 = stablehlo.reshape %5139 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5141 = stablehlo.multiply %5138, %5140 : tensor<0xf32>
    %5142 = stablehlo.subtract %5136, %5141 : tensor<0xf32>
    %5143 = stablehlo.slice %5056 [0:0, 3:4] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5144 = stablehlo.reshape %5143 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5145 = stablehlo.slice %arg254 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %5146 = stablehlo.reshape %5145 : (tensor<0x1xf32>) -> tensor<0xf32>
    %5147 = stablehlo.multiply %5144, %5146 : tensor<0xf32>
    %5148 = stablehlo.add %5142, %5147 : tensor<0xf32>
    %5149 = stablehlo.broadcast_in_dim %5079, dims = [0] : (tensor<0xf32>) -> tensor<0x1xf32>
    %5150 = stablehlo.broadcast_in_dim %5102, dims = [0] : (tensor<0xf32>) -> tensor<0x1xf32>
    %5151 = stablehlo.broadcast_in_dim %5125, dims = [0] : (tensor<0xf32>) -> tensor<0x1xf32>
    %5152 = stablehlo.broadcast_in_dim %5148, dims = [0] : (tensor<0xf32>) -> tensor<0x1xf32>
    %5153 = stablehlo.concatenate %5149, %5150, %5151, %5152, dim = 1 : (tensor<0x1xf32>, tensor<0x1xf32>, tensor<0x1xf32>, tensor<0x1xf32>) -> tensor<0x4xf32>
    %5154 = call @_take_136(%arg255, %arg258) : (tensor<1x2xi32>, tensor<1xi32>) -> tensor<1x2xi32>
    %5155 = call @_take_137(%arg259, %arg258) : (tensor<1x6xf32>, tensor<1xi32>) -> tensor<1x6xf32>
    %5156 = stablehlo.slice %arg256 [2:3] : (tensor<4xi32>) -> tensor<1xi32>
    %5157 = call @_take_23(%1318, %arg260) : (tensor<16xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5158 = call @_take_138(%arg257, %arg258) : (tensor<1x14xf32>, tensor<1xi32>) -> tensor<1x14xf32>
    %5159 = stablehlo.slice %5155 [0:1, 0:1] : (tensor<1x6xf32>) -> tensor<1x1xf32>
    %5160 = stablehlo.reshape %5159 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5161 = stablehlo.broadcast_in_dim %5160, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %5162 = stablehlo.multiply %5157, %5161 : tensor<1x1xf32>
    %5163 = stablehlo.slice %5155 [0:1, 0:1] : (tensor<1x6xf32>) -> tensor<1x1xf32>
    %5164 = stablehlo.broadcast_in_dim %5156, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %cst_783 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5165 = stablehlo.broadcast_in_dim %cst_783, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %c_784 = stablehlo.constant dense<0> : tensor<i32>
    %5166 = stablehlo.broadcast_in_dim %c_784, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %5167 = stablehlo.compare LT, %5164, %5166, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_785 = stablehlo.constant dense<14> : tensor<i32>
    %5168 = stablehlo.broadcast_in_dim %c_785, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %5169 = stablehlo.add %5164, %5168 : tensor<1x1xi32>
    %5170 = stablehlo.select %5167, %5169, %5164 : tensor<1x1xi1>, tensor<1x1xi32>
    %5171 = stablehlo.broadcast_in_dim %5170, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %5172 = stablehlo.broadcast_in_dim %5165, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %5173 = "stablehlo.scatter"(%5172, %5171, %5163) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<1x14xf32>, tensor<1x1x1xi32>, tensor<1x1xf32>) -> tensor<1x14xf32>
    %5174 = call @_take_33(%5162, %arg261) : (tensor<1x1xf32>, tensor<1xi32>) -> tensor<1x1xf32>
    %5175 = call @_take_138(%5173, %arg262) : (tensor<1x14xf32>, tensor<1xi32>) -> tensor<1x14xf32>
    %5176 = stablehlo.reshape %5174 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5177 = stablehlo.dot_general %5175, %arg345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x14xf32>, tensor<14xf32>) -> tensor<1xf32>
    %5178 = stablehlo.dot_general %arg18, %arg345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<0x14xf32>, tensor<14xf32>) -> tensor<0xf32>
    %5179 = call @_take_139(%2275, %arg263) : (tensor<14x6xf32>, tensor<1x0xi32>) -> tensor<1x0x6xf32>
    %5180 = call @_take_140(%arg345, %arg264) : (tensor<14xf32>, tensor<1x0xi32>) -> tensor<1x0xf32>
    %cst_786 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5181 = stablehlo.broadcast_in_dim %cst_786, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5182 = stablehlo.broadcast_in_dim %5180, dims = [0, 1] : (tensor<1x0xf32>) -> tensor<1x0x1xf32>
    %5183 = stablehlo.broadcast_in_dim %5182, dims = [0, 1, 2] : (tensor<1x0x1xf32>) -> tensor<1x0x6xf32>
    %5184 = stablehlo.multiply %5179, %5183 : tensor<1x0x6xf32>
    %cst_787 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5185 = stablehlo.broadcast_in_dim %cst_787, dims = [] : (tensor<f32>) -> tensor<0x6xf32>
    %5186 = stablehlo.broadcast_in_dim %5181, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %5187 = stablehlo.broadcast_in_dim %5185, dims = [1, 2] : (tensor<0x6xf32>) -> tensor<1x0x6xf32>
    %5188 = call @_take_141(%5186, %arg265) : (tensor<1x6xf32>, tensor<2xi32>) -> tensor<2x6xf32>
    %5189 = call @_take_142(%5187, %arg265) : (tensor<1x0x6xf32>, tensor<2xi32>) -> tensor<2x0x6xf32>
    %5190 = call @_take_143(%2275, %arg266) : (tensor<14x6xf32>, tensor<2x6xi32>) -> tensor<2x6x6xf32>
    %5191 = call @_take_145(%arg345, %arg267) : (tensor<14xf32>, tensor<2x6xi32>) -> tensor<2x6xf32>
    %5192 = stablehlo.broadcast_in_dim %5191, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %5193 = stablehlo.broadcast_in_dim %5192, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %5194 = stablehlo.multiply %5190, %5193 : tensor<2x6x6xf32>
    %5195 = stablehlo.slice %5194 [0:2, 0:3, 0:6] : (tensor<2x6x6xf32>) -> tensor<2x3x6xf32>
    %cst_788 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5196 = stablehlo.reduce(%5195 init: %cst_788) applies stablehlo.add across dimensions = [1] : (tensor<2x3x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %5197 = stablehlo.add %5188, %5196 : tensor<2x6xf32>
    %5198 = stablehlo.slice %5190 [0:2, 3:6, 0:6] : (tensor<2x6x6xf32>) -> tensor<2x3x6xf32>
    %5199 = stablehlo.slice %5197 [0:2, 0:3] : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %5200 = stablehlo.slice %5198 [0:2, 0:3, 0:3] : (tensor<2x3x6xf32>) -> tensor<2x3x3xf32>
    %5201 = call @cross_146(%5199, %5200) : (tensor<2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %5202 = stablehlo.slice %5197 [0:2, 3:6] : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %5203 = stablehlo.slice %5198 [0:2, 0:3, 0:3] : (tensor<2x3x6xf32>) -> tensor<2x3x3xf32>
    %5204 = call @cross_146(%5202, %5203) : (tensor<2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %5205 = stablehlo.slice %5197 [0:2, 0:3] : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %5206 = stablehlo.slice %5198 [0:2, 0:3, 3:6] : (tensor<2x3x6xf32>) -> tensor<2x3x3xf32>
    %5207 = call @cross_146(%5205, %5206) : (tensor<2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %5208 = stablehlo.add %5204, %5207 : tensor<2x3x3xf32>
    %5209 = stablehlo.concatenate %5201, %5208, dim = 2 : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x6xf32>
    %5210 = stablehlo.slice %5194 [0:2, 3:6, 0:6] : (tensor<2x6x6xf32>) -> tensor<2x3x6xf32>
    %cst_789 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5211 = stablehlo.reduce(%5210 init: %cst_789) applies stablehlo.add across dimensions = [1] : (tensor<2x3x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %5212 = stablehlo.add %5197, %5211 : tensor<2x6xf32>
    %cst_790 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5213 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %5214 = stablehlo.broadcast_in_dim %5213, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<2x3x6xf32>
    %5215 = stablehlo.concatenate %5214, %5209, dim = 1 : (tensor<2x3x6xf32>, tensor<2x3x6xf32>) -> tensor<2x6x6xf32>
    %5216 = call @_take_137(%5186, %arg268) : (tensor<1x6xf32>, tensor<1xi32>) -> tensor<1x6xf32>
    %5217 = call @_take_147(%5187, %arg268) : (tensor<1x0x6xf32>, tensor<1xi32>) -> tensor<1x0x6xf32>
    %5218 = call @_take_148(%2275, %arg269) : (tensor<14x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    %5219 = call @_take_149(%arg345, %arg270) : (tensor<14xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5220 = stablehlo.broadcast_in_dim %5219, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5221 = stablehlo.broadcast_in_dim %5220, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x6xf32>
    %5222 = stablehlo.multiply %5218, %5221 : tensor<1x1x6xf32>
    %5223 = stablehlo.slice %5216 [0:1, 0:3] : (tensor<1x6xf32>) -> tensor<1x3xf32>
    %5224 = stablehlo.slice %5218 [0:1, 0:1, 0:3] : (tensor<1x1x6xf32>) -> tensor<1x1x3xf32>
    %5225 = call @cross_150(%5223, %5224) : (tensor<1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %5226 = stablehlo.slice %5216 [0:1, 3:6] : (tensor<1x6xf32>) -> tensor<1x3xf32>
    %5227 = stablehlo.slice %5218 [0:1, 0:1, 0:3] : (tensor<1x1x6xf32>) -> tensor<1x1x3xf32>
    %5228 = call @cross_150(%5226, %5227) : (tensor<1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %5229 = stablehlo.slice %5216 [0:1, 0:3] : (tensor<1x6xf32>) -> tensor<1x3xf32>
    %5230 = stablehlo.slice %5218 [0:1, 0:1, 3:6] : (tensor<1x1x6xf32>) -> tensor<1x1x3xf32>
    %5231 = call @cross_150(%5229, %5230) : (tensor<1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %5232 = stablehlo.add %5228, %5231 : tensor<1x1x3xf32>
    %5233 = stablehlo.concatenate %5225, %5232, dim = 2 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x6xf32>
    %cst_791 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5234 = stablehlo.reduce(%5222 init: %cst_791) applies stablehlo.add across dimensions = [1] : (tensor<1x1x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %5235 = stablehlo.add %5216, %5234 : tensor<1x6xf32>
    %5236 = call @_take_137(%5235, %arg271) : (tensor<1x6xf32>, tensor<1xi32>) -> tensor<1x6xf32>
    %5237 = call @_take_151(%5233, %arg271) : (tensor<1x1x6xf32>, tensor<1xi32>) -> tensor<1x1x6xf32>
    %5238 = call @_take_148(%2275, %arg272) : (tensor<14x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    %5239 = call @_take_149(%arg345, %arg273) : (tensor<14xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5240 = stablehlo.broadcast_in_dim %5239, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5241 = stablehlo.broadcast_in_dim %5240, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x6xf32>
    %5242 = stablehlo.multiply %5238, %5241 : tensor<1x1x6xf32>
    %5243 = stablehlo.slice %5236 [0:1, 0:3] : (tensor<1x6xf32>) -> tensor<1x3xf32>
    %5244 = stablehlo.slice %5238 [0:1, 0:1, 0:3] : (tensor<1x1x6xf32>) -> tensor<1x1x3xf32>
    %5245 = call @cross_150(%5243, %5244) : (tensor<1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %5246 = stablehlo.slice %5236 [0:1, 3:6] : (tensor<1x6xf32>) -> tensor<1x3xf32>
    %5247 = stablehlo.slice %5238 [0:1, 0:1, 0:3] : (tensor<1x1x6xf32>) -> tensor<1x1x3xf32>
    %5248 = call @cross_150(%5246, %5247) : (tensor<1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %5249 = stablehlo.slice %5236 [0:1, 0:3] : (tensor<1x6xf32>) -> tensor<1x3xf32>
    %5250 = stablehlo.slice %5238 [0:1, 0:1, 3:6] : (tensor<1x1x6xf32>) -> tensor<1x1x3xf32>
    %5251 = call @cross_150(%5249, %5250) : (tensor<1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %5252 = stablehlo.add %5248, %5251 : tensor<1x1x3xf32>
    %5253 = stablehlo.concatenate %5245, %5252, dim = 2 : (tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x6xf32>
    %cst_792 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5254 = stablehlo.reduce(%5242 init: %cst_792) applies stablehlo.add across dimensions = [1] : (tensor<1x1x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %5255 = stablehlo.add %5236, %5254 : tensor<1x6xf32>
    %5256 = stablehlo.concatenate %5186, %5212, %5235, %5255, dim = 0 : (tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<5x6xf32>
    %5257 = call @_take_152(%5256, %arg274) : (tensor<5x6xf32>, tensor<5xi32>) -> tensor<5x6xf32>
    %5258 = stablehlo.reshape %5187 : (tensor<1x0x6xf32>) -> tensor<0x6xf32>
    %5259 = stablehlo.reshape %5215 : (tensor<2x6x6xf32>) -> tensor<12x6xf32>
    %5260 = stablehlo.reshape %5233 : (tensor<1x1x6xf32>) -> tensor<1x6xf32>
    %5261 = stablehlo.reshape %5253 : (tensor<1x1x6xf32>) -> tensor<1x6xf32>
    %5262 = stablehlo.concatenate %5258, %5259, %5260, %5261, dim = 0 : (tensor<0x6xf32>, tensor<12x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<14x6xf32>
    %5263 = call @_take_49(%5262, %arg275) : (tensor<14x6xf32>, tensor<14xi32>) -> tensor<14x6xf32>
    %cst_793 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5264 = stablehlo.broadcast_in_dim %cst_793, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %5265 = call @_take_153(%arg277, %arg276) : (tensor<4xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
    %5266 = call @_take_12(%arg279, %arg278) : (tensor<16xf32>, tensor<2x7xi32>) -> tensor<2x7xf32>
    %5267 = call @_take_12(%1318, %arg278) : (tensor<16xf32>, tensor<2x7xi32>) -> tensor<2x7xf32>
    %cst_794 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5268 = stablehlo.broadcast_in_dim %cst_794, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5269 = stablehlo.reshape %5265 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5270 = stablehlo.negate %5269 : tensor<2xf32>
    %5271 = stablehlo.slice %5267 [0:2, 0:3] : (tensor<2x7xf32>) -> tensor<2x3xf32>
    %5272 = stablehlo.slice %5266 [0:2, 0:3] : (tensor<2x7xf32>) -> tensor<2x3xf32>
    %5273 = stablehlo.subtract %5271, %5272 : tensor<2x3xf32>
    %5274 = stablehlo.broadcast_in_dim %5270, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5275 = stablehlo.broadcast_in_dim %5274, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5276 = stablehlo.multiply %5275, %5273 : tensor<2x3xf32>
    %c_795 = stablehlo.constant dense<0> : tensor<i32>
    %5277 = stablehlo.broadcast_in_dim %c_795, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5278 = stablehlo.broadcast_in_dim %5268, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
    %5279 = "stablehlo.scatter"(%5278, %5277, %5276) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x6xf32>, tensor<1xi32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    %5280 = stablehlo.reshape %5265 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5281 = stablehlo.negate %5280 : tensor<2xf32>
    %5282 = stablehlo.slice %5267 [0:2, 3:7] : (tensor<2x7xf32>) -> tensor<2x4xf32>
    %5283 = stablehlo.slice %5266 [0:2, 3:7] : (tensor<2x7xf32>) -> tensor<2x4xf32>
    %5284 = stablehlo.convert %arg280 : (tensor<4xi32>) -> tensor<4xf32>
    %5285 = stablehlo.broadcast_in_dim %5284, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5286 = stablehlo.broadcast_in_dim %5285, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %5287 = stablehlo.multiply %5283, %5286 : tensor<2x4xf32>
    %5288 = stablehlo.slice %5287 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5289 = stablehlo.reshape %5288 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5290 = stablehlo.slice %5282 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5291 = stablehlo.reshape %5290 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5292 = stablehlo.multiply %5289, %5291 : tensor<2xf32>
    %5293 = stablehlo.slice %5287 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5294 = stablehlo.reshape %5293 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5295 = stablehlo.slice %5282 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5296 = stablehlo.reshape %5295 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5297 = stablehlo.multiply %5294, %5296 : tensor<2xf32>
    %5298 = stablehlo.subtract %5292, %5297 : tensor<2xf32>
    %5299 = stablehlo.slice %5287 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5300 = stablehlo.reshape %5299 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5301 = stablehlo.slice %5282 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5302 = stablehlo.reshape %5301 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5303 = stablehlo.multiply %5300, %5302 : tensor<2xf32>
    %5304 = stablehlo.subtract %5298, %5303 : tensor<2xf32>
    %5305 = stablehlo.slice %5287 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5306 = stablehlo.reshape %5305 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5307 = stablehlo.slice %5282 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5308 = stablehlo.reshape %5307 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5309 = stablehlo.multiply %5306, %5308 : tensor<2xf32>
    %5310 = stablehlo.subtract %5304, %5309 : tensor<2xf32>
    %5311 = stablehlo.slice %5287 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5312 = stablehlo.reshape %5311 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5313 = stablehlo.slice %5282 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5314 = stablehlo.reshape %5313 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5315 = stablehlo.multiply %5312, %5314 : tensor<2xf32>
    %5316 = stablehlo.slice %5287 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5317 = stablehlo.reshape %5316 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5318 = stablehlo.slice %5282 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5319 = stablehlo.reshape %5318 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5320 = stablehlo.multiply %5317, %5319 : tensor<2xf32>
    %5321 = stablehlo.add %5315, %5320 : tensor<2xf32>
    %5322 = stablehlo.slice %5287 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5323 = stablehlo.reshape %5322 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5324 = stablehlo.slice %5282 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5325 = stablehlo.reshape %5324 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5326 = stablehlo.multiply %5323, %5325 : tensor<2xf32>
    %5327 = stablehlo.add %5321, %5326 : tensor<2xf32>
    %5328 = stablehlo.slice %5287 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5329 = stablehlo.reshape %5328 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5330 = stablehlo.slice %5282 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5331 = stablehlo.reshape %5330 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5332 = stablehlo.multiply %5329, %5331 : tensor<2xf32>
    %5333 = stablehlo.subtract %5327, %5332 : tensor<2xf32>
    %5334 = stablehlo.slice %5287 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5335 = stablehlo.reshape %5334 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5336 = stablehlo.slice %5282 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5337 = stablehlo.reshape %5336 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5338 = stablehlo.multiply %5335, %5337 : tensor<2xf32>
    %5339 = stablehlo.slice %5287 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5340 = stablehlo.reshape %5339 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5341 = stablehlo.slice %5282 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5342 = stablehlo.reshape %5341 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5343 = stablehlo.multiply %5340, %5342 : tensor<2xf32>
    %5344 = stablehlo.subtract %5338, %5343 : tensor<2xf32>
    %5345 = stablehlo.slice %5287 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5346 = stablehlo.reshape %5345 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5347 = stablehlo.slice %5282 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5348 = stablehlo.reshape %5347 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5349 = stablehlo.multiply %5346, %5348 : tensor<2xf32>
    %5350 = stablehlo.add %5344, %5349 : tensor<2xf32>
    %5351 = stablehlo.slice %5287 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5352 = stablehlo.reshape %5351 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5353 = stablehlo.slice %5282 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5354 = stablehlo.reshape %5353 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5355 = stablehlo.multiply %5352, %5354 : tensor<2xf32>
    %5356 = stablehlo.add %5350, %5355 : tensor<2xf32>
    %5357 = stablehlo.slice %5287 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5358 = stablehlo.reshape %5357 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5359 = stablehlo.slice %5282 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5360 = stablehlo.reshape %5359 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5361 = stablehlo.multiply %5358, %5360 : tensor<2xf32>
    %5362 = stablehlo.slice %5287 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5363 = stablehlo.reshape %5362 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5364 = stablehlo.slice %5282 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5365 = stablehlo.reshape %5364 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5366 = stablehlo.multiply %5363, %5365 : tensor<2xf32>
    %5367 = stablehlo.add %5361, %5366 : tensor<2xf32>
    %5368 = stablehlo.slice %5287 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5369 = stablehlo.reshape %5368 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5370 = stablehlo.slice %5282 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5371 = stablehlo.reshape %5370 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5372 = stablehlo.multiply %5369, %5371 : tensor<2xf32>
    %5373 = stablehlo.subtract %5367, %5372 : tensor<2xf32>
    %5374 = stablehlo.slice %5287 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5375 = stablehlo.reshape %5374 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5376 = stablehlo.slice %5282 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5377 = stablehlo.reshape %5376 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5378 = stablehlo.multiply %5375, %5377 : tensor<2xf32>
    %5379 = stablehlo.add %5373, %5378 : tensor<2xf32>
    %5380 = stablehlo.broadcast_in_dim %5310, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5381 = stablehlo.broadcast_in_dim %5333, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5382 = stablehlo.broadcast_in_dim %5356, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5383 = stablehlo.broadcast_in_dim %5379, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5384 = stablehlo.concatenate %5380, %5381, %5382, %5383, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    %5385 = stablehlo.slice %5384 [0:2, 1:4] : (tensor<2x4xf32>) -> tensor<2x3xf32>
    %cst_796 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5386 = call @allclose_72(%5385, %cst_796) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_797 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5387 = stablehlo.broadcast_in_dim %cst_797, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5388 = call @_where_74(%5386, %5387, %5385) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5389 = call @norm_75(%5388) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_798 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5390 = call @_where_15(%5386, %cst_798, %5389) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_799 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5391 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5392 = stablehlo.compare EQ, %5390, %5391, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %5393 = stablehlo.convert %5392 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_800 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5394 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5395 = stablehlo.multiply %5394, %5393 : tensor<2xf32>
    %5396 = stablehlo.convert %5395 : tensor<2xf32>
    %5397 = stablehlo.add %5390, %5396 : tensor<2xf32>
    %5398 = stablehlo.broadcast_in_dim %5397, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5399 = stablehlo.broadcast_in_dim %5398, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5400 = stablehlo.divide %5385, %5399 : tensor<2x3xf32>
    %5401 = stablehlo.slice %5384 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5402 = stablehlo.reshape %5401 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5403 = stablehlo.atan2 %5390, %5402 : tensor<2xf32>
    %cst_801 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5404 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5405 = stablehlo.multiply %5404, %5403 : tensor<2xf32>
    %cst_802 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %5406 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5407 = stablehlo.compare GT, %5405, %5406, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_803 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %5408 = stablehlo.broadcast_in_dim %cst_803, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5409 = stablehlo.subtract %5405, %5408 : tensor<2xf32>
    %5410 = call @_where_154(%5407, %5409, %5405) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %5411 = stablehlo.broadcast_in_dim %5410, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5412 = stablehlo.broadcast_in_dim %5411, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5413 = stablehlo.multiply %5400, %5412 : tensor<2x3xf32>
    %5414 = stablehlo.broadcast_in_dim %5281, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5415 = stablehlo.broadcast_in_dim %5414, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5416 = stablehlo.multiply %5415, %5413 : tensor<2x3xf32>
    %c_804 = stablehlo.constant dense<3> : tensor<i32>
    %5417 = stablehlo.broadcast_in_dim %c_804, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5418 = "stablehlo.scatter"(%5279, %5417, %5416) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x6xf32>, tensor<1xi32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    %5419 = call @_take_153(%arg277, %arg281) : (tensor<4xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
    %5420 = call @_take_155(%arg279, %arg282) : (tensor<16xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
    %5421 = call @_take_155(%1318, %arg282) : (tensor<16xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
    %cst_805 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5422 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5423 = stablehlo.reshape %5419 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5424 = stablehlo.negate %5423 : tensor<2xf32>
    %5425 = stablehlo.subtract %5421, %5420 : tensor<2x1xf32>
    %5426 = stablehlo.broadcast_in_dim %5424, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5427 = stablehlo.multiply %5426, %5425 : tensor<2x1xf32>
    %5428 = stablehlo.reshape %5418 : (tensor<2x6xf32>) -> tensor<12xf32>
    %5429 = stablehlo.reshape %5427 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5430 = stablehlo.concatenate %5428, %5429, dim = 0 : (tensor<12xf32>, tensor<2xf32>) -> tensor<14xf32>
    %5431 = call @_take_156(%5430, %arg283) : (tensor<14xf32>, tensor<14xi32>) -> tensor<14xf32>
    %5432 = stablehlo.multiply %arg284, %arg345 : tensor<14xf32>
    %5433 = stablehlo.subtract %5431, %5432 : tensor<14xf32>
    %5434 = stablehlo.transpose %arg285, dims = [1, 0] : (tensor<0x2xf32>) -> tensor<2x0xf32>
    %5435 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<0xf32>) -> tensor<1x0xf32>
    %5436 = stablehlo.broadcast_in_dim %5435, dims = [0, 1] : (tensor<1x0xf32>) -> tensor<2x0xf32>
    %5437 = stablehlo.subtract %5434, %5436 : tensor<2x0xf32>
    %5438 = stablehlo.slice %5437 [0:1, 0:0] : (tensor<2x0xf32>) -> tensor<1x0xf32>
    %5439 = stablehlo.reshape %5438 : (tensor<1x0xf32>) -> tensor<0xf32>
    %5440 = stablehlo.slice %5437 [1:2, 0:0] : (tensor<2x0xf32>) -> tensor<1x0xf32>
    %5441 = stablehlo.reshape %5440 : (tensor<1x0xf32>) -> tensor<0xf32>
    %cst_806 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5442 = stablehlo.broadcast_in_dim %cst_806, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %5443 = stablehlo.compare GT, %5439, %5442, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %5444 = stablehlo.multiply %arg286, %5439 : tensor<0xf32>
    %c_807 = stablehlo.constant dense<0> : tensor<i32>
    %5445 = call @_where_157(%5443, %5444, %c_807) : (tensor<0xi1>, tensor<0xf32>, tensor<i32>) -> tensor<0xf32>
    %cst_808 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5446 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %5447 = stablehlo.compare LT, %5441, %5446, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %5448 = stablehlo.multiply %arg286, %5441 : tensor<0xf32>
    %5449 = call @_where_158(%5447, %5448, %5445) : (tensor<0xi1>, tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %5450 = stablehlo.negate %arg287 : tensor<0xf32>
    %5451 = stablehlo.multiply %5450, %5178 : tensor<0xf32>
    %5452 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<0x14xf32>) -> tensor<14x0xf32>
    %5453 = stablehlo.add %5449, %5451 : tensor<0xf32>
    %5454 = stablehlo.dot_general %5452, %5453, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x0xf32>, tensor<0xf32>) -> tensor<14xf32>
    %5455 = stablehlo.add %5433, %5454 : tensor<14xf32>
    %cst_809 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5456 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %5457 = call @_take_139(%5263, %arg288) : (tensor<14x6xf32>, tensor<1x0xi32>) -> tensor<1x0x6xf32>
    %5458 = call @_take_140(%arg345, %arg289) : (tensor<14xf32>, tensor<1x0xi32>) -> tensor<1x0xf32>
    %5459 = call @_take_139(%2275, %arg290) : (tensor<14x6xf32>, tensor<1x0xi32>) -> tensor<1x0x6xf32>
    %5460 = call @_take_140(%arg348, %arg291) : (tensor<14xf32>, tensor<1x0xi32>) -> tensor<1x0xf32>
    %cst_810 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5461 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5462 = stablehlo.negate %arg292 : tensor<3xf32>
    %5463 = stablehlo.concatenate %5461, %5462, dim = 0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<6xf32>
    %5464 = stablehlo.broadcast_in_dim %5458, dims = [0, 1] : (tensor<1x0xf32>) -> tensor<1x0x1xf32>
    %5465 = stablehlo.broadcast_in_dim %5464, dims = [0, 1, 2] : (tensor<1x0x1xf32>) -> tensor<1x0x6xf32>
    %5466 = stablehlo.multiply %5457, %5465 : tensor<1x0x6xf32>
    %cst_811 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5467 = stablehlo.reduce(%5466 init: %cst_811) applies stablehlo.add across dimensions = [1] : (tensor<1x0x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %5468 = stablehlo.broadcast_in_dim %5463, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %5469 = stablehlo.add %5468, %5467 : tensor<1x6xf32>
    %5470 = call @_take_137(%5469, %arg293) : (tensor<1x6xf32>, tensor<1xi32>) -> tensor<1x6xf32>
    %5471 = call @_take_148(%5263, %arg294) : (tensor<14x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    %5472 = call @_take_149(%arg345, %arg295) : (tensor<14xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5473 = call @_take_148(%2275, %arg296) : (tensor<14x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    %5474 = call @_take_149(%arg348, %arg297) : (tensor<14xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5475 = stablehlo.broadcast_in_dim %5472, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5476 = stablehlo.broadcast_in_dim %5475, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x6xf32>
    %5477 = stablehlo.multiply %5471, %5476 : tensor<1x1x6xf32>
    %cst_812 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5478 = stablehlo.reduce(%5477 init: %cst_812) applies stablehlo.add across dimensions = [1] : (tensor<1x1x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %5479 = stablehlo.add %5470, %5478 : tensor<1x6xf32>
    %5480 = call @_take_141(%5469, %arg298) : (tensor<1x6xf32>, tensor<2xi32>) -> tensor<2x6xf32>
    %5481 = call @_take_143(%5263, %arg299) : (tensor<14x6xf32>, tensor<2x6xi32>) -> tensor<2x6x6xf32>
    %5482 = call @_take_145(%arg345, %arg300) : (tensor<14xf32>, tensor<2x6xi32>) -> tensor<2x6xf32>
    %5483 = call @_take_143(%2275, %arg301) : (tensor<14x6xf32>, tensor<2x6xi32>) -> tensor<2x6x6xf32>
    %5484 = call @_take_145(%arg348, %arg302) : (tensor<14xf32>, tensor<2x6xi32>) -> tensor<2x6xf32>
    %5485 = stablehlo.broadcast_in_dim %5482, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %5486 = stablehlo.broadcast_in_dim %5485, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %5487 = stablehlo.multiply %5481, %5486 : tensor<2x6x6xf32>
    %cst_813 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5488 = stablehlo.reduce(%5487 init: %cst_813) applies stablehlo.add across dimensions = [1] : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %5489 = stablehlo.add %5480, %5488 : tensor<2x6xf32>
    %5490 = call @_take_137(%5479, %arg303) : (tensor<1x6xf32>, tensor<1xi32>) -> tensor<1x6xf32>
    %5491 = call @_take_148(%5263, %arg304) : (tensor<14x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    %5492 = call @_take_149(%arg345, %arg305) : (tensor<14xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5493 = call @_take_148(%2275, %arg306) : (tensor<14x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    %5494 = call @_take_149(%arg348, %arg307) : (tensor<14xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %5495 = stablehlo.broadcast_in_dim %5492, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5496 = stablehlo.broadcast_in_dim %5495, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x6xf32>
    %5497 = stablehlo.multiply %5491, %5496 : tensor<1x1x6xf32>
    %cst_814 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5498 = stablehlo.reduce(%5497 init: %cst_814) applies stablehlo.add across dimensions = [1] : (tensor<1x1x6xf32>, tensor<f32>) -> tensor<1x6xf32>
    %5499 = stablehlo.add %5490, %5498 : tensor<1x6xf32>
    %5500 = stablehlo.concatenate %5469, %5479, %5489, %5499, dim = 0 : (tensor<1x6xf32>, tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>) -> tensor<5x6xf32>
    %5501 = call @_take_152(%5500, %arg308) : (tensor<5x6xf32>, tensor<5xi32>) -> tensor<5x6xf32>
    %c_815 = stablehlo.constant dense<0> : tensor<i32>
    %5502 = stablehlo.broadcast_in_dim %c_815, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %5503 = stablehlo.compare LT, %arg309, %5502, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_816 = stablehlo.constant dense<10> : tensor<i32>
    %5504 = stablehlo.broadcast_in_dim %c_816, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %5505 = stablehlo.add %arg309, %5504 : tensor<3x3xi32>
    %5506 = stablehlo.select %5503, %5505, %arg309 : tensor<3x3xi1>, tensor<3x3xi32>
    %5507 = stablehlo.broadcast_in_dim %5506, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %5508 = "stablehlo.gather"(%2244, %5507) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x10xf32>, tensor<3x3x1xi32>) -> tensor<5x3x3xf32>
    %5509 = stablehlo.slice %2244 [0:5, 6:9] : (tensor<5x10xf32>) -> tensor<5x3xf32>
    %5510 = stablehlo.slice %2244 [0:5, 9:10] : (tensor<5x10xf32>) -> tensor<5x1xf32>
    %5511 = stablehlo.reshape %5510 : (tensor<5x1xf32>) -> tensor<5xf32>
    %5512 = stablehlo.slice %5501 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5513 = stablehlo.dot_general %5508, %5512, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5514 = stablehlo.slice %5501 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5515 = call @cross_43(%5509, %5514) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5516 = stablehlo.add %5513, %5515 : tensor<5x3xf32>
    %5517 = stablehlo.slice %5501 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5518 = stablehlo.broadcast_in_dim %5511, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %5519 = stablehlo.broadcast_in_dim %5518, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %5520 = stablehlo.multiply %5519, %5517 : tensor<5x3xf32>
    %5521 = stablehlo.slice %5501 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5522 = call @cross_43(%5509, %5521) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5523 = stablehlo.subtract %5520, %5522 : tensor<5x3xf32>
    %5524 = stablehlo.concatenate %5516, %5523, dim = 1 : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x6xf32>
    %c_817 = stablehlo.constant dense<0> : tensor<i32>
    %5525 = stablehlo.broadcast_in_dim %c_817, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %5526 = stablehlo.compare LT, %arg310, %5525, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_818 = stablehlo.constant dense<10> : tensor<i32>
    %5527 = stablehlo.broadcast_in_dim %c_818, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %5528 = stablehlo.add %arg310, %5527 : tensor<3x3xi32>
    %5529 = stablehlo.select %5526, %5528, %arg310 : tensor<3x3xi1>, tensor<3x3xi32>
    %5530 = stablehlo.broadcast_in_dim %5529, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %5531 = "stablehlo.gather"(%2244, %5530) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x10xf32>, tensor<3x3x1xi32>) -> tensor<5x3x3xf32>
    %5532 = stablehlo.slice %2244 [0:5, 6:9] : (tensor<5x10xf32>) -> tensor<5x3xf32>
    %5533 = stablehlo.slice %2244 [0:5, 9:10] : (tensor<5x10xf32>) -> tensor<5x1xf32>
    %5534 = stablehlo.reshape %5533 : (tensor<5x1xf32>) -> tensor<5xf32>
    %5535 = stablehlo.slice %5257 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5536 = stablehlo.dot_general %5531, %5535, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5537 = stablehlo.slice %5257 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5538 = call @cross_43(%5532, %5537) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5539 = stablehlo.add %5536, %5538 : tensor<5x3xf32>
    %5540 = stablehlo.slice %5257 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5541 = stablehlo.broadcast_in_dim %5534, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %5542 = stablehlo.broadcast_in_dim %5541, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %5543 = stablehlo.multiply %5542, %5540 : tensor<5x3xf32>
    %5544 = stablehlo.slice %5257 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5545 = call @cross_43(%5532, %5544) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5546 = stablehlo.subtract %5543, %5545 : tensor<5x3xf32>
    %5547 = stablehlo.concatenate %5539, %5546, dim = 1 : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x6xf32>
    %5548 = stablehlo.slice %5257 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5549 = stablehlo.slice %5547 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5550 = call @cross_43(%5548, %5549) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5551 = stablehlo.slice %5257 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5552 = stablehlo.slice %5547 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5553 = call @cross_43(%5551, %5552) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5554 = stablehlo.add %5550, %5553 : tensor<5x3xf32>
    %5555 = stablehlo.slice %5257 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5556 = stablehlo.slice %5547 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5557 = call @cross_43(%5555, %5556) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %5558 = stablehlo.concatenate %5554, %5557, dim = 1 : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x6xf32>
    %5559 = stablehlo.add %5524, %5558 : tensor<5x6xf32>
    %5560 = stablehlo.slice %5559 [4:5, 0:6] : (tensor<5x6xf32>) -> tensor<1x6xf32>
    %cst_819 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5561 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %5562 = stablehlo.broadcast_in_dim %arg311, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %5563 = "stablehlo.scatter"(%5561, %5562, %5560) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<1x1xi32>, tensor<1x6xf32>) -> tensor<3x6xf32>
    %5564 = stablehlo.slice %5559 [1:4, 0:6] : (tensor<5x6xf32>) -> tensor<3x6xf32>
    %5565 = stablehlo.add %5564, %5563 : tensor<3x6xf32>
    %cst_820 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5566 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %5567 = stablehlo.broadcast_in_dim %arg312, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %5568 = "stablehlo.scatter"(%5566, %5567, %5565) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<f32>
      stablehlo.return %6062 : tensor<f32>
    }) : (tensor<1x6xf32>, tensor<3x1xi32>, tensor<3x6xf32>) -> tensor<1x6xf32>
    %5569 = call @_take_159(%5559, %arg313) : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<1x6xf32>
    %5570 = stablehlo.add %5569, %5568 : tensor<1x6xf32>
    %5571 = stablehlo.concatenate %5560, %5565, %5570, dim = 0 : (tensor<1x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<5x6xf32>
    %5572 = call @_take_152(%5571, %arg314) : (tensor<5x6xf32>, tensor<5xi32>) -> tensor<5x6xf32>
    %c_821 = stablehlo.constant dense<0> : tensor<i32>
    %5573 = stablehlo.broadcast_in_dim %c_821, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %5574 = stablehlo.compare LT, %arg85, %5573, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_822 = stablehlo.constant dense<5> : tensor<i32>
    %5575 = stablehlo.broadcast_in_dim %c_822, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %5576 = stablehlo.add %arg85, %5575 : tensor<14xi32>
    %5577 = stablehlo.select %5574, %5576, %arg85 : tensor<14xi1>, tensor<14xi32>
    %5578 = stablehlo.broadcast_in_dim %5577, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %5579 = "stablehlo.gather"(%5572, %5578) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<14x1xi32>) -> tensor<14x6xf32>
    %5580 = stablehlo.dot_general %2275, %5579, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<14x6xf32>, tensor<14x6xf32>) -> tensor<14xf32>
    %5581 = call @_where_160(%arg316, %arg317, %arg315) : (tensor<1x1xi1>, tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %5582 = stablehlo.slice %5581 [0:1, 0:1] : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %5583 = stablehlo.reshape %5582 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5584 = stablehlo.slice %5581 [0:1, 1:2] : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %5585 = stablehlo.reshape %5584 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5586 = call @clip_161(%arg399, %5583, %5585) : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_823 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5587 = stablehlo.broadcast_in_dim %cst_823, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_824 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5588 = stablehlo.broadcast_in_dim %cst_824, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5589 = stablehlo.subtract %5586, %5176 : tensor<1xf32>
    %cst_825 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5590 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5591 = stablehlo.compare GT, %5588, %5590, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_826 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5592 = stablehlo.broadcast_in_dim %cst_826, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5593 = stablehlo.compare GT, %5588, %5592, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_827 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5594 = call @_where_162(%5593, %5588, %cst_827) : (tensor<1xi1>, tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
    %5595 = stablehlo.divide %5589, %5594 : tensor<1xf32>
    %cst_828 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5596 = call @_where_162(%5591, %5595, %cst_828) : (tensor<1xi1>, tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
    %5597 = stablehlo.sign %5596 : tensor<1xf32>
    %5598 = stablehlo.abs %5596 : tensor<1xf32>
    %cst_829 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5599 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5600 = stablehlo.add %5598, %5599 : tensor<1xf32>
    %5601 = stablehlo.floor %5600 : tensor<1xf32>
    %5602 = stablehlo.multiply %5597, %5601 : tensor<1xf32>
    %cst_830 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5603 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5604 = stablehlo.compare GT, %5588, %5603, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %5605 = stablehlo.multiply %5588, %5602 : tensor<1xf32>
    %5606 = stablehlo.subtract %5586, %5605 : tensor<1xf32>
    %5607 = call @_where_163(%5604, %5606, %5586) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %5608 = call @_take_164(%arg321, %arg320) : (tensor<1x10xf32>, tensor<1xi32>) -> tensor<1x10xf32>
    %5609 = call @_take_164(%arg322, %arg320) : (tensor<1x10xf32>, tensor<1xi32>) -> tensor<1x10xf32>
    %5610 = call @_take_165(%5176, %arg320) : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
    %5611 = call @_take_165(%5177, %arg320) : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
    %5612 = call @_take_165(%5607, %arg320) : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
    %5613 = call @_take_166(%arg318, %arg320) : (tensor<1x2xf32>, tensor<1xi32>) -> tensor<1x2xf32>
    %5614 = call @_take_165(%arg319, %arg320) : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
    %5615 = stablehlo.slice %5608 [0:1, 0:1] : (tensor<1x10xf32>) -> tensor<1x1xf32>
    %5616 = stablehlo.reshape %5615 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5617 = stablehlo.multiply %5616, %5612 : tensor<1xf32>
    %cst_831 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5618 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5619 = stablehlo.add %5617, %5618 : tensor<1xf32>
    %5620 = call @_take_165(%5619, %arg323) : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
    %5621 = call @_where_160(%arg325, %arg326, %arg324) : (tensor<1x1xi1>, tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %5622 = stablehlo.slice %5621 [0:1, 0:1] : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %5623 = stablehlo.reshape %5622 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5624 = stablehlo.slice %5621 [0:1, 1:2] : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %5625 = stablehlo.reshape %5624 : (tensor<1x1xf32>) -> tensor<1xf32>
    %5626 = call @clip_161(%5620, %5623, %5625) : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %5627 = stablehlo.transpose %5175, dims = [1, 0] : (tensor<1x14xf32>) -> tensor<14x1xf32>
    %5628 = stablehlo.dot_general %5627, %5626, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x1xf32>, tensor<1xf32>) -> tensor<14xf32>
    %5629 = call @_where_167(%arg328, %arg329, %arg327) : (tensor<4x1xi1>, tensor<4x2xf32>, tensor<2xf32>) -> tensor<4x2xf32>
    %c_832 = stablehlo.constant dense<4> : tensor<i32>
    %5630 = stablehlo.broadcast_in_dim %c_832, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %5631 = stablehlo.add %arg330, %5630 : tensor<14xi32>
    %5632 = stablehlo.select %arg331, %5631, %arg330 : tensor<14xi1>, tensor<14xi32>
    %5633 = stablehlo.broadcast_in_dim %5632, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %5634 = "stablehlo.gather"(%5629, %5633) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<4x2xf32>, tensor<14x1xi32>) -> tensor<14x2xf32>
    %5635 = stablehlo.slice %5634 [0:14, 0:1] : (tensor<14x2xf32>) -> tensor<14x1xf32>
    %5636 = stablehlo.reshape %5635 : (tensor<14x1xf32>) -> tensor<14xf32>
    %5637 = stablehlo.slice %5634 [0:14, 1:2] : (tensor<14x2xf32>) -> tensor<14x1xf32>
    %5638 = stablehlo.reshape %5637 : (tensor<14x1xf32>) -> tensor<14xf32>
    %5639 = call @clip_168(%5628, %5636, %5638) : (tensor<14xf32>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5640 = stablehlo.slice %arg4 [0:5, 0:3] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5641 = stablehlo.slice %arg4 [0:5, 3:6] : (tensor<5x6xf32>) -> tensor<5x3xf32>
    %5642 = stablehlo.iota dim = 0 : tensor<5xi32>
    %5643 = stablehlo.iota dim = 0 : tensor<5xi32>
    %5644 = stablehlo.broadcast_in_dim %5643, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %5645 = stablehlo.broadcast_in_dim %5642, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %5646 = stablehlo.broadcast_in_dim %5644, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %5647 = stablehlo.broadcast_in_dim %5645, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %5648 = stablehlo.compare EQ, %5646, %5647, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %5649 = stablehlo.convert %5648 : (tensor<5x5xi1>) -> tensor<5x5xi32>
    %c_833 = stablehlo.constant dense<1> : tensor<i32>
    %5650 = stablehlo.broadcast_in_dim %c_833, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %5651 = stablehlo.multiply %5649, %5650 : tensor<5x5xi32>
    %5652 = stablehlo.slice %5651 [0:5, 4:5] : (tensor<5x5xi32>) -> tensor<5x1xi32>
    %c_834 = stablehlo.constant dense<0> : tensor<i32>
    %5653 = stablehlo.broadcast_in_dim %c_834, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5654 = stablehlo.broadcast_in_dim %arg332, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %5655 = stablehlo.convert %5652 : tensor<5x1xi32>
    %5656 = stablehlo.broadcast_in_dim %5653, dims = [1] : (tensor<3xi32>) -> tensor<5x3xi32>
    %5657 = "stablehlo.scatter"(%5656, %5654, %5655) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<5x3xi32>, tensor<1x1xi32>, tensor<5x1xi32>) -> tensor<5x3xi32>
    %5658 = stablehlo.slice %5651 [0:5, 1:4] : (tensor<5x5xi32>) -> tensor<5x3xi32>
    %5659 = stablehlo.convert %5658 : tensor<5x3xi32>
    %5660 = stablehlo.add %5659, %5657 : tensor<5x3xi32>
    %c_835 = stablehlo.constant dense<0> : tensor<i32>
    %5661 = stablehlo.broadcast_in_dim %c_835, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5662 = stablehlo.broadcast_in_dim %arg333, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %5663 = stablehlo.broadcast_in_dim %5661, dims = [1] : (tensor<1xi32>) -> tensor<5x1xi32>
    %5664 = "stablehlo.scatter"(%5663, %5662, %5660) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<5x1xi32>, tensor<3x1xi32>, tensor<5x3xi32>) -> tensor<5x1xi32>
    %5665 = call @_take_169(%5651, %arg334) : (tensor<5x5xi32>, tensor<1xi32>) -> tensor<5x1xi32>
    %5666 = stablehlo.convert %5665 : tensor<5x1xi32>
    %5667 = stablehlo.add %5666, %5664 : tensor<5x1xi32>
    %5668 = stablehlo.convert %5652 : tensor<5x1xi32>
    %5669 = stablehlo.concatenate %5668, %5660, %5667, dim = 1 : (tensor<5x1xi32>, tensor<5x3xi32>, tensor<5x1xi32>) -> tensor<5x5xi32>
    %5670 = call @_take_172(%5669, %arg335) : (tensor<5x5xi32>, tensor<5xi32>) -> tensor<5x5xi32>
    %c_836 = stablehlo.constant dense<0> : tensor<i32>
    %5671 = stablehlo.broadcast_in_dim %c_836, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %5672 = stablehlo.compare LT, %arg85, %5671, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_837 = stablehlo.constant dense<5> : tensor<i32>
    %5673 = stablehlo.broadcast_in_dim %c_837, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %5674 = stablehlo.add %arg85, %5673 : tensor<14xi32>
    %5675 = stablehlo.select %5672, %5674, %arg85 : tensor<14xi1>, tensor<14xi32>
    %5676 = stablehlo.broadcast_in_dim %5675, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %5677 = "stablehlo.gather"(%5670, %5676) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xi32>, tensor<14x1xi32>) -> tensor<5x14xi32>
    %c_838 = stablehlo.constant dense<0> : tensor<i32>
    %5678 = stablehlo.broadcast_in_dim %c_838, dims = [] : (tensor<i32>) -> tensor<5x14xi32>
    %5679 = stablehlo.compare GT, %5677, %5678, SIGNED : (tensor<5x14xi32>, tensor<5x14xi32>) -> tensor<5x14xi1>
    %c_839 = stablehlo.constant dense<0> : tensor<i32>
    %5680 = stablehlo.broadcast_in_dim %c_839, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5681 = stablehlo.compare LT, %5642, %5680, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_840 = stablehlo.constant dense<5> : tensor<i32>
    %5682 = stablehlo.broadcast_in_dim %c_840, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5683 = stablehlo.add %5642, %5682 : tensor<5xi32>
    %5684 = stablehlo.select %5681, %5683, %5642 : tensor<5xi1>, tensor<5xi32>
    %5685 = stablehlo.broadcast_in_dim %5684, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %5686 = "stablehlo.gather"(%arg73, %5685) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %5687 = stablehlo.reshape %5686 : (tensor<5x1xi32>) -> tensor<5xi32>
    %c_841 = stablehlo.constant dense<0> : tensor<i32>
    %5688 = stablehlo.broadcast_in_dim %c_841, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5689 = stablehlo.compare LT, %5687, %5688, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_842 = stablehlo.constant dense<5> : tensor<i32>
    %5690 = stablehlo.broadcast_in_dim %c_842, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5691 = stablehlo.add %5687, %5690 : tensor<5xi32>
    %5692 = stablehlo.select %5689, %5691, %5687 : tensor<5xi1>, tensor<5xi32>
    %c_843 = stablehlo.constant dense<0> : tensor<i32>
    %c_844 = stablehlo.constant dense<0> : tensor<i32>
    %5693 = stablehlo.compare LT, %c_843, %c_844, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_845 = stablehlo.constant dense<0> : tensor<i32>
    %c_846 = stablehlo.constant dense<3> : tensor<i32>
    %5694 = stablehlo.add %c_845, %c_846 : tensor<i32>
    %c_847 = stablehlo.constant dense<0> : tensor<i32>
    %5695 = stablehlo.select %5693, %5694, %c_847 : tensor<i1>, tensor<i32>
    %5696 = stablehlo.broadcast_in_dim %5692, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %5697 = stablehlo.broadcast_in_dim %5695, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %5698 = stablehlo.concatenate %5696, %5697, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %5699 = "stablehlo.gather"(%1828, %5698) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x2xi32>) -> tensor<5x1x3xf32>
    %5700 = stablehlo.reshape %5699 : (tensor<5x1x3xf32>) -> tensor<5x3xf32>
    %5701 = stablehlo.subtract %1360, %5700 : tensor<5x3xf32>
    %5702 = stablehlo.slice %2275 [0:14, 3:6] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %5703 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %5704 = call @cross_174(%5703, %5701) : (tensor<14x3xf32>, tensor<5x3xf32>) -> tensor<5x14x3xf32>
    %5705 = stablehlo.broadcast_in_dim %5702, dims = [1, 2] : (tensor<14x3xf32>) -> tensor<1x14x3xf32>
    %5706 = stablehlo.broadcast_in_dim %5705, dims = [0, 1, 2] : (tensor<1x14x3xf32>) -> tensor<5x14x3xf32>
    %5707 = stablehlo.add %5706, %5704 : tensor<5x14x3xf32>
    %5708 = stablehlo.convert %5679 : (tensor<5x14xi1>) -> tensor<5x14xf32>
    %5709 = stablehlo.broadcast_in_dim %5708, dims = [0, 1] : (tensor<5x14xf32>) -> tensor<5x14x1xf32>
    %5710 = stablehlo.broadcast_in_dim %5709, dims = [0, 1, 2] : (tensor<5x14x1xf32>) -> tensor<5x14x3xf32>
    %5711 = stablehlo.multiply %5707, %5710 : tensor<5x14x3xf32>
    %5712 = stablehlo.slice %2275 [0:14, 0:3] : (tensor<14x6xf32>) -> tensor<14x3xf32>
    %5713 = stablehlo.convert %5679 : (tensor<5x14xi1>) -> tensor<5x14xf32>
    %5714 = stablehlo.broadcast_in_dim %5713, dims = [0, 1] : (tensor<5x14xf32>) -> tensor<5x14x1xf32>
    %5715 = stablehlo.broadcast_in_dim %5712, dims = [1, 2] : (tensor<14x3xf32>) -> tensor<1x14x3xf32>
    %5716 = stablehlo.broadcast_in_dim %5715, dims = [0, 1, 2] : (tensor<1x14x3xf32>) -> tensor<5x14x3xf32>
    %5717 = stablehlo.broadcast_in_dim %5714, dims = [0, 1, 2] : (tensor<5x14x1xf32>) -> tensor<5x14x3xf32>
    %5718 = stablehlo.multiply %5716, %5717 : tensor<5x14x3xf32>
    %5719 = stablehlo.dot_general %5711, %5640, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x14x3xf32>, tensor<5x3xf32>) -> tensor<5x14xf32>
    %5720 = stablehlo.dot_general %5718, %5641, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x14x3xf32>, tensor<5x3xf32>) -> tensor<5x14xf32>
    %5721 = stablehlo.add %5719, %5720 : tensor<5x14xf32>
    %cst_848 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5722 = stablehlo.reduce(%5721 init: %cst_848) applies stablehlo.add across dimensions = [0] : (tensor<5x14xf32>, tensor<f32>) -> tensor<14xf32>
    %5723 = stablehlo.add %arg3, %5722 : tensor<14xf32>
    %5724 = stablehlo.subtract %5455, %5580 : tensor<14xf32>
    %5725 = stablehlo.add %5724, %5639 : tensor<14xf32>
    %5726 = stablehlo.add %5725, %5723 : tensor<14xf32>
    %5727 = call @_cho_solve(%2339, %5726) : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5728 = stablehlo.dot_general %4945, %arg346, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x14xf32>, tensor<14xf32>) -> tensor<64xf32>
    %5729 = stablehlo.subtract %5728, %5048 : tensor<64xf32>
    %5730 = stablehlo.dot_general %2338, %arg346, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %cst_849 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5731 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %cst_850 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5732 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5733 = stablehlo.compare LT, %5729, %5732, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %c_851 = stablehlo.constant dense<0> : tensor<i32>
    %5734 = stablehlo.broadcast_in_dim %c_851, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_852 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5735 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5736 = stablehlo.negate %5729 : tensor<64xf32>
    %5737 = stablehlo.multiply %5051, %5736 : tensor<64xf32>
    %5738 = stablehlo.convert %5733 : (tensor<64xi1>) -> tensor<64xf32>
    %5739 = stablehlo.multiply %5737, %5738 : tensor<64xf32>
    %5740 = stablehlo.add %5739, %5735 : tensor<64xf32>
    %5741 = stablehlo.multiply %5051, %5729 : tensor<64xf32>
    %5742 = stablehlo.multiply %5741, %5729 : tensor<64xf32>
    %5743 = stablehlo.convert %5733 : (tensor<64xi1>) -> tensor<64xf32>
    %5744 = stablehlo.multiply %5742, %5743 : tensor<64xf32>
    %cst_853 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5745 = stablehlo.reduce(%5744 init: %cst_853) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_854 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5746 = stablehlo.multiply %cst_854, %5745 : tensor<f32>
    %5747 = stablehlo.transpose %4945, dims = [1, 0] : (tensor<64x14xf32>) -> tensor<14x64xf32>
    %5748 = stablehlo.dot_general %5747, %5740, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x64xf32>, tensor<64xf32>) -> tensor<14xf32>
    %5749 = stablehlo.subtract %5730, %5726 : tensor<14xf32>
    %5750 = stablehlo.subtract %arg346, %5727 : tensor<14xf32>
    %5751 = stablehlo.dot_general %5749, %5750, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
    %cst_855 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5752 = stablehlo.multiply %cst_855, %5751 : tensor<f32>
    %5753 = stablehlo.add %5746, %5752 : tensor<f32>
    %cst_856 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5754 = stablehlo.add %5753, %cst_856 : tensor<f32>
    %5755 = stablehlo.dot_general %4945, %5727, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x14xf32>, tensor<14xf32>) -> tensor<64xf32>
    %5756 = stablehlo.subtract %5755, %5048 : tensor<64xf32>
    %5757 = stablehlo.dot_general %2338, %5727, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %cst_857 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5758 = stablehlo.broadcast_in_dim %cst_857, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %cst_858 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5759 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5760 = stablehlo.compare LT, %5756, %5759, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %c_859 = stablehlo.constant dense<0> : tensor<i32>
    %5761 = stablehlo.broadcast_in_dim %c_859, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_860 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5762 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5763 = stablehlo.negate %5756 : tensor<64xf32>
    %5764 = stablehlo.multiply %5051, %5763 : tensor<64xf32>
    %5765 = stablehlo.convert %5760 : (tensor<64xi1>) -> tensor<64xf32>
    %5766 = stablehlo.multiply %5764, %5765 : tensor<64xf32>
    %5767 = stablehlo.add %5766, %5762 : tensor<64xf32>
    %5768 = stablehlo.multiply %5051, %5756 : tensor<64xf32>
    %5769 = stablehlo.multiply %5768, %5756 : tensor<64xf32>
    %5770 = stablehlo.convert %5760 : (tensor<64xi1>) -> tensor<64xf32>
    %5771 = stablehlo.multiply %5769, %5770 : tensor<64xf32>
    %cst_861 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5772 = stablehlo.reduce(%5771 init: %cst_861) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_862 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5773 = stablehlo.multiply %cst_862, %5772 : tensor<f32>
    %5774 = stablehlo.transpose %4945, dims = [1, 0] : (tensor<64x14xf32>) -> tensor<14x64xf32>
    %5775 = stablehlo.dot_general %5774, %5767, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x64xf32>, tensor<64xf32>) -> tensor<14xf32>
    %5776 = stablehlo.subtract %5757, %5726 : tensor<14xf32>
    %5777 = stablehlo.subtract %5727, %5727 : tensor<14xf32>
    %5778 = stablehlo.dot_general %5776, %5777, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
    %cst_863 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5779 = stablehlo.multiply %cst_863, %5778 : tensor<f32>
    %5780 = stablehlo.add %5773, %5779 : tensor<f32>
    %cst_864 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5781 = stablehlo.add %5780, %cst_864 : tensor<f32>
    %5782 = stablehlo.compare LT, %5754, %5781, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5783 = call @_where_175(%5782, %arg346, %5727) : (tensor<i1>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5784 = stablehlo.dot_general %4945, %5783, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x14xf32>, tensor<14xf32>) -> tensor<64xf32>
    %5785 = stablehlo.subtract %5784, %5048 : tensor<64xf32>
    %5786 = stablehlo.dot_general %2338, %5783, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %cst_865 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5787 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %cst_866 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5788 = stablehlo.broadcast_in_dim %cst_866, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5789 = stablehlo.compare LT, %5785, %5788, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %c_867 = stablehlo.constant dense<0> : tensor<i32>
    %5790 = stablehlo.broadcast_in_dim %c_867, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_868 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5791 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5792 = stablehlo.negate %5785 : tensor<64xf32>
    %5793 = stablehlo.multiply %5051, %5792 : tensor<64xf32>
    %5794 = stablehlo.convert %5789 : (tensor<64xi1>) -> tensor<64xf32>
    %5795 = stablehlo.multiply %5793, %5794 : tensor<64xf32>
    %5796 = stablehlo.add %5795, %5791 : tensor<64xf32>
    %5797 = stablehlo.multiply %5051, %5785 : tensor<64xf32>
    %5798 = stablehlo.multiply %5797, %5785 : tensor<64xf32>
    %5799 = stablehlo.convert %5789 : (tensor<64xi1>) -> tensor<64xf32>
    %5800 = stablehlo.multiply %5798, %5799 : tensor<64xf32>
    %cst_869 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5801 = stablehlo.reduce(%5800 init: %cst_869) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_870 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5802 = stablehlo.multiply %cst_870, %5801 : tensor<f32>
    %5803 = stablehlo.transpose %4945, dims = [1, 0] : (tensor<64x14xf32>) -> tensor<14x64xf32>
    %5804 = stablehlo.dot_general %5803, %5796, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x64xf32>, tensor<64xf32>) -> tensor<14xf32>
    %5805 = stablehlo.subtract %5786, %5726 : tensor<14xf32>
    %5806 = stablehlo.subtract %5783, %5727 : tensor<14xf32>
    %5807 = stablehlo.dot_general %5805, %5806, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
    %cst_871 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5808 = stablehlo.multiply %cst_871, %5807 : tensor<f32>
    %5809 = stablehlo.add %5802, %5808 : tensor<f32>
    %cst_872 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5810 = stablehlo.add %5809, %cst_872 : tensor<f32>
    %5811 = stablehlo.subtract %5786, %5726 : tensor<14xf32>
    %5812 = stablehlo.subtract %5811, %5804 : tensor<14xf32>
    %5813 = stablehlo.transpose %4945, dims = [1, 0] : (tensor<64x14xf32>) -> tensor<14x64xf32>
    %5814 = stablehlo.broadcast_in_dim %5051, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %5815 = stablehlo.broadcast_in_dim %5814, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<14x64xf32>
    %5816 = stablehlo.multiply %5813, %5815 : tensor<14x64xf32>
    %5817 = stablehlo.convert %5789 : (tensor<64xi1>) -> tensor<64xf32>
    %5818 = stablehlo.broadcast_in_dim %5817, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %5819 = stablehlo.broadcast_in_dim %5818, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<14x64xf32>
    %5820 = stablehlo.multiply %5816, %5819 : tensor<14x64xf32>
    %5821 = stablehlo.dot_general %5820, %4945, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x64xf32>, tensor<64x14xf32>) -> tensor<14x14xf32>
    %5822 = stablehlo.add %2338, %5821 : tensor<14x14xf32>
    %5823 = stablehlo.transpose %5822, dims = [1, 0] : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %5824 = stablehlo.add %5822, %5823 : tensor<14x14xf32>
    %cst_873 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5825 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %5826 = stablehlo.multiply %5824, %5825 : tensor<14x14xf32>
    %5827 = call @_cholesky(%5826) : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %5828 = call @_cho_solve(%5827, %5812) : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5829 = stablehlo.negate %5828 : tensor<14xf32>
    %cst_874 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_875 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c_876 = stablehlo.constant dense<0> : tensor<i32>
    %cst_877 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_878 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_879 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5830:26 = stablehlo.while(%iterArg = %2338, %iterArg_915 = %arg336, %iterArg_916 = %cst_874, %iterArg_917 = %2338, %iterArg_918 = %arg336, %iterArg_919 = %arg337, %iterArg_920 = %4945, %iterArg_921 = %5726, %iterArg_922 = %5051, %iterArg_923 = %5727, %iterArg_924 = %5783, %iterArg_925 = %5804, %iterArg_926 = %5785, %iterArg_927 = %5796, %iterArg_928 = %5786, %iterArg_929 = %5812, %iterArg_930 = %5828, %iterArg_931 = %5829, %iterArg_932 = %5808, %iterArg_933 = %5810, %iterArg_934 = %cst_875, %iterArg_935 = %c_876, %iterArg_936 = %5789, %iterArg_937 = %cst_877, %iterArg_938 = %cst_878, %iterArg_939 = %cst_879) : tensor<14x14xf32>, tensor<f32>, tensor<f32>, tensor<14x14xf32>, tensor<f32>, tensor<f32>, tensor<64x14xf32>, tensor<14xf32>, tensor<64xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<64xi1>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %6062 = stablehlo.convert %iterArg_934 : tensor<f32>
      %6063 = stablehlo.subtract %6062, %iterArg_933 : tensor<f32>
      %6064 = func.call @trace(%iterArg) : (tensor<14x14xf32>) -> tensor<f32>
      %cst_940 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %6065 = stablehlo.maximum %cst_940, %6064 : tensor<f32>
      %6066 = stablehlo.divide %6063, %6065 : tensor<f32>
      %cst_941 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6067 = func.call @allclose_177(%iterArg_929, %cst_941) : (tensor<14xf32>, tensor<f32>) -> tensor<i1>
      %cst_942 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6068 = stablehlo.broadcast_in_dim %cst_942, dims = [] : (tensor<f32>) -> tensor<14xf32>
      %6069 = func.call @_where_179(%6067, %6068, %iterArg_929) : (tensor<i1>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
      %6070 = func.call @norm_180(%6069) : (tensor<14xf32>) -> tensor<f32>
      %cst_943 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6071 = func.call @_where_181(%6067, %cst_943, %6070) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6072 = func.call @trace(%iterArg) : (tensor<14x14xf32>) -> tensor<f32>
      %cst_944 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %6073 = stablehlo.maximum %cst_944, %6072 : tensor<f32>
      %6074 = stablehlo.divide %6071, %6073 : tensor<f32>
      %c_945 = stablehlo.constant dense<100> : tensor<i32>
      %6075 = stablehlo.compare GE, %iterArg_935, %c_945, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6076 = stablehlo.compare LT, %6066, %iterArg_915, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_946 = stablehlo.constant dense<false> : tensor<i1>
      %6077 = stablehlo.broadcast_in_dim %c_946, dims = [] : (tensor<i1>) -> tensor<i1>
      %6078 = stablehlo.compare NE, %6075, %6077, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6079 = stablehlo.convert %6078 : tensor<i1>
      %6080 = stablehlo.or %6079, %6076 : tensor<i1>
      %6081 = stablehlo.compare LT, %6074, %iterArg_915, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6082 = stablehlo.or %6080, %6081 : tensor<i1>
      %6083 = stablehlo.not %6082 : tensor<i1>
      stablehlo.return %6083 : tensor<i1>
    } do {
      %cst_940 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6062 = func.call @allclose_182(%iterArg_931, %cst_940) : (tensor<14xf32>, tensor<f32>) -> tensor<i1>
      %cst_941 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6063 = stablehlo.broadcast_in_dim %cst_941, dims = [] : (tensor<f32>) -> tensor<14xf32>
      %6064 = func.call @_where_175(%6062, %6063, %iterArg_931) : (tensor<i1>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
      %6065 = func.call @norm_184(%6064) : (tensor<14xf32>) -> tensor<f32>
      %cst_942 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6066 = func.call @_where_185(%6062, %cst_942, %6065) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6067 = func.call @trace_186(%iterArg_917) : (tensor<14x14xf32>) -> tensor<f32>
      %cst_943 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %6068 = stablehlo.maximum %cst_943, %6067 : tensor<f32>
      %6069 = stablehlo.multiply %6066, %6068 : tensor<f32>
      %6070 = stablehlo.multiply %iterArg_918, %iterArg_919 : tensor<f32>
      %6071 = stablehlo.multiply %6070, %6069 : tensor<f32>
      %6072 = stablehlo.dot_general %iterArg_917, %iterArg_931, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
      %6073 = stablehlo.dot_general %iterArg_920, %iterArg_931, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x14xf32>, tensor<14xf32>) -> tensor<64xf32>
      %6074 = stablehlo.dot_general %iterArg_931, %iterArg_928, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
      %6075 = stablehlo.dot_general %iterArg_931, %iterArg_921, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
      %6076 = stablehlo.subtract %6074, %6075 : tensor<f32>
      %6077 = stablehlo.dot_general %iterArg_931, %6072, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
      %cst_944 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6078 = stablehlo.multiply %cst_944, %6077 : tensor<f32>
      %6079 = stablehlo.broadcast_in_dim %iterArg_932, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %6080 = stablehlo.broadcast_in_dim %6076, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %6081 = stablehlo.broadcast_in_dim %6078, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %6082 = stablehlo.concatenate %6079, %6080, %6081, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
      %cst_945 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6083 = stablehlo.broadcast_in_dim %cst_945, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6084 = stablehlo.multiply %6083, %iterArg_926 : tensor<64xf32>
      %6085 = stablehlo.multiply %6084, %iterArg_926 : tensor<64xf32>
      %6086 = stablehlo.multiply %6073, %iterArg_926 : tensor<64xf32>
      %cst_946 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6087 = stablehlo.broadcast_in_dim %cst_946, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6088 = stablehlo.multiply %6087, %6073 : tensor<64xf32>
      %6089 = stablehlo.multiply %6088, %6073 : tensor<64xf32>
      %6090 = stablehlo.broadcast_in_dim %6085, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6091 = stablehlo.broadcast_in_dim %6086, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6092 = stablehlo.broadcast_in_dim %6089, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6093 = stablehlo.concatenate %6090, %6091, %6092, dim = 0 : (tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<3x64xf32>
      %6094 = stablehlo.broadcast_in_dim %iterArg_922, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6095 = stablehlo.broadcast_in_dim %6094, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<3x64xf32>
      %6096 = stablehlo.multiply %6093, %6095 : tensor<3x64xf32>
      %6097 = stablehlo.transpose %6096, dims = [1, 0] : (tensor<3x64xf32>) -> tensor<64x3xf32>
      %cst_947 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6098 = stablehlo.broadcast_in_dim %cst_947, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6099 = stablehlo.multiply %6098, %6073 : tensor<64xf32>
      %6100 = stablehlo.add %iterArg_926, %6099 : tensor<64xf32>
      %cst_948 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6101 = stablehlo.broadcast_in_dim %cst_948, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6102 = stablehlo.compare LT, %6100, %6101, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c_949 = stablehlo.constant dense<0> : tensor<i32>
      %6103 = stablehlo.broadcast_in_dim %c_949, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6104 = stablehlo.convert %6102 : (tensor<64xi1>) -> tensor<64xf32>
      %6105 = stablehlo.broadcast_in_dim %6104, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %6106 = stablehlo.broadcast_in_dim %6105, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
      %6107 = stablehlo.multiply %6097, %6106 : tensor<64x3xf32>
      %cst_950 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6108 = stablehlo.reduce(%6107 init: %cst_950) applies stablehlo.add across dimensions = [0] : (tensor<64x3xf32>, tensor<f32>) -> tensor<3xf32>
      %6109 = stablehlo.add %6082, %6108 : tensor<3xf32>
      %cst_951 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_952 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6110 = stablehlo.multiply %cst_951, %cst_952 : tensor<f32>
      %6111 = stablehlo.slice %6109 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6112 = stablehlo.reshape %6111 : (tensor<1xf32>) -> tensor<f32>
      %6113 = stablehlo.convert %6110 : tensor<f32>
      %6114 = stablehlo.multiply %6113, %6112 : tensor<f32>
      %6115 = stablehlo.slice %6109 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %6116 = stablehlo.reshape %6115 : (tensor<1xf32>) -> tensor<f32>
      %cst_953 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6117 = stablehlo.multiply %cst_953, %6116 : tensor<f32>
      %6118 = stablehlo.add %6114, %6117 : tensor<f32>
      %6119 = stablehlo.slice %6109 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %6120 = stablehlo.reshape %6119 : (tensor<1xf32>) -> tensor<f32>
      %6121 = stablehlo.add %6118, %6120 : tensor<f32>
      %cst_954 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6122 = stablehlo.add %cst_954, %6121 : tensor<f32>
      %cst_955 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %cst_956 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6123 = stablehlo.multiply %cst_955, %cst_956 : tensor<f32>
      %6124 = stablehlo.slice %6109 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6125 = stablehlo.reshape %6124 : (tensor<1xf32>) -> tensor<f32>
      %6126 = stablehlo.convert %6123 : tensor<f32>
      %6127 = stablehlo.multiply %6126, %6125 : tensor<f32>
      %6128 = stablehlo.slice %6109 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %6129 = stablehlo.reshape %6128 : (tensor<1xf32>) -> tensor<f32>
      %6130 = stablehlo.add %6127, %6129 : tensor<f32>
      %cst_957 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6131 = stablehlo.add %cst_957, %6130 : tensor<f32>
      %6132 = stablehlo.slice %6109 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6133 = stablehlo.reshape %6132 : (tensor<1xf32>) -> tensor<f32>
      %cst_958 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6134 = stablehlo.multiply %cst_958, %6133 : tensor<f32>
      %6135 = stablehlo.slice %6109 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6136 = stablehlo.reshape %6135 : (tensor<1xf32>) -> tensor<f32>
      %cst_959 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6137 = stablehlo.compare EQ, %6136, %cst_959, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6138 = stablehlo.convert %6137 : (tensor<i1>) -> tensor<f32>
      %cst_960 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %6139 = stablehlo.multiply %6138, %cst_960 : tensor<f32>
      %6140 = stablehlo.convert %6139 : tensor<f32>
      %6141 = stablehlo.add %6134, %6140 : tensor<f32>
      %cst_961 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6142 = stablehlo.add %cst_961, %6141 : tensor<f32>
      %6143 = stablehlo.slice %6082 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %6144 = stablehlo.reshape %6143 : (tensor<1xf32>) -> tensor<f32>
      %6145 = stablehlo.subtract %6122, %6144 : tensor<f32>
      %cst_962 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6146 = stablehlo.maximum %6145, %cst_962 : tensor<f32>
      %cst_963 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6147 = stablehlo.multiply %cst_963, %6142 : tensor<f32>
      %6148 = stablehlo.slice %6082 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6149 = stablehlo.reshape %6148 : (tensor<1xf32>) -> tensor<f32>
      %6150 = stablehlo.subtract %6147, %6149 : tensor<f32>
      %cst_964 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6151 = stablehlo.maximum %6150, %cst_964 : tensor<f32>
      %6152 = stablehlo.multiply %6146, %6151 : tensor<f32>
      %6153 = stablehlo.sqrt %6152 : tensor<f32>
      %cst_965 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6154 = stablehlo.multiply %cst_965, %6153 : tensor<f32>
      %6155 = stablehlo.slice %6082 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %6156 = stablehlo.reshape %6155 : (tensor<1xf32>) -> tensor<f32>
      %6157 = stablehlo.abs %6156 : tensor<f32>
      %6158 = stablehlo.add %6154, %6157 : tensor<f32>
      %cst_966 = stablehlo.constant dense<9.53674316E-7> : tensor<f32>
      %6159 = stablehlo.multiply %cst_966, %6158 : tensor<f32>
      %6160 = stablehlo.maximum %6071, %6159 : tensor<f32>
      %6161 = stablehlo.divide %6131, %6142 : tensor<f32>
      %cst_967 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6162 = stablehlo.subtract %cst_967, %6161 : tensor<f32>
      %6163 = stablehlo.broadcast_in_dim %6162, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6164 = stablehlo.multiply %6163, %6073 : tensor<64xf32>
      %6165 = stablehlo.add %iterArg_926, %6164 : tensor<64xf32>
      %cst_968 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6166 = stablehlo.broadcast_in_dim %cst_968, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6167 = stablehlo.compare LT, %6165, %6166, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c_969 = stablehlo.constant dense<0> : tensor<i32>
      %6168 = stablehlo.broadcast_in_dim %c_969, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6169 = stablehlo.convert %6167 : (tensor<64xi1>) -> tensor<64xf32>
      %6170 = stablehlo.broadcast_in_dim %6169, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %6171 = stablehlo.broadcast_in_dim %6170, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
      %6172 = stablehlo.multiply %6097, %6171 : tensor<64x3xf32>
      %cst_970 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6173 = stablehlo.reduce(%6172 init: %cst_970) applies stablehlo.add across dimensions = [0] : (tensor<64x3xf32>, tensor<f32>) -> tensor<3xf32>
      %6174 = stablehlo.add %6082, %6173 : tensor<3xf32>
      %6175 = stablehlo.multiply %6162, %6162 : tensor<f32>
      %6176 = stablehlo.slice %6174 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6177 = stablehlo.reshape %6176 : (tensor<1xf32>) -> tensor<f32>
      %6178 = stablehlo.multiply %6175, %6177 : tensor<f32>
      %6179 = stablehlo.slice %6174 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %6180 = stablehlo.reshape %6179 : (tensor<1xf32>) -> tensor<f32>
      %6181 = stablehlo.multiply %6162, %6180 : tensor<f32>
      %6182 = stablehlo.add %6178, %6181 : tensor<f32>
      %6183 = stablehlo.slice %6174 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %6184 = stablehlo.reshape %6183 : (tensor<1xf32>) -> tensor<f32>
      %6185 = stablehlo.add %6182, %6184 : tensor<f32>
      %cst_971 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6186 = stablehlo.add %cst_971, %6185 : tensor<f32>
      %cst_972 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6187 = stablehlo.multiply %cst_972, %6162 : tensor<f32>
      %6188 = stablehlo.slice %6174 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6189 = stablehlo.reshape %6188 : (tensor<1xf32>) -> tensor<f32>
      %6190 = stablehlo.multiply %6187, %6189 : tensor<f32>
      %6191 = stablehlo.slice %6174 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %6192 = stablehlo.reshape %6191 : (tensor<1xf32>) -> tensor<f32>
      %6193 = stablehlo.add %6190, %6192 : tensor<f32>
      %cst_973 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6194 = stablehlo.add %cst_973, %6193 : tensor<f32>
      %6195 = stablehlo.slice %6174 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6196 = stablehlo.reshape %6195 : (tensor<1xf32>) -> tensor<f32>
      %cst_974 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6197 = stablehlo.multiply %cst_974, %6196 : tensor<f32>
      %6198 = stablehlo.slice %6174 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %6199 = stablehlo.reshape %6198 : (tensor<1xf32>) -> tensor<f32>
      %cst_975 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6200 = stablehlo.compare EQ, %6199, %cst_975, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6201 = stablehlo.convert %6200 : (tensor<i1>) -> tensor<f32>
      %cst_976 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %6202 = stablehlo.multiply %6201, %cst_976 : tensor<f32>
      %6203 = stablehlo.convert %6202 : tensor<f32>
      %6204 = stablehlo.add %6197, %6203 : tensor<f32>
      %cst_977 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6205 = stablehlo.add %cst_977, %6204 : tensor<f32>
      %6206 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_978 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6207 = func.call @_where_185(%6206, %cst_978, %6162) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6208 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6209 = func.call @_where_188(%6208, %6122, %6186) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6210 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6211 = func.call @_where_188(%6210, %6131, %6194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6212 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6213 = func.call @_where_188(%6212, %6142, %6205) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6214 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_979 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6215 = func.call @_where_189(%6214, %6162, %cst_979) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6216 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6217 = func.call @_where_188(%6216, %6186, %6122) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6218 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6219 = func.call @_where_188(%6218, %6194, %6131) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6220 = stablehlo.compare LT, %6194, %6131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6221 = func.call @_where_188(%6220, %6205, %6142) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_980 = stablehlo.constant dense<true> : tensor<i1>
      %6222 = stablehlo.not %c_980 : tensor<i1>
      %c_981 = stablehlo.constant dense<false> : tensor<i1>
      %6223 = stablehlo.or %c_981, %6222 : tensor<i1>
      %6224 = stablehlo.abs %6219 : tensor<f32>
      %6225 = stablehlo.compare LT, %6224, %6160, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6226 = stablehlo.compare LT, %6217, %6122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6227 = stablehlo.and %6225, %6226 : tensor<i1>
      %6228 = stablehlo.or %6223, %6227 : tensor<i1>
      %6229 = stablehlo.abs %6211 : tensor<f32>
      %6230 = stablehlo.compare LT, %6229, %6160, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6231 = stablehlo.compare LT, %6209, %6122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6232 = stablehlo.and %6230, %6231 : tensor<i1>
      %6233 = stablehlo.or %6228, %6232 : tensor<i1>
      %6234 = stablehlo.not %6233 : tensor<i1>
      %c_982 = stablehlo.constant dense<true> : tensor<i1>
      %c_983 = stablehlo.constant dense<0> : tensor<i32>
      %c_984 = stablehlo.constant dense<0> : tensor<i32>
      %6235:18 = stablehlo.while(%iterArg_997 = %6073, %iterArg_998 = %iterArg_926, %iterArg_999 = %6097, %iterArg_1000 = %6082, %iterArg_1001 = %6160, %iterArg_1002 = %6122, %iterArg_1003 = %c_984, %iterArg_1004 = %6215, %iterArg_1005 = %6217, %iterArg_1006 = %6219, %iterArg_1007 = %6221, %iterArg_1008 = %6207, %iterArg_1009 = %6209, %iterArg_1010 = %6211, %iterArg_1011 = %6213, %iterArg_1012 = %c_982, %iterArg_1013 = %c_983, %iterArg_1014 = %6234) : tensor<64xf32>, tensor<64xf32>, tensor<64x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>
      cond {
        %c_1015 = stablehlo.constant dense<50> : tensor<i32>
        %6302 = stablehlo.compare LT, %iterArg_1003, %c_1015, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %6302 : tensor<i1>
      } do {
        %6302:11 = func.call @closed_call_190(%iterArg_997, %iterArg_998, %iterArg_999, %iterArg_1000, %iterArg_1001, %iterArg_1002, %iterArg_1004, %iterArg_1005, %iterArg_1006, %iterArg_1007, %iterArg_1008, %iterArg_1009, %iterArg_1010, %iterArg_1011, %iterArg_1012, %iterArg_1013, %iterArg_1014) : (tensor<64xf32>, tensor<64xf32>, tensor<64x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>)
        %c_1015 = stablehlo.constant dense<1> : tensor<i32>
        %6303 = stablehlo.add %iterArg_1003, %c_1015 : tensor<i32>
        stablehlo.return %iterArg_997, %iterArg_998, %iterArg_999, %iterArg_1000, %iterArg_1001, %iterArg_1002, %6303, %6302#0, %6302#1, %6302#2, %6302#3, %6302#4, %6302#5, %6302#6, %6302#7, %6302#8, %6302#9, %6302#10 : tensor<64xf32>, tensor<64xf32>, tensor<64x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>
      }
      %6236 = stablehlo.compare LT, %6235#8, %6122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6237 = stablehlo.compare LT, %6235#12, %6122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6238 = stablehlo.or %6236, %6237 : tensor<i1>
      %6239 = stablehlo.compare LT, %6235#8, %6235#12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6240 = func.call @_where_188(%6239, %6235#7, %6235#11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6241 = stablehlo.convert %6238 : (tensor<i1>) -> tensor<f32>
      %6242 = stablehlo.broadcast_in_dim %6241, dims = [] : (tensor<f32>) -> tensor<14xf32>
      %6243 = stablehlo.multiply %6242, %iterArg_931 : tensor<14xf32>
      %6244 = stablehlo.broadcast_in_dim %6240, dims = [] : (tensor<f32>) -> tensor<14xf32>
      %6245 = stablehlo.multiply %6243, %6244 : tensor<14xf32>
      %6246 = stablehlo.add %iterArg_924, %6245 : tensor<14xf32>
      %6247 = stablehlo.convert %6238 : (tensor<i1>) -> tensor<f32>
      %6248 = stablehlo.broadcast_in_dim %6247, dims = [] : (tensor<f32>) -> tensor<14xf32>
      %6249 = stablehlo.multiply %6248, %6072 : tensor<14xf32>
      %6250 = stablehlo.broadcast_in_dim %6240, dims = [] : (tensor<f32>) -> tensor<14xf32>
      %6251 = stablehlo.multiply %6249, %6250 : tensor<14xf32>
      %6252 = stablehlo.add %iterArg_928, %6251 : tensor<14xf32>
      %6253 = stablehlo.convert %6238 : (tensor<i1>) -> tensor<f32>
      %6254 = stablehlo.broadcast_in_dim %6253, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6255 = stablehlo.multiply %6254, %6073 : tensor<64xf32>
      %6256 = stablehlo.broadcast_in_dim %6240, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6257 = stablehlo.multiply %6255, %6256 : tensor<64xf32>
      %6258 = stablehlo.add %iterArg_926, %6257 : tensor<64xf32>
      %cst_985 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6259 = stablehlo.broadcast_in_dim %cst_985, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6260 = stablehlo.compare LT, %6258, %6259, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c_986 = stablehlo.constant dense<0> : tensor<i32>
      %6261 = stablehlo.broadcast_in_dim %c_986, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_987 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6262 = stablehlo.broadcast_in_dim %cst_987, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6263 = stablehlo.negate %6258 : tensor<64xf32>
      %6264 = stablehlo.multiply %iterArg_922, %6263 : tensor<64xf32>
      %6265 = stablehlo.convert %6260 : (tensor<64xi1>) -> tensor<64xf32>
      %6266 = stablehlo.multiply %6264, %6265 : tensor<64xf32>
      %6267 = stablehlo.add %6266, %6262 : tensor<64xf32>
      %6268 = stablehlo.multiply %iterArg_922, %6258 : tensor<64xf32>
      %6269 = stablehlo.multiply %6268, %6258 : tensor<64xf32>
      %6270 = stablehlo.convert %6260 : (tensor<64xi1>) -> tensor<64xf32>
      %6271 = stablehlo.multiply %6269, %6270 : tensor<64xf32>
      %cst_988 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6272 = stablehlo.reduce(%6271 init: %cst_988) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
      %cst_989 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6273 = stablehlo.multiply %cst_989, %6272 : tensor<f32>
      %6274 = stablehlo.transpose %iterArg_920, dims = [1, 0] : (tensor<64x14xf32>) -> tensor<14x64xf32>
      %6275 = stablehlo.dot_general %6274, %6267, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x64xf32>, tensor<64xf32>) -> tensor<14xf32>
      %6276 = stablehlo.subtract %6252, %iterArg_921 : tensor<14xf32>
      %6277 = stablehlo.subtract %6246, %iterArg_923 : tensor<14xf32>
      %6278 = stablehlo.dot_general %6276, %6277, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14xf32>, tensor<14xf32>) -> tensor<f32>
      %cst_990 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6279 = stablehlo.multiply %cst_990, %6278 : tensor<f32>
      %6280 = stablehlo.add %6273, %6279 : tensor<f32>
      %cst_991 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6281 = stablehlo.add %6280, %cst_991 : tensor<f32>
      %6282 = stablehlo.subtract %6252, %iterArg_921 : tensor<14xf32>
      %6283 = stablehlo.subtract %6282, %6275 : tensor<14xf32>
      %6284 = stablehlo.transpose %iterArg_920, dims = [1, 0] : (tensor<64x14xf32>) -> tensor<14x64xf32>
      %6285 = stablehlo.broadcast_in_dim %iterArg_922, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6286 = stablehlo.broadcast_in_dim %6285, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<14x64xf32>
      %6287 = stablehlo.multiply %6284, %6286 : tensor<14x64xf32>
      %6288 = stablehlo.convert %6260 : (tensor<64xi1>) -> tensor<64xf32>
      %6289 = stablehlo.broadcast_in_dim %6288, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6290 = stablehlo.broadcast_in_dim %6289, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<14x64xf32>
      %6291 = stablehlo.multiply %6287, %6290 : tensor<14x64xf32>
      %6292 = stablehlo.dot_general %6291, %iterArg_920, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<14x64xf32>, tensor<64x14xf32>) -> tensor<14x14xf32>
      %6293 = stablehlo.add %iterArg_917, %6292 : tensor<14x14xf32>
      %6294 = stablehlo.transpose %6293, dims = [1, 0] : (tensor<14x14xf32>) -> tensor<14x14xf32>
      %6295 = stablehlo.add %6293, %6294 : tensor<14x14xf32>
      %cst_992 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6296 = stablehlo.broadcast_in_dim %cst_992, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
      %6297 = stablehlo.multiply %6295, %6296 : tensor<14x14xf32>
      %6298 = func.call @_cholesky(%6297) : (tensor<14x14xf32>) -> tensor<14x14xf32>
      %6299 = func.call @_cho_solve(%6298, %6283) : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
      %6300 = stablehlo.negate %6299 : tensor<14xf32>
      %c_993 = stablehlo.constant dense<1> : tensor<i32>
      %6301 = stablehlo.add %iterArg_935, %c_993 : tensor<i32>
      %cst_994 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_995 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_996 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %iterArg, %iterArg_915, %iterArg_916, %iterArg_917, %iterArg_918, %iterArg_919, %iterArg_920, %iterArg_921, %iterArg_922, %iterArg_923, %6246, %6275, %6258, %6267, %6252, %6283, %6299, %6300, %6279, %6281, %iterArg_933, %6301, %6260, %cst_994, %cst_995, %cst_996 : tensor<14x14xf32>, tensor<f32>, tensor<f32>, tensor<14x14xf32>, tensor<f32>, tensor<f32>, tensor<64x14xf32>, tensor<14xf32>, tensor<64xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<64xi1>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %5831 = stablehlo.broadcast_in_dim %arg251, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %5832 = stablehlo.multiply %5831, %arg284 : tensor<14xf32>
    %5833 = call @_diag(%5832) : (tensor<14xf32>) -> tensor<14x14xf32>
    %5834 = stablehlo.add %2338, %5833 : tensor<14x14xf32>
    %5835 = call @_cholesky(%5834) : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %5836 = stablehlo.add %5726, %5830#11 : tensor<14xf32>
    %5837 = call @_cho_solve(%5835, %5836) : (tensor<14x14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5838 = stablehlo.broadcast_in_dim %arg251, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %5839 = stablehlo.multiply %5837, %5838 : tensor<14xf32>
    %5840 = stablehlo.add %arg345, %5839 : tensor<14xf32>
    %5841 = call @_take_12(%1318, %arg338) : (tensor<16xf32>, tensor<2x7xi32>) -> tensor<2x7xf32>
    %5842 = call @_take_145(%5840, %arg339) : (tensor<14xf32>, tensor<2x6xi32>) -> tensor<2x6xf32>
    %5843 = stablehlo.slice %5841 [0:2, 0:3] : (tensor<2x7xf32>) -> tensor<2x3xf32>
    %5844 = stablehlo.slice %5842 [0:2, 0:3] : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %5845 = stablehlo.broadcast_in_dim %arg251, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5846 = stablehlo.multiply %5845, %5844 : tensor<2x3xf32>
    %5847 = stablehlo.add %5843, %5846 : tensor<2x3xf32>
    %5848 = stablehlo.slice %5841 [0:2, 3:7] : (tensor<2x7xf32>) -> tensor<2x4xf32>
    %5849 = stablehlo.slice %5842 [0:2, 3:6] : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %cst_880 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5850 = call @allclose_72(%5849, %cst_880) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_881 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5851 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5852 = call @_where_74(%5850, %5851, %5849) : (tensor<2xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5853 = call @norm_75(%5852) : (tensor<2x3xf32>) -> tensor<2xf32>
    %cst_882 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5854 = call @_where_15(%5850, %cst_882, %5853) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_883 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5855 = stablehlo.broadcast_in_dim %cst_883, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5856 = stablehlo.compare EQ, %5854, %5855, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %5857 = stablehlo.convert %5856 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_884 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5858 = stablehlo.broadcast_in_dim %cst_884, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5859 = stablehlo.multiply %5858, %5857 : tensor<2xf32>
    %5860 = stablehlo.convert %5859 : tensor<2xf32>
    %5861 = stablehlo.add %5854, %5860 : tensor<2xf32>
    %5862 = stablehlo.broadcast_in_dim %5861, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5863 = stablehlo.broadcast_in_dim %5862, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5864 = stablehlo.divide %5849, %5863 : tensor<2x3xf32>
    %5865 = stablehlo.broadcast_in_dim %arg251, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5866 = stablehlo.multiply %5865, %5854 : tensor<2xf32>
    %cst_885 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5867 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5868 = stablehlo.multiply %5866, %5867 : tensor<2xf32>
    %5869 = stablehlo.sine %5868 : tensor<2xf32>
    %cst_886 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5870 = stablehlo.broadcast_in_dim %cst_886, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5871 = stablehlo.multiply %5866, %5870 : tensor<2xf32>
    %5872 = stablehlo.cosine %5871 : tensor<2xf32>
    %5873 = stablehlo.broadcast_in_dim %5869, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5874 = stablehlo.broadcast_in_dim %5873, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5875 = stablehlo.multiply %5864, %5874 : tensor<2x3xf32>
    %5876 = stablehlo.broadcast_in_dim %5872, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %c_887 = stablehlo.constant dense<0> : tensor<i32>
    %5877 = stablehlo.reshape %c_887 : (tensor<i32>) -> tensor<1xi32>
    %5878 = stablehlo.reshape %5877 : (tensor<1xi32>) -> tensor<i32>
    %5879 = stablehlo.broadcast_in_dim %5878, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_888 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5880 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_889 = stablehlo.constant dense<0> : tensor<i32>
    %5881 = stablehlo.broadcast_in_dim %c_889, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5882 = stablehlo.compare LT, %5879, %5881, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_890 = stablehlo.constant dense<3> : tensor<i32>
    %5883 = stablehlo.broadcast_in_dim %c_890, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5884 = stablehlo.add %5879, %5883 : tensor<1xi32>
    %5885 = call @_where_193(%5882, %5884, %5879) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %c_891 = stablehlo.constant dense<0> : tensor<i32>
    %c_892 = stablehlo.constant dense<3> : tensor<i32>
    %5886 = call @clip_194(%5885, %c_891, %c_892) : (tensor<1xi32>, tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %5887 = call @argsort_195(%5886) : (tensor<1xi32>) -> tensor<1xi32>
    %5888 = stablehlo.iota dim = 0 : tensor<1xi32>
    %c_893 = stablehlo.constant dense<0> : tensor<i32>
    %5889 = stablehlo.broadcast_in_dim %c_893, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5890 = stablehlo.compare LT, %5887, %5889, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_894 = stablehlo.constant dense<1> : tensor<i32>
    %5891 = stablehlo.broadcast_in_dim %c_894, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5892 = stablehlo.add %5887, %5891 : tensor<1xi32>
    %5893 = stablehlo.select %5890, %5892, %5887 : tensor<1xi1>, tensor<1xi32>
    %5894 = stablehlo.broadcast_in_dim %5893, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %5895 = stablehlo.convert %5886 : tensor<1xi32>
    %5896 = "stablehlo.scatter"(%5895, %5894, %5888) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %5897 = stablehlo.convert %5896 : tensor<1xi32>
    %c_895 = stablehlo.constant dense<true> : tensor<i1>
    %5898 = stablehlo.broadcast_in_dim %c_895, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %c_896 = stablehlo.constant dense<0> : tensor<i32>
    %5899 = stablehlo.broadcast_in_dim %c_896, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5900 = stablehlo.compare LT, %5897, %5899, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_897 = stablehlo.constant dense<4> : tensor<i32>
    %5901 = stablehlo.broadcast_in_dim %c_897, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5902 = stablehlo.add %5897, %5901 : tensor<1xi32>
    %5903 = stablehlo.select %5900, %5902, %5897 : tensor<1xi1>, tensor<1xi32>
    %5904 = stablehlo.broadcast_in_dim %5903, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_898 = stablehlo.constant dense<false> : tensor<i1>
    %5905 = stablehlo.broadcast_in_dim %c_898, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %5906 = "stablehlo.scatter"(%5898, %5904, %5905) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i1>, %arg401: tensor<i1>):
      stablehlo.return %arg401 : tensor<i1>
    }) : (tensor<4xi1>, tensor<1x1xi32>, tensor<1xi1>) -> tensor<4xi1>
    %5907 = call @cumsum_196(%5906) : (tensor<4xi1>) -> tensor<4xi32>
    %c_899 = stablehlo.constant dense<0> : tensor<i32>
    %5908 = stablehlo.broadcast_in_dim %c_899, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_900 = stablehlo.constant dense<0> : tensor<i32>
    %5909 = call @clip_197(%5907, %c_900) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_901 = stablehlo.constant dense<0> : tensor<i32>
    %5910 = stablehlo.broadcast_in_dim %c_901, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5911 = stablehlo.compare LT, %5909, %5910, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_902 = stablehlo.constant dense<3> : tensor<i32>
    %5912 = stablehlo.broadcast_in_dim %c_902, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5913 = stablehlo.add %5909, %5912 : tensor<4xi32>
    %5914 = stablehlo.select %5911, %5913, %5909 : tensor<4xi1>, tensor<4xi32>
    %5915 = stablehlo.broadcast_in_dim %5914, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_903 = stablehlo.constant dense<1> : tensor<i32>
    %5916 = stablehlo.broadcast_in_dim %c_903, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5917 = "stablehlo.scatter"(%5908, %5915, %5916) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<i32>, %arg401: tensor<i32>):
      %6062 = stablehlo.add %arg400, %arg401 : tensor<i32>
      stablehlo.return %6062 : tensor<i32>
    }) : (tensor<3xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<3xi32>
    %5918 = call @cumsum_198(%5917) : (tensor<3xi32>) -> tensor<3xi32>
    %c_904 = stablehlo.constant dense<1> : tensor<i32>
    %5919 = call @floor_divide_199(%5918, %c_904) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_905 = stablehlo.constant dense<4> : tensor<i32>
    %5920 = call @remainder_201(%5919, %c_905) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_906 = stablehlo.constant dense<0> : tensor<i32>
    %5921 = stablehlo.broadcast_in_dim %c_906, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5922 = stablehlo.compare LT, %5897, %5921, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_907 = stablehlo.constant dense<4> : tensor<i32>
    %5923 = stablehlo.broadcast_in_dim %c_907, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5924 = stablehlo.add %5897, %5923 : tensor<1xi32>
    %5925 = stablehlo.select %5922, %5924, %5897 : tensor<1xi1>, tensor<1xi32>
    %5926 = stablehlo.broadcast_in_dim %5925, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %5927 = stablehlo.broadcast_in_dim %5880, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %5928 = "stablehlo.scatter"(%5927, %5926, %5876) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<1x1xi32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    %c_908 = stablehlo.constant dense<0> : tensor<i32>
    %5929 = stablehlo.broadcast_in_dim %c_908, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5930 = stablehlo.compare LT, %5920, %5929, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_909 = stablehlo.constant dense<4> : tensor<i32>
    %5931 = stablehlo.broadcast_in_dim %c_909, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5932 = stablehlo.add %5920, %5931 : tensor<3xi32>
    %5933 = stablehlo.select %5930, %5932, %5920 : tensor<3xi1>, tensor<3xi32>
    %5934 = stablehlo.broadcast_in_dim %5933, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %5935 = "stablehlo.scatter"(%5928, %5934, %5875) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      stablehlo.return %arg401 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<3x1xi32>, tensor<2x3xf32>) -> tensor<2x4xf32>
    %5936 = stablehlo.slice %5848 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5937 = stablehlo.reshape %5936 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5938 = stablehlo.slice %5935 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5939 = stablehlo.reshape %5938 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5940 = stablehlo.multiply %5937, %5939 : tensor<2xf32>
    %5941 = stablehlo.slice %5848 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5942 = stablehlo.reshape %5941 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5943 = stablehlo.slice %5935 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5944 = stablehlo.reshape %5943 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5945 = stablehlo.multiply %5942, %5944 : tensor<2xf32>
    %5946 = stablehlo.subtract %5940, %5945 : tensor<2xf32>
    %5947 = stablehlo.slice %5848 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5948 = stablehlo.reshape %5947 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5949 = stablehlo.slice %5935 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5950 = stablehlo.reshape %5949 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5951 = stablehlo.multiply %5948, %5950 : tensor<2xf32>
    %5952 = stablehlo.subtract %5946, %5951 : tensor<2xf32>
    %5953 = stablehlo.slice %5848 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5954 = stablehlo.reshape %5953 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5955 = stablehlo.slice %5935 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5956 = stablehlo.reshape %5955 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5957 = stablehlo.multiply %5954, %5956 : tensor<2xf32>
    %5958 = stablehlo.subtract %5952, %5957 : tensor<2xf32>
    %5959 = stablehlo.slice %5848 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5960 = stablehlo.reshape %5959 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5961 = stablehlo.slice %5935 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5962 = stablehlo.reshape %5961 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5963 = stablehlo.multiply %5960, %5962 : tensor<2xf32>
    %5964 = stablehlo.slice %5848 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5965 = stablehlo.reshape %5964 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5966 = stablehlo.slice %5935 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5967 = stablehlo.reshape %5966 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5968 = stablehlo.multiply %5965, %5967 : tensor<2xf32>
    %5969 = stablehlo.add %5963, %5968 : tensor<2xf32>
    %5970 = stablehlo.slice %5848 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5971 = stablehlo.reshape %5970 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5972 = stablehlo.slice %5935 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5973 = stablehlo.reshape %5972 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5974 = stablehlo.multiply %5971, %5973 : tensor<2xf32>
    %5975 = stablehlo.add %5969, %5974 : tensor<2xf32>
    %5976 = stablehlo.slice %5848 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5977 = stablehlo.reshape %5976 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5978 = stablehlo.slice %5935 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5979 = stablehlo.reshape %5978 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5980 = stablehlo.multiply %5977, %5979 : tensor<2xf32>
    %5981 = stablehlo.subtract %5975, %5980 : tensor<2xf32>
    %5982 = stablehlo.slice %5848 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5983 = stablehlo.reshape %5982 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5984 = stablehlo.slice %5935 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5985 = stablehlo.reshape %5984 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5986 = stablehlo.multiply %5983, %5985 : tensor<2xf32>
    %5987 = stablehlo.slice %5848 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5988 = stablehlo.reshape %5987 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5989 = stablehlo.slice %5935 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5990 = stablehlo.reshape %5989 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5991 = stablehlo.multiply %5988, %5990 : tensor<2xf32>
    %5992 = stablehlo.subtract %5986, %5991 : tensor<2xf32>
    %5993 = stablehlo.slice %5848 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5994 = stablehlo.reshape %5993 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5995 = stablehlo.slice %5935 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %5996 = stablehlo.reshape %5995 : (tensor<2x1xf32>) -> tensor<2xf32>
    %5997 = stablehlo.multiply %5994, %5996 : tensor<2xf32>
    %5998 = stablehlo.add %5992, %5997 : tensor<2xf32>
    %5999 = stablehlo.slice %5848 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6000 = stablehlo.reshape %5999 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6001 = stablehlo.slice %5935 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6002 = stablehlo.reshape %6001 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6003 = stablehlo.multiply %6000, %6002 : tensor<2xf32>
    %6004 = stablehlo.add %5998, %6003 : tensor<2xf32>
    %6005 = stablehlo.slice %5848 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6006 = stablehlo.reshape %6005 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6007 = stablehlo.slice %5935 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6008 = stablehlo.reshape %6007 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6009 = stablehlo.multiply %6006, %6008 : tensor<2xf32>
    %6010 = stablehlo.slice %5848 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6011 = stablehlo.reshape %6010 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6012 = stablehlo.slice %5935 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6013 = stablehlo.reshape %6012 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6014 = stablehlo.multiply %6011, %6013 : tensor<2xf32>
    %6015 = stablehlo.add %6009, %6014 : tensor<2xf32>
    %6016 = stablehlo.slice %5848 [0:2, 2:3] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6017 = stablehlo.reshape %6016 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6018 = stablehlo.slice %5935 [0:2, 1:2] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6019 = stablehlo.reshape %6018 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6020 = stablehlo.multiply %6017, %6019 : tensor<2xf32>
    %6021 = stablehlo.subtract %6015, %6020 : tensor<2xf32>
    %6022 = stablehlo.slice %5848 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6023 = stablehlo.reshape %6022 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6024 = stablehlo.slice %5935 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %6025 = stablehlo.reshape %6024 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6026 = stablehlo.multiply %6023, %6025 : tensor<2xf32>
    %6027 = stablehlo.add %6021, %6026 : tensor<2xf32>
    %6028 = stablehlo.broadcast_in_dim %5958, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %6029 = stablehlo.broadcast_in_dim %5981, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %6030 = stablehlo.broadcast_in_dim %6004, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %6031 = stablehlo.broadcast_in_dim %6027, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %6032 = stablehlo.concatenate %6028, %6029, %6030, %6031, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    %cst_910 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6033 = call @allclose(%6032, %cst_910) : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xi1>
    %cst_911 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6034 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6035 = call @_where_14(%6033, %6034, %6032) : (tensor<2xi1>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6036 = call @norm(%6035) : (tensor<2x4xf32>) -> tensor<2xf32>
    %cst_912 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6037 = call @_where_15(%6033, %cst_912, %6036) : (tensor<2xi1>, tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
    %cst_913 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6038 = stablehlo.broadcast_in_dim %cst_913, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6039 = stablehlo.compare EQ, %6037, %6038, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %6040 = stablehlo.convert %6039 : (tensor<2xi1>) -> tensor<2xf32>
    %cst_914 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6041 = stablehlo.broadcast_in_dim %cst_914, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6042 = stablehlo.multiply %6041, %6040 : tensor<2xf32>
    %6043 = stablehlo.convert %6042 : tensor<2xf32>
    %6044 = stablehlo.add %6037, %6043 : tensor<2xf32>
    %6045 = stablehlo.broadcast_in_dim %6044, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %6046 = stablehlo.broadcast_in_dim %6045, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %6047 = stablehlo.divide %6032, %6046 : tensor<2x4xf32>
    %6048 = stablehlo.concatenate %5847, %6047, dim = 1 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
    %6049 = call @_take_155(%1318, %arg340) : (tensor<16xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
    %6050 = call @_take_203(%5840, %arg341) : (tensor<14xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
    %6051 = stablehlo.reshape %6049 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6052 = stablehlo.reshape %6050 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6053 = stablehlo.broadcast_in_dim %arg251, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6054 = stablehlo.multiply %6053, %6052 : tensor<2xf32>
    %6055 = stablehlo.add %6051, %6054 : tensor<2xf32>
    %6056 = stablehlo.broadcast_in_dim %6055, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %6057 = stablehlo.reshape %6048 : (tensor<2x7xf32>) -> tensor<14xf32>
    %6058 = stablehlo.reshape %6056 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6059 = stablehlo.concatenate %6057, %6058, dim = 0 : (tensor<14xf32>, tensor<2xf32>) -> tensor<16xf32>
    %6060 = call @_take_35(%6059, %arg342) : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf32>
    %6061 = stablehlo.add %arg343, %arg251 : tensor<f32>
    return %6061, %6060, %5840, %5830#10, %arg399, %5830#10, %5587, %1332, %1334, %1336, %1360, %1553, %1324, %1330, %1587, %1780, %2276, %2277, %1828, %5257, %2275, %5263, %5580, %5456, %5455, %5639, %5626, %5176, %5726, %5727, %5830#11, %2244, %5175, %2293, %2338, %2339, %5178, %5177, %4608, %4609, %4610, %4611, %4612, %4613, %4614, %4615, %4616, %4617, %4618, %4945, %5049, %4951, %4952, %5051, %5048, %5830#13, %6060 : tensor<f32>, tensor<16xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<14xf32>, tensor<0xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x3x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5x3xf32>, tensor<5x3x3xf32>, tensor<0x3xf32>, tensor<0x3x3xf32>, tensor<5x3xf32>, tensor<5x6xf32>, tensor<14x6xf32>, tensor<14x6xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<1xf32>, tensor<1xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<5x10xf32>, tensor<1x14xf32>, tensor<5x10xf32>, tensor<14x14xf32>, tensor<14x14xf32>, tensor<0xf32>, tensor<1xf32>, tensor<16xf32>, tensor<16x3xf32>, tensor<16x3x3xf32>, tensor<16xf32>, tensor<16x5xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x5xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16x2xi32>, tensor<64x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>
  }
  func.func private @_take(%arg0: tensor<4x3xf32>, %arg1: tensor<1x0xi32>) -> tensor<1x0x3xf32> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @remainder(%arg1, %c) : (tensor<1x0xi32>, tensor<i32>) -> tensor<1x0xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0x3xf32>
    return %1 : tensor<1x0x3xf32>
  }
  func.func private @remainder(%arg0: tensor<1x0xi32>, %arg1: tensor<i32>) -> tensor<1x0xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1x0xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<1x0xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x0xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<1x0xi32>, tensor<1x0xi32>) -> tensor<1x0xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x0xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<1x0xi32>, tensor<1x0xi32>) -> tensor<1x0xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<1x0xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<1x0xi1>, tensor<1x0xi1>) -> tensor<1x0xi1>
    %11 = stablehlo.and %10, %5 : tensor<1x0xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1x0xi32>
    %13 = stablehlo.add %3, %12 : tensor<1x0xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<1x0xi1>, tensor<1x0xi32>
    return %14 : tensor<1x0xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<16xf32>, %arg1: tensor<1x0xi32>) -> tensor<1x0xf32> {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %0 = call @remainder(%arg1, %c) : (tensor<1x0xi32>, tensor<i32>) -> tensor<1x0xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0xf32>
    return %1 : tensor<1x0xf32>
  }
  func.func private @_take_1(%arg0: tensor<5x3xf32>, %arg1: tensor<1xi32>) -> tensor<1x3xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    return %2 : tensor<1x3xf32>
  }
  func.func private @remainder_2(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %11 = stablehlo.and %10, %5 : tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.add %3, %12 : tensor<1xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<1xi1>, tensor<1xi32>
    return %14 : tensor<1xi32>
  }
  func.func private @_take_3(%arg0: tensor<5x4xf32>, %arg1: tensor<1xi32>) -> tensor<1x4xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<1x1xi32>) -> tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @_take_4(%arg0: tensor<1x0xf32>, %arg1: tensor<2xi32>) -> tensor<2x0xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x0xf32>
    return %2 : tensor<2x0xf32>
  }
  func.func private @remainder_5(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %11 = stablehlo.and %10, %5 : tensor<2xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %13 = stablehlo.add %3, %12 : tensor<2xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<2xi1>, tensor<2xi32>
    return %14 : tensor<2xi32>
  }
  func.func private @_take_6(%arg0: tensor<1x0x3xf32>, %arg1: tensor<2xi32>) -> tensor<2x0x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x0x3xf32>
    return %2 : tensor<2x0x3xf32>
  }
  func.func private @_take_7(%arg0: tensor<1x3xf32>, %arg1: tensor<2xi32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<1x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
  func.func private @_take_8(%arg0: tensor<1x4xf32>, %arg1: tensor<2xi32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<1x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
  func.func private @_take_9(%arg0: tensor<1x3x3xf32>, %arg1: tensor<2xi32>) -> tensor<2x3x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<1x3x3xf32>, tensor<2x1xi32>) -> tensor<2x3x3xf32>
    return %2 : tensor<2x3x3xf32>
  }
  func.func private @_take_10(%arg0: tensor<4x3xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x1x3xf32> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @remainder_11(%arg1, %c) : (tensor<2x1xi32>, tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<2x1x1xi32>) -> tensor<2x1x3xf32>
    return %2 : tensor<2x1x3xf32>
  }
  func.func private @remainder_11(%arg0: tensor<2x1xi32>, %arg1: tensor<i32>) -> tensor<2x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<2x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<2x1xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<2x1xi1>, tensor<2x1xi1>) -> tensor<2x1xi1>
    %11 = stablehlo.and %10, %5 : tensor<2x1xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %13 = stablehlo.add %3, %12 : tensor<2x1xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<2x1xi1>, tensor<2x1xi32>
    return %14 : tensor<2x1xi32>
  }
  func.func private @_take_12(%arg0: tensor<16xf32>, %arg1: tensor<2x7xi32>) -> tensor<2x7xf32> {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %0 = call @remainder_13(%arg1, %c) : (tensor<2x7xi32>, tensor<i32>) -> tensor<2x7xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x7x1xi32>) -> tensor<2x7xf32>
    return %2 : tensor<2x7xf32>
  }
  func.func private @remainder_13(%arg0: tensor<2x7xi32>, %arg1: tensor<i32>) -> tensor<2x7xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<2x7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<2x7xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<2x7xi1>, tensor<2x7xi1>) -> tensor<2x7xi1>
    %11 = stablehlo.and %10, %5 : tensor<2x7xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %13 = stablehlo.add %3, %12 : tensor<2x7xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<2x7xi1>, tensor<2x7xi32>
    return %14 : tensor<2x7xi32>
  }
  func.func private @cross(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1xf32>) -> tensor<2xf32>
    %2 = stablehlo.slice %arg0 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4 = stablehlo.slice %arg0 [0:2, 2:3] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6 = stablehlo.slice %arg1 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xf32>) -> tensor<2xf32>
    %8 = stablehlo.slice %arg1 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x1xf32>) -> tensor<2xf32>
    %10 = stablehlo.slice %arg1 [0:2, 2:3] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x1xf32>) -> tensor<2xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<2xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<2xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<2xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<2xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<2xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<2xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<2xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<2xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<2xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    return %24 : tensor<2x3xf32>
  }
  func.func private @allclose(%arg0: tensor<2x4xf32>, %arg1: tensor<f32>) -> tensor<2xi1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose(%arg0, %arg1, %cst, %cst_0) : (tensor<2x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x4xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<2x4xi1>, tensor<i1>) -> tensor<2xi1>
    return %1 : tensor<2xi1>
  }
  func.func private @isclose(%arg0: tensor<2x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x4xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<2x4xi1>
    %6 = stablehlo.and %3, %5 : tensor<2x4xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<2x4xf32>
    %10 = stablehlo.abs %9 : tensor<2x4xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x4xi1>
    %19 = stablehlo.and %18, %15 : tensor<2x4xi1>
    %20 = stablehlo.or %17, %19 : tensor<2x4xi1>
    return %20 : tensor<2x4xi1>
  }
  func.func private @_where_14(%arg0: tensor<2xi1>, %arg1: tensor<4xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
    %2 = stablehlo.select %1, %0, %arg2 : tensor<2x4xi1>, tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
  func.func private @norm(%arg0: tensor<2x4xf32>) -> tensor<2xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.sqrt %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @_where_15(%arg0: tensor<2xi1>, %arg1: tensor<f32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2xi1>, tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @_take_16(%arg0: tensor<1x0xf32>, %arg1: tensor<1xi32>) -> tensor<1x0xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0xf32>
    return %2 : tensor<1x0xf32>
  }
  func.func private @_take_17(%arg0: tensor<1x0x3xf32>, %arg1: tensor<1xi32>) -> tensor<1x0x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0x3xf32>
    return %2 : tensor<1x0x3xf32>
  }
  func.func private @_take_18(%arg0: tensor<1x3xf32>, %arg1: tensor<1xi32>) -> tensor<1x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<1x3xf32>, tensor<1x1xi32>) -> tensor<1x3xf32>
    return %2 : tensor<1x3xf32>
  }
  func.func private @_take_19(%arg0: tensor<1x4xf32>, %arg1: tensor<1xi32>) -> tensor<1x4xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<1x4xf32>, tensor<1x1xi32>) -> tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @_take_20(%arg0: tensor<1x3x3xf32>, %arg1: tensor<1xi32>) -> tensor<1x3x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<1x3x3xf32>, tensor<1x1xi32>) -> tensor<1x3x3xf32>
    return %2 : tensor<1x3x3xf32>
  }
  func.func private @_take_21(%arg0: tensor<4x3xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x3xf32> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @remainder_22(%arg1, %c) : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<1x1x1xi32>) -> tensor<1x1x3xf32>
    return %2 : tensor<1x1x3xf32>
  }
  func.func private @remainder_22(%arg0: tensor<1x1xi32>, %arg1: tensor<i32>) -> tensor<1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x1xi1>
    %11 = stablehlo.and %10, %5 : tensor<1x1xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %13 = stablehlo.add %3, %12 : tensor<1x1xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<1x1xi1>, tensor<1x1xi32>
    return %14 : tensor<1x1xi32>
  }
  func.func private @_take_23(%arg0: tensor<16xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1xf32> {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %0 = call @remainder_22(%arg1, %c) : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1x1x1xi32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
  func.func private @cross_24(%arg0: tensor<1x3xf32>, %arg1: tensor<1x3xf32>) -> tensor<1x3xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xf32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1xf32>) -> tensor<1xf32>
    %6 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x1xf32>) -> tensor<1xf32>
    %8 = stablehlo.slice %arg1 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x1xf32>) -> tensor<1xf32>
    %10 = stablehlo.slice %arg1 [0:1, 2:3] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1xf32>) -> tensor<1xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<1xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<1xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<1xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<1xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<1xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<1xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<1xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<1xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<1xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
    return %24 : tensor<1x3xf32>
  }
  func.func private @_where_25(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @clip(%arg0: tensor<1xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1xi32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.minimum %2, %1 : tensor<1xi32>
    return %3 : tensor<1xi32>
  }
  func.func private @argsort(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1xi32>, tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    return %1#1 : tensor<1xi32>
  }
  func.func private @cumsum(%arg0: tensor<4xi1>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi32>
    %1 = call @cumsum_26(%0) : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @cumsum_26(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @clip_27(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @cumsum_28(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_29(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_29(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<3xi32>
    %2 = stablehlo.sign %arg0 : tensor<3xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %10 = stablehlo.and %5, %9 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<3xi32>
    %13 = call @_where_30(%10, %12, %1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %13 : tensor<3xi32>
  }
  func.func private @_where_30(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder_31(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_32(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_32(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_33(%arg0: tensor<1x1xf32>, %arg1: tensor<1xi32>) -> tensor<1x1xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
  func.func private @_take_34(%arg0: tensor<1x1x3xf32>, %arg1: tensor<1xi32>) -> tensor<1x1x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<1x1x3xf32>, tensor<1x1xi32>) -> tensor<1x1x3xf32>
    return %2 : tensor<1x1x3xf32>
  }
  func.func private @_take_35(%arg0: tensor<16xf32>, %arg1: tensor<16xi32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %0 = call @remainder_36(%arg1, %c) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @remainder_36(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %11 = stablehlo.and %10, %5 : tensor<16xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %13 = stablehlo.add %3, %12 : tensor<16xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<16xi1>, tensor<16xi32>
    return %14 : tensor<16xi32>
  }
  func.func private @_take_37(%arg0: tensor<4x3xf32>, %arg1: tensor<4xi32>) -> tensor<4x3xf32> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @remainder_38(%arg1, %c) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
    return %2 : tensor<4x3xf32>
  }
  func.func private @remainder_38(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %11 = stablehlo.and %10, %5 : tensor<4xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.add %3, %12 : tensor<4xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<4xi1>, tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_take_39(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi32>) -> tensor<5x3xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_40(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    return %2 : tensor<5x3xf32>
  }
  func.func private @remainder_40(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %11 = stablehlo.and %10, %5 : tensor<5xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.add %3, %12 : tensor<5xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<5xi1>, tensor<5xi32>
    return %14 : tensor<5xi32>
  }
  func.func private @_take_41(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi32>) -> tensor<5x4xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_40(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<5x1xi32>) -> tensor<5x4xf32>
    return %2 : tensor<5x4xf32>
  }
  func.func private @_take_42(%arg0: tensor<5x3x3xf32>, %arg1: tensor<5xi32>) -> tensor<5x3x3xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_40(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3>}> : (tensor<5x3x3xf32>, tensor<5x1xi32>) -> tensor<5x3x3xf32>
    return %2 : tensor<5x3x3xf32>
  }
  func.func private @cross_43(%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xf32>) -> tensor<5xf32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xf32>) -> tensor<5xf32>
    %4 = stablehlo.slice %arg0 [0:5, 2:3] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<5x1xf32>) -> tensor<5xf32>
    %6 = stablehlo.slice %arg1 [0:5, 0:1] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<5x1xf32>) -> tensor<5xf32>
    %8 = stablehlo.slice %arg1 [0:5, 1:2] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1xf32>) -> tensor<5xf32>
    %10 = stablehlo.slice %arg1 [0:5, 2:3] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<5x1xf32>) -> tensor<5xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<5xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<5xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<5xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<5xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<5xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<5xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<5xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<5xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<5xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 1 : (tensor<5x1xf32>, tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x3xf32>
    return %24 : tensor<5x3xf32>
  }
  func.func private @_take_44(%arg0: tensor<5xf32>, %arg1: tensor<1xi32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_take_45(%arg0: tensor<5xf32>, %arg1: tensor<5xi32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_40(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @_where_46(%arg0: tensor<5x3xi1>, %arg1: tensor<5x3xf32>, %arg2: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x3xi1>, tensor<5x3xf32>
    return %0 : tensor<5x3xf32>
  }
  func.func private @cross_47(%arg0: tensor<5x3xf32>, %arg1: tensor<3x3xf32>) -> tensor<5x3x3xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xf32>) -> tensor<5xf32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xf32>) -> tensor<5xf32>
    %4 = stablehlo.slice %arg0 [0:5, 2:3] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<5x1xf32>) -> tensor<5xf32>
    %6 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x1xf32>) -> tensor<3xf32>
    %8 = stablehlo.slice %arg1 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x1xf32>) -> tensor<3xf32>
    %10 = stablehlo.slice %arg1 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<3x1xf32>) -> tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<5x3xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %18 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<5x3xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<5x3xf32>
    %23 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %24 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<5x3xf32>
    %28 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %29 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<5x3xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<5x3xf32>
    %34 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %35 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<5x3xf32>
    %39 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %40 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x3xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<5x3xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<5x3xf32>
    %45 = stablehlo.broadcast_in_dim %22, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %46 = stablehlo.broadcast_in_dim %33, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 2] : (tensor<5x3xf32>) -> tensor<5x1x3xf32>
    %48 = stablehlo.concatenate %45, %46, %47, dim = 1 : (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3xf32>) -> tensor<5x3x3xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1] : (tensor<5x3x3xf32>) -> tensor<5x3x3xf32>
    return %49 : tensor<5x3x3xf32>
  }
  func.func private @cross_48(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:3, 0:1] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.slice %arg0 [0:2, 0:3, 1:2] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.slice %arg0 [0:2, 0:3, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.slice %arg1 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xf32>) -> tensor<2xf32>
    %8 = stablehlo.slice %arg1 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x1xf32>) -> tensor<2xf32>
    %10 = stablehlo.slice %arg1 [0:2, 2:3] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x1xf32>) -> tensor<2xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.multiply %3, %13 : tensor<2x3xf32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<2x3xf32>
    %18 = stablehlo.subtract %14, %17 : tensor<2x3xf32>
    %19 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %21 = stablehlo.multiply %5, %20 : tensor<2x3xf32>
    %22 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %24 = stablehlo.multiply %1, %23 : tensor<2x3xf32>
    %25 = stablehlo.subtract %21, %24 : tensor<2x3xf32>
    %26 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %28 = stablehlo.multiply %1, %27 : tensor<2x3xf32>
    %29 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %31 = stablehlo.multiply %3, %30 : tensor<2x3xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<2x3xf32>
    %33 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %34 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %36 = stablehlo.concatenate %33, %34, %35, dim = 2 : (tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x3xf32>
    return %36 : tensor<2x3x3xf32>
  }
  func.func private @_take_49(%arg0: tensor<14x6xf32>, %arg1: tensor<14xi32>) -> tensor<14x6xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_50(%arg1, %c) : (tensor<14xi32>, tensor<i32>) -> tensor<14xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<14x6xf32>, tensor<14x1xi32>) -> tensor<14x6xf32>
    return %2 : tensor<14x6xf32>
  }
  func.func private @remainder_50(%arg0: tensor<14xi32>, %arg1: tensor<i32>) -> tensor<14xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<14xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<14xi1>, tensor<14xi1>) -> tensor<14xi1>
    %11 = stablehlo.and %10, %5 : tensor<14xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %13 = stablehlo.add %3, %12 : tensor<14xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<14xi1>, tensor<14xi32>
    return %14 : tensor<14xi32>
  }
  func.func private @_take_51(%arg0: tensor<5x10xf32>, %arg1: tensor<1xi32>) -> tensor<1x10xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 10>}> : (tensor<5x10xf32>, tensor<1x1xi32>) -> tensor<1x10xf32>
    return %2 : tensor<1x10xf32>
  }
  func.func private @_take_52(%arg0: tensor<5x10xf32>, %arg1: tensor<5xi32>) -> tensor<5x10xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_40(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 10>}> : (tensor<5x10xf32>, tensor<5x1xi32>) -> tensor<5x10xf32>
    return %2 : tensor<5x10xf32>
  }
  func.func private @_take_53(%arg0: tensor<5x10xf32>, %arg1: tensor<14xi32>) -> tensor<14x10xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<14xi32>
    %4 = call @_where_54(%1, %3, %arg1) : (tensor<14xi1>, tensor<14xi32>, tensor<14xi32>) -> tensor<14xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<14x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<14x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<14x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<14x1xi1>, tensor<i1>) -> tensor<14xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 10>}> : (tensor<5x10xf32>, tensor<14x1xi32>) -> tensor<14x10xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<14xi1>) -> tensor<14x10xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14x10xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<14x10xi1>, tensor<14x10xf32>
    return %16 : tensor<14x10xf32>
  }
  func.func private @_where_54(%arg0: tensor<14xi1>, %arg1: tensor<14xi32>, %arg2: tensor<14xi32>) -> tensor<14xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<14xi1>, tensor<14xi32>
    return %0 : tensor<14xi32>
  }
  func.func private @cross_55(%arg0: tensor<14x3xf32>, %arg1: tensor<14x3xf32>) -> tensor<14x3xf32> {
    %0 = stablehlo.slice %arg0 [0:14, 0:1] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<14x1xf32>) -> tensor<14xf32>
    %2 = stablehlo.slice %arg0 [0:14, 1:2] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<14x1xf32>) -> tensor<14xf32>
    %4 = stablehlo.slice %arg0 [0:14, 2:3] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<14x1xf32>) -> tensor<14xf32>
    %6 = stablehlo.slice %arg1 [0:14, 0:1] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<14x1xf32>) -> tensor<14xf32>
    %8 = stablehlo.slice %arg1 [0:14, 1:2] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<14x1xf32>) -> tensor<14xf32>
    %10 = stablehlo.slice %arg1 [0:14, 2:3] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<14x1xf32>) -> tensor<14xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<14xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<14xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<14xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<14xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<14xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<14xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<14xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<14xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<14xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 1 : (tensor<14x1xf32>, tensor<14x1xf32>, tensor<14x1xf32>) -> tensor<14x3xf32>
    return %24 : tensor<14x3xf32>
  }
  func.func private @_diag(%arg0: tensor<14xf32>) -> tensor<14x14xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<14xf32>, tensor<f32>) -> tensor<14xf32>
    %1 = stablehlo.iota dim = 0 : tensor<14x14xi32>
    %2 = stablehlo.iota dim = 1 : tensor<14x14xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<14x14xi32>
    %4 = stablehlo.add %1, %3 : tensor<14x14xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<14x14xi32>, tensor<14x14xi32>) -> tensor<14x14xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_56(%5, %6, %cst_0) : (tensor<14x14xi1>, tensor<14x1xf32>, tensor<f32>) -> tensor<14x14xf32>
    return %7 : tensor<14x14xf32>
  }
  func.func private @_where_56(%arg0: tensor<14x14xi1>, %arg1: tensor<14x1xf32>, %arg2: tensor<f32>) -> tensor<14x14xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<14x1xf32>) -> tensor<14x14xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<14x14xi1>, tensor<14x14xf32>
    return %2 : tensor<14x14xf32>
  }
  func.func private @tril(%arg0: tensor<14x14xf32>) -> tensor<14x14xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<14x14xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<14x14xi32>
    %2 = stablehlo.add %0, %1 : tensor<14x14xi32>
    %3 = stablehlo.iota dim = 1 : tensor<14x14xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<14x14xi32>, tensor<14x14xi32>) -> tensor<14x14xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<14x14xi1>, tensor<14x14xf32>
    return %6 : tensor<14x14xf32>
  }
  func.func private @_cholesky(%arg0: tensor<14x14xf32>) -> tensor<14x14xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<14x14xf32>) -> tensor<14x14xf32>
    %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=14, j=14, k=14, l=14}, custom>} : (tensor<14x14xf32>) -> (tensor<14x14xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<14x14xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<14x14xi1>, tensor<14x14xf32>
    %8 = stablehlo.iota dim = 0 : tensor<14x14xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<14x14xi32>
    %10 = stablehlo.add %8, %9 : tensor<14x14xi32>
    %11 = stablehlo.iota dim = 1 : tensor<14x14xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<14x14xi32>, tensor<14x14xi32>) -> tensor<14x14xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %14 = stablehlo.select %12, %7, %13 : tensor<14x14xi1>, tensor<14x14xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<14x14xf32>) -> tensor<14x14xf32>
    return %15 : tensor<14x14xf32>
  }
  func.func private @_where_57(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_where_58(%arg0: tensor<1x2xi1>, %arg1: tensor<1x2xf32>, %arg2: tensor<1x2xf32>) -> tensor<1x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x2xi1>, tensor<1x2xf32>
    return %0 : tensor<1x2xf32>
  }
  func.func private @_where_59(%arg0: tensor<2xi1>, %arg1: tensor<f32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2xi1>, tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @_where_60(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x2xi1>, tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
  func.func private @_where_61(%arg0: tensor<1x8xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %4 = stablehlo.select %arg0, %3, %2 : tensor<1x8xi1>, tensor<1x8xf32>
    return %4 : tensor<1x8xf32>
  }
  func.func private @argmax(%arg0: tensor<1x8xf32>) -> tensor<1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1x8xf32>, tensor<1x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<1xi32>
  }
  func.func private @argmax_62(%arg0: tensor<1x8xf32>) -> tensor<1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1x8xf32>, tensor<1x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<1xi32>
  }
  func.func private @remainder_63(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_32(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %12 = stablehlo.and %11, %6 : tensor<1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.add %4, %13 : tensor<1xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1xi1>, tensor<1xi32>
    return %15 : tensor<1xi32>
  }
  func.func private @allclose_64(%arg0: tensor<1x3xf32>, %arg1: tensor<f32>) -> tensor<1xi1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_65(%arg0, %arg1, %cst, %cst_0) : (tensor<1x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x3xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<1x3xi1>, tensor<i1>) -> tensor<1xi1>
    return %1 : tensor<1xi1>
  }
  func.func private @isclose_65(%arg0: tensor<1x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<1x3xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x3xi1>
    %6 = stablehlo.and %3, %5 : tensor<1x3xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<1x3xf32>
    %10 = stablehlo.abs %9 : tensor<1x3xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1x3xi1>
    %19 = stablehlo.and %18, %15 : tensor<1x3xi1>
    %20 = stablehlo.or %17, %19 : tensor<1x3xi1>
    return %20 : tensor<1x3xi1>
  }
  func.func private @_where_66(%arg0: tensor<1xi1>, %arg1: tensor<3xf32>, %arg2: tensor<1x3xf32>) -> tensor<1x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<1x3xi1>
    %2 = stablehlo.select %1, %0, %arg2 : tensor<1x3xi1>, tensor<1x3xf32>
    return %2 : tensor<1x3xf32>
  }
  func.func private @norm_67(%arg0: tensor<1x3xf32>) -> tensor<1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.sqrt %1 : tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_where_68(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_where_69(%arg0: tensor<1xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<1x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<1x3xi1>
    %3 = stablehlo.select %2, %1, %0 : tensor<1x3xi1>, tensor<1x3xi32>
    return %3 : tensor<1x3xi32>
  }
  func.func private @tril_70(%arg0: tensor<1x4x4xi1>) -> tensor<1x4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<1x4x4xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<1x4x4xi1>
    %8 = stablehlo.select %6, %arg0, %7 : tensor<1x4x4xi1>, tensor<1x4x4xi1>
    return %8 : tensor<1x4x4xi1>
  }
  func.func private @_where_71(%arg0: tensor<1x4xi1>, %arg1: tensor<1x4xf32>, %arg2: tensor<i32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<1x4xi1>, tensor<1x4xf32>
    return %3 : tensor<1x4xf32>
  }
  func.func private @allclose_72(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2xi1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_73(%arg0, %arg1, %cst, %cst_0) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    return %1 : tensor<2xi1>
  }
  func.func private @isclose_73(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x3xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %6 = stablehlo.and %3, %5 : tensor<2x3xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<2x3xf32>
    %10 = stablehlo.abs %9 : tensor<2x3xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %19 = stablehlo.and %18, %15 : tensor<2x3xi1>
    %20 = stablehlo.or %17, %19 : tensor<2x3xi1>
    return %20 : tensor<2x3xi1>
  }
  func.func private @_where_74(%arg0: tensor<2xi1>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
    %2 = stablehlo.select %1, %0, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
  func.func private @norm_75(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.sqrt %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @_where_76(%arg0: tensor<2xi1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
    %3 = stablehlo.select %2, %1, %0 : tensor<2x3xi1>, tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
  func.func private @_where_77(%arg0: tensor<2xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @argmax_78(%arg0: tensor<6x1xf32>) -> tensor<1xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<6x1xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<6x1xf32>, tensor<6x1xi32>, tensor<f32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<1xi32>
  }
  func.func private @_roll_static(%arg0: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 3:4, 0:3] : (tensor<1x4x3xf32>) -> tensor<1x1x3xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:3, 0:3] : (tensor<1x4x3xf32>) -> tensor<1x3x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<1x1x3xf32>, tensor<1x3x3xf32>) -> tensor<1x4x3xf32>
    return %2 : tensor<1x4x3xf32>
  }
  func.func private @cross_79(%arg0: tensor<1x4x3xf32>, %arg1: tensor<1x3xf32>) -> tensor<1x4x3xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4, 0:1] : (tensor<1x4x3xf32>) -> tensor<1x4x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:4, 1:2] : (tensor<1x4x3xf32>) -> tensor<1x4x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.slice %arg0 [0:1, 0:4, 2:3] : (tensor<1x4x3xf32>) -> tensor<1x4x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x1xf32>) -> tensor<1xf32>
    %8 = stablehlo.slice %arg1 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x1xf32>) -> tensor<1xf32>
    %10 = stablehlo.slice %arg1 [0:1, 2:3] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1xf32>) -> tensor<1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.multiply %3, %13 : tensor<1x4xf32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<1x4xf32>
    %18 = stablehlo.subtract %14, %17 : tensor<1x4xf32>
    %19 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %21 = stablehlo.multiply %5, %20 : tensor<1x4xf32>
    %22 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %24 = stablehlo.multiply %1, %23 : tensor<1x4xf32>
    %25 = stablehlo.subtract %21, %24 : tensor<1x4xf32>
    %26 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %28 = stablehlo.multiply %1, %27 : tensor<1x4xf32>
    %29 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %31 = stablehlo.multiply %3, %30 : tensor<1x4xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<1x4xf32>
    %33 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %34 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %36 = stablehlo.concatenate %33, %34, %35, dim = 2 : (tensor<1x4x1xf32>, tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x3xf32>
    return %36 : tensor<1x4x3xf32>
  }
  func.func private @_where_80(%arg0: tensor<1x4xi1>, %arg1: tensor<f32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<1x4xi1>, tensor<1x4xf32>
    return %3 : tensor<1x4xf32>
  }
  func.func private @argmin(%arg0: tensor<1x4xf32>) -> tensor<1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1x4xf32>, tensor<1x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<1xi32>
  }
  func.func private @clip_81(%arg0: tensor<1xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1xf32>
    return %5 : tensor<1xf32>
  }
  func.func private @_where_82(%arg0: tensor<1xi1>, %arg1: tensor<1x3xf32>, %arg2: tensor<1x3xf32>) -> tensor<1x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<1x3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<1x3xi1>, tensor<1x3xf32>
    return %1 : tensor<1x3xf32>
  }
  func.func private @_where_83(%arg0: tensor<1xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<1xi1>, tensor<1xi32>
    return %2 : tensor<1xi32>
  }
  func.func private @argmax_84(%arg0: tensor<6x2xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<6x2xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<6x2xf32>, tensor<6x2xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @_roll_static_85(%arg0: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 3:4, 0:3] : (tensor<2x4x3xf32>) -> tensor<2x1x3xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:3, 0:3] : (tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x3xf32>, tensor<2x3x3xf32>) -> tensor<2x4x3xf32>
    return %2 : tensor<2x4x3xf32>
  }
  func.func private @cross_86(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x4x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:4, 0:1] : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.slice %arg0 [0:2, 0:4, 1:2] : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %4 = stablehlo.slice %arg0 [0:2, 0:4, 2:3] : (tensor<2x4x3xf32>) -> tensor<2x4x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
    %6 = stablehlo.slice %arg1 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xf32>) -> tensor<2xf32>
    %8 = stablehlo.slice %arg1 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x1xf32>) -> tensor<2xf32>
    %10 = stablehlo.slice %arg1 [0:2, 2:3] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x1xf32>) -> tensor<2xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %14 = stablehlo.multiply %3, %13 : tensor<2x4xf32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<2x4xf32>
    %18 = stablehlo.subtract %14, %17 : tensor<2x4xf32>
    %19 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %21 = stablehlo.multiply %5, %20 : tensor<2x4xf32>
    %22 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %24 = stablehlo.multiply %1, %23 : tensor<2x4xf32>
    %25 = stablehlo.subtract %21, %24 : tensor<2x4xf32>
    %26 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %28 = stablehlo.multiply %1, %27 : tensor<2x4xf32>
    %29 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %31 = stablehlo.multiply %3, %30 : tensor<2x4xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<2x4xf32>
    %33 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %34 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %36 = stablehlo.concatenate %33, %34, %35, dim = 2 : (tensor<2x4x1xf32>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x3xf32>
    return %36 : tensor<2x4x3xf32>
  }
  func.func private @clip_87(%arg0: tensor<2x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x4xf32>
    return %5 : tensor<2x4xf32>
  }
  func.func private @_where_88(%arg0: tensor<2x4xi1>, %arg1: tensor<2x4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x4xi1>) -> tensor<2x4x3xi1>
    %2 = stablehlo.select %1, %arg1, %0 : tensor<2x4x3xi1>, tensor<2x4x3xf32>
    return %2 : tensor<2x4x3xf32>
  }
  func.func private @argmax_89(%arg0: tensor<2x4xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @_where_90(%arg0: tensor<2xi1>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    return %1 : tensor<2x2x3xf32>
  }
  func.func private @_where_91(%arg0: tensor<2xi1>, %arg1: tensor<i1>, %arg2: tensor<2xi1>) -> tensor<2xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2xi1>, tensor<2xi1>
    return %1 : tensor<2xi1>
  }
  func.func private @_where_92(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>) -> tensor<2x2xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<2x2xi1>, tensor<2x2xf32>
    return %3 : tensor<2x2xf32>
  }
  func.func private @_take_93(%arg0: tensor<2x8x3xf32>, %arg1: tensor<12x2xi32>) -> tensor<2x12x2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<12x2xi32>, tensor<12x2xi32>) -> tensor<12x2xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<12x2xi32>
    %4 = call @_where_94(%1, %3, %arg1) : (tensor<12x2xi1>, tensor<12x2xi32>, tensor<12x2xi32>) -> tensor<12x2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<12x2xi32>) -> tensor<12x2x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<12x2x1xi32>, tensor<12x2x1xi32>) -> tensor<12x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<12x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<12x2x1xi32>, tensor<12x2x1xi32>) -> tensor<12x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<12x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<12x2x1xi1>, tensor<i1>) -> tensor<12x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 3>}> : (tensor<2x8x3xf32>, tensor<12x2x1xi32>) -> tensor<2x12x2x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<12x2xi1>) -> tensor<2x12x2x3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x2x3xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x2x3xi1>, tensor<2x12x2x3xf32>
    return %16 : tensor<2x12x2x3xf32>
  }
  func.func private @_where_94(%arg0: tensor<12x2xi1>, %arg1: tensor<12x2xi32>, %arg2: tensor<12x2xi32>) -> tensor<12x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12x2xi1>, tensor<12x2xi32>
    return %0 : tensor<12x2xi32>
  }
  func.func private @allclose_95(%arg0: tensor<2x12x3xf32>, %arg1: tensor<f32>) -> tensor<2x12xi1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_96(%arg0, %arg1, %cst, %cst_0) : (tensor<2x12x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x12x3xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<2x12x3xi1>, tensor<i1>) -> tensor<2x12xi1>
    return %1 : tensor<2x12xi1>
  }
  func.func private @isclose_96(%arg0: tensor<2x12x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x12x3xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<2x12x3xi1>
    %6 = stablehlo.and %3, %5 : tensor<2x12x3xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x12x3xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<2x12x3xf32>
    %10 = stablehlo.abs %9 : tensor<2x12x3xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x12x3xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x12x3xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<2x12x3xf32>, tensor<2x12x3xf32>) -> tensor<2x12x3xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x12x3xi1>
    %19 = stablehlo.and %18, %15 : tensor<2x12x3xi1>
    %20 = stablehlo.or %17, %19 : tensor<2x12x3xi1>
    return %20 : tensor<2x12x3xi1>
  }
  func.func private @_where_97(%arg0: tensor<2x12xi1>, %arg1: tensor<3xf32>, %arg2: tensor<2x12x3xf32>) -> tensor<2x12x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<12x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x3xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<12x3xf32>) -> tensor<2x12x3xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<2x12x3xi1>, tensor<2x12x3xf32>
    return %3 : tensor<2x12x3xf32>
  }
  func.func private @norm_98(%arg0: tensor<2x12x3xf32>) -> tensor<2x12xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x12x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x3xf32>, tensor<f32>) -> tensor<2x12xf32>
    %2 = stablehlo.sqrt %1 : tensor<2x12xf32>
    return %2 : tensor<2x12xf32>
  }
  func.func private @_where_99(%arg0: tensor<2x12xi1>, %arg1: tensor<f32>, %arg2: tensor<2x12xf32>) -> tensor<2x12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<2x12xi1>, tensor<2x12xf32>
    return %3 : tensor<2x12xf32>
  }
  func.func private @allclose_100(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2xi1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_101(%arg0, %arg1, %cst, %cst_0) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    return %1 : tensor<2xi1>
  }
  func.func private @isclose_101(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x3xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %6 = stablehlo.and %3, %5 : tensor<2x3xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<2x3xf32>
    %10 = stablehlo.abs %9 : tensor<2x3xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %19 = stablehlo.and %18, %15 : tensor<2x3xi1>
    %20 = stablehlo.or %17, %19 : tensor<2x3xi1>
    return %20 : tensor<2x3xi1>
  }
  func.func private @_where_102(%arg0: tensor<2xi1>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
    %2 = stablehlo.select %1, %0, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
  func.func private @norm_103(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.sqrt %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @_where_104(%arg0: tensor<2xi1>, %arg1: tensor<f32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2xi1>, tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @clip_105(%arg0: tensor<2x12xf32>, %arg1: tensor<2x12xf32>, %arg2: tensor<2x12xf32>) -> tensor<2x12xf32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<2x12xf32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<2x12xf32>
    return %1 : tensor<2x12xf32>
  }
  func.func private @clip_106(%arg0: tensor<2x12xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>) -> tensor<2x12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x12xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x12xf32>
    return %5 : tensor<2x12xf32>
  }
  func.func private @clip_107(%arg0: tensor<2x12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x12xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x12xf32>
    return %5 : tensor<2x12xf32>
  }
  func.func private @_where_108(%arg0: tensor<2x12xi1>, %arg1: tensor<2x12x3xf32>, %arg2: tensor<2x12x3xf32>) -> tensor<2x12x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x12x3xi1>, tensor<2x12x3xf32>
    return %1 : tensor<2x12x3xf32>
  }
  func.func private @argmin_109(%arg0: tensor<2x12xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x12xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x12xf32>, tensor<2x12xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @_take_110(%arg0: tensor<2x12xf32>, %arg1: tensor<2xi32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<12> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2xi32>
    %4 = call @_where_111(%1, %3, %arg1) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_1 = stablehlo.constant dense<11> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x12xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2xi1>, tensor<2xf32>
    return %15 : tensor<2xf32>
  }
  func.func private @_where_111(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @_take_112(%arg0: tensor<2x12x3xf32>, %arg1: tensor<2xi32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<12> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2xi32>
    %4 = call @_where_111(%1, %3, %arg1) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_1 = stablehlo.constant dense<11> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x12x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x3xi1>, tensor<2x3xf32>
    return %16 : tensor<2x3xf32>
  }
  func.func private @_take_113(%arg0: tensor<2x12xi1>, %arg1: tensor<2xi32>) -> tensor<2xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<12> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2xi32>
    %4 = call @_where_111(%1, %3, %arg1) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_1 = stablehlo.constant dense<11> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x12xi1>, tensor<2x1xi32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %15 = stablehlo.select %12, %13, %14 : tensor<2xi1>, tensor<2xi1>
    return %15 : tensor<2xi1>
  }
  func.func private @_where_114(%arg0: tensor<2xi1>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<2xi1>, tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @_where_115(%arg0: tensor<2xi1>, %arg1: tensor<2xi1>, %arg2: tensor<i1>) -> tensor<2xi1> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2xi1>, tensor<2xi1>
    return %1 : tensor<2xi1>
  }
  func.func private @_where_116(%arg0: tensor<2xi1>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x2x3xi1>
    %2 = stablehlo.select %1, %arg1, %0 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    return %2 : tensor<2x2x3xf32>
  }
  func.func private @_where_117(%arg0: tensor<2xi1>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x2xi1>, tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
  func.func private @allclose_118(%arg0: tensor<2x2x3xf32>, %arg1: tensor<f32>) -> tensor<2x2xi1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_119(%arg0, %arg1, %cst, %cst_0) : (tensor<2x2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x2x3xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<2x2x3xi1>, tensor<i1>) -> tensor<2x2xi1>
    return %1 : tensor<2x2xi1>
  }
  func.func private @isclose_119(%arg0: tensor<2x2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x2x3xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<2x2x3xi1>
    %6 = stablehlo.and %3, %5 : tensor<2x2x3xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x3xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<2x2x3xf32>
    %10 = stablehlo.abs %9 : tensor<2x2x3xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x2x3xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x3xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x2x3xi1>
    %19 = stablehlo.and %18, %15 : tensor<2x2x3xi1>
    %20 = stablehlo.or %17, %19 : tensor<2x2x3xi1>
    return %20 : tensor<2x2x3xi1>
  }
  func.func private @_where_120(%arg0: tensor<2x2xi1>, %arg1: tensor<3xf32>, %arg2: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x3xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<2x2x3xi1>, tensor<2x2x3xf32>
    return %3 : tensor<2x2x3xf32>
  }
  func.func private @norm_121(%arg0: tensor<2x2x3xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    %2 = stablehlo.sqrt %1 : tensor<2x2xf32>
    return %2 : tensor<2x2xf32>
  }
  func.func private @_where_122(%arg0: tensor<2x2xi1>, %arg1: tensor<f32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<2x2xi1>, tensor<2x2xf32>
    return %3 : tensor<2x2xf32>
  }
  func.func private @_where_123(%arg0: tensor<2x2xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<2x2x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x3xi1>
    %3 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xi32>) -> tensor<2x2x3xi32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<2x3xi32>) -> tensor<2x2x3xi32>
    %5 = stablehlo.select %2, %4, %3 : tensor<2x2x3xi1>, tensor<2x2x3xi32>
    return %5 : tensor<2x2x3xi32>
  }
  func.func private @cross_124(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:2, 0:1] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.slice %arg0 [0:2, 0:2, 1:2] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.slice %arg0 [0:2, 0:2, 2:3] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %6 = stablehlo.slice %arg1 [0:2, 0:2, 0:1] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %8 = stablehlo.slice %arg1 [0:2, 0:2, 1:2] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %10 = stablehlo.slice %arg1 [0:2, 0:2, 2:3] : (tensor<2x2x3xf32>) -> tensor<2x2x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<2x2xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<2x2xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<2x2xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<2x2xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<2x2xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<2x2xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<2x2xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<2x2xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<2x2xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 2 : (tensor<2x2x1xf32>, tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
    return %24 : tensor<2x2x3xf32>
  }
  func.func private @clip_125(%arg0: tensor<2xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2xf32>
    return %5 : tensor<2xf32>
  }
  func.func private @_where_126(%arg0: tensor<2xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
    %3 = stablehlo.select %2, %1, %0 : tensor<2x3xi1>, tensor<2x3xi32>
    return %3 : tensor<2x3xi32>
  }
  func.func private @_take_127(%arg0: tensor<16x5xi32>, %arg1: tensor<1xi32>) -> tensor<16x1xi32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_128(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 16, 1>}> : (tensor<16x5xi32>, tensor<1x1xi32>) -> tensor<16x1xi32>
    return %2 : tensor<16x1xi32>
  }
  func.func private @remainder_128(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_129(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %11 = stablehlo.and %10, %5 : tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.add %3, %12 : tensor<1xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<1xi1>, tensor<1xi32>
    return %14 : tensor<1xi32>
  }
  func.func private @_where_129(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_130(%arg0: tensor<16x5xi32>, %arg1: tensor<5xi32>) -> tensor<16x5xi32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_131(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 16, 1>}> : (tensor<16x5xi32>, tensor<5x1xi32>) -> tensor<16x5xi32>
    return %2 : tensor<16x5xi32>
  }
  func.func private @remainder_131(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_129(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %11 = stablehlo.and %10, %5 : tensor<5xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.add %3, %12 : tensor<5xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<5xi1>, tensor<5xi32>
    return %14 : tensor<5xi32>
  }
  func.func private @cross_132(%arg0: tensor<14x3xf32>, %arg1: tensor<16x3xf32>) -> tensor<16x14x3xf32> {
    %0 = stablehlo.slice %arg0 [0:14, 0:1] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<14x1xf32>) -> tensor<14xf32>
    %2 = stablehlo.slice %arg0 [0:14, 1:2] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<14x1xf32>) -> tensor<14xf32>
    %4 = stablehlo.slice %arg0 [0:14, 2:3] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<14x1xf32>) -> tensor<14xf32>
    %6 = stablehlo.slice %arg1 [0:16, 0:1] : (tensor<16x3xf32>) -> tensor<16x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x1xf32>) -> tensor<16xf32>
    %8 = stablehlo.slice %arg1 [0:16, 1:2] : (tensor<16x3xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x1xf32>) -> tensor<16xf32>
    %10 = stablehlo.slice %arg1 [0:16, 2:3] : (tensor<16x3xf32>) -> tensor<16x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x1xf32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<16x14xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x14xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<16x14xf32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %18 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<16x14xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x14xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<16x14xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<16x14xf32>
    %23 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %24 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<16x14xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x14xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<16x14xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %29 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<16x14xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x14xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<16x14xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<16x14xf32>
    %34 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %35 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<16x14xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x14xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<16x14xf32>
    %39 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %40 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<16x14xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x14xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<16x14xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<16x14xf32>
    %45 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %46 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<16x14xf32>) -> tensor<16x14x1xf32>
    %48 = stablehlo.concatenate %45, %46, %47, dim = 2 : (tensor<16x14x1xf32>, tensor<16x14x1xf32>, tensor<16x14x1xf32>) -> tensor<16x14x3xf32>
    return %48 : tensor<16x14x3xf32>
  }
  func.func private @clip_133(%arg0: tensor<64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<64xf32>
    return %5 : tensor<64xf32>
  }
  func.func private @_where_134(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @clip_135(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<64xf32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @_take_136(%arg0: tensor<1x2xi32>, %arg1: tensor<1xi32>) -> tensor<1x2xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<1x2xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
    return %2 : tensor<1x2xi32>
  }
  func.func private @_take_137(%arg0: tensor<1x6xf32>, %arg1: tensor<1xi32>) -> tensor<1x6xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<1x6xf32>, tensor<1x1xi32>) -> tensor<1x6xf32>
    return %2 : tensor<1x6xf32>
  }
  func.func private @_take_138(%arg0: tensor<1x14xf32>, %arg1: tensor<1xi32>) -> tensor<1x14xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 14>}> : (tensor<1x14xf32>, tensor<1x1xi32>) -> tensor<1x14xf32>
    return %2 : tensor<1x14xf32>
  }
  func.func private @_take_139(%arg0: tensor<14x6xf32>, %arg1: tensor<1x0xi32>) -> tensor<1x0x6xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder(%arg1, %c) : (tensor<1x0xi32>, tensor<i32>) -> tensor<1x0xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0x6xf32>
    return %1 : tensor<1x0x6xf32>
  }
  func.func private @_take_140(%arg0: tensor<14xf32>, %arg1: tensor<1x0xi32>) -> tensor<1x0xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder(%arg1, %c) : (tensor<1x0xi32>, tensor<i32>) -> tensor<1x0xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0xf32>
    return %1 : tensor<1x0xf32>
  }
  func.func private @_take_141(%arg0: tensor<1x6xf32>, %arg1: tensor<2xi32>) -> tensor<2x6xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<1x6xf32>, tensor<2x1xi32>) -> tensor<2x6xf32>
    return %2 : tensor<2x6xf32>
  }
  func.func private @_take_142(%arg0: tensor<1x0x6xf32>, %arg1: tensor<2xi32>) -> tensor<2x0x6xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_5(%arg1, %c) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x0x6xf32>
    return %2 : tensor<2x0x6xf32>
  }
  func.func private @_take_143(%arg0: tensor<14x6xf32>, %arg1: tensor<2x6xi32>) -> tensor<2x6x6xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_144(%arg1, %c) : (tensor<2x6xi32>, tensor<i32>) -> tensor<2x6xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<14x6xf32>, tensor<2x6x1xi32>) -> tensor<2x6x6xf32>
    return %2 : tensor<2x6x6xf32>
  }
  func.func private @remainder_144(%arg0: tensor<2x6xi32>, %arg1: tensor<i32>) -> tensor<2x6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<2x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<2x6xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<2x6xi1>, tensor<2x6xi1>) -> tensor<2x6xi1>
    %11 = stablehlo.and %10, %5 : tensor<2x6xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %13 = stablehlo.add %3, %12 : tensor<2x6xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<2x6xi1>, tensor<2x6xi32>
    return %14 : tensor<2x6xi32>
  }
  func.func private @_take_145(%arg0: tensor<14xf32>, %arg1: tensor<2x6xi32>) -> tensor<2x6xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_144(%arg1, %c) : (tensor<2x6xi32>, tensor<i32>) -> tensor<2x6xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<14xf32>, tensor<2x6x1xi32>) -> tensor<2x6xf32>
    return %2 : tensor<2x6xf32>
  }
  func.func private @cross_146(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1xf32>) -> tensor<2xf32>
    %2 = stablehlo.slice %arg0 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x1xf32>) -> tensor<2xf32>
    %4 = stablehlo.slice %arg0 [0:2, 2:3] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6 = stablehlo.slice %arg1 [0:2, 0:3, 0:1] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.slice %arg1 [0:2, 0:3, 1:2] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %10 = stablehlo.slice %arg1 [0:2, 0:3, 2:3] : (tensor<2x3x3xf32>) -> tensor<2x3x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<2x3xf32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %17 = stablehlo.multiply %16, %9 : tensor<2x3xf32>
    %18 = stablehlo.subtract %14, %17 : tensor<2x3xf32>
    %19 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %21 = stablehlo.multiply %20, %7 : tensor<2x3xf32>
    %22 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %24 = stablehlo.multiply %23, %11 : tensor<2x3xf32>
    %25 = stablehlo.subtract %21, %24 : tensor<2x3xf32>
    %26 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %28 = stablehlo.multiply %27, %9 : tensor<2x3xf32>
    %29 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %31 = stablehlo.multiply %30, %7 : tensor<2x3xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<2x3xf32>
    %33 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %34 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %36 = stablehlo.concatenate %33, %34, %35, dim = 2 : (tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x3xf32>
    return %36 : tensor<2x3x3xf32>
  }
  func.func private @_take_147(%arg0: tensor<1x0x6xf32>, %arg1: tensor<1xi32>) -> tensor<1x0x6xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0x6xf32>
    return %2 : tensor<1x0x6xf32>
  }
  func.func private @_take_148(%arg0: tensor<14x6xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x6xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_22(%arg1, %c) : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<14x6xf32>, tensor<1x1x1xi32>) -> tensor<1x1x6xf32>
    return %2 : tensor<1x1x6xf32>
  }
  func.func private @_take_149(%arg0: tensor<14xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_22(%arg1, %c) : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<14xf32>, tensor<1x1x1xi32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
  func.func private @cross_150(%arg0: tensor<1x3xf32>, %arg1: tensor<1x1x3xf32>) -> tensor<1x1x3xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xf32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<1x3xf32>) -> tensor<1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1xf32>) -> tensor<1xf32>
    %6 = stablehlo.slice %arg1 [0:1, 0:1, 0:1] : (tensor<1x1x3xf32>) -> tensor<1x1x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x1x1xf32>) -> tensor<1x1xf32>
    %8 = stablehlo.slice %arg1 [0:1, 0:1, 1:2] : (tensor<1x1x3xf32>) -> tensor<1x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x1x1xf32>) -> tensor<1x1xf32>
    %10 = stablehlo.slice %arg1 [0:1, 0:1, 2:3] : (tensor<1x1x3xf32>) -> tensor<1x1x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1x1xf32>) -> tensor<1x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x1xf32>
    %14 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<1x1xf32>
    %16 = stablehlo.subtract %13, %15 : tensor<1x1xf32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %18 = stablehlo.multiply %17, %7 : tensor<1x1xf32>
    %19 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %20 = stablehlo.multiply %19, %11 : tensor<1x1xf32>
    %21 = stablehlo.subtract %18, %20 : tensor<1x1xf32>
    %22 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.multiply %22, %9 : tensor<1x1xf32>
    %24 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %25 = stablehlo.multiply %24, %7 : tensor<1x1xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 2 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x3xf32>
    return %30 : tensor<1x1x3xf32>
  }
  func.func private @_take_151(%arg0: tensor<1x1x6xf32>, %arg1: tensor<1xi32>) -> tensor<1x1x6xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<1x1x6xf32>, tensor<1x1xi32>) -> tensor<1x1x6xf32>
    return %2 : tensor<1x1x6xf32>
  }
  func.func private @_take_152(%arg0: tensor<5x6xf32>, %arg1: tensor<5xi32>) -> tensor<5x6xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_40(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
  func.func private @_take_153(%arg0: tensor<4xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x1xf32> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @remainder_11(%arg1, %c) : (tensor<2x1xi32>, tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    return %2 : tensor<2x1xf32>
  }
  func.func private @_where_154(%arg0: tensor<2xi1>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @_take_155(%arg0: tensor<16xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x1xf32> {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %0 = call @remainder_11(%arg1, %c) : (tensor<2x1xi32>, tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    return %2 : tensor<2x1xf32>
  }
  func.func private @_take_156(%arg0: tensor<14xf32>, %arg1: tensor<14xi32>) -> tensor<14xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_50(%arg1, %c) : (tensor<14xi32>, tensor<i32>) -> tensor<14xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<14xf32>, tensor<14x1xi32>) -> tensor<14xf32>
    return %2 : tensor<14xf32>
  }
  func.func private @_where_157(%arg0: tensor<0xi1>, %arg1: tensor<0xf32>, %arg2: tensor<i32>) -> tensor<0xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<0xf32>
    return %arg1 : tensor<0xf32>
  }
  func.func private @_where_158(%arg0: tensor<0xi1>, %arg1: tensor<0xf32>, %arg2: tensor<0xf32>) -> tensor<0xf32> {
    return %arg1 : tensor<0xf32>
  }
  func.func private @_take_159(%arg0: tensor<5x6xf32>, %arg1: tensor<1xi32>) -> tensor<1x6xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<1x1xi32>) -> tensor<1x6xf32>
    return %2 : tensor<1x6xf32>
  }
  func.func private @_where_160(%arg0: tensor<1x1xi1>, %arg1: tensor<1x2xf32>, %arg2: tensor<2xf32>) -> tensor<1x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x2xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x2xi1>, tensor<1x2xf32>
    return %2 : tensor<1x2xf32>
  }
  func.func private @clip_161(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<1xf32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @_where_162(%arg0: tensor<1xi1>, %arg1: tensor<1xf32>, %arg2: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1xi1>, tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_where_163(%arg0: tensor<1xi1>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @_take_164(%arg0: tensor<1x10xf32>, %arg1: tensor<1xi32>) -> tensor<1x10xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 10>}> : (tensor<1x10xf32>, tensor<1x1xi32>) -> tensor<1x10xf32>
    return %2 : tensor<1x10xf32>
  }
  func.func private @_take_165(%arg0: tensor<1xf32>, %arg1: tensor<1xi32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_take_166(%arg0: tensor<1x2xf32>, %arg1: tensor<1xi32>) -> tensor<1x2xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_2(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<1x2xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
    return %2 : tensor<1x2xf32>
  }
  func.func private @_where_167(%arg0: tensor<4x1xi1>, %arg1: tensor<4x2xf32>, %arg2: tensor<2xf32>) -> tensor<4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x2xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x2xi1>, tensor<4x2xf32>
    return %2 : tensor<4x2xf32>
  }
  func.func private @clip_168(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>, %arg2: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<14xf32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<14xf32>
    return %1 : tensor<14xf32>
  }
  func.func private @_take_169(%arg0: tensor<5x5xi32>, %arg1: tensor<1xi32>) -> tensor<5x1xi32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_170(%arg1, %c) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xi32>, tensor<1x1xi32>) -> tensor<5x1xi32>
    return %2 : tensor<5x1xi32>
  }
  func.func private @remainder_170(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_171(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %11 = stablehlo.and %10, %5 : tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.add %3, %12 : tensor<1xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<1xi1>, tensor<1xi32>
    return %14 : tensor<1xi32>
  }
  func.func private @_where_171(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_172(%arg0: tensor<5x5xi32>, %arg1: tensor<5xi32>) -> tensor<5x5xi32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = call @remainder_173(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xi32>, tensor<5x1xi32>) -> tensor<5x5xi32>
    return %2 : tensor<5x5xi32>
  }
  func.func private @remainder_173(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_171(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %11 = stablehlo.and %10, %5 : tensor<5xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.add %3, %12 : tensor<5xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<5xi1>, tensor<5xi32>
    return %14 : tensor<5xi32>
  }
  func.func private @cross_174(%arg0: tensor<14x3xf32>, %arg1: tensor<5x3xf32>) -> tensor<5x14x3xf32> {
    %0 = stablehlo.slice %arg0 [0:14, 0:1] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<14x1xf32>) -> tensor<14xf32>
    %2 = stablehlo.slice %arg0 [0:14, 1:2] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<14x1xf32>) -> tensor<14xf32>
    %4 = stablehlo.slice %arg0 [0:14, 2:3] : (tensor<14x3xf32>) -> tensor<14x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<14x1xf32>) -> tensor<14xf32>
    %6 = stablehlo.slice %arg1 [0:5, 0:1] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<5x1xf32>) -> tensor<5xf32>
    %8 = stablehlo.slice %arg1 [0:5, 1:2] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1xf32>) -> tensor<5xf32>
    %10 = stablehlo.slice %arg1 [0:5, 2:3] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<5x1xf32>) -> tensor<5xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<5x14xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x14xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<5x14xf32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %18 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<5x14xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x14xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<5x14xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<5x14xf32>
    %23 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %24 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<5x14xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x14xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<5x14xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %29 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<5x14xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x14xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<5x14xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<5x14xf32>
    %34 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %35 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<5x14xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x14xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<5x14xf32>
    %39 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<14xf32>) -> tensor<1x14xf32>
    %40 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x14xf32>) -> tensor<5x14xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x14xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<5x14xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<5x14xf32>
    %45 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<5x14xf32>) -> tensor<5x14x1xf32>
    %46 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<5x14xf32>) -> tensor<5x14x1xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<5x14xf32>) -> tensor<5x14x1xf32>
    %48 = stablehlo.concatenate %45, %46, %47, dim = 2 : (tensor<5x14x1xf32>, tensor<5x14x1xf32>, tensor<5x14x1xf32>) -> tensor<5x14x3xf32>
    return %48 : tensor<5x14x3xf32>
  }
  func.func private @_cho_solve(%arg0: tensor<14x14xf32>, %arg1: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=14, j=14, k=14, l=1, m=14, n=1}, custom>} : (tensor<14x14xf32>, tensor<14x1xf32>) -> tensor<14x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<14x1xf32>) -> tensor<14xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<14xf32>) -> tensor<14x1xf32>
    %4 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=14, j=14, k=14, l=1, m=14, n=1}, custom>} : (tensor<14x14xf32>, tensor<14x1xf32>) -> tensor<14x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<14x1xf32>) -> tensor<14xf32>
    return %5 : tensor<14xf32>
  }
  func.func private @_where_175(%arg0: tensor<i1>, %arg1: tensor<14xf32>, %arg2: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<14xf32>
    return %0 : tensor<14xf32>
  }
  func.func private @trace(%arg0: tensor<14x14xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<14x14xi32>
    %1 = stablehlo.iota dim = 1 : tensor<14x14xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<14x14xi32>
    %3 = stablehlo.add %0, %2 : tensor<14x14xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<14x14xi32>, tensor<14x14xi32>) -> tensor<14x14xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %6 = call @_where_176(%4, %arg0, %5) : (tensor<14x14xi1>, tensor<14x14xf32>, tensor<14x14xf32>) -> tensor<14x14xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<14x14xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where_176(%arg0: tensor<14x14xi1>, %arg1: tensor<14x14xf32>, %arg2: tensor<14x14xf32>) -> tensor<14x14xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<14x14xi1>, tensor<14x14xf32>
    return %0 : tensor<14x14xf32>
  }
  func.func private @allclose_177(%arg0: tensor<14xf32>, %arg1: tensor<f32>) -> tensor<i1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_178(%arg0, %arg1, %cst, %cst_0) : (tensor<14xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<14xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<14xi1>, tensor<i1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @isclose_178(%arg0: tensor<14xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<14xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<14xf32>
    %6 = stablehlo.abs %5 : tensor<14xf32>
    %7 = stablehlo.abs %0 : tensor<f32>
    %8 = stablehlo.multiply %1, %7 : tensor<f32>
    %9 = stablehlo.add %2, %8 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %11 = stablehlo.compare LE, %6, %10, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %12 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %13 = stablehlo.compare EQ, %arg0, %12, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %14 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %15 = stablehlo.and %14, %11 : tensor<14xi1>
    %16 = stablehlo.or %13, %15 : tensor<14xi1>
    return %16 : tensor<14xi1>
  }
  func.func private @_where_179(%arg0: tensor<i1>, %arg1: tensor<14xf32>, %arg2: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<14xf32>
    return %0 : tensor<14xf32>
  }
  func.func private @norm_180(%arg0: tensor<14xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<14xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<14xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_181(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @allclose_182(%arg0: tensor<14xf32>, %arg1: tensor<f32>) -> tensor<i1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_183(%arg0, %arg1, %cst, %cst_0) : (tensor<14xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<14xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<14xi1>, tensor<i1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @isclose_183(%arg0: tensor<14xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<14xi1> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.convert %arg3 : tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %4 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %6 = stablehlo.and %3, %5 : tensor<14xi1>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<14xf32>
    %10 = stablehlo.abs %9 : tensor<14xf32>
    %11 = stablehlo.abs %0 : tensor<f32>
    %12 = stablehlo.multiply %1, %11 : tensor<f32>
    %13 = stablehlo.add %2, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %15 = stablehlo.compare LE, %10, %14, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %17 = stablehlo.compare EQ, %arg0, %16, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %18 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %19 = stablehlo.and %18, %15 : tensor<14xi1>
    %20 = stablehlo.or %17, %19 : tensor<14xi1>
    return %20 : tensor<14xi1>
  }
  func.func private @norm_184(%arg0: tensor<14xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<14xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<14xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_185(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @trace_186(%arg0: tensor<14x14xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<14x14xi32>
    %1 = stablehlo.iota dim = 1 : tensor<14x14xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<14x14xi32>
    %3 = stablehlo.add %0, %2 : tensor<14x14xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<14x14xi32>, tensor<14x14xi32>) -> tensor<14x14xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14x14xf32>
    %6 = call @_where_187(%4, %arg0, %5) : (tensor<14x14xi1>, tensor<14x14xf32>, tensor<14x14xf32>) -> tensor<14x14xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<14x14xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where_187(%arg0: tensor<14x14xi1>, %arg1: tensor<14x14xf32>, %arg2: tensor<14x14xf32>) -> tensor<14x14xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<14x14xi1>, tensor<14x14xf32>
    return %0 : tensor<14x14xf32>
  }
  func.func private @_where_188(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_189(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_190(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<i1>, %arg15: tensor<i32>, %arg16: tensor<i1>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>) {
    %0 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<i32>
    %1:11 = "stablehlo.case"(%0) ({
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %c : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>
    }, {
      %2 = stablehlo.divide %arg8, %arg9 : tensor<f32>
      %3 = stablehlo.subtract %arg6, %2 : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %5 = stablehlo.multiply %4, %arg0 : tensor<64xf32>
      %6 = stablehlo.add %arg1, %5 : tensor<64xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %8 = stablehlo.compare LT, %6, %7, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = stablehlo.convert %8 : (tensor<64xi1>) -> tensor<64xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
      %13 = stablehlo.multiply %arg2, %12 : tensor<64x3xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<64x3xf32>, tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.add %arg3, %14 : tensor<3xf32>
      %16 = stablehlo.multiply %3, %3 : tensor<f32>
      %17 = stablehlo.slice %15 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
      %19 = stablehlo.multiply %16, %18 : tensor<f32>
      %20 = stablehlo.slice %15 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
      %22 = stablehlo.multiply %3, %21 : tensor<f32>
      %23 = stablehlo.add %19, %22 : tensor<f32>
      %24 = stablehlo.slice %15 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
      %26 = stablehlo.add %23, %25 : tensor<f32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.add %cst_1, %26 : tensor<f32>
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %28 = stablehlo.multiply %cst_2, %3 : tensor<f32>
      %29 = stablehlo.slice %15 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
      %31 = stablehlo.multiply %28, %30 : tensor<f32>
      %32 = stablehlo.slice %15 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
      %34 = stablehlo.add %31, %33 : tensor<f32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.add %cst_3, %34 : tensor<f32>
      %36 = stablehlo.slice %15 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %38 = stablehlo.multiply %cst_4, %37 : tensor<f32>
      %39 = stablehlo.slice %15 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %40 = stablehlo.reshape %39 : (tensor<1xf32>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.compare EQ, %40, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %42 = stablehlo.convert %41 : (tensor<i1>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %43 = stablehlo.multiply %42, %cst_6 : tensor<f32>
      %44 = stablehlo.convert %43 : tensor<f32>
      %45 = stablehlo.add %38, %44 : tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %46 = stablehlo.add %cst_7, %45 : tensor<f32>
      %47 = stablehlo.divide %arg12, %arg13 : tensor<f32>
      %48 = stablehlo.subtract %arg10, %47 : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %50 = stablehlo.multiply %49, %arg0 : tensor<64xf32>
      %51 = stablehlo.add %arg1, %50 : tensor<64xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %53 = stablehlo.compare LT, %51, %52, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %55 = stablehlo.convert %53 : (tensor<64xi1>) -> tensor<64xf32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
      %58 = stablehlo.multiply %arg2, %57 : tensor<64x3xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<64x3xf32>, tensor<f32>) -> tensor<3xf32>
      %60 = stablehlo.add %arg3, %59 : tensor<3xf32>
      %61 = stablehlo.multiply %48, %48 : tensor<f32>
      %62 = stablehlo.slice %60 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %63 = stablehlo.reshape %62 : (tensor<1xf32>) -> tensor<f32>
      %64 = stablehlo.multiply %61, %63 : tensor<f32>
      %65 = stablehlo.slice %60 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %66 = stablehlo.reshape %65 : (tensor<1xf32>) -> tensor<f32>
      %67 = stablehlo.multiply %48, %66 : tensor<f32>
      %68 = stablehlo.add %64, %67 : tensor<f32>
      %69 = stablehlo.slice %60 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %70 = stablehlo.reshape %69 : (tensor<1xf32>) -> tensor<f32>
      %71 = stablehlo.add %68, %70 : tensor<f32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %72 = stablehlo.add %cst_11, %71 : tensor<f32>
      %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %73 = stablehlo.multiply %cst_12, %48 : tensor<f32>
      %74 = stablehlo.slice %60 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
      %76 = stablehlo.multiply %73, %75 : tensor<f32>
      %77 = stablehlo.slice %60 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %78 = stablehlo.reshape %77 : (tensor<1xf32>) -> tensor<f32>
      %79 = stablehlo.add %76, %78 : tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %80 = stablehlo.add %cst_13, %79 : tensor<f32>
      %81 = stablehlo.slice %60 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %83 = stablehlo.multiply %cst_14, %82 : tensor<f32>
      %84 = stablehlo.slice %60 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %86 = stablehlo.compare EQ, %85, %cst_15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %87 = stablehlo.convert %86 : (tensor<i1>) -> tensor<f32>
      %cst_16 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %88 = stablehlo.multiply %87, %cst_16 : tensor<f32>
      %89 = stablehlo.convert %88 : tensor<f32>
      %90 = stablehlo.add %83, %89 : tensor<f32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %91 = stablehlo.add %cst_17, %90 : tensor<f32>
      %92 = stablehlo.add %arg6, %arg10 : tensor<f32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %93 = stablehlo.multiply %cst_18, %92 : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %95 = stablehlo.multiply %94, %arg0 : tensor<64xf32>
      %96 = stablehlo.add %arg1, %95 : tensor<64xf32>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %98 = stablehlo.compare LT, %96, %97, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %100 = stablehlo.convert %98 : (tensor<64xi1>) -> tensor<64xf32>
      %101 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
      %103 = stablehlo.multiply %arg2, %102 : tensor<64x3xf32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %104 = stablehlo.reduce(%103 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<64x3xf32>, tensor<f32>) -> tensor<3xf32>
      %105 = stablehlo.add %arg3, %104 : tensor<3xf32>
      %106 = stablehlo.multiply %93, %93 : tensor<f32>
      %107 = stablehlo.slice %105 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %108 = stablehlo.reshape %107 : (tensor<1xf32>) -> tensor<f32>
      %109 = stablehlo.multiply %106, %108 : tensor<f32>
      %110 = stablehlo.slice %105 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %111 = stablehlo.reshape %110 : (tensor<1xf32>) -> tensor<f32>
      %112 = stablehlo.multiply %93, %111 : tensor<f32>
      %113 = stablehlo.add %109, %112 : tensor<f32>
      %114 = stablehlo.slice %105 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %115 = stablehlo.reshape %114 : (tensor<1xf32>) -> tensor<f32>
      %116 = stablehlo.add %113, %115 : tensor<f32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %117 = stablehlo.add %cst_22, %116 : tensor<f32>
      %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %118 = stablehlo.multiply %cst_23, %93 : tensor<f32>
      %119 = stablehlo.slice %105 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %120 = stablehlo.reshape %119 : (tensor<1xf32>) -> tensor<f32>
      %121 = stablehlo.multiply %118, %120 : tensor<f32>
      %122 = stablehlo.slice %105 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %123 = stablehlo.reshape %122 : (tensor<1xf32>) -> tensor<f32>
      %124 = stablehlo.add %121, %123 : tensor<f32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %125 = stablehlo.add %cst_24, %124 : tensor<f32>
      %126 = stablehlo.slice %105 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %127 = stablehlo.reshape %126 : (tensor<1xf32>) -> tensor<f32>
      %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %128 = stablehlo.multiply %cst_25, %127 : tensor<f32>
      %129 = stablehlo.slice %105 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %130 = stablehlo.reshape %129 : (tensor<1xf32>) -> tensor<f32>
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %131 = stablehlo.compare EQ, %130, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %132 = stablehlo.convert %131 : (tensor<i1>) -> tensor<f32>
      %cst_27 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
      %133 = stablehlo.multiply %132, %cst_27 : tensor<f32>
      %134 = stablehlo.convert %133 : tensor<f32>
      %135 = stablehlo.add %128, %134 : tensor<f32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %136 = stablehlo.add %cst_28, %135 : tensor<f32>
      %137 = stablehlo.compare LT, %arg8, %35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %138 = stablehlo.compare LT, %35, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %139 = stablehlo.and %137, %138 : tensor<i1>
      %140 = stablehlo.compare GT, %arg8, %35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %141 = stablehlo.compare GT, %35, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %142 = stablehlo.and %140, %141 : tensor<i1>
      %143 = stablehlo.or %139, %142 : tensor<i1>
      %144 = func.call @_where_188(%143, %3, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %145 = func.call @_where_188(%143, %27, %arg7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %146 = func.call @_where_188(%143, %35, %arg8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %147 = func.call @_where_188(%143, %46, %arg9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %148 = stablehlo.compare LT, %146, %125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %149 = stablehlo.compare LT, %125, %cst_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %150 = stablehlo.and %148, %149 : tensor<i1>
      %151 = stablehlo.compare GT, %146, %125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.compare GT, %125, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %153 = stablehlo.and %151, %152 : tensor<i1>
      %154 = stablehlo.or %150, %153 : tensor<i1>
      %155 = func.call @_where_188(%154, %93, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %156 = func.call @_where_188(%154, %117, %145) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %157 = func.call @_where_188(%154, %125, %146) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %158 = func.call @_where_188(%154, %136, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %159 = stablehlo.compare LT, %157, %80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %160 = stablehlo.compare LT, %80, %cst_33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %161 = stablehlo.and %159, %160 : tensor<i1>
      %162 = stablehlo.compare GT, %157, %80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %163 = stablehlo.compare GT, %80, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %164 = stablehlo.and %162, %163 : tensor<i1>
      %165 = stablehlo.or %161, %164 : tensor<i1>
      %166 = func.call @_where_188(%165, %48, %155) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %167 = func.call @_where_188(%165, %72, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %168 = func.call @_where_188(%165, %80, %157) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %169 = func.call @_where_188(%165, %91, %158) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %170 = stablehlo.compare LT, %arg12, %80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %171 = stablehlo.compare LT, %80, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %172 = stablehlo.and %170, %171 : tensor<i1>
      %173 = stablehlo.compare GT, %arg12, %80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %174 = stablehlo.compare GT, %80, %cst_36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %175 = stablehlo.and %173, %174 : tensor<i1>
      %176 = stablehlo.or %172, %175 : tensor<i1>
      %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %177 = stablehlo.compare LT, %arg12, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %178 = stablehlo.compare GT, %80, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %179 = stablehlo.and %177, %178 : tensor<i1>
      %180 = stablehlo.or %176, %179 : tensor<i1>
      %181 = func.call @_where_188(%180, %48, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %182 = func.call @_where_188(%180, %72, %arg11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %183 = func.call @_where_188(%180, %80, %arg12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %184 = func.call @_where_188(%180, %91, %arg13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %185 = stablehlo.compare LT, %183, %125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %186 = stablehlo.compare LT, %125, %cst_39, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %187 = stablehlo.and %185, %186 : tensor<i1>
      %188 = stablehlo.compare GT, %183, %125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %189 = stablehlo.compare GT, %125, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %190 = stablehlo.and %188, %189 : tensor<i1>
      %191 = stablehlo.or %187, %190 : tensor<i1>
      %192 = func.call @_where_188(%191, %93, %181) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %193 = func.call @_where_188(%191, %117, %182) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %194 = func.call @_where_188(%191, %125, %183) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %195 = func.call @_where_188(%191, %136, %184) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %196 = stablehlo.compare LT, %194, %35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %197 = stablehlo.compare LT, %35, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %198 = stablehlo.and %196, %197 : tensor<i1>
      %199 = stablehlo.compare GT, %194, %35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %200 = stablehlo.compare GT, %35, %cst_42, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %201 = stablehlo.and %199, %200 : tensor<i1>
      %202 = stablehlo.or %198, %201 : tensor<i1>
      %203 = func.call @_where_188(%202, %3, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %204 = func.call @_where_188(%202, %27, %193) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %205 = func.call @_where_188(%202, %35, %194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %206 = func.call @_where_188(%202, %46, %195) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %207 = stablehlo.or %143, %154 : tensor<i1>
      %208 = stablehlo.or %207, %165 : tensor<i1>
      %209 = stablehlo.or %208, %180 : tensor<i1>
      %210 = stablehlo.or %209, %191 : tensor<i1>
      %211 = stablehlo.or %210, %202 : tensor<i1>
      %212 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %213 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %214 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %215 = stablehlo.concatenate %212, %213, %214, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
      %216 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %217 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %218 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %219 = stablehlo.concatenate %216, %217, %218, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
      %220 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %221 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %222 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %223 = stablehlo.concatenate %220, %221, %222, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
      %224 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %225 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %226 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %227 = stablehlo.concatenate %224, %225, %226, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
      %228 = stablehlo.abs %223 : tensor<3xf32>
      %229 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %230 = stablehlo.compare LT, %228, %229, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %231 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %232 = stablehlo.compare LT, %219, %231, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %233 = stablehlo.and %230, %232 : tensor<3xi1>
      %cst_43 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %234 = func.call @_where_191(%233, %219, %cst_43) : (tensor<3xi1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
      %235 = func.call @argmin_192(%234) : (tensor<3xf32>) -> tensor<i32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %236 = stablehlo.compare LT, %235, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_45 = stablehlo.constant dense<3> : tensor<i32>
      %237 = stablehlo.add %235, %c_45 : tensor<i32>
      %238 = stablehlo.select %236, %237, %235 : tensor<i1>, tensor<i32>
      %239 = stablehlo.dynamic_slice %215, %238, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
      %240 = stablehlo.reshape %239 : (tensor<1xf32>) -> tensor<f32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %241 = stablehlo.compare LT, %235, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_47 = stablehlo.constant dense<3> : tensor<i32>
      %242 = stablehlo.add %235, %c_47 : tensor<i32>
      %243 = stablehlo.select %241, %242, %235 : tensor<i1>, tensor<i32>
      %244 = stablehlo.dynamic_slice %219, %243, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
      %245 = stablehlo.reshape %244 : (tensor<1xf32>) -> tensor<f32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %246 = stablehlo.compare LT, %235, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_49 = stablehlo.constant dense<3> : tensor<i32>
      %247 = stablehlo.add %235, %c_49 : tensor<i32>
      %248 = stablehlo.select %246, %247, %235 : tensor<i1>, tensor<i32>
      %249 = stablehlo.dynamic_slice %223, %248, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
      %250 = stablehlo.reshape %249 : (tensor<1xf32>) -> tensor<f32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %251 = stablehlo.compare LT, %235, %c_50, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_51 = stablehlo.constant dense<3> : tensor<i32>
      %252 = stablehlo.add %235, %c_51 : tensor<i32>
      %253 = stablehlo.select %251, %252, %235 : tensor<i1>, tensor<i32>
      %254 = stablehlo.dynamic_slice %227, %253, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
      %255 = stablehlo.reshape %254 : (tensor<1xf32>) -> tensor<f32>
      %c_52 = stablehlo.constant dense<false> : tensor<i1>
      %256 = stablehlo.reduce(%233 init: %c_52) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %257 = func.call @_where_188(%256, %240, %166) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %258 = func.call @_where_188(%256, %245, %167) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %259 = func.call @_where_188(%256, %250, %168) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %260 = func.call @_where_188(%256, %255, %169) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %261 = func.call @_where_188(%256, %240, %203) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %262 = func.call @_where_188(%256, %245, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %263 = func.call @_where_188(%256, %250, %205) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %264 = func.call @_where_188(%256, %255, %206) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %265 = stablehlo.not %256 : tensor<i1>
      %266 = stablehlo.and %211, %265 : tensor<i1>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %267 = stablehlo.add %arg15, %c_53 : tensor<i32>
      %c_54 = stablehlo.constant dense<50> : tensor<i32>
      %268 = stablehlo.compare GE, %267, %c_54, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %269 = stablehlo.not %266 : tensor<i1>
      %c_55 = stablehlo.constant dense<false> : tensor<i1>
      %270 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i1>) -> tensor<i1>
      %271 = stablehlo.compare NE, %268, %270, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %272 = stablehlo.convert %271 : tensor<i1>
      %273 = stablehlo.or %272, %269 : tensor<i1>
      %274 = stablehlo.abs %259 : tensor<f32>
      %275 = stablehlo.compare LT, %274, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %276 = stablehlo.compare LT, %258, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %277 = stablehlo.and %275, %276 : tensor<i1>
      %278 = stablehlo.or %273, %277 : tensor<i1>
      %279 = stablehlo.abs %263 : tensor<f32>
      %280 = stablehlo.compare LT, %279, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %281 = stablehlo.compare LT, %262, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %282 = stablehlo.and %280, %281 : tensor<i1>
      %283 = stablehlo.or %278, %282 : tensor<i1>
      %284 = stablehlo.not %283 : tensor<i1>
      stablehlo.return %257, %258, %259, %260, %261, %262, %263, %264, %266, %267, %284 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>)
    return %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>
  }
  func.func private @_where_191(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @argmin_192(%arg0: tensor<3xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @_where_193(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @clip_194(%arg0: tensor<1xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1xi32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.minimum %2, %1 : tensor<1xi32>
    return %3 : tensor<1xi32>
  }
  func.func private @argsort_195(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1xi32>, tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    return %1#1 : tensor<1xi32>
  }
  func.func private @cumsum_196(%arg0: tensor<4xi1>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi32>
    %1 = call @cumsum_26(%0) : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @clip_197(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @cumsum_198(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_29(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @floor_divide_199(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<3xi32>
    %2 = stablehlo.sign %arg0 : tensor<3xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %10 = stablehlo.and %5, %9 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<3xi32>
    %13 = call @_where_200(%10, %12, %1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %13 : tensor<3xi32>
  }
  func.func private @_where_200(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder_201(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_202(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_202(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_203(%arg0: tensor<14xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x1xf32> {
    %c = stablehlo.constant dense<14> : tensor<i32>
    %0 = call @remainder_11(%arg1, %c) : (tensor<2x1xi32>, tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<14xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    return %2 : tensor<2x1xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<60x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<60x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<60x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<60x16xf32>
    return %1 : tensor<60x16xf32>
  }
}
