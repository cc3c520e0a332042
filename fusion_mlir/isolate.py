"""Run a function in a child Python process, so that a backend abort cannot kill the caller.

XLA reports some invalid inputs with a ``CHECK`` failure that aborts the whole process
(DESIGN.md §3). Work that may reach such a check goes through ``call_isolated``: the child
imports ``module.function``, calls it with the pickled arguments and pickles the result back.
If the child dies, the caller gets ``BackendCrash`` carrying XLA's message.
"""

from __future__ import annotations

import importlib
import os
import pickle
import subprocess
import sys
from typing import Any

from fusion_mlir.errors import FusionError


class BackendCrash(FusionError):
    """The child process died (signal or abort); ``str(e)`` is the backend's message."""

    exit_code = 2


def _crash_message(stderr: str, returncode: int) -> str:
    lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    for ln in lines:
        if "Check failed" in ln or "F0000" in ln or "Fatal" in ln:
            return ln[:500]
    tail = lines[-1][:500] if lines else "no message"
    return f"backend process died with status {returncode}: {tail}"


def call_isolated(target: str, *args: Any, timeout: float | None = None, **kwargs: Any) -> Any:
    """Call ``target`` (``"package.module:function"``) in a child process and return its
    result; exceptions raised by the function are re-raised here, a crash is ``BackendCrash``."""
    payload = pickle.dumps((target, args, kwargs))
    env = dict(os.environ)
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "fusion_mlir.isolate"],
            input=payload,
            capture_output=True,
            timeout=timeout,
            env=env,
        )
    except subprocess.TimeoutExpired:
        raise BackendCrash(f"backend process timed out after {timeout} s") from None
    if proc.returncode != 0:
        raise BackendCrash(_crash_message(proc.stderr.decode(errors="replace"), proc.returncode))
    ok, value = pickle.loads(proc.stdout)
    if not ok:
        raise value
    return value


def _child() -> None:
    target, args, kwargs = pickle.loads(sys.stdin.buffer.read())
    module_name, func_name = target.split(":")
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # anything the function prints must not corrupt the reply
    try:
        fn = getattr(importlib.import_module(module_name), func_name)
        reply = (True, fn(*args, **kwargs))
    except Exception as e:  # re-raised in the parent
        try:
            pickle.dumps(e)
            reply = (False, e)
        except Exception:
            reply = (False, FusionError(f"{type(e).__name__}: {e}"))
    out.write(pickle.dumps(reply))
    out.flush()


if __name__ == "__main__":
    _child()
