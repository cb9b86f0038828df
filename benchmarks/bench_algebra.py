"""Time each layout-algebra op beside pycute on one corpus; write the "Algebra (CPU, vs pycute)"
section of RESULTS.md.

Run: ``python -m benchmarks.bench_algebra`` (``--quick``: fewer rounds; ``--only a,b``: the ops
whose names contain ``a`` or ``b``; either leaves RESULTS.md untouched).

pycute (``nvidia-cutlass==4.2.0.0``) is the peer.  It is pure Python, but its distribution
requires ``cuda-python``, whose releases either pin ``cuda-bindings~=13.4`` (against our
``cuda-bindings==13.5.0``) or ship their own ``cuda/bindings`` over ours, so install it without
dependencies: ``pip install --no-deps -r benchmarks/requirements-bench.txt``.  Without it the
pycute columns say ``-``.

Both libraries get the same inputs: each op's cases are argument tuples of cute_sym values,
converted leaf for leaf into ``pycute.Layout``s.  An op is timed on the cases both accept
(pycute asserts on some, cute_sym raises a named error on others: a composition that no layout
represents, which pycute answers wrongly); the table counts them.  Each round times the
cases for cute_sym, then for pycute; the figure is the best round, per call.  No result is
cached between calls: every call computes its answer from fresh inputs.
"""
from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from benchmarks._results import command_line, table, write_section
from cute_sym import (CuteError, Layout, blocked_product, coalesce, collecting, complement, composition,
                      left_inverse, logical_divide, logical_product, max_common_vector, parse, raked_product,
                      right_inverse, sym, zipped_divide)

try:
    import pycute
except ImportError:                                    # the bench extra is not installed
    pycute = None

SECTION = "Algebra (CPU, vs pycute)"
REPEATS = 9
QUICK_REPEATS = 3
MIN_ROUND_S = 0.02                                     # repeat the cases within a round to at least this

LAYOUTS = [parse(t) for t in (
    "(4,8):(1,4)", "(4,8):(8,1)", "((2,2),(4,2)):((1,8),(2,16))", "(3,7,5):(5,15,1)",
    "(8,8):(1,9)", "((4,2),(2,4)):((2,16),(1,8))", "(4,6,8,10):(2,3,5,7)", "(128,64):(64,1)",
    "((8,4),(4,2)):((4,128),(1,32))", "(16,(4,8)):(32,(1,512))",
)]
TILERS = [parse(t) for t in ("8:1", "4:2", "(2,4):(1,8)", "(4,2):(8,1)")]
TV = parse("((4,8),2):((16,1),8)")
DATA_8x8 = [parse(t) for t in ("(8,8):(1,8)", "(8,8):(8,1)", "(8,8):(1,9)", "((4,2),(2,4)):((2,16),(1,8))")]
M, N, K = sym("M"), sym("N"), sym("K")


def _random_layout(rng: random.Random, compact: bool) -> Layout:
    """A seeded random static layout: rank 1-3, a mode nested with chance 1/3, extents 1-8; strides
    compact (a permutation of the column-major strides) or drawn from 0-64."""
    def extent() -> Any:
        return tuple(rng.choice((1, 2, 2, 4, 3, 8)) for _ in range(2)) if rng.random() < 1 / 3 else \
            rng.choice((1, 2, 2, 4, 4, 3, 8, 6))
    shape = tuple(extent() for _ in range(rng.randint(1, 3)))
    flat = [s for m in shape for s in (m if isinstance(m, tuple) else (m,))]
    if compact:
        order = list(range(len(flat)))
        rng.shuffle(order)
        strides, acc = [0] * len(flat), 1
        for i in order:
            strides[i], acc = acc, acc * flat[i]
    else:
        strides = [rng.choice((0, 1, 2, 3, 4, 8, 16, 32, 64)) for _ in flat]
    it = iter(strides)
    stride = tuple(tuple(next(it) for _ in m) if isinstance(m, tuple) else next(it) for m in shape)
    return Layout(shape[0], stride[0]) if len(shape) == 1 and rng.random() < 0.5 else Layout(shape, stride)


