"""The C text shared by the copy kernels: the generated kernel's record
(:class:`CopyKernel`), its signature and header, and the vector / scalar access
statements of a thread (``cute_array<T, V>`` moves ``V`` elements at once)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from cute_sym.layout import Layout
from cute_sym.tuples import product
from solver.expr import Const, Expr, evaluate
from solver.simplify import simplify

from ..banks import BankProof
from ..emit import IndexFunction, Param, Signature, floor_helpers, layout_text
from ..errors import CodegenError
from .dtypes import DType

__all__ = ["PRELUDE", "STORE16", "CP4", "CopyKernel", "kernel_params", "declared", "arguments", "count_of", "call", "header", "signature", "load", "store", "align", "tile_text",
           "oracle", "c_count", "assemble", "MAX_GRID_Y"]

MAX_GRID_Y = 65535

PRELUDE = """\
template <class T, int N> struct alignas(sizeof(T) * N) cute_array { T e[N]; };
"""


@dataclass
class CopyKernel:
    """A generated copy kernel: its source, how to launch it and what was proven."""

    name: str
    source: str
    src: Any
    dst: Any
    dtype: DType
    plan: Any
    params: tuple[Param, ...]
    threads: int
    blocks: Expr
    smem_bytes: int
    functions: tuple[IndexFunction, ...]
    banks: "BankProof | None"
    src_align: int
    dst_align: int
    forms: dict = field(default_factory=dict)
    blocks_y: Expr = Const(1)
    assume: tuple[str, ...] = ()
    bounds: Any = None                   # a tiled kernel's BoundsProof
    parts: dict = field(default_factory=dict)   # a tiled kernel's paths (codegen.kernels.tiled.Path)
    aligned: "CopyKernel | None" = None   # launched instead where its assumptions and alignment hold (choice.py)

    @property
    def signature(self) -> str:
        """How to launch it: ``cute_copy(const unsigned int* src, unsigned int* dst, long long M, ...)``
        (elements move as unsigned integers of their width; the names in order of first appearance)."""
        return f"{self.name}({', '.join(arguments(self.dtype, self.params, ''))})"

    def broken(self, values: Mapping[str, int]) -> "str | None":
        """The first assumption the kernel was generated (and proven) under that ``values`` break."""
        from solver.assume import parse_assumption
        from solver.formula import holds
        return next((fact for fact in self.assume if not holds(parse_assumption(fact), dict(values))), None)

    def holds(self, values: Mapping[str, int]) -> bool:
        """Whether ``values`` meet every assumption the kernel was generated (and proven) under."""
        return self.broken(values) is None

    def launch_spec(self, values: Mapping[str, int] = {}):
        """The :class:`~codegen.launch.LaunchSpec` for the parameter ``values``; with :attr:`aligned`
        where ``values`` meet its assumptions (the launcher takes it for pointers it aligns)."""
        from ..launch import LaunchSpec
        missing = [p.name for p in self.params if p.name not in values]
        if missing:
            raise CodegenError(f"kernel {self.name} needs values for {', '.join(missing)}")
        for p in self.params:
            lo, hi = p.interval
            if not lo <= values[p.name] <= hi:
                raise CodegenError(f"{p.name} = {values[p.name]} is outside [{lo}, {hi}]")
        fact = self.broken(values)                # the proofs hold only where the assumptions do
        if fact is not None:
            raise CodegenError(f"kernel {self.name} was generated assuming {fact}, which {dict(values)} breaks")
        rows = min(evaluate(self.blocks_y, dict(values)), MAX_GRID_Y)
        aligned = self.aligned.launch_spec(values) if self.aligned is not None and self.aligned.holds(values) else None
        return LaunchSpec(self.name, self.source, evaluate(self.blocks, dict(values)), self.threads,
                          self.smem_bytes, self.src_align, self.dst_align,
                          tuple(values[p.name] for p in self.params), rows, aligned)


def declared(src: Layout, dst: Layout) -> Signature:
    """The names of ``src`` and ``dst`` in order of first appearance in their text (shape,
    then stride; src, then dst): the kernel's parameters, so that the launch order is the
    one the user wrote (``(M,N):(K,2)`` gives ``M, N, K``)."""
    sig = Signature()
    for layout in (src, dst):
        sig.htuple(layout.shape, True)
        sig.htuple(layout.stride, False)
    return sig


def kernel_params(src: Layout, dst: Layout, functions: Sequence[IndexFunction]) -> tuple[Param, ...]:
    """Every name of the layouts, in order of first appearance; a function's own record of a
    parameter (the range its proof used) wins over the layouts'."""
    used = {p.name: p for f in functions for p in f.params}
    names = declared(src, dst).params
    return tuple(used.get(n, p) for n, p in names.items()) + tuple(p for n, p in used.items() if n not in names)


