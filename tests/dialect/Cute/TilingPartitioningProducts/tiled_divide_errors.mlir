// extension-ops.md, cute.tiled_divide (paper §5.5.2): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the composition inside must exist (eq. 9)
func.func @e0(%a: !cute.layout<"(4,6,8):(2,3,5)">, %b: !cute.layout<"6:3">) {
  // expected-error@+2 {{'cute.tiled_divide' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tiled_divide' op stride divisibility (eq. 9) fails}}
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"(4,6,8):(2,3,5)">, !cute.layout<"6:3">) -> !cute.layout<"(6,8):(6,4)">
  func.return
}

// -----

// a coord is not a tiler
func.func @e1(%a: !cute.layout<"(8,16):(20,1)">, %b: !cute.coord<"(4,8)">) {
  // expected-error@+1 {{'cute.tiled_divide' op operand #1 must be Tile-like types, e.g. LayoutType, ShapeType, TileType, but got '!cute.coord<"(4,8)">'}}
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.coord<"(4,8)">) -> !cute.layout<"((4,8),2,2):((20,2),80,1)">
  func.return
}

// -----

// the declared result is checked
func.func @e2(%a: !cute.layout<"(8,16):(20,1)">, %b: !cute.tile<"[4:1;8:2]">) {
  // expected-error@+2 {{'cute.tiled_divide' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tiled_divide' op inferred type(s) '!cute.layout<"((4,8),2,2):((20,2),80,1)">' are incompatible with return type(s) of operation '!cute.layout<"(8,16):(20,1)">'}}
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"(8,16):(20,1)">
  func.return
}
