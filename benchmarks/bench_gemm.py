"""The generated GEMM on the GPU beside cuBLAS (torch.matmul), checked against torch.

Three steps, so that kernels are generated and proven where the solver is and only
launched where the GPU is:

    python benchmarks/bench_gemm.py generate build/gemm          # here: emit + prove + NVRTC -> cubins
    python benchmarks/bench_gemm.py run build/gemm result.json   # on the GPU: check + time (torch, cuda-bindings)
    python benchmarks/bench_gemm.py report result.json           # here: the "GEMM (H200)" section of RESULTS.md

``run`` imports nothing of the project (it is copied to the GPU machine alone with the
cubins).  ``generate --residue`` emits, instead of the default and sweep kernels, the kernels of
the "GEMM with residue tiles and named sizes" section: kernels for sizes the tiles do not divide
(predicated) and kernels whose M, N, K are names (runtime parameters), each beside the kernel for
the same problem with integer sizes.  Each kernel computes ``C = A @ B.T`` (A ``M x K``, B ``N x K``, C ``M x N``, all
row-major bf16); cuBLAS runs ``torch.matmul(A, B.t())`` on the same tensors in the same
process.  Correctness: C is poisoned with NaN first; every element must be written and
``||C - R|| / ||R|| < 1e-2`` with ``R`` the fp32 product of the same bf16 inputs (TF32 off);
torch's own bf16 result is held to the same measure.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TOLERANCE = 1e-2
SHAPES = [(8192, 8192, 8192), (4096, 4096, 4096), (8192, 5120, 3072)]
SM80_VARIANTS = [  # BM, BN, BK, warps, stages, group
    (128, 256, 64, (2, 4), 3, 8), (128, 256, 32, (2, 4), 4, 8), (128, 128, 64, (2, 2), 4, 8),
    (256, 128, 64, (4, 2), 3, 8), (128, 256, 64, (2, 4), 3, 16),
]
SM90_VARIANTS = [
    (128, 256, 64, (2, 1), 3, 8), (128, 256, 64, (2, 1), 4, 16), (128, 128, 64, (2, 1), 6, 8),
    (64, 256, 64, (1, 1), 5, 8),
]


DIVISIBLE = ("M % 128 == 0", "N % 256 == 0", "K % 64 == 0")
RESIDUE_JOBS = [  # arch, (M, N, K) as generated, assumptions, (M, N, K) launched, label
    ("sm_90a", (8192, 8192, 8192), (), (8192, 8192, 8192), "integers"),
    ("sm_90a", ("M", "N", "K"), DIVISIBLE, (8192, 8192, 8192), "names, tiles divide (assumed)"),
    ("sm_90a", ("M", "N", "K"), (), (8192, 8192, 8192), "names, no assumption (all predicated)"),
    ("sm_90a", (8191, 8190, 8184), (), (8191, 8190, 8184), "integers, residue"),
    ("sm_90a", ("M", "N", "K"), (), (8191, 8190, 8184), "names, no assumption (all predicated)"),
    ("sm_90a", (1000, 1000, 1000), (), (1000, 1000, 1000), "integers, residue"),
    ("sm_90a", ("M", "N", "K"), (), (1000, 1000, 1000), "names, no assumption (all predicated)"),
    ("sm_80", (8192, 8192, 8192), (), (8192, 8192, 8192), "integers"),
    ("sm_80", ("M", "N", "K"), DIVISIBLE, (8192, 8192, 8192), "names, tiles divide (assumed)"),
    ("sm_80", (8191, 8190, 8184), (), (8191, 8190, 8184), "integers, residue"),
    ("sm_80", ("M", "N", "K"), (), (1000, 1000, 1000), "names, no assumption (all predicated)"),
    ("sm_80", (1000, 1000, 1000), (), (1000, 1000, 1000), "integers, residue"),
]


def _variants(arch: str) -> list:
    return SM80_VARIANTS if arch == "sm_80" else SM90_VARIANTS


def generate(out: Path, archs: list[str], sweep: bool, residue: bool = False) -> None:
    from codegen.gemm.config import GemmConfig, default_config
    from codegen.gemm.kernel import gemm_kernel
    from codegen.nvrtc import compile_cuda
    out.mkdir(parents=True, exist_ok=True)
    entries = []
    jobs, defaults, launch, labels = [], set(), {}, {}
    if residue:
        for arch, sizes, assume, values, label in RESIDUE_JOBS:
            if arch in archs:
                jobs.append(default_config(*sizes, "bf16", arch, assume))
                defaults.add(len(jobs) - 1)
                launch[len(jobs) - 1] = dict(zip(sizes, values)) if isinstance(sizes[0], str) else {}
                labels[len(jobs) - 1] = label
    for arch in archs if not residue else []:
        for M, N, K in SHAPES:
            jobs.append(default_config(M, N, K, "bf16", arch))
            defaults.add(len(jobs) - 1)
        if sweep:
            for BM, BN, BK, warps, stages, group in _variants(arch):
                c = GemmConfig(8192, 8192, 8192, "bf16", arch, BM, BN, BK, warps, stages, group)
                if c not in jobs:
                    jobs.append(c)
    for k, c in enumerate(jobs):
        start = time.perf_counter()
        kern = gemm_kernel(0, 0, 0, config=c, name="cute_gemm")
        values = launch.get(k, {})
        cubin = compile_cuda(kern.source, arch="sm_90a", name=f"gemm{k}.cu")
        compile_cuda(kern.source, arch="sm_80" if c.arch == "sm_80" else "sm_90a", ptx=True, name=f"gemm{k}.cu")
        stem = f"gemm{k}"
        (out / f"{stem}.cubin").write_bytes(cubin)
        (out / f"{stem}.cu").write_text(kern.source)
        proved = sum(f.certificate.status == "proved" for f in kern.functions)
        entries.append({**kern.launch(values), "file": f"{stem}.cubin", "plan": kern.plan,
                        "proofs": f"{proved}/{len(kern.functions)} index expressions, {len(kern.facts)} relations, "
                                  f"banks {kern.banks.status if kern.banks else '-'}, "
                                  f"bounds {kern.bounds.status if kern.bounds else '-'}",
                        "default": k in defaults, "label": labels.get(k, ""), "signature": kern.signature,
                        "assume": list(c.assume)})
        print(f"{stem}: {c.describe()} {kern.plan} -- {entries[-1]['proofs']} "
              f"({time.perf_counter() - start:.1f} s)", flush=True)
    (out / "manifest.json").write_text(json.dumps({"command": "python " + " ".join(sys.argv), "kernels": entries},
                                                  indent=1))


# ---------------------------------------------------------------- GPU side (torch + cuda-bindings only)
def _check(result, what):
    from cuda.bindings import driver
    err, *rest = result if isinstance(result, tuple) else (result,)
    if err != driver.CUresult.CUDA_SUCCESS:
        raise RuntimeError(f"{what}: {err}")
    return rest[0] if len(rest) == 1 else tuple(rest)


def _tensor_map(t, rows: int, cols: int, box_rows: int, box_cols: int, swizzle: int):
    """A 2-D tiled tensor map of the row-major bf16 ``rows x cols`` tensor ``t``, box ``box_rows x box_cols``."""
    from cuda.bindings import driver as d
    sw = {0: d.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_NONE, 32: d.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_32B,
          64: d.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_64B, 128: d.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_128B}
    return _check(d.cuTensorMapEncodeTiled(
        d.CUtensorMapDataType.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2, t.data_ptr(),
        [d.cuuint64_t(cols), d.cuuint64_t(rows)], [d.cuuint64_t(cols * 2)],
        [d.cuuint32_t(box_cols), d.cuuint32_t(box_rows)], [d.cuuint32_t(1), d.cuuint32_t(1)], d.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE, sw[swizzle],
        d.CUtensorMapL2promotion.CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        d.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE), "cuTensorMapEncodeTiled")


class _Kernel:
    def __init__(self, entry: dict, folder: Path):
        import torch
        from cuda.bindings import driver as d
        torch.cuda.init()
        _check(d.cuInit(0), "cuInit")
        self.entry = entry
        self.module = _check(d.cuModuleLoadData((folder / entry["file"]).read_bytes()), "cuModuleLoadData")
        self.fn = _check(d.cuModuleGetFunction(self.module, entry["name"].encode()), "cuModuleGetFunction")
        attr = d.CUfunction_attribute
        _check(d.cuFuncSetAttribute(self.fn, attr.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                    entry["smem_bytes"]), "cuFuncSetAttribute")
        self.registers = _check(d.cuFuncGetAttribute(attr.CU_FUNC_ATTRIBUTE_NUM_REGS, self.fn), "attr")
        self.local = _check(d.cuFuncGetAttribute(attr.CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, self.fn), "attr")

    def bind(self, A, B, C):
        """The argument block: tensor maps (TMA kernels) or pointers, then C, then the sizes
        that are names (``int``)."""
        import ctypes
        e = self.entry
        self.keep = []
        if e["tma"]:
            maps = [_tensor_map(A if op == "A" else B, *dims) for op, *dims in e["tma"]]
            self.keep += maps
            ptrs = [m.getPtr() for m in maps]
            vals = [ctypes.c_void_p(C.data_ptr())]
        else:
            ptrs = []
            vals = [ctypes.c_void_p(x.data_ptr()) for x in (A, B, C)]
        vals += [ctypes.c_int(v) for v in e.get("args", [])]
        self.keep += vals
        ptrs += [ctypes.addressof(v) for v in vals]
        self.params = (ctypes.c_void_p * len(ptrs))(*ptrs)

    def __call__(self, stream: int):
        import ctypes
        from cuda.bindings import driver as d
        e = self.entry
        gx, gy, gz = e["grid"]
        _check(d.cuLaunchKernel(self.fn, gx, gy, gz, e["threads"], 1, 1, e["smem_bytes"], d.CUstream(stream),
                                ctypes.addressof(self.params), 0), "cuLaunchKernel")


def _time(fn, iters: int = 0, warmup: int = 3) -> float:
    import os
    import torch
    iters = iters or int(os.environ.get("GEMM_ITERS", "20"))     # fewer under compute-sanitizer
    warmup = min(warmup, iters)
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        times.append(a.elapsed_time(b))
    return statistics.median(times)


def run(folder: Path, result: Path) -> None:
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    data = json.loads((folder / "manifest.json").read_text())
    rows, cublas = [], {}
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}", flush=True)
    for e in data["kernels"]:
        M, N, K = e["M"], e["N"], e["K"]
        row = {k: e.get(k) for k in ("M", "N", "K", "arch", "plan", "proofs", "file", "default", "label", "signature",
                                     "assume", "params")}
        try:
            torch.manual_seed(M + N + K)
            A = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
            B = torch.randn(N, K, device="cuda", dtype=torch.bfloat16)
            PAD = 4096                                  # poisoned guard zones before and after C
            Cbuf = torch.full((M * N + 2 * PAD,), float("nan"), device="cuda", dtype=torch.bfloat16)
            C = Cbuf[PAD:PAD + M * N].view(M, N)
            ref = A.float() @ B.float().t()
            norm = ref.norm().item()
            if (M, N, K) not in cublas:
                theirs = torch.matmul(A, B.t())
                cublas[M, N, K] = (_time(lambda: torch.matmul(A, B.t())), ((theirs.float() - ref).norm() / norm).item())
                del theirs
            k = _Kernel(e, folder)
            k.bind(A, B, C)
            stream = torch.cuda.current_stream().cuda_stream
            k(stream)
            torch.cuda.synchronize()
            written = bool(torch.isfinite(C).all().item())
            fenced = bool(torch.isnan(Cbuf[:PAD]).all().item() and torch.isnan(Cbuf[PAD + M * N:]).all().item())
            err = ((C.float() - ref).norm() / norm).item()
            before = _time(lambda: torch.matmul(A, B.t()))      # the baseline right before and after ours: the
            ms = _time(lambda: k(stream))                        # clocks drift over a run (power, heat)
            after = _time(lambda: torch.matmul(A, B.t()))
            tf = 2 * M * N * K / ms / 1e9
            cms, cerr = (before + after) / 2, cublas[M, N, K][1]
            ctf = 2 * M * N * K / cms / 1e9
            row.update(ok=written and fenced and err < TOLERANCE, written=written, fenced=fenced, rel_err=err, ms=ms, tflops=tf,
                       cublas_ms=cms, cublas_tflops=ctf, cublas_rel_err=cerr, ratio=tf / ctf,
                       registers=k.registers, local_bytes=k.local)
            print(f"{e['file']} {M}x{N}x{K}: {'ok' if row['ok'] else 'WRONG'} err {err:.2e} | {tf:.0f} TFLOP/s vs "
                  f"cuBLAS {ctf:.0f} ({100 * tf / ctf:.0f}%) | {k.registers} regs {k.local} B local | {e['plan']}",
                  flush=True)
            del A, B, C, Cbuf, ref
        except Exception as exc:                         # report and go on
            row.update(ok=False, error=repr(exc)[:500])
            print(f"{e['file']}: FAILED {exc!r}"[:600], flush=True)
        rows.append(row)
        torch.cuda.empty_cache()
    again = {}
    for (M, N, K), (ms, _err) in cublas.items():              # the spread of the baseline: time it again last
        A = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
        B = torch.randn(N, K, device="cuda", dtype=torch.bfloat16)
        again[f"{M}x{N}x{K}"] = [2 * M * N * K / ms / 1e9, 2 * M * N * K / _time(lambda: torch.matmul(A, B.t())) / 1e9]
        print(f"cuBLAS {M}x{N}x{K}: {again[f'{M}x{N}x{K}'][0]:.0f} then {again[f'{M}x{N}x{K}'][1]:.0f} TFLOP/s",
              flush=True)
        del A, B
    result.write_text(json.dumps({"command": data["command"], "device": torch.cuda.get_device_name(),
                                  "torch": torch.__version__, "rows": rows, "cublas_again": again}, indent=1))


PLAN = """Plan. Done: the SM80-style kernel (cp.async + ldmatrix + mma.sync, the first milestone, >= 40% of
cuBLAS) and the SM90 kernel (warp-specialized TMA + wgmma m64n256k16, 1 producer and 2 consumer
warpgroups, 4-stage mbarrier ring, the target >= 70%), both proven as the source states. Next, in
order of expected gain: a persistent grid with the epilogue of one tile overlapping the next
tile's main loop; TMA stores of C through shared memory (the direct epilogue writes 4-byte
pairs); 2-CTA clusters multicasting the shared operand; residue predication (TMA fills out-of-bounds
boxes with zeros, so mostly the epilogue's stores) and symbolic M, N, K."""


def report(result: Path, write: bool, note: str = "") -> None:
    from benchmarks._results import publish, table
    data = json.loads(result.read_text())
    header = ["M x N x K", "arch", "kernel", "matches torch (rel. err)", "ours TFLOP/s", "cuBLAS TFLOP/s", "ours / cuBLAS",
              "plan"]
    body_rows = []
    for r in data["rows"]:
        if "tflops" not in r:
            body_rows.append([f"{r['M']}x{r['N']}x{r['K']}", r["arch"], "", f"**failed** {r.get('error', '')[:80]}",
                              "-", "-", "-", r["plan"]])
            continue
        ok = "yes" if r["ok"] else "**NO**"
        kind = "**default**" if r.get("default") else "sweep"
        body_rows.append([f"{r['M']}x{r['N']}x{r['K']}", r["arch"], kind, f"{ok} ({r['rel_err']:.1e}; cuBLAS "
                          f"{r['cublas_rel_err']:.1e})", f"{r['tflops']:.0f}", f"{r['cublas_tflops']:.0f}",
                          f"{100 * r['ratio']:.0f}%", f"{r['plan']}; {r['registers']} registers, "
                          f"{r['local_bytes']} B local; {r['proofs']}"])
    body = (f"Device: {data['device']}, torch {data['torch']}. `C = A @ B.T`, bf16 inputs (`torch.randn`), fp32 "
            f"accumulation, bf16 C; TFLOP/s = 2MNK / median of 20 launches (CUDA events, 3 warm-ups); cuBLAS is "
            f"`torch.matmul(A, B.t())` on the same tensors in the same run, timed right before and right after each "
            f"of our kernels (the mean of the two medians: the clocks drift over a run). 'default' rows are the tile "
            f"`codegen.gemm.config.default_config` picks (what `cute-sym codegen gemm` emits), 'sweep' rows the "
            f"variants it was chosen from. Correct = every element written (C "
            f"poisoned with NaN) and ||C - R|| / ||R|| < {TOLERANCE} against the fp32 product R of the same inputs "
            f"(TF32 off); cuBLAS's own bf16 error is shown beside ours.\n"
            f"Kernels generated, proven and compiled (NVRTC, sm_90a CUBIN) by `{data['command']}`, then "
            f"`python benchmarks/bench_gemm.py run {data['command'].split()[3]} result.json` on the GPU.\n\n" + table(header, body_rows))
    spread = "; ".join(f"{k}: {a:.0f} first, {b:.0f} last" for k, (a, b) in data.get("cublas_again", {}).items())
    if spread:
        body += f"\n\ncuBLAS timed again at the end of the run (TFLOP/s), the spread of the baseline: {spread}."
    if note:
        body += "\n\n" + note
    body += "\n\n" + PLAN
    publish("GEMM (H200)", body, f"python benchmarks/bench_gemm.py report {result}", write)


def report_residue(result: Path, write: bool, note: str = "") -> None:
    """The "GEMM with residue tiles and named sizes (H200)" section of RESULTS.md."""
    from benchmarks._results import publish, table
    data = json.loads(result.read_text())
    header = ["M x N x K launched", "arch", "sizes in the kernel", "matches torch (rel. err)", "ours TFLOP/s",
              "cuBLAS TFLOP/s", "ours / cuBLAS", "kernel, plan, proofs"]
    rows = []
    for r in data["rows"]:
        shape = f"{r['M']}x{r['N']}x{r['K']}"
        sizes = r.get("label") or ""
        if r.get("assume"):
            sizes += f" ({'; '.join(r['assume'])})"
        if "tflops" not in r:
            rows.append([shape, r["arch"], sizes, f"**failed** {r.get('error', '')[:80]}", "-", "-", "-", r["plan"]])
            continue
        ok = "yes" if r["ok"] else "**NO**"
        rows.append([shape, r["arch"], sizes, f"{ok} ({r['rel_err']:.1e}; cuBLAS {r['cublas_rel_err']:.1e})",
                     f"{r['tflops']:.0f}", f"{r['cublas_tflops']:.0f}", f"{100 * r['ratio']:.0f}%",
                     f"`{r.get('signature', '')}`: {r['plan']}; {r['registers']} registers, {r['local_bytes']} B local; "
                     f"{r['proofs']}"])
    body = (f"Device: {data['device']}, torch {data['torch']}. The same measure as \"GEMM (H200)\" (`C = A @ B.T`, bf16, "
            f"fp32 accumulation, median of 20 launches, cuBLAS `torch.matmul` on the same tensors right before and "
            f"after each kernel). Kernels whose sizes are names take M, N, K as `int` arguments (the values launched "
            f"are in the first column), their index expressions and bounds proven for every value allowed by the "
            f"assumptions and 1 <= X <= 32768; residue tiles (sizes the CTA tile does not divide) are predicated: "
            f"cp.async loads zero-filled, TMA boxes clipped by the hardware, C stores guarded. Correct = every element "
            f"of C written (poisoned with NaN), the poisoned guard zones of 4096 elements before and after C untouched, "
            f"and ||C - R|| / ||R|| < {TOLERANCE} against the fp32 product R (TF32 off).\n"
            f"Kernels generated, proven and compiled by `{data['command']}`, then "
            f"`python benchmarks/bench_gemm.py run {data['command'].split()[3]} result.json` on the GPU.\n\n"
            + table(header, rows))
    if note:
        body += "\n\n" + note
    publish("GEMM with residue tiles and named sizes (H200)", body,
            f"python benchmarks/bench_gemm.py report --residue {result}", write)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="step", required=True)
    g = sub.add_parser("generate")
    g.add_argument("out", type=Path)
    g.add_argument("--arch", action="append", default=[], help="sm_80 and/or sm_90a (default both)")
    g.add_argument("--sweep", action="store_true", help="also the 8192^3 tile variants")
    g.add_argument("--residue", action="store_true", help="the residue-tile and named-size kernels instead")
    r = sub.add_parser("run")
    r.add_argument("folder", type=Path)
    r.add_argument("result", type=Path)
    p = sub.add_parser("report")
    p.add_argument("result", type=Path)
    p.add_argument("--no-write", action="store_true")
    p.add_argument("--note", default="", help="a paragraph added under the table")
    p.add_argument("--residue", action="store_true", help="the residue-tile and named-size section")
    args = ap.parse_args()
    if args.step == "generate":
        generate(args.out, args.arch or ["sm_80", "sm_90a"], args.sweep, args.residue)
    elif args.step == "run":
        run(args.folder, args.result)
    elif args.residue:
        report_residue(args.result, not args.no_write, args.note)
    else:
        report(args.result, not args.no_write, args.note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
