// Diagnostics in NVIDIA's words (issue 11): an operand of a kind the op does not take, in the
// words of NVIDIA's type inference (the DSL spelling infers the result type at parse time).
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @ceil_div_stride(%a: !cute.stride<"(4,8)">, %b: !cute.shape<"(2,2)">) {
  // expected-error@+1 {{expects ShapeType or IntTupleType for `input`, but got '!cute.stride<"(4,8)">'}}
  %r = cute.ceil_div(%a, %b) : !cute.stride<"(4,8)">, !cute.shape<"(2,2)">
  func.return
}

// -----

func.func @shape_div_coord(%a: !cute.coord<"(4,8)">, %b: !cute.shape<"(2,2)">) {
  // expected-error@+1 {{expects ShapeType for operand#0, but got '!cute.coord<"(4,8)">'}}
  %r = cute.shape_div(%a, %b) : !cute.coord<"(4,8)">, !cute.shape<"(2,2)">
  func.return
}

// -----

func.func @divide_swizzle(%a: !cute.swizzle<"S<2,3,3>">, %t: !cute.tile<"[4:1]">) {
  // expected-error@+1 {{invalid input type, got '!cute.swizzle<"S<2,3,3>">'}}
  %r = cute.zipped_divide(%a, %t) : !cute.swizzle<"S<2,3,3>">, !cute.tile<"[4:1]">
  func.return
}

// -----

func.func @leaves_of_iterator(%p: !cute.ptr<f16, smem, align<16>>) {
  // expected-error@+1 {{expects an input of ValueTypeInterface, but got '!cute.ptr<f16, smem, align<16>>'}}
  %r = cute.get_leaves(%p) : !cute.ptr<f16, smem, align<16>>
  func.return
}

// -----

func.func @tiles_of_shape(%s: !cute.shape<"(4,4)">) {
  // expected-error@+1 {{expects an input of type !cute.tile, but got '!cute.shape<"(4,4)">'}}
  %r = cute.get_layouts_from_tile(%s) : !cute.shape<"(4,4)">
  func.return
}
