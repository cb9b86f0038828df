// extension-ops.md, cute.tile_to_shape: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// each mode of the shape is a multiple of the block's
func.func @e0(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(5,4)">) {
  // expected-error@+1 {{'cute.tile_to_shape' op tile_to_shape: mode 0 of the shape has size 5, not a multiple of the block's size 2}}
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(5,4)">) -> !cute.layout<"(5,4):(1,5)">
  func.return
}

// -----

// the block's rank fits the shape's
func.func @e1(%a: !cute.layout<"(2,2,2):(1,2,4)">, %s: !cute.shape<"(6,4)">) {
  // expected-error@+1 {{'cute.tile_to_shape' op the block (2,2,2):(1,2,4) has rank 3 > rank 2 of the shape}}
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2,2):(1,2,4)">, !cute.shape<"(6,4)">) -> !cute.layout<"(6,4):(1,6)">
  func.return
}

// -----

// the order is an int_tuple
func.func @e2(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(6,4)">, %o: !cute.coord<"(1,0)">) {
  // expected-error@+1 {{'cute.tile_to_shape' op operand #2 must be !cute.int_tuple, but got '!cute.coord<"(1,0)">'}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">, !cute.coord<"(1,0)">) -> !cute.layout<"((2,3),4):((1,8),2)">
  func.return
}
