"""Translation validation: what is emitted is proven, or nothing is emitted.

:func:`certify` asks the prover whether ``expr(inputs) == layout(coord)`` for
every input in ``[0, extent)`` and every parameter value allowed by the
assumptions (kernels, ``codegen index``).  :func:`certify_function` proves a
lowered dialect function equal to its meaning (:mod:`codegen.reference`) for
every argument value its preconditions allow.  Anything but "proved" raises
:class:`CodegenError` naming the function or layout and the counterexample (or
the prover's reason).  The certificate is written as a comment next to the
emitted code.
"""
from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from cute_sym.coords import crd2idx
from cute_sym.tuples import is_tuple, leaves, unflatten
from solver.expr import Expr, Var
from solver.simplify import expand_bits

from .errors import CodegenError
from .signature import Signature

__all__ = ["Certificate", "certify", "certify_function", "unverified", "refuse_vacuous", "NO_WRAP"]

TIMEOUT = 60.0
"""Seconds the solver may spend on one expression (symbolic strides make Z3 work hard)."""

NO_WRAP = "no value wraps its C type"
"""The precondition of every lowered function: the integer proof is the C result when no
intermediate value leaves its type (``--cute-expand-ops`` assumes the same)."""


@dataclass(frozen=True)
class Certificate:
    """The outcome of translation validation, as written into the source."""

    status: str                  # proved | refuted | unknown | unverified
    backend: str
    assumptions: tuple[str, ...]
    seconds: float = 0.0
    detail: str = ""
    preconditions: tuple[str, ...] = ()

    def comment(self) -> str:
        assume = "; ".join(self.assumptions) if self.assumptions else "none"
        if self.status == "unverified":
            return f"UNVERIFIED: translation validation skipped on request (assumptions: {assume})"
        text = f"translation validation: {self.status} by {self.backend} in {self.seconds:.3f} s; assumptions: {assume}"
        if self.preconditions:
            text += f"; preconditions: {'; '.join(self.preconditions)}"
        return f"{text}; {self.detail}" if self.detail else text


def unverified(assume: Sequence[str]) -> Certificate:
    return Certificate("unverified", "none", tuple(assume))


def refuse_vacuous(proof: Any, assume: Sequence[str], what: str) -> None:
    """Raise when ``proof`` holds only because no parameter value satisfies ``assume``
    (the solver marks such proofs vacuous): it would certify any expression at all."""
    if proof.proved and proof.detail.get("vacuous"):
        raise CodegenError(f"no parameter value satisfies the assumptions {'; '.join(assume)}, so every "
                           f"proof under them is vacuous; refusing to emit {what}")


def certify(layout: Any, expr: Expr, coord: Any, assume: Sequence[str] = (),
            width: "int | None" = None, c_semantics: bool = True,
            ranges: Mapping[str, tuple[int, int]] = {}, free_names: bool = False) -> Certificate:
    """Prove ``expr == layout(coord)`` for all inputs and parameters with the solver, or raise.

    Also proven: that ``expr`` is safe as C (``c_semantics``: no negative dividend
    under ``/``, ``%``) and, given ``width``, that every subexpression fits that many
    bits.  ``ranges[name] = (lo, hi)``: the parameter's values (its C type's, a
    precondition written into the certificate).  ``free_names``: ``assume`` may name
    parameters ``layout`` lacks (a kernel's facts about its other layouts)."""
    from solver.prove import prove_expression
    start = time.perf_counter()
    facts = [f for name, (lo, hi) in ranges.items() for f in (f"{name} >= {lo}", f"{name} <= {hi}")]
    cert = _solver(prove_expression, layout, expr, coord, (*assume, *facts), start, width, c_semantics, free_names)
    cert = dataclasses.replace(cert, assumptions=tuple(assume),
                               preconditions=tuple(f"{n} in [{lo}, {hi}]" for n, (lo, hi) in ranges.items()))
    if cert.status != "proved":
        raise CodegenError(f"translation validation {cert.status} for layout {layout}: "
                           f"{cert.detail or 'no proof'} (expression {expr})")
    return cert


