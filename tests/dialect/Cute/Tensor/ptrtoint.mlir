// The CuTe DSL 4.8.1's cute.ptrtoint: a pointer as an integer.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @ptrtoint
// CHECK: %i = cute.ptrtoint(%a0) : !cute.ptr<f16, smem, align<8>> to i64
func.func @ptrtoint(%a0: !cute.ptr<f16, smem, align<8>>) {
  %i = cute.ptrtoint(%a0) : !cute.ptr<f16, smem, align<8>> to i64
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.ptrtoint(%{{[^ ,)]+}}) : !cute.ptr<f16, smem, align<8>> to i64
