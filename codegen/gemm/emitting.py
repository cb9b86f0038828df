"""Emission helpers shared by the GEMM kernels: proven index functions of composed layouts,
and the source header with every certificate."""
from __future__ import annotations

from typing import Any, Sequence

from cute_sym.algebra import composition
from cute_sym.composed import ComposedLayout
from cute_sym.layout import Layout
from solver.prove import prove_composition

from ..emit import IndexFunction, emit_index, layout_text
from ..errors import CodegenError
from .config import GemmConfig

__all__ = ["emit", "smem_index", "header"]


def emit(layout: Any, name: str, coord: tuple, verify: bool, note: str = "") -> IndexFunction:
    """``layout`` as an index function of ``coord``, proven unless ``verify`` is off."""
    return emit_index(layout, name=name, coord=coord, verify=verify, note=note)


def smem_index(smem: ComposedLayout, tv: Layout, name: str, coord: tuple, verify: bool) -> IndexFunction:
    """The index function of the swizzled ``smem = S o 0 o L`` at the partition ``tv``:
    ``S o 0 o R`` with ``R = L o tv`` from the algebra, ``R == L o tv`` proven first."""
    R = composition(smem.outer, tv)
    note = f"= smem o TV = {layout_text(smem)} o {layout_text(tv)}"
    if verify:
        proof = prove_composition(smem.outer, tv, R)
        if not proof.proved:
            raise CodegenError(f"{name}: R = {R} == {smem.outer} o {tv} is {proof.status}")
        note += f"; R == L o TV proven ({proof.backend}, {proof.seconds:.3f} s)"
    return emit(ComposedLayout(smem.inner, 0, R), name, coord, verify, note)


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
