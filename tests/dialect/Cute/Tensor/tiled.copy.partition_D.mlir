// The CuTe DSL 4.8.1's cute.tiled.copy.partition_D: a thread's destination partition by a tiled copy (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tiled_copy_partition_D
// CHECK: %s = cute.tiled.copy.partition_D(%a0, %a1, %a2) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, gmem, "(16,128):(1,1024)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
func.func @tiled_copy_partition_D(%a0: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, %a1: !cute.memref<f32, gmem, "(16,128):(1,1024)">, %a2: !cute.coord<"?">) {
  %s = cute.tiled.copy.partition_D(%a0, %a1, %a2) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, gmem, "(16,128):(1,1024)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.tiled.copy.partition_D(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.memref<f32, gmem, "(16,128):(1,1024)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
