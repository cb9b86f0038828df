"""The fp8 rows of the ``cute_sym.torch`` benchmark (issue 24): ``cute_sym.torch.gemm(A8, B8,
scale_a=, scale_b=)`` against ``torch._scaled_mm`` (``python benchmarks/bench_torch.py run-fp8`` /
``report-fp8``, which call :func:`run_fp8` / :func:`report_fp8`)."""
from __future__ import annotations

import json
import math
import os
from pathlib import Path

from benchmarks.bench_torch import HBM, TOLERANCE, _err, _graph_time, schedule_text

FP8_SHAPES = [(16, 4096, 4096), (16, 8192, 28672), (128, 8192, 8192), (4096, 4096, 4096), (4096, 14336, 4096),
              (8192, 8192, 8192), (16384, 4096, 14336), (3000, 5008, 2048)]
FP8_CHECKS = [("float8_e5m2", "bfloat16", 1000, 2048, 512), ("float8_e4m3fn", "float32", 1000, 2048, 512),
              ("float8_e4m3fn", "float32", 16, 2048, 512)]


GPU_FP8_TESTS = [("float8_e4m3fn", "bfloat16", 200, 384, 256), ("float8_e5m2", "float32", 200, 384, 256)]
"""tests/torchlib/test_torch_gpu.py's fp8 problems (generated with the sweep's, not run here)."""


def _fp8_specs(extra: bool = False):
    """The fp8 problems run_fp8 launches: A row-major, B column-major (torch._scaled_mm's layout)."""
    from codegen.torch.select import Spec
    jobs = [("float8_e4m3fn", "bfloat16", M, N, K) for M, N, K in FP8_SHAPES] + FP8_CHECKS
    jobs += GPU_FP8_TESTS if extra else []
    out = []
    for dt, od, M, N, K in jobs:
        out.append((Spec("A", (M, K), (K, 1), dt), Spec("B", (K, N), (1, K), dt), Spec("out", (M, N), (N, 1), od),
                    Spec("scale_a", (), (), "float32"), Spec("scale_b", (), (), "float32"), od))
    return out


def run_fp8(folder: Path, result: Path) -> None:
    """fp8 rows: ``cute_sym.torch.gemm(A8, B8, scale_a=, scale_b=)`` against ``torch._scaled_mm`` on
    the same tensors (e4m3, per-tensor scales, bf16 out), and the e5m2 / fp32-out checks."""
    os.environ["CUTE_SYM_CACHE"] = str(folder / "cache")
    import torch
    import cute_sym.torch as ct
    torch.backends.cuda.matmul.allow_tf32 = False
    rows = []
    for dt, od, M, N, K in [("float8_e4m3fn", "bfloat16", *s) for s in FP8_SHAPES] + FP8_CHECKS:
        row = {"M": M, "N": N, "K": K, "dtype": dt, "out_dtype": od}
        try:
            torch.manual_seed(M + N + K)
            f8, o = getattr(torch, dt), getattr(torch, od)
            A = (torch.randn(M, K, device="cuda") * 2).to(f8)
            B = (torch.randn(N, K, device="cuda") * 2).to(f8).t()          # (K, N) column-major
            sa = torch.tensor(0.5, device="cuda")
            sb = torch.tensor(0.25, device="cuda")
            ref = (A.float() @ B.float()) * 0.125
            norm = ref.norm().item()
            out = torch.full((M, N), float("nan"), device="cuda", dtype=o)
            ct.gemm(A, B, scale_a=sa, scale_b=sb, out=out)
            torch.cuda.synchronize()
            err = _err(out, ref, norm)
            row.update(written=bool(torch.isfinite(out).all()), rel_err=err)
            row["ok"] = row["written"] and err < TOLERANCE
            if dt == "float8_e4m3fn" and od == "bfloat16":
                theirs = torch._scaled_mm(A, B, sa, sb, out_dtype=o)
                row["theirs_rel_err"] = _err(theirs, ref, norm)
                n = (10, 15) if M * N * K < 5e11 else (3, 7)
                before = _graph_time(lambda: torch._scaled_mm(A, B, sa, sb, out_dtype=o), *n)
                ms = _graph_time(lambda: ct.gemm(A, B, scale_a=sa, scale_b=sb), *n)
                after = _graph_time(lambda: torch._scaled_mm(A, B, sa, sb, out_dtype=o), *n)
                cms = (before + after) / 2
                row.update(ms=ms, cublas_ms=cms, tflops=2 * M * N * K / ms / 1e9, cublas_tflops=2 * M * N * K / cms / 1e9,
                           ratio=cms / ms, roofline=((M * K + K * N + 2 * M * N) / HBM * 1e3) / ms,
                           plan=_plan_text_fp8(A, B, out, sa, sb))
            print(row, flush=True)
        except Exception as exc:
            row.update(ok=False, error=repr(exc)[:400])
            print(row, flush=True)
        rows.append(row)
        result.write_text(json.dumps({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
                                      "rows": rows}, indent=1))


