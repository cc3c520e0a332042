"""The fuzzer's program generator: random, well-typed StableHLO as MLIR text.

``programs()`` is a hypothesis strategy for random ``func.func @main`` modules as MLIR text:
elementwise ops (cheap and expensive), ``broadcast_in_dim``, ``reduce`` (one or two inputs),
``reshape``, ``transpose``, ``slice``, ``concatenate``, ``select``, ``compare``, ``convert``,
``iota``, ``constant``, ``dot_general``, ``pad``, ``dynamic_slice``, ``dynamic_update_slice``,
``gather`` and ``scatter`` of rows, ``reduce_window`` (strided and cumulative), ``sort``, a
1-d ``convolution``, ``select_and_scatter`` (a max-pool's gradient), ``rng_bit_generator``,
LAPACK's triangular solve as jax calls it, ``while`` with a static trip count and ``case``, over
f32, f16, bf16, i32, ui32 and i1, with size-1 and zero-size dimensions, values with several
users and diamonds. Operands come from earlier values or become new function arguments, so
every draw is well typed and nothing is ever rejected.

Numerics are kept comparable by construction, not by loose tolerances: the generator tracks
a bound on every float value (inputs are in [-2, 2]; ``exp`` only of small values, products
only while the bound stays below ``BOUND``, divisors are ``|y| + 1``...), so nothing
overflows f16, and it tracks which float values are *exact* (computed only by ops that round
the same way everywhere: negate, abs, max, data movement...). Discontinuous ops (float
``compare``, float-to-int ``convert``, ``floor``...) read exact values only: XLA may keep
f16/bf16 intermediates in f32 inside a fusion, and a 1-ulp difference must not flip a branch.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

FLOATS = ("f32", "f16", "bf16")
INTS = ("i32", "ui32")
BOOL = "i1"
ELEMENT_TYPES = (*FLOATS, *INTS, BOOL)
# Every float value stays below this magnitude (f16 holds 65504).
BOUND = 1000.0
# Int bound above which a value is treated as unbounded (wrapped).
INT_WRAP = float(2**30)
# Dimension sizes, drawn uniformly: shrinks towards 2; size 1 often, size 0 one time in 12.
DIMS = (2, 1, 3, 4, 2, 1, 3, 5, 2, 1, 4, 0)

# Identity elements of reductions, by body op and element type.
_NEG_INF = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}
_POS_INF = {"f32": "0x7F800000", "f16": "0x7C00", "bf16": "0x7F80"}
_INIT: dict[str, dict[str, str]] = {
    "add": {"f32": "0.0", "f16": "0.0", "bf16": "0.0", "i32": "0", "ui32": "0"},
    "multiply": {"i32": "1", "ui32": "1"},
    "maximum": {**_NEG_INF, "i32": "-2147483648", "ui32": "0", "i1": "false"},
    "minimum": {**_POS_INF, "i32": "2147483647", "ui32": "4294967295", "i1": "true"},
    "and": {"i32": "-1", "ui32": "4294967295", "i1": "true"},
    "or": {"i32": "0", "ui32": "0", "i1": "false"},
    "xor": {"i32": "0", "ui32": "0", "i1": "false"},
}


def ttype(shape: Sequence[int], et: str) -> str:
    """``tensor<2x3xf32>`` (``tensor<f32>`` for a scalar)."""
    return "tensor<" + "".join(f"{d}x" for d in shape) + et + ">"


@dataclass(frozen=True)
class Val:
    """A value of the program being generated."""

    name: str
    shape: tuple[int, ...]
    et: str
    bound: float  # max |value| (floats; ints: INT_WRAP when unknown)
    exact: bool  # computed by ops that round identically everywhere

    @property
    def type(self) -> str:
        return ttype(self.shape, self.et)

    @property
    def is_float(self) -> bool:
        return self.et in FLOATS

    @property
    def numel(self) -> int:
        return math.prod(self.shape)


@dataclass
class _Shared:
    """State shared by a function's builder and its region builders."""

    draw: Callable[[st.SearchStrategy[Any]], Any]
    args: list[Val] = field(default_factory=list)
    counter: int = 0
    ops: int = 0

    def name(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"


class Builder:
    """Draws ops into ``lines``; ``visible`` are the values operands may come from."""

    def __init__(self, shared: _Shared, visible: list[Val], depth: int, indent: str) -> None:
        self.s = shared
        self.visible = list(visible)
        self.depth = depth
        self.indent = indent
        self.lines: list[str] = []

    # -- drawing helpers ----------------------------------------------------------------
    def draw(self, strategy: st.SearchStrategy[Any]) -> Any:
        return self.s.draw(strategy)

    def int_(self, lo: int, hi: int) -> int:
        return self.draw(st.integers(lo, hi))

    def choice(self, options: Sequence[Any]) -> Any:
        return self.draw(st.sampled_from(list(options)))

    def flag(self) -> bool:
        return self.draw(st.booleans())

    def emit(self, line: str) -> None:
        self.lines.append(self.indent + line)

    def add(self, v: Val) -> Val:
        self.visible.append(v)
        return v

    def new_arg(self, shape: tuple[int, ...], et: str) -> Val:
        bound = {"i32": 8.0, "ui32": 16.0, "i1": 1.0}.get(et, 2.0)
        v = Val(f"%a{len(self.s.args)}", shape, et, bound, True)
        self.s.args.append(v)
        return self.add(v)

    def shape(self, min_rank: int = 0, max_rank: int = 3) -> tuple[int, ...]:
        rank = self.int_(min_rank, max_rank)
        return tuple(self.choice(DIMS) for _ in range(rank))

    def elem_type(self, options: Sequence[str] = ELEMENT_TYPES) -> str:
        return self.choice(options)

    def pick(self, pred: Callable[[Val], bool] = lambda v: True, min_rank: int = 0) -> Val:
        """An existing value that satisfies ``pred``, or (choice 0) a new argument."""
        cands = [v for v in self.visible if pred(v) and len(v.shape) >= min_rank]
        i = self.int_(0, len(cands))
        if i:
            return cands[i - 1]
        for _ in range(4):
            shape, et = self.shape(min_rank), self.elem_type()
            probe = Val("", shape, et, 2.0, True)
            if pred(probe):
                return self.new_arg(shape, et)
        return self.new_arg((2,) * max(min_rank, 1), "f32")

    def operand(self, shape: tuple[int, ...], et: str, like: Val | None = None) -> Val:
        """A value of exactly this type: ``like`` itself, another existing one, or a new
        argument (choice 0)."""
        cands = [v for v in self.visible if v.shape == shape and v.et == et]
        if like is not None:
            cands = [like] + [v for v in cands if v != like]
        i = self.int_(0, len(cands))
        return cands[i - 1] if i else self.new_arg(shape, et)

    def constant(self, shape: tuple[int, ...], et: str, value: float | int | bool) -> Val:
        name = self.s.name("c")
        if et == BOOL:
            lit = "true" if value else "false"
        elif et in FLOATS:
            lit = repr(float(value))
        else:
            lit = str(int(value))
        self.emit(f"{name} = stablehlo.constant dense<{lit}> : {ttype(shape, et)}")
        return Val(name, shape, et, abs(float(value)), True)

    def init_constant(self, op: str, et: str) -> Val:
        """The identity of reduction ``op`` on ``et``, as a scalar constant."""
        name = self.s.name("c")
        self.emit(f"{name} = stablehlo.constant dense<{_INIT[op][et]}> : {ttype((), et)}")
        return Val(name, (), et, 0.0, True)

    def unop(self, op: str, v: Val, bound: float, exact: bool = False, et: str = "") -> Val:
        name = self.s.name()
        self.emit(f"{name} = stablehlo.{op} {v.name} : {v.type}")
        return Val(name, v.shape, et or v.et, bound, exact)

    def binop(self, op: str, a: Val, b: Val, bound: float, exact: bool = False) -> Val:
        name = self.s.name()
        self.emit(f"{name} = stablehlo.{op} {a.name}, {b.name} : {a.type}")
        return Val(name, a.shape, a.et, bound, exact)

    def tame(self, v: Val, limit: float) -> Val:
        """``v`` itself when within ``limit``, else a bounded function of it."""
        if not v.is_float or v.bound <= limit:
            return v
        return self.unop(self.choice(["tanh", "sine", "cosine", "logistic"]), v, 1.0)

    def positive(self, v: Val) -> Val:
        """``|v| + 1`` (floats) or ``(v & 7) + 1`` (ints): a safe divisor or log argument."""
        if v.is_float:
            one = self.constant(v.shape, v.et, 1.0)
            return self.binop("add", self.unop("abs", v, v.bound), one, v.bound + 1.0)
        seven = self.constant(v.shape, v.et, 7)
        one = self.constant(v.shape, v.et, 1)
        return self.binop("add", self.binop("and", v, seven, 7.0), one, 8.0)

    # -- ops ------------------------------------------------------------------------------
    def op_unary(self) -> Val | None:
        v = self.pick()
        if v.et == BOOL:
            return self.unop("not", v, 1.0, v.exact)
        if v.et in INTS:
            ops = ["not", "popcnt", "count_leading_zeros"]
            if v.et == "i32":
                ops = ["negate", "abs", *ops]
            op = self.choice(ops)
            bound = v.bound if op in ("negate", "abs") else (INT_WRAP if op == "not" else 32.0)
            return self.unop(op, v, bound, True)
        ops = ["negate", "abs", "sine", "cosine", "tanh", "logistic", "exponential",
               "exponential_minus_one", "log", "log_plus_one", "sqrt", "rsqrt", "cbrt",
               "floor", "ceil", "round_nearest_even", "sign"]  # fmt: skip
        op = self.choice(ops)
        if op in ("negate", "abs"):
            return self.unop(op, v, v.bound, v.exact)
        if op in ("floor", "ceil", "round_nearest_even", "sign"):
            if not v.exact:
                return None
            return self.unop(op, v, v.bound + 1.0, True)
        if op in ("exponential", "exponential_minus_one"):
            v = self.tame(v, 4.0)
            return self.unop(op, v, math.exp(v.bound))
        if op in ("log", "log_plus_one", "rsqrt"):
            p = self.positive(v)
            return self.unop(op, p, 1.0 if op == "rsqrt" else math.log(p.bound + 1.0))
        if op == "sqrt":
            return self.unop(op, self.unop("abs", v, v.bound), math.sqrt(v.bound))
        if op == "cbrt":
            return self.unop(op, v, v.bound ** (1 / 3) + 1.0)
        return self.unop(op, v, 1.0)

    def op_binary(self) -> Val | None:
        a = self.pick()
        b = self.operand(a.shape, a.et, like=a)
        if a.et == BOOL:
            return self.binop(self.choice(["and", "or", "xor"]), a, b, 1.0, a.exact and b.exact)
        if a.et in INTS:
            op = self.choice(["add", "subtract", "multiply", "maximum", "minimum", "and",
                              "or", "xor", "divide", "remainder", "shift_left",
                              "shift_right_logical", "shift_right_arithmetic"])  # fmt: skip
            if op in ("divide", "remainder"):
                return self.binop(op, a, self.positive(b), a.bound)
            if op.startswith("shift"):
                fifteen = self.constant(b.shape, b.et, 15)
                return self.binop(op, a, self.binop("and", b, fifteen, 15.0), INT_WRAP)
            bound = {
                "add": a.bound + b.bound,
                "subtract": a.bound + b.bound,
                "multiply": a.bound * b.bound,
                "maximum": max(a.bound, b.bound),
                "minimum": max(a.bound, b.bound),
            }.get(op, INT_WRAP)
            return self.binop(op, a, b, min(bound, INT_WRAP), True)
        op = self.choice(["add", "subtract", "multiply", "maximum", "minimum", "divide",
                          "atan2", "power"])  # fmt: skip
        if op in ("maximum", "minimum"):
            return self.binop(op, a, b, max(a.bound, b.bound), a.exact and b.exact)
        if op == "divide":
            return self.binop(op, a, self.positive(b), a.bound)
        if op == "atan2":
            if not (a.exact and b.exact):
                return None
            return self.binop(op, a, b, 4.0)
        if op == "power":  # (|a| + 1) ** tanh(b): finite, at most BOUND ** 1
            base = self.positive(self.tame(a, 100.0))
            return self.binop(op, base, self.unop("tanh", b, 1.0), base.bound)
        a, b = self.tame(a, 30.0), self.tame(b, 30.0)
        bound = a.bound * b.bound if op == "multiply" else a.bound + b.bound
        return self.binop(op, a, b, bound)

    def op_compare(self) -> Val | None:
        a = self.pick()
        b = self.operand(a.shape, a.et, like=a)
        if a.is_float and not (a.exact and b.exact):
            return None
        kind = {"i32": "SIGNED", "ui32": "UNSIGNED", "i1": "UNSIGNED"}.get(a.et, "FLOAT")
        direction = self.choice(["LT", "EQ", "NE", "LE", "GT", "GE"])
        name = self.s.name()
        out = ttype(a.shape, BOOL)
        self.emit(
            f"{name} = stablehlo.compare {direction}, {a.name}, {b.name}, {kind} : "
            f"({a.type}, {b.type}) -> {out}"
        )
        return Val(name, a.shape, BOOL, 1.0, True)

    def op_select(self) -> Val | None:
        a = self.pick()
        b = self.operand(a.shape, a.et, like=a)
        pred = self.operand((), BOOL) if self.flag() else self.operand(a.shape, BOOL)
        name = self.s.name()
        self.emit(
            f'{name} = "stablehlo.select"({pred.name}, {a.name}, {b.name}) : '
            f"({pred.type}, {a.type}, {b.type}) -> {a.type}"
        )
        return Val(name, a.shape, a.et, max(a.bound, b.bound), a.exact and b.exact)

    def op_convert(self) -> Val | None:
        v = self.pick()
        et = self.elem_type([t for t in ELEMENT_TYPES if t != v.et])
        exact = v.exact
        bound = v.bound
        if v.is_float and et not in FLOATS:
            if not v.exact:
                return None
            v = self.tame(v, 1000.0)
            if et == "ui32":
                v = self.unop("abs", v, v.bound, True)
            bound = 1.0 if et == BOOL else v.bound + 1.0
        elif v.is_float:  # float to float: widening keeps exactness
            exact = v.exact and et == "f32"
        elif et in FLOATS:  # int or bool to float
            if v.bound > 2048:
                v = self.binop("and", v, self.constant(v.shape, v.et, 1023), 1023.0, True)
            limit = {"f32": 2**24, "f16": 2048, "bf16": 256}[et]
            exact, bound = v.exact and v.bound <= limit, v.bound
        elif et == BOOL or v.et == BOOL:
            bound = 1.0
        else:
            bound = INT_WRAP if v.bound > 2**31 - 1 else v.bound
        name = self.s.name()
        out = ttype(v.shape, et)
        self.emit(f"{name} = stablehlo.convert {v.name} : ({v.type}) -> {out}")
        return Val(name, v.shape, et, bound, exact)

    def op_broadcast(self) -> Val | None:
        v = self.pick(lambda v: len(v.shape) <= 3)
        rank = self.int_(len(v.shape), min(len(v.shape) + 2, 4))
        dims = sorted(self.draw(st.permutations(range(rank)))[: len(v.shape)])
        shape = [self.choice(DIMS) for _ in range(rank)]
        for d, size in zip(dims, v.shape, strict=True):
            shape[d] = size if size != 1 or self.flag() else self.choice(DIMS)
        name = self.s.name()
        out = ttype(shape, v.et)
        self.emit(
            f"{name} = stablehlo.broadcast_in_dim {v.name}, dims = {dims} : ({v.type}) -> {out}"
        )
        return Val(name, tuple(shape), v.et, v.bound, v.exact)

    def _reduce_body(self, v: Val) -> tuple[str, float, bool]:
        if v.et == BOOL:
            return self.choice(["and", "or", "maximum", "minimum"]), 1.0, True
        if v.et in INTS:
            op = self.choice(["add", "maximum", "minimum", "multiply", "and", "or", "xor"])
            return op, INT_WRAP if op not in ("maximum", "minimum") else v.bound, True
        op = self.choice(["add", "maximum", "minimum"])
        if op == "add":
            return op, v.bound * max(v.numel, 1), False
        return op, v.bound, v.exact

    def op_reduce(self) -> Val | None:
        v = self.pick(min_rank=1)
        dims = sorted(d for d in range(len(v.shape)) if self.flag()) or [0]
        out_shape = tuple(s for d, s in enumerate(v.shape) if d not in dims)
        if self.flag():  # variadic: two inputs, two results
            w = self.operand(v.shape, self.elem_type(), like=v)
            if v.is_float and v.bound * max(v.numel, 1) > BOUND:
                v = self.tame(v, 1.0)
            if w.is_float and w.bound * max(w.numel, 1) > BOUND:
                w = self.tame(w, 1.0)
            (op1, b1, e1), (op2, b2, e2) = self._reduce_body(v), self._reduce_body(w)
            i1 = self.init_constant(op1, v.et)
            i2 = self.init_constant(op2, w.et)
            p, q, u, r = (self.s.name("r") for _ in range(4))
            s1, s2, name = self.s.name(), self.s.name(), self.s.name()
            sv, sw = ttype((), v.et), ttype((), w.et)
            ov, ow = ttype(out_shape, v.et), ttype(out_shape, w.et)
            self.emit(
                f"{name}:2 = stablehlo.reduce({v.name} init: {i1.name}), ({w.name} init: "
                f"{i2.name}) across dimensions = {dims} : ({v.type}, {w.type}, {sv}, {sw}) "
                f"-> ({ov}, {ow})"
            )
            self.emit(f" reducer({p}: {sv}, {q}: {sv}) ({u}: {sw}, {r}: {sw}) {{")
            self.emit(f"  {s1} = stablehlo.{op1} {p}, {q} : {sv}")
            self.emit(f"  {s2} = stablehlo.{op2} {u}, {r} : {sw}")
            self.emit(f"  stablehlo.return {s1}, {s2} : {sv}, {sw}")
            self.emit(" }")
            self.add(Val(f"{name}#0", out_shape, v.et, min(b1, INT_WRAP), e1))
            return Val(f"{name}#1", out_shape, w.et, min(b2, INT_WRAP), e2)
        if v.is_float and v.bound * max(v.numel, 1) > BOUND:
            v = self.tame(v, 1.0)
        op, bound, exact = self._reduce_body(v)
        init = self.init_constant(op, v.et).name
        name = self.s.name()
        self.emit(
            f"{name} = stablehlo.reduce({v.name} init: {init}) applies stablehlo.{op} across "
            f"dimensions = {dims} : ({v.type}, {ttype((), v.et)}) -> {ttype(out_shape, v.et)}"
        )
        return Val(name, out_shape, v.et, min(bound, INT_WRAP), exact)

    def op_reshape(self) -> Val | None:
        v = self.pick()
        n = v.numel
        rank = self.int_(0 if n == 1 else 1, 3)
        shape = [1] * rank
        if n == 0:
            shape = [self.choice(DIMS) for _ in range(rank)]
            shape[self.int_(0, rank - 1)] = 0
        else:
            f, k = n, 2
            while f > 1:  # distribute the prime factors over the dimensions
                while f % k == 0:
                    shape[self.int_(0, rank - 1)] *= k
                    f //= k
                k += 1
        name = self.s.name()
        out = ttype(shape, v.et)
        self.emit(f"{name} = stablehlo.reshape {v.name} : ({v.type}) -> {out}")
        return Val(name, tuple(shape), v.et, v.bound, v.exact)

    def op_transpose(self) -> Val | None:
        v = self.pick(min_rank=2)
        perm = list(self.draw(st.permutations(range(len(v.shape)))))
        shape = tuple(v.shape[p] for p in perm)
        name = self.s.name()
        out = ttype(shape, v.et)
        self.emit(f"{name} = stablehlo.transpose {v.name}, dims = {perm} : ({v.type}) -> {out}")
        return Val(name, shape, v.et, v.bound, v.exact)

    def op_slice(self) -> Val | None:
        v = self.pick(min_rank=1)
        parts, shape = [], []
        for d in v.shape:
            start = self.int_(0, d)
            limit = self.int_(start, d)
            stride = self.choice([1, 2])
            parts.append(f"{start}:{limit}" + (f":{stride}" if stride != 1 else ""))
            shape.append(-(-(limit - start) // stride))
        name = self.s.name()
        out = ttype(shape, v.et)
        self.emit(f"{name} = stablehlo.slice {v.name} [{', '.join(parts)}] : ({v.type}) -> {out}")
        return Val(name, tuple(shape), v.et, v.bound, v.exact)

    def op_concatenate(self) -> Val | None:
        v = self.pick(min_rank=1)
        dim = self.int_(0, len(v.shape) - 1)
        parts = [v]
        for _ in range(self.int_(1, 2)):
            shape = list(v.shape)
            if self.flag():
                shape[dim] = self.choice(DIMS)
            parts.append(
                self.operand(tuple(shape), v.et, like=v if shape == list(v.shape) else None)
            )
        shape = list(v.shape)
        shape[dim] = sum(p.shape[dim] for p in parts)
        name = self.s.name()
        ins = ", ".join(p.type for p in parts)
        self.emit(
            f"{name} = stablehlo.concatenate {', '.join(p.name for p in parts)}, dim = {dim} : "
            f"({ins}) -> {ttype(shape, v.et)}"
        )
        return Val(
            name, tuple(shape), v.et, max(p.bound for p in parts), all(p.exact for p in parts)
        )

    def op_iota(self) -> Val | None:
        shape = self.shape(min_rank=1)
        et = self.elem_type(["i32", "f32", "ui32", "f16", "bf16"])
        dim = self.int_(0, len(shape) - 1)
        name = self.s.name()
        self.emit(f"{name} = stablehlo.iota dim = {dim} : {ttype(shape, et)}")
        return Val(name, shape, et, float(max(shape[dim], 1)), True)

    def op_constant(self) -> Val | None:
        shape, et = self.shape(), self.elem_type()
        n = math.prod(shape)
        if et == BOOL:
            values = [self.flag() for _ in range(n)]
        elif et in FLOATS:
            values = [self.choice([0.5, -1.0, 2.0, 0.0, -0.25, 1.5]) for _ in range(n)]
        else:
            values = [self.int_(-3 if et == "i32" else 0, 5) for _ in range(n)]
        if n == 0 or n > 8 or len(set(values)) == 1 or self.flag():
            return self.constant(shape, et, values[0] if values else 0)

        def lit(x: Any) -> str:
            return ("true" if x else "false") if et == BOOL else repr(x)

        def nest(flat: list[Any], dims: Sequence[int]) -> str:
            if not dims:
                return lit(flat[0])
            step = len(flat) // dims[0]
            inner = [nest(flat[i * step : (i + 1) * step], dims[1:]) for i in range(dims[0])]
            return "[" + ", ".join(inner) + "]"

        name = self.s.name("c")
        self.emit(f"{name} = stablehlo.constant dense<{nest(values, shape)}> : {ttype(shape, et)}")
        return Val(name, shape, et, max(abs(float(x)) for x in values), True)

    # -- indexing, windows, sorting, convolution --------------------------------------------
    def _index(self, limit: int) -> Val:
        """A scalar i32 start index: a constant in ``[0, limit]`` or an argument (any small
        int; the ops clamp it)."""
        if self.flag():
            return self.constant((), "i32", self.int_(0, max(limit, 0)))
        return self.operand((), "i32")

    def _offsets(self, shape: Sequence[int], sizes: Sequence[int]) -> tuple[str, str]:
        """Start indices (``_index``) for a window of ``sizes`` in ``shape``: their names and
        their types, each comma-separated."""
        starts = [self._index(d - n) for d, n in zip(shape, sizes, strict=True)]
        return ", ".join(i.name for i in starts), ", ".join(i.type for i in starts)

    def _combiner(self, et: str, op: str) -> list[str]:
        """The lines of a two-scalar region applying ``op`` (a scatter's or a window's)."""
        s = ttype((), et)
        p, q, r = self.s.name("r"), self.s.name("r"), self.s.name()
        return [
            f"^bb0({p}: {s}, {q}: {s}):",
            f"  {r} = stablehlo.{op} {p}, {q} : {s}",
            f"  stablehlo.return {r} : {s}",
        ]

    def op_pad(self) -> Val | None:
        v = self.pick(min_rank=1)
        low = [self.int_(0, 2) for _ in v.shape]
        high = [self.int_(0, 2) for _ in v.shape]
        interior = [self.int_(0, 1) for _ in v.shape]
        shape = tuple(
            lo + hi + d + max(d - 1, 0) * it
            for d, lo, hi, it in zip(v.shape, low, high, interior, strict=True)
        )
        value = self.constant((), v.et, False if v.et == BOOL else 0)
        name = self.s.name()
        self.emit(
            f"{name} = stablehlo.pad {v.name}, {value.name}, low = {low}, high = {high}, "
            f"interior = {interior} : ({v.type}, {value.type}) -> {ttype(shape, v.et)}"
        )
        return Val(name, shape, v.et, v.bound, v.exact)

    def op_dynamic_slice(self) -> Val | None:
        v = self.pick(min_rank=1)
        sizes = [self.int_(0, d) for d in v.shape]
        idx, types = self._offsets(v.shape, sizes)
        name = self.s.name()
        self.emit(
            f"{name} = stablehlo.dynamic_slice {v.name}, {idx}, sizes = {sizes} : "
            f"({v.type}, {types}) -> {ttype(sizes, v.et)}"
        )
        return Val(name, tuple(sizes), v.et, v.bound, v.exact)

    def op_dynamic_update_slice(self) -> Val | None:
        v = self.pick(min_rank=1)
        shape = tuple(self.int_(0, d) for d in v.shape)
        u = self.operand(shape, v.et, like=v if shape == v.shape else None)
        idx, types = self._offsets(v.shape, shape)
        name = self.s.name()
        self.emit(
            f"{name} = stablehlo.dynamic_update_slice {v.name}, {u.name}, {idx} : "
            f"({v.type}, {u.type}, {types}) -> {v.type}"
        )
        return Val(name, v.shape, v.et, max(v.bound, u.bound), v.exact and u.exact)

    def _row_indices(self, rows: int) -> Val:
        """``Nx1`` i32 row indices: a constant within ``[0, rows)`` or an argument."""
        n = self.choice([1, 2, 3, 4])
        if self.flag() and rows > 0:
            vals = ", ".join(f"[{self.int_(0, rows - 1)}]" for _ in range(n))
            name = self.s.name("c")
            self.emit(f"{name} = stablehlo.constant dense<[{vals}]> : {ttype((n, 1), 'i32')}")
            return Val(name, (n, 1), "i32", float(rows), True)
        return self.operand((n, 1), "i32")

    def op_gather(self) -> Val | None:
        v = self.pick(lambda v: bool(v.shape) and v.shape[0] > 0, min_rank=1)
        if not v.shape or v.shape[0] == 0:
            return None  # a new argument drawn to no avail: a gather needs a row
        k = self._row_indices(v.shape[0])
        rest = list(v.shape[1:])
        offset = list(range(1, len(v.shape)))
        dims = (
            f"offset_dims = {offset}, collapsed_slice_dims = [0], start_index_map = [0], "
            "index_vector_dim = 1"
        )
        sizes = ", ".join(str(d) for d in [1, *rest])
        shape = (k.shape[0], *rest)
        name = self.s.name()
        self.emit(
            f'{name} = "stablehlo.gather"({v.name}, {k.name}) <{{dimension_numbers = '
            f"#stablehlo.gather<{dims}>, slice_sizes = array<i64: {sizes}>}}> : "
            f"({v.type}, {k.type}) -> {ttype(shape, v.et)}"
        )
        return Val(name, shape, v.et, v.bound, v.exact)

    def op_scatter(self) -> Val | None:
        v = self.pick(lambda v: v.et != BOOL and bool(v.shape) and v.shape[0] > 0, min_rank=1)
        if v.et == BOOL or not v.shape or v.shape[0] == 0:
            return None
        k = self._row_indices(v.shape[0])
        shape = (k.shape[0], *v.shape[1:])
        u = self.operand(shape, v.et)
        if v.is_float:
            v, u = self.tame(v, 1.0), self.tame(u, 1.0)
        op = self.choice(["add", "maximum", "minimum"])
        window = list(range(1, len(v.shape)))
        dims = (
            f"update_window_dims = {window}, inserted_window_dims = [0], "
            "scatter_dims_to_operand_dims = [0], index_vector_dim = 1"
        )
        name = self.s.name()
        self.emit(
            f'{name} = "stablehlo.scatter"({v.name}, {k.name}, {u.name}) <{{'
            f"scatter_dimension_numbers = #stablehlo.scatter<{dims}>}}> ({{"
        )
        for line in self._combiner(v.et, op):
            self.emit("  " + line)
        self.emit(f"}}) : ({v.type}, {k.type}, {u.type}) -> {v.type}")
        if op == "add":  # updates to one row add up in an unspecified order
            bound = v.bound + u.bound * k.shape[0]
            return Val(name, v.shape, v.et, min(bound, INT_WRAP), v.et in INTS)
        return Val(name, v.shape, v.et, max(v.bound, u.bound), v.exact and u.exact)

    def op_reduce_window(self) -> Val | None:
        v = self.pick(min_rank=1)
        if v.is_float and v.bound * max(v.numel, 1) > BOUND:
            v = self.tame(v, 1.0)
        op, bound, exact = self._reduce_body(v)
        if self.flag():  # cumulative along one dimension (jnp.cumsum, cummax)
            d = self.int_(0, len(v.shape) - 1)
            window = [max(v.shape[d], 1) if i == d else 1 for i in range(len(v.shape))]
            strides = [1] * len(v.shape)
            pads = [[max(v.shape[d] - 1, 0), 0] if i == d else [0, 0] for i in range(len(v.shape))]
        else:
            window = [self.int_(1, max(min(d, 3), 1)) for d in v.shape]
            strides = [self.int_(1, 2) for _ in v.shape]
            pads = [[0, 0] for _ in v.shape]
        shape = tuple(
            max((d + lo + hi - w) // s + 1, 0) if d + lo + hi >= w else 0
            for d, w, s, (lo, hi) in zip(v.shape, window, strides, pads, strict=True)
        )
        init = self.init_constant(op, v.et)
        name = self.s.name()
        pad_text = ", ".join(f"[{lo}, {hi}]" for lo, hi in pads)
        self.emit(
            f'{name} = "stablehlo.reduce_window"({v.name}, {init.name}) <{{padding = dense<'
            f"[{pad_text}]> : tensor<{len(v.shape)}x2xi64>, window_dimensions = array<i64: "
            f"{', '.join(map(str, window))}>, window_strides = array<i64: "
            f"{', '.join(map(str, strides))}>}}> ({{"
        )
        for line in self._combiner(v.et, op):
            self.emit("  " + line)
        self.emit(f"}}) : ({v.type}, {init.type}) -> {ttype(shape, v.et)}")
        return Val(name, shape, v.et, min(bound, INT_WRAP), exact)

    def op_sort(self) -> Val | None:
        # Discontinuous in its operand: exact floats only (see the module docstring).
        v = self.pick(lambda v: v.et != BOOL and (v.exact or not v.is_float), min_rank=1)
        if v.et == BOOL or (v.is_float and not v.exact):
            return None
        d = self.int_(0, len(v.shape) - 1)
        kind = "FLOAT" if v.is_float else ("UNSIGNED" if v.et == "ui32" else "SIGNED")
        s = ttype((), v.et)
        p, q, c = self.s.name("r"), self.s.name("r"), self.s.name()
        direction = self.choice(["GT", "LT"])
        name = self.s.name()
        self.emit(
            f'{name} = "stablehlo.sort"({v.name}) <{{dimension = {d} : i64, is_stable = true}}> ({{'
        )
        self.emit(f"  ^bb0({p}: {s}, {q}: {s}):")
        self.emit(
            f"    {c} = stablehlo.compare {direction}, {p}, {q}, {kind} : ({s}, {s}) -> tensor<i1>"
        )
        self.emit(f"    stablehlo.return {c} : tensor<i1>")
        self.emit(f"}}) : ({v.type}) -> {v.type}")
        return Val(name, v.shape, v.et, v.bound, v.exact)

    def op_convolution(self) -> Val | None:
        # A 1-d convolution, batch x width x features (NWC), f32.
        lhs = self.pick(lambda v: v.et == "f32" and len(v.shape) == 3)
        if lhs.et != "f32" or len(lhs.shape) != 3:
            lhs = self.new_arg(tuple(self.choice(DIMS) for _ in range(3)), "f32")
        n, w, c = lhs.shape
        k = self.int_(1, max(min(w, 3), 1))
        o = self.choice([1, 2, 3])
        rhs = self.operand((k, c, o), "f32")
        limit = math.sqrt(BOUND / max(k * c, 1))
        lhs, rhs = self.tame(lhs, limit), self.tame(rhs, limit)
        out = (n, max(w - k + 1, 0), o)
        name = self.s.name()
        self.emit(
            f"{name} = stablehlo.convolution({lhs.name}, {rhs.name}) dim_numbers = "
            "[b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], "
            "rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
            f"({lhs.type}, {rhs.type}) -> {ttype(out, 'f32')}"
        )
        return Val(name, out, "f32", lhs.bound * rhs.bound * max(k * c, 1), False)

    def op_select_and_scatter(self) -> Val | None:
        # A max-pool's gradient: each window's source value lands on its largest element.
        # Windows do not overlap (window = stride), so every element gets at most one
        # source value (no sum whose order could change its rounding); the comparison is
        # discontinuous: exact values only.
        v = self.pick(lambda v: v.et == "f32" and v.exact and bool(v.shape), min_rank=1)
        if v.et != "f32" or not v.exact or not v.shape:
            return None
        window = [self.int_(1, max(min(d, 2), 1)) for d in v.shape]
        shape = tuple(d // w for d, w in zip(v.shape, window, strict=True))
        src = self.tame(self.operand(shape, "f32"), 100.0)
        init = self.constant((), "f32", 0.0)
        s = ttype((), "f32")
        name = self.s.name()
        pads = ", ".join("[0, 0]" for _ in v.shape)
        dims = ", ".join(map(str, window))
        self.emit(
            f'{name} = "stablehlo.select_and_scatter"({v.name}, {src.name}, {init.name}) '
            f"<{{padding = dense<[{pads}]> : tensor<{len(v.shape)}x2xi64>, window_dimensions = "
            f"array<i64: {dims}>, window_strides = array<i64: {dims}>}}> ({{"
        )
        p, q, c = self.s.name("r"), self.s.name("r"), self.s.name()
        self.emit(f"  ^bb0({p}: {s}, {q}: {s}):")
        self.emit(f"    {c} = stablehlo.compare GE, {p}, {q}, FLOAT : ({s}, {s}) -> tensor<i1>")
        self.emit(f"    stablehlo.return {c} : tensor<i1>")
        self.emit("}, {")
        for line in self._combiner("f32", "add"):
            self.emit("  " + line)
        self.emit(f"}}) : ({v.type}, {src.type}, {init.type}) -> {v.type}")
        return Val(name, v.shape, "f32", src.bound, src.exact)

    def op_rng_bit_generator(self) -> Val | None:
        # Random bits from a threefry state (jax.random on a raw key), as ui32 or turned into
        # floats in [1, 2) the way jax.random.uniform does.
        shape = self.shape(1)
        state = self.operand((2,), "ui32") if self.flag() else self.constant((2,), "ui32", 7)
        key = self.s.name()
        self.emit(
            f"{key} = stablehlo.bitcast_convert {state.name} : ({state.type}) -> tensor<ui64>"
        )
        wide = self.s.name()
        self.emit(
            f"{wide} = stablehlo.broadcast_in_dim {key}, dims = [] : (tensor<ui64>) -> "
            "tensor<2xui64>"
        )
        new_state, bits = self.s.name(), self.s.name()
        self.emit(
            f"{new_state}, {bits} = stablehlo.rng_bit_generator {wide}, algorithm = THREE_FRY "
            f": (tensor<2xui64>) -> (tensor<2xui64>, {ttype(shape, 'ui32')})"
        )
        out = Val(bits, shape, "ui32", INT_WRAP, True)
        if not self.flag():
            return out
        nine = self.constant(shape, "ui32", 9)
        mantissa = self.binop("shift_right_logical", out, nine, INT_WRAP, True)
        one = self.constant(shape, "ui32", 0x3F800000)
        word = self.binop("or", mantissa, one, INT_WRAP, True)
        name = self.s.name()
        self.emit(
            f"{name} = stablehlo.bitcast_convert {word.name} : ({word.type}) -> "
            f"{ttype(shape, 'f32')}"
        )
        return Val(name, shape, "f32", 2.0, True)

    def op_triangular_solve(self) -> Val | None:
        # LAPACK through jax's custom call (``jax.scipy.linalg.solve_triangular``) of a
        # well-conditioned lower-triangular system: the identity plus small entries.
        b = self.pick(lambda v: v.et == "f32" and len(v.shape) == 2 and v.shape[0] > 0)
        if b.et != "f32" or len(b.shape) != 2 or b.shape[0] == 0:
            b = self.new_arg((self.int_(1, 4), self.int_(1, 3)), "f32")
        n, m = b.shape
        call = triangular_solve_call(n, m)
        if call is None:
            return None
        a = self.tame(self.operand((n, n), "f32"), 1.0)
        eye_i, eye_j = self.s.name(), self.s.name()
        t = ttype((n, n), "i32")
        self.emit(f"{eye_i} = stablehlo.iota dim = 0 : {t}")
        self.emit(f"{eye_j} = stablehlo.iota dim = 1 : {t}")
        diag = self.s.name()
        self.emit(
            f"{diag} = stablehlo.compare EQ, {eye_i}, {eye_j}, SIGNED : ({t}, {t}) -> "
            f"{ttype((n, n), BOOL)}"
        )
        one = self.constant((n, n), "f32", 1.0)
        small = self.binop("multiply", a, self.constant((n, n), "f32", 0.5 / n), 0.5 / n)
        mat = self.s.name()
        self.emit(
            f'{mat} = "stablehlo.select"({diag}, {one.name}, {small.name}) : '
            f"({ttype((n, n), BOOL)}, {one.type}, {small.type}) -> {one.type}"
        )
        b = self.tame(b, 10.0)
        name = self.s.name()
        self.emit(call.format(out=name, a=mat, b=b.name))
        return Val(name, b.shape, "f32", 2 * b.bound, False)

    def op_dot(self) -> Val | None:
        lhs = self.pick(lambda v: v.et != BOOL, min_rank=1)
        c = self.int_(0, len(lhs.shape) - 1)
        k = lhs.shape[c]
        batch = None
        if len(lhs.shape) >= 2 and self.flag():
            batch = self.choice([d for d in range(len(lhs.shape)) if d != c])
        free = tuple(self.choice(DIMS) for _ in range(self.int_(0, 1)))
        rhs_shape = ((lhs.shape[batch],) if batch is not None else ()) + (k,) + free
        rhs = self.operand(rhs_shape, lhs.et, like=lhs if rhs_shape == lhs.shape else None)
        if lhs.is_float:
            limit = math.sqrt(BOUND / max(k, 1))
            lhs, rhs = self.tame(lhs, limit), self.tame(rhs, limit)
        lhs_free = [d for d in range(len(lhs.shape)) if d not in (c, batch)]
        shape = (
            ((lhs.shape[batch],) if batch is not None else ())
            + tuple(lhs.shape[d] for d in lhs_free)
            + free
        )
        name = self.s.name()
        dims = f"contracting_dims = [{c}] x [{1 if batch is not None else 0}]"
        if batch is not None:
            dims = f"batching_dims = [{batch}] x [0], " + dims
        out = ttype(shape, lhs.et)
        self.emit(
            f"{name} = stablehlo.dot_general {lhs.name}, {rhs.name}, {dims} : "
            f"({lhs.type}, {rhs.type}) -> {out}"
        )
        bound = lhs.bound * rhs.bound * max(k, 1)
        return Val(name, shape, lhs.et, min(bound, INT_WRAP), False)

    def _region(self, visible: list[Val], budget: int) -> Builder:
        sub = Builder(self.s, visible, self.depth + 1, self.indent + "  ")
        for _ in range(budget):
            sub.step()
        return sub

    def _result_of(self, sub: Builder, want: Val) -> Val:
        """A value of ``want``'s type from ``sub`` (its own values first; ``want`` if none)."""
        own = [
            v for v in sub.visible[len(self.visible) :] if (v.shape, v.et) == (want.shape, want.et)
        ]
        cands = [*reversed(own), want] if want in sub.visible else list(reversed(own))
        if not cands:
            return want
        return cands[self.int_(0, len(cands) - 1)]

    def op_while(self) -> Val | None:
        if self.depth >= 2:
            return None
        carried = [self.pick() for _ in range(self.int_(1, 2))]
        trips = self.int_(0, 3)
        zero = self.constant((), "i32", 0)
        names = [self.s.name("it") for _ in range(len(carried) + 1)]
        # Carried floats are re-bounded every trip so that no trip count can overflow them.
        args = [Val(names[0], (), "i32", 4.0, True)] + [
            Val(n, v.shape, v.et, max(v.bound, 1.0) if v.is_float else INT_WRAP, False)
            for n, v in zip(names[1:], carried, strict=True)
        ]
        captures = self.visible if self.flag() else [v for v in self.visible if v in self.s.args]
        # The counter too, as a fori_loop's body reads it (``x + i``: a scalar converted and
        # broadcast in a loop run whole aborted jax 0.10.2's XLA:CPU as a fusion-op).
        body = self._region([*captures, *args], self.int_(0, 5))
        results = []
        for a in args[1:]:
            r = body._result_of_type(a)
            if r.is_float and r.bound > a.bound:
                r = body.tame(r, 1.0)
            results.append(r)
        one, nxt, cond, n = (self.s.name(p) for p in ("c", "v", "v", "c"))
        types = [a.type for a in args]
        name = self.s.name("w")
        inits = [zero, *carried]
        self.emit(
            f"{name}:{len(args)} = stablehlo.while("
            + ", ".join(f"{a.name} = {i.name}" for a, i in zip(args, inits, strict=True))
            + f") : {', '.join(types)}"
        )
        self.emit(" cond {")
        self.emit(f"  {n} = stablehlo.constant dense<{trips}> : tensor<i32>")
        self.emit(
            f"  {cond} = stablehlo.compare LT, {args[0].name}, {n}, SIGNED : "
            "(tensor<i32>, tensor<i32>) -> tensor<i1>"
        )
        self.emit(f"  stablehlo.return {cond} : tensor<i1>")
        self.emit(" } do {")
        self.emit(f"  {one} = stablehlo.constant dense<1> : tensor<i32>")
        self.emit(f"  {nxt} = stablehlo.add {args[0].name}, {one} : tensor<i32>")
        self.lines.extend(body.lines)
        rets = [nxt, *(r.name for r in results)]
        self.emit(f"  stablehlo.return {', '.join(rets)} : {', '.join(types)}")
        self.emit(" }")
        self.s.ops += 1
        outs = [
            self.add(Val(f"{name}#{i + 1}", v.shape, v.et, a.bound, False))
            for i, (v, a) in enumerate(zip(carried, args[1:], strict=True))
        ]
        return outs[-1]

    def _result_of_type(self, want: Val) -> Val:
        """The newest visible value of ``want``'s type (``want`` itself at worst)."""
        for v in reversed(self.visible):
            if (v.shape, v.et) == (want.shape, want.et):
                return v
        return want

    def op_case(self) -> Val | None:
        if self.depth >= 2:
            return None
        if self.flag():
            index = self.constant((), "i32", self.int_(-1, 3))
        else:
            index = self.operand((), "i32")
        wants = [self.pick() for _ in range(self.int_(1, 2))]
        branches = []
        for _ in range(self.int_(1, 3)):
            sub = self._region(self.visible, self.int_(0, 3))
            branches.append((sub, [self._result_of(sub, w) for w in wants]))
        name = self.s.name("k")
        types = [w.type for w in wants]
        res = types[0] if len(types) == 1 else f"({', '.join(types)})"
        self.emit(f'{name}:{len(wants)} = "stablehlo.case"({index.name}) ({{')
        for i, (sub, rets) in enumerate(branches):
            if i:
                self.emit("}, {")
            self.lines.extend(sub.lines)
            self.emit(f"  stablehlo.return {', '.join(r.name for r in rets)} : {', '.join(types)}")
        self.emit(f"}}) : (tensor<i32>) -> {res}")
        self.s.ops += 1
        outs = []
        for i, w in enumerate(wants):
            rets = [b[1][i] for b in branches]
            outs.append(
                self.add(
                    Val(
                        f"{name}#{i}",
                        w.shape,
                        w.et,
                        max(r.bound for r in rets),
                        all(r.exact for r in rets),
                    )
                )
            )
        return outs[-1]

    # Elementwise ops are drawn three times as often as the others.
    OPS: tuple[str, ...] = (
        "unary",
        "binary",
        "unary",
        "binary",
        "unary",
        "binary",
        "broadcast",
        "reduce",
        "convert",
        "compare",
        "select",
        "reshape",
        "transpose",
        "slice",
        "concatenate",
        "iota",
        "constant",
        "dot",
        "while",
        "case",
        "pad",
        "dynamic_slice",
        "dynamic_update_slice",
        "gather",
        "scatter",
        "reduce_window",
        "sort",
        "convolution",
        "select_and_scatter",
        "rng_bit_generator",
        "triangular_solve",
    )

    def step(self) -> None:
        """Draw and emit one op (retrying with another kind when the drawn one cannot
        apply; a unary op always can)."""
        for _ in range(3):
            kind = self.choice(self.OPS)
            v = getattr(self, f"op_{kind}")()
            if v is not None:
                break
        else:
            v = self.op_unary() or self.op_binary() or self.op_constant()
        assert v is not None
        self.s.ops += 1
        if v not in self.visible:
            self.add(v)


@functools.cache
def triangular_solve_call(n: int, m: int) -> str | None:
    """The custom call jax emits for ``solve_triangular(a, b, lower=True)`` of f32 ``a``
    (``n x n``) and ``b`` (``n x m``) on the CPU, as a line with ``{out}``, ``{a}`` and
    ``{b}`` for its names (LAPACK's trsm through jax's FFI on the installed jax), or None
    where jax emits something else."""
    import jax
    import jax.numpy as jnp

    args = (jnp.zeros((n, n), jnp.float32), jnp.zeros((n, m), jnp.float32))
    text = (
        jax.jit(lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True))
        .lower(*args)
        .as_text()
    )
    line = next((ln.strip() for ln in text.splitlines() if "stablehlo.custom_call" in ln), None)
    found = re.fullmatch(
        r"(%\S+) = (stablehlo\.custom_call @\w+)\((%\S+), (%\S+)\)(.*)", line or ""
    )
    if found is None:
        return None
    _, head, _, _, rest = found.groups()
    rest = rest.replace("{", "{{").replace("}", "}}")
    return "{out} = " + head + "({a}, {b})" + rest


@st.composite
def programs(draw: Callable[[st.SearchStrategy[Any]], Any], max_ops: int = 10) -> str:
    """A random, well-typed ``func.func @main`` as MLIR text."""
    shared = _Shared(draw)
    top = Builder(shared, [], 0, "  ")
    for _ in range(draw(st.integers(1, max_ops))):
        top.step()
    own = [v for v in top.visible if v not in shared.args]
    outs = [own[-1]]
    for v in own[:-1]:  # (draws shrink towards 0: towards fewer results)
        if draw(st.integers(0, 3)) == 3:
            outs.append(v)
    if draw(st.integers(0, 7)) == 7:
        outs.append(outs[0])  # the same value returned twice
    args = ", ".join(f"{a.name}: {a.type}" for a in shared.args)
    types = [v.type for v in outs]
    res = types[0] if len(types) == 1 else f"({', '.join(types)})"
    return (
        f"func.func @main({args}) -> {res} {{\n"
        + "\n".join(top.lines)
        + f"\n  return {', '.join(v.name for v in outs)} : {', '.join(types)}\n}}\n"
    )
