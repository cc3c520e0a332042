"""What a backend compiles inside one fused group, found by compiling probe modules.

The rule XLA applies is XLA's, not ours, so we ask it: each *feature* a group can have (a
reduction inside, a transpose of a value computed in the group, several results...) has a
small probe module with one group showing that feature. Each probe is compiled, run and
compared with the unfused program, for each *route* by which a group reaches XLA
(``fusion-op``: a pre-layout ``mhlo.fusion``; ``regroup``: tags re-formed after layout
assignment). Probes run in a child process (some abort XLA), once per backend and jaxlib
version, and the table is cached on disk. The table (``analysis.features.Capabilities``) is what group formation consults.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from fusion_mlir import _jax_private as P
from fusion_mlir import backends
from fusion_mlir.analysis.features import DESCRIPTIONS, OK, ROUTES, Capabilities, Feature
from fusion_mlir.backends.executable import time_interleaved
from fusion_mlir.backends.numerics import outputs_match, random_inputs
from fusion_mlir.errors import UserError
from fusion_mlir.ir import hlo, io
from fusion_mlir.ir.hlo import LOOP_KERNEL_ATTR
from fusion_mlir.ir.io import write_atomic
from fusion_mlir.isolate import BackendCrash, call_isolated, crash_message

log = logging.getLogger(__name__)

# The verdict of a probe whose own code (ours, not XLA's) raised: the feature is refused,
# and the table is not cached, so the next process probes again once the bug is gone.
PROBE_BUG = "bug: "

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

# exp, a row sum of it, broadcast back over the rows: a reduction of a value computed in the
# group, read back by the group.
_ROW_SUM_READ_BACK = """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %y, %sb : tensor<@Rx@Cxf32>"""

# feature -> body of the group (its description: ``features.DESCRIPTIONS``) over block args %x, %y, result %r: tensor<@Rx@Cxf32>)
PROBES: dict[Feature, str] = {
    Feature.ELEMENTWISE: """%c = stablehlo.constant dense<2.0> : tensor<f32>
    %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<@Rx@Cxf32>
    %s = stablehlo.sine %x : tensor<@Rx@Cxf32>
    %m = stablehlo.multiply %s, %cb : tensor<@Rx@Cxf32>
    %r = stablehlo.add %m, %y : tensor<@Rx@Cxf32>""",
    Feature.BROADCAST: """%v = stablehlo.slice %x [0:@R, 0:1] : (tensor<@Rx@Cxf32>) -> tensor<@Rx1xf32>
    %vr = stablehlo.reshape %v : (tensor<@Rx1xf32>) -> tensor<@Rxf32>
    %ve = stablehlo.exponential %vr : tensor<@Rxf32>
    %vb = stablehlo.broadcast_in_dim %ve, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %vb, %y : tensor<@Rx@Cxf32>""",
    Feature.REDUCE: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %y, %sb : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_INNER: _ROW_SUM_READ_BACK,
    Feature.REDUCE_SHARED: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %e, %sb : tensor<@Rx@Cxf32>""",
    # The same three over a non-minor dimension, read back in the group (a column sum, then
    # broadcast along the rows), run as a loop fusion (a sine is no library op): the loop
    # emitter may re-run the reduction per element of what reads it (a batch norm's variance
    # measured thousands of times XLA's time). Of library ops only, the group is one library
    # kernel on XLA:CPU (``lowering.library.library_group``), which computes each value once and
    # reads a column faster than the loop emitter: its own probe, read back or not.
    Feature.REDUCE_MAJOR: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %n = stablehlo.sine %sb : tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %y, %n : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_INNER_MAJOR: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.sine %x : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %y, %sb : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_SHARED_MAJOR: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %d = stablehlo.subtract %x, %y : tensor<@Rx@Cxf32>
    %q = stablehlo.multiply %d, %d : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %v = stablehlo.rsqrt %s : tensor<@Cxf32>
    %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %d, %vb : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_MAJOR_LIBRARY: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %d = stablehlo.subtract %x, %y : tensor<@Rx@Cxf32>
    %q = stablehlo.multiply %d, %d : tensor<@Rx@Cxf32>
    %s = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Cxf32>
    %vb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.divide %d, %vb : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_MAJOR_LOOP: "COLUMN_SUM",
    Feature.REDUCE_WINDOW_SCAN: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %c = "stablehlo.reduce_window"(%e, %z) <{padding = dense<[[0, 0], [@C1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, @C>}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %pq = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %pq : tensor<f32>
    }) : (tensor<@Rx@Cxf32>, tensor<f32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.multiply %c, %y : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_CHAIN: _SOFTMAX_ROWS
    + """
    %n = stablehlo.sine %q : tensor<@Rx@Cxf32>
    %r = stablehlo.add %n, %y : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_CHAIN_LIBRARY: _SOFTMAX_ROWS
    + """
    %r = stablehlo.add %q, %y : tensor<@Rx@Cxf32>""",
    Feature.VARIADIC_REDUCE: """%z = stablehlo.constant dense<0.0> : tensor<f32>
    %s:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [1] : (tensor<@Rx@Cxf32>, tensor<@Rx@Cxf32>, tensor<f32>, tensor<f32>) -> (tensor<@Rxf32>, tensor<@Rxf32>)
     reducer(%p: tensor<f32>, %q: tensor<f32>) (%u: tensor<f32>, %w: tensor<f32>) {
      %a1 = stablehlo.add %p, %q : tensor<f32>
      %a2 = stablehlo.add %u, %w : tensor<f32>
      stablehlo.return %a1, %a2 : tensor<f32>, tensor<f32>
    }
    %m = stablehlo.multiply %s#0, %s#1 : tensor<@Rxf32>
    %r = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<@Rxf32>) -> tensor<@Rx@Cxf32>""",
    Feature.MULTI_RESULT: "MULTI",
    Feature.MULTI_SHAPE_RESULT: "MULTI_SHAPE",
    Feature.TRANSPOSE_ARG: """%t = stablehlo.transpose %x, dims = [1, 0] : (tensor<@Rx@Cxf32>) -> tensor<@Cx@Rxf32>
    %t2 = stablehlo.reshape %t : (tensor<@Cx@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %t2, %y : tensor<@Rx@Cxf32>""",
    Feature.TRANSPOSE_INNER: """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<@Rx@Cxf32>) -> tensor<@Cx@Rxf32>
    %t2 = stablehlo.reshape %t : (tensor<@Cx@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %t2, %y : tensor<@Rx@Cxf32>""",
    Feature.CONCATENATE_INNER: """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s1 = stablehlo.slice %e [0:@R, 0:@H] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@Hxf32>
    %s2 = stablehlo.slice %y [0:@R, @H:@C] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@Hxf32>
    %n = stablehlo.negate %s2 : tensor<@Rx@Hxf32>
    %r = stablehlo.concatenate %s1, %n, dim = 1 : (tensor<@Rx@Hxf32>, tensor<@Rx@Hxf32>) -> tensor<@Rx@Cxf32>""",
    Feature.CONCATENATE_ARG: """%c = stablehlo.concatenate %x, %y, dim = 1 : (tensor<@Rx@Cxf32>, tensor<@Rx@Cxf32>) -> tensor<@Rx@CCxf32>
    %n = stablehlo.negate %c : tensor<@Rx@CCxf32>
    %r = stablehlo.slice %n [0:@R, @H:@CH] : (tensor<@Rx@CCxf32>) -> tensor<@Rx@Cxf32>""",
    Feature.RESHAPE_INNER: """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %t = stablehlo.reshape %e : (tensor<@Rx@Cxf32>) -> tensor<@Cx@Rxf32>
    %n = stablehlo.negate %t : tensor<@Cx@Rxf32>
    %t2 = stablehlo.reshape %n : (tensor<@Cx@Rxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %t2, %y : tensor<@Rx@Cxf32>""",
    Feature.SLICE: """%e = stablehlo.exponential %x : tensor<@Rx@Cxf32>
    %s = stablehlo.slice %e [0:@R, 0:@C2] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@C2xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %p = stablehlo.pad %s, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<@Rx@C2xf32>, tensor<f32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.add %p, %y : tensor<@Rx@Cxf32>""",
    Feature.REDUCE_WINDOW: "REDUCE_WINDOW",
    Feature.DYNAMIC_SLICE: "DYNAMIC_SLICE",
    Feature.DYNAMIC_UPDATE_SLICE: "DYNAMIC_UPDATE_SLICE",
    Feature.UPDATE_INNER: "UPDATE_INNER",
    Feature.GATHER: "GATHER",
    Feature.IOTA_SELECT: """%i = stablehlo.iota dim = 1 : tensor<@Rx@Cxi32>
    %f = stablehlo.convert %i : (tensor<@Rx@Cxi32>) -> tensor<@Rx@Cxf32>
    %c = stablehlo.compare GT, %x, %f, FLOAT : (tensor<@Rx@Cxf32>, tensor<@Rx@Cxf32>) -> tensor<@Rx@Cxi1>
    %r = stablehlo.select %c, %x, %y : tensor<@Rx@Cxi1>, tensor<@Rx@Cxf32>""",
    Feature.IOTA_VECTOR: "IOTA_VECTOR",
    Feature.BROADCAST_SCALAR_LOOP: "BROADCAST_SCALAR_LOOP",
    Feature.SELECT_OPERAND_PREDICATE: "SELECT_PREDICATE",
    Feature.DOT_EPILOGUE: "DOT_EPILOGUE",
    Feature.DOT_EPILOGUE_MAJOR: "DOT_EPILOGUE_MAJOR",
    Feature.DOT_CHAIN: "DOT_CHAIN",
    Feature.DOT: """%t = stablehlo.slice %y [0:@R, 0:@R] : (tensor<@Rx@Cxf32>) -> tensor<@Rx@Rxf32>
    %d = stablehlo.dot_general %t, %x, contracting_dims = [1] x [0] : (tensor<@Rx@Rxf32>, tensor<@Rx@Cxf32>) -> tensor<@Rx@Cxf32>
    %r = stablehlo.tanh %d : tensor<@Rx@Cxf32>""",
    # The same group, judged on reading its reduction back (a deviceless probe cannot time
    # the others, which read theirs back too: see ``run_probe``).
    Feature.REDUCE_READ_BACK: _ROW_SUM_READ_BACK,
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
# A probe whose one timed run takes this many times its limit is refused without more runs.
_OBVIOUSLY_SLOW = 20


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


def probe_module(feature: str) -> str:
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


def _shifted_scores(x: str, scale: str, out: str, contracting: int = 1) -> str:
    """Probe lines computing attention's scores of ``%x`` and ``%y`` (type ``x``, rows by
    features; with ``contracting`` 0, features by rows), scaled by ``scale``, shifted by
    their row max and exponentiated into ``out``: a dot-epilogue with a reduction."""
    d = "tensor<@Rx@Rxf32>"
    v = "tensor<@Rxf32>"
    dims = f"[{contracting}] x [{contracting}]"
    return f"""%d = stablehlo.dot_general %x, %y, contracting_dims = {dims} : ({x}, {x}) -> {d}
    %c = stablehlo.constant dense<{scale}> : tensor<f32>
    %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> {d}
    %s = stablehlo.multiply %d, %cb : {d}
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %mx = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [1] : ({d}, tensor<f32>) -> {v}
    %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : ({v}) -> {d}
    %e = stablehlo.subtract %s, %mb : {d}
    {out} = stablehlo.exponential %e : {d}"""


def _probe_template(feature: str) -> str:
    body = PROBES[feature]
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
    if body == "IOTA_VECTOR":
        v, i = "tensor<@Cxf32>", "tensor<@Cxi32>"
        return _fusion_probe(
            f"""%i = stablehlo.iota dim = 0 : {i}
    %f = stablehlo.convert %i : ({i}) -> {v}
    %r = stablehlo.add %f, %x : {v}
    mhlo.return %r : {v}""",
            [v],
            x=v,
        )
    if body == "BROADCAST_SCALAR_LOOP":
        # A vector (jax 0.10.2's XLA:CPU aborted on it below 64K elements, not at 128x1024)
        # plus its trip counter as a float, in a loop ``loop-kernels`` tagged to run whole.
        v = "tensor<@Cxf32>"
        return f"""func.func @main(%a: {v}) -> {v} {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %v = %a) : tensor<i32>, {v} attributes {{mhlo.frontend_attributes = {{{LOOP_KERNEL_ATTR} = "1"}}}}
  cond {{
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %r = "mhlo.fusion"(%i, %v) <{{fusion_kind = #mhlo<fusion_kind kLoop>}}> ({{
    ^bb0(%k: tensor<i32>, %x: {v}):
      %f = stablehlo.convert %k : (tensor<i32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> {v}
      %s = stablehlo.add %x, %fb : {v}
      mhlo.return %s : {v}
    }}) : (tensor<i32>, {v}) -> {v}
    stablehlo.return %j, %r : tensor<i32>, {v}
  }}
  return %w#1 : {v}
}}"""
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
    if body == "UPDATE_INNER":
        # A row block computed in the group, written at an offset the group reads.
        h, i = "tensor<@Rx@Hxf32>", "tensor<i32>"
        return _fusion_probe(
            f"""%t = stablehlo.slice %x [0:@R, 0:@H] : ({_X}) -> {h}
    %e = stablehlo.exponential %t : {h}
    %r = stablehlo.dynamic_update_slice %y, %e, %k, %k : ({_X}, {h}, {i}, {i}) -> {_X}
    mhlo.return %r : {_X}""",
            [_X],
            extra=i,
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
        return _fusion_probe(
            f"""{_shifted_scores(_X, "0.25", "%r")}
    mhlo.return %r : {d}""",
            [d],
        )
    if body == "DOT_EPILOGUE_MAJOR":
        x, d = "tensor<@Cx@Rxf32>", "tensor<@Rx@Rxf32>"
        return _fusion_probe(
            f"""{_shifted_scores(x, "0.25", "%r", contracting=0)}
    mhlo.return %r : {d}""",
            [d],
            x=x,
        )
    if body == "DOT_CHAIN":
        # An attention head's shape (128 tokens of 64): at the others' 1024 columns, the
        # fusion-op route's loop re-ran the first dot's rows for every output element, 30 s
        # a run.
        x = "tensor<@Rx64xf32>"
        d = "tensor<@Rx@Rxf32>"
        return _fusion_probe(
            f"""{_shifted_scores(x, "0.125", "%p")}
    %r = stablehlo.dot_general %p, %y, contracting_dims = [1] x [0] : ({d}, {x}) -> {x}
    mhlo.return %r : {x}""",
            [x],
            x=x,
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


def _probe_set_hash(backend: str) -> str:
    """What a cached table depends on: the probes and their thresholds, and the options
    ``backend`` compiles them under."""
    b = backends.get(backend)
    key = [
        {f: (DESCRIPTIONS[f], body) for f, body in PROBES.items()},
        PROBE_ROWS,
        PROBE_COLS,
        MAX_SLOWDOWN,
        AGAINST_XLA,
        _OBVIOUSLY_SLOW,
        "every verdict on the fastest of 25 runs",
        {s: b.compile_options(s) for s in ("xla", "unfused", "ours")},
    ]
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:12]


def run_probe(feature: str, route: str, backend: str) -> str:
    """Compile one probe by one route; ``"ok"`` or why not (run in a child process)."""
    b = backends.get(backend)
    module = io.parse_module(probe_module(feature))
    against = "xla" if feature in AGAINST_XLA else "unfused"
    try:
        ref = b.compile_text(b.lower(module, against), against)
        text = b.lower(module, "ours", force_route=route)
        ours = b.compile_text(text, "ours", demote_rejected=False)
    except Exception as e:
        return f"error: {str(e).splitlines()[0][:200]}"
    kernels = ours.kernels.static - ours.kernels.by_kind.get("copy", 0)
    if not ours.executed:  # deviceless: what the optimized HLO shows is all there is
        if kernels != 1:
            return f"not one kernel: {ours.kernels.by_kind}"
        if feature == Feature.REDUCE_READ_BACK and (why := read_back(ours.hlo_text)):
            # The other reduce probes read their reduction back too: only this one is
            # judged on it, and a group gets this feature wherever it reads one back.
            return f"read back: {why}"
        return OK
    inputs = random_inputs(module)
    ok, detail = outputs_match(ref.run(inputs), ours.run(inputs))
    if not ok:
        return f"wrong result: {detail}"
    if kernels != 1:
        return f"not one kernel: {ours.kernels.by_kind}"
    # Compilable is not profitable: time both, interleaved, and refuse a pathological group,
    # judged on each side's fastest run of 25: the work another process steals makes a run
    # slower, never faster. Medians of five were not enough either way: a library kernel's
    # thread pool on a busy machine once timed 5x unfused (the column-sum probe, under the
    # test suite's load), and a table probed while another process probed too let the dot
    # probe's loop through ("ok": 19-43x unfused on a quiet machine, in 12 runs).
    runs = {"ref": (ref, inputs), "ours": (ours, inputs)}
    limit = AGAINST_XLA.get(feature, MAX_SLOWDOWN)
    # A pathological group (a loop fusion re-running a dot per element: the dot-chain probe
    # as a fusion-op ran 15000x XLA's time, seconds a run) is refused on one timed run of
    # each, far past the limit, rather than on 25.
    once = time_interleaved(runs, 1, 1)
    if once["ours"][0] > _OBVIOUSLY_SLOW * limit * once["ref"][0]:
        return f"slow: over {_OBVIOUSLY_SLOW * limit:.0f}x the {against} time"
    times = time_interleaved(runs, 25, 2)
    slowdown = float(np.min(times["ours"]) / np.min(times["ref"]))
    if slowdown > limit:
        return f"slow: {slowdown:.{1 if against == 'xla' else 0}f}x the {against} time"
    return OK


def read_back(hlo_text: str) -> str | None:
    """Where a kernel of an optimized HLO module reads a reduction's result back at a larger
    shape (a reduce broadcast inside the fusion that computes it), what it is, else None:
    a loop emitter runs the reduction again per element read. A deviceless compile cannot
    time a probe, so this is how one is refused there."""
    module = hlo.parse_module(hlo_text)
    for _scope, ins, _kind in hlo.kernels(module):
        body = module.comp(ins.attr("calls") or "")
        if body is None:
            continue
        derived: set[str] = set()  # what reads a reduction's result, directly or not
        for i in body.instrs:
            if i.opcode == "reduce" or derived & set(i.operands or []):
                if i.opcode == "broadcast":
                    return f"{i.name} broadcasts a reduction's result inside {ins.name}"
                derived.add(i.name)
    return None


def _probe_all_in_child(jobs: Sequence[tuple[str, str]], backend: str) -> None:
    """Child side: run probes in order, print one JSON line per finished probe."""
    for feature, route in jobs:
        try:
            verdict = run_probe(feature, route, backend)
        except Exception as e:  # ours: XLA's aborts end the process, its rejections return
            first = str(e).strip().splitlines()[0][:200] if str(e).strip() else ""
            verdict = f"{PROBE_BUG}{type(e).__name__}: {first}"
        print(json.dumps([feature, route, verdict]), flush=True)


def probe(backend: str, features: Iterable[str] | None = None) -> dict[str, dict[str, str]]:
    """Run every probe for every route in child processes; an abort marks that probe and
    the next child carries on with the rest."""
    jobs = [(f, r) for f in (features or PROBES) for r in ROUTES]
    table: dict[str, dict[str, str]] = {f: {} for f, _ in jobs}
    while jobs:
        code = (
            "import json,sys; from fusion_mlir.backends.capabilities import _probe_all_in_child as p; "
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
            feature, route = jobs.pop(0)
            table[feature][route] = "aborts: " + crash_message(proc.stderr, proc.returncode)
        elif proc.returncode == 0 and jobs:
            raise UserError(f"error: capability probe stopped early: {proc.stderr.strip()[-300:]}")
    return table


def cache_dir() -> Path:
    root = os.environ.get("FUSION_MLIR_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME")
    base = Path(root) if root else Path.home() / ".cache"
    return base / "fusion-mlir" if not os.environ.get("FUSION_MLIR_CACHE_DIR") else base


def write_cache(path: Path, doc: object) -> None:
    """Write ``doc`` as JSON at ``path`` under the cache directory, atomically; a cache that
    cannot be written is skipped (it only costs the work again next time)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(doc, indent=1))
    except (OSError, UserError):
        pass


