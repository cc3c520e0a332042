"""``fusion-bench --html DIR``: one self-contained, offline HTML page for a benchmark run.

Rule: ``DIR/index.html`` holds the results table, the run's PNG plots (``fusion_mlir.tools.plots``,
files next to it, referenced relatively) and, per workload, the comparison with XLA's fusion
as a table and a picture (``DIR/<workload>.svg``, or the ``.dot`` text when Graphviz is
missing). No script, stylesheet or font is fetched from anywhere: the page reads offline.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fusion_mlir.errors import FusionError

_CSS = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; font-size: 0.9em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
th { background: #f2f2f2; } td.l, th.l { text-align: left; }
td.bad { color: #b00020; font-weight: bold; }
img.plot { max-width: 48%; margin: 0.5em; border: 1px solid #ddd; }
.pic { overflow: auto; border: 1px solid #ddd; max-height: 900px; }
pre { background: #f8f8f8; padding: 0.8em; overflow: auto; font-size: 0.8em; }
"""


def _pipeline_of(strategies: list[str]) -> str:
    for s in strategies:
        base, _, pipeline = s.partition(":")
        if base in ("ours", "ours+xla"):
            return pipeline or "default"
    return "default"


def _results_table(cells: list[dict[str, Any]]) -> str:
    from fusion_mlir.tools.tables import (
        bandwidth,
        references,
        speedup_text,
        speedups,
        strategy_label,
        table_columns,
    )

    refs = references(cells)
    cols = table_columns(refs)
    out = [
        "<table><tr>"
        + "".join(
            f'<th class="{"l" if c in ("workload", "strategy") else ""}">{c}</th>' for c in cols
        )
        + "</tr>"
    ]
    for cell in cells:
        sp = speedups(cell)
        for s, d in cell["strategies"].items():
            if d.get("error"):
                row = ["-"] * (len(cols) - 4) + [f"error: {html.escape(d['error'][:80])}"]
            else:
                ms = d.get("median_s")
                moved = d.get("kernel_bytes")
                row = [
                    str(d.get("kernels")),
                    str(d.get("per_execution") if d.get("per_execution") is not None else "?"),
                    f"{moved / 1e6:.1f}" if moved is not None else "?",
                    f"{ms * 1e3:.3f}" if ms else "-",
                    f"{d['min_s'] * 1e3:.3f}..{d['max_s'] * 1e3:.3f}" if ms else "-",
                    *(speedup_text(d, sp[s][f"vs_{r}"], r) for r in refs),
                    bandwidth(d),
                    "yes" if d.get("match") else "NO " + html.escape(d.get("detail", "")),
                ]
            bad = ' class="bad"' if not d.get("match") else ""
            out.append(
                f'<tr><td class="l">{html.escape(cell["workload"])}</td><td>{cell["size"]}</td>'
                f'<td class="l">{html.escape(strategy_label(s, d))}</td>'
                + "".join(f"<td>{v}</td>" for v in row[:-1])
                + f"<td{bad}>{row[-1]}</td></tr>"
            )
    out.append("</table>")
    return "\n".join(out)


def _picture(name: str, size: int, pipeline: str, backend: str, directory: Path) -> tuple[str, str]:
    """``(html fragment, comparison text)`` for one workload."""
    from fusion_mlir.benchmarks.workloads import WORKLOADS
    from fusion_mlir.ir import io
    from fusion_mlir.tools import viz
    from fusion_mlir.tools.compare.render import render_text
    from fusion_mlir.tools.compare.run import compare_module

    fn, args = WORKLOADS[name].build(size)
    report = compare_module(io.export(fn, *args), pipeline, backend)
    text = render_text(report, width=150)
    dot = viz.to_dot(report, title=f"{name} [{size}], pipeline {pipeline}")
    if viz.have_dot():
        path = directory / f"{name}.svg"
        path.write_bytes(viz.render(dot, "svg"))
        frag = (
            f'<p><a href="{path.name}">{path.name}</a> (ours left, XLA right)</p>'
            f'<div class="pic"><img src="{path.name}" alt="{html.escape(name)} fusion groups"></div>'
        )
    else:
        path = directory / f"{name}.dot"
        path.write_text(dot)
        frag = (
            f"<p>Graphviz's <code>dot</code> is not installed, so the picture is the DOT text "
            f'<a href="{path.name}">{path.name}</a> (render it with <code>dot -Tsvg</code>).</p>'
        )
    return frag, text


def write_html(
    cells: list[dict[str, Any]],
    directory: str | Path,
    strategies: list[str],
    backend: str = "cpu",
    pictures: bool = True,
    log: Callable[[str], None] | None = None,
) -> Path:
    """Write ``index.html`` (and its PNG plots and SVG pictures) into ``directory``."""
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>fusion-bench</title>",
        f"<style>{_CSS}</style></head><body>",
        "<h1>fusion-bench</h1>",
        f"<p>Backend <b>{html.escape(backend)}</b>; strategies "
        f"{html.escape(', '.join(strategies))}. Median of the timed repeats; speedup = "
        "reference time / this time, with its 95% bootstrap interval over the rounds. Times "
        "on shared machines are noisy: compare ratios from one run.</p>",
        "<h2>Results</h2>",
        _results_table(cells),
    ]
    try:
        from fusion_mlir.tools.plots import write_plots

        plots = write_plots(cells, d)
    except ImportError:  # matplotlib is the optional 'bench' extra
        plots = []
        parts.append("<p>(plots need matplotlib: <code>pip install fusion-mlir[bench]</code>)</p>")
    if plots:
        parts.append("<h2>Plots</h2>")
        parts += [
            f'<a href="{p.name}"><img class="plot" src="{p.name}" alt="{p.stem}"></a>'
            for p in plots
        ]
    if pictures:
        pipeline = _pipeline_of(strategies)
        parts.append(f"<h2>Fusion groups: ours ({html.escape(pipeline)}) vs XLA's</h2>")
        first: dict[str, int] = {}
        for c in cells:
            first.setdefault(c["workload"], c["size"])
        for name, size in first.items():
            if log:
                log(f"picturing {name} [{size}]")
            parts.append(f"<h3>{html.escape(name)} [{size}]</h3>")
            try:
                frag, text = _picture(name, size, pipeline, backend, d)
            except FusionError as e:
                parts.append(f"<p>no picture: {html.escape(str(e))}</p>")
                continue
            parts.append(f"<pre>{html.escape(text)}</pre>")
            parts.append(frag)
    parts.append("</body></html>")
    index = d / "index.html"
    from fusion_mlir.ir.io import write_atomic

    write_atomic(index, "\n".join(parts) + "\n")
    return index


__all__ = ["write_html"]
