"""The fusion passes (installed as ``fusion_mlir.passes``).

``PASSES`` maps each pass name to a factory that imports its class on first use, so listing
passes or running one never imports the others. ``PIPELINES`` spells out the named
pipelines in one place. A new pass is one file here plus one line in each table it joins.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def _lazy(module: str, cls: str) -> Callable[[], Any]:
    def factory() -> Any:
        return getattr(importlib.import_module(f"fusion_mlir.passes.{module}"), cls)

    return factory


PASSES: dict[str, Callable[[], Any]] = {
    "inline-calls": _lazy("inline_calls", "InlineCalls"),
    "sibling": _lazy("sibling", "Sibling"),
    "horizontal": _lazy("horizontal", "Horizontal"),
    "producer-consumer": _lazy("producer_consumer", "ProducerConsumer"),
    # Enabling rewrites from the XLA fusion study (Snider & Liang, arXiv 2301.13062).
    "unroll-while": _lazy("unroll_while", "UnrollWhile"),
    "forward-concatenate": _lazy("forward_concatenate", "ForwardConcatenate"),
    "hoist-rng": _lazy("hoist_rng", "HoistRng"),
    # Whole loops as single kernels (XLA:CPU's small-loop kernels, at any size).
    "loop-kernels": _lazy("loop_kernels", "LoopKernels"),
    # The pass toolkit's example (README, "Adding a pass").
    "elementwise-chains": _lazy("elementwise_chains", "ElementwiseChains"),
}

PIPELINES: dict[str, str] = {
    # Vertical fusion first, then siblings reading one operand, then independent groups;
    # then each loop of small kernels runs whole, as one kernel.
    "default": "inline-calls,producer-consumer,sibling,horizontal,loop-kernels",
    # XLA:CPU's instruction fusion, approximately (xla/service/cpu/cpu_instruction_fusion.cc):
    # cheap producers are duplicated, expensive ones (exp, divide, reduce...) are not, a dot
    # joins only an epilogue holding a reduction (as in XLA:CPU's library fusions), and a
    # fusion has no size limit of its own (XLA:CPU caps reductions per
    # fusion at 5 and keeps non-scalar constants out; neither is an option here). No sibling
    # or horizontal fusion: XLA:CPU has neither.
    "xla-like": "inline-calls,producer-consumer{max-ops=100000 max-operands=100000}",
    # Larger groups than the default.
    "aggressive": "inline-calls,producer-consumer{max-ops=256 max-operands=64},"
    "sibling{max-group=16},horizontal{max-group=16}",
    # The XLA fusion study's hand rewrites on Cartpole (RNG hoisted out of the loop, the
    # concatenated state split into separate loop-carried values, the loop unrolled 10x),
    # then the default's fusion. No ``cse``: it merges the copies of a value jax's program computes in
    # several places, and producer-consumer does not duplicate an expensive producer, so
    # the merged value is written out and read back (jax-md's Lennard-Jones run 0.82x,
    # conv + batch norm + pool 0.84x of the same pipeline without it; pgx connect four
    # 1.14x: a trade, measured).
    "paper": "inline-calls,hoist-rng,forward-concatenate,unroll-while{factor=10},canonicalize,"
    "producer-consumer,sibling,horizontal,loop-kernels",
}
