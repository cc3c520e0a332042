"""``fusion-bench``: workloads x strategies x sizes, kernels and times side by side.

fusion-bench                          # every workload at its demo size
fusion-bench -w cartpole,softmax --sizes ladder --repeats 20 --json out.json
"""

from __future__ import annotations

import argparse
import csv
import io as pyio
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fusion_mlir.errors import FusionError, UserError

DEFAULT_STRATEGIES = "unfused,xla,ours:default"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fusion-bench", description=__doc__.splitlines()[0])
    p.add_argument("-w", "--workloads", default="", help="comma-separated (default: all)")
    p.add_argument(
        "-s",
        "--strategies",
        default=DEFAULT_STRATEGIES,
        help="comma-separated: xla, unfused, ours:PIPELINE, ours+xla:PIPELINE; a pipeline "
        f"keeps its own commas (default {DEFAULT_STRATEGIES})",
    )
    p.add_argument(
        "--sizes",
        default="demo",
        help="'demo' (one quick size), 'ladder' (every size), or comma-separated ints",
    )
    p.add_argument("--repeats", type=int, default=10, help="timed runs per strategy (default 10)")
    p.add_argument("--warmup", type=int, default=2)
    p.add_argument("--backend", default="cpu")
    p.add_argument("--json", metavar="FILE", help="write every cell as JSON")
    p.add_argument("--csv", metavar="FILE", help="write one row per cell and strategy")
    p.add_argument("--plot", metavar="DIR", help="write PNG plots (speedups, time vs size)")
    p.add_argument(
        "--html",
        metavar="DIR",
        help="write DIR/index.html: tables, plots, per-workload fusion pictures (offline)",
    )
    p.add_argument("--list", action="store_true", help="list workloads")
    p.add_argument(
        "--mlir",
        metavar="FILE",
        help="benchmark this exported module (text or bytecode) on generated inputs",
    )
    p.add_argument(
        "--corpus",
        nargs="?",
        const="all",
        metavar="NAMES",
        help="benchmark the real-program corpus (all, or comma-separated names) on its inputs",
    )
    p.add_argument(
        "--inputs",
        metavar="FILE.npz",
        help="with --mlir: run on these arguments (np.savez, in order) instead",
    )
    p.add_argument(
        "--profile",
        type=int,
        default=0,
        metavar="N",
        help="after timing, trace each strategy and list its N most expensive kernels",
    )
    p.add_argument(
        "--pipeline",
        metavar="P",
        help="with --mlir or --corpus: strategies become unfused,xla,ours:P (unless -s is given)",
    )
    return p


def build_paper_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="fusion-bench paper",
        description="The XLA fusion study's Cartpole stages, as passes, against XLA native.",
    )
    p.add_argument("--envs", type=int, default=4096, help="environments (default 4096)")
    p.add_argument("--steps", type=int, default=100, help="simulation steps (default 100)")
    p.add_argument("--repeats", type=int, default=10)
    p.add_argument("--backend", default="cpu")
    p.add_argument("--json", metavar="FILE", help="write the stages as JSON")
    return p


def paper_main(argv: Sequence[str]) -> int:
    from fusion_mlir import paper
    from fusion_mlir.io import write_atomic

    args = build_paper_parser().parse_args(argv)
    report = paper.run_paper(args.envs, args.steps, args.repeats, args.backend)
    print(paper.render(report))
    if args.json:
        write_atomic(args.json, json.dumps(report, indent=1) + "\n")
    return 0


