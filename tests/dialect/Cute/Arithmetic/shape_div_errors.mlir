// Seed 000, cute.shape_div: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Divisor leaf is zero.
func.func @zero(%a: !cute.shape<"4">, %b: !cute.shape<"0">) {
  // expected-error@+3 {{'cute.shape_div' op failed to infer returned types}}
  // expected-error@+2 {{unable to compute shape_div for inputs '!cute.shape<"4">' and '!cute.shape<"0">'}}
  // expected-note@+1 {{expects valid operands, but cannot compute shape_div for '!cute.shape<"4">' and '!cute.shape<"0">': divisor is zero}}
  %r = cute.shape_div(%a, %b) : (!cute.shape<"4">, !cute.shape<"0">) -> !cute.shape<"4">
  func.return
}

// -----

// (scalar, scalar) leaves where neither side divides the other.
func.func @divides(%a: !cute.shape<"7">, %b: !cute.shape<"3">) {
  // expected-error@+3 {{'cute.shape_div' op failed to infer returned types}}
  // expected-error@+2 {{unable to compute shape_div for inputs '!cute.shape<"7">' and '!cute.shape<"3">'}}
  // expected-note@+1 {{expects valid operands, but cannot compute shape_div for '!cute.shape<"7">' and '!cute.shape<"3">': 7 is not divisible by 3 (neither 7 % 3 == 0 nor 3 % 7 == 0)}}
  %r = cute.shape_div(%a, %b) : (!cute.shape<"7">, !cute.shape<"3">) -> !cute.shape<"2">
  func.return
}

// -----

// Unequal ranks at any recursive (tuple, tuple) case.
func.func @ranks(%a: !cute.shape<"((4,2),6)">, %b: !cute.shape<"((2,2,2),3)">) {
  // expected-error@+3 {{'cute.shape_div' op failed to infer returned types}}
  // expected-error@+2 {{unable to compute shape_div for inputs '!cute.shape<"((4,2),6)">' and '!cute.shape<"((2,2,2),3)">'}}
  // expected-note@+1 {{expects valid operands, but cannot compute shape_div for '!cute.shape<"((4,2),6)">' and '!cute.shape<"((2,2,2),3)">': tuple ranks differ: rank(a)=2 != rank(b)=3}}
  %r = cute.shape_div(%a, %b) : (!cute.shape<"((4,2),6)">, !cute.shape<"((2,2,2),3)">) -> !cute.shape<"((2,1),2)">
  func.return
}

// -----

// $result shape disagrees with the case-rule value.
func.func @value(%a: !cute.shape<"12">, %b: !cute.shape<"4">) {
  // expected-error@+2 {{'cute.shape_div' op failed to infer returned types}}
  // expected-error@+1 {{'cute.shape_div' op inferred type(s) '!cute.shape<"3">' are incompatible with return type(s) of operation '!cute.shape<"4">'}}
  %r = cute.shape_div(%a, %b) : (!cute.shape<"12">, !cute.shape<"4">) -> !cute.shape<"4">
  func.return
}

// -----

// $a and $b are !cute.shape
func.func @kind(%a: !cute.int_tuple<"12">, %b: !cute.shape<"4">) {
  // expected-error@+1 {{'cute.shape_div' op operand #0 must be Cute shape type, but got '!cute.int_tuple<"12">'}}
  %r = cute.shape_div(%a, %b) : (!cute.int_tuple<"12">, !cute.shape<"4">) -> !cute.shape<"3">
  func.return
}
