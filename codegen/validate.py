"""Translation validation: an emitted expression equals its layout, or nothing is emitted.

:func:`certify` asks the prover whether ``expr(inputs) == layout(coord)`` for
every input in ``[0, extent)`` and every parameter value allowed by the
assumptions.  Anything but "proved" raises :class:`CodegenError` naming the
layout and the counterexample (or the prover's reason).  The certificate is
written as a comment next to the emitted code.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

from cute_sym.coords import crd2idx
from cute_sym.tuples import is_tuple, leaves, unflatten
from solver.expr import Expr, Var

from .errors import CodegenError
from .simplify import expand_bits

__all__ = ["Certificate", "certify", "unverified"]

TIMEOUT = 60.0
"""Seconds the solver may spend on one expression (symbolic strides make Z3 work hard)."""


@dataclass(frozen=True)
class Certificate:
    """The outcome of translation validation, as written into the source."""

    status: str                  # proved | refuted | unknown | unverified
    backend: str
    assumptions: tuple[str, ...]
    seconds: float = 0.0
    detail: str = ""

    def comment(self) -> str:
        assume = "; ".join(self.assumptions) if self.assumptions else "none"
        if self.status == "unverified":
            return f"UNVERIFIED: translation validation skipped on request (assumptions: {assume})"
        text = f"translation validation: {self.status} by {self.backend} in {self.seconds:.3f} s; assumptions: {assume}"
        return f"{text}; {self.detail}" if self.detail else text


def unverified(assume: Sequence[str]) -> Certificate:
    return Certificate("unverified", "none", tuple(assume))


def certify(layout: Any, expr: Expr, coord: Any, assume: Sequence[str] = (),
            width: "int | None" = None, c_semantics: bool = True) -> Certificate:
    """Prove ``expr == layout(coord)`` for all inputs and parameters with the solver, or raise.

    Also proven: that ``expr`` is safe as C (``c_semantics``: no negative dividend
    under ``/``, ``%``) and, given ``width``, that every subexpression fits that many
    bits."""
    from solver.prove import prove_expression
    start = time.perf_counter()
    cert = _solver(prove_expression, layout, expr, coord, assume, start, width, c_semantics)
    if cert.status != "proved":
        raise CodegenError(f"translation validation {cert.status} for layout {layout}: "
                           f"{cert.detail or 'no proof'} (expression {expr})")
    return cert


def _naturalize(layout: Any, expr: Expr, coord: Any) -> tuple[Expr, Any]:
    """``expr`` over the natural coordinate of ``layout``'s shape, and its profile of names.

    An input ``x`` that indexes a tuple mode ``s`` becomes inputs ``x_0, x_1, ..``
    (one per leaf of ``s``) and is replaced by ``crd2idx((x_0, x_1, ..), s)``; as
    ``idx2crd`` is a bijection, the two statements are equivalent."""
    from solver.expr import substitute
    from .emit import Signature
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
            width: "int | None", c_semantics: bool) -> Certificate:
    natural, profile = _naturalize(layout, expand_bits(expr), coord)
    proof = prove_expression(layout, natural, profile, assume=tuple(assume), c_semantics=c_semantics,
                             width=width, timeout=TIMEOUT)
    detail = ""
    if proof.counterexample:
        detail = f"counterexample {proof.counterexample}"
    elif proof.reason:
        detail = f"reason: {proof.reason}"
    if proof.proved and width:
        detail = f"every subexpression fits {width}-bit signed integers"
    return Certificate(proof.status, proof.backend, tuple(assume), time.perf_counter() - start, detail)
