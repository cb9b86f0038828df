"""`cute-sym check` on real cluster engines (issue 25, "done when"): a Dask LocalCluster of 2
workers checks the committed modules with the serial run's findings, finding for finding, and
loses no module when one worker is killed mid-run; Ray the same where it is installed (not in
CI: its wheel is large; docs/check.md gives the manual run)."""
from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

from solver.check import Options
from solver.check.batch import check_files
from tests.check.check_plugins import untimed

HERE = Path(__file__).resolve().parent
MODULES = sorted(str(p) for p in (HERE / "dsl_modules").glob("*.mlir"))


def findings(reports):
    return [(r.file, [json.dumps(untimed(f.to_dict()), sort_keys=True) for f in r.findings], r.coverage)
            for r in reports]


@pytest.fixture(scope="module")
def serial():
    return check_files(MODULES, Options())


def test_a_dask_cluster_of_two_workers_gives_the_serial_findings_and_survives_a_killed_worker(serial):
    distributed = pytest.importorskip("distributed")
    import logging
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                       silence_logs=logging.CRITICAL)
    client = distributed.Client(cluster)
    try:
        pids = client.run(os.getpid)
        assert len(pids) == 2
        victim = sorted(pids.values())[0]
        seen: list[str] = []

        def done(unit, part):
            seen.append(unit.key)
            if len(seen) == 3:
                os.kill(victim, signal.SIGKILL)      # a worker dies mid-run, its tasks in flight
        reports = check_files(MODULES, Options(), engine="dask", address=cluster.scheduler_address, done=done)
        assert [r.file for r in reports] == MODULES and len(seen) == len(MODULES)
        assert not [f for r in reports for f in r.findings if f.kind == "not-checked"]
        assert findings(reports) == findings(serial)
        assert any(r.attempts > 1 for r in reports)  # the unit it was checking ran again, and says so
        assert victim not in client.run(os.getpid).values()
    finally:
        client.close()
        cluster.close()


def test_ray_gives_the_serial_findings(serial):
    ray = pytest.importorskip("ray")
    from solver.check.executors import EngineError
    try:
        reports = check_files(MODULES[:6], Options(), engine="ray", jobs=2)
    except EngineError as e:                          # Ray's raylet did not start (an overloaded machine)
        pytest.skip(str(e))
    assert findings(reports) == findings(serial[:6])
    assert not ray.is_initialized()
