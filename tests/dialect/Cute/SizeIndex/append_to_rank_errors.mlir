// Seed 000, cute.append_to_rank: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $rank is not positive.
func.func @rank(%in: !cute.shape<"(4,8)">, %e: !cute.shape<"1">) {
  // expected-error@+1 {{'cute.append_to_rank' op failed to verify that rank must be a positive integer}}
  %r = cute.append_to_rank<0> (%in, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">
  func.return
}

// -----

// $input and $element are not compatible kinds.
func.func @kinds(%in: !cute.shape<"(4,8)">, %e: !cute.int_tuple<"1">) {
  // expected-error@+2 {{`cute.append` op expects same kind for `input` and `element` but got '!cute.int_tuple<"1">' and '!cute.shape<"(4,8)">'}}
  // expected-note@+1 {{incompatible kinds: cannot pad shape with int_tuple}}
  %r = cute.append_to_rank<4> (%in, %e) : !cute.shape<"(4,8)">, !cute.int_tuple<"1">
  func.return
}

// -----

// a layout pads with a layout
func.func @layout_element(%l: !cute.layout<"4:1">, %e: !cute.shape<"1">) {
  // expected-error@+2 {{`cute.append` op expects same kind for `input` and `element` but got '!cute.shape<"1">' and '!cute.layout<"4:1">'}}
  // expected-note@+1 {{incompatible kinds: cannot pad layout with shape}}
  %r = cute.append_to_rank<3> (%l, %e) : !cute.layout<"4:1">, !cute.shape<"1">
  func.return
}

// -----

// a tile cannot be padded (ODS)
func.func @tile(%t: !cute.tile<"[4:1]">, %e: !cute.layout<"1:0">) {
  // expected-error@+1 {{`cute.append` op doesn't support '!cute.tile<"[4:1]">'}}
  %r = cute.append_to_rank<3> (%t, %e) : !cute.tile<"[4:1]">, !cute.layout<"1:0">
  func.return
}

// -----

// the generic form checks the declared result
func.func @generic(%in: !cute.shape<"(4,8)">, %e: !cute.shape<"1">) {
  // expected-error@+1 {{'cute.append_to_rank' op attribute 'rank' failed to satisfy constraint: 32-bit signed integer attribute}}
  %r = "cute.append_to_rank"(%in, %e) <{rank = 4 : i32}> : (!cute.shape<"(4,8)">, !cute.shape<"1">) -> !cute.shape<"(4,8,1)">
  func.return
}

// -----

// the generic form checks the declared result (rank an si32, as NVIDIA's ODS wants it)
func.func @generic_result(%in: !cute.shape<"(4,8)">, %e: !cute.shape<"1">) {
  // expected-error@+2 {{'cute.append_to_rank' op inferred type(s) '!cute.shape<"(4,8,1,1)">' are incompatible with return type(s) of operation '!cute.shape<"(4,8,1)">'}}
  // expected-error@+1 {{'cute.append_to_rank' op failed to infer returned types}}
  %r = "cute.append_to_rank"(%in, %e) <{rank = 4 : si32}> : (!cute.shape<"(4,8)">, !cute.shape<"1">) -> !cute.shape<"(4,8,1)">
  func.return
}
