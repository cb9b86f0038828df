// The CuTe DSL 4.8.1's cute.make_identity_tensor: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.make_identity_tensor' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">' are incompatible}}
  %t = cute.make_identity_tensor(%a0) : (!cute.shape<"(4,8)">) -> !cute.coord_tensor<"(0,0)", "(4,8):(1@1,1@0)">
  func.return
}
