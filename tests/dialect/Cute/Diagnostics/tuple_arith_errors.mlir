// Diagnostics in NVIDIA's words (issue 11): the tuple arithmetic ops' checks.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @mul_kinds(%a: !cute.shape<"(4,8)">, %b: !cute.int_tuple<"(2,2)">) {
  // expected-error@+1 {{'cute.tuple_mul' op failed to verify that `lhs` and `rhs` must have the same kind}}
  %r = cute.tuple_mul(%a, %b) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(2,2)">) -> !cute.shape<"(8,16)">
  func.return
}

// -----

func.func @div_result_kind(%a: !cute.shape<"(4,8)">, %b: !cute.shape<"(2,2)">) {
  // expected-error@+1 {{'cute.tuple_div' op failed to verify that `lhs` and `result` must have the same kind}}
  %r = cute.tuple_div(%a, %b) : (!cute.shape<"(4,8)">, !cute.shape<"(2,2)">) -> !cute.int_tuple<"(2,4)">
  func.return
}

// -----

func.func @mod_nested(%a: !cute.int_tuple<"((4,6),8)">, %b: !cute.int_tuple<"(3,5)">) {
  // expected-error@+2 {{arith op on '!cute.int_tuple<"((4,6),8)">' and '!cute.int_tuple<"(3,5)">' is not supported}}
  // expected-error@+1 {{'cute.tuple_mod' op failed to infer returned types}}
  %r = cute.tuple_mod(%a, %b) : (!cute.int_tuple<"((4,6),8)">, !cute.int_tuple<"(3,5)">) -> !cute.int_tuple<"((1,1),3)">
  func.return
}

// -----

func.func @sub_scalar(%a: !cute.int_tuple<"7">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+2 {{arith op on '!cute.int_tuple<"7">' and '!cute.int_tuple<"(1,2)">' is not supported}}
  // expected-error@+1 {{'cute.tuple_sub' op failed to infer returned types}}
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"7">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(6,5)">
  func.return
}

// -----

func.func @div_scalar_zero(%a: !cute.int_tuple<"(6,9)">, %b: !cute.int_tuple<"0">) {
  // expected-error@+2 {{arith div by zero is not supported, rhs '!cute.int_tuple<"0">'}}
  // expected-error@+1 {{'cute.tuple_div' op failed to infer returned types}}
  %r = cute.tuple_div(%a, %b) : (!cute.int_tuple<"(6,9)">, !cute.int_tuple<"0">) -> !cute.int_tuple<"(6,9)">
  func.return
}

// -----

// an incongruent layout inside a composed layout is NVIDIA's error layout x:x
// expected-error@+1 {{expects no error(`x`) in layout, but got "S<1,2,3> o 0 o x:x"}}
func.func @composed_incongruent(%a: !cute.composed_layout<"S<1,2,3> o 0 o (2,3):(1,2,4)">) {
  func.return
}

// -----

// a composed layout's offset is added to outer(0): a scalar offset and a tuple outer(0) do not add
// expected-error@+1 {{expects `crd2idx(0, outer)` and `offset` are addable, but got (0,0) and 3}}
func.func @composed_offset(%a: !cute.composed_layout<"(6,2):(1,3) o 3 o (2,3):(1@1,2@0)">) {
  func.return
}
