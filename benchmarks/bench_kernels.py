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
P, Q = 12345, 6789


def case(name: str, what: str, src: str, dst: str, dtype: str, ref: tuple, assume: tuple = (),
         values: "dict | None" = None, edge: bool = False, offset: int = 0, dst_offset: int = 0) -> dict:
    """A benchmark case: ``ref`` is the torch op and tensor shape; ``offset`` (``dst_offset``) shifts
    the src (dst) pointer by that many elements (misaligning its vectors)."""
    return {"case": name, "what": what, "src": src, "dst": dst, "dtype": dtype, "ref": ref,
            "assume": tuple(assume), "values": values or {}, "edge": edge, "offset": offset,
            "dst_offset": dst_offset}


def _t(m: int, n: int) -> tuple[str, str]:
    return f"({m},{n}):({n},1)", f"({m},{n}):(1,{m})"


SYM = ("(M,N):(N,1)", "(M,N):(1,M)")
CASES = [
    case("copy fp32", "plain copy 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):({N},1)", "float",
         ("copy", (M, N))),
    case("transpose fp32", "x.t().contiguous(), 16384x16384", *_t(M, N), "float", ("transpose", (M, N))),
    case("transpose fp32, src misaligned", "the same, src pointer + 4 bytes (scalar path)", *_t(M, N), "float",
         ("transpose", (M, N)), offset=1),
    case("transpose fp32 16383^2", "x.t().contiguous(), 16383x16383", *_t(M - 1, N - 1), "float",
         ("transpose", (M - 1, N - 1))),
    case("transpose fp32 12345x6789", "x.t().contiguous(), 12345x6789", *_t(P, Q), "float", ("transpose", (P, Q))),
    case("transpose fp32, symbolic M, N, no assumptions, 16384^2", "x.t().contiguous(), M = N = 16384", *SYM, "float",
         ("transpose", (M, N)), values={"M": M, "N": N}),
    case("transpose fp32, symbolic M, N, no assumptions, 16383^2", "x.t().contiguous(), M = N = 16383", *SYM, "float",
         ("transpose", (M - 1, N - 1)), values={"M": M - 1, "N": N - 1}),
    case("transpose fp32, symbolic M, N, assume 128 | M, 64 | N", "x.t().contiguous(), M = N = 16384", *SYM,
         "float", ("transpose", (M, N)), ("M % 128 == 0", "N % 64 == 0"), {"M": M, "N": N}),
    case("transpose bf16", "x.t().contiguous(), 16384x16384", *_t(M, N), "bfloat16", ("transpose", (M, N))),
    case("transpose bf16 16383^2", "x.t().contiguous(), 16383x16383", *_t(M - 1, N - 1), "bfloat16",
         ("transpose", (M - 1, N - 1))),
    case("transpose bf16 12345x6789", "x.t().contiguous(), 12345x6789", *_t(P, Q), "bfloat16", ("transpose", (P, Q))),
    case("transpose bf16, symbolic M, N, no assumptions, 16383^2", "x.t().contiguous(), M = N = 16383", *SYM,
         "bfloat16", ("transpose", (M - 1, N - 1)), values={"M": M - 1, "N": N - 1}),
    case("transpose bf16, symbolic M, N, no assumptions, 16384^2", "x.t().contiguous(), M = N = 16384", *SYM,
         "bfloat16", ("transpose", (M, N)), values={"M": M, "N": N}),
    case("transpose bf16 16383^2, src and dst misaligned", "the same, src + 2, dst + 6 bytes (odd rows)",
         *_t(M - 1, N - 1), "bfloat16", ("transpose", (M - 1, N - 1)), offset=1, dst_offset=3),
    case("tensor transpose fp32", f"x.permute(2,0,1).contiguous(), {B3}x{M3}x{N3}",
         f"({B3},{M3},{N3}):({M3 * N3},{N3},1)", f"({B3},{M3},{N3}):({M3},1,{B3 * M3})", "float",
         ("permute", (B3, M3, N3))),
    case("gather fp32", "x[:, ::2].contiguous(), 16384x16384", f"({M},{N // 2}):({N},2)",
         f"({M},{N // 2}):({N // 2},1)", "float", ("gather", (M, N))),
    *(case(f"edge: transpose fp32 {n}x{n}", f"x.t().contiguous(), {n}x{n}", *_t(n, n), "float",
           ("transpose", (n, n)), edge=True) for n in (1, 31, 33, 1000)),
    *(case(f"edge: transpose fp32, symbolic M, N = {m}, {n}", f"x.t().contiguous(), {m}x{n}", *SYM, "float",
           ("transpose", (m, n)), values={"M": m, "N": n}, edge=True)
      for m, n in ((1, 1), (31, 31), (33, 33), (1000, 1000), (1000, 33), (68, 132))),
    case("edge: transpose fp32, symbolic, src misaligned", "x.t().contiguous(), 68x132, src + 4 bytes", *SYM,
         "float", ("transpose", (68, 132)), values={"M": 68, "N": 132}, edge=True, offset=1),
    case("edge: tensor transpose fp32 3x40x50", "x.permute(2,0,1).contiguous(), 3x40x50",
         "(3,40,50):(2000,50,1)", "(3,40,50):(40,1,120)", "float", ("permute", (3, 40, 50)), edge=True),
    case("edge: transpose bf16 33x1000", "x.t().contiguous(), 33x1000", *_t(33, 1000), "bfloat16",
         ("transpose", (33, 1000)), edge=True),
    case("edge: transpose bf16 67x131", "x.t().contiguous(), 67x131 (sheared, dst pairs)", *_t(67, 131),
         "bfloat16", ("transpose", (67, 131)), edge=True),
    *(case(f"edge: transpose bf16, symbolic M, N = {m}, {n}", f"x.t().contiguous(), {m}x{n}", *SYM, "bfloat16",
           ("transpose", (m, n)), values={"M": m, "N": n}, edge=True, offset=off, dst_offset=doff)
      for m, n, off, doff in ((1, 1, 0, 0), (31, 33, 0, 0), (145, 77, 3, 5), (264, 136, 0, 0), (264, 136, 1, 0))),
    case("edge: transpose bf16 531x141", "x.t().contiguous(), 531x141 (wrapped: interior tiles too)",
         *_t(531, 141), "bfloat16", ("transpose", (531, 141)), edge=True),
    case("edge: tensor transpose bf16 3x67x131", "x.permute(2,0,1).contiguous(), 3x67x131",
         "(3,67,131):(8777,131,1)", "(3,67,131):(67,1,201)", "bfloat16", ("permute", (3, 67, 131)), edge=True),
]


