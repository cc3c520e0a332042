"""XLA:GPU without a GPU: where jax's CUDA plugin is installed (jax 0.11 on), programs compile
deviceless for the committed H200 target and our groups are kernels of XLA:GPU's optimized
HLO; elsewhere ``cuda`` is refused in one line. Neither needs a GPU."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fusion_mlir import _jax_private as P
from fusion_mlir import backends
from fusion_mlir.errors import UserError
from fusion_mlir.ir import hlo, io
from fusion_mlir.passkit import grouping

DEVICELESS = P.cuda_plugin_installed() and P.gpu_hooks_called() and not P.gpu_visible()

# Two groups of ours: an elementwise chain, and producers with the row sum they feed.
TWO_GROUPS = """func.func public @main(%a: tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512xf32>) {
  %c = stablehlo.constant dense<2.0> : tensor<512x512xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %a : tensor<512x512xf32>
  %m = stablehlo.multiply %e, %c : tensor<512x512xf32>
  %t = stablehlo.tanh %m : tensor<512x512xf32>
  %s = stablehlo.sine %a : tensor<512x512xf32>
  %q = stablehlo.multiply %s, %s : tensor<512x512xf32>
  %r = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
  return %t, %r : tensor<512x512xf32>, tensor<512xf32>
}
"""


def _grouped() -> object:
    module = io.parse_module(TWO_GROUPS)
    with module.context:
        ops = [o.operation for o in io.main_function(module).regions[0].blocks[0].operations]
        grouping.form_fusion(ops[2:5])  # exp, multiply, tanh
        grouping.form_fusion(ops[5:8])  # sine, multiply, reduce
    return module


def test_kernel_bytes_count_what_each_kernel_reads_and_writes() -> None:
    text = """HloModule m, entry_computation_layout={(f32[8,4]{1,0})->f32[8]{0}}
