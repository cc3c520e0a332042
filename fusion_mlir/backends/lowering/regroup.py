"""Re-form tagged groups into fusions after XLA's layout assignment (the second way in).

Rule: in every control-flow computation of a module marked ours, the instructions tagged
``frontend_attributes={fusion_group="ID"}`` with the same ID (each wrapped in its own
single-op kLoop fusion, or bare) become ONE kLoop fusion whose values used outside are its
outputs (a tuple plus get-tuple-element users when there are several), with every layout
explicit. A group, or the members of it, that would create a cycle, use an op we do not
understand, or give a multi-output fusion outputs of different shapes is left as it was.
A variadic reduce (an argmin: tuple-shaped) joins a group as its root and only output, as
in XLA's own argmin fusion: XLA:CPU's fused emitter takes no get-tuple-element inside.
Where XLA:CPU has its library (the module's mark says so), a group holding a dot (which arrives
in a library fusion of its own) or a column reduction becomes one library (kCustom)
fusion instead, when the library runs all of it (``library.library_group``); a dot the library
cannot run with its group leaves the group. Every loop kernel that XLA split across the
threads is then split into smaller parts (``partitions.refine_partitions``).

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
from dataclasses import dataclass, field

from fusion_mlir.analysis.opkinds import EXPENSIVE_ELEMENTWISE
from fusion_mlir.backends.lowering.library import (
    LIBRARY_CONFIG,
    column_read_back,
    library_dot,
    library_dot_group,
    library_group,
    library_ops,
    reduce_chain,
)
from fusion_mlir.backends.lowering.loops import SMALL_LOOP_BYTES, settle_whole_loops
from fusion_mlir.backends.lowering.partitions import (
    group_partitions,
    member_partitions,
    refine_partitions,
    threads,
)
from fusion_mlir.backends.lowering.regions import outline_runs
from fusion_mlir.backends.lowering.split_reductions import join_split_reductions
from fusion_mlir.ir import hlo
from fusion_mlir.ir.hlo import (
    ELEMENTWISE,
    LITERAL_OPERANDS,
    LOOP_KERNEL_ATTR,
    LOOP_RUNS,
    Computation,
    HloParseError,
    Instr,
    Module,
    called_computations,
    parse_module,
    whole_call,
)

__all__ = [
    "DOTS_ATTR",
    "DUP_ATTR",
    "GROUP_ATTR",
    "KEEP_PREFIX",
    "LIBRARY",
    "LOOPS",
    "MARKER_ATTR",
    "SEEN_ATTR",
    "SMALL_LOOP_ATTR",
    "regroup_hlo_text",
]

log = logging.getLogger(__name__)

GROUP_ATTR = "fusion_group"
"""Frontend-attribute key whose value names the group an op belongs to."""
DOTS_ATTR = "fusion_dots"
"""Frontend-attribute key on every member of a group our passes formed around a dot (value
``"1"``). A dot in a group without it is XLA's rewrite of a member (a transpose of a dot's
result folded into the dot takes the transpose's tag), not one the passes grouped: it
stays a library kernel of its own."""
DUP_ATTR = "fusion_dup"
"""Frontend-attribute key marking a tagged op that computes the same value as another op
of its block: a producer our passes duplicated, which XLA's CSE merges (value ``"1"``)."""
SEEN_ATTR = "fusion_seen"
"""Frontend-attribute key on every untagged op of a marked module (value ``"1"``): an op our
passes saw and left alone. An instruction with neither key is one XLA made itself. The
module carries it too, so that a module whose every op is tagged still says so."""
SMALL_LOOP_ATTR = "fusion_mlir_small_loop_bytes"
"""Module-level frontend attribute: the bytes per trip under which XLA runs a loop whole by
default, in the XLA that compiles the module (``lowering.loops``)."""
MARKER_ATTR = "fusion_mlir_regroup"
"""Module-level frontend attribute that marks a module as ours (value ``"1"``)."""
# Its values: regroup with library kernels where the backend has them, or loop fusions only.
LIBRARY, LOOPS = "1", "loops"
KEEP_PREFIX = "keep"
"""Tags starting with this mark groups that reached XLA as fusions already: never merged."""

# Ops a kLoop fusion may hold after layout assignment (the elemental emitter handles them).
# Left out on purpose: dot/convolution (a naive loop when fused on CPU), scatter, sort,
# rng, custom-call, control flow, collectives. A gather is in, as in XLA's own loop
# fusions (after layout its simplifier has run; capability probe ``gather``). A dynamic-update-slice (in place) may
# only be a group's one output, updating a buffer that no other member reads (see
# ``_lone_update``), as in XLA's own in-place dynamic-update-slice fusions.
_FUSIBLE = ELEMENTWISE | frozenset(
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
# Ops that cost about as much to compute again as to read back: what XLA's own fusion
# duplicates into each consumer, the elementwise ops ``opkinds`` does not call expensive
# (by their HLO opcodes: ``stablehlo.exponential_minus_one`` is ``exponential-minus-one``).
_CHEAP = (
    ELEMENTWISE - {n.split(".", 1)[1].replace("_", "-") for n in EXPENSIVE_ELEMENTWISE}
) | frozenset(["bitcast", "broadcast", "constant", "iota", "reshape"])
# Instructions whose value may share a buffer with a loop body's parameter, which the body's
# results overwrite.
_LOOP_STATE = frozenset(["parameter", "get-tuple-element", "bitcast"])
# Instructions that may write into an operand's buffer, or hand it to one that does.
_IN_PLACE = frozenset(
    [
        "all-gather",
        "all-reduce",
        "all-to-all",
        "call",
        "collective-permute",
        "conditional",
        "custom-call",
        "dynamic-update-slice",
        "reduce-scatter",
        "scatter",
        "select-and-scatter",
        "tuple",
        "while",
    ]
)


# ---------------------------------------------------------------------------------------
# Regrouping.


def _tag(ins: Instr) -> str | None:
    """The group an instruction is tagged with (``GROUP_ATTR``), if any."""
    return ins.frontend_attributes().get(GROUP_ATTR)


def _frontend_attributes(fa: dict[str, str]) -> str:
    """``frontend_attributes={...}`` as an instruction's attribute."""
    return "frontend_attributes={" + ", ".join(f'{k}="{v}"' for k, v in fa.items()) + "}"


def _duplicated(ins: Instr) -> bool:
    """Whether an instruction is marked as one of several copies of a value (``DUP_ATTR``)."""
    return ins.frontend_attributes().get(DUP_ATTR) == "1"


class _FreshNames:
    """Fresh HLO names for one module: a base name, or it with the first free ``.N``
    suffix, never a name the module or an earlier call uses (with ``%`` if the module's
    names have it)."""

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
    names: _FreshNames
    fused_comp_users: dict[str, int]
    library: bool = False  # library kernels allowed (see ``regroup_hlo_text``)
    gpu: bool = False  # the module is XLA:GPU's (see ``regroup_hlo_text``)
    marks_seen: bool = False  # our ops carry SEEN_ATTR: unmarked untagged ones XLA made
    new_comps: list[tuple[str, Computation]] = field(default_factory=list)  # (before, comp)
    orphaned: set[str] = field(default_factory=set)
    merged: list[str] = field(default_factory=list)
    comps: dict[str, Computation] = field(default_factory=dict)  # by name without "%"
    # Computations whose results go into their parameters' buffers (``_overwrites``):
    # "slot" for a while body (result k into parameter element k), "any" otherwise.
    aliasing: dict[str, str] = field(default_factory=dict)
    # Computations run inside a loop tagged to run whole (``whole_loop_computations``).
    whole: frozenset[str] = frozenset()
    # Scalars a library kernel's group left out (``_broadcast_scalars``): never absorbed.
    left_out: set[str] = field(default_factory=set)
    # Copies of cheap values a part of a cut group computes again (``_recompute_cheap``).
    recomputed: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.comps = {c.name.lstrip("%"): c for c in self.module.computations}


def _fusion_body(ctx: _Ctx, ins: Instr) -> Computation | None:
    """The called computation of a kLoop fusion whose ops we can inline, or of a library
    kernel holding one dot (``library.library_dot``), else None."""
    if ins.opcode != "fusion":
        return None
    if ins.attr("kind") == "kCustom":
        return library_dot(ctx.comps, ctx.fused_comp_users, ins)
    if ins.attr("kind") != "kLoop" and not (ctx.gpu and ins.attr("kind") == "kInput"):
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
            or (s.is_tuple and s.opcode != "reduce")
            or (s.operands is None and s.opcode != "constant")
        ):
            return None
        if s.opcode not in ("reduce", "reduce-window") and called_computations(s):
            return None
        if s.attr("control-predecessors") is not None:
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


