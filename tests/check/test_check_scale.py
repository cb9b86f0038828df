"""Checking a kernel library (issue 25): directories and globs, work units merged finding for
finding, the report cache, SARIF (validated against the SARIF 2.1.0 schema) and JUnit output,
the summary table, engines that cannot be reached, CLI plugins from entry points."""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from solver.check import Options, check_file
from solver.check import cache as check_cache
from solver.check.batch import check_files, expand
from tests.check.check_plugins import untimed
from solver.check.cache import ReportCache
from tests.forkserver import shared

HERE = Path(__file__).resolve().parent
MODULES = HERE / "dsl_modules"
GENERATOR = (MODULES / "generate.py").read_text().splitlines()
SCHEMA = HERE / "schemas" / "sarif-schema-2.1.0.json"


def cli(env, *args, cwd=None):
    return shared(env).run("cute_sym.cli", ["check", *map(str, args)], cwd, timeout=300)


def records(reports):
    """Every finding of every report as JSON text (a cached report's tuples are lists), without
    the proofs' timings (``seconds`` in a bank check's detail)."""
    return [[json.dumps(untimed(f.to_dict()), sort_keys=True) for f in r.findings] for r in reports]


def test_directories_and_globs_expand_to_their_modules(tmp_path):
    (tmp_path / "a").mkdir()
    for name in ("a/x.mlir", "a/y.mlir", "z.mlir", "note.txt"):
        (tmp_path / name).write_text("")
    assert expand([str(tmp_path)]) == [str(tmp_path / n) for n in ("a/x.mlir", "a/y.mlir", "z.mlir")]
    assert expand([str(tmp_path / "a" / "*.mlir")]) == [str(tmp_path / "a/x.mlir"), str(tmp_path / "a/y.mlir")]
    assert expand(["-", str(tmp_path / "missing.mlir")]) == ["-", str(tmp_path / "missing.mlir")]


