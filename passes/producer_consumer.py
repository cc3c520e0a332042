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
operands; elementwise ops and reductions a library kernel runs read it; one result), or of
a dot-chain's where the table allows one (a second dot reads such a group's result, with a
reduction in it, and a group operand: the softmax group forms first, the second dot takes
it in the next round): on XLA:CPU such a group is one library kernel, and any other group
holding a dot a naive loop.
A group of one op is not formed.

How: every group this builds has one exit, its root (every other member's users are in the
group or read a clone of it elsewhere; an op that a clone elsewhere reads is itself only ever
cloned), and members are added in descending block order, so groups formed from one graph of
the block never depend on each other both ways: all groups of a block are decided on one
``BlockGraph`` and then formed with ``grouping.form_fusion`` (a duplicated producer joins
as a copy). The block is then analysed again until nothing
fuses, so running the pass a second time changes nothing. ``check_group`` is O(group) per
call; a join that cannot change the group's capability features (a plain elementwise
producer into plain elementwise users, see ``OpFacts.plains``) after one full check only
re-checks the size limits, which keeps the pass linear (``VERIFY_FAST_PATH`` compares both).

Each candidate producer gets one ``Decision``; ``bytes_saved`` of a fused one is the marginal
estimate ``OpFacts.saved_bytes`` (the producer's result is no longer written and read back; a
clone saves the read and re-reads its operands), not ``cost.bytes_saved`` of the whole group,
which is O(group) per decision.
"""

from __future__ import annotations

import functools
import heapq
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fusion_mlir.passes._producer_facts import OpFacts
from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary, legality
from fusion_mlir.analysis.cost import dot_dimension_numbers, num_elements, static_tensor
from fusion_mlir.analysis.features import ROUTES, Feature, library_op, tree_split_reduce
from fusion_mlir.analysis.graph import (
    BlockGraph,
)
from fusion_mlir.analysis.opkinds import OpKind, has_side_effects, op_kind
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

_AT_OUTPUT = frozenset({"output"})

_REDUCES = frozenset({"stablehlo.reduce", "mhlo.reduce"})
_DOTS = frozenset({"stablehlo.dot_general", "mhlo.dot_general"})
# Ops larger than an operand only by what else they hold: each element of the operands at
# these positions (None: every operand) is read once. A pad's padding value and a dynamic
# update slice's start indices are read again for every element.
_READS_ONCE: dict[str, frozenset[int] | None] = {
    f"{d}.{op}": positions
    for d in ("stablehlo", "mhlo")
    for op, positions in (
        ("concatenate", None),
        ("pad", frozenset({0})),
        ("dynamic_update_slice", frozenset({0, 1})),
    )
}
# Ops that are their own inverse: XLA's simplifier folds one applied to another away.
_INVOLUTIONS = frozenset({"stablehlo.negate", "stablehlo.not", "mhlo.negate", "mhlo.not"})


@functools.cache
def _legal_by(route: str) -> legality.Check:
    return legality.Check(True, legality.FUSIBLE, route=route)


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
    info: OpFacts
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
    fuses_producers = True
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
        info = OpFacts(graph, self._plain_route(ctx.capabilities))
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
        live = self._live(graph)
        for root in range(n - 1, -1, -1):
            if not live[root]:
                continue  # dead: XLA deletes it, and a group would only change its simplifier's view
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

    def _clone_veto(self, info: OpFacts, p: int) -> str | None:
        """Why producer ``p`` may not join a group as a clone, or None if it may."""
        return info.veto(p) if self.allow_duplication else legality.OUTSIDE_USERS

    @staticmethod
    def _folds_to_constant(r: _Round, i: int) -> bool:
        """Whether op ``i`` computes from constants only, so that XLA's constant folding
        may replace it (``OpFacts.folds``), while a group's result it cannot fold (seen: a
        reduce of an iota grouped with its init constants was 2 kernels where unfused XLA
        runs 1, also when the iota passed through a loop that never runs, which XLA
        removes; an integer ``compare(x, x)`` grouped with the ops after it, 2 against 1).
        Left out of a group, such an op is one kernel at most."""
        return bool(len(r.graph.op(i).operands)) and r.info.folds(i)

    @staticmethod
    def _cancels(info: OpFacts, graph: BlockGraph, plan: _Plan) -> bool:
        """Whether the group grown is an op that undoes the op it reads (a negate of a
        negate, a not of a not) and that op alone: XLA's simplifier folds the pair to what
        the first one read, while a group of the two keeps a kernel (seen:
        ``negate(negate(scatter))``, 4 kernels where unfused XLA runs 3; ``not(not(r))``
        of a reduce that stayed out of the group, 3 against 2). Left out of a group, such
        a pair is no kernel at all."""
        name = info.names[plan.root]
        if name not in _INVOLUTIONS or len(plan.members) != 2:
            return False
        (inner,) = plan.members - {plan.root}
        return info.names[inner] == name and inner in graph.producers[plan.root]

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
    def _worth_a_group_alone(op: ir.Operation, kind: OpKind, caps: Any) -> bool:
        """Whether ``op`` with its constants alone is worth a group: a contraction; a
        reduction XLA:CPU would otherwise split in two kernels (``features.tree_split_reduce``);
        or one a library kernel may run (``features.library_op``, on a backend whose table
        allows library reductions), which the regroup hook forms only for a group."""
        if kind is OpKind.CONTRACTION:
            return True
        if kind is not OpKind.REDUCTION:
            return False
        if tree_split_reduce(op):
            return True
        return library_op(op) and any(
            caps.allows(f, route)
            for f in (Feature.REDUCE_MAJOR_LIBRARY, Feature.REDUCE_CHAIN_LIBRARY)
            for route in ROUTES
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
    def _live(graph: BlockGraph) -> list[bool]:
        """Which ops of the block compute something the block needs: the terminator, ops
        with side effects or regions, and what they read, directly or not. A value that only
        dead ops read is dead too (found by fusion-fuzz: a group read only by a dead op
        kept XLA's simplifier from merging two concatenates that the group also read,
        8 kernels against unfused's 5)."""
        live = [False] * len(graph)
        for i in range(len(graph) - 1, -1, -1):
            op = graph.op(i)
            live[i] = (
                i == len(graph) - 1
                or has_side_effects(op.name)
                or bool(len(op.regions))
                or any(live[u] for u in graph.users[i])
            )
        return live

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
                log.append((p, member_users[p][0], False, c, False, 0))

        members, member_users, clones = plan.members, plan.member_users, plan.clones
        # Decisions, in order, recorded once the group is formed or dropped.
        log: list[tuple[int, int, bool, legality.Check, bool, int]] = []
        producers = graph.producers
        sizes = info.sizes
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
            dup = clone or bool(served.get(p))  # its outside uses are served elsewhere
            gone = [n for n in info.result_ids(p) if n in inputs]
            new = [v for v, d in info.external_ids(p) if v not in inputs and d not in members]
            veto, evaluated = self._unprofitable(r, plan, p, clone, gone, new, caps)
            if veto is not None:
                refuse(veto)
                continue
            trial_flat = n_flat + sizes[p]
            chk = self._legal(
                r,
                plan,
                p,
                trial_flat,
                len(inputs) - len(gone) + len(new),
                route,
                caps,
                duplicated=check_dup | {p} if dup else check_dup,
            )
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
                log.append((p, member_users[p][0], True, chk, clone, info.saved_bytes(p, clone)))
            for q in producers[p]:
                member_users[q].append(p)
                if q not in queued:
                    queued.add(q)
                    heapq.heappush(heap, -q)
        if len(plan.members) < 2:
            for entry in log:
                self._record(ctx, namer, graph, *entry)
            return None
        dropped = None
        if not self._worth_a_group_alone(graph.op(root), info.kinds[root], caps) and all(
            info.names[m] == "stablehlo.constant" for m in plan.members - {root}
        ):
            # One op and its constants: XLA puts scalar constants in the op's kernel
            # itself, so the group saves nothing, and as a fusion it hides the op from
            # XLA's pattern matching (a loop's ``i + 1`` or ``i < 300`` grouped with its
            # constant: XLA no longer knew the trip count and evaluated the condition on
            # every trip; a pad by zero of nothing, which XLA removes, and an integer sum
            # of a concatenate XLA makes an add of its pieces, found by fusion-fuzz).
            dropped = legality.CONSTANTS_ONLY
        elif self._cancels(info, graph, plan):
            dropped = legality.CANCELLING_PAIR
        if dropped is not None:
            for m in plan.members - {root}:
                if m in plan.clones:
                    served[m].difference_update(plan.member_users[m])
                else:
                    assigned[m] = False
            if record:
                check = legality.Check(False, dropped)
                log = [e for e in log if not e[2]]
                log.append((max(plan.members - {root}), root, False, check, False, 0))
            for entry in log:
                self._record(ctx, namer, graph, *entry)
            return None
        for entry in log:
            self._record(ctx, namer, graph, *entry)
        assigned[root] = True
        for d in plan.clones:  # a clone reads its operands from outside the group
            for q in graph.producers[d]:
                if q not in plan.members:
                    pinned[q] = True
        return plan

    def _unprofitable(
        self,
        r: _Round,
        plan: _Plan,
        p: int,
        clone: bool,
        gone: list[int],
        new: list[tuple[int, int]],
        caps: Any,
    ) -> tuple[legality.Check | None, set[str]]:
        """Profitability: why producer ``p`` joining ``plan`` (as a clone if ``clone``) would
        not pay, or None; with where the group evaluates ``p`` (see ``_evaluated``). ``gone``
        and ``new``: the group inputs the join removes and adds."""
        info, member_users = r.info, plan.member_users
        if clone and (veto := self._clone_veto(info, p)) is not None:
            detail = "allow-duplication=false" if veto == legality.OUTSIDE_USERS else ""
            return legality.Check(False, veto, detail), set()
        if info.gathers(p) and self._reused(info, plan, p):
            return legality.Check(False, legality.GATHER_REUSED), set()
        evaluated = self._evaluated(info, plan, p) if plan.reduces else _AT_OUTPUT
        if (
            len(evaluated) == 2
            and info.veto(p) == legality.EXPENSIVE_DUPLICATE
            and info.kinds[p] is not OpKind.CONTRACTION  # a library kernel keeps values
            and not self._library_keeps(r.graph, plan.members | {p}, caps)
        ):
            return legality.Check(False, legality.EXPENSIVE_RECOMPUTE), evaluated
        if clone and any((u, p) in info.loop_aliases for u in member_users[p]):
            # XLA forwards that loop result to the original (and drops a loop that never
            # runs), then sees one value read twice, as in compare(x, x), which it folds.
            # A clone makes them two values (found by fusion-fuzz: 2 kernels against 1).
            return legality.Check(False, legality.LOOP_ALIAS_CLONE), evaluated
        if clone and info.loop_carried(p):
            # The original stays for the next iteration anyway, so the clone saves no
            # kernel, and a second reader of the loop value made XLA's copy insertion
            # add a copy (found by fusion-fuzz: 8 kernels against unfused's 7).
            return legality.Check(False, legality.LOOP_CARRIED_CLONE), evaluated
        if (
            clone
            and "reduction" in evaluated
            and 8 * info.read_bytes(new) > 9 * info.bytes_of(gone)
        ):
            # The original stays for its other users, so its result is written anyway.
            # Inside a reduction's loop a clone that reads more new operands than that
            # result only adds traffic, strided for a column sum (a gelu derivative
            # cloned into a bias gradient's column sum read five arrays instead of one:
            # 0.67 ms against XLA's 0.05 ms). Elementwise consumers read rows
            # contiguously and keep XLA's duplication of cheap producers. A clone that
            # reads about as much (``x - mean``: x and a row of means) is kept: where
            # every user clones it, the original is gone (a batch norm after CSE).
            return legality.Check(False, legality.CLONE_READS_MORE), evaluated
        return None, evaluated

    def _legal(
        self,
        r: _Round,
        plan: _Plan,
        p: int,
        trial_flat: int,
        n_inputs: int,
        route: str | None,
        caps: Any,
        *,
        duplicated: set[int],
    ) -> legality.Check:
        """Legality: ``legality.check_group`` of ``plan`` with ``p`` (``duplicated``: the
        members whose outside uses are served elsewhere), or its verdict from the size
        limits alone where the join cannot change the group's features (``_quick_check``)."""
        info = r.info
        chk = None
        if trial_flat > self.max_ops:  # members are fusible, so this is check_group's verdict
            chk = legality.Check(False, legality.MAX_OPS, f"{trial_flat} ops > {self.max_ops}")
        elif (
            route is not None
            and not plan.library_sensitive
            and info.plain_joins[p]
            and (
                info.constants[p]  # group_features never counts a constant as computed
                or all(info.plains[u] for u in plan.member_users[p])
            )
        ):
            chk = self._quick_check(trial_flat, n_inputs, route)
        if chk is None or VERIFY_FAST_PATH:
            full = legality.check_group(
                r.graph,
                [*plan.members, p],
                caps,
                self.max_ops,
                self.max_operands,
                duplicated=duplicated,
            )
            if chk is not None and (chk.ok, chk.check) != (full.ok, full.check):
                raise InternalError(f"producer-consumer fast path: {chk} != {full}")
            chk = full
        return chk

    @staticmethod
    def _reduces(info: OpFacts, i: int) -> bool:
        """Whether op ``i`` runs a reduction loop of its own."""
        return info.kinds[i] is OpKind.REDUCTION and not info.unit_reduce(i)

    @staticmethod
    def _may_hold_library_shape(info: OpFacts, i: int) -> bool:
        """Whether op ``i`` alone may make a group's features depend on library ops: a
        contraction, or a fusion formed earlier (its body may hold one, or reductions)."""
        return info.kinds[i] is OpKind.CONTRACTION or info.names[i] == boundary.FUSION_OP

    @staticmethod
    def _reused(info: OpFacts, plan: _Plan, p: int) -> bool:
        """Whether a member reading ``p``, directly or through other members, has more
        elements than ``p``'s result (a broadcast of it): the loop emitter evaluates ``p``
        again for each of them (XLA's fusion asks the same, ``ReusesOperandElements``). A
        concatenate, pad or dynamic update slice is larger only by what else it holds: it
        reads each element of ``p`` once, and what reads it is measured against its size (a
        graph network's edge gathers concatenated with edge features: a kernel more each,
        and the gathered values written and read back, where XLA reads them in one)."""
        # (member, producer it reads p's value through, elements that count as a reuse);
        # a member is walked again when reached with a lower bound.
        n0 = num_elements(info.graph.op(p).results[0].type)
        stack = [(u, p, n0) for u in plan.member_users[p] if u in plan.members]
        bound = {u: n for u, _, n in stack}
        while stack:
            u, via, n = stack.pop()
            op = info.graph.op(u)
            size = max(num_elements(r.type) for r in op.results)
            positions = _READS_ONCE.get(info.names[u], ())
            if positions is None or (
                positions
                and all(
                    k in positions
                    for k, v in enumerate(op.operands)
                    if info.graph.value_def.get(v) == via
                )
            ):
                n = max(n, size)
            elif size > n:
                return True
            for w in info.graph.users[u]:
                if w in plan.members and n < bound.get(w, n + 1):
                    bound[w] = n
                    stack.append((w, u, n))
        return False

    @staticmethod
    def _evaluated(info: OpFacts, plan: _Plan, p: int) -> set[str]:
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
        ``OpFacts.plain``) and a full check of this group has passed before: no member's
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
        the bytes of memory traffic that saves (``OpFacts.saved_bytes``)."""
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
