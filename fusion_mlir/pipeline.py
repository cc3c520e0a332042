"""The pipeline syntax and the pass manager.

A pipeline string ``a,b{opt=1 other=x},c`` is parsed once into pass objects (options checked
then); named pipelines (``default``...) expand to their passes. ``run_passes`` runs them in
one scope of formed fusions, verifying the module after each, with the capability table of
the context's backend at hand. Before the first of our passes, and after an upstream pass,
the module is brought to the form our passes expect (``passkit.normalize``; reductions of
nothing written as their inits broadcast, ``passkit.empty_reduces``; on XLA:CPU, also
``passkit.dots`` and ``passkit.scatters``: vector dot products and single-window scatters
written as the multiply and sum, and the in-place update, that XLA runs).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary
from fusion_mlir.backends.capabilities import load_capabilities
from fusion_mlir.errors import FusionError, InternalError, UserError
from fusion_mlir.passes import PASSES, PIPELINES
from fusion_mlir.passkit.base import (
    UPSTREAM_PASSES,
    ModulePass,
    PassContext,
    UpstreamPass,
    parse_options,
)
from fusion_mlir.passkit.dots import REWRITING_BACKENDS, reduce_vector_dots
from fusion_mlir.passkit.empty_reduces import fold_empty_reduces
from fusion_mlir.passkit.normalize import sink_constants
from fusion_mlir.passkit.scatters import expand_single_scatters


def registry() -> dict[str, Callable[[], type[ModulePass]]]:
    """Pass name -> its class, imported on first use (see ``passes/__init__.py``)."""
    return PASSES


def named_pipelines() -> dict[str, str]:
    return PIPELINES


_ITEM_RE = re.compile(r"\s*([A-Za-z][\w\-.]*)\s*(\{([^{}]*)\})?\s*(,|$)")


def split_pipeline(text: str) -> list[tuple[str, str]]:
    """``"a,b{x=1},c"`` → ``[("a", ""), ("b", "x=1"), ("c", "")]``; syntax errors are ``UserError``."""
    text = text.strip()
    if text.startswith("builtin.module(") and text.endswith(")"):
        text = text[len("builtin.module(") : -1]
    out, pos = [], 0
    while pos < len(text):
        m = _ITEM_RE.match(text, pos)
        if not m or m.end() == pos:
            raise UserError(
                f"error: cannot parse pass pipeline at column {pos + 1}: {text[pos : pos + 20]!r}"
            )
        out.append((m.group(1), (m.group(3) or "").strip()))
        pos = m.end()
    if not out:
        raise UserError("error: empty pass pipeline")
    return out


def parse_pipeline(text: str) -> list[ModulePass | UpstreamPass]:
    """Parse a pipeline string into pass objects (named pipelines expanded)."""
    passes: list[ModulePass | UpstreamPass] = []
    reg, named = registry(), named_pipelines()
    for name, raw in split_pipeline(text):
        if name in named and not raw:
            passes.extend(parse_pipeline(named[name]))
        elif name in reg:
            cls = reg[name]()
            try:
                passes.append(cls(**parse_options(cls, raw)))
            except ValueError as e:
                raise UserError(f"error: pass '{name}': {e}") from None
        elif name in UPSTREAM_PASSES:
            passes.append(UpstreamPass(name, raw))
        else:
            raise UserError(f"error: unknown pass or pipeline '{name}' (see --list-passes)")
    return passes


def run_passes(
    module: ir.Module,
    passes: Sequence[ModulePass | UpstreamPass],
    ctx: PassContext | None = None,
    verify_each: bool = True,
    after_each: Callable[[ModulePass | UpstreamPass, ir.Module], None] | None = None,
) -> PassContext:
    """Run ``passes`` over ``module`` in place. A pass that leaves invalid IR is an internal
    error naming the pass."""
    ctx = ctx or PassContext()
    if ctx.load_capabilities is None:
        ctx.load_capabilities = load_capabilities
    normal = False  # whether the module is in the form our passes expect (see normalize)
    # Dots of vectors and single-window scatters are written as what XLA runs them as only
    # where a pass of the pipeline fuses producers into consumers, the only thing that gains
    # by it (left to XLA, a bf16 scatter is expanded in f32; written out before, each bf16
    # op of it is converted on its own: 22 kernels against 16 where nothing fuses them).
    spell_out = ctx.backend in REWRITING_BACKENDS and any(
        getattr(q, "fuses_producers", False) for q in passes
    )
    with boundary.tracking_fusions():
        for i, p in enumerate(passes):
            rest = passes[i + 1 :]
            ctx.later = tuple(q.name for q in rest)
            ctx.run_later = _runner(rest, ctx)
            if isinstance(p, UpstreamPass):
                boundary.forget_fusions()
                normal = False
            elif not normal:
                with module.context, ir.Location.unknown():
                    fold_empty_reduces(module.operation)
                    if spell_out:
                        reduce_vector_dots(module.operation)
                        expand_single_scatters(module.operation)
                    sink_constants(module.operation)
                normal = True
            _run_one(module, p, ctx, verify_each)
            if after_each:
                after_each(p, module)
    return ctx


def _runner(
    passes: Sequence[ModulePass | UpstreamPass], ctx: PassContext
) -> Callable[[ir.Module], None]:
    """A function running ``passes`` over another module, with ``ctx``'s backend and
    capabilities and no decision log, in a scope of formed fusions of its own."""

    def run(module: ir.Module) -> None:
        inner = PassContext(
            backend=ctx.backend, explaining=False, load_capabilities=ctx.load_capabilities
        )
        inner._capabilities = ctx._capabilities
        run_passes(module, passes, inner)

    return run


def _run_one(
    module: ir.Module, p: ModulePass | UpstreamPass, ctx: PassContext, verify_each: bool
) -> None:
    try:
        with module.context, ir.Location.unknown():
            p.apply(module, ctx)
    except FusionError:
        raise
    except Exception as e:
        raise InternalError(f"error: pass '{p.name}' failed: {type(e).__name__}: {e}") from e
    if verify_each:
        with module.context:
            try:
                ok = module.operation.verify()
            except ir.MLIRError as e:
                ok = False
                detail = str(e).splitlines()[1:2]
            else:
                detail = []
        if not ok:
            raise InternalError(
                f"error: pass '{p.name}' produced invalid IR {' '.join(detail)}".strip()
            )


def run_pipeline(
    module: ir.Module, pipeline: str, backend: str = "cpu", explain: bool = True
) -> PassContext:
    """Parse ``pipeline`` and run it over ``module`` in place (logging decisions if
    ``explain``)."""
    ctx = PassContext(backend=backend, explaining=explain)
    return run_passes(module, parse_pipeline(pipeline), ctx)


def list_passes() -> Iterator[str]:
    """One line per pass and named pipeline, with options, for ``--list-passes``."""
    for name, factory in sorted(registry().items()):
        cls = factory()
        opts = " ".join(f"{n}={d}" if d is not None else n for n, _, d in cls.options())
        yield f"{name:22} {cls.summary}" + (f"  [{opts}]" if opts else "")
    for name in UPSTREAM_PASSES:
        yield f"{name:22} (upstream MLIR pass)"
    for name, spec in named_pipelines().items():
        yield f"{name:22} pipeline: {spec}"


__all__ = [
    "ModulePass",
    "PassContext",
    "UpstreamPass",
    "list_passes",
    "parse_pipeline",
    "run_passes",
    "run_pipeline",
]
