// Seed 000, cute.crd2idx: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Coord rank does not match shape rank:
func.func @rank(%crd: !cute.coord<"(1,2,3)">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.crd2idx' op failed to infer returned types}}
  // expected-error@+1 {{'cute.crd2idx' op expects coord and shape to be congruent}}
  %idx = cute.crd2idx(%crd, %shape)
           : (!cute.coord<"(1,2,3)">, !cute.shape<"(4,8)">)
          -> !cute.int_tuple<"?">
  func.return
}

// -----

// Declared result type does not match the inferred index:
func.func @value(%crd: !cute.coord<"(1,2)">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.crd2idx' op failed to infer returned types}}
  // expected-error@+1 {{'cute.crd2idx' op inferred type(s) '!cute.int_tuple<"9">' are incompatible with return type(s) of operation '!cute.int_tuple<"7">'}}
  %idx = cute.crd2idx(%crd, %shape)
           : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">)
          -> !cute.int_tuple<"7">
  func.return
}

// -----

// $coord is !cute.coord (or, as the DSL 4.8.1 passes it, !cute.int_tuple)
func.func @kind(%crd: !cute.stride<"(1,2)">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.crd2idx' op operand #0 must be Cute coord type, but got '!cute.stride<"(1,2)">'}}
  %idx = cute.crd2idx(%crd, %shape) : (!cute.stride<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
  func.return
}

// -----

// a '_' is no coordinate to pack
func.func @underscore(%crd: !cute.coord<"(1,_)">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.crd2idx' op failed to infer returned types}}
  // expected-error@+1 {{'cute.crd2idx' op coordinate contains an underscore '_'}}
  %idx = cute.crd2idx(%crd, %shape) : (!cute.coord<"(1,_)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"1">
  func.return
}
