// The CuTe DSL 4.8.1's cute.copy.make_fragment: a register fragment of a copy operand (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @copy_make_fragment
// CHECK: %f = cute.copy.make_fragment D (%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
func.func @copy_make_fragment(%a0: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  %f = cute.copy.make_fragment D (%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.copy.make_fragment D (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
