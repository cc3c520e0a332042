"""Shared helpers of the enabling rewrites (``unroll-while``, ``forward-concatenate``,
``hoist-rng``): static trip counts, cloning ops under a value mapping, rebuilding a while
with a different list of loop-carried values, and dead-code removal.

The trip-count recognizer accepts exactly the counter form jax emits for ``lax.scan`` and
``fori_loop``: an iter arg of type ``tensor<i32>`` or ``tensor<i64>`` initialised by a
``stablehlo.constant``, a condition region made of constants and one
``compare LT, %counter, %const`` (``SIGNED`` or no compare type) returned as is, and a body
that yields ``stablehlo.add %counter, %one`` (either operand order) with ``%one`` a constant
1 at that position. Everything else has no static trip count.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import (
    dot_dimension_numbers,
    nbytes,
    num_elements,
    op_cost,
    static_tensor,
)
from fusion_mlir.analysis.opkinds import has_side_effects
from fusion_mlir.ir import io
from fusion_mlir.passkit.base import PassContext

WHILE = "stablehlo.while"


def op_of(x: object) -> ir.Operation:
    """The ``ir.Operation`` behind an op view (or the operation itself)."""
    return x.operation if hasattr(x, "operation") else x  # type: ignore[return-value]


def walk_ops(root: ir.Operation, pre_order: bool = False) -> list[ir.Operation]:
    """Every op nested in ``root`` (``root`` included), post-order unless ``pre_order``."""
    out: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        out.append(op_of(op))
        return ir.WalkResult.ADVANCE

    order = ir.WalkOrder.PRE_ORDER if pre_order else ir.WalkOrder.POST_ORDER
    op_of(root).walk(visit, walk_order=order)
    return out


def defining_op(v: ir.Value) -> ir.Operation | None:
    """The op that defines ``v``, or None for a block argument."""
    owner = v.owner
    return op_of(owner) if not isinstance(owner, ir.Block) else None


def constant_int(v: ir.Value) -> int | None:
    """The value of a scalar (or splat) integer ``stablehlo.constant``, else None."""
    op = defining_op(v)
    if op is None or op.name != "stablehlo.constant":
        return None
    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseIntElementsAttr) or not attr.is_splat:
        return None
    return int(ir.IntegerAttr(attr.get_splat_value()).value)


def int_constant(t: ir.Type, value: int, loc: ir.Location | None = None) -> ir.Value:
    """A new ``stablehlo.constant`` splat of ``value`` with tensor type ``t`` at the
    current insertion point."""
    rt = ir.RankedTensorType(t)
    attr = ir.DenseElementsAttr.get_splat(rt, ir.IntegerAttr.get(rt.element_type, value))
    return ir.Operation.create(
        "stablehlo.constant", results=[t], attributes={"value": attr}, loc=loc
    ).result


def zero_constant(t: ir.Type, loc: ir.Location | None = None) -> ir.Value | None:
    """A zero splat constant of tensor type ``t``, or None for an element type we can't name."""
    rt = ir.RankedTensorType(t)
    et = rt.element_type
    if isinstance(et, ir.IntegerType):
        zero: ir.Attribute = ir.IntegerAttr.get(et, 0)
    elif isinstance(et, ir.FloatType):
        zero = ir.FloatAttr.get(et, 0.0)
    else:
        return None
    attr = ir.DenseElementsAttr.get_splat(rt, zero)
    return ir.Operation.create(
        "stablehlo.constant", results=[t], attributes={"value": attr}, loc=loc
    ).result


def i64_array(values: Iterable[int]) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get(list(values))


def tensor_type(shape: Sequence[int], element: ir.Type) -> ir.Type:
    return ir.RankedTensorType.get(list(shape), element)


