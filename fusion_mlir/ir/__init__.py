"""Modules in and out: MLIR text and bytecode, jax export, and the one HLO text model."""
