// extension-ops.md, cute.make_layout_like: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the source is a layout
func.func @e0(%x: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.make_layout_like' op operand #0 must be !cute.layout or !cute.composed_layout, but got '!cute.shape<"(4,8)">'}}
  %r = cute.make_layout_like(%x) : !cute.shape<"(4,8)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// an order of '?' strides cannot be decided
func.func @e1(%x: !cute.layout<"(4,?):(?,1)">) {
  // expected-error@+2 {{'cute.make_layout_like' op failed to infer returned types}}
  // expected-error@+1 {{'cute.make_layout_like' op cannot decide}}
  %r = cute.make_layout_like(%x) : !cute.layout<"(4,?):(?,1)"> -> !cute.layout<"(4,?):(?,1)">
  func.return
}
