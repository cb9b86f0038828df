// Both passes in one pipeline, in either spelling; the output round-trips, and only the
// ten surviving ops (constructors, static, print, get_scalars) remain.
// RUN: cute-opt %s --cute-fold-static --cute-expand-ops | filecheck %s
// RUN: cute-opt %s -p cute-fold-static,cute-expand-ops | cute-opt | filecheck %s
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-expand-ops,cute-fold-static)' -mlir-print-op-generic | cute-opt | filecheck %s --check-prefix=REV

// CHECK-LABEL: func.func @tile_loop
// CHECK-NOT: cute.{{(size|crd2idx|get_shape|elem_less|tuple_add)}}
// CHECK: scf.for
// CHECK: cute.make_coord
// CHECK: arith.cmpi slt
// CHECK: cute.print
// REV-LABEL: func.func @tile_loop
// REV-NOT: cute.{{(size|crd2idx|get_shape|elem_less|tuple_add)}}
// REV: cute.print
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
