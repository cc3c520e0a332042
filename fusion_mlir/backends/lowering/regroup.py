"""Re-form tagged groups into fusions after XLA's layout assignment (the second way in).

Rule: in every control-flow computation of a module marked ours, the instructions tagged
``frontend_attributes={fusion_group="ID"}`` with the same ID (each wrapped in its own
single-op kLoop fusion, or bare) become ONE kLoop fusion whose values used outside are its
outputs (a tuple plus get-tuple-element users when there are several), with every layout
explicit. A group, or the members of it, that would create a cycle, use an op we do not
understand, or give a multi-output fusion outputs of different shapes is left as it was.
Where XLA:CPU has its library (the module's mark says so), a group holding a dot (which arrives
in a library fusion of its own) or a column reduction becomes one library (kCustom)
fusion instead, when the library runs all of it (``_library_group``); a dot the library
cannot run with its group leaves the group. Every loop kernel that XLA split across the
threads is then split into smaller parts (``_refine_partitions``).

What arrives at the PRE_SCHEDULER hook (jaxlib 0.10.2, XLA:CPU, with
``xla_disable_hlo_passes=fusion,dot-library-rewriter``; with only ``fusion`` off and each
dot in a library fusion of its own, the same holds), checked by hand:

- Serialized ``HloModuleProto`` bytes, not text; layouts are assigned on every shape,
  copy insertion has run, nothing is scheduled yet.
- Almost every op is wrapped in its own ``fusion(...), kind=kLoop,
  calls=%wrapped_<op>_computation`` (one parameter per operand, the op as ROOT); the tag
  sits on the wrapping fusion AND on the op inside. Some ops stay bare: ``concatenate``,
  ``bitcast``, ``constant``, ``parameter``, ``tuple``, ``get-tuple-element``, ``while``.
- Layout assignment turns a ``transpose`` into ``bitcast`` (bare) + ``copy`` (wrapped),
  both carrying the transpose's tag. Constants are re-created by XLA's simplifier and lose
  their tags (``constant`` + an untagged wrapped ``broadcast``). Cheap untagged
  instructions (bitcast, copy, broadcast, constant, iota, reshape, convert) whose users
  AND operands all lie in a group are pulled into it; scalar constants are cloned in.
- XLA's parallel task assigner has already run: big loop fusions carry
  ``backend_config={"outer_dimension_partitions":["2"]}``. The merged fusion keeps its
  outputs' producers' config when they agree (dropping it made a 2048x2048 group about
  1.5x slower on 2 cores); outputs of a multi-output fusion must share dims and layout.
- The bytes carry metadata and full constants; ``_jax_private.hlo_proto_to_full_text``
  prints them so that the text parses back losslessly (``as_hlo_text`` elides both).
- A module-level ``mhlo.frontend_attributes`` on the StableHLO module arrives as the
  module's ``frontend_attributes={...}`` in the ``HloModule`` header: that is our marker
  (``fusion_mlir_regroup="1"``); the callback returns None for unmarked modules.
- ``lax.fori_loop``: the while sits in its own computation reached by a ``call`` (with
  ``frontend_attributes={xla_cpu_small_call="true"}``); body and condition are separate
  computations whose ops are wrapped fusions carrying their tags; the while has
  ``known_trip_count`` in its backend_config; the loop counter's ``add`` is tagged like the
  rest (scalar s32), which is why a group whose outputs differ in shape is split into its
  connected parts.
"""

from __future__ import annotations

import logging
import math
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

from fusion_mlir import _jax_private as P
from fusion_mlir.analysis.features import LIBRARY_OPS, LIBRARY_REDUCERS
from fusion_mlir.ir.hlo import (
    LITERAL_OPERANDS,
    Computation,
    HloParseError,
    Instr,
    Module,
    parse_instruction,
    parse_module,
)

__all__ = [
    "GROUP_ATTR",
    "MARKER_ATTR",
    "install",
    "mark_module",
    "parse_instruction",  # the HLO model's, read from here by tests/test_sibling_horizontal.py
    "regroup_hlo_text",
    "tag_op",
    "transform_hlo_proto",
]

log = logging.getLogger(__name__)

GROUP_ATTR = "fusion_group"
"""Frontend-attribute key whose value names the group an op belongs to."""

MARKER_ATTR = "fusion_mlir_regroup"
# Its values: regroup with library kernels where the backend has them, or loop fusions only.
LIBRARY, LOOPS = "1", "loops"
KEEP_PREFIX = "keep"
"""Tags starting with this mark groups that reached XLA as fusions already: never merged."""
"""Module-level frontend attribute that marks a module as ours (value ``"1"``)."""

_ELEMENTWISE = frozenset(
    [
        "abs",
        "add",
        "and",
        "atan2",
        "bitcast-convert",
        "cbrt",
        "ceil",
        "clamp",
        "clz",
        "compare",
        "complex",
        "convert",
        "copy",
        "cosine",
        "count-leading-zeros",
        "divide",
        "erf",
        "exponential",
        "exponential-minus-one",
        "floor",
        "imag",
        "is-finite",
        "log",
        "log-plus-one",
        "logistic",
        "maximum",
        "minimum",
        "multiply",
        "negate",
        "not",
        "or",
        "popcnt",
        "power",
        "real",
        "reduce-precision",
        "remainder",
        "round-nearest-afz",
        "round-nearest-even",
        "rsqrt",
        "select",
        "shift-left",
        "shift-right-arithmetic",
        "shift-right-logical",
        "sign",
        "sine",
        "sqrt",
        "subtract",
        "tan",
        "tanh",
        "xor",
    ]
)
# Ops a kLoop fusion may hold after layout assignment (the elemental emitter handles them).
# Left out on purpose: dot/convolution (a naive loop when fused on CPU), scatter, sort,
# rng, custom-call, control flow, collectives. A gather is in, as in XLA's own loop
# fusions (after layout its simplifier has run; capability probe ``gather``). A dynamic-update-slice (in place) may
# only be a group's one output, updating a buffer that no other member reads (see
# ``_lone_update``), as in XLA's own in-place dynamic-update-slice fusions.
_FUSIBLE = _ELEMENTWISE | frozenset(
    [
        "bitcast",
        "broadcast",
        "concatenate",
        "constant",
        "dynamic-slice",
        "dynamic-update-slice",
        "gather",
        "iota",
        "pad",
        "reduce",
        "reduce-window",
        "reshape",
        "reverse",
        "slice",
        "transpose",
    ]
)
# Untagged instructions that are cheap enough to pull into a group when all their users
# (and all their operands) are in it: what layout assignment and the simplifier insert.
# XLA:CPU's tree-reduction rewriter splits a tagged reduce into an untagged reduce-window
# feeding the (tagged) reduce: the window belongs to the group its reduce is in.
_ABSORBABLE = frozenset(
    ["bitcast", "copy", "broadcast", "constant", "iota", "reshape", "convert", "reduce-window"]
)
# Instructions that are not kernels on their own.
_FREE = frozenset(["bitcast", "constant", "parameter", "iota"])


