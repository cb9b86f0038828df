// Seed 000 / 002, cute.shape_div: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @shape_div
func.func @shape_div(%a0: !cute.shape<"12">, %b0: !cute.shape<"4">, %a1: !cute.shape<"(8,10)">, %b1: !cute.shape<"(2,5)">,
                     %a2: !cute.shape<"(4,5,6)">, %b2: !cute.shape<"40">) {
  // Scalar / scalar.
  // CHECK: cute.shape_div(%a0, %b0) : (!cute.shape<"12">, !cute.shape<"4">) -> !cute.shape<"3">
  %r0 = cute.shape_div(%a0, %b0)
          : (!cute.shape<"12">, !cute.shape<"4">)
         -> !cute.shape<"3">
  // Tuple / tuple — element-wise.
  // CHECK: cute.shape_div(%a1, %b1) : (!cute.shape<"(8,10)">, !cute.shape<"(2,5)">) -> !cute.shape<"(4,2)">
  %r1 = cute.shape_div(%a1, %b1)
          : (!cute.shape<"(8,10)">, !cute.shape<"(2,5)">)
         -> !cute.shape<"(4,2)">
  // Tuple / scalar — sequential consumption.
  // CHECK: cute.shape_div(%a2, %b2) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
  %r2 = cute.shape_div(%a2, %b2)
          : (!cute.shape<"(4,5,6)">, !cute.shape<"40">)
         -> !cute.shape<"(1,1,3)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.shape_div(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"12">, !cute.shape<"4">
// DSL: cute.shape_div(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(8,10)">, !cute.shape<"(2,5)">
// DSL: cute.shape_div(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(4,5,6)">, !cute.shape<"40">

// -----

// Scalar / tuple divides by the product; |a| < |b| rounds away from zero;
// mixed nesting recurses; '?' propagates.
// CHECK-LABEL: func.func @cases
// CHECK: -> !cute.shape<"4">
// CHECK: -> !cute.shape<"1">
// CHECK: -> !cute.shape<"((1,2),3)">
// CHECK: -> !cute.shape<"(?,2)">
func.func @cases(%a: !cute.shape<"24">, %b: !cute.shape<"(2,3)">, %c: !cute.shape<"2">, %d: !cute.shape<"8">,
                 %e: !cute.shape<"((4,2),6)">, %f: !cute.shape<"(4,2)">, %g: !cute.shape<"(?,8)">, %h: !cute.shape<"(4,4)">) {
  %r0 = cute.shape_div(%a, %b) : (!cute.shape<"24">, !cute.shape<"(2,3)">) -> !cute.shape<"4">
  %r1 = cute.shape_div(%c, %d) : (!cute.shape<"2">, !cute.shape<"8">) -> !cute.shape<"1">
  %r2 = cute.shape_div(%e, %f) : (!cute.shape<"((4,2),6)">, !cute.shape<"(4,2)">) -> !cute.shape<"((1,2),3)">
  %r3 = cute.shape_div(%g, %h) : (!cute.shape<"(?,8)">, !cute.shape<"(4,4)">) -> !cute.shape<"(?,2)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: unable to compute shape_div for inputs '!cute.shape<"((4,2),6)">' and '!cute.shape<"(4,2)">'
