"""``auto``: the fusion plan for one program, found by measurement.

Rule: a plan is a pipeline the framework can express (the enabling rewrites on or off,
unroll factors, which fusion passes run and their group limits), or, where none of ours
beats it, XLA's own best configuration. Every plan is run and compiled in a worker child
(a plan that aborts XLA is dropped, not fatal); plans that lower to the same module are
one; the cost model (kernels and bytes of the optimized HLO) and one untimed-order run
each keep the most promising few, which, with the plans of the named pipelines ``default``
and ``paper`` (``anchors``), are then timed side by side with ``xla`` and
``xla-best`` in one process, on the same inputs and with the same statistics as
``fusion-bench``, in two processes one after the other. The winner is the simplest plan
that no faster one beats outside the noise (the 95% interval of their ratio lies above 1)
in every process. Without a device (deviceless) the
cost model alone ranks, and the result says so.

A result is cached on disk by the module's content, backend, jaxlib and the plan space;
a cached plan is checked before use: its pipeline must still lower the module to the
module it lowered to when it was found.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from fusion_mlir import _jax_private as P
from fusion_mlir import backends
from fusion_mlir.backends.capabilities import (
    accepted_xla_features,
    cache_dir,
    load_capabilities,
    write_cache,
)
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.isolate import BackendCrash, Worker
from fusion_mlir.pipeline import run_pipeline
from fusion_mlir.strategies import child_cpu_devices, compile_text, lower_for_xla
from fusion_mlir.tools import bench

log = logging.getLogger(__name__)

# The plan space. Enabling rewrites, each on or off (one that leaves the module unchanged
# is dropped from the space); unroll factors for static-trip-count loops; fusion stages.
ENABLING = ("hoist-rng", "forward-concatenate")
UNROLL_FACTORS = (2, 4, 10)
# Which loops run whole, as one kernel each (last in a plan's pipeline): the default's rule,
# none, or every loop XLA can compile so; each with its name in a plan's name.
LOOPS = "loop-kernels"
LOOP_CHOICES = {
    LOOPS: "",
    "": "no loop kernels",
    f"{LOOPS}{{max-kernel-work=0}}": "all loops whole",
}
# Each stage the fusion passes run as, and its name in a plan's name (the default's: none).
FUSION_STAGES = {
    "producer-consumer,sibling,horizontal": "",
    "producer-consumer,sibling": "no horizontal",
    "producer-consumer,horizontal": "no sibling",
    "producer-consumer": "vertical only",
    # Twice the default's ops per group, its operand limit kept: on small arrays, where a
    # program is launch-bound (Breakout-MinAtar 1.27x of XLA to 1.77x, the MJX step 0.78x to
    # 0.87x), not on large ones (the flax transformer 0.96x to 0.86x); more operands per
    # group as well made the MJX step's kernels more, not fewer (806 to 862).
    "producer-consumer{max-ops=128},sibling,horizontal": "128-op groups",
    "producer-consumer{max-ops=256 max-operands=64},sibling{max-group=16},"
    "horizontal{max-group=16}": "large groups",
    "producer-consumer{max-ops=100000 max-operands=100000}": "unbounded vertical",
    "producer-consumer{max-ops=100000 max-operands=100000},sibling,horizontal": "unbounded groups",
}
SPACE_VERSION = 9  # bump when the space or the choice rule changes: old results re-tune

# Seconds the survey waits for a plan to compile while none has yet: without one there is
# nothing to tune, whatever the budget.
FIRST_PLAN_TIMEOUT_S = 600.0
KEEP_BY_COST = 4
KEEP_BY_RUN = 4
# A plan the cost model ranks high is timed only if its untimed run was within this factor
# of the fastest untimed run: a run that much slower disproves the model, and timing it
# costs the rounds everything else needs (the held-out heat stencil: three whole-loop plans
# the model put first ran 10-65x slower, left 10-20 rounds for the rest, and a noisy
# default lost to XLA's own plan, 1.31x of XLA against default's 1.72x).
MODEL_OVERRULED = 4.0
# Processes the kept plans are timed in, one after the other (the second only while the
# budget lasts). One process's rounds can all
# land off where a fresh process lands (pgx's tic-tac-toe, the same two executables in six
# processes: 0.81-1.14x, each interval under 0.1 wide), and the 0.2 ms step of an optax
# AdamW over a tree picked `no horizontal` from one process, which then timed 0.91x of XLA
# against `default`'s 1.18x in the corpus table's rounds.
TIMING_PROCESSES = 2


# XLA's configuration as a plan: simpler than none of ours, so ours wins a tie with it.
XLA_COMPLEXITY = 99


@dataclass(frozen=True)
class Plan:
    """One candidate: a pipeline, or (``pipeline`` empty) XLA's configuration ``label``."""

    label: str  # a fusion-bench strategy label: "ours:PIPELINE" or "xla{...}"

    @property
    def pipeline(self) -> str:
        return self.label.partition(":")[2] if self.label.startswith("ours:") else ""

    @property
    def name(self) -> str:
        return plan_name(self.label)

    @property
    def parts(self) -> list[str]:
        """Its choices, each named (none for ``default``)."""
        return [] if self.name == "default" else self.name.split(" + ")

    @property
    def complexity(self) -> int:
        """How far it is from ``default``: one per choice; ties go to the smaller."""
        return len(self.parts) if self.label.startswith("ours:") else XLA_COMPLEXITY


