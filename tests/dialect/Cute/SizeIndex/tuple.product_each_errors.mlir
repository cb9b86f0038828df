// The CuTe DSL 4.8.1's cute.tuple.product_each: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.layout<"4:1">) {
  // expected-error@+1 {{'cute.tuple.product_each' op operand #0 must be IntTuple as integer or tuple of IntTuple(s) or Cute shape type, but got '!cute.layout<"4:1">'}}
  %p = cute.tuple.product_each(%a0) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
  func.return
}
