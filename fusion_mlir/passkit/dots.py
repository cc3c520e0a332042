"""Dots XLA:CPU never runs as dots, written as what it runs instead.

Rule: a ``dot_general`` whose operands hold only batch and contracting dimensions besides
unit ones (a dot product of vectors, batched or not) is a multiply and a sum over the
contracting dimensions; one whose contracting dimensions hold a single element (an outer
product) is a multiply of two broadcasts. XLA:CPU's simplifier makes exactly these rewrites
before it fuses (the unit test holds this rule to the optimized HLO, case by case), so
XLA's fusion puts a vector dot product inside the loop kernel of its neighbours, and the
fusion passes can only do the same once the module says what XLA will run. A matrix-vector
or matrix-matrix dot stays a dot (a library kernel). Narrow floats are multiplied and
summed in f32 and converted back, as XLA does; a dot with a precision other than DEFAULT,
an algorithm, mixed element types or no elements is left as it is.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import dot_dimension_numbers, static_tensor, zero_elements
from fusion_mlir.passkit.rewrite import Builder, is_integer, replace_outside_fusions

DOT = "stablehlo.dot_general"
# Backends whose XLA rewrites such dots (XLA:GPU's rule differs; not modelled).
REWRITING_BACKENDS = frozenset({"cpu"})
_NARROW_FLOATS = frozenset({"bf16", "f16"})
_WIDE_FLOATS = frozenset({"f32", "f64"})


def rewrites_dot(op: ir.Operation) -> str | None:
    """``"sum"`` or ``"outer"`` where XLA:CPU runs ``op`` as a multiply (and a sum), else
    None."""
    if op.name != DOT or "algorithm" in op.attributes:
        return None
    if "precision_config" in op.attributes and any(
        "DEFAULT" not in str(p) for p in ir.ArrayAttr(op.attributes["precision_config"])
    ):
        return None
    d = dot_dimension_numbers(op)
    types = [static_tensor(v.type) for v in (*op.operands, *op.results)]
    if d is None or any(t is None for t in types):
        return None
    lhs, rhs, out = types
    element = str(lhs.element_type)
    if {str(rhs.element_type), str(out.element_type)} != {element}:
        return None
    integer = is_integer(lhs.element_type) and element != "i1"
    if not (integer or element in _WIDE_FLOATS | _NARROW_FLOATS):
        return None
    if any(zero_elements(v.type) for v in op.operands):
        return None
    lhs_free = _free(lhs.shape, d.lhs_batching_dimensions, d.lhs_contracting_dimensions)
    rhs_free = _free(rhs.shape, d.rhs_batching_dimensions, d.rhs_contracting_dimensions)
    if math.prod(lhs.shape[i] for i in d.lhs_contracting_dimensions) == 1:
        return "outer"
    if all(lhs.shape[i] == 1 for i in lhs_free) and all(rhs.shape[i] == 1 for i in rhs_free):
        return "sum"
    return None


def _free(shape: list[int], batch: list[int], contracting: list[int]) -> list[int]:
    return [i for i in range(len(shape)) if i not in batch and i not in contracting]


def _rewrite(op: ir.Operation, form: str) -> ir.Value:
    d = dot_dimension_numbers(op)
    lhs, rhs = (ir.RankedTensorType(v.type) for v in op.operands)
    out = ir.RankedTensorType(op.results[0].type)
    lb, lc = list(d.lhs_batching_dimensions), list(d.lhs_contracting_dimensions)
    rb, rc = list(d.rhs_batching_dimensions), list(d.rhs_contracting_dimensions)
    lf, rf = _free(lhs.shape, lb, lc), _free(rhs.shape, rb, rc)
    batch = [lhs.shape[i] for i in lb]
    b = Builder(op)
    element = out.element_type
    compute = ir.F32Type.get() if str(element) in _NARROW_FLOATS else element
    x, y = (b.convert(v, compute) for v in op.operands)
    if form == "sum":
        contracting = [lhs.shape[i] for i in lc]
        x = b.arrange(x, lb + lc + lf, batch + contracting)
        y = b.arrange(y, rb + rc + rf, batch + contracting)
        product = b.op("stablehlo.multiply", x.type, [x, y])
        nb = len(batch)
        result = b.sum(product, list(range(nb, nb + len(contracting))))
    else:
        left, right = [lhs.shape[i] for i in lf], [rhs.shape[i] for i in rf]
        x = b.arrange(x, lb + lf + lc, batch + left)
        y = b.arrange(y, rb + rf + rc, batch + right)
        shape = batch + left + right
        nb, nl = len(batch), len(left)
        x = b.broadcast(x, shape, list(range(nb + nl)))
        y = b.broadcast(y, shape, list(range(nb)) + list(range(nb + nl, len(shape))))
        result = b.op("stablehlo.multiply", ir.RankedTensorType.get(shape, compute), [x, y])
    result = b.convert(result, element)
    if list(ir.RankedTensorType(result.type).shape) != list(out.shape):
        result = b.op("stablehlo.reshape", out, [result])
    return result


def reduce_vector_dots(root: ir.Operation) -> int:
    """Rewrite every dot of ``root`` (a module) that XLA:CPU runs as a multiply (and a sum)
    into that multiply (and sum), outside fusions; return how many were rewritten."""
    return replace_outside_fusions(root, rewrites_dot, _rewrite)
