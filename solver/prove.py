"""The prover facade: properties of layouts for every coordinate and every value
of the dynamic leaves (paper §4-5).

Operands are :class:`~cute_sym.Layout` / :class:`~cute_sym.ComposedLayout`
values or their text (names may stand for dynamic leaves: ``"(M,N):(1,M)"``).
Dynamic leaves are parameters: a leaf carrying a sympy symbol is that symbol;
a bare ``?`` of operand ``A`` is ``aq<k>`` (``k`` in ``get_scalars`` order; see
:mod:`solver.symbols`).  ``assume`` holds conditions on the parameters
(``"M % 128 == 0"``).  Every function returns a :class:`~solver.proof.Proof`;
``timeout`` (seconds) bounds the solver work, ``backend`` forces one of
``isl``, ``z3``, ``enumeration``.
"""
from __future__ import annotations

import time
from typing import Any, Iterable, Mapping, Sequence

from cute_sym import ComposedLayout, Layout, Swizzle
from cute_sym.coords import crd2idx, idx2crd
from cute_sym.errors import DynamicValueError, PreconditionError
from cute_sym.tuples import compatible, is_tuple, leaves, product, transform_leaves, unflatten

from .encode import Encoder, flat_values, same_profile
from .expr import Const, Expr, as_expr, evaluate, fold, nodes, variables
from .assume import names_in, parse_assumption
from .formula import FALSE, And, Formula, Query, conj, disj, eq, holds, le, lt, ne, negate
from .isl import Outcome
from .proof import Proof, decide
from .symbols import free_symbols, instantiate, name_unknowns, parse_named, show, show_htuple

__all__ = ["prove_equal", "prove_injective", "prove_surjective", "prove_bijective", "prove_contains",
           "prove_composition", "prove_expression", "prove_expressions_equal", "prove_complement", "operand",
           "ENUMERATION_LIMIT"]

ENUMERATION_LIMIT = 1 << 16
"""Largest number of evaluations the automatic brute-force fallback attempts."""

Operand = Any  # Layout | ComposedLayout | str


def operand(x: Operand, prefix: str = "") -> Any:
    """A layout or composed layout (parsed from text when given text) whose bare
    ``?`` leaves are named ``<prefix>q<k>``."""
    value = parse_named(x) if isinstance(x, str) else x
    if not isinstance(value, (Layout, ComposedLayout)):
        raise PreconditionError(f"expected a layout or composed layout, got {value!r}")
    return name_unknowns(value, prefix)


def _params(model: dict, *values: Any) -> dict:
    """The model's values of the symbols of ``values``."""
    names = {s.name for v in values for s in free_symbols(v)}
    return {n: model[n] for n in sorted(names) if n in model}


def _static(*values: Any) -> bool:
    return all(v.is_static() for v in values)


def _differs(*pairs: tuple) -> Any:
    return disj(*(ne(x, y) for a, b in pairs for x, y in zip(flat_values(a), flat_values(b))))


def _index(model: dict, stem: str, shape: Any) -> int:
    """The integer coordinate of the natural coordinate ``_<stem><k>`` of a model."""
    flat = [model[f"_{stem}{k}"] for k in range(len(list(leaves(shape))))]
    return crd2idx(unflatten(flat, shape), shape) if is_tuple(shape) else flat[0]


def _natural(stem: str, shape: Any, i: int) -> dict:
    """A model naming the natural coordinate of the integer coordinate ``i``."""
    crd = idx2crd(i, shape)
    return {f"_{stem}{k}": c for k, c in enumerate(leaves(crd) if is_tuple(crd) else [crd])}


def _enumerate(check, count: int):
    """A brute-force decision over ``range(count)``: ``check(k)`` returns a model dict for a
    counterexample or ``None``."""
    def run(timeout: float) -> Outcome:
        if count > ENUMERATION_LIMIT * 256:
            return Outcome("unknown", "enumeration", reason=f"unsupported: {count} cases to enumerate")
        deadline = time.perf_counter() + timeout
        for k in range(count):
            if k % 1024 == 0 and time.perf_counter() > deadline:
                return Outcome("unknown", "enumeration", reason="timeout")
            found = check(k)
            if found is not None:
                return Outcome("sat", "enumeration", found)
        return Outcome("unsat", "enumeration")
    return run


