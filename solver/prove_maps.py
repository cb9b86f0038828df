"""Verdicts about a layout as a function (paper §4.4, §5.4): equality of two layouts on
every integer coordinate, injectivity, surjectivity and bijectivity onto the codomain box.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from cute_sym import ComposedLayout, Swizzle
from cute_sym.errors import PreconditionError
from cute_sym.tuples import is_tuple, leaves, product, unflatten

from .encode import Encoder, flat_values, same_profile
from .formula import Query
from .proof import Proof, decide
from .prove_base import (Operand, all_static, differs, enumeration, image_of, model_index, model_params,
                         natural_model, operand, outside_image, refines)
from .symbols import instantiate, show, show_htuple
from .expr import Const, fold
from .formula import conj, disj, eq, le, lt, ne

__all__ = ["prove_equal", "prove_injective", "prove_surjective", "prove_bijective"]


# --- equality (paper §4.4: a layout is a function of its integer coordinate) ---

def prove_equal(A: Operand, B: Operand, assume: Iterable = (), timeout: float = 10.0,
                backend: str = "auto", free_names: bool = False) -> Proof:
    """``|A| == |B|`` and ``A(i) == B(i)`` for every ``i`` in ``[0, |A|)``; with ``free_names``
    an assumption may name symbols neither operand has (a module's facts relating them)."""
    A, B = operand(A, "a"), operand(B, "b")
    statement = f"{show(A)} == {show(B)} on every integer coordinate"
    fine = B if refines(A.shape, B.shape) else A if refines(B.shape, A.shape) else None

    def query() -> Query:
        enc = Encoder()
        if fine is not None:                          # compatible shapes: the finer natural coordinate
            coarse = A if fine is B else B
            xs, vf = enc.at_natural(fine, "i")
            vc = enc.apply(coarse, enc.coarse_coordinate(coarse.shape, fine.shape, unflatten(xs, fine.shape)))
            va, vb = (vc, vf) if fine is B else (vf, vc)
            return enc.query() if not same_profile(va, vb) else enc.query(differs((va, vb)))
        i, va = enc.at_index(A, "_i")
        vb = enc.apply(B, i, in_domain=True)
        if not same_profile(va, vb):
            return enc.query()
        sizes = ne(enc.leaf_size(A.shape), enc.leaf_size(B.shape))
        return enc.query(disj(sizes, differs((va, vb))))

    def recheck(model: dict) -> tuple:
        env = model_params(model, A, B)
        a, b = instantiate(A, env), instantiate(B, env)
        i = model["_i"] if "_i" in model else model_index(model, "i", (a if fine is A else b).shape)
        if product(a.shape) != product(b.shape):
            return True, {"params": env, "size_A": product(a.shape), "size_B": product(b.shape)}
        va, vb = a(i), b(i)
        return (va != vb), ({"params": env, "coordinate": i, "A": va, "B": vb} if va != vb
                            else f"A({i}) == B({i}) == {va}")

    enum = None
    if all_static(A, B):
        n = product(A.shape)
        same = n == product(B.shape)
        enum = enumeration(lambda k: None if same and A(k) == B(k) else {"_i": k}, n if same else 1)
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum,
                  free_names=free_names)


# --- injective / surjective / bijective (paper §5.4: inverses) ---

def prove_injective(A: Operand, assume: Iterable = (), timeout: float = 10.0, backend: str = "auto") -> Proof:
    """``A(i) != A(j)`` for every ``i != j`` in the domain."""
    A = operand(A)
    statement = f"{show(A)} is injective"

    def query() -> Query:
        enc = Encoder()
        cs, va = enc.at_natural(A, "i")
        ds, vb = enc.at_natural(A, "j")
        return enc.query(disj(*(ne(c, d) for c, d in zip(cs, ds))),
                         *(eq(x, y) for x, y in zip(flat_values(va), flat_values(vb))))

    def recheck(model: dict) -> tuple:
        env = model_params(model, A)
        a = instantiate(A, env)
        i, j = sorted((model_index(model, "i", a.shape), model_index(model, "j", a.shape)))
        ok = i != j and 0 <= min(i, j) and max(i, j) < product(a.shape) and a(i) == a(j)
        return ok, ({"params": env, "coordinates": [i, j], "value": a(i)} if ok else f"A({i}) != A({j})")

    enum = None
    if all_static(A):
        seen: dict = {}

        def check(k: int) -> "dict | None":
            v = A(k)
            if v in seen:
                return {**natural_model("i", A.shape, seen[v]), **natural_model("j", A.shape, k)}
            seen[v] = k
            return None
        enum = enumeration(check, product(A.shape))
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