def count_of(layout: Layout) -> tuple[Expr, Signature]:
    sig = Signature()
    shape = sig.htuple(layout.shape, True)
    return simplify(product(shape), sig.ranges()), sig


def call(fn: IndexFunction, *args: str) -> str:
    return f"{fn.name}({', '.join([*args, *(p.name for p in fn.params)])})"


def header(src: Any, dst: Any, dt: DType, what: str, assume: tuple) -> str:
    return (f"// cute-sym copy kernel: dst(c) = src(c) for every c (paper §4.6.1)\n"
            f"// src: {layout_text(src)}   dst: {layout_text(dst)}   dtype: {dt.name} ({dt.bytes} bytes)\n"
            f"// {what}\n"
            f"// assumptions: {'; '.join(assume) if assume else 'none'}\n")


def arguments(dt: DType, params: Sequence[Param], restrict: str = " __restrict__") -> list[str]:
    """The kernel's C parameters: the two pointers, then one ``long long`` per name."""
    return [f"const {dt.storage}*{restrict} src", f"{dt.storage}*{restrict} dst",
            *(f"long long {p.name}" for p in params)]


def signature(name: str, dt: DType, params: Sequence[Param], threads: int, min_blocks: int = 0) -> str:
    """The kernel's declaration; ``min_blocks`` asks the compiler to fit that many blocks per
    multiprocessor (it caps the registers)."""
    bounds = f"{threads}, {min_blocks}" if min_blocks else f"{threads}"
    return f'extern "C" __global__ void __launch_bounds__({bounds}) {name}({", ".join(arguments(dt, params))})'


def lane_call(fn: IndexFunction, var: str, args: Sequence[str]):
    """``at(v)``: the C call of ``fn`` with the vector lane ``var`` set to ``v``."""
    return lambda v: call(fn, *[str(v) if a == var else a for a in args])


def load(form: str, fn: IndexFunction, var: str, args: Sequence[str], V: int, T: str, into: str,
          base: str = "src") -> str:
    """C statements filling ``into`` (a ``cute_array<T, V>``) from ``base``."""
    at = lane_call(fn, var, args)
    if form == "vector":
        return f"{into} = *reinterpret_cast<const cute_array<{T}, {V}>*>({base} + {at(0)});"
    if form == "broadcast":
        return (f"{{ const {T} b = {base}[{at(0)}]; "
                f"for (int v = 0; v < {V}; ++v) {into}.e[v] = b; }}")
    return f"for (int v = 0; v < {V}; ++v) {into}.e[v] = {base}[{at('v')}];"


STORE16 = """\
template <class T> static __device__ __forceinline__ void cute_store16(T* p, const cute_array<T, 8>& w) {
#ifdef __CUDA_ARCH__
  unsigned int u[4];
  for (int i = 0; i < 4; ++i) u[i] = (unsigned int)w.e[2 * i] | ((unsigned int)w.e[2 * i + 1] << 16);
  asm volatile("st.global.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(p), "r"(u[0]), "r"(u[1]), "r"(u[2]), "r"(u[3]) : "memory");
#else
  *reinterpret_cast<cute_array<T, 8>*>(p) = w;
#endif
}
"""
"""One 16-byte global store of 8 two-byte elements at ``p`` (16-byte aligned where it is called).  Why:
with 64-bit (symbolic) offsets NVRTC split a kernel's ``*reinterpret_cast<cute_array<T, 8>*>(p) = w``
into 2- and 4-byte stores (PTX ``st.global.u16`` / ``v2.u16``; static offsets gave ``v4.u32``), and
neither a ``uint4`` store nor ``__builtin_assume_aligned`` kept it whole: the symbolic bf16 transpose's
vector path read 46-72% of ``copy_`` so (benchmarks/RESULTS.md, "Split bf16 transposes (H200)")."""


