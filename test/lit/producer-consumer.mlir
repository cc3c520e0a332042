// RUN: fusion-opt %s -p producer-consumer --split-input-file | filecheck %s
// RUN: fusion-opt %s -p producer-consumer,producer-consumer --split-input-file | filecheck %s
// RUN: fusion-opt %s -p producer-consumer --split-input-file --explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN
// RUN: fusion-opt %s -p "producer-consumer{allow-duplication=false}" --split-input-file | filecheck %s --check-prefix=NODUP
// RUN: fusion-opt %s -p "producer-consumer{max-ops=2}" --split-input-file | filecheck %s --check-prefix=MAX2

// A chain becomes one fusion; locations and attributes stay on the ops.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[F:.*]] = "mhlo.fusion"(%arg0)
// CHECK-SAME: fusion_kind = #mhlo<fusion_kind kLoop>
// CHECK: stablehlo.sine
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.multiply
// CHECK-NEXT: mhlo.return
// CHECK: return %[[F]]
// EXPLAIN: [producer-consumer] fused: %1=negate, %2=multiply -- legal
// EXPLAIN: [producer-consumer] fused: %0=sine, %1=negate -- legal, saves ~512 B
// MAX2-LABEL: func.func @chain
// MAX2: "mhlo.fusion"
// MAX2: stablehlo.negate
// MAX2-NEXT: stablehlo.multiply
// MAX2-NEXT: mhlo.return
// MAX2-NOT: "mhlo.fusion"
// MAX2: return
func.func @chain(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.sine %x : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %2 = stablehlo.multiply %1, %x {keep = "me"} : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

// A diamond: both branches and their common producer join the consumer.
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT: %[[F:.*]] = "mhlo.fusion"(%arg0)
// CHECK: stablehlo.exponential
// CHECK: stablehlo.negate
// CHECK: stablehlo.abs
// CHECK: stablehlo.add
// CHECK-NEXT: mhlo.return
// CHECK-NEXT: })
// CHECK-NEXT: return %[[F]]
func.func @diamond(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.exponential %x : tensor<8xf32>
  %1 = stablehlo.negate %0 : tensor<8xf32>
  %2 = stablehlo.abs %0 : tensor<8xf32>
  %3 = stablehlo.add %1, %2 : tensor<8xf32>
  return %3 : tensor<8xf32>
}

// -----

// A cheap producer with two users is cloned into each consumer's group; without
// duplication it stays alone and both consumers read it.
// CHECK-LABEL: func.func @cheap_shared
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.negate
// CHECK-NEXT: stablehlo.sine
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.negate
// CHECK-NEXT: stablehlo.cosine
// CHECK-NOT: stablehlo.negate
// CHECK: return
// EXPLAIN-LABEL: fused: %0=negate, %2=cosine -- legal (duplicated)
// EXPLAIN: fused: %0=negate, %1=sine -- legal
// NODUP-LABEL: func.func @cheap_shared
// NODUP-NEXT: stablehlo.negate
// NODUP-NEXT: stablehlo.sine
// NODUP-NEXT: stablehlo.cosine
// NODUP-NEXT: return
func.func @cheap_shared(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.negate %x : tensor<8xf32>
  %1 = stablehlo.sine %0 : tensor<8xf32>
  %2 = stablehlo.cosine %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// An expensive producer with two users is not duplicated: it stays outside both consumers.
// CHECK-LABEL: func.func @expensive_shared
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: return
// EXPLAIN-LABEL: not fused: %0=exponential, %2=cosine -- expensive producer would be duplicated
// EXPLAIN: not fused: %0=exponential, %1=sine -- expensive producer would be duplicated
func.func @expensive_shared(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.exponential %x : tensor<8xf32>
  %1 = stablehlo.sine %0 : tensor<8xf32>
  %2 = stablehlo.cosine %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Division by a splat constant is cheap once XLA has simplified it (a multiply by the
// reciprocal for floats, multiplies and shifts for integers), and so is an op of constants
// alone: each is duplicated into both consumers. A division by a computed value is not.
// CHECK-LABEL: func.func @division_by_constant
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.divide
// CHECK: stablehlo.sine
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.divide
// CHECK: stablehlo.cosine
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.remainder
// CHECK: stablehlo.negate
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.remainder
// CHECK: stablehlo.abs
// EXPLAIN: fused: %3=remainder, %5=abs -- legal (duplicated)
// EXPLAIN: fused: %0=divide, %2=cosine -- legal (duplicated)
func.func @division_by_constant(%x: tensor<8xf32>, %i: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xi32>) {
  %c = stablehlo.constant dense<3.0> : tensor<8xf32>
  %0 = stablehlo.divide %x, %c : tensor<8xf32>
  %1 = stablehlo.sine %0 : tensor<8xf32>
  %2 = stablehlo.cosine %0 : tensor<8xf32>
  %k = stablehlo.constant dense<7> : tensor<8xi32>
  %3 = stablehlo.remainder %i, %k : tensor<8xi32>
  %4 = stablehlo.negate %3 : tensor<8xi32>
  %5 = stablehlo.abs %3 : tensor<8xi32>
  return %1, %2, %4, %5 : tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xi32>
}

// -----

// CHECK-LABEL: func.func @division_by_value
// CHECK-NEXT: stablehlo.divide
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// EXPLAIN-LABEL: not fused: %0=divide, %2=cosine -- expensive producer would be duplicated
func.func @division_by_value(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.divide %x, %y : tensor<8xf32>
  %1 = stablehlo.sine %0 : tensor<8xf32>
  %2 = stablehlo.cosine %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// An op of constants and iotas alone is XLA's to fold: no group is rooted at it, nor at
// an op computed from such ops alone, an integer compare of a value with itself counting
// as a constant (XLA's simplifier makes it one). A float compare(x, x) is not a constant
// (NaN): the ops after it are grouped.
// CHECK-LABEL: func.func @folds_to_constant
// CHECK-NOT: mhlo.fusion
// CHECK: return
// CHECK-LABEL: func.func @folds_through_a_chain
// CHECK-NOT: mhlo.fusion
// CHECK: return
// CHECK-LABEL: func.func @float_compare_is_computed
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.compare
// CHECK: stablehlo.not
// CHECK: mhlo.return
func.func @folds_to_constant() -> tensor<i32> {
  %i = stablehlo.iota dim = 0 : tensor<8xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%i init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func @folds_through_a_chain(%x: tensor<8xi32>) -> tensor<8x1xi1> {
  %c = stablehlo.compare LT, %x, %x, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %n = stablehlo.not %c : tensor<8xi1>
  %r = stablehlo.reshape %n : (tensor<8xi1>) -> tensor<8x1xi1>
  return %r : tensor<8x1xi1>
}
func.func @float_compare_is_computed(%x: tensor<8xf32>) -> tensor<8x1xi1> {
  %c = stablehlo.compare LT, %x, %x, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  %n = stablehlo.not %c : tensor<8xi1>
  %r = stablehlo.reshape %n : (tensor<8xi1>) -> tensor<8x1xi1>
  return %r : tensor<8x1xi1>
}

// -----

// A reduce of a dot with an operand of batch and contracting dimensions alone: XLA rewrites
// that dot as a multiply and a reduce and merges the two reduces, unless a group hides this
// one. No group is rooted at it; a reduce of a plain matrix product is grouped as usual
// (with the product: a dot-epilogue, see @dot_epilogue).
// CHECK-LABEL: func.func @reduce_of_split_dot
// CHECK-NOT: mhlo.fusion
// CHECK: return
// CHECK-LABEL: func.func @reduce_of_matrix_dot
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.reduce
// CHECK: mhlo.return
func.func @reduce_of_split_dot(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<f32> {
  %d = stablehlo.dot_general %x, %y, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @reduce_of_matrix_dot(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8xf32> {
  %d = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A reduction and its init constant alone are a group only where XLA:CPU would split it in
// two kernels (a reduced dimension over 32: a reduce-window and a reduce) or a library
// kernel may run it (an f32 sum, max or min, on a backend allowing library reductions):
// elsewhere the group saves nothing and hides the reduce from XLA's simplifier (an integer
// sum of a concatenate becomes an add of its pieces).
// CHECK-LABEL: func.func @f32_sum_alone
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.reduce
// CHECK: mhlo.return
// CHECK-LABEL: func.func @integer_sum_alone
// CHECK-NOT: mhlo.fusion
// CHECK: return
// CHECK-LABEL: func.func @long_integer_sum_alone
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.reduce
// CHECK: mhlo.return
// EXPLAIN: not fused: %c=constant, %0=reduce -- a group of one op and its constants saves nothing
func.func @f32_sum_alone(%x: tensor<64x32xf32>) -> tensor<32xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
  return %r : tensor<32xf32>
}
func.func @integer_sum_alone(%x: tensor<64x32xui32>) -> tensor<64xui32> {
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x32xui32>, tensor<ui32>) -> tensor<64xui32>
  return %r : tensor<64xui32>
}
func.func @long_integer_sum_alone(%x: tensor<64x33xui32>) -> tensor<64xui32> {
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x33xui32>, tensor<ui32>) -> tensor<64xui32>
  return %r : tensor<64xui32>
}

// -----

// A would-be cycle: a -> b -> custom_call -> c and a -> c. Fusing a (expensive) with c would
// make the group depend on itself through b and the custom call: a and c stay apart, and the
// custom call is never inside a group.
// CHECK-LABEL: func.func @would_be_cycle
// CHECK-NEXT: %[[A:.*]] = stablehlo.exponential %arg0
// CHECK-NEXT: %[[B:.*]] = stablehlo.negate %[[A]]
// CHECK-NEXT: %[[CC:.*]] = stablehlo.custom_call @foo(%[[B]])
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[A]], %[[CC]]
// CHECK-NEXT: return %[[C]]
// EXPLAIN-LABEL: not fused: %2=custom_call, %3=add -- op has side effects
// EXPLAIN: not fused: %0=exponential, %3=add -- expensive producer would be duplicated
// EXPLAIN: not fused: %0=exponential, %1=negate -- expensive producer would be duplicated
func.func @would_be_cycle(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = stablehlo.exponential %x : tensor<8xf32>
  %b = stablehlo.negate %a : tensor<8xf32>
  %cc = stablehlo.custom_call @foo(%b) : (tensor<8xf32>) -> tensor<8xf32>
  %c = stablehlo.add %a, %cc : tensor<8xf32>
  return %c : tensor<8xf32>
}

// -----

// custom_call and rng never go inside a group; what is around them still fuses.
// CHECK-LABEL: func.func @opaque
// CHECK: stablehlo.rng
// CHECK-NOT: mhlo.return
// CHECK: stablehlo.custom_call @bar
// CHECK: "mhlo.fusion"
// CHECK-NOT: stablehlo.rng
// CHECK-NOT: stablehlo.custom_call
// CHECK: mhlo.return
// EXPLAIN-LABEL: not fused: %2=custom_call, %3=sine -- op has side effects (stablehlo.custom_call)
// EXPLAIN: not fused: %0=rng, %1=negate -- op has side effects (stablehlo.rng)
func.func @opaque(%x: tensor<8xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<8xf32> {
  %s = stablehlo.constant dense<8> : tensor<1xi64>
  %r = stablehlo.rng %lo, %hi, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<8xf32>
  %n = stablehlo.negate %r : tensor<8xf32>
  %cc = stablehlo.custom_call @bar(%n) : (tensor<8xf32>) -> tensor<8xf32>
  %e = stablehlo.sine %cc : tensor<8xf32>
  %m = stablehlo.multiply %e, %x : tensor<8xf32>
  return %m : tensor<8xf32>
}

// -----

// Inside a while body: the body's ops fuse, the while itself never joins a group.
// CHECK-LABEL: func.func @while_body
// CHECK: stablehlo.while
// CHECK: do {
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.sine
// CHECK: stablehlo.multiply
// CHECK: mhlo.return
// CHECK: stablehlo.return
func.func @while_body(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<8xf32>
  cond {
    %c10 = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %s = stablehlo.sine %v : tensor<8xf32>
    %m = stablehlo.multiply %s, %v : tensor<8xf32>
    stablehlo.return %j, %m : tensor<i32>, tensor<8xf32>
  }
  return %0#1 : tensor<8xf32>
}

// -----

// In a loop body a producer that is also carried to the next iteration is not cloned
// into its consumer's group: the original stays anyway, so no kernel is saved, and XLA's
// copy insertion added a copy for the second reader of the loop value.
// CHECK-LABEL: func.func @loop_carried_producer
// CHECK: do {
// CHECK-NOT: "mhlo.fusion"
// CHECK: stablehlo.return
// EXPLAIN: [producer-consumer] not fused: %{{.*}}=negate, %{{.*}}=tanh -- clone would sit beside its loop-carried original
func.func @loop_carried_producer(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%i = %c0, %v = %x, %w = %x) : tensor<i32>, tensor<8xf32>, tensor<8xf32>
  cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %n = stablehlo.negate %v : tensor<8xf32>
    %t = stablehlo.tanh %n : tensor<8xf32>
    stablehlo.return %i, %n, %t : tensor<i32>, tensor<8xf32>, tensor<8xf32>
  }
  return %0#2 : tensor<8xf32>
}

// -----

// Inside a case branch.
// CHECK-LABEL: func.func @case_branch
// CHECK: "stablehlo.case"
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.exponential
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: mhlo.return
// CHECK: stablehlo.return
func.func @case_branch(%i: tensor<i32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.case"(%i) ({
    %e = stablehlo.exponential %x : tensor<8xf32>
    %n = stablehlo.negate %e : tensor<8xf32>
    stablehlo.return %n : tensor<8xf32>
  }, {
    stablehlo.return %x : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A case whose index is a constant is XLA's to inline: nothing is grouped in its branches
// (a loop nested in one still is).
// CHECK-LABEL: func.func @constant_case_branch
// CHECK: "stablehlo.case"
// CHECK-NOT: "mhlo.fusion"
// CHECK: stablehlo.while
// CHECK: do {
// CHECK-NEXT: "mhlo.fusion"
// CHECK: stablehlo.sine
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: mhlo.return
// CHECK-NOT: "mhlo.fusion"
// CHECK: return
func.func @constant_case_branch(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = "stablehlo.case"(%c) ({
    %e = stablehlo.exponential %x : tensor<8xf32>
    %n = stablehlo.negate %e : tensor<8xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %w:2 = stablehlo.while(%i = %z, %v = %n) : tensor<i32>, tensor<8xf32>
    cond {
      %k = stablehlo.constant dense<4> : tensor<i32>
      %p = stablehlo.compare LT, %i, %k : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s = stablehlo.sine %v : tensor<8xf32>
      %m = stablehlo.negate %s : tensor<8xf32>
      stablehlo.return %i, %m : tensor<i32>, tensor<8xf32>
    }
    stablehlo.return %w#1 : tensor<8xf32>
  }, {
    stablehlo.return %x : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A contraction joins a group only as a dot-epilogue (the CPU table allows it on the regroup
// route, where the group becomes one library kernel): here its consumers hold no reduction,
// its contraction is deep (256 products per output), and its operand is computed. It stays
// out; its producer and consumers fuse only with their other neighbours.
// CHECK-LABEL: func.func @dot_boundary
// CHECK: %[[D:.*]] = stablehlo.dot_general
// CHECK-NOT: mhlo.return
// CHECK: "mhlo.fusion"(%[[D]]
// CHECK: stablehlo.tanh
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: mhlo.return
// EXPLAIN-LABEL: not fused: {{.*}}dot_general{{.*}} -- backend cannot run a dot_general other than a dot-epilogue's or a dot-chain's inside a fusion (fusion-op: slow:
func.func @dot_boundary(%x: tensor<8x256xf32>, %y: tensor<256x8xf32>, %z: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %n = stablehlo.negate %x : tensor<8x256xf32>
  %d = stablehlo.dot_general %n, %y, contracting_dims = [1] x [0] : (tensor<8x256xf32>, tensor<256x8xf32>) -> tensor<8x8xf32>
  %t = stablehlo.tanh %d : tensor<8x8xf32>
  %a = stablehlo.add %t, %z : tensor<8x8xf32>
  return %a : tensor<8x8xf32>
}

// -----

// A shallow contraction (8 products per output, 4096 outputs) joins an elementwise epilogue
// of cheap library ops without a reduction (an add and a relu): writing its output out and
// reading it back costs more than its products. Its computed operand still stays out; with
// a tanh in the epilogue (an expensive op) the dot stays out too.
// CHECK-LABEL: func.func @shallow_dot_epilogue
// CHECK: %[[N:.*]] = stablehlo.negate
// CHECK-NEXT: "mhlo.fusion"(%[[N]], %arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.add
// CHECK: stablehlo.maximum
// CHECK-NEXT: mhlo.return
// CHECK-LABEL: func.func @shallow_dot_tanh
// CHECK: %[[D:.*]] = stablehlo.dot_general
// CHECK-NEXT: "mhlo.fusion"(%[[D]]
// EXPLAIN-LABEL: fused: {{.*}}dot_general{{.*}}add -- legal
func.func @shallow_dot_epilogue(%x: tensor<64x8xf32>, %y: tensor<8x64xf32>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %n = stablehlo.negate %x : tensor<64x8xf32>
  %d = stablehlo.dot_general %n, %y, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x64xf32>) -> tensor<64x64xf32>
  %a = stablehlo.add %d, %z : tensor<64x64xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
  %r = stablehlo.maximum %a, %cb : tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
func.func @shallow_dot_tanh(%x: tensor<64x8xf32>, %y: tensor<8x64xf32>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x64xf32>) -> tensor<64x64xf32>
  %t = stablehlo.tanh %d : tensor<64x64xf32>
  %a = stablehlo.add %t, %z : tensor<64x64xf32>
  return %a : tensor<64x64xf32>
}

// -----

// A dot-epilogue: a dot_general of group operands, then ops a library kernel runs, a
// reduction among them (attention's scores: scaled, max-subtracted, exponentiated) is one
// group with its dot. Not one: an epilogue with an op the library does not run (sine), a
// dot whose operand the group would compute (the negate stays out, the dot and its sum
// group), a dot read outside the group.
// CHECK-LABEL: func.func @dot_epilogue
// CHECK: "mhlo.fusion"(%arg0, %arg1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.dot_general
// CHECK: stablehlo.reduce
// CHECK: stablehlo.exponential
// CHECK-NEXT: mhlo.return
// CHECK-LABEL: func.func @dot_then_sine_sum
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general
// CHECK-NEXT: "mhlo.fusion"(%[[D]])
// CHECK-LABEL: func.func @dot_of_computed_operand
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate
// CHECK-NEXT: "mhlo.fusion"(%[[N]], %arg1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.dot_general
// CHECK-LABEL: func.func @dot_read_twice
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general
// CHECK-NEXT: "mhlo.fusion"(%[[D]])
// EXPLAIN-LABEL: fused: {{.*}}dot_general{{.*}}multiply -- legal
// EXPLAIN: not fused: {{.*}}dot_general{{.*}}sine -- backend cannot run a dot_general other than a dot-epilogue's or a dot-chain's inside a fusion (fusion-op: slow:
// EXPLAIN: fused: {{.*}}dot_general{{.*}}reduce -- legal
// EXPLAIN: not fused: {{.*}}negate{{.*}}dot_general -- backend cannot run a dot_general other than a dot-epilogue's or a dot-chain's inside a fusion (fusion-op: slow:
// EXPLAIN: not fused: {{.*}}dot_general{{.*}}exponential -- expensive producer would be duplicated
func.func @dot_epilogue(%q: tensor<4x8x16xf32>, %k: tensor<4x8x16xf32>) -> tensor<4x8x8xf32> {
  %d = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
  %c = stablehlo.constant dense<0.25> : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
  %s = stablehlo.multiply %d, %cb : tensor<4x8x8xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
  %e = stablehlo.subtract %s, %mb : tensor<4x8x8xf32>
  %r = stablehlo.exponential %e : tensor<4x8x8xf32>
  return %r : tensor<4x8x8xf32>
}
func.func @dot_then_sine_sum(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8xf32> {
  %d = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = stablehlo.sine %d : tensor<8x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @dot_of_computed_operand(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8xf32> {
  %n = stablehlo.negate %x : tensor<8x8xf32>
  %d = stablehlo.dot_general %n, %y, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @dot_read_twice(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
  %d = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = stablehlo.exponential %d : tensor<8x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r, %d : tensor<8xf32>, tensor<8x8xf32>
}

// -----

// A reduce-chain whose every op a library kernel runs (a whole softmax: the CPU table
// allows it on the regroup route, where the group becomes one library kernel, which
// computes each value once) is one group. With a log, which the library does not run, the
// group would be a loop fusion, which recomputes: the row max, read by the sum's operand
// and by the output, stays out of the second group.
// CHECK-LABEL: func.func @softmax_whole
// CHECK-NEXT: "mhlo.fusion"(%arg0)
// CHECK: stablehlo.reduce
// CHECK: stablehlo.reduce
// CHECK: stablehlo.divide
// CHECK-NEXT: mhlo.return
// CHECK-NEXT: })
// CHECK-NEXT: return
// CHECK-LABEL: func.func @log_softmax_chain
// CHECK-NEXT: %[[M:.*]] = "mhlo.fusion"(%arg0)
// CHECK: stablehlo.maximum
// CHECK: "mhlo.fusion"(%[[M]], %arg0)
// CHECK: stablehlo.log
// EXPLAIN-LABEL: not fused: {{.*}}=reduce, {{.*}}=broadcast_in_dim -- expensive producer would be computed twice
func.func @softmax_whole(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
  %d = stablehlo.subtract %x, %mb : tensor<8x64xf32>
  %e = stablehlo.exponential %d : tensor<8x64xf32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
  %r = stablehlo.divide %e, %sb : tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}
func.func @log_softmax_chain(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
  %d = stablehlo.subtract %x, %mb : tensor<8x64xf32>
  %e = stablehlo.exponential %d : tensor<8x64xf32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
  %l = stablehlo.log %s : tensor<8xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
  %r = stablehlo.subtract %d, %lb : tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}

// -----

// The capability table refuses a two-result reduce whose results both leave the group
// (variadic reduce and several results: no single route compiles both): its producer
// stays out.
// CHECK-LABEL: func.func @capability_refusal
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.reduce
// CHECK-NOT: mhlo.fusion
// EXPLAIN-LABEL: not fused: %0=exponential, %1#0=reduce -- no single route compiles this combination
func.func @capability_refusal(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = stablehlo.exponential %x : tensor<8x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s:2 = stablehlo.reduce(%e init: %z), (%y init: %z) across dimensions = [1] : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> (tensor<8xf32>, tensor<8xf32>)
   reducer(%p: tensor<f32>, %q: tensor<f32>) (%u: tensor<f32>, %w: tensor<f32>) {
    %a1 = stablehlo.add %p, %q : tensor<f32>
    %a2 = stablehlo.add %u, %w : tensor<f32>
    stablehlo.return %a1, %a2 : tensor<f32>, tensor<f32>
  }
  return %s#0, %s#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// XLA expands logistic before it fuses, so no group holds one, not even a chain of ops that
// add no capability feature otherwise (the fast path of check_group once let it in).
// CHECK-LABEL: func.func @logistic_stays_out
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.logistic
// CHECK-NEXT: "mhlo.fusion"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.abs
// CHECK-NEXT: mhlo.return
// EXPLAIN: not fused: %1=logistic, %2=exponential -- backend cannot run op:stablehlo.logistic inside a fusion
func.func @logistic_stays_out(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %x : tensor<8x8xf32>
  %1 = stablehlo.logistic %0 : tensor<8x8xf32>
  %2 = stablehlo.exponential %1 : tensor<8x8xf32>
  %3 = stablehlo.abs %2 : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// An op of constants is left to XLA's folders, also when a constant reaches it through a
// loop that carries it unchanged (XLA removes a loop that never runs): no group.
// CHECK-LABEL: func.func @constant_through_loop
// CHECK-NOT: mhlo.fusion
// CHECK: return
func.func @constant_through_loop(%n: tensor<i32>) -> tensor<i32> {
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %c0, %v = %i) : tensor<i32>, tensor<4xi32>
   cond {
    %lt = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
   } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %v : tensor<i32>, tensor<4xi32>
   }
  %s = stablehlo.reduce(%w#1 init: %c0) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  return %s : tensor<i32>
}

// -----

// The compare reads %n directly and through a loop that carries it unchanged: XLA forwards
// the loop's copy to %n and folds compare(x, x), so %n is not cloned into the compare.
// CHECK-LABEL: func.func @loop_alias
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate
// CHECK: stablehlo.compare LT, %[[N]], %{{.*}}#1
// CHECK-NEXT: return
// EXPLAIN: not fused: %0=negate, %2=compare -- the group also reads the producer through a loop that carries it unchanged
func.func @loop_alias(%a: tensor<4xi32>, %t: tensor<i32>) -> tensor<4xi1> {
  %n = stablehlo.negate %a : tensor<4xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%k = %c0, %v = %n) : tensor<i32>, tensor<4xi32>
   cond {
    %lt = stablehlo.compare LT, %k, %t, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
   } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %v : tensor<i32>, tensor<4xi32>
   }
  %r = stablehlo.compare LT, %n, %w#1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}

// -----

// A column sum read back through a broadcast (a batch norm's variance) stays the root of its
// own group: in one loop fusion with its normalisation it is re-run per output element.
// CHECK-LABEL: func.func @column_sum_read_back
// CHECK: stablehlo.reduce{{.*}}dimensions = [0]
// CHECK-NEXT: mhlo.return {{.*}} : tensor<16xf32>
// CHECK: stablehlo.rsqrt
// EXPLAIN: not fused: {{.*}}=reduce, {{.*}}=rsqrt -- backend cannot run reduce over a non-minor dimension of a group operand, read back by the group inside a fusion (fusion-op: slow:
func.func @column_sum_read_back(%x: tensor<64x16xf32>, %m: tensor<16xf32>) -> tensor<64x16xf32> {
  %mb = stablehlo.broadcast_in_dim %m, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
  %d = stablehlo.subtract %x, %mb : tensor<64x16xf32>
  %q = stablehlo.multiply %d, %d : tensor<64x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %v = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
  %r = stablehlo.rsqrt %v : tensor<16xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
  %y = stablehlo.multiply %d, %rb : tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

// -----

// The same over rows (a layer norm's variance) is one group: each row is summed once.
// CHECK-LABEL: func.func @row_sum_read_back
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.reduce{{.*}}dimensions = [1]
// CHECK-NEXT: stablehlo.rsqrt
// CHECK: mhlo.return {{.*}} : tensor<16x64xf32>
// CHECK-NOT: "mhlo.fusion"
func.func @row_sum_read_back(%x: tensor<16x64xf32>, %m: tensor<16xf32>) -> tensor<16x64xf32> {
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<16xf32>) -> tensor<16x64xf32>
  %d = stablehlo.subtract %x, %mb : tensor<16x64xf32>
  %q = stablehlo.multiply %d, %d : tensor<16x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %v = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
  %r = stablehlo.rsqrt %v : tensor<16xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<16xf32>) -> tensor<16x64xf32>
  %y = stablehlo.multiply %d, %rb : tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}

// -----

// A column sum of a select's result: as one loop fusion XLA:CPU walks each column per output
// element, slower than computing the select as a loop kernel and summing it in a library
// kernel (capability probe reduce-major-loop), so the sum keeps its own group.
// CHECK-LABEL: func.func @column_sum_of_select
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.select
// CHECK-NOT: stablehlo.reduce
// CHECK: mhlo.return {{.*}} : tensor<64x16xf32>
// CHECK: stablehlo.reduce{{.*}}dimensions = [0]
// EXPLAIN: not fused: {{.*}}=select, {{.*}}=reduce -- backend cannot run a column reduction in a group no library kernel runs whole (a select in it) inside a fusion (fusion-op: slow: {{.*}} the xla time; regroup: slow:
func.func @column_sum_of_select(%x: tensor<64x16xf32>, %y: tensor<64x16xf32>) -> tensor<16xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
  %p = stablehlo.compare GT, %y, %zb, FLOAT : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xi1>
  %m = stablehlo.multiply %x, %y : tensor<64x16xf32>
  %q = stablehlo.select %p, %m, %zb : tensor<64x16xi1>, tensor<64x16xf32>
  %r = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The same sum over rows is one group: the loop emitter walks each row once.
// CHECK-LABEL: func.func @row_sum_of_select
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.select
// CHECK: stablehlo.reduce{{.*}}dimensions = [1]
// CHECK-NOT: "mhlo.fusion"
func.func @row_sum_of_select(%x: tensor<16x64xf32>, %y: tensor<16x64xf32>) -> tensor<16xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
  %p = stablehlo.compare GT, %y, %zb, FLOAT : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
  %m = stablehlo.multiply %x, %y : tensor<16x64xf32>
  %q = stablehlo.select %p, %m, %zb : tensor<16x64xi1>, tensor<16x64xf32>
  %r = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// A row gather of a computed value joins its producer's and consumer's group (capability
// probe gather: the regroup route, since XLA:CPU aborts on a gather in a pre-layout fusion).
// CHECK-LABEL: func.func @gather_rows_of_a_sine
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.sine
// CHECK-NEXT: "stablehlo.gather"
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: mhlo.return
// CHECK-NOT: "mhlo.fusion"
func.func @gather_rows_of_a_sine(%x: tensor<64x16xf32>, %y: tensor<8x16xf32>, %i: tensor<8x1xi32>) -> tensor<8x16xf32> {
  %s = stablehlo.sine %x : tensor<64x16xf32>
  %g = "stablehlo.gather"(%s, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
  %r = stablehlo.add %g, %y : tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A gather read back through a broadcast would be re-run per element of the broadcast (a
// data-dependent load each time: jax-md's pair displacements R[i] - R[j]), so it stays
// out of the broadcast's group, as XLA's own fusion keeps an expensive producer out of a
// consumer that reuses its elements.
// CHECK-LABEL: func.func @gather_then_broadcast
// CHECK: %[[G:.*]] = "stablehlo.gather"
// CHECK: "mhlo.fusion"(%[[G]],
// CHECK-NOT: stablehlo.gather
// CHECK: stablehlo.broadcast_in_dim
// EXPLAIN: not fused: %0=gather, %1=negate -- a gather would be re-run for every element of a broadcast of it
func.func @gather_then_broadcast(%x: tensor<64x2xf32>, %i: tensor<16x1xi32>, %y: tensor<16x16x2xf32>) -> tensor<16x16x2xf32> {
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<16x1xi32>) -> tensor<16x2xf32>
  %n = stablehlo.negate %g : tensor<16x2xf32>
  %gb = stablehlo.broadcast_in_dim %n, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x16x2xf32>
  %r = stablehlo.subtract %gb, %y : tensor<16x16x2xf32>
  return %r : tensor<16x16x2xf32>
}

// -----

// A concatenate is larger than a gather it holds only by its other operands: it reads each
// gathered element once, so the gathers join it (a graph network's sender and receiver
// features beside the edge features, as XLA fuses them). Read through a broadcast after
// the concatenate, they are re-run per element again and stay out.
// CHECK-LABEL: func.func @gathers_into_a_concatenate
// CHECK: "mhlo.fusion"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: "stablehlo.gather"
// CHECK-NEXT: "stablehlo.gather"
// CHECK-NEXT: stablehlo.concatenate
// CHECK-NEXT: mhlo.return
// CHECK-NOT: "mhlo.fusion"
func.func @gathers_into_a_concatenate(%x: tensor<64x16xf32>, %e: tensor<256x4xf32>, %s: tensor<256x1xi32>, %r: tensor<256x1xi32>) -> tensor<256x36xf32> {
  %gs = "stablehlo.gather"(%x, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<256x1xi32>) -> tensor<256x16xf32>
  %gr = "stablehlo.gather"(%x, %r) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<256x1xi32>) -> tensor<256x16xf32>
  %c = stablehlo.concatenate %e, %gs, %gr, dim = 1 : (tensor<256x4xf32>, tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x36xf32>
  return %c : tensor<256x36xf32>
}

// -----

// CHECK-LABEL: func.func @gather_concatenated_then_broadcast
// CHECK: %[[G:.*]] = "stablehlo.gather"
// CHECK: "mhlo.fusion"(%[[G]],
// CHECK-NOT: stablehlo.gather
// CHECK: stablehlo.concatenate
// CHECK: stablehlo.broadcast_in_dim
// EXPLAIN: not fused: %0=gather, %1=concatenate -- a gather would be re-run for every element of a broadcast of it
func.func @gather_concatenated_then_broadcast(%x: tensor<64x2xf32>, %i: tensor<16x1xi32>, %e: tensor<16x2xf32>, %y: tensor<16x8x4xf32>) -> tensor<16x8x4xf32> {
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<16x1xi32>) -> tensor<16x2xf32>
  %c = stablehlo.concatenate %g, %e, dim = 1 : (tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x4xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [0, 2] : (tensor<16x4xf32>) -> tensor<16x8x4xf32>
  %r = stablehlo.subtract %cb, %y : tensor<16x8x4xf32>
  return %r : tensor<16x8x4xf32>
}

// -----

// A dynamic update slice reads its update's elements once but its start index for every
// element: a gathered index stays out of its group.
// CHECK-LABEL: func.func @gathered_index_of_an_update
// CHECK: = "stablehlo.gather"
// CHECK-NOT: "stablehlo.gather"
// CHECK: stablehlo.dynamic_update_slice
// EXPLAIN: not fused: %0=gather, %1=reshape -- a gather would be re-run for every element of a broadcast of it
func.func @gathered_index_of_an_update(%b: tensor<64x8xf32>, %u: tensor<4x8xf32>, %t: tensor<16xi32>, %i: tensor<1x1xi32>) -> tensor<64x8xf32> {
  %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<1x1xi32>) -> tensor<1xi32>
  %s = stablehlo.reshape %g : (tensor<1xi32>) -> tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.negate %u : tensor<4x8xf32>
  %r = stablehlo.dynamic_update_slice %b, %n, %s, %z : (tensor<64x8xf32>, tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<64x8xf32>
  return %r : tensor<64x8xf32>
}

// -----

// A counted loop's counter: `i + 1` and `i < 10` with their constants are no groups (they
// would save nothing and hide the trip count from XLA); the body's chain is one.
// CHECK-LABEL: func.func @counter
// CHECK: stablehlo.while
// CHECK: cond {
// CHECK-NOT: mhlo.fusion
// CHECK: stablehlo.compare LT
// CHECK: } do {
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.sine
// CHECK-NEXT: stablehlo.negate
// CHECK: mhlo.return
// CHECK-NOT: mhlo.fusion
// CHECK: stablehlo.add %iterArg, %c
// CHECK-NEXT: stablehlo.return
// EXPLAIN: [producer-consumer] not fused: {{.*}}=constant, {{.*}}=compare -- a group of one op and its constants saves nothing
// EXPLAIN: [producer-consumer] not fused: {{.*}}=constant, {{.*}}=add -- a group of one op and its constants saves nothing
func.func @counter(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<10> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s = stablehlo.sine %v : tensor<8xf32>
      %t = stablehlo.negate %s : tensor<8xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %j, %t : tensor<i32>, tensor<8xf32>
    }
  return %r#1 : tensor<8xf32>
}

// -----

// A negate of a negate is what the first read: XLA folds the pair away, so the two
// alone form no group (negative), while with a producer before them they are one group
// with it (positive).
// CHECK-LABEL: func.func @negate_of_negate
// CHECK-NOT: mhlo.fusion
// CHECK: return
func.func @negate_of_negate(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = stablehlo.negate %x : tensor<8xf32>
  %b = stablehlo.negate %a : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @negate_of_negate_of_sine
// CHECK: mhlo.fusion
// CHECK: stablehlo.sine
// CHECK: stablehlo.negate
// CHECK: stablehlo.negate
// CHECK: mhlo.return
func.func @negate_of_negate_of_sine(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = stablehlo.sine %x : tensor<8xf32>
  %a = stablehlo.negate %s : tensor<8xf32>
  %b = stablehlo.negate %a : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// A dot-chain: attention's scores, their row-max-shifted exponentials, and the second
// dot_general weighting the values by them (the CPU table allows it on the regroup route,
// one library kernel). The softmax group forms around the first dot; in the next round the
// second dot takes it in. Not one: a sine between the dots (the library does not run it),
// where both dots stay out.
// CHECK-LABEL: func.func @dot_chain
// CHECK-NEXT: "mhlo.fusion"(%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.dot_general
// CHECK: stablehlo.exponential
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: mhlo.return
// CHECK-LABEL: func.func @dot_chain_of_sine
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general
// CHECK-NEXT: %[[F:.*]] = "mhlo.fusion"(%[[D]])
// CHECK: stablehlo.sine
// CHECK: stablehlo.dot_general %[[F]], %arg2
// EXPLAIN-LABEL: fused: {{.*}}fusion{{.*}}dot_general -- legal
// EXPLAIN: not fused: {{.*}}sine{{.*}}dot_general -- backend cannot run a dot_general other than a dot-epilogue's or a dot-chain's inside a fusion
func.func @dot_chain(%q: tensor<4x8x16xf32>, %k: tensor<4x8x16xf32>, %v: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %d = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%d init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
  %e = stablehlo.subtract %d, %mb : tensor<4x8x8xf32>
  %p = stablehlo.exponential %e : tensor<4x8x8xf32>
  %r = stablehlo.dot_general %p, %v, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  return %r : tensor<4x8x16xf32>
}
func.func @dot_chain_of_sine(%q: tensor<4x8x16xf32>, %k: tensor<4x8x16xf32>, %v: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %d = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%d init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
  %e = stablehlo.subtract %d, %mb : tensor<4x8x8xf32>
  %p = stablehlo.sine %e : tensor<4x8x8xf32>
  %r = stablehlo.dot_general %p, %v, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  return %r : tensor<4x8x16xf32>
}

// -----

// A transpose that alone reads a dot's result is the dot's (XLA folds it in, swapping the
// operands): a shallow product, transposed and accumulated, is a dot-epilogue. With a bias
// and a tanh after it the dot stays out, as without the transpose.
// CHECK-LABEL: func.func @transposed_dot_epilogue
// CHECK-NEXT: "mhlo.fusion"(%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.transpose
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: mhlo.return
// CHECK-LABEL: func.func @transposed_dot_bias_tanh
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general
// CHECK-NEXT: "mhlo.fusion"(%[[D]]
// CHECK: stablehlo.tanh
// EXPLAIN-LABEL: fused: {{.*}}dot_general{{.*}}transpose -- legal
// EXPLAIN: not fused: {{.*}}dot_general{{.*}}transpose -- backend cannot run a dot_general other than a dot-epilogue's
func.func @transposed_dot_epilogue(%x: tensor<384x16xf32>, %w: tensor<128x16xf32>, %acc: tensor<128x384xf32>) -> tensor<128x384xf32> {
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<384x16xf32>, tensor<128x16xf32>) -> tensor<384x128xf32>
  %t = stablehlo.transpose %d, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
  %s = stablehlo.add %t, %acc : tensor<128x384xf32>
  return %s : tensor<128x384xf32>
}
func.func @transposed_dot_bias_tanh(%x: tensor<384x16xf32>, %w: tensor<128x16xf32>, %b: tensor<384xf32>) -> tensor<128x384xf32> {
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<384x16xf32>, tensor<128x16xf32>) -> tensor<384x128xf32>
  %t = stablehlo.transpose %d, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<384xf32>) -> tensor<128x384xf32>
  %a = stablehlo.add %t, %bb : tensor<128x384xf32>
  %s = stablehlo.tanh %a : tensor<128x384xf32>
  return %s : tensor<128x384xf32>
}
