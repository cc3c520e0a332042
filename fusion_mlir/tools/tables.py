"""Benchmark results as tables: speedups against the references, the text table, the
per-kernel profiles and CSV, shared by ``fusion-bench`` and the HTML report."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table


def speedup_label(value: float, interval: Sequence[float] | None = None) -> str:
    """``"1.04x (0.98-1.09)"``: a speedup and, when known, its 95% interval."""
    band = f" ({interval[0]:.2f}-{interval[1]:.2f})" if interval else ""
    return f"{value:.2f}x{band}"


def rich_text(table: Table, width: int = 140) -> str:
    """``table`` rendered as text without terminal escape codes."""
    buf = io.StringIO()
    Console(file=buf, width=width, force_terminal=False).print(table)
    return buf.getvalue()


REFERENCES = ("unfused", "xla", "xla-best")  # what speedups are measured against


def references(cells: list[dict[str, Any]]) -> list[str]:
    """The references these cells hold (``xla-best`` only where it was run)."""
    present = {s for c in cells for s in c["strategies"]}
    return [r for r in REFERENCES if r in present or r != "xla-best"]


def strategy_label(name: str, d: dict[str, Any]) -> str:
    """``"xla-best = xla{multi-output}"``: a strategy, and what ``xla-best`` chose."""
    if not d.get("chosen"):
        return name
    aborted = f" ({len(d['excluded'])} aborted XLA)" if d.get("excluded") else ""
    return f"{name} = {d['chosen']}{aborted}"


def speedups(cell: dict[str, Any]) -> dict[str, dict[str, float | None]]:
    st = cell["strategies"]

    def med(s: str) -> float | None:
        return st.get(s, {}).get("median_s")

    out = {}
    for s in st:
        m = med(s)
        out[s] = {f"vs_{ref}": (med(ref) / m if m and med(ref) else None) for ref in REFERENCES}
    return out


def speedup_text(d: dict[str, Any], value: float | None, reference: str) -> str:
    """``"1.04x (0.98-1.09)"``: the speedup against ``reference`` and its 95% interval."""
    return speedup_label(value, (d.get("speedup_ci") or {}).get(reference)) if value else "-"


# The columns of a results table, in the terminal and in the HTML report alike (a
# "vs REF" column for each of ``references(cells)``).
def table_columns(refs: Sequence[str]) -> tuple[str, ...]:
    return (
        "workload",
        "size",
        "strategy",
        "kernels",
        "per exec",
        "kernel MB",
        "median ms",
        "min..max ms",
        *(f"vs {r}" for r in refs),
        "GB/s (% copy)",
        "match",
    )


def bandwidth(d: dict[str, Any]) -> str:
    """``"12.3 (41%)"``: achieved GB/s, and that against the copy timed alongside."""
    if not d.get("gbps"):
        return "-"
    of_copy = f" ({100 * d['gbps'] / d['copy_gbps']:.0f}%)" if d.get("copy_gbps") else ""
    return f"{d['gbps']:.3g}{of_copy}"


def render_table(cells: list[dict[str, Any]]) -> str:
    from rich.table import Table

    pooled = max((c.get("processes", 1) for c in cells), default=1)
    t = Table(
        title="fusion-bench (median of repeats"
        + (f", pooled over {pooled} processes" if pooled > 1 else "")
        + "; speedup = reference time / this time)",
        caption="kernel MB: what the kernels read and write per execution (optimized HLO); "
        "speedup (a-b): 95% bootstrap interval over the rounds; GB/s: bytes of inputs "
        "and outputs over the median time; % copy: against a copy of as many bytes timed in "
        "the same rounds",
    )
    refs = references(cells)
    columns = table_columns(refs)
    for col in columns:
        t.add_column(col, justify="left" if col in ("workload", "strategy") else "right")
    for cell in cells:
        sp = speedups(cell)
        for i, (s, d) in enumerate(cell["strategies"].items()):
            if d.get("error"):
                t.add_row(
                    cell["workload"] if i == 0 else "",
                    str(cell["size"] or "-") if i == 0 else "",
                    s,
                    *["-"] * (len(columns) - 4),
                    f"error: {d['error'][:60]}",
                )
                continue
            ms = d.get("median_s")
            t.add_row(
                cell["workload"] if i == 0 else "",
                str(cell["size"] or "-") if i == 0 else "",
                strategy_label(s, d),
                str(d["kernels"]),
                str(d["per_execution"] if d["per_execution"] is not None else "?"),
                f"{moved / 1e6:.1f}" if (moved := d.get("kernel_bytes")) is not None else "?",
                f"{ms * 1e3:.3f}" if ms else "-",
                f"{d['min_s'] * 1e3:.3f}..{d['max_s'] * 1e3:.3f}" if ms else "-",
                *(speedup_text(d, sp[s][f"vs_{r}"], r) for r in refs),
                bandwidth(d),
                "not run"  # compiled deviceless
                if d.get("executed") is False
                else "yes"
                if d["match"]
                else "within xla/unfused"  # XLA's fusion on and off differ: ours is between
                if d.get("match_unfused")
                else "NO " + d.get("detail", ""),
            )
    return rich_text(t, width=200)  # as wide as the columns need: no wrapped cells


def render_profiles(cells: list[dict[str, Any]]) -> str:
    """Per cell, each strategy's most expensive kernels side by side: name, kind, traced ms
    per execution, share of the traced time, and launches per execution."""
    from rich.table import Table

    out = []
    for cell in cells:
        profiled = {s: d["profile"] for s, d in cell["strategies"].items() if d.get("profile")}
        if not profiled:
            continue
        size = f" [{cell['size']}]" if cell.get("size") else ""
        t = Table(
            title=f"{cell['workload']}{size}: kernels by traced time per execution",
            caption="ms: traced time of the kernel's launches per execution (tracing adds a "
            "few us per launch); %: of all kernels' traced time; xN: launches per execution",
        )
        t.add_column("#", justify="right")
        for s in profiled:
            t.add_column(s)
        rows = max(len(p["kernels"]) for p in profiled.values())
        for i in range(rows):
            cells_i = []
            for p in profiled.values():
                if i >= len(p["kernels"]):
                    cells_i.append("")
                    continue
                k = p["kernels"][i]
                share = 100 * k["ms"] / p["traced_ms"] if p["traced_ms"] else 0.0
                calls = f" x{k['calls']:g}" if k["calls"] != 1 else ""
                cells_i.append(f"{k['name']} ({k['kind']}) {k['ms']:.3f} ms {share:.0f}%{calls}")
            t.add_row(str(i + 1), *cells_i)
        t.add_row("", *(f"all kernels: {p['traced_ms']:.3f} ms" for p in profiled.values()))
        out.append(rich_text(t, width=200))
    return "\n".join(out)


def write_csv(cells: list[dict[str, Any]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf)
    cols = ["kernels", "per_execution", "median_s", "min_s", "max_s", "match", "match_unfused"]
    cols += ["error"]
    cols += ["traffic_bytes", "gbps", "copy_gbps", "kernel_bytes", "executed"]
    w.writerow(
        ["workload", "size", "strategy", *cols]
        + [f"speedup_vs_{r}{end}" for r in REFERENCES for end in ("", "_low", "_high")]
    )
    for cell in cells:
        sp = speedups(cell)
        for s, d in cell["strategies"].items():
            ci = d.get("speedup_ci") or {}
            w.writerow(
                [cell["workload"], cell["size"], s, *(d.get(c, "") for c in cols)]
                + [
                    v
                    for r in REFERENCES
                    for v in (sp[s][f"vs_{r}"] or "", *(ci.get(r) or ("", "")))
                ]
            )
    return buf.getvalue()


def render_markdown(
    cells: list[dict[str, Any]], name: Callable[[str], str] = lambda label: label
) -> str:
    """One markdown row per cell: kernels per execution and the speedup over ``xla`` (95%
    interval) of each strategy, the configurations ``xla-best`` and ``ours:auto`` chose
    (shortened by ``name``), and whether every strategy matched."""
    shown = list(dict.fromkeys(s for c in cells for s in c["strategies"] if s != "xla"))
    head = ["program", "kernels per exec (xla / " + " / ".join(shown) + ")", "xla ms"]
    head += [f"{s} vs xla" for s in shown] + ["chosen", "match"]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for cell in cells:
        st = cell["strategies"]
        x = st.get("xla", {})
        kernels = " / ".join(
            "?" if (n := st.get(s, {}).get("per_execution")) is None else str(n)
            for s in ["xla", *shown]
        )
        sp = speedups(cell)
        speed = [
            "error"
            if st.get(s, {}).get("error")
            else speedup_text(st.get(s, {}), sp.get(s, {}).get("vs_xla"), "xla")
            for s in shown
        ]
        chosen = "; ".join(f"{s}: {name(st[s]['chosen'])}" for s in shown if st[s].get("chosen"))
        wrong = [s for s in shown if st[s].get("match") is False and not st[s].get("match_unfused")]
        unfused_like = [
            s for s in shown if st[s].get("match") is False and st[s].get("match_unfused")
        ]
        match = (
            "**no**: " + ", ".join(wrong)
            if wrong
            else "within xla/unfused"
            if unfused_like
            else "yes"
        )
        ms = f"{x['median_s'] * 1e3:.2f}" if x.get("median_s") else "-"
        rows.append(
            "| " + " | ".join([cell["workload"], kernels, ms, *speed, chosen or "-", match]) + " |"
        )
    return "\n".join(rows) + "\n"
