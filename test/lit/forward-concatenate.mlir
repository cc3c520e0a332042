// RUN: fusion-opt %s -p 'forward-concatenate{min-bytes=0}' --split-input-file | filecheck %s
// RUN: fusion-opt %s -p 'forward-concatenate{min-bytes=0},forward-concatenate{min-bytes=0}' --split-input-file | filecheck %s
// A loop that runs whole after the rest of the pipeline (tagged by loop-kernels, or so small
// that XLA runs it whole by its own rule) is split whatever its bytes; one that stays a
// loop of kernels (here: it calls out, which XLA never runs whole) only where the split
// saves min-bytes per trip (64 KiB by default).
// RUN: fusion-opt %s -p forward-concatenate,loop-kernels --split-input-file | filecheck %s --check-prefix=WHOLE
// RUN: fusion-opt %s -p forward-concatenate --split-input-file | filecheck %s --check-prefix=KERNELS
// RUN: fusion-opt %s -p forward-concatenate --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN

// A slice covering one operand becomes the operand; a slice inside one operand becomes a
// slice of it; the concatenate, now unused, is erased.
// CHECK-LABEL: func.func public @slices
// CHECK-NOT: stablehlo.concatenate
// CHECK: %[[S:.*]] = stablehlo.slice %arg1 [1:3, 0:8]
// CHECK: return %arg0, %[[S]]
module {
  func.func public @slices(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
    %1 = stablehlo.slice %0 [0:2, 0:8] : (tensor<5x8xf32>) -> tensor<2x8xf32>
    %2 = stablehlo.slice %0 [3:5, 0:8] : (tensor<5x8xf32>) -> tensor<2x8xf32>
    return %1, %2 : tensor<2x8xf32>, tensor<2x8xf32>
  }
}

// -----

// A slice across two operands is left alone, and so is the concatenate it reads.
// CHECK-LABEL: func.func public @straddle
// CHECK: %[[C:.*]] = stablehlo.concatenate %arg0, %arg1, dim = 0
// CHECK: stablehlo.slice %[[C]] [1:3, 0:8]
module {
  func.func public @straddle(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>) -> tensor<2x8xf32> {
    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
    %1 = stablehlo.slice %0 [1:3, 0:8] : (tensor<5x8xf32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
}

// -----

// Loop-carried concatenate (the Cartpole state): the body only slices rows of the state
// and yields a concatenate of 4 rows. The state is split into 4 iter args, the init into
// 4 slices, and the concatenate is rebuilt after the loop because the result is used whole.
// CHECK-LABEL: func.func public @state
// WHOLE-LABEL: func.func public @state
// WHOLE: stablehlo.while({{.*}}) : tensor<i32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
// KERNELS-LABEL: func.func public @state
// KERNELS: stablehlo.while({{.*}}) : tensor<i32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
// CHECK-DAG: %[[X0:.*]] = stablehlo.slice %arg0 [0:1, 0:8]
// CHECK-DAG: %[[X3:.*]] = stablehlo.slice %arg0 [3:4, 0:8]
// CHECK: %[[W:.*]]:5 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[A:.*]] = %[[X0]], %[[B:.*]] = %{{.*}}, %[[C:.*]] = %{{.*}}, %[[D:.*]] = %[[X3]]) : tensor<i32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
// CHECK: do {
// CHECK-NOT: stablehlo.concatenate
// CHECK-NOT: stablehlo.slice
// CHECK: stablehlo.add %[[A]], %[[B]]
// CHECK: stablehlo.return
// CHECK: %[[R:.*]] = stablehlo.concatenate %[[W]]#1, %[[W]]#2, %[[W]]#3, %[[W]]#4, dim = 0
// CHECK: return %[[R]]
module {
  func.func public @state(%s: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %st = %s) : tensor<i32>, tensor<4x8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %x = stablehlo.slice %st [0:1, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %v = stablehlo.slice %st [1:2, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %t = stablehlo.slice %st [2:3, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %w = stablehlo.slice %st [3:4, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %x2 = stablehlo.add %x, %v : tensor<1x8xf32>
      %t2 = stablehlo.add %t, %w : tensor<1x8xf32>
      %2 = stablehlo.concatenate %x2, %v, %t2, %w, dim = 0 : (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<4x8xf32>
    }
    return %0#1 : tensor<4x8xf32>
  }
}

// -----

// The same state through a custom call: XLA never runs the loop whole, and under the default
// min-bytes its 128 B a trip stay one buffer.
// CHECK-LABEL: func.func public @state_calls_out
// CHECK: stablehlo.while({{.*}}) : tensor<i32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
// WHOLE-LABEL: func.func public @state_calls_out
// WHOLE: stablehlo.while({{.*}}) : tensor<i32>, tensor<4x8xf32>
// KERNELS-LABEL: func.func public @state_calls_out
// KERNELS: stablehlo.while({{.*}}) : tensor<i32>, tensor<4x8xf32>
// EXPLAIN: [forward-concatenate] not fused: {{.*}} iter arg 1 -- the loop stays a loop of kernels, where the split saves less than it adds (128 B per trip < min-bytes=65536)
module {
  func.func public @state_calls_out(%s: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %st = %s) : tensor<i32>, tensor<4x8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %x = stablehlo.slice %st [0:1, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %v = stablehlo.slice %st [1:2, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %t = stablehlo.slice %st [2:3, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %w = stablehlo.slice %st [3:4, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
      %x2 = stablehlo.custom_call @solve(%x, %v) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %t2 = stablehlo.add %t, %w : tensor<1x8xf32>
      %2 = stablehlo.concatenate %x2, %v, %t2, %w, dim = 0 : (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<4x8xf32>
    }
    return %0#1 : tensor<4x8xf32>
  }
}

// -----

// The loop result is only sliced after the loop and the init is a matching concatenate:
// no concatenate is left anywhere.
// CHECK-LABEL: func.func public @sliced_after
// CHECK-NOT: stablehlo.concatenate
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %arg0, %{{.*}} = %arg1)
// CHECK-NOT: stablehlo.concatenate
// CHECK: return %[[W]]#2
module {
  func.func public @sliced_after(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
    %s = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %st = %s) : tensor<i32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %x = stablehlo.slice %st [0:2] : (tensor<4xf32>) -> tensor<2xf32>
      %y = stablehlo.slice %st [2:4] : (tensor<4xf32>) -> tensor<2xf32>
      %x2 = stablehlo.multiply %x, %y : tensor<2xf32>
      %2 = stablehlo.concatenate %y, %x2, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<4xf32>
    }
    %r = stablehlo.slice %0#1 [2:4] : (tensor<4xf32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}

// -----

// The body reads the loop-carried state whole (a reduce): it stays concatenated.
// CHECK-LABEL: func.func public @whole
// CHECK: stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %arg0) : tensor<i32>, tensor<4xf32>
// CHECK: stablehlo.concatenate
module {
  func.func public @whole(%s: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c, %st = %s) : tensor<i32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %x = stablehlo.slice %st [0:2] : (tensor<4xf32>) -> tensor<2xf32>
      %y = stablehlo.negate %st : tensor<4xf32>
      %z = stablehlo.slice %y [2:4] : (tensor<4xf32>) -> tensor<2xf32>
      %2 = stablehlo.concatenate %z, %x, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
}
