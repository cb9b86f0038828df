// --cute-to-base converts every cute type, not only the lowered ops' (seed 000: full conversion):
// func.func signatures and declarations, func.call and func.return, scf.for iter_args and block
// arguments, scf.if results and scf.yield.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// CHECK-LABEL: func.func private @external(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, i32) -> !llvm.struct<(i32, i64)>
// CHECK-LABEL: func.func @callee(%l: !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, %n: i32) -> (!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, !llvm.struct<()>) {
// CHECK-NEXT:    [[S:%.+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT:    func.return %l, [[S]] : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, !llvm.struct<()>
// CHECK-LABEL: func.func @caller(%l: !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, %n: i32) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT:    [[R:%[^ ,]+]], {{%[^ ,]+}} = func.call @callee(%l, %n) : (!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, i32) -> (!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, !llvm.struct<()>)
// CHECK-NEXT:    [[C:%.+]] = func.call @external([[R]], %n) : (!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>, i32) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:    func.return [[C]] : !llvm.struct<(i32, i64)>
func.func private @external(!cute.layout<"(?,8):(1,?)">, i32) -> !cute.coord<"(?,?{i64})">

func.func @callee(%l: !cute.layout<"(?,8):(1,?)">, %n: i32) -> (!cute.layout<"(?,8):(1,?)">, !cute.swizzle<"S<2,3,3>">) {
  %s = cute.static : !cute.swizzle<"S<2,3,3>">
  func.return %l, %s : !cute.layout<"(?,8):(1,?)">, !cute.swizzle<"S<2,3,3>">
}

func.func @caller(%l: !cute.layout<"(?,8):(1,?)">, %n: i32) -> !cute.coord<"(?,?{i64})"> {
  %r:2 = func.call @callee(%l, %n) : (!cute.layout<"(?,8):(1,?)">, i32) -> (!cute.layout<"(?,8):(1,?)">, !cute.swizzle<"S<2,3,3>">)
  %c = func.call @external(%r#0, %n) : (!cute.layout<"(?,8):(1,?)">, i32) -> !cute.coord<"(?,?{i64})">
  func.return %c : !cute.coord<"(?,?{i64})">
}

// -----

// CHECK-LABEL: func.func @loop(%lb: index, %ub: index, %step: index, %m: i32, %flag: i1) -> !llvm.struct<(i32)> {
// CHECK-NEXT:    [[U:%.+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT:    [[INIT:%.+]] = llvm.insertvalue %m, [[U]][0] : !llvm.struct<(i32)>
// CHECK-NEXT:    [[OUT:%.+]] = scf.for %iv = %lb to %ub step %step iter_args([[ACC:%.+]] = [[INIT]]) -> (!llvm.struct<(i32)>) {
// CHECK-NEXT:      [[X:%.+]] = llvm.extractvalue [[ACC]][0] : !llvm.struct<(i32)>
// CHECK-NEXT:      arith.constant 4 : i64
// CHECK-NEXT:      [[Y:%.+]] = arith.addi [[X]], %m : i32
// CHECK-NEXT:      [[NEXT:%.+]] = scf.if %flag -> (!llvm.struct<(i32)>) {
// CHECK-NEXT:        [[U2:%.+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT:        [[S:%.+]] = llvm.insertvalue [[Y]], [[U2]][0] : !llvm.struct<(i32)>
// CHECK-NEXT:        scf.yield [[S]] : !llvm.struct<(i32)>
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield [[ACC]] : !llvm.struct<(i32)>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield [[NEXT]] : !llvm.struct<(i32)>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return [[OUT]] : !llvm.struct<(i32)>
func.func @loop(%lb: index, %ub: index, %step: index, %m: i32, %flag: i1) -> !cute.shape<"(?,4)"> {
  %init = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %out = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (!cute.shape<"(?,4)">) {
    %x:2 = cute.get_scalars(%acc) : !cute.shape<"(?,4)">
    %y = arith.addi %x#0, %m : i32
    %next = scf.if %flag -> (!cute.shape<"(?,4)">) {
      %s = cute.make_shape(%y) : (i32) -> !cute.shape<"(?,4)">
      scf.yield %s : !cute.shape<"(?,4)">
    } else {
      scf.yield %acc : !cute.shape<"(?,4)">
    }
    scf.yield %next : !cute.shape<"(?,4)">
  }
  func.return %out : !cute.shape<"(?,4)">
}
