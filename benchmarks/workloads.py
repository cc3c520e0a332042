"""The benchmark workloads: JAX functions with an input generator and a size ladder.

Each ``Workload`` builds its function and example arguments for one size; sizes go from a
quick ``demo`` size up the ladder. Cart-pole follows the XLA fusion study's baseline: N
environments, T steps in ``lax.scan``, random actions drawn inside the loop, the 4 state
variables kept in one concatenated array (``cartpole_split`` keeps them apart).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

Args = tuple[Any, ...]


@dataclass(frozen=True)
class Workload:
    name: str
    summary: str
    build: Callable[[int], tuple[Callable[..., Any], Args]]
    sizes: tuple[int, ...]
    demo_size: int


def _rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


# --- cart-pole (classic control dynamics, Euler integration) ------------------------------
GRAVITY, CART_MASS, POLE_MASS, POLE_HALF_LENGTH, FORCE, DT = 9.8, 1.0, 0.1, 0.5, 10.0, 0.02
TOTAL_MASS = CART_MASS + POLE_MASS
POLE_MASS_LENGTH = POLE_MASS * POLE_HALF_LENGTH


def _cartpole_step(x: Any, x_dot: Any, theta: Any, theta_dot: Any, action: Any) -> tuple:
    force = jnp.where(action > 0.5, FORCE, -FORCE)
    cos, sin = jnp.cos(theta), jnp.sin(theta)
    temp = (force + POLE_MASS_LENGTH * theta_dot**2 * sin) / TOTAL_MASS
    theta_acc = (GRAVITY * sin - cos * temp) / (
        POLE_HALF_LENGTH * (4.0 / 3.0 - POLE_MASS * cos**2 / TOTAL_MASS)
    )
    x_acc = temp - POLE_MASS_LENGTH * theta_acc * cos / TOTAL_MASS
    x, x_dot = x + DT * x_dot, x_dot + DT * x_acc
    theta, theta_dot = theta + DT * theta_dot, theta_dot + DT * theta_acc
    done = (jnp.abs(x) > 2.4) | (jnp.abs(theta) > 0.2095)
    # Reset finished environments to the upright position.
    zero = jnp.zeros_like(x)
    return (
        jnp.where(done, zero, x),
        jnp.where(done, zero, x_dot),
        jnp.where(done, zero, theta),
        jnp.where(done, zero, theta_dot),
        done,
    )


def cartpole(n_envs: int, steps: int = 100) -> tuple[Callable[..., Any], Args]:
    """The study's baseline: one concatenated [4, N] state, RNG inside the loop."""

    def run(key: Any, state: Any) -> tuple[Any, Any]:
        def body(carry: tuple[Any, Any], _: Any) -> tuple[tuple[Any, Any], Any]:
            key, s = carry
            key, sub = jax.random.split(key)
            action = jax.random.uniform(sub, (n_envs,))
            x, x_dot, th, th_dot, done = _cartpole_step(s[0], s[1], s[2], s[3], action)
            s = jnp.concatenate([x[None], x_dot[None], th[None], th_dot[None]], axis=0)
            return (key, s), done.sum()

        (key, state), dones = jax.lax.scan(body, (key, state), None, length=steps)
        return state, dones

    state = (_rng().standard_normal((4, n_envs)) * 0.05).astype(np.float32)
    return run, (jax.random.key_data(jax.random.key(0)), state)


def cartpole_split(n_envs: int, steps: int = 100) -> tuple[Callable[..., Any], Args]:
    """The same simulation with the 4 state variables passed separately."""

    def run(key: Any, x: Any, x_dot: Any, th: Any, th_dot: Any) -> tuple[Any, ...]:
        def body(carry: tuple, _: Any) -> tuple[tuple, Any]:
            key, x, x_dot, th, th_dot = carry
            key, sub = jax.random.split(key)
            action = jax.random.uniform(sub, (n_envs,))
            x, x_dot, th, th_dot, done = _cartpole_step(x, x_dot, th, th_dot, action)
            return (key, x, x_dot, th, th_dot), done.sum()

        carry, dones = jax.lax.scan(body, (key, x, x_dot, th, th_dot), None, length=steps)
        return (*carry[1:], dones)

    s = (_rng().standard_normal((4, n_envs)) * 0.05).astype(np.float32)
    return run, (jax.random.key_data(jax.random.key(0)), s[0], s[1], s[2], s[3])


# --- dense workloads -------------------------------------------------------------------------
def _mlp_params(sizes: tuple[int, ...], seed: int = 0) -> list[tuple[np.ndarray, np.ndarray]]:
    rng = _rng(seed)
    return [
        (
            (rng.standard_normal((m, n)) / np.sqrt(m)).astype(np.float32),
            np.zeros(n, np.float32),
        )
        for m, n in itertools.pairwise(sizes)
    ]


