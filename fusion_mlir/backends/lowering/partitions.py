"""How many parts a loop kernel is split into across the threads: the merged fusion's
(``member_partitions``), and a finer split of every split loop kernel
(``refine_partitions``: why, and what it measured)."""

from __future__ import annotations

import math
import os
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


# XLA's parallel task assigner (xla/service/cpu/parallel_task_assignment.cc), its default
# cost model: a kernel doing more arithmetic than it moves bytes is split into one part per
# ``_COMPUTE_PER_PART`` of ``flops + 2 * transcendentals + 10 * bytes`` (100 us of a 2 GHz
# core), up to one per thread; any other into one per ``_BYTES_PER_PART`` bytes moved (an
# L2 cache), up to the square root of the threads.
_COMPUTE_PER_PART = 100_000
_BYTES_PER_PART = 256 << 10
# Of ``hlo.ELEMENTWISE``, those XLA's cost analysis counts as transcendentals.
_TRANSCENDENTAL = frozenset(
    {"exponential", "exponential-minus-one", "log", "log-plus-one", "logistic", "sine"}
    | {"cosine", "tan", "tanh", "sqrt", "rsqrt", "cbrt", "power", "atan2", "erf"}
)
_NO_ARITHMETIC = frozenset(
    {"parameter", "constant", "broadcast", "bitcast", "reshape", "copy", "transpose"}
    | {"slice", "dynamic-slice", "concatenate", "pad", "iota", "tuple", "get-tuple-element"}
    | {"reverse", "gather"}
)


def threads() -> int:
    """The threads XLA:CPU runs one kernel's parts on: the CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def group_partitions(body: list[Instr], shape: str, n_threads: int) -> int:
    """Into how many parts XLA's parallel task assigner would split the merged loop kernel
    ``body`` (result ``shape``) were it one of XLA's own, capped by the outermost dimension
    and by one part per ``PARTITION_ELEMENTS`` output elements (as ``refine_partitions``);
    1 when its cost model would not, or when the body holds an op whose results cannot be
    computed part by part (a scatter, an in-place update, a sort...).

    The assigner runs before the group exists: it saw each member alone, and a chain of
    cheap ops over one value (threefry's rounds: a shift, an or, a xor each) splits no
    member, though the merged kernel is compute-bound. XLA never splits a multi-output
    fusion of its own, but runs ours split (the outputs share dims and layout). A pgx
    tic-tac-toe step on 2 cores: its merged random-bit kernels (36864 elements) ran on one
    thread, 0.83x of XLA; 1.09x with both pinned to one core. Smaller parts cost more than
    they save: a gymnax CartPole over 4096 environments ran 0.89x as fast with its 4096-
    element kernels split in two."""
    shape = shape[1:] if shape.startswith("(") else shape  # a tuple's parts share dims
    outer = _outer_extent(shape)
    if outer is None or n_threads < 2:
        return 1
    flops = transcendentals = 0
    inputs = outputs = 0
    shapes: dict[str, str] = {}  # the body is in definition order
    for ins in body:
        op = ins.opcode
        shapes[ins.name] = ins.shape
        n = math.prod(hlo.dims(ins.shape)) if not ins.is_tuple else 0
        if op == "parameter":
            inputs += hlo.shape_bytes(ins.shape)
        elif op in _TRANSCENDENTAL:
            transcendentals += n
        elif op in _NO_ARITHMETIC:
            pass
        elif op in hlo.ELEMENTWISE:
            flops += n
        elif op == "reduce":
            # one application of the reducer per element of the (first) input
            first = shapes.get((ins.operands or [""])[0], ins.shape)
            flops += math.prod(hlo.dims(first))
        else:
            return 1
        if ins.is_root:
            outputs += hlo.shape_bytes(ins.shape)
    moved = max(1, inputs + outputs)
    if (flops + transcendentals) / moved <= 1.0:
        most, parts = math.ceil(math.sqrt(n_threads)), moved // _BYTES_PER_PART
    else:
        most = n_threads
        parts = (flops + 2 * transcendentals + 10 * moved) // _COMPUTE_PER_PART
    return max(1, min(most, parts, outer, math.prod(hlo.dims(shape)) // PARTITION_ELEMENTS))


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
