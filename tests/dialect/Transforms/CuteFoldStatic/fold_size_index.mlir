// Seed 003, CuteFoldStatic/fold_size_index: size/index ops of static values fold.
// RUN: cute-opt %s -split-input-file --cute-fold-static | filecheck %s
// RUN: cute-opt %s -split-input-file -p cute-fold-static | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @size_index
// CHECK-NEXT: %[[A:.*]] = cute.static : !cute.int_tuple<"2048">
// CHECK-NEXT: %[[B:.*]] = cute.static : !cute.int_tuple<"512">
// CHECK-NEXT: %[[C:.*]] = cute.static : !cute.int_tuple<"24">
// CHECK-NEXT: %[[D:.*]] = cute.static : !cute.int_tuple<"24">
// CHECK-NEXT: %[[E:.*]] = cute.static : !cute.int_tuple<"(2,12)">
// CHECK-NEXT: %[[F:.*]] = cute.static : !cute.int_tuple<"6">
// CHECK-NEXT: %[[G:.*]] = cute.static : !cute.coord<"(1,2)">
// CHECK-NEXT: %[[H:.*]] = cute.static : !cute.coord<"(0,3)">
// CHECK-NEXT: %[[I:.*]] = cute.static : !cute.shape<"(4,8,1,1)">
// CHECK-NEXT: %[[J:.*]] = cute.static : !cute.shape<"(1,1,4,8)">
// CHECK-NEXT: %[[K:.*]] = cute.static : !cute.int_tuple<"(1,0,2)">
// CHECK-NEXT: func.return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]], %[[H]], %[[I]], %[[J]], %[[K]]
func.func @size_index() -> (!cute.int_tuple<"2048">, !cute.int_tuple<"512">, !cute.int_tuple<"24">, !cute.int_tuple<"24">,
                            !cute.int_tuple<"(2,12)">, !cute.int_tuple<"6">, !cute.coord<"(1,2)">, !cute.coord<"(0,3)">,
                            !cute.shape<"(4,8,1,1)">, !cute.shape<"(1,1,4,8)">, !cute.int_tuple<"(1,0,2)">) {
  %l = cute.static : !cute.layout<"(4,(16,32)):(1,(4,64))">
  %sz = cute.size (%l) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
  %sz1 = cute.size<[1]> (%l) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"512">
  %l2 = cute.static : !cute.layout<"(4,3,2):(1,4,12)">
  %cs = cute.cosize (%l2) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
  %t = cute.static : !cute.int_tuple<"(2,(3,4))">
  %p = cute.tuple_product(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
  %pe = cute.tuple_product_each(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  %shape0 = cute.static : !cute.shape<"(4,5)">
  %c = cute.static : !cute.coord<"(2,1)">
  %i = cute.crd2idx(%c, %shape0) : (!cute.coord<"(2,1)">, !cute.shape<"(4,5)">) -> !cute.int_tuple<"6">
  %idx = cute.static : !cute.int_tuple<"9">
  %shape = cute.static : !cute.shape<"(4,8)">
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
  %c32 = cute.static : !cute.coord<"(3,2)">
  %n = cute.increment_coord(%c32, %shape) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
  %e = cute.static : !cute.shape<"1">
  %r = cute.append_to_rank<4> (%shape, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">
  %q = cute.prepend_to_rank<4> (%shape, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">
  %c12 = cute.static : !cute.coord<"(1,2)">
  %b = cute.static : !cute.layout<"((2,3),4):((1@0,1@1),1@2)">
  %v = cute.layout_eval(%c12, %b) : (!cute.coord<"(1,2)">, !cute.layout<"((2,3),4):((1@0,1@1),1@2)">) -> !cute.int_tuple<"(1,0,2)">
  func.return %sz, %sz1, %cs, %p, %pe, %i, %crd, %n, %r, %q, %v : !cute.int_tuple<"2048">, !cute.int_tuple<"512">, !cute.int_tuple<"24">, !cute.int_tuple<"24">,
                            !cute.int_tuple<"(2,12)">, !cute.int_tuple<"6">, !cute.coord<"(1,2)">, !cute.coord<"(0,3)">,
                            !cute.shape<"(4,8,1,1)">, !cute.shape<"(1,1,4,8)">, !cute.int_tuple<"(1,0,2)">
}

// -----

// Static results of dynamic operands fold (the last extent does not weigh in
// crd2idx); dynamic ones stay.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: %[[A:.*]] = cute.static : !cute.int_tuple<"9">
// CHECK-NEXT: %[[B:.*]] = cute.size (%s) : (!cute.shape<"(4,?)">) -> !cute.int_tuple<"?">
// CHECK-NEXT: func.return %[[A]], %[[B]]
func.func @dynamic(%s: !cute.shape<"(4,?)">) -> (!cute.int_tuple<"9">, !cute.int_tuple<"?">) {
  %c = cute.static : !cute.coord<"(1,2)">
  %i = cute.crd2idx(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,?)">) -> !cute.int_tuple<"9">
  %n = cute.size (%s) : (!cute.shape<"(4,?)">) -> !cute.int_tuple<"?">
  func.return %i, %n : !cute.int_tuple<"9">, !cute.int_tuple<"?">
}
