"""fusion-mlir: operator fusion on MLIR/StableHLO, measured against XLA's own fusion.

The layers, bottom up: ``io`` (modules in and out), ``analysis`` (op kinds, dataflow graph,
cost model), ``grouping`` (the one rewrite that forms ``mhlo.fusion`` groups),
``capabilities`` (what each backend compiles inside a group), ``fusion_mlir.passes`` (the
passes) run by ``pipeline``, and ``compiler`` (XLA compile, run, kernel counts).
"""

import os

# XLA's C++ INFO logs (client start-up) are noise for a tool's users; an explicit setting wins.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")

from fusion_mlir.api import jit
from fusion_mlir.errors import FusionError, InternalError, UserError
from fusion_mlir.ir.io import export, parse_module, print_module, read_module
from fusion_mlir.pipeline import PassContext, parse_pipeline, run_passes, run_pipeline
from fusion_mlir.strategies import compile_module, run_strategies

__all__ = [
    "FusionError",
    "InternalError",
    "PassContext",
    "UserError",
    "compile_module",
    "export",
    "jit",
    "parse_module",
    "parse_pipeline",
    "print_module",
    "read_module",
    "run_passes",
    "run_pipeline",
    "run_strategies",
]
