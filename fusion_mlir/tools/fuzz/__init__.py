"""Property-based fuzzing of the passes: random well-typed StableHLO in, the same outputs out.

One job per module:

- ``generate``: ``programs()``, the hypothesis strategy for random well-typed
  ``func.func @main`` modules, with numerics kept comparable by construction (bounded,
  and discontinuous ops reading only values that round the same everywhere).
- ``reference``: ``fuzz_inputs`` (arguments within the generator's bounds) and
  ``interpret``, the StableHLO reference interpreter as a second opinion next to XLA.
- ``check``: the property, ``check_program`` (every pass and pipeline: verifies, re-parses,
  computes the same outputs, no more kernels than ``unfused``), its ``Failure`` records,
  and ``Checker``, which runs it in a child process so that an XLA abort is a reported
  failure.
- ``regressions``: the ``.mlir`` programs a run once found failing and their
  ``// key: value`` headers (``// xfail:``, ``// known: REGEX``).

``fusion-fuzz`` (``fusion_mlir.cli.fuzz``) is the long run; ``tests/test_fuzz.py`` the
bounded one, which also replays ``tests/fuzz_regressions/``.

New code imports a name from the module that defines it. The names below stay reachable
here because ``tests/test_fuzz.py`` spells them ``fuzz.programs``, ``fuzz.Checker``...:
hypothesis seeds a ``derandomize=True`` test from that test's source text, so respelling
them there would change which programs the bounded run draws.
"""

from fusion_mlir.tools.fuzz.check import Checker, check_program
from fusion_mlir.tools.fuzz.generate import programs
from fusion_mlir.tools.fuzz.reference import fuzz_inputs, interpret
from fusion_mlir.tools.fuzz.regressions import header_fields, known_patterns, regression_files

__all__ = [
    "Checker",
    "check_program",
    "fuzz_inputs",
    "header_fields",
    "interpret",
    "known_patterns",
    "programs",
    "regression_files",
]
