// The fusion-opt driver: pipelines, errors, output files.
// RUN: fusion-opt %s -p cse | filecheck %s --check-prefix=CSE
// RUN: fusion-opt %s -p 'cse,canonicalize' --print-ir-after-all 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP
// RUN: not fusion-opt %s -p nosuchpass 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not fusion-opt %s -p 'inline-calls{bogus=1}' 2>&1 | filecheck %s --check-prefix=BADOPT
// RUN: not fusion-opt %S/Inputs/bad.mlir 2>&1 | filecheck %s --check-prefix=PARSE
// RUN: not fusion-opt %t.missing.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: fusion-opt --list-passes | filecheck %s --check-prefix=LIST
// RUN: fusion-opt %s -p cse -o %t.out.mlir && filecheck %s --check-prefix=CSE --input-file %t.out.mlir

// CSE: func.func @main
// CSE: stablehlo.add
// CSE-NOT: stablehlo.add
// CSE: return

// DUMP: IR Dump After cse
// DUMP: IR Dump After canonicalize

// UNKNOWN: fusion-opt: error: unknown pass or pipeline 'nosuchpass'
// UNKNOWN-NOT: Traceback
// BADOPT: error: pass 'inline-calls' has no option 'bogus'
// PARSE: bad.mlir:3:{{[0-9]+}}: error: use of undeclared SSA value name
// PARSE-NOT: Traceback
// MISSING: error: cannot read input
// LIST: inline-calls
// LIST: cse {{.*}}upstream
// LIST: default {{.*}}pipeline:

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %a, %a : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
