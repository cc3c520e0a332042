"""XLA:CPU's library kernels (YNNPACK): which regrouped bodies the library runs, and which
of them should be one library kernel rather than a loop fusion.

XLA:CPU's dot-library-rewriter wraps each dot of ``ours`` alone in a library fusion
(``library_dot``); a group holding one joins it only as the group's library kernel
(``library_dot_group``). ``library_group`` is the rule for a whole regrouped body, with the
measurements behind it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping

from fusion_mlir.analysis.features import (
    LIBRARY_ELEMENTWISE,
    LIBRARY_MIN_ELEMENTS,
    LIBRARY_OPS,
    LIBRARY_REDUCERS,
    LIBRARY_ROW_REDUCERS,
    LIBRARY_ROWS,
    NARROW_ROUNDS_PER_ARRAY,
)
from fusion_mlir.ir import hlo
from fusion_mlir.ir.hlo import Computation, Instr

_LIBRARY_KIND = '"kind":"__ynn_fusion"'
LIBRARY_CONFIG = '{"outer_dimension_partitions":[],"fusion_config":{"kind":"__ynn_fusion"}}'
_F32_SHAPE = re.compile(r"f32\[([\d,]*)\]")


def library_dot(
    comps: Mapping[str, Computation], fused_comp_users: Mapping[str, int], ins: Instr
) -> Computation | None:
    """The called computation of a library kernel that XLA:CPU formed around one dot (for
    ``ours`` its dot-library-rewriter wraps each dot alone), else None. Such a dot joins its
    group only as the group's library kernel (``library_dot_group``)."""
    cfg = ins.attr("backend_config") or ""
    calls = ins.attr("calls")
    sub = comps.get(calls.lstrip("%")) if calls else None
    if sub is None or _LIBRARY_KIND not in cfg or fused_comp_users.get(sub.name, 0) < 1:
        return None
    ops = [s for s in sub.instrs if s.opcode != "parameter"]
    if len(ops) != 1 or ops[0].opcode != "dot" or ops[0].is_tuple or ops[0].operands is None:
        return None
    return sub


def library_ops(comps: Mapping[str, Computation], instrs: Iterable[Instr]) -> bool:
    """Whether the library runs every instruction: an f32 op of ``LIBRARY_OPS`` (rank 1 to
    4, no empty dimension; constants scalar, and so may be a parameter that only broadcasts
    read, as XLA's own library kernels take a softmax's temperature), reducers that add or
    take a max/min."""
    instrs = list(instrs)
    users = _body_users(instrs)
    for b in instrs:
        if b.opcode not in LIBRARY_OPS:
            return False
        dims = _dims(b, _F32_SHAPE)
        if dims is None:
            return False
        broadcast_scalar = (
            b.opcode == "parameter"
            and not dims
            and all(u.opcode == "broadcast" for u in users.get(b.name, []))
        )
        if not (broadcast_scalar or _library_rank(b, dims)):
            return False
        if b.opcode in ("reduce", "reduce-window") and not _library_reducer(comps, b):
            return False
    return True


def _library_reducer(comps: Mapping[str, Computation], b: Instr) -> bool:
    """Whether the reduce or reduce-window ``b`` reduces one array by adding or taking a
    max/min, as the library does."""
    return bool(b.operands) and len(b.operands) == 2 and hlo.reducer(comps, b) in LIBRARY_REDUCERS


