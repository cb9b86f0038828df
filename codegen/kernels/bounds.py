"""Every global access of a tiled copy is in bounds, for every value of the extents.

An access site is one global load or store of one path of the kernel
(:mod:`codegen.kernels.tiled`): the offset layout of its phase
(:meth:`~codegen.kernels.tiles.TiledPlan.offset`) and the guard under which the
kernel executes it -- *interior* (the tile's extents left from its origin cover
the tile) or *boundary* (``elem_less`` of the element's tile coordinate and those
extents, CuTe's predication).  The statement proven for each site, over the
natural coordinate of the site's inputs ``((v, t, k), (tq, r))`` (each leaf in
``[0, extent)``; ``idx2crd`` is a bijection onto it) and every parameter value
allowed by the assumptions and the parameters' types:

    guard  =>  offset == layout(coordinate)  and  0 <= offset < cosize(layout)

where ``coordinate`` is the element's natural coordinate (:meth:`coordinate`) and
``layout`` the user's src or dst layout, evaluated by ``cute_sym`` (at the logical
index of the coordinate for static layouts).  The kernel evaluates the same
layouts through index functions each proven equal to its layout (translation
validation), so the statement is about what the kernel reads and writes.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

from cute_sym.layout import Layout
from cute_sym.tuples import is_tuple, leaves, transform_leaves, unflatten
from solver.expr import Const, Expr, Var
from solver.formula import conj, disj, eq, le, lt, negate

from ..emit import Signature, layout_expr, layout_text
from ..errors import CodegenError
from .plan import Staging
from .tiles import TiledPlan

__all__ = ["Site", "BoundsProof", "prove_in_bounds", "cosize", "TIMEOUT", "natural_point", "prove_obligation"]

TIMEOUT = 60.0


@dataclass(frozen=True)
class Site:
    """One global access: path ``path`` (``v`` / ``s``), ``phase`` (``load`` reads src,
    ``store`` writes dst) under the guard ``guard`` (``interior`` / ``boundary``)."""

    path: str
    staging: Staging
    phase: str
    guard: str


@dataclass(frozen=True)
class BoundsProof:
    status: str
    backend: str
    seconds: float
    sites: tuple[str, ...]
    sizes: tuple[str, str]

    def comment(self) -> str:
        return (f"every access in bounds: {self.status} by {self.backend} in {self.seconds:.3f} s for "
                f"{len(self.sites)} access sites ({', '.join(self.sites)}): each guard implies offset == "
                f"layout(coordinate) and 0 <= offset < cosize (src {self.sizes[0]}, dst {self.sizes[1]} "
                f"elements), for every value of the extents")


def cosize(layout: Layout, sig: Signature) -> Expr:
    """``1 + sum (s_k - 1) * d_k`` over the flat modes: the cosize for non-negative strides."""
    shape = leaves(sig.htuple(layout.shape, True)) if is_tuple(layout.shape) else [sig.htuple(layout.shape, True)]
    stride = leaves(sig.htuple(layout.stride, False)) if is_tuple(layout.stride) else [sig.htuple(layout.stride, False)]
    out: Expr = Const(1)
    for s, d in zip(shape, stride):
        out = out + (s - 1) * d
    return out


def natural_point(shape: Any, sig: Signature) -> tuple[Any, dict]:
    """A variable per leaf of ``shape`` and each one's range ``[0, extent)``."""
    names = iter(f"x{k}" for k in range(1 << 20))
    ranges: dict = {}

    def leaf(s: Any) -> Var:
        v = Var(next(names))
        ranges[v.name] = (0, sig.leaf(s, True))
        return v
    return transform_leaves(leaf, shape), ranges


