// Algebra ops on dynamic leaves (issue 12): CuTe's structure from the static leaves, the result
// types NVIDIA's CuTe DSL 4.8.1 infers (tests/dsl/fixtures hold many more).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -cute-expand-ops | filecheck %s --check-prefix=EXPAND

// issue 12: CuTe DSL 4.8.1 infers ((?,?),(?,?)):((2,?),(1,?))
// CHECK-LABEL: func.func @d0
// CHECK: cute.composition(%a0, %a1) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
// EXPAND-LABEL: func.func @d0
// EXPAND-NOT: cute.composition
// EXPAND: func.return
func.func @d0(%a0: !cute.layout<"(?,8):(1,?)">, %a1: !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))"> {
  %r = cute.composition(%a0, %a1) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
  func.return %r : !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
}

// -----

// a rank-1 A scales B's strides
// CHECK-LABEL: func.func @d1
// CHECK: cute.composition(%a0, %a1) : (!cute.layout<"(20):(2)">, !cute.layout<"(?,4):(4,1)">) -> !cute.layout<"(?,4):(8,2)">
// EXPAND-LABEL: func.func @d1
// EXPAND-NOT: cute.composition
// EXPAND: func.return
func.func @d1(%a0: !cute.layout<"(20):(2)">, %a1: !cute.layout<"(?,4):(4,1)">) -> !cute.layout<"(?,4):(8,2)"> {
  %r = cute.composition(%a0, %a1) : (!cute.layout<"(20):(2)">, !cute.layout<"(?,4):(4,1)">) -> !cute.layout<"(?,4):(8,2)">
  func.return %r : !cute.layout<"(?,4):(8,2)">
}

// -----

// a dynamic stride of B stays dynamic
// CHECK-LABEL: func.func @d2
// CHECK: cute.composition(%a0, %a1) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,4):(1,?)">) -> !cute.layout<"(2,4):(1,?)">
// EXPAND-LABEL: func.func @d2
// EXPAND-NOT: cute.composition
// EXPAND: func.return
func.func @d2(%a0: !cute.layout<"(4,8):(1,4)">, %a1: !cute.layout<"(2,4):(1,?)">) -> !cute.layout<"(2,4):(1,?)"> {
  %r = cute.composition(%a0, %a1) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,4):(1,?)">) -> !cute.layout<"(2,4):(1,?)">
  func.return %r : !cute.layout<"(2,4):(1,?)">
}

// -----

// static modes merge, a dynamic one stays apart
// CHECK-LABEL: func.func @d3
// CHECK: cute.coalesce(%a0) : (!cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)">
// EXPAND-LABEL: func.func @d3
// EXPAND-NOT: cute.coalesce
// EXPAND: func.return
func.func @d3(%a0: !cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)"> {
  %r = cute.coalesce(%a0) : (!cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)">
  func.return %r : !cute.layout<"(20,?):(1,?)">
}

// -----

// a rank-1 dynamic stride: the gap and the extension are computed at run time
// CHECK-LABEL: func.func @d4
// CHECK: cute.complement(%a0, %a1) : (!cute.layout<"(3):(?)">, !cute.shape<"12">) -> !cute.layout<"(?,?):(1,?{div=3})">
// EXPAND-LABEL: func.func @d4
// EXPAND-NOT: cute.complement
// EXPAND: func.return
func.func @d4(%a0: !cute.layout<"(3):(?)">, %a1: !cute.shape<"12">) -> !cute.layout<"(?,?):(1,?{div=3})"> {
  %r = cute.complement(%a0, %a1) : (!cute.layout<"(3):(?)">, !cute.shape<"12">) -> !cute.layout<"(?,?):(1,?{div=3})">
  func.return %r : !cute.layout<"(?,?):(1,?{div=3})">
}

// -----

// a dynamic stride counts as 0 (CuTe): the inverse of the static mode
// CHECK-LABEL: func.func @d5
// CHECK: cute.right_inverse(%a0) : (!cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4">
// EXPAND-LABEL: func.func @d5
// EXPAND-NOT: cute.right_inverse
// EXPAND: func.return
func.func @d5(%a0: !cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4"> {
  %r = cute.right_inverse(%a0) : (!cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4">
  func.return %r : !cute.layout<"3:4">
}

// -----

// issue 12: the DSL's ((32,8),(?,?)):((1,?),(32,?{div=8}))
// CHECK-LABEL: func.func @d6
// CHECK: cute.zipped_divide(%a0, %a1) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))">
// EXPAND-LABEL: func.func @d6
// EXPAND-NOT: cute.zipped_divide
// EXPAND: func.return
func.func @d6(%a0: !cute.layout<"(?,?):(1,?)">, %a1: !cute.tile<"[32:1;8:1]">) -> !cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))"> {
  %r = cute.zipped_divide(%a0, %a1) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))">
  func.return %r : !cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))">
}

// -----

// CHECK-LABEL: func.func @d7
// CHECK: cute.flat_divide(%a0, %a1) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})">
// EXPAND-LABEL: func.func @d7
// EXPAND-NOT: cute.flat_divide
// EXPAND: func.return
func.func @d7(%a0: !cute.layout<"(?,?):(1,?)">, %a1: !cute.tile<"[32:1;8:1]">) -> !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})"> {
  %r = cute.flat_divide(%a0, %a1) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})">
  func.return %r : !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})">
}

// -----