def library_group(comps: Mapping[str, Computation], body: list[Instr], n_outputs: int) -> bool:
    """Whether a regrouped body should be one library kernel: bf16 arithmetic that rounds
    enough (``narrow_elementwise``) or reduces bf16 values (``narrow_reduction``); or it
    has one result, the library runs all of it
    (``library_ops``), and it holds a dot (let in by
    ``library_dot_group``), a reduction over dimensions that are not the most minor ones
    (a column sum, such as a bias gradient), or a max or min over rows of
    ``LIBRARY_ROWS`` elements of no broadcast array (an attention's softmax over 64 keys;
    measured at ``features.LIBRARY_ROWS``), in an array of at least ``LIBRARY_MIN_ELEMENTS``.

    The grouping stays ours; this is the kernel that runs the group, as each dot already
    runs alone through the same library. Measured: XLA:CPU's loop emitter walks a column
    per output element, a 128x512 column sum took about 0.22 ms as a loop fusion and about
    0.1 ms as a library kernel; mlp_train's bias-gradient groups (column sum plus the SGD
    update) took 0.18 ms each as loop fusions. A dot with its epilogue in one library
    kernel never writes the dot's result out (attention's scores, scaled, max-subtracted
    and exponentiated: 0.43 ms as a library dot plus a loop fusion, 0.37 ms as one)."""
    if n_outputs == 1 and (narrow_elementwise(body) or narrow_reduction(comps, body)):
        return True
    if n_outputs != 1 or not library_ops(comps, body):
        return False
    if _computes_twice(body):
        return True
    by = {b.name: b for b in body}
    if any(b.opcode == "dot" for b in body):
        return True
    largest = max(math.prod(hlo.dims(b.shape)) for b in body)
    if any(_short_row_reduce(comps, by, b) for b in body):
        return largest >= LIBRARY_MIN_ELEMENTS
    if not any(_column_reduce(by, b) for b in body):
        return False
    # A library call costs about 1.5 us more than a loop kernel: measured, a column sum
    # and update of n x n was slower through the library up to n = 16, even at n = 64
    # and 2.9x faster at n = 256. Small column sums stay loops, unless the loop would
    # re-run the sum for each element of its broadcast back (``column_read_back``).
    return column_read_back(body) or largest >= LIBRARY_MIN_ELEMENTS


def _dims(b: Instr, element: re.Pattern[str]) -> list[int] | None:
    """The dimensions of ``b``'s array, where its element type is one ``element`` matches."""
    m = element.fullmatch(re.sub(r"\{[\d,]*\}$", "", b.shape))
    return None if m is None else [int(d) for d in m.group(1).split(",") if d]


def _library_rank(b: Instr, dims: list[int]) -> bool:
    """Whether the library takes ``b``'s array of ``dims``: rank 1 to 4 (a constant a scalar),
    no empty dimension."""
    return 0 not in dims and (len(dims) == 0 if b.opcode == "constant" else 1 <= len(dims) <= 4)


_NARROW_SHAPE = re.compile(r"(?:f32|bf16)\[([\d,]*)\]")
_NARROW_LIBRARY_OPS = LIBRARY_ELEMENTWISE | {"parameter", "constant", "broadcast", "convert"}


def _narrow_dims(b: Instr) -> list[int] | None:
    """The dimensions of ``b``'s f32 or bf16 array where the library takes it (any
    parameter; otherwise ``_library_rank``), else None."""
    dims = _dims(b, _NARROW_SHAPE)
    if dims is None or (b.opcode != "parameter" and not _library_rank(b, dims)):
        return None
    return dims


def narrow_elementwise(body: list[Instr]) -> bool:
    """Whether a regrouped body is bf16 arithmetic the library runs faster than the loop
    emitter (``features.library_narrow``, the rule and its measurements): every op an
    elementwise one of ``LIBRARY_OPS`` or a conversion, of f32 or bf16 (rank 1 to 4,
    constants scalar), an array of at least ``LIBRARY_MIN_ELEMENTS``, and
    ``NARROW_ROUNDS_PER_ARRAY`` conversions to bf16 (XLA's float normalization rounds
    after each bf16 op) per parameter of the largest size."""
    rounds = largest = 0
    params: list[int] = []
    for b in body:
        if b.opcode not in _NARROW_LIBRARY_OPS or (dims := _narrow_dims(b)) is None:
            return False
        size = math.prod(dims)
        if b.opcode == "parameter":
            params.append(size)
        rounds += b.opcode == "convert" and b.shape.startswith("bf16")
        largest = max(largest, size)
    arrays = params.count(largest)
    return largest >= LIBRARY_MIN_ELEMENTS and rounds >= max(1, NARROW_ROUNDS_PER_ARRAY * arrays)


