// Diagnostics in NVIDIA's words (issue 11): the ODS type constraints of operands and results,
// MLIR's operand counts and attribute constraints, checked before the op's own checks.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// a result of a kind the op's ODS constraint does not admit
func.func @size_result(%l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+1 {{'cute.size' op result #0 must be IntTuple as integer or tuple of IntTuple(s), but got 'i32'}}
  %r = cute.size(%l) : (!cute.layout<"(2,3):(1,2)">) -> i32
  func.return
}

// -----

// the second operand of a product is a plain layout
func.func @product_rhs(%a: !cute.layout<"(2,2):(1,2)">, %b: !cute.composed_layout<"S<1,2,3> o 0 o 8:1">) {
  // expected-error@+1 {{'cute.logical_product' op operand #1 must be CuTe Layout Type, but got '!cute.composed_layout<"S<1,2,3> o 0 o 8:1">'}}
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.composed_layout<"S<1,2,3> o 0 o 8:1">) -> !cute.layout<"(2,2):(1,2)">
  func.return
}

// -----

// a divide's tiler is tile-like: a layout, a shape or a tile
func.func @divide_tiler(%a: !cute.layout<"(8,8):(1,8)">, %t: !cute.coord<"(2,2)">) {
  // expected-error@+1 {{'cute.logical_divide' op operand #1 must be Tile-like types, e.g. LayoutType, ShapeType, TileType, but got '!cute.coord<"(2,2)">'}}
  %r = "cute.logical_divide"(%a, %t) : (!cute.layout<"(8,8):(1,8)">, !cute.coord<"(2,2)">) -> !cute.layout<"(8,8):(1,8)">
  func.return
}

// -----

// the index of a local partition is an i32 or i64
func.func @partition_index(%t: !cute.memref<f32, gmem, "(16,16):(1,16)">, %l: !cute.layout<"(4,4):(4,1)">, %i: i16) {
  // expected-error@+1 {{'cute.local_partition' op operand #2 must be 32-bit signless integer or 64-bit signless integer, but got 'i16'}}
  %r = "cute.local_partition"(%t, %l, %i) : (!cute.memref<f32, gmem, "(16,16):(1,16)">, !cute.layout<"(4,4):(4,1)">, i16) -> !cute.memref<f32, gmem, "(4,4):(1,16)">
  func.return
}

// -----

// elem_less gives an i1
func.func @elem_less_result(%a: !cute.coord<"(1,2)">, %b: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.elem_less' op result #0 must be 1-bit signless integer, but got 'index'}}
  %r = "cute.elem_less"(%a, %b) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> index
  func.return
}

// -----

// a constant has no operands
func.func @static_operand(%a: i32) {
  // expected-error@+1 {{'cute.static' op requires zero operands}}
  %r = "cute.static"(%a) : (i32) -> !cute.shape<"4">
  func.return
}

// -----

// a size takes one operand
func.func @size_none() {
  // expected-error@+1 {{'cute.size' op requires a single operand}}
  %r = "cute.size"() : () -> !cute.int_tuple<"4">
  func.return
}

// -----

// a composition takes two
func.func @composition_three(%a: !cute.layout<"4:1">) {
  // expected-error@+1 {{'cute.composition' op expected 2 operands, but found 3}}
  %r = "cute.composition"(%a, %a, %a) : (!cute.layout<"4:1">, !cute.layout<"4:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
  func.return
}

// -----

// filter_zeros takes a layout and at most one stride
func.func @filter_zeros_none() {
  // expected-error@+1 {{'cute.filter_zeros' op expected 1 or more operands, but found 0}}
  %r = "cute.filter_zeros"() : () -> !cute.layout<"4:1">
  func.return
}
