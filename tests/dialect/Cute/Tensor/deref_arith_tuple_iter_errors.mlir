// The CuTe DSL 4.8.1's cute.deref_arith_tuple_iter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{expects input type implementing ArithTupleIteratorType, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %t = cute.deref_arith_tuple_iter(%a0) : !cute.ptr<f32, gmem, align<16>>
  func.return
}
