// Lines of raw modules the CuTe DSL 4.8.1 printed (CUTE_DSL_KEEP_IR=1), cut from NVIDIA's
// examples (../shared/kernels) into one small module: the custom forms of the dialects the DSL
// emits, read as printed.  kernel_forms.generic.mlir is its twin (generate.py).
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "((4,1),1,1):((1,0),0,0)">
!memref_smem_f16 = !cute.memref<f16, smem, align<1024>, "(128,128):(128,1)">
#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_forms(%arg0: !memref_gmem_f32, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN> {cute_nvgpu.grid_constant}, %arg2: i32, %arg3: f32, %arg4: !memref_rmem_i8) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.ctaid.x : i32
      %2 = nvvm.read.ptx.sreg.ntid.x : i32
      %3 = cute_nvgpu.arch.make_warp_uniform(%1) : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c128_i32 = arith.constant 128 : i32
      %4 = arith.muli %3, %c128_i32 : i32
      %5 = arith.addi %4, %0 : i32
      %6 = arith.cmpi eq, %0, %c0_i32 : i32
      %7 = nvvm.elect.sync -> i1
      %8 = arith.andi %6, %7 : i1
      scf.if %8 {
        nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        nvvm.cp.async.bulk.wait_group 1 {read}
      }
      nvvm.barrier
      %true = arith.constant true
      cf.assert %true, "total allocated columns must be less than or equal to 512"
      %c-1_i32 = arith.constant -1 : i32
      %c31_i32 = arith.constant 31 : i32
      %9 = nvvm.shfl.sync bfly %c-1_i32, %arg3, %c1_i32, %c31_i32 : f32 -> f32
      %10 = nvvm.fmax %arg3, %9
      %11 = nvvm.shfl.sync bfly %c-1_i32, %10, %c1_i32, %c31_i32 : f32 -> f32
      %12 = vector.broadcast %11 : f32 to vector<2xf32>
      %13 = vector.reduction <maximumf>, %12, %11 : vector<2xf32> into f32
      %14 = math.exp2 %12 fastmath<fast> : vector<2xf32>
      %15 = arith.mulf %14, %12 : vector<2xf32>
      %16 = vector.extract %15[0] : f32 from vector<2xf32>
      %17 = nvvm.rcp.approx.ftz.f %16 : f32
      %18 = arith.truncf %15 : vector<2xf32> to vector<2xf16>
      %19 = arith.extf %18 : vector<2xf16> to vector<2xf32>
      %false = arith.constant false
      %20 = vector.broadcast %false : i1 to vector<4xi1>
      %21 = arith.extsi %20 : vector<4xi1> to vector<4xi8>
      cute.memref.store_vec(%21, %arg4) : (vector<4xi8>, !memref_rmem_i8) -> ()
      %22 = vector.from_elements %c0_i32, %c1_i32 : vector<2xi32>
      %23 = arith.select %6, %c0_i32, %5 : i32
      %24 = scf.for %arg5 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg6 = %c0_i32) -> (i32)  : i32 {
        %25 = arith.addi %arg6, %arg5 : i32
        scf.yield %25 : i32
      } {loop_annotation = #loop_annotation}
      %26:2 = scf.while (%arg5 = %c0_i32, %arg6 = %true) : (i32, i1) -> (i32, i1) {
        scf.condition(%arg6) %arg5, %arg6 : i32, i1
      } do {
      ^bb0(%arg5: i32, %arg6: i1):
        %27 = arith.addi %arg5, %c1_i32 : i32
        %28 = arith.cmpi slt, %27, %arg2 : i32
        scf.yield %27, %28 : i32, i1
      }
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %coord = cute.make_coord(%3) : (i32) -> !cute.coord<"(_,?)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %sz = cute.size(%lay) : (!cute.layout<"(128,8):(1,128)">) -> !cute.int_tuple<"1024">
      %29 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
      cuda.return
    }
  }
  func.func @cutlass_forms(%arg0: !memref_gmem_f32, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, %arg2: i32, %arg3: f32, %arg4: !memref_rmem_i8, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c128_i32 = arith.constant 128 : i32
    %c0_i64 = arith.constant 0 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c8_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.cooperative[%0] %c1_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %1 = cuda.launch_ex @kernels::@kernel_forms<%0> (%arg0, %arg1, %arg2, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f32, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>, i32, f32, !memref_rmem_i8) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}
