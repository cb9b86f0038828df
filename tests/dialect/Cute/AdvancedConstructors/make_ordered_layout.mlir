// extension-ops.md, cute.make_ordered_layout: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// order (1,0): row-major
// CHECK-LABEL: func.func @f0
// CHECK: cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">
// CHECK: func.return %r : !cute.layout<"(4,8):(8,1)">
func.func @f0(%s: !cute.shape<"(4,8)">, %o: !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)"> {
  %r = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">
  func.return %r : !cute.layout<"(4,8):(8,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_ordered_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">

// -----

// order (2,0,1)
// CHECK-LABEL: func.func @f1
// CHECK: cute.make_ordered_layout(%s, %o) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">
// CHECK: func.return %r : !cute.layout<"(2,3,4):(12,1,3)">
func.func @f1(%s: !cute.shape<"(2,3,4)">, %o: !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)"> {
  %r = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">
  func.return %r : !cute.layout<"(2,3,4):(12,1,3)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_ordered_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">

// -----

// an order per top-level mode
// CHECK-LABEL: func.func @f2
// CHECK: cute.make_ordered_layout(%s, %o) : (!cute.shape<"((2,2),3)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),3):((3,6),1)">
// CHECK: func.return %r : !cute.layout<"((2,2),3):((3,6),1)">
func.func @f2(%s: !cute.shape<"((2,2),3)">, %o: !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),3):((3,6),1)"> {
  %r = cute.make_ordered_layout(%s, %o) : (!cute.shape<"((2,2),3)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),3):((3,6),1)">
  func.return %r : !cute.layout<"((2,2),3):((3,6),1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_ordered_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.shape<"((2,2),3)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),3):((3,6),1)">
