"""One GEMM launch to profile under Nsight Compute: ours (``cute_sym.torch``'s plan) or cuBLAS's
(``torch.matmul``) on the same tensors, after three warm-up launches (issue 24: where the time goes).

    python benchmarks/ncu_gemm.py generate build/ncu 4096 4096 4096 0        # here: the kernel
    ncu --clock-control none --launch-skip 3 --launch-count 1 -k regex:cute_gemm \\
        python benchmarks/ncu_gemm.py ours build/ncu 4096 4096 4096 0     # on the GPU
    ncu ... -k regex:'nvjet|gemm|xmma|cutlass' python benchmarks/ncu_gemm.py cublas build/ncu 4096 4096 4096 0

``combo`` indexes bench_torch's ``COMBOS`` (0: A K-major, B K-major .. 3: A M-major, B N-major);
an optional ``--tile BM,BN,splits[,...]`` forces a candidate as ``plan_gemm(tile=...)``.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_torch import _operands   # noqa: E402
from benchmarks.bench_torch_tiles import _plan   # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=("generate", "ours", "cublas"))
    ap.add_argument("folder", type=Path)
    ap.add_argument("M", type=int)
    ap.add_argument("N", type=int)
    ap.add_argument("K", type=int)
    ap.add_argument("combo", type=int, choices=range(4))
    ap.add_argument("--tile", default="", help="BM,BN,splits[,persistent,group,cluster,ctas_per_sm,pingpong]")
    a = ap.parse_args()
    os.environ["CUTE_SYM_CACHE"] = str(a.folder / "cache")
    tile = tuple(None if x == "None" else int(x) for x in a.tile.split(",")) if a.tile else None
    plan = _plan(a.M, a.N, a.K, a.combo, tile)
    if a.mode == "generate":
        from codegen.torch.build import ensure
        print(ensure(plan.config).meta["form"], plan.grid)
        return 0
    import torch
    from codegen.torch.ops import launch_plan
    A0 = torch.randn(a.M, a.K, device="cuda", dtype=torch.bfloat16)
    B0 = torch.randn(a.K, a.N, device="cuda", dtype=torch.bfloat16)
    A, B = _operands(a.M, a.N, a.K, a.combo, A0, B0)
    out = torch.empty(a.M, a.N, device="cuda", dtype=torch.bfloat16)
    run = (lambda: launch_plan(plan, A, B, out)) if a.mode == "ours" else (lambda: torch.matmul(A, B, out=out))
    for _ in range(4):
        run()
    torch.cuda.synchronize()
    print(f"{a.mode} {a.M}x{a.N}x{a.K} combo {a.combo}: {plan.config.get('BM')}x{plan.config.get('BN')} grid {plan.grid}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
