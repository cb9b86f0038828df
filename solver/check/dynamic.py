"""Ops on dynamic leaves: the DSL's run-time values held against the paper's algebra.

A ``?`` of a type the DSL prints is a value its code computes at run time with CuTe's
algorithm, whose structure (which modes merge, where a mode splits) is decided on the static
leaves alone and which takes some facts for granted (``d | s`` where a mode is split at run
time, eq. 9, 10, ...; :mod:`cute_sym.algebra.dynamic`).  For an op whose operands hold
dynamic leaves the checker has three values of the result, all over the module's names
(:mod:`.symbolic`):

* the declared type: held against CuTe's type on the bare ``?`` operands by :mod:`.ops` (the
  same text, or the same function);
* the *run-time value* (:meth:`.symbolic.Evaluator.runtime`): CuTe's algorithm on the named
  operands, each ``?`` an expression (``(min(8,arg0),8//min(8,arg0)):(8,1)``);
* the *paper's value*: the exact algebra on the same named operands, each decision proven
  from the module's facts and ``--assume`` (:func:`solver.discharge.under_assumptions`).

:func:`check_runtime` proves the run-time value equal to the paper's for every value of the
leaves.  Where the solver finds values at which they differ -- or at which the paper's
algebra has no result, or needs a fact that fails there -- both are evaluated at those
values, and a difference confirmed by evaluation is an ``error`` (``runtime``) giving the
values, CuTe's assumption that fails there and a coordinate; a fact that cannot be proven
and gives no confirmed difference is a ``warning`` stating it exactly.  Each ``?{div=N}``
the DSL claims is proven of the run-time expression.
"""
from __future__ import annotations

from typing import Any

import sympy
from xdsl.ir import Attribute

from cute_sym import Dyn
from cute_sym.dialect.ops.base import CuteOp, OpFailure, type_text, value_of
from cute_sym.dialect.types import CuteTypeBase, cute_type
from cute_sym.errors import CuteError

from .context import Context
from .symbolic import compute, evaluator, facts_text, map_value_leaves

__all__ = ["check_runtime", "check_dynamic", "check_dynamic_result"]


def _facts_for(ctx: Context, *values: Any) -> list[str]:
    """The module's facts and ``--assume`` for a query on ``values`` (the prover keeps those
    connected to the query's names: :func:`solver.proof.relevant_facts`)."""
    return evaluator(ctx).facts + ctx.assume


def _derive_symbolic(ctx: Context, op: CuteOp):
    """cute-sym's result on the op's symbolic operands, the solver deciding each fact:
    ``(value, discharged, None)`` or ``(None, None, finding-arguments)``."""
    from ..discharge import UnprovenCondition, under_assumptions
    ev = evaluator(ctx)
    values = ev.operand_values(op)
    assume = _facts_for(ctx, *values)
    try:
        out = under_assumptions(compute, op, values, assume=assume, timeout=ctx.options.timeout,
                                fact_timeout=min(2.0, ctx.options.timeout))
    except UnprovenCondition as u:
        return None, values, u
    except (CuteError, OpFailure) as e:
        return None, values, e
    return out, values, None


def check_dynamic(ctx: Context, op: CuteOp, declared: list[Attribute], failure: Exception) -> None:
    """An op whose derivation on bare ``?`` leaves needs a fact (module docstring)."""
    out, values, problem = _derive_symbolic(ctx, op)
    ev = evaluator(ctx)
    dtext = ", ".join(f"'{type_text(t)}'" for t in declared)
    if problem is not None:
        names = ev.names_in(*values)
        notes = [f"the DSL declares {dtext}"] + ([f"names: {'; '.join(names)}"] if names else [])
        if facts := _facts_for(ctx, *values):
            notes.append(f"facts: {facts_text(facts)}")
        _unproven(ctx, op, problem, notes, "cute-sym's derivation", "cute-sym cannot derive this op's result",
                  {"declared": dtext})
        return
    results = out.value if isinstance(out.value, list) else [out.value]
    relied = [p.statement for p in out.proofs]
    for k, (d, o) in enumerate(zip(declared, results)):
        _hold(ctx, op, k, d, o, relied)


