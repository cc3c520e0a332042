"""``fusion-opt``: run a pass pipeline over a StableHLO module, in the mlir-opt tradition.

    fusion-opt [FILE|-] [-o OUT] -p 'inline-calls,producer-consumer{max-ops=32},cse'

Exit codes: 0 success, 1 user error (bad input, unknown pass...), 2 internal error or backend
crash. Every error is one line on stderr; output files are written atomically.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence

from fusion_mlir.errors import FusionError, UserError
from fusion_mlir.ir import io

SPLIT_MARKER = re.compile(r"^// -----\s*$", re.MULTILINE)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="fusion-opt",
        description="Run fusion passes over a StableHLO module (text or bytecode).",
    )
    p.add_argument("input", nargs="?", default="-", help="input file, '-' for stdin (default)")
    p.add_argument("-o", "--output", default="-", help="output file ('-' for stdout)")
    p.add_argument(
        "-p",
        "--pass-pipeline",
        "--passes",
        dest="pipeline",
        default="",
        help="comma-separated passes, e.g. 'inline-calls,producer-consumer{max-ops=8}'",
    )
    p.add_argument("--list-passes", action="store_true", help="list passes and named pipelines")
    p.add_argument(
        "--split-input-file",
        action="store_true",
        help="treat '// -----' lines as separators between independent modules",
    )
    p.add_argument(
        "--verify-each",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="verify the module after each pass (default: on)",
    )
    p.add_argument(
        "--print-ir-after-all",
        action="store_true",
        help="print the module to stderr after each pass",
    )
    p.add_argument("--mlir-print-debuginfo", action="store_true", help="print locations")
    p.add_argument(
        "--explain",
        nargs="?",
        const="text",
        choices=["text", "json"],
        help="report every fusion decision on stderr (text, or JSON lines)",
    )
    p.add_argument(
        "--backend",
        help="target backend of the passes' capability checks (default: --compile's, else cpu)",
    )
    p.add_argument(
        "--compile",
        metavar="BACKEND",
        help="compile the result with XLA under every strategy and report kernels",
    )
    p.add_argument(
        "--inputs",
        metavar="FILE.npz",
        help="with --compile: run on these arguments (np.savez, in order), not generated ones",
    )
    p.add_argument("--json", action="store_true", help="with --compile, --compare-xla: JSON")
    p.add_argument(
        "--capabilities",
        metavar="BACKEND",
        help="print what BACKEND compiles inside a fused group (probed, cached)",
    )
    p.add_argument("--reprobe", action="store_true", help="with --capabilities: probe again")
    from fusion_mlir.cli import see

    see.add_arguments(p)
    return p


def _chunks(text: str, split: bool) -> list[tuple[str, int]]:
    if not split:
        return [(text, 0)]
    out, line = [], 0
    for part in SPLIT_MARKER.split(text):
        out.append((part, line))
        line += part.count("\n")
    return out


def _process(args: argparse.Namespace) -> int:
    from fusion_mlir import pipeline

    if args.list_passes:
        print("\n".join(pipeline.list_passes()))
        return 0
    if args.capabilities:
        from fusion_mlir import backends
        from fusion_mlir.backends.capabilities import accepted_xla_features, load_capabilities

        print(load_capabilities(args.capabilities, reprobe=args.reprobe).table_text())
        accepted = accepted_xla_features(args.capabilities)
        print("\nXLA's optional fusion features (xla{NAME}; xla-best tries them):")
        for name, f in backends.get(args.capabilities).xla_features.items():
            mark = "accepted" if name in accepted else "not accepted here"
            print(f"  {name:20} {mark:18} {f.description}")
        if not backends.get(args.capabilities).xla_features:
            print("  none known for this backend: xla-best is xla")
        return 0
    if args.inputs and not args.compile:
        raise UserError("error: --inputs needs --compile")
    # Groups are formed for the backend they are compiled for, unless told otherwise.
    args.backend = args.backend or args.compile or "cpu"
    passes = pipeline.parse_pipeline(args.pipeline) if args.pipeline else []
    data, name = io.read_input(args.input)
    if args.split_input_file:
        if data.startswith(b"ML\xefR"):
            raise UserError(f"{name}: error: --split-input-file needs text input")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        chunks = _chunks(text, True) if text is not None else [(data, 0)]
    else:
        chunks = [(data, 0)]
    from fusion_mlir.cli import see

    outputs, reports = [], []
    for source, offset in chunks:
        module = io.parse_module(source, name, line_offset=offset)
        if see.wanted(args):
            reports.append(see.report(module, args))
            continue
        ctx = pipeline.PassContext(backend=args.backend, explaining=bool(args.explain))

        def after(p: object, m: object, _debug: bool = args.mlir_print_debuginfo) -> None:
            sys.stderr.write(f"// -----// IR Dump After {p.spec()} //----- //\n")
            sys.stderr.write(io.print_module(m, debug_info=_debug) + "\n")

        pipeline.run_passes(
            module,
            passes,
            ctx,
            verify_each=args.verify_each,
            after_each=after if args.print_ir_after_all else None,
        )
        if args.explain == "json" and len(ctx.explain):
            sys.stderr.write(ctx.explain.json_lines() + "\n")
        elif args.explain and len(ctx.explain):
            sys.stderr.write(ctx.explain.text() + "\n")
        outputs.append(io.print_module(module, debug_info=args.mlir_print_debuginfo))
        if args.compile:
            inputs = None
            if args.inputs:
                from fusion_mlir.backends.numerics import load_inputs

                inputs = load_inputs(args.inputs, module)
            reports.append(_compile_report(outputs[-1], args.compile, inputs))
    if see.wanted(args):
        return see.write(reports, args, title=name)
    if args.compile:
        result = reports[0] if len(reports) == 1 else reports
        text_out = json.dumps(result, indent=2) + "\n" if args.json else _format_report(result)
    else:
        text_out = "// -----\n".join(outputs)
    if args.output == "-":
        sys.stdout.write(text_out)
    else:
        io.write_atomic(args.output, text_out)
    # The report is written either way; a backend crash, or a strategy the backend
    # rejected, still makes the exit status 2, with the first failure on stderr.
    if args.compile:
        from fusion_mlir.strategies import report_failures

        if failures := [f for r in reports for f in report_failures(r)]:
            print(f"fusion-opt: error: {failures[0]}", file=sys.stderr)
            return 2
    return 0


def _compile_report(module_text: str, backend: str, inputs: list | None = None) -> dict:
    """Compile and run in a child process: an XLA abort becomes a reported failure."""
    from fusion_mlir.isolate import BackendCrash, call_isolated
    from fusion_mlir.strategies import child_cpu_devices

    target = "fusion_mlir.cli.opt:compile_and_compare"
    devices = child_cpu_devices(module_text, backend)
    try:
        return call_isolated(target, module_text, backend, inputs, cpu_devices=devices)
    except BackendCrash as e:
        return {"strategies": {}, "error": f"backend crashed: {e}"}


def compile_and_compare(module_text: str, backend: str, inputs: list | None = None) -> dict:
    from fusion_mlir.strategies import run_strategies

    module = io.parse_module(module_text)
    results = run_strategies(module, ("xla", "unfused", "ours"), backend, inputs)
    return {"backend": backend, "strategies": {s: r.to_json() for s, r in results.items()}}


def _format_report(report: dict | list) -> str:
    reports = report if isinstance(report, list) else [report]
    lines = []
    for r in reports:
        if "error" in r:
            lines.append(f"error: {r['error']}")
        lines.append(f"{'strategy':10} {'kernels':>8} {'per-exec':>9}  match")
        for s, d in r.get("strategies", {}).items():
            if "error" in d:
                lines.append(f"{s:10} {'-':>8} {'-':>9}  error: {d['error']}")
                continue
            per = d.get("per_execution")
            lines.append(
                f"{s:10} {d['kernels']:>8} {per if per is not None else '?':>9}  {d['match']}"
            )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return _process(args)
    except FusionError as e:
        msg = str(e)
        if msg.startswith("error:"):
            msg = f"fusion-opt: {msg}"
        elif "error:" not in msg:
            msg = f"fusion-opt: error: {msg}"
        print(msg, file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("fusion-opt: error: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug of ours: still one line, exit 2
        print(f"fusion-opt: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
