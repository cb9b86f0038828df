// Seed 000, cute.print: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $value is any CuTe type (the DSL 4.8.1 also prints integers and floats)
func.func @not_cute(%x: vector<4xf32>) {
  // expected-error@+1 {{'cute.print' op operand #0 must be variadic of Type interface for cute types can be printed by `cute.print`, but got 'vector<4xf32>'}}
  cute.print(%x) : vector<4xf32>
  func.return
}

// -----

// cute.print produces no result
func.func @result(%x: !cute.shape<"4">) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = cute.print(%x) : !cute.shape<"4">
  func.return
}