def check_dynamic_result(ctx: Context, op: CuteOp, k: int, d: Attribute, o: Attribute) -> None:
    """A result whose declared type differs from cute-sym's on bare ``?`` leaves."""
    out, values, problem = _derive_symbolic(ctx, op)
    if problem is not None or out is None:
        ctx.add(op, "warning", "unknown",
                f"the DSL's '{type_text(d)}' and cute-sym's '{type_text(o)}' differ and cannot be related: "
                f"{getattr(problem, 'reason', None) or problem}", detail={"declared": type_text(d),
                                                                          "derived": type_text(o)})
        return
    results = out.value if isinstance(out.value, list) else [out.value]
    _hold(ctx, op, k, d, results[k], [p.statement for p in out.proofs])


def _dyn_leaves(value: Any) -> list[Any]:
    found = []

    def visit(v: Any, role: str) -> Any:
        found.append(v)
        return v
    map_value_leaves(value, visit)
    return found


def _hold(ctx: Context, op: CuteOp, k: int, d: Attribute, ours: Any, relied: list[str]) -> None:
    """The DSL's declared ``d`` against cute-sym's symbolic ``ours``: the DSL's ``?`` leaves
    read as cute-sym's, leaf for leaf; each ``?{div=N}`` claim proven."""
    from .values import compare
    ev = evaluator(ctx)
    dv = value_of(d)
    which = f"result #{k} " if len(op.results) > 1 else ""
    try:
        otype = cute_type(ours) if not isinstance(ours, (bool, Dyn)) else None
    except (CuteError, KeyError, TypeError):
        otype = None
    otext = type_text(otype) if otype is not None else str(ours)
    notes = [f"cute-sym relied on: {'; '.join(relied)}"] if relied else []
    names = ev.names_in(ours)
    if names:
        notes.append(f"names: {'; '.join(names)}")
    if not isinstance(d, CuteTypeBase) or otype is None:
        return
    try:
        dl, ol = _dyn_leaves(dv), _dyn_leaves(ours)
        same_profile = map_value_leaves(dv, lambda v, r: 1) == map_value_leaves(ours, lambda v, r: 1)
    except (CuteError, TypeError):
        same_profile = False
    if not same_profile or len(dl) != len(ol):
        ctx.add(op, "warning", "unknown",
                f"{which}the DSL's '{type_text(d)}' cannot be related to cute-sym's '{otext}': their leaves do not "
                "correspond (the DSL computes its ? leaves at run time)", notes,
                {"declared": type_text(d), "derived": otext})
        return
    it = iter(ol)

    def read(v: Any, role: str) -> Any:
        x = next(it)
        return x if isinstance(v, Dyn) else v
    as_ours = map_value_leaves(dv, read)
    _div_claims(ctx, op, k, d, ours, notes)
    if as_ours == ours:
        return
    verdict = compare(as_ours, ours, _facts_for(ctx, as_ours, ours), ctx.options.timeout)
    detail = {"declared": type_text(d), "derived": otext, **verdict.detail}
    if verdict.status == "same":
        if ctx.options.same_function_notes:
            ctx.add(op, "note", "same-function", f"{which}the DSL's '{type_text(d)}' is another text for cute-sym's "
                                                 f"'{otext}': {verdict.text}", notes, detail)
    elif verdict.status == "differs":
        ctx.add(op, "error", "mismatch", f"{which}the DSL's '{type_text(d)}' is not cute-sym's '{otext}' (its ? "
                                         f"leaves read as cute-sym's): {verdict.text}", notes, detail)
    else:
        ctx.add(op, "warning", "unknown", f"{which}the DSL's '{type_text(d)}' vs cute-sym's '{otext}': "
                                          f"{verdict.text}", notes, detail)


# ---------------------------------------------------------------- run time against the paper

def _at(value: Any, env: dict) -> Any:
    """``value`` with every expression leaf evaluated at ``env`` (name -> int)."""
    def leaf(v: Any, role: str) -> Any:
        if isinstance(v, Dyn) and v.expr is not None:
            e = sympy.sympify(v.expr)
            e = e.subs({s: env[s.name] for s in e.free_symbols if s.name in env})
            return int(e) if e.is_Integer else Dyn(v.width, e, v.div)
        return v
    if isinstance(value, list):
        return [_at(v, env) for v in value]
    return map_value_leaves(value, leaf)


