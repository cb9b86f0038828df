"""Op by op: re-derive every cute op's result with cute_sym's algebra and hold the DSL's
declared type against it (issue 13, item 1).

For each op whose result types cute-sym infers (``CuteOp.INFERS``):

* the declared type is not a value (``(2,0,11):(1,8,6)``: a size-0 mode) -> ``error``
  (``invalid-type``), naming the violated condition;
* cute-sym's derivation fails on a precondition of the paper (composition eq. 9/10,
  a non-injective ``left_inverse``, ...) -> ``error`` (``precondition``) with the
  condition's words, and where the operands are static a coordinate at which the
  declared result breaks the op's definition (``A∘B(c) = A(B(c))``; two coordinates a
  ``left_inverse`` cannot tell apart), proven and re-checked by the solver;
* the derivation needs a fact about a ``?`` leaf -> :mod:`.dynamic` (the module's facts
  and ``--assume``);
* the two types differ -> :func:`.values.compare`: the same function (``note``), another
  function (``error`` with a coordinate and both values), or undecided (``warning``);
* the types agree and an operand has ``?`` leaves -> :func:`.dynamic.check_runtime`: the
  value the DSL computes at run time (CuTe's algorithm) against the paper's, for every
  value of the leaves.

Ops whose operands have no value (an invalid or unprinted type) are skipped: the op that
produced them is reported.
"""
from __future__ import annotations

from typing import Any

from xdsl.ir import Attribute

from cute_sym import ComposedLayout, Layout
from cute_sym.dialect.ops.base import CuteOp, OpFailure, inferred, type_text, value_of
from cute_sym.dialect.reader import cute_ops
from cute_sym.dialect.types import UnprintedType, declares, invalid_reason, unmodelled_reason
from cute_sym.errors import CuteError, DynamicValueError

from .context import Context
from .values import compare, is_static_value

__all__ = ["check_ops", "check_op", "derive"]


def derive(op: CuteOp) -> tuple[list[Attribute] | None, Exception | None]:
    """cute-sym's result types for ``op`` from its operand types, or the error (the
    :class:`~cute_sym.errors.CuteError` underneath the op's diagnostic when there is one).
    A mode path that indexes 0 into a scalar takes the scalar (:func:`_scalar_modes`)."""
    props = dict(op.properties)
    ours, failure = _infer(op, props)
    for shorter in _scalar_modes(failure, props):
        again, still = _infer(op, {**props, "mode": shorter})
        if still is None:
            return again, None
    return ours, failure


def _infer(op: CuteOp, props: dict) -> tuple[list[Attribute] | None, Exception | None]:
    try:
        return inferred(type(op), list(op.operand_types), props), None
    except OpFailure as e:
        cause = e.__context__
        return None, cause if isinstance(cause, CuteError) else e
    except CuteError as e:
        return None, e


def _scalar_modes(failure: Exception | None, props: dict) -> list[Attribute]:
    """The mode paths without their trailing zeros, longest first, where ``failure`` is seed
    000's "descent past a scalar leaf": the CuTe DSL 4.8.1's MLIR takes index 0 of a scalar as
    the scalar (C++ ``get<0>`` of an integer is the integer; it verifies ``cute.size`` of
    ``!cute.int_tuple<"32">`` at mode ``[0]`` as 32, of ``(4,2)`` at ``[0, 0]`` as 4, and refuses
    ``[1]`` of a scalar).  cute-opt keeps the seed's rule; the checker never refuses what NVIDIA's
    MLIR verifies."""
    from xdsl.dialects.builtin import DenseArrayBase, i32
    mode = props.get("mode")
    if failure is None or "descent past a scalar leaf" not in _reason(failure) or mode is None:
        return []
    path = list(mode.get_values())
    out = []
    while path and path[-1] == 0:
        path.pop()
        out.append(DenseArrayBase.from_list(i32, list(path)))
    return out


def _valueless(t: Attribute) -> str | None:
    if isinstance(t, UnprintedType):
        return "its type is printed nowhere"
    return invalid_reason(t)


def _reason(e: Exception) -> str:
    return getattr(e, "reason", None) or getattr(e, "message", None) or str(e)


def check_ops(ctx: Context) -> None:
    """Every cute op of the module (module docstring); one op's failure is that op's finding."""
    from .guard import guarded
    for op in ctx.share(cute_ops(ctx.pm.module)):     # a work unit's share (all: one unit)
        guarded(ctx, op, lambda op=op: check_op(ctx, op))
    from .nvgpu import check_nvgpu_ops
    check_nvgpu_ops(ctx)