# ---------------------------------------------------------------------------------------
# Regrouping.


def _tag(ins: Instr) -> str | None:
    """The group an instruction is tagged with (``GROUP_ATTR``), if any."""
    return ins.frontend_attributes().get(GROUP_ATTR)


def _called(ins: Instr) -> list[str]:
    """Names of the computations an instruction refers to."""
    out = []
    for a in ins.attrs:
        k, _, v = a.partition("=")
        if k.strip() in {
            "calls",
            "to_apply",
            "body",
            "condition",
            "branch_computations",
            "true_computation",
            "false_computation",
            "called_computations",
        }:
            out += re.findall(r"%?[\w.\-]+", v.strip("{} "))
    return out


def _dims_layout(shape: str) -> str:
    """A shape without its element type: ``f32[3,4]{1,0}`` -> ``[3,4]{1,0}``."""
    return re.sub(r"^[A-Za-z][A-Za-z0-9]*", "", shape)


class _Namer:
    def __init__(self, module: Module) -> None:
        self.used = {c.name.lstrip("%") for c in module.computations}
        for c in module.computations:
            self.used |= {i.name.lstrip("%") for i in c.instrs}
        self.pct = module.computations[0].name.startswith("%") if module.computations else True

    def fresh(self, base: str) -> str:
        base = re.sub(r"[^\w.\-]", "_", base.lstrip("%")) or "x"
        name, k = base, 0
        while name in self.used:
            k += 1
            name = f"{base}.{k}"
        self.used.add(name)
        return ("%" if self.pct else "") + name


@dataclass
class _Ctx:
    module: Module
    namer: _Namer
    fused_comp_users: dict[str, int]
    library: bool = False  # library kernels allowed (see ``regroup_hlo_text``)
    new_comps: list[tuple[str, Computation]] = field(default_factory=list)  # (before, comp)
    orphaned: set[str] = field(default_factory=set)
    merged: list[str] = field(default_factory=list)
    comps: dict[str, Computation] = field(default_factory=dict)  # by name without "%"

    def __post_init__(self) -> None:
        self.comps = {c.name.lstrip("%"): c for c in self.module.computations}


def _fusion_body(ctx: _Ctx, ins: Instr) -> Computation | None:
    """The called computation of a kLoop fusion whose ops we can inline, or of a library
    kernel holding one dot (``_library_dot``), else None."""
    if ins.opcode != "fusion":
        return None
    if ins.attr("kind") == "kCustom":
        return _library_dot(ctx, ins)
    if ins.attr("kind") != "kLoop":
        return None
    calls = ins.attr("calls")
    sub = ctx.comps.get(calls.lstrip("%")) if calls else None
    # XLA deduplicates identical single-op computations, so one may be called by several
    # fusions: merging copies the body, and a computation is dropped only once unused.
    if sub is None or ctx.fused_comp_users.get(sub.name, 0) < 1:
        return None
    for s in sub.instrs:
        if s.opcode == "parameter":
            continue
        if (
            s.opcode not in _FUSIBLE
            or s.is_tuple
            or (s.operands is None and s.opcode != "constant")
        ):
            return None
        if s.opcode not in ("reduce", "reduce-window") and _called(s):
            return None
        if s.attr("control-predecessors") is not None:
            return None
    return sub


def _library_dot(ctx: _Ctx, ins: Instr) -> Computation | None:
    """The called computation of a library kernel that XLA:CPU formed around one dot (for
    ``ours`` its dot-library-rewriter wraps each dot alone), else None. Such a dot joins its
    group only as the group's library kernel (``_library_dot_group``)."""
    cfg = ins.attr("backend_config") or ""
    calls = ins.attr("calls")
    sub = ctx.comps.get(calls.lstrip("%")) if calls else None
    if sub is None or _LIBRARY_KIND not in cfg or ctx.fused_comp_users.get(sub.name, 0) < 1:
        return None
    ops = [s for s in sub.instrs if s.opcode != "parameter"]
    if len(ops) != 1 or ops[0].opcode != "dot" or ops[0].is_tuple or ops[0].operands is None:
        return None
    return sub


def _inner_opcode(ctx: _Ctx, ins: Instr) -> str | None:
    """The op an instruction stands for: itself, or the single op of a wrapping fusion."""
    if ins.opcode != "fusion":
        return ins.opcode
    sub = _fusion_body(ctx, ins)
    if sub is None:
        return None
    ops = [s for s in sub.instrs if s.opcode != "parameter"]
    return ops[0].opcode if len(ops) == 1 else None


def _eligible(ctx: _Ctx, ins: Instr, ctrl: set[str]) -> bool:
    if ins.is_tuple or ins.name in ctrl or ins.attr("control-predecessors") is not None:
        return False
    if ins.opcode == "fusion":
        return _fusion_body(ctx, ins) is not None
    if ins.opcode == "constant":
        return True
    return ins.opcode in _FUSIBLE and ins.operands is not None and not _called(ins)


