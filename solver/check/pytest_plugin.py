"""``pytest --cute-check``: check the modules a test session's ``@cute.jit`` compilations produce
(issue 25, item 4), a pytest plugin (entry point ``pytest11``: ``cute_sym_check``).

* ``--cute-check``: around each test, the CuTe DSL dumps every module it compiles
  (``CUTE_DSL_KEEP_IR``-style, with line information) into a scratch directory of that test;
  after the test, each module is checked, and a finding shown by ``cute-sym check`` (an error or
  a warning; undecided facts too with ``--cute-check-strict``) fails the test that produced the
  module, with the rendered findings (the modules of a failing test are kept where they were
  dumped; the others are removed).  Without the DSL (``cutlass`` not importable), nothing is
  dumped and the tests run as they are.
* ``--cute-check-paths FILE|DIR|GLOB ...``: one test item per module, failing with its findings.

The plugin costs nothing unless one of its options is given (its imports are inside the hooks).
"""
from __future__ import annotations

import os
import tempfile
from typing import Any

import pytest

__all__ = ["pytest_addoption", "pytest_configure", "CuteModuleItem"]


def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("cute-sym", "cute-sym check of CuTe DSL modules")
    group.addoption("--cute-check", action="store_true", default=False,
                    help="check the modules each test's @cute.jit compilations produce; a finding fails the test")
    group.addoption("--cute-check-paths", action="append", nargs="+", default=[], metavar="FILE",
                    help="check these modules (files, directories, globs), one test item each")
    group.addoption("--cute-check-strict", action="store_true", default=False,
                    help="fail on what the checker cannot decide too (cute-sym check --strict)")
    group.addoption("--cute-check-assume", action="append", default=[], metavar="COND",
                    help="an assumption on the modules' dynamic leaves (cute-sym check --assume)")


def pytest_configure(config: Any) -> None:
    config.addinivalue_line("markers", "cute_check: a test item checking one CuTe DSL module")


def _options(config: Any) -> Any:
    from .context import Options
    return Options(assume=tuple(config.getoption("cute_check_assume") or ()))


def _failing(config: Any, report: Any) -> list:
    strict = config.getoption("cute_check_strict")
    return [f for f in report.shown(strict=strict) if f.severity in ("error", "warning")]


class CuteCheckFailure(Exception):
    """A module with findings: its rendered findings."""


class CuteModuleItem(pytest.Item):
    """``cute-sym check PATH`` as a test (``--cute-check-paths``)."""

    def __init__(self, *, path_text: str, **kwargs: Any):
        super().__init__(**kwargs)
        self.path_text = path_text
        self.add_marker("cute_check")

    def runtest(self) -> None:
        from .batch import check_files
        (report,) = check_files([self.path_text], _options(self.config))
        bad = _failing(self.config, report)
        if bad:
            raise CuteCheckFailure("\n".join(f.render() for f in bad))

    def repr_failure(self, excinfo: Any, style: Any = None) -> Any:
        if isinstance(excinfo.value, CuteCheckFailure):
            return f"cute-sym check {self.path_text}:\n{excinfo.value}"
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Any, int | None, str]:
        return self.path_text, None, f"cute-sym check {self.path_text}"


def pytest_collection_modifyitems(session: Any, config: Any, items: list) -> None:
    groups = config.getoption("cute_check_paths") or []
    if not groups:
        return
    from .batch import expand
    for path in expand([p for g in groups for p in g]):
        items.append(CuteModuleItem.from_parent(session, name=f"cute-check[{path}]", path_text=path))


def _dsl_settings() -> Any:
    """The DSL's settings object, or ``None`` when the DSL is not installed."""
    try:
        from cutlass.cutlass_dsl import CuTeDSL
        return CuTeDSL._get_dsl().envar
    except Exception:  # noqa: BLE001 -- no DSL (or one that does not start): nothing to dump
        return None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: Any) -> Any:
    """With ``--cute-check``: dump the test's compilations, then check them (module docstring)."""
    if not item.config.getoption("cute_check") or isinstance(item, CuteModuleItem):
        return (yield)
    env = _dsl_settings()
    if env is None:
        return (yield)
    dump = tempfile.mkdtemp(prefix="cute_sym_pytest_")
    saved = (env.keep_ir, env.dump_dir, env.lineinfo)
    env.keep_ir, env.dump_dir, env.lineinfo = True, dump, True
    try:
        result = yield
    finally:
        env.keep_ir, env.dump_dir, env.lineinfo = saved
    _check_dumps(item, dump)
    return result


def _check_dumps(item: Any, dump: str) -> None:
    import glob
    import shutil
    from .batch import check_files
    files = sorted(glob.glob(os.path.join(dump, "*.mlir")), key=os.path.getmtime)
    reports = check_files(files, _options(item.config)) if files else []
    bad = [(r, fs) for r in reports if (fs := _failing(item.config, r))]
    if not bad:
        shutil.rmtree(dump, ignore_errors=True)
    else:                                           # kept: the findings' notes point into them
        text = "\n".join(f"{os.path.basename(r.file)}:\n" + "\n".join(f.render() for f in fs) for r, fs in bad)
        pytest.fail(f"cute-sym check: findings in the modules this test compiled:\n{text}", pytrace=False)
