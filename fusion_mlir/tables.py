"""Rendering rich tables to plain text (for terminals, files and tests alike)."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table


def rich_text(table: Table, width: int = 140) -> str:
    """``table`` rendered as text without terminal escape codes."""
    buf = io.StringIO()
    Console(file=buf, width=width, force_terminal=False).print(table)
    return buf.getvalue()
