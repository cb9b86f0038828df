// Seed 000 / 002, cute.tuple_sub: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_sub
func.func @tuple_sub(%a: !cute.int_tuple<"(5,8)">, %b: !cute.int_tuple<"(1,2)">, %c: !cute.int_tuple<"(5,8,3)">,
                     %d: !cute.int_tuple<"(10,8)">, %e: !cute.int_tuple<"(3,2,5)">, %g: !cute.int_tuple<"(?,?)">) {
  // Static int_tuple.
  // CHECK: cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  %r0 = cute.tuple_sub(%a, %b)
          : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">)
         -> !cute.int_tuple<"(4,6)">
  // Rank mismatch — extra lhs element passes through unchanged.
  // CHECK: cute.tuple_sub(%c, %b) : (!cute.int_tuple<"(5,8,3)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6,3)">
  %r1 = cute.tuple_sub(%c, %b)
          : (!cute.int_tuple<"(5,8,3)">, !cute.int_tuple<"(1,2)">)
         -> !cute.int_tuple<"(4,6,3)">
  // Rank mismatch — extra rhs element passes through unchanged.
  // CHECK: cute.tuple_sub(%d, %e) : (!cute.int_tuple<"(10,8)">, !cute.int_tuple<"(3,2,5)">) -> !cute.int_tuple<"(7,6,5)">
  %r2 = cute.tuple_sub(%d, %e)
          : (!cute.int_tuple<"(10,8)">, !cute.int_tuple<"(3,2,5)">)
         -> !cute.int_tuple<"(7,6,5)">
  // Dynamic lhs + static rhs.
  // CHECK: cute.tuple_sub(%g, %b) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
  %r3 = cute.tuple_sub(%g, %b)
          : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">)
         -> !cute.int_tuple<"(?,?)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(5,8,3)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6,3)">
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(10,8)">, !cute.int_tuple<"(3,2,5)">) -> !cute.int_tuple<"(7,6,5)">
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">

// -----

// The nested padding rules; t - 0 == t.
// CHECK-LABEL: func.func @padding
// CHECK: -> !cute.int_tuple<"((4,6),(2,3),(1,2))">
// CHECK: -> !cute.int_tuple<"((4,6),(2,3,1))">
// CHECK: -> !cute.shape<"(5,8)">
func.func @padding(%a: !cute.int_tuple<"((5,8),(3,4),(1,2))">, %b: !cute.int_tuple<"((1,2),(1,1))">,
                   %c: !cute.int_tuple<"((5,8),(3,4))">, %d: !cute.int_tuple<"((1,2),(1,1,1))">,
                   %s: !cute.shape<"(5,8)">, %z: !cute.shape<"0">) {
  %r0 = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"((5,8),(3,4),(1,2))">, !cute.int_tuple<"((1,2),(1,1))">) -> !cute.int_tuple<"((4,6),(2,3),(1,2))">
  %r1 = cute.tuple_sub(%c, %d) : (!cute.int_tuple<"((5,8),(3,4))">, !cute.int_tuple<"((1,2),(1,1,1))">) -> !cute.int_tuple<"((4,6),(2,3,1))">
  %r2 = cute.tuple_sub(%s, %z) : (!cute.shape<"(5,8)">, !cute.shape<"0">) -> !cute.shape<"(5,8)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"((5,8),(3,4),(1,2))">, !cute.int_tuple<"((1,2),(1,1))">) -> !cute.int_tuple<"((4,6),(2,3),(1,2))">
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"((5,8),(3,4))">, !cute.int_tuple<"((1,2),(1,1,1))">) -> !cute.int_tuple<"((4,6),(2,3,1))">
// DSL: cute.tuple_sub(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.shape<"(5,8)">, !cute.shape<"0">) -> !cute.shape<"(5,8)">
