"""Deep chains of expensive elementwise ops: one kernel of ours against XLA's several.

``x <- tanh(x * w + 0.1) / (1 + exp(-x))``, D times over a ``rows x width`` array: each
step reads ``x`` twice, so XLA:CPU fuses no step into the next (one kernel per step),
while ``producer-consumer`` makes one kernel of up to ``max-ops`` ops. Times ``ours``
(``inline-calls,producer-consumer``), ``xla`` and ``unfused`` interleaved in one process
per depth, and prints medians and the ratio of ours to XLA with its 95% interval.

    python benchmarks/chain_depth.py [--rows 256] [--width 1024] [--depths 1,2,3,4,6,8]
"""

from __future__ import annotations

import argparse

import numpy as np

from fusion_mlir import strategies
from fusion_mlir.backends import executable
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline
from fusion_mlir.tools.bench import ratio_ci

STEP = """\
  %m{k} = stablehlo.multiply %x{k}, %w : {T}
  %a{k} = stablehlo.add %m{k}, %c01 : {T}
  %t{k} = stablehlo.tanh %a{k} : {T}
  %n{k} = stablehlo.negate %x{k} : {T}
  %e{k} = stablehlo.exponential %n{k} : {T}
  %p{k} = stablehlo.add %e{k}, %c1 : {T}
  %x{k1} = stablehlo.divide %t{k}, %p{k} : {T}
"""


def module_text(depth: int, rows: int, width: int) -> str:
    t = f"tensor<{rows}x{width}xf32>"
    steps = "".join(STEP.format(k=k, k1=k + 1, T=t) for k in range(depth))
    return (
        f"func.func public @main(%x0: {t}, %w: {t}) -> {t} {{\n"
        f"  %s01 = stablehlo.constant dense<0.1> : tensor<f32>\n"
        f"  %c01 = stablehlo.broadcast_in_dim %s01, dims = [] : (tensor<f32>) -> {t}\n"
        f"  %s1 = stablehlo.constant dense<1.0> : tensor<f32>\n"
        f"  %c1 = stablehlo.broadcast_in_dim %s1, dims = [] : (tensor<f32>) -> {t}\n"
        f"{steps}  return %x{depth} : {t}\n}}\n"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rows", type=int, default=256)
    p.add_argument("--width", type=int, default=1024)
    p.add_argument("--depths", default="1,2,3,4,6,8")
    p.add_argument("--rounds", type=int, default=60)
    args = p.parse_args()
    rng = np.random.default_rng(0)
    inputs = [rng.random((args.rows, args.width), np.float32) for _ in range(2)]
    print(f"{args.rows}x{args.width} f32, {args.rounds} rounds; ms at the median")
    print("depth  kernels (ours/xla)      ours       xla   unfused   ours vs xla (95%)")
    for depth in [int(d) for d in args.depths.split(",")]:
        text = module_text(depth, args.rows, args.width)
        runs = {}
        for name in ("ours", "xla", "unfused"):
            module = io.parse_module(text)
            with module.context:
                if name == "ours":
                    run_pipeline(module, "inline-calls,producer-consumer", explain=False)
                runs[name] = (strategies.compile_module(module, name), inputs)
        ref = runs["xla"][0].run(inputs)
        assert np.allclose(runs["ours"][0].run(inputs)[0], ref[0], rtol=1e-5, atol=1e-6)
        times = executable.time_interleaved(runs, args.rounds, 2)
        med = {k: float(np.median(v)) * 1e3 for k, v in times.items()}
        lo, hi = ratio_ci(times["xla"], times["ours"])
        kernels = f"{runs['ours'][0].kernels.static}/{runs['xla'][0].kernels.static}"
        print(
            f"{depth:5d}  {kernels:>17}  {med['ours']:8.3f}  {med['xla']:8.3f}  "
            f"{med['unfused']:8.3f}   {med['xla'] / med['ours']:.2f}x ({lo:.2f}-{hi:.2f})"
        )


if __name__ == "__main__":
    main()
