#!/usr/bin/env bash
# Run the benchmark suite on a CUDA machine (under 5 minutes on one GPU) and write the
# results beside the CPU ones, in benchmarks/results/gpu/.
#
#   bash benchmarks/gpu.sh            # from the repository root
#
# XLA:GPU's own grouping passes are switched off for `unfused` and `ours` by name
# (fusion_mlir.backends.xla_gpu.XlaGpu.fusion_passes: priority-fusion, multi_output_fusion,
# horizontal_loop_fusion, fusion_merger, fusion, variadic-op-splitter); the capability
# table is probed for the GPU on first use.
set -euo pipefail
cd "$(dirname "$0")/.."
out=benchmarks/results/gpu
mkdir -p "$out"
if [ ! -x .venv-gpu/bin/python ]; then
  python3 -m venv .venv-gpu
  .venv-gpu/bin/pip install -q -e '.[bench]' 'jax[cuda12]>=0.10.2,<0.11'
fi
.venv-gpu/bin/python -c "import jax; print(jax.devices())"
.venv-gpu/bin/fusion-opt --capabilities cuda | tee "$out/capabilities.txt"
.venv-gpu/bin/fusion-bench --backend cuda --sizes ladder --repeats 20 \
  -s unfused,xla,ours:default,ours:paper,ours+xla:paper \
  --json "$out/bench.json" --csv "$out/bench.csv" --plot "$out" | tee "$out/bench.txt"
.venv-gpu/bin/fusion-bench paper --backend cuda --envs 4096 --repeats 20 \
  --json "$out/paper.json" | tee "$out/paper.txt"
