"""Sheared tiles (:class:`~codegen.kernels.tiles.TiledPlan` ``shear = A``): the scalar path of a
tiled copy whose dst writes start on ``A``-element boundaries however dst's rows are aligned.

Row ``j`` of dst (a coordinate along ``p`` and the other modes) gets the shift
``phi_j = (dst address of the row start, in elements) mod A``, so that tile ``tq`` writes
``q`` in ``[TD*tq - phi_j, TD*(tq+1) - phi_j)``, which starts on an ``A``-element boundary
(``A | TD``).  The load phase reads the ``TD + A`` rows ``q = TD*tq - A + e`` of the tile's
columns -- element ``(e, b)`` when it belongs to the tile, ``A - phi_j <= e < TD + A - phi_j``
-- into shared-memory row ``e``; the store phase reads row ``e = a + A - phi_j``.  Which
shifts the kernel picks decides speed only: the bounds proofs (:mod:`codegen.kernels.bounds`)
hold for every shift in ``[0, A)``, and :func:`check_sheared` checks by enumeration that the
store phase reads, for every shift, the slot the load phase wrote for the same element, and
that a warp's store-phase lanes share their row (so its shift), which keeps the proven
conflict-freedom of the unsheared shared-memory loads.
"""
from __future__ import annotations

from typing import Any

from cute_sym.layout import Layout

from ..cexpr import to_c
from ..emit import IndexFunction, Signature, emit_index
from ..errors import CodegenError
from .csource import call, store, tile_text
from .plan import _compiled
from .tiles import TiledPlan

__all__ = ["sheared_functions", "check_sheared", "sheared_body", "shift_line"]

COORD = (("v", "t", "k"), ("tq", "r"))
S_ARGS = ("v", "t", "k")
GROUP = 32
"""Most single-element loads a thread has in flight before storing them to shared memory."""


def sheared_functions(plan: TiledPlan, name: str, assume: tuple, verify: bool) -> dict[str, IndexFunction]:
    """The index functions of the sheared load phase (``src``: offset of row ``TD*tq + e``, read
    at ``- A * d_q``; ``smem_store``; the tile coordinates ``a``, ``b``) and of each phase's row
    offset (``row_load``, ``row_store``: :meth:`~codegen.kernels.tiles.TiledPlan.row_offset`)."""
    ext = plan.sheared_load
    ld = ext.load
    note = "offset of row TD*tq + e of the sheared load phase (read at A rows less)"
    a, b = ext.tile_coords("load")
    out = {
        "src": emit_index(plan.offset(ext, "load"), name=f"{name}_h_src", coord=COORD, assume=assume, verify=verify,
                          note=note, free_names=True),
        "smem_store": emit_index(Layout(ld.shape, ld.strides(1, ext.pitch)), name=f"{name}_h_smem_store",
                                 coord=S_ARGS, verify=verify),
        "a": emit_index(a, name=f"{name}_h_a_load", coord=S_ARGS, verify=verify),
        "b": emit_index(b, name=f"{name}_h_b_load", coord=S_ARGS, verify=verify),
    }
    for phase, st in (("load", ext), ("store", plan.scalar)):
        out[f"row_{phase}"] = emit_index(plan.row_offset(st, phase), name=f"{name}_h_row_{phase}", coord=COORD,
                                         assume=assume, verify=verify, free_names=True,
                                         note="dst offset of the element's row start (coordinate along q at 0)")
    return out


