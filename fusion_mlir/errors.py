"""The two error types every entry point (CLI, Python API) turns into a one-line message.

``UserError``: bad input or a request that cannot be met (exit code 1).
``InternalError``: a bug of ours or a backend failure (exit code 2).
"""

from __future__ import annotations


class FusionError(Exception):
    """Base class; ``str(e)`` is the one-line message shown to the user."""

    exit_code = 2


class UserError(FusionError):
    """Bad input: unparseable IR, an unknown pass, a module we cannot run..."""

    exit_code = 1


class InternalError(FusionError):
    """A failure that is ours or the backend's, not the user's."""

    exit_code = 2


def first_line(e: BaseException, default: str | None = None) -> str:
    """The first line of ``e``'s message (a backend's can run to pages), or ``default``
    (the exception's type name unless given) where it has none."""
    text = str(e).strip()
    if text:
        return text.splitlines()[0]
    return type(e).__name__ if default is None else default
