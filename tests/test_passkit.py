"""The pass toolkit: the no-cycle guarantee of a plan, options checked when parsed, the
namer, and the example pass the README shows."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from jaxlib.mlir import ir

from fusion_mlir import strategies
from fusion_mlir.analysis.graph import BlockGraph
from fusion_mlir.errors import InternalError, UserError
from fusion_mlir.ir import io
from fusion_mlir.passkit import GroupPlan, Namer
from fusion_mlir.pipeline import parse_pipeline, run_pipeline

ROOT = Path(__file__).resolve().parents[1]

# %1 reads %0, %2 reads %1: grouping {%0, %2} apart from %1 closes a cycle through %1.
DIAMOND = """func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.exponential %a : tensor<8xf32>
  %1 = stablehlo.sine %0 : tensor<8xf32>
  %2 = stablehlo.add %0, %1 : tensor<8xf32>
  %3 = stablehlo.negate %a : tensor<8xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<8xf32>
  return %4 : tensor<8xf32>
}
"""


def _graph(module: ir.Module) -> BlockGraph:
    return BlockGraph(io.main_function(module).regions[0].blocks[0])


def test_plan_refuses_groups_that_depend_on_each_other_both_ways(ctx: ir.Context) -> None:
    """Each group may pass on its own, yet two can depend on each other both ways, or one
    path leave a group and come back: the plan as a whole is refused before anything is
    formed, by an internal error naming the pass."""
    module = io.parse_module(DIAMOND, "d.mlir", ctx)
    with ctx, ir.Location.unknown():
        graph = _graph(module)
        good = GroupPlan(graph)
        good.add([0, 1, 2])
        good.add([3, 4])
        assert good.acyclic()
        bad = GroupPlan(graph)
        bad.add([0, 4])  # %4 reads %2, which reads %0: a path leaves and re-enters
        assert not bad.acyclic()
        crossed = GroupPlan(graph)
        crossed.add([1, 3])  # the sine reads the exp (other group) ...
        crossed.add([0, 4])  # ... whose multiply reads the add, which reads the sine
        assert not crossed.acyclic()
        with pytest.raises(InternalError, match="pass 'demo' planned groups that form a cycle"):
            crossed.form("demo")
        assert module.operation.verify()  # nothing was formed
        (fusion_a, fusion_b) = good.form("demo")
        assert fusion_a.name == fusion_b.name == "mhlo.fusion"
        assert module.operation.verify()


def test_a_copy_joins_without_its_original_edges(ctx: ir.Context) -> None:
    """A clone serves only its group, so its original's other users make no cycle."""
    module = io.parse_module(DIAMOND, "d.mlir", ctx)
    with ctx:
        graph = _graph(module)
        plan = GroupPlan(graph)
        plan.add([1], copies=[0])  # sin(exp(a)) with its own exp; the add keeps the original
        assert plan.acyclic()


@pytest.mark.parametrize(
    "spec",
    [
        "sibling{max-group=1}",
        "horizontal{min-ops=1}",
        "producer-consumer{max-ops=1}",
        "elementwise-chains{max-ops=0}",
    ],
)
def test_bad_option_values_are_refused_when_the_pipeline_is_parsed(spec: str) -> None:
    with pytest.raises(UserError, match=r"^error: pass '[\w-]+': "):
        parse_pipeline(spec)


def test_namer_names_values_and_renames_after_a_change(ctx: ir.Context) -> None:
    module = io.parse_module(DIAMOND, "d.mlir", ctx)
    with ctx:
        ops = [o.operation for o in io.main_function(module).regions[0].blocks[0].operations]
        namer = Namer()
        assert namer.many(ops[:3]) == ["%0=exponential", "%1=sine", "%2=add"]
        assert namer.value(ops[0].operands[0]) == "%arg0"
        ops[2].operands[1] = ops[0].results[0]  # the add reads the exp twice, the sine goes
        ops[1].erase()
        namer.reset()  # after a change, names follow the new numbering
        assert namer(ops[2]) == "%1=add"
        assert Namer(active=False)(ops[0]) == ""


def test_example_pass_keeps_values_and_is_the_one_the_readme_shows() -> None:
    module = io.parse_module(DIAMOND.replace("tensor<8xf32>", "tensor<64x64xf32>"))
    ref = strategies.compile_module(module, "xla")
    run_pipeline(module, "elementwise-chains", explain=False)
    text = io.print_module(module)
    assert text.count('"mhlo.fusion"') == 1  # %3 -> %4 only: %0 is read twice
    x = [np.linspace(-1, 1, 64 * 64, dtype=np.float32).reshape(64, 64)]
    got = strategies.compile_module(module, "ours").run(x)
    np.testing.assert_allclose(got[0], ref.run(x)[0], rtol=1e-5)
    source = (ROOT / "passes" / "elementwise_chains.py").read_text()
    example = source[source.index("@dataclass(frozen=True)") :].rstrip()
    readme = (ROOT / "README.md").read_text()
    shown = re.search(r"### Adding a pass.*?```python\n(.*?)\n```", readme, re.S)
    assert shown is not None and shown[1] == example


def test_a_pass_sees_the_rest_of_its_pipeline_and_can_run_it_on_a_copy() -> None:
    """The pass manager tells a pass which passes follow it and runs them on a copy the
    pass makes, leaving the module itself to the real run."""
    from dataclasses import dataclass

    from fusion_mlir.passkit.base import ModulePass, PassContext
    from fusion_mlir.pipeline import run_passes

    seen: dict[str, object] = {}

    @dataclass(frozen=True)
    class Peek(ModulePass):
        name = "peek"

        def apply(self, module: ir.Module, ctx: PassContext) -> None:
            copy = io.clone_module(module)
            assert ctx.run_later is not None
            ctx.run_later(copy)
            seen["later"] = ctx.later
            seen["copy"] = io.print_module(copy)
            seen["module"] = io.print_module(module)

    module = io.parse_module(DIAMOND)
    run_passes(module, [Peek(), *parse_pipeline("producer-consumer,canonicalize")])
    assert seen["later"] == ("producer-consumer", "canonicalize")
    assert "mhlo.fusion" in str(seen["copy"])
    assert "mhlo.fusion" not in str(seen["module"])
    assert "mhlo.fusion" in io.print_module(module)
