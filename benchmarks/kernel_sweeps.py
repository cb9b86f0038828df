"""Hand-made variants of the copy kernels that ``bench_kernels.py sweep`` generates (unverified), to
choose the planner's tiles and paths (benchmarks/RESULTS.md)."""
from __future__ import annotations

import json
from pathlib import Path

from benchmarks.kernel_cases import CASES, _command, _spec_json


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


def _controls(sweep: list, switch: str, label: str, module=None) -> list:
    """The spec of the planner's plan of each case of ``sweep`` with ``<module>.<switch>`` off (the
    control a sweep's variants are compared with; ``module``: ``codegen.kernels.planner`` unless
    given), compiled, unverified."""
    from cute_sym import parse
    from codegen.kernels import planner as default
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    by_name = {c["case"]: c for c in CASES}
    entries = []
    for name in dict.fromkeys(n for n, *_ in sweep):
        c = by_name[name]
        planner = module or default
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



SWEEP_CHOICE = [  # issue 24: the split symbolic bf16 kernels (case, which kernel, (TD, TS), threads, blocks per SM)
    *(("transpose bf16, symbolic M, N, no assumptions, 16383^2", "words", tile, nt, bps)
      for tile, nt, bps in [((64, 256), 512, 3), ((64, 256), 256, 4), ((128, 256), 512, 2), ((128, 128), 512, 2)]),
    *(("transpose bf16, symbolic M, N, no assumptions, 16384^2", "aligned", tile, nt, bps)
      for tile, nt, bps in [((64, 128), 512, 0), ((64, 128), 256, 4)]),
    *((name, "static words", tile, nt, bps) for name in ("transpose bf16 16383^2", "transpose bf16 12345x6789")
      for tile, nt, bps in [((64, 256), 512, 3), ((64, 256), 256, 4)]),
]
"""Variants of the launch-time choice's two kernels (:mod:`codegen.kernels.choice`) and of the static
word-wrapped plans (the same word path) that ``sweep --choice`` generates, after the controls."""


def choice_specs(out: Path) -> None:
    """The controls (``choice.SPLIT`` off: one kernel with both paths) and the variants of
    :data:`SWEEP_CHOICE`: the word kernel over another ``planner.WORDS_TILE``, the aligned kernel over
    another ``choice.ALIGNED_TILE`` (the other kernel of the pair as the planner makes it), unverified."""
    from cute_sym import parse
    from codegen.kernels import choice, planner
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    by_name = {c["case"]: c for c in CASES}
    entries = _controls([s for s in SWEEP_CHOICE if s[1] != "static words"], "SPLIT", "one kernel, both paths: ", choice)
    saved = planner.WORDS_TILE, choice.ALIGNED_TILE
    for name, which, tile, nt, bps in SWEEP_CHOICE:
        c = by_name[name]
        if which == "aligned":
            choice.ALIGNED_TILE = (*tile, nt, bps)
        else:
            planner.WORDS_TILE = (*tile, nt, bps)
        try:
            k = copy_kernel(parse(c["src"]), parse(c["dst"]), c["dtype"], verify=False)
        finally:
            planner.WORDS_TILE, choice.ALIGNED_TILE = saved
        assert k.plan.worded and (k.aligned is not None) == (which != "static words"), name
        for each in filter(None, (k, k.aligned)):
            compile_cuda(each.source, name=f"{each.name}.cu")
        entries.append(_spec_json(k, f"{which} {tile}, {nt} threads, {bps or 'default'} blocks/SM", c))
        print(name, entries[-1]["plan"], flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))


