"""Softmax, kernel by kernel: ours against XLA's native fusion, whole and half by half.

Times, interleaved in one process, the whole row softmax and its two halves on their own
(max-subtract-exp, then sum-and-divide), each compiled as ``ours`` (our ``default`` groups)
and as ``xla``; then each pair of halves run back to back, the second reading the first's
output on the device. Prints the 10th, 25th and 50th percentile per line.

    python benchmarks/softmax_parts.py [--rows 1024] [--width 1024] [--rounds 300]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np

from fusion_mlir import strategies
from fusion_mlir.backends import executable, numerics
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

_T = "tensor<{r}x{w}xf32>"
_V = "tensor<{r}xf32>"

# The two halves of a row softmax, %x -> %e -> %y; the whole is one after the other.
MAX_SUBTRACT_EXP = """\
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : ({T}, tensor<f32>) -> {V}
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : ({V}) -> {T}
  %d = stablehlo.subtract %x, %mb : {T}
  %e = stablehlo.exponential %d : {T}
"""
SUM_AND_DIVIDE = """\
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : ({T}, tensor<f32>) -> {V}
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : ({V}) -> {T}
  %y = stablehlo.divide %e, %sb : {T}
"""


# (argument, body, result) of each module timed.
WHOLE = ("x", MAX_SUBTRACT_EXP + SUM_AND_DIVIDE, "y")
FIRST = ("x", MAX_SUBTRACT_EXP, "e")
SECOND = ("e", SUM_AND_DIVIDE, "y")


def _compile(
    function: tuple[str, str, str], rows: int, width: int, strategy: str
) -> executable.Compiled:
    arg, body, result = function
    t, v = _T.format(r=rows, w=width), _V.format(r=rows)
    text = f"func.func public @main(%{arg}: {t}) -> {t} {{\n"
    text += body.format(T=t, V=v) + f"  return %{result} : {t}\n}}"
    module = io.parse_module(text)
    if strategy == "ours":
        run_pipeline(module, "default", explain=False)
    return strategies.compile_module(module, strategy)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1024)
    ap.add_argument("--width", type=int, default=1024)
    ap.add_argument("--rounds", type=int, default=300)
    args = ap.parse_args()
    x = np.random.default_rng(0).standard_normal((args.rows, args.width)).astype(np.float32)
    lines: dict[str, Callable[[], float]] = {}
    for s in ("ours", "xla"):
        whole, first, second = (
            _compile(f, args.rows, args.width, s) for f in (WHOLE, FIRST, SECOND)
        )
        dev = whole._put([x])
        e = first._execute(dev)
        ok, detail = numerics.outputs_match(whole.run([x]), second.run([np.asarray(e[0])]))
        if not ok:
            raise SystemExit(f"{s}: the halves do not compute the softmax: {detail}")

        def timed(run: Callable[[], object]) -> Callable[[], float]:
            def once() -> float:
                t0 = time.perf_counter()
                run()
                return time.perf_counter() - t0

            return once

        k = f"({whole.kernels.static} + {first.kernels.static}/{second.kernels.static} kernels)"
        lines[f"{s} whole {k}"] = timed(lambda w=whole, d=dev: w._execute_and_wait(d))
        lines[f"{s} max-subtract-exp"] = timed(lambda f=first, d=dev: f._execute_and_wait(d))
        lines[f"{s} sum-and-divide"] = timed(lambda g=second, e=e: g._execute_and_wait(e))
        lines[f"{s} both halves in turn"] = timed(
            lambda f=first, g=second, d=dev: g._execute_and_wait(f._execute(d))
        )
    for run in lines.values():
        for _ in range(5):
            run()
    times: dict[str, list[float]] = {k: [] for k in lines}
    for _ in range(args.rounds):
        for k, run in lines.items():
            times[k].append(run())
    print(f"softmax {args.rows}x{args.width}, ms per execution: p10 p25 p50 ({args.rounds} rounds)")
    for k, ts in times.items():
        q = np.percentile(np.array(ts) * 1e3, [10, 25, 50])
        print(f"  {k:40s} " + " ".join(f"{v:6.3f}" for v in q))


if __name__ == "__main__":
    main()
