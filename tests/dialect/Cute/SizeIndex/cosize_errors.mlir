// Seed 000, cute.cosize: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// top-level mode index out of range
func.func @top(%src: !cute.layout<"(4,3,2):(1,4,12)">) {
  // expected-error@+3 {{'cute.cosize' op failed to infer returned types}}
  // expected-error@+2 {{mode [3] is invalid for input type !cute.layout<"(4,3,2):(1,4,12)">}}
  // expected-note@+1 {{mode index 3 is out of range [0, 3) at level 0}}
  %csz = cute.cosize<[3]> (%src)
           : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"4">
  func.return
}

// -----

// descent past a scalar leaf — use `<[1]>` instead
func.func @past_leaf(%src: !cute.layout<"(4,3,2):(1,4,12)">) {
  // expected-error@+3 {{'cute.cosize' op failed to infer returned types}}
  // expected-error@+2 {{mode [1, 0] is invalid for input type !cute.layout<"(4,3,2):(1,4,12)">}}
  // expected-note@+1 {{descent past a scalar leaf: after [1] the value is the scalar 3, so the trailing index 0 has nothing to descend into}}
  %csz = cute.cosize<[1, 0]> (%src)
           : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
  func.return
}

// -----

// a composed layout's inner must be a swizzle
func.func @affine_inner(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+2 {{can't derive meaningful cosize of composed layout when inner is affine: '!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">'}}
  // expected-error@+1 {{'cute.cosize' op failed to infer returned types}}
  %csz = cute.cosize (%cl) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"6">
  func.return
}

// -----

// $input is a layout or composed layout
func.func @kind(%s: !cute.shape<"(4,3)">) {
  // expected-error@+1 {{'cute.cosize' op operand #0 must be ViewTypeInterface instance or  Generalized layout type of CuTe , but got '!cute.shape<"(4,3)">'}}
  %csz = cute.cosize (%s) : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"12">
  func.return
}

// -----

// declared result disagrees with the cosize
func.func @value(%l: !cute.layout<"(4,3,2):(1,4,12)">) {
  // expected-error@+2 {{'cute.cosize' op failed to infer returned types}}
  // expected-error@+1 {{'cute.cosize' op inferred type(s) '!cute.int_tuple<"24">' are incompatible with return type(s) of operation '!cute.int_tuple<"23">'}}
  %csz = cute.cosize (%l) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"23">
  func.return
}
