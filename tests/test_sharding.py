"""Sharded programs: compiled for their own devices, partitioned by XLA, never run on fewer.

This process has one CPU device; what needs four runs in a child process that sets its own
device count (as the compile children of ``fusion-opt --compile`` and ``fusion-bench`` do).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.cli import opt
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

# dot -> tanh -> softmax -> sum, and a column mean squared and summed, of a 64x32 input
# sharded P("x", None) over a 4-device mesh (exported by jax with 4 CPU devices).
SHARDED = Path(__file__).parent / "sharded" / "dot_softmax_4.mlir"


def test_device_grid_is_read_from_the_module() -> None:
    text = SHARDED.read_text()
    assert io.device_grid(text) == (1, 4)
    assert io.device_grid(io.parse_module(text)) == (1, 4)
    assert io.device_grid("module {\n  func.func @main() {\n  }\n}") == (1, 1)


def test_a_sharded_module_is_never_run_on_fewer_devices() -> None:
    with pytest.raises(UserError) as e:
        strategies.compile_text(SHARDED.read_text(), "xla")
    msg = str(e.value)
    assert "\n" not in msg
    assert "sharded over 4 devices" in msg and "has 1 cpu device" in msg


def test_passes_keep_the_sharding_attributes() -> None:
    module = io.parse_module(SHARDED.read_text())
    run_pipeline(module, "default")
    assert boundary.fusions(module.operation)
    text = io.print_module(module)
    assert "mhlo.num_partitions = 4" in text
    assert 'sdy.mesh @mesh = <["x"=4]>' in text
    assert 'sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>' in text


def test_compile_report_runs_on_the_module_devices() -> None:
    """``fusion-opt --compile``: the child has the module's 4 devices; every strategy runs
    there and matches XLA's values; kernels are the per-device program's."""
    report = opt._compile_report(io.print_module(io.parse_module(SHARDED.read_text())), "cpu")
    assert not report.get("error"), report
    before = io.parse_module(SHARDED.read_text())
    run_pipeline(before, "default")
    ours = opt._compile_report(io.print_module(before), "cpu")["strategies"]
    for name, r in {**report["strategies"], "ours": ours["ours"]}.items():
        assert r["executed"] and r["match"], (name, r)
        # the partitioner's all-reduce of the column mean is in the per-device program
        assert r["by_kind"].get("all-reduce") == 1, (name, r)
    assert ours["ours"]["kernels"] <= ours["xla"]["kernels"]
    assert ours["ours"]["kernels"] < ours["unfused"]["kernels"]


_JIT_SCRIPT = r"""
import json
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import fusion_mlir
from fusion_mlir.analysis import boundary

mesh = Mesh(np.array(jax.devices()), ("x",))

def f(x, w):
    h = jnp.tanh(x @ w)
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("x", None)))
    return jax.nn.softmax(h * 2 + 1, -1).sum(-1), (h.mean(0) ** 2).sum(), h + 1

rng = np.random.default_rng(0)
x = jax.device_put(rng.standard_normal((64, 32), np.float32), NamedSharding(mesh, P("x", None)))
w = rng.standard_normal((32, 16), np.float32)
ref = jax.jit(f)(x, w)
fused = fusion_mlir.jit(f)
out = fused(x, w)
again = fused(x, w)
lowered = fused.lower(x, w)
in_groups = [o.operation.name for g in boundary.fusions(lowered.operation)
             for o in g.regions[0].blocks[0].operations]
print(json.dumps({
    "devices": len(jax.devices()),
    "shardings_equal": [r.sharding == o.sharding for r, o in zip(ref, out)],
    "ref_shardings": [str(r.sharding) for r in ref],
    "close": [bool(np.allclose(np.asarray(r), np.asarray(o), rtol=2e-6, atol=1e-6))
              for r, o in zip(ref, out)],
    "again_equal": [bool((np.asarray(a) == np.asarray(o)).all()) for a, o in zip(again, out)],
    "compiles": fused.compiles,
    "constraint_in_a_group": any(n.startswith("sdy.") for n in in_groups),
    "groups": len(boundary.fusions(lowered.operation)),
}))
"""


def test_jit_of_a_sharded_program_matches_jax_jit(tmp_path: Path) -> None:
    """``fusion_mlir.jit`` on an input sharded over 4 devices: outputs sharded as
    ``jax.jit``'s are, equal values, compiled once; the sharding constraint stays outside
    every group."""
    env = dict(os.environ)
    env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
    env["FUSION_MLIR_CACHE_DIR"] = str(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-c", _JIT_SCRIPT], capture_output=True, text=True, env=env, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    r = json.loads(proc.stdout.strip().splitlines()[-1])
    assert r["devices"] == 4
    assert all(r["shardings_equal"]), r
    assert all(r["close"]) and all(r["again_equal"]), r
    assert r["compiles"] == 1
    assert r["groups"] >= 2 and not r["constraint_in_a_group"], r


_PER_DEVICE_SCRIPT = r"""
import json, re, sys
from fusion_mlir import strategies
from fusion_mlir.analysis import boundary
from fusion_mlir.ir import io
from fusion_mlir.pipeline import run_pipeline

module = io.parse_module(open(sys.argv[1]).read())
run_pipeline(module, "default")
text = strategies.lower_for_xla(module, "ours")
c = strategies.compile_text(text, "ours")
entry = c.hlo_text[c.hlo_text.index("ENTRY"):]
tags = [m for line in entry.splitlines() if " fusion(" in line
        for m in re.findall(r'fusion_group="([^"]+)"', line)]
