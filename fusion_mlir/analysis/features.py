"""What a group holds, in the terms a backend's capability table answers: features.

``group_features`` reads a would-be group (its ops, fusions among them flattened) and names
each thing in it that some backend may not compile inside one fusion: a reduction of a value
computed in the group, a transpose of one, several results... (``Feature``, one capability
probe each). ``Capabilities`` is a backend's probed table; its ``check`` gives the route that
compiles every feature of a group, or why none does. The probes themselves, and how a table is
found, are the backend layer's (``fusion_mlir.backends.capabilities``).
"""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import (
    LAUNCH_BYTES,
    dot_dimension_numbers,
    num_elements,
    static_tensor,
)
from fusion_mlir.analysis.opkinds import OpKind, is_expensive, op_kind
from fusion_mlir.ir import io

ROUTES = ("fusion-op", "regroup")
OK = "ok"


class Feature(enum.StrEnum):
    """What a group can hold that a backend may not compile inside one fusion: one probe each.
    (A group may also hold ``op:NAME``, an op no probe covers, which no route takes.)"""

    ELEMENTWISE = "elementwise"
    BROADCAST = "broadcast"
    BROADCAST_SCALAR_LOOP = "broadcast-scalar-loop"
    REDUCE = "reduce"
    REDUCE_INNER = "reduce-inner"
    REDUCE_SHARED = "reduce-shared"
    REDUCE_MAJOR = "reduce-major"
    REDUCE_INNER_MAJOR = "reduce-inner-major"
    REDUCE_SHARED_MAJOR = "reduce-shared-major"
    REDUCE_MAJOR_LIBRARY = "reduce-major-library"
    REDUCE_MAJOR_LOOP = "reduce-major-loop"
    REDUCE_WINDOW_SCAN = "reduce-window-scan"
    REDUCE_CHAIN = "reduce-chain"
    REDUCE_CHAIN_LIBRARY = "reduce-chain-library"
    VARIADIC_REDUCE = "variadic-reduce"
    MULTI_RESULT = "multi-result"
    MULTI_SHAPE_RESULT = "multi-shape-result"
    TRANSPOSE_ARG = "transpose-arg"
    TRANSPOSE_INNER = "transpose-inner"
    CONCATENATE_INNER = "concatenate-inner"
    CONCATENATE_ARG = "concatenate-arg"
    RESHAPE_INNER = "reshape-inner"
    SLICE = "slice"
    REDUCE_WINDOW = "reduce-window"
    DYNAMIC_SLICE = "dynamic-slice"
    DYNAMIC_UPDATE_SLICE = "dynamic-update-slice"
    UPDATE_INNER = "update-inner"
    GATHER = "gather"
    IOTA_SELECT = "iota-select"
    IOTA_VECTOR = "iota-vector"
    SELECT_OPERAND_PREDICATE = "select-operand-predicate"
    DOT_EPILOGUE = "dot-epilogue"
    DOT_EPILOGUE_MAJOR = "dot-epilogue-major"
    DOT_CHAIN = "dot-chain"
    DOT = "dot"
    REDUCE_READ_BACK = "reduce-read-back"


DESCRIPTIONS: dict[Feature, str] = {
    Feature.ELEMENTWISE: "elementwise ops and constants",
    Feature.BROADCAST: "broadcast_in_dim of a vector computed in the group",
    Feature.BROADCAST_SCALAR_LOOP: "broadcast_in_dim of a scalar computed in the group, in a loop run whole",
    Feature.REDUCE: "reduce of a group operand, then broadcast + elementwise",
    Feature.REDUCE_INNER: "reduce of a value computed in the group (its only use)",
    Feature.REDUCE_SHARED: "reduce of a group value that other group ops also read (softmax)",
    Feature.REDUCE_READ_BACK: "a reduction's result read back by the group at a larger shape",
    Feature.REDUCE_MAJOR: "reduce over a non-minor dimension of a group operand, read back by the group",
    Feature.REDUCE_INNER_MAJOR: "reduce over a non-minor dimension of a value computed in the group, read back by the group",
    Feature.REDUCE_SHARED_MAJOR: "reduce over a non-minor dimension of a group value other group ops also read (batch norm)",
    Feature.REDUCE_MAJOR_LIBRARY: "a column reduction in a group of ops a library kernel runs, all of it (batch norm)",
    Feature.REDUCE_MAJOR_LOOP: "a column reduction in a group no library kernel runs whole (a select in it)",
    Feature.REDUCE_WINDOW_SCAN: "a cumulative reduce_window (a cumsum along the rows) in the group",
    Feature.REDUCE_CHAIN: "a reduction of values computed from another reduction in the group (softmax, then sine)",
    Feature.REDUCE_CHAIN_LIBRARY: "a reduce-chain of ops a library kernel runs, all of it (softmax)",
    Feature.VARIADIC_REDUCE: "a two-input, two-result reduce (sibling reductions)",
    Feature.MULTI_RESULT: "several results used outside the group",
    Feature.MULTI_SHAPE_RESULT: "several results of different shapes",
    Feature.TRANSPOSE_ARG: "transpose of a group operand",
    Feature.TRANSPOSE_INNER: "transpose of a value computed in the group",
    Feature.CONCATENATE_INNER: "concatenate of values computed in the group",
    Feature.CONCATENATE_ARG: "concatenate of group operands, read by elementwise ops",
    Feature.RESHAPE_INNER: "reshape of a value computed in the group, read by another group op",
    Feature.SLICE: "slice and pad of group values",
    Feature.REDUCE_WINDOW: "a reduce_window (windows of 1x2, strided) of a value computed in the group",
    Feature.DYNAMIC_SLICE: "dynamic_slice at an offset computed in the group",
    Feature.DYNAMIC_UPDATE_SLICE: "dynamic_update_slice at an offset computed in the group",
    Feature.UPDATE_INNER: "dynamic_update_slice of a value computed in the group, at an offset from outside",
    Feature.GATHER: "gather of rows of a value computed in the group, by indices from a group operand",
    Feature.IOTA_SELECT: "iota, compare, select and convert",
    Feature.IOTA_VECTOR: "an iota of one dimension, in a group of vectors",
    Feature.SELECT_OPERAND_PREDICATE: "select whose predicate is a group operand, of a value computed in the group",
    Feature.DOT_EPILOGUE: "dot_general of group operands, then elementwise ops and a reduction (attention)",
    Feature.DOT_EPILOGUE_MAJOR: "a dot-epilogue whose dot's left operand (after a transpose of its result is folded in, its right one) contracts a dimension other than its most minor",
    Feature.DOT_CHAIN: "a dot-epilogue with a reduction, read by a second dot_general of it and a group operand (attention's scores, softmax and values)",
    Feature.DOT: "a dot_general other than a dot-epilogue's or a dot-chain's",
}