def _agreeing(ctx: Context, op: CuteOp) -> "tuple[set, tuple | None]":
    """The ops of static operands whose re-derivation agreed (each op's class, operand and result
    types, properties), and ``op``'s key (``None``: an unhashable property).  An op of such a key
    is one whose check comes to "re-derived" and nothing else: its operands' types and
    properties are all that :func:`derive` reads."""
    agreed = ctx.cache.setdefault("ops.agreed", set())
    try:
        key = (type(op), tuple(op.operand_types), tuple(op.result_types), tuple(sorted(op.properties.items())))
        hash(key)
    except TypeError:
        return agreed, None
    return agreed, key


def check_op(ctx: Context, op: CuteOp) -> None:
    agreed, key = _agreeing(ctx, op)
    if key is not None and key in agreed:
        ctx.cover(op, "re-derived")
        return
    if any(unmodelled_reason(t) for t in (*op.operand_types, *op.result_types)):
        from .rational import check_rational    # ratio strides: re-derived, else not modelled
        check_rational(ctx, op)
        return
    if not op.derivable():
        for k, t in enumerate(op.result_types):
            if (why := invalid_reason(t)) is not None:
                ctx.add(op, "error", "invalid-type", f"result #{k} type '{type_text(t)}' is not a value: {why}")
        _cover_declared(ctx, op)
        return
    if any(_valueless(t) for t in op.operand_types):
        return                                  # not modelled: the op that made the operand is reported
    ctx.cover(op, "re-derived")                 # a dynamic path below makes it proven (or undecided)
    declared = list(op.result_types)
    ours, failure = derive(op)
    bad = [(k, t, why) for k, t in enumerate(declared) if (why := invalid_reason(t)) is not None]
    if bad:
        k, t, why = bad[0]
        notes = [f"cute-sym: {_reason(failure)}"] if failure is not None else (
            [f"cute-sym derives '{type_text(ours[k])}'"] if ours is not None and k < len(ours) else [])
        ctx.add(op, "error", "invalid-type", f"result type '{type_text(t)}' is not a value: {_size_zero(why)}",
                notes, {"declared": type_text(t), "condition": why})
        return
    if failure is not None:
        if isinstance(failure, DynamicValueError):
            from .dynamic import check_dynamic
            ctx.cover(op, "proven")
            check_dynamic(ctx, op, declared, failure)
            return
        _precondition(ctx, op, declared, failure)
        return
    if len(ours) != len(declared):
        ctx.add(op, "error", "mismatch", f"declares {len(declared)} result(s), cute-sym derives {len(ours)}")
        return
    agree = True
    for k, (d, o) in enumerate(zip(declared, ours)):
        if declares(d, o):
            continue
        agree = False
        _compare_result(ctx, op, k, d, o)
    if agree and not all(is_static_value(value_of(t)) for t in op.operand_types):
        from .dynamic import check_runtime
        ctx.cover(op, "proven")
        check_runtime(ctx, op)
    elif agree and key is not None:
        agreed.add(key)


def _cover_declared(ctx: Context, op: CuteOp) -> None:
    """An op whose result is declared (a constructor, a constant, a view of a pointer and a layout):
    re-derived when its verifier rebuilds the result from the operands and agrees, else not modelled."""
    if type(op).verify_extra is CuteOp.verify_extra:
        return
    try:
        op.verify_extra()
    except Exception:  # noqa: BLE001 -- any failure leaves the op not modelled, never a finding here
        return
    ctx.cover(op, "re-derived")


def _size_zero(why: str) -> str:
    return f"{why} (a size-0 mode)" if "positive" in why and "shape" in why else why


def _retyped_note(ctx: Context, op: CuteOp, k: int) -> list[str]:
    r = op.results[k]
    if r in ctx.pm.retyped:
        _, line = ctx.pm.retyped[r]
        return [f"the DSL prints this result's type only where it is used (line {line} of {ctx.pm.file})"]
    return []


