"""``horizontal``: independent ops or groups become one kernel.

Rule: batch-free ``dot_general``s with equal operand types, result type and attributes at
the same dataflow level become ONE ``dot_general`` over operands stacked on a new leading
batch dimension, when ``(K - 1 - extra) * launch-bytes >= copied bytes`` (extra: one
stacking kernel per side, plus one for the output slices unless each fuses into its only
consumer; copied: the bytes those kernels write and read back). Then the other ops or
groups at one level whose results share one shape become one multi-result group where
``check_group`` finds a route, or, on a backend without multi-result groups (or with
``stack=true``), same-op elementwise ops become one op over their concatenated operands,
sliced apart, when ``(K - 1) * launch-bytes >= copied bytes``.

Why: ops at one level have no path between them, so no group, and no two groups formed in
one sweep, can close a cycle (``passes/_multi.py``); the post-layout ``regroup`` lowering
(CPU's route for multi-result groups) makes one fusion only when all outputs share one
shape. Contractions never join multi-result groups (on CPU a contraction is a group
boundary); opaque, side-effecting and control-flow ops are never members. Works inside
while/case/if bodies. Idempotent: a batched dot has a batch dimension and is not batched
again, and a second sweep sees the same levels.

Legality: one level (and one shape, or one dot signature), then ``check_group`` (through
``_multi.pack``). Profitability: the launches a batch saves against the bytes its stacking
copies (``_dot_plan``, ``_plan_stacks``); a multi-result group saves launches and copies
nothing, so it is formed wherever it is legal.
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
from jaxlib.mlir.dialects import stablehlo

from fusion_mlir.analysis import cost
from fusion_mlir.analysis.features import Feature
from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.analysis.legality import Check, check_group, fusible_op
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit.base import PassContext
from fusion_mlir.passkit.driver import BlockPass
from fusion_mlir.passkit.explain import Decision
from fusion_mlir.passkit.grouping import BlockOrder
from fusion_mlir.passkit.naming import Namer
from fusion_mlir.passkit.plan import GroupPlan, PlannedGroup

DOT = "stablehlo.dot_general"

# Named checks of this pass (the shared ones come from ``legality``).
BATCHED = "one batched dot_general"
STACKED = "one stacked op"
MULTI = "one multi-result group"
NOT_PAYING = "copies cost more than the launches saved"
TOO_FEW = "fewer than min-ops candidates"


def _i64(v: int) -> ir.IntegerAttr:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), v)


def _create(name: str, result: ir.Type, operands: list[ir.Value], attrs: dict, loc, after):
    return ir.Operation.create(
        name,
        results=[result],
        operands=operands,
        attributes=attrs,
        loc=loc,
        ip=ir.InsertionPoint.after(after),
    )


def batchable_dot(op: ir.Operation) -> bool:
    """A ``dot_general`` with static ranked operands and result of rank >= 1 and no batch
    dimensions (a batched dot is never batched again: idempotence)."""
    if op.name != DOT or not fusible_op(op).ok:
        return False
    dims = cost.dot_dimension_numbers(op)
    if dims is None:
        return False
    types = [static_tensor(v.type) for v in [*op.operands, *op.results]]
    if any(t is None or t.rank == 0 for t in types):
        return False
    return not len(dims.lhs_batching_dimensions)


def _stack(vals: list[ir.Value], loc: ir.Location, after: ir.Operation) -> list[ir.Operation]:
    """Ops stacking ``vals`` (one type) along a new leading dimension, after ``after``: one
    ``broadcast_in_dim`` when they are all one value, else concatenate on dim 0 + reshape."""
    t = ir.RankedTensorType(vals[0].type)
    k, shape = len(vals), list(t.shape)
    stacked = ir.RankedTensorType.get([k, *shape], t.element_type)
    if all(v == vals[0] for v in vals):
        dims = ir.DenseI64ArrayAttr.get(list(range(1, len(shape) + 1)))
        b = _create(
            "stablehlo.broadcast_in_dim",
            stacked,
            [vals[0]],
            {"broadcast_dimensions": dims},
            loc,
            after,
        )
        return [b]
    cat_t = ir.RankedTensorType.get([k * shape[0], *shape[1:]], t.element_type)
    cat = _create("stablehlo.concatenate", cat_t, vals, {"dimension": _i64(0)}, loc, after)
    rs = _create("stablehlo.reshape", stacked, [cat.result], {}, loc, cat)
    return [cat, rs]


def _slices(
    flat: ir.Operation, n: int, shape: list[int], locs: list[ir.Location]
) -> list[ir.Operation]:
    """``n`` slices of ``flat`` (shape ``[n*shape[0], *shape[1:]]``) along dim 0, after it."""
    t = ir.RankedTensorType(flat.result.type)
    out_t = ir.RankedTensorType.get(shape, t.element_type)
    ops, at = [], flat
    for k in range(n):
        start = [k * shape[0]] + [0] * (len(shape) - 1)
        limit = [(k + 1) * shape[0], *shape[1:]]
        at = _create(
            "stablehlo.slice",
            out_t,
            [flat.result],
            {
                "start_indices": ir.DenseI64ArrayAttr.get(start),
                "limit_indices": ir.DenseI64ArrayAttr.get(limit),
                "strides": ir.DenseI64ArrayAttr.get([1] * len(shape)),
            },
            locs[k],
            at,
        )
        ops.append(at)
    return ops


@dataclass
class BatchedDot:
    """What ``batch_dots`` built: the stacking ops of each side, the dot, the output slices."""

    lhs: list[ir.Operation]
    rhs: list[ir.Operation]
    dot: ir.Operation
    flat: ir.Operation
    slices: list[ir.Operation]


def _replace_by_slices(olds: list[ir.Operation], slices: list[ir.Operation]) -> None:
    """Make the users of each of ``olds`` (block order) read its slice instead, move what
    then depends on the slices after them, and erase ``olds``."""
    for o, s in zip(olds, slices, strict=True):
        o.result.replace_all_uses_with(s.result)
    move_dependents_after(olds[0], slices[-1], [s.result for s in slices])
    for o in olds:
        o.erase()


def batch_dots(dots: list[ir.Operation]) -> BatchedDot:
    """Replace same-type, batch-free, mutually independent ``dots`` (block order) by one
    ``dot_general`` with a new leading batch dimension over their stacked operands; each
    old result becomes a slice of the (reshaped) batched result."""
    first, last = dots[0], dots[-1]
    k = len(dots)
    loc = fused_loc(dots)
    lhs = _stack([d.operands[0] for d in dots], loc, last)
    rhs = _stack([d.operands[1] for d in dots], loc, lhs[-1])
    dn = cost.dot_dimension_numbers(first)
    new_dn = stablehlo.DotDimensionNumbers.get(
        lhs_batching_dimensions=[0],
        rhs_batching_dimensions=[0],
        lhs_contracting_dimensions=[d + 1 for d in dn.lhs_contracting_dimensions],
        rhs_contracting_dimensions=[d + 1 for d in dn.rhs_contracting_dimensions],
    )
    attrs = attr_dict(first)
    attrs["dot_dimension_numbers"] = new_dn
    out_t = ir.RankedTensorType(first.result.type)
    shape = list(out_t.shape)
    bt = ir.RankedTensorType.get([k, *shape], out_t.element_type)
    dot = _create(DOT, bt, [lhs[-1].result, rhs[-1].result], attrs, loc, rhs[-1])
    flat_t = ir.RankedTensorType.get([k * shape[0], *shape[1:]], out_t.element_type)
    flat = _create("stablehlo.reshape", flat_t, [dot.result], {}, loc, dot)
    slices = _slices(flat, k, shape, [d.location for d in dots])
    _replace_by_slices(dots, slices)
    return BatchedDot(lhs, rhs, dot, flat, slices)


def stack_elementwise(units: list[ir.Operation], order: BlockOrder) -> list[ir.Operation]:
    """Replace same-op elementwise ``units`` (equal types, no path between them) by one op
    over their operands concatenated on dim 0, sliced apart after it. Returns the
    concatenates and the op (the slices stay outside any group)."""
    units = order.sort(units)
    first, last = units[0], units[-1]
    loc = fused_loc(units)
    t = ir.RankedTensorType(first.result.type)
    shape = list(t.shape)
    k = len(units)
    cats, at = [], last
    for j in range(len(first.operands)):
        vt = ir.RankedTensorType(first.operands[j].type)
        cat_t = ir.RankedTensorType.get([k * shape[0], *shape[1:]], vt.element_type)
        at = _create(
            "stablehlo.concatenate",
            cat_t,
            [u.operands[j] for u in units],
            {"dimension": _i64(0)},
            loc,
            at,
        )
        cats.append(at)
    res_t = ir.RankedTensorType.get([k * shape[0], *shape[1:]], t.element_type)
    op = _create(first.name, res_t, [c.result for c in cats], attr_dict(first), loc, at)
    slices = _slices(op, k, shape, [u.location for u in units])
    _replace_by_slices(units, slices)
    return [*cats, op]


def stackable(op: ir.Operation) -> bool:
    """A single elementwise op with one result whose operands all have the result's shape
    (rank >= 1): concatenating operands and slicing the result is then exact."""
    if op.name == "mhlo.fusion" or op_kind(op.name) != OpKind.ELEMENTWISE:
        return False
    if len(op.results) != 1 or len(op.regions) or not fusible_op(op).ok:
        return False
    rt = static_tensor(op.result.type)
    if rt is None or rt.rank == 0:
        return False
    return all(tuple(ir.RankedTensorType(v.type).shape) == tuple(rt.shape) for v in op.operands)


@dataclass(frozen=True)
class Horizontal(BlockPass):
    """Independent same-level ops or groups become one kernel: same-type dots one batched
    dot, ops with results of one shape one multi-result group (or one stacked op)."""

    name = "horizontal"
    summary = "independent ops: one batched dot / one multi-result group / one stacked op"

    max_group: int = 8
    min_ops: int = 2
    max_ops: int = 64
    launch_bytes: int = cost.LAUNCH_BYTES
    dots: bool = True
    stack: bool = False

    def __post_init__(self) -> None:
        if self.max_group < 2 or self.min_ops < 2 or self.max_ops < 2 or self.launch_bytes < 0:
            raise ValueError("need max-group, min-ops, max-ops >= 2 and launch-bytes >= 0")

    def fuse_block(self, block: ir.Block, ctx: PassContext, namer: Namer, round_: int) -> int:
        graph = self._batch_dots(block, ctx, namer) if self.dots else None
        return self._group(block, ctx, namer, graph if graph is not None else BlockGraph(block))

    # --- batched dots -------------------------------------------------------------------

    def _dot_plan(self, graph: BlockGraph, chunk: list[int]) -> tuple[bool, int, int, str]:
        """``(pays, copied bytes, extra kernels, detail)`` of batching the dots ``chunk``."""
        dots = [graph.op(i) for i in chunk]
        k = len(dots)
        copied, extra = 0, 0
        for side in (0, 1):
            vals = [d.operands[side] for d in dots]
            copied += 2 * k * cost.nbytes(vals[0].type)
            extra += 1
        absorbed = all(self._sole_consumer(graph, d) is not None for d in dots)
        if not absorbed:
            copied += 2 * k * cost.nbytes(dots[0].result.type)
            extra += 1
        net = k - 1 - extra
        pays = net >= 1 and net * self.launch_bytes >= copied
        detail = (
            f"{k} kernels -> {1 + extra}; copies {copied} B vs {max(net, 0)} launches x "
            f"launch-bytes {self.launch_bytes}"
        )
        return pays, copied, extra, detail

    @staticmethod
    def _sole_consumer(graph: BlockGraph, op: ir.Operation) -> int | None:
        """The block index of the one op reading ``op``'s result, if it could absorb a slice."""
        uses = list(op.result.uses)
        if len(uses) != 1:
            return None
        user = uses[0].owner.operation
        j = graph.index.get(user)
        if j is None or not is_unit(user, contractions=False):
            return None
        return j

    def _batch_dots(self, block: ir.Block, ctx: PassContext, namer: Namer) -> BlockGraph:
        """Batch one bucket at a time, rebuilding the graph after each; refusals recorded
        once, from the last sweep. Returns the last graph, which is current."""
        while True:
            graph = BlockGraph(block)
            level = levels(graph)
            buckets: dict[tuple, list[int]] = {}
            for i, op in enumerate(graph.ops):
                if batchable_dot(op):
                    key = (
                        level[i],
                        str(op.operands[0].type),
                        str(op.operands[1].type),
                        str(op.result.type),
                        attrs_key(op),
                    )
                    buckets.setdefault(key, []).append(i)
            refusals: list[Decision] = []
            done = False
            for members in buckets.values():
                if len(members) < 2:
                    continue
                chunk = members[: self.max_group]
                dots = [graph.op(i) for i in chunk]
                if len(chunk) < self.min_ops:
                    refusals.append(Decision(self.name, namer.many(dots), False, TOO_FEW))
                    continue
                pays, copied, _extra, detail = self._dot_plan(graph, chunk)
                saved = cost.bytes_saved(dots) - copied
                if not pays:
                    refusals.append(
                        Decision(self.name, namer.many(dots), False, NOT_PAYING, saved, detail)
                    )
                    continue
                ctx.record(Decision(self.name, namer.many(dots), True, BATCHED, saved, detail))
                built = batch_dots(dots)
                namer.reset()
                self._group_batched(block, built, ctx)
                namer.reset()
                done = True
                break
            if not done:
                for d in refusals:
                    ctx.record(d)
                return graph

    def _group_batched(self, block: ir.Block, b: BatchedDot, ctx: PassContext) -> None:
        """Group the stacking ops of each side, and fuse each output slice into its only
        consumer (else group the slices together), where ``check_group`` allows."""
        graph = BlockGraph(block)
        idx = graph.index
        plans: list[list[int]] = []
        for side in (b.lhs, b.rhs):
            if len(side) > 1 and check_group(graph, [idx[o] for o in side], ctx.capabilities).ok:
                plans.append([idx[o] for o in side])
        by_user: dict[int, list[int]] = {}
        loose: list[int] = []
        for s in b.slices:
            j = self._sole_consumer(graph, s)
            if j is None:
                loose.append(idx[s])
            else:
                by_user.setdefault(j, []).append(idx[s])
        for j, sl in by_user.items():
            if check_group(graph, [*sl, j], ctx.capabilities, max_ops=self.max_ops).ok:
                plans.append([*sl, j])
            else:
                loose.extend(sl)
        if len(loose) > 1 and check_group(graph, loose, ctx.capabilities).ok:
            plans.append(loose)
        plan = GroupPlan(graph)
        for members in plans:
            plan.add(members)
        plan.form(self.name)

    # --- multi-result and stacked groups ------------------------------------------------

    def _group(self, block: ir.Block, ctx: PassContext, namer: Namer, graph: BlockGraph) -> int:
        """Multi-result groups (or stacks) of same-level units; returns how many."""
        level = levels(graph)
        buckets: dict[tuple, list[int]] = {}
        for i, op in enumerate(graph.ops):
            if is_unit(op, contractions=False):
                shape = out_shape(op)
                if shape is not None:
                    buckets.setdefault((level[i], shape), []).append(i)
        multi = (
            not self.stack
            and ctx.capabilities.check({Feature.ELEMENTWISE, Feature.MULTI_RESULT}).ok
        )
        planned: list[tuple[list[int], Check]] = []
        stacked: list[list[int]] = []
        for members in buckets.values():
            if len(members) < self.min_ops:
                continue
            if multi:
                groups, refused = pack(
                    graph, members, ctx.capabilities, self.max_group, self.max_ops
                )
                for u, (cur, c) in refused.items() if ctx.explaining else ():
                    names = namer.many([graph.op(x) for x in [*cur, u]])
                    ctx.record(Decision(self.name, names, False, c.check, detail=c.detail))
                for g, c in groups:
                    if len(g) >= self.min_ops:
                        planned.append((g, c))
            else:
                stacked.extend(self._plan_stacks(graph, members, ctx, namer))
        for g, c in planned if ctx.explaining else ():
            ops = [graph.op(i) for i in g]
            ctx.record(
                Decision(
                    self.name,
                    namer.many(ops),
                    True,
                    MULTI,
                    cost.bytes_saved(ops),
                    detail=f"{c.check}; route {c.route}",
                )
            )
        plan = GroupPlan(graph)
        for g, _ in planned:
            plan.add(g)
        # A stack is planned on the same graph: the guarantee covers it too.
        GroupPlan(graph, [*plan.groups, *(PlannedGroup(g) for g in stacked)]).ensure_acyclic(
            self.name
        )
        stacks = [[graph.op(i) for i in g] for g in stacked]
        plan.form(self.name, dedupe=True)
        # The concatenates, the op and the slices stay separate ops: grouping the
        # concatenates with their consumer passes the capability table's
        # "concatenate-arg" probe yet aborts XLA:CPU (Check failed: has_layout()).
        for units in stacks:
            stack_elementwise(units, BlockOrder(block))
        return len(planned) + len(stacks)

    def _plan_stacks(
        self, graph: BlockGraph, members: list[int], ctx: PassContext, namer: Namer
    ) -> list[list[int]]:
        """Chunks of same-op elementwise units worth stacking (cost rule as for dots:
        ``(K - 1) * launch-bytes >= bytes copied by the concatenates and slices``)."""
        same: dict[tuple, list[int]] = {}
        for i in members:
            op = graph.op(i)
            if stackable(op):
                key = (
                    op.name,
                    tuple(str(v.type) for v in op.operands),
                    str(op.result.type),
                    attrs_key(op),
                )
                same.setdefault(key, []).append(i)
        out = []
        for units in same.values():
            for s in range(0, len(units), self.max_group):
                chunk = units[s : s + self.max_group]
                ops = [graph.op(i) for i in chunk]
                if len(chunk) < self.min_ops:
                    if len(units) > 1:
                        ctx.record(Decision(self.name, namer.many(ops), False, TOO_FEW))
                    continue
                k = len(chunk)
                copied = (
                    2
                    * k
                    * (
                        sum(cost.nbytes(v.type) for v in ops[0].operands)
                        + cost.nbytes(ops[0].result.type)
                    )
                )
                pays = (k - 1) * self.launch_bytes >= copied
                detail = f"copies {copied} B vs {k - 1} launches x launch-bytes {self.launch_bytes}"
                ctx.record(
                    Decision(
                        self.name,
                        namer.many(ops),
                        pays,
                        STACKED if pays else NOT_PAYING,
                        cost.bytes_saved(ops) - copied,
                        detail,
                    )
                )
                if pays:
                    out.append(chunk)
        return out