@dataclass(frozen=True)
class TripCount:
    """A while loop's canonical counter: iter arg ``index`` runs from ``start`` to ``bound``
    (exclusive) in steps of 1, so the body runs ``trip`` times."""

    index: int
    start: int
    bound: int
    compare: ir.Operation

    @property
    def trip(self) -> int:
        return max(0, self.bound - self.start)


def _is_counter_type(t: ir.Type) -> bool:
    if not isinstance(t, ir.RankedTensorType) or ir.RankedTensorType(t).rank != 0:
        return False
    et = ir.RankedTensorType(t).element_type
    return (
        isinstance(et, ir.IntegerType)
        and ir.IntegerType(et).is_signless
        and ir.IntegerType(et).width in (32, 64)
    )


def trip_count(w: ir.Operation) -> TripCount | str:
    """The static trip count of ``stablehlo.while`` ``w``, or the reason there is none."""
    w = op_of(w)
    cond = w.regions[0].blocks[0]
    body = w.regions[1].blocks[0]
    cops = [op_of(o) for o in cond.operations]
    ret = cops[-1]
    if len(ret.operands) != 1:
        return "condition is not a single compare"
    cmp = defining_op(ret.operands[0])
    if cmp is None or cmp.name != "stablehlo.compare" or cmp.block != cond:
        return "condition is not a compare"
    if any(o.name != "stablehlo.constant" for o in cops[:-1] if o != cmp):
        return "condition computes more than a compare"
    if str(cmp.attributes["comparison_direction"]) != "#stablehlo<comparison_direction LT>":
        return "condition is not a less-than compare"
    if "compare_type" in cmp.attributes and "SIGNED" not in str(cmp.attributes["compare_type"]):
        return "condition compare is not SIGNED"
    lhs, rhs = cmp.operands
    if not isinstance(lhs.owner, ir.Block) or lhs.owner != cond:
        return "condition does not compare an iter arg"
    index = ir.BlockArgument(lhs).arg_number
    if not _is_counter_type(lhs.type):
        return "counter is not a scalar i32/i64"
    bound = constant_int(rhs)
    if bound is None:
        return "loop bound is not a constant"
    start = constant_int(w.operands[index])
    if start is None:
        return "counter start is not a constant"
    step = defining_op(body.operations[len(body.operations) - 1].operands[index])
    arg = body.arguments[index]
    if step is None or step.name != "stablehlo.add" or step.block != body:
        return "counter is not incremented by an add"
    a, b = step.operands
    other = b if a == arg else a if b == arg else None
    if other is None or constant_int(other) != 1:
        return "counter is not incremented by constant 1"
    return TripCount(index, start, bound, cmp)


def captured_values(op: ir.Operation) -> list[ir.Value]:
    """Operands of ``op`` plus values its nested regions read from outside ``op``."""
    op = op_of(op)
    inside = set(walk_ops(op))
    out = list(op.operands)
    for inner in inside:
        if inner == op:
            continue
        for v in inner.operands:
            d = defining_op(v)
            owner = d if d is not None else op_of(v.owner.owner)
            if owner not in inside:
                out.append(v)
    return list(dict.fromkeys(out))


def computed_from(
    ops: list[ir.Operation], args: Iterable[ir.Value], known: Iterable[ir.Value]
) -> list[ir.Operation]:
    """The pure ops of a loop body's ``ops`` (in order) that read only ``known`` values of
    the body (of its arguments ``args`` and of ``ops``' results), values defined outside
    it, and each other's results."""
    local = set(args) | {r for o in ops for r in o.results}
    known = set(known)
    found = []
    for op in ops:
        if pure(op) and all(v in known or v not in local for v in captured_values(op)):
            found.append(op)
            known.update(op.results)
    return found


def pure(op: ir.Operation) -> bool:
    """No op in ``op`` (itself or nested) has side effects."""
    return not any(has_side_effects(o.name) for o in walk_ops(op))


