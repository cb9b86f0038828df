"""Copy kernels from explicit plans: NVRTC compiles them (vector instructions in the PTX),
their emitted index functions move every element to the right place (CPU simulation
against cute_sym evaluation), and staged plans are bank-conflict-free."""
import re

import random

import pytest

from cute_sym import Swizzle, parse
from codegen.errors import CodegenError
from codegen.kernels.copy import copy_kernel
from codegen.kernels.plan import DirectPlan, StagedPlan
from codegen.nvrtc import compile_cuda
from codegen_sim import simulate


def expected(src_layout, dst_layout, src, dst):
    """The COPY reference (paper §4.6.1): dst(i) = src(i) for i in order."""
    out = list(dst)
    for i in range(src_layout.size()):
        out[dst_layout(i)] = src[src_layout(i)]
    return out


def run(kernel, src_layout, dst_layout):
    rng = random.Random(0)
    src = [rng.randrange(1 << 30) for _ in range(src_layout.cosize())]
    dst = [-1] * dst_layout.cosize()
    assert simulate(kernel, src, dst) == expected(src_layout, dst_layout, src, dst)


def vector_ops(source):
    ptx = compile_cuda(source, ptx=True).decode()
    return {m for m in re.findall(r"\b((?:ld|st)\.(?:global|shared)(?:\.nc)?\.v\d)", ptx)}


def transpose_plan(m, n, td, ts, threads, vec, swizzle, per_block=1):
    work = parse(f"(({td},{ts}),({m // td},{n // ts})):((1,{m}),({td},{m * ts}))")
    return StagedPlan(work, vec, vec, 16 // vec, threads, per_block, swizzle)


def test_staged_fp32_transpose():
    S, D = parse("(64,64):(64,1)"), parse("(64,64):(1,64)")
    k = copy_kernel(S, D, "float", transpose_plan(64, 64, 32, 32, 128, 4, Swizzle(3, 2, 5)))
    assert k.forms == {"src": "vector", "dst": "vector", "smem": "vector"}
    assert k.banks.status == "proved" and "bank conflicts" in k.source
    assert k.smem_bytes == 32 * 32 * 4 and k.src_align == k.dst_align == 16
    run(k, S, D)
    assert {"ld.global.nc.v4", "st.global.v4", "st.shared.v4"} <= vector_ops(k.source)
    assert compile_cuda(k.source)[:4] == b"\x7fELF"


def test_staged_bf16_transpose_two_tiles_per_block():
    S, D = parse("(64,128):(128,1)"), parse("(64,128):(1,64)")
    k = copy_kernel(S, D, "bf16", transpose_plan(64, 128, 64, 64, 128, 8, Swizzle(3, 3, 6), per_block=2))
    assert k.forms["src"] == k.forms["dst"] == "vector" and k.launch_spec().blocks == 1
    run(k, S, D)
    assert {"ld.global.nc.v4", "st.global.v4"} <= vector_ops(k.source)


def test_unswizzled_transpose_tile_has_bank_conflicts():
    S, D = parse("(64,64):(64,1)"), parse("(64,64):(1,64)")
    with pytest.raises(CodegenError, match="bank conflict in store-phase shared load: threads"):
        copy_kernel(S, D, "float", transpose_plan(64, 64, 32, 32, 128, 4, None))


@pytest.mark.parametrize("src,dst,work,forms", [
    ("(64,64):(64,1)", "(64,64):(64,1)", "(4,(16,64)):(64,(256,1))", ("vector", "vector")),
    ("(2,3,2):(42,1,128)", "12:1", "(1,12):(1,1)", ("vector", "vector")),        # gather
    ("12:1", "(2,3,2):(42,1,128)", "(1,12):(1,1)", ("vector", "vector")),        # scatter
    ("32:0", "32:1", "(4,8):(1,4)", ("broadcast", "vector")),                    # broadcast
    # tensor transpose: 8-element runs on both sides, but src runs start at odd offsets (57)
    ("(8,(3,5)):(1,(57,8))", "(8,15):(1,8)", "(4,30):(1,4)", ("scalar", "vector")),
    ("(8,3):(1,8)", "(8,3):(3,1)", "(2,12):(1,2)", ("vector", "scalar")),        # transpose, no staging
])
def test_direct_plans_of_paper_table2(src, dst, work, forms):
    S, D = parse(src), parse(dst)
    k = copy_kernel(S, D, "float", DirectPlan(parse(work), threads=32, unroll=2))
    assert (k.forms["src"], k.forms["dst"]) == forms
    run(k, S, D)
    compile_cuda(k.source)


def test_size_mismatch_and_bad_plans():
    with pytest.raises(CodegenError, match="size"):
        copy_kernel(parse("8:1"), parse("9:1"), "float", DirectPlan(parse("(1,8):(1,1)")))
    with pytest.raises(CodegenError, match="does not split evenly"):
        transpose_plan(64, 64, 32, 32, 96, 4, None)
    with pytest.raises(CodegenError, match="4-byte elements"):
        copy_kernel(parse("(64,64):(64,1)"), parse("(64,64):(1,64)"), "bf16",
                    transpose_plan(64, 64, 32, 32, 128, 4, Swizzle(3, 2, 5)))
    with pytest.raises(CodegenError, match="unknown dtype"):
        copy_kernel(parse("8:1"), parse("8:1"), "float7", DirectPlan(parse("(1,8):(1,1)")))


def test_dynamic_plan_proves_the_derived_composition_against_s_o_w():
    """With dynamic leaves the index comes from the algebra's R = S o W; R == S o W is then
    proven directly (here instantly: W is the column-major layout itself)."""
    from cute_sym import parse
    k = copy_kernel(parse("(M,8):(1,M)"), parse("(M,8):(1,M)"), "float", assume=["M % 4 == 0"])
    notes = [f.note for f in k.functions]
    assert len(notes) == 2 and all(n.startswith(("= src o W", "= dst o W")) and "(proven: z3" in n for n in notes)


def test_a_wrong_derived_composition_blocks_emission(monkeypatch):
    """Should the algebra derive a wrong R for S o W, the direct proof refutes it."""
    import dataclasses
    import codegen.kernels.copy as copy
    from cute_sym import Layout
    from cute_sym.tuples import is_dynamic, transform_leaves
    from cute_sym import parse
    real = copy.compose_symbolic

    def wrong(S, W, **kw):
        out = real(S, W, **kw)
        R = out.value                              # (4,(M/4,8)):(1,(4,M)); make it (..):(1,(4,M+1))
        bad = Layout(R.shape, transform_leaves(lambda d: d + 1 if is_dynamic(d) else d, R.stride))
        return dataclasses.replace(out, value=bad)
    monkeypatch.setattr(copy, "compose_symbolic", wrong)
    with pytest.raises(CodegenError, match=r"src o W = .* is refuted: counterexample"):
        copy.copy_kernel(parse("(M,8):(1,M)"), parse("(M,8):(1,M)"), "float", assume=["M % 4 == 0"])
