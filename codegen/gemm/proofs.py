"""What the GEMM generator proves besides its index expressions (issue 15).

* :func:`fragment_proofs`: the ldmatrix partition delivers exactly the MMA atom's A and B
  fragments -- ``addresses o ldmatrix.dst == embed o MMA.A`` as layouts of
  ``(thread, value)`` (CuTe's ``make_tiled_copy_A/B`` relation), the C atom embedded in C's
  domain is the composition the algebra computed, and every partition is one-to-one onto
  what it covers (each element of a shared-memory stage written once, of C once, of A and B
  once per CTA column / row: :func:`solver.atoms.prove_tv_onto`).
* :func:`choose_swizzle`: the first shared-memory swizzle under which the cp.async stores and
  the ldmatrix reads are conflict-free (enumeration, :func:`codegen.banks.conflicts`); the
  kernel then proves it with the solver (:func:`codegen.banks.prove_conflict_free`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from cute_sym.atoms import atom
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from cute_sym.tuples import product
from solver.atoms import prove_tv_onto
from solver.prove import prove_composition, prove_equal

from ..banks import Access, conflicts
from ..errors import CodegenError

__all__ = ["Fact", "fragment_proofs", "choose_swizzle", "require", "global_covers", "prove_fact"]


@dataclass(frozen=True)
class Fact:
    """One proven statement, as written into the kernel's source."""

    statement: str
    status: str
    backend: str
    seconds: float

    def comment(self) -> str:
        return f"{self.status} [{self.backend}, {self.seconds:.3f} s]: {self.statement}"


def require(statement: str, proof) -> Fact:
    """``proof`` as a :class:`Fact`, or a :class:`CodegenError` naming the statement."""
    if not proof.proved:
        raise CodegenError(f"GEMM proof {proof.status}: {statement}: "
                           f"{proof.counterexample or proof.reason or 'no proof'}")
    return Fact(statement, proof.status, proof.backend, proof.seconds)


def prove_fact(statement: str, ranges: dict, obligations: list) -> Fact:
    """A :class:`Fact` from integer obligations over ``ranges`` (``name: [lo, hi)``), by the solver
    (plain integer semantics)."""
    from solver.prove_expr import prove_expressions_equal
    return require(statement, prove_expressions_equal([], ranges, obligations=obligations, c_semantics=False,
                                                      statement=statement))


def _restrict(layout: Layout, modes: Sequence[int], sub: "dict[int, tuple]" = {}) -> Layout:
    """The sub-layout of the modes ``modes`` (``sub[k]``: only the first leaves of mode k)."""
    shape, stride = [], []
    for k in modes:
        s, d = layout.shape[k], layout.stride[k]
        if k in sub:
            s, d = s[sub[k][0]], d[sub[k][0]]
        shape.append(s)
        stride.append(d)
    return Layout(tuple(shape), tuple(stride))


