// Before the first of our passes, on XLA:CPU, a scatter that writes a single window is
// written as the in-place update XLA:CPU's scatter expander makes of it: the window is read,
// combined with the update, kept as it was where the index is out of bounds, and written
// back. The fusion passes then put the update's producers into the update's group, as XLA
// does. A scatter of several windows, or of constants, stays a scatter; on XLA:GPU nothing
// changes, nor where no pass of the pipeline fuses producers into consumers (a bf16
// update, converted op by op, would cost kernels XLA's own expansion does not).
// RUN: fusion-opt %s -p inline-calls,producer-consumer --print-ir-after-all --split-input-file -o %t 2>&1 \
// RUN:   | sed -n '/After inline-calls/,/After producer-consumer/p' | filecheck %s
// RUN: fusion-opt %s -p inline-calls,sibling,horizontal --split-input-file | filecheck %s --check-prefix=NONE
// RUN: fusion-opt %s -p producer-consumer --split-input-file | filecheck %s --check-prefix=FUSED
// RUN: fusion-opt %s -p inline-calls --backend cuda --split-input-file | filecheck %s --check-prefix=GPU

// CHECK-LABEL: func.func @add_to_a_row
// CHECK-NOT: stablehlo.scatter
// CHECK: %[[I:.*]] = stablehlo.reshape %arg1 : (tensor<1xi32>) -> tensor<i32>
// CHECK: %[[LAST:.*]] = stablehlo.constant dense<63> : tensor<i32>
// CHECK: %[[LO:.*]] = stablehlo.compare LE, %{{.*}}, %[[I]], SIGNED
// CHECK: %[[HI:.*]] = stablehlo.compare LE, %[[I]], %[[LAST]], SIGNED
// CHECK: %[[OK:.*]] = stablehlo.and %[[LO]], %[[HI]] : tensor<i1>
// CHECK: %[[OLD:.*]] = stablehlo.dynamic_slice %arg0, %[[I]], %{{.*}}, sizes = [1, 8]
// CHECK: %[[U:.*]] = stablehlo.reshape %{{.*}} : (tensor<8xf32>) -> tensor<1x8xf32>
// CHECK: %[[NEW:.*]] = stablehlo.add %[[OLD]], %[[U]] : tensor<1x8xf32>
// CHECK: %[[M:.*]] = stablehlo.broadcast_in_dim %[[OK]], dims = [] : (tensor<i1>) -> tensor<1x8xi1>
// CHECK: %[[SEL:.*]] = stablehlo.select %[[M]], %[[NEW]], %[[OLD]]
// CHECK: stablehlo.dynamic_update_slice %arg0, %[[SEL]], %[[I]], %{{.*}} : (tensor<64x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<64x8xf32>
// FUSED-LABEL: func.func @add_to_a_row
// FUSED: "mhlo.fusion"
// FUSED: stablehlo.exponential
// FUSED: stablehlo.dynamic_update_slice
// FUSED-NEXT: mhlo.return
// FUSED-NEXT: }) :
// FUSED-NEXT: return
// GPU-LABEL: func.func @add_to_a_row
// GPU: stablehlo.scatter
// NONE-LABEL: func.func @add_to_a_row
// NONE: stablehlo.scatter
func.func @add_to_a_row(%x: tensor<64x8xf32>, %i: tensor<1xi32>, %u: tensor<8xf32>) -> tensor<64x8xf32> {
  %e = stablehlo.exponential %u : tensor<8xf32>
  %0 = "stablehlo.scatter"(%x, %i, %e) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<64x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// -----

// A constant index: the bounds check is decided now, as XLA's simplifier decides it (no
// compare, no select); a window outside is no update at all.
// CHECK-LABEL: func.func @add_at_a_constant_row
// CHECK-NOT: stablehlo.select
// CHECK: %[[R:.*]] = stablehlo.constant dense<3> : tensor<i32>
// CHECK: %[[OLD:.*]] = stablehlo.dynamic_slice %arg0, %[[R]], %{{.*}}, sizes = [1, 8]
// CHECK: %[[NEW:.*]] = stablehlo.add %[[OLD]], %{{.*}} : tensor<1x8xf32>
// CHECK: %[[R2:.*]] = stablehlo.constant dense<3> : tensor<i32>
// CHECK: stablehlo.dynamic_update_slice %arg0, %[[NEW]], %[[R2]], %{{.*}}
// CHECK-LABEL: func.func @add_at_a_row_outside
// CHECK-NOT: stablehlo.scatter
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %arg0
// NONE-LABEL: func.func @add_at_a_constant_row
// NONE: stablehlo.scatter
func.func @add_at_a_constant_row(%x: tensor<64x8xf32>, %u: tensor<8xf32>) -> tensor<64x8xf32> {
  %i = stablehlo.constant dense<3> : tensor<1xi32>
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<64x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}
func.func @add_at_a_row_outside(%x: tensor<64x8xf32>, %u: tensor<8xf32>) -> tensor<64x8xf32> {
  %i = stablehlo.constant dense<64> : tensor<1xi32>
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<64x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// -----

// Two index elements: each is sliced out and checked against its own dimension; a set
// writes the update where the index is inside.
// CHECK-LABEL: func.func @set_one_element
// CHECK: stablehlo.slice %arg1 [0:1]
// CHECK: stablehlo.constant dense<5> : tensor<i32>
// CHECK: stablehlo.slice %arg1 [1:2]
// CHECK: stablehlo.constant dense<7> : tensor<i32>
// CHECK: %[[OLD:.*]] = stablehlo.dynamic_slice %arg0, %{{.*}}, %{{.*}}, sizes = [1, 1]
// CHECK: %[[U:.*]] = stablehlo.reshape %arg2 : (tensor<f32>) -> tensor<1x1xf32>
// CHECK: stablehlo.select %{{.*}}, %[[U]], %[[OLD]]
// CHECK: stablehlo.dynamic_update_slice
func.func @set_one_element(%x: tensor<6x8xf32>, %i: tensor<2xi32>, %u: tensor<f32>) -> tensor<6x8xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) : (tensor<6x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// -----

// A window as large as the operand: the old values are the operand itself, and the result
// is the selected values, with no slice read and no update in place.
// CHECK-LABEL: func.func @add_to_the_only_row
// CHECK-NOT: stablehlo.dynamic_slice
// CHECK: %[[NEW:.*]] = stablehlo.add %arg0, %{{.*}} : tensor<1x8xf32>
// CHECK: %[[SEL:.*]] = stablehlo.select %{{.*}}, %[[NEW]], %arg0
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[SEL]]
func.func @add_to_the_only_row(%x: tensor<1x8xf32>, %i: tensor<1xi32>, %u: tensor<8xf32>) -> tensor<1x8xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}

// -----

// Three windows: XLA runs it as a scatter; left alone.
// CHECK-LABEL: func.func @several_windows
// CHECK: stablehlo.scatter
// CHECK-NOT: dynamic_update_slice
func.func @several_windows(%x: tensor<64x8xf32>, %i: tensor<3x1xi32>, %u: tensor<3x8xf32>) -> tensor<64x8xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) : (tensor<64x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// -----

// All of it constant: XLA folds the scatter into a constant; left alone.
// CHECK-LABEL: func.func @constants
// CHECK: stablehlo.scatter
func.func @constants() -> tensor<10x10xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<10x10xf32>
  %c = stablehlo.constant dense<1> : tensor<i32>
  %i = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %o = stablehlo.constant dense<1.0> : tensor<3x10xf32>
  %0 = "stablehlo.scatter"(%z, %i, %o) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) : (tensor<10x10xf32>, tensor<1xi32>, tensor<3x10xf32>) -> tensor<10x10xf32>
  return %0 : tensor<10x10xf32>
}