def _static_at(values: list, env: dict) -> "list | None":
    from .values import is_static_value
    out = _at(values, env)
    return out if all(is_static_value(v) for v in out) else None


def _refuted_points(ctx: Context, conds: list) -> list[tuple[Any, dict]]:
    """CuTe's assumptions ``conds`` that the module's facts do not give, each with the values
    (a counterexample, when the solver has one) where it fails."""
    from ..discharge import discharge
    out = []
    for c in conds:
        (proof,) = discharge([c], _facts_for(ctx, c.as_sympy()), ctx.options.timeout)
        if not proof.proved:
            out.append((c, (proof.counterexample or {}).get("params") or {}))
    return out


def check_runtime(ctx: Context, op: CuteOp) -> None:
    """The run-time value of an op with dynamic operands against the paper's (module docstring)."""
    ev = evaluator(ctx)
    runtime, conds = ev.runtime(op)
    if runtime is None:
        _static_at_run_time(ctx, op, ev.operand_values(op))
        return
    if op.name == "cute.make_layout_like":
        _layout_like(ctx, op, runtime[0], ev.operand_values(op)[0])
        return
    out, values, problem = _derive_symbolic(ctx, op)
    failing = _refuted_points(ctx, conds) if conds else []
    assumed = [f"CuTe's algorithm assumes {c}, which fails at {pt or 'some values'}" for c, pt in failing]
    names = ev.names_in(*values)
    notes = ([f"names: {'; '.join(names)}"] if names else []) + (
        [f"facts: {facts_text(facts)}"] if (facts := _facts_for(ctx, *values)) else [])
    points = [pt for _, pt in failing if pt]
    if problem is not None:
        cx = getattr(getattr(problem, "proof", None), "counterexample", None) or {}
        if cx.get("params"):
            points.insert(0, cx["params"])
        if not _confirmed(ctx, op, runtime, values, points, assumed + notes):
            _unproven(ctx, op, problem, assumed + notes)
        return
    paper = out.value if isinstance(out.value, list) else [out.value]
    from .values import compare
    for k, (r, x) in enumerate(zip(runtime, paper)):
        d = op.results[k].type
        if isinstance(d, CuteTypeBase):
            _div_claims(ctx, op, k, d, r, notes)
        if _same_text(r, x) or _leafwise_same(ctx, r, x):
            continue
        r, x = _plain(ctx, r), _plain(ctx, x)
        if _same_text(r, x) or _leafwise_same(ctx, r, x):
            continue
        verdict = compare(r, x, _facts_for(ctx, r, x), ctx.options.timeout)
        if verdict.status == "same":
            continue
        pts = ([verdict.detail["params"]] if verdict.detail.get("params") else []) + points
        if _confirmed(ctx, op, runtime, values, pts, assumed + notes, only=k):
            return
        ctx.add(op, "warning", "unknown",
                f"{_which(op, k)}the DSL's run-time value {_show(r)} (CuTe's algorithm) could not be proven the "
                f"paper's {_show(x)}: {verdict.text}", assumed + notes,
                {"runtime": _show(r), "paper": _show(x), **verdict.detail})


def _static_at_run_time(ctx: Context, op: CuteOp, values: list) -> None:
    """Operands whose ``?`` leaves the module gives as constants (``cute.make_layout`` of
    ``arith.constant`` s): every value is known, so a precondition of the paper that fails on them
    (composition eq. 9/10) fails for every run of the kernel -- an ``error``, confirmed by
    evaluating the paper's algebra on those values."""
    from .values import is_static_value
    if op.name != "cute.composition" or not values or not all(is_static_value(v) for v in values):
        return
    try:
        compute(op, values)
    except CuteError as e:
        why = getattr(e, "reason", None) or str(e)
        shown = ", ".join(_show(v) for v in values)
        ctx.add(op, "error", "precondition",
                f"{why}: the operands' values are constants of the module ({shown}), so it fails for every "
                f"run, and the result the DSL computes is not the op's", [f"the DSL declares "
                f"{', '.join(repr(type_text(t)) for t in op.result_types)}"],
                {"condition": why, "operands": [_show(v) for v in values]})
    except (OpFailure, TypeError, ValueError, ZeroDivisionError):
        return


