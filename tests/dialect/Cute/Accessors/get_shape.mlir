// Seed 000 / 003, cute.get_shape: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @get_shape
func.func @get_shape(%l: !cute.layout<"(4,8):(1,4)">, %cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
                     %t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) {
  // From a layout
  // CHECK: cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
  %s0 = cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
  // From a composed layout — returns B layout's shape
  // CHECK: cute.get_shape(%cl) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.shape<"(8,4)">
  %s1 = cute.get_shape(%cl)
          : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
         -> !cute.shape<"(8,4)">
  // From a tile — one shape entry per layout slot
  // CHECK: cute.get_shape(%t) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.shape<"((4,8),(2,3))">
  %s2 = cute.get_shape(%t)
          : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
         -> !cute.shape<"((4,8),(2,3))">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_shape(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"(4,8)">
// DSL: cute.get_shape(%{{[^ ,)]+}}) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.shape<"(8,4)">
// DSL: cute.get_shape(%{{[^ ,)]+}}) : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.shape<"((4,8),(2,3))">

// -----

// Seed 003: shape and stride of a static layout; a dynamic extent.
// CHECK-LABEL: func.func @seed003
// CHECK: cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
// CHECK: cute.get_shape(%dl) : !cute.layout<"(?{i64},8):(1,?)"> -> !cute.shape<"(?{i64},8)">
func.func @seed003(%dl: !cute.layout<"(?{i64},8):(1,?)">) {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  %s = cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
  %d = cute.get_shape(%dl) : !cute.layout<"(?{i64},8):(1,?)"> -> !cute.shape<"(?{i64},8)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"(4,8):(1,4)">
// DSL: cute.get_shape(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"(4,8)">
// DSL: cute.get_shape(%{{[^ ,)]+}}) : (!cute.layout<"(?{i64},8):(1,?)">) -> !cute.shape<"(?{i64},8)">
