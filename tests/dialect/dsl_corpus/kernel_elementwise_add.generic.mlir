!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, "((16,128),(64,4)):((1,1024),(16,131072))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, "(16,128):(1,1024)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, "((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, "(1024,512):(1,1024)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((1,(4,4)),1,1):((0,(4,1)),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "((1,(4,4)),1,1):((0,(1,4)),0,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "cuda.kernel"() <{function_type = (!memref_gmem_f32, !memref_gmem_f32, !memref_gmem_f32, !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, !cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> (), sym_name = "cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0"}> ({
    ^bb0(%arg3: !memref_gmem_f32, %arg4: !memref_gmem_f32, %arg5: !memref_gmem_f32, %arg6: !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, %arg7: !cute.layout<"(4,32):(32,1)">, %arg8: !cute.layout<"(4,4):(4,1)">):
      %85 = "cute.get_iter"(%arg3) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
      %86 = "cute.get_iter"(%arg4) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
      %87 = "cute.get_iter"(%arg5) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
      %88 = "cute.get_iter"(%arg6) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">) -> !cute.arith_tuple_iter<"(0,0)">
      %89 = "cute.deref_arith_tuple_iter"(%88) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
      %90:2 = "cute.get_leaves"(%89) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %91 = "cute.get_iter"(%arg3) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
      %92 = "cute.get_iter"(%arg4) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
      %93 = "cute.get_iter"(%arg5) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
      %94 = "cute.get_iter"(%arg6) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">) -> !cute.arith_tuple_iter<"(0,0)">
      %95 = "cute.deref_arith_tuple_iter"(%94) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
      %96:2 = "cute.get_leaves"(%95) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
      %97 = "cute.get_layout"(%arg3) : (!memref_gmem_f32) -> !cute.layout<"((16,128),(64,4)):((1,1024),(16,131072))">
      %98 = "cute.get_layout"(%arg4) : (!memref_gmem_f32) -> !cute.layout<"((16,128),(64,4)):((1,1024),(16,131072))">
      %99 = "cute.get_layout"(%arg5) : (!memref_gmem_f32) -> !cute.layout<"((16,128),(64,4)):((1,1024),(16,131072))">
      %100 = "cute.get_layout"(%arg6) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">) -> !cute.layout<"((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
      %101 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %102 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
      %103 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
      %104 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %105 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
      %106 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
      %107 = "cute.make_coord"(%104) : (i32) -> !cute.coord<"((_,_),?)">
      %108 = "cute.slice"(%arg3, %107) : (!memref_gmem_f32, !cute.coord<"((_,_),?)">) -> !memref_gmem_f32_1
      %109 = "cute.get_iter"(%108) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
      %110 = "cute.get_iter"(%108) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
      %111 = "cute.make_coord"(%104) : (i32) -> !cute.coord<"((_,_),?)">
      %112 = "cute.slice"(%arg4, %111) : (!memref_gmem_f32, !cute.coord<"((_,_),?)">) -> !memref_gmem_f32_1
      %113 = "cute.get_iter"(%112) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
      %114 = "cute.get_iter"(%112) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
      %115 = "cute.make_coord"(%104) : (i32) -> !cute.coord<"((_,_),?)">
      %116 = "cute.slice"(%arg5, %115) : (!memref_gmem_f32, !cute.coord<"((_,_),?)">) -> !memref_gmem_f32_1
      %117 = "cute.get_iter"(%116) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
      %118 = "cute.get_iter"(%116) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
      %119 = "cute.make_coord"(%104) : (i32) -> !cute.coord<"((_,_),?)">
      %120 = "cute.slice"(%arg6, %119) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, !cute.coord<"((_,_),?)">) -> !cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">
      %121 = "cute.get_iter"(%120) : (!cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(?{div=16},?{div=128})">
      %122 = "cute.deref_arith_tuple_iter"(%121) : (!cute.arith_tuple_iter<"(?{div=16},?{div=128})">) -> !cute.int_tuple<"(?{div=16},?{div=128})">
      %123:2 = "cute.get_leaves"(%122) : (!cute.int_tuple<"(?{div=16},?{div=128})">) -> (!cute.int_tuple<"?{div=16}">, !cute.int_tuple<"?{div=128}">)
      %124 = "cute.get_scalars"(%123#0) : (!cute.int_tuple<"?{div=16}">) -> i32
      %125 = "cute.get_scalars"(%123#1) : (!cute.int_tuple<"?{div=128}">) -> i32
      %126 = "cute.get_iter"(%120) : (!cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(?{div=16},?{div=128})">
      %127 = "cute.deref_arith_tuple_iter"(%126) : (!cute.arith_tuple_iter<"(?{div=16},?{div=128})">) -> !cute.int_tuple<"(?{div=16},?{div=128})">
      %128:2 = "cute.get_leaves"(%127) : (!cute.int_tuple<"(?{div=16},?{div=128})">) -> (!cute.int_tuple<"?{div=16}">, !cute.int_tuple<"?{div=128}">)
      %129 = "cute.get_scalars"(%128#0) : (!cute.int_tuple<"?{div=16}">) -> i32
      %130 = "cute.get_scalars"(%128#1) : (!cute.int_tuple<"?{div=128}">) -> i32
      %131 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      %132 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      %133 = "cute.raked_product"(%arg7, %arg8) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
      %134 = "cute.size"(%arg7) <{mode = array<i32>}> : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
      %135 = "cute.get_leaves"(%134) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
      %136 = "cute.size"(%arg8) <{mode = array<i32>}> : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
      %137 = "cute.get_leaves"(%136) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
      %138 = "cute.make_shape"() : () -> !cute.shape<"(128,16)">
      %139 = "cute.make_layout"(%138) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(128,16)">) -> !cute.layout<"(128,16):(1,128)">
      %140 = "cute.right_inverse"(%133) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
      %141 = "cute.composition"(%140, %139) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
      %142 = "cute.get_shape"(%133) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
      %143:4 = "cute.get_leaves"(%142) : (!cute.shape<"((4,4),(4,32))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"32">)
      %144 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((4,4),(4,32))">
      %145 = "cute.tuple.product_each"(%144) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
      %146:2 = "cute.get_leaves"(%145) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
      %147 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(16,128)">
      %148 = "cute.tuple.product_each"(%147) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
      %149:2 = "cute.get_leaves"(%148) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
      %150 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
      %151 = "cute.make_tiled_copy"(%131) : (!cute_nvgpu.atom.universal_copy<f32>) -> !copy_simt
      %152 = "cute.raked_product"(%arg7, %arg8) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
      %153 = "cute.size"(%arg7) <{mode = array<i32>}> : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
      %154 = "cute.get_leaves"(%153) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
      %155 = "cute.size"(%arg8) <{mode = array<i32>}> : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
      %156 = "cute.get_leaves"(%155) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
      %157 = "cute.make_shape"() : () -> !cute.shape<"(128,16)">
      %158 = "cute.make_layout"(%157) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(128,16)">) -> !cute.layout<"(128,16):(1,128)">
      %159 = "cute.right_inverse"(%152) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
      %160 = "cute.composition"(%159, %158) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
      %161 = "cute.get_shape"(%152) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
      %162:4 = "cute.get_leaves"(%161) : (!cute.shape<"((4,4),(4,32))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"32">)
      %163 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((4,4),(4,32))">
      %164 = "cute.tuple.product_each"(%163) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
      %165:2 = "cute.get_leaves"(%164) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
      %166 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(16,128)">
      %167 = "cute.tuple.product_each"(%166) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
      %168:2 = "cute.get_leaves"(%167) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
      %169 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
      %170 = "cute.make_tiled_copy"(%131) : (!cute_nvgpu.atom.universal_copy<f32>) -> !copy_simt
      %171 = "cute.raked_product"(%arg7, %arg8) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
      %172 = "cute.size"(%arg7) <{mode = array<i32>}> : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
      %173 = "cute.get_leaves"(%172) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
      %174 = "cute.size"(%arg8) <{mode = array<i32>}> : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
      %175 = "cute.get_leaves"(%174) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
      %176 = "cute.make_shape"() : () -> !cute.shape<"(128,16)">
      %177 = "cute.make_layout"(%176) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(128,16)">) -> !cute.layout<"(128,16):(1,128)">
      %178 = "cute.right_inverse"(%171) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
      %179 = "cute.composition"(%178, %177) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
      %180 = "cute.get_shape"(%171) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
      %181:4 = "cute.get_leaves"(%180) : (!cute.shape<"((4,4),(4,32))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"32">)
      %182 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((4,4),(4,32))">
      %183 = "cute.tuple.product_each"(%182) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
      %184:2 = "cute.get_leaves"(%183) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
      %185 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(16,128)">
      %186 = "cute.tuple.product_each"(%185) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
      %187:2 = "cute.get_leaves"(%186) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
      %188 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
      %189 = "cute.make_tiled_copy"(%132) : (!cute_nvgpu.atom.universal_copy<f32>) -> !copy_simt
      %190 = "cute.make_coord"(%101) : (i32) -> !cute.coord<"?">
      %191 = "cute.tiled.copy.partition_S"(%151, %108, %190) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
      %192 = "cute.get_iter"(%191) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
      %193 = "cute.make_coord"(%101) : (i32) -> !cute.coord<"?">
      %194 = "cute.tiled.copy.partition_S"(%170, %112, %193) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
      %195 = "cute.get_iter"(%194) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
      %196 = "cute.make_coord"(%101) : (i32) -> !cute.coord<"?">
      %197 = "cute.tiled.copy.partition_S"(%189, %116, %196) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
      %198 = "cute.get_iter"(%197) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
      %199 = "cute.get_layout"(%191) : (!memref_gmem_f32_2) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %200 = "cute.make_layout_like"(%199) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %201 = "cute.memref.alloca"(%200) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !memref_rmem_f32
      %202 = "cute.get_iter"(%201) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %203 = "cute.get_iter"(%201) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %204 = "cute.get_layout"(%194) : (!memref_gmem_f32_2) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %205 = "cute.make_layout_like"(%204) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %206 = "cute.memref.alloca"(%205) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !memref_rmem_f32
      %207 = "cute.get_iter"(%206) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %208 = "cute.get_iter"(%206) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %209 = "cute.get_layout"(%197) : (!memref_gmem_f32_2) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %210 = "cute.make_layout_like"(%209) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %211 = "cute.memref.alloca"(%210) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !memref_rmem_f32
      %212 = "cute.get_iter"(%211) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %213 = "cute.get_iter"(%211) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %214 = "cute.make_coord"(%101) : (i32) -> !cute.coord<"?">
      %215 = "cute.tiled.copy.partition_S"(%189, %120, %214) : (!copy_simt, !cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">
      %216 = "cute.get_iter"(%215) : (!cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.arith_tuple_iter<"(?{div=4},?{div=4})">
      %217 = "cute.deref_arith_tuple_iter"(%216) : (!cute.arith_tuple_iter<"(?{div=4},?{div=4})">) -> !cute.int_tuple<"(?{div=4},?{div=4})">
      %218:2 = "cute.get_leaves"(%217) : (!cute.int_tuple<"(?{div=4},?{div=4})">) -> (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?{div=4}">)
      %219 = "cute.get_scalars"(%218#0) : (!cute.int_tuple<"?{div=4}">) -> i32
      %220 = "cute.get_scalars"(%218#1) : (!cute.int_tuple<"?{div=4}">) -> i32
      %221 = "cute.get_layout"(%215) : (!cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">
      %222 = "cute.get_shape"(%221) : (!cute.layout<"((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %223:5 = "cute.get_leaves"(%222) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %224 = "cute.make_shape"() : () -> !cute.shape<"((1,(4,4)),1,1)">
      %225 = "cute.make_layout"(%224) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"((1,(4,4)),1,1)">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %226 = "cute.memref.alloca"(%225) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !memref_rmem_i8
      %227 = "cute.get_iter"(%226) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %228 = "cute.get_iter"(%226) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %229 = "cute.size"(%226) <{mode = array<i32>}> : (!memref_rmem_i8) -> !cute.int_tuple<"16">
      %230 = "cute.get_leaves"(%229) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
      %231 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %232 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %233 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %234 = "scf.for"(%231, %232, %233, %226) ({
      ^bb0(%arg9: i32, %arg10: !memref_rmem_i8):
        %391 = "cute.get_iter"(%arg10) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %392 = "cute.get_iter"(%arg10) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %393 = "cute.make_coord"(%arg9) : (i32) -> !cute.coord<"?">
        %394 = "cute.slice"(%215, %393) : (!cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "():()">
        %395 = "cute.get_iter"(%394) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
        %396 = "cute.deref_arith_tuple_iter"(%395) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
        %397:2 = "cute.get_leaves"(%396) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
        %398 = "cute.get_scalars"(%397#0) : (!cute.int_tuple<"?">) -> i32
        %399 = "cute.get_scalars"(%397#1) : (!cute.int_tuple<"?">) -> i32
        %400 = "cute.get_iter"(%394) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
        %401 = "cute.deref_arith_tuple_iter"(%400) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
        %402:2 = "cute.get_leaves"(%401) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
        %403 = "cute.get_scalars"(%402#0) : (!cute.int_tuple<"?">) -> i32
        %404 = "cute.get_scalars"(%402#1) : (!cute.int_tuple<"?">) -> i32
        %405 = "cute.get_iter"(%394) : (!cute.coord_tensor<"(?,?)", "():()">) -> !cute.arith_tuple_iter<"(?,?)">
        %406 = "cute.deref_arith_tuple_iter"(%405) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
        %407:2 = "cute.get_leaves"(%406) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
        %408 = "cute.get_scalars"(%407#0) : (!cute.int_tuple<"?">) -> i32
        %409 = "cute.get_scalars"(%407#1) : (!cute.int_tuple<"?">) -> i32
        %410 = "cute.make_coord"(%407#0, %407#1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %411 = "cute.make_coord"() : () -> !cute.coord<"(1024,512)">
        %412 = "cute.elem_less"(%410, %411) : (!cute.coord<"(?,?)">, !cute.coord<"(1024,512)">) -> i1
        %413 = "arith.extui"(%412) : (i1) -> i8
        %414 = "cute.make_coord"(%arg9) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%arg10, %414, %413) : (!memref_rmem_i8, !cute.coord<"?">, i8) -> ()
        %415 = "cute.get_iter"(%arg10) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        %416 = "cute.get_iter"(%arg10) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
        "scf.yield"(%arg10) : (!memref_rmem_i8) -> ()
      }) : (i32, i32, i32, !memref_rmem_i8) -> !memref_rmem_i8
      %235 = "cute.get_iter"(%234) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %236 = "cute.get_iter"(%226) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %237 = "cute.get_shape"(%199) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %238:5 = "cute.get_leaves"(%237) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %239 = "cute.get_layout"(%201) : (!memref_rmem_f32) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %240 = "cute.get_shape"(%239) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %241:5 = "cute.get_leaves"(%240) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %242 = "cute.make_shape"() : () -> !cute.shape<"1">
      %243 = "cute.make_layout"(%242) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %244 = "cute.append_to_rank"(%199, %243) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %245 = "cute.make_view"(%192, %244) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !memref_gmem_f32_2
      %246 = "cute.get_iter"(%245) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
      %247 = "cute.get_layout"(%245) : (!memref_gmem_f32_2) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %248 = "cute.get_shape"(%247) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %249:5 = "cute.get_leaves"(%248) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %250 = "cute.group_modes"(%245) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
      %251 = "cute.get_iter"(%250) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
      %252 = "cute.get_iter"(%250) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
      %253 = "cute.make_shape"() : () -> !cute.shape<"1">
      %254 = "cute.make_layout"(%253) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %255 = "cute.append_to_rank"(%239, %254) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %256 = "cute.make_view"(%203, %255) : (!cute.ptr<f32, rmem, align<32>>, !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !memref_rmem_f32
      %257 = "cute.get_iter"(%256) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %258 = "cute.get_layout"(%256) : (!memref_rmem_f32) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %259 = "cute.get_shape"(%258) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %260:5 = "cute.get_leaves"(%259) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %261 = "cute.group_modes"(%256) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_f32) -> !memref_rmem_f32_1
      %262 = "cute.get_iter"(%261) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
      %263 = "cute.get_iter"(%261) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
      %264 = "cute.get_layout"(%226) : (!memref_rmem_i8) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %265 = "cute.make_shape"() : () -> !cute.shape<"1">
      %266 = "cute.make_layout"(%265) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %267 = "cute.append_to_rank"(%264, %266) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %268 = "cute.make_view"(%236, %267) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !memref_rmem_i8
      %269 = "cute.get_iter"(%268) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %270 = "cute.get_layout"(%268) : (!memref_rmem_i8) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %271 = "cute.get_shape"(%270) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %272:5 = "cute.get_leaves"(%271) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %273 = "cute.group_modes"(%268) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %274 = "cute.get_iter"(%273) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %275 = "cute.get_iter"(%273) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %276 = "cute.get_layout"(%250) : (!memref_gmem_f32_3) -> !cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">
      %277 = "cute.get_shape"(%276) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %278:5 = "cute.get_leaves"(%277) : (!cute.shape<"((1,(4,4)),(1,1))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %279 = "cute.get_layout"(%261) : (!memref_rmem_f32_1) -> !cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">
      %280 = "cute.get_shape"(%279) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %281:5 = "cute.get_leaves"(%280) : (!cute.shape<"((1,(4,4)),(1,1))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %282 = "cute.size"(%250) <{mode = array<i32: 1>}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"1">
      %283 = "cute.get_leaves"(%282) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %284 = "cute.size"(%261) <{mode = array<i32: 1>}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"1">
      %285 = "cute.get_leaves"(%284) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      "cute.copy"(%131, %250, %261, %273) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cute_nvgpu.atom.universal_copy<f32>, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1) -> ()
      %286 = "cute.get_shape"(%204) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %287:5 = "cute.get_leaves"(%286) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %288 = "cute.get_layout"(%206) : (!memref_rmem_f32) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %289 = "cute.get_shape"(%288) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %290:5 = "cute.get_leaves"(%289) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %291 = "cute.make_shape"() : () -> !cute.shape<"1">
      %292 = "cute.make_layout"(%291) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %293 = "cute.append_to_rank"(%204, %292) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %294 = "cute.make_view"(%195, %293) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !memref_gmem_f32_2
      %295 = "cute.get_iter"(%294) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
      %296 = "cute.get_layout"(%294) : (!memref_gmem_f32_2) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %297 = "cute.get_shape"(%296) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %298:5 = "cute.get_leaves"(%297) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %299 = "cute.group_modes"(%294) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
      %300 = "cute.get_iter"(%299) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
      %301 = "cute.get_iter"(%299) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
      %302 = "cute.make_shape"() : () -> !cute.shape<"1">
      %303 = "cute.make_layout"(%302) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %304 = "cute.append_to_rank"(%288, %303) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %305 = "cute.make_view"(%208, %304) : (!cute.ptr<f32, rmem, align<32>>, !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !memref_rmem_f32
      %306 = "cute.get_iter"(%305) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %307 = "cute.get_layout"(%305) : (!memref_rmem_f32) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %308 = "cute.get_shape"(%307) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %309:5 = "cute.get_leaves"(%308) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %310 = "cute.group_modes"(%305) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_f32) -> !memref_rmem_f32_1
      %311 = "cute.get_iter"(%310) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
      %312 = "cute.get_iter"(%310) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
      %313 = "cute.make_shape"() : () -> !cute.shape<"1">
      %314 = "cute.make_layout"(%313) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %315 = "cute.append_to_rank"(%264, %314) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %316 = "cute.make_view"(%236, %315) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !memref_rmem_i8
      %317 = "cute.get_iter"(%316) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %318 = "cute.get_layout"(%316) : (!memref_rmem_i8) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %319 = "cute.get_shape"(%318) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %320:5 = "cute.get_leaves"(%319) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %321 = "cute.group_modes"(%316) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %322 = "cute.get_iter"(%321) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %323 = "cute.get_iter"(%321) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %324 = "cute.get_layout"(%299) : (!memref_gmem_f32_3) -> !cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">
      %325 = "cute.get_shape"(%324) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %326:5 = "cute.get_leaves"(%325) : (!cute.shape<"((1,(4,4)),(1,1))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %327 = "cute.get_layout"(%310) : (!memref_rmem_f32_1) -> !cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">
      %328 = "cute.get_shape"(%327) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %329:5 = "cute.get_leaves"(%328) : (!cute.shape<"((1,(4,4)),(1,1))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %330 = "cute.size"(%299) <{mode = array<i32: 1>}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"1">
      %331 = "cute.get_leaves"(%330) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %332 = "cute.size"(%310) <{mode = array<i32: 1>}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"1">
      %333 = "cute.get_leaves"(%332) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      "cute.copy"(%131, %299, %310, %321) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cute_nvgpu.atom.universal_copy<f32>, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1) -> ()
      %334 = "cute.memref.load_vec"(%201) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!memref_rmem_f32) -> vector<16xf32>
      %335 = "cute.memref.load_vec"(%206) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!memref_rmem_f32) -> vector<16xf32>
      %336 = "arith.addf"(%334, %335) <{fastmath = #arith.fastmath<none>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
      %337 = "cute.get_layout"(%211) : (!memref_rmem_f32) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %338 = "cute.get_shape"(%337) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %339:5 = "cute.get_leaves"(%338) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %340 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((1,(4,4)),1,1)">
      %341 = "cute.size"(%340) <{mode = array<i32>}> : (!cute.int_tuple<"((1,(4,4)),1,1)">) -> !cute.int_tuple<"16">
      %342 = "cute.get_leaves"(%341) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
      %343 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((1,(4,4)),1,1)">
      %344 = "cute.size"(%343) <{mode = array<i32>}> : (!cute.int_tuple<"((1,(4,4)),1,1)">) -> !cute.int_tuple<"16">
      %345 = "cute.get_leaves"(%344) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
      "cute.memref.store_vec"(%336, %211) : (vector<16xf32>, !memref_rmem_f32) -> ()
      %346 = "cute.get_shape"(%209) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %347:5 = "cute.get_leaves"(%346) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %348 = "cute.make_shape"() : () -> !cute.shape<"1">
      %349 = "cute.make_layout"(%348) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %350 = "cute.append_to_rank"(%337, %349) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %351 = "cute.make_view"(%213, %350) : (!cute.ptr<f32, rmem, align<32>>, !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !memref_rmem_f32
      %352 = "cute.get_iter"(%351) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
      %353 = "cute.get_layout"(%351) : (!memref_rmem_f32) -> !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %354 = "cute.get_shape"(%353) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %355:5 = "cute.get_leaves"(%354) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %356 = "cute.group_modes"(%351) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_f32) -> !memref_rmem_f32_1
      %357 = "cute.get_iter"(%356) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
      %358 = "cute.get_iter"(%356) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
      %359 = "cute.make_shape"() : () -> !cute.shape<"1">
      %360 = "cute.make_layout"(%359) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %361 = "cute.append_to_rank"(%209, %360) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %362 = "cute.make_view"(%198, %361) : (!cute.ptr<f32, gmem>, !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !memref_gmem_f32_2
      %363 = "cute.get_iter"(%362) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
      %364 = "cute.get_layout"(%362) : (!memref_gmem_f32_2) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
      %365 = "cute.get_shape"(%364) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %366:5 = "cute.get_leaves"(%365) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %367 = "cute.group_modes"(%362) <{begin = 1 : i32, end = 3 : i32}> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
      %368 = "cute.get_iter"(%367) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
      %369 = "cute.get_iter"(%367) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
      %370 = "cute.make_shape"() : () -> !cute.shape<"1">
      %371 = "cute.make_layout"(%370) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
      %372 = "cute.append_to_rank"(%264, %371) <{rank = 2 : si32}> : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %373 = "cute.make_view"(%236, %372) : (!cute.ptr<i8, rmem, align<32>>, !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !memref_rmem_i8
      %374 = "cute.get_iter"(%373) : (!memref_rmem_i8) -> !cute.ptr<i8, rmem, align<32>>
      %375 = "cute.get_layout"(%373) : (!memref_rmem_i8) -> !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %376 = "cute.get_shape"(%375) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %377:5 = "cute.get_leaves"(%376) : (!cute.shape<"((1,(4,4)),1,1)">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %378 = "cute.group_modes"(%373) <{begin = 1 : i32, end = 3 : i32}> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %379 = "cute.get_iter"(%378) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %380 = "cute.get_iter"(%378) : (!memref_rmem_i8_1) -> !cute.ptr<i8, rmem, align<32>>
      %381 = "cute.get_layout"(%356) : (!memref_rmem_f32_1) -> !cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">
      %382 = "cute.get_shape"(%381) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %383:5 = "cute.get_leaves"(%382) : (!cute.shape<"((1,(4,4)),(1,1))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %384 = "cute.get_layout"(%367) : (!memref_gmem_f32_3) -> !cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">
      %385 = "cute.get_shape"(%384) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %386:5 = "cute.get_leaves"(%385) : (!cute.shape<"((1,(4,4)),(1,1))">) -> (!cute.shape<"1">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"1">, !cute.shape<"1">)
      %387 = "cute.size"(%356) <{mode = array<i32: 1>}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"1">
      %388 = "cute.get_leaves"(%387) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      %389 = "cute.size"(%367) <{mode = array<i32: 1>}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"1">
      %390 = "cute.get_leaves"(%389) : (!cute.int_tuple<"1">) -> !cute.int_tuple<"1">
      "cute.copy"(%132, %356, %367, %378) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cute_nvgpu.atom.universal_copy<f32>, !memref_rmem_f32_1, !memref_gmem_f32_3, !memref_rmem_i8_1) -> ()
      "cuda.return"() : () -> ()
    }) {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!memref_gmem_f32_4, !memref_gmem_f32_4, !memref_gmem_f32_4) -> i32, sym_name = "cutlass_elementwise_add_FakeTensorFloat32_1024_512_1_1024_FakeTensorFloat32_1024_512_1_1024_FakeTensorFloat32_1024_512_1_1024_128"}> ({
  ^bb0(%arg0: !memref_gmem_f32_4, %arg1: !memref_gmem_f32_4, %arg2: !memref_gmem_f32_4):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem>
    %1 = "cute.get_iter"(%arg1) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem>
    %2 = "cute.get_iter"(%arg2) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem>
    %3 = "cute.get_iter"(%arg0) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem>
    %4 = "cute.get_iter"(%arg1) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem>
    %5 = "cute.get_iter"(%arg2) : (!memref_gmem_f32_4) -> !cute.ptr<f32, gmem>
    %6 = "cute.make_shape"() : () -> !cute.shape<"(4,32)">
    %7 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,0)">
    %8 = "cute.make_ordered_layout"(%6, %7) : (!cute.shape<"(4,32)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,32):(32,1)">
    %9 = "cute.make_shape"() : () -> !cute.shape<"(4,4)">
    %10 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,0)">
    %11 = "cute.make_ordered_layout"(%9, %10) : (!cute.shape<"(4,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,4):(4,1)">
    %12 = "cute.raked_product"(%8, %11) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
    %13 = "cute.size"(%8) <{mode = array<i32>}> : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %14 = "cute.get_leaves"(%13) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    %15 = "cute.size"(%11) <{mode = array<i32>}> : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
    %16 = "cute.get_leaves"(%15) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
    %17 = "cute.make_shape"() : () -> !cute.shape<"(128,16)">
    %18 = "cute.make_layout"(%17) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(128,16)">) -> !cute.layout<"(128,16):(1,128)">
    %19 = "cute.right_inverse"(%12) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
    %20 = "cute.composition"(%19, %18) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
    %21 = "cute.get_shape"(%12) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
    %22:4 = "cute.get_leaves"(%21) : (!cute.shape<"((4,4),(4,32))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"32">)
    %23 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((4,4),(4,32))">
    %24 = "cute.tuple.product_each"(%23) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
    %25:2 = "cute.get_leaves"(%24) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
    %26 = "cute.get_layout"(%arg0) : (!memref_gmem_f32_4) -> !cute.layout<"(1024,512):(1,1024)">
    %27 = "cute.get_shape"(%26) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %28:2 = "cute.get_leaves"(%27) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
    %29 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
    %30 = "cute.zipped_divide"(%arg0, %29) : (!memref_gmem_f32_4, !cute.tile<"[16:1;128:1]">) -> !memref_gmem_f32
    %31 = "cute.get_iter"(%30) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %32 = "cute.get_iter"(%30) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %33 = "cute.get_layout"(%arg1) : (!memref_gmem_f32_4) -> !cute.layout<"(1024,512):(1,1024)">
    %34 = "cute.get_shape"(%33) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %35:2 = "cute.get_leaves"(%34) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
    %36 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
    %37 = "cute.zipped_divide"(%arg1, %36) : (!memref_gmem_f32_4, !cute.tile<"[16:1;128:1]">) -> !memref_gmem_f32
    %38 = "cute.get_iter"(%37) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %39 = "cute.get_iter"(%37) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %40 = "cute.get_layout"(%arg2) : (!memref_gmem_f32_4) -> !cute.layout<"(1024,512):(1,1024)">
    %41 = "cute.get_shape"(%40) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %42:2 = "cute.get_leaves"(%41) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
    %43 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
    %44 = "cute.zipped_divide"(%arg2, %43) : (!memref_gmem_f32_4, !cute.tile<"[16:1;128:1]">) -> !memref_gmem_f32
    %45 = "cute.get_iter"(%44) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %46 = "cute.get_iter"(%44) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %47 = "cute.make_shape"() : () -> !cute.shape<"(1024,512)">
    %48 = "cute.make_identity_tensor"(%47) : (!cute.shape<"(1024,512)">) -> !cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">
    %49 = "cute.get_iter"(%48) : (!cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
    %50 = "cute.deref_arith_tuple_iter"(%49) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
    %51:2 = "cute.get_leaves"(%50) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
    %52 = "cute.get_layout"(%48) : (!cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">) -> !cute.layout<"(1024,512):(1@0,1@1)">
    %53 = "cute.get_shape"(%52) : (!cute.layout<"(1024,512):(1@0,1@1)">) -> !cute.shape<"(1024,512)">
    %54:2 = "cute.get_leaves"(%53) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
    %55 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
    %56 = "cute.zipped_divide"(%48, %55) : (!cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">, !cute.tile<"[16:1;128:1]">) -> !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
    %57 = "cute.get_iter"(%56) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">) -> !cute.arith_tuple_iter<"(0,0)">
    %58 = "cute.deref_arith_tuple_iter"(%57) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
    %59:2 = "cute.get_leaves"(%58) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
    %60 = "cute.get_iter"(%56) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">) -> !cute.arith_tuple_iter<"(0,0)">
    %61 = "cute.deref_arith_tuple_iter"(%60) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
    %62:2 = "cute.get_leaves"(%61) : (!cute.int_tuple<"(0,0)">) -> (!cute.int_tuple<"0">, !cute.int_tuple<"0">)
    %63 = "cute.size"(%44) <{mode = array<i32: 1>}> : (!memref_gmem_f32) -> !cute.int_tuple<"256">
    %64 = "cute.get_leaves"(%63) : (!cute.int_tuple<"256">) -> !cute.int_tuple<"256">
    %65 = "cute.size"(%20) <{mode = array<i32: 0>}> : (!cute.layout<"((32,4),(4,4)):((64,4),(16,1))">) -> !cute.int_tuple<"128">
    %66 = "cute.get_leaves"(%65) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    %67 = "cute.get_layout"(%30) : (!memref_gmem_f32) -> !cute.layout<"((16,128),(64,4)):((1,1024),(16,131072))">
    %68 = "cute.get_layout"(%37) : (!memref_gmem_f32) -> !cute.layout<"((16,128),(64,4)):((1,1024),(16,131072))">
    %69 = "cute.get_layout"(%44) : (!memref_gmem_f32) -> !cute.layout<"((16,128),(64,4)):((1,1024),(16,131072))">
    %70 = "cute.get_layout"(%56) : (!cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">) -> !cute.layout<"((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
    %71 = "cute.kernel_smem_size"() <{kernel_name = @kernels::@cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0}> : () -> i64
    %72 = "arith.constant"() <{value = 232448 : i64}> : () -> i64
    %73 = "arith.cmpi"(%71, %72) <{predicate = 4 : i64}> : (i64, i64) -> i1
    "scf.if"(%73) ({
      "cute.print"(%71) <{fmt = "\0AError: kernel '@kernels::@cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A"}> : (i64) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %74 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %75 = "cuda.cast"(%74) : (i64) -> !cuda.stream
    %76 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %77 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %78 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %79 = "cuda.launch_cfg.create"(%76, %77, %77, %71, %78, %77, %77, %75) <{maxNumAttrs = 17 : i32}> : (i32, i32, i32, i64, i32, i32, i32, !cuda.stream) -> !cuda.launch_cfg<max_attrs = 17>
    %80 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cuda.launch_cfg.programmatic_stream_serialization_allowed"(%79, %80) : (!cuda.launch_cfg<max_attrs = 17>, i32) -> ()
    %81 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cuda.launch_cfg.cooperative"(%79, %81) : (!cuda.launch_cfg<max_attrs = 17>, i32) -> ()
    %82 = "cuda.launch_ex"(%79, %30, %37, %44, %56, %8, %11) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0}> : (!cuda.launch_cfg<max_attrs = 17>, !memref_gmem_f32, !memref_gmem_f32, !memref_gmem_f32, !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, !cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cuda.result
    %83 = "cuda.cast"(%82) : (!cuda.result) -> i32
    "cuda.return_if_error"(%83) : (i32) -> ()
    %84 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%84) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
