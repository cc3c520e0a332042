"""``default`` groups no worse than XLA's own fusion on the corpus (kernel counts on CPU).

Each program here once needed a rule of its own to get there: integer division by a
constant duplicated like XLA does and a broadcast of a constant copied into each regrouped
group (int_bool), a reduce over unit dimensions counted as a reshape (mlp_backward), a
dynamic-update-slice as a group's in-place output (scan_loop), and a loop-body group whose
outputs XLA's CSE gave two shapes cut in two without copies (a small Cartpole).
"""

from __future__ import annotations

import pytest
from corpus import CORPUS
from fusion_mlir.benchmarks.workloads import cartpole

from fusion_mlir import strategies
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

PROGRAMS = {
    **{name: CORPUS[name] for name in ("int_bool", "mlp_backward", "scan_loop")},
    "cartpole": lambda: cartpole(32, steps=4),
}


@pytest.mark.smoke
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_default_has_no_more_kernels_than_xla(name: str) -> None:
    fn, args = PROGRAMS[name]()
    module = io.export(fn, *args)
    run_pipeline(module, "default")
    res = strategies.run_strategies(module, ("xla", "unfused", "ours"))
    for s, r in res.items():
        assert r.error is None, (s, r.error)
        assert r.match, (s, r.detail)
    assert res["ours"].kernels.static <= res["xla"].kernels.static, {
        s: r.kernels.by_kind for s, r in res.items()
    }