def _inner_operands(ctx: _Ctx, ins: Instr) -> list[str] | None:
    """The operands of the op an instruction stands for (see ``_inner_opcode``), as names
    in the instruction's computation; None where they are not plain names."""
    if ins.opcode != "fusion":
        return ins.operands
    sub = _fusion_body(ctx, ins)
    if sub is None or ins.operands is None:
        return None
    params = {s.name: s for s in sub.instrs if s.opcode == "parameter"}
    ops = [s for s in sub.instrs if s.opcode != "parameter"]
    if len(ops) != 1 or ops[0].operands is None:
        return None
    names = []
    for o in ops[0].operands:
        if o not in params or not params[o].operand_text.strip().isdigit():
            return None
        names.append(ins.operands[int(params[o].operand_text)])
    return names


def _eligible(ctx: _Ctx, ins: Instr, ctrl: set[str]) -> bool:
    if ins.name in ctrl or ins.attr("control-predecessors") is not None:
        return False
    if ins.is_tuple:
        return _variadic_reduce(ctx, ins)
    if ins.opcode == "fusion":
        return _fusion_body(ctx, ins) is not None
    if ins.opcode == "constant":
        return True
    return ins.opcode in _FUSIBLE and ins.operands is not None and not called_computations(ins)


def _variadic_reduce(ctx: _Ctx, ins: Instr) -> bool:
    """Whether ``ins`` is a variadic reduce (or its wrapping fusion) of our groups: it may
    be a group's root and only output, as in XLA's own fusion of an argmin with what it
    reads (XLA:CPU's fused emitter takes no get-tuple-element inside a fusion)."""
    return ins.is_tuple and _tag(ins) is not None and _inner_opcode(ctx, ins) == "reduce"


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
    iotas, which read no group value and are copied into each group that reads them. The
    buffer a member updates in place stays outside: copy insertion's copy of it is the
    buffer the update writes (``_lone_update``)."""
    root = comp.root().name
    by = {i.name: i for i in comp.instrs}
    updated = {
        (by[g].operands or [None])[0]
        for g in group
        if _inner_opcode(ctx, by[g]) == "dynamic-update-slice"
    }
    cand = {
        i.name
        for i in comp.instrs
        if i.name not in group
        and i.name not in updated
        and i.name not in ctx.left_out
        and _tag(i) is None
        and i.name != root
        and _eligible(ctx, i, ctrl)
        and _inner_opcode(ctx, i) in _ABSORBABLE
        and users[i.name]
    }
    copyable = {n for n in cand if _of_constants(_inner_opcode(ctx, by[n]), by[n], by)}
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


def _unshare(
    ctx: _Ctx,
    comp: Computation,
    tag: str,
    group: set[str],
    users: dict[str, list[str]],
    pending: list[tuple[str, set[str]]],
    copied: frozenset[str],
    in_loop: bool = False,
) -> bool:
    """Undo XLA's CSE: each cheap member our passes had duplicated (``DUP_ATTR``; with the
    members it reads, all duplicated too or broadcasts of constants) that a member of
    another pending tagged group reads is copied into that group, which then reads its
    copy. CSE merged the clones into one instruction carrying one group's tag: read from
    another group it became an output of this one, written and read back (``h * h`` of a
    gelu, shared by the gelu and its derivative: 15 MB of kernel traffic on the
    data-parallel MLP step where XLA has 12.4), or it closed a cycle that cut this group
    (the bias add before the gelu: a kernel more). Returns whether anything was copied.
    Not done where ``_copy_safe`` refuses. Every member's copies are made before any group is
    merged (``_regroup_computation``), since a reader's group may come first."""
    by = {i.name: i for i in comp.instrs}
    entry_of = {}  # member of another pending group -> that entry's member set
    for t, ms in pending:
        if t != tag:
            for m in ms:
                entry_of[m] = ms
    copied_any = False
    for g in [i.name for i in comp.instrs if i.name in group]:
        readers = [u for u in users[g] if u not in group and u in entry_of]
        if not _duplicated(by[g]) or not readers:
            continue
        closure = _closure(comp, group, [g])
        if any(
            _inner_opcode(ctx, by[c]) not in _CHEAP
            or not (c in copied or by[c].opcode == "constant" or _duplicated(by[c]))
            for c in closure
        ):
            continue
        outside = {o for c in closure for o in by[c].operands or [] if o not in closure}
        if not _copy_safe(ctx, by, users, closure, outside, in_loop):
            continue
        by_target: dict[int, list[str]] = {}
        for u in readers:
            by_target.setdefault(id(entry_of[u]), []).append(u)
        inner: list[Instr] = []
        for c in closure:
            sub = _fusion_body(ctx, by[c])
            inner += [x for x in sub.instrs if x.opcode != "parameter"] if sub else [by[c]]
        copied_here = False
        for group_readers in by_target.values():
            target = entry_of[group_readers[0]]
            other = _tag(by[group_readers[0]])
            if (
                ctx.library
                and any(_inner_opcode(ctx, by[m]) in ("dot", "reduce") for m in target if m in by)
                and not library_ops(ctx.comps, inner)
            ):
                continue  # the copy would keep a library kernel's group from the library
            log.debug("regroup: tag %s: %s copied into tag %s", tag, sorted(closure), other)
            mapping = _copy_group(ctx, comp, closure, outside, other, target)
            for u in group_readers:
                reader = by[u]
                reader.operands = [mapping.get(o, o) for o in reader.operands or []]
                reader.raw = None
            comp.instrs = _toposort(comp.instrs)
            copied_here = True
        if copied_here:
            by = {i.name: i for i in comp.instrs}
            users = _users(comp)
            copied_any = True
    return copied_any


def _copy_safe(
    ctx: _Ctx,
    by: dict[str, Instr],
    users: dict[str, list[str]],
    closure: set[str],
    outside: set[str],
    in_loop: bool,
) -> bool:
    """Whether a copy of ``closure`` (reading ``outside``) may be placed anywhere after what it
    reads: not where a copy could read a buffer that an instruction overwrites in place (an
    operand read by an in-place instruction, a module with aliased parameters, in a loop
    body its state, ``_LOOP_STATE``): copy insertion has already run, and the copy's reader
    is not ordered before the writer."""
    if "input_output_alias" in ctx.module.header or "buffer_donor" in ctx.module.header:
        return False

    def in_place(ins: Instr) -> bool:
        op = _inner_opcode(ctx, ins)
        if op is None and ins.opcode == "fusion":
            calls = ins.attr("calls")
            sub = ctx.comps.get(calls.lstrip("%")) if calls else None
            return sub is None or any(s.opcode in _IN_PLACE for s in sub.instrs)
        return op in _IN_PLACE

    if any(in_place(by[u]) for o in outside for u in users.get(o, ()) if u not in closure):
        return False
    # The buffer of a loop-carried value is the next iteration's.
    return not (in_loop and any(by[o].opcode in _LOOP_STATE for o in outside if o in by))


