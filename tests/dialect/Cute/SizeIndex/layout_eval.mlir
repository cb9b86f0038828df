// Seed 000, cute.layout_eval: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @layout_eval
func.func @layout_eval(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1,4)">, %dcrd: !cute.coord<"(?,?)">,
                       %dlayout: !cute.layout<"(4,8):(1,?)">, %b: !cute.layout<"(4,8):(1@0,1@1)">,
                       %rb: !cute.layout<"(4,8):(1@1,1@0)">, %nb: !cute.layout<"((2,3),4):((1@0,1@1),1@2)">,
                       %zero: !cute.coord<"0">, %hb: !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) {
  // Static coord and layout: index resolved at compile time.
  // CHECK: cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
  %idx0 = cute.layout_eval(%crd, %layout)
            : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">)
           -> !cute.int_tuple<"9">
  // Dynamic coord, static layout: result is dynamic.
  // CHECK: cute.layout_eval(%dcrd, %layout) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
  %idx1 = cute.layout_eval(%dcrd, %layout)
            : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1,4)">)
           -> !cute.int_tuple<"?">
  // Static coord, dynamic stride: result is dynamic (depends on the stride).
  // CHECK: cute.layout_eval(%crd, %dlayout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
  %idx2 = cute.layout_eval(%crd, %dlayout)
            : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,?)">)
           -> !cute.int_tuple<"?">
  // Flat scaled-basis stride: per-basis-dim tuple result.
  // CHECK: cute.layout_eval(%crd, %b) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(1,2)">
  %idx3 = cute.layout_eval(%crd, %b)
            : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@0,1@1)">)
           -> !cute.int_tuple<"(1,2)">
  // Reversed flat basis: result is per-basis-dim — i.e. `(2,1)`.
  // CHECK: cute.layout_eval(%crd, %rb) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(2,1)">
  %idx4 = cute.layout_eval(%crd, %rb)
            : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">)
           -> !cute.int_tuple<"(2,1)">
  // Nested shape with flat-basis strides over three basis dims: `(1,0,2)`.
  // CHECK: cute.layout_eval(%crd, %nb) : (!cute.coord<"(1,2)">, !cute.layout<"((2,3),4):((1@0,1@1),1@2)">) -> !cute.int_tuple<"(1,0,2)">
  %idx5 = cute.layout_eval(%crd, %nb)
            : (!cute.coord<"(1,2)">,
               !cute.layout<"((2,3),4):((1@0,1@1),1@2)">)
           -> !cute.int_tuple<"(1,0,2)">
  // Hierarchical scaled-basis stride: result groups by *outer* basis dim.
  // CHECK: cute.layout_eval(%zero, %hb) : (!cute.coord<"0">, !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) -> !cute.int_tuple<"((0,0),0)">
  %idx6 = cute.layout_eval(%zero, %hb)
            : (!cute.coord<"0">,
               !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">)
           -> !cute.int_tuple<"((0,0),0)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(1,2)">
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(2,1)">
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"(1,2)">, !cute.layout<"((2,3),4):((1@0,1@1),1@2)">) -> !cute.int_tuple<"(1,0,2)">
// DSL: cute.crd2idx(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.coord<"0">, !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) -> !cute.int_tuple<"((0,0),0)">

// -----

// Seed 000's layout tables: the composed layouts' A(offset + B(c)), the
// hierarchical identity B(((1,2),3)) = ((1,2),3), and a swizzle A.
// CHECK-LABEL: func.func @tables
// CHECK: -> !cute.int_tuple<"7">
// CHECK: -> !cute.int_tuple<"12">
// CHECK: -> !cute.int_tuple<"((1,2),3)">
// CHECK: -> !cute.int_tuple<"611">
// CHECK: -> !cute.int_tuple<"?">
func.func @tables(%c5: !cute.coord<"5">, %cl1: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
                  %cl2: !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">,
                  %c: !cute.coord<"((1,2),3)">, %id: !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">,
                  %c93: !cute.coord<"(9,3)">, %sw: !cute.composed_layout<"S<3,5,4> o 0 o (16,64):(64,1)">,
                  %dc: !cute.coord<"(?,3)">) {
  %a = cute.layout_eval(%c5, %cl1) : (!cute.coord<"5">, !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"7">
  %b = cute.layout_eval(%c5, %cl2) : (!cute.coord<"5">, !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">) -> !cute.int_tuple<"12">
  %d = cute.layout_eval(%c, %id) : (!cute.coord<"((1,2),3)">, !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">) -> !cute.int_tuple<"((1,2),3)">
  %e = cute.layout_eval(%c93, %sw) : (!cute.coord<"(9,3)">, !cute.composed_layout<"S<3,5,4> o 0 o (16,64):(64,1)">) -> !cute.int_tuple<"611">
  %f = cute.layout_eval(%dc, %sw) : (!cute.coord<"(?,3)">, !cute.composed_layout<"S<3,5,4> o 0 o (16,64):(64,1)">) -> !cute.int_tuple<"?">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.crd2idx' op provided coordinate is not compatible with composed layout '!cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">'
