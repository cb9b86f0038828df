"""Runtime meanings of dynamic results checked against the static algebra (issue 12, Done-when).

For an op on operands with ``?`` leaves, :func:`cute_sym.algebra.dynamic.meaning` names each
``?`` and computes the result's ``?`` leaves as expressions.  :func:`check` instantiates the
names at sampled values (multiples of each leaf's divisor) and compares the instantiated
result with the *static* algebra on the instantiated operands -- independent code, itself
tested against the paper -- as functions of the integer coordinate, mode by mode:

* ``equal``: the conditions CuTe's algorithm relied on hold there, and the two agree;
* ``excluded``: a condition fails there (CuTe's result is not meant for those values);
* ``disagree``: the conditions hold but the functions differ (a bug);
* ``uncaught``: the conditions hold but the static algebra refuses (an assumption of
  CuTe's that the meaning does not record).
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

from cute_sym import Layout
from cute_sym.algebra.dynamic import meaning
from cute_sym.errors import CuteError
from cute_sym.tuples import is_tuple

LIMIT = 1 << 12


def _values(rng: random.Random, m) -> dict:
    env = {}
    for sym, leaf in m.symbols:
        step = leaf.div if leaf.div > 0 else 1
        env[sym] = step * rng.choice([1, 1, 2, 3, 4]) if sym.is_nonnegative else step * rng.choice([1, 2, 3])
    return env


def _flat_values(x: Layout, n: int) -> list:
    return [x(i) for i in range(n)]


def same_function(x: Any, y: Any, first_mode: bool = True) -> bool:
    """Layouts equal as functions of the integer coordinate, and so their first top-level
    modes (a divide's tile, a product's block; the rest then agrees too, while its
    sub-modes may be grouped apart: CuTe's dynamic ``(4,2)`` where the static algebra has
    ``4`` and ``2``)."""
    if not (isinstance(x, Layout) and isinstance(y, Layout)):
        return x == y
    if x.size() != y.size():
        return False
    n = x.size()
    if n > LIMIT:
        n = LIMIT
    if _flat_values(x, n) != _flat_values(y, n):
        return False
    if first_mode and is_tuple(x.shape) and is_tuple(y.shape) and x.shape and y.shape:
        a, b = Layout(x.shape[0], x.stride[0]), Layout(y.shape[0], y.stride[0])
        return a.size() == b.size() and _flat_values(a, min(a.size(), LIMIT)) == _flat_values(b, min(b.size(), LIMIT))
    return True


def right_inverse_spec(got: Layout, layout: Layout) -> bool:
    """Paper §5.4.1: ``L(L‡(k)) = k`` on ``Z_|L‡|`` (the largest one is the static algebra's;
    CuTe's drops the dynamic-stride modes, so its inverse may be smaller)."""
    return all(layout(got(k)) == k for k in range(min(got.size(), LIMIT)))


def flat_spec(fn: Callable[..., Any]) -> Callable[..., bool]:
    """A coalesced result is a function only: equal to the static one on every index
    (where dynamic extents are 1 the static algebra merges more modes)."""
    return lambda got, *operands: same_function(got, fn(*operands), first_mode=False)


SPECS: dict = {"right_inverse": right_inverse_spec}


def check(fn: Callable[..., Any], args: list, samples: int = 6, seed: int = 0,
          spec: "Callable[..., bool] | None" = None) -> Counter:
    """Outcomes (module docstring) of ``fn(*args)``'s meaning at ``samples`` instantiations;
    with ``spec(result, *operands)``, a result meeting it counts as ``equal``."""
    m = meaning(fn, *args)
    rng = random.Random(seed)
    out: Counter = Counter()
    for _ in range(samples):
        env = _values(rng, m)
        holds = m.holds_at(env)
        try:
            static = fn(*m.operands_at(env))
        except CuteError:
            out["excluded" if not holds else "uncaught"] += 1
            continue
        if not holds:
            out["excluded"] += 1
            continue
        got = m.at(env)
        ok = spec(got, *m.operands_at(env)) if spec else same_function(got, static)
        out["equal" if ok else "disagree"] += 1
    return out