def _concrete(text: str, values: dict):
    """The layout ``text`` with its names replaced by ``values``."""
    from cute_sym import parse
    for name, v in values.items():
        text = re.sub(rf"\b{name}\b", str(v), text)
    return parse(text)


def _spec_json(kernel, what: str, c: dict) -> dict:
    spec = kernel.launch_spec(c["values"])
    S, D = _concrete(c["src"], c["values"]), _concrete(c["dst"], c["values"])
    vector = bool(kernel.parts) and "v" in kernel.parts["paths"]
    return {**c, "ref": list(c["ref"]), "assume": list(c["assume"]), "src_elems": S.cosize(),
            "dst_elems": D.cosize(), "elements": S.size(), "plan": what, "vector_path": vector,
            "bounds": kernel.bounds.status if kernel.bounds else None, "spec": dataclasses.asdict(spec)}


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
        compile_cuda(k.source, name=f"{k.name}.cu")             # NVRTC here: fails early, fills the cache
        entries.append(_spec_json(k, what, c))
        print(f"{c['case']}: generated in {time.perf_counter() - start:.1f} s, index expressions "
              f"{proofs.count('proved')}/{len(proofs)} proved, banks {k.banks.status if k.banks else '-'}, "
              f"bounds {k.bounds.status if k.bounds else '-'}: {what}", flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


SWEEP = [  # (case, (TD, TS), threads, vector path (or its widths (src, dst)), shear A (0: none), blocks per SM
    #         (0: default), grid order, loads in flight per thread in a sheared load phase (0: default))
    *(("transpose fp32 12345x6789", tile, 256, False, 8, bps, (), inf)
      for tile, bps, inf in [((32, 128), 0, 0), ((32, 128), 8, 10), ((64, 64), 0, 0)]),
    *(("transpose fp32, symbolic M, N, no assumptions, 16383^2", tile, 256, True, 8, bps, (), inf)
      for tile, bps, inf in [((64, 64), 0, 0), ((64, 64), 0, 9), ((64, 64), 0, 6), ((64, 64), 6, 6),
                             ((64, 128), 0, 6)]),
    *(("transpose fp32, symbolic M, N, no assumptions, 16384^2", tile, 256, True, 8, bps, (), inf)
      for tile, bps, inf in [((64, 64), 0, 0), ((64, 64), 6, 6)]),
    *(("transpose bf16", tile, nt, True, 0, 0, (), 0)
      for tile, nt in [((64, 64), 256), ((64, 128), 256), ((128, 128), 512)]),
    *(("transpose bf16 16383^2", tile, nt, vec, 16, bps, (), inf)   # "dst pairs": the sheared dst pairs
      for tile, nt, vec, bps, inf in [((128, 64), 256, False, 0, 0), ((128, 64), 256, "dst pairs", 0, 0),
                                      ((128, 64), 256, False, 4, 36), ((128, 64), 256, "dst pairs", 0, 36),
                                      ((128, 64), 256, "dst pairs", 4, 36), ((128, 64), 256, "dst pairs", 3, 36),
                                      ((128, 64), 256, "dst pairs", 4, 18), ((64, 128), 256, "dst pairs", 4, 20),
                                      ((64, 128), 256, "dst pairs", 3, 40), ((32, 256), 256, False, 4, 24),
                                      ((128, 64), 256, "dst pairs", 5, 36), ((128, 128), 256, "dst pairs", 2, 72)]),
    # issue 14, fifth round: "pairs" = src pairs by row parity and dst pairs; the same sheared plans at 16384^2
    # (every src row even-aligned) tell the rows' alignment from the 2-byte access width
    *((name, tile, 256, vec, 16, bps, (), inf)
      for name in ("transpose bf16 16383^2", "transpose bf16")
      for tile, vec, bps, inf in [((128, 64), "dst pairs", 4, 36), ((128, 64), "pairs", 4, 36),
                                  ((64, 128), "pairs", 4, 40), ((128, 64), "pairs", 0, 0)]),
    *(("tensor transpose fp32", (64, 64), 256, True, 0, 0, order, 0) for order in [(0, 2), (2, 0)]),
    *(("transpose fp32", tile, 256, vec, shear, 0, (), 0)      # rows aligned: which side's vectors matter
      for tile, vec, shear in [((64, 64), False, 0), ((64, 64), (4, 1), 0), ((64, 64), (1, 4), 0),
                               ((32, 128), False, 8)]),
]
"""The tiled plans ``sweep`` generates, to choose the planner's tiles (benchmarks/RESULTS.md)."""

SWEEP_REALIGNED = [  # issue 24: realigned bf16 plans (case, (TD, TS), threads, shear A, blocks per SM,
    #                  loads in flight (0: all), with the tiled plan's 16-byte vector path for aligned launches)
    *(("transpose bf16 16383^2", tile, nt, A, bps, g, False)
      for tile, nt, A, bps, g in [((128, 64), 256, 16, 4, 3), ((128, 64), 256, 16, 4, 2), ((128, 64), 256, 16, 3, 0),
                                  ((64, 64), 256, 16, 4, 0), ((64, 128), 256, 16, 4, 0), ((64, 128), 256, 16, 3, 0),
                                  ((128, 128), 256, 16, 3, 3), ((64, 64), 128, 16, 8, 0), ((64, 64), 256, 8, 4, 0),
                                  ((64, 128), 256, 8, 4, 0)]),
    *((name, tile, 256, 16, 4, 0, vec)
      for name in ("transpose bf16, symbolic M, N, no assumptions, 16383^2",
                   "transpose bf16, symbolic M, N, no assumptions, 16384^2")
      for tile, vec in [((64, 64), False), ((64, 128), False), ((64, 128), True)]),
    *(("transpose bf16 12345x6789", tile, 256, 16, 4, 0, False) for tile in [(64, 64), (64, 128)]),
]
"""Realigned plans (:mod:`codegen.kernels.realigned`) ``sweep`` generates beside :data:`SWEEP`."""
SWEEP_CONTROL = [("transpose bf16 16383^2", (128, 64), 256, "dst pairs", 16, 4, (), 36)]
"""``sweep --realigned``: the realigned plans and, as the control, issue 14's fastest bf16 16383^2 plan."""


def sweep_specs(out: Path, realigned_only: bool = False) -> None:
    """Hand-made tiled plans (:data:`SWEEP`: tile, threads, vector path or not, shear, blocks per
    multiprocessor, the order of the grid's modes, loads in flight), generated unverified, to
    choose the planner's tiles."""
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    from codegen.kernels.plan import Staging
    from codegen.kernels.planner import paired_staging
    from codegen.kernels.smem import conflict_free
    from codegen.kernels.tiles import TiledPlan
    from codegen.nvrtc import compile_cuda
    from codegen.kernels import planner
    by_name = {c["case"]: c for c in CASES}
    entries = []
    realign, planner.REALIGN = planner.REALIGN, False      # SWEEP varies the tiled plans' own paths
    for name, (td, ts), nt, vec, shear, bps, order, inf in (SWEEP_CONTROL if realigned_only else SWEEP):
        c = by_name[name]
        S, D = parse(c["src"]), parse(c["dst"])
        base = copy_kernel(S, D, c["dtype"], verify=False).plan
        eb = base.scalar.elem_bytes
        scalar = conflict_free(Staging((td, ts), 1, 1, eb, nt), eb)
        src_pairs = vec != "dst pairs"
        if vec in ("pairs", "dst pairs"):       # the planner's dst pairs (and src pairs) on a sheared scalar path
            scalar, vec = paired_staging(scalar, shear, eb, base.modes.dst[base.q]), False
        vs, vd = vec if isinstance(vec, tuple) else (16 // eb, 16 // eb)
        vector = conflict_free(Staging((td, ts), vs, vd, eb, nt), eb) if vec else None
        exact = base.exact and base.modes.shape[base.q] % td == 0 and base.modes.shape[base.p] % ts == 0
        plan = TiledPlan(base.modes, base.q, base.p, scalar, vector, exact and not shear, order or base.order, bps,
                         shear, inf, src_pairs)
        k = copy_kernel(S, D, c["dtype"], plan, verify=False)
        compile_cuda(k.source, name=f"{k.name}.cu")
        pairs = (" src and dst pairs" if plan.src_paired else " dst pairs") if plan.paired else ""
        what = (f"tiled ({td},{ts}), {nt} threads, {f'vectors {vs}/{vd} + ' if vec else ''}scalar{pairs} (pad {scalar.pad}), "
                f"shear {shear}, {bps or 'default'} blocks/SM, grid order {plan.order}"
                + (f", {inf} loads in flight" if inf else ""))
        entries.append(_spec_json(k, what, c))
        print(name, what, flush=True)
    planner.REALIGN = realign
    from codegen.kernels.realigned import RealignedPlan
    for name, (td, ts), nt, A, bps, g, vec in SWEEP_REALIGNED:
        c = by_name[name]
        S, D = parse(c["src"]), parse(c["dst"])
        base = copy_kernel(S, D, c["dtype"], verify=False).plan
        base = base.tiled if isinstance(base, RealignedPlan) else base
        vector = conflict_free(Staging((td, ts), 8, 8, 2, nt), 2) if vec else None
        tiled = TiledPlan(base.modes, base.q, base.p, Staging((td, ts), 1, 1, 2, nt, None, 1), vector, False,
                          base.order, shear=A)
        k = copy_kernel(S, D, c["dtype"], RealignedPlan(tiled, bps, g), verify=False)
        compile_cuda(k.source, name=f"{k.name}.cu")
        what = (f"realigned ({td},{ts}), {nt} threads, shear {A}, {bps} blocks/SM, "
                f"{g or 'all'} loads in flight{', 16-byte vector path when aligned' if vec else ''}")
        entries.append(_spec_json(k, what, c))
        print(name, what, flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


SWEEP_WRAPPED = [  # issue 24: wrapped bf16 plans (case, TS, threads, blocks per SM, load steps in flight (0: all),
    #                the 16-byte vector path for aligned launches)
    *((name, ts, nt, bps, g, False)
      for name in ("transpose bf16 16383^2", "transpose bf16 12345x6789",
                   "transpose bf16, symbolic M, N, no assumptions, 16383^2")
      for ts, nt, bps, g in [(64, 256, 5, 3), (64, 256, 4, 0), (128, 512, 3, 2)]),
    *(("transpose bf16, symbolic M, N, no assumptions, 16384^2", ts, nt, bps, g, True)
      for ts, nt, bps, g in [(64, 256, 5, 3), (128, 512, 3, 2)]),
]
"""Wrapped plans (:mod:`codegen.kernels.wrapped`) ``sweep --wrapped`` generates, after the planner's
plan of each case as the control."""


def _controls(sweep: list, switch: str, label: str) -> list:
    """The spec of the planner's plan of each case of ``sweep`` with ``planner.<switch>`` off (the
    control a sweep's variants are compared with), compiled, unverified."""
    from cute_sym import parse
    from codegen.kernels import planner
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    by_name = {c["case"]: c for c in CASES}
    entries = []
    for name in dict.fromkeys(n for n, *_ in sweep):
        c = by_name[name]
        saved = getattr(planner, switch)
        setattr(planner, switch, False)
        try:
            k = copy_kernel(parse(c["src"]), parse(c["dst"]), c["dtype"], verify=False)
        finally:
            setattr(planner, switch, saved)
        compile_cuda(k.source, name=f"{k.name}.cu")
        entries.append(_spec_json(k, label + k.source.splitlines()[2].removeprefix("// plan: ")[:90], c))
    return entries


def wrapped_specs(out: Path) -> None:
    """The planner's plans of the cases of :data:`SWEEP_WRAPPED` and the wrapped variants, unverified."""
    from cute_sym import parse
    from codegen.kernels.copy import copy_kernel
    from codegen.kernels.plan import Staging
    from codegen.kernels.smem import conflict_free
    from codegen.kernels.tiles import TiledPlan
    from codegen.kernels.wrapped import WrappedPlan
    from codegen.nvrtc import compile_cuda
    by_name = {c["case"]: c for c in CASES}
    entries = _controls(SWEEP_WRAPPED, "WRAP", "planner: ")      # the planner's plans before wrapping
    for name, ts, nt, bps, g, vec in SWEEP_WRAPPED:
        c = by_name[name]
        S, D = parse(c["src"]), parse(c["dst"])
        base = copy_kernel(S, D, c["dtype"], verify=False).plan
        base = getattr(base, "tiled", base)
        vector = conflict_free(Staging((256, ts), 8, 8, 2, nt), 2) if vec else None
        tiled = TiledPlan(base.modes, base.q, base.p, Staging((256, ts), 1, 1, 2, nt, None, 1), vector, False,
                          base.order, shear=16)
        k = copy_kernel(S, D, c["dtype"], WrappedPlan(tiled, bps, g), verify=False)
        compile_cuda(k.source, name=f"{k.name}.cu")
        what = (f"wrapped (256,{ts}), {nt} threads, {bps} blocks/SM, {g or 'all'} load steps in flight"
                + (", 16-byte vector path when aligned" if vec else ""))
        entries.append(_spec_json(k, what, c))
        print(name, what, flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


SWEEP_WORDS = [  # issue 24: word-wrapped bf16 plans (case, (TD, TS), threads, blocks per SM)
    *(("transpose bf16 16383^2", tile, nt, bps)
      for tile, nt, bps in [((128, 128), 256, 3), ((128, 64), 256, 4), ((64, 128), 256, 3), ((64, 128), 128, 8),
                            ((64, 128), 256, 5), ((128, 128), 512, 2)]),
    *(("transpose bf16 12345x6789", tile, nt, bps) for tile, nt, bps in [((128, 128), 256, 3), ((128, 64), 256, 4)]),
    *(("transpose bf16, symbolic M, N, no assumptions, 16383^2", tile, nt, bps)
      for tile, nt, bps in [((128, 64), 256, 4), ((128, 128), 512, 2)]),
]
"""Word-wrapped plans (:mod:`codegen.kernels.words`) ``sweep --words`` generates, after the plans of
each case with ``planner.WORDS`` off (the sheared one-element path, the control)."""


def words_specs(out: Path) -> None:
    """The controls (``planner.WORDS`` off) and the word-wrapped variants of :data:`SWEEP_WORDS`, unverified."""
    from cute_sym import parse
    from codegen.kernels import planner
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    by_name = {c["case"]: c for c in CASES}
    entries = _controls(SWEEP_WORDS, "WORDS", "planner, words off: ")
    for name, tile, nt, bps in SWEEP_WORDS:
        c = by_name[name]
        words, planner.WORDS_TILE = planner.WORDS_TILE, (*tile, nt, bps)
        k = copy_kernel(parse(c["src"]), parse(c["dst"]), c["dtype"], verify=False)
        planner.WORDS_TILE = words
        assert k.plan.worded, name
        compile_cuda(k.source, name=f"{k.name}.cu")
        entries.append(_spec_json(k, f"words {tile}, {nt} threads, {bps} blocks/SM", c))
        print(name, entries[-1]["plan"], flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


def _command() -> str:
    return "python " + " ".join(sys.argv)


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
    spec = LaunchSpec(**{**entry["spec"], "args": tuple(entry["spec"]["args"])})
    kernel = LoadedKernel(spec)
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
    res = kernel.resources()
    plan = f"{entry['plan']}; {res['registers']} registers, {res['local_bytes']} B local"
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
