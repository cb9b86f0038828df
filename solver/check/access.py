"""Each access inside its allocation, under its predicate (issue 23, item 3).

Bounds are a property of accesses, not of views: a residue tile (``zipped_divide`` of a
1000x333 tensor by 16x256) reaches past its tensor, and is correct when every access
through it is masked.  The accesses:

* ``cute.memref.load(view, coord)`` / ``cute.memref.store(view, coord, x)``: the element at
  ``coord`` (``base + layout(coord)``);
* ``cute.memref.load_vec(view)`` / ``store_vec(x, view)`` and ``cute.copy(atom, src, dst[, pred])``:
  every element of the view (its footprint, :func:`.views.span`).

An access is *masked* when it sits in a branch of an ``scf.if`` or is a ``cute.copy`` with a
predicate tensor.  The then-branch of an ``scf.if`` states its condition: ``cute.elem_less(c, s)``
(each leaf of ``c`` below that of ``s``: an identity tensor's coordinate against the shape) and
``arith.cmpi`` (``slt``, ``ule``, ...), also joined by ``arith.andi``; these are facts of the
proof.  Each access is then proven in bounds for every value of the dynamic leaves (the launch's
block and thread indices included, :mod:`.launch`) under the module's facts:

* proven: nothing to say;
* refuted for an unmasked access whose footprint is exact (a view of known base, no swizzle): an
  ``error`` with the values (``bid_x = 8, tid_x = 0``) and the element, confirmed by evaluating
  the footprint at them;
* otherwise (a masked access whose predicate is not modelled -- a predicate tensor --, a thread's
  partition known only by its parent's footprint, a solver that gives up): undecided, recorded in
  the coverage, not a finding.
"""
from __future__ import annotations

import re
from typing import Any

import sympy
from xdsl.ir import Operation, SSAValue

from cute_sym import Dyn, Layout
from cute_sym.dialect.ops.base import type_text, value_of
from cute_sym.errors import CuteError
from cute_sym.kinds import IntTuple
from cute_sym.tuples import leaves

from .copies import MEMORY
from .footprint import leaf_expr as _expr, span
from .launch import op_name
from .symbolic import facts_text, relation

__all__ = ["check_access", "conditions", "masked"]

_CMPI = {0: "==", 1: "!=", 2: "<", 3: "<=", 4: ">", 5: ">=", 6: "<", 7: "<=", 8: ">", 9: ">="}
_FUNCTIONS = ("func.func", "cuda.kernel", "gpu.func", "llvm.func")


def _facts_of(ev: Any, cond: SSAValue, depth: int = 8) -> list[str] | None:
    """What the truth of the ``i1`` value ``cond`` states (module docstring), as fact texts;
    ``None`` when part of it is not modelled (the condition then says more than the facts)."""
    op = cond.owner
    if not isinstance(op, Operation) or depth == 0:
        return None
    name = op_name(op)
    if name == "arith.andi" and len(op.operands) == 2:
        a, b = (_facts_of(ev, o, depth - 1) for o in op.operands)
        return a + b if a is not None and b is not None else None
    if name == "cute.elem_less" and len(op.operands) == 2:
        a, b = (ev.of(o) for o in op.operands)
        if not (isinstance(a, IntTuple) and isinstance(b, IntTuple)):
            return None
        xs, ys = list(leaves(a.value)), list(leaves(b.value))
        if len(xs) != len(ys):
            return None
        out = []
        for x, y in zip(xs, ys):
            x, y = _expr(x), _expr(y)
            if x is None or y is None:
                return None
            text = relation(x, "<", y)
            if text is None:
                return None
            out.append(text)
        return out
    if name == "arith.cmpi" and len(op.operands) == 2:
        pred = getattr(getattr(op, "predicate", None), "value", None)
        rel = _CMPI.get(getattr(pred, "data", None))
        a, b = (_expr(ev.of(o)) for o in op.operands)
        if rel is None or a is None or b is None or rel == "!=":
            return None
        text = relation(a, rel, b)
        return [text] if text is not None else None
    return None


def _modelled(ev: Any, facts: list[str]) -> bool:
    """Every name in ``facts`` stands for a value the module's modelled ops compute (a launch
    index, a loop variable, an argument), so that a value satisfying them is one the kernel
    can reach."""
    names = {m.group(0) for f in facts for m in re.finditer(r"[A-Za-z_]\w*", f)}
    return not any(ev.computed(n) and not ev.bounded(n) for n in names)


