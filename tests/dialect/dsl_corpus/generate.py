"""Regenerate the corpus of modules printed by NVIDIA's CuTe DSL 4.8.1 (``pip install
'cute-sym[dsl]'``; a CPU is enough):

    python tests/dialect/dsl_corpus/generate.py [--examples DIR]

Each case below is one of our own ``@cute.jit`` functions; tracing it with the DSL's IR
dump (``CUTE_DSL_KEEP=ir-debug``, formerly ``CUTE_DSL_KEEP_IR=1``) gives ``<case>.mlir``,
the module as the DSL prints it, and NVIDIA's MLIR prints it again in the generic form,
``<case>.generic.mlir``.  ``--examples DIR`` also compiles the CuTe DSL example kernels
``elementwise_add.py`` and ``sgemm.py`` found in DIR (download them from the CUTLASS
repository, ``examples/python/CuTeDSL/cute/ampere/kernel/``; they are not part of this
repository) on fake tensors (``cute.runtime.make_fake_compact_tensor``) and writes
``kernel_elementwise_add.mlir`` and ``kernel_sgemm.mlir``.  Only the printed modules are
committed.
"""
from __future__ import annotations

import argparse
import glob
import importlib.util
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
DUMP = tempfile.mkdtemp(prefix="cute_dsl_dump_")
os.environ["CUTE_DSL_KEEP"] = "ir-debug"
os.environ["CUTE_DSL_DUMP_DIR"] = DUMP

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
from cutlass import Int32, Int64  # noqa: E402
from cutlass._mlir import ir  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor, make_fake_stream  # noqa: E402

L = cute.make_layout


def show(*values) -> None:
    """Print values at run time (``cute.print`` ops keep every value alive in the module)."""
    cute.printf(" ".join("{}" for _ in values), *values)


# ------------------------------------------------------------------ static layouts

@cute.jit
def constructors():
    a = L((4, 8), stride=(1, 4))
    b = L((4, (2, 3)), stride=(1, (4, 8)))
    c = cute.make_layout((4, 8))
    d = cute.make_identity_layout((4, 8))
    e = cute.make_identity_layout(8)
    f = cute.make_ordered_layout((4, 8, 2), order=(2, 0, 1))
    show(a, b, c, d, e, f)


@cute.jit
def accessors():
    a = L((4, 6, 8), stride=(2, 3, 5))
    h = L(((4, 2), (3, 8)), stride=((1, 4), (8, 24)))
    show(cute.get(a, mode=[1]), cute.get(h, mode=[0, 1]), cute.select(a, mode=[2, 0]),
         cute.size(a), cute.size(a, mode=[1]), cute.cosize(a), cute.size(h, mode=[1]))


@cute.jit
def composition_static():
    show(cute.composition(L((8, 8), stride=(8, 1)), L(((4, 8), 2), stride=((16, 1), 8))),
         cute.composition(L(20, stride=2), L((5, 4), stride=(4, 1))),
         cute.composition(L((4, 2, 8), stride=(3, 12, 97)), L(3, stride=3)),
         cute.composition(L((12, (4, 8)), stride=(59, (13, 1))), (3, 8)))


@cute.jit
def composition_trap():
    # NVIDIA answers (2,3):(6,3), which is not A o B (paper section 5.3.2, eq. 9)
    show(cute.composition(L((4, 6, 8), stride=(2, 3, 5)), L(6, stride=3)))


@cute.jit
def complement_static():
    show(cute.complement(L(4, stride=2), 24), cute.complement(L((4, 8), stride=(1, 4)), 64),
         cute.complement(L((2, 2), stride=(1, 8)), 32))


@cute.jit
def coalesce_filter():
    x = L((2, (1, 6)), stride=(1, (6, 2)))
    y = L((4, 2, 8), stride=(1, 0, 4))
    show(cute.coalesce(x), cute.coalesce(x, target_profile=(1, 1)), cute.filter(y), cute.filter_zeros(y))


@cute.jit
def group_inverse():
    a = L((4, 6, 8), stride=(2, 3, 5))
    show(cute.group_modes(a, 0, 2), cute.group_modes(a, 1, 3), cute.right_inverse(L((8, 8), stride=(8, 1))),
         cute.right_inverse(L((4, 8), stride=(1, 5))), cute.left_inverse(L((4, 8), stride=(8, 1))),
         cute.left_inverse(L(4, stride=2)))


