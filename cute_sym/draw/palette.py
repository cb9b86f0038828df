"""Colours of the drawings: a ramp for ordered values, a categorical palette for
threads and tiles, and the text colour that stays legible on a fill."""
from __future__ import annotations

import colorsys
from math import gcd

__all__ = ["ramp", "categorical", "text_colour", "EMPTY"]

EMPTY = "#ffffff"
"""The fill of a cell no value lands on (a TV layout that does not cover its tile)."""

_ANCHORS = ((0xfd, 0xe7, 0x25), (0x5e, 0xc9, 0x62), (0x21, 0x91, 0x8c), (0x3b, 0x52, 0x8b))


def _hex(rgb: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{round(c):02x}" for c in rgb)


def ramp(rank: int, n: int) -> str:
    """The fill of the ``rank``-th smallest of ``n`` distinct values (light to dark)."""
    t = rank / (n - 1) if n > 1 else 0.0
    pos = t * (len(_ANCHORS) - 1)
    i = min(int(pos), len(_ANCHORS) - 2)
    f = pos - i
    a, b = _ANCHORS[i], _ANCHORS[i + 1]
    return _hex(tuple(x + (y - x) * f for x, y in zip(a, b)))


def categorical(k: int, n: int) -> str:
    """A fill for class ``k`` of ``n``, distinct for distinct classes when ``n <= 256``.

    Hues are evenly spaced and visited with a stride near ``n/φ²`` so that
    neighbouring classes (thread 0 and thread 1) get far-apart hues; two
    lightness levels alternate.
    """
    if n <= 1:
        return _hex(tuple(255 * c for c in colorsys.hls_to_rgb(0.58, 0.78, 0.6)))
    step = max(1, round(n * 0.381966))
    while gcd(step, n) != 1:
        step += 1
    slot = (k * step) % n
    light = 0.80 if k % 2 == 0 else 0.68
    return _hex(tuple(255 * c for c in colorsys.hls_to_rgb(slot / n, light, 0.65)))



def text_colour(fill: str) -> str:
    """Black on light fills, white on dark ones (WCAG relative luminance)."""
    def lin(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    return "#000000" if lum > 0.18 else "#ffffff"
