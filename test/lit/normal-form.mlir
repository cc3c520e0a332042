// Before the first of our passes (and after an upstream pass) a value computed from small
// constants alone is computed in the block that reads it: the canonicalizer hoists the
// constants of a loop out of it, our passes sink them back (with the broadcast that reads
// them). Loop-invariant work and large constants stay outside.
// RUN: fusion-opt %s -p canonicalize | filecheck %s --check-prefix=UPSTREAM
// RUN: fusion-opt %s -p canonicalize,inline-calls | filecheck %s
// RUN: fusion-opt %s -p canonicalize,inline-calls,canonicalize,inline-calls | filecheck %s

// The upstream pass alone is left as MLIR runs it: constants at the top, read in the loop.
// UPSTREAM-LABEL: func.func public @loop
// UPSTREAM: stablehlo.constant dense<10>
// UPSTREAM: stablehlo.broadcast_in_dim
// UPSTREAM: stablehlo.while
// UPSTREAM: cond {
// UPSTREAM-NOT: stablehlo.constant
// UPSTREAM: } do {

// A branch that only returns an outer iota reads it from outside (a copy would be one kernel
// per branch); a branch computing on it reads its own copy.
// CHECK-LABEL: func.func public @passed_on
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<2xi32>
// CHECK: stablehlo.case
// CHECK-NEXT: stablehlo.return %[[IOTA]]
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[OWN:.*]] = stablehlo.iota dim = 0 : tensor<2xi32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[OWN]]
// CHECK-NEXT: stablehlo.return %[[N]]

// CHECK-LABEL: func.func public @loop
// CHECK: %[[BIG:.*]] = stablehlo.constant dense<[0.000000e+00, 1.000000e+00
// CHECK-NOT: dense<2.000000e+00>
// CHECK-NOT: stablehlo.broadcast_in_dim
// CHECK: %[[EXP:.*]] = stablehlo.exponential %arg0
// CHECK: stablehlo.while
// CHECK: cond {
// CHECK: %[[N:.*]] = stablehlo.constant dense<10>
// CHECK: stablehlo.compare LT, %{{.*}}, %[[N]]
// CHECK: } do {
// CHECK-DAG: %[[TWO:.*]] = stablehlo.constant dense<2.000000e+00>
// CHECK-DAG: %[[B:.*]] = stablehlo.broadcast_in_dim %[[TWO]]
// CHECK-DAG: %[[ONE:.*]] = stablehlo.constant dense<1>
// CHECK: stablehlo.multiply %{{.*}}, %[[B]]
// CHECK: stablehlo.add %{{.*}}, %[[EXP]]
// CHECK: stablehlo.slice %[[BIG]]
// CHECK: stablehlo.add %{{.*}}, %[[ONE]]

// A constant the canonicalizer left with two readers: each reads its own copy.
// UPSTREAM-LABEL: func.func public @shared
// UPSTREAM-COUNT-1: stablehlo.constant dense<3.000000e+00>
// UPSTREAM-NOT: stablehlo.constant dense<3.000000e+00>
// CHECK-LABEL: func.func public @shared
// CHECK: %[[A:.*]] = stablehlo.constant dense<3.000000e+00>
// CHECK-NEXT: stablehlo.multiply %arg0, %[[A]]
// CHECK: %[[B:.*]] = stablehlo.constant dense<3.000000e+00>
// CHECK-NEXT: stablehlo.add %{{.*}}, %[[B]]

// An iota whose shape is an argument is not computed from constants: it stays outside.
// CHECK-LABEL: func.func public @dynamic_iota
// CHECK: %[[IO:.*]] = stablehlo.dynamic_iota %arg1
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK-NOT: stablehlo.dynamic_iota
// CHECK: stablehlo.get_dimension_size %[[IO]]
module {
  func.func public @passed_on(%arg0: tensor<i32>) -> tensor<2xi32> {
    %io = stablehlo.iota dim = 0 : tensor<2xi32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %io : tensor<2xi32>
    }, {
      %1 = stablehlo.negate %io : tensor<2xi32>
      stablehlo.return %1 : tensor<2xi32>
    }) : (tensor<i32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func public @loop(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %two = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %b = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %e = stablehlo.exponential %arg0 : tensor<8xf32>
    %big = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0]> : tensor<65xf32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.multiply %x, %b : tensor<8xf32>
      %2 = stablehlo.add %1, %e : tensor<8xf32>
      %s = stablehlo.slice %big [0:8] : (tensor<65xf32>) -> tensor<8xf32>
      %3 = stablehlo.add %2, %s : tensor<8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %4, %3 : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
  func.func public @shared(%arg0: tensor<f32>) -> tensor<f32> {
    %a = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %a : tensor<f32>
    %b = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.add %0, %b : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func public @dynamic_iota(%arg0: tensor<8xf32>, %shape: tensor<1xi32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %io = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %s = stablehlo.get_dimension_size %io, dim = 0 : (tensor<?xf32>) -> tensor<i32>
      %2 = stablehlo.add %i, %s : tensor<i32>
      stablehlo.return %2, %x : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
}
