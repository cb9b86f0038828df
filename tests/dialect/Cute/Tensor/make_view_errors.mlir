// The CuTe DSL 4.8.1's cute.make_view: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.layout<"(16,128):(1,512)">) {
  // expected-error@+1 {{inferred type(s)}}
  %v = cute.make_view(%a0, %a1) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