def _copy_group(
    ctx: _Ctx, comp: Computation, closure: set[str], outside: set[str], tag: str, target: set[str]
) -> dict[str, str]:
    """Copy ``closure`` (reading ``outside``) to the end of ``comp``, the copies tagged
    ``tag`` and added to ``target``. Returns each original's copy."""
    mapping = {o: o for o in outside}
    added: list[Instr] = []
    for c in [i for i in comp.instrs if i.name in closure]:
        mapping[c.name] = _copy_into(ctx, c, mapping, added)
    for a in added:
        fa = {**a.frontend_attributes(), GROUP_ATTR: tag}
        a.attrs = [x for x in a.attrs if x.partition("=")[0].strip() != "frontend_attributes"]
        a.attrs.append(_frontend_attributes(fa))
        if a.opcode == "fusion":
            _own_computation(ctx, comp, a)
        target.add(a.name)
    comp.instrs += added  # the caller sorts them in once their readers read them
    return mapping


def _own_computation(ctx: _Ctx, comp: Computation, fusion: Instr) -> None:
    """Give a copied ``fusion`` a copy of the computation it calls: XLA requires each fused
    computation to belong to one fusion instruction."""
    calls = fusion.attr("calls")
    sub = ctx.comps.get(calls.lstrip("%")) if calls else None
    if sub is None:
        return
    new = Computation(name=ctx.names.fresh(sub.name), header="", is_entry=False)
    mapping: dict[str, str] = {}
    for s in sub.instrs:
        mapping[s.name] = _copy_into(ctx, s, mapping, new.instrs)
        new.instrs[-1].is_root = s.is_root
    new.header = f"{new.name} {{"
    fusion.attrs = [f"calls={new.name}" if a.startswith("calls=") else a for a in fusion.attrs]
    ctx.comps[new.name.lstrip("%")] = new
    ctx.fused_comp_users[new.name] = 1
    ctx.new_comps.append((comp.name, new))


def _transpose_is_bitcast(operand_shape: str, shape: str, permutation: list[int]) -> bool:
    """Whether a transpose leaves every element where it was: its result's dimensions,
    minor to major and mapped back through ``permutation``, are its operand's."""
    minor, operand_minor = hlo.minor_to_major(shape), hlo.minor_to_major(operand_shape)
    return (
        len(minor) == len(permutation) == len(operand_minor)
        and sorted(permutation) == list(range(len(permutation)))
        and [permutation[d] for d in minor] == operand_minor
    )


def _loop_shape(shape: str) -> str:
    """What XLA:CPU's loop emitter needs of a multi-output fusion's outputs to be the same
    (they share one loop over the first output's dimensions): an array laid out row-major
    (its layout, unit dimensions aside, lists its dimensions last to first) is known by its
    element count, since a bitcast makes it any other row-major array of that count (``_merge``
    writes it so: mujoco-mjx's step has many groups with a ``[1,1]`` and a ``[1]`` output);
    any other by its dimensions and layout."""
    sizes, minor = hlo.dims(shape), hlo.minor_to_major(shape)
    if len(minor) == len(sizes) and re.fullmatch(
        r"[A-Za-z][A-Za-z0-9]*\[[\d,]*\](\{[\d,]*\})?", shape
    ):
        order = [d for d in minor if sizes[d] != 1]
        if order == sorted(order, reverse=True):
            return f"[{math.prod(sizes)}]"
    return hlo.dims_layout(shape)


def _bitcast_aliases(by: dict[str, Instr], users: dict[str, list[str]], name: str) -> set[str]:
    """The instructions that share ``name``'s buffer through bitcasts, up and down."""
    root = name
    while root in by and by[root].opcode == "bitcast" and by[root].operands:
        root = by[root].operands[0]
    out, stack = set(), [root]
    while stack:
        n = stack.pop()
        if n in out or n not in by:
            continue
        out.add(n)
        stack += [u for u in users.get(n, []) if u in by and by[u].opcode == "bitcast"]
    return out


def _transposes_as_bitcasts(ctx: _Ctx, comp: Computation, in_loop: bool = False) -> int:
    """Rule: a loop fusion holding one transpose whose layouts make it move nothing becomes
    a bitcast, as XLA's layout-sensitive simplifier makes it when its fusion passes run.
    Some XLA:CPU releases (jaxlib 0.12) wrap such a transpose, the first half of a
    layout-changing transpose (a copy follows), before the hook: without this it would be a
    kernel of its own that copies the array in order. Copy insertion has run: a bitcast
    shares its operand's buffer where the transpose wrote a fresh one, so an operand that
    an in-place op may overwrite (one it reads, or in a loop the loop's state) keeps its
    transpose. Returns how many it rewrote."""
    by = {i.name: i for i in comp.instrs}
    users = _users(comp)
    done = 0
    for ins in comp.instrs:
        if ins.opcode != "fusion" or ins.attr("kind") != "kLoop" or not ins.operands:
            continue
        sub = _fusion_body(ctx, ins)
        ops = [s for s in sub.instrs if s.opcode != "parameter"] if sub else []
        if len(ops) != 1 or ops[0].opcode != "transpose" or len(ins.operands) != 1:
            continue
        src, perm = ins.operands[0], ops[0].attr("dimensions")
        if (
            perm is None
            or src not in by
            or hlo.dims_layout(ops[0].shape) != hlo.dims_layout(ins.shape)
            or not _transpose_is_bitcast(
                by[src].shape, ins.shape, [int(d) for d in re.findall(r"\d+", perm)]
            )
        ):
            continue
        aliases = _bitcast_aliases(by, users, src)
        if in_loop and any(by[a].opcode in _LOOP_STATE - {"bitcast"} for a in aliases):
            continue
        if any(by[u].opcode in _IN_PLACE for a in aliases for u in users.get(a, []) if u in by):
            continue
        keep = [
            a
            for a in ins.attrs
            if a.split("=", 1)[0].strip() in ("metadata", "frontend_attributes")
        ]
        ins.opcode, ins.attrs, ins.raw = "bitcast", keep, None
        ctx.orphaned.add(sub.name)
        done += 1
    return done


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
    """``instrs`` reordered so that each follows its operands (depth first, operands in
    their order given); raises ``ValueError`` on a cycle, which a grouping must never make
    (the hook then fails, and so does the compile of ``ours``)."""
    by = {i.name: i for i in instrs}
    pos = {i.name: k for k, i in enumerate(instrs)}
    done: set[str] = set()
    open_: set[str] = set()  # expanded, operands not all placed yet: the current path
    out: list[Instr] = []
    for start in instrs:
        stack = [(start, False)]
        while stack:
            ins, expanded = stack.pop()
            if ins.name in done:
                continue
            if expanded:
                open_.discard(ins.name)
                done.add(ins.name)
                out.append(ins)
                continue
            if ins.name in open_:
                raise ValueError(f"regroup: the instructions form a cycle through {ins.name}")
            open_.add(ins.name)
            stack.append((ins, True))
            deps = [by[o] for o in ins.operands or [] if o in by and o not in done]
            for d in sorted(deps, key=lambda d: -pos[d.name]):
                stack.append((d, False))
    return out


