// extension-ops.md, cute.tile_to_shape: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// repeat a block to a shape
// CHECK-LABEL: func.func @f0
// CHECK: cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
// CHECK: func.return %r : !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
func.func @f0(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(6,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))"> {
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
  func.return %r : !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
}
// The DSL 4.8.1 rejects this chunk: 'cute.tile_to_shape' op expected 3 operands, but found 2

// -----

// in a mode order
// CHECK-LABEL: func.func @f1
// CHECK: cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,3),(2,2)):((1,8),(2,4))">
// CHECK: func.return %r : !cute.layout<"((2,3),(2,2)):((1,8),(2,4))">
func.func @f1(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(6,4)">, %o: !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,3),(2,2)):((1,8),(2,4))"> {
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,3),(2,2)):((1,8),(2,4))">
  func.return %r : !cute.layout<"((2,3),(2,2)):((1,8),(2,4))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tile_to_shape(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,3),(2,2)):((1,8),(2,4))">

// -----

// a shape that is not a multiple of the block is rounded up
// CHECK-LABEL: func.func @f2
// CHECK: cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(5,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
// CHECK: func.return %r : !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
func.func @f2(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(5,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))"> {
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(5,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
  func.return %r : !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
}
// The DSL 4.8.1 rejects this chunk: 'cute.tile_to_shape' op expected 3 operands, but found 2
