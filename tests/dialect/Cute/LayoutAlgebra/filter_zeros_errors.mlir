// The CuTe DSL 4.8.1's cute.filter_zeros: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.shape<"(4,2)">) {
  // expected-error@+1 {{'cute.filter_zeros' op operand #0 must be}}
  %f = cute.filter_zeros(%a0) : !cute.shape<"(4,2)">
  func.return
}
