"""The spine: parse/print/export, grouping and its inverse, compile strategies, kernels."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from conftest import ABORTING_MODULE, fuse_whole_body
from corpus import CORPUS
from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.backends import numerics
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.ir.hlo import count_kernels
from fusion_mlir.passkit import grouping

CHAIN = """func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %a, %b : tensor<4x8xf32>
  %1 = stablehlo.sine %0 : tensor<4x8xf32>
  %2 = stablehlo.multiply %1, %a : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
"""


def test_parse_error_is_one_line_with_location(ctx: ir.Context) -> None:
    bad = CHAIN.replace("%b : tensor<4x8xf32>\n", "%zz : tensor<4x8xf32>\n")
    with pytest.raises(UserError) as e:
        io.parse_module(bad, "in.mlir", ctx)
    msg = str(e.value)
    assert msg.startswith("in.mlir:2:")
    assert "error: use of undeclared SSA value" in msg
    assert "\n" not in msg


def test_non_utf8_and_bad_bytecode(ctx: ir.Context) -> None:
    with pytest.raises(UserError, match=r"^x.mlir:2:3: error: input is not UTF-8"):
        io.parse_module(b"//\n  \xff\xfe", "x.mlir", ctx)
    with pytest.raises(UserError, match=r"^x\.mlirbc: error:"):
        io.parse_module(b"ML\xefR\x00\x01garbage", "x.mlirbc", ctx)


@pytest.mark.smoke
def test_bytecode_round_trip(ctx: ir.Context) -> None:
    import io as pyio

    m = io.parse_module(CHAIN, "c.mlir", ctx)
    buf = pyio.BytesIO()
    m.operation.write_bytecode(buf)
    back = io.parse_module(buf.getvalue(), "c.mlirbc", ctx)
    assert io.print_module(back) == io.print_module(m)


@pytest.mark.smoke
@pytest.mark.parametrize("name", sorted(CORPUS))
def test_corpus_round_trip_and_strategies(name: str) -> None:
    fn, args = CORPUS[name]()
    m = io.export(fn, *args)
    text = io.print_module(m)
    again = io.print_module(io.parse_module(text))
    assert again == text
    res = strategies.run_strategies(io.parse_module(text))
    for s, r in res.items():
        assert r.error is None, (s, r.error)
        assert r.match, (s, r.detail)
    assert res["xla"].kernels.static <= res["unfused"].kernels.static


def test_form_and_inline_fusion_are_inverse() -> None:
    fn, args = CORPUS["softmax"]()
    m = io.export(fn, *args)
    before = io.print_module(m)
    fusion = fuse_whole_body(m)
    with m.context:
        assert m.operation.verify()
        assert boundary.fusion_kind(fusion) == "kLoop"
        assert len(fusion.results) == 1
        grouping.inline_fusion(fusion)
        assert m.operation.verify()
    assert io.print_module(m) == before


def test_form_fusion_keeps_attributes_and_locations(ctx: ir.Context) -> None:
    text = CHAIN.replace("stablehlo.sine %0", 'stablehlo.sine %0 {mhlo.sharding = "{replicated}"}')
    m = io.parse_module(text, "c.mlir", ctx)
    with ctx:
        body = list(io.main_function(m).regions[0].blocks[0].operations)
        grouping.form_fusion([o.operation for o in body[:2]])
        printed = io.print_module(m, debug_info=True)
    assert 'mhlo.sharding = "{replicated}"' in printed
    assert "loc(fused[#loc" in printed  # the group's location fuses its members'


def test_form_fusion_moves_dependents_after_the_group(ctx: ir.Context) -> None:
    text = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  %1 = stablehlo.custom_call @opaque(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.exponential %a : tensor<4xf32>
  %3 = stablehlo.add %0, %2 : tensor<4xf32>
  %4 = stablehlo.add %3, %1 : tensor<4xf32>
  return %4 : tensor<4xf32>
}"""
    m = io.parse_module(text, "d.mlir", ctx)
    with ctx:
        ops = [o.operation for o in io.main_function(m).regions[0].blocks[0].operations]
        g = BlockGraph(ops[0].block)
        assert not g.creates_cycle([0, 2, 3])
        assert g.creates_cycle([0, 4])  # 0 -> custom_call -> 4 leaves and re-enters
        fusion = grouping.form_fusion([ops[0], ops[2], ops[3]])
        assert m.operation.verify()
        assert len(fusion.results) == 2  # %0 feeds the custom_call, %3 feeds %4


