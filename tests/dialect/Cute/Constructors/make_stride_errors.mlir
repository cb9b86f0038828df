// Seed 000, cute.make_stride: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// too few operands for the `?` slots
func.func @too_few(%s: i64) {
  // expected-error@+2 {{'cute.make_stride' op expects 2 dynamic elements, but got 1}}
  // expected-note@+1 {{expects 2 operand(s), one per dynamic '?' leaf of the result type '!cute.stride<"(?,?)">', but got 1}}
  %0 = cute.make_stride(%s) : (i64) -> !cute.stride<"(?,?)">
  func.return
}

// -----

// too many operands for the `?` slots
func.func @too_many(%s: i64, %t: i64) {
  // expected-error@+2 {{'cute.make_stride' op expects 1 dynamic elements, but got 2}}
  // expected-note@+1 {{expects 1 operand(s), one per dynamic '?' leaf of the result type '!cute.stride<"(1,?)">', but got 2}}
  %0 = cute.make_stride(%s, %t) : (i64, i64) -> !cute.stride<"(1,?)">
  func.return
}

// -----

// operand width mismatch (i64 supplied for an i32-width `?` slot)
func.func @width(%s: i64) {
  // expected-error@+2 {{'cute.make_stride' op property mismatch for # 0: expected (div=1, width=32) but got (div=1, width=64)}}
  // expected-note@+1 {{operand #0 of type 'i64' fills the i32 '?' leaf #0 of the result type, but its width is i64}}
  %0 = cute.make_stride(%s) : (i64) -> !cute.stride<"?">
  func.return
}

// -----

// the dynamic scale of a ?@M basis has a width too
func.func @basis_width(%s: i32) {
  // expected-error@+2 {{'cute.make_stride' op property mismatch for # 0: expected (div=1, width=64) but got (div=1, width=32)}}
  // expected-note@+1 {{fills the i64 '?' leaf #0 of the result type, but its width is i32}}
  %0 = cute.make_stride(%s) : (i32) -> !cute.stride<"?{i64}@0">
  func.return
}

// -----

// non-integer-leaf operand rejected at ODS level
func.func @ods(%t: !cute.stride<"(?,?)">) {
  // expected-error@+1 {{'cute.make_stride' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.stride<"(?,?)">'}}
  %0 = cute.make_stride(%t) : (!cute.stride<"(?,?)">) -> !cute.stride<"(?,?)">
  func.return
}

// -----

// a scalar operand fills an integer '?' slot: a basis element is not an integer
func.func @basis_operand(%t: !cute.stride<"?@0">) {
  // expected-error@+1 {{'cute.make_stride' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.stride<"?@0">'}}
  %0 = cute.make_stride(%t) : (!cute.stride<"?@0">) -> !cute.stride<"(?,1)">
  func.return
}