def check_sheared(plan: TiledPlan) -> None:
    """Enumerate a sheared tile: the load phase writes each of its ``(TD + A) x TS`` elements to
    its own slot ``e * pitch + b``; for every shift ``phi`` in ``[0, A)`` the store phase's slot
    for ``(a, b)`` (the unsheared slot plus ``(A - phi) * pitch``) is the one the load phase
    wrote for ``(a + A - phi, b)``; the lanes of each warp of the store phase share ``b``."""
    A, ext, st = plan.shear, plan.sheared_load, plan.scalar
    if st.swizzle is not None:
        raise CodegenError("a sheared tile needs a padded (unswizzled) shared-memory layout")
    E, B = (_compiled(c) for c in ext.tile_coords("load"))
    ld = ext.load
    slot_of = _compiled(Layout(ld.shape, ld.strides(1, ext.pitch)))
    n_load = ext.tile[0] * ext.tile[1]
    wrote: dict[int, tuple[int, int]] = {}
    for x in range(n_load):
        eb, slot = (E(x), B(x)), slot_of(x)
        if slot in wrote or not (0 <= slot < ext.smem_elements):
            raise CodegenError(f"sheared load phase: slot {slot} of element {eb} is taken or outside the tile")
        wrote[slot] = eb
    if len(set(wrote.values())) != n_load:
        raise CodegenError("the sheared load phase does not visit each of its elements once")
    if plan.src_paired:
        _check_src_pairs(plan, E, B, slot_of, n_load, wrote)
    a_of, b_of = (_compiled(c) for c in st.tile_coords("store"))
    read = _compiled(st.smem_layouts()[1])
    shape = st.store.shape                          # v, then t, then k: x = v + V*(t + threads*k)
    for x in range(st.tile[0] * st.tile[1]):
        a, b = a_of(x), b_of(x)
        for phi in range(A):
            if wrote.get(read(x) + (A - phi) * st.pitch) != (a + A - phi, b):
                raise CodegenError(f"sheared store phase reads the wrong slot for {(a, b)} at shift {phi}")
    V = shape[0]
    for x in range(0, st.tile[0] * st.tile[1], V):             # a dst pair starts V-aligned in the row's segment
        if a_of(x) % V or any(a_of(x + v) != a_of(x) + v or b_of(x + v) != b_of(x) for v in range(V)):
            raise CodegenError(f"the sheared store phase's {V}-element access at {x} is not {V} consecutive "
                               f"elements of a row from a multiple of {V}")
    for x in range(0, st.tile[0] * st.tile[1], V * 32):       # one warp's lanes at one step
        if len({b_of(x + y) for y in range(V * min(32, st.threads))}) != 1:
            raise CodegenError(f"a warp of the sheared store phase spans several rows (at {x})")


def _check_src_pairs(plan: TiledPlan, E, B, slot_of, n_load: int, wrote: dict) -> None:
    """Enumerate the src-paired load phase (:attr:`TiledPlan.src_paired`) for each row parity
    ``rho``: lane ``v`` of the pair at ``(e, b)`` (``b`` even) writes column ``(b + rho + v) mod TS``
    of row ``e``, so each ``(e, c)`` of the tile is written once, to the slot the unshifted phase
    writes for it; and each of its 2-byte shared stores (one per lane ``v`` and step) is free of
    bank conflicts at either parity (a warp's lanes at one step share their row, so its ``rho``)."""
    from ..banks import phase_banks, phase_lanes
    ts, ext = plan.tile[1], plan.sheared_load
    eb = ext.elem_bytes
    for rho in (0, 1):
        seen: set = set()
        for x in range(0, n_load, 2):
            e, b = E(x), B(x)
            if b % 2 or E(x + 1) != e or B(x + 1) != b + 1 or slot_of(x + 1) != slot_of(x) + 1:
                raise CodegenError(f"the src-paired load phase's access at {x} is not a pair of a row from an even column")
            for v in (0, 1):
                c = (b + rho + v) % ts
                slot = slot_of(x) - b + c
                if (e, c) in seen or wrote.get(slot) != (e, c):
                    raise CodegenError(f"src pairs at parity {rho}: column {c} of row {e} is written twice or "
                                       f"to slot {slot}, not its own")
                seen.add((e, c))
        if len(seen) != n_load:
            raise CodegenError(f"src pairs at parity {rho} do not write each element of the tile once")
        per_step = ext.threads * 2
        for x0 in range(0, n_load, per_step):
            for v in (0, 1):
                for first in range(0, ext.threads, phase_lanes(eb)):
                    lanes = range(first, min(first + phase_lanes(eb), ext.threads))
                    if len({E(x0 + 2 * t) for t in lanes}) != 1:
                        raise CodegenError(f"a warp of the src-paired load phase spans several rows (at {x0})")
                    at = ((t, (slot_of(x0 + 2 * t) - B(x0 + 2 * t) + (B(x0 + 2 * t) + rho + v) % ts) * eb)
                          for t in lanes)
                    if any(len(w) > 1 for w in phase_banks(at, eb).values()):
                        raise CodegenError(f"src pairs at parity {rho}: the shared store of lane {v} at {x0} "
                                           f"has a bank conflict")


def shift_line(plan: TiledPlan, vector: bool, eb: int) -> str:
    """The C helper computing a row's shift from its dst offset: 0 on a vector launch."""
    A = plan.shear
    cond = "vec ? 0 : " if vector else ""
    return (f"  const unsigned long long cute_drow = reinterpret_cast<unsigned long long>(dst) / {eb};\n"
            f"  auto cute_shift = [&](long long row) -> int {{ return {cond}(int)((cute_drow + (unsigned long long)row) & {A - 1}ull); }};\n")


