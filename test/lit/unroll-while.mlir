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
