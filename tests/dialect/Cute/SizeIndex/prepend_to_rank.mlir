// Seed 000 / 003, cute.prepend_to_rank: examples (the result type is inferred).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @append
// CHECK: cute.prepend_to_rank<4> (%in, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">
// CHECK: cute.prepend_to_rank<3> (%l, %le) : !cute.layout<"4:1">, !cute.layout<"1:0">
// CHECK: func.return %r0, %r1, %r2, %r3 : !cute.shape<"(1,1,4,8)">, !cute.layout<"(1,1,4):(0,0,1)">, !cute.shape<"(1,1,?,8)">, !cute.shape<"(4,8,2)">
func.func @append(%in: !cute.shape<"(4,8)">, %e: !cute.shape<"1">, %l: !cute.layout<"4:1">, %le: !cute.layout<"1:0">,
                  %d: !cute.shape<"(?,8)">, %s3: !cute.shape<"(4,8,2)">)
    -> (!cute.shape<"(1,1,4,8)">, !cute.layout<"(1,1,4):(0,0,1)">, !cute.shape<"(1,1,?,8)">, !cute.shape<"(4,8,2)">) {
  // Shape rank 2 -> rank 4, padding with shape<"1">.
  %r0 = cute.prepend_to_rank<4> (%in, %e)
          : !cute.shape<"(4,8)">, !cute.shape<"1">
  // Layout rank 1 -> rank 3, padding with identity layout.
  %r1 = cute.prepend_to_rank<3> (%l, %le)
          : !cute.layout<"4:1">, !cute.layout<"1:0">
  // Dynamic shape rank 2 -> rank 4 — dynamic extents pass through unchanged.
  %r2 = cute.prepend_to_rank<4> (%d, %e)
          : !cute.shape<"(?,8)">, !cute.shape<"1">
  // No-op: target rank (2) <= input rank (3) — input returned unchanged.
  %r3 = cute.prepend_to_rank<2> (%s3, %e)
          : !cute.shape<"(4,8,2)">, !cute.shape<"1">
  func.return %r0, %r1, %r2, %r3 : !cute.shape<"(1,1,4,8)">, !cute.layout<"(1,1,4):(0,0,1)">, !cute.shape<"(1,1,?,8)">, !cute.shape<"(4,8,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.prepend_to_rank<4> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(4,8)">, !cute.shape<"1">
// DSL: cute.prepend_to_rank<3> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"4:1">, !cute.layout<"1:0">
// DSL: cute.prepend_to_rank<4> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(?,8)">, !cute.shape<"1">
// DSL: cute.prepend_to_rank<2> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(4,8,2)">, !cute.shape<"1">

// -----

// A composed layout pads its B with a layout; coords and strides pad with their own kind.
// CHECK-LABEL: func.func @kinds
// CHECK: func.return %r0, %r1, %r2 : !cute.composed_layout<"S<3,5,4> o 0 o (1,8):(0,1)">, !cute.coord<"(_,_,?)">, !cute.stride<"(0,1@0)">
func.func @kinds(%cl: !cute.composed_layout<"S<3,5,4> o 0 o 8:1">, %le: !cute.layout<"1:0">, %c: !cute.coord<"?">, %u: !cute.coord<"_">,
                 %st: !cute.stride<"1@0">, %z: !cute.stride<"0">)
    -> (!cute.composed_layout<"S<3,5,4> o 0 o (1,8):(0,1)">, !cute.coord<"(_,_,?)">, !cute.stride<"(0,1@0)">) {
  %r0 = cute.prepend_to_rank<2> (%cl, %le) : !cute.composed_layout<"S<3,5,4> o 0 o 8:1">, !cute.layout<"1:0">
  %r1 = cute.prepend_to_rank<3> (%c, %u) : !cute.coord<"?">, !cute.coord<"_">
  %r2 = cute.prepend_to_rank<2> (%st, %z) : !cute.stride<"1@0">, !cute.stride<"0">
  func.return %r0, %r1, %r2 : !cute.composed_layout<"S<3,5,4> o 0 o (1,8):(0,1)">, !cute.coord<"(_,_,?)">, !cute.stride<"(0,1@0)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.prepend_to_rank<2> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.composed_layout<"S<3,5,4> o 0 o 8:1">, !cute.layout<"1:0">
// DSL: cute.prepend_to_rank<3> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.coord<"?">, !cute.coord<"_">
// DSL: cute.prepend_to_rank<2> (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.stride<"1@0">, !cute.stride<"0">
