// extension-ops.md, cute.recast_layout: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// bit widths are positive
func.func @e0(%x: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.recast_layout' op failed to infer returned types}}
  // expected-error@+1 {{'cute.recast_layout' op recast needs positive bit widths, got <0,8>}}
  %r = cute.recast_layout<0, 8> (%x) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// input kind
func.func @e1(%x: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.recast_layout' op operand #0 must be  Generalized layout type of CuTe , but got '!cute.shape<"(4,8)">'}}
  %r = cute.recast_layout<16, 8> (%x) : !cute.shape<"(4,8)"> -> !cute.shape<"(4,8)">
  func.return
}

// -----

// the declared result is checked
func.func @e2(%x: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.recast_layout' op failed to infer returned types}}
  // expected-error@+1 {{'cute.recast_layout' op inferred type(s) '!cute.layout<"(2,8):(1,2)">' are incompatible with return type(s) of operation '!cute.layout<"(4,8):(1,4)">'}}
  %r = cute.recast_layout<16, 8> (%x) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}
