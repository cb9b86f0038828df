"""Emission helpers shared by the GEMM kernels: proven index functions of composed layouts,
and the source header with every certificate."""
from __future__ import annotations

import time
from typing import Any, Sequence

from cute_sym.algebra import composition
from cute_sym.composed import ComposedLayout
from cute_sym.layout import Layout
from solver.prove import prove_composition

from ..emit import IndexFunction, emit_index, layout_text
from ..errors import CodegenError
from .config import GemmConfig

__all__ = ["emit", "smem_index", "header", "hoisted"]


def emit(layout: Any, name: str, coord: tuple, verify: bool, note: str = "") -> IndexFunction:
    """``layout`` as an index function of ``coord``, proven unless ``verify`` is off."""
    return emit_index(layout, name=name, coord=coord, verify=verify, note=note)


def smem_index(smem: ComposedLayout, tv: Layout, name: str, coord: tuple, verify: bool,
               per_thread: "Sequence[str] | None" = ("v", "t")) -> IndexFunction:
    """The index function of the swizzled ``smem = S o 0 o L`` at the partition ``tv``:
    ``S o 0 o R`` with ``R = L o tv`` from the algebra, ``R == L o tv`` proven first; then
    :func:`hoisted` over the ``per_thread`` inputs (``None``: as emitted)."""
    R = composition(smem.outer, tv)
    note = f"= smem o TV = {layout_text(smem)} o {layout_text(tv)}"
    if verify:
        proof = prove_composition(smem.outer, tv, R)
        if not proof.proved:
            raise CodegenError(f"{name}: R = {R} == {smem.outer} o {tv} is {proof.status}")
        note += f"; R == L o TV proven ({proof.backend}, {proof.seconds:.3f} s)"
    fn = emit(ComposedLayout(smem.inner, 0, R), name, coord, verify, note)
    return fn if per_thread is None or smem.inner.bits == 0 else hoisted(fn, smem, R, per_thread, verify)


def header(c: GemmConfig, plan: str, atoms: str, functions: Sequence[IndexFunction], facts: Sequence[Any],
           banks: Any) -> str:
    """The comment block that opens the source: problem, plan, precondition, every certificate."""
    lines = [f"// cute-sym GEMM: C[M,N] = A[M,K] * B[N,K]^T, M = {c.M}, N = {c.N}, K = {c.K}, "
             f"{c.dtype} inputs, fp32 accumulation, {c.dtype} C; A, B, C row-major",
             f"// plan: {plan}",
             f"// {atoms}",
             f"// precondition (checked at generation): M % {c.BM} == 0, N % {c.BN} == 0, K % {c.BK} == 0 "
             f"(no residue tiles); A, B, C 16-byte aligned",
             f"// index expressions: {sum(f.certificate.status == 'proved' for f in functions)} of {len(functions)} "
             f"proven (each certificate is above its function)"]
    if banks is not None:
        lines.append(f"// {banks.comment()}")
    lines += [f"// layout relation {f.comment()}" for f in facts]
    if not facts:
        lines.append("// UNVERIFIED: layout relations not proven (generated with verify off)")
    return "\n".join(lines) + "\n"


def hoisted(fn: IndexFunction, smem: ComposedLayout, R: Layout, per_thread: Sequence[str], verify: bool) -> IndexFunction:
    """``fn`` (the index of ``S o 0 o R``) rewritten as ``(base ^ lo) + hi``: ``base`` the
    index with every input but ``per_thread`` at 0 (a loop invariant the compiler hoists),
    ``lo`` the other inputs' terms that land in the swizzle's XOR-ed bits, ``hi`` those above
    every swizzle bit.  The rewrite is proven equal to ``fn``'s solver-proven expression at every
    point of the (static, finite) input domain, so it equals the layout; where a term fits
    neither class, or the two differ anywhere, ``fn`` is returned unchanged."""
    import dataclasses
    import itertools
    from solver.expr import Const, Var, substitute
    from ..emit import index_width
    from ..pyeval import compile_expr
    from ..simplify import simplify
    sw = smem.inner
    top = 1 << (sw.base + sw.shift + sw.bits)
    low = ((1 << sw.bits) - 1) << sw.base
    names = [x.name for x in fn.inputs]
    rest = [n for n in names if n not in per_thread]
    modes = dict(zip(names, zip(R.shape, R.stride)))
    lo, hi = Const(0), Const(0)
    for n in rest:
        extent, stride = modes[n]
        if not isinstance(extent, int) or not isinstance(stride, int):
            return fn
        if stride % top == 0:
            hi = hi + Var(n) * stride
        elif all((k * stride) & ~low == 0 for k in range(extent)):
            lo = lo + Var(n) * stride
        else:
            return fn
    base = simplify(substitute(fn.expr, {n: Const(0) for n in rest}), fn.ranges)
    expr = simplify((base ^ lo) + hi, fn.ranges)
    if not verify:
        return dataclasses.replace(fn, expr=expr)
    if fn.params or index_width([expr], fn.ranges) != 32 or fn.width != 32:
        return fn
    start = time.perf_counter()
    old, new = compile_expr(fn.expr, names), compile_expr(expr, names)
    extents = [x.extent.value for x in fn.inputs]
    count = 0
    for point in itertools.product(*(range(e) for e in extents)):
        if old(*point) != new(*point):
            return fn
        count += 1
    cert = dataclasses.replace(
        fn.certificate, seconds=fn.certificate.seconds + time.perf_counter() - start,
        detail=f"{fn.certificate.detail}; rewritten as (base ^ lo) + hi: equal to the proven form at all {count} "
               f"input points (enumeration), every subexpression within 32 bits (interval bounds)")
    return dataclasses.replace(fn, expr=expr, certificate=cert,
                               note=fn.note + "; written (base ^ lo) + hi with base the per-thread part")
