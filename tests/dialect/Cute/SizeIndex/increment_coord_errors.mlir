// Seed 000, cute.increment_coord: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $coord and $shape are not congruent.
func.func @congruent(%c: !cute.coord<"(1,2,3)">, %s: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{expects the coord to be congruent with the shape, but got '!cute.coord<"(1,2,3)">' and '!cute.shape<"(4,8)">' respectively}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(1,2,3)">, !cute.shape<"(4,8)">) -> !cute.coord<"(2,2,3)">
  func.return
}

// -----

// $coord contains a wildcard (_) element.
func.func @wildcard(%c: !cute.coord<"(_,2)">, %s: !cute.shape<"(4,8)">) {
  // expected-error@+1 {{expects the coord to have no underscore, but got '!cute.coord<"(_,2)">'}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(_,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(_,2)">
  func.return
}

// -----

// $result's profile differs from $coord's profile.
func.func @profile(%c: !cute.coord<"(?,?)">, %s: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.increment_coord' op failed to infer returned types}}
  // expected-error@+1 {{'cute.increment_coord' op inferred type(s) '!cute.coord<"(?,?)">' are incompatible with return type(s) of operation '!cute.coord<"?">'}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"?">
  func.return
}

// -----

// $result value disagrees with the column-major successor.
func.func @value(%c: !cute.coord<"(3,2)">, %s: !cute.shape<"(4,8)">) {
  // expected-error@+2 {{'cute.increment_coord' op failed to infer returned types}}
  // expected-error@+1 {{'cute.increment_coord' op inferred type(s) '!cute.coord<"(0,3)">' are incompatible with return type(s) of operation '!cute.coord<"(4,2)">'}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(4,2)">
  func.return
}
