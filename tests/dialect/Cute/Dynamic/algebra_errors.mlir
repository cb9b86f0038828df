// Algebra ops on dynamic leaves (issue 12): where CuTe needs static input, its words; where the static
// leaves already break the paper's conditions (CuTe DSL 4.8.1 answers these wrongly), the condition.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// CuTe DSL: a product of a dynamic A
func.func @e0(%a: !cute.layout<"(4,?):(1,4)">, %b: !cute.layout<"4:1">) {
  // expected-error@+2 {{'cute.logical_product' op failed to infer returned types}}
  // expected-error@+1 {{expects `input` to be static, but got '!cute.layout<"(4,?):(1,4)">'}}
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(4,?):(1,4)">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
  func.return
}

// -----

// CuTe sorts the complement's strides: static ones, or a single mode
func.func @e1(%a: !cute.layout<"(3,4):(?,1)">, %c: !cute.shape<"12">) {
  // expected-error@+2 {{'cute.complement' op failed to infer returned types}}
  // expected-error@+1 {{'cute.complement' op expects input with static strides for layouts with more than one mode, but '!cute.layout<"(3,4):(?,1)">' has dynamic strides with rank 2}}
  %r = cute.complement(%a, %c) : (!cute.layout<"(3,4):(?,1)">, !cute.shape<"12">) -> !cute.layout<"1:0">
  func.return
}

// -----

// eq. 9 on the static leaves: CuTe DSL gives (2,3):(6,3), wrong at c = 2
func.func @e2(%a: !cute.layout<"(4,6,?):(2,3,5)">, %b: !cute.layout<"6:3">) {
  // expected-error@+2 {{'cute.composition' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composition' op stride divisibility (eq. 9) fails: the stride 3 left of B does not divide the mode extent 4 of A, and B's 6 elements run past it (A = (4,6,?):(2,3,5), B = 6:3)}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,6,?):(2,3,5)">, !cute.layout<"6:3">) -> !cute.layout<"(2,3):(6,3)">
  func.return
}

// -----

// a right inverse needs a static shape (the DSL 4.8.1's MLIR's words)
func.func @e3(%a: !cute.layout<"(4,?):(1,4)">) {
  // expected-error@+1 {{'cute.right_inverse' op input layout (4,?):(1,4) has a dynamic shape and is not supported.}}
  %r = cute.right_inverse(%a) : (!cute.layout<"(4,?):(1,4)">) -> !cute.layout<"4:1">
  func.return
}

// -----

// §5.5.2: (B, B*) must cover Z_|A|; B = (2,2):(1,3) misses offset 2 and |A| >= 4
func.func @e4(%a: !cute.layout<"(?,4):(1,?)">, %b: !cute.layout<"(2,2):(1,3)">) {
  // expected-error@+2 {{'cute.logical_divide' op failed to infer returned types}}
  // expected-error@+1 {{'cute.logical_divide' op logical divide needs (B, B*) to cover Z_|A| = Z_?{div=4} (|A| >= 4) (paper §5.5.2), but the tiler B = (2,2):(1,3) and its complement miss the offset 2}}
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"(2,2):(1,3)">) -> !cute.layout<"4:1">
  func.return
}
