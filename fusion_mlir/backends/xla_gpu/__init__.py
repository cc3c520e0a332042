"""XLA:GPU (CUDA): the passes by which it groups ops, and compiling without a GPU.

With a GPU, programs compile for it and run. Without one, they compile deviceless for the
target described by ``TARGET_CONFIG`` (an H200 unless ``FUSION_MLIR_GPU_TARGET`` names
another ``GpuTargetConfigProto`` text file): every XLA:GPU pass runs and the optimized HLO
is real, but nothing executes. That needs only jax's CUDA plugin and its PJRT wheel, not
the CUDA libraries. Our groups reach XLA:GPU through the regroup hook, called after
XLA:GPU's scheduler (jax 0.11 on; jax 0.10 calls no hook for XLA:GPU).
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from fusion_mlir import _jax_private as P
from fusion_mlir.backends.base import Backend
from fusion_mlir.backends.lowering import hook
from fusion_mlir.errors import UserError, first_line

TARGET_CONFIG = Path(__file__).with_name("h200.txtpb")
# What XLA:GPU's own performance model charges a kernel launch (``kKernelLaunchOverhead``
# in xla/service/gpu/model/gpu_performance_model_base.h): nothing here can time one.
LAUNCH_S = 1e-6
_BANDWIDTH = re.compile(r"^\s*memory_bandwidth:\s*(\d+)", re.MULTILINE)


def target_config() -> str:
    """The text of the deviceless target's ``GpuTargetConfigProto``."""
    path = Path(os.environ.get("FUSION_MLIR_GPU_TARGET") or TARGET_CONFIG)
    try:
        return path.read_text()
    except OSError as e:
        raise UserError(f"{path}: error: cannot read the GPU target config: {e}") from None


@functools.cache
def _deviceless(config: str) -> tuple[Any, Any]:
    try:
        return P.deviceless_gpu(config)
    except Exception as e:
        first = first_line(e)
        raise UserError(
            "error: backend 'cuda' is not available: compiling for XLA:GPU needs jax's CUDA "
            f"plugin (pip install jax-cuda13-plugin jax-cuda13-pjrt): {first}"
        ) from None


class XlaGpu(Backend):
    """XLA:GPU on CUDA devices, or deviceless for ``target_config()``."""

    name: ClassVar[str] = "cuda"
    platform: ClassVar[str] = "cuda"
    own_custom_calls: ClassVar[tuple[str, ...]] = ("cusolver_", "cublas", "cu_", "cuda_")
    fusion_passes: ClassVar[tuple[str, ...]] = (
        "priority-fusion",
        "multi_output_fusion",
        "horizontal_loop_fusion",
        "fusion_merger",
        "fusion",
        "variadic-op-splitter",
        # These group ops too (a row softmax into one Triton kernel, elementwise
        # neighbours into a dot's): off, a dot is one cuBLAS call and nothing more.
        "triton-softmax-rewriter",
        "triton-gemm-rewriter",
    )

    def executes_here(self) -> bool:
        """Whether a GPU is here to run on (else programs compile deviceless)."""
        return P.gpu_visible()

    def nominal_speeds(self) -> tuple[float, float]:
        """A launch at XLA:GPU's own figure; bytes at the memory bandwidth of the GPU
        compiled for (the device's, else the deviceless target's)."""
        config = (P.device_target_config() if self.executes_here() else None) or target_config()
        found = _BANDWIDTH.search(config) or _BANDWIDTH.search(TARGET_CONFIG.read_text())
        assert found is not None, "the committed target config names its bandwidth"
        return LAUNCH_S, float(found.group(1))

    def launch_bytes(self) -> int:
        """What the kernels move while a launch's time passes, at the nominal figures (4.8
        MB on an H200: a thousand times XLA:CPU's)."""
        launch_s, bytes_per_s = self.nominal_speeds()
        return int(launch_s * bytes_per_s)

    def client(self) -> Any:
        if self.executes_here():
            return super().client()
        return _deviceless(target_config())[0]

    def install_hook(self) -> None:
        if not P.gpu_hooks_called():
            raise UserError(
                f"error: {P.jax_version()} calls no HLO hook for XLA:GPU, so our groups "
                "cannot reach it: backend 'cuda' needs jax 0.11 or later"
            )
        hook.install((self.platform,), gpu=True)

    def available_devices(self) -> list[Any]:
        if self.executes_here():
            return super().available_devices()
        return [_deviceless(target_config())[1]]

    def compile_mlir(
        self, text: str, options: Any, devices: Sequence[Any]
    ) -> tuple[Any | None, str, list[Any]]:
        if self.executes_here():
            return super().compile_mlir(text, options, devices)
        client, device = _deviceless(target_config())
        exe = P.compile_only(client, device, text, options)
        return None, exe.hlo_modules()[0].to_string(), []


class XlaGpuAlias(XlaGpu):
    """The same backend under jax's platform-neutral name."""

    name: ClassVar[str] = "gpu"
