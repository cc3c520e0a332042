"""XLA's HLO text as a model to read, edit and print back, and the kernels of a module.

``parse_module`` reads a module into computations of instructions; ``Module.render`` prints
it back, an unchanged instruction as its original line, so that the text parses back
losslessly (the regroup hook edits the modules XLA hands it this way). ``dims``,
``minor_to_major``, ``minor_dims`` and ``dims_layout`` read a shape's text.

A *kernel* is an instruction of a control-flow computation (the entry, a while body or
condition, a conditional branch, a called computation) that launches work: a ``fusion`` (by
kind: loop, input, output, library) or an unfused op such as ``dot``, ``custom-call`` or
``copy``. Bookkeeping ops (parameter, constant, tuple, get-tuple-element, bitcast, while...)
are not kernels. Per-execution counts multiply a while body by its ``known_trip_count``.
``kernels`` is the one walk that finds them: ``count_kernels`` counts what it yields.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

# Elementwise opcodes (XLA's elemental emitter computes each output element from the same
# element of each operand).
ELEMENTWISE = frozenset(
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

# Instructions whose operand text is a literal, not a list of names.
LITERAL_OPERANDS = frozenset({"constant", "parameter"})


class HloParseError(ValueError):
    """The text is not HLO we understand."""


def _scan_balanced(s: str, i: int) -> int:
    """Index just past the bracketed group that starts at ``s[i]`` (quotes respected)."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack: list[str] = []
    n = len(s)
    while i < n:
        c = s[i]
        if c == '"':
            i += 1
            while i < n and s[i] != '"':
                i += 2 if s[i] == "\\" else 1
        elif c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            if not stack or stack.pop() != c:
                raise HloParseError(f"unbalanced {c!r} at {i}")
            if not stack:
                return i + 1
        i += 1
    raise HloParseError("unterminated bracket")


