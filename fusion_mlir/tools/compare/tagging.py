"""The StableHLO side of the comparison: every op tagged, and the dataflow graph of the tags.

Each op of the program gets a unique tag, its location ``loc("fmid<N>")`` in a copy of the
module; XLA turns that name into the ``op_name`` of the HLO instructions made from the op
(``mapping`` reads it back there). An ``OpRecord`` says where an op lives (its scope) and
which tagged ops it reads and is read by.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary
from fusion_mlir.analysis.graph import CODE_REGION_OPS
from fusion_mlir.ir import io

TAG = "fmid"
_TAG_RE = re.compile(rf'^loc\("{TAG}(\d+)"')

# Blocks whose ops are program ops (as opposed to reducer bodies, comparators...).
_PROGRAM_BLOCK_PARENTS = CODE_REGION_OPS | {boundary.FUSION_OP}
_CONTROL = frozenset(
    {"stablehlo.while", "stablehlo.case", "stablehlo.if", "mhlo.while", "mhlo.case", "mhlo.if"}
)
_TERMINATORS = frozenset({"stablehlo.return", "mhlo.return", "func.return"})
_TRIVIAL = frozenset({"stablehlo.constant", "mhlo.constant", "chlo.constant"})


@dataclass
class OpRecord:
    """One tagged StableHLO op: ``id`` is its tag, ``scope`` the block it lives in (``main``,
    ``<while id>.body``, ``<while id>.cond``, ``<case id>.branch<i>``)."""

    id: int
    op: str
    type: str
    scope: str
    ssa: str = ""
    trivial: bool = False
    control: bool = False
    producers: list[str] = field(default_factory=list)  # node keys: "<id>" or "arg<i>"
    users: list[int] = field(default_factory=list)

    @property
    def short(self) -> str:
        return self.op.split(".", 1)[-1]

    @property
    def label(self) -> str:
        return f"{self.short}#{self.id}"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "op": self.op,
            "type": self.type,
            "scope": self.scope,
            "ssa": self.ssa,
            "trivial": self.trivial,
            "control": self.control,
            "producers": self.producers,
        }


def op_tag(op: ir.Operation) -> int | None:
    """The tag ``tag_module`` gave ``op``, if any."""
    m = _TAG_RE.match(str(op.location))
    return int(m.group(1)) if m else None


def _program_block(block: ir.Block) -> bool:
    owner = block.owner
    return owner is not None and owner.operation.name in _PROGRAM_BLOCK_PARENTS


def _scope_of(op: ir.Operation, tags: dict[ir.Operation, int]) -> str:
    """The scope of ``op``: the nearest enclosing control-flow op's region (fusion bodies are
    transparent)."""
    block = op.block
    parent = block.owner.operation if block.owner is not None else None
    while parent is not None and parent.name == boundary.FUSION_OP:
        block = parent.block
        parent = block.owner.operation if block.owner is not None else None
    if parent is None or parent.name == "func.func":
        return "main"
    pid = tags.get(parent, -1)
    idx = next(i for i, r in enumerate(parent.regions) if r == block.region)
    if parent.name.endswith("while"):
        return f"{pid}.{'cond' if idx == 0 else 'body'}"
    return f"{pid}.branch{idx}"


def program_ops(root: ir.Operation) -> Iterable[ir.Operation]:
    """Ops of program blocks nested in ``root``, pre-order."""
    for region in root.regions:
        for block in region.blocks:
            if not _program_block(block):
                continue
            for op in block.operations:
                op = op.operation
                yield op
                yield from program_ops(op)


def tag_module(module: ir.Module) -> list[OpRecord]:
    """Tag every op of the entry function's program blocks (in place) and return the records,
    indexed by tag. Run ``inline-calls`` first so that every op has one place."""
    f = io.main_function(module)
    records: list[OpRecord] = []
    with module.context:
        for op in program_ops(f):
            if op.name in _TERMINATORS or op.name == boundary.FUSION_OP:
                continue
            t = str(op.results[0].type) if len(op.results) else ""
            rec = OpRecord(
                len(records),
                op.name,
                t,
                "",
                trivial=op.name in _TRIVIAL,
                control=op.name in _CONTROL,
            )
            records.append(rec)
            op.location = ir.Location.name(f"{TAG}{rec.id}")
        # An op's hash follows its contents: index the ops only once every tag is set.
        tags: dict[ir.Operation, int] = {}
        for op in program_ops(f):
            t = op_tag(op)
            if t is not None:
                tags[op] = t
        state = ir.AsmState(f)
        for op, i in tags.items():
            rec = records[i]
            rec.scope = _scope_of(op, tags)
            if len(op.results):
                rec.ssa = op.results[0].get_name(state)
            for v in op.operands:
                key = _value_key(v, tags)
                if key is not None and key not in rec.producers:
                    rec.producers.append(key)
        for rec in records:
            for p in rec.producers:
                if p.isdigit() and rec.id not in records[int(p)].users:
                    records[int(p)].users.append(rec.id)
    return records


def _value_key(v: ir.Value, tags: dict[ir.Operation, int]) -> str | None:
    """The graph node that defines ``v``: an op's tag, ``arg<i>`` for a function argument,
    the loop's tag for a block argument of a loop body (through fusion bodies)."""
    owner = v.owner
    if isinstance(owner, ir.Block):
        parent = owner.owner.operation if owner.owner is not None else None
        if parent is None:
            return None
        if parent.name == "func.func":
            return f"arg{ir.BlockArgument(v).arg_number}"
        if parent.name == boundary.FUSION_OP:
            return _value_key(parent.operands[ir.BlockArgument(v).arg_number], tags)
        return str(tags[parent]) if parent in tags else None
    op = owner.operation
    if op.name == boundary.FUSION_OP:
        ret = op.regions[0].blocks[0].operations[len(op.regions[0].blocks[0].operations) - 1]
        return _value_key(ret.operands[ir.OpResult(v).result_number], tags)
    return str(tags[op]) if op in tags else None
