// Seed 000, cute.composed_get_inner: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// operand is not a composed_layout
func.func @not_composed(%l: !cute.layout<"(4,5):(1,4)">) {
  // expected-error@+1 {{'cute.composed_get_inner' op operand #0 must be CuTe composed layout type, but got '!cute.layout<"(4,5):(1,4)">'}}
  %a = cute.composed_get_inner(%l)
         : !cute.layout<"(4,5):(1,4)"> -> !cute.layout<"(4,5):(1,4)">
  func.return
}

// -----

// declared result kind does not match the input's A
// (input has affine A, but result is declared as a swizzle)
func.func @kind(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+2 {{'cute.composed_get_inner' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composed_get_inner' op inferred type(s) '!cute.layout<"(4,5):(1,4)">' are incompatible with return type(s) of operation '!cute.swizzle<"S<3,5,4>">'}}
  %a = cute.composed_get_inner(%cl)
         : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
        -> !cute.swizzle<"S<3,5,4>">
  func.return
}

// -----

// declared result value does not match the input's A
func.func @value(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+2 {{'cute.composed_get_inner' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.layout<"(4,5):(1,4)">' are incompatible with return type(s) of operation '!cute.layout<"(2,3):(1,2)">'}}
  %a = cute.composed_get_inner(%cl)
         : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
        -> !cute.layout<"(2,3):(1,2)">
  func.return
}