def _statement(plan: TiledPlan, site: Site, layout: Layout, sig: Signature) -> tuple[Any, dict]:
    """The formula ``not guard or claim`` of ``site`` and the variables' ranges."""
    if site.path == "h":
        return _sheared_statement(plan, site, layout, sig)
    offset = plan.offset(site.staging, site.phase)
    point, ranges = natural_point(offset.shape, sig)
    off = layout_expr(offset, point, sig)
    td, ts = plan.tile
    sq, sp = (sig.leaf(plan.modes.shape[k], True) for k in (plan.q, plan.p))
    oq, op = (layout_expr(plan.origin(k), point[1], sig) for k in (plan.q, plan.p))
    if site.guard == "interior":
        guard = conj(le(oq + td, sq), le(op + ts, sp))
    else:
        a, b = (layout_expr(c, point[0], sig) for c in site.staging.tile_coords(site.phase))
        guard = conj(lt(a, sq - oq), lt(b, sp - op))
    coord = [layout_expr(plan.coordinate(site.staging, site.phase, k), point, sig)
             for k in range(len(plan.modes.shape))]
    value = layout_expr(layout, _layout_coordinate(plan, layout, coord, sig), sig)
    claim = conj(le(0, off), lt(off, cosize(layout, sig)), eq(off, value))
    return disj(negate(guard), claim), ranges


PARITY, WRAP = "rho", "w"
"""A src-paired row's parity and whether its pair's column wraps past the tile (each in ``[0, 2)``)."""
SHIFT = "phi"
"""The name of a sheared row's shift in the statements (any value in ``[0, A)``)."""


def pair_column(column: Expr, ts: int) -> Any:
    """A src pair's lane reads a column of the tile: ``0 <= b + rho - TS*w < TS`` (the kernel wraps
    the column past the tile to its start)."""
    return conj(le(0, column), lt(column, ts))


def sheared_interior(A: int, oq: Expr, op: Expr, tile: tuple, extents: tuple) -> Any:
    """A sheared tile is interior: its first row ``TD*tq - A`` is inside (``A <= oq``) and the
    extents left from its origin cover it."""
    return conj(le(A, oq), le(oq + tile[0], extents[0]), le(op + tile[1], extents[1]))


