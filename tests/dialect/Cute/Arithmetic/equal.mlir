// Seed 000 / 002, cute.equal: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @equal
func.func @equal(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(3,4)">, %c: !cute.shape<"(3,4)">, %d: !cute.shape<"(3,5)">,
                 %l: !cute.layout<"(4,8):(1,4)">, %m: !cute.layout<"(4,8):(1,4)">, %s: !cute.stride<"(1@0,?)">, %co: !cute.coord<"(_,?)">) {
  // Equal int_tuple — true.
  // CHECK: cute.equal(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">) -> i1
  %r0 = cute.equal(%a, %b)
          : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">)
         -> i1
  // Different shape values — false.
  // CHECK: cute.equal(%c, %d) : (!cute.shape<"(3,4)">, !cute.shape<"(3,5)">) -> i1
  %r1 = cute.equal(%c, %d)
          : (!cute.shape<"(3,4)">, !cute.shape<"(3,5)">)
         -> i1
  // Equal layout — true.
  // CHECK: cute.equal(%l, %m) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  %r2 = cute.equal(%l, %m)
          : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">)
         -> i1
  // Strides and coords with dynamic leaves.
  // CHECK: cute.equal(%s, %s) : (!cute.stride<"(1@0,?)">, !cute.stride<"(1@0,?)">) -> i1
  // CHECK: cute.equal(%co, %co) : (!cute.coord<"(_,?)">, !cute.coord<"(_,?)">) -> i1
  %r3 = cute.equal(%s, %s) : (!cute.stride<"(1@0,?)">, !cute.stride<"(1@0,?)">) -> i1
  %r4 = cute.equal(%co, %co) : (!cute.coord<"(_,?)">, !cute.coord<"(_,?)">) -> i1
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.equal(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">
// DSL: cute.equal(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.shape<"(3,4)">, !cute.shape<"(3,5)">
// DSL: cute.equal(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">
// DSL: cute.equal(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.stride<"(1@0,?)">, !cute.stride<"(1@0,?)">
// DSL: cute.equal(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.coord<"(_,?)">, !cute.coord<"(_,?)">
