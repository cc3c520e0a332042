"""Whole loops as single kernels: the ``loop-kernels`` pass's rule, the hook's settling of
XLA's whole-loop calls (``lowering.loops``), the kernel count of such a call, and the
end-to-end result on XLA:CPU."""

from __future__ import annotations

import numpy as np
import pytest
from fusion_mlir.passes import _loops as L
from fusion_mlir.passes._loops import kernel_bytes
from fusion_mlir.passes.loop_kernels import trip_cost
from jaxlib.mlir import ir

from fusion_mlir import backends, strategies
from fusion_mlir.backends.lowering.loops import loop_trip_bytes, settle_whole_loops
from fusion_mlir.ir import hlo, io
from fusion_mlir.passkit.base import PassContext
from fusion_mlir.pipeline import run_pipeline


def _counted_loop(t: str, trips: int, body: str, out: str) -> str:
    """``@main(%x: t)``: a while of ``trips`` trips carrying ``%v`` (``%x`` first) whose
    ``body`` lines end in ``out``, the next ``%v``."""
    return f"""
func.func public @main(%x: {t}) -> {t} {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, {t}
  cond {{
    %n = stablehlo.constant dense<{trips}> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
{body}
    stablehlo.return %j, {out} : tensor<i32>, {t}
  }}
  return %r#1 : {t}
}}
"""


def _loop_module(n: int, trips: int = 100) -> str:
    t = f"tensor<{n}xf32>"
    body = f"""    %s = stablehlo.sine %v : {t}
    %h = stablehlo.constant dense<0.5> : {t}
    %m = stablehlo.multiply %s, %h : {t}
    %c = stablehlo.cosine %m : {t}"""
    return _counted_loop(t, trips, body, "%c")


def _while(module) -> object:
    found = []
    module.operation.walk(
        lambda op: found.append(op.operation) or 0 if op.name == "stablehlo.while" else 0
    )
    return found[0]


def test_trip_cost_counts_kernels_and_the_elements_an_update_writes() -> None:
    ctx = io.new_context()
    with ctx:
        m = io.parse_module(_loop_module(1024))
        kernels, work = trip_cost(_while(m))
    # compare, add, sine, multiply, cosine (constants launch nothing)
    assert kernels == 5
    # one element operation for each scalar op, 1024 for each of the three others
    assert work == 2 + 3 * 1024
    text = """
func.func public @main(%buf: tensor<64x1024xf32>, %u: tensor<1x1024xf32>) -> tensor<64x1024xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %b = %buf) : tensor<i32>, tensor<64x1024xf32>
  cond {
    %n = stablehlo.constant dense<64> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %w = stablehlo.dynamic_update_slice %b, %u, %i, %z : (tensor<64x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<64x1024xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %w : tensor<i32>, tensor<64x1024xf32>
  }
  return %r#1 : tensor<64x1024xf32>
}
"""
    with ctx:
        m = io.parse_module(text)
        kernels, work = trip_cost(_while(m))
    # the update writes its 1024-element row, not the 64x1024 buffer
    assert kernels == 3
    assert work == 2 + 1024


