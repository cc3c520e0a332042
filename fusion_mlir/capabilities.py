"""What a backend compiles inside one fused group, found by compiling probe modules.

The rule XLA applies is XLA's, not ours, so we ask it: each *feature* a group can have (a
reduction inside, a transpose of a value computed in the group, several results...) has a
small probe module with one group showing that feature. Each probe is compiled, run and
compared with the unfused program, for each *route* by which a group reaches XLA
(``fusion-op``: a pre-layout ``mhlo.fusion``; ``regroup``: tags re-formed after layout
assignment). Probes run in a child process (some abort XLA), once per backend and jaxlib
version, and the table is cached on disk. Group formation consults ``Capabilities.check``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir.analysis.cost import num_elements
from fusion_mlir.analysis.opkinds import OpKind, op_kind
from fusion_mlir.errors import UserError

ROUTES = ("fusion-op", "regroup")
OK = "ok"

_X = "tensor<@Rx@Cxf32>"
_ARGS = f"%a: {_X}, %b: {_X}"

# A row softmax of %x into %q: the reduce-chain probes differ only in what follows it.
_SOFTMAX_ROWS = """%ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %d = stablehlo.subtract %x, %mb : tensor<@Rx@Cxf32>
    %e = stablehlo.exponential %d : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %q = stablehlo.divide %e, %sb : tensor<@Rx@Cxf32>"""

# feature -> (description, body of the group over block args %x, %y, result %r: tensor<@Rx@Cxf32>)
PROBES: dict[str, tuple[str, str]] = {
    "elementwise": (
        "elementwise ops and constants",
        """%c = stablehlo.constant dense<2.0> : tensor<f32>
    %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<@Rx@Cxf32>
    %s = stablehlo.sine %x : tensor<@Rx@Cxf32>
    %m = stablehlo.multiply %s, %cb : tensor<@Rx@Cxf32>
    %r = stablehlo.add %m, %y : tensor<@Rx@Cxf32>""",
    ),
    "broadcast": (
        "broadcast_in_dim of a vector computed in the group",
        """%v = stablehlo.slice %x [0:@R, 0:1] : (tensor<@Rx@Cxf32>) -> tensor<@Rx1xf32>
    %vr = stablehlo.reshape %v : (tensor<@Rx1xf32>) -> tensor<@Rxf32>
    %ve = stablehlo.exponential %vr : tensor<@Rxf32>
    %vb = stablehlo.broadcast_in_dim %ve, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %vb, %y : tensor<@Rx@Cxf32>""",
    ),
    "reduce": (
        "reduce of a group operand, then broadcast + elementwise",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %y, %sb : tensor<@Rx@Cxf32>""",
    ),
    "reduce-inner": (
        "reduce of a value computed in the group (its only use)",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %y, %sb : tensor<@Rx@Cxf32>""",
    ),
    "reduce-shared": (
        "reduce of a group value that other group ops also read (softmax)",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %e, %sb : tensor<@Rx@Cxf32>""",
    ),
    # The same three over a non-minor dimension, read back in the group (a column sum, then
    # broadcast along the rows), run as a loop fusion (a sine is no library op): the loop
    # emitter may re-run the reduction per element of what reads it (a batch norm's variance
    # measured thousands of times XLA's time). Of library ops only, the group is one library
    # kernel on XLA:CPU (``regroup._library_group``), which computes each value once and
    # reads a column faster than the loop emitter: its own probe, read back or not.
    "reduce-major": (
        "reduce over a non-minor dimension of a group operand, read back by the group",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %n = stablehlo.sine %sb : tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %y, %n : tensor<@Rx@Cxf32>""",
    ),
    "reduce-inner-major": (
        "reduce over a non-minor dimension of a value computed in the group, read back by the group",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.sine %x : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %y, %sb : tensor<@Rx@Cxf32>""",
    ),
    "reduce-shared-major": (
        "reduce over a non-minor dimension of a group value other group ops also read (batch norm)",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %d = stablehlo.subtract %x, %y : tensor<@Rx@Cxf32>
    %q = stablehlo.multiply %d, %d : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %v = stablehlo.rsqrt %s : tensor<@Cxf32>
    %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %d, %vb : tensor<@Rx@Cxf32>""",
    ),
    "reduce-major-library": (
        "a column reduction in a group of ops a library kernel runs, all of it (batch norm)",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %d = stablehlo.subtract %x, %y : tensor<@Rx@Cxf32>
    %q = stablehlo.multiply %d, %d : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %vb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %d, %vb : tensor<@Rx@Cxf32>""",
    ),
    "reduce-major-loop": (
        "a column reduction in a group no library kernel runs whole (a select in it)",
        "COLUMN_SUM",
    ),
    "reduce-window-scan": (
        "a cumulative reduce_window (a cumsum along the rows) in the group",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %c = "stablehlo.reduce_window"(%e, %z) <{padding = dense<[[0, 0], [@C1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, @C>}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %pq = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %pq : tensor<f32>
    }) : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %c, %y : tensor<@Rx@Cxf32>""",
    ),
    "reduce-chain": (
        "a reduction of values computed from another reduction in the group (softmax, then sine)",
        _SOFTMAX_ROWS
        + """
    %n = stablehlo.sine %q : tensor<@Rx@Cxf32>
    %r = stablehlo.add %n, %y : tensor<@Rx@Cxf32>""",
    ),
    "reduce-chain-library": (
        "a reduce-chain of ops a library kernel runs, all of it (softmax)",
        _SOFTMAX_ROWS
        + """
    %r = stablehlo.add %q, %y : tensor<@Rx@Cxf32>""",
    ),
    "variadic-reduce": (
        "a two-input, two-result reduce (sibling reductions)",
        """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %s:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<@Rx@Cxf32>, tensor<f32>, tensor<f32>) -> (tensor<@Rxf32>, tensor<@Rxf32>)
     reducer(%p: tensor<f32>, %q: tensor<f32>) (%u: tensor<f32>, %w: tensor<f32>) {
      %a1 = stablehlo.add %p, %q : tensor<f32>
      %a2 = stablehlo.add %u, %w : tensor<f32>
      stablehlo.return %a1, %a2 : tensor<f32>, tensor<f32>
    }
    %m = stablehlo.multiply %s#0, %s#1 : tensor<@Rxf32>
    %r = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>""",
    ),
    "multi-result": (
        "several results used outside the group",
        "MULTI",
    ),
    "multi-shape-result": (
        "several results of different shapes",
        "MULTI_SHAPE",
    ),
    "transpose-arg": (
        "transpose of a group operand",
        """%t = stablehlo.transpose %x, dims = [1, 0] : (tensor<@Rx@Cxf32>) -> tensor<@Cx@Rxf32>
    %t2 = stablehlo.reshape %t : (tensor<@Cx@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %t2, %y : tensor<@Rx@Cxf32>""",
    ),
    "transpose-inner": (
        "transpose of a value computed in the group",
        """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<@Rx@Cxf32>) -> tensor<@Cx@Rxf32>
    %t2 = stablehlo.reshape %t : (tensor<@Cx@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %t2, %y : tensor<@Rx@Cxf32>""",
    ),
    "concatenate-inner": (
        "concatenate of values computed in the group",
        """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s1 = stablehlo.slice %e [0:@R, 0:@H] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@Hxf32>
    %s2 = stablehlo.slice %y [0:@R, @H:@C] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@Hxf32>
    %n = stablehlo.negate %s2 : tensor<@Rx@Hxf32>
    %r = stablehlo.concatenate %s1, %n, dim = 1 : (tensor<@Rx@Hxf32>, tensor<@Rx@Hxf32>) -> tensor<@Rx@Cxf32>""",
    ),
    "concatenate-arg": (
        "concatenate of group operands, read by elementwise ops",
        """%c = stablehlo.concatenate %x, %y, dim = 1 : (tensor<@Rx@Cxf32>, tensor<@Rx@Cxf32>) -> tensor<@Rx@CCxf32>
    %n = stablehlo.negate %c : tensor<@Rx@CCxf32>
    %r = stablehlo.slice %n [0:@R, @H:@CH] : (tensor<@Rx@CCxf32>) -> tensor<@Rx@Cxf32>""",
    ),
    "reshape-inner": (
        "reshape of a value computed in the group, read by another group op",
        """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %t = stablehlo.reshape %e : (tensor<@Rx@Cxf32>) -> tensor<@Cx@Rxf32>
    %n = stablehlo.negate %t : tensor<@Cx@Rxf32>
    %t2 = stablehlo.reshape %n : (tensor<@Cx@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %t2, %y : tensor<@Rx@Cxf32>""",
    ),
    "slice": (
        "slice and pad of group values",
        """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s = stablehlo.slice %e [0:@R, 0:@C2] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@C2xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %p = stablehlo.pad %s, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<@Rx@C2xf32>, tensor<f32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %p, %y : tensor<@Rx@Cxf32>""",
    ),
    "reduce-window": (
        "a reduce_window (windows of 1x2, strided) of a value computed in the group",
        "REDUCE_WINDOW",
    ),
    "dynamic-slice": (
        "dynamic_slice at an offset computed in the group",
        "DYNAMIC_SLICE",
    ),
    "dynamic-update-slice": (
        "dynamic_update_slice at an offset computed in the group",
        "DYNAMIC_UPDATE_SLICE",
    ),
    "gather": (
        "gather of rows of a value computed in the group, by indices from a group operand",
        "GATHER",
    ),
    "iota-select": (
        "iota, compare, select and convert",
        """%i = stablehlo.iota dim = 1 : tensor<@Rx@Cxi32>
    %f = stablehlo.convert %i : (tensor<@Rx@Cxi32>) -> tensor<@Rx@Cxf32>
    %c = stablehlo.compare GT, %x, %f, FLOAT : (tensor<@Rx@Cxf32>, tensor<@Rx@Cxf32>) -> tensor<@Rx@Cxi1>
    %r = stablehlo.select %c, %x, %y : tensor<@Rx@Cxi1>, tensor<@Rx@Cxf32>""",
    ),
    "select-operand-predicate": (
        "select whose predicate is a group operand, of a value computed in the group",
        "SELECT_PREDICATE",
    ),
    "dot-epilogue": (
        "dot_general of group operands, then elementwise ops and a reduction (attention)",
        "DOT_EPILOGUE",
    ),
    "dot": (
        "a dot_general other than a dot-epilogue's",
        """%t = stablehlo.slice %y [0:@R, 0:@R] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@Rxf32>
    %d = stablehlo.dot_general %t, %x, contracting_dims = [1] x [0] : (tensor<@Rx@Rxf32>, tensor<@Rx@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.tanh %d : tensor<@Rx@Cxf32>""",
    ),
}


# Probe shape: rows x columns. Rows long enough that a group which recomputes work per element
# (e.g. a reduction re-run for every output element) shows up as slow, small enough that
# all probes run in well under a minute.
PROBE_ROWS, PROBE_COLS = 128, 1024
# A probe that compiles but runs this many times slower than unfused is refused.
MAX_SLOWDOWN = 4.0
# Probes asking whether the backend's own split beats the group (a loop fusion feeding one of
# its library kernels), not whether the group is pathological: judged against XLA's fusion of
# the probe, refused at this slowdown. A column sum of a select grouped with it measured
# 1.4-2x XLA's loop-plus-library plan from 128x1024 to 4096x32 and about 3x at 512x1024 (a
# row sum of the same group 0.7x: faster), a jax-md force sum of 256x256x3 over its first
# dimension 2.4x. Two column sums of group operands read by a select: 7-8x at 512x1024,
# about 2x at 128x128x2 (as rows: 0.7x); the probe is the milder computed case.
AGAINST_XLA = {"reduce-major-loop": 1.5}


def _shaped(text: str) -> str:
    dims = {
        "@CC": 2 * PROBE_COLS,
        "@CH": PROBE_COLS + PROBE_COLS // 2,
        "@C2": PROBE_COLS - 2,
        "@C1": PROBE_COLS - 1,
        "@R4": 4 * PROBE_ROWS,
        "@R": PROBE_ROWS,
        "@C": PROBE_COLS,
        "@H": PROBE_COLS // 2,
    }
    for key, value in dims.items():  # longest placeholders first
        text = text.replace(key, str(value))
    return text


def _probe_module(feature: str) -> str:
    return _shaped(_probe_template(feature))


def _fusion_probe(
    body: str, results: Sequence[str], *, x: str = _X, extra: str | None = None
) -> str:
    """``@main`` holding one kLoop ``mhlo.fusion`` of ``%a, %b`` (type ``x``), and ``%c``
    when ``extra`` gives its type, whose block arguments are ``%x, %y`` (and ``%k``) and
    whose region is ``body``, ending in its ``mhlo.return`` of ``results``."""
    ins = [x, x, *([extra] if extra else [])]
    names, block = ["%a", "%b", "%c"][: len(ins)], ["%x", "%y", "%k"][: len(ins)]
    args = ", ".join(f"{n}: {t}" for n, t in zip(names, ins, strict=True))
    bargs = ", ".join(f"{n}: {t}" for n, t in zip(block, ins, strict=True))
    one = len(results) == 1
    res = results[0] if one else f"({', '.join(results)})"
    lhs = "%0" if one else f"%0:{len(results)}"
    rets = "%0" if one else ", ".join(f"%0#{i}" for i in range(len(results)))
    return f"""func.func @main({args}) -> {res} {{
  {lhs} = "mhlo.fusion"({", ".join(names)}) <{{fusion_kind = #mhlo<fusion_kind kLoop>}}> ({{
  ^bb0({bargs}):
    {body}
  }}) : ({", ".join(ins)}) -> {res}
  return {rets} : {", ".join(results)}
}}"""


def _probe_template(feature: str) -> str:
    body = PROBES[feature][1]
    if body == "MULTI_SHAPE":
        v = "tensor<@Rxf32>"
        return _fusion_probe(
            f"""%s = stablehlo.sine %x : {_X}
    %r1 = stablehlo.multiply %s, %y : {_X}
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r2 = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [1] : ({_X}, tensor<f32>) -> {v}
    mhlo.return %r1, %r2 : {_X}, {v}""",
            [_X, v],
        )
    if body == "COLUMN_SUM":
        # Four times the rows of the other probes: how much slower the loop fusion is grows
        # with the column's length (1.3x XLA's plan at 128 rows, about 3x at 512).
        x, p, v = "tensor<@R4x@Cxf32>", "tensor<@R4x@Cxi1>", "tensor<@Cxf32>"
        return _fusion_probe(
            f"""%z = stablehlo.constant dense<0.0> : tensor<f32>
    %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> {x}
    %p = stablehlo.compare GT, %y, %zb, FLOAT : ({x}, {x}) -> {p}
    %m = stablehlo.multiply %x, %y : {x}
    %m2 = stablehlo.add %m, %x : {x}
    %m3 = stablehlo.multiply %m2, %y : {x}
    %q = stablehlo.select %p, %m3, %m : {p}, {x}
    %r = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : ({x}, tensor<f32>) -> {v}
    mhlo.return %r : {v}""",
            [v],
            x=x,
        )
    if body == "REDUCE_WINDOW":
        h = "tensor<@Rx@Hxf32>"
        return _fusion_probe(
            f"""%z = stablehlo.constant dense<0.0> : tensor<f32>
    %u = stablehlo.sine %x : {_X}
    %s = stablehlo.multiply %u, %y : {_X}
    %w = "stablehlo.reduce_window"(%s, %z) <{{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}}> ({{
    ^bb1(%p: tensor<f32>, %q: tensor<f32>):
      %t = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }}) : ({_X}, tensor<f32>) -> {h}
    %r = stablehlo.negate %w : {h}
    mhlo.return %r : {h}""",
            [h],
        )
    if body in ("DYNAMIC_SLICE", "DYNAMIC_UPDATE_SLICE"):
        # Both at the offset -%k, computed in the group.
        h, i = "tensor<@Rx@Hxf32>", "tensor<i32>"
        offset = f"""%n = stablehlo.negate %k : {i}
    %z = stablehlo.constant dense<0> : {i}"""
        if body == "DYNAMIC_SLICE":
            return _fusion_probe(
                f"""{offset}
    %s = stablehlo.sine %x : {_X}
    %d = stablehlo.dynamic_slice %s, %z, %n, sizes = [@R, @H] : ({_X}, {i}, {i}) -> {h}
    %e = stablehlo.exponential %d : {h}
    %t = stablehlo.slice %y [0:@R, 0:@H] : ({_X}) -> {h}
    %r = stablehlo.add %e, %t : {h}
    mhlo.return %r : {h}""",
                [h],
                extra=i,
            )
        return _fusion_probe(
            f"""{offset}
    %t = stablehlo.slice %x [0:@R, 0:@H] : ({_X}) -> {h}
    %e = stablehlo.exponential %t : {h}
    %r = stablehlo.dynamic_update_slice %y, %e, %z, %n : ({_X}, {h}, {i}, {i}) -> {_X}
    mhlo.return %r : {_X}""",
            [_X],
            extra=i,
        )
    if body == "GATHER":
        i = "tensor<@Rx1xi32>"
        dims = (
            "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
            "index_vector_dim = 1"
        )
        return _fusion_probe(
            f"""%s = stablehlo.sine %x : {_X}
    %g = "stablehlo.gather"(%s, %k) <{{dimension_numbers = #stablehlo.gather<{dims}>, slice_sizes = array<i64: 1, @C>}}> : ({_X}, {i}) -> {_X}
    %r = stablehlo.add %g, %y : {_X}
    mhlo.return %r : {_X}""",
            [_X],
            extra=i,
        )
    if body == "SELECT_PREDICATE":
        m = "tensor<@Rx@Cxi1>"
        return _fusion_probe(
            f"""%s = stablehlo.sine %x : {_X}
    %r = stablehlo.select %k, %s, %y : {m}, {_X}
    mhlo.return %r : {_X}""",
            [_X],
            extra=m,
        )
    if body == "DOT_EPILOGUE":
        d = "tensor<@Rx@Rxf32>"
        v = "tensor<@Rxf32>"
        return _fusion_probe(
            f"""%d = stablehlo.dot_general %x, %y, contracting_dims = [1] x [1] : ({_X}, {_X}) -> {d}
    %c = stablehlo.constant dense<0.25> : tensor<f32>
    %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> {d}
    %s = stablehlo.multiply %d, %cb : {d}
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %mx = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [1] : ({d}, tensor<f32>) -> {v}
    %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : ({v}) -> {d}
    %e = stablehlo.subtract %s, %mb : {d}
    %r = stablehlo.exponential %e : {d}
    mhlo.return %r : {d}""",
            [d],
        )
    if body == "MULTI":
        return _fusion_probe(
            f"""%s = stablehlo.sine %x : {_X}
    %r1 = stablehlo.multiply %s, %y : {_X}
    %r2 = stablehlo.add %s, %y : {_X}
    mhlo.return %r1, %r2 : {_X}, {_X}""",
            [_X, _X],
        )
    return _fusion_probe(f"{body}\n    mhlo.return %r : {_X}", [_X])


def _probe_set_hash() -> str:
    from fusion_mlir import compiler

    # The options probes compile under are part of what they measure.
    key = [
        PROBES,
        PROBE_ROWS,
        PROBE_COLS,
        MAX_SLOWDOWN,
        AGAINST_XLA,
        compiler.FUSION_PASSES,
        compiler._CPU_LIBRARY_DOT,
    ]
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:12]


def run_probe(feature: str, route: str, backend: str) -> str:
    """Compile one probe by one route; ``"ok"`` or why not (run in a child process)."""
    from fusion_mlir import compiler, io

    module = io.parse_module(_probe_module(feature))
    against = "xla" if feature in AGAINST_XLA else "unfused"
    try:
        ref = compiler.compile_module(module, against, backend)
        with module.context:
            from fusion_mlir.lowering import prepare_groups

            clone = io.clone_module(module)
            prepare_groups(clone, backend, force_route=route)
            text = io.print_module(clone, debug_info=True)
        ours = compiler.compile_text(text, "ours", backend, demote_rejected=False)
    except Exception as e:
        return f"error: {str(e).splitlines()[0][:200]}"
    inputs = compiler.random_inputs(module)
    ok, detail = compiler.outputs_match(ref.run(inputs), ours.run(inputs))
    if not ok:
        return f"wrong result: {detail}"
    kernels = ours.kernels.static - ours.kernels.by_kind.get("copy", 0)
    if kernels != 1:
        return f"not one kernel: {ours.kernels.by_kind}"
    # Compilable is not profitable: time both, interleaved, and refuse a pathological group.
    if against == "xla":
        # A gap of 1.5-5x, judged on each side's fastest run of 25: the work another process
        # steals makes a run slower, never faster (medians under load measured 1.3x once).
        times = compiler.time_interleaved({"ref": (ref, inputs), "ours": (ours, inputs)}, 25, 2)
        slowdown = float(np.min(times["ours"]) / np.min(times["ref"]))
    else:
        times = compiler.time_interleaved({"ref": (ref, inputs), "ours": (ours, inputs)}, 5, 1)
        slowdown = float(np.median(times["ours"]) / np.median(times["ref"]))
    if slowdown > AGAINST_XLA.get(feature, MAX_SLOWDOWN):
        return f"slow: {slowdown:.{1 if against == 'xla' else 0}f}x the {against} time"
    return OK


def _probe_all_in_child(jobs: Sequence[tuple[str, str]], backend: str) -> None:
    """Child side: run probes in order, print one JSON line per finished probe."""
    for feature, route in jobs:
        verdict = run_probe(feature, route, backend)
        print(json.dumps([feature, route, verdict]), flush=True)


def probe(backend: str, features: Iterable[str] | None = None) -> dict[str, dict[str, str]]:
    """Run every probe for every route in child processes; an abort marks that probe and
    the next child carries on with the rest."""
    jobs = [(f, r) for f in (features or PROBES) for r in ROUTES]
    table: dict[str, dict[str, str]] = {f: {} for f, _ in jobs}
    while jobs:
        code = (
            "import json,sys; from fusion_mlir.capabilities import _probe_all_in_child as p; "
            f"p([tuple(j) for j in json.loads(sys.argv[1])], {backend!r})"
        )
        env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="1")
        proc = subprocess.run(
            [sys.executable, "-c", code, json.dumps(jobs)], capture_output=True, text=True, env=env
        )
        done = 0
        for line in proc.stdout.splitlines():
            try:
                feature, route, verdict = json.loads(line)
            except ValueError:
                continue
            table[feature][route] = verdict
            done += 1
        jobs = jobs[done:]
        if proc.returncode != 0 and jobs:
            from fusion_mlir.isolate import _crash_message

            feature, route = jobs.pop(0)
            table[feature][route] = "aborts: " + _crash_message(proc.stderr, proc.returncode)
        elif proc.returncode == 0 and jobs:
            raise UserError(f"error: capability probe stopped early: {proc.stderr.strip()[-300:]}")
    return table


def cache_dir() -> Path:
    root = os.environ.get("FUSION_MLIR_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME")
    base = Path(root) if root else Path.home() / ".cache"
    return base / "fusion-mlir" if not os.environ.get("FUSION_MLIR_CACHE_DIR") else base


@dataclass
class Verdict:
    ok: bool
    route: str | None
    reason: str = ""


@dataclass
class Capabilities:
    """The probed table: ``table[feature][route]`` is ``"ok"`` or why not."""

    backend: str
    version: str
    table: dict[str, dict[str, str]] = field(default_factory=dict)

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
                desc = PROBES[f][0] if f in PROBES else f
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
            lines.append(f"{f:{width}}" + "".join(cells) + PROBES.get(f, ("",))[0])
        return "\n".join(lines + (["why not:", *notes] if notes else []))


def _version(backend: str) -> str:
    return f"jaxlib {P.jaxlib_version()}, probes {_probe_set_hash()}"


_LOADED: dict[str, Capabilities] = {}


def load_capabilities(backend: str = "cpu", reprobe: bool = False) -> Capabilities:
    """The capability table for ``backend``: from memory, the disk cache, or fresh probes."""
    if backend in _LOADED and not reprobe:
        return _LOADED[backend]
    version = _version(backend)
    path = (
        cache_dir() / f"capabilities-{backend}-jaxlib{P.jaxlib_version()}-{_probe_set_hash()}.json"
    )
    caps = None
    if path.exists() and not reprobe:
        try:
            caps = Capabilities(backend, version, json.loads(path.read_text())["table"])
        except (ValueError, KeyError, OSError):
            caps = None
    if caps is None:
        try:
            P.get_backend(backend)
        except Exception as e:
            raise UserError(f"error: backend {backend!r} is not available: {e}") from None
        caps = Capabilities(backend, version, probe(backend))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            from fusion_mlir.io import write_atomic

            write_atomic(path, json.dumps({"version": version, "table": caps.table}, indent=1))
        except (OSError, UserError):
            pass  # an unwritable cache only costs a re-probe next time
    _LOADED[backend] = caps
    return caps


# --- features of a candidate group --------------------------------------------------------


# Elementwise ops XLA rewrites into others before its fusion passes; inside a pre-formed
# fusion they reach the emitter unexpanded ("Unsupported elementwise operation logistic",
# found by fusion-fuzz). Not probed, so a group holding one is refused.
_EXPANDED_BEFORE_FUSION = frozenset({"logistic"})


def _is_f32(op: ir.Operation) -> bool:
    t = op.results[0].type
    return (
        t.typeid == ir.RankedTensorType.static_typeid
        and str(ir.RankedTensorType(t).element_type) == "f32"
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


# StableHLO names of the ops whose HLO names differ, for ``regroup.LIBRARY_OPS``.
_HLO_NAMES = {"broadcast_in_dim": "broadcast", "dot_general": "dot"}


def library_op(op: ir.Operation) -> bool:
    """Whether a library kernel runs ``op`` (``regroup.LIBRARY_OPS``, what the regroup hook
    lets into one: f32, rank 1 to 4, scalar constants, reducers that add or take a max/min)
    other than a dot, which a group may hold only as a dot-epilogue."""
    from fusion_mlir.lowering.regroup import LIBRARY_OPS, LIBRARY_REDUCERS

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
    if op.name == "stablehlo.reduce":
        if len(op.results) != 1:
            return False
        inner = [o.operation.name for o in op.regions[0].blocks[0].operations][:-1]
        return len(inner) == 1 and inner[0] in {f"stablehlo.{r}" for r in LIBRARY_REDUCERS}
    return True


def trivial_reduce(op: ir.Operation) -> bool:
    """A ``reduce`` over dimensions of extent 1 only: XLA's simplifier makes it a reshape
    (of each input, for a reduce of several: found by fusion-fuzz, grouped, 2 kernels
    against unfused's 1)."""
    if op.name != "stablehlo.reduce" or "dimensions" not in op.attributes:
        return False
    dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    t = op.operands[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return False
    shape = ir.RankedTensorType(t).shape
    return all(shape[d] == 1 for d in dims)


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
    if op.name != "stablehlo.reduce" or "dimensions" not in op.attributes:
        return False
    t = op.operands[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return False
    shape = ir.RankedTensorType(t).shape
    minor = [d for d, n in enumerate(shape) if n > 1]
    return bool(minor) and minor[-1] not in set(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))


def group_features(
    ops: Sequence[ir.Operation], result_types: Sequence[ir.Type] | None = None
) -> set[str]:
    """The probe features a group exhibits. ``ops`` are the would-be members of one block;
    a member that is a fusion already counts as its body (its block arguments resolved to the
    values they stand for), so growing a group is checked like forming it."""
    top = {o.operation for o in ops}
    fusions = {o for o in top if o.name == "mhlo.fusion"}
    body: list[ir.Operation] = []
    for o in top:
        body.extend(
            [b.operation for b in o.regions[0].blocks[0].operations][:-1] if o in fusions else [o]
        )
    members = set(body)
    feats = {"elementwise"}

    def resolve(v: ir.Value) -> ir.Value:
        owner = v.owner
        if isinstance(owner, ir.Block) and owner.owner.operation in fusions:
            return resolve(owner.owner.operation.operands[ir.BlockArgument(v).arg_number])
        return v

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

    def dot_epilogue(dot: ir.Operation) -> bool:
        """Whether the group is a dot-epilogue: this f32 ``dot_general`` reads group
        operands only, every other member is an op a library kernel runs (a reduce adding
        or taking a max/min; f32, rank 1 to 4; ``library_op``), one of them a
        reduce, and the group
        has one result. Without a reduction the library kernel measured slower than the dot
        alone and a loop fusion after it (1024x256 by 256x1024 plus a bias: 5.5 against
        4.7 ms); with one it measured level or faster, as in XLA's own library fusions."""
        if dot.name != "stablehlo.dot_general" or len(result_types) > 1 or not _is_f32(dot):
            return False
        if any(producer(v) is not None for v in dot.operands):
            return False
        rest = [o for o in body if o is not dot]
        return any(o.name == "stablehlo.reduce" for o in rest) and all(library_op(o) for o in rest)

    @functools.cache
    def library_group() -> bool:
        """Whether a library kernel runs the whole group: one result, every op one it runs
        (a dot as a dot-epilogue's)."""
        return len(result_types) == 1 and all(
            library_op(o) or (op_kind(o.name) is OpKind.CONTRACTION and dot_epilogue(o))
            for o in body
        )

    for op in body:
        name = op.name
        if featureless(name):
            continue  # adds no feature, whatever computes its operands
        kind = op_kind(name)
        short = name.split(".")[-1]
        if kind == OpKind.REDUCTION and trivial_reduce(op):
            kind, short = OpKind.INJECTIVE, "reshape"
        if kind == OpKind.ELEMENTWISE and short != "select":
            feats.add(f"op:{name}")  # expanded before fusion (see featureless)
            continue
        producers = [producer(v) for v in op.operands]
        if kind == OpKind.REDUCTION and any(
            p is not None and after_reduction(p) for p in producers
        ):
            feats.add("reduce-chain-library" if library_group() else "reduce-chain")
        computed = [d is not None and d.name != "stablehlo.constant" for d in producers]
        if kind == OpKind.REDUCTION:
            if short == "reduce" and len(op.results) > 1:
                feats.add("variadic-reduce")
            if _cumulative_window(op):
                # Alone, XLA:CPU rewrites a cumulative window (jnp.cumsum) into a scan;
                # inside a group the probe measures what becomes of it.
                feats.add("reduce-window-scan")
            if short == "reduce_window" and _unit_window(op):
                # XLA's simplifier makes it a reshape, which needs a layout (found by
                # fusion-fuzz: a lone window of ones aborted as a fusion-op, f32[2,1]).
                kind, short = OpKind.INJECTIVE, "reshape"
                feats.add("reshape-inner")
                continue
            if short == "reduce_window" and not _cumulative_window(op):
                # Which windows XLA:CPU takes pre-layout depends on shapes the probe does not
                # cover: its simplifier makes a window of a whole dimension a reduce and a
                # reshape (found by fusion-fuzz: 2 to 1, has_layout() f32[1,1]), so every
                # window also counts as that reshape and takes the regroup route.
                feats.update(("reduce-window", "reshape-inner"))
            n_in = len(op.operands) // 2 if short == "reduce" else len(op.operands)
            if major_reduce(op) and library_group():
                feats.add("reduce-major-library")  # a library kernel, read back or not
                continue
            # A column reduction read back inside the group: features of their own.
            major = "-major" if major_reduce(op) and read_back(op) else ""
            if major_reduce(op) and not major:
                feats.add("reduce-major-loop")  # of a group operand too: a column walk
            for v, c in zip(list(op.operands)[:n_in], computed[:n_in], strict=True):
                if not c:
                    feats.add("reduce" + major)
                else:
                    feats.add(("reduce-shared" if readers(v) > 1 else "reduce-inner") + major)
        elif kind == OpKind.CONTRACTION:
            feats.add("dot-epilogue" if dot_epilogue(op) else "dot")
        elif kind == OpKind.BROADCAST:
            # Only adds unit dimensions: XLA's simplifier makes it a reshape, which needs a
            # layout (seen as fusion-ops aborting: reduce -> broadcast 8 -> 8x1, and a ui32
            # scalar operand -> 1 read by a not: non-f32 values are computed, as below).
            unit = num_elements(op.results[0].type) == num_elements(op.operands[0].type)
            if any(computed):
                feats.add("broadcast")
            if unit and (any(computed) or not _is_f32(op)):
                feats.add("reshape-inner")
        elif kind == OpKind.INJECTIVE:
            # The probes use f32. For other element types XLA:CPU inserts converts (bf16 and
            # f16 compute through f32) and layout-reading ops then read values made in the
            # group: seen aborting as fusion-ops (a bf16 concatenate of operands, a ui32
            # reshape as the root), so they count as reading inner values.
            if not _is_f32(op):
                computed = [True] * len(computed)
            if short == "transpose":
                feats.add("transpose-inner" if computed[0] else "transpose-arg")
            elif short == "concatenate":
                # A concatenate of operands read by a negate aborted XLA:CPU pre-layout at
                # f32[4] although the 128x1024 probe compiles (found by fusion-fuzz): the
                # rule depends on shapes the probe does not cover, so every concatenate
                # takes the regroup route.
                feats.add("concatenate-inner")
            elif short in ("dynamic_slice", "dynamic_update_slice"):
                # Pre-layout, an offset computed in the group aborted XLA:CPU (found by
                # fusion-fuzz: has_layout() s32[] for a negated offset): its own probe.
                # At offsets from outside the group it reads like a slice.
                first = 1 if short == "dynamic_slice" else 2
                dynamic = "dynamic-slice" if first == 1 else "dynamic-update-slice"
                feats.add(dynamic if any(computed[first:]) else "slice")
            elif short == "gather":
                # Its own probe: pre-layout, XLA:CPU's emitter takes only gathers its
                # simplifier has rewritten (a row gather as jax writes x[i] aborts), and
                # of a computed value the loop emitter computes each gathered element
                # where it is read.
                feats.add("gather")
            elif short == "reshape":
                # Also as the group's root: reshape(broadcast(scalar)) aborted XLA:CPU as a
                # fusion-op (found by fusion-fuzz), though the root case once compiled; and
                # of an operand into unit dimensions (2x4x4 to 32x1x1, read by a divide).
                t = ir.RankedTensorType(op.results[0].type)
                if computed[0] or 1 in t.shape:
                    feats.add("reshape-inner")
            else:
                feats.add("slice")
        elif (
            kind == OpKind.ELEMENTWISE
            and short == "select"
            and not computed[0]
            and (producers[1] is not None or not _is_f32(op))
        ):
            # Seen aborting XLA:CPU as a fusion-op (has_layout()): a select whose predicate is
            # a group operand and whose on-true value is computed in the group, or is a bf16
            # operand (XLA:CPU converts bf16 through f32, so the value is computed after all),
            # or is a constant in the group (found by fusion-fuzz: select(p, dense<0.5>, x)
            # aborted at every shape tried; select(p, x, dense<0.5>) compiled). Its own probe
            # says which route takes it.
            feats.add("select-operand-predicate")
        elif kind == OpKind.CONSTANT and short == "iota":
            feats.add("iota-select")
            # The probe's iota is i32 without unit dimensions. A ui32 iota of 1x8 aborted
            # XLA:CPU as a fusion-op (has_layout() u32[8]: it became an iota of 8 and a
            # reshape), so one of another type with a unit dimension counts as a reshape.
            t = ir.RankedTensorType(op.results[0].type)
            if 1 in t.shape and str(t.element_type) != "i32":
                feats.add("reshape-inner")
        elif kind in (OpKind.OPAQUE, OpKind.CONTROL_FLOW) or short in _EXPANDED_BEFORE_FUSION:
            feats.add(f"op:{name}")
    if len(result_types) > 1:
        feats.add("multi-result")
        if len({str(t) for t in result_types}) > 1:
            feats.add("multi-shape-result")
    return feats
