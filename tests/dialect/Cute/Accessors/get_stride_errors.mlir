// Seed 000, cute.get_stride: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// operand is not a layout
func.func @kind(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+1 {{'cute.get_stride' op operand #0 must be CuTe Layout Type, but got '!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">'}}
  %s = cute.get_stride(%cl)
         : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
        -> !cute.stride<"(1,4)">
  func.return
}

// -----

// declared result stride does not match the input layout's stride
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.get_stride' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get_stride' op inferred type(s) '!cute.stride<"(1,4)">' are incompatible with return type(s) of operation '!cute.stride<"(2,3)">'}}
  %s = cute.get_stride(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.stride<"(2,3)">
  func.return
}
