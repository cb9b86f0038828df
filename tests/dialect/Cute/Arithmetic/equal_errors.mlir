// Seed 000, cute.equal: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $lhs and $rhs have different kinds (cross-kind comparison is rejected)
func.func @kinds(%a: !cute.int_tuple<"(3,4)">, %b: !cute.shape<"(3,4)">) {
  // expected-error@+2 {{'cute.equal' op failed to infer returned types}}
  // expected-error@+1 {{'cute.equal' op expects lhs and rhs to be the same kind, but got '!cute.int_tuple<"(3,4)">' and '!cute.shape<"(3,4)">'}}
  %r = cute.equal(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.shape<"(3,4)">) -> i1
  func.return
}

// -----

// tiles are not compared
func.func @tile(%a: !cute.tile<"[4:1]">) {
  // expected-error@+1 {{'cute.equal' op operand #0 must be !cute.int_tuple or !cute.shape or !cute.coord or !cute.stride or !cute.layout, but got '!cute.tile<"[4:1]">'}}
  %r = cute.equal(%a, %a) : (!cute.tile<"[4:1]">, !cute.tile<"[4:1]">) -> i1
  func.return
}
