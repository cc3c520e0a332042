"""Compile a module through a backend under each fusion strategy, run it, count kernels, compare.

The strategies (``xla``, ``unfused``, ``ours``) are described in ``backends.base``; here a
module is lowered for one (with the backend's capability table for ``ours``), compiled, run
on its inputs and compared with ``xla``'s outputs, and timed side by side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from jaxlib.mlir import ir

from fusion_mlir import backends
from fusion_mlir.backends.base import STRATEGIES
from fusion_mlir.backends.capabilities import load_capabilities
from fusion_mlir.backends.executable import Compiled, time_interleaved
from fusion_mlir.backends.numerics import outputs_match, random_inputs
from fusion_mlir.backends.sanitize import check_compilable
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.ir.hlo import KernelCount


def lower_for_xla(module: ir.Module, strategy: str, backend: str = "cpu") -> str:
    """The MLIR text handed to XLA for ``strategy`` (the input module is not changed)."""
    b = backends.get(backend)
    caps = load_capabilities(backend) if strategy == "ours" else None
    return b.lower(module, strategy, caps)


def compile_module(module: ir.Module, strategy: str, backend: str = "cpu") -> Compiled:
    """Compile ``module`` with XLA under ``strategy`` on ``backend``."""
    return compile_text(lower_for_xla(module, strategy, backend), strategy, backend)


def compile_text(
    text: str,
    strategy: str,
    backend: str = "cpu",
    *,
    demote_rejected: bool = True,
    features: Sequence[str] = (),
    devices: Sequence[Any] | None = None,
) -> Compiled:
    """Compile MLIR text already lowered for ``strategy`` (see ``Backend.compile_text``),
    with XLA's optional fusion ``features`` on (``xla`` only), for ``devices`` where it is
    sharded."""
    return backends.get(backend).compile_text(
        text, strategy, demote_rejected=demote_rejected, features=features, devices=devices
    )


def child_cpu_devices(text: str, backend: str = "cpu") -> int:
    """How many CPU devices a child process compiling ``text`` for ``backend`` needs: the
    module's replicas times partitions on XLA:CPU (a child sets its own device count)."""
    if backend != "cpu":
        return 1
    replicas, partitions = io.device_grid(text)
    return replicas * partitions


def copy_reference(nbytes: int, backend: str = "cpu") -> tuple[Compiled, list[np.ndarray]]:
    """A plain copy moving ``nbytes`` in all (reads half of them, writes the other half),
    and its input: the bandwidth yardstick for a program with that much compulsory traffic.
    Timed in the same run, it is in the same cache regime and under the same load."""
    n = max(1, nbytes // 8)
    t = f"tensor<{n}xf32>"
    text = f"func.func public @main(%x: {t}) -> {t} {{\n  return %x : {t}\n}}"
    return compile_module(io.parse_module(text), "xla", backend), [np.zeros(n, np.float32)]


def kernel_counts(
    text: str, strategy: str, backend: str = "cpu", features: Sequence[str] = ()
) -> dict:
    """Compile MLIR text as given (no lowering) and return its kernel counts; meant to be run
    through ``isolate.call_isolated`` when the text may abort the backend."""
    return compile_text(text, strategy, backend, features=features).kernels.to_json()


@dataclass
class StrategyResult:
    strategy: str
    kernels: KernelCount | None = None
    match: bool | None = None
    detail: str = ""
    error: str | None = None
    times_s: list[float] = field(default_factory=list)
    executed: bool = True  # False: compiled deviceless, never run (match stays None)

    def to_json(self) -> dict:
        d: dict[str, Any] = {}
        if self.error is not None:
            d["error"] = self.error
        if self.kernels is not None:
            d.update(self.kernels.to_json())
        d["executed"] = self.executed
        d["match"] = self.match
        if self.detail:
            d["detail"] = self.detail
        if self.times_s:
            ts = sorted(self.times_s)
            d.update(median_s=float(np.median(ts)), min_s=ts[0], max_s=ts[-1], repeats=len(ts))
        return d


def report_failures(report: dict) -> list[str]:
    """What failed in a report of ``{"strategies": {name: StrategyResult.to_json()}}`` (with
    ``"error"`` when the whole run did): the run, then each strategy that failed."""
    found = [report["error"]] if report.get("error") else []
    return found + [f"{s}: {r['error']}" for s, r in report["strategies"].items() if r.get("error")]


def run_strategies(
    module: ir.Module,
    strategies: Sequence[str] = STRATEGIES,
    backend: str = "cpu",
    inputs: Sequence[np.ndarray] | None = None,
    repeats: int = 0,
) -> dict[str, StrategyResult]:
    """Compile and run ``module`` under each strategy; outputs are compared with ``xla``'s
    (a backend compiling deviceless compiles only).

    With ``repeats`` > 0 each strategy is also timed (interleaved, one repeat each in turn).
    """
    check_compilable(module)
    inputs = list(inputs) if inputs is not None else random_inputs(module)
    wanted = list(dict.fromkeys(["xla", *strategies]))
    results: dict[str, StrategyResult] = {}
    compiled: dict[str, Compiled] = {}
    outputs: dict[str, list[np.ndarray]] = {}
    for s in wanted:
        res = results[s] = StrategyResult(s)
        try:
            c = compile_module(module, s, backend)
            res.kernels = c.kernels
            res.executed = c.executed
            if c.executed:
                outputs[s] = c.run(inputs)
                compiled[s] = c
        except UserError as e:
            res.error = str(e).removeprefix("error: ")
    for s in wanted:
        if s in outputs and "xla" in outputs:
            results[s].match, results[s].detail = outputs_match(outputs["xla"], outputs[s])
    if repeats > 0:
        runs = {s: (c, inputs) for s, c in compiled.items()}
        for s, ts in time_interleaved(runs, repeats, warmup=1).items():
            results[s].times_s = ts
    return {s: results[s] for s in wanted if s in strategies or s == "xla"}
