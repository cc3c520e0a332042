"""The probed capability table and the features a group is checked for."""

from __future__ import annotations

import pytest
from jaxlib.mlir import ir

from fusion_mlir import io
from fusion_mlir.capabilities import PROBES, ROUTES, Capabilities, group_features, load_capabilities


@pytest.fixture(scope="module")
def cpu() -> Capabilities:
    return load_capabilities("cpu")


def test_table_covers_every_probe_and_route(cpu: Capabilities) -> None:
    assert set(cpu.table) == set(PROBES)
    for feature, verdicts in cpu.table.items():
        assert set(verdicts) == set(ROUTES), feature


def test_table_agrees_with_design_notes(cpu: Capabilities) -> None:
    # DESIGN.md §3: elementwise, broadcasts and reductions compile pre-layout; multi-result
    # groups and transposes/concatenates of inner values abort pre-layout but regroup fine.
    for feature in ("elementwise", "broadcast", "reduce", "slice", "iota-select"):
        assert cpu.allows(feature, "fusion-op"), (feature, cpu.table[feature])
    for feature in ("multi-result", "transpose-inner", "concatenate-inner"):
        assert cpu.table[feature]["fusion-op"].startswith("aborts"), cpu.table[feature]
        assert cpu.allows(feature, "regroup"), (feature, cpu.table[feature])
    # Compiles is not profitable: a dot inside a loop fusion is refused.
    assert not any(cpu.allows("dot", r) for r in ROUTES)


def test_check_picks_first_route_or_names_the_reason(cpu: Capabilities) -> None:
    assert cpu.check({"elementwise", "reduce"}).route == "fusion-op"
    assert cpu.check({"elementwise", "multi-result"}).route == "regroup"
    verdict = cpu.check({"elementwise", "dot"})
    assert not verdict.ok and "dot_general" in verdict.reason


def test_table_text_lists_features(cpu: Capabilities) -> None:
    text = cpu.table_text()
    assert "multi-result" in text and "regroup" in text and "why not:" in text


SOFTMAX_BODY = """func.func @main(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<4x8xf32>
  %e = stablehlo.exponential %d : tensor<4x8xf32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %u = stablehlo.transpose %t, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  return %u, %s : tensor<4x8xf32>, tensor<4xf32>
}"""


def _ops(module: ir.Module) -> list[ir.Operation]:
    return [o.operation for o in io.main_function(module).regions[0].blocks[0].operations][:-1]


def test_group_features(ctx: ir.Context) -> None:
    m = io.parse_module(SOFTMAX_BODY, "s.mlir", ctx)
    ops = _ops(m)
    with ctx:
        assert group_features(ops[2:3]) == {"elementwise", "reduce"}  # max of an operand
        feats = group_features(ops)
    assert {"reduce", "reduce-shared", "reduce-chain", "transpose-inner", "multi-result"} <= feats
    assert "transpose-arg" not in feats


SELECTS = """func.func @main(%p: tensor<2x1xi1>, %x: tensor<2x1xf32>) -> (tensor<2x1xf32>, tensor<2x1xf32>) {
  %c = stablehlo.constant dense<0.5> : tensor<2x1xf32>
  %t = stablehlo.select %p, %c, %x : tensor<2x1xi1>, tensor<2x1xf32>
  %f = stablehlo.select %p, %x, %c : tensor<2x1xi1>, tensor<2x1xf32>
  return %t, %f : tensor<2x1xf32>, tensor<2x1xf32>
}"""


def test_select_of_an_operand_predicate_counts_a_constant_on_the_true_side(
    ctx: ir.Context,
) -> None:
    """select(p, constant, x) with p a group operand aborted XLA:CPU pre-layout (found by
    fusion-fuzz): the constant counts as computed in the group; on the false side it does
    not (that compiled)."""
    m = io.parse_module(SELECTS, "s.mlir", ctx)  # kept alive: ops point into it
    ops = _ops(m)
    with ctx:
        assert "select-operand-predicate" in group_features([ops[0], ops[1]])
        assert "select-operand-predicate" not in group_features([ops[0], ops[2]])
        assert "select-operand-predicate" not in group_features([ops[1]])  # x an operand
