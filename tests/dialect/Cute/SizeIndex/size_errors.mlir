// Seed 000, cute.size: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// top-level mode index out of range
func.func @top(%src: !cute.shape<"(4,3)">) {
  // expected-error@+3 {{'cute.size' op failed to infer returned types}}
  // expected-error@+2 {{mode [3] has invalid values for input type !cute.shape<"(4,3)">}}
  // expected-note@+1 {{mode index 3 is out of range [0, 2) at level 0}}
  %sz = cute.size<[3]> (%src) : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  func.return
}

// -----

// nested mode index out of range
func.func @nested(%src: !cute.shape<"(4,(3,2))">) {
  // expected-error@+3 {{'cute.size' op failed to infer returned types}}
  // expected-error@+2 {{mode [1, 5] has invalid values for input type !cute.shape<"(4,(3,2))">}}
  // expected-note@+1 {{mode index 5 is out of range [0, 2) at level 1}}
  %sz = cute.size<[1, 5]> (%src) : (!cute.shape<"(4,(3,2))">) -> !cute.int_tuple<"3">
  func.return
}

// -----

// descent past a scalar leaf — after `[0]` the value is
// the scalar `4`, so the trailing `0` has no scalar to descend into
func.func @past_leaf(%src: !cute.shape<"(4,2)">) {
  // expected-error@+3 {{'cute.size' op failed to infer returned types}}
  // expected-error@+2 {{mode [0, 0] has invalid values for input type !cute.shape<"(4,2)">}}
  // expected-note@+1 {{descent past a scalar leaf: after [0] the value is the scalar 4, so the trailing index 0 has nothing to descend into}}
  %sz = cute.size<[0, 0]> (%src) : (!cute.shape<"(4,2)">) -> !cute.int_tuple<"4">
  func.return
}

// -----

// size is defined on shapes, int-tuples and layouts
func.func @kind(%c: !cute.coord<"(4,2)">) {
  // expected-error@+1 {{'cute.size' op operand #0 must be !cute.shape or !cute.int_tuple or !cute.layout or !cute.composed_layout, but got '!cute.coord<"(4,2)">'}}
  %sz = cute.size (%c) : (!cute.coord<"(4,2)">) -> !cute.int_tuple<"8">
  func.return
}

// -----

// the declared size is checked
func.func @value(%src: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{'cute.size' op failed to infer returned types}}
  // expected-error@+1 {{'cute.size' op inferred type(s) '!cute.int_tuple<"8">' are incompatible with return type(s) of operation '!cute.int_tuple<"6">'}}
  %sz = cute.size (%src) : (!cute.shape<"(4,2)">) -> !cute.int_tuple<"6">
  func.return
}
