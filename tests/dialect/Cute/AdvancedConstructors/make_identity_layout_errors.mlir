// extension-ops.md, cute.make_identity_layout (paper §5.3.1): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the input is a shape
func.func @e0(%x: !cute.int_tuple<"(2,4)">) {
  // expected-error@+1 {{'cute.make_identity_layout' op operand #0 must be Cute shape type, but got '!cute.int_tuple<"(2,4)">'}}
  %r = cute.make_identity_layout(%x) : !cute.int_tuple<"(2,4)"> -> !cute.layout<"(2,4):(1@0,1@1)">
  func.return
}

// -----

// the declared result is checked
func.func @e1(%x: !cute.shape<"(2,4)">) {
  // expected-error@+2 {{'cute.make_identity_layout' op failed to infer returned types}}
  // expected-error@+1 {{'cute.make_identity_layout' op inferred type(s) '!cute.layout<"(2,4):(1@0,1@1)">' are incompatible with return type(s) of operation '!cute.layout<"(2,4):(1,2)">'}}
  %r = cute.make_identity_layout(%x) : !cute.shape<"(2,4)"> -> !cute.layout<"(2,4):(1,2)">
  func.return
}
