"""NVIDIA's ``cute_nvgpu`` ops whose result is, by their definition, a value of the type of an
operand (issue 23, item 5: coverage that is earned, not skipped).

* ``cute_nvgpu.arch.make_warp_uniform(x)``: ``x`` broadcast from lane 0 of the warp (CUTLASS's
  ``__shfl_sync(0xffffffff, x, 0)``), a value of ``x``'s type;
* ``cute_nvgpu.atom.set_value(atom, v) {field}``: the atom with one runtime field set (a TMA
  load's barrier pointer, an MMA's accumulate flag), a value of ``atom``'s type.

The op is re-derived when its declared result type is that operand's type.  Any other type is
left *not modelled*, never an error: NVIDIA's verifier holds these ops to their operand's type,
and a finding needs a witness this family does not compute.  The result's *value* is a fresh
name for the symbolic evaluator (:mod:`.symbolic`, sound: nothing is assumed of it).
"""
from __future__ import annotations

from xdsl.ir import Operation

from .context import Context
from .launch import op_name
from cute_sym.dialect.walking import walk

__all__ = ["SAME_TYPE", "check_nvgpu_ops"]

SAME_TYPE: dict[str, int] = {
    "cute_nvgpu.arch.make_warp_uniform": 0,
    "cute_nvgpu.atom.set_value": 0,
}
"""Op name -> the operand whose type the result has."""


def _re_derived(op: Operation) -> bool:
    k = SAME_TYPE[op_name(op)]
    return (len(op.results) == 1 and len(op.operands) > k
            and op.results[0].type == op.operands[k].type)


def check_nvgpu_ops(ctx: Context) -> None:
    """Each op of :data:`SAME_TYPE` in this work unit's share: re-derived when its type holds."""
    ops = [op for op in walk(ctx.pm.module) if op_name(op) in SAME_TYPE]
    for op in ctx.share(ops):
        if _re_derived(op):
            ctx.cover(op, "re-derived")