def test_kernel_bytes_count_an_update_in_place_and_a_window_by_their_elements() -> None:
    """A stacked scan output updated in place moves its row, not its buffer; a value read
    only through a dynamic slice, the slice; a value also read whole, all of it."""
    text = """
func.func public @main(%buf: tensor<64x1024xf32>, %xs: tensor<64x1024xf32>, %i: tensor<i32>) -> (tensor<64x1024xf32>, tensor<64x1024xf32>, tensor<1x1024xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.dynamic_slice %xs, %i, %z, sizes = [1, 1024] : (tensor<64x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1024xf32>
  %f = "mhlo.fusion"(%xs, %buf, %i) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%a: tensor<64x1024xf32>, %b: tensor<64x1024xf32>, %j: tensor<i32>):
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.dynamic_slice %a, %j, %c0, sizes = [1, 1024] : (tensor<64x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1024xf32>
    %t = stablehlo.tanh %s : tensor<1x1024xf32>
    %w = stablehlo.dynamic_update_slice %b, %t, %j, %c0 : (tensor<64x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<64x1024xf32>
    mhlo.return %w : tensor<64x1024xf32>
  }) : (tensor<64x1024xf32>, tensor<64x1024xf32>, tensor<i32>) -> tensor<64x1024xf32>
  %g = "mhlo.fusion"(%xs, %buf, %i) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%a: tensor<64x1024xf32>, %b: tensor<64x1024xf32>, %j: tensor<i32>):
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.dynamic_slice %a, %j, %c0, sizes = [1, 1024] : (tensor<64x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1024xf32>
    %e = stablehlo.exponential %b : tensor<64x1024xf32>
    %w = stablehlo.dynamic_update_slice %e, %s, %j, %c0 : (tensor<64x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<64x1024xf32>
    mhlo.return %w : tensor<64x1024xf32>
  }) : (tensor<64x1024xf32>, tensor<64x1024xf32>, tensor<i32>) -> tensor<64x1024xf32>
  return %f, %g, %r : tensor<64x1024xf32>, tensor<64x1024xf32>, tensor<1x1024xf32>
}
"""
    row, whole, index = 4096, 64 * 4096, 4
    with io.new_context():
        m = io.parse_module(text)
        ops = [o.operation for o in m.body.operations[0].regions[0].blocks[0].operations]
        lone, update, not_in_place = ops[1], ops[2], ops[3]
        # a lone slice: its row and its two indices in, the row out
        assert kernel_bytes(lone) == row + 2 * index + row
        # the row of xs and the index in, the updated row out; the buffer stays where it is
        assert kernel_bytes(update) == row + index + row
        # an update of a computed buffer: the whole buffer read and written
        assert kernel_bytes(not_in_place) == row + whole + index + whole


@pytest.mark.parametrize(("n", "whole"), [(64, True), (65536, False)])
def test_the_pass_tags_a_loop_of_small_kernels_only(n: int, whole: bool) -> None:
    ctx = io.new_context()
    with ctx:
        m = io.parse_module(_loop_module(n))
        run_pipeline(m, "default,loop-kernels", explain=False)
        assert ("fusion_loop_kernel" in io.print_module(m)) is whole


def _hlo(n: int, tag: bool) -> str:
    fa = ', frontend_attributes={fusion_loop_kernel="1"}' if tag else ""
    s = f"(s32[], f32[{n}]{{0}})"
    return f"""\
HloModule m, frontend_attributes={{fusion_mlir_regroup="1"}}

%cond (p: (s32[], f32[{n}])) -> pred[] {{
  %p = {s} parameter(0)
  %i = s32[] get-tuple-element(%p), index=0
  %k = s32[] constant(10)
  ROOT %lt = pred[] compare(%i, %k), direction=LT
}}

%body (q: (s32[], f32[{n}])) -> (s32[], f32[{n}]) {{
  %q = {s} parameter(0)
  %i.1 = s32[] get-tuple-element(%q), index=0
  %v = f32[{n}]{{0}} get-tuple-element(%q), index=1
  %one = s32[] constant(1)
  %j = s32[] add(%i.1, %one)
  %s = f32[{n}]{{0}} sine(%v)
  ROOT %t = {s} tuple(%j, %s)
}}

%w_computation (st: (s32[], f32[{n}])) -> (s32[], f32[{n}]) {{
  %st = {s} parameter(0)
  ROOT %w = {s} while(%st), condition=%cond, body=%body{fa}
}}

ENTRY %main (x: f32[{n}]) -> f32[{n}] {{
  %x = f32[{n}]{{0}} parameter(0)
  %z = s32[] constant(0)
  %init = {s} tuple(%z, %x)
  %call = {s} call(%init), to_apply=%w_computation, frontend_attributes={{xla_cpu_small_call="true"}}
  ROOT %out = f32[{n}]{{0}} get-tuple-element(%call), index=1
}}
"""


