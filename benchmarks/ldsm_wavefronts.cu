// ldmatrix.x4 shared-memory wavefronts per instruction for given lane row addresses (issue 23, item 8).
// Each pattern: the 32 lanes' row byte offsets of one instruction (patterns 1-3 as codegen.check_ldsm_banks
// computes them for a traced module, the iterator at byte 0); the comment gives the model's degree and
// wavefronts per .x4 (benchmarks/RESULTS.md, "ldmatrix phases measured"). Profile with
//   ncu --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,smsp__inst_executed_op_ldsm.sum
#include <cstdio>
#include <cstdint>
#define N 4096
#define P 8
__constant__ unsigned rows[P][32] = {
  // 0: 8 consecutive 16-byte rows per matrix (conflict-free: 4)
  {0,16,32,48,64,80,96,112,128,144,160,176,192,208,224,240,256,272,288,304,320,336,352,368,384,400,416,432,448,464,480,496},
  // 1: top_smem_ab_swizzle_removed, sA's first ldmatrix (rows of 64 bytes, no swizzle: 4-way, 16)
  {0,64,128,192,256,320,384,448,512,576,640,704,768,832,896,960,16,80,144,208,272,336,400,464,528,592,656,720,784,848,912,976},
  // 2: tensorop_gemm_f16_512x512x256x1, the same with its pointer swizzle S<2,4,3> (4)
  {0,64,144,208,288,352,432,496,512,576,656,720,800,864,944,1008,16,80,128,192,304,368,416,480,528,592,640,704,816,880,928,992},
  // 3: hstu_attention_f16_hd64, sQ's first ldmatrix (S<3,4,3> on f16 elements: 2-way, 8)
  {0,128,288,416,576,704,864,992,1152,1024,1440,1312,1728,1600,2016,1888,16,144,304,432,592,720,880,1008,1168,1040,1456,1328,1744,1616,2032,1904},
  // 4: eight rows of each matrix in one bank group (8-way, 32)
  {0,1152,256,1408,512,1664,768,1920,16,1168,272,1424,528,1680,784,1936,1024,128,1280,384,1536,640,1792,896,1040,144,1296,400,1552,656,1808,912},
  // 5: 128-byte row stride, all 32 rows in group 0 (8-way, 32)
  {0,128,256,384,512,640,768,896,1024,1152,1280,1408,1536,1664,1792,1920,2048,2176,2304,2432,2560,2688,2816,2944,3072,3200,3328,3456,3584,3712,3840,3968},
  // 6: each matrix's 8 lanes on one row (a broadcast: 4)
  {0,0,0,0,0,0,0,0,16,16,16,16,16,16,16,16,32,32,32,32,32,32,32,32,48,48,48,48,48,48,48,48},
  // 7: the 4 matrices on the same 8 rows (4)
  {0,16,32,48,64,80,96,112,0,16,32,48,64,80,96,112,0,16,32,48,64,80,96,112,0,16,32,48,64,80,96,112},
};
__global__ void k(int p, unsigned* o) {
  __shared__ __align__(1024) uint16_t s[4096];
  for (int i = threadIdx.x; i < 4096; i += blockDim.x) s[i] = i;
  __syncthreads();
  unsigned a = (unsigned)__cvta_generic_to_shared(s) + rows[p][threadIdx.x % 32], x = 0, d0, d1, d2, d3;
  for (int i = 0; i < N; ++i) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3},[%4];"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3) : "r"(a));
    x ^= d0 ^ d1 ^ d2 ^ d3;
  }
  o[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
int main() {
  unsigned* o;
  cudaMalloc(&o, 32 * 4);
  for (int p = 0; p < P; ++p) k<<<1, 32>>>(p, o);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
