// The CuTe DSL 4.8.1's cute.kernel_smem_size: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad() {
  // expected-error@+1 {{should be of base attribute symbol_ref}}
  %s = cute.kernel_smem_size "k" : i64
  func.return
}
