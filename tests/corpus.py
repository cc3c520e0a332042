"""Small real JAX programs the tests export and run: the shapes of real workloads, tiny sizes."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def _mlp(params: list[tuple[Any, Any]], x: Any) -> Any:
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def _mlp_params(key: int, sizes: tuple[int, ...]) -> list[tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(key)
    return [
        (rng.standard_normal((m, n)).astype(np.float32) / np.sqrt(m), np.zeros(n, np.float32))
        for m, n in itertools.pairwise(sizes)
    ]


def mlp_forward() -> tuple[Callable, tuple]:
    params = _mlp_params(0, (16, 32, 8))
    return _mlp, (params, np.ones((4, 16), np.float32))


def mlp_backward() -> tuple[Callable, tuple]:
    params = _mlp_params(1, (16, 32, 8))

    def loss(p: Any, x: Any, y: Any) -> Any:
        return jnp.mean((_mlp(p, x) - y) ** 2)

    return jax.grad(loss), (params, np.ones((4, 16), np.float32), np.zeros((4, 8), np.float32))


def layernorm() -> tuple[Callable, tuple]:
    def f(x: Any, g: Any, b: Any) -> Any:
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    return f, (np.ones((8, 64), np.float32), np.ones(64, np.float32), np.zeros(64, np.float32))


def batchnorm() -> tuple[Callable, tuple]:
    """A batch norm's training forward (NHWC): statistics over every dimension but the minor
    one, read back by the normalisation. As one loop fusion XLA:CPU re-ran the variance's
    column sum per output element (a 32x28x28x16 input: 4.3 s against XLA's 0.8 ms)."""

    def f(x: Any, g: Any, b: Any) -> Any:
        mu = x.mean((0, 1, 2))
        var = ((x - mu) ** 2).mean((0, 1, 2))
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    x = np.random.default_rng(3).standard_normal((4, 6, 6, 8)).astype(np.float32)
    return f, (x, np.ones(8, np.float32), np.zeros(8, np.float32))


def softmax() -> tuple[Callable, tuple]:
    return jax.nn.softmax, (np.ones((8, 64), np.float32),)


def attention_scores() -> tuple[Callable, tuple]:
    """Four heads' scaled scores, shifted by their row max and exponentiated: a dot-epilogue."""

    def f(q: Any, k: Any) -> Any:
        s = jnp.einsum("hqd,hkd->hqk", q, k) * 0.25
        return jnp.exp(s - s.max(-1, keepdims=True))

    rng = np.random.default_rng(3)
    return f, tuple(rng.standard_normal((4, 64, 16)).astype(np.float32) for _ in range(2))


def attention_probs() -> tuple[Callable, tuple]:
    """Four heads' attention probabilities: the scores' whole softmax, a dot-epilogue too."""

    def f(q: Any, k: Any) -> Any:
        return jax.nn.softmax(jnp.einsum("hqd,hkd->hqk", q, k) * 0.25, axis=-1)

    rng = np.random.default_rng(4)
    return f, tuple(rng.standard_normal((4, 64, 16)).astype(np.float32) for _ in range(2))


def attention_core() -> tuple[Callable, tuple]:
    """Four heads' attention: the scores' softmax weighting the values, a dot-chain."""

    def f(q: Any, k: Any, v: Any) -> Any:
        p = jax.nn.softmax(jnp.einsum("hqd,hkd->hqk", q, k) * 0.25, axis=-1)
        return jnp.einsum("hqk,hkd->hqd", p, v)

    rng = np.random.default_rng(5)
    return f, tuple(rng.standard_normal((4, 64, 16)).astype(np.float32) for _ in range(3))


def scan_loop() -> tuple[Callable, tuple]:
    def f(x: Any) -> Any:
        def body(c: Any, _: Any) -> tuple[Any, Any]:
            return jnp.sin(c) * 0.9 + 0.1 * jnp.cos(c), c.sum()

        return jax.lax.scan(body, x, None, length=5)

    return f, (np.ones((4, 8), np.float32),)


def int_bool() -> tuple[Callable, tuple]:
    def f(i: Any, u: Any, m: Any) -> Any:
        j = (i * 3 + 1) % 7
        k = jnp.where(m, j, -j)
        return k, (u >> 1) ^ u, jnp.logical_and(m, k > 0)

    return f, (
        np.arange(32, dtype=np.int32).reshape(4, 8),
        np.arange(32, dtype=np.uint32).reshape(4, 8),
        np.ones((4, 8), bool),
    )


def random_program() -> tuple[Callable, tuple]:
    def f(key: Any, x: Any) -> Any:
        noise = jax.random.normal(key, x.shape)
        return x + 0.1 * noise

    return f, (jax.random.key_data(jax.random.key(0)), np.ones((4, 8), np.float32))


CORPUS: dict[str, Callable[[], tuple[Callable, tuple]]] = {
    "mlp_forward": mlp_forward,
    "mlp_backward": mlp_backward,
    "layernorm": layernorm,
    "batchnorm": batchnorm,
    "softmax": softmax,
    "attention_scores": attention_scores,
    "attention_probs": attention_probs,
    "attention_core": attention_core,
    "scan_loop": scan_loop,
    "int_bool": int_bool,
    "random": random_program,
}
