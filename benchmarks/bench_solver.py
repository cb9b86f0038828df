"""Solver benchmark: equivalence proofs of static layouts of size 2^k, k = 10..30,
beside brute-force enumeration (until one enumeration passes 60 s), and the
times of the parametric proofs of ``proofs/``.

Families, each compared with an equal layout of another form:

* coalesce: ``((2^a,2^b),(2^c,2^d)):((1,2^a),(2^(a+b),2^(a+b+c)))`` vs ``2^k:1``;
* row-major split: ``(2^h,2^w):(2^w,1)`` vs ``((2^h1,2^h2),(2^w1,2^w2)):((2^w,2^(w+h1)),(1,2^w1))``;
* refute: the coalesce family with the last stride doubled (a counterexample to find).

Run: ``python benchmarks/bench_solver.py`` (``--quick`` stops enumeration at 2^16).
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402
from cute_sym import Layout  # noqa: E402
from solver.certify import run_all  # noqa: E402
from solver.prove import prove_equal  # noqa: E402

ENUMERATION_BUDGET = 60.0


def quarters(k: int) -> tuple:
    a = k // 4
    return a, a, a, k - 3 * a


def coalesce_pair(k: int, wrong: bool = False) -> tuple:
    a, b, c, d = quarters(k)
    last = 1 << (a + b + c + (1 if wrong else 0))
    hier = Layout(((1 << a, 1 << b), (1 << c, 1 << d)), ((1, 1 << a), (1 << (a + b), last)))
    return hier, Layout(1 << k, 1)


def row_major_pair(k: int) -> tuple:
    h, w = k // 2, k - k // 2
    h1, w1 = h // 2, w // 2
    flat = Layout((1 << h, 1 << w), (1 << w, 1))
    split = Layout(((1 << h1, 1 << (h - h1)), (1 << w1, 1 << (w - w1))),
                   ((1 << w, 1 << (w + h1)), (1, 1 << w1)))
    return flat, split


def timed(a, b, backend: str, timeout: float = 60.0) -> tuple:
    p = prove_equal(a, b, backend=backend, timeout=timeout)
    return p.status, p.seconds


def fmt(status: str, seconds: float, want: str) -> str:
    if status != want:
        return f"{status} ({seconds:.3g} s)"
    return f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"


def main() -> None:
    quick = "--quick" in sys.argv
    rows, enumerating = [], True
    for k in range(10, 31):
        A, B = coalesce_pair(k)
        R, S = row_major_pair(k)
        W, _ = coalesce_pair(k, wrong=True)
        isl_c = timed(A, B, "isl")
        z3_c = timed(A, B, "z3")
        isl_r = timed(R, S, "isl")
        isl_w = timed(W, B, "isl")
        enum = "—"
        if enumerating and (not quick or k <= 16):
            status, secs = timed(A, B, "enumeration", ENUMERATION_BUDGET)
            enum = fmt(status, secs, "proved") if status == "proved" else f"> {ENUMERATION_BUDGET:.0f} s"
            enumerating = status == "proved"
        rows.append([k, f"2^{k}", fmt(*isl_c, "proved"), fmt(*z3_c, "proved"), fmt(*isl_r, "proved"),
                     fmt(*isl_w, "refuted"), enum])
        print(rows[-1], flush=True)
    static = table(["k", "size", "ISL coalesce", "Z3 coalesce", "ISL row-major split", "ISL refute",
                    "enumeration (coalesce)"], rows)
    with tempfile.TemporaryDirectory() as tmp:
        records = run_all(Path(__file__).resolve().parent.parent / "proofs", tmp)
    params = table(["certificate", "status", "method", "backends", "time"],
                   [[r["name"], r["status"], r["method"], ", ".join(r["backends"]), f"{r['seconds']:.3f} s"]
                    for r in records])
    at24 = next(r for r in rows if r[0] == 24)
    body = (f"Equivalence of static layouts of size 2^k (ISL: quasi-affine sets, time independent of the "
            f"size; Z3: linear integer arithmetic; enumeration: cute_sym evaluation of every coordinate, "
            f"stopped once a run passes {ENUMERATION_BUDGET:.0f} s). Target: 2^24 elements proved in under "
            f"1 s -- ISL took {at24[2]}.\n\n{static}\n\nParametric proofs (`proofs/`):\n\n{params}")
    write_section("Solver", body, command_line())


if __name__ == "__main__":
    main()