_LOADED: dict[str, Capabilities] = {}


def load_capabilities(backend: str = "cpu", reprobe: bool = False) -> Capabilities:
    """The capability table for ``backend``: from memory, the disk cache, or fresh probes."""
    if backend in _LOADED and not reprobe:
        return _LOADED[backend]
    b = backends.get(backend)
    # A table probed deviceless (compiled, never run) is not one probed on the device.
    mode = "" if b.executes_here() else "-deviceless"
    jaxlib, probes = P.jaxlib_version(), _probe_set_hash(backend)
    version = f"jaxlib {jaxlib}, probes {probes}" + (", deviceless" if mode else "")
    path = cache_dir() / f"capabilities-{backend}{mode}-jaxlib{jaxlib}-{probes}.json"
    caps = None
    if path.exists() and not reprobe:
        try:
            doc = json.loads(path.read_text())
            small = int(doc["small_loop_bytes"])
            caps = Capabilities(backend, version, doc["table"], small, b.launch_bytes())
        except (ValueError, KeyError, OSError, TypeError):
            caps = None
    if caps is None:
        b.client()  # an unavailable backend is the user's error
        caps = Capabilities(
            backend, version, probe(backend), b.small_loop_bytes(), b.launch_bytes()
        )
        bugs = [
            f"{feature} / {route}: {verdict}"
            for feature, routes in caps.table.items()
            for route, verdict in routes.items()
            if verdict.startswith(PROBE_BUG)
        ]
        if bugs:
            log.warning(
                "%d capability probe(s) failed in fusion-mlir's own code (refused, the table "
                "not cached): %s",
                len(bugs),
                bugs[0],
            )
        else:
            small = caps.small_loop_bytes
            write_cache(path, {"version": version, "table": caps.table, "small_loop_bytes": small})
    _LOADED[backend] = caps
    return caps


