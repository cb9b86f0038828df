// extension-ops.md, cute.logical_divide (paper §5.5.2): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// a tile tiler
// CHECK-LABEL: func.func @f0
// CHECK: cute.logical_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">
// CHECK: func.return %r : !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">
func.func @f0(%a: !cute.layout<"(8,16):(20,1)">, %b: !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,2),(8,2)):((20,80),(2,1))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">
  func.return %r : !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.logical_divide(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">

// -----

// paper §5.5.2: 24:3 ⊘ 8:3
// CHECK-LABEL: func.func @f1
// CHECK: cute.logical_divide(%a, %b) : (!cute.layout<"24:3">, !cute.layout<"8:3">) -> !cute.layout<"(8,3):(9,3)">
// CHECK: func.return %r : !cute.layout<"(8,3):(9,3)">
func.func @f1(%a: !cute.layout<"24:3">, %b: !cute.layout<"8:3">) -> !cute.layout<"(8,3):(9,3)"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"24:3">, !cute.layout<"8:3">) -> !cute.layout<"(8,3):(9,3)">
  func.return %r : !cute.layout<"(8,3):(9,3)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.logical_divide(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"24:3">, !cute.layout<"8:3">

// -----

// a shape tiler (4,8) is <4:1, 8:1>
// CHECK-LABEL: func.func @f2
// CHECK: cute.logical_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.shape<"(4,8)">) -> !cute.layout<"((4,2),(8,2)):((20,80),(1,8))">
// CHECK: func.return %r : !cute.layout<"((4,2),(8,2)):((20,80),(1,8))">
func.func @f2(%a: !cute.layout<"(8,16):(20,1)">, %b: !cute.shape<"(4,8)">) -> !cute.layout<"((4,2),(8,2)):((20,80),(1,8))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.shape<"(4,8)">) -> !cute.layout<"((4,2),(8,2)):((20,80),(1,8))">
  func.return %r : !cute.layout<"((4,2),(8,2)):((20,80),(1,8))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.logical_divide(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(8,16):(20,1)">, !cute.shape<"(4,8)">

// -----

// dynamic leaves flow through
// CHECK-LABEL: func.func @f3
// CHECK: cute.logical_divide(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,2),(?,?{div=4}))">
// CHECK: func.return %r : !cute.layout<"((2,?),(4,2)):((1,2),(?,?{div=4}))">
func.func @f3(%a: !cute.layout<"(?,8):(1,?)">, %b: !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,2),(?,?{div=4}))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,2),(?,?{div=4}))">
  func.return %r : !cute.layout<"((2,?),(4,2)):((1,2),(?,?{div=4}))">
}
// (the stride 4*? carries its divisor: ?{div=4}, as the DSL 4.8.1 infers it)
