"""The emitted C functions, compiled by the host C++ compiler, agree with cute_sym's
evaluation on every coordinate of small cases (the C text itself, not the Expr tree)."""
import shutil
import subprocess

import pytest

from cute_sym import ComposedLayout, Layout, parse, parse_composed_layout, sym
from cute_sym.tuples import product
from codegen.cexpr import FLOOR_HELPERS
from codegen.emit import emit_index, name_leaves

CXX = shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")
pytestmark = pytest.mark.skipif(CXX is None, reason="no host C++ compiler")

HARNESS = """#define __host__
#define __device__
#define __forceinline__ inline
#include <cstdio>
{functions}
int main() {{
{body}  return 0;
}}
"""

M, N = sym("M"), sym("N")
CASES = [  # (layout, parameter values or None)
    (parse("(8,(3,5)):(1,(57,8))"), None),
    (parse("(2,3,2):(42,1,128)"), None),
    (parse("((2,2),(4,2)):((1,8),(2,16))"), None),
    (parse("(4,8):(-1,4)"), None),
    (parse("(3,(2,5)):(7,(-3,11))"), None),
    (parse_composed_layout("S<3,4,3> o 0 o (8,64):(64,1)"), None),
    (parse_composed_layout("S<2,1,-3> o 5 o (4,8):(8,1)"), None),
    (parse_composed_layout("(6,2):(1,3) o 1 o (2,3):(2,1)"), None),
    (parse_composed_layout("(6,2):(1,3) o -3 o (2,3):(4,1)"), None),      # negative: floor helpers
    (Layout((M, N), (N, 1)), {"M": 6, "N": 5}),
    (Layout((M, (4, N)), (1, (M, 4 * M))), {"M": 3, "N": 2}),
    (parse("(?,(2,?)):(?,(1,12))"), {"_q0": 3, "_q1": 4, "_q2": -7}),   # unnamed: g<k>_q0, ...
    (parse_composed_layout("(6,2):(1,3) o ? o (2,3):(4,1)"), {"_q0": -5}),  # floor helpers
]


def _concrete(layout, values, name):
    """The layout with its symbols replaced by ``values`` (for reference evaluation)."""
    if values is None:
        return layout
    from cute_sym.tuples import Dyn, transform_leaves
    named = name_leaves(layout, name)
    sub = lambda x: int(x.expr.subs({s: values[str(s)] for s in x.expr.free_symbols})) if isinstance(x, Dyn) else x
    if isinstance(named, ComposedLayout):
        return ComposedLayout(named.inner, transform_leaves(sub, named.offset), named.outer)
    return Layout(transform_leaves(sub, named.shape), transform_leaves(sub, named.stride))


def test_compiled_index_functions_match(tmp_path):
    functions, body, expected = [], [], []
    for k, (layout, values) in enumerate(CASES):
        name = f"g{k}"
        if values is not None:
            values = {(name + key if key.startswith("_") else key): v for key, v in values.items()}
        f = emit_index(layout, name=name, verify=values is None)
        functions.append(f.c_function())
        concrete = _concrete(layout, values, name)
        args = [str(values[p.name]) for p in f.params] if values else []
        n = product(concrete.shape)
        call = f"{name}(i{''.join(', ' + a for a in args)})"
        body.append(f"  for (long long i = 0; i < {n}; ++i) std::printf(\"%lld\\n\", (long long){call});\n")
        expected += [concrete(i) for i in range(n)]
    source = tmp_path / "harness.cpp"
    source.write_text(HARNESS.format(functions="".join(functions), body="".join(body))
                      .replace("#include <cstdio>\n", "#include <cstdio>\n" + FLOOR_HELPERS))
    exe = tmp_path / "harness"
    subprocess.run([CXX, "-std=c++17", "-O1", "-Wall", "-Werror", "-o", str(exe), str(source)], check=True,
                   capture_output=True, text=True)
    assert "cute_floordiv<long long>(" in source.read_text()
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    assert [int(x) for x in out] == expected
