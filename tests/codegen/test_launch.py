"""Launching needs a CUDA driver: without one, a typed error (never a traceback from
the bindings); launch specs round-trip through JSON as the benchmark ships them."""
import dataclasses
import json
import shutil

import pytest

from cute_sym import parse
from codegen.errors import CodegenError
from codegen.kernels.copy import copy_kernel
from codegen.kernels.plan import DirectPlan
from codegen.launch import LaunchSpec, LoadedKernel


def spec():
    rows = DirectPlan(parse("(4,(2,8)):(8,(32,1))"), 32)          # along the rows: 16-byte vectors
    k = copy_kernel(parse("(8,8):(8,1)"), parse("(8,8):(8,1)"), "float", rows)
    return k.launch_spec()


def test_spec_round_trips_through_json():
    s = spec()
    back = LaunchSpec(**{**json.loads(json.dumps(dataclasses.asdict(s))), "args": ()})
    assert back == s and s.blocks == 1 and s.blocks_y == 1 and s.src_align == s.dst_align == 16


@pytest.mark.skipif(shutil.which("nvidia-smi") is not None, reason="a GPU driver is present")
def test_no_driver_is_a_codegen_error():
    with pytest.raises(CodegenError, match="no CUDA driver"):
        LoadedKernel(spec())


def test_launch_values_must_meet_the_assumptions():
    from cute_sym import parse
    k = copy_kernel(parse("(M,8):(8,1)"), parse("(M,8):(8,1)"), "float", assume=["M % 4 == 0"])
    assert k.launch_spec({"M": 8}).args == (8,)
    with pytest.raises(CodegenError, match="assuming M % 4 == 0"):
        k.launch_spec({"M": 6})
    with pytest.raises(CodegenError, match="needs values for M"):
        k.launch_spec({})
