"""Bandwidth of generated copy kernels on the GPU, beside torch, checked against torch.

Two steps, so that kernels are generated and proven where the solver is and
only compiled and launched where the GPU is:

    python benchmarks/bench_kernels.py generate build/kernels.json     # here: emit + prove
    python benchmarks/bench_kernels.py sweep build/sweep.json          # here: hand-made variants
    python benchmarks/sanitize_kernels.py build/kernels.json           # there, under compute-sanitizer
    python benchmarks/bench_kernels.py run build/kernels.json          # there: check + time

``run`` writes the section "Kernels (H200)" of benchmarks/RESULTS.md with the
command lines (``--sweep``: a second table of variants; ``--sanitizer``: the
summary that ``sanitize_kernels.py --summarize`` wrote).  Bandwidth counts bytes
read plus bytes written (each element once).  Edge cases (tiny and odd sizes) are
checked against torch, not timed.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kernel_cases import CASES, M, N, _command, _spec_json  # noqa: E402
from benchmarks.kernel_sweeps import SWEEP_TALL, SWEEP_WIDE, async_specs, choice_specs, sweep_specs, words_specs, wrapped_specs  # noqa: E402


def generate(out: Path, verify: bool, only: "str | None" = None) -> None:
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    entries, made = [], {}
    for c in CASES:
        if only and c["dtype"] != only:
            continue
        start = time.perf_counter()
        key = (c["src"], c["dst"], c["dtype"], c["assume"])
        if key not in made:                     # a symbolic kernel serves every size
            made[key] = copy_kernel(parse(c["src"]), parse(c["dst"]), c["dtype"], assume=c["assume"],
                                    verify=verify)
        k = made[key]
        what = k.source.splitlines()[2].removeprefix("// plan: ")
        proofs = [f.certificate.status for f in k.functions]
        for each in filter(None, (k, k.aligned)):                 # NVRTC here: fails early, fills the cache
            compile_cuda(each.source, name=f"{each.name}.cu")
        if k.aligned is not None:                                   # a launch-time choice: its aligned kernel
            a = k.aligned
            what += (f" [aligned kernel: index expressions {[f.certificate.status for f in a.functions].count('proved')}"
                     f"/{len(a.functions)} proved, banks {a.banks.status}, bounds {a.bounds.status if a.bounds else '-'}]")
        entries.append(_spec_json(k, what, c))
        print(f"{c['case']}: generated in {time.perf_counter() - start:.1f} s, index expressions "
              f"{proofs.count('proved')}/{len(proofs)} proved, banks {k.banks.status if k.banks else '-'}, "
              f"bounds {k.bounds.status if k.bounds else '-'}: {what}", flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))



# ---------------------------------------------------------------- GPU side
def _launch_times(fn, iters: int, batch: int = 1) -> list[float]:
    """Milliseconds per launch of ``fn`` in ``iters`` batches of ``batch`` back-to-back launches,
    each batch timed with CUDA events; one launch goes first, so that the device is busy when the
    start event is recorded and the host's launch overhead overlaps the device's work."""
    import torch
    times = []
    for _ in range(iters):
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        fn()
        start.record()
        for _ in range(batch):
            fn()
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop) / batch)
    return times


def _time(fn, iters: int = 20, warmup: int = 3) -> float:
    """Median milliseconds per launch of ``fn`` over ``iters`` batches (:func:`_launch_times`)."""
    import torch
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    return statistics.median(_launch_times(fn, iters, BATCH))


ROUNDS, ITERS, BATCH = 21, 3, 4
"""Rounds of the alternating measure, batches of each side per round, launches per batch."""


def _time_pair(fa, fb, rounds: int = ROUNDS, iters: int = ITERS, warmup: int = 3) -> dict:
    """``fa`` (ours) against ``fb`` (torch copy_) in ``rounds`` alternating rounds of ``iters``
    batches each (:func:`_launch_times`), the order swapped every round (ABBA: a drift of the clocks affects both
    alike): the median milliseconds of each over all launches, and the ratio ``fb / fa`` of
    each round's medians -- its median (the reported ratio) and its spread (min, max)."""
    import torch
    for _ in range(warmup):
        fa()
        fb()
    torch.cuda.synchronize()
    ta: list = []
    tb: list = []
    ratios = []
    for r in range(rounds):
        order = ((fa, ta), (fb, tb)) if r % 2 == 0 else ((fb, tb), (fa, ta))
        got = {}
        for f, out in order:
            got[id(out)] = statistics.median(_launch_times(f, iters, BATCH))
            out += [got[id(out)]]
        ratios.append(got[id(tb)] / got[id(ta)])
    return {"a": statistics.median(ta), "b": statistics.median(tb), "ratio": statistics.median(ratios),
            "low": min(ratios), "high": max(ratios)}


