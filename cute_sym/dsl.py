"""Checking a CuTe DSL kernel from Python (issue 13, item 4).

::

    import cutlass.cute as cute
    from cute_sym import dsl

    @cute.jit
    def f():
        cute.printf("{}", cute.composition(cute.make_layout((4, 6, 8), stride=(2, 3, 5)),
                                           cute.make_layout(6, stride=3)))

    for finding in dsl.check(f):
        print(finding.render())     # kernel.py:5:22: error: 'cute.composition' op stride divisibility ...

    def test_my_kernel_layouts():   # in the kernel's own pytest suite
        dsl.assert_checked(f)

:func:`trace_module` compiles the function with NVIDIA's CuTe DSL (``nvidia-cutlass-dsl``,
``pip install 'cute-sym[dsl]'``) with its IR dump and line information switched on for that
compile only (the DSL's ``CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1``), and returns the module it
printed; :func:`check` checks it (``cute-sym check``).

The checker uses the solver, which ``cute_sym`` never imports (DEVELOPERS.md: arrows point
``codegen -> solver -> cute_sym``): it is found by name at call time, as the CLI finds its
plugins (:data:`CHECKER`, like :data:`cute_sym.cli.PLUGINS`), so ``import cute_sym`` loads no
solver and a missing solver is a clear error, not an import failure.
"""
from __future__ import annotations

import glob
import importlib
import os
import shutil
import tempfile
from typing import Any, Iterable

from .errors import CuteError

__all__ = ["CHECKER", "trace_module", "check", "assert_checked", "DSLError"]

CHECKER = "solver.check"
"""The module that checks a module's text: ``check_text(text, file, Options(...))``."""


class DSLError(CuteError):
    """The CuTe DSL is not installed, or it failed to trace the function."""


def _settings() -> Any:
    """The DSL's settings object (``CUTE_DSL_*`` read once at import; its attributes rule)."""
    try:
        from cutlass.cutlass_dsl import CuTeDSL
    except ImportError as e:
        raise DSLError(f"the CuTe DSL is not installed ({e}); pip install 'cute-sym[dsl]'") from None
    return CuTeDSL._get_dsl().envar


def trace_module(fn: Any, *args: Any, canonical: bool = False, **kwargs: Any) -> tuple[str, str]:
    """Compile ``fn(*args, **kwargs)`` (``cute.compile``) with the IR dump and line information on;
    the module the DSL printed before its passes (``canonical``: after its ``canonicalize,cse``,
    ``CUTE_DSL_KEEP=ir``), and the dump's file name.  A compile that fails after the dump (the DSL
    rejects a module it built, such as one holding a size-0 layout) still gives the module;
    :class:`DSLError` when there is none."""
    import cutlass.cute as cute
    env = _settings()
    dump = tempfile.mkdtemp(prefix="cute_sym_dsl_")
    saved = (env.keep_ir, env.keep_ir_clean, env.dump_dir, env.lineinfo)
    env.keep_ir, env.keep_ir_clean, env.dump_dir, env.lineinfo = not canonical, canonical, dump, True
    try:
        failure = None
        try:
            cute.compile(fn, *args, **kwargs)
        except Exception as e:  # the DSL's own failure; the module it dumped first is still checked
            failure = e
        files = sorted(glob.glob(os.path.join(dump, "*.mlir")), key=os.path.getmtime)
        if not files:
            if failure is not None:
                raise DSLError(f"the CuTe DSL failed on {getattr(fn, '__name__', fn)}: "
                               f"{_reason(failure)}") from failure
            raise DSLError(f"the CuTe DSL printed no module for {getattr(fn, '__name__', fn)}")
        with open(files[-1], encoding="utf-8") as f:
            return f.read(), os.path.basename(files[-1])
    finally:
        env.keep_ir, env.keep_ir_clean, env.dump_dir, env.lineinfo = saved
        shutil.rmtree(dump, ignore_errors=True)


def _reason(failure: Exception) -> str:
    """The DSL's failure in one line: its first line, and the diagnostic under it when the first
    line only announces one (MLIR's ``Operation creation failed:`` / ``error: unknown: ...``)."""
    lines = [ln.strip() for ln in str(failure).splitlines() if ln.strip()]
    if not lines:
        return type(failure).__name__
    if lines[0].endswith(":") and len(lines) > 1:
        return f"{lines[0]} {lines[1]}"
    return lines[0]


def _checker() -> Any:
    try:
        return importlib.import_module(CHECKER)
    except ImportError as e:
        raise DSLError(f"the checker {CHECKER} is not importable ({e}): install cute-sym with its solver") from None


def check(fn: Any, *args: Any, assume: Iterable[str] = (), timeout: float = 5.0,
          checks: Iterable[str] | None = None, **kwargs: Any) -> list:
    """The findings (``solver.check.Finding``: ``severity``, ``kind``, ``message``, ``file:line:col``,
    ``render()``, ``to_dict()``) of the module the DSL prints for ``fn(*args, **kwargs)``."""
    text, name = trace_module(fn, *args, **kwargs)
    checker = _checker()
    options = checker.Options(assume=tuple(assume), timeout=timeout,
                              **({"checks": tuple(checks)} if checks is not None else {}))
    return checker.check_text(text, name, options).findings


def assert_checked(fn: Any, *args: Any, allow: Iterable[str] = ("note",), strict: bool = False,
                   **kwargs: Any) -> list:
    """For a kernel's own tests: fail (``AssertionError`` listing them) when checking ``fn`` gives a
    finding whose severity is not in ``allow`` (what could not be decided only when ``strict``, as
    ``cute-sym check --strict``); else return the findings."""
    findings = check(fn, *args, **kwargs)
    allowed = set(allow)
    bad = [f for f in findings if f.severity not in allowed and (strict or not f.undecided)]
    if bad:
        raise AssertionError(f"cute-sym check: {len(bad)} finding(s) for {getattr(fn, '__name__', fn)}:\n"
                             + "\n".join(f.render() for f in bad))
    return findings
