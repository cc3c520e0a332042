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
from collections.abc import Iterable, Sequence

from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir.analysis.boundary import (
    FUSION_OP,
    KINDS,
    forget_formed,
    fusions,
    reads_only_operands,
    remember_formed,
    scan_group,
)
from fusion_mlir.analysis.opkinds import has_side_effects
from fusion_mlir.errors import InternalError

_ptr = P.operation_pointer


class BlockOrder:
    """The positions of the ops of one block, kept current by the rewrites of this module.

    MLIR renumbers a block's ops after most insertions, so asking it for the order
    (``is_before_in_block``) after every new group made forming N groups in a block cost
    O(N x block size). A pass that forms many groups in one block builds one ``BlockOrder``
    and hands it to each call. Keys are tuples: an op placed right after A gets A's key
    extended by a decreasing counter, ops placed right before B get B's key with its last
    part lowered by a half and extended by an increasing counter (so each new key is unique,
    which keeps ``sort`` off its slow path). Ties and unknown ops are settled by asking MLIR.
    Ops are keyed by address (see ``_jax_private.operation_pointer``)."""

    def __init__(self, block: ir.Block) -> None:
        self._key: dict[int, tuple[float, ...]] = {
            _ptr(o.operation): (float(i),) for i, o in enumerate(block.operations)
        }
        self._seq = 0

    def key(self, op: ir.Operation) -> tuple[float, ...] | None:
        """The sort key of ``op`` (None: not seen in this block)."""
        return self._key.get(_ptr(op))

    def before(self, a: ir.Operation, b: ir.Operation) -> bool:
        ka, kb = self._key.get(_ptr(a)), self._key.get(_ptr(b))
        if ka is None or kb is None or ka == kb:
            return a != b and a.is_before_in_block(b)
        return ka < kb

    def sort(self, ops: Iterable[ir.Operation]) -> list[ir.Operation]:
        return self._sort(list(ops))[0]

    def _sort(self, ops: list[ir.Operation]) -> tuple[list[ir.Operation], list[int] | None]:
        """``ops`` in block order, with their addresses in that order if every one had a
        distinct key (None: some op was not seen in this block, or a tie went to MLIR)."""
        ptrs = [_ptr(o) for o in ops]
        keys = [self._key.get(p) for p in ptrs]
        if None in keys or len(set(keys)) < len(keys):
            return sorted(ops, key=functools.cmp_to_key(self._cmp)), None
        rank = sorted(range(len(ops)), key=keys.__getitem__)
        return [ops[i] for i in rank], [ptrs[i] for i in rank]

    def _cmp(self, a: ir.Operation, b: ir.Operation) -> int:
        return 0 if a == b else (-1 if self.before(a, b) else 1)

    def placed_after(self, op: ir.Operation, anchor: ir.Operation) -> None:
        """Record that ``op`` now sits right after ``anchor``."""
        if (k := self._key.get(_ptr(anchor))) is not None:
            self._seq += 1
            self._key[_ptr(op)] = (*k, float(-self._seq))
        else:
            self._key.pop(_ptr(op), None)

    def placed_before(self, ops: Sequence[ir.Operation], anchor: ir.Operation) -> None:
        """Record that ``ops``, in this order, now sit right before ``anchor``."""
        k = self._key.get(_ptr(anchor))
        for op in ops:
            if k is not None:
                # Later placements sit closer to the anchor: the counter only grows.
                self._seq += 1
                self._key[_ptr(op)] = (*k[:-1], k[-1] - 0.5, float(self._seq))
            else:
                self._key.pop(_ptr(op), None)

    def forget(self, ops: Iterable[ir.Operation], ptrs: Iterable[int] | None = None) -> None:
        """Ops that left the block (moved into a region, or erased); ``ptrs``: their
        addresses, where the caller has them."""
        for p in ptrs if ptrs is not None else map(_ptr, ops):
            self._key.pop(p, None)


class _MlirOrder(BlockOrder):
    """MLIR's own order (for one-off calls): correct, but slow after many insertions."""

    def __init__(self) -> None:
        self._key = {}
        self._seq = 0

    def placed_after(self, op: ir.Operation, anchor: ir.Operation) -> None:
        pass

    def placed_before(self, ops: Sequence[ir.Operation], anchor: ir.Operation) -> None:
        pass

    def forget(self, ops: Iterable[ir.Operation], ptrs: Iterable[int] | None = None) -> None:
        pass


