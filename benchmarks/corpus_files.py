"""The real-program corpus on disk: modules exported from other projects' code, with inputs.

``benchmarks/real_programs.py`` writes ``benchmarks/corpus/NAME.mlir`` (StableHLO text),
``NAME.npz`` (the arguments, in order) and ``index.json`` (library, version, summary and the
time ``jax.jit`` took when it was exported); reading them needs none of those libraries.
``benchmarks/heldout.py`` writes the held-out programs to ``benchmarks/heldout/`` the same
way (``HELDOUT_DIR``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from fusion_mlir.errors import UserError

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"
HELDOUT_DIR = Path(__file__).resolve().parent / "heldout"


@dataclass(frozen=True)
class CorpusProgram:
    name: str
    library: str
    version: str
    summary: str
    xla_ms: float | None
    directory: Path = CORPUS_DIR

    @property
    def mlir(self) -> Path:
        return self.directory / f"{self.name}.mlir"

    @property
    def inputs(self) -> Path:
        return self.directory / f"{self.name}.npz"


def corpus_programs(names: str = "", directory: Path = CORPUS_DIR) -> list[CorpusProgram]:
    """The programs under ``directory`` (the corpus's, or ``HELDOUT_DIR``), all or the
    comma-separated ``names``, in the index's order."""
    index = directory / "index.json"
    if not index.exists():
        raise UserError(f"error: no programs at {directory} (benchmarks/ has the exporters)")
    programs = [
        CorpusProgram(
            e["name"], e["library"], e["version"], e["summary"], e.get("xla_ms"), directory
        )
        for e in json.loads(index.read_text())
    ]
    wanted = [n for n in names.split(",") if n]
    known = {p.name for p in programs}
    if unknown := [n for n in wanted if n not in known]:
        raise UserError(f"error: no corpus program '{unknown[0]}' (fusion-bench --list lists them)")
    return [p for p in programs if not wanted or p.name in wanted]
