// extension-ops.md, cute.composition (paper §5.3, eq. 6): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// stride divisibility, paper eq. 9
func.func @e0(%a: !cute.layout<"(4,6,8):(2,3,5)">, %b: !cute.layout<"6:3">) {
  // expected-error@+2 {{'cute.composition' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composition' op stride divisibility (eq. 9) fails: S̄_1 = 4 and d = 3 divide neither way}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,6,8):(2,3,5)">, !cute.layout<"6:3">) -> !cute.layout<"6:6">
  func.return
}

// -----

// shape divisibility, paper eq. 10
func.func @e1(%a: !cute.layout<"(4,6,8):(2,3,5)">, %b: !cute.layout<"6:1">) {
  // expected-error@+1 {{'cute.composition' op unable to compute the following composition: '!cute.layout<"(4,6,8):(2,3,5)">' o '!cute.layout<"6:1">'}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,6,8):(2,3,5)">, !cute.layout<"6:1">) -> !cute.layout<"6:2">
  func.return
}

// -----

// the declared result is checked
func.func @e2(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) {
  // expected-error@+2 {{'cute.composition' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composition' op inferred type(s) '!cute.layout<"(5,4):(8,2)">' are incompatible with return type(s) of operation '!cute.layout<"(5,4):(4,1)">'}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(4,1)">
  func.return
}

// -----

// a stride is not a composition rhs
func.func @e3(%a: !cute.layout<"(20):(2)">, %b: !cute.stride<"(4,1)">) {
  // expected-error@+1 {{'cute.composition' op operand #1 must be Tile-like types, e.g. LayoutType, ShapeType, TileType, but got '!cute.stride<"(4,1)">'}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(20):(2)">, !cute.stride<"(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  func.return
}

// -----

// '?' leaves take CuTe's structure (issue 12): min(ceil(?/2), 4) elements of the first mode, the rest beyond
func.func @e4(%a: !cute.layout<"(?,8):(1,?)">, %b: !cute.layout<"4:2">) {
  // expected-error@+2 {{'cute.composition' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composition' op inferred type(s) '!cute.layout<"(?,?):(2,?)">' are incompatible with return type(s) of operation '!cute.layout<"4:2">'}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"4:2">) -> !cute.layout<"4:2">
  func.return
}
