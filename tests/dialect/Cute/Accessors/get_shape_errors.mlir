// Seed 000, cute.get_shape: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// operand is not a layout, composed_layout, or tile
func.func @kind(%x: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.get_shape' op operand #0 must be ViewTypeInterface instance or  Generalized layout type of CuTe  or Cute tile type, but got '!cute.shape<"(4,8)">'}}
  %s = cute.get_shape(%x) : !cute.shape<"(4,8)"> -> !cute.shape<"(4,8)">
  func.return
}

// -----

// declared result shape does not match the input's shape
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.get_shape' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get_shape' op inferred type(s) '!cute.shape<"(4,8)">' are incompatible with return type(s) of operation '!cute.shape<"(2,3)">'}}
  %s = cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(2,3)">
  func.return
}

// -----

// tile operand contains an underscore slot: the seed's example declares a result
// '((4,8),x)', which is not a shape, so the type is rejected first.
func.func @underscore_seed(%t: !cute.tile<"[(4,8):(1,4);_]">) {
  // expected-error@+3 {{failed to parse shape from "((4,8),x)"}}
  // expected-note@+2 {{invalid !cute.shape "((4,8),x)": expected an integer, '?', '_' or '('}}
  %s = cute.get_shape(%t)
         : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.shape<"((4,8),x)">
  func.return
}

// -----

// tile operand contains an underscore slot
func.func @underscore(%t: !cute.tile<"[(4,8):(1,4);_]">) {
  // expected-error@+2 {{'cute.get_shape' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get_shape' op tile contains an underscore slot, which has no shape}}
  %s = cute.get_shape(%t) : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.shape<"((4,8),1)">
  func.return
}
