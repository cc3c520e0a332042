"""Pictures of fusion: the entry function's dataflow graph with each kernel drawn as a cluster,
ours and XLA's side by side.

Rule: the picture is drawn from a ``tools.compare`` report, so both sides show what actually
runs (kernels read from XLA's optimized HLO), not what a pass intended. One node per
non-trivial StableHLO op (constants are left out), function arguments as ovals, a loop as a
hexagon in its parent scope with its body and condition as nested clusters; each op sits in
its *home* kernel's cluster. An op one side recomputes in several kernels is dashed and sits
outside them; one that became a bitcast (no kernel) is dotted. DOT text is written here (no
Python graphviz package); SVG and PNG come from Graphviz's ``dot`` binary, and asking for
them without it is a one-line ``UserError`` (DOT and JSON need nothing).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections import defaultdict
from typing import Any

from fusion_mlir.errors import UserError

FORMATS = ("dot", "svg", "png", "json", "stats")
SIDE_TITLES = {"ours": "ours", "xla": "XLA"}
_KIND_COLORS = {
    "loop": "#cfe2ff",
    "input": "#d1e7dd",
    "output": "#d1e7dd",
    "library": "#fff3cd",
    "dot": "#f8d7da",
    "copy": "#e2e3e5",
}
_DEFAULT_COLOR = "#f3e8ff"


def _q(s: str) -> str:
    """A DOT double-quoted string."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _shape(t: str) -> str:
    m = re.match(r"tensor<(.*)>$", t)
    return m.group(1) if m else t


def _scope_title(scope: str, ops: dict[int, dict[str, Any]]) -> str:
    wid, _, part = scope.partition(".")
    op = ops.get(int(wid)) if wid.isdigit() else None
    name = op["op"].split(".", 1)[-1] if op else "region"
    return f"{name} #{wid} {part}"


def graph_data(report: dict[str, Any]) -> dict[str, Any]:
    """Nodes, edges and, per side, the kernels with the ops they hold (the JSON picture)."""
    nodes = []
    edges = []
    args = set()
    for o in report["ops"]:
        if o["trivial"]:
            continue
        nodes.append(
            {
                "id": o["id"],
                "op": o["op"],
                "type": o["type"],
                "scope": o["scope"],
                "control": o["control"],
            }
        )
        for p in o["producers"]:
            if p.startswith("arg"):
                args.add(p)
                edges.append({"from": p, "to": o["id"]})
            elif not report["ops"][int(p)]["trivial"]:
                edges.append({"from": int(p), "to": o["id"]})
    sides = {}
    for side in ("xla", "ours"):
        rep = report[side]
        sides[side] = {
            "kernels": rep["kernels"],
            "per_execution": rep["per_execution"],
            "by_kind": rep["by_kind"],
            "groups": [
                {
                    "kernel": k["name"],
                    "kind": k["kind"],
                    "scope": k["scope"],
                    "ops": [int(i) for i, p in rep["placement"].items() if k["key"] in p["home"]],
                }
                for k in rep["kernel_list"]
            ],
            "placement": rep["placement"],
        }
    return {"args": sorted(args), "nodes": nodes, "edges": edges, "sides": sides}


