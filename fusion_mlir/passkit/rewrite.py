"""Shared rewriting for the normal-form rewrites (``dots``, ``scatters``): a builder of ops
placed before the op they replace, and the walk that replaces each matching op outside
fusions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from jaxlib.mlir import ir

from fusion_mlir.analysis.boundary import FUSION_OP

_Plan = TypeVar("_Plan")


def is_integer(t: ir.Type) -> bool:
    """Whether ``t`` is an integer element type (signless, signed or unsigned)."""
    return t.typeid == ir.IntegerType.static_typeid


class Builder:
    """Creates ops right before ``anchor``, at its location."""

    def __init__(self, anchor: ir.Operation) -> None:
        self.ip = ir.InsertionPoint(anchor)
        self.loc = anchor.location

    def op(self, name: str, result: ir.Type, operands: list[ir.Value], **attrs) -> ir.Value:
        return ir.Operation.create(
            name, results=[result], operands=operands, attributes=attrs, loc=self.loc, ip=self.ip
        ).result

    def arrange(self, v: ir.Value, order: list[int], shape: list[int]) -> ir.Value:
        """``v`` transposed to ``order`` and reshaped to ``shape`` (a transpose only where
        it moves a dimension of more than one element, a reshape only where one is left)."""
        t = ir.RankedTensorType(v.type)
        moving = [i for i in order if t.shape[i] != 1]  # unit dimensions move for free
        if moving != sorted(moving):
            moved = [t.shape[i] for i in order]
            v = self.op(
                "stablehlo.transpose",
                ir.RankedTensorType.get(moved, t.element_type),
                [v],
                permutation=ir.DenseI64ArrayAttr.get(order),
            )
        if list(ir.RankedTensorType(v.type).shape) != shape:
            v = self.op("stablehlo.reshape", ir.RankedTensorType.get(shape, t.element_type), [v])
        return v

    def convert(self, v: ir.Value, element: ir.Type) -> ir.Value:
        t = ir.RankedTensorType(v.type)
        if t.element_type == element:
            return v
        return self.op("stablehlo.convert", ir.RankedTensorType.get(t.shape, element), [v])

    def broadcast(self, v: ir.Value, shape: list[int], dims: list[int]) -> ir.Value:
        t = ir.RankedTensorType(v.type)
        if list(t.shape) == shape:
            return v
        return self.op(
            "stablehlo.broadcast_in_dim",
            ir.RankedTensorType.get(shape, t.element_type),
            [v],
            broadcast_dimensions=ir.DenseI64ArrayAttr.get(dims),
        )

    def sum(self, v: ir.Value, dims: list[int]) -> ir.Value:
        t = ir.RankedTensorType(v.type)
        scalar = ir.RankedTensorType.get([], t.element_type)
        zero = (
            ir.IntegerAttr.get(t.element_type, 0)
            if is_integer(t.element_type)
            else ir.FloatAttr.get(t.element_type, 0.0)
        )
        init = self.op(
            "stablehlo.constant", scalar, [], value=ir.DenseElementsAttr.get_splat(scalar, zero)
        )
        kept = [n for i, n in enumerate(t.shape) if i not in dims]
        reduce = ir.Operation.create(
            "stablehlo.reduce",
            results=[ir.RankedTensorType.get(kept, t.element_type)],
            operands=[v, init],
            attributes={"dimensions": ir.DenseI64ArrayAttr.get(dims)},
            regions=1,
            loc=self.loc,
            ip=self.ip,
        )
        body = reduce.regions[0].blocks.append(scalar, scalar)
        with ir.InsertionPoint(body):
            add = ir.Operation.create(
                "stablehlo.add", results=[scalar], operands=list(body.arguments), loc=self.loc
            )
            ir.Operation.create("stablehlo.return", operands=[add.result], loc=self.loc)
        return reduce.result


def replace_outside_fusions(
    root: ir.Operation,
    match: Callable[[ir.Operation], _Plan | None],
    rewrite: Callable[[ir.Operation, _Plan], ir.Value | Sequence[ir.Value]],
) -> int:
    """Replace the results of every op of ``root`` outside fusions for which ``match``
    gives a plan by what ``rewrite`` builds from it (a value for an op of one result, else
    one per result), and erase the op; return how many."""
    found: list[tuple[ir.Operation, _Plan]] = []

    def walk(op: ir.Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for o in block.operations:
                    o = o.operation
                    if o.name == FUSION_OP:
                        continue
                    if (plan := match(o)) is not None:
                        found.append((o, plan))
                    walk(o)

    walk(root)
    with root.context, ir.Location.unknown():
        for op, plan in found:
            made = rewrite(op, plan)
            values = [made] if isinstance(made, ir.Value) else list(made)
            for result, value in zip(op.results, values, strict=True):
                result.replace_all_uses_with(value)
            op.erase()
    return len(found)
