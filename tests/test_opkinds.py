"""Tests for the op-kind table (fusion_mlir.analysis.opkinds)."""

from __future__ import annotations

import inspect
from types import ModuleType

import pytest
from jaxlib.mlir.dialects import chlo, func, mhlo, stablehlo

from fusion_mlir import _jax_private as P
from fusion_mlir.analysis.opkinds import (
    EXPENSIVE_ELEMENTWISE,
    OP_KINDS,
    OpKind,
    has_side_effects,
    is_expensive,
    op_kind,
)

EXTRA_OPS = (
    "func.call",
    "func.return",
    "func.func",
    "mhlo.fusion",
    "mhlo.return",
    "stablehlo.return",
)


def _op_names(module: ModuleType) -> set[str]:
    """Every op name of a jaxlib Python dialect module (classes with OPERATION_NAME)."""
    return {
        cls.OPERATION_NAME
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if isinstance(getattr(cls, "OPERATION_NAME", None), str)
    }


@pytest.mark.parametrize("module", [stablehlo, chlo, mhlo], ids=lambda m: m.__name__)
def test_every_binding_op_has_a_kind(module: ModuleType) -> None:
    names = _op_names(module)
    assert len(names) > 40, f"enumeration of {module.__name__} looks broken: {len(names)} ops"
    missing = sorted(names - OP_KINDS.keys())
    assert not missing, f"{len(missing)} ops of {module.__name__} not in OP_KINDS: {missing}"


def test_extra_ops_have_a_kind() -> None:
    missing = [name for name in EXTRA_OPS if name not in OP_KINDS]
    assert not missing


def test_table_has_only_real_ops() -> None:
    """The table may name an op this jaxlib lacks only if a later release added it or an
    earlier one removed it."""
    known = set().union(*(_op_names(m) for m in (stablehlo, chlo, mhlo, func)))
    stale = sorted(OP_KINDS.keys() - known - P.OPS_ADDED.keys() - P.OPS_REMOVED.keys())
    assert not stale, f"OP_KINDS names ops the bindings do not have: {stale}"


def test_ops_added_and_removed_match_this_jaxlib() -> None:
    """Each op in the version tables exists exactly from the release that added it on, and
    until the release that removed it."""
    known = set().union(*(_op_names(m) for m in (stablehlo, chlo, mhlo)))
    release = P.jaxlib_release()
    wrong = {
        name: since for name, since in P.OPS_ADDED.items() if (name in known) != (release >= since)
    }
    wrong |= {
        name: until for name, until in P.OPS_REMOVED.items() if (name in known) != (release < until)
    }
    assert not wrong, f"jaxlib {P.jaxlib_version()}: OPS_ADDED/OPS_REMOVED wrong for {wrong}"
    assert P.OPS_ADDED.keys() <= OP_KINDS.keys()
    assert P.OPS_REMOVED.keys() <= OP_KINDS.keys()


def test_every_kind_is_an_opkind() -> None:
    assert all(isinstance(kind, OpKind) for kind in OP_KINDS.values())
    assert {kind for kind in OP_KINDS.values()} == set(OpKind)


