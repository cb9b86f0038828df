// extension-ops.md, cute.slice (the result type is inferred): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// the modes where the coordinate is '_'
// CHECK-LABEL: func.func @f0
// CHECK: cute.slice(%x, %c) : !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">, !cute.coord<"(_,3)">
// CHECK: func.return %r : !cute.layout<"((2,2)):((1,8))">
func.func @f0(%x: !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">, %c: !cute.coord<"(_,3)">) -> !cute.layout<"((2,2)):((1,8))"> {
  %r = cute.slice(%x, %c) : !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">, !cute.coord<"(_,3)">
  func.return %r : !cute.layout<"((2,2)):((1,8))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.slice(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">, !cute.coord<"(_,3)">

// -----

// 
// CHECK-LABEL: func.func @f1
// CHECK: cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(_,1)">
// CHECK: func.return %r : !cute.layout<"(4):(1)">
func.func @f1(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(_,1)">) -> !cute.layout<"(4):(1)"> {
  %r = cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(_,1)">
  func.return %r : !cute.layout<"(4):(1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.slice(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(_,1)">

// -----

// a shape
// CHECK-LABEL: func.func @f2
// CHECK: cute.slice(%x, %c) : !cute.shape<"(4,(8,2))">, !cute.coord<"(1,(_,_))">
// CHECK: func.return %r : !cute.shape<"(8,2)">
func.func @f2(%x: !cute.shape<"(4,(8,2))">, %c: !cute.coord<"(1,(_,_))">) -> !cute.shape<"(8,2)"> {
  %r = cute.slice(%x, %c) : !cute.shape<"(4,(8,2))">, !cute.coord<"(1,(_,_))">
  func.return %r : !cute.shape<"(8,2)">
}
// The DSL 4.8.1 rejects this chunk: expects `input` to be view type or layout type, but got '!cute.shape<"(4,(8,2))">'

// -----

// a swizzled layout sliced as C++'s slice_and_offset (the CuTe IR's type, which the DSL 4.8.1
// infers too): S<1,2,3> is the identity on the offsets 20 + 2j reached here, so the swizzle
// decays and the offset 3 + B(1,0,2) = 20 leaves with the sliced-off part
// CHECK-LABEL: func.func @f3
// CHECK: cute.slice(%x, %c) : !cute.composed_layout<"S<1,2,3> o 3 o (2,4,3):(1,2,8)">, !cute.coord<"(1,_,2)">
// CHECK: func.return %r : !cute.composed_layout<"(4):(2)">
func.func @f3(%x: !cute.composed_layout<"S<1,2,3> o 3 o (2,4,3):(1,2,8)">, %c: !cute.coord<"(1,_,2)">) -> !cute.composed_layout<"(4):(2)"> {
  %r = cute.slice(%x, %c) : !cute.composed_layout<"S<1,2,3> o 3 o (2,4,3):(1,2,8)">, !cute.coord<"(1,_,2)">
  func.return %r : !cute.composed_layout<"(4):(2)">
}

// -----

// dynamic leaves
// CHECK-LABEL: func.func @f4
// CHECK: cute.slice(%x, %c) : !cute.layout<"(?,8):(1,?)">, !cute.coord<"(_,?)">
// CHECK: func.return %r : !cute.layout<"(?):(1)">
func.func @f4(%x: !cute.layout<"(?,8):(1,?)">, %c: !cute.coord<"(_,?)">) -> !cute.layout<"(?):(1)"> {
  %r = cute.slice(%x, %c) : !cute.layout<"(?,8):(1,?)">, !cute.coord<"(_,?)">
  func.return %r : !cute.layout<"(?):(1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.slice(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(?,8):(1,?)">, !cute.coord<"(_,?)">

// -----

// a coordinate without '_' keeps nothing: the rank-0 layout (the CuTe IR's answer)
// CHECK-LABEL: func.func @all_fixed
// CHECK: cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,2)">
func.func @all_fixed(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,2)">) -> !cute.layout<"():()"> {
  %r = cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,2)">
  func.return %r : !cute.layout<"():()">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.slice(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,2)">
