// The CuTe DSL 4.8.1's cute.make_identity_tensor: the identity coordinate tensor of a shape.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_identity_tensor
// CHECK: %t = cute.make_identity_tensor(%a0) : !cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">
func.func @make_identity_tensor(%a0: !cute.shape<"(1024,256)">) {
  %t = cute.make_identity_tensor(%a0) : !cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_identity_tensor(%{{[^ ,)]+}}) : !cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">