def _split_top(s: str, sep: str = ",") -> list[str]:
    """Split ``s`` at ``sep`` outside brackets and quotes; items are stripped."""
    out: list[str] = []
    depth, start, i, n = 0, 0, 0, len(s)
    while i < n:
        c = s[i]
        if c == '"':
            i += 1
            while i < n and s[i] != '"':
                i += 2 if s[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == sep and depth == 0:
            out.append(s[start:i].strip())
            start = i + 1
        i += 1
    tail = s[start:].strip()
    if tail or out:
        out.append(tail)
    return out


def _scan_shape(s: str, i: int) -> int:
    """Index just past the shape that starts at ``s[i]``: ``(a, b)``, ``f32[3,4]{1,0}``."""
    if s[i] == "(":
        return _scan_balanced(s, i)
    m = re.compile(r"[A-Za-z][A-Za-z0-9]*").match(s, i)
    if not m:
        raise HloParseError(f"no shape at {s[i : i + 20]!r}")
    i = m.end()
    if i < len(s) and s[i] == "[":
        i = _scan_balanced(s, i)
    if i < len(s) and s[i] == "{":
        i = _scan_balanced(s, i)
    return i


_HEAD = re.compile(r"\s*(ROOT\s+)?(%?[\w.\-]+)\s*=\s*")
_OPCODE = re.compile(r"\s+([a-z][\w\-]*)\(")


@dataclass
class Instr:
    """One HLO instruction: ``[ROOT] %name = shape opcode(operands), attrs``."""

    name: str
    shape: str
    opcode: str
    operand_text: str
    attrs: list[str]
    is_root: bool = False
    operands: list[str] | None = None  # names; None when the operand text is not names
    raw: str | None = None  # the original line, reused while the instruction is unchanged

    def attr(self, key: str) -> str | None:
        for a in self.attrs:
            k, eq, v = a.partition("=")
            if eq and k.strip() == key:
                return v.strip()
        return None

    def frontend_attributes(self) -> dict[str, str]:
        v = self.attr("frontend_attributes")
        return _parse_frontend_attributes(v) if v else {}

    @property
    def is_tuple(self) -> bool:
        return self.shape.startswith("(")

    def render(self) -> str:
        if self.raw is not None:
            body = self.raw.strip()
            if body.startswith("ROOT"):
                body = body[4:].lstrip()
            return ("ROOT " if self.is_root else "") + body
        ops = self.operand_text if self.operands is None else ", ".join(self.operands)
        text = f"{self.name} = {self.shape} {self.opcode}({ops})"
        if self.attrs:
            text += ", " + ", ".join(self.attrs)
        return ("ROOT " if self.is_root else "") + text


def _parse_frontend_attributes(v: str) -> dict[str, str]:
    return dict(re.findall(r'([\w.\-]+)\s*=\s*"((?:[^"\\]|\\.)*)"', v))


def parse_instruction(line: str) -> Instr:
    m = _HEAD.match(line)
    if not m:
        raise HloParseError(f"not an instruction: {line[:80]!r}")
    i = _scan_shape(line, m.end())
    shape = line[m.end() : i]
    mo = _OPCODE.match(line, i)
    if not mo:
        raise HloParseError(f"no opcode in {line[:80]!r}")
    j = _scan_balanced(line, mo.end() - 1)
    operand_text = line[mo.end() : j - 1]
    rest = line[j:].strip()
    if rest.startswith(","):
        rest = rest[1:]
    elif rest:
        raise HloParseError(f"unexpected text after operands: {rest[:40]!r}")
    opcode = mo.group(1)
    operands: list[str] | None = None
    if opcode not in LITERAL_OPERANDS:
        # Long operand lists carry comments: "tuple(%a, ..., /*index=5*/%f)".
        items = [re.sub(r"/\*.*?\*/", " ", item) for item in _split_top(operand_text)]
        names = [item.split()[-1] for item in items if item.split()]
        if all(re.fullmatch(r"%?[\w.\-]+", n) for n in names):
            operands = names
    return Instr(
        name=m.group(2),
        shape=shape,
        opcode=opcode,
        operand_text=operand_text,
        attrs=_split_top(rest),
        is_root=bool(m.group(1)),
        operands=operands,
        raw=line,
    )


@dataclass
class Computation:
    name: str
    header: str
    is_entry: bool
    instrs: list[Instr] = field(default_factory=list)

    def root(self) -> Instr:
        for ins in self.instrs:
            if ins.is_root:
                return ins
        return self.instrs[-1]

    def render(self) -> str:
        body = "\n".join("  " + ins.render() for ins in self.instrs)
        return f"{self.header}\n{body}\n}}\n"


@dataclass
class Module:
    header: str
    computations: list[Computation]
    # Source-location tables (FileNames, FunctionNames, FileLocations, StackFrames) that
    # instruction metadata refers to by id: kept verbatim.
    preamble: list[str] = field(default_factory=list)

    def comp(self, name: str) -> Computation | None:
        index = {c.name.lstrip("%"): c for c in self.computations}
        return index.get(name.lstrip("%"))

    @property
    def frontend_attributes(self) -> dict[str, str]:
        m = re.search(r"frontend_attributes=", self.header)
        if not m:
            return {}
        j = _scan_balanced(self.header, m.end())
        return _parse_frontend_attributes(self.header[m.end() : j])

    def render(self) -> str:
        pre = "\n".join(self.preamble) + "\n\n" if self.preamble else ""
        return self.header + "\n\n" + pre + "\n".join(c.render() for c in self.computations)


def _net_depth(s: str) -> int:
    """Open minus closed brackets in ``s``, outside quotes."""
    depth, i, n = 0, 0, len(s)
    while i < n:
        c = s[i]
        if c == '"':
            i += 1
            while i < n and s[i] != '"':
                i += 2 if s[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        i += 1
    return depth


_COMP_HEAD = re.compile(r"(ENTRY\s+)?(%?[\w.\-]+)\b")


_PREAMBLE_SECTIONS = frozenset({"FileNames", "FunctionNames", "FileLocations", "StackFrames"})


def parse_module(text: str) -> Module:
    """Parse HLO module text into computations of instructions."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or not lines[0].startswith("HloModule"):
        raise HloParseError("no HloModule header")
    header, comps, cur = lines[0], [], None
    preamble: list[str] = []
    k = 1
    while k < len(lines):
        ln = lines[k]
        k += 1
        if (
            cur is None
            and not comps
            and (ln in _PREAMBLE_SECTIONS or (preamble and ln[:1].isdigit()))
        ):
            preamble.append(ln)
            continue
        if cur is None:
            m = _COMP_HEAD.match(ln)
            if not m or not ln.rstrip().endswith("{") or _net_depth(ln) != 1:
                raise HloParseError(f"expected a computation, got {ln[:80]!r}")
            cur = Computation(name=m.group(2), header=ln.rstrip(), is_entry=bool(m.group(1)))
        elif ln.strip() == "}":
            comps.append(cur)
            cur = None
        else:
            # An instruction may wrap over several lines (a large constant's literal).
            while _net_depth(ln) > 0 and k < len(lines):
                ln += "\n" + lines[k]
                k += 1
            cur.instrs.append(parse_instruction(ln))
    if cur is not None:
        raise HloParseError("unterminated computation")
    return Module(header=header, computations=comps, preamble=preamble)


# ---------------------------------------------------------------------------------------
# Shapes: ``f32[3,4]{1,0}`` is an element type, dimensions and a layout (minor to major).


def dims_layout(shape: str) -> str:
    """A shape without its element type: ``f32[3,4]{1,0}`` -> ``[3,4]{1,0}``."""
    return re.sub(r"^[A-Za-z][A-Za-z0-9]*", "", shape)


def dims(shape: str) -> list[int]:
    """``f32[1024,1000]{1,0}`` -> ``[1024, 1000]``; ``[]`` for a tuple or a scalar."""
    m = re.match(r"[A-Za-z][A-Za-z0-9]*\[([\d,]*)\]", shape)
    return [int(d) for d in m.group(1).split(",") if d] if m else []


def minor_to_major(shape: str) -> list[int]:
    """``f32[8,4]{1,0}`` -> ``[1, 0]``: the layout of ``shape`` (of a tuple, its first
    part's); ``[]`` without one."""
    m = re.search(r"\]\{([\d,]+)", shape)
    return [int(d) for d in m.group(1).split(",")] if m else []


def minor_dims(shape: str, dims: set[int]) -> bool:
    """Whether ``dims`` are the most minor dimensions of ``shape``'s layout (a row
    reduction: each output reads contiguous memory)."""
    order = minor_to_major(shape)
    return bool(order) and set(order[: len(dims)]) == dims


# ---------------------------------------------------------------------------------------
# Kernels: what launches work, found by one walk over the control-flow computations.

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
_TRIP_COUNT = re.compile(r'"known_trip_count":\{"n":"(\d+)"\}')


_CALLED_KEYS = frozenset(
    {
        "calls",
        "to_apply",
        "body",
        "condition",
        "branch_computations",
        "true_computation",
        "false_computation",
        "called_computations",
    }
)


def reducer(comps: Mapping[str, Computation], ins: Instr) -> str | None:
    """The opcode that the computation ``ins`` applies (``to_apply``: a reduce's reducer)
    computes at its root, looked up in ``comps`` (keyed by name without "%"); None where
    ``ins`` applies none that ``comps`` holds."""
    comp = comps.get((ins.attr("to_apply") or "").lstrip("%"))
    return None if comp is None else comp.root().opcode


def called_computations(ins: Instr) -> list[str]:
    """Names of the computations an instruction refers to, as written (``%`` and all)."""
    out = []
    for a in ins.attrs:
        k, _, v = a.partition("=")
        if k.strip() in _CALLED_KEYS:
            out += re.findall(r"%?[\w.\-]+", v.strip("{} "))
    return out


LOOP_KERNEL_ATTR = "fusion_loop_kernel"
"""Frontend attribute the ``loop-kernels`` pass puts on a while: ``"1"`` to run it whole,
``LOOP_RUNS`` to run each stretch of its body between ops XLA cannot compile whole as one
kernel; it reaches the HLO while, where the regroup hook reads it."""
LOOP_RUNS = "runs"


def whole_call(ins: Instr) -> bool:
    """Whether ``ins`` is a call XLA:CPU compiles whole as one kernel (its small-loop
    hoisting wraps a while loop so, ``xla_cpu_small_call``): one launch, whatever runs in it."""
    return ins.opcode == "call" and ins.frontend_attributes().get("xla_cpu_small_call") == "true"


def kernel_category(ins: Instr) -> str | None:
    """``loop``/``input``/``output``/``library`` for fusions, ``call`` for a call compiled
    whole as one kernel (``whole_call``), the opcode for other kernels, ``None`` for
    bookkeeping."""
    if whole_call(ins):
        return "call"
    if ins.opcode in _NOT_KERNELS:
        return None
    if ins.opcode == "fusion":
        kind = ins.attr("kind") or "kLoop"
        return {"kLoop": "loop", "kInput": "input", "kOutput": "output"}.get(kind, "library")
    return ins.opcode


def trip_count(ins: Instr) -> int | None:
    """A while's ``known_trip_count`` (from its backend_config), None when it has none."""
    m = _TRIP_COUNT.search(ins.attr("backend_config") or "")
    return int(m.group(1)) if m else None


@dataclass(eq=False)
class Scope:
    """One way a control-flow computation runs, as the kernel walk reaches it: the entry, or
    the computation that ``caller`` (an instruction of ``parent``) runs as a while's
    ``condition`` or ``body``, a ``call``, or a conditional's ``branch`` number ``index``."""

    computation: Computation
    role: str = "entry"  # entry | condition | body | call | branch
    caller: Instr | None = None
    parent: Scope | None = None
    index: int = 0

    @property
    def runs(self) -> int | None:
        """Runs per run of ``parent``: a while's trip count for its body, one more for its
        condition (None when unknown), 1 for a call, a branch (one of several) and the entry."""
        if self.role in ("body", "condition") and self.caller is not None:
            n = trip_count(self.caller)
            return None if n is None else n + (self.role == "condition")
        return 1

    def path(self) -> tuple[str, ...]:
        """The names of the computations from the entry to this one."""
        here = self.computation.name.lstrip("%")
        return (*self.parent.path(), here) if self.parent is not None else (here,)


def _callees(
    comps: dict[str, Computation], scope: Scope, ins: Instr, into_whole_calls: bool = False
) -> list[Scope]:
    """The scopes ``ins`` runs (a while's condition then body, a call's computation, a
    conditional's branches; a call run whole only ``into_whole_calls``), leaving out a
    computation already on the path to ``scope``."""
    named: list[tuple[str, str, int]] = []  # (role, computation, branch index)
    if ins.opcode == "while":
        named += [("condition", ins.attr("condition") or "", 0)]
        named += [("body", ins.attr("body") or "", 0)]
    elif ins.opcode == "call" and (into_whole_calls or not whole_call(ins)):
        named.append(("call", ins.attr("to_apply") or "", 0))
    elif ins.opcode == "conditional":
        branches = (ins.attr("branch_computations") or "").strip("{}")
        names = [b.strip() for b in branches.split(",") if b.strip()]
        named += [("branch", b, k) for k, b in enumerate(names)]
    seen = scope.path()
    out = []
    for role, name, index in named:
        name = name.lstrip("%")
        if name in comps and name not in seen:
            out.append(Scope(comps[name], role, ins, scope, index))
    return out


def _computations(module: Module) -> dict[str, Computation]:
    return {c.name.lstrip("%"): c for c in module.computations}


def _entry(module: Module) -> Computation | None:
    return next((c for c in module.computations if c.is_entry), None)


def walk(module: Module, into_whole_calls: bool = False) -> Iterator[tuple[Scope, Instr]]:
    """Every instruction of every control-flow computation the entry runs, with the scope it
    runs in: in text order, the scopes an instruction runs right after it. A call run whole
    (``whole_call``) is one kernel and its computations are not walked, unless
    ``into_whole_calls``: then what runs inside it is walked too, its scope a ``call``."""
    comps, entry = _computations(module), _entry(module)

    def visit(scope: Scope) -> Iterator[tuple[Scope, Instr]]:
        for ins in scope.computation.instrs:
            yield scope, ins
            for callee in _callees(comps, scope, ins, into_whole_calls):
                yield from visit(callee)

    if entry is not None:
        yield from visit(Scope(entry))


def kernels(module: Module) -> Iterator[tuple[Scope, Instr, str]]:
    """Each kernel of the module, with the scope it runs in and its ``kernel_category``."""
    for scope, ins in walk(module):
        if (category := kernel_category(ins)) is not None:
            yield scope, ins, category


_ELEMENT_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2}
_ELEMENT_BYTES |= {"s32": 4, "u32": 4, "f32": 4, "s64": 8, "u64": 8, "f64": 8, "c64": 8}
_ELEMENT_BYTES |= {"c128": 16, "token": 0, "s4": 1, "u4": 1, "f8e4m3fn": 1, "f8e5m2": 1}
_ARRAY = re.compile(r"([a-z][a-z0-9]*)\[([\d,]*)\]")


def shape_bytes(shape: str) -> int:
    """The bytes of a value of this shape (every array of a tuple; unknown types count 4)."""
    total = 0
    for et, ds in _ARRAY.findall(shape):  # layouts ({1,0}) hold no bracketed dims
        n = 1
        for d in ds.split(","):
            n *= int(d) if d else 1
        total += n * _ELEMENT_BYTES.get(et, 4)
    return total


def kernel_bytes(ins: Instr, shapes: Mapping[str, str]) -> int:
    """The memory traffic of one kernel: its result written, each distinct operand read
    (what a kernel of the optimized HLO moves, whatever runs inside it). ``shapes``: the
    shape of each instruction of its computation, by name."""
    read = sum(shape_bytes(shapes.get(o, "")) for o in dict.fromkeys(ins.operands or []))
    return read + shape_bytes(ins.shape)


@dataclass
class KernelCount:
    """Kernels in the program text (``static``) and launched per execution (``dynamic``,
    ``None`` when a loop has no static trip count), and the bytes those launches move
    (``kernel_bytes`` of each, per execution; ``None`` likewise)."""

    static: int
    dynamic: int | None
    by_kind: dict[str, int]
    bytes: int | None = None

    def to_json(self) -> dict:
        return {
            "kernels": self.static,
            "per_execution": self.dynamic,
            "by_kind": self.by_kind,
            "kernel_bytes": self.bytes,
        }


def count_kernels(text: str) -> KernelCount:
    """Count the kernels of an optimized HLO module (see the module docstring)."""
    module = parse_module(text)
    comps, entry = _computations(module), _entry(module)
    if entry is None:
        return KernelCount(0, 0, {})
    by_kind = Counter(category for _, _, category in kernels(module))

    def per_execution(scope: Scope, cost: Callable[[Computation, Instr], int]) -> int | None:
        dynamic: int | None = 0
        for ins in scope.computation.instrs:
            if kernel_category(ins) is not None:
                dynamic = None if dynamic is None else dynamic + cost(scope.computation, ins)
            callees = [(c.runs, per_execution(c, cost)) for c in _callees(comps, scope, ins)]
            if ins.opcode == "conditional":
                # One branch runs: count the most expensive one per execution.
                best: int | None = 0
                for _, d in callees:
                    best = None if d is None or best is None else max(best, d)
                dynamic = None if dynamic is None or best is None else dynamic + best
                continue
            for times, d in callees:
                if dynamic is not None:
                    dynamic = None if d is None or times is None else dynamic + d * times
        return dynamic

    shapes: dict[str, dict[str, str]] = {}  # computation -> instruction -> shape

    def moves(comp: Computation, ins: Instr) -> int:
        if comp.name not in shapes:
            shapes[comp.name] = {i.name: i.shape for i in comp.instrs}
        return kernel_bytes(ins, shapes[comp.name])

    dynamic = per_execution(Scope(entry), lambda _c, _i: 1)
    moved = per_execution(Scope(entry), moves)
    return KernelCount(sum(by_kind.values()), dynamic, dict(sorted(by_kind.items())), moved)
