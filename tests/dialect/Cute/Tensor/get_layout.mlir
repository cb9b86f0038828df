// The CuTe DSL 4.8.1's cute.get_layout: the layout of a tensor.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @get_layout
// CHECK: %l = cute.get_layout(%a0) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
// CHECK: %k = cute.get_layout(%a1) : !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">
func.func @get_layout(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a1: !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">) {
  %l = cute.get_layout(%a0) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  %k = cute.get_layout(%a1) : !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.get_layout(%{{[^ ,)]+}}) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
// DSL: cute.get_layout(%{{[^ ,)]+}}) : !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">
