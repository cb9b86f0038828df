"""Audit of codegen (issue 6): defects found by trying to make it lie, each a test first.

* assumptions no parameter value satisfies prove anything: emission must refuse them;
* a layout whose offsets go negative is emitted (floor division, not a refusal);
* every mutation class of an emitted expression (constant, operator, shift, mask) is refused;
* the bank-conflict proof agrees with an independent enumeration of banks per warp access;
* the CLI names what is wrong (missing files, unreadable MLIR) without a traceback.
"""
import pytest

from cute_sym import Layout, parse, parse_composed_layout, sym
from cute_sym.tuples import product
from solver.expr import Var, evaluate
from codegen.emit import emit_index
from codegen.errors import CodegenError
from codegen.kernels.copy import copy_kernel
from codegen.lower import lower
from codegen.validate import certify

M, N = sym("M"), sym("N")
CONTRADICTION = ["M >= 1", "M <= 0"]


def test_unsatisfiable_assumptions_are_refused_by_emission():
    with pytest.raises(CodegenError, match=r"no parameter value satisfies the assumptions M >= 1; M <= 0"):
        emit_index(Layout((M, 8), (8, 1)), name="f", assume=CONTRADICTION)
    i = Var("i")
    with pytest.raises(CodegenError, match="no parameter value satisfies"):
        certify(Layout((M, 8), (8, 1)), i * 0 + 7, i, CONTRADICTION)      # a wrong expression, "proved" vacuously


def test_unsatisfiable_assumptions_are_refused_by_the_copy_kernel():
    # before: the planner "proved" 128 | M, the algebra composed garbage, every certificate said proved
    with pytest.raises(CodegenError, match="no parameter value satisfies"):
        copy_kernel(Layout((M, N), (N, 1)), Layout((M, N), (1, M)), "float", assume=CONTRADICTION)


def test_unsatisfiable_assumptions_are_refused_by_lowering():
    text = 'func.func @f(%x: i32) -> i32 {\n  func.return %x : i32\n}\n'
    with pytest.raises(CodegenError, match="no parameter value satisfies the assumptions a0 > 3; a0 < 2"):
        lower(text, assume=["a0 > 3", "a0 < 2"])


NEGATIVE = ["(6,2):(1,3) o 1 o (2,6):(0,-3)", "(6,2):(1,3) o -1 o 3:-3", "S<3,3,4> o 1 o (3,5):(-1,0)",
            "S<1,1,1> o 0 o (5,2):(8,-3)", "S<2,0,4> o 9 o 7:-3"]


@pytest.mark.parametrize("text", NEGATIVE)
def test_negative_offsets_are_emitted_and_proven(text):
    # before: div/mod by 2**k of a possibly negative value became a shift or mask, which the
    # validator (rightly) rejects as C-unsafe, so a correct layout was refused as "refuted"
    layout = parse_composed_layout(text)
    f = emit_index(layout, name="f")
    assert f.certificate.status == "proved"
    assert [evaluate(f.expr, {"i": i}) for i in range(product(layout.shape))] == \
        [layout(i) for i in range(product(layout.shape))]


INT_MAX = (1 << 31) - 1


@pytest.mark.parametrize("layout", [Layout(M, -1), Layout((M, 1), (1, 0)), parse_composed_layout("S<3,4,3> o 0 o ?:1")])
def test_32_bit_index_is_proven_over_the_parameters_c_type(layout):
    # a '?' leaf is an i32 (a C int parameter): the interval bounds chose 32 bits, and the
    # proof must know the parameter's range too (before: refuted at M = 2**31 + 2)
    f = emit_index(layout, name="f")
    assert f.width == 32 and f.certificate.status == "proved"
    p = f.params[0]
    assert f"{p.name} in [1, {INT_MAX}]" in f.certificate.comment()
    top = INT_MAX - 1                                  # the last coordinate at the largest extent
    assert evaluate(f.expr, {"i": top, p.name: INT_MAX}) == layout_at(layout, p.name, INT_MAX, top)
    assert -(1 << 31) <= evaluate(f.expr, {"i": top, p.name: INT_MAX}) <= INT_MAX


def layout_at(layout, name, value, i):
    from solver.symbols import instantiate
    from codegen.emit import name_leaves
    return instantiate(name_leaves(layout, "f"), {name: value})(i)


def cli(capsys, *argv):
    from cute_sym.cli import main
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_names_unreadable_and_unwritable_files(capsys, tmp_path):
    missing = tmp_path / "missing.mlir"
    code, _, err = cli(capsys, "codegen", "lower", str(missing))
    assert code == 1 and f"{missing}: No such file or directory" in err and "internal error" not in err
    code, _, err = cli(capsys, "codegen", "lower", str(tmp_path))
    assert code == 1 and f"{tmp_path}: Is a directory" in err and "internal error" not in err
    target = tmp_path / "no-such-dir" / "k.cu"
    for argv in (("index", "8:1"), ("copy", "--src", "8:1", "--dst", "8:1")):
        code, _, err = cli(capsys, "codegen", *argv, "-o", str(target))
        assert code == 1 and f"{target}: No such file or directory" in err and "internal error" not in err


