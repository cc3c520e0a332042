"""``fusion-fuzz``: a long property-based run of every pass and pipeline on random programs.

    fusion-fuzz --minutes 5                    # print examples run and failures
    fusion-fuzz --minutes 60 --save found/     # keep each minimal failing program
    fusion-fuzz --examples 200 --seed 7 -p producer-consumer,default

Programs come from ``fusion_mlir.tools.fuzz.generate.programs`` and are checked by
``fusion_mlir.tools.fuzz.check.check_program`` in a child process (an XLA abort is a reported
failure).
A failure is shrunk by hypothesis to a minimal program, which is printed (and saved with
``--save``); the run then goes on, and later failures of the same kind (transform and
symptom) are counted without being shrunk again.

Exit codes: 0 no failure found, 1 failures found, 2 internal error.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Stats:
    """What a run saw."""

    examples: int = 0
    invalid: int = 0
    shrink_steps: int = 0
    failing: int = 0
    kinds: Counter[tuple[str, str]] = field(default_factory=Counter)
    found: list[tuple[str, list[Any]]] = field(default_factory=list)


class _Found(Exception):
    """Raised inside the hypothesis test so that it shrinks a new kind of failure."""


def _found(state: dict[str, Any], text: str, failures: list[Any]) -> None:
    """Raise ``_Found`` from this one place: hypothesis tells bugs apart by where they are
    raised, and a failure replayed from the cache must look like the same bug."""
    state["last"] = (text, failures)
    raise _Found(str(failures[0]))


def signature(failure: Any) -> tuple[str, str]:
    """A failure's kind for de-duplication: (transform, symptom), the symptom being the kind
    and the start of the message without numbers or names (one bug, many pipelines: only
    the first transform it shows in is shrunk)."""
    detail = re.sub(r"[%\w.]*\d[\w.]*", "#", failure.detail)
    return (failure.transform, f"{failure.kind}: {' '.join(detail.split()[:12])}")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fusion-fuzz", description=__doc__.splitlines()[0])
    p.add_argument("--minutes", type=float, default=None, help="time budget (default 5)")
    p.add_argument("--examples", type=int, default=None, help="stop after this many programs")
    p.add_argument("--seed", type=int, default=0, help="first hypothesis seed (default 0)")
    p.add_argument("--max-ops", type=int, default=10, help="top-level ops per program")
    p.add_argument(
        "-p", "--transforms", default="", help="comma-separated passes/pipelines (default: all)"
    )
    p.add_argument("--save", metavar="DIR", help="write each minimal failing program here")
    p.add_argument("--no-shrink", action="store_true", help="report failures unshrunk")
    p.add_argument(
        "--shrink-seconds",
        type=float,
        default=120.0,
        help="time spent shrinking each new kind of failure (default 120)",
    )
    p.add_argument("--quiet", action="store_true", help="no per-batch progress lines")
    p.add_argument(
        "--known",
        metavar="DIR",
        help="count, but do not shrink or report, failures matching the '// known: REGEX' "
        "of the xfail programs in DIR (e.g. tests/fuzz_regressions)",
    )
    return p


def run(args: argparse.Namespace, out: Any = sys.stdout) -> Stats:
    from hypothesis import HealthCheck, Phase, Verbosity, assume, given, seed, settings

    from fusion_mlir.tools.fuzz.check import Checker
    from fusion_mlir.tools.fuzz.generate import programs
    from fusion_mlir.tools.fuzz.regressions import known_patterns

    minutes = args.minutes if args.minutes is not None else (None if args.examples else 5.0)
    deadline = time.monotonic() + minutes * 60 if minutes is not None else float("inf")
    limit = args.examples if args.examples is not None else sys.maxsize
    names = [t for t in args.transforms.split(",") if t] or None
    checker = Checker(names)
    stats = Stats()
    known: set[str] = set()  # symptoms already shrunk and reported
    known_res = known_patterns(args.known) if args.known else []
    phases = [Phase.generate] if args.no_shrink else [Phase.generate, Phase.shrink]
    state: dict[str, Any] = {}

    def body(text: str) -> None:
        shrinking = "target" in state
        if shrinking:
            failing = state["failing"]
            if text in failing:  # hypothesis replays the minimal example at the end
                _found(state, text, failing[text])
            if time.monotonic() > state["shrink_until"]:
                return  # shrink budget spent: the smallest failure so far is the answer
            stats.shrink_steps += 1
        elif time.monotonic() > deadline or stats.examples >= limit:
            return
        else:
            stats.examples += 1
        # While shrinking, only the transform that failed is run: shrinking is many steps.
        report = checker.check(text, [state["target"][0]] if shrinking else None)
        if report["invalid"]:
            if not shrinking:
                stats.invalid += 1
            assume(False)
        failures = report["failures"]
        if not shrinking:
            for sig in {signature(f) for f in failures}:
                stats.kinds[sig] += 1
            stats.failing += bool(failures)
            new = [
                f
                for f in failures
                if signature(f)[1] not in known and not any(r.search(str(f)) for r in known_res)
            ]
            if new:
                state["target"] = signature(new[0])
                state["failing"] = {}
                state["shrink_until"] = min(time.monotonic() + args.shrink_seconds, deadline)
                if not args.quiet:
                    print(f"fusion-fuzz: found {new[0]}; shrinking", file=out, flush=True)
        if "target" in state and any(signature(f) == state["target"] for f in failures):
            state["failing"][text] = failures
            _found(state, text, failures)

    batch = 0
    try:
        while time.monotonic() < deadline and stats.examples < limit:
            batch += 1
            state.clear()
            test = settings(
                max_examples=50,
                deadline=None,
                database=None,
                phases=phases,
                report_multiple_bugs=False,
                suppress_health_check=list(HealthCheck),
                print_blob=False,
                verbosity=Verbosity.quiet,  # we print our own report
            )(given(programs(max_ops=args.max_ops))(body))
            test = seed(args.seed + batch)(test)
            try:
                test()
            except _Found:
                text, failures = state["last"]
                known.add(state["target"][1])
                stats.found.append((text, failures))
                _report(out, text, failures, args.save)
            if not args.quiet:
                print(
                    f"fusion-fuzz: {stats.examples} examples, {stats.failing} failing, "
                    f"{len(known)} kinds of failure",
                    file=out,
                    flush=True,
                )
    finally:
        checker.close()
    return stats


def _report(out: Any, text: str, failures: list[Any], save: str | None) -> None:
    print("fusion-fuzz: FAILURE (minimal program below)", file=out)
    for f in failures:
        print(f"  {f}", file=out)
    print(text, file=out, flush=True)
    if save:
        from fusion_mlir.ir.io import write_atomic

        Path(save).mkdir(parents=True, exist_ok=True)
        name = hashlib.sha256(text.encode()).hexdigest()[:10]
        header = "".join(f"// failure: {f}\n".replace("\n", " ").rstrip() + "\n" for f in failures)
        write_atomic(Path(save) / f"fuzz-{name}.mlir", header + text)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    t0 = time.monotonic()
    try:
        stats = run(args)
    except KeyboardInterrupt:
        print("fusion-fuzz: error: interrupted", file=sys.stderr)
        return 130
    except Exception as e:
        print(f"fusion-fuzz: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    elapsed = time.monotonic() - t0
    print(
        f"fusion-fuzz: {stats.examples} examples run in {elapsed:.0f} s "
        f"({stats.invalid} not runnable by XLA itself, {stats.shrink_steps} shrink steps); "
        f"{stats.failing} failing, {len(stats.found)} kinds of failure"
    )
    for (transform, kind), n in sorted(stats.kinds.items()):
        print(f"  {transform}: {kind} x{n}")
    return 1 if stats.found else 0


if __name__ == "__main__":
    sys.exit(main())
