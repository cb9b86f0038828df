// extension-ops.md, cute.make_identity_layout (paper §5.3.1): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// one basis per mode
// CHECK-LABEL: func.func @f0
// CHECK: cute.make_identity_layout(%x) : !cute.shape<"(2,4)"> -> !cute.layout<"(2,4):(1@0,1@1)">
// CHECK: func.return %r : !cute.layout<"(2,4):(1@0,1@1)">
func.func @f0(%x: !cute.shape<"(2,4)">) -> !cute.layout<"(2,4):(1@0,1@1)"> {
  %r = cute.make_identity_layout(%x) : !cute.shape<"(2,4)"> -> !cute.layout<"(2,4):(1@0,1@1)">
  func.return %r : !cute.layout<"(2,4):(1@0,1@1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_identity_layout(%{{[^ ,)]+}}) : !cute.layout<"(2,4):(1@0,1@1)">

// -----

// nested modes get nested bases
// CHECK-LABEL: func.func @f1
// CHECK: cute.make_identity_layout(%x) : !cute.shape<"(4,(2,3))"> -> !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">
// CHECK: func.return %r : !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">
func.func @f1(%x: !cute.shape<"(4,(2,3))">) -> !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))"> {
  %r = cute.make_identity_layout(%x) : !cute.shape<"(4,(2,3))"> -> !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">
  func.return %r : !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_identity_layout(%{{[^ ,)]+}}) : !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">

// -----

// a dynamic extent
// CHECK-LABEL: func.func @f2
// CHECK: cute.make_identity_layout(%x) : !cute.shape<"(?,8)"> -> !cute.layout<"(?,8):(1@0,1@1)">
// CHECK: func.return %r : !cute.layout<"(?,8):(1@0,1@1)">
func.func @f2(%x: !cute.shape<"(?,8)">) -> !cute.layout<"(?,8):(1@0,1@1)"> {
  %r = cute.make_identity_layout(%x) : !cute.shape<"(?,8)"> -> !cute.layout<"(?,8):(1@0,1@1)">
  func.return %r : !cute.layout<"(?,8):(1@0,1@1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_identity_layout(%{{[^ ,)]+}}) : !cute.layout<"(?,8):(1@0,1@1)">