@dataclass
class Verdict:
    ok: bool
    route: str | None
    reason: str = ""


@dataclass
class Capabilities:
    """The probed table: ``table[feature][route]`` is ``"ok"`` or why not; the bytes one
    trip of a loop moves under which the backend's XLA runs the loop whole, as one kernel,
    by its own rule (0: it never does); and the bytes a kernel moves in the time a launch
    costs on the backend (``Backend.launch_bytes``)."""

    backend: str
    version: str
    table: dict[str, dict[str, str]] = field(default_factory=dict)
    small_loop_bytes: int = 0
    launch_bytes: int = LAUNCH_BYTES

    def allows(self, feature: str, route: str) -> bool:
        return self.table.get(feature, {}).get(route) == OK

    def check(self, features: Iterable[str]) -> Verdict:
        """The first route that compiles every feature, or why none does."""
        features = sorted(set(features))
        for route in ROUTES:
            if all(self.allows(f, route) for f in features):
                return Verdict(True, route)
        for f in features:
            if not any(self.allows(f, r) for r in ROUTES):
                desc = DESCRIPTIONS.get(f, f)
                probed = self.table.get(f, {})
                why = "; ".join(
                    f"{r}: {v if v.startswith('slow') else v.split(':')[0]}"
                    for r, v in probed.items()
                )
                why = f" ({why})" if why else ""
                return Verdict(False, None, f"backend cannot run {desc} inside a fusion{why}")
        return Verdict(
            False, None, "no single route compiles this combination: " + ", ".join(features)
        )

    def table_text(self) -> str:
        width = max(len(f) for f in self.table) + 2
        lines = [f"capabilities of {self.backend} ({self.version}); routes: {', '.join(ROUTES)}"]
        if self.small_loop_bytes:
            lines.append(
                f"whole loops: XLA runs a loop whole by its own rule under {self.small_loop_bytes}"
                " bytes a trip"
            )
        lines.append(f"{'feature':{width}}" + "".join(f"{r:16}" for r in ROUTES) + "probe")
        notes = []
        for f, verdicts in self.table.items():
            cells = []
            for r in ROUTES:
                v = verdicts.get(r, "?")
                word = "yes" if v == OK else v.split(":")[0]
                cells.append(f"{word:16}")
                if v != OK:
                    notes.append(f"  {f} / {r}: {v}")
            lines.append(f"{f:{width}}" + "".join(cells) + DESCRIPTIONS.get(f, ""))
        return "\n".join(lines + (["why not:", *notes] if notes else []))


# What a library kernel is given: ops and reducers XLA:CPU's own library fusions hold (its
# dot-library-rewriter hands dots and reductions with elementwise neighbours to YNNPACK).
# The regroup hook reads them when it forms a library kernel, ``library_op`` when it judges a group.
# The elementwise ops among them (named alike in StableHLO and HLO).
LIBRARY_ELEMENTWISE = frozenset(
    ["add", "subtract", "multiply", "divide", "maximum", "minimum", "negate", "exponential", "tanh"]
)
LIBRARY_OPS = LIBRARY_ELEMENTWISE | frozenset(
    ["parameter", "constant", "broadcast", "reduce", "reduce-window", "dot"]
)
LIBRARY_REDUCERS = frozenset(["add", "maximum", "minimum"])

# A max or min over rows of ``LIBRARY_ROWS`` elements (the reduced dimensions the most minor
# ones) runs faster as a library kernel than in XLA:CPU's loop emitter, which does not
# vectorise a NaN-propagating max: measured alone (60 rounds, interleaved, one process;
# our loop fusion against the library kernel XLA runs it as): rows of 32 and 64 1.7-5x
# faster through the library (1024x64: 0.088 against 0.037 ms; 8x4x64x64: 0.12-0.20 against
# 0.034-0.049), 16 1.07-1.7x, 128 to 512 level, 4 and 8 0.6x and 0.35x; a softmax over rows
# of 64 0.195 ms as a loop, 0.079 as a library kernel. A sum follows no such rule (over 8,
# 16 and 1024x64 the loop ran 1.0-1.8x faster, over 8x4x64x64 0.65-0.78x) and stays a loop,
# and so does a row reduction of a broadcast array, which the library materialises
# (pairwise squared distances of 384 points in 3 dimensions: 0.04 ms as a loop, 0.28 as a
# library kernel).
LIBRARY_ROWS = range(16, 128)
LIBRARY_ROW_REDUCERS = frozenset(["maximum", "minimum"])
# Elements of the largest array below which a reduction runs as a loop fusion (a library
# call costs about 1.5 us more than a loop kernel).
LIBRARY_MIN_ELEMENTS = 64 * 64