def plan_name(label: str) -> str:
    """A plan's short name: ``"hoist-rng + unroll x4 + no sibling"``, ``"default"``, or the
    label itself where it is not a plan of this space (XLA's, or any other pipeline)."""
    pipeline = label.removeprefix("ours:")
    if pipeline == "default" or not label.startswith("ours:"):
        return pipeline
    core, loops = pipeline, ""
    for spec in LOOP_CHOICES:
        if spec and pipeline.endswith("," + spec):
            core, loops = pipeline[: -len(spec) - 1], spec
    name = _core_name(core)
    if name == core:
        return pipeline  # not a plan of this space
    extra = LOOP_CHOICES[loops]
    if not extra:
        return name
    return extra if name == "default" else f"{name} + {extra}"


def _core_name(pipeline: str) -> str:
    """A plan's name without its loop-kernel choice (``plan_name``)."""
    if pipeline == "default":
        return pipeline
    stage = next(
        (
            st
            for st in sorted(FUSION_STAGES, key=len, reverse=True)
            if pipeline == st or pipeline.endswith("," + st)
        ),
        None,
    )
    if stage is None:
        return pipeline
    items = pipeline[: -len(stage)].rstrip(",").split(",")
    parts = [
        "unroll x" + x.split("=", 1)[1].rstrip("}") if x.startswith("unroll-while{") else x
        for x in items
        if x not in ("", "inline-calls", "canonicalize", "cse")
    ]
    return (
        " + ".join([*parts, *([FUSION_STAGES[stage]] if FUSION_STAGES[stage] else [])]) or "default"
    )


@dataclass
class Candidate:
    plan: Plan
    kernels: int | None = None
    per_execution: int | None = None
    kernel_bytes: int | None = None
    lowered_sha: str | None = None
    single_run_s: float | None = None
    median_s: float | None = None
    interval: tuple[float, float] | None = None  # of the winner's time / this one's
    match: bool | None = None
    status: str = ""  # why it was not timed, or failed

    estimate_s: float | None = None  # the cost model's time (``calibrate``)


@dataclass
class TuneResult:
    module_sha: str
    backend: str
    winner: str  # the strategy label that reproduces the plan
    how: str  # "timed" or "cost model (deviceless)"
    lowered_sha: str | None
    candidates: list[Candidate] = field(default_factory=list)
    xla: dict[str, Any] = field(default_factory=dict)  # xla and xla-best: median, chosen
    seconds: float = 0.0
    unsurveyed: int = 0  # plans of the space the budget left out
    cached: bool = False

    @property
    def pipeline(self) -> str:
        return self.winner.partition(":")[2] if self.winner.startswith("ours:") else ""

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["pipeline"] = self.pipeline
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> TuneResult:
        cands = [
            Candidate(**{**c, "plan": Plan(**c["plan"]), "interval": c.get("interval")})
            for c in d["candidates"]
        ]
        keep = {k: v for k, v in d.items() if k not in ("candidates", "pipeline")}
        return TuneResult(**{**keep, "candidates": cands})


