"""The differential campaign of issue 18: seeded cases for every command of the prover
and of codegen, each checked against the reference (:mod:`fuzz_reference`).

``run(seed, cases)`` draws ``cases`` cases (commands in :data:`MIX` proportions) and
returns a :class:`~fuzz_tally.Tally`; the C of each batch of codegen cases is compiled
once.  ``tests/fuzz/test_fuzz_campaign.py`` runs a short seeded campaign in CI;
``benchmarks/fuzz.py`` the long one (counts per verdict and check, RESULTS.md).
"""
from __future__ import annotations

import random
import time
from typing import Any

import fuzz_codegen
import fuzz_compose
import fuzz_prover
from fuzz_tally import Tally

MIX = {"equal": 14, "injective": 6, "surjective": 5, "bijective": 6, "contains": 8, "admissible": 9,
       "composition": 8, "compose_symbolic": 8, "codegen index": 8, "codegen lower": 6}
"""Relative frequency of each command."""

BATCH = 120
"""Codegen cases whose C is compiled together."""


def commands(rng: random.Random, n: int) -> list[str]:
    names = list(MIX)
    return rng.choices(names, weights=[MIX[c] for c in names], k=n)


def run(seed: int, cases: int, deadline: "float | None" = None, progress: Any = None) -> Tally:
    """``cases`` seeded cases; stops early (counting what ran) past ``deadline`` (a
    ``time.monotonic()`` value)."""
    tally = Tally()
    rng = random.Random(seed)
    harness = fuzz_codegen.Harness()
    pending = 0
    for n, command in enumerate(commands(rng, cases)):
        if deadline is not None and time.monotonic() > deadline:
            break
        case_rng = random.Random(rng.getrandbits(64))
        one(tally, case_rng, command, harness, n)
        if command.startswith("codegen"):
            pending += 1
        if pending >= BATCH:
            harness.run(tally)
            harness, pending = fuzz_codegen.Harness(), 0
        if progress is not None and n % 200 == 0:
            progress(n, tally)
    harness.run(tally)
    return tally


def one(tally: Tally, rng: random.Random, command: str, harness: "fuzz_codegen.Harness", n: int) -> None:
    if command in fuzz_prover.PREFIXES and command != "composition":
        fuzz_prover.run_case(tally, rng, fuzz_prover.make_case(rng, command))
    elif command in ("composition", "compose_symbolic"):
        fuzz_compose.run_case(tally, rng, fuzz_compose.make_case(rng, command))
    elif command == "codegen index":
        fuzz_codegen.run_index(tally, rng, fuzz_codegen.index_case(rng), harness, n)
    else:
        fuzz_codegen.run_lower(tally, rng, fuzz_codegen.lower_case(rng), harness, n)


def report(tally: Tally) -> str:
    """The counts per verdict and per check, as Markdown tables."""
    verdicts = sorted({v for _c, v in tally.verdicts})
    cmds = [c for c in list(MIX) + ["algebra composition"] if any(k[0] == c for k in tally.verdicts)]
    lines = ["| command | " + " | ".join(verdicts) + " | total |", "|---|" + "---|" * (len(verdicts) + 1)]
    for c in cmds:
        row = [tally.verdicts.get((c, v), 0) for v in verdicts]
        lines.append(f"| {c} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    checks = sorted({c for c, _o in tally.checks})
    lines += ["", "| check | pass | fail | skip |", "|---|---|---|---|"]
    for c in checks:
        lines.append(f"| {c} | {tally.checks.get((c, 'pass'), 0)} | {tally.checks.get((c, 'fail'), 0)} | "
                     f"{tally.checks.get((c, 'skip'), 0)} |")
    return "\n".join(lines)
