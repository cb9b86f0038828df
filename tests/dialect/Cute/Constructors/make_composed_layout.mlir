// Seed 000, cute.make_composed_layout: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// Layout A, scalar offset, static outer
// CHECK-LABEL: func.func @layout_a
// CHECK: cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
func.func @layout_a(%a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> {
  %cl = cute.make_composed_layout(%a, %off, %b)
          : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return %cl : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_composed_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">

// -----

// Swizzle A, zero offset, static outer
// CHECK-LABEL: func.func @swizzle_a
// CHECK: cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
func.func @swizzle_a(%sw: !cute.swizzle<"S<3,5,4>">, %off: !cute.int_tuple<"0">, %b: !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> {
  %cl = cute.make_composed_layout(%sw, %off, %b)
          : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">,
             !cute.layout<"(8,4):(1,8)">)
         -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  func.return %cl : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_composed_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">

// -----

// Tuple offset with a scaled-basis B; dynamic leaves flow into the result.
// CHECK-LABEL: func.func @tuple_offset
// CHECK: -> !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">
// CHECK: -> !cute.composed_layout<"(?,4):(1,?) o ? o (2,3):(1,2)">
func.func @tuple_offset(%a: !cute.layout<"(6,2):(1,3)">, %off: !cute.int_tuple<"(2,1)">, %b: !cute.layout<"(2,3):(1@1,2@0)">,
                        %da: !cute.layout<"(?,4):(1,?)">, %doff: !cute.int_tuple<"?">, %db: !cute.layout<"(2,3):(1,2)">) {
  %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(6,2):(1,3)">, !cute.int_tuple<"(2,1)">, !cute.layout<"(2,3):(1@1,2@0)">) -> !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">
  %dl = cute.make_composed_layout(%da, %doff, %db) : (!cute.layout<"(?,4):(1,?)">, !cute.int_tuple<"?">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(?,4):(1,?) o ? o (2,3):(1,2)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_composed_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">
// DSL: cute.make_composed_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.composed_layout<"(?,4):(1,?) o ? o (2,3):(1,2)">
