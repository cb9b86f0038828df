!memref_gmem_f32 = !cute.memref<f32, gmem, "(128,256):(1,128)">
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_gmem_f32) -> i32, sym_name = "cutlass_identity_tensors_FakeTensorFloat321282561128"}> ({
  ^bb0(%arg0: !memref_gmem_f32):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %1 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %2 = "cute.get_layout"(%arg0) : (!memref_gmem_f32) -> !cute.layout<"(128,256):(1,128)">
    %3 = "cute.get_shape"(%2) : (!cute.layout<"(128,256):(1,128)">) -> !cute.shape<"(128,256)">
    %4:2 = "cute.get_leaves"(%3) : (!cute.shape<"(128,256)">) -> (!cute.shape<"128">, !cute.shape<"256">)
    %5 = "cute.make_shape"() : () -> !cute.shape<"(128,256)">
    %6 = "cute.make_identity_tensor"(%5) : (!cute.shape<"(128,256)">) -> !cute.coord_tensor<"(0,0)", "(128,256):(1@0,1@1)">
    %7 = "cute.get_iter"(%6) : (!cute.coord_tensor<"(0,0)", "(128,256):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
    %8 = "cute.deref_arith_tuple_iter"(%7) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
    %9:2 = "cute.get_leaves"(%8) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
    %10 = "cute.get_layout"(%6) : (!cute.coord_tensor<"(0,0)", "(128,256):(1@0,1@1)">) -> !cute.layout<"(128,256):(1@0,1@1)">
    %11 = "cute.get_shape"(%10) : (!cute.layout<"(128,256):(1@0,1@1)">) -> !cute.shape<"(128,256)">
    %12:2 = "cute.get_leaves"(%11) : (!cute.shape<"(128,256)">) -> (!cute.shape<"128">, !cute.shape<"256">)
    %13 = "cute.make_tile"() : () -> !cute.tile<"[16:1;32:1]">
    %14 = "cute.zipped_divide"(%6, %13) : (!cute.coord_tensor<"(0,0)", "(128,256):(1@0,1@1)">, !cute.tile<"[16:1;32:1]">) -> !cute.coord_tensor<"(0,0)", "((16,32),(8,8)):((1@0,1@1),(16@0,32@1))">
    %15 = "cute.get_iter"(%14) : (!cute.coord_tensor<"(0,0)", "((16,32),(8,8)):((1@0,1@1),(16@0,32@1))">) -> !cute.arith_tuple_iter<"(0,0)">
    %16 = "cute.deref_arith_tuple_iter"(%15) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
    %17:2 = "cute.get_leaves"(%16) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
    %18 = "cute.get_iter"(%14) : (!cute.coord_tensor<"(0,0)", "((16,32),(8,8)):((1@0,1@1),(16@0,32@1))">) -> !cute.arith_tuple_iter<"(0,0)">
    %19 = "cute.deref_arith_tuple_iter"(%18) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
    %20:2 = "cute.get_leaves"(%19) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
    %21 = "cute.make_coord"() : () -> !cute.coord<"((_,_),3)">
    %22 = "cute.slice"(%14, %21) : (!cute.coord_tensor<"(0,0)", "((16,32),(8,8)):((1@0,1@1),(16@0,32@1))">, !cute.coord<"((_,_),3)">) -> !cute.coord_tensor<"(48,0)", "(16,32):(1@0,1@1)">
    %23 = "cute.get_iter"(%22) : (!cute.coord_tensor<"(48,0)", "(16,32):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(48,0)">
    %24 = "cute.deref_arith_tuple_iter"(%23) : (!cute.arith_tuple_iter<"(48,0)">) -> !cute.int_tuple<"(48,0)">
    %25:2 = "cute.get_leaves"(%24) : (!cute.int_tuple<"(48,0)">) -> (!cute.int_tuple<"48">, !cute.int_tuple<"0">)
    %26 = "cute.get_iter"(%22) : (!cute.coord_tensor<"(48,0)", "(16,32):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(48,0)">
    %27 = "cute.deref_arith_tuple_iter"(%26) : (!cute.arith_tuple_iter<"(48,0)">) -> !cute.int_tuple<"(48,0)">
    %28:2 = "cute.get_leaves"(%27) : (!cute.int_tuple<"(48,0)">) -> (!cute.int_tuple<"48">, !cute.int_tuple<"0">)
    %29 = "cute.make_coord"() : () -> !cute.coord<"2">
    %30 = "cute.slice"(%22, %29) : (!cute.coord_tensor<"(48,0)", "(16,32):(1@0,1@1)">, !cute.coord<"2">) -> !cute.coord_tensor<"(50,0)", "():()">
    %31 = "cute.get_iter"(%30) : (!cute.coord_tensor<"(50,0)", "():()">) -> !cute.arith_tuple_iter<"(50,0)">
    %32 = "cute.deref_arith_tuple_iter"(%31) : (!cute.arith_tuple_iter<"(50,0)">) -> !cute.int_tuple<"(50,0)">
    %33:2 = "cute.get_leaves"(%32) : (!cute.int_tuple<"(50,0)">) -> (!cute.int_tuple<"50">, !cute.int_tuple<"0">)
    %34 = "cute.get_iter"(%30) : (!cute.coord_tensor<"(50,0)", "():()">) -> !cute.arith_tuple_iter<"(50,0)">
    %35 = "cute.deref_arith_tuple_iter"(%34) : (!cute.arith_tuple_iter<"(50,0)">) -> !cute.int_tuple<"(50,0)">
    %36:2 = "cute.get_leaves"(%35) : (!cute.int_tuple<"(50,0)">) -> (!cute.int_tuple<"50">, !cute.int_tuple<"0">)
    %37 = "cute.get_iter"(%30) : (!cute.coord_tensor<"(50,0)", "():()">) -> !cute.arith_tuple_iter<"(50,0)">
    %38 = "cute.deref_arith_tuple_iter"(%37) : (!cute.arith_tuple_iter<"(50,0)">) -> !cute.int_tuple<"(50,0)">
    %39:2 = "cute.get_leaves"(%38) : (!cute.int_tuple<"(50,0)">) -> (!cute.int_tuple<"50">, !cute.int_tuple<"0">)
    %40 = "cute.make_coord"() : () -> !cute.coord<"2">
    %41 = "cute.slice"(%22, %40) : (!cute.coord_tensor<"(48,0)", "(16,32):(1@0,1@1)">, !cute.coord<"2">) -> !cute.coord_tensor<"(50,0)", "():()">
    %42 = "cute.get_iter"(%41) : (!cute.coord_tensor<"(50,0)", "():()">) -> !cute.arith_tuple_iter<"(50,0)">
    %43 = "cute.deref_arith_tuple_iter"(%42) : (!cute.arith_tuple_iter<"(50,0)">) -> !cute.int_tuple<"(50,0)">
    %44:2 = "cute.get_leaves"(%43) : (!cute.int_tuple<"(50,0)">) -> (!cute.int_tuple<"50">, !cute.int_tuple<"0">)
    %45 = "cute.get_iter"(%41) : (!cute.coord_tensor<"(50,0)", "():()">) -> !cute.arith_tuple_iter<"(50,0)">
    %46 = "cute.deref_arith_tuple_iter"(%45) : (!cute.arith_tuple_iter<"(50,0)">) -> !cute.int_tuple<"(50,0)">
    %47:2 = "cute.get_leaves"(%46) : (!cute.int_tuple<"(50,0)">) -> (!cute.int_tuple<"50">, !cute.int_tuple<"0">)
    %48 = "cute.get_iter"(%41) : (!cute.coord_tensor<"(50,0)", "():()">) -> !cute.arith_tuple_iter<"(50,0)">
    %49 = "cute.deref_arith_tuple_iter"(%48) : (!cute.arith_tuple_iter<"(50,0)">) -> !cute.int_tuple<"(50,0)">
    %50:2 = "cute.get_leaves"(%49) : (!cute.int_tuple<"(50,0)">) -> (!cute.int_tuple<"50">, !cute.int_tuple<"0">)
    %51 = "cute.make_coord"() : () -> !cute.coord<"(50,0)">
    %52 = "cute.make_coord"() : () -> !cute.coord<"(128,256)">
    %53 = "cute.elem_less"(%51, %52) : (!cute.coord<"(50,0)">, !cute.coord<"(128,256)">) -> i1
    %54 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(50,0)">
    "cute.print"(%54, %53) <{fmt = "{} {}\0A"}> : (!cute.int_tuple<"(50,0)">, i1) -> ()
    %55 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%55) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
