// The CuTe DSL 4.8.1's cute.make_arith_tuple_iter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.int_tuple<"(?,0)">) {
  // expected-error@+1 {{expects the value type of the iterator to be the same as the int_tuple value operand's one, but got '!cute.int_tuple<"(0,0)">' and '!cute.int_tuple<"(?,0)">' respectively}}
  %i = cute.make_arith_tuple_iter(%a0) : (!cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(0,0)">
  func.return
}
