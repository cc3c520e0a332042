"""The entry points: ``compare_module`` tags the program, runs our pipeline (recording its
decisions by tag), compiles both sides, maps and links their kernels into one JSON report;
``compare_text`` is the same on MLIR text, for a child process."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.ir import io
from fusion_mlir.passkit import grouping
from fusion_mlir.passkit.explain import Decision
from fusion_mlir.pipeline import PassContext, parse_pipeline, run_passes
from fusion_mlir.tools.compare.link import VERDICTS, link, reasons
from fusion_mlir.tools.compare.mapping import map_side
from fusion_mlir.tools.compare.tagging import op_tag, program_ops, tag_module


@dataclass
class _TagContext(PassContext):
    """A pass context that also records, per decision, the tags of the ops it names. An SSA
    name means one op only until the IR changes, so each op's tag is taken as it is named
    (``PassContext.named``), not looked up by name afterwards (that numbered the whole
    module once per decision: over 10 minutes on mujoco-mjx's step)."""

    decision_ids: list[list[int]] = field(default_factory=list)
    _tags: dict[str, int] = field(default_factory=dict)

    def named(self, op: ir.Operation, name: str) -> None:
        if (t := op_tag(op.operation)) is not None:
            self._tags[name] = t
        else:
            self._tags.pop(name, None)

    def record(self, decision: Decision) -> None:
        super().record(decision)
        self.decision_ids.append([self._tags[o] for o in decision.ops if o in self._tags])


def compare_module(
    module: ir.Module, pipeline: str = "default", backend: str = "cpu"
) -> dict[str, Any]:
    """Compare XLA's fusion of ``module`` with ``pipeline``'s; returns a JSON-able report
    (``module`` is not changed). The program is first put through ``inline-calls`` so that
    every op has one place."""
    base = io.clone_module(module)
    with base.context:
        grouping.inline_all_fusions(base)
    run_passes(base, parse_pipeline("inline-calls"), PassContext(backend=backend))
    records = tag_module(base)
    ours_module = io.clone_module(base)
    ctx = _TagContext(backend=backend)
    if pipeline:
        run_passes(ours_module, parse_pipeline(pipeline), ctx)
    x = strategies.compile_text(strategies.lower_for_xla(base, "xla", backend), "xla", backend)
    o = strategies.compile_text(
        strategies.lower_for_xla(ours_module, "ours", backend), "ours", backend
    )
    xla_side = map_side("xla", x.hlo_text, records)
    ours_side = map_side("ours", o.hlo_text, records)
    rows = link(xla_side, ours_side, records)
    decided_groups = _our_groups(ours_module)
    decided = {i: g for g, ids in enumerate(decided_groups) for i in ids}
    for row in rows:
        row["reasons"] = reasons(row, xla_side, ctx.explain.decisions, ctx.decision_ids, decided)
    summary = {v: sum(1 for r in rows if r["verdict"] == v) for v in VERDICTS}
    return {
        "pipeline": pipeline,
        "backend": backend,
        "ops": [r.to_json() for r in records],
        "xla": xla_side.to_json(),
        "ours": ours_side.to_json(),
        "groups": rows,
        "summary": summary,
        "groups_ours": decided_groups,
        "stats": {"bytes_saved": _bytes_saved(ours_module)},
        "explain": [d.text() for d in ctx.explain.decisions],
    }


def _bytes_saved(module: ir.Module) -> int:
    """Memory traffic our groups save, by the cost model (sum over ``mhlo.fusion`` ops)."""
    from fusion_mlir.analysis.cost import bytes_saved

    total = 0
    for f in boundary.fusions(module.operation):
        body = [o.operation for o in f.regions[0].blocks[0].operations][:-1]
        try:
            total += bytes_saved(body)
        except Exception:  # the cost model does not know every type; a picture still helps
            continue
    return total


def _our_groups(module: ir.Module) -> list[list[int]]:
    """The tags of each ``mhlo.fusion`` our pipeline formed (as decided, before XLA)."""
    out = []
    for f in boundary.fusions(module.operation):
        ids = [t for o in program_ops(f) if (t := op_tag(o)) is not None]
        if ids:
            out.append(ids)
    return out


def compare_text(text: str, pipeline: str = "default", backend: str = "cpu") -> dict[str, Any]:
    """``compare_module`` on MLIR text (the entry point for a child process)."""
    return compare_module(io.parse_module(text), pipeline, backend)