def _layout_like(ctx: Context, op: CuteOp, got: Any, src: Any) -> None:
    """``cute.make_layout_like`` of dynamic strides.  Which compact layout it is depends on how
    the strides are ranked, and CuTe ranks a dynamic stride after every static one, by position
    (C++ ``compact_order``: "replace any dynamic elements within order with large-static
    elements"): that is the op's definition, not a fact about the values, and NVIDIA's MLIR
    infers it statically.  What every ranking must give is checked, for every value of the
    leaves: the source's shape, its static-0 strides kept, and the rest compact (a bijection
    onto ``[0, cosize)``, paper §5.4.1).  A refutation is an ``error`` with the values and the
    two coordinates that clash (re-checked by evaluation)."""
    from cute_sym import ComposedLayout, Layout
    from cute_sym.tuples import is_int, leaves
    from ..prove import prove_bijective
    src = src.outer if isinstance(src, ComposedLayout) else src
    if not (isinstance(got, Layout) and isinstance(src, Layout)):
        return
    shape_ok = str(got.shape) == str(src.shape)
    zeros_ok = all(d == 0 for s, d in zip(leaves(src.stride), leaves(got.stride)) if is_int(s) and s == 0)
    if not (shape_ok and zeros_ok):
        ctx.add(op, "error", "runtime", f"the DSL's run-time value {got} (CuTe's algorithm) does not keep the "
                                        f"source {src}'s {'shape' if not shape_ok else 'zero strides'}")
        return
    live = Layout(tuple(s for s, d in zip(leaves(got.shape), leaves(got.stride)) if not (is_int(d) and d == 0)),
                  tuple(d for d in leaves(got.stride) if not (is_int(d) and d == 0)))
    if not live.shape or _compact_by_construction(live):
        return
    proof = prove_bijective(live, _facts_for(ctx, live), ctx.options.timeout, free_names=True)
    if proof.status == "proved":
        return
    notes = [f"CuTe ranks a dynamic stride after the static ones (C++ compact_order): {got} is its "
             f"make_layout_like of {src}"]
    if proof.status == "refuted":
        ctx.add(op, "error", "runtime", f"the DSL's run-time value {got} (CuTe's algorithm) is not compact: "
                                        f"{proof.counterexample}", notes, {"counterexample": proof.counterexample})
    else:
        ctx.add(op, "warning", "unknown", f"could not prove the DSL's run-time value {got} compact: {proof.reason}",
                notes, {"proof": proof.to_dict()})


def _compact_by_construction(layout: Any) -> bool:
    """The modes (extent-1 ones aside: their stride reaches nothing), in some order, have strides
    ``1, s_0, s_0 s_1, ...``, the running product of the extents before them (each an identity
    of the leaves' expressions): a column-major layout of permuted modes, a bijection onto
    ``[0, size)`` for every value of the leaves.  ``False``: not shown so (the solver decides)."""
    from cute_sym.tuples import is_int, leaves

    def expr(x: Any) -> Any:
        return sympy.Integer(x) if is_int(x) else sympy.sympify(x.expr) if isinstance(x, Dyn) and x.expr is not None \
            else None
    modes = [(expr(s), expr(d)) for s, d in zip(leaves(layout.shape), leaves(layout.stride)) if not (is_int(s) and s == 1)]
    if any(s is None or d is None for s, d in modes):
        return False
    current = sympy.Integer(1)
    while modes:
        k = next((k for k, (_, d) in enumerate(modes) if sympy.simplify(d - current) == 0), None)
        if k is None:
            return False
        current = current * modes.pop(k)[0]
    return True


def _which(op: CuteOp, k: int) -> str:
    return f"result #{k} " if len(op.results) > 1 else ""


def _show(v: Any) -> str:
    return str(v)


def _same_text(a: Any, b: Any) -> bool:
    try:
        return a == b
    except (CuteError, TypeError):
        return False


