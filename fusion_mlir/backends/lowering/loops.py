"""Which loops stay whole-loop kernels: the ``loop-kernels`` tag, or XLA's own rule applied to
our grouping.

Our modules compile with XLA:CPU's small-while-loop hoisting at any size
(``xla{loop-kernels}``): XLA wraps every while loop it can compile as one kernel in a
``call`` marked ``xla_cpu_small_call``, as its last pass before scheduling, right before the
regroup hook. Rule, after regrouping: such a call stays whole when its loop carries the
``loop-kernels`` pass's tag, or when one trip of the loop moves under XLA's own threshold
(its condition and body as regrouped, nested loops counted once, as XLA's cost analysis
counts them; 1 KiB in jax 0.10.2's XLA, more in 0.12's, found by compiling loops of
growing size); any other becomes the plain ``while`` it was. By itself
XLA would have judged the loop on our ungrouped body (every op a kernel of its own, each
counted), so a loop XLA's fusion runs as one kernel ran as dozens of ours per trip: the
threefry loops of a gymnax rollout's key splits, 5 trips of 13 kernels, ten times a step.
"""

from __future__ import annotations

from fusion_mlir.ir.hlo import (
    LOOP_KERNEL_ATTR,
    Computation,
    Instr,
    Module,
    called_computations,
    kernel_bytes,
    whole_call,
)

# XLA:CPU's default ``xla_cpu_small_while_loop_byte_threshold`` in jax 0.10.2; the lowering
# marks a module with its own XLA's (``XlaCpu.small_loop_bytes``).
SMALL_LOOP_BYTES = 1024
_FREE = frozenset({"parameter", "get-tuple-element", "constant", "bitcast"})
_POINTER_BYTES = 8


def trip_bytes(comps: dict[str, Computation], comp: Computation) -> int:
    """The bytes one run of ``comp`` accesses: each instruction's operands and result, a
    loop's condition and body once, a conditional's dearest branch."""
    shapes = {i.name: i.shape for i in comp.instrs}
    total = 0
    for ins in comp.instrs:
        if ins.opcode in _FREE:
            continue
        if ins.opcode == "tuple":
            total += _POINTER_BYTES * len(ins.operands or [])
        elif ins.opcode in ("while", "call", "conditional"):
            inner = [trip_bytes(comps, c) for c in _callees(comps, ins)]
            total += max(inner, default=0) if ins.opcode == "conditional" else sum(inner)
        else:
            total += kernel_bytes(ins, shapes)
    return total


def _callees(comps: dict[str, Computation], ins: Instr) -> list[Computation]:
    return [comps[n] for n in called_computations(ins) if n in comps]


def _the_loop(callee: Computation) -> Instr | None:
    """The while of a whole-loop call's computation (a parameter and the while, as XLA's
    hoisting makes it), else None."""
    ins = callee.instrs
    if len(ins) != 2 or ins[0].opcode != "parameter" or ins[1].opcode != "while":
        return None
    loop = ins[1]
    return loop if loop.operands == [ins[0].name] else None


def loop_trip_bytes(module: Module) -> list[int]:
    """``trip_bytes`` of each loop of ``module``'s control flow, whole or not."""
    comps = {c.name: c for c in module.computations}
    return [
        sum(trip_bytes(comps, p) for p in _callees(comps, ins))
        for c in module.computations
        for ins in c.instrs
        if ins.opcode == "while"
    ]


def settle_whole_loops(module: Module, limit: int = SMALL_LOOP_BYTES) -> int:
    """Turn each whole-loop call that neither rule keeps back into its while (see the
    module docstring; ``limit``: XLA's threshold); return how many were turned back."""
    comps = {c.name: c for c in module.computations}
    undone: set[str] = set()
    for comp in module.computations:
        for k, ins in enumerate(comp.instrs):
            if not whole_call(ins) or not ins.operands or len(ins.operands) != 1:
                continue
            callee = comps.get(ins.attr("to_apply") or "")
            loop = _the_loop(callee) if callee is not None else None
            if loop is None or loop.frontend_attributes().get(LOOP_KERNEL_ATTR) == "1":
                continue
            if sum(trip_bytes(comps, p) for p in _callees(comps, loop)) < limit:
                continue
            keep = [a for a in ins.attrs if a.strip().startswith("control-predecessors")]
            attrs = [a for a in loop.attrs if not a.strip().startswith("control-predecessors")]
            comp.instrs[k] = Instr(
                name=ins.name,
                shape=ins.shape,
                opcode="while",
                operand_text=ins.operands[0],
                attrs=[*attrs, *keep],
                is_root=ins.is_root,
                operands=list(ins.operands),
            )
            undone.add(callee.name)
    if undone:
        module.computations = [c for c in module.computations if c.name not in undone]
    return len(undone)