CP4 = """\
static __device__ __forceinline__ void cute_cp4(unsigned int* s, const unsigned int* g) {
#ifdef __CUDA_ARCH__
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"((unsigned int)__cvta_generic_to_shared(s)), "l"(g) : "memory");
#else
  *s = *g;
#endif
}
static __device__ __forceinline__ void cute_cp_wait() {
#ifdef __CUDA_ARCH__
  asm volatile("cp.async.wait_all;" ::: "memory");
#endif
}
"""
"""``cute_cp4(s, g)``: one 4-byte ``cp.async`` from global ``g`` to shared ``s`` (both 4-byte aligned
where it is called; on the host a plain copy); ``cute_cp_wait()``: wait for this thread's copies
(a ``__syncthreads()`` after it makes them every thread's)."""


def store(form: str, fn: IndexFunction, var: str, args: Sequence[str], V: int, T: str, value: str,
           base: str = "dst", whole: bool = False) -> str:
    """C statements writing ``value`` (a ``cute_array<T, V>``) to ``base``; ``whole``: a 16-byte
    vector through :data:`STORE16`'s ``cute_store16`` (:func:`assemble` puts it into a source that calls it)."""
    at = lane_call(fn, var, args)
    if form == "vector" and whole:
        return f"cute_store16({base} + {at(0)}, {value});"
    if form == "vector":
        return f"*reinterpret_cast<cute_array<{T}, {V}>*>({base} + {at(0)}) = {value};"
    return f"for (int v = 0; v < {V}; ++v) {base}[{at('v')}] = {value}.e[v];"


def tile_text(T: str, VS: int, ks: int, group: int, get: str, keep: str, kd: int, drain: Sequence[str],
              indent: str, after: Sequence[str] = ()) -> str:
    """One staged tile's C statements: ``ks`` load steps, ``group`` loads in flight
    (``get``: global memory into ``x[j]`` at step ``k``; ``keep``: ``x[j]`` into shared memory),
    the barrier, the statements ``after`` it, then ``kd`` store steps (``drain``: the body of the
    store loop)."""
    lines = [
        f"cute_array<{T}, {VS}> x[{group}];",
        "#pragma unroll",
        f"for (int g = 0; g < {ks}; g += {group}) {{",
        "#pragma unroll",
        f"  for (int j = 0; j < {group}; ++j) {{ const int k = g + j; {get} }}",
        "#pragma unroll",
        f"  for (int j = 0; j < {group}; ++j) {{ const int k = g + j; {keep} }}",
        "}",
        "__syncthreads();",
        *after,
        "#pragma unroll",
        f"for (int k = 0; k < {kd}; ++k) {{",
        *(f"  {line}" for line in drain),
        "}",
    ]
    return "".join(f"{indent}{line}\n" if not line.startswith("#") else f"{line}\n" for line in lines)


def align(form: str, V: int, dt: DType) -> int:
    return V * dt.bytes if form == "vector" else dt.bytes


def oracle(assume: tuple):
    """``divides(n, name)``: is the parameter ``name`` a multiple of ``n`` under ``assume``
    (proven by the solver; cached)."""
    cache: dict = {}

    def divides(n: int, name: str) -> bool:
        if (n, name) not in cache:
            import sympy
            from .planner import divides as proven
            cache[n, name] = proven(n, sympy.Symbol(name, integer=True), assume)
        return cache[n, name]
    return divides


def c_count(count: Expr, sig: Signature) -> str:
    from ..cexpr import to_c
    return to_c(count, sig.ranges(), "long long")


def assemble(src: Any, dst: Any, dt: DType, what: str, assume: tuple, functions: Sequence[IndexFunction],
             body: str, banks: "BankProof | None", notes: Sequence[str] = ()) -> str:
    """The kernel's source: header, certificates (``banks``, then ``notes``), helpers, functions, body."""
    parts = [header(src, dst, dt, what, assume)]
    if banks is not None:
        parts.append(f"// {banks.comment()}\n")
    parts += [f"// {n}\n" for n in notes]
    parts += ["\n", PRELUDE, STORE16 if "cute_store16(" in body else "",
              CP4 if "cute_cp4(" in body else "", floor_helpers(functions), "\n"]
    parts += [f.c_function() + "\n" for f in functions]
    parts.append(body)
    return "".join(parts)


