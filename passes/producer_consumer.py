"""``producer-consumer``: vertical fusion, each consumer grows a group towards its producers.

Rule: each block (function bodies, while bodies and conditions, case/if branches) is walked
from its last op to its first, and every op not yet in a group starts one and grows it
towards its producers, nearest first; a producer joins when all its users are in the group,
or else, with ``allow-duplication``, when it is cheap (elementwise, broadcast, a small
constant or iota; not ``is_expensive``) and a clone of it joins instead while the original
keeps its other users, and in both cases only if ``legality.check_group`` accepts the grown
group (opaque, side-effecting, control-flow and tuple ops never join; backend capabilities;
``max-ops``, ``max-operands``; no cycle). A contraction joins only where the backend's
table allows a dot-epilogue, and then only into a group of that shape (the dot reads group
operands; elementwise ops and reductions a library kernel runs read it; one result): on
XLA:CPU such a group is one library kernel, and any other group holding a dot a naive loop.
A group of one op is not formed.

How: every group this builds has one exit, its root (every other member's users are in the
group or read a clone of it elsewhere; an op that a clone elsewhere reads is itself only ever
cloned), and members are added in descending block order, so groups formed from one graph of
the block never depend on each other both ways: all groups of a block are decided on one
``BlockGraph`` and then formed with ``grouping.form_fusion`` (a duplicated producer joins
as a copy). The block is then analysed again until nothing
fuses, so running the pass a second time changes nothing. ``check_group`` is O(group) per
call; a join that cannot change the group's capability features (a plain elementwise
producer into plain elementwise users, see ``_OpInfo.plains``) after one full check only
re-checks the size limits, which keeps the pass linear (``VERIFY_FAST_PATH`` compares both).

Each candidate producer gets one ``Decision``; ``bytes_saved`` of a fused one is the marginal
estimate ``_OpInfo.saved_bytes`` (the producer's result is no longer written and read back; a
clone saves the read and re-reads its operands), not ``cost.bytes_saved`` of the whole group,
which is O(group) per decision.
"""

from __future__ import annotations

import functools
import heapq
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary, legality
from fusion_mlir.analysis.cost import dot_dimension_numbers, nbytes, num_elements, static_tensor
from fusion_mlir.analysis.features import ROUTES, Feature, featureless, library_op, trivial_reduce
from fusion_mlir.analysis.graph import (
    BlockGraph,
    nested_operands,
)
from fusion_mlir.analysis.opkinds import OpKind, is_expensive, op_kind
from fusion_mlir.errors import InternalError
from fusion_mlir.passkit.base import PassContext
from fusion_mlir.passkit.driver import BlockPass
from fusion_mlir.passkit.explain import Decision
from fusion_mlir.passkit.naming import Namer
from fusion_mlir.passkit.plan import GroupPlan

# Blocks whose ops may be grouped: function bodies and the regions of structured control flow.

# Rounds per block: a round forms groups on one graph of the block, the next finds what the
# new groups can still absorb (usually nothing). The bound only guards against a bug.
MAX_ROUNDS = 8  # per block (``BlockPass.rounds``)

# Tests set this to run the full ``check_group`` next to every fast-path check and compare.
VERIFY_FAST_PATH = False

# A constant is duplicated into a consumer's group only if it is a splat or this small.
MAX_DUPLICATED_CONSTANT_ELEMENTS = 64

_AT_OUTPUT = frozenset({"output"})

_LOOPS = frozenset({"stablehlo.while", "mhlo.while"})
_REDUCES = frozenset({"stablehlo.reduce", "mhlo.reduce"})
_DOTS = frozenset({"stablehlo.dot_general", "mhlo.dot_general"})

_CHEAP_KINDS = frozenset({OpKind.ELEMENTWISE, OpKind.BROADCAST, OpKind.CONSTANT})


@functools.cache
def _legal_by(route: str) -> legality.Check:
    return legality.Check(True, legality.FUSIBLE, route=route)


def _splat_constant(v: ir.Value, memo: dict[ir.Value, bool]) -> bool:
    """Whether ``v`` is computed from splat constants alone by cheap region-free ops (what
    XLA's simplifier folds to a constant before it fuses). ``memo`` keeps every value's
    answer, so chains are followed once (``_OpInfo.splat`` answers for a block's own ops)."""
    stack = [v]
    while stack:
        x = stack[-1]
        if x in memo:
            stack.pop()
            continue
        owner = x.owner
        op = None if isinstance(owner, ir.Block) else owner.operation
        if op is None or len(op.regions) or op_kind(op.name) not in _CHEAP_KINDS:
            memo[x] = False
        elif op.name.endswith(".constant"):
            attr = op.attributes.get("value", None)
            memo[x] = isinstance(attr, ir.DenseElementsAttr) and attr.is_splat
        elif not len(op.operands) or any(memo.get(y) is False for y in op.operands):
            memo[x] = False
        elif (pending := next((y for y in op.operands if y not in memo), None)) is not None:
            stack.append(pending)  # one operand at a time: the first False settles ``x``
            continue
        else:
            memo[x] = True
        stack.pop()
    return memo[v]


