"""The op-kind table: what kind of computation each MLIR op is, for the fusion passes.

The rule: every op has exactly one kind, and an op the table does not know is OPAQUE.
Fusion passes may group an op only through what its kind allows, so an unknown op is
always a group boundary, never a silent mistake.

The kinds follow TVM's operator pattern kinds and XLA's elemental/expensive split:

- ELEMENTWISE: each output element depends only on the operand elements at the same index
  (``add``, ``exp``, ``compare``, ``select``, ``convert``, ``bitcast_convert``, ``map``...).
  ``chlo.broadcast_*`` ops and ``batch_norm_inference`` are elementwise with implicit
  broadcasting of some operands: a pass that needs equal operand shapes must check them.
- BROADCAST: ``broadcast``, ``broadcast_in_dim``, ``dynamic_broadcast_in_dim``: each output
  element reads one input element, an input element may be read many times.
- INJECTIVE: data movement, each output element is a copy of one input element (or padding):
  reshape, transpose, slice, dynamic_slice, concatenate, pad, gather, reverse,
  dynamic_update_slice, torch_index_select, ``mhlo.bitcast``. No arithmetic.
- REDUCTION: ``reduce``, ``reduce_window``, batch-norm training/grad (they reduce over the
  batch), ``unary_einsum`` (it may sum out a dimension).
- CONTRACTION: ``dot``, ``dot_general``, ``convolution``, ``dynamic_conv``, ``einsum``,
  ``ragged_dot``.
- CONTROL_FLOW: ops that own regions run as code rather than per element (``while``, ``if``,
  ``case``, ``scan``, ``composite``, ``mhlo.fusion``), function ops (``func.func``,
  ``func.call``, ``func.call_indirect``), and every terminator (``stablehlo.return``,
  ``mhlo.return``, ``func.return``): a terminator is part of its parent's control flow and
  is never grouped by itself.
- OPAQUE: everything a pass must not look into or fuse: ``custom_call``, ``rng``,
  ``rng_bit_generator``, collectives, infeed/outfeed, send/recv, async ops, tokens,
  ``optimization_barrier``, ``sort``/``top_k``, ``scatter``/``select_and_scatter``, ``fft``,
  ``cholesky``/``triangular_solve`` (library kernels), tuples, dynamic-shape queries, and
  every unknown op. OPAQUE does not imply side effects: see :func:`has_side_effects`.
- CONSTANT: value generators without operands or with shape-only operands: ``constant``,
  ``iota``, ``dynamic_iota``, ``chlo.constant``, ``chlo.constant_like``, ``func.constant``.
  ``iota`` is CONSTANT, not INJECTIVE: it reads no data, so it is free to duplicate.

The table covers every op class of jaxlib's ``stablehlo``, ``chlo`` and ``mhlo`` Python
dialect modules and the ``func`` dialect, in every supported jaxlib: an op a newer release
added is in the table on older ones too, where it simply never occurs, and so is one a newer
release removed (tests/test_opkinds.py checks both directions against
``_jax_private.OPS_ADDED`` and ``OPS_REMOVED``).
"""

from __future__ import annotations

import enum

from jaxlib.mlir import ir


class OpKind(enum.StrEnum):
    """The kind of computation an op performs, from the fusion passes' point of view."""

    ELEMENTWISE = "elementwise"
    BROADCAST = "broadcast"
    INJECTIVE = "injective"
    REDUCTION = "reduction"
    CONTRACTION = "contraction"
    CONTROL_FLOW = "control_flow"
    OPAQUE = "opaque"
    CONSTANT = "constant"


_E = OpKind.ELEMENTWISE
_B = OpKind.BROADCAST
_I = OpKind.INJECTIVE
_R = OpKind.REDUCTION
_C = OpKind.CONTRACTION
_F = OpKind.CONTROL_FLOW
_O = OpKind.OPAQUE
_K = OpKind.CONSTANT

