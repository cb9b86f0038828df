// extension-ops.md, cute.group_modes: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the range is within the rank
func.func @e0(%x: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+1 {{'cute.group_modes' op expects end in the range of [-rank+1 , rank], but got end [3] and rank [2]}}
  %r = cute.group_modes<1, 3> (%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  func.return
}

// -----

// input kind
func.func @e1(%x: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.group_modes' op operand #0 must be ViewTypeInterface instance or  Generalized layout type of CuTe , but got '!cute.shape<"(4,8)">'}}
  %r = cute.group_modes<0, 2> (%x) : (!cute.shape<"(4,8)">) -> !cute.shape<"((4,8))">
  func.return
}

// -----

// the declared result is checked
func.func @e2(%x: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@+2 {{'cute.group_modes' op failed to infer returned types}}
  // expected-error@+1 {{'cute.group_modes' op inferred type(s) '!cute.layout<"((4,8)):((1,4))">' are incompatible with return type(s) of operation '!cute.layout<"(4,8):(1,4)">'}}
  %r = cute.group_modes<0, 2> (%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  func.return
}
