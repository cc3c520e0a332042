"""A static cost model over ``jaxlib.mlir.ir`` ops: bytes moved and arithmetic done.

The model is what the fusion passes use to rank candidates and explain themselves: fusing
a group saves the memory traffic of the values that no longer leave the group.

Conventions:

- Bytes are counted for statically shaped ranked tensors only (:func:`nbytes`); tuples,
  tokens, unranked and dynamically shaped tensors count 0 bytes.
- An op reads each distinct value once: ``add %x, %x`` reads ``x`` once. Values defined
  outside an op and used inside its regions (captures) are read too. This makes
  ``op_cost(op)`` and ``group_cost([op])`` agree, so ``bytes_saved([op]) == 0``.
- An op writes all its results. A group writes the results of its ops that are used
  outside the group or not used at all (materialized all the same; dropping dead values
  is DCE's saving, not fusion's).
- Flops: see :func:`op_cost`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import mhlo, stablehlo

from fusion_mlir.analysis.boundary import boundary
from fusion_mlir.analysis.opkinds import EXPENSIVE_ELEMENTWISE, OpKind, op_kind

# A kernel launch costs about as much time as moving this many bytes (XLA:CPU's thunk
# runtime: 1-2 us a launch, about 10 GB/s a core on these machines): a kernel moving more
# is worth its launch, one moving less is mostly launch. The rules that trade launches for
# bytes weigh them with it: unrolling (jax-md's Lennard-Jones loop unrolled: 3.7 kernels
# fewer and 27 KB more an iteration), horizontal copies, a loop's runs of kernels.
LAUNCH_BYTES = 16 << 10

EXPENSIVE_FLOPS_PER_ELEMENT = 10
"""Flops charged per result element of an expensive elementwise op (exp, divide, tanh...).

