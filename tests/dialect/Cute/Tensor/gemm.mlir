// The CuTe DSL 4.8.1's cute.gemm: a GEMM by a tiled MMA (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @gemm
// CHECK: cute.gemm(%a0, %a1, %a2, %a3, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
func.func @gemm(%a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a2: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a3: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  cute.gemm(%a0, %a1, %a2, %a3, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.gemm(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
