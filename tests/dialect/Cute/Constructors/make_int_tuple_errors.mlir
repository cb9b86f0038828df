// Seed 000, cute.make_int_tuple: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// too few operands for the `?` slots
func.func @too_few(%n: i64) {
  // expected-error@+2 {{'cute.make_int_tuple' op expects 2 dynamic elements, but got 1}}
  // expected-note@+1 {{expects 2 operand(s), one per dynamic '?' leaf of the result type '!cute.int_tuple<"(?,?)">', but got 1}}
  %0 = cute.make_int_tuple(%n) : (i64) -> !cute.int_tuple<"(?,?)">
  func.return
}

// -----

// too many operands for the `?` slots
func.func @too_many(%m: i64, %n: i64) {
  // expected-error@+2 {{'cute.make_int_tuple' op expects 1 dynamic elements, but got 2}}
  // expected-note@+1 {{expects 1 operand(s), one per dynamic '?' leaf of the result type '!cute.int_tuple<"(?,3)">', but got 2}}
  %0 = cute.make_int_tuple(%m, %n) : (i64, i64) -> !cute.int_tuple<"(?,3)">
  func.return
}

// -----

// operand width mismatch (i64 supplied for an i32-width `?` slot)
func.func @width(%n: i64) {
  // expected-error@+2 {{'cute.make_int_tuple' op property mismatch for # 0: expected (div=1, width=32) but got (div=1, width=64)}}
  // expected-note@+1 {{operand #0 of type 'i64' fills the i32 '?' leaf #0 of the result type, but its width is i64}}
  %0 = cute.make_int_tuple(%n) : (i64) -> !cute.int_tuple<"?">
  func.return
}

// -----

// depth>0 int_tuple operand rejected
func.func @deep(%t: !cute.int_tuple<"(?,?)">) {
  // expected-error@+1 {{'cute.make_int_tuple' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.int_tuple<"(?,?)">'}}
  %0 = cute.make_int_tuple(%t)
         : (!cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?)">
  func.return
}

// -----

// a scalar int_tuple operand keeps its width
func.func @scalar_width(%t: !cute.int_tuple<"?{i64}">) {
  // expected-error@+2 {{'cute.make_int_tuple' op property mismatch for # 0: expected (div=1, width=32) but got (div=1, width=64)}}
  // expected-note@+1 {{operand #0 of type '!cute.int_tuple<"?{i64}">' fills the i32 '?' leaf #0 of the result type, but its width is i64}}
  %0 = cute.make_int_tuple(%t) : (!cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"(?)">
  func.return
}

// -----

// a static scalar operand fills an i32 '?' leaf: its value must fit i32
func.func @too_big(%c: !cute.int_tuple<"5000000000">) {
  // expected-error@+1 {{'cute.make_int_tuple' op static constant 5000000000 is not compatible with properties div=1, width=32}}
  %t = cute.make_int_tuple(%c) : (!cute.int_tuple<"5000000000">) -> !cute.int_tuple<"(?,1)">
  func.return
}
