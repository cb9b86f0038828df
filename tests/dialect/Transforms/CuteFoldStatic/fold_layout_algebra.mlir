// CuteFoldStatic: the extension ops of extension-ops.md fold like the seed ops.
// RUN: cute-opt %s --cute-fold-static | filecheck %s

// CHECK-LABEL: func.func @algebra
// CHECK-NEXT: %[[A:.*]] = cute.static : !cute.layout<"(5,4):(8,2)">
// CHECK-NEXT: %[[B:.*]] = cute.static : !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">
// CHECK-NEXT: %[[C:.*]] = cute.static : !cute.layout<"(8,4):(4,1)">
// CHECK-NEXT: %[[D:.*]] = cute.static : !cute.layout<"2:4">
// CHECK-NEXT: %[[E:.*]] = cute.static : !cute.layout<"(4):(1)">
// CHECK-NEXT: func.return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @algebra() -> (!cute.layout<"(5,4):(8,2)">, !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">, !cute.layout<"(8,4):(4,1)">,
                         !cute.layout<"2:4">, !cute.layout<"(4):(1)">) {
  %a = cute.static : !cute.layout<"(20):(2)">
  %b = cute.static : !cute.layout<"(5,4):(4,1)">
  %c = cute.composition(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %l = cute.static : !cute.layout<"(8,16):(20,1)">
  %t = cute.make_tile() : () -> !cute.tile<"[4:1;8:2]">
  %d = cute.logical_divide(%l, %t) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">
  %r = cute.static : !cute.layout<"(4,8):(8,1)">
  %i = cute.right_inverse(%r) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
  %p = cute.static : !cute.layout<"(4,8):(1,8)">
  %k = cute.complement(%p) : (!cute.layout<"(4,8):(1,8)">) -> !cute.layout<"2:4">
  %q = cute.static : !cute.layout<"(4,8):(1,4)">
  %u = cute.static : !cute.coord<"(_,1)">
  %s = cute.slice(%q, %u) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(_,1)">
  func.return %c, %d, %i, %k, %s : !cute.layout<"(5,4):(8,2)">, !cute.layout<"((4,2),(8,2)):((20,80),(2,1))">, !cute.layout<"(8,4):(4,1)">,
                         !cute.layout<"2:4">, !cute.layout<"(4):(1)">
}
