"""SSA names of ops and values for the decision log, one ``AsmState`` per function.

An ``AsmState`` numbers a whole function, so it is made on first use and kept until the IR
changes (``reset``); an op made after its function's state was built is named by a fresh
one. An inactive namer (decisions not logged) names nothing and builds no state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from jaxlib.mlir import ir

from fusion_mlir.passkit.explain import describe_op


class Namer:
    """Names for ``Decision``\\ s: ``namer(op)`` is ``%3=add``, ``namer.value(v)`` ``%3``."""

    def __init__(
        self, active: bool = True, on_name: Callable[[ir.Operation, str], None] | None = None
    ) -> None:
        self.active = active
        self._on_name = on_name  # told each op's name when it is first given (after a reset)
        self._states: dict[ir.Operation, ir.AsmState] = {}
        self._names: dict[ir.Operation, str] = {}

    def reset(self) -> None:
        """Forget every state and name: call after every change to the IR."""
        self._states.clear()
        self._names.clear()

    def __call__(self, op: ir.Operation) -> str:
        if not self.active:
            return ""
        op = op.operation
        if (name := self._names.get(op)) is None:
            name = self._names[op] = self._name(op)
            if self._on_name is not None:
                self._on_name(op, name)
        return name

    def many(self, ops: Sequence[ir.Operation]) -> list[str]:
        return [self(o) for o in ops]

    def value(self, v: ir.Value) -> str:
        """The SSA name of ``v`` (``%arg0``, ``%3``...)."""
        if not self.active:
            return ""
        owner = v.owner
        op = owner.owner if isinstance(owner, ir.Block) else owner
        func = _function(op.operation) if op is not None else None
        return v.get_name(self._state(func)) if func is not None else v.get_name()

    def _name(self, op: ir.Operation) -> str:
        if not len(op.results):
            return op.name
        func = _function(op)
        if func is None:
            return describe_op(op)
        name = op.results[0].get_name(self._state(func))
        if name.startswith("<<"):  # made after the state: number the function afresh
            self._states.pop(func)
            name = op.results[0].get_name(self._state(func))
        return f"{name}={op.name.split('.')[-1]}"

    def _state(self, func: ir.Operation) -> ir.AsmState:
        if func not in self._states:
            self._states[func] = ir.AsmState(func)
        return self._states[func]


def _function(op: ir.Operation) -> ir.Operation | None:
    """The ``func.func`` that holds ``op`` (or None)."""
    cur: ir.Operation | None = op
    while cur is not None and cur.name != "func.func":
        parent = cur.parent
        cur = parent.operation if parent is not None else None
    return cur
