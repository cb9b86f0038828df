"""Programmatic dependent launch (CUDA programming guide 4.5; PTX ``griddepcontrol``): the SM90 GEMM
may be launched while the previous kernel in the stream drains only if no thread touches global
memory before ``griddepcontrol.wait``.  Checked on the generated text of every SM90 form: the
kernel body's first global access (a TMA load or store, a C element, the split-K workspace or
tickets; advancing the pointer C to a batch is not an access) comes after the wait, which every thread executes (it stands before the producer /
consumer branch), and the cache marks such kernels ``pdl``."""
import re

import pytest

from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel

BASE = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=128, BN=128, BK=64, warps=(2, 1), stages=3,
            group=2, assume=(), strided=True)
FORMS = {
    "plain": {},
    "split-K": dict(splits=2),
    "persistent pairs, TMA store": dict(persistent=True, cluster=2, tma_store=True),
    "ping-pong": dict(BM=64, warps=(1, 1), persistent=True, pingpong=True),
    "batched, beta, bias": dict(batched=True, beta=True, bias="col"),
    "e4m3, column-major C": dict(dtype="e4m3", BK=128, out_dtype="bf16", scaled=True, c_major="col"),
}
GLOBAL = re.compile(r"cute_tma_load|cute_tma_store|\bC\[|atomicAdd|counters\[|cute_st_cg|cute_ld_cg|ws \+")


@pytest.mark.parametrize("form", list(FORMS))
def test_no_global_access_before_the_grid_dependency_wait(form):
    k = gemm_kernel(0, 0, 0, config=GemmConfig(**{**BASE, **FORMS[form]}))
    body = k.source[k.source.index('extern "C" __global__'):]
    wait = body.index("cute_griddep_wait();")
    first = GLOBAL.search(body)
    assert first is not None and wait < first.start(), (form, first and first.group())
    assert wait < body.index("if (wgi == 0)")             # before the branch: every thread waits
    assert "griddepcontrol.wait;" in k.source and "griddepcontrol.launch_dependents;" in k.source
    assert wait < body.index("cute_griddep_launch();") < body.index("if (wgi == 0)")