print(json.dumps({"groups": len(boundary.fusions(module.operation)),
                  "lowered_tags": sorted(set(re.findall(r'fusion_group = "([^"]+)"', text))),
                  "kernel_tags": tags, "by_kind": c.kernels.by_kind}))
"""


def test_each_group_is_one_kernel_of_the_per_device_program(tmp_path: Path) -> None:
    """Groups reach XLA's partitioner as tags on plain ops (``Backend.lower``) and the hook
    re-forms each in the partitioned program: one kernel per group, per device."""
    env = dict(os.environ, FUSION_MLIR_CACHE_DIR=str(tmp_path))
    env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
    proc = subprocess.run(
        [sys.executable, "-c", _PER_DEVICE_SCRIPT, str(SHARDED)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    r = json.loads(proc.stdout.strip().splitlines()[-1])
    assert r["groups"] == 3 and len(r["lowered_tags"]) == 3, r
    assert sorted(r["kernel_tags"]) == r["lowered_tags"], r  # each tag in exactly one kernel
    assert r["by_kind"].get("all-reduce") == 1, r


_TWO_PROCESS_SCRIPT = r"""
import json, sys
import jax
pid, port = int(sys.argv[1]), sys.argv[2]
try:
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
except Exception:
    pass  # a jax whose CPU collectives need no choosing
jax.distributed.initialize(coordinator_address=f"127.0.0.1:{port}", num_processes=2,
                           process_id=pid, initialization_timeout=60)
import jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import fusion_mlir

mesh = Mesh(np.array(jax.devices()), ("x",))

def f(x, w):
    h = jnp.tanh(x @ w)
    return jax.nn.softmax(h * 2 + 1, -1).sum(-1), (h.mean(0) ** 2).sum()

rng = np.random.default_rng(0)
xg = rng.standard_normal((64, 32), np.float32)
wg = rng.standard_normal((32, 16), np.float32)
x = jax.make_array_from_callback(xg.shape, NamedSharding(mesh, P("x", None)), lambda i: xg[i])
w = jax.make_array_from_callback(wg.shape, NamedSharding(mesh, P()), lambda i: wg[i])
ref = jax.jit(f)(x, w)
out = fusion_mlir.jit(f)(x, w)
local = lambda a: [np.asarray(s.data) for s in a.addressable_shards]
print(json.dumps({
    "devices": len(jax.devices()), "local": len(jax.local_devices()),
    "shardings_equal": [r.sharding == o.sharding for r, o in zip(ref, out)],
    "close": [all(np.allclose(a, b, rtol=2e-6, atol=1e-6) for a, b in zip(local(r), local(o)))
              for r, o in zip(ref, out)],
}))
jax.distributed.shutdown()
"""


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_two_processes_with_jax_distributed_match_jax_jit(tmp_path: Path) -> None:
    """Two processes on localhost, one CPU device each, joined by ``jax.distributed`` with
    CPU collectives: the same sharded program through ``fusion_mlir.jit`` in both gives
    ``jax.jit``'s shardings and values on each process's shards."""
    env = dict(os.environ, FUSION_MLIR_CACHE_DIR=str(tmp_path))
    env.pop("XLA_FLAGS", None)
    port = str(_free_port())
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _TWO_PROCESS_SCRIPT, str(i), port],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for i in range(2)
    ]
    results = []
    try:
        for p in procs:
            out, err = p.communicate(timeout=240)
            assert p.returncode == 0, err[-3000:]
            results.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for p in procs:
            p.kill()
    for r in results:
        assert r["devices"] == 2 and r["local"] == 1, r
        assert all(r["shardings_equal"]) and all(r["close"]), r


SHARDED_WORKLOADS = Path(__file__).resolve().parents[1] / "benchmarks" / "corpus" / "sharded"


@pytest.mark.parametrize("name", ["dp_mlp_train_step", "mp_attention_block"])
def test_sharded_workloads_match_xla_on_their_inputs(name: str) -> None:
    """The sharded workloads (``benchmarks/sharded_programs.py``), on their own inputs
    and 4 devices: every strategy matches XLA's values; ours has the partitioner's
    collectives and no more kernels per device than XLA's."""
    import numpy as np

    text = (SHARDED_WORKLOADS / f"{name}.mlir").read_text()
    module = io.parse_module(text)
    run_pipeline(module, "default")
    with np.load(SHARDED_WORKLOADS / f"{name}.npz") as z:
        inputs = [z[k] for k in z.files]
    report = opt._compile_report(io.print_module(module), "cpu", inputs)
    assert not report.get("error"), report
    s = report["strategies"]
    for r in s.values():
        assert r["executed"] and r["match"], s
        assert r["by_kind"].get("all-reduce", 0) >= 1, s
    assert s["xla"]["kernels"] < s["unfused"]["kernels"], s
    assert s["ours"]["kernels"] <= s["xla"]["kernels"], s


def test_compare_xla_on_a_sharded_module(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """``--compare-xla`` compiles a sharded module for its own devices (a child with as many
    CPU devices), and on the data-parallel MLP step every kernel of ours is one of XLA's: XLA's
    CSE merged the bias add we duplicated into three groups, and the hook copies it back
    instead of cutting a group at the cycle that left."""
    out = tmp_path / "report.json"
    path = SHARDED_WORKLOADS / "dp_mlp_train_step.mlir"
    assert opt.main([str(path), "-p", "default", "--compare-xla", "--json", "-o", str(out)]) == 0
    r = json.loads(out.read_text())
    assert r["ours"]["kernels"] <= r["xla"]["kernels"], r["summary"]
    assert r["summary"]["ours-only"] == 0, r["summary"]