# Ops that exist under the same name in both ``stablehlo`` and ``mhlo`` (name after the dot).
_HLO_COMMON: dict[str, OpKind] = {
    # Elementwise arithmetic, logic, comparisons and conversions.
    "abs": _E,
    "add": _E,
    "and": _E,
    "atan2": _E,
    "bitcast_convert": _E,  # a width change adds/drops a minor dimension; still pointwise
    "cbrt": _E,
    "ceil": _E,
    "clamp": _E,
    "compare": _E,
    "complex": _E,
    "convert": _E,
    "cosine": _E,
    "count_leading_zeros": _E,
    "divide": _E,
    "exp2": _E,  # mhlo: jaxlib 0.12+; stablehlo: 0.12.1+
    "exponential": _E,
    "exponential_minus_one": _E,
    "floor": _E,
    "imag": _E,
    "is_finite": _E,
    "fma": _E,  # jaxlib 0.12.1+: a * b + c, one rounding
    "log": _E,
    "log2": _E,  # mhlo: jaxlib 0.12+; stablehlo: 0.12.1+
    "log_plus_one": _E,
    "logistic": _E,
    "map": _E,  # applies its region per element
    "maximum": _E,
    "minimum": _E,
    "multiply": _E,
    "negate": _E,
    "not": _E,
    "or": _E,
    "popcnt": _E,
    "power": _E,
    "real": _E,
    "reduce_precision": _E,
    "remainder": _E,
    "round_nearest_afz": _E,
    "round_nearest_even": _E,
    "rsqrt": _E,
    "select": _E,
    "shift_left": _E,
    "shift_right_arithmetic": _E,
    "shift_right_logical": _E,
    "sign": _E,
    "sine": _E,
    "sqrt": _E,
    "subtract": _E,
    "tan": _E,
    "tanh": _E,
    "xor": _E,
    "uniform_quantize": _E,
    "uniform_dequantize": _E,
    "batch_norm_inference": _E,  # scale/offset/mean/variance broadcast along the features
    # Broadcasts.
    "broadcast": _B,
    "broadcast_in_dim": _B,
    "dynamic_broadcast_in_dim": _B,
    # Data movement.
    "concatenate": _I,
    "dynamic_gather": _I,
    "dynamic_pad": _I,
    "dynamic_reshape": _I,
    "dynamic_slice": _I,
    "dynamic_update_slice": _I,
    "gather": _I,
    "pad": _I,
    "real_dynamic_slice": _I,
    "reshape": _I,
    "reverse": _I,
    "slice": _I,
    "torch_index_select": _I,
    "transpose": _I,
    # Reductions.
    "reduce": _R,
    "reduce_window": _R,
    "batch_norm_training": _R,
    "batch_norm_grad": _R,
    # Contractions.
    "convolution": _C,
    "dot": _C,
    "dot_general": _C,
    "dynamic_conv": _C,
    "einsum": _C,
    # Control flow and terminators.
    "case": _F,
    "composite": _F,  # a call to its decomposition function
    "if": _F,
    "return": _F,
    "while": _F,
    # Generators.
    "constant": _K,
    "iota": _K,
    "dynamic_iota": _K,
    # Opaque: side effects, communication, library kernels, tuples/tokens, dynamic shapes.
    "after_all": _O,
    "all_gather": _O,
    "all_reduce": _O,
    "all_to_all": _O,
    "async_done": _O,
    "async_start": _O,
    "cholesky": _O,
    "collective_broadcast": _O,
    "collective_permute": _O,
    "collective_reduce": _O,  # jaxlib 0.11+
    "create_token": _O,
    "cross-replica-sum": _O,
    "custom_call": _O,
    "fft": _O,
    "get_dimension_size": _O,
    "get_tuple_element": _O,
    "infeed": _O,
    "optimization_barrier": _O,
    "outfeed": _O,
    "partition_id": _O,
    "recv": _O,
    "reduce_scatter": _O,
    "replica_id": _O,
    "rng": _O,
    "rng_bit_generator": _O,
    "scatter": _O,
    "select_and_scatter": _O,
    "send": _O,
    "set_dimension_size": _O,
    "sort": _O,
    "triangular_solve": _O,
    "tuple": _O,
}

_STABLEHLO_ONLY: dict[str, OpKind] = {
    "unary_einsum": _R,  # "ab->a" sums; may also be a pure transpose, REDUCTION is the bound
}

