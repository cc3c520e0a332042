"""The HLO side of the comparison: one strategy's kernels, and where each op went.

The kernels are those of the optimized HLO as ``hlo.kernels`` finds them (the walk that
``hlo.count_kernels`` counts), except that a loop XLA runs whole, as one kernel
(``hlo.whole_call``), is looked into: its fusions are the units compared, each marked
``within`` that kernel (one launch runs them all, but each still writes its results to
memory and reads them back, as the groups of a loop of kernels do). Each kernel knows the
tags in its instructions' ``op_name`` and those of its results (its home ops). Every
non-trivial op is then placed (``kernel``, ``free``, ``matched``, ``absorbed`` or
``unmapped``: see the package docstring).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from fusion_mlir.ir import hlo
from fusion_mlir.tools.compare.tagging import TAG, OpRecord

_OP_NAME_RE = re.compile(r'op_name="([^"]*)"')
_TAG_PART_RE = re.compile(rf"^{TAG}(\d+)$")


@dataclass
class Kernel:
    """One kernel of the optimized HLO: ``key`` is ``computation/instruction``."""

    key: str
    name: str
    category: str
    scope: str
    opcode: str  # the root opcode (fused root for fusions)
    shape: str
    trips: int | None
    ids: set[int] = field(default_factory=set)
    root_ids: set[int] = field(default_factory=set)
    users: list[str] = field(default_factory=list)  # kernels of the same computation reading it
    within: str | None = None  # the key of the whole-loop kernel that runs this one

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "kind": self.category,
            "scope": self.scope,
            "root_opcode": self.opcode,
            "shape": self.shape,
            "runs_per_execution": self.trips,
            "ops": sorted(self.ids),
            "home_ops": sorted(self.root_ids),
            "users": self.users,
            "within": self.within,
        }


@dataclass
class Placement:
    status: str  # kernel | free | matched | absorbed | unmapped
    kernels: list[str] = field(default_factory=list)
    home: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status, "kernels": self.kernels, "home": self.home}


@dataclass
class Side:
    """One strategy's kernels and the placement of every non-trivial op."""

    strategy: str
    kernels: dict[str, Kernel]
    placement: dict[int, Placement]
    counts: hlo.KernelCount
    hlo_text: str = ""
    whole: list[str] = field(default_factory=list)  # keys of the loops run whole, one kernel each

    def to_json(self) -> dict[str, Any]:
        return {
            "strategy": self.strategy,
            **self.counts.to_json(),
            "whole_loop_kernels": self.whole,
            "inside_whole_loops": sum(1 for k in self.kernels.values() if k.within),
            "kernel_list": [k.to_json() for k in self.kernels.values()],
            "placement": {str(i): p.to_json() for i, p in sorted(self.placement.items())},
        }


def _ids(ins: hlo.Instr) -> set[int]:
    """The tags in an instruction's ``op_name`` (``a;b`` = merged ops, ``w/x`` = scopes)."""
    m = _OP_NAME_RE.search(ins.attr("metadata") or "")
    if not m:
        return set()
    out = set()
    for part in m.group(1).split(";"):
        t = _TAG_PART_RE.match(part.rsplit("/", 1)[-1])
        if t:
            out.add(int(t.group(1)))
    return out


def _strip_layout(shape: str) -> str:
    return re.sub(r"\{[^{}]*\}", "", shape).strip()


def _called_closure(comps: dict[str, hlo.Computation], name: str) -> list[hlo.Computation]:
    """``name`` and every computation it calls (fusion bodies, reducers, nested fusions)."""
    out, stack, seen = [], [name], set()
    while stack:
        n = stack.pop()
        if n in seen or n not in comps:
            continue
        seen.add(n)
        out.append(comps[n])
        for ins in comps[n].instrs:
            stack += [c.lstrip("%") for c in hlo.called_computations(ins)]
    return out


def _scope_name(scope: hlo.Scope, names: dict[hlo.Scope, str]) -> str:
    """``main``, ``<while id>.body``/``.cond``, ``<conditional id>.branch<i>``: the loop or
    conditional by its op's smallest tag (its HLO name without one); a call is transparent."""
    if scope.caller is None or scope.parent is None:
        return "main"
    if scope.role == "call":
        return names[scope.parent]
    own = _ids(scope.caller)
    wid = str(min(own)) if own else scope.caller.name.lstrip("%")
    sub = {"condition": "cond", "body": "body"}.get(scope.role, f"branch{scope.index}")
    return f"{wid}.{sub}"


