"""``inline-calls``: replace every ``func.call`` by the body of its callee, then drop the
private functions nothing calls any more.

``lax.scan`` bodies arrive as ``func.call @closed_call`` inside ``stablehlo.while``; MLIR's
own ``inline`` pass leaves them (StableHLO regions have no inliner interface), so fusion
would stop at the call. Calls inside while/case regions are inlined too. A call to a function
without a body, or to a recursive function, is left untouched.
"""

from __future__ import annotations

from dataclasses import dataclass

from jaxlib.mlir import ir, passmanager

from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.explain import Decision


def _symbol(op: ir.Operation, attr: str) -> str:
    return (
        ir.FlatSymbolRefAttr(op.attributes[attr]).value
        if attr == "callee"
        else ir.StringAttr(op.attributes[attr]).value
    )


def _calls(root: ir.Operation) -> list[ir.Operation]:
    found = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.call":
            found.append(op.operation)
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def _recursive(funcs: dict[str, ir.Operation]) -> set[str]:
    """Functions that can reach themselves through calls."""
    graph = {name: {_symbol(c, "callee") for c in _calls(f)} for name, f in funcs.items()}
    out = set()
    for start in graph:
        stack, seen = list(graph[start]), set()
        while stack:
            n = stack.pop()
            if n == start:
                out.add(start)
                break
            if n in seen or n not in graph:
                continue
            seen.add(n)
            stack.extend(graph[n])
    return out


def inline_call(call: ir.Operation, callee: ir.Operation) -> None:
    """Inline one call: a clone of the callee's body takes the call's place."""
    clone = callee.clone(ip=ir.InsertionPoint(callee))
    block = clone.regions[0].blocks[0]
    for arg, operand in zip(block.arguments, call.operands, strict=True):
        arg.replace_all_uses_with(operand)
    body = [o.operation for o in block.operations]
    ret = body.pop()
    for res, val in zip(call.results, ret.operands, strict=True):
        res.replace_all_uses_with(val)
    for o in body:
        o.move_before(call)
    call.erase()
    clone.erase()


@dataclass(frozen=True)
class InlineCalls(ModulePass):
    """Inline every call to a defined, non-recursive function; remove dead private functions."""

    name = "inline-calls"
    summary = "inline func.call (also inside while/case regions); drop dead private functions"

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        funcs = {
            _symbol(op.operation, "sym_name"): op.operation
            for op in module.body.operations
            if op.operation.name == "func.func"
        }
        recursive = _recursive(funcs)
        changed = True
        while changed:
            changed = False
            for call in _calls(module.operation):
                name = _symbol(call, "callee")
                callee = funcs.get(name)
                if callee is None or not len(callee.regions[0].blocks) or name in recursive:
                    why = "recursive function" if name in recursive else "callee has no body"
                    ctx.record(Decision(self.name, [f"call @{name}"], False, why))
                    continue
                inline_call(call, callee)
                changed = True
        # Private functions no call reads any more go (recursive ones kept their calls).
        passmanager.PassManager.parse("builtin.module(symbol-dce)").run(module.operation)