@cute.jit
def products():
    a = L((3, 4), stride=(4, 1))
    b = L((2, 5), stride=(1, 2))
    show(cute.logical_product(L((2, 2), stride=(4, 1)), L(6, stride=1)), cute.blocked_product(a, b),
         cute.raked_product(a, b), cute.zipped_product(a, b), cute.tiled_product(a, b), cute.flat_product(a, b))


@cute.jit
def divides():
    a = L((8, 16), stride=(20, 1))
    show(cute.logical_divide(L(24, stride=3), L(8, stride=3)),
         cute.zipped_divide(a, (L(4, stride=1), L(8, stride=2))), cute.tiled_divide(a, (4, 8)),
         cute.flat_divide(a, (4, 4)), cute.logical_divide(a, (2, 4)))


@cute.jit
def reshape():
    show(cute.tile_to_shape(L((2, 2), stride=(1, 2)), (8, 8), order=(1, 0)),
         cute.tile_to_shape(L((2, 4), stride=(4, 1)), (8, 16), order=(0, 1)),
         cute.make_layout_like(L((4, 8), stride=(8, 1))),
         cute.recast_layout(16, 8, L((4, 8), stride=(1, 4))), cute.recast_layout(8, 16, L((4, 8), stride=(1, 4))))


@cute.jit
def slice_dice():
    a = L((4, 8, 2), stride=(1, 4, 32))
    show(cute.slice_(a, (None, 3, None)), cute.slice_(a, (2, None, 1)), cute.dice(a, (1, None, 1)))


@cute.jit
def tuple_arithmetic():
    show(cute.ceil_div((8, 16), (3, 5)), cute.shape_div((8, 16), (2, 4)), cute.elem_less((1, 2), (3, 4)),
         cute.product_each(((2, 3), (4, 5))), cute.product(((2, 3), (4, 5))))


@cute.jit
def index_math():
    show(cute.crd2idx((1, 2), L((4, 8), stride=(1, 4))), cute.idx2crd(9, (4, 8)),
         cute.crd2idx((1, (1, 2)), L((4, (2, 3)), stride=(1, (4, 8)))))


@cute.jit
def swizzle_composed():
    s = cute.make_swizzle(3, 4, 3)
    sw = cute.make_composed_layout(s, 0, L((8, 64), stride=(64, 1)))
    show(sw, cute.size(sw), cute.composition(sw, L((8, 8), stride=(1, 8))),
         cute.make_composed_layout(cute.make_swizzle(2, 3, 3), 0, L((16, 16), stride=(16, 1))))


# ------------------------------------------------------------------ dynamic layouts

@cute.jit
def dynamic_layouts(m: Int32, n: Int32):
    a = L((m, 8), stride=(1, m))
    b = L((m, n), stride=(n, 1))
    show(a, b, cute.size(a), cute.cosize(a), cute.get(a, mode=[0]), cute.make_layout((m, n)))


@cute.jit
def dynamic_algebra(m: Int32, n: Int32):
    a = L((m, 8), stride=(1, m))
    b = L((m, n), stride=(n, 1))
    show(cute.composition(a, L((4, 2), stride=(2, 1))), cute.coalesce(b), cute.logical_divide(b, (4, 8)),
         cute.zipped_divide(b, (4, 8)), cute.crd2idx((1, 2), b))


@cute.jit
def dynamic_divides(m: Int32, n: Int32):
    b = L((m, n), stride=(1, m))
    show(cute.zipped_divide(b, (32, 8)), cute.tiled_divide(b, (32, 8)), cute.flat_divide(b, (32, 8)))


@cute.jit
def dynamic_i64(m: Int64):
    a = L((m, 8), stride=(8, 1))
    show(a, cute.size(a))


@cute.jit
def dynamic_tuples(m: Int32):
    show(cute.ceil_div((m, 8), (4, 4)), cute.shape_div((m * 8, 16), (8, 4)), cute.elem_less((1, m), (4, 8)),
         cute.product_each(((m, 2), 4)), cute.make_identity_layout((m, 8)))


@cute.jit
def dynamic_coords(m: Int32, i: Int32, j: Int32):
    a = L((m, 8), stride=(8, 1))
    show(cute.crd2idx((i, j), a), cute.idx2crd(i, (4, 8)), cute.slice_(a, (None, j)))


