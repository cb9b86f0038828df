"""Seeded generators of layouts for the campaign (as :mod:`fuzz_reference` data): static,
named symbols with assumptions, bare ``?``, swizzles, composed layouts, basis strides,
negative and zero strides, unit modes, sizes past 2^30; and function-preserving
rewrites (split, merge, flatten, regroup, unit modes) and mutations of them.
"""
from __future__ import annotations

import random
from typing import Any

import sympy

from fuzz_reference import Basis, Comp, Lay, Swz, Sym, Term, is_tuple, leaves, size, tmap

EXTENTS = [1, 2, 2, 2, 3, 4, 4, 5, 6, 8]
SHAPE_NAMES = ["M", "N", "K"]
STRIDE_NAMES = ["S", "T", "U"]


# --- building blocks ----------------------------------------------------------------------

def nest(rng: random.Random, flat: list, depth: int = 2) -> Any:
    """``flat`` grouped into a random hierarchy (a tuple; rank-1 tuples allowed)."""
    if depth == 0 or len(flat) == 1:
        return tuple(flat) if rng.random() < 0.5 or len(flat) > 1 else flat[0]
    out, k = [], 0
    while k < len(flat):
        n = rng.randint(1, len(flat) - k)
        part = flat[k:k + n]
        out.append(nest(rng, part, depth - 1) if n > 1 and rng.random() < 0.6 else part[0] if n == 1 else tuple(part))
        k += n
    return tuple(out) if len(out) > 1 or rng.random() < 0.5 else out[0]


def regroup_like(flat: list, shape: Any) -> Any:
    """``flat`` in the hierarchy of ``shape`` (same number of leaves)."""
    it = iter(flat)
    return tmap(lambda _x: next(it), shape)