def remap(op: ir.Operation, mapping: dict[ir.Value, ir.Value]) -> None:
    """Replace, in ``op`` and every op nested in it, operands found in ``mapping``."""
    for o in walk_ops(op):
        for i, v in enumerate(o.operands):
            nv = mapping.get(v)
            if nv is not None:
                o.operands[i] = nv


def clone_into(
    op: ir.Operation, mapping: dict[ir.Value, ir.Value], ip: ir.InsertionPoint
) -> ir.Operation:
    """Clone ``op`` at ``ip`` with operands (also those read by nested regions) renamed
    through ``mapping``; record old result → new result in ``mapping``."""
    new = op_of(op_of(op).clone(ip=ip))
    remap(new, mapping)
    for old_r, new_r in zip(op_of(op).results, new.results, strict=True):
        mapping[old_r] = new_r
    return new


def next_op(op: ir.Operation) -> ir.Operation | None:
    """The op after ``op`` in its block (None if it is the last)."""
    ops = [op_of(o) for o in op.block.operations]
    i = ops.index(op)
    return ops[i + 1] if i + 1 < len(ops) else None


def uses_of(v: ir.Value) -> list[tuple[ir.Operation, int]]:
    """``(owner, operand index)`` of every use of ``v`` (a snapshot)."""
    return [(op_of(u.owner), u.operand_number) for u in v.uses]


def erase_dead(ops: Iterable[ir.Operation]) -> int:
    """Erase the given ops, last first, while they are unused and pure; return how many."""
    n = 0
    for op in reversed(list(ops)):
        if all(not list(r.uses) for r in op.results) and pure(op):
            op.erase()
            n += 1
    return n


def new_while(
    w: ir.Operation, inits: Sequence[ir.Value], arg_locs: Sequence[ir.Location]
) -> tuple[ir.Operation, ir.Block, ir.Block]:
    """A new ``stablehlo.while`` before ``w`` carrying ``inits``, with ``w``'s attributes and
    location and the ops of ``w``'s regions moved into its (new) blocks. The caller rewires
    the old block arguments, the terminators and ``w``'s results, then erases ``w``."""
    types = [v.type for v in inits]
    attrs = dict(w.attributes.items())
    nw = ir.Operation.create(
        WHILE,
        results=types,
        operands=list(inits),
        attributes=attrs,
        regions=2,
        loc=w.location,
        ip=ir.InsertionPoint(w),
    )
    blocks = []
    for i in range(2):
        nb = ir.Block.create_at_start(nw.regions[i], types, list(arg_locs))
        for o in list(w.regions[i].blocks[0].operations):
            nb.append(op_of(o))
        blocks.append(nb)
    return nw, blocks[0], blocks[1]


def replace_terminator(block: ir.Block, operands: Sequence[ir.Value]) -> ir.Operation:
    """Replace ``block``'s terminator with one of the same kind reading ``operands``."""
    term = op_of(block.operations[len(block.operations) - 1])
    new = ir.Operation.create(
        term.name, operands=list(operands), loc=term.location, ip=ir.InsertionPoint(term)
    )
    term.erase()
    return new


def body_terminator(w: ir.Operation) -> ir.Operation:
    body = op_of(w).regions[1].blocks[0]
    return op_of(body.operations[len(body.operations) - 1])


# Ops XLA:CPU's hoisting never takes into a whole loop (its call thunk cannot run them).
_UNHOISTABLE = frozenset(
    {
        "stablehlo.custom_call",
        "stablehlo.infeed",
        "stablehlo.outfeed",
        "stablehlo.send",
        "stablehlo.recv",
        "stablehlo.all_gather",
        "stablehlo.all_reduce",
        "stablehlo.all_to_all",
        "stablehlo.reduce_scatter",
        "stablehlo.collective_broadcast",
        "stablehlo.collective_permute",
    }
)
# Custom calls XLA's partitioner removes before the CPU compiler sees the loop.
_DISSOLVED_TARGETS = frozenset({"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"})


