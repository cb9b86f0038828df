// Seed 000, cute.make_composed_layout: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// inner layout does not match result A
func.func @inner_mismatch(%a: !cute.layout<"(4,5):(2,8)">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+2 {{'cute.make_composed_layout' op failed to infer returned types}}
  // expected-error@+1 {{'cute.make_composed_layout' op inferred type(s) '!cute.composed_layout<"(4,5):(2,8) o 2 o (2,3):(1,2)">' are incompatible with return type(s) of operation '!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">'}}
  %cl = cute.make_composed_layout(%a, %off, %b)
          : (!cute.layout<"(4,5):(2,8)">, !cute.int_tuple<"2">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return
}

// -----

// inner is a layout but result A is a swizzle
func.func @layout_vs_swizzle(%a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+2 {{'cute.make_composed_layout' op failed to infer returned types}}
  // expected-error@+1 {{are incompatible with return type(s) of operation '!cute.composed_layout<"S<3,5,4> o 2 o (2,3):(1,2)">'}}
  %cl = cute.make_composed_layout(%a, %off, %b)
          : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"S<3,5,4> o 2 o (2,3):(1,2)">
  func.return
}

// -----

// inner is a swizzle but result A is a layout
func.func @swizzle_vs_layout(%sw: !cute.swizzle<"S<3,5,4>">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+2 {{'cute.make_composed_layout' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.composed_layout<"S<3,5,4> o 2 o (2,3):(1,2)">' are incompatible}}
  %cl = cute.make_composed_layout(%sw, %off, %b)
          : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"2">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return
}

// -----

// swizzle params don't match result A
func.func @swizzle_params(%sw: !cute.swizzle<"S<1,5,4>">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+2 {{'cute.make_composed_layout' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.composed_layout<"S<1,5,4> o 2 o (2,3):(1,2)">' are incompatible}}
  %cl = cute.make_composed_layout(%sw, %off, %b)
          : (!cute.swizzle<"S<1,5,4>">, !cute.int_tuple<"2">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"S<3,5,4> o 2 o (2,3):(1,2)">
  func.return
}

// -----

// offset operand does not match result offset
func.func @offset_mismatch(%a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"5">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+2 {{'cute.make_composed_layout' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.composed_layout<"(4,5):(1,4) o 5 o (2,3):(1,2)">' are incompatible}}
  %cl = cute.make_composed_layout(%a, %off, %b)
          : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"5">,
             !cute.layout<"(2,3):(1,2)">)
         -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return
}

// -----

// wrong operand kind (ODS)
func.func @offset_kind(%a: !cute.layout<"(4,5):(1,4)">, %off: !cute.shape<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+1 {{'cute.make_composed_layout' op operand #1 must be IntTuple as integer or tuple of IntTuple(s), but got '!cute.shape<"2">'}}
  %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.shape<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return
}

// -----

// a swizzle A needs a scalar offset + B(c) (seed 000, composed layout constraint 2)
func.func @swizzle_tuple(%sw: !cute.swizzle<"S<3,5,4>">, %off: !cute.int_tuple<"(0,0)">, %b: !cute.layout<"(2,3):(1@0,1@1)">) {
  // expected-error@+2 {{'cute.make_composed_layout' op failed to infer returned types}}
  // expected-error@+1 {{a swizzle A consumes only scalar indices}}
  %cl = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"(0,0)">, !cute.layout<"(2,3):(1@0,1@1)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (2,3):(1,2)">
  func.return
}
