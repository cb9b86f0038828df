// Seed 000 / 002, cute.elem_less: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @elem_less
func.func @elem_less(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(5,6)">, %c: !cute.shape<"(3,4)">, %d: !cute.shape<"(5,6)">,
                     %e: !cute.coord<"(3,4)">, %f: !cute.coord<"(?,?)">) -> (i1, i1, i1, i1) {
  // CHECK: cute.elem_less(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(5,6)">) -> i1
  %r0 = cute.elem_less(%a, %b)
          : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(5,6)">)
         -> i1
  // CHECK: cute.elem_less(%c, %d) : (!cute.shape<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  %r1 = cute.elem_less(%c, %d)
          : (!cute.shape<"(3,4)">, !cute.shape<"(5,6)">)
         -> i1
  // Mixed kinds — coord vs shape with matching profile.
  // CHECK: cute.elem_less(%e, %d) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  %r2 = cute.elem_less(%e, %d)
          : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">)
         -> i1
  // Dynamic leaves: a runtime bounds check.
  // CHECK: cute.elem_less(%f, %d) : (!cute.coord<"(?,?)">, !cute.shape<"(5,6)">) -> i1
  %r3 = cute.elem_less(%f, %d) : (!cute.coord<"(?,?)">, !cute.shape<"(5,6)">) -> i1
  func.return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.elem_less(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.int_tuple<"(3,4)">, !cute.int_tuple<"(5,6)">
// DSL: cute.elem_less(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(3,4)">, !cute.shape<"(5,6)">
// DSL: cute.elem_less(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.coord<"(3,4)">, !cute.shape<"(5,6)">
// DSL: cute.elem_less(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.coord<"(?,?)">, !cute.shape<"(5,6)">
