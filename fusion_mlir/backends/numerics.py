"""A program's inputs and how its outputs are compared: generated or loaded arguments for
the entry function, and per-dtype tolerances (exact for ints and bools)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

import ml_dtypes
import numpy as np
from jaxlib.mlir import ir

from fusion_mlir.errors import UserError
from fusion_mlir.ir import io

_DTYPES: dict[str, np.dtype] = {
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8),
    "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64),
    "complex<f32>": np.dtype(np.complex64),
    "complex<f64>": np.dtype(np.complex128),
}
# (rtol, atol) by float dtype, atol relative to the output's largest magnitude; ints and
# bools compare exactly.
TOLERANCE: dict[str, tuple[float, float]] = {
    "float16": (1e-2, 1e-2),
    "bfloat16": (5e-2, 5e-2),
    "float32": (1e-4, 1e-5),
    "float64": (1e-9, 1e-12),
    "complex64": (1e-4, 1e-5),
    "complex128": (1e-9, 1e-12),
}


def tensor_spec(t: ir.Type) -> tuple[tuple[int, ...], np.dtype]:
    """Shape and numpy dtype of a static ranked tensor type; anything else is a ``UserError``."""
    if t.typeid != ir.RankedTensorType.static_typeid:
        raise UserError(f"error: cannot make inputs for type {t}")
    rt = ir.RankedTensorType(t)
    if not rt.has_static_shape:
        raise UserError(f"error: cannot run a module with dynamic shape {t}")
    et = str(rt.element_type)
    if et not in _DTYPES:
        raise UserError(f"error: cannot run a module with element type {et}")
    return tuple(rt.shape), _DTYPES[et]


def signature(module: ir.Module) -> tuple[list[ir.Type], list[ir.Type]]:
    """Input and result types of the module's entry function."""
    f = io.main_function(module)
    with module.context:
        ft = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
        return list(ft.inputs), list(ft.results)


def random_inputs(
    module: ir.Module, seed: int = 0, float_bound: float | None = None
) -> list[np.ndarray]:
    """Random arguments for the entry function: normal floats (uniform in
    ``[-float_bound, float_bound]`` when given), small ints, random bools."""
    rng = np.random.default_rng(seed)
    out = []
    for t in signature(module)[0]:
        shape, dtype = tensor_spec(t)
        if dtype == np.bool_:
            a = rng.random(shape) < 0.5
        elif np.issubdtype(dtype, np.unsignedinteger):
            a = rng.integers(0, 16, shape)
        elif np.issubdtype(dtype, np.integer):
            a = rng.integers(-8, 8, shape)
        elif np.issubdtype(dtype, np.complexfloating):
            a = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
        elif float_bound is not None:
            a = rng.uniform(-float_bound, float_bound, shape)
        else:
            a = rng.standard_normal(shape)
        out.append(np.asarray(a).astype(dtype))
    return out


def load_inputs(path: str, module: ir.Module) -> list[np.ndarray]:
    """The entry function's arguments from an ``.npz`` file (``np.savez``: positional
    ``arr_0, arr_1, ...``, or any names, taken in the file's order), checked against the
    signature: a missing, extra or mis-shaped input is a one-line ``UserError``."""
    try:
        with np.load(path, allow_pickle=False) as npz:
            names = list(npz.files)
            if all(re.fullmatch(r"arr_\d+", n) for n in names):
                names.sort(key=lambda n: int(n[4:]))
            arrays = [npz[n] for n in names]
    except (OSError, ValueError, EOFError) as e:
        raise UserError(f"{path}: error: cannot read inputs: {e}") from None
    types = signature(module)[0]
    if len(arrays) != len(types):
        raise UserError(f"{path}: error: {len(arrays)} inputs, the module takes {len(types)}")
    for i, (a, t) in enumerate(zip(arrays, types, strict=True)):
        shape, dtype = tensor_spec(t)
        # np.savez keeps a bfloat16 as raw 2-byte values.
        if a.dtype.kind == "V" and a.dtype.itemsize == np.dtype(dtype).itemsize:
            arrays[i] = a = a.view(dtype)
        if a.shape != shape or a.dtype != dtype:
            given = "bfloat16" if a.dtype.kind == "V" and a.dtype.itemsize == 2 else a.dtype
            raise UserError(
                f"{path}: error: input {i} ({names[i]}) is {given}{list(a.shape)}, "
                f"the module's argument {i} is {np.dtype(dtype)}{list(shape)}"
            )
    return arrays


