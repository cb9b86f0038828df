// --cute-to-base, cute.print (seed 000): llvm.call @printf of a generated llvm.mlir.global format
// string, the value's static text with %d at each '?' leaf and %ld at each '?{i64}' leaf (a line
// of its own), and of the dynamic leaves, extracted from the value's struct.  xDSL 0.75 has no
// gpu.printf: inside a gpu.module the call is the same, the declarations go into the gpu.module.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's examples: a static layout (no argument) and a dynamic stride.
// CHECK-LABEL: builtin.module {
// CHECK-NEXT:    llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:    llvm.mlir.global internal constant @cute_print_fmt_0("(2,3):(1,2)\0A\00") {addr_space = 0 : i32} : !llvm.array<13 x i8>
// CHECK-NEXT:    llvm.mlir.global internal constant @cute_print_fmt_1("%d\0A\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT:    func.func @seed(%y: !llvm.struct<(i32)>) {
// CHECK-NEXT:      llvm.mlir.undef : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>
// CHECK-NEXT:      [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_0 : !llvm.ptr
// CHECK-NEXT:      llvm.call @printf([[FMT]]) vararg(!llvm.func<i32 (!llvm.ptr, ...)>) : (!llvm.ptr) -> i32
// CHECK-NEXT:      [[Y:%.+]] = llvm.extractvalue %y[0] : !llvm.struct<(i32)>
// CHECK-NEXT:      [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_1 : !llvm.ptr
// CHECK-NEXT:      llvm.call @printf([[FMT]], [[Y]]) vararg(!llvm.func<i32 (!llvm.ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:      func.return
func.func @seed(%y: !cute.stride<"?">) {
  %x = cute.static : !cute.layout<"(2,3):(1,2)">
  cute.print(%x) : !cute.layout<"(2,3):(1,2)">
  cute.print(%y) : !cute.stride<"?">
  func.return
}

// -----

// Every kind's text: the leaves in get_scalars order, i64 leaves as %ld with i64 arguments.
// CHECK:         @cute_print_fmt_0("S<3,4,3> o %d o (%d,8):(1,%ld)\0A\00") {addr_space = 0 : i32} : !llvm.array<32 x i8>
// CHECK-NEXT:    @cute_print_fmt_1("[(%d,3):(1,%d);_]\0A\00") {addr_space = 0 : i32} : !llvm.array<19 x i8>
// CHECK-NEXT:    @cute_print_fmt_2("((%d,_),%ld)\0A\00") {addr_space = 0 : i32} : !llvm.array<14 x i8>
// CHECK-NEXT:    @cute_print_fmt_3("(%d@0,1@1)\0A\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>
// CHECK-LABEL:   func.func @widths(
// CHECK-NEXT:      [[OFF:%.+]] = llvm.extractvalue %cl[1, 0]
// CHECK-NEXT:      [[M:%.+]] = llvm.extractvalue %cl[2, 0, 0]
// CHECK-NEXT:      [[N:%.+]] = llvm.extractvalue %cl[2, 1, 0]
// CHECK-NEXT:      [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_0
// CHECK-NEXT:      llvm.call @printf([[FMT]], [[OFF]], [[M]], [[N]]) vararg(!llvm.func<i32 (!llvm.ptr, ...)>) : (!llvm.ptr, i32, i32, i64) -> i32
// CHECK-NEXT:      [[T0:%.+]] = llvm.extractvalue %t[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:      [[T1:%.+]] = llvm.extractvalue %t[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:      [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_1
// CHECK-NEXT:      llvm.call @printf([[FMT]], [[T0]], [[T1]]) {{.*}} : (!llvm.ptr, i32, i32) -> i32
// CHECK-NEXT:      [[C0:%.+]] = llvm.extractvalue %c[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:      [[C1:%.+]] = llvm.extractvalue %c[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:      [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_2
// CHECK-NEXT:      llvm.call @printf([[FMT]], [[C0]], [[C1]]) {{.*}} : (!llvm.ptr, i32, i64) -> i32
// CHECK-NEXT:      [[B:%.+]] = llvm.extractvalue %b[0] : !llvm.struct<(i32)>
// CHECK-NEXT:      [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_3
// CHECK-NEXT:      llvm.call @printf([[FMT]], [[B]]) {{.*}} : (!llvm.ptr, i32) -> i32
func.func @widths(%cl: !cute.composed_layout<"S<3,4,3> o ? o (?,8):(1,?{i64})">, %t: !cute.tile<"[(?,3):(1,?);_]">, %c: !cute.coord<"((?,_),?{i64})">, %b: !cute.stride<"(?@0,1@1)">) {
  cute.print(%cl) : !cute.composed_layout<"S<3,4,3> o ? o (?,8):(1,?{i64})">
  cute.print(%t) : !cute.tile<"[(?,3):(1,?);_]">
  cute.print(%c) : !cute.coord<"((?,_),?{i64})">
  cute.print(%b) : !cute.stride<"(?@0,1@1)">
  func.return
}

// -----

// An existing printf declaration is used; a format string is made once per text, under a
// name no other symbol has.
// CHECK-LABEL: builtin.module {
// CHECK-NEXT:    llvm.mlir.global internal constant @cute_print_fmt_1("(%d,8)\0A\00")
// CHECK-NEXT:    llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:    llvm.mlir.global internal constant @cute_print_fmt_0("taken\00")
// CHECK-NOT:     llvm.func @printf
// CHECK:         llvm.mlir.addressof @cute_print_fmt_1
// CHECK:         llvm.mlir.addressof @cute_print_fmt_1
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @cute_print_fmt_0("taken\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
func.func @shared(%a: !cute.shape<"(?,8)">, %b: !cute.shape<"(?,8)">) {
  cute.print(%a) : !cute.shape<"(?,8)">
  cute.print(%b) : !cute.shape<"(?,8)">
  func.return
}

// -----

// Device code: the declarations live in the gpu.module's own symbol table.
// CHECK-LABEL: builtin.module {
// CHECK-NEXT:    "gpu.module"() <{sym_name = "kernels"}> ({
// CHECK-NEXT:      llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:      llvm.mlir.global internal constant @cute_print_fmt_0("(%d,8)\0A\00")
// CHECK-NEXT:      func.func @device(%s: !llvm.struct<(i32)>) {
// CHECK-NEXT:        [[S:%.+]] = llvm.extractvalue %s[0] : !llvm.struct<(i32)>
// CHECK-NEXT:        [[FMT:%.+]] = llvm.mlir.addressof @cute_print_fmt_0 : !llvm.ptr
// CHECK-NEXT:        llvm.call @printf([[FMT]], [[S]])
"gpu.module"() <{sym_name = "kernels"}> ({
  func.func @device(%s: !cute.shape<"(?,8)">) {
    cute.print(%s) : !cute.shape<"(?,8)">
    func.return
  }
}) : () -> ()
