"""Benchmark cells: one module, several strategies, measured side by side in one process.

A strategy label is ``xla``, ``xla{FEATURE ...}`` (XLA's fusion with optional features
on, ``Backend.xla_features``), ``xla-best`` (the fastest of ``xla`` and every accepted
feature alone and all together, timed in the same rounds), ``unfused``, ``ours:<pipeline>``
(our passes, XLA's fusion off), ``ours+xla:<pipeline>`` (our rewrites, XLA's fusion left
on) or ``asis`` (the module exactly as given, its ``mhlo.fusion`` ops handed to XLA
pre-layout, XLA's fusion off: what XLA does with groups formed elsewhere). Every strategy of a
cell runs on the same inputs; outputs are compared with ``xla``'s; timings interleave the
strategies in rounds (each once per round, in a fresh order: ``executable.time_interleaved``)
after a warm-up, and report median, min and max.

Bandwidth: a cell's compulsory traffic is the bytes of its inputs and outputs; each
strategy's achieved GB/s is that over its median time, set against a plain copy of as many
bytes timed in the same interleaved rounds (same cache regime, same load). Over 100% of
copy means the program's data stayed in cache between its kernels, or it is compute bound
(a loop's steps re-read state the traffic does not count): it is a yardstick, not a roof.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from jaxlib.mlir import ir

from fusion_mlir.backends import executable, numerics, sanitize
from fusion_mlir.backends.capabilities import accepted_xla_features
from fusion_mlir.errors import FusionError, UserError
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline
from fusion_mlir.strategies import child_cpu_devices, compile_text, copy_reference, lower_for_xla
from fusion_mlir.tools.profile import KernelTime, profile_kernels


@dataclass
class CellResult:
    """One strategy of one cell."""

    strategy: str
    kernels: int | None = None
    per_execution: int | None = None
    by_kind: dict[str, int] = field(default_factory=dict)
    match: bool | None = None
    """Whether the outputs equal ``xla``'s."""
    match_unfused: bool | None = None
    """Set only where ``unfused`` and ``xla`` themselves differ (a program sensitive to how
    XLA fuses it): whether the outputs lie within the spread of XLA's own configurations'
    (``xla``, ``unfused`` and each optional feature set: ``numerics.within_spread``)."""
    detail: str = ""
    error: str | None = None
    times_s: list[float] = field(default_factory=list)
    pipeline_s: float | None = None
    compile_s: float | None = None
    traffic_bytes: int | None = None
    copy_s: float | None = None
    """Median time of the copy of ``traffic_bytes`` timed alongside."""
    speedup_ci: dict[str, tuple[float, float]] = field(default_factory=dict)
    """Per reference strategy, a 95% interval of the speedup (``ratio_ci``)."""
    profile: list[KernelTime] = field(default_factory=list)
    """The most expensive kernels of a traced run (``profile.profile_kernels``), if asked."""
    traced_ms: float | None = None
    """All kernels' traced time per execution: what the profile's shares are of."""
    executed: bool = True
    """False: compiled deviceless (no device here), so never run, checked or timed."""
    kernel_bytes: int | None = None
    """The bytes its kernels move per execution (``hlo.kernel_bytes``), None if unknown."""
    chosen: str | None = None
    """For ``xla-best``: the XLA configuration it chose (``xla`` or ``xla{...}``)."""

    @property
    def median_s(self) -> float | None:
        return float(np.median(self.times_s)) if self.times_s else None

    @property
    def gbps(self) -> float | None:
        """Compulsory traffic over the median time, in GB/s."""
        m = self.median_s
        return self.traffic_bytes / m / 1e9 if m and self.traffic_bytes else None

    @property
    def copy_gbps(self) -> float | None:
        return (
            self.traffic_bytes / self.copy_s / 1e9 if self.copy_s and self.traffic_bytes else None
        )

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "kernels": self.kernels,
            "per_execution": self.per_execution,
            "by_kind": self.by_kind,
            "executed": self.executed,
            "kernel_bytes": self.kernel_bytes,
            "match": self.match,
        }
        if self.match_unfused is not None:
            d["match_unfused"] = self.match_unfused
        if self.times_s:
            d.update(
                times_s=list(self.times_s),
                median_s=self.median_s,
                min_s=min(self.times_s),
                max_s=max(self.times_s),
                repeats=len(self.times_s),
            )
        if self.speedup_ci:
            d["speedup_ci"] = {k: list(v) for k, v in self.speedup_ci.items()}
        if self.gbps is not None:
            d.update(traffic_bytes=self.traffic_bytes, gbps=self.gbps, copy_gbps=self.copy_gbps)
        for k in ("pipeline_s", "compile_s"):
            if getattr(self, k) is not None:
                d[k] = getattr(self, k)
        if self.traced_ms is not None:
            d["profile"] = {
                "traced_ms": self.traced_ms,
                "kernels": [k.to_json() for k in self.profile],
            }
        if self.detail:
            d["detail"] = self.detail
        if self.chosen:
            d["chosen"] = self.chosen
        if self.error:
            d["error"] = self.error
        return d