@pytest.mark.parametrize("case", ["planted_smem_view", "wrong_logical_divide", "correct_dynamic", "planted_banks"])
def test_a_module_in_parts_is_the_serial_check_finding_for_finding(case):
    path = str(MODULES / f"{case}.mlir")
    serial = check_file(path)
    lines = len(Path(path).read_text().splitlines())
    (split,) = check_files([path], Options(), split_lines=max(1, lines // 3))
    assert records([split]) == records([serial]) and split.coverage == serial.coverage
    assert split.ops == serial.ops > 0


def test_the_cache_answers_an_unchanged_module_and_not_a_changed_one(tmp_path, monkeypatch):
    src = tmp_path / "m.mlir"
    shutil.copy(MODULES / "wrong_make_layout_like.mlir", src)
    cache = ReportCache(tmp_path / "cache")
    (first,) = check_files([str(src)], Options(), cache=cache)
    assert (cache.hits, cache.misses, first.cached) == (0, 1, False)
    (again,) = check_files([str(src)], Options(), cache=cache)
    assert (cache.hits, again.cached) == (1, True) and records([again]) == records([first])
    assert again.coverage == first.coverage and again.ops == first.ops
    check_files([str(src)], Options(timeout=2.0), cache=cache)          # another option: checked again
    assert cache.hits == 1
    src.write_text(src.read_text() + "\n")                                 # another text: checked again
    check_files([str(src)], Options(), cache=cache)
    assert cache.hits == 1
    monkeypatch.setattr(check_cache, "version", lambda: "another version")
    check_files([str(src)], Options(), cache=cache)
    assert cache.hits == 1 and cache.misses == 4


def test_a_module_not_checked_is_not_cached(tmp_path):
    cache = ReportCache(tmp_path)
    (r,) = check_files([str(tmp_path / "missing.mlir")], Options(), cache=cache)
    assert r.findings[0].kind == "read" and not (tmp_path / "reports").exists()


def test_the_cli_cache_is_the_environments_and_no_cache_skips_it(repo_env, tmp_path):
    env = dict(repo_env, CUTE_SYM_CACHE=str(tmp_path / "c"))
    two = [MODULES / "wrong_make_layout_like.mlir", MODULES / "correct_algebra.mlir"]
    cold = cli(env, *two)
    assert "cache hits: 0" in cold.stdout and len(list((tmp_path / "c" / "reports").rglob("*.json"))) == 2
    warm = cli(env, *two)
    assert "cache hits: 2" in warm.stdout and warm.returncode == cold.returncode == 1
    strip = [x for x in warm.stdout.splitlines() if not x.startswith("summary:")]
    assert strip == [x for x in cold.stdout.splitlines() if not x.startswith("summary:")]
    off = cli(env, "--no-cache", *two)
    assert "cache hits" not in off.stdout


def test_summary_table_counts_findings_by_family(repo_env, tmp_path):
    mods = [MODULES / "planted_banks.mlir", MODULES / "planted_smem_view.mlir", MODULES / "correct_tiles.mlir"]
    r = cli(repo_env, "--no-cache", *mods)
    lines = r.stdout.splitlines()
    start = next(k for k, x in enumerate(lines) if x.startswith("summary: modules: 3"))
    table = lines[start:]
    assert table[1].startswith("cute ops: 258 (") and table[2].split() == ["family", "errors", "warnings", "notes"]
    assert table[3].split() == ["banks", "0", "1", "0"] and table[4].split() == ["views", "1", "0", "0"]
    assert table[-1] == "3 files: 258 cute ops checked, 1 error, 1 warning"


def test_sarif_of_a_planted_bug_validates_and_points_at_the_python_line(repo_env, tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    out = tmp_path / "check.sarif"
    r = cli(repo_env, "--no-cache", "--format", "sarif", "-o", out, MODULES / "planted_smem_view.mlir",
            MODULES / "planted_banks.mlir", MODULES / "correct_tiles.mlir")
    assert r.returncode == 1 and r.stdout == ""
    log = json.loads(out.read_text())
    jsonschema.validate(log, json.loads(SCHEMA.read_text()))
    (run,) = log["runs"]
    rules = [x["id"] for x in run["tool"]["driver"]["rules"]]
    assert {"ops", "views", "tv", "align", "banks", "undecided"} <= set(rules)
    view, banks = run["results"]
    assert (view["ruleId"], view["level"], banks["ruleId"], banks["level"]) == ("views", "error", "banks", "warning")
    assert rules[view["ruleIndex"]] == "views"
    loc = view["locations"][0]["physicalLocation"]
    line = next(k + 1 for k, x in enumerate(GENERATOR) if "big = cute.make_tensor(sA.iterator" in x)
    assert loc["artifactLocation"]["uri"].endswith("dsl_modules/generate.py")
    assert loc["region"] == {"startLine": line, "startColumn": GENERATOR[line - 1].index("cute.make_tensor") + 1}
    assert view["message"]["text"].startswith("'cute.make_view' op the view")
    module = view["relatedLocations"][0]["physicalLocation"]
    assert module["artifactLocation"]["uri"].endswith("planted_smem_view.mlir") and module["region"]["startLine"] > 0
    assert set(run["properties"]["coverage"]) == {str(MODULES / n) for n in (
        "planted_smem_view.mlir", "planted_banks.mlir", "correct_tiles.mlir")}


def test_sarif_of_a_clean_module_validates_with_no_results(repo_env):
    jsonschema = pytest.importorskip("jsonschema")
    r = cli(repo_env, "--no-cache", "--format", "sarif", MODULES / "correct_algebra.mlir")
    log = json.loads(r.stdout)
    jsonschema.validate(log, json.loads(SCHEMA.read_text()))
    assert r.returncode == 0 and log["runs"][0]["results"] == []


def test_junit_has_a_test_case_per_module_and_a_failure_per_module_with_findings(repo_env):
    r = cli(repo_env, "--no-cache", "--format", "junit", MODULES / "planted_tv.mlir", MODULES / "correct_algebra.mlir",
            MODULES / "does_not_exist.mlir")
    root = ET.fromstring(r.stdout.split("\n", 1)[1])
    (suite,) = root
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "1", "1")
    tv, ok, missing = suite.findall("testcase")
    assert tv.find("failure").get("type") == "tv" and "TV layout ((8,32),1):((32,2),0)" in tv.find("failure").text
    assert ok.find("failure") is None and ok.find("system-out").text == "coverage: 28 cute ops: 28 re-derived"
    assert "cannot read" in missing.find("error").text


def test_json_flag_is_the_json_format(repo_env):
    a = cli(repo_env, "--no-cache", "--json", MODULES / "wrong_make_layout_like.mlir")
    b = cli(repo_env, "--no-cache", "--format", "json", MODULES / "wrong_make_layout_like.mlir")
    strip = [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in a.stdout.splitlines()]
    assert strip == [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in b.stdout.splitlines()]
    assert strip[-1]["module"].endswith("wrong_make_layout_like.mlir") and strip[-1]["attempts"] == 1


def test_a_scheduler_that_cannot_be_reached_is_an_error_naming_it(repo_env):
    pytest.importorskip("distributed")
    start = time.monotonic()
    r = cli(repo_env, "--no-cache", "--executor", "dask", "--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "1",
            MODULES / "correct_algebra.mlir")
    assert r.returncode == 2 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in r.stderr
    assert time.monotonic() - start < 60 and "Traceback" not in r.stderr


def test_an_empty_directory_is_a_usage_error(repo_env, tmp_path):
    r = cli(repo_env, tmp_path)
    assert r.returncode == 2 and f"no .mlir file in {tmp_path}" in r.stderr


# --- CLI plugins from entry points (issue 25, item 4) ----------------------------------------

def test_a_third_party_package_adds_a_subcommand_through_an_entry_point(tmp_path, monkeypatch, capsys):
    import importlib.metadata as md
    from cute_sym import cli as cute_cli
    (tmp_path / "third_party_cmds.py").write_text(
        "def add(sub):\n"
        "    p = sub.add_parser('greet', help='say hello')\n"
        "    p.set_defaults(func=lambda args: print('hello from a plugin') or 0)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    ep = md.EntryPoint(name="greet", value="third_party_cmds:add", group=cute_cli.ENTRY_POINTS)
    real = md.entry_points

    def entry_points(**kw):
        return [ep] if kw.get("group") == cute_cli.ENTRY_POINTS else real(**kw)
    monkeypatch.setattr(md, "entry_points", entry_points)
    assert cute_cli.plugins()[:len(cute_cli.PLUGINS)] == list(cute_cli.PLUGINS)
    assert cute_cli.plugins()[-1] == "third_party_cmds:add"
    assert cute_cli.main(["greet"]) == 0 and capsys.readouterr().out == "hello from a plugin\n"
    assert cute_cli.main(["check", "--help"]) == 0        # the project's own plugins still there


def test_the_projects_plugins_are_declared_as_entry_points():
    import tomllib
    from cute_sym import cli as cute_cli
    project = tomllib.loads((HERE.parents[1] / "pyproject.toml").read_text())["project"]
    declared = project["entry-points"]["cute_sym.plugins"]
    assert sorted(declared.values()) == sorted(cute_cli.PLUGINS)
    assert project["entry-points"]["pytest11"] == {"cute_sym_check": "solver.check.pytest_plugin"}


def test_the_pre_commit_hook_runs_cute_sym_check_on_mlir_files():
    yaml = pytest.importorskip("yaml")
    (hook,) = yaml.safe_load((HERE.parents[1] / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "cute-sym-check" and hook["entry"].split()[:2] == ["cute-sym", "check"]
    assert hook["language"] == "python" and hook["pass_filenames"] is True
    import re
    assert re.search(hook["files"], "kernels/gemm.mlir") and not re.search(hook["files"], "kernel.py")


def test_the_progress_bar_is_for_a_terminal_only(monkeypatch):
    import io
    import sys
    from solver.check import commands
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert commands._progress(3) is None                    # not a terminal: no bar
    tqdm = pytest.importorskip("tqdm")

    class Terminal(io.StringIO):
        def isatty(self):
            return True
    monkeypatch.setattr(sys, "stderr", Terminal())
    bar = commands._progress(3)
    assert isinstance(bar, tqdm.tqdm) and bar.total == 3 and bar.delay == 1.0    # shown after a second
    bar.close()
