"""Rendering rich tables to plain text (for terminals, files and tests alike)."""

from __future__ import annotations

import io
from collections.abc import Sequence

from rich.console import Console
from rich.table import Table


def speedup_label(value: float, interval: Sequence[float] | None = None) -> str:
    """``"1.04x (0.98-1.09)"``: a speedup and, when known, its 95% interval."""
    band = f" ({interval[0]:.2f}-{interval[1]:.2f})" if interval else ""
    return f"{value:.2f}x{band}"


def rich_text(table: Table, width: int = 140) -> str:
    """``table`` rendered as text without terminal escape codes."""
    buf = io.StringIO()
    Console(file=buf, width=width, force_terminal=False).print(table)
    return buf.getvalue()
