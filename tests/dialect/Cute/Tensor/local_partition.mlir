// The CuTe DSL 4.8.1's cute.local_partition: CuTe local_partition (not modelled: the result type is the declared one).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @local_partition
// CHECK: %p = cute.local_partition(%a0, %a1, %a2) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.layout<"(4,8):(8,1)">, i32) -> !cute.memref<f32, gmem, "(4,16):(1,8192)">
func.func @local_partition(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a1: !cute.layout<"(4,8):(8,1)">, %a2: i32) {
  %p = cute.local_partition(%a0, %a1, %a2) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.layout<"(4,8):(8,1)">, i32) -> !cute.memref<f32, gmem, "(4,16):(1,8192)">
  func.return
}
// The DSL 4.8.1 rejects it: 'cute.local_partition' op inferred type(s) '!cute.memref<f32, gmem, "(4,16):(4,8192)">' are incompatible with return type(s) of operation '!cute.memref<f32, gmem, "(4,16):(1,8192)">'
// DSL: builtin.module