# -- XLA's optional fusion features: which the installed XLA accepts -----------------------

# A dot, an operand read by three siblings and a reduction: every optional feature has
# something to act on.
_FEATURE_PROBE = """func.func @main(%a: tensor<64x64xf32>) -> (tensor<64xf32>, tensor<64x64xf32>) {
  %d = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = stablehlo.sine %d : tensor<64x64xf32>
  %e = stablehlo.exponential %s : tensor<64x64xf32>
  %c = stablehlo.cosine %s : tensor<64x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %r, %c : tensor<64xf32>, tensor<64x64xf32>
}"""


def try_xla_feature(name: str, backend: str) -> str:
    """Compile (and where it can, run and check) the feature probe with XLA's optional
    fusion feature ``name`` on: ``"ok"`` or why not. Run in a child: an option XLA does not
    know may end the process."""
    b = backends.get(backend)
    module = io.parse_module(_FEATURE_PROBE)
    text = b.lower(module, "xla")
    try:
        ref = b.compile_text(text, "xla")
        got = b.compile_text(text, "xla", features=[name])
    except Exception as e:
        return f"error: {str(e).splitlines()[0][:200]}"
    if got.executed:
        inputs = random_inputs(module)
        ok, detail = outputs_match(ref.run(inputs), got.run(inputs))
        if not ok:
            return f"wrong result: {detail}"
    return OK


