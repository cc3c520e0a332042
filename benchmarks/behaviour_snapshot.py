"""A fingerprint of everything the passes and the lowering decide, to diff across a refactor.

For every lit input (split at ``// -----``), fuzz regression and corpus module, and every
pipeline (each pass alone with its defaults, then each named pipeline): a hash of the output
module and of its ``--explain=json`` lines, or the error. For every corpus module after the
default pipeline: a hash of the text handed to XLA under ``ours``, of XLA's optimized HLO, and
the kernel count (the optimized HLO without the mark that asks the regroup hook for library
kernels: a compile retried without them marks the module again, the same HLO otherwise).
Two snapshots of the same behaviour are equal line for line:

    python benchmarks/behaviour_snapshot.py > before.txt   # ... change the code ...
    python benchmarks/behaviour_snapshot.py > after.txt && diff before.txt after.txt
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from pathlib import Path

from fusion_mlir import strategies
from fusion_mlir.errors import FusionError
from fusion_mlir.ir import io
from fusion_mlir.pipeline import (
    PassContext,
    named_pipelines,
    parse_pipeline,
    registry,
    run_passes,
)

ROOT = Path(__file__).resolve().parents[1]
SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
MARK = re.compile(r'fusion_mlir_regroup="\w+"')


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _inputs() -> list[tuple[str, str]]:
    out = []
    for path in sorted((ROOT / "test" / "lit").glob("*.mlir")):
        for i, chunk in enumerate(SPLIT.split(path.read_text())):
            out.append((f"lit/{path.name}#{i}", chunk))
    for sub in ("tests/fuzz_regressions", "benchmarks/corpus"):
        for path in sorted((ROOT / sub).glob("*.mlir")):
            out.append((f"{sub}/{path.name}", path.read_text()))
    return out


def _run(text: str, spec: str) -> tuple[str, str]:
    try:
        module = io.parse_module(text)
        ctx = PassContext(backend="cpu", explaining=True)
        run_passes(module, parse_pipeline(spec), ctx)
    except FusionError as e:
        return f"error {str(e).splitlines()[0]}", ""
    return _digest(io.print_module(module)), _digest(ctx.explain.json_lines())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-compile", action="store_true", help="skip the corpus compiles")
    ap.add_argument("--no-passes", action="store_true", help="skip the pipelines")
    ap.add_argument("--specs", default="", help="comma-separated pipelines (default: all)")
    args = ap.parse_args(argv)
    specs = [s for s in args.specs.split(",") if s] or [*registry(), *named_pipelines()]
    for name, text in [] if args.no_passes else _inputs():
        for spec in specs:
            out, why = _run(text, spec)
            print(f"pass {name} {spec}: {out} {why}")
        sys.stdout.flush()
    if args.no_compile:
        return 0
    for path in sorted((ROOT / "benchmarks" / "corpus").glob("*.mlir")):
        module = io.parse_module(path.read_text())
        run_passes(module, parse_pipeline("default"), PassContext(backend="cpu"))
        lowered = strategies.lower_for_xla(module, "ours")
        try:
            c = strategies.compile_text(lowered, "ours")
            hlo = MARK.sub("", c.hlo_text)
            result = f"{_digest(hlo)} kernels={c.kernels.static}"
        except FusionError as e:
            result = f"error {str(e).splitlines()[0]}"
        print(f"lower {path.name}: {_digest(lowered)} {result}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
