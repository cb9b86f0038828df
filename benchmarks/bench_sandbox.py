"""The cost of running ISL where a crash cannot take the caller down (solver/sandbox.py).

The same ISL proofs three ways, interleaved round by round in one process: in process
(unsafe: a crash inside ISL ends the caller; the old default), in the persistent
sandbox worker (the default), and in a child forked for each call.  Median ms per proof.

Run: ``python benchmarks/bench_sandbox.py`` (``--rounds N``).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402
from solver import sandbox  # noqa: E402
from solver.prove import prove_contains, prove_equal, prove_injective  # noqa: E402

PROOFS = [
    ("equal, static (4,8):(1,4) == 32:1", lambda: prove_equal("(4,8):(1,4)", "32:1", backend="isl")),
    ("equal, (4,M):(1,4) == (2,2,N):(1,2,4), M == N",
     lambda: prove_equal("(4,M):(1,4)", "(2,2,N):(1,2,4)", assume=["M == N"], backend="isl")),
    ("injective ((2,2),(4,2)):((1,8),(2,16))", lambda: prove_injective("((2,2),(4,2)):((1,8),(2,16))", backend="isl")),
    ("contains, TMEM (128,256) (with the coordinate map)",
     lambda: prove_contains("(128,256):(16384,1)", "((32,4),2):((16384,524288),1)", backend="isl")),
]


def _in_process(fn, args, timeout):
    return fn(*args)


def _forked(fn, args, timeout):
    return sandbox._unpack(sandbox._forked(fn, args, timeout))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=40)
    args = p.parse_args()
    ways = {"in process (unsafe)": _in_process, "sandbox worker": sandbox.run, "fork per call": _forked}
    original = sandbox.run
    times = {(name, way): [] for name, _ in PROOFS for way in ways}
    for _ in range(3):
        for _name, proof in PROOFS:
            proof()
    for _ in range(args.rounds):
        for way, runner in ways.items():
            sandbox.run = runner
            try:
                for name, proof in PROOFS:
                    start = time.perf_counter()
                    assert proof().proved
                    times[(name, way)].append(time.perf_counter() - start)
            finally:
                sandbox.run = original
    rows = []
    for name, _ in PROOFS:
        base = statistics.median(times[(name, "in process (unsafe)")])
        rows.append([name] + [f"{statistics.median(times[(name, w)]) * 1e3:.2f}" for w in ways] +
                    [f"{statistics.median(times[(name, 'sandbox worker')]) / base:.2f}"])
    body = (f"Median ms per proof over {args.rounds} interleaved rounds (ISL backend; the worker's pickle round "
            "trip replaces a fork per call).\n\n" +
            table(["proof"] + [f"{w} ms" for w in ways] + ["worker / in process"], rows))
    write_section("ISL sandbox", body, command_line())


if __name__ == "__main__":
    main()