@cute.jit
def printing(m: Int32):
    a = L((m, 8), stride=(1, m))
    cute.printf("layout {} size {}\n", a, cute.size(a))
    cute.printf("m = {}\n", m)
    cute.printf("{} {}\n", (m, 4), cute.size(L((m, 4))))
    cute.printf(L((4, 8), stride=(8, 1)), end="")


# ------------------------------------------------------------------ tensors

@cute.jit
def tensor_views(t: cute.Tensor):
    show(t.layout, cute.size(t))
    tiled = cute.zipped_divide(t, (16, 32))
    one = tiled[((None, None), 1)]
    show(one.layout, cute.local_tile(t, (16, 32), (1, 2)).layout, cute.logical_divide(t, (8, 8)).layout)


@cute.jit
def identity_tensors(t: cute.Tensor):
    c = cute.make_identity_tensor(t.shape)
    tiles = cute.zipped_divide(c, (16, 32))
    block = tiles[((None, None), 3)]
    show(block[2], cute.elem_less(block[2], t.shape))


@cute.jit
def register_fragments(t: cute.Tensor):
    blk = cute.local_tile(t, (8, 16), (0, 0))
    frg = cute.make_fragment_like(blk)
    frg.store(blk.load())
    show(frg.layout)


@cute.jit
def composed_algebra():
    sw = cute.make_composed_layout(cute.make_swizzle(3, 3, 3), 0, L((8, 64), stride=(64, 1)))
    show(cute.tile_to_shape(sw, (64, 64), order=(0, 1)), cute.get(sw, mode=[1]), cute.coalesce(sw),
         cute.logical_divide(sw, (8, 8)), cute.zipped_divide(sw, (8, 8)))


@cute.jit
def common_vector():
    a = L((4, 8), stride=(1, 4))
    show(cute.max_common_vector(a, L((4, 8), stride=(1, 8))), cute.max_common_layout(a, L(32, stride=1)),
         cute.right_inverse(L((2, 4), stride=(4, 1))), cute.composition(L((4, 8), stride=(8, 1)), cute.right_inverse(a)))


@cute.jit
def dynamic_complement(m: Int32):
    show(cute.complement(L((4, 2), stride=(1, 4)), m), cute.make_layout_like(L((m, 4), stride=(4, 1))),
         cute.composition(L((m, 8), stride=(8, 1)), L(8, stride=1)))


@cute.jit
def dynamic_strides_i64(m: Int64, n: Int64):
    a = L((8, 16), stride=(m, 1))
    show(a, cute.zipped_divide(a, (4, 4)), cute.crd2idx((1, 1), a), cute.cosize(L((m, n), stride=(n, 1))))


@cute.jit
def host_tiled_copy(t: cute.Tensor):
    thr = cute.make_ordered_layout((4, 32), order=(1, 0))
    val = cute.make_ordered_layout((4, 4), order=(1, 0))
    tiler, tv = cute.make_layout_tv(thr, val)
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), t.element_type)
    copy = cute.make_tiled_copy_tv(atom, thr, val)
    part = copy.get_slice(3).partition_S(cute.zipped_divide(t, tiler)[((None, None), 0)])
    show(tv, part.layout)


@cute.jit
def smem_tensors(t: cute.Tensor):
    sw = cute.make_composed_layout(cute.make_swizzle(2, 2, 3), 0, L((8, 32), stride=(32, 1)))
    show(cute.tile_to_shape(sw, (32, 32), order=(0, 1)), cute.recast_layout(16, 32, L((4, 8), stride=(8, 1))),
         cute.local_tile(t, (32, 32), (1, 0)).layout)


