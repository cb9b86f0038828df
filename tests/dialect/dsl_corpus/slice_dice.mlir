module attributes {gpu.container_module} {
  func.func @cutlass_slice_dice() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,8,2)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,4,32)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8,2):(1,4,32)">
    %coord = cute.make_coord() : () -> !cute.coord<"(_,3,_)">
    %slice = cute.slice(%lay, %coord) : !cute.layout<"(4,8,2):(1,4,32)">, !cute.coord<"(_,3,_)">
    %coord_0 = cute.make_coord() : () -> !cute.coord<"(2,_,1)">
    %slice_1 = cute.slice(%lay, %coord_0) : !cute.layout<"(4,8,2):(1,4,32)">, !cute.coord<"(2,_,1)">
    %coord_2 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
    %dice = cute.dice(%lay, "(1,_,1)") : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,2):(1,32)">
    cute.print("{} {} {}\0A", %slice, %slice_1, %dice) : !cute.layout<"(4,2):(1,32)">, !cute.layout<"(8):(4)">, !cute.layout<"(4,2):(1,32)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

