// Seed 000 / 003, cute.increment_coord: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @increment_coord
func.func @increment_coord(%c: !cute.coord<"(1,2)">, %s: !cute.shape<"(4,8)">, %w: !cute.coord<"(3,2)">, %d: !cute.coord<"(?,?)">) {
  // Static: (1,2) + 1 in space (4,8) -> (2,2).
  // CHECK: cute.increment_coord(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(2,2)">
  %r0 = cute.increment_coord(%c, %s)
          : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">)
         -> !cute.coord<"(2,2)">
  // Static wrap: (3,2) + 1 in space (4,8) -> (0,3).
  // CHECK: cute.increment_coord(%w, %s) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
  %r1 = cute.increment_coord(%w, %s)
          : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">)
         -> !cute.coord<"(0,3)">
  // Dynamic coord: result has the same profile with dynamic values.
  // CHECK: cute.increment_coord(%d, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  %r2 = cute.increment_coord(%d, %s)
          : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">)
         -> !cute.coord<"(?,?)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.increment_coord(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(2,2)">
// DSL: cute.increment_coord(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
// DSL: cute.increment_coord(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">

// -----

// Carries ripple through nested modes; a dynamic extent makes everything dynamic.
// CHECK-LABEL: func.func @more
// CHECK: -> !cute.coord<"((0,0),(0,1))">
// CHECK: -> !cute.coord<"(?,?)">
func.func @more(%c: !cute.coord<"((1,1),(2,0))">, %s: !cute.shape<"((2,2),(3,4))">, %k: !cute.coord<"(1,2)">, %ds: !cute.shape<"(4,?)">) {
  %r0 = cute.increment_coord(%c, %s) : (!cute.coord<"((1,1),(2,0))">, !cute.shape<"((2,2),(3,4))">) -> !cute.coord<"((0,0),(0,1))">
  %r1 = cute.increment_coord(%k, %ds) : (!cute.coord<"(1,2)">, !cute.shape<"(4,?)">) -> !cute.coord<"(?,?)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.increment_coord' op inferred type(s) '!cute.coord<"(2,2)">' are incompatible with return type(s) of operation '!cute.coord<"(?,?)">'
