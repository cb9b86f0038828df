// extension-ops.md, cute.right_inverse (paper §5.4.1, Table 5): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the input is static
func.func @e0(%x: !cute.layout<"(4,?):(1,4)">) {
  // expected-note@+2 {{expects a static shape, but got '(4,?):(1,4)'}}
  // expected-error@+1 {{'cute.right_inverse' op input layout (4,?):(1,4) has a dynamic shape and is not supported.}}
  %r = cute.right_inverse(%x) : (!cute.layout<"(4,?):(1,4)">) -> !cute.layout<"32:1">
  func.return
}

// -----

// input kind
func.func @e1(%x: !cute.composed_layout<"S<1,2,3> o 0 o 8:1">) {
  // expected-error@+3 {{unable to compute a right inverse for input '!cute.composed_layout<"S<1,2,3> o 0 o 8:1">'}}
  // expected-note@+2 {{operand #0 must be !cute.layout, but got '!cute.composed_layout<"S<1,2,3> o 0 o 8:1">'}}
  // expected-error@+1 {{'cute.right_inverse' op failed to infer returned types}}
  %r = cute.right_inverse(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o 8:1">) -> !cute.layout<"8:1">
  func.return
}

// -----

// the declared result is checked
func.func @e2(%x: !cute.layout<"(4,8):(8,1)">) {
  // expected-error@+2 {{'cute.right_inverse' op failed to infer returned types}}
  // expected-error@+1 {{'cute.right_inverse' op inferred type(s) '!cute.layout<"(8,4):(4,1)">' are incompatible with return type(s) of operation '!cute.layout<"32:1">'}}
  %r = cute.right_inverse(%x) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"32:1">
  func.return
}
