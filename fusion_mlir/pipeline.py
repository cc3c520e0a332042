"""Passes, the pipeline syntax, and the pass manager.

A pass is a small frozen dataclass with a kebab-case ``name``; its options are its fields.
A pipeline string ``a,b{opt=1 other=x},c`` is parsed once into pass objects. Names that are
not ours are handed to MLIR's own PassManager (``cse``, ``canonicalize``, ``symbol-dce``...).
Named pipelines (``default``...) expand to their passes.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from jaxlib.mlir import ir, passmanager

from fusion_mlir import grouping
from fusion_mlir.errors import FusionError, InternalError, UserError
from fusion_mlir.explain import Decision, ExplainLog

UPSTREAM_PASSES = (
    "canonicalize",
    "cse",
    "symbol-dce",
    "inline",
    "sccp",
    "loop-invariant-code-motion",
)


@dataclass
class PassContext:
    """What a pass may consult: the target backend, its capability table, the decision log."""

    backend: str = "cpu"
    explain: ExplainLog = field(default_factory=ExplainLog)
    # Whether passes log their decisions. Naming the ops of each decision costs about a
    # sixth of a pipeline's time, so callers that never show the log turn it off.
    explaining: bool = True
    _capabilities: Any = None

    @property
    def capabilities(self) -> Any:
        if self._capabilities is None:
            from fusion_mlir.capabilities import load_capabilities

            self._capabilities = load_capabilities(self.backend)
        return self._capabilities

    def record(self, decision: Decision) -> None:
        if self.explaining:
            self.explain.add(decision)


@dataclass(frozen=True)
class ModulePass:
    """Base class of our passes. Subclasses set ``name`` and implement ``apply``."""

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        raise NotImplementedError

    @classmethod
    def options(cls) -> list[tuple[str, str, Any]]:
        """``(name, type, default)`` of each option, kebab-case."""
        hints = typing.get_type_hints(cls)
        out = []
        for f in dataclasses.fields(cls):
            default = f.default if f.default is not dataclasses.MISSING else None
            out.append(
                (
                    f.name.replace("_", "-"),
                    getattr(hints[f.name], "__name__", str(hints[f.name])),
                    default,
                )
            )
        return out

    def spec(self) -> str:
        """This pass, with its non-default options, in pipeline syntax."""
        opts = [
            f"{f.name.replace('_', '-')}={_fmt(getattr(self, f.name))}"
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != f.default
        ]
        return f"{self.name}{{{' '.join(opts)}}}" if opts else self.name


def _fmt(v: Any) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


@dataclass(frozen=True)
class UpstreamPass:
    """An MLIR pass run through ``passmanager.PassManager`` (``cse``, ``canonicalize``...)."""

    name: str
    raw_options: str = ""

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        text = (
            f"builtin.module({self.name}{{{self.raw_options}}})"
            if self.raw_options
            else f"builtin.module({self.name})"
        )
        with module.context:
            try:
                pm = passmanager.PassManager.parse(text)
            except (ValueError, ir.MLIRError) as e:
                raise UserError(f"error: invalid upstream pass '{self.name}': {e}") from None
            try:
                pm.run(module.operation)
            except ir.MLIRError as e:
                raise UserError(f"error: pass '{self.name}' failed: {e}") from None

    def spec(self) -> str:
        return f"{self.name}{{{self.raw_options}}}" if self.raw_options else self.name


# name -> "module:Class", imported on first use (see ``passes/__init__.py``).
def registry() -> dict[str, Callable[[], type[ModulePass]]]:
    from fusion_mlir.passes import PASSES

    return PASSES


def named_pipelines() -> dict[str, str]:
    from fusion_mlir.passes import PIPELINES

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


def _parse_options(cls: type[ModulePass], raw: str) -> dict[str, Any]:
    fields = {f.name: f for f in dataclasses.fields(cls)}
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    for item in raw.split():
        key, eq, val = item.partition("=")
        attr = key.replace("-", "_")
        if attr not in fields or not eq:
            known = ", ".join(o[0] for o in cls.options()) or "none"
            raise UserError(f"error: pass '{cls.name}' has no option '{key}' (options: {known})")
        typ = hints[attr]
        try:
            if typ is bool:
                if val.lower() not in ("true", "false", "1", "0"):
                    raise ValueError(val)
                values[attr] = val.lower() in ("true", "1")
            else:
                values[attr] = typ(val)
        except ValueError:
            raise UserError(
                f"error: option '{key}' of pass '{cls.name}' expects {typ.__name__}, got '{val}'"
            ) from None
    return values


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
                passes.append(cls(**_parse_options(cls, raw)))
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
    with grouping.tracking_fusions():
        for p in passes:
            if isinstance(p, UpstreamPass):
                grouping.forget_fusions()
            _run_one(module, p, ctx, verify_each)
            if after_each:
                after_each(p, module)
    return ctx


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
