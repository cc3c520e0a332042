"""Helpers shared by the ``sibling`` and ``horizontal`` passes (multi-result grouping).

Both passes put several independent ops or groups ("units") into one group. They decide on
one :class:`BlockGraph` per sweep and then form every chosen group, so the groups of one
sweep must not form a cycle *between* them either. The rule that makes this cheap: every
member of a group has the same dataflow *level* (longest path from the block's sources).
Edges strictly raise the level, so same-level ops have no path between them, and
contracting same-level sets keeps every edge level-raising: no cycle, inside a group or
between groups, by construction; no pairwise reachability queries.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import static_tensor
from fusion_mlir.analysis.features import Feature, group_features
from fusion_mlir.analysis.graph import (
    BlockGraph,
    nested_operands,
)
from fusion_mlir.analysis.legality import (
    FUSION_OP,
    IN_PLACE_UPDATE,
    LIBRARY_KERNEL,
    MAX_OPS,
    Check,
    body_size,
    check_group,
    fusible_op,
)
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit.grouping import (
    BlockOrder,
    dedupe_fusion,
    distinct_ops,
    form_fusion,
    unit_ops,
)

REPACK_ROUNDS = 3
"""How often ``pack`` retries the units a group refused (bounds the checks per bucket)."""


def levels(graph: BlockGraph) -> list[int]:
    """Longest-path depth of each op from the block's sources (block order is topological).

    An edge raises the level by one, except an edge out of an op without operands (a
    constant): such ops are never group members, and a path cannot pass through them, so
    "a path between two ops implies different levels" still holds for every other op."""
    lv = [0] * len(graph)
    free: dict[int, bool] = {}  # asked of producers only; one with producers reads operands
    for i in range(len(graph)):
        for p in graph.producers[i]:
            if (f := free.get(p)) is None:
                f = free[p] = not graph.producers[p] and not any(
                    True for _ in nested_operands(graph.op(p))
                )
            lv[i] = max(lv[i], lv[p] + (0 if f else 1))
    return lv


RESHAPE = "stablehlo.reshape"


def is_unit(op: ir.Operation, contractions: bool = True) -> bool:
    """Whether ``op`` may be a member of a multi-result group: a fusion (not of reshapes
    only), or a fusible op that is not a constant generator, a reshape (nor a contraction unless ``contractions``),
    whose value is read: a dead op is XLA's to delete, and grouping it saves nothing, as
    grouping a reshape does (XLA makes it a bitcast, no kernel). Grouped, reshapes of
    reductions' results pulled those reductions into one multi-result loop fusion after
    XLA's simplifier folded each reshape into its reduce (an nnx train step's bias
    gradients: two library column sums became one loop kernel)."""
    op = op.operation
    if not len(op.operands):
        return False  # never a member: ``levels`` relies on it
    if not any(next(iter(r.uses), None) for r in op.results):
        return False
    if op.name == FUSION_OP:
        body = list(op.regions[0].blocks[0].operations)[:-1]
        return not all(b.operation.name == RESHAPE for b in body)
    if not fusible_op(op).ok:
        return False
    kind = op_kind(op.name)
    if kind == OpKind.CONSTANT or op.name == RESHAPE:
        return False
    return contractions or kind != OpKind.CONTRACTION


def out_shape(op: ir.Operation) -> tuple[int, ...] | None:
    """The one shape shared by all results of ``op`` (None if they differ or are not static)."""
    shapes = set()
    for r in op.operation.results:
        rt = static_tensor(r.type)
        if rt is None:
            return None
        shapes.add(tuple(rt.shape))
    return shapes.pop() if len(shapes) == 1 else None


def n_outputs(op: ir.Operation) -> int:
    return len(op.operation.results)


def attrs_key(op: ir.Operation, skip: Iterable[str] = ()) -> tuple[tuple[str, str], ...]:
    """The op's attributes as a hashable, comparable key (``skip`` names left out)."""
    skipped = set(skip)
    out = []
    attrs = op.operation.attributes
    for k in range(len(attrs)):
        na = attrs[k]
        if na.name not in skipped:
            out.append((na.name, str(na.attr)))
    return tuple(sorted(out))


def move_dependents_after(
    first: ir.Operation, anchor: ir.Operation, values: Iterable[ir.Value]
) -> None:
    """Move the ops strictly between ``first`` and ``anchor`` that (transitively) use one of
    ``values`` to just after ``anchor``, in order: ``values`` are now defined at ``anchor``."""
    tainted = set(values)
    moved: list[ir.Operation] = []
    started = False
    for o in first.block.operations:
        o = o.operation
        if o == first:
            started = True
        if o == anchor:
            break
        if not started:
            continue
        if any(v in tainted for v in nested_operands(o)):
            moved.append(o)
            tainted.update(o.results)
    at = anchor
    for o in moved:
        o.move_after(at)
        at = o


