"""How the pass pipeline's time grows with module size.

Generates StableHLO modules of N ops as text: chains and diamonds of elementwise ops, with a
scalar broadcast shared by many consumers and a row reduction every so often, parses them
and times ``run_pipeline(module, PIPELINE)`` (decisions not logged, as in ``fusion-opt``
without ``--explain``; ``--explain`` logs them; the IR verified after each pass, as
``fusion-opt`` does). Prints one table row per size: the median of ``--repeats`` runs, each
on a fresh parse.

    python benchmarks/pipeline_scaling.py [--sizes 1000 5000 20000] [--pipeline default]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

T = "tensor<16x32xf32>"
V = "tensor<16xf32>"
_UNARY = ("negate", "exponential", "abs", "tanh", "sine")
_BINARY = ("add", "multiply", "subtract", "maximum")


def make_module(n_ops: int, seed: int = 0) -> str:
    """A module with about ``n_ops`` ops: chains, diamonds, shared broadcasts, reductions."""
    rng = random.Random(seed)
    lines = [
        f"func.func @main(%a: {T}, %b: {T}) -> {T} {{",
        "  %c0 = stablehlo.constant dense<0.5> : tensor<f32>",
        f"  %k = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<f32>) -> {T}",
        "  %z = stablehlo.constant dense<0.0> : tensor<f32>",
    ]
    live = ["%a", "%b"]
    i = 0
    while i < n_ops:
        name = f"%v{i}"
        r = rng.random()
        if r < 0.03 and i + 2 < n_ops:  # a row reduction broadcast back
            x = rng.choice(live[-4:])
            lines.append(
                f"  %r{i} = stablehlo.reduce({x} init: %z) applies stablehlo.add across "
                f"dimensions = [1] : ({T}, tensor<f32>) -> {V}"
            )
            lines.append(f"  {name} = stablehlo.broadcast_in_dim %r{i}, dims = [0] : ({V}) -> {T}")
            i += 2
        elif r < 0.15:  # uses the shared broadcast constant
            lines.append(f"  {name} = stablehlo.multiply {rng.choice(live[-3:])}, %k : {T}")
            i += 1
        elif r < 0.55:  # a chain step
            op = rng.choice(_UNARY)
            lines.append(f"  {name} = stablehlo.{op} {live[-1]} : {T}")
            i += 1
        else:  # a diamond join of two recent values
            op = rng.choice(_BINARY)
            x, y = rng.sample(live[-6:], 2) if len(live) >= 2 else (live[-1], live[-1])
            lines.append(f"  {name} = stablehlo.{op} {x}, {y} : {T}")
            i += 1
        live.append(name)
    lines.append(f"  return {live[-1]} : {T}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000, 20000])
    ap.add_argument("--pipeline", default="default")
    ap.add_argument(
        "--explain", action="store_true", help="log decisions too (as fusion-opt --explain)"
    )
    ap.add_argument(
        "--repeats", type=int, default=3, help="runs per size on a fresh parse (median shown)"
    )
    args = ap.parse_args()
    print(
        f"{'ops':>7} {'parse s':>8} {'pipeline s':>11} {'min..max s':>12} {'cpu s':>7}"
        f" {'us/op':>7} {'fusions':>8}"
    )
    for n in args.sizes:
        text = make_module(n)
        runs = []
        for _ in range(max(1, args.repeats)):
            t0 = time.perf_counter()
            module = io.parse_module(text)
            t1, c1 = time.perf_counter(), time.process_time()
            ctx = run_pipeline(module, args.pipeline, explain=args.explain)
            t2, c2 = time.perf_counter(), time.process_time()
            runs.append((t2 - t1, c2 - c1, t1 - t0))
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        parse = statistics.median(r[2] for r in runs)
        spread = f"{min(r[0] for r in runs):.2f}..{max(r[0] for r in runs):.2f}"
        fused = io.print_module(module).count('"mhlo.fusion"')
        print(
            f"{n:>7} {parse:>8.2f} {wall:>11.2f} {spread:>12} {cpu:>7.2f} {1e6 * wall / n:>7.0f}"
            f" {fused:>8}" + (f"   ({len(ctx.explain)} decisions)" if args.explain else "")
        )


if __name__ == "__main__":
    main()
