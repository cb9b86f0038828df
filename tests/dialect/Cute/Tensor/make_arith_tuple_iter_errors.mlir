// The CuTe DSL 4.8.1's cute.make_arith_tuple_iter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.int_tuple<"(?,0)">) {
  // expected-error@+2 {{'cute.make_arith_tuple_iter' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.arith_tuple_iter<"(?,0)">' are incompatible}}
  %i = cute.make_arith_tuple_iter(%a0) : (!cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(0,0)">
  func.return
}
