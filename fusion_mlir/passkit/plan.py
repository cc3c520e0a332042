"""Groups decided on one block graph and then formed together, with one guarantee for every
pass that plans that way: no cycle between them.

A pass decides all groups of a block on one ``BlockGraph`` (cheap: no graph is rebuilt per
group) and forms them afterwards. Each group is checked acyclic on its own when it is
planned (``legality.check_group``), but two groups can still depend on each other both ways
(a path from A through B back to A), which no single check sees. Each pass has a rule that
rules it out (producer-consumer's groups have one exit each; sibling and horizontal groups
hold ops of one dataflow level); ``GroupPlan.form`` does not rely on the rule: before it
forms anything it contracts every planned group to one node and checks, in one walk over
the graph, that the result is acyclic. A plan that is not is an internal error naming the
pass, never a module XLA would reject or, worse, miscompile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from jaxlib.mlir import ir

from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.errors import InternalError
from fusion_mlir.passkit.grouping import BlockOrder, dedupe_fusion, form_fusion


@dataclass
class PlannedGroup:
    """The graph indices of one group: ``members`` join as themselves, ``copies`` as clones
    (the original keeps its users outside the group, the clone serves those inside)."""

    members: list[int]
    copies: list[int] = field(default_factory=list)


@dataclass
class GroupPlan:
    """The groups one pass planned on ``graph`` (disjoint in their members)."""

    graph: BlockGraph
    groups: list[PlannedGroup] = field(default_factory=list)

    def add(self, members: Sequence[int], copies: Sequence[int] = ()) -> None:
        self.groups.append(PlannedGroup(list(members), list(copies)))

    def __len__(self) -> int:
        return len(self.groups)

    def acyclic(self) -> bool:
        """Whether the graph with each group contracted to one node has no cycle (Kahn's
        algorithm over the contracted graph: O(ops + edges))."""
        g = self.graph
        n = len(g)
        node = list(range(n))  # an op's node: itself, or n + k for a member of group k
        for k, group in enumerate(self.groups):
            for i in group.members:
                node[i] = n + k
        edges: dict[int, set[int]] = {}
        for i in range(n):
            for u in g.users[i]:
                if node[i] != node[u]:
                    edges.setdefault(node[i], set()).add(node[u])
        for k, group in enumerate(self.groups):
            # A clone reads what its original reads; it serves only its own group.
            for c in group.copies:
                for p in g.producers[c]:
                    if node[p] != n + k:
                        edges.setdefault(node[p], set()).add(n + k)
        indegree: dict[int, int] = {}
        for targets in edges.values():
            for t in targets:
                indegree[t] = indegree.get(t, 0) + 1
        nodes = set(node) | set(edges) | set(indegree)
        ready = [v for v in nodes if not indegree.get(v)]
        seen = 0
        while ready:
            v = ready.pop()
            seen += 1
            for t in edges.get(v, ()):
                indegree[t] -= 1
                if not indegree[t]:
                    ready.append(t)
        return seen == len(nodes)

    def ensure_acyclic(self, pass_name: str) -> None:
        """Raise an internal error naming ``pass_name`` unless ``acyclic``."""
        if not self.acyclic():
            raise InternalError(f"error: pass '{pass_name}' planned groups that form a cycle")

    def form(self, pass_name: str, *, dedupe: bool = False) -> list[ir.Operation]:
        """Check the plan acyclic, then form every group in its block (``dedupe``: merge the
        computations a group holds twice, as units merged side by side do); returns the
        fusions, in plan order."""
        if not self.groups:
            return []
        self.ensure_acyclic(pass_name)
        order = BlockOrder(self.graph.block)
        fusions = []
        for group in self.groups:
            copies = [self.graph.op(i) for i in group.copies]
            ops = [self.graph.op(i) for i in group.members]
            fusion = form_fusion(ops, order=order, copies=copies)
            if dedupe:
                dedupe_fusion(fusion)
            fusions.append(fusion)
        return fusions
