"""The block driver every grouping pass runs under.

A grouping pass decides block by block: ``BlockPass.fuse_block`` plans the groups of one
block (on one ``BlockGraph``, into a ``GroupPlan``) and forms them, returning how many it
formed. The driver walks every code block of the module, inner blocks first, runs another
round on a block while the last one formed something (up to ``rounds``), and renames after
every change, so a pass holds decision logic only.
"""

from __future__ import annotations

from typing import ClassVar

from jaxlib.mlir import ir

from fusion_mlir.analysis.graph import code_blocks
from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.naming import Namer


class BlockPass(ModulePass):
    """A pass that groups ops block by block. Subclasses implement ``fuse_block``."""

    # Rounds per block: a round after one that formed groups sees them as single ops.
    rounds: ClassVar[int] = 1

    def apply(self, module: ir.Module, ctx: PassContext) -> None:
        namer = Namer(ctx.explaining, ctx.named)
        for block in list(code_blocks(module.operation)):
            for round_ in range(self.rounds):
                if not self.fuse_block(block, ctx, namer, round_):
                    break
                namer.reset()  # the block changed: name values afresh

    def fuse_block(self, block: ir.Block, ctx: PassContext, namer: Namer, round_: int) -> int:
        """Plan and form the groups of ``block`` (round ``round_`` on it); how many formed."""
        raise NotImplementedError