def functions(module: ir.Module) -> dict[str, ir.Operation]:
    """The module's functions by name."""
    return {
        ir.StringAttr(f.attributes["sym_name"]).value: f.operation
        for f in module.body.operations
        if f.operation.name == "func.func"
    }


def unhoistable(loop: ir.Operation, functions: dict[str, ir.Operation]) -> str | None:
    """The name of an op in ``loop`` (or in a function of ``functions`` it calls,
    transitively) that keeps XLA:CPU from compiling it whole, or None."""
    seen: set[str] = set()
    found: list[str] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        name = op.name
        if name in _UNHOISTABLE:
            target = op.attributes["call_target_name"] if name.endswith("custom_call") else None
            if target is None or ir.StringAttr(target).value not in _DISSOLVED_TARGETS:
                found.append(name if target is None else f"{name} @{ir.StringAttr(target).value}")
                return ir.WalkResult.INTERRUPT
        elif name == "func.call":
            callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
            if callee not in seen and callee in functions:
                seen.add(callee)
                functions[callee].walk(visit)
                if found:
                    return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    loop.walk(visit)
    return found[0] if found else None


_PROBE = "fusion.later_probe"


@dataclass(frozen=True)
class LaterLoop:
    """What the rest of the pipeline makes of a loop: whether it runs it whole, and the
    kernels one trip launches otherwise (``trip_cost``) and the bytes they read and write
    (``kernel_bytes`` each)."""

    whole: bool
    kernels: int
    bytes: int = 0
    # Whether XLA:CPU may compile the loop whole by its own rule (no op it never hoists).
    hoistable: bool = True


def loops_later(
    module: ir.Module,
    wanted: list[bool],
    ctx: PassContext,
    change: Callable[[list[ir.Operation]], None] | None = None,
) -> list[list[LaterLoop]] | None:
    """For each while of ``module`` (in walk order) flagged in ``wanted``: what the rest of
    the pipeline, run on a copy of ``module``, makes of each loop made of it (none where it
    goes away, several where it is split). ``change`` first rewrites the copy's flagged
    loops. None where there is no rest to run."""
    if ctx.run_later is None:
        return None
    copy = io.clone_module(module)
    twins = [op for op in walk_ops(copy.operation) if op.name == WHILE]
    for i, (twin, want) in enumerate(zip(twins, wanted, strict=True)):
        if want:
            twin.attributes[_PROBE] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), i)
        elif _PROBE in twin.attributes:  # marked by a probe this one runs inside
            del twin.attributes[_PROBE]
    if change is not None:
        change([t for t, want in zip(twins, wanted, strict=True) if want])
    ctx.run_later(copy)
    made: list[list[LaterLoop]] = [[] for _ in wanted]
    called = functions(copy)
    for op in walk_ops(copy.operation):
        if op.name == WHILE and _PROBE in op.attributes:
            kernels, _, moved = _trip(list(op.regions), with_bytes=True)
            hoistable = unhoistable(op, called) is None
            made[probe_index(op)].append(LaterLoop(io.tagged_whole(op), kernels, moved, hoistable))
    return made


def probe_index(op: ir.Operation) -> int:
    """The walk-order index ``loops_later`` marked a loop's copy with."""
    return ir.IntegerAttr(op.attributes[_PROBE]).value


