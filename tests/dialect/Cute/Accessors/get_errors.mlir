// Seed 000, cute.get: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// top-level mode index out of range
func.func @top(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.get' op mode [5] has invalid values for input type !cute.layout<"(4,8):(1,4)">}}
  // expected-note@+1 {{mode index 5 is out of range [0, 2) at level 0}}
  %r = cute.get<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// negative mode index is out of range
func.func @negative(%i: !cute.int_tuple<"(1,2,3)">) {
  // expected-error@+2 {{'cute.get' op mode [-1] has invalid values for input type !cute.int_tuple<"(1,2,3)">}}
  // expected-note@+1 {{mode index -1 is out of range [0, 3) at level 0}}
  %r = cute.get<[-1]>(%i) : !cute.int_tuple<"(1,2,3)"> -> !cute.int_tuple<"1">
  func.return
}

// -----

// nested mode index out of range
func.func @nested(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error@+2 {{'cute.get' op mode [1, 5] has invalid values for input type !cute.shape<"(4,(2,3))">}}
  // expected-note@+1 {{mode index 5 is out of range [0, 2) at level 1}}
  %r = cute.get<[1, 5]>(%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
  func.return
}

// -----

// descent past a scalar leaf — after `[0]` the value is
// the scalar `4`, so the trailing `0` has no scalar to descend into
func.func @past_leaf(%s: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{'cute.get' op mode [0, 0] has invalid values for input type !cute.shape<"(4,2)">}}
  // expected-note@+1 {{descent past a scalar leaf: after [0] the value is the scalar 4, so the trailing index 0 has nothing to descend into}}
  %r = cute.get<[0, 0]>(%s) : !cute.shape<"(4,2)"> -> !cute.shape<"4">
  func.return
}

// -----

// the result keeps the input's kind
func.func @kind(%s: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{'cute.get' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get' op inferred type(s) '!cute.shape<"4">' are incompatible with return type(s) of operation '!cute.int_tuple<"4">'}}
  %r = cute.get<[0]>(%s) : !cute.shape<"(4,2)"> -> !cute.int_tuple<"4">
  func.return
}

// -----

// a swizzle is not indexable
func.func @swizzle(%sw: !cute.swizzle<"S<3,5,4>">) {
  // expected-error@+1 {{'cute.get' op operand #0 must be !cute.shape or !cute.int_tuple or !cute.coord or !cute.stride or !cute.tile or !cute.layout or !cute.composed_layout, but got '!cute.swizzle<"S<3,5,4>">'}}
  %r = cute.get<[0]>(%sw) : !cute.swizzle<"S<3,5,4>"> -> !cute.swizzle<"S<3,5,4>">
  func.return
}

// -----

// the mode list is a list of integers
func.func @syntax(%s: !cute.shape<"(4,2)">) {
  // expected-error@+1 {{Expected integer literal}}
  %r = cute.get<[x]>(%s) : !cute.shape<"(4,2)"> -> !cute.shape<"4">
  func.return
}
