"""The wrapped copy kernel (:class:`~codegen.kernels.wrapped.WrappedPlan`) as CUDA C: the realigned
kernel's frame (:func:`~codegen.kernels.realigned_kernel.realigned_kernel`: the vector path for aligned
interior tiles, guards, proofs) with the wrapped path's load and store phases."""
from __future__ import annotations

from cute_sym.layout import Layout

from ..cexpr import to_c
from ..emit import Signature
from .csource import CopyKernel, call
from .dtypes import DType
from .realigned import VEC
from .realigned_kernel import FETCH_HELPER, Style, indented, realigned_kernel, store_phase
from .wrapped import WrappedPlan, check_wrapped

__all__ = ["wrapped_kernel", "WRAPPED", "STORE_UNROLL"]

STORE_UNROLL = 1
"""Store steps unrolled together (more keep more registers live: ptxas spilled at 2 under 40 registers)."""

WRAP_HELPERS = FETCH_HELPER + """\
static __device__ __forceinline__ uint4 cute_permute(uint4 v, int s) {
  const bool s1 = (s & 1) != 0, s2 = (s & 2) != 0;
  const unsigned int a0 = s1 ? v.y : v.x, a1 = s1 ? v.x : v.y, a2 = s1 ? v.w : v.z, a3 = s1 ? v.z : v.w;
  return s2 ? make_uint4(a2, a3, a0, a1) : make_uint4(a0, a1, a2, a3);
}
"""
"""Device helpers of the wrapped path: the span-tested 16-byte load; word ``m`` of the result = word
``m ^ s`` of ``v`` (a vector's words in its swizzled 16-byte slot)."""


def wrapped_body(plan: WrappedPlan, fns: dict, guarded: bool, vector: bool, ranges: dict, sig: Signature,
                 n_src: str, indent: str) -> str:
    """C statements copying one tile along the wrapped path (``guarded``: a boundary tile)."""
    t = plan.tiled
    A, (td, ts), NT = plan.shear, plan.tile, plan.threads
    dq = to_c(sig.leaf(t.modes.src[t.q], False), ranges, "long long")
    KL, total = plan.load_steps, plan.rows * plan.lanes
    partial = total % NT != 0
    row = call(fns['ld_row'], 'x')
    row_ok = f" && {row} - {A} >= -cute_oq && {row} - {A} < lq" if guarded else ""
    in_range = f"x < {total}" if partial else "true"
    G = min(plan.in_flight or KL, KL)
    step_ok = f"k < {KL} && " if KL % G else ""
    KX, X0 = plan.extra_steps, plan.rows * ts
    extra_ok = f"cute_xe < {plan.rows}" + (f" && cute_xe - {A} >= -cute_oq && cute_xe - {A} < lq" if guarded else "")
    lines = [
        f"const long long cute_b = (long long){call(fns['base_src'], 'tq', 'r')} - {A}LL * {dq};",
        "const int cute_r0 = (int)((cute_srow + (unsigned long long)cute_b) & 7ull);",
        f"const int cute_d8 = (int)(({dq}) & 7LL);",
        "#pragma unroll",
        f"for (int g = 0; g < {KL}; g += {G}) {{",
        f"  uint4 cute_v[{G}];",
        "#pragma unroll",
        f"  for (int j = 0; j < {G}; ++j) {{",
        f"    const int k = g + j, x = t + {NT} * k;",
        "    cute_v[j] = make_uint4(0u, 0u, 0u, 0u);",
        f"    if ({step_ok}{in_range}{row_ok}) {{",
        f"      const long long cute_o = cute_b + {call(fns['ld_off'], 'x')};",
        f"      cute_v[j] = cute_fetch8(src, cute_o - (int)((cute_srow + (unsigned long long)cute_o) & 7ull), {n_src});",
        "    }",
        "  }",
        "#pragma unroll",
        f"  for (int j = 0; j < {G}; ++j) {{",
        f"    const int k = g + j, x = t + {NT} * k;",
        f"    if ({step_ok}{in_range}) {{",
        f"      const int cute_s = {call(fns['smem'], f'{VEC} * ' + call(fns['ld_lane'], 'x'), row)};",
        "      *reinterpret_cast<uint4*>(smem + (cute_s & ~7)) = cute_permute(cute_v[j], (cute_s >> 1) & 3);",
        "    }",
        "  }",
        "}",
        "#pragma unroll",
        f"for (int k = 0; k < {KX}; ++k) {{           // the vector past each row's lanes",
        f"  const int cute_xe = t + {NT} * k;",
        f"  const int cute_rho = (cute_r0 + cute_xe * cute_d8) & 7;",
        f"  if (cute_rho != 0 && {extra_ok}) {{",
        f"    const uint4 cute_w = cute_fetch8(src, cute_b + (long long)cute_xe * {dq} - cute_rho + {ts}, {n_src});",
        f"    unsigned int* cute_xs = reinterpret_cast<unsigned int*>(smem + {X0});",
        f"    cute_xs[{call(fns['extra'], '0', 'cute_xe')} >> 1] = cute_w.x;",
        f"    cute_xs[{call(fns['extra'], '2', 'cute_xe')} >> 1] = cute_w.y;",
        f"    cute_xs[{call(fns['extra'], '4', 'cute_xe')} >> 1] = cute_w.z;",
        f"    cute_xs[{call(fns['extra'], '6', 'cute_xe')} >> 1] = cute_w.w;",
        "  }",
        "}",
    ]
    gather = [
        "  unsigned int cute_w[4];",
        "#pragma unroll",
        f"  for (int i = 0; i < {VEC}; ++i) {{",
        f"    const int cute_p = cute_c + ((cute_r0 + (cute_e + i) * cute_d8) & 7);",
        f"    const unsigned int cute_h = cute_p < {ts} ? smem[{call(fns['smem'], 'cute_p', 'cute_e + i')}]",
        f"                                         : smem[{X0} + {call(fns['extra'], f'cute_p - {ts}', 'cute_e + i')}];",
        "    cute_w[i >> 1] = (i & 1) ? (cute_w[i >> 1] | (cute_h << 16)) : cute_h;",
        "  }",
    ]
    return indented(lines + store_phase(plan, fns, guarded, vector, gather, f"#pragma unroll {STORE_UNROLL}"), indent)


