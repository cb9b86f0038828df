// Seed 000, cute.get_layouts_from_tile: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// parser-level type constraint: operand is not a !cute.tile
func.func @not_tile(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+1 {{expects an input of type !cute.tile, but got '!cute.layout<"(4,8):(1,4)">'}}
  %l0 = cute.get_layouts_from_tile(%l) : !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// result-binding count: declared result count does not match the layout-leaf count
func.func @count(%t: !cute.tile<"[4:1;_;(2,3):(1,2)]">) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %l0 = cute.get_layouts_from_tile(%t) : !cute.tile<"[4:1;_;(2,3):(1,2)]">
  func.return
}

// -----

// all-underscore tile has no layout leaves (seed 000 wins over 003's empty result)
func.func @all_underscore(%t: !cute.tile<"[_;_]">) {
  // expected-error@+1 {{'cute.get_layouts_from_tile' op tile has no layout leaves (all slots are '_')}}
  cute.get_layouts_from_tile(%t) : !cute.tile<"[_;_]">
  func.return
}

// -----

// the generic form is verified the same way
func.func @generic(%t: !cute.tile<"[4:1;_;(2,3):(1,2)]">) {
  // expected-error@+2 {{'cute.get_layouts_from_tile' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get_layouts_from_tile' op inferred type(s) '!cute.layout<"4:1">', '!cute.layout<"(2,3):(1,2)">' are incompatible with return type(s) of operation '!cute.layout<"4:1">'}}
  %l0 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[4:1;_;(2,3):(1,2)]">) -> !cute.layout<"4:1">
  func.return
}
