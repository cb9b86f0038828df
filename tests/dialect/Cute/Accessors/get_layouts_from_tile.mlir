// Seed 000 / 003, cute.get_layouts_from_tile: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// Two-layout tile: two results
// CHECK-LABEL: func.func @two
// CHECK: %l0, %l1 = cute.get_layouts_from_tile(%t) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
// CHECK: func.return %l0, %l1 : !cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">
func.func @two(%t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">) {
  %l0, %l1 = cute.get_layouts_from_tile(%t)
               : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
  func.return %l0, %l1 : !cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_layouts_from_tile(%{{[^ ,)]+}}) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">

// -----

// Tile with an underscore: only layout slots are returned
// CHECK-LABEL: func.func @underscore
// CHECK: %l0 = cute.get_layouts_from_tile(%t) : !cute.tile<"[4:1;_]">
// CHECK: func.return %l0 : !cute.layout<"4:1">
func.func @underscore(%t: !cute.tile<"[4:1;_]">) -> !cute.layout<"4:1"> {
  %l0 = cute.get_layouts_from_tile(%t) : !cute.tile<"[4:1;_]">
  func.return %l0 : !cute.layout<"4:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_layouts_from_tile(%{{[^ ,)]+}}) : !cute.tile<"[4:1;_]">

// -----

// Nested tile (tile of tiles): DFS flatten yields all layout leaves
// CHECK-LABEL: func.func @nested
// CHECK: func.return %l0, %l1, %l2, %l3 : !cute.layout<"4:1">, !cute.layout<"2:1">, !cute.layout<"3:1">, !cute.layout<"5:1">
func.func @nested(%t: !cute.tile<"[4:1;[2:1;3:1];5:1]">) -> (!cute.layout<"4:1">, !cute.layout<"2:1">, !cute.layout<"3:1">, !cute.layout<"5:1">) {
  %l0, %l1, %l2, %l3 = cute.get_layouts_from_tile(%t)
                        : !cute.tile<"[4:1;[2:1;3:1];5:1]">
  func.return %l0, %l1, %l2, %l3 : !cute.layout<"4:1">, !cute.layout<"2:1">, !cute.layout<"3:1">, !cute.layout<"5:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_layouts_from_tile(%{{[^ ,)]+}}) : !cute.tile<"[4:1;[2:1;3:1];5:1]">

// -----

// Tile with a dynamic layout slot: the dynamic positions flow through
// CHECK-LABEL: func.func @dynamic
// CHECK: func.return %l0, %l1 : !cute.layout<"(?,4):(1,?)">, !cute.layout<"(2,3):(1,2)">
func.func @dynamic(%t: !cute.tile<"[(?,4):(1,?);(2,3):(1,2)]">) -> (!cute.layout<"(?,4):(1,?)">, !cute.layout<"(2,3):(1,2)">) {
  %l0, %l1 = cute.get_layouts_from_tile(%t)
               : !cute.tile<"[(?,4):(1,?);(2,3):(1,2)]">
  func.return %l0, %l1 : !cute.layout<"(?,4):(1,?)">, !cute.layout<"(2,3):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_layouts_from_tile(%{{[^ ,)]+}}) : !cute.tile<"[(?,4):(1,?);(2,3):(1,2)]">

// -----

// Seed 003: the layouts of [(4,8):(1,4);_;(2,3):(1,2)], written in the generic form
// CHECK-LABEL: func.func @seed003
// CHECK: %a, %b = cute.get_layouts_from_tile(%t) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
func.func @seed003() {
  %t = cute.static : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
  %a, %b = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) -> (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,3):(1,2)">)
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
// DSL: cute.get_layouts_from_tile(%{{[^ ,)]+}}) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