def _scope_trips(scope: hlo.Scope, trips: dict[hlo.Scope, int | None]) -> int | None:
    """How often the kernels of ``scope`` run per execution: a loop body its trip count times
    its parent's, the loop's condition once more (None when a count is unknown)."""
    if scope.caller is None or scope.parent is None:
        return 1
    parent = trips[scope.parent]
    if scope.role not in ("body", "condition"):
        return parent
    n = hlo.trip_count(scope.caller)
    t = None if n is None or parent is None else parent * n
    return None if t is None else t + (scope.role == "condition")


def _kernels(text: str) -> tuple[dict[str, Kernel], set[int], list[str]]:
    """Every kernel of the module (``hlo.kernels``, the walk ``hlo.count_kernels`` counts, but
    with the kernels inside each loop run whole in place of that loop), the tags that sit on
    bookkeeping instructions of control-flow computations, and the keys of the whole loops."""
    module = hlo.parse_module(text)
    comps = {c.name.lstrip("%"): c for c in module.computations}
    kernels: dict[str, Kernel] = {}
    free: set[int] = set()
    whole: list[str] = []
    names: dict[hlo.Scope, str] = {}
    trips: dict[hlo.Scope, int | None] = {}
    within: dict[hlo.Scope, str | None] = {}
    local: dict[hlo.Scope, dict[str, Kernel]] = {}  # a scope's kernels by instruction name
    for scope, ins in hlo.walk(module, into_whole_calls=True):
        if scope not in names:
            names[scope] = _scope_name(scope, names)
            trips[scope] = _scope_trips(scope, trips)
            within[scope] = _within(scope, within)
            local[scope] = {}
        if hlo.whole_call(ins):
            if within[scope] is None:  # a loop inside a whole loop is part of its kernel
                whole.append(_key(scope, ins))
            continue
        cat = hlo.kernel_category(ins)
        if cat is None:
            if ins.opcode not in ("while", "conditional", "call"):
                free.update(_ids(ins))
            continue
        k = Kernel(
            _key(scope, ins),
            ins.name.lstrip("%"),
            cat,
            names[scope],
            ins.opcode,
            _strip_layout(ins.shape),
            trips[scope],
            within=within[scope],
        )
        k.ids = set(_ids(ins))
        k.root_ids = set(k.ids)
        calls = (ins.attr("calls") or "").lstrip("%")
        if ins.opcode == "fusion" and calls in comps:
            body = comps[calls]
            for c in _called_closure(comps, calls):
                for i in c.instrs:
                    k.ids |= _ids(i)
            root = next((i for i in body.instrs if i.is_root), None)
            if root is not None:
                k.opcode = root.opcode
                outs = [root]
                if root.opcode == "tuple":
                    by_name = {i.name: i for i in body.instrs}
                    outs = [by_name[o] for o in root.operands or [] if o in by_name]
                k.root_ids = set().union(*(_ids(o) for o in outs)) or k.root_ids
        kernels[k.key] = k
        here = local[scope]
        here[ins.name] = k
        for operand in dict.fromkeys(ins.operands or []):
            if operand in here:
                here[operand].users.append(k.key)
    return kernels, free, whole


def _within(scope: hlo.Scope, within: dict[hlo.Scope, str | None]) -> str | None:
    """The key of the whole-loop kernel that runs ``scope``'s instructions, if one does."""
    if scope.parent is None or scope.caller is None:
        return None
    outer = within[scope.parent]
    if outer is None and scope.role == "call" and hlo.whole_call(scope.caller):
        return _key(scope.parent, scope.caller)
    return outer


def _key(scope: hlo.Scope, ins: hlo.Instr) -> str:
    """A kernel's key: ``computation/instruction``, without ``%``."""
    return f"{scope.computation.name.lstrip('%')}/{ins.name.lstrip('%')}"


_HLO_OPCODE = {
    "broadcast_in_dim": "broadcast",
    "dot_general": "dot",
    "dynamic_update_slice": "dynamic-update-slice",
    "dynamic_slice": "dynamic-slice",
    "reduce_window": "reduce-window",
    "exponential_minus_one": "exponential-minus-one",
    "log_plus_one": "log-plus-one",
    "round_nearest_even": "round-nearest-even",
    "round_nearest_afz": "round-nearest-afz",
    "shift_right_logical": "shift-right-logical",
    "shift_right_arithmetic": "shift-right-arithmetic",
    "shift_left": "shift-left",
    "bitcast_convert": "bitcast-convert",
}
_HLO_DTYPE = {"i1": "pred", "bf16": "bf16", "complex<f32>": "c64", "complex<f64>": "c128"}