def _users(comp: Computation) -> dict[str, list[str]]:
    users: dict[str, list[str]] = {i.name: [] for i in comp.instrs}
    for i in comp.instrs:
        for o in i.operands or []:
            if o in users and i.name not in users[o]:
                users[o].append(i.name)
    return users


def _absorb(
    ctx: _Ctx, comp: Computation, group: set[str], users: dict[str, list[str]], ctrl: set[str]
) -> tuple[set[str], frozenset[str]]:
    """Untagged cheap instructions whose users all lie in the group (operands from outside
    are fine: the cycle check that follows rejects any that would close a loop), and, as the
    second set, those among them that also have users outside: broadcasts of constants and
    iotas, which read no group value and are copied into each group that reads them."""
    root = comp.root().name
    by = {i.name: i for i in comp.instrs}
    cand = {
        i.name
        for i in comp.instrs
        if i.name not in group
        and _tag(i) is None
        and i.name != root
        and _eligible(ctx, i, ctrl)
        and _inner_opcode(ctx, i) in _ABSORBABLE
        and users[i.name]
    }
    copyable = {
        n
        for n in cand
        if _inner_opcode(ctx, by[n]) in ("broadcast", "iota")
        and all(o in by and by[o].opcode == "constant" for o in by[n].operands or [])
    }
    changed = True
    while changed:
        changed = False
        for n in list(cand):
            inside = group | cand
            if n in copyable:
                keep = any(u in inside for u in users[n])
            else:
                keep = all(u in inside for u in users[n])
            if not keep:
                cand.discard(n)
                changed = True
    shared = {n for n in cand & copyable if any(u not in group | cand for u in users[n])}
    # What a copied instruction reads (its constants) stays for the original too.
    stack = list(shared)
    while stack:
        for o in by[stack.pop()].operands or []:
            if o in cand and o not in shared:
                shared.add(o)
                stack.append(o)
    return cand, frozenset(shared)


def _cycle_offenders(
    comp: Computation,
    group: set[str],
    users: dict[str, list[str]],
    copied: frozenset[str] = frozenset(),
) -> set[str]:
    """Members that read a value computed outside the group from a group value (``copied``
    members read no group value, and their outside users keep the original)."""
    reach: set[str] = set()  # non-members reachable from the group
    stack = [u for g in group - copied for u in users[g] if u not in group]
    while stack:
        n = stack.pop()
        if n in reach:
            continue
        reach.add(n)
        stack += users[n]
    by = {i.name: i for i in comp.instrs}
    return {g for g in group if any(o in reach for o in by[g].operands or [])}


def _components(comp: Computation, group: set[str]) -> list[set[str]]:
    by = {i.name: i for i in comp.instrs}
    adj: dict[str, set[str]] = {g: set() for g in group}
    for g in group:
        for o in by[g].operands or []:
            if o in group:
                adj[g].add(o)
                adj[o].add(g)
    seen: set[str] = set()
    out = []
    for g in sorted(group):
        if g in seen:
            continue
        part, stack = set(), [g]
        while stack:
            n = stack.pop()
            if n not in part:
                part.add(n)
                stack += adj[n]
        seen |= part
        out.append(part)
    return out


def _toposort(instrs: list[Instr]) -> list[Instr]:
    by = {i.name: i for i in instrs}
    pos = {i.name: k for k, i in enumerate(instrs)}
    done: set[str] = set()
    out: list[Instr] = []
    for start in instrs:
        stack = [(start, False)]
        while stack:
            ins, expanded = stack.pop()
            if ins.name in done:
                continue
            if expanded:
                done.add(ins.name)
                out.append(ins)
                continue
            stack.append((ins, True))
            deps = [by[o] for o in ins.operands or [] if o in by and o not in done]
            for d in sorted(deps, key=lambda d: -pos[d.name]):
                stack.append((d, False))
    return out


def _copy_into(ctx: _Ctx, ins: Instr, mapping: dict[str, str], dst: list[Instr]) -> str:
    new = Instr(
        name=ctx.namer.fresh(ins.name),
        shape=ins.shape,
        opcode=ins.opcode,
        operand_text=ins.operand_text,
        attrs=list(ins.attrs),
        operands=None if ins.operands is None else [mapping[o] for o in ins.operands],
    )
    dst.append(new)
    return new.name


_LIBRARY_KIND = '"kind":"__ynn_fusion"'
_LIBRARY_CONFIG = '{"outer_dimension_partitions":[],"fusion_config":{"kind":"__ynn_fusion"}}'
_F32_SHAPE = re.compile(r"f32\[([\d,]*)\]")


def _library_ops(ctx: _Ctx, instrs: Iterable[Instr]) -> bool:
    """Whether the library runs every instruction: an f32 op of ``LIBRARY_OPS`` (rank 1 to
    4, no empty dimension; constants scalar), reducers that add or take a max/min."""
    for b in instrs:
        if b.opcode not in LIBRARY_OPS:
            return False
        m = _F32_SHAPE.fullmatch(re.sub(r"\{[\d,]*\}$", "", b.shape))
        if not m:
            return False
        dims = [int(d) for d in m.group(1).split(",") if d]
        if 0 in dims or (len(dims) != 0 if b.opcode == "constant" else not 1 <= len(dims) <= 4):
            return False
        if b.opcode in ("reduce", "reduce-window"):
            if not b.operands or len(b.operands) != 2:
                return False
            comp = ctx.comps.get((b.attr("to_apply") or "").lstrip("%"))
            if comp is None or comp.root().opcode not in LIBRARY_REDUCERS:
                return False
    return True


