"""A corpus of real JAX programs written with real ecosystem libraries, exported to StableHLO.

Each ``Program`` builds a function and its inputs with one library of the JAX ecosystem (flax,
optax, equinox, diffrax, gymnax, jax-md, mujoco-mjx, evosax, pgx, jraph, numpyro) or with plain
``jax`` idioms. Inputs are real: initialised parameters, optimizer states, environment states
from ``reset``, fixed seeds throughout. ``export`` lowers every program once and writes
``NAME.mlir`` (StableHLO text) and ``NAME.npz`` (its flattened inputs, ``arr_0``, ``arr_1``, ...
in argument order) plus ``index.json``, so tests and benchmarks can compile and run the corpus
with nothing but jax installed. Each ``build`` imports its library inside the function: this
module imports with only jax and numpy.

Usage::

    python benchmarks/real_programs.py [--only NAME,NAME] [--out DIR]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.metadata
import itertools
import json
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

Built = tuple[Callable[..., Any], tuple[Any, ...]]


@dataclass(frozen=True)
class Program:
    """One corpus entry: ``build()`` imports ``library`` and returns ``(fn, args)``."""

    name: str
    library: str
    summary: str
    build: Callable[[], Built]


def _rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def _key(seed: int) -> jax.Array:
    """A raw ``uint32[2]`` PRNG key (not a typed key), as an argument."""
    return jax.random.PRNGKey(seed)


# --- flax (linen) --------------------------------------------------------------------------


def _flax_cnn_train_step() -> Built:
    import flax.linen as nn
    import optax

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, x: jax.Array, train: bool) -> jax.Array:
            for feats in (32, 64):
                x = nn.Conv(feats, (3, 3), padding="SAME", use_bias=False)(x)
                x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
                x = nn.relu(x)
                x = nn.max_pool(x, (2, 2), strides=(2, 2))
            x = nn.avg_pool(x, (7, 7))
            x = x.reshape((x.shape[0], -1))
            x = nn.relu(nn.Dense(128)(x))
            return nn.Dense(10)(x)

    model = CNN()
    tx = optax.sgd(learning_rate=0.05, momentum=0.9, nesterov=True)
    rng = _rng(1)
    images = jnp.asarray(rng.random((32, 28, 28, 1), dtype=np.float32))
    labels = jnp.asarray(rng.integers(0, 10, 32), dtype=jnp.int32)
    variables = model.init(_key(0), images, train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)

    def train_step(params, batch_stats, opt_state, images, labels):
        def loss_fn(p):
            logits, updates = model.apply(
                {"params": p, "batch_stats": batch_stats},
                images,
                train=True,
                mutable=["batch_stats"],
            )
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
            return loss, updates["batch_stats"]

        (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, new_stats, opt_state, loss

    return train_step, (params, batch_stats, opt_state, images, labels)


def _flax_transformer_train_step() -> Built:
    import flax.linen as nn
    import optax

    vocab, d_model, heads, layers, seq, batch = 512, 128, 4, 2, 64, 8

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x: jax.Array, mask: jax.Array) -> jax.Array:
            h = nn.LayerNorm()(x)
            h = nn.MultiHeadDotProductAttention(num_heads=heads, deterministic=True)(
                h, h, mask=mask
            )
            x = x + h
            h = nn.LayerNorm()(x)
            h = nn.Dense(4 * d_model)(h)
            h = nn.gelu(h)
            return x + nn.Dense(d_model)(h)

    class LM(nn.Module):
        @nn.compact
        def __call__(self, tokens: jax.Array) -> jax.Array:
            embed = nn.Embed(vocab, d_model)
            pos = self.param("pos", nn.initializers.normal(0.02), (seq, d_model))
            x = embed(tokens) + pos[None]
            mask = nn.make_causal_mask(tokens)
            for _ in range(layers):
                x = Block()(x, mask)
            x = nn.LayerNorm()(x)
            return embed.attend(x)

    model = LM()
    tokens = jnp.asarray(_rng(2).integers(0, vocab, (batch, seq + 1)), dtype=jnp.int32)
    params = model.init(_key(0), tokens[:, :-1])["params"]
    schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-4, 100, 1000)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.1))
    opt_state = tx.init(params)

    def train_step(params, opt_state, tokens):
        def loss_fn(p):
            logits = model.apply({"params": p}, tokens[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step, (params, opt_state, tokens)


# --- flax (nnx) ----------------------------------------------------------------------------


def _nnx_mlp_train_step() -> Built:
    import optax
    from flax import nnx

    class MLP(nnx.Module):
        def __init__(self, din: int, dhidden: int, dout: int, rngs: nnx.Rngs) -> None:
            self.l1 = nnx.Linear(din, dhidden, rngs=rngs)
            self.norm = nnx.LayerNorm(dhidden, rngs=rngs)
            self.l2 = nnx.Linear(dhidden, dhidden, rngs=rngs)
            self.l3 = nnx.Linear(dhidden, dout, rngs=rngs)

        def __call__(self, x: jax.Array) -> jax.Array:
            x = nnx.relu(self.norm(self.l1(x)))
            x = nnx.relu(self.l2(x))
            return self.l3(x)

    model = MLP(256, 256, 10, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    graphdef, state = nnx.split((model, optimizer))
    rng = _rng(3)
    x = jnp.asarray(rng.standard_normal((512, 256), dtype=np.float32))
    y = jnp.asarray(rng.integers(0, 10, 512), dtype=jnp.int32)

    def train_step(state, x, y):
        model, optimizer = nnx.merge(graphdef, state)

        def loss_fn(m: MLP) -> jax.Array:
            return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return nnx.state((model, optimizer)), loss

    return train_step, (state, x, y)


# --- optax ---------------------------------------------------------------------------------


def _param_tree(seed: int) -> dict[str, Any]:
    """A parameter tree shaped like a small CNN (conv kernels, a norm, dense layers), 85k floats."""
    rng = _rng(seed)
    shapes = {
        "conv1": {"kernel": (3, 3, 3, 32), "bias": (32,)},
        "conv2": {"kernel": (3, 3, 32, 64), "bias": (64,)},
        "norm": {"scale": (64,), "bias": (64,)},
        "dense1": {"kernel": (1024, 64), "bias": (64,)},
        "head": {"kernel": (64, 10), "bias": (10,)},
    }
    return jax.tree.map(
        lambda s: jnp.asarray(rng.standard_normal(s, dtype=np.float32) * 0.05),
        shapes,
        is_leaf=lambda s: isinstance(s, tuple),
    )


def _optax_adamw_tree() -> Built:
    import optax

    params = _param_tree(4)
    grads = jax.tree.map(lambda p: p * 0.1 + 0.01, _param_tree(5))
    tx = optax.adamw(learning_rate=1e-3, weight_decay=1e-4)
    opt_state = tx.init(params)
    # One earlier step so the moments are non-zero and the count is 1.
    _, opt_state = tx.update(grads, opt_state, params)

    def step(params, grads, opt_state):
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state

    return step, (params, grads, opt_state)


def _optax_clip_chain() -> Built:
    import optax

    params = _param_tree(6)
    grads = _param_tree(7)
    schedule = optax.exponential_decay(1e-2, transition_steps=100, decay_rate=0.9)
    tx = optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.scale_by_adam(b1=0.9, b2=0.95),
        optax.add_decayed_weights(1e-4),
        optax.scale_by_schedule(schedule),
        optax.scale(-1.0),
    )
    opt_state = tx.init(params)
    _, opt_state = tx.update(grads, opt_state, params)

    def step(params, grads, opt_state):
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, optax.global_norm(grads)

    return step, (params, grads, opt_state)


# --- equinox -------------------------------------------------------------------------------


def _equinox_mlp_grad() -> Built:
    import equinox as eqx

    model = eqx.nn.MLP(64, 8, width_size=256, depth=3, activation=jax.nn.tanh, key=_key(0))
    params, static = eqx.partition(model, eqx.is_array)
    rng = _rng(8)
    x = jnp.asarray(rng.standard_normal((512, 64), dtype=np.float32))
    y = jnp.asarray(rng.standard_normal((512, 8), dtype=np.float32))

    def grad_fn(params, x, y):
        @eqx.filter_value_and_grad
        def loss_fn(model):
            pred = jax.vmap(model)(x)
            return jnp.mean((pred - y) ** 2)

        return loss_fn(eqx.combine(params, static))

    return grad_fn, (params, x, y)


def _equinox_gru_scan() -> Built:
    import equinox as eqx

    k1, k2 = jax.random.split(_key(1))
    cell = eqx.nn.GRUCell(16, 128, key=k1)
    head = eqx.nn.Linear(128, 4, key=k2)
    params, static = eqx.partition((cell, head), eqx.is_array)
    rng = _rng(9)
    xs = jnp.asarray(rng.standard_normal((16, 100, 16), dtype=np.float32))
    targets = jnp.asarray(rng.standard_normal((16, 4), dtype=np.float32))

    def loss_and_grad(params, xs, targets):
        def loss_fn(params):
            cell, head = eqx.combine(params, static)

            def run(seq: jax.Array) -> jax.Array:
                def step(h, x):
                    h = cell(x, h)
                    return h, None

                h, _ = jax.lax.scan(step, jnp.zeros(cell.hidden_size), seq)
                return head(h)

            pred = jax.vmap(run)(xs)
            return jnp.mean((pred - targets) ** 2)

        return jax.value_and_grad(loss_fn)(params)

    return loss_and_grad, (params, xs, targets)


# --- diffrax -------------------------------------------------------------------------------


@contextlib.contextmanager
def _eqx_on_error(mode: str) -> Iterator[None]:
    """Trace equinox runtime checks in ``mode`` ("nan": no host callback), then restore."""
    import equinox._errors as eqx_errors

    old = eqx_errors.EQX_ON_ERROR
    eqx_errors.EQX_ON_ERROR = mode
    try:
        yield
    finally:
        eqx_errors.EQX_ON_ERROR = old


def _diffrax_lorenz_tsit5() -> Built:
    import diffrax

    def lorenz(t, y, args):
        sigma, rho, beta = args
        x, yy, z = y
        return jnp.stack([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])

    term = diffrax.ODETerm(lorenz)
    solver = diffrax.Tsit5()
    saveat = diffrax.SaveAt(ts=jnp.linspace(0.0, 10.0, 201))
    y0 = jnp.asarray(_rng(10).standard_normal((32, 3), dtype=np.float32) + np.float32(1.0))
    consts = jnp.asarray([10.0, 28.0, 8.0 / 3.0], dtype=jnp.float32)

    def one(y: jax.Array, consts: jax.Array) -> jax.Array:
        sol = diffrax.diffeqsolve(
            term,
            solver,
            t0=0.0,
            t1=10.0,
            dt0=0.01,
            y0=y,
            args=(consts[0], consts[1], consts[2]),
            saveat=saveat,
            stepsize_controller=diffrax.ConstantStepSize(),
            max_steps=1000,
            throw=False,
        )
        return sol.ys

    def solve(y0, consts):
        # Equinox's runtime checks (used inside diffrax) are host callbacks by default; the
        # documented ``EQX_ON_ERROR=nan`` mode makes them in-graph selects instead. The
        # setting is read when a check is traced, so it is set around the trace only.
        with _eqx_on_error("nan"):
            return jax.vmap(one, in_axes=(0, None))(y0, consts)

    return solve, (y0, consts)


# --- gymnax --------------------------------------------------------------------------------


def _gymnax_rollout(env_id: str, num_envs: int, steps: int, seed: int) -> Built:
    import gymnax

    env, env_params = gymnax.make(env_id)
    num_actions = env.action_space(env_params).n
    reset_keys = jax.random.split(_key(seed), num_envs)
    _obs, state = jax.vmap(env.reset, in_axes=(0, None))(reset_keys, env_params)

    def rollout(state, key):
        def step(carry, _):
            state, key, total = carry
            key, k_act, k_step = jax.random.split(key, 3)
            actions = jax.random.randint(k_act, (num_envs,), 0, num_actions)
            step_keys = jax.random.split(k_step, num_envs)
            _, state, reward, _, _, _ = jax.vmap(env.step, in_axes=(0, 0, 0, None))(
                step_keys, state, actions, env_params
            )
            return (state, key, total + reward), None

        init = (state, key, jnp.zeros(num_envs, jnp.float32))
        (state, _, total), _ = jax.lax.scan(step, init, None, length=steps)
        return state, total

    return rollout, (state, _key(seed + 1))


def _gymnax_cartpole_rollout() -> Built:
    return _gymnax_rollout("CartPole-v1", num_envs=256, steps=500, seed=11)


def _gymnax_cartpole_4096() -> Built:
    return _gymnax_rollout("CartPole-v1", num_envs=4096, steps=200, seed=13)


def _gymnax_breakout_minatar() -> Built:
    return _gymnax_rollout("Breakout-MinAtar", num_envs=128, steps=300, seed=12)


# --- jax-md --------------------------------------------------------------------------------


def _jaxmd_lj_nve() -> Built:
    from jax_md import energy, simulate, space

    n, box = 256, 8.0
    displacement, shift = space.periodic(box)
    energy_fn = energy.lennard_jones_pair(displacement, sigma=1.0, epsilon=1.0)
    init_fn, apply_fn = simulate.nve(energy_fn, shift, dt=1e-3)
    # A jittered cubic lattice so no two particles start on top of each other.
    side = int(np.ceil(n ** (1 / 3)))
    grid = np.stack(np.meshgrid(*[np.arange(side)] * 3, indexing="ij"), -1).reshape(-1, 3)[:n]
    jitter = _rng(13).uniform(-0.05, 0.05, (n, 3))
    positions = jnp.asarray((grid + 0.5 + jitter) * (box / side), dtype=jnp.float32)

    def simulate_nve(positions, key):
        state = init_fn(key, positions, kT=0.5)
        state = jax.lax.fori_loop(0, 200, lambda _, s: apply_fn(s), state)
        return state.position, energy_fn(state.position)

    return simulate_nve, (positions, _key(13))


def _jaxmd_soft_sphere_fire() -> Built:
    from jax_md import energy, minimize, space

    n, box = 256, 8.5
    displacement, shift = space.periodic(box)
    species = (jnp.arange(n) >= n // 2).astype(jnp.int32)
    sigma = jnp.asarray([[1.0, 1.2], [1.2, 1.4]], dtype=jnp.float32)
    energy_fn = energy.soft_sphere_pair(displacement, species=species, sigma=sigma)
    init_fn, apply_fn = minimize.fire_descent(energy_fn, shift, dt_start=0.01, dt_max=0.05)
    positions = jnp.asarray(_rng(14).uniform(0.0, box, (n, 2)), dtype=jnp.float32)

    def relax(positions):
        state = init_fn(positions)
        state = jax.lax.fori_loop(0, 100, lambda _, s: apply_fn(s), state)
        return state.position, energy_fn(state.position)

    return relax, (positions,)


# --- mujoco-mjx ----------------------------------------------------------------------------

_MJCF = """
<mujoco model="boxes_and_pendulum">
  <option timestep="0.005"/>
  <worldbody>
    <light pos="0 0 3"/>
    <geom name="floor" type="plane" size="5 5 0.1"/>
    <body name="box1" pos="0 0 0.5">
      <freejoint/>
      <geom type="box" size="0.1 0.1 0.1" mass="1"/>
    </body>
    <body name="ball" pos="0.3 0 0.8">
      <freejoint/>
      <geom type="sphere" size="0.1" mass="0.5"/>
    </body>
    <body name="pole" pos="-0.5 0 1.0">
      <joint name="hinge" type="hinge" axis="0 1 0" damping="0.1"/>
      <geom type="capsule" fromto="0 0 0 0 0 -0.5" size="0.04" mass="0.3"/>
      <body name="pole2" pos="0 0 -0.5">
        <joint name="hinge2" type="hinge" axis="0 1 0" damping="0.1"/>
        <geom type="capsule" fromto="0 0 0 0 0 -0.4" size="0.03" mass="0.2"/>
      </body>
    </body>
  </worldbody>
  <actuator>
    <motor joint="hinge" gear="5"/>
  </actuator>