def check_merge(
    graph: BlockGraph,
    members: Sequence[int],
    capabilities: object,
    max_ops: int,
    units: dict[int, tuple[int, frozenset[int]]],
    table: dict[tuple, int],
    alone: dict[int, str | None],
) -> Check:
    """``check_group`` for merging independent units into one multi-result group, with
    ``max-ops`` counting the ops the kernel holds: units that each cloned the same producer
    chain (threefry's rounds, cloned into the group of each of its two results) share it
    once merged (``merge_groups`` merges the copies), so only distinct ops count. Units
    that read no value in common share nothing; ``units`` caches each unit's ops, numbered
    in one ``table``, and ``alone`` why each must stay a group of its own, if it must."""
    for i in members:
        if i not in alone:
            alone[i] = _alone(graph.op(i))
    if why := next((alone[i] for i in members if alone[i]), None):
        return Check(False, why)
    n = sum(body_size(graph.op(i)) for i in members)
    if n > max_ops:
        reads = [set(graph.op(i).operands) for i in members]
        if sum(map(len, reads)) != len(set().union(*reads)):  # a value two units read
            for i in members:
                if i not in units:
                    units[i] = unit_ops(graph.op(i), table)
            n = distinct_ops([units[i] for i in members])
        if n > max_ops:
            return Check(False, MAX_OPS, f"{n} ops > {max_ops}")
    return check_group(graph, members, capabilities)


# Features of a group the backend runs as one library kernel (``lowering.library.library_group``).
_LIBRARY_SHAPES = frozenset(
    {
        Feature.REDUCE_MAJOR_LIBRARY,
        Feature.REDUCE_CHAIN_LIBRARY,
        Feature.DOT_EPILOGUE,
        Feature.DOT_EPILOGUE_MAJOR,
        Feature.DOT_CHAIN,
    }
)


def _alone(op: ir.Operation) -> str | None:
    """Why ``op`` is one kernel only as a group of its own, if it is. A group that runs as
    one library kernel: only a single-result group does, so merging it into a multi-result
    group makes it a loop fusion (a flax CNN's batch-norm column sums, merged horizontally:
    47 ms against 32 ms unmerged). A ``dynamic_update_slice``: XLA writes only the update,
    in place, when it is its fusion's one result; the regroup hook leaves every update of a
    group with more results a kernel of its own (an equinox GRU scan's seven stacked
    outputs: seven update kernels per step beside the groups that computed them)."""
    if op.name == "stablehlo.dynamic_update_slice" or (
        op.name == FUSION_OP
        and any(
            o.operation.name == "stablehlo.dynamic_update_slice"
            for o in op.regions[0].blocks[0].operations
        )
    ):
        return IN_PLACE_UPDATE
    if op.name != FUSION_OP:
        return None
    if group_features([op], [r.type for r in op.results]) & _LIBRARY_SHAPES:
        return LIBRARY_KERNEL
    return None


def merge_groups(ops: Sequence[ir.Operation], order: BlockOrder) -> ir.Operation:
    """``form_fusion`` of independent units, then one op for each computation they
    duplicated (``dedupe_fusion``)."""
    fusion = form_fusion(ops, order=order)
    dedupe_fusion(fusion)
    return fusion


def pack(
    graph: BlockGraph,
    units: Sequence[int],
    capabilities: object,
    max_group: int,
    max_ops: int,
) -> tuple[list[tuple[list[int], Check]], dict[int, tuple[list[int], Check]]]:
    """Split ``units`` (block order) into groups of at most ``max_group`` results, next-fit:
    a unit joins the open group when ``check_group`` accepts the union; refused units are
    packed again among themselves (``REPACK_ROUNDS`` times). Returns the groups of two or
    more with their accepting check, and for each unit left out the group that refused it
    and why."""
    out: list[tuple[list[int], Check]] = []
    refused: dict[int, tuple[list[int], Check]] = {}
    weight = {u: n_outputs(graph.op(u)) for u in units}
    todo = list(units)
    ops_of: dict[int, tuple[int, frozenset[int]]] = {}  # unit_ops, computed when needed
    table: dict[tuple, int] = {}
    alone: dict[int, str | None] = {}  # _alone, computed once per unit
    for _ in range(REPACK_ROUNDS):
        if len(todo) < 2:
            break
        left: list[int] = []
        k = 0
        while k < len(todo):
            # Optimistic: the whole next-fit chunk in one check (the common case)...
            end, size = k, 0
            while end < len(todo) and size + weight[todo[end]] <= max_group:
                size += weight[todo[end]]
                end += 1
            end = max(end, k + 1)
            if end - k >= 2:
                c = check_merge(graph, todo[k:end], capabilities, max_ops, ops_of, table, alone)
                if c.ok:
                    out.append((todo[k:end], c))
                    k = end
                    continue
            # ... else unit by unit: a unit joins when the union still passes.
            cur, size, last = [todo[k]], weight[todo[k]], None
            k += 1
            while k < len(todo) and size + weight[todo[k]] <= max_group:
                u = todo[k]
                c = check_merge(graph, [*cur, u], capabilities, max_ops, ops_of, table, alone)
                if c.ok:
                    cur.append(u)
                    size += weight[u]
                    last = c
                else:
                    refused[u] = (list(cur), c)
                    left.append(u)
                k += 1
            if len(cur) >= 2 and last is not None:
                out.append((cur, last))
        todo = left
    grouped = {u for g, _ in out for u in g}
    return out, {u: r for u, r in refused.items() if u not in grouped}


def attr_dict(op: ir.Operation) -> dict[str, ir.Attribute]:
    attrs = op.operation.attributes
    return {attrs[k].name: attrs[k].attr for k in range(len(attrs))}


def fused_loc(ops: Sequence[ir.Operation]) -> ir.Location:
    return ir.Location.fused([o.location for o in ops])
