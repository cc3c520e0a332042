"""Shared fixtures: a fresh MLIR context and the JAX program corpus."""

from __future__ import annotations

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")

import pytest
from jaxlib.mlir import ir

from fusion_mlir.ir import io

# A two-result pre-layout fusion: XLA:CPU aborts the process on it ("has_layout()").
ABORTING_MODULE = """func.func @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = "mhlo.fusion"(%a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<8xf32>):
    %s = stablehlo.sine %x : tensor<8xf32>
    %c = stablehlo.cosine %x : tensor<8xf32>
    mhlo.return %s, %c : tensor<8xf32>, tensor<8xf32>
  }) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}
"""


@pytest.fixture
def ctx() -> ir.Context:
    return io.new_context()


def main_ops(module: ir.Module) -> list[ir.Operation]:
    """The ops of the entry function, its terminator aside."""
    return [o.operation for o in io.main_function(module).regions[0].blocks[0].operations][:-1]


def fuse_whole_body(module: ir.Module) -> ir.Operation:
    """Test-only: put every op of the entry function (terminator aside) into one group."""
    from fusion_mlir.passkit import grouping

    ops = main_ops(module)
    with module.context:
        return grouping.form_fusion(ops)
