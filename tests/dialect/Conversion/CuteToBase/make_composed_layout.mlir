// --cute-to-base, cute.make_composed_layout (seed 000): the struct holds A's struct, the offset's
// and B's: llvm.mlir.undef and three llvm.insertvalue.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's example: layout A, scalar offset, static outer.
// CHECK-LABEL: func.func @layout_a(%a: !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, %off: !llvm.struct<()>, %b: !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>) -> !llvm.struct<(!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)> {
// CHECK-NEXT: [[CL:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_1:%[^ ,]+]] = llvm.insertvalue %a, [[CL]][0] : !llvm.struct<(!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_2:%[^ ,]+]] = llvm.insertvalue %off, [[CL_1]][1] : !llvm.struct<(!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_3:%[^ ,]+]] = llvm.insertvalue %b, [[CL_2]][2] : !llvm.struct<(!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: func.return [[CL_3]] : !llvm.struct<(!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
func.func @layout_a(%a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> {
  %cl = cute.make_composed_layout(%a, %off, %b)
          : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return %cl : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
}

// -----

// Seed 000's example: swizzle A (an empty struct), zero offset.
// CHECK-LABEL: func.func @swizzle_a(%sw: !llvm.struct<()>, %off: !llvm.struct<()>, %b: !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>) -> !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)> {
// CHECK-NEXT: [[CL:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_1:%[^ ,]+]] = llvm.insertvalue %sw, [[CL]][0] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_2:%[^ ,]+]] = llvm.insertvalue %off, [[CL_1]][1] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_3:%[^ ,]+]] = llvm.insertvalue %b, [[CL_2]][2] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT: func.return [[CL_3]] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
func.func @swizzle_a(%sw: !cute.swizzle<"S<3,5,4>">, %off: !cute.int_tuple<"0">, %b: !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> {
  %cl = cute.make_composed_layout(%sw, %off, %b)
          : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">,
             !cute.layout<"(8,4):(1,8)">)
         -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  func.return %cl : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
}

// -----

// Dynamic leaves in A, the offset and B.
// CHECK-LABEL: func.func @dynamic(%a: !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, %o: i32, %b: !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>) -> !llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)> {
// CHECK-NEXT: [[OFF:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[OFF_1:%[^ ,]+]] = llvm.insertvalue %o, [[OFF]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[CL:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_1:%[^ ,]+]] = llvm.insertvalue %a, [[CL]][0] : !llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_2:%[^ ,]+]] = llvm.insertvalue [[OFF_1]], [[CL_1]][1] : !llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)>
// CHECK-NEXT: [[CL_3:%[^ ,]+]] = llvm.insertvalue %b, [[CL_2]][2] : !llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)>
// CHECK-NEXT: func.return [[CL_3]] : !llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)>
func.func @dynamic(%a: !cute.layout<"(4,?):(1,4)">, %o: i32, %b: !cute.layout<"(2,?{i64}):(1,2)">) -> !cute.composed_layout<"(4,?):(1,4) o ? o (2,?{i64}):(1,2)"> {
  %off = cute.make_int_tuple(%o) : (i32) -> !cute.int_tuple<"?">
  %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(4,?):(1,4)">, !cute.int_tuple<"?">, !cute.layout<"(2,?{i64}):(1,2)">) -> !cute.composed_layout<"(4,?):(1,4) o ? o (2,?{i64}):(1,2)">
  func.return %cl : !cute.composed_layout<"(4,?):(1,4) o ? o (2,?{i64}):(1,2)">
}