SWEEP_ASYNC = [  # issue 24: the word path's loads by cp.async (case, cp.async, (TD, TS), threads, blocks per SM,
    #              grid y divided by: each block loops over that many tiles)
    *((name, a, tile, nt, bps, 1)
      for name in ("transpose bf16 16383^2", "transpose bf16 12345x6789",
                   "transpose bf16, symbolic M, N, no assumptions, 16383^2")
      for a, tile, nt, bps in [(False, (64, 128), 256, 4), (True, (64, 128), 256, 4), (True, (64, 128), 256, 6),
                               (True, (64, 128), 256, 8), (True, (128, 128), 512, 3), (True, (64, 128), 512, 4)]),
]
"""Word-wrapped plans whose loads go by ``cp.async`` (``words.ASYNC``) over other tiles and blocks per
multiprocessor (``planner.WORDS_TILE``), each case first as the planner makes it without (the control);
``sweep --async`` generates them, unverified."""
SWEEP_TALL = [  # issue 24: taller word-wrapped tiles (less of the shear re-read) and blocks that loop over tiles
    *((name, False, tile, nt, bps, div)
      for name in ("transpose bf16 16383^2", "transpose bf16 12345x6789",
                   "transpose bf16, symbolic M, N, no assumptions, 16383^2")
      for tile, nt, bps, div in [((64, 128), 256, 4, 1), ((64, 128), 256, 4, 2), ((64, 128), 256, 4, 4),
                                 ((256, 64), 512, 2, 1), ((256, 128), 512, 2, 1), ((128, 128), 256, 4, 1)]),
]
"""``sweep --tall``: word-wrapped tiles of 128 and 256 rows, and the planner's tile launched with a grid
y extent divided by 2 and 4 (each block copies as many tiles in turn: the kernel's loop over ``r``)."""


SWEEP_WIDE = [  # issue 24: 8-byte src words (case, 8-byte words, (TD, TS), threads, blocks per SM, grid y divisor)
    *((name, w, tile, nt, bps, 1)
      for name in ("transpose bf16 16383^2", "transpose bf16 12345x6789",
                   "transpose bf16, symbolic M, N, no assumptions, 16383^2")
      for w, tile, nt, bps in [(False, (64, 128), 256, 4), (True, (64, 128), 256, 4), (True, (64, 128), 512, 3),
                               (True, (128, 128), 512, 2), (True, (64, 256), 512, 3)]),
]
"""``sweep --wide``: word-wrapped plans with 8-byte src words (``planner.WORDS_WIDE``,
:mod:`codegen.kernels.words8`) over the planner's tile and others, each case first as the planner makes
it (4-byte words, the control)."""


def async_specs(out: Path, sweep: "list | None" = None, wide: bool = False) -> None:
    """The kernels of :data:`SWEEP_ASYNC` (or ``sweep``), unverified; ``wide``: the sweep's flag is
    ``planner.WORDS_WIDE`` (8-byte src words) instead of ``words.ASYNC``."""
    from cute_sym import parse
    from codegen.kernels import planner, words
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    by_name = {c["case"]: c for c in CASES}
    entries = []
    saved = planner.WORDS_TILE, planner.WORDS_WIDE_TILE, words.ASYNC, planner.WORDS_WIDE
    for name, a, tile, nt, bps, div in sweep or SWEEP_ASYNC:
        c = by_name[name]
        planner.WORDS_TILE = planner.WORDS_WIDE_TILE = (*tile, nt, bps)
        words.ASYNC, planner.WORDS_WIDE = (False, a) if wide else (a, False)
        try:
            k = copy_kernel(parse(c["src"]), parse(c["dst"]), c["dtype"], verify=False)
        finally:
            planner.WORDS_TILE, planner.WORDS_WIDE_TILE, words.ASYNC, planner.WORDS_WIDE = saved
        assert k.plan.worded and ("cute_cp4(" in k.source) == (a and not wide), name
        assert (k.plan.word_bytes == 8) == (a and wide), name
        compile_cuda(k.source, name=f"{k.name}.cu")
        flag = (", 8-byte words" if wide else ", cp.async") if a else ""
        entry = _spec_json(k, f"words {tile}, {nt} threads, {bps} blocks/SM{flag}"
                              + (f", grid y / {div}" if div > 1 else ""), c)
        entry["spec"]["blocks_y"] = -(-entry["spec"]["blocks_y"] // div)
        entries.append(entry)
        print(name, entries[-1]["plan"], entry["spec"]["blocks_y"], flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"command": _command(), "kernels": entries}, indent=1))
