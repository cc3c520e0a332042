"""``fusion-bench``'s cells: strategy labels, bandwidth against the copy timed alongside,
and the JSON/CSV/table a run writes."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from fusion_mlir import bench, io
from fusion_mlir.cli.bench import main as bench_main
from fusion_mlir.errors import UserError

# Two inputs of 64 KiB, one output of 64 KiB: 192 KiB of compulsory traffic.
MODULE = """\
func.func public @main(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = stablehlo.multiply %a, %b : tensor<128x128xf32>
  %1 = stablehlo.exponential %0 : tensor<128x128xf32>
  %2 = stablehlo.add %1, %a : tensor<128x128xf32>
  return %2 : tensor<128x128xf32>
}
"""
TRAFFIC = 3 * 128 * 128 * 4


@pytest.mark.parametrize(
    ("spec", "labels"),
    [
        ("unfused,xla,ours:default", ["unfused", "xla", "ours:default"]),
        ("xla,ours:inline-calls,producer-consumer", ["xla", "ours:inline-calls,producer-consumer"]),
        (
            "ours:producer-consumer,horizontal{max-ops=8},unfused,ours+xla:cse,asis",
            ["ours:producer-consumer,horizontal{max-ops=8}", "unfused", "ours+xla:cse", "asis"],
        ),
        ("ours", ["ours"]),
    ],
)
def test_split_strategies_keeps_a_pipelines_commas(spec: str, labels: list[str]) -> None:
    assert bench.split_strategies(spec) == labels


@pytest.mark.parametrize(
    ("spec", "unknown"),
    [
        ("fused", "fused"),
        ("xla,bogus", "bogus"),
        ("unfused,producer-consumer", "producer-consumer"),
        ("producer-consumer,xla", "producer-consumer"),
        ("xla:default", "xla:default"),
    ],
)
def test_split_strategies_refuses_unknown_labels(spec: str, unknown: str) -> None:
    """A bad label is a user error naming that label alone (exit status 1)."""
    with pytest.raises(UserError, match=f"unknown strategy '{unknown}'"):
        bench.split_strategies(spec)


def test_cell_bandwidth_is_traffic_over_median_against_a_copy() -> None:
    module = io.parse_module(MODULE)
    cell = bench.run_cell(module, ["unfused", "ours:default"], repeats=3, warmup=1)
    assert list(cell) == ["xla", "unfused", "ours:default"]
    copies = set()
    for r in cell.values():
        assert r.match is True and len(r.times_s) == 3
        assert r.traffic_bytes == TRAFFIC
        assert r.gbps == pytest.approx(TRAFFIC / float(np.median(r.times_s)) / 1e9)
        assert r.copy_gbps is not None and r.copy_gbps > 0
        d = r.to_json()
        assert d["traffic_bytes"] == TRAFFIC and d["gbps"] == r.gbps
        copies.add(r.copy_s)
    assert len(copies) == 1  # one copy reference per cell, timed alongside every strategy


def test_untimed_cell_has_no_bandwidth() -> None:
    cell = bench.run_cell(io.parse_module(MODULE), ["ours:default"], repeats=0)
    for r in cell.values():
        assert r.times_s == [] and r.gbps is None and "gbps" not in r.to_json()


def test_cli_mlir_cell_writes_json_csv_and_table(tmp_path: Path, capsys) -> None:
    src = tmp_path / "m.mlir"
    src.write_text(MODULE)
    out_json, out_csv = tmp_path / "out.json", tmp_path / "out.csv"
    argv = [
        "--mlir", str(src), "-s", "xla,ours:inline-calls,producer-consumer",
        "--json", str(out_json), "--csv", str(out_csv), "--repeats", "2", "--warmup", "1",
    ]  # fmt: skip
    assert bench_main(argv) == 0, capsys.readouterr().err
    table = capsys.readouterr().out
    assert "GB/s (% copy)" in table and "ours:inline-calls,producer-consumer" in table
    st = json.loads(out_json.read_text())["strategies"]
    assert list(st) == ["xla", "ours:inline-calls,producer-consumer"]
    for d in st.values():
        assert d["match"] is True and d["gbps"] > 0 and d["copy_gbps"] > 0
    rows = list(csv.DictReader(out_csv.open()))
    assert [r["strategy"] for r in rows] == list(st)
    assert all(float(r["gbps"]) == pytest.approx(st[r["strategy"]]["gbps"]) for r in rows)
    assert all(int(r["traffic_bytes"]) == TRAFFIC for r in rows)
