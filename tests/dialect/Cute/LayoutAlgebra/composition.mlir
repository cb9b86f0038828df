// extension-ops.md, cute.composition (paper §5.3, eq. 6): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// extension-ops.md: a layout composed with a layout
// CHECK-LABEL: func.func @f0
// CHECK: cute.composition(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
// CHECK: func.return %r : !cute.layout<"(5,4):(8,2)">
func.func @f0(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  func.return %r : !cute.layout<"(5,4):(8,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">

// -----

// paper §5.3.1: (5,3):(1,7) o 2:5 = 2:7
// CHECK-LABEL: func.func @f1
// CHECK: cute.composition(%a, %b) : (!cute.layout<"(5,3):(1,7)">, !cute.layout<"2:5">) -> !cute.layout<"2:7">
// CHECK: func.return %r : !cute.layout<"2:7">
func.func @f1(%a: !cute.layout<"(5,3):(1,7)">, %b: !cute.layout<"2:5">) -> !cute.layout<"2:7"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(5,3):(1,7)">, !cute.layout<"2:5">) -> !cute.layout<"2:7">
  func.return %r : !cute.layout<"2:7">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(5,3):(1,7)">, !cute.layout<"2:5">) -> !cute.layout<"2:7">

// -----

// paper §5.3.2: divide out then keep
// CHECK-LABEL: func.func @f2
// CHECK: cute.composition(%a, %b) : (!cute.layout<"(4,6,8,10):(2,3,5,7)">, !cute.layout<"6:12">) -> !cute.layout<"(2,3):(9,5)">
// CHECK: func.return %r : !cute.layout<"(2,3):(9,5)">
func.func @f2(%a: !cute.layout<"(4,6,8,10):(2,3,5,7)">, %b: !cute.layout<"6:12">) -> !cute.layout<"(2,3):(9,5)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,6,8,10):(2,3,5,7)">, !cute.layout<"6:12">) -> !cute.layout<"(2,3):(9,5)">
  func.return %r : !cute.layout<"(2,3):(9,5)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(4,6,8,10):(2,3,5,7)">, !cute.layout<"6:12">) -> !cute.layout<"(2,3):(9,5)">

// -----

// a tile tiler applies by mode (paper §5.3.5)
// CHECK-LABEL: func.func @f3
// CHECK: cute.composition(%a, %b) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.tile<"[3:4;8:2]">) -> !cute.layout<"(3,(2,4)):(236,(26,1))">
// CHECK: func.return %r : !cute.layout<"(3,(2,4)):(236,(26,1))">
func.func @f3(%a: !cute.layout<"(12,(4,8)):(59,(13,1))">, %b: !cute.tile<"[3:4;8:2]">) -> !cute.layout<"(3,(2,4)):(236,(26,1))"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.tile<"[3:4;8:2]">) -> !cute.layout<"(3,(2,4)):(236,(26,1))">
  func.return %r : !cute.layout<"(3,(2,4)):(236,(26,1))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.tile<"[3:4;8:2]">) -> !cute.layout<"(3,(2,4)):(236,(26,1))">

// -----

// a shape tiler is the tile <3:1, 8:1>
// CHECK-LABEL: func.func @f4
// CHECK: cute.composition(%a, %b) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.shape<"(3,8)">) -> !cute.layout<"(3,(4,2)):(59,(13,1))">
// CHECK: func.return %r : !cute.layout<"(3,(4,2)):(59,(13,1))">
func.func @f4(%a: !cute.layout<"(12,(4,8)):(59,(13,1))">, %b: !cute.shape<"(3,8)">) -> !cute.layout<"(3,(4,2)):(59,(13,1))"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.shape<"(3,8)">) -> !cute.layout<"(3,(4,2)):(59,(13,1))">
  func.return %r : !cute.layout<"(3,(4,2)):(59,(13,1))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.shape<"(3,8)">) -> !cute.layout<"(3,(4,2)):(59,(13,1))">

// -----

// a composed A composes its B
// CHECK-LABEL: func.func @f5
// CHECK: cute.composition(%a, %b) : (!cute.composed_layout<"S<3,0,3> o 0 o (8,8):(1,8)">, !cute.layout<"((4,8),2):((16,1),8)">) -> !cute.composed_layout<"S<3,0,3> o 0 o ((4,8),2):((16,1),8)">
// CHECK: func.return %r : !cute.composed_layout<"S<3,0,3> o 0 o ((4,8),2):((16,1),8)">
func.func @f5(%a: !cute.composed_layout<"S<3,0,3> o 0 o (8,8):(1,8)">, %b: !cute.layout<"((4,8),2):((16,1),8)">) -> !cute.composed_layout<"S<3,0,3> o 0 o ((4,8),2):((16,1),8)"> {
  %r = cute.composition(%a, %b) : (!cute.composed_layout<"S<3,0,3> o 0 o (8,8):(1,8)">, !cute.layout<"((4,8),2):((16,1),8)">) -> !cute.composed_layout<"S<3,0,3> o 0 o ((4,8),2):((16,1),8)">
  func.return %r : !cute.composed_layout<"S<3,0,3> o 0 o ((4,8),2):((16,1),8)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.composed_layout<"S<3,0,3> o 0 o (8,8):(1,8)">, !cute.layout<"((4,8),2):((16,1),8)">) -> !cute.composed_layout<"S<3,0,3> o 0 o ((4,8),2):((16,1),8)">

// -----

// dynamic leaves flow through when nothing about them is decided
// CHECK-LABEL: func.func @f6
// CHECK: cute.composition(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4):(1,?)">
// CHECK: func.return %r : !cute.layout<"(2,4):(1,?)">
func.func @f6(%a: !cute.layout<"(?,8):(1,?)">, %b: !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4):(1,?)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4):(1,?)">
  func.return %r : !cute.layout<"(2,4):(1,?)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composition(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4):(1,?)">