_ACCEPTED: dict[str, tuple[str, ...]] = {}


def accepted_xla_features(backend: str = "cpu") -> tuple[str, ...]:
    """The optional fusion features of ``backend``'s XLA (``Backend.xla_features``) the
    installed XLA accepts, each checked once in a child process; cached on disk per jaxlib
    version and feature set."""
    if backend in _ACCEPTED:
        return _ACCEPTED[backend]
    b = backends.get(backend)
    defs = {n: (f.debug, f.extra) for n, f in b.xla_features.items()}
    key = hashlib.sha256(json.dumps([defs, _FEATURE_PROBE], sort_keys=True).encode())
    mode = "" if b.executes_here() else "-deviceless"
    path = cache_dir() / (
        f"xla-features-{backend}{mode}-jaxlib{P.jaxlib_version()}-{key.hexdigest()[:12]}.json"
    )
    try:
        verdicts = json.loads(path.read_text())
    except (OSError, ValueError):
        verdicts = {}
        for name in b.xla_features:
            target = "fusion_mlir.backends.capabilities:try_xla_feature"
            try:
                verdicts[name] = call_isolated(target, name, backend, timeout=300)
            except BackendCrash as e:
                verdicts[name] = f"aborts: {e}"
        write_cache(path, verdicts)
    _ACCEPTED[backend] = tuple(n for n in b.xla_features if verdicts.get(n) == OK)
    return _ACCEPTED[backend]
