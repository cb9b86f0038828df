// Seed 000 / 003, cute.crd2idx: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @crd2idx
func.func @crd2idx(%crd: !cute.coord<"(1,2)">, %shape: !cute.shape<"(4,8)">, %dcrd: !cute.coord<"(?,?)">, %dshape: !cute.shape<"(?,8)">) {
  // Static coord (1,2) on shape (4,8) -> 1*1 + 2*4 = 9.
  // CHECK: cute.crd2idx(%crd, %shape) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
  %idx0 = cute.crd2idx(%crd, %shape)
            : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">)
           -> !cute.int_tuple<"9">
  // Dynamic coord, static shape -> result is dynamic.
  // CHECK: cute.crd2idx(%dcrd, %shape) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">
  %idx1 = cute.crd2idx(%dcrd, %shape)
            : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">)
           -> !cute.int_tuple<"?">
  // Static coord, dynamic shape -> result is dynamic.
  // CHECK: cute.crd2idx(%crd, %dshape) : (!cute.coord<"(1,2)">, !cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  %idx2 = cute.crd2idx(%crd, %dshape)
            : (!cute.coord<"(1,2)">, !cute.shape<"(?,8)">)
           -> !cute.int_tuple<"?">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.crd2idx' op operand #1 must be  Generalized layout type of CuTe , but got '!cute.shape<"(4,8)">'

// -----

// Seed 003: (2,1) on (4,5) is 6.  The last extent does not weigh anything, so a
// dynamic last extent keeps the index static; nested modes recurse.
// CHECK-LABEL: func.func @more
// CHECK: -> !cute.int_tuple<"6">
// CHECK: -> !cute.int_tuple<"9">
// CHECK: -> !cute.int_tuple<"23">
func.func @more(%s: !cute.shape<"(4,?)">, %c: !cute.coord<"(1,2)">, %h: !cute.shape<"((2,2),(3,4))">, %hc: !cute.coord<"((1,1),(2,1))">) {
  %shape0 = cute.static : !cute.shape<"(4,5)">
  %c21 = cute.static : !cute.coord<"(2,1)">
  %i = cute.crd2idx(%c21, %shape0) : (!cute.coord<"(2,1)">, !cute.shape<"(4,5)">) -> !cute.int_tuple<"6">
  %j = cute.crd2idx(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,?)">) -> !cute.int_tuple<"9">
  %k = cute.crd2idx(%hc, %h) : (!cute.coord<"((1,1),(2,1))">, !cute.shape<"((2,2),(3,4))">) -> !cute.int_tuple<"23">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.crd2idx' op operand #1 must be  Generalized layout type of CuTe , but got '!cute.shape<"(4,5)">'
