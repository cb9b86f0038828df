"""Shared-memory carving (issue 23 item 8, the ``smem`` class): the tensors a kernel carves out of
its shared-memory allocation fit in it, in their fields, and do not overlap while both are in use.

A *carved view* is ``cute.make_view(ptr, layout)`` whose pointer is the allocation's iterator
(``cute.memref.alloca`` in ``smem``) moved by static offsets (``cute.add_offset``, in the
pointer's elements; ``cute.recast_iter`` keeps the address); its bytes are
``[offset, offset + (max offset of the layout + 1) * element bytes)`` (:func:`.footprint.span`; a
swizzled layout evaluated point by point).  For each:

* **capacity**: its last byte is inside the allocation (the allocation's own layout; the DSL sizes
  it and the launch's ``dynamicSmemBytes`` from the struct, so a view past it reaches memory the
  block was not given): else an ``error`` (kind ``smem``) with the first byte past the end;
* **fields**: where the allocation names its struct's fields (``smem.struct_fields = ["sQ:4096:0",
  ...]``: name, bytes, offset), the view starting at a field's offset stays inside that field (the
  largest of the fields starting there: a 0-byte field, ``sO`` of the Hopper FMHA when it reuses
  ``sQ``, shares its offset with the next): else an ``error`` with the first byte past the field and
  the field it lands in;
* **overlap**: two carved views of one allocation that start at different offsets and share bytes,
  both accessed (a ``cute.copy`` or ``cute.memref`` access through a view of them) in the body of
  one loop where one of them is written, hold two live tensors in the same bytes: an ``error``
  with the first shared byte.  Views that start at the same offset (a union: the epilogue's
  buffer reusing the main loop's) or that are used in no common loop are left alone.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from xdsl.ir import Operation, SSAValue

from cute_sym import ComposedLayout, Layout
from cute_sym.dialect.ops.base import type_text
from cute_sym.tensor import MemRef, Pointer
from cute_sym.tuples import leaves, product

from .context import Context
from .footprint import span
from .mma_frag import value_of
from cute_sym.dialect.walking import walk


__all__ = ["check_smem", "Carved", "carved_views", "field_fault"]

_PART = ("cute.tiled.copy.partition_S", "cute.tiled.copy.partition_D", "cute.tiled.copy.retile",
         "cute.tiled.mma.partition")
_ACCESS = {"cute.copy": (1, 2), "cute.memref.load_vec": (0, None), "cute.memref.store_vec": (None, 1),
           "cute.memref.load": (0, None), "cute.memref.store": (None, 1)}
"""Access op -> (operand read, operand written)."""


@dataclass
class Carved:
    """One carved view: its op, allocation, first byte and end byte (exclusive)."""

    op: Operation
    alloc: Operation
    start: int
    end: int


def _alloc_bytes(op: Operation) -> int | None:
    m = value_of(op.results[0].type)
    if not isinstance(m, MemRef) or m.space != "smem" or not m.iterator.bits:
        return None
    sp = span(m.layout)
    if sp is None or not all(getattr(x, "is_Integer", False) for x in sp):
        return None
    return (int(sp[1]) + 1) * m.iterator.bits // 8


def _fields(op: Operation) -> list[tuple[str, int, int]]:
    """``smem.struct_fields``: (name, bytes, offset) of each field."""
    attr = op.attributes.get("smem.struct_fields") if hasattr(op, "attributes") else None
    out = []
    for a in getattr(attr, "data", ()) or ():
        text = getattr(a, "data", str(a))
        parts = text.rsplit(":", 2)
        if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            out.append((parts[0], int(parts[1]), int(parts[2])))
    return out


def _static(t: Any) -> int | None:
    v = value_of(t)
    v = getattr(v, "value", v)
    if isinstance(v, int):
        return v
    lv = leaves(v) if isinstance(v, tuple) else None
    return lv[0] if lv and len(lv) == 1 and isinstance(lv[0], int) else None


def _pointer_origin(v: SSAValue) -> tuple[Operation, int] | None:
    """The smem allocation a pointer is carved from and its byte offset (static offsets only)."""
    bits = 0
    for _ in range(32):
        op = v.owner
        if not isinstance(op, Operation):
            return None
        if op.name == "cute.get_iter" and op.operands:
            src = op.operands[0].owner
            if isinstance(src, Operation) and src.name == "cute.memref.alloca":
                return (src, bits // 8) if bits % 8 == 0 else None
            return None
        if op.name == "cute.recast_iter" and op.operands:
            v = op.operands[0]
            continue
        if op.name == "cute.add_offset" and len(op.operands) >= 2:
            off = _static(op.operands[1].type)
            p = value_of(op.operands[0].type)
            if off is None or not isinstance(p, Pointer) or not p.bits:
                return None
            bits += off * p.bits
            v = op.operands[0]
            continue
        return None
    return None


def _span_bytes(m: MemRef) -> tuple[int, int] | None:
    layout = m.layout
    if not isinstance(layout, (Layout, ComposedLayout)) or not m.iterator.bits:
        return None
    sp = span(layout)
    if sp is None or not all(getattr(x, "is_Integer", False) for x in sp):
        return None
    eb = m.iterator.bits
    return int(sp[0]) * eb // 8, (int(sp[1]) + 1) * eb // 8


def carved_views(ctx: Context) -> list[Carved]:
    """Every carved view of a shared-memory allocation (module docstring)."""
    out = []
    for op in walk(ctx.pm.module):
        if op.name != "cute.make_view" or not op.operands or not op.results:
            continue
        origin = _pointer_origin(op.operands[0])
        m = value_of(op.results[0].type)
        if origin is None or not isinstance(m, MemRef) or m.space != "smem":
            continue
        sp = _span_bytes(m)
        if sp is None:
            continue
        alloc, off = origin
        out.append(Carved(op, alloc, off + sp[0], off + sp[1]))
    return out


def field_fault(fields: list[tuple[str, int, int]], start: int, end: int) -> "tuple[tuple, int, str | None] | None":
    """A view of bytes ``[start, end)`` against the struct's fields (name, bytes, offset): the field it
    starts (the largest starting there: a 0-byte field shares its offset with the next), the first
    byte past it and the field that byte is in, when the view does not fit; ``None`` when it fits
    or starts no field."""
    here = [f for f in fields if f[2] == start]
    if not here:
        return None
    field = max(here, key=lambda f: f[1])
    past = field[2] + field[1]
    if end <= past:
        return None
    return field, past, next((f[0] for f in fields if f[2] <= past < f[2] + f[1]), None)


def _where(ctx: Context, op: Operation) -> str:
    src = ctx.pm.source(op)
    return f" (line {src.line})" if src is not None else ""


def check_smem(ctx: Context) -> None:
    """Capacity, fields and overlap of every carved view (module docstring)."""
    views = carved_views(ctx)
    if not views:
        return
    faulty = []
    for v in views:
        size = _alloc_bytes(v.alloc)
        what = f"the view '{type_text(v.op.results[0].type)}'"
        if size is not None and v.end > size:
            ctx.add(v.op, "error", "smem",
                    f"{what} of the shared-memory allocation spans bytes [{v.start}, {v.end}), but the allocation "
                    f"holds {size} bytes: byte {size} and on are past the shared memory the kernel is given",
                    [f"the allocation: '{type_text(v.alloc.results[0].type)}'"],
                    {"start": v.start, "end": v.end, "allocation_bytes": size, "address": size})
            faulty.append(v)
            continue
        fields = _fields(v.alloc)
        fault = field_fault(fields, v.start, v.end)
        if fault is not None:
            field, past, into = fault
            ctx.add(v.op, "error", "smem",
                    f"{what} of field '{field[0]}' spans bytes [{v.start}, {v.end}), but the field holds "
                    f"{field[1]} bytes [{field[2]}, {past}): byte {past} and on are "
                    + (f"field '{into}'s" if into else "outside every field"),
                    [f"the struct's fields (name:bytes:offset): {', '.join(f'{n}:{s}:{o}' for n, s, o in fields)}"],
                    {"start": v.start, "end": v.end, "field": field[0], "field_bytes": field[1], "address": past,
                     "into": into})
            faulty.append(v)
    _overlaps(ctx, views, {id(v) for v in faulty})


# ---------------------------------------------------------------- overlap of live views

def _carved_of(v: SSAValue, carved: dict[SSAValue, Carved], depth: int = 96) -> Carved | None:
    for _ in range(depth):
        if v in carved:
            return carved[v]
        op = v.owner
        if not isinstance(op, Operation) or not op.name.startswith("cute.") or not op.operands:
            return None
        if op.name in _PART:
            if len(op.operands) < 2:
                return None
            v = op.operands[1]
        elif getattr(op.operands[0].type, "kind", None) in ("memref", "ptr"):
            v = op.operands[0]
        else:
            return None
    return None


def _loops(op: Operation) -> list[Operation]:
    out = []
    p = op.parent_op()
    while p is not None:
        if p.name == "scf.for" or getattr(p, "name", "") == "scf.while":
            out.append(p)
        p = p.parent_op()
    return out


def _overlaps(ctx: Context, views: list[Carved], reported: set[int]) -> None:
    carved = {v.op.results[0]: v for v in views}
    use: dict[int, dict[int, bool]] = {}          # view -> loop -> written there
    for op in walk(ctx.pm.module):
        roles = _ACCESS.get(op.name)
        if roles is None:
            continue
        for k, written in ((roles[0], False), (roles[1], True)):
            if k is None or k >= len(op.operands):
                continue
            c = _carved_of(op.operands[k], carved)
            if c is None:
                continue
            for loop in _loops(op):
                d = use.setdefault(id(c), {})
                d[id(loop)] = d.get(id(loop), False) or written
    for i, a in enumerate(views):
        for b in views[i + 1:]:
            if a.alloc is not b.alloc or a.start == b.start:
                continue
            lo, hi = (a, b) if a.start < b.start else (b, a)
            if lo.end <= hi.start or id(lo) in reported:
                continue
            ua, ub = use.get(id(lo), {}), use.get(id(hi), {})
            common = [k for k in ua if k in ub and (ua[k] or ub[k])]
            if not common:
                continue
            reported.add(id(lo))
            ctx.add(lo.op, "error", "smem",
                    f"the view '{type_text(lo.op.results[0].type)}' spans bytes [{lo.start}, {lo.end}) of the "
                    f"shared-memory allocation, but the view '{type_text(hi.op.results[0].type)}'{_where(ctx, hi.op)} starts at byte "
                    f"{hi.start}: bytes [{hi.start}, {min(lo.end, hi.end)}) belong to both, and both tensors are "
                    f"accessed in one loop, one of them written there",
                    [f"the allocation: '{type_text(lo.alloc.results[0].type)}'",
                     "tensors carved at the same offset (a union reused after the loop) are not reported"],
                    {"start": lo.start, "end": lo.end, "other_start": hi.start, "other_end": hi.end,
                     "address": hi.start})
