// The CuTe DSL 4.8.1's cute.filter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.shape<"(4,2)">) {
  // expected-error@+1 {{'cute.filter' op operand #0 must be !cute.layout or !cute.composed_layout}}
  %f = cute.filter(%a0) : !cute.shape<"(4,2)">
  func.return
}
