// The CuTe DSL 4.8.1's cute.make_atom: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %a = cute.make_atom() : () -> ()
  func.return
}
