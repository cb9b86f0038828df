// Seed 000, Types: malformed parameters are parse errors at the offending character.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// expected-error@+2 {{failed to parse layout from "(4,8):(1,4"}}
// expected-note@+1 {{invalid !cute.layout "(4,8):(1,4": expected ',' or ')', found end of input}}
func.func @unclosed(%a: !cute.layout<"(4,8):(1,4">) {
  func.return
}

// -----

// an int_tuple has no scaled basis
// expected-error@+2 {{failed to parse int_tuple from "(1,2@0)"}}
// expected-note@+1 {{invalid !cute.int_tuple "(1,2@0)": 2@0 is not a valid int_tuple leaf}}
func.func @basis_in_tuple(%a: !cute.int_tuple<"(1,2@0)">) {
  func.return
}

// -----

// a shape has no wildcard
// expected-error@+2 {{failed to parse shape from "(4,_)"}}
// expected-note@+1 {{invalid !cute.shape "(4,_)": _ is not a valid shape leaf}}
func.func @underscore_in_shape(%a: !cute.shape<"(4,_)">) {
  func.return
}

// -----

// layout shape and stride are congruent
// expected-error@+2 {{expects no error(`x`) in layout, but got "x:x"}}
// expected-note@+1 {{invalid !cute.layout "(4,8):(1,4,2)": shape (4,8) and stride (1,4,2) are not congruent}}
func.func @incongruent(%a: !cute.layout<"(4,8):(1,4,2)">) {
  func.return
}

// -----

// a layout's extents are positive
// expected-error@+2 {{expects positive shape mode, but got "(0,8):(1,4)"}}
// expected-note@+1 {{invalid !cute.layout "(0,8):(1,4)": shape leaf must be positive, got 0}}
func.func @zero(%a: !cute.layout<"(0,8):(1,4)">) {
  func.return
}

// -----

// a swizzle needs |num_shift| >= num_bits
// expected-error@+2 {{failed to parse swizzle from "S<3,5,2>"}}
// expected-note@+1 {{invalid !cute.swizzle "S<3,5,2>": swizzle needs |num_shift| >= num_bits, got S<3,5,2>}}
func.func @swizzle(%a: !cute.swizzle<"S<3,5,2>">) {
  func.return
}

// -----

// composed layout constraint 2: a swizzle consumes only scalars
// expected-error@+2 {{swizzle layout expects scalar `offset` and `outer` without scaled basis, but got (0,0) and (2,3):(1@0,1@1)}}
// expected-note@+1 {{a swizzle A consumes only scalar indices, but offset + B(c) is a tuple}}
func.func @swizzle_tuple(%a: !cute.composed_layout<"S<3,5,4> o (0,0) o (2,3):(1@0,1@1)">) {
  func.return
}

// -----

// composed layout constraint 3: the sum must match A's profile
// expected-error@+2 {{arith sum of `crd2idx(0, outer)` and `offset` can't coordinate into inner with composed layout: (4,5):(1,4) o (0,0,0) o (2,3,2):(1@0,1@1,1@2)}}
// expected-note@+1 {{does not match A's shape}}
func.func @profile(%a: !cute.composed_layout<"(4,5):(1,4) o (0,0,0) o (2,3,2):(1@0,1@1,1@2)">) {
  func.return
}

// -----

// a tile holds layouts and underscores
// expected-error@+2 {{failed to parse tile from "[(2,3):(1,2);4]"}}
// expected-note@+1 {{invalid !cute.tile "[(2,3):(1,2);4]": expected ':', found ']'}}
func.func @tile(%a: !cute.tile<"[(2,3):(1,2);4]">) {
  func.return
}

// -----

// only the eight types exist
// expected-error@+1 {{unknown  type `layuot` in dialect `cute`}}
func.func @unknown(%a: !cute.layuot<"(4,8):(1,4)">) {
  func.return
}

// -----

// the parameter is a string literal
// expected-error@+2 {{expected string}}
// expected-note@+1 {{string literal expected (the canonical text of a !cute.shape)}}
func.func @unquoted(%a: !cute.shape<(4,8)>) {
  func.return
}
