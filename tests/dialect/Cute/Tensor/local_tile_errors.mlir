// The CuTe DSL 4.8.1's cute.local_tile: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.tile<"[4:1;8:1]">, %a2: !cute.coord<"(?,?)">) {
  // expected-error@+1 {{'cute.local_tile' op operand #0 must be ViewTypeInterface instance, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %t = cute.local_tile(%a0, %a1, %a2) : (!cute.ptr<f32, gmem, align<16>>, !cute.tile<"[4:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
