// Seed 000, cute.print: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $value is any CuTe type
func.func @not_cute(%x: i32) {
  // expected-error@+1 {{'cute.print' op operand #0 must be !cute.int_tuple or !cute.shape or !cute.stride or !cute.coord or !cute.layout or !cute.composed_layout or !cute.swizzle or !cute.tile, but got 'i32'}}
  cute.print(%x) : i32
  func.return
}

// -----

// cute.print produces no result
func.func @result(%x: !cute.shape<"4">) {
  // expected-error@+1 {{Operation has 0 results, but was given 1 to bind.}}
  %r = cute.print(%x) : !cute.shape<"4">
  func.return
}