@pytest.mark.parametrize(
    ("n", "tag", "kept"),
    [
        (4, False, True),  # under XLA's own threshold on our grouping
        (4096, False, False),  # over it, untagged: a loop of kernels again
        (4096, True, True),  # over it, tagged by loop-kernels
    ],
)
def test_the_hook_keeps_a_whole_loop_only_by_a_rule(n: int, tag: bool, kept: bool) -> None:
    module = hlo.parse_module(_hlo(n, tag))
    undone = settle_whole_loops(module)
    text = module.render()
    assert undone == (0 if kept else 1)
    assert ('xla_cpu_small_call="true"' in text) is kept
    assert ("%w_computation" in text) is kept
    if not kept:
        assert "%call = (s32[], f32[4096]{0}) while(%init), condition=%cond, body=%body" in text
    hlo.parse_module(text)  # still parses


def test_a_whole_loop_call_is_one_kernel() -> None:
    counted = hlo.count_kernels(_hlo(4, False))
    assert counted.by_kind == {"call": 1}
    assert counted.dynamic == 1


def test_loop_kernels_runs_the_loop_whole_and_computes_the_same() -> None:
    ctx = io.new_context()
    x = np.linspace(-2, 2, 256, dtype=np.float32)
    with ctx:
        base = io.parse_module(_loop_module(256))
        tagged = io.parse_module(_loop_module(256))
        run_pipeline(base, "inline-calls,producer-consumer,sibling,horizontal", explain=False)
        run_pipeline(tagged, "default,loop-kernels", explain=False)
        plain = strategies.compile_module(base, "ours")
        whole = strategies.compile_module(tagged, "ours")
    # Untagged, the loop is whole only under this XLA's own limit (1 KiB a trip in jax
    # 0.10.2's XLA, any size we tried in 0.12's); else it launches its kernels per trip.
    trip = max(loop_trip_bytes(hlo.parse_module(whole.hlo_text)))
    assert trip > 1024
    if trip < backends.get("cpu").small_loop_bytes():
        assert plain.kernels.by_kind.get("call") == 1
    else:
        assert "call" not in plain.kernels.by_kind
        assert plain.kernels.dynamic is not None and plain.kernels.dynamic > 100
    assert whole.kernels.by_kind.get("call") == 1
    assert whole.kernels.dynamic == sum(whole.kernels.by_kind.values()) < 5
    got = whole.run([x])[0]
    want = plain.run([x])[0]
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


def test_a_probe_inside_another_probe_sees_only_its_own_loops() -> None:
    """``loops_later`` run on a copy a probe made (``hoist-rng`` asks the rest of the
    pipeline, whose ``unroll-while`` asks again) ignores the outer probe's marks: an outer
    index past the inner list was an IndexError (numpyro's HMC under
    ``hoist-rng,...,unroll-while{factor=4}``)."""
    seen: list[int] = []
    with io.new_context():
        m = io.parse_module(_loop_module(64))
        loop = _while(m)
        loop.attributes[L._PROBE] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 7)
        ctx = PassContext(run_later=lambda copy: seen.append(1))
        assert L.loops_later(m, [False], ctx) == [[]]
        made = L.loops_later(m, [True], ctx)
    assert seen == [1, 1]
    assert made is not None and len(made) == 1 and made[0][0].kernels == 5


