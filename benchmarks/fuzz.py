"""The long run of the prover's differential campaign (issue 18; tests/fuzz/).

Seeded cases for every command of the prover and of codegen (prove_equal, injective,
surjective, bijective, contains, admissible, composition, compose_symbolic, codegen
index, codegen lower), each checked against the campaign's own reference on small
instantiations and, for codegen, by running the emitted C compiled with
``-fsanitize=undefined``.  Prints the counts per verdict and per check and writes them
into ``benchmarks/RESULTS.md``; exit status 1 when any check failed (the failures go to
``--failures FILE`` as JSON).

Run: ``python benchmarks/fuzz.py --cases 20000 --jobs 2`` (``--seed``: the first seed;
chunk ``k`` uses ``seed + k``).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "fuzz"))

from benchmarks._results import command_line, write_section  # noqa: E402
import fuzz_campaign  # noqa: E402
from fuzz_tally import Tally  # noqa: E402

CHUNK = 500


def _chunk(args: tuple) -> Tally:
    seed, count = args
    return fuzz_campaign.run(seed, count)


def main(argv: "list[str] | None" = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, default=20000)
    p.add_argument("--seed", type=int, default=18)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--failures", type=Path, default=None, help="write the failures here (JSON)")
    p.add_argument("--no-write", action="store_true", help="print only; leave RESULTS.md alone")
    args = p.parse_args(argv)
    chunks = [(args.seed + k, min(CHUNK, args.cases - k * CHUNK)) for k in range((args.cases + CHUNK - 1) // CHUNK)]
    start = time.perf_counter()
    total = Tally()
    with multiprocessing.get_context("fork").Pool(args.jobs, maxtasksperchild=4) as pool:
        for k, part in enumerate(pool.imap_unordered(_chunk, chunks), 1):
            total.merge(part)
            print(f"chunk {k}/{len(chunks)}: {total.cases} cases, {total.failed()} failures, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start
    body = (f"{total.cases} seeded cases (seeds {args.seed}..{args.seed + len(chunks) - 1}, {CHUNK} a seed), "
            f"{sum(n for (_c, o), n in total.checks.items() if o != 'skip')} checks, **{total.failed()} failures**, "
            f"{seconds:.0f} s with {args.jobs} processes. A *proved* verdict is checked at up to 6 admitted "
            "small instantiations by enumeration (sampled coordinates past 4096), a *refuted* one at its own "
            "counterexample, a *vacuous* one against the admitted values found; codegen's C is compiled with "
            "`g++ -fsanitize=undefined` and run. `error`: a named CuteError (expected for inputs outside an "
            "operation's domain); `exception`: anything else (a failure).\n\n" + fuzz_campaign.report(total))
    if args.failures is not None:
        args.failures.write_text(json.dumps(total.failures, indent=1))
    if args.no_write:
        print(body)
    else:
        write_section("Prover campaign (issue 18)", body, command_line())
    return 1 if total.failed() else 0


if __name__ == "__main__":
    sys.exit(main())
