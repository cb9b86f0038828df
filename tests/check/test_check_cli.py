"""``cute-sym check`` from the shell and in parallel: exit status, JSON records, ``--jobs``,
executors, and checks that crash, raise or hang becoming ``unknown`` findings."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from solver.check import Options, check_files
from solver.check import run as check_run
from tests.forkserver import shared

HERE = Path(__file__).resolve().parent
WRONG = HERE / "dsl_modules" / "wrong_make_layout_like.mlir"
RIGHT = HERE / "dsl_modules" / "correct_algebra.mlir"
TRAP = HERE.parent / "dialect" / "dsl_corpus" / "composition_trap.mlir"


def cli(python, env, *args, cwd=None):
    """``python -m cute_sym.cli check ARGS`` in a process of its own (a fork of a warm interpreter)."""
    return shared(env).run("cute_sym.cli", ["check", *map(str, args)], cwd, timeout=300)


def test_exit_status_and_summary(python, repo_env):
    ok = cli(python, repo_env, RIGHT)
    assert ok.returncode == 0 and ok.stdout.strip().endswith("28 cute ops checked, no findings"), ok.stdout
    bad = cli(python, repo_env, WRONG, RIGHT)
    assert bad.returncode == 1 and bad.stdout.strip().splitlines()[-1] == "2 files: 33 cute ops checked, 1 error"
    assert "Traceback" not in bad.stderr
    usage = cli(python, repo_env, "--jobs", "0", RIGHT)
    assert usage.returncode == 2 and "positive number of jobs" in usage.stderr
    assert cli(python, repo_env).returncode == 2


def test_missing_file_is_a_finding(python, repo_env, tmp_path):
    r = cli(python, repo_env, tmp_path / "nope.mlir")
    assert r.returncode == 1 and "cannot read" in r.stdout and "Traceback" not in r.stderr


def test_json_is_one_record_per_finding(python, repo_env):
    r = cli(python, repo_env, "--json", WRONG, TRAP)
    lines = [json.loads(line) for line in r.stdout.splitlines()]
    records = [x for x in lines if "severity" in x]
    modules = [x for x in lines if "coverage" in x]
    assert r.returncode == 1 and [x["op"] for x in records] == ["cute.make_layout_like", "cute.composition"]
    assert [x["module"] for x in modules] == [str(WRONG), str(TRAP)]
    assert modules[0]["ops"] == modules[0]["coverage"]["ops"] == 5
    assert records[0]["kind"] == "mismatch" and records[0]["file"].endswith("generate.py")
    assert records[0]["module"]["file"] == str(WRONG) and records[1]["detail"]["counterexample"]["R"] == 3


def test_stdin(python, repo_env):
    r = shared(repo_env).run("cute_sym.cli", ["check", "-"], input=TRAP.read_text(), timeout=300)
    assert r.returncode == 1 and r.stdout.startswith("<stdin>:9:5: error: 'cute.composition' op")


def test_jobs_and_executors_give_the_same_reports(tmp_path):
    paths = [str(WRONG), str(RIGHT), str(TRAP)]
    serial = check_files(paths, Options())
    parallel = check_files(paths, Options(), jobs=2)
    from tests.check.check_plugins import threads
    threaded = check_files(paths, Options(), executor=threads(2))
    for reports in (parallel, threaded):
        assert [r.file for r in reports] == paths
        assert [[f.to_dict() for f in r.findings] for r in reports] == [[f.to_dict() for f in r.findings] for r in serial]


def test_executor_flag(python, repo_env):
    r = cli(python, repo_env, "--executor", "tests.check.check_plugins:threads", "--jobs", "2", WRONG, RIGHT)
    assert r.returncode == 1 and r.stdout.strip().splitlines()[-1] == "2 files: 33 cute ops checked, 1 error"


def test_a_crashing_worker_is_an_unknown_finding_for_that_file(tmp_path, monkeypatch):
    crash = tmp_path / "crash.mlir"
    crash.write_text("// CRASH_HERE\n" + RIGHT.read_text())
    monkeypatch.setitem(check_run.FACT_CHECKS, "crash", "tests.check.check_plugins:crash_on_marker")
    options = Options(checks=("ops", "crash"))
    reports = check_files([str(WRONG), str(crash), str(RIGHT)], options, jobs=2)
    assert [len(r.findings) for r in reports] == [1, 1, 0]
    (f,) = reports[1].findings
    assert f.severity == "warning" and f.kind == "not-checked" and "worker process died" in f.message
    assert not f.undecided and reports[1].shown() == [f]        # a module not checked is always shown


def test_a_raising_or_hanging_check_is_an_unknown_finding(monkeypatch):
    monkeypatch.setitem(check_run.FACT_CHECKS, "bug", "tests.check.check_plugins:raise_on_ops")
    monkeypatch.setitem(check_run.FACT_CHECKS, "slow", "tests.check.check_plugins:sleep_long")
    (r,) = check_files([str(RIGHT)], Options(checks=("ops", "bug", "slow"), module_timeout=0.5))
    kinds = [(f.kind, f.detail.get("reason")) for f in r.findings]
    assert kinds == [("unknown", "internal error"), ("unknown", "timeout")]
    assert "RuntimeError: a bug in a fact check" in r.findings[0].message


def test_a_crash_in_one_op_is_that_ops_finding(monkeypatch):
    from solver.check import ops
    calls = []
    real = ops.check_op

    def flaky(ctx, op):
        calls.append(op.name)
        if op.name == "cute.make_layout_like":
            raise ZeroDivisionError("boom")
        return real(ctx, op)
    monkeypatch.setattr(ops, "check_op", flaky)
    (r,) = check_files([str(WRONG)], Options(checks=("ops",)))
    (f,) = r.findings
    assert f.op == "cute.make_layout_like" and f.kind == "unknown" and "ZeroDivisionError: boom" in f.message
    assert len(calls) > 1            # the other ops were checked


def test_time_limits_nest():
    import time
    from solver.check.guard import OpTimeout, time_limit
    start = time.monotonic()
    with pytest.raises(OpTimeout):
        with time_limit(1.0):
            with time_limit(0.1):
                pass                        # the inner limit must not cancel the outer one
            time.sleep(5)
    assert time.monotonic() - start < 3


def test_one_slow_op_is_that_ops_timeout(monkeypatch):
    import time
    from solver.check import ops
    real = ops.check_op

    def slow(ctx, op):
        if op.name == "cute.make_layout_like":
            time.sleep(5)
        return real(ctx, op)
    monkeypatch.setattr(ops, "check_op", slow)
    (r,) = check_files([str(TRAP), str(WRONG)][1:], Options(checks=("ops",), op_timeout=0.3))
    (f,) = r.findings
    assert f.op == "cute.make_layout_like" and f.detail["reason"] == "timeout"


# --- what is shown (issue 23, item 4) and coverage (item 5) ---------------------------------

def test_undecided_facts_are_counted_not_shown_unless_strict(python, repo_env, monkeypatch):
    monkeypatch.setitem(check_run.FACT_CHECKS, "bug", "tests.check.check_plugins:raise_on_ops")
    (r,) = check_files([str(RIGHT)], Options(checks=("ops", "bug")))
    (f,) = r.findings
    assert f.undecided and f.family == "undecided" and r.shown() == [] and r.status == 0
    assert r.shown(strict=True) == [f]
    from solver.check.findings import exit_status
    assert exit_status(r.findings, strict=True) == 1
    assert r.coverage.facts == 1 and r.coverage.line().endswith("; 1 fact undecided")


def test_an_undecided_op_is_undecided_in_the_coverage(monkeypatch):
    import time
    from solver.check import ops
    real = ops.check_op

    def slow(ctx, op):
        if op.name == "cute.make_layout_like":
            time.sleep(5)
        return real(ctx, op)
    monkeypatch.setattr(ops, "check_op", slow)
    (r,) = check_files([str(WRONG)], Options(checks=("ops",), op_timeout=0.3))
    c = r.coverage
    assert c.counts["undecided"] == 1 and c.by_kind["undecided"] == {"cute.make_layout_like": 1}
    assert c.ops == r.ops == sum(c.counts.values()) == 5
    assert "1 undecided (cute.make_layout_like 1)" in c.line() and r.shown() == []


def test_strict_prints_and_fails_on_what_is_undecided(python, repo_env):
    # every op's check past a 1 microsecond limit: each op is undecided, nothing is wrong
    src = HERE / "dsl_modules" / "correct_dynamic.mlir"
    quiet = cli(python, repo_env, "--op-timeout", "0.000001", src)
    assert quiet.returncode == 0 and "not decided" not in quiet.stdout
    assert f"{src}: coverage: 18 cute ops: 18 undecided (" in quiet.stdout
    strict = cli(python, repo_env, "--strict", "--op-timeout", "0.000001", src)
    assert strict.returncode == 1 and strict.stdout.count("warning: ") >= 18
    assert "not decided: the check ran past its 1e-06 s limit" in strict.stdout


def test_same_function_notes_only_with_verbose(python, repo_env):
    note = HERE / "dsl_modules" / "note_same_function.mlir"
    quiet = cli(python, repo_env, note)
    loud = cli(python, repo_env, "--verbose", note)
    assert quiet.returncode == loud.returncode == 0
    assert "same function" not in quiet.stdout and quiet.stdout.strip().endswith("no findings")
    assert "note: 'cute.tile_to_shape' op the DSL's" in loud.stdout and loud.stdout.strip().endswith("1 note")


def test_every_module_ends_with_its_coverage_line(python, repo_env):
    r = cli(python, repo_env, WRONG, RIGHT)
    lines = r.stdout.strip().splitlines()
    cover = [x for x in lines if ": coverage: " in x]
    assert cover == [f"{WRONG}: coverage: 5 cute ops: 5 re-derived", f"{RIGHT}: coverage: 28 cute ops: 28 re-derived"]
    assert lines.index(cover[0]) < lines.index(cover[1]) < len(lines) - 1


def test_coverage_counts_each_op_once_by_its_strongest_status():
    from solver.check.coverage import Coverage, STATUSES
    from solver.check import check_file
    r = check_file(str(HERE / "dsl_modules" / "correct_smem_copy.mlir"))
    from solver.check.coverage import module_ops
    from cute_sym.dialect.lenient import read_printed
    pm = read_printed((HERE / "dsl_modules" / "correct_smem_copy.mlir").read_text(), "x")
    names = [op.name for op in module_ops(pm.module)]
    c = r.coverage
    assert c.ops == len(names) and sum(c.counts[s] for s in STATUSES) == len(names)
    # every op kind counted is an op kind of the module, as often as it occurs at most
    for s in STATUSES:
        for k, n in c.by_kind[s].items():
            assert names.count(k) >= n
    # ops the checker has no model for (atoms) are not called re-derived; a copy's accesses are
    # proven in bounds (solver.check.access)
    assert c.by_kind["not modelled"].get("cute.make_atom") == names.count("cute.make_atom") >= 1
    assert c.by_kind["proven"].get("cute.copy") == names.count("cute.copy") >= 1
    assert Coverage.from_dict(c.to_dict()) == c and c.merge(Coverage()).counts == c.counts
