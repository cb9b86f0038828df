"""The cluster engines of :mod:`.executors`: Dask ``distributed`` and Ray (optional extras
``cute-sym[dask]``, ``cute-sym[ray]``; imported only when asked for).

* **Dask**: ``Client(address)`` of a running scheduler (``--scheduler tcp://HOST:PORT``), else a
  ``LocalCluster`` of ``jobs`` single-threaded worker processes.  Each unit is a task (not pure:
  it reads its file where it runs); a worker that dies has its tasks rescheduled by the scheduler
  (its nanny restarts it), and each task logs a ``cute-sym-start`` event where it starts, so that
  the units that ran more than once are known.
* **Ray**: ``ray.init(address)`` (``--address ray://HOST:PORT`` or ``auto``), else a local Ray
  of ``jobs`` CPUs; each unit a task with ``max_retries`` for a worker that dies; a small actor
  counts the starts.
"""
from __future__ import annotations

import logging
import uuid
from collections import Counter
from typing import Any, Sequence

from .context import Options
from .executors import Done, EngineError, Unit, crashed, isolated, timed
from .run import Part

__all__ = ["run_dask", "run_ray", "RETRIES"]

RETRIES = 3
"""How many times a unit is run again after its worker dies (Dask: the scheduler's
``allowed-failures``, 3 by default; Ray: ``max_retries``)."""

START = "cute-sym-start"


def _dask_unit(unit: Unit, options: Options) -> Part:
    """A Dask task: log the start (to count re-runs), then check the unit in a forked child."""
    try:
        from distributed import get_worker
        worker = get_worker()
        worker.log_event(START, {"unit": unit.key, "worker": worker.address})
    except (ImportError, ValueError):
        pass
    return isolated(unit, options)


def run_dask(units: Sequence[Unit], options: Options, jobs: int, address: str | None, connect_timeout: float,
             done: Done) -> list[Part]:
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise EngineError("the dask engine needs Dask's distributed: pip install 'cute-sym[dask]'") from None
    cluster = None
    if address:
        try:
            client = Client(address, timeout=f"{connect_timeout}s")
        except (OSError, TimeoutError) as e:
            raise EngineError(f"cannot reach the Dask scheduler at {address}: {e}") from None
    else:
        cluster = LocalCluster(n_workers=max(1, jobs), threads_per_worker=1, processes=True,
                               dashboard_address=None, silence_logs=logging.ERROR)
        client = Client(cluster)
    run = uuid.uuid4().hex[:8]
    try:
        futures = {client.submit(_dask_unit, u, options, key=f"cute-sym-{run}-{k}", pure=False): k
                   for k, u in enumerate(units)}
        out: dict[int, Part] = {}
        for f in as_completed(futures):
            k = futures[f]
            try:
                out[k] = f.result()
            except Exception as e:  # noqa: BLE001 -- KilledWorker after RETRIES deaths, a lost scheduler
                out[k] = crashed(units[k], f"{type(e).__name__}: {e}")
            done(units[k], out[k])
        starts = Counter(msg.get("unit") for _, msg in _events(client))
        for k, u in enumerate(units):
            out[k].attempts = max(out[k].attempts, starts.get(u.key, 1))
        return [out[k] for k in range(len(units))]
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _events(client: Any) -> list:
    try:
        return list(client.get_events(START))
    except Exception:  # noqa: BLE001 -- a scheduler without events: no re-run is reported
        return []


class _Starts:
    """A Ray actor counting where each unit started."""

    def __init__(self) -> None:
        self.counts: Counter = Counter()

    def start(self, key: str) -> None:
        self.counts[key] += 1

    def get(self) -> dict:
        return dict(self.counts)


def _ray_unit(unit: Unit, options: Options, starts: Any) -> Part:
    import ray
    ray.get(starts.start.remote(unit.key))
    return isolated(unit, options)


def run_ray(units: Sequence[Unit], options: Options, jobs: int, address: str | None, connect_timeout: float,
            done: Done) -> list[Part]:
    try:
        import ray
    except ImportError:
        raise EngineError("the ray engine needs Ray: pip install 'cute-sym[ray]'") from None
    started = not ray.is_initialized()
    if started:
        kwargs: dict[str, Any] = {"log_to_driver": False, "include_dashboard": False, "logging_level": logging.ERROR}
        if address:
            timed(connect_timeout, f"the Ray cluster at {address}", lambda: ray.init(address=address, **kwargs))
        else:
            try:
                ray.init(num_cpus=max(1, jobs), **kwargs)
            except Exception as e:  # noqa: BLE001 -- Ray's own start-up failure (an overloaded node)
                raise EngineError(f"cannot start a local Ray of {max(1, jobs)} CPUs: {e}") from None
    try:
        starts = ray.remote(_Starts).remote()
        task = ray.remote(max_retries=RETRIES, num_cpus=1)(_ray_unit)
        refs = {task.remote(u, options, starts): k for k, u in enumerate(units)}
        out: dict[int, Part] = {}
        pending = list(refs)
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                k = refs[ref]
                try:
                    out[k] = ray.get(ref)
                except Exception as e:  # noqa: BLE001 -- a task that failed past its retries
                    out[k] = crashed(units[k], f"{type(e).__name__}: {e}")
                done(units[k], out[k])
        counts = ray.get(starts.get.remote())
        for k, u in enumerate(units):
            out[k].attempts = max(out[k].attempts, counts.get(u.key, 1))
        return [out[k] for k in range(len(units))]
    finally:
        if started:
            ray.shutdown()