def _torch_op(kind: str, x):
    """The torch function computing the case, as a closure over ``x``, and its reference."""
    if kind == "copy":
        out = x.clone()
        return lambda: out.copy_(x), lambda: x.clone()
    ops = {"transpose": lambda: x.t().contiguous(), "permute": lambda: x.permute(2, 0, 1).contiguous(),
           "gather": lambda: x[:, ::2].contiguous()}
    return ops[kind], ops[kind]


def run(manifest: Path, sweep: "Path | None", sanitizer: "Path | None", write: bool,
        section: str = "Kernels (H200)", only: "str | None" = None) -> None:
    import torch
    data = json.loads(manifest.read_text())
    if only:
        data["kernels"] = [e for e in data["kernels"] if e["dtype"] == only]
    dev = torch.cuda.get_device_name()
    print(f"device: {dev}; torch {torch.__version__}", flush=True)
    copy_bw: dict = {}
    rows = _measure([e for e in data["kernels"] if not e["edge"]], copy_bw)
    edges = _measure([e for e in data["kernels"] if e["edge"]], copy_bw, timed=False)
    sweep_data = json.loads(sweep.read_text()) if sweep else {"kernels": []}
    extra = _measure(sweep_data["kernels"], copy_bw) if sweep else []
    data = {**data, "sweep_command": sweep_data.get("command", "python benchmarks/bench_kernels.py sweep build/sweep.json")}
    sanitized = json.loads(sanitizer.read_text()) if sanitizer else None
    _report(rows, edges, extra, sanitized, data, dev, write, section)


def _measure(entries: list, copy_bw: dict, timed: bool = True) -> list:
    """One table row per kernel: correctness against torch, then (``timed``) bandwidths."""
    import torch
    from codegen.launch import LaunchSpec, LoadedKernel
    stream = lambda: torch.cuda.current_stream().cuda_stream  # noqa: E731
    rows = []
    for entry in entries:
        try:
            rows.append(_row(entry, copy_bw, timed, stream, torch, LaunchSpec, LoadedKernel))
        except Exception as exc:                          # report and go on with the next case
            print(f"{entry['case']}: failed: {type(exc).__name__}: {exc}", flush=True)
            rows.append([entry["case"], entry["what"], f"**failed: {type(exc).__name__}**", *["-"] * 7])
        print(" | ".join(rows[-1]), flush=True)
        torch.cuda.empty_cache()
    return rows