def _cheap_after_simplification(op: ir.Operation, splat: Callable[[ir.Value], bool]) -> bool:
    """Whether XLA makes ``op`` cheap before it fuses: an op of splat constants folds to a
    constant; a float divide by a splat constant becomes a multiply by its reciprocal; an
    integer divide or remainder by one compiles to multiplies and shifts (as XLA's
    ``InstructionFusion::IsExpensive`` says)."""
    if len(op.operands) and all(splat(v) for v in op.operands):
        return True
    if op.name not in ("stablehlo.divide", "stablehlo.remainder") or not splat(op.operands[1]):
        return False
    t = op.results[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return False
    integer = ir.RankedTensorType(t).element_type.typeid == ir.IntegerType.static_typeid
    return integer or op.name == "stablehlo.divide"


def _duplication_veto(op: ir.Operation, splat: Callable[[ir.Value], bool]) -> str | None:
    """Why ``op`` may not be cloned into a consumer's group, or None if it may (``splat``:
    see ``_splat_constant``)."""
    name = op.name
    if name == boundary.FUSION_OP or (
        is_expensive(name) and not _cheap_after_simplification(op, splat)
    ):
        return legality.EXPENSIVE_DUPLICATE
    kind = op_kind(name)
    if kind not in _CHEAP_KINDS:
        return legality.NOT_DUPLICABLE
    if name.endswith(".constant") and "value" in op.attributes:
        attr = op.attributes["value"]
        if isinstance(attr, ir.DenseElementsAttr) or ir.DenseElementsAttr.isinstance(attr):
            dense = ir.DenseElementsAttr(attr)
            if not dense.is_splat and len(dense) > MAX_DUPLICATED_CONSTANT_ELEMENTS:
                return legality.LARGE_DUPLICATE
    return None


# Ops whose regions read only their own block arguments (a fusion body, a reducer...).
_ISOLATED = frozenset(
    {
        boundary.FUSION_OP,
        "stablehlo.reduce",
        "stablehlo.reduce_window",
        "stablehlo.map",
        "stablehlo.sort",
        "stablehlo.scatter",
        "stablehlo.select_and_scatter",
    }
)


class _OpInfo:
    """Per-op facts of one block graph: the cheap ones listed up front (``_grow`` reads them
    per candidate), the rest computed once on first use."""

    def __init__(self, graph: BlockGraph, plain_route: str | None) -> None:
        self.graph = graph
        self.plain_route = plain_route  # the route of a group of plain ops on this backend
        self.names = names = [op.name for op in graph.ops]
        self.kinds: list[OpKind] = [op_kind(name) for name in names]
        # How many ops each op stands for (a fusion: its body).
        self.sizes: list[int] = [
            legality.body_size(op) if name == boundary.FUSION_OP else 1
            for op, name in zip(graph.ops, names, strict=True)
        ]
        self.constants: list[bool] = [name == "stablehlo.constant" for name in names]
        # Plain: can add no capability feature to a group whose members read it (a
        # ``featureless`` elementwise op, or a constant other than iota). Joining as a
        # producer whose operands all come from outside the group, a broadcast cannot either.
        self.plains: list[bool] = [
            featureless(name) or (kind is OpKind.CONSTANT and "iota" not in name)
            for name, kind in zip(names, self.kinds, strict=True)
        ]
        self.plain_joins: list[bool] = [
            plain or kind is OpKind.BROADCAST
            for plain, kind in zip(self.plains, self.kinds, strict=True)
        ]
        # A loop body's terminator carries values on to the next iteration.
        self._carries = graph.block.owner.name in _LOOPS
        # (reader, producer): the reader reads a loop result that is the producer's result
        # carried through the loop unchanged (see ``_carried_from``).
        self.loop_aliases: set[tuple[int, int]] = set()
        for i, name in enumerate(names):
            if name in _LOOPS:
                for r in graph.op(i).results:
                    d = graph.value_def.get(_carried_from(r))
                    if d is not None and d != i:
                        self.loop_aliases.update(
                            (j, d)
                            for u in r.uses
                            if (j := graph.index.get(u.owner.operation)) is not None
                        )
        self._saved: dict[tuple[int, bool], int] = {}
        self._veto: list[str | bool | None] = [False] * len(graph)  # False: not computed
        self._splat: dict[ir.Value, bool] = {}  # values defined outside the block
        self._splat_op: list[bool | None] = [None] * len(graph)
        self._numbers: dict[ir.Value, tuple[int, int]] = {}
        self._values: list[ir.Value] = []  # by number
        self._unit_reduce: dict[int, bool] = {}
        self._folds: list[bool | None] = [None] * len(graph)
        self._external_ids: dict[int, list[tuple[int, int]]] = {}
        self._result_ids: dict[int, list[int]] = {}

    def external_ids(self, i: int) -> list[tuple[int, int]]:
        """The distinct values op ``i`` (and its regions) reads that it does not define
        itself, as (value number, index of the defining op or -1) pairs: the incremental
        boundary of a growing group is kept in numbers, not in hashed values."""
        if (ids := self._external_ids.get(i)) is None:
            op = self.graph.op(i)
            if op.name in _ISOLATED or not len(op.regions):
                vals = op.operands
            else:
                inside = {b.operation for b in boundary.walk(op)}
                vals = [v for v in nested_operands(op) if not _defined_in(v, inside)]
            self._external_ids[i] = ids = list(dict.fromkeys(map(self._number, vals)))
        return ids

    def result_ids(self, i: int) -> list[int]:
        """The value numbers of op ``i``'s results (see ``external_ids``)."""
        if i not in self._result_ids:
            self._result_ids[i] = [self._number(r)[0] for r in self.graph.op(i).results]
        return self._result_ids[i]

    def _number(self, v: ir.Value) -> tuple[int, int]:
        if (n := self._numbers.get(v)) is None:
            self._numbers[v] = n = (len(self._numbers), self.graph.value_def.get(v, -1))
            self._values.append(v)
        return n

    def gathers(self, i: int) -> bool:
        """Whether op ``i`` is a gather or a fusion holding one."""
        if self.names[i] == GATHER:
            return True
        if self.names[i] != boundary.FUSION_OP:
            return False
        body = self.graph.op(i).regions[0].blocks[0].operations
        return any(o.operation.name == GATHER for o in body)

    def bytes_of(self, numbers: Iterable[int]) -> int:
        """Bytes of the values with these numbers (see ``external_ids``)."""
        return sum(nbytes(self._values[n].type) for n in numbers)

    def saved_bytes(self, i: int, cloned: bool) -> int:
        """Traffic saved by fusing op ``i`` into a consumer: its result is no longer written
        and read back; a clone saves only the read and re-reads the clone's operands."""
        key = (i, cloned)
        if key not in self._saved:
            op = self.graph.op(i)
            out = sum(nbytes(r.type) for r in op.results)
            self._saved[key] = out - sum(nbytes(v.type) for v in op.operands) if cloned else 2 * out
        return self._saved[key]

    def veto(self, i: int) -> str | None:
        """``_duplication_veto`` of op ``i``."""
        v = self._veto[i]
        if v is False:
            self._veto[i] = v = _duplication_veto(self.graph.op(i), self.splat)
        return v  # type: ignore[return-value]

    def splat(self, v: ir.Value) -> bool:
        """``_splat_constant(v)``, followed along the graph's edges for the block's ops."""
        i = self.graph.value_def.get(v)
        return _splat_constant(v, self._splat) if i is None else self._splat_at(i)

    def _splat_at(self, i: int) -> bool:
        """``_splat_constant`` of block op ``i``'s result, one operand at a time (the first
        that is not settles it), each op's answer kept."""
        memo = self._splat_op
        stack = [i]
        while stack:
            j = stack[-1]
            if memo[j] is not None:
                stack.pop()
                continue
            op = self.graph.op(j)
            if self.kinds[j] not in _CHEAP_KINDS or len(op.regions):
                memo[j] = False
            elif self.names[j].endswith(".constant"):
                attr = op.attributes.get("value", None)
                memo[j] = isinstance(attr, ir.DenseElementsAttr) and attr.is_splat
            else:
                ids = self.external_ids(j)
                pending = None
                ok = bool(ids)  # an op of no operands (an iota) is not folded here
                for n, d in ids:
                    known = _splat_constant(self._values[n], self._splat) if d < 0 else memo[d]
                    if known is False:
                        ok = False
                        break
                    if known is None and pending is None:
                        pending = d
                if ok and pending is not None:
                    stack.append(pending)
                    continue
                memo[j] = ok
            stack.pop()
        return bool(memo[i])

    def unit_reduce(self, i: int) -> bool:
        """Whether op ``i`` is a reduce over unit dimensions only (XLA makes it a reshape:
        no loop of its own)."""
        if (u := self._unit_reduce.get(i)) is None:
            self._unit_reduce[i] = u = trivial_reduce(self.graph.op(i))
        return u

    def folds(self, i: int) -> bool:
        """Whether XLA computes op ``i`` at compile time: a constant or iota, an integer
        compare of a value with itself (its simplifier makes that a constant), or an op of
        the block other than a loop or a fusion whose operands all fold, read directly or
        carried unchanged through a loop (``_carried_from``). Each op's answer is kept."""
        memo = self._folds
        stack = [i]
        while stack:
            j = stack[-1]
            if memo[j] is not None:
                stack.pop()
                continue
            deps = self._fold_deps(j)
            if not isinstance(deps, bool):
                if todo := [d for d in deps if memo[d] is None]:
                    stack.extend(todo)  # operands come first in the block: no cycle
                    continue
                deps = all(memo[d] for d in deps)
            memo[j] = deps
            stack.pop()
        return bool(memo[i])

    def _fold_deps(self, j: int) -> bool | list[int]:
        """``folds`` of op ``j`` when settled by ``j`` alone, else the block ops it awaits."""
        kind, name, op = self.kinds[j], self.names[j], self.graph.op(j)
        if kind is OpKind.CONSTANT:
            return True
        if name in _LOOPS or name == boundary.FUSION_OP or not len(op.operands):
            return False
        if not legality.fusible_op(op).ok:
            return False
        if name == "stablehlo.compare" and op.operands[0] == op.operands[1]:
            t = static_tensor(op.operands[0].type)
            return t is not None and isinstance(t.element_type, ir.IntegerType)
        deps = []
        for v in op.operands:
            v = _carried_from(v)
            d = self.graph.value_def.get(v)
            if d is None:  # a block argument, or a value from an enclosing region
                owner = v.owner
                if isinstance(owner, ir.Block) or op_kind(owner.operation.name) is not (
                    OpKind.CONSTANT
                ):
                    return False
                continue
            deps.append(d)
        return deps or True  # every operand a constant from an enclosing region

    def loop_carried(self, i: int) -> bool:
        """Whether op ``i`` is read by the terminator of a loop's block (carried on)."""
        return self._carries and len(self.graph) - 1 in self.graph.users[i]


def _carried_from(v: ir.Value) -> ir.Value:
    """The value a loop result stands for when the loop body returns that element of its
    state unchanged (its initial value; followed through nested loops), else ``v``."""
    while not isinstance(owner := v.owner, ir.Block) and owner.operation.name in _LOOPS:
        k = ir.OpResult(v).result_number
        body = owner.operation.regions[1].blocks[0]
        ret = list(body.operations)[-1]
        if ret.operands[k] != body.arguments[k]:
            break
        v = owner.operation.operands[k]
    return v


def _defined_in(v: ir.Value, ops: set[ir.Operation]) -> bool:
    owner = v.owner
    if isinstance(owner, ir.Block):
        owner = owner.owner
    return owner is not None and owner.operation in ops


GATHER = "stablehlo.gather"


@dataclass
class _Plan:
    """One group decided on a block graph: member indices, and which of them are clones."""

    root: int
    members: set[int] = field(default_factory=set)
    clones: set[int] = field(default_factory=set)  # members that join as a clone
    # producer index -> the members that read it (the group's edges, in the order added)
    member_users: defaultdict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    # Where XLA's loop emitter evaluates each member: inside the loop of a reduction in the
    # group (``in_reduction``), at the group's output index (``at_output``), or both.
    in_reduction: set[int] = field(default_factory=set)
    at_output: set[int] = field(default_factory=set)
    # Whether a member is a reduction: without one, every member is evaluated at the output.
    reduces: bool = False
    # Whether the group's features depend on every member being an op a library kernel runs
    # (a dot-epilogue, a reduce-chain of library ops): it holds a contraction, two
    # reductions, or an earlier fusion. Then no join takes ``_quick_check``'s fast path.
    library_sensitive: bool = False


@dataclass
class _Round:
    """One round over one block: its graph, per-op facts, and what the groups decided so far
    have taken."""

    graph: BlockGraph
    info: _OpInfo
    fusible_at: Callable[[int], legality.Check]
    assigned: list[bool]  # moved into some group
    pinned: list[bool]  # read by a clone in some group: must stay outside every group
    # producer -> users that read a clone of it
    served: defaultdict[int, set[int]] = field(default_factory=lambda: defaultdict(set))

    def must_clone(self, p: int, in_group: int) -> bool:
        """Whether producer ``p``, read by ``in_group`` kept members of a group, can join it
        only as a clone: it is pinned, or some user is neither in the group nor served by a
        clone elsewhere."""
        return self.pinned[p] or in_group + len(self.served.get(p, ())) < len(self.graph.users[p])


@dataclass(frozen=True)
class ProducerConsumer(BlockPass):
    """Fuse producers into their consumers (vertical fusion); see the module docstring."""

    name = "producer-consumer"
    rounds = MAX_ROUNDS
    summary = "grow a group from each consumer towards its producers (vertical fusion)"

    max_ops: int = 64
    max_operands: int = 16
    allow_duplication: bool = True

    def __post_init__(self) -> None:
        if self.max_ops < 2:
            raise ValueError("max-ops must be at least 2")
        if self.max_operands < 1:
            raise ValueError("max-operands must be at least 1")

    # -- one round over one block ------------------------------------------------------------

    def fuse_block(self, block: ir.Block, ctx: PassContext, namer: Namer, round_: int) -> int:
        """Decide every group of ``block`` on one graph, then form them; returns how many.

        The first round records rejections too (later rounds record only what they fuse)."""
        record_all = round_ == 0
        graph = BlockGraph(block)
        n = len(graph)
        if n < 2:
            return 0
        info = _OpInfo(graph, self._plain_route(ctx.capabilities))
        fusible: list[legality.Check | None] = [None] * n
        plans: list[_Plan] = []

        def fusible_at(i: int) -> legality.Check:
            c = fusible[i]
            if c is None:
                op = graph.op(i)
                c = legality.fusible_op(op)
                if c.ok and self._contraction_stops(op, ctx):
                    c = legality.Check(False, legality.CONTRACTION_BOUNDARY, op.name)
                fusible[i] = c
            return c

        r = _Round(graph, info, fusible_at, assigned=[False] * n, pinned=[False] * n)
        for root in range(n - 1, -1, -1):
            if not graph.users[root] and not self._used_elsewhere(graph.op(root)):
                continue  # dead: no group rooted here has a result
            if (
                self._folds_to_constant(r, root)
                or self._reduces_a_split_dot(r, root)
                or self._reduce_of_reduce(r, root)
            ):
                continue  # XLA rewrites it; a group would keep its simplifier out
            if r.assigned[root] or not fusible_at(root).ok:
                if (
                    record_all
                    and not r.assigned[root]
                    and fusible_at(root).check == legality.CONTRACTION_BOUNDARY
                ):
                    for p in graph.producers[root]:
                        if fusible_at(p).ok:
                            self._record(ctx, namer, graph, p, root, False, fusible[root])
                continue
            if not (record_all and ctx.explaining) and not any(
                self._may_join(r, p) for p in graph.producers[root]
            ):
                continue  # no producer can join: the group would be the root alone
            plan = self._grow(r, root, ctx, namer, record_all)
            if plan is not None:
                plans.append(plan)
        formed = GroupPlan(graph)
        for plan in plans:
            formed.add([i for i in sorted(plan.members) if i not in plan.clones], plan.clones)
        # Only the root escapes a group: one fusion result per root result that is read.
        read = [sum(1 for r in graph.op(p.root).results if next(iter(r.uses), None)) for p in plans]
        for n_results, fusion in zip(read, formed.form(self.name), strict=True):
            if len(fusion.results) != n_results:
                raise InternalError(f"a producer-consumer group has {len(fusion.results)} results")
        return len(plans)

    def _may_join(self, r: _Round, p: int) -> bool:
        """Whether producer ``p`` passes ``_grow``'s first tests for a group of a root alone
        (not taken, fusible, and duplicable if it must be cloned)."""
        if r.assigned[p] or not r.fusible_at(p).ok:
            return False
        return not r.must_clone(p, 1) or self._clone_veto(r.info, p) is None

    def _clone_veto(self, info: _OpInfo, p: int) -> str | None:
        """Why producer ``p`` may not join a group as a clone, or None if it may."""
        return info.veto(p) if self.allow_duplication else legality.OUTSIDE_USERS

    @staticmethod
    def _folds_to_constant(r: _Round, i: int) -> bool:
        """Whether op ``i`` computes from constants only, so that XLA's constant folding
        may replace it (``_OpInfo.folds``), while a group's result it cannot fold (seen: a
        reduce of an iota grouped with its init constants was 2 kernels where unfused XLA
        runs 1, also when the iota passed through a loop that never runs, which XLA
        removes; an integer ``compare(x, x)`` grouped with the ops after it, 2 against 1).
        Left out of a group, such an op is one kernel at most."""
        return bool(len(r.graph.op(i).operands)) and r.info.folds(i)

    @staticmethod
    def _reduces_a_split_dot(r: _Round, i: int) -> bool:
        """Whether op ``i`` is a reduce of a ``dot_general`` with an operand made of batch
        and contracting dimensions alone: XLA's simplifier rewrites such a dot as a multiply
        and a reduce, then merges this reduce into that one (seen: 3 kernels unfused, 4 with
        the reduce grouped with its init constant). Left out of a group, the reduce is one
        kernel at most."""
        if r.info.names[i] not in _REDUCES:
            return False
        for p in r.graph.producers[i]:
            if r.info.names[p] not in _DOTS:
                continue
            dot = r.graph.op(p)
            d = dot_dimension_numbers(dot)
            if d is None:
                continue
            sides = (
                (dot.operands[0], d.lhs_batching_dimensions, d.lhs_contracting_dimensions),
                (dot.operands[1], d.rhs_batching_dimensions, d.rhs_contracting_dimensions),
            )
            if any(
                (t := static_tensor(v.type)) is not None and t.rank == len(b) + len(c)
                for v, b, c in sides
            ):
                return True
        return False

    @staticmethod
    def _reduce_of_reduce(r: _Round, i: int) -> bool:
        """Whether op ``i`` is one of a pair of reduces that XLA's simplifier merges into
        one: a single-result reduce of another, read by nothing else, with the same reducer
        (found by fusion-fuzz: a sum of a column sum, each grouped with its init constant,
        2 kernels against unfused's 1). Left out of groups, the pair is one kernel."""

        def reducer(j: int) -> str | None:
            op = r.graph.op(j)
            if r.info.names[j] != "stablehlo.reduce" or len(op.results) != 1:
                return None
            body = [o.operation.name for o in op.regions[0].blocks[0].operations]
            return body[0] if len(body) == 2 else None

        def pair(outer: int, inner: int) -> bool:
            return (
                reducer(outer) is not None
                and reducer(outer) == reducer(inner)
                and r.graph.users[inner] == [outer]
                and r.graph.op(outer).operands[0] == r.graph.op(inner).results[0]
            )

        return any(pair(i, p) for p in r.graph.producers[i]) or any(
            pair(u, i) for u in r.graph.users[i]
        )

    @staticmethod
    def _library_keeps(graph: BlockGraph, members: set[int], caps: Any) -> bool:
        """Whether the group of ``members`` runs as one library kernel, which computes each
        value once: the backend's table allows a reduce-chain of library ops (on XLA:CPU
        the regroup hook makes such a group one library kernel) and the library runs every
        member (``features.library_op``)."""
        if not any(caps.allows(Feature.REDUCE_CHAIN_LIBRARY, route) for route in ROUTES):
            return False
        return all(library_op(o) for i in members for o in legality.body_ops(graph.op(i)))

    @staticmethod
    def _used_elsewhere(op: ir.Operation) -> bool:
        """Whether a result of ``op`` is used outside its block's graph (a nested region)."""
        return any(len(list(r.uses)) for r in op.results)

    @staticmethod
    def _contraction_stops(op: ir.Operation, ctx: PassContext) -> bool:
        """Whether ``op`` is a contraction that no group may hold on this backend: every
        one where the backend's table refuses a dot-epilogue (a dot of group operands ahead
        of elementwise ops and reductions, which a library kernel runs whole); where it
        allows one, ``check_group`` admits only groups of that shape."""
        if op_kind(op.name) is not OpKind.CONTRACTION:
            return False
        caps = ctx.capabilities
        return not any(caps.allows(Feature.DOT_EPILOGUE, route) for route in ROUTES)

    def _grow(
        self, r: _Round, root: int, ctx: PassContext, namer: Namer, record_all: bool
    ) -> _Plan | None:
        """Grow the group rooted at ``root``; commit and return it if it has two ops or more."""
        graph, info, fusible_at = r.graph, r.info, r.fusible_at
        assigned, served, pinned = r.assigned, r.served, r.pinned
        plan = _Plan(
            root,
            {root},
            at_output={root},
            reduces=self._reduces(info, root),
            library_sensitive=self._may_hold_library_shape(info, root),
        )
        for q in graph.producers[root]:
            plan.member_users[q].append(root)
        kept = {root}  # members that are not clones
        check_dup: set[int] = set()  # members whose outside uses are served elsewhere
        heap = [-p for p in graph.producers[root]]
        heapq.heapify(heap)
        queued = set(graph.producers[root])
        caps = ctx.capabilities
        # Incremental state of the group, for the fast path of ``_quick_check``.
        n_flat = info.sizes[root]
        inputs = {v for v, _ in info.external_ids(root)}
        # Set by the first full check, or now for a plain root: alone it has no features.
        route: str | None = None
        if info.plains[root] and len(graph.users[root]) and len(graph.op(root).results) == 1:
            route = info.plain_route
        record = record_all and ctx.explaining

        def refuse(check: legality.Check | str) -> None:
            """Record that the producer at hand does not join (a check, or a check's name)."""
            if record:
                c = check if isinstance(check, legality.Check) else legality.Check(False, check)
                self._record(ctx, namer, graph, p, member_users[p][0], False, c)

        members, member_users, clones = plan.members, plan.member_users, plan.clones
        producers = graph.producers
        sizes, plains = info.sizes, info.plains
        while heap:
            p = -heapq.heappop(heap)
            if assigned[p]:
                continue
            c = fusible_at(p)
            if not c.ok:
                refuse(c)
                continue
            # Users outside the group: real ones not served by a clone, and clones elsewhere.
            in_group = sum(1 for u in member_users[p] if u in kept)
            clone = r.must_clone(p, in_group)
            if clone:
                veto = self._clone_veto(info, p)
                if veto is not None:
                    detail = "allow-duplication=false" if veto == legality.OUTSIDE_USERS else ""
                    refuse(legality.Check(False, veto, detail))
                    continue
            if info.gathers(p) and self._reused(info, plan, p):
                refuse(legality.GATHER_REUSED)
                continue
            evaluated = self._evaluated(info, plan, p) if plan.reduces else _AT_OUTPUT
            if (
                len(evaluated) == 2
                and info.veto(p) == legality.EXPENSIVE_DUPLICATE
                and info.kinds[p] is not OpKind.CONTRACTION  # a library kernel keeps values
                and not self._library_keeps(graph, members | {p}, caps)
            ):
                refuse(legality.EXPENSIVE_RECOMPUTE)
                continue
            if clone and any((u, p) in info.loop_aliases for u in member_users[p]):
                # XLA forwards that loop result to the original (and drops a loop that never
                # runs), then sees one value read twice, as in compare(x, x), which it folds.
                # A clone makes them two values (found by fusion-fuzz: 2 kernels against 1).
                refuse(legality.LOOP_ALIAS_CLONE)
                continue
            if clone and info.loop_carried(p):
                # The original stays for the next iteration anyway, so the clone saves no
                # kernel, and a second reader of the loop value made XLA's copy insertion
                # add a copy (found by fusion-fuzz: 8 kernels against unfused's 7).
                refuse(legality.LOOP_CARRIED_CLONE)
                continue
            dup = clone or bool(served.get(p))  # its outside uses are served elsewhere
            gone = [r for r in info.result_ids(p) if r in inputs]
            new = [v for v, d in info.external_ids(p) if v not in inputs and d not in members]
            if clone and "reduction" in evaluated and info.bytes_of(new) > info.bytes_of(gone):
                # The original stays for its other users, so its result is written anyway.
                # Inside a reduction's loop a clone that reads more new operands than that
                # result only adds traffic, strided for a column sum (a gelu derivative
                # cloned into a bias gradient's column sum read five arrays instead of one:
                # 0.67 ms against XLA's 0.05 ms). Elementwise consumers read rows
                # contiguously and keep XLA's duplication of cheap producers.
                refuse(legality.CLONE_READS_MORE)
                continue
            trial_flat = n_flat + sizes[p]
            chk = None
            if trial_flat > self.max_ops:  # members are fusible, so this is check_group's verdict
                chk = legality.Check(False, legality.MAX_OPS, f"{trial_flat} ops > {self.max_ops}")
            elif (
                route is not None
                and not plan.library_sensitive
                and info.plain_joins[p]
                and (
                    info.constants[p]  # group_features never counts a constant as computed
                    or all(plains[u] for u in member_users[p])
                )
            ):
                chk = self._quick_check(trial_flat, len(inputs) - len(gone) + len(new), route)
            if chk is None or VERIFY_FAST_PATH:
                full = legality.check_group(
                    graph,
                    [*members, p],
                    caps,
                    self.max_ops,
                    self.max_operands,
                    duplicated=check_dup | {p} if dup else check_dup,
                )
                if chk is not None and (chk.ok, chk.check) != (full.ok, full.check):
                    raise InternalError(f"producer-consumer fast path: {chk} != {full}")
                chk = full
            if not chk.ok:
                refuse(chk)
                continue
            members.add(p)
            if dup:
                check_dup.add(p)
            if "reduction" in evaluated:
                plan.in_reduction.add(p)
            if "output" in evaluated:
                plan.at_output.add(p)
            plan.library_sensitive = (
                plan.library_sensitive
                or self._may_hold_library_shape(info, p)
                or (plan.reduces and self._reduces(info, p))
            )
            plan.reduces = plan.reduces or self._reduces(info, p)
            n_flat, route = trial_flat, chk.route
            inputs.difference_update(gone)
            inputs.update(new)
            if clone:
                clones.add(p)
                served[p].update(u for u in member_users[p] if u in kept)
            else:
                kept.add(p)
                assigned[p] = True
            if ctx.explaining:
                saved = info.saved_bytes(p, clone)
                self._record(ctx, namer, graph, p, member_users[p][0], True, chk, clone, saved)
            for q in producers[p]:
                member_users[q].append(p)
                if q not in queued:
                    queued.add(q)
                    heapq.heappush(heap, -q)
        if len(plan.members) < 2:
            return None
        assigned[root] = True
        for d in plan.clones:  # a clone reads its operands from outside the group
            for q in graph.producers[d]:
                if q not in plan.members:
                    pinned[q] = True
        return plan

    @staticmethod
    def _reduces(info: _OpInfo, i: int) -> bool:
        """Whether op ``i`` runs a reduction loop of its own."""
        return info.kinds[i] is OpKind.REDUCTION and not info.unit_reduce(i)

    @staticmethod
    def _may_hold_library_shape(info: _OpInfo, i: int) -> bool:
        """Whether op ``i`` alone may make a group's features depend on library ops: a
        contraction, or a fusion formed earlier (its body may hold one, or reductions)."""
        return info.kinds[i] is OpKind.CONTRACTION or info.names[i] == boundary.FUSION_OP

    @staticmethod
    def _reused(info: _OpInfo, plan: _Plan, p: int) -> bool:
        """Whether a member reading ``p``, directly or through other members, has more
        elements than ``p``'s result (a broadcast of it): the loop emitter evaluates ``p``
        again for each of them (XLA's fusion asks the same, ``ReusesOperandElements``)."""
        n = num_elements(info.graph.op(p).results[0].type)
        stack = [u for u in plan.member_users[p] if u in plan.members]
        seen = set(stack)
        while stack:
            u = stack.pop()
            if any(num_elements(r.type) > n for r in info.graph.op(u).results):
                return True
            for w in info.graph.users[u]:
                if w in plan.members and w not in seen:
                    seen.add(w)
                    stack.append(w)
        return False

    @staticmethod
    def _evaluated(info: _OpInfo, plan: _Plan, p: int) -> set[str]:
        """Where the loop emitter would evaluate producer ``p`` in ``plan``'s group:
        ``"reduction"`` (inside the loop of a reduction that reads it, directly or through
        other members) and/or ``"output"`` (at the group's output index). A kLoop fusion
        computes every member per element of what reads it and keeps no value between the two
        loops, so a member in both is computed twice: the reduction re-derives its operand
        while the epilogue derives it again (a softmax's ``exp`` read by its ``sum`` and its
        ``divide``)."""
        where: set[str] = set()
        for u in plan.member_users[p]:
            if u not in plan.members:
                continue
            if ProducerConsumer._reduces(info, u):
                where.add("reduction")
                continue
            if u in plan.in_reduction:
                where.add("reduction")
            if u in plan.at_output:
                where.add("output")
        return where

    @staticmethod
    def _plain_route(caps: Any) -> str | None:
        """The route of a group of plain elementwise ops (None: no route takes them)."""
        verdict = caps.check({Feature.ELEMENTWISE})
        return verdict.route if verdict.ok else None

    def _quick_check(self, n_flat: int, n_inputs: int, route: str) -> legality.Check:
        """``check_group`` for a join that cannot change the group's capability features.

        Used when the producer and its users in the group are plain elementwise ops (see
        ``_OpInfo.plain``) and a full check of this group has passed before: no member's
        fusibility changes, no cycle is possible (see the module docstring), the group keeps
        its one result, so only the size limits remain."""
        if n_flat > self.max_ops:
            return legality.Check(False, legality.MAX_OPS, f"{n_flat} ops > {self.max_ops}")
        if n_inputs > self.max_operands:
            return legality.Check(
                False, legality.MAX_OPERANDS, f"{n_inputs} operands > {self.max_operands}"
            )
        return _legal_by(route)

    def _record(
        self,
        ctx: PassContext,
        namer: Namer,
        graph: BlockGraph,
        producer: int,
        consumer: int,
        fused: bool,
        check: legality.Check,
        cloned: bool = False,
        saved: int = 0,
    ) -> None:
        """One decision: ``producer`` joins (``fused``) the group of ``consumer`` or not, with
        the bytes of memory traffic that saves (``_OpInfo.saved_bytes``)."""
        if not ctx.explaining:
            return
        p_op, c_op = graph.op(producer), graph.op(consumer)
        extra: dict = {}
        if fused:
            if cloned:
                extra["duplicated"] = True
            if check.route:
                extra["route"] = check.route
        ctx.record(
            Decision(
                self.name,
                [namer(p_op), namer(c_op)],
                fused,
                check.check + (" (duplicated)" if cloned else ""),
                saved,
                check.detail,
                extra,
            )
        )
