"""Tiled copies for every shape (issue 14): interior tiles unguarded, boundary tiles predicated
with elem_less, vectors where alignment holds.  For each odd shape (static, and symbolic with
the sizes as parameters): the kernel's emitted index and guard expressions, evaluated on the
host for every tile, thread, step and lane, copy exactly the right elements once each and
touch nothing outside the layouts; the bounds certificate is proven; NVRTC compiles the
kernel for sm_90a.  A few kernels' whole C text also runs on the host, one std::thread per
CUDA thread."""
import dataclasses
import functools
import random
import shutil
import subprocess

import pytest

from cute_sym import Layout, parse, sym
from solver.symbols import instantiate, parse_named
from codegen.errors import CodegenError
from codegen.kernels.copy import copy_kernel
from codegen.kernels.tiles import TiledPlan
from codegen.nvrtc import compile_cuda
from codegen_sim import simulate_tiled, tiled_path

M, N, B = sym("M"), sym("N"), sym("B")


@pytest.fixture(autouse=True)
def _tiled_plans(monkeypatch):
    """This module tests the tiled plans' own paths: 2-byte transposes stay unrealigned here
    (tests/codegen/test_realigned_copy.py tests the realigned ones)."""
    from codegen.kernels import planner
    monkeypatch.setattr(planner, "REALIGN", False)
    monkeypatch.setattr(planner, "WRAP", False)


@functools.lru_cache(maxsize=None)
def kernel(src: str, dst: str, dtype: str = "float", assume: tuple = ()):
    S = _layout(src)
    k = copy_kernel(S, _layout(dst), dtype, assume=assume)
    assert isinstance(k.plan, TiledPlan), k.source.splitlines()[2]
    assert "// every access in bounds: proved by " in k.source and k.bounds.status == "proved"
    assert compile_cuda(k.source, arch="sm_90a", name="k.cu")[:4] == b"\x7fELF"
    return k


def _layout(text: str):
    if text == "BMN":                       # rank 3 with products of names (x.permute(2,0,1))
        return Layout((B, M, N), (M * N, N, 1))
    if text == "BMN^T":
        return Layout((B, M, N), (M, 1, B * M))
    return parse_named(text)


def expected(S, D, src, dst):
    out = list(dst)
    for i in range(S.size()):
        out[D(i)] = src[S(i)]
    return out


def check(k, values=None, aligned=True, dst_base=0, src_base=0):
    values = values or {}
    S, D = (instantiate(x, values) if values else x for x in (k.src, k.dst))
    rng = random.Random(7)
    src = [rng.randrange(1, 1 << 30) for _ in range(S.cosize())]
    dst = [-1] * D.cosize()
    out, writes, outside = simulate_tiled(k, src, dst, values, aligned, dst_base, src_base)
    assert outside == []                                   # no access leaves the layouts
    want = expected(S, D, src, dst)
    assert out == want
    image = {D(i) for i in range(D.size())}
    assert all(w == (1 if i in image else 0) for i, w in enumerate(writes))   # each element once, no other
    return {tiled_path(k, tq, r, values, aligned)[0] for tq in range(_count(k.blocks, values))
            for r in range(_count(k.blocks_y, values))}


def _count(e, values):
    from solver.expr import evaluate
    return evaluate(e, dict(values))


STATIC = [  # src, dst, dtype: transposes, permutations of rank 3 and 4, odd and prime extents
    ("(31,31):(31,1)", "(31,31):(1,31)", "float"),
    ("(33,33):(33,1)", "(33,33):(1,33)", "float"),
    ("(33,31):(31,1)", "(33,31):(1,33)", "float"),
    ("(31,65):(65,1)", "(31,65):(1,31)", "float"),
    ("(9,200):(200,1)", "(9,200):(1,9)", "float"),
    ("(130,17):(17,1)", "(130,17):(1,130)", "float"),
    ("(100,70):(70,1)", "(100,70):(1,100)", "bfloat16"),
    ("(33,47):(47,1)", "(33,47):(1,33)", "double"),
    ("(64,64):(64,1)", "(64,64):(1,64)", "float"),                   # exact: no boundary tile
    ("(96,40):(40,1)", "(96,40):(1,96)", "float"),                   # vectors inside, boundary tiles
    ("(3,40,50):(2000,50,1)", "(3,40,50):(40,1,120)", "float"),      # x.permute(2,0,1)
    ("(5,17,33):(561,33,1)", "(5,17,33):(17,1,85)", "float"),
    ("(2,3,37,41):(4551,1517,41,1)", "(2,3,37,41):(37,3034,1,74)", "float"),
    ("((3,11),40):((40,120),1)", "((3,11),40):((1,3),33)", "float"),  # hierarchical modes
]


