// The CuTe DSL 4.8.1's cute.tuple.product: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.layout<"4:1">) {
  // expected-error@+1 {{'cute.tuple.product' op operand #0 must be !cute.int_tuple or !cute.shape}}
  %p = cute.tuple.product(%a0) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
  func.return
}
