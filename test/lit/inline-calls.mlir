// RUN: fusion-opt %s -p inline-calls --split-input-file | filecheck %s
// RUN: fusion-opt %s -p inline-calls,inline-calls --split-input-file | filecheck %s

// A lax.scan body arrives as a call inside the while: it is inlined, the callee removed.
// CHECK-LABEL: func.func public @main
// CHECK: stablehlo.while
// CHECK: do {
// CHECK-NEXT: stablehlo.sine %iterArg_0
// CHECK-NOT: func.call
// CHECK-NOT: @closed_call
module {
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %c_1 = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @closed_call(%iterArg_0) : (tensor<8xf32>) -> tensor<8xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// Calls inside case branches, nested calls, and a call with two results.
// CHECK-LABEL: func.func public @main
// CHECK: stablehlo.case
// CHECK: stablehlo.negate
// CHECK: stablehlo.exponential
// CHECK: stablehlo.cosine
// CHECK-NOT: func.call
// CHECK-NOT: func.func private
module {
  func.func public @main(%i: tensor<i32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.case"(%i) ({
      %1 = func.call @outer(%x) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %1 : tensor<4xf32>
    }, {
      stablehlo.return %x : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %2:2 = func.call @pair(%0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %2#0, %2#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @outer(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %a : tensor<4xf32>
    %1 = func.call @inner(%0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @inner(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.exponential %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @pair(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.cosine %a : tensor<4xf32>
    return %0, %a : tensor<4xf32>, tensor<4xf32>
  }
}

// -----

// Negative: a recursive function and an external declaration are left alone.
// CHECK-LABEL: func.func public @main
// CHECK: call @rec
// CHECK: call @ext
// CHECK: func.func private @rec
// CHECK: call @rec
// CHECK: func.func private @ext
module {
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = func.call @rec(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = func.call @ext(%0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @rec(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = func.call @rec(%a) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @ext(%a: tensor<4xf32>) -> tensor<4xf32>
}
