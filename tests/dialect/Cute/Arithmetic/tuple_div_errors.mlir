// The CuTe DSL 4.8.1's cute.tuple_div: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.int_tuple<"(4,8)">, %a1: !cute.int_tuple<"(1,0)">) {
  // expected-error@+2 {{arith div by zero is not supported, rhs '!cute.int_tuple<"(1,0)">'}}
  // expected-error@+1 {{'cute.tuple_div' op failed to infer returned types}}
  %r = cute.tuple_div(%a0, %a1) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.int_tuple<"(4,8)">
  func.return
}
