// The CuTe DSL 4.8.1's cute.local_partition: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.layout<"(4,8):(8,1)">, %a2: i32) {
  // expected-error@+1 {{'cute.local_partition' op operand #0 must be ViewTypeInterface instance, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %p = cute.local_partition(%a0, %a1, %a2) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(4,8):(8,1)">, i32) -> !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
