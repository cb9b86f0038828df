// Seed 000, cute.layout_eval: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $coord's profile is not congruent with $layout's shape.
func.func @profile(%crd: !cute.coord<"(1,2,3)">, %layout: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+3 {{expects coordinate rank 2 (to match layout shape rank) or be a leaf, but got 3}}
  // expected-note-re@+2 {{coordinate {{.*}}is not weakly congruent to the shape}}
  // expected-error@+1 {{'cute.layout_eval' op failed to infer returned types}}
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
  func.return
}

// -----

// $result's value disagrees with the dot product.
func.func @value(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.layout_eval' op failed to infer returned types}}
  // expected-error@+1 {{'cute.layout_eval' op inferred type(s) '!cute.int_tuple<"9">' are incompatible with return type(s) of operation '!cute.int_tuple<"10">'}}
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"10">
  func.return
}

// -----

// $result's structure disagrees with the basis-aware dot product.
func.func @structure(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1@0,1@1)">) {
  // expected-error@+2 {{'cute.layout_eval' op failed to infer returned types}}
  // expected-error@+1 {{'cute.layout_eval' op inferred type(s) '!cute.int_tuple<"(1,2)">' are incompatible with return type(s) of operation '!cute.int_tuple<"9">'}}
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"9">
  func.return
}

// -----

// a coordinate with '_' slices, it does not evaluate
func.func @underscore(%crd: !cute.coord<"(_,2)">, %layout: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.layout_eval' op failed to infer returned types}}
  // expected-error@+1 {{'cute.layout_eval' op coordinate contains '_': use slice() to slice a layout}}
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(_,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  func.return
}

// -----

// $layout is a layout or composed layout
func.func @kind(%crd: !cute.coord<"(1,2)">, %t: !cute.tile<"[(4,8):(1,4)]">) {
  // expected-error@+1 {{'cute.layout_eval' op operand #1 must be !cute.layout or !cute.composed_layout, but got '!cute.tile<"[(4,8):(1,4)]">'}}
  %idx = cute.layout_eval(%crd, %t) : (!cute.coord<"(1,2)">, !cute.tile<"[(4,8):(1,4)]">) -> !cute.int_tuple<"9">
  func.return
}
