"""Why each candidate group was or was not fused.

Every pass records one ``Decision`` per candidate it considered: the ops involved, whether
they were fused, the named check that decided it, and the estimated bytes of memory traffic
fusing saves. ``fusion-opt --explain`` prints them as text or JSON lines.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from jaxlib.mlir import ir


def describe_op(op: ir.Operation) -> str:
    """A short, stable name for an op: its first result's SSA name, or its op name."""
    op = op.operation
    name = op.name
    if len(op.results):
        try:
            return f"{op.results[0].get_name()}={name.split('.')[-1]}"
        except Exception:
            pass
    return name


@dataclass
class Decision:
    """One candidate: ``fused`` or not, and ``check`` is the rule that decided it."""

    pass_name: str
    ops: list[str]
    fused: bool
    check: str
    bytes_saved: int = 0
    detail: str = ""
    extra: dict = field(default_factory=dict)

    def text(self) -> str:
        verdict = "fused" if self.fused else "not fused"
        saved = f", saves ~{self.bytes_saved} B" if self.bytes_saved else ""
        detail = f" ({self.detail})" if self.detail else ""
        return f"[{self.pass_name}] {verdict}: {', '.join(self.ops)} -- {self.check}{detail}{saved}"

    def json(self) -> str:
        d = asdict(self)
        if not d["extra"]:
            del d["extra"]
        return json.dumps(d)


@dataclass
class ExplainLog:
    decisions: list[Decision] = field(default_factory=list)

    def add(self, d: Decision) -> None:
        self.decisions.append(d)

    def text(self) -> str:
        return "\n".join(d.text() for d in self.decisions)

    def json_lines(self) -> str:
        return "\n".join(d.json() for d in self.decisions)

    def __len__(self) -> int:
        return len(self.decisions)
