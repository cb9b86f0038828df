"""Ping-pong consumers for the persistent SM90 GEMM (issue 24: the epilogue overlapping the next
tile's main loop), as CUTLASS's ``KernelTmaWarpSpecializedPingpong``.

A persistent CTA (:mod:`.sm90_persistent`) has one producer and two consumer warpgroups; each
tile is ``64 x BN`` and belongs to one consumer: the CTA's ``n``-th tile (``n`` counting the tiles
it does not skip) to consumer ``pp = n % 2``.  The producer loads every tile's k-tiles into the
one ``stages``-deep ring in tile order, so while consumer ``pp`` stores tile ``n``, the other runs
tile ``n + 1``'s wgmmas: the tensor cores do not wait for an epilogue.

An mbarrier wait is on a phase's parity, so a consumer must not wait on a stage more than one
phase ahead of it.  Consumer ``pp`` therefore starts tile ``n >= 1`` only after phase
``(n - 1) / 2`` of its *order* barrier ``order[pp]`` completed: the other consumer arrives on
``order[pp]`` (one arrival a warp) once it has waited for every stage of tile ``n - 1``.  By
then each stage of tile ``n`` was last used one ring lap earlier, so its ``full`` barrier is at
most one phase behind the one waited for.

Proven (:func:`pingpong_facts`): the turn split ``n = 2 * (n / 2) + n % 2`` gives each tile one
consumer (with the persistent walk: each tile of the raster one CTA and one consumer, so C is
written once in all); the ``j``-th arrival on ``order[x]`` comes from the other consumer's
``j``-th tile ``2j + 1 - x``, so the phase waited at tile ``n`` completes after tile ``n - 1`` --
its predecessor in the ring -- and no earlier tile: the waits follow the ring's order.
"""
from __future__ import annotations

from solver.expr import Var
from solver.formula import conj, eq, le, lt

from .config import GemmConfig
from .proofs import Fact, prove_fact

__all__ = ["pingpong_facts", "order_phase", "order_signaller", "order_setup", "turn_code", "signal_code", "ORDER_BYTES"]

ORDER_BYTES = 16
"""Two 8-byte mbarriers ``order[0]``, ``order[1]`` after the ring's ``full`` and ``empty``."""

TILES = 1 << 20
"""The tile counts the proofs cover (a CTA runs fewer: the raster has at most ``LIMIT^2 / 64^2``)."""


def order_phase(n):
    """The phase of ``order[n % 2]`` consumer ``n % 2`` waits for before its tile ``n >= 1``."""
    return (n - 1) // 2


def order_signaller(j, x):
    """The tile whose end (all its stages waited for) is the ``j``-th arrival on ``order[x]``: the
    other consumer's ``j``-th tile."""
    return 2 * j + 1 - x


def pingpong_facts(c: GemmConfig) -> list[Fact]:
    """Each tile has one consumer; the order barrier's waited phase is completed by the tile before."""
    del c
    n = Var("n")
    split = prove_fact("the ping-pong split: the CTA's tile n goes to consumer n % 2 at its turn n / 2, and "
                   "2 * (n / 2) + n % 2 == n with n % 2 < 2: each tile one consumer, each turn one tile",
                   {"n": (0, TILES)}, [conj(eq(2 * (n // 2) + n % 2, n), le(0, n % 2), lt(n % 2, 2))])
    j = order_phase(n)
    order = prove_fact("the order barrier: before tile n >= 1, consumer n % 2 waits for phase (n - 1) / 2 of "
                   "order[n % 2], whose arrivals come from the other consumer's tile 2 * ((n - 1) / 2) + 1 - n % 2 "
                   "== n - 1 (its turns run 0, 1, .. with one phase each): the tile before in the ring",
                   {"n": (1, TILES)}, [eq(order_signaller(j, n % 2), n - 1)])
    return [split, order]


def order_setup(stages: int) -> tuple[str, str]:
    """The order barriers' address (after the ring's ``full`` and ``empty``) and their initialisation
    (one arrival a warp of a consumer)."""
    return (f"\n  const unsigned order = empty + {8 * stages};   // ping-pong: order[0], order[1]",
            "\n    cute_mbar_init(order, 4);\n    cute_mbar_init(order + 8, 4);   // one arrival a warp of a consumer")


def turn_code() -> str:
    """After a tile's decoding in the consumers' walk: skip the other consumer's tile (its k-tiles
    still count in the ring), then wait for the tile before to have waited for all its stages."""
    return ("      const int n = turns++;                          // the CTA's n-th tile: consumer n % 2's\n"
            "      if ((n & 1) != pp) { it += nk; continue; }\n"
            "      if (n > 0) cute_mbar_wait(order + 8 * pp, ((n - 1) / 2) & 1);   // tile n - 1 has waited for its stages\n")


def signal_code() -> str:
    """After the tile's last ``full`` wait: one arrival a warp on the other consumer's order barrier."""
    return "    if (tw % 32 == 0) cute_mbar_arrive(order + 8 * (pp ^ 1));   // the next tile may wait for its stages\n"

