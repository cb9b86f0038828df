// The CuTe DSL 4.8.1's cute.inttoptr: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: i64) {
  // expected-error@+1 {{expected 2 operand types but had 1}}
  %p = cute.inttoptr(%a0, %a0) : i64 to !cute.ptr<f16, smem>
  func.return
}
