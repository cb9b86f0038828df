"""A lit test format that runs ``cute-opt ... | filecheck ...`` RUN lines inside lit's worker.

Each RUN line of the suite is a pipeline of ``cute-opt`` and ``filecheck``; spawning a
Python for each costs ~0.6 s of CPU (xDSL's import), which made the suite the slowest
part of CI.  This format parses the RUN lines with lit's own machinery, then runs each
command of the pipeline in process (``cute_sym.dialect.opt.main``, filecheck's
``Matcher``) with stdin/stdout as strings.  Any other command falls back to lit's
``ShTest``, so the RUN lines keep their meaning under a plain ``lit``.
"""
from __future__ import annotations

import contextlib
import io
import re
import shlex
import sys

import lit.formats
import lit.Test
import lit.TestRunner as TR

_ECHO = re.compile(r"^\s*%dbg\([^)'\"]*\)\s*")     # lit's "RUN: at line N" marker


def _tool(argv: list[str]) -> str | None:
    if len(argv) >= 3 and argv[1] == "-m" and argv[2] in ("cute_sym.dialect.opt", "filecheck"):
        return argv[2]
    return None


def _run_one(tool: str, args: list[str], stdin: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            if tool == "filecheck":
                from filecheck.matcher import Matcher
                from filecheck.options import parse_argv_options
                code = Matcher.from_opts(parse_argv_options(["filecheck", *args])).run()
            else:
                from cute_sym.dialect.opt import main
                code = main(args)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    finally:
        sys.stdin = saved
    return int(code or 0), out.getvalue(), err.getvalue()


def _pipeline(command: str) -> list[tuple[str, list[str]]] | None:
    try:
        words = shlex.split(_ECHO.sub("", command))
    except ValueError:
        return None
    stages, current = [], []
    for w in words + ["|"]:
        if w == "|":
            tool = _tool(current)
            if tool is None:
                return None
            stages.append((tool, current[3:]))
            current = []
        elif w in ("&&", ";", "||", ">", "<", "2>", "2>&1", "not"):
            return None
        else:
            current.append(w)
    return stages


class InProcessTest(lit.formats.ShTest):
    """``ShTest`` whose cute-opt/filecheck pipelines run in the worker process."""

    def execute(self, test, litConfig):
        if test.config.unsupported:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "Test is unsupported")
        parsed = TR.parseIntegratedTestScript(test, require_script=True)
        if isinstance(parsed, lit.Test.Result):
            return parsed
        tmp_dir, tmp_base = TR.getTempPaths(test)
        script = TR.applySubstitutions(parsed, TR.getDefaultSubstitutions(test, tmp_dir, tmp_base),
                                       recursion_limit=test.config.recursiveExpansionLimit)
        pipelines = [_pipeline(c) for c in script]
        if any(p is None for p in pipelines):
            return super().execute(test, litConfig)
        log = []
        for command, stages in zip(script, pipelines):
            data = ""
            log.append(f"$ {command}")
            for tool, args in stages:
                code, data, err = _run_one(tool, args, data)
                if err:
                    log.append(err)
                if code != 0:
                    log.append(f"error: command failed with exit status {code}")
                    return lit.Test.Result(lit.Test.FAIL, "\n".join(log))
        return lit.Test.Result(lit.Test.PASS, "\n".join(log))