def _hlo_shape(t: str) -> str:
    """``tensor<4x8xf32>`` → ``f32[4,8]`` (for matching untagged kernels)."""
    m = re.match(r"tensor<(.*)>$", t)
    if not m:
        return ""
    parts = m.group(1).split("x")
    dims, et = [p for p in parts[:-1]], parts[-1]
    if m.group(1).startswith("complex") or not parts:
        return ""
    if et in _HLO_DTYPE:
        et = _HLO_DTYPE[et]
    elif et.startswith("ui"):
        et = "u" + et[2:]
    elif et.startswith("i"):
        et = "s" + et[1:]
    return f"{et}[{','.join(dims)}]"


def map_side(strategy: str, text: str, records: Sequence[OpRecord]) -> Side:
    """Read one strategy's optimized HLO: its kernels and where every non-trivial op went."""
    kernels, free, whole = _kernels(text)
    place: dict[int, Placement] = {}
    where: dict[int, list[str]] = defaultdict(list)
    homes: dict[int, list[str]] = defaultdict(list)
    for k in kernels.values():
        for i in sorted(k.ids):
            where[i].append(k.key)
        for i in sorted(k.root_ids):
            homes[i].append(k.key)
    todo = []
    for rec in records:
        if rec.trivial or rec.control:
            continue
        if rec.id in where:
            home = homes.get(rec.id) or (where[rec.id] if len(where[rec.id]) == 1 else [])
            place[rec.id] = Placement("kernel", where[rec.id], home)
        elif rec.id in free:
            place[rec.id] = Placement("free")
        else:
            todo.append(rec)
    # XLA re-created some ops without their tag: an untagged kernel of the same scope, root
    # opcode and shape stands for one such op.
    untagged = [k for k in kernels.values() if not k.ids]
    still = []
    for rec in todo:
        opcode = _HLO_OPCODE.get(rec.short, rec.short.replace("_", "-"))
        shape = _hlo_shape(rec.type)
        hit = next(
            (
                k
                for k in untagged
                if k.scope == rec.scope and k.opcode == opcode and k.shape == shape
            ),
            None,
        )
        if hit is not None:
            untagged.remove(hit)
            hit.ids.add(rec.id)
            hit.root_ids.add(rec.id)
            place[rec.id] = Placement("matched", [hit.key], [hit.key])
        else:
            still.append(rec)

    def operands(r: OpRecord) -> list[str]:
        return ["const" if p.isdigit() and records[int(p)].trivial else p for p in r.producers]

    for rec in still:
        found = _nearest(rec, records, place, forward=True) or _nearest(
            rec, records, place, forward=False
        )
        twin = next(
            (
                place[r.id]
                for r in records
                if r.id != rec.id
                and r.id in place
                and (r.op, r.type, r.scope) == (rec.op, rec.type, rec.scope)
                and operands(r) == operands(rec)
                and place[r.id].status in ("kernel", "matched")
            ),
            None,
        )
        if twin is not None:  # XLA's CSE kept an identical op
            place[rec.id] = Placement("absorbed", list(twin.kernels), list(twin.home))
        elif found:
            place[rec.id] = Placement("absorbed", found, found if len(found) == 1 else [])
        else:
            place[rec.id] = Placement("unmapped")
    return Side(strategy, kernels, place, hlo.count_kernels(text), text, whole)


def _nearest(
    rec: OpRecord, records: Sequence[OpRecord], place: dict[int, Placement], forward: bool
) -> list[str]:
    """The home kernels of the nearest placed users (or producers) of ``rec``."""
    frontier = [rec.id]
    seen = {rec.id}
    while frontier:
        nxt: list[int] = []
        found: list[str] = []
        for i in frontier:
            nbrs = (
                records[i].users
                if forward
                else [int(p) for p in records[i].producers if p.isdigit()]
            )
            for n in nbrs:
                if n in seen:
                    continue
                seen.add(n)
                p = place.get(n)
                if p is not None and p.status in ("kernel", "matched") and (p.home or p.kernels):
                    for k in p.home or p.kernels:
                        if k not in found:
                            found.append(k)
                elif not records[n].control:
                    nxt.append(n)
        if found:
            return found
        frontier = nxt
    return []
