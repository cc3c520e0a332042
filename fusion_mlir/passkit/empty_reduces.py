"""Reductions of nothing, written as what XLA's simplifier makes of them.

Rule: a ``reduce`` whose inputs hold no elements is, result by result, its init value
broadcast to the result's shape (each result element reduces no elements, or the result has
none). XLA's algebraic simplifier makes this rewrite before it fuses, on every backend, so
what reads the broadcast folds with it; left a reduce, a group of its readers keeps XLA from
folding them (found by fusion-fuzz: a two-result reduce of a 0x2x2 tensor read by a ``not``
grouped with an ``and``, 2 kernels against unfused's 1). Results must be statically shaped.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import static_tensor, zero_elements
from fusion_mlir.passkit.rewrite import Builder, replace_outside_fusions

REDUCE = "stablehlo.reduce"


def reduces_nothing(op: ir.Operation) -> bool | None:
    """True where ``op`` is a reduce of inputs without elements and static results, else
    None."""
    if op.name != REDUCE:
        return None
    inputs = list(op.operands)[: len(op.operands) // 2]
    if not any(zero_elements(v.type) for v in inputs):
        return None
    if any(static_tensor(r.type) is None for r in op.results):
        return None
    return True


def _inits(op: ir.Operation, _: bool) -> list[ir.Value]:
    b = Builder(op)
    inits = list(op.operands)[len(op.operands) // 2 :]
    return [
        b.broadcast(init, list(static_tensor(r.type).shape), [])
        for init, r in zip(inits, op.results, strict=True)
    ]


def fold_empty_reduces(root: ir.Operation) -> int:
    """Rewrite every reduce of ``root`` (a module) over no elements as its inits broadcast,
    outside fusions; return how many were rewritten."""
    return replace_outside_fusions(root, reduces_nothing, _inits)
