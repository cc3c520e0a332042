"""``fusion-bench``'s cells: strategy labels, bandwidth against the copy timed alongside,
and the JSON/CSV/table a run writes."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from fusion_mlir import _jax_private as P
from fusion_mlir.cli.bench import main as bench_main
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.tools import bench

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
        (
            "xla{multi-output},ours:cse,xla-best,xla{multi-output library-reductions}",
            ["xla{multi-output}", "ours:cse", "xla-best", "xla{multi-output library-reductions}"],
        ),
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
        ("xla{multi-output}:cse", "xla{multi-output}:cse"),
        ("xla-best:default", "xla-best:default"),
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


def test_ratio_ci_brackets_the_ratio_and_keeps_rounds_paired() -> None:
    rng = np.random.default_rng(1)
    drift = rng.uniform(1.0, 3.0, 200)  # each round's load, shared by both entries
    ref, ours = 2.0 * drift, drift * rng.normal(1.0, 0.01, 200)
    lo, hi = bench.ratio_ci(ref, ours)
    ratio = float(np.median(ref) / np.median(ours))
    assert lo <= ratio <= hi
    assert lo > 1.9 and hi < 2.1  # the shared drift cancels round by round
    assert bench.ratio_ci(ref, ours) == (lo, hi)  # seeded
    assert bench.ratio_ci([2.0] * 5, [1.0] * 5) == (2.0, 2.0)
    # unrelated noise of the same size: an interval that straddles 1
    a, b = rng.uniform(1.0, 3.0, 200), rng.uniform(1.0, 3.0, 200)
    lo, hi = bench.ratio_ci(a, b)
    assert lo < 1.0 < hi


def test_cell_speedups_carry_an_interval_against_each_reference() -> None:
    cell = bench.run_cell(io.parse_module(MODULE), ["unfused", "ours:default"], repeats=4)
    assert set(cell["xla"].speedup_ci) == {"unfused"}
    assert set(cell["unfused"].speedup_ci) == {"xla"}
    d = cell["ours:default"].to_json()
    assert set(d["speedup_ci"]) == {"unfused", "xla"}
    for ref, (lo, hi) in d["speedup_ci"].items():
        ratio = float(np.median(cell[ref].times_s)) / cell["ours:default"].median_s
        assert 0 < lo <= ratio <= hi


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
    ours = rows[1]
    lo, hi = st["ours:inline-calls,producer-consumer"]["speedup_ci"]["xla"]
    assert float(ours["speedup_vs_xla_low"]) == pytest.approx(lo)
    assert float(ours["speedup_vs_xla_high"]) == pytest.approx(hi)
    assert lo <= float(ours["speedup_vs_xla"]) <= hi
    assert rows[0]["speedup_vs_xla_low"] == ""  # xla against itself: no interval


def test_cli_a_rejected_module_is_reported_and_exit_2(tmp_path: Path, capsys) -> None:
    src = tmp_path / "bad.mlir"
    call = (
        "stablehlo.custom_call @no_such_target(%0) : (tensor<128x128xf32>) -> tensor<128x128xf32>"
    )
    src.write_text(MODULE.replace("stablehlo.exponential %0 : tensor<128x128xf32>", call))
    out_json = tmp_path / "out.json"
    assert bench_main(["--mlir", str(src), "--json", str(out_json), "--repeats", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("fusion-bench: error: bad.mlir: ")
    assert "no_such_target" in err[0]
    st = json.loads(out_json.read_text())["strategies"]
    assert all("no_such_target" in d["error"] for d in st.values())


def test_load_inputs_orders_checks_and_keeps_bfloat16(tmp_path: Path) -> None:
    import ml_dtypes

    from fusion_mlir.backends import numerics

    module = io.parse_module(
        "func.func @main(%a: tensor<128x128xf32>, %b: tensor<2xbf16>) -> tensor<2xbf16> {\n"
        "  return %b : tensor<2xbf16>\n}\n"
    )
    a = np.arange(128 * 128, dtype=np.float32).reshape(128, 128)
    b = np.array([1.5, -2], dtype=ml_dtypes.bfloat16)
    good = tmp_path / "in.npz"
    np.savez(good, a, b)
    got = numerics.load_inputs(str(good), module)
    assert (
        got[0].tolist() == a.tolist() and got[1].dtype == b.dtype and got[1].tolist() == b.tolist()
    )
    swapped = tmp_path / "swapped.npz"
    np.savez(swapped, b, a)
    with pytest.raises(
        UserError, match=r"^.*swapped\.npz: error: input 0 \(arr_0\) is bfloat16\[2\]"
    ):
        numerics.load_inputs(str(swapped), module)
    short = tmp_path / "short.npz"
    np.savez(short, a)
    with pytest.raises(UserError, match=r"1 inputs, the module takes 2"):
        numerics.load_inputs(str(short), module)


def test_cli_runs_on_the_given_inputs(tmp_path: Path, capsys) -> None:
    """With --inputs the module runs on them: inputs that overflow exp make every strategy
    produce the same infinities, which random normal inputs never do."""
    src, inputs, out = tmp_path / "m.mlir", tmp_path / "in.npz", tmp_path / "out.json"
    src.write_text(MODULE)
    np.savez(inputs, np.full((128, 128), 20, np.float32), np.full((128, 128), 20, np.float32))
    argv = ["--mlir", str(src), "--inputs", str(inputs), "--json", str(out), "--repeats", "1"]
    assert bench_main(argv) == 0, capsys.readouterr().err
    assert all(d["match"] for d in json.loads(out.read_text())["strategies"].values())
    np.savez(inputs, np.zeros((4, 4), np.float32), np.zeros((128, 128), np.float32))
    assert bench_main(argv) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "in.npz: error: input 0 (arr_0) is float32[4, 4]" in err[0]


def test_fusion_opt_compile_takes_inputs(tmp_path: Path, capsys) -> None:
    from fusion_mlir.cli.opt import main as opt_main

    src, inputs = tmp_path / "m.mlir", tmp_path / "in.npz"
    src.write_text(MODULE)
    np.savez(inputs, np.full((128, 128), 20, np.float32), np.ones((128, 128), np.float32))
    assert (
        opt_main([str(src), "-p", "default", "--compile", "cpu", "--json", "--inputs", str(inputs)])
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert all(d["match"] for d in report["strategies"].values())
    assert opt_main([str(src), "--inputs", str(inputs)]) == 1
    assert capsys.readouterr().err.strip() == "fusion-opt: error: --inputs needs --compile"


def test_where_xla_fused_and_unfused_differ_each_strategy_is_judged_against_both(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A program whose result depends on XLA's fusion (seen: a chaotic ODE solve): ours is
    reported as matching unfused when it does, not just as different from xla."""
    from fusion_mlir import strategies

    real = strategies.compile_text

    def compile_text(text: str, strategy: str, backend: str = "cpu", **kw: object) -> object:
        c = real(text, strategy, backend, **kw)
        if strategy != "xla":  # unfused and ours both round differently from xla here
            run = c.run
            c.run = lambda inputs: [o + 1 for o in run(inputs)]  # type: ignore[method-assign]
        return c

    monkeypatch.setattr(bench, "compile_text", compile_text)
    cell = bench.run_cell(io.parse_module(MODULE), ["unfused", "ours:default"], repeats=0)
    assert cell["xla"].match and cell["xla"].match_unfused
    for s in ("unfused", "ours:default"):
        assert cell[s].match is False and cell[s].match_unfused is True
        assert cell[s].to_json()["match_unfused"] is True
    # Unfused is run for the judgement even where the table does not show it.
    cell = bench.run_cell(io.parse_module(MODULE), ["ours:default"], repeats=0)
    assert "unfused" not in cell and cell["ours:default"].match_unfused is True


