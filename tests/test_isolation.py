"""Crash isolation in ``fusion-bench``: an XLA abort is an error entry for its cell.

The module is the one ``tests/test_foundation.py::test_backend_abort_does_not_kill_the_caller``
uses: a two-result pre-layout ``mhlo.fusion``, which aborts XLA:CPU when compiled as it is
(strategy ``asis``); the other strategies of the cell are still measured.
"""

from __future__ import annotations

import json
from pathlib import Path

from conftest import ABORTING_MODULE

from fusion_mlir.cli.bench import main as bench_main


def test_fusion_bench_reports_an_abort_and_goes_on(tmp_path: Path, capsys) -> None:
    src = tmp_path / "aborts.mlir"
    src.write_text(ABORTING_MODULE)
    out = tmp_path / "out.json"
    argv = [
        "--mlir", str(src), "-s", "xla,unfused,asis,ours:default",
        "--json", str(out), "--repeats", "2", "--warmup", "1",
    ]  # fmt: skip
    code = bench_main(argv)
    captured = capsys.readouterr()
    # Every strategy is reported and the others measured, but an abort is never exit 0.
    assert code == 2, captured.err
    assert "Traceback" not in captured.err
    assert captured.err.strip().startswith("fusion-bench: error: aborts.mlir: ")
    doc = json.loads(out.read_text())
    st = doc["strategies"]
    assert list(st) == ["xla", "unfused", "asis", "ours:default"]
    assert "Check failed: has_layout()" in st["asis"]["error"]
    assert st["asis"]["kernels"] is None and st["asis"]["match"] is None
    assert "has_layout" in doc["error"]
    for s in ("xla", "unfused", "ours:default"):
        assert st[s]["match"] is True, st[s]
        assert st[s]["kernels"] >= 1 and st[s]["median_s"] > 0 and st[s]["repeats"] == 2
    assert "asis" in captured.out and "error: backend crashed" in captured.out
