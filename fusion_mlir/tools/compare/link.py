"""Rows of the comparison: XLA's kernels and ours linked by the ops they are home to, a
verdict per row, and the decisions of our log that explain a row's difference."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from fusion_mlir.passkit.explain import Decision
from fusion_mlir.tools.compare.mapping import Kernel, Side
from fusion_mlir.tools.compare.render import kernel_name
from fusion_mlir.tools.compare.tagging import OpRecord

VERDICTS = ("same", "similar", "we-split", "we-merged", "regrouped", "xla-only", "ours-only")


def link(xla: Side, ours: Side, records: Sequence[OpRecord]) -> list[dict[str, Any]]:
    """Rows of the comparison: connected sets of kernels linked by shared home ops."""
    parent: dict[str, str] = {}

    def find(a: str) -> str:
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for k in [*(f"x:{k}" for k in xla.kernels), *(f"o:{k}" for k in ours.kernels)]:
        find(k)
    for rec in records:
        px, po = xla.placement.get(rec.id), ours.placement.get(rec.id)
        if px is None or po is None or len(px.home) != 1 or len(po.home) != 1:
            continue
        parent[find(f"x:{px.home[0]}")] = find(f"o:{po.home[0]}")

    # Kernels without a StableHLO op of their own (copies, XLA's helper kernels): the same one
    # on both sides (scope, kind, opcode, shape, consumers' ops) is one row; a helper that
    # feeds a single kernel joins that kernel's row.
    def signature(side: Side, k: Kernel) -> tuple:
        fed = frozenset(i for u in k.users for i in side.kernels[u].root_ids)
        return (k.scope, k.category, k.opcode, k.shape, fed)

    lonely: dict[str, list[tuple[str, tuple]]] = {"x": [], "o": []}
    for tag, side in (("x", xla), ("o", ours)):
        for key, k in side.kernels.items():
            if not _home_ops(side, key):
                lonely[tag].append((key, signature(side, k)))
    unpaired = []
    for xkey, sig in lonely["x"]:
        match = next((ok for ok, osig in lonely["o"] if osig == sig), None)
        if match is None:
            unpaired.append((xkey, sig))
            continue
        lonely["o"] = [(ok, s) for ok, s in lonely["o"] if ok != match]
        parent[find(f"x:{xkey}")] = find(f"o:{match}")
    for xkey, sig in unpaired:
        # Same kernel, different consumers (e.g. a loop-carried copy read by other groups).
        match = next((ok for ok, osig in lonely["o"] if osig[:4] == sig[:4]), None)
        if match is not None:
            lonely["o"] = [(ok, s) for ok, s in lonely["o"] if ok != match]
            parent[find(f"x:{xkey}")] = find(f"o:{match}")
        elif len(xla.kernels[xkey].users) == 1 and xla.kernels[xkey].category != "copy":
            parent[find(f"x:{xkey}")] = find(f"x:{xla.kernels[xkey].users[0]}")
    for okey, _ in lonely["o"]:
        k = ours.kernels[okey]
        if len(k.users) == 1 and k.category != "copy":
            parent[find(f"o:{okey}")] = find(f"o:{k.users[0]}")
    comps: dict[str, list[str]] = defaultdict(list)
    for k in list(parent):
        comps[find(k)].append(k)
    rows = []
    for members in comps.values():
        xs = [m[2:] for m in members if m.startswith("x:")]
        os_ = [m[2:] for m in members if m.startswith("o:")]
        xset = set().union(*(_home_ops(xla, k) for k in xs)) if xs else set()
        oset = set().union(*(_home_ops(ours, k) for k in os_)) if os_ else set()
        # Kernels with ops of their own decide the verdict; helpers and copies ride along.
        xg = [k for k in xs if _home_ops(xla, k)]
        og = [k for k in os_ if _home_ops(ours, k)]

        # An op one side turned into a bitcast (or absorbed into several kernels) is not a
        # grouping difference.
        def settled(i: int, other: Side) -> bool:
            p = other.placement.get(i)
            return p is None or p.status == "free" or not p.home

        only_x = sorted(i for i in xset - oset if not settled(i, ours))
        only_o = sorted(i for i in oset - xset if not settled(i, xla))
        if not xg and not og:
            verdict = "same" if xs and os_ else "xla-only" if xs else "ours-only"
        elif not og:
            verdict = "xla-only"
        elif not xg:
            verdict = "ours-only"
        elif len(xg) == 1 and len(og) == 1:
            verdict = "same" if not only_x and not only_o else "similar"
        elif len(xg) == 1:
            verdict = "we-split"
        elif len(og) == 1:
            verdict = "we-merged"
        else:
            verdict = "regrouped"
        rows.append(
            {
                "verdict": verdict,
                "xla": sorted(xs, key=lambda k: _order(xla, k)),
                "ours": sorted(os_, key=lambda k: _order(ours, k)),
                "ops": sorted(xset | oset),
                "only_xla": only_x,
                "only_ours": only_o,
                "note": _note(verdict, xset | oset, xla if verdict == "ours-only" else ours),
            }
        )
    rows.sort(key=lambda r: (min(r["ops"]) if r["ops"] else 1 << 30, r["xla"], r["ours"]))
    return rows


def _note(verdict: str, ops: set[int], other: Side) -> str:
    """For a kernel only one side has: where the other side put its ops."""
    if verdict not in ("xla-only", "ours-only") or not ops:
        return ""
    who, verb = ("XLA", "s") if other.strategy == "xla" else ("we", "")
    status = {other.placement[i].status for i in ops if i in other.placement}
    kernels = sorted({k for i in ops if i in other.placement for k in other.placement[i].kernels})
    names = ", ".join(kernel_name(k.split("/", 1)[-1]) for k in kernels[:4])
    if status <= {"free"}:
        return f"{who} need{verb} no kernel for these (bitcast)"
    if len(kernels) > 1:
        return f"{who} recompute{verb} these inside {len(kernels)} kernels: {names}"
    if kernels:
        return f"{who} put{verb} these inside {names}"
    return ""


def _order(side: Side, key: str) -> int:
    return list(side.kernels).index(key)


def _home_ops(side: Side, key: str) -> set[int]:
    return {i for i, p in side.placement.items() if key in p.home}


def reasons(
    row: dict[str, Any],
    xla: Side,
    decisions: Sequence[Decision],
    decision_ids: Sequence[list[int]],
    decided: dict[int, int],
) -> list[str]:
    """Our logged decisions that explain a row's difference (``decided``: op tag → index of
    the group our pipeline formed, before lowering)."""
    ops = set(row["ops"])
    lines = []
    formed = {decided[i] for i in ops if i in decided}
    if row["ours"] and len(formed) > 1 and row["verdict"] in ("same", "similar", "we-merged"):
        lines.append(
            f"our pipeline formed {len(formed)} groups here; lowering them to XLA merged them"
        )
    if row["verdict"] not in ("we-split", "we-merged", "regrouped", "similar") or not ops:
        return lines
    xgroup = {i: k for k in row["xla"] for i in _home_ops(xla, k)}
    out: dict[str, list[int]] = {}
    for d, ids in zip(decisions, decision_ids, strict=True):
        if not ids or not set(ids) <= ops:
            continue
        if row["verdict"] == "we-split" and d.fused:
            continue
        if row["verdict"] == "we-merged" and (not d.fused or len({xgroup.get(i) for i in ids}) < 2):
            continue
        if row["verdict"] == "similar" and "duplicat" not in d.check and d.fused:
            continue
        line = f"[{d.pass_name}] {'fused' if d.fused else 'not fused'}: {d.check}"
        if d.detail:
            line += f" ({d.detail})"
        out.setdefault(line, []).append(d.bytes_saved)
    for k, saved in out.items():
        n = f" x{len(saved)}" if len(saved) > 1 else ""
        b = f", saves ~{sum(saved)} B" if sum(saved) else ""
        lines.append(f"{k}{n}{b}")
    if row["verdict"] in ("we-split", "regrouped"):
        groups = {decided.get(i) for i in ops if decided.get(i) is not None}
        if len(groups) == 1 and all(decided.get(i) is not None for i in ops if i in xgroup):
            lines.insert(0, "our pipeline put these ops in one group; lowering it to XLA split it")
        elif not lines:
            lines.append("no decision logged for these ops")
    return lines