%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}
%fused (p: f32[8,4], z: f32[]) -> f32[8] {
  %p = f32[8,4]{1,0} parameter(0)
  %z = f32[] parameter(1)
  ROOT %r = f32[8]{0} reduce(%p, %z), dimensions={1}, to_apply=%add
}
ENTRY %main (x: f32[8,4]) -> f32[8] {
  %x = f32[8,4]{1,0} parameter(0)
  %c = f32[] constant(0)
  ROOT %f = f32[8]{0} fusion(%x, %c), kind=kInput, calls=%fused
}
"""
    assert hlo.shape_bytes("(f32[2,3]{1,0}, pred[4])") == 28
    k = hlo.count_kernels(text)
    assert (k.static, k.by_kind) == (1, {"input": 1})
    assert k.bytes == 8 * 4 * 4 + 4 + 8 * 4  # reads x and the init, writes the row sums


@pytest.mark.skipif(not DEVICELESS, reason="needs jax's CUDA plugin, jax >= 0.11, no GPU")
def test_our_groups_are_one_xla_gpu_kernel_each_deviceless() -> None:
    module = _grouped()
    b = backends.get("cuda")
    assert not b.executes_here()
    got = {}
    for s in ("xla", "unfused"):
        got[s] = b.compile_text(b.lower(module, s), s)
    ours = b.compile_text(b.lower(module, "ours", force_route="regroup"), "ours")
    assert not ours.executed and ours.executable is None
    assert ours.kernels.static == 2, ours.kernels.by_kind  # one kernel per group
    assert ours.kernels.by_kind == {"input": 1, "loop": 1}
    assert got["unfused"].kernels.static > ours.kernels.static
    assert ours.kernels.bytes < got["unfused"].kernels.bytes
    with pytest.raises(UserError, match="deviceless"):
        ours.run([])


@pytest.mark.skipif(not DEVICELESS, reason="needs jax's CUDA plugin, jax >= 0.11, no GPU")
def test_compile_cuda_reports_kernels_and_bytes_and_nothing_run(tmp_path: Path) -> None:
    src = tmp_path / "m.mlir"
    src.write_text(TWO_GROUPS)
    args = [str(src), "-p", "default", "--compile", "cuda", "--json"]
    proc = subprocess.run(
        [sys.executable, "-m", "fusion_mlir.cli.opt", *args],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)["strategies"]
    assert set(report) == {"xla", "unfused", "ours"}
    for s, d in report.items():
        assert d["executed"] is False and d["match"] is None, s
        assert d["kernel_bytes"] > 0, s
    assert report["ours"]["kernels"] < report["unfused"]["kernels"]


SOFTMAX_NUMERATOR = """
func.func @main(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %c) applies stablehlo.maximum across dimensions = [1]
    : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
  %b = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x128xf32>
  %s = stablehlo.subtract %x, %b : tensor<64x128xf32>
  %e = stablehlo.exponential %s : tensor<64x128xf32>
  return %e : tensor<64x128xf32>
}
"""


@pytest.mark.skipif(not DEVICELESS, reason="needs jax's CUDA plugin, jax >= 0.11, no GPU")
@pytest.mark.parametrize("backend", [None, "cpu"])
def test_compile_cuda_forms_groups_for_cuda_unless_told_otherwise(
    tmp_path: Path, backend: str | None
) -> None:
    """``--compile cuda`` forms the groups XLA:GPU takes: the cuda table refuses a reduction
    read back at a larger shape, which the cpu table (``--backend cpu``) lets through."""
    src = tmp_path / "m.mlir"
    src.write_text(SOFTMAX_NUMERATOR)
    args = [str(src), "-p", "producer-consumer", "--compile", "cuda", "--explain", "json"]
    args += ["--backend", backend] if backend else []
    proc = subprocess.run(
        [sys.executable, "-m", "fusion_mlir.cli.opt", *args, "-o", str(tmp_path / "r.txt")],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    decisions = [json.loads(line) for line in proc.stderr.splitlines() if line.startswith("{")]
    (read_back,) = [d for d in decisions if d["ops"][0] == "%0=reduce"]
    assert read_back["fused"] is (backend == "cpu"), read_back


@pytest.mark.skipif(DEVICELESS or P.gpu_visible(), reason="XLA:GPU compiles here")
def test_cuda_without_its_plugin_or_hook_is_refused_in_one_line(tmp_path: Path) -> None:
    src = tmp_path / "m.mlir"
    src.write_text(TWO_GROUPS)
    proc = subprocess.run(
        [sys.executable, "-m", "fusion_mlir.cli.opt", str(src), "--compile", "cuda"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("fusion-opt: error:") and ("cuda" in line or "XLA:GPU" in line)


def test_a_cuda_plugin_never_starts_without_a_gpu() -> None:
    """Importing the package first, jax starts on the CPU wherever no GPU is visible (with
    the plugin installed and JAX_PLATFORMS unset it would abort otherwise)."""
    env = {k: v for k, v in os.environ.items() if k != "JAX_PLATFORMS"}
    code = "import fusion_mlir, jax; print(jax.devices()[0].platform)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr[-500:]
    assert proc.stdout.strip() == ("gpu" if P.gpu_visible() else "cpu")


@pytest.mark.skipif(not DEVICELESS, reason="needs jax's CUDA plugin without a GPU")
def test_auto_without_a_device_ranks_by_the_cost_model_alone(tmp_path: Path, monkeypatch) -> None:
    from fusion_mlir.tools import tune

    monkeypatch.setattr(tune, "cache_dir", lambda: tmp_path)
    text = """func.func public @main(%a: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %s = stablehlo.sine %a : tensor<256x256xf32>
  %e = stablehlo.exponential %s : tensor<256x256xf32>
  return %e : tensor<256x256xf32>
}"""
    result = tune.tune(text, "cuda", budget_s=60, use_cache=False)
    assert result.how == "cost model (deviceless)"
    surveyed = [c for c in result.candidates if c.estimate_s is not None]
    assert surveyed and not any(c.median_s for c in result.candidates)
    best = min(surveyed, key=lambda c: c.estimate_s)
    assert result.winner == best.plan.label
