// crd2idx_underscore.generic.mlir with the layout's value at (_,0,0,0) declared 1: CuTe's '_' is
// 0 there, so the value is L((0,0,0,0)) = 0 (NVIDIA's MLIR refuses it: "inferred type(s)
// '!cute.int_tuple<"0">' are incompatible with return type(s) of operation '!cute.int_tuple<"1">'").
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.layout<"((2),1,1,1):((1),0,0,0)">, !cute.int_tuple<"?">) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg11: !cute.layout<"((2),1,1,1):((1),0,0,0)">, %646: !cute.int_tuple<"?">):
    %654 = "cute.make_coord"(%646) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,0,_,0)">
    %655 = "cute.slice"(%arg11, %654) : (!cute.layout<"((2),1,1,1):((1),0,0,0)">, !cute.coord<"(?,0,_,0)">) -> !cute.layout<"(1):(0)">
    %656 = "cute.make_coord"(%646) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,0,_,0)">
    %657 = "cute.crd2idx"(%656, %arg11) : (!cute.coord<"(?,0,_,0)">, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.int_tuple<"?">
    %792 = "cute.make_coord"() : () -> !cute.coord<"(_,0,0,0)">
    %793 = "cute.slice"(%arg11, %792) : (!cute.layout<"((2),1,1,1):((1),0,0,0)">, !cute.coord<"(_,0,0,0)">) -> !cute.layout<"((2)):((1))">
    %794 = "cute.make_coord"() : () -> !cute.coord<"(_,0,0,0)">
    %795 = "cute.crd2idx"(%794, %arg11) : (!cute.coord<"(_,0,0,0)">, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.int_tuple<"1">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
