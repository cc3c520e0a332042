"""Long reductions of short minor rows, collapsed to one row per output in a kept fusion.

Rule: in a group that reaches XLA as a pre-formed fusion, a ``reduce`` whose reduced
dimensions end in a run of two or more trailing ones (the most minor shorter than
``VECTOR_ROW`` elements, no unit dimension; reduced dimensions before the run stay) of an
elementwise chain read only by it, whose leaves are group operands, splat constants and
broadcasts along the leading dimensions, is computed with that run collapsed into one
dimension: the group operands are reshaped (a bitcast) and the chain runs at
``[leading..., product of the run]``. The sum is reassociated, as the fused loop's sum
already is.

Why: XLA:CPU's loop emitter vectorizes a reduction along the most minor dimension only;
over rows shorter than that it is one chain of dependent adds per output. Measured alone
(one process, 60 rounds, interleaved; ours against XLA, which hands these sums to its
library): a sum of squares over all of 1024x64 0.54x of XLA as a loop fusion, 1.63x with
the input reshaped to 65536 first; over 3x3x32x64 0.22x, 4096x16 0.48x, 2048x32 0.65x,
8x64x64 over its last two 0.17x; over rows of 128 or more the loop already ran 1.2-1.8x of
XLA (512x128, 256x256, 64x1024). A global norm (optax's clip by global norm) is such a sum
of every leaf.
"""

from __future__ import annotations

import math

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import static_tensor
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit.rewrite import Builder

# The minor-dimension length from which the loop emitter's reduction is vectorized.
VECTOR_ROW = 128
# At most this many ops in a chain that is moved to the collapsed shape.
_MAX_CHAIN = 64
_FLOATS = ("f32", "f64")


def collapse_rows(fusion: ir.Operation) -> int:
    """Collapse, in place, every reduction of ``fusion``'s body the rule above takes;
    returns how many."""
    block = fusion.regions[0].blocks[0]
    done = 0
    for op in [o.operation for o in block.operations]:
        plan = _plan(op, block)
        if plan is not None:
            with op.location:
                _rewrite(op, *plan)
            done += 1
    return done


def _plan(op: ir.Operation, block: ir.Block) -> tuple[int, list[ir.Operation]] | None:
    """How many trailing dimensions ``op`` reduces and the chain it reads, where the rule
    takes it; None otherwise."""
    if op.name != "stablehlo.reduce" or len(op.operands) != 2:
        return None
    t = static_tensor(op.operands[0].type)
    if t is None or str(t.element_type) not in _FLOATS or 1 in t.shape:
        return None
    dims = sorted(int(d) for d in ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    k = 0  # the trailing run of reduced dimensions
    while k < len(dims) and dims[-1 - k] == t.rank - 1 - k:
        k += 1
    if k < 2 or t.shape[-1] >= VECTOR_ROW:
        return None
    chain: list[ir.Operation] = []
    if not _collect(op.operands[0], list(t.shape), t.rank - k, block, chain):
        return None
    readers = {*chain, op}
    for c in chain:  # read at the full shape by nothing else
        if any(u.owner not in readers for r in c.results for u in r.uses):
            return None
    return k, chain


def _collect(v: ir.Value, shape: list[int], lead: int, block: ir.Block, chain: list) -> bool:
    """Whether ``v`` (of ``shape``) can be computed at the collapsed shape; appends the ops
    to move to ``chain``, operands before readers."""
    if isinstance(v.owner, ir.Block):
        return v.owner == block
    op = v.owner.operation
    if op.block != block or len(op.results) != 1:
        return False
    if op.name == "stablehlo.constant":
        return ir.DenseElementsAttr(op.attributes["value"]).is_splat
    if op in chain:
        return True
    if op.name == "stablehlo.broadcast_in_dim":
        mapped = ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"])
        if not all(d < lead for d in mapped):
            return False
    else:
        same = all(list(ir.RankedTensorType(o.type).shape) == shape for o in op.operands)
        elementwise = op_kind(op.name) is OpKind.ELEMENTWISE and not len(op.regions)
        if not (elementwise and same):
            return False
        if not all(_collect(o, shape, lead, block, chain) for o in op.operands):
            return False
    if len(chain) >= _MAX_CHAIN:
        return False
    chain.append(op)
    return True


def _rewrite(reduce: ir.Operation, k: int, chain: list[ir.Operation]) -> None:
    t = ir.RankedTensorType(reduce.operands[0].type)
    lead = t.rank - k
    shape = [*t.shape[:lead], math.prod(t.shape[lead:])]
    b = Builder(reduce)
    made: dict[ir.Value, ir.Value] = {}

    def at(v: ir.Value) -> ir.Value:
        if v in made:
            return made[v]
        element = ir.RankedTensorType(v.type).element_type
        new_type = ir.RankedTensorType.get(shape, element)
        if isinstance(v.owner, ir.Block):
            made[v] = b.op("stablehlo.reshape", new_type, [v])
            return made[v]
        owner = v.owner.operation
        if owner.name == "stablehlo.constant":
            splat = ir.DenseElementsAttr(owner.attributes["value"]).get_splat_value()
            value = ir.DenseElementsAttr.get_splat(new_type, splat)
            new = b.op("stablehlo.constant", new_type, [], value=value)
        elif owner.name == "stablehlo.broadcast_in_dim":
            dims = owner.attributes["broadcast_dimensions"]
            new = b.op(
                "stablehlo.broadcast_in_dim",
                new_type,
                [owner.operands[0]],
                broadcast_dimensions=dims,
            )
        else:
            named = (owner.attributes[i] for i in range(len(owner.attributes)))
            attrs = {a.name: a.attr for a in named}
            new = b.op(owner.name, new_type, [at(o) for o in owner.operands], **attrs)
        made[v] = new
        return new

    reduce.operands[0] = at(reduce.operands[0])
    dims = [int(d) for d in ir.DenseI64ArrayAttr(reduce.attributes["dimensions"])]
    reduce.attributes["dimensions"] = ir.DenseI64ArrayAttr.get(
        [*sorted(d for d in dims if d < lead), lead]
    )
    for op in reversed(chain):
        if not any(True for r in op.results for _ in r.uses):
            op.erase()
