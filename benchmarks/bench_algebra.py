"""Time each layout-algebra op over a fixed corpus; write the "Algebra" section of RESULTS.md.

Run: ``python -m benchmarks.bench_algebra``.  Times are per call (best of
``REPEATS`` rounds over the corpus); the ratio column is relative to
``coalesce`` in the same run, so it is comparable across machines.
"""
from __future__ import annotations

import time

from benchmarks._results import command_line, table, write_section
from cute_sym import (Layout, blocked_product, coalesce, collecting, complement, composition, left_inverse,
                      logical_divide, logical_product, max_common_vector, parse, raked_product, right_inverse,
                      sym, zipped_divide)

REPEATS = 5

LAYOUTS = [parse(t) for t in (
    "(4,8):(1,4)", "(4,8):(8,1)", "((2,2),(4,2)):((1,8),(2,16))", "(3,7,5):(5,15,1)",
    "(8,8):(1,9)", "((4,2),(2,4)):((2,16),(1,8))", "(4,6,8,10):(2,3,5,7)", "(128,64):(64,1)",
    "((8,4),(4,2)):((4,128),(1,32))", "(16,(4,8)):(32,(1,512))",
)]
TILERS = [parse(t) for t in ("8:1", "4:2", "(2,4):(1,8)", "(4,2):(8,1)")]
TV = parse("((4,8),2):((16,1),8)")
DATA_8x8 = [parse(t) for t in ("(8,8):(1,8)", "(8,8):(8,1)", "(8,8):(1,9)", "((4,2),(2,4)):((2,16),(1,8))")]
M, N, K = sym("M"), sym("N"), sym("K")


def _symbolic_composition() -> None:
    with collecting():
        composition(Layout((M, N), (1, K)), Layout((4, 8), (2, M)))


def _try(fn, *args):
    try:
        fn(*args)
    except Exception:                                  # inadmissible cases cost time too
        pass


CASES = [
    ("coalesce", lambda: [coalesce(L) for L in LAYOUTS]),
    ("composition (Table 4)", lambda: [composition(A, TV) for A in DATA_8x8]),
    ("composition (corpus x tilers)", lambda: [_try(composition, A, B) for A in LAYOUTS for B in TILERS]),
    ("complement", lambda: [_try(complement, L, 4 * L.cosize()) for L in LAYOUTS]),
    ("right_inverse", lambda: [right_inverse(L) for L in LAYOUTS]),
    ("left_inverse", lambda: [_try(left_inverse, L) for L in LAYOUTS]),
    ("logical_product", lambda: [_try(logical_product, L, B) for L in LAYOUTS[:5] for B in TILERS]),
    ("blocked_product", lambda: [_try(blocked_product, L, parse("(2,3):(1,2)")) for L in LAYOUTS]),
    ("raked_product", lambda: [_try(raked_product, L, parse("(2,3):(1,2)")) for L in LAYOUTS]),
    ("logical_divide", lambda: [_try(logical_divide, L, B) for L in LAYOUTS for B in TILERS]),
    ("zipped_divide (by mode)", lambda: [_try(zipped_divide, L, (2, 2)) for L in LAYOUTS]),
    ("max_common_vector", lambda: [max_common_vector(A, B) for A in DATA_8x8 for B in DATA_8x8]),
    ("composition (symbolic)", _symbolic_composition),
]


def _calls(fn) -> int:
    out = fn()
    return len(out) if isinstance(out, list) else 1


def main() -> None:
    rows, base = [], None
    for name, fn in CASES:
        calls = _calls(fn)
        best = float("inf")
        for _ in range(REPEATS):
            start = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - start)
        per_call = best / calls * 1e6
        base = base or per_call
        rows.append([name, calls, f"{per_call:.1f}", f"{per_call / base:.1f}"])
    body = table(["op", "calls per round", "µs per call", "ratio to coalesce"], rows)
    write_section("Algebra", body, command_line())


if __name__ == "__main__":
    main()
