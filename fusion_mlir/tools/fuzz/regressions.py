"""The fuzzer's regression programs: ``.mlir`` files a run once found failing, and the
``// key: value`` header lines that say what each one records.

A file whose header has ``// xfail: reason`` is a known, unfixed bug; its ``// known: REGEX``
is the symptom that a fuzz run counts without reporting it again (``known_patterns``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path


def regression_files(directory: str | Path) -> Iterator[Path]:
    """The ``.mlir`` regression programs of ``directory``, sorted."""
    yield from sorted(Path(directory).glob("*.mlir"))


def header_fields(text: str) -> dict[str, str]:
    """``// key: value`` lines at the top of a regression file."""
    out = {}
    for line in text.splitlines():
        if not line.startswith("//"):
            break
        key, sep, value = line[2:].strip().partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


def known_patterns(directory: str | Path) -> list[re.Pattern[str]]:
    """The ``// known: REGEX`` of every ``// xfail:`` program in ``directory``: symptoms of
    known, unfixed bugs."""
    out = []
    for path in regression_files(directory):
        fields = header_fields(path.read_text())
        if "xfail" in fields and "known" in fields:
            out.append(re.compile(fields["known"]))
    return out
