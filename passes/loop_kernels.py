"""``loop-kernels``: a while loop whose kernels each do little runs as ONE kernel.

Rule: a ``stablehlo.while`` whose trips launch kernels doing on average at most
``max-kernel-work`` element operations each (its condition and body as our groups leave
them: a group or a lone op is a kernel; each op of it counts one operation per result
element, a reduction one per input element, a contraction one per multiply-add, an op that
only moves data none, and a kernel at least one per element it writes; a nested loop counts
as its trip, or as one kernel when it is whole itself) is tagged to run whole, as one kernel
per execution of the loop. Such kernels cost more to launch (XLA:CPU's thunk runtime, and a
loop trip more) than to run; a whole loop launches once. A loop of larger kernels stays a
loop of kernels: each runs through XLA's vectorising loop emitter and may be split across
the threads, which a whole-loop kernel gives up. Work, not bytes: a fused, unrolled step
reads many small arrays and is still small, while threefry's rounds over 7168 counters read
little and compute much. ``max-kernel-work=0`` tags every loop.

XLA:CPU makes the loop whole (its small-while-loop hoisting: ``xla_cpu_small_call``), and
only a loop it can compile so (no scatter, convolution, custom call or collective in it, nor
a dot it would hand to a library); by itself it takes only loops under its own limit (1 KiB a
trip in jax 0.10.2's XLA). A loop holding a custom call (a LAPACK solver, a host callback),
an infeed, outfeed or collective, in it or in a function it calls, is never hoisted by XLA,
so it is not tagged, and ``--explain`` names the op. The tag is
``mhlo.frontend_attributes = {fusion_loop_kernel = "1"}`` on the while
(``hlo.LOOP_KERNEL_ATTR``).

Measured (2 cores, ``fusion-bench --corpus``, against XLA, paired in one process): a
256-env gymnax CartPole rollout (kernels of about 1250 operations) from 1.13x to 5.4x; a
4096-env CartPole (about 25000) 2.1x to 2.5x; a diffrax Tsit5 solve 1.5x to 4-7x; numpyro's
HMC 1.0x to 2.1x. Whole, pgx's connect four (its threefry loop: about 41000 each) ran 0.64x
against 0.99x; tic-tac-toe over 4096 boards (about 45000) 0.4x.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import dot_dimension_numbers, num_elements, static_tensor
from fusion_mlir.ir import io
from fusion_mlir.ir.hlo import LOOP_KERNEL_ATTR
from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.explain import Decision

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
# Backends whose XLA compiles whole loops as one kernel.
_BACKENDS = frozenset({"cpu"})


def _tagged(op: ir.Operation) -> bool:
    return io.frontend_attribute(op, LOOP_KERNEL_ATTR) is not None


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
    return _cost(list(loop.regions))


def _cost(regions: list[ir.Region]) -> tuple[int, int]:
    kernels = work = 0
    for region in regions:
        for block in region.blocks:
            for o in block.operations:
                op = o.operation
                if op.name in _FREE:
                    continue
                if op.name == "stablehlo.while" and not _tagged(op):
                    k, b = trip_cost(op)
                elif op.name == "stablehlo.case":  # one branch runs: the dearest
                    k, b = max((_cost([r]) for r in op.regions), key=lambda c: c[1])
                else:
                    k, b = 1, kernel_work(op)
                kernels, work = kernels + k, work + b
    return kernels, work


def _functions(module: ir.Module) -> dict[str, ir.Operation]:
    """The module's functions by name."""
    return {
        ir.StringAttr(f.attributes["sym_name"]).value: f.operation
        for f in module.body.operations
        if f.operation.name == "func.func"
    }


def _unhoistable(loop: ir.Operation, functions: dict[str, ir.Operation]) -> str | None:
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


def _loops_innermost_first(root: ir.Operation) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "stablehlo.while":
            found.append(op.operation)
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.POST_ORDER)
    return found


@dataclass(frozen=True)
class LoopKernels(ModulePass):
    """A loop whose kernels do on average at most ``max_kernel_work`` element operations
    runs whole."""

    name = "loop-kernels"
    summary = "a loop of small kernels runs whole, as one kernel (XLA:CPU)"

    max_kernel_work: int = 32768

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        loops = _loops_innermost_first(module.operation)
        if ctx.backend not in _BACKENDS:
            why = f"XLA on {ctx.backend!r} has no whole-loop kernels"
            for w in loops:
                ctx.record(Decision(self.name, ctx.describe(w), False, why))
            return
        functions = _functions(module)
        for w in loops:
            if _tagged(w):
                continue
            if (blocker := _unhoistable(w, functions)) is not None:
                why = f"XLA:CPU never compiles a loop holding a {blocker.split('.', 1)[1]} whole"
                ctx.record(Decision(self.name, ctx.describe(w), False, why))
                continue
            kernels, work = trip_cost(w)
            per = work // max(kernels, 1)
            detail = f"{kernels} kernels per trip, {per} element operations each on average"
            if self.max_kernel_work and per > self.max_kernel_work:
                why = f"kernels do more than max-kernel-work={self.max_kernel_work}"
                ctx.record(Decision(self.name, ctx.describe(w), False, why, detail=detail))
                continue
            io.set_frontend_attribute(w, LOOP_KERNEL_ATTR, "1")
            why = "one kernel per loop (XLA compiles it whole where it can)"
            ctx.record(Decision(self.name, ctx.describe(w), True, why, detail=detail))
