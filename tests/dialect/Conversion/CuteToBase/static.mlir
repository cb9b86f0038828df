// --cute-to-base, cute.static: llvm.mlir.undef of the value's struct, which holds no
// field (seed 000: every cute type maps to an LLVM struct of its dynamic leaves only;
// a layout nests its shape and stride structs, a composed layout A, offset and B).
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// CHECK-LABEL: func.func @static_shape() -> !llvm.struct<()> {
// CHECK-NEXT:    %s = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT:    func.return %s : !llvm.struct<()>
func.func @static_shape() -> !cute.shape<"(4,8)"> {
  %s = cute.static : !cute.shape<"(4,8)">
  func.return %s : !cute.shape<"(4,8)">
}

// -----

// CHECK-LABEL: func.func @static_layout() -> !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)> {
// CHECK-NEXT:    %l = llvm.mlir.undef : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>
// CHECK-NEXT:    func.return %l
func.func @static_layout() -> !cute.layout<"(4,8):(1,4)"> {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  func.return %l : !cute.layout<"(4,8):(1,4)">
}

// -----

// A composed layout with a swizzle A: struct(struct(), offset struct, struct(shape, stride));
// a swizzle and a static tile: struct().
// CHECK-LABEL: func.func @static_composed()
// CHECK-SAME:    -> (!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>, !llvm.struct<()>, !llvm.struct<()>)
// CHECK-NEXT:    %c = llvm.mlir.undef : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>
// CHECK-NEXT:    %s = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT:    %t = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT:    func.return %c, %s, %t
// CHECK-NOT:   cute.
func.func @static_composed() -> (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.swizzle<"S<3,4,3>">, !cute.tile<"[(2,3):(1,2);_]">) {
  %c = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  %t = cute.static : !cute.tile<"[(2,3):(1,2);_]">
  func.return %c, %s, %t : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.swizzle<"S<3,4,3>">, !cute.tile<"[(2,3):(1,2);_]">
}