def narrow_reduction(comps: Mapping[str, Computation], body: list[Instr]) -> bool:
    """Whether a regrouped body reduces bf16 values: every op one ``narrow_elementwise``
    allows or a reduce that adds or takes a max/min, a reduce among them, a bf16 array
    among them, an array of at least ``LIBRARY_MIN_ELEMENTS``. XLA:CPU's loop emitter
    reduces bf16 element by element through f32 conversions, where its own plan runs the
    reduction in the library: a row max of 1024x1024 bf16 took 2.2 ms as a loop kernel
    against 0.08 in the library."""
    reduces = largest = 0
    half = False
    users = _body_users(body)
    for b in body:
        if b.opcode in ("reduce", "reduce-window"):
            if not _library_reducer(comps, b):
                return False
            readers = users.get(b.name, [])
            if b.opcode == "reduce-window" and not (
                readers and all(u.opcode == "reduce" for u in readers)
            ):
                return False  # only a level of XLA's split of a long reduce, no scan
            reduces += 1
        elif b.opcode not in _NARROW_LIBRARY_OPS:
            return False
        if (dims := _narrow_dims(b)) is None:
            return False
        half |= b.shape.startswith("bf16")
        largest = max(largest, math.prod(dims))
    return bool(reduces) and half and largest >= LIBRARY_MIN_ELEMENTS


def _column_reduce(by: dict[str, Instr], b: Instr) -> bool:
    """Whether ``b`` is a reduce of a member over dimensions that are not the most minor
    ones of its layout (a column sum), looking through one level of XLA's split."""
    if b.opcode != "reduce" or not b.operands:
        return False
    src = by.get(b.operands[0])
    if src is not None and src.opcode == "reduce-window" and src.operands:
        src = by.get(src.operands[0], src)
    reduced = {int(d) for d in re.findall(r"\d+", b.attr("dimensions") or "")}
    return src is not None and bool(reduced) and not hlo.minor_dims(src.shape, reduced)


def _short_row_reduce(comps: Mapping[str, Computation], by: dict[str, Instr], b: Instr) -> bool:
    """Whether ``b`` is a reduce taking a max or min over the most minor dimensions of its
    layout, rows of ``LIBRARY_ROWS`` elements, of a member computed from no broadcast of an
    array (``features.library_rows``), looking through one level of XLA's split."""
    if b.opcode != "reduce" or not b.operands:
        return False
    if hlo.reducer(comps, b) not in LIBRARY_ROW_REDUCERS:
        return False
    src = by.get(b.operands[0])
    if src is not None and src.opcode == "reduce-window" and src.operands:
        src = by.get(src.operands[0], src)
    reduced = {int(d) for d in re.findall(r"\d+", b.attr("dimensions") or "")}
    if src is None or not reduced or not hlo.minor_dims(src.shape, reduced):
        return False
    dims = hlo.dims(src.shape)
    if math.prod(dims[d] for d in reduced) not in LIBRARY_ROWS:
        return False
    stack, seen = [src], set()
    while stack:
        m = stack.pop()
        if m.name in seen:
            continue
        seen.add(m.name)
        if m.opcode == "broadcast" and any(
            math.prod(hlo.dims(by[o].shape)) > 1 for o in m.operands or [] if o in by
        ):
            return False
        stack.extend(by[o] for o in m.operands or [] if o in by)
    return True


def column_read_back(body: list[Instr], any_reduction: bool = False) -> bool:
    """Whether a column reduction's result (with ``any_reduction``, any reduction's) is
    read, through other members of ``body``, by a member with more elements (its broadcast
    back): as a loop fusion the reduction would be re-run per element of that reader (the
    capability probes ``reduce*-major`` measured 30-110x the unfused time; in a loop XLA:CPU
    compiles whole, its emitter does so for every reduction: a softmax in ``fori_loop`` ran
    1000x slower). A reshape of the result re-runs nothing."""
    by = {b.name: b for b in body}
    users = _body_users(body)
    for b in body:
        if not (b.opcode == "reduce" if any_reduction else _column_reduce(by, b)):
            continue
        n = math.prod(hlo.dims(b.shape))
        stack, seen = [b.name], {b.name}
        while stack:
            for u in users.get(stack.pop(), []):
                if math.prod(hlo.dims(u.shape)) > n:
                    return True
                if u.name not in seen:
                    seen.add(u.name)
                    stack.append(u.name)
    return False


