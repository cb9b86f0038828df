"""CuTe's algorithms for dynamic leaves (issue 12): the structure from static information only.

Two kinds of dynamic leaf reach the algebra:

* a bare ``?`` (``Dyn`` without ``expr``) -- CuTe's semantics: every decision that
  shapes the result (merge two modes, skip a mode, sort by stride) is taken on the
  static leaves alone, as NVIDIA's CuTe IR (``cutegen``) takes it, and each dynamic
  extent or stride is computed at run time (``ceil_div``, ``min``, products); the
  result is the type CuTe DSL infers.  Where the static leaves already break a
  condition of the paper (eq. 9, 10, the complement's disjointness) the op raises by
  name instead of returning CuTe's silently wrong layout;
* a named symbol (``Dyn`` whose ``expr`` is a sympy expression, ``cute_sym.sym("M")``)
  -- the exact algebra: each decision is decided, asked to the oracle or recorded as a
  side condition (:mod:`cute_sym.algebra.symbolic`).

A value with any bare ``?`` leaf takes CuTe's path.  :func:`cute_semantics` forces it
for symbols too: that is how a ``?`` gets its *runtime meaning* without changing the
structure decision (:func:`meaning` replaces each ``?`` by a fresh symbol and runs the
op under :func:`cute_semantics`; ``--cute-expand-ops`` does the same).  The facts CuTe
assumes about the dynamic values (``d | s`` where a mode is split at run time, ...)
are recorded as :class:`~cute_sym.conditions.Condition` s inside
:func:`cute_sym.conditions.collecting` and assumed otherwise.
"""
from .mode import cute_semantics, uses_cute
from .meaning import Meaning, meaning

__all__ = ["cute_semantics", "uses_cute", "Meaning", "meaning"]