def conditions(ev: Any, op: Operation) -> tuple[bool, list[str]]:
    """Whether ``op`` is masked by an enclosing ``scf.if`` whose condition is not modelled, and
    the facts of the then-branches it is in.  A then-branch whose condition is wholly facts
    over modelled names (``k_block == 0``, ``elem_less`` of an identity tensor's coordinate)
    does not mask: a value satisfying the facts runs the branch, so an access the facts do not
    keep in bounds is refuted with a reachable witness."""
    facts: list[str] = []
    is_masked = False
    node = op
    known = ev.ctx.cache.setdefault("scf.if facts", {})      # an scf.if's condition, read once
    while node is not None and op_name(node) not in _FUNCTIONS:
        parent = node.parent_op()
        if parent is not None and op_name(parent) == "scf.if" and parent.operands:
            if node.parent_region() is parent.regions[0]:
                if parent not in known:
                    got = _facts_of(ev, parent.operands[0])
                    known[parent] = (got, got is not None and _modelled(ev, got))
                got, modelled = known[parent]
            else:
                got, modelled = None, False
            is_masked = is_masked or not modelled
            facts += got or []
        node = parent
    return is_masked, facts


def masked(op: Operation) -> bool:
    """A ``cute.copy`` with a predicate tensor."""
    return op_name(op) == "cute.copy" and len(op.operands) >= 4


def _targets(op: Operation) -> list[tuple[SSAValue, Any, str]]:
    """``(view, coordinate or None, verb)`` of each tensor the access touches."""
    name = op_name(op)
    o = op.operands
    if name == "cute.memref.load" and len(o) >= 2:
        return [(o[0], o[1], "reads")]
    if name == "cute.memref.store" and len(o) >= 2:
        return [(o[0], o[1], "writes")]
    if name == "cute.memref.load_vec" and o:
        return [(o[0], None, "reads")]
    if name == "cute.memref.store_vec" and len(o) >= 2:
        return [(o[1], None, "writes")]
    if name == "cute.copy" and len(o) >= 3:
        return [(o[1], None, "reads"), (o[2], None, "writes")]
    return []


def check_access(views: Any, op: Operation) -> None:
    """Every tensor ``op`` touches inside its allocation (module docstring)."""
    ev = views.ev
    is_masked, facts = conditions(ev, op)
    is_masked = is_masked or masked(op)
    for v, coord, verb in _targets(op):
        if getattr(v.type, "kind", None) != "memref" or v not in views.places:
            continue
        views.mark(v)
        place = views.places[v]
        bits = views.bits(v.type)
        if bits is None:
            continue
        got = _footprint(views, v, place, coord, bits)
        if got is None:
            _undecided(views.ctx, op)
            continue
        lo, hi, exact = got
        pre = list(place.facts)
        if coord is not None:
            layout = views.layouts.get(v) or views.layout_of(v)
            c = ev_value(ev, coord)
            pre += views.coordinate_facts(c, layout) if c is not None and layout is not None else []
        _decide(views, op, v, verb, lo, hi, exact and not is_masked, facts + pre, is_masked, bits)
        if verb == "writes" and coord is None and not is_masked and not facts and place.base is not None \
                and getattr(value_of(v.type), "space", "") in MEMORY:
            from .races import check_view_race
            source = op.operands[1] if op_name(op) == "cute.copy" else None
            check_view_race(views, op, v, getattr(value_of(source.type), "space", "") if source is not None else "rmem")


def _footprint(views: Any, v: SSAValue, place: Any, coord: SSAValue | None, bits: int) -> "tuple | None":
    """``(lo, hi, exact)`` bits the access covers; ``exact``: both ends are reached."""
    if place.base is None:
        return (*place.bound, False) if place.bound is not None else None
    layout = views.layouts.get(v) or views.layout_of(v)
    if layout is None:
        return None
    if coord is None and span(layout) is None:
        layout = views.layout_of(v)          # the declared type's `?` unnamed: the evaluator's names
        if layout is None:
            return None
    if coord is not None:
        c = ev_value(views.ev, coord)
        if c is None or not isinstance(layout, Layout):
            return None
        try:
            from cute_sym.algebra.dynamic import cute_semantics
            with cute_semantics():
                off = _expr(layout(c))
        except (CuteError, TypeError, ValueError):
            return None
        if off is None:
            return None
        return place.base + off * bits, place.base + (off + 1) * bits, True
    sp = span(layout)
    if sp is None:
        return None
    return place.base + sp[0] * bits, place.base + (sp[1] + 1) * bits, isinstance(layout, Layout)


def ev_value(ev: Any, coord: SSAValue) -> Any:
    c = ev.of(coord)
    if isinstance(c, IntTuple):
        return c.value
    if isinstance(c, (int, sympy.Basic)):
        return Dyn(32, c) if isinstance(c, sympy.Basic) and not c.is_Integer else int(c)
    return None


