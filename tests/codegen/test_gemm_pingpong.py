"""Ping-pong consumers of the persistent SM90 GEMM (issue 24, codegen/gemm/sm90_pingpong.py).

Three things: the kernel's index functions and walk, simulated thread by thread on the host
(tests/codegen/gemm_sim.py), give the matmul with every element written once; the certificates
are proofs and NVRTC compiles the source; and the barrier protocol as the kernel runs it -- one
producer, two consumers taking tiles in turn, mbarrier waits on phase *parity* -- is explored
over random interleavings: every ``full`` wait that passes finds its own k-tile in the stage.
Without the order barrier the same exploration finds a consumer reading a stage a lap early
(the parity wait's ABA), so the test can fail."""
import random

import pytest

from codegen.errors import CodegenError
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.gemm.sm90_pingpong import order_phase, order_signaller
from codegen.nvrtc import compile_cuda
from tests.codegen.gemm_sim import simulate_sm90, stored

FORMS = {
    "TN+persistent+pingpong": dict(),
    "NTc+bias_row+persistent+pingpong": dict(a_major="MN", b_major="MN", c_major="col", bias="row"),
}


@pytest.fixture(scope="module", params=list(FORMS), ids=list(FORMS))
def pingpong(request):
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 3, 2, (), strided=True, persistent=True,
                   pingpong=True, **FORMS[request.param])
    return gemm_kernel(0, 0, 0, config=c)


def test_pingpong_simulation_is_the_matmul(pingpong):
    """150 x 70 x 200: 3 x 2 tiles of 64 x 64 in a raster of 2 x 2 x 2 (group 2; the two CTAs past row
    150 skipped), walked by 2 CTAs, each tile run by one of two consumers on the shared ring."""
    c = pingpong.config
    M, N, K = 150, 70, 200
    rng = random.Random(11)
    A = [rng.randint(-3, 3) for _ in range(M * K)]
    B = [rng.randint(-3, 3) for _ in range(N * K)]
    bias = [rng.randint(-3, 3) for _ in range(M if c.bias == "row" else N)]
    run = simulate_sm90(pingpong, stored(A, M, K, c.a_major), stored(B, N, K, c.b_major), {"M": M, "N": N, "K": K},
                        bias=bias if c.bias else None, ctas=2)
    expect = [sum(A[m * K + k] * B[n * K + k] for k in range(K)) + (bias[m] if c.bias else 0)
              for m in range(M) for n in range(N)]
    got = run.C if c.c_major == "row" else [run.C[m + n * M] for m in range(M) for n in range(N)]
    assert got == expect and set(run.writes) == {1}


def test_pingpong_certificates_and_compile(pingpong):
    k = pingpong
    assert k.threads == 384 and k.config.consumers == 2
    assert all(f.certificate.status == "proved" for f in k.functions)
    assert k.bounds.status == "proved" and all(f.status == "proved" for f in k.facts)
    statements = " | ".join(f.statement for f in k.facts)
    assert "the ping-pong split" in statements and "the order barrier" in statements
    src = k.source
    assert "cute_mbar_wait(order + 8 * pp, ((n - 1) / 2) & 1)" in src           # order_phase, as emitted
    assert "cute_mbar_arrive(order + 8 * (pp ^ 1))" in src
    assert "cute_mbar_init(empty + 8 * s, 4)" in src                             # one consumer releases a stage
    assert "setmaxnreg.inc.sync.aligned.u32 232" in src
    compile_cuda(src, arch="sm_90a", name="gemm_pingpong.cu")


def test_pingpong_refusals():
    base = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=64, BN=64, BK=64, warps=(1, 1), stages=2)
    for kw in (dict(), dict(persistent=True, BM=128, warps=(2, 1)), dict(persistent=True, ctas_per_sm=2)):
        with pytest.raises(CodegenError, match="ping-pong"):
            GemmConfig(**{**base, **kw}, pingpong=True)


def test_order_phase_is_the_tile_before():
    """The emitted phase and the arrivals' order, on integers (the proof's statement, evaluated)."""
    for n in range(1, 200):
        assert order_phase(n) == (n - 1) // 2
        assert order_signaller(order_phase(n), n % 2) == n - 1


# ---------------------------------------------------------------------------------------------
# the barrier protocol, explored over interleavings


class _Barrier:
    """An mbarrier: ``count`` arrivals complete a phase; ``wait(parity)`` passes once the phase
    with that parity has completed, i.e. while the current phase's parity differs (PTX ISA,
    ``mbarrier.try_wait.parity``) -- so a waiter two phases early passes too."""

    def __init__(self):
        self.completed = 0

    def ready(self, parity: int) -> bool:
        return (self.completed & 1) != parity


def _explore(S: int, nk: int, tiles: int, seed: int, order: bool = True) -> "str | None":
    """One random interleaving of the producer and the two consumers of one CTA; the first
    violation (a consumer's ``full`` wait passing while the stage holds another k-tile), or None."""
    rng = random.Random(seed)
    full, empty, orders = [_Barrier() for _ in range(S)], [_Barrier() for _ in range(S)], [_Barrier(), _Barrier()]
    slot = [None] * S

    def producer():
        for it in range(tiles * nk):
            s = it % S
            yield lambda s=s, it=it: empty[s].ready(((it // S) & 1) ^ 1)
            slot[s] = it                                         # the TMA's bytes land ...
            full[s].completed += 1                               # ... and complete the phase

    def consumer(pp):
        for n in range(pp, tiles, 2):
            if order and n > 0:
                yield lambda n=n: orders[pp].ready(order_phase(n) & 1)
            for i in range(nk):
                it = n * nk + i
                s = it % S
                yield lambda s=s, it=it: full[s].ready((it // S) & 1)
                if slot[s] != it:
                    raise AssertionError(f"consumer {pp}, tile {n}: stage {s} holds k-tile {slot[s]}, wanted {it}")
                if i > 0:
                    empty[(it - 1) % S].completed += 1           # wgmma.wait<1>: the k-tile before is done
                yield lambda: True                               # a point where others may run
            orders[pp ^ 1].completed += 1                        # all of tile n's stages waited for
            empty[(n * nk + nk - 1) % S].completed += 1          # the tile's last stage

    agents = [producer(), consumer(0), consumer(1)]
    waiting = [lambda: True] * 3
    try:
        while agents:
            ready = [i for i in range(len(agents)) if waiting[i]()]
            if not ready:
                return "deadlock"
            i = rng.choice(ready)
            try:
                waiting[i] = next(agents[i])
            except StopIteration:
                del agents[i], waiting[i]
    except AssertionError as e:
        return str(e)
    return None


@pytest.mark.parametrize("S,nk,tiles", [(2, 1, 6), (2, 5, 5), (3, 4, 7), (5, 12, 4), (4, 1, 9)])
def test_protocol_every_wait_finds_its_k_tile(S, nk, tiles):
    bad = [(seed, v) for seed in range(300) if (v := _explore(S, nk, tiles, seed)) is not None]
    assert not bad, bad[:3]


def test_protocol_without_the_order_barrier_reads_a_lap_early():
    found = [v for seed in range(300) if (v := _explore(3, 6, 4, seed, order=False))]
    assert found and "wanted" in found[0]
