"""Test helper: run a generated copy kernel's data movement on the CPU.

The simulation evaluates the kernel's *emitted* index expressions (the ones
printed into the C source) over every thread, loop index and tile, moving
data exactly as the kernel does: direct plans copy
``dst[dst_fn(v, q)] = src[src_fn(v, q)]``; staged plans go through a
shared-memory array per tile with the load and store phases' own functions.
"""
import itertools

from codegen.kernels.plan import DirectPlan
from codegen.kernels.tiles import TiledPlan
from codegen.pyeval import compile_expr


def _points(fn, params):
    """Every input point of ``fn`` (static extents) with the parameter values appended."""
    ranges = [range(x.extent.value) for x in fn.inputs]
    for p in itertools.product(*ranges):
        yield (*p, *(params[q.name] for q in fn.params))


_COMPILED: dict = {}


def _fn(fn):
    key = (fn.expr, tuple(x.name for x in fn.inputs), tuple(p.name for p in fn.params))
    if key not in _COMPILED:
        _COMPILED[key] = compile_expr(fn.expr, [x.name for x in fn.inputs] + [p.name for p in fn.params])
    return _COMPILED[key]


def simulate(kernel, src: list, dst: list, params=None) -> list:
    params = params or {}
    if isinstance(kernel.plan, TiledPlan):
        return simulate_tiled(kernel, src, dst, params)[0]
    out = list(dst)
    if isinstance(kernel.plan, DirectPlan):
        fs, fd = kernel.functions
        s, d = _fn(fs), _fn(fd)
        for point in _points(fs, params):
            out[d(*point)] = src[s(*point)]
        return out
    fs, fd, fsl, fss = kernel.functions
    s, d, sl, ss = _fn(fs), _fn(fd), _fn(fsl), _fn(fss)
    tiles = next(x.extent.value for x in fs.inputs if x.name == "j")
    for j in range(tiles):
        smem = [None] * kernel.plan.smem_elements
        for vtk in itertools.product(*(range(x.extent.value) for x in fsl.inputs)):
            smem[sl(*vtk)] = src[s(*vtk, j, *(params[q.name] for q in fs.params))]
        for vtk in itertools.product(*(range(x.extent.value) for x in fss.inputs)):
            out[d(*vtk, j, *(params[q.name] for q in fd.params))] = smem[ss(*vtk)]
    return out


def _bound(fn, params):
    """``fn`` compiled with its parameters' values bound: a function of its inputs alone
    (looked up once per simulation, not per element: hashing an expression tree is costly)."""
    f = _fn(fn)
    tail = tuple(params[q.name] for q in fn.params)
    return (lambda *a: f(*a, *tail)) if tail else f


def _access(fn, form, params):
    """``(v, *args) ->`` the element offset the kernel touches for lane ``v``: a vector access
    reads ``fn(0, ..) + v`` (one instruction), a broadcast ``fn(0, ..)``, a scalar ``fn(v, ..)``."""
    f = _bound(fn, params)
    if form == "vector":
        return lambda v, *args: f(0, *args) + v
    if form == "broadcast":
        return lambda v, *args: f(0, *args)
    return f


def tiled_path(kernel, tq, r, params, aligned=True):
    """The path (``v``, ``s`` or ``s?`` for the guarded one) and the extents left from the
    origin ``(lq, lp)`` that the kernel takes for the tile ``(tq, r)``."""
    plan, parts = kernel.plan, kernel.parts
    g = parts["guards"]
    shape = plan.modes.shape
    ext = [s if isinstance(s, int) else int(s.expr.subs({x: params[str(x)] for x in s.expr.free_symbols}))
           for s in (shape[plan.q], shape[plan.p])]
    lq = ext[0] - _fn(g["origin_q"])(tq, r, *(params[q.name] for q in g["origin_q"].params))
    lp = ext[1] - _fn(g["origin_p"])(tq, r, *(params[q.name] for q in g["origin_p"].params))
    td, ts = plan.tile
    interior = lq >= td and lp >= ts
    if vector_launch(kernel, params, aligned) and interior:
        return "v", lq, lp
    if plan.shear:
        return ("h" if ext[0] - lq >= plan.shear and interior else "h?"), lq, lp
    if interior or plan.exact:
        return "s", lq, lp
    return "s?", lq, lp


