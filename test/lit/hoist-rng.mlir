// These small loops run whole as they stand (each trip moves less than XLA runs whole by
// its own rule, in every jax's XLA), where hoisting pays only for random numbers of more
// than a launch's worth of bytes a trip: always=true hoists them, to test the rewrite.
// RUN: fusion-opt %s -p 'hoist-rng{always=true}' --split-input-file | filecheck %s
// RUN: fusion-opt %s -p 'hoist-rng{batched=false always=true}' --split-input-file | filecheck %s --check-prefix=LOOP
// RUN: fusion-opt %s -p 'hoist-rng{always=true}' --split-input-file --explain 2>&1 | filecheck %s --check-prefix=WHY
// RUN: fusion-opt %s -p 'hoist-rng{always=true},hoist-rng{always=true}' --split-input-file | filecheck %s
// RUN: fusion-opt %s -p 'hoist-rng{max-bytes=64}' --split-input-file --explain 2>&1 | filecheck %s --check-prefix=BIG
// The cost rule: a small loop's few random numbers stay in
// it; in a loop of kernels (its trips move megabytes) launch-sized ones are hoisted and
// larger ones stay; run whole (loop-kernels{max-kernel-work=0} tags every loop), larger
// ones are hoisted again; a loop XLA never runs whole is a loop of kernels whatever its size.
// RUN: fusion-opt %s -p hoist-rng --split-input-file --explain 2>&1 | filecheck %s --check-prefix=COST
// RUN: fusion-opt %s -p hoist-rng,loop-kernels --split-input-file --explain 2>&1 | filecheck %s --check-prefix=WHOLE
// RUN: fusion-opt %s -p 'hoist-rng,loop-kernels{max-kernel-work=0}' --split-input-file --explain 2>&1 | filecheck %s --check-prefix=ALLWHOLE

// COST: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 3-step loop
// COST: [hoist-rng] not fused: {{.*}} -- a trip's random numbers are worth their kernels' launches (32768 B a trip > 16384
// COST: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 3-step loop
// COST: [hoist-rng] not fused: {{.*}} -- the loop runs whole and a trip's random numbers are launch-sized (16 B a trip <= 16384
// WHOLE: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 3-step loop
// WHOLE: [hoist-rng] not fused: {{.*}} -- a trip's random numbers are worth their kernels' launches
// WHOLE: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 3-step loop
// WHOLE: [hoist-rng] not fused: {{.*}} -- the loop runs whole and a trip's random numbers are launch-sized
// WHOLE: [loop-kernels] fused: {{.*}} one kernel per loop
// ALLWHOLE: [hoist-rng] not fused: {{.*}} -- the loop runs whole and a trip's random numbers are launch-sized
// ALLWHOLE: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 3-step loop
// ALLWHOLE: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 3-step loop
// ALLWHOLE: [hoist-rng] not fused: {{.*}} -- the loop runs whole and a trip's random numbers are launch-sized

// Four random floats a trip scale a state, beside an 8 MiB array each trip rewrites.
module {
  func.func public @big_state(%key: tensor<2xui32>, %x: tensor<4xf32>, %y: tensor<2097152xf32>) -> (tensor<4xf32>, tensor<2097152xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%i = %c, %k = %key, %s = %x, %z = %y) : tensor<i32>, tensor<2xui32>, tensor<4xf32>, tensor<2097152xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %m = stablehlo.constant dense<1664525> : tensor<2xui32>
      %k2 = stablehlo.multiply %k, %m : tensor<2xui32>
      %h = stablehlo.slice %k [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %hs = stablehlo.reshape %h : (tensor<1xui32>) -> tensor<ui32>
      %b = stablehlo.broadcast_in_dim %hs, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %io = stablehlo.iota dim = 0 : tensor<4xui32>
      %bits = stablehlo.xor %b, %io : tensor<4xui32>
      %u = stablehlo.convert %bits : (tensor<4xui32>) -> tensor<4xf32>
      %s2 = stablehlo.multiply %s, %u : tensor<4xf32>
      %z2 = stablehlo.sine %z : tensor<2097152xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2, %z2 : tensor<i32>, tensor<2xui32>, tensor<4xf32>, tensor<2097152xf32>
    }
    return %0#2, %0#3 : tensor<4xf32>, tensor<2097152xf32>
  }
}

// -----