def test_a_third_rounding_among_xlas_own_passes_and_a_wrong_value_fails() -> None:
    """Where XLA's configurations disagree, a result that matches none is accepted only
    when it is no further from the nearest of them than the two furthest are from each
    other (a bf16 program, a resampling step, round several ways); further away, or an
    integer output equal to none, it is wrong."""
    from fusion_mlir.backends.numerics import within_spread

    xla = [np.array([1.0, 2.0, 3.0], np.float32), np.array([4, 5], np.int32)]
    unfused = [xla[0] + np.float32(0.01), xla[1]]
    between = [xla[0] + np.array([0.005, -0.01, 0.0], np.float32), xla[1]]
    assert within_spread([xla, unfused], between)
    assert within_spread([xla, unfused], [xla[0] + np.float32(0.015), xla[1]])
    assert not within_spread([xla, unfused], [xla[0] + np.float32(0.03), xla[1]])
    assert not within_spread([xla, unfused], [between[0], xla[1] + 1])
    assert not within_spread([xla, unfused], [np.full(3, np.nan, np.float32), xla[1]])
    assert not within_spread([xla], [xla[0] + np.float32(0.001), xla[1]])
    # A third configuration of XLA's that rounds further widens the spread.
    feature = [xla[0] - np.float32(0.02), xla[1]]
    assert within_spread([xla, unfused, feature], [xla[0] - np.float32(0.04), xla[1]])
    assert not within_spread([xla, unfused, feature], [xla[0] - np.float32(0.06), xla[1]])