_XLA_WITH = re.compile(r"xla\{([^{}]*)\}")
XLA_BEST = "xla-best"
AUTO = "auto"  # ours:auto, the plan ``tools.tune`` finds by measurement
_BASES = ("xla", "unfused", "asis", "ours", "ours+xla", XLA_BEST)


def parse_strategy(label: str) -> tuple[str, str | None]:
    """``"ours:default"`` → ``("ours", "default")``; ``"xla"`` → ``("xla", None)``;
    ``"xla{multi-output}"`` → ``("xla", None)`` (its features: ``xla_features``)."""
    base, _, pipeline = label.partition(":")
    if base in ("ours", "ours+xla"):
        return base, pipeline or "default"
    if (base in ("xla", "unfused", "asis", XLA_BEST) or _XLA_WITH.fullmatch(base)) and not pipeline:
        return ("xla" if base.startswith("xla{") else base), None
    raise UserError(
        f"error: unknown strategy '{label}' "
        "(xla, xla{FEATURE ...}, xla-best, unfused, ours:P, ours+xla:P, asis)"
    )


def xla_features(label: str) -> tuple[str, ...]:
    """The optional XLA fusion features a label names: ``"xla{a b}"`` → ``("a", "b")``."""
    m = _XLA_WITH.fullmatch(label)
    return tuple(m[1].split()) if m else ()


def feature_label(features: Sequence[str]) -> str:
    return f"xla{{{' '.join(features)}}}" if features else "xla"


def split_strategies(spec: str) -> list[str]:
    """``"xla,ours:inline-calls,producer-consumer,unfused"`` → ``["xla",
    "ours:inline-calls,producer-consumer", "unfused"]``: after an ``ours``/``ours+xla``
    label, a comma starts a new label only where one of the strategy names follows, so a
    pipeline keeps its own commas. Each label is checked (``UserError`` for an unknown
    one, named alone: ``xla,bogus`` reports ``bogus``)."""
    labels: list[str] = []
    for item in spec.split(","):
        base = item.split(":", 1)[0]
        after_pipeline = labels and labels[-1].startswith(("ours:", "ours+xla:"))
        known = base in _BASES or _XLA_WITH.fullmatch(base)
        if after_pipeline and not known:
            labels[-1] += "," + item
        elif item:
            labels.append(item)
    for label in labels:
        parse_strategy(label)
    return labels


