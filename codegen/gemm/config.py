"""The shape of a GEMM kernel: problem size, CTA tile, warps, pipeline depth.

``C[M,N] = A[M,K] * B[N,K]^T`` with A, B and C row-major (A and B K-major: CuTe's "TN"),
bf16 or fp16 inputs, fp32 accumulation, C stored in the input type.  ``M``, ``N``, ``K`` are
integers or names (runtime kernel parameters, facts about them in ``assume``).  The kernel
covers C with the padded grid of ``(BM, BN)`` CTA tiles and K with ``ceil(K/BK)`` k-tiles; a
dimension whose tile divides it for every value allowed by ``assume`` (proven) needs no
guard, any other is predicated (residue tiles: loads zero-filled, stores skipped).  CTAs are
rasterized in groups of ``group`` tile rows (grid ``(group, NB, ceil(MB/group))``) so that
neighbouring CTAs share A and B panels in L2; CTAs past the last tile row exit.

Preconditions (stated in the source, checked at generation for integers and at launch for
names): ``K % 8 == 0`` (16-byte rows: cp.async vectors, TMA strides), ``N % 2 == 0`` (C is
stored in pairs), the user's assumptions, and for names ``1 <= X <= LIMIT`` (32-bit indices).

The SM90 kernel has further forms (issue 24, the ``cute_sym.torch`` library): ``a_major`` /
``b_major`` ``"MN"`` (the operand's M / N index contiguous: the wgmma transpose bits, TMA boxes
of 64 MN-elements by BK, or of 32 / 16 for a tile of 32 / 16 columns: :func:`mn_width`), ``c_major`` ``"col"`` (C column-major, stored element by element:
no condition on N), the epilogue ``alpha`` (a float argument scaling the product), ``beta``
(``+ beta * C`` read where it is stored), ``bias`` (``"row"``: ``+ bias[row]``, ``"col"``:
``+ bias[col]``), ``batched`` (an L mode: 3-D tensor maps, C advanced by a 64-bit batch
stride), ``strided`` (A and B are addressed only through tensor maps whose strides the host
checks, so ``K % 8`` is no precondition of the kernel) and ``splits`` (split-K: ``splits`` CTAs
per C tile, each over a contiguous range of k-tiles, partial sums in an fp32 workspace, the last
CTA of a tile to arrive adds them in split order and runs the epilogue: :mod:`.sm90_splitk`) and
``persistent`` (at most one CTA per multiprocessor walks the tiles, the TMA loads of the next tile
overlapping this tile's epilogue: :mod:`.sm90_persistent`) and ``cluster`` (2: CTA pairs
``g = 2p, 2p+1`` -- neighbouring tile rows, the same B tile -- run as one thread-block cluster,
each loading half of the B tile and multicasting it to both: :mod:`.sm90_cluster`; with
``persistent`` the pairs walk the tiles: :mod:`.sm90_persistent`) and
``pingpong`` (with ``persistent`` and 64-row tiles: two consumer warpgroups take the CTA's tiles in
turn, so one's epilogue overlaps the other's main loop: :mod:`.sm90_pingpong`) and
``ctas_per_sm`` (2: ``__launch_bounds__(threads, 2)`` and at most half the shared memory, so that
two CTAs of a 64-row tile share a multiprocessor and one's prologue and epilogue overlap the
other's main loop; a performance setting only, no proof depends on it) and ``tma_store`` (the
epilogue staged through shared memory in TMA boxes and stored by the TMA: :mod:`.sm90_tma_store`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

import sympy

from cute_sym.tuples import Dyn

from ..errors import CodegenError

__all__ = ["GemmConfig", "DTYPES", "default_config", "LIMIT", "Size", "mn_width"]

DTYPES = {"bf16": "bf16", "bfloat16": "bf16", "f16": "f16", "fp16": "f16", "half": "f16", "float16": "f16",
          "e4m3": "e4m3", "float8_e4m3fn": "e4m3", "e5m2": "e5m2", "float8_e5m2": "e5m2"}
ELEM_BYTES = {"bf16": 2, "f16": 2, "e4m3": 1, "e5m2": 1, "f32": 4}
FP8 = ("e4m3", "e5m2")
LIMIT = 1 << 15
"""The largest value of a named extent: then every index (at most ``LIMIT^2``) fits 32 bits."""
ROW_VEC, C_VEC = 8, 2          # elements of a 16-byte A/B vector; of a C store (a 32-bit pair)

Size = Union[int, str]


def mn_width(rows: int, elem_bytes: int = 2) -> int:
    """The swizzle (bytes of a shared-memory row: 128, 64 or 32) of an MN-major SM90 operand tile of
    ``rows`` MN-elements: the widest whose ``width / elem_bytes`` elements divide ``rows`` (a 16- or
    32-column B of a decode GEMM: the 32- or 64-byte swizzle; :mod:`.sm90_operands`)."""
    return next((w for w in (128, 64, 32) if rows % (w // elem_bytes) == 0), 128)


def _symbol(name: str) -> sympy.Symbol:
    return sympy.Symbol(name, integer=True, positive=True)


@dataclass(frozen=True)
class GemmConfig:
    """Problem and tiling.  ``warps = (WM, WN)`` arranges the warps (SM80) or the consumer
    warpgroups (SM90) over the CTA tile; ``stages`` is the shared-memory pipeline depth;
    ``assume`` the facts about named extents (``"M % 128 == 0"``)."""

    M: Size
    N: Size
    K: Size
    dtype: str = "bf16"
    arch: str = "sm_80"
    BM: int = 128
    BN: int = 256
    BK: int = 64
    warps: tuple[int, int] = (2, 4)
    stages: int = 3
    group: int = 8
    assume: tuple[str, ...] = ()
    a_major: str = "K"
    b_major: str = "K"
    c_major: str = "row"
    alpha: bool = False
    beta: bool = False
    bias: str = ""
    batched: bool = False
    strided: bool = False
    out_dtype: str = ""
    scaled: bool = False
    splits: int = 1
    persistent: bool = False
    cluster: int = 1
    ctas_per_sm: int = 1
    pingpong: bool = False
    tma_store: bool = False

    def __post_init__(self) -> None:
        from ..emit import c_identifier
        if self.dtype not in DTYPES.values():
            raise CodegenError(f"gemm dtype must be bf16, f16, e4m3 or e5m2, got {self.dtype!r}")
        if self.dtype in FP8:
            if self.arch != "sm_90a" or self.a_major != "K" or self.b_major != "K":
                raise CodegenError(f"{self.dtype} GEMMs are generated for sm_90a with K-major A and B only (the fp8 "
                                   f"wgmma has no transpose), got {self.arch}, A {self.a_major}, B {self.b_major}")
            if self.out_dtype not in ("bf16", "f32"):
                raise CodegenError(f"an {self.dtype} GEMM stores C as bf16 or f32 (out_dtype), got {self.out_dtype!r}")
        elif self.out_dtype not in ("", self.dtype) or self.scaled:
            raise CodegenError(f"a {self.dtype} GEMM stores C as {self.dtype} and takes no scales")
        for what, v, allowed in (("a_major", self.a_major, ("K", "MN")), ("b_major", self.b_major, ("K", "MN")),
                                 ("c_major", self.c_major, ("row", "col")), ("bias", self.bias, ("", "row", "col"))):
            if v not in allowed:
                raise CodegenError(f"gemm {what} must be one of {allowed}, got {v!r}")
        if not self.plain and self.arch != "sm_90a":
            raise CodegenError(f"the operand forms {self.form} are generated for sm_90a only, not {self.arch}")
        object.__setattr__(self, "assume", tuple(self.assume))
        for name in ("M", "N", "K"):
            v = getattr(self, name)
            if isinstance(v, str):
                c_identifier(v, "parameter")
            elif not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise CodegenError(f"gemm {name} must be a positive integer or a name, got {v!r}")
        for text in self.assume:
            from solver.assume import parse_assumption
            parse_assumption(text)
        bad = [f"{d} % {n} == {getattr(self, d) % n}" for d, n in self._divisors
               if isinstance(getattr(self, d), int) and getattr(self, d) % n]
        if bad:
            raise CodegenError(f"the precondition fails: {', '.join(bad)} (rows of A and B are read in 16-byte "
                               f"vectors, C is stored in pairs); pad the problem")
        if self.group < 1:
            raise CodegenError("the raster group must be at least 1")
        if not isinstance(self.splits, int) or isinstance(self.splits, bool) or not 1 <= self.splits <= 16:
            raise CodegenError(f"split-K takes 1 to 16 splits, got {self.splits!r}")
        if self.splits > 1 and (self.arch != "sm_90a" or self.batched):
            raise CodegenError("split-K is generated for the sm_90a kernel without a batch mode only")
        if self.persistent and (self.arch != "sm_90a" or self.batched or self.splits > 1):
            raise CodegenError("the persistent scheduler is generated for the sm_90a kernel without a batch mode or "
                               "split-K only")
        if self.cluster not in (1, 2):
            raise CodegenError(f"the cluster is 1 or 2 CTAs, got {self.cluster!r}")
        if self.cluster > 1 and (self.arch != "sm_90a" or self.batched or self.splits > 1 or self.pingpong
                                 or self.group % self.cluster):
            raise CodegenError("the CTA-pair cluster is generated for the sm_90a kernel without a batch mode, split-K "
                               "or ping-pong consumers, with an even raster group")
        if self.ctas_per_sm not in (1, 2) or (self.ctas_per_sm == 2 and (self.arch != "sm_90a" or self.warps[0] != 1)):
            raise CodegenError(f"two CTAs a multiprocessor (ctas_per_sm) are generated for the sm_90a kernel with one "
                               f"consumer warpgroup (64-row tiles) only, got {self.ctas_per_sm} with {self.warps}")
        if self.pingpong and (not self.persistent or self.BM != 64 or self.warps[0] != 1 or self.cluster > 1
                              or self.ctas_per_sm > 1):
            raise CodegenError("the ping-pong consumers are generated for the persistent sm_90a kernel with 64-row "
                               "tiles (one consumer warpgroup a tile), without clusters or two CTAs a multiprocessor")
        if self.stages < 2:
            raise CodegenError("the pipeline needs at least 2 stages")
        if self.is_static and (self.M * self.K >= 1 << 31 or self.N * self.K >= 1 << 31 or self.M * self.N >= 1 << 31):
            raise CodegenError("operands of 2^31 elements or more need 64-bit indices (not generated)")

    # ------------------------------------------------------------------ forms
    @property
    def plain(self) -> bool:
        """The issue-15 form: A, B K-major, C row-major, no epilogue, no batch, no split."""
        return self.form == "TN"

    @property
    def form(self) -> str:
        """``TN`` and its variants: the majorness letters (``T`` = K-major, ``N`` = MN-major, CuTe's
        BLAS names), then ``c`` for a column-major C and the epilogue and batch markers."""
        text = ("T" if self.a_major == "K" else "N") + ("N" if self.b_major == "K" else "T")
        text += "c" if self.c_major == "col" else ""
        text += "".join(f"+{n}" for n in ("alpha", "beta", "batched", "strided", "scaled") if getattr(self, n))
        text += f"+bias_{self.bias}" if self.bias else ""
        text += f"+splitK{self.splits}" if self.splits > 1 else ""
        text += "+persistent" if self.persistent else ""
        text += "+pingpong" if self.pingpong else ""
        text += "+tmastore" if self.tma_store else ""
        text += f"+cluster{self.cluster}" if self.cluster > 1 else ""
        text += f"+{self.ctas_per_sm}cta" if self.ctas_per_sm > 1 else ""
        return text + (f"+{self.dtype}->{self.c_dtype}" if self.dtype in FP8 else "")

    @property
    def consumers(self) -> int:
        """Consumer warpgroups of the SM90 kernel: ``warps[0]`` sharing a tile, or two taking tiles
        in turn (``pingpong``)."""
        return 2 if self.pingpong else self.warps[0]

    @property
    def elem_bytes(self) -> int:
        return ELEM_BYTES[self.dtype]

    @property
    def out_bytes(self) -> int:
        """Bytes of one C element."""
        return 4 if self.c_dtype == "f32" else 2

    @property
    def c_dtype(self) -> str:
        """C's element type: the input's, or ``out_dtype`` (fp8 inputs)."""
        return self.out_dtype or self.dtype

    @property
    def _divisors(self) -> tuple:
        """The ``(extent, divisor)`` preconditions: 16-byte rows of A and B (unless ``strided``),
        C stored in pairs along N (row-major C)."""
        out = () if self.strided else (("K", 16 // self.elem_bytes),)
        return out + ((("N", C_VEC),) if self.c_major == "row" else ())

    @property
    def extra_args(self) -> tuple[tuple[str, str], ...]:
        """The kernel's arguments after ``C`` and before the size names: ``(C type, name)``."""
        ctype = "float" if self.c_dtype == "f32" else "cute_u16"
        out = [(f"const {ctype}* __restrict__", "bias")] if self.bias else []
        out += [("const float* __restrict__", n) for n in ("scale_a", "scale_b") if self.scaled]
        out += [("float", n) for n in ("alpha", "beta") if getattr(self, n)]
        out += [("long long", "batch_stride_c")] if self.batched else []
        out += [("float* __restrict__", "ws"), ("unsigned* __restrict__", "counters")] if self.splits > 1 else []
        return tuple(out)

    # ------------------------------------------------------------------ sizes
    @property
    def is_static(self) -> bool:
        return all(isinstance(getattr(self, d), int) for d in "MNK")

    @property
    def params(self) -> tuple[str, ...]:
        """The names among ``M, N, K``, first seen first: the kernel's size parameters."""
        return tuple(dict.fromkeys(v for v in (self.M, self.N, self.K) if isinstance(v, str)))

    def size(self, d: str) -> Any:
        """Extent ``d`` as a layout leaf: an int, or a named ``Dyn``."""
        v = getattr(self, d)
        return v if isinstance(v, int) else Dyn(32, _symbol(v))

    def tile(self, d: str) -> int:
        return {"M": self.BM, "N": self.BN, "K": self.BK}[d]

    def exact(self, d: str) -> bool:
        """Does the tile divide extent ``d`` for every allowed value (proven for names)?"""
        from ..kernels.planner import divides
        return divides(self.tile(d), self.size(d), self.assume)

    def tiles(self, d: str) -> Any:
        """``ceil(d / tile)`` tiles along ``d`` (``d / tile`` when exact)."""
        v, t = self.size(d), self.tile(d)
        if isinstance(v, int):
            return -(-v // t)
        return Dyn(32, v.expr / t if self.exact(d) else sympy.ceiling(v.expr / t))

    @property
    def MB(self) -> Any:
        return self.tiles("M")

    @property
    def NB(self) -> Any:
        return self.tiles("N")

    @property
    def KT(self) -> Any:
        return self.tiles("K")

    @property
    def Q(self) -> Any:
        """Raster groups: ``ceil(MB / group)``."""
        mb = self.MB
        if isinstance(mb, int):
            return -(-mb // self.group)
        return Dyn(32, sympy.ceiling(mb.expr / self.group))

    @property
    def rows_exact(self) -> bool:
        """No CTA past the last tile row: ``group * BM`` divides M (proven for names)."""
        from ..kernels.planner import divides
        return divides(self.group * self.BM, self.size("M"), self.assume)

    @property
    def grid(self) -> tuple:
        """The launch grid ``(group, NB, Q)`` (x fastest): ``(g, bn, q)`` is tile row ``g + group*q``."""
        return (self.group, self.NB, self.Q)

    def values(self, given: Mapping[str, int] = {}) -> dict[str, int]:
        """``{"M": .., "N": .., "K": ..}`` with the names' values from ``given``."""
        out = {}
        for d in "MNK":
            v = getattr(self, d)
            if isinstance(v, int):
                out[d] = v
            elif v in given:
                out[d] = int(given[v])
            else:
                raise CodegenError(f"the GEMM kernel needs a value for {v}")
        return out

    def grid_for(self, given: Mapping[str, int] = {}) -> tuple[int, int, int]:
        v = self.values(given)
        mb = -(-v["M"] // self.BM)
        return (self.group, -(-v["N"] // self.BN), -(-mb // self.group))

    @property
    def blocks(self) -> int:
        """CTAs launched (static sizes)."""
        g = self.grid_for()
        return g[0] * g[1] * g[2]

    @property
    def flops(self) -> int:
        v = self.values()
        return 2 * v["M"] * v["N"] * v["K"]

    # ------------------------------------------------------------------ preconditions
    @property
    def bounds(self) -> dict[str, tuple[int, int]]:
        """The range of each name: ``[1, LIMIT]``."""
        return {n: (1, LIMIT) for n in self.params}

    @property
    def runtime_facts(self) -> tuple[str, ...]:
        """Facts the proofs assume about names beyond ``assume`` (checked at launch)."""
        from ..kernels.planner import divides
        out = [f"{getattr(self, d)} % {n} == 0" for d, n in self._divisors
               if isinstance(getattr(self, d), str) and not divides(n, self.size(d), self.assume)]
        return tuple(dict.fromkeys(out))

    @property
    def facts(self) -> tuple[str, ...]:
        """Everything the proofs assume: the user's assumptions, then :attr:`runtime_facts`."""
        return tuple(dict.fromkeys((*self.assume, *self.runtime_facts)))

    @property
    def preconditions(self) -> tuple[str, ...]:
        """What a launch must satisfy, as C conditions over the names (empty for integers)."""
        ranges = [f"{n} >= 1 && {n} <= {LIMIT}" for n in self.params]
        return (*ranges, *self.facts) if self.params else ()

    def check(self, given: Mapping[str, int]) -> dict[str, int]:
        """The values of ``M, N, K``; a :class:`CodegenError` when a precondition fails."""
        from solver.assume import parse_assumption
        from solver.formula import holds
        values = self.values(given)
        env = {n: int(given[n]) for n in self.params}
        for n in self.params:
            if not 1 <= env[n] <= LIMIT:
                raise CodegenError(f"{n} = {env[n]} is outside [1, {LIMIT}] (the kernel's 32-bit indices)")
        for fact in self.facts:
            if not holds(parse_assumption(fact), env):
                raise CodegenError(f"the GEMM kernel was generated assuming {fact}, which {env} breaks")
        return values

    def describe(self) -> str:
        return f"{self.M}x{self.N}x{self.K}"


SMS = 132
"""Multiprocessors of the H200 (a residue problem's tile is chosen to give each one a CTA)."""

_CHOICES = {
    "sm_80": [(128, 256, 64, (2, 4), 3), (128, 128, 64, (2, 2), 4), (64, 64, 64, (2, 2), 4), (32, 32, 32, (1, 1), 2)],
    "sm_90a": [(128, 256, 64, (2, 1), 4), (128, 128, 64, (2, 1), 5), (64, 64, 64, (1, 1), 4)],
}


def default_config(M: Size, N: Size, K: Size, dtype: str = "bf16", arch: str = "sm_90a",
                   assume: tuple = ()) -> GemmConfig:
    """The tile the benchmarks chose for ``arch``: the first that divides the problem (proven
    under ``assume`` for names); else, with residue tiles, for integers the first that gives
    every multiprocessor a CTA (``SMS``; else the smallest), for names the first."""
    dtype = DTYPES.get(dtype, dtype)
    choices = _CHOICES["sm_80" if arch == "sm_80" else "sm_90a"]
    probe = [GemmConfig(M, N, K, dtype, arch, BM, BN, BK, warps, stages, 1, tuple(assume))
             for BM, BN, BK, warps, stages in choices]
    fits = [c for c in probe if all(c.exact(d) for d in "MNK")]
    if not fits:
        busy = [c for c in probe if not c.is_static or c.grid_for()[1] * -(-c.values()["M"] // c.BM) >= SMS]
        fits = busy or probe[-1:]
    c = fits[0]
    mb = c.MB
    group = next(g for g in (8, 4, 2, 1) if g == 1 or (isinstance(mb, int) and mb % g == 0)) \
        if isinstance(mb, int) else 8
    return GemmConfig(M, N, K, dtype, arch, c.BM, c.BN, c.BK, c.warps, c.stages, group, tuple(assume))
