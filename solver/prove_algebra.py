"""Verdicts of the layout algebra: containment (instruction admissibility, paper §5.4.2),
complement (§5.5, eq. 15-17) and composition (eq. 6).
"""
from __future__ import annotations

import time
from typing import Any, Iterable

from cute_sym import Layout, Swizzle
from cute_sym.errors import PreconditionError
from cute_sym.tuples import is_tuple, product, unflatten

from .encode import Encoder, flat_values, same_profile
from .formula import Query
from .proof import Proof, decide
from .prove_base import (Operand, all_static, differs, enumeration, image_of, model_index, model_params,
                         natural_model, operand, outside_image)
from .symbols import instantiate, show
from .formula import conj, disj, eq, le, ne

__all__ = ["prove_contains", "prove_complement", "prove_composition"]


# --- containment: instruction admissibility (paper §5.4.2, TMEM example) ---

def prove_contains(A: Operand, T: Operand, assume: Iterable = (), timeout: float = 10.0,
                   backend: str = "auto") -> Proof:
    """Every ``T(i)`` is in ``image(A)``: ``∀i ∃c: A(c) == T(i)``.  When proved, the
    detail holds the coordinate map ``A⁻¹∘T`` as an ISL relation between natural
    coordinates (``{ [_t0, ...] -> [_c0, ...] }``)
    and whether it is a function, and, for static integer layouts, the algebra's
    ``A† ∘ T`` as a layout with the proof that ``A ∘ (A† ∘ T) == T``."""
    A, T = operand(A, "a"), operand(T, "t")
    statement = f"image({show(T)}) ⊆ image({show(A)})"

    def query() -> Query:
        enc = Encoder()
        _ts, vt = enc.at_natural(T, "i")
        return outside_image(enc, A, flat_values(vt), sought=f"T = {show(T)}", profile=vt)

    def recheck(model: dict) -> tuple:
        env = model_params(model, A, T)
        a, t = instantiate(A, env), instantiate(T, env)
        i = model_index(model, "i", t.shape)
        image = image_of(a)
        if image is None:
            return False, "image of A too large to re-check by evaluation"
        return (t(i) not in image), ({"params": env, "coordinate": i, "T": t(i)} if t(i) not in image
                                     else f"T({i}) is in image(A)")

    enum = None
    if all_static(A, T):
        image_cache: list = []

        def check(k: int) -> "dict | None":
            if not image_cache:
                image_cache.append({A(n) for n in range(product(A.shape))})
            return None if T(k) in image_cache[0] else natural_model("i", T.shape, k)
        enum = enumeration(check, product(T.shape))
    proof = decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)
    if proof.proved:
        left = time.perf_counter() + max(0.001, timeout - proof.seconds)    # the extras share what is left
        proof.detail.update(_coordinate_map(A, T, max(0.001, left - time.perf_counter())))
        proof.detail.update(_coordinate_layout(A, T, max(0.001, left - time.perf_counter())))
    return proof


def _coordinate_layout(A: Any, T: Any, timeout: float) -> dict:
    """The algebra's ``A† ∘ T`` (paper §5.4.4) as a layout, proved: ``A(M(i)) == T(i)``
    for every ``i``.  Static layouts with integer codomains only."""
    from cute_sym.algebra import instruction_admissibility
    if not (isinstance(A, Layout) and isinstance(T, Layout) and all_static(A, T)) or A.is_basis() or T.is_basis():
        return {}
    try:
        verdict = instruction_admissibility(A, T)
    except PreconditionError as e:              # e.g. left_inverse of an A that is no mixed radix
        return {"coordinate_layout": None, "coordinate_layout_reason": e.reason}
    if verdict.coordinates is None:
        return {"coordinate_layout": None, "coordinate_layout_reason": verdict.reason}
    check = prove_composition(A, verdict.coordinates, T, timeout=timeout)
    return {"coordinate_layout": str(verdict.coordinates), "coordinate_layout_proof": check.status}


def _coordinate_relation(ctx: Any, t_map: str, a_map: str) -> tuple:
    """ISL's text of ``A⁻¹ ∘ T`` and whether it is a function, from the relations' texts
    (in the ISL worker)."""
    import islpy as isl
    rel = isl.Map(t_map, context=ctx).apply_range(isl.Map(a_map, context=ctx).reverse())
    return str(rel.coalesce()), rel.is_single_valued()


def _coordinate_map(A: Any, T: Any, timeout: float) -> dict:
    """``A⁻¹ ∘ T`` as an ISL relation from T's natural coordinate ``[_t0, ...]`` to A's
    ``[_c0, ...]``, when affine."""
    import islpy as isl

    from . import isl as isl_backend
    from .expr import Unsupported

    try:
        text, function = isl_backend.bounded(_coordinate_relation, timeout,
                                             isl_backend.layout_map_text(T, "t", natural=True),
                                             isl_backend.layout_map_text(A, "c", natural=True))
    except (Unsupported, isl_backend.IslTimeout, isl.Error) as e:
        return {"coordinate_map": None, "coordinate_map_reason": str(e)}
    return {"coordinate_map": text, "coordinate_map_is_function": function}


