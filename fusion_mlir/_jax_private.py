"""Every private (or unstable) jax/jaxlib entry point the project uses, in one place.

A jax upgrade that moves one of these is a one-file change. Nothing outside this module
imports ``jax._src``, ``jaxlib._jax`` or ``jax.extend``, or reads a jax version.

Supported: jax/jaxlib 0.10.2 through 0.12.1 (CI runs 0.10.2 and the newest in full, 0.11.2
as a smoke subset). Every entry point below is the same on all of them; what differs is
listed here: the ops the MLIR bindings gained (:data:`OPS_ADDED`) and dropped
(:data:`OPS_REMOVED`), and how XLA:CPU compiles a whole-loop call
(:func:`whole_loop_call_is_one_function`). What XLA itself decides differently between
releases (which groups it compiles, layouts, pass names) is not versioned here: the
capability probes measure it and the lowering reads it off XLA's output.
"""

from __future__ import annotations

import glob
import importlib.util
import os
import re
from collections.abc import Callable, Sequence
from typing import Any

import jax
import jax.extend as _jex
import jaxlib
import numpy as np
from jax._src.interpreters import mlir as _jax_mlir
from jax._src.lax import linalg as _linalg
from jax._src.lib import xla_client as _xc
from jaxlib.mlir import ir


def make_ir_context() -> ir.Context:
    """A fresh MLIR context with every dialect jaxlib registers (stablehlo, chlo, mhlo, func...)."""
    return _jax_mlir.make_ir_context()


def get_backend(platform: str = "cpu") -> Any:
    """The PJRT client for ``platform``, with the custom-call targets jax registers lazily
    made ready: jaxlib registers its LAPACK kernels (eigh, cholesky, triangular solve...) on
    first lowering, so a process that only compiles a module holding them (our child
    processes, a parsed .mlir file) crashed in XLA:CPU's code (status -11)."""
    client = _jex.backend.get_backend(platform)
    if platform == "cpu":
        _linalg.initialize_lapack()
    return client


def compile_options(
    env_overrides: dict[str, str | bool | int] | None = None,
    backend_extra: dict[str, str] | None = None,
    device_ids: Sequence[Sequence[int]] | None = None,
) -> Any:
    """Compile options with XLA debug-option overrides (``xla_*`` names) and backend extra
    options (``DebugOptions.xla_backend_extra_options``, a map the overrides cannot set: it
    is merged into the serialized options instead). An extra option the backend does not
    know may end the process (XLA:CPU hands them to LLVM's flag parser), so a caller checks
    a new one in a child process first. ``device_ids``: the device assignment, replicas by
    partitions (SPMD partitioning on, by Shardy where jax uses it); single-device without."""
    if device_ids is None:
        opts = _jex.backend.get_compile_options(1, 1)
    else:
        ids = np.asarray(device_ids, dtype=np.int64)
        opts = _jex.backend.get_compile_options(ids.shape[0], ids.shape[1], ids)
    if env_overrides:
        opts.env_option_overrides = list(env_overrides.items())
    if backend_extra:
        # CompileOptionsProto.executable_build_options (3) -> .debug_options (3) ->
        # .xla_backend_extra_options (500), one map entry (key 1, value 2) each: protobuf
        # merges a message appended to another's bytes into it.
        entries = b"".join(
            _proto_field(500, _proto_field(1, k.encode()) + _proto_field(2, v.encode()))
            for k, v in sorted(backend_extra.items())
        )
        extra = _proto_field(3, _proto_field(3, entries))
        opts = type(opts).ParseFromString(opts.SerializeAsString() + extra)
    return opts


def _proto_field(number: int, payload: bytes) -> bytes:
    """A length-delimited protobuf field: tag, length, bytes."""

    def varint(n: int) -> bytes:
        out = bytearray()
        while n > 0x7F:
            out.append(n & 0x7F | 0x80)
            n >>= 7
        return bytes([*out, n])

    return varint(number << 3 | 2) + varint(len(payload)) + payload


def hlo_text_to_proto(text: str) -> bytes:
    """Parse HLO text into serialized ``HloModuleProto`` bytes."""
    return _xc.hlo.hlo_module_from_text(text).as_serialized_hlo_module_proto()


def hlo_proto_to_text(proto: bytes) -> str:
    """Render serialized ``HloModuleProto`` bytes as HLO text."""
    return _xc.XlaComputation(proto).as_hlo_text()


