"""Held-out programs: plain-jax idioms written after the fusion rules, to check them on.

The corpus (``real_programs.py``) is what the rules were measured and shaped on; these were
written later, by hand, from common uses of jax nobody here had tuned for (a stencil, an
ODE integrator, k-means, an LSTM's gradient, a Gaussian process, bf16 attention, a cellular
automaton, an optimizer over a parameter tree, a particle filter, gradient descent to
convergence), and are never used to choose a rule or a threshold. ``export`` writes
``benchmarks/heldout/NAME.{mlir,npz}`` and ``index.json`` as the corpus's exporter does;
``fusion-bench --heldout`` runs them and ``tests/test_heldout.py`` checks every named
pipeline's values on them.

Usage::

    python benchmarks/heldout.py [--only NAME,NAME] [--out DIR]
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from fusion_mlir.benchmarks.real_programs import Built, Program, export
from jax import lax

HELDOUT_DIR = Path(__file__).resolve().parent / "heldout"


def _normal(rng: np.random.Generator, *shape: int, scale: float = 1.0) -> np.ndarray:
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def _kmeans() -> Built:
    rng = np.random.default_rng(1)

    def step(x: Any, c: Any) -> Any:
        d = (x * x).sum(1)[:, None] - 2 * x @ c.T + (c * c).sum(1)[None]
        a = jnp.argmin(d, 1)
        s = jax.ops.segment_sum(x, a, num_segments=c.shape[0])
        n = jax.ops.segment_sum(jnp.ones(x.shape[0]), a, num_segments=c.shape[0])
        return s / jnp.maximum(n, 1)[:, None]

    def run(x: Any, c: Any) -> Any:
        return lax.fori_loop(0, 10, lambda i, c: step(x, c), c)

    return run, (_normal(rng, 8192, 32), _normal(rng, 32, 32))


def _heat_stencil() -> Built:
    def run(u: Any) -> Any:
        def body(i: Any, u: Any) -> Any:
            lap = sum(jnp.roll(u, s, a) for s in (1, -1) for a in (0, 1)) - 4 * u
            return u + 0.1 * lap

        return lax.fori_loop(0, 100, body, u)

    return run, (_normal(np.random.default_rng(2), 256, 256),)


def _lstm_grad() -> Built:
    rng = np.random.default_rng(3)
    hidden, batch, steps, feats = 128, 32, 40, 64

    def loss(p: dict[str, Any], xs: Any) -> Any:
        def cell(carry: Any, x: Any) -> Any:
            h, c = carry
            i, f, g, o = jnp.split(x @ p["wx"] + h @ p["wh"] + p["b"], 4, -1)
            c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (h, c), h

        zeros = jnp.zeros((batch, hidden))
        _, hs = lax.scan(cell, (zeros, zeros), xs)
        return (hs**2).mean()

    params = {
        "wx": _normal(rng, feats, 4 * hidden, scale=0.1),
        "wh": _normal(rng, hidden, 4 * hidden, scale=0.1),
        "b": _normal(rng, 4 * hidden, scale=0.1),
    }
    return jax.grad(loss), (params, _normal(rng, steps, batch, feats))


def _gp_nll_grad() -> Built:
    rng = np.random.default_rng(4)

    def nll(log_scale: Any, x: Any, y: Any) -> Any:
        d = ((x[:, None, :] - x[None, :, :]) ** 2).sum(-1)
        k = jnp.exp(-0.5 * d / jnp.exp(2 * log_scale)) + 0.1 * jnp.eye(x.shape[0])
        chol = jnp.linalg.cholesky(k)
        alpha = jax.scipy.linalg.cho_solve((chol, True), y)
        return 0.5 * y @ alpha + jnp.log(jnp.diag(chol)).sum()

    return jax.value_and_grad(nll), (np.float32(-0.5), _normal(rng, 384, 3), _normal(rng, 384))


def _pendulum_rk4() -> Built:
    def f(s: Any) -> Any:
        theta, omega = s[..., 0], s[..., 1]
        return jnp.stack([omega, -9.8 * jnp.sin(theta) - 0.1 * omega], -1)

    def run(s: Any) -> Any:
        def body(i: Any, s: Any) -> Any:
            h = 0.01
            k1 = f(s)
            k2 = f(s + h / 2 * k1)
            k3 = f(s + h / 2 * k2)
            k4 = f(s + h * k3)
            return s + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

        return lax.fori_loop(0, 300, body, s)

    return run, (_normal(np.random.default_rng(5), 2048, 2),)


def _bf16_attention_block() -> Built:
    rng = np.random.default_rng(6)
    b, s, d, heads = 4, 256, 128, 4

    def norm(x: Any, g: Any) -> Any:
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g

    def block(x: Any, wq: Any, wk: Any, wv: Any, wo: Any, w1: Any, w2: Any, g1: Any, g2: Any):
        h = norm(x, g1).astype(jnp.bfloat16)
        q, k, v = ((h @ w).reshape(b, s, heads, d // heads) for w in (wq, wk, wv))
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k, preferred_element_type=jnp.float32)
        scores = jnp.where(jnp.tril(jnp.ones((s, s), bool)), scores / 8.0, -1e9)
        a = jax.nn.softmax(scores, -1).astype(jnp.bfloat16)
        x = x + (jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, s, d) @ wo).astype(jnp.float32)
        h = norm(x, g2).astype(jnp.bfloat16)
        return x + (jax.nn.gelu(h @ w1) @ w2).astype(jnp.float32)

    def w(*shape: int) -> Any:
        return jnp.asarray(_normal(rng, *shape, scale=0.05), jnp.bfloat16)

    ones = np.ones(d, np.float32)
    args = (_normal(rng, b, s, d), w(d, d), w(d, d), w(d, d), w(d, d), w(d, 4 * d), w(4 * d, d))
    return block, (*args, ones, ones)


def _game_of_life() -> Built:
    def run(board: Any) -> Any:
        kernel = jnp.ones((1, 1, 3, 3), jnp.float32).at[0, 0, 1, 1].set(0)

        def body(i: Any, b: Any) -> Any:
            n = lax.conv_general_dilated(b[None, None], kernel, (1, 1), "SAME")[0, 0]
            return jnp.where((n == 3) | ((b > 0) & (n == 2)), 1.0, 0.0)

        return lax.fori_loop(0, 30, body, board)

    board = (np.random.default_rng(7).random((256, 256)) < 0.3).astype(np.float32)
    return run, (board,)


def _rmsprop_tree() -> Built:
    rng = np.random.default_rng(8)
    shapes = [(256, 256), (256,), (256, 128), (128,), (128, 10), (10,), (3, 3, 16, 32), (32,)] * 2

    def update(params: list[Any], grads: list[Any], nu: list[Any]) -> list[Any]:
        out = []
        for p, g, v in zip(params, grads, nu, strict=True):
            v = 0.9 * v + 0.1 * g * g
            out.append((p - 1e-3 * g / (jnp.sqrt(v) + 1e-8) - 1e-4 * p, v))
        return out

    def tree(scale: float = 1.0) -> list[np.ndarray]:
        return [np.abs(_normal(rng, *sh)) * scale for sh in shapes]

    return update, (tree(), tree(0.1), tree(0.01))


def _particle_filter() -> Built:
    rng = np.random.default_rng(9)
    n, steps = 8192, 40

    def run(key_data: Any, obs: Any, x0: Any) -> Any:
        def step(carry: Any, y: Any) -> Any:
            x, key = carry
            key, k1, k2 = jax.random.split(key, 3)
            x = 0.9 * x + 0.3 * jax.random.normal(k1, x.shape)
            w = jax.nn.softmax(-0.5 * (y - x) ** 2)
            u = (jax.random.uniform(k2) + jnp.arange(n)) / n
            x = x[jnp.clip(jnp.searchsorted(jnp.cumsum(w), u), 0, n - 1)]
            return (x, key), x.mean()

        return lax.scan(step, (x0, jax.random.wrap_key_data(key_data)), obs)[1]

    key = np.asarray(jax.random.key_data(jax.random.key(0)))
    return run, (key, _normal(rng, steps), _normal(rng, n))


def _logreg_until_converged() -> Built:
    rng = np.random.default_rng(10)

    def run(x: Any, y: Any, w: Any) -> Any:
        def cond(s: Any) -> Any:
            _, g, i = s
            return (jnp.linalg.norm(g) > 1e-3) & (i < 200)

        def body(s: Any) -> Any:
            w, _, i = s
            g = x.T @ (jax.nn.sigmoid(x @ w) - y) / x.shape[0]
            return w - 0.5 * g, g, i + 1

        return lax.while_loop(cond, body, (w, jnp.ones_like(w), 0))[0]

    x = _normal(rng, 4096, 64)
    y = (rng.random(4096) < 0.5).astype(np.float32)
    return run, (x, y, np.zeros(64, np.float32))


def _program(name: str, summary: str, build: Any) -> Program:
    return Program(name, "jax", summary, build)


PROGRAMS: dict[str, Program] = {
    p.name: p
    for p in [
        _program("kmeans", "10 Lloyd steps: distances, argmin, segment sums (8192 x 32)", _kmeans),
        _program("heat_stencil", "100 explicit heat steps by jnp.roll, 256 x 256", _heat_stencil),
        _program("lstm_grad", "gradient of an LSTM over 40 steps in lax.scan", _lstm_grad),
        _program("gp_nll_grad", "GP marginal likelihood and gradient (cholesky)", _gp_nll_grad),
        _program("pendulum_rk4", "2048 damped pendulums, 300 RK4 steps", _pendulum_rk4),
        _program(
            "bf16_attention_block",
            "pre-norm causal attention + GELU MLP block, bf16 matmuls",
            _bf16_attention_block,
        ),
        _program("game_of_life", "30 Life steps by a 3x3 convolution, 256 x 256", _game_of_life),
        _program("rmsprop_tree", "RMSprop with weight decay over 16 arrays", _rmsprop_tree),
        _program(
            "particle_filter",
            "bootstrap filter, 8192 particles, systematic resampling, 40 steps",
            _particle_filter,
        ),
        _program(
            "logreg_until_converged",
            "logistic-regression gradient descent in while_loop until the gradient is small",
            _logreg_until_converged,
        ),
    ]
}


def main(argv: list[str] | None = None) -> int:
    """Command line: ``--only a,b`` to export some programs, ``--out DIR`` for the folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated program names (default: all)")
    parser.add_argument("--out", type=Path, default=HELDOUT_DIR, help="output folder")
    ns = parser.parse_args(argv)
    names = [n.strip() for n in ns.only.split(",") if n.strip()] if ns.only else None
    export(names, ns.out, PROGRAMS)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
