"""What a backend is: an XLA compiler our groups are handed to, under a fusion strategy.

Strategies:
- ``xla``: XLA's own fusion, as ``jax.jit`` would compile the program (our groups inlined).
- ``unfused``: every XLA pass that groups ops switched off and no fusion ops: one kernel per op.
- ``ours``: the module with our ``mhlo.fusion`` groups and the same XLA passes off, so what
  runs is our grouping and nothing else. Each group reaches XLA as a pre-layout
  ``mhlo.fusion`` or as tags the regroup hook re-forms after layout, by the route the
  backend's capability table allows (``backends.lowering``).

A backend names the XLA passes that group ops, the options each strategy compiles under,
whether the regroup hook may form library kernels, and how kernels are counted; lowering a
module for a strategy and compiling it (with the retries a rejected group gets) are shared.
Everything a compile depends on is in its arguments or in the lowered text itself.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir.analysis.cost import LAUNCH_BYTES
from fusion_mlir.analysis.features import Capabilities
from fusion_mlir.backends import numerics
from fusion_mlir.backends.executable import Compiled
from fusion_mlir.backends.lowering import hook
from fusion_mlir.backends.lowering.prepare import demote, prepare_groups
from fusion_mlir.backends.sanitize import sanitize_groups
from fusion_mlir.errors import InternalError, UserError, first_line
from fusion_mlir.ir import io
from fusion_mlir.ir.hlo import KernelCount, count_kernels
from fusion_mlir.passkit import grouping

log = logging.getLogger(__name__)

STRATEGIES = ("xla", "unfused", "ours")
# XLA's optional feature that makes every while loop it can a whole-loop kernel.
LOOP_KERNELS = "loop-kernels"
_KEPT_TAG = re.compile(r'fusion_group\s*=\s*"(keep\d+)"')
_FUSION_SHAPE = re.compile(r"Fused computation shape \(([^)]*)\) is not equal to the fusion shape")


@dataclass(frozen=True)
class XlaFeature:
    """An optional fusion feature of XLA, off by default: the debug options and backend
    extra options that switch it on for the ``xla`` strategy."""

    description: str
    debug: dict[str, str] = field(default_factory=dict)
    extra: dict[str, str] = field(default_factory=dict)


class Backend:
    """One XLA backend. Subclasses set ``name``, ``platform`` and ``fusion_passes``."""

    name: ClassVar[str] = ""
    platform: ClassVar[str] = ""
    # XLA passes that group ops: switched off for ``unfused`` and ``ours``.
    fusion_passes: ClassVar[tuple[str, ...]] = ()
    # XLA's optional fusion features, by name (``xla{NAME}``; ``xla-best`` tries them).
    xla_features: ClassVar[dict[str, XlaFeature]] = {}
    # Prefixes of the custom-call targets jax lowers to for this platform only (its LAPACK
    # or cuSOLVER kernels): a module calling one was exported for this platform.
    own_custom_calls: ClassVar[tuple[str, ...]] = ()

    def client(self) -> Any:
        try:
            return P.get_backend(self.platform)
        except Exception as e:
            raise UserError(f"error: backend {self.name!r} is not available: {e}") from None

    def compile_options(self, strategy: str) -> dict[str, str]:
        """XLA debug options ``strategy`` compiles under."""
        if strategy == "xla":
            return {}
        return {"xla_disable_hlo_passes": ",".join(self.fusion_passes)}

    def feature_options(self, features: Sequence[str]) -> tuple[dict[str, str], dict[str, str]]:
        """The debug options and backend extra options that switch ``features`` on."""
        debug: dict[str, str] = {}
        extra: dict[str, str] = {}
        for name in features:
            if name not in self.xla_features:
                known = ", ".join(self.xla_features) or "none"
                raise UserError(
                    f"error: XLA on {self.name!r} has no optional fusion feature {name!r} "
                    f"(known: {known})"
                )
            debug.update(self.xla_features[name].debug)
            extra.update(self.xla_features[name].extra)
        return debug, extra

    def executes_here(self) -> bool:
        """Whether programs compiled for this backend run here (else they only compile)."""
        return True

    def library_kernels(self) -> bool:
        """Whether the regroup hook may hand a group to a library kernel."""
        return False

    def small_loop_bytes(self) -> int:
        """The bytes per trip under which this backend's XLA runs a loop whole by default
        (0: it never does)."""
        return 0

    def launch_bytes(self) -> int:
        """The bytes a kernel moves in the time its launch costs: the cost rules that trade
        launches for bytes (hoisting, unrolling) weigh them with it. XLA:CPU's, measured
        (``cost.LAUNCH_BYTES``)."""
        return LAUNCH_BYTES

    def nominal_speeds(self) -> tuple[float, float]:
        """The cost model's yardsticks where nothing is timed: seconds a kernel launch
        costs, and bytes a second the kernels move."""
        return 2e-6, 20e9

    def count_kernels(self, hlo_text: str) -> KernelCount:
        """The kernels of an optimized HLO module."""
        return count_kernels(hlo_text)

    def lower(
        self,
        module: ir.Module,
        strategy: str,
        capabilities: Capabilities | None = None,
        *,
        force_route: str | None = None,
    ) -> str:
        """The MLIR text handed to XLA for ``strategy`` (``module`` is not changed): for
        ``ours`` each group by the route ``capabilities`` allows, or ``force_route``."""
        if strategy not in STRATEGIES:
            raise UserError(
                f"error: unknown strategy {strategy!r} (known: {', '.join(STRATEGIES)})"
            )
        if strategy == "ours" and capabilities is None and force_route is None:
            raise InternalError("error: lowering for 'ours' needs a capability table")
        replicas, partitions = io.device_grid(module)
        if strategy == "ours" and force_route is None and replicas * partitions > 1:
            # A sharded module meets XLA's partitioner with its groups as tags on plain
            # ops: the partitioner propagates shardings through them as it would for
            # jax.jit (it cannot see into a pre-formed fusion: an output jax.jit keeps
            # sharded came back replicated), and the hook re-forms each group in the
            # per-device program.
            force_route = "regroup"
        clone = io.clone_module(module)
        with clone.context:
            if strategy == "ours":
                sanitize_groups(clone)
                prepare_groups(
                    clone,
                    capabilities,
                    library=self.library_kernels(),
                    force_route=force_route,
                    # The table carries it; probing it again costs a second of compiles.
                    small_loop_bytes=(
                        capabilities.small_loop_bytes
                        if capabilities is not None and capabilities.small_loop_bytes
                        else self.small_loop_bytes()
                    ),
                )
            else:
                grouping.inline_all_fusions(clone)
        return io.print_module(clone, debug_info=True)

    def compile_text(
        self,
        text: str,
        strategy: str,
        *,
        demote_rejected: bool = True,
        features: Sequence[str] = (),
        devices: Sequence[Any] | None = None,
    ) -> Compiled:
        """Compile MLIR text lowered for ``strategy``, with XLA's optional fusion
        ``features`` on (``xla`` only). A kept group XLA rejects by name is
        moved to the regroup route and the module compiled again, and so are the kept groups
        of a shape XLA's simplifier changed (its message names the shape, not the group);
        then, where XLA rejects a library kernel, the module is compiled with loop fusions
        only; then a rejection that names no group moves every kept group. No group moves
        when ``demote_rejected`` is false (the capability probes test one route at a time). A module partitioned over
        several devices (``io.device_grid``) is compiled for ``devices`` (by default the
        first of this process's), partitioned by XLA. Where the regroup hook failed on the
        module (XLA then compiles it without our groups), ``ours`` is an error."""
        if strategy == "ours":
            self.install_hook()
        if features and strategy != "xla":
            raise InternalError(f"error: XLA's fusion features apply to 'xla', not {strategy!r}")
        debug, extra = self.feature_options(features)
        if strategy == "ours" and LOOP_KERNELS in self.xla_features:
            # XLA makes every loop it can whole; the regroup hook then keeps whole the
            # loops ``loop-kernels`` tagged and those XLA's own rule takes on our grouping
            # (``lowering.loops``), and turns the others back into loops of kernels.
            more_debug, more_extra = self.feature_options([LOOP_KERNELS])
            debug, extra = {**debug, **more_debug}, {**extra, **more_extra}
        grid = self.device_assignment(text, devices)
        devices = [d for row in grid for d in row]
        ids = None if len(devices) == 1 else [[d.id for d in row] for row in grid]
        options = P.compile_options({**self.compile_options(strategy), **debug}, extra, ids)
        t0 = time.perf_counter()
        while True:
            hook_failures = hook.failure_count()
            try:
                exe, hlo_text, devices = self.compile_mlir(text, options, devices)
                break
            except P.XlaRuntimeError as e:
                first = first_line(e)
                named = _KEPT_TAG.search(first)
                demotable = strategy == "ours" and demote_rejected
                # A kept group XLA's simplifier broke, named: regroup it after layout
                # instead, and keep everything else as it was (library kernels too).
                if demotable and named and (retry := demote(text, named[1])) is not None:
                    log.info("XLA rejected %s; regrouping it after layout", named[1])
                    text = retry
                    continue
                # XLA's simplifier changed a kept fusion's result shape (a reshape
                # sunk into the root of a fusion read by a dot): regroup every kept
                # group of that shape after layout, and keep everything else.
                mismatch = _FUSION_SHAPE.search(first)
                if (
                    demotable
                    and mismatch
                    and (retry := demote(text, None, shape=mismatch[1])) is not None
                ):
                    log.info(
                        "XLA changed a kept fusion of %s; regrouping after layout", mismatch[1]
                    )
                    text = retry
                    continue
                if strategy == "ours" and hook.library_marked(text):
                    log.info("XLA rejected a library kernel (%s); loop fusions instead", first)
                    text = hook.without_library(text)
                    continue
                # A rejection naming no group: every kept group is regrouped after layout.
                if demotable and _KEPT_TAG.search(text) and (retry := demote(text, None)):
                    log.info("XLA rejected kept groups; regrouping them after layout")
                    text = retry
                    continue
                raise UserError(f"error: XLA rejected the module ({strategy}): {first}") from None
        compile_s = time.perf_counter() - t0
        if strategy == "ours" and (failed := hook.failures_since(hook_failures)):
            # XLA compiled the module without our groups: that is not our plan.
            raise UserError(f"error: the regroup hook failed on the module ({failed[0]})")
        kernels = self.count_kernels(hlo_text)
        ins, outs = _global_shapes(text) if len(devices) > 1 else ([], [])
        return Compiled(strategy, exe, hlo_text, kernels, compile_s, devices, outs, ins)

    def install_hook(self) -> None:
        """Register the regroup hook for this platform (once per process)."""
        hook.install((self.platform,))

    def device_assignment(self, text: str, devices: Sequence[Any] | None = None) -> list[list[Any]]:
        """The devices a module's text runs on, replicas by partitions: ``devices`` in order,
        or the first of this process's; a module needing more devices than there are is an
        error, never a run on fewer."""
        replicas, partitions = io.device_grid(text)
        need = replicas * partitions
        if devices is not None:
            if len(devices) != need:
                raise UserError(
                    f"error: the module runs on {need} device(s) ({replicas} replica(s) x "
                    f"{partitions} partition(s)), but {len(devices)} were given"
                )
            chosen = list(devices)
        else:
            have = self.available_devices()
            if need > len(have):
                raise UserError(
                    f"error: the module is sharded over {need} devices ({replicas} replica(s) "
                    f"x {partitions} partition(s)) but this process has {len(have)} "
                    f"{self.name} device(s); it is never run on fewer"
                )
            chosen = list(have[:need])
        return [chosen[i : i + partitions] for i in range(0, need, partitions)]

    def available_devices(self) -> list[Any]:
        """This process's devices for this backend."""
        return list(self.client().devices())

    def compile_mlir(
        self, text: str, options: Any, devices: Sequence[Any]
    ) -> tuple[Any | None, str, list[Any]]:
        """Compile MLIR text for ``devices``: the loaded executable (None where this backend
        only compiles here), its optimized HLO text (the per-device program), and the
        devices it runs on."""
        exe = self.client().compile_and_load(text, P.device_list(devices), options)
        return exe, exe.hlo_modules()[0].to_string(), list(devices)


def _global_shapes(text: str) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """The global shapes of the entry function's arguments and results."""
    module = io.parse_module(text)
    with module.context:
        return tuple(  # type: ignore[return-value]
            [tuple(ir.RankedTensorType(t).shape) for t in types]
            for types in numerics.signature(module)
        )