def _copy_into(ctx: _Ctx, ins: Instr, mapping: dict[str, str], dst: list[Instr]) -> str:
    new = Instr(
        name=ctx.names.fresh(ins.name),
        shape=ins.shape,
        opcode=ins.opcode,
        operand_text=ins.operand_text,
        attrs=list(ins.attrs),
        operands=None if ins.operands is None else [mapping[o] for o in ins.operands],
    )
    dst.append(new)
    return new.name


def _partitions(members: list[Instr], body: list[Instr], shape: str) -> int:
    """The parts a merged loop kernel is split into: as many as XLA would split it into
    (``group_partitions``), and no fewer than its most split member."""
    return max(member_partitions(members, shape), group_partitions(body, shape, threads()))


def _state_index(by: dict[str, Instr], name: str) -> int | None:
    """Which element of its computation's parameter the buffer of ``name`` may be: the
    index of the parameter's get-tuple-element it is (through bitcasts), -1 for the whole
    parameter or an element of unknown index, None for a value with a buffer of its own."""
    ins = by.get(name)
    while ins is not None and ins.opcode == "bitcast" and ins.operands:
        ins = by.get(ins.operands[0])
    if ins is None:
        return None
    if ins.opcode == "parameter":
        return -1
    if ins.opcode == "get-tuple-element" and ins.operands:
        top = ins
        while top.opcode == "get-tuple-element" and top.operands and top.operands[0] in by:
            src = by[top.operands[0]]
            if src.opcode == "parameter":
                index = top.attr("index")
                return int(index) if index and index.isdigit() else -1
            top = src
    return None


def _root_slots(
    comp: Computation, by: dict[str, Instr], users: dict[str, list[str]], name: str
) -> set[int]:
    """The elements of ``comp``'s result that ``name`` becomes without a copy (through
    bitcasts): their indices in a tuple root, -1 for the root itself or an element of a
    nested tuple. ``by``, ``users``: ``comp``'s instructions by name and their readers."""
    root = comp.root()
    slots: set[int] = set()
    stack, seen = [name], set()
    while stack:
        n = stack.pop()
        if n in seen:
            continue
        seen.add(n)
        if n == root.name:
            slots.add(-1)
        for u in users.get(n, ()):
            ins = by[u]
            if ins.opcode == "bitcast":
                stack.append(u)
            elif ins.opcode == "tuple":
                if u == root.name:
                    slots |= {k for k, o in enumerate(ins.operands or []) if o == n}
                else:
                    stack.append(u)
    return slots


def _read_in_place(body: list[Instr], param: str, outputs: list[str]) -> bool:
    """Whether the fused ``body`` (its ``outputs`` by name) reads parameter ``param`` only
    where it writes: each output element depends on the parameter's element at the same
    index (same-shape elementwise ops), or the only output updates it in place (a
    dynamic-update-slice of it, whose update reads at most the window it overwrites)."""
    by = {b.name: b for b in body}
    users: dict[str, list[Instr]] = {}
    for b in body:
        for o in b.operands or []:
            users.setdefault(o, []).append(b)
    root = by.get(outputs[0]) if len(outputs) == 1 else None
    update = root if root is not None and root.opcode == "dynamic-update-slice" else None
    stack, seen = [(param, False)], set()
    while stack:
        n, windowed = stack.pop()
        if (n, windowed) in seen:
            continue
        seen.add((n, windowed))
        for u in users.get(n, ()):
            ops = u.operands or []
            at = {k for k, o in enumerate(ops) if o == n}
            if u is update and at == ({0} if n == param else {1} if windowed else set()):
                continue
            same_shape = hlo.dims_layout(u.shape) == hlo.dims_layout(by[n].shape)
            if u.opcode in ELEMENTWISE and same_shape:
                stack.append((u.name, windowed))
            elif (
                update is not None
                and n == param
                and u.opcode == "dynamic-slice"
                and ops[1:] == (update.operands or [])[2:]
            ):
                stack.append((u.name, True))
            else:
                return False
    return True


def _copies_for_overwritten(
    ctx: _Ctx,
    comp: Computation,
    by: dict[str, Instr],
    users: dict[str, list[str]],
    params: list[str],
    body: list[Instr],
    outputs: list[Instr],
    inner_outputs: list[str],
) -> list[Instr]:
    """Copies of the fusion's inputs whose buffer its outputs overwrite, where the fusion
    reads them elsewhere than it writes (each ``params`` entry so read becomes its copy's
    name; the copies are returned for the computation). ``by``, ``users``: ``comp``'s
    instructions by name and their readers, as ``_merge`` has them.

    XLA's copy insertion ran before the groups existed: it let an instruction write a loop
    body's result into the buffer of the parameter it reads when it reads it elementwise
    (an add of the carried value). Merged with a member that reads the same value elsewhere
    (a roll's slices), the fusion would overwrite elements it has still to read: a heat
    stencil in ``fori_loop`` and an RK4 step over stacked state computed wrong values. So,
    as XLA would for its own fusion, the fusion reads a copy."""
    mode = ctx.aliasing.get(comp.name)
    if mode is None:
        return []
    written = {k for o in outputs for k in _root_slots(comp, by, users, o.name)}
    if not written:
        return []
    inner = [b.name for b in body if b.opcode == "parameter"]
    copies: list[Instr] = []
    for k, outer in enumerate(params):
        slot = _state_index(by, outer)
        if slot is None:
            continue
        if mode == "slot" and slot != -1 and -1 not in written and slot not in written:
            continue
        if _read_in_place(body, inner[k], inner_outputs):
            continue
        copy = Instr(
            name=ctx.names.fresh(f"{outer.lstrip('%')}.unshared"),
            shape=by[outer].shape,
            opcode="copy",
            operand_text="",
            attrs=[],
            operands=[outer],
        )
        log.debug("regroup: %s reads %s where it writes: reads a copy", comp.name, outer)
        params[k] = copy.name
        copies.append(copy)
    return copies


