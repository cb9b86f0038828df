"""``--cute-fold-static`` against an independent computation.

Random static layouts go through ``cute-opt --cute-fold-static``; the folded
``cute.static`` is checked by brute force over the layout's
domain (paper eq. 1-3: a coordinate's index is ``sum c_i * d_i``; ``R = A o B`` is
``R(i) = A(B(i))``; ``coalesce`` keeps the function), not by the function the verifier
calls.  An op ``cute_sym`` rejects must be a diagnostic with its reason.
"""
from __future__ import annotations

import io
import re
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from math import prod
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cute_sym import algebra
from cute_sym.dialect.opt import main
from cute_sym.dialect.types import cute_type
from cute_sym.errors import CuteError
from cute_sym.kinds import Coord
from cute_sym.layout import Layout
from cute_sym.syntax import parse
from cute_sym.tuples import leaves


def fold(signature: str, body: str, result: str) -> tuple[int, str, str]:
    """``cute-opt --cute-fold-static`` on ``func @f(signature) -> result { %r = body }``."""
    text = f"func.func @f() -> {result} {{\n{signature}  %r = {body}\n  func.return %r : {result}\n}}\n"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    out, err = io.StringIO(), io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(err):
            rc = main([f.name, "--cute-fold-static"])
    finally:
        Path(f.name).unlink()
    return rc, out.getvalue(), err.getvalue()


def folded(out: str):
    """The value returned after folding: the type of the ``cute.static`` that ``func.return`` returns."""
    (returned,) = re.findall(r"func\.return (%\w+)", out)
    ((kind, text),) = re.findall(rf'{returned} = cute\.static : !cute\.(\w+)<"([^"]*)">', out)
    assert kind != "" and "cute.size" not in out and "cute.composition" not in out, out
    value = parse(text)
    return value.value if kind == "int_tuple" else value


def flat(x) -> tuple:
    return tuple(leaves(x))


def static(name: str, value) -> str:
    return f"  %{name} = cute.static : {cute_type(value)}\n"


def index(layout: Layout, i: int) -> int:
    """``L(i)`` by eq. 1-3 on the flat modes: the colexicographic coordinate (the last mode not
    reduced, so ``i`` past the size follows the last stride), dotted with the strides."""
    shape, stride = flat(layout.shape), flat(layout.stride)
    total = 0
    for k, (s, d) in enumerate(zip(shape, stride)):
        total += (i if k == len(shape) - 1 else i % s) * d
        i //= s
    return total


MODE = st.tuples(st.integers(1, 4), st.integers(0, 9))


@st.composite
def layouts(draw, max_modes: int = 3) -> Layout:
    modes = draw(st.lists(MODE, min_size=1, max_size=max_modes))
    if len(modes) > 1 and draw(st.booleans()):          # one nested mode
        shape = (tuple(s for s, _ in modes[:2]),) + tuple(s for s, _ in modes[2:])
        stride = (tuple(d for _, d in modes[:2]),) + tuple(d for _, d in modes[2:])
    else:
        shape, stride = tuple(s for s, _ in modes), tuple(d for _, d in modes)
    return Layout(shape, stride)


def folds_to(signature: str, body: str, result: str):
    rc, out, err = fold(signature, body, result)
    assert rc == 0, err
    return folded(out)


@settings(max_examples=25, deadline=None)
@given(layout=layouts(), data=st.data())
def test_size_cosize_layout_eval(layout: Layout, data) -> None:
    """``size`` counts the domain, ``cosize`` is ``1 + max L(i)``, ``layout_eval`` is eq. 1-3."""
    n = prod(flat(layout.shape))
    t, decl = cute_type(layout), static("l", layout)
    size = f'!cute.int_tuple<"{n}">'
    assert folds_to(decl, f"cute.size (%l) : ({t}) -> {size}", size) == n
    cosize = f'!cute.int_tuple<"{max(index(layout, k) for k in range(n)) + 1}">'
    assert folds_to(decl, f"cute.cosize (%l) : ({t}) -> {cosize}", cosize) == max(index(layout, k) for k in range(n)) + 1
    i = data.draw(st.integers(0, n - 1))
    c, value = Coord(i), f'!cute.int_tuple<"{index(layout, i)}">'
    assert folds_to(decl + static("c", c), f"cute.layout_eval(%c, %l) : ({cute_type(c)}, {t}) -> {value}",
                    value) == index(layout, i)


@settings(max_examples=30, deadline=None)
@given(a=layouts(), b=layouts(max_modes=2))
def test_composition_is_pointwise(a: Layout, b: Layout) -> None:
    """``A o B`` folds to a layout ``R`` with ``R(i) = A(B(i))`` on ``[0, size(B))``; where
    ``cute_sym`` rejects it, cute-opt reports the same reason at the op (as the error, or as
    the note under NVIDIA's words for it: docs/dialect.md, "Diagnostics in NVIDIA's words")."""
    decl, types = static("a", a) + static("b", b), f"({cute_type(a)}, {cute_type(b)})"
    try:
        t = str(cute_type(algebra.composition(a, b)))
    except CuteError as e:
        rc, _, err = fold(decl, f"cute.composition(%a, %b) : {types} -> {cute_type(a)}", str(cute_type(a)))
        ours = (f"error: 'cute.composition' op {e.reason}", f"note: {e.reason}")
        assert rc == 1 and "error: 'cute.composition' op" in err and any(x in err for x in ours), err
        return
    r = folds_to(decl, f"cute.composition(%a, %b) : {types} -> {t}", t)
    n = prod(flat(b.shape))
    assert prod(flat(r.shape)) == n
    assert [index(r, i) for i in range(n)] == [index(a, index(b, i)) for i in range(n)]


@settings(max_examples=20, deadline=None)
@given(layout=layouts())
def test_coalesce_keeps_the_function(layout: Layout) -> None:
    """``coalesce`` folds to a layout of the same size and values, of depth at most 1."""
    t = str(cute_type(algebra.coalesce(layout)))
    r = folds_to(static("l", layout), f"cute.coalesce(%l) : ({cute_type(layout)}) -> {t}", t)
    n = prod(flat(layout.shape))
    assert prod(flat(r.shape)) == n
    assert [index(r, i) for i in range(n)] == [index(layout, i) for i in range(n)]
