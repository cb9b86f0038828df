"""An incremental cache of reports (issue 25, item 2): re-checking an unchanged module reads
its report back instead of checking it.

The key of a module's report is the SHA-256 of its path, its text, the check options
(:class:`.context.Options`, the fact families' targets) and cute-sym's *version*: the package
version and a digest of the source of ``cute_sym``, ``solver`` and ``codegen`` (so that a
changed checker never answers from an older one's reports).  Reports are JSON files under
``DIR/reports/``, written atomically.  The directory is ``--cache DIR``, else
``$CUTE_SYM_CACHE``, else ``$XDG_CACHE_HOME/cute-sym`` (``~/.cache/cute-sym``).
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from .context import Options
from .coverage import Coverage
from .findings import Finding
from .run import FACT_CHECKS, Report

__all__ = ["ReportCache", "default_dir", "version", "report_to_json", "report_from_json"]

FORMAT = 1


def default_dir() -> Path:
    """``$CUTE_SYM_CACHE``, else the user cache dir's ``cute-sym`` (module docstring)."""
    if os.environ.get("CUTE_SYM_CACHE"):
        return Path(os.environ["CUTE_SYM_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cute-sym"


@lru_cache(maxsize=1)
def version() -> str:
    """cute-sym's version and a digest of its source (the ``.py`` files of its three packages)."""
    import cute_sym
    try:
        from importlib.metadata import version as dist_version
        v = dist_version("cute-sym")
    except Exception:  # noqa: BLE001 -- an uninstalled tree: the digest alone tells versions apart
        v = "0"
    h = hashlib.sha256()
    root = Path(cute_sym.__file__).resolve().parent.parent
    for pkg in ("cute_sym", "solver", "codegen"):
        for f in sorted((root / pkg).rglob("*.py")):
            h.update(str(f.relative_to(root)).encode())
            h.update(f.read_bytes())
    return f"{v}+{h.hexdigest()[:16]}"


def finding_to_json(f: Finding) -> dict[str, Any]:
    return {x.name: getattr(f, x.name) for x in dataclasses.fields(f)}


def finding_from_json(d: dict[str, Any]) -> Finding:
    d = dict(d)
    d["module"] = tuple(d["module"]) if d.get("module") else None
    d["notes"] = tuple(d.get("notes", ()))
    return Finding(**d)


def report_to_json(r: Report) -> dict[str, Any]:
    return {"format": FORMAT, "file": r.file, "findings": [finding_to_json(f) for f in r.findings],
            "seconds": r.seconds, "ops": r.ops, "coverage": r.coverage.to_dict() if r.coverage else None}


def report_from_json(d: dict[str, Any]) -> Report:
    cov = Coverage.from_dict(d["coverage"]) if d.get("coverage") else None
    return Report(d["file"], [finding_from_json(f) for f in d["findings"]], d["seconds"], d["ops"], cov)


class ReportCache:
    """Reports under ``root`` (module docstring); ``hits`` and ``misses`` count this run's look-ups."""

    def __init__(self, root: str | os.PathLike | None = None):
        self.root = Path(root) if root is not None else default_dir()
        self.hits = 0
        self.misses = 0

    def key(self, path: str, text: bytes, options: Options) -> str:
        h = hashlib.sha256()
        opts = {"options": dataclasses.asdict(options), "checks": FACT_CHECKS, "format": FORMAT}
        for part in (version(), os.path.abspath(path), json.dumps(opts, sort_keys=True, default=str)):
            h.update(part.encode())
            h.update(b"\0")
        h.update(text)
        return h.hexdigest()

    def _file(self, key: str) -> Path:
        return self.root / "reports" / key[:2] / f"{key}.json"

    def get(self, path: str, options: Options) -> tuple[str | None, Report | None]:
        """``(key, report)``: the cached report of ``path`` (``None``: not cached, or unreadable);
        ``key`` is ``None`` when the file itself cannot be read (it is checked, and fails there)."""
        try:
            with open(path, "rb") as f:
                key = self.key(path, f.read(), options)
        except OSError:
            return None, None
        try:
            with open(self._file(key), encoding="utf-8") as f:
                data = json.load(f)
            if data.get("format") != FORMAT:
                raise ValueError("another format")
            report = report_from_json(data)
        except (OSError, ValueError, KeyError, TypeError):
            self.misses += 1
            return key, None
        self.hits += 1
        report.cached = True
        return key, report

    def put(self, key: str, report: Report) -> None:
        """Store ``report`` (not one whose module was not checked: a crash is tried again)."""
        if any(f.kind == "not-checked" for f in report.findings):
            return
        target = self._file(key)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(report_to_json(report), f, ensure_ascii=False, default=str)
            os.replace(tmp, target)
        except OSError:
            pass                           # a read-only cache: the run goes on without it