def _merge(
    ctx: _Ctx,
    comp: Computation,
    group: set[str],
    tag: str,
    kept: frozenset[str] = frozenset(),
    library_only: bool = False,
    in_loop: bool = False,
) -> list[set[str]]:
    """Replace the group's instructions by one kLoop fusion (plus get-tuple-elements).

    ``kept`` members are copied into the fusion but also stay where they are, for their
    users outside the group: they are duplicated, not exported. With ``library_only`` the
    group is replaced only if it becomes a library kernel (a lone column sum). Returns the
    parts to try instead where the group cannot be one kernel (``_reduction_levels``), or
    where it is one library kernel without the scalars it computes to broadcast
    (``_broadcast_scalars``), else nothing."""
    users = _users(comp)
    root_name = comp.root().name
    by = {i.name: i for i in comp.instrs}
    group = _live(_whole_tuples(group, by, users, root_name, kept), users, root_name, kept)
    if not group:
        return []
    order = [i for i in comp.instrs if i.name in group]
    exported = _exported(group, users, root_name, kept)
    outputs = [i for i in order if i.name in exported]
    body, params, val, orphans = _fused_body(ctx, by, order, kept)
    library = ctx.library and library_group(ctx.comps, body, len(outputs))
    if ctx.library and not library and len(outputs) == 1:
        scalars = _broadcast_scalars(ctx, by, users, group)
        rest = [i for i in order if i.name not in scalars]
        if scalars and rest and library_group(ctx.comps, _fused_body(ctx, by, rest, kept)[0], 1):
            # A scalar the group computes only to broadcast it (XLA's simplifier turns a
            # divide by an argument into a multiply by its reciprocal): computed in a kernel
            # of its own, it reaches the library kernel that runs the rest as a parameter.
            log.debug(
                "regroup: tag %s: %d scalar members left out of a library kernel", tag, len(scalars)
            )
            ctx.left_out |= scalars
            return [group - scalars, scalars]
    if library_only and not library:
        return []
    fname = ctx.names.fresh(f"regrouped_fusion.{tag}")
    fcomp = Computation(name=ctx.names.fresh(f"{fname}_computation"), header="", is_entry=False)
    inner_outputs = [val[o.name] for o in outputs]
    fresh_copies = _copies_for_overwritten(
        ctx, comp, by, users, params, body, outputs, inner_outputs
    )
    if not library and (
        reduce_chain(body) or column_read_back(body, any_reduction=comp.name in ctx.whole)
    ):
        # Formed as a library kernel's group, but this HLO holds an op the library does not
        # run (a softmax over rows of one: bitcasts to scalars): as a loop fusion the first
        # reduction would be re-run per element of the second (1x4096: about 10x XLA's
        # time), or a column sum per element of its epilogue, or in a loop run whole any
        # reduction per element of its broadcast back. Cut where a reduction's result is
        # read instead, as XLA's own fusion would: each part computes its reductions and
        # what reads earlier parts' (a softmax's scaled input and row max, then its
        # exponentials and their sum, then the normalised output).
        parts = _reduction_levels(ctx, by, group)
        log.debug("regroup: tag %s: a reduction no library kernel runs, %d parts", tag, len(parts))
        return _recompute_cheap(ctx, comp, tag, parts, users, in_loop)
    ctx.orphaned.update(orphans)
    body = join_split_reductions(
        body, {val[o.name] for o in outputs}, any_dims=library, comps=ctx.comps
    )
    # The fusion's outputs: the members' shapes, but in one loop (``_loop_shape``) an output
    # of another row-major shape is written through a bitcast to the main output's.
    out_shapes = _loop_output_shapes(outputs, root_name)
    if len(outputs) == 1:
        fshape = outputs[0].shape
        next(b for b in body if b.name == val[outputs[0].name]).is_root = True
    else:
        fshape = "(" + ", ".join(out_shapes) + ")"
        inner = []
        for o, shape in zip(outputs, out_shapes, strict=True):
            inner.append(val[o.name])
            if shape != o.shape:
                body.append(_bitcast(ctx, shape, val[o.name]))
                inner[-1] = body[-1].name
        body.append(
            Instr(
                name=ctx.names.fresh("tuple"),
                shape=fshape,
                opcode="tuple",
                operand_text="",
                attrs=[],
                is_root=True,
                operands=inner,
            )
        )
    fcomp.instrs = body
    fcomp.header = f"{fcomp.name} {{"
    tagged = next((i for i in order if _tag(i) == tag), None)
    fa = {} if tagged is None else tagged.frontend_attributes()
    fa = {k: v for k, v in fa.items() if k != DUP_ATTR}
    attrs = ["kind=kLoop", f"calls={fcomp.name}"]
    if library:
        attrs[0] = "kind=kCustom"
    elif ctx.gpu and any(b.opcode == "reduce" for b in body):
        attrs[0] = "kind=kInput"  # XLA:GPU's reduction emitter
    if fa:
        attrs.append(_frontend_attributes(fa))
    # XLA's parallel task assigner has already run: keep the split of the outer dimension
    # it chose for the outputs' producers when they all agree (same config, same shape),
    # else split the group as the assigner would have (``group_partitions``), or as much as
    # its most split member.
    configs = {(o.attr("backend_config"), _loop_shape(o.shape)) for o in outputs}
    shared = len({hlo.dims_layout(sh) for sh in out_shapes}) == 1
    if ctx.gpu:
        pass  # XLA:GPU configures each fusion's launch itself, after this hook
    elif library:
        attrs.append(f"backend_config={LIBRARY_CONFIG}")
    elif len(configs) == 1 and (cfg := next(iter(configs))[0]):
        attrs.append(f"backend_config={cfg}")
    elif shared and (n := _partitions(order, body, out_shapes[0])) > 1:
        attrs.append(f'backend_config={{"outer_dimension_partitions":["{n}"]}}')
    fusion = Instr(
        name=fname, shape=fshape, opcode="fusion", operand_text="", attrs=attrs, operands=params
    )
    replace: dict[str, str] = {}
    new_instrs: list[Instr] = [fusion]
    if len(outputs) == 1:
        replace[outputs[0].name] = fname
    else:
        for k, (o, shape) in enumerate(zip(outputs, out_shapes, strict=True)):
            g = Instr(
                name=ctx.names.fresh(f"{fname}.out{k}"),
                shape=shape,
                opcode="get-tuple-element",
                operand_text="",
                attrs=[f"index={k}"],
                operands=[fname],
            )
            new_instrs.append(g)
            if shape != o.shape:
                new_instrs.append(_bitcast(ctx, o.shape, g.name))
            replace[o.name] = new_instrs[-1].name
    rest = [i for i in comp.instrs if i.name not in group or i.name in kept] + fresh_copies
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
    return []


