// The CuTe DSL 4.8.1's cute.derefine: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.shape<"(3,5)">) {
  // expected-error@+1 {{needs its result type}}
  %d = cute.derefine(%a0) : !cute.shape<"(3,5)">
  func.return
}
