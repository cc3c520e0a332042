"""Reading XLA's optimized HLO text: computations, instructions, and kernel counts.

A *kernel* is an instruction of a control-flow computation (the entry, a while body or
condition, a conditional branch, a called computation) that launches work: a ``fusion`` (by
kind: loop, input, output, library) or an unfused op such as ``dot``, ``custom-call`` or
``copy``. Bookkeeping ops (parameter, constant, tuple, get-tuple-element, bitcast, while...)
are not kernels. Per-execution counts multiply a while body by its ``known_trip_count``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

_NOT_KERNELS = frozenset(
    {
        "parameter",
        "constant",
        "tuple",
        "get-tuple-element",
        "bitcast",
        "while",
        "conditional",
        "call",
        "after-all",
        "add-dependency",
        "opt-barrier",
        "partition-id",
        "replica-id",
        "domain",
    }
)
_COMP_RE = re.compile(r"^(ENTRY\s+)?%?([\w.\-]+)\s*\(.*\)\s*->\s*.*\{\s*$")
_ASSIGN_RE = re.compile(r"^\s*(ROOT\s+)?%?([\w.\-]+)\s*=\s*")
_ATTR_RE = re.compile(r"(\w+)=(%?[\w.\-]+|\{[^{}]*\})")


@dataclass
class Instruction:
    name: str
    shape: str
    opcode: str
    operands: list[str]
    attrs: dict[str, str]
    line: str
    is_root: bool = False

    @property
    def fusion_kind(self) -> str | None:
        return self.attrs.get("kind")

    @property
    def frontend_attributes(self) -> dict[str, str]:
        raw = self.attrs.get("frontend_attributes", "")
        return dict(re.findall(r'(\w+)="([^"]*)"', raw))


@dataclass
class Computation:
    name: str
    is_entry: bool
    instructions: list[Instruction] = field(default_factory=list)


def _skip_shape(s: str, i: int) -> int:
    """Index just past the shape starting at ``s[i]`` (a tuple shape nests parentheses)."""
    if s[i] == "(":
        depth = 0
        while i < len(s):
            if s[i] == "(":
                depth += 1
            elif s[i] == ")":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return i
    j = s.find(" ", i)
    return len(s) if j < 0 else j


def _split_operands(s: str, i: int) -> tuple[list[str], int]:
    depth, start, out = 0, i, []
    while i < len(s):
        c = s[i]
        if c in "({[":
            depth += 1
        elif c in ")}]":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            out.append(s[start:i].strip())
            start = i + 1
        i += 1
    last = s[start:i].strip()
    if last:
        out.append(last)
    return [o.split()[-1].lstrip("%") for o in out], i + 1


def parse_instruction(line: str) -> Instruction | None:
    m = _ASSIGN_RE.match(line)
    if not m:
        return None
    i = m.end()
    end = _skip_shape(line, i)
    shape = line[i:end]
    rest = line[end:].lstrip()
    p = rest.find("(")
    if p < 0:
        return None
    opcode = rest[:p].strip()
    operands, after = _split_operands(rest, p + 1)
    tail = rest[after:]
    attrs: dict[str, str] = {}
    for key in ("kind", "calls", "body", "condition", "to_apply", "custom_call_target"):
        am = re.search(rf"\b{key}=(\"[^\"]*\"|%?[\w.\-]+)", tail)
        if am:
            attrs[key] = am.group(1).strip('"').lstrip("%")
    bm = re.search(r"branch_computations=\{([^}]*)\}", tail)
    if bm:
        attrs["branch_computations"] = bm.group(1)
    fm = re.search(r"frontend_attributes=(\{[^}]*\})", tail)
    if fm:
        attrs["frontend_attributes"] = fm.group(1)
    tm = re.search(r'"known_trip_count":\{"n":"(\d+)"\}', tail)
    if tm:
        attrs["known_trip_count"] = tm.group(1)
    km = re.search(r'"fusion_config":\{"kind":"([^"]+)"', tail)
    if km:
        attrs["library_kind"] = km.group(1)
    return Instruction(m.group(2), shape, opcode, operands, attrs, line, bool(m.group(1)))


def parse_hlo(text: str) -> dict[str, Computation]:
    """The computations of an HLO module text, by name (insertion order = text order)."""
    comps: dict[str, Computation] = {}
    cur: Computation | None = None
    for line in text.splitlines():
        if cur is None:
            m = _COMP_RE.match(line.strip())
            if m:
                cur = Computation(m.group(2), bool(m.group(1)))
                comps[cur.name] = cur
            continue
        if line.strip() == "}":
            cur = None
            continue
        inst = parse_instruction(line)
        if inst:
            cur.instructions.append(inst)
    return comps


def kernel_category(inst: Instruction) -> str | None:
    """``loop``/``input``/``output``/``library`` for fusions, the opcode for other kernels,
    ``None`` for bookkeeping."""
    if inst.opcode in _NOT_KERNELS:
        return None
    if inst.opcode == "fusion":
        kind = inst.fusion_kind or "kLoop"
        return {"kLoop": "loop", "kInput": "input", "kOutput": "output"}.get(kind, "library")
    return inst.opcode


@dataclass
class KernelCount:
    """Kernels in the program text (``static``) and launched per execution (``dynamic``,
    ``None`` when a loop has no static trip count)."""

    static: int
    dynamic: int | None
    by_kind: dict[str, int]

    def to_json(self) -> dict:
        return {"kernels": self.static, "per_execution": self.dynamic, "by_kind": self.by_kind}


def count_kernels(text: str) -> KernelCount:
    """Count the kernels of an optimized HLO module (see the module docstring)."""
    comps = parse_hlo(text)
    entry = next((c for c in comps.values() if c.is_entry), None)
    if entry is None:
        return KernelCount(0, 0, {})
    by_kind: Counter[str] = Counter()

    def visit(comp: Computation, seen: tuple[str, ...]) -> int | None:
        dynamic: int | None = 0
        for inst in comp.instructions:
            cat = kernel_category(inst)
            if cat is not None:
                by_kind[cat] += 1
                dynamic = None if dynamic is None else dynamic + 1
            children: list[tuple[str, int | None]] = []
            if inst.opcode == "while":
                n = inst.attrs.get("known_trip_count")
                trips = int(n) if n is not None else None
                children += [(inst.attrs.get("body", ""), trips)]
                children += [
                    (inst.attrs.get("condition", ""), None if trips is None else trips + 1)
                ]
            elif inst.opcode == "call":
                children.append((inst.attrs.get("to_apply", ""), 1))
            elif inst.opcode == "conditional":
                branches = inst.attrs.get("branch_computations", "")
                names = [b.strip().lstrip("%") for b in branches.split(",") if b.strip()]
                # One branch runs: count the most expensive one per execution.
                best: int | None = 0
                for b in names:
                    if b in comps and b not in seen:
                        d = visit(comps[b], (*seen, b))
                        best = None if d is None or best is None else max(best, d)
                dynamic = None if dynamic is None or best is None else dynamic + best
            for name, times in children:
                if name in comps and name not in seen:
                    d = visit(comps[name], (*seen, name))
                    if dynamic is not None:
                        dynamic = None if d is None or times is None else dynamic + d * times
        return dynamic

    dynamic = visit(entry, (entry.name,))
    return KernelCount(sum(by_kind.values()), dynamic, dict(sorted(by_kind.items())))
