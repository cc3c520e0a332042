"""What every fusion pass is built on: the group rewrite, the pass base and its context, the decision log."""
