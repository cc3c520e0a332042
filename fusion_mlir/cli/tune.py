"""``fusion-tune``: the best fusion plan for one module, found by measurement.

fusion-tune model.mlir --inputs model.npz --budget 120 -o tuned.mlir
fusion-tune model.mlir --json > plan.json
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from fusion_mlir.cli import guarded
from fusion_mlir.errors import UserError


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fusion-tune", description=__doc__.splitlines()[0])
    p.add_argument("input", help="a StableHLO module (text or bytecode)")
    p.add_argument("--inputs", metavar="FILE.npz", help="run on these arguments (np.savez)")
    p.add_argument("--budget", type=float, default=120.0, metavar="SECONDS", help="default 120")
    p.add_argument("--backend", default="cpu")
    p.add_argument("-o", "--output", help="write the module after the winning pipeline")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--retune", action="store_true", help="ignore a cached result")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return guarded("fusion-tune", lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    from fusion_mlir.backends import numerics
    from fusion_mlir.backends.sanitize import check_compilable
    from fusion_mlir.ir import io
    from fusion_mlir.pipeline import run_pipeline
    from fusion_mlir.tools import tune

    if args.budget <= 0:
        raise UserError("error: --budget must be positive")
    module = io.read_module(args.input)
    check_compilable(module)
    inputs = numerics.load_inputs(args.inputs, module) if args.inputs else None
    text = io.print_module(module, debug_info=True)

    def progress(msg: str) -> None:
        if sys.stderr.isatty():
            print(f"\r\033[Kfusion-tune: {msg[:150]}", end="", file=sys.stderr, flush=True)

    result = tune.tune(text, args.backend, inputs, args.budget, progress, use_cache=not args.retune)
    if sys.stderr.isatty():
        print("\r\033[K", end="", file=sys.stderr)
    if args.output:
        if result.pipeline:
            run_pipeline(module, result.pipeline, args.backend, explain=False)
        io.write_atomic(args.output, io.print_module(module, debug_info=True) + "\n")
    print(json.dumps(result.to_json(), indent=1) if args.json else tune.render(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