def to_dot(
    report: dict[str, Any], sides: tuple[str, ...] = ("ours", "xla"), title: str = ""
) -> str:
    """The report as one DOT digraph: a cluster per side, side by side."""
    from fusion_mlir.tools.compare.render import kernel_name

    ops = {o["id"]: o for o in report["ops"]}
    shown = [o for o in report["ops"] if not o["trivial"]]
    lines = [
        "digraph fusion {",
        "  rankdir=TB; newrank=true; compound=true;",
        '  graph [fontname="Helvetica", fontsize=11, labelloc=t];',
        '  node [fontname="Helvetica", fontsize=9, shape=box, style="rounded,filled", '
        "fillcolor=white, height=0.3];",
        '  edge [arrowsize=0.5, color="#555555"];',
    ]
    if title:
        lines.append(f"  label={_q(title)}; fontsize=14;")

    def draw(side: str) -> None:
        rep = report[side]
        pre = side[0]
        kernels = {k["key"]: k for k in rep["kernel_list"]}
        place = {int(i): p for i, p in rep["placement"].items()}
        # scope -> kernel -> ops; scope -> loose ops
        by_kernel: dict[str, list[int]] = defaultdict(list)
        loose: dict[str, list[int]] = defaultdict(list)
        for o in shown:
            p = place.get(o["id"])
            if p is not None and len(p["home"]) == 1:
                by_kernel[p["home"][0]].append(o["id"])
            else:
                loose[o["scope"]].append(o["id"])
        scopes: dict[str, list[str]] = defaultdict(list)
        for key in by_kernel:
            scopes[kernels[key]["scope"]].append(key)
        all_scopes = sorted(
            {o["scope"] for o in shown} | set(scopes), key=lambda s: (s != "main", s)
        )
        children: dict[str, list[str]] = defaultdict(list)
        for s in all_scopes:
            if s != "main":
                wid = s.split(".", 1)[0]
                parent = ops[int(wid)]["scope"] if wid.isdigit() and int(wid) in ops else "main"
                children[parent].append(s)
        per = rep["per_execution"]
        unseen = sum(1 for key in kernels if key not in by_kernel)
        head = (
            f"{SIDE_TITLES[side]}: {rep['kernels']} kernel{'s' if rep['kernels'] != 1 else ''}"
            + (f" ({per} per execution)" if per is not None and per != rep["kernels"] else "")
            + (f"\n{unseen} not drawn: copies, helpers, recomputed ops" if unseen else "")
        )
        lines.append(f"  subgraph cluster_{pre} {{")
        lines.append(f'    label={_q(head)}; fontsize=13; style=rounded; color="#999999";')

        def node(i: int, indent: str) -> str:
            o = ops[i]
            short = o["op"].split(".", 1)[-1]
            p = place.get(i)
            label = f"{short} #{i}\n{_shape(o['type'])}"
            attrs = [f"label={_q(label)}", f"tooltip={_q(o['op'] + ' ' + o['type'])}"]
            if o["control"]:
                attrs += ["shape=hexagon", 'fillcolor="#eeeeee"']
            elif p is None or p["status"] == "free":
                attrs.append('style="rounded,dotted"')
            elif len(p["home"]) != 1:
                dup = label + f"\n(in {len(p['kernels'])} kernels)"
                attrs[0] = f"label={_q(dup)}"
                attrs.append('style="rounded,dashed"')
            return f"{indent}{pre}{i} [{', '.join(attrs)}];"

        def emit_scope(scope: str, indent: str) -> None:
            for key in scopes.get(scope, []):
                k = kernels[key]
                color = _KIND_COLORS.get(k["kind"], _DEFAULT_COLOR)
                cid = re.sub(r"\W", "_", key)
                lines.append(f"{indent}subgraph cluster_{pre}_{cid} {{")
                lines.append(
                    f"{indent}  label={_q(kernel_name(k['name']) + ' (' + k['kind'] + ')')}; "
                    f'style="rounded,filled"; fillcolor="{color}"; color="#6c757d"; fontsize=9;'
                )
                for i in by_kernel[key]:
                    lines.append(node(i, indent + "  "))
                lines.append(f"{indent}}}")
            for i in loose.get(scope, []):
                lines.append(node(i, indent))
            for child in children.get(scope, []):
                sid = re.sub(r"\W", "_", child)
                lines.append(f"{indent}subgraph cluster_{pre}_s{sid} {{")
                lines.append(
                    f"{indent}  label={_q(_scope_title(child, ops))}; style=dashed; "
                    'color="#888888"; fontsize=10;'
                )
                emit_scope(child, indent + "  ")
                lines.append(f"{indent}}}")

        emit_scope("main", "    ")
        args = sorted({p for o in shown for p in o["producers"] if p.startswith("arg")})
        for a in args:
            lines.append(f'    {pre}{a} [label={_q(a)}, shape=ellipse, fillcolor="#ffffff"];')
        lines.append("  }")
        for o in shown:
            for p in o["producers"]:
                if p.startswith("arg"):
                    lines.append(f"  {pre}{p} -> {pre}{o['id']};")
                elif not ops[int(p)]["trivial"]:
                    style = ""
                    if ops[int(p)]["control"] and o["scope"].startswith(p + "."):
                        style = " [style=dashed, constraint=false]"
                    lines.append(f"  {pre}{p} -> {pre}{o['id']}{style};")

    for side in sides:
        draw(side)
    lines.append("}")
    return "\n".join(lines) + "\n"


