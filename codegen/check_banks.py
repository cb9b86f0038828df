"""``cute-sym check``'s bank-conflict facts (issue 13, item 2): a shared-memory tensor that a
tiled copy partitions (``cute.tiled.copy.partition_S`` / ``partition_D``) is read or
written by its threads as the copy's TV layout says, so its bank conflicts are those of
:func:`codegen.bank_check.check_banks` for

* SMEM: the tensor's tile ``zipped_divide(layout, tiler_mn)`` mode 0 (tile coordinate ->
  element offset; the first tile: the others differ by a constant offset);
* ACCESS: ``layout_copy_tv`` ((thread, value) -> tile coordinate);
* vectors of the width of the atom of the ``cute.copy`` that moves the partition's data (its atom
  operand, ``<..., 32 b>``; one element when it prints none), read or written as that copy's
  source or destination says; the partitioning tiled copy's own atom and the partition's name
  where no copy is found (the DSL partitions with one tiled copy and may copy with another atom).

Only per-thread atoms (``universal_copy``, ``simt_async_copy``) are modelled here: the lanes of a
collective atom (``ldsm``: each lane gives one 16-byte row address; ``stsm``; ``tmem_load``)
touch other addresses than ``layout_copy_tv`` says of its registers (``ldsm`` / ``stsm``:
:mod:`codegen.check_ldsm_banks`).

A conflict is a ``warning`` (the copy is correct, only slower) with its degree, two
threads, their words and the bank (:mod:`codegen.banks`' phase model).  This module sits
in codegen, above the solver; :data:`solver.check.run.FACT_CHECKS` names it.
"""
from __future__ import annotations

from typing import Any

from cute_sym.dialect.ops.base import type_text, value_of
from cute_sym.errors import CuteError
from cute_sym.tensor import MemRef, TiledCopy
from solver.check.copies import PER_THREAD_ATOMS, atom_bits, tile_layout, uses_of_partition
from cute_sym.dialect.walking import walk

__all__ = ["check_banks_in_module", "tile_layout"]

PARTITIONS = ("cute.tiled.copy.partition_S", "cute.tiled.copy.partition_D")


def check_banks_in_module(ctx: Any) -> None:
    """Every tiled-copy partition of a static shared-memory tensor (module docstring)."""
    from .bank_check import check_banks
    from .errors import CodegenError
    from .check_view_banks import DTYPES as _DTYPES, check_view_banks
    seen: set = set()
    judged: set = set()            # the copies decided here (a thread's own view: check_view_banks)
    for op in walk(ctx.pm.module):
        if op.name not in PARTITIONS or len(op.operands) < 2:
            continue
        copy, tensor = value_of(op.operands[0].type), value_of(op.operands[1].type)
        if not isinstance(copy, TiledCopy) or not isinstance(tensor, MemRef) or tensor.space != "smem":
            continue
        if tensor.iterator.swizzle is not None or not tensor.layout.is_static():
            continue                   # a swizzled pointer / dynamic smem layout: not modelled here
        if getattr(copy.atom, "name", "") not in PER_THREAD_ATOMS:
            continue                   # a collective atom (ldsm, stsm, tmem): its lanes' addresses are not the TV layout
        bits = tensor.iterator.bits
        if bits not in _DTYPES:
            continue
        uses = uses_of_partition(ctx, op)
        judged.update(u.op for u in uses)
        if uses:          # the copy that moves the data says the side and the access width
            use = uses[0]
            side = "reads" if use.side == "source" else "writes"
            width = atom_bits(use.op.operands[0].type) or bits
        else:
            side = "reads" if op.name.endswith("_S") else "writes"
            width = copy.atom.bits or bits
        vector = max(1, width // bits)
        key = (str(copy), str(tensor), side, vector)
        if key in seen:
            continue
        seen.add(key)
        try:
            smem = tile_layout(tensor.layout, copy.tiler)
            report = check_banks(smem, copy.layout_tv, _DTYPES[bits], vector, ctx.options.timeout)
        except (CuteError, CodegenError) as e:
            ctx.add(op, "warning", "banks", f"bank conflicts of '{type_text(op.operands[1].type)}' not decided: "
                                            f"{getattr(e, 'reason', e)}")
            continue
        if report.status == "proved":
            continue
        first = report.conflicts[0]
        ctx.add(op, "warning", "banks",
                f"the tiled copy {side} '{type_text(op.operands[1].type)}' with {report.degree}-way bank "
                f"conflicts: {first.text()}",
                [report.summary(), f"shared-memory tile {smem}, TV layout {copy.layout_tv}"]
                + [c.text() for c in report.conflicts[1:4]],
                report.to_dict())
    check_view_banks(ctx, judged)
    from .check_ldsm_banks import check_ldsm_banks
    check_ldsm_banks(ctx)
