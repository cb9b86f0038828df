// The CuTe DSL 4.8.1's cute.copy: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a1: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a2: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">) {
  // expected-error@+1 {{'cute.copy' op operand #0 must be CopyAtomTypeInterface instance or CopyAtomTypeInterfaceV2 instance, but got '!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">'}}
  cute.copy(%a0, %a1, %a2) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">)
  func.return
}
