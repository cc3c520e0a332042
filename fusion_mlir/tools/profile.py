"""Where a compiled program's time goes, kernel by kernel, from the runtime's own trace.

The XLA runtime records one trace event per kernel it launches (a fusion, a library call,
a copy...), named after the HLO instruction. ``profile_kernels`` runs an executable a few
times under ``jax.profiler``, keeps the events whose name is a kernel of its optimized HLO
(``hlo.kernel_category``), and sums them per kernel: time and launches per execution.
Control flow (while, conditional) is not a kernel: its time is that of the kernels it runs.
On jaxlib 0.12 the runtime records no event for a kernel inside a loop body
(``_jax_private.traces_nested_kernels``): there the profile lists the kernels outside loops.
Tracing adds a few microseconds per launch, so the shares are what to read, not the sum,
and timings for comparison come from ``fusion-bench``'s untraced rounds.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from fusion_mlir.ir import hlo


@dataclass(frozen=True)
class KernelTime:
    """One kernel's share of an execution."""

    name: str
    kind: str
    """``loop``/``library``/... for a fusion, the opcode otherwise (``hlo.kernel_category``)."""
    ms: float
    """Traced time per execution, summed over its launches."""
    calls: float
    """Launches per execution (a kernel in a loop body launches once per trip)."""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "ms": self.ms, "calls": self.calls}


def kernel_kinds(hlo_text: str) -> dict[str, str]:
    """Kernel name -> kind, for every kernel of an optimized HLO module."""
    kinds: dict[str, str] = {}
    for comp in hlo.parse_module(hlo_text).computations:
        for ins in comp.instrs:
            if (kind := hlo.kernel_category(ins)) is not None:
                kinds[ins.name.lstrip("%")] = kind
    return kinds


def profile_kernels(compiled: Any, inputs: Sequence[np.ndarray], runs: int = 3) -> list[KernelTime]:
    """Trace ``runs`` executions of ``compiled`` (a ``executable.Compiled``) on ``inputs`` and
    return its kernels, the most expensive first."""
    import jax

    kinds = kernel_kinds(compiled.hlo_text)
    args = compiled.put(inputs)
    compiled.execute_and_wait(args)  # warm: the first run may allocate
    with tempfile.TemporaryDirectory(prefix="fusion-mlir-trace-") as d:
        jax.profiler.start_trace(d)
        try:
            for _ in range(runs):
                compiled.execute_and_wait(args)
        finally:
            jax.profiler.stop_trace()
        traces = sorted(Path(d).rglob("*.xplane.pb"))
        if not traces:
            return []
        data = jax.profiler.ProfileData.from_file(str(traces[-1]))
    total_ns: dict[str, int] = {}
    calls: dict[str, int] = {}
    for plane in data.planes:
        for line in plane.lines:
            for ev in line.events:
                if ev.name in kinds:
                    total_ns[ev.name] = total_ns.get(ev.name, 0) + ev.duration_ns
                    calls[ev.name] = calls.get(ev.name, 0) + 1
    found = [KernelTime(n, kinds[n], total_ns[n] / runs / 1e6, calls[n] / runs) for n in total_ns]
    return sorted(found, key=lambda k: (-k.ms, k.name))
