"""Counting a campaign: verdicts per command, outcomes per check, the failures with a
reproduction, and the instantiations that checks enumerate on."""
from __future__ import annotations

import itertools
import random
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from fuzz_gen import admits
from fuzz_reference import Basis, Comp, Lay, Sym, Term, Undefined, dynamic_leaves, inst, shape_symbols, symbols

SHAPE_VALUES = [1, 2, 3, 4, 5, 6, 8]
STRIDE_VALUES = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 8]
INSTANCES = 6


@dataclass
class Tally:
    """What a campaign saw: ``verdicts[(command, verdict)]``, ``checks[(check, outcome)]``
    (``pass``, ``fail``, ``skip``: not checkable, e.g. past the enumeration limit),
    ``errors[(command, message)]`` for named errors, and ``failures``."""

    cases: int = 0
    verdicts: Counter = field(default_factory=Counter)
    checks: Counter = field(default_factory=Counter)
    errors: Counter = field(default_factory=Counter)
    failures: list = field(default_factory=list)
    examples: dict = field(default_factory=dict)

    def verdict(self, command: str, verdict: str) -> None:
        self.verdicts[(command, verdict)] += 1

    def check(self, name: str, ok: "bool | None", case: Any = None, detail: Any = None) -> bool:
        outcome = "skip" if ok is None else "pass" if ok else "fail"
        self.checks[(name, outcome)] += 1
        if ok is False:
            self.failures.append({"check": name, "case": describe(case), "detail": str(detail)[:2000]})
        return bool(ok)

    def error(self, command: str, message: str, case: Any = None) -> None:
        key = (command, _shorten(message))
        self.errors[key] += 1
        self.examples.setdefault(key, (describe(case), message[:400]))

    def merge(self, other: "Tally") -> None:
        self.cases += other.cases
        self.verdicts.update(other.verdicts)
        self.checks.update(other.checks)
        self.errors.update(other.errors)
        self.failures += other.failures
        for k, v in other.examples.items():
            self.examples.setdefault(k, v)

    def failed(self) -> int:
        return sum(n for (_c, outcome), n in self.checks.items() if outcome == "fail")


def _shorten(message: str) -> str:
    """A message with its numbers and layouts blurred, to count kinds of errors."""
    import re
    text = re.sub(r"\d+", "N", message.split("\n")[0])
    return re.sub(r"[\(\[][^ ]*[\)\]]", "X", text)[:120]


@dataclass
class Case:
    """One input: the command, the operands (reference data), the assumptions, and whether the
    operands go to the code under test as text (the CLI's reader) or as values."""

    command: str
    operands: tuple
    assume: list = field(default_factory=list)
    as_text: bool = False
    extra: dict = field(default_factory=dict)


def describe(case: Any) -> Any:
    if not isinstance(case, Case):
        return case
    from fuzz_reference import text
    return {"command": case.command, "operands": [text(x) if isinstance(x, (Lay, Comp)) else str(x)
                                                  for x in case.operands],
            "assume": case.assume, **{k: str(v) for k, v in case.extra.items()}}


def guarded(tally: Tally, case: Case, fn: Callable[[], Any]) -> Any:
    """``fn()``; a named error (``CuteError``) is counted, any other exception is a failure
    (issue 18: nothing but a CuteError or an *unknown* may escape the solver or codegen)."""
    from cute_sym.errors import CuteError
    try:
        return fn()
    except CuteError as e:
        tally.error(case.command, f"{type(e).__name__}: {e.reason if hasattr(e, 'reason') else e}", case)
        tally.verdict(case.command, "error")
        tally.check("only named errors escape", True)
        return None
    except Exception as e:  # noqa: BLE001 - the point of the check
        tally.verdict(case.command, "exception")
        tally.check("only named errors escape", False, case, f"{type(e).__name__}: {e}\n{traceback.format_exc()[-1500:]}")
        return None


# --- instantiations -----------------------------------------------------------------------------

def roles(operands: tuple) -> tuple[list[Sym], set[str]]:
    syms: dict = {}
    positive: set = set()
    for x in operands:
        if isinstance(x, (Lay, Comp)):
            for s in symbols(x):
                syms.setdefault(s.name, s)
            positive |= shape_symbols(x)
    return list(syms.values()), positive


def instances(rng: random.Random, case: Case, count: int = INSTANCES, extra: "list[dict]" = ()) -> list[dict]:
    """Up to ``count`` assignments of small values to the case's symbols (extents positive)
    that the assumptions admit and that make every leaf an integer."""
    syms, positive = roles(case.operands)
    if not syms:
        return [{}]
    names = [s.name for s in syms]
    pools = [SHAPE_VALUES if n in positive else STRIDE_VALUES for n in names]
    total = 1
    for p in pools:
        total *= len(p)
    candidates: list = list(extra)
    if total <= 4 * count * 8:
        combos = list(itertools.product(*pools))
        rng.shuffle(combos)
        candidates += [dict(zip(names, c)) for c in combos]
    else:
        candidates += [dict(zip(names, (rng.choice(p) for p in pools))) for _ in range(count * 30)]
    out = []
    for env in candidates:
        if not admits(case.assume, env) or not _integral(case.operands, env) or env in out:
            continue
        out.append(env)
        if len(out) >= count:
            break
    return out


def _integral(operands: tuple, env: dict) -> bool:
    try:
        for x in operands:
            if isinstance(x, (Lay, Comp)):
                inst(x, env)
    except Undefined:
        return False
    return True


def unknown_names(x: Any, prefix: str) -> dict:
    """The solver's names of the bare ``?`` leaves of ``x`` (``<prefix>q<k>``, k counting the
    dynamic leaves in ``get_scalars`` order) -> the campaign's names (``_u<n>``)."""
    out = {}
    for k, leaf in enumerate(dynamic_leaves(x)):
        v = leaf.value if isinstance(leaf, Basis) else leaf
        if isinstance(v, Sym) and v.unknown:
            out[f"{prefix}q{k}"] = v.name
    return out


def params_env(params: dict, *named: tuple) -> dict:
    """A counterexample's ``params`` in the campaign's names (``named``: (operand, prefix) pairs)."""
    mapping: dict = {}
    for x, prefix in named:
        mapping.update(unknown_names(x, prefix))
    return {mapping.get(k, k): v for k, v in params.items()}


def types_hold(operands: tuple, env: dict) -> bool:
    """Every symbol's value fits its leaf's integer type, and extents are positive."""
    syms, positive = roles(operands)
    for s in syms:
        if s.name not in env:
            continue
        v, w = env[s.name], s.width
        if not -(1 << (w - 1)) <= v < (1 << (w - 1)) or (s.name in positive and v < 1):
            return False
    return True


def has_terms(x: Any) -> bool:
    return any(isinstance(v.value if isinstance(v, Basis) else v, Term) for v in dynamic_leaves(x))
