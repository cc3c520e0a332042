"""``fusion_mlir.jit``: a drop-in for ``jax.jit`` (pure functions) that runs our fusion pipeline.

Rule: a call is traced by ``jax.jit`` itself (so pytrees, static arguments and dtype rules are
jax's), exported to StableHLO, rewritten by the pipeline, and compiled once per abstract
signature under the ``ours`` strategy (our groups, XLA's own fusion off); later calls with the
same signature (tree structure, shapes, dtypes, weak types, static values) reuse it. The
module's inputs are the flattened non-static leaves (unused ones kept); its outputs are
unflattened with the traced output tree and come back as ``jax.Array``s. A program we cannot
run raises ``UserError`` naming the op and why, unless ``fallback=True``: then that signature
runs through plain ``jax.jit`` and a warning says why.

``pipeline="auto"``: the plan ``tools.tune`` finds by measurement for the exported module,
tuned on the first call's arguments (a minute or two) and cached on disk, so later
processes pay only the check of the cached plan; where XLA's own best configuration beats
every plan of ours, that signature compiles under it.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import warnings
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import jax
import numpy as np
from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.analysis.cost import static_tensor
from fusion_mlir.backends import executable, numerics
from fusion_mlir.errors import FusionError, UserError
from fusion_mlir.ir import io
from fusion_mlir.passkit.explain import ExplainLog
from fusion_mlir.pipeline import PassContext, parse_pipeline, run_passes
from fusion_mlir.tools.bench import AUTO, xla_features

# custom_call targets that only run inside jax's own runtime (host callbacks).
_HOST_CALLBACKS = ("callback",)


@dataclass
class _Entry:
    """One compiled signature: our executable, or jax's when we fell back."""

    out_tree: Any
    compiled: executable.Compiled | None = None
    fallback: Callable[..., Any] | None = None


class CompareReport(dict):
    """The JSON report of ``tools.compare.compare_module``; ``str()`` renders the table."""

    def __str__(self) -> str:
        from fusion_mlir.tools.compare.render import render_text

        return render_text(self)


