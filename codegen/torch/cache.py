"""The disk cache of generated, proven and compiled GEMM kernels (issue 24).

An entry is keyed by the kernel's configuration and the hash of the generator's own source
(the ``codegen/gemm`` and ``codegen/torch`` modules: a change to the generator makes new keys),
and holds ``kernel.cu`` (the source with its certificates), ``kernel.cubin`` (NVRTC, sm_90a) and
``meta.json`` (the launch: name, threads, shared memory, the source's sha256, the proofs).
``$CUTE_SYM_CACHE`` moves the root (default ``~/.cache/cute-sym``; entries under ``gemm/``);
a lookup first looks in this process's memory, then on disk, and only then generates.  Only
the generation needs the solver and NVRTC; loading needs neither.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping

__all__ = ["Entry", "cache_root", "generator_hash", "entry_key", "lookup", "store", "get_or_build"]

_memory: dict[str, "Entry"] = {}
_GENERATOR: list[str] = []


@dataclass(frozen=True)
class Entry:
    """A cached kernel: its key, launch data (``meta``) and CUBIN bytes."""

    key: str
    meta: dict
    cubin: bytes


def cache_root() -> "Path | None":
    """``$CUTE_SYM_CACHE/gemm`` (default ``~/.cache/cute-sym/gemm``); ``CUTE_SYM_CACHE=off``: no disk
    cache (as for NVRTC's, :func:`codegen.nvrtc.cache_dir`)."""
    root = os.environ.get("CUTE_SYM_CACHE", str(Path.home() / ".cache" / "cute-sym"))
    return None if root == "off" else Path(root) / "gemm"


def generator_hash() -> str:
    """sha256 of the generator's source files (computed once per process)."""
    if not _GENERATOR:
        h = hashlib.sha256()
        here = Path(__file__).resolve().parent
        for folder in (here.parent / "gemm", here):
            for p in sorted(folder.glob("*.py")):
                h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\1")
        _GENERATOR.append(h.hexdigest())
    return _GENERATOR[0]


def entry_key(config: Mapping) -> str:
    """The key of a configuration (``GemmConfig`` keyword arguments) under this generator."""
    text = json.dumps({k: list(v) if isinstance(v, tuple) else v for k, v in sorted(config.items())}, sort_keys=True)
    return hashlib.sha256((generator_hash() + "\0" + text).encode()).hexdigest()[:32]


def lookup(key: str) -> "Entry | None":
    """The entry in memory or on disk, or ``None``."""
    if key in _memory:
        return _memory[key]
    root = cache_root()
    if root is None:
        return None
    folder = root / key
    try:
        meta = json.loads((folder / "meta.json").read_text())
        cubin = (folder / "kernel.cubin").read_bytes()
    except (OSError, ValueError):
        return None
    if hashlib.sha256(cubin).hexdigest() != meta.get("cubin_sha256"):
        return None                                        # a torn or foreign file: regenerate
    entry = Entry(key, meta, cubin)
    _memory[key] = entry
    return entry


def store(key: str, meta: dict, source: str, cubin: bytes) -> Entry:
    """Write an entry atomically (a temporary folder renamed into place); a failure to write
    leaves the entry in memory only."""
    meta = {**meta, "cubin_sha256": hashlib.sha256(cubin).hexdigest(),
            "source_sha256": hashlib.sha256(source.encode()).hexdigest(), "generator": generator_hash()}
    entry = Entry(key, meta, cubin)
    _memory[key] = entry
    root = cache_root()
    if root is None:
        return entry
    try:
        root.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=root, prefix=".tmp-"))
        (tmp / "kernel.cu").write_text(source)
        (tmp / "kernel.cubin").write_bytes(cubin)
        (tmp / "meta.json").write_text(json.dumps(meta, indent=1))
        try:
            os.replace(tmp, root / key)
        except OSError:                                    # another process stored it first
            for p in tmp.iterdir():
                p.unlink()
            tmp.rmdir()
    except OSError:
        pass
    return entry


def get_or_build(config: Mapping, build: Callable[[Mapping], tuple[dict, str, bytes]]) -> Entry:
    """The cached entry of ``config``, else ``build(config) -> (meta, source, cubin)`` stored."""
    key = entry_key(config)
    found = lookup(key)
    if found is not None:
        return found
    meta, source, cubin = build(config)
    return store(key, meta, source, cubin)


def forget_memory() -> None:
    """Drop the in-process entries (tests: the next lookup reads the disk)."""
    _memory.clear()