def _plain(ctx: Context, value: Any) -> Any:
    """``value`` in terms the solver reads affinely, the same function where the module's facts
    hold: each ``min``/``max`` whose order the facts decide replaced by that operand
    (``min(8,M)`` is ``8`` where ``M >= 8``), and the stride of a mode of extent 1 made 0."""
    from cute_sym import Layout
    from cute_sym.tensor import MemRef
    from cute_sym.tuples import is_tuple
    from cute_sym.conditions import Condition
    from ..discharge import discharge
    cache = ctx.cache.setdefault("ordered", {})

    def le(a: Any, b: Any) -> bool:
        if (a, b) not in cache:
            cond = Condition("le", a, b, "min/max")
            (p,) = discharge([cond], _facts_for(ctx, cond.as_sympy()), ctx.options.timeout)
            cache[(a, b)] = p.proved and not p.detail.get("vacuous")
        return cache[(a, b)]

    def prune(e: Any) -> Any:
        if not isinstance(e, sympy.Basic) or e.is_Atom:
            return e
        e = e.func(*(prune(a) for a in e.args))
        if isinstance(e, (sympy.Min, sympy.Max)) and len(e.args) == 2:
            a, b = e.args
            lo, hi = (a, b) if le(a, b) else (b, a) if le(b, a) else (None, None)
            if lo is not None:
                return lo if isinstance(e, sympy.Min) else hi
        return e

    def leaf(v: Any, role: str) -> Any:
        if isinstance(v, Dyn) and v.expr is not None and sympy.sympify(v.expr).has(sympy.Min, sympy.Max):
            e = prune(sympy.sympify(v.expr))
            return int(e) if e.is_Integer else Dyn(v.width, e, v.div)
        return v

    def unit_strides(shape: Any, stride: Any) -> Any:
        if is_tuple(shape) and is_tuple(stride) and len(shape) == len(stride):
            return tuple(unit_strides(a, b) for a, b in zip(shape, stride))
        return 0 if shape == 1 and not is_tuple(stride) else stride
    try:
        value = map_value_leaves(value, leaf)
        if isinstance(value, Layout):
            return Layout(value.shape, unit_strides(value.shape, value.stride))
        if isinstance(value, MemRef) and isinstance(value.layout, Layout):
            lay = value.layout
            return MemRef(value.iterator, Layout(lay.shape, unit_strides(lay.shape, lay.stride)))
    except (CuteError, TypeError):
        pass
    return value


def _leafwise_same(ctx: Context, a: Any, b: Any) -> bool:
    """``a`` and ``b`` of one structure whose leaves are proven equal pair by pair from the
    module's facts (``ceil(M/8)`` and ``M/8`` where ``16 | M``), each exact quotient too."""
    from cute_sym.conditions import Condition
    from ..discharge import discharge
    try:
        la, lb = _dyn_leaves(a), _dyn_leaves(b)
        it = iter(la)
        if len(la) != len(lb) or map_value_leaves(b, lambda v, role: next(it)) != a:
            return False
    except (CuteError, TypeError, StopIteration):
        return False
    pairs = [(u, v) for u, v in zip(la, lb) if u != v]
    exprs = [[x.expr if isinstance(x, Dyn) else x for x in pair] for pair in pairs]
    if any(e is None for pair in exprs for e in pair):
        return False
    conds = [Condition("eq", u, v, "the same leaf") for u, v in exprs]
    for e in {e for pair in exprs for e in pair if not isinstance(e, int)}:   # each exact quotient exact
        num, den = sympy.fraction(sympy.together(sympy.sympify(e)))
        if den != 1:
            conds.append(Condition("divides", den, num, f"exact quotient {e}"))
    if not conds:
        return True
    proofs = discharge(conds, _facts_for(ctx, *(c.as_sympy() for c in conds)), ctx.options.timeout)
    return all(p.proved and not p.detail.get("vacuous") for p in proofs)


