"""Runs the lit + FileCheck suite in test/lit, so one pytest command runs every test."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_lit_suite() -> None:
    bindir = str(Path(sys.executable).parent)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
    lit = shutil.which("lit", path=env["PATH"])
    assert lit, "lit is not installed (pip install -e '.[test]')"
    proc = subprocess.run(
        [lit, "-sv", str(ROOT / "test" / "lit")], capture_output=True, text=True, env=env
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    passed = re.search(r"Passed\s*:\s*(\d+)", out)
    assert passed and int(passed.group(1)) > 0, out[-2000:]
    assert not re.search(r"(Unsupported|Skipped)\s*:", out), out[-2000:]
