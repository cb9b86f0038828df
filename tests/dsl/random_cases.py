"""Seeded random operands with dynamic leaves, for the differential tests against the DSL.

:func:`cases` gives, for one op, ``n`` argument lists in the worker's form: type
texts (``!cute.layout<"...">``) and integers (``recast_layout``'s bit widths).  The
leaves: small static extents and strides, ``?``, ``?{div=N}`` and ``?{i64}``; layouts
of rank 1-3 and depth at most 2; tilers that are layouts, tiles or shapes.
"""
from __future__ import annotations

import random
from typing import Callable

DYNAMIC = ["?", "?", "?", "?{div=2}", "?{div=4}", "?{div=8}", "?{div=16}", "?{i64}"]
EXTENTS = [1, 2, 2, 3, 4, 4, 6, 8, 8, 16]
STRIDES = [0, 1, 1, 2, 3, 4, 8, 16, 32]


class Draw:
    def __init__(self, rng: random.Random, p_dynamic: float):
        self.rng, self.p = rng, p_dynamic

    def leaf(self, static: list) -> str:
        if self.rng.random() < self.p:
            return self.rng.choice(DYNAMIC)
        return str(self.rng.choice(static))

    def profile(self, depth: int = 2) -> list:
        """A nested list of ``None`` leaves: the shape of a tuple."""
        rank = self.rng.choice([1, 1, 2, 2, 3])
        if depth == 0 or self.rng.random() < 0.6:
            return [None] * rank
        return [self.profile(depth - 1) if self.rng.random() < 0.4 else None for _ in range(rank)]

    def fill(self, prof, static: list) -> str:
        if prof is None:
            return self.leaf(static)
        return "(" + ",".join(self.fill(p, static) for p in prof) + ")"

    def layout(self, prof=None) -> str:
        prof = self.profile() if prof is None else prof
        if prof == [None] and self.rng.random() < 0.6:     # mostly a scalar mode, not a rank-1 tuple
            prof = None
        return f"{self.fill(prof, EXTENTS)}:{self.fill(prof, STRIDES)}"

    def rarely_dynamic(self) -> "Draw":
        """The same draws with fewer dynamic leaves (tilers are mostly static in kernels)."""
        return Draw(self.rng, self.p / 3)

    def flat_layout(self, rank: int) -> str:
        return self.layout([None] * rank)

    def shape(self, rank: int) -> str:
        return self.fill([None] * rank, EXTENTS)

    def tiler(self, rank: int) -> tuple[str, str]:
        """A tiler of at most ``rank`` modes: a layout, a tile ``[...]`` or a shape."""
        if self.rng.random() < 0.7:
            return self.rarely_dynamic()._tiler(rank)
        return self._tiler(rank)

    def _tiler(self, rank: int) -> tuple[str, str]:
        kind = self.rng.choice(["layout", "tile", "tile", "shape"])
        if kind == "layout":
            return "layout", self.layout()
        n = self.rng.randint(1, max(1, rank))
        if kind == "shape":
            return "shape", self.shape(n)
        return "tile", "[" + ";".join(self.layout(self.profile(1)) for _ in range(n)) + "]"


def _t(kind: str, text: str) -> str:
    return f'!cute.{kind}<"{text}">'


def _rank(layout_text: str) -> int:
    """Top-level rank of a layout text."""
    shape = layout_text.split(":")[0]
    if not shape.startswith("("):
        return 1
    depth, n = 0, 1
    for ch in shape[1:-1]:
        depth += ch == "("
        depth -= ch == ")"
        n += ch == "," and depth == 0
    return n


def _unary(d: Draw) -> list:
    return [_t("layout", d.layout())]


def _composition(d: Draw) -> list:
    a = d.layout()
    kind, b = d.tiler(_rank(a))
    return [_t("layout", a), _t(kind, b)]


def _divide(d: Draw) -> list:
    a = d.layout()
    kind, b = d.tiler(_rank(a))
    return [_t("layout", a), _t(kind, b)]


def _product(d: Draw) -> list:
    return [_t("layout", d.layout()), _t("layout", d.layout() if d.rng.random() < 0.5 else d.rarely_dynamic().layout())]


def _complement(d: Draw) -> list:
    a = d.layout()
    cot = d.layout() if d.rng.random() < 0.2 else d.shape(d.rng.choice([1, 1, 2]))
    if d.rng.random() < 0.5:            # a cotarget large enough to matter
        cot = d.rng.choice(["64", "128", "256", "?", "(?,?)", "?{div=64}"])
    return [_t("layout", a), _t("layout" if ":" in cot else "shape", cot)]


def _slice(d: Draw) -> list:
    a = d.layout()
    prof = a.split(":")[0]
    coord, i = [], 0
    for ch in prof:                      # a coordinate congruent to the shape: '_' or an index
        if ch in "(),":
            coord.append(ch)
        elif not coord or coord[-1] in "(),":
            coord.append(d.rng.choice(["_", "_", "0", "1", "?"]))
        i += 1
    return [_t("layout", a), _t("coord", "".join(coord))]


def _tile_to_shape(d: Draw) -> list:
    block = d.flat_layout(d.rng.choice([1, 2, 2]))
    rank = max(_rank(block), d.rng.choice([1, 2, 3]))
    order = list(range(rank))
    d.rng.shuffle(order)
    order_text = str(order[0]) if rank == 1 else "(" + ",".join(map(str, order)) + ")"
    return [_t("layout", block), _t("shape", d.shape(rank)), _t("int_tuple", order_text)]


def _recast(d: Draw) -> list:
    new, old = d.rng.choice([(16, 8), (8, 16), (32, 16), (16, 32), (32, 8), (8, 32), (64, 16)])
    return [new, old, _t("layout", d.layout())]


#: op -> argument drawer.  (The DSL's complement and tile_to_shape need their optional operand.)
OPS: dict[str, Callable[[Draw], list]] = {
    "composition": _composition, "complement": _complement, "right_inverse": _unary, "left_inverse": _unary,
    "coalesce": _unary, "logical_divide": _divide, "zipped_divide": _divide, "tiled_divide": _divide,
    "flat_divide": _divide, "logical_product": _product, "zipped_product": _product,
    "tiled_product": _product, "flat_product": _product, "blocked_product": _product, "raked_product": _product,
    "slice": _slice, "tile_to_shape": _tile_to_shape, "recast_layout": _recast, "make_layout_like": _unary,
    "filter": _unary,
}


def cases(op: str, n: int, seed: int = 12, p_dynamic: float = 0.35) -> list[list]:
    """``n`` argument lists for ``op``, each with at least one dynamic leaf."""
    rng = random.Random(f"{op}:{seed}")
    d = Draw(rng, p_dynamic)
    out: list[list] = []
    while len(out) < n:
        args = OPS[op](d)
        if any(isinstance(a, str) and "?" in a for a in args):
            out.append(args)
    return out
