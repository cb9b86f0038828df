// The CuTe DSL 4.8.1's cute.filter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.shape<"(4,2)">) {
  // expected-error@+1 {{unable to filter input of type '!cute.shape<"(4,2)">'}}
  %f = cute.filter(%a0) : !cute.shape<"(4,2)">
  func.return
}
