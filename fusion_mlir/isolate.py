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
import re
import select
import struct
import subprocess
import sys
import tempfile
from typing import IO, Any

from fusion_mlir.errors import FusionError


class BackendCrash(FusionError):
    """The child process died (signal or abort); ``str(e)`` is the backend's message."""

    exit_code = 2


def crash_message(stderr: str, returncode: int) -> str:
    lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    for ln in lines:
        if "Check failed" in ln or "F0000" in ln or "Fatal" in ln:
            # Drop glog's "F1129 19:28:05.940195 1396 shape.h:397] " prefix.
            return re.sub(r"^[FE]\d{4} [\d:.]+\s+\d+ [\w.]+:\d+\] ", "", ln)[:500]
    tail = lines[-1][:500] if lines else "no message"
    return f"backend process died with status {returncode}: {tail}"


def call_isolated(
    target: str,
    *args: Any,
    timeout: float | None = None,
    cpu_devices: int = 1,
    **kwargs: Any,
) -> Any:
    """Call ``target`` (``"package.module:function"``) in a child process and return its
    result; exceptions raised by the function are re-raised here, a crash is ``BackendCrash``.
    ``cpu_devices``: how many CPU devices the child's jax has (a sharded program needs its
    mesh; the caller's process is never reconfigured)."""
    payload = pickle.dumps((target, args, kwargs))
    env = _child_env(cpu_devices)
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
        raise BackendCrash(crash_message(proc.stderr.decode(errors="replace"), proc.returncode))
    ok, value = pickle.loads(proc.stdout)
    if not ok:
        raise value
    return value


def _child_env(cpu_devices: int = 1) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    if cpu_devices > 1:
        flags = re.sub(r"--xla_force_host_platform_device_count=\S+", "", env.get("XLA_FLAGS", ""))
        env["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={cpu_devices}".strip()
    return env


class Worker:
    """A long-lived child process that runs many isolated calls, one at a time.

    ``call_isolated`` pays a fresh interpreter and a jax import (seconds) per call; a worker
    pays it once. A call that kills the child raises ``BackendCrash`` with XLA's message and
    the next call starts a fresh child, so an abort costs one call, not the caller. What the
    child wrote to stderr during the last call is kept in ``last_stderr`` (the fuzzer reads
    its progress marks there to say which step aborted).
    """

    def __init__(self, cpu_devices: int = 1) -> None:
        self.cpu_devices = cpu_devices  # as in ``call_isolated``
        self._proc: subprocess.Popen[bytes] | None = None
        self._err: IO[bytes] | None = None
        self.last_stderr = ""
        self.restarts = 0

    def _start(self) -> subprocess.Popen[bytes]:
        if self._err is not None:
            self._err.close()
        self._err = tempfile.TemporaryFile()  # noqa: SIM115 (lives as long as the child)
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "fusion_mlir.isolate", "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._err,
            env=_child_env(self.cpu_devices),
        )
        return self._proc

    def _stderr_since(self, offset: int) -> str:
        assert self._err is not None
        self._err.flush()
        self._err.seek(offset)
        data = self._err.read()
        self._err.seek(0, os.SEEK_END)
        return data.decode(errors="replace")

    def call(self, target: str, *args: Any, timeout: float | None = None, **kwargs: Any) -> Any:
        """Like ``call_isolated``, in this worker's child (started on first use)."""
        proc = self._proc if self._proc and self._proc.poll() is None else self._start()
        assert proc.stdin is not None and proc.stdout is not None and self._err is not None
        offset = self._err.seek(0, os.SEEK_END)
        payload = pickle.dumps((target, args, kwargs))
        try:
            proc.stdin.write(struct.pack("<Q", len(payload)) + payload)
            proc.stdin.flush()
            ready, _, _ = select.select([proc.stdout], [], [], timeout)
            if not ready:
                self.close()
                self.last_stderr = self._stderr_since(offset) if self._err else ""
                raise BackendCrash(f"backend process timed out after {timeout} s")
            header = proc.stdout.read(8)
            body = proc.stdout.read(struct.unpack("<Q", header)[0]) if len(header) == 8 else b""
        except (BrokenPipeError, struct.error):
            body = b""
        if not body:
            returncode = proc.wait()
            self.last_stderr = self._stderr_since(offset)
            self._proc = None
            self.restarts += 1
            raise BackendCrash(crash_message(self.last_stderr, returncode))
        self.last_stderr = self._stderr_since(offset)
        ok, value = pickle.loads(body)
        if not ok:
            raise value
        return value

    def close(self) -> None:
        """Stop the child (a later ``call`` starts a new one)."""
        if self._proc is not None:
            if self._proc.poll() is None:
                self._proc.kill()
            self._proc.wait()
            self._proc = None

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _run_one(target: str, args: Any, kwargs: Any) -> tuple[bool, Any]:
    module_name, func_name = target.split(":")
    try:
        fn = getattr(importlib.import_module(module_name), func_name)
        return (True, fn(*args, **kwargs))
    except Exception as e:  # re-raised in the parent
        try:
            pickle.dumps(e)
            return (False, e)
        except Exception:
            return (False, FusionError(f"{type(e).__name__}: {e}"))


def _child() -> None:
    target, args, kwargs = pickle.loads(sys.stdin.buffer.read())
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # anything the function prints must not corrupt the reply
    reply = _run_one(target, args, kwargs)
    out.write(pickle.dumps(reply))
    out.flush()


def _serve() -> None:
    """Worker child: length-prefixed pickled calls on stdin, replies on stdout, until EOF."""
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr
    while len(header := inp.read(8)) == 8:
        target, args, kwargs = pickle.loads(inp.read(struct.unpack("<Q", header)[0]))
        reply = pickle.dumps(_run_one(target, args, kwargs))
        sys.stderr.flush()
        out.write(struct.pack("<Q", len(reply)) + reply)
        out.flush()


if __name__ == "__main__":
    _serve() if sys.argv[1:] == ["--serve"] else _child()
