"""Is the DSL's declared value the one cute-sym derives?  Values of one kind compared as
what they mean: a layout as the function ``Z_n -> Z`` it is (paper §4.4; two texts of one
function are the same value), a swizzle as the bit function it is (every ``S<0,m,s>`` the
identity), a tuple leaf by leaf, a tensor (a memref, a coordinate tensor, a descriptor view) by
its iterator and layout.

:func:`compare` answers ``same`` (with how: equal text, or proven the same function),
``differs`` (with a coordinate or mode where the two differ and both values, re-checked
by evaluation) or ``unknown`` (with the reason: dynamic leaves cute-sym cannot relate,
a solver timeout).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cute_sym import ComposedLayout, Layout, Swizzle, Tile
from cute_sym.coords import idx2crd
from cute_sym.errors import CuteError
from cute_sym.kinds import IntTuple
from cute_sym.tensor import CoordTensor, DescView, MemRef, Pointer
from cute_sym.tuples import Dyn, E, format_htuple, is_static, is_tuple, leaves, product

__all__ = ["Verdict", "compare", "coordinate_text", "is_static_value"]


@dataclass(frozen=True)
class Verdict:
    """``status``: ``same`` | ``differs`` | ``unknown``; ``text`` says how or where."""

    status: str
    text: str = ""
    detail: dict = field(default_factory=dict)


SAME = Verdict("same")


def is_static_value(v: Any) -> bool:
    """No ``?`` leaf anywhere in ``v`` (layouts, tuples, tiles, tensors)."""
    if isinstance(v, (MemRef, CoordTensor, DescView)):
        return is_static_value(v.layout) and (not isinstance(v, CoordTensor) or is_static_value(v.iterator.value))
    if isinstance(v, IntTuple):
        return is_static(v.value)
    if hasattr(v, "is_static"):
        try:
            return bool(v.is_static())
        except CuteError:
            return False
    if isinstance(v, (bool, int)):
        return True
    if isinstance(v, Dyn):
        return False
    return True


def coordinate_text(i: int, shape: Any) -> str:
    """``i`` and, for a nested shape, its natural coordinate: ``10 = (0,1)``."""
    if not is_tuple(shape) or len(list(leaves(shape))) <= 1:
        return str(i)
    try:
        return f"{i} = {format_htuple(idx2crd(i, shape))}"
    except CuteError:
        return str(i)


def _layouts(d: Any, o: Any, assume: list, timeout: float) -> Verdict:
    """Two layouts (or composed layouts) as functions on their integer domain."""
    if is_static_value(d) and is_static_value(o):
        nd, no = product(d.shape), product(o.shape)
        if nd != no:
            return Verdict("differs", f"the DSL's {d} has {nd} elements, cute-sym's {o} has {no}",
                           {"size": {"declared": nd, "derived": no}})
    if is_static_value(d) and is_static_value(o) and product(d.shape) <= SMALL:
        first = _first_difference(d, o)
        if first is not None:
            i, a, b = first
            return Verdict("differs", f"at coordinate {coordinate_text(i, d.shape)} the DSL's {d} gives {_show(a)} "
                                      f"but cute-sym's {o} gives {_show(b)}",
                           {"coordinate": i, "declared_value": _plain(a), "derived_value": _plain(b)})
    from ..prove import prove_equal
    try:
        proof = prove_equal(d, o, assume=assume, timeout=timeout, free_names=True)
    except CuteError as e:
        return Verdict("unknown", f"cannot compare {d} with {o}: {e.reason}")
    if proof.status == "proved":
        how = f"the same function on Z_{product(d.shape)}" if is_static_value(d) else "the same function"
        return Verdict("same", f"{how} [{proof.backend}]", {"proof": proof.to_dict()})
    if proof.status == "refuted":
        cx = proof.counterexample or {}
        i = cx.get("coordinate")
        a, b = cx.get("A"), cx.get("B")
        params = cx.get("params") or {}
        at = f" with {params}" if params else ""
        if i is None:
            return Verdict("differs", f"the DSL's {d} and cute-sym's {o} differ{at}: {cx}", {"counterexample": cx})
        return Verdict("differs",
                       f"at coordinate {coordinate_text(i, d.shape)}{at} the DSL's {d} gives {_show(a)} "
                       f"but cute-sym's {o} gives {_show(b)}",
                       {"coordinate": i, "declared_value": _plain(a), "derived_value": _plain(b), "params": params})
    return Verdict("unknown", f"could not decide whether the DSL's {d} is cute-sym's {o}: {proof.reason}",
                   {"proof": proof.to_dict()})


SMALL = 4096
"""Static layouts of at most this many points are compared point by point first (the
first coordinate where they differ); larger ones, and every "same" verdict, by the solver."""


def _first_difference(d: Any, o: Any) -> "tuple | None":
    for i in range(product(d.shape)):
        a, b = d(i), o(i)
        if a != b:
            return i, a, b
    return None


def _show(x: Any) -> str:
    return format_htuple(x) if is_tuple(x) else str(x)


def _plain(x: Any) -> Any:
    if is_tuple(x):
        return [_plain(y) for y in x]
    return x if isinstance(x, int) else str(x)


def _first_leaf_difference(d: Any, o: Any, path: tuple = ()) -> "tuple | None":
    """The mode path and both leaves where two tuples first differ (static leaves only)."""
    if is_tuple(d) != is_tuple(o):
        return path, d, o
    if is_tuple(d):
        if len(d) != len(o):
            return path, d, o
        for k, (x, y) in enumerate(zip(d, o)):
            found = _first_leaf_difference(x, y, path + (k,))
            if found is not None:
                return found
        return None
    if isinstance(d, Dyn) or isinstance(o, Dyn):
        return None
    if isinstance(d, E) or isinstance(o, E):
        return None if d == o else (path, d, o)
    return None if d == o else (path, d, o)


def _tuples(d: Any, o: Any) -> Verdict:
    dv, ov = d.value, o.value
    found = _first_leaf_difference(dv, ov)
    if found is None:
        if is_static(dv) and is_static(ov):
            return SAME
        return Verdict("unknown", f"the DSL's {d} and cute-sym's {o} agree on their static leaves; "
                                  "their ? leaves are values cute-sym does not relate")
    path, x, y = found
    where = f"mode {list(path)}" if path else "the value"
    return Verdict("differs", f"at {where} the DSL's {d} has {_show(x)} but cute-sym derives {_show(y)} ({o})",
                   {"mode": list(path), "declared_value": _plain(x), "derived_value": _plain(y)})


def _tiles(d: Tile, o: Tile, assume: list, timeout: float) -> Verdict:
    dv, ov = d.value, o.value
    if not is_tuple(dv) or not is_tuple(ov):
        return compare(dv, ov, assume, timeout)
    if len(dv) != len(ov):
        return Verdict("differs", f"the DSL's tile {d} has {len(dv)} modes, cute-sym's {o} {len(ov)}")
    texts, detail = [], {}
    for k, (x, y) in enumerate(zip(dv, ov)):
        v = compare(x, y, assume, timeout)
        if v.status != "same":
            return Verdict(v.status, f"tile mode {k}: {v.text}", v.detail)
        if v.text:
            texts.append(f"mode {k}: {v.text}")
    return Verdict("same", "; ".join(texts))


def _pointers(d: Pointer, o: Pointer) -> Verdict:
    if (d.element, d.space, d.swizzle) != (o.element, o.space, o.swizzle):
        return Verdict("differs", f"the DSL's iterator '{d}' is not cute-sym's '{o}'")
    if d.alignment > o.alignment:
        return Verdict("differs", f"the DSL claims align<{d.alignment}> but cute-sym derives only "
                                  f"{o.alignment}-byte alignment from the operands",
                       {"align": {"declared": d.alignment, "derived": o.alignment}, "kind": "align"})
    return SAME


def _swizzles(d: Swizzle, o: Swizzle) -> Verdict:
    """Two swizzles as the functions ``x -> x ^ ((x & yyy_mask) >> S)`` they are: every
    ``S<0,m,s>`` is the identity; else an offset where they differ, found among the single
    bits (a bit in one's source mask and not the other's, or moved by another shift) and
    re-checked by evaluation."""
    if d.bits == 0 and o.bits == 0:
        return Verdict("same", f"{d} and {o} are both the identity (no bit is moved)")
    for k in range(64):
        x = 1 << k
        a, b = d(x), o(x)
        if a != b:
            return Verdict("differs", f"the DSL's swizzle {d} is not cute-sym's {o}: at offset {x} the DSL's "
                                      f"gives {a} but cute-sym's gives {b}",
                           {"offset": x, "declared_value": a, "derived_value": b})
    return Verdict("same", f"{d} and {o} move the same bits")


def compare(d: Any, o: Any, assume: list = (), timeout: float = 5.0) -> Verdict:
    """The DSL's value ``d`` against cute-sym's ``o`` (module docstring)."""
    assume = list(assume) if not (is_static_value(d) and is_static_value(o)) else []   # facts of no leaf here
    if d == o:
        return SAME
    if isinstance(d, (Layout, ComposedLayout)) and isinstance(o, (Layout, ComposedLayout)):
        return _layouts(d, o, assume, timeout)
    if isinstance(d, IntTuple) and isinstance(o, IntTuple):
        if d.kind != o.kind:
            return Verdict("differs", f"the DSL's value is a {d.kind} ({d}), cute-sym's a {o.kind} ({o})")
        return _tuples(d, o)
    if isinstance(d, Tile) and isinstance(o, Tile):
        return _tiles(d, o, assume, timeout)
    if isinstance(d, MemRef) and isinstance(o, MemRef):
        v = _pointers(d.iterator, o.iterator)
        if v.status != "same":
            return v
        return _layouts(d.layout, o.layout, assume, timeout)
    if isinstance(d, DescView) and isinstance(o, DescView):
        if d.iterator != o.iterator:
            return Verdict("differs", f"the DSL's descriptor '{d.iterator}' is not cute-sym's '{o.iterator}'")
        return _layouts(d.layout, o.layout, assume, timeout)
    if isinstance(d, CoordTensor) and isinstance(o, CoordTensor):
        v = _tuples(d.iterator.value, o.iterator.value) if d.iterator != o.iterator else SAME
        if v.status == "differs":
            return Verdict("differs", f"the coordinate tensor's base: {v.text}", v.detail)
        w = _layouts(d.layout, o.layout, assume, timeout)
        return w if w.status != "same" or v.status == "same" else v
    if isinstance(d, Pointer) and isinstance(o, Pointer):
        return _pointers(d, o)
    if isinstance(d, Swizzle) and isinstance(o, Swizzle):
        return _swizzles(d, o)
    if isinstance(d, (bool, Dyn)) or isinstance(o, (bool, Dyn)):
        if isinstance(d, Dyn) or isinstance(o, Dyn):
            return Verdict("unknown", f"the DSL's i1 {d} and cute-sym's {o}: a dynamic truth value")
        return Verdict("differs", f"the DSL's i1 is {d} but cute-sym derives {o}")
    return Verdict("differs", f"the DSL's {d} is not cute-sym's {o}")