# A loop of %n trips (an argument: no XLA unrolls it) whose body is one elementwise kernel,
# then one kernel after it.
LOOP = """\
func.func public @main(%x: tensor<256x256xf32>, %n: tensor<i32>) -> tensor<256x256xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<256x256xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.sine %v : tensor<256x256xf32>
    %e = stablehlo.exponential %s : tensor<256x256xf32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %j, %e : tensor<i32>, tensor<256x256xf32>
  }
  %t = stablehlo.tanh %r#1 : tensor<256x256xf32>
  return %t : tensor<256x256xf32>
}
"""


def test_profile_counts_each_kernels_launches_and_time() -> None:
    """Traced kernels are kernels of the optimized HLO, with their kinds; the loop body's
    kernel launches once per trip, and control flow is not a kernel of its own."""
    from fusion_mlir import strategies
    from fusion_mlir.backends import numerics
    from fusion_mlir.tools.profile import kernel_kinds, profile_kernels

    module = io.parse_module(LOOP)
    c = strategies.compile_module(module, "xla")
    kinds = kernel_kinds(c.hlo_text)
    x = numerics.random_inputs(module)[0]
    kernels = profile_kernels(c, [x, np.array(5, np.int32)], runs=2)
    assert kernels and all(k.name in kinds and k.kind == kinds[k.name] for k in kernels)
    assert all(k.ms > 0 for k in kernels) and kernels == sorted(kernels, key=lambda k: -k.ms)
    calls = sorted(k.calls for k in kernels if k.kind == "loop")
    assert 1.0 in calls  # the tanh after the loop
    if P.traces_nested_kernels():  # jaxlib 0.12 records the loop's call, not its kernels
        assert 5.0 in calls  # the body's sine-exp, once per trip
    assert not any(k.kind in ("while", "conditional") for k in kernels)


def test_cli_profile_lists_kernels_side_by_side(tmp_path: Path, capsys) -> None:
    src, out_json = tmp_path / "loop.mlir", tmp_path / "out.json"
    src.write_text(LOOP)
    argv = ["--mlir", str(src), "-s", "xla,ours:default", "--repeats", "2", "--profile", "2"]
    assert bench_main([*argv, "--json", str(out_json)]) == 0, capsys.readouterr().err
    text = capsys.readouterr().out
    assert "kernels by traced time per execution" in text and "all kernels:" in text
    for d in json.loads(out_json.read_text())["strategies"].values():
        p = d["profile"]
        assert 1 <= len(p["kernels"]) <= 2 and p["traced_ms"] >= sum(k["ms"] for k in p["kernels"])
        assert p["kernels"][0]["name"] in text


# One operand read by three siblings: XLA:CPU's multi-output fusion has something to merge.
SIBLINGS = """\
func.func public @main(%a: tensor<1024xf32>) -> (tensor<f32>, tensor<1024xf32>, tensor<1024xf32>) {
  %s = stablehlo.sine %a : tensor<1024xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  %e = stablehlo.exponential %s : tensor<1024xf32>
  %c = stablehlo.cosine %s : tensor<1024xf32>
  return %r, %e, %c : tensor<f32>, tensor<1024xf32>, tensor<1024xf32>
}
"""


def test_an_xla_feature_changes_xlas_fusion_and_keeps_the_values() -> None:
    """``xla{multi-output}`` compiles under XLA:CPU's multi-output fusion (a backend extra
    option): fewer kernels than plain ``xla`` on siblings, the same outputs."""
    cell = bench.run_cell(io.parse_module(SIBLINGS), ["xla{multi-output}"], repeats=0)
    assert cell["xla{multi-output}"].error is None
    assert cell["xla{multi-output}"].kernels < cell["xla"].kernels
    assert cell["xla{multi-output}"].match is True


