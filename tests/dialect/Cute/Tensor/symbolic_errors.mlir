// The CuTe DSL 4.8.1's cute.symbolic: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad() {
  // expected-error@+1 {{operand expected}}
  %m = cute.symbolic(1) : i32
  func.return
}
