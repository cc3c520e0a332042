"""viz: DOT text for both groupings, rendering through Graphviz (or a clear error without
it), stats, the --emit flag and the offline HTML report."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from corpus import CORPUS

from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.tools import viz
from fusion_mlir.tools.compare.run import compare_module

needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz not installed")


@pytest.fixture(scope="module")
def report() -> dict:
    fn, args = CORPUS["scan_loop"]()
    return compare_module(io.export(fn, *args), "default")


def test_dot_has_both_sides_every_op_and_loop_clusters(report: dict) -> None:
    dot = viz.to_dot(report, title="scan")
    assert dot.startswith("digraph fusion {") and dot.rstrip().endswith("}")
    assert "subgraph cluster_o {" in dot and "subgraph cluster_x {" in dot
    for o in report["ops"]:
        if not o["trivial"]:
            assert re.search(rf"\bo{o['id']} \[", dot) and re.search(rf"\bx{o['id']} \[", dot)
    assert "while #3 body" in dot  # the loop body is a nested cluster
    assert dot.count("{") == dot.count("}")


def test_json_and_stats(report: dict) -> None:
    data = viz.graph_data(report)
    assert {n["id"] for n in data["nodes"]} == {o["id"] for o in report["ops"] if not o["trivial"]}
    assert data["sides"]["xla"]["kernels"] == report["xla"]["kernels"]
    s = viz.stats(report)
    assert s["kernels"]["ours"]["static"] == report["ours"]["kernels"]
    assert s["groups"] >= 1 and s["bytes_saved"] > 0
    assert "kernels XLA" in viz.stats_text(s)


@needs_dot
def test_render_png_and_svg(report: dict) -> None:
    dot = viz.to_dot(report)
    assert viz.render(dot, "png").startswith(b"\x89PNG")
    assert b"<svg" in viz.render(dot, "svg")


def test_missing_dot_is_one_line_error(report: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(viz.shutil, "which", lambda _: None)
    with pytest.raises(UserError, match="install graphviz") as e:
        viz.emit(report, "svg")
    assert "\n" not in str(e.value)
    assert viz.emit(report, "dot").startswith(b"digraph")
    assert viz.emit(report, "json").startswith(b"{")


def test_cli_emit(tmp_path: Path) -> None:
    from fusion_mlir.cli.opt import main

    fn, args = CORPUS["softmax"]()
    src = tmp_path / "softmax.mlir"
    src.write_text(io.print_module(io.export(fn, *args)))
    assert main([str(src), "-p", "default", "--emit=dot", "-o", str(tmp_path / "g.dot")]) == 0
    assert (tmp_path / "g.dot").read_text().startswith("digraph")
    assert main([str(src), "-p", "default", "--emit=stats", "-o", str(tmp_path / "s.txt")]) == 0
    assert "kernels ours" in (tmp_path / "s.txt").read_text()
    if shutil.which("dot"):
        assert main([str(src), "-p", "default", "--emit=png", "-o", str(tmp_path / "g.png")]) == 0
        assert (tmp_path / "g.png").read_bytes().startswith(b"\x89PNG")


def test_html_report_is_offline(tmp_path: Path) -> None:
    from fusion_mlir.tools.report_html import write_html

    cells = [
        {
            "workload": "softmax",
            "size": 256,
            "strategies": {
                "xla": {
                    "kernels": 4,
                    "per_execution": 4,
                    "match": True,
                    "median_s": 1e-3,
                    "min_s": 1e-3,
                    "max_s": 2e-3,
                },
                "ours:default": {
                    "kernels": 1,
                    "per_execution": 1,
                    "match": True,
                    "median_s": 2e-3,
                    "min_s": 2e-3,
                    "max_s": 3e-3,
                },
            },
        }
    ]
    index = write_html(cells, tmp_path, ["xla", "ours:default"])
    page = index.read_text()
    assert "<table>" in page and "softmax" in page
    assert "<script" not in page and "http://" not in page and "https://" not in page
    for ref in re.findall(r'(?:src|href)="([^"]+)"', page):
        assert (tmp_path / ref).exists(), ref
