"""The fuzzer's property and its child-process driver.

``check_program`` is the property. For every registered pass and every named pipeline
(read at run time from ``fusion_mlir.passes``), the rewritten module must verify and
re-parse; compute the original's outputs through XLA (``xla`` on the original against
``ours`` on the result, ``numerics.outputs_match``) and through the StableHLO reference
interpreter (fusions inlined; original and result must agree); and never have more kernels
per execution than the original compiled ``unfused``, nor more statically unless the transform
unrolls a loop (copies of the body are the point there). It runs in a child
process (``isolate.Worker``) so that an XLA abort is a reported failure with the step it
happened in, not a dead fuzzer: ``Checker`` is that driver, on the parent's side.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from fusion_mlir.tools.fuzz.reference import fuzz_inputs, interpret

# -- the property -------------------------------------------------------------------------------


@dataclass
class Failure:
    """One violated property: which transform, what kind, and the detail."""

    transform: str
    kind: str  # pass-error, verify, reparse, xla-error, xla-mismatch, interp-error,
    # interp-mismatch, kernels, crash
    detail: str

    def __str__(self) -> str:
        return f"[{self.transform}] {self.kind}: {self.detail}"


def transforms() -> list[str]:
    """Every registered pass and every named pipeline, as registered now."""
    from fusion_mlir.passes import PASSES, PIPELINES

    return [*PASSES, *PIPELINES]


def _stage(msg: str) -> None:
    print(f"fuzz-stage: {msg}", file=sys.stderr, flush=True)


def _first_line(e: BaseException) -> str:
    text = str(e).strip()
    return f"{type(e).__name__}: {text.splitlines()[0][:300] if text else ''}"


def check_program(
    text: str, names: Sequence[str] | None = None, backend: str = "cpu", interp: bool = True
) -> dict[str, Any]:
    """Run every transform over ``text`` and check the properties; returns
    ``{"failures": [Failure...], "invalid": reason | None, "transforms": n}``.

    ``invalid`` is set when the original program itself does not compile or run under XLA,
    or computes different values with XLA's fusion on and off (not a bug of ours). Meant to run in a child process (``isolate.Worker``): it prints
    ``fuzz-stage:`` marks on stderr so that an abort can be attributed to a step.
    """
    from fusion_mlir import strategies
    from fusion_mlir.backends import numerics
    from fusion_mlir.errors import FusionError
    from fusion_mlir.ir import io
    from fusion_mlir.pipeline import parse_pipeline, run_pipeline

    names = list(names) if names is not None else transforms()
    failures: list[Failure] = []
    ctx = io.new_context()  # one context for every module of this program (contexts are slow)
    module = io.parse_module(text, ctx=ctx)
    inputs = fuzz_inputs(module, seed=int(hashlib.sha256(text.encode()).hexdigest()[:8], 16))
    try:
        _stage("original xla")
        ref = strategies.compile_module(module, "xla", backend)
        ref_out = ref.run(inputs)
        _stage("original unfused")
        unfused_exe = strategies.compile_module(module, "unfused", backend)
        unfused = unfused_exe.kernels
        same, detail = numerics.outputs_match(ref_out, unfused_exe.run(inputs))
    except FusionError as e:
        return {"failures": [], "invalid": _first_line(e), "transforms": 0}
    if not same:  # seen: a ui32 batched dot_general; no transform can be judged against it
        reason = f"XLA's own fusion changes what the original computes ({detail})"
        return {"failures": [], "invalid": reason, "transforms": 0}
    ref_interp: list[np.ndarray] | None = None
    if interp:
        try:
            _stage("original interpreter")
            ref_interp = interpret(text, inputs, ctx)
        except Exception:
            ref_interp = None  # an op the interpreter lacks: XLA checks only
    seen: dict[tuple[str, bool], list[Failure]] = {}
    for name in names:
        _stage(f"{name}: passes")
        m = io.parse_module(text, ctx=ctx)
        try:
            run_pipeline(m, name, backend)
        except Exception as e:
            failures.append(Failure(name, "pass-error", _first_line(e)))
            continue
        with m.context:
            if not m.operation.verify():
                failures.append(Failure(name, "verify", "the result does not verify"))
                continue
        out = io.print_module(m)
        try:
            io.parse_module(out)  # in a fresh context: the text must stand alone
            io.parse_module(io.print_module(m, debug_info=True), ctx=ctx)
        except FusionError as e:
            failures.append(Failure(name, "reparse", _first_line(e)))
            continue
        unrolls = any(p.name == "unroll-while" for p in parse_pipeline(name))
        if (out, unrolls) in seen:  # another transform produced the same module: same verdict
            failures.extend(Failure(name, f.kind, f.detail) for f in seen[out, unrolls])
            continue
        found = seen[out, unrolls] = []
        try:
            _stage(f"{name}: compile ours")
            got = strategies.compile_module(m, "ours", backend)
            _stage(f"{name}: run ours")
            got_out = got.run(inputs)
            ok, detail = numerics.outputs_match(ref_out, got_out)
            # XLA may keep a value in more precision than its type (a bf16 result read
            # back as f32 inside one of its fusions), where our group's boundary rounds it
            # as written: a result that is the interpreter's, or between the two, is not wrong.
            if not ok and not (
                ref_interp is not None and numerics.within_spread([ref_out, ref_interp], got_out)
            ):
                found.append(Failure(name, "xla-mismatch", detail))
            k = got.kernels
            # A loop XLA runs whole is one kernel per execution: unrolling it gains nothing
            # there, and its peeled trips run as kernels of their own, so for a transform
            # that unrolls such a loop neither count says anything.
            whole = unrolls and "call" in unfused.by_kind
            if (k.static > unfused.static and not unrolls) or (
                not whole
                and k.dynamic is not None
                and unfused.dynamic is not None
                and k.dynamic > unfused.dynamic
            ):
                found.append(
                    Failure(
                        name,
                        "kernels",
                        f"{k.static} kernels ({k.dynamic} per execution), unfused has "
                        f"{unfused.static} ({unfused.dynamic})",
                    )
                )
        except Exception as e:
            found.append(Failure(name, "xla-error", _first_line(e)))
        if ref_interp is not None:
            try:
                _stage(f"{name}: interpreter")
                got_interp = interpret(out, inputs, ctx)
                ok, detail = numerics.outputs_match(ref_interp, got_interp)
                # The interpreter and XLA are two references for the original; where they
                # round differently (a bf16 dot: the interpreter sums in bf16, XLA in f32,
                # as the dot normal form does), a result between them is not wrong.
                if not ok and not numerics.within_spread([ref_interp, ref_out], got_interp):
                    found.append(Failure(name, "interp-mismatch", detail))
            except Exception as e:
                found.append(Failure(name, "interp-error", _first_line(e)))
        failures.extend(found)
    return {"failures": failures, "invalid": None, "transforms": len(names)}


# -- driving it from the parent -------------------------------------------------------------------


class Checker:
    """Runs ``check_program`` in a long-lived child; an abort becomes a ``crash`` failure
    naming the step (and the child is restarted for the next program)."""

    def __init__(self, names: Sequence[str] | None = None, timeout: float = 300.0) -> None:
        from fusion_mlir.isolate import Worker

        self.worker = Worker()
        self.names = list(names) if names is not None else None
        self.timeout = timeout

    def check(self, text: str, names: Sequence[str] | None = None) -> dict[str, Any]:
        """``check_program(text)`` in the child, for ``names`` (default: the checker's)."""
        from fusion_mlir.isolate import BackendCrash

        names = list(names) if names is not None else self.names
        try:
            return self.worker.call(
                "fusion_mlir.tools.fuzz.check:check_program", text, names, timeout=self.timeout
            )
        except BackendCrash as e:
            stages = [
                ln.removeprefix("fuzz-stage: ")
                for ln in self.worker.last_stderr.splitlines()
                if ln.startswith("fuzz-stage: ")
            ]
            stage = stages[-1] if stages else "?"
            transform = stage.split(":")[0] if ":" in stage else "original"
            if transform == "original" or stage.startswith("original"):
                return {"failures": [], "invalid": f"XLA aborts on the original: {e}"}
            return {"failures": [Failure(transform, "crash", f"during {stage}: {e}")],
                    "invalid": None}  # fmt: skip

    def close(self) -> None:
        self.worker.close()