# A loop body as the regroup hook hands it on: a LAPACK custom call between two stretches of
# small kernels, one of them left unread by regrouping, one reading a constant.
_RUNS_HLO = """
HloModule m, frontend_attributes={fusion_mlir_regroup="1"}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %r = f32[] add(%a, %b)
}

%cond (p: (s32[], f32[4,4])) -> pred[] {
  %p = (s32[], f32[4,4]{1,0}) parameter(0)
  %i = s32[] get-tuple-element(%p), index=0
  %k = s32[] constant(10)
  ROOT %lt = pred[] compare(%i, %k), direction=LT
}

%body (q: (s32[], f32[4,4])) -> (s32[], f32[4,4]) {
  %q = (s32[], f32[4,4]{1,0}) parameter(0)
  %i.1 = s32[] get-tuple-element(%q), index=0
  %v = f32[4,4]{1,0} get-tuple-element(%q), index=1
  %half = f32[4,4]{1,0} constant({{0.5,0,0,0},{0,0.5,0,0},{0,0,0.5,0},{0,0,0,0.5}})
  %m = f32[4,4]{1,0} multiply(%v, %half)
  %unread = f32[4,4]{1,0} sine(%m)
  %e = f32[4,4]{1,0} add(%m, %v)
  %l = (f32[4,4]{1,0}, s32[]) custom-call(%e), custom_call_target="lapack_spotrf_ffi"
  %f = f32[4,4]{1,0} get-tuple-element(%l), index=0
  %zero = f32[] constant(0)
  %sum = f32[] reduce(%f, %zero), dimensions={0,1}, to_apply=%add
  %one = s32[] constant(1)
  %j = s32[] add(%i.1, %one)
  %n = f32[4,4]{1,0} negate(%f)
  ROOT %t = (s32[], f32[4,4]{1,0}) tuple(%j, %n)
}

ENTRY %main (x: f32[4,4]) -> f32[4,4] {
  %x = f32[4,4]{1,0} parameter(0)
  %z = s32[] constant(0)
  %init = (s32[], f32[4,4]{1,0}) tuple(%z, %x)
  %w = (s32[], f32[4,4]{1,0}) while(%init), condition=%cond, body=%body, frontend_attributes={fusion_loop_kernel="runs"}
  ROOT %out = f32[4,4]{1,0} get-tuple-element(%w), index=1
}
"""


def test_the_hook_makes_each_run_of_a_tagged_loop_one_call() -> None:
    """Between the custom call and the root, each stretch of two or more kernels becomes one
    whole-call kernel; what nothing reads is dropped (XLA's emitter aborts on it), a constant
    is cloned in rather than passed, and the result parses in XLA."""
    from fusion_mlir import _jax_private as P
    from fusion_mlir.backends.lowering.regions import outline_runs
    from fusion_mlir.backends.lowering.regroup import run_loop_computations

    module = hlo.parse_module(_RUNS_HLO)
    targets = run_loop_computations(module)
    assert sorted(targets) == ["body", "cond"]

    class Names:
        n = 0

        def fresh(self, base: str) -> str:
            self.n += 1
            return f"%{base}.{self.n}"

    assert outline_runs(module, targets, Names()) == 2  # the body's two runs; cond has one kernel
    text = module.render()
    body = module.comp("body")
    assert body is not None
    calls = [i for i in body.instrs if hlo.whole_call(i)]
    assert len(calls) == 2
    assert [i.opcode for i in body.instrs].count("custom-call") == 1
    assert "%unread" not in text
    first = module.comp(calls[0].attr("to_apply") or "")
    assert first is not None
    assert [i.opcode for i in first.instrs].count("constant") == 1  # %half, cloned in
    assert all(not i.shape.startswith("(") for i in first.instrs if i.opcode == "parameter")
    assert hlo.count_kernels(text).by_kind["call"] == 2
    P.hlo_text_to_proto(text)  # XLA's parser accepts it


def test_an_untagged_or_whole_loop_is_not_cut_into_runs() -> None:
    from fusion_mlir.backends.lowering.regroup import run_loop_computations

    assert run_loop_computations(hlo.parse_module(_RUNS_HLO.replace("runs", "0"))) == []
    assert run_loop_computations(hlo.parse_module(_hlo(4, True))) == []  # inside its call


def _solver_loop(trips: int = 50) -> str:
    t = "tensor<8x8xf32>"
    lapack = (
        "{mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : "
        "tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : "
        "tensor<0xindex>]}"
    )
    body = f"""    %vt = stablehlo.transpose %v, dims = [1, 0] : ({t}) -> {t}
    %a = stablehlo.add %v, %vt : {t}
    %id = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %jd = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %eq = stablehlo.compare EQ, %id, %jd : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %eight = stablehlo.constant dense<8.0> : {t}
    %zero = stablehlo.constant dense<0.0> : {t}
    %d = stablehlo.select %eq, %eight, %zero : tensor<8x8xi1>, {t}
    %t1 = stablehlo.tanh %a : {t}
    %spd = stablehlo.add %t1, %d : {t}
    %l:2 = stablehlo.custom_call @lapack_spotrf_ffi(%spd) {lapack} : ({t}) -> ({t}, tensor<i32>)
    %s = stablehlo.sine %l#0 : {t}
    %q = stablehlo.multiply %s, %s : {t}
    %w = stablehlo.subtract %q, %v : {t}
    %tw = stablehlo.tanh %w : {t}"""
    return _counted_loop(t, trips, body, "%tw")


