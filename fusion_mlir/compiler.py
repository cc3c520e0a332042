"""Compile a module through XLA under a fusion strategy, run it, count kernels, compare.

Strategies:
- ``xla``: XLA's own fusion, as ``jax.jit`` would compile the program (our groups inlined).
- ``unfused``: every XLA pass that groups ops switched off and no fusion ops: one kernel per op.
- ``ours``: the module with our ``mhlo.fusion`` groups and the same XLA passes off, so what
  runs is our grouping and nothing else. How each group reaches XLA (pre-layout
  ``mhlo.fusion`` or post-layout regrouping) is decided by ``fusion_mlir.lowering``.
"""

from __future__ import annotations

import functools
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np
from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir import grouping, io
from fusion_mlir.analysis.cost import static_tensor
from fusion_mlir.errors import UserError
from fusion_mlir.hlo import KernelCount, count_kernels

log = logging.getLogger(__name__)

STRATEGIES = ("xla", "unfused", "ours")
_KEPT_TAG = re.compile(r'fusion_group\s*=\s*"(keep\d+)"')

# XLA passes that group ops, per backend: switched off for ``unfused`` and ``ours``.
FUSION_PASSES: dict[str, tuple[str, ...]] = {
    "cpu": ("fusion",),
    "cuda": (
        "priority-fusion",
        "multi_output_fusion",
        "horizontal_loop_fusion",
        "fusion_merger",
        "fusion",
        "variadic-op-splitter",
    ),
}
FUSION_PASSES["gpu"] = FUSION_PASSES["cuda"]

_DTYPES: dict[str, np.dtype] = {
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8),
    "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64),
    "complex<f32>": np.dtype(np.complex64),
    "complex<f64>": np.dtype(np.complex128),
}
# (rtol, atol) by float dtype, atol relative to the output's largest magnitude; ints and
# bools compare exactly.
TOLERANCE: dict[str, tuple[float, float]] = {
    "float16": (1e-2, 1e-2),
    "bfloat16": (5e-2, 5e-2),
    "float32": (1e-4, 1e-5),
    "float64": (1e-9, 1e-12),
    "complex64": (1e-4, 1e-5),
    "complex128": (1e-9, 1e-12),
}


def tensor_spec(t: ir.Type) -> tuple[tuple[int, ...], np.dtype]:
    """Shape and numpy dtype of a static ranked tensor type; anything else is a ``UserError``."""
    if t.typeid != ir.RankedTensorType.static_typeid:
        raise UserError(f"error: cannot make inputs for type {t}")
    rt = ir.RankedTensorType(t)
    if not rt.has_static_shape:
        raise UserError(f"error: cannot run a module with dynamic shape {t}")
    et = str(rt.element_type)
    if et not in _DTYPES:
        raise UserError(f"error: cannot run a module with element type {et}")
    return tuple(rt.shape), _DTYPES[et]


def signature(module: ir.Module) -> tuple[list[ir.Type], list[ir.Type]]:
    """Input and result types of the module's entry function."""
    f = io.main_function(module)
    with module.context:
        ft = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
        return list(ft.inputs), list(ft.results)


def check_compilable(module: ir.Module) -> None:
    """Refuse, as a ``UserError``, what XLA cannot compile and would crash on rather than
    reject: recursive function calls (XLA's MLIR import recurses until the stack overflows)."""
    calls: dict[str, set[str]] = {}
    for op in module.body.operations:
        if op.operation.name != "func.func":
            continue
        found: set[str] = set()

        def visit(inner: ir.Operation, found: set[str] = found) -> ir.WalkResult:
            if inner.name == "func.call":
                found.add(ir.FlatSymbolRefAttr(inner.attributes["callee"]).value)
            return ir.WalkResult.ADVANCE

        op.operation.walk(visit)
        calls[ir.StringAttr(op.attributes["sym_name"]).value] = found
    for start in calls:
        stack, seen = list(calls[start]), set()
        while stack:
            name = stack.pop()
            if name == start:
                raise UserError(f"error: function @{start} is recursive: XLA cannot compile it")
            if name not in seen:
                seen.add(name)
                stack.extend(calls.get(name, ()))