def _box(A: Any, check: bool = True) -> list:
    """The extents of the codomain box: ``[cosize]`` for an integer codomain (seed 000
    ``cute.cosize``; a composed layout needs a swizzle A), the ``coshape`` otherwise.
    ``check``: raise when a static extent is not positive (negative strides)."""
    if isinstance(A, ComposedLayout):
        if not isinstance(A.inner, Swizzle):
            raise PreconditionError("the codomain box of a composed layout needs a swizzle inner A (seed 000 cosize)")
        box = [A.cosize()]
    else:
        box = list(leaves(A.coshape()))
    if check and any(isinstance(x, int) and x <= 0 for x in box):
        raise PreconditionError(f"the codomain box [0, {show_htuple(tuple(box))}) of {show(A)} is empty "
                                "(negative strides): surjectivity onto it is not defined")
    return box


def _box_recheck(A: Any, check: Callable[[dict, Any, dict], tuple]) -> Callable[[dict], tuple]:
    """The re-check of a box statement about ``A``: ``A`` instantiated at the model's parameters;
    an empty codomain box is a counterexample, else ``check(model, a, env)`` decides."""
    def recheck(model: dict) -> tuple:
        env = model_params(model, A)
        a = instantiate(A, env)
        box = _box(a, check=False)
        if any(x <= 0 for x in box):
            return True, {"params": env, "empty_box": box}
        return check(model, a, env)
    return recheck


def _point(A: Any, coords: list) -> Any:
    """A codomain point of ``A`` from its box coordinates (a scalar for an integer codomain)."""
    return coords[0] if len(coords) == 1 and not is_tuple(A(0)) else tuple(coords)


def _box_text(A: Any) -> str:
    box = _box(A)
    return show_htuple(box[0] if len(box) == 1 and not is_tuple(A(0)) else tuple(box))


def prove_surjective(A: Operand, assume: Iterable = (), timeout: float = 10.0, backend: str = "auto") -> Proof:
    """Every point of ``[0, cosize(A))`` (of the ``coshape`` box for basis strides) is some ``A(i)``.

    The existential pigeonhole argument of :func:`prove_bijective` is tried first
    (a bijection onto the box is onto it); otherwise the query has a ``∀``.  A
    parameter value whose box is empty (negative strides; an error for static
    operands) is a counterexample (``empty_box``), here and in :func:`prove_bijective`."""
    A = operand(A)
    bij = prove_bijective(A, assume, timeout / 2, backend)
    if bij.proved:
        bij.statement = f"{show(A)} is onto its codomain box [0, {_box_text(A)})"
        bij.detail["via"] = "bijective: injective, into the box, |A| equal to the box size"
        return bij
    statement = f"{show(A)} is onto its codomain box [0, {_box_text(A)})"

    def query() -> Query:
        enc = Encoder()
        box = [enc.leaf(hi) for hi in _box(A)]
        if all(isinstance(hi, Const) for hi in box):
            return outside_image(enc, A, [enc.variable(f"_y{k}", 0, hi) for k, hi in enumerate(box)])
        ys = [enc.variable(f"_y{k}", 0) for k in range(len(box))]     # a missing point, or an empty box
        inside = conj(*(lt(y, hi) for y, hi in zip(ys, box)))
        return outside_image(enc, A, ys, disj(inside, *(le(hi, 0) for hi in box)))

    def recheck(model: dict, a: Any, env: dict) -> tuple:
        y = _point(a, [model[f"_y{k}"] for k in range(len(_box(a)))])
        image = image_of(a)
        if image is None:
            return False, "image too large to re-check by evaluation"
        return (y not in image), ({"params": env, "missing": y} if y not in image else f"{y} is A's value")

    enum = None
    if all_static(A):
        box = _box(A)
        image_cache: list = []

        def check(k: int) -> "dict | None":
            if not image_cache:
                image_cache.append({A(n) for n in range(product(A.shape))})
            point, rest = [], k
            for hi in box:
                point.append(rest % hi)
                rest //= hi
            return None if _point(A, point) in image_cache[0] else {f"_y{n}": v for n, v in enumerate(point)}
        enum = enumeration(check, product(tuple(box)))
    return decide(statement, query, _box_recheck(A, recheck), assume=assume,
                  timeout=max(0.001, timeout - bij.seconds),
                  backend=backend, enumerate_=enum)


