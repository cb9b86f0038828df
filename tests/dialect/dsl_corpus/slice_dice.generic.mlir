"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_slice_dice"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,8,2)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,4,32)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8,2)">, !cute.stride<"(1,4,32)">) -> !cute.layout<"(4,8,2):(1,4,32)">
    %3 = "cute.make_coord"() : () -> !cute.coord<"(_,3,_)">
    %4 = "cute.slice"(%2, %3) : (!cute.layout<"(4,8,2):(1,4,32)">, !cute.coord<"(_,3,_)">) -> !cute.layout<"(4,2):(1,32)">
    %5 = "cute.make_coord"() : () -> !cute.coord<"(2,_,1)">
    %6 = "cute.slice"(%2, %5) : (!cute.layout<"(4,8,2):(1,4,32)">, !cute.coord<"(2,_,1)">) -> !cute.layout<"(8):(4)">
    %7 = "cute.make_coord"() : () -> !cute.coord<"(1,_,1)">
    %8 = "cute.dice"(%2) <{coord = #cute.coord<"(1,_,1)">}> : (!cute.layout<"(4,8,2):(1,4,32)">) -> !cute.layout<"(4,2):(1,32)">
    "cute.print"(%4, %6, %8) <{fmt = "{} {} {}\0A"}> : (!cute.layout<"(4,2):(1,32)">, !cute.layout<"(8):(4)">, !cute.layout<"(4,2):(1,32)">) -> ()
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%9) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
