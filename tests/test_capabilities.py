"""The probed capability table and the features a group is checked for."""

from __future__ import annotations

import pytest
from conftest import main_ops
from jaxlib.mlir import ir

from fusion_mlir.analysis.features import ROUTES, Capabilities, group_features, major_reduce
from fusion_mlir.backends.capabilities import PROBES, load_capabilities
from fusion_mlir.ir import io


@pytest.fixture(scope="module")
def cpu() -> Capabilities:
    return load_capabilities("cpu")


def test_every_probe_module_parses_and_holds_one_group() -> None:
    """The probe corpus itself (a cached table never compiles it again)."""
    from fusion_mlir.backends.capabilities import probe_module

    for feature in PROBES:
        module = io.parse_module(probe_module(feature))
        text = io.print_module(module)
        assert text.count('"mhlo.fusion"') == 1, feature


def test_table_covers_every_probe_and_route(cpu: Capabilities) -> None:
    assert set(cpu.table) == set(PROBES)
    for feature, verdicts in cpu.table.items():
        assert set(verdicts) == set(ROUTES), feature


def test_table_agrees_with_design_notes(cpu: Capabilities) -> None:
    # DESIGN.md §3: elementwise, broadcasts and reductions compile pre-layout; multi-result
    # groups and transposes/concatenates of inner values abort pre-layout but regroup fine.
    for feature in ("elementwise", "broadcast", "reduce", "slice", "iota-select"):
        assert cpu.allows(feature, "fusion-op"), (feature, cpu.table[feature])
    for feature in ("multi-result", "transpose-inner", "concatenate-inner"):
        assert cpu.table[feature]["fusion-op"].startswith("aborts"), cpu.table[feature]
        assert cpu.allows(feature, "regroup"), (feature, cpu.table[feature])
    # Compiles is not profitable: a dot inside a loop fusion is refused.
    assert not any(cpu.allows("dot", r) for r in ROUTES)


