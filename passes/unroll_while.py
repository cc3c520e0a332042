"""``unroll-while{factor=N}``: replicate the body of a counted ``stablehlo.while`` N times.

Rule: a while whose trip count T is static (the canonical counter form, see
``passes/_loops.py``) gets a body that runs the old body ``factor`` times in a row and a
bound of ``start + (T // factor) * factor``; the ``T % factor`` remaining iterations follow
the loop as a straight-line (peeled) epilogue. A loop that would run at most once after
unrolling (factor <= T < 2 * factor) is unrolled completely and disappears. A loop shorter
than the factor (T < factor) is left alone unless ``full=true``, which unrolls it completely
too: such loops are mostly library internals (jax's threefry rounds run 5 times), and
XLA:CPU's own fusion of fully unrolled threefry rounds duplicates work catastrophically
(measured: cartpole N=1024, T=10 went from 0.9 ms to 900 ms). The copies are chained
exactly as the iterations were (copy k reads what copy k-1 yielded), so outputs are
bit-exact. Where the copies go outside every loop (a loop not inside another, unrolled
completely, and its peeled trips), a loop-invariant op that is a kernel of its own however
it is grouped (a reduction, a contraction, reading only values the loop passes through
unchanged or defines outside it) is made once, with what it reads, and read by every copy,
as XLA's loop-invariant code motion shares it across the kept loop's trips (k-means unrolled
completely computed its points' norms once per copy: 0.92x of XLA, 0.97x shared). A cheaper
invariant op stays in each copy, where its consumers fuse it (shared too, jax-md's
Lennard-Jones run made 120 kernels more); so does every op of copies inside a loop, which
may run whole, one kernel in which nothing is materialised (numpyro's HMC, its leapfrog
steps unrolled into a whole transition loop, shared: 2.39x of XLA against 2.64x). Loops
are handled innermost first. ``factor=1`` changes nothing; a trip count of 0 removes the loop (its results are its initial values) when ``full=true``. A loop whose
unrolled body would hold more than ``max-ops`` ops is left alone (compile time; see the
option), and so is a loop whose body holds a loop, unless ``nested=true``: the copies save
nothing of the inner loops' iterations (see the option).

When it pays: a loop that stays a loop after unrolling (not unrolled completely) is
unrolled only where the rest of the pipeline, run on copies of the module with the loop
kept and unrolled, either runs the unrolled loop whole (``loop-kernels``: its launches cost
nothing, and the copies fuse inside it), or makes fewer kernels per iteration of it than of
the kept loop (``loop-kernels``' count: groups and lone ops, condition included) and
move no more bytes per iteration (each kernel's reads and writes, ``_loops.kernel_bytes``:
an update in place moves its update, a slice its elements) than the launches they save
cost (the backend's ``Capabilities.launch_bytes`` each). It
declines where the kept loop runs whole and the unrolled one would not, and a loop it would
unroll completely whose copies would make the loop around it, whole kept, a loop of
kernels (a binary search's 14 trips inside a particle filter's step made the step's kernels
too large to run whole). Inside a loop that stays whole, complete unrolling pays: numpyro's
HMC gains its `paper` speed from its 10 leapfrog steps unrolled into the transition
loop, though they ran whole as a loop too. Unrolling a loop of
kernels saves launches or it saves nothing: pgx's connect four step loop (after
``hoist-rng``) unrolled x10 was 420 kernels a trip against 34 an iteration kept, and
0.90x of XLA against 0.97x (jax-md's FIRE minimisation: 467 against 45). Fewer kernels can
still move more: a heat stencil's steps, chained in one body, read each other through
their rolls, and the groups that recompute a step for the next one's neighbours read 8.9
MB an iteration against 0.5 MB kept (the held-out heat stencil 0.34x of XLA against
1.73x; Life by convolution 1.5 times the bytes, 0.65x against 1.02x)."""

from __future__ import annotations

from dataclasses import dataclass

from fusion_mlir.passes import _loops as L
from jaxlib.mlir import ir

