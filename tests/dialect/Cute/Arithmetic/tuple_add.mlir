// Seed 000 / 002, cute.tuple_add: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_add
func.func @tuple_add(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(1,2)">, %c: !cute.shape<"(6,8)">, %d: !cute.shape<"(2,4)">,
                     %e: !cute.int_tuple<"(1,2,3)">, %f: !cute.int_tuple<"(4,5)">, %g: !cute.int_tuple<"(?,?)">) {
  // Static int_tuple.
  // CHECK: cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  %r0 = cute.tuple_add(%a, %b)
          : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">)
         -> !cute.int_tuple<"(4,6)">
  // Static shape.
  // CHECK: cute.tuple_add(%c, %d) : (!cute.shape<"(6,8)">, !cute.shape<"(2,4)">) -> !cute.shape<"(8,12)">
  %r1 = cute.tuple_add(%c, %d)
          : (!cute.shape<"(6,8)">, !cute.shape<"(2,4)">)
         -> !cute.shape<"(8,12)">
  // Rank mismatch — extra lhs element passes through unchanged.
  // CHECK: cute.tuple_add(%e, %f) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
  %r2 = cute.tuple_add(%e, %f)
          : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">)
         -> !cute.int_tuple<"(5,7,3)">
  // Dynamic lhs + static rhs.
  // CHECK: cute.tuple_add(%g, %b) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
  %r3 = cute.tuple_add(%g, %b)
          : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">)
         -> !cute.int_tuple<"(?,?)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.shape<"(6,8)">, !cute.shape<"(2,4)">) -> !cute.shape<"(8,12)">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">

// -----

// The padding rules of seeds 000 and 002, and the scalar-zero identity.
// CHECK-LABEL: func.func @padding
// CHECK: -> !cute.int_tuple<"(5,7,6)">
// CHECK: -> !cute.int_tuple<"((11,13),(23,25),(5,6))">
// CHECK: -> !cute.int_tuple<"((11,13),(23,25,22))">
// CHECK: -> !cute.int_tuple<"(1,2)">
// CHECK: -> !cute.int_tuple<"(1,2)">
func.func @padding(%a: !cute.int_tuple<"(1,2)">, %b: !cute.int_tuple<"(4,5,6)">,
                   %c: !cute.int_tuple<"((1,2),(3,4),(5,6))">, %d: !cute.int_tuple<"((10,11),(20,21))">,
                   %e: !cute.int_tuple<"((1,2),(3,4))">, %f: !cute.int_tuple<"((10,11),(20,21,22))">, %z: !cute.int_tuple<"0">) {
  %r0 = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(4,5,6)">) -> !cute.int_tuple<"(5,7,6)">
  %r1 = cute.tuple_add(%c, %d) : (!cute.int_tuple<"((1,2),(3,4),(5,6))">, !cute.int_tuple<"((10,11),(20,21))">) -> !cute.int_tuple<"((11,13),(23,25),(5,6))">
  %r2 = cute.tuple_add(%e, %f) : (!cute.int_tuple<"((1,2),(3,4))">, !cute.int_tuple<"((10,11),(20,21,22))">) -> !cute.int_tuple<"((11,13),(23,25,22))">
  %r3 = cute.tuple_add(%z, %a) : (!cute.int_tuple<"0">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(1,2)">
  %r4 = cute.tuple_add(%a, %z) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"0">) -> !cute.int_tuple<"(1,2)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(4,5,6)">) -> !cute.int_tuple<"(5,7,6)">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"((1,2),(3,4),(5,6))">, !cute.int_tuple<"((10,11),(20,21))">) -> !cute.int_tuple<"((11,13),(23,25),(5,6))">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"((1,2),(3,4))">, !cute.int_tuple<"((10,11),(20,21,22))">) -> !cute.int_tuple<"((11,13),(23,25,22))">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"0">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(1,2)">
// DSL: cute.tuple_add(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"0">) -> !cute.int_tuple<"(1,2)">
