module attributes {gpu.container_module} {
  func.func @cutlass_bymode_coalesce_example() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(2,(1,6))"> loc(#loc4)
    %stride = cute.make_stride() : () -> !cute.stride<"(1,(6,2))"> loc(#loc4)
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(2,(1,6)):(1,(6,2))"> loc(#loc4)
    %coord = cute.make_coord() : () -> !cute.coord<"(1,1)"> loc(#loc5)
    %coalesce = cute.coalesce(%lay, %coord) : (!cute.layout<"(2,(1,6)):(1,(6,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)"> loc(#loc5)
    %c0_i32 = arith.constant 0 : i32 loc(#loc3)
    return %c0_i32 : i32 loc(#loc3)
  } loc(#loc3)
} loc(#loc3)
#loc = loc("examples/python/CuTeDSL/cute/notebooks/cute_layout_algebra.ipynb:cell3":1:0)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/cute_layout_algebra.ipynb:cell3":6:13)
#loc2 = loc("examples/python/CuTeDSL/cute/notebooks/cute_layout_algebra.ipynb:cell3":9:13)
#loc3 = loc("<module>"(#loc))
#loc4 = loc("layout = cute.make_layout((2, (1, 6)), stride=(1, (6, 2)))"(#loc1))
#loc5 = loc("result = cute.coalesce(layout, target_profile=(1, 1))"(#loc2))

