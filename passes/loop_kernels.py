"""``loop-kernels``: a while loop whose kernels each move little runs as ONE kernel.

Rule: a ``stablehlo.while`` whose trips launch kernels that move on average at most
``max-kernel-bytes`` each (its condition and body as our groups leave them: a group or a lone
op is a kernel, reading its operands and writing its results; a nested loop counts as one trip,
or as one kernel when it is whole itself) is tagged to run whole, as one kernel per execution
of the loop. Such kernels cost more to launch (XLA:CPU's thunk runtime: a few hundred ns each,
and a loop trip more) than to run; a whole loop launches once. A loop of larger kernels stays
a loop of kernels: each runs split across the threads and through XLA's vectorising loop
emitter, which a whole-loop kernel gives up. ``max-kernel-bytes=0`` tags every loop.

XLA:CPU makes the loop whole (its small-while-loop hoisting: ``xla_cpu_small_call``), and
only a loop it can compile so (no scatter, convolution, custom call or collective in it, nor
a dot it would hand to a library); by itself it takes only loops under its own limit (1 KiB a
trip in jax 0.10.2's XLA). A loop holding a custom call (a LAPACK solver, a host callback),
an infeed, outfeed or collective, in it or in a function it calls, is never hoisted by XLA,
so it is not tagged, and ``--explain`` names the op. The tag is ``mhlo.frontend_attributes = {fusion_loop_kernel =
"1"}`` on the while (``hlo.LOOP_KERNEL_ATTR``).

Measured (2 cores, ``fusion-bench --corpus``, against XLA): a 256-env gymnax CartPole rollout,
500 steps of kernels of about 4 KB, from 1.13x to 4.78x; a diffrax Tsit5 solve of 32
3-vectors from 1.5x to 6.9x; numpyro's HMC from 1.0x to 2.1x. Whole, pgx's tic-tac-toe over
4096 boards (kernels of about 100 KB) ran 0.4x as fast, a 4096-env CartPole (16-50 KB) 0.5x.
"""

from __future__ import annotations

from dataclasses import dataclass

from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import nbytes
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


def _operand_bytes(op: ir.Operation) -> int:
    seen: list[ir.Value] = []
    for v in op.operands:
        if not any(v == s for s in seen):
            seen.append(v)
    return sum(nbytes(v.type) for v in seen)


# Ops that read a window of their first operand, not all of it.
_WINDOW_READS = frozenset({"stablehlo.gather", "stablehlo.dynamic_slice", "stablehlo.slice"})
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


def _kernel_bytes(op: ir.Operation) -> int:
    """What a kernel touches: its operands and results, except that an op reading a window
    reads the window (its result), not its whole first operand, and an update in place
    reads its update and writes as much, not the buffer it writes into."""
    moved = _operand_bytes(op) + sum(nbytes(r.type) for r in op.results)
    if op.name in _WINDOW_READS and len(op.operands) and len(op.results) == 1:
        moved -= nbytes(op.operands[0].type) - nbytes(op.results[0].type)
    elif (update := _in_place_update(op)) is not None and len(update.operands) > 2:
        buffer = nbytes(update.results[0].type)
        moved -= 2 * buffer - nbytes(update.operands[_IN_PLACE[update.name]].type)
    return max(moved, 0)


def trip_cost(loop: ir.Operation) -> tuple[int, int]:
    """``(kernels, bytes)`` one trip of ``loop`` launches and moves (see the module rule)."""
    return _cost(list(loop.regions))


def _cost(regions: list[ir.Region]) -> tuple[int, int]:
    kernels = moved = 0
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
                    k, b = 1, _kernel_bytes(op)
                kernels, moved = kernels + k, moved + b
    return kernels, moved


def _unhoistable(loop: ir.Operation, module: ir.Module) -> str | None:
    """The name of an op in ``loop`` (or in a function it calls, transitively) that keeps
    XLA:CPU from compiling it whole, or None."""
    functions = {
        ir.StringAttr(f.attributes["sym_name"]).value: f.operation
        for f in module.body.operations
        if f.operation.name == "func.func"
    }
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
    """A loop whose kernels move on average at most ``max_kernel_bytes`` runs whole."""

    name = "loop-kernels"
    summary = "a loop of small kernels runs whole, as one kernel (XLA:CPU)"

    max_kernel_bytes: int = 8192

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        loops = _loops_innermost_first(module.operation)
        if ctx.backend not in _BACKENDS:
            why = f"XLA on {ctx.backend!r} has no whole-loop kernels"
            for w in loops:
                ctx.record(Decision(self.name, ctx.describe(w), False, why))
            return
        for w in loops:
            if _tagged(w):
                continue
            if (blocker := _unhoistable(w, module)) is not None:
                why = f"XLA:CPU never compiles a loop holding a {blocker.split('.', 1)[1]} whole"
                ctx.record(Decision(self.name, ctx.describe(w), False, why))
                continue
            kernels, moved = trip_cost(w)
            per = moved // max(kernels, 1)
            detail = f"{kernels} kernels per trip, {per} B each on average"
            if self.max_kernel_bytes and per > self.max_kernel_bytes:
                why = f"kernels move more than max-kernel-bytes={self.max_kernel_bytes}"
                ctx.record(Decision(self.name, ctx.describe(w), False, why, detail=detail))
                continue
            io.set_frontend_attribute(w, LOOP_KERNEL_ATTR, "1")
            why = "one kernel per loop (XLA compiles it whole where it can)"
            ctx.record(Decision(self.name, ctx.describe(w), True, why, detail=detail))
