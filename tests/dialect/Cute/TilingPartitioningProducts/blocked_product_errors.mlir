// extension-ops.md, cute.blocked_product: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// B has non-negative integer strides
func.func @e0(%a: !cute.layout<"(2,2):(4,1)">, %b: !cute.layout<"6:-1">) {
  // expected-error@+2 {{'cute.blocked_product' op failed to infer returned types}}
  // expected-error@+1 {{'cute.blocked_product' op a product needs B with non-negative integer strides, got }}
  %r = cute.blocked_product(%a, %b) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:-1">) -> !cute.layout<"((2,2),6):((4,1),-1)">
  func.return
}

// -----

// the rhs is a layout
func.func @e1(%a: !cute.layout<"(3,4):(4,1)">, %b: !cute.shape<"(2,5)">) {
  // expected-error@+1 {{'cute.blocked_product' op operand #1 must be CuTe Layout Type, but got '!cute.shape<"(2,5)">'}}
  %r = cute.blocked_product(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.shape<"(2,5)">) -> !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">
  func.return
}

// -----

// the declared result is checked
func.func @e2(%a: !cute.layout<"(3,4):(4,1)">, %b: !cute.layout<"(2,5):(1,2)">) {
  // expected-error@+2 {{'cute.blocked_product' op failed to infer returned types}}
  // expected-error@+1 {{'cute.blocked_product' op inferred type(s) '!cute.layout<"((3,2),(4,5)):((4,12),(1,24))">' are incompatible with return type(s) of operation '!cute.layout<"(3,4):(4,1)">'}}
  %r = cute.blocked_product(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4):(4,1)">
  func.return
}
