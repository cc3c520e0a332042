// Before the first of our passes, on XLA:CPU, a dot product of vectors (batched or not) is
// written as the multiply and sum XLA:CPU's simplifier makes of it, and an outer product
// as a multiply of broadcasts, so that the fusion passes group them as XLA will see them.
// A matrix-vector dot stays a dot. On XLA:GPU (another simplifier) nothing changes, nor
// where no pass of the pipeline fuses producers into consumers (nothing would gain by it).
// RUN: fusion-opt %s -p inline-calls,producer-consumer --print-ir-after-all --split-input-file -o %t 2>&1 \
// RUN:   | sed -n '/After inline-calls/,/After producer-consumer/p' | filecheck %s
// RUN: fusion-opt %s -p inline-calls,sibling,horizontal --split-input-file | filecheck %s --check-prefix=NONE
// RUN: fusion-opt %s -p producer-consumer --split-input-file | filecheck %s --check-prefix=FUSED
// RUN: fusion-opt %s -p inline-calls --backend cuda --split-input-file | filecheck %s --check-prefix=GPU

// CHECK-LABEL: func.func @batched_dot_product
// CHECK-NOT: dot_general
// CHECK: %[[P:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<2x3xf32>
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: stablehlo.reduce(%[[P]] init: %[[Z]]) applies stablehlo.add across dimensions = [1]
// FUSED-LABEL: func.func @batched_dot_product
// FUSED: "mhlo.fusion"
// FUSED: stablehlo.multiply
// FUSED: stablehlo.reduce
// FUSED: stablehlo.cosine
// FUSED-NEXT: mhlo.return
// GPU-LABEL: func.func @batched_dot_product
// GPU: stablehlo.dot_general
// NONE-LABEL: func.func @batched_dot_product
// NONE: stablehlo.dot_general
func.func @batched_dot_product(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %1 = stablehlo.cosine %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// Operands are put in (batch, contracting) order, unit dimensions dropped, and the result
// reshaped back; bf16 is multiplied and summed in f32.
// CHECK-LABEL: func.func @permuted_bf16
// CHECK: stablehlo.convert %arg0 : (tensor<2x5x3xbf16>) -> tensor<2x5x3xf32>
// CHECK: stablehlo.convert %arg1 : (tensor<3x2x1x5xbf16>) -> tensor<3x2x1x5xf32>
// CHECK: stablehlo.transpose %{{.*}}, dims = [1, 3, 0, 2] : (tensor<3x2x1x5xf32>) -> tensor<2x5x3x1xf32>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x5x3x1xf32>) -> tensor<2x5x3xf32>
// CHECK: stablehlo.multiply %{{.*}} : tensor<2x5x3xf32>
// CHECK: across dimensions = [2]
// CHECK: stablehlo.convert %{{.*}} : (tensor<2x5xf32>) -> tensor<2x5xbf16>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x5xbf16>) -> tensor<2x5x1xbf16>
func.func @permuted_bf16(%a: tensor<2x5x3xbf16>, %b: tensor<3x2x1x5xbf16>) -> tensor<2x5x1xbf16> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0, 1] x [1, 3], contracting_dims = [2] x [0] : (tensor<2x5x3xbf16>, tensor<3x2x1x5xbf16>) -> tensor<2x5x1xbf16>
  return %0 : tensor<2x5x1xbf16>
}

// -----

// CHECK-LABEL: func.func @outer_product
// CHECK: stablehlo.reshape %arg0 : (tensor<14x1xf32>) -> tensor<14xf32>
// CHECK: stablehlo.reshape %arg1 : (tensor<1x5xf32>) -> tensor<5xf32>
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<14xf32>) -> tensor<14x5xf32>
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<5xf32>) -> tensor<14x5xf32>
// CHECK: stablehlo.multiply
// CHECK-NOT: reduce
func.func @outer_product(%a: tensor<14x1xf32>, %b: tensor<1x5xf32>) -> tensor<14x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<14x1xf32>, tensor<1x5xf32>) -> tensor<14x5xf32>
  return %0 : tensor<14x5xf32>
}

// -----

// A matrix-vector dot is a dot for XLA:CPU too (a library kernel): left as it is.
// CHECK-LABEL: func.func @matrix_vector
// CHECK: stablehlo.dot_general %arg0, %arg1
// CHECK-NOT: stablehlo.reduce
func.func @matrix_vector(%a: tensor<5x3xf32>, %b: tensor<3xf32>) -> tensor<5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<5x3xf32>, tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