_MHLO_ONLY: dict[str, OpKind] = {
    "acos": _E,
    "acosh": _E,
    "asin": _E,
    "asinh": _E,
    "atanh": _E,
    "copy": _E,
    "cosh": _E,
    "erf": _E,
    "mulhi": _E,
    "sinh": _E,
    "stochastic_convert": _E,  # random bits are an operand; pointwise
    "bitcast": _I,  # layout-level reinterpretation, like reshape
    "ragged_dot": _C,
    "fusion": _F,  # a fused group: the project's own group representation
    "scan": _F,
    "add_dependency": _O,
    "async_update": _O,
    "domain": _O,
    "minimum_broadcast_shapes": _O,
    "topk": _O,
    "trace": _O,
    "xla.rng_get_and_update_state": _O,
}

_CHLO: dict[str, OpKind] = {
    "_asin_acos_kernel": _E,
    "acos": _E,
    "acosh": _E,
    "asin": _E,
    "asinh": _E,
    "atan": _E,
    "atanh": _E,
    "bessel_i1e": _E,
    "conj": _E,
    "cosh": _E,
    "digamma": _E,
    "erf": _E,
    "erf_inv": _E,
    "erfc": _E,
    "is_inf": _E,
    "is_neg_inf": _E,
    "is_pos_inf": _E,
    "lgamma": _E,
    "mulhi": _E,
    "next_after": _E,
    "polygamma": _E,
    "sinh": _E,
    "square": _E,
    "tan": _E,
    "zeta": _E,
    # Binary ops with implicit (numpy-style) broadcasting: elementwise, see module docstring.
    "broadcast_add": _E,
    "broadcast_and": _E,
    "broadcast_atan2": _E,
    "broadcast_compare": _E,
    "broadcast_complex": _E,
    "broadcast_divide": _E,
    "broadcast_maximum": _E,
    "broadcast_minimum": _E,
    "broadcast_multiply": _E,
    "broadcast_next_after": _E,
    "broadcast_or": _E,
    "broadcast_polygamma": _E,
    "broadcast_power": _E,
    "broadcast_remainder": _E,
    "broadcast_select": _E,
    "broadcast_shift_left": _E,
    "broadcast_shift_right_arithmetic": _E,
    "broadcast_shift_right_logical": _E,
    "broadcast_subtract": _E,
    "broadcast_xor": _E,
    "broadcast_zeta": _E,
    "ragged_dot": _C,
    "scan": _F,
    "constant": _K,
    "constant_like": _K,
    "top_k": _O,
}

_FUNC: dict[str, OpKind] = {
    "call": _F,
    "call_indirect": _F,
    "func": _F,
    "return": _F,
    "constant": _K,  # a reference to a function symbol
}


def _prefixed(prefix: str, table: dict[str, OpKind]) -> dict[str, OpKind]:
    return {f"{prefix}.{name}": kind for name, kind in table.items()}


OP_KINDS: dict[str, OpKind] = {
    **_prefixed("stablehlo", _HLO_COMMON),
    **_prefixed("stablehlo", _STABLEHLO_ONLY),
    **_prefixed("mhlo", _HLO_COMMON),
    **_prefixed("mhlo", _MHLO_ONLY),
    **_prefixed("chlo", _CHLO),
    **_prefixed("func", _FUNC),
}
"""Every known op, by full name (``"stablehlo.add"``), with its one kind."""


def op_kind(name: str) -> OpKind:
    """The kind of the op called ``name`` (e.g. ``"stablehlo.add"``); unknown ops are OPAQUE."""
    return OP_KINDS.get(name, OpKind.OPAQUE)


# Elementwise ops whose per-element cost is far above an add (transcendentals, division),
# after XLA's InstructionFusion::IsExpensive. Unlike XLA, sin/cos/tan count as expensive
# for real types too, and integer division by a constant is not special-cased (the table
# is by name only).
_EXPENSIVE_ELEMENTWISE_SUFFIXES = frozenset(
    {
        "atan2",
        "cbrt",
        "cosine",
        "divide",
        "exponential",
        "exponential_minus_one",
        "exp2",
        "log",
        "log2",
        "log_plus_one",
        "logistic",
        "power",
        "remainder",
        "rsqrt",
        "sine",
        "sqrt",
        "tan",
        "tanh",
        "map",  # runs an arbitrary region per element
        # mhlo / chlo special functions
        "acos",
        "acosh",
        "asin",
        "asinh",
        "atan",
        "atanh",
        "cosh",
        "sinh",
        "erf",
        "erf_inv",
        "erfc",
        "lgamma",
        "digamma",
        "polygamma",
        "zeta",
        "bessel_i1e",
        "_asin_acos_kernel",
        "next_after",
        "broadcast_atan2",
        "broadcast_divide",
        "broadcast_power",
        "broadcast_remainder",
        "broadcast_polygamma",
        "broadcast_zeta",
        "broadcast_next_after",
    }
)

