"""The tensors of tests/torchcopy/test_copy_gpu.py as plain descriptors (no torch): each a view
``(shape, strides, storage offset)`` of a fresh buffer, so that ``prefill`` can generate their
kernels into a disk cache where the solver is and the GPU machine only loads them.  On that machine
put the cache under the temporary directory (``CUTE_SYM_CACHE=/tmp/...``): tests/conftest.py replaces
any other ``CUTE_SYM_CACHE`` with an empty one (then every kernel would be built there, which needs
the solver: islpy is not installed on the GPU machine)."""

WIDTHS = {"bfloat16": 2, "float32": 4, "float16": 2, "int8": 1, "float64": 8}
PERMUTES = [((67, 131), (1, 0)), ((3, 40, 50), (2, 0, 1)), ((301, 195), (1, 0)), ((5, 7, 9, 4), (3, 1, 0, 2)),
            ((1000,), (0,))]


def contiguous(shape):
    from codegen.torch.copy_select import contiguous_strides
    return contiguous_strides(shape)


def permute_case(shape, dims):
    """``(src view, dst view)`` of ``x.permute(dims).contiguous()``."""
    st = contiguous(shape)
    vs, vt = tuple(shape[d] for d in dims), tuple(st[d] for d in dims)
    return (vs, vt, 0), (vs, contiguous(vs), 0)


def copy_cases():
    """``(src view, dst view)`` pairs of copies of views of a (130, 260) tensor."""
    return [(((130, 260), (260, 1), 0), ((130, 260), (260, 1), 0)),
            (((260, 130), (1, 260), 0), ((260, 130), (130, 1), 0)),            # x.t()
            (((130, 130), (260, 2), 0), ((130, 130), (130, 1), 0)),            # x[:, ::2]
            (((129, 257), (260, 1), 263), ((129, 257), (257, 1), 0)),          # x[1:, 3:]: a storage offset
            (((5, 260), (0, 1), 0), ((5, 260), (260, 1), 0)),                  # x[0].expand(5, 260)
            (((130, 260), (260, 1), 0), ((130, 260), (1, 130), 0))]            # into a transposed dst
RELOAD = (((77, 33), (1, 77), 0), ((77, 33), (33, 1), 0))


def all_cases():
    """``(dtype, src view, dst view)`` of every copy the GPU tests make."""
    out = [(dt, *permute_case(s, d)) for dt in WIDTHS for s, d in PERMUTES]
    out += [(dt, *c) for dt in ("bfloat16", "float32") for c in copy_cases()]
    return out + [("bfloat16", *RELOAD)]


def prefill() -> None:
    """Generate (and prove, compile) every case's kernel into ``$CUTE_SYM_CACHE`` (a buffer of fresh
    allocations is 256-byte aligned: a view's pointer is its storage offset's bytes)."""
    from codegen.torch.cache import get_or_build
    from codegen.torch.copy_select import CopySpec, build_copy, copy_config, fits
    for dt, (ss, st, so), (ds, dst, do) in all_cases():
        w = WIDTHS[dt]
        s = CopySpec("src", ss, st, dt, w, "cuda:0", 256 + so * w)
        d = CopySpec("dst", ds, dst, dt, w, "cuda:0", 256 + do * w)
        entry = get_or_build(copy_config(s, d), build_copy)
        if not fits(entry.meta, s, d):
            get_or_build(copy_config(s, d, scalar=True), build_copy)
        print(dt, ss, st, "->", dst, entry.meta["plan"][:60], flush=True)


if __name__ == "__main__":
    prefill()
