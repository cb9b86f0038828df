// The CuTe DSL 4.8.1's cute.recast_iter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<i8, smem, align<16>>) {
  // expected-error@+2 {{'cute.recast_iter' op expects same src/dst address space or one of the src/dst addrspace is generic}}
  // expected-note@+1 {{expects the same address space, but got smem and gmem}}
  %p = cute.recast_iter(%a0) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, gmem, align<16>>
  func.return
}

