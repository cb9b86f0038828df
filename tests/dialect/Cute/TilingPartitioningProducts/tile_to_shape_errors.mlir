// extension-ops.md, cute.tile_to_shape: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the order has the shape's rank
func.func @e0(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(6,4)">, %o: !cute.int_tuple<"(1,0,2)">) {
  // expected-error@+1 {{'cute.tile_to_shape' op expects target shape and order operands have same rank, but got (6,4) vs (1,0,2)}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">, !cute.int_tuple<"(1,0,2)">) -> !cute.layout<"((2,3),(2,2)):((1,8),(2,4))">
  func.return
}

// -----

// the block's rank fits the shape's
func.func @e1(%a: !cute.layout<"(2,2,2):(1,2,4)">, %s: !cute.shape<"(6,4)">) {
  // expected-error@+2 {{'cute.tile_to_shape' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tile_to_shape' op expects block layout rank <= target shape rank, but got rank 3 block and rank 2 target shape}}
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2,2):(1,2,4)">, !cute.shape<"(6,4)">) -> !cute.layout<"(6,4):(1,6)">
  func.return
}

// -----

// the order is an int_tuple
func.func @e2(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(6,4)">, %o: !cute.coord<"(1,0)">) {
  // expected-error@+1 {{'cute.tile_to_shape' op operand #2 must be IntTuple as integer or tuple of IntTuple(s), but got '!cute.coord<"(1,0)">'}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">, !cute.coord<"(1,0)">) -> !cute.layout<"((2,3),4):((1,8),2)">
  func.return
}
