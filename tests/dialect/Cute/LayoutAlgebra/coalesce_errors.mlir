// extension-ops.md, cute.coalesce (paper §5.2): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the target profile is not longer than the layout
func.func @e0(%x: !cute.layout<"(4,8):(1,4)">, %p: !cute.coord<"(1,1,1)">) {
  // expected-error@+2 {{unable to coalesce `input` of type '!cute.layout<"(4,8):(1,4)">'}}
  // expected-error@+1 {{'cute.coalesce' op failed to infer returned types}}
  %r = cute.coalesce(%x, %p) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,1,1)">) -> !cute.layout<"32:1">
  func.return
}

// -----

// input kind
func.func @e1(%x: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.coalesce' op operand #0 must be  Generalized layout type of CuTe  or ViewTypeInterface instance, but got '!cute.shape<"(4,8)">'}}
  %r = cute.coalesce(%x) : (!cute.shape<"(4,8)">) -> !cute.shape<"32">
  func.return
}

// -----

// the profile is a coord
func.func @e2(%x: !cute.layout<"(4,8):(1,4)">, %p: !cute.int_tuple<"(1,1)">) {
  // expected-error@+1 {{'cute.coalesce' op operand #1 must be Cute coord type, but got '!cute.int_tuple<"(1,1)">'}}
  %r = cute.coalesce(%x, %p) : (!cute.layout<"(4,8):(1,4)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// the declared result is checked
func.func @e3(%x: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.coalesce' op failed to infer returned types}}
  // expected-error@+1 {{'cute.coalesce' op inferred type(s) '!cute.layout<"32:1">' are incompatible with return type(s) of operation '!cute.layout<"(4,8):(1,4)">'}}
  %r = cute.coalesce(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// at most a layout and a profile
func.func @e4(%x: !cute.layout<"(4,8):(1,4)">, %p: !cute.coord<"(1,1)">) {
  // expected-error@+1 {{'cute.coalesce' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %r = cute.coalesce(%x, %p, %p) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,1)">, !cute.coord<"(1,1)">) -> !cute.layout<"32:1">
  func.return
}