def hlo_proto_to_full_text(proto: bytes) -> str:
    """Render serialized ``HloModuleProto`` bytes as HLO text that parses back losslessly:
    large constants printed in full, metadata and backend configs kept, operands by name."""
    opts = _xc.hlo.HloPrintOptions()
    opts.print_large_constants = True
    opts.print_metadata = True
    opts.print_backend_config = True
    opts.print_operand_shape = False
    return _xc.hlo.HloModule.from_serialized_hlo_module_proto(proto).to_string(opts)


XlaRuntimeError = _xc.XlaRuntimeError


def register_hlo_transformation(
    callback: Callable[[bytes], bytes | None],
    name: str,
    platforms: list[str],
    *,
    after_scheduling: bool = False,
) -> None:
    """Register a process-wide callback that may rewrite each HLO module; it receives and
    returns serialized ``HloModuleProto``. XLA:CPU calls the PRE_SCHEDULER stage after its
    fusion passes, layout assignment and copy insertion; XLA:GPU calls it before layout
    assignment and fusion, and POST_SCHEDULER (``after_scheduling``) after both and the
    scheduler, once per module and once per fusion it compiles alone. jax 0.10 calls
    neither stage for XLA:GPU (``gpu_hooks_called``)."""
    stage = _jex.xla.PipelineStage.POST_SCHEDULER if after_scheduling else None
    _jex.xla.register_hlo_module_transformation(
        callback,
        name=name,
        stage=stage or _jex.xla.PipelineStage.PRE_SCHEDULER,
        platforms=platforms,
    )


def gpu_hooks_called() -> bool:
    """Whether XLA:GPU's compile calls registered HLO transformations (jaxlib 0.11 on)."""
    return jaxlib_release()[:2] >= (0, 11)


_CUDA_PLUGINS = ("jax_plugins.xla_cuda13", "jax_plugins.xla_cuda12")


def cuda_plugin_installed() -> bool:
    """Whether a jax CUDA plugin is installed (it compiles for XLA:GPU, with or without a GPU)."""
    try:
        return any(importlib.util.find_spec(name) is not None for name in _CUDA_PLUGINS)
    except ModuleNotFoundError:
        return False


def gpu_visible() -> bool:
    """Whether this machine shows an NVIDIA GPU (its device nodes), without starting jax."""
    return bool(glob.glob("/dev/nvidia[0-9]*"))


def keep_cuda_plugin_off_without_gpu() -> None:
    """Where a CUDA plugin is installed but no GPU is visible, have jax start on the CPU
    alone: otherwise the plugin aborts the process when jax first starts its backends
    (``Unable to load CUDA``/``cuDNN``). An explicit ``JAX_PLATFORMS`` wins. Call it before
    anything asks jax for a device; deviceless XLA:GPU compiles need no started plugin."""
    if "JAX_PLATFORMS" not in os.environ and cuda_plugin_installed() and not gpu_visible():
        os.environ["JAX_PLATFORMS"] = "cpu"
        jax.config.update("jax_platforms", "cpu")


def deviceless_gpu(target_config: str) -> tuple[Any, Any]:
    """A compile-only XLA:GPU client for one device described by ``target_config`` (a
    ``GpuTargetConfigProto`` in text form), and that device."""
    from jax.experimental import topologies

    topology = topologies.get_topology_desc(
        platform="cuda", target_config=target_config, topology="1x1x1"
    )
    device = topology.devices[0]
    return device.client, device


def device_target_config() -> str | None:
    """The ``GpuTargetConfigProto`` text of this process's first GPU (what a deviceless
    compile for it needs), or None where jax cannot say."""
    try:
        topology = _xc.get_topology_for_devices(jax.devices()[:1])
        return str(topology.target_config)
    except Exception:
        return None


def compile_only(client: Any, device: Any, text: str, options: Any) -> Any:
    """Compile MLIR text for ``device`` with a compile-only client (nothing is loaded); the
    result has ``hlo_modules()`` but cannot run."""
    with make_ir_context():
        module = ir.Module.parse(text)
        return client.compile(module, _xc.DeviceList((device,)), options)


def device_list(devices: Sequence[Any]) -> Any:
    """The ``DeviceList`` a client compiles for."""
    return _xc.DeviceList(tuple(devices))


def device_assignment(sharding: Any) -> tuple[Any, ...]:
    """The devices of a jax sharding in the order of its logical ids (what a partitioned
    executable's device assignment must follow)."""
    return tuple(sharding._device_assignment)