def prove_bijective(A: Operand, assume: Iterable = (), timeout: float = 10.0, backend: str = "auto",
                    free_names: bool = False) -> Proof:
    """``A`` is a bijection of its domain onto ``[0, cosize)`` (compact, paper §5.4.1):
    injective, into the box, and ``|A|`` equal to the box size (pigeonhole); ``free_names`` as
    :func:`prove_equal`'s."""
    A = operand(A)
    statement = f"{show(A)} is a bijection onto its codomain box [0, {_box_text(A)}) (compact)"

    def query() -> Query:
        enc = Encoder()
        box = [enc.leaf(hi) for hi in _box(A)]
        cs, va = enc.at_natural(A, "i")
        ds, vb = enc.at_natural(A, "j")
        size = enc.leaf_size(A.shape)
        box_size = Const(1)
        for hi in box:
            box_size = box_size * hi
        clash = conj(disj(*(ne(c, d) for c, d in zip(cs, ds))),
                     *(eq(x, y) for x, y in zip(flat_values(va), flat_values(vb))))
        outside = disj(*(disj(lt(v, 0), le(hi, v)) for v, hi in zip(flat_values(va), box)))
        empty = [le(hi, 0) for hi in box if not isinstance(hi, Const)]
        return enc.query(disj(ne(size, fold(box_size)), clash, outside, *empty))

    def recheck(model: dict, a: Any, env: dict) -> tuple:
        i, j, n = model_index(model, "i", a.shape), model_index(model, "j", a.shape), product(a.shape)
        box = _box(a)
        if n != product(tuple(box)):
            return True, {"params": env, "size": n, "box_size": product(tuple(box))}
        if i != j and a(i) == a(j):
            return True, {"params": env, "coordinates": [min(i, j), max(i, j)], "value": a(i)}
        vals = [a(i)] if not isinstance(a(i), tuple) else list(leaves(a(i)))
        if any(not 0 <= v < hi for v, hi in zip(vals, box)):
            return True, {"params": env, "coordinate": i, "value": a(i), "outside": box}
        return False, "no clash, no point outside the box, sizes agree"

    enum = None
    if all_static(A):
        n, box = product(A.shape), _box(A)
        if n != product(tuple(box)):
            enum = enumeration(lambda k: {**natural_model("i", A.shape, 0), **natural_model("j", A.shape, 0)}, 1)
        else:
            seen: dict = {}

            def check(k: int) -> "dict | None":
                v = A(k)
                vals = [v] if not isinstance(v, tuple) else list(leaves(v))
                if any(not 0 <= x < hi for x, hi in zip(vals, box)):
                    return {**natural_model("i", A.shape, k), **natural_model("j", A.shape, k)}
                if v in seen:
                    return {**natural_model("i", A.shape, seen[v]), **natural_model("j", A.shape, k)}
                seen[v] = k
                return None
            enum = enumeration(check, n)
    return decide(statement, query, _box_recheck(A, recheck), assume=assume, timeout=timeout, backend=backend,
                  enumerate_=enum, free_names=free_names)
