"""What a group reads and writes: the walk over ops and regions, a group's boundary values,
and which ``mhlo.fusion`` ops were formed in the current pipeline run (their bodies read only
their block arguments). Read-only: ``passkit.grouping`` is what rewrites groups.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterable, Iterator, Sequence
from contextvars import ContextVar

from jaxlib.mlir import ir

from fusion_mlir import _jax_private as P

_ptr = P.operation_pointer

FUSION_OP = "mhlo.fusion"
KINDS = ("kLoop", "kInput", "kOutput", "kCustom")

# Addresses of the fusions ``form_fusion`` made in the current ``tracking_fusions`` scope.
_formed: ContextVar[set[int] | None] = ContextVar("formed_fusions", default=None)


@contextlib.contextmanager
def tracking_fusions() -> Iterator[None]:
    """A scope (one pipeline run) in which the fusions ``form_fusion`` makes are remembered.

    Their bodies read nothing but their block arguments, so an analysis can take their
    operands for everything they read without walking the body (``reads_only_operands``).
    A fusion written by hand may read values from above; so may one of ours after an
    upstream pass (CSE reuses a dominating value inside a region): call ``forget_fusions``
    before running one."""
    token = _formed.set(set())
    try:
        yield
    finally:
        _formed.reset(token)


def forget_fusions() -> None:
    """Forget the fusions formed so far in this scope (see ``tracking_fusions``)."""
    if (formed := _formed.get()) is not None:
        formed.clear()


def remember_formed(fusion: ir.Operation) -> None:
    """Record that ``fusion`` was formed in this scope (its body reads only its arguments)."""
    if (formed := _formed.get()) is not None:
        formed.add(_ptr(fusion))


def forget_formed(fusion: ir.Operation) -> None:
    """``fusion`` is about to go (inlined or erased): forget it."""
    if formed := _formed.get():
        formed.discard(_ptr(fusion))


def reads_only_operands(op: ir.Operation) -> bool:
    """Whether ``op`` is a fusion formed in this scope, whose body reads only its arguments."""
    formed = _formed.get()
    return bool(formed) and op.name == FUSION_OP and _ptr(op) in formed


def walk(op: ir.Operation) -> Iterable[ir.Operation]:
    """``op`` and every op nested in its regions, pre-order."""
    if not len(op.regions):
        return (op,)
    return walk_regions(op)


def walk_regions(op: ir.Operation) -> Iterator[ir.Operation]:
    stack = [op]
    while stack:
        cur = stack.pop()
        yield cur
        for region in reversed(list(cur.regions)):
            for block in reversed(list(region.blocks)):
                stack.extend(reversed([o.operation for o in block.operations]))


class Scan:
    """The boundary of a group, with where each boundary value is read (see ``scan``)."""

    __slots__ = ("copy_uses", "input_uses", "inputs", "output_reads", "outputs")

    def __init__(self) -> None:
        self.inputs: list[ir.Value] = []
        self.outputs: list[ir.Value] = []
        # input value -> (op, operand number) of each read inside the group
        self.input_uses: dict[ir.Value, list[tuple[ir.Operation, int]]] = {}
        # output value -> the ops of the group (nested ones and copies included) that read it
        self.output_reads: dict[ir.Value, list[ir.Operation]] = {}
        # (op, operand number, copy index, result number): a read of a copied op's result
        self.copy_uses: list[tuple[ir.Operation, int, int, int]] = []


def scan_group(ops: Sequence[ir.Operation], copies: Sequence[ir.Operation] = ()) -> Scan:
    """One walk over the operands of a group (nested regions included): the values it reads
    from outside, where it reads them, and which member results are used outside. A member
    result is used outside when it has more uses than the group's own reads of it, so no use
    list is walked op by op. ``copies`` (region-free) join as copies: reads of their results
    stay inside, their originals stay outside (see ``form_fusion``)."""
    scan = Scan()
    reads: dict[ir.Value, list[ir.Operation]] = {r: [] for o in ops for r in o.results}
    copied = {r: (c, n) for c, op in enumerate(copies) for n, r in enumerate(op.results)}
    local: set[ir.Value] = set()  # defined inside a member's regions
    # A fusion formed in this scope reads only its operands: no need to walk its body.
    walks: list[Sequence[ir.Operation]] = [
        list(walk_regions(o)) if len(o.regions) and not reads_only_operands(o) else (o,)
        for o in ops
    ]
    for w in walks:
        if len(w) == 1:
            continue
        for inner in w:
            for region in inner.regions:
                for block in region.blocks:
                    local.update(block.arguments)
        for inner in w[1:]:
            local.update(inner.results)
    n_members = len(walks)
    walks.extend((c,) for c in copies)
    copy_reads: dict[ir.Value, list[ir.Operation]] = {}
    input_uses = scan.input_uses
    for wi, w in enumerate(walks):
        for inner in w:
            for k, v in enumerate(inner.operands):
                readers = reads.get(v)
                if readers is not None:
                    # The original of a copy reads it from outside: not a read of the group.
                    (readers if wi < n_members else copy_reads.setdefault(v, [])).append(inner)
                elif v in local:
                    continue
                elif (at_copy := copied.get(v)) is not None:
                    scan.copy_uses.append((inner, k, *at_copy))
                else:
                    at = input_uses.get(v)
                    if at is None:
                        input_uses[v] = at = []
                        scan.inputs.append(v)
                    at.append((inner, k))
    for r, readers in reads.items():
        if next(itertools.islice(r.uses, len(readers), None), None) is not None:
            scan.outputs.append(r)  # a use beyond the group's own reads
            scan.output_reads[r] = readers + copy_reads.get(r, [])
    return scan


def boundary(ops: Sequence[ir.Operation]) -> tuple[list[ir.Value], list[ir.Value]]:
    """``(inputs, outputs)`` of a group: values read from outside (first-use order, nested
    regions included) and values used outside (definition order)."""
    scan = scan_group([o.operation for o in ops])
    return scan.inputs, scan.outputs


def fusions(root: ir.Operation) -> list[ir.Operation]:
    """Every ``mhlo.fusion`` op nested in ``root``, outermost first."""
    return [o for o in walk(root.operation) if o.name == FUSION_OP]


def fusion_kind(fusion: ir.Operation) -> str:
    """The ``kLoop``/``kInput``/... kind of a fusion op."""
    text = str(fusion.attributes["fusion_kind"])
    return text.removeprefix("#mhlo<fusion_kind ").removesuffix(">")
