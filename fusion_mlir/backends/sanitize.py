"""What XLA requires of a module before it compiles it, made so (or refused) on our side."""

from __future__ import annotations

from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary
from fusion_mlir.analysis.cost import zero_elements
from fusion_mlir.analysis.opkinds import OpKind, has_side_effects, op_kind
from fusion_mlir.errors import UserError
from fusion_mlir.passkit import grouping


def check_compilable(module: ir.Module) -> None:
    """Refuse, as a ``UserError``, what XLA cannot compile and would crash on rather than
    reject: recursive function calls (XLA's MLIR import recurses until the stack overflows)."""
    calls: dict[str, set[str]] = {}
    for op in module.body.operations:
        if op.operation.name != "func.func":
            continue
        found: set[str] = set()

        def visit(inner: ir.Operation, found: set[str] = found) -> ir.WalkResult:
            if inner.name == "func.call":
                found.add(ir.FlatSymbolRefAttr(inner.attributes["callee"]).value)
            return ir.WalkResult.ADVANCE

        op.operation.walk(visit)
        calls[ir.StringAttr(op.attributes["sym_name"]).value] = found
    for start in calls:
        stack, seen = list(calls[start]), set()
        while stack:
            name = stack.pop()
            if name == start:
                raise UserError(f"error: function @{start} is recursive: XLA cannot compile it")
            if name not in seen:
                seen.add(name)
                stack.extend(calls.get(name, ()))


def sanitize_groups(module: ir.Module) -> int:
    """Make every group compilable as XLA requires (in place); returns groups changed.

    XLA rejects a fusion with a parameter that nothing in it uses ("Non-root instruction
    parameter must have users"), and it removes inside a fusion what computes nothing: dead
    ops, and ops on zero-element tensors (it folds them to constants). So: dead ops without
    side effects are dropped from each group (the group's inputs shrink with them), and a
    group that touches a zero-element tensor is dissolved (there is nothing to compute).
    The program computes the same values; only how it is grouped changes."""

    def removable(op: ir.Operation) -> bool:
        return (
            not has_side_effects(op.name)
            and op_kind(op.name) != OpKind.CONTROL_FLOW  # a region may hide side effects
            and not any(len(list(r.uses)) for r in op.results)
        )

    changed = 0
    for fusion in boundary.fusions(module.operation):
        kind = boundary.fusion_kind(fusion)
        body = [o.operation for o in fusion.regions[0].blocks[0].operations][:-1]
        values = [*fusion.operands, *fusion.results, *(r for o in body for r in o.results)]
        empty = any(zero_elements(v.type) for v in values)
        used_args = all(len(list(a.uses)) for a in fusion.regions[0].blocks[0].arguments)
        dead = [o for o in body if removable(o)]
        if not empty and used_args and not dead:
            continue
        changed += 1
        ops = grouping.inline_fusion(fusion)
        for op in reversed(ops):  # users before producers: a chain of dead ops goes at once
            if removable(op):
                ops.remove(op)
                op.erase()
        if ops and not empty:
            grouping.form_fusion(ops, kind)
    return changed