def prepare(module: ir.Module, label: str, backend: str = "cpu") -> tuple[str, str, float | None]:
    """``(mlir_text, xla_strategy, pipeline_seconds)`` for one strategy label."""
    base, pipeline = parse_strategy(label)
    if base == "asis":  # no lowering: XLA gets the groups as they are
        return io.print_module(module, debug_info=True), "ours", None
    if pipeline is None:
        return lower_for_xla(module, "xla" if base == XLA_BEST else base, backend), base, None
    if pipeline == AUTO:
        raise UserError(
            f"error: '{label}' needs its plan found first (fusion-tune, or fusion-bench)"
        )
    clone = io.clone_module(module)
    t0 = time.perf_counter()
    run_pipeline(clone, pipeline, backend, explain=False)
    elapsed = time.perf_counter() - t0
    if base == "ours":
        return lower_for_xla(clone, "ours", backend), "ours", elapsed
    return lower_for_xla(clone, "xla", backend), "xla", elapsed


def xla_best_candidates(backend: str) -> list[str]:
    """The XLA configurations ``xla-best`` chooses from: each optional fusion feature the
    installed XLA accepts alone, and all of them together."""
    accepted = accepted_xla_features(backend)
    found = [feature_label([f]) for f in accepted]
    if len(accepted) > 1:
        found.append(feature_label(accepted))
    return found


_COPY = " copy"  # the bandwidth reference's key among the timed runs (no strategy label)


CI_REFERENCES = ("unfused", "xla", XLA_BEST)


def ratio_ci(
    reference_s: Sequence[float], times_s: Sequence[float], resamples: int = 2000
) -> tuple[float, float]:
    """A 95% bootstrap interval of ``median(reference) / median(times)`` for times taken in
    the same rounds (``reference_s[i]`` and ``times_s[i]`` in round ``i``): rounds are
    resampled whole, so drift that hits both in one round stays paired. Seeded: the same
    times give the same interval. On this project's 2-core machines the median ratio of
    one 100-round run moved by up to 10% between runs of the same executables; the
    interval says how far one run can be trusted."""
    ref, t = np.asarray(reference_s, float), np.asarray(times_s, float)
    idx = np.random.default_rng(0).integers(0, len(t), size=(resamples, len(t)))
    ratios = np.median(ref[idx], axis=1) / np.median(t[idx], axis=1)
    lo, hi = np.percentile(ratios, [2.5, 97.5])
    return float(lo), float(hi)


def _more_xla_outputs(
    module: ir.Module, backend: str, inputs: Sequence[np.ndarray], done: set[str]
) -> list[list[np.ndarray]]:
    """The outputs of XLA's optional configurations (``xla_best_candidates``) not among
    ``done``: more of the roundings XLA itself may give a program, where they run."""
    found = []
    text = lower_for_xla(module, "xla", backend)
    for label in xla_best_candidates(backend):
        if label in done:
            continue
        try:
            c = compile_text(text, "xla", backend, features=xla_features(label))
        except FusionError:
            continue
        if c.executed:
            found.append(c.run(inputs))
    return found