def _mlp(params: list, x: Any) -> Any:
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def mlp_train_step(batch: int) -> tuple[Callable[..., Any], Args]:
    """One SGD step of a 3-layer GELU MLP on a squared loss."""

    def step(params: list, x: Any, y: Any) -> list:
        grads = jax.grad(lambda p: jnp.mean((_mlp(p, x) - y) ** 2))(params)
        return jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)

    params = _mlp_params((256, 512, 512, 64))
    rng = _rng(1)
    x = rng.standard_normal((batch, 256)).astype(np.float32)
    y = rng.standard_normal((batch, 64)).astype(np.float32)
    return step, (params, x, y)


def layernorm(rows: int, width: int = 1024) -> tuple[Callable[..., Any], Args]:
    def f(x: Any, g: Any, b: Any) -> Any:
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    rng = _rng()
    return f, (
        rng.standard_normal((rows, width)).astype(np.float32),
        np.ones(width, np.float32),
        np.zeros(width, np.float32),
    )


def softmax(rows: int, width: int = 1024) -> tuple[Callable[..., Any], Args]:
    return jax.nn.softmax, (_rng().standard_normal((rows, width)).astype(np.float32),)


def attention(seq: int, dim: int = 64, heads: int = 4) -> tuple[Callable[..., Any], Args]:
    """One self-attention block: projections, scaled softmax, residual and layernorm."""

    def f(x: Any, wq: Any, wk: Any, wv: Any, wo: Any) -> Any:
        def split(t: Any) -> Any:
            return t.reshape(seq, heads, dim // heads).transpose(1, 0, 2)

        q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
        s = jnp.einsum("hqd,hkd->hqk", q, k) / np.sqrt(dim // heads)
        o = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, axis=-1), v)
        y = x + o.transpose(1, 0, 2).reshape(seq, dim) @ wo
        mu = y.mean(-1, keepdims=True)
        return (y - mu) * jax.lax.rsqrt(((y - mu) ** 2).mean(-1, keepdims=True) + 1e-5)

    rng = _rng()
    ws = [(rng.standard_normal((dim, dim)) / np.sqrt(dim)).astype(np.float32) for _ in range(4)]
    return f, (rng.standard_normal((seq, dim)).astype(np.float32), *ws)


def adam(n_tensors: int, size: int = 16384) -> tuple[Callable[..., Any], Args]:
    """One Adam update over many small parameter tensors (``size`` floats each, 64 KiB by
    default: a 128x128 weight). At 256 floats per tensor the update measured dispatch, not
    compute: 773, 192 and 77 kernels all took about 2.2 ms for 64 tensors."""

    def f(params: list, grads: list, m: list, v: list) -> tuple:
        b1, b2, lr, eps = 0.9, 0.999, 1e-3, 1e-8
        m = [b1 * mi + (1 - b1) * g for mi, g in zip(m, grads, strict=True)]
        v = [b2 * vi + (1 - b2) * g * g for vi, g in zip(v, grads, strict=True)]
        params = [
            p - lr * mi / (jnp.sqrt(vi) + eps) for p, mi, vi in zip(params, m, v, strict=True)
        ]
        return params, m, v

    rng = _rng()

    def tensors() -> list[np.ndarray]:
        return [rng.standard_normal(size).astype(np.float32) for _ in range(n_tensors)]

    return f, (tensors(), tensors(), tensors(), [np.abs(t) for t in tensors()])


def independent_mlps(batch: int, k: int = 4) -> tuple[Callable[..., Any], Args]:
    """K small MLPs with the same shapes and separate weights (an ensemble)."""

    def f(params: list, x: Any) -> list:
        return [_mlp(p, x) for p in params]

    params = [_mlp_params((64, 128, 32), seed=i) for i in range(k)]
    return f, (params, _rng(9).standard_normal((batch, 64)).astype(np.float32))


WORKLOADS: dict[str, Workload] = {
    w.name: w
    for w in [
        Workload(
            "cartpole",
            "cart-pole, concatenated state, RNG in the loop",
            cartpole,
            (256, 1024, 4096, 16384),
            1024,
        ),
        Workload(
            "cartpole_split",
            "cart-pole, 4 separate state arrays",
            cartpole_split,
            (256, 1024, 4096, 16384),
            1024,
        ),
        Workload("mlp_train", "3-layer MLP SGD step", mlp_train_step, (64, 256, 1024), 128),
        Workload("layernorm", "layernorm over 1024 features", layernorm, (256, 1024, 4096), 1024),
        Workload("softmax", "row softmax over 1024 columns", softmax, (256, 1024, 4096), 1024),
        Workload("attention", "self-attention block, 4 heads", attention, (128, 256, 512), 256),
        Workload("adam", "Adam update over many 16384-float tensors", adam, (16, 64, 256), 64),
        Workload(
            "mlp_ensemble", "4 independent small MLPs", independent_mlps, (64, 256, 1024), 256
        ),
    ]
}
