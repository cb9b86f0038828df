"""Proofs about atoms (issue 15): each TV layout of an MMA or copy atom is one-to-one
onto its tile.

For a layout ``L: (thread, value) -> k`` over a tile of ``n`` elements the statement is:
the layout with its stride-0 (broadcast) modes dropped, ``filter(L)``, is a bijection of
its domain onto ``[0, n)`` -- every element of the tile is held, by exactly one
``(thread, value)`` up to the broadcast modes (``size(L) / size(filter(L))`` copies of
each element; 1 when ``L`` has no stride-0 mode, and then ``L`` itself is the bijection).
"""
from __future__ import annotations

from dataclasses import dataclass

from cute_sym.algebra import filter as filter_modes
from cute_sym.layout import Layout
from cute_sym.tuples import leaves, product

from .prove import prove_bijective
from .proof import Proof

__all__ = ["AtomLayoutProof", "prove_tv_onto", "prove_atom"]


@dataclass(frozen=True)
class AtomLayoutProof:
    """The verdict for one TV layout of an atom."""

    atom: str
    operand: str
    layout: Layout
    tile_size: int
    copies: int                  # how many (thread, value) hold each element (broadcast modes)
    proof: Proof

    @property
    def proved(self) -> bool:
        return self.proof.proved

    def text(self) -> str:
        copies = "" if self.copies == 1 else f" (each element held {self.copies} times: stride-0 modes)"
        return f"{self.atom} {self.operand} {self.layout}: {self.proof.status} one-to-one onto [0, {self.tile_size})" \
               f"{copies} [{self.proof.backend}, {self.proof.seconds:.3f} s]"


def prove_tv_onto(layout: Layout, tile_size: int, timeout: float = 10.0) -> tuple[Proof, int]:
    """Prove ``filter(layout)`` a bijection onto ``[0, tile_size)``; also the number of
    copies of each element (``size(layout) / size(filter(layout))``)."""
    zero = any(d == 0 for s, d in zip(leaves(layout.shape), leaves(layout.stride)) if s != 1)
    distinct = filter_modes(layout) if zero else layout
    copies = product(layout.shape) // product(distinct.shape)
    proof = prove_bijective(distinct, timeout=timeout)
    if proof.proved and distinct.cosize() != tile_size:
        proof = Proof(f"{proof.statement}, and [0, {distinct.cosize()}) is the tile [0, {tile_size})", "refuted",
                      proof.backend, proof.seconds, counterexample={"cosize": distinct.cosize(), "tile": tile_size})
    return proof, copies


def prove_atom(atom, timeout: float = 10.0) -> list[AtomLayoutProof]:
    """One proof per TV layout of ``atom`` (A, B, C of an MMA atom; src, dst of a copy atom)."""
    out = []
    for operand, layout in atom.layouts().items():
        size = product(atom.tiles[operand])
        proof, copies = prove_tv_onto(layout, size, timeout)
        out.append(AtomLayoutProof(atom.name, operand, layout, size, copies, proof))
    return out
