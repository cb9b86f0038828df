"""Word-wrapped interior tiles (``TiledPlan.src_words``, :mod:`codegen.kernels.words`): bf16
transposes of odd shapes read src in 4-byte words as they lie.  The whole C text runs on the host
(g++, AddressSanitizer, one std::thread per CUDA thread) against the transpose computed in Python,
for odd rows, odd src pointers and dst pointers off a sector; the enumeration catches a broken
shared-memory layout; the planner picks the path for 2-byte odd transposes only."""
import dataclasses
import shutil
import subprocess

import pytest

from codegen.errors import CodegenError
from codegen.kernels import planner
from codegen.kernels import words as words_mod
from codegen.kernels.copy import copy_kernel
from codegen.kernels.tiles import TiledPlan
from codegen.kernels import words8 as words8_mod
from codegen.kernels.words import Words, check_words, words_geometry
from codegen.kernels.words8 import check_words8, words8_geometry
from codegen.nvrtc import compile_cuda
from cute_sym import parse
from solver.symbols import instantiate

from test_tiled_copy import HOST, check, expected, kernel

CASES = [  # src, dst, values, src offset (elements), dst offset
    ("(301,195):(195,1)", "(301,195):(1,301)", {}, 0, 0),
    ("(301,195):(195,1)", "(301,195):(1,301)", {}, 1, 3),
    ("(300,260):(260,1)", "(300,260):(1,300)", {}, 1, 0),          # even rows, odd pointer
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 275, "N": 257}, 0, 5),
]
WIDE_CASES = CASES + [  # 8-byte words: every row alignment mod 4 (d_q mod 4 = 3, 0, 1, 2; src + 0 .. 3 elements)
    ("(301,195):(195,1)", "(301,195):(1,301)", {}, 2, 1),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 270, "N": 262}, 3, 0),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 211, "N": 390}, 1, 2),
]
TILE_CASES = [  # the planner's 8-byte tile (64, 256) x 512
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 150, "N": 390}, 2, 3),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 147, "N": 263}, 3, 0),
    ("(150,301):(301,1)", "(150,301):(1,150)", {}, 1, 1),
]


def test_planner_words_for_bf16_odd_transposes_only():
    k = kernel("(301,195):(195,1)", "(301,195):(1,301)", "bfloat16")
    assert k.plan.worded and k.plan.tile == (64, 128) and "4-byte words as they lie" in k.source
    assert "word-wrapped interior tiles: proved by exhaustive enumeration" in k.source
    sym = kernel("(M,N):(N,1)", "(M,N):(1,M)", "bfloat16")
    assert sym.plan.worded and sym.plan.vector is None            # aligned launches: a kernel of their own
    assert sym.plan.word_bytes == 8 and sym.plan.tile == (64, 256) and "8-byte words as they lie" in sym.source
    assert k.plan.word_bytes == 4                                 # 195 columns: too few for the 8-byte tile
    assert sym.aligned is not None and sym.aligned.plan.vector is not None
    assert not kernel("(301,195):(195,1)", "(301,195):(1,301)", "float").plan.worded
    aligned = copy_kernel(parse("(1024,1024):(1024,1)"), parse("(1024,1024):(1,1024)"), "bfloat16")
    assert not getattr(aligned.plan, "worded", False)


def test_enumeration_refuses_a_layout_without_the_skew(monkeypatch):
    g = words_geometry(64, 128, 16, 256)
    assert g is not None and check_words(g).status == "proved"
    monkeypatch.setattr(Words, "row_word", lambda self, e: e * self.pitch)     # rows 32 apart share banks
    with pytest.raises(CodegenError, match="bank conflict"):
        check_words(g)
    assert words_geometry(64, 96, 16, 256) is None and words_geometry(64, 128, 16, 64) is None


def test_words8_enumeration_refuses_unswizzled_rows(monkeypatch):
    """The 8-byte word layout proves by enumeration; without the XOR of a row's words the store phase's
    32 rows (one parity) share 16 banks, and a tile whose rows change alignment is not split."""
    g = words8_geometry(64, 256, 16, 512)
    assert g is not None and check_words8(g).status == "proved"
    monkeypatch.setattr(words8_mod, "_x", lambda e: 0)
    with pytest.raises(CodegenError, match="bank conflict"):
        check_words8(g)
    assert words8_geometry(64, 256, 16, 128) is None and words8_geometry(64, 192, 16, 256) is None