# --- equality (paper §4.4: a layout is a function of its integer coordinate) ---

def prove_equal(A: Operand, B: Operand, assume: Iterable = (), timeout: float = 10.0,
                backend: str = "auto") -> Proof:
    """``|A| == |B|`` and ``A(i) == B(i)`` for every ``i`` in ``[0, |A|)``."""
    A, B = operand(A, "a"), operand(B, "b")
    statement = f"{show(A)} == {show(B)} on every integer coordinate"
    fine = B if _refines(A.shape, B.shape) else A if _refines(B.shape, A.shape) else None

    def query() -> Query:
        enc = Encoder()
        if fine is not None:                          # compatible shapes: the finer natural coordinate
            coarse = A if fine is B else B
            xs, vf = enc.at_natural(fine, "i")
            vc = enc.apply(coarse, enc.coarse_coordinate(coarse.shape, fine.shape, unflatten(xs, fine.shape)))
            va, vb = (vc, vf) if fine is B else (vf, vc)
            return enc.query() if not same_profile(va, vb) else enc.query(_differs((va, vb)))
        i, va = enc.at_index(A, "_i")
        vb = enc.apply(B, i, in_domain=True)
        if not same_profile(va, vb):
            return enc.query()
        sizes = ne(enc.leaf_size(A.shape), enc.leaf_size(B.shape))
        return enc.query(disj(sizes, _differs((va, vb))))

    def recheck(model: dict) -> tuple:
        env = _params(model, A, B)
        a, b = instantiate(A, env), instantiate(B, env)
        i = model["_i"] if "_i" in model else _index(model, "i", (a if fine is A else b).shape)
        if product(a.shape) != product(b.shape):
            return True, {"params": env, "size_A": product(a.shape), "size_B": product(b.shape)}
        va, vb = a(i), b(i)
        return (va != vb), ({"params": env, "coordinate": i, "A": va, "B": vb} if va != vb
                            else f"A({i}) == B({i}) == {va}")

    enum = None
    if _static(A, B):
        n = product(A.shape)
        same = n == product(B.shape)
        enum = _enumerate(lambda k: None if same and A(k) == B(k) else {"_i": k}, n if same else 1)
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


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
        env = _params(model, A)
        a = instantiate(A, env)
        i, j = sorted((_index(model, "i", a.shape), _index(model, "j", a.shape)))
        ok = i != j and 0 <= min(i, j) and max(i, j) < product(a.shape) and a(i) == a(j)
        return ok, ({"params": env, "coordinates": [i, j], "value": a(i)} if ok else f"A({i}) != A({j})")

    enum = None
    if _static(A):
        seen: dict = {}

        def check(k: int) -> "dict | None":
            v = A(k)
            if v in seen:
                return {**_natural("i", A.shape, seen[v]), **_natural("j", A.shape, k)}
            seen[v] = k
            return None
        enum = _enumerate(check, product(A.shape))
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


def _outside_image(enc: Encoder, A: Any, targets: list[Expr], *goal: Formula, sought: str = "the point",
                   profile: Any = None) -> Query:
    """``enc``'s query (with ``goal``) where, moreover, no in-bounds coordinate of ``A``
    has the value ``targets`` (a ``∀`` part: ISL set difference, a Z3 quantifier);
    ``profile``: the sought value, whose codomain must be A's (an integer is not the
    rank-1 coordinate ``(x)``)."""
    inner = Encoder("x")
    _cs, va = inner.at_natural(A, "x")
    values = flat_values(va)
    if len(values) != len(targets) or profile is not None and not same_profile(va, profile):
        theirs = f"{len(targets)} value component(s)" if profile is None else _codomain(profile)
        raise PreconditionError(f"the codomains differ: A = {show(A)} has {_codomain(va)}, {sought} has {theirs} "
                                "(integer vs coordinate, or another rank)")
    hit = inner.query(*(eq(v, t) for v, t in zip(values, targets)))
    own = [f for f in (hit.context.items if isinstance(hit.context, And) else [hit.context])
           if names_in(f) <= set(hit.params)]               # A's parameter facts hold outside the ∀ too
    q = enc.query(*goal, *own)
    q.params = list(dict.fromkeys(q.params + hit.params))
    q.excluded = [(hit.variables, hit.formula)]
    q.bounds.update(hit.bounds)
    q.notes += hit.notes
    q.context = conj(q.context, hit.context)
    q.types = {n: min(w for w in (q.types.get(n), hit.types.get(n)) if w) for n in {**q.types, **hit.types}}
    return q