def _plan_text_fp8(A, B, out, sa, sb) -> str:
    from codegen.torch.ops import plan_for
    c = plan_for(A, B, out, None, None, 1.0, 0.0, sa, sb)
    return (f"{'swapped ' if c.swap else ''}{c.config['dtype']}->{c.config['out_dtype']} C {c.config['c_major']} "
            f"{c.config['BM']}x{c.config['BN']}x{c.config['BK']} s{c.config['stages']}{schedule_text(c.config)}")


def report_fp8(result: Path, write: bool, note: str = "") -> None:
    """The "cute_sym.torch fp8 GEMM (H200)" section of RESULTS.md from ``run-fp8``'s result."""
    from benchmarks._results import publish, table
    data = json.loads(result.read_text())
    header = ["M x N x K", "A, B / C", "matches (rel. err; torch._scaled_mm)", "ours TFLOP/s", "_scaled_mm TFLOP/s",
              "ours / _scaled_mm", "HBM roofline (M <= 64)", "kernel"]
    body, ratios = [], []
    for r in data["rows"]:
        shape, types = f"{r['M']}x{r['N']}x{r['K']}", f"{r['dtype']} / {r['out_dtype']}"
        if "rel_err" not in r:
            body.append([shape, types, f"**failed** {r.get('error', '')[:80]}", "-", "-", "-", "-", "-"])
            continue
        ok = f"{'yes' if r['ok'] else '**NO**'} ({r['rel_err']:.1e}" + (f"; {r['theirs_rel_err']:.1e})"
                                                                       if "theirs_rel_err" in r else ")")
        if "ratio" not in r:
            body.append([shape, types, ok, "-", "-", "-", "-", "correctness only"])
            continue
        ratios.append(r["ratio"])
        body.append([shape, types, ok, f"{r['tflops']:.0f}", f"{r['cublas_tflops']:.0f}", f"{100 * r['ratio']:.0f}%",
                     f"{100 * r['roofline']:.0f}%" if r["M"] <= 64 else "", r["plan"]])
    geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios)) if ratios else float("nan")
    text = (f"Device: {data['device']}, torch {data['torch']}. `cute_sym.torch.gemm(A8, B8, scale_a=sa, scale_b=sb)` "
            f"against `torch._scaled_mm(A8, B8, sa, sb, out_dtype=torch.bfloat16)` on the same tensors in the same run: "
            f"A row-major and B column-major (both K-major, as `_scaled_mm` needs), per-tensor float32 scales on the "
            f"device, fp32 accumulation. Times as in \"cute_sym.torch GEMM (H200)\" (CUDA-graph replays; the baseline "
            f"before and after ours). Correct = C poisoned with NaN fully written and ||C - R|| / ||R|| < {TOLERANCE} "
            f"against R = (A8 @ B8 in fp32) * sa * sb. Kernels generated, proven and compiled here, the cache carried; "
            f"then `python benchmarks/bench_torch.py run-fp8 build/torch fp8.json` on the GPU.\n\n"
            f"**Summary**: {sum(bool(r.get('ok')) for r in data['rows'])} of {len(data['rows'])} results correct; "
            f"geometric mean ours / `_scaled_mm` {geo:.3f}x over {len(ratios)} timed shapes (target 0.90x).\n\n"
            + table(header, body))
    if note:
        text += "\n\n" + note
    publish("cute_sym.torch fp8 GEMM (H200)", text, f"python benchmarks/bench_torch.py report-fp8 {result}", write)
