"""What producer-consumer knows of each op of a block: sizes, kinds, what joining a group
saves, and a model of what XLA's simplifier makes of an op before XLA fuses (a splat-constant
computation folds, a divide by a splat becomes a multiply, a loop result carried unchanged
stands for its initial value): which producers are cheap enough to duplicate.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from jaxlib.mlir import ir

from fusion_mlir.analysis import boundary, legality
from fusion_mlir.analysis.cost import nbytes, static_tensor, zero_elements
from fusion_mlir.analysis.features import featureless, trivial_reduce
from fusion_mlir.analysis.graph import BlockGraph, nested_operands
from fusion_mlir.analysis.opkinds import OpKind, dense_value, is_expensive, op_kind, small_constant

LOOPS = frozenset({"stablehlo.while", "mhlo.while"})
GATHER = "stablehlo.gather"
_CHEAP_KINDS = frozenset({OpKind.ELEMENTWISE, OpKind.BROADCAST, OpKind.CONSTANT})


def splat_constant(v: ir.Value, memo: dict[ir.Value, bool]) -> bool:
    """Whether ``v`` is computed from splat constants alone by cheap region-free ops (what
    XLA's simplifier folds to a constant before it fuses). ``memo`` keeps every value's
    answer, so chains are followed once (``OpFacts.splat`` answers for a block's own ops)."""
    stack = [v]
    while stack:
        x = stack[-1]
        if x in memo:
            stack.pop()
            continue
        owner = x.owner
        op = None if isinstance(owner, ir.Block) else owner.operation
        if op is None or len(op.regions) or op_kind(op.name) not in _CHEAP_KINDS:
            memo[x] = False
        elif op.name.endswith(".constant"):
            attr = op.attributes.get("value", None)
            memo[x] = isinstance(attr, ir.DenseElementsAttr) and attr.is_splat
        elif not len(op.operands) or any(memo.get(y) is False for y in op.operands):
            memo[x] = False
        elif (pending := next((y for y in op.operands if y not in memo), None)) is not None:
            stack.append(pending)  # one operand at a time: the first False settles ``x``
            continue
        else:
            memo[x] = True
        stack.pop()
    return memo[v]


def cheap_after_simplification(op: ir.Operation, splat: Callable[[ir.Value], bool]) -> bool:
    """Whether XLA makes ``op`` cheap before it fuses: an op of splat constants folds to a
    constant; a float divide by a splat constant becomes a multiply by its reciprocal; an
    integer divide or remainder by one compiles to multiplies and shifts (as XLA's
    ``InstructionFusion::IsExpensive`` says)."""
    if len(op.operands) and all(splat(v) for v in op.operands):
        return True
    if op.name not in ("stablehlo.divide", "stablehlo.remainder") or not splat(op.operands[1]):
        return False
    t = op.results[0].type
    if t.typeid != ir.RankedTensorType.static_typeid:
        return False
    integer = ir.RankedTensorType(t).element_type.typeid == ir.IntegerType.static_typeid
    return integer or op.name == "stablehlo.divide"


def duplication_veto(op: ir.Operation, splat: Callable[[ir.Value], bool]) -> str | None:
    """Why ``op`` may not be cloned into a consumer's group, or None if it may (``splat``:
    see ``splat_constant``)."""
    name = op.name
    if name == boundary.FUSION_OP or (
        is_expensive(name) and not cheap_after_simplification(op, splat)
    ):
        return legality.EXPENSIVE_DUPLICATE
    kind = op_kind(name)
    if kind not in _CHEAP_KINDS:
        return legality.NOT_DUPLICABLE
    if dense_value(op) is not None and not small_constant(op):
        return legality.LARGE_DUPLICATE
    return None


# Ops whose regions read only their own block arguments (a fusion body, a reducer...).
_ISOLATED = frozenset(
    {
        boundary.FUSION_OP,
        "stablehlo.reduce",
        "stablehlo.reduce_window",
        "stablehlo.map",
        "stablehlo.sort",
        "stablehlo.scatter",
        "stablehlo.select_and_scatter",
    }
)


class OpFacts:
    """Per-op facts of one block graph: the cheap ones listed up front (``_grow`` reads them
    per candidate), the rest computed once on first use."""

    def __init__(self, graph: BlockGraph, plain_route: str | None) -> None:
        self.graph = graph
        self.plain_route = plain_route  # the route of a group of plain ops on this backend
        self.names = names = [op.name for op in graph.ops]
        self.kinds: list[OpKind] = [op_kind(name) for name in names]
        # How many ops each op stands for (a fusion: its body).
        self.sizes: list[int] = [
            legality.body_size(op) if name == boundary.FUSION_OP else 1
            for op, name in zip(graph.ops, names, strict=True)
        ]
        self.constants: list[bool] = [name == "stablehlo.constant" for name in names]
        # Plain: can add no capability feature to a group whose members read it (a
        # ``featureless`` elementwise op, or a constant other than iota). Joining as a
        # producer whose operands all come from outside the group, a broadcast cannot either.
        self.plains: list[bool] = [
            featureless(name) or (kind is OpKind.CONSTANT and "iota" not in name)
            for name, kind in zip(names, self.kinds, strict=True)
        ]
        self.plain_joins: list[bool] = [
            plain or kind is OpKind.BROADCAST
            for plain, kind in zip(self.plains, self.kinds, strict=True)
        ]
        # A loop body's terminator carries values on to the next iteration.
        self._carries = graph.block.owner.name in LOOPS
        # (reader, producer): the reader reads a loop result that is the producer's result
        # carried through the loop unchanged (see ``carried_from``).
        self.loop_aliases: set[tuple[int, int]] = set()
        for i, name in enumerate(names):
            if name in LOOPS:
                for r in graph.op(i).results:
                    d = graph.value_def.get(carried_from(r))
                    if d is not None and d != i:
                        self.loop_aliases.update(
                            (j, d)
                            for u in r.uses
                            if (j := graph.index.get(u.owner.operation)) is not None
                        )
        self._saved: dict[tuple[int, bool], int] = {}
        self._veto: list[str | bool | None] = [False] * len(graph)  # False: not computed
        self._splat: dict[ir.Value, bool] = {}  # values defined outside the block
        self._splat_op: list[bool | None] = [None] * len(graph)
        self._numbers: dict[ir.Value, tuple[int, int]] = {}
        self._values: list[ir.Value] = []  # by number
        self._unit_reduce: dict[int, bool] = {}
        self._folds: list[bool | None] = [None] * len(graph)
        self._external_ids: dict[int, list[tuple[int, int]]] = {}
        self._result_ids: dict[int, list[int]] = {}

    def external_ids(self, i: int) -> list[tuple[int, int]]:
        """The distinct values op ``i`` (and its regions) reads that it does not define
        itself, as (value number, index of the defining op or -1) pairs: the incremental
        boundary of a growing group is kept in numbers, not in hashed values."""
        if (ids := self._external_ids.get(i)) is None:
            op = self.graph.op(i)
            if op.name in _ISOLATED or not len(op.regions):
                vals = op.operands
            else:
                inside = {b.operation for b in boundary.walk(op)}
                vals = [v for v in nested_operands(op) if not _defined_in(v, inside)]
            self._external_ids[i] = ids = list(dict.fromkeys(map(self._number, vals)))
        return ids

    def result_ids(self, i: int) -> list[int]:
        """The value numbers of op ``i``'s results (see ``external_ids``)."""
        if i not in self._result_ids:
            self._result_ids[i] = [self._number(r)[0] for r in self.graph.op(i).results]
        return self._result_ids[i]

    def _number(self, v: ir.Value) -> tuple[int, int]:
        if (n := self._numbers.get(v)) is None:
            self._numbers[v] = n = (len(self._numbers), self.graph.value_def.get(v, -1))
            self._values.append(v)
        return n

    def gathers(self, i: int) -> bool:
        """Whether op ``i`` is a gather or a fusion holding one."""
        if self.names[i] == GATHER:
            return True
        if self.names[i] != boundary.FUSION_OP:
            return False
        body = self.graph.op(i).regions[0].blocks[0].operations
        return any(o.operation.name == GATHER for o in body)

    def bytes_of(self, numbers: Iterable[int]) -> int:
        """Bytes of the values with these numbers (see ``external_ids``)."""
        return sum(nbytes(self._values[n].type) for n in numbers)

    def read_bytes(self, numbers: Iterable[int]) -> int:
        """Bytes a group reads for the values with these numbers: a value a broadcast of
        this block makes costs what the broadcast reads, since a clone of the broadcast
        joins the group in its place (a batch norm's ``x - broadcast(mean)`` reads ``x``
        and a row of means, not two arrays)."""
        total = 0
        for n in numbers:
            v = self._values[n]
            while (i := self.graph.value_def.get(v)) is not None and (
                self.kinds[i] is OpKind.BROADCAST and self.veto(i) is None
            ):
                v = self.graph.op(i).operands[0]
            total += 0 if self.splat(v) else nbytes(v.type)
        return total

    def saved_bytes(self, i: int, cloned: bool) -> int:
        """Traffic saved by fusing op ``i`` into a consumer: its result is no longer written
        and read back; a clone saves only the read and re-reads the clone's operands."""
        key = (i, cloned)
        if key not in self._saved:
            op = self.graph.op(i)
            out = sum(nbytes(r.type) for r in op.results)
            self._saved[key] = out - sum(nbytes(v.type) for v in op.operands) if cloned else 2 * out
        return self._saved[key]

    def veto(self, i: int) -> str | None:
        """``duplication_veto`` of op ``i``."""
        v = self._veto[i]
        if v is False:
            self._veto[i] = v = duplication_veto(self.graph.op(i), self.splat)
        return v  # type: ignore[return-value]

    def splat(self, v: ir.Value) -> bool:
        """``splat_constant(v)``, followed along the graph's edges for the block's ops."""
        i = self.graph.value_def.get(v)
        return splat_constant(v, self._splat) if i is None else self._splat_at(i)

    def _splat_at(self, i: int) -> bool:
        """``splat_constant`` of block op ``i``'s result, one operand at a time (the first
        that is not settles it), each op's answer kept."""
        memo = self._splat_op
        stack = [i]
        while stack:
            j = stack[-1]
            if memo[j] is not None:
                stack.pop()
                continue
            op = self.graph.op(j)
            if self.kinds[j] not in _CHEAP_KINDS or len(op.regions):
                memo[j] = False
            elif self.names[j].endswith(".constant"):
                attr = op.attributes.get("value", None)
                memo[j] = isinstance(attr, ir.DenseElementsAttr) and attr.is_splat
            else:
                ids = self.external_ids(j)
                pending = None
                ok = bool(ids)  # an op of no operands (an iota) is not folded here
                for n, d in ids:
                    known = splat_constant(self._values[n], self._splat) if d < 0 else memo[d]
                    if known is False:
                        ok = False
                        break
                    if known is None and pending is None:
                        pending = d
                if ok and pending is not None:
                    stack.append(pending)
                    continue
                memo[j] = ok
            stack.pop()
        return bool(memo[i])

    def unit_reduce(self, i: int) -> bool:
        """Whether op ``i`` is a reduce over unit dimensions only (XLA makes it a reshape:
        no loop of its own)."""
        if (u := self._unit_reduce.get(i)) is None:
            self._unit_reduce[i] = u = trivial_reduce(self.graph.op(i))
        return u

    def folds(self, i: int) -> bool:
        """Whether XLA computes op ``i`` at compile time: a constant or iota, an integer
        compare of a value with itself (its simplifier makes that a constant), a reduction
        of a zero-element tensor whose inits fold (it is its init), or an op of
        the block other than a loop or a fusion whose operands all fold, read directly or
        carried unchanged through a loop (``carried_from``). Each op's answer is kept."""
        memo = self._folds
        stack = [i]
        while stack:
            j = stack[-1]
            if memo[j] is not None:
                stack.pop()
                continue
            deps = self._fold_deps(j)
            if not isinstance(deps, bool):
                if todo := [d for d in deps if memo[d] is None]:
                    stack.extend(todo)  # operands come first in the block: no cycle
                    continue
                deps = all(memo[d] for d in deps)
            memo[j] = deps
            stack.pop()
        return bool(memo[i])

    def _fold_deps(self, j: int) -> bool | list[int]:
        """``folds`` of op ``j`` when settled by ``j`` alone, else the block ops it awaits."""
        kind, name, op = self.kinds[j], self.names[j], self.graph.op(j)
        if kind is OpKind.CONSTANT:
            return True
        if name in LOOPS or name == boundary.FUSION_OP or not len(op.operands):
            return False
        if not legality.fusible_op(op).ok:
            return False
        if name == "stablehlo.compare" and op.operands[0] == op.operands[1]:
            t = static_tensor(op.operands[0].type)
            if t is not None and isinstance(t.element_type, ir.IntegerType):
                return True  # else (a float: NaN) it folds as any op does, by its operands
        operands = list(op.operands)
        if name == "stablehlo.reduce" and any(
            zero_elements(v.type) for v in operands[: len(operands) // 2]
        ):
            operands = operands[len(operands) // 2 :]  # a reduction of nothing is its init
        deps = []
        for v in operands:
            v = carried_from(v)
            d = self.graph.value_def.get(v)
            if d is None:  # a block argument, or a value from an enclosing region
                owner = v.owner
                if isinstance(owner, ir.Block) or op_kind(owner.operation.name) is not (
                    OpKind.CONSTANT
                ):
                    return False
                continue
            deps.append(d)
        return deps or True  # every operand a constant from an enclosing region

    def loop_carried(self, i: int) -> bool:
        """Whether op ``i`` is read by the terminator of a loop's block (carried on)."""
        return self._carries and len(self.graph) - 1 in self.graph.users[i]


def carried_from(v: ir.Value) -> ir.Value:
    """The value a loop result stands for when the loop body returns that element of its
    state unchanged (its initial value; followed through nested loops), else ``v``."""
    while not isinstance(owner := v.owner, ir.Block) and owner.operation.name in LOOPS:
        k = ir.OpResult(v).result_number
        body = owner.operation.regions[1].blocks[0]
        ret = list(body.operations)[-1]
        if ret.operands[k] != body.arguments[k]:
            break
        v = owner.operation.operands[k]
    return v


def _defined_in(v: ir.Value, ops: set[ir.Operation]) -> bool:
    owner = v.owner
    if isinstance(owner, ir.Block):
        owner = owner.owner
    return owner is not None and owner.operation in ops