def pipeline_of(enabling: Sequence[str], unroll: int | None, stage: str, loops: str = LOOPS) -> str:
    parts = ["inline-calls", *enabling]
    if unroll:
        parts.append(f"unroll-while{{factor={unroll}}}")
    if enabling or unroll:
        parts.append("canonicalize")  # paper's clean-up (no cse: see passes.PIPELINES)
    return ",".join([*parts, stage, *([loops] if loops else [])])


def plan_space(module_text: str, backend: str) -> list[Plan]:
    """Every plan for this module, simplest first. An enabling rewrite that changes
    nothing here (no RNG in a loop, no concatenate, no static loop) is left out."""
    base = _after(module_text, "inline-calls", backend)
    enabling = [e for e in ENABLING if _after(module_text, f"inline-calls,{e}", backend) != base]
    unrolls: list[int | None] = [None]
    if _after(module_text, "inline-calls,unroll-while{factor=2}", backend) != base:
        unrolls += list(UNROLL_FACTORS)
    # A loop-kernel choice that lowers the module as another one does is left out.
    loops: list[str] = []
    seen: set[str] = set()
    for spec in LOOP_CHOICES:
        after = _after(module_text, f"inline-calls,{spec}".rstrip(","), backend)
        if after not in seen:
            seen.add(after)
            loops.append(spec)
    plans = [
        Plan(f"ours:{pipeline_of(chosen, unroll, stage, whole)}")
        for n in range(len(enabling) + 1)
        for chosen in itertools.combinations(enabling, n)
        for unroll in unrolls
        for stage in FUSION_STAGES
        for whole in loops
    ]
    plans.sort(key=lambda p: p.complexity)
    plans[0] = Plan("ours:default")  # the same pipeline, by its name
    return plans


def anchors(plans: list[Plan]) -> list[Plan]:
    """The plans of the space that the named pipelines ``default`` and ``paper`` lower a
    module to (``paper`` without the rewrites that change nothing here, which the space
    leaves out): always surveyed first and always timed, so that ``auto`` never ends below
    a named pipeline it could have chosen (with a 45 s budget the 4096-env CartPole's
    survey never reached ``paper``'s plan, the fastest)."""
    enabling = [e for e in ENABLING if any(e in p.label for p in plans)]
    unroll = 10 if any("unroll-while" in p.label for p in plans) else None
    paper = Plan(f"ours:{pipeline_of(enabling, unroll, next(iter(FUSION_STAGES)))}")
    return [plans[0], *([paper] if paper in plans[1:] else [])]


def survey_order(plans: list[Plan], surveyed: list[Candidate]) -> list[Plan]:
    """The plans not yet surveyed, the most promising first: the ``anchors`` first; then each
    choice alone (simplest first); then a combination scores the sum of what its choices
    gained alone (log of default's untimed run over the choice's), so a combination of
    choices that each helped comes before one of choices that each hurt."""
    done = {c.plan.label for c in surveyed}
    if first := [p for p in anchors(plans) if p.label not in done]:
        return first + [p for p in plans if p.label not in done and p not in first]
    rest = [p for p in plans if p.label not in done]
    singles = [p for p in rest if p.complexity <= 1]
    if singles:
        return singles + [p for p in rest if p.complexity > 1]
    base = next((c for c in surveyed if c.plan.label == "ours:default"), None)
    gain: dict[str, float] = {}
    for c in surveyed:
        if len(c.plan.parts) == 1 and c.single_run_s and base and base.single_run_s:
            gain[c.plan.parts[0]] = float(np.log(base.single_run_s / c.single_run_s))
    return sorted(rest, key=lambda p: -sum(gain.get(x, -1.0) for x in p.parts))


def _after(module_text: str, pipeline: str, backend: str) -> str:
    module = io.parse_module(module_text)
    run_pipeline(module, pipeline, backend, explain=False)
    return io.print_module(module)


