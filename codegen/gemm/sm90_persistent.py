"""A persistent tile scheduler for the SM90 GEMM (issue 24): ``P`` CTAs (the host launches
``min(#SMs, tiles)``) walk the raster's tiles ``tile = blockIdx.x + P*i < T``, ``T = group*NB*Q``.

Tile ``tile`` is the raster coordinate ``(g, bn, q) = (tile % group, (tile / group) % NB,
tile / (group*NB))`` -- the inverse of ``g + group*bn + group*NB*q``, the order in which the
non-persistent grid's CTAs are numbered, so neighbouring CTAs still share A and B panels in L2
(grouped raster).  Tiles past the last tile row are skipped.  The producer and the consumers walk
the same tiles; the ``stages``-deep mbarrier ring runs on across tiles (a k-tile counter ``it``
continues from tile to tile, the phases are ``(it / stages) & 1``), the consumers release every
stage they read -- each tile's last one right after its final ``wgmma.wait`` -- so the producer
loads the next tile's first k-tiles while the consumers run this tile's epilogue.

With CTA pairs (``cluster = 2``, :mod:`.sm90_cluster`) the host launches an even ``P`` (at most
twice the clusters that fit at once) and the *pairs* walk: cluster ``b / 2`` takes pair tiles
``pt = b/2 + (P/2)*i < T/2`` and CTA rank ``b % 2`` its tile ``2*pt + b % 2`` -- ``g = 2p, 2p+1``
of one raster group (``group`` is even), the same ``bn`` and ``q``, so the same B tile, as in the
non-persistent pair.  A pair is skipped only when its first tile row is past M (both CTAs compute
the same condition, so their rings stay in step); the second CTA of the last pair may be past M
(``live`` false: it loads its B half, releases, stores nothing).

Proven (:func:`persistent_facts`): the strided walk reaches each ``tile`` in ``[0, T)`` once
(``tile = b + P*i`` with ``b = tile % P < P``), and the decomposition lands in the raster
``[0, group) x [0, NB) x [0, Q)`` and inverts ``g + group*bn + group*NB*q``; for pairs also that
``tile = 2*pt + r`` (``r < 2``) with the walk over ``pt`` reaches each tile once and that the two
tiles of a pair are ``g = 2p, 2p+1`` with one ``(bn, q)``.  With those, every proof of the kernel
over the CTA coordinate ``(g, bn, q)`` (index functions, bounds, C written once per tile) holds
for each tile a CTA processes, and C is written once in all.
"""
from __future__ import annotations

from solver.expr import Var
from solver.formula import conj, eq, le, lt

from .config import LIMIT, GemmConfig
from .emitting import c_extent
from .proofs import Fact, prove_fact

__all__ = ["persistent_facts", "tile_loop"]


def persistent_facts(c: GemmConfig) -> list[Fact]:
    """The strided walk covers ``[0, T)`` once; the decomposition inverts the raster numbering."""
    G = c.group
    nb_max = c.NB if isinstance(c.NB, int) else -(-LIMIT // c.BN)
    q_max = c.Q if isinstance(c.Q, int) else -(-(-(-LIMIT // c.BM)) // G)
    t, NB, Q, P, T = Var("tile"), Var("NB"), Var("Q"), Var("P"), Var("T")
    g, u = t % G, t // G
    bn, q = u % NB, u // NB
    walk = prove_fact("the persistent walk tile = b + P*i (b < P the CTA, i its step) reaches every tile in [0, T) "
                  "exactly once: b = tile % P < P, i = tile / P < ceil(T / P), b + P*i == tile",
                  {"P": (1, 1025), "T": (1, G * nb_max * q_max + 1), "tile": (0, T)},
                  [conj(eq(t % P + P * (t // P), t), lt(t % P, P), le(0, t // P), lt(t // P, (T + P - 1) // P))])
    decode = prove_fact(f"tile -> (g, bn, q) = (tile % {G}, (tile / {G}) % NB, tile / ({G}*NB)) maps [0, {G}*NB*Q) into "
                    f"the raster [0, {G}) x [0, NB) x [0, Q) and g + {G}*bn + {G}*NB*q == tile (for NB <= {nb_max}, "
                    f"Q <= {q_max}): each tile is one CTA coordinate of the non-persistent grid",
                    {"NB": (1, nb_max + 1), "Q": (1, q_max + 1), "tile": (0, NB * Q * G)},
                    [conj(eq(g + G * bn + G * NB * q, t), le(0, bn), lt(bn, NB), le(0, q), lt(q, Q))])
    if c.cluster == 1:
        return [walk, decode]
    pt, r, T2 = Var("pt"), Var("r"), Var("T2")
    tile = 2 * pt + r
    pair = prove_fact(f"CTA pairs: the tiles 2*pt + r (pt < T/2 the pair's walk -- the walk above with P/2 clusters "
                      f"over T/2 pair tiles --, r < 2 the CTA's rank) are [0, T) once (tile / 2 = pt, tile % 2 = r); "
                      f"the pair's two tiles have g = tile % {G} = 2*(pt % {G // 2}) + r and one tile / {G} = "
                      f"pt / {G // 2}, so one bn = (tile / {G}) % NB and q = tile / ({G}*NB): one B tile",
                      {"pt": (0, T2), "r": (0, 2), "T2": (1, G // 2 * nb_max * q_max + 1)},
                      [conj(eq(tile // 2, pt), eq(tile % 2, r), lt(tile, 2 * T2),
                            eq(tile % G, 2 * (pt % (G // 2)) + r), eq(tile // G, pt // (G // 2)))])
    return [walk, decode, pair]


def tile_loop(c: GemmConfig, skip: str, live: str = "") -> tuple[str, str]:
    """The ``for`` over this CTA's tiles with ``g, bn, q`` decoded (``skip``: the condition of a
    tile -- with CTA pairs, of the pair's first tile -- past the last tile row, or ``""``; ``live``
    the pair's per-tile declaration of ``live``), and its closing (the k-tile counter advanced)."""
    G = c.group
    nb = c_extent(c.NB, c)
    head = (f"int it = 0;                                              // k-tiles this CTA has run (the ring's count)\n"
            f"    const int T = {G} * {nb} * {c_extent(c.Q, c)};\n"
            f"#pragma unroll 1\n")
    if c.cluster > 1:                          # the pairs walk: cluster b / 2, rank b % 2 (T and gridDim.x even)
        head += (f"    for (int pt = blockIdx.x / 2; pt < T / 2; pt += gridDim.x / 2) {{\n"
                 f"      const int tile = 2 * pt + (blockIdx.x & 1);   // g = 2p + rank: the pair's one B tile\n")
    else:
        head += "    for (int tile = blockIdx.x; tile < T; tile += gridDim.x) {\n"
    head += (f"      const int g = tile % {G}, bn = (tile / {G}) % {nb}, q = tile / ({G} * {nb});\n"
             + (f"      if ({skip}) continue;                       // past the last tile row\n" if skip else "")
             + (f"      {live}\n" if live else ""))
    return head, "      it += nk;\n    }\n"
