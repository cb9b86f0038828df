// --cute-to-base is a full conversion of the ten ops --cute-expand-ops leaves: any other cute op
// is an error at that op (as MLIR's "failed to legalize operation"), and so is a @printf symbol
// that is not the C declaration cute.print calls.
// RUN: cute-opt %s -split-input-file -verify-diagnostics --cute-to-base

func.func @unexpanded(%s: !cute.shape<"(?,8)">) -> !cute.int_tuple<"?"> {
  // expected-error@+1 {{'cute.size' op failed to legalize: --cute-to-base lowers only cute.static, cute.get_scalars, cute.print and the cute.make_* constructors (--cute-expand-ops rewrites the other ops)}}
  %n = cute.size (%s) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  func.return %n : !cute.int_tuple<"?">
}

// -----

func.func @nested(%l: !cute.layout<"(?,8):(1,?)">, %flag: i1) {
  scf.if %flag {
    // expected-error@+1 {{'cute.get' op failed to legalize}}
    %g = cute.get<[1]> (%l) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"8:?">
    cute.print(%g) : !cute.layout<"8:?">
  }
  func.return
}

// -----

func.func @printf(%x: i32) {
  func.return
}
func.func @taken(%s: !cute.shape<"(?,8)">) {
  // expected-error@+1 {{'cute.print' op cannot be lowered to a printf call: the symbol @printf is a 'func.func', not 'llvm.func @printf(!llvm.ptr, ...) -> i32'}}
  cute.print(%s) : !cute.shape<"(?,8)">
  func.return
}

// -----

llvm.func @printf(!llvm.ptr) -> i32
func.func @not_variadic(%s: !cute.shape<"(?,8)">) {
  // expected-error@+1 {{'cute.print' op cannot be lowered to a printf call: the symbol @printf is a 'llvm.func'}}
  cute.print(%s) : !cute.shape<"(?,8)">
  func.return
}
