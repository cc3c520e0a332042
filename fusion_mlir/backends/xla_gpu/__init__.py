"""XLA:GPU (CUDA): the passes by which it groups ops, switched off for ``unfused`` and ``ours``."""

from __future__ import annotations

from typing import ClassVar

from fusion_mlir.backends.base import Backend


class XlaGpu(Backend):
    """XLA:GPU on CUDA devices."""

    name: ClassVar[str] = "cuda"
    platform: ClassVar[str] = "cuda"
    fusion_passes: ClassVar[tuple[str, ...]] = (
        "priority-fusion",
        "multi_output_fusion",
        "horizontal_loop_fusion",
        "fusion_merger",
        "fusion",
        "variadic-op-splitter",
    )


class XlaGpuAlias(XlaGpu):
    """The same backend under jax's platform-neutral name."""

    name: ClassVar[str] = "gpu"
    platform: ClassVar[str] = "gpu"
