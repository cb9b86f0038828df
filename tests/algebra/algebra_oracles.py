"""Independent brute-force oracles and hypothesis strategies for the algebra tests.

Nothing here calls the code under test: layouts are evaluated with the
foundation's ``Layout.__call__`` only.
"""
from __future__ import annotations

from itertools import product as cartesian

from hypothesis import strategies as st

from cute_sym import Layout
from cute_sym.tuples import leaves


def values(layout, n=None):
    """``[L(0), ..., L(n-1)]`` (``n`` defaults to ``|L|``)."""
    return [layout(i) for i in range(layout.size() if n is None else n)]


def same_function(a, b, n=None):
    """``a`` and ``b`` agree on ``Z_n``."""
    n = a.size() if n is None else n
    return all(a(i) == b(i) for i in range(n))


def ordered_factorizations(n):
    """Every tuple of integers >= 2 whose product is ``n`` (``()`` for 1)."""
    if n == 1:
        yield ()
        return
    for f in range(2, n + 1):
        if n % f == 0:
            for rest in ordered_factorizations(n // f):
                yield (f,) + rest


def is_layout_function(vals):
    """Whether some layout of size ``len(vals)`` has exactly these values (exhaustive)."""
    n = len(vals)
    for shape in ordered_factorizations(n):
        weights, w = [], 1
        for s in shape:
            weights.append(w)
            w *= s
        strides = [vals[w] for w in weights]
        if all(vals[x] == sum(((x // w) % s) * d for s, w, d in zip(shape, weights, strides))
               for x in range(n)):
            return True
    return n == 1 and vals == [0]


def composition_exists(a, b):
    """Whether some layout R with B ≼ R has R(c) = A(B(c)) on Z(B) (paper eq. 6).

    R is fixed by its leaf modes: R_j(x) = A(x*d_j) must be a layout function, and
    R(c) = sum R_j(c_j) must equal A(B(c)) for every natural coordinate c."""
    sd = list(zip(leaves(b.shape), leaves(b.stride)))
    tables = [[a(x * d) for x in range(s)] for s, d in sd]
    if not all(is_layout_function(t) for t in tables):
        return False
    for cs in cartesian(*(range(s) for s, _ in sd)):
        if a(sum(c * d for c, (_, d) in zip(cs, sd))) != sum(t[c] for t, c in zip(tables, cs)):
            return False
    return True


def clmul(c, k):
    """The F2 stride product ``c * f_k``: carry-less multiplication (paper Table 1)."""
    out = 0
    for j in range(c.bit_length()):
        if c >> j & 1:
            out ^= k << j
    return out


# --- strategies -------------------------------------------------------------------------

@st.composite
def profiles(draw, leaf_count):
    """A random nesting (depth <= 2) of ``leaf_count`` leaf slots."""
    groups, left = [], leaf_count
    while left:
        k = draw(st.integers(1, left))
        groups.append(k)
        left -= k
    if len(groups) == 1 and groups[0] == 1:
        return None
    return tuple(None if k == 1 else (None,) * k for k in groups)


def _fill(profile, flat):
    it = iter(flat)
    if profile is None:
        return next(it)
    return tuple(next(it) if p is None else tuple(next(it) for _ in p) for p in profile)


@st.composite
def layouts(draw, max_leaves=4, max_leaf=8, max_size=2048, strides=None):
    """Random hierarchical layouts; strides include 0, non-powers of two and compact ones."""
    n = draw(st.integers(1, max_leaves))
    sizes, total = [], 1
    for _ in range(n):
        s = draw(st.integers(1, max(1, min(max_leaf, max_size // total))))
        sizes.append(s)
        total *= s
    compact, w = [], 1
    for s in sizes:
        compact.append(w)
        w *= s
    pool = strides if strides is not None else st.one_of(st.sampled_from([0, 1, 2, 3, 4, 5, 6, 8, 12, 16, 24, 97]),
                                st.integers(1, 64))
    flat_strides = [draw(st.one_of(pool, st.just(c), st.just(2 * c))) for c in compact]
    prof = draw(profiles(n))
    return Layout(_fill(prof, sizes), _fill(prof, flat_strides))
