module attributes {gpu.container_module} {
  func.func @cutlass_coalesce_filter() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(2,(1,6))">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,(6,2))">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(2,(1,6)):(1,(6,2))">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,2,8)">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1,0,4)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(4,2,8):(1,0,4)">
    %coalesce = cute.coalesce(%lay) : (!cute.layout<"(2,(1,6)):(1,(6,2))">) -> !cute.layout<"12:1">
    %coord = cute.make_coord() : () -> !cute.coord<"(1,1)">
    %coalesce_3 = cute.coalesce(%lay, %coord) : (!cute.layout<"(2,(1,6)):(1,(6,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)">
    %filtered = cute.filter(%lay_2) : !cute.layout<"(4,2,8):(1,0,4)">
    %filtered_4 = cute.filter_zeros(%lay_2) : !cute.layout<"(4,2,8):(1,0,4)">
    cute.print("{} {} {} {}\0A", %coalesce, %coalesce_3, %filtered, %filtered_4) : !cute.layout<"12:1">, !cute.layout<"(2,6):(1,2)">, !cute.layout<"32:1">, !cute.layout<"(4,1,8):(1,0,4)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