@pytest.mark.parametrize("src,dst,dtype", STATIC)
def test_static_odd_shapes_copy_every_element_once(src, dst, dtype):
    k = kernel(src, dst, dtype)
    paths = check(k)
    assert bool({"s?", "h?"} & paths) == (not k.plan.exact)
    if k.plan.shear:                           # every shift of the sheared rows: dst pointers off a sector
        assert "h?" in paths
        check(k, dst_base=5)


SYMBOLIC = [  # the same kernel at every size: a boundary tile on either side, one-element extents
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 1, "N": 1}),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 31, "N": 33}),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 65, "N": 1}),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 1, "N": 130}),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 70, "N": 37}),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 128, "N": 64}),            # vectors: 4 | M, N at run time
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 132, "N": 68}),            # vectors inside, boundary tiles
    ("BMN", "BMN^T", {"B": 3, "M": 33, "N": 5}),
    ("BMN", "BMN^T", {"B": 2, "M": 132, "N": 68}),
]


@pytest.mark.parametrize("src,dst,values", SYMBOLIC)
def test_symbolic_sizes_without_assumptions_copy_every_element_once(src, dst, values):
    k = kernel(src, dst)
    assert k.assume == () and not k.plan.exact
    paths = check(k, values)
    td, ts = k.plan.tile                          # along M (dst contiguous), along N (src contiguous)
    aligned = all(values[x] % 4 == 0 for x in ("M", "N")) and values["M"] >= td and values["N"] >= ts
    assert set(k.parts["paths"]["v"].needs) == {(4, "N"), (4, "M")}
    assert ("v" in paths) == aligned             # the aligned interior takes the vectors, checked at launch
    if aligned:
        assert "v" not in check(k, values, aligned=False)   # a misaligned pointer: the scalar path


def test_the_vector_path_checks_what_it_could_not_prove():
    k = kernel("(M,N):(N,1)", "(M,N):(1,M)")
    assert "N % 4 == 0 && M % 4 == 0" in k.source and "& 15ull) == 0" in k.source
    assert set(k.parts["paths"]["v"].needs) == {(4, "N"), (4, "M")}
    assert k.src_align == k.dst_align == 4              # any element-aligned pointer: the kernel branches


def test_assumptions_remove_the_boundary_path_and_the_runtime_checks():
    k = kernel("(M,N):(N,1)", "(M,N):(1,M)", "float", ("M % 128 == 0", "N % 64 == 0"))
    assert k.plan.exact and "a_load" not in k.parts["guards"]
    assert k.parts["paths"]["v"].needs == () and "M % 4" not in k.source
    check(k, {"M": 128, "N": 64})
    with pytest.raises(CodegenError, match="assuming M % 128 == 0"):
        k.launch_spec({"M": 65, "N": 64})


def test_divisors_of_dynamic_leaves_are_facts_the_plan_uses():
    """``?{div=N}`` leaves (CuTe DSL's divisibility) remove the boundary path and the launch-time
    checks like --assume does, and the kernel refuses sizes that break them."""
    import sympy
    from cute_sym.tuples import Dyn
    m, n = (Dyn(32, sympy.Symbol(x, integer=True, positive=True), d) for x, d in (("M", 128), ("N", 64)))
    k = copy_kernel(Layout((m, n), (n, 1)), Layout((m, n), (1, m)), "float")
    assert k.assume == ("M % 128 == 0", "N % 64 == 0") and k.plan.exact
    assert k.parts["paths"]["v"].needs == ()
    check(k, {"M": 128, "N": 64})
    with pytest.raises(CodegenError, match="assuming M % 128 == 0"):
        k.launch_spec({"M": 64, "N": 64})


def test_a_wrong_guard_is_refuted_with_a_counterexample(monkeypatch):
    """The bounds proof can fail: an interior test one element too generous leaves the source."""
    from codegen.kernels import bounds
    real = bounds.le

    def off_by_one(a, b):                   # origin + tile <= extent  becomes  origin + tile <= extent + 1
        return real(a, b + 1) if "+" in str(a) else real(a, b)
    monkeypatch.setattr(bounds, "le", off_by_one)
    with pytest.raises(CodegenError, match="counterexample"):
        copy_kernel(parse("(127,64):(64,1)"), parse("(127,64):(1,127)"), "float", name="wrong")