def test_unknown_ops_are_opaque() -> None:
    assert op_kind("mydialect.frobnicate") is OpKind.OPAQUE
    assert op_kind("stablehlo.no_such_op") is OpKind.OPAQUE
    assert op_kind("") is OpKind.OPAQUE
    assert is_expensive("mydialect.frobnicate")
    assert has_side_effects("mydialect.frobnicate")


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("stablehlo.add", OpKind.ELEMENTWISE),
        ("stablehlo.select", OpKind.ELEMENTWISE),
        ("stablehlo.convert", OpKind.ELEMENTWISE),
        ("mhlo.erf", OpKind.ELEMENTWISE),
        ("chlo.erf_inv", OpKind.ELEMENTWISE),
        ("chlo.broadcast_add", OpKind.ELEMENTWISE),
        ("stablehlo.broadcast_in_dim", OpKind.BROADCAST),
        ("stablehlo.reshape", OpKind.INJECTIVE),
        ("stablehlo.transpose", OpKind.INJECTIVE),
        ("stablehlo.concatenate", OpKind.INJECTIVE),
        ("stablehlo.gather", OpKind.INJECTIVE),
        ("stablehlo.reduce", OpKind.REDUCTION),
        ("stablehlo.reduce_window", OpKind.REDUCTION),
        ("stablehlo.dot_general", OpKind.CONTRACTION),
        ("stablehlo.convolution", OpKind.CONTRACTION),
        ("chlo.ragged_dot", OpKind.CONTRACTION),
        ("stablehlo.while", OpKind.CONTROL_FLOW),
        ("stablehlo.case", OpKind.CONTROL_FLOW),
        ("func.call", OpKind.CONTROL_FLOW),
        ("stablehlo.return", OpKind.CONTROL_FLOW),
        ("mhlo.return", OpKind.CONTROL_FLOW),
        ("func.return", OpKind.CONTROL_FLOW),
        ("mhlo.fusion", OpKind.CONTROL_FLOW),
        ("stablehlo.custom_call", OpKind.OPAQUE),
        ("stablehlo.rng_bit_generator", OpKind.OPAQUE),
        ("stablehlo.all_reduce", OpKind.OPAQUE),
        ("stablehlo.collective_reduce", OpKind.OPAQUE),
        ("mhlo.exp2", OpKind.ELEMENTWISE),
        ("stablehlo.sort", OpKind.OPAQUE),
        ("stablehlo.scatter", OpKind.OPAQUE),
        ("stablehlo.constant", OpKind.CONSTANT),
        ("stablehlo.iota", OpKind.CONSTANT),
    ],
)
def test_spot_checks(name: str, kind: OpKind) -> None:
    assert op_kind(name) is kind
    assert OP_KINDS[name] is kind


def test_stablehlo_and_mhlo_agree() -> None:
    for name, kind in OP_KINDS.items():
        if name.startswith("stablehlo."):
            twin = "mhlo." + name.removeprefix("stablehlo.")
            if twin in OP_KINDS:
                assert OP_KINDS[twin] is kind, name


def test_is_expensive() -> None:
    for name in (
        "stablehlo.exponential",
        "stablehlo.log",
        "stablehlo.tanh",
        "stablehlo.divide",
        "stablehlo.power",
        "stablehlo.sqrt",
        "stablehlo.rsqrt",
        "stablehlo.sine",
        "chlo.erf",
        "chlo.lgamma",
        "mhlo.exp2",
        "mhlo.log2",
        "stablehlo.dot_general",
        "stablehlo.reduce",
        "stablehlo.gather",
        "stablehlo.custom_call",
        "stablehlo.while",
    ):
        assert is_expensive(name), name
    for name in (
        "stablehlo.add",
        "stablehlo.multiply",
        "stablehlo.select",
        "stablehlo.compare",
        "stablehlo.convert",
        "stablehlo.broadcast_in_dim",
        "stablehlo.reshape",
        "stablehlo.transpose",
        "stablehlo.slice",
        "stablehlo.constant",
        "stablehlo.iota",
        "stablehlo.return",
    ):
        assert not is_expensive(name), name
    assert OP_KINDS.keys() >= EXPENSIVE_ELEMENTWISE
    assert all(op_kind(name) is OpKind.ELEMENTWISE for name in EXPENSIVE_ELEMENTWISE)


def test_has_side_effects() -> None:
    for name in (
        "stablehlo.custom_call",
        "stablehlo.rng",
        "stablehlo.infeed",
        "stablehlo.outfeed",
        "stablehlo.send",
        "stablehlo.recv",
        "stablehlo.all_reduce",
        "stablehlo.all_gather",
        "stablehlo.collective_permute",
        "stablehlo.collective_reduce",
        "stablehlo.optimization_barrier",
        "mhlo.custom_call",
    ):
        assert has_side_effects(name), name
    for name in (
        "stablehlo.add",
        "stablehlo.exponential",
        "stablehlo.reduce",
        "stablehlo.dot_general",
        "stablehlo.constant",
        "stablehlo.rng_bit_generator",
        "stablehlo.sort",
        "stablehlo.return",
    ):
        assert not has_side_effects(name), name
    side_effecting = [name for name in OP_KINDS if has_side_effects(name)]
    assert all(op_kind(name) is OpKind.OPAQUE for name in side_effecting)