_RNG = random.Random(12)
RANDOM = [_random_layout(_RNG, compact=k % 2 == 0) for k in range(40)]
CORPUS = LAYOUTS + RANDOM
RANDOM_TILERS = [_random_layout(_RNG, compact=True) for _ in range(10)]


# --- the two libraries on the same inputs --------------------------------------------------------

def to_pycute(x: Any) -> Any:
    """The pycute value of a cute_sym argument: a Layout leaf for leaf, tuples by element."""
    if isinstance(x, Layout):
        return pycute.Layout(x.shape, x.stride)
    if isinstance(x, tuple):
        return tuple(to_pycute(e) for e in x)
    return x


def _text(x: Any) -> str:
    """One spelling of a result of either library (pycute prints ``(4, 8):(1, 4)``)."""
    if isinstance(x, tuple):
        return "(" + ",".join(_text(e) for e in x) + ")"
    if pycute is not None and isinstance(x, pycute.Layout):
        return f"{_text(x.shape)}:{_text(x.stride)}"
    if isinstance(x, Layout):
        return f"{_text(x.shape)}:{_text(x.stride)}"
    return str(x)


@dataclass
class Case:
    """One row: ``ours(*args)`` beside ``peer(*to_pycute(args))`` over the argument tuples."""

    name: str
    ours: Callable[..., Any]
    args: list[tuple]
    peer: "Callable[..., Any] | None" = None
    note: str = ""
    kept: list[tuple] = field(default_factory=list)
    peer_args: list[tuple] = field(default_factory=list)
    refused: dict = field(default_factory=dict)
    same: int = 0

    def select(self) -> None:
        """Keep the cases both libraries accept; count refusals and equal answers."""
        self.refused = {"cute_sym": 0, "pycute": 0}
        for args in self.args:
            try:
                mine = self.ours(*args)
            except CuteError:                          # a named refusal
                self.refused["cute_sym"] += 1
                mine = None
            if self.peer is None:
                if mine is not None:
                    self.kept.append(args)
                continue
            theirs_args = tuple(to_pycute(a) for a in args)
            try:
                theirs = self.peer(*theirs_args)
            except Exception:                          # pycute asserts (or fails) on it
                self.refused["pycute"] += 1
                continue
            if mine is None:
                continue
            self.kept.append(args)
            self.peer_args.append(theirs_args)
            self.same += _text(mine) == _text(theirs)


def _time(fn: Callable[..., Any], cases: list[tuple], reps: int) -> float:
    """CPU seconds of ``reps`` passes over ``cases`` (process time: other load on the machine
    does not count)."""
    start = time.process_time()
    for _ in range(reps):
        for args in cases:
            fn(*args)
    return time.process_time() - start


def measure(case: Case, repeats: int) -> tuple[float, "float | None"]:
    """Best per-call seconds of cute_sym and of pycute, rounds interleaved."""
    n = len(case.kept)
    reps = max(1, int(MIN_ROUND_S / max(_time(case.ours, case.kept, 1), 1e-6)))
    best, best_peer = float("inf"), float("inf")
    for _ in range(repeats):
        best = min(best, _time(case.ours, case.kept, reps))
        if case.peer is not None:
            best_peer = min(best_peer, _time(case.peer, case.peer_args, reps))
    per = reps * n
    return best / per, (best_peer / per if case.peer is not None else None)


def _symbolic_composition() -> Any:
    with collecting():
        return composition(Layout((M, N), (1, K)), Layout((4, 8), (2, M)))


def _construct(shape: Any, stride: Any) -> Any:
    return Layout(shape, stride)


def _construct_peer(shape: Any, stride: Any) -> Any:
    return pycute.Layout(shape, stride)


