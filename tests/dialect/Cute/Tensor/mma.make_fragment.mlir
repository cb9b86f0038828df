// The CuTe DSL 4.8.1's cute.mma.make_fragment: a register fragment of an MMA operand (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @mma_make_fragment
// CHECK: %f = cute.mma.make_fragment A (%a0, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
func.func @mma_make_fragment(%a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %a1: !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">) {
  %f = cute.mma.make_fragment A (%a0, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.mma.make_fragment A (%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