from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.explain import Decision


def run_copies(
    ops: list[ir.Operation],
    args: list[ir.Value],
    yields: list[ir.Value],
    inputs: list[ir.Value],
    copies: int,
    ip: ir.InsertionPoint,
    share: bool = False,
) -> list[ir.Value]:
    """Clone the body ``ops`` (block arguments ``args``, terminator operands ``yields``)
    ``copies`` times at ``ip``, the first copy reading ``inputs`` and each next one the
    previous copy's yields; return the last copy's yields.

    With ``share`` (the copies go outside every loop), a loop-invariant op that is a kernel
    of its own however it is grouped (see ``_shared``) is made once: later copies read the
    first one's results."""
    current = list(inputs)
    shared = _shared(ops, args, yields) if share else set()
    made: dict[int, list[ir.Value]] = {}
    for _ in range(copies):
        mapping = dict(zip(args, current, strict=True))
        for i, op in enumerate(ops):
            if i in made:
                mapping.update(zip(op.results, made[i], strict=True))
                continue
            new = L.clone_into(op, mapping, ip)
            if i in shared:
                made[i] = list(new.results)
        current = [mapping.get(v, v) for v in yields]
    return current


# Ops that are a kernel (or a library call) of their own whatever the grouping: their
# results are written out and read back even where every copy has its own.
_MATERIALISED = frozenset(
    {OpKind.REDUCTION, OpKind.CONTRACTION, OpKind.CONTROL_FLOW, OpKind.OPAQUE}
)


def _shared(ops: list[ir.Operation], args: list[ir.Value], yields: list[ir.Value]) -> set[int]:
    """Indices of the body ``ops`` whose copies would all compute the same value: pure ops
    reading only what the loop passes through unchanged, what is defined outside it, and
    each other, kept to those that are materialised anyway (a reduction, a contraction...)
    and what they read. Outside loops their copies are kernels reading the same memory, so
    one is enough (as XLA's loop-invariant code motion shares them across the kept loop's
    trips); a cheaper invariant op stays in each copy, where its consumers fuse it."""
    passed_through = [a for a, y in zip(args, yields, strict=True) if a == y]
    position = {op: i for i, op in enumerate(ops)}
    candidates = [position[op] for op in L.computed_from(ops, args, passed_through)]
    index = {r: i for i in candidates for r in ops[i].results}
    shared: set[int] = set()
    work = [i for i in candidates if op_kind(ops[i].name) in _MATERIALISED]
    while work:
        i = work.pop()
        if i in shared:
            continue
        shared.add(i)
        work.extend(index[v] for v in L.captured_values(ops[i]) if v in index)
    return shared


