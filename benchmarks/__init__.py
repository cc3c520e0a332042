"""Benchmark workloads and results (installed as ``fusion_mlir.benchmarks``)."""
