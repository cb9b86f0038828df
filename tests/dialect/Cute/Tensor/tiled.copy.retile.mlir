// The CuTe DSL 4.8.1's cute.tiled.copy.retile: a tensor retiled for a tiled copy (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tiled_copy_retile
// CHECK: %r = cute.tiled.copy.retile(%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
func.func @tiled_copy_retile(%a0: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  %r = cute.tiled.copy.retile(%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
  func.return
}
// The DSL 4.8.1 rejects it: NVIDIA's MLIR aborts on it:   what():  std::get: wrong index for variant
// DSL: builtin.module