def have_dot() -> bool:
    return shutil.which("dot") is not None


def render(dot_text: str, fmt: str) -> bytes:
    """Render DOT text as ``svg`` or ``png`` with Graphviz's ``dot``."""
    if fmt not in ("svg", "png"):
        raise UserError(f"error: cannot render format '{fmt}' (svg or png)")
    exe = shutil.which("dot")
    if exe is None:
        raise UserError(
            f"error: rendering {fmt} needs Graphviz's 'dot' on PATH: install graphviz "
            "(e.g. apt-get install graphviz); --emit=dot and --emit=json work without it"
        )
    proc = subprocess.run([exe, f"-T{fmt}"], input=dot_text.encode(), capture_output=True)
    if proc.returncode != 0:
        # dot's spline router fails on some large clustered graphs; straight edges do not.
        proc = subprocess.run(
            [exe, f"-T{fmt}", "-Gsplines=line"], input=dot_text.encode(), capture_output=True
        )
    if proc.returncode != 0:
        msg = proc.stderr.decode(errors="replace").strip().splitlines()
        raise UserError(f"error: dot failed: {msg[0] if msg else proc.returncode}")
    return proc.stdout


def stats(report: dict[str, Any]) -> dict[str, Any]:
    """Ops, our groups, kernels by kind on both sides, and the bytes our groups save."""
    nontrivial = [o for o in report["ops"] if not o["trivial"] and not o["control"]]
    st = report.get("stats", {})
    return {
        "pipeline": report["pipeline"],
        "backend": report["backend"],
        "ops": len(report["ops"]),
        "non_trivial_ops": len(nontrivial),
        "groups": len(report.get("groups_ours", [])),
        "ops_in_groups": sum(len(g) for g in report.get("groups_ours", [])),
        "bytes_saved": st.get("bytes_saved", 0),
        "kernels": {
            side: {
                "static": report[side]["kernels"],
                "per_execution": report[side]["per_execution"],
                "by_kind": report[side]["by_kind"],
                "whole_loops": len(report[side]["whole_loop_kernels"]),
                "inside_whole_loops": report[side]["inside_whole_loops"],
            }
            for side in ("xla", "ours")
        },
        "comparison": report["summary"],
    }


def stats_text(s: dict[str, Any]) -> str:
    lines = [
        f"pipeline       {s['pipeline'] or '(none)'} on {s['backend']}",
        f"ops            {s['ops']} ({s['non_trivial_ops']} non-trivial)",
        f"our groups     {s['groups']} holding {s['ops_in_groups']} ops (constants, clones), "
        f"saving ~{s['bytes_saved']} B of memory traffic (cost model)",
    ]
    for side in ("xla", "ours"):
        k = s["kernels"][side]
        kinds = " ".join(f"{n}={c}" for n, c in k["by_kind"].items())
        whole = (
            f"; {k['whole_loops']} run a loop whole, holding {k['inside_whole_loops']}"
            if k["whole_loops"]
            else ""
        )
        lines.append(
            f"kernels {SIDE_TITLES[side]:6} {k['static']} (per execution {k['per_execution']}): "
            f"{kinds}{whole}"
        )
    lines.append("vs XLA         " + ", ".join(f"{v} {n}" for v, n in s["comparison"].items() if n))
    return "\n".join(lines) + "\n"


def emit(report: dict[str, Any], fmt: str, title: str = "") -> bytes:
    """The picture (or its data) in ``fmt``: dot, svg, png, json or stats."""
    if fmt == "dot":
        return to_dot(report, title=title).encode()
    if fmt in ("svg", "png"):
        return render(to_dot(report, title=title), fmt)
    if fmt == "json":
        return (json.dumps(graph_data(report), indent=1) + "\n").encode()
    if fmt == "stats":
        return stats_text(stats(report)).encode()
    raise UserError(f"error: unknown --emit format '{fmt}' ({', '.join(FORMATS)})")


__all__ = ["FORMATS", "emit", "graph_data", "have_dot", "render", "stats", "stats_text", "to_dot"]