def _codomain(v: Any) -> str:
    """What a value is, for messages: ``integers`` or ``coordinates (_,(_,_))``."""
    def shape(x: Any) -> str:
        return "(" + ",".join(shape(y) for y in x) + ")" if is_tuple(x) else "_"
    return "integer values" if not is_tuple(v) else f"coordinate values {shape(v)}"


def _image(a: Any) -> "set | None":
    """``image(a)`` by evaluation, or ``None`` past ``16 * ENUMERATION_LIMIT`` points."""
    n = product(a.shape)
    return {a(k) for k in range(n)} if n <= ENUMERATION_LIMIT * 16 else None


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


def _empty_box(a: Any, env: dict) -> "dict | None":
    """The counterexample of an instantiated ``a`` whose codomain box is empty, else ``None``."""
    box = _box(a, check=False)
    return {"params": env, "empty_box": box} if any(x <= 0 for x in box) else None


def _point(A: Any, coords: list) -> Any:
    """A codomain point of ``A`` from its box coordinates (a scalar for an integer codomain)."""
    return coords[0] if len(coords) == 1 and not is_tuple(A(0)) else tuple(coords)


def _box_text(A: Any) -> str:
    box = _box(A)
    return show_htuple(box[0] if len(box) == 1 and not is_tuple(A(0)) else tuple(box))


def _names_text(inputs: Any) -> str:
    return "(" + ",".join(_names_text(x) for x in inputs) + ")" if is_tuple(inputs) else str(inputs)


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
            return _outside_image(enc, A, [enc.variable(f"_y{k}", 0, hi) for k, hi in enumerate(box)])
        ys = [enc.variable(f"_y{k}", 0) for k in range(len(box))]     # a missing point, or an empty box
        inside = conj(*(lt(y, hi) for y, hi in zip(ys, box)))
        return _outside_image(enc, A, ys, disj(inside, *(le(hi, 0) for hi in box)))

    def recheck(model: dict) -> tuple:
        env = _params(model, A)
        a = instantiate(A, env)
        empty = _empty_box(a, env)
        if empty:
            return True, empty
        y = _point(a, [model[f"_y{k}"] for k in range(len(_box(a)))])
        image = _image(a)
        if image is None:
            return False, "image too large to re-check by evaluation"
        return (y not in image), ({"params": env, "missing": y} if y not in image else f"{y} is A's value")

    enum = None
    if _static(A):
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
        enum = _enumerate(check, product(tuple(box)))
    return decide(statement, query, recheck, assume=assume, timeout=max(0.001, timeout - bij.seconds),
                  backend=backend, enumerate_=enum)


def prove_bijective(A: Operand, assume: Iterable = (), timeout: float = 10.0, backend: str = "auto") -> Proof:
    """``A`` is a bijection of its domain onto ``[0, cosize)`` (compact, paper §5.4.1):
    injective, into the box, and ``|A|`` equal to the box size (pigeonhole)."""
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

    def recheck(model: dict) -> tuple:
        env = _params(model, A)
        a = instantiate(A, env)
        empty = _empty_box(a, env)
        if empty:
            return True, empty
        i, j, n = _index(model, "i", a.shape), _index(model, "j", a.shape), product(a.shape)
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
    if _static(A):
        n, box = product(A.shape), _box(A)
        if n != product(tuple(box)):
            enum = _enumerate(lambda k: {**_natural("i", A.shape, 0), **_natural("j", A.shape, 0)}, 1)
        else:
            seen: dict = {}

            def check(k: int) -> "dict | None":
                v = A(k)
                vals = [v] if not isinstance(v, tuple) else list(leaves(v))
                if any(not 0 <= x < hi for x, hi in zip(vals, box)):
                    return {**_natural("i", A.shape, k), **_natural("j", A.shape, k)}
                if v in seen:
                    return {**_natural("i", A.shape, seen[v]), **_natural("j", A.shape, k)}
                seen[v] = k
                return None
            enum = _enumerate(check, n)
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


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
        return _outside_image(enc, A, flat_values(vt), sought=f"T = {show(T)}", profile=vt)

    def recheck(model: dict) -> tuple:
        env = _params(model, A, T)
        a, t = instantiate(A, env), instantiate(T, env)
        i = _index(model, "i", t.shape)
        image = _image(a)
        if image is None:
            return False, "image of A too large to re-check by evaluation"
        return (t(i) not in image), ({"params": env, "coordinate": i, "T": t(i)} if t(i) not in image
                                     else f"T({i}) is in image(A)")

    enum = None
    if _static(A, T):
        image_cache: list = []

        def check(k: int) -> "dict | None":
            if not image_cache:
                image_cache.append({A(n) for n in range(product(A.shape))})
            return None if T(k) in image_cache[0] else _natural("i", T.shape, k)
        enum = _enumerate(check, product(T.shape))
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
    if not (isinstance(A, Layout) and isinstance(T, Layout) and _static(A, T)) or A.is_basis() or T.is_basis():
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
        env = _params(model, A, C)
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

