// extension-ops.md, cute.flatten: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the result keeps the kind
func.func @e0(%x: !cute.shape<"(4,(2,3))">) {
  // expected-error@+2 {{'cute.flatten' op failed to infer returned types}}
  // expected-error@+1 {{'cute.flatten' op inferred type(s) '!cute.shape<"(4,2,3)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(4,2,3)">'}}
  %r = cute.flatten(%x) : (!cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"(4,2,3)">
  func.return
}

// -----

// a swizzle has no modes
func.func @e1(%x: !cute.swizzle<"S<1,2,3>">) {
  // expected-error@+1 {{'cute.flatten' op operand #0 must be !cute.shape, !cute.int_tuple, !cute.coord, !cute.stride, !cute.tile, !cute.layout, or !cute.composed_layout, but got '!cute.swizzle<"S<1,2,3>">'}}
  %r = cute.flatten(%x) : (!cute.swizzle<"S<1,2,3>">) -> !cute.swizzle<"S<1,2,3>">
  func.return
}
