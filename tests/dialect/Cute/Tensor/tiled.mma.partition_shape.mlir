// The CuTe DSL 4.8.1's cute.tiled.mma.partition_shape: the shape of an MMA partition (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tiled_mma_partition_shape
// CHECK: %p = cute.tiled.mma.partition_shape C (%a0, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(128,8)">) -> !cute.shape<"(1,8,8)">
func.func @tiled_mma_partition_shape(%a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %a1: !cute.shape<"(128,8)">) {
  %p = cute.tiled.mma.partition_shape C (%a0, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(128,8)">) -> !cute.shape<"(1,8,8)">
  func.return
}
// The DSL 4.8.1 rejects it: 'cute.tiled.mma.partition_shape' op inferred type(s) '!cute.shape<"(1,8,1)">' are incompatible with return type(s) of operation '!cute.shape<"(1,8,8)">'
// DSL: builtin.module
