"""Every global access of a GEMM kernel is in bounds, for every value of the extents.

A site is one global load or store (:class:`Site`): its :class:`~.partition.Placed` layouts
(offset, row, column over the access's coordinate), the tensor's extents and the guard the
kernel executes it under -- the CTA's tile row inside the problem (``BM * (g + group*q) < M``,
where ``group * BM`` may not divide M), and ``elem_less((row, col), (R, C))`` of the access's
first element (``v = 0``) along each dimension the tile may not divide.  Proven over the
natural coordinate of the site (every leaf in ``[0, extent)``, the extents symbolic where the
sizes are names) and every value of the names allowed by the kernel's facts and bounds:

    guard  =>  for every v:  0 <= row < R  and  0 <= col < C  and  offset == row * C + col

so the access reads (writes) element ``(row, col)`` of the row-major ``R x C`` tensor, and
``0 <= offset < R * C``.  A guarded-off cp.async reads nothing (zero-fill, and its address is
the tensor's base); a TMA box is clipped by the hardware (out-of-bounds elements read as zero),
so for the TMA only the box's origin is claimed inside the tensor.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

from cute_sym.layout import Layout
from cute_sym.tuples import leaves, unflatten
from solver.expr import Const
from solver.formula import conj, disj, eq, le, lt, negate

from ..emit import Signature, layout_expr
from ..kernels.bounds import natural_point, prove_obligation
from .config import GemmConfig
from .partition import Placed

__all__ = ["Site", "BoundsProof", "prove_sites", "TIMEOUT"]

TIMEOUT = 60.0


@dataclass(frozen=True)
class Site:
    """One global access ``name`` of the row-major ``dims[0] x dims[1]`` tensor; ``guard``: the
    dimensions the kernel predicates (``"M"``, ``"K"``, ..), ``cta``: the CTA-row guard applies;
    ``origin``: only the access's origin is claimed (a TMA box)."""

    name: str
    placed: Placed
    dims: tuple[str, str]
    guard: tuple[str, ...]
    cta: bool
    origin: bool = False
    per_element: bool = False          # the guard is evaluated at each element (scalar stores), not at v = 0


@dataclass(frozen=True)
class BoundsProof:
    status: str
    backend: str
    seconds: float
    sites: tuple[str, ...]

    def comment(self) -> str:
        return (f"every global access in bounds: {self.status} by {self.backend} in {self.seconds:.3f} s for "
                f"{len(self.sites)} access sites ({'; '.join(self.sites)}): each guard implies the element's "
                f"(row, col) is inside the tensor and offset == row * cols + col, for every value of the extents")


def _statement(c: GemmConfig, site: Site, sig: Signature) -> tuple[Any, dict]:
    p = site.placed
    point, ranges = natural_point(p.offset.shape, sig)
    flat = list(leaves(point))
    first = point if site.per_element else unflatten([Const(0), *flat[1:]], p.offset.shape)   # v = 0
    R, C = (sig.leaf(c.size(d), True) for d in site.dims)
    off, row, col = (layout_expr(x, point, sig) for x in (p.offset, p.row, p.col))
    guards = []
    if site.cta:
        grid, strides = c.grid, (c.BM, 0, c.group * c.BM)
        guards.append(lt(layout_expr(Layout(grid, strides), point[-1], sig), sig.leaf(c.size("M"), True)))
    for d, ext, coord in zip(site.dims, (R, C), (p.row, p.col)):
        if d in site.guard:
            guards.append(lt(layout_expr(coord, first, sig), ext))
    claim = conj(le(0, row), lt(row, R), le(0, col), lt(col, C))
    if not site.origin:
        claim = conj(claim, eq(off, row * C + col))
    return (disj(negate(conj(*guards)), claim) if guards else claim), ranges


def prove_sites(c: GemmConfig, sites: Sequence[Site], timeout: float = TIMEOUT) -> BoundsProof:
    """Prove every site in bounds (the module's statement) under the kernel's facts, or raise
    :class:`CodegenError` with the counterexample or the solver's reason."""
    from solver.assume import names_in, parse_assumption
    start = time.perf_counter()
    backends = []
    for site in sites:
        sig = Signature(bounds=c.bounds)
        formula, ranges = _statement(c, site, sig)
        used = set(sig.params)
        assume = tuple(f for f in c.facts if set(names_in(parse_assumption(f))) <= used)
        backends.append(prove_obligation(formula, ranges, sig, assume, timeout, f"GEMM access {site.name}",
                                         "it leaves its tensor"))
    names = tuple(f"{s.name}" + (f" guarded by {'/'.join(s.guard)}" if s.guard else " unguarded") for s in sites)
    return BoundsProof("proved", "+".join(sorted(set(backends))) or "none", time.perf_counter() - start, names)
