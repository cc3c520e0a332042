"""Choose, per group, the route by which it reaches XLA, and rewrite the module for it.

Rule: a group stays an ``mhlo.fusion`` (XLA keeps it as one fusion instruction) when the
backend's capability table says that route compiles it; otherwise its ops are inlined and
tagged ``mhlo.frontend_attributes = {fusion_group = "N"}`` for the post-layout regrouping
hook (``fusion_mlir.lowering.regroup``), which re-forms them into one fusion.
"""

from __future__ import annotations

from jaxlib.mlir import ir

from fusion_mlir import grouping
from fusion_mlir.lowering import regroup


def route_for(fusion: ir.Operation, backend: str) -> str:
    """``fusion-op`` or ``regroup``: the route the capability table allows for ``fusion``."""
    from fusion_mlir.capabilities import group_features, load_capabilities

    body = [o.operation for o in fusion.regions[0].blocks[0].operations][:-1]
    feats = group_features(body, [r.type for r in fusion.results])
    verdict = load_capabilities(backend).check(feats)
    return verdict.route or "regroup"


def prepare_groups(
    module: ir.Module, backend: str = "cpu", force_route: str | None = None
) -> dict[str, int]:
    """Rewrite ``module`` in place for the ``ours`` strategy; returns groups per route."""
    routes = {"fusion-op": 0, "regroup": 0}
    tagged = 0
    with module.context:
        for fusion in grouping.fusions(module.operation):
            route = force_route or route_for(fusion, backend)
            routes[route] += 1
            if route == "regroup":
                tagged += 1
                for op in grouping.inline_fusion(fusion):
                    regroup.tag_op(op, str(tagged))
            else:
                # XLA's simplifier can hand a replaced op's attributes to its replacement
                # (max(-inf, r) -> r gave a tagged op's tag to this fusion): a tag of its own,
                # which the regroup hook never merges, keeps a kept group out of the others.
                regroup.tag_op(fusion, f"{regroup.KEEP_PREFIX}{routes['fusion-op']}")
        if tagged:
            regroup.mark_module(module)
    return routes


def install_hooks(backend: str = "cpu") -> None:
    """Install the post-layout regrouping hook for ``backend`` (once per process)."""
    regroup.install((backend,))
