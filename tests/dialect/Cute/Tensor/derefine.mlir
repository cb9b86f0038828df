// The CuTe DSL 4.8.1's cute.derefine: a value seen with fewer static leaves.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @derefine
// CHECK: %d = cute.derefine(%a0) : !cute.shape<"(3,5)"> to !cute.shape<"(?,5)">
func.func @derefine(%a0: !cute.shape<"(3,5)">) {
  %d = cute.derefine(%a0) : !cute.shape<"(3,5)"> to !cute.shape<"(?,5)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.derefine(%{{[^ ,)]+}}) : !cute.shape<"(3,5)"> to !cute.shape<"(?,5)">
