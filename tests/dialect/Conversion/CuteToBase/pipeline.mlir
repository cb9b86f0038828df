// The lowering pipeline: --cute-expand-ops reduces the IR to the ten surviving ops, --cute-to-base
// lowers them and every cute type (seed 000, Passes); with --cute-fold-static first, or as one
// -p pipeline printed generically.  No cute op or type is left; the output re-parses.
// RUN: cute-opt %s -split-input-file --cute-fold-static --cute-expand-ops --cute-to-base | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -p 'builtin.module(cute-expand-ops,cute-to-base)' -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// CHECK-NOT: {{cute\.|!cute}}

// README's example: the static size is an empty struct; (i,j) in (?,8):(8,1) is 8*i + j.
// CHECK-LABEL: func.func @offset(%m: i32, %i: i32, %j: i32) -> (!llvm.struct<()>, !llvm.struct<(i32)>) {
// CHECK:         llvm.insertvalue {{%.+}}, {{%.+}}[1] : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>
// CHECK-NEXT:    [[W:%.+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK:         [[C:%.+]] = llvm.insertvalue %j, {{%.+}}[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    [[I:%.+]] = llvm.extractvalue [[C]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    [[J:%.+]] = llvm.extractvalue [[C]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    [[EIGHT:%.+]] = arith.constant 8 : i32
// CHECK-NEXT:    [[P:%.+]] = arith.muli [[EIGHT]], [[I]] : i32
// CHECK-NEXT:    [[X:%.+]] = arith.addi [[P]], [[J]] : i32
// CHECK-NEXT:    [[U:%.+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT:    [[R:%.+]] = llvm.insertvalue [[X]], [[U]][0] : !llvm.struct<(i32)>
// CHECK-NEXT:    func.return [[W]], [[R]] : !llvm.struct<()>, !llvm.struct<(i32)>
// CHECK-NOT: {{cute\.|!cute}}
func.func @offset(%m: i32, %i: i32, %j: i32) -> (!cute.int_tuple<"8">, !cute.int_tuple<"?">) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = cute.make_stride() : () -> !cute.stride<"(8,1)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?,8):(8,1)">
  %w = cute.size<[1]> (%l) : (!cute.layout<"(?,8):(8,1)">) -> !cute.int_tuple<"8">
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(?,8):(8,1)">) -> !cute.int_tuple<"?">
  func.return %w, %x : !cute.int_tuple<"8">, !cute.int_tuple<"?">
}

// -----

// A loop printing inside scf.if: the printf declaration and format string at the module's top.
// CHECK-LABEL: builtin.module {
// CHECK-NEXT:    llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:    llvm.mlir.global internal constant @cute_print_fmt_0("%d\0A\00")
// CHECK-LABEL:   func.func @tile_loop(%m: i32, %lb: index, %ub: index, %step: index) {
// CHECK:           scf.for
// CHECK:             arith.cmpi slt
// CHECK:             scf.if
// CHECK-NEXT:          [[Y:%.+]] = llvm.extractvalue {{%.+}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT:          [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_0 : !llvm.ptr
// CHECK-NEXT:          llvm.call @printf([[FMT]], [[Y]])
// CHECK-NOT: {{cute\.|!cute}}
func.func @tile_loop(%m: i32, %lb: index, %ub: index, %step: index) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,8)">
  %n = cute.size (%s) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  scf.for %iv = %lb to %ub step %step {
    %i = arith.index_cast %iv : index to i32
    %c = cute.make_coord(%i, %i) : (i32, i32) -> !cute.coord<"(?,?)">
    %ok = cute.elem_less(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> i1
    %x = cute.crd2idx(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
    %y = cute.tuple_add(%x, %n) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
    scf.if %ok {
      cute.print(%y) : !cute.int_tuple<"?">
    }
  }
  func.return
}

// -----

// Through a swizzle: x ^ ((x & 0b1110000000) >> 3) of x = offset + B(c), the offset read from
// the composed layout's struct; the static B prints without arguments.
// CHECK:       @cute_print_fmt_0("S<3,4,3> o %d o (8,64):(64,1)\0A\00")
// CHECK:       @cute_print_fmt_1("(8,64):(64,1)\0A\00")
// CHECK-LABEL: func.func @swizzled(%off: i32, %i: i32, %j: i32, %l: !llvm.struct<(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>) -> !llvm.struct<(i32)> {
// CHECK:         [[OFF:%.+]] = llvm.extractvalue %l[1, 0]
// CHECK:         [[X:%.+]] = arith.addi {{%.+}}, [[OFF]] : i32
// CHECK-NEXT:    [[MASK:%.+]] = arith.constant 896 : i32
// CHECK-NEXT:    [[AND:%.+]] = arith.andi [[X]], [[MASK]] : i32
// CHECK-NEXT:    [[THREE:%.+]] = arith.constant 3 : i32
// CHECK-NEXT:    [[SH:%.+]] = arith.shrui [[AND]], [[THREE]] : i32
// CHECK-NEXT:    arith.xori [[X]], [[SH]] : i32
// CHECK:         [[OFF2:%.+]] = llvm.extractvalue %l[1, 0]
// CHECK-NEXT:    [[F0:%.+]] = llvm.mlir.addressof @cute_print_fmt_0
// CHECK-NEXT:    llvm.call @printf([[F0]], [[OFF2]])
// CHECK-NEXT:    [[F1:%.+]] = llvm.mlir.addressof @cute_print_fmt_1
// CHECK-NEXT:    llvm.call @printf([[F1]]) vararg
// CHECK-NOT: {{cute\.|!cute}}
func.func @swizzled(%off: i32, %i: i32, %j: i32, %l: !cute.composed_layout<"S<3,4,3> o ? o (8,64):(64,1)">) -> !cute.int_tuple<"?"> {
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.composed_layout<"S<3,4,3> o ? o (8,64):(64,1)">) -> !cute.int_tuple<"?">
  %b = cute.composed_get_outer(%l) : !cute.composed_layout<"S<3,4,3> o ? o (8,64):(64,1)"> -> !cute.layout<"(8,64):(64,1)">
  cute.print(%l) : !cute.composed_layout<"S<3,4,3> o ? o (8,64):(64,1)">
  cute.print(%b) : !cute.layout<"(8,64):(64,1)">
  func.return %x : !cute.int_tuple<"?">
}