def run_cell(
    module: ir.Module,
    strategies: Sequence[str],
    backend: str = "cpu",
    inputs: Sequence[np.ndarray] | None = None,
    repeats: int = 10,
    warmup: int = 2,
    on_step: Callable[[], None] | None = None,
    profile: int = 0,
    xla_best_from: Sequence[str] | None = None,
    aliases: dict[str, str] | None = None,
) -> dict[str, CellResult]:
    """Compile, check and time ``module`` under each strategy (``xla`` is always included as
    the numerical reference); with ``profile``, then trace each one and keep its ``profile``
    most expensive kernels (after the timed rounds, which tracing would slow). ``xla-best``
    chooses among ``xla`` and ``xla_best_from`` (default: ``xla_best_candidates``). A label
    in ``aliases`` (``ours:auto``) is compiled as the label it maps to (its tuned plan)."""
    aliases = aliases or {}
    inputs = list(inputs) if inputs is not None else numerics.random_inputs(module)
    labels = list(dict.fromkeys(["xla", *strategies]))
    # xla-best: XLA's optional feature sets compiled alongside, unshown; one that compiles
    # to the same program as another XLA configuration is dropped (it would time the same).
    hidden: list[str] = []
    if XLA_BEST in labels:
        pool = xla_best_candidates(backend) if xla_best_from is None else xla_best_from
        hidden = [c for c in pool if c not in labels]
    # Unfused is always run, untimed where not asked for: where XLA's fusion on and off
    # disagree, every strategy is judged against both.
    unasked = [] if "unfused" in labels else ["unfused"]
    results = {s: CellResult(s) for s in labels + hidden + unasked}
    compiled: dict[str, executable.Compiled] = {}
    outputs: dict[str, list[np.ndarray]] = {}
    programs: set[str] = set()
    for s in [s for s in labels + hidden + unasked if s != XLA_BEST]:
        r = results[s]
        try:
            concrete = aliases.get(s, s)
            if concrete != s:
                r.chosen = concrete
            text, xla_strategy, r.pipeline_s = prepare(module, concrete, backend)
            c = compile_text(text, xla_strategy, backend, features=xla_features(concrete))
            if s in hidden and c.hlo_text in programs:
                del results[s]
                continue
            if xla_strategy == "xla" and s.startswith("xla"):
                programs.add(c.hlo_text)
            r.kernels, r.per_execution = c.kernels.static, c.kernels.dynamic
            r.by_kind, r.compile_s = c.kernels.by_kind, c.compile_s
            r.executed, r.kernel_bytes = c.executed, c.kernels.bytes
            if c.executed:
                outputs[s] = c.run(inputs)
                if s not in unasked:
                    compiled[s] = c
        except FusionError as e:
            r.error = str(e).removeprefix("error: ")
        if on_step:
            on_step()
    for s, out in outputs.items():
        if "xla" in outputs:
            results[s].match, results[s].detail = numerics.outputs_match(outputs["xla"], out)
    if "unfused" in outputs and results["unfused"].match is False:
        # XLA's fusion on and off disagree (rounding in a chaotic or unstable program):
        # each strategy is judged against XLA's configurations, all of them.
        refs = [out for s, out in outputs.items() if s == "unfused" or s.startswith("xla")]
        refs += _more_xla_outputs(module, backend, inputs, set(outputs))
        for s, out in outputs.items():
            results[s].match_unfused = numerics.within_spread(refs, out)
    shown = [s for s in labels if s in strategies or s == "xla"]
    # xla-best chooses among the configurations that compute what XLA (or, where XLA's
    # fusion on and off differ, what unfused) computes.
    configs = [
        s
        for s, r in results.items()
        if s.startswith("xla")
        and s != XLA_BEST
        and r.error is None
        and (r.match is not False or r.match_unfused or s == "xla")
    ]
    if not compiled or repeats <= 0:
        if XLA_BEST in labels:
            _choose_best(results, configs, None)
        return {s: results[s] for s in shown}
    outs = outputs.get("xla") or next(iter(outputs.values()))
    traffic = sum(a.nbytes for a in inputs) + sum(o.nbytes for o in outs)
    runs = {s: (c, inputs) for s, c in compiled.items()}
    runs[_COPY] = copy_reference(traffic, backend)
    times = executable.time_interleaved(runs, repeats, warmup)
    copy_s = float(np.median(times.pop(_COPY)))
    if XLA_BEST in labels:
        best = _choose_best(results, [s for s in configs if s in times], times)
        if best is not None:
            times[XLA_BEST] = times[best]
    for s, ts in times.items():
        results[s].times_s = ts
        results[s].traffic_bytes, results[s].copy_s = traffic, copy_s
        results[s].speedup_ci = {
            ref: ratio_ci(times[ref], ts) for ref in CI_REFERENCES if ref in times and ref != s
        }
    if profile > 0:
        for s, c in compiled.items():
            kernels = profile_kernels(c, inputs)
            results[s].traced_ms = sum(k.ms for k in kernels)
            results[s].profile = kernels[:profile]
    return {s: results[s] for s in shown}


