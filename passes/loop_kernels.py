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
an infeed, outfeed or collective, in it or in a function it calls, is never hoisted by XLA:
when its kernels are small it is tagged ``runs`` instead, and each stretch of its body
between such ops runs as one kernel (the same call, made by the regroup hook:
``lowering/regions.py``); ``--explain`` names the op. A loop tagged to run whole that XLA
still refuses (a dot or scatter in it) is run by stretches the same way. The tag is
``mhlo.frontend_attributes = {fusion_loop_kernel = "1"}`` (or ``"runs"``) on the while
(``hlo.LOOP_KERNEL_ATTR``).

Measured (2 cores, ``fusion-bench --corpus``, against XLA, paired in one process): a
256-env gymnax CartPole rollout (kernels of about 1250 operations) from 1.13x to 5.4x; a
4096-env CartPole (about 25000) 2.1x to 2.5x; a diffrax Tsit5 solve 1.5x to 4-7x; numpyro's
HMC 1.0x to 2.1x; ``paper``'s 4096-env CartPole step (57 kernels of about 32900) 2.3x to
2.8x. Whole, pgx's connect four (its threefry loop: about 41000 each) ran 0.64x against
0.99x; tic-tac-toe over 4096 boards (about 45000) 0.4x. By stretches, mujoco-mjx's step
loop (a Cholesky solve per trip; 541 kernels a trip, about 70 operations each) runs at 2.4x
XLA's speed where it ran at 0.84x.
"""

from __future__ import annotations

from dataclasses import dataclass

from fusion_mlir.passes._loops import functions, trip_cost, unhoistable
from jaxlib.mlir import ir

from fusion_mlir.ir import io
from fusion_mlir.ir.hlo import LOOP_KERNEL_ATTR, LOOP_RUNS
from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.explain import Decision

# Backends whose XLA compiles whole loops as one kernel.
_BACKENDS = frozenset({"cpu"})


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

    max_kernel_work: int = 36864

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        loops = _loops_innermost_first(module.operation)
        if ctx.backend not in _BACKENDS:
            why = f"XLA on {ctx.backend!r} has no whole-loop kernels"
            for w in loops:
                ctx.record(Decision(self.name, ctx.describe(w), False, why))
            return
        called = functions(module)
        for w in loops:
            if io.tagged_whole(w):
                continue
            kernels, work = trip_cost(w)
            per = work // max(kernels, 1)
            detail = f"{kernels} kernels per trip, {per} element operations each on average"
            if self.max_kernel_work and per > self.max_kernel_work:
                why = f"kernels do more than max-kernel-work={self.max_kernel_work}"
                ctx.record(Decision(self.name, ctx.describe(w), False, why, detail=detail))
                continue
            if (blocker := unhoistable(w, called)) is not None:
                io.set_frontend_attribute(w, LOOP_KERNEL_ATTR, LOOP_RUNS)
                op = blocker.split(".", 1)[1]
                why = f"XLA:CPU never compiles a loop holding a {op} whole: one kernel per run between them"
                ctx.record(Decision(self.name, ctx.describe(w), True, why, detail=detail))
                continue
            io.set_frontend_attribute(w, LOOP_KERNEL_ATTR, "1")
            why = "one kernel per loop (XLA compiles it whole where it can)"
            ctx.record(Decision(self.name, ctx.describe(w), True, why, detail=detail))
