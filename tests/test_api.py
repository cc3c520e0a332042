"""fusion_mlir.jit: pytrees, static arguments, the compile cache, equality with jax.jit,
errors and the fallback."""

from __future__ import annotations

import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jaxlib.mlir import ir

import fusion_mlir as fm
from fusion_mlir.passkit.explain import ExplainLog


def _model(params: dict, batch: tuple, scale: float = 1.0, act: str = "tanh") -> dict:
    x, y = batch
    h = x @ params["w"] + params["b"]
    h = jnp.tanh(h) if act == "tanh" else jax.nn.relu(h)
    err = h * scale - y
    return {"loss": jnp.mean(err**2), "out": (h, jax.nn.softmax(h, axis=-1))}


def _inputs(n: int = 4) -> tuple[dict, tuple]:
    rng = np.random.default_rng(0)
    params = {
        "w": rng.standard_normal((8, 16)).astype(np.float32),
        "b": np.zeros(16, np.float32),
    }
    batch = (
        rng.standard_normal((n, 8)).astype(np.float32),
        rng.standard_normal((n, 16)).astype(np.float32),
    )
    return params, batch


def _assert_tree_close(a: object, b: object) -> None:
    assert jax.tree_util.tree_structure(a) == jax.tree_util.tree_structure(b)
    for u, v in zip(jax.tree_util.tree_leaves(a), jax.tree_util.tree_leaves(b), strict=True):
        assert isinstance(u, jax.Array)
        assert u.shape == v.shape and u.dtype == v.dtype
        np.testing.assert_allclose(np.asarray(u), np.asarray(v), rtol=1e-5, atol=1e-5)


@pytest.mark.smoke
def test_pytrees_in_and_out_equal_jax_jit() -> None:
    params, batch = _inputs()
    f = fm.jit(_model)
    _assert_tree_close(f(params, batch), jax.jit(_model)(params, batch))


def test_cache_hits_and_misses_count_compiles() -> None:
    params, batch = _inputs()
    f = fm.jit(_model)
    f(params, batch)
    f(params, batch)
    f(jax.tree.map(jnp.asarray, params), (batch[0] + 1, batch[1]))  # same signature
    assert f.compiles == 1 and f.cache_size() == 1
    f(params, _inputs(n=6)[1])  # new shapes
    assert f.compiles == 2
    f(params, batch)
    assert f.compiles == 2


def test_static_argnums_and_argnames() -> None:
    params, batch = _inputs()
    f = fm.jit(_model, static_argnums=(2,), static_argnames=("act",))
    ref = jax.jit(_model, static_argnums=(2,), static_argnames=("act",))
    _assert_tree_close(f(params, batch, 2.0, act="relu"), ref(params, batch, 2.0, act="relu"))
    _assert_tree_close(f(params, batch, 2.0, act="tanh"), ref(params, batch, 2.0, act="tanh"))
    _assert_tree_close(f(params, batch, 3.0, act="tanh"), ref(params, batch, 3.0, act="tanh"))
    assert f.compiles == 3
    f(params, batch, 3.0, act="tanh")
    assert f.compiles == 3


def test_decorator_and_scalar_arguments() -> None:
    @fm.jit(pipeline="default")
    def g(x: jax.Array, s: float) -> jax.Array:
        return jnp.exp(x * s) + 1.0

    x = np.linspace(0, 1, 16, dtype=np.float32)
    np.testing.assert_allclose(np.asarray(g(x, 0.5)), np.exp(x * 0.5) + 1.0, rtol=1e-6)
    g(x, 0.25)
    assert g.compiles == 1


def test_lower_explain_compare() -> None:
    params, batch = _inputs()
    f = fm.jit(_model)
    module = f.lower(params, batch)
    assert isinstance(module, ir.Module)
    assert "mhlo.fusion" in fm.print_module(module)
    log = f.explain(params, batch)
    assert isinstance(log, ExplainLog) and any(d.fused for d in log.decisions)
    report = f.compare(params, batch)
    assert report["xla"]["kernels"] >= 1 and report["ours"]["kernels"] >= 1
    assert "kernels: XLA" in str(report)
    assert f.compiles == 0  # none of these compiles the function for calling


def _with_callback(x: jax.Array) -> jax.Array:
    jax.debug.print("x={x}", x=x)
    return x * 2


def test_unsupported_program_raises_user_error_naming_the_op() -> None:
    with pytest.raises(fm.UserError, match=r"custom_call .*callback"):
        fm.jit(_with_callback)(np.ones(4, np.float32))


def _callback_in_a_nested_jit(x: jax.Array) -> jax.Array:
    return jax.jit(_with_callback)(x) + 1


def test_a_callback_in_a_private_function_is_refused_too() -> None:
    """A nested jit exports as a private function the entry calls; its callback counts."""
    x = np.ones(4, np.float32)
    text = fm.print_module(fm.export(_callback_in_a_nested_jit, x))
    assert "func.func private" in text and "callback" in text
    with pytest.raises(fm.UserError, match=r"custom_call .*callback"):
        fm.jit(_callback_in_a_nested_jit)(x)


def test_fallback_warns_and_runs_jax_jit() -> None:
    f = fm.jit(_with_callback, fallback=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = f(np.ones(4, np.float32))
    np.testing.assert_array_equal(np.asarray(out), np.full(4, 2.0, np.float32))
    assert any("falling back to jax.jit" in str(w.message) for w in caught)
    assert f.compiles == 0


def test_bad_pipeline_fails_at_construction() -> None:
    with pytest.raises(fm.UserError, match="unknown pass"):
        fm.jit(_model, pipeline="no-such-pass")


def test_what_aborts_the_backend_is_compiled_in_a_child_first() -> None:
    """A module XLA:CPU aborts on (a two-result pre-layout fusion) is an error in the
    caller, which lives on; the jit path compiles nothing in-process a child did not."""
    from conftest import ABORTING_MODULE

    from fusion_mlir.api import _compile_proven
    from fusion_mlir.errors import FusionError

    with pytest.raises(FusionError, match=r"backend aborts on it: .*has_layout"):
        _compile_proven(ABORTING_MODULE, "cpu")


def test_unsigned_iota_with_a_unit_dimension_equals_jax_jit() -> None:
    """lax.broadcasted_iota(uint32, (1, 8), 1) + a once aborted the caller's process."""

    def f(a: jax.Array) -> jax.Array:
        return jax.lax.broadcasted_iota(jnp.uint32, (1, 8), 1) + a

    a = np.arange(8, dtype=np.uint32).reshape(1, 8)
    np.testing.assert_array_equal(np.asarray(fm.jit(f)(a)), np.asarray(jax.jit(f)(a)))