def test_an_unknown_xla_feature_is_a_strategy_error() -> None:
    cell = bench.run_cell(io.parse_module(SIBLINGS), ["xla{bogus}"], repeats=0)
    assert "no optional fusion feature 'bogus'" in (cell["xla{bogus}"].error or "")


def test_xla_best_is_the_fastest_xla_configuration_timed_alongside() -> None:
    """``xla-best`` reports one of the configurations it tried, with that configuration's
    times from the same rounds, so it is never slower than plain ``xla`` at the median; the
    other strategies get an interval against it."""
    cell = bench.run_cell(io.parse_module(SIBLINGS), ["xla-best", "ours:default"], repeats=5)
    best = cell["xla-best"]
    assert best.chosen in ("xla", *bench.xla_best_candidates("cpu"))
    assert best.median_s <= cell["xla"].median_s
    assert best.match is True
    if best.chosen == "xla":
        assert best.times_s == cell["xla"].times_s
    assert "xla-best" in cell["ours:default"].speedup_ci
    assert list(cell) == ["xla", "xla-best", "ours:default"]  # the candidates stay unshown


def test_an_unknown_backend_extra_option_ends_the_process_so_features_are_probed_apart() -> None:
    """Why ``accepted_xla_features`` probes in a child: XLA:CPU hands backend extra options
    to LLVM's flag parser, which exits on one it does not know."""
    import subprocess
    import sys

    code = (
        "from fusion_mlir import _jax_private as P; c = P.get_backend('cpu'); "
        f"c.compile_and_load({SIBLINGS!r}, c.devices()[:1], "
        "P.compile_options({}, {'no_such_option_anywhere': ''})); print('compiled')"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode != 0 and "compiled" not in proc.stdout
    assert "no_such_option_anywhere" in proc.stderr
    assert set(bench.xla_best_candidates("cpu")) >= {"xla{multi-output}"}


def test_an_xla_best_configuration_that_aborts_xla_is_left_out_not_a_failure() -> None:
    """XLA:CPU 0.10's multi-output fusion aborts on jax-md's FIRE step (``GetNumDims() ==
    other.GetNumResults()``): xla-best chooses among the configurations that survive,
    and the cell is not a failed one. (On an XLA without the abort nothing is left out.)"""
    from fusion_mlir.backends import numerics

    path = Path(__file__).parent.parent / "benchmarks" / "corpus" / "jaxmd_soft_sphere_fire"
    module = io.read_module(f"{path}.mlir")
    inputs = numerics.load_inputs(f"{path}.npz", module)
    text = io.print_module(module, debug_info=True)
    cell = bench.run_cell_isolated(text, ["xla-best"], repeats=0, inputs=inputs)
    assert "error" not in cell
    best = cell["strategies"]["xla-best"]
    excluded = best.get("excluded", {})
    assert all(why.startswith("backend crashed:") for why in excluded.values())
    assert best["chosen"] not in excluded and best["match"] is True


def test_the_study_stage_table_ends_with_the_paper_pipeline() -> None:
    from fusion_mlir.passes import PIPELINES

    from fusion_mlir.tools.paper import STAGES, stage_strategies

    assert stage_strategies(STAGES[-1])[1] == f"ours:{PIPELINES['paper']}"
    assert all(
        s.startswith("ours+xla:inline-calls") for st in STAGES for s in stage_strategies(st)[:1]
    )


def test_corpus_programs_exported_for_another_platform_are_left_out_by_name(capsys) -> None:
    """A program calling LAPACK's custom calls was exported for the CPU: ``--corpus all``
    for cuda leaves it out and names it; for the CPU every program is kept."""
    from fusion_mlir.benchmarks.corpus_files import corpus_programs

    from fusion_mlir import backends
    from fusion_mlir.cli.bench import _for_backend

    call = "stablehlo.custom_call @lapack_spotrf_ffi(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32>"
    assert backends.exported_for(call) == ("cpu", "lapack_spotrf_ffi")
    assert backends.exported_for("stablehlo.custom_call @Sharding(%a)") is None
    programs = corpus_programs()
    assert _for_backend(programs, "cpu") == programs
    kept = _for_backend(programs, "cuda")
    left = [p for p in programs if p not in kept]
    assert left and all("lapack_" in p.mlir.read_text() for p in left)
    assert not any("lapack_" in p.mlir.read_text() for p in kept)
    err = capsys.readouterr().err
    assert all(p.name in err for p in left) and "exported for another platform" in err


def test_jobs_run_untimed_cells_together_and_keep_their_order(tmp_path: Path, capsys) -> None:
    """``--jobs 2`` on untimed cells (``--repeats 0``): the same cells, kernels and checks
    as one at a time, in the order asked for; with timings, ``--jobs`` is refused in one
    line (cells run together would take each other's cores)."""
    argv = ["-w", "softmax,layernorm,adam", "--repeats", "0", "-s", "xla,ours:default"]
    docs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"jobs{jobs}.json"
        assert bench_main([*argv, "--jobs", jobs, "--json", str(out)]) == 0
        docs.append(json.loads(out.read_text())["cells"])
    assert [c["workload"] for c in docs[1]] == ["softmax", "layernorm", "adam"]
    for one, two in zip(*docs, strict=True):
        assert one["workload"] == two["workload"] and one["size"] == two["size"]
        for s in ("xla", "ours:default"):
            a, b = one["strategies"][s], two["strategies"][s]
            assert a["match"] is True and b["match"] is True
            assert (a["kernels"], a["kernel_bytes"]) == (b["kernels"], b["kernel_bytes"])
    capsys.readouterr()
    assert bench_main(["-w", "softmax", "--jobs", "2", "--repeats", "3"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--jobs" in err[0] and "--repeats 0" in err[0]


def test_rounds_of_several_processes_are_pooled_and_stay_paired() -> None:
    """Two processes' rounds, one of them in a slower mode: each strategy's pooled rounds
    are both processes' in order, the median is the pooled one, the interval pairs round
    ``i`` with round ``i``, and xla-best keeps each process's choice."""
    rng = np.random.default_rng(3)
    base = [list(1.0 + 0.01 * rng.standard_normal(20)), list(2.0 + 0.01 * rng.standard_normal(20))]

    def run(p: int, chosen: str) -> dict[str, dict]:
        xla = base[p]
        ours = [t / 1.25 for t in xla]  # 1.25x faster in both modes, round for round
        common = {"kernels": 1, "match": True, "traffic_bytes": 10**9, "copy_gbps": 10.0 + p}
        return {
            "xla": {**common, "times_s": xla},
            "ours:default": {**common, "times_s": ours},
            "xla-best": {**common, "times_s": xla, "chosen": chosen},
        }

    pooled = bench.pool_processes([run(0, "xla"), run(1, "xla{multi-output}")])
    ours = pooled["ours:default"]
    assert ours["times_s"] == [t / 1.25 for t in base[0] + base[1]] and ours["repeats"] == 40
    assert ours["median_s"] == pytest.approx(float(np.median(ours["times_s"])))
    assert ours["gbps"] == pytest.approx(1.0 / ours["median_s"])
    assert ours["copy_gbps"] == pytest.approx(10.5)
    lo, hi = ours["speedup_ci"]["xla"]
    assert lo == pytest.approx(1.25) and hi == pytest.approx(1.25)  # paired: the modes cancel
    assert pooled["xla-best"]["chosen_per_process"] == ["xla", "xla{multi-output}"]
    assert "speedup_ci" not in pooled["xla"] or "xla" not in pooled["xla"]["speedup_ci"]


def test_cli_processes_pools_each_cells_rounds(tmp_path: Path, capsys) -> None:
    src = tmp_path / "m.mlir"
    src.write_text(MODULE)
    out_json = tmp_path / "out.json"
    argv = ["--mlir", str(src), "-s", "xla,ours:default", "--repeats", "3", "--warmup", "1"]
    assert bench_main([*argv, "--processes", "2", "--json", str(out_json)]) == 0
    assert "pooled over 2 processes" in capsys.readouterr().out
    doc = json.loads(out_json.read_text())
    assert doc["processes"] == 2
    ours = doc["strategies"]["ours:default"]
    assert ours["repeats"] == 6 and ours["match"] is True and "xla" in ours["speedup_ci"]
