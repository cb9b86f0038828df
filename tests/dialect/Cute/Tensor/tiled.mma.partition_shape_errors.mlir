// The CuTe DSL 4.8.1's cute.tiled.mma.partition_shape: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, %a1: !cute.shape<"(128,8)">) {
  // expected-error@+1 {{'cute.tiled.mma.partition_shape' op operand #0 must be Tiled MMA atom type., but got '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>'}}
  %p = cute.tiled.mma.partition_shape C (%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.shape<"(128,8)">) -> !cute.shape<"(1,8,8)">
  func.return
}
