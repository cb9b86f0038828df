"""``solver.check.footprint._values``: the values of a static swizzled layout, computed from its
outer layout's offsets, are those of the definition ``layout(i)`` for every index ``i``."""
from __future__ import annotations

import pytest

from cute_sym import ComposedLayout, Layout, Swizzle
from cute_sym.tuples import product
from solver.check.footprint import _values, span


@pytest.mark.parametrize("swizzle, offset, shape, stride", [
    ((2, 3, 3), 0, ((64, 1), (16, 2, 4)), ((32, 0), (1, 16, 2048))),
    ((3, 4, 3), 16, ((8, 16), (64, 1), (1, 2)), ((64, 512), (1, 0), (0, 8192))),
    ((3, 3, 3), 1024, (128, 16), (16, 1)),
    ((1, 4, 3), 0, (4, (8, 4)), (256, (1, 32))),
])
def test_values_are_the_definitions(swizzle, offset, shape, stride):
    layout = ComposedLayout(Swizzle(*swizzle), offset, Layout(shape, stride))
    every = sorted(layout(i) for i in range(product(layout.shape)))
    assert sorted(_values(layout)) == every
    assert span(layout) == (min(every), max(every))
