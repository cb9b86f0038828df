// Seed 000 / 003, cute.idx2crd: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @idx2crd
func.func @idx2crd(%idx: !cute.int_tuple<"9">, %shape: !cute.shape<"(4,8)">, %didx: !cute.int_tuple<"?">, %dshape: !cute.shape<"(?,8)">) {
  // Static index and shape: coord resolved at compile time.
  // CHECK: cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
  %crd0 = cute.idx2crd(%idx, %shape)
            : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">)
           -> !cute.coord<"(1,2)">
  // Dynamic index, static shape: result coord is all-dynamic.
  // CHECK: cute.idx2crd(%didx, %shape) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  %crd1 = cute.idx2crd(%didx, %shape)
            : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">)
           -> !cute.coord<"(?,?)">
  // Static index, dynamic extent: result coord is all-dynamic.
  // CHECK: cute.idx2crd(%idx, %dshape) : (!cute.int_tuple<"9">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
  %crd2 = cute.idx2crd(%idx, %dshape)
            : (!cute.int_tuple<"9">, !cute.shape<"(?,8)">)
           -> !cute.coord<"(?,?)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"9">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">

// -----

// Per-mode indices; nested shapes; the last mode is not reduced (paper eq. 1);
// a 1-D shape gives idx itself; i64 widths propagate.
// CHECK-LABEL: func.func @more
// CHECK: -> !cute.coord<"(3,1)">
// CHECK: -> !cute.coord<"((1,0),(2,1))">
// CHECK: -> !cute.coord<"(1,9)">
// CHECK: -> !cute.coord<"5">
// CHECK: -> !cute.coord<"(?{i64},?{i64})">
func.func @more(%pm: !cute.int_tuple<"(3,1)">, %s: !cute.shape<"(4,8)">, %i: !cute.int_tuple<"21">, %h: !cute.shape<"((2,2),(3,4))">,
                %big: !cute.int_tuple<"37">, %five: !cute.int_tuple<"5">, %s1: !cute.shape<"8">, %w: !cute.int_tuple<"?{i64}">) {
  %a = cute.idx2crd(%pm, %s) : (!cute.int_tuple<"(3,1)">, !cute.shape<"(4,8)">) -> !cute.coord<"(3,1)">
  %b = cute.idx2crd(%i, %h) : (!cute.int_tuple<"21">, !cute.shape<"((2,2),(3,4))">) -> !cute.coord<"((1,0),(2,1))">
  %c = cute.idx2crd(%big, %s) : (!cute.int_tuple<"37">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,9)">
  %d = cute.idx2crd(%five, %s1) : (!cute.int_tuple<"5">, !cute.shape<"8">) -> !cute.coord<"5">
  %e = cute.idx2crd(%w, %s) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(4,8)">) -> !cute.coord<"(?{i64},?{i64})">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(3,1)">, !cute.shape<"(4,8)">) -> !cute.coord<"(3,1)">
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"21">, !cute.shape<"((2,2),(3,4))">) -> !cute.coord<"((1,0),(2,1))">
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"37">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,9)">
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"5">, !cute.shape<"8">) -> !cute.coord<"5">
// DSL: cute.idx2crd(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(4,8)">) -> !cute.coord<"(?{i64},?{i64})">
