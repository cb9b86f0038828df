"""Bandwidth of generated copy kernels on the GPU, beside torch, checked against torch.

Two steps, so that kernels are generated and proven where the solver is and
only compiled and launched where the GPU is:

    python benchmarks/bench_kernels.py generate build/kernels.json     # here: emit + prove
    python benchmarks/bench_kernels.py run build/kernels.json          # on the GPU: check + time

``run`` writes the section "Kernels (H200)" of benchmarks/RESULTS.md with both
command lines.  Bandwidth counts bytes read plus bytes written (each element
once).  ``sweep`` times variants of the staged transpose (tile, threads, tiles
per block) without writing RESULTS.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

M = N = 16384
B3, M3, N3 = 64, 1024, 1024

CASES = [  # name, torch equivalent, src, dst, dtype, (torch op, tensor shape), assumptions, parameter values
    ("copy fp32", "plain copy 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):({N},1)", "float",
     ("copy", (M, N)), (), {}),
    ("transpose fp32", "x.t().contiguous(), 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):(1,{M})", "float",
     ("transpose", (M, N)), (), {}),
    ("transpose bf16", "x.t().contiguous(), 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):(1,{M})", "bfloat16",
     ("transpose", (M, N)), (), {}),
    ("transpose fp32, symbolic M, N", "x.t().contiguous(), M = N = 16384", "(M,N):(N,1)", "(M,N):(1,M)", "float",
     ("transpose", (M, N)), ("M % 64 == 0", "N % 64 == 0"), {"M": M, "N": N}),
    ("tensor transpose fp32", f"x.permute(2,0,1).contiguous(), {B3}x{M3}x{N3}",
     f"({B3},{M3},{N3}):({M3 * N3},{N3},1)", f"({B3},{M3},{N3}):({M3},1,{B3 * M3})", "float",
     ("permute", (B3, M3, N3)), (), {}),
    ("gather fp32", "x[:, ::2].contiguous(), 16384x16384", f"({M},{N // 2}):({N},2)",
     f"({M},{N // 2}):({N // 2},1)", "float", ("gather", (M, N)), (), {}),
]


def _concrete(text: str, values: dict):
    """The layout ``text`` with its names replaced by ``values``."""
    from cute_sym import parse
    for name, v in values.items():
        text = re.sub(rf"\b{name}\b", str(v), text)
    return parse(text)


def _spec_json(kernel, what: str, case: tuple) -> dict:
    name, desc, src, dst, dt, ref, assume, values = case
    spec = kernel.launch_spec(values)
    S, D = _concrete(src, values), _concrete(dst, values)
    return {"case": name, "what": desc, "src": src, "dst": dst, "dtype": dt, "ref": list(ref),
            "assume": list(assume), "values": values, "src_elems": S.cosize(), "dst_elems": D.cosize(),
            "elements": S.size(), "plan": what, "spec": dataclasses.asdict(spec)}


def generate(out: Path, verify: bool) -> None:
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    entries = []
    for case in CASES:
        start = time.perf_counter()
        k = copy_kernel(parse(case[2]), parse(case[3]), case[4], assume=case[6], verify=verify)
        what = k.source.splitlines()[2].removeprefix("// plan: ")
        proofs = [f.certificate.status for f in k.functions]
        compile_cuda(k.source, name=f"{k.name}.cu")             # NVRTC here: fails early, fills the cache
        entries.append(_spec_json(k, what, case))
        print(f"{case[0]}: generated in {time.perf_counter() - start:.1f} s, index expressions {proofs}, "
              f"banks {k.banks.status if k.banks else '-'}: {what}", flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


def sweep_specs(out: Path) -> None:
    """Hand-made plans for each case: variants of the staged transposes (tile, threads,
    tiles per block) and of the direct copies (threads, vectors in flight per thread)."""
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    from codegen.kernels.plan import DirectPlan, StagedPlan
    from codegen.kernels.smem import conflict_free
    from codegen.nvrtc import compile_cuda
    case = {c[0]: c for c in CASES}
    plans = []
    for td, ts, nt, per in [(32, 32, 128, 1), (64, 64, 256, 1), (64, 64, 256, 2), (64, 64, 128, 1),
                            (64, 64, 128, 2), (32, 128, 256, 1), (128, 32, 256, 1), (64, 128, 256, 1),
                            (128, 64, 256, 1), (128, 128, 512, 1), (64, 64, 512, 2), (32, 32, 64, 4)]:
        work = parse(f"(({td},{ts}),({M // td},{N // ts})):((1,{M}),({td},{M * ts}))")
        plans.append(("transpose fp32", StagedPlan(work, 4, 4, 4, nt, per)))
    for td, ts, nt, per in [(64, 64, 128, 1), (64, 64, 256, 1), (64, 64, 256, 2), (64, 128, 256, 1),
                            (128, 64, 256, 1), (128, 128, 256, 1), (128, 128, 512, 1), (64, 64, 128, 2)]:
        work = parse(f"(({td},{ts}),({M // td},{N // ts})):((1,{M}),({td},{M * ts}))")
        plans.append(("transpose bf16", StagedPlan(work, 8, 8, 2, nt, per)))
    for td, ts, nt, per in [(64, 64, 256, 1), (64, 64, 256, 2), (32, 32, 128, 1), (128, 128, 512, 1)]:
        work = parse(f"(({td},{ts}),({B3},{M3 // td},{N3 // ts})):(({B3},{B3 * M3}),(1,{B3 * td},{B3 * M3 * ts}))")
        plans.append(("tensor transpose fp32", StagedPlan(work, 4, 4, 4, nt, per)))
    for nt, unroll in [(128, 4), (256, 1), (256, 2), (256, 4), (256, 8), (512, 4)]:
        plans.append(("copy fp32", DirectPlan(parse(f"(4,({N // 4},{M})):({M},({4 * M},1))"), nt, unroll)))
    for nt, unroll in [(256, 2), (256, 4), (512, 4)]:
        plans.append(("gather fp32", DirectPlan(parse(f"(4,({N // 8},{M})):({M},({4 * M},1))"), nt, unroll)))
    entries = []
    for name, plan in plans:
        c = case[name]
        if isinstance(plan, StagedPlan):
            plan = conflict_free(plan, plan.elem_bytes)
            what = f"staged tile {plan.tile} threads {plan.threads} tiles/block {plan.tiles_per_block} {plan.swizzle}"
        else:
            what = f"direct {plan.work} threads {plan.threads} unroll {plan.unroll}"
        k = copy_kernel(parse(c[2]), parse(c[3]), c[4], plan, verify=False)
        compile_cuda(k.source, name=f"{k.name}.cu")
        entries.append(_spec_json(k, f"{what} {k.forms}", c))
        print(name, entries[-1]["plan"], flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


def _command() -> str:
    return "python " + " ".join(sys.argv)


# ---------------------------------------------------------------- GPU side
def _time(fn, iters: int = 20, warmup: int = 3) -> float:
    """Median milliseconds of ``fn`` over ``iters`` runs timed with CUDA events."""
    import torch
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop))
    return statistics.median(times)


def _torch_op(kind: str, shape: tuple, x):
    """The torch function computing the case, as a closure over ``x``."""
    if kind == "copy":
        out = x.clone()
        return lambda: out.copy_(x), lambda: x.clone()
    if kind == "transpose":
        return (lambda: x.t().contiguous()), (lambda: x.t().contiguous())
    if kind == "permute":
        return (lambda: x.permute(2, 0, 1).contiguous()), (lambda: x.permute(2, 0, 1).contiguous())
    if kind == "gather":
        return (lambda: x[:, ::2].contiguous()), (lambda: x[:, ::2].contiguous())
    raise ValueError(kind)


def run(manifest: Path, sweep: "Path | None", write: bool) -> None:
    import torch
    data = json.loads(manifest.read_text())
    dev = torch.cuda.get_device_name()
    print(f"device: {dev}; torch {torch.__version__}", flush=True)
    copy_bw: dict = {}
    rows = _measure(data["kernels"], copy_bw)
    extra = _measure(json.loads(sweep.read_text())["kernels"], copy_bw) if sweep else []
    _report(rows, extra, data, dev, write)


def _measure(entries: list, copy_bw: dict) -> list:
    """One table row per kernel: correctness against torch, then bandwidths."""
    import torch
    from codegen.launch import LaunchSpec, LoadedKernel
    stream = lambda: torch.cuda.current_stream().cuda_stream  # noqa: E731
    rows = []
    for entry in entries:
        dt = getattr(torch, {"float": "float32", "bfloat16": "bfloat16"}[entry["dtype"]])
        kind, shape = entry["ref"][0], tuple(entry["ref"][1])
        x = torch.randn(shape, device="cuda", dtype=dt)
        assert x.numel() >= entry["src_elems"]
        spec = LaunchSpec(**{**entry["spec"], "args": tuple(entry["spec"]["args"])})
        try:
            kernel = LoadedKernel(spec)
        except Exception as exc:                          # report and go on with the next case
            print(f"{entry['case']}: could not load: {exc}", flush=True)
            continue
        y = torch.empty(entry["dst_elems"], device="cuda", dtype=dt)
        y.view(torch.int16 if dt.itemsize == 2 else torch.int32).fill_(-1)        # poison
        launch = lambda: kernel(x.data_ptr(), y.data_ptr(), stream())
        launch()
        torch.cuda.synchronize()
        timed, reference = _torch_op(kind, shape, x)
        ref = reference()
        ok = torch.equal(y[: ref.numel()].view(ref.shape), ref) and y.numel() == ref.numel()
        nbytes = 2 * entry["elements"] * x.element_size()
        ours = nbytes / _time(launch) / 1e9              # bytes per ms / 1e9 = TB/s
        theirs = nbytes / _time(timed) / 1e9
        if dt not in copy_bw:
            src = torch.randn((M, N), device="cuda", dtype=dt)
            dst = torch.empty_like(src)
            copy_bw[dt] = 2 * src.numel() * src.element_size() / _time(lambda: dst.copy_(src)) / 1e9   # TB/s
            del src, dst
        res = kernel.resources()
        rows.append([entry["case"], entry["what"], "yes" if ok else "**NO**", f"{ours:.2f}",
                     f"{theirs:.2f}", f"{copy_bw[dt]:.2f}", f"{100 * ours / copy_bw[dt]:.0f}%",
                     f"{entry['plan']}; {res['registers']} registers, {res['local_bytes']} B local"])
        print(" | ".join(rows[-1]), flush=True)
        del x, y, ref, kernel
        torch.cuda.empty_cache()
    return rows


def _report(rows: list, extra: list, data: dict, dev: str, write: bool) -> None:
    from benchmarks._results import table, write_section
    header = ["case", "torch equivalent", "matches torch", "ours TB/s", "torch op TB/s",
              "torch copy_ TB/s", "ours / copy_", "plan"]
    body = (f"Device: {dev}. Bandwidth = (bytes read + bytes written) / median time of 20 launches "
            f"(CUDA events, 3 warm-ups); 'torch op' is the torch equivalent, 'torch copy_' a "
            f"device-to-device `copy_` of 16384x16384 elements of the same dtype in the same run. "
            f"Target: the fp32 transpose at >= 90% of torch copy_.\n"
            f"Kernels planned by `codegen.kernels.planner`, generated and proven (index expressions, "
            f"bank conflicts) by `{data['command']}`.\n\n" + table(header, rows))
    if extra:
        body += ("\n\nTile sweep that chose the planner's tiles (`TILE`): hand-made plans, generated "
                 "unverified by `python benchmarks/bench_kernels.py sweep build/sweep.json`.\n\n"
                 + table(header, extra))
    if write:
        write_section("Kernels (H200)", body, _command())
    else:
        print(body)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="step", required=True)
    g = sub.add_parser("generate")
    g.add_argument("out", type=Path)
    g.add_argument("--unverified", action="store_true")
    s = sub.add_parser("sweep")
    s.add_argument("out", type=Path)
    r = sub.add_parser("run")
    r.add_argument("manifest", type=Path)
    r.add_argument("--sweep", type=Path, help="a sweep manifest to time as a second table")
    r.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    if args.step == "generate":
        generate(args.out, not args.unverified)
    elif args.step == "sweep":
        sweep_specs(args.out)
    else:
        run(args.manifest, args.sweep, not args.no_write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