def mesh_of(shardings: Sequence[Any]) -> Any:
    """The mesh of the first ``NamedSharding`` among ``shardings``, or None."""
    return next((s.mesh for s in shardings if isinstance(s, jax.sharding.NamedSharding)), None)


def hlo_sharding(devices: Sequence[Any], hlo: Any, ndim: int, mesh: Any = None) -> Any:
    """A jax sharding for an executable's ``HloSharding`` of a rank-``ndim`` value over
    ``devices``: a ``NamedSharding`` over ``mesh`` where there is one, its spec one entry
    per dimension (what ``jax.jit`` returns), else the equivalent ``GSPMDSharding``."""
    from jax._src import sharding_impls as si

    gspmd = si.GSPMDSharding(device_list(devices), hlo)
    if mesh is None:
        return gspmd
    try:
        named = si._gspmd_to_named_sharding_via_mesh(gspmd, mesh)
    except Exception:  # a layout the mesh cannot express: the equivalent sharding
        return gspmd
    spec = tuple(named.spec)
    spec = spec + (None,) * (ndim - len(spec))
    return jax.sharding.NamedSharding(
        mesh, jax.sharding.PartitionSpec(*spec), memory_kind=named.memory_kind
    )


def execute_sharded(executable: Any, args: list[Any]) -> list[list[Any]]:
    """Run a partitioned executable once: per output, its per-device arrays."""
    return executable.execute_sharded(args).disassemble_into_single_device_arrays()


def execute_and_wait(executable: Any, args: list[Any]) -> None:
    """Run a loaded executable once and block until it has finished, without wrapping its
    outputs in jax arrays (they are freed)."""
    executable.execute_sharded(args, with_tokens=True).consume_token().block_until_ready()


def jax_version() -> str:
    return f"jax {jax.__version__}"


def jaxlib_version() -> str:
    """The installed jaxlib's version string (``"0.10.2"``)."""
    return jaxlib.__version__


def jaxlib_release() -> tuple[int, int, int]:
    """The installed jaxlib's (major, minor, patch)."""
    major, minor, patch = (int(re.match(r"\d+", p)[0]) for p in jaxlib.__version__.split(".")[:3])
    return major, minor, patch


def traces_nested_kernels() -> bool:
    """Whether the CPU runtime's trace has an event per kernel inside a while loop's body:
    jaxlib 0.10 and 0.11 record them; 0.12 runs a loop in a called computation and records
    only the call, so a profile there sees the kernels outside loops alone."""
    return jaxlib_release()[:2] < (0, 12)


OPS_ADDED: dict[str, tuple[int, int, int]] = {
    "stablehlo.collective_reduce": (0, 11, 0),
    "mhlo.collective_reduce": (0, 11, 0),
    "mhlo.exp2": (0, 12, 0),
    "mhlo.log2": (0, 12, 0),
    "stablehlo.exp2": (0, 12, 1),
    "stablehlo.log2": (0, 12, 1),
    "stablehlo.fma": (0, 12, 1),
    "mhlo.fma": (0, 12, 1),
}
"""Ops of jaxlib's stablehlo/chlo/mhlo bindings that 0.10.2 lacks, with the release that
added them."""

OPS_REMOVED: dict[str, tuple[int, int, int]] = {
    "mhlo.domain": (0, 12, 1),
}
"""Ops of jaxlib's bindings that a later release dropped, with that release."""


def whole_loop_call_is_one_function() -> bool:
    """Whether XLA:CPU compiles a whole-loop ``call`` (its small-while-loop hoisting) into
    one function, where LLVM contracts a multiply and an add of different ops into one
    rounding (from jaxlib 0.12.1); earlier releases run the call's ops as kernels of their
    own, one after another, each rounding as alone."""
    return jaxlib_release() >= (0, 12, 1)


def _capsule_pointer() -> Callable[[Any], int]:
    import ctypes

    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = [ctypes.py_object, ctypes.c_char_p]
    name = b"jaxlib.mlir.ir.Operation._CAPIPtr"
    return lambda op: get(op._CAPIPtr, name)


operation_pointer: Callable[[Any], int] = _capsule_pointer()
"""The address of an ``ir.Operation`` (stable while it lives). The bindings' own hash of an
operation wrapper is not: it changed once an operand of the op was set, so a dict keyed by
operations loses entries across rewiring."""
