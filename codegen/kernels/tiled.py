"""The tiled copy kernel (:class:`~codegen.kernels.tiles.TiledPlan`) as CUDA C.

A block owns the tiles ``(blockIdx.x, r)`` for ``r = blockIdx.y, blockIdx.y + gridDim.y, ..``
and copies each through shared memory along one of three paths:

* ``v``, vectors: an interior tile when the vector alignment holds -- each pointer
  aligned to its vector (read at launch, in the kernel) and, where the planner could not
  prove it from the layouts, ``?{div=N}`` and ``--assume``, the divisibility of the
  strides the vectors step over (``N % 4 == 0``);
* ``s`` unguarded: any other interior tile, one element per access;
* ``s`` guarded: a boundary tile; each access only where the element's tile coordinate
  is ``elem_less`` than the extents left from the tile's origin (CuTe's predication).

Every index the kernel computes comes from an :class:`~codegen.emit.IndexFunction`
proven equal to its layout; every access is proven in bounds under its guard
(:mod:`codegen.kernels.bounds`); each staging is checked tile by tile
(:func:`~codegen.kernels.plan.check_tile`) and its shared-memory accesses proven
bank-conflict-free (:mod:`codegen.banks`).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Sequence

from cute_sym.layout import Layout
from cute_sym.tuples import Dyn, is_int, transform_leaves
from solver.expr import fits, interval
from solver.simplify import simplify

from ..banks import prove_conflict_free
from ..cexpr import to_c
from ..emit import IndexFunction, Signature, emit_index, htuple_text, layout_text
from .bounds import Site, prove_in_bounds
from .csource import CopyKernel, assemble, call, count_of, kernel_params, load, oracle, signature, store, tile_text
from .dtypes import DType
from .plan import Staging, check_tile
from .sheared import check_sheared, sheared_body, sheared_functions, shift_line
from .smem import shared_accesses
from .tiles import TiledPlan
from .vectors import global_form
from .words import check_words, words_body, words_geometry, words_text
from .words8 import WORDS8_TEXT, check_words8, words8_body, words8_geometry

__all__ = ["Path", "tiled_kernel"]

COORD = (("v", "t", "k"), ("tq", "r"))
G_ARGS = ("v", "t", "k", "tq", "r")
S_ARGS = ("v", "t", "k")
GROUP = 16
"""Most single-element loads a thread has in flight before storing them to shared memory."""
THREADS_PER_SM = 1536
"""Resident threads per multiprocessor the register budget is set for (``__launch_bounds__``):
three quarters of Hopper's 2048: at most 40 registers a thread, which the benchmark's kernels fit with no spill."""
THREADS_PER_SM_WIDE = 1280
"""The same for kernels with 64-bit indices (symbolic extents): at most 48 registers a thread."""


@dataclass(frozen=True)
class Path:
    """One way a block copies a tile (``tag`` ``v``: vectors, ``s``: one element per access):
    the staging, the global and shared-memory index functions, their access forms and the
    runtime divisibility facts ``(n, name)`` the vector forms need."""

    tag: str
    staging: Staging
    src: IndexFunction
    dst: IndexFunction
    smem_store: IndexFunction
    smem_load: IndexFunction
    forms: dict
    needs: tuple[tuple[int, str], ...] = ()


def _recording(assume: tuple, prefer: "set[str] | None"):
    """A ``divides`` oracle that answers yes to what it proves and, recording it as a condition
    the kernel checks at run time before it takes the vector path, to what it cannot prove --
    of the names in ``prefer`` only (``None``: of any name)."""
    proven = oracle(assume)
    needed: list[tuple[int, str]] = []

    def divides(n: int, name: str) -> bool:
        if proven(n, name):
            return True
        if prefer is not None and name not in prefer:
            return False
        if (n, name) not in needed:
            needed.append((n, name))
        return True
    return divides, needed


def _form(fn: IndexFunction, V: int, assume: tuple, strides: Sequence[Any]) -> tuple[str, list]:
    """The access form of ``fn`` over vectors of ``V`` and the runtime facts it needs: first
    with facts about the layout's own symbolic strides only (``N % 4 == 0``, not ``B % 4 == 0``
    for a stride ``B*N``), then about any name."""
    prefer = {str(d.expr) for d in strides if isinstance(d, Dyn) and getattr(d.expr, "is_Symbol", False)}
    for names in (prefer, None):
        divides, needed = _recording(assume, names)
        form = global_form(fn, "v", V, divides)
        if form == "vector":
            return form, needed
    return ("scalar" if form == "broadcast" and fn.name.endswith("_dst") else form), []


def _path(plan: TiledPlan, tag: str, st: Staging, name: str, dt: DType, assume: tuple, verify: bool) -> Path:
    check_tile(st)
    stem = f"{name}_{tag}"
    note = "offset of the element at coordinate C(x): sum of stride * C_k (natural coordinate, paper eq. 2)"
    fs = emit_index(plan.offset(st, "load"), name=f"{stem}_src", coord=COORD, assume=assume, verify=verify,
                    note=note, free_names=True)
    fd = emit_index(plan.offset(st, "store"), name=f"{stem}_dst", coord=COORD, assume=assume, verify=verify,
                    note=note, free_names=True)
    accesses, smem_form = shared_accesses(st, dt.bytes, stem, verify)
    (sform, sneeds), (dform, dneeds) = (_form(fs, st.vec_src, assume, plan.modes.src),
                                        _form(fd, st.vec_dst, assume, plan.modes.dst))
    needs = tuple(dict.fromkeys([*sneeds, *dneeds]))
    return Path(tag, st, fs, fd, accesses[0].fn, accesses[1].fn,
                {"src": sform, "dst": dform, "smem": smem_form}, needs)


def _guard_functions(plan: TiledPlan, name: str, assume: tuple, verify: bool) -> dict:
    """The tile origins along ``q`` and ``p`` and, for boundary tiles, the scalar staging's
    tile coordinates ``(a, b)`` in each phase."""
    fns = {f"origin_{m}": emit_index(plan.origin(k), name=f"{name}_origin_{m}", coord=COORD[1], assume=assume,
                                     verify=verify, free_names=True)
           for m, k in (("q", plan.q), ("p", plan.p))}
    if not plan.exact:
        for phase in ("load", "store"):
            a, b = plan.scalar.tile_coords(phase)
            fns[f"a_{phase}"] = emit_index(a, name=f"{name}_a_{phase}", coord=COORD[0], verify=verify, free_names=True)
            fns[f"b_{phase}"] = emit_index(b, name=f"{name}_b_{phase}", coord=COORD[0], verify=verify, free_names=True)
    return fns


def _body(path: Path, T: str, guard: "tuple[str, str] | None", indent: str) -> str:
    """The statements that copy one tile along ``path``; ``guard`` the boundary guards'
    ``(load, store)`` C conditions (``None``: an interior tile)."""
    st, f = path.staging, path.forms
    VS, VD = st.vec_src, st.vec_dst
    ks = st.tile[0] * st.tile[1] // (st.threads * VS)
    kd = st.tile[0] * st.tile[1] // (st.threads * VD)
    group = ks if VS > 1 else min(ks, GROUP)       # loads in flight per thread before they go to shared memory
    get = load(f["src"], path.src, "v", G_ARGS, VS, T, "x[j]")
    put = store(f["dst"], path.dst, "v", G_ARGS, VD, T, "w", whole=_whole(path))
    if guard is not None:
        get = f"{{ x[j].e[0] = 0; if ({guard[0]}) {get} }}"
        put = f"if ({guard[1]}) {put}"
    keep = store(f["smem"], path.smem_store, "v", S_ARGS, VS, T, "x[j]", "smem")
    drain = [f"cute_array<{T}, {VD}> w;", load("scalar", path.smem_load, "v", S_ARGS, VD, T, "w", "smem"), put]
    return tile_text(T, VS, ks, group, get, keep, kd, drain, indent)


def _whole(path: Path) -> bool:
    """Whether ``path`` stores 16-byte dst vectors through ``cute_store16`` (:data:`~codegen.kernels.csource.STORE16`):
    vectors of 2-byte elements with 64-bit offsets, which the compiler split (fp32's stayed whole)."""
    st = path.staging
    return path.forms["dst"] == "vector" and st.vec_dst * st.elem_bytes == 16 and st.elem_bytes == 2 and path.dst.width == 64


def _vector_condition(path: Path, dt: DType) -> str:
    """The C condition under which the vector path's accesses are aligned."""
    parts = []
    for side, V in (("src", path.staging.vec_src), ("dst", path.staging.vec_dst)):
        if path.forms[side] == "vector" and V > 1:
            parts.append(f"((unsigned long long){side} & {V * dt.bytes - 1}ull) == 0")
    parts += [f"{name} % {n} == 0" for n, name in path.needs]
    return " && ".join(parts) or "true"


def tiled_kernel(src: Layout, dst: Layout, dt: DType, plan: TiledPlan, name: str, assume: tuple,
                 verify: bool) -> CopyKernel:
    """Generate, prove and assemble the tiled copy ``dst(c) = src(c)`` along ``plan``."""
    paths = [_path(plan, tag, st, name, dt, assume, verify) for tag, st in plan.stagings]
    guards = _guard_functions(plan, name, assume, verify)
    vector = next((p for p in paths if p.tag == "v"), None)
    scalar = next(p for p in paths if p.tag == "s")
    sheared = sheared_functions(plan, name, assume, verify) if plan.shear else {}
    if plan.shear:
        check_sheared(plan)
    wide = plan.worded and plan.word_bytes == 8
    words = (words8_geometry if wide else words_geometry)(*plan.tile, plan.shear, plan.threads) if plan.worded else None
    words_banks = (check_words8 if wide else check_words)(words) if words is not None else None
    accesses = []
    for path in paths:
        acc, _ = shared_accesses(path.staging, dt.bytes, f"{name}_{path.tag}", False)
        pairs = list(zip(acc, (path.smem_store, path.smem_load)))
        if path.tag == "s" and plan.shear:        # the sheared tile's load phase, and its unsheared slots
            pairs = [(dataclasses.replace(acc[0], name="load-phase shared store (sheared, TD + A rows)"),
                      sheared["smem_store"]),
                     (dataclasses.replace(acc[1], name="store-phase shared load (before the warp-uniform shift)"),
                      path.smem_load)]
        accesses += [dataclasses.replace(a, name=f"{'h' if path.tag == 's' and plan.shear else path.tag}: "
                                                 f"{a.name}", fn=fn) for a, fn in pairs]
    banks = prove_conflict_free(accesses, plan.threads)
    tags = [p.tag for p in paths if not (plan.shear and p.tag == "s")] + (["h"] if plan.shear else [])
    sites = [Site(tag, plan.scalar if tag != "v" else vector.staging, phase, "interior")
             for tag in tags for phase in ("load", "store")]
    if not plan.exact:
        sites += [Site("h" if plan.shear else "s", plan.scalar, phase, "boundary") for phase in ("load", "store")]
    bounds = prove_in_bounds(plan, sites, src, dst, assume) if verify else None
    if plan.shear:                          # the unsheared scalar tile's loads are not used
        used = [f for p in paths for f in ((p.src, p.dst, p.smem_store, p.smem_load) if p.tag == "v"
                                           else (p.dst, p.smem_load))]
    else:
        used = [f for p in paths for f in (p.src, p.dst, p.smem_store, p.smem_load)]
    functions = tuple(used) + tuple(guards.values()) + tuple(sheared.values())
    params = kernel_params(src, dst, functions)
    T = dt.storage
    sig = Signature()
    shape = [sig.leaf(plan.modes.shape[k], True) for k in (plan.q, plan.p)]
    ranges = {p.name: p.interval for p in params}
    gq, rows = plan.grid
    blocks, rows_count = simplify(sig.leaf(gq, True), ranges), count_of(Layout(rows, transform_leaves(lambda _x: 0, rows)))[0]
    td, ts = plan.tile
    interior = f"lq >= {td} && lp >= {ts}"
    branches = []
    if vector is not None:
        branches.append((f"vec && {interior}", _body(vector, T, None, "      ")))
    if plan.shear:
        fns = {**sheared, "a_store": guards["a_store"], "b_store": guards["b_store"]}
        inner = (sheared_body(plan, fns, scalar.dst, scalar.smem_load, T, False, ranges, sig, "      ")
                 if words is None else _words(plan, words, fns, scalar.dst, ranges, sig))
        branches.append((f"cute_oq >= {plan.shear} && {interior}", inner))
        branches.append((None, sheared_body(plan, fns, scalar.dst, scalar.smem_load, T, True, ranges, sig, "      ")))
    else:
        branches.append((interior, _body(scalar, T, None, "      ")))
        if not plan.exact:
            g = tuple(f"{call(guards['a_' + ph], '0', 't', 'k')} < lq && {call(guards['b_' + ph], '0', 't', 'k')} < lp"
                      for ph in ("load", "store"))
            branches.append((None, _body(scalar, T, g, "      ")))
        else:
            branches[-1] = (None, branches[-1][1])          # no boundary tile: the last branch takes the rest
    chain = ""
    for n, (cond, text) in enumerate(branches):
        if n == 0:
            chain += f"    if ({cond}) {{\n" if cond else "    {\n"
        else:
            chain += f"    }} else if ({cond}) {{\n" if cond else "    } else {\n"
        chain += text
    chain += "    }\n"
    vec_line = f"  const bool vec = {_vector_condition(vector, dt)};\n" if vector is not None else ""
    if plan.shear:
        vec_line += shift_line(plan, vector is not None, dt.bytes)
    per_sm = THREADS_PER_SM if all(f.width == 32 for f in functions) else THREADS_PER_SM_WIDE
    min_blocks = plan.blocks_per_sm or max(1, per_sm // plan.threads)
    body = f"""{signature(name, dt, params, plan.threads, min_blocks)} {{
  extern __shared__ __align__(16) unsigned char cute_smem[];
  {T}* smem = reinterpret_cast<{T}*>(cute_smem);
  const int t = threadIdx.x;
  const long long tq = blockIdx.x;
  const long long rows = {to_c(rows_count, ranges, 'long long')};
{vec_line}  for (long long r = blockIdx.y; r < rows; r += gridDim.y) {{
    const long long cute_oq = {call(guards['origin_q'], 'tq', 'r')};
    const long long lq = {to_c(shape[0], ranges, 'long long')} - cute_oq;
    const long long lp = {to_c(shape[1], ranges, 'long long')} - {call(guards['origin_p'], 'tq', 'r')};
{chain}    __syncthreads();
  }}
}}
"""
    what = _describe(plan, paths, dt)
    notes = [bounds.comment()] if bounds is not None else ["every access in bounds: UNVERIFIED (proofs skipped on request)"]
    if plan.shear:
        notes.append(f"sheared tiles (shift in [0, {plan.shear}) per dst row): checked by enumeration that the store "
                     f"phase reads, for every shift, the slot the load phase wrote for the same element, and that "
                     f"each warp's store-phase lanes share their row, so the shift is warp-uniform and keeps the "
                     f"shared loads conflict-free; the bounds hold for every shift; each sheared offset is computed "
                     f"as its index function at ((0,t,0),(tq,r)) plus at ((0,0,k),(0,0)), its value at "
                     f"((0,t,k),(tq,r)) since a layout adds over its modes (paper eq. 2)")
    if words_banks is not None:
        notes.append(f"word-wrapped interior tiles: {words_banks.status} by {words_banks.backend} ("
                     f"{'; '.join(words_banks.accesses)}) that every raw element has its own slot, the store phase "
                     f"reads the slot of its column for every row parity and shift, and the pair tasks cover the "
                     f"tile once; the word loads proven in bounds at columns b - rho, rho in "
                     f"{{{', '.join(map(str, range(plan.word_bytes // 2)))}}}; the dst offset "
                     f"of pair (a, b) is the tile's (0, 0) plus a + b * d_p (paper eq. 2)")
    source = assemble(src, dst, dt, what, assume, functions, body, banks, notes)
    stagings = [st for _, st in plan.stagings] + ([plan.sheared_load] if plan.shear else [])
    smem_bytes = max(max(st.smem_elements for st in stagings) * dt.bytes, 4 * words.smem_words if words else 0)
    forms = dict(scalar.forms) if vector is None else dict(vector.forms)
    return CopyKernel(name, source, src, dst, dt, plan, params, plan.threads, blocks, smem_bytes, functions, banks,
                      dt.bytes, dt.bytes, forms, rows_count, assume, bounds,
                      {"paths": {p.tag: p for p in paths}, "guards": guards, "sheared": sheared})


def _words(plan: TiledPlan, g: Any, fns: dict, s_dst: IndexFunction, ranges: dict, sig: Signature) -> str:
    """The interior sheared tile's C along the word-wrapped path (:mod:`codegen.kernels.words`)."""
    m = plan.modes
    dq = to_c(sig.leaf(m.src[plan.q], False), ranges, "long long")
    dp = to_c(sig.leaf(m.dst[plan.p], False), ranges, "long long")
    o0 = f"(long long){call(fns['src'], '0', '0', '0', 'tq', 'r')} - {plan.shear}LL * ({dq})"
    narrow = tuple(fits(interval(sig.leaf(d, False), ranges), (0, (1 << 31) - 1)) for d in (m.src[plan.q], m.dst[plan.p]))
    if plan.word_bytes == 8:
        return words8_body(g, o0, dq, dp, f"(long long){call(s_dst, '0', '0', '0', 'tq', 'r')}",
                           f"(long long){call(fns['row_store'], '0', '0', '0', 'tq', 'r')}", "      ", narrow)
    return words_body(g, o0, dq, dp, f"(long long){call(s_dst, '0', '0', '0', 'tq', 'r')}",
                      f"(long long){call(fns['row_store'], '0', '0', '0', 'tq', 'r')}", "      ", narrow,
                      all(is_int(d) for d in (m.src[plan.q], m.dst[plan.p])))


SRC_PAIRS = ("2 per src load (from the parity of the row's address; element by element where the pair wraps "
             "or a boundary cuts it)")


def _describe(plan: TiledPlan, paths: Sequence[Path], dt: DType) -> str:
    td, ts = plan.tile
    m = plan.modes
    parts = [f"plan: tiled over the padded grid; modes {layout_text(Layout(m.shape, m.src))} -> "
             f"{layout_text(Layout(m.shape, m.dst))}; tile ({td},{ts}) along modes ({plan.q},{plan.p}), "
             f"grid {htuple_text(plan.grid)} of {plan.threads}-thread blocks"
             + (f", registers for {plan.blocks_per_sm} blocks per multiprocessor" if plan.blocks_per_sm else "")]
    for p in paths:
        st = p.staging
        swz = f"swizzle {st.swizzle}" if st.swizzle else (f"pad {st.pad}" if st.pad else "no swizzle")
        if p.tag == "v":
            need = f" ({', '.join(f'{n} | {x}' for n, x in p.needs)} checked at launch)" if p.needs else ""
            parts.append(f"interior tiles with vectors when aligned{need}: src {st.vec_src} ({p.forms['src']}), "
                         f"dst {st.vec_dst} ({p.forms['dst']}), shared memory {swz}, stores {p.forms['smem']}")
        elif plan.shear:
            parts.append(f"interior and boundary tiles (guarded by elem_less) sheared so that dst rows are written "
                         f"from {plan.shear}-element boundaries: "
                         + (((SRC_PAIRS if plan.src_paired else "one element per load")
                             + f", {st.vec_dst} per dst store (aligned by the shift; element by "
                             f"element where a boundary cuts it)") if plan.paired else "one element per access")
                         + (f"; {WORDS8_TEXT if plan.word_bytes == 8 else words_text()}" if plan.worded else "")
                         + f", shared memory {swz}, "
                         f"{plan.shear} more rows loaded"
                         + (f", at most {plan.in_flight} loads in flight per thread" if plan.in_flight else ""))
        else:
            where = "interior tiles" + ("" if plan.exact else ", boundary tiles guarded by elem_less")
            parts.append(f"{where}: one element per access, shared memory {swz}")
    return "; ".join(parts)

