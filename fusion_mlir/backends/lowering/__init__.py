"""How our groups reach XLA: pre-layout ``mhlo.fusion`` ops, or tags regrouped after layout."""
