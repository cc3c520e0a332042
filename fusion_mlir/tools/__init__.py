"""Tools over the layers below: benchmarks, fuzzing, the XLA comparison, pictures and reports."""