def _sort_in_block(
    ops: Iterable[ir.Operation], order: BlockOrder
) -> tuple[list[ir.Operation], list[int] | None]:
    """``ops`` in block order (with their addresses, see ``BlockOrder._sort``)."""
    ordered, ptrs = order._sort(list({o.operation for o in ops}))
    if ptrs is None:  # maybe an op this order has not seen: it may lie in another block
        block = ordered[0].block
        if any(o.block != block for o in ordered):
            raise InternalError("a fusion group must lie in one block")
    return ordered, ptrs


def _top_in_block(op: ir.Operation, block: ir.Block) -> ir.Operation | None:
    """The ancestor of ``op`` (or ``op`` itself) that lies directly in ``block``."""
    cur: ir.Operation | None = op
    while cur is not None and cur.block != block:
        parent = cur.parent
        cur = parent.operation if parent is not None else None
    return cur


def _dependents_between(
    last: ir.Operation, members: set, outputs: Sequence[ir.Value], order: BlockOrder
) -> list:
    """Ops before ``last`` that transitively use one of the group's ``outputs`` (only outputs
    are read outside the group), in block order. Found by following uses, so the cost is the
    number of such ops, not the length of the block."""
    block = last.block
    found: dict[ir.Operation, None] = {}
    stack = list(outputs)
    k_last = order.key(last)
    while stack:
        value = stack.pop()
        for use in value.uses:
            top = _top_in_block(use.owner.operation, block)
            if top is None:
                continue
            k = order.key(top)
            if k_last is not None and k is not None and k != k_last:
                if k > k_last:  # after the group (the common case, settled by one lookup)
                    continue
            elif not order.before(top, last):
                continue
            if top in members or top in found:
                continue
            found[top] = None
            stack.extend(top.results)
    return order.sort(found)


def form_fusion(
    ops: Sequence[ir.Operation],
    kind: str = "kLoop",
    order: BlockOrder | None = None,
    copies: Sequence[ir.Operation] = (),
) -> ir.Operation:
    """Replace ``ops`` (one block, no path that leaves the group and comes back) by one
    ``mhlo.fusion`` op and return it. Members that are fusions already are flattened into the
    new group, so growing or merging groups is one call. ``copies`` (region-free ops of the
    block) join as copies: the group reads its own copy of each, the original stays for its
    other users (how a cheap producer is duplicated into a consumer's group). The caller has
    checked legality."""
    if kind not in KINDS:
        raise InternalError(f"unknown fusion kind {kind!r}")
    if not ops:
        raise InternalError("cannot form an empty fusion group")
    order = order or _MlirOrder()
    # A fusion formed in this scope joins whole and is inlined inside the new body at the
    # end (its body ops move once); any other fusion is inlined in the block first.
    flat: list[ir.Operation] = []
    nested: list[ir.Operation] = []
    for o in ops:
        o = o.operation
        if o.name != FUSION_OP:
            flat.append(o)
        elif reads_only_operands(o):
            flat.append(o)
            nested.append(o)
        else:
            flat.extend(inline_fusion(o, order))
    copies = [c.operation for c in copies]
    if any(len(c.regions) for c in copies):
        raise InternalError("only region-free ops join a group as copies")
    everything, ptrs = _sort_in_block([*flat, *copies], order)
    copy_ids = {id(c) for c in copies}
    ordered = [o for o in everything if id(o) not in copy_ids]
    scan = scan_group(ordered, copies)
    inputs, outputs = scan.inputs, scan.outputs
    with ordered[0].context:
        loc = ir.Location.fused([o.location for o in everything])
        # Ops between the first and last member that depend on the group must come after it.
        # Only outputs defined before the last member can be read in between.
        last_results = set(ordered[-1].results)
        early = [v for v in outputs if v not in last_results]
        late = _dependents_between(ordered[-1], set(ordered), early, order) if early else []
        fusion = ir.Operation.create(
            FUSION_OP,
            results=[v.type for v in outputs],
            operands=inputs,
            attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kind}>")},
            regions=1,
            loc=loc,
            ip=ir.InsertionPoint.after(ordered[-1]),
        )
        order.placed_after(fusion, ordered[-1])
        anchor = fusion
        for o in late:
            o.move_after(anchor)
            order.placed_after(o, anchor)
            anchor = o
        block = ir.Block.create_at_start(
            fusion.regions[0], [v.type for v in inputs], [loc for _ in inputs]
        )
        ret = ir.Operation.create(
            "mhlo.return", operands=outputs, loc=loc, ip=ir.InsertionPoint(block)
        )
        at_ret = ir.InsertionPoint(ret)
        clone_of: dict[int, ir.Operation] = {}
        for o in everything:
            if id(o) in copy_ids:
                clone_of[id(o)] = o.clone(ip=at_ret).operation
            else:
                o.move_before(ret)
        if copies:
            ptrs = ptrs and [
                p for o, p in zip(everything, ptrs, strict=True) if id(o) not in copy_ids
            ]
        order.forget(ordered, ptrs)
        # The group's own reads (the copies' included) keep the member results.
        for old, new in zip(outputs, fusion.results, strict=True):
            keep = [clone_of.get(id(o), o) for o in scan.output_reads[old]]
            old.replace_all_uses_except(new, [*keep, ret])
        for v, arg in zip(inputs, block.arguments, strict=True):
            for owner, k in scan.input_uses[v]:
                clone_of.get(id(owner), owner).operands[k] = arg
        clones = [clone_of[id(c)] for c in copies]
        for owner, k, c, n in scan.copy_uses:
            clone_of.get(id(owner), owner).operands[k] = clones[c].results[n]
        for f in nested:
            inline_fusion(f)
    remember_formed(fusion)
    return fusion