def test_a_loop_xla_cannot_run_whole_runs_its_stretches_as_one_kernel_each() -> None:
    """A LAPACK solver keeps XLA:CPU from compiling the loop whole: tagged ``runs``, each
    trip launches a kernel per stretch around the solver, not one per group, and computes
    what XLA's own fusion computes."""
    ctx = io.new_context()
    x = np.linspace(-1, 1, 64, dtype=np.float32).reshape(8, 8)
    with ctx:
        base = io.parse_module(_solver_loop())
        tagged = io.parse_module(_solver_loop())
        ref = strategies.compile_module(base, "xla")
        run_pipeline(base, "inline-calls,producer-consumer,sibling,horizontal", explain=False)
        run_pipeline(tagged, "default", explain=False)
        assert L.io.frontend_attribute(_while(tagged), hlo.LOOP_KERNEL_ATTR) == hlo.LOOP_RUNS
        plain = strategies.compile_module(base, "ours")
        runs = strategies.compile_module(tagged, "ours")
    assert "call" not in plain.kernels.by_kind
    assert runs.kernels.by_kind.get("call", 0) >= 2
    assert plain.kernels.dynamic is not None and runs.kernels.dynamic is not None
    assert runs.kernels.dynamic < plain.kernels.dynamic
    want = ref.run([x])[0]
    np.testing.assert_allclose(runs.run([x])[0], want, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(plain.run([x])[0], want, rtol=1e-5, atol=1e-5)


_STRETCH_HLO = """
HloModule m

%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %r = f32[] add(%a, %b)
}

%rowsum_back (p: f32[8,8]) -> f32[8,8] {
  %p = f32[8,8]{1,0} parameter(0)
  %z = f32[] constant(0)
  %s = f32[8]{0} reduce(%p, %z), dimensions={1}, to_apply=%sum
  %b = f32[8,8]{1,0} broadcast(%s), dimensions={0}
  ROOT %d = f32[8,8]{1,0} divide(%p, %b)
}

%body (v: f32[8,8]) -> f32[8,8] {
  %v = f32[8,8]{1,0} parameter(0)
  %a = f32[8,8]{1,0} sine(%v)
  %b = f32[8,8]{1,0} cosine(%a)
  %n = f32[8,8]{1,0} fusion(%b), kind=kLoop, calls=%rowsum_back
  %c = f32[8,8]{1,0} tanh(%n)
  %e = f32[8,8]{1,0} exponential(%c)
  %big = f32[8,8,128]{2,1,0} broadcast(%e), dimensions={0,1}
  %f = f32[8,8]{1,0} negate(%e)
  %g = f32[8,8]{1,0} abs(%f)
  ROOT %t = (f32[8,8]{1,0}, f32[8,8,128]{2,1,0}) tuple(%g, %big)
}
"""


def test_a_run_ends_at_a_large_kernel_and_at_a_reduction_read_back() -> None:
    """Kernels worth their launch (over ``MAX_KERNEL_BYTES``) and fusions that read a
    reduction's result back (which the whole-call emitter recomputes per element) stay
    kernels of their own, between runs."""
    from fusion_mlir.backends.lowering import regions

    module = hlo.parse_module(_STRETCH_HLO)
    body = module.comp("body")
    assert body is not None
    comps = {c.name.lstrip("%"): c for c in module.computations}
    runs = regions._runs(body, comps, {})
    assert [[i.name.lstrip("%") for i in r] for r in runs] == [["a", "b"], ["c", "e"], ["f", "g"]]