CASES = {
    "constructors": (constructors, ()),
    "accessors": (accessors, ()),
    "composition_static": (composition_static, ()),
    "composition_trap": (composition_trap, ()),
    "complement_static": (complement_static, ()),
    "coalesce_filter": (coalesce_filter, ()),
    "group_inverse": (group_inverse, ()),
    "products": (products, ()),
    "divides": (divides, ()),
    "reshape": (reshape, ()),
    "slice_dice": (slice_dice, ()),
    "tuple_arithmetic": (tuple_arithmetic, ()),
    "index_math": (index_math, ()),
    "swizzle_composed": (swizzle_composed, ()),
    "dynamic_layouts": (dynamic_layouts, (Int32(8), Int32(16))),
    "dynamic_algebra": (dynamic_algebra, (Int32(8), Int32(16))),
    "dynamic_divides": (dynamic_divides, (Int32(64), Int32(16))),
    "dynamic_i64": (dynamic_i64, (Int64(8),)),
    "dynamic_tuples": (dynamic_tuples, (Int32(8),)),
    "dynamic_coords": (dynamic_coords, (Int32(8), Int32(1), Int32(2))),
    "printing": (printing, (Int32(8),)),
    "composed_algebra": (composed_algebra, ()),
    "common_vector": (common_vector, ()),
    "dynamic_complement": (dynamic_complement, (Int32(4),)),
    "dynamic_strides_i64": (dynamic_strides_i64, (Int64(16), Int64(8))),
}


def tensor_cases() -> dict:
    f32 = cutlass.Float32
    return {
        "tensor_views": (tensor_views, (make_fake_compact_tensor(f32, (128, 256), assumed_align=16),)),
        "tensor_views_dynamic": (tensor_views, (make_fake_compact_tensor(
            f32, (cute.sym_int32(divisibility=16), 256), stride_order=(1, 0), assumed_align=16),)),
        "identity_tensors": (identity_tensors, (make_fake_compact_tensor(f32, (128, 256)),)),
        "register_fragments": (register_fragments, (make_fake_compact_tensor(f32, (64, 64), assumed_align=16),)),
        "host_tiled_copy": (host_tiled_copy, (make_fake_compact_tensor(f32, (1024, 512)),)),
        "smem_tensors": (smem_tensors, (make_fake_compact_tensor(cutlass.Float16, (128, 128), stride_order=(1, 0),
                                                                 assumed_align=16),)),
    }


def trace(name: str, fn, args, out: Path, kwargs: dict | None = None) -> bool:
    for f in glob.glob(os.path.join(DUMP, "*")):
        os.remove(f)
    try:
        cute.compile(fn, *args, **(kwargs or {}))
    except Exception as e:  # a case the DSL refuses is reported, not written
        print(f"{name}: the DSL failed: {type(e).__name__}: {str(e).strip().splitlines()[0][:300]}")
        return False
    files = glob.glob(os.path.join(DUMP, "*.mlir"))
    if not files:
        print(f"{name}: no module was dumped")
        return False
    text = Path(files[0]).read_text()
    (out / f"{name}.mlir").write_text(text)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        generic = ir.Module.parse(text).operation.get_asm(print_generic_op_form=True)
    (out / f"{name}.generic.mlir").write_text(generic)
    print(f"{name}: {len(text.splitlines())} lines")
    return True


def example_kernels(directory: Path) -> dict:
    sys.path.insert(0, str(directory))
    f32 = cutlass.Float32

    def load(name):
        spec = importlib.util.spec_from_file_location(name, directory / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    ew = load("elementwise_add")
    sg = load("sgemm")
    ew_args = tuple(make_fake_compact_tensor(f32, (1024, 512)) for _ in range(3))
    m, n, k = 1024, 512, 256
    sg_args = (make_fake_compact_tensor(f32, (m, k), stride_order=(1, 0), assumed_align=16),
               make_fake_compact_tensor(f32, (n, k), stride_order=(1, 0), assumed_align=16),
               make_fake_compact_tensor(f32, (m, n), stride_order=(1, 0), assumed_align=16))

    return {"kernel_elementwise_add": (ew.elementwise_add, ew_args, {}),
            "kernel_sgemm": (sg.SGemm(), sg_args, {"stream": make_fake_stream()})}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--examples", type=Path, help="directory holding elementwise_add.py and sgemm.py")
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("only", nargs="*", help="regenerate only these cases")
    args = ap.parse_args()
    cases = {**CASES, **tensor_cases()}
    ok = True
    for name, (fn, fn_args) in cases.items():
        if not args.only or name in args.only:
            ok &= trace(name, fn, fn_args, args.out)
    if args.examples:
        for name, (fn, fn_args, kwargs) in example_kernels(args.examples).items():
            if not args.only or name in args.only:
                ok &= trace(name, fn, fn_args, args.out, kwargs)
    shutil.rmtree(DUMP, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