def test_a_probe_is_judged_on_each_sides_fastest_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Another process's work makes runs slower, never faster: a reference inflated in most
    rounds (a library kernel's thread pool on a busy machine) must not let a slow group
    through, as medians would (0.8x here), nor a loaded group be refused (0.4x)."""
    from fusion_mlir.backends import capabilities

    def loaded(ref: list[float], ours: list[float]):
        return lambda runs, repeats, warmup=2: {"ref": ref, "ours": ours}

    monkeypatch.setattr(
        capabilities, "time_interleaved", loaded([10.0] * 20 + [1.0] * 5, [8.0] * 25)
    )
    assert capabilities.run_probe("elementwise", "fusion-op", "cpu") == "slow: 8x the unfused time"
    monkeypatch.setattr(
        capabilities, "time_interleaved", loaded([1.0] * 25, [9.0] * 20 + [0.4] * 5)
    )
    assert capabilities.run_probe("elementwise", "fusion-op", "cpu") == "ok"


def test_a_probe_that_fails_in_our_code_is_refused_and_not_cached(
    monkeypatch: pytest.MonkeyPatch, tmp_path, capsys
) -> None:
    """A Python error in a probe's own code (here the output check) is no abort of XLA's:
    its verdict says so, the feature is refused, and the table is not cached (it was
    cached as ``aborts:`` before, so the bug outlived its fix)."""
    from fusion_mlir.backends import capabilities

    def broken(*_args):
        raise NameError("name 'nope' is not defined")

    monkeypatch.setattr(capabilities, "outputs_match", broken)
    capabilities._probe_all_in_child([("elementwise", "fusion-op")], "cpu")
    line = capsys.readouterr().out.strip()
    assert line == '["elementwise", "fusion-op", "bug: NameError: name \'nope\' is not defined"]'

    table = {f: {r: "ok" for r in ROUTES} for f in PROBES}
    table["slice"]["regroup"] = "bug: NameError: name 'nope' is not defined"
    monkeypatch.setattr(capabilities, "probe", lambda backend: table)
    monkeypatch.setattr(capabilities, "cache_dir", lambda: tmp_path)
    monkeypatch.setattr(capabilities, "_LOADED", {})
    caps = capabilities.load_capabilities("cpu")
    assert not caps.allows("slice", "regroup") and caps.allows("slice", "fusion-op")
    assert not list(tmp_path.glob("capabilities-*.json"))
    del table["slice"]["regroup"]  # fixed: the next load probes again, and caches
    table["slice"]["regroup"] = "ok"
    monkeypatch.setattr(capabilities, "_LOADED", {})
    assert capabilities.load_capabilities("cpu").allows("slice", "regroup")
    assert len(list(tmp_path.glob("capabilities-*.json"))) == 1


def test_table_carries_xla_s_whole_loop_threshold(
    cpu: Capabilities, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Passes judge which loops XLA runs whole by the table's threshold (``hoist-rng``): it
    is the backend's own, and a cached table comes back with it."""
    from fusion_mlir import backends
    from fusion_mlir.backends import capabilities

    assert cpu.small_loop_bytes == backends.get("cpu").small_loop_bytes() > 0
    assert f"under {cpu.small_loop_bytes} bytes a trip" in cpu.table_text()
    monkeypatch.setattr(capabilities, "_LOADED", {})
    assert capabilities.load_capabilities("cpu").small_loop_bytes == cpu.small_loop_bytes


def test_check_picks_first_route_or_names_the_reason(cpu: Capabilities) -> None:
    assert cpu.check({"elementwise", "reduce"}).route == "fusion-op"
    assert cpu.check({"elementwise", "multi-result"}).route == "regroup"
    verdict = cpu.check({"elementwise", "dot"})
    assert not verdict.ok and "dot_general" in verdict.reason


def test_table_text_lists_features(cpu: Capabilities) -> None:
    text = cpu.table_text()
    assert "multi-result" in text and "regroup" in text and "why not:" in text


SOFTMAX_BODY = """func.func @main(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<4x8xf32>
  %e = stablehlo.exponential %d : tensor<4x8xf32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %u = stablehlo.transpose %t, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  return %u, %s : tensor<4x8xf32>, tensor<4xf32>
}"""


def test_group_features(ctx: ir.Context) -> None:
    m = io.parse_module(SOFTMAX_BODY, "s.mlir", ctx)
    ops = main_ops(m)
    with ctx:
        assert group_features(ops[2:3]) == {"elementwise", "reduce"}  # max of an operand
        feats = group_features(ops)
    assert {"reduce", "reduce-shared", "reduce-chain", "transpose-inner", "multi-result"} <= feats
    assert "transpose-arg" not in feats


BATCHNORM = """func.func @main(%x: tensor<64x16xf32>, %m: tensor<16xf32>) -> (tensor<64x16xf32>, tensor<1x16xf32>) {
  %mb = stablehlo.broadcast_in_dim %m, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
  %d = stablehlo.subtract %x, %mb : tensor<64x16xf32>
  %q = stablehlo.multiply %d, %d : tensor<64x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %v = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
  %r = stablehlo.rsqrt %v : tensor<16xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
  %y = stablehlo.multiply %d, %rb : tensor<64x16xf32>
  %s = stablehlo.reshape %v : (tensor<16xf32>) -> tensor<1x16xf32>
  return %y, %s : tensor<64x16xf32>, tensor<1x16xf32>
}"""


COLUMN_LIBRARY = """func.func @main(%x: tensor<64x16xf32>, %m: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %d = stablehlo.subtract %x, %m : tensor<64x16xf32>
  %q = stablehlo.multiply %d, %d : tensor<64x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %v = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
  %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
  %y = stablehlo.divide %d, %vb : tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}"""


def test_column_reductions_read_back_are_features_of_their_own(ctx: ir.Context) -> None:
    """A column sum read back by a broadcast is a ``-major`` feature (a loop fusion re-runs
    it per element), or ``reduce-major-library`` when a library kernel runs the whole group;
    a column sum of a computed value the group only reshapes is ``reduce-major-loop``
    besides the plain features (no re-run, but a column walk), and a row sum keeps the plain
    features only."""
    modules = [io.parse_module(t, "m.mlir", ctx) for t in (BATCHNORM, COLUMN_LIBRARY, SOFTMAX_BODY)]
    ops, library, softmax = (main_ops(m) for m in modules)  # the modules stay alive: ops point in
    with ctx:
        feats = group_features(ops[:8])  # rsqrt: not a library op
        assert "reduce-inner-major" in feats and "reduce-inner" not in feats
        feats = group_features([*ops[:5], ops[8]])  # the sum, reshaped: nothing re-runs it
        assert "reduce-inner" in feats and "reduce-inner-major" not in feats
        assert "reduce-major-loop" in feats
        assert "reduce-major-library" in group_features(library)
        assert not any("major" in f for f in group_features(softmax))  # row reductions
    assert major_reduce(ops[4])


CUMSUM = """func.func @main(%x: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<4x16xf32>
  %c = "stablehlo.reduce_window"(%e, %z) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 16>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  %m = "stablehlo.reduce_window"(%e, %z) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.maximum %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %c, %m : tensor<4x16xf32>, tensor<4x8xf32>
}"""


def test_a_cumulative_window_is_a_feature_of_its_own(ctx: ir.Context) -> None:
    """jnp.cumsum's reduce_window (a window spanning the row, padded to reduce 0..i) is the
    ``reduce-window-scan`` feature: XLA:CPU rewrites it into a scan only outside a group (in
    one, the sampler of the corpus ran 7x XLA's time). A pooling window is not."""
    module = io.parse_module(CUMSUM, "c.mlir", ctx)
    ops = main_ops(module)
    with ctx:
        assert "reduce-window-scan" in group_features(ops[:3])
        assert "reduce-window-scan" not in group_features([ops[0], ops[1], ops[3]])


SELECTS = """func.func @main(%p: tensor<2x1xi1>, %x: tensor<2x1xf32>) -> (tensor<2x1xf32>, tensor<2x1xf32>) {
  %c = stablehlo.constant dense<0.5> : tensor<2x1xf32>
  %t = stablehlo.select %p, %c, %x : tensor<2x1xi1>, tensor<2x1xf32>
  %f = stablehlo.select %p, %x, %c : tensor<2x1xi1>, tensor<2x1xf32>
  return %t, %f : tensor<2x1xf32>, tensor<2x1xf32>
}"""


def test_select_of_an_operand_predicate_counts_a_constant_on_the_true_side(
    ctx: ir.Context,
) -> None:
    """select(p, constant, x) with p a group operand aborted XLA:CPU pre-layout (found by
    fusion-fuzz): the constant counts as computed in the group; on the false side it does
    not (that compiled)."""
    m = io.parse_module(SELECTS, "s.mlir", ctx)  # kept alive: ops point into it
    ops = main_ops(m)
    with ctx:
        assert "select-operand-predicate" in group_features([ops[0], ops[1]])
        assert "select-operand-predicate" not in group_features([ops[0], ops[2]])
        assert "select-operand-predicate" not in group_features([ops[1]])  # x an operand


def _loop(name: str, n: int, tag: str, step: str) -> str:
    """A while over ``tensor<nxf32>`` whose body is ``step`` (``%s`` from ``%i``, ``%v``)."""
    v = f"tensor<{n}xf32>"
    attrs = f' attributes {{mhlo.frontend_attributes = {{fusion_loop_kernel = "{tag}"}}}}'
    return f"""%{name}:2 = stablehlo.while(%i = %c0, %v = %{name}0) : tensor<i32>, {v}{attrs if tag else ""}
  cond {{
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    {step}
    stablehlo.return %j, %s : tensor<i32>, {v}
  }}"""


def _counter_added(n: int) -> str:
    v = f"tensor<{n}xf32>"
    return f"""%f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> {v}
    %s = stablehlo.add %v, %fb : {v}"""


_BIG = "tensor<65536xf32>"
LOOPS = f"""func.func @main(%small0: tensor<8xf32>, %big0: {_BIG}) -> (tensor<8xf32>, {_BIG}, {_BIG}) {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %tagged0 = stablehlo.add %big0, %big0 : {_BIG}
  {_loop("small", 8, "", _counter_added(8))}
  {_loop("big", 65536, "", _counter_added(65536))}
  {_loop("tagged", 65536, "1", f"%s = func.call @step(%i, %v) : (tensor<i32>, {_BIG}) -> {_BIG}")}
  return %small#1, %big#1, %tagged#1 : tensor<8xf32>, {_BIG}, {_BIG}
}}
func.func private @step(%i: tensor<i32>, %v: {_BIG}) -> {_BIG} {{
  {_counter_added(65536)}
  return %s : {_BIG}
}}"""


def test_a_scalar_broadcast_in_a_loop_run_whole_is_a_feature_of_its_own(ctx: ir.Context) -> None:
    """``x + i.astype(float)`` in a fori_loop run whole aborted jax 0.10.2's XLA:CPU as a
    fusion-op (has_layout() f32[]) where the same group outside such a loop compiles: the
    feature holds for a group in a loop ``loop-kernels`` tagged, and where the lowering says
    the loop may run whole (tagged around a call of the group's function, or moving under
    XLA's own bytes a trip), not in a loop too large for XLA's rule."""
    from fusion_mlir.backends.lowering.prepare import whole_loops

    module = io.parse_module(LOOPS, "loops.mlir", ctx)
    groups: list[list[ir.Operation]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        # convert, broadcast, add: the counter added (the add of the counter comes first)
        if op.name == "stablehlo.convert":
            groups.append([op.operation])
        elif (
            groups
            and len(groups[-1]) < 3
            and op.name
            in (
                "stablehlo.broadcast_in_dim",
                "stablehlo.add",
            )
        ):
            groups[-1].append(op.operation)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    assert len(groups) == 3  # walk order: the two loops' bodies, then @step
    small = groups[0]
    with ctx:
        whole = whole_loops(module, 1024)
        assert [whole(g[2]) for g in groups] == [True, False, True]
        assert not whole_loops(module, 0)(small[2])  # no rule of XLA's: only the tag counts
        for g, expected in zip(groups, [True, False, True], strict=True):
            feats = group_features(g, [g[2].results[0].type], whole_loop=whole(g[2]))
            assert ("broadcast-scalar-loop" in feats) is expected
            assert "broadcast" in feats
        # Forming groups, before the lowering: only the tag says so (none on these loops).
        assert not any("broadcast-scalar-loop" in group_features(g) for g in groups)
