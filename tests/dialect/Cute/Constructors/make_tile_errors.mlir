// Seed 000, cute.make_tile: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// too many operands for a fully-static tile
func.func @static_tile(%n: i64) {
  // expected-error@+2 {{'cute.make_tile' op expects 0 dynamic elements, but got 1}}
  // expected-note@+1 {{expects 0 operand(s), one per dynamic '?' leaf of the result type '!cute.tile<"[(2,3):(1,2)]">', but got 1}}
  %t = cute.make_tile(%n) : (i64) -> !cute.tile<"[(2,3):(1,2)]">
  func.return
}

// -----

// too many operands for an underscore tile
func.func @underscore_tile(%n: i64) {
  // expected-error@+2 {{'cute.make_tile' op expects 0 dynamic elements, but got 1}}
  // expected-note@+1 {{expects 0 operand(s), one per dynamic '?' leaf of the result type '!cute.tile<"[_]">', but got 1}}
  %t = cute.make_tile(%n) : (i64) -> !cute.tile<"[_]">
  func.return
}

// -----

// too few operands for a dynamic layout slot
func.func @too_few() {
  // expected-error@+2 {{'cute.make_tile' op expects 2 dynamic elements, but got 0}}
  // expected-note@+1 {{expects 2 operand(s), one per dynamic '?' leaf of the result type '!cute.tile<"[(?,3):(1,?)]">', but got 0}}
  %t = cute.make_tile() : () -> !cute.tile<"[(?,3):(1,?)]">
  func.return
}

// -----

// operand width mismatch (i64 supplied for i32-width `?` leaf)
func.func @width(%n: i64) {
  // expected-error@+2 {{'cute.make_tile' op property mismatch for # 0: expected (div=1, width=32) but got (div=1, width=64)}}
  // expected-note@+1 {{operand #0 of type 'i64' fills the i32 '?' leaf #0 of the result type, but its width is i64}}
  %t = cute.make_tile(%n) : (i64) -> !cute.tile<"[?:1]">
  func.return
}

// -----

// depth>0 int_tuple operand rejected at ODS level
func.func @deep(%t: !cute.int_tuple<"(?,?)">) {
  // expected-error@+1 {{'cute.make_tile' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.int_tuple<"(?,?)">'}}
  %tile = cute.make_tile(%t)
            : (!cute.int_tuple<"(?,?)">) -> !cute.tile<"[(?,?):(1,?)]">
  func.return
}
