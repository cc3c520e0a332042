// Before the first of our passes, on every backend, a reduce whose inputs hold no elements is
// written as its inits broadcast to its results' shapes, as XLA's simplifier does, so that
// the broadcast joins the groups of its readers. A reduce of elements stays a reduce.
// RUN: fusion-opt %s -p inline-calls --split-input-file | filecheck %s
// RUN: fusion-opt %s -p producer-consumer --split-input-file | filecheck %s --check-prefix=FUSED
// RUN: fusion-opt %s -p inline-calls --backend cuda --split-input-file | filecheck %s --check-prefix=GPU

// CHECK-LABEL: func.func @two_results_of_nothing
// CHECK-NOT: stablehlo.reduce
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-DAG: stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<f32>) -> tensor<2x2xf32>
// CHECK-DAG: stablehlo.broadcast_in_dim %[[T]], dims = [] : (tensor<i1>) -> tensor<2x2xi1>
// FUSED-LABEL: func.func @two_results_of_nothing
// FUSED-NOT: stablehlo.reduce
// FUSED: "mhlo.fusion"
// FUSED: stablehlo.broadcast_in_dim
// FUSED: stablehlo.not
// FUSED: stablehlo.and
// GPU-LABEL: func.func @two_results_of_nothing
// GPU-NOT: stablehlo.reduce
// GPU: stablehlo.not
func.func @two_results_of_nothing(%a: tensor<0x2x2xf32>, %b: tensor<0x2x2xi1>, %c: tensor<2x2xi1>) -> (tensor<2x2xf32>, tensor<2x2xi1>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r:2 = stablehlo.reduce(%a init: %z), (%b init: %t) across dimensions = [0] : (tensor<0x2x2xf32>, tensor<0x2x2xi1>, tensor<f32>, tensor<i1>) -> (tensor<2x2xf32>, tensor<2x2xi1>)
   reducer(%p: tensor<f32>, %q: tensor<f32>) (%u: tensor<i1>, %v: tensor<i1>) {
    %s = stablehlo.add %p, %q : tensor<f32>
    %w = stablehlo.and %u, %v : tensor<i1>
    stablehlo.return %s, %w : tensor<f32>, tensor<i1>
   }
  %n = stablehlo.not %r#1 : tensor<2x2xi1>
  %m = stablehlo.and %n, %c : tensor<2x2xi1>
  return %r#0, %m : tensor<2x2xf32>, tensor<2x2xi1>
}

// -----

// A result without elements is a broadcast too; the scalar result of a full reduction is
// its init itself.
// CHECK-LABEL: func.func @empty_result_and_scalar
// CHECK-NOT: stablehlo.reduce
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<f32>) -> tensor<0xf32>
// CHECK: return %{{.*}}, %{{.*}} : tensor<0xf32>, tensor<f32>
func.func @empty_result_and_scalar(%a: tensor<0x3xf32>) -> (tensor<0xf32>, tensor<f32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<0x3xf32>, tensor<f32>) -> tensor<0xf32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<0x3xf32>, tensor<f32>) -> tensor<f32>
  return %r, %s : tensor<0xf32>, tensor<f32>
}

// -----

// A reduce of elements is left as it is.
// CHECK-LABEL: func.func @reduce_of_elements
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [0]
func.func @reduce_of_elements(%a: tensor<4x3xf32>) -> tensor<3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
