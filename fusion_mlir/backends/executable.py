"""A compiled program: run it, and time several side by side."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fusion_mlir import _jax_private as P
from fusion_mlir.errors import UserError, first_line
from fusion_mlir.ir.hlo import KernelCount


@dataclass
class Compiled:
    """A loaded executable with its optimized HLO and kernel counts (``executable`` None:
    compiled for a device that is not here, deviceless, so it cannot run)."""

    strategy: str
    executable: Any
    hlo_text: str
    kernels: KernelCount
    compile_s: float
    devices: list[Any] = field(repr=False, default_factory=list)
    # The global shapes of the outputs and inputs (for a sharded program, whose executable
    # knows only the per-device ones).
    out_shapes: list[tuple[int, ...]] = field(repr=False, default_factory=list)
    in_shapes: list[tuple[int, ...]] = field(repr=False, default_factory=list)
    _shardings: dict[Any, tuple[list[Any], list[Any]]] = field(
        repr=False, default_factory=dict, init=False
    )

    @property
    def sharded(self) -> bool:
        """Whether this program runs partitioned (or replicated) over several devices."""
        return len(self.devices) > 1

    def shardings(self, like: Sequence[Any] = ()) -> tuple[list[Any], list[Any]]:
        """The jax shardings XLA chose for the inputs and outputs of a sharded program;
        over the mesh of the first ``NamedSharding`` in ``like`` where there is one
        (worked out once per mesh: ``fusion_mlir.jit`` asks on every call)."""
        mesh = P.mesh_of(like)
        if (found := self._shardings.get(mesh)) is None:
            exe = self.executable
            found = self._shardings[mesh] = (
                [
                    P.hlo_sharding(self.devices, h, len(shape), mesh)
                    for h, shape in zip(exe.get_parameter_shardings(), self.in_shapes, strict=True)
                ],
                [
                    P.hlo_sharding(self.devices, h, len(shape), mesh)
                    for h, shape in zip(exe.get_output_shardings(), self.out_shapes, strict=True)
                ],
            )
        return found

    @property
    def executed(self) -> bool:
        """Whether this program can run here (else it was compiled deviceless)."""
        return self.executable is not None

    def run(self, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """Execute once and return the outputs as numpy arrays."""
        if self.executable is None:
            raise UserError("error: compiled without its device (deviceless): it cannot run here")
        try:
            if self.sharded:
                return [np.asarray(o) for o in self.run_sharded(self.put(inputs))]
            return [np.asarray(o) for o in self._execute(self.put(inputs))]
        except P.XlaRuntimeError as e:
            # Some XLA:CPU kernels (library fusions) are built on the first run: a module
            # XLA compiled may still be refused here.
            first = first_line(e)
            raise UserError(
                f"error: XLA failed to run the module ({self.strategy}): {first}"
            ) from None

    def put(self, inputs: Sequence[Any], like: Sequence[Any] = ()) -> list[Any]:
        """The inputs on this executable's device, or for a sharded program laid out as its
        parameters are (what ``execute_and_wait`` takes)."""
        import jax

        if not self.sharded:
            return [jax.device_put(a, self.devices[0]) for a in inputs]
        ins, _ = self.shardings(like)
        return [
            a
            if isinstance(a, jax.Array) and a.sharding.is_equivalent_to(s, a.ndim)
            else jax.device_put(a, s)
            for a, s in zip(inputs, ins, strict=True)
        ]

    def run_sharded(self, args: list[Any], like: Sequence[Any] = ()) -> list[Any]:
        """Execute a sharded program once on inputs from ``put``: its outputs as global
        ``jax.Array``s with the shardings XLA gave them (see ``shardings``)."""
        import jax

        _, outs = self.shardings(like)
        per_device = P.execute_sharded(self.executable, args)
        return [
            jax.make_array_from_single_device_arrays(shape, s, shards)
            for shards, s, shape in zip(per_device, outs, self.out_shapes, strict=True)
        ]

    def _execute(self, args: list[Any]) -> list[Any]:
        outs = self.executable.execute(args)
        for o in outs:
            o.block_until_ready()
        return outs

    def execute_and_wait(self, args: list[Any]) -> None:
        """Execute once and wait for the execution to finish, dropping the outputs: what is
        timed. Wrapping each output in a jax array costs about 10 us of Python per output
        (1.5-2 ms for adam's 192), more than jax.jit's own dispatch and the same for every
        strategy, so timing it would only flatten the ratios."""
        P.execute_and_wait(self.executable, args)


def time_interleaved(
    runs: dict[str, tuple[Compiled, Sequence[np.ndarray]]], repeats: int, warmup: int = 2
) -> dict[str, list[float]]:
    """Wall-clock seconds of ``repeats`` executions of each ``(executable, inputs)`` (from
    the call to the end of the execution; see ``Compiled.execute_and_wait``), in rounds
    that run every entry once, after ``warmup`` runs of each, inputs already on the
    device: the machine's drift falls on every entry alike, so ratios within one call are
    fair. Each round runs the entries in a fresh order (seeded): what runs just before an
    entry decides what is left in the caches for it (on softmax 1024x1024 a fixed order
    that put ours after ``unfused`` cost it 10-15% at the median), so no entry may always
    follow the same one."""
    args = {k: c.put(inputs) for k, (c, inputs) in runs.items()}
    for k, (c, _) in runs.items():
        for _ in range(warmup):
            c.execute_and_wait(args[k])
    times: dict[str, list[float]] = {k: [] for k in runs}
    keys = list(runs)
    rng = np.random.default_rng(0)
    for _ in range(repeats):
        for i in rng.permutation(len(keys)):
            k = keys[i]
            t0 = time.perf_counter()
            runs[k][0].execute_and_wait(args[k])
            times[k].append(time.perf_counter() - t0)
    return times