def _unproven(ctx: Context, op: CuteOp, problem: Exception, notes: list[str],
              who: str = "the paper's algebra on these operands",
              unknown: str = "the paper's algebra gives no result for these operands", extra: "dict | None" = None) -> None:
    """A warning for a derivation that stopped: the condition it relies on (refuted or unproven),
    or the reason it gives no result."""
    from ..discharge import UnprovenCondition
    extra = extra or {}
    if isinstance(problem, UnprovenCondition):
        proof = problem.proof
        state = "is false for some value" if proof.status == "refuted" else "could not be proven"
        cx = f" (counterexample: {proof.counterexample.get('params')})" if proof.counterexample else (
            f" ({proof.reason})" if proof.reason else "")
        ctx.add(op, "warning", "condition", f"{who} relies on {problem.condition}, which {state}{cx}", notes,
                {"condition": str(problem.condition), "status": proof.status,
                 "counterexample": proof.counterexample, **extra})
    else:
        ctx.add(op, "warning", "unknown", f"{unknown}: {getattr(problem, 'reason', None) or problem}", notes,
                {"reason": str(getattr(problem, "reason", problem)), **extra})


def _confirmed(ctx: Context, op: CuteOp, runtime: list, values: list, points: list[dict], notes: list[str],
               only: "int | None" = None) -> bool:
    """At the first of ``points`` (name -> int) where every operand is static, the run-time
    value and the paper's evaluated: an ``error`` when they differ or the paper has none."""
    from .values import compare
    for env in points:
        operands = _static_at(values, env)
        got = _static_at(runtime, env)
        if operands is None or got is None:
            continue
        at = ", ".join(f"{n} = {v}" for n, v in sorted(env.items()))
        try:
            paper = compute(op, operands)
        except (CuteError, OpFailure) as e:
            why = getattr(e, "reason", None) or str(e)
            ctx.add(op, "error", "runtime",
                    f"at {at} the paper's algebra has no result ({why}), but the DSL computes "
                    f"{', '.join(map(_show, got))} at run time (CuTe's algorithm)", notes,
                    {"params": env, "runtime": [_show(g) for g in got], "condition": why})
            return True
        paper = paper if isinstance(paper, list) else [paper]
        for k, (g, p) in enumerate(zip(got, paper)):
            if only is not None and k != only:
                continue
            verdict = compare(g, p, [], ctx.options.timeout)
            if verdict.status == "differs":
                ctx.add(op, "error", "runtime",
                        f"{_which(op, k)}at {at} the DSL's run-time value {_show(g)} (CuTe's algorithm) is not the "
                        f"paper's {_show(p)}: {_reword(verdict.text)}", notes,
                        {"params": env, "runtime": _show(g), "paper": _show(p), **verdict.detail})
                return True
    return False


def _reword(text: str) -> str:
    return text.replace("the DSL's", "the run-time").replace("cute-sym's", "the paper's")


def _div_claims(ctx: Context, op: CuteOp, k: int, d: Attribute, value: Any, notes: list[str]) -> None:
    """Each ``?{div=N}`` of the declared ``d`` proven of ``value``'s leaf there."""
    from cute_sym.conditions import Condition
    from ..discharge import discharge
    try:
        dl, vl = _dyn_leaves(value_of(d)), _dyn_leaves(value)
    except (CuteError, TypeError):
        return
    if len(dl) != len(vl):
        return
    for x, v in zip(dl, vl):
        if not isinstance(x, Dyn) or x.div <= 1:
            continue
        expr = v.expr if isinstance(v, Dyn) else v
        if isinstance(expr, int):
            if expr % x.div:
                ctx.add(op, "error", "mismatch", f"{_which(op, k)}the DSL's '{type_text(d)}' claims ?{{div={x.div}}} "
                                                 f"where the value is {expr}", notes)
            continue
        if expr is None:
            continue
        cond = Condition("divides", x.div, expr, "the DSL's ?{div=N}")
        (proof,) = discharge([cond], _facts_for(ctx, cond.as_sympy()), ctx.options.timeout)
        if not proof.proved:
            state = "is false for some value" if proof.status == "refuted" else "could not be proven"
            ctx.add(op, "warning", "condition",
                    f"{_which(op, k)}the DSL's '{type_text(d)}' claims {x.div} | {expr}, which {state}"
                    + (f" (counterexample: {proof.counterexample.get('params')})" if proof.counterexample else ""),
                    notes, {"condition": f"{x.div} | {expr}", "status": proof.status})
