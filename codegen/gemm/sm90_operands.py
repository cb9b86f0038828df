"""The two shared-memory forms of an SM90 GEMM operand (issue 24): K-major and MN-major.

An operand tile is ``rows x BK`` (``rows`` = BM for A, BN for B) of 16-bit elements in a
swizzled shared-memory stage, filled by TMA boxes and read by wgmma descriptors:

* **K-major** (the issue-15 form): one box of ``rows`` rows of ``BK = 64`` elements (128 bytes)
  from the ``rows x K`` row-major view, CuTe's ``Layout_K_SW128_Atom`` tiled; the descriptor
  has SBO 1024 bytes (8-row core-matrix groups), LBO unused, and advances 32 bytes per k16.
* **MN-major** (the operand's M or N index contiguous in memory: ``A`` column-major, or the
  ``B`` of a row-major ``A @ B``): rows of ``W`` bytes (the widest of 128, 64, 32 whose
  ``W/2``-element chunk divides ``rows``: a 16- or 32-column B of a decode GEMM takes the 32- or
  64-byte swizzle), ``rows / (W/2)`` boxes of ``BK`` rows of ``W/2`` MN-elements from the
  ``K x rows`` view, box ``c`` at element ``W/2 * BK * c`` of the stage -- CuTe's
  ``Layout_MN_SW<W>_Atom`` (``Swizzle<log2(W/16),4,3> o (W/2,8):(1,W/2)`` on bytes) tiled; the
  descriptor's canonical MN layout ``((W/16,n),(8,k)):((1,LBO),(W/16,SBO))`` in 16-byte units
  (CuTe's ``make_gmma_desc``; layout type 1, 2, 3 for 128, 64, 32 bytes) has LBO = ``W * BK``
  bytes (between chunks), SBO = ``8 W`` bytes (between groups of 8 k-rows), and advances
  ``16 W`` bytes per k16; the wgmma's transpose bit is set.

:func:`operand_facts` proves, for either form, that the box layout is CuTe's GMMA atom tiled,
and that what the descriptor makes the hardware read at the MMA atom's ``(m, k)`` is the
element the TMA wrote for row ``m`` and column ``k`` of the tile.
"""
from __future__ import annotations

from dataclasses import dataclass

from cute_sym.algebra import composition
from cute_sym.atoms import gmma_k_sw128, gmma_mn, tma_box_layout
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from solver.prove import prove_equal

from .config import mn_width
from .proofs import Fact, require

__all__ = ["Operand", "operand", "operand_facts", "SBO", "K_STEP_BYTES", "byte_swizzle", "LAYOUT_TYPE"]

SBO = 1024             # bytes between 8-row core-matrix groups of a K-major (and a 128-byte MN-major) operand
K_STEP_BYTES = 32      # K-major: a k16 slice of 16-bit elements is 32 bytes further along the row
LAYOUT_TYPE = {128: 1, 64: 2, 32: 3}   # the descriptor's layout type (CuTe's GMMA::LayoutType B128, B64, B32)


