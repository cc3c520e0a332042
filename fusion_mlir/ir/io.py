"""Modules in and out: contexts, parsing (text or bytecode, file or stdin), printing, export.

Every module the project touches is a ``jaxlib.mlir.ir.Module``. A module keeps the context it
was made in; functions here take the context from the module, so a JAX-exported module and a
parsed one are handled alike.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P
from fusion_mlir.errors import UserError
from fusion_mlir.ir.hlo import LOOP_KERNEL_ATTR

_LOC_RE = re.compile(r'loc\("(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)\)')


def new_context() -> ir.Context:
    """A context that knows every dialect jaxlib provides."""
    ctx = P.make_ir_context()
    ctx.allow_unregistered_dialects = False
    return ctx


def _format_diagnostic(filename: str, diag: Any, line_offset: int = 0) -> str:
    where = _LOC_RE.search(str(diag.location))
    if where and int(where["line"]) > 0:
        line = int(where["line"]) + line_offset
        return f"{filename}:{line}:{where['col']}: error: {diag.message}"
    return f"{filename}: error: {diag.message}"


def parse_module(
    source: str | bytes,
    filename: str = "<stdin>",
    ctx: ir.Context | None = None,
    line_offset: int = 0,
) -> ir.Module:
    """Parse MLIR text or bytecode; a failure raises ``UserError('file:line:col: error: ...')``.

    ``line_offset`` shifts reported lines (for chunks of a ``--split-input-file`` input).
    """
    ctx = ctx or new_context()
    if isinstance(source, bytes) and not source.startswith(b"ML\xefR"):
        try:
            source = source.decode("utf-8")
        except UnicodeDecodeError as e:
            line = source[: e.start].count(b"\n") + 1 + line_offset
            col = e.start - (source.rfind(b"\n", 0, e.start) + 1) + 1
            raise UserError(f"{filename}:{line}:{col}: error: input is not UTF-8 text") from None
    try:
        with ctx:
            module = ir.Module.parse(source)
    except ir.MLIRError as e:
        diags = getattr(e, "error_diagnostics", None) or []
        if diags:
            raise UserError(_format_diagnostic(filename, diags[0], line_offset)) from None
        msg = str(e).splitlines()[-1].removeprefix("error: ")
        raise UserError(f"{filename}: error: {msg}") from None
    with ctx:
        if not module.operation.verify():
            raise UserError(f"{filename}: error: module does not verify")
    return module


def read_module(path: str | os.PathLike[str], ctx: ir.Context | None = None) -> ir.Module:
    """Read a module from a file, or from stdin when ``path`` is ``-``."""
    data, name = read_input(path)
    return parse_module(data, name, ctx)


def read_input(path: str | os.PathLike[str]) -> tuple[bytes, str]:
    """The bytes of a file (``-`` = stdin) and the name to report errors under."""
    if str(path) == "-":
        return sys.stdin.buffer.read(), "<stdin>"
    try:
        return Path(path).read_bytes(), str(path)
    except OSError as e:
        raise UserError(f"{path}: error: cannot read input: {e.strerror}") from None


def print_module(module: ir.Module | ir.Operation, debug_info: bool = False) -> str:
    """The module as MLIR text (generic locations only when ``debug_info``)."""
    op = module.operation if isinstance(module, ir.Module) else module
    return op.get_asm(enable_debug_info=debug_info, large_elements_limit=None)


def clone_module(module: ir.Module) -> ir.Module:
    """A deep copy of ``module`` in the same context."""
    with module.context:
        return ir.Module.parse(print_module(module, debug_info=True))


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the whole new one."""
    path = Path(path)
    raw = data.encode() if isinstance(data, str) else data
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or ".")
    except OSError as e:
        raise UserError(f"{path}: error: cannot write output: {e.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
        # mkstemp makes the file 0600; give it the mode a plain open() would (or the old one's).
        try:
            mode = path.stat().st_mode & 0o7777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as e:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(e, OSError):
            raise UserError(f"{path}: error: cannot write output: {e.strerror}") from None
        raise


def export(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> ir.Module:
    """Export ``fn`` traced at ``args`` (arrays, ``jax.ShapeDtypeStruct``s or pytrees of them)
    to a StableHLO module."""
    import jax

    # jax caches lowerings and hands back the same module object: a copy keeps a caller's
    # in-place rewrites out of later exports of the same function.
    return clone_module(jax.jit(fn).lower(*args, **kwargs).compiler_ir("stablehlo"))


def public_functions(module: ir.Module) -> Sequence[ir.Operation]:
    """The public ``func.func`` ops of a module, in order."""
    out = []
    for op in module.body.operations:
        if op.operation.name == "func.func":
            vis = op.attributes.get("sym_visibility", None)
            if vis is None or ir.StringAttr(vis).value == "public":
                out.append(op.operation)
    return out


def main_function(module: ir.Module) -> ir.Operation:
    """The entry function: ``@main`` if present, else the only public function."""
    funcs = public_functions(module)
    for f in funcs:
        if ir.StringAttr(f.attributes["sym_name"]).value == "main":
            return f
    if len(funcs) == 1:
        return funcs[0]
    if not funcs:
        raise UserError("error: module has no public function")
    raise UserError("error: module has several public functions and none is named @main")


_DEVICE_COUNT = re.compile(r"mhlo\.num_(replicas|partitions)\s*=\s*(\d+)")


def device_grid(module: str | ir.Module) -> tuple[int, int]:
    """``(replicas, partitions)`` a module (or its text) declares (``mhlo.num_replicas``,
    ``mhlo.num_partitions`` on the module, as jax exports a sharded program); 1 where
    absent. Only the module header is read."""
    if isinstance(module, ir.Module):
        attrs = module.operation.attributes
        return tuple(  # type: ignore[return-value]
            int(ir.IntegerAttr(attrs[k]).value) if k in attrs else 1
            for k in ("mhlo.num_replicas", "mhlo.num_partitions")
        )
    text = module
    head = text[: text.find("func.func")] if "func.func" in text else text
    found = dict(_DEVICE_COUNT.findall(head))
    return int(found.get("replicas", 1)), int(found.get("partitions", 1))


def tagged_whole(op: ir.Operation) -> bool:
    """Whether ``op`` (a while) carries the ``loop-kernels`` tag to run whole
    (``hlo.LOOP_KERNEL_ATTR`` = ``"1"``)."""
    return frontend_attribute(op, LOOP_KERNEL_ATTR) == "1"


def frontend_attribute(op: ir.Operation, key: str) -> str | None:
    """The value of ``key`` in an op's ``mhlo.frontend_attributes`` (XLA's frontend
    attributes of the instruction it becomes), None where it has none."""
    if "mhlo.frontend_attributes" not in op.attributes:
        return None
    fa = ir.DictAttr(op.attributes["mhlo.frontend_attributes"])
    return ir.StringAttr(fa[key]).value if key in fa else None


def set_frontend_attribute(op: ir.Operation, key: str, value: str) -> None:
    """Set ``key`` to ``value`` in an op's ``mhlo.frontend_attributes``, keeping the others
    (call in its context)."""
    entries = {}
    if "mhlo.frontend_attributes" in op.attributes:
        old = ir.DictAttr(op.attributes["mhlo.frontend_attributes"])
        entries = {old[i].name: old[i].attr for i in range(len(old))}
    entries[key] = ir.StringAttr.get(value)
    op.attributes["mhlo.frontend_attributes"] = ir.DictAttr.get(entries)