def _enclosing_loop(op: ir.Operation) -> ir.Operation | None:
    """The nearest ``stablehlo.while`` around ``op``, or None."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name == L.WHILE:
            return L.op_of(parent)
        parent = parent.parent
    return None


def unroll(w: ir.Operation, tc: L.TripCount, factor: int) -> str:
    """Unroll ``w`` (trip count ``tc``) by ``factor`` in place; return what was done."""
    trip = tc.trip
    body = w.regions[1].blocks[0]
    args = list(body.arguments)
    term = L.body_terminator(w)
    ops = [L.op_of(o) for o in body.operations][:-1]
    yields = list(term.operands)
    iterations, rest = divmod(trip, factor)
    outermost = _enclosing_loop(w) is None
    if iterations <= 1:
        # Straight-line: all T copies before the loop, which goes away.
        final = run_copies(
            ops, args, yields, list(w.operands), trip, ir.InsertionPoint(w), share=outermost
        )
        for r, v in zip(w.results, final, strict=True):
            r.replace_all_uses_with(v)
        w.erase()
        return f"unrolled completely ({trip} copies)"
    # Body: factor chained copies; the first copy is the existing ops.
    final = run_copies(ops, args, yields, yields, factor - 1, ir.InsertionPoint(term))
    for i, v in enumerate(final):
        term.operands[i] = v
    # Bound: start + iterations * factor (never beyond the old bound: no overflow).
    cmp = tc.compare
    old_bound = cmp.operands[1]
    with ir.InsertionPoint(cmp), cmp.location:
        new_bound = L.int_constant(old_bound.type, tc.start + iterations * factor)
    cmp.operands[1] = new_bound
    old = L.defining_op(old_bound)
    if old is not None and old.block == cmp.block and not list(old_bound.uses):
        old.erase()
    if rest:
        # Epilogue: the original body (the first copy's ops) once per remaining iteration.
        uses = [L.uses_of(r) for r in w.results]
        nxt = L.next_op(w)
        ip = ir.InsertionPoint(nxt) if nxt is not None else ir.InsertionPoint(w.block)
        final = run_copies(ops, args, yields, list(w.results), rest, ip, share=outermost)
        for use_list, v in zip(uses, final, strict=True):
            for owner, idx in use_list:
                owner.operands[idx] = v
    return f"unrolled x{factor}: {iterations} iterations" + (f" + {rest} peeled" if rest else "")


@dataclass(frozen=True)
class UnrollWhile(ModulePass):
    """Replicate the body of each while with a static trip count ``factor`` times per
    iteration; the remainder is peeled after the loop (bit-exact)."""

    name = "unroll-while"
    summary = "unroll while loops with a static trip count by a factor (remainder peeled)"
    factor: int = 2
    full: bool = False
    # The most ops the unrolled body (or a fully unrolled loop) may hold. XLA's compile time
    # grows faster than the module: mujoco-mjx's step (a 13416-op body, 60 trips) unrolled
    # x10 had not compiled after 10 minutes; and a body that large runs long enough per
    # trip that the loop's own overhead, all unrolling saves, is noise.
    max_ops: int = 20000
    # Whether a loop whose body holds a loop is unrolled too. Inner loops are group
    # boundaries, so the copies fuse across a seam only between the last inner loop of one
    # and the first of the next, and the inner loops' own iterations, which dominate, stay.
    # Measured on XLA:CPU (unrolled x10 against the loop as it was): gymnax CartPole
    # rollouts 0.44x and 0.62x, Breakout-MinAtar 0.45x, pgx connect four 0.94x, the study's
    # Cartpole 0.75x; of the loops without inner loops, jax-md's Lennard-Jones run 1.12x.
    nested: bool = False

    def __post_init__(self) -> None:
        if self.factor < 1:
            raise ValueError("factor must be at least 1")

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        loops = [op for op in L.walk_ops(module.operation) if op.name == L.WHILE]
        chosen: list[tuple[ir.Operation, L.TripCount]] = []
        for w in loops:  # post-order: inner loops first
            what = ctx.describe(w)
            tc = L.trip_count(w)
            if isinstance(tc, str):
                ctx.record(Decision(self.name, what, False, "trip count not static", detail=tc))
                continue
            if self.factor == 1:
                ctx.record(Decision(self.name, what, False, "factor is 1"))
                continue
            if tc.trip < self.factor and not self.full:
                ctx.record(
                    Decision(
                        self.name,
                        what,
                        False,
                        "trip count below factor",
                        detail=f"{tc.trip} < {self.factor}; full=true unrolls it completely",
                    )
                )
                continue
            body_ops = [o for op in w.regions[1].blocks[0].operations for o in L.walk_ops(op)]
            inner = sum(o.name == L.WHILE for o in body_ops)
            if inner and not self.nested:
                ctx.record(
                    Decision(
                        self.name,
                        what,
                        False,
                        "body holds a loop",
                        detail=f"{inner} inner loop(s); nested=true unrolls it anyway",
                    )
                )
                continue
            copies = tc.trip if tc.trip < 2 * self.factor else self.factor
            if len(body_ops) * copies > self.max_ops:
                ctx.record(
                    Decision(
                        self.name,
                        what,
                        False,
                        "unrolled body too large",
                        detail=f"{len(body_ops)} ops x {copies} > max-ops={self.max_ops}",
                    )
                )
                continue
            if tc.trip < 2 * self.factor:
                # Unrolled completely, it is judged and unrolled now: the loops around it
                # are judged with it gone (innermost first).
                refused, _ = self._judge(module, [w], ctx)[0]
                if refused is not None:
                    ctx.record(Decision(self.name, what, False, refused))
                    continue
                done = unroll(w, tc, self.factor)
                ctx.record(
                    Decision(self.name, what, True, f"static trip count {tc.trip}", detail=done)
                )
                continue
            chosen.append((w, tc))
        verdicts = self._judge(module, [w for w, _ in chosen], ctx)
        for (w, tc), (refused, detail) in zip(chosen, verdicts, strict=True):
            what = ctx.describe(w)
            if refused is not None:
                ctx.record(Decision(self.name, what, False, refused, detail=detail))
                continue
            done = unroll(w, tc, self.factor) + (f"; {detail}" if detail else "")
            ctx.record(Decision(self.name, what, True, f"static trip count {tc.trip}", detail=done))

    def _judge(
        self, module: ir.Module, chosen: list[ir.Operation], ctx: PassContext
    ) -> list[tuple[str | None, str]]:
        """What the rest of the pipeline makes of each chosen loop, kept and unrolled:
        ``(reason refused or None, detail)``, in order. A loop of kernels is unrolled only
        where the rest makes fewer kernels per iteration of it, or runs the unrolled loop
        whole."""
        verdicts: list[tuple[str | None, str]] = [(None, "")] * len(chosen)
        if not chosen:
            return verdicts
        loops = [op for op in L.walk_ops(module.operation) if op.name == L.WHILE]
        index = {
            i: next((k for k, c in enumerate(chosen) if c == w), None) for i, w in enumerate(loops)
        }
        # The loop around each chosen one: unrolled completely, its copies join that loop's
        # kernels, which may then be too large for it to run whole.
        position = {w: i for i, w in enumerate(loops)}
        around = {k: _enclosing_loop(c) for k, c in enumerate(chosen)}
        outer = {k: position[o] for k, o in around.items() if o is not None and o in position}
        wanted = [index[i] is not None or i in outer.values() for i in range(len(loops))]
        kept = L.loops_later(module, wanted, ctx)

        def unroll_all(twins: list[ir.Operation]) -> None:
            for twin in twins:
                if index[L.probe_index(twin)] is None:
                    continue  # a loop around a chosen one, only looked at
                tc = L.trip_count(twin)
                assert not isinstance(tc, str)
                unroll(twin, tc, self.factor)

        unrolled = L.loops_later(module, wanted, ctx, change=unroll_all)
        if kept is None or unrolled is None:
            return verdicts
        for i, k in index.items():
            a, b = kept[i], unrolled[i]
            if k is None or len(a) != 1:
                continue
            if not b:  # unrolled completely
                o = outer.get(k)
                if (
                    o is not None
                    and len(kept[o]) == 1
                    and kept[o][0].whole
                    and not all(x.whole for x in unrolled[o])
                ):
                    verdicts[k] = (
                        "unrolled completely, the loop around it would no longer run whole",
                        "",
                    )
                continue
            if len(b) != 1:
                continue
            (a,), (b,) = a, b
            detail = (
                f"{b.kernels} kernels per trip of {self.factor} iterations against {a.kernels},"
                f" {b.bytes // self.factor} bytes per iteration against {a.bytes}"
            )
            if b.whole:
                verdicts[k] = (None, "the rest runs it whole")
            elif a.whole:
                verdicts[k] = ("unrolled, the rest would no longer run it whole", "")
            elif b.kernels / self.factor >= a.kernels:
                verdicts[k] = ("no fewer kernels per iteration unrolled", detail)
            elif (
                b.bytes / self.factor - a.bytes
                > (a.kernels - b.kernels / self.factor) * ctx.capabilities.launch_bytes
            ):
                verdicts[k] = ("its kernels would move more bytes per iteration unrolled", detail)
            else:
                verdicts[k] = (None, detail)
        return verdicts
