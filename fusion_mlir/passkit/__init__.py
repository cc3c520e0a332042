"""What every fusion pass is built on, in one import for pass authors.

``BlockPass`` drives a pass block by block (``driver``); ``GroupPlan`` holds the groups
planned on one graph and forms them, checked acyclic together (``plan``); ``Namer`` names
ops for the ``Decision`` each candidate gets (``naming``, ``explain``); ``ModulePass`` and
``PassContext`` are the pass base and what a pass may consult (``base``); ``grouping`` is
the one rewrite that forms and dissolves groups.
"""

from fusion_mlir.passkit.base import ModulePass, PassContext
from fusion_mlir.passkit.driver import BlockPass
from fusion_mlir.passkit.explain import Decision
from fusion_mlir.passkit.naming import Namer
from fusion_mlir.passkit.plan import GroupPlan

__all__ = ["BlockPass", "Decision", "GroupPlan", "ModulePass", "Namer", "PassContext"]
