"""tools.compare: every non-trivial op is placed on both sides, the kernel counts are the
compiler's, and the verdicts say what happened."""

from __future__ import annotations

import json

import pytest
from corpus import CORPUS

from fusion_mlir import strategies
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline
from fusion_mlir.tools.compare.render import render_text
from fusion_mlir.tools.compare.run import compare_module
from fusion_mlir.tools.compare.tagging import tag_module

PROGRAMS = ("softmax", "layernorm", "scan_loop")


@pytest.fixture(scope="module")
def reports() -> dict[str, tuple]:
    out = {}
    for name in PROGRAMS:
        fn, args = CORPUS[name]()
        module = io.export(fn, *args)
        out[name] = (module, compare_module(module, "default"))
    return out


@pytest.mark.parametrize("name", PROGRAMS)
def test_every_non_trivial_op_is_placed(reports: dict, name: str) -> None:
    _, r = reports[name]
    ops = [o for o in r["ops"] if not o["trivial"] and not o["control"]]
    assert ops
    for side in ("xla", "ours"):
        placement = r[side]["placement"]
        missing = [o["id"] for o in ops if placement[str(o["id"])]["status"] == "unmapped"]
        assert not missing, f"{side}: ops {missing} not placed"
        # each op sits in at least one kernel, or needed none (bitcast)
        for o in ops:
            p = placement[str(o["id"])]
            assert p["kernels"] or p["status"] == "free"


@pytest.mark.parametrize("name", PROGRAMS)
def test_kernel_counts_are_the_compilers(reports: dict, name: str) -> None:
    module, r = reports[name]
    xla = strategies.compile_module(module, "xla").kernels
    ours_module = io.clone_module(module)
    run_pipeline(ours_module, "default")
    ours = strategies.compile_module(ours_module, "ours").kernels
    assert (r["xla"]["kernels"], r["xla"]["by_kind"]) == (xla.static, xla.by_kind)
    assert (r["ours"]["kernels"], r["ours"]["by_kind"]) == (ours.static, ours.by_kind)
    assert r["xla"]["per_execution"] == xla.dynamic
    for side in ("xla", "ours"):
        # A loop run whole is one kernel; the kernels inside it are listed in its place.
        outside = [k for k in r[side]["kernel_list"] if not k["within"]]
        assert len(outside) + len(r[side]["whole_loop_kernels"]) == r[side]["kernels"]
        listed = sum(len(g["xla" if side == "xla" else "ours"]) for g in r["groups"])
        assert listed == len(r[side]["kernel_list"])  # every kernel is in exactly one row


def test_softmax_we_merge_xla_kernels(reports: dict) -> None:
    _, r = reports["softmax"]
    # Ours: the whole softmax in one library kernel (every op one the library runs, so the
    # exp that the sum and the division both read is computed once), merging XLA's kernels.
    assert r["ours"]["kernels"] == 1 and r["xla"]["kernels"] > 2
    merged = [g for g in r["groups"] if g["verdict"] == "we-merged"]
    assert len(merged) == 1
    assert all(any("fused" in why for why in g["reasons"]) for g in merged)


def test_scan_body_is_mapped_into_the_loop(reports: dict) -> None:
    _, r = reports["scan_loop"]
    for side in ("xla", "ours"):
        kernels = r[side]["kernel_list"]
        body = [k for k in kernels if k["scope"].endswith(".body")]
        assert body and all(k["runs_per_execution"] == 5 for k in body)
        # A loop this small XLA:CPU may run whole, as one kernel: its body's kernels are then
        # the ones compared, each marked as run inside it.
        whole = r[side]["whole_loop_kernels"]
        assert (
            all(k["within"] in whole for k in body)
            if whole
            else not any(k["within"] for k in kernels)
        )
        assert {o["scope"] for o in r["ops"]} >= {"main"} | {k["scope"] for k in body}
    text = render_text(r)
    assert "kernels: XLA" in text and "same" in text
    if r["xla"]["whole_loop_kernels"] or r["ours"]["whole_loop_kernels"]:
        assert "loops run whole, one kernel each" in text


def test_tagging_is_unique_and_in_place(ctx: object) -> None:
    fn, args = CORPUS["softmax"]()
    module = io.export(fn, *args)
    records = tag_module(module)
    assert [r.id for r in records] == list(range(len(records)))
    text = io.print_module(module, debug_info=True)
    assert all(f'"fmid{r.id}"' in text for r in records)


