"""``fusion-bench``: workloads x strategies x sizes, kernels and times side by side.

fusion-bench                          # every workload at its demo size
fusion-bench -w cartpole,softmax --sizes ladder --repeats 20 --json out.json
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from fusion_mlir.cli import guarded
from fusion_mlir.errors import UserError
from fusion_mlir.tools.tables import render_profiles, render_table, write_csv

DEFAULT_STRATEGIES = "unfused,xla,ours:default"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fusion-bench", description=__doc__.splitlines()[0])
    p.add_argument("-w", "--workloads", default="", help="comma-separated (default: all)")
    p.add_argument(
        "-s",
        "--strategies",
        default=DEFAULT_STRATEGIES,
        help="comma-separated: xla, 'xla{FEATURE ...}' (XLA's optional fusion features, "
        "see fusion-opt --capabilities), xla-best (the fastest XLA configuration), unfused, "
        "ours:PIPELINE, ours+xla:PIPELINE; a pipeline keeps its own commas "
        f"(default {DEFAULT_STRATEGIES})",
    )
    p.add_argument(
        "--sizes",
        default="demo",
        help="'demo' (one quick size), 'ladder' (every size), or comma-separated ints",
    )
    p.add_argument("--repeats", type=int, default=10, help="timed runs per strategy (default 10)")
    p.add_argument("--warmup", type=int, default=2)
    p.add_argument(
        "--processes",
        type=int,
        default=1,
        metavar="N",
        help="time each cell in N fresh processes, one after another, and pool their rounds "
        "(XLA:CPU lands some processes in a slower mode; default 1)",
    )
    p.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="run N cells at a time, each in its own process, where nothing is timed "
        "(--repeats 0, or a backend that compiles deviceless); default 1",
    )
    p.add_argument("--backend", default="cpu")
    p.add_argument("--json", metavar="FILE", help="write every cell as JSON")
    p.add_argument("--csv", metavar="FILE", help="write one row per cell and strategy")
    p.add_argument(
        "--markdown", metavar="FILE", help="write one markdown row per cell (speedups over xla)"
    )
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
        "--heldout",
        nargs="?",
        const="all",
        metavar="NAMES",
        help="benchmark the held-out programs, written after the rules and never used to "
        "choose one (all, or comma-separated names), on their inputs",
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
        "--budget",
        type=float,
        default=120.0,
        metavar="SECONDS",
        help="for ours:auto: the tuning budget per program, when its plan is not cached",
    )
    p.add_argument(
        "--pipeline",
        metavar="P",
        help="with --mlir, --corpus or --heldout: strategies become unfused,xla,ours:P (unless -s is given)",
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
    from fusion_mlir.ir.io import write_atomic
    from fusion_mlir.tools import paper

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
    """Every cell the arguments ask for, in order. Each runs in a child process of its own
    (an XLA abort is an error entry, not a dead run); ``--jobs`` runs several at once."""
    from fusion_mlir.benchmarks.workloads import WORKLOADS
    from fusion_mlir.ir import io

    _check_jobs(args)
    if getattr(args, "mlir", None):
        return _run_cells([_mlir_cell(args)], args)
    if getattr(args, "corpus", None) or getattr(args, "heldout", None):
        from fusion_mlir.benchmarks.corpus_files import CORPUS_DIR, HELDOUT_DIR, corpus_programs

        chosen, directory = (
            (args.corpus, CORPUS_DIR) if args.corpus else (args.heldout, HELDOUT_DIR)
        )
        programs = corpus_programs("" if chosen == "all" else chosen, directory)
        if chosen == "all":
            programs = _for_backend(programs, args.backend)
        return _run_cells([_file_cell(p.mlir, p.inputs, p.name, args) for p in programs], args)
    if getattr(args, "inputs", None):
        raise UserError("error: --inputs needs --mlir")
    names = [w for w in args.workloads.split(",") if w] or list(WORKLOADS)
    unknown = [n for n in names if n not in WORKLOADS]
    if unknown:
        raise UserError(f"error: unknown workload '{unknown[0]}' (known: {', '.join(WORKLOADS)})")
    from fusion_mlir.tools import bench

    strategies = bench.split_strategies(args.strategies)
    cells = []
    for name, size in [(n, size) for n in names for size in _sizes(args.sizes, WORKLOADS[n])]:
        fn, fargs = WORKLOADS[name].build(size)
        text = io.print_module(io.export(fn, *fargs), debug_info=True)
        cells.append(({"workload": name, "size": size}, _cell_call(text, strategies, args)))
    return _run_cells(cells, args)


Cell = tuple[dict[str, Any], Callable[[], dict[str, Any]]]


def _check_jobs(args: argparse.Namespace) -> None:
    """``--jobs`` above 1 only where nothing is timed: cells run together take each other's
    cores, and the timings would say so."""
    from fusion_mlir import backends
    from fusion_mlir.tools import bench

    if args.jobs < 1 or args.processes < 1:
        raise UserError("error: --jobs and --processes must be 1 or more")
    if args.jobs == 1 or not backends.get(args.backend).executes_here():
        return
    tuned = "ours:auto" in bench.split_strategies(args.strategies)
    if args.repeats > 0 or args.profile > 0 or tuned:
        raise UserError(
            "error: --jobs runs cells at the same time, which would disturb their timings: "
            "use it with --repeats 0 (and neither --profile nor ours:auto), or a backend "
            "that compiles deviceless"
        )


def _run_cells(cells: list[Cell], args: argparse.Namespace) -> list[dict[str, Any]]:
    """Run each cell's call (a child process's work: the calling thread only waits),
    ``--jobs`` at a time, with a progress bar; the cells in the order given."""
    from concurrent.futures import ThreadPoolExecutor

    from rich.progress import Progress

    if args.jobs > 1:
        # The capability table and XLA's optional features are probed once, here, before
        # children that consult them start together (probes run side by side time wrong).
        from fusion_mlir.backends.capabilities import load_capabilities
        from fusion_mlir.tools import bench

        load_capabilities(args.backend)
        bench.xla_best_candidates(args.backend)
    done: list[dict[str, Any]] = []
    with (
        Progress(transient=True, disable=not sys.stderr.isatty()) as progress,
        ThreadPoolExecutor(max_workers=args.jobs) as pool,
    ):
        task = progress.add_task("benchmarking", total=len(cells))
        futures = [pool.submit(call) for _, call in cells]
        try:
            for (meta, _), future in zip(cells, futures, strict=True):
                progress.update(task, description=str(meta["workload"]))
                done.append({**meta, **future.result()})
                progress.advance(task)
        except BaseException:  # a bad module, or ^C: the cells not started never start
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return done


def _for_backend(programs: list[Any], backend: str) -> list[Any]:
    """The corpus programs exported for ``backend``'s platform or for none: one that calls
    another platform's own custom calls (LAPACK's on the CPU) has no handler there, under
    XLA as under ours; those left out are named on stderr."""
    from fusion_mlir import backends

    platform = backends.get(backend).platform
    kept, left = [], []
    for p in programs:
        found = backends.exported_for(p.mlir.read_text())
        if found is None or found[0] == platform:
            kept.append(p)
        else:
            left.append(f"{p.name} ({found[1]})")
    if left:
        print(
            f"fusion-bench: left out, exported for another platform than {platform}'s: "
            + ", ".join(left),
            file=sys.stderr,
        )
    return kept


def _tuned(
    text: str, strategies: Sequence[str], args: argparse.Namespace, inputs: Any
) -> dict[str, str]:
    """``{"ours:auto": the label of its plan}`` where ``ours:auto`` is asked for: the plan
    cached for this module, or one tuned now within ``--budget`` seconds."""
    from fusion_mlir.tools import tune

    if "ours:auto" not in strategies:
        return {}
    if (result := tune.cached(text, args.backend)) is not None:
        print(f"fusion-bench: ours:auto is the cached plan {result.winner}", file=sys.stderr)
    else:
        print(f"fusion-bench: tuning ours:auto (budget {args.budget:g} s)...", file=sys.stderr)
        result = tune.tune(text, args.backend, inputs, args.budget, use_cache=False)
    return {"ours:auto": result.winner}


def _mlir_cell(args: argparse.Namespace) -> Cell:
    """The one cell of ``--mlir FILE``: the module as exported, on generated inputs (or
    ``--inputs``)."""
    return _file_cell(Path(args.mlir), args.inputs, Path(args.mlir).name, args)


def _file_cell(
    mlir: Path, inputs_file: Path | str | None, label: str, args: argparse.Namespace
) -> Cell:
    """One cell for a module on disk, on the arguments in ``inputs_file`` (None: generated):
    read here, run by the call."""
    from fusion_mlir.backends import numerics
    from fusion_mlir.ir import io
    from fusion_mlir.tools import bench

    strategies = bench.split_strategies(args.strategies)
    if args.pipeline and args.strategies == DEFAULT_STRATEGIES:
        strategies = ["unfused", "xla", f"ours:{args.pipeline}"]
    module = io.read_module(str(mlir))
    inputs = numerics.load_inputs(str(inputs_file), module) if inputs_file else None
    text = io.print_module(module, debug_info=True)
    return {"workload": label, "size": None}, _cell_call(text, strategies, args, inputs)


def _cell_call(
    text: str, strategies: list[str], args: argparse.Namespace, inputs: Any = None
) -> Callable[[], dict[str, Any]]:
    """The call that runs one cell of module ``text`` (``bench.run_cell_isolated``) as the
    arguments ask, ``ours:auto`` resolved to its plan here (``_tuned``)."""
    from fusion_mlir.tools import bench

    return functools.partial(
        bench.run_cell_isolated,
        text,
        strategies,
        args.backend,
        repeats=args.repeats,
        warmup=args.warmup,
        inputs=inputs,
        profile=args.profile,
        aliases=_tuned(text, strategies, args, inputs),
        processes=args.processes,
    )


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    return guarded("fusion-bench", lambda: _main(argv))


def _main(argv: list[str]) -> int:
    if argv[:1] == ["paper"]:
        return paper_main(argv[1:])
    args = build_parser().parse_args(argv)
    if args.list:
        from fusion_mlir.benchmarks.workloads import WORKLOADS

        for w in WORKLOADS.values():
            print(f"{w.name:16} {w.summary}  sizes {list(w.sizes)} (demo {w.demo_size})")
        from fusion_mlir.benchmarks.corpus_files import CORPUS_DIR, HELDOUT_DIR, corpus_programs

        for flag, directory in (("corpus", CORPUS_DIR), ("heldout", HELDOUT_DIR)):
            if (directory / "index.json").exists():
                print(f"\n{flag} (--{flag} NAMES):")
                for c in corpus_programs("", directory):
                    print(f"{c.name:28} {c.library} {c.version}: {c.summary}")
        return 0
    cells = run(args)
    print(render_table(cells))
    if args.profile > 0:
        print(render_profiles(cells))
    from fusion_mlir.ir.io import write_atomic

    if args.json and args.mlir:  # one module: {"strategies": {...}} at the top
        doc = {"backend": args.backend, "mlir": args.mlir, **cells[0]}
        write_atomic(args.json, json.dumps(doc, indent=1) + "\n")
    elif args.json:
        write_atomic(
            args.json, json.dumps({"backend": args.backend, "cells": cells}, indent=1) + "\n"
        )
    if args.csv:
        write_atomic(args.csv, write_csv(cells))
    if args.markdown:
        from fusion_mlir.tools.tables import render_markdown
        from fusion_mlir.tools.tune import plan_name

        write_atomic(args.markdown, render_markdown(cells, plan_name))
    if args.plot:
        from fusion_mlir.tools.plots import write_plots

        for path in write_plots(cells, args.plot):
            print(f"wrote {path}", file=sys.stderr)
    if args.html:
        from fusion_mlir.tools.bench import split_strategies
        from fusion_mlir.tools.report_html import write_html

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
    from fusion_mlir.strategies import report_failures

    failures = [f"{c['workload']}: {f}" for c in cells for f in report_failures(c)]
    if failures:
        print(f"fusion-bench: error: {failures[0]}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