# --- complement (paper §5.5, eq. 15-17) ---

def prove_complement(A: Operand, C: Operand, assume: Iterable = (), timeout: float = 10.0,
                     backend: str = "auto", extended: bool = True) -> Proof:
    """``C`` is a complement of ``A``: its values at every integer coordinate ``a >= 1``
    of the *extended* domain (past ``|C|`` too; with ``extended=False`` only
    ``1 <= a < |C|``) miss ``image(A)`` (eq. 16), and it is increasing on its domain
    (eq. 17).  Integer codomains."""
    A, C = operand(A, "a"), operand(C, "c")
    where = "extended domain" if extended else "domain"
    statement = f"{show(C)} is a complement of {show(A)} (disjoint on its {where}, eq. 16; ordered, eq. 17)"

    def query() -> Query:
        enc = Encoder()
        _b, va = enc.at_index(A, "_b")
        a = enc.variable("_a", 1, None if extended else enc.leaf_size(C.shape))
        vc = enc.apply(C, a)
        k, vk = enc.at_index(C, "_k")
        prev = enc.apply(C, k - 1)
        for v in (va, vc, vk):
            if is_tuple(v):
                raise PreconditionError("prove_complement handles integer codomains")
        clash = eq(va, vc)
        disorder = conj(le(1, k), le(vk, prev))
        return enc.query(disj(clash, disorder))

    def recheck(model: dict) -> tuple:
        env = model_params(model, A, C)
        a, c = instantiate(A, env), instantiate(C, env)
        b, x, k = model["_b"], model["_a"], model["_k"]
        if x >= 1 and (extended or x < product(c.shape)) and a(b) == c(x):
            return True, {"params": env, "A_coordinate": b, "C_coordinate": x, "value": a(b), "violates": "eq. 16"}
        if k >= 1 and c(k) <= c(k - 1):
            return True, {"params": env, "C_coordinates": [k - 1, k], "values": [c(k - 1), c(k)],
                          "violates": "eq. 17"}
        return False, "neither a clash nor a descent at these coordinates"

    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend)


# --- composition (paper eq. 6) ---

def _compat(b: Any, r: Any) -> "list[tuple] | None":
    """The size equalities that ``b ≼ r`` (paper §4.2.1) needs, or ``None`` if the profiles clash."""
    if is_tuple(b):
        if not is_tuple(r) or len(b) != len(r):
            return None
        out: list = []
        for x, y in zip(b, r):
            sub = _compat(x, y)
            if sub is None:
                return None
            out += sub
        return out
    return [(b, product(r))]


def prove_composition(A: Any, B: Operand, R: Operand, assume: Iterable = (), timeout: float = 10.0,
                      backend: str = "auto", free_names: bool = False) -> Proof:
    """``R`` is the composition ``A ∘ B`` (paper eq. 6): ``B ≼ R`` and ``R(c) == A(B(c))``
    for every coordinate ``c`` of ``B``.  ``A`` may also be a swizzle.  With ``free_names`` an
    assumption may name symbols the operands lack (a kernel's facts about its other layouts)."""
    A = A if isinstance(A, Swizzle) else operand(A, "a")
    B, R = operand(B, "b"), operand(R, "r")
    statement = f"{show(R)} == {show(A)} ∘ {show(B)}"
    pairs = _compat(B.shape, R.shape)
    if pairs is None:
        return Proof(statement, "refuted", "structure", 0.0, [str(a) for a in assume],
                     counterexample={"reason": f"the shape of B {B.shape} is not compatible with R's"})

    def query() -> Query:
        enc = Encoder()
        xs, vr = enc.at_natural(R, "i")               # B ≼ R: R's natural coordinate is the finer one
        vb = enc.apply(B, enc.coarse_coordinate(B.shape, R.shape, unflatten(xs, R.shape)))
        vab = enc.apply(A, vb)
        if not same_profile(vab, vr):
            return enc.query()
        sizes = [ne(enc.leaf_size(x), enc.leaf_size(y)) for x, y in pairs]
        return enc.query(disj(*sizes, differs((vab, vr))))

    def recheck(model: dict) -> tuple:
        env = model_params(model, A, B, R) if not isinstance(A, Swizzle) else model_params(model, B, R)
        a = A if isinstance(A, Swizzle) else instantiate(A, env)
        b, r = instantiate(B, env), instantiate(R, env)
        for x, y in _compat(b.shape, r.shape):
            if x != y:
                return True, {"params": env, "B_mode_size": x, "R_mode_size": y}
        i = model["_i"] if "_i" in model else model_index(model, "i", r.shape)
        want, got = a(b(i)), r(i)
        return (want != got), ({"params": env, "coordinate": i, "B": b(i), "A(B)": want, "R": got}
                               if want != got else f"R({i}) == A(B({i}))")

    enum = None
    static = (isinstance(A, Swizzle) or A.is_static()) and all_static(B, R)
    if static:
        ok_sizes = all(x == y for x, y in _compat(B.shape, R.shape))
        enum = enumeration(lambda k: None if ok_sizes and A(B(k)) == R(k) else {"_i": k},
                          product(B.shape) if ok_sizes else 1)
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum,
                  free_names=free_names)