def _undecided(ctx: Any, op: Operation) -> None:
    cover = getattr(ctx, "cover", None)
    if cover is not None:
        cover(op, "undecided")
    ctx.cache.setdefault("accesses undecided", []).append(op)


def _proven(ctx: Any, op: Operation) -> None:
    cover = getattr(ctx, "cover", None)
    if cover is not None:
        cover(op, "proven")


def _decide(views: Any, op: Operation, v: SSAValue, verb: str, lo: Any, hi: Any, exact: bool,
            facts: list[str], is_masked: bool, bits: int) -> None:
    from cute_sym.conditions import Condition
    from ..discharge import discharge
    ctx, ev = views.ctx, views.ev
    alloc = views.places[v].alloc
    lo, hi, extent = (sympy.sympify(x) for x in (lo, hi, alloc.extent_bits))
    if not (lo.free_symbols or hi.free_symbols or extent.free_symbols):
        if 0 <= lo and hi <= extent:
            _proven(ctx, op)
        elif exact:
            _report(views, op, v, verb, int(lo), int(hi), int(extent), {}, bits, [])
        else:
            _undecided(ctx, op)
        return
    symbols = {s.name for e in (lo, hi, extent) for s in e.free_symbols}
    covered = {f.split(" ")[0] for f in facts}      # a coordinate inside its mode (CuTe's precondition)
    if any(not ev.bounded(n) and n not in covered and ev.computed(n) for n in symbols):
        _undecided(ctx, op)            # a base from values the module computes in ways not modelled
        return
    assume = ev.facts + ctx.assume + facts
    conds = [Condition("le", 0, lo, "the access starts inside its allocation"),
             Condition("le", hi, extent, "the access ends inside its allocation")]
    for cond in conds:
        try:
            proof = discharge([cond], assume, ctx.options.timeout)[0]
        except CuteError:                # a fact the solver's language cannot read: not decided
            _undecided(ctx, op)
            return
        if proof.proved:
            continue
        cx = (proof.counterexample or {}).get("params") or {}
        if proof.status != "refuted" or not exact or not cx:
            _undecided(ctx, op)
            return
        env = {s: cx.get(s.name, 0) for e in (lo, hi, extent) for s in e.free_symbols}
        first, last, size = (int(e.subs(env)) for e in (lo, hi, extent))
        if 0 <= first and last <= size:           # evaluation does not confirm the solver's witness
            _undecided(ctx, op)
            return
        apart = _unrelated_inputs(ev, (lo, hi, extent), ctx.assume)
        if apart:
            # the witness takes the sizes of two host arguments independently (the grid from one
            # tensor, the extent from another): the module does not say they agree, nor that they
            # differ -- undecided, not an error (``--assume`` relating them decides it)
            _undecided(ctx, op)
            ctx.cache.setdefault("accesses unrelated", []).append((op, apart))
            return
        cx, first, last = _first_past(views, (lo, hi, extent), cond, cx, assume, last)
        size = int(extent.subs({s: cx.get(s.name, 0) for s in extent.free_symbols}))
        free = _for_every(views, (lo, hi, extent), cond, cx, assume)
        if free is None:
            _undecided(ctx, op)
            return
        _report(views, op, v, verb, first, last, size, cx, bits, assume, free)
        return
    _proven(ctx, op)


def _for_every(views: Any, ends: tuple, cond: Any, cx: dict, assume: list[str]) -> list[str] | None:
    """The names of the witness ``cx`` that stand for values the module computes in ways not
    modelled (a loop-carried ``b<line>_<k>``, known only by CuTe's precondition on the
    coordinate it makes), when the access leaves its allocation for *every* value of them with
    the other names fixed at the witness -- proven by the solver, so the error does not rest
    on a value the kernel may never take; ``[]`` when there are none; ``None`` when the access
    leaves only for some of their values (undecided, not an error)."""
    from cute_sym.conditions import Condition
    from ..discharge import discharge
    ev = views.ev
    free = sorted(k for k in cx if re.match(r"[bv]\d", k) and ev.computed(k) and not ev.bounded(k))
    if not free:
        return []
    lo, hi, extent = ends
    fixed = [t for k, x in sorted(cx.items()) if k not in free and (t := relation(sympy.Symbol(k, integer=True), "==", x))]
    leaves_it = Condition("lt", extent, hi, "the access ends past its allocation") if cond.rhs == extent \
        else Condition("lt", lo, 0, "the access starts before its allocation")
    proof = discharge([leaves_it], assume + fixed, views.ctx.options.timeout)[0]
    return free if proof.proved else None


