"""``fusion-opt --compare-xla`` and ``--emit``: the comparison with XLA and the pictures.

Rule: the comparison is computed on the input module (before the pipeline, which it runs
itself) in a child process, so that a backend abort is a one-line error; everything drawn
or printed is made from that one JSON report.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from jaxlib.mlir import ir

from fusion_mlir.errors import InternalError
from fusion_mlir.ir import io


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The flags this module serves (added to ``fusion-opt``'s parser)."""
    from fusion_mlir.tools.viz import FORMATS

    p.add_argument(
        "--compare-xla",
        action="store_true",
        help="compare XLA's fusion with the pipeline's, group by group (table; --json for JSON)",
    )
    p.add_argument(
        "--emit",
        choices=FORMATS,
        help="write a picture of both groupings (dot, svg, png), its data (json) or stats",
    )


def wanted(args: argparse.Namespace) -> bool:
    return bool(getattr(args, "compare_xla", False) or getattr(args, "emit", None))


def report(module: ir.Module, args: argparse.Namespace) -> dict[str, Any]:
    """The comparison report for one input module (computed in a child process)."""
    from fusion_mlir.isolate import BackendCrash, call_isolated
    from fusion_mlir.strategies import child_cpu_devices

    text = io.print_module(module, debug_info=True)
    devices = child_cpu_devices(text, args.backend)
    try:
        return call_isolated(
            "fusion_mlir.tools.compare.run:compare_text",
            text,
            args.pipeline,
            args.backend,
            cpu_devices=devices,
        )
    except BackendCrash as e:
        raise InternalError(f"error: backend crashed while comparing with XLA: {e}") from None


def write(reports: list[dict[str, Any]], args: argparse.Namespace, title: str = "") -> int:
    """Write the table / JSON / picture for ``reports`` to ``args.output``."""
    from fusion_mlir.tools.compare.render import render_text
    from fusion_mlir.tools.viz import emit

    if args.emit:
        if len(reports) != 1 and args.emit in ("svg", "png"):
            from fusion_mlir.errors import UserError

            raise UserError(f"error: --emit={args.emit} draws one module, got {len(reports)}")
        parts = [emit(r, args.emit, title=title) for r in reports]
        data = b"".join(parts)
    elif args.json:
        one = reports[0] if len(reports) == 1 else reports
        data = (json.dumps(one, indent=1) + "\n").encode()
    else:
        data = "\n".join(render_text(r) for r in reports).encode()
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    else:
        io.write_atomic(args.output, data)
    return 0
