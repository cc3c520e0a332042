"""Scale: a generated module of N ops through a pipeline; time and peak memory.

    python benchmarks/scale.py                      # 50 000 ops, pipeline "default"
    python benchmarks/scale.py --ops 5000 --pipeline xla-like --tracemalloc

The module is one function of interleaved chains of elementwise ops (cheap and expensive)
with diamonds (a value read twice, two paths joining), row reductions broadcast back, and
values exchanged between chains, over ``tensor<ROWSxCOLSxf32>``. Not a test: it prints the
figures (parse, pipeline, print: seconds; peak RSS; with ``--tracemalloc`` the Python heap).
"""

from __future__ import annotations

import argparse
import resource
import time
import tracemalloc


def generate(n_ops: int, chains: int = 4, rows: int = 16, cols: int = 32) -> str:
    """MLIR text of one ``@main`` with about ``n_ops`` StableHLO ops."""
    t = f"tensor<{rows}x{cols}xf32>"
    v = f"tensor<{rows}xf32>"
    lines: list[str] = []
    count = 0

    def emit(rhs: str) -> str:
        nonlocal count
        count += 1
        lines.append(f"  %{count} = {rhs}")
        return f"%{count}"

    zero = emit("stablehlo.constant dense<0.0> : tensor<f32>")
    heads = [f"%arg{i}" for i in range(chains)]
    step = 0
    while count < n_ops:
        step += 1
        for c in range(chains):
            x = heads[c]
            a = emit(f"stablehlo.sine {x} : {t}")
            b = emit(f"stablehlo.multiply {a}, {x} : {t}")  # diamond: x read twice
            d = emit(f"stablehlo.tanh {b} : {t}")
            e = emit(f"stablehlo.add {d}, {a} : {t}")  # diamond: a's two paths join
            if step % 3 == 0:  # a row reduction, broadcast back (softmax-like)
                r = emit(
                    f"stablehlo.reduce({e} init: {zero}) applies stablehlo.add across "
                    f"dimensions = [1] : ({t}, tensor<f32>) -> {v}"
                )
                bb = emit(f"stablehlo.broadcast_in_dim {r}, dims = [0] : ({v}) -> {t}")
                e = emit(f"stablehlo.divide {e}, {bb} : {t}")
            if step % 5 == 0:  # exchange values between chains
                e = emit(f"stablehlo.subtract {e}, {heads[(c + 1) % chains]} : {t}")
            heads[c] = emit(f"stablehlo.exponential {e} : {t}") if step % 7 == 0 else e
    args = ", ".join(f"%arg{i}: {t}" for i in range(chains))
    res = ", ".join([t] * chains)
    return (
        f"func.func @main({args}) -> ({res}) {{\n"
        + "\n".join(lines)
        + f"\n  return {', '.join(heads)} : {res}\n}}\n"
    )


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ops", type=int, default=50_000)
    p.add_argument("--pipeline", default="default")
    p.add_argument("--chains", type=int, default=4)
    p.add_argument("--tracemalloc", action="store_true", help="also trace the Python heap")
    args = p.parse_args()

    from fusion_mlir.analysis import boundary
    from fusion_mlir.ir import io
    from fusion_mlir.pipeline import run_pipeline

    t0 = time.perf_counter()
    text = generate(args.ops, args.chains)
    gen_s = time.perf_counter() - t0
    rss_start = _rss_mib()
    if args.tracemalloc:
        tracemalloc.start()
    t0 = time.perf_counter()
    module = io.parse_module(text)
    parse_s = time.perf_counter() - t0
    n_ops = len(list(io.main_function(module).regions[0].blocks[0].operations)) - 1
    rss_parsed = _rss_mib()
    t0 = time.perf_counter()
    run_pipeline(module, args.pipeline, explain=False)
    pipeline_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    out = io.print_module(module)
    print_s = time.perf_counter() - t0
    heap = tracemalloc.get_traced_memory()[1] / 2**20 if args.tracemalloc else None
    groups = boundary.fusions(module.operation)
    print(f"module: {n_ops} ops ({len(text) / 2**20:.1f} MiB of text, generated in {gen_s:.2f} s)")
    print(f"parse:    {parse_s:8.2f} s")
    print(f"pipeline: {pipeline_s:8.2f} s  ({args.pipeline}: {len(groups)} groups, "
          f"{n_ops / pipeline_s:,.0f} ops/s)")  # fmt: skip
    print(f"print:    {print_s:8.2f} s  ({len(out) / 2**20:.1f} MiB)")
    print(f"peak RSS: {_rss_mib():8.0f} MiB  (before parsing {rss_start:.0f} MiB, "
          f"after parsing {rss_parsed:.0f} MiB)")  # fmt: skip
    if heap is not None:
        print(f"peak Python heap (tracemalloc): {heap:.0f} MiB")


if __name__ == "__main__":
    main()
