"""``elementwise-chains``: an elementwise op whose one result only another elementwise op
reads joins that op's group. Legality is ``check_group``'s (the checks every pass shares);
profitability the traffic a group saves (``cost.bytes_saved``): it ranks the candidates and
refuses one that saves nothing. The pass toolkit's example (in no named pipeline).
"""

from __future__ import annotations

from dataclasses import dataclass

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import bytes_saved
from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.analysis.legality import FUSIBLE, Check, check_group
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit import BlockPass, Decision, GroupPlan, Namer, PassContext


@dataclass(frozen=True)
class ElementwiseChains(BlockPass):
    name = "elementwise-chains"
    fuses_producers = True
    summary = "elementwise ops read once by the next: one group each (the toolkit's example)"
    max_ops: int = 32

    def __post_init__(self) -> None:
        if self.max_ops < 2:
            raise ValueError("max-ops must be at least 2")

    def fuse_block(self, block: ir.Block, ctx: PassContext, namer: Namer, round_: int) -> int:
        graph = BlockGraph(block)
        plan = GroupPlan(graph)
        scored = [(self.score(graph, c), c) for c in self.chains(graph)]
        for saved, chain in sorted(scored, key=lambda sc: -sc[0]):
            check = self.legal(graph, chain, ctx)
            fused = check.ok and saved > 0
            why = check.check if not check.ok else FUSIBLE if fused else "saves no traffic"
            ops = [graph.op(i) for i in chain]
            ctx.record(Decision(self.name, namer.many(ops), fused, why, saved, check.detail))
            if fused:
                plan.add(chain)
        plan.form(self.name)
        return len(plan)

    def legal(self, graph: BlockGraph, chain: list[int], ctx: PassContext) -> Check:
        return check_group(graph, chain, ctx.capabilities, max_ops=self.max_ops)

    def score(self, graph: BlockGraph, chain: list[int]) -> int:
        return bytes_saved([graph.op(i) for i in chain])

    @staticmethod
    def chains(graph: BlockGraph) -> list[list[int]]:
        """The candidate groups, each grown back from an op that feeds no other."""
        pointwise = [
            op_kind(o.name) == OpKind.ELEMENTWISE and len(o.results) == 1 for o in graph.ops
        ]

        def feeds(p: int, i: int) -> bool:  # ``p``'s one result is read once, by ``i``
            uses = list(graph.op(p).results[0].uses) if pointwise[p] and pointwise[i] else []
            return len(uses) == 1 and graph.index.get(uses[0].owner.operation) == i

        out = []
        for end in (i for i in range(len(graph)) if pointwise[i]):
            chain, todo = [], [] if any(feeds(end, u) for u in graph.users[end]) else [end]
            while todo:
                chain.append(i := todo.pop())
                todo += [p for p in graph.producers[i] if feeds(p, i)]
            if len(chain) > 1:
                out.append(sorted(chain))
        return out