def cases() -> list[Case]:
    p = pycute
    pairs = [(a, b) for a in CORPUS for b in TILERS + RANDOM_TILERS]
    blocked = parse("(2,3):(1,2)")
    return [
        Case("Layout(shape, stride)", _construct, [(x.shape, x.stride) for x in CORPUS],
             p and _construct_peer, "validated (leaves, congruence); pycute stores the tuples"),
        Case("coalesce", coalesce, [(x,) for x in CORPUS], p and p.coalesce),
        Case("composition (Table 4)", composition, [(a, TV) for a in DATA_8x8], p and p.composition),
        Case("composition (corpus x tilers)", composition, pairs, p and p.composition,
             "cute_sym refuses the pairs no layout represents (pycute answers them, wrongly)"),
        Case("complement", complement, [(x, 4 * x.cosize()) for x in CORPUS], p and p.complement),
        Case("right_inverse", right_inverse, [(x,) for x in CORPUS], p and p.right_inverse),
        Case("left_inverse", left_inverse, [(x,) for x in CORPUS], p and p.left_inverse,
             "the paper's mixed radix; pycute's right_inverse((L, L*)) differs"),
        Case("logical_product", logical_product, pairs, p and p.logical_product),
        Case("logical_divide", logical_divide, pairs, p and p.logical_divide),
        Case("zipped_divide (by mode)", zipped_divide, [(x, (2, 2)) for x in CORPUS if len(x) >= 2],
             p and p.zipped_divide),
        Case("blocked_product", blocked_product, [(x, blocked) for x in LAYOUTS]),
        Case("raked_product", raked_product, [(x, blocked) for x in LAYOUTS]),
        Case("max_common_vector", max_common_vector, [(a, b) for a in DATA_8x8 for b in DATA_8x8]),
        Case("composition (symbolic)", _symbolic_composition, [()]),
    ]


def _fmt(x: "float | None", digits: int = 2) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else None
    rows = []
    for case in cases():
        if only and not any(o in case.name for o in only):
            continue
        case.select()
        ours, theirs = measure(case, QUICK_REPEATS if quick else REPEATS)
        both = f"{len(case.kept)} of {len(case.args)}"
        refused = ", ".join(f"{k} {v}" for k, v in case.refused.items() if v) or "-"
        same = f"{case.same}" if case.peer is not None else "-"
        rows.append([case.name, both, refused, same, _fmt(ours * 1e6), _fmt(theirs and theirs * 1e6),
                     _fmt(theirs and ours / theirs), case.note])
        print(*rows[-1][:7], sep=" | ", flush=True)
    body = table(["op", "cases timed", "refused", "same answer", "cute_sym µs per call", "pycute µs per call",
                  "cute_sym / pycute", "note"], rows)
    peer = ("pycute from nvidia-cutlass==4.2.0.0" if pycute is not None else
            "pycute not installed (`pip install --no-deps -r benchmarks/requirements-bench.txt`): no pycute columns")
    intro = (f"Peer: {peer}. Corpus: {len(LAYOUTS)} hand-written layouts and {len(RANDOM)} seeded random "
             f"static ones (`random.Random(12)`), tilers {len(TILERS)} + {len(RANDOM_TILERS)}. 'cases timed': "
             "the cases both libraries accept (an op without a pycute counterpart: every case cute_sym accepts); "
             "'refused': cases a library raises on (pycute's asserts; cute_sym's named errors); 'same answer': "
             "timed cases where both print the same layout. Times: CPU time (`time.process_time`), best of "
             f"{QUICK_REPEATS if quick else REPEATS} interleaved rounds, per call; nothing cached between calls. "
             "Where the answers differ, both are the same function on B's domain or cute_sym's is the documented "
             "choice (DEVELOPERS.md, \"Semantics choices\"): A is coalesced keeping its function past |A| (a "
             "trailing size-1 mode stays), a size-1 mode's stride is 0, `left_inverse` is the paper's mixed radix, "
             "`right_inverse` is the largest one (pycute's stops at a stride-0 mode: `(8,6):(0,1)` gives `1:0`, "
             "cute_sym `6:8`). `Layout(shape, stride)` checks the construction rules "
             "(positive extents, congruence, leaf kinds), which pycute leaves to later asserts.")
    if quick or only:
        print(body)
        return
    write_section(SECTION, intro + "\n\n" + body, command_line())


if __name__ == "__main__":
    main(sys.argv[1:])
