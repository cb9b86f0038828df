// Seed 000, cute.ceil_div: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Arithmetic (tuple, tuple) operands where rank($tiler) > rank($input).
func.func @rank(%a: !cute.int_tuple<"(4,8)">, %b: !cute.int_tuple<"(2,4,2)">) {
  // expected-error@+2 {{'cute.ceil_div' op failed to infer returned types}}
  // expected-error@+1 {{'cute.ceil_div' op expects valid operands, but cannot compute ceil_div for '!cute.int_tuple<"(4,8)">' and '!cute.int_tuple<"(2,4,2)">': rank(tiler)=3 > rank(input)=2}}
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(2,4,2)">) -> !cute.int_tuple<"(2,2)">
  func.return
}

// -----

// Tiler leaf is zero.
func.func @zero(%a: !cute.int_tuple<"7">, %b: !cute.int_tuple<"0">) {
  // expected-error@+2 {{'cute.ceil_div' op failed to infer returned types}}
  // expected-error@+1 {{'cute.ceil_div' op expects valid operands, but cannot compute ceil_div for '!cute.int_tuple<"7">' and '!cute.int_tuple<"0">': tiler is zero}}
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"7">, !cute.int_tuple<"0">) -> !cute.int_tuple<"7">
  func.return
}

// -----

// $result disagrees with the case-rule value when both sides are static.
func.func @value(%a: !cute.int_tuple<"7">, %b: !cute.int_tuple<"3">) {
  // expected-error@+2 {{'cute.ceil_div' op failed to infer returned types}}
  // expected-error@+1 {{'cute.ceil_div' op inferred type(s) '!cute.int_tuple<"3">' are incompatible with return type(s) of operation '!cute.int_tuple<"2">'}}
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"7">, !cute.int_tuple<"3">) -> !cute.int_tuple<"2">
  func.return
}

// -----

// $input is an int_tuple or shape
func.func @kind(%a: !cute.coord<"7">, %b: !cute.int_tuple<"3">) {
  // expected-error@+1 {{'cute.ceil_div' op operand #0 must be IntTuple as integer or tuple of IntTuple(s) or Cute shape type, but got '!cute.coord<"7">'}}
  %r = cute.ceil_div(%a, %b) : (!cute.coord<"7">, !cute.int_tuple<"3">) -> !cute.int_tuple<"3">
  func.return
}