def _row(entry, copy_bw, timed, stream, torch, LaunchSpec, LoadedKernel) -> list:
    dt = getattr(torch, {"float": "float32", "bfloat16": "bfloat16"}[entry["dtype"]])
    kind, shape = entry["ref"][0], tuple(entry["ref"][1])
    numel, off = 1, entry["offset"]
    for s in shape:
        numel *= s
    flat = torch.randn(numel + off, device="cuda", dtype=dt)
    x = flat[off:].view(shape)
    assert x.numel() >= entry["src_elems"]
    kernel = LoadedKernel(LaunchSpec.from_json(entry["spec"]))
    doff = entry.get("dst_offset", 0)
    y_all = torch.empty(entry["dst_elems"] + doff, device="cuda", dtype=dt)
    y_all.view(torch.int16 if dt.itemsize == 2 else torch.int32).fill_(-1)    # poison
    y = y_all[doff:]
    launch = lambda: kernel(x.data_ptr(), y.data_ptr(), stream())           # noqa: E731
    launch()
    torch.cuda.synchronize()
    timed_op, reference = _torch_op(kind, x)
    ref = reference()
    ok = y.numel() == ref.numel() and torch.equal(y.view(ref.shape), ref)
    ok = ok and bool((y_all[:doff].view(torch.int16 if dt.itemsize == 2 else torch.int32) == -1).all())
    ran = kernel.chosen(x.data_ptr(), y.data_ptr())                          # a launch-time choice's kernel
    res = ran.resources()
    plan = (f"{entry['plan']}; {res['registers']} registers, {res['local_bytes']} B local"
            + (f" (ran {ran.spec.name})" if kernel.aligned is not None else ""))
    if not timed:
        return [entry["case"], entry["what"], "yes" if ok else "**NO**", plan]
    nbytes = 2 * entry["elements"] * x.element_size()
    same_src = torch.randn(entry["elements"], device="cuda", dtype=dt)      # torch copy_ of the same bytes
    same_dst = torch.empty_like(same_src)
    pair = _time_pair(launch, lambda: same_dst.copy_(same_src))
    del same_src, same_dst
    ours, same = nbytes / pair["a"] / 1e9, nbytes / pair["b"] / 1e9           # bytes per ms / 1e9 = TB/s
    theirs = nbytes / _time(timed_op) / 1e9
    if (dt, "16384^2") not in copy_bw:                # torch copy_ of 16384^2 elements, once per dtype
        src = torch.randn(M * N, device="cuda", dtype=dt)
        dst = torch.empty_like(src)
        copy_bw[(dt, "16384^2")] = 2 * src.numel() * src.element_size() / _time(lambda: dst.copy_(src)) / 1e9
        del src, dst
    big = copy_bw[(dt, "16384^2")]
    ratio = pair["ratio"]
    if kind == "gather":                              # reads whole sectors, uses half: 2/3 of copy_
        ratio_text = f"{100 * ratio:.0f}% ({100 * ratio / (2 / 3):.0f}% of its sector ceiling 2/3)"
    else:
        ratio_text = f"{100 * ratio:.0f}%"
    spread = f"{100 * pair['low']:.0f}-{100 * pair['high']:.0f}%"
    return [entry["case"], entry["what"], "yes" if ok else "**NO**", f"{ours:.2f}", f"{theirs:.2f}",
            f"{same:.2f}", ratio_text, spread, f"{100 * ours / big:.0f}%", plan]


def _report(rows: list, edges: list, extra: list, sanitized: "dict | None", data: dict, dev: str,
            write: bool, section: str = "Kernels (H200)") -> None:
    from benchmarks._results import publish, table
    header = ["case", "torch equivalent", "matches torch", "ours TB/s", "torch op TB/s",
              "torch copy_ TB/s (same bytes)", "ours / copy_ (same bytes), median of rounds",
              "per-round spread (min-max)", "ours / copy_ of 16384^2", "plan"]
    body = (f"Device: {dev}. Bandwidth = (bytes read + bytes written) / median time per launch of {ROUNDS * ITERS} "
            f"batches of {BATCH} back-to-back launches (CUDA events around each batch, one launch before it so that "
            f"the device is busy and the host's launch overhead, larger for our Python launcher than for torch's, is "
            f"not counted; 3 warm-ups), timed in {ROUNDS} rounds of {ITERS} batches alternating (ABBA) with "
            f"'torch copy_', a device-to-device `copy_` of as many elements of the same dtype (the same bytes, "
            f"every buffer larger than the L2, so no launch reads the last one's data from it); the ratio is the "
            f"median over the rounds of copy_'s median time over ours in that round, and the spread the least and "
            f"the largest of those {ROUNDS} ratios; 'torch op' is the torch equivalent (median of 20 batches, the same way); "
            f"the last ratio is against `copy_` of 16384x16384 elements (for the smaller cases it includes "
            f"the fixed costs of a launch that a smaller copy_ pays too). "
            f"Targets (issue 14): the fp32 transposes (16384^2, 16383^2, 12345x6789, symbolic M, N with no "
            f"assumptions), the tensor transpose and bf16 at >= 90% of torch copy_; the gather at >= 95% of "
            f"its sector ceiling.\n"
            f"Kernels planned by `codegen.kernels.planner`, generated and proven (index expressions, "
            f"bank conflicts, every access in bounds) by `{data['command']}`.\n\n" + table(header, rows))
    body += ("\n\nEdge sizes (checked against torch, not timed):\n\n"
             + table(["case", "torch equivalent", "matches torch", "plan"], edges))
    if sanitized is not None:
        body += "\n\n" + sanitizer_line(sanitized)
    if extra:
        body += ("\n\nTile sweep for the planner's tiles (`TILE`): hand-made tiled plans, generated "
                 f"unverified by `{data.get('sweep_command', 'python benchmarks/bench_kernels.py sweep build/sweep.json')}`.\n\n"
                 + table(header, extra))
    publish(section, body, _command(), write)