def survey_plan(module_text: str, label: str, backend: str, inputs: Any) -> dict[str, Any]:
    """Worker side: lower and compile one plan; its kernels, bytes, the lowered module's
    hash and (where it runs here) the time of one run after a warm-up run."""
    module = io.parse_module(module_text)
    pipeline = label.partition(":")[2]
    run_pipeline(module, pipeline, backend, explain=False)
    text = lower_for_xla(module, "ours", backend)
    c = compile_text(text, "ours", backend)
    out: dict[str, Any] = {
        "kernels": c.kernels.static,
        "per_execution": c.kernels.dynamic,
        "kernel_bytes": c.kernels.bytes,
        "lowered_sha": hashlib.sha256(text.encode()).hexdigest(),
    }
    if c.executed and inputs is not None:
        args = c.put(inputs)
        c.execute_and_wait(args)
        t0 = time.perf_counter()
        c.execute_and_wait(args)
        out["single_run_s"] = time.perf_counter() - t0
    return out


def calibrate(candidates: list[Candidate], backend: str) -> None:
    """Set each candidate's ``estimate_s``: seconds per byte its kernels move plus seconds
    per kernel launch, both fitted (least squares, kept non-negative) to the untimed runs of
    this program's candidates where there are three or more, else the backend's nominal
    figures (``Backend.nominal_speeds``; it only orders candidates for pruning, timings
    decide)."""
    known = [c for c in candidates if c.per_execution is not None and c.kernel_bytes is not None]
    per_launch, bytes_per_s = backends.get(backend).nominal_speeds()
    per_byte = 1 / bytes_per_s
    runs = [c for c in known if c.single_run_s]
    if len(runs) >= 3:
        a = np.array([[c.kernel_bytes, c.per_execution] for c in runs], float)
        y = np.array([c.single_run_s for c in runs], float)
        scale = a.max(axis=0)
        scale[scale == 0] = 1
        coef = np.linalg.lstsq(a / scale, y, rcond=None)[0] / scale
        if (coef >= 0).all() and coef.any():
            per_byte, per_launch = float(coef[0]), float(coef[1])
    for c in known:
        c.estimate_s = c.kernel_bytes * per_byte + c.per_execution * per_launch


def module_sha(module_text: str) -> str:
    """The hash the cache is keyed by: of the module printed without locations, so the same
    program read from another file, or printed with or without debug info, finds its plan."""
    canonical = io.print_module(io.parse_module(module_text))
    return hashlib.sha256(canonical.encode()).hexdigest()


@functools.cache
def rules_digest() -> str:
    """A digest of the code that decides what a plan compiles to (the passes, their shared
    analyses and utilities, the lowering): a plan found by other rules is tuned again. A
    cached plan's own lowering is checked too, but not the candidates it won against: the
    held-out particle filter kept XLA's plan, found while ``default`` hit a bug, at 1.21x of
    XLA where ``default`` had become 1.35x."""
    import fusion_mlir.analysis
    import fusion_mlir.backends.lowering
    import fusion_mlir.passes
    import fusion_mlir.passkit

    h = hashlib.sha256()
    packages = (fusion_mlir.analysis, fusion_mlir.backends.lowering, fusion_mlir.passes)
    for pkg in (*packages, fusion_mlir.passkit):
        for f in sorted(Path(pkg.__file__).parent.glob("*.py")):
            h.update(f.name.encode() + b"\0" + f.read_bytes())
    return h.hexdigest()[:16]


def _cache_path(sha: str, backend: str) -> Path:
    """Where the plan of the module whose ``module_sha`` is ``sha`` is cached."""
    b = backends.get(backend)
    mode = "" if b.executes_here() else "-deviceless"
    key = hashlib.sha256(
        f"{sha}\0{backend}{mode}\0{P.jaxlib_version()}\0{SPACE_VERSION}\0{rules_digest()}".encode()
    ).hexdigest()[:32]
    return cache_dir() / "tuned" / f"{key}.json"


def cached(module_text: str, backend: str = "cpu") -> TuneResult | None:
    """The cached plan for this module, if there is one and it still holds: the module is
    the one it was found for, and its pipeline still lowers it to the same module."""
    sha = module_sha(module_text)
    path = _cache_path(sha, backend)
    try:
        result = TuneResult.from_json(json.loads(path.read_text()))
    except (OSError, ValueError, TypeError, KeyError):
        return None
    if result.module_sha != sha or result.backend != backend:
        return None
    if result.winner.startswith("ours:"):
        module = io.parse_module(module_text)
        try:
            run_pipeline(module, result.pipeline, backend, explain=False)
        except UserError as e:  # a pass or option of an older release
            log.info("the cached plan no longer parses (%s): tuning again", e)
            return None
        text = lower_for_xla(module, "ours", backend)
        if hashlib.sha256(text.encode()).hexdigest() != result.lowered_sha:
            log.info("the cached plan lowers this module differently now: tuning again")
            return None
    result.cached = True
    return result


