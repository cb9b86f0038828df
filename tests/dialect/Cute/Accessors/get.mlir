// Seed 000 / 003, cute.get: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @get
func.func @get(%s: !cute.shape<"(4,(2,3))">, %l: !cute.layout<"(4,8):(1,4)">,
               %l2: !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">, %s3: !cute.shape<"(4,(2,(3,5)))">,
               %l3: !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))">, %s2: !cute.shape<"(4,2)">) {
  // Single-level: extract mode 1 from a shape
  // CHECK: cute.get<[1]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"(2,3)">
  %r0 = cute.get<[1]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"(2,3)">
  // Single-level: extract mode 0 from a layout — scalar leaf
  // CHECK: cute.get<[0]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"4:1">
  %r1 = cute.get<[0]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"4:1">
  // Two-level: (4,(2,3)) -> (2,3) -> 2
  // CHECK: cute.get<[1, 0]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
  %r2 = cute.get<[1, 0]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
  // Two-level: ((4,2),(3,8)):((1,4),(8,24)) -> (4,2):(1,4) -> 2:4
  // CHECK: cute.get<[0, 1]> (%l2) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
  %r3 = cute.get<[0, 1]> (%l2)
          : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
  // Three-level: (4,(2,(3,5))) -> (2,(3,5)) -> (3,5) -> 3
  // CHECK: cute.get<[1, 1, 0]> (%s3) : !cute.shape<"(4,(2,(3,5)))"> -> !cute.shape<"3">
  %r4 = cute.get<[1, 1, 0]> (%s3) : !cute.shape<"(4,(2,(3,5)))"> -> !cute.shape<"3">
  // Three-level: deeply nested layout -> scalar leaf
  // CHECK: cute.get<[0, 0, 1]> (%l3) : !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))"> -> !cute.layout<"2:4">
  %r5 = cute.get<[0, 0, 1]> (%l3)
          : !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))"> -> !cute.layout<"2:4">
  // Identity get (no mode)
  // CHECK: cute.get (%s2) : !cute.shape<"(4,2)"> -> !cute.shape<"(4,2)">
  %r6 = cute.get (%s2) : !cute.shape<"(4,2)"> -> !cute.shape<"(4,2)">
  // Identity get (empty mode `<[]>`) — same as no-mode form
  // CHECK: cute.get<[]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  %r7 = cute.get<[]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [1]}> : !cute.shape<"(4,(2,3))"> -> !cute.shape<"(2,3)">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0]}> : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"4:1">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [1, 0]}> : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0, 1]}> : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [1, 1, 0]}> : !cute.shape<"(4,(2,(3,5)))"> -> !cute.shape<"3">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0, 0, 1]}> : !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))"> -> !cute.layout<"2:4">
// DSL: cute.get(%{{[^ ,)]+}}) : !cute.shape<"(4,2)"> -> !cute.shape<"(4,2)">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = []}> : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">

// -----

// CHECK-LABEL: func.func @tile_and_composed
func.func @tile_and_composed(%t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">, %t2: !cute.tile<"[(4,8):(1,4);_]">,
                             %cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // Tile operand: result is a single-slot tile, not a bare layout
  // CHECK: cute.get<[0]> (%t) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.tile<"(4,8):(1,4)">
  %r0 = cute.get<[0]> (%t)
          : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.tile<"(4,8):(1,4)">
  // Tile operand picking an underscore slot
  // CHECK: cute.get<[1]> (%t2) : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.tile<"_">
  %r1 = cute.get<[1]> (%t2)
          : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.tile<"_">
  // ComposedLayout operand: mode 0 applied to outer B, inner+offset preserved
  // CHECK: cute.get<[0]> (%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
  %r2 = cute.get<[0]> (%cl)
          : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0]}> : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.tile<"(4,8):(1,4)">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [1]}> : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.tile<"_">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0]}> : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">

// -----

// Seed 003: modes of a static layout; stride and coord kinds; a dynamic leaf.
// CHECK-LABEL: func.func @seed003
// CHECK: cute.get<[0]> (%l) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"(4,2):(1,4)">
// CHECK: cute.get<[0, 1]> (%l) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
// CHECK: cute.get<[1]> (%d) : !cute.stride<"(1,?@0)"> -> !cute.stride<"?@0">
// CHECK: cute.get<[0]> (%c) : !cute.coord<"(_,?{i64})"> -> !cute.coord<"_">
func.func @seed003(%d: !cute.stride<"(1,?@0)">, %c: !cute.coord<"(_,?{i64})">) {
  %l = cute.static : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">
  %m0 = cute.get<[0]> (%l) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"(4,2):(1,4)">
  %m01 = cute.get<[0, 1]> (%l) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
  %x = cute.get<[1]> (%d) : !cute.stride<"(1,?@0)"> -> !cute.stride<"?@0">
  %y = cute.get<[0]> (%c) : !cute.coord<"(_,?{i64})"> -> !cute.coord<"_">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0]}> : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"(4,2):(1,4)">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0, 1]}> : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [1]}> : !cute.stride<"(1,?@0)"> -> !cute.stride<"?@0">
// DSL: cute.get(%{{[^ ,)]+}}) <{mode = [0]}> : !cute.coord<"(_,?{i64})"> -> !cute.coord<"_">