def certify_function(name: str, original: Any, fields: Sequence[Sequence[Expr]], obligations: Sequence[Any] = (),
                     assume: Sequence[str] = ()) -> Certificate:
    """Prove the emitted ``fields`` (per result, the index expression of each C field)
    equal to the meaning of the dialect function ``original``, and the C ``obligations``
    of the emitted operations true, for every argument value that the preconditions
    (:mod:`codegen.reference`, plus :data:`NO_WRAP`) and ``assume`` allow; or raise."""
    from solver.prove import prove_expressions_equal
    from .reference import NoReference, meaning
    start = time.perf_counter()
    try:
        ref = meaning(original)
    except NoReference as e:
        raise CodegenError(f"translation validation unknown for {name}: no reference: {e.reason}") from None
    if [len(f) for f in fields] != [len(r) for r in ref.outputs]:
        raise CodegenError(f"translation validation refuted for {name}: the C result has "
                           f"{[len(f) for f in fields]} fields, the cute result {[len(r) for r in ref.outputs]}")
    pairs = [(e, r) for f, rs in zip(fields, ref.outputs) for e, r in zip(f, rs)]
    statement = f"{name} computes its cute_sym meaning ({len(pairs)} result field(s))"
    proof = prove_expressions_equal(pairs, ref.ranges, ref.facts, assume=tuple(assume), timeout=TIMEOUT,
                                    c_semantics=False, obligations=obligations, statement=statement)
    refuse_vacuous(proof, assume, name)
    cert = Certificate(proof.status, proof.backend, tuple(assume), time.perf_counter() - start,
                       _detail(proof), tuple(dict.fromkeys(ref.preconditions)) + (NO_WRAP,))
    if cert.status != "proved":
        raise CodegenError(f"translation validation {cert.status} for {name}: {cert.detail or 'no proof'}")
    return cert


def _detail(proof: Any) -> str:
    if proof.counterexample:
        return f"counterexample {proof.counterexample}"
    return f"reason: {proof.reason}" if proof.reason else ""


def _naturalize(layout: Any, expr: Expr, coord: Any) -> tuple[Expr, Any]:
    """``expr`` over the natural coordinate of ``layout``'s shape, and its profile of names.

    An input ``x`` that indexes a tuple mode ``s`` becomes inputs ``x_0, x_1, ..``
    (one per leaf of ``s``) and is replaced by ``crd2idx((x_0, x_1, ..), s)``; as
    ``idx2crd`` is a bijection, the two statements are equivalent."""
    from solver.expr import substitute
    shape = Signature().htuple(layout.shape, True)
    env: dict = {}

    def walk(c: Any, s: Any) -> Any:
        if is_tuple(c):
            return tuple(walk(ci, si) for ci, si in zip(c, s))
        if not is_tuple(s):
            return c.name
        names = [f"{c.name}_{k}" for k in range(len(list(leaves(s))))]
        env[c.name] = crd2idx(unflatten([Var(n) for n in names], s), s)
        return unflatten(names, s)
    profile = walk(coord, shape)
    return substitute(expr, env), profile


def _solver(prove_expression: Any, layout: Any, expr: Expr, coord: Any, assume: Sequence[str], start: float,
            width: "int | None", c_semantics: bool, free_names: bool = False) -> Certificate:
    natural, profile = _naturalize(layout, expand_bits(expr), coord)
    proof = prove_expression(layout, natural, profile, assume=tuple(assume), c_semantics=c_semantics,
                             free_names=free_names,
                             width=width, timeout=TIMEOUT)
    refuse_vacuous(proof, assume, f"layout {layout}")
    detail = _detail(proof)
    if proof.proved and width:
        detail = f"every subexpression fits {width}-bit signed integers"
    return Certificate(proof.status, proof.backend, tuple(assume), time.perf_counter() - start, detail)