// CHECK-LABEL: func.func @d8
// CHECK: cute.tiled_divide(%a0, %a1) : (!cute.layout<"(?,?{div=16}):(1,?)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),?,?):((1,?),8,?{div=4})">
// EXPAND-LABEL: func.func @d8
// EXPAND-NOT: cute.tiled_divide
// EXPAND: func.return
func.func @d8(%a0: !cute.layout<"(?,?{div=16}):(1,?)">, %a1: !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),?,?):((1,?),8,?{div=4})"> {
  %r = cute.tiled_divide(%a0, %a1) : (!cute.layout<"(?,?{div=16}):(1,?)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),?,?):((1,?),8,?{div=4})">
  func.return %r : !cute.layout<"((8,4),?,?):((1,?),8,?{div=4})">
}

// -----

// the rest is ceil(?/4): no divisor known (the DSL)
// CHECK-LABEL: func.func @d9
// CHECK: cute.logical_divide(%a0, %a1) : (!cute.layout<"?{div=16}:1">, !cute.layout<"4:1">) -> !cute.layout<"(4,?):(1,4)">
// EXPAND-LABEL: func.func @d9
// EXPAND-NOT: cute.logical_divide
// EXPAND: func.return
func.func @d9(%a0: !cute.layout<"?{div=16}:1">, %a1: !cute.layout<"4:1">) -> !cute.layout<"(4,?):(1,4)"> {
  %r = cute.logical_divide(%a0, %a1) : (!cute.layout<"?{div=16}:1">, !cute.layout<"4:1">) -> !cute.layout<"(4,?):(1,4)">
  func.return %r : !cute.layout<"(4,?):(1,4)">
}

// -----

// a static A repeated by a dynamic B
// CHECK-LABEL: func.func @d10
// CHECK: cute.logical_product(%a0, %a1) : (!cute.layout<"(4,2):(1,4)">, !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"((4,2),(?,2)):((1,4),(8,?{div=8}))">
// EXPAND-LABEL: func.func @d10
// EXPAND-NOT: cute.logical_product
// EXPAND: func.return
func.func @d10(%a0: !cute.layout<"(4,2):(1,4)">, %a1: !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"((4,2),(?,2)):((1,4),(8,?{div=8}))"> {
  %r = cute.logical_product(%a0, %a1) : (!cute.layout<"(4,2):(1,4)">, !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"((4,2),(?,2)):((1,4),(8,?{div=8}))">
  func.return %r : !cute.layout<"((4,2),(?,2)):((1,4),(8,?{div=8}))">
}

// -----

// CHECK-LABEL: func.func @d11
// CHECK: cute.blocked_product(%a0, %a1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(?,3):(1,?)">) -> !cute.layout<"((2,?),(2,3)):((1,4),(2,?{div=4}))">
// EXPAND-LABEL: func.func @d11
// EXPAND-NOT: cute.blocked_product
// EXPAND: func.return
func.func @d11(%a0: !cute.layout<"(2,2):(1,2)">, %a1: !cute.layout<"(?,3):(1,?)">) -> !cute.layout<"((2,?),(2,3)):((1,4),(2,?{div=4}))"> {
  %r = cute.blocked_product(%a0, %a1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(?,3):(1,?)">) -> !cute.layout<"((2,?),(2,3)):((1,4),(2,?{div=4}))">
  func.return %r : !cute.layout<"((2,?),(2,3)):((1,4),(2,?{div=4}))">
}

// -----

// CuTe coalesces each mode of a raked product
// CHECK-LABEL: func.func @d12
// CHECK: cute.raked_product(%a0, %a1) : (!cute.layout<"(4,2):(1,4)">, !cute.layout<"?:1">) -> !cute.layout<"((?,4),2):((8,1),4)">
// EXPAND-LABEL: func.func @d12
// EXPAND-NOT: cute.raked_product
// EXPAND: func.return
func.func @d12(%a0: !cute.layout<"(4,2):(1,4)">, %a1: !cute.layout<"?:1">) -> !cute.layout<"((?,4),2):((8,1),4)"> {
  %r = cute.raked_product(%a0, %a1) : (!cute.layout<"(4,2):(1,4)">, !cute.layout<"?:1">) -> !cute.layout<"((?,4),2):((8,1),4)">
  func.return %r : !cute.layout<"((?,4),2):((8,1),4)">
}

// -----

// a dynamic stride orders after the static ones
// CHECK-LABEL: func.func @d13
// CHECK: cute.make_layout_like(%a0) : !cute.layout<"(4,?):(?,4)"> -> !cute.layout<"(4,?):(?,1)">
// EXPAND-LABEL: func.func @d13
// EXPAND-NOT: cute.make_layout_like
// EXPAND: func.return
func.func @d13(%a0: !cute.layout<"(4,?):(?,4)">) -> !cute.layout<"(4,?):(?,1)"> {
  %r = cute.make_layout_like(%a0) : !cute.layout<"(4,?):(?,4)"> -> !cute.layout<"(4,?):(?,1)">
  func.return %r : !cute.layout<"(4,?):(?,1)">
}


// -----

// a coordinate without '_' keeps nothing: ():() (CuTe DSL)
// CHECK-LABEL: func.func @slice_all
// CHECK: func.return %r : !cute.layout<"():()">
func.func @slice_all(%x: !cute.layout<"(4,?):(1,4)">, %c: !cute.coord<"(1,2)">) -> !cute.layout<"():()"> {
  %r = cute.slice(%x, %c) : !cute.layout<"(4,?):(1,4)">, !cute.coord<"(1,2)">
  func.return %r : !cute.layout<"():()">
}