def sanitizer_line(s: dict) -> str:
    """The report's line on the compute-sanitizer pass (``sanitize_kernels.py --summarize``)."""
    parts = [f"{tool}: {r['summary']} (exit code {r['rc']}; {r['checked']})" for tool, r in s.items()]
    return ("compute-sanitizer over the edge kernels (`python benchmarks/sanitize_kernels.py build/kernels.json` "
            "under each tool; exact-size allocations, each kernel run with aligned pointers, where it has a "
            "vector path with src misaligned, and where it is sheared with dst 3 elements off (allocated in front, "
            "checked untouched)): " + "; ".join(parts))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="step", required=True)
    g = sub.add_parser("generate")
    g.add_argument("out", type=Path)
    g.add_argument("--unverified", action="store_true")
    g.add_argument("--only", help="only the cases whose dtype is this (e.g. bfloat16)")
    s = sub.add_parser("sweep")
    s.add_argument("out", type=Path)
    s.add_argument("--realigned", action="store_true", help="only the realigned plans and one control")
    s.add_argument("--wrapped", action="store_true", help="only the wrapped plans and the planner's")
    s.add_argument("--words", action="store_true", help="only the word-wrapped plans and the controls")
    s.add_argument("--choice", action="store_true", help="the split symbolic bf16 kernels' tiles and the control")
    s.add_argument("--async", dest="cp_async", action="store_true", help="the word path by cp.async and the controls")
    s.add_argument("--tall", action="store_true", help="taller word-wrapped tiles, blocks looping over tiles")
    s.add_argument("--wide", action="store_true", help="8-byte src words in word-wrapped tiles and the controls")
    r = sub.add_parser("run")
    r.add_argument("manifest", type=Path)
    r.add_argument("--sweep", type=Path, help="a sweep manifest to time as a second table")
    r.add_argument("--sanitizer", type=Path, help="the summary of sanitize_kernels.py --summarize")
    r.add_argument("--no-write", action="store_true")
    r.add_argument("--section", default="Kernels (H200)", help="the RESULTS.md section to write")
    r.add_argument("--only", help="run only the manifest's cases whose dtype is this (e.g. bfloat16)")
    args = ap.parse_args()
    if args.step == "generate":
        generate(args.out, not args.unverified, args.only)
    elif args.step == "sweep" and args.wide:
        async_specs(args.out, SWEEP_WIDE, wide=True)
    elif args.step == "sweep" and (args.cp_async or args.tall):
        async_specs(args.out, SWEEP_TALL if args.tall else None)
    elif args.step == "sweep" and args.choice:
        choice_specs(args.out)
    elif args.step == "sweep" and args.words:
        words_specs(args.out)
    elif args.step == "sweep" and args.wrapped:
        wrapped_specs(args.out)
    elif args.step == "sweep":
        sweep_specs(args.out, args.realigned)
    else:
        run(args.manifest, args.sweep, args.sanitizer, not args.no_write, args.section, args.only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
