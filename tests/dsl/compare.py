"""cute_sym against the DSL's recorded answers (``fixtures/dynamic_algebra.json``).

``python tests/dsl/compare.py [-v] [OP ...]`` prints, per op, how many cases the DSL
computed, and of those how many cute_sym computed with the same type, with another
type, or refused; and how many the DSL refused that cute_sym computed.

``--live N --seed S`` draws ``N`` fresh cases per op (:func:`random_cases.cases` with seed
``S``) and asks the DSL itself (the optional extra) instead of reading the fixture;
``--cute-sym PATH`` imports ``cute_sym`` from another checkout (a version before this one,
for before/after counts: benchmarks/RESULTS.md).
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable


def _option(name: str, default: str | None = None) -> str | None:
    """``--name VALUE`` from the command line (removed from it), else ``default``."""
    if __name__ != "__main__" or name not in sys.argv:
        return default
    i = sys.argv.index(name)
    value = sys.argv[i + 1]
    del sys.argv[i:i + 2]
    return value


CHECKOUT = _option("--cute-sym", str(Path(__file__).resolve().parents[2]))
LIVE, SEED = _option("--live"), _option("--seed", "12")
sys.path.insert(0, str(Path(CHECKOUT).resolve()))

from cute_sym import algebra                       # noqa: E402
from cute_sym.errors import CuteError              # noqa: E402
from cute_sym.syntax import PARSERS                 # noqa: E402

from cute_dsl import infer, load                   # noqa: E402
from random_cases import OPS, cases                # noqa: E402

KIND_OF = {"Layout": "layout", "ComposedLayout": "composed_layout"}


def value(arg: Any) -> Any:
    """A worker argument as a cute_sym value (a type text parsed by its kind)."""
    if not isinstance(arg, str):
        return arg
    kind = arg[len("!cute."):arg.index("<")]
    return PARSERS[kind](arg[arg.index('"') + 1:arg.rindex('"')])


def _divide(fn: Callable) -> Callable:
    return lambda a, t: fn(a, t)


OURS: dict[str, Callable[..., Any]] = {
    "composition": algebra.composition, "complement": algebra.complement,
    "right_inverse": algebra.right_inverse, "left_inverse": algebra.left_inverse,
    "coalesce": algebra.coalesce, "logical_divide": algebra.logical_divide,
    "zipped_divide": algebra.zipped_divide, "tiled_divide": algebra.tiled_divide,
    "flat_divide": algebra.flat_divide, "logical_product": algebra.logical_product,
    "zipped_product": algebra.zipped_product, "tiled_product": algebra.tiled_product,
    "flat_product": algebra.flat_product, "blocked_product": algebra.blocked_product,
    "raked_product": algebra.raked_product, "slice": algebra.slice_,
    "tile_to_shape": algebra.tile_to_shape,
    "recast_layout": lambda new, old, layout: algebra.recast_layout(layout, new, old),
    "make_layout_like": algebra.make_layout_like, "filter": algebra.filter,
}


def ours(op: str, args: list) -> tuple[str, str]:
    """``("type", '!cute.<kind><"...">')`` or ``("error", reason)``."""
    try:
        r = OURS[op](*map(value, args))
    except CuteError as e:
        return "error", e.reason
    return "type", f'!cute.{KIND_OF[type(r).__name__]}<"{r}">'


def live(ops: list[str], n: int, seed: int) -> dict[str, list]:
    """The fixture's form for ``n`` fresh cases per op, answered by the DSL now."""
    out = {}
    for op in ops:
        args = cases(op, n, seed)
        out[op] = [[a, kind, text] for a, (kind, text) in zip(args, infer([(op, a, {}) for a in args]))]
    return out


def table(ops: list[str] | None = None, verbose: bool = False, data: dict | None = None) -> dict[str, Counter]:
    data = load("dynamic_algebra") if data is None else data
    out = {}
    for op, rows in data.items():
        if ops and op not in ops:
            continue
        c: Counter = Counter()
        for args, kind, text in rows:
            if kind == "type" and '"x:x"' in text:     # the DSL's invalid layout: its refusal
                kind = "error"
            if kind == "crash":
                c["dsl crashed"] += 1
                continue
            mine = ours(op, args)
            if kind == "type":
                c["dsl computed"] += 1
                key = ("same type" if mine == (kind, text) else "other type" if mine[0] == "type" else "refused")
                c[key] += 1
                if verbose and key != "same type":
                    print(f"{op}{tuple(value(a) for a in args)}: DSL {text}, ours {mine[1]}")
            else:
                c["dsl refused"] += 1
                c["both refuse" if mine[0] == "error" else "we compute"] += 1
        out[op] = c
    return out


COLUMNS = ["dsl computed", "same type", "other type", "refused", "dsl refused", "we compute", "dsl crashed"]

if __name__ == "__main__":
    args = sys.argv[1:]
    verbose = "-v" in args
    ops = [a for a in args if a != "-v"]
    data = live(ops or list(OPS), int(LIVE), int(SEED)) if LIVE else None
    result = table(ops, verbose, data)
    print(f"{'op':18}" + "".join(f"{c:>14}" for c in COLUMNS))
    for op, c in result.items():
        print(f"{op:18}" + "".join(f"{c[k]:>14}" for k in COLUMNS))
