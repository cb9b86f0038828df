"""NVIDIA's normal forms (issue 11, item 5): the CuTe IR's inferred result types against
cute-sym's dialect inference, by category.

Each category of :data:`CATEGORIES` draws seeded cases ``(op, [operand types], {})``,
static and with ``?`` leaves, aimed at one form the issue names.  NVIDIA's answer is the
type its MLIR infers when the op is built (:func:`cute_dsl.infer`); ours is what
``cute_sym.dialect``'s op infers from the same operand types (:func:`ours`).  A case is

* ``same``: the same type text;
* ``form``: both give a type, and they differ (:func:`form_of` names how);
* ``we refuse`` / ``they refuse``: one side errs;
* ``both refuse`` / ``dsl crashed``.

``python tests/dsl/forms.py`` prints the table from the fixture ``fixtures/forms.json``;
``--record`` asks the DSL (the ``dsl`` extra) and rewrites the fixture; ``-v`` lists
every case that is not ``same``; ``--cute-sym PATH`` imports another checkout's cute_sym
(before/after counts, benchmarks/RESULTS.md).
"""
from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
if __name__ == "__main__" and "--cute-sym" in sys.argv:
    _i = sys.argv.index("--cute-sym")
    sys.path.insert(0, str(Path(sys.argv[_i + 1]).resolve()))
    del sys.argv[_i:_i + 2]
else:
    sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

from random_cases import Draw, _rank  # noqa: E402

FIXTURE = HERE / "fixtures" / "forms.json"
N = 40          # cases per category and per static / dynamic half


def _t(kind: str, text: str) -> str:
    return f'!cute.{kind}<"{text}">'


def _layout(d: Draw) -> str:
    return _t("layout", d.layout())


def _unit_modes(d: Draw) -> str:
    """A layout with size-1 modes of nonzero stride (CuTe keeps such strides)."""
    prof = d.profile(1)
    shape, stride = [], []
    for p in prof:
        if p is None:
            unit = d.rng.random() < 0.45
            shape.append("1" if unit else d.leaf([2, 3, 4, 8]))
            stride.append(d.leaf([1, 2, 3, 5, 7, 16]))
        else:
            shape.append("(" + ",".join("1" if d.rng.random() < 0.4 else d.leaf([2, 4]) for _ in p) + ")")
            stride.append("(" + ",".join(d.leaf([1, 3, 8, 9]) for _ in p) + ")")
    if len(prof) == 1:
        return _t("layout", f"{shape[0]}:{stride[0]}")
    return _t("layout", f"({','.join(shape)}):({','.join(stride)})")


def _swizzle(d: Draw) -> str:
    b, m = d.rng.choice([(1, 1), (2, 2), (2, 3), (3, 3), (3, 4), (1, 4)])
    return f"S<{b},{m},{d.rng.choice([2, 3, 4]) if b < 3 else 3}>"


def _row_major(d: Draw) -> str:
    rows, cols = d.rng.choice([2, 4, 8]), d.rng.choice([8, 16, 32, 64])
    if d.rng.random() < 0.3:
        return f"(({2},{rows // 2 if rows > 2 else 1}),{cols}):(({cols},{2 * cols}),1)"
    return f"({rows},{cols}):({cols},1)"


def _composed(d: Draw) -> str:
    return _t("composed_layout", f"{_swizzle(d)} o {d.rng.choice([0, 0, 0, 8, 16])} o {_row_major(d)}")


def _coord_for(d: Draw, layout_text: str) -> str:
    """A coordinate congruent to the shape, each integer inside its mode."""
    import re
    shape = layout_text[layout_text.index('"') + 1:layout_text.rindex('"')].split(" o ")[-1].split(":")[0]

    def leaf(m: re.Match) -> str:
        extent = int(m.group()) if m.group().isdigit() else 4
        pick = d.rng.choice(["_", "_", "i", "i", "?"] if d.p else ["_", "_", "i"])
        return str(d.rng.randrange(extent)) if pick == "i" else pick
    return _t("coord", re.sub(r"\?(\{[^}]*\})?|\d+", leaf, shape))