def vector_launch(kernel, params, aligned=True) -> bool:
    """Does the launch take the vector path (``vec`` in the kernel)?"""
    vec = kernel.parts["paths"].get("v")
    return vec is not None and aligned and all(params[name] % n == 0 for n, name in vec.needs)


def _src_pairs(kernel, tq, r, lq, lp, guarded, src, smem, outside, params, shift, oq, dq, src_base):
    """The src-paired load phase (``TiledPlan.src_paired``) as the C runs it: the row's parity from
    the element address of ``(e, b)``, the pair at columns ``b + rho`` and ``b + rho + 1`` as one
    load where both are in the tile (and inside), flagged unless its element address is even; else
    element by element, the column past the tile wrapped to 0."""
    plan, h = kernel.plan, kernel.parts["sheared"]
    A, (td, ts), ext = plan.shear, plan.tile, plan.sheared_load
    ha, hb, row_load, hsrc, smem_store = (_bound(h[x], params) for x in ("a", "b", "row_load", "src", "smem_store"))
    dp = plan.modes.dst[plan.p]
    dp = dp if isinstance(dp, int) else params[str(dp.expr)]
    for t in range(ext.threads):
        for k in range(ext.tile[0] * ext.tile[1] // (ext.threads * 2)):
            e, b = ha(0, t, k), hb(0, t, k)
            i0 = hsrc(0, t, k, tq, r) - A * dq
            rho = (src_base + i0) & 1
            c = b + rho
            cols = [c, c + 1 - ts if c + 1 >= ts else c + 1]
            at = [i0 + rho, i0 + rho + 1 - (ts if c + 1 >= ts else 0)]
            phis = [shift(row_load(0, t, k, tq, r) + (col - b) * dp) for col in cols]   # each lane's dst row
            inside = [A - phi <= e < td + A - phi and (not guarded or (e - A >= -oq and e - A < lq and col < lp))
                      for phi, col in zip(phis, cols)]
            if c + 1 < ts and all(inside) and (src_base + at[0]) % 2:
                outside.append(("misaligned src pair", tq, r, t, k))
            slot = smem_store(0, t, k)
            for v in (0, 1):
                value = 0
                if inside[v]:
                    if not 0 <= at[v] < len(src):
                        outside.append(("src", tq, r, t, k, v, at[v]))
                        continue
                    value = src[at[v]]
                smem[slot - b + cols[v]] = value


def _words_tile(kernel, tq, r, src, out, writes, outside, params, shift, dst_base, src_base):
    """An interior word-wrapped tile (``TiledPlan.src_words``) as its C runs it: each thread's word
    loads from its rows' parity (flagged unless 4-byte aligned), the odd rows' last column, the pair
    stores (flagged unless 4-byte aligned) reading ``(e mod 2) * H + (e >> 1) * (W + 1)``."""
    from codegen.kernels.words import words_geometry
    plan, parts = kernel.plan, kernel.parts
    g = words_geometry(*plan.tile, plan.shear, plan.threads)
    h, s = parts["sheared"], parts["paths"]["s"]
    A, W, P, NW, C = g.shear, g.W, g.pitch, g.warps, g.chunks
    dq, dp = (x if isinstance(x, int) else params[str(x.expr)] for x in (plan.modes.src[plan.q], plan.modes.dst[plan.p]))
    o0 = _bound(h["src"], params)(0, 0, 0, tq, r) - A * dq
    dst0, row0 = _bound(s.dst, params)(0, 0, 0, tq, r), _bound(h["row_store"], params)(0, 0, 0, tq, r)
    s0, n1 = (src_base + o0) & 1, dq & 1
    words = [None] * g.smem_words

    def element(i):
        if not 0 <= i < len(src):
            outside.append(("src", tq, r, i))
            return 0
        return src[i]
    for t in range(g.threads):
        lane, w = t & 31, t >> 5
        a0, j = w // C, 32 * (w % C) + lane
        rho = (s0 + (a0 & n1)) & 1
        for i in range(g.load_steps):
            e = a0 + NW // C * i
            at = o0 + e * dq + 2 * j - rho
            if (src_base + at) % 2:
                outside.append(("misaligned src word", tq, r, t, i))
            words[(e & 1) * g.half + (e >> 1) * P + j] = (element(at), element(at + 1))
        for e in range(t, g.rows, g.threads):
            if (s0 + (e & n1)) & 1:
                words[(e & 1) * g.half + (e >> 1) * P + W] = (element(o0 + e * dq + g.ts - 1), None)
    def value(a, lane, b, phi, v):
        cv = a - 2 * lane + A - phi + v
        pos = b + ((s0 + (cv & n1)) & 1)
        word = words[(cv & 1) * g.half + ((2 * lane + cv) >> 1) * P + (pos >> 1)]
        return None if word is None else word[pos & 1]
    _word_stores(g, NW, shift, (row0, dp, dst0, dst_base, tq, r), out, writes, outside, value)


def _word_stores(g, NW, shift, at_tile, out, writes, outside, value):
    """The store phase of both word paths: thread ``t``'s dst pair at step ``k`` (flagged unless 4-byte
    aligned), lane ``v`` of it ``value(a, lane, b, phi, v)`` from shared memory (flagged if unwritten)."""
    row0, dp, dst0, dst_base, tq, r = at_tile
    for t in range(g.threads):
        lane, w = t & 31, t >> 5
        for k in range(g.store_steps):
            b = w // g.segments + NW // g.segments * k
            a = 64 * (w % g.segments) + 2 * lane
            phi = shift(row0 + b * dp)
            at = dst0 + a - phi + b * dp
            if (dst_base + at) % 2:
                outside.append(("misaligned dst pair", tq, r, t, k))
            for v in (0, 1):
                x = value(a, lane, b, phi, v)
                if x is None:
                    outside.append(("unwritten shared slot stored", tq, r, t, k, v))
                if not 0 <= at + v < len(out):
                    outside.append(("dst", tq, r, t, k, at + v))
                    continue
                out[at + v] = x
                writes[at + v] += 1


def _words8_tile(kernel, tq, r, src, out, writes, outside, params, shift, dst_base, src_base):
    """An interior word-wrapped tile with 8-byte src words (``TiledPlan.word_bytes == 8``) as its C runs
    it: each thread's 8-byte loads (flagged unless 8-byte aligned) into the 2-byte slots its STS.64 or
    STS.32 pair writes, the pass over the rows (last word, flagged unless 4-byte aligned; tail), the pair
    stores reading :func:`~codegen.kernels.words8.slot8`."""
    from codegen.kernels.words8 import pass_row, slot8, words8_geometry
    plan, parts = kernel.plan, kernel.parts
    g = words8_geometry(*plan.tile, plan.shear, plan.threads)
    h, s = parts["sheared"], parts["paths"]["s"]
    A, NW, C, ts = g.shear, g.warps, g.chunks, g.ts
    dq, dp = (x if isinstance(x, int) else params[str(x.expr)] for x in (plan.modes.src[plan.q], plan.modes.dst[plan.p]))
    o0 = _bound(h["src"], params)(0, 0, 0, tq, r) - A * dq
    dst0, row0 = _bound(s.dst, params)(0, 0, 0, tq, r), _bound(h["row_store"], params)(0, 0, 0, tq, r)
    s4 = (src_base + o0) & 3
    slots = [None] * (2 * g.smem_words)

    def element(i):
        if not 0 <= i < len(src):
            outside.append(("src", tq, r, i))
            return 0
        return src[i]
    for t in range(g.threads):
        lane, w = t & 31, t >> 5
        a0, j = w // C, 32 * (w % C) + lane
        rho = (s4 + a0 * dq) & 3
        for i in range(g.load_steps):
            e = a0 + NW // C * i
            at = o0 + e * dq + 4 * j - rho
            if (src_base + at) % 4:
                outside.append(("misaligned 8-byte src word", tq, r, t, i))
            for x in range(4):                        # raw position 4j + x: storage 4j + x - 2 [rho >= 2]
                pos = 4 * j + x - (2 if rho >= 2 else 0)
                if pos >= 0:
                    slots[slot8(g, e, pos)] = element(at + x)
        for i in range(-(-g.rows // g.threads)):
            e = pass_row(g, t, i)
            if e >= g.rows:
                continue
            rr, oe = (s4 + e * dq) & 3, o0 + e * dq
            if rr >= 2:
                if (src_base + oe + ts - rr) % 2:
                    outside.append(("misaligned last word", tq, r, t, e))
                for x in range(2):
                    slots[slot8(g, e, ts - 2 + x)] = element(oe + ts - rr + x)
            if rr & 1:
                slots[slot8(g, e, ts)] = element(oe + ts - 1)
    def value(a, lane, b, phi, v):
        e = a + A - phi + v
        return slots[slot8(g, e, b + ((s4 + e * dq) & 1))]
    _word_stores(g, NW, shift, (row0, dp, dst0, dst_base, tq, r), out, writes, outside, value)


def _sheared_tile(kernel, tq, r, lq, lp, guarded, src, out, writes, outside, params, shift, dst_base, src_base=0):
    """One sheared tile (``TiledPlan.shear``), its emitted expressions run as the C runs them;
    ``shift(row)`` is the kernel's shift of a dst row offset."""
    plan, parts = kernel.plan, kernel.parts
    g, h, s = parts["guards"], parts["sheared"], parts["paths"]["s"]
    A, (td, ts), ext, st = plan.shear, plan.tile, plan.sheared_load, plan.scalar
    oq = _bound(g["origin_q"], params)(tq, r)
    dq = plan.modes.src[plan.q]
    dq = dq if isinstance(dq, int) else params[str(dq.expr)]
    ha, hb, row_load, hsrc, smem_store = (_bound(h[x], params) for x in ("a", "b", "row_load", "src", "smem_store"))
    row_store, smem_load, a_store, b_store, sdst = (_bound(x, params) for x in (
        h["row_store"], s.smem_load, g["a_store"], g["b_store"], s.dst))
    if plan.worded and not guarded and plan.word_bytes == 8:
        return _words8_tile(kernel, tq, r, src, out, writes, outside, params, shift, dst_base, src_base)
    if plan.worded and not guarded:
        return _words_tile(kernel, tq, r, src, out, writes, outside, params, shift, dst_base, src_base)
    smem = [None] * ext.smem_elements
    if plan.src_paired:
        _src_pairs(kernel, tq, r, lq, lp, guarded, src, smem, outside, params, shift, oq, dq, src_base)
    for t in range(st.threads if not plan.src_paired else 0):
        for k in range(ext.tile[0] * ext.tile[1] // ext.threads):
            e, b = ha(0, t, k), hb(0, t, k)
            phi = shift(row_load(0, t, k, tq, r))
            ok = A - phi <= e < td + A - phi
            if guarded:
                ok = ok and e - A >= -oq and e - A < lq and b < lp
            value = 0
            if ok:
                i = hsrc(0, t, k, tq, r) - A * dq
                if not 0 <= i < len(src):
                    outside.append(("src", tq, r, t, k, i))
                    continue
                value = src[i]
            smem[smem_store(0, t, k)] = value
    V = st.vec_dst                               # > 1: dst pairs, each V-aligned in absolute address
    for t in range(st.threads):
        for k in range(td * ts // (st.threads * V)):
            phi = shift(row_store(0, t, k, tq, r))
            inside = [not guarded or (a_store(v, t, k) - phi >= -oq and a_store(v, t, k) - phi < lq
                                      and b_store(v, t, k) < lp) for v in range(V)]
            if V > 1 and all(inside) and (dst_base + sdst(0, t, k, tq, r) - phi) % V:
                outside.append(("misaligned dst pair", tq, r, t, k))
            for v in range(V):
                if not inside[v]:
                    continue
                value = smem[smem_load(v, t, k) + (A - phi) * st.pitch]
                i = sdst(v, t, k, tq, r) - phi
                if not 0 <= i < len(out):
                    outside.append(("dst", tq, r, t, k, i))
                    continue
                out[i] = value
                writes[i] += 1


def simulate_tiled(kernel, src, dst, params=None, aligned=True, dst_base=0, src_base=0):
    """Run a tiled kernel's emitted index and guard expressions for every tile, thread, step
    and lane: returns ``(dst after the copy, writes per dst element, out-of-range accesses)``;
    ``dst_base`` is the dst pointer's address in elements (it picks a sheared row's shift), ``src_base``
    the src pointer's (it picks a src-paired row's parity)."""
    params = params or {}
    plan, parts = kernel.plan, kernel.parts
    g = parts["guards"]
    a_load, b_load, a_store, b_store = (_bound(g[x], params) if x in g else None
                                        for x in ("a_load", "b_load", "a_store", "b_store"))
    out, writes, outside = list(dst), [0] * len(dst), []
    gq, rows = (evaluate_count(x, kernel, params) for x in (kernel.blocks, kernel.blocks_y))
    vec = vector_launch(kernel, params, aligned)
    shift = lambda row: 0 if vec else (dst_base + row) & (plan.shear - 1)   # noqa: E731
    access = {}                                       # path tag -> its bound accessors

    def accessors(tag):
        if tag not in access:
            path = parts["paths"][tag]
            forms = path.forms
            access[tag] = (_access(path.src, forms["src"], params), _access(path.smem_store, forms["smem"], {}),
                           _bound(path.smem_load, {}), _access(path.dst, forms["dst"], params))
        return access[tag]

    for tq in range(gq):
        for r in range(rows):
            tag, lq, lp = tiled_path(kernel, tq, r, params, aligned)
            if tag.startswith("h"):
                _sheared_tile(kernel, tq, r, lq, lp, tag == "h?", src, out, writes, outside, params, shift, dst_base,
                              src_base)
                continue
            path = parts["paths"][tag.rstrip("?")]
            at_src, at_smem, smem_load, at_dst = accessors(tag.rstrip("?"))
            st = path.staging
            guarded = tag.endswith("?")
            smem = [None] * st.smem_elements
            ks = st.tile[0] * st.tile[1] // (st.threads * st.vec_src)
            kd = st.tile[0] * st.tile[1] // (st.threads * st.vec_dst)
            for t in range(st.threads):
                for k in range(ks):
                    ok = not guarded or (a_load(0, t, k) < lq and b_load(0, t, k) < lp)
                    for v in range(st.vec_src):
                        value = 0
                        if ok:
                            i = at_src(v, t, k, tq, r)
                            if not 0 <= i < len(src):
                                outside.append(("src", tq, r, t, k, v, i))
                                continue
                            value = src[i]
                        smem[at_smem(v, t, k)] = value
            for t in range(st.threads):
                for k in range(kd):
                    ok = not guarded or (a_store(0, t, k) < lq and b_store(0, t, k) < lp)
                    for v in range(st.vec_dst):
                        value = smem[smem_load(v, t, k)]
                        if not ok:
                            continue
                        i = at_dst(v, t, k, tq, r)
                        if not 0 <= i < len(out):
                            outside.append(("dst", tq, r, t, k, v, i))
                            continue
                        out[i] = value
                        writes[i] += 1
    return out, writes, outside


def evaluate_count(e, kernel, params):
    from solver.expr import evaluate
    return evaluate(e, dict(params))
