// Seed 000, Types: every example of the eight types parses and prints canonically.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @composed_layout
// CHECK-SAME: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// CHECK-SAME: !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">
// CHECK-SAME: !cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)">
// CHECK-SAME: !cute.composed_layout<"S<3,5,4> o 2 o (2,3):(1,2)">
// CHECK-SAME: !cute.composed_layout<"(8,4):(1,8)">
func.func @composed_layout(%a: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
                           %b: !cute.composed_layout<"(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)">,
                           %c: !cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)">,
                           %d: !cute.composed_layout<"S<3,5,4> o 2 o (2,3):(1,2)">,
                           %e: !cute.composed_layout<"S<0,4,3> o 0 o (8,4):(1,8)">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @coord
// CHECK-SAME: !cute.coord<"1">, %{{.*}}: !cute.coord<"_">, %{{.*}}: !cute.coord<"?">, %{{.*}}: !cute.coord<"(1,2)">, %{{.*}}: !cute.coord<"(_,?)">, %{{.*}}: !cute.coord<"(_,_,?)">, %{{.*}}: !cute.coord<"(1,(2,3))">
func.func @coord(%a: !cute.coord<"1">, %b: !cute.coord<"_">, %c: !cute.coord<"?">, %d: !cute.coord<"(1,2)">,
                 %e: !cute.coord<"(_,?)">, %f: !cute.coord<"(_,_,?)">, %g: !cute.coord<"(1,(2,3))">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @int_tuple
// CHECK-SAME: !cute.int_tuple<"1">, %{{.*}}: !cute.int_tuple<"?">, %{{.*}}: !cute.int_tuple<"?{i64}">, %{{.*}}: !cute.int_tuple<"(1,2)">, %{{.*}}: !cute.int_tuple<"(1,(2,3))">, %{{.*}}: !cute.int_tuple<"(?,32)">, %{{.*}}: !cute.int_tuple<"(?,?{i64})">
func.func @int_tuple(%a: !cute.int_tuple<"1">, %b: !cute.int_tuple<"?">, %c: !cute.int_tuple<"?{i64}">,
                     %d: !cute.int_tuple<"(1,2)">, %e: !cute.int_tuple<"(1,(2,3))">, %f: !cute.int_tuple<"(?,32)">,
                     %g: !cute.int_tuple<"(?,?{i64})">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @layout
// CHECK-SAME: !cute.layout<"(2,3):(1,2)">, %{{.*}}: !cute.layout<"(2,3):(?,2)">, %{{.*}}: !cute.layout<"(?,3):(1,2)">, %{{.*}}: !cute.layout<"((2,3),(4,5)):((1,2),(3,4))">, %{{.*}}: !cute.layout<"(2,3):(1@0,1@1)">, %{{.*}}: !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
func.func @layout(%a: !cute.layout<"(2,3):(1,2)">, %b: !cute.layout<"(2,3):(?,2)">, %c: !cute.layout<"(?,3):(1,2)">,
                  %d: !cute.layout<"((2,3),(4,5)):((1,2),(3,4))">, %e: !cute.layout<"(2,3):(1@0,1@1)">,
                  %f: !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @shape
// CHECK-SAME: !cute.shape<"1">, %{{.*}}: !cute.shape<"?">, %{{.*}}: !cute.shape<"?{i64}">, %{{.*}}: !cute.shape<"(1,2)">, %{{.*}}: !cute.shape<"(?,32)">, %{{.*}}: !cute.shape<"(1,(2,3))">, %{{.*}}: !cute.shape<"(0,2)">
func.func @shape(%a: !cute.shape<"1">, %b: !cute.shape<"?">, %c: !cute.shape<"?{i64}">, %d: !cute.shape<"(1,2)">,
                 %e: !cute.shape<"(?,32)">, %f: !cute.shape<"(1,(2,3))">, %g: !cute.shape<"(0,2)">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @stride
// CHECK-SAME: !cute.stride<"1">, %{{.*}}: !cute.stride<"?">, %{{.*}}: !cute.stride<"4@0">, %{{.*}}: !cute.stride<"?@0">, %{{.*}}: !cute.stride<"1@1@0">, %{{.*}}: !cute.stride<"(16,32)">, %{{.*}}: !cute.stride<"(16,?)">, %{{.*}}: !cute.stride<"(0,?@0)">, %{{.*}}: !cute.stride<"(1@1@0,2@0)">, %{{.*}}: !cute.stride<"(16,(32,4))">
func.func @stride(%a: !cute.stride<"1">, %b: !cute.stride<"?">, %c: !cute.stride<"4@0">, %d: !cute.stride<"?@0">,
                  %e: !cute.stride<"1@1@0">, %f: !cute.stride<"(16,32)">, %g: !cute.stride<"(16,?)">,
                  %h: !cute.stride<"(0,?@0)">, %i: !cute.stride<"(1@1@0,2@0)">, %j: !cute.stride<"(16,(32,4))">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @swizzle
// CHECK-SAME: !cute.swizzle<"S<0,4,3>">, %{{.*}}: !cute.swizzle<"S<3,5,4>">, %{{.*}}: !cute.swizzle<"S<1,0,2>">
func.func @swizzle(%a: !cute.swizzle<"S<0,4,3>">, %b: !cute.swizzle<"S<3,5,4>">, %c: !cute.swizzle<"S<1,0,2>">) {
  func.return
}

// -----

// CHECK-LABEL: func.func @tile
// CHECK-SAME: !cute.tile<"[(2,3):(1,2)]">, %{{.*}}: !cute.tile<"[(2,3):(1,2);(4,5):(1,4)]">, %{{.*}}: !cute.tile<"[_]">, %{{.*}}: !cute.tile<"[(2,3):(1,2);_]">
func.func @tile(%a: !cute.tile<"[(2,3):(1,2)]">, %b: !cute.tile<"[(2,3):(1,2);(4,5):(1,4)]">, %c: !cute.tile<"[_]">,
                %d: !cute.tile<"[(2,3):(1,2);_]">) {
  func.return
}

// -----

// Types flow through builtin, func, arith and scf.
// CHECK-LABEL: func.func @interplay
// CHECK: scf.if
// CHECK: scf.yield %{{.*}} : !cute.layout<"(4,8):(1,4)">
// CHECK: func.call @interplay
func.func @interplay(%c: i1, %l: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)"> {
  %r = scf.if %c -> (!cute.layout<"(4,8):(1,4)">) {
    %s = cute.static : !cute.layout<"(4,8):(1,4)">
    scf.yield %s : !cute.layout<"(4,8):(1,4)">
  } else {
    scf.yield %l : !cute.layout<"(4,8):(1,4)">
  }
  %x = func.call @interplay(%c, %r) : (i1, !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  func.return %x : !cute.layout<"(4,8):(1,4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"(4,8):(1,4)">