def random_inputs(
    module: ir.Module, seed: int = 0, float_bound: float | None = None
) -> list[np.ndarray]:
    """Random arguments for the entry function: normal floats (uniform in
    ``[-float_bound, float_bound]`` when given), small ints, random bools."""
    rng = np.random.default_rng(seed)
    out = []
    for t in signature(module)[0]:
        shape, dtype = tensor_spec(t)
        if dtype == np.bool_:
            a = rng.random(shape) < 0.5
        elif np.issubdtype(dtype, np.unsignedinteger):
            a = rng.integers(0, 16, shape)
        elif np.issubdtype(dtype, np.integer):
            a = rng.integers(-8, 8, shape)
        elif np.issubdtype(dtype, np.complexfloating):
            a = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
        elif float_bound is not None:
            a = rng.uniform(-float_bound, float_bound, shape)
        else:
            a = rng.standard_normal(shape)
        out.append(np.asarray(a).astype(dtype))
    return out


def load_inputs(path: str, module: ir.Module) -> list[np.ndarray]:
    """The entry function's arguments from an ``.npz`` file (``np.savez``: positional
    ``arr_0, arr_1, ...``, or any names, taken in the file's order), checked against the
    signature: a missing, extra or mis-shaped input is a one-line ``UserError``."""
    try:
        with np.load(path, allow_pickle=False) as npz:
            names = list(npz.files)
            if all(re.fullmatch(r"arr_\d+", n) for n in names):
                names.sort(key=lambda n: int(n[4:]))
            arrays = [npz[n] for n in names]
    except (OSError, ValueError, EOFError) as e:
        raise UserError(f"{path}: error: cannot read inputs: {e}") from None
    types = signature(module)[0]
    if len(arrays) != len(types):
        raise UserError(f"{path}: error: {len(arrays)} inputs, the module takes {len(types)}")
    for i, (a, t) in enumerate(zip(arrays, types, strict=True)):
        shape, dtype = tensor_spec(t)
        # np.savez keeps a bfloat16 as raw 2-byte values.
        if a.dtype.kind == "V" and a.dtype.itemsize == np.dtype(dtype).itemsize:
            arrays[i] = a = a.view(dtype)
        if a.shape != shape or a.dtype != dtype:
            given = "bfloat16" if a.dtype.kind == "V" and a.dtype.itemsize == 2 else a.dtype
            raise UserError(
                f"{path}: error: input {i} ({names[i]}) is {given}{list(a.shape)}, "
                f"the module's argument {i} is {np.dtype(dtype)}{list(shape)}"
            )
    return arrays


def outputs_match(ref: Sequence[np.ndarray], got: Sequence[np.ndarray]) -> tuple[bool, str]:
    """Compare outputs: exact for ints and bools, ``TOLERANCE`` for floats."""
    if len(ref) != len(got):
        return False, f"{len(got)} outputs, expected {len(ref)}"
    for i, (a, b) in enumerate(zip(ref, got, strict=True)):
        a, b = np.asarray(a), np.asarray(b)
        if a.shape != b.shape or a.dtype != b.dtype:
            return False, f"output {i}: {b.dtype}{list(b.shape)}, expected {a.dtype}{list(a.shape)}"
        tol = TOLERANCE.get(a.dtype.name)
        if tol is None:
            if not np.array_equal(a, b):
                return False, f"output {i}: {np.sum(a != b)} elements differ"
        else:
            wide = np.complex128 if "complex" in a.dtype.name else np.float64
            af, bf = a.astype(wide), b.astype(wide)
            finite = np.abs(af[np.isfinite(af)])
            # Absolute tolerance scales with the output's magnitude: reordered sums of large
            # values cancel to small ones with an absolute, not relative, error.
            atol = tol[1] * max(1.0, float(finite.max()) if finite.size else 1.0)
            if not np.allclose(af, bf, rtol=tol[0], atol=atol, equal_nan=True):
                err = np.nanmax(np.abs(af - bf)) if af.size else 0.0
                return False, f"output {i}: max abs error {err:.3g}"
    return True, ""