def test_cli_compare_xla(tmp_path: object, capsys: pytest.CaptureFixture) -> None:
    from fusion_mlir.cli.opt import main

    fn, args = CORPUS["softmax"]()
    path = tmp_path / "softmax.mlir"  # type: ignore[operator]
    path.write_text(io.print_module(io.export(fn, *args)))
    assert main([str(path), "-p", "default", "--compare-xla", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["summary"]["we-merged"] == 1
    assert main([str(path), "-p", "default", "--compare-xla"]) == 0
    assert "XLA's fusion vs ours" in capsys.readouterr().out


def test_each_loop_gets_the_decisions_made_in_it() -> None:
    """Two loops with the same body: SSA names repeat from one loop body to the next, so a
    decision is tied to the ops it named then, not to the first ops of those names."""
    import jax
    import jax.numpy as jnp

    from fusion_mlir.pipeline import parse_pipeline, run_passes
    from fusion_mlir.tools.compare.run import _TagContext

    def body(_: int, x: jax.Array) -> jax.Array:
        return jnp.tanh(jnp.sin(x) * 2.0 + 1.0)

    def two_loops(a: jax.Array, b: jax.Array) -> tuple[jax.Array, jax.Array]:
        return jax.lax.fori_loop(0, 3, body, a), jax.lax.fori_loop(0, 4, body, b)

    x = jnp.ones((256,), jnp.float32)
    module = io.export(two_loops, x, x)
    run_passes(module, parse_pipeline("inline-calls"))
    scope = {r.id: r.scope for r in tag_module(module)}
    ctx = _TagContext()
    run_passes(module, parse_pipeline("producer-consumer"), ctx)
    scopes = [{scope[t] for t in ids} for ids in ctx.decision_ids]
    assert all(len(s) == 1 for s in scopes)  # a decision is about ops of one block
    bodies = {next(iter(s)) for s in scopes} - {"main"}
    assert len(bodies) == 4  # each loop's body and condition


_NESTED_WHOLE_LOOPS = """HloModule m

%cond (c: (s32[], f32[8])) -> pred[] {
  %c = (s32[], f32[8]{0}) parameter(0)
  %i = s32[] get-tuple-element(%c), index=0
  %n = s32[] constant(3)
  ROOT %lt = pred[] compare(%i, %n), direction=LT
}

%fused_sine (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  ROOT %s = f32[8]{0} sine(%p)
}

%inner (y: f32[8]) -> f32[8] {
  %y = f32[8]{0} parameter(0)
  ROOT %f2 = f32[8]{0} fusion(%y), kind=kLoop, calls=%fused_sine
}

%body (b: (s32[], f32[8])) -> (s32[], f32[8]) {
  %b = (s32[], f32[8]{0}) parameter(0)
  %i.1 = s32[] get-tuple-element(%b), index=0
  %v = f32[8]{0} get-tuple-element(%b), index=1
  %one = s32[] constant(1)
  %j = s32[] add(%i.1, %one)
  %f1 = f32[8]{0} fusion(%v), kind=kLoop, calls=%fused_sine
  %k = f32[8]{0} call(%f1), to_apply=%inner, frontend_attributes={xla_cpu_small_call="true"}
  ROOT %t = (s32[], f32[8]{0}) tuple(%j, %k)
}

%loop (st: (s32[], f32[8])) -> (s32[], f32[8]) {
  %st = (s32[], f32[8]{0}) parameter(0)
  ROOT %w = (s32[], f32[8]{0}) while(%st), condition=%cond, body=%body, backend_config={"known_trip_count":{"n":"3"}}
}

ENTRY %main (x: f32[8]) -> f32[8] {
  %x = f32[8]{0} parameter(0)
  %z = s32[] constant(0)
  %init = (s32[], f32[8]{0}) tuple(%z, %x)
  %call = (s32[], f32[8]{0}) call(%init), to_apply=%loop, frontend_attributes={xla_cpu_small_call="true"}
  ROOT %out = f32[8]{0} get-tuple-element(%call), index=1
}
"""


def test_the_kernels_inside_a_whole_loop_are_compared() -> None:
    """A loop XLA:CPU runs whole is one kernel (``count_kernels``), but the comparison lists
    the kernels inside it, each marked with the whole loop that runs it (a loop nested in it
    is part of the same kernel) and counted per run of the loop's body."""
    from fusion_mlir.ir import hlo
    from fusion_mlir.tools.compare.mapping import map_side

    side = map_side("xla", _NESTED_WHOLE_LOOPS, [])
    assert hlo.count_kernels(_NESTED_WHOLE_LOOPS).by_kind == {"call": 1}
    assert side.whole == ["main/call"]
    inside = {k.name: k for k in side.kernels.values()}
    assert {"f1", "f2", "lt", "j"} <= set(inside)
    assert all(k.within == "main/call" for k in inside.values())
    assert inside["f1"].trips == inside["f2"].trips == 3
    assert inside["lt"].trips == 4  # the condition runs once more than the body