def _library_group(ctx: _Ctx, body: list[Instr], n_outputs: int) -> bool:
    """Whether a regrouped body should be one library kernel: it has one result, the
    library runs all of it (``_library_ops``), and it holds a dot (let in by
    ``_library_dot_group``) or a reduction over dimensions that are not the most minor ones
    (a column sum, such as a bias gradient).

    The grouping stays ours; this is the kernel that runs the group, as each dot already
    runs alone through the same library. Measured: XLA:CPU's loop emitter walks a column
    per output element, a 128x512 column sum took about 0.22 ms as a loop fusion and about
    0.1 ms as a library kernel; mlp_train's bias-gradient groups (column sum plus the SGD
    update) took 0.18 ms each as loop fusions. A dot with its epilogue in one library
    kernel never writes the dot's result out (attention's scores, scaled, max-subtracted
    and exponentiated: 0.43 ms as a library dot plus a loop fusion, 0.37 ms as one)."""
    if n_outputs != 1 or not _library_ops(ctx, body):
        return False
    if _computes_twice(body):
        return True
    by = {b.name: b for b in body}
    return any(b.opcode == "dot" or _column_reduce(by, b) for b in body)


def _column_reduce(by: dict[str, Instr], b: Instr) -> bool:
    """Whether ``b`` is a reduce of a member over dimensions that are not the most minor
    ones of its layout (a column sum), looking through one level of XLA's split."""
    if b.opcode != "reduce" or not b.operands:
        return False
    src = by.get(b.operands[0])
    if src is not None and src.opcode == "reduce-window" and src.operands:
        src = by.get(src.operands[0], src)
    reduced = {int(d) for d in re.findall(r"\d+", b.attr("dimensions") or "")}
    return src is not None and bool(reduced) and not _minor_dims(src.shape, reduced)


