// RUN: fusion-opt %s -p horizontal --split-input-file | filecheck %s
// RUN: fusion-opt %s -p horizontal,horizontal --split-input-file | filecheck %s
// RUN: fusion-opt %s -p horizontal --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN
// RUN: fusion-opt %s -p 'horizontal{stack=true dots=false}' --split-input-file | filecheck %s --check-prefix=STACK

// Independent ops with results of one shape: one group with four results.
// CHECK-LABEL: func.func @independent
// CHECK: %[[F:.*]]:4 = "mhlo.fusion"(%arg0, %arg1, %arg2, %arg3)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: mhlo.return
// CHECK: return %[[F]]#0, %[[F]]#1, %[[F]]#2, %[[F]]#3
// EXPLAIN: [horizontal] fused: %0=sine, %1=cosine, %2=exponential, %3=sine -- one multi-result group (legal; route regroup)
// The stacked form (forced): one op over the concatenated operands, sliced apart.
// STACK-LABEL: func.func @independent
// STACK: %[[C:.*]] = stablehlo.concatenate %arg0, %arg3, dim = 0 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
// STACK: %[[S:.*]] = stablehlo.sine %[[C]] : tensor<32x16xf32>
// STACK: stablehlo.slice %[[S]] [0:16, 0:16]
// STACK: stablehlo.slice %[[S]] [16:32, 0:16]
// STACK-NOT: stablehlo.sine
// STACK: return
func.func @independent(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>, %d: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = stablehlo.sine %a : tensor<16x16xf32>
  %1 = stablehlo.cosine %b : tensor<16x16xf32>
  %2 = stablehlo.exponential %c : tensor<16x16xf32>
  %3 = stablehlo.sine %d : tensor<16x16xf32>
  return %0, %1, %2, %3 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// A path sine -> exponential -> cosine: grouping sine with cosine would be a cycle through
// the exponential. Ops on a path are at different levels and never grouped; the two
// independent chains pair up level by level instead.
// CHECK-LABEL: func.func @would_be_cycle
// CHECK: %[[A:.*]]:2 = "mhlo.fusion"(%arg0, %arg1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: mhlo.return
// CHECK: %[[B:.*]]:2 = "mhlo.fusion"(%[[A]]#0, %[[A]]#1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.abs
// CHECK-NEXT: mhlo.return
// CHECK: "mhlo.fusion"(%[[B]]#0, %[[B]]#1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: stablehlo.floor
// CHECK-NEXT: mhlo.return
func.func @would_be_cycle(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = stablehlo.sine %x : tensor<16x16xf32>
  %1 = stablehlo.exponential %0 : tensor<16x16xf32>
  %2 = stablehlo.cosine %1 : tensor<16x16xf32>
  %3 = stablehlo.negate %y : tensor<16x16xf32>
  %4 = stablehlo.abs %3 : tensor<16x16xf32>
  %5 = stablehlo.floor %4 : tensor<16x16xf32>
  return %2, %5 : tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// Four same-shape dots of independent small MLP layers: one batched dot_general over the
// stacked operands; each output slice is fused into its consumer (tanh), and the four
// consumers become one group.
// CHECK-LABEL: func.func @dots
// CHECK: %[[L:.*]] = "mhlo.fusion"(%arg0, %arg1, %arg2, %arg3)
// CHECK: stablehlo.concatenate
// CHECK: stablehlo.reshape %{{.*}} : (tensor<32x16xf32>) -> tensor<4x8x16xf32>
// CHECK: %[[R:.*]] = "mhlo.fusion"(%arg4, %arg5, %arg6, %arg7)
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[L]], %[[R]], batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
// CHECK: %[[FLAT:.*]] = stablehlo.reshape %[[D]] : (tensor<4x8x16xf32>) -> tensor<32x16xf32>
// CHECK: %[[T:.*]]:4 = "mhlo.fusion"(%[[FLAT]])
// CHECK: stablehlo.slice %{{.*}} [0:8, 0:16]
// CHECK-NEXT: stablehlo.tanh
// CHECK: stablehlo.slice %{{.*}} [24:32, 0:16]
// CHECK-NEXT: stablehlo.tanh
// CHECK: return %[[T]]#0, %[[T]]#1, %[[T]]#2, %[[T]]#3
// CHECK-NOT: stablehlo.dot_general
// EXPLAIN: [horizontal] fused: %0=dot_general, %2=dot_general, %4=dot_general, %6=dot_general -- one batched dot_general (4 kernels -> 3; copies 12288 B vs 1 launches x launch-bytes 16384)
func.func @dots(%x0: tensor<8x16xf32>, %x1: tensor<8x16xf32>, %x2: tensor<8x16xf32>, %x3: tensor<8x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>, %w3: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.dot_general %x0, %w0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.tanh %0 : tensor<8x16xf32>
  %2 = stablehlo.dot_general %x1, %w1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %3 = stablehlo.tanh %2 : tensor<8x16xf32>
  %4 = stablehlo.dot_general %x2, %w2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %5 = stablehlo.tanh %4 : tensor<8x16xf32>
  %6 = stablehlo.dot_general %x3, %w3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %7 = stablehlo.tanh %6 : tensor<8x16xf32>
  return %1, %3, %5, %7 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

// One input against four weights: the shared operand is stacked by one broadcast_in_dim.
// CHECK-LABEL: func.func @shared_lhs
// CHECK: %[[L:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
// CHECK: stablehlo.dot_general %[[L]], %{{.*}}, batching_dims = [0] x [0]
// CHECK-NOT: stablehlo.dot_general
func.func @shared_lhs(%x: tensor<8x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>, %w3: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %2 = stablehlo.dot_general %x, %w2, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %3 = stablehlo.dot_general %x, %w3, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %4 = stablehlo.negate %0 : tensor<8x16xf32>
  %5 = stablehlo.negate %1 : tensor<8x16xf32>
  %6 = stablehlo.negate %2 : tensor<8x16xf32>
  %7 = stablehlo.negate %3 : tensor<8x16xf32>
  return %4, %5, %6, %7 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

// Two large dots: stacking would copy far more than two launches cost. Left alone.
// CHECK-LABEL: func.func @large_dots
// CHECK-COUNT-2: stablehlo.dot_general %arg
// CHECK-NOT: batching_dims
// EXPLAIN: [horizontal] not fused: %0=dot_general, %1=dot_general -- copies cost more than the launches saved
func.func @large_dots(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>, %c: tensor<128x128xf32>, %d: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %1 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0, %1 : tensor<128x128xf32>, tensor<128x128xf32>
}

// -----

// An opaque custom_call is never a member; the two other independent ops group.
// CHECK-LABEL: func.func @opaque
// CHECK: stablehlo.custom_call @foo(%arg0)
// CHECK: "mhlo.fusion"(%arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: mhlo.return
func.func @opaque(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = stablehlo.custom_call @foo(%a) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = stablehlo.sine %b : tensor<16x16xf32>
  %2 = stablehlo.cosine %c : tensor<16x16xf32>
  return %0, %1, %2 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// Inside a case branch: the branch's independent ops group there.
// CHECK-LABEL: func.func @in_case
// CHECK: "stablehlo.case"
// CHECK: "mhlo.fusion"(%arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: mhlo.return
// CHECK: stablehlo.return
// CHECK: }, {
// CHECK-NEXT: stablehlo.return %arg1, %arg2
func.func @in_case(%i: tensor<i32>, %a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %0:2 = "stablehlo.case"(%i) ({
    %1 = stablehlo.sine %a : tensor<16x16xf32>
    %2 = stablehlo.cosine %b : tensor<16x16xf32>
    stablehlo.return %1, %2 : tensor<16x16xf32>, tensor<16x16xf32>
  }, {
    stablehlo.return %a, %b : tensor<16x16xf32>, tensor<16x16xf32>
  }) : (tensor<i32>) -> (tensor<16x16xf32>, tensor<16x16xf32>)
  return %0#0, %0#1 : tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// Reshapes move no data (XLA makes them bitcasts): grouping them saves no kernel, and
// once XLA folds each into the reduction it reshapes, the group would hold both sums.
// CHECK-LABEL: func.func @reshapes_stay_apart
// CHECK-NOT: "mhlo.fusion"
// CHECK: return
// EXPLAIN-NOT: [horizontal] fused: {{.*}}=reshape
func.func @reshapes_stay_apart(%a: tensor<256xf32>, %b: tensor<256xf32>) -> (tensor<1x256xf32>, tensor<1x256xf32>) {
  %0 = stablehlo.reshape %a : (tensor<256xf32>) -> tensor<1x256xf32>
  %1 = stablehlo.reshape %b : (tensor<256xf32>) -> tensor<1x256xf32>
  return %0, %1 : tensor<1x256xf32>, tensor<1x256xf32>
}
