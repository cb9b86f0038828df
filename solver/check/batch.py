"""Checking many modules (issue 25): the cache first, then the work units of the rest on an
engine (:mod:`.executors`, :mod:`.engines`), merged back into one :class:`.run.Report` per
module, in the order given.  Also the inputs: directories and globs (:func:`expand`).
"""
from __future__ import annotations

import glob
import os
from typing import Any, Sequence

from .cache import ReportCache
from .context import Options
from .executors import SPLIT_LINES, Done, EngineError, Unit, plan, pool, run_unit, submit_all
from .run import Part, Report, merge

__all__ = ["check_files", "expand", "EngineError"]

PATTERN = "*.mlir"


def expand(args: Sequence[str], pattern: str = PATTERN) -> list[str]:
    """The files of ``args``: a directory is its ``*.mlir`` files (recursively, sorted), a glob its
    matches (sorted); anything else as given (``-``, or a missing file: its finding says so)."""
    out: list[str] = []
    for a in args:
        if a != "-" and os.path.isdir(a):
            out += sorted(glob.glob(os.path.join(glob.escape(a), "**", pattern), recursive=True))
        elif glob.has_magic(a) and not os.path.exists(a):
            out += sorted(glob.glob(a, recursive=True))
        else:
            out.append(a)
    return out


def check_files(paths: Sequence[str], options: Options | None = None, jobs: int = 1, executor: Any = None,
                engine: str = "local", address: str | None = None, connect_timeout: float = 10.0,
                cache: ReportCache | None = None, split_lines: int | None = None,
                done: Done | None = None, progress: Any = None) -> list[Report]:
    """One :class:`Report` per path, in order.  ``cache``: reports read back and stored
    (:mod:`.cache`); ``jobs > 1``, an ``executor`` (any object with ``submit``) or an ``engine``
    (``dask``, ``ray``: :mod:`.engines`, at ``address``) run the work units in parallel, a large
    module in parts (``split_lines``; by default :data:`.executors.SPLIT_LINES` when the run is
    parallel, never when serial).  ``done(unit, part)`` as each unit completes; ``progress`` (a
    ``tqdm`` bar) gets the number of units to run as its ``total``."""
    options = options or Options()
    parallel = executor is not None or engine != "local" or jobs > 1
    split = (SPLIT_LINES if parallel else 0) if split_lines is None else split_lines
    reports: dict[int, Report] = {}
    keys: dict[int, str] = {}
    units: list[tuple[int, Unit]] = []
    for k, p in enumerate(paths):
        if cache is not None and p != "-":
            key, hit = cache.get(p, options)
            if hit is not None:
                reports[k] = hit
                continue
            if key is not None:
                keys[k] = key
        units += [(k, u) for u in plan([p], split)]
    if progress is not None:
        progress.total = len(units)
        progress.refresh()
    # the largest units first (longest-processing-time order: no large module starts last, alone)
    order = sorted(range(len(units)), key=lambda i: -_weight(units[i][1]))
    ran = _run([units[i][1] for i in order], options, jobs, executor, engine, address, connect_timeout, done)
    parts: list[Part] = [None] * len(units)  # type: ignore[list-item]
    for j, i in enumerate(order):
        parts[i] = ran[j]
    grouped: dict[int, list[Part]] = {}
    for (k, _), part in zip(units, parts):
        grouped.setdefault(k, []).append(part)
    for k, ps in grouped.items():
        reports[k] = merge(ps)
        if cache is not None and k in keys:
            cache.put(keys[k], reports[k])
    return [reports[k] for k in range(len(paths))]


def _weight(unit: Unit) -> float:
    """A unit's expected cost: its share of the module's bytes."""
    try:
        return os.path.getsize(unit.path) / unit.parts
    except OSError:
        return 0.0


def _run(units: list[Unit], options: Options, jobs: int, executor: Any, engine: str, address: str | None,
         connect_timeout: float, done: Done | None) -> list[Part]:
    done = done or (lambda u, p: None)
    if not units:
        return []
    if executor is not None:
        return submit_all(executor, units, options, done)
    if engine == "dask":
        from .engines import run_dask
        return run_dask(units, options, jobs, address, connect_timeout, done)
    if engine == "ray":
        from .engines import run_ray
        return run_ray(units, options, jobs, address, connect_timeout, done)
    if engine != "local":
        raise EngineError(f"unknown engine {engine!r}: expected local, dask or ray")
    if jobs <= 1 or len(units) <= 1:
        out = []
        for u in units:
            out.append(run_unit(u, options))
            done(u, out[-1])
        return out
    return pool(units, options, jobs, done)
