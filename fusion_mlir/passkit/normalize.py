"""Normal form the fusion passes expect of the module they are given.

Rule: a value computed from constants alone is computed in the block that reads it, and each
reader of a small constant reads a copy of its own, made right before it. An op in
a loop body, a branch or a group that reads such a value (a small constant, see
``opkinds.small_constant``, an iota, or a region-free elementwise, broadcast or data-movement
op of such values) from an enclosing block reads a copy of its computation made at the start
of its own block instead (a branch's or loop body's terminator, which only passes values
on, reads the outer one); outer ops left without readers go. jax exports modules of this
form, but MLIR's canonicalizer hoists every constant to the top of its function, one per
value, and CSE replaces an op in a loop body by an equal op outside. Such a value reaches
XLA as one more array carried through the loop (a broadcast of a constant, read back every
trip instead of folded into the kernels that read it), and to the fusion passes it is one more group
operand; a constant shared by many readers at the top of a block is reached last by
producer-consumer's walk, after the group has hit its size limits, so it stays an operand
too. Measured on jax-md's Lennard-Jones run after ``canonicalize,cse``: 2.2x the memory
traffic and a quarter of the speed; after ``canonicalize``, 0.80x of the same pipeline
without it until each reader had its own constant (then 1.09x).
"""

from __future__ import annotations

from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir.analysis.graph import CODE_REGION_OPS
from fusion_mlir.analysis.opkinds import OpKind, has_side_effects, op_kind, small_constant

_FOLDABLE = frozenset({OpKind.ELEMENTWISE, OpKind.BROADCAST, OpKind.INJECTIVE})


class _Sinker:
    def __init__(self) -> None:
        self.constant: dict[int, bool] = {}  # op address -> computed from constants alone
        self.moved: dict[int, ir.Operation] = {}  # outer ops copied somewhere
        self.made = 0

    def from_constants(self, op: ir.Operation) -> bool:
        key = P.operation_pointer(op)
        known = self.constant.get(key)
        if known is None:
            kind = op_kind(op.name)
            if kind is OpKind.CONSTANT:
                known = small_constant(op) or op.name.endswith("iota")
            else:
                known = (
                    kind in _FOLDABLE
                    and not len(op.regions)
                    and not has_side_effects(op.name)
                    and len(op.results) == 1
                )
            # A dynamic iota reads its shape: it too must come from constants.
            if known:
                known = all(
                    not isinstance(v.owner, ir.Block) and self.from_constants(v.owner.operation)
                    for v in op.operands
                )
            self.constant[key] = known
        return known

    def copy_into(
        self, op: ir.Operation, block: ir.Block, at: ir.InsertionPoint, local: dict[int, ir.Value]
    ) -> ir.Value:
        """The result of a copy of ``op`` (and of what it reads) at ``at`` in ``block``."""
        key = P.operation_pointer(op)
        if (done := local.get(key)) is not None:
            return done
        operands = [
            v
            if v.owner.operation.block == block
            else self.copy_into(v.owner.operation, block, at, local)
            for v in op.operands
        ]
        copy = op.clone(ip=at)
        for k, v in enumerate(operands):
            copy.operands[k] = v
        self.made += 1
        self.moved[key] = op
        local[key] = copy.results[0]
        return local[key]

    def visit(self, block: ir.Block, nested: bool) -> None:
        ops = [op.operation for op in block.operations]
        local: dict[int, ir.Value] = {}  # outer op (address) -> this block's copy
        at = ir.InsertionPoint(ops[0]) if ops else None
        # Whether this is a loop body or a branch (a function body is not nested: nothing is
        # copied into it).
        parent = block.owner.operation if block.owner is not None else None
        passes_on = parent is not None and parent.name in CODE_REGION_OPS
        for op in ops:
            # The block's terminator only passes a value on: copied in, it would be one more
            # kernel per branch or trip with nothing to fold into (found by fusion-fuzz,
            # seed 7373: a case whose branches return an outer iota, 2 kernels against 1).
            if nested and at is not None and not (op == ops[-1] and passes_on):
                for k, v in enumerate(op.operands):
                    owner = v.owner
                    if isinstance(owner, ir.Block):
                        continue
                    owner = owner.operation
                    if owner.block != block and self.from_constants(owner):
                        op.operands[k] = self.copy_into(owner, block, at, local)
            for region in op.regions:
                for inner in region.blocks:
                    self.visit(inner, True)
        # One copy of a small constant per reader, right before it.
        for op in [o.operation for o in block.operations]:
            if small_constant(op):
                readers: dict[int, tuple[ir.Operation, list[int]]] = {}
                for u in op.results[0].uses:
                    owner = u.owner.operation
                    key = P.operation_pointer(owner)
                    readers.setdefault(key, (owner, []))[1].append(u.operand_number)
                if len(readers) < 2:
                    continue
                for owner, ks in readers.values():
                    copy = op.clone(ip=ir.InsertionPoint(owner)).results[0]
                    for k in ks:
                        owner.operands[k] = copy
                    self.made += 1
                self.moved.pop(P.operation_pointer(op), None)
                op.erase()


def sink_constants(root: ir.Operation) -> int:
    """Bring ``root`` (a module) to the normal form of the module docstring; return how many
    ops were copied into the blocks that read them."""
    sinker = _Sinker()
    for region in root.regions:
        for block in region.blocks:
            for op in block.operations:  # functions: their bodies read nothing from outside
                for r in op.operation.regions:
                    for b in r.blocks:
                        sinker.visit(b, False)
    # Outer ops left without readers, readers first.
    for op in reversed(list(sinker.moved.values())):
        if all(not list(r.uses) for r in op.results):
            op.erase()
    return sinker.made
