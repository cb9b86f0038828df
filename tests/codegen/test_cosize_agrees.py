"""One cosize for negative strides (issue 18): the static value, ``codegen lower`` of
``cute.cosize`` compiled by the host compiler, and the solver agree on
``1 + sum (s-1)*|d|`` (CuTe's coshape; the DSL prints 11 for (4,8):(1,?) at ? = -1)."""
import shutil
import subprocess

import pytest

from cute_sym import parse
from codegen.lower import lower

CXX = shutil.which("g++") or shutil.which("c++")

MODULE = """
func.func @csz(%l: !cute.layout<"(4,(2,8)):(?,(5,?))">) -> !cute.int_tuple<"?"> {
  %r = cute.cosize(%l) : (!cute.layout<"(4,(2,8)):(?,(5,?))">) -> !cute.int_tuple<"?">
  func.return %r : !cute.int_tuple<"?">
}
"""
STRIDES = [(1, -1), (-3, 2), (0, 0), (-1, -7), (6, 4)]


def expected(d0: int, d1: int) -> int:
    return 1 + 3 * abs(d0) + 1 * 5 + 7 * abs(d1)


@pytest.mark.parametrize("d0, d1", STRIDES)
def test_the_static_cosize_takes_each_stride_by_magnitude(d0, d1):
    assert parse(f"(4,(2,8)):({d0},(5,{d1}))").cosize() == expected(d0, d1)


@pytest.mark.skipif(CXX is None, reason="no host C++ compiler")
def test_the_lowered_cosize_agrees_with_the_static_one(tmp_path):
    low = lower(MODULE)
    assert low.functions["csz"].status == "proved"
    calls = "".join(f'  std::printf("%d\\n", csz(cute_layout_0{{{d0}, {d1}}}).d0);\n' for d0, d1 in STRIDES)
    source = tmp_path / "csz.cpp"
    source.write_text("#define __host__\n#define __device__\n#include <cstdio>\n" + low.source
                      + "int main() {\n" + calls + "  return 0;\n}\n")
    exe = tmp_path / "csz"
    subprocess.run([CXX, "-std=c++17", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o", str(exe),
                    str(source)], check=True, capture_output=True, text=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    assert [int(x) for x in out] == [expected(d0, d1) for d0, d1 in STRIDES]