def test_form_fusion_with_copies(ctx: ir.Context) -> None:
    """A copy joins the group and its original keeps its other users; an original that
    reads a member reads the group's result; outputs match the module before."""
    text = """func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.negate %a : tensor<4xf32>
  %1 = stablehlo.multiply %0, %c : tensor<4xf32>
  %2 = stablehlo.add %1, %0 : tensor<4xf32>
  return %2, %1 : tensor<4xf32>, tensor<4xf32>
}"""
    m = io.parse_module(text, "c.mlir", ctx)
    before = strategies.compile_module(m, "unfused").run([np.arange(4, dtype=np.float32)])
    with ctx:
        ops = [o.operation for o in io.main_function(m).regions[0].blocks[0].operations]
        fusion = grouping.form_fusion([ops[1], ops[3]], copies=[ops[0], ops[2]])
        assert m.operation.verify()
        # %0 is an output: the original multiply, left outside for the return, reads it.
        assert len(fusion.results) == 2
        body = [o.operation.name for o in fusion.regions[0].blocks[0].operations]
        assert body.count("stablehlo.multiply") == 1 and body.count("stablehlo.constant") == 1
        outside = [o.operation.name for o in io.main_function(m).regions[0].blocks[0].operations]
        assert outside.count("stablehlo.multiply") == 1  # the original, for the return
    after = strategies.compile_module(m, "unfused").run([np.arange(4, dtype=np.float32)])
    for x, y in zip(before, after, strict=True):
        np.testing.assert_array_equal(x, y)


def test_formed_fusions_are_tracked_per_pipeline_run(ctx: ir.Context) -> None:
    """Inside ``tracking_fusions`` a formed fusion counts as reading only its operands;
    outside it, after ``forget_fusions`` and once inlined, it does not."""
    m = io.parse_module(CHAIN, "c.mlir", ctx)
    with ctx:
        block = io.main_function(m).regions[0].blocks[0]
        ops = [o.operation for o in block.operations]
        outside = grouping.form_fusion(ops[:2])
        assert not boundary.reads_only_operands(outside)
        grouping.inline_fusion(outside)
        with boundary.tracking_fusions():
            ops = [o.operation for o in block.operations]
            f = grouping.form_fusion(ops[:2])
            assert boundary.reads_only_operands(f)
            boundary.forget_fusions()
            assert not boundary.reads_only_operands(f)
            grouping.inline_fusion(f)
            g = grouping.form_fusion([o.operation for o in block.operations][:2])
            assert boundary.reads_only_operands(g)
            grouping.inline_fusion(g)
            assert not boundary._formed.get()
        assert m.operation.verify()


def test_softmax_as_one_group_is_one_kernel() -> None:
    fn, args = CORPUS["softmax"]()
    m = io.export(fn, *args)
    fuse_whole_body(m)
    res = strategies.run_strategies(m, ("xla", "unfused", "ours"))
    assert all(r.match for r in res.values()), {s: r.detail for s, r in res.items()}
    assert res["ours"].kernels.static == 1
    assert res["unfused"].kernels.static > 4


def test_random_inputs_cover_dtypes(ctx: ir.Context) -> None:
    types = ["f16", "bf16", "f32", "f64", "i1", "i8", "i32", "i64", "ui8", "ui32"]
    args = ", ".join(f"%a{i}: tensor<2x3x{t}>" for i, t in enumerate(types))
    m = io.parse_module(f"func.func @main({args}) {{\n  return\n}}", "t.mlir", ctx)
    arrays = numerics.random_inputs(m)
    assert [str(a.dtype) for a in arrays] == [
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "bool",
        "int8",
        "int32",
        "int64",
        "uint8",
        "uint32",
    ]
    assert all(a.shape == (2, 3) for a in arrays)


