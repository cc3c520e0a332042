"""The comparison report as text: a rich table of its rows plus summary lines, and the
short kernel names the table (and the pictures) use."""

from __future__ import annotations

import re
from typing import Any

from fusion_mlir.tools.compare.tagging import TAG


def kernel_name(name: str) -> str:
    """A kernel's HLO name, shortened: XLA names our groups after their ops' tags."""
    return re.sub(rf"^(?:{TAG}\d+_)*{TAG}(\d+)", r"k\1", name)


def _kernel_label(side: dict[str, Any], key: str) -> str:
    k = next(k for k in side["kernel_list"] if k["key"] == key)
    scope = "" if k["scope"] == "main" else f"{k['scope']}:"
    inside = f", in {k['within'].split('/', 1)[-1]}" if k["within"] else ""
    return f"{scope}{kernel_name(k['name'])} ({k['kind']}{inside})"


def render_text(report: dict[str, Any], width: int = 160) -> str:
    """The comparison as a rich table plus a summary line."""
    import io as pyio

    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    ops = {o["id"]: o for o in report["ops"]}

    def label(i: int) -> str:
        return f"{ops[i]['op'].split('.', 1)[-1]}#{i}"

    t = Table(
        title=f"XLA's fusion vs ours ({report['pipeline'] or 'no passes'}, {report['backend']})"
    )
    for col in ("verdict", "XLA kernels", "our kernels", "StableHLO ops", "why (our log) / note"):
        t.add_column(col, overflow="fold")
    for r in report["groups"]:
        shown = [label(i) for i in r["ops"][:12]]
        if len(r["ops"]) > 12:
            shown.append(f"... {len(r['ops']) - 12} more")
        diff = []
        if r["verdict"] == "similar":
            if r["only_xla"]:
                diff.append("only XLA's: " + ", ".join(label(i) for i in r["only_xla"][:6]))
            if r["only_ours"]:
                diff.append("only ours: " + ", ".join(label(i) for i in r["only_ours"][:6]))
        t.add_row(
            r["verdict"],
            "\n".join(_kernel_label(report["xla"], k) for k in r["xla"]) or "-",
            "\n".join(_kernel_label(report["ours"], k) for k in r["ours"]) or "-",
            (", ".join(shown) or "(none of its own)") + ("\n" + "\n".join(diff) if diff else ""),
            escape("\n".join([*r.get("reasons", [])[:4], *([r["note"]] if r.get("note") else [])])),
        )
    buf = pyio.StringIO()
    console = Console(file=buf, width=width, force_terminal=False)
    console.print(t)
    s = report["summary"]
    x, o = report["xla"], report["ours"]
    console.print(
        f"kernels: XLA {x['kernels']} (per execution {x['per_execution']}, {_kinds(x)}), "
        f"ours {o['kernels']} (per execution {o['per_execution']}, {_kinds(o)})"
    )
    if x["whole_loop_kernels"] or o["whole_loop_kernels"]:
        console.print(
            f"loops run whole, one kernel each: XLA {_whole(x)}, ours {_whole(o)}; "
            "the rows compare the kernels inside them"
        )
    console.print(", ".join(f"{v} {n}" for v, n in s.items() if n))
    unmapped = [
        label(int(i))
        for side in (x, o)
        for i, p in side["placement"].items()
        if p["status"] == "unmapped"
    ]
    if unmapped:
        console.print("not placed: " + ", ".join(dict.fromkeys(unmapped)))
    return buf.getvalue()


def _whole(side: dict[str, Any]) -> str:
    """How many loops ``side`` runs whole, and how many kernels run inside them."""
    return f"{len(side['whole_loop_kernels'])} holding {side['inside_whole_loops']}"


def _kinds(side: dict[str, Any]) -> str:
    return " ".join(f"{k}={n}" for k, n in side["by_kind"].items())
