// The builtin and LLVM types the DSL prints, wherever MLIR accepts them: function arguments,
// results of ops read as opaque, operands of cute ops.  builtin_types.generic.mlir is its twin.
module {
  func.func @types(%a: vector<4xi1>, %b: vector<2xf32>, %c: f8E4M3FN, %d: f8E5M2, %e: index, %f: memref<4x?xf32, 3>, %g: tensor<4xf32>, %h: tuple<i32, f32>, %i: complex<f32>, %j: !llvm.ptr<3>, %k: !llvm.struct<(i32, f32)>, %l: bf16, %m: tf32, %n: f4E2M1FN, %o: f6E2M3FN, %p: f8E8M0FNU, %q: vector<[4]xf16>, %r: !llvm.array<4 x i32>, %s: vector<2x4xf16>, %t: ui8) -> i32 {
    %0 = arith.index_cast %e : index to i32
    %1 = arith.constant 1.0 : f32
    %2 = vector.extract %b[1] : f32 from vector<2xf32>
    %3 = arith.addf %1, %2 : f32
    %4 = llvm.load %j : !llvm.ptr<3> -> i32
    %5 = arith.addi %0, %4 : i32
    %6 = vector.extract %s[0] : vector<4xf16> from vector<2x4xf16>
    %7 = arith.extui %a : vector<4xi1> to vector<4xi32>
    %8 = vector.reduction <add>, %7 : vector<4xi32> into i32
    %9 = arith.addi %5, %8 : i32
    %shape = cute.make_shape(%9) : (i32) -> !cute.shape<"(?,4)">
    %lay = cute.make_layout(%shape) : !cute.layout<"(?,4):(1,?)">
    cute.print("layout {}\0A", %lay) : !cute.layout<"(?,4):(1,?)">
    cute.print("text only\0A")
    return %9 : i32
  }
}
