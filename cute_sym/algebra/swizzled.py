"""Moving a swizzle across a layout: ``L o S = S' o L`` (CuTe's ``composition(Layout, Swizzle)``).

CuTe composes a layout ``L`` with a swizzle ``S`` by passing ``S``'s source and
target bits through ``L``: when ``L`` maps each of those bits to a single bit, in
runs as a swizzle's are, ``S'`` XORs the images of the source bits into the images
of the target bits.  CuTe notes this "works in simple cases"; here ``S'`` is
accepted only after checking ``L(S(x)) = S'(L(x))`` at every point that matters,
so a swizzle that does not move across ``L`` is an error, never a wrong layout.
"""
from __future__ import annotations

from typing import Iterable

from ..composed import Swizzle
from ..errors import KindError, PreconditionError
from ..layout import Layout

__all__ = ["swizzle_through"]


def _bits(mask: int) -> list[int]:
    return [1 << k for k in range(mask.bit_length()) if mask >> k & 1]


def _image_run(layout: Layout, mask: int, what: str) -> int:
    """The position of the first bit of ``L``'s image of ``mask``'s bit run."""
    images = [layout(bit) for bit in _bits(mask)]
    first = images[0]
    if not (isinstance(first, int) and first > 0 and first & (first - 1) == 0) or any(
            image != first << k for k, image in enumerate(images)):
        raise PreconditionError(f"{layout} maps the {what} bits {_bits(mask)} of the swizzle to "
                                f"{images}, not to a run of single bits, so no swizzle S' has L o S = S' o L")
    return first.bit_length() - 1


def swizzle_through(layout: Layout, swizzle: Swizzle, points: Iterable[int]) -> Swizzle:
    """The swizzle ``S'`` with ``L(S(x)) = S'(L(x))`` for every ``x`` in ``points``."""
    if swizzle.bits == 0:
        return swizzle
    if not layout.is_static() or layout.is_basis():
        raise PreconditionError(f"a swizzle moves only across a static integer layout, got {layout}")
    y0 = _image_run(layout, swizzle.yyy_mask, "source")
    z0 = _image_run(layout, swizzle.zzz_mask, "target")
    try:
        moved = Swizzle(swizzle.bits, min(y0, z0), y0 - z0)
    except KindError as e:
        raise PreconditionError(f"{layout} o {swizzle}: the image bits overlap ({e.reason})") from None
    for x in points:
        if layout(swizzle(x)) != moved(layout(x)):
            raise PreconditionError(f"{layout} o {swizzle} is not {moved} o {layout}: they differ at {x}")
    return moved
