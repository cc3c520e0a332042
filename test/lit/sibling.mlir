// RUN: fusion-opt %s -p sibling --split-input-file | filecheck %s
// RUN: fusion-opt %s -p sibling,sibling --split-input-file | filecheck %s
// RUN: fusion-opt %s -p sibling --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN
// RUN: fusion-opt %s -p sibling --split-input-file --mlir-print-debuginfo | filecheck %s --check-prefix=LOC

// Three readers of one 4 KiB value become one group with three results; the ops that
// read their results stay outside.
// CHECK-LABEL: func.func @three_readers
// CHECK: %[[F:.*]]:3 = "mhlo.fusion"(%arg0)
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<32x32xf32>):
// CHECK-NEXT: stablehlo.sine %[[A]]
// Members keep their locations; the group gets the fused location of its members.
// LOC: #[[S:loc[0-9]+]] = loc("s")
// LOC: #[[F:loc[0-9]+]] = loc(fused[#[[S]], #{{loc[0-9]+}}, #{{loc[0-9]+}}])
// LOC-LABEL: func.func @three_readers
// LOC: stablehlo.sine %{{.*}} loc(#[[S]])
// LOC: }) : (tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) loc(#[[F]])
// CHECK-NEXT: stablehlo.cosine %[[A]]
// CHECK-NEXT: stablehlo.exponential %[[A]]
// CHECK-NEXT: mhlo.return
// CHECK: stablehlo.multiply %[[F]]#0
// CHECK: stablehlo.add %[[F]]#1
// CHECK: stablehlo.reduce(%[[F]]#2
// EXPLAIN: [sibling] fused: %0=sine, %1=cosine, %3=exponential -- legal (read %arg0 once; route regroup), saves ~8192 B
func.func @three_readers(%x: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
  %0 = stablehlo.sine %x : tensor<32x32xf32> loc("s")
  %1 = stablehlo.cosine %x : tensor<32x32xf32>
  %2 = stablehlo.multiply %0, %0 : tensor<32x32xf32>
  %3 = stablehlo.exponential %x : tensor<32x32xf32>
  %4 = stablehlo.add %1, %1 : tensor<32x32xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %5 = stablehlo.reduce(%3 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
  return %2, %4, %5 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
}

// -----

// Sum of x and sum of x*x over the same dimension (mean and variance): one variadic
// reduce, on every backend. The reducer bodies are kept side by side.
// CHECK-LABEL: func.func @mean_var
// CHECK: %[[SQ:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK: %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %{{.*}}), (%[[SQ]] init: %{{.*}}) across dimensions = [1]
// CHECK-NEXT: reducer(%[[A0:.*]]: tensor<f32>, %[[A1:.*]]: tensor<f32>) (%[[B0:.*]]: tensor<f32>, %[[B1:.*]]: tensor<f32>)
// CHECK-NEXT: stablehlo.add %[[A0]], %[[A1]]
// CHECK-NEXT: stablehlo.maximum %[[B0]], %[[B1]]
// CHECK-NEXT: stablehlo.return
// CHECK: return %[[R]]#0, %[[R]]#1
// CHECK-NOT: stablehlo.reduce
// EXPLAIN: [sibling] fused: %0=reduce, %2=reduce -- one variadic reduce (sibling reductions of %arg0)
func.func @mean_var(%x: tensor<32x32xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  %1 = stablehlo.multiply %x, %x : tensor<32x32xf32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  return %0, %2 : tensor<32xf32>, tensor<32xf32>
}

// -----

// Reductions over different dimensions do not make one variadic reduce, and a multi-result
// group of a row sum and a column sum is a loop fusion walking columns (capability probe
// reduce-major-loop: slower than XLA's library reductions), so they stay apart.
// CHECK-LABEL: func.func @different_dims
// CHECK-NOT: "mhlo.fusion"
// CHECK: stablehlo.reduce(%{{.*}}) applies stablehlo.add across dimensions = [1]
// CHECK: stablehlo.reduce(%{{.*}}) applies stablehlo.add across dimensions = [0]
// CHECK-NEXT: return
// EXPLAIN: [sibling] not fused: %0=reduce -- reductions differ in shape, dimensions or attributes
// EXPLAIN: [sibling] not fused: %0=reduce, %1=reduce -- backend cannot run a column reduction in a group no library kernel runs whole
func.func @different_dims(%x: tensor<32x32xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  %1 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  return %0, %1 : tensor<32xf32>, tensor<32xf32>
}

// -----

// The second reduction reads the first one's result: merging them would be a cycle.
// CHECK-LABEL: func.func @would_be_cycle
// CHECK-NOT: mhlo.fusion
// CHECK: stablehlo.reduce(%arg0 init
// CHECK: stablehlo.reduce(%{{.*}} init
// CHECK-NOT: mhlo.fusion
// EXPLAIN: [sibling] not fused: %0=reduce, %3=reduce -- would create a cycle (a path leads from a sibling to it)
func.func @would_be_cycle(%x: tensor<32x32xf32>) -> tensor<32xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
  %2 = stablehlo.subtract %x, %1 : tensor<32x32xf32>
  %3 = stablehlo.reduce(%2 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  return %3 : tensor<32xf32>
}

// -----

// A reader that depends on another reader (a path sin -> negate -> add) is at another
// level and stays out; so does an opaque custom_call. Only sine and cosine group.
// CHECK-LABEL: func.func @path_and_opaque
// CHECK: "mhlo.fusion"(%arg0)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: mhlo.return
// CHECK: stablehlo.custom_call @foo(%arg0)
// CHECK: stablehlo.add %arg0
// EXPLAIN: [sibling] not fused: %2=custom_call -- op has side effects (stablehlo.custom_call)
// EXPLAIN: [sibling] not fused: %4=add -- not at the same dataflow level as the other readers (reads %arg0 with 2 others)
func.func @path_and_opaque(%x: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) {
  %0 = stablehlo.sine %x : tensor<32x32xf32>
  %1 = stablehlo.cosine %x : tensor<32x32xf32>
  %2 = stablehlo.custom_call @foo(%x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %3 = stablehlo.negate %0 : tensor<32x32xf32>
  %4 = stablehlo.add %x, %3 : tensor<32x32xf32>
  return %1, %2, %4 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
}

// -----

// Small operands (below min-bytes) are not worth it; readers with results of different
// shapes are not grouped.
// CHECK-LABEL: func.func @small_or_mixed
// CHECK-NOT: mhlo.fusion
// CHECK: return
// EXPLAIN: not fused: %2=reduce -- results of a different shape than the other readers
func.func @small_or_mixed(%s: tensor<8xf32>, %x: tensor<32x32xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<32xf32>) {
  %0 = stablehlo.sine %s : tensor<8xf32>
  %1 = stablehlo.cosine %s : tensor<8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
  %3 = stablehlo.exponential %x : tensor<32x32xf32>
  return %0, %1, %3, %2 : tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<32xf32>
}

// -----

// Inside a while body: the two readers of the loop-carried value become one group there.
// CHECK-LABEL: func.func @in_while
// CHECK: stablehlo.while
// CHECK: do {
// CHECK: "mhlo.fusion"(%iterArg_0)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: mhlo.return
// CHECK: stablehlo.return
func.func @in_while(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %x) : tensor<i32>, tensor<32x32xf32>
  cond {
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.sine %iterArg_0 : tensor<32x32xf32>
    %2 = stablehlo.cosine %iterArg_0 : tensor<32x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x32xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    stablehlo.return %4, %3 : tensor<i32>, tensor<32x32xf32>
  }
  return %0#1 : tensor<32x32xf32>
}