def _identify(
    op: ir.Operation,
    ident: dict[ir.Value, object],
    const: set[ir.Value],
    table: dict[tuple, int],
) -> int | None:
    """What a pure, region-free ``op`` computes, as a small integer: its key (name,
    attributes, result types, operand identities from ``ident``, else the value itself) is
    numbered in ``table``, so equal computations get equal numbers and a key stays shallow.
    Its results' identities go to ``ident``, and to ``const`` when they come from constants
    alone. None for an op never merged with another: regions, side effects, or no computed
    operand (constants, iotas and what only reads them cost nothing to repeat, and counting
    them once would let unrelated groups that only share a constant look smaller)."""
    if len(op.regions) or has_side_effects(op.name):
        for r in op.results:
            ident[r] = r
        return None
    attrs = op.attributes
    named = sorted((attrs[k].name, str(attrs[k].attr)) for k in range(len(attrs)))
    operands = tuple(ident.get(v, v) for v in op.operands)
    key = (op.name, tuple(named), tuple(str(r.type) for r in op.results), operands)
    number = table.setdefault(key, len(table))
    for n, r in enumerate(op.results):
        ident[r] = (number, n)
    if all(v in const for v in op.operands):
        const.update(op.results)
        return None
    return number


def unit_ops(op: ir.Operation, table: dict[tuple, int]) -> tuple[int, frozenset[int]]:
    """What a unit (an op, or a fusion's body) adds to a merged group: how many of its ops
    are never shared with another unit, and the numbers (``_identify``, in ``table``: one
    table for all the units compared) of the ops that may be."""
    op = op.operation
    ident: dict[ir.Value, object] = {}
    const: set[ir.Value] = set()
    if op.name == FUSION_OP:
        block = op.regions[0].blocks[0]
        ident.update(zip(block.arguments, op.operands, strict=True))
        body = [o.operation for o in block.operations][:-1]
    else:
        body = [op]
    own, numbers = 0, set()
    for o in body:
        number = _identify(o, ident, const, table)
        if number is None:
            own += 1
        else:
            numbers.add(number)
    return own, frozenset(numbers)


def distinct_ops(units: Sequence[tuple[int, frozenset[int]]]) -> int:
    """How many ops a group merged from independent units (``unit_ops`` of each: no unit
    reads another) holds once ``dedupe_fusion`` has merged the computations they share:
    two groups that each cloned one producer chain hold it once."""
    return sum(own for own, _ in units) + len(frozenset().union(*(k for _, k in units)))


def dedupe_fusion(fusion: ir.Operation) -> int:
    """Merge the ops of ``fusion``'s body that compute the same thing from the same
    computed values (``_identify``): later ones are replaced by the first. Returns how many
    were removed. Groups merged into one often cloned the same producers."""
    block = fusion.operation.regions[0].blocks[0]
    first: dict[int, ir.Operation] = {}
    ident: dict[ir.Value, object] = {}
    const: set[ir.Value] = set()
    table: dict[tuple, int] = {}
    removed = 0
    for o in [o.operation for o in block.operations][:-1]:
        number = _identify(o, ident, const, table)
        if number is None:
            continue
        if (same := first.setdefault(number, o)) is not o:
            for r, keep in zip(o.results, same.results, strict=True):
                r.replace_all_uses_with(keep)
            o.erase()
            removed += 1
    return removed


def inline_fusion(fusion: ir.Operation, order: BlockOrder | None = None) -> list[ir.Operation]:
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
    if order is not None:
        order.placed_before(body, fusion)
        order.forget([fusion])
    forget_formed(fusion)
    fusion.erase()
    return body


def inline_all_fusions(module: ir.Module) -> int:
    """Inline every fusion of ``module`` (for the reference interpreter); returns how many."""
    count = 0
    while found := fusions(module.operation):
        for f in reversed(found):
            inline_fusion(f)
            count += 1
    return count
