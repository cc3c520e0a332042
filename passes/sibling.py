"""``sibling``: ops and groups that read the same large value become one kernel.

Rule: top-level ``stablehlo.reduce``s with one input shape, the same dimensions and
attributes and scalar elementwise bodies, that read one value of at least ``min-bytes``
bytes (directly or through single-use elementwise producers) and have no path between
them, become ONE variadic ``stablehlo.reduce``, on every backend. Then the ops or groups
that read one value of at least ``min-bytes`` bytes, sit at the same dataflow level and
have results of one shape become one multi-result group (at most ``max-group`` results)
wherever ``check_group`` finds a route.

Why: a variadic reduce is the form XLA:CPU runs as one kernel; readers at one level have
no path between them, so no group, and no two groups formed in one sweep, can close a
cycle (``passes/_multi.py``); the post-layout ``regroup`` lowering (CPU's route for
multi-result groups) makes one fusion only when all outputs share one shape. Opaque,
side-effecting and control-flow ops are never members. Works inside while/case/if bodies;
a second run changes nothing.

Legality: one level and one result shape, then ``check_group`` (through ``_multi.pack``).
Profitability: ``score``, the bytes of the value the group reads once instead of once per
reader: it ranks the shared values (largest first, so a reader joins the group that saves
most) and refuses values under ``min-bytes``.
"""

from __future__ import annotations

from dataclasses import dataclass

from fusion_mlir.passes._multi import (
    attr_dict,
    attrs_key,
    fused_loc,
    is_unit,
    levels,
    move_dependents_after,
    out_shape,
    pack,
    static_tensor,
)
from jaxlib.mlir import ir

from fusion_mlir.analysis import cost
from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.analysis.legality import CYCLE, Check, fusible_op
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit.base import PassContext
from fusion_mlir.passkit.driver import BlockPass
from fusion_mlir.passkit.explain import Decision
from fusion_mlir.passkit.naming import Namer
from fusion_mlir.passkit.plan import GroupPlan

REDUCE = "stablehlo.reduce"

# Named checks of this pass (the shared ones come from ``legality``).
LEVEL = "not at the same dataflow level as the other readers"
SHAPE = "results of a different shape than the other readers"
BODY = "reduction body is not scalar elementwise"
ATTRS = "reductions differ in shape, dimensions or attributes"
VARIADIC = "one variadic reduce"

SOURCE_DEPTH = 3
"""How many single-use elementwise producers a reduction may look through for its source."""


def _defined_in(v: ir.Value, block: ir.Block) -> bool:
    owner = v.owner
    if isinstance(owner, ir.Block):
        return owner == block
    return owner.operation.block == block


def body_problem(op: ir.Operation) -> str | None:
    """Why the body of reduce ``op`` cannot join a variadic reduce, or None: it must be one
    block of scalar arguments whose ops are elementwise or constants, without regions, and
    read nothing defined outside the body."""
    region = op.regions[0]
    if len(region.blocks) != 1:
        return "body has several blocks"
    block = region.blocks[0]
    if len(block.arguments) != 2 * len(op.results):
        return "unexpected body arguments"
    for a in block.arguments:
        rt = static_tensor(a.type)
        if rt is None or rt.rank != 0:
            return "body arguments are not scalars"
    body = [o.operation for o in block.operations]
    if body[-1].name != "stablehlo.return" or len(body[-1].operands) != len(op.results):
        return "unexpected body terminator"
    for o in body[:-1]:
        if len(o.regions) or op_kind(o.name) not in (OpKind.ELEMENTWISE, OpKind.CONSTANT):
            return f"body op {o.name}"
        if not all(_defined_in(v, block) for v in o.operands):
            return "body reads a value from outside"
    return None


