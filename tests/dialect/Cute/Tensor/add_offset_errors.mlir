// The CuTe DSL 4.8.1's cute.add_offset: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.int_tuple<"?">) {
  // expected-error@+2 {{'cute.add_offset' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.ptr<f32, gmem>' are incompatible}}
  %p = cute.add_offset(%a0, %a1) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem, align<16>>
  func.return
}