_ARG = re.compile(r"\barg(\d+)(?:_q\d+)?(?:_\d+)?\b")


def _unrelated_inputs(ev: Any, ends: tuple, assume: list[str]) -> list[str]:
    """The host arguments whose dynamic sizes the bounds of the access rest on (through its
    footprint and the facts bounding the names in it: ``bid_z < arg2_q3``), when there are two or
    more and no ``--assume`` relates them; else ``[]``."""
    names = {s.name for e in ends for s in e.free_symbols}
    texts = [f for f in ev.facts if any(re.search(rf"\b{re.escape(n)}\b", f) for n in names)]
    args = {m.group(1) for t in [*map(str, names), *texts] for m in _ARG.finditer(t)}
    if len(args) < 2:
        return []
    stated = {m.group(1) for a in assume for m in _ARG.finditer(a)}
    return [] if len(args & stated) >= 2 else sorted(f"%arg{a}" for a in args)


def _first_past(views: Any, ends: tuple, cond: Any, cx: dict, assume: list[str], last: int,
                rounds: int = 40) -> tuple[dict, int, int]:
    """The witness of least sum of the (non-negative) names, found by bisection with the solver:
    ``bid_x = 8, tid_x = 0`` (the first element past the allocation) rather than any."""
    from ..discharge import discharge
    lo, hi, extent = ends
    names = sorted({s for e in ends for s in e.free_symbols}, key=str)

    def at(found: dict) -> tuple[dict, int, int]:
        env = {s: found.get(s.name, 0) for s in names}
        return found, int(lo.subs(env)), int(hi.subs(env))
    best = at(cx)
    total = sympy.Add(*names)
    low, high = 0, int(total.subs({s: cx.get(s.name, 0) for s in names})) - 1
    for _ in range(rounds):
        if low > high:
            break
        mid = (low + high) // 2
        bound = relation(total, "<=", mid)
        proof = discharge([cond], assume + [bound], views.ctx.options.timeout)[0] if bound else None
        found = (proof.counterexample or {}).get("params") if proof is not None and proof.status == "refuted" else None
        if found:
            got = at(found)
            size = int(extent.subs({s: found.get(s.name, 0) for s in names}))
            if got[1] < 0 or got[2] > size:
                best = got
                high = min(mid, int(total.subs({s: found.get(s.name, 0) for s in names}))) - 1
                continue
        low = mid + 1
    return best


def _report(views: Any, op: Operation, v: SSAValue, verb: str, first: int, last: int, size: int,
            cx: dict, bits: int, assume: list[str], free: list[str] = ()) -> None:
    """The error of an unmasked access leaving its allocation, at the values ``cx`` (for every
    value of the names ``free``: :func:`_for_every`)."""
    ctx, ev = views.ctx, views.ev
    alloc = views.places[v].alloc
    elem = f"{bits // 8}-byte" if bits % 8 == 0 else f"{bits}-bit"
    where = (f"elements {first // bits}..{last // bits - 1}" if last - first > bits else f"element {first // bits}")
    past = (f"past element {size // bits - 1}" if last > size else f"before element 0")
    at = ", ".join(f"{k} = {x}" for k, x in sorted(cx.items()) if k not in free) if cx else "every value"
    at = (at or "every value") + (f" and every value of {', '.join(free)}" if free else "")
    names = [n for n in ev.names_in(*(Dyn(64, sympy.Symbol(k, integer=True)) for k in sorted(cx)))]
    notes = [f"the allocation: {alloc.what}, {size // bits} {elem} elements",
             f"the view: '{type_text(v.type)}'",
             "the access is not masked (no scf.if on it, no predicate)" if not conditions(ev, op)[1] else
             "the access is not masked (no predicate; the scf.if conditions on it are facts below, which the "
             "values satisfy)"]
    if free:
        shown = ", ".join(f"{k} = {cx[k]}" for k in free)
        notes.append(f"the elements are those at {shown}; the access leaves its allocation for every value of "
                     f"{', '.join(free)} the facts allow (proven), the values the module computes there not modelled")
    if names:
        notes.append(f"names: {'; '.join(names)}")
    if assume:
        notes.append(f"facts: {facts_text(assume)}")
    _proven(ctx, op)                   # decided: refuted, with a witness confirmed by evaluation
    ctx.add(op, "error", "bounds", f"at {at} the access {verb} {where} of {alloc.what}: {past}, "
                                   f"the allocation holds {size // bits} {elem} elements",
            notes, {"counterexample": cx, "first_element": first // bits, "last_element": last // bits - 1,
                    "elements": size // bits, "verb": verb, "for_every": list(free)})