def _tail(plan: WrappedPlan) -> str:
    return (f"wrapped: 16-byte src loads from absolute 16-byte boundaries kept as they lie (no shift; the vector "
            f"past a row's lanes in an extra region), one warp per dst row reading 32 rows, dst rows "
            f"sheared to {plan.shear}-element boundaries and written in 16-byte vectors, shared memory swizzle "
            f"{plan.swizzle()}, {plan.shear} more rows loaded"
            + (f", {plan.in_flight} load steps in flight" if plan.in_flight else ""))


def _note(plan: WrappedPlan) -> str:
    return (f"wrapped tiles: each raw 16-byte src load lies in [0, cosize) by its span test (else element by "
            f"element inside it); checked by exhaustive enumeration that the load vectors, shared-memory slots "
            f"and store tasks are bijections, that each vector keeps its 16-byte slot under the swizzle "
            f"{plan.swizzle()}, that for every alignment rho in [0, 8) the slot at raw position c + rho (main below "
            f"{plan.tile[1]}, else extra) holds column c, that every store task reads rows inside the {plan.rows}-row tile for every shift in "
            f"[0, {plan.shear}), and that neither phase's shared accesses conflict for any shift and alignment")


WRAPPED = Style(check_wrapped, wrapped_body, WRAP_HELPERS, _tail, _note)
"""The wrapped path's style for :func:`~codegen.kernels.realigned_kernel.realigned_kernel`."""


def wrapped_kernel(src: Layout, dst: Layout, dt: DType, plan: WrappedPlan, name: str, assume: tuple,
                   verify: bool) -> CopyKernel:
    """Generate, prove and assemble the copy ``dst(c) = src(c)`` along the wrapped ``plan``."""
    return realigned_kernel(src, dst, dt, plan, name, assume, verify, WRAPPED)
