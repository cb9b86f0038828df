// The CuTe DSL 4.8.1's cute.kernel_smem_size: the shared memory a kernel uses.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @kernel_smem_size
// CHECK: %s = cute.kernel_smem_size @kernels::@k : i64
func.func @kernel_smem_size() {
  %s = cute.kernel_smem_size @kernels::@k : i64
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.kernel_smem_size @kernels::@k : i64