def lower_for_xla(module: ir.Module, strategy: str, backend: str = "cpu") -> str:
    """The MLIR text handed to XLA for ``strategy`` (the input module is not changed)."""
    if strategy not in STRATEGIES:
        raise UserError(f"error: unknown strategy {strategy!r} (known: {', '.join(STRATEGIES)})")
    clone = io.clone_module(module)
    with clone.context:
        if strategy == "ours":
            from fusion_mlir.lowering import prepare_groups

            sanitize_groups(clone)
            prepare_groups(clone, backend)
        else:
            grouping.inline_all_fusions(clone)
    return io.print_module(clone, debug_info=True)


def _zero_elements(t: ir.Type) -> bool:
    return (rt := static_tensor(t)) is not None and 0 in rt.shape


def sanitize_groups(module: ir.Module) -> int:
    """Make every group compilable as XLA requires (in place); returns groups changed.

    XLA rejects a fusion with a parameter that nothing in it uses ("Non-root instruction
    parameter must have users"), and it removes inside a fusion what computes nothing: dead
    ops, and ops on zero-element tensors (it folds them to constants). So: dead ops without
    side effects are dropped from each group (the group's inputs shrink with them), and a
    group that touches a zero-element tensor is dissolved (there is nothing to compute).
    The program computes the same values; only how it is grouped changes."""
    from fusion_mlir.analysis.opkinds import OpKind, has_side_effects, op_kind

    def removable(op: ir.Operation) -> bool:
        return (
            not has_side_effects(op.name)
            and op_kind(op.name) != OpKind.CONTROL_FLOW  # a region may hide side effects
            and not any(len(list(r.uses)) for r in op.results)
        )

    changed = 0
    for fusion in grouping.fusions(module.operation):
        kind = grouping.fusion_kind(fusion)
        body = [o.operation for o in fusion.regions[0].blocks[0].operations][:-1]
        values = [*fusion.operands, *fusion.results, *(r for o in body for r in o.results)]
        empty = any(_zero_elements(v.type) for v in values)
        used_args = all(len(list(a.uses)) for a in fusion.regions[0].blocks[0].arguments)
        dead = [o for o in body if removable(o)]
        if not empty and used_args and not dead:
            continue
        changed += 1
        ops = grouping.inline_fusion(fusion)
        for op in reversed(ops):  # users before producers: a chain of dead ops goes at once
            if removable(op):
                ops.remove(op)
                op.erase()
        if ops and not empty:
            grouping.form_fusion(ops, kind)
    return changed


# On CPU, XLA's dot-library-rewriter runs dots through a library (YNNPACK) and fuses
# elementwise neighbours into them. For ``unfused`` and ``ours`` it may wrap each dot
# alone (one op, one kernel: a faster kernel, not a grouping decision), so that only the
# grouping differs from ``xla``; where this jaxlib lacks the option, the pass is off.
_CPU_LIBRARY_DOT = {"xla_cpu_experimental_ynn_fusion_type": "LIBRARY_FUSION_TYPE_INDIVIDUAL_DOT"}


def compile_options(strategy: str, backend: str = "cpu") -> dict[str, str]:
    if strategy == "xla":
        return {}
    passes = FUSION_PASSES[backend]
    extra: dict[str, str] = {}
    if backend == "cpu":
        if _cpu_library_dot_supported():
            extra = dict(_CPU_LIBRARY_DOT)
        else:
            passes = (*passes, "dot-library-rewriter")
    return {"xla_disable_hlo_passes": ",".join(passes), **extra}


_TINY_DOT = """func.func @main(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"""


@functools.cache
def _cpu_library_dot_supported() -> bool:
    """Whether this XLA:CPU accepts the option (it is checked at compile time)."""
    client = P.get_backend("cpu")
    options = P.compile_options({"xla_disable_hlo_passes": "fusion", **_CPU_LIBRARY_DOT})
    try:
        client.compile_and_load(_TINY_DOT, client.devices()[:1], options)
        return True
    except P.XlaRuntimeError:
        return False


