// RUN: fusion-opt %s -p unroll-while{factor=3} | filecheck %s
// RUN: fusion-opt %s -p unroll-while{factor=3} --explain 2>&1 >/dev/null | filecheck %s --check-prefix=WHY
// RUN: fusion-opt %s -p 'unroll-while{factor=3 nested=true}' | filecheck %s --check-prefix=NESTED

// An outer loop (10 trips) whose body holds a loop of 2 trips (below the factor, so it
// stays): the outer loop is left as it was, unless nested=true, which unrolls it x3 (three
// copies of the inner loop in the body, one more in the peeled trip).
// CHECK-LABEL: func.func public @nested
// CHECK-COUNT-2: stablehlo.while
// CHECK-NOT: stablehlo.while
// CHECK-COUNT-1: stablehlo.sine
// CHECK-NOT: stablehlo.sine
// WHY: [unroll-while] not fused: {{.*}} -- body holds a loop (1 inner loop(s); nested=true unrolls it anyway)
// NESTED-LABEL: func.func public @nested
// NESTED-COUNT-5: stablehlo.while
// NESTED-NOT: stablehlo.while
module {
  func.func public @nested(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %z = stablehlo.constant dense<0> : tensor<i32>
      %3:2 = stablehlo.while(%j = %z, %y = %x) : tensor<i32>, tensor<8xf32>
      cond {
        %m = stablehlo.constant dense<2> : tensor<i32>
        %4 = stablehlo.compare LT, %j, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %4 : tensor<i1>
      } do {
        %4 = stablehlo.sine %y : tensor<8xf32>
        %one = stablehlo.constant dense<1> : tensor<i32>
        %5 = stablehlo.add %j, %one : tensor<i32>
        stablehlo.return %5, %4 : tensor<i32>, tensor<8xf32>
      }
      %one = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %2, %3#1 : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
}