def _sizes(spec: str, workload: Any) -> list[int]:
    if spec == "demo":
        return [workload.demo_size]
    if spec == "ladder":
        return list(workload.sizes)
    try:
        return [int(x) for x in spec.split(",")]
    except ValueError:
        raise UserError(f"error: --sizes expects demo, ladder or integers, got '{spec}'") from None


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    from rich.progress import Progress

    from fusion_mlir import bench, io
    from fusion_mlir.benchmarks.workloads import WORKLOADS

    if getattr(args, "mlir", None):
        return [_mlir_cell(args)]
    if getattr(args, "corpus", None):
        from fusion_mlir.benchmarks.corpus_files import corpus_programs

        programs = corpus_programs("" if args.corpus == "all" else args.corpus)
        return [_file_cell(p.mlir, p.inputs, p.name, args) for p in programs]
    if getattr(args, "inputs", None):
        raise UserError("error: --inputs needs --mlir")
    names = [w for w in args.workloads.split(",") if w] or list(WORKLOADS)
    unknown = [n for n in names if n not in WORKLOADS]
    if unknown:
        raise UserError(f"error: unknown workload '{unknown[0]}' (known: {', '.join(WORKLOADS)})")
    strategies = bench.split_strategies(args.strategies)
    plan = [(n, size) for n in names for size in _sizes(args.sizes, WORKLOADS[n])]
    cells = []
    with Progress(transient=True, disable=not sys.stderr.isatty()) as progress:
        task = progress.add_task("benchmarking", total=len(plan) * (len(strategies) + 1))
        for name, size in plan:
            progress.update(task, description=f"{name} [{size}]")
            fn, fargs = WORKLOADS[name].build(size)
            module = io.export(fn, *fargs)
            # One child process per cell: an XLA abort is an error entry, not a dead run.
            res = bench.run_cell_isolated(
                io.print_module(module, debug_info=True),
                strategies,
                args.backend,
                repeats=args.repeats,
                warmup=args.warmup,
                profile=args.profile,
            )
            progress.advance(task, len(strategies) + 1)
            cells.append({"workload": name, "size": size, **res})
    return cells


def _mlir_cell(args: argparse.Namespace) -> dict[str, Any]:
    """The one cell of ``--mlir FILE``: the module as exported, on generated inputs (or
    ``--inputs``)."""
    return _file_cell(Path(args.mlir), args.inputs, Path(args.mlir).name, args)


def _file_cell(
    mlir: Path, inputs_file: Path | str | None, label: str, args: argparse.Namespace
) -> dict[str, Any]:
    """One cell for a module on disk, on the arguments in ``inputs_file`` (None: generated)."""
    from fusion_mlir import bench, compiler, io

    strategies = bench.split_strategies(args.strategies)
    if args.pipeline and args.strategies == DEFAULT_STRATEGIES:
        strategies = ["unfused", "xla", f"ours:{args.pipeline}"]
    module = io.read_module(str(mlir))
    inputs = compiler.load_inputs(str(inputs_file), module) if inputs_file else None
    res = bench.run_cell_isolated(
        io.print_module(module, debug_info=True),
        strategies,
        args.backend,
        repeats=args.repeats,
        warmup=args.warmup,
        inputs=inputs,
        profile=args.profile,
    )
    return {"workload": label, "size": None, **res}


REFERENCES = ("unfused", "xla")  # what every speedup is measured against


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
    from fusion_mlir.tables import speedup_label

    return speedup_label(value, (d.get("speedup_ci") or {}).get(reference)) if value else "-"


