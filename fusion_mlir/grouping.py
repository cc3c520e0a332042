"""The one shared rewrite: turn a set of ops into an ``mhlo.fusion`` group, and back.

A group is a set of ops of one block. ``form_fusion`` moves them, in order, into the body of a
new ``mhlo.fusion``: its operands are the values defined outside the group that the group
reads (each becomes a block argument), its results are the group's values read outside it,
returned by ``mhlo.return``. Ops keep their locations and attributes; the fusion op gets the
fused location of its members. ``inline_fusion`` is the exact inverse. Passes decide which
ops to group; only this module edits the IR to do it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence

from jaxlib.mlir import ir

from fusion_mlir.errors import InternalError

FUSION_OP = "mhlo.fusion"
KINDS = ("kLoop", "kInput", "kOutput", "kCustom")


def _owner_in(op: ir.Operation, members: set[ir.Operation], stop: ir.Operation | None) -> bool:
    """Whether ``op`` is one of ``members`` or nested inside one (without passing ``stop``)."""
    cur: ir.Operation | None = op
    while cur is not None:
        if cur in members:
            return True
        if stop is not None and cur == stop:
            return False
        parent = cur.parent
        cur = parent.operation if parent is not None else None
    return False


def _walk(op: ir.Operation) -> Iterable[ir.Operation]:
    """``op`` and every op nested in its regions, pre-order."""
    if not len(op.regions):
        return (op,)
    return _walk_regions(op)


def _walk_regions(op: ir.Operation) -> Iterator[ir.Operation]:
    stack = [op]
    while stack:
        cur = stack.pop()
        yield cur
        for region in reversed(list(cur.regions)):
            for block in reversed(list(region.blocks)):
                stack.extend(reversed([o.operation for o in block.operations]))


def boundary(ops: Sequence[ir.Operation]) -> tuple[list[ir.Value], list[ir.Value]]:
    """``(inputs, outputs)`` of a group: values read from outside (first-use order, nested
    regions included) and values used outside (definition order)."""
    members = {o.operation for o in ops}
    block = next(iter(members)).block
    inputs: list[ir.Value] = []
    seen: set[ir.Value] = set()
    outputs: list[ir.Value] = []

    def inside(op: ir.Operation) -> bool:
        # Most ops lie in the group's block: one membership test, no walk up the parents.
        return op in members if op.block == block else _owner_in(op, members, None)

    for op in ops:
        for inner in _walk(op.operation):
            for v in inner.operands:
                if v in seen:
                    continue
                owner = v.owner
                if isinstance(owner, ir.Block):
                    owner = owner.owner
                if not inside(owner.operation):
                    seen.add(v)
                    inputs.append(v)
        for r in op.operation.results:
            if any(not inside(u.owner.operation) for u in r.uses):
                outputs.append(r)
    return inputs, outputs


def _sort_in_block(ops: Iterable[ir.Operation]) -> list[ir.Operation]:
    ops = list({o.operation for o in ops})
    block = ops[0].block
    if any(o.block != block for o in ops):
        raise InternalError("a fusion group must lie in one block")
    # MLIR's cached in-block order: O(group log group), not a Python pass over the block.
    return sorted(ops, key=functools.cmp_to_key(_block_cmp))


def _block_cmp(a: ir.Operation, b: ir.Operation) -> int:
    return 0 if a == b else (-1 if a.is_before_in_block(b) else 1)


def _top_in_block(op: ir.Operation, block: ir.Block) -> ir.Operation | None:
    """The ancestor of ``op`` (or ``op`` itself) that lies directly in ``block``."""
    cur: ir.Operation | None = op
    while cur is not None and cur.block != block:
        parent = cur.parent
        cur = parent.operation if parent is not None else None
    return cur


def _dependents_between(first: ir.Operation, last: ir.Operation, members: set) -> list:
    """Ops strictly between ``first`` and ``last`` that transitively use a member's value, in
    block order. Found by following uses, so the cost is the number of such ops, not the
    length of the block."""
    block = first.block
    found: dict[ir.Operation, None] = {}
    stack = [r for m in members for r in m.results]
    while stack:
        value = stack.pop()
        for use in value.uses:
            top = _top_in_block(use.owner.operation, block)
            if top is None or top in members or top in found or not top.is_before_in_block(last):
                continue
            found[top] = None
            stack.extend(top.results)
    return sorted(found, key=functools.cmp_to_key(_block_cmp))


def form_fusion(ops: Sequence[ir.Operation], kind: str = "kLoop") -> ir.Operation:
    """Replace ``ops`` (one block, no path that leaves the group and comes back) by one
    ``mhlo.fusion`` op and return it. Members that are fusions already are flattened into the
    new group, so growing or merging groups is one call. The caller has checked legality."""
    if kind not in KINDS:
        raise InternalError(f"unknown fusion kind {kind!r}")
    if not ops:
        raise InternalError("cannot form an empty fusion group")
    flat: list[ir.Operation] = []
    for o in ops:
        o = o.operation
        flat.extend(inline_fusion(o) if o.name == FUSION_OP else [o])
    ordered = _sort_in_block(flat)
    members = set(ordered)
    inputs, outputs = boundary(ordered)
    ctx = ordered[0].context
    with ctx:
        loc = ir.Location.fused([o.location for o in ordered])
        # Ops between the first and last member that depend on the group must come after it.
        late = _dependents_between(ordered[0], ordered[-1], members)
        fusion = ir.Operation.create(
            FUSION_OP,
            results=[v.type for v in outputs],
            operands=inputs,
            attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kind}>")},
            regions=1,
            loc=loc,
            ip=ir.InsertionPoint.after(ordered[-1]),
        )
        anchor = fusion
        for o in late:
            o.move_after(anchor)
            anchor = o
        for old, new in zip(outputs, fusion.results, strict=True):
            for owner, k in [(u.owner.operation, u.operand_number) for u in old.uses]:
                if not _owner_in(owner, members, None):
                    owner.operands[k] = new
        block = ir.Block.create_at_start(
            fusion.regions[0], [v.type for v in inputs], [loc for _ in inputs]
        )
        ret = ir.Operation.create(
            "mhlo.return", operands=outputs, loc=loc, ip=ir.InsertionPoint(block)
        )
        for o in ordered:
            o.move_before(ret)
        # Decide every rewiring before making any: setting an operand changes the op's hash,
        # so membership tests after a change would miss (an op reading one input twice).
        rewire = [
            (owner, k, arg)
            for old, arg in zip(inputs, block.arguments, strict=True)
            for owner, k in [(u.owner.operation, u.operand_number) for u in old.uses]
            if _owner_in(owner, members, None)
        ]
        for owner, k, arg in rewire:
            owner.operands[k] = arg
    return fusion


def inline_fusion(fusion: ir.Operation) -> list[ir.Operation]:
    """Move the body of an ``mhlo.fusion`` back in its place and erase it; return the ops."""
    fusion = fusion.operation
    block = fusion.regions[0].blocks[0]
    body = [o.operation for o in block.operations]
    ret = body.pop()
    for arg, operand in zip(block.arguments, fusion.operands, strict=True):
        arg.replace_all_uses_with(operand)
    for res, val in zip(fusion.results, ret.operands, strict=True):
        res.replace_all_uses_with(val)
    for o in body:
        o.move_before(fusion)
    fusion.erase()
    return body


def fusions(root: ir.Operation) -> list[ir.Operation]:
    """Every ``mhlo.fusion`` op nested in ``root``, outermost first."""
    return [o for o in _walk(root.operation) if o.name == FUSION_OP]


def inline_all_fusions(module: ir.Module) -> int:
    """Inline every fusion of ``module`` (for the reference interpreter); returns how many."""
    count = 0
    while found := fusions(module.operation):
        for f in reversed(found):
            inline_fusion(f)
            count += 1
    return count


def fusion_kind(fusion: ir.Operation) -> str:
    """The ``kLoop``/``kInput``/... kind of a fusion op."""
    text = str(fusion.attributes["fusion_kind"])
    return text.removeprefix("#mhlo<fusion_kind ").removesuffix(">")


def duplicate_into(op: ir.Operation, users: ir.Operation | Sequence[ir.Operation]) -> ir.Operation:
    """Clone ``op`` just before itself and make ``users`` read the clone instead of ``op``.

    The original keeps its other users. This is how a cheap producer is duplicated into a
    consumer's group: the clone joins the group, the original stays for everyone else.
    Uses inside the users' regions are rewired too. Returns the clone."""
    op = op.operation
    users = [users] if isinstance(users, ir.Operation | ir.OpView) else list(users)
    clone = op.clone(ip=ir.InsertionPoint(op))
    pairs = list(zip(op.results, clone.results, strict=True))
    for user in users:
        for inner in _walk(user.operation):
            for old, new in pairs:
                inner.replace_uses_of_with(old, new)
    return clone