def byte_swizzle(width: int) -> Swizzle:
    """The ``width``-byte swizzle on byte addresses: ``Swizzle<log2(width/16),4,3>``."""
    return Swizzle((width // 16).bit_length() - 1, 4, 3)


@dataclass(frozen=True)
class Operand:
    """One operand's shared-memory form: ``name`` A or B, ``rows`` its tile extent (BM or BN),
    ``major`` K or MN, ``BK``; the descriptor's LBO, SBO, k16 advance and per-consumer offset
    (bytes), the boxes per stage and their shape ``(box_rows, box_cols)`` in the 2-D view."""

    name: str
    rows: int
    major: str
    BK: int
    elem: int = 2                      # bytes of an element (1: fp8)

    @property
    def kslice(self) -> int:
        """Elements of K one wgmma reads: 32 bytes (16 of a 16-bit type, 32 of fp8)."""
        return K_STEP_BYTES // self.elem

    @property
    def width(self) -> int:
        """Bytes of a swizzled row: 128 (K-major), for MN-major the widest of 128, 64, 32 whose
        chunk of ``width / 2`` elements divides ``rows``."""
        return 128 if self.major == "K" else mn_width(self.rows, self.elem)

    @property
    def chunk(self) -> int:
        """MN-major: the MN-elements of one swizzled row of a box."""
        return self.width // self.elem

    @property
    def swizzle(self) -> Swizzle:
        return byte_swizzle(self.width)

    @property
    def layout_type(self) -> int:
        return LAYOUT_TYPE[self.width]

    @property
    def boxes(self) -> int:
        return 1 if self.major == "K" else self.rows // self.chunk

    @property
    def box(self) -> tuple[int, int]:
        """``(box rows, box cols)`` of one TMA box: the tensor map's box (cols innermost)."""
        return (self.rows, self.BK) if self.major == "K" else (self.BK, self.chunk)

    @property
    def lbo(self) -> int:
        return 16 if self.major == "K" else self.width * self.BK

    @property
    def sbo(self) -> int:
        """Bytes between groups of 8 rows (K-major) or 8 k-rows (MN-major)."""
        return SBO if self.major == "K" else 8 * self.width

    @property
    def k_step(self) -> int:
        """Bytes the descriptor start advances per k16."""
        return K_STEP_BYTES if self.major == "K" else 16 * self.width

    @property
    def tnsp(self) -> int:
        return 0 if self.major == "K" else 1

    @property
    def box_elems(self) -> int:
        """Elements between consecutive boxes of one stage (MN-major)."""
        return self.chunk * self.BK

    def desc_layout(self, stages: int, consumers: int) -> Layout:
        """Element offset of the descriptor's start: ``(s[, wg], kk)``; a consumer owns 64 rows
        (``64 * BK`` elements further in either form)."""
        kk = self.k_step // self.elem
        KI = self.BK // self.kslice
        if self.name == "A":
            return Layout((stages, consumers, KI), (self.rows * self.BK, 64 * self.BK, kk))
        return Layout((stages, KI), (self.rows * self.BK, kk))

    def check(self) -> "str | None":
        """Why this form cannot hold the tile, or ``None``."""
        if self.BK * self.elem != 128:
            return (f"{self.name}: BK must be {128 // self.elem} (one 128-byte swizzled row), got {self.BK}")
        if self.major == "MN" and self.elem != 2:
            return f"{self.name}: an MN-major operand must be 16-bit (the fp8 wgmma has no transpose)"
        if self.major == "MN" and self.rows % (32 // self.elem):
            return (f"{self.name} MN-major needs its tile extent ({self.rows}) to be a multiple of {32 // self.elem} "
                    f"(32-byte swizzled rows of MN-elements, the narrowest swizzle)")
        return None


def operand(name: str, rows: int, major: str, BK: int, elem: int = 2) -> Operand:
    return Operand(name, rows, major, BK, elem)


def _descriptor_read(op: Operand, rows_used: int, per_wg: "tuple | None") -> ComposedLayout:
    """What the hardware reads for a descriptor (start = tile + k_step*kk [+ per_wg*wg], LBO, SBO,
    the operand's swizzle on the byte address): byte of element ``(m, k)`` of the k16 slice, over
    ``(m, k, kk[, wg])`` -- the canonical K layout ``((8,n),2):((8,SBO),1)`` or MN layout
    ``((W/16,n),(8,k)):((1,LBO),(W/16,SBO))`` of CuTe's ``make_gmma_desc`` (16-byte units), in bytes."""
    KI = op.BK // op.kslice
    if op.major == "K":
        m, k = ((8, rows_used // 8), (128, op.sbo)), (op.kslice, op.elem)
    else:
        m, k = ((op.chunk, rows_used // op.chunk), (op.elem, op.lbo)), ((8, 2), (op.width, op.sbo))
    shape = (m[0], k[0], KI) + ((per_wg[0],) if per_wg else ())
    stride = (m[1], k[1], op.k_step) + ((per_wg[1],) if per_wg else ())
    return ComposedLayout(op.swizzle, 0, Layout(shape, stride))


def _tma_view(op: Operand, rows_used: int, per_wg: "int | None") -> ComposedLayout:
    """Where the TMA put the element ``(row 64*wg + m, col 16*kk + k)`` of the tile, in bytes: the
    box layout (CUDA's SWIZZLE_<W>B, :func:`tma_box_layout`) of each box, the boxes stacked, composed
    with that coordinate map (the algebra)."""
    KI = op.BK // op.kslice
    if op.major == "K":
        box = tma_box_layout(op.rows, op.elem)
        byte = Layout(box.outer.shape, tuple(op.elem * d for d in box.outer.stride))    # (r, c) -> byte
        ks = op.kslice
        coord = Layout((rows_used, ks, KI) + ((per_wg,) if per_wg else ()),
                       (1, op.rows, ks * op.rows) + ((64,) if per_wg else ()))     # -> r + rows*c
    else:
        box = tma_box_layout(op.BK, op.elem, op.width)                              # (k, m) of one box
        inner = Layout(box.outer.shape, tuple(op.elem * d for d in box.outer.stride))
        byte = Layout((inner.shape, op.boxes), (inner.stride, op.elem * op.box_elems))   # ((k, m), box) -> byte
        BK, W = op.BK, op.chunk
        coord = Layout(((W, rows_used // W), 16, KI) + ((per_wg,) if per_wg else ()),
                       ((BK, BK * W), 1, 16) + ((BK * 64,) if per_wg else ()))
    return ComposedLayout(op.swizzle, 0, composition(byte, coord))


def operand_facts(op: Operand, consumers: int) -> list[Fact]:
    """The box is CuTe's GMMA atom tiled; the descriptor reads what the TMA wrote (see module)."""
    facts = []
    if op.major == "K":
        per = 128 // op.elem
        atom, box = gmma_k_sw128(op.elem), tma_box_layout(op.rows, op.elem)
        tiled = ComposedLayout(atom.inner, 0, Layout(((8, op.rows // 8), per), ((per, 8 * per), 1)))
        facts.append(require(f"the TMA box of {op.name} ({op.rows}x{per}, SWIZZLE_128B) {box} == "
                             f"GMMA Layout_K_SW128_Atom {atom} tiled to ({op.rows},{per})", prove_equal(box, tiled)))
    else:
        W = op.chunk
        box = tma_box_layout(op.BK, op.elem, op.width)
        as_mk = ComposedLayout(box.inner, 0, composition(box.outer, Layout((W, op.BK), (op.BK, 1))))
        atom = gmma_mn(op.width, op.elem)
        tiled = ComposedLayout(atom.inner, 0, Layout((W, (8, op.BK // 8)), (1, (W, 8 * W))))
        facts.append(require(f"each TMA box of {op.name} ({op.BK} k-rows x {W}, SWIZZLE_{op.width}B) {box}, read "
                             f"at (m, k), == GMMA Layout_MN_SW{op.width}_Atom {atom} tiled to ({W},{op.BK})",
                             prove_equal(as_mk, tiled)))
    if op.name == "A":
        per_wg = 64 * op.BK * op.elem
        statement = (f"the A descriptor (SBO {op.sbo} B, LBO {op.lbo} B, {op.major}-major, {op.width}-byte swizzle, "
                     f"+{op.k_step} B per k{op.kslice}, "
                     f"+{per_wg} B per consumer) reads, at the MMA atom's A value (m, k) -> m + 64k, the element "
                     f"the TMA wrote for row 64*wg + m, column {op.kslice}*kk + k")
        proof = prove_equal(_descriptor_read(op, 64, (consumers, per_wg)), _tma_view(op, 64, consumers))
    else:
        statement = (f"the B descriptor (SBO {op.sbo} B, LBO {op.lbo} B, {op.major}-major, {op.width}-byte swizzle, "
                     f"+{op.k_step} B per "
                     f"k{op.kslice}) reads, at the MMA atom's B value (n, k) -> n + {op.rows}k, the element the TMA "
                     f"wrote for row n, column {op.kslice}*kk + k")
        proof = prove_equal(_descriptor_read(op, op.rows, None), _tma_view(op, op.rows, None))
    facts.append(require(statement, proof))
    return facts