# The columns of a results table, in the terminal and in the HTML report alike.
TABLE_COLUMNS = (
    "workload",
    "size",
    "strategy",
    "kernels",
    "per exec",
    "median ms",
    "min..max ms",
    "vs unfused",
    "vs xla",
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

    from fusion_mlir.tables import rich_text

    t = Table(
        title="fusion-bench (median of repeats; speedup = reference time / this time)",
        caption="speedup (a-b): 95% bootstrap interval over the rounds; GB/s: bytes of inputs "
        "and outputs over the median time; % copy: against a copy of as many bytes timed in "
        "the same rounds",
    )
    for col in TABLE_COLUMNS:
        t.add_column(col, justify="left" if col in ("workload", "strategy") else "right")
    for cell in cells:
        sp = speedups(cell)
        for i, (s, d) in enumerate(cell["strategies"].items()):
            if d.get("error"):
                t.add_row(
                    cell["workload"] if i == 0 else "",
                    str(cell["size"] or "-") if i == 0 else "",
                    s,
                    "-",
                    "-",
                    "-",
                    "-",
                    "-",
                    "-",
                    "-",
                    f"error: {d['error'][:60]}",
                )
                continue
            ms = d.get("median_s")
            t.add_row(
                cell["workload"] if i == 0 else "",
                str(cell["size"] or "-") if i == 0 else "",
                s,
                str(d["kernels"]),
                str(d["per_execution"] if d["per_execution"] is not None else "?"),
                f"{ms * 1e3:.3f}" if ms else "-",
                f"{d['min_s'] * 1e3:.3f}..{d['max_s'] * 1e3:.3f}" if ms else "-",
                speedup_text(d, sp[s]["vs_unfused"], "unfused"),
                speedup_text(d, sp[s]["vs_xla"], "xla"),
                bandwidth(d),
                "yes"
                if d["match"]
                else "as unfused"  # XLA's fusion on and off differ: ours matches one
                if d.get("match_unfused")
                else "NO " + d.get("detail", ""),
            )
    return rich_text(t, width=200)  # as wide as the columns need: no wrapped cells


def render_profiles(cells: list[dict[str, Any]]) -> str:
    """Per cell, each strategy's most expensive kernels side by side: name, kind, traced ms
    per execution, share of the traced time, and launches per execution."""
    from rich.table import Table

    from fusion_mlir.tables import rich_text

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
    buf = pyio.StringIO()
    w = csv.writer(buf)
    cols = ["kernels", "per_execution", "median_s", "min_s", "max_s", "match", "match_unfused"]
    cols += ["error"]
    cols += ["traffic_bytes", "gbps", "copy_gbps"]
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


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv[:1] == ["paper"]:
            return paper_main(argv[1:])
        args = build_parser().parse_args(argv)
        if args.list:
            from fusion_mlir.benchmarks.workloads import WORKLOADS

            for w in WORKLOADS.values():
                print(f"{w.name:16} {w.summary}  sizes {list(w.sizes)} (demo {w.demo_size})")
            from fusion_mlir.benchmarks.corpus_files import CORPUS_DIR, corpus_programs

            if (CORPUS_DIR / "index.json").exists():
                print("\ncorpus (--corpus NAMES):")
                for c in corpus_programs():
                    print(f"{c.name:28} {c.library} {c.version}: {c.summary}")
            return 0
        cells = run(args)
        print(render_table(cells))
        if args.profile > 0:
            print(render_profiles(cells))
        from fusion_mlir.io import write_atomic

        if args.json and args.mlir:  # one module: {"strategies": {...}} at the top
            doc = {"backend": args.backend, "mlir": args.mlir, **cells[0]}
            write_atomic(args.json, json.dumps(doc, indent=1) + "\n")
        elif args.json:
            write_atomic(
                args.json, json.dumps({"backend": args.backend, "cells": cells}, indent=1) + "\n"
            )
        if args.csv:
            write_atomic(args.csv, write_csv(cells))
        if args.plot:
            from fusion_mlir.plots import write_plots

            for path in write_plots(cells, args.plot):
                print(f"wrote {path}", file=sys.stderr)
        if args.html:
            from fusion_mlir.bench import split_strategies
            from fusion_mlir.report_html import write_html

            index = write_html(
                cells,
                args.html,
                split_strategies(args.strategies),
                args.backend,
                log=lambda m: print(m, file=sys.stderr),
            )
            print(f"wrote {index}", file=sys.stderr)
        # Every cell is reported; a strategy the backend rejected or crashed on still makes
        # the exit status 2, with the first failure on stderr.
        from fusion_mlir.compiler import report_failures

        failures = [f"{c['workload']}: {f}" for c in cells for f in report_failures(c)]
        if failures:
            print(f"fusion-bench: error: {failures[0]}", file=sys.stderr)
            return 2
        return 0
    except FusionError as e:
        msg = str(e)
        print(f"fusion-bench: {msg}" if msg.startswith("error:") else msg, file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("fusion-bench: error: interrupted", file=sys.stderr)
        return 130
    except Exception as e:
        print(f"fusion-bench: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
