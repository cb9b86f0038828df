// ldmatrix.x4 throughput for row-address patterns: cycles per instruction per warp.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>
#define N 4096
__device__ uint32_t pattern_addr(int p, int l) {
  int j = l / 8, r = l % 8;
  switch (p) {
    case 0: return 16 * r + 128 * j;                                   // conflict-free
    case 1: return 128 * (r + 8 * (j % 2)) + 16 * (2 * (r / 2) + j / 2); // 2-way per matrix, balanced over 32
    case 2: return 64 * r + 16 * (j / 2) + 512 * (j % 2);              // the mutant: 4-way per matrix
    case 3: return 128 * r + 1024 * j;                                 // 8-way per matrix, one group overall
    case 4: return 128 * (r / 2) + 16 * (r % 2) + 16 * 2 * 0 + 1024 * j; // 2-way? rows pair in groups {0,1}: 4-way per matrix, groups 0,1 only
    case 5: { int g = (r + 2 * j) % 8; return 128 * r + 1024 * j + 16 * ((g + 8 - (8 * r) % 8) % 8); } // per-matrix 8 distinct groups, shifted
  }
  return 0;
}
__global__ void k(int p, unsigned long long* cyc, uint32_t* out) {
  __shared__ __align__(1024) uint16_t smem[16384];
  for (int i = threadIdx.x; i < 16384; i += blockDim.x) smem[i] = i;
  __syncthreads();
  int lane = threadIdx.x % 32;
  uint32_t base = (uint32_t)__cvta_generic_to_shared(smem);
  uint32_t a = base + pattern_addr(p, lane);
  uint32_t acc = 0, d0, d1, d2, d3;
  __syncthreads();
  unsigned long long t0 = clock64();
  #pragma unroll 16
  for (int i = 0; i < N; ++i) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3) : "r"(a));
    acc ^= d0 ^ d1 ^ d2 ^ d3;
  }
  __syncthreads();
  unsigned long long t1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = t1 - t0;
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
int main() {
  int blocks = 132, threads = 256;
  unsigned long long* cyc; uint32_t* out;
  cudaMalloc(&cyc, blocks * 8); cudaMalloc(&out, blocks * threads * 4);
  unsigned long long h[132];
  for (int p = 0; p < 6; ++p) {
    for (int rep = 0; rep < 3; ++rep) k<<<blocks, threads>>>(p, cyc, out);
    cudaDeviceSynchronize();
    cudaMemcpy(h, cyc, blocks * 8, cudaMemcpyDeviceToHost);
    double s = 0; for (int b = 0; b < blocks; ++b) s += h[b]; s /= blocks;
    printf("pattern %d: %.0f cycles, %.2f cycles per ldmatrix.x4 per warp (8 warps/SM)\n", p, s, s / N / (threads / 32));
  }
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
