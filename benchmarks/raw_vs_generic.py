"""Raw against generic: ``cute-sym check`` of each module as the DSL writes it (``X.mlir``,
``CUTE_DSL_KEEP_IR=1``) and of its generic twin (``X.generic.mlir``, re-printed by the DSL's
own MLIR) must check the same cute ops and give the same findings (positions aside).

::

    python benchmarks/raw_vs_generic.py [DIR|FILE ...] [--jobs N] [--read-only]

Default: ``../shared/kernels`` beside the repository.  ``--read-only`` compares only the
reading (cute ops read, time to read); otherwise both modules are checked and their findings
compared after blanking what names a position (``line 355``, SSA names, names made of line
numbers: ``v355_0``, ``i355``).  A pair whose only differences are findings of proofs or
checks that ran out of time (``timeout``, ``ran past its``, ``could not be proven``), or a
finding on an op whose check ran out of time on the other side, is reported as such.  Exit status 1 when a pair differs otherwise.
"""
from __future__ import annotations

import argparse
import collections
import concurrent.futures as cf
import functools
import glob
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.join(HERE, "..", "..", "shared", "kernels")

_POSITION = [(re.compile(r"\bline \d+"), "line N"), (re.compile(r"\blines? \d+(?:[-,] ?\d+)*"), "line N"),
             (re.compile(r"%[\w.$-]+(?:#\d+)?"), "%_"), (re.compile(r"\b([vib])\d+(?:_\d+)?(?![0-9])"), r"\1N"),
             (re.compile(r"\d+:\d+"), "L:C")]


_UNDECIDED = re.compile(r"timeout|ran past its|could not be proven")
"""Findings a loaded machine may give on one run and not the next: a proof or a check that
ran out of time (the two modules are checked at different moments)."""


def normalized(text: str) -> str:
    """``text`` without what names a position in the module."""
    for pattern, repl in _POSITION:
        text = pattern.sub(repl, text)
    return text


def pairs(paths: list[str]) -> list[tuple[str, str]]:
    """(raw, generic) for every raw module under ``paths`` that has a generic twin."""
    files: list[str] = []
    for p in paths:
        files += sorted(glob.glob(os.path.join(p, "*.mlir"))) if os.path.isdir(p) else [p]
    raw = [f for f in files if not f.endswith(".generic.mlir") and ".canonical." not in f]
    found = [(f, f[:-len(".mlir")] + ".generic.mlir") for f in raw if os.path.exists(f[:-len(".mlir")] + ".generic.mlir")]
    return sorted(found, key=lambda fg: os.path.getsize(fg[0]))     # the small ones first


def read_one(path: str) -> tuple[int, float, int]:
    """(cute ops read, seconds to read, ops read through a fallback)."""
    from cute_sym.dialect.lenient import read_printed
    from cute_sym.dialect.reader import cute_ops
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start = time.perf_counter()
    pm = read_printed(text, path)
    return sum(1 for _ in cute_ops(pm.module)), time.perf_counter() - start, len(pm.fallbacks)


def check_one(path: str, timeout: float = 0.0) -> tuple[int, list[tuple[str, str, str, str]], float]:
    """(cute ops checked, normalized findings, seconds) of ``cute-sym check path`` (``timeout``:
    seconds a proof may take, the default when 0)."""
    from solver.check import Options, check_file
    r = check_file(path, Options(timeout=timeout) if timeout else None)
    return r.ops, sorted((f.severity, f.kind, f.op, normalized(f.message)) for f in r.findings), r.seconds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", default=[SHARED])
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--read-only", action="store_true")
    ap.add_argument("--timeout", type=float, default=0.0,
                    help="seconds a proof may take (a loaded machine times proofs out unevenly)")
    ap.add_argument("--max-lines", type=int, default=0, help="skip modules longer than this")
    args = ap.parse_args(argv)
    todo = pairs(args.paths)
    if args.max_lines:
        todo = [(r, g) for r, g in todo if sum(1 for _ in open(r, encoding="utf-8")) <= args.max_lines]
    if not todo:
        print("no raw module with a .generic.mlir twin", file=sys.stderr)
        return 2
    job = read_one if args.read_only else functools.partial(check_one, timeout=args.timeout)
    differ = 0
    with cf.ProcessPoolExecutor(max(1, args.jobs)) as pool:
        futures = {(r, g): (pool.submit(job, r), pool.submit(job, g)) for r, g in todo}
        print("| module | cute ops raw / generic | " + ("read s raw | ops read as opaque (their parser refused) |" if args.read_only else
              "findings raw / generic | check s raw / generic | same |"))
        print("|---|---|---|---|" + ("" if args.read_only else "---|"))
        for (r, g), (fr, fg) in futures.items():
            name = os.path.basename(r)
            try:
                a, b = fr.result(), fg.result()
            except Exception as e:  # noqa: BLE001 - a module that cannot be read is a difference
                print(f"| {name} | {type(e).__name__}: {str(e).splitlines()[0][:120]} |")
                differ += 1
                continue
            if args.read_only:
                same = a[0] == b[0]
                print(f"| {name} | {a[0]} / {b[0]} | {a[1]:.2f} | {a[2]} |")
            else:
                ca, cb = collections.Counter(a[1]), collections.Counter(b[1])
                only = [("raw", f) for f in ca - cb] + [("generic", f) for f in cb - ca]
                undecided = {(side, f[2]) for side, f in only if _UNDECIDED.search(f[3])}
                # a finding on one side against a check of the same op that ran out of time on the other
                timed = all(_UNDECIDED.search(f[3]) or ({"raw": "generic", "generic": "raw"}[side], f[2]) in undecided
                            for side, f in only)
                same = a[0] == b[0] and not only
                verdict = "yes" if same else "yes, but for proofs that timed out" if a[0] == b[0] and timed else "NO"
                print(f"| {name} | {a[0]} / {b[0]} | {len(a[1])} / {len(b[1])} | {a[2]:.1f} / {b[2]:.1f} | "
                      f"{verdict} |")
                for side, f in only:
                    print(f"    {side} only: {f}")
                same = same or (a[0] == b[0] and timed)
            differ += not same
            sys.stdout.flush()
    print(f"{len(todo)} pairs, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
