"""The regroup hook: registered with XLA to regroup (``regroup.regroup_hlo_text``) every
module we marked, and the MLIR side that marks a module and tags its ops for it.

XLA runs the hook on a thread of its own, once per module, on the serialized module after
layout assignment (what it hands over is recorded in ``regroup``'s docstring): a compile's
settings reach it only through the mark in the module itself.
"""

from __future__ import annotations

import functools
import logging
import threading

from fusion_mlir import _jax_private as P
from fusion_mlir.backends.lowering.regroup import (
    DOTS_ATTR,
    DUP_ATTR,
    GROUP_ATTR,
    LIBRARY,
    LOOPS,
    MARKER_ATTR,
    SEEN_ATTR,
    SMALL_LOOP_ATTR,
    regroup_hlo_text,
)
from fusion_mlir.errors import first_line
from fusion_mlir.ir import io

__all__ = [
    "failure_count",
    "failures_since",
    "install",
    "library_marked",
    "mark_module",
    "tag_dup",
    "tag_op",
    "tag_seen",
    "transform_hlo_proto",
    "without_library",
]

log = logging.getLogger(__name__)

# Why the hook failed, one line per failure, in order: a module it failed on compiles as XLA
# was handed it (our groups not formed), which ``Backend.compile_text`` reports as an error
# rather than as our plan.
_failures: list[str] = []


def failure_count() -> int:
    """How many times the hook has failed in this process."""
    return len(_failures)


def failures_since(count: int) -> list[str]:
    """The failures after the first ``count`` (``failure_count``)."""
    return _failures[count:]


def transform_hlo_proto(proto: bytes, gpu: bool = False) -> bytes | None:
    """The hook: regroup a marked module's serialized ``HloModuleProto`` (XLA:GPU's where
    ``gpu``); never raises. Unmarked modules (every other program, and the single fusions
    XLA:GPU compiles alone) are passed over at the cost of one search of the bytes."""
    try:
        if MARKER_ATTR.encode() not in proto:
            return None
        text = regroup_hlo_text(P.hlo_proto_to_full_text(proto), require_marker=True, gpu=gpu)
        return None if text is None else P.hlo_text_to_proto(text)
    except Exception as e:  # never raise into XLA: leave the module as it was
        log.exception("regroup: failed, module left unchanged")
        first = first_line(e, "")
        _failures.append(f"{type(e).__name__}: {first}" if first else type(e).__name__)
        return None


_install_lock = threading.Lock()
_installed: set[str] = set()


def install(platforms: tuple[str, ...] = ("cpu",), *, gpu: bool = False) -> None:
    """Register the regrouping hook once per process and platform (idempotent). For XLA:GPU
    (``gpu``) it runs after XLA:GPU's fusion passes and scheduler, the stage where layouts
    are assigned there (``_jax_private.register_hlo_transformation``), with its rules."""
    with _install_lock:
        todo = [p for p in platforms if p not in _installed]
        if todo:
            P.register_hlo_transformation(
                functools.partial(transform_hlo_proto, gpu=gpu),
                name="fusion_mlir_regroup",
                platforms=todo,
                after_scheduling=gpu,
            )
            _installed.update(todo)


# ---------------------------------------------------------------------------------------
# MLIR side: marking a module and tagging ops for this route.


def mark_module(module, library: bool, small_loop_bytes: int = 0) -> None:
    """Mark an ``ir.Module`` so that the installed hook regroups it, with library kernels
    where ``library``, and keeps whole the loops under ``small_loop_bytes`` per trip (XLA's
    own threshold; call in its context). The mark is how a compile's settings reach the
    hook: XLA runs it on a thread of its own, once per module."""
    io.set_frontend_attribute(module.operation, MARKER_ATTR, LIBRARY if library else LOOPS)
    if small_loop_bytes:
        io.set_frontend_attribute(module.operation, SMALL_LOOP_ATTR, str(small_loop_bytes))


def library_marked(text: str) -> bool:
    """Whether MLIR text lowered for the regroup hook asks it for library kernels."""
    return f'{MARKER_ATTR} = "{LIBRARY}"' in text


def without_library(text: str) -> str:
    """MLIR text lowered for the regroup hook, asking it for loop fusions only."""
    return text.replace(f'{MARKER_ATTR} = "{LIBRARY}"', f'{MARKER_ATTR} = "{LOOPS}"')


def tag_op(op, group: str, dots: bool = False) -> None:
    """Tag one StableHLO op as a member of ``group``, a group holding a dot where ``dots``
    (call in its context)."""
    op = getattr(op, "operation", op)
    io.set_frontend_attribute(op, GROUP_ATTR, group)
    if dots:
        io.set_frontend_attribute(op, DOTS_ATTR, "1")


def tag_dup(op) -> None:
    """Mark a tagged op as one of several copies of one value (call in its context)."""
    io.set_frontend_attribute(getattr(op, "operation", op), DUP_ATTR, "1")


def tag_seen(op) -> None:
    """Mark an untagged op as one our passes saw (call in its context): what carries neither
    this nor a tag at the hook, XLA made."""
    io.set_frontend_attribute(getattr(op, "operation", op), SEEN_ATTR, "1")
