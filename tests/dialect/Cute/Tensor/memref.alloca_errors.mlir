// The CuTe DSL 4.8.1's cute.memref.alloca: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.layout<"(4,2):(2,1)">) {
  // expected-error@+1 {{expects the layout '(4,2):(1,4)' of the result}}
  %r = cute.memref.alloca(%a0) : !cute.memref<f32, rmem, "(4,2):(1,4)">
  func.return
}