def test_outputs_match_rules() -> None:
    a = np.arange(6, dtype=np.int32)
    assert numerics.outputs_match([a], [a.copy()])[0]
    assert not numerics.outputs_match([a], [a + 1])[0]
    f = np.linspace(0, 1, 6, dtype=np.float32)
    assert numerics.outputs_match([f], [f + 1e-7])[0]
    assert not numerics.outputs_match([f], [f + 1e-2])[0]
    assert not numerics.outputs_match([f], [f.astype(np.float64)])[0]


def test_dynamic_shapes_are_a_user_error(ctx: ir.Context) -> None:
    m = io.parse_module(
        "func.func @main(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {\n  return %a : tensor<?x4xf32>\n}",
        "dyn.mlir",
        ctx,
    )
    with pytest.raises(UserError, match="dynamic shape"):
        numerics.random_inputs(m)


HLO = """HloModule m, entry_computation_layout={(f32[4]{0})->f32[4]{0}}

%body (p: (s32[], f32[4])) -> (s32[], f32[4]) {
  %p = (s32[], f32[4]{0}) parameter(0)
  %g = f32[4]{0} get-tuple-element(%p), index=1
  %f = f32[4]{0} fusion(%g), kind=kLoop, calls=%fc
  %i = s32[] get-tuple-element(%p), index=0
  ROOT %t = (s32[], f32[4]{0}) tuple(%i, %f)
}

%cond (p.1: (s32[], f32[4])) -> pred[] {
  %p.1 = (s32[], f32[4]{0}) parameter(0)
  ROOT %c = pred[] fusion(%p.1), kind=kLoop, calls=%cc
}

ENTRY %main (x: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0)
  %cp = f32[4]{0} copy(%x)
  %w = (s32[], f32[4]{0}) while(%cp), condition=%cond, body=%body, backend_config={"known_trip_count":{"n":"10"}}
  %d = f32[4]{0} custom-call(%x), custom_call_target="foo"
  ROOT %y = f32[4]{0} fusion(%w, %d), kind=kCustom, calls=%lib, backend_config={"fusion_config":{"kind":"__ynn_fusion"}}
}
"""


def test_count_kernels_by_kind_and_per_execution() -> None:
    k = count_kernels(HLO)
    assert k.by_kind == {"copy": 1, "custom-call": 1, "library": 1, "loop": 2}
    assert k.static == 5
    assert k.dynamic == 3 + 10 * 1 + 11 * 1  # entry + body x trips + cond x (trips + 1)


def test_backend_abort_does_not_kill_the_caller() -> None:
    """A multi-result pre-layout fusion aborts XLA:CPU; isolation turns it into an error."""
    from fusion_mlir.isolate import BackendCrash, call_isolated

    with pytest.raises(BackendCrash, match="has_layout"):
        call_isolated("fusion_mlir.strategies:kernel_counts", ABORTING_MODULE, "ours")


def test_block_order_follows_every_rewrite() -> None:
    """``grouping.BlockOrder`` agrees with MLIR's own order after forming groups, moving
    their dependents, cloning producers and inlining fusions back, all in one block."""
    import random

    from fusion_mlir.benchmarks.pipeline_scaling import make_module

    module = io.parse_module(make_module(300, seed=3))
    block = io.main_function(module).regions[0].blocks[0]
    order = grouping.BlockOrder(block)
    rng = random.Random(0)
    with module.context:
        for step in range(60):
            ops = [o.operation for o in block.operations][:-1]
            if step % 3 == 2 and (fs := [o for o in ops if o.name == boundary.FUSION_OP]):
                grouping.inline_fusion(rng.choice(fs), order)
                continue
            graph = BlockGraph(block)
            i = rng.randrange(len(ops) - 3)
            j = i + rng.randrange(1, 3)
            if graph.creates_cycle([i, j]):
                continue
            group = [ops[i], ops[j]]
            producer = group[0].operands[0].owner
            copies = []
            if not isinstance(producer, ir.Block) and step % 2 and not len(producer.regions):
                copies.append(producer.operation)
            grouping.form_fusion(group, order=order, copies=copies)
            ops = [o.operation for o in block.operations]
            # Every op has its own key, increasing in block order: no question goes to MLIR.
            keys = [order._key.get(grouping._ptr(o)) for o in ops]
            assert None not in keys
            assert all(a < b for a, b in itertools.pairwise(keys))
            assert order.sort(reversed(ops)) == ops
    assert module.operation.verify()
