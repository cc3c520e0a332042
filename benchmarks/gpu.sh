#!/usr/bin/env bash
# The GPU results:
#
#   bash benchmarks/gpu.sh               # on a GPU machine: compile, check and time on it
#   bash benchmarks/gpu.sh --corpus      # then, as a second command: the real-program corpus
#   bash benchmarks/gpu.sh --deviceless  # anywhere jax's CUDA plugin is installed, no GPU:
#                                        # XLA:GPU kernels and bytes for the H200 target, no
#                                        # times; everything, cells compiled $(nproc) at a time
#
# It needs no network and installs nothing: it runs `python3` (or $PYTHON) as it is, which
# must have jax >= 0.11 with jax-cuda13-plugin and jax-cuda13-pjrt (the GPU machine's image
# has jax 0.11.2 and both), numpy, ml_dtypes, rich and matplotlib; the package itself runs
# from this checkout. Writes benchmarks/results/gpu/ (gpu-deviceless/ for --deviceless): the
# capability table, the workload ladder (unfused, xla, ours:default, ours:paper), the study's
# stage table on Cartpole and, on a GPU, the target config read off the device; with
# --corpus (and --deviceless) the real-program corpus too (the programs exported for the CPU
# left out). On a GPU the timed cells run one at a time, and the corpus's compiles alone take
# minutes: split in two, each command stays inside a 10-minute slot.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
mode=device
part=main
case "${1:-}" in
--deviceless) mode=deviceless part=all ;;
--corpus) part=corpus ;;
"") ;;
*) echo "usage: bash benchmarks/gpu.sh [--deviceless | --corpus]" >&2; exit 2 ;;
esac
out=benchmarks/results/gpu
repeats=20
jobs=1
if [ "$mode" = deviceless ]; then
    out=benchmarks/results/gpu-deviceless
    repeats=0
    # Nothing is timed: cells compile side by side, one process each.
    jobs=$(nproc 2>/dev/null || echo 1)
fi
mkdir -p "$out"

# The package laid out as its wheel installs it (passes/ and benchmarks/ inside it), without
# pip: the GPU machine has no network.
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
cp -r fusion_mlir "$site/"
cp -r passes "$site/fusion_mlir/passes"
cp -r benchmarks "$site/fusion_mlir/benchmarks"
export PYTHONPATH="$site${PYTHONPATH:+:$PYTHONPATH}"
# `python -m` would put this checkout first on the path, whose fusion_mlir has no passes/
# inside: where no editable install maps it (the GPU machine), nothing would import.
export PYTHONSAFEPATH=1
export FUSION_MLIR_CACHE_DIR="${FUSION_MLIR_CACHE_DIR:-$PWD/.cache/fusion-mlir}"
start=$SECONDS

"$py" - "$mode" "$out" "$site" <<'EOF'
import sys
from pathlib import Path

import fusion_mlir
from fusion_mlir import _jax_private as P
from fusion_mlir import backends

mode, out = sys.argv[1], Path(sys.argv[2])
if not Path(fusion_mlir.__file__).is_relative_to(sys.argv[3]):
    sys.exit(f"gpu.sh: error: fusion_mlir was imported from {fusion_mlir.__file__}, not the copy")
b = backends.get("cuda")
if not P.cuda_plugin_installed():
    sys.exit("gpu.sh: error: this python has no jax CUDA plugin (jax-cuda13-plugin, -pjrt)")
if not P.gpu_hooks_called():
    sys.exit(f"gpu.sh: error: {P.jax_version()} calls no HLO hook for XLA:GPU (jax >= 0.11)")
if mode == "device" and not b.executes_here():
    sys.exit("gpu.sh: error: no GPU here (run with --deviceless to compile for the H200)")
print(f"{P.jax_version()}, jaxlib {P.jaxlib_version()}; "
      + ("running on the GPU" if b.executes_here() else "deviceless (H200 target)"))
if b.executes_here() and (config := P.device_target_config()) is not None:
    (out / "target_config.txtpb").write_text(config)
    print(f"target config of this device: {out / 'target_config.txtpb'}")
EOF

"$py" -m fusion_mlir.cli.opt --capabilities cuda | tee "$out/capabilities.txt"
if [ "$part" != corpus ]; then
    "$py" -m fusion_mlir.cli.bench --backend cuda --sizes ladder --repeats "$repeats" \
        --jobs "$jobs" -s unfused,xla,ours:default,ours:paper \
        --json "$out/bench.json" --csv "$out/bench.csv" | tee "$out/bench.txt"
    "$py" -m fusion_mlir.cli.bench paper --backend cuda --envs 4096 --repeats "$repeats" \
        --json "$out/paper.json" | tee "$out/paper.txt"
fi
if [ "$part" != main ]; then
    "$py" -m fusion_mlir.cli.bench --backend cuda --corpus all --repeats "$repeats" \
        --jobs "$jobs" -s unfused,xla,ours:default,ours:paper \
        --json "$out/corpus.json" --csv "$out/corpus.csv" | tee "$out/corpus.txt"
fi
echo "== gpu.sh ($mode, $part) done in $((SECONDS - start)) s: $out"
