"""What every pass is built on: the pass base class, its options, and the context it runs in.

A pass is a small frozen dataclass with a kebab-case ``name``; its options are its fields,
checked when the pipeline is parsed (a pass refuses a bad value in ``__post_init__`` with a
``ValueError``, which the parser reports as the user's error). Names that are not ours are
handed to MLIR's own PassManager (``cse``, ``canonicalize``, ``symbol-dce``...).
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from jaxlib.mlir import ir, passmanager

from fusion_mlir.analysis.features import Capabilities
from fusion_mlir.errors import InternalError, UserError
from fusion_mlir.passkit.explain import Decision, ExplainLog, describe_op

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
    # How the table is found (the pipeline gives the backend layer's loader): loaded on
    # first use, since most passes never consult it and probing a backend takes minutes.
    load_capabilities: Callable[[str], Capabilities] | None = None
    _capabilities: Capabilities | None = None
    # The names of the passes after the running one, and a function that runs those passes
    # over another module (a copy), quietly: the pass manager sets both, so that a pass can
    # decide by what the rest of its pipeline will make of its choice.
    later: tuple[str, ...] = ()
    run_later: Callable[[ir.Module], None] | None = None

    @property
    def capabilities(self) -> Capabilities:
        if self._capabilities is None:
            if self.load_capabilities is None:
                raise InternalError("error: this pass context has no capability table")
            self._capabilities = self.load_capabilities(self.backend)
        return self._capabilities

    def record(self, decision: Decision) -> None:
        if self.explaining:
            self.explain.add(decision)

    def describe(self, *ops: ir.Operation) -> list[str]:
        """The ops' names for a decision, or nothing when decisions are not logged: each
        name numbers the whole module (MLIR's ``get_name``), 8 ms apiece on a large one,
        which made forward-concatenate take 75 s on mujoco-mjx's step."""
        if not self.explaining:
            return []
        names = [describe_op(o) for o in ops]
        for o, n in zip(ops, names, strict=True):
            self.named(o, n)
        return names

    def named(self, op: ir.Operation, name: str) -> None:
        """Called with each op a decision names, as it is named (a subclass may remember
        what the op is: its name means something else once the IR changes)."""


@dataclass(frozen=True)
class ModulePass:
    """Base class of our passes. Subclasses set ``name`` and implement ``apply``."""

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    # Whether the pass fuses producers into their consumers: the forms that spell out what
    # XLA will run (``pipeline.run_passes``) are written only for a pipeline with such a pass.
    fuses_producers: ClassVar[bool] = False

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


def parse_options(cls: type[ModulePass], raw: str) -> dict[str, Any]:
    """The keyword arguments ``cls`` takes for pipeline options ``raw`` (``a=1 b=x``)."""
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