// 8192 random floats a trip (32 KiB) scale a state, beside the same array.
module {
  func.func public @big_draws(%key: tensor<2xui32>, %x: tensor<8192xf32>, %y: tensor<2097152xf32>) -> (tensor<8192xf32>, tensor<2097152xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%i = %c, %k = %key, %s = %x, %z = %y) : tensor<i32>, tensor<2xui32>, tensor<8192xf32>, tensor<2097152xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %m = stablehlo.constant dense<1664525> : tensor<2xui32>
      %k2 = stablehlo.multiply %k, %m : tensor<2xui32>
      %h = stablehlo.slice %k [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %hs = stablehlo.reshape %h : (tensor<1xui32>) -> tensor<ui32>
      %b = stablehlo.broadcast_in_dim %hs, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %io = stablehlo.iota dim = 0 : tensor<8192xui32>
      %bits = stablehlo.xor %b, %io : tensor<8192xui32>
      %u = stablehlo.convert %bits : (tensor<8192xui32>) -> tensor<8192xf32>
      %s2 = stablehlo.multiply %s, %u : tensor<8192xf32>
      %z2 = stablehlo.sine %z : tensor<2097152xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2, %z2 : tensor<i32>, tensor<2xui32>, tensor<8192xf32>, tensor<2097152xf32>
    }
    return %0#2, %0#3 : tensor<8192xf32>, tensor<2097152xf32>
  }
}

// -----

// A small loop that calls out (a custom call, as a LAPACK solver): XLA never runs it whole
// by its own rule, so it stays a loop of kernels and its few random numbers are hoisted.
module {
  func.func public @calls_out(%key: tensor<2xui32>, %x: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %k = %key, %s = %x) : tensor<i32>, tensor<2xui32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %m = stablehlo.constant dense<1664525> : tensor<2xui32>
      %k2 = stablehlo.multiply %k, %m : tensor<2xui32>
      %h = stablehlo.slice %k [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %hs = stablehlo.reshape %h : (tensor<1xui32>) -> tensor<ui32>
      %b = stablehlo.broadcast_in_dim %hs, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %io = stablehlo.iota dim = 0 : tensor<4xui32>
      %bits = stablehlo.xor %b, %io : tensor<4xui32>
      %u = stablehlo.convert %bits : (tensor<4xui32>) -> tensor<4xf32>
      %t = stablehlo.custom_call @solve(%s) : (tensor<4xf32>) -> tensor<4xf32>
      %s2 = stablehlo.multiply %t, %u : tensor<4xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2 : tensor<i32>, tensor<2xui32>, tensor<4xf32>
    }
    return %0#2 : tensor<4xf32>
  }
}

// -----

// A key updated by an LCG, random floats drawn from it and multiplied into the state.
// Batched (default): a 6-step loop records the keys in a [6,2] buffer, the random bits
// are computed once for all 6 steps ([6,4]), and the main loop, which no longer carries
// the key, reads its row with a dynamic_slice at the counter.
// CHECK-LABEL: func.func public @lcg
// CHECK: %[[P:.*]]:3 = stablehlo.while({{.*}}) : tensor<i32>, tensor<2xui32>, tensor<6x2xui32>
// CHECK: stablehlo.multiply
// CHECK: stablehlo.dynamic_update_slice
// CHECK: stablehlo.slice %[[P]]#2 [0:6, 0:1]
// CHECK: %[[U:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<6x4xui32>) -> tensor<6x4xf32>
// CHECK: stablehlo.while({{.*}}) : tensor<i32>, tensor<4xf32>
// CHECK: do {
// CHECK-NOT: stablehlo.xor
// CHECK: stablehlo.dynamic_slice %[[U]], %iterArg, %{{.*}}, sizes = [1, 4]
// CHECK-NOT: stablehlo.xor
// CHECK: return %{{.*}}, %[[P]]#1
// Precompute loop: the random floats themselves go to a [6,4] buffer.
// LOOP-LABEL: func.func public @lcg
// LOOP: %[[P:.*]]:3 = stablehlo.while({{.*}}) : tensor<i32>, tensor<2xui32>, tensor<6x4xf32>
// LOOP: stablehlo.xor
// LOOP: stablehlo.dynamic_update_slice
// LOOP: stablehlo.while({{.*}}) : tensor<i32>, tensor<4xf32>
// LOOP-NOT: stablehlo.xor
// LOOP: stablehlo.dynamic_slice %[[P]]#2
// WHY: [hoist-rng] fused: {{.*}} rng slice reads only the key chain (keys by a 6-step loop, random values batched over T
// BIG: [hoist-rng] not fused: {{.*}} -- precomputed random values would not stay in cache (96 B > max-bytes=64)
module {
  func.func public @lcg(%key: tensor<2xui32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %nine = stablehlo.constant dense<9> : tensor<4xui32>
    %0:3 = stablehlo.while(%i = %c, %k = %key, %s = %x) : tensor<i32>, tensor<2xui32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %m = stablehlo.constant dense<1664525> : tensor<2xui32>
      %a = stablehlo.constant dense<1013904223> : tensor<2xui32>
      %k1 = stablehlo.multiply %k, %m : tensor<2xui32>
      %k2 = stablehlo.add %k1, %a : tensor<2xui32>
      %h = stablehlo.slice %k [0:1] : (tensor<2xui32>) -> tensor<1xui32>
      %hs = stablehlo.reshape %h : (tensor<1xui32>) -> tensor<ui32>
      %b = stablehlo.broadcast_in_dim %hs, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %io = stablehlo.iota dim = 0 : tensor<4xui32>
      %bits = stablehlo.xor %b, %io : tensor<4xui32>
      %sh = stablehlo.shift_right_logical %bits, %nine : tensor<4xui32>
      %one = stablehlo.constant dense<1065353216> : tensor<4xui32>
      %or = stablehlo.or %sh, %one : tensor<4xui32>
      %u = stablehlo.bitcast_convert %or : (tensor<4xui32>) -> tensor<4xf32>
      %s2 = stablehlo.multiply %s, %u : tensor<4xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2 : tensor<i32>, tensor<2xui32>, tensor<4xf32>
    }
    return %0#2, %0#1 : tensor<4xf32>, tensor<2xui32>
  }
}

