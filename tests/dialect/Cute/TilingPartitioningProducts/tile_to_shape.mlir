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

// -----

// The order is a ranking of the modes (the DSL 4.8.1's block-scaled GEMM's scale-factor layout;
// NVIDIA's MLIR infers the same type).
// CHECK-LABEL: func.func @ranked_order
// CHECK: -> !cute.layout<"(((32,4),2),((32,4),4),(1,4)):(((16,4),2048),((0,1),512),(0,4096))">
func.func @ranked_order(%a: !cute.layout<"((32,4),(32,4)):((16,4),(0,1))">, %s: !cute.shape<"(256,512,4)">, %o: !cute.int_tuple<"(2,1,3)">) {
  %r = "cute.tile_to_shape"(%a, %s, %o) : (!cute.layout<"((32,4),(32,4)):((16,4),(0,1))">, !cute.shape<"(256,512,4)">, !cute.int_tuple<"(2,1,3)">) -> !cute.layout<"(((32,4),2),((32,4),4),(1,4)):(((16,4),2048),((0,1),512),(0,4096))">
  func.return
}
