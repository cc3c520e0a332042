"""Export the sharded workloads: SPMD programs over a 4-device CPU mesh, with their inputs.

Run as ``python -m benchmarks.sharded_programs`` (it gives its own jax 4 CPU devices); it
writes ``benchmarks/corpus/sharded/NAME.mlir`` and ``NAME.npz``, which ``fusion-bench
--mlir FILE --inputs FILE.npz`` compiles for the module's devices (its compile child sets
the device count). Sizes keep each near a few milliseconds under XLA on a 2-core machine.
"""

from __future__ import annotations

import os

os.environ["XLA_FLAGS"] = (
    os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=4"
).strip()

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

OUT = Path(__file__).resolve().parent / "corpus" / "sharded"


def _mesh() -> Mesh:
    return Mesh(np.array(jax.devices()[:4]), ("x",))


def dp_mlp_train_step() -> tuple[Callable[..., Any], list[Any]]:
    """Data-parallel MLP train step: the batch sharded over 4 devices, weights replicated,
    SGD on the mean squared error (the gradient's batch sum is an all-reduce)."""
    mesh = _mesh()
    rng = np.random.default_rng(0)
    sizes = [(128, 256), (256, 256), (256, 64)]
    params = []
    for fan_in, fan_out in sizes:
        params += [
            (rng.standard_normal((fan_in, fan_out)) / np.sqrt(fan_in)).astype(np.float32),
            np.zeros(fan_out, np.float32),
        ]
    x = rng.standard_normal((1024, 128)).astype(np.float32)
    y = rng.standard_normal((1024, 64)).astype(np.float32)

    def loss(ps, x, y):
        h = x
        for i in range(0, len(ps), 2):
            h = h @ ps[i] + ps[i + 1]
            if i + 2 < len(ps):
                h = jax.nn.gelu(h)
        return jnp.mean((h - y) ** 2)

    def step(x, y, *ps):
        grads = jax.grad(loss)(list(ps), x, y)
        return tuple(p - 0.01 * g for p, g in zip(ps, grads, strict=True))

    batch = NamedSharding(mesh, P("x", None))
    rep = NamedSharding(mesh, P())
    args = [jax.device_put(x, batch), jax.device_put(y, batch)]
    args += [jax.device_put(p, rep) for p in params]
    return step, args


def mp_attention_block() -> tuple[Callable[..., Any], list[Any]]:
    """Model-parallel attention block (Megatron style): heads sharded over 4 devices in
    the QKV projection, the output projection sharded by rows (its sum is an all-reduce),
    then residual and layer norm."""
    mesh = _mesh()
    rng = np.random.default_rng(1)
    seq, d, heads = 512, 256, 8
    x = rng.standard_normal((seq, d)).astype(np.float32)
    wqkv = (rng.standard_normal((d, 3, heads, d // heads)) / np.sqrt(d)).astype(np.float32)
    wo = (rng.standard_normal((heads, d // heads, d)) / np.sqrt(d)).astype(np.float32)

    def block(x, wqkv, wo):
        qkv = jnp.einsum("sd,dthk->tshk", x, wqkv)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = jnp.einsum("shk,thk->hst", q, k) / np.sqrt(q.shape[-1])
        mask = jnp.tril(jnp.ones((seq, seq), bool))
        p = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
        o = jnp.einsum("hst,thk->shk", p, v)
        h = x + jnp.einsum("shk,hkd->sd", o, wo)
        mu = h.mean(-1, keepdims=True)
        var = ((h - mu) ** 2).mean(-1, keepdims=True)
        return (h - mu) * jax.lax.rsqrt(var + 1e-5)

    args = [
        jax.device_put(x, NamedSharding(mesh, P())),
        jax.device_put(wqkv, NamedSharding(mesh, P(None, None, "x", None))),
        jax.device_put(wo, NamedSharding(mesh, P("x", None, None))),
    ]
    return block, args


PROGRAMS: dict[str, Callable[[], tuple[Callable[..., Any], list[Any]]]] = {
    "dp_mlp_train_step": dp_mlp_train_step,
    "mp_attention_block": mp_attention_block,
}


def export(out: Path = OUT) -> None:
    """Lower each program with its shardings and write its module and inputs."""
    from fusion_mlir import print_module
    from fusion_mlir.ir.io import clone_module

    out.mkdir(parents=True, exist_ok=True)
    for name, build in PROGRAMS.items():
        fn, args = build()
        lowered = jax.jit(fn, keep_unused=True).lower(*args)
        (out / f"{name}.mlir").write_text(
            print_module(clone_module(lowered.compiler_ir("stablehlo")))
        )
        np.savez_compressed(out / f"{name}.npz", *[np.asarray(a) for a in args])
        print(name, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    export(parser.parse_args(argv).out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