// -----

// The random bits go through a reduce, which the batcher does not know: the batched
// form falls back to the precompute loop, which writes the reduced value per step.
// CHECK-LABEL: func.func public @fallback
// CHECK: %[[P:.*]]:3 = stablehlo.while({{.*}}) : tensor<i32>, tensor<2xui32>, tensor<5xf32>
// CHECK: stablehlo.reduce
// CHECK: stablehlo.dynamic_update_slice
// CHECK: stablehlo.while({{.*}}) : tensor<i32>, tensor<f32>
// CHECK-NOT: stablehlo.reduce
// CHECK: stablehlo.dynamic_slice %[[P]]#2
// WHY: [hoist-rng] fused: {{.*}} (precompute loop (cannot batch: stablehlo.reduce)
module {
  func.func public @fallback(%key: tensor<2xui32>, %x: tensor<f32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %k = %key, %s = %x) : tensor<i32>, tensor<2xui32>, tensor<f32>
    cond {
      %n = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %m = stablehlo.constant dense<1664525> : tensor<2xui32>
      %k2 = stablehlo.multiply %k, %m : tensor<2xui32>
      %z = stablehlo.constant dense<0> : tensor<ui32>
      %r = stablehlo.reduce(%k init: %z) applies stablehlo.xor across dimensions = [0] : (tensor<2xui32>, tensor<ui32>) -> tensor<ui32>
      %rf = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
      %s2 = stablehlo.add %s, %rf : tensor<f32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2 : tensor<i32>, tensor<2xui32>, tensor<f32>
    }
    return %0#2 : tensor<f32>
  }
}

// -----

// The key's update reads the state: nothing is hoisted.
// CHECK-LABEL: func.func public @reads_state
// CHECK-COUNT-1: stablehlo.while
// CHECK-NOT: stablehlo.dynamic_slice
// WHY: [hoist-rng] not fused: {{.*}} -- rng slice reads loop state
module {
  func.func public @reads_state(%key: tensor<2xui32>, %x: tensor<2xf32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %k = %key, %s = %x) : tensor<i32>, tensor<2xui32>, tensor<2xf32>
    cond {
      %n = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %sb = stablehlo.bitcast_convert %s : (tensor<2xf32>) -> tensor<2xui32>
      %k2 = stablehlo.add %k, %sb : tensor<2xui32>
      %u = stablehlo.convert %k : (tensor<2xui32>) -> tensor<2xf32>
      %s2 = stablehlo.add %s, %u : tensor<2xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2 : tensor<i32>, tensor<2xui32>, tensor<2xf32>
    }
    return %0#2 : tensor<2xf32>
  }
}

// -----

// No static trip count: nothing is hoisted.
// CHECK-LABEL: func.func public @dynamic
// CHECK-COUNT-1: stablehlo.while
// CHECK-NOT: stablehlo.dynamic_slice
// WHY: [hoist-rng] not fused: {{.*}} -- trip count not static (loop bound is not a constant)
module {
  func.func public @dynamic(%key: tensor<2xui32>, %x: tensor<2xf32>, %n: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %k = %key, %s = %x) : tensor<i32>, tensor<2xui32>, tensor<2xf32>
    cond {
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %m = stablehlo.constant dense<1664525> : tensor<2xui32>
      %k2 = stablehlo.multiply %k, %m : tensor<2xui32>
      %u = stablehlo.convert %k : (tensor<2xui32>) -> tensor<2xf32>
      %s2 = stablehlo.add %s, %u : tensor<2xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %k2, %s2 : tensor<i32>, tensor<2xui32>, tensor<2xf32>
    }
    return %0#2 : tensor<2xf32>
  }
}
