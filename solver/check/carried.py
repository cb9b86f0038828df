"""Values a loop or a branch carries unchanged (issue 23): which SSA value an ``scf`` block
argument or result always equals.

The DSL threads a register fragment through its loops as an ``scf.for`` iter_arg or an
``scf.while`` argument, and out of branches as an ``scf.if`` result; most of them are passed
on unchanged (``scf.yield %arg15``).  Such a value *is*, at run time, the value it starts from
(its *origin*, defined before the loop), so its place (:mod:`.views`) and its symbolic value
(:mod:`.symbolic`) are the origin's, and the accesses through it are checked as accesses through
the origin.  The rules:

* ``scf.for`` (operands ``lb, ub, step, init...``): iter_arg ``k`` (block argument ``k + 1``)
  and result ``k`` are the origin of ``init[k]`` when the body's ``scf.yield`` operand ``k`` is;
* ``scf.while``: ``before`` argument ``k`` is the origin of ``init[k]`` when the ``after``
  region's ``scf.yield`` operand ``k`` is; ``after`` argument ``j`` and result ``j`` are the
  ``scf.condition`` operand ``j + 1`` (what it forwards);
* ``scf.if``: result ``k`` is the yields' operand ``k`` when every branch yields the same one.

The loop rules are a greatest fixpoint: every carried argument is first assumed unchanged, and
one whose yield resolves to another origin is dropped, until none is.  That is sound by
induction over the run: a carried value is set to its init on entry and then only to yielded
values, each of which equals the origin when the assumptions held for the values set before it.
"""
from __future__ import annotations

from typing import Any

from xdsl.ir import Operation, SSAValue

from .launch import op_name
from cute_sym.dialect.walking import walk

__all__ = ["origins", "origin"]


def _terminator(op: Operation, region: int) -> Operation | None:
    if region >= len(op.regions) or not op.regions[region].blocks:
        return None
    return op.regions[region].blocks[0].last_op


def _edges(module: Any) -> tuple[list[tuple[list[SSAValue], SSAValue, list[SSAValue]]], dict[SSAValue, list[SSAValue]]]:
    """``loops``: ``(carried values, init, yielded values)`` of each loop-carried argument;
    ``direct``: a value -> the values it is one of (all must agree)."""
    loops: list[tuple[list[SSAValue], SSAValue, list[SSAValue]]] = []
    direct: dict[SSAValue, list[SSAValue]] = {}
    for op in walk(module):
        name = op_name(op)
        if name == "scf.for" and op.regions and op.regions[0].blocks:
            body = op.regions[0].blocks[0]
            inits = list(op.operands)[3:]
            term = body.last_op
            if term is None or len(inits) != len(op.results) or len(body.args) != len(inits) + 1 \
                    or len(term.operands) != len(inits):
                continue
            for k, init in enumerate(inits):
                loops.append(([body.args[k + 1], op.results[k]], init, [term.operands[k]]))
        elif name == "scf.while" and len(op.regions) == 2 and all(r.blocks for r in op.regions):
            before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
            cond, term = before.last_op, after.last_op
            if cond is None or term is None or len(before.args) != len(op.operands) \
                    or len(term.operands) != len(op.operands):
                continue
            for k, init in enumerate(op.operands):
                loops.append(([before.args[k]], init, [term.operands[k]]))
            forwarded = list(cond.operands)[1:]
            if len(forwarded) == len(after.args) == len(op.results):
                for j, v in enumerate(forwarded):
                    direct[after.args[j]] = [v]
                    direct[op.results[j]] = [v]
        elif name == "scf.if" and op.results:
            yields = [_terminator(op, r) for r in range(len(op.regions))]
            if len(yields) < 2 or any(y is None or len(y.operands) != len(op.results) for y in yields):
                continue
            for k, r in enumerate(op.results):
                direct[r] = [y.operands[k] for y in yields]
    return loops, direct


def origins(module: Any) -> dict[SSAValue, SSAValue]:
    """Each ``scf`` block argument or result that always equals another value -> that value's
    origin (module docstring); values not listed are their own origin."""
    loops, direct = _edges(module)
    assumed: dict[SSAValue, SSAValue] = {}
    for carried, init, _ in loops:
        for c in carried:
            assumed[c] = init
    while True:
        memo: dict[SSAValue, SSAValue] = {}

        def resolve(v: SSAValue, depth: int = 0) -> SSAValue:
            if v in memo:
                return memo[v]
            memo[v] = v                                  # a cycle (never in valid SSA) resolves to itself
            out = v
            if depth < 200:                              # deeper: left alone (its own value)
                if v in assumed:
                    out = resolve(assumed[v], depth + 1)
                elif v in direct:
                    got = {resolve(s, depth + 1) for s in direct[v]}
                    out = got.pop() if len(got) == 1 else v
            memo[v] = out
            return out
        dropped = False
        for carried, init, yielded in loops:
            if carried[0] not in assumed:
                continue
            start = resolve(init)
            if any(resolve(y) != start for y in yielded):
                for c in carried:
                    assumed.pop(c, None)
                dropped = True
        if not dropped:
            break
    out = {}
    for v in {*assumed, *direct}:
        r = resolve(v)
        if r is not v:
            out[v] = r
    return out


def origin(ctx: Any, v: SSAValue) -> SSAValue:
    """The value ``v`` always equals (``v`` itself where none), per module (cached in ``ctx``)."""
    table = ctx.cache.get("carried")
    if table is None:
        table = ctx.cache["carried"] = origins(ctx.pm.module)
    return table.get(v, v)
