"""The backends our groups are compiled by, by name (``--backend``, ``--compile``)."""

from __future__ import annotations

from fusion_mlir.backends.base import Backend
from fusion_mlir.backends.xla_cpu import XlaCpu
from fusion_mlir.backends.xla_gpu import XlaGpu, XlaGpuAlias
from fusion_mlir.errors import UserError

BACKENDS: dict[str, Backend] = {b.name: b for b in (XlaCpu(), XlaGpu(), XlaGpuAlias())}


def get(name: str) -> Backend:
    """The backend called ``name``; an unknown one is the user's error."""
    if name == "ours":
        raise UserError("error: 'ours' is a strategy, not a backend")
    if name not in BACKENDS:
        known = ", ".join(BACKENDS)
        raise UserError(f"error: backend {name!r} is not available (known: {known})")
    return BACKENDS[name]
