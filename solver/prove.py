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

The verdicts live by family: :mod:`solver.prove_maps` (equality, injective,
surjective, bijective), :mod:`solver.prove_algebra` (containment, complement,
composition), :mod:`solver.prove_expr` (index expressions); what they share is in
:mod:`solver.prove_base`.
"""
from __future__ import annotations

from .prove_algebra import prove_complement, prove_composition, prove_contains
from .prove_base import ENUMERATION_LIMIT, Operand, operand
from .prove_expr import prove_expression, prove_expressions_equal
from .prove_maps import prove_bijective, prove_equal, prove_injective, prove_surjective

__all__ = ["prove_equal", "prove_injective", "prove_surjective", "prove_bijective", "prove_contains",
           "prove_composition", "prove_expression", "prove_expressions_equal", "prove_complement", "operand",
           "ENUMERATION_LIMIT", "Operand"]
