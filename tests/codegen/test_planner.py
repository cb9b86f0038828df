"""The planner picks the paper's vectorization (§5.4.2) and staging for each COPY of
Table 2 and for the benchmark cases; each generated kernel moves every element right
(CPU simulation of the emitted index expressions against cute_sym evaluation)."""
import random

import pytest

from cute_sym import parse
from codegen.kernels.copy import copy_kernel
from codegen.kernels.plan import DirectPlan
from codegen.kernels.tiles import TiledPlan
from codegen_sim import simulate


def check(src, dst, dtype="float"):
    S, D = parse(src), parse(dst)
    k = copy_kernel(S, D, dtype)
    rng = random.Random(1)
    data = [rng.randrange(1 << 30) for _ in range(S.cosize())]
    out = [-1] * D.cosize()
    want = list(out)
    for i in range(S.size()):
        want[D(i)] = data[S(i)]
    assert simulate(k, data, out) == want
    return k


@pytest.mark.parametrize("src,dst,kind,forms", [
    ("8:1", "8:1", DirectPlan, ("vector", "vector")),                           # 1-D array
    ("(8,2,3):(1,16,32)", "(8,2,3):(1,16,32)", DirectPlan, ("vector", "vector")),  # N-D array
    ("(2,3,2):(42,1,128)", "12:1", DirectPlan, ("scalar", "vector")),           # gather
    ("12:1", "(2,3,2):(42,1,128)", DirectPlan, ("vector", "scalar")),           # scatter
    ("7:0", "7:1", DirectPlan, ("broadcast", "vector")),                        # broadcast
    ("(8,3):(1,8)", "(8,3):(3,1)", DirectPlan, ("vector", "scalar")),           # transpose (3 < a vector)
    ("(8,(3,5)):(1,(57,8))", "(8,15):(1,8)", DirectPlan, ("scalar", "vector")),  # tensor transpose
])
def test_paper_table2(src, dst, kind, forms):
    k = check(src, dst)
    assert isinstance(k.plan, kind)
    assert (k.forms["src"], k.forms["dst"]) == forms


def test_copy_is_vectorized_along_the_contiguous_mode_with_coalesced_threads():
    k = check("(64,64):(64,1)", "(64,64):(64,1)")
    assert k.plan.vector == 4 and k.forms == {"src": "vector", "dst": "vector"}
    assert str(k.plan.work) == "(4,(16,64)):(64,(256,1))"      # consecutive q: consecutive vectors


@pytest.mark.parametrize("dtype,tile", [("float", (64, 64)), ("bf16", (64, 128))])
def test_transpose_is_staged_with_vectors_on_both_sides(dtype, tile):
    k = check("(128,128):(128,1)", "(128,128):(1,128)", dtype)
    assert isinstance(k.plan, TiledPlan) and k.plan.tile == tile and k.plan.exact
    assert k.forms == {"src": "vector", "dst": "vector", "smem": "vector"} and k.banks.status == "proved"


def test_tensor_transpose_and_strided_gather():
    k = check("(4,32,64):(2048,64,1)", "(4,32,64):(32,1,128)")        # x.permute(2,0,1)
    assert isinstance(k.plan, TiledPlan) and k.forms["src"] == k.forms["dst"] == "vector"
    k = check("(32,32):(64,2)", "(32,32):(32,1)")                      # x[:, ::2]
    assert isinstance(k.plan, DirectPlan) and (k.forms["src"], k.forms["dst"]) == ("scalar", "vector")