EXPENSIVE_ELEMENTWISE: frozenset[str] = frozenset(
    name
    for name, kind in OP_KINDS.items()
    if kind is OpKind.ELEMENTWISE and name.split(".", 1)[1] in _EXPENSIVE_ELEMENTWISE_SUFFIXES
)
"""Elementwise ops that are expensive per element (subset of OP_KINDS)."""

# Non-elementwise ops that XLA calls expensive although their kind is cheap.
_EXPENSIVE_OTHER_SUFFIXES = frozenset({"gather", "dynamic_gather", "torch_index_select"})

_CHEAP_KINDS = frozenset({OpKind.ELEMENTWISE, OpKind.BROADCAST, OpKind.INJECTIVE, OpKind.CONSTANT})


def is_expensive(name: str) -> bool:
    """Whether duplicating the op ``name`` into several consumers would cost real work.

    After XLA's ``InstructionFusion::IsExpensive``: true for transcendental and dividing
    elementwise ops (:data:`EXPENSIVE_ELEMENTWISE`), for gathers, and for every reduction,
    contraction, control-flow and opaque op (including unknown ops); false for the other
    elementwise, broadcast, data-movement and constant ops. Terminators are not expensive.
    """
    if name in EXPENSIVE_ELEMENTWISE:
        return True
    if name.endswith(".return"):
        return False
    kind = op_kind(name)
    if kind in _CHEAP_KINDS:
        return name.split(".", 1)[-1] in _EXPENSIVE_OTHER_SUFFIXES
    return True


_SIDE_EFFECT_SUFFIXES = frozenset(
    {
        "custom_call",  # conservatively: the target is unknown
        "rng",  # implicit generator state
        "xla.rng_get_and_update_state",
        "infeed",
        "outfeed",
        "send",
        "recv",
        "all_gather",
        "all_reduce",
        "all_to_all",
        "reduce_scatter",
        "collective_broadcast",
        "collective_permute",
        "collective_reduce",
        "cross-replica-sum",
        "async_start",
        "async_update",
        "async_done",
        "optimization_barrier",
        "trace",
        "domain",
    }
)

_SIDE_EFFECT_OPS: frozenset[str] = frozenset(
    name for name in OP_KINDS if name.split(".", 1)[1] in _SIDE_EFFECT_SUFFIXES
)


def has_side_effects(name: str) -> bool:
    """Whether the op ``name`` must not be duplicated, reordered across others or removed.

    True for ``custom_call`` (conservatively, whatever its ``has_side_effect`` attribute),
    ``rng`` (implicit state), infeed/outfeed, send/recv, collectives, async ops,
    ``optimization_barrier`` (it exists to block motion) and unknown ops. False for
    ``rng_bit_generator`` (its state is an explicit operand and result), for token
    plumbing (``after_all``, ``create_token``, ``add_dependency``: ordering is carried by
    SSA), and for region ops and calls by name: a ``while``/``case``/``func.call`` has side
    effects exactly when its body or callee does, which a name cannot tell.
    """
    if name not in OP_KINDS:
        return True
    return name in _SIDE_EFFECT_OPS


# A constant is cheap to repeat (in a consumer's group, in a loop body) if it is a splat or
# holds at most this many elements.
SMALL_CONSTANT_ELEMENTS = 64


def dense_value(op: ir.Operation) -> ir.DenseElementsAttr | None:
    """The dense ``value`` of a constant op, or None (another op, another kind of value)."""
    if not op.name.endswith(".constant") or "value" not in op.attributes:
        return None
    attr = op.attributes["value"]
    return attr if isinstance(attr, ir.DenseElementsAttr) else None


def small_constant(op: ir.Operation) -> bool:
    """Whether ``op`` is a constant that costs nothing to repeat: a splat, or one of at most
    ``SMALL_CONSTANT_ELEMENTS`` elements."""
    dense = dense_value(op)
    return dense is not None and (dense.is_splat or len(dense) <= SMALL_CONSTANT_ELEMENTS)
