!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(1024,256):(256,1)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(512,256):(256,1)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(1024,512):(512,1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(128,8,32):(256,1,8)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "(128,128):(512,1)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, "((1,1),4,1,32):((0,0),8192,0,8)">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, "((1,1),4,1):((0,0),8192,0)">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(8192,0))">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(512,32768),(1,64))">
!memref_gmem_f32_9 = !cute.memref<f32, gmem, align<16>, "(1,((4,2),(4,2))):(0,((512,32768),(1,64)))">
!memref_rmem_f32 = !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">
!memref_rmem_f32_3 = !cute.memref<f32, rmem, "(4,2):(1,4)">
!memref_rmem_f32_4 = !cute.memref<f32, rmem, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,1)">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,1))">
!memref_rmem_i8_3 = !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,0))">
!memref_rmem_i8_4 = !cute.memref<i8, rmem, align<32>, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
!memref_rmem_i8_5 = !cute.memref<i8, rmem, align<32>, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "(128,8,3):(1,132,1056)">
!memref_smem_f32_1 = !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
!memref_smem_f32_2 = !cute.memref<f32, smem, "((1,1),4,1):((0,0),32,0)">
!memref_smem_f32_3 = !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">
!memref_smem_f32_4 = !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
!memref_smem_f32_5 = !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">
!memref_smem_f32_6 = !cute.memref<f32, smem, align<16>, "(1,(4,2)):(0,(1,64))">
!memref_smem_f32_7 = !cute.memref<f32, smem, align<16>, "(4,2):(1,64)">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "12656:1">
!mma_f32_f32_f32_1x1x1 = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "cuda.kernel"() <{function_type = (!memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32_2, !cute.layout<"(128,8,3):(1,132,1056)">, !cute.layout<"(128,8,3):(1,132,1056)">, !copy_ldgsts, !copy_ldgsts, !mma_f32_f32_f32_1x1x1) -> (), sym_name = "kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0"}> ({
    ^bb0(%arg4: !memref_gmem_f32, %arg5: !memref_gmem_f32_1, %arg6: !memref_gmem_f32_2, %arg7: !cute.layout<"(128,8,3):(1,132,1056)">, %arg8: !cute.layout<"(128,8,3):(1,132,1056)">, %arg9: !copy_ldgsts, %arg10: !copy_ldgsts, %arg11: !mma_f32_f32_f32_1x1x1):
      %143 = "cute.get_iter"(%arg4) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
      %144 = "cute.get_iter"(%arg5) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
      %145 = "cute.get_iter"(%arg6) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
      %146 = "cute.get_iter"(%arg4) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
      %147 = "cute.get_iter"(%arg5) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
      %148 = "cute.get_iter"(%arg6) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
      %149 = "cute.get_layout"(%arg4) : (!memref_gmem_f32) -> !cute.layout<"(1024,256):(256,1)">
      %150 = "cute.get_layout"(%arg5) : (!memref_gmem_f32_1) -> !cute.layout<"(512,256):(256,1)">
      %151 = "cute.get_layout"(%arg6) : (!memref_gmem_f32_2) -> !cute.layout<"(1024,512):(512,1)">
      %152 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %153 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
      %154 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
      %155 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %156 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
      %157 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
      %158 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %159 = "cute.make_coord"(%155, %156) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %160 = "cute.make_coord"() : () -> !cute.coord<"(1,_,1)">
      %161 = "cute.local_tile"(%arg4, %158, %159) <{proj = #cute.coord<"(1,_,1)">}> : (!memref_gmem_f32, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !memref_gmem_f32_3
      %162 = "cute.get_iter"(%161) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
      %163 = "cute.get_iter"(%161) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
      %164 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %165 = "cute.make_coord"(%155, %156) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %166 = "cute.make_coord"() : () -> !cute.coord<"(_,1,1)">
      %167 = "cute.local_tile"(%arg5, %164, %165) <{proj = #cute.coord<"(_,1,1)">}> : (!memref_gmem_f32_1, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !memref_gmem_f32_3
      %168 = "cute.get_iter"(%167) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
      %169 = "cute.get_iter"(%167) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
      %170 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %171 = "cute.make_coord"(%155, %156) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %172 = "cute.make_coord"() : () -> !cute.coord<"(1,1,_)">
      %173 = "cute.local_tile"(%arg6, %170, %171) <{proj = #cute.coord<"(1,1,_)">}> : (!memref_gmem_f32_2, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !memref_gmem_f32_4
      %174 = "cute.get_iter"(%173) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem, align<16>>
      %175 = "cute.get_iter"(%173) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem, align<16>>
      %176 = "cute.get_shape"(%149) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
      %177:2 = "cute.get_leaves"(%176) : (!cute.shape<"(1024,256)">) -> (!cute.shape<"1024">, !cute.shape<"256">)
      %178 = "cute.get_layout"(%161) : (!memref_gmem_f32_3) -> !cute.layout<"(128,8,32):(256,1,8)">
      %179 = "cute.get_shape"(%178) : (!cute.layout<"(128,8,32):(256,1,8)">) -> !cute.shape<"(128,8,32)">
      %180:3 = "cute.get_leaves"(%179) : (!cute.shape<"(128,8,32)">) -> (!cute.shape<"128">, !cute.shape<"8">, !cute.shape<"32">)
      %181 = "cute.make_coord"() : () -> !cute.coord<"(0,0,0)">
      %182 = "cute.crd2idx"(%181, %178) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(256,1,8)">) -> !cute.int_tuple<"0">
      %183 = "cute.get_leaves"(%182) : (!cute.int_tuple<"0">) -> !cute.int_tuple<"0">
      %184 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"0">
      %185 = "cute.add_offset"(%163, %184) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
      %186 = "cute.make_view"(%185, %178) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(128,8,32):(256,1,8)">) -> !memref_gmem_f32_3
      %187 = "cute.get_iter"(%186) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
      %188 = "cute.get_layout"(%167) : (!memref_gmem_f32_3) -> !cute.layout<"(128,8,32):(256,1,8)">
      %189 = "cute.make_coord"() : () -> !cute.coord<"(0,0,0)">
      %190 = "cute.crd2idx"(%189, %188) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(256,1,8)">) -> !cute.int_tuple<"0">
      %191 = "cute.get_leaves"(%190) : (!cute.int_tuple<"0">) -> !cute.int_tuple<"0">
      %192 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"0">
      %193 = "cute.add_offset"(%169, %192) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
      %194 = "cute.make_view"(%193, %188) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(128,8,32):(256,1,8)">) -> !memref_gmem_f32_3
      %195 = "cute.get_iter"(%194) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
      %196 = "cute.make_coord"() : () -> !cute.coord<"0">
      %197 = "cute.crd2idx"(%196, %arg7) : (!cute.coord<"0">, !cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"0">
      %198 = "cute.get_leaves"(%197) : (!cute.int_tuple<"0">) -> !cute.int_tuple<"0">
      %199 = "cute.cosize"(%arg7) <{mode = array<i32>}> : (!cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"3164">
      %200 = "cute.get_leaves"(%199) : (!cute.int_tuple<"3164">) -> !cute.int_tuple<"3164">
      %201 = "cute.make_shape"() : () -> !cute.shape<"12656">
      %202 = "cute.make_layout"(%201) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"12656">) -> !cute.layout<"12656:1">
      %203 = "cute.memref.alloca"() {smem.partition_id = 1 : i32} : () -> !memref_smem_i8
      %204 = "cute.get_iter"(%203) : (!memref_smem_i8) -> !cute.ptr<i8, smem, align<16>>
      %205 = "cute.get_iter"(%203) : (!memref_smem_i8) -> !cute.ptr<i8, smem, align<16>>
      %206 = "cute.recast_iter"(%205) : (!cute.ptr<i8, smem, align<16>>) -> !cute.ptr<f32, smem, align<16>>
      %207 = "cute.make_view"(%206, %arg7) : (!cute.ptr<f32, smem, align<16>>, !cute.layout<"(128,8,3):(1,132,1056)">) -> !memref_smem_f32
      %208 = "cute.get_iter"(%207) : (!memref_smem_f32) -> !cute.ptr<f32, smem, align<16>>
      %209 = "cute.get_iter"(%207) : (!memref_smem_f32) -> !cute.ptr<f32, smem, align<16>>
      %210 = "cute.make_coord"() : () -> !cute.coord<"0">
      %211 = "cute.crd2idx"(%210, %arg8) : (!cute.coord<"0">, !cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"0">
      %212 = "cute.get_leaves"(%211) : (!cute.int_tuple<"0">) -> !cute.int_tuple<"0">
      %213 = "cute.cosize"(%arg8) <{mode = array<i32>}> : (!cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"3164">
      %214 = "cute.get_leaves"(%213) : (!cute.int_tuple<"3164">) -> !cute.int_tuple<"3164">
      %215 = "cute.make_shape"() : () -> !cute.shape<"12656">
      %216 = "cute.make_layout"(%215) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"12656">) -> !cute.layout<"12656:1">
      %217 = "cute.memref.alloca"() {smem.partition_id = 1 : i32} : () -> !memref_smem_i8
      %218 = "cute.get_iter"(%217) : (!memref_smem_i8) -> !cute.ptr<i8, smem, align<16>>
      %219 = "cute.get_iter"(%217) : (!memref_smem_i8) -> !cute.ptr<i8, smem, align<16>>
      %220 = "cute.recast_iter"(%219) : (!cute.ptr<i8, smem, align<16>>) -> !cute.ptr<f32, smem, align<16>>
      %221 = "cute.make_view"(%220, %arg8) : (!cute.ptr<f32, smem, align<16>>, !cute.layout<"(128,8,3):(1,132,1056)">) -> !memref_smem_f32
      %222 = "cute.get_iter"(%221) : (!memref_smem_f32) -> !cute.ptr<f32, smem, align<16>>
      %223 = "cute.get_iter"(%221) : (!memref_smem_f32) -> !cute.ptr<f32, smem, align<16>>
      %224 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %225 = "cute.tiled.copy.partition_S"(%arg9, %186, %224) : (!copy_ldgsts, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_5
      %226 = "cute.get_iter"(%225) : (!memref_gmem_f32_5) -> !cute.ptr<f32, gmem>
      %227 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %228 = "cute.tiled.copy.partition_D"(%arg9, %207, %227) : (!copy_ldgsts, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_1
      %229 = "cute.get_iter"(%228) : (!memref_smem_f32_1) -> !cute.ptr<f32, smem>
      %230 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %231 = "cute.tiled.copy.partition_S"(%arg10, %194, %230) : (!copy_ldgsts, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_5
      %232 = "cute.get_iter"(%231) : (!memref_gmem_f32_5) -> !cute.ptr<f32, gmem>
      %233 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %234 = "cute.tiled.copy.partition_D"(%arg10, %221, %233) : (!copy_ldgsts, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_1
      %235 = "cute.get_iter"(%234) : (!memref_smem_f32_1) -> !cute.ptr<f32, smem>
      %236 = "cute.make_shape"() : () -> !cute.shape<"(1024,256)">
      %237 = "cute.make_identity_tensor"(%236) : (!cute.shape<"(1024,256)">) -> !cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">
      %238 = "cute.get_iter"(%237) : (!cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
      %239 = "cute.deref_arith_tuple_iter"(%238) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
      %240:2 = "cute.get_leaves"(%239) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %241 = "cute.get_shape"(%150) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
      %242:2 = "cute.get_leaves"(%241) : (!cute.shape<"(512,256)">) -> (!cute.shape<"512">, !cute.shape<"256">)
      %243 = "cute.make_shape"() : () -> !cute.shape<"(512,256)">
      %244 = "cute.make_identity_tensor"(%243) : (!cute.shape<"(512,256)">) -> !cute.coord_tensor<"(0,0)", "(512,256):(1@0,1@1)">
      %245 = "cute.get_iter"(%244) : (!cute.coord_tensor<"(0,0)", "(512,256):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
      %246 = "cute.deref_arith_tuple_iter"(%245) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
      %247:2 = "cute.get_leaves"(%246) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %248 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %249 = "cute.make_coord"(%155, %156) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %250 = "cute.make_coord"() : () -> !cute.coord<"(1,_,1)">
      %251 = "cute.local_tile"(%237, %248, %249) <{proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %252 = "cute.get_iter"(%251) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %253 = "cute.deref_arith_tuple_iter"(%252) : (!cute.arith_tuple_iter<"(?{div=128},0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %254:2 = "cute.get_leaves"(%253) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %255 = "cute.get_scalars"(%254#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %256 = "cute.get_iter"(%251) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %257 = "cute.deref_arith_tuple_iter"(%256) : (!cute.arith_tuple_iter<"(?{div=128},0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %258:2 = "cute.get_leaves"(%257) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %259 = "cute.get_scalars"(%258#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %260 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %261 = "cute.make_coord"(%155, %156) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %262 = "cute.make_coord"() : () -> !cute.coord<"(_,1,1)">
      %263 = "cute.local_tile"(%244, %260, %261) <{proj = #cute.coord<"(_,1,1)">}> : (!cute.coord_tensor<"(0,0)", "(512,256):(1@0,1@1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %264 = "cute.get_iter"(%263) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %265 = "cute.deref_arith_tuple_iter"(%264) : (!cute.arith_tuple_iter<"(?{div=128},0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %266:2 = "cute.get_leaves"(%265) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %267 = "cute.get_scalars"(%266#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %268 = "cute.get_iter"(%263) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %269 = "cute.deref_arith_tuple_iter"(%268) : (!cute.arith_tuple_iter<"(?{div=128},0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %270:2 = "cute.get_leaves"(%269) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %271 = "cute.get_scalars"(%270#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %272 = "cute.get_layout"(%251) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.layout<"(128,8,32):(1@0,1@1,8@1)">
      %273 = "cute.make_coord"() : () -> !cute.coord<"(0,0,0)">
      %274 = "cute.crd2idx"(%273, %272) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,0)">
      %275:2 = "cute.get_leaves"(%274) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %276 = "cute.make_int_tuple"(%258#0) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %277 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(0,0)">
      %278 = "cute.tuple_add"(%276, %277) : (!cute.int_tuple<"(?{div=128},0)">, !cute.int_tuple<"(0,0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %279:2 = "cute.get_leaves"(%278) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %280 = "cute.get_scalars"(%279#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %281 = "cute.make_int_tuple"(%279#0) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %282 = "cute.make_arith_tuple_iter"(%281) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %283 = "cute.make_view"(%282, %272) : (!cute.arith_tuple_iter<"(?{div=128},0)">, !cute.layout<"(128,8,32):(1@0,1@1,8@1)">) -> !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %284 = "cute.get_iter"(%283) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %285 = "cute.deref_arith_tuple_iter"(%284) : (!cute.arith_tuple_iter<"(?{div=128},0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %286:2 = "cute.get_leaves"(%285) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %287 = "cute.get_scalars"(%286#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %288 = "cute.get_layout"(%263) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.layout<"(128,8,32):(1@0,1@1,8@1)">
      %289 = "cute.make_coord"() : () -> !cute.coord<"(0,0,0)">
      %290 = "cute.crd2idx"(%289, %288) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,0)">
      %291:2 = "cute.get_leaves"(%290) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %292 = "cute.make_int_tuple"(%270#0) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %293 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(0,0)">
      %294 = "cute.tuple_add"(%292, %293) : (!cute.int_tuple<"(?{div=128},0)">, !cute.int_tuple<"(0,0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %295:2 = "cute.get_leaves"(%294) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %296 = "cute.get_scalars"(%295#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %297 = "cute.make_int_tuple"(%295#0) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %298 = "cute.make_arith_tuple_iter"(%297) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %299 = "cute.make_view"(%298, %288) : (!cute.arith_tuple_iter<"(?{div=128},0)">, !cute.layout<"(128,8,32):(1@0,1@1,8@1)">) -> !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %300 = "cute.get_iter"(%299) : (!cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %301 = "cute.deref_arith_tuple_iter"(%300) : (!cute.arith_tuple_iter<"(?{div=128},0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %302:2 = "cute.get_leaves"(%301) : (!cute.int_tuple<"(?{div=128},0)">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"0">)
      %303 = "cute.get_scalars"(%302#0) : (!cute.int_tuple<"?{div=128}">) -> i32
      %304 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %305 = "cute.tiled.copy.partition_S"(%arg9, %283, %304) : (!copy_ldgsts, !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">
      %306 = "cute.get_iter"(%305) : (!cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">) -> !cute.arith_tuple_iter<"(?,?)">
      %307 = "cute.deref_arith_tuple_iter"(%306) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
      %308:2 = "cute.get_leaves"(%307) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
      %309 = "cute.get_scalars"(%308#0) : (!cute.int_tuple<"?">) -> i32
      %310 = "cute.get_scalars"(%308#1) : (!cute.int_tuple<"?">) -> i32
      %311 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %312 = "cute.tiled.copy.partition_S"(%arg10, %299, %311) : (!copy_ldgsts, !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">
      %313 = "cute.get_iter"(%312) : (!cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">) -> !cute.arith_tuple_iter<"(?,?)">
      %314 = "cute.deref_arith_tuple_iter"(%313) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
      %315:2 = "cute.get_leaves"(%314) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
      %316 = "cute.get_scalars"(%315#0) : (!cute.int_tuple<"?">) -> i32
      %317 = "cute.get_scalars"(%315#1) : (!cute.int_tuple<"?">) -> i32
      %318 = "cute.get_layout"(%228) : (!memref_smem_f32_1) -> !cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">
      %319 = "cute.get_shape"(%318) : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.shape<"((1,1),4,1,3)">
      %320:5 = "cute.get_leaves"(%319) : (!cute.shape<"((1,1),4,1,3)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"3">)
      %321 = "cute.size"(%228) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %322 = "cute.get_leaves"(%321) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %323 = "cute.size"(%228) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %324 = "cute.get_leaves"(%323) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %325 = "cute.size"(%228) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %326 = "cute.get_leaves"(%325) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %327 = "cute.make_shape"() : () -> !cute.shape<"(1,4,1)">
      %328 = "cute.make_stride"() : () -> !cute.stride<"(4,1,0)">
      %329 = "cute.make_layout"(%327, %328) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(1,4,1)">, !cute.stride<"(4,1,0)">) -> !cute.layout<"(1,4,1):(4,1,0)">
      %330 = "cute.memref.alloca"(%329) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !memref_rmem_i8
      %331 = "cute.get_iter"(%330) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %332 = "cute.get_iter"(%330) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %333 = "cute.get_layout"(%234) : (!memref_smem_f32_1) -> !cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">
      %334 = "cute.get_shape"(%333) : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.shape<"((1,1),4,1,3)">
      %335:5 = "cute.get_leaves"(%334) : (!cute.shape<"((1,1),4,1,3)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"3">)
      %336 = "cute.size"(%234) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %337 = "cute.get_leaves"(%336) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %338 = "cute.size"(%234) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %339 = "cute.get_leaves"(%338) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %340 = "cute.size"(%234) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %341 = "cute.get_leaves"(%340) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %342 = "cute.make_shape"() : () -> !cute.shape<"(1,4,1)">
      %343 = "cute.make_stride"() : () -> !cute.stride<"(4,1,0)">
      %344 = "cute.make_layout"(%342, %343) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(1,4,1)">, !cute.stride<"(4,1,0)">) -> !cute.layout<"(1,4,1):(4,1,0)">
      %345 = "cute.memref.alloca"(%344) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !memref_rmem_i8
      %346 = "cute.get_iter"(%345) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %347 = "cute.get_iter"(%345) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %348 = "cute.size"(%228) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %349 = "cute.get_leaves"(%348) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %350 = "cute.size"(%228) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %351 = "cute.get_leaves"(%350) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %352 = "cute.size"(%228) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %353 = "cute.get_leaves"(%352) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %354 = "cute.size"(%228) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %355 = "cute.get_leaves"(%354) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %356 = "cute.size"(%228) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %357 = "cute.get_leaves"(%356) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %358 = "cute.make_shape"() : () -> !cute.shape<"(1,4,1)">
      %359 = "cute.make_stride"() : () -> !cute.stride<"(4,1,1)">
      %360 = "cute.make_layout"(%358, %359) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(1,4,1)">, !cute.stride<"(4,1,1)">) -> !cute.layout<"(1,4,1):(4,1,1)">
      %361 = "cute.memref.alloca"(%360) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !memref_rmem_i8_1
      %362 = "cute.get_iter"(%361) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %363 = "cute.get_iter"(%361) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %364 = "cute.size"(%234) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %365 = "cute.get_leaves"(%364) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %366 = "cute.size"(%234) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %367 = "cute.get_leaves"(%366) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %368 = "cute.size"(%234) <{mode = array<i32: 1>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %369 = "cute.get_leaves"(%368) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %370 = "cute.size"(%234) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %371 = "cute.get_leaves"(%370) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %372 = "cute.size"(%234) <{mode = array<i32: 2>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %373 = "cute.get_leaves"(%372) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %374 = "cute.make_shape"() : () -> !cute.shape<"(1,4,1)">
      %375 = "cute.make_stride"() : () -> !cute.stride<"(4,1,1)">
      %376 = "cute.make_layout"(%374, %375) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(1,4,1)">, !cute.stride<"(4,1,1)">) -> !cute.layout<"(1,4,1):(4,1,1)">
      %377 = "cute.memref.alloca"(%376) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !memref_rmem_i8_1
      %378 = "cute.get_iter"(%377) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %379 = "cute.get_iter"(%377) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %380 = "cute.get_layout"(%330) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
      %381 = "cute.get_shape"(%380) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
      %382:3 = "cute.get_leaves"(%381) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %383 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %384 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %385 = "scf.for"(%383, %384, %384, %330) ({
      ^bb0(%arg52: i32, %arg53: !memref_rmem_i8):
        %1431 = "cute.get_iter"(%arg53) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1432 = "cute.get_iter"(%arg53) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1433 = "cute.get_layout"(%arg53) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
        %1434 = "cute.get_shape"(%1433) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %1435:3 = "cute.get_leaves"(%1434) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
        %1436 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %1437 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %1438 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1439 = "scf.for"(%1436, %1437, %1438, %arg53) ({
        ^bb0(%arg54: i32, %arg55: !memref_rmem_i8):
          %1444 = "cute.get_iter"(%arg55) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1445 = "cute.get_iter"(%arg55) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1446 = "cute.make_coord"(%arg52, %arg54) : (i32, i32) -> !cute.coord<"((0,?),?,0,0)">
          %1447 = "cute.slice"(%305, %1446) : (!cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,0,0)">) -> !cute.coord_tensor<"(?,?)", "():()">
          %1448 = "cute.get_iter"(%1447) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
          %1449 = "cute.deref_arith_tuple_iter"(%1448) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
          %1450:2 = "cute.get_leaves"(%1449) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
          %1451 = "cute.get_scalars"(%1450#0) : (!cute.int_tuple<"?">) -> i32
          %1452 = "cute.get_scalars"(%1450#1) : (!cute.int_tuple<"?">) -> i32
          %1453 = "cute.get_iter"(%1447) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
          %1454 = "cute.deref_arith_tuple_iter"(%1453) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
          %1455:2 = "cute.get_leaves"(%1454) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
          %1456 = "cute.get_scalars"(%1455#0) : (!cute.int_tuple<"?">) -> i32
          %1457 = "cute.get_scalars"(%1455#1) : (!cute.int_tuple<"?">) -> i32
          %1458 = "cute.get_iter"(%1447) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
          %1459 = "cute.deref_arith_tuple_iter"(%1458) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
          %1460:2 = "cute.get_leaves"(%1459) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
          %1461 = "cute.get_scalars"(%1460#0) : (!cute.int_tuple<"?">) -> i32
          %1462 = "cute.get_scalars"(%1460#1) : (!cute.int_tuple<"?">) -> i32
          %1463 = "cute.get_layout"(%arg4) : (!memref_gmem_f32) -> !cute.layout<"(1024,256):(256,1)">
          %1464 = "cute.get_shape"(%1463) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
          %1465:2 = "cute.get_leaves"(%1464) : (!cute.shape<"(1024,256)">) -> (!cute.shape<"1024">, !cute.shape<"256">)
          %1466 = "cute.make_coord"(%1460#0) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
          %1467 = "cute.make_coord"() : () -> !cute.coord<"1024">
          %1468 = "cute.elem_less"(%1466, %1467) : (!cute.coord<"?">, !cute.coord<"1024">) -> i1
          %1469 = "arith.extui"(%1468) : (i1) -> i8
          %1470 = "cute.make_coord"(%arg52, %arg54) : (i32, i32) -> !cute.coord<"(?,?,0)">
          "cute.memref.store"(%arg55, %1470, %1469) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
          %1471 = "cute.get_iter"(%arg55) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1472 = "cute.get_iter"(%arg55) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          "scf.yield"(%arg55) : (!memref_rmem_i8) -> ()
        }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
        %1440 = "cute.get_iter"(%1439) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1441 = "cute.get_iter"(%arg53) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1442 = "cute.get_iter"(%arg53) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1443 = "cute.get_iter"(%arg53) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%arg53) : (!memref_rmem_i8) -> ()
      }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
      %386 = "cute.get_iter"(%385) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %387 = "cute.get_iter"(%330) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %388 = "cute.get_layout"(%345) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
      %389 = "cute.get_shape"(%388) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
      %390:3 = "cute.get_leaves"(%389) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %391 = "scf.for"(%383, %384, %384, %345) ({
      ^bb0(%arg48: i32, %arg49: !memref_rmem_i8):
        %1389 = "cute.get_iter"(%arg49) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1390 = "cute.get_iter"(%arg49) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1391 = "cute.get_layout"(%arg49) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
        %1392 = "cute.get_shape"(%1391) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %1393:3 = "cute.get_leaves"(%1392) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
        %1394 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %1395 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %1396 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1397 = "scf.for"(%1394, %1395, %1396, %arg49) ({
        ^bb0(%arg50: i32, %arg51: !memref_rmem_i8):
          %1402 = "cute.get_iter"(%arg51) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1403 = "cute.get_iter"(%arg51) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1404 = "cute.make_coord"(%arg48, %arg50) : (i32, i32) -> !cute.coord<"((0,?),?,0,0)">
          %1405 = "cute.slice"(%312, %1404) : (!cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,0,0)">) -> !cute.coord_tensor<"(?,?)", "():()">
          %1406 = "cute.get_iter"(%1405) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
          %1407 = "cute.deref_arith_tuple_iter"(%1406) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
          %1408:2 = "cute.get_leaves"(%1407) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
          %1409 = "cute.get_scalars"(%1408#0) : (!cute.int_tuple<"?">) -> i32
          %1410 = "cute.get_scalars"(%1408#1) : (!cute.int_tuple<"?">) -> i32
          %1411 = "cute.get_iter"(%1405) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
          %1412 = "cute.deref_arith_tuple_iter"(%1411) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
          %1413:2 = "cute.get_leaves"(%1412) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
          %1414 = "cute.get_scalars"(%1413#0) : (!cute.int_tuple<"?">) -> i32
          %1415 = "cute.get_scalars"(%1413#1) : (!cute.int_tuple<"?">) -> i32
          %1416 = "cute.get_iter"(%1405) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
          %1417 = "cute.deref_arith_tuple_iter"(%1416) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
          %1418:2 = "cute.get_leaves"(%1417) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
          %1419 = "cute.get_scalars"(%1418#0) : (!cute.int_tuple<"?">) -> i32
          %1420 = "cute.get_scalars"(%1418#1) : (!cute.int_tuple<"?">) -> i32
          %1421 = "cute.get_layout"(%arg5) : (!memref_gmem_f32_1) -> !cute.layout<"(512,256):(256,1)">
          %1422 = "cute.get_shape"(%1421) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
          %1423:2 = "cute.get_leaves"(%1422) : (!cute.shape<"(512,256)">) -> (!cute.shape<"512">, !cute.shape<"256">)
          %1424 = "cute.make_coord"(%1418#0) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
          %1425 = "cute.make_coord"() : () -> !cute.coord<"512">
          %1426 = "cute.elem_less"(%1424, %1425) : (!cute.coord<"?">, !cute.coord<"512">) -> i1
          %1427 = "arith.extui"(%1426) : (i1) -> i8
          %1428 = "cute.make_coord"(%arg48, %arg50) : (i32, i32) -> !cute.coord<"(?,?,0)">
          "cute.memref.store"(%arg51, %1428, %1427) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
          %1429 = "cute.get_iter"(%arg51) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1430 = "cute.get_iter"(%arg51) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          "scf.yield"(%arg51) : (!memref_rmem_i8) -> ()
        }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
        %1398 = "cute.get_iter"(%1397) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1399 = "cute.get_iter"(%arg49) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1400 = "cute.get_iter"(%arg49) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1401 = "cute.get_iter"(%arg49) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%arg49) : (!memref_rmem_i8) -> ()
      }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
      %392 = "cute.get_iter"(%391) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %393 = "cute.get_iter"(%345) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %394 = "cute.get_layout"(%361) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
      %395 = "cute.get_shape"(%394) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %396:3 = "cute.get_leaves"(%395) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %397 = "scf.for"(%383, %384, %384, %361) ({
      ^bb0(%arg42: i32, %arg43: !memref_rmem_i8_1):
        %1334 = "cute.get_iter"(%arg43) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1335 = "cute.get_iter"(%arg43) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1336 = "cute.get_layout"(%arg43) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
        %1337 = "cute.get_shape"(%1336) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
        %1338:3 = "cute.get_leaves"(%1337) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
        %1339 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %1340 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %1341 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1342 = "scf.for"(%1339, %1340, %1341, %arg43) ({
        ^bb0(%arg44: i32, %arg45: !memref_rmem_i8_1):
          %1347 = "cute.get_iter"(%arg45) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1348 = "cute.get_iter"(%arg45) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1349 = "cute.get_layout"(%arg45) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
          %1350 = "cute.get_shape"(%1349) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
          %1351:3 = "cute.get_leaves"(%1350) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1352 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %1353 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %1354 = "scf.for"(%1352, %1353, %1353, %arg45) ({
          ^bb0(%arg46: i32, %arg47: !memref_rmem_i8_1):
            %1359 = "cute.get_iter"(%arg47) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            %1360 = "cute.get_iter"(%arg47) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            %1361 = "cute.make_coord"(%arg42, %arg44, %arg46) : (i32, i32, i32) -> !cute.coord<"((0,?),?,?,0)">
            %1362 = "cute.slice"(%305, %1361) : (!cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,?,0)">) -> !cute.coord_tensor<"(?,?)", "():()">
            %1363 = "cute.get_iter"(%1362) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
            %1364 = "cute.deref_arith_tuple_iter"(%1363) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
            %1365:2 = "cute.get_leaves"(%1364) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
            %1366 = "cute.get_scalars"(%1365#0) : (!cute.int_tuple<"?">) -> i32
            %1367 = "cute.get_scalars"(%1365#1) : (!cute.int_tuple<"?">) -> i32
            %1368 = "cute.get_iter"(%1362) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
            %1369 = "cute.deref_arith_tuple_iter"(%1368) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
            %1370:2 = "cute.get_leaves"(%1369) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
            %1371 = "cute.get_scalars"(%1370#0) : (!cute.int_tuple<"?">) -> i32
            %1372 = "cute.get_scalars"(%1370#1) : (!cute.int_tuple<"?">) -> i32
            %1373 = "cute.get_iter"(%1362) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
            %1374 = "cute.deref_arith_tuple_iter"(%1373) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
            %1375:2 = "cute.get_leaves"(%1374) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
            %1376 = "cute.get_scalars"(%1375#0) : (!cute.int_tuple<"?">) -> i32
            %1377 = "cute.get_scalars"(%1375#1) : (!cute.int_tuple<"?">) -> i32
            %1378 = "cute.get_layout"(%arg4) : (!memref_gmem_f32) -> !cute.layout<"(1024,256):(256,1)">
            %1379 = "cute.get_shape"(%1378) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
            %1380:2 = "cute.get_leaves"(%1379) : (!cute.shape<"(1024,256)">) -> (!cute.shape<"1024">, !cute.shape<"256">)
            %1381 = "arith.constant"() <{value = -1 : i32}> : () -> i32
            %1382 = "cute.make_coord"(%1375#0, %1381) : (!cute.int_tuple<"?">, i32) -> !cute.coord<"(?,?)">
            %1383 = "cute.make_coord"(%1375#1) : (!cute.int_tuple<"?">) -> !cute.coord<"(1024,?)">
            %1384 = "cute.elem_less"(%1382, %1383) : (!cute.coord<"(?,?)">, !cute.coord<"(1024,?)">) -> i1
            %1385 = "arith.extui"(%1384) : (i1) -> i8
            %1386 = "cute.make_coord"(%arg42, %arg44, %arg46) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
            "cute.memref.store"(%arg47, %1386, %1385) : (!memref_rmem_i8_1, !cute.coord<"(?,?,?)">, i8) -> ()
            %1387 = "cute.get_iter"(%arg47) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            %1388 = "cute.get_iter"(%arg47) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            "scf.yield"(%arg47) : (!memref_rmem_i8_1) -> ()
          }) : (i32, i32, i32, !memref_rmem_i8_1) -> !memref_rmem_i8_1
          %1355 = "cute.get_iter"(%1354) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1356 = "cute.get_iter"(%arg45) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1357 = "cute.get_iter"(%arg45) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1358 = "cute.get_iter"(%arg45) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          "scf.yield"(%arg45) : (!memref_rmem_i8_1) -> ()
        }) : (i32, i32, i32, !memref_rmem_i8_1) -> !memref_rmem_i8_1
        %1343 = "cute.get_iter"(%1342) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1344 = "cute.get_iter"(%arg43) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1345 = "cute.get_iter"(%arg43) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1346 = "cute.get_iter"(%arg43) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%arg43) : (!memref_rmem_i8_1) -> ()
      }) : (i32, i32, i32, !memref_rmem_i8_1) -> !memref_rmem_i8_1
      %398 = "cute.get_iter"(%397) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %399 = "cute.get_iter"(%361) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %400 = "cute.get_layout"(%377) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
      %401 = "cute.get_shape"(%400) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %402:3 = "cute.get_leaves"(%401) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %403 = "scf.for"(%383, %384, %384, %377) ({
      ^bb0(%arg36: i32, %arg37: !memref_rmem_i8_1):
        %1279 = "cute.get_iter"(%arg37) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1280 = "cute.get_iter"(%arg37) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1281 = "cute.get_layout"(%arg37) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
        %1282 = "cute.get_shape"(%1281) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
        %1283:3 = "cute.get_leaves"(%1282) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
        %1284 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %1285 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %1286 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1287 = "scf.for"(%1284, %1285, %1286, %arg37) ({
        ^bb0(%arg38: i32, %arg39: !memref_rmem_i8_1):
          %1292 = "cute.get_iter"(%arg39) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1293 = "cute.get_iter"(%arg39) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1294 = "cute.get_layout"(%arg39) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
          %1295 = "cute.get_shape"(%1294) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
          %1296:3 = "cute.get_leaves"(%1295) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1297 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %1298 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %1299 = "scf.for"(%1297, %1298, %1298, %arg39) ({
          ^bb0(%arg40: i32, %arg41: !memref_rmem_i8_1):
            %1304 = "cute.get_iter"(%arg41) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            %1305 = "cute.get_iter"(%arg41) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            %1306 = "cute.make_coord"(%arg36, %arg38, %arg40) : (i32, i32, i32) -> !cute.coord<"((0,?),?,?,0)">
            %1307 = "cute.slice"(%312, %1306) : (!cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,?,0)">) -> !cute.coord_tensor<"(?,?)", "():()">
            %1308 = "cute.get_iter"(%1307) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
            %1309 = "cute.deref_arith_tuple_iter"(%1308) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
            %1310:2 = "cute.get_leaves"(%1309) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
            %1311 = "cute.get_scalars"(%1310#0) : (!cute.int_tuple<"?">) -> i32
            %1312 = "cute.get_scalars"(%1310#1) : (!cute.int_tuple<"?">) -> i32
            %1313 = "cute.get_iter"(%1307) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
            %1314 = "cute.deref_arith_tuple_iter"(%1313) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
            %1315:2 = "cute.get_leaves"(%1314) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
            %1316 = "cute.get_scalars"(%1315#0) : (!cute.int_tuple<"?">) -> i32
            %1317 = "cute.get_scalars"(%1315#1) : (!cute.int_tuple<"?">) -> i32
            %1318 = "cute.get_iter"(%1307) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
            %1319 = "cute.deref_arith_tuple_iter"(%1318) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
            %1320:2 = "cute.get_leaves"(%1319) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
            %1321 = "cute.get_scalars"(%1320#0) : (!cute.int_tuple<"?">) -> i32
            %1322 = "cute.get_scalars"(%1320#1) : (!cute.int_tuple<"?">) -> i32
            %1323 = "cute.get_layout"(%arg5) : (!memref_gmem_f32_1) -> !cute.layout<"(512,256):(256,1)">
            %1324 = "cute.get_shape"(%1323) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
            %1325:2 = "cute.get_leaves"(%1324) : (!cute.shape<"(512,256)">) -> (!cute.shape<"512">, !cute.shape<"256">)
            %1326 = "arith.constant"() <{value = -1 : i32}> : () -> i32
            %1327 = "cute.make_coord"(%1320#0, %1326) : (!cute.int_tuple<"?">, i32) -> !cute.coord<"(?,?)">
            %1328 = "cute.make_coord"(%1320#1) : (!cute.int_tuple<"?">) -> !cute.coord<"(512,?)">
            %1329 = "cute.elem_less"(%1327, %1328) : (!cute.coord<"(?,?)">, !cute.coord<"(512,?)">) -> i1
            %1330 = "arith.extui"(%1329) : (i1) -> i8
            %1331 = "cute.make_coord"(%arg36, %arg38, %arg40) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
            "cute.memref.store"(%arg41, %1331, %1330) : (!memref_rmem_i8_1, !cute.coord<"(?,?,?)">, i8) -> ()
            %1332 = "cute.get_iter"(%arg41) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            %1333 = "cute.get_iter"(%arg41) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
            "scf.yield"(%arg41) : (!memref_rmem_i8_1) -> ()
          }) : (i32, i32, i32, !memref_rmem_i8_1) -> !memref_rmem_i8_1
          %1300 = "cute.get_iter"(%1299) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1301 = "cute.get_iter"(%arg39) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1302 = "cute.get_iter"(%arg39) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          %1303 = "cute.get_iter"(%arg39) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
          "scf.yield"(%arg39) : (!memref_rmem_i8_1) -> ()
        }) : (i32, i32, i32, !memref_rmem_i8_1) -> !memref_rmem_i8_1
        %1288 = "cute.get_iter"(%1287) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1289 = "cute.get_iter"(%arg37) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1290 = "cute.get_iter"(%arg37) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        %1291 = "cute.get_iter"(%arg37) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%arg37) : (!memref_rmem_i8_1) -> ()
      }) : (i32, i32, i32, !memref_rmem_i8_1) -> !memref_rmem_i8_1
      %404 = "cute.get_iter"(%403) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %405 = "cute.get_iter"(%377) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %406 = "cute.size"(%228) <{mode = array<i32: 3>}> : (!memref_smem_f32_1) -> !cute.int_tuple<"3">
      %407 = "cute.get_leaves"(%406) : (!cute.int_tuple<"3">) -> !cute.int_tuple<"3">
      %408 = "cute.size"(%225) <{mode = array<i32: 3>}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"32">
      %409 = "cute.get_leaves"(%408) : (!cute.int_tuple<"32">) -> !cute.int_tuple<"32">
      %410 = "cute.make_coord"(%383) : (i32) -> !cute.coord<"(_,_,_,?)">
      %411 = "cute.slice"(%225, %410) : (!memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">) -> !memref_gmem_f32_6
      %412 = "cute.get_iter"(%411) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
      %413 = "cute.get_iter"(%411) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
      %414 = "cute.make_coord"() : () -> !cute.coord<"(_,_,_,0)">
      %415 = "cute.slice"(%228, %414) : (!memref_smem_f32_1, !cute.coord<"(_,_,_,0)">) -> !memref_smem_f32_2
      %416 = "cute.get_iter"(%415) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
      %417 = "cute.get_iter"(%415) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
      %418 = "cute.get_layout"(%411) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
      %419 = "cute.get_shape"(%418) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %420:4 = "cute.get_leaves"(%419) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %421 = "cute.get_layout"(%415) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
      %422 = "cute.get_shape"(%421) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %423:4 = "cute.get_leaves"(%422) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %424 = "cute.make_shape"() : () -> !cute.shape<"1">
      %425 = "cute.make_layout"(%424) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %426 = "cute.append_to_rank"(%418, %425) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
      %427 = "cute.make_view"(%413, %426) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !memref_gmem_f32_6
      %428 = "cute.get_iter"(%427) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
      %429 = "cute.get_layout"(%427) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
      %430 = "cute.get_shape"(%429) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %431:4 = "cute.get_leaves"(%430) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %432 = "cute.group_modes"(%427) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
      %433 = "cute.get_iter"(%432) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
      %434 = "cute.get_iter"(%432) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
      %435 = "cute.make_shape"() : () -> !cute.shape<"1">
      %436 = "cute.make_layout"(%435) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %437 = "cute.append_to_rank"(%421, %436) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
      %438 = "cute.make_view"(%417, %437) : (!cute.ptr<f32, smem>, !cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !memref_smem_f32_2
      %439 = "cute.get_iter"(%438) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
      %440 = "cute.get_layout"(%438) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
      %441 = "cute.get_shape"(%440) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %442:4 = "cute.get_leaves"(%441) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %443 = "cute.group_modes"(%438) <{begin = 1 : i32, end = 3 : i32}> : (!memref_smem_f32_2) -> !memref_smem_f32_3
      %444 = "cute.get_iter"(%443) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
      %445 = "cute.get_iter"(%443) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
      %446 = "cute.get_layout"(%361) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
      %447 = "cute.make_shape"() : () -> !cute.shape<"1">
      %448 = "cute.make_layout"(%447) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %449 = "cute.append_to_rank"(%446, %448) <{rank = 2 : si32}> : (!cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">) -> !cute.layout<"(1,4,1):(4,1,1)">
      %450 = "cute.make_view"(%399, %449) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,4,1):(4,1,1)">) -> !memref_rmem_i8_1
      %451 = "cute.get_iter"(%450) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %452 = "cute.get_layout"(%450) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
      %453 = "cute.get_shape"(%452) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %454:3 = "cute.get_leaves"(%453) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %455 = "cute.group_modes"(%450) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8_1) -> !memref_rmem_i8_2
      %456 = "cute.get_iter"(%455) : (!memref_rmem_i8_2) -> !cute.ptr<i8, rmem, align<32>>
      %457 = "cute.get_iter"(%455) : (!memref_rmem_i8_2) -> !cute.ptr<i8, rmem, align<32>>
      %458 = "cute.get_layout"(%432) : (!memref_gmem_f32_7) -> !cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">
      %459 = "cute.get_shape"(%458) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
      %460:4 = "cute.get_leaves"(%459) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %461 = "cute.get_layout"(%443) : (!memref_smem_f32_3) -> !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">
      %462 = "cute.get_shape"(%461) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
      %463:4 = "cute.get_leaves"(%462) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %464 = "cute.size"(%432) <{mode = array<i32: 1>}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
      %465 = "cute.get_leaves"(%464) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %466 = "cute.size"(%443) <{mode = array<i32: 1>}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
      %467 = "cute.get_leaves"(%466) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      "cute.copy"(%arg9, %432, %443, %455) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_2) -> ()
      %468 = "cute.make_coord"(%383) : (i32) -> !cute.coord<"(_,_,_,?)">
      %469 = "cute.slice"(%231, %468) : (!memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">) -> !memref_gmem_f32_6
      %470 = "cute.get_iter"(%469) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
      %471 = "cute.get_iter"(%469) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
      %472 = "cute.make_coord"() : () -> !cute.coord<"(_,_,_,0)">
      %473 = "cute.slice"(%234, %472) : (!memref_smem_f32_1, !cute.coord<"(_,_,_,0)">) -> !memref_smem_f32_2
      %474 = "cute.get_iter"(%473) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
      %475 = "cute.get_iter"(%473) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
      %476 = "cute.get_layout"(%469) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
      %477 = "cute.get_shape"(%476) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %478:4 = "cute.get_leaves"(%477) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %479 = "cute.get_layout"(%473) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
      %480 = "cute.get_shape"(%479) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %481:4 = "cute.get_leaves"(%480) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %482 = "cute.make_shape"() : () -> !cute.shape<"1">
      %483 = "cute.make_layout"(%482) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %484 = "cute.append_to_rank"(%476, %483) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
      %485 = "cute.make_view"(%471, %484) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !memref_gmem_f32_6
      %486 = "cute.get_iter"(%485) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
      %487 = "cute.get_layout"(%485) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
      %488 = "cute.get_shape"(%487) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %489:4 = "cute.get_leaves"(%488) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %490 = "cute.group_modes"(%485) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
      %491 = "cute.get_iter"(%490) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
      %492 = "cute.get_iter"(%490) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
      %493 = "cute.make_shape"() : () -> !cute.shape<"1">
      %494 = "cute.make_layout"(%493) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %495 = "cute.append_to_rank"(%479, %494) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
      %496 = "cute.make_view"(%475, %495) : (!cute.ptr<f32, smem>, !cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !memref_smem_f32_2
      %497 = "cute.get_iter"(%496) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
      %498 = "cute.get_layout"(%496) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
      %499 = "cute.get_shape"(%498) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %500:4 = "cute.get_leaves"(%499) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %501 = "cute.group_modes"(%496) <{begin = 1 : i32, end = 3 : i32}> : (!memref_smem_f32_2) -> !memref_smem_f32_3
      %502 = "cute.get_iter"(%501) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
      %503 = "cute.get_iter"(%501) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
      %504 = "cute.get_layout"(%377) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
      %505 = "cute.make_shape"() : () -> !cute.shape<"1">
      %506 = "cute.make_layout"(%505) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %507 = "cute.append_to_rank"(%504, %506) <{rank = 2 : si32}> : (!cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">) -> !cute.layout<"(1,4,1):(4,1,1)">
      %508 = "cute.make_view"(%405, %507) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,4,1):(4,1,1)">) -> !memref_rmem_i8_1
      %509 = "cute.get_iter"(%508) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %510 = "cute.get_layout"(%508) : (!memref_rmem_i8_1) -> !cute.layout<"(1,4,1):(4,1,1)">
      %511 = "cute.get_shape"(%510) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %512:3 = "cute.get_leaves"(%511) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %513 = "cute.group_modes"(%508) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8_1) -> !memref_rmem_i8_2
      %514 = "cute.get_iter"(%513) : (!memref_rmem_i8_2) -> !cute.ptr<i8, rmem, align<32>>
      %515 = "cute.get_iter"(%513) : (!memref_rmem_i8_2) -> !cute.ptr<i8, rmem, align<32>>
      %516 = "cute.get_layout"(%490) : (!memref_gmem_f32_7) -> !cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">
      %517 = "cute.get_shape"(%516) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
      %518:4 = "cute.get_leaves"(%517) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %519 = "cute.get_layout"(%501) : (!memref_smem_f32_3) -> !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">
      %520 = "cute.get_shape"(%519) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
      %521:4 = "cute.get_leaves"(%520) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
      %522 = "cute.size"(%490) <{mode = array<i32: 1>}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
      %523 = "cute.get_leaves"(%522) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      %524 = "cute.size"(%501) <{mode = array<i32: 1>}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
      %525 = "cute.get_leaves"(%524) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
      "cute.copy"(%arg10, %490, %501, %513) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_2) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      %526 = "arith.constant"() <{value = true}> : () -> i1
      %527 = "scf.if"(%526) ({
        %1278 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%1278) : (i32) -> ()
      }, {
        %1277 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        "scf.yield"(%1277) : (i32) -> ()
      }) : (i1) -> i32
      %528 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %529 = "scf.for"(%384, %528, %384, %527) ({
      ^bb0(%arg34: i32, %arg35: i32):
        %1152 = "arith.constant"() <{value = 32 : i32}> : () -> i32
        %1153 = "arith.cmpi"(%arg34, %1152) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "scf.if"(%1153) ({
          %1161 = "cute.make_coord"(%arg35) : (i32) -> !cute.coord<"(_,_,_,?)">
          %1162 = "cute.slice"(%225, %1161) : (!memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">) -> !memref_gmem_f32_6
          %1163 = "cute.get_iter"(%1162) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
          %1164 = "cute.get_iter"(%1162) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
          %1165 = "cute.make_coord"(%arg34) : (i32) -> !cute.coord<"(_,_,_,?)">
          %1166 = "cute.slice"(%228, %1165) : (!memref_smem_f32_1, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_2
          %1167 = "cute.get_iter"(%1166) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
          %1168 = "cute.get_iter"(%1166) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
          %1169 = "cute.get_layout"(%1162) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
          %1170 = "cute.get_shape"(%1169) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %1171:4 = "cute.get_leaves"(%1170) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1172 = "cute.get_layout"(%1166) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
          %1173 = "cute.get_shape"(%1172) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %1174:4 = "cute.get_leaves"(%1173) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1175 = "cute.make_shape"() : () -> !cute.shape<"1">
          %1176 = "cute.make_layout"(%1175) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
          %1177 = "cute.append_to_rank"(%1169, %1176) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
          %1178 = "cute.make_view"(%1164, %1177) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !memref_gmem_f32_6
          %1179 = "cute.get_iter"(%1178) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
          %1180 = "cute.get_layout"(%1178) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
          %1181 = "cute.get_shape"(%1180) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %1182:4 = "cute.get_leaves"(%1181) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1183 = "cute.group_modes"(%1178) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
          %1184 = "cute.get_iter"(%1183) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
          %1185 = "cute.get_iter"(%1183) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
          %1186 = "cute.make_shape"() : () -> !cute.shape<"1">
          %1187 = "cute.make_layout"(%1186) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
          %1188 = "cute.append_to_rank"(%1172, %1187) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
          %1189 = "cute.make_view"(%1168, %1188) : (!cute.ptr<f32, smem>, !cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !memref_smem_f32_2
          %1190 = "cute.get_iter"(%1189) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
          %1191 = "cute.get_layout"(%1189) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
          %1192 = "cute.get_shape"(%1191) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %1193:4 = "cute.get_leaves"(%1192) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1194 = "cute.group_modes"(%1189) <{begin = 1 : i32, end = 3 : i32}> : (!memref_smem_f32_2) -> !memref_smem_f32_3
          %1195 = "cute.get_iter"(%1194) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
          %1196 = "cute.get_iter"(%1194) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
          %1197 = "cute.get_layout"(%330) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1198 = "cute.make_shape"() : () -> !cute.shape<"1">
          %1199 = "cute.make_layout"(%1198) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
          %1200 = "cute.append_to_rank"(%1197, %1199) <{rank = 2 : si32}> : (!cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1201 = "cute.make_view"(%387, %1200) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,4,1):(4,1,0)">) -> !memref_rmem_i8
          %1202 = "cute.get_iter"(%1201) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1203 = "cute.get_layout"(%1201) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1204 = "cute.get_shape"(%1203) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %1205:3 = "cute.get_leaves"(%1204) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1206 = "cute.group_modes"(%1201) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_3
          %1207 = "cute.get_iter"(%1206) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
          %1208 = "cute.get_iter"(%1206) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
          %1209 = "cute.get_layout"(%1183) : (!memref_gmem_f32_7) -> !cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">
          %1210 = "cute.get_shape"(%1209) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
          %1211:4 = "cute.get_leaves"(%1210) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1212 = "cute.get_layout"(%1194) : (!memref_smem_f32_3) -> !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">
          %1213 = "cute.get_shape"(%1212) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
          %1214:4 = "cute.get_leaves"(%1213) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1215 = "cute.size"(%1183) <{mode = array<i32: 1>}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
          %1216 = "cute.get_leaves"(%1215) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
          %1217 = "cute.size"(%1194) <{mode = array<i32: 1>}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
          %1218 = "cute.get_leaves"(%1217) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
          "cute.copy"(%arg9, %1183, %1194, %1206) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3) -> ()
          %1219 = "cute.make_coord"(%arg35) : (i32) -> !cute.coord<"(_,_,_,?)">
          %1220 = "cute.slice"(%231, %1219) : (!memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">) -> !memref_gmem_f32_6
          %1221 = "cute.get_iter"(%1220) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
          %1222 = "cute.get_iter"(%1220) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
          %1223 = "cute.make_coord"(%arg34) : (i32) -> !cute.coord<"(_,_,_,?)">
          %1224 = "cute.slice"(%234, %1223) : (!memref_smem_f32_1, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_2
          %1225 = "cute.get_iter"(%1224) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
          %1226 = "cute.get_iter"(%1224) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
          %1227 = "cute.get_layout"(%1220) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
          %1228 = "cute.get_shape"(%1227) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %1229:4 = "cute.get_leaves"(%1228) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1230 = "cute.get_layout"(%1224) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
          %1231 = "cute.get_shape"(%1230) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %1232:4 = "cute.get_leaves"(%1231) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1233 = "cute.make_shape"() : () -> !cute.shape<"1">
          %1234 = "cute.make_layout"(%1233) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
          %1235 = "cute.append_to_rank"(%1227, %1234) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
          %1236 = "cute.make_view"(%1222, %1235) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !memref_gmem_f32_6
          %1237 = "cute.get_iter"(%1236) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
          %1238 = "cute.get_layout"(%1236) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
          %1239 = "cute.get_shape"(%1238) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %1240:4 = "cute.get_leaves"(%1239) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1241 = "cute.group_modes"(%1236) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
          %1242 = "cute.get_iter"(%1241) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
          %1243 = "cute.get_iter"(%1241) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
          %1244 = "cute.make_shape"() : () -> !cute.shape<"1">
          %1245 = "cute.make_layout"(%1244) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
          %1246 = "cute.append_to_rank"(%1230, %1245) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
          %1247 = "cute.make_view"(%1226, %1246) : (!cute.ptr<f32, smem>, !cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !memref_smem_f32_2
          %1248 = "cute.get_iter"(%1247) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
          %1249 = "cute.get_layout"(%1247) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
          %1250 = "cute.get_shape"(%1249) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %1251:4 = "cute.get_leaves"(%1250) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1252 = "cute.group_modes"(%1247) <{begin = 1 : i32, end = 3 : i32}> : (!memref_smem_f32_2) -> !memref_smem_f32_3
          %1253 = "cute.get_iter"(%1252) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
          %1254 = "cute.get_iter"(%1252) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
          %1255 = "cute.get_layout"(%345) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1256 = "cute.make_shape"() : () -> !cute.shape<"1">
          %1257 = "cute.make_layout"(%1256) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
          %1258 = "cute.append_to_rank"(%1255, %1257) <{rank = 2 : si32}> : (!cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1259 = "cute.make_view"(%393, %1258) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,4,1):(4,1,0)">) -> !memref_rmem_i8
          %1260 = "cute.get_iter"(%1259) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1261 = "cute.get_layout"(%1259) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1262 = "cute.get_shape"(%1261) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %1263:3 = "cute.get_leaves"(%1262) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1264 = "cute.group_modes"(%1259) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_3
          %1265 = "cute.get_iter"(%1264) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
          %1266 = "cute.get_iter"(%1264) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
          %1267 = "cute.get_layout"(%1241) : (!memref_gmem_f32_7) -> !cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">
          %1268 = "cute.get_shape"(%1267) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
          %1269:4 = "cute.get_leaves"(%1268) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1270 = "cute.get_layout"(%1252) : (!memref_smem_f32_3) -> !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">
          %1271 = "cute.get_shape"(%1270) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
          %1272:4 = "cute.get_leaves"(%1271) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1273 = "cute.size"(%1241) <{mode = array<i32: 1>}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
          %1274 = "cute.get_leaves"(%1273) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
          %1275 = "cute.size"(%1252) <{mode = array<i32: 1>}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
          %1276 = "cute.get_leaves"(%1275) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
          "cute.copy"(%arg10, %1241, %1252, %1264) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3) -> ()
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        %1154 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1155 = "arith.addi"(%arg35, %1154) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1156 = "arith.cmpi"(%1155, %1152) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %1157 = "scf.if"(%1156) ({
          %1159 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %1160 = "arith.addi"(%arg35, %1159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%1160) : (i32) -> ()
        }, {
          %1158 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          "scf.yield"(%1158) : (i32) -> ()
        }) : (i1) -> i32
        "nvvm.cp.async.commit.group"() : () -> ()
        "scf.yield"(%1157) : (i32) -> ()
      }) : (i32, i32, i32, i32) -> i32
      %530 = "arith.constant"() <{value = false}> : () -> i1
      %531:2 = "scf.if"(%530) ({
        %1098 = "cute.get_iter"(%330) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1099 = "cute.get_iter"(%345) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1100 = "cute.get_layout"(%330) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
        %1101 = "cute.get_shape"(%1100) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %1102:3 = "cute.get_leaves"(%1101) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
        %1103 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %1104 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1105 = "scf.for"(%1103, %1104, %1104, %330) ({
        ^bb0(%arg30: i32, %arg31: !memref_rmem_i8):
          %1133 = "cute.get_iter"(%arg31) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1134 = "cute.get_iter"(%arg31) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1135 = "cute.get_layout"(%arg31) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1136 = "cute.get_shape"(%1135) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %1137:3 = "cute.get_leaves"(%1136) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1138 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %1139 = "arith.constant"() <{value = 4 : i32}> : () -> i32
          %1140 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %1141 = "scf.for"(%1138, %1139, %1140, %arg31) ({
          ^bb0(%arg32: i32, %arg33: !memref_rmem_i8):
            %1146 = "cute.get_iter"(%arg33) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %1147 = "cute.get_iter"(%arg33) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %1148 = "arith.constant"() <{value = 0 : i8}> : () -> i8
            %1149 = "cute.make_coord"(%arg30, %arg32) : (i32, i32) -> !cute.coord<"(?,?,0)">
            "cute.memref.store"(%arg33, %1149, %1148) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
            %1150 = "cute.get_iter"(%arg33) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %1151 = "cute.get_iter"(%arg33) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            "scf.yield"(%arg33) : (!memref_rmem_i8) -> ()
          }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
          %1142 = "cute.get_iter"(%1141) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1143 = "cute.get_iter"(%arg31) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1144 = "cute.get_iter"(%arg31) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1145 = "cute.get_iter"(%arg31) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          "scf.yield"(%arg31) : (!memref_rmem_i8) -> ()
        }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
        %1106 = "cute.get_iter"(%1105) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1107 = "cute.get_iter"(%330) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1108 = "cute.get_layout"(%345) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
        %1109 = "cute.get_shape"(%1108) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %1110:3 = "cute.get_leaves"(%1109) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
        %1111 = "scf.for"(%1103, %1104, %1104, %345) ({
        ^bb0(%arg26: i32, %arg27: !memref_rmem_i8):
          %1114 = "cute.get_iter"(%arg27) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1115 = "cute.get_iter"(%arg27) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1116 = "cute.get_layout"(%arg27) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
          %1117 = "cute.get_shape"(%1116) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %1118:3 = "cute.get_leaves"(%1117) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
          %1119 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %1120 = "arith.constant"() <{value = 4 : i32}> : () -> i32
          %1121 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %1122 = "scf.for"(%1119, %1120, %1121, %arg27) ({
          ^bb0(%arg28: i32, %arg29: !memref_rmem_i8):
            %1127 = "cute.get_iter"(%arg29) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %1128 = "cute.get_iter"(%arg29) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %1129 = "arith.constant"() <{value = 0 : i8}> : () -> i8
            %1130 = "cute.make_coord"(%arg26, %arg28) : (i32, i32) -> !cute.coord<"(?,?,0)">
            "cute.memref.store"(%arg29, %1130, %1129) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
            %1131 = "cute.get_iter"(%arg29) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %1132 = "cute.get_iter"(%arg29) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            "scf.yield"(%arg29) : (!memref_rmem_i8) -> ()
          }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
          %1123 = "cute.get_iter"(%1122) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1124 = "cute.get_iter"(%arg27) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1125 = "cute.get_iter"(%arg27) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          %1126 = "cute.get_iter"(%arg27) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
          "scf.yield"(%arg27) : (!memref_rmem_i8) -> ()
        }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
        %1112 = "cute.get_iter"(%1111) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1113 = "cute.get_iter"(%345) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%330, %345) : (!memref_rmem_i8, !memref_rmem_i8) -> ()
      }, {
        %1096 = "cute.get_iter"(%330) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %1097 = "cute.get_iter"(%345) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%330, %345) : (!memref_rmem_i8, !memref_rmem_i8) -> ()
      }) : (i1) -> (!memref_rmem_i8, !memref_rmem_i8)
      %532 = "cute.get_iter"(%531#0) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %533 = "cute.get_iter"(%531#1) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %534 = "cute.get_iter"(%531#0) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %535 = "cute.get_iter"(%531#1) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %536 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %537 = "cute.tiled.mma.partition"(%arg11, %207, %536) <{operand_id = 0 : i32}> : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_4
      %538 = "cute.get_iter"(%537) : (!memref_smem_f32_4) -> !cute.ptr<f32, smem, align<16>>
      %539 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %540 = "cute.tiled.mma.partition"(%arg11, %221, %539) <{operand_id = 1 : i32}> : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_4
      %541 = "cute.get_iter"(%540) : (!memref_smem_f32_4) -> !cute.ptr<f32, smem, align<16>>
      %542 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %543 = "cute.tiled.mma.partition"(%arg11, %173, %542) <{operand_id = 2 : i32}> : (!mma_f32_f32_f32_1x1x1, !memref_gmem_f32_4, !cute.coord<"?">) -> !memref_gmem_f32_8
      %544 = "cute.get_iter"(%543) : (!memref_gmem_f32_8) -> !cute.ptr<f32, gmem, align<16>>
      %545 = "cute.make_coord"() : () -> !cute.coord<"(_,_,_,0)">
      %546 = "cute.slice"(%537, %545) : (!memref_smem_f32_4, !cute.coord<"(_,_,_,0)">) -> !memref_smem_f32_5
      %547 = "cute.get_iter"(%546) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %548 = "cute.get_iter"(%546) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %549 = "cute.mma.make_fragment"(%arg11, %546) <{operand_id = 0 : i32}> : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32_5) -> !memref_rmem_f32
      %550 = "cute.get_iter"(%549) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem>
      %551 = "cute.make_coord"() : () -> !cute.coord<"(_,_,_,0)">
      %552 = "cute.slice"(%540, %551) : (!memref_smem_f32_4, !cute.coord<"(_,_,_,0)">) -> !memref_smem_f32_5
      %553 = "cute.get_iter"(%552) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %554 = "cute.get_iter"(%552) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %555 = "cute.mma.make_fragment"(%arg11, %552) <{operand_id = 1 : i32}> : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32_5) -> !memref_rmem_f32
      %556 = "cute.get_iter"(%555) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem>
      %557 = "cute.mma.make_fragment"(%arg11, %543) <{operand_id = 2 : i32}> : (!mma_f32_f32_f32_1x1x1, !memref_gmem_f32_8) -> !memref_rmem_f32_1
      %558 = "cute.get_iter"(%557) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem>
      %559 = "cute.get_layout"(%557) : (!memref_rmem_f32_1) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
      %560 = "cute.size"(%557) <{mode = array<i32>}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"64">
      %561 = "cute.get_leaves"(%560) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      %562 = "cute.get_shape"(%559) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %563:5 = "cute.get_leaves"(%562) : (!cute.shape<"(1,(4,2),(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %564 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %565 = "cute.tuple.product"(%564) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %566 = "cute.get_leaves"(%565) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      %567 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %568 = "vector.broadcast"(%567) : (f32) -> vector<64xf32>
      %569 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %570 = "cute.size"(%569) <{mode = array<i32>}> : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %571 = "cute.get_leaves"(%570) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      %572 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %573 = "cute.size"(%572) <{mode = array<i32>}> : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %574 = "cute.get_leaves"(%573) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      "cute.memref.store_vec"(%568, %557) : (vector<64xf32>, !memref_rmem_f32_1) -> ()
      %575 = "cute.make_coord"(%383) : (i32) -> !cute.coord<"(_,_,_,?)">
      %576 = "cute.slice"(%537, %575) : (!memref_smem_f32_4, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_5
      %577 = "cute.get_iter"(%576) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %578 = "cute.get_iter"(%576) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %579 = "cute.make_coord"(%383) : (i32) -> !cute.coord<"(_,_,_,?)">
      %580 = "cute.slice"(%540, %579) : (!memref_smem_f32_4, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_5
      %581 = "cute.get_iter"(%580) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %582 = "cute.get_iter"(%580) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %583 = "cute.size"(%549) <{mode = array<i32: 2>}> : (!memref_rmem_f32) -> !cute.int_tuple<"8">
      %584 = "cute.get_leaves"(%583) : (!cute.int_tuple<"8">) -> !cute.int_tuple<"8">
      "scf.if"(%526) ({
        "nvvm.cp.async.wait.group"() <{n = 1 : i32}> : () -> ()
        %1002 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1003 = "arith.constant"() <{value = 256 : i32}> : () -> i32
        "nvvm.barrier"(%1002, %1003) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
        %1004 = "cute.make_coord"() : () -> !cute.coord<"(_,_,0)">
        %1005 = "cute.slice"(%576, %1004) : (!memref_smem_f32_5, !cute.coord<"(_,_,0)">) -> !memref_smem_f32_6
        %1006 = "cute.get_iter"(%1005) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
        %1007 = "cute.get_iter"(%1005) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
        %1008 = "cute.make_coord"() : () -> !cute.coord<"(_,_,0)">
        %1009 = "cute.slice"(%549, %1008) : (!memref_rmem_f32, !cute.coord<"(_,_,0)">) -> !memref_rmem_f32_2
        %1010 = "cute.get_iter"(%1009) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
        %1011 = "cute.get_iter"(%1009) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
        %1012 = "cute.get_layout"(%1005) : (!memref_smem_f32_6) -> !cute.layout<"(1,(4,2)):(0,(1,64))">
        %1013 = "cute.get_shape"(%1012) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %1014:3 = "cute.get_leaves"(%1013) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
        %1015 = "cute.get_layout"(%1009) : (!memref_rmem_f32_2) -> !cute.layout<"(1,(4,2)):(0,(1,4))">
        %1016 = "cute.get_shape"(%1015) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %1017:3 = "cute.get_leaves"(%1016) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
        %1018 = "cute.right_inverse"(%1015) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %1019 = "cute.composition"(%1012, %1018) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
        %1020 = "cute.coalesce"(%1019) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %1021 = "cute.get_shape"(%1020) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %1022:2 = "cute.get_leaves"(%1021) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
        %1023 = "cute.get_stride"(%1020) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %1024:2 = "cute.get_leaves"(%1023) : (!cute.stride<"(1,64)">) -> (!cute.stride<"1">, !cute.stride<"64">)
        %1025 = "cute.get_shape"(%1020) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %1026:2 = "cute.get_leaves"(%1025) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
        %1027 = "cute.get_shape"(%1020) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %1028:2 = "cute.get_leaves"(%1027) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
        %1029 = "cute.get"(%1020) <{mode = array<i32: 0>}> : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"4:1">
        %1030 = "cute.composition"(%1018, %1029) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
        %1031 = "cute.size"(%1030) <{mode = array<i32>}> : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %1032 = "cute.get_leaves"(%1031) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
        %1033 = "cute.logical_divide"(%1005, %1030) : (!memref_smem_f32_6, !cute.layout<"4:1">) -> !memref_smem_f32_7
        %1034 = "cute.get_iter"(%1033) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1035 = "cute.get_iter"(%1033) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1036 = "cute.logical_divide"(%1009, %1030) : (!memref_rmem_f32_2, !cute.layout<"4:1">) -> !memref_rmem_f32_3
        %1037 = "cute.get_iter"(%1036) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1038 = "cute.get_iter"(%1036) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1039 = "cute.make_shape"() : () -> !cute.shape<"4">
        %1040 = "cute.make_layout"(%1039) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
        %1041 = "cute.logical_divide"(%1033, %1040) : (!memref_smem_f32_7, !cute.layout<"4:1">) -> !memref_smem_f32_7
        %1042 = "cute.get_iter"(%1041) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1043 = "cute.get_iter"(%1041) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1044 = "cute.make_shape"() : () -> !cute.shape<"4">
        %1045 = "cute.make_layout"(%1044) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
        %1046 = "cute.logical_divide"(%1036, %1045) : (!memref_rmem_f32_3, !cute.layout<"4:1">) -> !memref_rmem_f32_3
        %1047 = "cute.get_iter"(%1046) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1048 = "cute.get_iter"(%1046) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1049 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        "cute.copy"(%1049, %1041, %1046) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3) -> ()
        %1050 = "cute.make_coord"() : () -> !cute.coord<"(_,_,0)">
        %1051 = "cute.slice"(%580, %1050) : (!memref_smem_f32_5, !cute.coord<"(_,_,0)">) -> !memref_smem_f32_6
        %1052 = "cute.get_iter"(%1051) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
        %1053 = "cute.get_iter"(%1051) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
        %1054 = "cute.make_coord"() : () -> !cute.coord<"(_,_,0)">
        %1055 = "cute.slice"(%555, %1054) : (!memref_rmem_f32, !cute.coord<"(_,_,0)">) -> !memref_rmem_f32_2
        %1056 = "cute.get_iter"(%1055) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
        %1057 = "cute.get_iter"(%1055) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
        %1058 = "cute.get_layout"(%1051) : (!memref_smem_f32_6) -> !cute.layout<"(1,(4,2)):(0,(1,64))">
        %1059 = "cute.get_shape"(%1058) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %1060:3 = "cute.get_leaves"(%1059) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
        %1061 = "cute.get_layout"(%1055) : (!memref_rmem_f32_2) -> !cute.layout<"(1,(4,2)):(0,(1,4))">
        %1062 = "cute.get_shape"(%1061) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %1063:3 = "cute.get_leaves"(%1062) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
        %1064 = "cute.right_inverse"(%1061) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %1065 = "cute.composition"(%1058, %1064) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
        %1066 = "cute.coalesce"(%1065) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %1067 = "cute.get_shape"(%1066) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %1068:2 = "cute.get_leaves"(%1067) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
        %1069 = "cute.get_stride"(%1066) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %1070:2 = "cute.get_leaves"(%1069) : (!cute.stride<"(1,64)">) -> (!cute.stride<"1">, !cute.stride<"64">)
        %1071 = "cute.get_shape"(%1066) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %1072:2 = "cute.get_leaves"(%1071) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
        %1073 = "cute.get_shape"(%1066) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %1074:2 = "cute.get_leaves"(%1073) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
        %1075 = "cute.get"(%1066) <{mode = array<i32: 0>}> : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"4:1">
        %1076 = "cute.composition"(%1064, %1075) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
        %1077 = "cute.size"(%1076) <{mode = array<i32>}> : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %1078 = "cute.get_leaves"(%1077) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
        %1079 = "cute.logical_divide"(%1051, %1076) : (!memref_smem_f32_6, !cute.layout<"4:1">) -> !memref_smem_f32_7
        %1080 = "cute.get_iter"(%1079) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1081 = "cute.get_iter"(%1079) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1082 = "cute.logical_divide"(%1055, %1076) : (!memref_rmem_f32_2, !cute.layout<"4:1">) -> !memref_rmem_f32_3
        %1083 = "cute.get_iter"(%1082) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1084 = "cute.get_iter"(%1082) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1085 = "cute.make_shape"() : () -> !cute.shape<"4">
        %1086 = "cute.make_layout"(%1085) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
        %1087 = "cute.logical_divide"(%1079, %1086) : (!memref_smem_f32_7, !cute.layout<"4:1">) -> !memref_smem_f32_7
        %1088 = "cute.get_iter"(%1087) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1089 = "cute.get_iter"(%1087) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
        %1090 = "cute.make_shape"() : () -> !cute.shape<"4">
        %1091 = "cute.make_layout"(%1090) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
        %1092 = "cute.logical_divide"(%1082, %1091) : (!memref_rmem_f32_3, !cute.layout<"4:1">) -> !memref_rmem_f32_3
        %1093 = "cute.get_iter"(%1092) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1094 = "cute.get_iter"(%1092) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
        %1095 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        "cute.copy"(%1095, %1087, %1092) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %585 = "arith.constant"() <{value = 32 : i32}> : () -> i32
      %586:5 = "scf.for"(%383, %585, %384, %576, %580, %528, %383, %529) ({
      ^bb0(%arg14: i32, %arg15: !memref_smem_f32_5, %arg16: !memref_smem_f32_5, %arg17: i32, %arg18: i32, %arg19: i32):
        %711 = "cute.get_iter"(%arg15) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %712 = "cute.get_iter"(%arg16) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %713 = "cute.get_iter"(%arg15) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %714 = "cute.get_iter"(%arg16) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %715 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %716 = "arith.constant"() <{value = 8 : i32}> : () -> i32
        %717 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %718:5 = "scf.for"(%715, %716, %717, %arg15, %arg16, %arg17, %arg18, %arg19) ({
        ^bb0(%arg20: i32, %arg21: !memref_smem_f32_5, %arg22: !memref_smem_f32_5, %arg23: i32, %arg24: i32, %arg25: i32):
          %727 = "cute.get_iter"(%arg21) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %728 = "cute.get_iter"(%arg22) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %729 = "cute.get_iter"(%arg21) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %730 = "cute.get_iter"(%arg22) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %731 = "arith.constant"() <{value = 7 : i32}> : () -> i32
          %732 = "arith.cmpi"(%arg20, %731) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %733:2 = "scf.if"(%732) ({
            %990 = "cute.get_iter"(%arg21) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            %991 = "cute.get_iter"(%arg22) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            %992 = "cute.make_coord"(%arg24) : (i32) -> !cute.coord<"(_,_,_,?)">
            %993 = "cute.slice"(%537, %992) : (!memref_smem_f32_4, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_5
            %994 = "cute.get_iter"(%993) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            %995 = "cute.get_iter"(%993) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            %996 = "cute.make_coord"(%arg24) : (i32) -> !cute.coord<"(_,_,_,?)">
            %997 = "cute.slice"(%540, %996) : (!memref_smem_f32_4, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_5
            %998 = "cute.get_iter"(%997) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            %999 = "cute.get_iter"(%997) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            "nvvm.cp.async.wait.group"() <{n = 1 : i32}> : () -> ()
            %1000 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            %1001 = "arith.constant"() <{value = 256 : i32}> : () -> i32
            "nvvm.barrier"(%1000, %1001) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
            "scf.yield"(%993, %997) : (!memref_smem_f32_5, !memref_smem_f32_5) -> ()
          }, {
            %988 = "cute.get_iter"(%arg21) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            %989 = "cute.get_iter"(%arg22) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
            "scf.yield"(%arg21, %arg22) : (!memref_smem_f32_5, !memref_smem_f32_5) -> ()
          }) : (i1) -> (!memref_smem_f32_5, !memref_smem_f32_5)
          %734 = "cute.get_iter"(%733#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %735 = "cute.get_iter"(%733#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %736 = "cute.get_iter"(%733#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %737 = "cute.get_iter"(%733#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %738 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %739 = "arith.addi"(%arg20, %738) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %740 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %741 = "arith.remsi"(%739, %740) : (i32, i32) -> i32
          %742 = "cute.make_coord"(%741) : (i32) -> !cute.coord<"(_,_,?)">
          %743 = "cute.slice"(%733#0, %742) : (!memref_smem_f32_5, !cute.coord<"(_,_,?)">) -> !memref_smem_f32_6
          %744 = "cute.get_iter"(%743) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
          %745 = "cute.get_iter"(%743) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
          %746 = "cute.make_coord"(%741) : (i32) -> !cute.coord<"(_,_,?)">
          %747 = "cute.slice"(%549, %746) : (!memref_rmem_f32, !cute.coord<"(_,_,?)">) -> !memref_rmem_f32_2
          %748 = "cute.get_iter"(%747) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %749 = "cute.get_iter"(%747) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %750 = "cute.get_layout"(%743) : (!memref_smem_f32_6) -> !cute.layout<"(1,(4,2)):(0,(1,64))">
          %751 = "cute.get_shape"(%750) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
          %752:3 = "cute.get_leaves"(%751) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
          %753 = "cute.get_layout"(%747) : (!memref_rmem_f32_2) -> !cute.layout<"(1,(4,2)):(0,(1,4))">
          %754 = "cute.get_shape"(%753) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %755:3 = "cute.get_leaves"(%754) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
          %756 = "cute.right_inverse"(%753) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
          %757 = "cute.composition"(%750, %756) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
          %758 = "cute.coalesce"(%757) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
          %759 = "cute.get_shape"(%758) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %760:2 = "cute.get_leaves"(%759) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
          %761 = "cute.get_stride"(%758) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
          %762:2 = "cute.get_leaves"(%761) : (!cute.stride<"(1,64)">) -> (!cute.stride<"1">, !cute.stride<"64">)
          %763 = "cute.get_shape"(%758) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %764:2 = "cute.get_leaves"(%763) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
          %765 = "cute.get_shape"(%758) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %766:2 = "cute.get_leaves"(%765) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
          %767 = "cute.get"(%758) <{mode = array<i32: 0>}> : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"4:1">
          %768 = "cute.composition"(%756, %767) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
          %769 = "cute.size"(%768) <{mode = array<i32>}> : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
          %770 = "cute.get_leaves"(%769) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
          %771 = "cute.logical_divide"(%743, %768) : (!memref_smem_f32_6, !cute.layout<"4:1">) -> !memref_smem_f32_7
          %772 = "cute.get_iter"(%771) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %773 = "cute.get_iter"(%771) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %774 = "cute.logical_divide"(%747, %768) : (!memref_rmem_f32_2, !cute.layout<"4:1">) -> !memref_rmem_f32_3
          %775 = "cute.get_iter"(%774) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %776 = "cute.get_iter"(%774) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %777 = "cute.make_shape"() : () -> !cute.shape<"4">
          %778 = "cute.make_layout"(%777) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
          %779 = "cute.logical_divide"(%771, %778) : (!memref_smem_f32_7, !cute.layout<"4:1">) -> !memref_smem_f32_7
          %780 = "cute.get_iter"(%779) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %781 = "cute.get_iter"(%779) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %782 = "cute.make_shape"() : () -> !cute.shape<"4">
          %783 = "cute.make_layout"(%782) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
          %784 = "cute.logical_divide"(%774, %783) : (!memref_rmem_f32_3, !cute.layout<"4:1">) -> !memref_rmem_f32_3
          %785 = "cute.get_iter"(%784) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %786 = "cute.get_iter"(%784) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %787 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
          "cute.copy"(%787, %779, %784) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3) -> ()
          %788 = "cute.make_coord"(%741) : (i32) -> !cute.coord<"(_,_,?)">
          %789 = "cute.slice"(%733#1, %788) : (!memref_smem_f32_5, !cute.coord<"(_,_,?)">) -> !memref_smem_f32_6
          %790 = "cute.get_iter"(%789) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
          %791 = "cute.get_iter"(%789) : (!memref_smem_f32_6) -> !cute.ptr<f32, smem, align<16>>
          %792 = "cute.make_coord"(%741) : (i32) -> !cute.coord<"(_,_,?)">
          %793 = "cute.slice"(%555, %792) : (!memref_rmem_f32, !cute.coord<"(_,_,?)">) -> !memref_rmem_f32_2
          %794 = "cute.get_iter"(%793) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %795 = "cute.get_iter"(%793) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %796 = "cute.get_layout"(%789) : (!memref_smem_f32_6) -> !cute.layout<"(1,(4,2)):(0,(1,64))">
          %797 = "cute.get_shape"(%796) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
          %798:3 = "cute.get_leaves"(%797) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
          %799 = "cute.get_layout"(%793) : (!memref_rmem_f32_2) -> !cute.layout<"(1,(4,2)):(0,(1,4))">
          %800 = "cute.get_shape"(%799) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %801:3 = "cute.get_leaves"(%800) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
          %802 = "cute.right_inverse"(%799) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
          %803 = "cute.composition"(%796, %802) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
          %804 = "cute.coalesce"(%803) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
          %805 = "cute.get_shape"(%804) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %806:2 = "cute.get_leaves"(%805) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
          %807 = "cute.get_stride"(%804) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
          %808:2 = "cute.get_leaves"(%807) : (!cute.stride<"(1,64)">) -> (!cute.stride<"1">, !cute.stride<"64">)
          %809 = "cute.get_shape"(%804) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %810:2 = "cute.get_leaves"(%809) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
          %811 = "cute.get_shape"(%804) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %812:2 = "cute.get_leaves"(%811) : (!cute.shape<"(4,2)">) -> (!cute.shape<"4">, !cute.shape<"2">)
          %813 = "cute.get"(%804) <{mode = array<i32: 0>}> : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"4:1">
          %814 = "cute.composition"(%802, %813) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
          %815 = "cute.size"(%814) <{mode = array<i32>}> : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
          %816 = "cute.get_leaves"(%815) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
          %817 = "cute.logical_divide"(%789, %814) : (!memref_smem_f32_6, !cute.layout<"4:1">) -> !memref_smem_f32_7
          %818 = "cute.get_iter"(%817) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %819 = "cute.get_iter"(%817) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %820 = "cute.logical_divide"(%793, %814) : (!memref_rmem_f32_2, !cute.layout<"4:1">) -> !memref_rmem_f32_3
          %821 = "cute.get_iter"(%820) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %822 = "cute.get_iter"(%820) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %823 = "cute.make_shape"() : () -> !cute.shape<"4">
          %824 = "cute.make_layout"(%823) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
          %825 = "cute.logical_divide"(%817, %824) : (!memref_smem_f32_7, !cute.layout<"4:1">) -> !memref_smem_f32_7
          %826 = "cute.get_iter"(%825) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %827 = "cute.get_iter"(%825) : (!memref_smem_f32_7) -> !cute.ptr<f32, smem, align<16>>
          %828 = "cute.make_shape"() : () -> !cute.shape<"4">
          %829 = "cute.make_layout"(%828) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
          %830 = "cute.logical_divide"(%820, %829) : (!memref_rmem_f32_3, !cute.layout<"4:1">) -> !memref_rmem_f32_3
          %831 = "cute.get_iter"(%830) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %832 = "cute.get_iter"(%830) : (!memref_rmem_f32_3) -> !cute.ptr<f32, rmem>
          %833 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
          "cute.copy"(%833, %825, %830) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3) -> ()
          %834 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %835 = "arith.cmpi"(%arg20, %834) <{predicate = 0 : i64}> : (i32, i32) -> i1
          "scf.if"(%835) ({
            %930 = "cute.make_coord"(%arg25) : (i32) -> !cute.coord<"(_,_,_,?)">
            %931 = "cute.slice"(%225, %930) : (!memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">) -> !memref_gmem_f32_6
            %932 = "cute.get_iter"(%931) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
            %933 = "cute.get_iter"(%931) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
            %934 = "cute.make_coord"(%arg23) : (i32) -> !cute.coord<"(_,_,_,?)">
            %935 = "cute.slice"(%228, %934) : (!memref_smem_f32_1, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_2
            %936 = "cute.get_iter"(%935) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
            %937 = "cute.get_iter"(%935) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
            %938 = "cute.get_layout"(%931) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
            %939 = "cute.get_shape"(%938) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %940:4 = "cute.get_leaves"(%939) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %941 = "cute.get_layout"(%935) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
            %942 = "cute.get_shape"(%941) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %943:4 = "cute.get_leaves"(%942) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %944 = "cute.make_shape"() : () -> !cute.shape<"1">
            %945 = "cute.make_layout"(%944) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
            %946 = "cute.append_to_rank"(%938, %945) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
            %947 = "cute.make_view"(%933, %946) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !memref_gmem_f32_6
            %948 = "cute.get_iter"(%947) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
            %949 = "cute.get_layout"(%947) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
            %950 = "cute.get_shape"(%949) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %951:4 = "cute.get_leaves"(%950) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %952 = "cute.group_modes"(%947) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
            %953 = "cute.get_iter"(%952) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
            %954 = "cute.get_iter"(%952) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
            %955 = "cute.make_shape"() : () -> !cute.shape<"1">
            %956 = "cute.make_layout"(%955) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
            %957 = "cute.append_to_rank"(%941, %956) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
            %958 = "cute.make_view"(%937, %957) : (!cute.ptr<f32, smem>, !cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !memref_smem_f32_2
            %959 = "cute.get_iter"(%958) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
            %960 = "cute.get_layout"(%958) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
            %961 = "cute.get_shape"(%960) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %962:4 = "cute.get_leaves"(%961) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %963 = "cute.group_modes"(%958) <{begin = 1 : i32, end = 3 : i32}> : (!memref_smem_f32_2) -> !memref_smem_f32_3
            %964 = "cute.get_iter"(%963) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
            %965 = "cute.get_iter"(%963) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
            %966 = "cute.get_layout"(%531#0) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
            %967 = "cute.make_shape"() : () -> !cute.shape<"1">
            %968 = "cute.make_layout"(%967) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
            %969 = "cute.append_to_rank"(%966, %968) <{rank = 2 : si32}> : (!cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">) -> !cute.layout<"(1,4,1):(4,1,0)">
            %970 = "cute.make_view"(%534, %969) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,4,1):(4,1,0)">) -> !memref_rmem_i8
            %971 = "cute.get_iter"(%970) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %972 = "cute.get_layout"(%970) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
            %973 = "cute.get_shape"(%972) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
            %974:3 = "cute.get_leaves"(%973) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %975 = "cute.group_modes"(%970) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_3
            %976 = "cute.get_iter"(%975) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
            %977 = "cute.get_iter"(%975) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
            %978 = "cute.get_layout"(%952) : (!memref_gmem_f32_7) -> !cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">
            %979 = "cute.get_shape"(%978) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
            %980:4 = "cute.get_leaves"(%979) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %981 = "cute.get_layout"(%963) : (!memref_smem_f32_3) -> !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">
            %982 = "cute.get_shape"(%981) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
            %983:4 = "cute.get_leaves"(%982) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %984 = "cute.size"(%952) <{mode = array<i32: 1>}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
            %985 = "cute.get_leaves"(%984) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
            %986 = "cute.size"(%963) <{mode = array<i32: 1>}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
            %987 = "cute.get_leaves"(%986) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
            "cute.copy"(%arg9, %952, %963, %975) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3) -> ()
            "scf.yield"() : () -> ()
          }, {
          }) : (i1) -> ()
          %836 = "cute.make_coord"(%arg20) : (i32) -> !cute.coord<"(_,_,?)">
          %837 = "cute.slice"(%549, %836) : (!memref_rmem_f32, !cute.coord<"(_,_,?)">) -> !memref_rmem_f32_2
          %838 = "cute.get_iter"(%837) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %839 = "cute.get_iter"(%837) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %840 = "cute.make_coord"(%arg20) : (i32) -> !cute.coord<"(_,_,?)">
          %841 = "cute.slice"(%555, %840) : (!memref_rmem_f32, !cute.coord<"(_,_,?)">) -> !memref_rmem_f32_2
          %842 = "cute.get_iter"(%841) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %843 = "cute.get_iter"(%841) : (!memref_rmem_f32_2) -> !cute.ptr<f32, rmem>
          %844 = "cute.get_layout"(%837) : (!memref_rmem_f32_2) -> !cute.layout<"(1,(4,2)):(0,(1,4))">
          %845 = "cute.get_shape"(%844) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %846:3 = "cute.get_leaves"(%845) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
          %847 = "cute.get_layout"(%841) : (!memref_rmem_f32_2) -> !cute.layout<"(1,(4,2)):(0,(1,4))">
          %848 = "cute.get_shape"(%847) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %849:3 = "cute.get_leaves"(%848) : (!cute.shape<"(1,(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">)
          %850 = "cute.get_layout"(%557) : (!memref_rmem_f32_1) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
          %851 = "cute.get_shape"(%850) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
          %852:5 = "cute.get_leaves"(%851) : (!cute.shape<"(1,(4,2),(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
          "cute.gemm"(%arg11, %557, %837, %841, %557) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!mma_f32_f32_f32_1x1x1, !memref_rmem_f32_1, !memref_rmem_f32_2, !memref_rmem_f32_2, !memref_rmem_f32_1) -> ()
          %853 = "arith.cmpi"(%arg20, %834) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %854:3 = "scf.if"(%853) ({
            %859 = "cute.make_coord"(%arg25) : (i32) -> !cute.coord<"(_,_,_,?)">
            %860 = "cute.slice"(%231, %859) : (!memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">) -> !memref_gmem_f32_6
            %861 = "cute.get_iter"(%860) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
            %862 = "cute.get_iter"(%860) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
            %863 = "cute.make_coord"(%arg23) : (i32) -> !cute.coord<"(_,_,_,?)">
            %864 = "cute.slice"(%234, %863) : (!memref_smem_f32_1, !cute.coord<"(_,_,_,?)">) -> !memref_smem_f32_2
            %865 = "cute.get_iter"(%864) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
            %866 = "cute.get_iter"(%864) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
            %867 = "cute.get_layout"(%860) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
            %868 = "cute.get_shape"(%867) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %869:4 = "cute.get_leaves"(%868) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %870 = "cute.get_layout"(%864) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
            %871 = "cute.get_shape"(%870) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %872:4 = "cute.get_leaves"(%871) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %873 = "cute.make_shape"() : () -> !cute.shape<"1">
            %874 = "cute.make_layout"(%873) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
            %875 = "cute.append_to_rank"(%867, %874) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
            %876 = "cute.make_view"(%862, %875) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !memref_gmem_f32_6
            %877 = "cute.get_iter"(%876) : (!memref_gmem_f32_6) -> !cute.ptr<f32, gmem>
            %878 = "cute.get_layout"(%876) : (!memref_gmem_f32_6) -> !cute.layout<"((1,1),4,1):((0,0),8192,0)">
            %879 = "cute.get_shape"(%878) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %880:4 = "cute.get_leaves"(%879) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %881 = "cute.group_modes"(%876) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
            %882 = "cute.get_iter"(%881) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
            %883 = "cute.get_iter"(%881) : (!memref_gmem_f32_7) -> !cute.ptr<f32, gmem>
            %884 = "cute.make_shape"() : () -> !cute.shape<"1">
            %885 = "cute.make_layout"(%884) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
            %886 = "cute.append_to_rank"(%870, %885) <{rank = 2 : si32}> : (!cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
            %887 = "cute.make_view"(%866, %886) : (!cute.ptr<f32, smem>, !cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !memref_smem_f32_2
            %888 = "cute.get_iter"(%887) : (!memref_smem_f32_2) -> !cute.ptr<f32, smem>
            %889 = "cute.get_layout"(%887) : (!memref_smem_f32_2) -> !cute.layout<"((1,1),4,1):((0,0),32,0)">
            %890 = "cute.get_shape"(%889) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %891:4 = "cute.get_leaves"(%890) : (!cute.shape<"((1,1),4,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %892 = "cute.group_modes"(%887) <{begin = 1 : i32, end = 3 : i32}> : (!memref_smem_f32_2) -> !memref_smem_f32_3
            %893 = "cute.get_iter"(%892) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
            %894 = "cute.get_iter"(%892) : (!memref_smem_f32_3) -> !cute.ptr<f32, smem>
            %895 = "cute.get_layout"(%531#1) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
            %896 = "cute.make_shape"() : () -> !cute.shape<"1">
            %897 = "cute.make_layout"(%896) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
            %898 = "cute.append_to_rank"(%895, %897) <{rank = 2 : si32}> : (!cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">) -> !cute.layout<"(1,4,1):(4,1,0)">
            %899 = "cute.make_view"(%535, %898) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,4,1):(4,1,0)">) -> !memref_rmem_i8
            %900 = "cute.get_iter"(%899) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
            %901 = "cute.get_layout"(%899) : (!memref_rmem_i8) -> !cute.layout<"(1,4,1):(4,1,0)">
            %902 = "cute.get_shape"(%901) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
            %903:3 = "cute.get_leaves"(%902) : (!cute.shape<"(1,4,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %904 = "cute.group_modes"(%899) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_3
            %905 = "cute.get_iter"(%904) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
            %906 = "cute.get_iter"(%904) : (!memref_rmem_i8_3) -> !cute.ptr<i8, rmem, align<32>>
            %907 = "cute.get_layout"(%881) : (!memref_gmem_f32_7) -> !cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">
            %908 = "cute.get_shape"(%907) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
            %909:4 = "cute.get_leaves"(%908) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %910 = "cute.get_layout"(%892) : (!memref_smem_f32_3) -> !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">
            %911 = "cute.get_shape"(%910) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
            %912:4 = "cute.get_leaves"(%911) : (!cute.shape<"((1,1),(4,1))">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"4">, !cute.shape<"1">)
            %913 = "cute.size"(%881) <{mode = array<i32: 1>}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
            %914 = "cute.get_leaves"(%913) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
            %915 = "cute.size"(%892) <{mode = array<i32: 1>}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
            %916 = "cute.get_leaves"(%915) : (!cute.int_tuple<"4">) -> !cute.int_tuple<"4">
            "cute.copy"(%arg10, %881, %892, %904) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3) -> ()
            "nvvm.cp.async.commit.group"() : () -> ()
            %917 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            %918 = "arith.addi"(%arg24, %917) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            %919 = "arith.constant"() <{value = 3 : i32}> : () -> i32
            %920 = "arith.cmpi"(%918, %919) <{predicate = 0 : i64}> : (i32, i32) -> i1
            %921 = "scf.if"(%920) ({
              %929 = "arith.constant"() <{value = 0 : i32}> : () -> i32
              "scf.yield"(%929) : (i32) -> ()
            }, {
              "scf.yield"(%918) : (i32) -> ()
            }) : (i1) -> i32
            %922 = "arith.addi"(%arg25, %917) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            %923 = "arith.constant"() <{value = 32 : i32}> : () -> i32
            %924 = "arith.cmpi"(%922, %923) <{predicate = 2 : i64}> : (i32, i32) -> i1
            %925 = "scf.if"(%924) ({
              %927 = "arith.constant"() <{value = 1 : i32}> : () -> i32
              %928 = "arith.addi"(%arg25, %927) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
              "scf.yield"(%928) : (i32) -> ()
            }, {
              %926 = "arith.constant"() <{value = 1 : i32}> : () -> i32
              "scf.yield"(%926) : (i32) -> ()
            }) : (i1) -> i32
            "scf.yield"(%arg24, %921, %925) : (i32, i32, i32) -> ()
          }, {
            "scf.yield"(%arg23, %arg24, %arg25) : (i32, i32, i32) -> ()
          }) : (i1) -> (i32, i32, i32)
          %855 = "cute.get_iter"(%733#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %856 = "cute.get_iter"(%733#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %857 = "cute.get_iter"(%arg21) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          %858 = "cute.get_iter"(%arg22) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
          "scf.yield"(%733#0, %733#1, %854#0, %854#1, %854#2) : (!memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32) -> ()
        }) {loop_annotation = #loop_annotation} : (i32, i32, i32, !memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32) -> (!memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32)
        %719 = "cute.get_iter"(%718#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %720 = "cute.get_iter"(%718#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %721 = "cute.get_iter"(%718#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %722 = "cute.get_iter"(%718#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %723 = "cute.get_iter"(%718#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %724 = "cute.get_iter"(%718#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %725 = "cute.get_iter"(%arg15) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        %726 = "cute.get_iter"(%arg16) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
        "scf.yield"(%718#0, %718#1, %718#2, %718#3, %718#4) : (!memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32) -> ()
      }) : (i32, i32, i32, !memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32) -> (!memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32)
      %587 = "cute.get_iter"(%586#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %588 = "cute.get_iter"(%586#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %589 = "cute.get_iter"(%586#0) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      %590 = "cute.get_iter"(%586#1) : (!memref_smem_f32_5) -> !cute.ptr<f32, smem, align<16>>
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      %591 = "arith.constant"() <{value = 256 : i32}> : () -> i32
      "nvvm.barrier"(%384, %591) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
      %592 = "cute.memref.load_vec"(%557) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!memref_rmem_f32_1) -> vector<64xf32>
      %593 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %594 = "cute.size"(%593) <{mode = array<i32>}> : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %595 = "cute.get_leaves"(%594) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      %596 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %597 = "cute.size"(%596) <{mode = array<i32>}> : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %598 = "cute.get_leaves"(%597) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      "cute.memref.store_vec"(%592, %557) : (vector<64xf32>, !memref_rmem_f32_1) -> ()
      %599 = "cute.get_layout"(%173) : (!memref_gmem_f32_4) -> !cute.layout<"(128,128):(512,1)">
      %600 = "cute.get_shape"(%599) : (!cute.layout<"(128,128):(512,1)">) -> !cute.shape<"(128,128)">
      %601:2 = "cute.get_leaves"(%600) : (!cute.shape<"(128,128)">) -> (!cute.shape<"128">, !cute.shape<"128">)
      %602 = "cute.make_shape"() : () -> !cute.shape<"(128,128)">
      %603 = "cute.make_identity_tensor"(%602) : (!cute.shape<"(128,128)">) -> !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">
      %604 = "cute.get_iter"(%603) : (!cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
      %605 = "cute.deref_arith_tuple_iter"(%604) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
      %606:2 = "cute.get_leaves"(%605) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %607 = "cute.make_coord"(%152) : (i32) -> !cute.coord<"?">
      %608 = "cute.tiled.mma.partition"(%arg11, %603, %607) <{operand_id = 2 : i32}> : (!mma_f32_f32_f32_1x1x1, !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
      %609 = "cute.get_iter"(%608) : (!cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">) -> !cute.arith_tuple_iter<"(?{div=4},?{div=4})">
      %610 = "cute.deref_arith_tuple_iter"(%609) : (!cute.arith_tuple_iter<"(?{div=4},?{div=4})">) -> !cute.int_tuple<"(?{div=4},?{div=4})">
      %611:2 = "cute.get_leaves"(%610) : (!cute.int_tuple<"(?{div=4},?{div=4})">) -> (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?{div=4}">)
      %612 = "cute.get_scalars"(%611#0) : (!cute.int_tuple<"?{div=4}">) -> i32
      %613 = "cute.get_scalars"(%611#1) : (!cute.int_tuple<"?{div=4}">) -> i32
      %614 = "cute.memref.alloca"(%559) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !memref_rmem_i8_4
      %615 = "cute.get_iter"(%614) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
      %616 = "cute.get_iter"(%614) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
      %617 = "cute.get_shape"(%151) : (!cute.layout<"(1024,512):(512,1)">) -> !cute.shape<"(1024,512)">
      %618:2 = "cute.get_leaves"(%617) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
      %619 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %620 = "arith.muli"(%619, %155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %621 = "arith.constant"() <{value = 1024 : i32}> : () -> i32
      %622 = "arith.subi"(%621, %620) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %623 = "arith.muli"(%619, %156) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %624 = "arith.constant"() <{value = 512 : i32}> : () -> i32
      %625 = "arith.subi"(%624, %623) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %626 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %627 = "cute.size"(%626) <{mode = array<i32>}> : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %628 = "cute.get_leaves"(%627) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      %629 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %630 = "scf.for"(%383, %629, %384, %614) ({
      ^bb0(%arg12: i32, %arg13: !memref_rmem_i8_4):
        %685 = "cute.get_iter"(%arg13) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
        %686 = "cute.get_iter"(%arg13) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
        %687 = "cute.make_coord"(%arg12) : (i32) -> !cute.coord<"?">
        %688 = "cute.slice"(%608, %687) : (!cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "():()">
        %689 = "cute.get_iter"(%688) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
        %690 = "cute.deref_arith_tuple_iter"(%689) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
        %691:2 = "cute.get_leaves"(%690) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
        %692 = "cute.get_scalars"(%691#0) : (!cute.int_tuple<"?">) -> i32
        %693 = "cute.get_scalars"(%691#1) : (!cute.int_tuple<"?">) -> i32
        %694 = "cute.get_iter"(%688) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
        %695 = "cute.deref_arith_tuple_iter"(%694) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
        %696:2 = "cute.get_leaves"(%695) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
        %697 = "cute.get_scalars"(%696#0) : (!cute.int_tuple<"?">) -> i32
        %698 = "cute.get_scalars"(%696#1) : (!cute.int_tuple<"?">) -> i32
        %699 = "cute.get_iter"(%688) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
        %700 = "cute.deref_arith_tuple_iter"(%699) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
        %701:2 = "cute.get_leaves"(%700) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
        %702 = "cute.get_scalars"(%701#0) : (!cute.int_tuple<"?">) -> i32
        %703 = "cute.get_scalars"(%701#1) : (!cute.int_tuple<"?">) -> i32
        %704 = "cute.make_coord"(%701#0, %701#1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %705 = "cute.make_coord"(%622, %625) : (i32, i32) -> !cute.coord<"(?,?)">
        %706 = "cute.elem_less"(%704, %705) : (!cute.coord<"(?,?)">, !cute.coord<"(?,?)">) -> i1
        %707 = "arith.extui"(%706) : (i1) -> i8
        %708 = "cute.make_coord"(%arg12) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%arg13, %708, %707) : (!memref_rmem_i8_4, !cute.coord<"?">, i8) -> ()
        %709 = "cute.get_iter"(%arg13) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
        %710 = "cute.get_iter"(%arg13) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%arg13) : (!memref_rmem_i8_4) -> ()
      }) : (i32, i32, i32, !memref_rmem_i8_4) -> !memref_rmem_i8_4
      %631 = "cute.get_iter"(%630) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
      %632 = "cute.get_iter"(%614) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
      %633 = "cute.size"(%557) <{mode = array<i32: 1>}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"8">
      %634 = "cute.get_leaves"(%633) : (!cute.int_tuple<"8">) -> !cute.int_tuple<"8">
      %635 = "cute.size"(%557) <{mode = array<i32: 2>}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"8">
      %636 = "cute.get_leaves"(%635) : (!cute.int_tuple<"8">) -> !cute.int_tuple<"8">
      %637 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      %638 = "cute.get_layout"(%543) : (!memref_gmem_f32_8) -> !cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">
      %639 = "cute.get_shape"(%638) : (!cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %640:5 = "cute.get_leaves"(%639) : (!cute.shape<"(1,(4,2),(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %641 = "cute.make_shape"() : () -> !cute.shape<"1">
      %642 = "cute.make_layout"(%641) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %643 = "cute.append_to_rank"(%559, %642) <{rank = 2 : si32}> : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">, !cute.layout<"1:0">) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
      %644 = "cute.make_view"(%558, %643) : (!cute.ptr<f32, rmem>, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !memref_rmem_f32_1
      %645 = "cute.get_iter"(%644) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem>
      %646 = "cute.get_layout"(%644) : (!memref_rmem_f32_1) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
      %647 = "cute.get_shape"(%646) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %648:5 = "cute.get_leaves"(%647) : (!cute.shape<"(1,(4,2),(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %649 = "cute.group_modes"(%644) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_f32_1) -> !memref_rmem_f32_4
      %650 = "cute.get_iter"(%649) : (!memref_rmem_f32_4) -> !cute.ptr<f32, rmem>
      %651 = "cute.get_iter"(%649) : (!memref_rmem_f32_4) -> !cute.ptr<f32, rmem>
      %652 = "cute.make_shape"() : () -> !cute.shape<"1">
      %653 = "cute.make_layout"(%652) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %654 = "cute.append_to_rank"(%638, %653) <{rank = 2 : si32}> : (!cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">, !cute.layout<"1:0">) -> !cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">
      %655 = "cute.make_view"(%544, %654) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">) -> !memref_gmem_f32_8
      %656 = "cute.get_iter"(%655) : (!memref_gmem_f32_8) -> !cute.ptr<f32, gmem, align<16>>
      %657 = "cute.get_layout"(%655) : (!memref_gmem_f32_8) -> !cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">
      %658 = "cute.get_shape"(%657) : (!cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %659:5 = "cute.get_leaves"(%658) : (!cute.shape<"(1,(4,2),(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %660 = "cute.group_modes"(%655) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_8) -> !memref_gmem_f32_9
      %661 = "cute.get_iter"(%660) : (!memref_gmem_f32_9) -> !cute.ptr<f32, gmem, align<16>>
      %662 = "cute.get_iter"(%660) : (!memref_gmem_f32_9) -> !cute.ptr<f32, gmem, align<16>>
      %663 = "cute.get_layout"(%614) : (!memref_rmem_i8_4) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
      %664 = "cute.make_shape"() : () -> !cute.shape<"1">
      %665 = "cute.make_layout"(%664) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %666 = "cute.append_to_rank"(%663, %665) <{rank = 2 : si32}> : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">, !cute.layout<"1:0">) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
      %667 = "cute.make_view"(%632, %666) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !memref_rmem_i8_4
      %668 = "cute.get_iter"(%667) : (!memref_rmem_i8_4) -> !cute.ptr<i8, rmem, align<32>>
      %669 = "cute.get_layout"(%667) : (!memref_rmem_i8_4) -> !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">
      %670 = "cute.get_shape"(%669) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %671:5 = "cute.get_leaves"(%670) : (!cute.shape<"(1,(4,2),(4,2))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %672 = "cute.group_modes"(%667) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8_4) -> !memref_rmem_i8_5
      %673 = "cute.get_iter"(%672) : (!memref_rmem_i8_5) -> !cute.ptr<i8, rmem, align<32>>
      %674 = "cute.get_iter"(%672) : (!memref_rmem_i8_5) -> !cute.ptr<i8, rmem, align<32>>
      %675 = "cute.get_layout"(%649) : (!memref_rmem_f32_4) -> !cute.layout<"(1,((4,2),(4,2))):(0,((1,4),(8,32)))">
      %676 = "cute.get_shape"(%675) : (!cute.layout<"(1,((4,2),(4,2))):(0,((1,4),(8,32)))">) -> !cute.shape<"(1,((4,2),(4,2)))">
      %677:5 = "cute.get_leaves"(%676) : (!cute.shape<"(1,((4,2),(4,2)))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %678 = "cute.get_layout"(%660) : (!memref_gmem_f32_9) -> !cute.layout<"(1,((4,2),(4,2))):(0,((512,32768),(1,64)))">
      %679 = "cute.get_shape"(%678) : (!cute.layout<"(1,((4,2),(4,2))):(0,((512,32768),(1,64)))">) -> !cute.shape<"(1,((4,2),(4,2)))">
      %680:5 = "cute.get_leaves"(%679) : (!cute.shape<"(1,((4,2),(4,2)))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"2">, !cute.shape<"4">, !cute.shape<"2">)
      %681 = "cute.size"(%649) <{mode = array<i32: 1>}> : (!memref_rmem_f32_4) -> !cute.int_tuple<"64">
      %682 = "cute.get_leaves"(%681) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      %683 = "cute.size"(%660) <{mode = array<i32: 1>}> : (!memref_gmem_f32_9) -> !cute.int_tuple<"64">
      %684 = "cute.get_leaves"(%683) : (!cute.int_tuple<"64">) -> !cute.int_tuple<"64">
      "cute.copy"(%637, %649, %660, %672) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cute_nvgpu.atom.universal_copy<f32>, !memref_rmem_f32_4, !memref_gmem_f32_9, !memref_rmem_i8_5) -> ()
      "cuda.return"() : () -> ()
    }) {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 8, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32_2, !cuda.stream) -> i32, sym_name = "cutlass___call___sgemmSGemm_object_at__FakeTensorFloat3210242562561_FakeTensorFloat325122562561_FakeTensorFloat3210245125121_functionSGemmlambdaat_FakeStream"}> ({
  ^bb0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_2, %arg3: !cuda.stream):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %1 = "cute.get_iter"(%arg1) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %2 = "cute.get_iter"(%arg2) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %3 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %4 = "cute.get_iter"(%arg1) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %5 = "cute.get_iter"(%arg2) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %6 = "cute.get_layout"(%arg0) : (!memref_gmem_f32) -> !cute.layout<"(1024,256):(256,1)">
    %7 = "cute.get_shape"(%6) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
    %8:2 = "cute.get_leaves"(%7) : (!cute.shape<"(1024,256)">) -> (!cute.shape<"1024">, !cute.shape<"256">)
    %9 = "cute.get_stride"(%6) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.stride<"(256,1)">
    %10:2 = "cute.get_leaves"(%9) : (!cute.stride<"(256,1)">) -> (!cute.stride<"256">, !cute.stride<"1">)
    %11 = "cute.get_layout"(%arg1) : (!memref_gmem_f32_1) -> !cute.layout<"(512,256):(256,1)">
    %12 = "cute.get_shape"(%11) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
    %13:2 = "cute.get_leaves"(%12) : (!cute.shape<"(512,256)">) -> (!cute.shape<"512">, !cute.shape<"256">)
    %14 = "cute.get_stride"(%11) : (!cute.layout<"(512,256):(256,1)">) -> !cute.stride<"(256,1)">
    %15:2 = "cute.get_leaves"(%14) : (!cute.stride<"(256,1)">) -> (!cute.stride<"256">, !cute.stride<"1">)
    %16 = "cute.get_layout"(%arg2) : (!memref_gmem_f32_2) -> !cute.layout<"(1024,512):(512,1)">
    %17 = "cute.get_shape"(%16) : (!cute.layout<"(1024,512):(512,1)">) -> !cute.shape<"(1024,512)">
    %18:2 = "cute.get_leaves"(%17) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
    %19 = "cute.get_stride"(%16) : (!cute.layout<"(1024,512):(512,1)">) -> !cute.stride<"(512,1)">
    %20:2 = "cute.get_leaves"(%19) : (!cute.stride<"(512,1)">) -> (!cute.stride<"512">, !cute.stride<"1">)
    %21 = "cute.make_shape"() : () -> !cute.shape<"(128,8,3)">
    %22 = "cute.make_stride"() : () -> !cute.stride<"(1,132,1056)">
    %23 = "cute.make_layout"(%21, %22) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(128,8,3)">, !cute.stride<"(1,132,1056)">) -> !cute.layout<"(128,8,3):(1,132,1056)">
    %24 = "cute.make_shape"() : () -> !cute.shape<"(128,8,3)">
    %25 = "cute.make_stride"() : () -> !cute.stride<"(1,132,1056)">
    %26 = "cute.make_layout"(%24, %25) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(128,8,3)">, !cute.stride<"(1,132,1056)">) -> !cute.layout<"(128,8,3):(1,132,1056)">
    %27 = "cute.make_shape"() : () -> !cute.shape<"(32,8)">
    %28 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %29 = "cute.make_layout"(%27, %28) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(32,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(32,8):(8,1)">
    %30 = "cute.make_shape"() : () -> !cute.shape<"(32,8)">
    %31 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %32 = "cute.make_layout"(%30, %31) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(32,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(32,8):(8,1)">
    %33 = "cute.make_shape"() : () -> !cute.shape<"(1,1)">
    %34 = "cute.make_layout"(%33) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(1,1)">) -> !cute.layout<"(1,1):(0,0)">
    %35 = "cute.make_shape"() : () -> !cute.shape<"(1,1)">
    %36 = "cute.make_layout"(%35) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(1,1)">) -> !cute.layout<"(1,1):(0,0)">
    %37 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
    %38 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
    %39 = "cute.raked_product"(%29, %34) : (!cute.layout<"(32,8):(8,1)">, !cute.layout<"(1,1):(0,0)">) -> !cute.layout<"(32,8):(8,1)">
    %40 = "cute.size"(%29) <{mode = array<i32>}> : (!cute.layout<"(32,8):(8,1)">) -> !cute.int_tuple<"256">
    %41 = "cute.get_leaves"(%40) : (!cute.int_tuple<"256">) -> !cute.int_tuple<"256">
    %42 = "cute.size"(%34) <{mode = array<i32>}> : (!cute.layout<"(1,1):(0,0)">) -> !cute.int_tuple<"1">
    %43 = "cute.get_leaves"(%42) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
    %44 = "cute.make_shape"() : () -> !cute.shape<"(256,1)">
    %45 = "cute.make_layout"(%44) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(256,1)">) -> !cute.layout<"(256,1):(1,0)">
    %46 = "cute.right_inverse"(%39) : (!cute.layout<"(32,8):(8,1)">) -> !cute.layout<"(8,32):(32,1)">
    %47 = "cute.composition"(%46, %45) : (!cute.layout<"(8,32):(32,1)">, !cute.layout<"(256,1):(1,0)">) -> !cute.layout<"((8,32),1):((32,1),0)">
    %48 = "cute.get_shape"(%39) : (!cute.layout<"(32,8):(8,1)">) -> !cute.shape<"(32,8)">
    %49:2 = "cute.get_leaves"(%48) : (!cute.shape<"(32,8)">) -> (!cute.shape<"32">, !cute.shape<"8">)
    %50 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(32,8)">
    %51 = "cute.tuple.product_each"(%50) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %52:2 = "cute.get_leaves"(%51) : (!cute.int_tuple<"(32,8)">) -> (!cute.int_tuple<"32">, !cute.int_tuple<"8">)
    %53 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(32,8)">
    %54 = "cute.tuple.product_each"(%53) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %55:2 = "cute.get_leaves"(%54) : (!cute.int_tuple<"(32,8)">) -> (!cute.int_tuple<"32">, !cute.int_tuple<"8">)
    %56 = "cute.make_tile"() : () -> !cute.tile<"[32:1;8:1]">
    %57 = "cute.make_tiled_copy"(%37) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>) -> !copy_ldgsts
    %58 = "cute.raked_product"(%32, %36) : (!cute.layout<"(32,8):(8,1)">, !cute.layout<"(1,1):(0,0)">) -> !cute.layout<"(32,8):(8,1)">
    %59 = "cute.size"(%32) <{mode = array<i32>}> : (!cute.layout<"(32,8):(8,1)">) -> !cute.int_tuple<"256">
    %60 = "cute.get_leaves"(%59) : (!cute.int_tuple<"256">) -> !cute.int_tuple<"256">
    %61 = "cute.size"(%36) <{mode = array<i32>}> : (!cute.layout<"(1,1):(0,0)">) -> !cute.int_tuple<"1">
    %62 = "cute.get_leaves"(%61) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
    %63 = "cute.make_shape"() : () -> !cute.shape<"(256,1)">
    %64 = "cute.make_layout"(%63) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(256,1)">) -> !cute.layout<"(256,1):(1,0)">
    %65 = "cute.right_inverse"(%58) : (!cute.layout<"(32,8):(8,1)">) -> !cute.layout<"(8,32):(32,1)">
    %66 = "cute.composition"(%65, %64) : (!cute.layout<"(8,32):(32,1)">, !cute.layout<"(256,1):(1,0)">) -> !cute.layout<"((8,32),1):((32,1),0)">
    %67 = "cute.get_shape"(%58) : (!cute.layout<"(32,8):(8,1)">) -> !cute.shape<"(32,8)">
    %68:2 = "cute.get_leaves"(%67) : (!cute.shape<"(32,8)">) -> (!cute.shape<"32">, !cute.shape<"8">)
    %69 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(32,8)">
    %70 = "cute.tuple.product_each"(%69) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %71:2 = "cute.get_leaves"(%70) : (!cute.int_tuple<"(32,8)">) -> (!cute.int_tuple<"32">, !cute.int_tuple<"8">)
    %72 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(32,8)">
    %73 = "cute.tuple.product_each"(%72) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %74:2 = "cute.get_leaves"(%73) : (!cute.int_tuple<"(32,8)">) -> (!cute.int_tuple<"32">, !cute.int_tuple<"8">)
    %75 = "cute.make_tile"() : () -> !cute.tile<"[32:1;8:1]">
    %76 = "cute.make_tiled_copy"(%38) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>) -> !copy_ldgsts
    %77 = "cute.make_shape"() : () -> !cute.shape<"(16,16,1)">
    %78 = "cute.make_stride"() : () -> !cute.stride<"(16,1,0)">
    %79 = "cute.make_layout"(%77, %78) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(16,16,1)">, !cute.stride<"(16,1,0)">) -> !cute.layout<"(16,16,1):(16,1,0)">
    %80 = "cute.get_shape"(%79) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %81:3 = "cute.get_leaves"(%80) : (!cute.shape<"(16,16,1)">) -> (!cute.shape<"16">, !cute.shape<"16">, !cute.shape<"1">)
    %82 = "cute.make_shape"() : () -> !cute.shape<"(16,4)">
    %83 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %84 = "cute.make_layout"(%82, %83) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(16,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(16,4):(4,1)">
    %85 = "cute.get_shape"(%79) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %86:3 = "cute.get_leaves"(%85) : (!cute.shape<"(16,16,1)">) -> (!cute.shape<"16">, !cute.shape<"16">, !cute.shape<"1">)
    %87 = "cute.make_shape"() : () -> !cute.shape<"(16,4)">
    %88 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %89 = "cute.make_layout"(%87, %88) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(16,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(16,4):(4,1)">
    %90 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
    %91 = "cute.get_shape"(%79) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %92:3 = "cute.get_leaves"(%91) : (!cute.shape<"(16,16,1)">) -> (!cute.shape<"16">, !cute.shape<"16">, !cute.shape<"1">)
    %93 = "cute.get_shape"(%84) : (!cute.layout<"(16,4):(4,1)">) -> !cute.shape<"(16,4)">
    %94:2 = "cute.get_leaves"(%93) : (!cute.shape<"(16,4)">) -> (!cute.shape<"16">, !cute.shape<"4">)
    %95 = "cute.get_stride"(%84) : (!cute.layout<"(16,4):(4,1)">) -> !cute.stride<"(4,1)">
    %96:2 = "cute.get_leaves"(%95) : (!cute.stride<"(4,1)">) -> (!cute.stride<"4">, !cute.stride<"1">)
    %97 = "cute.get_shape"(%89) : (!cute.layout<"(16,4):(4,1)">) -> !cute.shape<"(16,4)">
    %98:2 = "cute.get_leaves"(%97) : (!cute.shape<"(16,4)">) -> (!cute.shape<"16">, !cute.shape<"4">)
    %99 = "cute.get_stride"(%89) : (!cute.layout<"(16,4):(4,1)">) -> !cute.stride<"(4,1)">
    %100:2 = "cute.get_leaves"(%99) : (!cute.stride<"(4,1)">) -> (!cute.stride<"4">, !cute.stride<"1">)
    %101 = "cute.make_tile"() : () -> !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %102 = "cute.make_tiled_mma"(%90) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !mma_f32_f32_f32_1x1x1
    %103 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1024,512)">
    %104 = "cute.make_tile"() : () -> !cute.tile<"[128:1;128:1]">
    %105 = "cute.ceil_div"(%103, %104) : (!cute.int_tuple<"(1024,512)">, !cute.tile<"[128:1;128:1]">) -> !cute.int_tuple<"(8,4)">
    %106:2 = "cute.get_leaves"(%105) : (!cute.int_tuple<"(8,4)">) -> (!cute.int_tuple<"8">, !cute.int_tuple<"4">)
    %107 = "cute.size"(%79) <{mode = array<i32>}> : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.int_tuple<"256">
    %108 = "cute.get_leaves"(%107) : (!cute.int_tuple<"256">) -> !cute.int_tuple<"256">
    %109 = "cute.static"() : () -> !cute.tile<"[32:1;8:1]">
    %110:2 = "cute.get_leaves"(%109) : (!cute.tile<"[32:1;8:1]">) -> (!cute.layout<"32:1">, !cute.layout<"8:1">)
    %111 = "cute.static"() : () -> !cute.layout<"((8,32),1):((32,1),0)">
    %112 = "cute.static"() : () -> !cute.layout<"1:0">
    %113 = "cute.static"() : () -> !cute.layout<"(1,1):(0,1)">
    %114 = "cute.static"() : () -> !cute.layout<"(1,1):(0,1)">
    %115 = "cute.static"() : () -> !cute.tile<"[32:1;8:1]">
    %116:2 = "cute.get_leaves"(%115) : (!cute.tile<"[32:1;8:1]">) -> (!cute.layout<"32:1">, !cute.layout<"8:1">)
    %117 = "cute.static"() : () -> !cute.layout<"((8,32),1):((32,1),0)">
    %118 = "cute.static"() : () -> !cute.layout<"1:0">
    %119 = "cute.static"() : () -> !cute.layout<"(1,1):(0,1)">
    %120 = "cute.static"() : () -> !cute.layout<"(1,1):(0,1)">
    %121 = "cute.static"() : () -> !cute.layout<"(1,16,16,1):(0,16,1,0)">
    %122 = "cute.static"() : () -> !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %123:3 = "cute.get_leaves"(%122) : (!cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">) -> (!cute.layout<"(16,4):(4,1)">, !cute.layout<"(16,4):(4,1)">, !cute.tile<"_">)
    %124 = "cute.static"() : () -> !cute.layout<"1:0">
    %125 = "cute.static"() : () -> !cute.shape<"(1,1,1)">
    %126:3 = "cute.get_leaves"(%125) : (!cute.shape<"(1,1,1)">) -> (!cute.shape<"1">, !cute.shape<"1">, !cute.shape<"1">)
    %127 = "cute.static"() : () -> !cute.layout<"(1,1):(0,0)">
    %128 = "cute.static"() : () -> !cute.layout<"(1,1):(0,0)">
    %129 = "cute.static"() : () -> !cute.layout<"(1,1):(0,0)">
    %130 = "cute.kernel_smem_size"() <{kernel_name = @kernels::@kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0}> : () -> i64
    %131 = "arith.constant"() <{value = 232448 : i64}> : () -> i64
    %132 = "arith.cmpi"(%130, %131) <{predicate = 4 : i64}> : (i64, i64) -> i1
    "scf.if"(%132) ({
      "cute.print"(%130) <{fmt = "\0AError: kernel '@kernels::@kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A"}> : (i64) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %133 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %134 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %135 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %136 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %137 = "cuda.launch_cfg.create"(%133, %134, %134, %130, %135, %136, %134, %arg3) <{maxNumAttrs = 17 : i32}> : (i32, i32, i32, i64, i32, i32, i32, !cuda.stream) -> !cuda.launch_cfg<max_attrs = 17>
    %138 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cuda.launch_cfg.programmatic_stream_serialization_allowed"(%137, %138) : (!cuda.launch_cfg<max_attrs = 17>, i32) -> ()
    %139 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cuda.launch_cfg.cooperative"(%137, %139) : (!cuda.launch_cfg<max_attrs = 17>, i32) -> ()
    %140 = "cuda.launch_ex"(%137, %arg0, %arg1, %arg2, %23, %26, %57, %76, %102) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0}> : (!cuda.launch_cfg<max_attrs = 17>, !memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32_2, !cute.layout<"(128,8,3):(1,132,1056)">, !cute.layout<"(128,8,3):(1,132,1056)">, !copy_ldgsts, !copy_ldgsts, !mma_f32_f32_f32_1x1x1) -> !cuda.result
    %141 = "cuda.cast"(%140) : (!cuda.result) -> i32
    "cuda.return_if_error"(%141) : (i32) -> ()
    %142 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%142) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
