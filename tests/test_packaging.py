"""The top-level passes/ folder installs as fusion_mlir.passes, never as a top-level package."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_editable_install_maps_passes_folder() -> None:
    import fusion_mlir.passes as fp

    assert Path(fp.__file__).resolve() == ROOT / "passes" / "__init__.py"
    proc = subprocess.run(
        [sys.executable, "-c", "import passes"], capture_output=True, text=True, cwd="/"
    )
    assert proc.returncode != 0 and "No module named 'passes'" in proc.stderr


@pytest.mark.slow
def test_wheel_contains_fusion_mlir_passes(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    wheel = next(tmp_path.glob("fusion_mlir-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "fusion_mlir/passes/__init__.py" in names
    assert "fusion_mlir/passes/inline_calls.py" in names
    assert not any(n.startswith("passes/") for n in names)
