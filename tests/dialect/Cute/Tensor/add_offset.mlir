// The CuTe DSL 4.8.1's cute.add_offset: an iterator moved by an offset; the alignment is what the offset keeps.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @add_offset
// CHECK: %p = cute.add_offset(%a0, %a1) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
// CHECK: %q = cute.add_offset(%a0, %a2) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, gmem, align<8>>
// CHECK: %t = cute.add_offset(%a3, %a4) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,3)">) -> !cute.arith_tuple_iter<"(?,3)">
func.func @add_offset(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.int_tuple<"?">, %a2: !cute.int_tuple<"2">, %a3: !cute.arith_tuple_iter<"(0,0)">, %a4: !cute.int_tuple<"(?,3)">) {
  %p = cute.add_offset(%a0, %a1) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
  %q = cute.add_offset(%a0, %a2) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, gmem, align<8>>
  %t = cute.add_offset(%a3, %a4) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,3)">) -> !cute.arith_tuple_iter<"(?,3)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.add_offset(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
// DSL: cute.add_offset(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, gmem, align<8>>
// DSL: cute.add_offset(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?,3)">) -> !cute.arith_tuple_iter<"(?,3)">
