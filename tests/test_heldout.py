"""Differential tests on the held-out programs (benchmarks/heldout): plain-jax idioms written
after the fusion rules and never used to choose one. Each runs under xla, unfused, and the
``default`` and ``paper`` pipelines on its own inputs, in a child process; ours must compute
what XLA computes, or, where XLA's fusion on and off disagree, what unfused computes. The
first run of this set found a miscompile (a loop's state overwritten while still being read:
``lowering.regroup._copies_for_overwritten``)."""

from __future__ import annotations

import json

import pytest
from fusion_mlir.benchmarks.corpus_files import HELDOUT_DIR, CorpusProgram, corpus_programs

from fusion_mlir.backends import numerics
from fusion_mlir.ir import io
from fusion_mlir.tools import bench

PROGRAMS = corpus_programs("", HELDOUT_DIR)


def test_every_heldout_program_has_its_module_and_inputs() -> None:
    names = {e["name"] for e in json.loads((HELDOUT_DIR / "index.json").read_text())}
    assert len(names) >= 10
    assert {f.stem for f in HELDOUT_DIR.glob("*.mlir")} == names
    assert {f.stem for f in HELDOUT_DIR.glob("*.npz")} == names


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_heldout_program(program: CorpusProgram) -> None:
    module = io.read_module(str(program.mlir))
    inputs = numerics.load_inputs(str(program.inputs), module)
    ours = ["ours:default", "ours:paper"]
    cell = bench.run_cell_isolated(
        io.print_module(module, debug_info=True),
        ["xla", "unfused", *ours],
        repeats=0,
        inputs=inputs,
    )
    st = cell["strategies"]
    errors = {s: d["error"] for s, d in st.items() if d.get("error")}
    assert not errors, errors
    for s in ours:
        assert st[s]["match"] or st[s].get("match_unfused"), (s, st[s].get("detail"))
