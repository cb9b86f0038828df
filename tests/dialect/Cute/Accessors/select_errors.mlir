// Seed 000, cute.select: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// mode index out of range
func.func @layout(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+3 {{'cute.select' op failed to infer returned types}}
  // expected-error@+2 {{The mode [5] contains values that are out of range for the input type '!cute.layout<"(4,8):(1,4)">'}}
  // expected-note@+1 {{mode index 5 is out of range [0, 2) of the input}}
  %r = cute.select<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4):(1)">
  func.return
}

// -----

// mode index out of range on a shape
func.func @shape(%s: !cute.shape<"(4,8,2)">) {
  // expected-error@+3 {{'cute.select' op failed to infer returned types}}
  // expected-error@+2 {{The mode [3] contains values that are out of range for the input type '!cute.shape<"(4,8,2)">'}}
  // expected-note@+1 {{mode index 3 is out of range [0, 3) of the input}}
  %r = cute.select<[3]>(%s) : !cute.shape<"(4,8,2)"> -> !cute.shape<"(4)">
  func.return
}

// -----

// negative mode index
func.func @negative(%i: !cute.int_tuple<"(1,2,3)">) {
  // expected-error@+3 {{'cute.select' op failed to infer returned types}}
  // expected-error@+2 {{The mode [-1] contains values that are out of range for the input type '!cute.int_tuple<"(1,2,3)">'}}
  // expected-note@+1 {{mode index -1 is out of range [0, 3) of the input}}
  %r = cute.select<[-1]>(%i) : !cute.int_tuple<"(1,2,3)"> -> !cute.int_tuple<"(1)">
  func.return
}

// -----

// seed 003's mismatched annotation: select<[0]> of (4,2,8):(1,4,8) is (4):(1)
func.func @seed003_annotation(%l: !cute.layout<"(4,2,8):(1,4,8)">) {
  // expected-error@+2 {{'cute.select' op failed to infer returned types}}
  // expected-error@+1 {{'cute.select' op inferred type(s) '!cute.layout<"(4):(1)">' are incompatible with return type(s) of operation '!cute.layout<"4:1">'}}
  %m0 = cute.select<[0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"4:1">
  func.return
}

// -----

// the mode list is required
func.func @no_mode(%s: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{expected '<' followed by the mode list '[...]'}}
  %r = cute.select (%s) : !cute.shape<"(4,8)"> -> !cute.shape<"(4,8)">
  func.return
}