def _column_read_back(body: list[Instr]) -> bool:
    """Whether a column reduction's result is read, through other members of ``body``, by a
    member with more elements (its broadcast back): as a loop fusion the reduction would be
    re-run per element of that reader (the capability probes ``reduce*-major`` measured
    30-110x the unfused time). A reshape of the result re-runs nothing."""
    by = {b.name: b for b in body}
    users = _body_users(body)
    for b in body:
        if not _column_reduce(by, b):
            continue
        n = math.prod(_dims(b.shape))
        stack, seen = [b.name], {b.name}
        while stack:
            for u in users.get(stack.pop(), []):
                if math.prod(_dims(u.shape)) > n:
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
    (``_reduce_chain``), or an expensive value read by a reduce and by another member (a
    softmax's exponentials, summed and divided). A library kernel computes each value once."""
    if _reduce_chain(body):
        return True
    users = _body_users(body)
    for b in body:
        kinds = {u.opcode in ("reduce", "reduce-window") for u in users.get(b.name, [])}
        if b.opcode in _EXPENSIVE_LIBRARY_OPS and kinds == {True, False}:
            return True
    return False


def _reduce_chain(body: list[Instr]) -> bool:
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


def _library_dot_group(
    ctx: _Ctx, by: dict[str, Instr], group: set[str], outs: list[str], dots: set[str]
) -> bool:
    """Whether a group holding library dots (``dots``) can be one library kernel: library
    kernels are on, there is one dot and it reads values from outside the group, the group
    has one output, and the library runs every op (``_library_ops``). Otherwise the dot
    leaves the group and stays a kernel of its own: as a loop fusion a dot is a naive loop."""
    if not ctx.library or len(dots) != 1 or len(outs) != 1:
        return False
    (d,) = dots
    if any(o in group for o in by[d].operands or []):
        return False
    instrs: list[Instr] = []
    for g in group:
        sub = _fusion_body(ctx, by[g])
        instrs += [s for s in sub.instrs if s.opcode != "parameter"] if sub else [by[g]]
    return _library_ops(ctx, instrs)


_WINDOW_DIM = re.compile(r"(size|stride|pad)=([\w\-]+)")
# Element types whose reductions are joined again (see ``_join_split_reductions``). Narrow
# floats keep XLA's split: there it is what keeps a long bf16/f16 sum accurate.
_JOINED_REDUCE_TYPES = ("f32[", "f64[")


def _window(ins: Instr) -> dict[str, list[str]] | None:
    """``window={size=1x32 stride=1x32 pad=0_0x0_8}`` as lists per dimension, or None."""
    w = ins.attr("window")
    if not w or not w.startswith("{"):
        return None
    fields = {k: v.split("x") for k, v in _WINDOW_DIM.findall(w)}
    if set(fields) - {"size", "stride", "pad"} or "size" not in fields:
        return None
    return fields


def _dims(shape: str) -> list[int]:
    """``f32[1024,1000]{1,0}`` -> ``[1024, 1000]``; ``[]`` for a tuple or a scalar."""
    m = re.match(r"[A-Za-z][A-Za-z0-9]*\[([\d,]*)\]", shape)
    return [int(d) for d in m.group(1).split(",") if d] if m else []


def _minor_to_major(shape: str) -> list[int]:
    """``f32[8,4]{1,0}`` -> ``[1, 0]``: the layout of ``shape`` (of a tuple, its first
    part's); ``[]`` without one."""
    m = re.search(r"\]\{([\d,]+)", shape)
    return [int(d) for d in m.group(1).split(",")] if m else []


def _minor_dims(shape: str, dims: set[int]) -> bool:
    """Whether ``dims`` are the most minor dimensions of ``shape``'s layout (a row
    reduction: each output reads contiguous memory)."""
    minor_to_major = _minor_to_major(shape)
    return bool(minor_to_major) and set(minor_to_major[: len(dims)]) == dims


def _join_split_reductions(
    body: list[Instr], keep: set[str], any_dims: bool = False
) -> list[Instr]:
    """Undo XLA:CPU's tree-reduction split inside a regrouped fusion body.

    Before fusion, XLA:CPU rewrites a long ``reduce`` as a ``reduce-window`` (windows of 32
    along the reduced dimensions) feeding a shorter ``reduce``; in a pre-layout
    ``mhlo.fusion`` the reduce stays whole. Inside one loop fusion the split form reads each
    row with strided gathers, while a whole reduce is emitted as a vectorized loop with
    reassociated (several) accumulators: on a 1024x1024 softmax the regrouped kernels
    were about 1.3x slower with the split. So a ``reduce`` of a ``reduce-window`` that only
    it reads, over the most minor dimensions of the layout (only row reductions: a 128x512
    column sum in one loop fusion took about 0.22 ms with or without the split, so XLA's
    form is kept there), whose windows tile exactly the dimensions it then reduces (size =
    stride, windows x stride = padded extent; padding, low or high, holds the init value)
    and are 1 elsewhere, with the same init, becomes a ``reduce`` of the window's operand
    again. A row that is not a multiple of 32 long is padded (1000 columns: 12 each side):
    left split, that softmax ran at about 0.68x of XLA, joined level with it.
    f32/f64 only. The sums are reassociated, as both forms of the reduction already are.
    ``any_dims``: join column reductions too (a library kernel reduces them whole).
    A reduction split twice (a column of 4096: windows of 32, then of 32 again) is joined
    one level at a time."""
    while True:
        joined = _join_split_level(body, keep, any_dims)
        if len(joined) == len(body):
            return body
        body = joined


def _join_split_level(body: list[Instr], keep: set[str], any_dims: bool) -> list[Instr]:
    """One level of ``_join_split_reductions``: each reduce of a reduce-window that can be
    joined reads the window's operand instead; the windows are dropped."""
    by = {b.name: b for b in body}
    readers: dict[str, int] = {}
    for b in body:
        for o in b.operands or []:
            readers[o] = readers.get(o, 0) + 1
    dropped: set[str] = set()
    for b in body:
        if b.opcode != "reduce" or not b.operands or len(b.operands) != 2:
            continue
        if not b.shape.startswith(_JOINED_REDUCE_TYPES):
            continue
        w = by.get(b.operands[0])
        if w is None or w.opcode != "reduce-window" or w.name in keep or not w.operands:
            continue
        if readers.get(w.name) != 1 or len(w.operands) != 2 or w.operands[1] != b.operands[1]:
            continue
        win = _window(w)
        dims_attr = b.attr("dimensions")
        if win is None or not dims_attr:
            continue
        reduced = {int(d) for d in re.findall(r"\d+", dims_attr)}
        if not any_dims and not _minor_dims(w.shape, reduced):
            continue
        sizes, strides = win["size"], win.get("stride", ["1"] * len(win["size"]))
        pads = win.get("pad", ["0_0"] * len(sizes))
        src = by.get(w.operands[0])
        n_in, n_out = _dims(src.shape) if src else [], _dims(w.shape)
        if not (len(sizes) == len(strides) == len(pads) == len(n_in) == len(n_out)):
            continue
        ok = True
        for d, (size, stride, pad) in enumerate(zip(sizes, strides, pads, strict=True)):
            if d in reduced:
                low, _, high = pad.partition("_")
                padded = n_in[d] + int(low or 0) + int(high or 0)
                ok &= size == stride and n_out[d] * int(stride) == padded
            else:
                ok &= size == stride == "1" and pad == "0_0"
        if not ok:
            continue
        b.operands = [w.operands[0], b.operands[1]]
        b.raw = None
        dropped.add(w.name)
    return [b for b in body if b.name not in dropped]


def _merge(
    ctx: _Ctx,
    comp: Computation,
    group: set[str],
    tag: str,
    kept: frozenset[str] = frozenset(),
    library_only: bool = False,
) -> None:
    """Replace the group's instructions by one kLoop fusion (plus get-tuple-elements).

    ``kept`` members are copied into the fusion but also stay where they are, for their
    users outside the group: they are duplicated, not exported. With ``library_only`` the
    group is replaced only if it becomes a library kernel (a lone column sum)."""
    users = _users(comp)
    order = [i for i in comp.instrs if i.name in group]
    by = {i.name: i for i in comp.instrs}
    root_name = comp.root().name
    outputs = [
        i
        for i in order
        if i.name not in kept
        and (i.name == root_name or any(u not in group for u in users[i.name]))
    ]
    orphans: list[str] = []  # inlined computations, dropped once the group is merged
    fname = ctx.namer.fresh(f"regrouped_fusion.{tag}")
    fcomp = Computation(name=ctx.namer.fresh(f"{fname}_computation"), header="", is_entry=False)
    body: list[Instr] = []
    params: list[str] = []  # outer names, in parameter order
    val: dict[str, str] = {}  # outer name -> inner name
    for ins in order:
        for o in ins.operands or []:
            if o in group or o in val:
                continue
            src = by[o]
            if src.opcode == "constant" and re.fullmatch(r"[A-Za-z0-9]+\[\](\{\})?", src.shape):
                val[o] = _copy_into(ctx, src, {}, body)  # scalar constants are cloned
                continue
            p = Instr(
                name=ctx.namer.fresh(f"param_{len(params)}"),
                shape=src.shape,
                opcode="parameter",
                operand_text=str(len(params)),
                attrs=[],
            )
            body.insert(len(params), p)
            params.append(o)
            val[o] = p.name
        sub = _fusion_body(ctx, ins) if ins.opcode == "fusion" else None
        if sub is None:
            val[ins.name] = _copy_into(ctx, ins, val, body)
            continue
        local: dict[str, str] = {}
        for s in sub.instrs:
            if s.opcode == "parameter":
                local[s.name] = val[(ins.operands or [])[int(s.operand_text)]]
            else:
                local[s.name] = _copy_into(ctx, s, local, body)
        val[ins.name] = local[sub.root().name]
        if ins.name not in kept:
            orphans.append(sub.name)
    library = ctx.library and _library_group(ctx, body, len(outputs))
    if library_only and not library:
        return
    if not library and (_reduce_chain(body) or _column_read_back(body)):
        # Formed as a library kernel's group, but this HLO holds an op the library does not
        # run (a softmax over rows of one: bitcasts to scalars): as a loop fusion the first
        # reduction would be re-run per element of the second (1x4096: about 10x XLA's
        # time), or a column sum per element of its epilogue. Left as it was, each op its
        # own kernel.
        log.debug("regroup: tag %s: a reduction no library kernel runs, left unfused", tag)
        return
    ctx.orphaned.update(orphans)
    body = _join_split_reductions(body, {val[o.name] for o in outputs}, any_dims=library)
    if len(outputs) == 1:
        fshape = outputs[0].shape
        next(b for b in body if b.name == val[outputs[0].name]).is_root = True
    else:
        fshape = "(" + ", ".join(o.shape for o in outputs) + ")"
        body.append(
            Instr(
                name=ctx.namer.fresh("tuple"),
                shape=fshape,
                opcode="tuple",
                operand_text="",
                attrs=[],
                is_root=True,
                operands=[val[o.name] for o in outputs],
            )
        )
    fcomp.instrs = body
    fcomp.header = f"{fcomp.name} {{"
    tagged = next(i for i in order if _tag(i) == tag)
    fa = ", ".join(f'{k}="{v}"' for k, v in tagged.frontend_attributes().items())
    attrs = ["kind=kLoop", f"calls={fcomp.name}"]
    if library:
        attrs[0] = "kind=kCustom"
    if fa:
        attrs.append(f"frontend_attributes={{{fa}}}")
    # XLA's parallel task assigner has already run: keep the split of the outer dimension
    # it chose for the outputs' producers when they all agree (same config, same shape).
    configs = {(o.attr("backend_config"), _dims_layout(o.shape)) for o in outputs}
    if library:
        attrs.append(f"backend_config={_LIBRARY_CONFIG}")
    elif len(configs) == 1 and (cfg := next(iter(configs))[0]):
        attrs.append(f"backend_config={cfg}")
    elif len(configs) == 1 and (n := _member_partitions(order, outputs[0].shape)) > 1:
        attrs.append(f'backend_config={{"outer_dimension_partitions":["{n}"]}}')
    fusion = Instr(
        name=fname, shape=fshape, opcode="fusion", operand_text="", attrs=attrs, operands=params
    )
    replace: dict[str, str] = {}
    new_instrs: list[Instr] = [fusion]
    if len(outputs) == 1:
        replace[outputs[0].name] = fname
    else:
        for k, o in enumerate(outputs):
            g = Instr(
                name=ctx.namer.fresh(f"{fname}.out{k}"),
                shape=o.shape,
                opcode="get-tuple-element",
                operand_text="",
                attrs=[f"index={k}"],
                operands=[fname],
            )
            new_instrs.append(g)
            replace[o.name] = g.name
    rest = [i for i in comp.instrs if i.name not in group or i.name in kept]
    for i in rest:
        if i.operands and any(o in replace for o in i.operands):
            i.operands = [replace.get(o, o) for o in i.operands]
            i.raw = None
    if root_name in group:
        for i in new_instrs:
            i.is_root = i.name == replace[root_name]
    comp.instrs = _toposort(rest + new_instrs)
    ctx.new_comps.append((comp.name, fcomp))
    ctx.merged.append(f"{comp.name}:{tag}:{len(group)}")


def _regroup_computation(ctx: _Ctx, comp: Computation, in_loop: bool = False) -> None:
    ctrl: set[str] = set()
    for i in comp.instrs:
        v = i.attr("control-predecessors")
        if v:
            ctrl |= set(re.findall(r"%?[\w.\-]+", v.strip("{}")))
    # Rewiring needs operand names on every instruction of the computation.
    if any(i.operands is None and i.opcode not in LITERAL_OPERANDS for i in comp.instrs):
        return
    tags: dict[str, set[str]] = {}
    for i in comp.instrs:
        t = _tag(i)
        if t is not None and not t.startswith(KEEP_PREFIX) and _eligible(ctx, i, ctrl):
            tags.setdefault(t, set()).add(i.name)
    pending = list(tags.items())
    while pending:
        tag, members = pending.pop(0)
        names = {i.name for i in comp.instrs}
        members = members & names
        if not members:
            continue
        users = _users(comp)
        absorbed, copied = _absorb(ctx, comp, members, users, ctrl)
        group = members | absorbed
        offenders = _cycle_offenders(comp, group, users, copied) & members
        if offenders:
            log.debug("regroup: tag %s: %d members close a cycle", tag, len(offenders))
            pending[:0] = [(tag, members - offenders), (tag, offenders)]
            continue
        by = {i.name: i for i in comp.instrs}
        # One kernel either way: regrouped only if that makes it a library kernel.
        lone = sum(by[g].opcode not in _FREE for g in group) < 2
        root = comp.root().name
        outs = [  # in computation order: every choice below must not depend on set order
            i.name
            for i in comp.instrs
            if i.name in group
            and (
                i.name == root
                or (i.name not in copied and any(u not in group for u in users[i.name]))
            )
        ]
        if not outs:
            continue
        dots = {g for g in group if _inner_opcode(ctx, by[g]) == "dot"}
        if lone and dots:
            continue  # a dot alone already runs through the library
        if dots and not _library_dot_group(ctx, by, group, outs, dots):
            log.debug("regroup: tag %s: not one library kernel, dots left out", tag)
            if members - dots:
                pending[:0] = [(tag, members - dots)]
            continue
        if bad := _lone_update(ctx, by, group, outs):
            if members - bad:
                pending[:0] = [(tag, members - bad)]
            continue
        shapes = {_dims_layout(by[o].shape) for o in outs}
        if len(shapes) > 1:
            log.debug("regroup: tag %s: outputs of shapes %s", tag, sorted(shapes))
            parts = _components(comp, group)
            if len(parts) > 1:
                pending[:0] = [(tag, p & members) for p in parts]
                continue
            # One connected group whose outputs differ in shape (XLA's CSE can undo a
            # duplication we made): the part that computes the main shape is merged with
            # the producers it shares with the rest duplicated into it; the rest is retried.
            main_shape = _dims_layout(by[root].shape) if root in group else None
            if main_shape not in shapes:
                main_shape = max(
                    sorted(shapes),
                    key=lambda sh: sum(_dims_layout(by[o].shape) == sh for o in outs),
                )
            main = _closure(
                comp, group, [o for o in outs if _dims_layout(by[o].shape) == main_shape]
            )
            side = _closure(
                comp, group, [o for o in outs if _dims_layout(by[o].shape) != main_shape]
            )
            # Not in a loop body: copy insertion has already run, and the duplicated
            # producers read loop-carried buffers that the main part may overwrite in place
            # (seen: wrong Cartpole results once its state was split into four arrays).
            # There the group is cut without copies instead (``_cut_without_copies``).
            if not in_loop and main and side and not main <= side:
                shared = frozenset(main & side)
                if sum(by[g].opcode not in _FREE for g in main - shared) >= 1:
                    _merge(ctx, comp, main, tag, kept=shared | (copied & main))
                    pending[:0] = [(tag, side & members)]
                    continue
            # In a loop body, or when the main part is all of what the rest reads.
            side, rest = _cut_without_copies(comp, group, outs, users, copied)
            if rest:
                if sum(by[g].opcode not in _FREE for g in rest) >= 2:
                    _merge(ctx, comp, rest, tag, kept=copied & rest)
                pending[:0] = [(tag, side & members)]
            continue
        _merge(ctx, comp, group, tag, kept=copied, library_only=lone)


def _lone_update(ctx: _Ctx, by: dict[str, Instr], group: set[str], outs: list[str]) -> set[str]:
    """The group's dynamic-update-slice members that break the rule: every one unless there is
    exactly one, it is the group's only output, and no other member reads the buffer it
    updates (its operand 0, from outside the group)."""
    dus = {g for g in group if _inner_opcode(ctx, by[g]) == "dynamic-update-slice"}
    if len(dus) != 1:
        return dus
    (d,) = dus
    ops = by[d].operands or []
    buffer = ops[0] if ops else None
    readers = [g for g in group if g != d and buffer in (by[g].operands or [])]
    if outs != [d] or buffer is None or buffer in group or readers:
        return dus
    return set()


def _cut_without_copies(
    comp: Computation,
    group: set[str],
    outs: list[str],
    users: dict[str, list[str]],
    copied: frozenset[str],
) -> tuple[set[str], set[str]]:
    """Cut a group whose outputs differ in shape into ``(side, rest)`` with no member in both:
    ``side`` is everything the outputs of the shapes other than one shape S read, ``rest``
    the remainder (it reads ``side``, never the reverse). S is chosen so that ``side``'s own
    outputs share one shape (it merges whole when retried), then so that ``rest`` is large."""
    by = {i.name: i for i in comp.instrs}
    root = comp.root().name

    def shape(n: str) -> str:
        return _dims_layout(by[n].shape)

    best: tuple[tuple[bool, int], set[str], set[str]] | None = None
    for s in sorted({shape(o) for o in outs}):
        side = _closure(comp, group, [o for o in outs if shape(o) != s])
        side_outs = {
            shape(g)
            for g in side
            if g == root or (g not in copied and any(u not in side for u in users[g]))
        }
        rest = group - side
        score = (len(side_outs) == 1, sum(by[g].opcode not in _FREE for g in rest))
        if best is None or score > best[0]:
            best = (score, side, rest)
    assert best is not None
    return best[1], best[2]


def _closure(comp: Computation, group: set[str], roots: list[str]) -> set[str]:
    """``roots`` and every group member they read, directly or through other members."""
    by = {i.name: i for i in comp.instrs}
    out: set[str] = set()
    stack = list(roots)
    while stack:
        n = stack.pop()
        if n in out or n not in group:
            continue
        out.add(n)
        stack.extend(by[n].operands or [])
    return out


PARTITION_ELEMENTS = 16384
MAX_PARTITIONS = 64
_PARTITIONS = re.compile(r'"outer_dimension_partitions":\["(\d+)"\]')


def _member_partitions(members: list[Instr], shape: str) -> int:
    """How many parts XLA's parallel task assigner split the group's members into at most
    (one count, for the outermost dimension), capped by the outermost dimension of the
    group's output ``shape``: 1 when none was split. For a group whose outputs' producers
    were not split (a reduce was, alone, too cheap) while a member was: the group costs at
    least what that member did, so the assigner would have split it too. A connect-four
    step's gather-compare-reduce ran on one thread at twice XLA's time."""
    outer = _outer_extent(shape)
    if outer is None:
        return 1
    return min(max((_split_count(m) for m in members), default=1), outer)


def _split_count(ins: Instr) -> int:
    """Into how many parts XLA's parallel task assigner split fusion ``ins`` (one count,
    for the outermost dimension); 1 when it did not."""
    cfg = ins.attr("backend_config") if ins.opcode == "fusion" else None
    m = _PARTITIONS.search(cfg) if cfg else None
    return int(m.group(1)) if m else 1


def _outer_extent(shape: str) -> int | None:
    """The extent of ``shape``'s outermost dimension in its layout (of a tuple, its first
    part's); None without dimensions or a layout."""
    dims, layout = _dims(shape), _minor_to_major(shape)
    return dims[layout[-1]] if dims and layout else None


def _refine_partitions(comp: Computation) -> list[str]:
    """Split each loop kernel that XLA's parallel task assigner splits (one count, for the
    outermost dimension, above 1) into one part per ``PARTITION_ELEMENTS`` output elements
    instead, up to ``MAX_PARTITIONS`` and the outermost dimension's extent; returns the
    fusions changed.

    XLA splits a loop kernel into as many parts as there are threads, so the kernel waits
    for its slowest part: when one thread starts late, the other does its own part and then
    the late one's (a trace of softmax showed the second core joining our first kernel over
    100 us late in 9 of 60 executions). Small parts go to whichever thread is free, as the
    library kernels' own scheduler does. Measured on 2 cores, paired against XLA in the
    benchmark's rounds (unfused and the copy included): softmax 1024x1024 0.95-0.98x of XLA
    with 2 parts, 1.00-1.07x with 64; layernorm, attention, mlp_train, mlp_ensemble level."""
    changed = []
    for ins in comp.instrs:
        cfg = ins.attr("backend_config") if ins.opcode == "fusion" else None
        m = _PARTITIONS.search(cfg) if cfg else None
        if m is None or int(m.group(1)) < 2:
            continue
        shape = ins.shape[1:] if ins.is_tuple else ins.shape  # a tuple's parts share dims
        outer = _outer_extent(shape)
        if outer is None:
            continue
        parts = min(MAX_PARTITIONS, outer, math.prod(_dims(shape)) // PARTITION_ELEMENTS)
        if parts <= int(m.group(1)):
            continue
        new = cfg[: m.start(1)] + str(parts) + cfg[m.end(1) :]
        ins.attrs = [
            f"backend_config={new}" if a.startswith("backend_config=") else a for a in ins.attrs
        ]
        ins.raw = None
        changed.append(ins.name)
    return changed


def regroup_hlo_text(
    text: str, *, require_marker: bool = False, library: bool = False
) -> str | None:
    """Regroup the tagged instructions of HLO module text; None when nothing changed.

    With ``require_marker`` only modules whose header carries ``MARKER_ATTR`` are touched,
    and the marker's value says whether XLA:CPU's library (YNNPACK) may run a group
    (``LIBRARY``, else ``LOOPS``); otherwise ``library`` says so. Off, a group holding a dot
    leaves the dot out. Text we cannot parse is left alone (None).
    """
    try:
        module = parse_module(text)
    except HloParseError as e:
        log.debug("regroup: unparsed module: %s", e)
        return None
    if require_marker:
        if MARKER_ATTR not in module.frontend_attributes:
            return None
        library = module.frontend_attributes[MARKER_ATTR] == LIBRARY
    fused_comp_users: dict[str, int] = {}
    skip: set[str] = set()  # fused, reducer, async... computations: not control flow
    loops: set[str] = set()  # while bodies and conditions
    for c in module.computations:
        for i in c.instrs:
            for a in i.attrs:
                k, _, v = a.partition("=")
                k = k.strip()
                if k == "calls":
                    for n in re.findall(r"%?[\w.\-]+", v.strip("{} ")):
                        fused_comp_users[n] = fused_comp_users.get(n, 0) + 1
                        skip.add(n)
                elif k == "to_apply" and i.opcode != "call":
                    skip.add(v.strip())
                elif k in ("body", "condition"):
                    loops.add(v.strip())
    ctx = _Ctx(
        module=module, namer=_Namer(module), fused_comp_users=fused_comp_users, library=library
    )
    refined = []
    for comp in list(module.computations):
        if comp.name not in skip:
            _regroup_computation(ctx, comp, in_loop=comp.name in loops)
            refined += _refine_partitions(comp)
    if not ctx.merged and not refined:
        return None
    # New fused computations go right before the computation that calls them; the
    # single-op computations that were inlined are dropped once nothing refers to them.
    comps: list[Computation] = []
    for c in module.computations:
        comps += [f for before, f in ctx.new_comps if before == c.name]
        comps.append(c)
    referenced = {n for c in comps for i in c.instrs for n in _called(i)}
    module.computations = [c for c in comps if c.name not in ctx.orphaned or c.name in referenced]
    log.debug("regroup: merged %s", ctx.merged)
    return module.render()


def transform_hlo_proto(proto: bytes) -> bytes | None:
    """The hook: regroup a marked module's serialized ``HloModuleProto``; never raises."""
    try:
        if MARKER_ATTR.encode() not in proto:
            return None
        text = regroup_hlo_text(P.hlo_proto_to_full_text(proto), require_marker=True)
        return None if text is None else P.hlo_text_to_proto(text)
    except Exception:  # never raise into XLA: leave the module as it was
        log.exception("regroup: failed, module left unchanged")
        return None


_install_lock = threading.Lock()
_installed: set[str] = set()


def install(platforms: tuple[str, ...] = ("cpu",)) -> None:
    """Register the regrouping hook once per process and platform (idempotent)."""
    with _install_lock:
        todo = [p for p in platforms if p not in _installed]
        if todo:
            P.register_hlo_transformation(
                transform_hlo_proto, name="fusion_mlir_regroup", platforms=todo
            )
            _installed.update(todo)


# ---------------------------------------------------------------------------------------
# MLIR side: marking a module and tagging ops for this route.


def _merge_dict_attr(op, key: str, value: str) -> None:
    from jaxlib.mlir import ir

    entries = {}
    if "mhlo.frontend_attributes" in op.attributes:
        old = ir.DictAttr(op.attributes["mhlo.frontend_attributes"])
        entries = {old[i].name: old[i].attr for i in range(len(old))}
    entries[key] = ir.StringAttr.get(value)
    op.attributes["mhlo.frontend_attributes"] = ir.DictAttr.get(entries)


def mark_module(module, library: bool) -> None:
    """Mark an ``ir.Module`` so that the installed hook regroups it, with library kernels
    where ``library`` (call in its context). The mark is how a compile's settings reach the
    hook: XLA runs it on a thread of its own, once per module."""
    _merge_dict_attr(module.operation, MARKER_ATTR, LIBRARY if library else LOOPS)


def library_marked(text: str) -> bool:
    """Whether MLIR text lowered for the regroup hook asks it for library kernels."""
    return f'{MARKER_ATTR} = "{LIBRARY}"' in text


def without_library(text: str) -> str:
    """MLIR text lowered for the regroup hook, asking it for loop fusions only."""
    return text.replace(f'{MARKER_ATTR} = "{LIBRARY}"', f'{MARKER_ATTR} = "{LOOPS}"')


def tag_op(op, group: str) -> None:
    """Tag one StableHLO op as a member of ``group`` (call in its context)."""
    _merge_dict_attr(getattr(op, "operation", op), GROUP_ATTR, group)
