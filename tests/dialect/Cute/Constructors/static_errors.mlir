// Seed 000, cute.static: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the result is a static CuTe type with no dynamic (?) slots
func.func @dynamic() {
  // expected-error@+1 {{'cute.static' op expects result to be static, but got '!cute.shape<"(4,?)">'}}
  %0 = cute.static : !cute.shape<"(4,?)">
  func.return
}

// -----

// only !cute types
func.func @not_cute() {
  // expected-error@+1 {{'cute.static' op result #0 must be MaybeStaticTypeInterface instance, but got 'i32'}}
  %0 = cute.static : i32
  func.return
}

// -----

// cute.static takes no operands
func.func @operands(%x: !cute.shape<"4">) {
  // expected-error@+1 {{Expected ':'}}
  %0 = cute.static(%x) : !cute.shape<"4">
  func.return
}