def one_per_module(seen: dict[str, Candidate], cand: Candidate) -> None:
    """Add ``cand`` to ``seen`` (plans by the module they lower to), unless a plan as simple
    lowers to the same module: the simplest plan stands for it, whatever the survey's order
    (a rewrite that declines everywhere makes its plan the same as the one without it)."""
    same = seen.get(cand.lowered_sha or "")
    if same is not None and same.plan.complexity <= cand.plan.complexity:
        cand.status = f"same module as {same.plan.name}"
        return
    if same is not None:
        same.status = f"same module as {cand.plan.name}"
    seen[cand.lowered_sha or ""] = cand


def tune(
    module_text: str,
    backend: str = "cpu",
    inputs: Sequence[np.ndarray] | None = None,
    budget_s: float = 120.0,
    on_progress: Callable[[str], None] | None = None,
    use_cache: bool = True,
) -> TuneResult:
    """Find the plan for ``module_text`` within about ``budget_s`` seconds (see the module
    docstring); cached, so a second call costs the check of the cached plan."""
    if use_cache and (hit := cached(module_text, backend)) is not None:
        return hit
    say = on_progress or (lambda _msg: None)
    # The capability table and the XLA features the installed XLA accepts are probed once
    # per machine and jax and cached: not tuning. On a fresh cache their probes took most
    # of a 60 s budget (the held-out Game of Life: 2 of 65 plans surveyed).
    say("loading the capability table (probed once, cached)")
    load_capabilities(backend)
    executes = backends.get(backend).executes_here()
    if executes:  # xla-best is timed only where plans run
        accepted_xla_features(backend)
    t0 = time.perf_counter()
    if inputs is None and executes:
        from fusion_mlir.backends.numerics import random_inputs

        inputs = random_inputs(io.parse_module(module_text))
    plans = plan_space(module_text, backend)
    say(f"{len(plans)} plans")
    # 1. Survey: compile each plan (a worker child: an abort drops that plan only), within
    # 40% of the budget, simplest first.
    candidates: list[Candidate] = []
    seen: dict[str, Candidate] = {}
    with Worker(child_cpu_devices(module_text, backend)) as worker:
        while len(candidates) < len(plans):
            if time.perf_counter() - t0 > 0.4 * budget_s and seen:
                break  # past the survey's share, once some plan has compiled
            plan = survey_order(plans, candidates)[0]
            say(f"survey {len(candidates) + 1}/{len(plans)}: {plan.name}")
            cand = Candidate(plan)
            candidates.append(cand)
            try:
                got = worker.call(
                    "fusion_mlir.tools.tune:survey_plan",
                    module_text,
                    plan.label,
                    backend,
                    inputs if executes else None,
                    # the survey's share of the budget, and at least 30 s for one plan;
                    # until one has compiled, as long as a large module's compile takes
                    # (the MJX step: 30-40 s under a 45 s budget)
                    timeout=max(
                        30.0 if seen else FIRST_PLAN_TIMEOUT_S,
                        0.4 * budget_s - (time.perf_counter() - t0),
                    ),
                )
            except BackendCrash as e:
                cand.status = f"aborts XLA: {e}"
                continue
            except UserError as e:
                cand.status = str(e).removeprefix("error: ")
                continue
            for k, v in got.items():
                setattr(cand, k, v)
            one_per_module(seen, cand)
    unsurveyed = len(plans) - len(candidates)
    unique = list(seen.values())
    if not unique:
        raise UserError("error: auto: no plan compiled for this module")
    calibrate(unique, backend)
    by_cost = sorted(unique, key=lambda c: np.inf if c.estimate_s is None else c.estimate_s)
    if not executes:
        best = by_cost[0]
        for c in unique:
            c.status = c.status or ("chosen by the cost model" if c is best else "ranked")
        how = "cost model (deviceless)"
        return store(module_text, backend, best, how, candidates, {}, t0, unsurveyed)
    by_run = sorted(unique, key=lambda c: c.single_run_s or np.inf)
    named = {p.label for p in anchors(plans)}
    # A named plan that lowered to the same module as another is timed as that one.
    anchored = [c for c in candidates if c.plan.label in named and c.lowered_sha in seen]
    anchored = [seen[c.lowered_sha or ""] for c in anchored]
    fastest = by_run[0].single_run_s
    plausible = [
        c
        for c in by_cost
        if fastest is None or c.single_run_s is None or c.single_run_s <= MODEL_OVERRULED * fastest
    ]
    keep = {id(c): c for c in [*anchored, *plausible[:KEEP_BY_COST], *by_run[:KEEP_BY_RUN]]}
    timed = sorted(keep.values(), key=lambda c: c.plan.complexity)
    for c in unique:
        if id(c) not in keep:
            c.status = "pruned by the cost model and the untimed run"
    # 2. Time the kept plans side by side with xla and xla-best, in two processes one
    # after the other (``TIMING_PROCESSES``).
    left = max(budget_s - (time.perf_counter() - t0), 5.0)
    round_s = sum((c.single_run_s or 0.0) for c in timed) + 2 * (by_run[0].single_run_s or 0)
    repeats = int(np.clip(0.5 * left / TIMING_PROCESSES / max(round_s, 1e-6), 10, 300))
    labels = [c.plan.label for c in timed]
    say(f"timing {len(labels)} plans with xla and xla-best, {repeats} rounds")
    # unfused too: where XLA's fusion on and off differ (bf16 rounding), a plan matching
    # unfused is as right as one matching xla.
    cell = bench.run_cell_isolated(
        module_text, ["xla", "unfused", bench.XLA_BEST, *labels], backend, repeats, 2, inputs=inputs
    )
    st = cell["strategies"]
    xla = {s: {k: st[s].get(k) for k in ("median_s", "chosen")} for s in ("xla", bench.XLA_BEST)}
    ok = []
    for c in timed:
        r = st.get(c.plan.label, {})
        c.median_s, c.match = r.get("median_s"), r.get("match")
        if r.get("error"):
            c.status = r["error"]
        elif not (r.get("match") or r.get("match_unfused")):
            c.status = "outputs differ from XLA's"
        elif r.get("times_s"):
            ok.append((c, r["times_s"]))
    # XLA's best configuration is a plan too: where none of ours beats it, it is the answer.
    best_xla = st.get(bench.XLA_BEST, {})
    if best_xla.get("times_s") and best_xla.get("chosen"):
        xc = Candidate(Plan(best_xla["chosen"]), median_s=best_xla["median_s"], match=True)
        xc.kernels, xc.per_execution = best_xla.get("kernels"), best_xla.get("per_execution")
        xc.kernel_bytes = best_xla.get("kernel_bytes")
        candidates.append(xc)
        ok.append((xc, best_xla["times_s"]))
    if not ok:
        raise UserError("error: auto: no plan ran and matched XLA's outputs")
    rounds = [ok]
    for k in range(1, TIMING_PROCESSES):
        if time.perf_counter() - t0 > budget_s:
            break  # a large module's compiles took the budget: one process decides
        say(f"timing them again in a fresh process ({k + 1}/{TIMING_PROCESSES})")
        again = bench.run_cell_isolated(
            module_text,
            list(dict.fromkeys(["xla", *(c.plan.label for c, _ in ok)])),
            backend,
            repeats,
            2,
            inputs=inputs,
        )["strategies"]
        rounds.append(
            [
                (c, again[c.plan.label]["times_s"])
                for c, _ in ok
                if again.get(c.plan.label, {}).get("times_s")
            ]
        )
    winner = settle(rounds)
    for c, _ in ok:
        c.status = c.status or ("chosen" if c is winner else "timed")
    return store(module_text, backend, winner, "timed", candidates, xla, t0, unsurveyed)