def _compare_result(ctx: Context, op: CuteOp, k: int, d: Attribute, o: Attribute) -> None:
    dv, ov = value_of(d), value_of(o)
    which = f"result #{k} " if len(op.results) > 1 else ""
    if not (is_static_value(dv) and is_static_value(ov)):
        from .dynamic import check_dynamic_result
        ctx.cover(op, "proven")
        check_dynamic_result(ctx, op, k, d, o)
        return
    verdict = compare(dv, ov, ctx.assume, ctx.options.timeout)
    notes = _retyped_note(ctx, op, k)
    if verdict.status == "same":
        if ctx.options.same_function_notes:
            ctx.add(op, "note", "same-function",
                    f"{which}the DSL's '{type_text(d)}' is another text for cute-sym's '{type_text(o)}': "
                    f"{verdict.text}", notes, {"declared": type_text(d), "derived": type_text(o)})
        return
    detail = {"declared": type_text(d), "derived": type_text(o), **verdict.detail}
    if verdict.status == "differs":
        kind = "align" if verdict.detail.get("kind") == "align" else "mismatch"
        ctx.add(op, "error", kind, f"{which}the DSL's '{type_text(d)}' is not cute-sym's '{type_text(o)}': "
                                   f"{verdict.text}", notes, detail)
    else:
        ctx.add(op, "warning", "unknown", f"{which}the DSL's '{type_text(d)}' vs cute-sym's '{type_text(o)}': "
                                          f"{verdict.text}", notes, detail)


def _precondition(ctx: Context, op: CuteOp, declared: list[Attribute], e: Exception) -> None:
    notes = []
    detail: dict[str, Any] = {"condition": _reason(e)}
    if declared and not isinstance(declared[0], UnprintedType):
        notes.append(f"the DSL declares '{type_text(declared[0])}'")
        detail["declared"] = type_text(declared[0])
        witness = _definition_witness(ctx, op, declared[0])
        if witness is not None:
            notes.append(witness[0])
            detail["counterexample"] = witness[1]
    notes += _retyped_note(ctx, op, 0) if op.results else []
    kind = "precondition" if isinstance(e, CuteError) else "mismatch"
    ctx.add(op, "error", kind, _reason(e), notes, detail)


def _definition_witness(ctx: Context, op: CuteOp, declared: Attribute) -> "tuple[str, dict] | None":
    """Where the declared result breaks the op's definition, proven by the solver (static
    operands only): composition ``R(c) = A(B(c))``, a divide's first mode ``A∘B``, the
    injectivity a ``left_inverse`` needs."""
    from ..prove import prove_composition, prove_injective
    values = [value_of(t) for t in op.operand_types]
    R = value_of(declared)
    layouts = (Layout, ComposedLayout)
    if not all(is_static_value(v) for v in values) or not is_static_value(R):
        return None
    try:
        if op.name == "cute.composition" and len(values) == 2 and all(isinstance(v, layouts) for v in values) \
                and isinstance(R, layouts):
            A, B = values
            p = prove_composition(A, B, R, timeout=ctx.options.timeout)
            if p.status == "refuted":
                c = p.counterexample
                return (f"at coordinate {c['coordinate']}, A∘B is A(B({c['coordinate']})) = A({c['B']}) = "
                        f"{c['A(B)']} but the DSL's result gives {c['R']} [{p.backend}, re-checked]", c)
        if op.name == "cute.logical_divide" and len(values) == 2 and all(isinstance(v, Layout) for v in values) \
                and isinstance(R, Layout):
            from cute_sym import get
            A, B = values
            first = Layout(get(R.shape, [0]), get(R.stride, [0]))
            p = prove_composition(A, B, first, timeout=ctx.options.timeout)
            if p.status == "refuted":
                c = p.counterexample
                return (f"its first mode {first} is not A∘B: at coordinate {c['coordinate']}, A(B(c)) = "
                        f"A({c['B']}) = {c['A(B)']} but the DSL's gives {c['R']} [{p.backend}, re-checked]", c)
        if op.name == "cute.left_inverse" and len(values) == 1 and isinstance(values[0], Layout):
            p = prove_injective(values[0], timeout=ctx.options.timeout)
            if p.status == "refuted":
                c = p.counterexample
                i, j = c["coordinates"]
                return (f"{values[0]} is not injective: L({i}) = L({j}) = {c['value']}, so no layout R has "
                        f"R(L(c)) = c; the DSL's gives R({c['value']}) = {R(c['value']) if c['value'] < R.size() else '(outside its domain)'}"
                        f" [{p.backend}, re-checked]", c)
        if op.name == "cute.complement" and isinstance(values[0], Layout):
            p = prove_injective(values[0], timeout=ctx.options.timeout)
            if p.status == "refuted":
                c = p.counterexample
                i, j = c["coordinates"]
                return (f"{values[0]} is not injective: L({i}) = L({j}) = {c['value']} [{p.backend}, re-checked]", c)
    except (CuteError, KeyError, TypeError, ValueError):
        return None
    return None
