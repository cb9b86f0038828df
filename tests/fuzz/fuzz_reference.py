"""The campaign's own reference: layouts as data and their evaluation, written from the
paper's definitions (§4.2-4.4: idx2crd eq. 1, crd2idx eq. 2, inner product eq. 3;
§5.3 composition, eq. 6 and the conditions eq. 8-12; CuTe's ``Swizzle<B,M,S>``), with
no call into the code under test.

A value here is plain data: :class:`Lay` (shape, stride), :class:`Swz`, :class:`Comp`
(inner, offset, outer); leaves are ``int``, :class:`Sym` (a named dynamic leaf, or a
bare ``?`` with ``unknown``), :class:`Term` (an exact monomial of symbols such as
``M/4`` or ``4*M``) and :class:`Basis` (a scaled basis stride ``a@...``).
:func:`inst` substitutes integers; :func:`apply` evaluates an instantiated value.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product as cartesian
from typing import Any, Iterable

# --- leaves -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Sym:
    """A named dynamic leaf; ``unknown``: printed as a bare ``?``; ``width`` 32 or 64."""

    name: str
    width: int = 32
    unknown: bool = False


@dataclass(frozen=True)
class Term:
    """``num/den * prod(names)``: a leaf that is an exact expression of symbols."""

    num: int
    den: int
    names: tuple


@dataclass(frozen=True)
class Basis:
    """``value * e_path``: ``modes`` from the outermost mode (``1@1@0`` is modes ``(0, 1)``)."""

    value: Any
    modes: tuple


@dataclass(frozen=True)
class Lay:
    shape: Any
    stride: Any


@dataclass(frozen=True)
class Swz:
    bits: int
    base: int
    shift: int


@dataclass(frozen=True)
class Comp:
    inner: Any          # Lay or Swz
    offset: Any         # a leaf or a tuple of leaves
    outer: Lay


class Undefined(Exception):
    """A leaf that is not an integer at these values (``M/4`` at ``M = 6``)."""


def is_tuple(x: Any) -> bool:
    return isinstance(x, tuple)


def leaves(x: Any) -> list:
    return [y for v in x for y in leaves(v)] if is_tuple(x) else [x]


def tmap(f, x: Any) -> Any:
    return tuple(tmap(f, v) for v in x) if is_tuple(x) else f(x)


def value(leaf: Any, env: dict) -> int:
    """The integer value of a leaf under ``env`` (names to ints)."""
    if isinstance(leaf, bool):
        raise TypeError(leaf)
    if isinstance(leaf, int):
        return leaf
    if isinstance(leaf, Sym):
        return env[leaf.name]
    if isinstance(leaf, Term):
        n = leaf.num
        for name in leaf.names:
            n *= env[name]
        if n % leaf.den:
            raise Undefined(f"{leaf} is not an integer at {env}")
        return n // leaf.den
    raise TypeError(f"not a leaf: {leaf!r}")


def inst(x: Any, env: dict) -> Any:
    """``x`` with every symbolic leaf replaced by its value."""
    if isinstance(x, Lay):
        return Lay(inst(x.shape, env), inst(x.stride, env))
    if isinstance(x, Comp):
        return Comp(inst(x.inner, env), inst(x.offset, env), inst(x.outer, env))
    if isinstance(x, Swz):
        return x
    if is_tuple(x):
        return tuple(inst(v, env) for v in x)
    if isinstance(x, Basis):
        return Basis(value(x.value, env), x.modes)
    return value(x, env)


def symbols(x: Any) -> list[Sym]:
    """The symbols of ``x`` (each once), in leaf order: shape, stride; A, offset, B."""
    out: dict = {}

    def visit(leaf: Any) -> None:
        if isinstance(leaf, Basis):
            visit(leaf.value)
        elif isinstance(leaf, Sym):
            out.setdefault(leaf.name, leaf)
        elif isinstance(leaf, Term):
            for n in leaf.names:
                out.setdefault(n, Sym(n))
    for leaf in dynamic_leaves(x, all_leaves=True):
        visit(leaf)
    return list(out.values())


def dynamic_leaves(x: Any, all_leaves: bool = False) -> list:
    """The leaves of ``x`` in ``get_scalars`` order (shape, then stride; for a composed
    layout A, offset, B), only the dynamic ones unless ``all_leaves``."""
    if isinstance(x, Lay):
        out = leaves(x.shape) + leaves(x.stride)
    elif isinstance(x, Comp):
        return dynamic_leaves(x.inner, all_leaves) + [v for v in leaves(x.offset)
                                                      if all_leaves or _dynamic(v)] + \
            dynamic_leaves(x.outer, all_leaves)
    else:
        out = []
    return [v for v in out if all_leaves or _dynamic(v)]


def _dynamic(leaf: Any) -> bool:
    return isinstance(leaf.value if isinstance(leaf, Basis) else leaf, (Sym, Term))


def shape_symbols(x: Any) -> set[str]:
    """Names that occur in a shape leaf (extents: positive)."""
    out: set = set()
    for lay in ([x] if isinstance(x, Lay) else [x.outer] + ([x.inner] if isinstance(x.inner, Lay) else [])
                if isinstance(x, Comp) else []):
        for leaf in leaves(lay.shape):
            if isinstance(leaf, Sym):
                out.add(leaf.name)
            elif isinstance(leaf, Term):
                out.update(leaf.names)
    return out


# --- coordinates and evaluation (paper eq. 1-3) ----------------------------------------------

def size(shape: Any) -> int:
    n = 1
    for s in leaves(shape):
        n *= s
    return n


def idx2crd(i: int, shape: Any) -> Any:
    """Eq. 1, applied at every level: every mode but the last reduced modulo its size."""
    if not is_tuple(shape):
        return i
    out, prefix = [], 1
    for k, s in enumerate(shape):
        n = size(s)
        c = i // prefix if k == len(shape) - 1 else (i // prefix) % n
        out.append(idx2crd(c, s))
        prefix *= n
    return tuple(out)


def crd2idx(c: Any, shape: Any) -> int:
    """Eq. 2 (a coordinate weakly congruent to ``shape``)."""
    if not is_tuple(c):
        return c
    total, prefix = 0, 1
    for ck, s in zip(c, shape):
        total += crd2idx(ck, s) * prefix
        prefix *= size(s)
    return total


def _inner(c: Any, shape: Any, stride: Any, acc: dict) -> None:
    """Eq. 3 at a coordinate weakly congruent to ``shape``; basis values summed per path."""
    if is_tuple(shape):
        c = idx2crd(c, shape) if not is_tuple(c) else c
        for ck, sk, dk in zip(c, shape, stride):
            _inner(ck, sk, dk, acc)
        return
    if isinstance(stride, Basis):
        acc[stride.modes] = acc.get(stride.modes, 0) + c * stride.value
    else:
        acc[()] = acc.get((), 0) + c * stride


def coprofile(stride: Any) -> "list | None":
    """The basis paths of a stride (``None``: an integer codomain)."""
    paths = [d.modes for d in leaves(stride) if isinstance(d, Basis)]
    return paths or None


def _build(paths: list, acc: dict, prefix: tuple = (), missing: int = 0) -> Any:
    """The codomain tuple of the paths under ``prefix``: rank ``max mode + 1``, a
    missing mode ``missing`` (values: 0, seed 000's ``1@1`` gives ``(0, v)``; extents: 1)."""
    here = {p[len(prefix)] for p in paths if p[:len(prefix)] == prefix and len(p) > len(prefix)}
    if not here:
        return acc.get(prefix, missing)
    return tuple(_build(paths, acc, prefix + (m,), missing) if m in here else missing
                 for m in range(max(here) + 1))


def evaluate(lay: Lay, c: Any) -> Any:
    """``L(c)`` of an instantiated layout at an integer or (hierarchical) coordinate."""
    acc: dict = {}
    _inner(c, lay.shape, lay.stride, acc)
    paths = coprofile(lay.stride)
    return acc.get((), 0) if paths is None else _build(paths, acc)


def swizzle(sw: Swz, x: int) -> int:
    """CuTe's ``Swizzle<B,M,S>``: bits ``[M + max(0,S), +B)`` moved by ``S`` onto ``[M - min(0,S), +B)``."""
    mask = ((1 << sw.bits) - 1) << (sw.base + max(0, sw.shift))
    moved = x & mask
    return x ^ (moved >> sw.shift if sw.shift >= 0 else moved << -sw.shift)


def apply(x: Any, c: Any) -> Any:
    """``x(c)`` for an instantiated layout, swizzle or composed layout (``A(offset + B(c))``)."""
    if isinstance(x, Swz):
        return swizzle(x, c)
    if isinstance(x, Lay):
        return evaluate(x, c)
    inner = apply(x.outer, c)
    off = x.offset
    if is_tuple(inner) or is_tuple(off):
        inner = _tuple_add(off, inner)
    else:
        inner = off + inner
    return apply(x.inner, inner)


def _tuple_add(a: Any, b: Any) -> Any:
    if not is_tuple(a):
        return b if a == 0 else a + b
    if not is_tuple(b):
        return a if b == 0 else None
    n = max(len(a), len(b))
    a, b = a + (0,) * (n - len(a)), b + (0,) * (n - len(b))
    return tuple(_tuple_add(x, y) for x, y in zip(a, b))


def domain(x: Any) -> int:
    """The size of the domain of an instantiated layout or composed layout."""
    return size((x.outer if isinstance(x, Comp) else x).shape)


def values(x: Any) -> list:
    return [apply(x, i) for i in range(domain(x))]


# --- properties --------------------------------------------------------------------------------

def cosize(lay: Lay) -> int:
    """``L(size-1) + 1`` with every stride by magnitude (CuTe's coshape), as ``1 + sum (s-1)|d|``."""
    return 1 + sum((s - 1) * abs(d) for s, d in zip(leaves(lay.shape), leaves(lay.stride)))


def box(x: Any) -> list[int]:
    """The codomain box's extents: ``[cosize]`` (a swizzled ``S o off o B``: ``cosize(B)``),
    or per basis path ``1 + sum (s-1)|a|`` (the coshape), in the codomain tuple's order."""
    if isinstance(x, Comp):
        return [cosize(x.outer)]
    paths = coprofile(x.stride)
    if paths is None:
        return [cosize(x)]
    acc: dict = {}
    for s, d in zip(leaves(x.shape), leaves(x.stride)):
        if isinstance(d, Basis):
            acc[d.modes] = acc.get(d.modes, 0) + (s - 1) * abs(d.value)
    acc = {p: v + 1 for p, v in acc.items()}
    return leaves(_build(paths, acc, missing=1))


def injective(x: Any) -> "tuple | None":
    """Two coordinates with one value, or ``None``."""
    seen: dict = {}
    for i in range(domain(x)):
        v = apply(x, i)
        if v in seen:
            return seen[v], i
        seen[v] = i
    return None


def image(x: Any) -> set:
    return set(values(x))


def box_points(extents: list[int]) -> Iterable:
    return cartesian(*(range(e) for e in extents))


def surjective(x: Any) -> bool:
    """Onto ``[0, box)``."""
    extents = box(x)
    img = {tuple(leaves(v)) if is_tuple(v) else (v,) for v in values(x)}
    return all(p in img for p in box_points(extents))


def bijective(x: Any) -> bool:
    extents = box(x)
    vals = [tuple(leaves(v)) if is_tuple(v) else (v,) for v in values(x)]
    if len(set(vals)) != len(vals) or len(vals) != size(tuple(extents)):
        return False
    return all(all(0 <= c < e for c, e in zip(v, extents)) for v in vals)


def compatible(coarse: Any, fine: Any) -> bool:
    """``coarse ≼ fine`` (paper §4.2.1)."""
    if not is_tuple(coarse):
        return coarse == size(fine)
    return is_tuple(fine) and len(coarse) == len(fine) and all(compatible(a, b) for a, b in zip(coarse, fine))


def composes(A: Any, B: Lay, R: Lay) -> bool:
    """Eq. 6: ``B ≼ R`` and ``R(c) == A(B(c))`` for every coordinate of B."""
    if not compatible(B.shape, R.shape):
        return False
    return all(apply(R, i) == apply(A, apply(B, i)) for i in range(size(B.shape)))


# --- admissibility (paper §5.3.2, eq. 8-12) -------------------------------------------------------

def _coalesced(shape: list, stride: list) -> tuple[list, list]:
    """The modes of a flat target after coalescing (keeping its extended function: a size-1
    mode is dropped unless it is the last one, and mode ``k+1`` joins mode ``k`` when
    ``D_{k+1} == S_k * D_k``)."""
    S, D = [], []
    for k, (s, d) in enumerate(zip(shape, stride)):
        last = k == len(shape) - 1
        if s == 1 and not last:
            continue
        if S and S[-1] != 1 and _joins(D[-1], S[-1], d):
            S[-1] *= s
            continue
        S.append(s)
        D.append(d)
    return S, D


def _joins(d0: Any, s0: int, d1: Any) -> bool:
    if isinstance(d0, Basis) or isinstance(d1, Basis):
        return isinstance(d0, Basis) and isinstance(d1, Basis) and d0.modes == d1.modes and d1.value == s0 * d0.value
    return d1 == s0 * d0


def _sub(lay: Lay, modes: tuple) -> Lay:
    shape, stride = lay.shape, lay.stride
    for m in modes:
        if not is_tuple(shape):
            if m == 0:
                continue
            raise Undefined(f"mode {m} of a scalar")
        shape, stride = shape[m], stride[m]
    return Lay(shape, stride)


def admissibility_failures(A: Lay, B: Lay) -> list[str]:
    """The conditions of §5.3.2 that fail for instantiated ``A``, ``B``: per leaf ``s:d`` of B
    (a basis stride ``a@m`` composes with the sub-layout ``A_m``, stride ``a``), with the
    target ``S:D`` coalesced and ``S̄_r`` its exclusive prefix products, every boundary
    ``r >= 1`` that ``i*d`` reaches (``S̄_r <= (s-1)*d``) needs (9) ``S̄_r | d or d | S̄_r``
    and (10) ``ceil(S̄_r/d) | s``; the base case needs ``d >= 0``; with two or more
    non-trivial leaves, eq. 12 must hold exactly at every coordinate."""
    out = []
    for s, d in zip(leaves(B.shape), leaves(B.stride)):
        target = A
        if isinstance(d, Basis):
            target, d = _sub(A, d.modes), d.value
        if s == 1 or d == 0:
            continue
        if d < 0:
            out.append("base case needs d >= 0")
            continue
        S, _D = _coalesced(leaves(target.shape), leaves(target.stride))
        prefix = 1
        for r in range(1, len(S)):
            prefix *= S[r - 1]
            if prefix > (s - 1) * d:
                break
            if prefix % d and d % prefix:
                out.append("stride divisibility (9)")
            elif s % -(-prefix // d):
                out.append("shape divisibility (10)")
    live = [k for k, (s, d) in enumerate(zip(leaves(B.shape), leaves(B.stride)))
            if s != 1 and (d.value if isinstance(d, Basis) else d) != 0]
    if not out and len(live) >= 2 and not distributes(A, B):
        out.append("distributivity (eq. 11-12)")
    return out


def distributes(A: Lay, B: Lay) -> bool:
    """Eq. 12: ``A(B(c)) == sum_k A(B(c_k e_k))`` at every natural coordinate of B."""
    flat_shape = leaves(B.shape)
    for flat in cartesian(*(range(s) for s in flat_shape)):
        crd = _unflat(flat, B.shape)
        whole = apply(A, evaluate(B, crd))
        total = None
        for k in range(len(flat)):
            part = apply(A, evaluate(B, _unflat(tuple(c if n == k else 0 for n, c in enumerate(flat)), B.shape)))
            total = part if total is None else _add(total, part)
        if whole != total:
            return False
    return True


def _add(a: Any, b: Any) -> Any:
    return tuple(_add(x, y) for x, y in zip(a, b)) if is_tuple(a) else a + b


def _unflat(flat: tuple, shape: Any) -> Any:
    it = iter(flat)
    return tmap(lambda _s: next(it), shape) if is_tuple(shape) else flat[0]


# --- text ----------------------------------------------------------------------------------

def leaf_text(leaf: Any, names: bool = True) -> str:
    if isinstance(leaf, Basis):
        return f"{leaf_text(leaf.value, names)}@" + "@".join(str(m) for m in reversed(leaf.modes))
    if isinstance(leaf, Sym):
        if leaf.unknown or not names:
            return "?{i64}" if leaf.width == 64 else "?"
        return leaf.name + ("{i64}" if leaf.width == 64 else "")
    if isinstance(leaf, Term):
        body = "*".join(leaf.names)
        if leaf.num != 1:
            body = f"{leaf.num}*{body}"
        return body if leaf.den == 1 else f"{body}/{leaf.den}"
    return str(leaf)


def tuple_text(x: Any, names: bool = True) -> str:
    if is_tuple(x):
        return "(" + ",".join(tuple_text(v, names) for v in x) + ")"
    return leaf_text(x, names)


def text(x: Any, names: bool = True) -> str:
    """Canonical-style text (a rank-1 tuple prints ``(4)``; names for named leaves)."""
    if isinstance(x, Lay):
        return f"{tuple_text(x.shape, names)}:{tuple_text(x.stride, names)}"
    if isinstance(x, Swz):
        return f"S<{x.bits},{x.base},{x.shift}>"
    return f"{text(x.inner, names)} o {tuple_text(x.offset, names)} o {text(x.outer, names)}"


def parsable(x: Any) -> bool:
    """Whether the text can be read by the solver's layout reader (names and ``?``, no
    expressions)."""
    return not any(isinstance(v.value if isinstance(v, Basis) else v, Term) for v in dynamic_leaves(x))
