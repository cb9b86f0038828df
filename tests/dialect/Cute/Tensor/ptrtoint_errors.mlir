// The CuTe DSL 4.8.1's cute.ptrtoint: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: i64) {
  // expected-error@+1 {{'cute.ptrtoint' op operand #0 must be PointerTypeInterface instance, but got 'i64'}}
  %i = cute.ptrtoint(%a0) : i64 to i64
  func.return
}