def _refines(coarse: Any, fine: Any) -> bool:
    """``coarse ≼ fine`` (paper §4.2.1) when decidable now, else ``False``."""
    try:
        return compatible(coarse, fine)
    except DynamicValueError:
        return False


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
                      backend: str = "auto") -> Proof:
    """``R`` is the composition ``A ∘ B`` (paper eq. 6): ``B ≼ R`` and ``R(c) == A(B(c))``
    for every coordinate ``c`` of ``B``.  ``A`` may also be a swizzle."""
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
        return enc.query(disj(*sizes, _differs((vab, vr))))

    def recheck(model: dict) -> tuple:
        env = _params(model, A, B, R) if not isinstance(A, Swizzle) else _params(model, B, R)
        a = A if isinstance(A, Swizzle) else instantiate(A, env)
        b, r = instantiate(B, env), instantiate(R, env)
        for x, y in _compat(b.shape, r.shape):
            if x != y:
                return True, {"params": env, "B_mode_size": x, "R_mode_size": y}
        i = model["_i"] if "_i" in model else _index(model, "i", r.shape)
        want, got = a(b(i)), r(i)
        return (want != got), ({"params": env, "coordinate": i, "B": b(i), "A(B)": want, "R": got}
                               if want != got else f"R({i}) == A(B({i}))")

    enum = None
    static = (isinstance(A, Swizzle) or A.is_static()) and _static(B, R)
    if static:
        ok_sizes = all(x == y for x, y in _compat(B.shape, R.shape))
        enum = _enumerate(lambda k: None if ok_sizes and A(B(k)) == R(k) else {"_i": k},
                          product(B.shape) if ok_sizes else 1)
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


# --- translation validation of index expressions (codegen) ---

