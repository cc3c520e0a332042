"""Hostile input through ``fusion-opt`` and the Python API, table-driven.

Each case is either a clear one-line error with exit status 1, or passed through (exit 0)
with what the passes do not support left untouched. Whatever happens: no traceback, no
partial output file (``-o`` is written atomically), the input file unchanged. The README's
"Hostile input" table lists the same cases.
"""

from __future__ import annotations

import io as pyio
import json
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

import fusion_mlir as fm
from fusion_mlir.analysis import boundary
from fusion_mlir.cli.opt import main as opt_main
from fusion_mlir.errors import UserError
from fusion_mlir.ir import io
from fusion_mlir.tools.fuzz.check import transforms

T = "tensor<4xf32>"
SIMPLE = f"""func.func @main(%a: {T}) -> {T} {{
  %0 = stablehlo.sine %a : {T}
  %1 = stablehlo.cosine %0 : {T}
  return %1 : {T}
}}
"""


def _bytecode(text: str) -> bytes:
    module = io.parse_module(text)
    buf = pyio.BytesIO()
    module.operation.write_bytecode(buf)
    return buf.getvalue()


def _around(op: str) -> str:
    """A chain of fusible ops with ``op`` (one line, reading %0, defining %1) in the middle."""
    return f"""func.func @main(%a: {T}) -> {T} {{
  %0 = stablehlo.sine %a : {T}
  {op}
  %2 = stablehlo.cosine %1 : {T}
  %3 = stablehlo.exponential %2 : {T}
  return %3 : {T}
}}
"""


def _nested(depth: int) -> str:
    """``while`` in ``case`` in ``while``... ``depth`` levels, a sine/cosine pair in each."""
    count = 0

    def fresh() -> str:
        nonlocal count
        count += 1
        return f"%n{count}"

    def body(x: str, d: int, ind: str) -> tuple[list[str], str]:
        s, c = fresh(), fresh()
        lines = [f"{ind}{s} = stablehlo.sine {x} : {T}", f"{ind}{c} = stablehlo.cosine {s} : {T}"]
        if d == 0:
            return lines, c
        if d % 2:
            idx, r = fresh(), fresh()
            inner, res = body(c, d - 1, ind + "  ")
            lines += [
                f"{ind}{idx} = stablehlo.constant dense<0> : tensor<i32>",
                f'{ind}{r} = "stablehlo.case"({idx}) ({{',
                *inner,
                f"{ind}  stablehlo.return {res} : {T}",
                f"{ind}}}, {{",
                f"{ind}  stablehlo.return {c} : {T}",
                f"{ind}}}) : (tensor<i32>) -> {T}",
            ]
            return lines, r
        z, w, i, v, lim, p, one, nx = (fresh() for _ in range(8))
        inner, res = body(v, d - 1, ind + "  ")
        lines += [
            f"{ind}{z} = stablehlo.constant dense<0> : tensor<i32>",
            f"{ind}{w}:2 = stablehlo.while({i} = {z}, {v} = {c}) : tensor<i32>, {T}",
            f"{ind} cond {{",
            f"{ind}  {lim} = stablehlo.constant dense<2> : tensor<i32>",
            f"{ind}  {p} = stablehlo.compare LT, {i}, {lim}, SIGNED : "
            "(tensor<i32>, tensor<i32>) -> tensor<i1>",
            f"{ind}  stablehlo.return {p} : tensor<i1>",
            f"{ind} }} do {{",
            f"{ind}  {one} = stablehlo.constant dense<1> : tensor<i32>",
            f"{ind}  {nx} = stablehlo.add {i}, {one} : tensor<i32>",
            *inner,
            f"{ind}  stablehlo.return {nx}, {res} : tensor<i32>, {T}",
            f"{ind} }}",
        ]
        return lines, f"{w}#1"

    lines, res = body("%a", depth, "  ")
    return (
        f"func.func @main(%a: {T}) -> {T} {{\n" + "\n".join(lines) + f"\n  return {res} : {T}\n}}\n"
    )


