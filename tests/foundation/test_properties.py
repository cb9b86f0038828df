"""Properties (hypothesis): print∘parse is the identity on random values of every
kind; idx2crd and crd2idx are inverse on in-bounds coordinates (paper §4.2.2)."""
import itertools

from hypothesis import given, settings, strategies as st

from cute_sym import (ComposedLayout, Coord, Dyn, E, IntTuple, Layout, Shape, Stride, Swizzle, Tile,
                      _, crd2idx, idx2crd, increment_coord, parse)
from cute_sym.syntax import PARSERS
from cute_sym.tuples import flatten, product, transform_leaves

settings.register_profile("foundation", max_examples=150, deadline=None)
settings.load_profile("foundation")

dyn = st.sampled_from([Dyn(32), Dyn(64)])
ints = st.integers(-40, 200)
positive = st.integers(1, 6)
modes = st.lists(st.integers(0, 3), min_size=1, max_size=3).map(tuple)
basis = st.builds(E, st.one_of(ints, dyn), modes)


def htuples(leaf, max_leaves=8):
    return st.recursive(leaf, lambda kids: st.lists(kids, max_size=4).map(tuple), max_leaves=max_leaves)


def nested(leaf, max_leaves=6):
    """Like ``htuples`` but every tuple is non-empty (shapes of layouts)."""
    return st.recursive(leaf, lambda kids: st.lists(kids, min_size=1, max_size=3).map(tuple),
                        max_leaves=max_leaves)


int_tuples = htuples(st.one_of(ints, dyn)).map(IntTuple)
shapes = htuples(st.one_of(st.integers(0, 64), dyn)).map(Shape)
strides = htuples(st.one_of(ints, dyn, basis)).map(Stride)
coords = htuples(st.one_of(ints, dyn, st.just(_))).map(Coord)

# layout strides: integers and '?', or scaled bases (from non-conflicting paths) and 0
BASIS_PATHS = [(0,), (1,), (2, 0), (2, 1), (3,)]
integer_stride_leaf = st.one_of(ints, dyn)
basis_stride_leaf = st.one_of(st.just(0), st.builds(E, st.one_of(positive, dyn), st.sampled_from(BASIS_PATHS)))


@st.composite
def layouts(draw, stride_leaf=None, shape_leaf=st.one_of(positive, dyn)):
    shape = draw(nested(shape_leaf))
    leaf = stride_leaf if stride_leaf is not None else draw(st.sampled_from(
        [integer_stride_leaf, basis_stride_leaf]))
    return Layout(shape, transform_leaves(lambda _s: draw(leaf), shape))


@st.composite
def swizzles(draw):
    b = draw(st.integers(0, 4))
    shift = draw(st.integers(b, 8)) * draw(st.sampled_from([1, -1]))
    return Swizzle(b, draw(st.integers(0, 6)), shift)


@st.composite
def composed_layouts(draw):
    case = draw(st.sampled_from(["swizzle", "layout", "basis"]))
    scalar_offset = st.one_of(st.integers(0, 64), dyn)
    if case == "swizzle":
        return ComposedLayout(draw(swizzles()), draw(scalar_offset), draw(layouts(integer_stride_leaf)))
    if case == "layout":
        return ComposedLayout(draw(layouts()), draw(scalar_offset), draw(layouts(integer_stride_leaf)))
    # a basis B (its result a tuple of rank <= r), a tuple offset of rank r, an A of rank r
    r = draw(st.integers(1, 3))
    leaf = st.builds(E, positive, st.sampled_from([(k,) for k in range(r)]))
    outer = draw(layouts(leaf))
    offset = tuple(draw(st.lists(st.integers(0, 9), min_size=r, max_size=r)))
    inner = Layout(tuple(draw(st.lists(nested(positive, 3), min_size=r, max_size=r))))
    return ComposedLayout(inner, offset, outer)


tile_leaf = st.one_of(layouts(), st.just(_))
tiles = st.recursive(tile_leaf, lambda kids: st.lists(kids, min_size=1, max_size=3).map(tuple),
                     max_leaves=5).map(Tile)

KINDS = {
    "int_tuple": int_tuples, "shape": shapes, "stride": strides, "coord": coords,
    "layout": layouts(), "composed_layout": composed_layouts(), "swizzle": swizzles(), "tile": tiles,
}


def _round_trip(kind, value):
    text = str(value)
    again = PARSERS[kind](text)
    assert again == value and str(again) == text
    return text


@given(st.sampled_from(sorted(KINDS)).flatmap(lambda k: st.tuples(st.just(k), KINDS[k])))
def test_print_parse_identity_on_every_kind(kind_value):
    kind, value = kind_value
    text = _round_trip(kind, value)
    if kind in ("layout", "composed_layout", "swizzle") or (kind == "tile" and text.startswith("[")):
        assert parse(text) == value            # the generic parser picks the kind from the text


@given(layouts(), st.data())
def test_layout_round_trip_with_blanks(layout, data):
    spaced = str(layout).replace(",", data.draw(st.sampled_from([",", ", ", " , "])))
    assert PARSERS["layout"](spaced) == layout


static_shapes = nested(st.integers(1, 5), max_leaves=5)


@given(static_shapes, st.data())
def test_crd2idx_inverts_idx2crd_in_bounds(shape, data):
    i = data.draw(st.integers(0, product(shape) - 1))
    c = idx2crd(i, shape)
    assert crd2idx(c, shape) == i
    flat = flatten(c) if isinstance(c, tuple) else (c,)
    assert all(0 <= x < s for x, s in zip(flat, flatten(shape) if isinstance(shape, tuple) else (shape,)))


@given(static_shapes, st.data())
def test_idx2crd_inverts_crd2idx_on_natural_coordinates(shape, data):
    c = transform_leaves(lambda s: data.draw(st.integers(0, s - 1)), shape)
    i = crd2idx(c, shape)
    assert 0 <= i < product(shape)
    assert idx2crd(i, shape) == c


@given(static_shapes, st.integers(0, 10_000))
def test_crd2idx_inverts_idx2crd_out_of_bounds_too(shape, i):
    # paper §4.2.3: idx2crd is defined on all of Z; only the last mode exceeds its extent
    assert crd2idx(idx2crd(i, shape), shape) == i


@given(static_shapes)
def test_idx2crd_is_a_colex_bijection(shape):
    n = product(shape)
    crds = [idx2crd(i, shape) for i in range(n)]
    assert len(set(crds)) == n
    for i in range(n - 1):
        assert increment_coord(crds[i], shape) == crds[i + 1]


@given(layouts(st.integers(-9, 9), st.integers(1, 4)))
def test_layout_is_the_inner_product_of_the_natural_coordinate(layout):
    sizes = flatten(layout.shape) if isinstance(layout.shape, tuple) else (layout.shape,)
    d = flatten(layout.stride) if isinstance(layout.stride, tuple) else (layout.stride,)
    naturals = [tuple(reversed(c)) for c in itertools.product(*[range(s) for s in reversed(sizes)])]
    assert [layout(i) for i in range(layout.size())] == [sum(a * b for a, b in zip(c, d)) for c in naturals]