@dataclass
class Compiled:
    """A loaded executable with its optimized HLO and kernel counts."""

    strategy: str
    executable: Any
    hlo_text: str
    kernels: KernelCount
    compile_s: float
    devices: list[Any] = field(repr=False, default_factory=list)

    def run(self, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """Execute once and return the outputs as numpy arrays."""
        return [np.asarray(o) for o in self._execute(self._put(inputs))]

    def _put(self, inputs: Sequence[Any]) -> list[Any]:
        import jax

        return [jax.device_put(a, self.devices[0]) for a in inputs]

    def _execute(self, args: list[Any]) -> list[Any]:
        outs = self.executable.execute(args)
        for o in outs:
            o.block_until_ready()
        return outs

    def _execute_and_wait(self, args: list[Any]) -> None:
        """Execute once and wait for the execution to finish, dropping the outputs: what is
        timed. Wrapping each output in a jax array costs about 10 us of Python per output
        (1.5-2 ms for adam's 192), more than jax.jit's own dispatch and the same for every
        strategy, so timing it would only flatten the ratios."""
        P.execute_and_wait(self.executable, args)


def time_interleaved(
    runs: dict[str, tuple[Compiled, Sequence[np.ndarray]]], repeats: int, warmup: int = 2
) -> dict[str, list[float]]:
    """Wall-clock seconds of ``repeats`` executions of each ``(executable, inputs)`` (from
    the call to the end of the execution; see ``Compiled._execute_and_wait``), in rounds
    that run every entry once, after ``warmup`` runs of each, inputs already on the
    device: the machine's drift falls on every entry alike, so ratios within one call are
    fair. Each round runs the entries in a fresh order (seeded): what runs just before an
    entry decides what is left in the caches for it (on softmax 1024x1024 a fixed order
    that put ours after ``unfused`` cost it 10-15% at the median), so no entry may always
    follow the same one."""
    args = {k: c._put(inputs) for k, (c, inputs) in runs.items()}
    for k, (c, _) in runs.items():
        for _ in range(warmup):
            c._execute_and_wait(args[k])
    times: dict[str, list[float]] = {k: [] for k in runs}
    keys = list(runs)
    rng = np.random.default_rng(0)
    for _ in range(repeats):
        for i in rng.permutation(len(keys)):
            k = keys[i]
            t0 = time.perf_counter()
            runs[k][0]._execute_and_wait(args[k])
            times[k].append(time.perf_counter() - t0)
    return times


def copy_reference(nbytes: int, backend: str = "cpu") -> tuple[Compiled, list[np.ndarray]]:
    """A plain copy moving ``nbytes`` in all (reads half of them, writes the other half),
    and its input: the bandwidth yardstick for a program with that much compulsory traffic.
    Timed in the same run, it is in the same cache regime and under the same load."""
    n = max(1, nbytes // 8)
    t = f"tensor<{n}xf32>"
    text = f"func.func public @main(%x: {t}) -> {t} {{\n  return %x : {t}\n}}"
    return compile_module(io.parse_module(text), "xla", backend), [np.zeros(n, np.float32)]


def compile_module(module: ir.Module, strategy: str, backend: str = "cpu") -> Compiled:
    """Compile ``module`` with XLA under ``strategy`` on ``backend``."""
    text = lower_for_xla(module, strategy, backend)
    return compile_text(text, strategy, backend)


def compile_text(
    text: str, strategy: str, backend: str = "cpu", *, demote_rejected: bool = True
) -> Compiled:
    """Compile MLIR text (already lowered for ``strategy``). A kept group that XLA rejects
    is moved to the regroup route and the module compiled again, unless ``demote_rejected``
    is false (the capability probes test one route at a time)."""
    if backend == "ours":
        raise UserError("error: 'ours' is a strategy, not a backend")
    try:
        client = P.get_backend(backend)
    except Exception as e:
        raise UserError(f"error: backend {backend!r} is not available: {e}") from None
    from fusion_mlir.lowering import regroup

    if strategy == "ours":
        from fusion_mlir.lowering import install_hooks

        install_hooks(backend)
    # Regrouped dots with their epilogues, and column reductions, run as library kernels
    # where XLA:CPU has the library (``regroup._library_group``); off again if XLA rejects one.
    library = strategy == "ours" and backend == "cpu" and _cpu_library_dot_supported()
    devices = client.devices()[:1]
    t0 = time.perf_counter()
    while True:
        regroup.LIBRARY_KERNELS = library
        try:
            exe = client.compile_and_load(
                text, devices, P.compile_options(compile_options(strategy, backend))
            )
            break
        except P.XlaRuntimeError as e:
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            if library:
                log.info("XLA rejected a library kernel (%s); loop fusions instead", first)
                library = False
                continue
            if strategy == "ours" and demote_rejected and _KEPT_TAG.search(text):
                # A kept group XLA's simplifier broke: regroup it (or, when the message
                # does not name it, every kept group) after layout instead.
                from fusion_mlir.lowering.prepare import demote

                named = _KEPT_TAG.search(first)
                if (retry := demote(text, named[1] if named else None)) is not None:
                    log.info("XLA rejected %s; regrouping after layout", named or "kept groups")
                    text = retry
                    continue
            raise UserError(f"error: XLA rejected the module ({strategy}): {first}") from None
        finally:
            regroup.LIBRARY_KERNELS = False
    compile_s = time.perf_counter() - t0
    hlo_text = exe.hlo_modules()[0].to_string()
    return Compiled(strategy, exe, hlo_text, count_kernels(hlo_text), compile_s, devices)


def kernel_counts(text: str, strategy: str, backend: str = "cpu") -> dict:
    """Compile MLIR text as given (no lowering) and return its kernel counts; meant to be run
    through ``isolate.call_isolated`` when the text may abort the backend."""
    return compile_text(text, strategy, backend).kernels.to_json()


@dataclass
class StrategyResult:
    strategy: str
    kernels: KernelCount | None = None
    match: bool | None = None
    detail: str = ""
    error: str | None = None
    times_s: list[float] = field(default_factory=list)

    def to_json(self) -> dict:
        d: dict[str, Any] = {}
        if self.error is not None:
            d["error"] = self.error
        if self.kernels is not None:
            d.update(self.kernels.to_json())
        d["match"] = self.match
        if self.detail:
            d["detail"] = self.detail
        if self.times_s:
            ts = sorted(self.times_s)
            d.update(median_s=float(np.median(ts)), min_s=ts[0], max_s=ts[-1], repeats=len(ts))
        return d


def report_failures(report: dict) -> list[str]:
    """What failed in a report of ``{"strategies": {name: StrategyResult.to_json()}}`` (with
    ``"error"`` when the whole run did): the run, then each strategy that failed."""
    found = [report["error"]] if report.get("error") else []
    return found + [f"{s}: {r['error']}" for s, r in report["strategies"].items() if r.get("error")]


def run_strategies(
    module: ir.Module,
    strategies: Sequence[str] = STRATEGIES,
    backend: str = "cpu",
    inputs: Sequence[np.ndarray] | None = None,
    repeats: int = 0,
) -> dict[str, StrategyResult]:
    """Compile and run ``module`` under each strategy; outputs are compared with ``xla``'s.

    With ``repeats`` > 0 each strategy is also timed (interleaved, one repeat each in turn).
    """
    check_compilable(module)
    inputs = list(inputs) if inputs is not None else random_inputs(module)
    wanted = list(dict.fromkeys(["xla", *strategies]))
    results: dict[str, StrategyResult] = {}
    compiled: dict[str, Compiled] = {}
    outputs: dict[str, list[np.ndarray]] = {}
    for s in wanted:
        res = results[s] = StrategyResult(s)
        try:
            c = compile_module(module, s, backend)
            res.kernels = c.kernels
            outputs[s] = c.run(inputs)
            compiled[s] = c
        except UserError as e:
            res.error = str(e).removeprefix("error: ")
    for s in wanted:
        if s in outputs and "xla" in outputs:
            results[s].match, results[s].detail = outputs_match(outputs["xla"], outputs[s])
    if repeats > 0:
        runs = {s: (c, inputs) for s, c in compiled.items()}
        for s, ts in time_interleaved(runs, repeats, warmup=1).items():
            results[s].times_s = ts
    return {s: results[s] for s in wanted if s in strategies or s == "xla"}
