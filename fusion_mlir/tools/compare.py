"""Compare XLA's fusion decisions with ours, group by group, on the same StableHLO ops.

Rule: every op of the program gets a unique tag before anything is compiled (its location
becomes ``loc("fmid<N>")`` in a copy of the module); XLA turns that name into the ``op_name`` of the
HLO instructions made from the op, and keeps it on the instructions inside fusions. Both
sides are then read from XLA's *optimized* HLO, kernel by kernel, exactly as
``fusion_mlir.ir.hlo.count_kernels`` counts them: ``xla`` is the program compiled the way
``jax.jit`` would, ``ours`` is the program after our pipeline compiled with XLA's own fusion
off (``compiler`` strategies of the same names). So the kernel counts here are the
compiler's, and a group is what actually runs, not what a pass intended.

Placement of each non-trivial StableHLO op (constants, terminators and reducer bodies are
trivial), per side:

- ``kernel``: an instruction of one or more kernels carries its tag. Its *home* kernels are
  those where it computes the kernel's result (the fused root); an op that appears only
  inside other kernels' bodies was duplicated into them.
- ``free``: it became bookkeeping only (a bitcast, a tuple, a loop's own instruction).
- ``matched``: XLA dropped the tag (it re-created the op, e.g. a splat broadcast); an
  untagged kernel of the same scope, opcode and shape is taken to be it.
- ``absorbed``: no instruction is left (CSE, algebraic simplification, a folded reshape);
  the op is placed with its nearest users' kernels (else its producers').

Groups are compared through the home relation: XLA's kernels and ours are linked when an op
has its home in both, and each connected set is one row: ``same`` (one kernel each, same
ops), ``similar`` (one each, members differ: duplication or absorption), ``we-split`` (one
XLA kernel, several of ours), ``we-merged`` (several of XLA's, one of ours), ``regrouped``,
``xla-only`` / ``ours-only`` (kernels with no StableHLO op of their own: copies, helpers).
Where our explain log has decisions about the ops of a row, they are its reasons.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.analysis.graph import CODE_REGION_OPS
from fusion_mlir.ir import hlo, io
from fusion_mlir.passkit import grouping
from fusion_mlir.passkit.explain import Decision
from fusion_mlir.pipeline import PassContext, parse_pipeline, run_passes

TAG = "fmid"
_TAG_RE = re.compile(rf'^loc\("{TAG}(\d+)"')
_OP_NAME_RE = re.compile(r'op_name="([^"]*)"')
_TAG_PART_RE = re.compile(rf"^{TAG}(\d+)$")

# Blocks whose ops are program ops (as opposed to reducer bodies, comparators...).
_PROGRAM_BLOCK_PARENTS = CODE_REGION_OPS | {boundary.FUSION_OP}
_CONTROL = frozenset(
    {"stablehlo.while", "stablehlo.case", "stablehlo.if", "mhlo.while", "mhlo.case", "mhlo.if"}
)
_TERMINATORS = frozenset({"stablehlo.return", "mhlo.return", "func.return"})
_TRIVIAL = frozenset({"stablehlo.constant", "mhlo.constant", "chlo.constant"})

VERDICTS = ("same", "similar", "we-split", "we-merged", "regrouped", "xla-only", "ours-only")


# --- the StableHLO side: tagging and the dataflow graph ----------------------------------------
@dataclass
class OpRecord:
    """One tagged StableHLO op: ``id`` is its tag, ``scope`` the block it lives in (``main``,
    ``<while id>.body``, ``<while id>.cond``, ``<case id>.branch<i>``)."""

    id: int
    op: str
    type: str
    scope: str
    ssa: str = ""
    trivial: bool = False
    control: bool = False
    producers: list[str] = field(default_factory=list)  # node keys: "<id>" or "arg<i>"
    users: list[int] = field(default_factory=list)

    @property
    def short(self) -> str:
        return self.op.split(".", 1)[-1]

    @property
    def label(self) -> str:
        return f"{self.short}#{self.id}"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "op": self.op,
            "type": self.type,
            "scope": self.scope,
            "ssa": self.ssa,
            "trivial": self.trivial,
            "control": self.control,
            "producers": self.producers,
        }


def op_tag(op: ir.Operation) -> int | None:
    """The tag ``tag_module`` gave ``op``, if any."""
    m = _TAG_RE.match(str(op.location))
    return int(m.group(1)) if m else None


def _program_block(block: ir.Block) -> bool:
    owner = block.owner
    return owner is not None and owner.operation.name in _PROGRAM_BLOCK_PARENTS


def _scope_of(op: ir.Operation, tags: dict[ir.Operation, int]) -> str:
    """The scope of ``op``: the nearest enclosing control-flow op's region (fusion bodies are
    transparent)."""
    block = op.block
    parent = block.owner.operation if block.owner is not None else None
    while parent is not None and parent.name == boundary.FUSION_OP:
        block = parent.block
        parent = block.owner.operation if block.owner is not None else None
    if parent is None or parent.name == "func.func":
        return "main"
    pid = tags.get(parent, -1)
    idx = next(i for i, r in enumerate(parent.regions) if r == block.region)
    if parent.name.endswith("while"):
        return f"{pid}.{'cond' if idx == 0 else 'body'}"
    return f"{pid}.branch{idx}"


def _program_ops(root: ir.Operation) -> Iterable[ir.Operation]:
    """Ops of program blocks nested in ``root``, pre-order."""
    for region in root.regions:
        for block in region.blocks:
            if not _program_block(block):
                continue
            for op in block.operations:
                op = op.operation
                yield op
                yield from _program_ops(op)


def tag_module(module: ir.Module) -> list[OpRecord]:
    """Tag every op of the entry function's program blocks (in place) and return the records,
    indexed by tag. Run ``inline-calls`` first so that every op has one place."""
    f = io.main_function(module)
    records: list[OpRecord] = []
    with module.context:
        for op in _program_ops(f):
            if op.name in _TERMINATORS or op.name == boundary.FUSION_OP:
                continue
            t = str(op.results[0].type) if len(op.results) else ""
            rec = OpRecord(
                len(records),
                op.name,
                t,
                "",
                trivial=op.name in _TRIVIAL,
                control=op.name in _CONTROL,
            )
            records.append(rec)
            op.location = ir.Location.name(f"{TAG}{rec.id}")
        # An op's hash follows its contents: index the ops only once every tag is set.
        tags: dict[ir.Operation, int] = {}
        for op in _program_ops(f):
            t = op_tag(op)
            if t is not None:
                tags[op] = t
        state = ir.AsmState(f)
        for op, i in tags.items():
            rec = records[i]
            rec.scope = _scope_of(op, tags)
            if len(op.results):
                rec.ssa = op.results[0].get_name(state)
            for v in op.operands:
                key = _value_key(v, tags)
                if key is not None and key not in rec.producers:
                    rec.producers.append(key)
        for rec in records:
            for p in rec.producers:
                if p.isdigit() and rec.id not in records[int(p)].users:
                    records[int(p)].users.append(rec.id)
    return records


def _value_key(v: ir.Value, tags: dict[ir.Operation, int]) -> str | None:
    """The graph node that defines ``v``: an op's tag, ``arg<i>`` for a function argument,
    the loop's tag for a block argument of a loop body (through fusion bodies)."""
    owner = v.owner
    if isinstance(owner, ir.Block):
        parent = owner.owner.operation if owner.owner is not None else None
        if parent is None:
            return None
        if parent.name == "func.func":
            return f"arg{ir.BlockArgument(v).arg_number}"
        if parent.name == boundary.FUSION_OP:
            return _value_key(parent.operands[ir.BlockArgument(v).arg_number], tags)
        return str(tags[parent]) if parent in tags else None
    op = owner.operation
    if op.name == boundary.FUSION_OP:
        ret = op.regions[0].blocks[0].operations[len(op.regions[0].blocks[0].operations) - 1]
        return _value_key(ret.operands[ir.OpResult(v).result_number], tags)
    return str(tags[op]) if op in tags else None