HEX_N = 1024
HEX = np.arange(HEX_N * HEX_N, dtype=np.float32).tobytes().hex().upper()
QUANT = "tensor<4x!quant.uniform<i8:f32, 0.1>>"


def _outside_fusions(op: str) -> Callable[[str], None]:
    """A check that ``op`` is still in the output and not inside any fusion."""

    def check(out: str) -> None:
        module = io.parse_module(out)
        inside = "".join(str(f) for f in boundary.fusions(module.operation))
        assert op in out and op not in inside, out

    return check


def _contains(*needles: str) -> Callable[[str], None]:
    def check(out: str) -> None:
        for n in needles:
            assert n in out, n

    return check


@dataclass(frozen=True)
class Case:
    """One row of the table: input, extra arguments, exit status, message or output check."""

    name: str
    data: bytes | None  # None: see ``path``
    args: tuple[str, ...] = ("-p", "default")
    code: int = 0
    message: str = ""  # regex the one stderr line must match (errors)
    check: Callable[[str], None] | None = None  # on the output (exit 0)
    path: str = ""  # "dir": the input is a directory; "missing": does not exist
    output: str = "out.mlir"  # "-o" target, relative to the test's directory


CASES = [
    Case("malformed-text", b"garbage here\n", code=1,
         message=r"^in\.mlir:1:1: error: custom op 'garbage' is unknown"),
    Case("truncated-text", SIMPLE[:60].encode(), code=1, message=r"^in\.mlir:\d+:\d+: error: "),
    Case("truncated-bytecode", _bytecode(SIMPLE)[:-40], code=1, message=r"^in\.mlir: error: "),
    Case("unknown-dialect", _around(f"%1 = foo.bar %0 : {T}").encode(), code=1,
         message=r"^in\.mlir:3:8: error: Dialect `foo' not found"),
    Case("unknown-op", _around(f"%1 = stablehlo.frobnicate %0 : {T}").encode(), code=1,
         message=r"^in\.mlir:3:8: error: custom op 'stablehlo\.frobnicate' is unknown"),
    Case("non-utf8", b"func.func @main() {\n  return\n}\n// \xff\xfe\n", code=1,
         message=r"^in\.mlir:4:4: error: input is not UTF-8 text"),
    Case("quantized-type",
         f"func.func @main(%a: {QUANT}) -> {QUANT} {{\n  return %a : {QUANT}\n}}\n".encode(),
         code=1, message=r"^in\.mlir:1:\d+: error: .*quant"),
    Case("empty-file", b"", check=_contains("module {")),
    Case("directory", None, path="dir", code=1,
         message=r": error: cannot read input: Is a directory$"),
    Case("missing-file", None, path="missing", code=1,
         message=r": error: cannot read input: No such file or directory$"),
    Case("unwritable-output", SIMPLE.encode(), output="in.mlir/out.mlir", code=1,
         message=r"out\.mlir: error: cannot write output: Not a directory$"),
    Case("output-is-directory", SIMPLE.encode(), output=".", code=1,
         message=r"error: cannot write output: (Is a directory|Device or resource busy)$"),
    Case("unknown-pass", SIMPLE.encode(), args=("-p", "nope"), code=1,
         message=r"^fusion-opt: error: unknown pass or pipeline 'nope'"),
    Case("bad-pipeline-syntax", SIMPLE.encode(), args=("-p", "cse,,{"), code=1,
         message=r"^fusion-opt: error: cannot parse pass pipeline at column"),
    Case("bad-option-value", SIMPLE.encode(), args=("-p", "producer-consumer{max-ops=many}"),
         code=1, message=r"^fusion-opt: error: option 'max-ops' of pass 'producer-consumer'"),
    Case("split-bytecode", _bytecode(SIMPLE), args=("--split-input-file",), code=1,
         message=r"^in\.mlir: error: --split-input-file needs text input"),
    Case("bytecode", _bytecode(SIMPLE), check=_contains("mhlo.fusion")),
    Case("dynamic-shape", SIMPLE.replace("4xf32", "?x4xf32").encode(),
         check=_contains("tensor<?x4xf32>")),
    Case("dynamic-shape-compile", SIMPLE.replace("4xf32", "?x4xf32").encode(),
         args=("-p", "default", "--compile", "cpu"), code=1,
         message=r"^fusion-opt: error: cannot run a module with dynamic shape tensor<\?x4xf32>"),
    Case("token", f"""func.func @main(%t: !stablehlo.token, %a: {T}) -> (!stablehlo.token, {T}) {{
  %0 = stablehlo.sine %a : {T}
  %1 = stablehlo.cosine %0 : {T}
  %t2 = stablehlo.after_all %t : !stablehlo.token
  return %t2, %1 : !stablehlo.token, {T}
}}
""".encode(), check=_outside_fusions("stablehlo.after_all")),
    Case("custom-call",
         _around(f"%1 = stablehlo.custom_call @my_target(%0) : ({T}) -> {T}").encode(),
         check=_outside_fusions("stablehlo.custom_call")),
    Case("all-reduce", _around(f"""%1 = "stablehlo.all_reduce"(%0) ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }}) {{replica_groups = dense<[[0]]> : tensor<1x1xi64>}} : ({T}) -> {T}""").encode(),
         check=_outside_fusions("stablehlo.all_reduce")),
    Case("sharding", SIMPLE.replace(
        f"(%a: {T}) -> {T}",
        f'(%a: {T} {{mhlo.sharding = "{{replicated}}"}}) -> '
        f'({T} {{jax.result_info = "out", mhlo.sharding = "{{replicated}}"}})',
    ).replace("stablehlo.cosine %0 :", 'stablehlo.cosine %0 {mhlo.sharding = "{replicated}"} :')
        .encode(),
         check=lambda out: (
             _contains('jax.result_info = "out"')(out),
             (out.count('mhlo.sharding = "{replicated}"') == 3) or pytest.fail(out),
         )),
    Case("huge-splat-constant", b"""func.func @main() -> tensor<4096x4096xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<4096x4096xf32>
  %1 = stablehlo.sine %0 : tensor<4096x4096xf32>
  return %1 : tensor<4096x4096xf32>
}
""", check=_contains("dense<1.000000e+00> : tensor<4096x4096xf32>")),
    Case("huge-hex-constant", f"""func.func @main(%a: tensor<{HEX_N}x{HEX_N}xf32>) -> tensor<{HEX_N}x{HEX_N}xf32> {{
  %0 = stablehlo.constant dense<"0x{HEX}"> : tensor<{HEX_N}x{HEX_N}xf32>
  %1 = stablehlo.add %0, %a : tensor<{HEX_N}x{HEX_N}xf32>
  %2 = stablehlo.sine %1 : tensor<{HEX_N}x{HEX_N}xf32>
  return %2 : tensor<{HEX_N}x{HEX_N}xf32>
}}
""".encode(), check=_contains(HEX, "mhlo.fusion")),
    Case("empty-function", b"func.func @main() {\n  return\n}\n", check=_contains("return")),
    Case("several-public-functions", (SIMPLE + SIMPLE.replace("@main", "@other")).encode(),
         check=lambda out: out.count("mhlo.fusion") == 2 or pytest.fail(out)),
    Case("several-public-compile", (SIMPLE.replace("@main", "@one")
                                    + SIMPLE.replace("@main", "@two")).encode(),
         args=("-p", "default", "--compile", "cpu"), code=1,
         message=r"^fusion-opt: error: module has several public functions and none is named"),
    # A pair grouped at every level but the branches of the constant-selector cases, which
    # are XLA's to inline: the top and the four loop bodies.
    Case("deeply-nested-regions", _nested(8).encode(),
         check=lambda out: out.count("mhlo.fusion") >= 5 or pytest.fail(out)),
    Case("recursive-calls", f"""func.func @main(%a: {T}) -> {T} {{
  %0 = stablehlo.sine %a : {T}
  %1 = func.call @rec(%0) : ({T}) -> {T}
  return %1 : {T}
}}
func.func private @rec(%a: {T}) -> {T} {{
  %0 = stablehlo.negate %a : {T}
  %1 = func.call @rec(%0) : ({T}) -> {T}
  return %1 : {T}
}}
""".encode(), check=_contains("call @rec(")),
]  # fmt: skip
RECURSIVE = next(c for c in CASES if c.name == "recursive-calls")
CASES.append(
    Case(
        "recursive-calls-compile",
        RECURSIVE.data,
        args=("-p", "default", "--compile", "cpu"),
        code=1,
        message=r"^fusion-opt: error: function @rec is recursive: XLA cannot compile it$",
    )
)


