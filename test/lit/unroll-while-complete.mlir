// A loop unroll-while would unroll completely is judged too: not where its copies would
// make the loop around it, whole kept, too large to run whole (the held-out particle
// filter: its binary search's 14 trips, unrolled into the step, made the step loop a loop
// of kernels, and paper ran 0.44x of XLA against default's 1.29x). Here the inner loop's
// kernels average 86 element operations and the outer loop's 26.
// Over max-kernel-work=60 the inner loop stays a loop of kernels, the outer runs whole.
// RUN: fusion-opt %s -p 'unroll-while{factor=10},loop-kernels{max-kernel-work=60}' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=AROUND
// AROUND: [unroll-while] not fused: {{.*}}unrolled completely, the loop around it would no longer run whole
// Both run whole, and the outer one still does unrolled: the copies fuse inside it.
// RUN: fusion-opt %s -p 'unroll-while{factor=10},loop-kernels{max-kernel-work=100000}' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=WHOLE
// WHOLE: [unroll-while] fused: {{.*}}static trip count 10 (unrolled completely (10 copies))
// With no loop run whole, unrolled completely (the inner loop is gone).
// RUN: fusion-opt %s -p 'unroll-while{factor=10},producer-consumer' | filecheck %s --check-prefix=GONE
// GONE-COUNT-1: stablehlo.while
// GONE-NOT: stablehlo.while
func.func public @main(%x: tensor<256xf32>, %s: tensor<f32>) -> (tensor<256xf32>, tensor<f32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %a = %s) : tensor<i32>, tensor<256xf32>, tensor<f32>
   cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %q:2 = stablehlo.while(%j = %z, %u = %v) : tensor<i32>, tensor<256xf32>
     cond {
      %m = stablehlo.constant dense<10> : tensor<i32>
      %lt2 = stablehlo.compare LT, %j, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt2 : tensor<i1>
    } do {
      %one2 = stablehlo.constant dense<1> : tensor<i32>
      %j2 = stablehlo.add %j, %one2 : tensor<i32>
      %u2 = stablehlo.sine %u : tensor<256xf32>
      stablehlo.return %j2, %u2 : tensor<i32>, tensor<256xf32>
    }
    %a1 = stablehlo.sine %a : tensor<f32>
    %a2 = stablehlo.cosine %a1 : tensor<f32>
    %a3 = stablehlo.exponential %a2 : tensor<f32>
    %a4 = stablehlo.log_plus_one %a3 : tensor<f32>
    %a5 = stablehlo.tanh %a4 : tensor<f32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %q#1, %a5 : tensor<i32>, tensor<256xf32>, tensor<f32>
  }
  return %r#1, %r#2 : tensor<256xf32>, tensor<f32>
}
