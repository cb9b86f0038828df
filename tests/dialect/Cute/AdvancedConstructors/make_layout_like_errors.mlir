// extension-ops.md, cute.make_layout_like: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the source is a layout
func.func @e0(%x: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.make_layout_like' op operand #0 must be  Generalized layout type of CuTe , but got '!cute.shape<"(4,8)">'}}
  %r = cute.make_layout_like(%x) : !cute.shape<"(4,8)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// a '?' stride orders after the static ones (CuTe, issue 12): (4,?):(?,1), not column-major
func.func @e1(%x: !cute.layout<"(4,?):(?,1)">) {
  // expected-error@+2 {{'cute.make_layout_like' op failed to infer returned types}}
  // expected-error@+1 {{'cute.make_layout_like' op inferred type(s) '!cute.layout<"(4,?):(?,1)">' are incompatible with return type(s) of operation '!cute.layout<"(4,?):(1,4)">'}}
  %r = cute.make_layout_like(%x) : !cute.layout<"(4,?):(?,1)"> -> !cute.layout<"(4,?):(1,4)">
  func.return
}