def _largest_difference(a: np.ndarray, b: np.ndarray) -> float:
    """The largest absolute difference of two arrays where it is a number (0.0 if nowhere)."""
    d = np.abs(a - b)
    d = d[~np.isnan(d)]
    return float(d.max()) if d.size else 0.0


def within_spread(refs: Sequence[Sequence[np.ndarray]], got: Sequence[np.ndarray]) -> bool:
    """Where references disagree (XLA's configurations: fusion on, off, each optional
    feature; or XLA and an interpreter): whether ``got`` matches one of them, or each of its
    outputs lies no further from the nearest reference (largest absolute difference) than
    the two furthest references lie from each other. The first reference is the program's
    own (XLA's): ``got`` has its types. A third rounding of a bf16 program, or
    of a resampling step that amplifies the last bit, lies among XLA's own; a wrong value
    does not."""
    if any(outputs_match(r, got)[0] for r in refs):
        return True
    if len(refs) < 2 or any(len(r) != len(got) for r in refs):
        return False
    for i, c in enumerate(got):
        outs = [np.asarray(r[i]) for r in refs]
        c = np.asarray(c)
        # The first reference is the program's own (XLA's); another (an interpreter's) may
        # hold its values in a wider type.
        if outs[0].dtype != c.dtype or any(o.shape != c.shape for o in outs):
            return False
        if c.dtype.name not in TOLERANCE:
            if not any(np.array_equal(o, c) for o in outs):
                return False
            continue
        wide = np.complex128 if "complex" in c.dtype.name else np.float64
        outs, c = [o.astype(wide) for o in outs], c.astype(wide)
        # The nearest is among the references with c's infinities and NaNs where c has them.
        alike = [o for o in outs if (np.isfinite(c) == np.isfinite(o)).all()]
        if not alike:
            return False
        if not c.size:
            continue
        spread = max(_largest_difference(x, y) for x, y in itertools.combinations(outs, 2))
        if min(_largest_difference(c, o) for o in alike) > spread:
            return False
    return True


def outputs_match(ref: Sequence[np.ndarray], got: Sequence[np.ndarray]) -> tuple[bool, str]:
    """Compare outputs: exact for ints and bools, ``TOLERANCE`` for floats."""
    if len(ref) != len(got):
        return False, f"{len(got)} outputs, expected {len(ref)}"
    for i, (a, b) in enumerate(zip(ref, got, strict=True)):
        a, b = np.asarray(a), np.asarray(b)
        if a.shape != b.shape or a.dtype != b.dtype:
            return False, f"output {i}: {b.dtype}{list(b.shape)}, expected {a.dtype}{list(a.shape)}"
        tol = TOLERANCE.get(a.dtype.name)
        if tol is None:
            if not np.array_equal(a, b):
                return False, f"output {i}: {np.sum(a != b)} elements differ"
        else:
            wide = np.complex128 if "complex" in a.dtype.name else np.float64
            af, bf = a.astype(wide), b.astype(wide)
            finite = np.abs(af[np.isfinite(af)])
            # Absolute tolerance scales with the output's magnitude: reordered sums of large
            # values cancel to small ones with an absolute, not relative, error.
            atol = tol[1] * max(1.0, float(finite.max()) if finite.size else 1.0)
            if not np.allclose(af, bf, rtol=tol[0], atol=atol, equal_nan=True):
                err = np.nanmax(np.abs(af - bf)) if af.size else 0.0
                return False, f"output {i}: max abs error {err:.3g}"
    return True, ""
