// Seed 000, cute.get_scalars: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// declared result count does not match the input's scalar count
func.func @count(%l: !cute.layout<"(4,8):(1,?)">) {
  // expected-error@+1 {{operation defines 4 results but was provided 1 to bind}}
  %s:1 = cute.get_scalars (%l) : !cute.layout<"(4,8):(1,?)">
  func.return
}

// -----

// declared result width does not match a leaf's width annotation
// (leaf is i32 ? but the result is bound to an i64 by the surrounding context)
func.func @width(%l: !cute.layout<"(4,?):(1,4)">) -> i64 {
  %d = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,?):(1,4)">
  // expected-error@+1 {{operand is used with type i64, but has been previously used or defined with type i32}}
  func.return %d : i64
}

// -----

// the same, with the result type spelled out in the generic form
func.func @width_generic(%l: !cute.layout<"(4,?):(1,4)">) {
  // expected-error@+2 {{'cute.get_scalars' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get_scalars' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'}}
  %d = "cute.get_scalars"(%l) <{only_dynamic}> : (!cute.layout<"(4,?):(1,4)">) -> i64
  func.return
}

// -----

// any CuTe type, but only CuTe types
func.func @not_cute(%x: i32) {
  // expected-error@+1 {{'cute.get_scalars' op operand #0 must be !cute.int_tuple or !cute.shape or !cute.stride or !cute.coord or !cute.layout or !cute.composed_layout or !cute.swizzle or !cute.tile, but got 'i32'}}
  %d = cute.get_scalars (%x) : i32
  func.return
}

// -----

// a static leaf is returned as an i64: it must fit one
func.func @too_big(%l: !cute.shape<"(99999999999999999999999,2)">) {
  // expected-error@+1 {{'cute.get_scalars' op static leaf 99999999999999999999999 does not fit its result type i64}}
  %a, %b = cute.get_scalars (%l) : !cute.shape<"(99999999999999999999999,2)">
  func.return
}
