"""Regenerate the modules NVIDIA's CuTe DSL 4.8.1 prints for the ``cute-sym check`` tests
(``pip install 'cute-sym[dsl]'``; a CPU is enough):

    python tests/check/dsl_modules/generate.py [CASE ...]

Each case is one of our own ``@cute.jit`` functions below, traced with the DSL's IR dump
and line information (``CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1``, switched on for each
compile by :func:`cute_sym.dsl.trace_module`): ``<case>.mlir`` is the module as the DSL prints it, locations
(``loc("generate.py":L:C)``) included; ``<case>.generic.mlir`` the same module printed
again by NVIDIA's MLIR in the generic form, where NVIDIA's own parser reads it back (it
does not read back the size-0 complement it printed, issue 13); for the cases of
``CANONICAL`` also ``<case>.canonical.mlir``, the module after the DSL's ``canonicalize,cse``
(``CUTE_DSL_KEEP=ir``).  The absolute directory of
this script in the locations is written as ``tests/check/dsl_modules`` so that the
committed modules do not depend on where the checkout is; nothing else is changed.

The ``wrong_*`` cases are the DSL's silently wrong layouts of issue 13; ``planted_*`` hold
a view outside its allocation, a tiled copy whose TV layout is not one-to-one onto its
tile, a shared-memory copy with bank conflicts, 128-bit copies from a tensor claiming only
4-byte alignment and into one whose vector is not contiguous; ``correct_*`` must give no
finding, ``note_*`` only a note (another text for the same function).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REL = "tests/check/dsl_modules"

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
from cutlass import Int32  # noqa: E402
from cutlass._mlir import ir  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor  # noqa: E402

L = cute.make_layout
f32 = cutlass.Float32


def show(*values) -> None:
    cute.printf(" ".join("{}" for _ in values), *values)


# ------------------------------------------------------------------ the DSL's wrong layouts (issue 13)

@cute.jit
def wrong_composition():
    show(cute.composition(L((4, 6, 8), stride=(2, 3, 5)), L(6, stride=3)))


@cute.jit
def wrong_complement():
    show(cute.complement(L((4, 3), stride=(2, 2)), 64))


@cute.jit
def wrong_logical_divide():
    show(cute.logical_divide(L((13, 2), stride=(1, 39)), L((6, 2), stride=(1, 12))))


@cute.jit
def wrong_left_inverse():
    show(cute.left_inverse(L((2, 8), stride=(97, 97))))


@cute.jit
def wrong_make_layout_like():
    show(cute.make_layout_like(L((10, 8), stride=(1, 1))))


# ------------------------------------------------------------------ planted faults

@cute.jit
def planted_view(t: cute.Tensor):
    # 32x8 elements from offset 100 of a 256-element tensor
    v = cute.make_tensor(t.iterator + 100, L((32, 8), stride=(8, 1)))
    show(v.layout)


@cute.jit
def planted_tv(t: cute.Tensor):
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), t.element_type)
    tv = L(((8, 32), 1), stride=((32, 2), 0))      # thread (t0, t1) -> 32*t0 + 2*t1: collides and leaves the tile
    copy = cute.make_tiled_copy(atom, tv, (32, 8))
    part = copy.get_slice(3).partition_S(cute.zipped_divide(t, (32, 8))[((None, None), 0)])
    show(part.layout)


@cute.kernel
def _smem_copy_kernel(gA: cute.Tensor, tiled_copy: cute.TiledCopy, s_layout: cute.Layout, extra: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    smem = cutlass.memory.SmemAllocator()
    sA = smem.allocate_tensor(cutlass.Float32, s_layout, 16)
    thr = tiled_copy.get_slice(tidx)
    cute.copy(tiled_copy, thr.partition_S(gA), thr.partition_D(sA))
    if cutlass.const_expr(extra):
        # a view of twice the tile over the same shared memory
        big = cute.make_tensor(sA.iterator, L((32, 16), stride=(16, 1)))
        show(big.layout)


def _smem_copy(s_layout_stride, extra=False):
    @cute.jit
    def launch(gA: cute.Tensor):
        atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float32)
        tiled = cute.make_tiled_copy_tv(atom, L((32, 8), stride=(8, 1)), L((1, 1)))
        _smem_copy_kernel(gA, tiled, L((32, 8), stride=s_layout_stride), extra).launch(grid=(1, 1, 1),
                                                                                       block=(256, 1, 1))
    return launch


planted_banks = _smem_copy((1, 32))          # column-major 32x8: thread t reads word t//8 + 32*(t%8): 8-way
planted_smem_view = _smem_copy((8, 1), extra=True)
correct_smem_copy = _smem_copy((8, 1))       # row-major: thread t reads word 8*(t//8) + t%8, no conflict


@cute.kernel
def _vector_copy_kernel(gA: cute.Tensor, gB: cute.Tensor, tiled_copy: cute.TiledCopy):
    tidx, _, _ = cute.arch.thread_idx()
    thr = tiled_copy.get_slice(tidx)
    cute.copy(tiled_copy, thr.partition_S(gA), thr.partition_D(gB))


@cute.jit
def vector_copy(gA: cute.Tensor, gB: cute.Tensor):
    # 128-bit copies of 4 consecutive floats along mode 1: 8 threads x 4 values of a row-major 8x16 tile
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f32, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy_tv(atom, L((8, 4), stride=(4, 1)), L((1, 4), stride=(1, 1)))
    _vector_copy_kernel(gA, gB, tiled).launch(grid=(1, 1, 1), block=(32, 1, 1))


def _row_major(align=16):
    return make_fake_compact_tensor(f32, (8, 16), stride_order=(1, 0), assumed_align=align)


# ------------------------------------------------------------------ correct modules with locations

@cute.jit
def correct_algebra():
    a = L((8, 8), stride=(8, 1))
    tv = L(((4, 8), 2), stride=((16, 1), 8))
    show(cute.composition(a, tv), cute.complement(L(4, stride=2), 24), cute.logical_divide(L(24, stride=3), L(8, stride=3)),
         cute.left_inverse(L((4, 8), stride=(8, 1))), cute.make_layout_like(L((4, 8), stride=(8, 1))))


@cute.jit
def correct_tiles(t: cute.Tensor):
    tile = cute.local_tile(t, (16, 32), (1, 2))
    show(tile.layout, cute.zipped_divide(t, (16, 32))[((None, None), 5)].layout)


@cute.jit
def correct_dynamic(m: Int32, t: cute.Tensor):
    a = L((m, 8), stride=(8, 1))
    show(cute.size(a), cute.crd2idx((1, 2), a), cute.local_tile(t, (16, 32), (0, 1)).layout)


@cute.jit
def note_same_function():
    # the DSL prints ((4,(4))):((1,(4))), cute-sym ((4,4)):((1,4)): two texts of one function
    show(cute.tile_to_shape(L(4, stride=1), (16,), (0,)))


CASES = {
    "wrong_composition": (wrong_composition, ()),
    "wrong_complement": (wrong_complement, ()),
    "wrong_logical_divide": (wrong_logical_divide, ()),
    "wrong_left_inverse": (wrong_left_inverse, ()),
    "wrong_make_layout_like": (wrong_make_layout_like, ()),
    "planted_view": (planted_view, (make_fake_compact_tensor(f32, (64, 4)),)),
    "planted_tv": (planted_tv, (make_fake_compact_tensor(f32, (256, 64)),)),
    "planted_banks": (planted_banks, (make_fake_compact_tensor(f32, (32, 8)),)),
    "planted_smem_view": (planted_smem_view, (make_fake_compact_tensor(f32, (32, 8)),)),
    "correct_smem_copy": (correct_smem_copy, (make_fake_compact_tensor(f32, (32, 8)),)),
    "planted_align": (vector_copy, (_row_major(align=4), _row_major())),   # the source claims 4-byte alignment
    "planted_vector": (vector_copy, (_row_major(), make_fake_compact_tensor(  # the destination is column-major
        f32, (8, 16), stride_order=(0, 1), assumed_align=16))),
    "correct_vector_copy": (vector_copy, (_row_major(), _row_major())),
    "note_same_function": (note_same_function, ()),
    "correct_algebra": (correct_algebra, ()),
    "correct_tiles": (correct_tiles, (make_fake_compact_tensor(f32, (128, 256), assumed_align=16),)),
    "correct_dynamic": (correct_dynamic, (Int32(8), make_fake_compact_tensor(
        f32, (cute.sym_int32(divisibility=16), 256), stride_order=(1, 0), assumed_align=16))),
}


CANONICAL = ("wrong_composition", "wrong_logical_divide", "planted_tv", "correct_smem_copy")
"""Also written after the DSL's canonicalize and cse (``CUTE_DSL_KEEP=ir``): ``<case>.canonical.mlir``."""


