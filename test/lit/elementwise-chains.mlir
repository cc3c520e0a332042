// RUN: fusion-opt %s -p elementwise-chains --split-input-file | filecheck %s
// RUN: fusion-opt %s -p elementwise-chains,elementwise-chains --split-input-file | filecheck %s
// RUN: fusion-opt %s -p 'elementwise-chains{max-ops=3}' --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=MAX3
// RUN: not fusion-opt %s -p 'elementwise-chains{max-ops=1}' 2>&1 | filecheck %s --check-prefix=BADOPT

// BADOPT: fusion-opt: error: pass 'elementwise-chains': max-ops must be at least 2

// Ops read once by the next join one group; a value read twice ends it, and its two
// readers stay apart (each alone would be a group of one).
// CHECK-LABEL: func.func @tree
// CHECK:       %[[G:.*]] = "mhlo.fusion"(%arg0, %arg1)
// CHECK:         stablehlo.exponential
// CHECK-NEXT:    stablehlo.negate
// CHECK-NEXT:    stablehlo.add
// CHECK-NEXT:    stablehlo.tanh
// CHECK-NEXT:    mhlo.return
// CHECK:       stablehlo.sine %[[G]]
// CHECK-NEXT:  stablehlo.cosine %[[G]]
// CHECK-NOT:   mhlo.fusion
// MAX3: [elementwise-chains] not fused: %0=exponential, %1=negate, %2=add, %3=tanh -- exceeds max-ops (4 ops > 3)
func.func @tree(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %0 = stablehlo.exponential %a : tensor<64x64xf32>
  %1 = stablehlo.negate %b : tensor<64x64xf32>
  %2 = stablehlo.add %0, %1 : tensor<64x64xf32>
  %3 = stablehlo.tanh %2 : tensor<64x64xf32>
  %4 = stablehlo.sine %3 : tensor<64x64xf32>
  %5 = stablehlo.cosine %3 : tensor<64x64xf32>
  return %4, %5 : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// A reduction is no link: the ops on each side of it are groups of their own.
// CHECK-LABEL: func.func @through_reduce
// CHECK:       "mhlo.fusion"(%arg0)
// CHECK:         stablehlo.exponential
// CHECK-NEXT:    stablehlo.sine
// CHECK:       stablehlo.reduce
// CHECK:       "mhlo.fusion"
// CHECK:         stablehlo.negate
// CHECK-NEXT:    stablehlo.tanh
// MAX3: [elementwise-chains] fused: %0=exponential, %1=sine -- legal
func.func @through_reduce(%a: tensor<64x64xf32>) -> tensor<64xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.exponential %a : tensor<64x64xf32>
  %1 = stablehlo.sine %0 : tensor<64x64xf32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  %3 = stablehlo.negate %2 : tensor<64xf32>
  %4 = stablehlo.tanh %3 : tensor<64xf32>
  return %4 : tensor<64xf32>
}

// -----

// Nothing to chain: one elementwise op, and one whose result the function returns twice.
// CHECK-LABEL: func.func @alone
// CHECK-NOT:   mhlo.fusion
// CHECK:       return
func.func @alone(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.exponential %a : tensor<8xf32>
  %1 = stablehlo.sine %0 : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
