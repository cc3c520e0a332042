"""The XLA fusion study's Cartpole stages, done by passes on the unmodified program.

Snider & Liang ("Operator Fusion in XLA: Analysis and Evaluation", arXiv 2301.13062) edited
the JAX code and XLA by hand, on a GPU. Here each stage is a pipeline applied to the same
exported Cartpole module, compiled two ways: with XLA's fusion left on (``ours+xla``: our
rewrites, XLA's grouping) and with our fusion passes only (``ours``). Every stage is timed
in the same process as the baseline, and its speedup printed beside the study's figure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

FUSION = "producer-consumer,sibling,horizontal,loop-kernels"


@dataclass(frozen=True)
class Stage:
    name: str
    rewrites: str  # pipeline of enabling rewrites ('' = none)
    study: str  # the study's figure for the comparable hand edit (GPU)


STAGES = (
    Stage("baseline", "", "1.00x (6 kernels per step)"),
    Stage("+hoist-rng", "hoist-rng", "1.87x (RNG precomputed outside the loop)"),
    Stage(
        "+forward-concatenate",
        "forward-concatenate",
        "~1.1x (concatenate fused); 3.41x (state as 4 separate arrays)",
    ),
    Stage("+unroll 10", "unroll-while{factor=10}", "(part of the 10.56x below)"),
    Stage(
        "all",
        "hoist-rng,forward-concatenate,unroll-while{factor=10}",
        "10.56x (all edits; hand-written CUDA a further 2.7x)",
    ),
)


def stage_strategies(stage: Stage) -> list[str]:
    """The strategy labels that measure one stage: the rewrites and ``paper``'s clean-up
    (``canonicalize``) under XLA's fusion, and then with ``paper``'s fusion passes instead
    (the last stage's is the ``paper`` pipeline itself)."""
    pre = "inline-calls" + (f",{stage.rewrites}" if stage.rewrites else "") + ",canonicalize"
    return [f"ours+xla:{pre}", f"ours:{pre},{FUSION}"]


def run_paper(
    n_envs: int, steps: int, repeats: int, backend: str = "cpu", on_step: Any = None
) -> dict:
    """Measure every stage on Cartpole with ``n_envs`` environments and ``steps`` steps."""
    from fusion_mlir.benchmarks.workloads import cartpole
    from fusion_mlir.ir import io
    from fusion_mlir.tools import bench

    fn, args = cartpole(n_envs, steps)
    module = io.export(fn, *args)
    strategies = ["xla", "unfused"] + [s for st in STAGES for s in stage_strategies(st)]
    results = bench.run_cell(module, strategies, backend, repeats=repeats, on_step=on_step)
    base = results["xla"].median_s
    rows = []
    for st in STAGES:
        row: dict[str, Any] = {"stage": st.name, "rewrites": st.rewrites, "study": st.study}
        for label, key in zip(stage_strategies(st), ("ours+xla", "ours"), strict=True):
            r = results[label]
            row[key] = {
                "strategy": label,
                "kernels_per_execution": r.per_execution,
                "median_s": r.median_s,
                "speedup_vs_xla_baseline": (base / r.median_s) if base and r.median_s else None,
                "speedup_ci": list(r.speedup_ci["xla"]) if "xla" in r.speedup_ci else None,
                "match": r.match,
                "error": r.error,
            }
        rows.append(row)
    return {
        "workload": "cartpole",
        "n_envs": n_envs,
        "steps": steps,
        "backend": backend,
        "baseline_xla": results["xla"].to_json(),
        "unfused": results["unfused"].to_json(),
        "stages": rows,
    }


def render(report: dict) -> str:
    """The stages as a text table, our speedups beside the study's."""
    from rich.table import Table

    from fusion_mlir.tools.tables import rich_text, speedup_label

    t = Table(
        title=(
            f"Cartpole, {report['n_envs']} envs x {report['steps']} steps on "
            f"{report['backend'].upper()} (the study ran on a GPU); speedup vs XLA baseline "
            "(95% interval)"
        )
    )
    for col in (
        "stage",
        "ours+xla",
        "kernels/exec",
        "ours",
        "kernels/exec",
        "match",
        "study (GPU)",
    ):
        t.add_column(col, justify="left" if col in ("stage", "study (GPU)") else "right")

    def fmt(d: dict) -> tuple[str, str]:
        if d["error"]:
            return "error", "-"
        speedup = d["speedup_vs_xla_baseline"]
        label = speedup_label(speedup, d.get("speedup_ci")) if speedup else "-"
        return label, str(d["kernels_per_execution"])

    base, unfused = report["baseline_xla"], report["unfused"]
    ran = base.get("executed", True)
    for row in report["stages"]:
        a, b = row["ours+xla"], row["ours"]
        ok = "yes" if a["match"] and b["match"] else "NO" if ran else "not run"
        t.add_row(row["stage"], *fmt(a), *fmt(b), ok, row["study"])

    def ms(d: dict) -> str:
        return f"{d['median_s'] * 1e3:.3f} ms" if d.get("median_s") else "not timed"

    note = (
        f"XLA baseline: {ms(base)}, {base['per_execution']} kernels per execution; "
        f"unfused: {ms(unfused)}, {unfused['per_execution']}."
    )
    return rich_text(t) + note + "\n"
