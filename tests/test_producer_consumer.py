"""The producer-consumer pass on real JAX programs: differential against XLA, idempotent,
and in agreement with the StableHLO reference interpreter."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import main_ops
from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary, features
from fusion_mlir.analysis.features import ROUTES
from fusion_mlir.backends import numerics, xla_cpu
from fusion_mlir.ir import io
from fusion_mlir.passkit import grouping
from fusion_mlir.pipeline import run_pipeline
from tests import corpus

PROGRAMS = [
    "mlp_forward",
    "mlp_backward",
    "layernorm",
    "batchnorm",
    "softmax",
    "attention_scores",
    "attention_probs",
    "attention_core",
    "scan_loop",
    "int_bool",
]


def _exported(name: str) -> ir.Module:
    fn, args = corpus.CORPUS[name]()
    return io.parse_module(io.print_module(io.export(fn, *args), debug_info=True))


@pytest.fixture(autouse=True)
def _verify_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the full legality check next to every fast-path check and compare."""
    from fusion_mlir.passes import producer_consumer

    monkeypatch.setattr(producer_consumer, "VERIFY_FAST_PATH", True)


@pytest.mark.parametrize("pipeline", ["producer-consumer", "default"])
@pytest.mark.parametrize("name", PROGRAMS)
def test_differential(name: str, pipeline: str) -> None:
    module = _exported(name)
    if pipeline == "producer-consumer":
        run_pipeline(module, "inline-calls")
    run_pipeline(module, pipeline)
    with module.context:
        assert module.operation.verify()
    text = io.print_module(module)
    assert boundary.FUSION_OP in text
    io.parse_module(text)  # re-parses
    results = strategies.run_strategies(module, ("xla", "unfused", "ours"))
    for strategy, r in results.items():
        assert r.error is None, f"{strategy}: {r.error}"
        assert r.match, f"{strategy}: {r.detail}"
    assert results["ours"].kernels.static <= results["unfused"].kernels.static


@pytest.mark.parametrize("name", PROGRAMS)
def test_idempotent(name: str) -> None:
    module = _exported(name)
    run_pipeline(module, "default")
    once = io.print_module(module, debug_info=True)
    ctx = run_pipeline(module, "producer-consumer")
    assert io.print_module(module, debug_info=True) == once
    assert not any(d.fused for d in ctx.explain.decisions)


@pytest.mark.parametrize("name", ["mlp_backward", "attention_scores"])
def test_every_group_has_one_result_and_holds_a_contraction_only_as_a_dot_epilogue(
    name: str,
) -> None:
    module = _exported(name)
    run_pipeline(module, "default")
    for f in boundary.fusions(module.operation):
        body = [o.operation for o in f.regions[0].blocks[0].operations][:-1]
        assert len(f.results) == 1
        assert "dot" not in features.group_features(body, [r.type for r in f.results])


@pytest.mark.parametrize("name, reduces", [("attention_scores", 1), ("attention_probs", 2)])
def test_dot_epilogue_runs_as_one_library_kernel(name: str, reduces: int) -> None:
    """Attention's scores with their row-max-shifted exponentials, or with their whole
    softmax: one group holding the dot, one library kernel on XLA:CPU, the same outputs."""
    module = _exported(name)
    run_pipeline(module, "default")
    (fusion,) = boundary.fusions(module.operation)
    names = [o.operation.name for o in fusion.regions[0].blocks[0].operations]
    assert names[0] == "stablehlo.dot_general"
    assert names.count("stablehlo.reduce") == reduces
    results = strategies.run_strategies(module, ("xla", "unfused", "ours"))
    assert all(r.match for r in results.values()), {k: r.detail for k, r in results.items()}
    if not xla_cpu.library_dot_supported():
        pytest.skip("this XLA:CPU has no library kernels")
    assert results["ours"].kernels.by_kind == {"library": 1}
    assert results["unfused"].kernels.static > 1