def trace(name: str, fn, args, out: Path) -> bool:
    from cute_sym.dsl import DSLError, trace_module
    try:
        text, _ = trace_module(fn, *args)
        if name in CANONICAL:
            canonical, _ = trace_module(fn, *args, canonical=True)
            (out / f"{name}.canonical.mlir").write_text(canonical.replace(str(HERE), REL))
    except DSLError as e:  # a case the DSL refuses is reported, not written
        print(f"{name}: {e}")
        return False
    text = text.replace(str(HERE), REL)
    (out / f"{name}.mlir").write_text(text)
    try:
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            generic = ir.Module.parse(text).operation.get_asm(print_generic_op_form=True, enable_debug_info=True)
        (out / f"{name}.generic.mlir").write_text(generic)
        note = ""
    except Exception as e:  # NVIDIA's parser refuses what the DSL printed (the size-0 complement)
        note = f"; NVIDIA's parser rejects it: {str(e).strip().splitlines()[0][:120]}"
    print(f"{name}: {len(text.splitlines())} lines{note}")
    return True


def main(cases: dict | None = None) -> int:
    """Trace ``cases`` (default :data:`CASES`), or those named on the command line."""
    only = sys.argv[1:]
    ok = True
    for name, (fn, args) in (CASES if cases is None else cases).items():
        if not only or name in only:
            ok &= trace(name, fn, args, HERE)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