def test_sheared_tiles_write_dst_rows_from_sector_boundaries():
    """Odd strides (no vector divides them): the scalar path's tiles are sheared row by row so that
    each dst row is written from a sector boundary; the kernel's own expressions, with the shift
    the kernel computes from the dst pointer, copy every element once for every pointer residue."""
    k = kernel("(71,151):(151,1)", "(71,151):(1,71)")
    assert k.plan.shear == 8 and k.plan.vector is None and k.plan.tile == (32, 128)
    assert "sheared tiles (shift in [0, 8) per dst row)" in k.source
    assert "h/load/interior, h/store/interior, h/load/boundary, h/store/boundary" in k.source
    for base in range(8):
        assert "h" in check(k, dst_base=base)
    sym = kernel("(M,N):(N,1)", "(M,N):(1,M)")
    assert sym.plan.shear == 8 and "vec ? 0 :" in sym.source      # a vector launch shears nothing
    assert sym.plan.in_flight == 9 and "x[9];" in sym.source      # 64-bit indices: half the loads in flight
    for base in (0, 3):
        assert {"h", "h?"} <= check(sym, {"M": 150, "N": 67}, dst_base=base)


def test_a_sheared_tile_without_its_first_rows_test_is_refuted(monkeypatch):
    """The sheared bounds statement can fail: drop ``A <= origin`` from the interior test and the
    first tile of a row reads ``A`` rows before the source."""
    from codegen.kernels import bounds

    def no_first_rows(A, oq, op, tile, extents):
        return bounds.conj(bounds.le(oq + tile[0], extents[0]), bounds.le(op + tile[1], extents[1]))
    monkeypatch.setattr(bounds, "sheared_interior", no_first_rows)
    with pytest.raises(CodegenError, match="counterexample"):
        copy_kernel(parse("(71,151):(151,1)"), parse("(71,151):(1,71)"), "float", name="wrong")


def test_short_runs_and_shared_contiguity_stay_direct():
    from codegen.kernels.plan import DirectPlan
    assert isinstance(copy_kernel(parse("(8,3):(1,8)"), parse("(8,3):(3,1)"), "float").plan, DirectPlan)
    assert isinstance(copy_kernel(parse("(33,31):(31,1)"), parse("(33,31):(31,1)"), "float").plan, DirectPlan)


HOST = """#include <barrier>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>
#define __global__
#define __host__
#define __device__
#define __forceinline__ inline
#define __restrict__
#define __launch_bounds__(...)
#define __shared__
#define __align__(n)
struct Dim3 { unsigned x, y, z; };
static thread_local Dim3 threadIdx;
static Dim3 blockIdx, gridDim;
static std::barrier<>* cute_barrier;
static void __syncthreads() { cute_barrier->arrive_and_wait(); }
template <class F> static void launch(unsigned gx, unsigned gy, unsigned threads, F kernel) {
  gridDim = {gx, gy, 1};
  for (blockIdx.y = 0; blockIdx.y < gy; ++blockIdx.y)
    for (blockIdx.x = 0; blockIdx.x < gx; ++blockIdx.x) {
      std::barrier<> bar(threads);
      cute_barrier = &bar;
      std::vector<std::thread> pool;
      for (unsigned t = 0; t < threads; ++t) pool.emplace_back([&, t] { threadIdx = {t, 0, 0}; kernel(); });
      for (auto& th : pool) th.join();
    }
}
"""

HOST_CASES = [  # (src, dst, dtype, values, src offset in elements: 1 misaligns the vectors, dst offset)
    ("(33,31):(31,1)", "(33,31):(1,33)", "float", {}, 0, 0),
    ("(96,40):(40,1)", "(96,40):(1,96)", "float", {}, 0, 0),
    ("(M,N):(N,1)", "(M,N):(1,M)", "float", {"M": 68, "N": 132}, 0, 0),
    ("(M,N):(N,1)", "(M,N):(1,M)", "float", {"M": 68, "N": 132}, 1, 0),
    ("(3,40,50):(2000,50,1)", "(3,40,50):(40,1,120)", "float", {}, 0, 0),
    ("(71,151):(151,1)", "(71,151):(1,71)", "float", {}, 0, 3),          # sheared, dst off a sector
    ("(M,N):(N,1)", "(M,N):(1,M)", "float", {"M": 75, "N": 67}, 0, 5),
]


