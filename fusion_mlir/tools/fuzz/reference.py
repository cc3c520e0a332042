"""The fuzzer's inputs and its second opinion: the StableHLO reference interpreter.

``fuzz_inputs`` draws arguments inside the bounds the generator (``generate``) assumes for
its function arguments. ``interpret`` computes a module's outputs with the reference
interpreter of the StableHLO bindings, independently of XLA, after inlining the fusions
(it does not know ``mhlo.fusion``) and working around its in-place ``scatter``; a module
holding an op it would abort on (``_ABORTS``) is refused with an exception instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

# -- inputs -----------------------------------------------------------------------------------


def fuzz_inputs(module: Any, seed: int = 0) -> list[np.ndarray]:
    """Arguments inside the bounds the generator assumes: floats in [-2, 2], i32 in
    [-8, 8), ui32 in [0, 16), random bools."""
    from fusion_mlir.backends import numerics

    return numerics.random_inputs(module, seed, float_bound=2.0)


# -- the reference interpreter ------------------------------------------------------------------


def _to_attr(a: np.ndarray, et: Any) -> Any:
    from jaxlib.mlir import ir

    raw = a.view(np.uint8) if a.dtype == np.bool_ else a.view(f"u{a.dtype.itemsize}")
    return ir.DenseElementsAttr.get(np.ascontiguousarray(raw), type=et, shape=list(a.shape))


def interpret(text: str, inputs: Sequence[np.ndarray], ctx: Any = None) -> list[np.ndarray]:
    """Outputs of ``text``'s entry function by the StableHLO reference interpreter, fusions
    inlined first (it does not know ``mhlo.fusion``); bf16 outputs come back as f32."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    from fusion_mlir.backends import numerics
    from fusion_mlir.ir import io
    from fusion_mlir.passkit import grouping

    module = io.parse_module(text, ctx=ctx)
    if found := [n for n in _ABORTS if n in text]:
        # The interpreter ends the process on them (LLVM ERROR), so they are refused here.
        raise NotImplementedError(f"the reference interpreter does not run {found[0]}")
    with module.context, ir.Location.unknown():
        grouping.inline_all_fusions(module)
        _scatter_into_copies(module)
        f = io.main_function(module)
        ret = list(f.regions[0].blocks[0].operations)[-1].operation
        f32 = ir.F32Type.get()
        for i, v in enumerate(list(ret.operands)):
            t = ir.RankedTensorType(v.type)
            if str(t.element_type) == "bf16":
                cvt = ir.Operation.create(
                    "stablehlo.convert",
                    results=[ir.RankedTensorType.get(t.shape, f32)],
                    operands=[v],
                    ip=ir.InsertionPoint(ret),
                )
                ret.operands[i] = cvt.result
        ins, _ = numerics.signature(module)
        outs = [v.type for v in ret.operands]
        f.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(ins, outs))
        attrs = [
            _to_attr(a, ir.RankedTensorType(t).element_type)
            for a, t in zip(inputs, ins, strict=True)
        ]
        results = stablehlo.eval_module(module, attrs)
        return [np.array(r) for r in results]


# Ops the reference interpreter aborts on ("LLVM ERROR: Unsupported op", "... is
# unsupported at the moment"): a custom call (LAPACK), the RNG.
_ABORTS = ("stablehlo.custom_call", "stablehlo.rng_bit_generator", "stablehlo.rng ")


def _scatter_into_copies(module: Any) -> None:
    """Give every ``scatter`` a copy of its operand (``select(true, x, x)``): the reference
    interpreter scatters into its operand's buffer in place, so another reader of that
    value saw the updates (found by fusion-fuzz: a dead scatter changed a live negate)."""
    from jaxlib.mlir import ir

    def walk(op: Any) -> None:
        for region in op.regions:
            for block in region.blocks:
                for o in list(block.operations):
                    o = o.operation
                    if o.name == "stablehlo.scatter":
                        v = o.operands[0]
                        t = ir.RankedTensorType(v.type)
                        pred = ir.RankedTensorType.get(t.shape, ir.IntegerType.get_signless(1))
                        true = ir.Operation.create(
                            "stablehlo.constant",
                            results=[pred],
                            attributes={
                                "value": ir.DenseElementsAttr.get_splat(pred, ir.BoolAttr.get(True))
                            },
                            ip=ir.InsertionPoint(o),
                        )
                        copy = ir.Operation.create(
                            "stablehlo.select",
                            results=[v.type],
                            operands=[true.result, v, v],
                            ip=ir.InsertionPoint(o),
                        )
                        o.operands[0] = copy.result
                    walk(o)

    walk(module.operation)
