"""Choose, per group, the route by which it reaches XLA, and rewrite the module for it.

Rule: a group stays an ``mhlo.fusion`` (XLA keeps it as one fusion instruction) when the
backend's capability table says that route compiles it; otherwise its ops are inlined and
tagged ``mhlo.frontend_attributes = {fusion_group = "N"}`` for the post-layout regrouping
hook (``fusion_mlir.backends.lowering.regroup``), which re-forms them into one fusion. A
group that should run as a library kernel for its short rows (``features.library_rows``)
or its bf16 arithmetic (``features.library_narrow``) or reductions
(``features.library_narrow_reduction``) takes the hook's route where the
backend has library kernels: a kept fusion is a loop. So does such a reduction in no group,
as a group of one.

XLA still simplifies inside a kept fusion before it verifies it (``select(p, x, x)`` becomes
``x``, an unused result of a variadic reduce goes away), which can leave a fusion parameter
without users, and the verifier rejects that. ``demote`` moves the kept group named by its
tag in XLA's message (all of them when the message names none) to the regroup route, which
groups after the simplifier has run.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary
from fusion_mlir.analysis.cost import nbytes
from fusion_mlir.analysis.features import (
    Capabilities,
    group_features,
    library_narrow,
    library_narrow_reduction,
    library_rows,
)
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.backends.lowering import hook
from fusion_mlir.backends.lowering.collapse_rows import collapse_rows
from fusion_mlir.backends.lowering.regroup import GROUP_ATTR, KEEP_PREFIX
from fusion_mlir.ir import io
from fusion_mlir.passkit import grouping


def route_for(
    fusion: ir.Operation, capabilities: Capabilities, whole: Callable[[ir.Operation], bool]
) -> str:
    """``fusion-op`` or ``regroup``: the route the capability table allows for ``fusion``,
    in a loop run whole where ``whole`` says it may be in one."""
    body = [o.operation for o in fusion.regions[0].blocks[0].operations][:-1]
    feats = group_features(body, [r.type for r in fusion.results], whole_loop=whole(fusion))
    return capabilities.check(feats).route or "regroup"


def whole_loops(module: ir.Module, small_loop_bytes: int) -> Callable[[ir.Operation], bool]:
    """Whether an op of ``module`` may run in a loop run whole: one ``loop-kernels`` tagged
    so, or one whose trip may move under ``small_loop_bytes``, XLA's own rule (the kernels
    of a trip write less: XLA counts what each reads and writes), around it or around a call
    of its function."""
    callers: dict[str, list[ir.Operation]] = {}

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.call":
            callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
            callers.setdefault(callee, []).append(op.operation)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    functions: dict[str, bool] = {}
    loops: dict[ir.Operation, bool] = {}

    def whole(op: ir.Operation) -> bool:
        parent = op.parent
        while parent is not None:
            if parent.name == "stablehlo.while":
                if parent not in loops:
                    loops[parent] = (
                        io.tagged_whole(parent) or _written(parent.regions) < small_loop_bytes
                    )
                if loops[parent]:
                    return True
            if parent.name == "func.func":
                name = ir.StringAttr(parent.attributes["sym_name"]).value
                if name not in functions:
                    functions[name] = False  # a recursive call adds nothing
                    functions[name] = any(whole(c) for c in callers.get(name, []))
                return functions[name]
            parent = parent.parent
        return False

    return whole


def _written(regions: Iterable[ir.Region]) -> int:
    """The bytes the kernels of one run of ``regions`` write: groups and lone ops, a nested
    loop's trip, a ``case``'s branch writing least."""
    total = 0
    for region in regions:
        for block in region.blocks:
            for o in block.operations:
                op = o.operation
                if op.name == "stablehlo.while":
                    total += _written(op.regions)
                elif op.name == "stablehlo.case":
                    total += min((_written([r]) for r in op.regions), default=0)
                elif op.name not in _WRITES_NOTHING:
                    total += sum(nbytes(r.type) for r in op.results)
    return total


# Ops whose results XLA makes no kernel of (a constant, a bitcast, a terminator).
_WRITES_NOTHING = frozenset(
    {"stablehlo.constant", "stablehlo.reshape", "stablehlo.return", "mhlo.return"}
)


def prepare_groups(
    module: ir.Module,
    capabilities: Capabilities | None,
    *,
    library: bool,
    force_route: str | None = None,
    small_loop_bytes: int = 0,
) -> dict[str, int]:
    """Rewrite ``module`` in place for the ``ours`` strategy, each group by the route
    ``capabilities`` allows (or ``force_route``); the regroup hook may form library kernels
    where ``library``, and keeps whole the loops under ``small_loop_bytes`` per trip.
    Returns groups per route."""
    routes = {"fusion-op": 0, "regroup": 0}
    tagged = 0
    with module.context:
        whole = whole_loops(module, small_loop_bytes)
        for fusion in boundary.fusions(module.operation):
            route = force_route or route_for(fusion, capabilities, whole)
            if route == "fusion-op" and library and not force_route and _library_kernel(fusion):
                route = "regroup"
            routes[route] += 1
            if route == "regroup":
                tagged += 1
                ops = grouping.inline_fusion(fusion)
                dots = any(op_kind(op.name) is OpKind.CONTRACTION for op in ops)
                for op in ops:
                    hook.tag_op(op, str(tagged), dots)
            else:
                collapse_rows(fusion)
                # XLA's simplifier can hand a replaced op's attributes to its replacement
                # (max(-inf, r) -> r gave a tagged op's tag to this fusion): a tag of its own,
                # which the regroup hook never merges, keeps a kept group out of the others.
                hook.tag_op(fusion, f"{KEEP_PREFIX}{routes['fusion-op']}")
        if library and not force_route:
            for op in _lone_library_reductions(module):
                tagged += 1
                routes["regroup"] += 1
                hook.tag_op(op, str(tagged), False)
        if tagged:
            mark_duplicates(module)
            mark_seen(module)
        # The hook also settles which loops XLA made whole stay so (``lowering.loops``).
        if tagged or _has_loops(module):
            hook.mark_module(module, library, small_loop_bytes)
    return routes


def _library_kernel(fusion: ir.Operation) -> bool:
    """Whether the group should be a library kernel, which only the hook forms."""
    body = [o.operation for o in fusion.regions[0].blocks[0].operations][:-1]
    n = len(fusion.results)
    return library_rows(body, n) or library_narrow(body, n) or library_narrow_reduction(body, n)


def _lone_library_reductions(module: ir.Module) -> list[ir.Operation]:
    """Reductions in no group that should run as a library kernel
    (``features.library_narrow_reduction``: a bf16 column max that a group could not take
    without re-running it per element it is read back into). Alone, XLA:CPU's loop emitter
    would run it, as the regroup hook forms no group of one unless it is a library kernel."""
    return [
        op.operation
        for block in _blocks(module.operation, into_fusions=False)
        for op in block.operations
        if op.operation.name == "stablehlo.reduce"
        and _group_tag(op.operation) is None
        and library_narrow_reduction([op.operation], 1)
    ]


def _has_loops(module: ir.Module) -> bool:
    return any(
        op.operation.name == "stablehlo.while"
        for block in _blocks(module.operation)
        for op in block.operations
    )


def mark_seen(module: ir.Module) -> None:
    """Mark (``SEEN_ATTR``) every op outside our groups, in every block but a kept fusion's
    and a function's signature: what the regroup hook finds unmarked and untagged, XLA made.
    The module carries the mark too: where every op is in a group, no op does (a bf16
    program's last conversion, which XLA's float normalization adds, stayed a kernel of
    its own, its group writing f32 out)."""
    hook.tag_seen(module.operation)
    for block in _blocks(module.operation, into_fusions=False):
        for op in block.operations:
            op = op.operation
            if op.name in ("func.func", "func.return", "stablehlo.return", "mhlo.return"):
                continue
            if _group_tag(op) is None:
                hook.tag_seen(op)


def mark_duplicates(module: ir.Module) -> int:
    """Mark (``DUP_ATTR``) every tagged op that computes the same value as another op of its
    block, by value numbering: the producers our passes cloned into several groups, which
    XLA's CSE merges again and the regroup hook copies back. Returns how many."""
    marked = 0
    for block in _blocks(module.operation):
        number: dict[ir.Value, int] = {}
        seen: dict[tuple, list[ir.Operation]] = {}
        for op in block.operations:
            op = op.operation
            if len(op.regions) or len(op.results) != 1:
                continue
            key = (
                op.name,
                str(op.results[0].type),
                tuple(number.setdefault(v, len(number)) for v in op.operands),
                tuple(
                    (a.name, str(a.attr))
                    for a in (op.attributes[i] for i in range(len(op.attributes)))
                    if a.name != "mhlo.frontend_attributes"
                ),
            )
            same = seen.setdefault(key, [])
            same.append(op)
            number[op.results[0]] = number.setdefault(same[0].results[0], len(number))
        for same in seen.values():
            if len(same) > 1:
                for op in same:
                    if _group_tag(op) is not None:
                        hook.tag_dup(op)
                        marked += 1
    return marked