</mujoco>
"""


def _mjx_step_scan() -> Built:
    import mujoco
    from mujoco import mjx

    mj_model = mujoco.MjModel.from_xml_string(_MJCF)
    mj_data = mujoco.MjData(mj_model)
    mj_data.qpos[-2:] = [0.4, -0.3]
    mujoco.mj_forward(mj_model, mj_data)
    mx = mjx.put_model(mj_model)
    data = mjx.put_data(mj_model, mj_data)
    ctrl = jnp.asarray(np.sin(np.linspace(0, 3, 60))[:, None], dtype=jnp.float32)

    def rollout(data, ctrl):
        def step(d, u):
            d = mjx.step(mx, d.replace(ctrl=u))
            return d, d.qpos

        return jax.lax.scan(step, data, ctrl)

    return rollout, (data, ctrl)


# --- evosax --------------------------------------------------------------------------------


def _evosax_cmaes_generation() -> Built:
    from evosax.algorithms import CMA_ES

    dims, popsize = 256, 128
    es = CMA_ES(population_size=popsize, solution=jnp.zeros(dims))
    params = es.default_params
    mean = jnp.asarray(_rng(15).uniform(-2, 2, dims), dtype=jnp.float32)
    state = es.init(_key(15), mean, params)

    def rosenbrock(x: jax.Array) -> jax.Array:
        return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)

    def generation(state, key):
        k_ask, k_tell = jax.random.split(key)
        population, state = es.ask(k_ask, state, params)
        fitness = jax.vmap(rosenbrock)(population)
        state, metrics = es.tell(k_tell, population, fitness, state, params)
        return state, metrics

    return generation, (state, _key(16))


# --- pgx -----------------------------------------------------------------------------------


def _pgx_rollout(env_id: str, batch: int, steps: int, seed: int) -> Built:
    import pgx

    env = pgx.make(env_id)
    state = jax.vmap(env.init)(jax.random.split(_key(seed), batch))

    def rollout(state, key):
        def step(carry, _):
            state, key = carry
            key, k_act = jax.random.split(key)
            logits = jnp.where(state.legal_action_mask, 0.0, -jnp.inf)
            actions = jax.random.categorical(k_act, logits, axis=-1)
            state = jax.vmap(env.step)(state, actions)
            return (state, key), state.rewards

        (state, _), rewards = jax.lax.scan(step, (state, key), None, length=steps)
        return state, rewards.sum(0)

    return rollout, (state, _key(seed + 1))


def _pgx_tic_tac_toe() -> Built:
    return _pgx_rollout("tic_tac_toe", batch=4096, steps=9, seed=17)


def _pgx_connect_four() -> Built:
    return _pgx_rollout("connect_four", batch=1024, steps=42, seed=18)


# --- jraph ---------------------------------------------------------------------------------


def _random_graph(seed: int, nodes: int, edges: int, feats: int) -> Any:
    import jraph

    rng = _rng(seed)
    return jraph.GraphsTuple(
        nodes=jnp.asarray(rng.standard_normal((nodes, feats), dtype=np.float32)),
        edges=jnp.asarray(rng.standard_normal((edges, 8), dtype=np.float32)),
        senders=jnp.asarray(rng.integers(0, nodes, edges), dtype=jnp.int32),
        receivers=jnp.asarray(rng.integers(0, nodes, edges), dtype=jnp.int32),
        n_node=jnp.asarray([nodes], dtype=jnp.int32),
        n_edge=jnp.asarray([edges], dtype=jnp.int32),
        globals=jnp.zeros((1, 4), jnp.float32),
    )


def _dense_params(seed: int, sizes: list[tuple[int, int]]) -> list[dict[str, jax.Array]]:
    rng = _rng(seed)
    return [
        {
            "w": jnp.asarray(rng.standard_normal((i, o), dtype=np.float32) / np.sqrt(i)),
            "b": jnp.zeros((o,), jnp.float32),
        }
        for i, o in sizes
    ]


def _jraph_gcn() -> Built:
    import jraph

    graph = _random_graph(19, nodes=2000, edges=16000, feats=64)
    params = _dense_params(20, [(64, 128), (128, 128), (128, 16)])

    def gcn(params, graph):
        for i, layer in enumerate(params):
            conv = jraph.GraphConvolution(
                update_node_fn=lambda x, layer=layer: x @ layer["w"] + layer["b"],
                add_self_edges=True,
            )
            graph = conv(graph)
            if i < len(params) - 1:
                graph = graph._replace(nodes=jax.nn.relu(graph.nodes))
        return jax.nn.log_softmax(graph.nodes)

    return gcn, (params, graph)


def _jraph_graph_network() -> Built:
    import jraph

    graph = _random_graph(21, nodes=1000, edges=8000, feats=32)
    p = {
        "edge": _dense_params(22, [(8 + 32 + 32 + 4, 64), (64, 32)]),
        "node": _dense_params(23, [(32 + 32 + 32 + 4, 64), (64, 32)]),
        "glob": _dense_params(24, [(32 + 32 + 4, 32), (32, 4)]),
    }

    def mlp(layers: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
        for i, layer in enumerate(layers):
            x = x @ layer["w"] + layer["b"]
            if i < len(layers) - 1:
                x = jax.nn.silu(x)
        return x

    def forward(p, graph):
        net = jraph.GraphNetwork(
            update_edge_fn=lambda e, s, r, g: mlp(p["edge"], jnp.concatenate([e, s, r, g], -1)),
            update_node_fn=lambda n, s, r, g: mlp(p["node"], jnp.concatenate([n, s, r, g], -1)),
            update_global_fn=lambda n, e, g: mlp(p["glob"], jnp.concatenate([n, e, g], -1)),
        )
        out = net(graph)
        out = net(out._replace(edges=out.edges[:, :8], nodes=out.nodes))
        return out.nodes, out.globals

    return forward, (p, graph)


# --- numpyro -------------------------------------------------------------------------------


def _logreg_model(x: jax.Array, y: jax.Array | None = None) -> None:
    import numpyro
    import numpyro.distributions as dist

    tau = numpyro.sample("tau", dist.HalfCauchy(1.0))
    w = numpyro.sample("w", dist.Normal(jnp.zeros(x.shape[1]), tau).to_event(1))
    b = numpyro.sample("b", dist.Normal(0.0, 5.0))
    with numpyro.plate("data", x.shape[0]):
        numpyro.sample("y", dist.Bernoulli(logits=x @ w + b), obs=y)


def _logreg_data(seed: int, n: int, d: int) -> tuple[jax.Array, jax.Array]:
    rng = _rng(seed)
    x = rng.standard_normal((n, d)).astype(np.float32)
    w = rng.standard_normal(d).astype(np.float32)
    y = (rng.random(n) < 1 / (1 + np.exp(-(x @ w)))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def _numpyro_logdensity_grad() -> Built:
    from numpyro.infer.util import potential_energy

    x, y = _logreg_data(25, 4096, 32)
    chains, rng = 64, _rng(26)
    z = {  # unconstrained positions of 64 vectorized chains
        "tau": jnp.asarray(rng.standard_normal(chains) * 0.5, jnp.float32),
        "w": jnp.asarray(rng.standard_normal((chains, 32)) * 0.1, jnp.float32),
        "b": jnp.asarray(rng.standard_normal(chains) * 0.1, jnp.float32),
    }

    def value_and_grad(z, x, y):
        def energy(z):
            return potential_energy(_logreg_model, (x, y), {}, z)

        return jax.vmap(jax.value_and_grad(energy))(z)

    return value_and_grad, (z, x, y)


def _numpyro_hmc() -> Built:
    from numpyro.infer.hmc import hmc
    from numpyro.infer.util import potential_energy

    x, y = _logreg_data(27, 512, 16)
    z0 = {
        "tau": jnp.asarray(0.0, jnp.float32),
        "w": jnp.zeros(16, jnp.float32),
        "b": jnp.asarray(0.0, jnp.float32),
    }

    def sample(z0, key, x, y):
        init_kernel, sample_kernel = hmc(
            potential_fn=partial(potential_energy, _logreg_model, (x, y), {}), algo="HMC"
        )
        state = init_kernel(
            z0,
            num_warmup=0,
            step_size=0.05,
            adapt_step_size=False,
            adapt_mass_matrix=False,
            num_steps=10,
            rng_key=key,
        )

        def step(state, _):
            state = sample_kernel(state)
            return state, state.z

        return jax.lax.scan(step, state, None, length=100)[1]

    return sample, (z0, _key(28), x, y)


# --- plain jax idioms ----------------------------------------------------------------------


def _jax_sort_topk() -> Built:
    rng = _rng(29)
    scores = jnp.asarray(rng.standard_normal((64, 4096), dtype=np.float32))
    ids = jnp.asarray(np.tile(np.arange(4096, dtype=np.int32), (64, 1)))

    def rank(scores, ids):
        vals, idx = jax.lax.top_k(scores, 64)
        sorted_scores, sorted_ids = jax.lax.sort_key_val(scores, ids, dimension=-1)
        median = sorted_scores[:, 2048]
        order = jnp.argsort(-vals, axis=-1)
        return jnp.take_along_axis(idx, order, -1), sorted_ids[:, -8:], median

    return rank, (scores, ids)


def _jax_categorical_sampler() -> Built:
    rng = _rng(30)
    logits = jnp.asarray(rng.standard_normal((32, 8192), dtype=np.float32))

    def sample(logits, key, temperature):
        """Top-p (nucleus) sampling through a sorted cumsum and an inverse-CDF draw."""
        probs = jax.nn.softmax(logits / temperature, axis=-1)
        order = jnp.argsort(-probs, axis=-1)
        sorted_p = jnp.take_along_axis(probs, order, -1)
        cdf = jnp.cumsum(sorted_p, axis=-1)
        sorted_p = jnp.where(cdf - sorted_p < 0.9, sorted_p, 0.0)
        cdf = jnp.cumsum(sorted_p, axis=-1)
        u = jax.random.uniform(key, (logits.shape[0], 1)) * cdf[:, -1:]
        pos = jnp.sum(cdf < u, axis=-1)
        return jnp.take_along_axis(order, pos[:, None], -1)[:, 0]

    return sample, (logits, _key(30), jnp.asarray(0.8, jnp.float32))


def _jax_embedding_grad() -> Built:
    rng = _rng(31)
    table = jnp.asarray(rng.standard_normal((4096, 64), dtype=np.float32) * 0.02)
    proj = jnp.asarray(rng.standard_normal((64, 64), dtype=np.float32) * 0.1)
    tokens = jnp.asarray(rng.zipf(1.3, (256, 256)) % 4096, dtype=jnp.int32)

    def grads(table, proj, tokens):
        def loss(table, proj):
            emb = table[tokens]  # gather; its transpose is a scatter-add
            h = jnp.tanh(emb @ proj)
            return jnp.mean(jnp.sum(h * h, -1))

        return jax.grad(loss, argnums=(0, 1))(table, proj)

    return grads, (table, proj, tokens)


def _jax_bf16_mlp() -> Built:
    rng = _rng(32)
    sizes = [256, 768, 512, 128]
    ws = [
        jnp.asarray(rng.standard_normal((a, b), dtype=np.float32) / np.sqrt(a), jnp.bfloat16)
        for a, b in itertools.pairwise(sizes)
    ]
    bs = [jnp.zeros((b,), jnp.bfloat16) for b in sizes[1:]]
    x = jnp.asarray(rng.standard_normal((512, 256), dtype=np.float32), jnp.bfloat16)

    def mlp(ws, bs, x):
        for i, (w, b) in enumerate(zip(ws, bs, strict=True)):
            x = jnp.dot(x, w, preferred_element_type=jnp.float32).astype(jnp.bfloat16) + b
            if i < len(ws) - 1:
                x = jax.nn.gelu(x)
        return jax.nn.log_softmax(x.astype(jnp.float32))

    return mlp, (ws, bs, x)


def _jax_conv_bn_pool() -> Built:
    rng = _rng(33)
    x = jnp.asarray(rng.standard_normal((16, 3, 64, 64), dtype=np.float32))
    w1 = jnp.asarray(rng.standard_normal((32, 3, 3, 3), dtype=np.float32) * 0.2)
    w2 = jnp.asarray(rng.standard_normal((64, 32, 3, 3), dtype=np.float32) * 0.06)
    gammas = [jnp.ones((32,), jnp.float32), jnp.ones((64,), jnp.float32)]
    betas = [jnp.zeros((32,), jnp.float32), jnp.zeros((64,), jnp.float32)]

    def block(x, w, gamma, beta):
        y = jax.lax.conv_general_dilated(
            x, w, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW")
        )
        mean = jnp.mean(y, axis=(0, 2, 3), keepdims=True)
        var = jnp.var(y, axis=(0, 2, 3), keepdims=True)
        y = (y - mean) * jax.lax.rsqrt(var + 1e-5)
        y = y * gamma[None, :, None, None] + beta[None, :, None, None]
        y = jax.nn.relu(y)
        return jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")

    def forward(x, w1, w2, gammas, betas):
        x = block(x, w1, gammas[0], betas[0])
        return block(x, w2, gammas[1], betas[1])

    return forward, (x, w1, w2, gammas, betas)


def _jax_cholesky_eigh() -> Built:
    rng = _rng(34)
    a = rng.standard_normal((8, 128, 128)).astype(np.float32)
    spd = jnp.asarray(a @ a.transpose(0, 2, 1) / 128 + np.eye(128, dtype=np.float32))
    rhs = jnp.asarray(rng.standard_normal((8, 128, 4), dtype=np.float32))

    def solve(spd, rhs):
        chol = jnp.linalg.cholesky(spd)
        z = jax.scipy.linalg.solve_triangular(chol, rhs, lower=True)
        x = jax.scipy.linalg.solve_triangular(chol, z, lower=True, trans="T")
        evals, evecs = jnp.linalg.eigh(spd)
        logdet = 2.0 * jnp.sum(jnp.log(jnp.diagonal(chol, axis1=-2, axis2=-1)), -1)
        return x, evals[:, -4:], evecs[:, :, -1], logdet

    return solve, (spd, rhs)


_ALL = [
    Program(
        "flax_cnn_train_step",
        "flax",
        "linen CNN (conv, BatchNorm in training mode, max/avg pool) SGD-momentum train step",
        _flax_cnn_train_step,
    ),
    Program(
        "flax_transformer_train_step",
        "flax",
        "linen 2-layer causal transformer LM (attention, layernorm) adamw+clip train step",
        _flax_transformer_train_step,
    ),
    Program(
        "nnx_mlp_train_step",
        "flax",
        "flax.nnx MLP with LayerNorm, nnx.Optimizer(adam) train step on split state",
        _nnx_mlp_train_step,
    ),
    Program(
        "optax_adamw_tree",
        "optax",
        "adamw update on a conv/dense parameter tree",
        _optax_adamw_tree,
    ),
    Program(
        "optax_clip_chain",
        "optax",
        "chain(clip_by_global_norm, scale_by_adam, decayed weights, schedule) update",
        _optax_clip_chain,
    ),
    Program(
        "equinox_mlp_grad",
        "equinox",
        "eqx.nn.MLP filter_value_and_grad of an MSE loss over a vmapped batch",
        _equinox_mlp_grad,
    ),
    Program(
        "equinox_gru_scan",
        "equinox",
        "eqx.nn.GRUCell over a 100-step sequence with lax.scan, vmapped, with its gradient",
        _equinox_gru_scan,
    ),
    Program(
        "diffrax_lorenz_tsit5",
        "diffrax",
        "Lorenz system, Tsit5, 1000 fixed steps, SaveAt 201 times, vmapped over 32 starts",
        _diffrax_lorenz_tsit5,
    ),
    Program(
        "gymnax_cartpole_rollout",
        "gymnax",
        "CartPole-v1, 256 envs vmapped, 500 random-action steps in lax.scan with auto-reset",
        _gymnax_cartpole_rollout,
    ),
    Program(
        "gymnax_cartpole_4096",
        "gymnax",
        "CartPole-v1, 4096 envs vmapped, 200 random-action steps in lax.scan with auto-reset",
        _gymnax_cartpole_4096,
    ),
    Program(
        "gymnax_breakout_minatar",
        "gymnax",
        "Breakout-MinAtar, 128 envs vmapped, 300 random-action steps in lax.scan",
        _gymnax_breakout_minatar,
    ),
    Program(
        "jaxmd_lj_nve",
        "jax-md",
        "Lennard-Jones, 256 particles in a periodic 3D box, 200 NVE steps, no neighbor list",
        _jaxmd_lj_nve,
    ),
    Program(
        "jaxmd_soft_sphere_fire",
        "jax-md",
        "bidisperse soft spheres in 2D, 256 particles, 100 FIRE minimisation steps",
        _jaxmd_soft_sphere_fire,
    ),
    Program(
        "mjx_step_scan",
        "mujoco-mjx",
        "mjx.step of an inline MJCF (free box, ball, double pendulum) for 60 steps in scan",
        _mjx_step_scan,
    ),
    Program(
        "evosax_cmaes_generation",
        "evosax",
        "one CMA-ES ask/tell generation (256 dims, population 128) on Rosenbrock",
        _evosax_cmaes_generation,
    ),
    Program(
        "pgx_tic_tac_toe",
        "pgx",
        "tic_tac_toe, 4096 games vmapped, 9 random legal moves in lax.scan",
        _pgx_tic_tac_toe,
    ),
    Program(
        "pgx_connect_four",
        "pgx",
        "connect_four, 1024 games vmapped, 42 random legal moves in lax.scan",
        _pgx_connect_four,
    ),
    Program(
        "jraph_gcn",
        "jraph",
        "3-layer GraphConvolution on a random graph (2000 nodes, 16000 edges)",
        _jraph_gcn,
    ),
    Program(
        "jraph_graph_network",
        "jraph",
        "two GraphNetwork message-passing rounds with MLP edge/node/global updates",
        _jraph_graph_network,
    ),
    Program(
        "numpyro_logdensity_grad",
        "numpyro",
        "potential energy and gradient, 64 vectorized chains, hierarchical logreg (4096 x 32)",
        _numpyro_logdensity_grad,
    ),
    Program(
        "numpyro_hmc",
        "numpyro",
        "100 HMC transitions (10 leapfrog steps, fixed step size) on a logistic regression",
        _numpyro_hmc,
    ),
    Program(
        "jax_sort_topk", "jax", "lax.top_k, sort_key_val and argsort over rows", _jax_sort_topk
    ),
    Program(
        "jax_categorical_sampler",
        "jax",
        "top-p sampler: softmax, argsort, cumsum and an inverse-CDF draw",
        _jax_categorical_sampler,
    ),
    Program(
        "jax_embedding_grad",
        "jax",
        "gradient of an embedding lookup (gather, scatter-add) and projection",
        _jax_embedding_grad,
    ),
    Program(
        "jax_bf16_mlp",
        "jax",
        "bf16 MLP forward (f32 accumulation), gelu, log_softmax",
        _jax_bf16_mlp,
    ),
    Program(
        "jax_conv_bn_pool",
        "jax",
        "two lax conv + batch-statistics norm + relu + max-pool blocks, NCHW",
        _jax_conv_bn_pool,
    ),
    Program(
        "jax_cholesky_eigh",
        "jax",
        "batched cholesky, triangular solves and eigh of SPD matrices (LAPACK)",
        _jax_cholesky_eigh,
    ),
]

PROGRAMS: dict[str, Program] = {p.name: p for p in _ALL}


def _time_ms(fn: Callable[..., Any], args: tuple[Any, ...], runs: int = 10) -> float:
    """Median wall time of ``jax.jit(fn)(*args)`` over ``runs`` runs after 2 warm-ups."""
    jitted = jax.jit(fn)
    for _ in range(2):
        jax.block_until_ready(jitted(*args))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        jax.block_until_ready(jitted(*args))
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def _entry_arity(text: str) -> int:
    from jaxlib.mlir import ir

    import fusion_mlir.ir.io

    module = fusion_mlir.ir.io.parse_module(text)
    with module.context:
        func = fusion_mlir.ir.io.main_function(module)
        return len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).inputs)


def export(names: list[str] | None, out: Path, programs: dict[str, Program] | None = None) -> None:
    """Lower, time and write each named program of ``programs`` (the corpus's by default;
    all when ``names`` is None) under ``out``."""
    import fusion_mlir
    import fusion_mlir.ir.io

    programs = PROGRAMS if programs is None else programs
    names = sorted(programs) if names is None else names
    unknown = [n for n in names if n not in programs]
    if unknown:
        raise SystemExit(f"unknown programs: {', '.join(unknown)}")
    out.mkdir(parents=True, exist_ok=True)
    index_path = out / "index.json"
    index: dict[str, dict[str, Any]] = {}
    if index_path.exists():
        index = {e["name"]: e for e in json.loads(index_path.read_text())}
    for name in names:
        prog = programs[name]
        fn, args = prog.build()
        leaves = [np.asarray(x) for x in jax.tree.leaves(args)]
        lowered = jax.jit(fn, keep_unused=True).lower(*args)
        text = fusion_mlir.print_module(
            fusion_mlir.ir.io.clone_module(lowered.compiler_ir("stablehlo"))
        )
        arity = _entry_arity(text)
        assert arity == len(leaves), f"{name}: entry takes {arity} args, {len(leaves)} leaves"
        assert "callback" not in text, f"{name}: module contains a host callback"
        (out / f"{name}.mlir").write_text(text)
        np.savez_compressed(out / f"{name}.npz", *leaves)
        ms = _time_ms(fn, args)
        index[name] = {
            "name": name,
            "library": prog.library,
            "version": importlib.metadata.version(prog.library),
            "summary": prog.summary,
            "jax": jax.__version__,
            "xla_ms": round(ms, 3),
        }
        npz_kb = (out / f"{name}.npz").stat().st_size / 1024
        print(
            f"{name:28s} {prog.library:11s} {len(leaves):4d} args "
            f"{len(text) / 1024:8.1f} KiB mlir {npz_kb:8.1f} KiB npz {ms:9.3f} ms",
            flush=True,
        )
        index_path.write_text(json.dumps([index[k] for k in sorted(index)], indent=2) + "\n")


def main(argv: list[str] | None = None) -> int:
    """Command line: ``--only a,b`` to export some programs, ``--out DIR`` for the folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated program names (default: all)")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent / "corpus",
        help="output folder (default: benchmarks/corpus next to this script)",
    )
    ns = parser.parse_args(argv)
    names = [n.strip() for n in ns.only.split(",") if n.strip()] if ns.only else None
    export(names, ns.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
