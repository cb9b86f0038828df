"""Copy atoms as data: which thread moves which bits (CuTe ``Copy_Traits``).

A copy atom's ``src`` and ``dst`` layouts map ``(thread, value)`` to a bit of the data
the instruction moves, in CuTe's units of bits (``copy_traits_sm75.hpp``,
``copy_traits_sm80.hpp``, ``copy_traits_sm90_tma.hpp``); :meth:`CopyAtom.in_elements`
recasts them to elements (``recast_layout``, as the CuTe DSL prints them).  A stride-0
thread mode is a thread that supplies nothing (``ldmatrix.x1``: lanes 8-31 give no row
address).  For ``ldmatrix`` each source value is one 128-bit row of an 8x8 matrix of
16-bit elements (the row's shared-memory address comes from that lane); the destination
puts element ``(r, c)`` of matrix ``j`` in bit ``16*(8*r + c) + 1024*j`` (non-transposed:
thread ``t`` holds row ``t/4``, columns ``2*(t%4)``, ``+1``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..algebra import recast_layout
from ..layout import Layout
from ..syntax import parse_layout

__all__ = ["CopyAtom", "LDMATRIX", "CP_ASYNC", "tma_load", "TMA"]


@dataclass(frozen=True)
class CopyAtom:
    """One copy instruction: its threads and the (thread, value) -> bit layouts."""

    name: str
    instruction: str
    arch: str
    threads: int
    src: Layout
    dst: Layout
    bits: int                    # bits moved by one execution (the tile of src and dst)
    what: str = ""

    kind = "copy"

    @property
    def tiles(self) -> dict[str, tuple[int, ...]]:
        return {"src": (self.bits,), "dst": (self.bits,)}

    def layouts(self) -> dict[str, Layout]:
        return {"src": self.src, "dst": self.dst}

    def in_elements(self, bits: int) -> dict[str, Layout]:
        """The src and dst layouts in elements of ``bits`` bits (``recast_layout<bits, 1>``)."""
        return {k: recast_layout(v, bits, 1) for k, v in self.layouts().items()}


def _ldsm(name: str, ptx: str, src: str, dst: str, matrices: int) -> CopyAtom:
    return CopyAtom(name, ptx, "sm_75", 32, parse_layout(src), parse_layout(dst), 1024 * matrices,
                    f"{matrices} 8x8 matrices of 16-bit elements, shared memory -> registers")


LDMATRIX = {a.name: a for a in (
    _ldsm("SM75_U32x1_LDSM_N", "ldmatrix.sync.aligned.m8n8.x1.shared.b16",
          "((8,4),128):((128,0),1)", "(32,32):(32,1)", 1),
    _ldsm("SM75_U32x2_LDSM_N", "ldmatrix.sync.aligned.m8n8.x2.shared.b16",
          "((16,2),128):((128,0),1)", "(32,(32,2)):(32,(1,1024))", 2),
    _ldsm("SM75_U32x4_LDSM_N", "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
          "(32,128):(128,1)", "(32,(32,4)):(32,(1,1024))", 4),
    _ldsm("SM75_U16x2_LDSM_T", "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16",
          "((8,4),128):((128,0),1)", "((4,8),(16,2)):((256,16),(1,128))", 1),
    _ldsm("SM75_U16x4_LDSM_T", "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16",
          "((16,2),128):((128,0),1)", "((4,8),(16,2,2)):((256,16),(1,128,1024))", 2),
    _ldsm("SM75_U16x8_LDSM_T", "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
          "(32,128):(128,1)", "((4,8),(16,2,4)):((256,16),(1,128,1024))", 4),
)}

CP_ASYNC = {a.name: a for a in (
    CopyAtom("SM80_CP_ASYNC_CACHEALWAYS_U128", "cp.async.ca.shared.global [dst], [src], 16", "sm_80", 1,
             Layout((1, 128)), Layout((1, 128)), 128, "16 bytes, global -> shared memory, one thread"),
    CopyAtom("SM80_CP_ASYNC_CACHEGLOBAL_U128", "cp.async.cg.shared.global [dst], [src], 16", "sm_80", 1,
             Layout((1, 128)), Layout((1, 128)), 128, "16 bytes, global -> shared memory, L2 only, one thread"),
)}


def tma_load(bits: int) -> CopyAtom:
    """``SM90_TMA_LOAD`` moving ``bits`` bits (a whole box) from one thread's instruction."""
    return CopyAtom(f"SM90_TMA_LOAD<{bits}>", "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx"
                    "::bytes", "sm_90", 1, Layout((1, bits)), Layout((1, bits)), bits,
                    "a tensor-map box, global -> shared memory, completing on an mbarrier, one thread")


TMA = {a.name: a for a in (tma_load(64 * 64 * 16),)}   # a 64x64 box of 16-bit elements (the GEMM's)


def tma_box_layout(rows: int, elem_bytes: int = 2, swizzle_bytes: int = 128):
    """Where a TMA tile load with ``CU_TENSOR_MAP_SWIZZLE_<W>B`` (``W = swizzle_bytes``: 32, 64 or
    128) puts element ``(r, c)`` of a ``rows x (W / elem_bytes)`` box (row-major, rows of ``W``
    bytes) in a destination aligned to the swizzle's period (``8 W`` bytes): the 16-byte chunk
    ``c*elem_bytes/16`` of row ``r`` goes to chunk ``(c*elem_bytes/16) ^ ((r * W / 128) % (W / 16))``
    -- ``Swizzle<log2(W/16),4,3>`` on byte addresses (CUDA driver API, ``CUtensorMapSwizzle``; CuTe's
    ``get_tma_swizzle_bits``), as an element layout."""
    from ..composed import ComposedLayout, Swizzle
    if swizzle_bytes not in (32, 64, 128):
        raise ValueError(f"the TMA swizzles are 32, 64 and 128 bytes, not {swizzle_bytes}")
    per_row = swizzle_bytes // elem_bytes
    return ComposedLayout(Swizzle((swizzle_bytes // 16).bit_length() - 1, 4 - (elem_bytes.bit_length() - 1), 3), 0,
                          Layout((rows, per_row), (per_row, 1)))