def merge_reduces(reds: list[ir.Operation]) -> ir.Operation:
    """Replace the reduces ``reds`` (one block, block order, no path between them, equal
    attributes and input shapes, checked bodies) by one variadic reduce after the last one.
    Operands: every input, then every init; body arguments: every accumulator, then every
    element; results and body values in the same order. Returns the new op."""
    inputs: list[ir.Value] = []
    inits: list[ir.Value] = []
    results: list[ir.Value] = []
    accs: list[ir.Value] = []
    elems: list[ir.Value] = []
    for r in reds:
        n = len(r.results)
        ops = list(r.operands)
        inputs += ops[:n]
        inits += ops[n:]
        results += list(r.results)
        args = list(r.regions[0].blocks[0].arguments)
        accs += args[:n]
        elems += args[n:]
    new = ir.Operation.create(
        REDUCE,
        results=[v.type for v in results],
        operands=inputs + inits,
        attributes=attr_dict(reds[0]),
        regions=1,
        loc=fused_loc(reds),
        ip=ir.InsertionPoint.after(reds[-1]),
    )
    old_args = accs + elems
    block = ir.Block.create_at_start(
        new.regions[0], [a.type for a in old_args], [a.location for a in old_args]
    )
    for old, arg in zip(old_args, block.arguments, strict=True):
        old.replace_all_uses_with(arg)
    bodies, returned, term_locs = [], [], []
    for r in reds:
        ops = [o.operation for o in r.regions[0].blocks[0].operations]
        term = ops.pop()
        returned += list(term.operands)
        term_locs.append(term.location)
        bodies += ops
    ret = ir.Operation.create(
        "stablehlo.return",
        operands=returned,
        loc=ir.Location.fused(term_locs),
        ip=ir.InsertionPoint(block),
    )
    for o in bodies:
        o.move_before(ret)
    for old, res in zip(results, new.results, strict=True):
        old.replace_all_uses_with(res)
    move_dependents_after(reds[0], new, new.results)
    for r in reds:
        r.erase()
    return new


