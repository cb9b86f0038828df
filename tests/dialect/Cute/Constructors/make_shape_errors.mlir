// Seed 000, cute.make_shape: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// too few operands for the `?` slots
func.func @too_few(%n: i64) {
  // expected-error@+2 {{'cute.make_shape' op expects 2 dynamic elements, but got 1}}
  // expected-note@+1 {{expects 2 operand(s), one per dynamic '?' leaf of the result type '!cute.shape<"(?,?)">', but got 1}}
  %0 = cute.make_shape(%n) : (i64) -> !cute.shape<"(?,?)">
  func.return
}

// -----

// too many operands for the `?` slots
func.func @too_many(%m: i64, %n: i64) {
  // expected-error@+2 {{'cute.make_shape' op expects 1 dynamic elements, but got 2}}
  // expected-note@+1 {{expects 1 operand(s), one per dynamic '?' leaf of the result type '!cute.shape<"(?,3)">', but got 2}}
  %0 = cute.make_shape(%m, %n) : (i64, i64) -> !cute.shape<"(?,3)">
  func.return
}

// -----

// operand width mismatch (i64 supplied for an i32-width `?` slot)
func.func @width(%n: i64) {
  // expected-error@+2 {{'cute.make_shape' op property mismatch for # 0: expected (div=1, width=32) but got (div=1, width=64)}}
  // expected-note@+1 {{operand #0 of type 'i64' fills the i32 '?' leaf #0 of the result type, but its width is i64}}
  %0 = cute.make_shape(%n) : (i64) -> !cute.shape<"?">
  func.return
}

// -----

// non-integer-leaf operand rejected at ODS level
func.func @ods(%t: !cute.shape<"(?,?)">) {
  // expected-error@+1 {{'cute.make_shape' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.shape<"(?,?)">'}}
  %0 = cute.make_shape(%t) : (!cute.shape<"(?,?)">) -> !cute.shape<"(?,?)">
  func.return
}

// -----

// an f32 is not an integer leaf
func.func @float(%f: f32) {
  // expected-error@+1 {{'cute.make_shape' op operand #0 must be variadic of i32, i64 or Constrained integer, but got 'f32'}}
  %0 = cute.make_shape(%f) : (f32) -> !cute.shape<"?">
  func.return
}
