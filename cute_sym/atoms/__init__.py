"""Tensor-core and copy atoms as pure layout data (issue 15): :mod:`.mma` (``mma.sync``,
``wgmma``) and :mod:`.copy` (``ldmatrix``, ``cp.async``, TMA).  Proofs that each TV layout
is one-to-one onto its tile are in :mod:`solver.atoms`; drawings in :mod:`cute_sym.draw.atoms`.
"""
from __future__ import annotations

import re
from typing import Union

from ..errors import PreconditionError
from .copy import CP_ASYNC, LDMATRIX, TMA, CopyAtom, tma_box_layout, tma_load
from .mma import SM80_MMA, SM90_GMMA, WGMMA_N, WGMMA_N_EXT, MMAAtom, gmma, gmma_k_sw128, gmma_mn

__all__ = ["ATOMS", "Atom", "atom", "MMAAtom", "CopyAtom", "gmma", "tma_load", "WGMMA_N", "WGMMA_N_EXT", "gmma_k_sw128",
           "gmma_mn", "tma_box_layout"]

Atom = Union[MMAAtom, CopyAtom]

ATOMS: dict[str, Atom] = {**SM80_MMA, **SM90_GMMA, **LDMATRIX, **CP_ASYNC, **TMA}
"""Every named atom, MMA atoms first."""


def atom(name: str) -> Atom:
    """The atom called ``name`` (also ``SM90_TMA_LOAD<bits>`` for any multiple of 8 bits)."""
    if name in ATOMS:
        return ATOMS[name]
    m = re.fullmatch(r"SM90_TMA_LOAD<(\d+)>", name)
    if m and int(m.group(1)) % 8 == 0 and 0 < int(m.group(1)) <= 8 * 256 * 256 * 16:
        return tma_load(int(m.group(1)))
    close = [n for n in ATOMS if name.lower() in n.lower()]
    hint = f"; did you mean {', '.join(close[:4])}" if close else "; `cute-sym atoms` lists them"
    raise PreconditionError(f"unknown atom {name!r}{hint}")