def prove_expression(layout: Operand, expr: Any, inputs: Any, assume: Iterable = (), timeout: float = 10.0,
                     backend: str = "auto", c_semantics: bool = True, width: "int | None" = None) -> Proof:
    """``expr`` computes ``layout`` at every in-bounds coordinate, for every parameter value.

    Calling convention:

    * ``inputs`` names the coordinate: a string is the integer coordinate
      ``[0, size)``; an HTuple of strings congruent to the shape names the leaves of
      the natural coordinate (each ``[0, extent)``).
    * Every other variable of ``expr`` is a parameter: the name of a dynamic leaf's
      symbol, or ``q<k>`` for the k-th dynamic scalar of ``layout`` (``get_scalars``
      order) when it is a bare ``?``.
    * ``expr`` is an :class:`~solver.expr.Expr` (an HTuple of them for basis strides).
    * ``c_semantics``: also prove that each ``//`` and ``%`` sees a non-negative
      dividend and a positive divisor (so C's truncating ``/`` and ``%`` agree), and
      each shift a non-negative value and an amount in ``[0, 63]``.  Division by zero
      is always a counterexample.  ``width``: also prove that every sub-expression
      fits a signed integer of that many bits.
    """
    L = operand(layout)
    outs = [as_expr(e) for e in (leaves(expr) if is_tuple(expr) else [expr])]
    names_in = set(leaves(inputs)) if is_tuple(inputs) else {inputs}
    statement = f"{', '.join(map(str, outs))} == {show(L)} at coordinate {_names_text(inputs)}"

    def query() -> Query:
        enc = Encoder()
        if is_tuple(inputs):
            coord = enc.natural_point(inputs, L.shape)
            val = enc.apply(L, coord)
        else:
            _i, val = enc.at_index(L, inputs)
        vals = flat_values(val)
        if len(vals) != len(outs):
            raise PreconditionError(f"the layout has {len(vals)} codomain components, the expression {len(outs)}")
        used = set().union(*(variables(e) for e in outs))
        stray = sorted(used - names_in - set(enc.params))
        if stray:
            raise PreconditionError(f"the expression reads {', '.join(stray)}, which is neither an input nor a "
                                    f"parameter of the layout (parameters: {', '.join(enc.params) or 'none'})")
        bad = [ne(e, v) for e, v in zip(outs, vals)] + _hazards(outs, c_semantics, width)
        return enc.query(enc.share_divisions(disj(*bad)) if bad else FALSE)

    def recheck(model: dict) -> tuple:
        env = _params(model, L)
        lay = instantiate(L, env)
        coord = _coordinate(inputs, model)
        full = {**model}
        got = [_safe_eval(e, full) for e in outs]
        want = lay(coord)
        want_list = list(leaves(want)) if is_tuple(want) else [want]
        if any(g is None for g in got) or got != want_list:
            return True, {"params": env, "coordinate": coord, "layout": want, "expression": got}
        for e in outs:
            for n in nodes(e):
                msg = _hazard_at(n, full, c_semantics, width)
                if msg:
                    return True, {"params": env, "coordinate": coord, "hazard": msg}
        return False, f"the expression equals the layout at {coord} with no hazard"

    enum = None
    if L.is_static() and not (set().union(*(variables(e) for e in outs)) - names_in):
        def check(k: int) -> "dict | None":
            env = _env_at(inputs, L, k)
            got = [_safe_eval(e, env) for e in outs]
            want = L(_coordinate(inputs, env))
            want_list = list(leaves(want)) if is_tuple(want) else [want]
            if got != want_list or any(_hazard_at(n, env, c_semantics, width) for e in outs for n in nodes(e)):
                return env
            return None
        enum = _enumerate(check, product(L.shape))
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


def prove_expressions_equal(pairs: Sequence[tuple], ranges: "Mapping[str, tuple]" = {}, facts: Sequence = (),
                            assume: Iterable = (), timeout: float = 10.0, backend: str = "auto",
                            c_semantics: bool = True, width: "int | None" = None,
                            obligations: Sequence[Formula] = (), statement: "str | None" = None) -> Proof:
    """``lhs == rhs`` for every pair ``(lhs, rhs)`` of expressions, at every integer point
    allowed by the preconditions: translation validation of an emitted expression
    (``lhs``) against a reference (``rhs``, e.g. ``cute_sym``'s value on symbols).

    * Every variable is a parameter (assumptions may name it); ``ranges[name] = (lo, hi)``
      states ``lo <= name < hi`` (ints, expressions or ``None``); ``facts`` are further
      preconditions (formulas or assumption text), ``assume`` the user's.
    * ``c_semantics`` and ``width`` check the left-hand sides as :func:`prove_expression`
      does; ``obligations`` must hold at every point too (e.g. the C semantics of the
      emitted operations); a point that violates one is a counterexample.
    * Both sides go through one :class:`~solver.encode.Encoder`: their ``//`` and ``%``
      by symbols share witnesses (:meth:`~solver.encode.Encoder.lift`).
    """
    pairs = [(as_expr(a), as_expr(b)) for a, b in pairs]
    pre = [parse_assumption(f) if isinstance(f, str) else f for f in facts]
    names = sorted(set(ranges).union(*(variables(e) for pair in pairs for e in pair),
                                     *(names_in(f) for f in [*pre, *obligations])))
    lhs = [a for a, _ in pairs]
    statement = statement or " and ".join(f"{a} == {b}" for a, b in pairs)

    def query() -> Query:
        enc = Encoder()
        for n in names:
            enc.parameter(n, *ranges.get(n, (None, None)))
        enc.facts += [enc.share_divisions(f) for f in pre]
        bad = [ne(a, b) for a, b in pairs] + _hazards(lhs, c_semantics, width) + [negate(o) for o in obligations]
        return enc.query(enc.share_divisions(disj(*bad)) if bad else FALSE)

    def admitted(env: dict) -> bool:
        def inside(n: str) -> bool:
            lo, hi = (None if b is None else _safe_eval(as_expr(b), env) for b in ranges.get(n, (None, None)))
            return (lo is None or lo <= env[n]) and (hi is None or env[n] < hi)
        return all(inside(n) for n in ranges) and all(_holds(f, env) for f in pre)

    def failure(env: dict) -> "dict | None":
        hazards = [h for e in lhs for n in nodes(e) if (h := _hazard_at(n, env, c_semantics, width))]
        if hazards:
            return {"inputs": env, "hazard": hazards[0]}
        for o in obligations:
            if not _holds(o, env):
                return {"inputs": env, "violates": str(o)}
        got, want = [_safe_eval(a, env) for a in lhs], [_safe_eval(b, env) for _, b in pairs]
        return {"inputs": env, "emitted": got, "reference": want} if got != want else None

    def recheck(model: dict) -> tuple:
        env = {n: model[n] for n in names}
        if not admitted(env):
            return False, f"the point {env} violates a precondition"
        found = failure(env)
        return (True, found) if found else (False, f"both sides agree at {env} with no hazard")

    enum = None
    finite = [ranges.get(n, (None, None)) for n in names]
    if all(isinstance(lo, int) and isinstance(hi, int) for lo, hi in finite):
        sizes = tuple(max(0, hi - lo) for lo, hi in finite)
        users = [parse_assumption(a) for a in assume]

        def check(k: int) -> "dict | None":
            env = {n: lo + d for n, (lo, _hi), d in zip(names, finite, leaves(idx2crd(k, sizes)))}
            ok = admitted(env) and all(_holds(u, env) for u in users)
            return env if ok and failure(env) else None
        enum = _enumerate(check, product(sizes))
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


