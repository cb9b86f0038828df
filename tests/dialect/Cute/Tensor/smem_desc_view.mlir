// NVIDIA's !cute_nvgpu.smem_desc_view (an SM90 / SM100 MMA's shared-memory operand: a view whose
// iterator is a matrix descriptor) under the cute ops NVIDIA's MLIR takes it in (the CuTe DSL
// 4.8.1 verifies each of these): the iterator keeps its type, the layout is sliced, measured and
// divided as any view's.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @desc_view
// CHECK: cute.get_iter(%a) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
// CHECK: cute.get_layout(%a) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
// CHECK: cute.slice(%a, %c) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">, !cute.coord<"(_,_,0,?)">
// CHECK: -> !cute.int_tuple<"4">
// CHECK: -> !cute.int_tuple<"3079">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.sm107.smem_desc, "((2,2),4):((2,4),1024)">
func.func @desc_view(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">,
                     %c: !cute.coord<"(_,_,0,?)">,
                     %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.sm107.smem_desc, "(4,4):(2,1024)">,
                     %t: !cute.tile<"[2:1]">) {
  %0 = "cute.get_iter"(%a) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute_nvgpu.smem_desc
  %1 = "cute.get_layout"(%a) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute.layout<"(1,1,4,4):(0,0,2,1024)">
  %2 = "cute.slice"(%a, %c) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">, !cute.coord<"(_,_,0,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
  %3 = "cute.size"(%a) <{mode = array<i32: 2>}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"4">
  %4 = "cute.cosize"(%a) <{mode = array<i32>}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"3079">
  %5 = "cute.logical_divide"(%b, %t) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.sm107.smem_desc, "(4,4):(2,1024)">, !cute.tile<"[2:1]">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.sm107.smem_desc, "((2,2),4):((2,4),1024)">
  func.return
}

// -----

// CHECK-LABEL: func.func @desc_view_layout_ops
// CHECK: cute.group_modes
// CHECK-SAME: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((2,4),4):((1,2),1024)">
// CHECK: cute.zipped_divide
// CHECK-SAME: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((2),(1,4,4)):((1),(0,2,1024))">
// CHECK: cute.get_shape
// CHECK-SAME: -> !cute.shape<"(2,4,4)">
// CHECK: cute.coalesce
// CHECK-SAME: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(8,4):(1,1024)">
// CHECK: cute.slice
// CHECK: cute.get_shape
// CHECK-SAME: -> !cute.shape<"((128,16),1,4,4)">
func.func @desc_view_layout_ops(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,4,4):(1,2,1024)">, %t: !cute.tile<"[2:1]">, %c: !cute.coord<"(1,_,_)">,
                                %m: !cute.memref<f16, smem, align<128>, S<3,4,3>, "((128,16),1,4,4):((64,1),0,16,8192)">) {
  %0 = "cute.group_modes"(%a) <{begin = 0 : i32, end = 2 : i32}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,4,4):(1,2,1024)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((2,4),4):((1,2),1024)">
  %1 = "cute.zipped_divide"(%a, %t) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,4,4):(1,2,1024)">, !cute.tile<"[2:1]">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((2),(1,4,4)):((1),(0,2,1024))">
  %2 = "cute.get_shape"(%a) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,4,4):(1,2,1024)">) -> !cute.shape<"(2,4,4)">
  %3 = "cute.coalesce"(%a) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,4,4):(1,2,1024)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(8,4):(1,1024)">
  %4 = "cute.slice"(%a, %c) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,4,4):(1,2,1024)">, !cute.coord<"(1,_,_)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(4,4):(2,1024)">
  %5 = "cute.get_shape"(%m) : (!cute.memref<f16, smem, align<128>, S<3,4,3>, "((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
  func.return
}