def test_a_dot_chain_is_one_group_only_where_the_table_allows_it() -> None:
    """Attention's scores, softmax and weighted values: one group holding both dots where
    the backend's table allows a dot-chain (one library kernel on XLA:CPU, the same outputs),
    else no group holds the second dot."""
    module = _exported("attention_core")
    ctx = run_pipeline(module, "default")
    allowed = any(ctx.capabilities.allows(features.Feature.DOT_CHAIN, r) for r in ROUTES)
    dots = [
        sum(o.operation.name == "stablehlo.dot_general" for o in f.regions[0].blocks[0])
        for f in boundary.fusions(module.operation)
    ]
    results = strategies.run_strategies(module, ("xla", "unfused", "ours"))
    assert all(r.match for r in results.values()), {k: r.detail for k, r in results.items()}
    if not allowed:
        assert max(dots, default=0) <= 1
        return
    assert dots == [2]
    if xla_cpu.library_dot_supported():
        assert results["ours"].kernels.by_kind == {"library": 1}


def test_decisions_name_checks_and_savings() -> None:
    module = _exported("layernorm")
    ctx = run_pipeline(module, "default")
    decisions = [d for d in ctx.explain.decisions if d.pass_name == "producer-consumer"]
    assert decisions
    assert all(len(d.ops) == 2 and d.check for d in decisions)
    assert any(d.fused and d.bytes_saved > 0 for d in decisions)


def test_options_parse_and_limit() -> None:
    module = _exported("layernorm")
    run_pipeline(module, "inline-calls,producer-consumer{max-ops=3 allow-duplication=false}")
    for f in boundary.fusions(module.operation):
        assert len(f.regions[0].blocks[0].operations) - 1 <= 3


