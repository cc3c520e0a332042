// RUN: fusion-opt %s -p unroll-while{factor=3} --split-input-file | filecheck %s
// RUN: fusion-opt %s -p unroll-while{factor=1} --split-input-file | filecheck %s --check-prefix=ONE
// RUN: fusion-opt %s -p 'unroll-while{factor=3 full=true}' --split-input-file | filecheck %s --check-prefix=FULL
// RUN: fusion-opt %s -p unroll-while{factor=3},unroll-while{factor=3} --split-input-file | filecheck %s
// A body of 4 ops x 3 copies is over max-ops=8: the loop is left as it was.
// RUN: fusion-opt %s -p 'unroll-while{factor=3 max-ops=8}' --split-input-file | filecheck %s --check-prefix=ONE
// RUN: fusion-opt %s -p 'unroll-while{factor=3 max-ops=8}' --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=BIG
// BIG: unrolled body too large{{.*}}4 ops x 3 > max-ops=8

// Trip count 10, factor 3: the body runs 3 times per iteration, the loop stops at 9, and
// one peeled copy of the body follows the loop.
// CHECK-LABEL: func.func public @counted
// CHECK: stablehlo.while
// CHECK: cond {
// CHECK: %[[B:.*]] = stablehlo.constant dense<9> : tensor<i32>
// CHECK: stablehlo.compare LT, %{{.*}}, %[[B]]
// CHECK: do {
// CHECK-COUNT-3: stablehlo.sine
// CHECK-NOT: stablehlo.sine
// CHECK: stablehlo.return
// CHECK: }
// CHECK: stablehlo.sine
// CHECK-NOT: stablehlo.sine
// CHECK: return
// ONE-LABEL: func.func public @counted
// ONE: stablehlo.constant dense<10> : tensor<i32>
// ONE: do {
// ONE-COUNT-1: stablehlo.sine
// ONE-NOT: stablehlo.sine
module {
  func.func public @counted(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.sine %x : tensor<8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
}

// -----

// Trip count 4 (from 3 to 7, i64 counter), factor 3: the loop would run once, so it is
// unrolled completely and disappears.
// CHECK-LABEL: func.func public @short
// CHECK-NOT: stablehlo.while
// CHECK-COUNT-4: stablehlo.exponential
// CHECK-NOT: stablehlo.exponential
// CHECK: return
module {
  func.func public @short(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<3> : tensor<i64>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i64>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<7> : tensor<i64>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %2 = stablehlo.add %one, %i : tensor<i64>
      %1 = stablehlo.exponential %x : tensor<4xf32>
      stablehlo.return %2, %1 : tensor<i64>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
}

// -----

// Trip count 0 (below the factor): left alone by default; with full=true the loop, which
// never runs, is removed and its results are its inits.
// CHECK-LABEL: func.func public @never
// CHECK: stablehlo.while
// FULL-LABEL: func.func public @never
// FULL-NOT: stablehlo.while
// FULL: return %arg0
module {
  func.func public @never(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      %1 = stablehlo.exponential %x : tensor<4xf32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
}

// -----

// Trip count 2 with factor 3: left alone by default, unrolled completely with full=true.
// CHECK-LABEL: func.func public @below
// CHECK: stablehlo.while
// CHECK-COUNT-1: stablehlo.log
// CHECK-NOT: stablehlo.log
// FULL-LABEL: func.func public @below
// FULL-NOT: stablehlo.while
// FULL-COUNT-2: stablehlo.log
// FULL-NOT: stablehlo.log
module {
  func.func public @below(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      %1 = stablehlo.log %x : tensor<4xf32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
}

// -----

// Not a static trip count: the bound is a function argument, the step is 2, the compare
// is LE. All three loops are left untouched.
// CHECK-LABEL: func.func public @dynamic
// CHECK: stablehlo.while
// CHECK-COUNT-1: stablehlo.negate
// CHECK: stablehlo.while
// CHECK-COUNT-1: stablehlo.negate
// CHECK: stablehlo.while
// CHECK-COUNT-1: stablehlo.negate
// CHECK-NOT: stablehlo.negate
module {
  func.func public @dynamic(%arg0: tensor<4xf32>, %n: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      %1 = stablehlo.negate %x : tensor<4xf32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
    }
    %3:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %m = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %two = stablehlo.constant dense<2> : tensor<i32>
      %2 = stablehlo.add %i, %two : tensor<i32>
      %1 = stablehlo.negate %x : tensor<4xf32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
    }
    %4:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %m = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LE, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      %1 = stablehlo.negate %x : tensor<4xf32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
    }
    return %0#1, %3#1, %4#1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

// -----

// A reduction of what the loop passes through unchanged (%w) is the same in every copy,
// and a kernel of its own however it is grouped: where the copies go outside every loop
// (unrolled completely, and the peeled copy) it is made once and read by every copy. In
// the body, which may run whole, each copy keeps its own. An elementwise op of %w
// (exponential) stays in each copy, where its consumer fuses it.
// CHECK-LABEL: func.func public @invariant
// CHECK: do {
// CHECK-COUNT-3: stablehlo.reduce
// CHECK-NOT: stablehlo.reduce
// CHECK: stablehlo.return
// CHECK: }
// CHECK: stablehlo.exponential
// CHECK: stablehlo.reduce
// CHECK: stablehlo.cosine
// CHECK-NOT: stablehlo.reduce
// CHECK-NOT: stablehlo.cosine
// CHECK: return
// CHECK-LABEL: func.func public @invariant_complete
// CHECK-NOT: stablehlo.while
// CHECK: stablehlo.exponential
// CHECK: stablehlo.reduce
// CHECK: stablehlo.cosine
// CHECK-NOT: stablehlo.reduce
// CHECK-COUNT-3: stablehlo.exponential
// CHECK-NOT: stablehlo.reduce
// CHECK: return
module {
  func.func public @invariant(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %x = %arg0, %w = %arg1) : tensor<i32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<7> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %e = stablehlo.exponential %w : tensor<8xf32>
      %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
      %b = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %s = stablehlo.cosine %x : tensor<8xf32>
      %t = stablehlo.add %s, %b : tensor<8xf32>
      %1 = stablehlo.add %t, %e : tensor<8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %2, %1, %w : tensor<i32>, tensor<8xf32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
  func.func public @invariant_complete(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %x = %arg0, %w = %arg1) : tensor<i32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %e = stablehlo.exponential %w : tensor<8xf32>
      %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
      %b = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %s = stablehlo.cosine %x : tensor<8xf32>
      %t = stablehlo.add %s, %b : tensor<8xf32>
      %1 = stablehlo.add %t, %e : tensor<8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %2, %1, %w : tensor<i32>, tensor<8xf32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
}
