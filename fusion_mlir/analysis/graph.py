"""The dataflow graph of one block, and the no-cycle legality check for groups.

Nodes are the ops of the block (an op with regions is one node: a value its regions read
from the block counts as an edge into it). ``creates_cycle(group)`` is true when some path
leaves the group and comes back into it, which would make the fused op depend on itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from jaxlib.mlir import ir

from fusion_mlir.analysis.boundary import reads_only_operands

# Ops whose blocks hold ordinary program code a pass may group; reducer bodies, sort
# comparators and fusion bodies are not program blocks.
CODE_REGION_OPS = frozenset(
    {
        "func.func",
        "stablehlo.while",
        "stablehlo.case",
        "stablehlo.if",
        "mhlo.while",
        "mhlo.case",
        "mhlo.if",
    }
)


def nested_operands(op: ir.Operation) -> Iterable[ir.Value]:
    """Operands of ``op`` and of every op nested in its regions."""
    if not len(op.regions) or reads_only_operands(op):
        return op.operands
    return _nested_operands(op)


def _nested_operands(op: ir.Operation) -> Iterator[ir.Value]:
    stack = [op]
    while stack:
        cur = stack.pop()
        yield from cur.operands
        for region in cur.regions:
            for block in region.blocks:
                stack.extend(o.operation for o in block.operations)


class BlockGraph:
    """Producer/user edges between the ops of ``block`` (terminator included, last)."""

    def __init__(self, block: ir.Block) -> None:
        self.block = block
        self.ops: list[ir.Operation] = [o.operation for o in block.operations]
        self.index: dict[ir.Operation, int] = {o: i for i, o in enumerate(self.ops)}
        self.producers: list[list[int]] = [[] for _ in self.ops]
        self.users: list[list[int]] = [[] for _ in self.ops]
        self.value_def: dict[ir.Value, int] = {}
        for i, op in enumerate(self.ops):
            for r in op.results:
                self.value_def[r] = i
        for i, op in enumerate(self.ops):
            seen: set[int] = set()
            for v in nested_operands(op):
                j = self.value_def.get(v)
                if j is not None and j != i and j not in seen:
                    seen.add(j)
                    self.producers[i].append(j)
                    self.users[j].append(i)

    def __len__(self) -> int:
        return len(self.ops)

    def op(self, i: int) -> ir.Operation:
        return self.ops[i]

    def creates_cycle(self, group: Iterable[int], exits: Iterable[int] | None = None) -> bool:
        """Whether a path leaves ``group`` and re-enters it (block order is topological,
        so the search stops past the last member). Only the edges out of ``exits`` (default:
        every member) leave the group: a duplicated member's outside users keep the original."""
        members = set(group)
        if not members:
            return False
        last = max(members)
        starts = members if exits is None else set(exits)
        frontier = [u for m in starts for u in self.users[m] if u not in members and u < last]
        seen = set(frontier)
        while frontier:
            n = frontier.pop()
            for u in self.users[n]:
                if u in members:
                    return True
                if u < last and u not in seen:
                    seen.add(u)
                    frontier.append(u)
        return False

    def reaches(self, src: int, dst: int) -> bool:
        """Whether there is a path ``src`` → ... → ``dst``."""
        if src >= dst:
            return False
        frontier, seen = [src], {src}
        while frontier:
            n = frontier.pop()
            for u in self.users[n]:
                if u == dst:
                    return True
                if u < dst and u not in seen:
                    seen.add(u)
                    frontier.append(u)
        return False


_BRANCH_OPS = frozenset({"stablehlo.case", "stablehlo.if", "mhlo.case", "mhlo.if"})
_CONSTANTS = frozenset({"stablehlo.constant", "mhlo.constant"})


def _constant_branch(op: ir.Operation) -> bool:
    """Whether ``op`` is a case or if whose selector is a constant: XLA inlines the branch
    it takes, and a group formed inside would hide that branch's ops from the simplifier and
    from the fusions of the block they join (seen: not(not(x)) grouped in the branch taken,
    3 kernels where unfused XLA runs 2)."""
    if op.name not in _BRANCH_OPS or not len(op.operands):
        return False
    owner = op.operands[0].owner
    return not isinstance(owner, ir.Block) and owner.name in _CONSTANTS


def code_blocks(root: ir.Operation) -> Iterator[ir.Block]:
    """The blocks of ``CODE_REGION_OPS`` nested in ``root`` (a module or a code op), inner
    blocks before the blocks that contain them, except the branches of a case or if with a
    constant selector (``_constant_branch``: XLA's to inline; code nested in them is still
    searched). Only code is searched for code: the bodies of fusions, reducers and
    comparators are not entered (a block of them holds none)."""
    code = root.name in CODE_REGION_OPS and not _constant_branch(root)
    for region in root.regions:
        for block in region.blocks:
            for op in block.operations:
                op = op.operation
                if op.name in CODE_REGION_OPS or op.name == "builtin.module":
                    yield from code_blocks(op)
            if code:
                yield block
