"""``forward-concatenate``: read the pieces of a concatenate instead of the concatenate.

Rule: a ``slice`` of a ``concatenate`` whose range along the concatenated dimension lies
inside one operand becomes that operand (exact cover) or a slice of it, and a concatenate
left without users is erased. Through loops: a ``while`` iter arg whose yielded value is a
concatenate, and which the condition never reads and the body and code after the loop read
only through such slices, is split into one iter arg per piece (the study's "state passed
as separate variables"); the concatenate is rebuilt after the loop only if the loop result
is used whole. A split is made where the rest of the pipeline runs the loop whole, and in
a loop that stays a loop of kernels only where it saves at least ``min-bytes`` per trip.
Data is only renamed, never computed, so outputs are bit-exact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fusion_mlir.passes import _loops as L
from jaxlib.mlir import ir

from fusion_mlir.analysis.cost import nbytes
from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.explain import Decision

CONCAT = "stablehlo.concatenate"
SLICE = "stablehlo.slice"


@dataclass(frozen=True)
class Pieces:
    """How a value of shape ``shape`` splits along ``dim`` into pieces of ``sizes``."""

    dim: int
    sizes: tuple[int, ...]

    def offsets(self) -> list[int]:
        out, o = [], 0
        for s in self.sizes:
            out.append(o)
            o += s
        return out


def concat_pieces(op: ir.Operation) -> Pieces:
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    return Pieces(dim, tuple(ir.RankedTensorType(v.type).shape[dim] for v in op.operands))


def _slice_attrs(op: ir.Operation) -> tuple[list[int], list[int], list[int]]:
    return tuple(  # type: ignore[return-value]
        list(ir.DenseI64ArrayAttr(op.attributes[k]))
        for k in ("start_indices", "limit_indices", "strides")
    )


def slice_piece(op: ir.Operation, pieces: Pieces) -> tuple[int, int, int] | None:
    """``(piece, start, limit)`` along ``pieces.dim`` for a slice that reads one piece only
    (start/limit relative to the piece), else None."""
    if op.name != SLICE:
        return None
    start, limit, strides = _slice_attrs(op)
    d = pieces.dim
    n = ir.RankedTensorType(op.results[0].type).shape[d]
    if n == 0:
        return None
    first, last = start[d], start[d] + strides[d] * (n - 1)
    for k, (off, size) in enumerate(zip(pieces.offsets(), pieces.sizes, strict=True)):
        if off <= first and last < off + size:
            return k, first - off, min(limit[d], off + size) - off
    return None


def forward_slice(op: ir.Operation, pieces: Pieces, values: Sequence[ir.Value]) -> None:
    """Rewrite slice ``op`` (known to read one piece) to read ``values[piece]`` directly."""
    k, lo, hi = slice_piece(op, pieces)  # type: ignore[misc]
    src = values[k]
    start, limit, strides = _slice_attrs(op)
    start[pieces.dim], limit[pieces.dim] = lo, hi
    if op.results[0].type == src.type and all(s == 1 for s in strides):
        new = src  # exact cover
    else:
        new = ir.Operation.create(
            SLICE,
            results=[op.results[0].type],
            operands=[src],
            attributes={
                "start_indices": L.i64_array(start),
                "limit_indices": L.i64_array(limit),
                "strides": L.i64_array(strides),
            },
            loc=op.location,
            ip=ir.InsertionPoint(op),
        ).result
    op.results[0].replace_all_uses_with(new)
    op.erase()


def _forward_slices(module: ir.Module, ctx: PassContext, name: str) -> int:
    """Slice-of-concatenate forwarding everywhere; returns the number of slices rewritten."""
    n = 0
    for op in [o for o in L.walk_ops(module.operation) if o.name == SLICE]:
        cat = L.defining_op(op.operands[0])
        if cat is None or cat.name != CONCAT:
            continue
        what = ctx.describe(op, cat)
        pieces = concat_pieces(cat)
        if slice_piece(op, pieces) is None:
            ctx.record(Decision(name, what, False, "slice spans several operands"))
            continue
        saved = nbytes(cat.results[0].type)
        forward_slice(op, pieces, list(cat.operands))
        n += 1
        dead = not list(cat.results[0].uses)
        if dead:
            cat.erase()
        ctx.record(
            Decision(
                name,
                what,
                True,
                "slice reads one operand",
                bytes_saved=saved if dead else 0,
                detail="concatenate erased" if dead else "concatenate has other users",
            )
        )
    return n


def _split_reason(w: ir.Operation, j: int) -> str | Pieces:
    """Why iter arg ``j`` of ``w`` cannot be split, or how it splits."""
    y = L.body_terminator(w).operands[j]
    cat = L.defining_op(y)
    if cat is None or cat.name != CONCAT or len(cat.operands) < 2:
        return "yield is not a concatenate"
    pieces = concat_pieces(cat)
    if 0 in pieces.sizes or 0 in ir.RankedTensorType(y.type).shape:
        # Pieces of no elements sit at one offset, and a slice of one matches any of them
        # (found by fusion-fuzz: 2x0 pieces, split, crashed the process).
        return "a piece has no elements"
    if list(w.regions[0].blocks[0].arguments[j].uses):
        return "condition reads the iter arg"
    for owner, _ in L.uses_of(w.regions[1].blocks[0].arguments[j]):
        if slice_piece(owner, pieces) is None:
            return "iter arg used whole in the loop (not a slice of one piece)"
    return pieces


def split_iter_arg(w: ir.Operation, j: int, pieces: Pieces) -> ir.Operation:
    """Replace iter arg ``j`` of ``w`` by one iter arg per piece; return the new while."""
    old_body = w.regions[1].blocks[0]
    term = L.body_terminator(w)
    cat = L.defining_op(term.operands[j])
    assert cat is not None
    cat_loc = cat.location
    k = len(pieces.sizes)
    # Initial pieces: the operands of a matching concatenate, or slices of the init.
    init = w.operands[j]
    icat = L.defining_op(init)
    if icat is not None and icat.name == CONCAT and concat_pieces(icat) == pieces:
        init_pieces = list(icat.operands)
    else:
        shape = ir.RankedTensorType(init.type).shape
        init_pieces = []
        for off, size, piece in zip(pieces.offsets(), pieces.sizes, cat.operands, strict=True):
            start, limit = [0] * len(shape), list(shape)
            start[pieces.dim], limit[pieces.dim] = off, off + size
            init_pieces.append(
                ir.Operation.create(
                    SLICE,
                    results=[piece.type],
                    operands=[init],
                    attributes={
                        "start_indices": L.i64_array(start),
                        "limit_indices": L.i64_array(limit),
                        "strides": L.i64_array([1] * len(shape)),
                    },
                    loc=w.location,
                    ip=ir.InsertionPoint(w),
                ).result
            )
    inits = list(w.operands)
    inits[j : j + 1] = init_pieces
    arg_locs = [a.location for a in old_body.arguments]
    arg_locs[j : j + 1] = [arg_locs[j]] * k
    nw, cond, body = L.new_while(w, inits, arg_locs)

    def new_index(i: int) -> int:
        return i if i < j else i + k - 1

    for region, block in ((w.regions[0].blocks[0], cond), (old_body, body)):
        for i, a in enumerate(region.arguments):
            if i == j:
                for owner, _ in L.uses_of(a):
                    forward_slice(owner, pieces, list(block.arguments)[j : j + k])
            else:
                a.replace_all_uses_with(block.arguments[new_index(i)])
    # (Read the yields only now: a piece may itself have been a forwarded slice.)
    yields = list(term.operands)
    yields[j : j + 1] = list(cat.operands)
    L.replace_terminator(body, yields)
    if not list(cat.results[0].uses):
        cat.erase()
    # After the loop: slices read the piece results; other users get a rebuilt concatenate.
    rebuilt: ir.Value | None = None
    piece_results = list(nw.results)[j : j + k]
    for i, r in enumerate(w.results):
        if i != j:
            r.replace_all_uses_with(nw.results[new_index(i)])
            continue
        for owner, idx in L.uses_of(r):
            if slice_piece(owner, pieces) is not None:
                forward_slice(owner, pieces, piece_results)
                continue
            if rebuilt is None:
                nxt = L.next_op(nw)
                rebuilt = ir.Operation.create(
                    CONCAT,
                    results=[r.type],
                    operands=piece_results,
                    attributes={
                        "dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), pieces.dim)
                    },
                    loc=cat_loc,
                    ip=ir.InsertionPoint(nxt) if nxt is not None else ir.InsertionPoint(nw.block),
                ).result
            owner.operands[idx] = rebuilt
    w.erase()
    if icat is not None and not list(icat.results[0].uses):
        icat.erase()
    return nw


@dataclass(frozen=True)
class ForwardConcatenate(ModulePass):
    """Forward slices of concatenates to the concatenated operands, and split loop-carried
    concatenated values into one iter arg per piece when they are only ever sliced."""

    name = "forward-concatenate"
    summary = "slice(concatenate) -> operand; split loop-carried concatenates into pieces"

    # A split makes each piece a buffer of its own, carried through the loop: the kernels
    # that wrote the concatenate's pieces into one buffer now write several, and each
    # buffer has its copies at the loop's edges. In a loop that runs whole that costs no
    # launch, and the split only saves the concatenate's bytes; in a loop of kernels it pays
    # only where those bytes outweigh a launch or two (a launch of about 2 us moves some
    # 40-60 KB on these machines). The MJX step's 20 splits of 36-576 B added 70 kernels.
    min_bytes: int = 1 << 16

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        _forward_slices(module, ctx, self.name)
        loops = [op for op in L.walk_ops(module.operation) if op.name == L.WHILE]
        wanted = [
            any(not isinstance(_split_reason(w, j), str) for j in range(len(w.operands)))
            for w in loops
        ]
        whole = L.runs_whole_later(module, wanted, ctx)
        # Loops that stay loops of kernels, each with the iter args whose split was refused.
        of_kernels = [[w, set()] for w, wh in zip(loops, whole, strict=True) if not wh]
        changed = True
        while changed:
            changed = False
            for w in [op for op in L.walk_ops(module.operation) if op.name == L.WHILE]:
                kept = next((entry for entry in of_kernels if entry[0] == w), None)
                for j in range(len(w.operands)):
                    if kept is not None and j in kept[1]:
                        continue
                    why = _split_reason(w, j)
                    what = [f"{n} iter arg {j}" for n in ctx.describe(w)]
                    if isinstance(why, str):
                        if why != "yield is not a concatenate":
                            ctx.record(Decision(self.name, what, False, why))
                        continue
                    saved = nbytes(w.operands[j].type)
                    if kept is not None and saved < self.min_bytes:
                        kept[1].add(j)
                        ctx.record(
                            Decision(
                                self.name,
                                what,
                                False,
                                "the loop stays a loop of kernels, where the split saves less"
                                " than it adds",
                                detail=f"{saved} B per trip < min-bytes={self.min_bytes}",
                            )
                        )
                        continue
                    nw = split_iter_arg(w, j, why)
                    if kept is not None:
                        k = len(why.sizes)
                        kept[0], kept[1] = nw, {i if i < j else i + k - 1 for i in kept[1]}
                    ctx.record(
                        Decision(
                            self.name,
                            what,
                            True,
                            "loop-carried concatenate only read by slices",
                            bytes_saved=saved,
                            detail=f"split into {len(why.sizes)} iter args along dim {why.dim}",
                        )
                    )
                    changed = True
                    break
                if changed:
                    break
        _forward_slices(module, ctx, self.name)