def _setup(case: Case, tmp_path: Path) -> Path:
    if case.path == "dir":
        (tmp_path / "in.mlir").mkdir()
    elif case.path != "missing":
        assert case.data is not None
        (tmp_path / "in.mlir").write_bytes(case.data)
    return tmp_path / "in.mlir"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_fusion_opt_hostile_input(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # messages name "in.mlir" as given on the command line
    src = _setup(case, tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    out = tmp_path / case.output
    code = opt_main(["in.mlir", *case.args, "-o", case.output])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert code == case.code, err
    if src.is_file():
        assert src.read_bytes() == case.data, "the input file was modified"
    if code:
        lines = [ln for ln in err.splitlines() if ln.strip()]
        assert len(lines) == 1, err
        assert re.search(case.message, lines[0]), lines[0]
        # No output file, no temporary left behind.
        assert sorted(p.name for p in tmp_path.iterdir()) == before
        return
    text = out.read_text()
    io.parse_module(text)  # the output is valid IR
    if case.check:
        case.check(text)


PASSTHROUGH = [c for c in CASES if c.code == 0 and c.data is not None and "huge" not in c.name]


@pytest.mark.parametrize("case", PASSTHROUGH, ids=[c.name for c in PASSTHROUGH])
def test_every_transform_survives_passthrough_input(case: Case) -> None:
    """Python API: every pass and pipeline runs over the input and leaves valid IR."""
    for name in transforms():
        module = fm.parse_module(case.data or b"", "in.mlir")
        try:
            fm.run_pipeline(module, name)
        except UserError as e:  # acceptable only as a clear one-line refusal
            assert "\n" not in str(e)
        assert module.operation.verify(), name
        io.parse_module(fm.print_module(module))


# Errors in the input's content (not in its path, the output path or the options).
CONTENT_ERRORS = [
    c
    for c in CASES
    if c.code and c.data is not None and c.args == ("-p", "default") and c.output == "out.mlir"
]


@pytest.mark.parametrize("case", CONTENT_ERRORS, ids=[c.name for c in CONTENT_ERRORS])
def test_api_parse_errors_are_user_errors(case: Case) -> None:
    """``fusion_mlir.parse_module`` raises ``UserError`` with the CLI's one-line message."""
    with pytest.raises(UserError) as info:
        fm.parse_module(case.data or b"", "in.mlir")
    assert "\n" not in str(info.value)
    assert re.search(case.message, str(info.value))


def test_api_run_strategies_refuses_what_it_cannot_run() -> None:
    """``run_strategies`` on a dynamic shape or a recursive module: ``UserError``, not a
    crash (XLA overflows its stack on a recursive call graph)."""
    dynamic = fm.parse_module(SIMPLE.replace("4xf32", "?x4xf32"))
    with pytest.raises(UserError, match="dynamic shape"):
        fm.run_strategies(dynamic)
    recursive = fm.parse_module(RECURSIVE.data or b"")
    with pytest.raises(UserError, match="recursive"):
        fm.run_strategies(recursive)


def test_internal_error_is_one_line_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A pass that raises is a bug of ours: one line naming the pass, exit status 2."""
    from dataclasses import dataclass as dc

    from fusion_mlir.passes import PASSES

    from fusion_mlir.pipeline import ModulePass

    @dc(frozen=True)
    class Boom(ModulePass):
        name = "boom"

        def apply(self, module: object, ctx: object) -> None:
            raise RuntimeError("kaboom")

    monkeypatch.setitem(PASSES, "boom", lambda: Boom)
    src = tmp_path / "in.mlir"
    src.write_text(SIMPLE)
    code = opt_main([str(src), "-p", "boom", "-o", str(tmp_path / "out.mlir")])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert err == "fusion-opt: error: pass 'boom' failed: RuntimeError: kaboom"
    assert not (tmp_path / "out.mlir").exists()


def test_real_process_reports_one_line(tmp_path: Path) -> None:
    """The installed entry point, as a process: a bad file is one line on stderr, exit 1,
    and no output file."""
    src = tmp_path / "in.mlir"
    src.write_bytes(b"\xff\xfe\x00garbage")
    proc = subprocess.run(
        [sys.executable, "-m", "fusion_mlir.cli.opt", str(src), "-o", str(tmp_path / "o.mlir")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1
    assert proc.stderr.strip() == f"{src}:1:1: error: input is not UTF-8 text"
    assert not (tmp_path / "o.mlir").exists()


# Ops whose location must survive every pass (data movement a pass removes, such as the
# concatenate/slice pair forwarded or the inlined call, may take its location with it).
KEPT_LOCATIONS = [
    '"jit(f)/sin"',
    '"model.py":13:4',
    '"model.py":14:4',
    '"model.py":15:4',
    '"model.py":17:4',
    '"model.py":18:4',
    '"model.py":22:8',
    '"model.py":24:4',
    '"helper.py":3:4',
]
ATTRIBUTES = Path(__file__).parent / "hostile" / "attributes.mlir"


@pytest.mark.parametrize("transform", transforms())
def test_attributes_and_locations_survive(
    transform: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mhlo.sharding`` (arguments, results, ops), ``jax.result_info``, module attributes
    and source locations survive every pass and pipeline (``--mlir-print-debuginfo``)."""
    out = tmp_path / "out.mlir"
    code = opt_main([str(ATTRIBUTES), "-p", transform, "--mlir-print-debuginfo", "-o", str(out)])
    assert code == 0, capsys.readouterr().err
    text = out.read_text()
    assert text.count('mhlo.sharding = "{replicated}"') >= 4  # 2 args, 1 result, 1 op
    for i in range(4):
        assert f'jax.result_info = "result[{i}]"' in text
    assert "mhlo.num_partitions = 1 : i32" in text and "module @jit_f" in text
    for loc in KEPT_LOCATIONS:
        assert loc in text, f"{transform} lost location {loc}"


def test_a_backend_rejection_is_exit_2_with_the_report_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """XLA refuses a custom call it has no handler for in every strategy: the report says so
    per strategy, and the exit status is 2 with XLA's message on one stderr line."""
    src = tmp_path / "in.mlir"
    src.write_text(_around(f"%1 = stablehlo.custom_call @no_such_target(%0) : ({T}) -> {T}"))
    report = tmp_path / "r.json"
    code = opt_main([str(src), "-p", "default", "--compile", "cpu", "--json", "-o", str(report)])
    err = [ln for ln in capsys.readouterr().err.splitlines() if ln.strip()]
    assert code == 2
    assert len(err) == 1 and re.match(r"^fusion-opt: error: xla: XLA rejected the module", err[0])
    assert "no_such_target" in err[0]
    strategies = json.loads(report.read_text())["strategies"]
    assert all("XLA rejected" in strategies[s]["error"] for s in ("xla", "unfused", "ours"))


def test_lapack_custom_calls_compile_in_a_fresh_process(tmp_path: Path) -> None:
    """jaxlib registers its LAPACK kernels on first lowering; a process that only parses and
    compiles (fusion-opt on a file, the compile children) crashed (status -11) before."""
    import jax.numpy as jnp

    def f(a: object) -> object:
        a = a @ a.T + 4 * jnp.eye(8)
        return jnp.linalg.eigh(a)[0], jnp.linalg.cholesky(a)

    x = np.random.default_rng(0).standard_normal((8, 8)).astype(np.float32)
    src = tmp_path / "linalg.mlir"
    src.write_text(fm.print_module(fm.export(f, x)))
    assert "lapack_" in src.read_text()
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "fusion_mlir.cli.opt",
            str(src),
            "-p",
            "default",
            "--compile",
            "cpu",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    strategies = json.loads(proc.stdout)["strategies"]
    assert all(r["match"] and r["by_kind"]["custom-call"] == 2 for r in strategies.values())
