// The CuTe DSL 4.8.1's cute.prefetch: a prefetch by a tiled copy (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @prefetch
// CHECK: cute.prefetch(%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">)
func.func @prefetch(%a0: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, %a1: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">) {
  cute.prefetch(%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">)
  func.return
}
// The DSL 4.8.1 rejects it: 'cute.prefetch' op operand #0 must be PrefetchAtomTypeInterface or TiledCopyType with PrefetchAtomTypeInterface copy atom, but got '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>'
// DSL: builtin.module