def _fused_body(
    ctx: _Ctx, by: dict[str, Instr], order: list[Instr], kept: frozenset[str]
) -> tuple[list[Instr], list[str], dict[str, str], list[str]]:
    """The instructions of a fusion computing ``order`` (members in computation order; fusions
    among them inlined, scalar constants cloned, every other operand a parameter): the body,
    the outer names its parameters stand for, each outer name's inner name, and the inlined
    computations that a merge leaves without users (not those of ``kept`` members)."""
    group = {i.name for i in order}
    body: list[Instr] = []
    params: list[str] = []  # outer names, in parameter order
    val: dict[str, str] = {}  # outer name -> inner name
    orphans: list[str] = []
    for ins in order:
        for o in ins.operands or []:
            if o in group or o in val:
                continue
            src = by[o]
            if src.opcode == "constant" and re.fullmatch(r"[A-Za-z0-9]+\[\](\{\})?", src.shape):
                val[o] = _copy_into(ctx, src, {}, body)  # scalar constants are cloned
                continue
            p = Instr(
                name=ctx.names.fresh(f"param_{len(params)}"),
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
    return body, params, val, orphans


def _broadcast_scalars(
    ctx: _Ctx, by: dict[str, Instr], users: dict[str, list[str]], group: set[str]
) -> set[str]:
    """Members of ``group`` that compute a scalar (no constant) read in the group only by
    broadcasts of it or by other such members, and outside it by nothing."""
    scalars: set[str] = set()
    for name in reversed([n for n in by if n in group]):  # readers first
        ins = by[name]
        if ins.is_tuple or hlo.dims(ins.shape) or _inner_opcode(ctx, ins) in _FREE:
            continue
        readers = users.get(name, [])
        if readers and all(
            u in scalars or (u in group and _inner_opcode(ctx, by[u]) == "broadcast")
            for u in readers
        ):
            scalars.add(name)
    return scalars


def _recompute_cheap(
    ctx: _Ctx,
    comp: Computation,
    tag: str,
    parts: list[set[str]],
    users: dict[str, list[str]],
    in_loop: bool,
) -> list[set[str]]:
    """``parts`` of one group (``_reduction_levels``), each later part computing again the
    cheap values of earlier parts it reads, as XLA's own fusion duplicates them, where
    that reads no more than writing the value out and reading it back would: a layernorm's
    ``x - mean`` is read by its variance's part and by its output's, recomputed from ``x``
    and the mean rather than written out in f32 twice (3.9 MB of kernel traffic against
    XLA's 2.4 for a bf16 128x1024 layernorm). Only what ``_copy_safe`` allows is copied.
    The copies join their part (``ctx.recomputed``)."""
    by = {i.name: i for i in comp.instrs}
    out = [set(p) for p in parts]
    for k in range(1, len(out)):
        earlier = set().union(*out[:k])
        cache: dict[str, str] = {}
        for m in [i.name for i in comp.instrs if i.name in out[k]]:
            for o in by[m].operands or []:
                if o not in earlier or o in cache:
                    continue
                closure = _cheap_closure(ctx, by, earlier, o)
                if closure is None:
                    continue
                outside = {x for c in closure for x in by[c].operands or [] if x not in closure}
                reread = sum(
                    hlo.shape_bytes(by[x].shape)
                    for x in outside
                    if x in by
                    and math.prod(hlo.dims(by[x].shape)) > 1
                    and hlo.dims(by[x].shape) == hlo.dims(by[o].shape)
                )
                if reread > 2 * hlo.shape_bytes(by[o].shape):
                    continue
                if not _copy_safe(ctx, by, users, closure, outside, in_loop):
                    continue
                mapping = _copy_group(ctx, comp, closure, outside, tag, out[k])
                cache.update({c: mapping[c] for c in closure})
        if cache:
            for m in out[k]:
                ins = by.get(m)
                if ins is not None and any(o in cache for o in ins.operands or []):
                    ins.operands = [cache.get(o, o) for o in ins.operands or []]
                    ins.raw = None
            comp.instrs = _toposort(comp.instrs)
            ctx.recomputed |= set(cache.values())
            by = {i.name: i for i in comp.instrs}
            users = _users(comp)
            log.debug("regroup: tag %s: %d values recomputed in part %d", tag, len(cache), k)
    # What only the recomputing parts read is dead now: left in, it would be written out.
    root = comp.root().name
    members = set().union(*out)
    while dead := {n for n, us in _users(comp).items() if n in members and not us and n != root}:
        for ins in comp.instrs:
            if ins.name in dead and ins.opcode == "fusion" and (sub := _fusion_body(ctx, ins)):
                ctx.orphaned.add(sub.name)
        comp.instrs = [i for i in comp.instrs if i.name not in dead]
        members -= dead
    return [p & members for p in out]


def _cheap_closure(
    ctx: _Ctx, by: dict[str, Instr], earlier: set[str], name: str
) -> set[str] | None:
    """``name`` and the members of ``earlier`` it reads, through cheap ops that are no
    reductions (``_CHEAP``), stopping at reductions; None where it reads through another op."""
    out: set[str] = set()
    stack = [name]
    while stack:
        n = stack.pop()
        if n in out or n not in earlier:
            continue
        if by[n].is_tuple or _inner_opcode(ctx, by[n]) not in _CHEAP:
            if n == name or _inner_opcode(ctx, by[n]) not in ("reduce", "reduce-window"):
                return None
            continue  # a reduction's result is read, as the part reads it anyway
        out.add(n)
        stack.extend(by[n].operands or [])
    return out


def _reduction_levels(ctx: _Ctx, by: dict[str, Instr], group: set[str]) -> list[set[str]]:
    """``group`` cut where a member reads a reduction's result: a member's level is the
    most reductions on a path to it inside the group (a level of a split reduction read by
    the next level is one reduction), and each level is one part, in level order."""
    members = [n for n in by if n in group]  # ``by`` is in computation order
    reduces = {n for n in members if _inner_opcode(ctx, by[n]) in ("reduce", "reduce-window")}

    def step(reader: str, operand: str) -> int:
        """1 where ``reader`` reads a reduction's result, other than as the next level of
        the same split reduction."""
        split = reader in reduces and operand == (by[reader].operands or [""])[0]
        return int(operand in reduces and not split)

    level: dict[str, int] = {}
    for name in members:
        level[name] = max(
            (level[o] + step(name, o) for o in by[name].operands or [] if o in level),
            default=0,
        )
    parts: dict[int, set[str]] = {}
    for name, n in level.items():
        parts.setdefault(n, set()).add(name)
    return [parts[n] for n in sorted(parts)]


def _loop_output_shapes(outputs: list[Instr], root: str) -> list[str]:
    """The shapes a merged fusion writes its outputs in: each member's own, except that one
    of the main output's ``_loop_shape`` (the computation's root, else the commonest
    dimensions, the first on a tie) but other dimensions takes the main output's dimensions
    and layout (a bitcast of it)."""
    if len(outputs) < 2:
        return [o.shape for o in outputs]
    dims = [hlo.dims_layout(o.shape) for o in outputs]
    main = next((o for o in outputs if o.name == root), None)
    if main is None:
        main = outputs[max(range(len(outputs)), key=lambda k: (dims.count(dims[k]), -k))]
    loop, main_dims = _loop_shape(main.shape), hlo.dims_layout(main.shape)
    return [
        o.shape
        if d == main_dims or _loop_shape(o.shape) != loop
        else o.shape[: len(o.shape) - len(d)] + main_dims
        for o, d in zip(outputs, dims, strict=True)
    ]


def _bitcast(ctx: _Ctx, shape: str, operand: str) -> Instr:
    """A bitcast of ``operand`` to ``shape``."""
    return Instr(
        name=ctx.names.fresh("bitcast"),
        shape=shape,
        opcode="bitcast",
        operand_text="",
        attrs=[],
        operands=[operand],
    )


# Ops XLA makes (its simplifier rewrites a small dot into a multiply and a reduce, a divide
# by a constant into a multiply) that may join their user's kernel: the cheap ones, whose
# recomputation per element of a broadcast costs no more than reading them back.
_MADE_PRODUCERS = _CHEAP | frozenset(
    ["concatenate", "dynamic-slice", "pad", "reverse", "slice", "transpose"]
)


def _made(ins: Instr) -> bool:
    """Whether XLA made an instruction itself: it carries neither our tag nor our mark."""
    fa = ins.frontend_attributes()
    return GROUP_ATTR not in fa and SEEN_ATTR not in fa


def _made_tags(
    ctx: _Ctx, comp: Computation, ctrl: set[str], in_loop: bool = False
) -> dict[str, str]:
    """Rule: a cheap instruction XLA made itself (``_made``) with one user joins that user's
    group, as XLA's own fusion would take it; where the user has no group, the two form one
    (``made.<user>``). Where the user cannot take it (a dot's operand: layout assignment
    copies it into the layout the library wants), a made layout change or slice joins the
    group that computes its operand instead (``_producer_group``). Our passes never saw
    these instructions, so no decision of theirs is overridden; an op they left alone stays
    alone unless XLA hands it a made producer. The buffer an in-place update writes (copy
    insertion's copy of a parameter that is not donated) stays apart: in the update's group,
    the update would no longer write in place. Returns the group of each instruction it
    places."""
    out: dict[str, str] = {}
    if not ctx.marks_seen:
        return out  # lowered without the marks: nothing tells XLA's ops from ours
    users = _users(comp)
    by = {i.name: i for i in comp.instrs}
    root = comp.root().name
    for ins in reversed(comp.instrs):  # users first: a chain of made ops ends in one group
        if not _made(ins) or ins.opcode in _FREE or not _eligible(ctx, ins, ctrl):
            continue  # a bitcast or a constant is not a kernel: _absorb takes those
        op = _inner_opcode(ctx, ins)
        if op not in _MADE_PRODUCERS:
            continue
        tag = None
        if ins.name != root and len(users[ins.name]) == 1:
            user = by[users[ins.name][0]]
            # A conversion (XLA's float normalization puts them around a bf16 program's
            # dots) reaches its reader through bitcasts, which are no kernels; where a
            # bitcast has several readers (three projections of one value), it joins the
            # group computing its operand instead (``_producer_group``).
            while (
                op == "convert"
                and user.opcode == "bitcast"
                and out.get(user.name) is None
                and _tag(user) is None
                and user.name != root
                and len(users[user.name]) == 1
            ):
                user = by[users[user.name][0]]
            # A level XLA split off a member reduction is no group's yet (``_absorb`` takes
            # it): what it reads joins the reduction's group (a square that XLA expanded
            # into a multiply, summed for a variance).
            read = ins.name
            while (
                _made(user)
                and _inner_opcode(ctx, user) == "reduce-window"
                and (user.operands or [""])[0] == read
                and out.get(user.name) is None
                and user.name != root
                and len(users[user.name]) == 1
            ):
                read, user = user.name, by[users[user.name][0]]
            if _inner_opcode(ctx, user) in _IN_PLACE and (user.operands or [""])[0] == ins.name:
                continue  # copy insertion's copy of a buffer an update writes in place
            tag = out.get(user.name) or _tag(user)
            if tag is not None and _of_constants(op, ins, by):
                continue  # ``_absorb`` copies it into each group reading it, as no member
            if tag is None and (
                _eligible(ctx, user, ctrl)
                and _inner_opcode(ctx, user) not in (None, "dot")
                and not (op == "convert" and user.opcode in _FREE)
            ):
                tag = out[user.name] = f"made.{user.name.lstrip('%')}"
        if tag is None and op in _MADE_CONSUMERS:
            tag = _producer_group(ctx, comp, ins, by, users, ctrl, in_loop, out)
        if tag is not None and not tag.startswith(KEEP_PREFIX):
            out[ins.name] = tag
    return out


def _of_constants(op: str | None, ins: Instr, by: dict[str, Instr]) -> bool:
    """Whether ``ins`` (inner opcode ``op``) is a broadcast or iota of constants only, as XLA
    re-creates a group's constants: made a member of a group, it could close a cycle through
    the group that the split at cycles then cuts (a batch norm's epsilon: 6 kernels, not 4)."""
    return op in ("broadcast", "iota") and all(
        o in by and by[o].opcode == "constant" for o in ins.operands or []
    )


# Made ops that may join the group computing their operand: they read each element of it
# at most once and write no more than they read, so the group's loop does no more work.
_MADE_CONSUMERS = frozenset(["copy", "transpose", "reshape", "convert", "slice"])
# Ops that only move or make data: a group of these reads each input element at most once
# per output element, whatever order its loop runs in.
_MOVES = frozenset(
    [
        "bitcast",
        "broadcast",
        "concatenate",
        "constant",
        "convert",
        "copy",
        "dynamic-slice",
        "iota",
        "pad",
        "reshape",
        "reverse",
        "slice",
        "transpose",
    ]
)


def _producer_group(
    ctx: _Ctx,
    comp: Computation,
    ins: Instr,
    by: dict[str, Instr],
    users: dict[str, list[str]],
    ctrl: set[str],
    in_loop: bool,
    made: dict[str, str],
) -> str | None:
    """The group a made layout change, conversion or slice ``ins`` joins as its consumer: the
    one whose member computes its operand (through bitcasts), when ``ins`` is that value's
    only reader. The group then writes ``ins``'s result instead of the value: a kernel and
    a round trip through memory fewer (a bf16 MLP's layers write bf16 for the next dot, not
    f32 and then a conversion; an attention block's heads, sliced in one group and
    transposed for their dots in three more kernels). A loop kernel runs in the order of
    what it writes, so where ``ins`` moves elements to another place in memory, every input
    of the group would be read in that order: only a group that moves data and computes
    nothing takes it (a batch norm and pooling group, reading four times what it writes,
    ran 15% slower transposing). Copy insertion has run: where ``ins``'s buffer may be one
    it planned (a loop's state, the module's output aliased to a parameter, an operand of
    an in-place op), it stays as it is."""
    chain = [ins.name]
    src = (ins.operands or [None])[0]
    while src in by and by[src].opcode == "bitcast" and users[src] == [chain[-1]]:
        chain.append(src)
        src = (by[src].operands or [None])[0]
    if src not in by or users[src] != [chain[-1]] or not _eligible(ctx, by[src], ctrl):
        return None
    tag = _tag(by[src])
    if tag is None or _inner_opcode(ctx, by[src]) in (None, "dot"):
        return None
    if ins.name == comp.root().name and (
        in_loop or "input_output_alias" in ctx.module.header or "buffer_donor" in ctx.module.header
    ):
        return None
    if any(by[u].opcode in _IN_PLACE for u in users[ins.name] if u in by):
        return None
    operand = by[(ins.operands or [src])[0]]
    if hlo.minor_to_major(operand.shape) != hlo.minor_to_major(ins.shape) or (
        _inner_opcode(ctx, ins) in ("transpose", "reshape")
    ):
        members = [i for i in comp.instrs if (made.get(i.name) or _tag(i)) == tag]
        if any(_inner_opcode(ctx, i) not in _MOVES for i in members):
            return None
    return tag


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
    made = _made_tags(ctx, comp, ctrl, in_loop)
    for i in comp.instrs:
        t = made.get(i.name) or _tag(i)
        if t is not None and not t.startswith(KEEP_PREFIX) and _eligible(ctx, i, ctrl):
            tags.setdefault(t, set()).add(i.name)
    pending = list(tags.items())
    # Before any group is merged: a copy may go to any of them.
    users = _users(comp)
    for tag, members in list(pending):
        absorbed, copied = _absorb(ctx, comp, members, users, ctrl)
        if _unshare(ctx, comp, tag, members | absorbed, users, pending, copied, in_loop):
            users = _users(comp)
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
        if dots and not any(by[g].frontend_attributes().get(DOTS_ATTR) for g in members):
            log.debug("regroup: tag %s: a dot XLA rewrote into the group, left out", tag)
            if members - dots:
                pending[:0] = [(tag, members - dots)]
            continue
        if dots and not (
            ctx.library
            and library_dot_group(ctx.comps, by, group, outs, dots, lambda i: _fusion_body(ctx, i))
        ):
            log.debug("regroup: tag %s: not one library kernel, dots left out", tag)
            if members - dots:
                pending[:0] = [(tag, members - dots)]
            continue
        if bad := _lone_update(ctx, by, group, outs):
            if members - bad:
                pending[:0] = [(tag, members - bad)]
            continue
        shapes = {_loop_shape(by[o].shape) for o in outs}
        if len(shapes) > 1:
            log.debug("regroup: tag %s: outputs of shapes %s", tag, sorted(shapes))
            parts = _components(comp, group)
            if len(parts) > 1:
                pending[:0] = [(tag, p & members) for p in parts]
                continue
            # One connected group whose outputs differ in shape (XLA's CSE can undo a
            # duplication we made): the part that computes the main shape is merged with
            # the producers it shares with the rest duplicated into it; the rest is retried.
            main_shape = _loop_shape(by[root].shape) if root in group else None
            if main_shape not in shapes:
                main_shape = max(
                    sorted(shapes),
                    key=lambda sh: sum(_loop_shape(by[o].shape) == sh for o in outs),
                )
            main = _closure(
                comp, group, [o for o in outs if _loop_shape(by[o].shape) == main_shape]
            )
            side = _closure(
                comp, group, [o for o in outs if _loop_shape(by[o].shape) != main_shape]
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
        left_out = len(ctx.left_out)
        parts = _merge(ctx, comp, group, tag, kept=copied, library_only=lone, in_loop=in_loop)
        cut = [p & (members | ctx.recomputed) for p in parts if p & members]
        # Each part is smaller than ``members``, or than the group (scalars it had absorbed
        # are left out for good), so the retries end.
        if len(cut) > 1 or (cut and len(ctx.left_out) > left_out):
            pending[:0] = [(tag, p) for p in cut]


def _exported(
    group: set[str], users: dict[str, list[str]], root: str, kept: frozenset[str]
) -> set[str]:
    """The members of ``group`` that become the fusion's outputs: the computation's root and
    those read outside the group, ``kept`` members aside (their outside users keep the
    original)."""
    return {
        g for g in group if g not in kept and (g == root or any(u not in group for u in users[g]))
    }


def _whole_tuples(
    group: set[str],
    by: dict[str, Instr],
    users: dict[str, list[str]],
    root: str,
    kept: frozenset[str],
) -> set[str]:
    """``group`` without a tuple-shaped member (a variadic reduce) unless it is the group's
    only output, read by nothing inside: a fusion's result is a tuple of arrays or one array
    (mujoco-mjx's step had an argmin's reduce beside another output of its group)."""
    group = set(group)
    while True:
        exported = _exported(group, users, root, kept)
        bad = {
            g
            for g in group
            if by[g].is_tuple and (exported != {g} or any(u in group for u in users[g]))
        }
        if not bad:
            return group
        group -= bad


def _live(
    group: set[str], users: dict[str, list[str]], root: str, kept: frozenset[str]
) -> set[str]:
    """``group`` without the members nothing in the fusion would read: a ``kept`` member
    (copied in, its outside users keep the original) read by no other member, and what
    only such members read. XLA refuses a fusion with a non-root instruction that has no
    users ("must have users"). Seen on pgx's connect four under ``paper``: a select shared
    by the two parts of a split group, kept in the part that did not read it."""
    live = set(group)
    changed = True
    while changed:
        changed = False
        for g in list(live):
            exported = g == root or (g not in kept and any(u not in group for u in users[g]))
            if not exported and not any(u in live for u in users[g]):
                live.discard(g)
                changed = True
    return live


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

    def same_window(g: str) -> bool:
        # A dynamic-slice of the window the update overwrites reads each element before
        # the update writes it (a scatter's read-modify-write, as XLA fuses it).
        ds = by[g]
        return (
            _inner_opcode(ctx, ds) == "dynamic-slice"
            and (_inner_operands(ctx, ds) or [])[1:] == ops[2:]
            and len(ops) > 1
            and hlo.dims_layout(ds.shape) == hlo.dims_layout(by[ops[1]].shape)
        )

    readers = [
        g for g in group if g != d and buffer in (by[g].operands or []) and not same_window(g)
    ]
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
        return _loop_shape(by[n].shape)

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


def _reached(comps: dict[str, Computation], roots: list[str]) -> set[str]:
    """The computations of ``comps`` (keyed by name as written) that ``roots`` are or call,
    transitively, not counting what a fusion calls."""
    found: set[str] = set()
    stack = [n for n in roots if n in comps]
    while stack:
        name = stack.pop()
        if name in found:
            continue
        found.add(name)
        for ins in comps[name].instrs:
            stack += [n for n in called_computations(ins) if n in comps and ins.opcode != "fusion"]
    return found


def _tagged_loops(module: Module, tags: tuple[str, ...]) -> list[str]:
    """The conditions and bodies of the whiles whose ``LOOP_KERNEL_ATTR`` is one of ``tags``."""
    return [
        n
        for c in module.computations
        for i in c.instrs
        if i.opcode == "while" and i.frontend_attributes().get(LOOP_KERNEL_ATTR) in tags
        for n in called_computations(i)
    ]


def whole_loop_computations(module: Module) -> frozenset[str]:
    """The computations a loop tagged by ``loop-kernels`` runs (its condition and body, and
    what they call), where XLA:CPU's small-loop hoisting put it in a whole-loop call: all
    of it becomes one kernel, emitted by XLA's elemental emitter."""
    comps = {c.name: c for c in module.computations}
    return frozenset(_reached(comps, _tagged_loops(module, ("1",))))


def run_loop_computations(module: Module) -> list[str]:
    """The bodies and conditions of the loops ``loop-kernels`` tagged that XLA:CPU did not
    make whole (a loop tagged ``LOOP_RUNS``, one holding an op it never hoists; or one tagged
    to run whole holding an op its hoisting refuses, a dot, scatter or sort): their runs of
    kernels become one kernel each (``regions.outline_runs``)."""
    comps = {c.name: c for c in module.computations}
    calls = [
        n
        for c in module.computations
        for i in c.instrs
        if whole_call(i)
        for n in called_computations(i)
    ]
    whole = _reached(comps, calls)
    return [n.lstrip("%") for n in _tagged_loops(module, ("1", LOOP_RUNS)) if n not in whole]


def regroup_hlo_text(
    text: str, *, require_marker: bool = False, library: bool = False, gpu: bool = False
) -> str | None:
    """Regroup the tagged instructions of HLO module text; None when nothing changed.

    With ``require_marker`` only modules whose header carries ``MARKER_ATTR`` are touched,
    and the marker's value says whether XLA:CPU's library (YNNPACK) may run a group
    (``LIBRARY``, else ``LOOPS``); otherwise ``library`` says so. Off, a group holding a dot
    leaves the dot out. ``gpu``: the module is XLA:GPU's, after its scheduler, where a
    reduce arrives wrapped in a kInput fusion and a merged group holding one is kInput too,
    and fusions carry no CPU partitioning. Text we cannot parse is left alone (None).
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
    aliasing: dict[str, str] = {}  # see ``_Ctx.aliasing``
    if "input_output_alias" in module.header or "buffer_donor" in module.header:
        aliasing.update({c.name: "any" for c in module.computations if c.is_entry})
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
                    if k == "body":
                        aliasing[v.strip()] = "slot"
                elif k in ("branch_computations", "true_computation", "false_computation") or (
                    k == "to_apply" and i.opcode == "call"
                ):
                    for n in re.findall(r"%?[\w.\-]+", v.strip("{} ")):
                        aliasing.setdefault(n, "any")
    whole = whole_loop_computations(module)
    ctx = _Ctx(
        whole=whole,
        module=module,
        names=_FreshNames(module),
        fused_comp_users=fused_comp_users,
        library=library,
        gpu=gpu,
        marks_seen=SEEN_ATTR in text,
        aliasing=aliasing,
    )
    refined, bitcasts = [], 0
    for comp in list(module.computations):
        if comp.name not in skip:
            if not gpu:
                bitcasts += _transposes_as_bitcasts(ctx, comp, in_loop=comp.name in loops)
            _regroup_computation(ctx, comp, in_loop=comp.name in loops)
            if not gpu:
                refined += refine_partitions(comp)
    # New fused computations go right before the computation that calls them; the
    # single-op computations that were inlined are dropped once nothing refers to them.
    comps: list[Computation] = []
    for c in module.computations:
        comps += [f for before, f in ctx.new_comps if before == c.name]
        comps.append(c)
    referenced = {n for c in comps for i in c.instrs for n in called_computations(i)}
    module.computations = [c for c in comps if c.name not in ctx.orphaned or c.name in referenced]
    limit = module.frontend_attributes.get(SMALL_LOOP_ATTR, "")
    undone = runs = 0
    if not gpu:
        undone = settle_whole_loops(module, int(limit) if limit.isdigit() else SMALL_LOOP_BYTES)
        runs = outline_runs(module, run_loop_computations(module), ctx.names)
    if not ctx.merged and not refined and not bitcasts and not undone and not runs:
        return None
    log.debug(
        "regroup: merged %s; %d whole loops made loops of kernels; %d runs of kernels made one",
        ctx.merged,
        undone,
        runs,
    )
    return module.render()