def _holds(f: Formula, env: dict) -> bool:
    try:
        return holds(f, env)
    except (ZeroDivisionError, ValueError):
        return False


def _coordinate(inputs: Any, env: dict) -> Any:
    """The coordinate named by ``inputs`` (a name or an HTuple of names) under ``env``."""
    return transform_leaves(lambda n: env[n], inputs) if is_tuple(inputs) else env[inputs]


def _env_at(inputs: Any, L: Any, k: int) -> dict:
    """The assignment of ``inputs`` at the integer coordinate ``k`` of ``L``."""
    if not is_tuple(inputs):
        return {inputs: k}
    return dict(zip(leaves(inputs), leaves(idx2crd(k, L.shape))))


def _safe_eval(e: Expr, env: dict) -> "int | None":
    try:
        return evaluate(e, env)
    except (ZeroDivisionError, ValueError):
        return None


_LIMITS = {"<<": 63, ">>": 63}


def _hazards(outs: list[Expr], c_semantics: bool, width: "int | None") -> list:
    out = []
    for e in outs:
        for n in nodes(e):
            if not hasattr(n, "op"):
                continue
            if n.op in ("//", "%"):
                out.append(eq(n.b, 0))
                if c_semantics:
                    out += [lt(n.a, 0), lt(n.b, 0)]
            if n.op in ("<<", ">>"):
                out += [lt(n.b, 0), lt(_LIMITS[n.op], n.b)]
                if c_semantics:
                    out.append(lt(n.a, 0))
            if width is not None:
                out += [lt(n, -(1 << (width - 1))), le(1 << (width - 1), n)]
    return out


def _hazard_at(n: Expr, env: dict, c_semantics: bool, width: "int | None") -> "str | None":
    if not hasattr(n, "op"):
        return None
    a, b = _safe_eval(n.a, env), _safe_eval(n.b, env)
    if a is None or b is None:
        return None
    if n.op in ("//", "%") and (b == 0 or c_semantics and (a < 0 or b < 0)):
        return f"{n} with operands {a}, {b}"
    if n.op in ("<<", ">>") and (not 0 <= b <= 63 or c_semantics and a < 0):
        return f"{n} with operands {a}, {b}"
    v = _safe_eval(n, env)
    if width is not None and v is not None and not -(1 << (width - 1)) <= v < (1 << (width - 1)):
        return f"{n} == {v} overflows {width} bits"
    return None

