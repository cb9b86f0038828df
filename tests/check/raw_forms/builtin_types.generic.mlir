"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi1>, vector<2xf32>, f8E4M3FN, f8E5M2, index, memref<4x?xf32, 3>, tensor<4xf32>, tuple<i32, f32>, complex<f32>, !llvm.ptr<3>, !llvm.struct<(i32, f32)>, bf16, tf32, f4E2M1FN, f6E2M3FN, f8E8M0FNU, vector<[4]xf16>, !llvm.array<4 x i32>, vector<2x4xf16>, ui8) -> i32, sym_name = "types"}> ({
  ^bb0(%arg0: vector<4xi1>, %arg1: vector<2xf32>, %arg2: f8E4M3FN, %arg3: f8E5M2, %arg4: index, %arg5: memref<4x?xf32, 3>, %arg6: tensor<4xf32>, %arg7: tuple<i32, f32>, %arg8: complex<f32>, %arg9: !llvm.ptr<3>, %arg10: !llvm.struct<(i32, f32)>, %arg11: bf16, %arg12: tf32, %arg13: f4E2M1FN, %arg14: f6E2M3FN, %arg15: f8E8M0FNU, %arg16: vector<[4]xf16>, %arg17: !llvm.array<4 x i32>, %arg18: vector<2x4xf16>, %arg19: ui8):
    %0 = "arith.index_cast"(%arg4) : (index) -> i32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<2xf32>) -> f32
    %3 = "arith.addf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "llvm.load"(%arg9) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
    %5 = "arith.addi"(%0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "vector.extract"(%arg18) <{static_position = array<i64: 0>}> : (vector<2x4xf16>) -> vector<4xf16>
    %7 = "arith.extui"(%arg0) : (vector<4xi1>) -> vector<4xi32>
    %8 = "vector.reduction"(%7) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xi32>) -> i32
    %9 = "arith.addi"(%5, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "cute.make_shape"(%9) : (i32) -> !cute.shape<"(?,4)">
    %11 = "cute.make_layout"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,4)">) -> !cute.layout<"(?,4):(1,?)">
    "cute.print"(%11) <{fmt = "layout {}\0A"}> : (!cute.layout<"(?,4):(1,?)">) -> ()
    "cute.print"() <{fmt = "text only\0A"}> : () -> ()
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