def test_reference_interpreter_agrees() -> None:
    """The StableHLO interpreter (independent of XLA) on the fused module, fusions inlined."""
    from jaxlib.mlir.dialects import stablehlo

    module = _exported("layernorm")
    inputs = numerics.random_inputs(module)
    expected = strategies.compile_module(module, "xla").run(inputs)
    run_pipeline(module, "default")
    assert boundary.fusions(module.operation)
    clone = io.clone_module(module)
    with clone.context:
        assert grouping.inline_all_fusions(clone) > 0
        args = [ir.DenseElementsAttr.get(np.ascontiguousarray(a)) for a in inputs]
        outs = stablehlo.eval_module(clone, args)
    got = [np.array(o) for o in outs]
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        np.testing.assert_allclose(g.reshape(e.shape), e, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", ["mlp_backward", "random", "scan_loop"])
def test_explaining_does_not_change_decisions(name: str) -> None:
    """With decisions logged every root is visited to record refusals; without, roots no
    producer can join are skipped. The grouping must be the same either way."""
    from fusion_mlir.benchmarks.pipeline_scaling import make_module

    fn, args = corpus.CORPUS[name]()
    for text in (io.print_module(io.export(fn, *args)), make_module(400, seed=5)):
        quiet, explained = io.parse_module(text), io.parse_module(text)
        run_pipeline(quiet, "default", explain=False)
        ctx = run_pipeline(explained, "default", explain=True)
        assert ctx.explain.decisions
        assert io.print_module(quiet) == io.print_module(explained)


def test_no_group_reruns_a_column_sum_per_element() -> None:
    """A batch norm's statistics are column sums read back by its normalisation: no group
    the default pipeline forms holds one as a loop fusion would run it (a ``-major``
    feature), and the variance's refusal names that rule."""
    from fusion_mlir.analysis.features import group_features

    module = _exported("batchnorm")
    ctx = run_pipeline(module, "default")
    fusions = [
        o.operation
        for o in io.main_function(module).regions[0].blocks[0].operations
        if o.operation.name == boundary.FUSION_OP
    ]
    assert fusions
    with module.context:
        for f in fusions:
            body = [o.operation for o in f.regions[0].blocks[0].operations][:-1]
            feats = group_features(body, [r.type for r in f.results])
            assert not {x for x in feats if x.endswith("-major")}, feats
    assert any(
        not d.fused and d.check.startswith("backend cannot run reduce over a non-minor dimension")
        for d in ctx.explain.decisions
    )
    assert strategies.run_strategies(module, ("xla", "ours"))["ours"].match


def test_a_sum_over_n_h_and_w_of_nchw_is_not_read_back_in_its_group() -> None:
    """NCHW batch norm: its sums over N, H and W keep C between reduced dimensions, a column
    walk for the loop emitter; read back in one group, the regroup hook left that group
    unfused (13 kernels for XLA's 5, 0.49x of XLA at 16x32x64x64). Each sum now ends its
    group, and the refusal names the rule."""
    import jax
    import jax.numpy as jnp

    def f(x: object) -> object:
        m = jnp.mean(x, (0, 2, 3), keepdims=True)
        v = jnp.mean((x - m) ** 2, (0, 2, 3), keepdims=True)
        return (x - m) * jax.lax.rsqrt(v + 1e-5)

    x = np.random.default_rng(5).standard_normal((4, 8, 16, 16)).astype(np.float32)
    module = io.parse_module(io.print_module(io.export(f, x), debug_info=True))
    ctx = run_pipeline(module, "default")
    assert any(
        not d.fused and d.check.startswith("backend cannot run reduce over a non-minor dimension")
        for d in ctx.explain.decisions
    )
    results = strategies.run_strategies(module, ("xla", "ours"))
    assert results["ours"].match
    assert results["ours"].kernels.static <= results["xla"].kernels.static


def test_two_sums_over_n_h_and_w_of_nchw_stay_apart() -> None:
    """An NCHW batch norm's statistics, the sums of ``x`` and ``x * x`` over N, H and W: one
    multi-output loop fusion of the two ran 4x the time of each alone (16x32x64x64: 0.23x of
    XLA), so they stay two groups, as XLA keeps them; values as XLA's."""
    import jax.numpy as jnp

    def f(x: object) -> object:
        return jnp.mean(x, (0, 2, 3)), jnp.mean(x * x, (0, 2, 3))

    x = np.random.default_rng(6).standard_normal((4, 8, 16, 16)).astype(np.float32)
    module = io.parse_module(io.print_module(io.export(f, x), debug_info=True))
    run_pipeline(module, "default")
    fusions = [
        o.operation
        for o in io.main_function(module).regions[0].blocks[0].operations
        if o.operation.name == boundary.FUSION_OP
    ]
    assert len(fusions) == 2 and all(len(f.results) == 1 for f in fusions)
    assert strategies.run_strategies(module, ("xla", "ours"))["ours"].match


def test_edge_gathers_and_their_concatenate_are_one_kernel() -> None:
    """A graph network's edge update input, ``concat([edges, nodes[senders],
    nodes[receivers]])``: the concatenate reads each gathered element once, so the gathers
    join its group and the three are one kernel, as in XLA's plan (a kernel more each
    before, 57 kernels to XLA's 50 on the corpus's graph network); values as XLA's."""
    import jax.numpy as jnp

    def f(nodes: object, edges: object, senders: object, receivers: object) -> object:
        return jnp.concatenate([edges, nodes[senders], nodes[receivers]], axis=1)

    rng = np.random.default_rng(7)
    args = (
        rng.standard_normal((100, 16)).astype(np.float32),
        rng.standard_normal((800, 4)).astype(np.float32),
        rng.integers(0, 100, 800).astype(np.int32),
        rng.integers(0, 100, 800).astype(np.int32),
    )
    module = io.parse_module(io.print_module(io.export(f, *args), debug_info=True))
    run_pipeline(module, "default")
    results = strategies.run_strategies(module, ("xla", "ours"), inputs=list(args))
    assert results["ours"].match
    assert results["ours"].kernels.static - results["ours"].kernels.by_kind.get("copy", 0) == 1


def _recompute_refusals(module: ir.Module) -> list[str]:
    from fusion_mlir.analysis import legality

    ctx = run_pipeline(module, "default")
    return [
        d.ops[0].split("=")[1]
        for d in ctx.explain.decisions
        if d.pass_name == "producer-consumer" and d.check == legality.EXPENSIVE_RECOMPUTE
    ]


def test_expensive_op_read_by_reduction_and_epilogue_stays_out_of_a_loop_fusion() -> None:
    """``exp`` feeds both a row sum and the division by it: in one loop fusion it would be
    computed twice, so it ends the group of the division when that group holds an op a
    library kernel does not run (here the ``log`` after the division). (A later round
    still adds it to that group, seen as a fusion whose body the rule does not read.)"""
    import jax.numpy as jnp

    def f(x: object) -> object:
        e = jnp.exp(x)
        return jnp.log(e / e.sum(-1, keepdims=True))

    module = io.export(f, np.ones((8, 64), np.float32))
    assert _recompute_refusals(module) == ["exponential"]


def test_softmax_is_one_library_group_where_the_table_allows_it() -> None:
    """Where the table allows a reduce-chain of library ops (XLA:CPU runs it as one library
    kernel, which computes each value once), the whole softmax is one group, matching."""
    from fusion_mlir.analysis.features import ROUTES
    from fusion_mlir.backends.capabilities import load_capabilities

    caps = load_capabilities("cpu")
    if not any(caps.allows("reduce-chain-library", r) for r in ROUTES):
        pytest.skip("this XLA:CPU runs no reduce-chain as one library kernel")
    module = _exported("softmax")
    assert _recompute_refusals(module) == []
    (fusion,) = boundary.fusions(module.operation)
    body = [o.operation.name for o in fusion.regions[0].blocks[0].operations]
    assert body.count("stablehlo.reduce") == 2 and "stablehlo.divide" in body
    results = strategies.run_strategies(module, ("xla", "ours"))
    assert all(r.match for r in results.values()), {k: r.detail for k, r in results.items()}
    assert results["ours"].kernels.by_kind == {"library": 1}


def test_a_tempered_softmax_takes_no_more_kernels_or_bytes_than_xla() -> None:
    """``softmax(x / t)`` with the temperature an argument: the group holds a broadcast of a
    scalar parameter, which XLA's library kernels take (jax 0.12: one library kernel; five
    loops before), or, where XLA's simplifier made the divide a multiply by ``1 / t``, that
    scalar is computed apart and the rest is one library kernel (jax 0.10: 2.1 MB moved
    against XLA's 5.2 in five kernels; five loops and 8.4 MB before)."""
    import jax

    rng = np.random.default_rng(3)
    args = (rng.standard_normal((32, 8192)).astype(np.float32), np.float32(0.7))
    module = io.export(lambda x, t: jax.nn.softmax(x / t, axis=-1), *args)
    ref = strategies.compile_module(module, "xla")
    run_pipeline(module, "default")
    ours = strategies.compile_module(module, "ours")
    assert ours.kernels.static <= ref.kernels.static, (ours.kernels, ref.kernels)
    assert ours.kernels.bytes <= ref.kernels.bytes, (ours.kernels, ref.kernels)
    assert numerics.outputs_match(ref.run(list(args)), ours.run(list(args)))[0]


def test_a_bf16_softmax_reduces_in_the_library() -> None:
    """A bf16 softmax: its groups reduce bf16 values, which XLA:CPU's loop emitter does
    element by element and its own plan runs in the library; they become library kernels
    (jax 0.10, 1024x1024: 0.24x of XLA's time as two loop kernels)."""
    import jax
    import jax.numpy as jnp

    x = jnp.asarray(np.random.default_rng(4).standard_normal((256, 1024)), jnp.bfloat16)
    module = io.export(lambda x: jax.nn.softmax(x, axis=-1), x)
    ref = strategies.compile_module(module, "xla")
    run_pipeline(module, "default")
    ours = strategies.compile_module(module, "ours")
    assert ours.kernels.static <= ref.kernels.static, (ours.kernels, ref.kernels)
    assert "loop" not in ours.kernels.by_kind, ours.kernels
    args = [np.asarray(x)]
    assert numerics.outputs_match(ref.run(args), ours.run(args))[0]


@pytest.mark.parametrize("name", ["column max read back", "log-softmax", "layernorm"])
def test_every_bf16_reduction_reduces_in_the_library(name: str) -> None:
    """A bf16 reduction that no group takes whole (a column max read back into every
    element, a row max before a log the library does not run, a sum of bf16 values converted
    to f32) still runs in the library, as XLA runs it, never through the loop emitter's
    element-by-element bf16 reduce, in no more kernels than XLA's plan, moving no more
    bytes. Where the hook cuts a group at its reductions, each part computes the cheap
    values of earlier parts again (a layernorm's ``x - mean``: written out and read back in
    f32, 3.9 MB against XLA's 2.4 at 128x1024)."""
    import jax
    import jax.numpy as jnp

    fn = {
        "column max read back": lambda x: x - x.max(0, keepdims=True),
        "log-softmax": lambda x: jax.nn.log_softmax(x, axis=-1),
        "layernorm": lambda x: (
            (x - x.mean(-1, keepdims=True)) * jax.lax.rsqrt(x.var(-1, keepdims=True) + 1e-5)
        ),
    }[name]
    x = jnp.asarray(np.random.default_rng(6).standard_normal((128, 1024)), jnp.bfloat16)
    module = io.export(fn, x)
    ref = strategies.compile_module(module, "xla")
    run_pipeline(module, "default")
    ours = strategies.compile_module(module, "ours")
    assert ours.kernels.by_kind.get("library", 0) >= 1, (ours.kernels, ref.kernels)
    assert ours.kernels.static <= ref.kernels.static, (ours.kernels, ref.kernels)
    assert ours.kernels.bytes <= ref.kernels.bytes, (ours.kernels, ref.kernels)
    args = [np.asarray(x)]
    assert numerics.outputs_match(ref.run(args), ours.run(args))[0]


def test_softmax_over_a_row_of_one_is_never_a_loop_reduce_chain() -> None:
    """A 1x4096 softmax is grouped for a library kernel, but XLA turns its unit dimension
    into bitcasts, which the library does not run: the regroup hook then cuts the group
    where a reduction is read rather than make one loop fusion that re-runs the row max per
    element (about 10x XLA's time), in fewer kernels than one per op (12 before, as many as
    unfused; 4 now, as many as jax 0.10.2's XLA)."""
    import jax

    x = np.random.default_rng(5).standard_normal((1, 4096)).astype(np.float32)
    module = io.export(jax.nn.softmax, x)
    run_pipeline(module, "default")
    assert len(boundary.fusions(module.operation)) == 1
    ours = strategies.compile_module(module, "ours")
    assert ours.kernels.by_kind != {"loop": 1}
    ref = strategies.compile_module(io.export(jax.nn.softmax, x), "xla")
    unfused = strategies.compile_module(io.export(jax.nn.softmax, x), "unfused")
    assert ours.kernels.static < unfused.kernels.static, (ours.kernels, unfused.kernels)
    assert numerics.outputs_match(ref.run([x]), ours.run([x]))[0]


def test_cheap_producer_is_not_cloned_into_a_reduction_that_reads_more() -> None:
    """``h`` is materialized for the dot anyway: the column sum reads it, not its three
    operands again (a clone inside a reduction's loop would read more than it saves)."""
    from fusion_mlir.analysis import legality

    def f(a, b, c, w):
        h = a * b + c
        return h @ w, h.sum(0)

    x = np.ones((32, 16), np.float32)
    module = io.export(f, x, x, x, np.ones((16, 8), np.float32))
    ctx = run_pipeline(module, "default")
    refused = [
        d
        for d in ctx.explain.decisions
        if d.pass_name == "producer-consumer" and d.check == legality.CLONE_READS_MORE
    ]
    assert refused
    for g in boundary.fusions(module.operation):
        body = [o.operation.name for o in g.regions[0].blocks[0].operations]
        if "stablehlo.reduce" in body:
            assert len(g.operands) == 1


def test_centered_value_is_cloned_into_each_reduction_after_cse() -> None:
    """``h = x - mean`` shared by two column sums (a batch norm after CSE): a clone reads
    ``x`` and a row of means, about what reading ``h`` costs, so both sums take one and
    ``h`` is never written."""
    from fusion_mlir.analysis import legality

    def f(x, w):
        h = x - x.mean(0)
        return (h * h).sum(0), (h * w).sum(0)

    x = np.random.default_rng(0).standard_normal((64, 128)).astype(np.float32)
    module = io.export(f, x, x)
    ctx = run_pipeline(module, "inline-calls,cse,producer-consumer")
    assert not [d for d in ctx.explain.decisions if d.check == legality.CLONE_READS_MORE]
    groups = boundary.fusions(module.operation)
    assert len(groups) == 3
    assert all(ir.RankedTensorType(r.type).shape == [128] for g in groups for r in g.results)
    ours = strategies.compile_module(module, "ours")
    ref = strategies.compile_module(io.export(f, x, x), "xla")
    assert numerics.outputs_match(ref.run([x, x]), ours.run([x, x]))[0]


def test_a_lone_reduction_over_short_rows_is_a_library_kernel_of_the_same_values() -> None:
    """A group of a reduce and its init (a max over rows of 64, as an attention's softmax
    takes) would be a kept loop fusion: it takes the regroup route and runs in the library,
    as XLA runs it alone; its values are XLA's."""
    t = "tensor<512x64xf32>"
    text = f"""
func.func public @main(%x: {t}) -> tensor<512xf32> {{
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : ({t}, tensor<f32>) -> tensor<512xf32>
  return %m : tensor<512xf32>
}}
"""
    x = np.random.default_rng(0).normal(size=(512, 64)).astype(np.float32)
    with io.new_context():
        m = io.parse_module(text)
        run_pipeline(m, "default", explain=False)
        ours = strategies.compile_module(m, "ours")
    if not xla_cpu.library_dot_supported():
        pytest.skip("this XLA:CPU has no library kernels")
    assert ours.kernels.by_kind == {"library": 1}
    np.testing.assert_array_equal(ours.run([x])[0], x.max(axis=1))


_GELU = """
  %x3 = stablehlo.multiply %x, %x : T
  %x3b = stablehlo.multiply %x3, %x : T
  %c = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<bf16>) -> T
  %a = stablehlo.multiply %cb, %x3b : T
  %s = stablehlo.add %x, %a : T
  %t = stablehlo.tanh %s : T
  %one = stablehlo.constant dense<1.0> : tensor<bf16>
  %oneb = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<bf16>) -> T
  %u = stablehlo.add %oneb, %t : T
  %m = stablehlo.multiply %x, %u : T"""


@pytest.mark.parametrize(
    "name, body, library",
    [
        # eight bf16 ops (roundings) of one array: the library's
        ("gelu", _GELU, True),
        # of the product of two arrays: nine roundings, still over three per array
        (
            "gelu of x * y",
            _GELU.replace("%x3 = stablehlo.multiply %x, %x", "%x3 = stablehlo.multiply %x, %y"),
            True,
        ),
        # two roundings of three arrays: the loop emitter's
        ("x * y + z", "%p = stablehlo.multiply %x, %y : T\n  %m = stablehlo.add %p, %z : T", False),
        # f32 arithmetic rounds nothing
        ("f32 gelu", _GELU, False),
    ],
)
def test_bf16_arithmetic_runs_in_the_library_where_it_rounds_enough(
    name: str, body: str, library: bool
) -> None:
    """A group of bf16 arithmetic is a library kernel where it rounds to bf16 at least
    ``NARROW_ROUNDS_PER_ARRAY`` times per array it reads (``features.library_narrow``):
    XLA:CPU computes bf16 through f32 and its loop emitter pays per rounding, the library
    per array. The group is the same either way; the values stay XLA's."""
    element = "f32" if name.startswith("f32") else "bf16"
    t = f"tensor<256x128x{element}>"
    body = body.replace("T", t).replace("bf16", element).replace("tensor<256x128xf32>", t)
    text = f"""
func.func public @main(%x: {t}, %y: {t}, %z: {t}) -> {t} {{
  {body}
  return %m : {t}
}}
"""
    with io.new_context():
        m = io.parse_module(text)
        ops = main_ops(m)
        assert features.library_narrow(ops, 1) is library
        run_pipeline(m, "default", explain=False)
        assert len(boundary.fusions(m.operation)) == 1
        ours = strategies.compile_module(m, "ours")
        xla = strategies.compile_module(io.parse_module(text), "xla")
    if not xla_cpu.library_dot_supported():
        pytest.skip("this XLA:CPU has no library kernels")
    assert ours.kernels.by_kind == ({"library": 1} if library else {"loop": 1})
    inputs = numerics.random_inputs(io.parse_module(text))
    ok, detail = numerics.outputs_match(xla.run(inputs), ours.run(inputs))
    assert ok, detail


def test_arithmetic_that_rounds_nothing_stays_a_loop_whatever_it_reads() -> None:
    """No array of the group's size read, no bf16 rounding: still no library kernel."""
    text = """
func.func public @main(%v: tensor<128xf32>) -> tensor<256x128xf32> {
  %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<128xf32>) -> tensor<256x128xf32>
  %m = stablehlo.exponential %b : tensor<256x128xf32>
  return %m : tensor<256x128xf32>
}
"""
    with io.new_context():
        m = io.parse_module(text)
        ops = main_ops(m)
        assert not features.library_narrow(ops, 1)
        assert features.library_narrow([], 1) is False


@pytest.mark.parametrize(
    "body, library",
    [
        (
            "%m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1]"
            " : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>",
            True,
        ),
        # pairwise differences, then their max: the library would write the broadcasts out
        (
            "%a = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<256x64xf32>) -> tensor<256x256x64xf32>\n"
            "%b = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<256x256x64xf32>\n"
            "%d = stablehlo.subtract %a, %b : tensor<256x256x64xf32>\n"
            "%m = stablehlo.reduce(%d init: %ninf) applies stablehlo.maximum across dimensions = [2]"
            " : (tensor<256x256x64xf32>, tensor<f32>) -> tensor<256x256xf32>",
            False,
        ),
    ],
)
def test_short_rows_of_a_broadcast_array_stay_a_loop(body: str, library: bool) -> None:
    out = body.rsplit("-> ", 1)[1]
    text = f"""
func.func public @main(%x: tensor<256x64xf32>) -> {out} {{
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  {body}
  return %m : {out}
}}
"""
    with io.new_context():
        m = io.parse_module(text)
        ops = main_ops(m)
        assert features.library_rows(ops, 1) is library


@pytest.mark.parametrize("depth, kernels", [(16, {"library": 1}), (256, {"library": 1, "loop": 1})])
def test_a_shallow_dot_and_its_add_are_one_library_kernel(depth: int, kernels: dict) -> None:
    """A dot contracting at most ``LIBRARY_DOT_DEPTH`` elements per output and the add of an
    array of its shape (a gradient accumulated over a scan's steps) run as one library
    kernel; a deep one stays the library's dot and a loop kernel after it. Values as XLA's."""
    a, b, c = f"tensor<384x{depth}xf32>", f"tensor<{depth}x128xf32>", "tensor<384x128xf32>"
    text = f"""
func.func public @main(%x: {a}, %w: {b}, %acc: {c}) -> {c} {{
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({a}, {b}) -> {c}
  %s = stablehlo.add %acc, %d : {c}
  return %s : {c}
}}
"""
    rng = np.random.default_rng(0)
    inputs = [
        rng.normal(size=s).astype(np.float32) for s in ((384, depth), (depth, 128), (384, 128))
    ]
    with io.new_context():
        m = io.parse_module(text)
        run_pipeline(m, "default", explain=False)
        ours = strategies.compile_module(m, "ours")
        want = strategies.compile_module(io.parse_module(text), "xla").run(inputs)[0]
    if not xla_cpu.library_dot_supported():
        pytest.skip("this XLA:CPU has no library kernels")
    assert ours.kernels.by_kind == kernels
    np.testing.assert_allclose(ours.run(inputs)[0], want, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("case", ["minor", "major", "bias-tanh"])
def test_a_transposed_product_joins_its_epilogue_as_the_library_runs_it(case: str) -> None:
    """A transpose that alone reads a dot's result is the dot's (XLA folds it in, swapping
    the operands): a shallow product transposed and accumulated is a dot-epilogue, one
    library kernel, where its new left operand contracts its minor dimension (``minor``)
    or the table allows the other case (``major``: jax 0.10.2's library runs no such dot,
    and the dot stays out). With a bias and a tanh the dot stays out of the group, and the
    lowering keeps it out too: XLA's fold gives the dot the transpose's tag, but the group
    the passes formed held no dot (``bias-tanh``: XLA's own two kernels). Values as XLA's."""
    x, w = ("16x384", "16x128") if case == "major" else ("384x16", "128x16")
    k = 0 if case == "major" else 1
    c, t = "tensor<384x128xf32>", "tensor<128x384xf32>"
    tail = (
        f"""%bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<384xf32>) -> {t}
  %a = stablehlo.add %t, %bb : {t}
  %s = stablehlo.tanh %a : {t}"""
        if case == "bias-tanh"
        else f"%s = stablehlo.add %t, %acc : {t}"
    )
    text = f"""
func.func public @main(%x: tensor<{x}xf32>, %w: tensor<{w}xf32>, %acc: {t}, %b: tensor<384xf32>) -> {t} {{
  %d = stablehlo.dot_general %x, %w, contracting_dims = [{k}] x [{k}] : (tensor<{x}xf32>, tensor<{w}xf32>) -> {c}
  %t = stablehlo.transpose %d, dims = [1, 0] : ({c}) -> {t}
  {tail}
  return %s : {t}
}}
"""
    rng = np.random.default_rng(0)
    shapes = [tuple(int(n) for n in s.split("x")) for s in (x, w, "128x384", "384")]
    inputs = [rng.normal(size=s).astype(np.float32) for s in shapes]
    with io.new_context():
        m = io.parse_module(text)
        ctx = run_pipeline(m, "default", explain=False)
        grouped = any(
            o.operation.name == "stablehlo.dot_general"
            for f in boundary.fusions(m.operation)
            for o in f.regions[0].blocks[0]
        )
        ours = strategies.compile_module(m, "ours")
        xla = strategies.compile_module(io.parse_module(text), "xla")
        want = xla.run(inputs)[0]
    allowed = case == "minor" or any(
        ctx.capabilities.allows(features.Feature.DOT_EPILOGUE_MAJOR, r) for r in ROUTES
    )
    assert grouped is (case != "bias-tanh" and allowed)
    np.testing.assert_allclose(ours.run(inputs)[0], want, rtol=1e-5, atol=1e-4)
    if not xla_cpu.library_dot_supported():
        pytest.skip("this XLA:CPU has no library kernels")
    if grouped:
        assert ours.kernels.by_kind == {"library": 1}
    else:
        assert ours.kernels.by_kind == xla.kernels.by_kind
