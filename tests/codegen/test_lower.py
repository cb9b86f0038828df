"""Dialect functions lowered to C: compiled by the host C++ compiler and by NVRTC, they
compute what cute_sym's ops compute on random values of the dynamic leaves; a function
``return layout_eval(%c, %l)`` comes with a proof."""
import random
import shutil
import subprocess

import pytest

from cute_sym import ops                                          # noqa: E402
from cute_sym.kinds import Coord, IntTuple, Shape, get_scalars    # noqa: E402
from cute_sym.tuples import Dyn                                   # noqa: E402
from solver.symbols import map_leaves                             # noqa: E402
from codegen.errors import CodegenError                           # noqa: E402
from codegen.lower import lower                                   # noqa: E402
from codegen.nvrtc import compile_cuda                            # noqa: E402

CXX = shutil.which("g++") or shutil.which("c++")


def fn(name, args, op, result):
    return (f"func.func @{name}({args}) -> {result} {{\n  %r = {op}\n  func.return %r : {result}\n}}\n")


def case(op, operands, result, semantics=None):
    """(arguments, op line, result type, cute_sym semantics) of ``func.func`` returning ``op(operands)``."""
    args = ", ".join(f"%{n}: {t}" for n, t in operands)
    line = (f"{op}({', '.join('%' + n for n, _ in operands)}) : ({', '.join(t for _, t in operands)}) "
            f"-> {result}")
    return args, line, result, semantics


COORD2, I = '!cute.coord<"(?,?)">', '!cute.int_tuple<"?">'
EVAL = lambda c, l: ops.layout_eval(c, l)      # noqa: E731
CASES = {
    "eval2d": case("cute.layout_eval", [("c", COORD2), ("l", '!cute.layout<"(4,?):(?,8)">')], I, EVAL),
    "eval1d": case("cute.layout_eval", [("c", '!cute.coord<"?">'), ("l", '!cute.layout<"((2,?),4):((1,?),8)">')],
                   I, EVAL),
    "swizzled": case("cute.layout_eval",
                     [("c", COORD2), ("l", '!cute.composed_layout<"S<3,5,4> o ? o (16,64):(64,?)">')], I, EVAL),
    "idx2crd": case("cute.idx2crd", [("i", I), ("s", '!cute.shape<"(4,?,3)">')], '!cute.coord<"(?,?,?)">',
                    lambda i, s: ops.idx2crd(i, s)),
    "crd2idx": case("cute.crd2idx", [("c", '!cute.coord<"((?,1),?)">'), ("s", '!cute.shape<"((3,?),?{i64})">')],
                    I, lambda c, s: ops.crd2idx(c, s)),
    "ceil_div": case("cute.ceil_div", [("a", '!cute.int_tuple<"(?,10,?)">'), ("b", '!cute.int_tuple<"(3,?)">')],
                     '!cute.int_tuple<"(?,?,?)">', lambda a, b: ops.ceil_div(a, b)),
    "size": case("cute.size", [("l", '!cute.layout<"(?,(3,?)):(1,(?,?))">')], I, lambda l: ops.size(l)),
}
TEXT = "".join(fn(n, a, o, r) for n, (a, o, r, _) in CASES.items())


def fill(value, ints):
    """``value`` with its ``?`` leaves (get_scalars order) replaced by ``ints``."""
    it = iter(ints)
    leaf = lambda x, _role: next(it) if isinstance(x, Dyn) else x  # noqa: E731
    return type(value)(map_leaves(value.value, leaf)) if isinstance(value, IntTuple) else map_leaves(value, leaf)


def sample(rng, types):
    """Random values for the '?' leaves: positive shapes, coordinates inside them."""
    out = []
    for t in types:
        n = len(get_scalars(t.value, only_dynamic=True))
        out.append([rng.randint(1, 9) for _ in range(n)])
    return out


