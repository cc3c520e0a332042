"""How our groups reach XLA: pre-layout ``mhlo.fusion`` ops, or tags regrouped after layout."""

from fusion_mlir.lowering.prepare import install_hooks, prepare_groups

__all__ = ["install_hooks", "prepare_groups"]
