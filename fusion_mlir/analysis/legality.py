"""Can these ops form one group? Named checks shared by every fusion pass.

``check_group`` answers with the first check that fails, by name, so a pass's explanation
says exactly why ("would create a cycle", "opaque op", "exceeds max-ops", "backend cannot
compile ..."). Profitability is not decided here: passes weigh cost separately.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import static_tensor
from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.analysis.opkinds import OpKind, has_side_effects, op_kind

FUSION_OP = "mhlo.fusion"

# The named checks, as they appear in explanations.
CYCLE = "would create a cycle"
OPAQUE = "opaque op cannot be fused"
SIDE_EFFECTS = "op has side effects"
CONTROL_FLOW = "control flow is a group boundary"
MAX_OPS = "exceeds max-ops"
MAX_OPERANDS = "exceeds max-operands"
TUPLE = "non-tensor values cannot cross a group boundary"
FUSIBLE = "legal"
# Producer-consumer checks (passes/producer_consumer.py).
CONTRACTION_BOUNDARY = "contraction ends a group on this backend"
OUTSIDE_USERS = "producer has users outside the group"
EXPENSIVE_DUPLICATE = "expensive producer would be duplicated"
EXPENSIVE_RECOMPUTE = (
    "expensive producer would be computed twice (read by a reduction and by its epilogue)"
)
GATHER_REUSED = "a gather would be re-run for every element of a broadcast of it"
WHOLE_DYNAMIC_SLICE = "a dynamic slice of a whole operand is the operand itself (XLA folds it)"
CLONE_READS_MORE = (
    "a duplicate inside a reduction would read more new operands than the result it replaces"
)
LOOP_CARRIED_CLONE = "clone would sit beside its loop-carried original"
LOOP_ALIAS_CLONE = "the group also reads the producer through a loop that carries it unchanged"
NOT_DUPLICABLE = "only elementwise, broadcast and constant producers are duplicated"
LARGE_DUPLICATE = "constant too large to duplicate"
WIDTH_BITCAST = "a bitcast_convert that changes the element width is a group boundary"
CONSTANTS_ONLY = "a group of one op and its constants saves nothing"
CANCELLING_PAIR = "an op that undoes the op it reads: XLA folds the two to nothing"

# Sibling and horizontal checks (passes/_multi.py).
LIBRARY_KERNEL = "a member runs as one library kernel, which a multi-result group would not"
IN_PLACE_UPDATE = (
    "a member updates a buffer in place, which only its group's one result does in one kernel"
)


@dataclass(frozen=True)
class Check:
    ok: bool
    check: str
    detail: str = ""
    route: str | None = None


_FUSIBLE = Check(True, FUSIBLE)


def body_ops(op: ir.Operation) -> list[ir.Operation]:
    """The ops a group member stands for: a fusion's body (terminator excluded), or itself."""
    op = op.operation
    if op.name == FUSION_OP:
        return [o.operation for o in op.regions[0].blocks[0].operations][:-1]
    return [op]


def body_size(op: ir.Operation) -> int:
    """``len(body_ops(op))`` without listing them."""
    op = op.operation
    if op.name == FUSION_OP:
        return len(op.regions[0].blocks[0].operations) - 1
    return 1


def fusible_op(op: ir.Operation) -> Check:
    """Whether a single op may be inside any group at all."""
    op = op.operation
    name = op.name
    if name == FUSION_OP:
        return _FUSIBLE
    if has_side_effects(name):
        return Check(False, SIDE_EFFECTS, name)
    kind = op_kind(name)
    if kind == OpKind.OPAQUE:
        return Check(False, OPAQUE, name)
    if kind == OpKind.CONTROL_FLOW:
        return Check(False, CONTROL_FLOW, name)
    for v in (*op.operands, *op.results):
        if static_tensor(v.type) is None:
            return Check(False, TUPLE, f"{name} has a {v.type} value")
    if _whole_dynamic_slice(op):
        return Check(False, WHOLE_DYNAMIC_SLICE, name)
    if _width_changing_bitcast(op):
        return Check(False, WIDTH_BITCAST, name)
    return _FUSIBLE


