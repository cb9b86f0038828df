"""Test helper: run a generated copy kernel's data movement on the CPU.

The simulation evaluates the kernel's *emitted* index expressions (the ones
printed into the C source) over every thread, loop index and tile, moving
data exactly as the kernel does: direct plans copy
``dst[dst_fn(v, q)] = src[src_fn(v, q)]``; staged plans go through a
shared-memory array per tile with the load and store phases' own functions.
"""
import itertools

from codegen.kernels.plan import DirectPlan
from codegen.pyeval import compile_expr


def _points(fn, params):
    """Every input point of ``fn`` (static extents) with the parameter values appended."""
    ranges = [range(x.extent.value) for x in fn.inputs]
    for p in itertools.product(*ranges):
        yield (*p, *(params[q.name] for q in fn.params))


def _fn(fn):
    return compile_expr(fn.expr, [x.name for x in fn.inputs] + [p.name for p in fn.params])


def simulate(kernel, src: list, dst: list, params=None) -> list:
    params = params or {}
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
