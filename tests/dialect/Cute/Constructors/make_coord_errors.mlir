// Seed 000, cute.make_coord: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// too few operands — underscore does not count as a dynamic leaf
func.func @too_few() {
  // expected-error@+2 {{'cute.make_coord' op expects 1 dynamic elements, but got 0}}
  // expected-note@+1 {{expects 1 operand(s), one per dynamic '?' leaf of the result type '!cute.coord<"(?,_)">', but got 0}}
  %0 = cute.make_coord() : () -> !cute.coord<"(?,_)">
  func.return
}

// -----

// too many operands for the `?` slots
func.func @too_many(%i: i64, %j: i64) {
  // expected-error@+2 {{'cute.make_coord' op expects 1 dynamic elements, but got 2}}
  // expected-note@+1 {{expects 1 operand(s), one per dynamic '?' leaf of the result type '!cute.coord<"(?,2)">', but got 2}}
  %0 = cute.make_coord(%i, %j) : (i64, i64) -> !cute.coord<"(?,2)">
  func.return
}

// -----

// operand width mismatch (i64 supplied for an i32-width `?` slot)
func.func @width(%i: i64) {
  // expected-error@+2 {{'cute.make_coord' op property mismatch for # 0: expected (div=1, width=32) but got (div=1, width=64)}}
  // expected-note@+1 {{operand #0 of type 'i64' fills the i32 '?' leaf #0 of the result type, but its width is i64}}
  %0 = cute.make_coord(%i) : (i64) -> !cute.coord<"?">
  func.return
}

// -----

// non-integer-leaf operand rejected at ODS level
func.func @ods(%t: !cute.coord<"(?,?)">) {
  // expected-error@+1 {{'cute.make_coord' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.coord<"(?,?)">'}}
  %0 = cute.make_coord(%t) : (!cute.coord<"(?,?)">) -> !cute.coord<"(?,?)">
  func.return
}

// -----

// the result must be a coord
func.func @result_kind(%i: i32) {
  // expected-error@+1 {{'cute.make_coord' op result #0 must be Cute coord type, but got '!cute.shape<"?">'}}
  %0 = cute.make_coord(%i) : (i32) -> !cute.shape<"?">
  func.return
}

// -----

// a scalar operand fills an integer '?' slot: '_' is not an integer
func.func @underscore_operand(%u: !cute.coord<"_">) {
  // expected-error@+1 {{'cute.make_coord' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.coord<"_">'}}
  %0 = cute.make_coord(%u) : (!cute.coord<"_">) -> !cute.coord<"(?,1)">
  func.return
}