def _width_changing_bitcast(op: ir.Operation) -> bool:
    """A ``bitcast_convert`` between element types of different widths, which changes the
    shape (two ui32 to one ui64: jax's RNG keys): grouped, it crashed XLA:CPU (found by
    fusion-fuzz: a segfault compiling ui32[2] -> ui64 -> broadcast as one fusion)."""
    if op.name != "stablehlo.bitcast_convert":
        return False
    a, b = static_tensor(op.operands[0].type), static_tensor(op.results[0].type)
    return a is not None and b is not None and list(a.shape) != list(b.shape)


def _whole_dynamic_slice(op: ir.Operation) -> bool:
    """A ``dynamic_slice`` of its whole operand, or a ``dynamic_update_slice`` whose update
    is the whole operand: the clamped offsets can only be zero, so XLA's simplifier makes it
    its operand (or its update), no kernel; inside a group that rewrite is lost (found by
    fusion-fuzz: a lone full-size update grouped, 2 kernels against unfused's 1)."""
    if op.name == "stablehlo.dynamic_slice":
        part, whole = op.results[0], op.operands[0]
    elif op.name == "stablehlo.dynamic_update_slice":
        part, whole = op.operands[1], op.operands[0]
    else:
        return False
    a, b = static_tensor(part.type), static_tensor(whole.type)
    return a is not None and b is not None and list(a.shape) == list(b.shape)


def check_group(
    graph: BlockGraph,
    members: Iterable[int],
    capabilities: object | None = None,
    max_ops: int | None = None,
    max_operands: int | None = None,
    *,
    duplicated: Iterable[int] = (),
) -> Check:
    """Whether the block ops at ``members`` may become one group, and by which route.

    ``duplicated`` (a subset of ``members``) are ops that will be cloned into the group (or
    whose other users are served by clones elsewhere): their uses outside the group stay
    with the original op, so those uses are neither group results nor paths out of it."""
    from fusion_mlir.analysis.boundary import boundary

    members = sorted(set(members))
    dup = set(duplicated) & set(members)
    for i in members:
        c = fusible_op(graph.op(i))
        if not c.ok:
            return c
    if max_ops is not None and (n := sum(body_size(graph.op(i)) for i in members)) > max_ops:
        return Check(False, MAX_OPS, f"{n} ops > {max_ops}")
    if creates_cycle(graph, members, dup):
        return Check(False, CYCLE)
    inputs, outputs = boundary([graph.op(i) for i in members])
    if dup:
        dup_ops = {graph.op(i) for i in dup}
        outputs = [v for v in outputs if v.owner.operation not in dup_ops]
    if max_operands is not None and len(inputs) > max_operands:
        return Check(False, MAX_OPERANDS, f"{len(inputs)} operands > {max_operands}")
    if not outputs:
        return Check(False, "group has no result used outside")
    if capabilities is None:
        return Check(True, FUSIBLE, route="fusion-op")
    from fusion_mlir.analysis.features import group_features

    # The top-level ops, fusions included: group_features resolves their block arguments.
    top = [graph.op(i) for i in members]
    verdict = capabilities.check(group_features(top, [v.type for v in outputs]))
    if not verdict.ok:
        return Check(False, verdict.reason)
    return Check(True, FUSIBLE, route=verdict.route)


def creates_cycle(graph: BlockGraph, members: Iterable[int], dup: Iterable[int] = ()) -> bool:
    """``graph.creates_cycle`` where the ``dup`` members are in the group but have no edges out
    of it (their outside users keep the original op, or read a clone elsewhere). Reaching a
    duplicated member from outside closes a cycle: its clone reads the same producers."""
    members, dup = set(members), set(dup)
    return graph.creates_cycle(members, exits=members - dup if dup else None)