@pytest.mark.skipif(shutil.which("g++") is None, reason="no host C++ compiler")
def test_whole_kernel_sources_run_on_the_host(tmp_path):
    """The C text itself (branches, guards, the grid-stride loop over r, shared memory and
    barriers) compiled by g++ and run with one std::thread per CUDA thread on a grid whose y
    extent is smaller than the rows: every element lands once, from any src alignment."""
    parts, calls, want = [HOST], [], []
    for n, (s, d, dt, values, shift, dshift) in enumerate(HOST_CASES):
        k = kernel(s, d, dt)                    # the kernels the tests above simulate (one namespace each)
        parts.append(f"#define cute_copy k{n}\n"            # the extern "C" kernel's name, one per case
                     f"namespace n{n} {{\nalignas(16) unsigned char cute_smem[{k.smem_bytes}];\n{k.source}}}\n"
                     "#undef cute_copy\n")
        S, D = (instantiate(x, values) if values else x for x in (k.src, k.dst))
        src = [1000 * n + i + 1 for i in range(S.cosize())]
        want += [0] * dshift + expected(S, D, src, [0] * D.cosize())
        spec = k.launch_spec(values)
        args = "".join(f", {a}LL" for a in spec.args)
        calls.append(f"""  {{ alignas(16) static unsigned int src[{len(src) + 1}] = {{{', '.join(map(str, [0] * shift + src))}}};
    alignas(32) static unsigned int dst[{D.cosize() + dshift}] = {{}};
    launch({spec.blocks}, {max(1, spec.blocks_y - 1)}, {spec.threads}, [] {{ n{n}::k{n}(src + {shift}, dst + {dshift}{args}); }});
    for (unsigned x : dst) std::printf("%u\\n", x); }}
""")
    source = tmp_path / "tiled.cpp"
    source.write_text("".join(parts) + "int main() {\n" + "".join(calls) + "  return 0;\n}\n")
    exe = tmp_path / "tiled"
    subprocess.run(["g++", "-std=c++20", "-O1", "-w", "-pthread", "-o", str(exe), str(source)], check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    assert [int(x) for x in out] == want


@pytest.mark.parametrize("src,dst,values,dst_base,src_base", [
    ("(67,131):(131,1)", "(67,131):(1,67)", {}, 0, 0),
    ("(67,131):(131,1)", "(67,131):(1,67)", {}, 3, 0),                  # dst 3 elements off a sector
])
def test_bf16_sheared_tiles_store_dst_pairs(src, dst, values, dst_base, src_base):
    """bf16's sheared store phase writes dst in 4-byte pairs, each starting at an even absolute
    element address (the simulator flags any that does not), the pair only where both elements
    are inside at a boundary tile, element by element there otherwise.  A plan with a vector path
    (symbolic strides) keeps one element per store: its vector launches shear nothing."""
    k = kernel(src, dst, "bfloat16")
    assert k.plan.paired and k.plan.scalar.vec_dst == 2 and k.plan.shear == 16 and k.plan.scalar.pitch % 2
    assert "cute_array<unsigned short, 2>*>(cute_pd" in k.source and "vec ? 0 :" not in k.source
    assert not k.plan.src_paired and "cute_rho" not in k.source          # src pairs: slower, off by default
    paths = check(k, values, dst_base=dst_base, src_base=src_base)
    assert "h?" in paths
    sym_k = kernel("(M,N):(N,1)", "(M,N):(1,M)", "bfloat16")       # the vector path: a kernel of its own
    assert sym_k.plan.vector is None and sym_k.plan.paired and sym_k.aligned.plan.vector is not None



@pytest.mark.parametrize("shape,dst_base,src_base", [((67, 131), 0, 0), ((67, 131), 3, 1), ((301, 195), 3, 1)])
def test_bf16_src_pairs_load_by_row_parity(shape, dst_base, src_base):
    """``TiledPlan.src_pairs`` (off by default): the sheared load phase reads src in 4-byte pairs
    from each row's parity -- odd rows and an odd src pointer included, each pair at an even
    element address (the simulator flags any that is not) -- with each lane's own dst-row shift,
    the column past the tile wrapped to 0; bounds proven over the parity and the wrap (301x195
    has interior tiles, 67x131 boundary tiles only)."""
    m, n = shape
    S, D = _layout(f"({m},{n}):({n},1)"), _layout(f"({m},{n}):(1,{m})")
    base = kernel(f"({m},{n}):({n},1)", f"({m},{n}):(1,{m})", "bfloat16")
    k = copy_kernel(S, D, "bfloat16", dataclasses.replace(base.plan, src_pairs=True))
    assert k.plan.src_paired and "cute_array<unsigned short, 2>*>(cute_p + cute_rho)" in k.source
    assert k.bounds.status == "proved" and "// every access in bounds: proved by " in k.source
    assert compile_cuda(k.source, arch="sm_90a", name="k.cu")[:4] == b"\x7fELF"
    assert check(k, dst_base=dst_base, src_base=src_base) >= ({"h", "h?"} if m > 200 else {"h?"})
