"""Command-line tools."""

from __future__ import annotations

import sys
from collections.abc import Callable

from fusion_mlir.errors import FusionError


def guarded(prog: str, body: Callable[[], int]) -> int:
    """Run a command's ``body`` and return its exit status: a ``FusionError`` is its one
    line on stderr and its exit code, Ctrl-C is 130, anything else an internal error (2):
    never a traceback."""
    try:
        return body()
    except FusionError as e:
        msg = str(e)
        print(f"{prog}: {msg}" if msg.startswith("error:") else msg, file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print(f"{prog}: error: interrupted", file=sys.stderr)
        return 130
    except Exception as e:
        print(f"{prog}: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