class FusedFunction:
    """What ``fusion_mlir.jit`` returns: call it like the function; ``lower``, ``explain``
    and ``compare`` show what the pipeline does at given arguments."""

    def __init__(
        self,
        fn: Callable[..., Any],
        pipeline: str = "default",
        backend: str = "cpu",
        static_argnums: int | Sequence[int] = (),
        static_argnames: str | Iterable[str] = (),
        fallback: bool = False,
    ) -> None:
        self.fn = fn
        self.pipeline = pipeline
        self.backend = backend
        self.fallback = fallback
        self.static_argnums = (
            (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
        )
        self.static_argnames = (
            (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames)
        )
        self._jitted = jax.jit(
            fn,
            static_argnums=self.static_argnums,
            static_argnames=self.static_argnames,
            keep_unused=True,
        )
        try:
            self._params = list(inspect.signature(fn).parameters)
        except (TypeError, ValueError):
            self._params = []
        self._cache: dict[Hashable, _Entry] = {}
        self.compiles = 0
        if pipeline != AUTO:
            parse_pipeline(pipeline)  # a bad pipeline fails here, not at the first call
        functools.update_wrapper(self, fn)

    # --- signature and cache -------------------------------------------------------------
    def _split(self, args: tuple, kwargs: dict) -> tuple[list[Any], Any, tuple]:
        """``(dynamic leaves, their tree, static values)`` in jax's flattening order."""
        nums = {i % len(args) if args and i < 0 else i for i in self.static_argnums}
        names = set(self.static_argnames)
        for i, p in enumerate(self._params):
            if p in names:
                nums.add(i)
            elif i in nums:
                names.add(p)
        dyn_args = tuple(a for i, a in enumerate(args) if i not in nums)
        dyn_kwargs = {k: v for k, v in kwargs.items() if k not in names}
        static = tuple((i, a) for i, a in enumerate(args) if i in nums) + tuple(
            sorted((k, v) for k, v in kwargs.items() if k in names)
        )
        leaves, tree = jax.tree_util.tree_flatten((dyn_args, dyn_kwargs))
        return leaves, tree, static

    def _key(self, leaves: list[Any], tree: Any, static: tuple) -> Hashable:
        def spec(x: Any) -> tuple:
            if hasattr(x, "shape") and hasattr(x, "dtype"):
                return (tuple(x.shape), str(x.dtype), bool(getattr(x, "weak_type", False)))
            return (type(x).__name__,)  # a Python scalar: jax gives it a weak type

        key = (tree, tuple(spec(x) for x in leaves), static)
        try:
            hash(key)
        except TypeError as e:
            raise UserError(
                f"error: fusion_mlir.jit: a static argument is not hashable: {e}"
            ) from None
        return key

    def _entry(self, args: tuple, kwargs: dict) -> tuple[_Entry, list[Any]]:
        leaves, tree, static = self._split(args, kwargs)
        key = self._key(leaves, tree, static)
        entry = self._cache.get(key)
        if entry is None:
            entry = self._cache[key] = self._compile(args, kwargs, leaves)
        return entry, leaves

    def _export(self, args: tuple, kwargs: dict) -> tuple[ir.Module, Any]:
        lowered = self._jitted.lower(*args, **kwargs)
        # jax caches lowerings and hands out the same ir.Module again: rewrite a copy.
        return io.clone_module(lowered.compiler_ir("stablehlo")), lowered.out_tree

    def _plan(self, module: ir.Module, leaves: list[Any] | None) -> str:
        """The label this module compiles as: ``ours:PIPELINE``, or for ``auto`` the tuned
        plan's (``tools.tune``: cached per module, tuned on these arguments when it is not),
        which may be XLA's own configuration."""
        if self.pipeline != AUTO:
            return f"ours:{self.pipeline}"
        from fusion_mlir.tools import tune

        inputs = [np.asarray(x) for x in leaves] if leaves is not None else None
        return tune.tune(io.print_module(module, debug_info=True), self.backend, inputs).winner

    def _rewrite(
        self, module: ir.Module, leaves: list[Any] | None = None
    ) -> tuple[PassContext, str]:
        """Run the plan's passes on ``module`` (none where it is XLA's configuration); the
        decisions and the plan's label."""
        check_supported(module)
        ctx = PassContext(backend=self.backend)
        label = self._plan(module, leaves)
        if label.startswith("ours:"):
            run_passes(module, parse_pipeline(label.partition(":")[2]), ctx)
        return ctx, label

    def _compile(self, args: tuple, kwargs: dict, leaves: list[Any]) -> _Entry:
        module, out_tree = self._export(args, kwargs)
        try:
            _, label = self._rewrite(module, leaves)
            devices = _mesh_devices(leaves, module)
            if label.startswith("ours:"):
                text = strategies.lower_for_xla(module, "ours", self.backend)
                compiled = _compile_proven(text, self.backend, devices=devices)
            else:  # XLA's own fusion won: its configuration, proved like ours
                features = xla_features(label)
                text = strategies.lower_for_xla(module, "xla", self.backend)
                compiled = _compile_proven(text, self.backend, "xla", features, devices)
        except FusionError as e:
            if not self.fallback:
                raise
            warnings.warn(
                f"fusion_mlir.jit({_name(self.fn)}): falling back to jax.jit: {e}",
                RuntimeWarning,
                stacklevel=4,
            )
            return _Entry(out_tree, fallback=self._jitted)
        self.compiles += 1
        return _Entry(out_tree, compiled=compiled)

    # --- the public surface ----------------------------------------------------------------
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        entry, leaves = self._entry(args, kwargs)
        if entry.fallback is not None:
            return entry.fallback(*args, **kwargs)
        assert entry.compiled is not None
        if entry.compiled.sharded:
            like = [x.sharding for x in leaves if isinstance(x, jax.Array)]
            outs = entry.compiled.run_sharded(entry.compiled.put(leaves, like), like)
            return jax.tree_util.tree_unflatten(entry.out_tree, outs)
        device = entry.compiled.devices[0]
        inputs = [
            x if isinstance(x, jax.Array) and x.devices() == {device} else jax.device_put(x, device)
            for x in leaves
        ]
        outs = entry.compiled.executable.execute(inputs)
        return jax.tree_util.tree_unflatten(entry.out_tree, list(outs))

    def lower(self, *args: Any, **kwargs: Any) -> ir.Module:
        """The StableHLO module after the pipeline (with its ``mhlo.fusion`` groups)."""
        module, _ = self._export(args, kwargs)
        self._rewrite(module, self._split(args, kwargs)[0])
        return module

    def explain(self, *args: Any, **kwargs: Any) -> ExplainLog:
        """Every fusion decision the pipeline made at these arguments, and why."""
        module, _ = self._export(args, kwargs)
        return self._rewrite(module, self._split(args, kwargs)[0])[0].explain

    def compare(self, *args: Any, **kwargs: Any) -> CompareReport:
        """XLA's fusion of the program next to ours, group by group (``tools.compare``)."""
        from fusion_mlir.tools.compare.run import compare_module

        module, _ = self._export(args, kwargs)
        check_supported(module)
        label = self._plan(module, self._split(args, kwargs)[0])
        if not label.startswith("ours:"):
            raise UserError(f"error: auto chose XLA's own fusion ({label}): no groups of ours")
        return CompareReport(compare_module(module, label.partition(":")[2], self.backend))

    def cache_size(self) -> int:
        """How many signatures have been compiled (or fell back)."""
        return len(self._cache)


def _mesh_devices(leaves: list[Any], module: ir.Module) -> list[Any] | None:
    """The devices a sharded signature runs on, in the order of the module's device ids:
    those of the first argument sharded over as many devices as the module is partitioned
    and replicated over (what ``jax.jit`` compiles for); None where no argument is (the
    backend then takes the first of this process's, or says it has too few)."""
    replicas, partitions = io.device_grid(module)
    need = replicas * partitions
    if need == 1:
        return None
    for x in leaves:
        if isinstance(x, jax.Array) and len(x.sharding.device_set) == need:
            return list(P.device_assignment(x.sharding))
    return None


def _compile_proven(
    text: str,
    backend: str,
    strategy: str = "ours",
    features: Sequence[str] = (),
    devices: Sequence[Any] | None = None,
) -> executable.Compiled:
    """Compile ``text`` in the caller's process only once a child process has compiled it:
    an XLA abort (``Check failed``) would kill the user's program, and the capability table
    cannot foresee every one (a ui32 iota of 1x8 aborted although its probe compiled). A
    text proved safe is remembered on disk by its hash, backend and jaxlib, so each program
    pays the child once."""
    from fusion_mlir.backends.capabilities import cache_dir
    from fusion_mlir.isolate import BackendCrash, call_isolated

    how = f"{strategy}{list(features)}"
    key = hashlib.sha256(f"{P.jaxlib_version()}\0{backend}\0{how}\0{text}".encode()).hexdigest()
    mark = cache_dir() / "proven" / key[:32]
    if not mark.exists():
        try:
            call_isolated(
                "fusion_mlir.strategies:kernel_counts",
                text,
                strategy,
                backend,
                features,
                cpu_devices=strategies.child_cpu_devices(text, backend),
            )
        except BackendCrash as e:
            raise BackendCrash(f"error: fusion_mlir.jit: the backend aborts on it: {e}") from None
        try:
            mark.parent.mkdir(parents=True, exist_ok=True)
            mark.touch()
        except OSError:
            pass  # an unwritable cache only costs the child again next time
    return strategies.compile_text(text, strategy, backend, features=features, devices=devices)


def _name(fn: Callable[..., Any]) -> str:
    return getattr(fn, "__name__", type(fn).__name__)


def check_supported(module: ir.Module) -> None:
    """Raise ``UserError`` naming the first op (or signature type) we cannot run."""
    inputs, results = numerics.signature(module)
    for what, types in (("argument", inputs), ("result", results)):
        for i, t in enumerate(types):
            if static_tensor(t) is None:
                raise UserError(
                    f"error: fusion_mlir.jit: {what} {i} has type {t}; only statically shaped "
                    "tensors are supported (no tokens, no dynamic shapes)"
                )
    for op in boundary.walk(module.operation):  # private functions too (a nested jit)
        if op.name == "stablehlo.custom_call":
            target = str(op.attributes["call_target_name"]).strip('"')
            if any(s in target for s in _HOST_CALLBACKS):
                raise UserError(
                    f"error: fusion_mlir.jit: {op.name} @{target} is a host callback "
                    "(jax.debug.print, pure_callback, io_callback...): it only runs inside "
                    "jax's own runtime"
                )
        elif op.name in (
            "stablehlo.send",
            "stablehlo.recv",
            "stablehlo.infeed",
            "stablehlo.outfeed",
        ):
            raise UserError(
                f"error: fusion_mlir.jit: {op.name} (host communication) is not supported"
            )


def jit(
    fn: Callable[..., Any] | None = None,
    pipeline: str = "default",
    backend: str = "cpu",
    static_argnums: int | Sequence[int] = (),
    static_argnames: str | Iterable[str] = (),
    fallback: bool = False,
) -> Any:
    """Like ``jax.jit`` for pure functions, with our fusion pipeline deciding the kernels.

    Usable as ``fusion_mlir.jit(f, ...)`` or as a decorator ``@fusion_mlir.jit(pipeline=...)``.
    """
    if fn is None:
        return functools.partial(
            jit,
            pipeline=pipeline,
            backend=backend,
            static_argnums=static_argnums,
            static_argnames=static_argnames,
            fallback=fallback,
        )
    return FusedFunction(fn, pipeline, backend, static_argnums, static_argnames, fallback)


__all__ = ["CompareReport", "FusedFunction", "check_supported", "jit"]
