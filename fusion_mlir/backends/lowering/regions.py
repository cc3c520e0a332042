"""Runs of a loop's kernels as one kernel each: the stretches of a loop body that XLA:CPU
cannot compile whole, each outlined into a ``call`` it compiles as one kernel.

XLA:CPU compiles a ``call`` marked ``xla_cpu_small_call`` as one kernel, through the emitter
its small-while-loop hoisting uses for a whole loop (``ComputationKernelEmitter``). A loop
holding an op that emitter cannot run (a custom call such as a LAPACK solver, a scatter, a
sort, a dot or convolution it may hand to a library, a nested loop of kernels) is never
whole, and each trip launches every kernel of its body one by one, each costing more to
launch than to run when the kernels are small. Rule, for a loop the ``loop-kernels`` pass
tagged that XLA did not make whole: in its body and condition, each maximal run of
instructions between such ops, in the computation's order, holding at least two kernels,
becomes one call, so a trip launches a kernel per stretch instead of one per op. A kernel
moving more than ``MAX_KERNEL_BYTES`` ends a run (XLA's own emitters run it vectorised; in
the call it is plain loops), and so does a fusion reading a reduction's result back (the
call's emitter recomputes the reduction per element read).

What the emitter needs of a call, found by compiling (jax 0.10.2 and 0.12.1): every
instruction in it is read (a dead one has no buffer the kernel's table knows, and XLA aborts:
it is dropped first); constants are cloned in rather than passed; no tuple crosses the
call's boundary; no kernel split across threads (``outer_dimension_partitions``) and no
instruction with control dependencies is taken in. A run whose outlining would make a cycle
is left as it was.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterable
from typing import Protocol

from fusion_mlir.analysis.cost import LAUNCH_BYTES
from fusion_mlir.ir.hlo import (
    Computation,
    Instr,
    Module,
    called_computations,
    kernel_bytes,
    kernel_category,
)

# What XLA:CPU's whole-call emitter cannot run: runtime services, contractions it may hand to
# a library (which needs a thread pool the call does not have), and control flow, whose
# kernels we leave to the loop's own rule.
_BOUNDARY = frozenset(
    {
        "custom-call",
        "infeed",
        "outfeed",
        "scatter",
        "sort",
        "fft",
        "partition-id",
        "replica-id",
        "after-all",
        "dot",
        "convolution",
        "rng-get-and-update-state",
        "send",
        "send-done",
        "recv",
        "recv-done",
        "all-gather",
        "all-gather-start",
        "all-gather-done",
        "all-reduce",
        "all-reduce-start",
        "all-reduce-done",
        "all-to-all",
        "collective-permute",
        "collective-permute-start",
        "collective-permute-done",
        "collective-broadcast",
        "reduce-scatter",
        "while",
        "conditional",
        "call",
        "async-start",
        "async-done",
        "copy-start",
        "copy-done",
        "add-dependency",
        "opt-barrier",
    }
)
# A kernel that moves more is worth its launch (``cost.LAUNCH_BYTES``): XLA's own emitters
# run it vectorised (and split across threads where large), the whole-call emitter as plain
# loops. Breakout-MinAtar's ``paper`` step, whose kernels over 128x10x10 boards ran in its
# stretches, went from 1.38x of XLA to 1.13x; the MJX step's kernels move a few hundred
# bytes each.
MAX_KERNEL_BYTES = LAUNCH_BYTES
_REDUCTIONS = frozenset({"reduce", "reduce-window"})
# Never members: a run reads them (constants cloned in, parameters passed).
_OUTSIDE = frozenset({"parameter", "constant"})
_NAMES = re.compile(r"%?[\w.\-]+")


class _Names(Protocol):
    """Fresh names: ``fresh(base)`` never returns a name in use."""

    def fresh(self, base: str) -> str: ...


def outline_runs(module: Module, targets: Iterable[str], names: _Names) -> int:
    """Outline the runs of each computation named in ``targets`` (see the module docstring);
    return how many calls were made. ``names`` gives fresh names for ``module``. A
    computation this cannot outline safely is left as it was."""
    comps = {c.name.lstrip("%"): c for c in module.computations}
    memo: dict[str, bool] = {}
    new: list[tuple[str, Computation]] = []
    made = 0
    for name in targets:
        comp = comps.get(name.lstrip("%"))
        if comp is None or any(
            i.operands is None and i.opcode not in _OUTSIDE for i in comp.instrs
        ):
            continue
        before, count = list(comp.instrs), len(new)
        try:
            made += _outline_computation(comp, comps, memo, names, new)
        except (KeyError, ValueError, IndexError):  # text we do not follow: leave it
            comp.instrs, new[count:] = before, []
    if new:
        out: list[Computation] = []
        for c in module.computations:
            out += [f for before_name, f in new if before_name == c.name]
            out.append(c)
        module.computations = out
    return made


def _available(ins: Instr, comps: dict[str, Computation], memo: dict[str, bool]) -> bool:
    """Whether the whole-call emitter can run ``ins``, looking into what it calls."""
    if ins.opcode in _BOUNDARY:
        return False
    if ins.opcode == "fusion" and (ins.attr("kind") or "kLoop") == "kCustom":
        return False  # a library kernel
    if "outer_dimension_partitions" in (ins.attr("backend_config") or ""):
        return False
    if ins.attr("control-predecessors") is not None:
        return False
    if ins.opcode == "fusion" and _recomputes(ins, comps):
        return False
    for name in called_computations(ins):
        key = name.lstrip("%")
        if key not in memo:
            memo[key] = True  # a cycle of calls reads as available until seen through
            comp = comps.get(key)
            memo[key] = comp is None or all(_available(i, comps, memo) for i in comp.instrs)
        if not memo[key]:
            return False
    return True


def _recomputes(fusion: Instr, comps: dict[str, Computation]) -> bool:
    """Whether a fusion reads a reduction's result inside itself (a row count broadcast
    back, say): the emitter XLA runs our call with computes the reduction again for every
    element it is read at, where XLA's own fusion emitter computes it once a row
    (Breakout-MinAtar's ``paper`` step, a 100-element count read over 128x10x10: 330 us a
    trip against 3)."""
    for name in called_computations(fusion):
        comp = comps.get(name.lstrip("%"))
        if comp is None:
            continue
        root = comp.root()
        results = set(root.operands or []) if root.opcode == "tuple" else {root.name}
        if any(i.opcode in _REDUCTIONS and i.name not in results for i in comp.instrs):
            return True
    return False


def _runs(comp: Computation, comps: dict[str, Computation], memo: dict[str, bool]):
    """The maximal runs of available instructions of ``comp``, in its order; a
    get-tuple-element joins the run of what it reads (outside one, it stays outside). A
    kernel moving more than ``MAX_KERNEL_BYTES`` ends a run too."""
    shapes = {i.name: i.shape for i in comp.instrs}
    ordered = set()
    for i in comp.instrs:
        v = i.attr("control-predecessors")
        if v:
            ordered |= set(_NAMES.findall(v.strip("{} ")))
    runs: list[list[Instr]] = []
    cur: list[Instr] = []
    owner: dict[str, list[Instr]] = {}
    for i in comp.instrs:
        if i.opcode in _OUTSIDE:
            continue
        if i.opcode == "get-tuple-element" and not i.is_root and i.name not in ordered:
            run = owner.get((i.operands or [""])[0])
            if run is not None:
                run.append(i)
                owner[i.name] = run
            continue
        small = kernel_category(i) is None or kernel_bytes(i, shapes) <= MAX_KERNEL_BYTES
        if i.is_root or i.name in ordered or not small or not _available(i, comps, memo):
            if cur:
                runs.append(cur)
            cur = []
            continue
        cur.append(i)
        owner[i.name] = cur
    if cur:
        runs.append(cur)
    return runs


def _outline_computation(comp, comps, memo, names, new) -> int:
    made = 0
    renamed: dict[str, str] = {}
    for run in _runs(comp, comps, memo):
        if sum(1 for i in run if kernel_category(i) is not None) >= 2:
            made += _outline(comp, run, names, new, renamed)
    return made


def _outline(comp: Computation, run: list[Instr], names, new, renamed: dict[str, str]) -> int:
    """Replace ``run`` in ``comp`` by a call of a new computation appended to ``new``; 1 if
    done, 0 if it was left as it was. ``renamed``: values earlier runs now name otherwise."""
    users: dict[str, set[str]] = {}
    for i in comp.instrs:
        for o in i.operands or []:
            users.setdefault(o, set()).add(i.name)
    members = {i.name for i in run}
    dead: set[str] = set()
    changed = True
    while changed:  # drop what nothing reads: the emitter has no buffer for it
        changed = False
        for i in run:
            if i.name in members and not users.get(i.name, set()) - dead:
                members.discard(i.name)
                dead.add(i.name)
                changed = True
    run = [i for i in run if i.name in members]
    if dead:
        comp.instrs = [i for i in comp.instrs if i.name not in dead]
    if sum(1 for i in run if kernel_category(i) is not None) < 2:
        return 0
    shapes = {i.name: i.shape for i in comp.instrs}
    consts = {i.name: i for i in comp.instrs if i.opcode == "constant"}
    inputs: list[str] = []
    cloned: dict[str, Instr] = {}
    for i in run:
        for o in i.operands or []:
            o = renamed.get(o, o)
            if o in consts:
                if o not in cloned:
                    c = consts[o]
                    cloned[o] = Instr(
                        name=names.fresh(o.lstrip("%") + ".in"),
                        shape=c.shape,
                        opcode="constant",
                        operand_text=c.operand_text,
                        attrs=list(c.attrs),
                    )
            elif o not in members and o not in inputs:
                inputs.append(o)
    outputs = list(
        dict.fromkeys(
            o
            for i in comp.instrs
            if i.name not in members
            for o in i.operands or []
            if o in members
        )
    )
    if not outputs or any(shapes[o].startswith("(") for o in outputs + inputs):
        return 0
    pct = "%" if comp.name.startswith("%") else ""
    region = names.fresh(run[0].name.lstrip("%") + "_run").lstrip("%")
    params = {o: names.fresh(o.lstrip("%") + ".in") for o in inputs}
    body = [
        Instr(name=params[o], shape=shapes[o], opcode="parameter", operand_text=str(k), attrs=[])
        for k, o in enumerate(inputs)
    ]
    body += cloned.values()
    local = {**params, **{o: c.name for o, c in cloned.items()}}
    for i in run:
        ops = [local.get(renamed.get(o, o), o) for o in i.operands or []]
        body.append(_instr(i.name, i.shape, i.opcode, ops, i.attrs))
    call = names.fresh(region + ".call")
    mine: dict[str, str] = {}
    if len(outputs) == 1:
        result = shapes[outputs[0]]
        next(b for b in body if b.name == outputs[0]).is_root = True
        mine[outputs[0]] = call
        added: list[Instr] = []
    else:
        result = "(" + ", ".join(shapes[o] for o in outputs) + ")"
        body.append(_instr(names.fresh(region + ".out"), result, "tuple", outputs, is_root=True))
        added = []
        for k, o in enumerate(outputs):
            mine[o] = names.fresh(o.lstrip("%") + ".out")
            added.append(_instr(mine[o], shapes[o], "get-tuple-element", [call], [f"index={k}"]))
    attrs = [f"to_apply={pct}{region}", 'frontend_attributes={xla_cpu_small_call="true"}']
    added.insert(0, _instr(call, result, "call", inputs, attrs))
    out: list[Instr] = []
    for i in comp.instrs:
        if i.name in members:
            if i.name == run[0].name:
                out += added
            continue
        if any(o in mine for o in i.operands or []):
            i = _instr(
                i.name, i.shape, i.opcode, [mine.get(o, o) for o in i.operands], i.attrs, i.is_root
            )
        out.append(i)
    ordered = _topological(out)
    if ordered is None:
        return 0
    sig = ", ".join(f"{params[o].lstrip('%')}: {shapes[o]}" for o in inputs)
    header = f"{pct}{region} ({sig}) -> {result} {{"
    new.append(
        (comp.name, Computation(name=pct + region, header=header, is_entry=False, instrs=body))
    )
    comp.instrs = ordered
    renamed.update(mine)
    return 1


def _instr(name, shape, opcode, operands, attrs=(), is_root=False) -> Instr:
    return Instr(
        name=name,
        shape=shape,
        opcode=opcode,
        operand_text=", ".join(operands),
        attrs=list(attrs),
        is_root=is_root,
        operands=list(operands),
    )


def _topological(instrs: list[Instr]) -> list[Instr] | None:
    """``instrs`` reordered so that each follows its operands, otherwise in the order given;
    None if they form a cycle."""
    pos = {i.name: k for k, i in enumerate(instrs)}
    waiting = {i.name: len({o for o in i.operands or [] if o in pos}) for i in instrs}
    users: dict[str, list[str]] = {}
    for i in instrs:
        for o in set(i.operands or []):
            if o in pos:
                users.setdefault(o, []).append(i.name)
    ready = [(pos[n], n) for n, w in waiting.items() if w == 0]
    heapq.heapify(ready)
    out: list[Instr] = []
    while ready:
        _, n = heapq.heappop(ready)
        out.append(instrs[pos[n]])
        for u in users.get(n, []):
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, (pos[u], u))
    return out if len(out) == len(instrs) else None
