"""PNG plots of a fusion-bench run (matplotlib, no display needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def speedup_bars(cells: list[dict[str, Any]], path: Path, reference: str = "unfused") -> Path:
    """Grouped bars: per workload (largest size run), each strategy's speedup vs ``reference``."""
    plt = _pyplot()
    largest: dict[str, dict[str, Any]] = {}
    for c in cells:
        if c["workload"] not in largest or c["size"] > largest[c["workload"]]["size"]:
            largest[c["workload"]] = c
    workloads = list(largest)
    strategies = list(dict.fromkeys(s for c in largest.values() for s in c["strategies"]))
    width = 0.8 / max(1, len(strategies))
    fig, ax = plt.subplots(figsize=(max(6, 1.4 * len(workloads)), 4))
    for k, s in enumerate(strategies):
        vals, err = [], []
        for w in workloads:
            st = largest[w]["strategies"]
            ref, me = st.get(reference, {}).get("median_s"), st.get(s, {}).get("median_s")
            v = ref / me if ref and me else 0.0
            lo, hi = (st.get(s, {}).get("speedup_ci") or {}).get(reference) or (v, v)
            vals.append(v)
            err.append((v - lo, hi - v) if v else (0.0, 0.0))
        x = np.arange(len(workloads)) + (k - (len(strategies) - 1) / 2) * width
        ax.bar(x, vals, width, label=s, yerr=np.array(err).T, capsize=2, ecolor="0.3")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(np.arange(len(workloads)))
    ax.set_xticklabels([f"{w}\n[{largest[w]['size']}]" for w in workloads], fontsize=8)
    ax.set_ylabel(f"speedup vs {reference} (median, 95% interval)")
    ax.set_title("fusion-bench: speedup per workload")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def scaling(cells: list[dict[str, Any]], workload: str, path: Path) -> Path | None:
    """Median time against size for each strategy of ``workload`` (log-log)."""
    mine = sorted((c for c in cells if c["workload"] == workload), key=lambda c: c["size"])
    if len(mine) < 2:
        return None
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6, 4))
    for s in dict.fromkeys(s for c in mine for s in c["strategies"]):
        pts = [
            (c["size"], c["strategies"][s].get("median_s")) for c in mine if s in c["strategies"]
        ]
        pts = [(n, t * 1e3) for n, t in pts if t]
        if pts:
            ax.plot(*zip(*pts, strict=True), marker="o", label=s)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("size (environments)" if "cartpole" in workload else "size")
    ax.set_ylabel("median time (ms)")
    ax.set_title(f"{workload}: time against size")
    ax.legend(fontsize=8)
    ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def write_plots(cells: list[dict[str, Any]], directory: str | Path) -> list[Path]:
    """Every plot for a run, as PNG files in ``directory``."""
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    out = [speedup_bars(cells, d / "speedup_vs_unfused.png")]
    out.append(speedup_bars(cells, d / "speedup_vs_xla.png", reference="xla"))
    for w in dict.fromkeys(c["workload"] for c in cells):
        p = scaling(cells, w, d / f"{w}_scaling.png")
        if p:
            out.append(p)
    return out