_EXPENSIVE_LIBRARY_OPS = frozenset(["exponential", "tanh", "divide", "reduce", "dot"])


def _body_users(body: list[Instr]) -> dict[str, list[Instr]]:
    """For each name, the members of ``body`` that read it."""
    users: dict[str, list[Instr]] = {}
    for b in body:
        for o in b.operands or []:
            users.setdefault(o, []).append(b)
    return users


def _computes_twice(body: list[Instr]) -> bool:
    """Whether a loop fusion of ``body`` would compute work twice: a reduce-chain
    (``reduce_chain``), or an expensive value read by a reduce and by another member (a
    softmax's exponentials, summed and divided). A library kernel computes each value once."""
    if reduce_chain(body):
        return True
    users = _body_users(body)
    for b in body:
        kinds = {u.opcode in ("reduce", "reduce-window") for u in users.get(b.name, [])}
        if b.opcode in _EXPENSIVE_LIBRARY_OPS and kinds == {True, False}:
            return True
    return False


def reduce_chain(body: list[Instr]) -> bool:
    """Whether a reduce in ``body`` reads a value computed from another reduce in it (a
    softmax's sum of exponentials shifted by the row max), not counting the levels of one
    split reduction: the loop emitter re-runs the first reduction for every element the
    second one reads."""
    by = {b.name: b for b in body}
    after: dict[str, bool] = {}  # name -> computed from a reduce in the body
    reduces = ("reduce", "reduce-window")

    def from_reduce(n: str) -> bool:
        stack = [n]
        while stack:
            m = stack[-1]
            if m in after:
                stack.pop()
                continue
            ins = by.get(m)
            deps = [o for o in (ins.operands or []) if o in by] if ins else []
            if todo := [d for d in deps if d not in after]:
                stack.extend(todo)
                continue
            after[m] = any(after[d] or by[d].opcode in reduces for d in deps)
            stack.pop()
        return after[n]

    def source(b: Instr) -> str:
        """What a reduction reads, below the levels XLA split it into (window of window)."""
        o = (b.operands or [""])[0]
        while o in by and by[o].opcode in reduces and by[o].operands:
            o = by[o].operands[0]
        return o

    return any(b.opcode in reduces and b.operands and from_reduce(source(b)) for b in body)


def library_dot_group(
    comps: Mapping[str, Computation],
    by: dict[str, Instr],
    group: set[str],
    outs: list[str],
    dots: set[str],
    body_of: Callable[[Instr], Computation | None],
) -> bool:
    """Whether a group holding library dots (``dots``) can be one library kernel, where
    library kernels are on (the caller's check): one dot reads values from outside the group
    only, and a second, if any (a dot-chain's, which the passes form only where the
    backend's table allows one), reads one group value and one from outside; the group has
    one output, and the library runs every op (``library_ops``; ``body_of`` is the
    computation a member fusion wraps, None for a bare op). Otherwise the dots leave the
    group and stay kernels of their own: as a loop fusion a dot is a naive loop."""
    if not 1 <= len(dots) <= 2 or len(outs) != 1:
        return False
    inside = {d: [o in group for o in by[d].operands or []] for d in dots}
    if sorted(sum(v) for v in inside.values()) not in ([0], [0, 1]):
        return False
    if any(len(v) != 2 for v in inside.values()):
        return False
    instrs: list[Instr] = []
    for g in group:
        sub = body_of(by[g])
        instrs += [s for s in sub.instrs if s.opcode != "parameter"] if sub else [by[g]]
    return library_ops(comps, instrs)
