// The CuTe DSL 4.8.1's cute.tiled.mma.partition: a thread's partition of an MMA operand (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tiled_mma_partition
// CHECK: %p = cute.tiled.mma.partition A (%a0, %a1, %a2) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
func.func @tiled_mma_partition(%a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %a1: !cute.memref<f32, smem, align<16>, "(128,8,3):(1,132,1056)">, %a2: !cute.coord<"?">) {
  %p = cute.tiled.mma.partition A (%a0, %a1, %a2) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.tiled.mma.partition A (%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