def extents(rng: random.Random, rank: int, limit: int) -> list[int]:
    out = []
    for _ in range(rank):
        room = max(1, limit // max(1, size(tuple(out)) if out else 1))
        choices = [e for e in EXTENTS if e <= room] or [1]
        out.append(rng.choice(choices))
    return out


def compact_strides(rng: random.Random, flat: list[int], scale: int = 1) -> list[int]:
    """Strides of a compact layout of extents ``flat`` in a random mode order (times ``scale``)."""
    order = list(range(len(flat)))
    rng.shuffle(order)
    strides, acc = [0] * len(flat), scale
    for k in order:
        strides[k] = acc
        acc *= flat[k]
    return strides


def random_strides(rng: random.Random, flat: list[int], negative: bool = True) -> list[int]:
    lo = -6 if negative else 0
    return [rng.choice([0, 1, 2, rng.randint(lo, 12), rng.randint(lo, 40)]) for _ in flat]


def static_layout(rng: random.Random, limit: int = 64, negative: bool = True) -> Lay:
    flat = extents(rng, rng.randint(1, 4), limit)
    kind = rng.random()
    if kind < 0.45:
        strides = compact_strides(rng, flat, rng.choice([1, 1, 1, 2, 3]))
    elif kind < 0.6 and negative:
        strides = [d * rng.choice([1, -1]) for d in compact_strides(rng, flat)]
    else:
        strides = random_strides(rng, flat, negative)
    shape = nest(rng, flat)
    return Lay(shape, regroup_like(strides, shape))


def basis_layout(rng: random.Random, limit: int = 32) -> Lay:
    """Strides ``a@m`` (or ``a@m@0``), other leaves the static 0."""
    flat = extents(rng, rng.randint(1, 3), limit)
    modes = rng.choice([[(0,), (1,)], [(0,), (1,), (0,)], [(1,), (0,)], [(0,)], [(0, 0), (0, 1), (1,)]])
    strides = []
    for k, s in enumerate(flat):
        path = modes[k % len(modes)]
        strides.append(Basis(rng.choice([1, 1, 2, 3]), path) if rng.random() < 0.9 else 0)
    if not any(isinstance(d, Basis) for d in strides):
        strides[0] = Basis(1, (0,))
    shape = nest(rng, flat, 1)
    return Lay(shape, regroup_like(strides, shape))


def swizzle(rng: random.Random) -> Swz:
    bits = rng.randint(0, 3)
    shift = rng.choice([1, -1]) * rng.randint(max(bits, 1), 4)
    return Swz(bits, rng.randint(0, 3), shift)


def large_layout(rng: random.Random) -> Lay:
    """Sizes 2^30 and past (no enumeration: checks sample coordinates)."""
    a, b = rng.choice([(1 << 16, 1 << 15), (1 << 20, 1 << 11), (1 << 15, 1 << 16), (3, 1 << 30), (1 << 31, 2)])
    kind = rng.random()
    if kind < 0.4:
        return Lay((a, b), (1, a))
    if kind < 0.7:
        return Lay((a, b), (b, 1))
    return Lay((a, (2, b // 2)), (rng.choice([1, 2]), (a * 2, a * 4)))


# --- symbols ----------------------------------------------------------------------------------

def symbolize(rng: random.Random, lay: Lay, p_shape: float = 0.35, p_stride: float = 0.25,
              unknown: float = 0.0, names: "list[str] | None" = None) -> Lay:
    """``lay`` with some leaves made symbolic: a shape leaf a name ``M``/``N``/``K`` (or a
    bare ``?``), a stride leaf a name ``S``/``T``/``U``, the running product of the extents
    before it (column-major, ``M`` or ``2*M``), or a bare ``?``."""
    shape_names = list(names or SHAPE_NAMES)
    rng.shuffle(shape_names)
    flat_s, flat_d = leaves(lay.shape), leaves(lay.stride)
    out_s, used = [], []
    count = iter(range(1000))
    for s in flat_s:
        if rng.random() < p_shape and (shape_names or unknown):
            if rng.random() < unknown or not shape_names:
                out_s.append(Sym(f"_u{next(count)}", unknown=True))
            else:
                name = shape_names.pop()
                used.append(name)
                out_s.append(Sym(name))
        else:
            out_s.append(s)
    out_d = []
    prod: list = []            # the running product of the extents before mode k (a monomial)
    const = 1
    for s, d in zip(out_s, flat_d):
        r = rng.random()
        if isinstance(d, Basis) or r > p_stride + 0.15:
            out_d.append(d)
        elif r < p_stride * 0.5:
            out_d.append(Sym(f"_u{next(count)}", unknown=True) if rng.random() < unknown
                         else Sym(rng.choice(STRIDE_NAMES)))
        elif prod or const > 1:
            out_d.append(Term(const, 1, tuple(prod)) if prod else const)
        else:
            out_d.append(d)
        if isinstance(s, Sym) and not s.unknown:
            prod.append(s.name)
        elif isinstance(s, int):
            const *= s
    shape = regroup_like(out_s, lay.shape)
    return Lay(shape, regroup_like(out_d, lay.stride))


def fresh_unknowns(x: Any, start: int = 0) -> Any:
    """``x`` with its bare ``?`` leaves renamed ``_u<start>``, ``_u<start+1>``, ... (unique per operand set)."""
    count = iter(range(start, start + 1000))

    def leaf(v: Any) -> Any:
        if isinstance(v, Basis):
            return Basis(leaf(v.value), v.modes)
        if isinstance(v, Sym) and v.unknown:
            return Sym(f"_u{next(count)}", v.width, True)
        return v
    if isinstance(x, Lay):
        return Lay(tmap(leaf, x.shape), tmap(leaf, x.stride))
    if isinstance(x, Comp):
        inner = fresh_unknowns(x.inner, start)
        n = sum(1 for v in _all_leaves(inner) if isinstance(v, Sym) and v.unknown)
        offset = fresh_unknowns_leaf(x.offset, start + n)
        m = sum(1 for v in leaves(offset) if isinstance(v, Sym) and v.unknown)
        return Comp(inner, offset, fresh_unknowns(x.outer, start + n + m))
    return x


def fresh_unknowns_leaf(off: Any, start: int) -> Any:
    count = iter(range(start, start + 1000))
    return tmap(lambda v: Sym(f"_u{next(count)}", v.width, True) if isinstance(v, Sym) and v.unknown else v, off)


def _all_leaves(x: Any) -> list:
    if isinstance(x, Lay):
        return [v.value if isinstance(v, Basis) else v for v in leaves(x.shape) + leaves(x.stride)]
    return []


# --- function-preserving rewrites and mutations -------------------------------------------------

def _flat(lay: Lay) -> tuple[list, list]:
    return leaves(lay.shape), leaves(lay.stride)


def equivalent(rng: random.Random, lay: Lay) -> Lay:
    """A layout with the same function on ``[0, size)`` (paper §4.4: the integer coordinate):
    a static mode split in two, adjacent modes merged, the hierarchy flattened or regrouped,
    a unit mode inserted with any stride."""
    S, D = _flat(lay)
    for _ in range(rng.randint(1, 3)):
        op = rng.random()
        if op < 0.3:                                          # split s:d into (a,b):(d, a*d)
            cand = [k for k, s in enumerate(S) if isinstance(s, int) and s > 3 and s % 2 == 0
                    and isinstance(D[k], int)]
            if cand:
                k = rng.choice(cand)
                a = 2
                S[k:k + 1] = [a, S[k] // a]
                D[k:k + 1] = [D[k], a * D[k]]
        elif op < 0.55:                                       # merge (a,b):(d, a*d) into a*b:d
            cand = [k for k in range(len(S) - 1) if all(isinstance(x, int) for x in (S[k], S[k + 1], D[k], D[k + 1]))
                    and D[k + 1] == S[k] * D[k]]
            if cand:
                k = rng.choice(cand)
                S[k:k + 2] = [S[k] * S[k + 1]]
                D[k:k + 2] = [D[k]]
        elif op < 0.8:                                        # a unit mode, any stride
            k = rng.randint(0, len(S))
            S.insert(k, 1)
            D.insert(k, rng.choice([0, 1, 7, -3]) if not any(isinstance(d, Basis) for d in D) else 0)
        # else: only the hierarchy changes
    shape = nest(rng, S)
    return Lay(shape, regroup_like(D, shape))


def mutate(rng: random.Random, lay: Lay) -> Lay:
    """A small change that usually changes the function: a stride, a swap, an extent."""
    S, D = _flat(lay)
    k = rng.randrange(len(S))
    op = rng.random()
    if op < 0.5 and not isinstance(D[k], Basis):
        d = D[k]
        if isinstance(d, int):
            D[k] = rng.choice([d + 1, d - 1, -d, 0, 2 * d + 1])
        else:
            D[k] = rng.choice([1, 0, Sym("T")])
    elif op < 0.8 and len(S) > 1:
        j = rng.randrange(len(S))
        D[k], D[j] = D[j], D[k]
    elif isinstance(S[k], int):
        S[k] = S[k] + 1
    else:
        S[k] = 2
    return Lay(regroup_like(S, lay.shape), regroup_like(D, lay.stride))


# --- assumptions ----------------------------------------------------------------------------

def assumptions(rng: random.Random, names: list[str], shape_names: set[str]) -> list[str]:
    """A few assumptions over ``names`` (sometimes contradictory, or out of the i32 range)."""
    out = []
    for n in names:
        r = rng.random()
        if r < 0.15:
            out.append(f"{n} % {rng.choice([2, 4, 8])} == 0")
        elif r < 0.25:
            out.append(f"{rng.choice([1, 2])} <= {n} <= {rng.choice([3, 4, 6])}")
        elif r < 0.32 and n not in shape_names:
            out.append(f"{n} >= 0")
        elif r < 0.37:
            out.append(f"{n} > {rng.choice([1, 2])}")
    if len(names) >= 2 and rng.random() < 0.15:
        a, b = rng.sample(names, 2)
        out.append(f"{a} == {b}")
    if names and rng.random() < 0.04:
        out.append(rng.choice([f"{names[0]} > 4 and {names[0]} < 2", f"{names[0]} > 2**40", f"{names[0]} >= 2**31"]))
    return out


def admits(assume: list[str], env: dict, partial: bool = False) -> bool:
    """The assumptions at ``env`` with Python's integer semantics (the reference's reading);
    ``partial``: an assumption naming a symbol that ``env`` lacks is not judged."""
    for a in assume:
        try:
            if not eval(a, {"__builtins__": {}}, dict(env)):  # noqa: S307 - our own generated text
                return False
        except ZeroDivisionError:
            return False
        except NameError:
            if not partial:
                return False
    return True


# --- cute_sym values (the input of the code under test) --------------------------------------

def to_cute(x: Any, positive: set[str]) -> Any:
    """The cute_sym value of ``x`` (names in ``positive`` are extents: positive symbols)."""
    from cute_sym import ComposedLayout, Dyn, E, Layout, Swizzle

    def leaf(v: Any) -> Any:
        if isinstance(v, Basis):
            return E(leaf(v.value), v.modes)
        if isinstance(v, Sym):
            if v.unknown:
                return Dyn(v.width)
            return Dyn(v.width, symbol(v.name, positive))
        if isinstance(v, Term):
            e = sympy.Rational(v.num, v.den)
            for n in v.names:
                e = e * symbol(n, positive)
            return Dyn(32, e)
        return v
    if isinstance(x, Lay):
        return Layout(tmap(leaf, x.shape), tmap(leaf, x.stride))
    if isinstance(x, Swz):
        return Swizzle(x.bits, x.base, x.shift)
    if isinstance(x, Comp):
        return ComposedLayout(to_cute(x.inner, positive), tmap(leaf, x.offset), to_cute(x.outer, positive))
    raise TypeError(x)


def symbol(name: str, positive: set[str]) -> sympy.Symbol:
    return sympy.Symbol(name, integer=True, positive=True) if name in positive else sympy.Symbol(name, integer=True)


def is_static(x: Any) -> bool:
    from fuzz_reference import dynamic_leaves
    return not dynamic_leaves(x)


def unit(lay: Lay) -> bool:
    return all(isinstance(s, int) for s in leaves(lay.shape)) and size(lay.shape) == 1


def as_tuple(x: Any) -> tuple:
    return x if is_tuple(x) else (x,)
