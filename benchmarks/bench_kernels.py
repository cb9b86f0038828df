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
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

M = N = 16384
B3, M3, N3 = 64, 1024, 1024

# name, what, src layout, dst layout, dtype, torch reference (kind, tensor shape)
CASES = [
    ("copy fp32", "plain copy 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):({N},1)", "float",
     ("copy", (M, N))),
    ("transpose fp32", "x.t().contiguous(), 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):(1,{M})", "float",
     ("transpose", (M, N))),
    ("transpose bf16", "x.t().contiguous(), 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):(1,{M})", "bfloat16",
     ("transpose", (M, N))),
    ("tensor transpose fp32", f"x.permute(2,0,1).contiguous(), {B3}x{M3}x{N3}",
     f"({B3},{M3},{N3}):({M3 * N3},{N3},1)", f"({B3},{M3},{N3}):({M3},1,{B3 * M3})", "float",
     ("permute", (B3, M3, N3))),
    ("gather fp32", "x[:, ::2].contiguous(), 16384x16384", f"({M},{N // 2}):({N},2)",
     f"({M},{N // 2}):({N // 2},1)", "float", ("gather", (M, N))),
]


def _spec_json(kernel, what: str, case: tuple) -> dict:
    name, desc, src, dst, dt, ref = case
    spec = kernel.launch_spec()
    return {"case": name, "what": desc, "src": src, "dst": dst, "dtype": dt, "ref": list(ref),
            "src_elems": kernel.src.cosize(), "dst_elems": kernel.dst.cosize(), "elements": kernel.src.size(),
            "plan": what, "spec": dataclasses.asdict(spec)}


def generate(out: Path, verify: bool) -> None:
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    entries = []
    for case in CASES:
        start = time.perf_counter()
        k = copy_kernel(parse(case[2]), parse(case[3]), case[4], verify=verify)
        what = k.source.splitlines()[2].removeprefix("// plan: ")
        entries.append(_spec_json(k, what, case))
        print(f"{case[0]}: generated in {time.perf_counter() - start:.1f} s: {what}", flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


def sweep_specs(out: Path) -> None:
    """Hand-made plans for each case: variants of the staged transposes (tile, threads,
    tiles per block) and of the direct copies (threads, vectors in flight per thread)."""
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    from codegen.kernels.plan import DirectPlan, StagedPlan
    from codegen.kernels.smem import conflict_free
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
    for td, ts, nt, per in [(64, 64, 256, 1), (64, 64, 256, 2), (32, 32, 128, 1)]:
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
        entries.append(_spec_json(k, f"{what} {k.forms}", c))
        print(name, entries[-1]["plan"], flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


def _command() -> str:
    return "python " + " ".join(Path(a).name if a.endswith(".py") else a for a in sys.argv)


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


def run(manifest: Path, write: bool) -> list:
    import torch
    from codegen.launch import LaunchSpec, LoadedKernel
    data = json.loads(manifest.read_text())
    dev = torch.cuda.get_device_name()
    print(f"device: {dev}; torch {torch.__version__}", flush=True)
    stream = lambda: torch.cuda.current_stream().cuda_stream
    rows, copy_bw = [], {}
    for entry in data["kernels"]:
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
    _report(rows, data, dev, write)
    return rows


def _report(rows: list, data: dict, dev: str, write: bool) -> None:
    from benchmarks._results import table, write_section
    header = ["case", "torch equivalent", "matches torch", "ours TB/s", "torch op TB/s",
              "torch copy_ TB/s", "ours / copy_", "plan"]
    body = (f"Device: {dev}. Bandwidth = (bytes read + bytes written) / median time of 20 launches "
            f"(CUDA events, 3 warm-ups); 'torch op' is the torch equivalent, 'torch copy_' a "
            f"device-to-device `copy_` of 16384x16384 elements of the same dtype in the same run.\n"
            f"Kernels generated (and translation-validated) by `{data['command']}`.\n\n"
            + table(header, rows))
    if write:
        write_section("Kernels (H200)", body, _command())
    else:
        print(table(header, rows))


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
    r.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    if args.step == "generate":
        generate(args.out, not args.unverified)
    elif args.step == "sweep":
        sweep_specs(args.out)
    else:
        run(args.manifest, not args.no_write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