def _group_tag(op: ir.Operation) -> str | None:
    """The group tag (``GROUP_ATTR``) an op carries, if any."""
    return io.frontend_attribute(op, GROUP_ATTR)


def _blocks(op: ir.Operation, into_fusions: bool = True):
    for region in op.regions:
        for block in region.blocks:
            yield block
            for inner in block.operations:
                if into_fusions or inner.operation.name != "mhlo.fusion":
                    yield from _blocks(inner.operation, into_fusions)


def demote(text: str, tag: str | None = None, shape: str | None = None) -> str | None:
    """``text`` (lowered for ``ours``) with the kept group ``tag`` (every kept group when
    ``tag`` is None; with ``shape``, an HLO shape such as ``f32[8,64,128]{2,1,0}``, every
    kept group with a result of that shape) moved to the regroup route, or None when no
    fusion is moved."""
    module = io.parse_module(text)
    moved = 0
    want = _tensor_type(shape) if shape else None
    if shape and want is None:
        return None
    with module.context:
        for fusion in boundary.fusions(module.operation):
            name = _group_tag(fusion)
            if name is None:
                continue
            if want is not None and want not in {str(r.type) for r in fusion.results}:
                continue
            if name == tag or (tag is None and name.startswith(KEEP_PREFIX)):
                for op in grouping.inline_fusion(fusion):
                    hook.tag_op(op, f"was-{name}")
                moved += 1
        if not moved:
            return None
        mark_duplicates(module)
        hook.mark_module(module, hook.library_marked(text))
    return io.print_module(module, debug_info=True)


_HLO_TYPES = {"pred": "i1", "f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64"}


def _tensor_type(shape: str) -> str | None:
    """The MLIR tensor type of an HLO array shape (``f32[8,64]{1,0}``: ``tensor<8x64xf32>``),
    or None for a shape this does not read."""
    m = re.fullmatch(r"([a-z]+\d*)\[([\d,]*)\](\{[\d,]*\})?", shape.strip())
    if not m:
        return None
    elem = m.group(1)
    elem = _HLO_TYPES.get(elem) or re.sub(r"^s(\d+)$", r"i\1", re.sub(r"^u(\d+)$", r"ui\1", elem))
    dims = [d for d in m.group(2).split(",") if d]
    return f"tensor<{''.join(d + 'x' for d in dims)}{elem}>"
