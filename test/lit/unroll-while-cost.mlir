// unroll-while asks the rest of the pipeline what it makes of the loop, kept and unrolled:
// a loop that stays a loop of kernels is unrolled only where the rest launches fewer
// kernels per iteration of it (or runs the unrolled loop whole). Here one trip is three
// kernels: the condition's compare, the counter's add and one group (sin, cos: 128 element
// operations); unrolled x2, still three: the two copies' groups and adds merge.
// Fewer kernels per iteration (3 a trip of 2 iterations against 3 of one): unrolled.
// RUN: fusion-opt %s -p 'unroll-while{factor=2},producer-consumer' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=FEWER
// FEWER: [unroll-while] fused: {{.*}}unrolled x2: 5 iterations; 3 kernels per trip of 2 iterations against 3
// Kept, the loop's kernels average 43 element operations, under max-kernel-work=60, so it
// runs whole; unrolled, 86: it would be a loop of kernels again. Not unrolled.
// RUN: fusion-opt %s -p 'unroll-while{factor=2},producer-consumer,loop-kernels{max-kernel-work=60}' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=WHOLE
// RUN: fusion-opt %s -p 'unroll-while{factor=2},producer-consumer,loop-kernels{max-kernel-work=60}' | filecheck %s --check-prefix=KEPT
// WHOLE: [unroll-while] not fused: {{.*}}unrolled, the rest would no longer run it whole
// KEPT: do {
// KEPT-COUNT-1: stablehlo.sine
// KEPT-NOT: stablehlo.sine
// With a bound both pass, the unrolled loop runs whole too: unrolled.
// RUN: fusion-opt %s -p 'unroll-while{factor=2},producer-consumer,loop-kernels{max-kernel-work=1000}' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=BOTH
// BOTH: [unroll-while] fused: {{.*}}unrolled x2: 5 iterations; the rest runs it whole
// Alone in the pipeline every op is a kernel: 7 a trip of 2 iterations against 4.
// RUN: fusion-opt %s -p 'unroll-while{factor=2}' --explain 2>&1 >/dev/null | filecheck %s --check-prefix=ALONE
// ALONE: [unroll-while] fused: {{.*}}unrolled x2: 5 iterations; 7 kernels per trip of 2 iterations against 4
func.func public @main(%x: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<64xf32>
   cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %s = stablehlo.sine %v : tensor<64xf32>
    %c = stablehlo.cosine %s : tensor<64xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %c : tensor<i32>, tensor<64xf32>
  }
  return %r#1 : tensor<64xf32>
}
