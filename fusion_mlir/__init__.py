"""fusion-mlir: operator fusion on MLIR/StableHLO, measured against XLA's own fusion.

The layers, bottom up (each imports only those below it): ``ir`` (modules in and out, the
HLO text model), ``analysis`` (op kinds, dataflow graph, cost model, legality, group
features), ``passkit`` (the group rewrite and what every pass is built on),
``fusion_mlir.passes`` run by ``pipeline``, ``backends`` (XLA:CPU and XLA:GPU: capability
probes, lowering, compiling), ``strategies`` (xla / unfused / ours compiled, run, compared),
``tools`` (bench, fuzz, compare, viz, report), and the ``cli`` and ``jit`` on top.
"""

import os

# XLA's C++ INFO logs (client start-up) are noise for a tool's users; an explicit setting wins.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")

from fusion_mlir import _jax_private

# Before anything starts jax's backends: a CUDA plugin on a machine without a GPU would
# abort the process (deviceless XLA:GPU compiles need no started plugin).
_jax_private.keep_cuda_plugin_off_without_gpu()

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
