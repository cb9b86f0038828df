// The CuTe DSL 4.8.1's cute.make_view: a tensor of an iterator and a layout.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_view
// CHECK: %v = cute.make_view(%a0, %a1) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
func.func @make_view(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.layout<"(16,128):(1,1024)">) {
  %v = cute.make_view(%a0, %a1) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.make_view(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
