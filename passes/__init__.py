"""The fusion passes (installed as ``fusion_mlir.passes``).

``PASSES`` maps each pass name to a factory that imports its class on first use, so listing
passes or running one never imports the others. ``PIPELINES`` spells out the named
pipelines in one place. A new pass is one file here plus one line in each table it joins.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def _lazy(module: str, cls: str) -> Callable[[], Any]:
    def factory() -> Any:
        return getattr(importlib.import_module(f"fusion_mlir.passes.{module}"), cls)

    return factory


PASSES: dict[str, Callable[[], Any]] = {
    "inline-calls": _lazy("inline_calls", "InlineCalls"),
}

PIPELINES: dict[str, str] = {
    "default": "inline-calls",
}
