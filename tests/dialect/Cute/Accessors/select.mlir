// Seed 000 / 003, cute.select: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @select
func.func @select(%s: !cute.shape<"(4,2,8)">, %l: !cute.layout<"(4,2,8):(1,4,8)">, %i: !cute.int_tuple<"(1,2,3)">,
                  %l2: !cute.layout<"(4,8):(1,4)">, %t: !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">,
                  %cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">, %s2: !cute.shape<"(4,8)">) {
  // Keep two non-contiguous modes from a rank-3 shape
  // CHECK: cute.select<[0, 2]> (%s) : !cute.shape<"(4,2,8)"> -> !cute.shape<"(4,8)">
  %r0 = cute.select<[0, 2]> (%s)
          : !cute.shape<"(4,2,8)"> -> !cute.shape<"(4,8)">
  // Permute two modes of a layout (indices reordered)
  // CHECK: cute.select<[2, 0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(8,4):(8,1)">
  %r1 = cute.select<[2, 0]> (%l)
          : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(8,4):(8,1)">
  // Repeat a mode — mode 1 appears twice in the output
  // CHECK: cute.select<[1, 1]> (%i) : !cute.int_tuple<"(1,2,3)"> -> !cute.int_tuple<"(2,2)">
  %r2 = cute.select<[1, 1]> (%i)
          : !cute.int_tuple<"(1,2,3)"> -> !cute.int_tuple<"(2,2)">
  // Single-mode select wraps result in a tuple: (4,8):(1,4) -> (4):(1)
  // CHECK: cute.select<[0]> (%l2) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4):(1)">
  %r3 = cute.select<[0]> (%l2)
          : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4):(1)">
  // Tile: pick two top-level slots; the underscore slot is copied as-is
  // CHECK: cute.select<[1, 2]> (%t) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]"> -> !cute.tile<"[_;(2,3):(1,2)]">
  %r4 = cute.select<[1, 2]> (%t)
          : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
         -> !cute.tile<"[_;(2,3):(1,2)]">
  // ComposedLayout: select applies to outer B; inner + offset kept
  // CHECK: cute.select<[2, 0]> (%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
  %r5 = cute.select<[2, 0]> (%cl)
          : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
  // Empty mode produces a rank-0 result
  // CHECK: cute.select<[]> (%s2) : !cute.shape<"(4,8)"> -> !cute.shape<"()">
  %r6 = cute.select<[]> (%s2)
          : !cute.shape<"(4,8)"> -> !cute.shape<"()">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.select<[0, 2]> (%{{[^ ,)]+}}) : (!cute.shape<"(4,2,8)">) -> !cute.shape<"(4,8)">
// DSL: cute.select<[2, 0]> (%{{[^ ,)]+}}) : (!cute.layout<"(4,2,8):(1,4,8)">) -> !cute.layout<"(8,4):(8,1)">
// DSL: cute.select<[1, 1]> (%{{[^ ,)]+}}) : (!cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(2,2)">
// DSL: cute.select<[0]> (%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
// DSL: cute.select<[1, 2]> (%{{[^ ,)]+}}) : (!cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) -> !cute.tile<"[_;(2,3):(1,2)]">
// DSL: cute.select<[2, 0]> (%{{[^ ,)]+}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
// DSL: cute.select<[]> (%{{[^ ,)]+}}) : (!cute.shape<"(4,8)">) -> !cute.shape<"()">

// -----

// Seed 003 (with 000's type annotation for select<[0]>).
// CHECK-LABEL: func.func @seed003
// CHECK: cute.select<[2, 0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(8,4):(8,1)">
// CHECK: cute.select<[0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(4):(1)">
func.func @seed003() {
  %l = cute.static : !cute.layout<"(4,2,8):(1,4,8)">
  %sw = cute.select<[2, 0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(8,4):(8,1)">
  %m0 = cute.select<[0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(4):(1)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"(4,2,8):(1,4,8)">
// DSL: cute.select<[2, 0]> (%{{[^ ,)]+}}) : (!cute.layout<"(4,2,8):(1,4,8)">) -> !cute.layout<"(8,4):(8,1)">
// DSL: cute.select<[0]> (%{{[^ ,)]+}}) : (!cute.layout<"(4,2,8):(1,4,8)">) -> !cute.layout<"(4):(1)">
