"""The layers of the README's picture: every import points down, none closes a cycle, and no
module reads another's private names."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Bottom up; a module may import its own layer's modules and those of layers below it.
LAYERS = [
    {"fusion_mlir.errors", "fusion_mlir._jax_private", "fusion_mlir.isolate"},
    # The bundled programs: data the tools measure (the other benchmark scripts sit on top).
    {"fusion_mlir.benchmarks.workloads", "fusion_mlir.benchmarks.corpus_files"},
    {"fusion_mlir.ir"},
    {"fusion_mlir.analysis"},
    {"fusion_mlir.passkit"},
    {"fusion_mlir.passes", "fusion_mlir.backends"},
    {"fusion_mlir.pipeline", "fusion_mlir.strategies"},
    {"fusion_mlir.tools"},
    {"fusion_mlir.api", "fusion_mlir.cli"},
    {"fusion_mlir", "fusion_mlir.benchmarks"},
]


def _modules() -> dict[str, Path]:
    out = {}
    for path in (ROOT / "fusion_mlir").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    for folder in ("passes", "benchmarks"):
        for path in (ROOT / folder).glob("*.py"):
            stem = "" if path.stem == "__init__" else f".{path.stem}"
            out[f"fusion_mlir.{folder}{stem}"] = path
    return out


def _imports(path: Path, modules: dict[str, Path]) -> set[tuple[str, str | None]]:
    """(module, name) for each project import in ``path``, function-local ones included."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {(a.name, None) for a in node.names if a.name.startswith("fusion_mlir")}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("fusion_mlir"):
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                found.add((sub, None) if sub in modules else (node.module, a.name))
    return found


def _layer(module: str) -> int:
    for depth in range(module.count("."), -1, -1):
        prefix = ".".join(module.split(".")[: depth + 1])
        for i, layer in enumerate(LAYERS):
            if prefix in layer:
                return i
    raise AssertionError(f"{module} is in no layer")


def test_imports_point_down_and_name_nothing_private() -> None:
    modules = _modules()
    upward, private = [], []
    for name, path in modules.items():
        for target, attr in _imports(path, modules):
            if _layer(target) > _layer(name):
                upward.append(f"{name} -> {target}")
            if attr and attr.startswith("_") and attr != "_jax_private" and target != name:
                private.append(f"{name} -> {target}.{attr}")
    assert not upward, upward
    assert not private, private


def test_no_import_cycles() -> None:
    modules = _modules()
    edges = {
        n: {t for t, _ in _imports(p, modules) if t in modules and t != n}
        for n, p in modules.items()
    }
    # A package's __init__ importing its own submodules is how it hands names on.
    for n in edges:
        edges[n] = {t for t in edges[n] if not t.startswith(n + ".")}
    state: dict[str, int] = {}

    def visit(n: str, path: list[str]) -> None:
        state[n] = 1
        for t in edges[n]:
            if state.get(t) == 1:
                raise AssertionError("import cycle: " + " -> ".join([*path, n, t]))
            if t not in state:
                visit(t, [*path, n])
        state[n] = 2

    for n in sorted(edges):
        if n not in state:
            visit(n, [])
