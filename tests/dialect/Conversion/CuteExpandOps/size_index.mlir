// Seed 000 --cute-expand-ops / seed 003 Conversion/CuteExpandOps/SizeIndex: dynamic
// results become get_scalars<{only_dynamic}> + arith + make_*; the output round-trips.
// RUN: cute-opt %s -split-input-file --cute-expand-ops | filecheck %s
// RUN: cute-opt %s -split-input-file --cute-expand-ops | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --cute-expand-ops -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s

// crd2idx((c0,c1), (4,8)) = c0 + 4*c1
// CHECK-LABEL: func.func @crd2idx
// CHECK: %[[C0:.*]], %[[C1:.*]] = cute.get_scalars<{only_dynamic}> (%c) : !cute.coord<"(?,?)">
// CHECK-NEXT: %[[K:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[K]], %[[C1]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[C0]], %[[M]] : i32
// CHECK-NEXT: %[[R:.*]] = cute.make_int_tuple(%[[A]]) : (i32) -> !cute.int_tuple<"?">
// CHECK-NEXT: func.return %[[R]]
func.func @crd2idx(%c: !cute.coord<"(?,?)">) -> !cute.int_tuple<"?"> {
  %s = cute.static : !cute.shape<"(4,8)">
  %i = cute.crd2idx(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">
  func.return %i : !cute.int_tuple<"?">
}

// -----

// idx2crd(i, (4,8)) = (i mod 4, i div 4)
// CHECK-LABEL: func.func @idx2crd
// CHECK: %[[I:.*]] = cute.get_scalars<{only_dynamic}> (%i) : !cute.int_tuple<"?">
// CHECK-NEXT: %[[K:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[M:.*]] = arith.remui %[[I]], %[[K]] : i32
// CHECK-NEXT: %[[D:.*]] = arith.divui %[[I]], %[[K]] : i32
// CHECK-NEXT: cute.make_coord(%[[M]], %[[D]]) : (i32, i32) -> !cute.coord<"(?,?)">
func.func @idx2crd(%i: !cute.int_tuple<"?">) -> !cute.coord<"(?,?)"> {
  %s = cute.static : !cute.shape<"(4,8)">
  %c = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  func.return %c : !cute.coord<"(?,?)">
}

// -----

// size is the product of the extents; an i32 leaf is sign-extended to the i64 result.
// CHECK-LABEL: func.func @size
// CHECK: %[[A:.*]], %[[B:.*]] = cute.get_scalars<{only_dynamic}> (%s) : !cute.shape<"(?,(4,?{i64}))">
// CHECK-NEXT: %[[X:.*]] = arith.extsi %[[A]] : i32 to i64
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[X]], %[[B]] : i64
// CHECK-NEXT: %[[K:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[Q:.*]] = arith.muli %[[K]], %[[P]] : i64
// CHECK-NEXT: cute.make_int_tuple(%[[Q]]) : (i64) -> !cute.int_tuple<"?{i64}">
func.func @size(%s: !cute.shape<"(?,(4,?{i64}))">) -> !cute.int_tuple<"?{i64}"> {
  %n = cute.size (%s) : (!cute.shape<"(?,(4,?{i64}))">) -> !cute.int_tuple<"?{i64}">
  func.return %n : !cute.int_tuple<"?{i64}">
}

// -----

// layout_eval of an integral coordinate: its idx2crd decomposition, then the inner product.
// CHECK-LABEL: func.func @layout_eval
// CHECK: %[[C:.*]] = cute.get_scalars<{only_dynamic}> (%c) : !cute.coord<"?">
// CHECK-NEXT: %{{.*}}, %[[D:.*]] = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,?):(?,1)">
// CHECK: arith.remui %[[C]]
// CHECK: arith.muli %[[D]]
// CHECK: arith.divui %[[C]]
// CHECK: arith.addi
// CHECK-NEXT: cute.make_int_tuple
// CHECK-NOT: cute.layout_eval
func.func @layout_eval(%c: !cute.coord<"?">, %l: !cute.layout<"(4,?):(?,1)">) -> !cute.int_tuple<"?"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"?">, !cute.layout<"(4,?):(?,1)">) -> !cute.int_tuple<"?">
  func.return %r : !cute.int_tuple<"?">
}

