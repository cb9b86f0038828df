// Seed 000, cute.get_leaves: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// input is not one of the allowed CuTe tuple types (e.g. composed_layout)
func.func @composed(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+1 {{expects a tuple-like type, but got '!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">'}}
  %r:1 = cute.get_leaves(%cl)
           : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  func.return
}

// -----

// declared result count does not match the input's leaf count
func.func @count(%sh: !cute.shape<"(4,(2,3))">) {
  // expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
  %r:2 = cute.get_leaves(%sh) : !cute.shape<"(4,(2,3))">
  func.return
}

// -----

// the generic form: a result of the wrong kind
func.func @generic(%sh: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{'cute.get_leaves' op failed to infer returned types}}
  // expected-error@+1 {{'cute.get_leaves' op inferred type(s) '!cute.shape<"4">', '!cute.shape<"2">' are incompatible with return type(s) of operation '!cute.int_tuple<"4">', '!cute.int_tuple<"2">'}}
  %a, %b = "cute.get_leaves"(%sh) : (!cute.shape<"(4,2)">) -> (!cute.int_tuple<"4">, !cute.int_tuple<"2">)
  func.return
}

// -----

// one operand
func.func @two(%a: !cute.shape<"4">) {
  // expected-error@+1 {{'cute.get_leaves' op requires a single operand}}
  %r = cute.get_leaves(%a, %a) : !cute.shape<"4">, !cute.shape<"4">
  func.return
}