A rough ratio of a transcendental's instruction count to an add's; it only needs to rank
fusion candidates, not predict time."""

OpLike = ir.Operation | ir.OpView


@dataclass(frozen=True)
class Cost:
    """Memory traffic and arithmetic of an op or a group of ops."""

    bytes_read: int = 0
    bytes_written: int = 0
    flops: int = 0

    def __add__(self, other: Cost) -> Cost:
        if not isinstance(other, Cost):
            return NotImplemented
        return Cost(
            self.bytes_read + other.bytes_read,
            self.bytes_written + other.bytes_written,
            self.flops + other.flops,
        )

    @property
    def bytes(self) -> int:
        """Total memory traffic: read plus written."""
        return self.bytes_read + self.bytes_written


def _bytes_for_bits(bits: int) -> int:
    """Storage bytes of one element: sub-byte types take a byte (i1, i4, f4 as XLA stores
    them unpacked), odd widths round up to a power of two (tf32 -> 4)."""
    nbytes = max(1, (bits + 7) // 8)
    return 1 << (nbytes - 1).bit_length()


def _element_bytes(t: ir.Type) -> int:
    """Bytes of one element of type ``t``; 0 for types without a storage size."""
    if isinstance(t, ir.FloatType | ir.IntegerType):
        return _bytes_for_bits(t.width)
    if isinstance(t, ir.ComplexType):
        return 2 * _element_bytes(t.element_type)
    if isinstance(t, ir.IndexType):
        return 8
    return 0


def static_tensor(t: ir.Type) -> ir.RankedTensorType | None:
    """``t`` as a statically shaped ranked tensor type, or None."""
    t = t.maybe_downcast() if type(t) is ir.Type else t
    return t if isinstance(t, ir.RankedTensorType) and t.has_static_shape else None


def zero_elements(t: ir.Type) -> bool:
    """Whether ``t`` is a statically shaped tensor with no elements (XLA folds such values)."""
    return (rt := static_tensor(t)) is not None and 0 in rt.shape


def num_elements(t: ir.Type) -> int:
    """Element count of a statically shaped ranked tensor; 1 for a bare scalar type, 0
    otherwise (tuples, tokens, unranked or dynamic tensors)."""
    t = t.maybe_downcast() if type(t) is ir.Type else t
    if isinstance(t, ir.RankedTensorType):
        return math.prod(t.shape) if t.has_static_shape else 0
    return 1 if _element_bytes(t) else 0


def nbytes(t: ir.Type) -> int:
    """Bytes of a value of type ``t``.

    For a statically shaped ranked tensor: elements x element bytes, where floats and
    integers take their bit width rounded up to whole bytes and a power of two (i1 -> 1,
    bf16/f16 -> 2, tf32 -> 4), complex types twice their part (complex<f64> -> 16) and
    ``index`` 8. A bare scalar type counts as one element. Tuples, tokens, unranked and
    dynamically shaped tensors, and element types without a known size count 0: the
    model is for static StableHLO, and 0 keeps an unknown from inventing traffic.
    """
    t = t.maybe_downcast() if type(t) is ir.Type else t
    if isinstance(t, ir.RankedTensorType):
        if not t.has_static_shape:
            return 0
        return math.prod(t.shape) * _element_bytes(t.element_type)
    if isinstance(t, ir.ShapedType):
        return 0
    return _element_bytes(t)


def _as_operation(op: OpLike) -> ir.Operation:
    return op.operation if isinstance(op, ir.OpView) else op


def _sum_bytes(values: Iterable[ir.Value]) -> int:
    return sum(nbytes(v.type) for v in values)


def dot_dimension_numbers(
    op: ir.Operation,
) -> stablehlo.DotDimensionNumbers | mhlo.DotDimensionNumbers | None:
    """The ``DotDimensionNumbers`` of a stablehlo or mhlo ``dot_general`` (None if absent)."""
    if "dot_dimension_numbers" not in op.attributes:
        return None
    attr = op.attributes["dot_dimension_numbers"]
    for dialect in (stablehlo, mhlo):
        if dialect.DotDimensionNumbers.isinstance(attr):
            return dialect.DotDimensionNumbers(attr)
    return None


def _dot_general_contracting(op: ir.Operation) -> list[int] | None:
    d = dot_dimension_numbers(op)
    return None if d is None else list(d.lhs_contracting_dimensions)


def _conv_kernel_output_feature_dim(op: ir.Operation) -> int | None:
    attr = op.attributes["dimension_numbers"]
    for dialect in (stablehlo, mhlo):
        if dialect.ConvDimensionNumbers.isinstance(attr):
            return dialect.ConvDimensionNumbers(attr).kernel_output_feature_dimension
    return None


def _shape(value: ir.Value) -> list[int] | None:
    t = value.type
    if isinstance(t, ir.RankedTensorType) and t.has_static_shape:
        return list(t.shape)
    return None


def _contraction_flops(op: ir.Operation, out_elems: int) -> int:
    """2 x (result elements) x (elements summed per result element)."""
    suffix = op.name.split(".", 1)[1]
    lhs = _shape(op.operands[0]) if len(op.operands) else None
    if suffix == "dot_general" and lhs is not None:
        dims = _dot_general_contracting(op)
        if dims is not None:
            return 2 * out_elems * math.prod(lhs[d] for d in dims)
    if suffix == "dot" and lhs:
        return 2 * out_elems * lhs[-1]
    if suffix == "convolution" and len(op.operands) >= 2:
        kernel = _shape(op.operands[1])
        dim = _conv_kernel_output_feature_dim(op)
        if kernel is not None and dim is not None and kernel[dim]:
            # Each output element sums kernel spatial size x input features per group.
            return 2 * out_elems * (math.prod(kernel) // kernel[dim])
    # einsum, ragged_dot, dynamic_conv, unknown shapes: the contraction size is unknown,
    # count one multiply-add per result element (a lower bound).
    return 2 * out_elems


def _reduction_flops(op: ir.Operation) -> int:
    suffix = op.name.split(".", 1)[1]
    n_inputs = len(op.results)
    if suffix == "reduce":
        # Operands are the inputs then one init value per input.
        return sum(num_elements(v.type) for v in list(op.operands)[:n_inputs])
    if suffix == "reduce_window" and "window_dimensions" in op.attributes:
        window = math.prod(ir.DenseI64ArrayAttr(op.attributes["window_dimensions"]))
        return window * sum(num_elements(r.type) for r in op.results)
    return sum(num_elements(v.type) for v in op.operands)


def _flops(op: ir.Operation) -> int:
    kind = op_kind(op.name)
    out_elems = sum(num_elements(r.type) for r in op.results)
    if kind is OpKind.ELEMENTWISE:
        factor = EXPENSIVE_FLOPS_PER_ELEMENT if op.name in EXPENSIVE_ELEMENTWISE else 1
        return factor * out_elems
    if kind is OpKind.REDUCTION:
        return _reduction_flops(op)
    if kind is OpKind.CONTRACTION:
        return _contraction_flops(op, out_elems)
    return 0


def op_cost(op: OpLike) -> Cost:
    """The cost of running ``op`` as its own kernel.

    Bytes read: the distinct values it uses (operands, and values captured by its regions);
    bytes written: all its results (see :func:`nbytes`). Flops, by kind:

    - elementwise: one per result element, :data:`EXPENSIVE_FLOPS_PER_ELEMENT` for the ops
      in ``EXPENSIVE_ELEMENTWISE`` (the region of ``map`` is not inspected);
    - reduction: ``reduce`` one per input element (init values excluded), ``reduce_window``
      window size x result elements, others one per operand element;
    - contraction: ``dot_general`` 2 x result elements x contracting size (= 2*B*M*N*K),
      ``dot`` likewise with the lhs last dimension, ``convolution`` approximately
      2 x result elements x (kernel elements / output features), i.e. ignoring padding,
      dilation and window edges; other contractions 2 x result elements (a lower bound);
    - broadcast, data movement, constants: 0;
    - control flow and opaque ops: 0 (their work is unknown from the op alone).
    """
    operation = _as_operation(op)
    return Cost(
        bytes_read=_sum_bytes(boundary([operation])[0]),
        bytes_written=_sum_bytes(operation.results),
        flops=_flops(operation),
    )


def group_cost(ops: Sequence[OpLike]) -> Cost:
    """The cost of running ``ops`` as one fused kernel.

    Bytes read: distinct values defined outside the group and used by its ops; bytes
    written: results of group ops used by any op outside the group (including a
    terminator) or not used at all; flops: the sum over the ops. Values produced and
    consumed inside the group cost nothing.
    """
    group = list({_as_operation(op): None for op in ops})
    inputs, outputs = boundary(group)
    dead = [r for op in group for r in op.results if not any(True for _ in r.uses)]
    return Cost(
        bytes_read=_sum_bytes(inputs),
        bytes_written=_sum_bytes(outputs + dead),
        flops=sum(_flops(op) for op in group),
    )


def bytes_saved(ops: Sequence[OpLike]) -> int:
    """Memory traffic saved by fusing ``ops``: their unfused bytes minus the group's."""
    unfused = sum((op_cost(op) for op in {_as_operation(op) for op in ops}), Cost())
    return unfused.bytes - group_cost(ops).bytes