def test_cli_lower_renders_mlir_diagnostics_with_file_line_and_caret(capsys, tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text('func.func @f(%x: i32) -> i32 {\n  %y = arith.bogus %x : i32\n  func.return %y : i32\n}\n')
    code, _, err = cli(capsys, "codegen", "lower", str(path))
    assert code == 1 and "Diagnostic(" not in err
    assert f"{path}:2:" in err and "%y = arith.bogus %x : i32" in err and "^" in err


SWAPS = {"+": "-", "-": "+", "*": "+", ">>": "<<", "<<": ">>", "&": "|", "|": "&", "^": "|", "//": "%", "%": "//"}


def mutants(e):
    """Every single-point mutation of ``e``: a constant +-1 or doubled (constants, shift
    amounts and masks alike), an operator swapped for a near one."""
    from solver.expr import Bin, Const
    if isinstance(e, Const):
        yield from (Const(v) for v in {e.value + 1, e.value - 1, 2 * e.value} - {e.value} if v >= 0)
    if isinstance(e, Bin):
        yield Bin(SWAPS[e.op], e.a, e.b)
        yield from (Bin(e.op, m, e.b) for m in mutants(e.a))
        yield from (Bin(e.op, e.a, m) for m in mutants(e.b))


@pytest.mark.parametrize("text,coord", [("S<3,4,3> o 0 o (8,64):(64,1)", "natural"), ("(4,(3,8)):(24,(1,3))", "i")])
def test_every_mutation_class_is_refused_exactly_when_it_changes_a_value(text, coord):
    from cute_sym.coords import idx2crd
    from cute_sym.tuples import leaves
    layout = parse_composed_layout(text) if " o " in text else parse(text)
    f = emit_index(layout, name="f", coord=coord)
    names = [x.name for x in f.inputs]
    points = [dict(zip(names, leaves(idx2crd(i, layout.shape)) if coord == "natural" else [i]))
              for i in range(product(layout.shape))]
    want = [layout(i) for i in range(product(layout.shape))]
    kinds = {"constant": 0, "operator": 0, "shift": 0, "mask": 0}
    for m in mutants(f.expr):
        try:
            wrong = [evaluate(m, p) for p in points] != want
        except (ZeroDivisionError, ValueError):
            wrong = True
        if not wrong:
            continue                                  # an equivalent mutant may be proved
        with pytest.raises(CodegenError, match="translation validation refuted"):
            certify(f.layout, m, f.coord)
        kinds[_kind(f.expr, m)] += 1
    assert all(kinds.values()) if "S<" in text else kinds["constant"] and kinds["operator"]


def _kind(e, m):
    """Which class the mutation ``e -> m`` belongs to (the first differing node)."""
    from solver.expr import Bin
    if isinstance(e, Bin) and isinstance(m, Bin):
        if e.op != m.op:
            return "operator"
        if e.a != m.a:
            return _kind(e.a, m.a)
        if e.b != m.b:
            return {">>": "shift", "<<": "shift", "&": "mask"}.get(e.op, None) or _kind(e.b, m.b)
    return "constant"


@pytest.mark.parametrize("dtype", ["float", "bfloat16", "double"])
def test_staged_shared_memory_is_conflict_free_by_independent_enumeration(dtype):
    """Banks per warp access, enumerated from the planned shared-memory index functions with
    the kernel's access pattern (a vector store at ``store(0, t, k)``, scalar loads at
    ``load(v, t, k)``): in each phase of 128 bytes' worth of lanes, one word per bank."""
    from codegen.banks import prove_conflict_free
    from codegen.kernels.dtypes import dtype as find_dtype
    from codegen.kernels.planner import plan_copy
    from codegen.kernels.smem import shared_accesses
    from codegen.pyeval import compile_expr
    dt = find_dtype(dtype)
    plan = plan_copy(parse("(256,256):(256,1)"), parse("(256,256):(1,256)"), dt).vector   # the vector staging
    eb, vec = dt.bytes, plan.vec_src
    (st, ld), form = shared_accesses(plan, eb)
    assert form == "vector" and st.vector == vec > 1
    store, load = (compile_expr(a.fn.expr, ["v", "t", "k"]) for a in (st, ld))
    ks, vs = st.fn.inputs[2].extent.value, ld.fn.inputs[0].extent.value

    def conflict_free(offsets, nbytes):              # offsets of one instruction, lane by lane
        lanes = max(1, min(32, 128 // nbytes))
        for first in range(0, len(offsets), lanes):
            words = {}
            for off in offsets[first:first + lanes]:
                for w in range(off * eb // 4, (off * eb + nbytes - 1) // 4 + 1):
                    if words.setdefault(w % 32, w) != w:
                        return False
        return True
    for warp in range(0, plan.threads, 32):
        for kk in range(ks):
            starts = [store(0, t, kk) for t in range(warp, warp + 32)]
            assert all(store(v, t, kk) == store(0, t, kk) + v for t in range(warp, warp + 32) for v in range(vec))
            assert all(s % vec == 0 for s in starts)           # aligned vector stores
            assert conflict_free(starts, vec * eb)
            for v in range(vs):
                assert conflict_free([load(v, t, kk) for t in range(warp, warp + 32)], eb)
    assert prove_conflict_free([st, ld], plan.threads).status == "proved"
    import dataclasses                                 # the enumeration can fail: unswizzled, loads conflict
    (_, ld0), _ = shared_accesses(dataclasses.replace(plan, swizzle=None), eb)
    plain = compile_expr(ld0.fn.expr, ["v", "t", "k"])
    assert not conflict_free([plain(0, t, 0) for t in range(32)], eb)


def test_64_bit_certificate_says_whether_wrap_around_was_excluded():
    K = sym("K")
    f = emit_index(Layout((M, N), (N, 1)), name="f", coord="natural")
    assert f.width == 64 and "every subexpression fits 64-bit signed integers" in f.certificate.comment()
    g = emit_index(Layout((M, N, K), (N * K, K, 1)), name="g", coord="natural")   # M*N*K may pass 2**63
    assert g.width == 64 and "preconditions: " in g.certificate.comment()
    assert "no value wraps its C type" in g.certificate.comment()
    assert "fits 64-bit" not in g.certificate.comment()


@pytest.mark.parametrize("suffix", [".cubin", ".ptx"])
def test_copy_output_that_the_binaries_would_overwrite_is_refused(capsys, tmp_path, suffix):
    # before: -o k.cubin wrote the source to k.cubin, then the CUBIN over it ("wrote k.cubin, k.cubin")
    target = tmp_path / f"k{suffix}"
    code, _, err = cli(capsys, "codegen", "copy", "--src", "8:1", "--dst", "8:1", "--ptx", "-o", str(target))
    assert code == 2 and f"-o {target}" in err and "overwrite" in err
    assert not target.exists()


HOST_CUDA = """#include <cstdio>
#include <cstring>
#define __global__
#define __host__
#define __device__
#define __forceinline__ inline
#define __restrict__
#define __launch_bounds__(n)
struct Dim3 { unsigned x, y, z; };
static Dim3 threadIdx, blockIdx, gridDim;
"""


@pytest.mark.parametrize("rows", [
    # paper Table 2, every row (Constant included), then a dynamic copy on a 2-D grid
    [("8:1", "8:1"), ("(8,2,3):(1,16,32)", "(8,2,3):(1,16,32)"), ("(2,3,2):(42,1,128)", "12:1"),
     ("12:1", "(2,3,2):(42,1,128)"), ("7:0", "7:1"), ("7:0", "7:0"), ("(8,3):(1,8)", "(8,3):(3,1)"),
     ("(8,(3,5)):(1,(57,8))", "(8,15):(1,8)"), ("(M,N):(1,M)", "(M,N):(1,M)")],
])
def test_direct_kernel_sources_run_on_the_host_move_every_element(rows, tmp_path):
    """The whole C text of each direct kernel (loops, guards, grid-stride steps, vector
    stores), compiled by the host C++ compiler with CUDA's built-ins emulated and run
    block by block on a grid smaller than needed: dst(i) == src(i) for every i."""
    import shutil
    import subprocess
    from codegen.kernels.plan import DirectPlan
    from cute_sym import parse
    from solver.symbols import instantiate
    cxx = shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        pytest.skip("no host C++ compiler")
    values = {"M": 12, "N": 5}
    parts, calls, expected = [HOST_CUDA], [], []
    for n, (s, d) in enumerate(rows):
        S, D = parse(s), parse(d)
        k = copy_kernel(S, D, "float", name=f"k{n}", assume=["M % 4 == 0"] if "M" in s else ())
        assert isinstance(k.plan, DirectPlan)
        parts.append(f"namespace n{n} {{\n{k.source}}}\n")
        S, D = (instantiate(x, values) for x in (S, D))
        src = [1000 * n + i for i in range(S.cosize())]
        want = [-1] * D.cosize()
        for i in range(S.size()):
            want[D(i)] = src[S(i)]
        expected += want
        args = "".join(f", {values[p.name]}" for p in k.params)
        calls.append(f"""  {{ alignas(16) static unsigned int src[] = {{{', '.join(map(str, src))}}};
    alignas(16) static unsigned int dst[{D.cosize()}]; std::memset(dst, 0xff, sizeof dst);
    gridDim = {{1, 2, 1}};
    for (blockIdx.y = 0; blockIdx.y < gridDim.y; ++blockIdx.y)
      for (threadIdx.x = 0; threadIdx.x < {k.threads}; ++threadIdx.x) n{n}::k{n}(src, dst{args});
    for (unsigned x : dst) std::printf("%d\\n", (int)x); }}
""")
    source = tmp_path / "kernels.cpp"
    source.write_text("".join(parts) + "int main() {\n" + "".join(calls) + "  return 0;\n}\n")
    exe = tmp_path / "kernels"
    subprocess.run([cxx, "-std=c++17", "-O1", "-w", "-o", str(exe), str(source)], check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    assert [int(x) for x in out] == expected


@pytest.mark.parametrize("coord", ["i", "natural"])
def test_rank_0_layout_is_the_constant_0(coord):
    # before: AttributeError ('int' object has no attribute 'op') from the size of ()
    layout = parse("():()")
    f = emit_index(layout, name="f", coord=coord)
    assert f.c_expr() == "0" and layout(0) == 0 and f.certificate.status == "proved"


@pytest.mark.parametrize("text,message", [
    ("func.func private @decl(%x: i32) -> i32\n", "cannot lower @decl: it is a declaration"),  # was a ValueError traceback
    ('func.func @int(%x: i32) -> i32 {\n  func.return %x : i32\n}\n', "'int' is not a usable C identifier"),
    ('func.func @"a-b"(%x: i32) -> i32 {\n  func.return %x : i32\n}\n', "'a-b' is not a usable C identifier"),
])
def test_lower_names_functions_it_cannot_emit(text, message):
    with pytest.raises(CodegenError, match=message):
        lower(text, verify=False)


def test_nvrtc_error_line_is_found_for_any_source_name(monkeypatch, tmp_path):
    # `codegen lower "my module.mlir"` compiles "my module.cu": the log's "my module.cu(3): error"
    from codegen import nvrtc
    from codegen.errors import NvrtcError
    monkeypatch.setenv("CUTE_SYM_CACHE", str(tmp_path))
    src = "// line 1\n__device__ int f(int i) {\n  return i + nowhere;\n}\n"
    for name in ("my module.cu", "a(1).cu"):
        with pytest.raises(NvrtcError) as info:
            nvrtc.compile_cuda(src, name=name)
        assert info.value.line == 3 and info.value.source_line.strip() == "return i + nowhere;"


def test_lowering_a_division_by_zero_says_so():
    # before: "no reference: cannot encode the symbolic value zoo (not an integer polynomial)"
    text = ('func.func @d(%x: i32) -> i32 {\n  %c = arith.constant 0 : i32\n'
            '  %r = arith.divui %x, %c : i32\n  func.return %r : i32\n}\n')
    with pytest.raises(CodegenError, match="translation validation unknown for @d: no reference: division by zero"):
        lower(text)


COPY = ("codegen", "copy", "--src", "(M,N):(N,1)", "--dst", "(M,N):(1,M)")


@pytest.mark.parametrize("argv,message", [
    ((*COPY, "--dtype", "floaty"), "--dtype: unknown dtype 'floaty'; expected one of float, double, half, bfloat16, int, int8 "
                                     "(or an alias: bf16, float16, float32, float64, fp16, fp32, fp64, int32)"),
    ((*COPY, "--assume", "M%%"), "column 3: malformed assumption"),
    ((*COPY, "--assume", "K > 3"), "assumption names K, which no dynamic leaf of the operands is called "
                                   "(their symbols: M, N)"),
    ((*COPY, "--assume", "M >= 1", "--assume", "M <= 0"), "no parameter value satisfies the assumptions M >= 1; M <= 0"),
    (("codegen", "copy", "--src", "(M,N):(N,1)", "--dst", "(M,N:(1,M)"), "--dst"),
    (("codegen", "copy", "--src", "(4,8):(1@0,1@1)", "--dst", "32:1"), "scaled-basis strides"),
    (("codegen", "copy", "--src", "S<3,4,3> o 0 o (8,64):(64,1)", "--dst", "512:1"), "copy kernels take layouts"),
    (("codegen", "index", "S<3,4,3>"), "a bare swizzle has no domain"),
    (("codegen", "index", "(int,8):(1,4)"), "parameter name 'int' is not a usable C identifier"),
    (("codegen", "copy", "--src", "8:1", "--dst", "8:1", "--arch", "sm_999"), "invalid value for --gpu-architecture"),
])
def test_cli_bad_input_is_a_named_error_with_exit_code_1(capsys, argv, message):
    code, out, err = cli(capsys, *argv)
    assert code == 1 and message in err and "Traceback" not in err and "internal error" not in err and out == ""
