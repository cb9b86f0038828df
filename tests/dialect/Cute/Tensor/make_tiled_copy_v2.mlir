// The CuTe DSL 4.8.1's cute.make_tiled_copy_v2: a tiled copy of an atom (v2).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_tiled_copy_v2
// CHECK: %t = cute.make_tiled_copy_v2(%a0) : !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
func.func @make_tiled_copy_v2(%a0: !cute_nvgpu.atom.universal_copy<f32>) {
  %t = cute.make_tiled_copy_v2(%a0) : !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
  func.return
}
// The DSL 4.8.1 rejects it: custom op 'cute.make_tiled_copy_v2' 'result' must be Tiled copy V2 atom type., but got '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>'
// DSL: builtin.module
