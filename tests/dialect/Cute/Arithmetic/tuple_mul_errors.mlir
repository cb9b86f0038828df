// The CuTe DSL 4.8.1's cute.tuple_mul: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.int_tuple<"(4,8)">, %a1: !cute.int_tuple<"(1,2,3)">) {
  // expected-error@+2 {{'cute.tuple_mul' op failed to infer returned types}}
  // expected-error@+1 {{tuple_mul: the operands '(4,8)' and '(1,2,3)' are not congruent}}
  %r = cute.tuple_mul(%a0, %a1) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(4,16)">
  func.return
}
