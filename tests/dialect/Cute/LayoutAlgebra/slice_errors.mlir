// extension-ops.md, cute.slice (the result type is inferred): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics


// the coordinate fits the input
func.func @e1(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,2,_)">) {
  // expected-error@+1 {{'cute.slice' op coordinate (1,2,_) is not weakly congruent to (4,8)}}
  %r = cute.slice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,2,_)">
  func.return
}

// -----

// a tile is not sliced
func.func @e2(%x: !cute.tile<"[4:1]">, %c: !cute.coord<"_">) {
  // expected-error@+1 {{'cute.slice' op operand #0 must be !cute.shape or !cute.stride or !cute.coord or !cute.int_tuple or !cute.layout or !cute.composed_layout, but got '!cute.tile<"[4:1]">'}}
  %r = cute.slice(%x, %c) : !cute.tile<"[4:1]">, !cute.coord<"_">
  func.return
}