# A dot contracting at most this many elements per output joins an elementwise epilogue in
# one library kernel: its output costs more to write out and read back than its products.
# Measured (one process, 40 rounds; XLA's own library fusion of the dot and an add of an
# array of its shape, against the library dot and a loop add): a contraction over 16
# elements (384x16 by 16x128) 1.27x faster, 32 (2048x32 by 32x256) 1.34x, 64 1.09x; over
# 128 1.07x at 128x128 but the flax transformer's (8x64)x128 by 128x512 products with their
# adds made its step 1.7% slower (three processes); over 256 and 512, 0.95x and 0.92x.
# equinox's GRU scan accumulates its weight gradients so (an add of 384x128 per step: 1.6
# ms of the scan's 7 as a loop kernel of its own).
LIBRARY_DOT_DEPTH = 64
# Elementwise ops a shallow dot's epilogue may hold without a reduction: the library runs a
# longer one slower than the loop emitter (mlp_train's 1024x64 by 64x512 product and the
# 17 multiplies and adds after it: 5% slower for the step as one kernel).
LIBRARY_EPILOGUE_OPS = 2


def shallow_dot(op: ir.Operation) -> bool:
    """Whether ``op`` is a ``dot_general`` contracting at most ``LIBRARY_DOT_DEPTH``
    elements per output element, of at least ``LIBRARY_MIN_ELEMENTS`` output elements:
    grouped with their adds, the mujoco-mjx step's matrix-vector products (64x14 by 14,
    1x3x3 by 1x3) made 6 more kernels and the step 5-10% slower."""
    d = dot_dimension_numbers(op)
    t = static_tensor(op.operands[0].type)
    if d is None or t is None or num_elements(op.results[0].type) < LIBRARY_MIN_ELEMENTS:
        return False
    return math.prod(t.shape[i] for i in d.lhs_contracting_dimensions) <= LIBRARY_DOT_DEPTH


