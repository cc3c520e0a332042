"""Kernel counts of a pipeline against XLA's native fusion, program by program.

For each program of the test corpus (tests/corpus.py) and each benchmark workload (at the
size ``fusion-bench`` runs by default): the static kernel count under ``xla``, ``unfused``
and ``ours`` after the pipeline, whether ours is fewer or equal to XLA's, and whether the
outputs match XLA's.

    python benchmarks/kernel_counts.py [--pipeline default] [--only NAME,...]
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import jax
from fusion_mlir.benchmarks.workloads import WORKLOADS

from fusion_mlir import strategies
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

CORPUS_FILE = Path(__file__).resolve().parents[1] / "tests" / "corpus.py"


def _corpus() -> dict[str, Callable[[], tuple[Callable, tuple]]]:
    spec = importlib.util.spec_from_file_location("corpus", CORPUS_FILE)
    if spec is None or spec.loader is None or not CORPUS_FILE.exists():
        return {}
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.CORPUS


def programs() -> Iterator[tuple[str, Callable[..., Any], tuple]]:
    for name, make in _corpus().items():
        fn, args = make()
        yield f"corpus/{name}", fn, args
    for w in WORKLOADS.values():
        size = w.demo_size
        fn, args = w.build(size)
        yield f"{w.name}({size})", fn, args


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pipeline", default="default")
    ap.add_argument("--only", default="", help="comma-separated program names (substrings)")
    args = ap.parse_args(argv)
    only = [s for s in args.only.split(",") if s]
    print(f"{'program':24} {'xla':>5} {'unfused':>8} {'ours':>5}  verdict  match")
    worse = 0
    for name, fn, fargs in programs():
        if only and not any(s in name for s in only):
            continue
        module = io.parse_module(jax.jit(fn).lower(*fargs).as_text())
        run_pipeline(module, args.pipeline, explain=False)
        res = strategies.run_strategies(module, ("xla", "unfused", "ours"))
        k = {s: (r.kernels.static if r.kernels else None) for s, r in res.items()}
        if None in k.values():
            errors = "; ".join(f"{s}: {r.error}" for s, r in res.items() if r.error)
            print(f"{name:24} error: {errors}")
            worse += 1
            continue
        verdict = "fewer" if k["ours"] < k["xla"] else "equal" if k["ours"] == k["xla"] else "MORE"
        worse += verdict == "MORE"
        match = all(r.match for r in res.values())
        print(f"{name:24} {k['xla']:5} {k['unfused']:8} {k['ours']:5}  {verdict:7}  {match}")
        sys.stdout.flush()
    return 1 if worse else 0


if __name__ == "__main__":
    raise SystemExit(main())
