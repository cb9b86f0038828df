// Seed 000 / 002, cute.ceil_div: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @ceil_div
func.func @ceil_div(%a0: !cute.int_tuple<"7">, %b0: !cute.int_tuple<"3">, %a1: !cute.int_tuple<"(8,10)">, %b1: !cute.int_tuple<"(3,4)">,
                    %a2: !cute.int_tuple<"(8,10,6)">, %a3: !cute.int_tuple<"(8,16)">, %tile: !cute.tile<"((4,8)):((1,4))">) {
  // Scalar / scalar.
  // CHECK: cute.ceil_div(%a0, %b0) : (!cute.int_tuple<"7">, !cute.int_tuple<"3">) -> !cute.int_tuple<"3">
  %r0 = cute.ceil_div(%a0, %b0)
          : (!cute.int_tuple<"7">, !cute.int_tuple<"3">)
         -> !cute.int_tuple<"3">
  // Tuple / tuple — element-wise.
  // CHECK: cute.ceil_div(%a1, %b1) : (!cute.int_tuple<"(8,10)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3)">
  %r1 = cute.ceil_div(%a1, %b1)
          : (!cute.int_tuple<"(8,10)">, !cute.int_tuple<"(3,4)">)
         -> !cute.int_tuple<"(3,3)">
  // Tuple / tuple with extra input element passing through unchanged.
  // CHECK: cute.ceil_div(%a2, %b1) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
  %r2 = cute.ceil_div(%a2, %b1)
          : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">)
         -> !cute.int_tuple<"(3,3,6)">
  // A tile tiler may change the result profile.
  // CHECK: cute.ceil_div(%a3, %tile) : (!cute.int_tuple<"(8,16)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"4">
  %r3 = cute.ceil_div(%a3, %tile)
          : (!cute.int_tuple<"(8,16)">, !cute.tile<"((4,8)):((1,4))">)
         -> !cute.int_tuple<"4">
  func.return
}
// The DSL 4.8.1 rejects this chunk: expects TileLikeType of `tiler`, but got <block argument> of type '!cute.int_tuple<"3">' at index: 1

// -----

// Tuple / scalar consumes the tiler mode by mode; scalar / tuple divides by the
// product; shapes stay shapes; a tile of slots counts per mode; '?' propagates.
// CHECK-LABEL: func.func @cases
// CHECK: -> !cute.int_tuple<"(1,1,3)">
// CHECK: -> !cute.int_tuple<"2">
// CHECK: -> !cute.shape<"(2,3)">
// CHECK: -> !cute.shape<"(2,1,5)">
// CHECK: -> !cute.int_tuple<"(?,3)">
func.func @cases(%a: !cute.int_tuple<"(4,5,6)">, %t: !cute.int_tuple<"40">, %s: !cute.int_tuple<"12">, %u: !cute.int_tuple<"(2,3)">,
                 %sh: !cute.shape<"(8,12)">, %st: !cute.shape<"(4,4)">, %sh3: !cute.shape<"(8,12,5)">, %ti: !cute.tile<"[4:1;_]">,
                 %d: !cute.int_tuple<"(?,10)">, %b: !cute.int_tuple<"(3,4)">) {
  %r0 = cute.ceil_div(%a, %t) : (!cute.int_tuple<"(4,5,6)">, !cute.int_tuple<"40">) -> !cute.int_tuple<"(1,1,3)">
  %r1 = cute.ceil_div(%s, %u) : (!cute.int_tuple<"12">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"2">
  %r2 = cute.ceil_div(%sh, %st) : (!cute.shape<"(8,12)">, !cute.shape<"(4,4)">) -> !cute.shape<"(2,3)">
  %r3 = cute.ceil_div(%sh3, %ti) : (!cute.shape<"(8,12,5)">, !cute.tile<"[4:1;_]">) -> !cute.shape<"(2,1,5)">
  %r4 = cute.ceil_div(%d, %b) : (!cute.int_tuple<"(?,10)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(?,3)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: expects TileLikeType of `tiler`, but got <block argument> of type '!cute.int_tuple<"40">' at index: 1
