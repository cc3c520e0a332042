"""The backends our groups are compiled by, by name (``--backend``, ``--compile``)."""

from __future__ import annotations

import re

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


_CUSTOM_CALL = re.compile(r'custom_call @"?([\w.$-]+)|call_target_name = "([^"]+)"')


def exported_for(text: str) -> tuple[str, str] | None:
    """``(platform, target)`` where the module in ``text`` calls a custom call that jax
    lowers to for that platform only (``Backend.own_custom_calls``): it was exported for
    it, and no other platform's XLA has a handler for the call. None where it calls none."""
    for m in _CUSTOM_CALL.finditer(text):
        target = m.group(1) or m.group(2)
        for b in BACKENDS.values():
            if target.startswith(b.own_custom_calls):
                return b.platform, target
    return None