@pytest.mark.skipif(shutil.which("g++") is None, reason="no host C++ compiler")
@pytest.mark.parametrize("mode", ["plain", "cp.async", "8-byte words", "8-byte words, the planner's tile"])
def test_word_wrapped_sources_run_on_the_host(tmp_path, monkeypatch, mode):
    monkeypatch.setattr(words_mod, "ASYNC", mode == "cp.async")
    monkeypatch.setattr(planner, "WORDS_WIDE", mode.startswith("8-byte"))
    if mode == "8-byte words":                                   # the small cases over (64, 128) x 256
        monkeypatch.setattr(planner, "WORDS_WIDE_TILE", (64, 128, 256, 4))
    cases = {"8-byte words": WIDE_CASES, "8-byte words, the planner's tile": TILE_CASES}.get(mode, CASES)
    parts, calls, want = [HOST], [], []
    for n, (s, d, values, shift, dshift) in enumerate(cases):
        k = kernel.__wrapped__(s, d, "bfloat16")     # the cache holds the planner's defaults
        assert k.plan.worded and ("cute_cp4(" in k.source) == (mode == "cp.async")
        assert (k.plan.word_bytes == 8) == mode.startswith("8-byte")
        parts.append(f"#define cute_copy k{n}\nnamespace n{n} {{\nalignas(16) unsigned char cute_smem[{k.smem_bytes}];\n"
                     f"{k.source}}}\n#undef cute_copy\n")
        S, D = (instantiate(x, values) if values else x for x in (k.src, k.dst))
        src = [(7 * n + 13 * i + 1) % 65521 + 1 for i in range(S.cosize())]
        want += [0] * dshift + expected(S, D, src, [0] * D.cosize())
        spec = k.launch_spec(values)
        args = "".join(f", {a}LL" for a in spec.args)
        calls.append(f"""  {{ static unsigned short* src = new unsigned short[{len(src) + shift}];
    static const unsigned short init[] = {{{', '.join(map(str, [0] * shift + src))}}};
    std::memcpy(src, init, sizeof(init));
    static unsigned short* dst = new unsigned short[{D.cosize() + dshift}]();
    launch({spec.blocks}, {max(1, spec.blocks_y - 1)}, {spec.threads}, [] {{ n{n}::k{n}(src + {shift}, dst + {dshift}{args}); }});
    for (int i = 0; i < {D.cosize() + dshift}; ++i) std::printf("%u\\n", (unsigned)dst[i]); }}
""")
    source = tmp_path / "words.cpp"
    source.write_text("".join(parts) + "int main() {\n" + "".join(calls) + "  return 0;\n}\n")
    exe = tmp_path / "words"
    subprocess.run(["g++", "-std=c++20", "-O1", "-w", "-pthread", "-fno-strict-aliasing", "-fsanitize=address",
                    "-o", str(exe), str(source)], check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    assert [int(x) for x in out] == want


@pytest.mark.parametrize("src,dst,values,dst_base,src_base", [
    ("(331,197):(197,1)", "(331,197):(1,331)", {}, 0, 0),
    ("(331,197):(197,1)", "(331,197):(1,331)", {}, 3, 1),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 211, "N": 293}, 5, 1),
    ("(2,161,131):(21091,131,1)", "(2,161,131):(161,1,322)", {}, 1, 0),       # rank 3: x.permute(2,0,1)
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 150, "N": 390}, 3, 2),                # 8-byte words (d_q mod 4 = 2)
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 147, "N": 263}, 0, 3),                # (d_q mod 4 = 3)
    ("(150,301):(301,1)", "(150,301):(1,150)", {}, 1, 1),                      # static, 8-byte words
])
def test_word_wrapped_tiles_simulated(src, dst, values, dst_base, src_base):
    """The emitted expressions of a word-wrapped kernel run as its C runs them (codegen_sim): every
    element lands once, every word load and pair store 4-byte aligned, no shared slot read unwritten."""
    k = kernel(src, dst, "bfloat16")
    assert k.plan.worded
    assert "h" in check(k, values, dst_base=dst_base, src_base=src_base)


@pytest.mark.parametrize("src,dst", [("(16383,16383):(16383,1)", "(16383,16383):(1,16383)"),
                                     ("(M,N):(N,1)", "(M,N):(1,M)")])
def test_cp_async_word_loads(monkeypatch, src, dst):
    """``words.ASYNC``: the same words go by cp.async (no register array), the rest of the text as
    without it; NVRTC compiles it (LDGSTS), and the proofs are the same."""
    monkeypatch.setattr(planner, "WORDS_WIDE", False)          # cp.async moves the 4-byte words
    plain = copy_kernel(parse(src), parse(dst), "bfloat16", verify=False)
    monkeypatch.setattr(words_mod, "ASYNC", True)
    k = copy_kernel(parse(src), parse(dst), "bfloat16", verify=False)
    assert "cute_cp4(cute_sr + " in k.source and "cute_cp_wait();" in k.source and "unsigned int x[" not in k.source
    assert "cp.async.ca.shared.global" in k.source and "by cp.async, global to shared" in k.source
    assert "cp.async" not in plain.source and "unsigned int x[" in plain.source
    assert b"cp.async" in compile_cuda(k.source, ptx=True, name="async.cu")
