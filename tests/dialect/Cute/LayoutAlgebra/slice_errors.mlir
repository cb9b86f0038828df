// extension-ops.md, cute.slice (the result type is inferred): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// a coordinate not weakly congruent to the shape (NVIDIA's words; cute-sym's as the note)
func.func @e0(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,_,3)">) {
  // expected-error@+2 {{expects `coord` and shape of view are weakly congruent, but got '!cute.layout<"(4,8):(1,4)">', '!cute.coord<"(1,_,3)">'}}
  // expected-note@+1 {{is not weakly congruent}}
  %r = cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,_,3)">
  func.return
}

// -----

// the coordinate fits the input
func.func @e1(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,2,_)">) {
  // expected-error@+2 {{expects `coord` and shape of view are weakly congruent, but got '!cute.layout<"(4,8):(1,4)">', '!cute.coord<"(1,2,_)">'}}
  // expected-note@+1 {{coordinate (1,2,_) is not weakly congruent to (4,8)}}
  %r = cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,2,_)">
  func.return
}

// -----

// a tile is not sliced
func.func @e2(%x: !cute.tile<"[4:1]">, %c: !cute.coord<"_">) {
  // expected-error@+1 {{expects `input` to be view type or layout type, but got '!cute.tile<"[4:1]">'}}
  %r = cute.slice(%x, %c) : !cute.tile<"[4:1]">, !cute.coord<"_">
  func.return
}