def test_lowered_functions_compute_cute_sym_values(tmp_path):
    if CXX is None:
        pytest.skip("no host C++ compiler")
    from cute_sym.dialect.opt import make_context, _parse
    module, _, _ = _parse(make_context(), TEXT, "t")
    lowered = lower(TEXT, verify=False)
    rng = random.Random(3)
    calls, expected = [], []
    for f in module.ops:
        name = f.sym_name.data
        types = [a.type for a in f.body.block.args]
        semantics = CASES[name][3]
        done = 0
        while done < 6:
            ints = sample(rng, types)
            values = [fill(t.value, v) for t, v in zip(types, ints)]
            try:
                want = semantics(*values)
            except Exception:
                continue                                   # e.g. a coordinate outside its shape
            if isinstance(values[0], Coord) and name.startswith("eval"):
                shape = values[1].shape
                if any(c >= s for c, s in zip(get_scalars(values[0]), get_scalars(Shape(shape)))):
                    continue
            result_type = f.function_type.outputs.data[0]
            kinds = get_scalars(result_type.value)
            got_all = get_scalars(want)
            want_dyn = [v.value for k, v in zip(kinds, got_all) if isinstance(k.value, Dyn)]
            args = ", ".join("{" + ", ".join(map(str, v)) + "}" for v in ints)
            fields = len(want_dyn)
            calls.append(f"  {{ auto r = {name}({args});"
                         + "".join(f" std::printf(\"%lld\\n\", (long long)r.d{k});" for k in range(fields)) + " }\n")
            expected += want_dyn
            done += 1
    src = tmp_path / "lowered.cpp"
    src.write_text("#define __host__\n#define __device__\n#define __forceinline__ inline\n#include <cstdio>\n"
                   + lowered.source + "\nint main() {\n" + "".join(calls) + "  return 0;\n}\n")
    exe = tmp_path / "lowered"
    subprocess.run([CXX, "-std=c++17", "-O1", "-o", str(exe), str(src)], check=True, capture_output=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    assert [int(x) for x in out] == expected


PROVABLE = {n: CASES[n] for n in ("eval2d", "idx2crd")} | {
    "eval_static": case("cute.layout_eval", [("c", '!cute.coord<"?">'), ("l", '!cute.layout<"((2,4),3):((?,1),?)">')],
                        I)}


def test_index_functions_are_proven_and_compile_with_nvrtc():
    lowered = lower("".join(fn(n, a, o, r) for n, (a, o, r, _) in PROVABLE.items()))
    for name in ("eval2d", "eval_static"):
        assert lowered.functions[name].status == "proved"
        assert f"// @{name}: translation validation: proved" in lowered.source
    assert lowered.functions["idx2crd"] is None                 # not a layout_eval: tested, not proven
    assert "& 3u" in lowered.source and ">> 2" in lowered.source   # divui/remui by 4: shift and mask
    assert compile_cuda(lowered.source)[:4] == b"\x7fELF"


def test_an_unproven_index_function_is_refused_unless_unverified(monkeypatch):
    import solver.prove
    from solver.proof import Proof
    # The prover's answer is forced to "unknown": emission must stop, unless unverified output is asked for.
    monkeypatch.setattr(solver.prove, "prove_expression",
                        lambda *args, **kwargs: Proof("eval2d", "unknown", "z3", 0.0, reason="timeout"))
    text = fn("eval2d", *CASES["eval2d"][:3])
    with pytest.raises(CodegenError, match="translation validation unknown .*reason: timeout"):
        lower(text)
    assert "UNVERIFIED" in lower(text, verify=False).source


def test_errors_are_reported_with_the_dialect_diagnostic():
    with pytest.raises(CodegenError, match="cute.layout_eval"):
        lower(fn("bad", *case("cute.layout_eval", [("c", COORD2), ("l", '!cute.layout<"(4,?):(?,8)">')],
                              '!cute.int_tuple<"(?,?)">')[:3]))


def test_cli_lower(python, repo_env, tmp_path):
    (tmp_path / "m.mlir").write_text(fn("eval2d", *CASES["eval2d"][:3]))
    r = subprocess.run([python, "-m", "cute_sym.cli", "codegen", "lower", "m.mlir", "-o", "m.cu"],
                       capture_output=True, text=True, env=repo_env, cwd=tmp_path, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "// @eval2d: translation validation: proved" in (tmp_path / "m.cu").read_text()
