// Seed 000 / 003, cute.get_leaves: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// shape: each leaf is !cute.shape — (4,(2,3)) flattens to three scalars
// CHECK-LABEL: func.func @shape
// CHECK: %s0, %s1, %s2 = cute.get_leaves(%sh) : !cute.shape<"(4,(2,3))">
// CHECK: func.return %s0, %s1, %s2 : !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"3">
func.func @shape(%sh: !cute.shape<"(4,(2,3))">) -> (!cute.shape<"4">, !cute.shape<"2">, !cute.shape<"3">) {
  %s0, %s1, %s2 = cute.get_leaves(%sh) : !cute.shape<"(4,(2,3))">
  func.return %s0, %s1, %s2 : !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"3">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.shape<"(4,(2,3))">

// -----

// stride: each leaf is !cute.stride
// CHECK-LABEL: func.func @stride
// CHECK: func.return %t0, %t1 : !cute.stride<"1">, !cute.stride<"4">
func.func @stride(%st: !cute.stride<"(1,4)">) -> (!cute.stride<"1">, !cute.stride<"4">) {
  %t0, %t1 = cute.get_leaves(%st) : !cute.stride<"(1,4)">
  func.return %t0, %t1 : !cute.stride<"1">, !cute.stride<"4">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.stride<"(1,4)">

// -----

// coord: each leaf is !cute.coord
// CHECK-LABEL: func.func @coord
// CHECK: func.return %c0, %c1 : !cute.coord<"0">, !cute.coord<"1">
func.func @coord(%co: !cute.coord<"(0,1)">) -> (!cute.coord<"0">, !cute.coord<"1">) {
  %c0, %c1 = cute.get_leaves(%co) : !cute.coord<"(0,1)">
  func.return %c0, %c1 : !cute.coord<"0">, !cute.coord<"1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.coord<"(0,1)">

// -----

// int_tuple: each leaf is !cute.int_tuple
// CHECK-LABEL: func.func @int_tuple
// CHECK: func.return %i0, %i1 : !cute.int_tuple<"1">, !cute.int_tuple<"2">
func.func @int_tuple(%it: !cute.int_tuple<"(1,2)">) -> (!cute.int_tuple<"1">, !cute.int_tuple<"2">) {
  %i0, %i1 = cute.get_leaves(%it) : !cute.int_tuple<"(1,2)">
  func.return %i0, %i1 : !cute.int_tuple<"1">, !cute.int_tuple<"2">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.int_tuple<"(1,2)">

// -----

// tile: layout slots -> !cute.layout, underscore slots -> !cute.tile<"_">
// CHECK-LABEL: func.func @tile
// CHECK: func.return %l0, %l1 : !cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">
func.func @tile(%ti: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">) {
  %l0, %l1 = cute.get_leaves(%ti) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
  func.return %l0, %l1 : !cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">

// -----

// CHECK-LABEL: func.func @tile_underscore
// CHECK: func.return %l0, %u, %l1 : !cute.layout<"(4,8):(1,4)">, !cute.tile<"_">, !cute.layout<"(2,3):(1,2)">
func.func @tile_underscore(%ti: !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) -> (!cute.layout<"(4,8):(1,4)">, !cute.tile<"_">, !cute.layout<"(2,3):(1,2)">) {
  %l0, %u, %l1 = cute.get_leaves(%ti) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
  func.return %l0, %u, %l1 : !cute.layout<"(4,8):(1,4)">, !cute.tile<"_">, !cute.layout<"(2,3):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">

// -----

// dynamic leaves keep their width; a scalar is its own only leaf
// CHECK-LABEL: func.func @dynamic
// CHECK: func.return %a, %b, %c : !cute.shape<"?{i64}">, !cute.shape<"8">, !cute.int_tuple<"?">
func.func @dynamic(%sh: !cute.shape<"(?{i64},8)">, %it: !cute.int_tuple<"?">) -> (!cute.shape<"?{i64}">, !cute.shape<"8">, !cute.int_tuple<"?">) {
  %a, %b = cute.get_leaves(%sh) : !cute.shape<"(?{i64},8)">
  %c = cute.get_leaves(%it) : !cute.int_tuple<"?">
  func.return %a, %b, %c : !cute.shape<"?{i64}">, !cute.shape<"8">, !cute.int_tuple<"?">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.shape<"(?{i64},8)">
// DSL: cute.get_leaves(%{{[^ ,)]+}}) : !cute.int_tuple<"?">
