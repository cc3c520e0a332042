// RUN: fusion-opt %s -p 'sibling{max-ops=4}' --split-input-file | filecheck %s
// RUN: fusion-opt %s -p 'sibling{max-ops=4}' --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN

// Two groups that each cloned the same producer chain (add, multiply) hold 6 ops between
// them but compute 4: max-ops counts what the merged kernel holds, and the merged body
// computes the shared chain once.
// CHECK-LABEL: func.func @shared_chain
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0)
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<32x32xf32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[A]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[S]], %[[S]]
// CHECK-NEXT: stablehlo.sine %[[M]]
// CHECK-NEXT: stablehlo.cosine %[[M]]
// CHECK-NEXT: mhlo.return
// CHECK: return %[[F]]#0, %[[F]]#1
// EXPLAIN: [sibling] fused: %0=fusion, %1=fusion -- legal (read %arg0 once; route regroup)
func.func @shared_chain(%x: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %0 = "mhlo.fusion"(%x) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%a: tensor<32x32xf32>):
    %s = stablehlo.add %a, %a : tensor<32x32xf32>
    %m = stablehlo.multiply %s, %s : tensor<32x32xf32>
    %r = stablehlo.sine %m : tensor<32x32xf32>
    mhlo.return %r : tensor<32x32xf32>
  }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = "mhlo.fusion"(%x) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%a: tensor<32x32xf32>):
    %s = stablehlo.add %a, %a : tensor<32x32xf32>
    %m = stablehlo.multiply %s, %s : tensor<32x32xf32>
    %r = stablehlo.cosine %m : tensor<32x32xf32>
    mhlo.return %r : tensor<32x32xf32>
  }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  return %0, %1 : tensor<32x32xf32>, tensor<32x32xf32>
}

// -----

// Chains that differ (add against subtract) share nothing: 6 distinct ops, over the limit.
// CHECK-LABEL: func.func @different_chains
// CHECK: "mhlo.fusion"(%arg0)
// CHECK: "mhlo.fusion"(%arg0)
// EXPLAIN: [sibling] not fused: %0=fusion, %1=fusion -- exceeds max-ops (6 ops > 4)
func.func @different_chains(%x: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %0 = "mhlo.fusion"(%x) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%a: tensor<32x32xf32>):
    %s = stablehlo.add %a, %a : tensor<32x32xf32>
    %m = stablehlo.multiply %s, %s : tensor<32x32xf32>
    %r = stablehlo.sine %m : tensor<32x32xf32>
    mhlo.return %r : tensor<32x32xf32>
  }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = "mhlo.fusion"(%x) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%a: tensor<32x32xf32>):
    %s = stablehlo.subtract %a, %a : tensor<32x32xf32>
    %m = stablehlo.multiply %s, %s : tensor<32x32xf32>
    %r = stablehlo.cosine %m : tensor<32x32xf32>
    mhlo.return %r : tensor<32x32xf32>
  }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  return %0, %1 : tensor<32x32xf32>, tensor<32x32xf32>
}
