// NVIDIA's !cute_nvgpu.smem_desc_view under the cute ops: wrong declared types are refused, in
// NVIDIA's words (its MLIR refuses each of these so).
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad_iter(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(4,4):(2,1024)">) {
  // expected-error@+1 {{'cute.get_iter' op failed to verify that result type should match the iterator type of the source}}
  %0 = "cute.get_iter"(%a) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(4,4):(2,1024)">) -> !cute.ptr<f16, smem>
  func.return
}

// -----

func.func @bad_slice(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">, %c: !cute.coord<"(_,_,0,?)">) {
  // expected-error@+2 {{'cute.slice' op inferred type(s) '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">' are incompatible with return type(s) of operation '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,0)">'}}
  // expected-error@+1 {{'cute.slice' op failed to infer returned types}}
  %2 = "cute.slice"(%a, %c) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">, !cute.coord<"(_,_,0,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,0)">
  func.return
}

// -----

func.func @bad_size(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) {
  // expected-error@+2 {{'cute.size' op inferred type(s) '!cute.int_tuple<"4">' are incompatible with return type(s) of operation '!cute.int_tuple<"5">'}}
  // expected-error@+1 {{'cute.size' op failed to infer returned types}}
  %3 = "cute.size"(%a) <{mode = array<i32: 2>}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"5">
  func.return
}

// -----

// expected-error@+1 {{expected SmemDescType, SmemDescCircularSM103Type, SmemDescCircularSM107Type or SmemDescSM107Type}}
func.func @bad_view(%a: !cute_nvgpu.smem_desc_view<!cute.ptr<f16, smem>, "(4,4):(2,1024)">) {
  func.return
}
