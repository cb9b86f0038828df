// Seed 000, cute.to_int_tuple: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @to_int_tuple
func.func @to_int_tuple(%s: !cute.shape<"(4,8)">, %st: !cute.stride<"(1,4)">, %c: !cute.coord<"(0,1)">,
                        %i: !cute.int_tuple<"(2,3)">, %ds: !cute.shape<"(?,8)">, %ns: !cute.shape<"(4,(2,3),8)">,
                        %dst: !cute.stride<"(8,?)">) {
  // Per-kind static casts.
  // CHECK: cute.to_int_tuple(%s) : !cute.shape<"(4,8)"> -> !cute.int_tuple<"(4,8)">
  // CHECK: cute.to_int_tuple(%st) : !cute.stride<"(1,4)"> -> !cute.int_tuple<"(1,4)">
  // CHECK: cute.to_int_tuple(%c) : !cute.coord<"(0,1)"> -> !cute.int_tuple<"(0,1)">
  %it0 = cute.to_int_tuple(%s)  : !cute.shape<"(4,8)">  -> !cute.int_tuple<"(4,8)">
  %it1 = cute.to_int_tuple(%st) : !cute.stride<"(1,4)"> -> !cute.int_tuple<"(1,4)">
  %it2 = cute.to_int_tuple(%c)  : !cute.coord<"(0,1)">  -> !cute.int_tuple<"(0,1)">
  // Identity: int_tuple -> int_tuple.
  // CHECK: cute.to_int_tuple(%i) : !cute.int_tuple<"(2,3)"> -> !cute.int_tuple<"(2,3)">
  %it3 = cute.to_int_tuple(%i) : !cute.int_tuple<"(2,3)"> -> !cute.int_tuple<"(2,3)">
  // Dynamic source — `?` leaves flow through.
  // CHECK: cute.to_int_tuple(%ds) : !cute.shape<"(?,8)"> -> !cute.int_tuple<"(?,8)">
  %it4 = cute.to_int_tuple(%ds) : !cute.shape<"(?,8)"> -> !cute.int_tuple<"(?,8)">
  // Nested tuple — hierarchical structure preserved.
  // CHECK: cute.to_int_tuple(%ns) : !cute.shape<"(4,(2,3),8)"> -> !cute.int_tuple<"(4,(2,3),8)">
  %it5 = cute.to_int_tuple(%ns)
           : !cute.shape<"(4,(2,3),8)"> -> !cute.int_tuple<"(4,(2,3),8)">
  // Dynamic stride leaf preserved through the cast.
  // CHECK: cute.to_int_tuple(%dst) : !cute.stride<"(8,?)"> -> !cute.int_tuple<"(8,?)">
  %it6 = cute.to_int_tuple(%dst)
           : !cute.stride<"(8,?)"> -> !cute.int_tuple<"(8,?)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.shape<"(4,8)"> to !cute.int_tuple<"(4,8)">
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.stride<"(1,4)"> to !cute.int_tuple<"(1,4)">
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.coord<"(0,1)"> to !cute.int_tuple<"(0,1)">
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.int_tuple<"(2,3)"> to !cute.int_tuple<"(2,3)">
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.shape<"(?,8)"> to !cute.int_tuple<"(?,8)">
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.shape<"(4,(2,3),8)"> to !cute.int_tuple<"(4,(2,3),8)">
// DSL: cute.to_int_tuple(%{{[^ ,)]+}}) : !cute.stride<"(8,?)"> to !cute.int_tuple<"(8,?)">
