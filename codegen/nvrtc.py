"""Compile CUDA C with NVRTC (``cuda.bindings.nvrtc``) to CUBIN or PTX, cached by source hash.

NVRTC needs no GPU, so every generated kernel is compiled in CI.  Sources
must be self-contained: NVRTC here is given no include paths.  A failed
compile raises :class:`NvrtcError` carrying the log and the first offending
source line.  ptxas's performance remarks (``Potential Performance Loss: ...``, e.g. C7514: the
wgmma pipeline serialized) are kept beside each image and handed to a caller that asks
(``remarks=``).
"""
from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path
from typing import Sequence

from .errors import NvrtcError

__all__ = ["compile_cuda", "nvrtc_version", "cache_dir", "perf_remarks", "DEFAULT_ARCH"]

DEFAULT_ARCH = "sm_90a"
_memory: dict[str, tuple[bytes, tuple[str, ...]]] = {}
_LOG_LINE = r"^{name}\((\d+)\): (?:catastrophic )?error"
"""A log line of an error in the source called ``name`` (which may hold spaces or parentheses)."""


def _check(result, what: str) -> tuple:
    from cuda.bindings import nvrtc
    err, *rest = result if isinstance(result, tuple) else (result,)
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        raise NvrtcError(f"{what} failed: {err.name}", log="", line=None, source_line=None)
    return tuple(rest)


def nvrtc_version() -> tuple[int, int]:
    from cuda.bindings import nvrtc
    major, minor = _check(nvrtc.nvrtcVersion(), "nvrtcVersion")
    return major, minor


def cache_dir() -> "Path | None":
    """``$CUTE_SYM_CACHE/nvrtc`` (default ``~/.cache/cute-sym/nvrtc``); ``CUTE_SYM_CACHE=off`` disables it."""
    root = os.environ.get("CUTE_SYM_CACHE", str(Path.home() / ".cache" / "cute-sym"))
    return None if root == "off" else Path(root) / "nvrtc"


def _key(source: str, options: Sequence[str], ptx: bool) -> str:
    h = hashlib.sha256()
    for part in (source, "\0".join(options), "ptx" if ptx else "cubin", repr(nvrtc_version())):
        h.update(part.encode())
        h.update(b"\1")
    return h.hexdigest()


def compile_cuda(source: str, *, arch: str = DEFAULT_ARCH, ptx: bool = False, name: str = "kernel.cu",
                 options: Sequence[str] = (), remarks: "list[str] | None" = None) -> bytes:
    """CUBIN for ``arch`` (``sm_90a``), or PTX for its virtual architecture with ``ptx``; ptxas's
    performance remarks on it are appended to ``remarks`` when given (from the cache too)."""
    if not re.fullmatch(r"sm_\d+a?", arch):
        raise NvrtcError(f"architecture {arch!r} is not of the form sm_<NN>[a]", log="", line=None,
                         source_line=None)
    target = arch.replace("sm_", "compute_") if ptx else arch
    opts = [f"-arch={target}", "-std=c++17", *options]
    key = _key(source, opts, ptx)
    if key not in _memory:
        _memory[key] = _cached_or_compiled(key, source, opts, ptx, name)
    image, found = _memory[key]
    if remarks is not None:
        remarks.extend(found)
    return image


def perf_remarks(log: str) -> tuple[str, ...]:
    """ptxas's ``Potential Performance Loss`` lines of an NVRTC log (C7514: wgmmas serialized, ...)."""
    return tuple(line.strip() for line in log.splitlines() if "Potential Performance Loss" in line)


def _cached_or_compiled(key: str, source: str, opts: list[str], ptx: bool, name: str):
    where = cache_dir()
    cached = where / f"{key}.{'ptx' if ptx else 'cubin'}" if where else None
    notes = cached.with_suffix(".remarks") if cached is not None else None
    if cached is not None and cached.is_file() and notes.is_file():
        return cached.read_bytes(), tuple(notes.read_text().splitlines())
    image, log = _compile(source, opts, ptx, name)
    found = perf_remarks(log)
    if cached is not None:
        _store(notes, "\n".join(found).encode())
        _store(cached, image)
    return image, found


def _store(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as f:
            f.write(data)
        os.replace(f.name, path)
    except OSError:
        pass                                  # a read-only home only loses the disk cache


def _compile(source: str, opts: list[str], ptx: bool, name: str) -> tuple[bytes, str]:
    from cuda.bindings import nvrtc
    (prog,) = _check(nvrtc.nvrtcCreateProgram(source.encode(), name.encode(), 0, [], []), "nvrtcCreateProgram")
    try:
        (err,) = nvrtc.nvrtcCompileProgram(prog, len(opts), [o.encode() for o in opts])
        (size,) = _check(nvrtc.nvrtcGetProgramLogSize(prog), "nvrtcGetProgramLogSize")
        log = b" " * size
        _check(nvrtc.nvrtcGetProgramLog(prog, log), "nvrtcGetProgramLog")
        text = log.decode(errors="replace").rstrip("\0 \n")
        if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
            m = re.search(_LOG_LINE.format(name=re.escape(name)), text, re.M)
            line = int(m.group(1)) if m else None
            lines = source.splitlines()
            src = lines[line - 1] if line is not None and 0 < line <= len(lines) else None
            raise NvrtcError(f"NVRTC could not compile {name} for {opts[0][6:]}", log=text, line=line,
                             source_line=src)
        if ptx:
            (n,) = _check(nvrtc.nvrtcGetPTXSize(prog), "nvrtcGetPTXSize")
            buf = b" " * n
            _check(nvrtc.nvrtcGetPTX(prog, buf), "nvrtcGetPTX")
        else:
            (n,) = _check(nvrtc.nvrtcGetCUBINSize(prog), "nvrtcGetCUBINSize")
            buf = b" " * n
            _check(nvrtc.nvrtcGetCUBIN(prog, buf), "nvrtcGetCUBIN")
        return bytes(buf), text
    finally:
        nvrtc.nvrtcDestroyProgram(prog)