def settle(rounds: list[list[tuple[Candidate, list[float]]]]) -> Candidate:
    """The plan chosen from the rounds of several processes: the simplest of each process's
    ``choose``, so a plan wins only where it beats the simpler ones outside the noise in
    every process. Each candidate's median and interval are then those of all its rounds
    (a process's rounds pair with that process's rounds only)."""
    picks = [choose(r) for r in rounds if r]
    winner = min(picks, key=lambda c: c.plan.complexity)
    pooled: dict[int, tuple[Candidate, list[float]]] = {}
    for r in rounds:
        common = {id(c) for c, _ in r}
        if all(id(c) in common for c, _ in rounds[0]):
            for c, ts in r:
                pooled.setdefault(id(c), (c, []))[1].extend(ts)
    if pooled:
        choose(list(pooled.values()))
        for c, ts in pooled.values():
            c.median_s = float(np.median(ts))
    return winner


def choose(timed: list[tuple[Candidate, list[float]]]) -> Candidate:
    """The simplest candidate the fastest (by median) does not beat outside the noise: the
    95% interval of their time ratio (rounds paired, ``bench.ratio_ci``) reaches 1.00.
    Sets each candidate's ``interval``."""
    fastest_times = min((ts for _, ts in timed), key=lambda ts: float(np.median(ts)))
    winner = None
    for c, ts in sorted(timed, key=lambda x: x[0].plan.complexity):
        c.interval = bench.ratio_ci(ts, fastest_times)  # how much faster the fastest is
        if winner is None and c.interval[0] <= 1.0:
            winner = c
    assert winner is not None  # the fastest itself is within its own interval
    return winner


