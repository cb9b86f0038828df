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


def _at(fn, form, v, args, params):
    """The element offset the kernel touches for lane ``v``: a vector access reads
    ``fn(0, ..) + v`` (one instruction), a broadcast ``fn(0, ..)``, a scalar ``fn(v, ..)``."""
    f = _fn(fn)
    tail = [params[q.name] for q in fn.params]
    if form == "vector":
        return f(0, *args, *tail) + v
    if form == "broadcast":
        return f(0, *args, *tail)
    return f(v, *args, *tail)


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
    vec = parts["paths"].get("v")
    if vec is not None and interior and aligned and all(params[name] % n == 0 for n, name in vec.needs):
        return "v", lq, lp
    if interior or plan.exact:
        return "s", lq, lp
    return "s?", lq, lp


def simulate_tiled(kernel, src, dst, params=None, aligned=True):
    """Run a tiled kernel's emitted index and guard expressions for every tile, thread, step
    and lane: returns ``(dst after the copy, writes per dst element, out-of-range accesses)``."""
    params = params or {}
    plan, parts = kernel.plan, kernel.parts
    g = parts["guards"]
    out, writes, outside = list(dst), [0] * len(dst), []
    gq, rows = (evaluate_count(x, kernel, params) for x in (kernel.blocks, kernel.blocks_y))
    for tq in range(gq):
        for r in range(rows):
            tag, lq, lp = tiled_path(kernel, tq, r, params, aligned)
            path = parts["paths"][tag.rstrip("?")]
            st, forms = path.staging, path.forms
            guarded = tag.endswith("?")
            smem = [None] * st.smem_elements
            ks = st.tile[0] * st.tile[1] // (st.threads * st.vec_src)
            kd = st.tile[0] * st.tile[1] // (st.threads * st.vec_dst)
            for t in range(st.threads):
                for k in range(ks):
                    ok = not guarded or (_fn(g["a_load"])(0, t, k) < lq and _fn(g["b_load"])(0, t, k) < lp)
                    for v in range(st.vec_src):
                        value = 0
                        if ok:
                            i = _at(path.src, forms["src"], v, (t, k, tq, r), params)
                            if not 0 <= i < len(src):
                                outside.append(("src", tq, r, t, k, v, i))
                                continue
                            value = src[i]
                        smem[_at(path.smem_store, forms["smem"], v, (t, k), {})] = value
            for t in range(st.threads):
                for k in range(kd):
                    ok = not guarded or (_fn(g["a_store"])(0, t, k) < lq and _fn(g["b_store"])(0, t, k) < lp)
                    for v in range(st.vec_dst):
                        value = smem[_fn(path.smem_load)(v, t, k)]
                        if not ok:
                            continue
                        i = _at(path.dst, forms["dst"], v, (t, k, tq, r), params)
                        if not 0 <= i < len(out):
                            outside.append(("dst", tq, r, t, k, v, i))
                            continue
                        out[i] = value
                        writes[i] += 1
    return out, writes, outside


def evaluate_count(e, kernel, params):
    from solver.expr import evaluate
    return evaluate(e, dict(params))