// -----

// Through a swizzle: x ^ ((x & 0xE00) >> 4) with x = 64*c0 + c1.
// CHECK-LABEL: func.func @swizzle
// CHECK: arith.constant 3584 : i32
// CHECK-NEXT: arith.andi
// CHECK-NEXT: arith.constant 4 : i32
// CHECK-NEXT: arith.shrui
// CHECK-NEXT: arith.xori
// CHECK-NEXT: cute.make_int_tuple
func.func @swizzle(%c: !cute.coord<"(?,?)">) -> !cute.int_tuple<"?"> {
  %sw = cute.static : !cute.composed_layout<"S<3,5,4> o 0 o (16,64):(64,1)">
  %r = cute.layout_eval(%c, %sw) : (!cute.coord<"(?,?)">, !cute.composed_layout<"S<3,5,4> o 0 o (16,64):(64,1)">) -> !cute.int_tuple<"?">
  func.return %r : !cute.int_tuple<"?">
}

// -----

// increment_coord: add the carry, wrap with a select, carry into the next mode.
// CHECK-LABEL: func.func @increment_coord
// CHECK: %[[A:.*]], %[[B:.*]] = cute.get_scalars<{only_dynamic}> (%c)
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[A]], %[[ONE]] : i32
// CHECK-NEXT: %[[E:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[W:.*]] = arith.cmpi sge, %[[N]], %[[E]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[X:.*]] = arith.select %[[W]], %[[Z]], %[[N]] : i32
// CHECK-NEXT: %[[K:.*]] = arith.extui %[[W]] : i1 to i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[B]], %[[K]] : i32
// CHECK-NEXT: cute.make_coord(%[[X]], %[[Y]]) : (i32, i32) -> !cute.coord<"(?,?)">
func.func @increment_coord(%c: !cute.coord<"(?,?)">) -> !cute.coord<"(?,?)"> {
  %s = cute.static : !cute.shape<"(4,8)">
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  func.return %r : !cute.coord<"(?,?)">
}

// -----

// A static result becomes cute.static, whatever the operands.
// CHECK-LABEL: func.func @static_result
// CHECK: %[[R:.*]] = cute.static : !cute.int_tuple<"9">
// CHECK-NEXT: func.return %[[R]]
func.func @static_result(%s: !cute.shape<"(4,?)">) -> !cute.int_tuple<"9"> {
  %c = cute.static : !cute.coord<"(1,2)">
  %i = cute.crd2idx(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,?)">) -> !cute.int_tuple<"9">
  func.return %i : !cute.int_tuple<"9">
}

// -----

// append_to_rank rebuilds a layout from its parts.
// CHECK-LABEL: func.func @append
// CHECK: %[[S:.*]] = cute.make_shape(%{{.*}}) : (i32) -> !cute.shape<"(?,1,1)">
// CHECK-NEXT: %[[D:.*]] = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"(?,0,0)">
// CHECK-NEXT: cute.make_layout(%[[S]], %[[D]]) : (!cute.shape<"(?,1,1)">, !cute.stride<"(?,0,0)">) -> !cute.layout<"(?,1,1):(?,0,0)">
func.func @append(%l: !cute.layout<"?:?">) -> !cute.layout<"(?,1,1):(?,0,0)"> {
  %e = cute.static : !cute.layout<"1:0">
  %r = cute.append_to_rank<3> (%l, %e) : !cute.layout<"?:?">, !cute.layout<"1:0">
  func.return %r : !cute.layout<"(?,1,1):(?,0,0)">
}
