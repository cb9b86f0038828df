// extension-ops.md, cute.complement (paper §5.4.3, Table 7): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// interleaved modes have no ordered disjoint complement
func.func @e0(%x: !cute.layout<"(2,2):(1,1)">) {
  // expected-error@+2 {{'cute.complement' op failed to infer returned types}}
  // expected-error@+1 {{'cute.complement' op complement: the mode 2:1 of L starts below the extent 2 of the modes with smaller strides}}
  %r = cute.complement(%x) : (!cute.layout<"(2,2):(1,1)">) -> !cute.layout<"1:0">
  func.return
}

// -----

// a composed layout has no complement here
func.func @e1(%x: !cute.composed_layout<"S<1,2,3> o 0 o 8:1">) {
  // expected-error@+1 {{'cute.complement' op operand #0 must be CuTe Layout Type, but got '!cute.composed_layout<"S<1,2,3> o 0 o 8:1">'}}
  %r = cute.complement(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o 8:1">) -> !cute.layout<"1:0">
  func.return
}

// -----

// the cotarget is a layout or shape
func.func @e2(%x: !cute.layout<"4:2">, %c: !cute.int_tuple<"24">) {
  // expected-error@+1 {{'cute.complement' op operand #1 must be Tile-like types, e.g. LayoutType, ShapeType, TileType, but got '!cute.int_tuple<"24">'}}
  %r = cute.complement(%x, %c) : (!cute.layout<"4:2">, !cute.int_tuple<"24">) -> !cute.layout<"(2,3):(1,8)">
  func.return
}

// -----

// the declared result is checked
func.func @e3(%x: !cute.layout<"(4,8):(1,8)">) {
  // expected-error@+2 {{'cute.complement' op failed to infer returned types}}
  // expected-error@+1 {{'cute.complement' op inferred type(s) '!cute.layout<"2:4">' are incompatible with return type(s) of operation '!cute.layout<"(2,1):(4,64)">'}}
  %r = cute.complement(%x) : (!cute.layout<"(4,8):(1,8)">) -> !cute.layout<"(2,1):(4,64)">
  func.return
}
