"""The disk cache of generated GEMM kernels (issue 24): keyed by configuration and generator
hash, ``CUTE_SYM_CACHE`` moves it, a second process (memory cleared) reads the disk without
generating, a torn entry is regenerated; and ``import cute_sym`` imports no torch."""
import json
import subprocess

import pytest

from codegen.torch import cache

CONFIG = {"M": "M", "N": "N", "K": "K", "BM": 64, "BN": 64}


@pytest.fixture
def root(tmp_path, monkeypatch):
    monkeypatch.setenv("CUTE_SYM_CACHE", str(tmp_path))
    cache.forget_memory()
    yield tmp_path / "gemm"
    cache.forget_memory()


def _builder(calls):
    def build(config):
        calls.append(dict(config))
        return {"name": "k", "threads": 128, "smem_bytes": 1024}, f"// source of {sorted(config.items())}", b"\x7fELF" + bytes(8)
    return build


def test_first_use_builds_then_memory_then_disk(root):
    calls = []
    e1 = cache.get_or_build(CONFIG, _builder(calls))
    assert len(calls) == 1 and (root / e1.key / "kernel.cubin").read_bytes() == e1.cubin
    meta = json.loads((root / e1.key / "meta.json").read_text())
    assert meta["generator"] == cache.generator_hash() and len(meta["source_sha256"]) == 64
    assert cache.get_or_build(CONFIG, _builder(calls)) is e1 and len(calls) == 1     # memory
    cache.forget_memory()
    e2 = cache.get_or_build(CONFIG, _builder(calls))                                 # disk: no build
    assert len(calls) == 1 and e2.cubin == e1.cubin and e2.meta == e1.meta


def test_keys_follow_the_configuration(root):
    k1 = cache.entry_key(CONFIG)
    assert cache.entry_key(dict(reversed(list(CONFIG.items())))) == k1
    assert cache.entry_key({**CONFIG, "BN": 128}) != k1
    assert cache.entry_key({**CONFIG, "assume": ("M % 64 == 0",)}) != cache.entry_key({**CONFIG, "assume": ()})


def test_a_torn_entry_is_regenerated(root):
    calls = []
    e = cache.get_or_build(CONFIG, _builder(calls))
    (root / e.key / "kernel.cubin").write_bytes(b"garbage")
    cache.forget_memory()
    cache.get_or_build(CONFIG, _builder(calls))
    assert len(calls) == 2


def test_cache_off_keeps_entries_in_memory_only(tmp_path, monkeypatch):
    monkeypatch.setenv("CUTE_SYM_CACHE", "off")
    monkeypatch.chdir(tmp_path)
    cache.forget_memory()
    calls = []
    e = cache.get_or_build(CONFIG, _builder(calls))
    assert cache.get_or_build(CONFIG, _builder(calls)) is e and len(calls) == 1
    assert not any(tmp_path.iterdir())                                             # nothing written
    cache.forget_memory()


def test_cute_sym_imports_no_torch(python, repo_env):
    code = ("import sys, cute_sym; import codegen.torch.select, codegen.torch.cache;"
            "bad = [m for m in ('torch', 'z3', 'islpy') if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([python, "-c", code], capture_output=True, text=True, env=repo_env)
    assert result.returncode == 0, result.stdout + result.stderr
