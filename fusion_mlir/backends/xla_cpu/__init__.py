"""XLA:CPU: its grouping pass, and the library kernels (YNNPACK) it may run a group as."""

from __future__ import annotations

import functools
from typing import ClassVar

from fusion_mlir import _jax_private as P
from fusion_mlir.backends.base import Backend, XlaFeature
from fusion_mlir.backends.lowering import loops
from fusion_mlir.ir import hlo

# XLA:CPU's dot-library-rewriter runs dots through a library (YNNPACK) and fuses
# elementwise neighbours into them. For ``unfused`` and ``ours`` it may wrap each dot
# alone (one op, one kernel: a faster kernel, not a grouping decision), so that only the
# grouping differs from ``xla``; where this jaxlib lacks the option, the pass is off.
LIBRARY_DOT_OPTION = {"xla_cpu_experimental_ynn_fusion_type": "LIBRARY_FUSION_TYPE_INDIVIDUAL_DOT"}

# The pass that wraps a while loop XLA:CPU can run whole in a ``call`` of one kernel.
SMALL_LOOP_HOISTING = "small-while-loop-hoisting"

_TINY_DOT = """func.func @main(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"""


@functools.cache
def library_dot_supported() -> bool:
    """Whether this XLA:CPU accepts ``LIBRARY_DOT_OPTION`` (it is checked at compile time)."""
    client = P.get_backend("cpu")
    options = P.compile_options({"xla_disable_hlo_passes": "fusion", **LIBRARY_DOT_OPTION})
    try:
        client.compile_and_load(_TINY_DOT, client.devices()[:1], options)
        return True
    except P.XlaRuntimeError:
        return False


_LOOP = """func.func @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<{n}xf32>
  cond {{
    %k = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %k : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %s = stablehlo.sine %v : tensor<{n}xf32>
    stablehlo.return %j, %s : tensor<i32>, tensor<{n}xf32>
  }}
  return %r#1 : tensor<{n}xf32>
}}"""


class XlaCpu(Backend):
    """XLA:CPU. Regrouped dots with their epilogues, and column reductions, run as library
    kernels where this XLA:CPU has the library (``lowering.library.library_group``)."""

    name: ClassVar[str] = "cpu"
    platform: ClassVar[str] = "cpu"
    fusion_passes: ClassVar[tuple[str, ...]] = ("fusion",)
    own_custom_calls: ClassVar[tuple[str, ...]] = ("lapack_",)
    xla_features: ClassVar[dict[str, XlaFeature]] = {
        "multi-output": XlaFeature(
            "XLA:CPU's multi-output fusion: siblings reading one operand fused into one kernel",
            extra={"xla_cpu_use_multi_output_fusion": ""},
        ),
        "loop-kernels": XlaFeature(
            "each while loop XLA:CPU can compile whole runs as one kernel, at any size (by"
            " default only loops moving under 1 KiB per trip do)",
            extra={"xla_cpu_small_while_loop_byte_threshold": str(1 << 40)},
        ),
        "library-reductions": XlaFeature(
            "reductions fused into library (YNNPACK) kernels, as dots and elementwise ops are",
            debug={
                "xla_cpu_experimental_ynn_fusion_type": ",".join(
                    f"LIBRARY_FUSION_TYPE_{t}" for t in ("DOT", "ELTWISE", "REDUCE")
                )
            },
        ),
    }

    def compile_options(self, strategy: str) -> dict[str, str]:
        """``unfused`` runs each op as a kernel of its own, also inside small loops where
        XLA:CPU compiles a whole-loop call as one function (its ops' arithmetic contracts
        there, as in a fused kernel): its small-while-loop hoisting is off then."""
        if strategy == "xla":
            return {}
        passes = list(self.fusion_passes)
        if not library_dot_supported():
            passes.append("dot-library-rewriter")
        if strategy == "unfused" and P.whole_loop_call_is_one_function():
            passes.append(SMALL_LOOP_HOISTING)
        options = {"xla_disable_hlo_passes": ",".join(passes)}
        return {**options, **LIBRARY_DOT_OPTION} if library_dot_supported() else options

    def library_kernels(self) -> bool:
        return library_dot_supported()

    @functools.cache  # noqa: B019 (one backend object per process)
    def small_loop_bytes(self) -> int:
        """The bytes per trip under which this XLA:CPU runs a loop whole by default (1 KiB
        in jax 0.10.2's, more in 0.12's): the smallest loop it does not, of loops of one
        ``sine`` doubling in size, compiled by XLA as it is, as ``lowering.loops.trip_bytes``
        counts a trip."""
        n = 16
        while True:
            c = self.compile_text(_LOOP.format(n=n), "xla")
            module = hlo.parse_module(c.hlo_text)
            trip = max(loops.loop_trip_bytes(module), default=0)
            if "call" not in c.kernels.by_kind or n >= 1 << 20:
                return trip
            n *= 2