def store(
    module_text: str,
    backend: str,
    winner: Candidate,
    how: str,
    candidates: list[Candidate],
    xla: dict[str, Any],
    t0: float,
    unsurveyed: int,
) -> TuneResult:
    result = TuneResult(
        module_sha(module_text),
        backend,
        winner.plan.label,
        how,
        winner.lowered_sha,
        candidates,
        xla,
        time.perf_counter() - t0,
        unsurveyed=unsurveyed,
    )
    write_cache(_cache_path(result.module_sha, backend), result.to_json())
    return result


def render(result: TuneResult) -> str:
    """The plans surveyed (timed first, fastest first), their kernels, the cost model's
    estimate, times and intervals, and the winner as a pipeline that reproduces it."""
    from rich.table import Table

    from fusion_mlir.tools.tables import rich_text

    how = "cached, " if result.cached else ""
    timed = len([c for c in result.candidates if c.median_s])
    skipped = f", {result.unsurveyed} left out by the budget" if result.unsurveyed else ""
    t = Table(
        title=f"auto: {len(result.candidates)} plans surveyed, {timed} timed{skipped} "
        f"({how}{result.how}, {result.seconds:.0f} s)",
        caption=(
            "est: the cost model at nominal figures (nothing runs here)"
            if result.how != "timed"
            else "est: the cost model fitted to the untimed runs; vs fastest: 95% interval "
            "of this plan's time over the fastest's, over the rounds of every timing process "
            "(chosen: the simplest plan no faster one beat in some process)"
        ),
    )
    for col in ("plan", "kernels", "per exec", "kernel MB", "est ms", "median ms", "vs fastest"):
        t.add_column(col, justify="left" if col == "plan" else "right")
    t.add_column("status")

    def order(c: Candidate) -> tuple:
        return (c.median_s is None, c.median_s or 0.0, c.estimate_s or 0.0)

    for c in sorted(result.candidates, key=order):
        est = c.estimate_s
        t.add_row(
            c.plan.name,
            str(c.kernels if c.kernels is not None else "-"),
            str(c.per_execution if c.per_execution is not None else "-"),
            f"{c.kernel_bytes / 1e6:.1f}" if c.kernel_bytes is not None else "-",
            f"{est * 1e3:.3f}" if est is not None else "-",
            f"{c.median_s * 1e3:.3f}" if c.median_s else "-",
            f"{c.interval[0]:.2f}-{c.interval[1]:.2f}" if c.interval else "-",
            c.status[:60],
        )
    lines = [rich_text(t, width=200)]
    for s, d in result.xla.items():
        if d.get("median_s"):
            chosen = f" ({d['chosen']})" if d.get("chosen") else ""
            lines.append(f"{s}{chosen}: {d['median_s'] * 1e3:.3f} ms")
    if result.pipeline:
        lines.append(f"winner: {result.pipeline}")
        lines.append(f"  reproduce: fusion-opt FILE -p '{result.pipeline}'")
    else:
        lines.append(f"winner: {result.winner} (XLA's own fusion: no plan of ours beats it)")
    return "\n".join(lines)
