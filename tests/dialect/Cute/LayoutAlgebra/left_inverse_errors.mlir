// extension-ops.md, cute.left_inverse (paper §5.4.3, Table 6): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// a left inverse needs an injective layout
func.func @e0(%x: !cute.layout<"(2,2):(1,1)">) {
  // expected-error@+2 {{'cute.left_inverse' op failed to infer returned types}}
  // expected-error@+1 {{'cute.left_inverse' op left_inverse needs an injective layout: the mode 2:1 reaches 2 > 1, the next larger stride}}
  %r = cute.left_inverse(%x) : (!cute.layout<"(2,2):(1,1)">) -> !cute.layout<"2:1">
  func.return
}

// -----

// the input is static
func.func @e1(%x: !cute.layout<"(4,?):(1,4)">) {
  // expected-error@+3 {{'cute.left_inverse' op failed to infer returned types}}
  // expected-error@+2 {{unable to compute the left inverse of '!cute.layout<"(4,?):(1,4)">'}}
  // expected-note@+1 {{(CuTe needs it static)}}
  %r = cute.left_inverse(%x) : (!cute.layout<"(4,?):(1,4)">) -> !cute.layout<"32:1">
  func.return
}

// -----

// input kind
func.func @e2(%x: !cute.composed_layout<"S<1,2,3> o 0 o 8:1">) {
  // expected-error@+1 {{'cute.left_inverse' op operand #0 must be CuTe Layout Type, but got '!cute.composed_layout<"S<1,2,3> o 0 o 8:1">'}}
  %r = cute.left_inverse(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o 8:1">) -> !cute.layout<"8:1">
  func.return
}

// -----

// the declared result is checked
func.func @e3(%x: !cute.layout<"(4,8):(8,1)">) {
  // expected-error@+2 {{'cute.left_inverse' op failed to infer returned types}}
  // expected-error@+1 {{'cute.left_inverse' op inferred type(s) '!cute.layout<"(8,4):(4,1)">' are incompatible with return type(s) of operation '!cute.layout<"32:1">'}}
  %r = cute.left_inverse(%x) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"32:1">
  func.return
}