def short_row_reduce(op: ir.Operation) -> bool:
    """Whether ``op`` is a ``reduce`` taking a max or min over the trailing (row-major: most
    minor) dimensions of its input, rows of ``LIBRARY_ROWS`` elements."""
    if op.name != "stablehlo.reduce" or len(op.results) != 1:
        return False
    inner = [o.operation.name for o in op.regions[0].blocks[0].operations][:-1]
    if inner not in ([f"stablehlo.{r}"] for r in LIBRARY_ROW_REDUCERS):
        return False
    dims = sorted(int(d) for d in ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    t = static_tensor(op.operands[0].type)
    if t is None or not dims or dims != list(range(t.rank - len(dims), t.rank)):
        return False
    return math.prod(t.shape[d] for d in dims) in LIBRARY_ROWS


def library_rows(body: list[ir.Operation], n_results: int) -> bool:
    """Whether a group should run as one library kernel for its short rows: one result,
    every op one the library runs (``library_op``), a ``short_row_reduce`` among them that
    reads no broadcast of an array, and an array of at least ``LIBRARY_MIN_ELEMENTS``."""
    if n_results != 1 or not all(library_op(o) for o in body):
        return False
    inside = set(body)

    def broadcast_read(v: ir.Value) -> bool:
        stack, seen = [v], set()
        while stack:
            op = _owner_op(stack.pop())
            if op is None or op not in inside or op in seen:
                continue
            seen.add(op)
            if op.name == "stablehlo.broadcast_in_dim" and num_elements(op.operands[0].type) > 1:
                return True
            stack.extend(op.operands)
        return False

    if not any(short_row_reduce(o) and not broadcast_read(o.operands[0]) for o in body):
        return False
    sizes = [num_elements(v.type) for o in body for v in (*o.operands, *o.results)]
    return max(sizes, default=0) >= LIBRARY_MIN_ELEMENTS


# A group of bf16 arithmetic runs faster as a library kernel where it rounds to bf16 at
# least this many times per array it reads at full size. XLA:CPU computes bf16 through f32,
# rounding after every op; its loop emitter pays per rounding, the library per array read.
# Measured (1024x768, interleaved, 3 processes; library kernel against loop fusion, jax
# 0.12.1 and 0.10.2): a GELU of one array 2.3x and 1.8x faster (1.3-2.4x at 64x64), of a
# product of two 1.8x and 1.6x, silu(x + bias) 2.1x and 1.9x, four multiplies and adds of
# one array 1.2x and 1.0x; below the ratio, of two arrays 0.84x and 0.96x (four ops),
# x * y 0.47x and 0.57x, x * y + z 0.56x, tanh(x * y + z) 0.97x and 1.23x.
NARROW_ROUNDS_PER_ARRAY = 3


def library_narrow(body: list[ir.Operation], n_results: int) -> bool:
    """Whether a group should run as one library kernel for its bf16 arithmetic: one
    result; every op an elementwise op the library runs, a broadcast, a scalar constant
    or a conversion, of f32 or bf16 values of rank 1 to 4, an array of at least
    ``LIBRARY_MIN_ELEMENTS``; and ``NARROW_ROUNDS_PER_ARRAY`` ops computing in bf16 (each a
    rounding) per group operand of the largest size."""
    if n_results != 1:
        return False
    rounds = largest = 0
    inside = set(body)
    for op in body:
        short = op.name.removeprefix("stablehlo.")
        if short not in _NARROW_OPS or (t := _narrow_type(op, short)) is None:
            return False
        rounds += str(t.element_type) == "bf16" and short in LIBRARY_ELEMENTWISE | {"convert"}
        largest = max(largest, num_elements(t))
    arrays = {
        v
        for op in body
        for v in op.operands
        if ((o := _owner_op(v)) is None or o not in inside) and num_elements(v.type) == largest
    }
    return largest >= LIBRARY_MIN_ELEMENTS and rounds >= max(
        1, NARROW_ROUNDS_PER_ARRAY * len(arrays)
    )


def library_narrow_reduction(body: list[ir.Operation], n_results: int) -> bool:
    """Whether a group should run as one library kernel for reducing bf16 values: one
    result; every op one ``library_narrow`` allows or a reduce that adds or takes a max/min;
    a reduce among them and a bf16 value among them; an array of at least
    ``LIBRARY_MIN_ELEMENTS`` (``library.narrow_reduction``, its measurement)."""
    if n_results != 1:
        return False
    reduces = largest = 0
    half = False
    for op in body:
        short = op.name.removeprefix("stablehlo.")
        if short == "reduce":
            if not _library_reducer(op):
                return False
            reduces += 1
        elif short not in _NARROW_OPS:
            return False
        if (t := _narrow_type(op, short)) is None or 0 in t.shape:
            return False
        # Operands count too: a lone row max or sum reads an argument of the group.
        for v in (*op.operands, op.results[0]):
            half |= _element_type_of(v) == "bf16"
            largest = max(largest, num_elements(v.type))
    return bool(reduces) and half and largest >= LIBRARY_MIN_ELEMENTS


_NARROW_OPS = LIBRARY_ELEMENTWISE | {"broadcast_in_dim", "constant", "convert"}


def _narrow_type(op: ir.Operation, short: str) -> ir.RankedTensorType | None:
    """``op``'s static f32 or bf16 result type where the library takes it (rank 1 to 4, a
    constant a scalar), else None."""
    t = static_tensor(op.results[0].type)
    if t is None or str(t.element_type) not in ("f32", "bf16"):
        return None
    return t if ((t.rank == 0) if short == "constant" else 1 <= t.rank <= 4) else None


def _library_reducer(op: ir.Operation) -> bool:
    """Whether the ``reduce`` ``op`` reduces one array by adding or taking a max/min."""
    if len(op.results) != 1:
        return False
    inner = [o.operation.name for o in op.regions[0].blocks[0].operations][:-1]
    return len(inner) == 1 and inner[0] in {f"stablehlo.{r}" for r in LIBRARY_REDUCERS}


def _owner_op(v: ir.Value) -> ir.Operation | None:
    owner = v.owner
    return owner.operation if hasattr(owner, "operation") else None


# --- features of a candidate group --------------------------------------------------------


# Elementwise ops XLA rewrites into others before its fusion passes; inside a pre-formed
# fusion they reach the emitter unexpanded ("Unsupported elementwise operation logistic",
# found by fusion-fuzz). Not probed, so a group holding one is refused.
_EXPANDED_BEFORE_FUSION = frozenset({"logistic"})


def _element_type(op: ir.Operation) -> str | None:
    """The element type of ``op``'s first result, None where it is no ranked tensor."""
    t = op.results[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return None
    return str(ir.RankedTensorType(t).element_type)


def _element_type_of(v: ir.Value) -> str | None:
    """The element type of ``v``, None where it is no static ranked tensor."""
    t = static_tensor(v.type)
    return None if t is None else str(t.element_type)


def _is_f32(op: ir.Operation) -> bool:
    return _element_type(op) == "f32"


def _half_float(op: ir.Operation) -> bool:
    """Whether ``op``'s first result holds bf16 or f16, which XLA:CPU computes through f32."""
    return _element_type(op) in ("bf16", "f16")


def in_tagged_loop(op: ir.Operation) -> bool:
    """Whether ``op`` is nested in a ``stablehlo.while`` that ``loop-kernels`` tagged to run
    whole (``io.tagged_whole``)."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name == "stablehlo.while" and io.tagged_whole(parent):
            return True
        parent = parent.parent
    return False


def _splat_array(op: ir.Operation) -> bool:
    """Whether constant ``op`` is an array of one value repeated (not a scalar)."""
    t = static_tensor(op.results[0].type)
    value = op.attributes["value"]
    return (
        t is not None and t.rank > 0 and isinstance(value, ir.DenseElementsAttr) and value.is_splat
    )


@functools.cache
def featureless(name: str) -> bool:
    """Whether an op of this name adds no feature to a group: an elementwise op other than
    select, and other than those XLA expands before fusion (``_EXPANDED_BEFORE_FUSION``)."""
    short = name.split(".")[-1]
    return (
        op_kind(name) == OpKind.ELEMENTWISE
        and short != "select"
        and short not in _EXPANDED_BEFORE_FUSION
    )


# StableHLO names of the ops whose HLO names differ, for ``LIBRARY_OPS``.
_HLO_NAMES = {"broadcast_in_dim": "broadcast", "dot_general": "dot"}


def library_op(op: ir.Operation) -> bool:
    """Whether a library kernel runs ``op`` (``LIBRARY_OPS``, what the regroup hook
    lets into one: f32, rank 1 to 4, scalar constants, reducers that add or take a max/min)
    other than a dot, which a group may hold only as a dot-epilogue."""
    dialect, _, short = op.name.partition(".")
    if dialect != "stablehlo" or short == "dot_general":
        return False
    if _HLO_NAMES.get(short, short) not in LIBRARY_OPS:
        return False
    for v in op.results:
        t = v.type
        if t.typeid != ir.RankedTensorType.static_typeid:
            return False
        t = ir.RankedTensorType(t)
        scalar = op.name == "stablehlo.constant"
        if str(t.element_type) != "f32" or 0 in t.shape:
            return False
        if (t.rank != 0) if scalar else not 1 <= t.rank <= 4:
            return False
    return op.name != "stablehlo.reduce" or _library_reducer(op)


def _reduce_dims(op: ir.Operation) -> tuple[list[int] | None, list[int]]:
    """The static shape of a ``reduce``'s first operand and its reduced dimensions;
    ``(None, [])`` for any other operation or a dynamic shape."""
    if op.name != "stablehlo.reduce" or "dimensions" not in op.attributes:
        return None, []
    t = op.operands[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return None, []
    return list(ir.RankedTensorType(t).shape), list(
        ir.DenseI64ArrayAttr(op.attributes["dimensions"])
    )


# XLA:CPU's tree-reduction rewriter splits a reduce with a reduced dimension longer than
# this into a reduce-window and a reduce: two kernels, which a group keeps one (measured on
# jax 0.10.2 and 0.12.1: an integer row sum of 33 elements is 2 kernels unfused, of 32 one).
TREE_SPLIT = 32


def tree_split_reduce(op: ir.Operation) -> bool:
    """A ``reduce`` XLA:CPU splits in two kernels when no group holds it: a reduced
    dimension longer than ``TREE_SPLIT``."""
    shape, dims = _reduce_dims(op)
    return shape is not None and any(shape[d] > TREE_SPLIT for d in dims)


def trivial_reduce(op: ir.Operation) -> bool:
    """A ``reduce`` over dimensions of extent 1 only: XLA's simplifier makes it a reshape
    (of each input, for a reduce of several: found by fusion-fuzz, grouped, 2 kernels
    against unfused's 1)."""
    shape, dims = _reduce_dims(op)
    return shape is not None and all(shape[d] == 1 for d in dims)


def _cumulative_window(op: ir.Operation) -> bool:
    """A ``reduce_window`` whose window spans a whole dimension, padded so that element ``i``
    reduces elements ``0..i`` (how jax lowers ``cumsum``, ``cummax``...): a scan, quadratic
    if emitted window by window."""
    if op.name != "stablehlo.reduce_window" or "window_dimensions" not in op.attributes:
        return False
    t = op.operands[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return False
    shape = ir.RankedTensorType(t).shape
    window = list(ir.DenseI64ArrayAttr(op.attributes["window_dimensions"]))
    pads = (
        np.array(ir.DenseIntElementsAttr(op.attributes["padding"])).reshape(-1, 2).tolist()
        if "padding" in op.attributes
        else [[0, 0]] * len(shape)
    )
    return any(
        w == n > 1 and pad[0] + pad[1] == n - 1
        for w, n, pad in zip(window, shape, pads, strict=False)
    )


def _unit_window(op: ir.Operation) -> bool:
    """A ``reduce_window`` whose windows are single elements, unpadded: the identity, or a
    strided slice when strided, which XLA's simplifier makes of it (found by fusion-fuzz:
    window 1, stride 2 aborted pre-layout as well, has_layout() f32[1,1])."""
    attrs = op.attributes
    if op.name != "stablehlo.reduce_window" or "window_dimensions" not in attrs:
        return False
    for key in ("window_dimensions", "base_dilations", "window_dilations"):
        if key in attrs and any(v != 1 for v in ir.DenseI64ArrayAttr(attrs[key])):
            return False
    return "padding" not in attrs or not np.array(ir.DenseIntElementsAttr(attrs["padding"])).any()


def major_reduce(op: ir.Operation) -> bool:
    """A ``reduce`` that keeps its operand's minor dimension (the last of extent above 1, in
    the row-major layout XLA gives a value by default): a column sum, not a row sum."""
    shape, dims = _reduce_dims(op)
    if shape is None:
        return False
    wide = [d for d, n in enumerate(shape) if n > 1]
    return bool(wide) and wide[-1] not in dims


def spans_reduce(op: ir.Operation) -> bool:
    """A ``reduce`` whose reduced dimensions are not the most minor ones of its operand (its
    trailing dimensions of extent above 1, row-major): a column sum (``major_reduce``), or a
    sum over N, H and W of NCHW, which keeps C between them. Read back in its group, the
    loop emitter re-runs it per element read, and the regroup hook leaves such a group
    unfused (``library.column_read_back``): a batch norm of 16x32x64x64 NCHW ran 13 kernels
    and 0.49x of XLA, 3 kernels and 1.23-1.35x split at its reductions."""
    shape, dims = _reduce_dims(op)
    if shape is None:
        return False
    wide = [d for d, n in enumerate(shape) if n > 1]
    reduced = sorted(d for d in dims if shape[d] > 1)
    return bool(reduced) and reduced != wide[len(wide) - len(reduced) :]


def group_features(
    ops: Sequence[ir.Operation],
    result_types: Sequence[ir.Type] | None = None,
    whole_loop: bool | None = None,
) -> set[str]:
    """The probe features a group exhibits. ``ops`` are the would-be members of one block;
    a member that is a fusion already counts as its body (its block arguments resolved to the
    values they stand for), so growing a group is checked like forming it. ``whole_loop``:
    whether the group runs in a loop run whole (by default: in a loop ``loop-kernels``
    tagged so; the lowering knows more, XLA's own rule)."""
    top = {o.operation for o in ops}
    if whole_loop is None:
        whole_loop = bool(top) and in_tagged_loop(next(iter(top)))
    fusions = {o for o in top if o.name == "mhlo.fusion"}
    body: list[ir.Operation] = []
    for o in top:
        body.extend(
            [b.operation for b in o.regions[0].blocks[0].operations][:-1] if o in fusions else [o]
        )
    members = set(body)
    feats = {Feature.ELEMENTWISE}

    def resolve(v: ir.Value) -> ir.Value:
        owner = v.owner
        if isinstance(owner, ir.Block) and owner.owner.operation in fusions:
            return resolve(owner.owner.operation.operands[ir.BlockArgument(v).arg_number])
        return v

    def negations(v: ir.Value) -> int | None:
        """How many ``not``s of the group make ``v`` of a group operand (0: ``v`` is one),
        or None where a member computes it otherwise."""
        n = 0
        while (p := producer(v)) is not None:
            if p.name != "stablehlo.not":
                return None
            v, n = p.operands[0], n + 1
        return n

    def producer(v: ir.Value) -> ir.Operation | None:
        """The member computing ``v``, or None for a group operand."""
        v = resolve(v)
        owner = v.owner
        if isinstance(owner, ir.Block):
            return None
        owner = owner.operation
        if owner in members:
            return owner
        if owner in fusions:  # the member of that fusion's body which computes ``v``
            ret = list(owner.regions[0].blocks[0].operations)[-1]
            return producer(ret.operands[ir.OpResult(v).result_number])
        return None

    def reading(v: ir.Value) -> list[ir.Operation]:
        """The member ops that read ``v``, once per use (through fusion block arguments too,
        and out of a fusion's body through its results)."""
        v = resolve(v)
        ops: list[ir.Operation] = []
        for u in v.uses:
            o = u.owner.operation
            if o in members:
                ops.append(o)
            elif o in fusions:
                arg = o.regions[0].blocks[0].arguments[u.operand_number]
                ops.extend(a.owner.operation for a in arg.uses)
            elif (parent := o.parent) is not None and parent.operation in fusions:
                ops.extend(reading(parent.operation.results[u.operand_number]))  # terminator
        return ops

    def readers(v: ir.Value) -> int:
        return len(reading(v))

    def stays_reshaped(op: ir.Operation) -> bool:
        """Whether members compute on ``op``'s result at its shape without every chain of
        elementwise readers ending in a broadcast (a result of the group ends one too)."""
        stack, seen = list(reading(op.results[0])), set()
        while stack:
            o = stack.pop()
            if o in seen or op_kind(o.name) is OpKind.BROADCAST:
                continue
            seen.add(o)
            after = [r for res in o.results for r in reading(res)]
            if op_kind(o.name) is not OpKind.ELEMENTWISE or not after:
                return True
            stack += after
        return False

    def read_back(op: ir.Operation) -> bool:
        """Whether a member reading ``op``'s result, directly or through other members, has
        more elements than it: the loop emitter would evaluate ``op`` per element of that."""
        n = num_elements(op.results[0].type)
        stack, seen = [op], {op}
        while stack:
            for o in (o for r in stack.pop().results for o in reading(r)):
                if any(num_elements(r.type) > n for r in o.results):
                    return True
                if o not in seen:
                    seen.add(o)
                    stack.append(o)
        return False

    downstream: dict[ir.Operation, bool] = {}

    def after_reduction(op: ir.Operation) -> bool:
        """Whether ``op`` is, or reads (within the group), the result of a reduction."""
        if op not in downstream:
            downstream[op] = False  # cut cycles through fusion block arguments
            deps = [p for p in (producer(v) for v in op.operands) if p is not None]
            real = op_kind(op.name) == OpKind.REDUCTION and not trivial_reduce(op)
            downstream[op] = real or any(after_reduction(p) for p in deps)
        return downstream[op]

    if result_types is None:
        result_types = [
            r.type
            for op in top
            for r in op.results
            if any(u.owner.operation not in top for u in r.uses)
        ]

    @functools.cache
    def folded_transpose(dot: ir.Operation) -> list[ir.Operation]:
        """The transpose that alone reads ``dot``'s result, if any (a list of it): XLA
        folds it into the dot (swapping its operands), so the library writes the
        transposed product."""
        after = reading(dot.results[0])
        return after if len(after) == 1 and after[0].name == "stablehlo.transpose" else []

    def contracts_major(dot: ir.Operation) -> bool:
        """Whether the operand that is the library's left one (the right one where a
        transpose is folded in: ``folded_transpose``) contracts dimensions other than its
        most minor ones (jax 0.10.2's XLA:CPU runs such a dot outside its library)."""
        d = dot_dimension_numbers(dot)
        if d is None:
            return True
        swapped = bool(folded_transpose(dot))
        lhs = static_tensor(dot.operands[1 if swapped else 0].type)
        contracting = d.rhs_contracting_dimensions if swapped else d.lhs_contracting_dimensions
        if lhs is None:
            return True
        rank = len(lhs.shape)
        return sorted(contracting) != list(range(rank - len(contracting), rank))

    def dot_epilogue(dot: ir.Operation) -> bool:
        """Whether the group is a dot-epilogue: this f32 ``dot_general`` reads group
        operands only, every other member is an op a library kernel runs (a reduce adding
        or taking a max/min; f32, rank 1 to 4; ``library_op``), one of them a reduce, or
        else the dot a shallow one (``shallow_dot``) and the others at most
        ``LIBRARY_EPILOGUE_OPS`` cheap elementwise ops (no exponential, tanh or divide: not
        ``is_expensive``) of arrays of the dot's shape (no broadcast of an array, such as a
        bias, which the library writes out); and the group has one result. Without a
        reduction, a deep dot measured slower as one library kernel than alone and a loop
        fusion after it (1024x256 by 256x1024 plus a bias: 5.5 against 4.7 ms), and so did
        jraph's 76-deep edge MLP with its bias and swish, x * sigmoid(x), under a depth
        limit of 128 (2.4 against 2.1 ms for the program); with a reduction it measured
        level or faster, as in XLA's own library fusions."""
        if dot.name != "stablehlo.dot_general" or len(result_types) > 1 or not _is_f32(dot):
            return False
        if any(producer(v) is not None for v in dot.operands):
            return False
        folded = folded_transpose(dot)
        rest = [o for o in body if o is not dot and o not in folded]
        if not rest or not all(library_op(o) for o in rest):
            return False
        if any(o.name == "stablehlo.reduce" for o in rest):
            return True
        computing = [o for o in rest if op_kind(o.name) is OpKind.ELEMENTWISE]
        spread = [
            o
            for o in rest
            if o.name == "stablehlo.broadcast_in_dim" and num_elements(o.operands[0].type) > 1
        ]
        return (
            shallow_dot(dot)
            and len(computing) <= LIBRARY_EPILOGUE_OPS
            and not spread
            and not any(is_expensive(o.name) for o in rest)
        )

    @functools.cache
    def dot_chain() -> bool:
        """Whether the group is a dot-chain: two f32 ``dot_general`` ops, the first reading
        group operands only, the second the one result of the group, reading a value the
        group computes and a group operand; every other member an op a library kernel runs
        (``library_op``), one of them a reduce. An attention's scores, softmax and weighted
        values: one library kernel never writes the scores out (on jax 0.12.1's XLA:CPU,
        which forms such kernels itself: 0.28 ms against 0.39 + 0.11 for the two kernels
        of a 4-head, 256-token attention's score kernel and value dot)."""
        dots = [o for o in body if op_kind(o.name) is OpKind.CONTRACTION]
        if len(dots) != 2 or len(result_types) != 1:
            return False
        if not all(d.name == "stablehlo.dot_general" and _is_f32(d) for d in dots):
            return False
        inner = [[producer(v) is not None for v in d.operands] for d in dots]
        first, second = (0, 1) if not any(inner[0]) else (1, 0)
        if any(inner[first]) or sorted(inner[second]) != [False, True]:
            return False
        rest = [o for o in body if o not in dots]
        return all(library_op(o) for o in rest) and any(o.name == "stablehlo.reduce" for o in rest)

    @functools.cache
    def library_group() -> bool:
        """Whether a library kernel runs the whole group: one result, every op one it runs
        (a dot as a dot-epilogue's or a dot-chain's)."""
        return len(result_types) == 1 and (
            dot_chain()
            or all(
                library_op(o) or (op_kind(o.name) is OpKind.CONTRACTION and dot_epilogue(o))
                for o in body
            )
        )

    for op in body:
        name = op.name
        if featureless(name):
            continue  # adds no feature, whatever computes its operands
        kind = op_kind(name)
        short = name.split(".")[-1]
        if kind == OpKind.REDUCTION and trivial_reduce(op):
            kind, short = OpKind.INJECTIVE, "reshape"
        if short == "constant" and whole_loop and _half_float(op) and _splat_array(op):
            # XLA:CPU computes half floats through f32: the splat becomes a scalar converted
            # and broadcast in the group (found by fusion-fuzz: abs, add of a bf16 constant
            # and a divide in a whole loop's body aborted as a fusion-op, has_layout() f32[]).
            feats.add(Feature.BROADCAST_SCALAR_LOOP)
        if kind == OpKind.ELEMENTWISE and short != "select":
            feats.add(f"op:{name}")  # expanded before fusion (see featureless)
            continue
        producers = [producer(v) for v in op.operands]
        if kind == OpKind.REDUCTION and any(
            p is not None and after_reduction(p) for p in producers
        ):
            feats.add(Feature.REDUCE_CHAIN_LIBRARY if library_group() else Feature.REDUCE_CHAIN)
        computed = [d is not None and d.name != "stablehlo.constant" for d in producers]
        if kind == OpKind.REDUCTION:
            if short == "reduce" and len(op.results) > 1:
                feats.add(Feature.VARIADIC_REDUCE)
            if _cumulative_window(op):
                # Alone, XLA:CPU rewrites a cumulative window (jnp.cumsum) into a scan;
                # inside a group the probe measures what becomes of it.
                feats.add(Feature.REDUCE_WINDOW_SCAN)
            if short == "reduce_window" and _unit_window(op):
                # XLA's simplifier makes it a reshape, which needs a layout (found by
                # fusion-fuzz: a lone window of ones aborted as a fusion-op, f32[2,1]).
                kind, short = OpKind.INJECTIVE, "reshape"
                feats.add(Feature.RESHAPE_INNER)
                continue
            if short == "reduce_window" and not _cumulative_window(op):
                # Which windows XLA:CPU takes pre-layout depends on shapes the probe does not
                # cover: its simplifier makes a window of a whole dimension a reduce and a
                # reshape (found by fusion-fuzz: 2 to 1, has_layout() f32[1,1]), so every
                # window also counts as that reshape and takes the regroup route.
                feats.update((Feature.REDUCE_WINDOW, Feature.RESHAPE_INNER))
            n_in = len(op.operands) // 2 if short == "reduce" else len(op.operands)
            if _half_float(op):
                # XLA:CPU reduces bf16 and f16 through f32: the reduction reads a value
                # converted in the group (a bf16 sum read back by a subtract aborted as a
                # fusion-op, has_layout() f32[4,64,128], where the f32 probe compiles).
                computed = [True] * len(computed)
            if major_reduce(op) and library_group():
                feats.add(Feature.REDUCE_MAJOR_LIBRARY)  # a library kernel, read back or not
                continue
            if short == "reduce" and read_back(op):
                # Read back at a larger shape: where a backend cannot compute it once per
                # kernel, it recomputes it per element read (its own probe).
                feats.add(Feature.REDUCE_READ_BACK)
            # A column reduction read back inside the group: features of their own.
            major = "-major" if spans_reduce(op) and read_back(op) else ""
            if not major and (major_reduce(op) or (spans_reduce(op) and len(result_types) > 1)):
                # Of a group operand too: a column walk. So is a sum over N, H and W of NCHW
                # among several results: the two sums of an NCHW batch norm's statistics
                # (16x32x64x64) in one loop fusion ran 4x the time of each alone.
                feats.add(Feature.REDUCE_MAJOR_LOOP)
            for v, c in zip(list(op.operands)[:n_in], computed[:n_in], strict=True):
                if not c:
                    feats.add(Feature("reduce" + major))
                else:
                    feats.add(
                        Feature(("reduce-shared" if readers(v) > 1 else "reduce-inner") + major)
                    )
        elif kind == OpKind.CONTRACTION:
            feats.add(
                (Feature.DOT_EPILOGUE_MAJOR if contracts_major(op) else Feature.DOT_EPILOGUE)
                if dot_epilogue(op)
                else Feature.DOT_CHAIN
                if dot_chain()
                else Feature.DOT
            )
        elif kind == OpKind.BROADCAST:
            # Only adds unit dimensions: XLA's simplifier makes it a reshape, which needs a
            # layout (seen as fusion-ops aborting: reduce -> broadcast 8 -> 8x1, and a ui32
            # scalar operand -> 1 read by a not: non-f32 values are computed, as below).
            # Of a group operand too where other members compute on the reshape at its
            # shape (found by fusion-fuzz: 32 -> 1x32x1x1 or 2x2 -> 2x1x2x1 read by an abs,
            # has_layout() f32[2,1,2,1]), unless every such chain ends in a broadcast,
            # through which XLA moves the reshape (a batch norm's mean: sum, divide,
            # broadcast).
            unit = num_elements(op.results[0].type) == num_elements(op.operands[0].type)
            if any(computed):
                feats.add(Feature.BROADCAST)
                # Of a scalar, in a loop run whole: jax 0.10.2's XLA:CPU aborted on it as a
                # fusion-op below 64K elements (has_layout() f32[]; ``x + i.astype(float)``
                # in a fori_loop), though not outside such loops nor at the probes' size.
                scalar = (t := static_tensor(op.operands[0].type)) is not None and not t.rank
                if scalar and whole_loop:
                    feats.add(Feature.BROADCAST_SCALAR_LOOP)
            if unit and (any(computed) or not _is_f32(op) or stays_reshaped(op)):
                feats.add(Feature.RESHAPE_INNER)
        elif kind == OpKind.INJECTIVE:
            # The probes use f32. For other element types XLA:CPU inserts converts (bf16 and
            # f16 compute through f32) and layout-reading ops then read values made in the
            # group: seen aborting as fusion-ops (a bf16 concatenate of operands, a ui32
            # reshape as the root), so they count as reading inner values.
            if not _is_f32(op):
                computed = [True] * len(computed)
            if short == "transpose":
                feats.add(Feature.TRANSPOSE_INNER if computed[0] else Feature.TRANSPOSE_ARG)
            elif short == "concatenate":
                # A concatenate of operands read by a negate aborted XLA:CPU pre-layout at
                # f32[4] although the 128x1024 probe compiles (found by fusion-fuzz): the
                # rule depends on shapes the probe does not cover, so every concatenate
                # takes the regroup route.
                feats.add(Feature.CONCATENATE_INNER)
            elif short in ("dynamic_slice", "dynamic_update_slice"):
                # Pre-layout, an offset computed in the group aborted XLA:CPU (found by
                # fusion-fuzz: has_layout() s32[] for a negated offset): its own probe.
                # At offsets from outside the group it reads like a slice.
                # An update computed in the group is its own probe too: pre-layout XLA:CPU
                # aborted on one (has_layout() f32[1,1024], a row written into a buffer)
                # once sibling fusion no longer merged updates (``passes._multi._alone``).
                first = 1 if short == "dynamic_slice" else 2
                dynamic = Feature.DYNAMIC_SLICE if first == 1 else Feature.DYNAMIC_UPDATE_SLICE
                if any(computed[first:]):
                    feats.add(dynamic)
                elif first == 2 and computed[1]:
                    feats.add(Feature.UPDATE_INNER)
                else:
                    feats.add(Feature.SLICE)
            elif short == "gather":
                # Its own probe: pre-layout, XLA:CPU's emitter takes only gathers its
                # simplifier has rewritten (a row gather as jax writes x[i] aborts), and
                # of a computed value the loop emitter computes each gathered element
                # where it is read.
                feats.add(Feature.GATHER)
            elif short == "reshape":
                # Also as the group's root: reshape(broadcast(scalar)) aborted XLA:CPU as a
                # fusion-op (found by fusion-fuzz), though the root case once compiled; and
                # of an operand into unit dimensions (2x4x4 to 32x1x1, read by a divide)
                # or out of them (1x2x2 to 2x2, read by a multiply; found by fusion-fuzz,
                # seed 6262: has_layout() f32[2,2]).
                shapes = (
                    ir.RankedTensorType(v.type).shape for v in (op.operands[0], op.results[0])
                )
                if computed[0] or any(1 in s for s in shapes):
                    feats.add(Feature.RESHAPE_INNER)
            else:
                feats.add(Feature.SLICE)
        elif (
            kind == OpKind.ELEMENTWISE
            and short == "select"
            and (nots := negations(op.operands[0])) is not None
            and (
                producers[1] is not None
                or (nots % 2 == 1 and producers[2] is not None)
                or not _is_f32(op)
            )
        ):
            # Seen aborting XLA:CPU as a fusion-op (has_layout()): a select whose predicate is
            # a group operand and whose on-true value is computed in the group, or is a bf16
            # operand (XLA:CPU converts bf16 through f32, so the value is computed after all),
            # or is a constant in the group (found by fusion-fuzz: select(p, dense<0.5>, x)
            # aborted at every shape tried; select(p, x, dense<0.5>) compiled). Its own probe
            # says which route takes it. A predicate that is nots of a group operand is one
            # too: XLA's simplifier folds not(not(p)) to p and select(not(p), a, b) to
            # select(p, b, a) (found by fusion-fuzz: select(not(not(p)), not(p), q) aborted,
            # has_layout() pred[2]).
            feats.add(Feature.SELECT_OPERAND_PREDICATE)
        elif kind == OpKind.CONSTANT and short == "iota":
            feats.add(Feature.IOTA_SELECT)
            # The probe's iota is i32 without unit dimensions. A ui32 iota of 1x8 aborted
            # XLA:CPU as a fusion-op (has_layout() u32[8]: it became an iota of 8 and a
            # reshape), so one of another type with a unit dimension counts as a reshape.
            t = ir.RankedTensorType(op.results[0].type)
            if 1 in t.shape and str(t.element_type) != "i32":
                feats.add(Feature.RESHAPE_INNER)
            if t.rank == 1:
                # Found by fusion-fuzz: jax 0.12.1's XLA:CPU aborted on ``iota + x`` of
                # vectors as a fusion-op (has_layout() s32[2]; ``jnp.arange(n) + x``), not
                # on the probe's matrices. Its own probe says which route takes it.
                feats.add(Feature.IOTA_VECTOR)
        elif kind in (OpKind.OPAQUE, OpKind.CONTROL_FLOW) or short in _EXPANDED_BEFORE_FUSION:
            feats.add(f"op:{name}")
    if len(result_types) > 1:
        feats.add(Feature.MULTI_RESULT)
        if len({str(t) for t in result_types}) > 1:
            feats.add(Feature.MULTI_SHAPE_RESULT)
    return feats
