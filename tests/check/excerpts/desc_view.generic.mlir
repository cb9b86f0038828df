// An excerpt of NVIDIA's Blackwell tutorial fp16_gemm_0 (examples/python/CuTeDSL/cute/blackwell/
// tutorial/tutorial_gemm/fp16_gemm_0.py, traced by the CuTe DSL 4.8.1, generic form; lines 386-752 of
// /work/shared/kernels/bw_tutorial_fp16_gemm_0_512x512x256.generic.mlir): the tcgen05 MMA's
// shared-memory operands as descriptor views, sliced per k-block and measured.  NVIDIA's MLIR
// verifies it.
!memref_smem_f16 = !cute.memref<f16, smem, align<128>, S<3,4,3>, "((128,16),1,4,4):((64,1),0,16,8192)">
!memref_smem_f16_1 = !cute.memref<f16, smem, align<128>, S<3,4,3>, "((256,16),1,4,4):((64,1),0,16,16384)">
!memref_tmem_f32_1 = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
!mma_f16_f16_f32_128x256x16 = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
"builtin.module"() ({
  "func.func"() <{function_type = (!mma_f16_f16_f32_128x256x16, !memref_smem_f16, !memref_smem_f16_1, !memref_tmem_f32_1, i32) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg3: !mma_f16_f16_f32_128x256x16, %234: !memref_smem_f16, %250: !memref_smem_f16_1, %485: !memref_tmem_f32_1, %arg19: i32):
    %418 = "cute.mma.make_fragment"(%arg3, %234) <{operand_id = 0 : i32}> : (!mma_f16_f16_f32_128x256x16, !memref_smem_f16) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
    %419 = "cute.get_iter"(%418) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute_nvgpu.smem_desc
    %421 = "cute.mma.make_fragment"(%arg3, %250) <{operand_id = 1 : i32}> : (!mma_f16_f16_f32_128x256x16, !memref_smem_f16_1) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
    %422 = "cute.get_iter"(%421) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">) -> !cute_nvgpu.smem_desc
    %868 = "cute.size"(%418) <{mode = array<i32: 2>}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"4">
    %870 = "cute.make_coord"(%arg19) : (i32) -> !cute.coord<"(_,_,0,?)">
    %871 = "cute.slice"(%418, %870) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">, !cute.coord<"(_,_,0,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
    %872 = "cute.get_iter"(%871) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> !cute_nvgpu.smem_desc
    %874 = "cute.make_coord"(%arg19) : (i32) -> !cute.coord<"(_,_,0,?)">
    %875 = "cute.slice"(%421, %874) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">, !cute.coord<"(_,_,0,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
    %878 = "cute.get_layout"(%871) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> !cute.layout<"(1,1):(0,0)">
    %881 = "cute.get_layout"(%875) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> !cute.layout<"(1,1):(0,0)">
    "cute.gemm"(%arg3, %485, %871, %875, %485) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!mma_f16_f16_f32_128x256x16, !memref_tmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_tmem_f32_1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
