"""Compare XLA's fusion decisions with ours, group by group, on the same StableHLO ops.

Rule: every op of the program gets a unique tag before anything is compiled (its location
becomes ``loc("fmid<N>")`` in a copy of the module); XLA turns that name into the ``op_name`` of the
HLO instructions made from the op, and keeps it on the instructions inside fusions. Both
sides are then read from XLA's *optimized* HLO, kernel by kernel, exactly as
``fusion_mlir.ir.hlo.count_kernels`` counts them: ``xla`` is the program compiled the way
``jax.jit`` would, ``ours`` is the program after our pipeline compiled with XLA's own fusion
off (``compiler`` strategies of the same names). So the kernel counts here are the
compiler's, and a group is what actually runs, not what a pass intended.

Placement of each non-trivial StableHLO op (constants, terminators and reducer bodies are
trivial), per side:

- ``kernel``: an instruction of one or more kernels carries its tag. Its *home* kernels are
  those where it computes the kernel's result (the fused root); an op that appears only
  inside other kernels' bodies was duplicated into them.
- ``free``: it became bookkeeping only (a bitcast, a tuple, a loop's own instruction).
- ``matched``: XLA dropped the tag (it re-created the op, e.g. a splat broadcast); an
  untagged kernel of the same scope, opcode and shape is taken to be it.
- ``absorbed``: no instruction is left (CSE, algebraic simplification, a folded reshape);
  the op is placed with its nearest users' kernels (else its producers').

Groups are compared through the home relation: XLA's kernels and ours are linked when an op
has its home in both, and each connected set is one row: ``same`` (one kernel each, same
ops), ``similar`` (one each, members differ: duplication or absorption), ``we-split`` (one
XLA kernel, several of ours), ``we-merged`` (several of XLA's, one of ours), ``regrouped``,
``xla-only`` / ``ours-only`` (kernels with no StableHLO op of their own: copies, helpers).
Where our explain log has decisions about the ops of a row, they are its reasons.

One job a module: ``tagging`` (the StableHLO side: the tags and their dataflow graph),
``mapping`` (the HLO side: each strategy's kernels and where every op went), ``link`` (the
rows, their verdicts and reasons), ``render`` (the report as a table) and ``run`` (the entry
points ``compare_module`` and ``compare_text``).
"""
