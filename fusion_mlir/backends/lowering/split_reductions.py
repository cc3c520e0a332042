"""Rejoining the reductions XLA:CPU split before fusion, inside a regrouped fusion body
(``join_split_reductions``: why, when, and what it measured)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from fusion_mlir.ir import hlo
from fusion_mlir.ir.hlo import Computation, Instr

_WINDOW_DIM = re.compile(r"(size|stride|pad)=([\w\-]+)")
# Element types whose reductions are joined again (see ``join_split_reductions``). Narrow
# floats keep XLA's split: there it is what keeps a long bf16/f16 sum accurate. Their max
# or min is the same in any order, and is joined in a library kernel.
_JOINED_REDUCE_TYPES = ("f32[", "f64[")
_EXACT_REDUCERS = ("maximum", "minimum")


def _window(ins: Instr) -> dict[str, list[str]] | None:
    """``window={size=1x32 stride=1x32 pad=0_0x0_8}`` as lists per dimension, or None."""
    w = ins.attr("window")
    if not w or not w.startswith("{"):
        return None
    fields = {k: v.split("x") for k, v in _WINDOW_DIM.findall(w)}
    if set(fields) - {"size", "stride", "pad"} or "size" not in fields:
        return None
    return fields


def join_split_reductions(
    body: list[Instr],
    keep: set[str],
    any_dims: bool = False,
    comps: Mapping[str, Computation] | None = None,
) -> list[Instr]:
    """Undo XLA:CPU's tree-reduction split inside a regrouped fusion body.

    Before fusion, XLA:CPU rewrites a long ``reduce`` as a ``reduce-window`` (windows of 32
    along the reduced dimensions) feeding a shorter ``reduce``; in a pre-layout
    ``mhlo.fusion`` the reduce stays whole. Inside one loop fusion the split form reads each
    row with strided gathers, while a whole reduce is emitted as a vectorized loop with
    reassociated (several) accumulators: on a 1024x1024 softmax the regrouped kernels
    were about 1.3x slower with the split. So a ``reduce`` of a ``reduce-window`` that only
    it reads, over the most minor dimensions of the layout (only row reductions: a 128x512
    column sum in one loop fusion took about 0.22 ms with or without the split, so XLA's
    form is kept there), whose windows tile exactly the dimensions it then reduces (size =
    stride, windows x stride = padded extent; padding, low or high, holds the init value)
    and are 1 elsewhere, with the same init, becomes a ``reduce`` of the window's operand
    again. A row that is not a multiple of 32 long is padded (1000 columns: 12 each side):
    left split, that softmax ran at about 0.68x of XLA, joined level with it.
    f32/f64 only. The sums are reassociated, as both forms of the reduction already are.
    ``any_dims``: join column reductions too (a library kernel reduces them whole), and
    bf16/f16 ones that take a max or min (their reducers found in ``comps``): XLA's own
    library kernel of a bf16 column max reduces it whole, and ours took 1.3x its time
    with the split on jax 0.12.1. A reduction split twice (a column of 4096: windows of 32,
    then of 32 again) is joined one level at a time."""
    while True:
        joined = _join_split_level(body, keep, any_dims, comps or {})
        if len(joined) == len(body):
            return body
        body = joined


def _join_split_level(
    body: list[Instr], keep: set[str], any_dims: bool, comps: Mapping[str, Computation]
) -> list[Instr]:
    """One level of ``join_split_reductions``: each reduce of a reduce-window that can be
    joined reads the window's operand instead; the windows are dropped."""
    by = {b.name: b for b in body}
    readers: dict[str, int] = {}
    for b in body:
        for o in b.operands or []:
            readers[o] = readers.get(o, 0) + 1
    dropped: set[str] = set()
    for b in body:
        if b.opcode != "reduce" or not b.operands or len(b.operands) != 2:
            continue
        if not (
            b.shape.startswith(_JOINED_REDUCE_TYPES)
            or (any_dims and hlo.reducer(comps, b) in _EXACT_REDUCERS)
        ):
            continue
        w = by.get(b.operands[0])
        if w is None or w.opcode != "reduce-window" or w.name in keep or not w.operands:
            continue
        if readers.get(w.name) != 1 or len(w.operands) != 2 or w.operands[1] != b.operands[1]:
            continue
        win = _window(w)
        dims_attr = b.attr("dimensions")
        if win is None or not dims_attr:
            continue
        reduced = {int(d) for d in re.findall(r"\d+", dims_attr)}
        if not any_dims and not hlo.minor_dims(w.shape, reduced):
            continue
        sizes, strides = win["size"], win.get("stride", ["1"] * len(win["size"]))
        pads = win.get("pad", ["0_0"] * len(sizes))
        src = by.get(w.operands[0])
        n_in, n_out = hlo.dims(src.shape) if src else [], hlo.dims(w.shape)
        if not (len(sizes) == len(strides) == len(pads) == len(n_in) == len(n_out)):
            continue
        ok = True
        for d, (size, stride, pad) in enumerate(zip(sizes, strides, pads, strict=True)):
            if d in reduced:
                low, _, high = pad.partition("_")
                padded = n_in[d] + int(low or 0) + int(high or 0)
                ok &= size == stride and n_out[d] * int(stride) == padded
            else:
                ok &= size == stride == "1" and pad == "0_0"
        if not ok:
            continue
        b.operands = [w.operands[0], b.operands[1]]
        b.raw = None
        dropped.add(w.name)
    return [b for b in body if b.name not in dropped]