def _always(plan: TiledPlan, ks: int) -> int:
    """The steps ``k`` of the sheared load phase at which every thread's row ``e`` belongs to the
    tile for every shift (``A <= e <= TD``), as a bit mask (interior tiles skip the test there)."""
    ext, A, td = plan.sheared_load, plan.shear, plan.tile[0]
    E = _compiled(ext.tile_coords("load")[0])
    per_step = ext.threads * ext.load.shape[0]
    mask = 0
    for k in range(min(ks, 64)):
        es = {E(k * per_step + y) for y in range(per_step)}
        if min(es) >= A and max(es) <= td:
            mask |= 1 << k
    return mask


def _parts(fn: IndexFunction) -> tuple[str, str]:
    """The C values of ``fn`` at ``((0, t, 0), (tq, r))`` and at ``((0, 0, k), (0, 0))``, whose sum
    is its value at ``((0, t, k), (tq, r))``: a layout adds over its modes (paper eq. 2, the offset
    is the inner product of the natural coordinate with the strides).  The kernel keeps the
    first, the same at every step ``k``, in a register, instead of multiplying a symbolic stride
    again at each step."""
    return call(fn, "0", "t", "0", "tq", "r"), call(fn, "0", "0", "k", "0", "0")


def _pair_load(plan: TiledPlan, fns: dict, T: str, guarded: bool, row: str, dp: str, e: str, b: str,
               src_at: str) -> tuple[str, str]:
    """The sheared load phase's ``get`` and ``keep`` with src pairs (:attr:`TiledPlan.src_paired`):
    the row's parity ``rho`` from the address of its element ``(e, b)`` (``b`` even), its lanes at
    columns ``b + rho`` and ``b + rho + 1`` (wrapped to 0 past the tile), each with the shift of its
    own dst row (``row``: the dst row offset of column ``b`` at step ``k`` less the thread's part,
    ``dp``: dst's stride along ``p``); one 4-byte load (its element address even by the choice of
    ``rho``) where both lanes belong to the tile, are inside and do not wrap, else element by element."""
    A, td, ts = plan.shear, plan.tile[0], plan.tile[1]
    mask = _always(plan, plan.sheared_load.tile[0] * ts // (plan.threads * 2))

    def member(v: str) -> str:
        m = f"{e} >= {A} - cute_f{v} && {e} < {td + A} - cute_f{v}"
        if guarded:
            col = "cute_c" if v == "0" else "cute_c1"
            return f"{m} && {e} - {A} >= -cute_oq && {e} - {A} < lq && {col} < lp"
        return f"((0x{mask:x}ull >> k) & 1ull) || ({m})"
    get = (f"{{ x[j].e[0] = 0; x[j].e[1] = 0; const {T}* cute_p = {src_at}; "
           f"const int cute_rho = (int)((reinterpret_cast<unsigned long long>(cute_p) / sizeof({T})) & 1ull); "
           f"cute_rh[j] = cute_rho; const int cute_c = {b} + cute_rho; "
           f"const int cute_c1 = cute_c + 1 >= {ts} ? cute_c + 1 - {ts} : cute_c + 1; "
           f"const long long cute_r0 = cute_rl + {row} - (long long)({b}) * {dp}; "
           f"const int cute_f0 = cute_shift(cute_r0 + (long long)cute_c * {dp}); "
           f"const int cute_f1 = cute_shift(cute_r0 + (long long)cute_c1 * {dp}); "
           f"const bool cute_i0 = {member('0')}; const bool cute_i1 = {member('1')}; "
           f"if (cute_c + 1 < {ts} && cute_i0 && cute_i1) "
           f"x[j] = *reinterpret_cast<const cute_array<{T}, 2>*>(cute_p + cute_rho); "
           f"else {{ if (cute_i0) x[j].e[0] = cute_p[cute_rho]; "
           f"if (cute_i1) x[j].e[1] = cute_p[cute_rho + 1 - (cute_c + 1 >= {ts} ? {ts} : 0)]; }} }}")
    slot = call(fns["smem_store"], "0", "t", "k")
    keep = (f"{{ const int cute_c = {b} + cute_rh[j]; smem[{slot} + cute_rh[j]] = x[j].e[0]; "
            f"smem[{slot} + cute_rh[j] + 1 - (cute_c + 1 >= {ts} ? {ts} : 0)] = x[j].e[1]; }}")
    return get, keep


def before_text(lines: "list[str]", indent: str) -> str:
    """C statements, one a line, at ``indent``."""
    return "".join(f"{indent}{line}\n" for line in lines)


def sheared_body(plan: TiledPlan, fns: dict, s_dst: IndexFunction, s_smem_load: IndexFunction, T: str,
                 guarded: bool, ranges: dict, sig: Signature, indent: str) -> str:
    """The C statements copying one sheared tile (``guarded``: a boundary tile, every access
    under its bounds test; else an interior tile)."""
    A, ext, st = plan.shear, plan.sheared_load, plan.scalar
    td, ts = plan.tile
    dq = to_c(sig.leaf(plan.modes.src[plan.q], False), ranges, "long long")
    VS = ext.vec_src                          # 2: src pairs (TiledPlan.src_paired)
    ks = ext.tile[0] * ext.tile[1] // (ext.threads * VS)
    V = st.vec_dst                            # > 1: dst pairs (TiledPlan.paired)
    kd = td * ts // (st.threads * V)
    most = plan.in_flight or GROUP
    cap = plan.in_flight or 16                # beyond GROUP by default: a divisor of at most 16
    group = ks if ks <= most else max(d for d in range(1, cap + 1) if ks % d == 0)
    e, b = call(fns["a"], "0", "t", "k"), call(fns["b"], "0", "t", "k")
    row_load, row_store = _parts(fns["row_load"]), _parts(fns["row_store"])
    src_part, dst_part = _parts(fns["src"]), _parts(s_dst)
    before = [f"const long long cute_rl = {row_load[0]};",
              f"const {T}* cute_ps = src + ((long long){src_part[0]} - {A}LL * {dq});"]
    after = [f"const long long cute_rs = {row_store[0]};",
             f"{T}* cute_pd = dst + {dst_part[0]};"]
    phi = f"cute_shift(cute_rl + {row_load[1]})"
    member = f"{e} >= {A} - cute_phi && {e} < {td + A} - cute_phi"
    if guarded:
        cond = f"{member} && {e} - {A} >= -cute_oq && {e} - {A} < lq && {b} < lp"
    else:
        cond = f"((0x{_always(plan, ks):x}ull >> k) & 1ull) || ({member})"
    src_at = f"cute_ps + {src_part[1]}"
    if VS == 1:
        get = (f"{{ const int cute_phi = {phi}; x[j].e[0] = 0; "
               f"if ({cond}) x[j] = *reinterpret_cast<const cute_array<{T}, 1>*>({src_at}); }}")
        keep = store("vector", fns["smem_store"], "v", S_ARGS, 1, T, "x[j]", "smem")
    else:
        before.append(f"int cute_rh[{group}];")
        dp = to_c(sig.leaf(plan.modes.dst[plan.p], False), ranges, "long long")
        get, keep = _pair_load(plan, fns, T, guarded, row_load[1], dp, e, b, src_at)
    put_at = f"cute_pd + ((long long){dst_part[1]} - cute_phi)"
    put = f"*reinterpret_cast<cute_array<{T}, {V}>*>({put_at}) = w;"
    if guarded:
        a2, b2 = fns["a_store"], fns["b_store"]
        def inside(v: str) -> str:
            sa, sb = call(a2, v, "t", "k"), call(b2, v, "t", "k")
            return f"{sa} - cute_phi >= -cute_oq && {sa} - cute_phi < lq && {sb} < lp"
        if V == 1:
            put = f"if ({inside('0')}) {put}"
        else:                                  # the pair where all of it is inside, else element by element
            one = (f"for (int v = 0; v < {V}; ++v) if ({inside('v')}) "
                   f"cute_pd[(long long){call(s_dst, 'v', '0', 'k', '0', '0')} - cute_phi] = w.e[v];")
            put = f"if ({' && '.join(f'({inside(str(v))})' for v in range(V))}) {put} else {one}"
    drain = [f"const int cute_phi = cute_shift(cute_rs + {row_store[1]});",
             f"cute_array<{T}, {V}> w;",
             *(f"w.e[{v}] = smem[{call(s_smem_load, str(v), 't', 'k')} + ({A} - cute_phi) * {st.pitch}];"
               for v in range(V)),
             put]
    return before_text(before, indent) + tile_text(T, VS, ks, group, get, keep, kd, drain, indent, after)