def _choose_best(
    results: dict[str, CellResult], configs: list[str], times: dict[str, list[float]] | None
) -> str | None:
    """Fill ``results["xla-best"]`` with the XLA configuration of ``configs`` with the lowest
    median time (untimed: the fewest kernels per execution, then bytes); return its name.
    The minimum of several noisy medians favours ``xla-best`` a little: the anchor errs
    on XLA's side."""
    if not configs:
        results[XLA_BEST].error = "no XLA configuration compiled"
        return None
    if times is not None:
        best = min(configs, key=lambda s: float(np.median(times[s])))
    else:  # untimed (deviceless, or no repeats): the fewest kernels, then bytes
        best = min(
            configs,
            key=lambda s: (results[s].per_execution or 0, results[s].kernel_bytes or 0),
        )
    results[XLA_BEST] = dataclasses.replace(results[best], strategy=XLA_BEST, chosen=best)
    return best


# -- crash isolation: one child process per cell -------------------------------------------


def run_cell_json(
    module_text: str,
    strategies: Sequence[str],
    backend: str = "cpu",
    repeats: int = 10,
    warmup: int = 2,
    inputs: Sequence[np.ndarray] | None = None,
    profile: int = 0,
    xla_best_from: Sequence[str] | None = None,
    aliases: dict[str, str] | None = None,
) -> dict[str, dict[str, Any]]:
    """Child side of ``run_cell_isolated``: the whole cell (every strategy, timings
    interleaved) in this one process; results as JSON-ready dicts."""
    module = io.parse_module(module_text)
    sanitize.check_compilable(module)
    cell = run_cell(
        module,
        strategies,
        backend,
        inputs,
        repeats=repeats,
        warmup=warmup,
        profile=profile,
        xla_best_from=xla_best_from,
        aliases=aliases,
    )
    return {s: r.to_json() for s, r in cell.items()}


