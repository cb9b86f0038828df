// Seed 000, cute.idx2crd: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $index's rank is greater than 1 and does not match $shape's rank.
func.func @rank(%idx: !cute.int_tuple<"(1,2,3)">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{'cute.idx2crd' op provided index is not compatible with shape '!cute.shape<"(4,8)">'}}
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"(1,2,3)">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2,3)">
  func.return
}

// -----

// $result's profile is not congruent with $shape.
func.func @profile(%idx: !cute.int_tuple<"?">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.idx2crd' op failed to infer returned types}}
  // expected-error@+1 {{'cute.idx2crd' op inferred type(s) '!cute.coord<"(?,?)">' are incompatible with return type(s) of operation '!cute.coord<"?">'}}
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"?">
  func.return
}

// -----

// $result value disagrees with the column-major unravel of $index against $shape.
func.func @value(%idx: !cute.int_tuple<"9">, %shape: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.idx2crd' op failed to infer returned types}}
  // expected-error@+1 {{'cute.idx2crd' op inferred type(s) '!cute.coord<"(1,2)">' are incompatible with return type(s) of operation '!cute.coord<"(2,1)">'}}
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(2,1)">
  func.return
}