def fragment_proofs(part, ldsm_name: str) -> list[Fact]:
    """The layout relations of an SM80 partition (:mod:`.partition`)."""
    c, mma, ldsm = part.config, part.mma, atom(ldsm_name)
    am, an, ak = mma.shape_mnk
    dst = ldsm.in_elements(16)["dst"]                       # (lane, (v0, j)) -> e, e = 8*row + col
    rows = ldsm.in_elements(128)["src"]
    facts = [require(f"{ldsm.name} src: lane l addresses 128-bit row l", prove_equal(rows, Layout((32, 1), (1, 0))))]
    # the ldmatrix of one warp, one (mi, kk), stage 0: element e = v + 8*lane  ->  A tile index
    addr_a = Layout((part.ldsm_a.shape[0], part.ldsm_a.shape[1][0]), (part.ldsm_a.stride[0], part.ldsm_a.stride[1][0]))
    emb_a = Layout((am, ak), (1, c.BM))                     # the atom's (m + 16k) -> the tile's (m + BM*k)
    facts.append(require(f"ldmatrix.x4 rows {addr_a} o dst {dst} == (16,16):(1,{c.BM}) o MMA A {mma.a}",
                         prove_equal(ComposedLayout(addr_a, 0, dst), ComposedLayout(emb_a, 0, mma.a))))
    addr_b = Layout((part.ldsm_b.shape[0], part.ldsm_b.shape[1][0]), (part.ldsm_b.stride[0], part.ldsm_b.stride[1][0]))
    # two N atoms side by side (register 2*nt + j of the x4 is k-half j of n-tile nt): n + 8k + 128*nt
    two = Layout((mma.b.shape[0], (mma.b.shape[1], 2)), (mma.b.stride[0], (mma.b.stride[1], an * ak)))
    facts.append(require(f"ldmatrix.x4 rows {addr_b} o dst {dst} == two MMA B atoms {two} in the tile",
                         prove_equal(ComposedLayout(addr_b, 0, dst),
                                     ComposedLayout(Layout((an, ak, 2), (1, c.BN, 8)), 0, two))))
    facts.append(require(f"the epilogue's atom {part.mma_c} == ({am},{an}):({c.BN},1) o MMA C {mma.c} (the C atom "
                         f"split into rows and columns, in a row-major tile of {c.BN} columns)",
                         prove_composition(Layout((am, an), (c.BN, 1)), mma.c, part.mma_c)))
    covers = [("each shared-memory A stage element is written by one (v, t, i)", part.store_a, c.BM * c.BK * c.stages),
              ("each shared-memory B stage element is written by one (v, t, i)", part.store_b, c.BN * c.BK * c.stages),
              ("each shared A element is read by ldmatrix once per warp column", part.ldsm_a,
               c.BM * c.BK * c.stages),
              ("each shared B element is read by ldmatrix once per warp row", part.ldsm_b, c.BN * c.BK * c.stages)]
    covers += global_covers(c, part.load_a.offset, part.load_b.offset, part.epilogue.offset)
    for what, layout, size in covers:
        proof, copies = prove_tv_onto(layout, size)
        facts.append(require(f"{what}: {layout} is one-to-one onto [0, {size})"
                             + (f" up to {copies} copies (stride-0 modes)" if copies > 1 else ""), proof))
    return facts


def global_covers(c, load_a: Layout, load_b: Layout, store_c: Layout) -> list:
    """The coverage statements of A, B and C: for integer sizes the tiles divide (no residue:
    the padded grid is the problem); otherwise none (the bounds proof and, for small sizes,
    the host simulation stand for them)."""
    if not (c.is_static and all(c.exact(d) for d in "MNK") and c.rows_exact):
        return []
    return [("each element of A is loaded once per CTA column", load_a, c.M * c.K),
            ("each element of B is loaded once per CTA row", load_b, c.N * c.K),
            ("each element of C is written exactly once", store_c, c.M * c.N)]


def _candidates(vec: int, row_elems: int) -> list["Swizzle | None"]:
    base, row = vec.bit_length() - 1, row_elems.bit_length() - 1
    out: list = [None]
    for bits in (1, 2, 3):
        for shift in range(max(bits, row - base), row - base + 3):
            if base + bits <= row:
                out.append(Swizzle(bits, base, shift))
    return out


def choose_swizzle(vec: int, row_elems: int, accesses: Callable[["Swizzle | None"], list[Access]],
                   threads: int) -> Swizzle:
    """The first candidate swizzle whose ``accesses(swizzle)`` are all conflict-free."""
    tried = []
    for sw in _candidates(vec, row_elems):
        found = [conflicts(a, threads) for a in accesses(sw or Swizzle(0, 0, 0))]
        if not any(found):
            return sw or Swizzle(0, 0, 0)
        tried.append(f"{sw}: {next(f for f in found if f)}")
    raise CodegenError("no conflict-free shared-memory swizzle: " + "; ".join(tried))