# --- the HLO side: kernels and where each op went ------------------------------------------------
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

    def to_json(self) -> dict[str, Any]:
        return {
            "strategy": self.strategy,
            **self.counts.to_json(),
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
            for key in ("calls", "to_apply"):
                if (called := ins.attr(key)) is not None:
                    stack.append(called.lstrip("%"))
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


def _kernels(text: str) -> tuple[dict[str, Kernel], set[int]]:
    """Every kernel of the module (``hlo.kernels``, the walk ``hlo.count_kernels`` counts) and
    the tags that sit on bookkeeping instructions of control-flow computations."""
    module = hlo.parse_module(text)
    comps = {c.name.lstrip("%"): c for c in module.computations}
    kernels: dict[str, Kernel] = {}
    free: set[int] = set()
    names: dict[hlo.Scope, str] = {}
    trips: dict[hlo.Scope, int | None] = {}
    local: dict[hlo.Scope, dict[str, Kernel]] = {}  # a scope's kernels by instruction name
    for scope, ins in hlo.walk(module):
        if scope not in names:
            names[scope] = _scope_name(scope, names)
            trips[scope] = _scope_trips(scope, trips)
            local[scope] = {}
        cat = hlo.kernel_category(ins)
        if cat is None:
            if ins.opcode not in ("while", "conditional", "call"):
                free.update(_ids(ins))
            continue
        comp = scope.computation.name.lstrip("%")
        name = ins.name.lstrip("%")
        k = Kernel(
            f"{comp}/{name}",
            name,
            cat,
            names[scope],
            ins.opcode,
            _strip_layout(ins.shape),
            trips[scope],
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
    return kernels, free


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
    kernels, free = _kernels(text)
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
    return Side(strategy, kernels, place, hlo.count_kernels(text), text)


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


# --- our pipeline, with decisions translated to tags ---------------------------------------------
@dataclass
class _TagContext(PassContext):
    """A pass context that also records, per decision, the tags of the ops it names (the names
    are SSA names of the IR at the moment of the decision, so they are resolved then)."""

    module: Any = None
    decision_ids: list[list[int]] = field(default_factory=list)

    def record(self, decision: Decision) -> None:
        super().record(decision)
        wanted = set(decision.ops)
        found: dict[str, int] = {}
        for f in io.public_functions(self.module) if self.module is not None else []:
            state = ir.AsmState(f)

            def visit(op: ir.Operation, state: ir.AsmState = state) -> ir.WalkResult:
                if len(op.results):
                    key = f"{op.results[0].get_name(state)}={op.name.split('.')[-1]}"
                    if key in wanted and key not in found and (t := op_tag(op)) is not None:
                        found[key] = t
                return ir.WalkResult.ADVANCE

            f.walk(visit)
        self.decision_ids.append([found[o] for o in decision.ops if o in found])


# --- the comparison ------------------------------------------------------------------------------
def _link(xla: Side, ours: Side, records: Sequence[OpRecord]) -> list[dict[str, Any]]:
    """Rows of the comparison: connected sets of kernels linked by shared home ops."""
    parent: dict[str, str] = {}

    def find(a: str) -> str:
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for k in [*(f"x:{k}" for k in xla.kernels), *(f"o:{k}" for k in ours.kernels)]:
        find(k)
    for rec in records:
        px, po = xla.placement.get(rec.id), ours.placement.get(rec.id)
        if px is None or po is None or len(px.home) != 1 or len(po.home) != 1:
            continue
        parent[find(f"x:{px.home[0]}")] = find(f"o:{po.home[0]}")

    # Kernels without a StableHLO op of their own (copies, XLA's helper kernels): the same one
    # on both sides (scope, kind, opcode, shape, consumers' ops) is one row; a helper that
    # feeds a single kernel joins that kernel's row.
    def signature(side: Side, k: Kernel) -> tuple:
        fed = frozenset(i for u in k.users for i in side.kernels[u].root_ids)
        return (k.scope, k.category, k.opcode, k.shape, fed)

    lonely: dict[str, list[tuple[str, tuple]]] = {"x": [], "o": []}
    for tag, side in (("x", xla), ("o", ours)):
        for key, k in side.kernels.items():
            if not _home_ops(side, key):
                lonely[tag].append((key, signature(side, k)))
    unpaired = []
    for xkey, sig in lonely["x"]:
        match = next((ok for ok, osig in lonely["o"] if osig == sig), None)
        if match is None:
            unpaired.append((xkey, sig))
            continue
        lonely["o"] = [(ok, s) for ok, s in lonely["o"] if ok != match]
        parent[find(f"x:{xkey}")] = find(f"o:{match}")
    for xkey, sig in unpaired:
        # Same kernel, different consumers (e.g. a loop-carried copy read by other groups).
        match = next((ok for ok, osig in lonely["o"] if osig[:4] == sig[:4]), None)
        if match is not None:
            lonely["o"] = [(ok, s) for ok, s in lonely["o"] if ok != match]
            parent[find(f"x:{xkey}")] = find(f"o:{match}")
        elif len(xla.kernels[xkey].users) == 1 and xla.kernels[xkey].category != "copy":
            parent[find(f"x:{xkey}")] = find(f"x:{xla.kernels[xkey].users[0]}")
    for okey, _ in lonely["o"]:
        k = ours.kernels[okey]
        if len(k.users) == 1 and k.category != "copy":
            parent[find(f"o:{okey}")] = find(f"o:{k.users[0]}")
    comps: dict[str, list[str]] = defaultdict(list)
    for k in list(parent):
        comps[find(k)].append(k)
    rows = []
    for members in comps.values():
        xs = [m[2:] for m in members if m.startswith("x:")]
        os_ = [m[2:] for m in members if m.startswith("o:")]
        xset = set().union(*(_home_ops(xla, k) for k in xs)) if xs else set()
        oset = set().union(*(_home_ops(ours, k) for k in os_)) if os_ else set()
        # Kernels with ops of their own decide the verdict; helpers and copies ride along.
        xg = [k for k in xs if _home_ops(xla, k)]
        og = [k for k in os_ if _home_ops(ours, k)]

        # An op one side turned into a bitcast (or absorbed into several kernels) is not a
        # grouping difference.
        def settled(i: int, other: Side) -> bool:
            p = other.placement.get(i)
            return p is None or p.status == "free" or not p.home

        only_x = sorted(i for i in xset - oset if not settled(i, ours))
        only_o = sorted(i for i in oset - xset if not settled(i, xla))
        if not xg and not og:
            verdict = "same" if xs and os_ else "xla-only" if xs else "ours-only"
        elif not og:
            verdict = "xla-only"
        elif not xg:
            verdict = "ours-only"
        elif len(xg) == 1 and len(og) == 1:
            verdict = "same" if not only_x and not only_o else "similar"
        elif len(xg) == 1:
            verdict = "we-split"
        elif len(og) == 1:
            verdict = "we-merged"
        else:
            verdict = "regrouped"
        rows.append(
            {
                "verdict": verdict,
                "xla": sorted(xs, key=lambda k: _order(xla, k)),
                "ours": sorted(os_, key=lambda k: _order(ours, k)),
                "ops": sorted(xset | oset),
                "only_xla": only_x,
                "only_ours": only_o,
                "note": _note(verdict, xset | oset, xla if verdict == "ours-only" else ours),
            }
        )
    rows.sort(key=lambda r: (min(r["ops"]) if r["ops"] else 1 << 30, r["xla"], r["ours"]))
    return rows


def _note(verdict: str, ops: set[int], other: Side) -> str:
    """For a kernel only one side has: where the other side put its ops."""
    if verdict not in ("xla-only", "ours-only") or not ops:
        return ""
    who, verb = ("XLA", "s") if other.strategy == "xla" else ("we", "")
    status = {other.placement[i].status for i in ops if i in other.placement}
    kernels = sorted({k for i in ops if i in other.placement for k in other.placement[i].kernels})
    names = ", ".join(kernel_name(k.split("/", 1)[-1]) for k in kernels[:4])
    if status <= {"free"}:
        return f"{who} need{verb} no kernel for these (bitcast)"
    if len(kernels) > 1:
        return f"{who} recompute{verb} these inside {len(kernels)} kernels: {names}"
    if kernels:
        return f"{who} put{verb} these inside {names}"
    return ""


def _order(side: Side, key: str) -> int:
    return list(side.kernels).index(key)


def _home_ops(side: Side, key: str) -> set[int]:
    return {i for i, p in side.placement.items() if key in p.home}


def _reasons(
    row: dict[str, Any],
    xla: Side,
    decisions: Sequence[Decision],
    decision_ids: Sequence[list[int]],
    decided: dict[int, int],
) -> list[str]:
    """Our logged decisions that explain a row's difference (``decided``: op tag → index of
    the group our pipeline formed, before lowering)."""
    ops = set(row["ops"])
    lines = []
    formed = {decided[i] for i in ops if i in decided}
    if row["ours"] and len(formed) > 1 and row["verdict"] in ("same", "similar", "we-merged"):
        lines.append(
            f"our pipeline formed {len(formed)} groups here; lowering them to XLA merged them"
        )
    if row["verdict"] not in ("we-split", "we-merged", "regrouped", "similar") or not ops:
        return lines
    xgroup = {i: k for k in row["xla"] for i in _home_ops(xla, k)}
    out: dict[str, list[int]] = {}
    for d, ids in zip(decisions, decision_ids, strict=True):
        if not ids or not set(ids) <= ops:
            continue
        if row["verdict"] == "we-split" and d.fused:
            continue
        if row["verdict"] == "we-merged" and (not d.fused or len({xgroup.get(i) for i in ids}) < 2):
            continue
        if row["verdict"] == "similar" and "duplicat" not in d.check and d.fused:
            continue
        line = f"[{d.pass_name}] {'fused' if d.fused else 'not fused'}: {d.check}"
        if d.detail:
            line += f" ({d.detail})"
        out.setdefault(line, []).append(d.bytes_saved)
    for k, saved in out.items():
        n = f" x{len(saved)}" if len(saved) > 1 else ""
        b = f", saves ~{sum(saved)} B" if sum(saved) else ""
        lines.append(f"{k}{n}{b}")
    if row["verdict"] in ("we-split", "regrouped"):
        groups = {decided.get(i) for i in ops if decided.get(i) is not None}
        if len(groups) == 1 and all(decided.get(i) is not None for i in ops if i in xgroup):
            lines.insert(0, "our pipeline put these ops in one group; lowering it to XLA split it")
        elif not lines:
            lines.append("no decision logged for these ops")
    return lines


def compare_module(
    module: ir.Module, pipeline: str = "default", backend: str = "cpu"
) -> dict[str, Any]:
    """Compare XLA's fusion of ``module`` with ``pipeline``'s; returns a JSON-able report
    (``module`` is not changed). The program is first put through ``inline-calls`` so that
    every op has one place."""
    base = io.clone_module(module)
    with base.context:
        grouping.inline_all_fusions(base)
    run_passes(base, parse_pipeline("inline-calls"), PassContext(backend=backend))
    records = tag_module(base)
    ours_module = io.clone_module(base)
    ctx = _TagContext(backend=backend, module=ours_module)
    if pipeline:
        run_passes(ours_module, parse_pipeline(pipeline), ctx)
    x = strategies.compile_text(strategies.lower_for_xla(base, "xla", backend), "xla", backend)
    o = strategies.compile_text(
        strategies.lower_for_xla(ours_module, "ours", backend), "ours", backend
    )
    xla_side = map_side("xla", x.hlo_text, records)
    ours_side = map_side("ours", o.hlo_text, records)
    rows = _link(xla_side, ours_side, records)
    decided_groups = _our_groups(ours_module)
    decided = {i: g for g, ids in enumerate(decided_groups) for i in ids}
    for row in rows:
        row["reasons"] = _reasons(row, xla_side, ctx.explain.decisions, ctx.decision_ids, decided)
    summary = {v: sum(1 for r in rows if r["verdict"] == v) for v in VERDICTS}
    return {
        "pipeline": pipeline,
        "backend": backend,
        "ops": [r.to_json() for r in records],
        "xla": xla_side.to_json(),
        "ours": ours_side.to_json(),
        "groups": rows,
        "summary": summary,
        "groups_ours": decided_groups,
        "stats": {"bytes_saved": _bytes_saved(ours_module)},
        "explain": [d.text() for d in ctx.explain.decisions],
    }


def _bytes_saved(module: ir.Module) -> int:
    """Memory traffic our groups save, by the cost model (sum over ``mhlo.fusion`` ops)."""
    from fusion_mlir.analysis.cost import bytes_saved

    total = 0
    for f in boundary.fusions(module.operation):
        body = [o.operation for o in f.regions[0].blocks[0].operations][:-1]
        try:
            total += bytes_saved(body)
        except Exception:  # the cost model does not know every type; a picture still helps
            continue
    return total


def _our_groups(module: ir.Module) -> list[list[int]]:
    """The tags of each ``mhlo.fusion`` our pipeline formed (as decided, before XLA)."""
    out = []
    for f in boundary.fusions(module.operation):
        ids = [t for o in _program_ops(f) if (t := op_tag(o)) is not None]
        if ids:
            out.append(ids)
    return out


def compare_text(text: str, pipeline: str = "default", backend: str = "cpu") -> dict[str, Any]:
    """``compare_module`` on MLIR text (the entry point for a child process)."""
    return compare_module(io.parse_module(text), pipeline, backend)


# --- rendering ------------------------------------------------------------------------------------
def kernel_name(name: str) -> str:
    """A kernel's HLO name, shortened: XLA names our groups after their ops' tags."""
    return re.sub(rf"^(?:{TAG}\d+_)*{TAG}(\d+)", r"k\1", name)


def _kernel_label(side: dict[str, Any], key: str) -> str:
    k = next(k for k in side["kernel_list"] if k["key"] == key)
    scope = "" if k["scope"] == "main" else f"{k['scope']}:"
    return f"{scope}{kernel_name(k['name'])} ({k['kind']})"


def render_text(report: dict[str, Any], width: int = 160) -> str:
    """The comparison as a rich table plus a summary line."""
    import io as pyio

    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    ops = {o["id"]: o for o in report["ops"]}

    def label(i: int) -> str:
        return f"{ops[i]['op'].split('.', 1)[-1]}#{i}"

    t = Table(
        title=f"XLA's fusion vs ours ({report['pipeline'] or 'no passes'}, {report['backend']})"
    )
    for col in ("verdict", "XLA kernels", "our kernels", "StableHLO ops", "why (our log) / note"):
        t.add_column(col, overflow="fold")
    for r in report["groups"]:
        shown = [label(i) for i in r["ops"][:12]]
        if len(r["ops"]) > 12:
            shown.append(f"... {len(r['ops']) - 12} more")
        diff = []
        if r["verdict"] == "similar":
            if r["only_xla"]:
                diff.append("only XLA's: " + ", ".join(label(i) for i in r["only_xla"][:6]))
            if r["only_ours"]:
                diff.append("only ours: " + ", ".join(label(i) for i in r["only_ours"][:6]))
        t.add_row(
            r["verdict"],
            "\n".join(_kernel_label(report["xla"], k) for k in r["xla"]) or "-",
            "\n".join(_kernel_label(report["ours"], k) for k in r["ours"]) or "-",
            (", ".join(shown) or "(none of its own)") + ("\n" + "\n".join(diff) if diff else ""),
            escape("\n".join([*r.get("reasons", [])[:4], *([r["note"]] if r.get("note") else [])])),
        )
    buf = pyio.StringIO()
    console = Console(file=buf, width=width, force_terminal=False)
    console.print(t)
    s = report["summary"]
    x, o = report["xla"], report["ours"]
    console.print(
        f"kernels: XLA {x['kernels']} (per execution {x['per_execution']}, {_kinds(x)}), "
        f"ours {o['kernels']} (per execution {o['per_execution']}, {_kinds(o)})"
    )
    console.print(", ".join(f"{v} {n}" for v, n in s.items() if n))
    unmapped = [
        label(int(i))
        for side in (x, o)
        for i, p in side["placement"].items()
        if p["status"] == "unmapped"
    ]
    if unmapped:
        console.print("not placed: " + ", ".join(dict.fromkeys(unmapped)))
    return buf.getvalue()


def _kinds(side: dict[str, Any]) -> str:
    return " ".join(f"{k}={n}" for k, n in side["by_kind"].items())


__all__ = [
    "TAG",
    "Kernel",
    "OpRecord",
    "Side",
    "compare_module",
    "compare_text",
    "map_side",
    "op_tag",
    "render_text",
    "tag_module",
]
