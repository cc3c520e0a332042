// RUN: fusion-opt %s -p loop-kernels --split-input-file | filecheck %s
// RUN: fusion-opt %s -p 'loop-kernels{max-kernel-work=0}' --split-input-file | filecheck %s --check-prefix=ALL
// RUN: fusion-opt %s -p loop-kernels --backend cuda --split-input-file | filecheck %s --check-prefix=GPU
// RUN: fusion-opt %s -p loop-kernels --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=WHY
// WHY: [loop-kernels] fused: {{.*}}one kernel per loop{{.*}}(3 kernels per trip, {{[0-9]+}} element operations each on average)
// WHY: [loop-kernels] not fused: {{.*}}kernels do more than max-kernel-work=36864{{.*}}(3 kernels per trip, {{[0-9]+}} element operations each on average)

// A loop of two small kernels per trip (16 floats): tagged to run whole.
// CHECK-LABEL: func.func public @small
// CHECK: stablehlo.while
// CHECK: mhlo.frontend_attributes = {fusion_loop_kernel = "1"}
// ALL-LABEL: func.func public @small
// ALL: fusion_loop_kernel = "1"
// GPU-LABEL: func.func public @small
// GPU-NOT: fusion_loop_kernel
func.func public @small(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<16xf32>
  cond {
    %n = stablehlo.constant dense<100> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %s = stablehlo.sine %v : tensor<16xf32>
    stablehlo.return %j, %s : tensor<i32>, tensor<16xf32>
  }
  return %r#1 : tensor<16xf32>
}

// -----

// Kernels of 256K floats (a sine of each): the loop stays a loop of kernels, unless every loop
// is asked for.
// CHECK-LABEL: func.func public @large
// CHECK-NOT: fusion_loop_kernel
// ALL-LABEL: func.func public @large
// ALL: fusion_loop_kernel = "1"
func.func public @large(%x: tensor<262144xf32>) -> tensor<262144xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<262144xf32>
  cond {
    %n = stablehlo.constant dense<100> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %s = stablehlo.sine %v : tensor<262144xf32>
    stablehlo.return %j, %s : tensor<i32>, tensor<262144xf32>
  }
  return %r#1 : tensor<262144xf32>
}

// -----

// A custom call in the loop (a LAPACK solver here): XLA:CPU never compiles such a loop
// whole, so it is tagged to run each stretch of small kernels between its custom calls as
// one kernel.
// CHECK-LABEL: func.func public @custom_call
// CHECK: stablehlo.while
// CHECK: mhlo.frontend_attributes = {fusion_loop_kernel = "runs"}
// ALL-LABEL: func.func public @custom_call
// ALL: fusion_loop_kernel = "runs"
// GPU-LABEL: func.func public @custom_call
// GPU-NOT: fusion_loop_kernel
// WHY: [loop-kernels] fused: {{.*}}XLA:CPU never compiles a loop holding a custom_call @lapack_spotrf_ffi whole: one kernel per run between them
func.func public @custom_call(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4x4xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %s = func.call @factor(%v) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    stablehlo.return %j, %s : tensor<i32>, tensor<4x4xf32>
  }
  return %r#1 : tensor<4x4xf32>
}
func.func private @factor(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %l:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
  return %l#0 : tensor<4x4xf32>
}

// -----

// The same solver beside large kernels (a sine and a cosine over 262144 floats a trip): each kernel is
// worth its launch, so the loop is not tagged at all.
// CHECK-LABEL: func.func public @custom_call_large
// CHECK-NOT: fusion_loop_kernel
// ALL-LABEL: func.func public @custom_call_large
// ALL: fusion_loop_kernel = "runs"
// WHY: [loop-kernels] not fused: {{.*}}kernels do more than max-kernel-work=36864
func.func public @custom_call_large(%x: tensor<4x4xf32>, %y: tensor<262144xf32>) -> tensor<262144xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %w = %y) : tensor<i32>, tensor<4x4xf32>, tensor<262144xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %l:2 = stablehlo.custom_call @lapack_spotrf_ffi(%v) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %s = stablehlo.sine %w : tensor<262144xf32>
    %c = stablehlo.cosine %s : tensor<262144xf32>
    stablehlo.return %j, %l#0, %c : tensor<i32>, tensor<4x4xf32>, tensor<262144xf32>
  }
  return %r#2 : tensor<262144xf32>
}
