// extension-ops.md, cute.dice (the result type is inferred): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// (the DSL form holds the coordinate as a property, which the seed's spelling cannot write: no seed re-print)

// the modes where the coordinate is an integer
// CHECK-LABEL: func.func @f0
// CHECK: cute.dice(%x, %c) : !cute.layout<"(4,2,3):(1,4,32)">, !cute.coord<"(1,_,2)">
// CHECK: func.return %r : !cute.layout<"(4,3):(1,32)">
func.func @f0(%x: !cute.layout<"(4,2,3):(1,4,32)">, %c: !cute.coord<"(1,_,2)">) -> !cute.layout<"(4,3):(1,32)"> {
  %r = cute.dice(%x, %c) : !cute.layout<"(4,2,3):(1,4,32)">, !cute.coord<"(1,_,2)">
  func.return %r : !cute.layout<"(4,3):(1,32)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.dice(%{{[^ ,)]+}}, "(1,_,2)") : (!cute.layout<"(4,2,3):(1,4,32)">) -> !cute.layout<"(4,3):(1,32)">

// -----

// a shape
// CHECK-LABEL: func.func @f1
// CHECK: cute.dice(%x, %c) : !cute.shape<"(4,(8,2))">, !cute.coord<"(_,(1,_))">
// CHECK: func.return %r : !cute.shape<"(8)">
func.func @f1(%x: !cute.shape<"(4,(8,2))">, %c: !cute.coord<"(_,(1,_))">) -> !cute.shape<"(8)"> {
  %r = cute.dice(%x, %c) : !cute.shape<"(4,(8,2))">, !cute.coord<"(_,(1,_))">
  func.return %r : !cute.shape<"(8)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.dice(%{{[^ ,)]+}}, "(_,(1,_))") : (!cute.shape<"(4,(8,2))">) -> !cute.shape<"(8)">

// -----

// a composed layout dices B
// CHECK-LABEL: func.func @f2
// CHECK: cute.dice(%x, %c) : !cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">, !cute.coord<"(1,_,2)">
// CHECK: func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o (2,3):(1,8)">
func.func @f2(%x: !cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">, %c: !cute.coord<"(1,_,2)">) -> !cute.composed_layout<"S<1,2,3> o 0 o (2,3):(1,8)"> {
  %r = cute.dice(%x, %c) : !cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">, !cute.coord<"(1,_,2)">
  func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o (2,3):(1,8)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.dice(%{{[^ ,)]+}}, "(1,_,2)") : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">) -> !cute.composed_layout<"S<1,2,3> o 0 o (2,3):(1,8)">

// -----

// dynamic leaves of the input
// CHECK-LABEL: func.func @f3
// CHECK: cute.dice(%x, %c) : !cute.layout<"(?,8):(1,?)">, !cute.coord<"(_,0)">
// CHECK: func.return %r : !cute.layout<"(8):(?)">
func.func @f3(%x: !cute.layout<"(?,8):(1,?)">, %c: !cute.coord<"(_,0)">) -> !cute.layout<"(8):(?)"> {
  %r = cute.dice(%x, %c) : !cute.layout<"(?,8):(1,?)">, !cute.coord<"(_,0)">
  func.return %r : !cute.layout<"(8):(?)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.dice(%{{[^ ,)]+}}, "(_,0)") : (!cute.layout<"(?,8):(1,?)">) -> !cute.layout<"(8):(?)">
