!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "((4,1),1,1):((1,0),0,0)">
#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "cuda.kernel"() <{arg_attrs = [{}, {cute_nvgpu.grid_constant}, {}, {}, {}], function_type = (!memref_gmem_f32, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, i32, f32, !memref_rmem_i8) -> (), sym_name = "kernel_forms"}> ({
    ^bb0(%arg6: !memref_gmem_f32, %arg7: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, %arg8: i32, %arg9: f32, %arg10: !memref_rmem_i8):
      %8 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %9 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %10 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
      %11 = "cute_nvgpu.arch.make_warp_uniform"(%9) : (i32) -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %14 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %15 = "arith.muli"(%11, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.addi"(%15, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %17 = "arith.cmpi"(%8, %12) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %18 = "nvvm.elect.sync"() : () -> i1
      %19 = "arith.andi"(%17, %18) : (i1, i1) -> i1
      "scf.if"(%19) ({
        "nvvm.barrier"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
        "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
        "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i32, read}> : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
      %20 = "arith.constant"() <{value = true}> : () -> i1
      "cf.assert"(%20) <{msg = "total allocated columns must be less than or equal to 512"}> : (i1) -> ()
      %21 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %22 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %23 = "nvvm.shfl.sync"(%21, %arg9, %13, %22) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %24 = "nvvm.fmax"(%arg9, %23) : (f32, f32) -> f32
      %25 = "nvvm.shfl.sync"(%21, %24, %13, %22) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %26 = "vector.broadcast"(%25) : (f32) -> vector<2xf32>
      %27 = "vector.reduction"(%26, %25) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maximumf>}> : (vector<2xf32>, f32) -> f32
      %28 = "math.exp2"(%26) <{fastmath = #arith.fastmath<fast>}> : (vector<2xf32>) -> vector<2xf32>
      %29 = "arith.mulf"(%28, %26) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %30 = "vector.extract"(%29) <{static_position = array<i64: 0>}> : (vector<2xf32>) -> f32
      %31 = "nvvm.rcp.approx.ftz.f"(%30) : (f32) -> f32
      %32 = "arith.truncf"(%29) : (vector<2xf32>) -> vector<2xf16>
      %33 = "arith.extf"(%32) : (vector<2xf16>) -> vector<2xf32>
      %34 = "arith.constant"() <{value = false}> : () -> i1
      %35 = "vector.broadcast"(%34) : (i1) -> vector<4xi1>
      %36 = "arith.extsi"(%35) : (vector<4xi1>) -> vector<4xi8>
      "cute.memref.store_vec"(%36, %arg10) : (vector<4xi8>, !memref_rmem_i8) -> ()
      %37 = "vector.from_elements"(%12, %13) : (i32, i32) -> vector<2xi32>
      %38 = "arith.select"(%17, %12, %16) : (i1, i32, i32) -> i32
      %39 = "scf.for"(%12, %arg8, %13, %12) ({
      ^bb0(%arg15: i32, %arg16: i32):
        %48 = "arith.addi"(%arg16, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%48) : (i32) -> ()
      }) {loop_annotation = #loop_annotation} : (i32, i32, i32, i32) -> i32
      %40:2 = "scf.while"(%12, %20) ({
      ^bb0(%arg13: i32, %arg14: i1):
        "scf.condition"(%arg14, %arg13, %arg14) : (i1, i32, i1) -> ()
      }, {
      ^bb0(%arg11: i32, %arg12: i1):
        %46 = "arith.addi"(%arg11, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %47 = "arith.cmpi"(%46, %arg8) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "scf.yield"(%46, %47) : (i32, i1) -> ()
      }) : (i32, i1) -> (i32, i1)
      %41 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1]">
      %42 = "cute.make_coord"(%11) : (i32) -> !cute.coord<"(_,?)">
      %43 = "cute.get_layout"(%arg6) : (!memref_gmem_f32) -> !cute.layout<"(128,8):(1,128)">
      %44 = "cute.size"(%43) <{mode = array<i32>}> : (!cute.layout<"(128,8):(1,128)">) -> !cute.int_tuple<"1024">
      %45 = "cute_nvgpu.atom.make_exec_tma"(%arg7) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
      "cuda.return"() : () -> ()
    }) {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!memref_gmem_f32, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, i32, f32, !memref_rmem_i8, !cuda.stream) -> i32, sym_name = "cutlass_forms"}> ({
  ^bb0(%arg0: !memref_gmem_f32, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, %arg2: i32, %arg3: f32, %arg4: !memref_rmem_i8, %arg5: !cuda.stream):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "cuda.launch_cfg.create"(%2, %0, %0, %3, %1, %0, %0, %arg5) <{maxNumAttrs = 17 : i32}> : (i32, i32, i32, i64, i32, i32, i32, !cuda.stream) -> !cuda.launch_cfg<max_attrs = 17>
    "cuda.launch_cfg.cooperative"(%4, %0) : (!cuda.launch_cfg<max_attrs = 17>, i32) -> ()
    %5 = "cuda.launch_ex"(%4, %arg0, %arg1, %arg2, %arg3, %arg4) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_forms}> : (!cuda.launch_cfg<max_attrs = 17>, !memref_gmem_f32, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, i32, f32, !memref_rmem_i8) -> !cuda.result
    %6 = "cuda.cast"(%5) : (!cuda.result) -> i32
    "cuda.return_if_error"(%6) : (i32) -> ()
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