def _sheared_statement(plan: TiledPlan, site: Site, layout: Layout, sig: Signature) -> tuple[Any, dict]:
    """A sheared tile's access (:class:`~codegen.kernels.tiles.TiledPlan` ``shear``) for every
    shift ``phi`` in ``[0, A)``: the load phase reads row ``q = C_q - A`` of its ``TD + A`` rows
    at ``offset - A * d_q``, the store phase writes ``q = C_q - phi`` at ``offset - phi``."""
    A = plan.shear
    st = plan.sheared_load if site.phase == "load" else plan.scalar
    offset = plan.offset(st, site.phase)
    point, ranges = natural_point(offset.shape, sig)
    phi = Var(SHIFT)
    ranges[SHIFT] = (0, A)
    sq, sp = (sig.leaf(plan.modes.shape[k], True) for k in (plan.q, plan.p))
    strides = plan.modes.src if site.phase == "load" else plan.modes.dst
    shift = Const(A) if site.phase == "load" else phi
    off = layout_expr(offset, point, sig) - shift * sig.leaf(strides[plan.q], False)
    td, ts = plan.tile
    oq, op = (layout_expr(plan.origin(k), point[1], sig) for k in (plan.q, plan.p))
    a, b = (layout_expr(c, point[0], sig) for c in st.tile_coords(site.phase))
    hyp: Any = None
    move: Expr = Const(0)
    if site.phase == "load" and plan.src_paired:   # column b + rho - TS*w in [0, TS) for a row parity rho
        rho, wrap = Var(PARITY), Var(WRAP)
        ranges[PARITY], ranges[WRAP] = (0, 2), (0, 2)
        move = rho - Const(ts) * wrap
        hyp = pair_column(b + move, ts)
        off = off + move * sig.leaf(strides[plan.p], False)
    if site.phase == "load" and site.guard == "interior" and plan.worded:   # words: column b - rho, rho < bytes / 2
        rho = Var(PARITY)
        ranges[PARITY] = (0, plan.word_bytes // 2)
        move = Const(0) - rho
        off = off + move * sig.leaf(strides[plan.p], False)
    if site.guard == "interior":
        guard = sheared_interior(A, oq, op, (td, ts), (sq, sp))
    else:
        guard = conj(le(0, oq + a - shift), lt(a - shift, sq - oq), lt(b + move, sp - op))
    coord = [layout_expr(plan.coordinate(st, site.phase, k), point, sig) for k in range(len(plan.modes.shape))]
    coord[plan.q] = coord[plan.q] - shift
    coord[plan.p] = coord[plan.p] + move
    value = layout_expr(layout, _layout_coordinate(plan, layout, coord, sig), sig)
    claim = conj(le(0, off), lt(off, cosize(layout, sig)), eq(off, value))
    if hyp is not None:
        return disj(negate(hyp), negate(guard), claim), ranges
    return disj(negate(guard), claim), ranges


def _layout_coordinate(plan: TiledPlan, layout: Layout, coord: Sequence[Expr], sig: Signature) -> Any:
    """``layout``'s coordinate of the element: its natural coordinate when the modes are its
    flat leaves (extent-1 leaves at 0), else (static layouts) the logical index."""
    if plan.modes.leaves is not None:
        flat = [Const(0) if k is None else coord[k] for k in plan.modes.leaves]
        return unflatten(flat, layout.shape) if is_tuple(layout.shape) else flat[0]
    index: Expr = Const(0)
    step = 1
    for c, s in zip(coord, plan.modes.shape):
        index = index + c * step
        step *= s
    return index


def prove_in_bounds(plan: TiledPlan, sites: Sequence[Site], src: Layout, dst: Layout,
                    assume: Sequence[str] = (), timeout: float = TIMEOUT) -> BoundsProof:
    """Prove every site in bounds (the module's statement), or raise :class:`CodegenError`
    with the counterexample or the solver's reason."""
    start = time.perf_counter()
    backends = []
    for site in sites:
        sig = Signature()
        layout = src if site.phase == "load" else dst
        formula, ranges = _statement(plan, site, layout, sig)
        what = f"{site.path}/{site.phase}/{site.guard}"
        backends.append(prove_obligation(formula, ranges, sig, tuple(assume), timeout, f"access {what}",
                                         f"of the copy leaves {layout_text(layout)}"))
    sizes = tuple(_show(x) for x in (src, dst))
    return BoundsProof("proved", "+".join(sorted(set(backends))) or "none", time.perf_counter() - start,
                       tuple(f"{s.path}/{s.phase}/{s.guard}" for s in sites), sizes)


def prove_obligation(formula: Any, ranges: dict, sig: Signature, assume: tuple, timeout: float, what: str,
                     leaves_what: str) -> str:
    """Prove ``formula`` over the variables' ``ranges`` and the parameters of ``sig`` (their
    types' ranges) under ``assume``; the backend's name, or :class:`CodegenError` naming
    ``what`` with the counterexample (``what`` ``leaves_what``) or the solver's reason."""
    from solver.prove import prove_expressions_equal
    ranges = dict(ranges)
    for name, (lo, hi) in sig.ranges().items():
        ranges[name] = (lo, hi + 1)
    proof = prove_expressions_equal([], ranges, obligations=[formula], assume=assume, timeout=timeout,
                                    c_semantics=False, statement=f"{what} is in bounds")
    if proof.status == "refuted":
        raise CodegenError(f"{what} {leaves_what}: counterexample {proof.counterexample}")
    if not proof.proved:
        raise CodegenError(f"could not prove {what} in bounds: {proof.reason}")
    return proof.backend


def _show(layout: Layout) -> str:
    """The cosize of ``layout`` (non-negative strides) as text: ``M*N``."""
    import sympy
    from cute_sym.tuples import Dyn
    value = lambda x: x.expr if isinstance(x, Dyn) else sympy.Integer(x)   # noqa: E731
    shape = leaves(layout.shape) if is_tuple(layout.shape) else [layout.shape]
    stride = leaves(layout.stride) if is_tuple(layout.stride) else [layout.stride]
    total = 1 + sum((value(s) - 1) * value(d) for s, d in zip(shape, stride))
    return str(sympy.expand(total)).replace(" ", "")

