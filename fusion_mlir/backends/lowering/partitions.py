"""How many parts a loop kernel is split into across the threads: the merged fusion's
(``member_partitions``), and a finer split of every split loop kernel
(``refine_partitions``: why, and what it measured)."""

from __future__ import annotations

import math
import re

from fusion_mlir.ir import hlo
from fusion_mlir.ir.hlo import Computation, Instr

PARTITION_ELEMENTS = 16384
MAX_PARTITIONS = 64
_PARTITIONS = re.compile(r'"outer_dimension_partitions":\["(\d+)"\]')


def member_partitions(members: list[Instr], shape: str) -> int:
    """How many parts XLA's parallel task assigner split the group's members into at most
    (one count, for the outermost dimension), capped by the outermost dimension of the
    group's output ``shape``: 1 when none was split. For a group whose outputs' producers
    were not split (a reduce was, alone, too cheap) while a member was: the group costs at
    least what that member did, so the assigner would have split it too. A connect-four
    step's gather-compare-reduce ran on one thread at twice XLA's time."""
    outer = _outer_extent(shape)
    if outer is None:
        return 1
    return min(max((_split_count(m) for m in members), default=1), outer)


def _split_count(ins: Instr) -> int:
    """Into how many parts XLA's parallel task assigner split fusion ``ins`` (one count,
    for the outermost dimension); 1 when it did not."""
    cfg = ins.attr("backend_config") if ins.opcode == "fusion" else None
    m = _PARTITIONS.search(cfg) if cfg else None
    return int(m.group(1)) if m else 1


def _outer_extent(shape: str) -> int | None:
    """The extent of ``shape``'s outermost dimension in its layout (of a tuple, its first
    part's); None without dimensions or a layout."""
    dims, layout = hlo.dims(shape), hlo.minor_to_major(shape)
    return dims[layout[-1]] if dims and layout else None


def refine_partitions(comp: Computation) -> list[str]:
    """Split each loop kernel that XLA's parallel task assigner splits (one count, for the
    outermost dimension, above 1) into one part per ``PARTITION_ELEMENTS`` output elements
    instead, up to ``MAX_PARTITIONS`` and the outermost dimension's extent; returns the
    fusions changed.

    XLA splits a loop kernel into as many parts as there are threads, so the kernel waits
    for its slowest part: when one thread starts late, the other does its own part and then
    the late one's (a trace of softmax showed the second core joining our first kernel over
    100 us late in 9 of 60 executions). Small parts go to whichever thread is free, as the
    library kernels' own scheduler does. Measured on 2 cores, paired against XLA in the
    benchmark's rounds (unfused and the copy included): softmax 1024x1024 0.95-0.98x of XLA
    with 2 parts, 1.00-1.07x with 64; layernorm, attention, mlp_train, mlp_ensemble level."""
    changed = []
    for ins in comp.instrs:
        cfg = ins.attr("backend_config") if ins.opcode == "fusion" else None
        m = _PARTITIONS.search(cfg) if cfg else None
        if m is None or int(m.group(1)) < 2:
            continue
        shape = ins.shape[1:] if ins.is_tuple else ins.shape  # a tuple's parts share dims
        outer = _outer_extent(shape)
        if outer is None:
            continue
        parts = min(MAX_PARTITIONS, outer, math.prod(hlo.dims(shape)) // PARTITION_ELEMENTS)
        if parts <= int(m.group(1)):
            continue
        new = cfg[: m.start(1)] + str(parts) + cfg[m.end(1) :]
        ins.attrs = [
            f"backend_config={new}" if a.startswith("backend_config=") else a for a in ins.attrs
        ]
        ins.raw = None
        changed.append(ins.name)
    return changed
