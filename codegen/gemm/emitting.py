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
from .config import LIMIT, GemmConfig

__all__ = ["emit", "smem_index", "header", "hoisted", "c_extent", "formula_c", "guard_text", "size_decl", "size_args",
           "precondition_check", "epilogue_lines"]


def emit(layout: Any, name: str, coord: tuple, verify: bool, note: str = "",
         config: "GemmConfig | None" = None) -> IndexFunction:
    """``layout`` as an index function of ``coord``, proven unless ``verify`` is off (for every
    value of ``config``'s names allowed by its facts and bounds)."""
    if config is None:
        return emit_index(layout, name=name, coord=coord, verify=verify, note=note)
    return emit_index(layout, name=name, coord=coord, verify=verify, note=note, assume=config.facts,
                      bounds=config.bounds, free_names=True)


def c_extent(x: Any, c: GemmConfig) -> str:
    """A tile count or extent (an int, or a ``Dyn`` over the names) as a C ``int`` expression."""
    if isinstance(x, int):
        return str(x)
    from ..cexpr import to_c
    from ..emit import Signature
    sig = Signature(bounds=c.bounds)
    e = sig.leaf(x, True)
    return f"({to_c(e, sig.ranges(), 'int')})"


def formula_c(f: Any, c: GemmConfig) -> str:
    """A parsed assumption (:mod:`solver.formula`) as a C condition over the names."""
    from solver.formula import And, Or
    from ..cexpr import to_c
    if isinstance(f, (And, Or)):
        if not f.items:
            return "true" if isinstance(f, And) else "false"
        return "(" + (" && " if isinstance(f, And) else " || ").join(formula_c(x, c) for x in f.items) + ")"
    ranges = dict(c.bounds)
    return f"({to_c(f.a, ranges, 'long long')} {f.op} {to_c(f.b, ranges, 'long long')})"


def size_decl(c: GemmConfig) -> str:
    return "".join(f", int {n}" for n in c.params)


def size_args(c: GemmConfig) -> str:
    return "".join(f", {n}" for n in c.params)


def precondition_check(c: GemmConfig, pointers: Sequence[str]) -> str:
    """The kernel's first statement: trap unless the ``pointers`` are 16-byte aligned and, for
    named sizes, the preconditions hold."""
    from solver.assume import parse_assumption
    aligned = " | ".join(f"(unsigned long long){p}" for p in pointers)
    parts = [f"(({aligned}) & 15ull) == 0"]
    parts += [f"({n} >= 1 && {n} <= {LIMIT})" for n in c.params] + [formula_c(parse_assumption(f), c) for f in c.facts]
    return f"  if (!({' && '.join(parts)})) __trap();   // the preconditions\n"


def epilogue_lines(c: GemmConfig, store_c: IndexFunction, guard: dict, args: Sequence[str], pair: str,
                   cta: "IndexFunction | None") -> tuple[str, str]:
    """The C store of one accumulator pair ``pair`` at ``store_c(args)`` (under the guard's
    row / column conditions where there are residue tiles), and the CTA's early exit (or ``""``)."""
    from ..kernels.csource import call
    pred = guard_text([(call(f, *args), getattr(c, d)) for d, f in guard.items()])
    store = (f"*reinterpret_cast<unsigned*>(C + {call(store_c, *args)}) =\n"
             f"            cute_pack_{c.dtype}x2({pair});")
    if pred:
        store = f"if ({pred})\n          " + store
    exit_line = (f"  if ({call(cta, 'g', 'bn', 'q')} >= {c.M}) return;   // past the last tile row\n"
                 if cta is not None else "")
    return store, exit_line


def guard_text(parts: Sequence[tuple]) -> str:
    """``a < b && ..`` of ``(call, bound)`` pairs; ``""`` when there is none."""
    return " && ".join(f"{a} < {b}" for a, b in parts)


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


def _residue(c: GemmConfig) -> str:
    exact = [f"{getattr(c, d)} % {c.tile(d)} == 0" for d in "MNK" if c.exact(d)]
    rest = [d for d in "MNK" if not c.exact(d)]
    text = f"tiles divide ({', '.join(exact)}: proven)" if exact else ""
    if rest:
        text += ("; " if text else "") + f"residue tiles predicated along {', '.join(rest)}"
    if not c.rows_exact:
        text += f"; CTAs past the last tile row exit ({c.group * c.BM} may not divide {c.M})"
    return text


def header(c: GemmConfig, plan: str, atoms: str, functions: Sequence[IndexFunction], facts: Sequence[Any],
           banks: Any, bounds: Any = None) -> str:
    """The comment block that opens the source: problem, plan, preconditions, every certificate."""
    sizes = ", ".join(f"{d} = {getattr(c, d)}" for d in "MNK")
    if c.params:
        pre = (f"// preconditions (checked at launch, in the kernel): {' ; '.join(c.preconditions)}; "
               f"A, B, C 16-byte aligned (in the kernel; TMA: by cuTensorMapEncodeTiled)")
    else:
        pre = ("// preconditions: K % 8 == 0, N % 2 == 0 (checked at generation); A, B, C 16-byte aligned (checked in "
               "the kernel; TMA: by cuTensorMapEncodeTiled)")
    lines = [f"// cute-sym GEMM: C[M,N] = A[M,K] * B[N,K]^T, {sizes}, "
             f"{c.dtype} inputs, fp32 accumulation, {c.c_dtype} C; A, B, C row-major",
             f"// plan: {plan}",
             f"// {atoms}",
             f"// assumptions: {'; '.join(c.assume) if c.assume else 'none'}",
             pre,
             f"// tiles: {_residue(c)}",
             f"// index expressions: {sum(f.certificate.status == 'proved' for f in functions)} of {len(functions)} "
             f"proven (each certificate is above its function)"]
    if banks is not None:
        lines.append(f"// {banks.comment()}")
    if bounds is not None:
        lines.append(f"// {bounds.comment()}")
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
