"""The paper's two applications of inverses (§5.4.2 Fig. 8, eq. 14; §5.4.4 Fig. 9).

* ``max_common_vector(A, B)``: the largest ``K`` with ``A(B‡(k)) = k`` for every
  ``k < K`` -- the size of the stride-1 first mode of ``coalesce(A o B‡)``;
  ``max_common_layout`` is ``⌊B‡⌋_K = B‡ o K:1``, the coordinates of those ``K``
  common contiguous elements (eq. 14).
* ``instruction_admissibility(A, T)``: whether every offset ``T(i)`` of an
  instruction lies in the image of the data layout ``A``, checked as
  ``A(A†(T(i))) = T(i)`` with ``A†(T(i))`` inside ``A``'s domain and distinct,
  and the coordinate map ``A† o T`` from instruction to data coordinates.

Both need static layouts with integer codomains.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..errors import CompositionError, DynamicValueError, PreconditionError
from ..layout import Layout
from .coalesce import coalesce, flat_modes
from .composition import composition
from .inverse import left_inverse, right_inverse

__all__ = ["max_common_vector", "max_common_layout", "instruction_admissibility", "Admissibility"]


def _check_static(**layouts: Any) -> None:
    for name, layout in layouts.items():
        if not isinstance(layout, Layout):
            raise PreconditionError(f"needs a layout, got {layout!r}", operand=name)
        if not layout.is_static():
            raise DynamicValueError(f"needs a static layout, {name} = {layout} has '?' leaves")
        if layout.is_basis():
            raise PreconditionError(f"needs an integer codomain, {name} = {layout} has scaled-basis strides",
                                    operand=name)


def max_common_vector(a: Layout, b: Layout) -> int:
    """Paper §5.4.2: how many leading offsets ``0..K-1`` ``A`` and ``B`` reach at the same coordinates."""
    _check_static(A=a, B=b)
    if a.size() != b.size():
        raise PreconditionError(f"max_common_vector needs |A| = |B|, got {a.size()} and {b.size()}")
    inv_b = right_inverse(b)
    try:
        first_shape, first_stride = flat_modes(coalesce(composition(a, inv_b)))[0]
        return first_shape if first_stride == 1 else 1
    except CompositionError:
        k = 0                                          # A o B‡ is no layout: read it off pointwise
        while k < inv_b.size() and a(inv_b(k)) == k:
            k += 1
        return max(k, 1)


def max_common_layout(a: Layout, b: Layout) -> Layout:
    """Eq. 14: ``⌊B‡⌋_K``, from ``Z_K`` to the shared coordinates of the ``K`` common elements
    (``1:0`` when ``K = 1``, as CuTe returns)."""
    k = max_common_vector(a, b)
    return composition(right_inverse(b), Layout(k, 1)) if k != 1 else Layout(1, 0)


@dataclass(frozen=True)
class Admissibility:
    """The verdict of :func:`instruction_admissibility`.

    ``coordinates`` is ``A† o T`` (instruction coordinate -> data coordinate)
    when admissible and representable as a layout; ``witness`` is the first
    instruction index whose offset ``A`` does not reach (or reaches twice).
    """

    admissible: bool
    coordinates: Optional[Layout]
    witness: Optional[int]
    reason: str


def instruction_admissibility(a: Layout, t: Layout) -> Admissibility:
    """Paper §5.4.4: is every instruction offset ``T(i)`` in ``image(A)``, and where."""
    _check_static(A=a, T=t)
    inv = left_inverse(a)
    seen: dict = {}
    for i in range(t.size()):
        offset = t(i)
        if not 0 <= offset < inv.size():
            return Admissibility(False, None, i, f"T({i}) = {offset} lies outside the domain Z_{inv.size()} of "
                                                 f"A† = {inv}")
        c = inv(offset)
        if not 0 <= c < a.size() or a(c) != offset:
            return Admissibility(False, None, i, f"T({i}) = {offset} is not in the image of A = {a}")
        if c in seen:
            return Admissibility(False, None, i, f"T({i}) and T({seen[c]}) both reach A's coordinate {c}")
        seen[c] = i
    try:
        coords = composition(inv, t)
    except CompositionError as e:
        return Admissibility(True, None, None, f"admissible, but A† o T is not a layout: {e.reason}")
    return Admissibility(True, coords, None, "every T(i) is A(A†(T(i))) at distinct coordinates of A")