def runs_whole_later(module: ir.Module, wanted: list[bool], ctx: PassContext) -> list[bool]:
    """For each while of ``module`` (in walk order) flagged in ``wanted``: whether it runs
    whole after the rest of the pipeline, run on a copy of ``module`` left as it is: tagged
    by ``loop-kernels``, or moving per trip less than the backend's XLA runs whole by its
    own rule (``Capabilities.small_loop_bytes``) and holding no op it never takes whole
    (``unhoistable``). A loop the rest unrolls or splits runs whole if every loop made of
    it does; with no rest, a loop is judged as it stands."""
    if not any(wanted):
        return list(wanted)
    small = ctx.capabilities.small_loop_bytes
    made = loops_later(module, wanted, ctx)
    if made is None:  # no rest to run: each loop as it stands
        called = functions(module)
        loops = [op for op in walk_ops(module.operation) if op.name == WHILE]
        made = [
            [LaterLoop(io.tagged_whole(w), 0, trip_bytes(w), unhoistable(w, called) is None)]
            for w in loops
        ]
    return [
        want and bool(m) and all(x.whole or (x.hoistable and x.bytes < small) for x in m)
        for want, m in zip(wanted, made, strict=True)
    ]


# What a trip of a loop costs, as the fusion passes leave it (``loop-kernels``' measure).

# Ops that launch no kernel of their own (XLA makes a bitcast or nothing of them).
_FREE = frozenset(
    {
        "stablehlo.constant",
        "stablehlo.reshape",
        "stablehlo.get_tuple_element",
        "stablehlo.tuple",
        "stablehlo.return",
        "stablehlo.optimization_barrier",
        "mhlo.return",
        "func.return",
    }
)


# Ops that update their first operand in place: they write their update, not the buffer.
_IN_PLACE = {"stablehlo.dynamic_update_slice": 1, "stablehlo.scatter": 2}  # update operand


def _in_place_update(op: ir.Operation) -> ir.Operation | None:
    """The op that updates ``op``'s one result in place: ``op`` itself, or the op a group
    returns."""
    if op.name in _IN_PLACE:
        return op
    if op.name == "mhlo.fusion" and len(op.results) == 1:
        ret = list(op.regions[0].blocks[0].operations)[-1].operation
        owner = ret.operands[0].owner if len(ret.operands) == 1 else None
        if isinstance(owner, ir.Operation | ir.OpView) and owner.operation.name in _IN_PLACE:
            return owner.operation
    return None


# Ops that compute nothing per element (they move or name data); a group's work is that of
# its other ops.
_NO_WORK = _FREE | {
    "stablehlo.broadcast_in_dim",
    "stablehlo.slice",
    "stablehlo.dynamic_slice",
    "stablehlo.transpose",
    "stablehlo.concatenate",
    "stablehlo.iota",
    "stablehlo.bitcast_convert",
    "stablehlo.gather",
}
_REDUCTIONS = frozenset({"stablehlo.reduce", "stablehlo.reduce_window"})


