"""Scatters XLA:CPU never runs as scatters, written as what it runs instead.

Rule: a ``scatter`` that writes a single window (its indices hold one index vector) is read
the window it updates, combined with the update by its computation, and written back in
place: ``dynamic_update_slice(x, select(in_bounds, f(old, update), old), start)`` with
``old = dynamic_slice(x, start)``; a window as large as ``x`` is ``x``, with neither slice
nor update. XLA:CPU's scatter expander makes exactly this rewrite (for a window out of
bounds the select keeps the old values, so nothing changes, as the scatter skips it) before
it fuses, and then fuses the update's producers into that in-place kernel; the fusion
passes can only do the same once the module says what XLA will run.
With a constant index the bounds check is decided here, as XLA's simplifier decides it: no
select, or, for a window outside, no update at all. A scatter of several windows stays a
scatter (XLA runs it as a loop). So does one of constants (XLA folds it), one with batching
dimensions, several operands, unsigned or dynamic indices, or a computation other than
elementwise ops of its two arguments.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from fusion_mlir.analysis.cost import static_tensor, zero_elements
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit.rewrite import Builder, is_integer, replace_outside_fusions

SCATTER = "stablehlo.scatter"


@dataclass(frozen=True)
class _Window:
    """Where a single-window scatter writes: the operand dimension each index element
    starts, and the window's shape in operand dimensions; and its computation's ops."""

    starts: list[int]  # operand dimension of each element of the index vector
    shape: list[int]
    combiner: list[ir.Operation]  # elementwise ops of the two arguments, then the return


def single_window(op: ir.Operation) -> _Window | None:
    """The window ``op`` writes where it is a scatter XLA:CPU runs as an in-place
    dynamic-update-slice, else None."""
    if op.name != SCATTER or len(op.operands) != 3 or len(op.results) != 1:
        return None
    types = [static_tensor(v.type) for v in (*op.operands, *op.results)]
    if any(t is None for t in types) or any(zero_elements(v.type) for v in op.operands):
        return None
    operand, indices, updates, _ = types
    index_type = indices.element_type
    if not is_integer(index_type) or not ir.IntegerType(index_type).is_signless:
        return None
    if updates.element_type != operand.element_type:
        return None
    d = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    if list(d.input_batching_dims) or list(d.scatter_indices_batching_dims):
        return None
    ivd = d.index_vector_dim
    batch = [n for i, n in enumerate(indices.shape) if i != ivd]
    if math.prod(batch) != 1 or not list(d.scattered_dims_to_operand_dims):
        return None
    inserted = set(d.inserted_window_dims)
    window_sizes = iter(updates.shape[i] for i in d.update_window_dims)
    shape = [1 if i in inserted else next(window_sizes) for i in range(operand.rank)]
    combiner = _combiner(op)
    if combiner is None or all(_folds(v) for v in op.operands):
        return None
    return _Window(list(d.scattered_dims_to_operand_dims), shape, combiner)


# Ops whose result is a constant where their operands are (XLA folds them).
_FOLDING = frozenset(
    ["stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.convert", "stablehlo.iota"]
)


def _folds(v: ir.Value, depth: int = 4) -> bool:
    """Whether ``v`` is a constant, or made of constants by a few broadcasts, reshapes and
    converts: XLA folds a scatter of such values into a constant, which it no longer can
    once the scatter is an update in one of our groups."""
    if isinstance(v.owner, ir.Block):
        return False
    owner = v.owner.operation
    name = owner.name
    if name == "stablehlo.constant":
        return True
    if name not in _FOLDING or depth == 0:
        return False
    return all(_folds(o, depth - 1) for o in owner.operands)


def _combiner(op: ir.Operation) -> list[ir.Operation] | None:
    """The ops of the scatter's computation where each is elementwise on the two scalar
    arguments and earlier results (the last one is the return), else None."""
    block = op.regions[0].blocks[0]
    if len(block.arguments) != 2:
        return None
    ops = [o.operation for o in block.operations]
    known = {*block.arguments}
    for o in ops[:-1]:
        if op_kind(o.name) is not OpKind.ELEMENTWISE or len(o.regions) or len(o.results) != 1:
            return None
        if any(v not in known for v in o.operands):
            return None
        known.add(o.results[0])
    ret = ops[-1]
    if len(ret.operands) != 1 or ret.operands[0] not in known:
        return None
    if (
        ir.RankedTensorType(ret.operands[0].type).element_type
        != ir.RankedTensorType(block.arguments[0].type).element_type
    ):
        return None
    return ops


def _scalar(b: Builder, element: ir.Type, value: int) -> ir.Value:
    t = ir.RankedTensorType.get([], element)
    attr = ir.DenseElementsAttr.get_splat(t, ir.IntegerAttr.get(element, value))
    return b.op("stablehlo.constant", t, [], value=attr)


def _reshape(b: Builder, v: ir.Value, shape: list[int]) -> ir.Value:
    t = ir.RankedTensorType(v.type)
    if list(t.shape) == shape:
        return v
    return b.op("stablehlo.reshape", ir.RankedTensorType.get(shape, t.element_type), [v])


def _compare(b: Builder, x: ir.Value, y: ir.Value, direction: str) -> ir.Value:
    pred = ir.RankedTensorType.get([], ir.IntegerType.get_signless(1))
    return b.op(
        "stablehlo.compare",
        pred,
        [x, y],
        comparison_direction=ir.Attribute.parse(f"#stablehlo<comparison_direction {direction}>"),
        compare_type=ir.Attribute.parse("#stablehlo<comparison_type SIGNED>"),
    )


def _constant_index(v: ir.Value, depth: int = 4) -> list[int] | None:
    """The elements of ``v`` where it is a constant, or a reshape of one, else None."""
    if isinstance(v.owner, ir.Block):
        return None
    owner = v.owner.operation
    if owner.name == "stablehlo.reshape" and depth > 0:
        return _constant_index(owner.operands[0], depth - 1)
    if owner.name != "stablehlo.constant":
        return None
    attr = ir.DenseIntElementsAttr(owner.attributes["value"])
    n = math.prod(ir.RankedTensorType(v.type).shape)
    return [int(attr[0])] * n if attr.is_splat else [int(attr[i]) for i in range(n)]


def _rewrite(op: ir.Operation, w: _Window) -> ir.Value:
    x, indices, updates = op.operands
    xt = ir.RankedTensorType(x.type)
    index_type = ir.RankedTensorType(indices.type).element_type
    b = Builder(op)
    k = len(w.starts)
    # A constant index: XLA's simplifier decides the bounds check, so it is decided here.
    known = _constant_index(indices)
    if known is not None and any(
        not 0 <= i <= xt.shape[d] - w.shape[d] for i, d in zip(known, w.starts, strict=True)
    ):
        return x  # the window lies outside: the scatter changes nothing
    flat = _reshape(b, indices, [k]) if known is None else None
    zero = _scalar(b, index_type, 0)
    starts = [zero] * xt.rank
    valid: ir.Value | None = None  # None: the window is known to lie inside
    if known is not None:
        for i, d in zip(known, w.starts, strict=True):
            starts[d] = _scalar(b, index_type, i)
    else:
        assert flat is not None
        for j, dim in enumerate(w.starts):
            one = flat
            if k > 1:
                one = b.op(
                    "stablehlo.slice",
                    ir.RankedTensorType.get([1], index_type),
                    [flat],
                    start_indices=ir.DenseI64ArrayAttr.get([j]),
                    limit_indices=ir.DenseI64ArrayAttr.get([j + 1]),
                    strides=ir.DenseI64ArrayAttr.get([1]),
                )
            s = _reshape(b, one, [])
            starts[dim] = s
            last = _scalar(b, index_type, xt.shape[dim] - w.shape[dim])
            low, high = _compare(b, zero, s, "LE"), _compare(b, s, last, "LE")
            inside = b.op("stablehlo.and", low.type, [low, high])
            valid = inside if valid is None else b.op("stablehlo.and", inside.type, [valid, inside])
    window = ir.RankedTensorType.get(w.shape, xt.element_type)
    # A window as large as the operand is the operand: no slice read, no update in place
    # (XLA's simplifier drops both, and a slice in between would hide that the update and
    # the old values may be the same value).
    whole = w.shape == list(xt.shape)
    old = x
    if not whole:
        old = b.op(
            "stablehlo.dynamic_slice",
            window,
            [x, *starts],
            slice_sizes=ir.DenseI64ArrayAttr.get(w.shape),
        )
    update = _reshape(b, updates, w.shape)
    new = _apply(b, op, old, update, w)
    if valid is not None:
        mask = b.broadcast(valid, w.shape, [])
        new = b.op("stablehlo.select", window, [mask, new, old])
    if whole:
        return new
    return b.op("stablehlo.dynamic_update_slice", xt, [x, new, *starts])


def _apply(b: Builder, op: ir.Operation, old: ir.Value, update: ir.Value, w: _Window) -> ir.Value:
    """The scatter's computation applied elementwise to the window's ``old`` values and
    ``update``."""
    block = op.regions[0].blocks[0]
    values = {block.arguments[0]: old, block.arguments[1]: update}
    *ops, ret = w.combiner
    for o in ops:
        element = ir.RankedTensorType(o.results[0].type).element_type
        attrs = {a.name: a.attr for a in o.attributes}
        values[o.results[0]] = b.op(
            o.name,
            ir.RankedTensorType.get(w.shape, element),
            [values[v] for v in o.operands],
            **attrs,
        )
    return values[ret.operands[0]]


def expand_single_scatters(root: ir.Operation) -> int:
    """Rewrite every scatter of ``root`` (a module) that XLA:CPU runs as an in-place
    dynamic-update-slice into that, outside fusions; return how many were rewritten."""
    return replace_outside_fusions(root, single_window, _rewrite)
