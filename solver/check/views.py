"""Every view stays inside its allocation, for every value of the dynamic leaves (issue 13,
item 2).

An *allocation* is a tensor the kernel is given (a ``!cute.memref`` argument: its extent
is the cosize of its layout) or makes (``cute.memref.alloca``, a register fragment: its
own layout's cosize).  Pointers and views carry ``(allocation, base)``: the base is an
element offset in bits from the allocation's start, an expression in the module's
symbols (:mod:`.symbolic`).  The ops that move or make views:

* ``cute.get_iter`` (the view's base), ``cute.add_offset`` (``+ offset``),
  ``cute.recast_iter`` (the same bits), ``cute.make_view(ptr, layout)``;
* ``cute.slice`` and ``cute.local_tile``: the base moves to the layout's value at the
  coordinate (cute-sym's own slicing, run on a probe tensor whose iterator is the offset 0);
* the divides and ``group_modes`` of a tensor keep the base, with the declared layout;
* the partitions of a tiled copy or MMA (``partition_S``/``_D``, ``tiled.mma.partition``)
  are not modelled element by element: their footprint is bounded by the parent's
  (sound once the tiled copy's TV layout maps into its tile, :mod:`.tensors`).

At each, the view's footprint ``[base + min L, base + max L]`` (a swizzle widened to its
block) must lie in ``[0, extent)``: proven by evaluation when static, else by the solver
under the module's facts.  A coordinate of unknown origin is assumed inside its mode
(CuTe's precondition for slicing; the finding's notes say so); thread and block indices
range over the launch the kernel states.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sympy
from xdsl.ir import Operation, SSAValue

from cute_sym import ComposedLayout, Dyn, Layout
from cute_sym.dialect.ops.base import CuteOp, OpFailure, type_text, value_of
from cute_sym.errors import CuteError
from cute_sym.kinds import IntTuple
from cute_sym.tensor import ArithTupleIter, CoordTensor, MemRef, Pointer
from cute_sym.tuples import E, is_tuple, leaves, product

from .context import Context
from .footprint import leaf_expr as _expr, span
from .launch import op_name
from .symbolic import evaluator, expr_text, facts_text, relation
from cute_sym.dialect.walking import walk as walk_ops

__all__ = ["Place", "check_views", "span"]

FRAGMENTS = ("cute.make_fragment_like", "cute.mma.make_fragment", "cute.copy.make_fragment")
ACCESSES = ("cute.memref.load", "cute.memref.store", "cute.memref.load_vec", "cute.memref.store_vec", "cute.copy")
"""The ops that touch memory through a view (:mod:`.access`)."""
PARTITIONS = ("cute.tiled.copy.partition_S", "cute.tiled.copy.partition_D", "cute.tiled.mma.partition",
              "cute.local_partition", "cute.tiled.copy.retile")


@dataclass(frozen=True)
class Allocation:
    what: str
    extent_bits: Any          # int or sympy expression
    op: Any


@dataclass(frozen=True)
class Place:
    """A pointer or view: its allocation and base (bits; ``None``: only ``bound`` is known,
    the bits ``[lo, hi)`` the view lies in)."""

    alloc: Allocation
    base: Any = 0
    bound: tuple | None = None
    facts: tuple[str, ...] = ()      # CuTe's preconditions on the coordinates that made it


class _Views:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.ev = evaluator(ctx)
        self.places: dict[SSAValue, Place] = {}
        self.parent: dict[SSAValue, SSAValue] = {}       # a view -> the tensor it was made from
        self.pending: dict[SSAValue, tuple] = {}         # a view's own check, run if no access decides
        self.accessed: set[SSAValue] = set()
        self.layouts: dict[SSAValue, Any] = {}           # a view's layout where its base is known

    def bits(self, t: Any) -> int | None:
        v = value_of(t)
        it = v.iterator if isinstance(v, MemRef) else v if isinstance(v, Pointer) else None
        return it.bits if it is not None else None

    def layout_of(self, v: SSAValue) -> Any:
        x = self.ev.of(v)
        if isinstance(x, MemRef):
            return x.layout
        if isinstance(x, (Layout, ComposedLayout)):
            return x
        t = value_of(v.type)
        return t.layout if isinstance(t, MemRef) else t if isinstance(t, (Layout, ComposedLayout)) else None

    def root(self, v: SSAValue, what: str, op: Any) -> None:
        layout, bits = self.layout_of(v), self.bits(v.type)
        sp = span(layout) if layout is not None else None
        if sp is None or bits is None:
            return
        self.places[v] = Place(Allocation(what, (sp[1] + 1) * bits, op), 0)

    def run(self) -> None:
        """Every op, the host functions' first (a kernel's arguments are what its launch passes)."""
        from .launch import in_kernels
        ops = list(walk_ops(self.ctx.pm.module))
        inside = in_kernels(ops)
        ops.sort(key=lambda o: inside[o])
        for op in ops:
            for region in op.regions:
                for block in region.blocks:
                    if block.parent_op() is not None and op_name(block.parent_op()) in (
                            "func.func", "cuda.kernel", "gpu.func"):
                        for a in block.args:
                            if getattr(a.type, "kind", None) == "memref":
                                self.argument(a, block.parent_op())
            self.carry(op)
            try:
                self.step(op)
            except (CuteError, OpFailure, TypeError, ValueError, ZeroDivisionError, AttributeError):
                continue
        self.finish()

    def carry(self, op: Operation) -> None:
        """An operand a loop or branch carries unchanged has its origin's place (:mod:`.carried`):
        the same allocation, base and layout, so its accesses are checked."""
        from .carried import origin
        for v in op.operands:
            if v in self.places:
                continue
            same = origin(self.ctx, v)
            if same is not v and same in self.places:
                self.places[v] = self.places[same]
                self.parent[v] = same
                if same in self.layouts:
                    self.layouts[v] = self.layouts[same]

    def argument(self, a: SSAValue, fn: Operation) -> None:
        """A tensor argument: the host's place of what the kernel's one launch passes, else a root."""
        from .launch import KERNELS, launch_of
        if op_name(fn) in KERNELS:
            launch = launch_of(self.ctx.cache, fn)
            if launch is not None and a.index < len(launch.args) and launch.args[a.index] in self.places \
                    and launch.args[a.index].type == a.type:
                self.places[a] = self.places[launch.args[a.index]]
                self.parent[a] = launch.args[a.index]
                return
        self.root(a, f"the tensor argument %arg{a.index}", fn)

    def finish(self) -> None:
        """A view no access goes through is checked as a view (nothing in the module masks it);
        the others were decided at their accesses (:mod:`.access`)."""
        for out, args in self.pending.items():
            if out not in self.accessed:
                self.check(*args)

    def mark(self, v: SSAValue) -> None:
        """``v`` and every view it was made from are accessed."""
        while v is not None and v not in self.accessed:
            self.accessed.add(v)
            v = self.parent.get(v)

    def step(self, op: Operation) -> None:
        name = op_name(op)
        if name == "cute.memref.alloca" or name in FRAGMENTS:
            line, _ = self.ctx.pm.position(op)
            src = self.ctx.pm.source(op)
            space = getattr(value_of(op.results[0].type), "space", "")
            kind = {"smem": "shared-memory allocation", "rmem": "register allocation"}.get(space, "allocation")
            at = f"{src}" if src is not None else f"line {line}"
            self.root(op.results[0], f"the {kind if 'alloca' in name else 'fragment'} '{name}' at {at}", op)
            return
        if name in ACCESSES:
            from .access import check_access
            check_access(self, op)
            return
        out = op.results[0] if op.results else None
        if name in PARTITIONS and out is not None and getattr(out.type, "kind", None) == "memref":
            # a thread's partition: bounded by its parent's footprint (sound once the TV layout maps
            # into its tile, :mod:`.tensors`)
            k = 1 if len(op.operands) > 1 and getattr(op.operands[1].type, "kind", None) == "memref" else 0
            parent = self.places.get(op.operands[k])
            if parent is not None:
                self.parent[out] = op.operands[k]
                delta = self.thread_delta(op, k) if parent.base is not None else None
                if delta is not None:                   # the thread's own elements, exactly
                    self.places[out] = Place(parent.alloc, parent.base + delta * self.bits(out.type),
                                             facts=parent.facts)
                    self.layouts[out] = value_of(out.type).layout
                else:
                    self.places[out] = Place(parent.alloc, None, self.footprint(parent, op.operands[k]),
                                             parent.facts)
            return
        if not op.operands or op.operands[0] not in self.places:
            return
        src = self.places[op.operands[0]]
        if out is not None:
            self.parent[out] = op.operands[0]
        if name == "cute.get_iter" or name == "cute.recast_iter":
            self.places[out] = src
        elif name == "cute.add_offset":
            off = _expr(self.ev.of(op.operands[1]))
            bits = self.bits(op.operands[0].type)
            if off is None or bits is None or src.base is None:
                self.places[out] = Place(src.alloc, None, src.bound or (0, src.alloc.extent_bits), src.facts)
            else:
                self.places[out] = Place(src.alloc, src.base + off * bits, facts=src.facts)
        elif name == "cute.make_view" and getattr(out.type, "kind", None) == "memref":
            self.view(op, out, src, self.layout_of(op.operands[1]) if len(op.operands) > 1 else None)
        elif isinstance(op, CuteOp) and type(op).TENSOR_LIFT in ("slice", "layout") or name == "cute.local_tile":
            if getattr(out.type, "kind", None) != "memref":
                return
            # a "layout" lift (composition, the divides, group_modes) keeps the iterator
            # (``with_layout``): its base does not move even where the algebra refuses the layout
            delta = 0 if isinstance(op, CuteOp) and type(op).TENSOR_LIFT == "layout" else self.delta(op)
            base = None if src.base is None or delta is None else src.base + delta * self.bits(out.type)
            facts = src.facts + tuple(f for f in self.in_bounds(op) if f not in src.facts)
            self.view(op, out, Place(src.alloc, base, src.bound, facts), value_of(out.type).layout)

    def thread_delta(self, op: Operation, k: int) -> Any:
        """A per-thread tiled copy's partition (``partition_S`` / ``_D`` of thread ``coord``):
        its base's move from the tensor's iterator (:func:`.copies.thread_offset`)."""
        from cute_sym.tensor import TiledCopy, TiledMma
        from .copies import mma_thread_offset, thread_offset
        name = op_name(op)
        if name not in ("cute.tiled.copy.partition_S", "cute.tiled.copy.partition_D", "cute.tiled.mma.partition") \
                or len(op.operands) < 3:
            return None
        tc = value_of(op.operands[0].type)
        layout = self.layout_of(op.operands[k])
        thread = _expr(self.ev.of(op.operands[2]))
        if thread is None:
            return None
        if isinstance(tc, TiledMma) and name == "cute.tiled.mma.partition":      # a thread's A, B or C
            which = getattr(op.properties.get("operand_id"), "value", None)
            which = getattr(which, "data", None)
            return mma_thread_offset(tc, "ABC"[which], layout, thread) if which in (0, 1, 2) else None
        if not isinstance(tc, TiledCopy):
            return None
        return thread_offset(tc, layout, thread)

    def delta(self, op: CuteOp) -> Any:
        """The base's move: the op run on a probe tensor whose iterator is the offset 0."""
        values = self.ev.operand_values(op)
        t = values[0]
        layout = t.layout if isinstance(t, MemRef) else value_of(op.operands[0].type).layout
        probe = CoordTensor(ArithTupleIter(IntTuple(0)), layout)
        try:
            if op.name == "cute.local_tile":
                out = type(op).compute([probe, *values[1:]], dict(op.properties))
            else:
                out = type(op).lifted([probe, *values[1:]], dict(op.properties))
        except (CuteError, OpFailure):
            return None
        return _expr(out.iterator.value.value) if isinstance(out, CoordTensor) else 0

    def footprint(self, place: Place, v: SSAValue) -> "tuple | None":
        layout, bits = self.layout_of(v), self.bits(v.type)
        if place.base is None:
            return place.bound
        sp = span(layout) if layout is not None else None
        if sp is None or bits is None:
            return None
        return place.base + sp[0] * bits, place.base + (sp[1] + 1) * bits

    def view(self, op: Operation, out: SSAValue, place: Place, layout: Any) -> None:
        self.places[out] = place
        if place.base is None or layout is None:
            return
        self.layouts[out] = layout
        bits = self.bits(out.type)
        sp = span(layout)
        if sp is None or bits is None:
            return
        lo, hi = place.base + sp[0] * bits, place.base + (sp[1] + 1) * bits
        self.pending[out] = (op, out, lo, hi, place.alloc, layout, bits)

    def check(self, op: Operation, out: SSAValue, lo: Any, hi: Any, alloc: Allocation, layout: Any,
              bits: int) -> None:
        extent = alloc.extent_bits
        lo, hi, extent = sympy.sympify(lo), sympy.sympify(hi), sympy.sympify(extent)
        elem = f"{bits // 8}-byte" if bits % 8 == 0 else f"{bits}-bit"
        what = f"the view '{type_text(out.type)}'"
        if not (lo.free_symbols or hi.free_symbols or extent.free_symbols):
            if lo < 0 or hi > extent:
                past = f"reaches element {int(hi) // bits - 1}" if hi > extent else f"starts at element {int(lo) // bits}"
                self.ctx.add(op, "error", "view",
                             f"{what} leaves {alloc.what}: it {past}, but the allocation holds "
                             f"{int(extent) // bits} {elem} elements",
                             [f"the allocation: {alloc.what}"],
                             {"lo_bits": int(lo), "hi_bits": int(hi), "extent_bits": int(extent)})
            return
        from cute_sym.conditions import Condition
        from ..discharge import discharge
        bounds = self.in_bounds(op)
        covered = {b.split(" ")[0] for b in bounds}
        symbols = {s.name for e in (lo, hi, extent) for s in e.free_symbols}
        if any(not self.ev.bounded(n) and n not in covered and self.ev.computed(n) for n in symbols):
            return                     # a base from values the module computes in ways not modelled
        assume = self.ev.facts + self.ctx.assume + bounds
        conds = [Condition("le", 0, lo, "the view starts inside its allocation"),
                 Condition("le", hi, extent, "the view ends inside its allocation")]
        for cond in conds:
            proof = discharge([cond], assume, self.ctx.options.timeout)[0]
            if proof.proved:
                continue
            names = self.ev.names_in(*(Dyn(64, e) for e in (lo, hi, extent) if e.free_symbols))
            notes = [f"the allocation: {alloc.what}"] + ([f"names: {'; '.join(names)}"] if names else []) + \
                    [f"facts: {facts_text(assume)}"]
            in_elems = f"{_elements(cond.lhs, bits)} <= {_elements(cond.rhs, bits)}"
            if proof.status == "refuted":
                cx = (proof.counterexample or {}).get("params") or {}
                at = {sympy.Symbol(k, integer=True): v for k, v in cx.items()}
                env = {s: at.get(sympy.Symbol(s.name, integer=True), 0) for e in (lo, hi, extent) for s in e.free_symbols}
                first, last, size = (int(sympy.sympify(e).subs(env)) for e in (lo, hi, extent))
                where = (f"it reaches element {last // bits - 1}" if last > size else f"it starts at element {first // bits}")
                self.ctx.add(op, "error", "view", f"{what} leaves {alloc.what}: at {cx} {where}, but the allocation "
                                                  f"holds {size // bits} {elem} elements",
                             notes + [f"needed for every value: {in_elems} (elements)"],
                             {"condition": in_elems, "counterexample": cx, "lo_bits": first, "hi_bits": last,
                              "extent_bits": size})
            else:
                self.ctx.add(op, "warning", "view", f"{what} stays inside {alloc.what} only if {in_elems} "
                                                    f"(elements), which could not be proven: {proof.reason}",
                             notes, {"condition": in_elems, "reason": proof.reason})
            return

    def in_bounds(self, op: Operation) -> list[str]:
        """CuTe's precondition on the coordinate of a ``cute.slice`` (:meth:`coordinate_facts`)."""
        if op_name(op) != "cute.slice" or len(op.operands) < 2:
            return []
        coord = self.ev.of(op.operands[1])
        layout = self.layout_of(op.operands[0])
        if not isinstance(coord, IntTuple) or layout is None:
            return []
        return self.coordinate_facts(coord.value, layout)

    def coordinate_facts(self, coord: Any, layout: Any) -> list[str]:
        """``x >= 0`` and ``x < extent`` for each coordinate leaf that is a symbol of unknown range
        (CuTe's precondition for indexing: a coordinate inside its mode), its extent the size of
        the mode it indexes."""
        out: list[str] = []

        def walk(c: Any, s: Any) -> None:
            if is_tuple(c) and is_tuple(s) and len(c) == len(s):
                for x, y in zip(c, s):
                    walk(x, y)
                return
            e = _expr(c)
            n = _expr(product(s)) if not isinstance(product(s), E) else None
            if isinstance(e, sympy.Symbol) and not self.ev.bounded(e.name) and n is not None:
                out.append(f"{e.name} >= 0")
                # x < min(a, b) is x < a and x < b (the assumption language has no min); a bound
                # it cannot write keeps its text: a proof under it is refused, not weakened
                for m in (n.args if isinstance(n, sympy.Min) else (n,)):
                    out.append(relation(e, "<", m) or f"{e.name} < {expr_text(m)}")
        try:
            shape = layout.shape if isinstance(layout, (Layout, ComposedLayout)) else None
            if shape is not None:
                walk(coord, shape)
        except (CuteError, TypeError):
            return []
        return out


def _elements(e: Any, bits: int) -> str:
    return sympy.sstr(sympy.simplify(sympy.sympify(e) / bits))


def check_views(ctx: Context) -> None:
    """Every view of the module inside its allocation (module docstring); the places found are
    kept in ``ctx.cache["views"]`` (the bank check reads a thread's own shared-memory view there)."""
    views = _Views(ctx)
    views.run()
    ctx.cache["views"] = views
