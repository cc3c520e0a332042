"""``lowering.collapse_rows``: a kept group's long reduction of short minor rows runs over one
collapsed dimension, which XLA:CPU's loop emitter vectorizes; what the rule does not take
stays as it was, and the values stay XLA's."""

from __future__ import annotations

import pytest

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.backends import numerics
from fusion_mlir.backends.lowering.collapse_rows import collapse_rows
from fusion_mlir.ir import io


def _group(shape: str, body: str, extra: tuple[str, str] | None = None, result: str = "") -> str:
    """A module of one kept group reading ``%x`` of ``shape`` (and ``%v`` of type ``extra``)."""
    result = result or "tensor<f32>"
    inner = f", %{extra[0]}: {extra[1]}" if extra else ""
    outer = f", %{extra[0]}0: {extra[1]}" if extra else ""
    operands = f"%x0, %{extra[0]}0" if extra else "%x0"
    types = f"{shape}, {extra[1]}" if extra else shape
    return f"""
func.func @main(%x0: {shape}{outer}) -> {result} {{
  %r = "mhlo.fusion"({operands}) <{{fusion_kind = #mhlo<fusion_kind kLoop>}}> ({{
  ^bb0(%x: {shape}{inner}):
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
{body}
  }}) : ({types}) -> {result}
  return %r : {result}
}}
"""


SQUARES = """
    %sq = stablehlo.multiply %x, %x : {t}
    %s = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = {dims} : ({t}, tensor<f32>) -> {r}
    mhlo.return %s : {r}"""


def _squares(shape: list[int], dims: list[int]) -> str:
    t = f"tensor<{'x'.join(map(str, shape))}xf32>"
    kept = [n for i, n in enumerate(shape) if i not in dims]
    r = f"tensor<{''.join(f'{n}x' for n in kept)}f32>"
    return _group(t, SQUARES.format(t=t, dims=dims, r=r), result=r)


def _collapsed(text: str) -> tuple[int, str]:
    module = io.parse_module(text)
    with module.context:
        done = sum(collapse_rows(f) for f in boundary.fusions(module.operation))
    assert module.operation.verify()
    return done, io.print_module(module)


@pytest.mark.parametrize(
    ("shape", "dims", "collapsed", "reduced"),
    [
        ([1024, 64], [0, 1], "tensor<65536xf32>", [0]),
        ([3, 3, 32, 64], [0, 1, 2, 3], "tensor<18432xf32>", [0]),
        ([8, 64, 64], [1, 2], "tensor<8x4096xf32>", [1]),
        ([4, 8, 16, 16], [0, 2, 3], "tensor<4x8x256xf32>", [0, 2]),  # the run after a kept one
    ],
)
def test_a_long_reduction_of_short_rows_is_collapsed(
    shape: list[int], dims: list[int], collapsed: str, reduced: list[int]
) -> None:
    done, text = _collapsed(_squares(shape, dims))
    assert done == 1
    assert f"across dimensions = {reduced} : ({collapsed}" in text
    assert f"stablehlo.multiply %1, %1 : {collapsed}" in text
    assert f"-> {collapsed}" in text  # the group operand, reshaped


@pytest.mark.parametrize(
    ("shape", "dims"),
    [
        ([512, 128], [0, 1]),  # rows of 128: the emitter vectorizes them already
        ([1024, 64], [1]),  # one dimension: nothing to collapse
        ([64, 1024], [0]),  # a column sum
        ([1, 64, 64], [0, 1, 2]),  # a unit dimension (a reshape XLA treats apart)
    ],
)
def test_what_the_rule_does_not_take_is_left_alone(shape: list[int], dims: list[int]) -> None:
    text = _squares(shape, dims)
    done, out = _collapsed(text)
    assert done == 0
    assert out == io.print_module(io.parse_module(text))


def test_a_chain_read_at_its_own_shape_too_is_left_alone() -> None:
    t = "tensor<1024x64xf32>"
    body = f"""
    %sq = stablehlo.multiply %x, %x : {t}
    %s = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : ({t}, tensor<f32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> {t}
    %d = stablehlo.divide %sq, %b : {t}
    mhlo.return %d : {t}"""
    assert _collapsed(_group(t, body, result=t))[0] == 0


def test_a_splat_constant_in_the_chain_is_made_at_the_collapsed_shape() -> None:
    t = "tensor<1024x64xf32>"
    body = f"""
    %two = stablehlo.constant dense<2.0> : {t}
    %sq = stablehlo.multiply %x, %two : {t}
    %s = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : ({t}, tensor<f32>) -> tensor<f32>
    mhlo.return %s : tensor<f32>"""
    done, text = _collapsed(_group(t, body))
    assert done == 1
    assert "dense<2.000000e+00> : tensor<65536xf32>" in text


def test_broadcasts_along_kept_dimensions_move_and_others_stop_it() -> None:
    t = "tensor<8x64x64xf32>"

    def body(dims: str, operand: str) -> str:
        return f"""
    %b = stablehlo.broadcast_in_dim %v, dims = {dims} : ({operand}) -> {t}
    %d = stablehlo.subtract %x, %b : {t}
    %sq = stablehlo.multiply %d, %d : {t}
    %s = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1, 2] : ({t}, tensor<f32>) -> tensor<8xf32>
    mhlo.return %s : tensor<8xf32>"""

    done, text = _collapsed(
        _group(t, body("[0]", "tensor<8xf32>"), ("v", "tensor<8xf32>"), "tensor<8xf32>")
    )
    assert done == 1
    assert "(tensor<8xf32>) -> tensor<8x4096xf32>" in text
    # A row vector broadcast along a reduced dimension cannot be collapsed with it.
    along = _group(t, body("[2]", "tensor<64xf32>"), ("v", "tensor<64xf32>"), "tensor<8xf32>")
    assert _collapsed(along)[0] == 0


def test_a_global_norm_compiles_collapsed_with_xla_values() -> None:
    """The norm of three leaves in one group (optax's clip by global norm): each sum is
    collapsed, one kernel, and the values are XLA's."""
    text = """
func.func @main(%a: tensor<1024x64xf32>, %b: tensor<3x3x32x64xf32>, %c: tensor<64x10xf32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %a2 = stablehlo.multiply %a, %a : tensor<1024x64xf32>
  %sa = stablehlo.reduce(%a2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<f32>
  %b2 = stablehlo.multiply %b, %b : tensor<3x3x32x64xf32>
  %sb = stablehlo.reduce(%b2 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<f32>
  %c2 = stablehlo.multiply %c, %c : tensor<64x10xf32>
  %sc = stablehlo.reduce(%c2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<f32>
  %s1 = stablehlo.add %sa, %sb : tensor<f32>
  %s2 = stablehlo.add %s1, %sc : tensor<f32>
  %n = stablehlo.sqrt %s2 : tensor<f32>
  return %n : tensor<f32>
}
"""
    from fusion_mlir.pipeline import run_pipeline

    module = io.parse_module(text)
    run_pipeline(module, "producer-consumer", explain=False)
    lowered = strategies.lower_for_xla(module, "ours")
    for n in ("65536", "18432", "640"):
        assert f"-> tensor<{n}xf32>" in lowered
    ours = strategies.compile_text(lowered, "ours")
    xla = strategies.compile_module(io.parse_module(text), "xla")
    inputs = numerics.random_inputs(module)
    ok, detail = numerics.outputs_match(xla.run(inputs), ours.run(inputs))
    assert ok, detail
    assert ours.kernels.static == 1
