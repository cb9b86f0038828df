"""NVRTC compiles generated sources to CUBIN (sm_90a) and PTX without a GPU; errors name the line."""
import pytest

from cute_sym import parse
from codegen.emit import emit_index
from codegen.errors import NvrtcError
from codegen import nvrtc


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CUTE_SYM_CACHE", str(tmp_path))
    nvrtc._memory.clear()


def _kernel(fn):
    return fn.c_function() + (f'extern "C" __global__ void k(int* out) {{ out[threadIdx.x] = '
                              f'{fn.name}(threadIdx.x); }}\n')


def test_cubin_and_ptx_for_sm90a():
    src = _kernel(emit_index(parse("(4,8):(8,1)"), name="f"))
    cubin = nvrtc.compile_cuda(src)
    assert cubin[:4] == b"\x7fELF"
    ptx = nvrtc.compile_cuda(src, ptx=True).decode()
    assert ".target sm_90a" in ptx and ".entry k(" in ptx


def test_cache_by_source_hash(tmp_path):
    src = _kernel(emit_index(parse("(4,8):(1,4)"), name="f"))
    first = nvrtc.compile_cuda(src)
    assert len(list((tmp_path / "nvrtc").glob("*.cubin"))) == 1
    nvrtc._memory.clear()
    assert nvrtc.compile_cuda(src) == first                      # served from the disk cache
    nvrtc.compile_cuda(src + "\n// changed\n")
    assert len(list((tmp_path / "nvrtc").glob("*.cubin"))) == 2


def test_compile_error_names_the_offending_line():
    src = "// line 1\n__device__ int f(int i) {\n  return i + undefined_name;\n}\n"
    with pytest.raises(NvrtcError) as info:
        nvrtc.compile_cuda(src)
    assert info.value.line == 3
    assert info.value.source_line.strip() == "return i + undefined_name;"
    assert "line 3: return i + undefined_name;" in str(info.value)
    assert 'identifier "undefined_name" is undefined' in info.value.log


def test_bad_arch_is_refused():
    with pytest.raises(NvrtcError, match="architecture"):
        nvrtc.compile_cuda("__global__ void k() {}", arch="hopper")