def pool_processes(runs: Sequence[dict[str, dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """One cell's results from several processes (``run_cell_json``'s, in the order they
    ran) as one: each strategy's rounds are those of every process, in process order, so
    round ``i`` of a strategy still pairs with round ``i`` of every other; medians, GB/s and
    intervals are those of the pooled rounds. ``xla-best`` keeps each process's choice
    (its rounds are those of the configuration that process chose; ``chosen`` names the
    one most processes chose, ``chosen_per_process`` all of them where they differ)."""
    pooled: dict[str, dict[str, Any]] = {}
    for s, first in runs[0].items():
        each = [run.get(s, {}) for run in runs]
        if any("error" in r for r in each) or not all(r.get("times_s") for r in each):
            pooled[s] = next((r for r in each if "error" in r), first)
            continue
        times = [t for r in each for t in r["times_s"]]
        d = {k: v for k, v in first.items() if k != "speedup_ci"}
        median = float(np.median(times))
        d.update(
            times_s=times,
            median_s=median,
            min_s=min(times),
            max_s=max(times),
            repeats=len(times),
            match=None if first.get("match") is None else all(r.get("match") for r in each),
        )
        if "match_unfused" in first:
            d["match_unfused"] = all(r.get("match_unfused") for r in each)
        if first.get("traffic_bytes"):
            d["gbps"] = first["traffic_bytes"] / median / 1e9
            d["copy_gbps"] = float(np.median([r.get("copy_gbps") or np.nan for r in each]))
        choices = [r["chosen"] for r in each if r.get("chosen")]
        if len(set(choices)) > 1:
            d["chosen"] = max(set(choices), key=choices.count)
            d["chosen_per_process"] = choices
        pooled[s] = d
    for s, d in pooled.items():
        if d.get("times_s"):
            d["speedup_ci"] = {
                ref: list(ratio_ci(pooled[ref]["times_s"], d["times_s"]))
                for ref in CI_REFERENCES
                if ref != s and ref in pooled and pooled[ref].get("times_s")
            }
            if not d["speedup_ci"]:
                del d["speedup_ci"]
    return pooled


def _crashed(message: str) -> dict[str, Any]:
    return CellResult("", error=f"backend crashed: {message}").to_json()


def run_cell_isolated(
    module_text: str,
    strategies: Sequence[str],
    backend: str = "cpu",
    repeats: int = 10,
    warmup: int = 2,
    timeout: float | None = None,
    inputs: Sequence[np.ndarray] | None = None,
    profile: int = 0,
    aliases: dict[str, str] | None = None,
    processes: int = 1,
) -> dict[str, Any]:
    """``run_cell`` in a child process: ``{"strategies": {label: result}}``, on ``inputs``
    (default: ``numerics.random_inputs``), each strategy profiled if ``profile``.

    The child runs every strategy of the cell, interleaved; with ``processes`` above 1,
    so do that many fresh children one after another, and their rounds are pooled
    (``pool_processes``; the cell gets ``"processes"``): XLA:CPU's runtime lands some
    processes in a mode where every launch costs more, so one process's ratios can sit off
    another's by more than its own interval. If XLA aborts a child, each strategy is then
    tried alone (untimed, in a worker child restarted after each abort) to find the ones
    that abort; those get an error entry with XLA's message, the others are measured
    together in one process, and the cell gets ``"error"``. A bad module (``UserError``) is
    raised as usual.
    """
    from fusion_mlir.isolate import BackendCrash, Worker, call_isolated

    target = "fusion_mlir.tools.bench:run_cell_json"
    labels = list(dict.fromkeys(["xla", *strategies]))
    devices = child_cpu_devices(module_text, backend)

    def measure(
        call: Callable[..., Any], names: list[str], best_from: list[str] | None = None
    ) -> dict[str, Any]:
        """The timed cell of ``names``, through ``call`` (a child of its own or a worker's)."""
        return call(
            target,
            module_text,
            names,
            backend,
            repeats,
            warmup,
            inputs,
            profile=profile,
            xla_best_from=best_from,
            aliases=aliases,
            timeout=timeout,
        )

    try:
        runs = [
            measure(functools.partial(call_isolated, cpu_devices=devices), labels)
            for _ in range(processes if repeats > 0 else 1)
        ]
        res = pool_processes(runs) if len(runs) > 1 else runs[0]
        cell: dict[str, Any] = {"strategies": {s: res[s] for s in labels if s in res}}
        if len(runs) > 1:
            cell["processes"] = len(runs)
        return cell
    except BackendCrash as e:
        first = str(e)
    # xla-best is tried by its configurations, one by one: one that aborts XLA is left out
    # of its choice (XLA's optional features are less tested), not reported as a failure.
    candidates = xla_best_candidates(backend) if XLA_BEST in labels else []
    crashed: dict[str, str] = {}
    results: dict[str, dict[str, Any]] = {}
    excluded: dict[str, str] = {}
    with Worker(devices) as worker:
        for s in [s for s in labels if s != XLA_BEST] + candidates:
            try:
                worker.call(
                    target,
                    module_text,
                    [s],
                    backend,
                    0,
                    0,
                    inputs,
                    aliases=aliases,
                    timeout=timeout,
                )
            except BackendCrash as e:
                (excluded if s in candidates and s not in labels else crashed)[s] = str(e)
        survivors = [s for s in labels if s not in crashed]
        best_from = [c for c in candidates if c not in crashed and c not in excluded]
        if "xla" in crashed:  # no reference: nothing can be measured against it
            crashed.update({s: crashed["xla"] for s in survivors})
        elif survivors:  # measured together, in one process (the worker's current child)
            try:
                results = measure(worker.call, survivors, best_from)
            except BackendCrash as e:
                crashed.update({s: str(e) for s in survivors})
    for s, msg in crashed.items():
        results[s] = _crashed(msg)
    if excluded and XLA_BEST in results:
        results[XLA_BEST]["excluded"] = {c: f"backend crashed: {m}" for c, m in excluded.items()}
    cell = {"strategies": {s: results[s] for s in labels}}
    if crashed:
        cell["error"] = f"backend crashed: {first}"
    return cell