def _underscore_tiler(d: Draw, rank: int) -> str:
    n = d.rng.randint(1, max(1, rank))
    modes = ["_" if d.rng.random() < 0.5 else d.rarely_dynamic().layout(d.profile(0)) for _ in range(n)]
    if "_" not in modes:
        modes[d.rng.randrange(n)] = "_"
    return _t("tile", "[" + ";".join(modes) + "]")


def _divide_with_underscores(d: Draw) -> tuple:
    if d.rng.random() < 0.6:             # modes of two modes: what zip2_by splits under a '_'
        a = d.layout([[None, None] for _ in range(d.rng.choice([1, 2, 2, 3]))])
    else:
        a = d.layout()
    op = d.rng.choice(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
    return op, [_t("layout", a), _underscore_tiler(d, _rank(a))]


def _identity(d: Draw) -> tuple:
    if d.rng.random() < 0.4:
        return "make_identity_layout", [_t("shape", d.leaf([1, 2, 4, 8, 16]))]
    return "make_identity_layout", [_t("shape", d.fill(d.profile(), [1, 2, 4, 8]))]


def _unit(op: str) -> Callable[[Draw], tuple]:
    return lambda d: (op, [_unit_modes(d)])


def _size_one(d: Draw) -> tuple:
    op = d.rng.choice(["composition", "composition", "coalesce", "logical_divide", "zipped_divide", "complement",
                       "make_layout_like", "filter", "logical_product", "left_inverse", "right_inverse",
                       d.rng.choice(["zipped_product", "tiled_product", "blocked_product", "raked_product"])])
    if op == "composition":
        if d.rng.random() < 0.4:          # A with modes that coalesce: is A coalesced first?
            shape = [d.rng.choice([2, 4, 8]) for _ in range(d.rng.choice([2, 3]))]
            strides, w = [], 1
            for n in shape:
                strides.append(w)
                w *= n
            a = f"({','.join(map(str, shape))}):({','.join(map(str, strides))})"
            return op, [_t("layout", a), _unit_modes(d)]
        return op, [_layout(d), _unit_modes(d)] if d.rng.random() < 0.5 else [_unit_modes(d), _layout(d)]
    if op in ("logical_divide", "zipped_divide"):
        return op, [_unit_modes(d), _t("layout", d.rarely_dynamic().layout())]
    if op == "complement":
        return op, [_unit_modes(d), _t("shape", d.rng.choice(["64", "128", "?"]))]
    if op.endswith("_product"):
        import re
        return op, [re.sub(r"\?(\{[^}]*\})?", "2", _t("layout", d.rarely_dynamic().layout())), _unit_modes(d)]
    return op, [_unit_modes(d)]


def _dynamic_modes(d: Draw) -> tuple:
    op = d.rng.choice(["coalesce", "coalesce", "composition", "logical_divide", "make_layout_like", "filter",
                       "complement"])
    a = _t("layout", Draw(d.rng, max(d.p, 0.35)).layout())
    if op == "composition":
        return op, [a, _t("layout", d.rarely_dynamic().layout())]
    if op == "logical_divide":
        return op, [a, _t("layout", d.rarely_dynamic().layout())]
    if op == "complement":
        return op, [a, _t("shape", d.rng.choice(["256", "?"]))]
    return op, [a]


def _layout_like(d: Draw) -> tuple:
    if d.rng.random() < 0.7:
        return "make_layout_like", [_composed(d)]
    return "make_layout_like", [_layout(d)]


def _composed_slice(d: Draw) -> tuple:
    c = _composed(d)
    return "slice", [c, _coord_for(d, c)]


def _right_inverse(d: Draw) -> tuple:
    return "right_inverse", [_layout(d) if d.rng.random() < 0.6 else _unit_modes(d)]


def _left_inverse(d: Draw) -> tuple:
    return "left_inverse", [_layout(d) if d.rng.random() < 0.6 else _unit_modes(d)]


def _complement(d: Draw) -> tuple:
    a = d.layout()
    return "complement", [_t("layout", a), _t("shape", d.rng.choice(["16", "32", "64", "128", "(4,8)", "1", "2"]))]


def _composition(d: Draw) -> tuple:
    a = d.layout()
    return "composition", [_t("layout", a), _t("layout", d.rarely_dynamic().layout())]


#: category -> one case drawer; the first seven are the forms issue 11 names, the last
#: three the ops where NVIDIA's answer can be wrong.
CATEGORIES: dict[str, Callable[[Draw], tuple]] = {
    "size-1 modes": _size_one,
    "? modes": _dynamic_modes,
    "make_identity_layout": _identity,
    "make_layout_like": _layout_like,
    "composed slice": _composed_slice,
    "right_inverse": _right_inverse,
    "divide tilers with _": _divide_with_underscores,
    "left_inverse": _left_inverse,
    "complement": _complement,
    "composition": _composition,
}


def cases(category: str, n: int = N, seed: int = 11) -> list[list]:
    """``n`` static and ``n`` dynamic cases of a category: ``[op, [types], {}]``."""
    out = []
    for half, p in (("static", 0.0), ("dynamic", 0.35)):
        rng = random.Random(f"{category}:{half}:{seed}")
        d = Draw(rng, p)
        seen: set = set()
        while len([c for c in out if c[3] == half]) < n:
            op, args = CATEGORIES[category](d)
            key = json.dumps([op, args])
            if key in seen or ("?" in key) != (half == "dynamic"):
                continue
            seen.add(key)
            out.append([op, args, {}, half])
    return out


# --- ours ---------------------------------------------------------------------------

def ours(op: str, args: list) -> tuple[str, str]:
    """cute-sym's dialect inference: ``("type", text)`` or ``("error", message)``."""
    from xdsl.dialects.builtin import StringAttr
    from cute_sym.dialect import Cute
    from cute_sym.dialect.ops.base import OpFailure
    from cute_sym.dialect.types import TYPES, canonical_text, value_of_text
    from cute_sym.errors import CuteError
    ops = {o.name: o for o in Cute.operations}
    try:
        types = []
        for a in args:
            kind, text = a[len("!cute."):a.index("<")], a[a.index('"') + 1:a.rindex('"')]
            types.append(TYPES[kind](StringAttr(canonical_text(value_of_text(kind, text)))))
        return "type", str(ops[f"cute.{op}"].infer(types, {})[0])
    except OpFailure as e:
        return "error", e.message
    except CuteError as e:
        return "error", e.reason


# --- how two types differ -------------------------------------------------------------

def _value(t: str):
    from cute_sym.dialect.types import value_of_text
    return value_of_text(t[len("!cute."):t.index("<")], t[t.index('"') + 1:t.rindex('"')])


def _zero_where_unit(shape, stride):
    if isinstance(shape, tuple):
        return tuple(_zero_where_unit(s, d) for s, d in zip(shape, stride))
    return 0 if shape == 1 else stride


def _unit_strides_zeroed(x):
    from cute_sym import Layout
    return Layout(x.shape, _zero_where_unit(x.shape, x.stride))


def form_of(theirs: str, mine: str) -> str:
    """How two result types differ: the kind, size-1 strides, grouping of modes, else ``other``."""
    from cute_sym import Layout
    if theirs[:theirs.index("<")] != mine[:mine.index("<")]:
        return "kind"
    try:
        a, b = _value(theirs), _value(mine)
    except Exception:                       # noqa: BLE001  (an unreadable text: say so)
        return "unreadable"
    if isinstance(a, Layout) and isinstance(b, Layout):
        if a.shape == b.shape and _unit_strides_zeroed(a) == _unit_strides_zeroed(b):
            return "size-1 stride"
        from cute_sym import algebra
        try:
            if algebra.coalesce(a) == algebra.coalesce(b):
                return "grouping"
        except Exception:                   # noqa: BLE001
            pass
    return "other"


def outcome(nv: tuple[str, str], mine: tuple[str, str]) -> str:
    kind, text = nv
    if kind == "type" and "x:x" in text:          # the DSL's invalid layout: its refusal
        kind = "error"
    if kind == "crash":
        return "dsl crashed"
    if kind == "type":
        if mine == nv:
            return "same"
        return "we refuse" if mine[0] == "error" else "form"
    return "both refuse" if mine[0] == "error" else "they refuse"


# --- where NVIDIA's answer is wrong ------------------------------------------------------

#: docs/dialect.md, "Where NVIDIA's answer is wrong": ``(op, operand types, the paper's
#: condition our error names)``; ``fixtures/nvidia_wrong.json`` holds NVIDIA's answers.
WRONG = [
    ("composition", ['!cute.layout<"(4,6,8):(2,3,5)">', '!cute.layout<"6:3">'], "eq. 9"),
    ("composition", ['!cute.layout<"(4,(8),(8)):(16,(1),(16))">', '!cute.layout<"(16,3,3):(1,8,1)">'], "eq. 11-12"),
    ("left_inverse", ['!cute.layout<"(2,4):(3,1)">'], "injective"),
    ("left_inverse", ['!cute.layout<"((2,4),(3,5)):((4,1),(2,8))">'], "injective"),
    ("complement", ['!cute.layout<"(2,2):(8,8)">', '!cute.shape<"128">'], "eq. 16"),
    ("complement", ['!cute.layout<"(4,6):(2,1)">', '!cute.shape<"16">'], "eq. 16"),
    ("make_layout_like", ['!cute.layout<"(8,8):(3,3)">'], None),      # None: ours is another, compact type
]
WRONG_FIXTURE = HERE / "fixtures" / "nvidia_wrong.json"
EVALUATED = ("composition", "left_inverse", "complement", "make_layout_like")   # judged by wrong_by_evaluation


def _collision(layout) -> "tuple[int, int] | None":
    """Two indices the layout maps to one offset (it is not injective), if any."""
    seen: dict = {}
    for k in range(layout.size()):
        v = layout(k)
        if v in seen:
            return seen[v], k
        seen[v] = k
    return None


def wrong_by_evaluation(op: str, args: list, theirs: str) -> "str | None":
    """Why NVIDIA's static result ``theirs`` is not the op's answer, found by evaluating
    layouts at integers (independent of the algebra); ``None`` when no reason is found."""
    vals = [_value(a) for a in args]
    text = theirs[theirs.index('"') + 1:theirs.rindex('"')]
    if op == "complement":
        import re
        a, _cot = vals
        if re.search(r"[(,]0[,)]|^0:", text.split(":")[0] + ":"):
            hit = _collision(a)
            return (f"{text} has a size-0 mode (it maps no index)"
                    + (f"; L({hit[0]}) = L({hit[1]}) = {a(hit[0])}: L is not injective, so no (L, L*) is "
                       f"(eq. 16)" if hit else ""))
        return None
    if op == "make_layout_like":
        return _not_compact(vals[0], text)
    r = _value(theirs)
    if op == "composition":
        a, b = vals
        want = [a(b(k)) for k in range(b.size())]
        got = [r(k) for k in range(r.size())]
        if got != want:
            k = next((k for k, (x, y) in enumerate(zip(got, want)) if x != y), min(len(got), len(want)))
            return (f"A(B({k})) = {want[k] if k < len(want) else 'none'} but {text} gives "
                    f"{got[k] if k < len(got) else 'none'} (sizes {len(want)} and {len(got)})")
        return None
    if op == "left_inverse":
        (a,) = vals
        hit = _collision(a)
        if hit is None:
            return None
        i, j = hit
        for k in range(a.size()):
            back = r(a(k))
            if not 0 <= back < a.size() or a(back) != a(k):
                return (f"L({i}) = L({j}) = {a(i)}: L is not injective, so no L† exists; and "
                        f"L(R(L({k}))) = L(R({a(k)})) = L({back}) = {a(back)} ≠ {a(k)}" if 0 <= back < a.size() else
                        f"L({i}) = L({j}) = {a(i)}: L is not injective, so no L† exists; and R(L({k})) = {back} "
                        f"lies outside Z_{a.size()}")
        return f"L({i}) = L({j}) = {a(i)}: L is not injective, so no L† with L†(L(k)) = k exists"
    return None


def _not_compact(src, text: str) -> "str | None":
    """``make_layout_like`` promises a compact layout (its stride-0 modes aside): NVIDIA's ``text``
    gives two modes of ``src``'s tied strides one stride -- two coordinates, one offset (for a
    dynamic extent, at every value but 1)."""
    theirs = _value(f'!cute.layout<"{text}">')
    shapes, strides = list(flat_leaves(src.shape)), list(flat_leaves(theirs.stride))
    live = [(k, n, d) for k, (n, d) in enumerate(zip(shapes, strides)) if d != 0 and n != 1]
    for i, (k, n, d) in enumerate(live):
        for k2, n2, d2 in live[i + 1:]:
            if d == d2:
                return (f"{text} is not compact: its modes {k} and {k2} (extents {n}, {n2}) have the one "
                        f"stride {d}, so the coordinates 1 in either map to {d}" +
                        ("" if isinstance(n, int) and isinstance(n2, int) else " (for extents of at least 2)"))
    return None


def flat_leaves(t) -> list:
    return [x for y in t for x in flat_leaves(y)] if isinstance(t, tuple) else [t]


def record_wrong() -> list:
    from cute_dsl import infer
    answers = infer([(op, args, {}) for op, args, _c in WRONG])
    return [[op, args, kind, text] for (op, args, _c), (kind, text) in zip(WRONG, answers)]


def record() -> dict:
    from cute_dsl import infer
    out = {}
    for cat in CATEGORIES:
        cs = cases(cat)
        answers = infer([(op, args, attrs) for op, args, attrs, _h in cs])
        out[cat] = [[op, args, half, kind, text] for (op, args, _a, half), (kind, text) in zip(cs, answers)]
    return out


def load() -> dict:
    return json.loads(FIXTURE.read_text())


COLUMNS = ["cases", "same", "form", "we refuse", "they refuse", "both refuse", "dsl crashed"]


def table(data: dict, verbose: bool = False) -> dict[str, Counter]:
    out = {}
    for cat, rows in data.items():
        c: Counter = Counter()
        for op, args, half, kind, text in rows:
            mine = ours(op, args)
            o = outcome((kind, text), mine)
            c["cases"] += 1
            c[o] += 1
            if o == "form":
                c[f"form: {form_of(text, mine[1])}"] += 1
            if verbose and o not in ("same", "both refuse"):
                print(f"[{cat}] {o}: {op}({', '.join(args)})\n    NVIDIA: {text}\n    ours:   {mine[1]}")
        out[cat] = c
    return out


def main(argv: list[str]) -> None:
    if "--record" in argv:
        data = record()
        FIXTURE.write_text(json.dumps(data, indent=0) + "\n")
        WRONG_FIXTURE.write_text(json.dumps(record_wrong(), indent=0) + "\n")
        print("recorded", FIXTURE, WRONG_FIXTURE)
    result = table(load(), "-v" in argv)
    print(f"{'category':22}" + "".join(f"{c:>12}" for c in COLUMNS) + "   forms")
    total: Counter = Counter()
    for cat, c in result.items():
        total += c
        forms = ", ".join(f"{k[6:]} {v}" for k, v in sorted(c.items()) if k.startswith("form: "))
        print(f"{cat:22}" + "".join(f"{c[k]:>12}" for k in COLUMNS) + f"   {forms}")
    print(f"{'total':22}" + "".join(f"{total[k]:>12}" for k in COLUMNS))


if __name__ == "__main__":
    main(sys.argv[1:])
