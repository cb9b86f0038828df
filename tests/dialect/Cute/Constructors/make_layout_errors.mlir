// Seed 000, cute.make_layout: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// shape operand does not match result shape
func.func @shape_mismatch(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,4)">) {
  // expected-note@+2 {{the shape operand is '!cute.shape<"(?,2)">', the result's shape '(4,2)'}}
  // expected-error@+1 {{'cute.make_layout' op failed to verify that result layout.shape matches operand shape}}
  %l = cute.make_layout(%s, %d)
         : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(4,2):(?,4)">
  func.return
}

// -----

// stride operand does not match result stride
func.func @stride_mismatch(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,8)">) {
  // expected-note@+2 {{the stride operand is '!cute.stride<"(?,8)">', the result's stride '(?,4)'}}
  // expected-error@+1 {{'cute.make_layout' op failed to verify that result layout.stride matches operand stride}}
  %l = cute.make_layout(%s, %d)
         : (!cute.shape<"(?,2)">, !cute.stride<"(?,8)">) -> !cute.layout<"(?,2):(?,4)">
  func.return
}

// -----

// shape and stride must be congruent
func.func @incongruent(%s: !cute.shape<"(4,2)">, %d: !cute.stride<"(1,4,8)">) {
  // expected-note@+2 {{the stride operand is '!cute.stride<"(1,4,8)">', the result's stride '(1,4)'}}
  // expected-error@+1 {{'cute.make_layout' op failed to verify that result layout.stride matches operand stride}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(4,2)">, !cute.stride<"(1,4,8)">) -> !cute.layout<"(4,2):(1,4)">
  func.return
}

// -----

// a layout's static shape leaves are positive (a shape may hold 0)
func.func @zero_extent(%s: !cute.shape<"(0,2)">, %d: !cute.stride<"(1,4)">) {
  // expected-note@+2 {{the shape operand is '!cute.shape<"(0,2)">', the result's shape '(1,2)'}}
  // expected-error@+1 {{'cute.make_layout' op failed to verify that result layout.shape matches operand shape}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(0,2)">, !cute.stride<"(1,4)">) -> !cute.layout<"(1,2):(1,4)">
  func.return
}

// -----

// operand kinds (ODS)
func.func @kinds(%s: !cute.int_tuple<"(4,2)">, %d: !cute.stride<"(1,4)">) {
  // expected-error@+1 {{'cute.make_layout' op operand #0 must be Cute shape type, but got '!cute.int_tuple<"(4,2)">'}}
  %l = cute.make_layout(%s, %d) : (!cute.int_tuple<"(4,2)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,2):(1,4)">
  func.return
}