def _op_work(op: ir.Operation) -> int:
    """Element operations of one op: one per result element (a reduction: per input
    element; a contraction: per multiply-add)."""
    if op.name in _NO_WORK:
        return 0
    if op.name in _REDUCTIONS:
        return sum(num_elements(v.type) for v in list(op.operands)[: len(op.operands) // 2])
    if op.name == "stablehlo.dot_general" and (d := dot_dimension_numbers(op)) is not None:
        lhs = static_tensor(op.operands[0].type)
        depth = math.prod(lhs.shape[i] for i in d.lhs_contracting_dimensions) if lhs else 1
        return num_elements(op.results[0].type) * depth
    return sum(num_elements(r.type) for r in op.results)


# Ops that read only the elements of their first operand that they return.
_WINDOWS = frozenset({"stablehlo.slice", "stablehlo.dynamic_slice", "stablehlo.gather"})


def _read(v: ir.Value, inner: ir.Value, in_place: ir.Operation | None) -> int:
    """Bytes of ``v`` a kernel reads, where its ops read it as ``inner`` (a group's block
    argument, or ``v``): all of it, unless every reader is a window of it (its windows'
    elements) or the update in place (nothing: the buffer is updated where it lies)."""
    windows = 0
    for use in inner.uses:
        u = use.owner.operation
        if use.operand_number == 0 and in_place is not None and u == in_place:
            continue
        if use.operand_number != 0 or u.name not in _WINDOWS:
            return nbytes(v.type)
        windows += nbytes(u.results[0].type)
    return min(windows, nbytes(v.type))


def _is_argument_of(v: ir.Value, block: ir.Block) -> bool:
    owner = v.owner
    return isinstance(owner, ir.Block) and owner == block


def kernel_bytes(op: ir.Operation) -> int:
    """Bytes a kernel (a group or a lone op) reads and writes: each value it reads from
    outside (a value read only through slices, dynamic slices or gathers: their elements)
    and each result (an update in place: its update, and none of its buffer). Boundary
    bytes (``cost.op_cost``) took a scan's step, stacking one row into each of nine
    800 KB outputs, for 14 MB, and ``unroll-while`` the chained updates of its copies
    for savings (equinox's GRU scan unrolled: 0.85x of XLA against 0.96x)."""
    update = _in_place_update(op)
    if op.name == "mhlo.fusion":
        body = op.regions[0].blocks[0]
        if update is not None and not _is_argument_of(update.operands[0], body):
            update = None  # a buffer the group computes is written whole
        read = sum(_read(v, a, update) for v, a in zip(op.operands, body.arguments, strict=True))
    elif op.name in _WINDOWS or op is update:
        rest = dict.fromkeys(list(op.operands)[1:])
        read = sum(nbytes(v.type) for v in rest)
        if op.operands[0] not in rest:
            read += 0 if op is update else nbytes(op.results[0].type)
    else:
        return op_cost(op).bytes
    if update is not None and len(update.operands) > _IN_PLACE[update.name]:
        written = nbytes(update.operands[_IN_PLACE[update.name]].type)
    else:
        written = sum(nbytes(r.type) for r in op.results)
    return read + written


def kernel_work(op: ir.Operation) -> int:
    """The work of a kernel (a group or a lone op) in element operations: those of its ops,
    and at least one per element it writes (an update in place writes its update; a window
    read, its window)."""
    update = _in_place_update(op)
    if update is not None and len(update.operands) > 2:
        written = num_elements(update.operands[_IN_PLACE[update.name]].type)
    else:
        written = sum(num_elements(r.type) for r in op.results)
    if op.name == "mhlo.fusion":
        work = sum(_op_work(o.operation) for o in op.regions[0].blocks[0].operations)
    else:
        work = 0 if update is not None else _op_work(op)
    return max(work, written)


def trip_cost(loop: ir.Operation) -> tuple[int, int]:
    """``(kernels, work)`` one trip of ``loop`` launches and does (``kernel_work`` each)."""
    kernels, work, _ = _trip(list(loop.regions), with_bytes=False)
    return kernels, work


def trip_bytes(loop: ir.Operation) -> int:
    """The bytes one trip of ``loop``'s kernels read and write (``kernel_bytes`` each)."""
    return _trip(list(loop.regions), with_bytes=True)[2]


def _trip(regions: list[ir.Region], with_bytes: bool) -> tuple[int, int, int]:
    """``(kernels, work, bytes)`` of one run of ``regions``: a ``case`` counts the kernels
    and work of its branch doing the most work and the bytes of the one moving the most;
    bytes only ``with_bytes`` (else 0)."""
    kernels = work = moved = 0
    for region in regions:
        for block in region.blocks:
            for o in block.operations:
                op = o.operation
                if op.name in _FREE:
                    continue
                if op.name == "stablehlo.while" and not io.tagged_whole(op):
                    k, w, b = _trip(list(op.regions), with_bytes)
                elif op.name == "stablehlo.case":  # one branch runs: the dearest
                    branches = [_trip([r], with_bytes) for r in op.regions]
                    k, w, _ = max(branches, key=lambda t: t[1])
                    b = max(t[2] for t in branches)
                else:
                    k, w = 1, kernel_work(op)
                    b = kernel_bytes(op) if with_bytes else 0
                kernels, work, moved = kernels + k, work + w, moved + b
    return kernels, work, moved