@dataclass(frozen=True)
class Sibling(BlockPass):
    """Readers of one large value become one kernel: sibling reductions one variadic reduce,
    other same-level readers with results of one shape one multi-result group."""

    name = "sibling"
    summary = "readers of one large value: one variadic reduce / one multi-result group"

    min_bytes: int = 4096
    max_group: int = 8
    max_ops: int = 64
    reductions: bool = True

    def __post_init__(self) -> None:
        if self.min_bytes < 0 or self.max_group < 2 or self.max_ops < 2:
            raise ValueError("need min-bytes >= 0, max-group >= 2 and max-ops >= 2")

    def fuse_block(self, block: ir.Block, ctx: PassContext, namer: Namer, round_: int) -> int:
        graph = self._merge_reductions(block, ctx, namer) if self.reductions else None
        return self._group_readers(
            block, ctx, namer, graph if graph is not None else BlockGraph(block)
        )

    # --- sibling reductions -------------------------------------------------------------

    def _sources(self, graph: BlockGraph, i: int) -> list[ir.Value]:
        """Large values reduce ``i`` reads, directly or through single-use elementwise ops."""
        op = graph.op(i)
        out: list[ir.Value] = []
        stack = [(v, 0) for v in list(op.operands)[: len(op.results)]]
        seen: set[ir.Value] = set()
        while stack:
            v, depth = stack.pop()
            if v in seen:
                continue
            seen.add(v)
            if cost.nbytes(v.type) >= self.min_bytes:
                out.append(v)
            j = graph.value_def.get(v)
            if j is None or depth >= SOURCE_DEPTH:
                continue
            p = graph.op(j)
            if op_kind(p.name) == OpKind.ELEMENTWISE and all(
                len(list(r.uses)) == 1 for r in p.results
            ):
                stack.extend((w, depth + 1) for w in p.operands)
        return out

    def _merge_reductions(self, block: ir.Block, ctx: PassContext, namer: Namer) -> BlockGraph:
        """Merge one bucket of sibling reductions at a time (rebuilding the graph after
        each merge, so reachability is always current); record the refusals at the end.
        Returns the last graph, which is current."""
        while True:
            graph = BlockGraph(block)
            buckets: dict[tuple, list[int]] = {}
            refusals: list[Decision] = []
            for i, op in enumerate(graph.ops):
                if op.name != REDUCE or not fusible_op(op).ok:
                    continue
                rt = static_tensor(op.operands[0].type)
                if rt is None:
                    continue
                sig = (tuple(rt.shape), attrs_key(op))
                for v in self._sources(graph, i):
                    buckets.setdefault((v, sig), []).append(i)
            # Reductions reading one value but differing in shape or attributes: explained.
            by_value: dict[ir.Value, set[tuple]] = {}
            for v, sig in buckets:
                by_value.setdefault(v, set()).add(sig)
            merged = False
            done: set[int] = set()
            for (v, _sig), members in sorted(buckets.items(), key=lambda kv: kv[1][0]):
                members = [m for m in members if m not in done]
                if len(members) < 2:
                    if members and len(by_value[v]) > 1:
                        refusals.append(
                            Decision(self.name, namer.many([graph.op(members[0])]), False, ATTRS)
                        )
                    continue
                chosen, refused = [], []
                for m in members:
                    why = body_problem(graph.op(m))
                    if why is not None:
                        refused.append((m, BODY, why))
                    elif any(graph.reaches(c, m) for c in chosen):
                        refused.append((m, CYCLE, "a path leads from a sibling to it"))
                    else:
                        chosen.append(m)
                for m, check, why in refused:
                    refusals.append(
                        Decision(
                            self.name,
                            namer.many([graph.op(c) for c in [*chosen[:1], m]]),
                            False,
                            check,
                            detail=why,
                        )
                    )
                if len(chosen) < 2:
                    done.update(members)
                    continue
                chosen = chosen[: self.max_group]
                reds = [graph.op(c) for c in chosen]
                ctx.record(
                    Decision(
                        self.name,
                        namer.many(reds),
                        True,
                        VARIADIC,
                        bytes_saved=cost.bytes_saved(reds),
                        detail=f"sibling reductions of {namer.value(v)}",
                    )
                )
                merge_reduces(reds)
                namer.reset()
                merged = True
                break
            if not merged:
                for d in refusals:
                    ctx.record(d)
                return graph

    # --- multi-result groups of readers ------------------------------------------------

    @staticmethod
    def score(v: ir.Value) -> int:
        """What grouping the readers of ``v`` saves per extra reader: ``v`` read once."""
        return cost.nbytes(v.type)

    def _group_readers(
        self, block: ir.Block, ctx: PassContext, namer: Namer, graph: BlockGraph
    ) -> int:
        """Group the same-level readers of each large value; returns how many groups."""
        level = levels(graph)
        readers: dict[ir.Value, list[int]] = {}
        outsiders: dict[ir.Value, list[int]] = {}  # opaque, side-effecting... readers
        for i, op in enumerate(graph.ops):
            into = readers if is_unit(op) else outsiders
            for v in dict.fromkeys(op.operands):
                if self.score(v) >= self.min_bytes:
                    into.setdefault(v, []).append(i)
        taken: set[int] = set()
        planned: list[tuple[list[int], ir.Value, Check]] = []
        order = sorted(readers.items(), key=lambda kv: (-self.score(kv[0]), kv[1][0]))
        for v, units in order:
            units = [u for u in units if u not in taken]
            if len(units) < 2:
                continue
            for o in outsiders.get(v, []):
                c = fusible_op(graph.op(o))
                if not c.ok:
                    ctx.record(
                        Decision(
                            self.name, namer.many([graph.op(o)]), False, c.check, detail=c.detail
                        )
                    )
            buckets: dict[tuple, list[int]] = {}
            for u in units:
                buckets.setdefault((level[u], out_shape(graph.op(u))), []).append(u)
            for (lv, shape), members in buckets.items():
                if len(members) == 1 or shape is None:
                    same_level = sum(1 for k in buckets if k[0] == lv)
                    check = SHAPE if same_level > 1 or shape is None else LEVEL
                    for m in members:
                        ctx.record(
                            Decision(
                                self.name,
                                namer.many([graph.op(m)]),
                                False,
                                check,
                                detail=f"reads {namer.value(v)} with {len(units) - 1} others",
                            )
                        )
                    continue
                groups, refused = pack(
                    graph, members, ctx.capabilities, self.max_group, self.max_ops
                )
                for u, (cur, c) in refused.items():
                    ctx.record(
                        Decision(
                            self.name,
                            namer.many([graph.op(x) for x in [*cur, u]]),
                            False,
                            c.check,
                            detail=c.detail,
                        )
                    )
                for g, c in groups:
                    taken.update(g)
                    planned.append((g, v, c))
        for g, v, c in planned:
            ops = [graph.op(i) for i in g]
            ctx.record(
                Decision(
                    self.name,
                    namer.many(ops),
                    True,
                    c.check,
                    bytes_saved=cost.bytes_saved(ops),
                    detail=f"read {namer.value(v)} once; route {c.route}",
                )
            )
        plan = GroupPlan(graph)
        for g, _v, _c in planned:
            plan.add(g)
        plan.form(self.name, dedupe=True)
        return len(planned)
