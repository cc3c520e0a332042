"""Analyses over StableHLO modules: op kinds and the cost model."""
