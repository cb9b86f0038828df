"""Symbolic composition with the solver as decision oracle, beside the heuristic.

For each case ``A o B`` under assumptions:

* heuristic: ``with_conditions`` (no oracle) records the facts it guessed, then
  ``discharge`` proves them -- "unproven" when one is false or unknown;
* oracle: ``under_assumptions(composition, ...)`` with a ``SolverOracle`` (2 s a fact):
  the facts asked, how many stayed undecided (recorded), the time; then the time of
  ``prove_composition`` validating ``R = A o B`` for all parameter values.

Then a seeded random corpus of symbolic compositions: how often each way gives a layout.

Run: ``python benchmarks/bench_oracle.py`` (``--quick``: no validation, a smaller corpus).
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402
from cute_sym import Dyn, Layout, composition, sym, with_conditions  # noqa: E402
from cute_sym.errors import CuteError  # noqa: E402
from solver.discharge import discharge, under_assumptions  # noqa: E402
from solver.prove import prove_composition  # noqa: E402
from solver.symbols import show  # noqa: E402

M, N, K = sym("M"), sym("N"), sym("K")


def part(x, k):
    return Dyn(32, x.expr / k)


CASES = [
    (Layout((M, N), (N, 1)), Layout((4, (part(M, 4), N)), (1, (4, M))), ["M % 4 == 0"]),
    (Layout((M, N), (1, M)), Layout((4, (part(M, 4), N)), (1, (4, M))), ["M % 4 == 0"]),
    (Layout((M, N), (N, 1)), Layout(((8, 4), (part(N, 8), part(M, 4))), ((M, 1), (8 * M, 4))),
     ["M % 4 == 0", "N % 8 == 0"]),
    (Layout((M, N, 3), (3 * N, 3, 1)), Layout((2, (part(M, 2), N, 3)), (1, (2, M, M * N))),
     ["M % 2 == 0"]),
    (Layout((M, N), (1, K)), Layout(4, 1), ["M % 4 == 0"]),
    (Layout((M, N), (1, K)), Layout(4, 1), ["M <= 2"]),
    (Layout((M, N), (1, K)), Layout((4, 8), (2, M)), ["M % 8 == 0"]),
]


def heuristic(A, B, assume) -> tuple:
    start = time.perf_counter()
    try:
        R, conds = with_conditions(composition, A, B)
    except CuteError as e:
        return "error", 0, time.perf_counter() - start, str(e)
    proofs = discharge(conds, assume)
    ok = all(p.proved for p in proofs)
    return ("layout" if ok else "unproven"), len(conds), time.perf_counter() - start, show(R)


def with_oracle(A, B, assume) -> tuple:
    start = time.perf_counter()
    try:
        out = under_assumptions(composition, A, B, assume=assume)
    except CuteError as e:
        return "error", 0, 0, time.perf_counter() - start, None, str(e)
    return ("layout", len(out.proofs), len(out.conditions), time.perf_counter() - start, out.value,
            show(out.value))


def corpus(n: int, seed: int = 7) -> list:
    rng = random.Random(seed)
    menu = ["M % 4 == 0", "N % 2 == 0", "M >= 8", "N <= 3", "M % 8 == 0"]
    out = []
    for _ in range(n):
        assume = rng.sample(menu, rng.randint(0, 2))
        shape = tuple(rng.choice([M, N, 2, 3, 4]) for _ in range(rng.randint(2, 3)))
        A = Layout(shape) if rng.random() < 0.5 else Layout(shape, tuple(
            rng.choice([0, 1, 2, M, N, 2 * M, M * N]) for _ in shape))
        parts = [M, N, 2, 4] + ([part(M, 4)] if any("M %" in a for a in assume) else [])
        b = [rng.choice(parts) for _ in range(rng.randint(1, 3))]
        out.append((A, Layout(tuple(b), tuple(rng.choice([0, 1, 2, 4, M, N]) for _ in b)), assume))
    return out


def main() -> None:
    quick = "--quick" in sys.argv
    rows = []
    for A, B, assume in CASES:
        h, hconds, ht, htext = heuristic(A, B, assume)
        o, proofs, recorded, ot, R, otext = with_oracle(A, B, assume)
        check = "-"
        if R is not None and not quick:
            p = prove_composition(A, B, R, assume=assume, timeout=30)
            check = f"{p.status} ({p.backend}, {p.seconds:.2f} s)"
        rows.append([f"`{show(A)} o {show(B)}`", "; ".join(assume),
                     f"{h}: `{htext}` ({hconds} cond., {ht:.2f} s)", f"`{otext}`", proofs, recorded,
                     f"{ot:.2f}", check])
    body = table(["A o B", "assume", "heuristic + discharge", "oracle result", "facts proved", "recorded",
                  "oracle s", "R = A o B proof"], rows)
    stats = {"heuristic": 0, "oracle": 0, "both": 0}
    cases = corpus(60 if quick else 200)
    start = time.perf_counter()
    for A, B, assume in cases:
        h = heuristic(A, B, assume)[0] == "layout"
        o = with_oracle(A, B, assume)[0] == "layout"
        stats["heuristic"] += h
        stats["oracle"] += o
        stats["both"] += h and o
    elapsed = time.perf_counter() - start
    body += (f"\n\nRandom corpus ({len(cases)} symbolic compositions, seed 7): a layout from the heuristic "
             f"{stats['heuristic']}, from the oracle {stats['oracle']} (both {stats['both']}); "
             f"{elapsed:.1f} s for both ways.")
    write_section("Symbolic composition with the solver as oracle", body, command_line())


if __name__ == "__main__":
    main()
